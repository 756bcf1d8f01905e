import { MAX_SERVINGS, MIN_SERVINGS } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { mealPlanSlotBodySchema, mealPlanSlotSchema, mealServingsSchema } from './calendar.ts';
import { householdOpSchema } from './household.ts';

const slot = { date: '2026-11-24', meal: 'dinner', recipeId: 'cp-golden-syrup-flapjacks' };

describe('servings of a planned meal (decision 0019)', () => {
  it('takes the stepper’s range, as core has it', () => {
    expect(mealServingsSchema.safeParse(MIN_SERVINGS).success).toBe(true);
    expect(mealServingsSchema.safeParse(MAX_SERVINGS).success).toBe(true);
    expect(mealServingsSchema.safeParse(MIN_SERVINGS - 1).success).toBe(false);
    expect(mealServingsSchema.safeParse(MAX_SERVINGS + 1).success).toBe(false);
  });

  it('a slot and an operation may carry servings, or none (an older app)', () => {
    for (const schema of [mealPlanSlotSchema, mealPlanSlotBodySchema]) {
      expect(schema.parse({ ...slot, servings: 6 })).toEqual({ ...slot, servings: 6 });
      expect(schema.parse(slot)).toEqual(slot);
    }
    const op = { type: 'setMeal', ...slot };
    expect(householdOpSchema.parse({ ...op, servings: 6 })).toEqual({ ...op, servings: 6 });
    expect(householdOpSchema.parse(op)).toEqual(op);
  });

  it('refuses servings that are not a whole number from 1 to 50, and servings for an empty slot', () => {
    for (const servings of [0, 51, 2.5, -1, '6', null, Number.NaN, 1e9]) {
      expect(mealPlanSlotBodySchema.safeParse({ ...slot, servings }).success).toBe(false);
      expect(mealPlanSlotSchema.safeParse({ ...slot, servings }).success).toBe(false);
      expect(householdOpSchema.safeParse({ type: 'setMeal', ...slot, servings }).success).toBe(
        false,
      );
    }
    const empty = { ...slot, recipeId: null, servings: 4 };
    expect(mealPlanSlotBodySchema.safeParse(empty).success).toBe(false);
    expect(householdOpSchema.safeParse({ type: 'setMeal', ...empty }).success).toBe(false);
    expect(mealPlanSlotBodySchema.safeParse({ ...slot, recipeId: null }).success).toBe(true);
  });
});
