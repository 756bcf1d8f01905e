/**
 * The household's live channel (issue 14): GET /api/household/events, read with fetch (so it
 * carries the identity headers) as Server-Sent Events. Each message is a poke: `{cursor}` means
 * "catch up to here", `{recipes: true}` that the account's recipes changed.
 *
 * A dropped stream reconnects with backoff. When it cannot open, or fails three times in a row,
 * the household is polled every 5 s while the page is visible, and the stream is tried again every
 * 60 s. The service worker never caches this stream (it only handles the routes it is given).
 */
import type { HouseholdPoke } from '@plateful/contracts';
import { apiRequest } from '../api-client.ts';
import { createSseParser } from './sse.ts';
import { readPoke } from './wire.ts';

export const HOUSEHOLD_EVENTS_PATH = '/api/household/events';
export const STREAM_RETRY_START_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;
/** Failures in a row before polling takes over. */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
export const POLL_INTERVAL_MS = 5000;
/** While polling, the stream is tried again this often. */
export const STREAM_RETRY_WHILE_POLLING_MS = 60_000;
/** A stream open this long (or that said anything) counts as working: failures start again. */
const STREAM_HEALTHY_MS = 10_000;
/**
 * The stream opens this long after start-up, once the first screen's requests are done: they do
 * not compete with it, and a page that never goes quiet on the network is not what tools that wait
 * for network idle see (Playwright's `networkidle` counts a fetch stream, unlike an EventSource).
 * Until then the household is polled every second, so a change still shows within about a second.
 */
export const STREAM_START_DELAY_MS = 2500;
export const WARM_UP_POLL_MS = 1000;

export interface LiveOptions {
  /** A poke from the server. */
  onPoke: (poke: HouseholdPoke) => void;
  /** The stream opened (catch up with what was missed while it was closed). */
  onOpen: () => void;
  /** A polling tick: catch up. */
  onPoll: () => void;
  isVisible?: () => boolean;
  random?: () => number;
  /** Default STREAM_START_DELAY_MS. */
  startDelayMs?: number;
}

export type LiveMode = 'stopped' | 'connecting' | 'streaming' | 'polling';

export class LiveChannel {
  private controller: AbortController | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private pollInterval = 0;
  private generation = 0;
  mode: LiveMode = 'stopped';

  constructor(private readonly options: LiveOptions) {}

  start(): void {
    if (this.mode !== 'stopped') return;
    const delay = this.options.startDelayMs ?? STREAM_START_DELAY_MS;
    if (delay <= 0) {
      this.mode = 'connecting';
      void this.connect();
      return;
    }
    this.startPolling(WARM_UP_POLL_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }

  stop(): void {
    this.generation += 1;
    this.mode = 'stopped';
    this.controller?.abort();
    this.controller = null;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopPolling();
  }

  /** Opens the stream again from scratch (the identity changed). */
  restart(): void {
    this.stop();
    this.failures = 0;
    this.start();
  }

  /** The network is back: try the stream now instead of at the planned time. */
  retryNow(): void {
    if (this.mode === 'stopped' || this.mode === 'streaming' || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.connect();
  }

  private visible(): boolean {
    return this.options.isVisible?.() ?? document.visibilityState !== 'hidden';
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    const controller = new AbortController();
    this.controller = controller;
    const openedAt = Date.now();
    let heard = false;
    let cannotOpen = false;
    try {
      const response = await apiRequest(HOUSEHOLD_EVENTS_PATH, {
        signal: controller.signal,
        accept: 'text/event-stream',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.includes('text/event-stream')) {
        // A 4xx (no such route, refused) will not change by retrying soon: poll instead.
        cannotOpen = response.status >= 400 && response.status < 500 && response.status !== 429;
        void response.body?.cancel().catch(() => undefined);
        throw new Error(`The live channel answered ${response.status} ${type}`);
      }
      if (generation !== this.generation) return;
      this.mode = 'streaming';
      this.stopPolling();
      this.options.onOpen();
      const parser = createSseParser(({ data }) => this.message(data));
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || generation !== this.generation) break;
        heard = true;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (generation !== this.generation) return;
      console.warn('[plateful] the live channel closed', error);
    }
    if (generation !== this.generation) return;
    this.controller = null;
    if (heard || Date.now() - openedAt >= STREAM_HEALTHY_MS) this.failures = 0;
    this.failures += 1;
    if (cannotOpen || this.failures >= STREAM_FAILURES_BEFORE_POLLING) {
      this.startPolling();
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.connect();
      }, STREAM_RETRY_WHILE_POLLING_MS);
      return;
    }
    this.mode = 'connecting';
    const base = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_START_MS * 2 ** (this.failures - 1));
    const delay = Math.round(base / 2 + ((this.options.random ?? Math.random)() * base) / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
  }

  private message(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const poke = readPoke(json);
    if (poke) this.options.onPoke(poke);
  }

  private startPolling(intervalMs = POLL_INTERVAL_MS): void {
    this.mode = 'polling';
    if (this.pollTimer !== undefined && this.pollInterval === intervalMs) return;
    this.stopPolling();
    this.pollInterval = intervalMs;
    this.pollTimer = setInterval(() => {
      if (this.visible()) this.options.onPoll();
    }, intervalMs);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
