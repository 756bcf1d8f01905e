/**
 * What the Plan tab shows (SPEC §2, §4, §5): the recipes of the chosen source (Chef's Pick or My
 * Recipes) less hidden ones, through the quick filters and the search, newest first or in a
 * seeded shuffle; and which source tab opens first.
 */
import {
  matchesQuickFilters,
  matchesSearch,
  SEARCH_DEBOUNCE_MS,
  seededShuffle,
  sortNewestFirst,
  type QuickFilters,
  type Recipe,
} from '@plateful/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useHiddenRecipes } from '../../lib/hidden-recipes.ts';
import { useSeenRecipeIds } from '../../lib/seen-recipes.ts';
import { readKey, writeKey } from '../../lib/storage.ts';

export type SourceTab = 'factory' | 'mine';

export function usePlanView(recipes: readonly Recipe[] | undefined) {
  const hidden = useHiddenRecipes();
  const seen = useSeenRecipeIds();
  const [quick, setQuickState] = useState<QuickFilters>(() => readKey('quickFilters'));
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [seed, setSeed] = useState<number | null>(null);

  const { factory, mine } = useMemo(() => {
    const hiddenIds = new Set(hidden.map((entry) => entry.id));
    const visible = (recipes ?? []).filter((recipe) => !hiddenIds.has(recipe.id));
    return {
      factory: visible.filter((recipe) => recipe.isFactory),
      mine: visible.filter((recipe) => !recipe.isFactory),
    };
  }, [recipes, hidden]);

  const hasUnseenOwn = mine.some((recipe) => !seen.has(recipe.id));
  const [source, setSource] = useState<SourceTab>(hasUnseenOwn ? 'mine' : 'factory');
  // SPEC §4: switch once to My Recipes when unseen own recipes exist after the first load.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current || recipes === undefined) return;
    switched.current = true;
    if (hasUnseenOwn) setSource('mine');
  }, [recipes, hasUnseenOwn]);

  const shown = useMemo(() => {
    const list = (source === 'factory' ? factory : mine).filter(
      (recipe) => matchesQuickFilters(recipe, quick) && matchesSearch(recipe, search),
    );
    const newestFirst = sortNewestFirst(list);
    return seed === null ? newestFirst : seededShuffle(newestFirst, seed);
  }, [source, factory, mine, quick, search, seed]);

  const setQuick = (next: QuickFilters) => {
    setQuickState(next);
    writeKey('quickFilters', { time: next.time, mealTypes: [...next.mealTypes] } as never);
  };

  return {
    source,
    setSource,
    counts: { factory: factory.length, mine: mine.length },
    quick,
    setQuick,
    query,
    setQuery,
    search,
    shown,
    seen,
    shuffle: (nextSeed: number) => setSeed(nextSeed),
    shuffled: seed !== null,
  };
}
