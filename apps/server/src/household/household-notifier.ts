/**
 * Fan-out of pokes between server processes (decision 0009): a process that committed a change
 * publishes `{owner, cursor}` (or `{owner, recipes}`), and every process, itself included, pokes
 * that owner's open streams. With REDIS_URL through Redis pub/sub, else through PostgreSQL
 * LISTEN/NOTIFY on the database itself. On PGlite one process owns the data dir (its lock), so
 * there is no other process to tell: the poke is handed over in memory, and costs no statement
 * (issue 27, decision 0024). Nothing here is the data: a lost message costs only latency, and
 * after a gap (a reconnect) the hub pokes every stream so clients catch up from the tables.
 */
import { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';

/** A poke for one owner's streams, as it travels between processes. */
export type HouseholdMessage = { owner: string; cursor?: number; recipes?: true };

export type NotifierHandlers = {
  onMessage(message: HouseholdMessage): void;
  /** Messages may have been missed (the connection was lost and is back). */
  onResync(): void;
};

export type HouseholdNotifier = {
  readonly transport: 'process' | 'postgres' | 'redis';
  /** Tells every process. Never throws: a failure is logged and costs only latency. */
  publish(message: HouseholdMessage): void;
  start(handlers: NotifierHandlers): Promise<void>;
  close(): Promise<void>;
};

type Log = { warn(object: object, message: string): void };

/** The LISTEN channel on the database (one per database, so no prefix is needed). */
export const HOUSEHOLD_CHANNEL = 'plateful_household';
/** NOTIFY refuses payloads of 8,000 bytes or more; ours are far smaller. */
const MAX_PAYLOAD_BYTES = 7_900;
const MAX_OWNER_CHARS = 200;

/** The message in a payload, or undefined for anything malformed (never trusted blindly). */
export function parseHouseholdMessage(payload: string): HouseholdMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { owner, cursor, recipes } = value as Record<string, unknown>;
  if (typeof owner !== 'string' || owner.length === 0 || owner.length > MAX_OWNER_CHARS) {
    return undefined;
  }
  const message: HouseholdMessage = { owner };
  if (typeof cursor === 'number' && Number.isSafeInteger(cursor) && cursor >= 0) {
    message.cursor = cursor;
  }
  if (recipes === true) message.recipes = true;
  return message.cursor === undefined && !message.recipes ? undefined : message;
}

function encode(message: HouseholdMessage): string | undefined {
  const payload = JSON.stringify(message);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : undefined;
}

function databaseNotifier(db: Database, log: Log): HouseholdNotifier {
  let stop: (() => Promise<void>) | undefined;
  return {
    transport: 'postgres',
    publish(message) {
      const payload = encode(message);
      if (!payload) return;
      db.notify(HOUSEHOLD_CHANNEL, payload).catch((error: unknown) =>
        log.warn({ err: error }, 'household poke not sent'),
      );
    },
    async start(handlers) {
      stop = await db.listen(
        HOUSEHOLD_CHANNEL,
        (payload) => {
          const message = parseHouseholdMessage(payload);
          if (message) handlers.onMessage(message);
        },
        {
          onReconnect: () => handlers.onResync(),
          onError: (error) => log.warn({ err: error }, 'household listener lost; reconnecting'),
        },
      );
    },
    async close() {
      await stop?.();
      stop = undefined;
    },
  };
}

/**
 * PGlite: the only process on the data dir pokes its own streams. Handed over once the caller's
 * work is done (a microtask), as a NOTIFY would be after its statement, and never throws into it.
 */
function processNotifier(log: Log): HouseholdNotifier {
  let handlers: NotifierHandlers | undefined;
  return {
    transport: 'process',
    publish(message) {
      const to = handlers;
      if (!to) return;
      queueMicrotask(() => {
        try {
          to.onMessage(message);
        } catch (error) {
          log.warn({ err: error }, 'household poke not delivered');
        }
      });
    },
    async start(next) {
      handlers = next;
    },
    async close() {
      handlers = undefined;
    },
  };
}

function redisNotifier(url: string, keyPrefix: string, log: Log): HouseholdNotifier {
  const channel = `${keyPrefix}household`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else, so it has its own. It reconnects by itself;
  // subscribing again is ours, so that we know when to resync.
  const subscriber = new Redis(url, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    connectionName: `${keyPrefix}household-listener`,
  });
  for (const connection of [publisher, subscriber]) {
    // Once per outage, not on every reconnection attempt.
    let down = false;
    connection.on('error', (error: Error) => {
      if (!down) log.warn({ err: error }, 'household Redis error');
      down = true;
    });
    connection.on('ready', () => {
      down = false;
    });
  }
  let closed = false;
  return {
    transport: 'redis',
    publish(message) {
      const payload = encode(message);
      if (!payload || closed) return;
      publisher
        .publish(channel, payload)
        .catch((error: unknown) => log.warn({ err: error }, 'household poke not sent'));
    },
    async start(handlers) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from !== channel) return;
        const message = parseHouseholdMessage(payload);
        if (message) handlers.onMessage(message);
      });
      // Not awaited: a Redis that is away must not hold up the start. Every 'ready' (a reconnect,
      // or the first connection) listens, then catches everyone up.
      const listen = () => {
        if (closed) return;
        subscriber.subscribe(channel).then(
          () => handlers.onResync(),
          (error: unknown) => log.warn({ err: error }, 'household Redis subscribe failed'),
        );
      };
      subscriber.on('ready', listen);
      if (subscriber.status === 'ready') listen();
    },
    async close() {
      closed = true;
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

export function createHouseholdNotifier(options: {
  db: Database;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  log: Log;
}): HouseholdNotifier {
  if (options.redisUrl) {
    return redisNotifier(options.redisUrl, options.redisKeyPrefix, options.log);
  }
  return options.db.kind === 'pglite'
    ? processNotifier(options.log)
    : databaseNotifier(options.db, options.log);
}
