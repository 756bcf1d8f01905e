/**
 * Many links at once: each read through `POST /api/scrape` (the server's safe fetcher and its
 * rate limit), three at a time. A 429 waits for Retry-After and tries again rather than failing;
 * other failures become a status a cook understands (not a recipe, blocked, too slow, failed).
 */
import { apiRequest } from '../../lib/api-client.ts';
import { scannedDraftSchema, type ScannedDraft } from '../../lib/scanned-drafts.ts';

/** Links read at once. */
export const LINK_CONCURRENCY = 3;
/** Longest wait for a turn a 429 may ask for. */
const MAX_WAIT_S = 120;

export type LinkStatus =
  | { kind: 'waiting'; retryAt?: number }
  | { kind: 'reading' }
  | { kind: 'done'; name: string }
  | { kind: 'not-recipe' | 'blocked' | 'too-slow' | 'failed'; message: string };

export const LINK_STATUS_LABELS: Record<LinkStatus['kind'], string> = {
  waiting: 'Waiting',
  reading: 'Reading…',
  done: 'Done',
  'not-recipe': 'Not a recipe',
  blocked: 'Blocked',
  'too-slow': 'Too slow',
  failed: 'Failed',
};

/** The server's short message (SPEC: SCRAPE_MESSAGES) → the status it means. */
export function statusOfFailure(httpStatus: number, message: string): LinkStatus {
  if (/couldn't find a recipe/i.test(message)) return { kind: 'not-recipe', message };
  if (httpStatus === 504 || /too long/i.test(message)) return { kind: 'too-slow', message };
  if (/can't be fetched|isn't a web page|too big/i.test(message))
    return { kind: 'blocked', message };
  return { kind: 'failed', message };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });

/** Reads one link; waits out 429s. Resolves with the draft or the failure's status. */
export async function readLink(
  url: string,
  onWaiting: (retryAt: number) => void,
  signal?: AbortSignal,
): Promise<{ draft: ScannedDraft } | { failure: LinkStatus }> {
  for (;;) {
    let response: Response;
    try {
      response = await apiRequest('/api/scrape', { method: 'POST', body: { url }, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      return { failure: { kind: 'failed', message: 'The server could not be reached' } };
    }
    const body = (await response.json().catch(() => null)) as {
      ok?: boolean;
      data?: unknown;
      error?: unknown;
    } | null;
    if (response.status === 429) {
      const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
      const wait = Math.min(MAX_WAIT_S, Number.isFinite(seconds) && seconds > 0 ? seconds : 10);
      onWaiting(Date.now() + wait * 1000);
      await sleep(wait * 1000, signal);
      continue;
    }
    const draft = scannedDraftSchema.safeParse(body?.data);
    if (response.ok && body?.ok && draft.success) return { draft: draft.data };
    const message =
      typeof body?.error === 'string' && body.error
        ? body.error
        : `${response.status}: ${response.statusText}`;
    return { failure: statusOfFailure(response.status, message) };
  }
}

/** Runs `task` over `items`, `limit` at a time, in order of the list. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
