/**
 * Reading pages in worker threads, under a deadline. Extraction is synchronous and its cost grows
 * with the page: a hostile page (hundreds of thousands of list items) could otherwise hold the
 * server's one thread for minutes, or the one reader for everyone.
 *
 * - A small pool of readers (worker threads), sized to the machine, started with the first page
 *   and kept warm: a reader ended by a slow page is replaced at once.
 * - Each page has one deadline, counted from its arrival: waiting and reading together. A page
 *   still waiting at its deadline is dropped; one still being read ends its reader. Either way it
 *   fails with `ScrapeError('extract_timeout')`. (While no reader at all is ready, the pool
 *   starting, the clock of a page arriving then waits for the first one.)
 * - Clients (the server's caller addresses) are served round robin, one client reads in at most
 *   all readers but one, and each may have only a few pages in at once
 *   (`ScrapeError('busy')` past that): so one client's slow pages cannot hold up another's.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RecipeDraft } from '../extract/draft.ts';
import { ScrapeError } from '../fetch/scrape-error.ts';
import { FairQueue } from './fair-queue.ts';
import type { ExtractReply, ExtractRequest } from './messages.ts';

/** Longest a page may take from arrival to draft (a large real page reads well under a second). */
export const EXTRACT_TIMEOUT_MS = 10_000;
/** Readers: one per core, but at least two (one client never holds all) and at most four. */
export const MIN_READERS = 2;
export const MAX_READERS = 4;
/** Pages one client may have waiting or being read at once; a person reads one at a time. */
export const MAX_PAGES_PER_CLIENT = 4;
/** Pages waiting or being read in all (each is held in memory, up to 5 MB). */
export const MAX_PAGES = 16;
/** Heap for each reader: a 5 MB page parses to a few hundred MB at most. */
const WORKER_HEAP_MB = 768;

/**
 * Built (the server's bundle), the worker sits beside this code as `extract-worker.js`; from
 * source, a small entry registers TypeScript first.
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./worker-entry.mjs', import.meta.url)
  : new URL('./extract-worker.js', import.meta.url);

export type ExtractorOptions = {
  /** The deadline from arrival (default `EXTRACT_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Readers in the pool (default: the machine's cores, between MIN_READERS and MAX_READERS). */
  readers?: number;
  /** Default `MAX_PAGES_PER_CLIENT`. */
  maxPagesPerClient?: number;
  /** Default `MAX_PAGES`. */
  maxPages?: number;
};

export type Extractor = {
  /**
   * The page's draft, or null when it holds no recipe. `client` names who asked (the server
   * passes the caller's address): clients take turns.
   */
  extract(html: string, url: string, client?: string): Promise<RecipeDraft | null>;
  /**
   * Starts the readers; resolves once every one of them is ready (or one could not start, or the
   * extractor closes).
   */
  ready(): Promise<void>;
  /** Ends the readers (failing the pages in); a later call starts new ones. */
  close(): Promise<void>;
};

/** Readers for this machine: one per core, within MIN_READERS..MAX_READERS. */
export function defaultReaderCount(): number {
  return Math.max(MIN_READERS, Math.min(MAX_READERS, availableParallelism()));
}

type Job = {
  id: number;
  client: string;
  html: string;
  url: string;
  state: 'waiting' | 'reading' | 'done';
  timer: ReturnType<typeof setTimeout> | undefined;
  resolve(draft: RecipeDraft | null): void;
  reject(error: Error): void;
};

/**
 * A worker thread reading pages. `chargedTo` is the client whose page ended this reader's
 * predecessor: until this one is ready, its start counts as that client's reading.
 */
type Reader = { thread: Worker; ready: boolean; job: Job | null; chargedTo: string | null };

const count = (counts: Map<string, number>, client: string) => counts.get(client) ?? 0;
function add(counts: Map<string, number>, client: string, by: number): void {
  const next = count(counts, client) + by;
  if (next > 0) counts.set(client, next);
  else counts.delete(client);
}

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const timeoutMs = options.timeoutMs ?? EXTRACT_TIMEOUT_MS;
  const poolSize = Math.max(1, options.readers ?? defaultReaderCount());
  const readingPerClient = Math.max(1, poolSize - 1);
  const maxPagesPerClient = options.maxPagesPerClient ?? MAX_PAGES_PER_CLIENT;
  const maxPages = options.maxPages ?? MAX_PAGES;

  const waiting = new FairQueue<Job>();
  const readers = new Set<Reader>();
  /** Pages in (waiting or reading) and pages being read, per client. */
  const pagesOf = new Map<string, number>();
  const readingOf = new Map<string, number>();
  let pages = 0;
  let nextId = 1;
  /** Whether some reader is ready: deadlines then run from arrival. */
  let warm = false;
  /** Pages that arrived while no reader was ready (all starting); their deadlines start with one. */
  const beforeWarm: Job[] = [];
  /** Callers of `ready()`, waiting for the whole pool to be ready. */
  const whenFull: (() => void)[] = [];
  const isFull = () => readers.size === poolSize && [...readers].every((reader) => reader.ready);

  function settle(job: Job, outcome: () => void): void {
    if (job.state === 'done') return;
    clearTimeout(job.timer);
    if (job.state === 'reading') add(readingOf, job.client, -1);
    job.state = 'done';
    add(pagesOf, job.client, -1);
    pages -= 1;
    outcome();
  }

  function fail(job: Job, error: ScrapeError): void {
    if (job.state === 'waiting') waiting.remove(job.client, job);
    settle(job, () => job.reject(error));
  }

  function arm(job: Job): void {
    job.timer = setTimeout(() => expire(job), timeoutMs);
  }

  /** Takes `reader` out of the pool; with no reader left ready, new pages wait for one's start. */
  function drop(reader: Reader): boolean {
    if (!readers.delete(reader)) return false;
    warm = [...readers].some((other) => other.ready);
    return true;
  }

  /**
   * The page's deadline passed: drop it, and end its reader if it was being read. The client whose
   * page it was is charged with the new reader's start (seconds on a busy machine): it may not take
   * another reader meanwhile, so its next slow page cannot end the other readers too and leave
   * everyone's pages waiting for starts (decision 0029, session 75).
   */
  function expire(job: Job): void {
    const reader = [...readers].find((candidate) => candidate.job === job);
    fail(job, new ScrapeError('extract_timeout', `${timeoutMs} ms from arrival`));
    if (reader) {
      reader.job = null;
      drop(reader);
      void reader.thread.terminate();
      startReader(job.client);
      fill();
    }
    pump();
  }

  /** Ends the charge of a reader's start to a client (it is ready, or gone). */
  function discharge(reader: Reader): void {
    if (reader.chargedTo === null) return;
    add(readingOf, reader.chargedTo, -1);
    reader.chargedTo = null;
  }

  function startReader(chargedTo: string | null = null): void {
    const thread = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    thread.unref(); // an idle reader never keeps the process alive
    const reader: Reader = { thread, ready: false, job: null, chargedTo };
    if (chargedTo !== null) add(readingOf, chargedTo, 1);
    readers.add(reader);
    thread.on('message', (message: ExtractReply | { ready: true }) => {
      if (!reader.ready) {
        reader.ready = true;
        discharge(reader);
        if (isFull()) for (const resolve of whenFull.splice(0)) resolve();
        if (!warm) {
          warm = true;
          for (const job of beforeWarm.splice(0)) if (job.state !== 'done') arm(job);
        }
        pump();
        return;
      }
      const job = reader.job;
      if (!job || !('id' in message) || message.id !== job.id) return;
      reader.job = null;
      settle(job, () =>
        'draft' in message
          ? job.resolve(message.draft)
          : job.reject(new ScrapeError('not_recipe', message.error)),
      );
      pump();
    });
    thread.on('error', () => undefined); // its exit follows and is handled there
    thread.on('exit', (code: number) => {
      discharge(reader);
      if (!drop(reader)) return; // ended on purpose (deadline, close)
      // It died mid-page (out of memory, say): that page gives no draft.
      if (reader.job) fail(reader.job, new ScrapeError('not_recipe', `worker exited with ${code}`));
      if (reader.ready) {
        fill();
      } else {
        // It could not start: the pool will not be full, so `ready()` callers wait no longer.
        for (const resolve of whenFull.splice(0)) resolve();
      }
      if (!reader.ready && readers.size === 0) {
        // It could not start, and no other reader is left to: fail what waits rather than loop.
        const error = new ScrapeError('not_recipe', `worker failed to start (exit ${code})`);
        for (const job of beforeWarm.splice(0)) fail(job, error);
        for (let next = waiting.take(); next; next = waiting.take()) fail(next.item, error);
      }
      pump();
    });
  }

  /** Starts readers until the pool is full. */
  function fill(): void {
    while (readers.size < poolSize) startReader();
  }

  /** Hands waiting pages to idle readers, clients in turn. */
  function pump(): void {
    for (const reader of readers) {
      if (!reader.ready || reader.job) continue;
      const next = waiting.take((client) => count(readingOf, client) < readingPerClient);
      if (!next) return;
      const job = next.item;
      job.state = 'reading';
      add(readingOf, job.client, 1);
      reader.job = job;
      reader.thread.postMessage({
        id: job.id,
        html: job.html,
        url: job.url,
      } satisfies ExtractRequest);
    }
  }

  return {
    ready() {
      fill();
      return isFull() ? Promise.resolve() : new Promise((resolve) => whenFull.push(resolve));
    },
    extract(html, url, client = '') {
      if (count(pagesOf, client) >= maxPagesPerClient || pages >= maxPages) {
        return Promise.reject(new ScrapeError('busy', `client ${client}`));
      }
      return new Promise((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          client,
          html,
          url,
          state: 'waiting',
          timer: undefined,
          resolve,
          reject,
        };
        add(pagesOf, client, 1);
        pages += 1;
        if (warm) arm(job);
        else beforeWarm.push(job);
        waiting.push(client, job);
        fill();
        pump();
      });
    },
    async close() {
      const stopping = [...readers];
      readers.clear();
      warm = false;
      const error = new ScrapeError('not_recipe', 'extractor closed');
      for (const reader of stopping) if (reader.job) fail(reader.job, error);
      for (const job of beforeWarm.splice(0)) fail(job, error);
      for (let next = waiting.take(); next; next = waiting.take()) fail(next.item, error);
      for (const resolve of whenFull.splice(0)) resolve(); // nothing left to wait for
      await Promise.all(stopping.map((reader) => reader.thread.terminate()));
    },
  };
}
