/**
 * What the Shop tab and its pantry do to the household's pantry (issue 29, decision 0022), each
 * with an Undo that is ordinary operations, so an undo reaches every phone like the change did.
 * A toast says a change happened only once it is kept on the device.
 */
import type { HouseholdOp, Leftover, PantryItem, ShoppingItem } from '@plateful/core';
import { dispatchAll } from '../../lib/household/index.ts';
import { keptPantryId, newPantryId } from '../../lib/household/pantry.ts';
import { toast } from '../../lib/toast.tsx';

/** How long a pantry change can be undone. */
export const PANTRY_UNDO_MS = 6000;

const put = (item: PantryItem): HouseholdOp =>
  item.always
    ? { type: 'putPantry', pantryId: item.id, text: item.text, always: true }
    : { type: 'putPantry', pantryId: item.id, text: item.text };

/**
 * Says that a change was kept and offers its undo. A toast by default; the pantry dialog shows
 * its own line instead, since a modal dialog makes the page behind it (and its toasts) inert.
 */
export type NotifyChange = (message: string, undo: () => void) => void;

const toastChange: NotifyChange = (message, undo) =>
  toast.message(message, {
    duration: PANTRY_UNDO_MS,
    action: { label: 'Undo', onClick: undo },
  });

async function withUndo(
  ops: HouseholdOp[],
  message: string,
  undo: HouseholdOp[],
  notify: NotifyChange = toastChange,
): Promise<void> {
  if (!(await dispatchAll(ops))) return;
  notify(message, () => void dispatchAll(undo));
}

/** Puts a typed line in the pantry (already checked by `pantryTextProblem`). */
export function addToPantry(
  text: string,
  always = false,
  notify: NotifyChange = toastChange,
): Promise<void> {
  const item: PantryItem = always
    ? { id: newPantryId(), text, always: true }
    : { id: newPantryId(), text };
  return withUndo(
    [put(item)],
    `${text}: in your pantry`,
    [{ type: 'removePantry', pantryId: item.id }],
    notify,
  );
}

/** Changes a pantry thing's text or its "always have" mark. */
export function editPantry(
  before: PantryItem,
  after: PantryItem,
  notify: NotifyChange = toastChange,
): Promise<void> {
  return withUndo([put(after)], `${after.text}: changed`, [put(before)], notify);
}

/** Takes a thing out of the pantry: used up, or removed (added by mistake). */
export function takeFromPantry(
  item: PantryItem,
  why: 'used' | 'removed',
  notify: NotifyChange = toastChange,
): Promise<void> {
  return withUndo(
    [{ type: 'removePantry', pantryId: item.id }],
    why === 'used' ? `${item.text}: used up` : `${item.text}: removed`,
    [put(item)],
    notify,
  );
}

/** The text "I have it" keeps for a Shop row: its amount and name, as the row shows them. */
export function haveItText(item: ShoppingItem): string {
  // One of a thing shows no amount on the list ("Onion"); the pantry needs it to subtract.
  const amount = item.displayQuantity || (item.quantity === null ? '' : String(item.quantity));
  return `${amount} ${item.ingredient.toLowerCase()}`.trim().replace(/\s+/g, ' ');
}

/** "I have it" on a Shop row: the row's amount goes in the pantry, and the list subtracts it. */
export function haveIt(item: ShoppingItem): Promise<void> {
  const id = newPantryId();
  const text = haveItText(item);
  return withUndo([{ type: 'putPantry', pantryId: id, text }], `${text}: in your pantry`, [
    { type: 'removePantry', pantryId: id },
  ]);
}

/**
 * A tick. A row whose buy amount is more than the recipes need keeps the rest in the pantry
 * (buy 8 tortillas, need 4: "4 tortillas" kept), with an Undo that takes it back out; un-ticking
 * takes out what the tick kept.
 */
export function tickKeepingRest(
  item: ShoppingItem,
  checked: boolean,
  rest: Leftover | undefined,
  pantry: readonly PantryItem[],
  apply: (ops: HouseholdOp[]) => Promise<boolean>,
): void {
  const check: HouseholdOp = { type: 'check', itemKey: item.key, checked };
  const pantryId = keptPantryId(item.key);
  if (!checked) {
    const kept = pantry.some((entry) => entry.id === pantryId);
    void apply(kept ? [check, { type: 'removePantry', pantryId }] : [check]);
    return;
  }
  if (rest === undefined) {
    void apply([check]);
    return;
  }
  void apply([check, { type: 'putPantry', pantryId, text: rest.text }]).then((kept) => {
    if (!kept) return;
    toastChange(
      `Kept ${rest.text} in your pantry`,
      () => void dispatchAll([{ type: 'removePantry', pantryId }]),
    );
  });
}
