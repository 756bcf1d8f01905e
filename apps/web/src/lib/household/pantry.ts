/**
 * The household's pantry on this device (issue 29, decision 0022): what the household already has,
 * read from the household document like the rest of the list, so it is the same on every phone,
 * kept offline and changed only by operations (`putPantry`, `removePantry`).
 */
import { pantryItems, type PantryItem } from '@plateful/core';
import { useSyncExternalStore } from 'react';
import { householdStore } from './engine.ts';
import { stableSelector } from './views.ts';

/** The pantry, least recently written first; the same array while it is unchanged. */
export const selectPantry = stableSelector<PantryItem[]>(
  pantryItems,
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

export function usePantry(): PantryItem[] {
  const read = () => selectPantry(householdStore.getView());
  return useSyncExternalStore(householdStore.subscribe, read, read);
}

/** A fresh pantry id: random, URL-safe. */
export function newPantryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

/**
 * The id of the rest of a pack a tick keeps (decision 0022): the same on every phone for one list
 * item, so un-ticking anywhere takes that same thing back out.
 */
export function keptPantryId(itemKey: string): string {
  let a = 5381;
  let b = 52711;
  for (let index = 0; index < itemKey.length; index += 1) {
    const code = itemKey.charCodeAt(index);
    a = ((a << 5) + a + code) | 0;
    b = ((b << 5) + b + code * 31) | 0;
  }
  return `kept-${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}
