/**
 * The account code kept in this browser (SPEC §3, §6): the key to the user's data. Stored under
 * `plateful:accountCode`; components follow it through `useAccountCode`.
 */
import { parseAccountCode, type AccountCode } from '@plateful/core';
import { useSyncExternalStore } from 'react';
import { readKey, subscribeKey, writeKey } from './storage.ts';

export function getAccountCode(): AccountCode | null {
  const stored = readKey('accountCode');
  if (!stored) return null;
  const parsed = parseAccountCode(stored);
  return parsed.ok ? parsed.code : null;
}

export function setAccountCode(code: AccountCode | null): void {
  writeKey('accountCode', code);
}

export function useAccountCode(): AccountCode | null {
  return useSyncExternalStore(
    (listener) => subscribeKey('accountCode', listener),
    getAccountCode,
    () => null,
  );
}
