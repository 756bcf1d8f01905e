import {
  applyEntries,
  checkedItemKeys,
  emptyHouseholdState,
  type HouseholdEntry,
} from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { mergeStates } from './household-db.ts';

const check = (key: string, value: boolean, version: number): HouseholdEntry => ({
  kind: 'check',
  key,
  value,
  version,
});

describe('joining two copies of one household', () => {
  it('takes every register at its newest version and the later cursor', () => {
    const a = applyEntries(emptyHouseholdState(), [check('eggs', true, 1), check('milk', true, 3)]);
    const b = applyEntries(emptyHouseholdState(), [check('eggs', false, 2)]);
    const merged = mergeStates(a, b);
    expect(checkedItemKeys(merged)).toEqual(['milk']);
    expect(merged.cursor).toBe(3);
  });

  it('does not bring back into a restarted copy a register the server compacted away', () => {
    // Another tab's copy from before: eggs ticked at 1, bread ticked at 7 (after the restart).
    const stale = applyEntries(emptyHouseholdState(), [
      check('eggs', true, 1),
      check('tea', true, 2),
    ]);
    // The whole document at cursor 6: eggs was unticked and compacted, tea unticked at 5 kept.
    const restarted = applyEntries({ ...emptyHouseholdState(), restartedAt: 6 }, [
      check('milk', true, 4),
      check('tea', false, 5),
    ]);
    const later = applyEntries(stale, [check('bread', true, 7)]);
    for (const merged of [mergeStates(restarted, later), mergeStates(later, restarted)]) {
      expect(checkedItemKeys(merged).sort()).toEqual(['bread', 'milk']);
      expect(merged.checks.eggs).toBeUndefined();
      expect(merged.restartedAt).toBe(6);
      expect(merged.cursor).toBe(7);
    }
  });
});
