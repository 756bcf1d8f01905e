/**
 * `npm run bench:sync` (not a test): the household's live sync across two server processes on one
 * PostgreSQL (a fresh database, created here and dropped after; skipped when none is reachable).
 * Measures:
 * - tick-to-other-phone latency: a tick pushed through process A, the poke on a stream on process
 *   B, and B's catch-up fetched; p50 and p95 over 200 ticks (target p95 ≤ 1 s);
 * - catch-up: 200 operations queued offline, pushed in two batches of 100, then pulled from cursor
 *   0 by a new phone and applied (target ≤ 2 s);
 * - server memory (RSS) of process B with 1,000 open event streams, less before.
 * Prints a table and the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import {
  applyEntries,
  checkedItemKeys,
  emptyHouseholdState,
  ownItems,
  type HouseholdEntry,
  type HouseholdOp,
} from '@plateful/core';
import { newAccountCode, newDeviceCode } from '../test/support/api-client.ts';
import { openEventStream, type EventStream } from '../test/support/event-stream.ts';
import { spawnTs, waitForOutput, type ServerProcess } from '../test/support/spawn-server.ts';

const TICKS = Number(process.env.BENCH_TICKS ?? 200);
const QUEUED_OPS = 200;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const TARGET_P95_MS = 1000;
const TARGET_CATCH_UP_MS = 2000;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

type Server = ServerProcess & { url: string };

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  const name = `plateful_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(
      `bench:sync skipped: no PostgreSQL at ${ADMIN_URL} (${(error as Error).message}). ` +
        'Set BENCH_DATABASE_URL to a server where this user may create databases.',
    );
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function startServer(databaseUrl: string): Promise<Server> {
  const proc = spawnTs('src/main.ts', {
    DATABASE_URL: databaseUrl,
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // One bench client stands for many phones: count writes loosely, and read each stream's
    // address from X-Forwarded-For so the per-IP cap applies per pretend phone.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_CATCH_UPS_PER_MINUTE: '1000000',
    TRUST_PROXY: 'true',
  });
  const [, url] = await waitForOutput(proc, /running at (http:\/\/\S+)/, 60_000);
  return { ...proc, url: url! };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const clientId = () => randomBytes(12).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(
  base: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Changes = { data: { cursor: number; entries: HouseholdEntry[] } };

async function measureLatency(a: Server, b: Server) {
  const account = newAccountCode();
  const phoneA = { 'x-account-code': account, 'x-device-code': newDeviceCode() };
  const phoneB = { 'x-account-code': account, 'x-device-code': newDeviceCode() };
  const stream = await openEventStream(`${b.url}/api/household/events`, {
    account,
    device: phoneB['x-device-code'],
  });
  let cursor = (await stream.next<{ cursor: number }>())?.cursor ?? 0;
  const client = clientId();
  const samples: number[] = [];
  for (let tick = 1; tick <= TICKS; tick += 1) {
    const started = performance.now();
    const op: HouseholdOp = { type: 'check', itemKey: `item-${tick % 40}`, checked: tick % 3 > 0 };
    const pushed = await call<{ data: { cursor: number } }>(a.url, '/api/household/ops', phoneA, {
      clientId: client,
      ops: [{ n: tick, op }],
    });
    const poke = await stream.waitFor<{ cursor?: number }>(
      (message) => (message.cursor ?? 0) >= pushed.data.cursor,
      5000,
    );
    if (!poke) throw new Error(`no poke on B for tick ${tick}`);
    const changes = await call<Changes>(b.url, `/api/household/changes?since=${cursor}`, phoneB);
    cursor = changes.data.cursor;
    samples.push(performance.now() - started);
  }
  stream.close();
  const sorted = [...samples].sort((x, y) => x - y);
  return {
    ticks: TICKS,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1]!,
  };
}

async function measureCatchUp(a: Server, b: Server) {
  const account = newAccountCode();
  const phone = { 'x-account-code': account, 'x-device-code': newDeviceCode() };
  const ops = Array.from({ length: QUEUED_OPS }, (_, i): HouseholdOp =>
    i % 2 === 0
      ? { type: 'check', itemKey: `item-${i}`, checked: true }
      : { type: 'putItem', itemId: `own-${i}`, text: `${i} pints milk` },
  );
  const numbered = ops.map((op, index) => ({ n: index + 1, op }));
  const client = clientId();
  const started = performance.now();
  for (let first = 0; first < numbered.length; first += 100) {
    await call(a.url, '/api/household/ops', phone, {
      clientId: client,
      ops: numbered.slice(first, first + 100),
    });
  }
  const pushedMs = performance.now() - started;
  const newPhone = { 'x-account-code': account, 'x-device-code': newDeviceCode() };
  const changes = await call<Changes>(b.url, '/api/household/changes?since=0', newPhone);
  const state = applyEntries(emptyHouseholdState(), changes.data.entries);
  const totalMs = performance.now() - started;
  if (checkedItemKeys(state).length !== 100 || ownItems(state).length !== 100) {
    throw new Error('the new phone did not catch up to the queued operations');
  }
  return { ops: QUEUED_OPS, pushMs: pushedMs, pullMs: totalMs - pushedMs, totalMs };
}

async function measureMemory(b: Server) {
  // Settle first: the latency run leaves garbage that the collector has not taken yet.
  await sleep(2000);
  const beforeKb = rssKb(b.child.pid!);
  const streams: EventStream[] = [];
  const started = performance.now();
  for (let batch = 0; batch < STREAMS; batch += 100) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(100, STREAMS - batch) }, (_, i) => {
        const n = batch + i;
        return openEventStream(
          `${b.url}/api/household/events`,
          { device: newDeviceCode() },
          { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        );
      }),
    );
    for (const stream of opened) {
      if (stream.status !== 200) throw new Error(`stream refused: ${stream.status}`);
      if (!(await stream.next())) throw new Error('a stream sent no cursor');
    }
    streams.push(...opened);
  }
  const openMs = performance.now() - started;
  await sleep(2000);
  const afterKb = rssKb(b.child.pid!);
  for (const stream of streams) stream.close();
  return {
    streams: STREAMS,
    openMs,
    rssBeforeMb: beforeKb / 1024,
    rssAfterMb: afterKb / 1024,
    rssDeltaMb: (afterKb - beforeKb) / 1024,
    perStreamKb: (afterKb - beforeKb) / STREAMS,
  };
}

const database = await createDatabase();
if (database) {
  let servers: Server[] = [];
  try {
    // Started together: migrations and the catalogue seed take turns.
    servers = await Promise.all([startServer(database.url), startServer(database.url)]);
    const [a, b] = servers as [Server, Server];
    const latency = await measureLatency(a, b);
    const catchUp = await measureCatchUp(a, b);
    const memory = await measureMemory(b);

    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `\nPlateful sync bench: two server processes on one PostgreSQL, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    const rows: [string, string, string][] = [
      ['tick → other phone, p50', ms(latency.p50Ms), ''],
      [
        'tick → other phone, p95',
        ms(latency.p95Ms),
        `≤ 1000 ms: ${met(latency.p95Ms <= TARGET_P95_MS)}`,
      ],
      ['tick → other phone, max', ms(latency.maxMs), ''],
      [`catch-up, ${QUEUED_OPS} queued ops (push)`, ms(catchUp.pushMs), ''],
      [`catch-up, ${QUEUED_OPS} queued ops (pull)`, ms(catchUp.pullMs), ''],
      [
        `catch-up, ${QUEUED_OPS} queued ops (total)`,
        ms(catchUp.totalMs),
        `≤ 2000 ms: ${met(catchUp.totalMs <= TARGET_CATCH_UP_MS)}`,
      ],
      ['server RSS before streams', `${memory.rssBeforeMb.toFixed(1)} MB`, ''],
      [`server RSS with ${STREAMS} streams`, `${memory.rssAfterMb.toFixed(1)} MB`, ''],
      [
        `  difference (per stream)`,
        `${memory.rssDeltaMb.toFixed(1)} MB (${memory.perStreamKb.toFixed(1)} KB)`,
        '',
      ],
    ];
    console.log('measure                                   value                  target');
    for (const [name, value, target] of rows) {
      console.log(`${name.padEnd(41)} ${value.padEnd(22)} ${target}`);
    }
    console.log(`\n${JSON.stringify({ latency, catchUp, memory }, null, 2)}`);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  }
}
