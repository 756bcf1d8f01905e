/**
 * `npm run bench:api` (not a test): load on the real server, on a fresh embedded database, from
 * autocannon at 50 connections. GET /api/recipes and POST /api/recipes/by-ids (7 ids) are measured
 * beside GET /api/health in the same run. Targets: each at least half the requests per second of
 * /api/health, p99 under 50 ms, no errors.
 *
 * Then the tail (issue 16, item 11): POST /api/recipes/by-ids at 200 connections for
 * BENCH_TAIL_DURATION_S (default 30 s, long enough to cross the Chef's Pick cache's refreshes),
 * reported as p50/p99/p99.9 and timeouts; target p99 under 250 ms and no timeouts. And memory: the
 * server's resident set idle after start, and after BENCH_ACCOUNTS (default 1000) accounts with a
 * recipe each have read their list (the per-account list cache, capped in bytes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnTs, waitForOutput } from '../test/support/spawn-server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-bench-'));
const server = spawnTs('src/main.ts', {
  DATA_DIR: dataDir,
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // The memory step creates hundreds of accounts from this one address.
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const [, base] = await waitForOutput(server, /running at (http:\/\/\S+)/, 300_000);

const TAIL_CONNECTIONS = 200;
const TAIL_DURATION_S = Number(process.env.BENCH_TAIL_DURATION_S ?? 30);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);

/** The server process's resident set, in MB (Linux /proc). */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
/** The lowest resident set over `seconds` of idling (after start-up's and the load's garbage). */
async function settledRssMb(seconds = 10): Promise<number> {
  let lowest = Infinity;
  for (let i = 0; i < seconds; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    lowest = Math.min(lowest, rssMb());
  }
  return lowest;
}
const idleRssMb = await settledRssMb();

const device = '0123456789ABCDEFGHJKMNPQRS';
const headers = { 'x-device-code': device, 'content-type': 'application/json' };
const recipes = (await (await fetch(`${base}/api/recipes`, { headers })).json()) as {
  data: { id: string }[];
};
const ids = recipes.data.slice(0, 7).map((recipe) => recipe.id);
// A user with ten recipes of their own, for the personal list.
const account = 'BENCHACCOUNT0000000000001';
for (let i = 0; i < 10; i += 1) {
  const own = { ...recipes.data[i], name: `Own recipe ${i}` } as Record<string, unknown>;
  for (const field of [
    'id',
    'created_at',
    'updated_at',
    'source',
    'owner_account_code',
    'isFactory',
    'readonly',
    'sourceId',
    'catalogVersion',
    'share_code',
    'durationMinutes',
    'prepTime',
    'cookTime',
    'imageUrl',
    'cloudflareImageId',
    'sourceUrl',
    'displayGroups',
    'ingredientGroups',
    'tiktok_handle',
  ])
    delete own[field];
  const response = await fetch(`${base}/api/user/recipes/v2`, {
    method: 'POST',
    headers: { ...headers, 'x-account-code': account },
    body: JSON.stringify(own),
  });
  if (response.status !== 201)
    throw new Error(`could not create a bench recipe: ${await response.text()}`);
}

type Result = {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  p999: number;
  timeouts: number;
  errors: number;
  non2xx: number;
};

async function run(name: string, options: Partial<autocannon.Options>): Promise<Result> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    ...options,
    url: `${base}${options.url ?? ''}`,
  } as autocannon.Options);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    timeouts: result.timeouts,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

let memoryLine = '';
{
  // Memory: accounts with a recipe each read their list, as a browser does on each visit.
  const beforeAccountsMb = idleRssMb;
  const own = {
    name: 'Bench soup',
    ingredients: ['1 onion', '2 carrots'],
    instructions: ['Cook.'],
  };
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const code = `BENCHMEMORY${String(i).padStart(14, '0')}`;
    const accountHeaders = { ...headers, 'x-account-code': code };
    const created = await fetch(`${base}/api/user/recipes/v2`, {
      method: 'POST',
      headers: accountHeaders,
      body: JSON.stringify(own),
    });
    if (created.status !== 201) throw new Error(`account ${i}: ${await created.text()}`);
    await (await fetch(`${base}/api/recipes`, { headers: accountHeaders })).arrayBuffer();
  }
  const afterAccountsMb = await settledRssMb();
  memoryLine = `\nMemory (RSS): ${idleRssMb.toFixed(0)} MB idle after start; ${afterAccountsMb.toFixed(0)} MB after ${ACCOUNTS} accounts read their lists (${(((afterAccountsMb - beforeAccountsMb) * 1024) / ACCOUNTS).toFixed(1)} KB per account)`;
}

try {
  // Warm up once, then measure each call in turn in the same run.
  await run('warm-up', { url: '/api/recipes', duration: 2 });
  const results = [
    await run('GET /api/health', { url: '/api/health' }),
    await run('GET /api/recipes', { url: '/api/recipes' }),
    await run('GET /api/recipes (account, 10 own)', {
      url: '/api/recipes',
      headers: { ...headers, 'x-account-code': account },
    }),
    await run('POST /api/recipes/by-ids (7 ids)', {
      url: '/api/recipes/by-ids',
      method: 'POST',
      body: JSON.stringify({ ids }),
    }),
  ];
  const health = results[0]!.rps;
  console.log(
    `\nPlateful API bench: ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores\n`,
  );
  console.log(
    'call                                  req/s    p50 ms   p99 ms   errors  non-2xx  vs health  target',
  );
  for (const r of results) {
    const ratio = r.rps / health;
    const ok = r.p99 < 50 && r.errors === 0 && r.non2xx === 0 && (r === results[0] || ratio >= 0.5);
    console.log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)} ${`${(ratio * 100).toFixed(0)}%`.padStart(10)}  ${ok ? 'met' : 'MISSED'}`,
    );
  }

  // The same load on the lightest call, to tell the machine's own limits from the call's.
  const healthTail = await run(`GET /api/health, ${TAIL_CONNECTIONS} connections`, {
    url: '/api/health',
    connections: TAIL_CONNECTIONS,
    duration: TAIL_DURATION_S,
  });
  const tail = await run(`POST /api/recipes/by-ids, ${TAIL_CONNECTIONS} connections`, {
    url: '/api/recipes/by-ids',
    method: 'POST',
    body: JSON.stringify({ ids }),
    connections: TAIL_CONNECTIONS,
    duration: TAIL_DURATION_S,
  });
  console.log(
    `\nBaseline: ${healthTail.name}, ${TAIL_DURATION_S} s: ${healthTail.rps.toFixed(0)} req/s, p50 ${healthTail.p50} ms, p99 ${healthTail.p99} ms, p99.9 ${healthTail.p999} ms, ${healthTail.timeouts} timeouts`,
  );
  const tailOk =
    tail.rps > 0 && tail.p99 < 250 && tail.timeouts === 0 && tail.errors === 0 && tail.non2xx === 0;
  console.log(
    `\nTail: ${tail.name}, ${TAIL_DURATION_S} s: ${tail.rps.toFixed(0)} req/s, p50 ${tail.p50} ms, p99 ${tail.p99} ms, p99.9 ${tail.p999} ms, ${tail.timeouts} timeouts, ${tail.errors} errors, ${tail.non2xx} non-2xx  ${tailOk ? 'met (p99 < 250 ms, no timeouts)' : 'MISSED (p99 < 250 ms, no timeouts)'}`,
  );

  console.log(`\n${memoryLine}`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
