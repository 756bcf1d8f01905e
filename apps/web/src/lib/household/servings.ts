/**
 * Servings chosen for selected recipes (issue 18), by recipe id, and for planned meals (decision
 * 0019), by meal key: read by the recipe sheet, the Shop tab's list and the calendar, all loaded
 * on demand, so this stays out of the first visit (decision 0006).
 */
import { plannedServings, selectedServings } from '@plateful/core';
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

export const selectMealServings = stableSelector<Record<string, number>>(
  plannedServings,
  sameServings,
);

/** Servings chosen for planned meals, by `mealKey`; the other slots cook for the household size. */
export function useMealServings(): Record<string, number> {
  const read = () => selectMealServings(householdStore.getView());
  return useSyncExternalStore(householdStore.subscribe, read, read);
}
