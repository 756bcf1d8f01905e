/**
 * One clear line for a data dir the server cannot use (a full disk, a read-only or unwritable
 * directory, a file where a directory should be), instead of a stack trace or PGlite's bare
 * `undefined`. Errors come from Node (`code: 'ENOSPC'`) or from PGlite's file system (an
 * `ErrnoError` carrying only a WASI errno number), possibly wrapped as a `cause`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** WASI errno numbers, as PGlite's Emscripten file system reports them, for the codes below. */
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  20: 'EEXIST',
  22: 'EFBIG',
  29: 'EIO',
  32: 'ELOOP',
  37: 'ENAMETOOLONG',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'a file there has reached the largest size allowed',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process is not allowed to write there',
  EPERM: 'this process is not allowed to write there',
  ENOTDIR: 'a part of its path is a file, not a directory',
  EEXIST: 'a file is in the way of a directory it needs',
  ENOENT: 'a part of its path does not exist',
  EIO: 'the disk reported an input/output error',
  ELOOP: 'its path has a loop of symbolic links',
  ENAMETOOLONG: 'its path is too long',
};

const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** The errno code (`ENOSPC`…) of `error` or of one of its causes, if it has one. */
export function errnoCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, errno, name, cause } = current as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^E[A-Z0-9]+$/.test(code)) return code;
    if (name === 'ErrnoError' && typeof errno === 'number' && WASI_ERRNO[errno]) {
      return WASI_ERRNO[errno];
    }
    current = cause;
  }
  return undefined;
}

/**
 * Why a missing directory could not be made: Node's recursive mkdir says ENOENT when the real
 * cause is that its nearest existing parent is read-only (EROFS) or not ours (EACCES).
 */
function causeOfMissing(dataDir: string): string {
  let dir = path.resolve(dataDir);
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return 'ENOENT';
  } catch (error) {
    return errnoCode(error) ?? 'ENOENT';
  }
}

/**
 * The line to print when `error` means the data dir cannot be used, or undefined when it is some
 * other failure.
 */
export function describeDataDirFailure(dataDir: string, error: unknown): string | undefined {
  const found = errnoCode(error);
  const code = found === 'ENOENT' ? causeOfMissing(dataDir) : found;
  const reason = code ? REASONS[code] : undefined;
  if (!code || !reason) return undefined;
  const remedy = FULL.has(code)
    ? 'Free some space there, or point DATA_DIR at a disk with room'
    : 'Point DATA_DIR at a directory this process can write, or set DATABASE_URL';
  return `The data dir ${dataDir} cannot be used: ${reason} (${code}). ${remedy}.`;
}

/** A failure's message, never `undefined`: Emscripten errors carry no message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  const code = errnoCode(error);
  if (code) return code;
  if (error instanceof Error) return error.name;
  return error === undefined || error === null ? 'an unknown error' : String(error);
}
