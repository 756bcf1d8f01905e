/**
 * Reading the containers other apps export into: zip archives (Paprika, Mealie, Tandoor, Mela, Copy
 * Me That) and gzip members (each Paprika recipe). Every byte that comes out is counted against one
 * budget per imported file, so a zip bomb, a lying size header or a zip nested in a zip is refused
 * with a message instead of filling memory. Nothing is ever written to disk, but names that climb
 * out of the archive (`../`, `/etc/…`, `C:\…`) are refused all the same: they are never innocent.
 */
import { IMPORT_FILE_LIMITS } from '@plateful/contracts';
import { Gunzip, unzipSync } from 'fflate';
import { ImportFileError } from './import-problem.ts';

/** The limits an import holds to; stated on the import screen. */
export const IMPORT_LIMITS = {
  /** One file as uploaded (the figure the import screen states). */
  maxFileBytes: IMPORT_FILE_LIMITS.maxFileBytes,
  /** Everything unpacked from one file, zips within zips included. */
  maxUnpackedBytes: 300 * 1024 * 1024,
  /** One member of an archive, unpacked. */
  maxEntryBytes: 40 * 1024 * 1024,
  /** Members of one archive, and of all archives within it. */
  maxEntries: 10_000,
  /** Recipes from one file. */
  maxRecipes: IMPORT_FILE_LIMITS.maxRecipes,
  /** Zips within zips (Tandoor's export is one level deep). */
  maxDepth: 2,
} as const;

/** What one imported file may still unpack. */
export type UnpackBudget = { bytesLeft: number; entriesLeft: number };

export function newBudget(): UnpackBudget {
  return { bytesLeft: IMPORT_LIMITS.maxUnpackedBytes, entriesLeft: IMPORT_LIMITS.maxEntries };
}

export type ArchiveEntry = { name: string; bytes: Uint8Array };

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));

export const isGzip = (bytes: Uint8Array) =>
  bytes.length >= 18 && bytes[0] === 0x1f && bytes[1] === 0x8b;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** A member name that stays inside the archive when unpacked anywhere. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || name.includes('\0')) return false;
  if (name.includes('\\') || name.startsWith('/') || /^[a-z]:/i.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

/** Folders, macOS resource forks and hidden files: present in real exports, never recipes. */
const isNoise = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  name.split('/').some((p) => p.startsWith('.'));

function spend(budget: UnpackBudget, bytes: number, what: string): void {
  if (bytes > IMPORT_LIMITS.maxEntryBytes) {
    throw new ImportFileError(
      `${what} unpacks to ${mb(bytes)}, over the ${mb(IMPORT_LIMITS.maxEntryBytes)} a part may be`,
    );
  }
  if (bytes > budget.bytesLeft) {
    throw new ImportFileError(
      `the file unpacks to more than ${mb(IMPORT_LIMITS.maxUnpackedBytes)}: it looks like a zip bomb`,
    );
  }
  budget.bytesLeft -= bytes;
}

/**
 * The members of a zip, with their unpacked sizes checked against the budget before any is
 * unpacked. fflate unpacks each member into a buffer of its declared size and no larger, so a
 * header that understates a member cannot make it grow. Unsafe names are refused with the file.
 */
export function readZip(bytes: Uint8Array, budget: UnpackBudget): ArchiveEntry[] {
  const wanted: { name: string; size: number }[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!isSafeEntryName(file.name)) {
          throw new ImportFileError(
            `it holds a file named "${file.name.slice(0, 80)}" that points outside the archive`,
          );
        }
        if (isNoise(file.name)) return false;
        budget.entriesLeft -= 1;
        if (budget.entriesLeft < 0) {
          throw new ImportFileError(`it holds more than ${IMPORT_LIMITS.maxEntries} files`);
        }
        spend(budget, file.originalSize, `"${file.name.slice(0, 80)}"`);
        wanted.push({ name: file.name, size: file.originalSize });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('the zip archive is damaged or uses a compression we cannot read');
  }
  return wanted.flatMap(({ name }) => {
    const entry = files[name];
    return entry ? [{ name, bytes: entry }] : [];
  });
}

/**
 * A gzip member, unpacked as a stream and stopped as soon as it outgrows the budget: its trailer's
 * size is not trusted, so neither a bomb nor a truncated member can claim what it is not.
 */
export function readGzip(bytes: Uint8Array, budget: UnpackBudget, what: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Gunzip((chunk) => {
    size += chunk.length;
    if (size > IMPORT_LIMITS.maxEntryBytes || size > budget.bytesLeft) spend(budget, size, what);
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${what} is damaged (its compressed data cannot be read)`);
  }
  spend(budget, size, what);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const decoder = new TextDecoder('utf-8', { fatal: false });
/** Text of a member, as UTF-8 without a byte-order mark. */
export const textOf = (bytes: Uint8Array) => decoder.decode(bytes).replace(/^\uFEFF/, '');

/** JSON of a member, or an ImportFileError naming it. */
export function jsonOf(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(textOf(bytes)) as unknown;
  } catch {
    throw new ImportFileError(`${what} is not valid JSON`);
  }
}
