/**
 * `npm run bench:api` (not a test): load on the real server, on a fresh embedded database (or
 * DATABASE_URL), from autocannon at 50 connections, in three parts.
 *
 * 1. The API near its framework (issue 27, item 5): each read call beside a bare Fastify process
 *    (bench/bare-server.ts) sending the same bytes, back to back, BENCH_ROUNDS times (default 3);
 *    reported as req/s, p99 and the ratio of the two, median over the rounds. Targets:
 *    GET /api/recipes ≥ 0.8×, POST /api/recipes/by-ids ≥ 0.5×. Then selection writes
 *    (POST /api/selected-recipes, each connection a device of its own flipping between two
 *    selections, so every call writes): req/s and p99, target p99 ≤ 100 ms.
 * 2. The tail (issue 16, item 11): POST /api/recipes/by-ids at 200 connections for
 *    BENCH_TAIL_DURATION_S (default 30 s, long enough to cross the Chef's Pick cache's refreshes);
 *    target p99 under 250 ms and no timeouts.
 * 3. Memory: the server's resident set idle after start, and after BENCH_ACCOUNTS (default 1000)
 *    accounts with a recipe each have read their list (the per-account list cache, capped in bytes).
 *
 * BENCH_CPU_PROFILE=1 runs the server under `node --cpu-prof` and prints where its time went
 * (bench/cpu-profile-summary.ts); BENCH_ONLY=ratios stops after part 1, BENCH_ONLY=writes runs only
 * its selection writes; BENCH_CALLS (a comma-separated list of `recipes`, `own`, `by-ids` and
 * `writes`) runs only those calls of part 1.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drawFactoryCovers } from '../src/catalogue/factory-covers.ts';
import { createCoversService } from '../src/images/covers/covers.service.ts';
import { spawnTs, waitForOutput } from '../test/support/spawn-server.ts';
import { summariseProfile, type Profile } from './cpu-profile-summary.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TAIL_CONNECTIONS = 200;
const TAIL_DURATION_S = Number(process.env.BENCH_TAIL_DURATION_S ?? 30);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const ONLY_WRITES = process.env.BENCH_ONLY === 'writes';
const ONLY_RATIOS = process.env.BENCH_ONLY === 'ratios' || ONLY_WRITES;
const PROFILE = process.env.BENCH_CPU_PROFILE === '1';
const ONLY_CALLS = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
const wanted = (name: string) => !ONLY_CALLS || ONLY_CALLS.includes(name);
const WRITE_P99_TARGET_MS = 100;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-bench-'));
// The Chef's Pick covers are drawn here first, so the server's warm-up (15 s after its start)
// finds them on disk and draws nothing while it is measured.
await drawFactoryCovers(createCoversService({ dataDir }));
const profileDir = path.join(dataDir, 'profile');
// Under the profiler: node's flags go before tsx's, through a shell that passes the rest on.
const profiler = PROFILE
  ? ['sh', '-c', `exec "$0" --cpu-prof --cpu-prof-dir=${profileDir} "$@"`]
  : [];
const server = spawnTs(
  'src/main.ts',
  {
    DATA_DIR: dataDir,
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The memory step creates hundreds of accounts, and the write step writes, from this one address.
    RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
    RATE_LIMIT_CATCH_UPS_PER_MINUTE: '10000000',
    RATE_LIMIT_COVER_DRAWINGS_PER_MINUTE: '10000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  profiler,
);
const [, base] = await waitForOutput(server, /running at (http:\/\/\S+)/, 300_000);

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
const idleRssMb = ONLY_RATIOS ? NaN : await settledRssMb();

const device = '0123456789ABCDEFGHJKMNPQRS';
const headers = { 'x-device-code': device, 'content-type': 'application/json' };
const recipes = (await (await fetch(`${base}/api/recipes`, { headers })).json()) as {
  data: { id: string }[];
};
const ids = recipes.data.slice(0, 7).map((recipe) => recipe.id);
// A user with ten recipes of their own, for the personal list.
const account = 'BENCHACCOUNT0000000000001';
for (let i = 0; i < 10; i += 1) {
  const own = {
    name: `Own recipe ${i}`,
    ingredients: ['1 onion', '2 carrots'],
    instructions: ['Cook.'],
  };
  const response = await fetch(`${base}/api/user/recipes/v2`, {
    method: 'POST',
    headers: { ...headers, 'x-account-code': account },
    body: JSON.stringify(own),
  });
  if (response.status !== 201)
    throw new Error(`could not create a bench recipe: ${await response.text()}`);
}

type Call = { name: string; bare: string; options: Partial<autocannon.Options>; target: number };
const readCalls: Call[] = [
  { name: 'GET /api/recipes', bare: 'recipes', options: { url: '/api/recipes' }, target: 0.8 },
  {
    name: 'GET /api/recipes (account, 10 own)',
    bare: 'own',
    options: { url: '/api/recipes', headers: { ...headers, 'x-account-code': account } },
    target: 0.8,
  },
  {
    name: 'POST /api/recipes/by-ids (7 ids)',
    bare: 'by-ids',
    options: { url: '/api/recipes/by-ids', method: 'POST', body: JSON.stringify({ ids }) },
    target: 0.5,
  },
];
const calls = ONLY_WRITES ? [] : readCalls.filter((call) => wanted(call.bare));
const WRITES = wanted('writes');

// The bare process sends each call's own answer, byte for byte (autocannon asks for no encoding).
const bodies: Record<string, string> = {};
for (const call of calls) {
  const response = await fetch(`${base}${call.options.url}`, {
    method: call.options.method ?? 'GET',
    headers: { ...(call.options.headers ?? headers), 'accept-encoding': 'identity' },
    ...(call.options.body ? { body: call.options.body as string } : {}),
  });
  if (!response.ok) throw new Error(`${call.name}: ${response.status}`);
  bodies[call.bare] = await response.text();
}
const bodiesFile = path.join(dataDir, 'bare-bodies.json');
fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
const bare = spawnTs('bench/bare-server.ts', { BENCH_BARE_BODIES: bodiesFile });
const [, bareBase] = await waitForOutput(bare, /bare Fastify at (http:\/\/\S+)/, 60_000);

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Result = {
  /** The serving process's CPU time per answered request, in µs: steadier than req/s on a busy machine. */
  cpuUsPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  timeouts: number;
  errors: number;
  non2xx: number;
};

/** When each run against the real server took place (monotonic µs), for the profile's summary. */
const windows: { name: string; fromUs: number; toUs: number }[] = [];
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function run(
  target: string,
  options: Partial<autocannon.Options>,
  name?: string,
): Promise<Result> {
  const fromUs = nowUs();
  const pid = target === bareBase ? bare.child.pid : server.child.pid;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    ...options,
    url: `${target}${options.url ?? ''}`,
  } as autocannon.Options);
  if (name) windows.push({ name, fromUs, toUs: nowUs() });
  return {
    cpuUsPerRequest: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    timeouts: result.timeouts,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const deviceCode = () => Array.from({ length: 26 }, () => CROCKFORD[randomInt(32)]).join('');

/** The writers: as many devices as connections, the same ones in every run (known after the warm-up). */
const writers = Array.from({ length: CONNECTIONS }, deviceCode);
const turns = new Map<string, number>();

/**
 * Selection writes: the devices in turn, each flipping between two selections, so every call
 * writes. (Autocannon clears a connection's context after each request, so the turn is kept here.)
 */
function selectionWrites(): Partial<autocannon.Options> {
  const selections = [ids.slice(0, 3), ids.slice(2, 6)].map((recipeIds) =>
    JSON.stringify({ recipeIds }),
  );
  let next = 0;
  return {
    url: '/api/selected-recipes',
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const writer = writers[next++ % writers.length]!;
          const turn = ((turns.get(writer) ?? 0) + 1) % 2;
          turns.set(writer, turn);
          return {
            ...request,
            headers: { ...headers, 'x-device-code': writer },
            body: selections[turn],
          };
        },
      },
    ],
  };
}

let exitCode = 0;
try {
  // Warm up both processes (the JIT, the Chef's Pick snapshot, the write path).
  for (const call of calls) {
    await run(base!, { ...call.options, duration: 2 });
    await run(bareBase!, { ...call.options, url: `/${call.bare}`, duration: 2 });
  }
  if (WRITES) await run(base!, { ...selectionWrites(), duration: 2 });

  const rounds = new Map<string, { real: Result; bare: Result }[]>();
  const writes: Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const call of calls) {
      const real = await run(base!, call.options, call.name);
      const yardstick = await run(bareBase!, { ...call.options, url: `/${call.bare}` });
      rounds.set(call.name, [...(rounds.get(call.name) ?? []), { real, bare: yardstick }]);
    }
    if (WRITES) writes.push(await run(base!, selectionWrites(), 'selection writes'));
  }

  console.log(
    `\nPlateful API bench: ${CONNECTIONS} connections, ${DURATION_S} s a run, ${ROUNDS} rounds, ${os.cpus().length} cores, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; medians over the rounds\n`,
  );
  console.log(
    'call                                   req/s   p99 ms   bare req/s  bare p99   ratio  per round           target       CPU µs/req (bare)  CPU ratio',
  );
  for (const call of calls) {
    const runs = rounds.get(call.name)!;
    const ratios = runs.map((r) => r.real.rps / r.bare.rps);
    const ratio = median(ratios);
    const failed = runs.some((r) => r.real.errors + r.real.non2xx > 0);
    const ok = ratio >= call.target && !failed;
    if (!ok) exitCode = 1;
    const cpu = median(runs.map((r) => r.real.cpuUsPerRequest));
    const bareCpu = median(runs.map((r) => r.bare.cpuUsPerRequest));
    console.log(
      `${call.name.padEnd(36)} ${median(runs.map((r) => r.real.rps))
        .toFixed(0)
        .padStart(7)} ${String(median(runs.map((r) => r.real.p99))).padStart(8)} ${median(
        runs.map((r) => r.bare.rps),
      )
        .toFixed(0)
        .padStart(
          12,
        )} ${String(median(runs.map((r) => r.bare.p99))).padStart(9)} ${ratio.toFixed(2).padStart(6)}×  ${ratios
        .map((x) => x.toFixed(2))
        .join(' ')
        .padEnd(
          18,
        )}  ≥ ${call.target}× ${(ok ? 'met' : 'MISSED').padEnd(6)}${failed ? ' (errors)' : ''} ${cpu.toFixed(0).padStart(6)} (${bareCpu.toFixed(0)})  ${(bareCpu / cpu).toFixed(2).padStart(11)}×`,
    );
  }
  const writeP99 = median(writes.map((w) => w.p99));
  const writesFailed = writes.some((w) => w.errors + w.non2xx > 0);
  const writesOk = writeP99 <= WRITE_P99_TARGET_MS && !writesFailed;
  if (WRITES && !writesOk) exitCode = 1;
  if (WRITES)
    console.log(
      `${'POST /api/selected-recipes (writes)'.padEnd(36)} ${median(writes.map((w) => w.rps))
        .toFixed(0)
        .padStart(
          7,
        )} ${String(writeP99).padStart(8)}   p99 per round: ${writes.map((w) => w.p99).join(', ')} ms; p50 ${median(writes.map((w) => w.p50))} ms; CPU ${median(writes.map((w) => w.cpuUsPerRequest)).toFixed(0)} µs/req   p99 ≤ ${WRITE_P99_TARGET_MS} ms ${writesOk ? 'met' : 'MISSED'}${writesFailed ? ' (errors)' : ''}`,
    );

  if (!ONLY_RATIOS) {
    // The same load on the bare route, to tell the machine's own limits from the call's.
    const tailOptions = {
      method: 'POST' as const,
      body: JSON.stringify({ ids }),
      connections: TAIL_CONNECTIONS,
      duration: TAIL_DURATION_S,
    };
    const bareTail = await run(bareBase!, { ...tailOptions, url: '/by-ids' });
    const tail = await run(base!, { ...tailOptions, url: '/api/recipes/by-ids' });
    console.log(
      `\nBaseline: bare Fastify, the same bytes, ${TAIL_CONNECTIONS} connections, ${TAIL_DURATION_S} s: ${bareTail.rps.toFixed(0)} req/s, p50 ${bareTail.p50} ms, p99 ${bareTail.p99} ms, p99.9 ${bareTail.p999} ms, ${bareTail.timeouts} timeouts`,
    );
    const tailOk =
      tail.rps > 0 &&
      tail.p99 < 250 &&
      tail.timeouts === 0 &&
      tail.errors === 0 &&
      tail.non2xx === 0;
    if (!tailOk) exitCode = 1;
    console.log(
      `Tail: POST /api/recipes/by-ids, ${TAIL_CONNECTIONS} connections, ${TAIL_DURATION_S} s: ${tail.rps.toFixed(0)} req/s, p50 ${tail.p50} ms, p99 ${tail.p99} ms, p99.9 ${tail.p999} ms, ${tail.timeouts} timeouts, ${tail.errors} errors, ${tail.non2xx} non-2xx  ${tailOk ? 'met' : 'MISSED'} (p99 < 250 ms, no timeouts)`,
    );

    // Memory: accounts with a recipe each read their list, as a browser does on each visit.
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
    console.log(
      `\nMemory (RSS): ${idleRssMb.toFixed(0)} MB idle after start; ${afterAccountsMb.toFixed(0)} MB after ${ACCOUNTS} accounts read their lists (${(((afterAccountsMb - idleRssMb) * 1024) / ACCOUNTS).toFixed(1)} KB per account)`,
    );
  }
} finally {
  bare.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await Promise.all([server.exited, bare.exited]);
  if (PROFILE) {
    // The main thread's profile is the largest (tsx's loader thread writes one too).
    const [file] = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
    if (file) {
      const kept = path.join(os.tmpdir(), `plateful-api-${path.basename(file)}`);
      fs.copyFileSync(file, kept);
      fs.writeFileSync(`${kept}.windows.json`, JSON.stringify(windows));
      const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
      for (const name of new Set(windows.map((w) => w.name))) {
        console.log(`\n=== Server CPU during ${name} ===`);
        for (const window of windows.filter((w) => w.name === name).slice(0, 1)) {
          console.log(summariseProfile(profile, 20, window));
        }
      }
      console.log(`\n(profile kept at ${kept}; bench/cpu-profile-summary.ts reads it)`);
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
