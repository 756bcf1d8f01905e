import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import {
  expectCleanStop,
  PROCESS_TEST_TIMEOUT_MS,
  spawnTs,
  startServerProcess,
  waitForOutput,
  type ServerProcess,
} from './support/spawn-server.ts';

// Each test starts a database or a server of its own: on a busy machine that alone can take a
// minute (a ceiling, not a target).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

// Undone last-first: each server is killed, and has exited, before its data dir is removed
// (removing it under a running server races its writes: ENOTEMPTY).
const cleanups: Array<() => void | Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-data-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}

function track(proc: ServerProcess): void {
  cleanups.push(async () => {
    if (proc.child.exitCode === null && proc.child.signalCode === null) {
      proc.child.kill('SIGKILL');
    }
    await proc.exited;
  });
}

describe('the server process on the embedded database', () => {
  // One server on a new, empty data dir serves the first tests: it starts (migrating from
  // nothing), other processes are refused its data dir while it runs, and it stops cleanly at the
  // end. A server start from the TypeScript sources costs seconds of CPU, so it is paid once.
  let dataDir = '';
  let first: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  let stopped = false;
  const running = () => {
    if (!first) throw new Error('the first server did not start');
    return first;
  };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-data-'));
    first = await startServerProcess({ DATA_DIR: dataDir });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    if (first && first.child.exitCode === null && first.child.signalCode === null) {
      first.child.kill('SIGKILL');
    }
    await first?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  it('starts on PGlite on an empty data dir, and prints its address', async () => {
    const server = running();
    expect(server.output()).toContain(`PGlite in ${dataDir}`);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ ok: true, db: 'pglite' });
  });

  // "At once": it does not wait for the holder to let go. The holder keeps the data dir for the
  // whole test, so a process that waited would never exit and the test would time out; how many
  // seconds the refusal takes is the busy machine's, not the server's (no wall-clock bound).
  it('refuses at once to open a data dir that another process holds, naming it', async () => {
    const server = running();
    const second = spawnTs('src/main.ts', { DATA_DIR: dataDir, PORT: '0' });
    track(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).not.toMatch(/running at/);
    expect(second.output()).toMatch(/data dir .* is locked/);
    expect(second.output()).toContain(`pid ${server.child.pid}`);
    // The first one is unharmed.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  // A second container on a shared volume sees other PIDs than the first: the lock must not
  // depend on whether the holder's PID is alive where the second process looks.
  const ownPidNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
  const canUnshare =
    spawnSync(ownPidNamespace[0]!, [...ownPidNamespace.slice(1), 'true']).status === 0;
  if (!canUnshare) {
    console.warn('skipping the PID-namespace lock test: `unshare --pid` is not available here');
  }
  it.skipIf(!canUnshare)(
    'refuses a data dir held by a server that a second PID namespace cannot see',
    async () => {
      const server = running();
      const second = spawnTs('src/main.ts', { DATA_DIR: dataDir, PORT: '0' }, ownPidNamespace);
      track(second);
      // Either it exits (right) or it starts serving the same files (wrong): wait for whichever.
      await waitForOutput(second, /running at|is locked/, 90_000).catch(() => undefined);
      expect(second.output()).not.toMatch(/running at/);
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/data dir .* is locked/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    180_000,
  );

  it('stops cleanly on SIGTERM, and lets go of its data dir', async () => {
    expect(stopped).toBe(false);
    stopped = true;
    await expectCleanStop(running());
    expect(fs.existsSync(path.join(dataDir, 'plateful.lock'))).toBe(false);
  });

  it('stops at start-up with a message naming an invalid variable', async () => {
    const proc = spawnTs('src/main.ts', { DATA_DIR: tempDataDir(), PORT: 'not-a-port' });
    track(proc);
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Invalid configuration[\s\S]*PORT/);
  });

  it(
    'keeps every acknowledged write through a kill -9',
    async () => {
      const dataDir = tempDataDir();
      const writer = spawnTs('test/fixtures/write-stream.ts', { DATA_DIR: dataDir });
      track(writer);
      // A new PGlite (initdb in WebAssembly) before the first write: a minute and more at a load
      // of 30 on two cores. A ceiling, not a target.
      await waitForOutput(writer, /write-60\n/, PROCESS_TEST_TIMEOUT_MS);
      writer.child.kill('SIGKILL');
      await writer.exited;
      const acknowledged = writer
        .output()
        .split('\n')
        .filter((line) => line.startsWith('write-'));
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      // Restart: the server takes over the stale lock and finds every acknowledged row.
      const server = await startServerProcess({ DATA_DIR: dataDir });
      track(server);
      await expectCleanStop(server);
      const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const rows = await db.query<{ key: string }>(
          "select key from app_settings where key like 'write-%'",
        );
        const stored = new Set(rows.map((row) => row.key));
        const lost = acknowledged.filter((key) => !stored.has(key));
        expect(lost).toEqual([]);
      } finally {
        await db.close();
      }
    },
    3 * PROCESS_TEST_TIMEOUT_MS,
  );
});
