/**
 * An exclusive lock on the embedded database's data directory. PGlite is a single-process
 * database: two processes writing one directory would corrupt it, so the second one must stop at
 * once and say who holds the directory.
 *
 * The lock is the kernel's (an open-file-description lock on Linux, flock on macOS, LockFileEx on
 * Windows, through fs-native-extensions) on `DATA_DIR/plateful.lock`, held for as long as the
 * file stays open. The kernel drops it when the process dies, however it dies, and it holds across
 * PID namespaces (two containers on one volume). The pid written in the file only names the holder
 * in the message: an empty or unreadable file with the lock held is still locked, and a file whose
 * lock nobody holds is free whatever it says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

export const LOCK_FILE_NAME = 'plateful.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** As written by the holder: its pid in its own PID namespace, if it could be read. */
    readonly holderPid: number | undefined,
  ) {
    super(
      `The data dir ${dataDir} is locked: it is in use by another Plateful process ` +
        `(${holderPid === undefined ? 'its pid could not be read' : `pid ${holderPid}`}). ` +
        'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release(): void };

function readHolder(fd: number): number | undefined {
  try {
    const buffer = Buffer.alloc(32);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, length).toString('utf8').trim();
    if (!/^\d+$/.test(text)) return undefined;
    const pid = Number(text);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `fd` is still the file at `lockPath` (a releasing holder may have unlinked it). */
function isCurrentFile(fd: number, lockPath: string): boolean {
  try {
    const open = fs.fstatSync(fd);
    const named = fs.statSync(lockPath);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

/** Takes the lock on `dataDir` (creating the directory) or throws `DataDirLockedError`. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Opened for reading and writing, created if missing, never truncated before it is ours.
    const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
    let locked: boolean;
    try {
      locked = tryLock(fd);
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    if (!locked) {
      const holder = readHolder(fd);
      fs.closeSync(fd);
      throw new DataDirLockedError(dataDir, holder);
    }
    // The holder before us may have unlinked the file between our open and our lock: the lock
    // we got is then on a file nobody else will look at. Start again on the current one.
    if (!isCurrentFile(fd, lockPath)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${process.pid}\n`, 0);
    fs.fsyncSync(fd);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        // Unlink while still holding the lock, then close (which drops it).
        fs.rmSync(lockPath, { force: true });
        fs.closeSync(fd);
      },
    };
  }
  throw new Error(`Could not take the lock on the data dir ${dataDir}`);
}
