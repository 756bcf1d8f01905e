/**
 * Reads GET /api/household/events the way the web app does: fetch with the identity headers and a
 * stream reader (no EventSource), split into `data:` messages; comments (pings) are skipped.
 */
import type { Identity } from './api-client.ts';

export type EventStream = {
  status: number;
  headers: Headers;
  /** The JSON error body when the stream was refused. */
  refusal: unknown;
  /** The next message's data, parsed; undefined if none came within `timeoutMs`. */
  next<T = Record<string, unknown>>(timeoutMs?: number): Promise<T | undefined>;
  /** Waits for a message that satisfies `test`, skipping others. */
  waitFor<T = Record<string, unknown>>(
    test: (message: T) => boolean,
    timeoutMs?: number,
  ): Promise<T | undefined>;
  close(): void;
};

export async function openEventStream(
  url: string,
  as: Identity,
  extraHeaders: Record<string, string> = {},
): Promise<EventStream> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (as.account) headers['x-account-code'] = as.account;
  if (as.device) headers['x-device-code'] = as.device;
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: unknown[] = [];
  let waiting: (() => void) | undefined;
  let buffer = '';
  let ended = false;
  let refusal: unknown;

  if (response.body && response.status === 200) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (data) queue.push(JSON.parse(data));
          }
          waiting?.();
        }
      } catch {
        // Aborted or dropped: the stream is over.
      }
      ended = true;
      waiting?.();
    })();
  } else {
    refusal = JSON.parse(await response.text()) as unknown;
    ended = true;
  }

  async function next<T>(timeoutMs = 2000): Promise<T | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0 && !ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiting = undefined;
    }
    return queue.shift() as T | undefined;
  }

  return {
    status: response.status,
    headers: response.headers,
    refusal,
    next,
    async waitFor<T>(test: (message: T) => boolean, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await next<T>(Math.max(0, deadline - Date.now()));
        if (message === undefined) return undefined;
        if (test(message)) return message;
      }
    },
    close: () => abort.abort(),
  };
}
