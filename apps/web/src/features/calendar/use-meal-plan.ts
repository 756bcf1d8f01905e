/**
 * The meal plan of one week, read from the household's list (issue 14): it opens with no network,
 * follows the other phones live, and a slot change applies at once and is sent when it can be (a
 * move is two changes, sent in order). A slot carries its servings when chosen (decision 0019).
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
import { useMealServings } from '../../lib/household/servings.ts';

/** The week's filled slots, day by day, lunch before dinner, each with its servings if chosen. */
export function weekSlots(
  week: string,
  meals: Readonly<Record<string, string>>,
  servings: Readonly<Record<string, number>> = {},
): MealPlanSlot[] {
  return weekDays(week).flatMap((date) =>
    MEALS.flatMap((meal): MealPlanSlot[] => {
      const key = mealKey(date, meal);
      const recipeId = meals[key];
      if (!recipeId) return [];
      const chosen = servings[key];
      return [
        chosen === undefined
          ? { date, meal, recipeId }
          : { date, meal, recipeId, servings: chosen },
      ];
    }),
  );
}

export function useMealPlan(week: string): { data: MealPlanWeek } {
  const meals = usePlannedMeals();
  const servings = useMealServings();
  const data = useMemo(
    () => ({ week, slots: weekSlots(week, meals, servings) }),
    [week, meals, servings],
  );
  return { data };
}

/** A slot's new recipe (null empties it), for `servings` when given, else the household size. */
export type SlotChange = { date: string; meal: Meal; recipeId: string | null; servings?: number };

/** Sets or clears slots: shown at once, kept on the device, sent in order. */
export function useSlotChanges() {
  return {
    mutate: (changes: SlotChange[]) =>
      dispatchAll(changes.map((change) => ({ type: 'setMeal' as const, ...change }))),
  };
}
