import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

const cleanups: Array<() => void> = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-lock-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Another process that takes the lock on `dir` and keeps it until killed. */
async function holdLockInChild(dir: string): Promise<ChildProcess> {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
    `lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.unshift(() => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited (${code})`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('refuses a data dir that a live process holds, naming that process', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`locked.*pid ${holder.pid}`));
  });

  it('still refuses when the holder’s lock file is empty or unreadable: it is not stale', async () => {
    const dir = tempDir();
    await holdLockInChild(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '');
    expect(() => lockDataDir(dir)).toThrow(/locked.*its pid could not be read/);
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'not a pid');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });

  it('refuses a second lock from the same process', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}`));
    lock.release();
  });

  it('takes over at once from a holder that was killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    // The dead holder's pid is still written in the file; only the kernel's lock counts.
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(holder.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  });

  it('takes a lock file that names a live process but that no process locks', () => {
    const dir = tempDir();
    // A live pid in another PID namespace proves nothing about this one, and the reverse.
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '1\n');
    const lock = lockDataDir(dir);
    lock.release();
  });

  it('removes its lock file on release, and the dir can be locked again', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dir).release();
  });
});
