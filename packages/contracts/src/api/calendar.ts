/**
 * Meal scheduling (PRODUCT.md "Meal scheduling"): a week of lunch and dinner slots per owner, each
 * holding one recipe id. Dates are calendar days `YYYY-MM-DD` with no time zone; a week is named by
 * its Monday. The date helpers are pure (no clock): callers pass today in.
 */
import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

export const MEALS = ['lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** The oldest and newest days a plan may hold: wide enough for anyone, small enough to check. */
export const MEAL_PLAN_MIN_DATE = '2000-01-01';
export const MEAL_PLAN_MAX_DATE = '2099-12-31';
/** At most this many slots in one import (a year of lunches and dinners, with room to spare). */
export const MEAL_PLAN_IMPORT_MAX_SLOTS = 1000;
/** At most this many slots come back from the whole-plan read (export). */
export const MEAL_PLAN_LIST_MAX_SLOTS = 5000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [, y, m, d] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return day.toISOString().slice(0, 10) === date ? day : null;
}

/** Whether `date` is a real calendar day `YYYY-MM-DD` within the plan's range. */
export function isPlanDate(date: string): boolean {
  return utcDay(date) !== null && date >= MEAL_PLAN_MIN_DATE && date <= MEAL_PLAN_MAX_DATE;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  return new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date` (weeks start on Monday). */
export function weekStart(date: string): string {
  const day = utcDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return addDays(date, -sinceMonday);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** A local calendar day as `YYYY-MM-DD` (today in the user's own time zone). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const planDateSchema = z.string().refine(isPlanDate, {
  message: `Expected a date YYYY-MM-DD from ${MEAL_PLAN_MIN_DATE} to ${MEAL_PLAN_MAX_DATE}`,
});
// The second check runs even when the first fails (zod collects every issue): it must not throw.
export const mondaySchema = planDateSchema.refine(
  (date) => isPlanDate(date) && weekStart(date) === date,
  {
    message: 'A week is named by its Monday',
  },
);
export const mealSchema = z.enum(MEALS);
const recipeIdSchema = z.string().trim().min(1).max(100);
/**
 * How many a planned meal cooks for (decision 0019), as the recipe sheet's stepper: 1–50 (core's
 * MIN_SERVINGS and MAX_SERVINGS; calendar.test.ts checks they agree). Absent: the household size
 * (or the recipe's own servings when no size is set).
 */
export const mealServingsSchema = z.number().int().min(1).max(50);

export const mealPlanQuerySchema = z.object({ week: mondaySchema });

export const mealPlanSlotSchema = z.object({
  date: planDateSchema,
  meal: mealSchema,
  recipeId: recipeIdSchema,
  servings: mealServingsSchema.optional(),
});
export type MealPlanSlot = z.infer<typeof mealPlanSlotSchema>;

/**
 * PUT /api/meal-plan/slot: a recipe for the slot (for `servings`, when given), or null to clear
 * it. A slot set without `servings` cooks for the household size again.
 */
export const mealPlanSlotBodySchema = z
  .object({
    date: planDateSchema,
    meal: mealSchema,
    recipeId: recipeIdSchema.nullable(),
    servings: mealServingsSchema.optional(),
  })
  .refine((slot) => slot.recipeId !== null || slot.servings === undefined, {
    message: 'An empty slot has no servings',
    path: ['servings'],
  });
export type MealPlanSlotBody = z.infer<typeof mealPlanSlotBodySchema>;

export const mealPlanWeekSchema = z.object({
  week: z.string(),
  slots: z.array(mealPlanSlotSchema),
});
export type MealPlanWeek = z.infer<typeof mealPlanWeekSchema>;
export const mealPlanWeekResponseSchema = envelopeSchema(mealPlanWeekSchema);

/** GET /api/meal-plan/all: every slot of the owner (data export). */
export const mealPlanAllResponseSchema = envelopeSchema(
  z.object({ slots: z.array(mealPlanSlotSchema) }),
);

/** POST /api/meal-plan/import: slots added where the plan has none (data import never overwrites). */
export const mealPlanImportBodySchema = z.object({
  slots: z.array(mealPlanSlotSchema).max(MEAL_PLAN_IMPORT_MAX_SLOTS),
});
export const mealPlanImportResponseSchema = envelopeSchema(z.object({ added: z.number().int() }));
