/**
 * Recipes from the server as domain `Recipe`s (SPEC §3, normalised by contracts): the list every
 * tab reads, and the selected recipes by ids for the shopping list.
 */
import { MESSAGES, parseRecipe } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { whenEngineStarted } from './household/engine.ts';
import { queryClient } from './query-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

function toRecipes(list: unknown): Recipe[] {
  if (!Array.isArray(list)) return [];
  return list.map(parseRecipe).filter((recipe): recipe is Recipe => recipe !== null);
}

/** A new task, so the browser can paint and answer input (not slowed down in a hidden tab). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Recipes checked per task: the whole list at once was one long task on a phone (issue 17). */
const PARSE_SLICE = 8;

async function toRecipesInSlices(list: unknown): Promise<Recipe[]> {
  if (!Array.isArray(list)) return [];
  const recipes: Recipe[] = [];
  for (let start = 0; start < list.length; start += PARSE_SLICE) {
    if (start > 0) await yieldToBrowser();
    recipes.push(...toRecipes(list.slice(start, start + PARSE_SLICE)));
  }
  return recipes;
}

const loadCache = () => import('./recipe-cache.ts');

/** The list from the server (kept as the offline copy), or that copy when the network fails. */
export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  let body: { ok?: boolean; data?: unknown; error?: string };
  try {
    body = await apiFetch('/api/recipes', { signal });
  } catch (error) {
    // Only a network failure falls back (a server's refusal is shown as it is).
    if (signal?.aborted || !(error instanceof TypeError)) throw error;
    const copy = await (await loadCache()).readRecipeList();
    if (copy) return toRecipes(copy);
    throw error;
  }
  if (body.ok === false) throw new Error(body.error ?? MESSAGES.fetchRecipesFailed);
  if (Array.isArray(body.data)) {
    const list = body.data as unknown[];
    // Kept once the household engine has opened the database (at once on a device it knows).
    void whenEngineStarted()
      .then(loadCache)
      .then((cache) => cache.saveRecipeList(list));
  }
  return toRecipesInSlices(body.data);
}

/** The offline copy of the recipe list, as recipes (empty when there is none). */
export async function cachedRecipes(): Promise<Recipe[]> {
  return toRecipes((await (await loadCache()).readRecipeList()) ?? []);
}

/** SPEC §7: only when at least one is selected; on failure it logs and returns an empty list. */
export async function fetchRecipesByIds(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Recipe[]> {
  if (ids.length === 0) return [];
  try {
    return toRecipes(
      await apiFetch('/api/recipes/by-ids', { method: 'POST', body: { ids }, signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('[plateful] could not fetch the selected recipes', error);
    return [];
  }
}

const recipesQuery = {
  queryKey: QUERY_KEYS.recipes,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRecipes(signal),
};

export function useRecipes() {
  return useQuery(recipesQuery);
}

/** Starts loading the recipe list into the cache (at start-up, behind the splash). */
export function prefetchRecipes(): Promise<void> {
  return queryClient.prefetchQuery(recipesQuery);
}

export function useRecipesByIds(ids: readonly string[]) {
  return useQuery({
    queryKey: QUERY_KEYS.recipesByIds(ids),
    queryFn: ({ signal }) => fetchRecipesByIds(ids, signal),
    enabled: ids.length > 0,
  });
}
