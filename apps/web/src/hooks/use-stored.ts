/** A stored key as React state: follows changes from this tab and others. */
import { useCallback, useSyncExternalStore } from 'react';
import {
  STORAGE_KEYS,
  readKey,
  readRaw,
  subscribeKey,
  writeKey,
  type StorageKeyName,
  type StoredValue,
} from '../lib/storage.ts';

const snapshots = new Map<string, { raw: string | null; value: unknown }>();

/** readKey, but the same object while the stored text is unchanged (useSyncExternalStore needs it). */
function readStable<K extends StorageKeyName>(name: K): StoredValue<K> {
  const raw = readRaw(STORAGE_KEYS[name].key);
  const last = snapshots.get(name);
  if (last && last.raw === raw) return last.value as StoredValue<K>;
  const value = readKey(name);
  snapshots.set(name, { raw, value });
  return value;
}

export function useStored<K extends StorageKeyName>(
  name: K,
): [StoredValue<K>, (value: StoredValue<K>) => void] {
  const value = useSyncExternalStore(
    (listener) => subscribeKey(name, listener),
    () => readStable(name),
    () => STORAGE_KEYS[name].fallback as StoredValue<K>,
  );
  const set = useCallback((next: StoredValue<K>) => writeKey(name, next), [name]);
  return [value, set];
}
