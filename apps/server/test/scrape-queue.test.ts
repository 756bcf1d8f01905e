// The scrape queue under a hostile client: pages that take far longer than the reading deadline,
// sent by one client, must not hold up another client's ordinary page. Clients are told apart by
// address, so each one here calls from its own loopback address (127.0.0.x).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceCode } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const READ_DEADLINE_MS = 2000;

const RECIPE_PAGE = `<html><head><title>Pancakes</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Pancakes","recipeIngredient":["100g plain flour","2 eggs","300ml milk"],
"recipeInstructions":[{"@type":"HowToStep","text":"Whisk everything."}]}</script>
</head><body><h1>Pancakes</h1></body></html>`;
/**
 * Under the 5 MB cap and the 60,000 elements a page may hold (a longer one is refused unread),
 * and several times the deadline to read (4-8 s here).
 */
const HOSTILE_PAGE = `<h2>Ingredients</h2><ul>${'<li>1 large free-range egg, beaten with a pinch of salt and a little ground pepper</li>'.repeat(59_000)}</ul>`;

let site: http.Server;
let siteOrigin = '';
let hostileServed = 0;
let server: TestServer;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/recipe') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE_PAGE);
    } else if (req.url?.startsWith('/hostile/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(HOSTILE_PAGE, () => {
        hostileServed += 1;
      });
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer({
    SCRAPE_ALLOW_HOSTS: '127.0.0.1',
    SCRAPE_READ_TIMEOUT_MS: String(READ_DEADLINE_MS),
  });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

type Answer = { status: number; body: { ok: boolean; data?: { name: string }; error?: string } };

/** POST /api/scrape from the loopback address `from`, as a new device. */
function scrapeFrom(from: string, url: string): Promise<Answer> {
  const target = new URL(server.url('/api/scrape'));
  const payload = JSON.stringify({ url });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-device-code': newDeviceCode(),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the scrape queue', () => {
  it("reads a normal page within its deadline while one client's five hostile pages wait", async () => {
    // One ordinary scrape first, so the readers are running (their start is not what is measured).
    expect((await scrapeFrom('127.0.0.3', `${siteOrigin}/recipe`)).status).toBe(200);

    const hostileStarted = performance.now();
    const hostile = [1, 2, 3, 4, 5].map((n) =>
      scrapeFrom('127.0.0.2', `${siteOrigin}/hostile/${n}`).then((answer) => ({
        answer,
        ms: performance.now() - hostileStarted,
      })),
    );
    // Wait until every hostile page has been fetched and handed to the readers.
    while (hostileServed < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    const normal = await scrapeFrom('127.0.0.1', `${siteOrigin}/recipe`);
    const normalMs = performance.now() - started;
    // Whole, so a failure shows the server's answer (its error says why the page was not read).
    expect(normal).toMatchObject({ status: 200, body: { data: { name: 'Pancakes' } } });
    expect(normalMs).toBeLessThan(READ_DEADLINE_MS);

    // The hostile pages are refused, each by its own deadline counted from its arrival (or at
    // once, past the client's share of the queue), not one deadline after another.
    const outcomes = await Promise.all(hostile);
    for (const { answer } of outcomes) {
      expect([422, 429]).toContain(answer.status);
      expect(answer.body.ok).toBe(false);
    }
    expect(outcomes.some(({ answer }) => answer.status === 422)).toBe(true);
    expect(Math.max(...outcomes.map(({ ms }) => ms))).toBeLessThan(2 * READ_DEADLINE_MS + 2000);
    console.info(
      `scrape queue: normal page answered in ${normalMs.toFixed(0)} ms behind five hostile ` +
        `pages; hostile answers at ${outcomes.map(({ answer, ms }) => `${answer.status}@${ms.toFixed(0)}`).join(', ')} ms`,
    );
  }, 90_000);
});
