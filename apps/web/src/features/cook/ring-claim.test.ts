import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimDelay,
  claimRing,
  HIDDEN_GRACE_MS,
  lockName,
  QUIET_AFTER_MS,
  ringKind,
  type Locks,
} from './ring-claim.ts';

/**
 * The Web Locks API's exclusive, `ifAvailable` behaviour shared by several tabs (jsdom and this
 * Node have no `navigator.locks`; the browser test rings in two real tabs).
 */
function sharedLocks(): Locks & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

async function freshStore() {
  vi.resetModules();
  return import('./timer-store.ts');
}

describe('one tab rings', () => {
  beforeEach(() => localStorage.clear());

  it('gives a due timer to the first tab that claims it, and to no other', async () => {
    const tabA = await freshStore();
    const { id } = tabA.startTimer({ recipeId: 'r1', label: 'A', durationMs: 1000 }, 0);
    const tabB = await freshStore();
    const locks = sharedLocks();
    const results = await Promise.all([
      claimRing(id, () => tabA.markRung(id, 2000), locks, 50),
      claimRing(id, () => tabB.markRung(id, 2000), locks, 50),
    ]);
    expect(results.sort()).toEqual([false, true]);
    // Once the lock is let go, the ring recorded in storage still stops a late claim.
    await vi.waitFor(() => expect(locks.held.has(lockName(id))).toBe(false));
    const tabC = await freshStore();
    expect(await claimRing(id, () => tabC.markRung(id, 3000), locks, 0)).toBe(false);
  });

  it('holds the lock after a ring, so a tab that has not seen it yet cannot take it', async () => {
    const locks = sharedLocks();
    let marks = 0;
    const mark = () => {
      marks += 1;
      return true; // A tab that would mark it again, had it not been for the lock.
    };
    expect(await claimRing('t1', mark, locks, 10_000)).toBe(true);
    expect(locks.held.has(lockName('t1'))).toBe(true);
    expect(await claimRing('t1', mark, locks, 10_000)).toBe(false);
    expect(marks).toBe(1);
  });

  it('falls back to the record in storage without Web Locks', async () => {
    const tabA = await freshStore();
    const { id } = tabA.startTimer({ recipeId: 'r1', label: 'A', durationMs: 1000 }, 0);
    const tabB = await freshStore();
    expect(await claimRing(id, () => tabA.markRung(id, 1000), null)).toBe(true);
    expect(await claimRing(id, () => tabB.markRung(id, 1000), null)).toBe(false);
  });

  it('falls back to the record in storage when the lock manager refuses', async () => {
    const store = await freshStore();
    const { id } = store.startTimer({ recipeId: 'r1', label: 'A', durationMs: 1000 }, 0);
    const refusing: Locks = { request: () => Promise.reject(new Error('SecurityError')) };
    expect(await claimRing(id, () => store.markRung(id, 1000), refusing)).toBe(true);
    expect(await claimRing(id, () => store.markRung(id, 1000), refusing)).toBe(false);
  });

  it('lets a visible tab claim first', () => {
    expect(claimDelay(true)).toBe(0);
    expect(claimDelay(false)).toBe(HIDDEN_GRACE_MS);
    expect(HIDDEN_GRACE_MS).toBeGreaterThan(0);
  });

  it('rings aloud when on time, quietly when found long after its end', () => {
    expect(ringKind(1000, 1000)).toBe('alarm');
    expect(ringKind(1000, 1000 + QUIET_AFTER_MS)).toBe('alarm');
    expect(ringKind(1000, 1001 + QUIET_AFTER_MS)).toBe('quiet');
  });
});
