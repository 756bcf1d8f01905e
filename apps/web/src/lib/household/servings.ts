/**
 * Servings chosen for selected recipes (issue 18), by recipe id: read by the recipe sheet and the
 * Shop tab's list, both loaded on demand, so this stays out of the first visit (decision 0006).
 */
import { selectedServings } from '@plateful/core';
import { useSyncExternalStore } from 'react';
import { householdStore } from './engine.ts';
import { stableSelector } from './views.ts';

const sameServings = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(a) === JSON.stringify(b);

export const selectServings = stableSelector<Record<string, number>>(
  selectedServings,
  sameServings,
);

/** Servings chosen for selected recipes; the others cook for the household size. */
export function useSelectedServings(): Record<string, number> {
  const read = () => selectServings(householdStore.getView());
  return useSyncExternalStore(householdStore.subscribe, read, read);
}
