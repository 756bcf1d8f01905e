/**
 * Which recipes the Plan tab shows, and in what order (SPEC §2, §4, §5), as plain functions: the
 * Plan screen's view (use-plan-view.ts) and the start-up's early request for the first screen's
 * covers (first-covers.ts) read the list the same way.
 */
import {
  matchesQuickFilters,
  matchesSearch,
  seededShuffle,
  sortNewestFirst,
  type QuickFilters,
  type Recipe,
} from '@plateful/core';

export type SourceTab = 'factory' | 'mine';

/** Cards on the first screen load their covers at once (and first); the rest when scrolled near. */
export const EAGER_CARDS = 4;

/** The recipes not hidden on this device, split into Chef's Pick and the user's own. */
export function bySource(
  recipes: readonly Recipe[],
  hiddenIds: ReadonlySet<string>,
): Record<SourceTab, Recipe[]> {
  const visible = recipes.filter((recipe) => !hiddenIds.has(recipe.id));
  return {
    factory: visible.filter((recipe) => recipe.isFactory),
    mine: visible.filter((recipe) => !recipe.isFactory),
  };
}

/** SPEC §4: the tab opens on My Recipes while one of the user's own recipes is unseen. */
export function openingSource(mine: readonly Recipe[], seen: ReadonlySet<string>): SourceTab {
  return mine.some((recipe) => !seen.has(recipe.id)) ? 'mine' : 'factory';
}

/** One source's recipes through the quick filters and the search, newest first or shuffled. */
export function planList(
  recipes: readonly Recipe[],
  view: { quick: QuickFilters; search: string; seed: number | null },
): Recipe[] {
  const list = recipes.filter(
    (recipe) => matchesQuickFilters(recipe, view.quick) && matchesSearch(recipe, view.search),
  );
  const newestFirst = sortNewestFirst(list);
  return view.seed === null ? newestFirst : seededShuffle(newestFirst, view.seed);
}
