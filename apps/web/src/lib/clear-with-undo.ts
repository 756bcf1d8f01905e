/**
 * Clear All and Regenerate (SPEC §4) with an Undo (issue 14): the clear applies at once, offline
 * too, and a toast offers to put back what it cleared for a few seconds. The undo is ordinary
 * operations (re-select, re-tick), so it reaches every phone on the account code like any change.
 */
import { undoClearOps } from '@plateful/core';
import { dispatch, dispatchAll, getHouseholdView } from './household/index.ts';
import { toast } from './toast.tsx';

/** How long Clear All and Regenerate can be undone. */
export const UNDO_TOAST_MS = 6000;

/** Clears at once; the toast says so once the clear is kept on the device. */
export async function clearWithUndo(
  cleared: 'clearSelection' | 'clearChecks',
  message: string,
): Promise<void> {
  const before = getHouseholdView();
  const kept = dispatch({ type: cleared });
  const undo = undoClearOps(before, cleared);
  if (undo.length === 0 || !(await kept)) return;
  toast.message(message, {
    duration: UNDO_TOAST_MS,
    action: { label: 'Undo', onClick: () => void dispatchAll(undo) },
  });
}
