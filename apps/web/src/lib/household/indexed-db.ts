/**
 * The household store's durable home: one IndexedDB database per browser profile, so the queued
 * changes survive a reload and a closed app. `meta` holds the client id, the next operation number
 * and the confirmed state; `outbox` the queued operations by number; `recipes` the copies of
 * recipes the Shop tab needs offline (./recipe-cache.ts). The client id and the outbox live in one
 * database, so they are lost (or kept) together: a new client id always starts a new numbering.
 *
 * What is read back is checked like local storage is: a bad record reads as absent, never a crash.
 */
import type { NumberedOp } from '@plateful/contracts';
import type { HouseholdState } from '@plateful/core';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  mergeStates,
  newClientId,
  type HouseholdDb,
  type StoredConfirmed,
} from './household-db.ts';
import { readClientId, readNumberedOp, readStoredConfirmed } from './wire.ts';

export const HOUSEHOLD_DB_NAME = 'plateful-household';
const HOUSEHOLD_DB_VERSION = 1;

interface HouseholdSchema extends DBSchema {
  meta: { key: string; value: unknown };
  outbox: { key: number; value: unknown };
  recipes: { key: string; value: unknown };
}

export type HouseholdIdb = IDBPDatabase<HouseholdSchema>;

function readConfirmedValue(value: unknown): StoredConfirmed | null {
  if (value === undefined) return null;
  const confirmed = readStoredConfirmed(value);
  if (!confirmed) console.warn('[plateful] ignoring an unreadable household state');
  return confirmed;
}

/** Opens (or makes) the database. Rejects where IndexedDB is missing or refused. */
export function openHouseholdIdb(name = HOUSEHOLD_DB_NAME): Promise<HouseholdIdb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'));
  return openDB<HouseholdSchema>(name, HOUSEHOLD_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('meta');
      db.createObjectStore('outbox');
      db.createObjectStore('recipes');
    },
    blocking(_current, _blocked, event) {
      // A newer build wants to upgrade the database: let it (this tab reloads on update).
      (event.target as IDBDatabase).close();
    },
  });
}

const openedDbs = new Map<string, Promise<HouseholdIdb>>();

/** The database, opened once per name. */
export function householdIdb(name = HOUSEHOLD_DB_NAME): Promise<HouseholdIdb> {
  let opened = openedDbs.get(name);
  if (!opened) {
    opened = openHouseholdIdb(name);
    openedDbs.set(name, opened);
    opened.catch(() => openedDbs.delete(name));
  }
  return opened;
}

/** Deletes the database (Settings: start afresh). Gives up waiting after `timeoutMs`. */
export async function deleteHouseholdIdb(
  name = HOUSEHOLD_DB_NAME,
  timeoutMs = 2000,
): Promise<void> {
  const opened = openedDbs.get(name);
  openedDbs.delete(name);
  if (opened) (await opened.catch(() => null))?.close();
  if (typeof indexedDB === 'undefined') return;
  await Promise.race([deleteDB(name), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

async function readOutbox(db: HouseholdIdb): Promise<NumberedOp[]> {
  const tx = db.transaction('outbox', 'readwrite');
  const queue: NumberedOp[] = [];
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const entry = readNumberedOp(cursor.value);
    if (entry && entry.n === cursor.key) queue.push(entry);
    else {
      console.warn('[plateful] dropping an unreadable queued change', cursor.value);
      await cursor.delete();
    }
  }
  await tx.done;
  return queue;
}

/** The household store's home in IndexedDB. */
export function createIndexedDbHome(db: HouseholdIdb): HouseholdDb {
  return {
    async load() {
      const tx = db.transaction('meta', 'readwrite');
      let clientId = readClientId(await tx.store.get('clientId'));
      if (!clientId) {
        clientId = newClientId();
        await tx.store.put(clientId, 'clientId');
      }
      const confirmed = readConfirmedValue(await tx.store.get('confirmed'));
      await tx.done;
      return { clientId, confirmed, queue: await readOutbox(db) };
    },

    async append(ops) {
      const tx = db.transaction(['meta', 'outbox'], 'readwrite');
      const meta = tx.objectStore('meta');
      const outbox = tx.objectStore('outbox');
      const stored = await meta.get('nextN');
      // Never below what the outbox holds: a number given twice would be taken as a duplicate.
      const last = await outbox.openCursor(null, 'prev');
      let next = Math.max(
        typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0 ? stored : 1,
        (last?.key ?? 0) + 1,
      );
      const numbered: NumberedOp[] = [];
      for (const op of ops) {
        const entry = { n: next, op } as NumberedOp;
        await outbox.put(entry, next);
        numbered.push(entry);
        next += 1;
      }
      await meta.put(next, 'nextN');
      await tx.done;
      return numbered;
    },

    readQueue: () => readOutbox(db),

    async drop(upTo, also = []) {
      const tx = db.transaction('outbox', 'readwrite');
      if (upTo >= 1) await tx.store.delete(IDBKeyRange.upperBound(upTo));
      for (const n of also) await tx.store.delete(n);
      await tx.done;
    },

    async saveConfirmed(next, replace = false, dropUpTo = 0) {
      const tx = db.transaction(['meta', 'outbox'], 'readwrite');
      const meta = tx.objectStore('meta');
      const stored = replace ? null : readConfirmedValue(await meta.get('confirmed'));
      const state: HouseholdState =
        stored && stored.owner === next.owner ? mergeStates(next.state, stored.state) : next.state;
      await meta.put({ owner: next.owner, state }, 'confirmed');
      if (dropUpTo >= 1) await tx.objectStore('outbox').delete(IDBKeyRange.upperBound(dropUpTo));
      await tx.done;
      return state;
    },

    async readConfirmed() {
      return readConfirmedValue(await db.get('meta', 'confirmed'));
    },

    close: () => db.close(),
    durable: true,
  };
}
