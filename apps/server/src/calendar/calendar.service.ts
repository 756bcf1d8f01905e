/**
 * Meal plan logic: reads a week, sets or clears a slot, imports slots. A slot may name only a
 * recipe the caller can see (Chef's Pick or the account's own), so a plan never points at someone
 * else's recipe.
 */
import {
  MEAL_PLAN_LIST_MAX_SLOTS,
  MESSAGES,
  addDays,
  type MealPlanSlot,
  type MealPlanSlotBody,
  type MealPlanWeek,
} from '@plateful/contracts';
import type { AccountCode } from '@plateful/core';
import { notFound } from '../errors.ts';
import type { CalendarRepository } from './calendar.repository.ts';

export type Caller = { ownerKey: string; accountCode: AccountCode | null };

export function createCalendarService(repository: CalendarRepository) {
  return {
    async week(caller: Caller, monday: string): Promise<MealPlanWeek> {
      const slots = await repository.listRange(caller.ownerKey, monday, addDays(monday, 6));
      return { week: monday, slots };
    },

    async all(caller: Caller): Promise<MealPlanSlot[]> {
      return repository.listAll(caller.ownerKey, MEAL_PLAN_LIST_MAX_SLOTS);
    },

    async setSlot(caller: Caller, body: MealPlanSlotBody): Promise<MealPlanSlotBody> {
      if (body.recipeId === null) {
        await repository.clearSlot(caller.ownerKey, body.date, body.meal);
        return body;
      }
      const visible = await repository.visibleRecipeIds([body.recipeId], caller.accountCode);
      if (!visible.has(body.recipeId)) throw notFound(MESSAGES.recipeNotFound);
      await repository.setSlot(caller.ownerKey, body.date, body.meal, body.recipeId);
      return body;
    },

    /** Adds the slots the plan does not have yet; slots naming unseen recipes are skipped. */
    async importSlots(caller: Caller, slots: MealPlanSlot[]): Promise<number> {
      const visible = await repository.visibleRecipeIds(
        [...new Set(slots.map((slot) => slot.recipeId))],
        caller.accountCode,
      );
      return repository.addMissing(
        caller.ownerKey,
        slots.filter((slot) => visible.has(slot.recipeId)),
      );
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
