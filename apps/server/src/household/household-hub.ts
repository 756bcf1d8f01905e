/**
 * The open event streams of this process (GET /api/household/events), by owner. A stream costs its
 * socket and one small record: pokes are written straight to the socket, never queued per stream,
 * and one timer pings them all, so a thousand open streams keep memory flat. A stream that stops
 * reading is dropped (its client reconnects and catches up). Caps per owner and per client IP are
 * per process.
 */
import type { ServerResponse } from 'node:http';
import type { HouseholdPoke } from '@plateful/contracts';

/** A comment line keeps proxies and phones from closing an idle stream. */
export const PING_INTERVAL_MS = 25_000;
export const MAX_STREAMS_PER_OWNER = 8;
export const MAX_STREAMS_PER_IP = 20;
/** A stream with this much unsent is not being read: it is closed rather than buffered. */
const MAX_UNSENT_BYTES = 64 * 1024;

export type HubStream = {
  readonly owner: string;
  readonly ip: string;
  readonly res: ServerResponse;
  /** False until the first message (the owner's cursor) is written. */
  started: boolean;
  /** A poke that came before the first message, sent after it. */
  early: HouseholdPoke | undefined;
  /** The highest cursor written to it: a poke that arrives late with an older one says nothing. */
  sent: number;
};

export type HubRefusal = 'owner' | 'ip' | 'closing';

function pokeLine(poke: HouseholdPoke): string {
  return `data: ${JSON.stringify(poke)}\n\n`;
}

/** What of `poke` is news to a stream that has been sent `sent`, or undefined if nothing is. */
function news(poke: HouseholdPoke, sent: number): HouseholdPoke | undefined {
  if (poke.cursor !== undefined && poke.cursor > sent) return poke;
  return poke.recipes ? { recipes: true } : undefined;
}

function merge(a: HouseholdPoke | undefined, b: HouseholdPoke): HouseholdPoke {
  const cursor = Math.max(a?.cursor ?? -1, b.cursor ?? -1);
  return {
    ...(cursor >= 0 ? { cursor } : {}),
    ...(a?.recipes || b.recipes ? { recipes: true } : {}),
  };
}

export function createHouseholdHub(
  options: { pingIntervalMs?: number; maxPerOwner?: number; maxPerIp?: number } = {},
) {
  const maxPerOwner = options.maxPerOwner ?? MAX_STREAMS_PER_OWNER;
  const maxPerIp = options.maxPerIp ?? MAX_STREAMS_PER_IP;
  const byOwner = new Map<string, Set<HubStream>>();
  const perIp = new Map<string, number>();
  let closing = false;
  let size = 0;

  function write(stream: HubStream, text: string): void {
    const { res } = stream;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_UNSENT_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  function send(stream: HubStream, poke: HouseholdPoke): void {
    const told = news(poke, stream.sent);
    if (!told) return;
    if (told.cursor !== undefined) stream.sent = told.cursor;
    write(stream, pokeLine(told));
  }

  function remove(stream: HubStream): void {
    const streams = byOwner.get(stream.owner);
    if (!streams?.delete(stream)) return;
    size -= 1;
    if (streams.size === 0) byOwner.delete(stream.owner);
    const count = (perIp.get(stream.ip) ?? 1) - 1;
    if (count <= 0) perIp.delete(stream.ip);
    else perIp.set(stream.ip, count);
  }

  const pinger = setInterval(() => {
    for (const streams of byOwner.values()) {
      for (const stream of streams) if (stream.started) write(stream, ': ping\n\n');
    }
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  pinger.unref();

  return {
    /** Why a new stream for this owner and IP would be refused, or undefined if it may open. */
    refusal(owner: string, ip: string): HubRefusal | undefined {
      if (closing) return 'closing';
      if ((byOwner.get(owner)?.size ?? 0) >= maxPerOwner) return 'owner';
      if ((perIp.get(ip) ?? 0) >= maxPerIp) return 'ip';
      return undefined;
    },

    /** Adds a stream whose headers are sent; it is removed as soon as its response closes. */
    add(owner: string, ip: string, res: ServerResponse): HubStream {
      const stream: HubStream = { owner, ip, res, started: false, early: undefined, sent: -1 };
      let streams = byOwner.get(owner);
      if (!streams) byOwner.set(owner, (streams = new Set()));
      streams.add(stream);
      size += 1;
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      res.once('close', () => remove(stream));
      return stream;
    },

    /** Writes the first message (the owner's cursor), then any poke that came meanwhile. */
    start(stream: HubStream, cursor: number): void {
      send(stream, { cursor });
      stream.started = true;
      const early = stream.early;
      stream.early = undefined;
      if (early) send(stream, early);
    },

    /**
     * Pokes every open stream of `owner` in this process. A cursor a stream has already been sent
     * is left out (a notification can arrive after the stream started with a newer cursor).
     */
    poke(owner: string, poke: HouseholdPoke): void {
      const streams = byOwner.get(owner);
      if (!streams) return;
      for (const stream of streams) {
        if (stream.started) send(stream, poke);
        else stream.early = merge(stream.early, poke);
      }
    },

    /** The owners with an open stream here (to poke them all after a gap). */
    owners(): string[] {
      return [...byOwner.keys()];
    },

    get size(): number {
      return size;
    },

    /** Ends every stream and refuses new ones (server shutdown); clients reconnect elsewhere. */
    closeAll(): void {
      closing = true;
      clearInterval(pinger);
      for (const streams of [...byOwner.values()]) {
        for (const stream of [...streams]) {
          stream.res.end();
          // The connection would otherwise wait for its next request; there will not be one.
          stream.res.socket?.destroySoon();
          remove(stream);
        }
      }
    },
  };
}

export type HouseholdHub = ReturnType<typeof createHouseholdHub>;
