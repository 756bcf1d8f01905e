/**
 * The selected recipes (SPEC §4 "Selection"): a view of the household's list (lib/household), so a
 * recipe selected on one phone shows on the others, offline changes are kept and sent later, and
 * concurrent changes merge (each is a select or unselect of one recipe, never the whole list).
 * The household mirrors the ids into local storage (`plateful:selectedRecipeIds`, SPEC §3) and
 * refreshes the shopping list when they change.
 */
import type { HouseholdOp } from '@plateful/core';
import {
  dispatch,
  dispatchAll,
  getHouseholdView,
  selectSelection,
  useSelectedRecipeIds,
} from './household/index.ts';

/** The selected recipe ids, in the order they were selected. */
export function getSelection(): readonly string[] {
  return selectSelection(getHouseholdView());
}

/**
 * Makes `ids` the selection: one select or unselect for each recipe that differs. Resolves true once
 * the change is kept on the device (lib/household's `dispatchAll`).
 */
export function setSelection(ids: readonly string[]): Promise<boolean> {
  const current = getSelection();
  const wanted = [...new Set(ids)];
  const keep = new Set(wanted);
  const have = new Set(current);
  const ops: HouseholdOp[] = [
    ...current
      .filter((id) => !keep.has(id))
      .map((recipeId): HouseholdOp => ({ type: 'select', recipeId, selected: false })),
    ...wanted
      .filter((id) => !have.has(id))
      .map((recipeId): HouseholdOp => ({ type: 'select', recipeId, selected: true })),
  ];
  return dispatchAll(ops);
}

/**
 * Selects or unselects one recipe: whether it is now selected (shown at once), and `kept`, which
 * resolves true once the change is kept on the device.
 */
export function toggleSelected(id: string): { selected: boolean; kept: Promise<boolean> } {
  const selected = !getSelection().includes(id);
  return { selected, kept: dispatch({ type: 'select', recipeId: id, selected }) };
}

/** The selected recipe ids, following changes from anywhere. */
export function useSelection(): readonly string[] {
  return useSelectedRecipeIds();
}
