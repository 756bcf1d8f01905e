/**
 * The household's list on this device (issue 14, decision 0009): the state the server has
 * confirmed, and the user's own operations on top, in order, until the server has them. What the
 * screens show is core's `withPending(confirmed, queued)`, so a change shows at once and is never
 * undone because the network is down.
 *
 * An operation is first held in memory (`unsaved`), then numbered and written to the outbox of the
 * device's home (IndexedDB), from where the sync loop sends it. Operations the server has taken stay
 * on show (`sent`) until a pull brings the server's entries for them, so nothing flickers. Every
 * write to the home goes through one queue, in the order the changes were made.
 */
import type { NumberedOp, OpResult } from '@plateful/contracts';
import {
  applyEntries,
  emptyHouseholdState,
  entriesOf,
  withPending,
  type HouseholdEntry,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import { mergeStates, type HouseholdDb } from './household-db.ts';

export type SyncStatus = 'synced' | 'pending' | 'offline';

export interface StoreEvents {
  /** New operations are in the outbox: time to send them. */
  onQueued?: () => void;
  /** The outbox or the confirmed state changed in the home: other tabs should read it again. */
  onSaved?: () => void;
}

/** An operation the server refused, with its reason (shown to the user). */
export interface RefusedOp {
  op: HouseholdOp;
  reason: string;
}

export class HouseholdStore {
  /** What the server confirmed; null until the home is read (the provisional state shows). */
  private confirmed: HouseholdState | null = null;
  /** Operations the server has taken, shown until a pull at `sentCursor` or later brings them. */
  private sent: HouseholdOp[] = [];
  private sentCursor = 0;
  /** The outbox, as the home has it. */
  private queue: NumberedOp[] = [];
  /** Dispatched, not yet in the outbox. */
  private unsaved: HouseholdOp[] = [];
  private db: HouseholdDb | null = null;
  private opening = false;
  private writes: Promise<void> = Promise.resolve();
  private view: HouseholdState | null = null;
  private reachable = true;
  private readonly listeners = new Set<() => void>();
  clientId: string | null = null;

  constructor(
    /** What to show before the home is read (built from the local-storage mirrors). */
    private provisional: HouseholdState,
    private owner: string,
    private readonly events: StoreEvents = {},
  ) {}

  // ---- reading ----

  /** Confirmed and queued: what the screens show. The same object until something changes. */
  readonly getView = (): HouseholdState => {
    this.view ??= withPending(this.confirmed ?? this.provisional, [
      ...this.sent,
      ...this.queue.map((entry) => entry.op),
      ...this.unsaved,
    ]);
    return this.view;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes made here that the server does not have yet. */
  readonly pendingCount = (): number => this.queue.length + this.unsaved.length;

  /** 'synced' when nothing waits; else 'offline' when the server cannot be reached, or 'pending'. */
  readonly status = (): SyncStatus => {
    if (this.pendingCount() === 0) return 'synced';
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    return online && this.reachable ? 'pending' : 'offline';
  };

  get loaded(): boolean {
    return this.confirmed !== null;
  }

  get cursor(): number {
    return this.confirmed?.cursor ?? 0;
  }

  get currentOwner(): string {
    return this.owner;
  }

  /** The oldest queued operations, at most `limit`. */
  batch(limit: number): NumberedOp[] {
    return this.queue.slice(0, limit);
  }

  // ---- the user's changes ----

  dispatchAll(ops: readonly HouseholdOp[]): void {
    if (ops.length === 0) return;
    this.unsaved.push(...ops);
    this.changed();
    if (this.db) this.serial(() => this.flush());
  }

  /** Resolves when every operation dispatched so far is in the outbox (at once with no home). */
  whenQueued(): Promise<void> {
    return this.db || this.opening ? this.writes : Promise.resolve();
  }

  // ---- the home ----

  /**
   * Reads the home and makes it this store's: from now on the confirmed state and the outbox are
   * its. `migrate` may return operations to queue first (a device's data from before the store).
   */
  async open(
    db: HouseholdDb,
    migrate?: (confirmed: HouseholdState, queue: readonly NumberedOp[]) => HouseholdOp[],
  ): Promise<void> {
    this.opening = true;
    let release: () => void = () => undefined;
    this.writes = new Promise((resolve) => (release = resolve));
    try {
      const loaded = await db.load();
      this.clientId = loaded.clientId;
      const mine = loaded.confirmed?.owner === this.owner;
      this.confirmed = mine && loaded.confirmed ? loaded.confirmed.state : emptyHouseholdState();
      this.queue = loaded.queue;
      const first = migrate?.(this.confirmed, loaded.queue) ?? [];
      this.unsaved = [...first, ...this.unsaved];
      this.db = db;
      if (!mine) await db.saveConfirmed({ owner: this.owner, state: this.confirmed }, true);
      this.changed();
      await this.flush();
    } finally {
      this.opening = false;
      release();
    }
  }

  /** Reads the outbox and confirmed state again (another tab changed them). */
  reload(): Promise<void> {
    return this.serial(async () => {
      const db = this.db;
      if (!db) return;
      const [queue, stored] = await Promise.all([db.readQueue(), db.readConfirmed()]);
      this.queue = queue;
      if (stored && stored.owner === this.owner && this.confirmed) {
        this.confirmed = mergeStates(this.confirmed, stored.state);
      }
      this.changed();
    });
  }

  // ---- the sync loop's results ----

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
    const taken = this.queue.filter((entry) => entry.n <= acknowledged);
    this.sent.push(...taken.filter((entry) => !refusedNs.has(entry.n)).map((entry) => entry.op));
    this.sentCursor = Math.max(this.sentCursor, cursor);
    this.queue = this.queue.filter((entry) => entry.n > acknowledged);
    if (this.confirmed && entries.length > 0) {
      const cursorBefore = this.confirmed.cursor;
      this.confirmed = { ...applyEntries(this.confirmed, entries), cursor: cursorBefore };
    }
    this.changed();
    return this.serial(async () => {
      await this.db?.drop(acknowledged);
      await this.save();
      await this.readQueue();
      this.events.onSaved?.();
    }).then(() => refused);
  }

  /** Drops operations the server will never take (a 4xx), so the rest can go. */
  drop(ns: readonly number[]): Promise<void> {
    const gone = new Set(ns);
    this.queue = this.queue.filter((entry) => !gone.has(entry.n));
    this.changed();
    return this.serial(async () => {
      await this.db?.drop(0, ns);
      await this.readQueue();
      this.events.onSaved?.();
    });
  }

  /** Entries from a pull (`owner`'s, read since our cursor): merged into the confirmed state. */
  applyChanges(
    owner: string,
    changes: { cursor: number; entries: readonly HouseholdEntry[] },
  ): Promise<void> {
    if (owner !== this.owner || !this.confirmed) return Promise.resolve();
    let next = applyEntries(this.confirmed, changes.entries);
    if (changes.cursor > next.cursor) next = { ...next, cursor: changes.cursor };
    const unchanged = next === this.confirmed;
    this.confirmed = next;
    if (this.sent.length > 0 && next.cursor >= this.sentCursor) {
      this.sent = [];
      this.changed();
    } else if (!unchanged) this.changed();
    if (unchanged) return Promise.resolve();
    return this.serial(async () => {
      await this.save();
      this.events.onSaved?.();
    });
  }

  /** Whether the last call to the server got through (for the status). */
  setReachable(reachable: boolean): void {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    this.notify();
  }

  /**
   * The account (or device) whose household this is changed: the confirmed state starts again
   * from nothing (cursor 0); the queued operations stay, and go to the new owner.
   */
  setOwner(owner: string): Promise<void> {
    if (owner === this.owner) return Promise.resolve();
    this.owner = owner;
    this.sent = [];
    this.sentCursor = 0;
    this.provisional = emptyHouseholdState();
    if (this.confirmed) this.confirmed = emptyHouseholdState();
    this.changed();
    return this.serial(async () => {
      if (this.confirmed && this.db) {
        await this.db.saveConfirmed({ owner, state: this.confirmed }, true);
        this.events.onSaved?.();
      }
    });
  }

  // ---- inside ----

  private async flush(): Promise<void> {
    const db = this.db;
    if (!db || this.unsaved.length === 0) return;
    const count = this.unsaved.length;
    await db.append(this.unsaved.slice(0, count));
    const queue = await db.readQueue();
    this.unsaved.splice(0, count);
    this.queue = queue;
    this.changed();
    this.events.onSaved?.();
    this.events.onQueued?.();
  }

  private async readQueue(): Promise<void> {
    if (!this.db) return;
    this.queue = await this.db.readQueue();
    this.changed();
  }

  private async save(): Promise<void> {
    if (!this.db || !this.confirmed) return;
    const owner = this.owner;
    const saved = await this.db.saveConfirmed({ owner, state: this.confirmed });
    // Another tab may have saved entries this one has not seen: keep them too.
    if (owner === this.owner && this.confirmed && saved !== this.confirmed) {
      const merged = mergeStates(this.confirmed, saved);
      if (merged !== this.confirmed) {
        this.confirmed = merged;
        this.changed();
      }
    }
  }

  /** Runs `task` after every write asked for before it; a failure is logged, never thrown. */
  private serial(task: () => Promise<void>): Promise<void> {
    const run = this.writes.then(task).catch((error: unknown) => {
      console.error('[plateful] the household store could not save a change', error);
    });
    this.writes = run;
    return run;
  }

  private changed(): void {
    this.view = null;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
