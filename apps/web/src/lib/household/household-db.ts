/**
 * Where the household store keeps its data on this device: the confirmed state, the outbox of
 * queued operations and the client id that numbers them. One interface with two homes: IndexedDB
 * (./indexed-db.ts, durable) and memory (here: tests, and browsers where IndexedDB will not open).
 *
 * The outbox numbers are allocated by the home, not by a tab, so that two tabs of one browser
 * never give two operations one number (the server would take the second as a duplicate).
 */
import type { NumberedOp } from '@plateful/contracts';
import { applyEntry, entriesSince, type HouseholdOp, type HouseholdState } from '@plateful/core';

/** The confirmed state and whose it is: an account code, or `device:` and the device code. */
export interface StoredConfirmed {
  owner: string;
  state: HouseholdState;
}

export interface HouseholdDb {
  /** The client id (made on first use), the confirmed state and the outbox, in order. */
  load(): Promise<{ clientId: string; confirmed: StoredConfirmed | null; queue: NumberedOp[] }>;
  /** Numbers `ops` after every number given before and adds them to the outbox. */
  append(ops: readonly HouseholdOp[]): Promise<NumberedOp[]>;
  /** The outbox, in order. */
  readQueue(): Promise<NumberedOp[]>;
  /** Removes the operations numbered up to `upTo`, and those in `also`. */
  drop(upTo: number, also?: readonly number[]): Promise<void>;
  /**
   * Saves the confirmed state, merged with what another tab saved for the same owner (a state of
   * another owner is replaced), and removes the operations numbered up to `dropUpTo` from the
   * outbox in the same transaction (the server has them, and the state holds them). Returns what
   * was saved.
   */
  saveConfirmed(
    confirmed: StoredConfirmed,
    replace?: boolean,
    dropUpTo?: number,
  ): Promise<HouseholdState>;
  readConfirmed(): Promise<StoredConfirmed | null>;
  close(): void;
  /** Whether what is written survives a reload (IndexedDB), or lasts only as long as the page. */
  readonly durable: boolean;
}

/**
 * Two states of one owner joined: every register at its newest version, the later cursor. (Both
 * hold every entry up to their cursor, so the join holds every entry up to the later one.)
 */
export function mergeStates(a: HouseholdState, b: HouseholdState): HouseholdState {
  if (a === b) return a;
  // A copy rebuilt from a whole-document answer outranks an older copy's registers below it.
  const restartedAt = Math.max(a.restartedAt ?? 0, b.restartedAt ?? 0);
  if ((a.restartedAt ?? 0) < restartedAt)
    a = { ...withoutRegistersUpTo(a, restartedAt), restartedAt };
  if ((b.restartedAt ?? 0) < restartedAt) b = withoutRegistersUpTo(b, restartedAt);
  let merged = a;
  for (const entry of entriesSince(b, 0)) {
    const next = applyEntry(merged, entry);
    // applyEntry also moves the cursor to the entry's version: only a register change counts.
    if (PARTS.some((part) => next[part] !== merged[part])) merged = { ...next, cursor: a.cursor };
  }
  return b.cursor > merged.cursor ? { ...merged, cursor: b.cursor } : merged;
}

const PARTS = ['selection', 'checks', 'items', 'settings', 'meals', 'aisles', 'cleared'] as const;

/** `state` without its registers of version `floor` or lower (the watermarks stay). */
function withoutRegistersUpTo(state: HouseholdState, floor: number): HouseholdState {
  const keep = <T extends object>(part: T): T =>
    Object.fromEntries(
      Object.entries(part).filter(
        ([, register]) => (register as { version: number }).version > floor,
      ),
    ) as T;
  return {
    ...state,
    selection: keep(state.selection),
    checks: keep(state.checks),
    items: keep(state.items),
    settings: keep(state.settings),
    meals: keep(state.meals),
    aisles: keep(state.aisles),
  };
}

/** A random client id: 128 bits, URL-safe (contracts: 16–64 of A–Z a–z 0–9 _ -). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The home that forgets on reload: for tests, and when IndexedDB cannot be opened. */
export function createMemoryDb(): HouseholdDb {
  const clientId = newClientId();
  let nextN = 1;
  let queue: NumberedOp[] = [];
  let confirmed: StoredConfirmed | null = null;
  return {
    load: () => Promise.resolve({ clientId, confirmed, queue: [...queue] }),
    append(ops) {
      const numbered = ops.map((op) => ({ n: nextN++, op }) as NumberedOp);
      queue = [...queue, ...numbered];
      return Promise.resolve(numbered);
    },
    readQueue: () => Promise.resolve([...queue]),
    drop(upTo, also = []) {
      queue = queue.filter((entry) => entry.n > upTo && !also.includes(entry.n));
      return Promise.resolve();
    },
    saveConfirmed(next, replace = false, dropUpTo = 0) {
      queue = queue.filter((entry) => entry.n > dropUpTo);
      const state =
        !replace && confirmed?.owner === next.owner
          ? mergeStates(confirmed.state, next.state)
          : next.state;
      confirmed = { owner: next.owner, state };
      return Promise.resolve(state);
    },
    readConfirmed: () => Promise.resolve(confirmed),
    close: () => undefined,
    durable: false,
  };
}
