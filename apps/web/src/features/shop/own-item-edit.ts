/**
 * What saving a typed line's Edit does (own-item-actions.tsx): the changed texts put, and the
 * aisle chosen set for the line's name, by name as the "…" button sets it (decision 0026).
 */
import {
  buildShoppingList,
  type HouseholdOp,
  type OwnItem,
  type ShoppingItem,
} from '@plateful/core';

/**
 * The operations that keep an Edit: `texts` are the dialog's, one an own item, and `aisle` its
 * choice. An aisle chosen with a new name goes with the name the line now has: "1 pint milk"
 * made "1 litre oat milk" and moved to Frozen puts oat milk in Frozen, not milk, which the list
 * no longer shows and which would stay in Frozen on every list after.
 */
export function ownItemEditOps(
  item: Pick<ShoppingItem, 'name' | 'category'>,
  own: readonly OwnItem[],
  texts: readonly string[],
  aisle: string,
): HouseholdOp[] {
  const written = own.map((entry, index) => ({
    id: entry.id,
    text: texts[index]!.trim().replace(/\s+/g, ' '),
    was: entry.text,
  }));
  const puts = written.flatMap(({ id, text, was }): HouseholdOp[] =>
    text === was ? [] : [{ type: 'putItem', itemId: id, text }],
  );
  if (aisle === item.category) return puts;
  const usual = usualAisles(puts.length === 0 ? own : written);
  const names = puts.length === 0 ? [item.name] : [...usual.keys()];
  // The aisle a name has of itself clears its correction, as "Back to the usual aisle" does, so no
  // correction equal to the usual aisle is kept.
  const moves = names.map((name): HouseholdOp => ({
    type: 'setAisle',
    name,
    aisle: usual.get(name) === aisle ? null : aisle,
  }));
  return [...moves, ...puts];
}

/** The names the list gives these typed lines ("oat milk" for "1 litre oat milk"), each with the
 * aisle it has of itself, no household correction applied. */
function usualAisles(lines: readonly { id: string; text: string }[]): Map<string, string> {
  const { items } = buildShoppingList([], { ownItems: lines });
  return new Map(items.map((entry) => [entry.name, entry.category]));
}
