/**
 * Meal plan logic, over the household document (decision 0009): a slot is the meal register
 * `YYYY-MM-DD:lunch`, set by a `setMeal` operation like any other change, so a plan made on one
 * phone reaches the household's others live. A slot may name only a recipe the caller can see
 * (Chef's Pick or the account's own), so a plan never points at someone else's recipe.
 */
import {
  MEAL_PLAN_LIST_MAX_SLOTS,
  MESSAGES,
  addDays,
  type MealPlanSlot,
  type MealPlanSlotBody,
  type MealPlanWeek,
} from '@plateful/contracts';
import {
  mealKey,
  plannedMeals,
  plannedServings,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import { notFound } from '../errors.ts';
import type { HouseholdCaller, HouseholdService } from '../household/household.service.ts';

export type Caller = HouseholdCaller;

const MEAL_ORDER = { lunch: 0, dinner: 1 } as const;

/**
 * The filled slots of a state: by day, lunch before dinner, each with its servings when chosen
 * (decision 0019; the servings registers are not slots, `plannedMeals` leaves them out).
 */
function slotsOf(state: HouseholdState): MealPlanSlot[] {
  const servings = plannedServings(state);
  return Object.entries(plannedMeals(state))
    .map(([key, recipeId]): MealPlanSlot => {
      const [date, meal] = key.split(':') as [string, MealPlanSlot['meal']];
      const chosen = servings[key];
      return chosen === undefined
        ? { date, meal, recipeId }
        : { date, meal, recipeId, servings: chosen };
    })
    .sort((a, b) =>
      a.date === b.date ? MEAL_ORDER[a.meal] - MEAL_ORDER[b.meal] : a.date < b.date ? -1 : 1,
    );
}

export function createCalendarService(household: HouseholdService) {
  return {
    async week(caller: Caller, monday: string): Promise<MealPlanWeek> {
      const state = await household.mealsBetween(caller.ownerKey, monday, addDays(monday, 7));
      return { week: monday, slots: slotsOf(state) };
    },

    async all(caller: Caller): Promise<MealPlanSlot[]> {
      const { state } = await household.state(caller.ownerKey, ['meal']);
      return slotsOf(state).slice(0, MEAL_PLAN_LIST_MAX_SLOTS);
    },

    async setSlot(caller: Caller, body: MealPlanSlotBody): Promise<MealPlanSlotBody> {
      const [result] = await household.apply(caller, [{ type: 'setMeal', ...body }]);
      if (result?.status === 'rejected') throw notFound(MESSAGES.recipeNotFound);
      return body;
    },

    /** Adds the slots the plan does not have yet; slots naming unseen recipes are skipped. */
    async importSlots(caller: Caller, slots: MealPlanSlot[]): Promise<number> {
      const results = await household.applyDerived(caller, ['meal'], (state) => {
        const filled = new Set(Object.keys(plannedMeals(state)));
        const ops: HouseholdOp[] = [];
        for (const slot of slots) {
          const key = mealKey(slot.date, slot.meal);
          if (filled.has(key)) continue;
          filled.add(key);
          ops.push({ type: 'setMeal', ...slot });
        }
        return ops;
      });
      return results.filter((result) => result.status === 'applied').length;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
