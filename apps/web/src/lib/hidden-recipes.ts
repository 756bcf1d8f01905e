/**
 * Chef's Pick recipes hidden on this device (SPEC §4 "Delete": factory recipes are only hidden
 * locally). Restorable from Settings. Kept under `plateful:hiddenRecipes` as {id, name, hiddenAt}.
 */
import { useSyncExternalStore } from 'react';
import { readKey, subscribeKey, writeKey } from './storage.ts';

type Hidden = { id: string; name: string; hiddenAt: string };

let cached: readonly Hidden[] = readKey('hiddenRecipes');

export function hideRecipeLocally(recipe: { id: string; name: string }, now = new Date()): void {
  if (cached.some((hidden) => hidden.id === recipe.id)) return;
  cached = [...cached, { id: recipe.id, name: recipe.name, hiddenAt: now.toISOString() }];
  writeKey('hiddenRecipes', [...cached]);
}

export function restoreHiddenRecipes(ids?: readonly string[]): void {
  cached = ids ? cached.filter((hidden) => !ids.includes(hidden.id)) : [];
  writeKey('hiddenRecipes', [...cached]);
}

function subscribe(listener: () => void): () => void {
  return subscribeKey('hiddenRecipes', () => {
    cached = readKey('hiddenRecipes');
    listener();
  });
}

export function useHiddenRecipes(): readonly Hidden[] {
  return useSyncExternalStore(
    subscribe,
    () => cached,
    () => cached,
  );
}
