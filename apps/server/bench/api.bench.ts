/**
 * `npm run bench:api` (not a test): load on the real server, on a fresh embedded database, from
 * autocannon at 50 connections. GET /api/recipes and POST /api/recipes/by-ids (7 ids) are measured
 * beside GET /api/health in the same run. Targets: each at least half the requests per second of
 * /api/health, p99 under 50 ms, no errors.
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
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const [, base] = await waitForOutput(server, /running at (http:\/\/\S+)/, 60_000);

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
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
