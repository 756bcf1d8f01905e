/**
 * Clear All and Regenerate (SPEC §4) with an Undo (issue 14): the clear applies at once, offline
 * too, and a toast offers to put back what it cleared for a few seconds. The undo is ordinary
 * operations (re-select, re-tick), so it reaches every phone on the account code like any change.
 */
import {
  checkedItemKeys,
  pantryItems,
  undoClearOps,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import { dispatchAll, getHouseholdView } from './household/index.ts';
import { keptPantryId } from './household/pantry.ts';
import { toast } from './toast.tsx';

/** How long Clear All and Regenerate can be undone. */
export const UNDO_TOAST_MS = 6000;

/**
 * What the cleared ticks kept in the pantry (a tick keeps the rest of a pack, issue 29) goes with
 * them, as un-ticking one row takes its rest out: the ops that take it out, and those that put it
 * back for Undo.
 */
function keptByTicks(before: HouseholdState): { remove: HouseholdOp[]; restore: HouseholdOp[] } {
  const kept = new Set(checkedItemKeys(before).map(keptPantryId));
  const entries = pantryItems(before).filter((entry) => kept.has(entry.id));
  return {
    remove: entries.map((entry) => ({ type: 'removePantry', pantryId: entry.id })),
    restore: entries.map((entry) => ({
      type: 'putPantry',
      pantryId: entry.id,
      text: entry.text,
      ...(entry.always ? { always: true } : {}),
    })),
  };
}

/** Clears at once; the toast says so once the clear is kept on the device. */
export async function clearWithUndo(
  cleared: 'clearSelection' | 'clearChecks',
  message: string,
): Promise<void> {
  const before = getHouseholdView();
  // Clear All clears the ticks too (SPEC §4), so both take what the ticks kept.
  const { remove, restore } = keptByTicks(before);
  const kept = dispatchAll([{ type: cleared }, ...remove]);
  const undo = [...undoClearOps(before, cleared), ...restore];
  if (undo.length === 0 || !(await kept)) return;
  toast.message(message, {
    duration: UNDO_TOAST_MS,
    action: { label: 'Undo', onClick: () => void dispatchAll(undo) },
  });
}
