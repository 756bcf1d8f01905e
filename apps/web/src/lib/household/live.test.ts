import type { HouseholdPoke } from '@plateful/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveChannel,
  POLL_INTERVAL_MS,
  STREAM_RETRY_WHILE_POLLING_MS,
  STREAM_START_DELAY_MS,
  WARM_UP_POLL_MS,
} from './live.ts';

/** A response whose event-stream body is fed by the test. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

let pokes: HouseholdPoke[];
let opens: number;
let polls: number;
let channel: LiveChannel;
let visible: boolean;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  pokes = [];
  opens = 0;
  polls = 0;
  visible = true;
  channel = new LiveChannel({
    onPoke: (poke) => pokes.push(poke),
    onOpen: () => (opens += 1),
    onPoll: () => (polls += 1),
    isVisible: () => visible,
    random: () => 0.999,
    startDelayMs: 0,
  });
});
afterEach(() => {
  channel.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live channel', () => {
  it('passes on the pokes of the stream, asking with the identity headers', async () => {
    const stream = streamResponse();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(stream.response);
    vi.stubGlobal('fetch', fetchMock);
    channel.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(opens).toBe(1);
    expect(channel.mode).toBe('streaming');
    stream.send('data: {"cursor":4}\n\ndata: {"rec');
    stream.send('ipes":true}\n\ndata: not json\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(pokes).toEqual([{ cursor: 4 }, { recipes: true }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/household/events');
    expect(init?.headers).toHaveProperty('x-device-code');
  });

  it('reconnects after a dropped stream', async () => {
    const first = streamResponse();
    const second = streamResponse();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(first.response).mockResolvedValue(second.response),
    );
    channel.start();
    await vi.advanceTimersByTimeAsync(0);
    first.send(': hello\n\n');
    first.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(opens).toBe(2);
    expect(channel.mode).toBe('streaming');
  });

  it('polls every 5 s while visible when the stream fails three times, and tries it again every 60 s', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    channel.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(channel.mode).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(polls).toBe(2);
    visible = false;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(polls).toBe(2);
    visible = true;

    const stream = streamResponse();
    fetchMock.mockResolvedValue(stream.response);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_WHILE_POLLING_MS);
    expect(channel.mode).toBe('streaming');
    const pollsThen = polls;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls).toBe(pollsThen);
  });

  it('polls every second while the page settles, then opens the stream', async () => {
    const stream = streamResponse();
    const fetchMock = vi.fn().mockResolvedValue(stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const settling = new LiveChannel({
      onPoke: () => undefined,
      onOpen: () => (opens += 1),
      onPoll: () => (polls += 1),
      isVisible: () => true,
    });
    settling.start();
    await vi.advanceTimersByTimeAsync(STREAM_START_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(polls).toBe(Math.floor((STREAM_START_DELAY_MS - 1) / WARM_UP_POLL_MS));
    await vi.advanceTimersByTimeAsync(1);
    expect(settling.mode).toBe('streaming');
    const pollsThen = polls;
    await vi.advanceTimersByTimeAsync(WARM_UP_POLL_MS * 3);
    expect(polls).toBe(pollsThen);
    settling.stop();
  });

  it('polls at once when the stream cannot open (no such route)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 404 })));
    channel.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(channel.mode).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls).toBe(1);
  });
});
