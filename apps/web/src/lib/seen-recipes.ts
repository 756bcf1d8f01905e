/**
 * Recipes the user has looked at (SPEC §4 "NEW badge"): an own recipe is NEW until its More menu
 * (the detail) is opened. Kept under `plateful:seenRecipeIds:v2`.
 */
import { useSyncExternalStore } from 'react';
import { readKey, subscribeKey, writeKey } from './storage.ts';

let cached: ReadonlySet<string> = new Set(readKey('seenRecipeIds'));

export function markSeen(id: string): void {
  if (cached.has(id)) return;
  const next = [...cached, id];
  cached = new Set(next);
  writeKey('seenRecipeIds', next);
}

function subscribe(listener: () => void): () => void {
  return subscribeKey('seenRecipeIds', () => {
    cached = new Set(readKey('seenRecipeIds'));
    listener();
  });
}

export function useSeenRecipeIds(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => cached,
    () => cached,
  );
}
