/**
 * Taking what a cooked recipe used out of the household's pantry (issue 29): core's
 * `pantryAfterCooking` says what each entry becomes, and this turns that into household
 * operations, applied as one change (so it goes through the outbox, works offline and reaches
 * every phone) with an Undo that is one change too and puts each entry back exactly as it was.
 */
import type { HouseholdOp, PantryItem, PantryUse } from '@plateful/core';
import { dispatchAll } from '../../lib/household/index.ts';

const put = (item: PantryItem): HouseholdOp =>
  item.always
    ? { type: 'putPantry', pantryId: item.id, text: item.text, always: true }
    : { type: 'putPantry', pantryId: item.id, text: item.text };

/**
 * The operations that apply `uses`: an entry rewritten with what is left, or taken out, and the
 * things of an entry of several at an amount each now left apart put as entries of their own;
 * Undo puts each entry back and takes those out again.
 */
export function pantryEditsAfterCooking(uses: readonly PantryUse[]): {
  apply: HouseholdOp[];
  undo: HouseholdOp[];
} {
  return {
    apply: uses.flatMap((use): HouseholdOp[] => [
      use.after === null
        ? { type: 'removePantry', pantryId: use.pantryId }
        : put({ ...use.before, text: use.after }),
      ...(use.added ?? []).map(put),
    ]),
    undo: uses.flatMap((use): HouseholdOp[] => [
      put(use.before),
      ...(use.added ?? []).map((item) => ({ type: 'removePantry' as const, pantryId: item.id })),
    ]),
  };
}

/**
 * Applies `uses` to the pantry. Resolves to the undo once the change is kept on this device, or
 * null when it could not be kept (nothing changed).
 */
export async function takeOutOfPantry(
  uses: readonly PantryUse[],
): Promise<(() => Promise<boolean>) | null> {
  if (uses.length === 0) return null;
  const { apply, undo } = pantryEditsAfterCooking(uses);
  if (!(await dispatchAll(apply))) return null;
  return () => dispatchAll(undo);
}
