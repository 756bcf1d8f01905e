/**
 * The household store's writing half (issue 14), loaded with the sync engine: keeps the
 * dispatched operations in the device's home (IndexedDB), numbered, in order; takes in what the
 * server answered (operations taken or refused, entries pulled); follows a change of owner; and
 * reads the home again when another tab wrote to it. Every write to the home goes through one
 * queue, in the order the changes were made.
 */
import type { NumberedOp, OpResult } from '@plateful/contracts';
import {
  applyEntries,
  emptyHouseholdState,
  entriesOf,
  type HouseholdEntry,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import { mergeStates, type HouseholdDb } from './household-db.ts';
import type { HouseholdStore } from './store.ts';

/** An operation the server refused, with its reason (shown to the user). */
export interface RefusedOp {
  op: HouseholdOp;
  reason: string;
}

export class StoreWriter {
  private db: HouseholdDb | null = null;
  clientId: string | null = null;

  constructor(readonly store: HouseholdStore) {}

  get loaded(): boolean {
    return this.store.loaded;
  }

  get cursor(): number {
    return this.store.cursor;
  }

  get owner(): string {
    return this.store.owner;
  }

  /** The oldest queued operations, at most `limit`. */
  batch(limit: number): NumberedOp[] {
    return this.store.data.queue.slice(0, limit);
  }

  /**
   * Reads the home and makes it the store's: from now on the confirmed state and the outbox are
   * its. `migrate` may return operations to queue first (a device's data from before the store).
   */
  async open(
    db: HouseholdDb,
    migrate?: (confirmed: HouseholdState, queue: readonly NumberedOp[]) => HouseholdOp[],
  ): Promise<void> {
    const data = this.store.data;
    let release: () => void = () => undefined;
    data.writes = new Promise((resolve) => (release = resolve));
    data.keep = () => void this.serial(() => this.flush());
    try {
      const loaded = await db.load();
      this.clientId = loaded.clientId;
      const mine = loaded.confirmed?.owner === data.owner;
      data.confirmed = mine && loaded.confirmed ? loaded.confirmed.state : emptyHouseholdState();
      data.queue = loaded.queue;
      // Changes a page made just before it was reloaded or closed, not yet in the outbox; then, before
      // them, a device's older list (the migration looks at the outbox as it was).
      await this.store.journal?.adoptOrphans((ops) => this.store.prepend(ops));
      this.store.prepend(migrate?.(data.confirmed, loaded.queue) ?? []);
      this.db = db;
      if (!mine) await db.saveConfirmed({ owner: data.owner, state: data.confirmed }, true);
      this.store.changed();
      await this.flush();
    } catch (error) {
      console.error('[plateful] the household store could not open', error);
      if (!this.db) {
        // No home to keep changes in: every dispatch, now and later, is told so.
        data.keep = () => this.store.notKept(data.dispatched, error);
        data.keep();
      }
    } finally {
      release();
    }
  }

  /** Reads the outbox and confirmed state again (another tab changed them). */
  reload(): Promise<void> {
    return this.serial(async () => {
      const db = this.db;
      if (!db) return;
      const [queue, stored] = await Promise.all([db.readQueue(), db.readConfirmed()]);
      const data = this.store.data;
      data.queue = queue;
      if (stored && stored.owner === data.owner && data.confirmed) {
        data.confirmed = mergeStates(data.confirmed, stored.state);
      }
      this.store.changed();
    });
  }

  /**
   * The server took the operations up to `acknowledged`: those applied join the confirmed state at
   * their versions (the cursor stays, so a pull still fetches what other devices wrote meanwhile),
   * those refused are dropped and returned, and the rest stay on show until the next pull.
   */
  acknowledge(
    batch: readonly NumberedOp[],
    acknowledged: number,
    results: readonly OpResult[] = [],
    cursor = 0,
  ): Promise<RefusedOp[]> {
    const data = this.store.data;
    const byN = new Map(batch.map((entry) => [entry.n, entry.op]));
    const refused: RefusedOp[] = [];
    const refusedNs = new Set<number>();
    const entries: HouseholdEntry[] = [];
    for (const result of results) {
      const op = byN.get(result.n);
      if (!op) continue;
      if (result.status === 'rejected') {
        refused.push({ op, reason: result.reason });
        refusedNs.add(result.n);
      } else if (result.status === 'applied') {
        for (const entry of entriesOf(op)) {
          entries.push({ ...entry, version: result.version } as HouseholdEntry);
        }
      }
    }
    const taken = data.queue.filter((entry) => entry.n <= acknowledged);
    data.sent.push(...taken.filter((entry) => !refusedNs.has(entry.n)).map((entry) => entry.op));
    data.sentCursor = Math.max(data.sentCursor, cursor);
    data.queue = data.queue.filter((entry) => entry.n > acknowledged);
    if (data.confirmed && entries.length > 0) {
      const cursorBefore = data.confirmed.cursor;
      data.confirmed = { ...applyEntries(data.confirmed, entries), cursor: cursorBefore };
    }
    this.store.changed();
    return this.serial(async () => {
      // One transaction: a closed app never finds the operations gone from the outbox but not
      // yet in the confirmed state.
      await this.save(acknowledged);
      await this.readQueue();
      this.store.events.onSaved?.();
    }).then(() => refused);
  }

  /** Drops operations the server will never take (a 4xx), so the rest can go. */
  drop(ns: readonly number[]): Promise<void> {
    const gone = new Set(ns);
    const data = this.store.data;
    data.queue = data.queue.filter((entry) => !gone.has(entry.n));
    this.store.changed();
    return this.serial(async () => {
      await this.db?.drop(0, ns);
      await this.readQueue();
      this.store.events.onSaved?.();
    });
  }

  /**
   * Entries from a pull (`owner`'s, read since our cursor): merged into the confirmed state, or,
   * with `reset`, the whole document that replaces it.
   */
  applyChanges(
    owner: string,
    changes: { cursor: number; entries: readonly HouseholdEntry[]; reset?: boolean },
  ): Promise<void> {
    const data = this.store.data;
    if (owner !== data.owner || !data.confirmed) return Promise.resolve();
    // The whole document (our cursor was older than what the server compacted): it replaces the
    // confirmed copy; the queued operations stay on top, as always.
    const base = changes.reset
      ? { ...emptyHouseholdState(), restartedAt: changes.cursor }
      : data.confirmed;
    let next = applyEntries(base, changes.entries);
    if (changes.cursor > next.cursor) next = { ...next, cursor: changes.cursor };
    const unchanged = next === data.confirmed;
    data.confirmed = next;
    if (data.sent.length > 0 && next.cursor >= data.sentCursor) {
      data.sent = [];
      this.store.changed();
    } else if (!unchanged) this.store.changed();
    if (unchanged) return Promise.resolve();
    return this.serial(async () => {
      await this.save();
      this.store.events.onSaved?.();
    });
  }

  /** Whether the last call to the server got through (for the status). */
  setReachable(reachable: boolean): void {
    if (reachable === this.store.data.reachable) return;
    this.store.data.reachable = reachable;
    this.store.notify();
  }

  /**
   * The account (or device) whose household this is changed: the confirmed state starts again
   * from nothing (cursor 0); the queued operations stay, and go to the new owner.
   */
  setOwner(owner: string): Promise<void> {
    const data = this.store.data;
    if (owner === data.owner) return Promise.resolve();
    data.owner = owner;
    data.sent = [];
    data.sentCursor = 0;
    data.provisional = emptyHouseholdState();
    if (data.confirmed) data.confirmed = emptyHouseholdState();
    this.store.changed();
    return this.serial(async () => {
      if (data.confirmed && this.db) {
        await this.db.saveConfirmed({ owner, state: data.confirmed }, true);
        this.store.events.onSaved?.();
      }
    });
  }

  /**
   * Writes the unsaved operations to the outbox, in one transaction, and answers their dispatches
   * once it has completed. A home that refuses the write leaves them unsaved (on show, tried again
   * with the next change) and the user is told.
   */
  private async flush(): Promise<void> {
    const db = this.db;
    const data = this.store.data;
    const events = this.store.events;
    if (!db || data.unsaved.length === 0) return;
    const count = data.unsaved.length;
    const first = data.settled;
    const batch = data.unsaved.slice(0, count);
    const problems = await this.problems(batch);
    const malformed: number[] = [];
    const valid = batch.filter((op, index) => {
      const problem = problems[index] ?? null;
      if (problem !== null) {
        events.onMalformed?.(op, problem);
        malformed.push(first + index);
      }
      return problem === null;
    });
    let numbered: NumberedOp[] = [];
    try {
      if (valid.length > 0) numbered = await db.append(valid);
    } catch (error) {
      console.error('[plateful] the household store could not keep a change', error);
      this.store.notKept(first + count, error);
      return;
    }
    const queued = [...data.queue, ...numbered];
    data.queue = await db.readQueue().catch(() => queued);
    data.unsaved.splice(0, count);
    this.store.journalUnsaved();
    this.store.settle(count, malformed);
    this.store.changed();
    if (!db.durable && valid.length > 0) events.onKeptInMemory?.();
    events.onSaved?.();
    events.onQueued?.();
  }

  /** Why each operation is malformed, or null; a check that cannot run keeps none from the outbox. */
  private async problems(batch: readonly HouseholdOp[]): Promise<(string | null)[]> {
    try {
      return (await this.store.events.check?.(batch)) ?? [];
    } catch (error) {
      console.warn('[plateful] household changes kept unchecked', error);
      return [];
    }
  }

  private async readQueue(): Promise<void> {
    if (!this.db) return;
    this.store.data.queue = await this.db.readQueue();
    this.store.changed();
  }

  /** Saves the confirmed state (and drops the outbox up to `dropUpTo`, in the same transaction). */
  private async save(dropUpTo = 0): Promise<void> {
    const data = this.store.data;
    if (!this.db) return;
    if (!data.confirmed) {
      await this.db.drop(dropUpTo);
      return;
    }
    const owner = data.owner;
    const saved = await this.db.saveConfirmed({ owner, state: data.confirmed }, false, dropUpTo);
    // Another tab may have saved entries this one has not seen: keep them too.
    if (owner === data.owner && data.confirmed && saved !== data.confirmed) {
      const merged = mergeStates(data.confirmed, saved);
      if (merged !== data.confirmed) {
        data.confirmed = merged;
        this.store.changed();
      }
    }
  }

  /** Runs `task` after every write asked for before it; a failure is logged, never thrown. */
  private serial(task: () => Promise<void>): Promise<void> {
    const data = this.store.data;
    const run = data.writes.then(task).catch((error: unknown) => {
      console.error('[plateful] the household store could not save a change', error);
    });
    data.writes = run;
    return run;
  }
}
