/**
 * The yardstick of `npm run bench:api`: a bare Fastify process, with no plugins or hooks, whose
 * routes send fixed bytes (the real server's answers, read from BENCH_BARE_BODIES, a JSON object
 * of route name to body). `GET /<name>` and `POST /<name>` (a JSON body, parsed and dropped) send
 * that body. The real server's req/s over this one's, measured in the same run, is what the bench
 * reports: the machine's own speed and load cancel out.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const file = process.env.BENCH_BARE_BODIES;
if (!file) throw new Error('BENCH_BARE_BODIES must name a JSON file of bodies');
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  const send = async (
    _request: unknown,
    reply: { type(t: string): { send(b: string): unknown } },
  ) => reply.type('application/json; charset=utf-8').send(body);
  app.get(`/${name}`, send);
  app.post(`/${name}`, send);
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare Fastify at ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
