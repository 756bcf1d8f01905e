/**
 * The current shopping list, as the Shop tab and the basket handoff see it (SPEC §4, §5): the
 * selected recipes from POST /api/recipes/by-ids, built into one list by @plateful/core with the
 * checks ('already owned') and the pantry staples from the household's settings counted as checked.
 *
 * The fetched recipes are kept in local storage (`shopRecipes`, the last 60 fetched): by-ids is a
 * POST, which the service worker does not cache, so offline the list is built from those copies,
 * and, with no network at all, from the offline copy of the recipe list (a recipe selected offline).
 */
import { MESSAGES, parseRecipe } from '@plateful/contracts';
import { listFoods, type Recipe } from '@plateful/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../api-client.ts';
import { buildCurrentList } from './build-current-list.ts';
import {
  useAisleOverrides,
  useHouseholdRead,
  useHouseholdSettings,
  useOwnItems,
  type CheckedSettings,
} from '../household/index.ts';
import { useFoodModelState } from '../food/index.ts';
import { useSelectedServings } from '../household/servings.ts';
import { QUERY_KEYS } from '../query-keys.ts';
import { useSelection } from '../selection.ts';
import { useShoppingChecks } from '../shopping-checks.ts';
import { cachedRecipes } from '../recipes.ts';
import { readKey, writeKey } from '../storage.ts';

function toRecipes(list: readonly unknown[]): Recipe[] {
  return list.map(parseRecipe).filter((recipe): recipe is Recipe => recipe !== null);
}

/** At most this many fetched recipes are kept for offline use. */
const SHOP_RECIPES_KEPT = 60;

/** The kept copies of `ids`, when every one of them is kept; else null. */
export function storedShopRecipes(
  ids: readonly string[],
  more: readonly Recipe[] = [],
): Recipe[] | null {
  const stored = readKey('shopRecipes');
  const byId = new Map(more.map((recipe) => [recipe.id, recipe]));
  for (const recipe of toRecipes(stored?.recipes ?? [])) byId.set(recipe.id, recipe);
  const recipes = ids.map((id) => byId.get(id));
  return recipes.every((recipe) => recipe !== undefined) ? (recipes as Recipe[]) : null;
}

/** Keeps the fetched recipes with the others kept, newest first. */
function keepShopRecipes(list: readonly unknown[]): void {
  const idOf = (wire: unknown) => parseRecipe(wire)?.id;
  const fresh = new Set(list.map(idOf));
  const older = (readKey('shopRecipes')?.recipes ?? []).filter((wire) => {
    const id = idOf(wire);
    return id !== undefined && !fresh.has(id);
  });
  const recipes = [...list, ...older].slice(0, SHOP_RECIPES_KEPT);
  const ids = recipes.map(idOf).filter((id): id is string => id !== undefined);
  writeKey('shopRecipes', { ids, recipes });
}

/**
 * The selected recipes: from the server (and kept for offline), or from the kept copies when the
 * server cannot be reached. Throws when those do not have them all (the Shop tab's error state).
 */
export async function fetchShopRecipes(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Recipe[]> {
  if (ids.length === 0) return [];
  let wire: unknown;
  try {
    wire = await apiFetch('/api/recipes/by-ids', { method: 'POST', body: { ids }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const stored = storedShopRecipes(ids, offline ? await cachedRecipes() : []);
    if (stored) return stored;
    console.error('[plateful] could not fetch the selected recipes', error);
    throw new Error(MESSAGES.fetchRecipesFailed, { cause: error });
  }
  const list = Array.isArray(wire) ? (wire as unknown[]) : [];
  keepShopRecipes(list);
  return toRecipes(list);
}

/**
 * The household's settings (household size, pantry staples, basket service, aisle order), the
 * same on every phone of the account code, following changes.
 */
export function useSettings(): CheckedSettings {
  return useHouseholdSettings();
}

const NO_RECIPES: Recipe[] = [];

/** The selected ids, the recipes query and the list built from them (null until loaded). */
export function useCurrentShoppingList() {
  const ids = useSelection();
  const checks = useShoppingChecks();
  const { pantryStaples, householdSize } = useSettings();
  const query = useQuery({
    queryKey: QUERY_KEYS.shoppingRecipes(ids),
    queryFn: ({ signal }) => fetchShopRecipes(ids, signal),
    enabled: ids.length > 0,
    // Offline, still run: the last copy in local storage answers.
    networkMode: 'always',
    // When the selection changes (here or on another phone of the household), the list shown
    // stays until the new one is built, rather than giving way to "Loading shopping list...".
    placeholderData: (previous) => previous,
  });
  const ownItems = useOwnItems();
  const aisles = useAisleOverrides();
  // Servings chosen on a recipe's sheet (issue 18) win over the household size for that recipe.
  const servingsByRecipe = useSelectedServings();
  // The food model merges cups, grams and pieces of one food the list's own tables cannot
  // (decision 0020). The list waits for it (from the service worker's precache, a moment), so an
  // item's key, which its tick is kept under, does not change once the list is shown; if it
  // cannot load (offline before it was ever cached), the list is built without it.
  const food = useFoodModelState('now');
  const foodSettled = food.status === 'ready' || food.status === 'failed';
  const foods = useMemo(() => (food.model ? listFoods(food.model.table) : undefined), [food.model]);
  // Nor is it built from the start-up mirrors: it waits for the household kept on the device
  // (a moment), whose aisle order, pantry, own items and servings the mirrors lack.
  const householdRead = useHouseholdRead();
  // With nothing selected, the list is the household's own items alone.
  const recipes = ids.length === 0 ? NO_RECIPES : query.data;
  const built = useMemo(
    () =>
      recipes && foodSettled && householdRead
        ? buildCurrentList(
            recipes,
            checks,
            pantryStaples,
            householdSize,
            ownItems,
            aisles,
            servingsByRecipe,
            foods,
          )
        : null,
    [
      recipes,
      foodSettled,
      householdRead,
      checks,
      pantryStaples,
      householdSize,
      ownItems,
      aisles,
      servingsByRecipe,
      foods,
    ],
  );
  return {
    ids,
    householdRead,
    query,
    recipes,
    ownItems,
    list: built?.list ?? null,
    stapleKeys: built?.stapleKeys,
  };
}
