/**
 * Reading a page in a worker thread, under a deadline. Extraction is synchronous and its cost
 * grows with the page: a hostile page (hundreds of thousands of list items) could otherwise hold
 * the server's one thread for minutes. Pages are read one at a time by one long-lived worker; a
 * page not read by the deadline ends that worker (`ScrapeError('extract_timeout')`) and the next
 * page starts a new one. The deadline counts reading only, not the worker's start.
 */
import { Worker } from 'node:worker_threads';
import type { RecipeDraft } from '../extract/draft.ts';
import { ScrapeError } from '../fetch/scrape-error.ts';
import type { ExtractReply, ExtractRequest } from './messages.ts';

/** Longest a page may take to read (a large real page takes well under a second). */
export const EXTRACT_TIMEOUT_MS = 10_000;
/** Heap for the worker: a 5 MB page parses to a few hundred MB at most. */
const WORKER_HEAP_MB = 768;

/**
 * Built (the server's bundle), the worker sits beside this code as `extract-worker.js`; from
 * source, a small entry registers TypeScript first.
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./worker-entry.mjs', import.meta.url)
  : new URL('./extract-worker.js', import.meta.url);

export type Extractor = {
  /** The page's draft, or null when it holds no recipe. */
  extract(html: string, url: string): Promise<RecipeDraft | null>;
  /** Ends the worker; a later call starts a new one. */
  close(): Promise<void>;
};

type Running = { thread: Worker; ready: Promise<void> };

export function createExtractor(options: { timeoutMs?: number } = {}): Extractor {
  const timeoutMs = options.timeoutMs ?? EXTRACT_TIMEOUT_MS;
  let running: Running | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Running => {
    const thread = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    thread.unref(); // an idle worker never keeps the process alive
    // A worker that fails between pages is replaced by the next page.
    thread.on('error', () => undefined);
    thread.on('exit', () => {
      if (running?.thread === thread) running = null;
    });
    const ready = new Promise<void>((resolve, reject) => {
      thread.once('message', () => resolve());
      thread.once('error', reject);
      thread.once('exit', (code: number) => reject(new Error(`exited with ${code}`)));
    });
    ready.catch(() => undefined); // read() reports it; nothing else waits on it
    return { thread, ready };
  };

  const stop = async () => {
    const stopping = running?.thread;
    running = null;
    await stopping?.terminate();
  };

  const read = async (html: string, url: string): Promise<RecipeDraft | null> => {
    const current = (running ??= start());
    try {
      await current.ready;
    } catch (error) {
      throw new ScrapeError('not_recipe', `worker failed to start: ${String(error)}`);
    }
    const { thread } = current;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('exit', onExit);
        outcome();
      };
      const onMessage = (reply: ExtractReply) => {
        if (reply.id !== id) return;
        finish(() =>
          'draft' in reply
            ? resolve(reply.draft)
            : reject(new ScrapeError('not_recipe', reply.error)),
        );
      };
      // The worker died mid-page (out of memory, say): that page gives no draft.
      const onExit = (code: number) =>
        finish(() => reject(new ScrapeError('not_recipe', `worker exited with ${code}`)));
      const timer = setTimeout(() => {
        finish(() => reject(new ScrapeError('extract_timeout', `${timeoutMs} ms`)));
        if (running === current) void stop();
      }, timeoutMs);
      thread.on('message', onMessage);
      thread.on('exit', onExit);
      thread.postMessage({ id, html, url } satisfies ExtractRequest);
    });
  };

  return {
    extract(html, url) {
      const result = queue.then(() => read(html, url));
      queue = result.catch(() => undefined);
      return result;
    },
    close: stop,
  };
}
