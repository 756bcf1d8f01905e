/**
 * Reading an uploaded export file in a worker thread of its own, under a deadline and a heap cap:
 * a file that takes too long, or would need too much memory, ends its worker and is reported as a
 * problem, while the server carries on.
 */
import { Worker } from 'node:worker_threads';
import type { ImportItem } from './read-import-file.ts';

export type ImportReadRequest = { name: string; bytes: Uint8Array };
export type ImportReadReply = { items?: ImportItem[]; error?: string };

/** Longest one file may take to read (a 1,000-recipe Paprika export reads in a few seconds). */
export const IMPORT_READ_TIMEOUT_MS = 60_000;

/**
 * The deadline for reading a file, in line with its size (issue 32): 10 s, and 5 s more a
 * megabyte, up to IMPORT_READ_TIMEOUT_MS. A 500-recipe Paprika file (about 40 MB with photos)
 * reads in a few seconds; nothing a small file holds needs a minute of a core.
 */
export function importReadTimeoutMs(bytes: number): number {
  return Math.min(IMPORT_READ_TIMEOUT_MS, 10_000 + Math.ceil(bytes / (1024 * 1024)) * 5_000);
}
/** Heap for the reader: the file, what it unpacks to (IMPORT_LIMITS), and its drafts. */
const WORKER_HEAP_MB = 1024;

const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./import-worker-entry.mjs', import.meta.url)
  : new URL('./import-worker.js', import.meta.url);

const failed = (name: string, message: string): ImportItem[] => [
  { kind: 'problem', problem: { file: name.split(/[\\/]/).pop() || 'file', message } },
];

/**
 * Reads `bytes` as the file `name` in a worker thread. With `transfer`, the bytes' memory moves to
 * the worker (the caller's view is emptied) when the view covers its whole buffer, instead of
 * being copied: a 90 MB upload then costs the server 90 MB, not 180.
 */
export function readImportFileInWorker(
  name: string,
  bytes: Uint8Array,
  options: { timeoutMs?: number; transfer?: boolean } = {},
): Promise<ImportItem[]> {
  // Read before the bytes may move to the worker.
  const timeoutMs = options.timeoutMs ?? importReadTimeoutMs(bytes.length);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const finish = (items: ImportItem[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(items);
    };
    const timer = setTimeout(
      () => finish(failed(name, 'the file took too long to read')),
      timeoutMs,
    );
    worker.once('message', (reply: ImportReadReply) =>
      finish(reply.items ?? failed(name, 'the file could not be read')),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      finish(
        failed(
          name,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'the file needs more memory to read than an import may use'
            : 'the file could not be read',
        ),
      ),
    );
    worker.once('exit', () => finish(failed(name, 'the file could not be read')));
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const transfer = options.transfer && whole && bytes.buffer instanceof ArrayBuffer;
    worker.postMessage(
      { name, bytes } satisfies ImportReadRequest,
      transfer ? [bytes.buffer as ArrayBuffer] : [],
    );
  });
}
