/**
 * The install prompt's state in browser storage (the `installPrompt` key of lib/storage), with a
 * stable snapshot for `useSyncExternalStore` (readKey parses a fresh object on every call).
 */
import { useSyncExternalStore } from 'react';
import { readKey, subscribeKey, writeKey } from '../../lib/storage.ts';
import type { InstallState } from './install-state.ts';

let cachedJson = '';
let cached: InstallState | null = null;

export function readInstallState(): InstallState {
  const value = readKey('installPrompt');
  const json = JSON.stringify(value);
  if (cached === null || json !== cachedJson) {
    cached = { ...value };
    cachedJson = json;
  }
  return cached;
}

export function writeInstallState(state: InstallState): void {
  writeKey('installPrompt', state);
}

export function updateInstallState(change: (state: InstallState) => InstallState): void {
  writeInstallState(change(readInstallState()));
}

function subscribe(listener: () => void): () => void {
  return subscribeKey('installPrompt', listener);
}

/** The stored state, followed across writes in this tab and others. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, readInstallState, readInstallState);
}
