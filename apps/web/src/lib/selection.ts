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

/** Makes `ids` the selection: one select or unselect for each recipe that differs. */
export function setSelection(ids: readonly string[]): void {
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
  dispatchAll(ops);
}

/** Selects or unselects one recipe; returns whether it is now selected. */
export function toggleSelected(id: string): boolean {
  const selected = !getSelection().includes(id);
  dispatch({ type: 'select', recipeId: id, selected });
  return selected;
}

/** The selected recipe ids, following changes from anywhere. */
export function useSelection(): readonly string[] {
  return useSelectedRecipeIds();
}
