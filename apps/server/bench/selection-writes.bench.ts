/**
 * `npm run bench:writes` (not a test): the selection writes of `bench:api`, in process, without
 * sockets or autocannon, so the figures hold up on a machine other work is loading (issue 27,
 * item 5). The app is built on a fresh PGlite data dir (or DATABASE_URL) and 50 devices write at
 * once through `app.inject`, each flipping between two selections so that every call writes.
 *
 * Reported per write: the statements the database ran (PGlite: parse messages and simple
 * queries, counted at its protocol), this process's CPU time, and the latency from a call's start
 * to its answer (p50, p99), which is the queue ahead of it: 50 writers × the cost of one write.
 * BENCH_WRITES (default 1,500) writes are measured after 300 of warm-up.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.ts';
import { seedFactoryRecipes } from '../src/catalogue/seed-factory-recipes.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

const WRITERS = 50;
const WARM_UP_WRITES = 300;
const WRITES = Number(process.env.BENCH_WRITES ?? 1500);
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Statements, counted where PGlite takes each protocol message: a parse (P) starts a
// parameterised statement, a simple query (Q) is BEGIN, COMMIT or a script, and a bind (B) of a
// named statement runs a prepared one (`queryPrepared`; its parse, once, counts as a parse).
// With BENCH_STATEMENTS=1, the engine's CPU time is summed per statement too (its first words).
const counted = { parse: 0, simple: 0, prepared: 0 };
const BY_STATEMENT = process.env.BENCH_STATEMENTS === '1';
const engineUs = new Map<string, number>();
/** Prepared statements' texts by name, for BENCH_STATEMENTS. */
const preparedTexts = new Map<string, string>();
const decoder = new TextDecoder();
const shortText = (text: string) => text.replace(/\s+/g, ' ').slice(0, 60);

/** Counts the statement `message` starts, if any, and names it. */
function countStatement(message: Uint8Array): string | undefined {
  const type = message[0];
  // After the type and length: a parse's name and text, a query's text, a bind's portal and name.
  const cString = (from: number) => {
    const end = message.indexOf(0, from);
    return { text: decoder.decode(message.subarray(from, end)), next: end + 1 };
  };
  if (type === 0x50) {
    counted.parse += 1;
    const name = cString(5);
    const text = shortText(cString(name.next).text);
    if (name.text) preparedTexts.set(name.text, text);
    return text;
  }
  if (type === 0x51) {
    counted.simple += 1;
    return shortText(cString(5).text);
  }
  if (type === 0x42) {
    const portal = cString(5);
    const name = cString(portal.next).text;
    if (!name) return undefined;
    counted.prepared += 1;
    return preparedTexts.get(name) ?? name;
  }
  return undefined;
}

let statement = '';
/** Wraps one of PGlite's protocol entry points to count statements and time the engine. */
function instrument<K extends 'execProtocolStream' | 'execProtocol'>(key: K): void {
  const original = PGlite.prototype[key] as (...args: unknown[]) => Promise<unknown>;
  (PGlite.prototype as unknown as Record<K, unknown>)[key] = async function (
    this: PGlite,
    ...args: unknown[]
  ) {
    statement = countStatement(args[0] as Uint8Array) ?? statement;
    if (!BY_STATEMENT) return original.apply(this, args);
    const from = process.cpuUsage();
    try {
      return await original.apply(this, args);
    } finally {
      const used = process.cpuUsage(from);
      engineUs.set(statement, (engineUs.get(statement) ?? 0) + used.user + used.system);
    }
  };
}
instrument('execProtocolStream');
instrument('execProtocol');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-writes-'));
const databaseUrl = process.env.DATABASE_URL;
const db = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
await migrate(db);
await seedFactoryRecipes(db);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  DATA_DIR: dataDir,
  RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp({ config, db });
await app.ready();

const deviceCode = () => Array.from({ length: 26 }, () => CROCKFORD[randomInt(32)]).join('');
const listed = await app.inject({
  method: 'GET',
  url: '/api/recipes',
  headers: { 'x-device-code': deviceCode() },
});
const ids = (listed.json() as { data: { id: string }[] }).data.slice(0, 7).map((r) => r.id);
const selections = [ids.slice(0, 3), ids.slice(2, 6)].map((recipeIds) =>
  JSON.stringify({ recipeIds }),
);
const writers = Array.from({ length: WRITERS }, deviceCode);

/** `total` writes from the writers at once, each waiting for its last answer; latencies in ms. */
async function write(total: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  await Promise.all(
    writers.map(async (writer) => {
      for (let turn = 0; started < total; turn += 1) {
        started += 1;
        const from = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/selected-recipes',
          headers: { 'x-device-code': writer, 'content-type': 'application/json' },
          payload: selections[turn % 2],
        });
        if (response.statusCode !== 200) {
          throw new Error(`write answered ${response.statusCode}: ${response.body}`);
        }
        latencies.push(performance.now() - from);
      }
    }),
  );
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

try {
  await write(WARM_UP_WRITES);
  engineUs.clear();
  const before = { ...counted };
  const cpuBefore = process.cpuUsage();
  const wallFrom = performance.now();
  const latencies = (await write(WRITES)).sort((a, b) => a - b);
  const wallMs = performance.now() - wallFrom;
  const cpu = process.cpuUsage(cpuBefore);
  const n = latencies.length;
  const load = os.loadavg().map((x) => x.toFixed(1));
  console.log(
    `\nSelection writes in process: ${WRITERS} writers, ${n} writes, ${db.kind}, load average ${load.join(' ')}`,
  );
  if (db.kind === 'pglite') {
    const parse = (counted.parse - before.parse) / n;
    const simple = (counted.simple - before.simple) / n;
    const prepared = (counted.prepared - before.prepared) / n;
    console.log(
      `statements per write: ${(parse + simple + prepared).toFixed(2)} (${prepared.toFixed(2)} prepared, ${parse.toFixed(2)} parsed, ${simple.toFixed(2)} simple)`,
    );
  }
  if (BY_STATEMENT) {
    console.log('engine CPU per write, by statement (µs):');
    const rows = [...engineUs].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [text, us] of rows) console.log(`  ${(us / n).toFixed(0).padStart(6)}  ${text}`);
  }
  console.log(`CPU per write: ${(((cpu.user + cpu.system) / n) | 0).toLocaleString('en-GB')} µs`);
  console.log(
    `writes/s: ${((n * 1000) / wallMs).toFixed(0)}; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[n - 1]!.toFixed(1)} ms`,
  );
} finally {
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
