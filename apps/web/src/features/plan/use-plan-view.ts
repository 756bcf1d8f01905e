/**
 * What the Plan tab shows (SPEC §2, §4, §5): the recipes of the chosen source (Chef's Pick or My
 * Recipes) less hidden ones, through the quick filters and the search, newest first or in a
 * seeded shuffle; and which source tab opens first.
 */
import { SEARCH_DEBOUNCE_MS, type QuickFilters, type Recipe } from '@plateful/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useHiddenRecipes } from '../../lib/hidden-recipes.ts';
import { useSeenRecipeIds } from '../../lib/seen-recipes.ts';
import { readKey, writeKey } from '../../lib/storage.ts';
import { bySource, openingSource, planList, type SourceTab } from './plan-list.ts';

export type { SourceTab } from './plan-list.ts';

/**
 * The view's choices for this page life: the Plan screen remounts when a recipe's detail opens
 * over it (/recipe/{id}) and must come back as the user left it.
 */
const remembered: { source: SourceTab | null; query: string; seed: number | null } = {
  source: null,
  query: '',
  seed: null,
};

/**
 * `fetching`: the recipes are being fetched again. A copy kept from before (another screen's, or
 * one an import has just made out of date) is not the first load the source tab waits for.
 */
export function usePlanView(recipes: readonly Recipe[] | undefined, fetching = false) {
  const hidden = useHiddenRecipes();
  const seen = useSeenRecipeIds();
  const [quick, setQuickState] = useState<QuickFilters>(() => readKey('quickFilters'));
  const [query, setQueryState] = useState(remembered.query);
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [seed, setSeedState] = useState<number | null>(remembered.seed);

  const { factory, mine } = useMemo(
    () => bySource(recipes ?? [], new Set(hidden.map((entry) => entry.id))),
    [recipes, hidden],
  );

  const hasUnseenOwn = openingSource(mine, seen) === 'mine';
  const [source, setSourceState] = useState<SourceTab>(
    remembered.source ?? (hasUnseenOwn ? 'mine' : 'factory'),
  );
  // SPEC §4: switch once to My Recipes when unseen own recipes exist after the first load (never
  // over a tab the user chose meanwhile).
  const switched = useRef(remembered.source !== null);
  const setSource = (next: SourceTab) => {
    switched.current = true;
    remembered.source = next;
    setSourceState(next);
  };
  useEffect(() => {
    if (switched.current || recipes === undefined || fetching) return;
    switched.current = true;
    remembered.source = hasUnseenOwn ? 'mine' : source;
    if (hasUnseenOwn) setSourceState('mine');
  }, [recipes, fetching, hasUnseenOwn, source]);
  const setQuery = (next: string) => {
    remembered.query = next;
    setQueryState(next);
  };
  const setSeed = (next: number | null) => {
    remembered.seed = next;
    setSeedState(next);
  };

  const shown = useMemo(
    () => planList(source === 'factory' ? factory : mine, { quick, search, seed }),
    [source, factory, mine, quick, search, seed],
  );

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
