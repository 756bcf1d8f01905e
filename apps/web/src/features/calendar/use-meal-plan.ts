/**
 * The meal plan of one week, read from the household's list (issue 14): it opens with no network,
 * follows the other phones live, and a slot change applies at once and is sent when it can be (a
 * move is two changes, sent in order).
 */
import {
  MEALS,
  weekDays,
  type Meal,
  type MealPlanSlot,
  type MealPlanWeek,
} from '@plateful/contracts';
import { mealKey } from '@plateful/core';
import { useMemo } from 'react';
import { dispatchAll, usePlannedMeals } from '../../lib/household/index.ts';

/** The week's filled slots, day by day, lunch before dinner. */
export function weekSlots(week: string, meals: Readonly<Record<string, string>>): MealPlanSlot[] {
  return weekDays(week).flatMap((date) =>
    MEALS.flatMap((meal) => {
      const recipeId = meals[mealKey(date, meal)];
      return recipeId ? [{ date, meal, recipeId }] : [];
    }),
  );
}

export function useMealPlan(week: string): { data: MealPlanWeek } {
  const meals = usePlannedMeals();
  const data = useMemo(() => ({ week, slots: weekSlots(week, meals) }), [week, meals]);
  return { data };
}

export type SlotChange = { date: string; meal: Meal; recipeId: string | null };

/** Sets or clears slots: shown at once, kept on the device, sent in order. */
export function useSlotChanges() {
  return {
    mutate: (changes: SlotChange[]) =>
      dispatchAll(changes.map((change) => ({ type: 'setMeal' as const, ...change }))),
  };
}
