/**
 * The selected recipes (SPEC §4 "Selection"): kept in local storage, shared with every listener
 * (other tabs too), and each change invalidates the shopping-list cache and is sent to the server
 * (fire and forget: errors are logged, SPEC §7).
 */
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { QUERY_KEYS } from './query-keys.ts';
import { readKey, subscribeKey, writeKey } from './storage.ts';

let cached: readonly string[] = readKey('selectedRecipeIds');

export function getSelection(): readonly string[] {
  return cached;
}

function syncToServer(ids: readonly string[]): void {
  apiFetch('/api/selected-recipes', { method: 'POST', body: { recipeIds: ids } }).catch(
    (error: unknown) => console.error('[plateful] could not sync the selection', error),
  );
}

export function setSelection(ids: readonly string[]): void {
  const unique = [...new Set(ids)];
  cached = unique;
  writeKey('selectedRecipeIds', unique);
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingList });
  syncToServer(unique);
}

export function toggleSelected(id: string): boolean {
  const selected = cached.includes(id);
  setSelection(selected ? cached.filter((other) => other !== id) : [...cached, id]);
  return !selected;
}

export function clearSelection(): void {
  setSelection([]);
}

function subscribe(listener: () => void): () => void {
  return subscribeKey('selectedRecipeIds', () => {
    cached = readKey('selectedRecipeIds');
    listener();
  });
}

/** The selected recipe ids, following changes from anywhere. */
export function useSelection(): readonly string[] {
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}
