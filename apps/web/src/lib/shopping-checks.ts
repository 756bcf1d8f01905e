/**
 * The shopping list's checks ('already owned' item keys, SPEC §3): kept in local storage so they
 * survive reloads and work offline, and on the server (PATCH /api/shopping-list/item/{key}) so
 * they follow the account code to another device. Toggles are optimistic: the local state changes
 * at once and is put back when the server call fails (the caller tells the user).
 */
import { MESSAGES, shoppingListSchema } from '@plateful/contracts';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client.ts';
import { readKey, subscribeKey, writeKey } from './storage.ts';

let cached: readonly string[] = readKey('shoppingChecks');

/** Keys with a server call in flight: a merge from the server must not undo them. */
const pending = new Set<string>();
/** Bumped by every clear, so that a merge started before it is dropped. */
let clearGeneration = 0;

/** The checked item keys of this browser. */
export function getChecks(): readonly string[] {
  return cached;
}

function writeChecks(keys: Iterable<string>): void {
  const unique = [...new Set(keys)];
  cached = unique;
  writeKey('shoppingChecks', unique);
}

function withCheck(keys: readonly string[], key: string, checked: boolean): string[] {
  const others = keys.filter((other) => other !== key);
  return checked ? [...others, key] : others;
}

/**
 * Marks one item owned or not: locally at once, then on the server. When the server call fails,
 * the item's previous state is restored and the error is rethrown.
 */
export async function setChecked(key: string, checked: boolean): Promise<void> {
  const before = cached.includes(key);
  writeChecks(withCheck(cached, key, checked));
  pending.add(key);
  try {
    await apiFetch(`/api/shopping-list/item/${encodeURIComponent(key)}`, {
      method: 'PATCH',
      body: { checked },
    });
  } catch (error) {
    writeChecks(withCheck(cached, key, before));
    throw error;
  } finally {
    pending.delete(key);
  }
}

/** Clears every check here and on the server (Regenerate, Clear All). Server errors are logged. */
export async function clearChecks(): Promise<void> {
  clearGeneration += 1;
  writeChecks([]);
  try {
    await apiFetch('/api/shopping-list/checks', { method: 'DELETE' });
  } catch (error) {
    console.error('[plateful] could not clear the shopping checks on the server', error);
  }
}

/**
 * Fetches the server's checks and adds them to the local ones (another device of the same
 * account may have checked items). Returns the server's keys.
 */
export async function mergeServerChecks(signal?: AbortSignal): Promise<readonly string[]> {
  const generation = clearGeneration;
  const body = await apiFetch<{ data?: unknown }>('/api/shopping-list', { signal });
  const parsed = shoppingListSchema.safeParse(body.data);
  if (!parsed.success) throw new Error(MESSAGES.shoppingListFailed);
  if (generation !== clearGeneration) return [];
  const incoming = parsed.data.checked.filter((key) => !pending.has(key));
  if (incoming.some((key) => !cached.includes(key))) writeChecks([...cached, ...incoming]);
  return parsed.data.checked;
}

function subscribe(listener: () => void): () => void {
  return subscribeKey('shoppingChecks', () => {
    cached = readKey('shoppingChecks');
    listener();
  });
}

/** The checked item keys, following changes from this tab and others. */
export function useShoppingChecks(): readonly string[] {
  return useSyncExternalStore(subscribe, getChecks, getChecks);
}
