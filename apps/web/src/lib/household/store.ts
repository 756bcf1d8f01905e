/**
 * The household's list on this device (issue 14, decision 0009): the state the server has
 * confirmed, and the user's own operations on top, in order, until the server has them. What the
 * screens show is core's `withPending(confirmed, queued)`, so a change shows at once and is never
 * undone because the network is down.
 *
 * This is the half the screens need from the first render: reading and dispatching. The half that
 * keeps the operations in IndexedDB and takes in the server's answers is ./store-writer.ts, loaded
 * with the sync engine; it is the only writer of `data` besides `dispatchAll`.
 */
import type { NumberedOp } from '@plateful/contracts';
import { withPending, type HouseholdOp, type HouseholdState } from '@plateful/core';

/** Where the operations not yet in the outbox are kept meanwhile (./journal.ts). */
export interface UnsavedJournal {
  write(ops: readonly HouseholdOp[]): void;
  /** Hands over, to `take`, the operations closed pages left unsaved. */
  adoptOrphans(take: (ops: HouseholdOp[]) => void): Promise<void>;
}

export type SyncStatus = 'synced' | 'pending' | 'offline';

export interface StoreEvents {
  /** The user changed something (before it is kept): the engine must be running. */
  onDispatch?: () => void;
  /** New operations are in the outbox: time to send them. */
  onQueued?: () => void;
  /** The outbox or the confirmed state changed in the home: other tabs should read it again. */
  onSaved?: () => void;
  /**
   * Why each operation is malformed, or null: checked before they enter the outbox, and a
   * malformed one is dropped (with `onMalformed`), never sent.
   */
  check?: (ops: readonly HouseholdOp[]) => Promise<(string | null)[]>;
  onMalformed?: (op: HouseholdOp, problem: string) => void;
  /**
   * Operations could not be written to the home (IndexedDB refused them): they stay on show and
   * are tried again with the next change, but a closed app would lose them. Tell the user.
   */
  onNotKept?: (error: unknown) => void;
  /** Operations went to a home that lasts only as long as the page (IndexedDB would not open). */
  onKeptInMemory?: () => void;
}

/** A dispatch waiting for its operations (numbers `from` to `until` - 1 of `dispatched`). */
interface KeptWaiter {
  from: number;
  until: number;
  resolve: (kept: boolean) => void;
}

/** What the store holds. */
export interface StoreData {
  /** What the server confirmed; null until the home is read (the provisional state shows). */
  confirmed: HouseholdState | null;
  /** What to show before the home is read (built from the local-storage mirrors). */
  provisional: HouseholdState;
  /** Operations the server has taken, shown until a pull at `sentCursor` or later brings them. */
  sent: HouseholdOp[];
  sentCursor: number;
  /** The outbox, as the home has it. */
  queue: NumberedOp[];
  /** Dispatched, not yet in the outbox. */
  unsaved: HouseholdOp[];
  /** How many operations were ever dispatched, and how many of them have left `unsaved`. */
  dispatched: number;
  settled: number;
  /** Dispatches waiting for their operations to be kept, oldest first. */
  waiters: KeptWaiter[];
  /** Whose household: an account code, or `device:` and the device code. */
  owner: string;
  /** Whether the last call to the server got through. */
  reachable: boolean;
  /** Every write to the home, in order: the last one. */
  writes: Promise<void>;
  /** Set by the writer once the home is open (or opening): keeps what was dispatched. */
  keep: (() => void) | null;
}

export class HouseholdStore {
  readonly data: StoreData;
  private view: HouseholdState | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    provisional: HouseholdState,
    owner: string,
    public events: StoreEvents = {},
    readonly journal: UnsavedJournal | null = null,
  ) {
    this.data = {
      confirmed: null,
      provisional,
      sent: [],
      sentCursor: 0,
      queue: [],
      unsaved: [],
      dispatched: 0,
      settled: 0,
      waiters: [],
      owner,
      reachable: true,
      writes: Promise.resolve(),
      keep: null,
    };
  }

  /** Confirmed and queued: what the screens show. The same object until something changes. */
  readonly getView = (): HouseholdState => {
    const data = this.data;
    this.view ??= withPending(data.confirmed ?? data.provisional, [
      ...data.sent,
      ...data.queue.map((entry) => entry.op),
      ...data.unsaved,
    ]);
    return this.view;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes made here that the server does not have yet. */
  readonly pendingCount = (): number => this.data.queue.length + this.data.unsaved.length;

  /** 'synced' when nothing waits; else 'offline' when the server cannot be reached, or 'pending'. */
  readonly status = (): SyncStatus => {
    if (this.pendingCount() === 0) return 'synced';
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    return online && this.data.reachable ? 'pending' : 'offline';
  };

  get loaded(): boolean {
    return this.data.confirmed !== null;
  }

  get cursor(): number {
    return this.data.confirmed?.cursor ?? 0;
  }

  get owner(): string {
    return this.data.owner;
  }

  /**
   * Applies the operations at once (the screens show them) and has the writer keep them in the
   * home. Resolves true once they are in the outbox (the IndexedDB transaction has completed), so
   * a reload or a closed app keeps them: only then may a screen say the change is done. Resolves
   * false when they could not be kept (malformed, or the home refused them; the user is told by
   * `onMalformed` / `onNotKept`). Never rejects.
   */
  dispatchAll(ops: readonly HouseholdOp[]): Promise<boolean> {
    if (ops.length === 0) return Promise.resolve(true);
    const data = this.data;
    const from = data.dispatched;
    data.dispatched += ops.length;
    const kept = new Promise<boolean>((resolve) =>
      data.waiters.push({ from, until: data.dispatched, resolve }),
    );
    data.unsaved.push(...ops);
    // Kept on the device before the handler that dispatched returns (a reload a moment later
    // finds it in the journal), then in the outbox.
    this.journalUnsaved();
    this.changed();
    this.events.onDispatch?.();
    data.keep?.();
    return kept;
  }

  /**
   * Operations to keep before everything not yet in the outbox (a device's older list, changes a
   * closed page left in its journal): numbered as dispatched before the unsaved ones, whose
   * waiters move up by as many.
   */
  prepend(ops: readonly HouseholdOp[]): void {
    if (ops.length === 0) return;
    const data = this.data;
    for (const waiter of data.waiters) {
      if (waiter.until > data.settled) {
        waiter.from += ops.length;
        waiter.until += ops.length;
      }
    }
    data.dispatched += ops.length;
    data.unsaved = [...ops, ...data.unsaved];
    this.journalUnsaved();
    this.changed();
  }

  /** Writes the operations not yet in the outbox to the journal (none: it is removed). */
  journalUnsaved(): void {
    this.journal?.write(this.data.unsaved);
  }

  /** Resolves when every operation dispatched so far has been written to the outbox (or refused). */
  whenQueued(): Promise<void> {
    const data = this.data;
    if (data.settled >= data.dispatched) return Promise.resolve();
    return new Promise((resolve) =>
      data.waiters.push({
        from: data.dispatched,
        until: data.dispatched,
        resolve: () => resolve(),
      }),
    );
  }

  /**
   * The writer took the first `count` unsaved operations out: into the outbox, except those at the
   * dispatch numbers in `malformed` (dropped). Their dispatches are answered.
   */
  settle(count: number, malformed: readonly number[] = []): void {
    const data = this.data;
    data.settled += count;
    const settled = data.settled;
    data.waiters = data.waiters.filter((waiter) => {
      if (waiter.until > settled) return true;
      waiter.resolve(!malformed.some((n) => n >= waiter.from && n < waiter.until));
      return false;
    });
  }

  /**
   * The writer could not keep the unsaved operations up to dispatch number `until`: they stay in
   * `unsaved` (on show, tried again with the next change); their dispatches are answered false.
   */
  notKept(until: number, error: unknown): void {
    const data = this.data;
    let told = false;
    data.waiters = data.waiters.filter((waiter) => {
      if (waiter.until > until) return true;
      waiter.resolve(false);
      told = true;
      return false;
    });
    if (told) this.events.onNotKept?.(error);
  }

  /** Adds to (or replaces some of) the events: the engine joins after the store is made. */
  setEvents(events: StoreEvents): void {
    this.events = { ...this.events, ...events };
  }

  /** The data changed: the view is made again and the screens told. */
  changed(): void {
    this.view = null;
    this.notify();
  }

  /** Tells the screens (the status changed, not the view). */
  notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
