/**
 * The changes of this page not yet in IndexedDB, kept in local storage the moment they are made
 * (issue 27, item 3; decision 0025). A change shows at once, but reaching the outbox takes a few
 * awaits, and on a device's first change many more (the engine's chunk, opening IndexedDB, the
 * operation checker): a reload or a closed app in that moment lost it. Local storage is written
 * synchronously, so a change is on the device before the tap's handler returns.
 *
 * Each page keeps its own journal (`householdJournal:` and a page id): exactly its dispatched
 * operations that have not yet left for the outbox, rewritten as they are dispatched and kept.
 * When the engine opens the outbox it takes in the journals of pages that are gone (a reload, a
 * closed app) and queues their operations like its own. A page is alive while it holds its Web
 * Lock; in a browser without Web Locks a journal is taken once it is a minute old.
 *
 * An operation the outbox kept a moment before its page died may still be in the journal and be
 * queued twice; every household operation sets a value (never adds to one), so the second sets
 * the same thing again.
 */
import type { HouseholdOp } from '@plateful/core';
import { STORAGE_PREFIX } from '@plateful/core';

const JOURNAL_PREFIX = `${STORAGE_PREFIX}householdJournal:`;
/** Without Web Locks, a journal this old belongs to a page that is gone. */
export const JOURNAL_ORPHAN_MS = 60_000;
const PAGE_LOCK_PREFIX = 'plateful-page:';
const CLAIM_LOCK = 'plateful-household-journal';

interface Journal {
  at: number;
  ops: readonly HouseholdOp[];
}

function pageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function readJournal(raw: string | null): Journal | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Journal).at === 'number' &&
      Array.isArray((value as Journal).ops)
    ) {
      // Each operation is checked against the wire schema before it enters the outbox.
      return value as Journal;
    }
  } catch {
    // Unreadable: dropped below.
  }
  return null;
}

export class PageJournal {
  readonly id = pageId();
  /** Lets go of this page's lock; set while it is held. */
  private release: (() => void) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get key(): string {
    return `${JOURNAL_PREFIX}${this.id}`;
  }

  /** Keeps `ops` (this page's operations not yet in the outbox) as this page's journal. */
  write(ops: readonly HouseholdOp[]): void {
    const store = storage();
    if (!store) return;
    try {
      if (ops.length === 0) {
        store.removeItem(this.key);
        this.release?.();
        this.release = null;
      } else {
        store.setItem(this.key, JSON.stringify({ at: this.now(), ops } satisfies Journal));
        this.holdPageLock();
      }
    } catch (error) {
      // A full storage: the change still goes to IndexedDB, only the moment before is unguarded.
      console.warn('[plateful] could not journal a household change', error);
    }
  }

  /**
   * Takes in the journals of pages that are gone: their operations, oldest journal first, and
   * their keys removed. `take` receives them (and must journal them as this page's) before the
   * keys go, so a page dying in between loses nothing.
   */
  async adoptOrphans(take: (ops: HouseholdOp[]) => void): Promise<void> {
    const store = storage();
    if (!store || !this.otherKeys(store).length) return;
    const manager = locks();
    if (!manager) {
      this.adopt(store, take, (journal) => this.now() - journal.at >= JOURNAL_ORPHAN_MS);
      return;
    }
    await manager.request(CLAIM_LOCK, async () => {
      const snapshot = await manager.query();
      const alive = new Set(
        [...(snapshot.held ?? []), ...(snapshot.pending ?? [])].map((lock) => lock.name),
      );
      this.adopt(store, take, (_journal, id) => !alive.has(`${PAGE_LOCK_PREFIX}${id}`));
    });
  }

  private adopt(
    store: Storage,
    take: (ops: HouseholdOp[]) => void,
    gone: (journal: Journal, id: string) => boolean,
  ): void {
    const orphans: { key: string; journal: Journal }[] = [];
    for (const key of this.otherKeys(store)) {
      const journal = readJournal(store.getItem(key));
      if (!journal) store.removeItem(key);
      else if (gone(journal, key.slice(JOURNAL_PREFIX.length))) orphans.push({ key, journal });
    }
    if (orphans.length === 0) return;
    orphans.sort((a, b) => a.journal.at - b.journal.at);
    take(orphans.flatMap((orphan) => orphan.journal.ops));
    for (const orphan of orphans) store.removeItem(orphan.key);
  }

  private otherKeys(store: Storage): string[] {
    return Object.keys(store).filter((key) => key.startsWith(JOURNAL_PREFIX) && key !== this.key);
  }

  /**
   * This page's lock, held while its journal has operations (the page is gone when the lock is):
   * other pages leave the journal alone. Let go when the journal empties, so an idle page holds
   * no lock.
   */
  private holdPageLock(): void {
    const manager = locks();
    if (this.release || !manager) return;
    const held = new Promise<void>((resolve) => (this.release = resolve));
    void manager.request(`${PAGE_LOCK_PREFIX}${this.id}`, () => held);
  }
}

/** Whether a journal of some page is in this browser (the engine must start to take it in). */
export function journalWaiting(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    return Object.keys(store).some((key) => key.startsWith(JOURNAL_PREFIX));
  } catch {
    return false;
  }
}
