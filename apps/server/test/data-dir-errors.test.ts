/**
 * Starting the real server on a data dir it cannot use prints one line naming the directory and
 * what is wrong, and exits 1: no stack trace, no PGlite `undefined`. A file in the data dir's path
 * works everywhere; a read-only and a full disk are real tmpfs mounts in a mount namespace of the
 * server's own (`unshare --mount`), or chmod when not root, and are skipped with a message where
 * neither is possible.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from './support/test-database.ts';
import { spawnTs } from './support/spawn-server.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-datadir-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) {
    fs.chmodSync(dir, 0o700);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Runs the wrapper `sh -c` script with `dir` as $0, the server command as "$@". */
const inOwnMountNamespace = (mountOptions: string, dir: string) => [
  'unshare',
  '--mount',
  '--propagation',
  'private',
  'sh',
  '-c',
  `mount -t tmpfs -o ${mountOptions} plateful-test "$0" && exec "$@"`,
  dir,
];

function canMountTmpfs(): boolean {
  const dir = tempDir();
  const probe = spawnSync(
    'unshare',
    ['--mount', '--propagation', 'private', 'sh', '-c', `mount -t tmpfs -o size=64k none "${dir}"`],
    { stdio: 'ignore' },
  );
  return probe.status === 0;
}

const isRoot = process.getuid?.() === 0;
/** PGlite fills a small disk before it fails, which takes a while on a busy machine. */
const START_TIMEOUT_MS = 80_000;
const TEST_TIMEOUT_MS = 90_000;
const mountable = testEngine() === 'pglite' && canMountTmpfs();

async function startOn(dataDir: string, wrapper: string[] = []) {
  const proc = spawnTs('src/main.ts', { PORT: '0', DATA_DIR: dataDir }, wrapper);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), START_TIMEOUT_MS);
  const code = await proc.exited;
  clearTimeout(timer);
  return { code, output: proc.output() };
}

function expectOneClearLine(output: string, dataDir: string, reason: RegExp) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toContain(`plateful: The data dir ${dataDir} cannot be used: `);
  expect(lines[0]).toMatch(reason);
  expect(output).not.toMatch(/undefined|\n\s+at /);
}

describe.skipIf(testEngine() !== 'pglite')('starting on a data dir that cannot be used', () => {
  it(
    'names the directory when a part of its path is a file',
    async () => {
      const file = path.join(tempDir(), 'not-a-dir');
      fs.writeFileSync(file, '');
      const dataDir = path.join(file, 'data');
      const { code, output } = await startOn(dataDir);
      expect(code).toBe(1);
      expectOneClearLine(output, dataDir, /a file, not a directory \(ENOTDIR\)/);
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(isRoot)(
    'names the directory when this user may not write it (chmod)',
    async () => {
      const parent = tempDir();
      fs.chmodSync(parent, 0o555);
      const dataDir = path.join(parent, 'data');
      const { code, output } = await startOn(dataDir);
      expect(code).toBe(1);
      expectOneClearLine(output, dataDir, /not allowed to write there \(EACCES\)/);
    },
    TEST_TIMEOUT_MS,
  );

  if (isRoot && !mountable) {
    console.warn(
      'skipping the read-only and full-disk start tests: running as root (chmod does not stop root) and `unshare --mount` with tmpfs is not available here',
    );
  }

  it.skipIf(!mountable)(
    'names the directory on a read-only file system',
    async () => {
      const mountPoint = tempDir();
      for (const dataDir of [mountPoint, path.join(mountPoint, 'data')]) {
        const { code, output } = await startOn(
          dataDir,
          inOwnMountNamespace('ro,size=64k', mountPoint),
        );
        expect(code).toBe(1);
        expectOneClearLine(output, dataDir, /read-only file system \(EROFS\)/);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!mountable)(
    'names the directory on a full disk, where PGlite’s own error has no message',
    async () => {
      const mountPoint = tempDir();
      const dataDir = path.join(mountPoint, 'data');
      const { code, output } = await startOn(dataDir, inOwnMountNamespace('size=256k', mountPoint));
      expect(code).toBe(1);
      expectOneClearLine(output, dataDir, /the disk is full \(ENOSPC\)\. Free some space/);
    },
    TEST_TIMEOUT_MS,
  );
});
