/**
 * The household's shared list on the wire (decision 0009):
 * - POST /api/household/ops: a device sends its queued operations, numbered 1, 2, 3… per client id,
 *   in order. The server applies each once (a number it has seen is a duplicate, not applied again).
 * - GET /api/household/changes?since=CURSOR: the register entries written after the cursor.
 * - GET /api/household/events: a Server-Sent Events stream of pokes `{cursor}` (and `{recipes}` when
 *   the account's recipes changed); on a poke the device catches up with /changes.
 */
import {
  DISPLAY_CATEGORIES,
  MAX_SERVINGS,
  MEAL_SLOTS,
  MIN_SERVINGS,
  MAX_PANTRY_TEXT,
  PLAN_RULES_LIMITS,
  PANTRY_PREFIX,
  PREFERENCE_PREFIX,
  SHOP_AISLE_ORDER_PREFIX,
  isUsableIngredientText,
  pantryTextProblem,
} from '@plateful/core';

import { z } from 'zod';
import { MAX_SELECTED_RECIPES } from './calls.ts';
import { BASKET_SERVICES } from './basket-services.ts';
import { isPlanDate } from './calendar.ts';

type DisplayCategoryId = (typeof DISPLAY_CATEGORIES)[number]['id'];

/** A device's sync identity: random, made once per browser profile, kept with its queue. */
export const householdClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** At most this many operations in one push; a longer queue goes in several. */
export const HOUSEHOLD_MAX_OPS_PER_PUSH = 100;
/** An own item's text, as typed. */
export const OWN_ITEM_MAX_CHARS = 200;
/** At most this many own items (live and removed) per household. */
export const MAX_OWN_ITEMS = 500;
/** At most this many things in a household's pantry (issue 29; issue 32 bounds every kind). */
export const MAX_PANTRY_ITEMS = 500;
/** A pantry thing's text, as typed ("500 g rice"). */
export { MAX_PANTRY_TEXT as PANTRY_ITEM_MAX_CHARS };
/** At most this many item keys ticked per household (a generous weekly list). */
export const MAX_CHECKS = 2000;
export { BASKET_SERVICES, type BasketService } from './basket-services.ts';

const recipeId = z.string().trim().min(1).max(100);
const itemKey = z.string().min(1).max(300);
const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const ownItemText = z
  .string()
  .trim()
  .min(1)
  .max(OWN_ITEM_MAX_CHARS)
  .refine(isUsableIngredientText, 'Type at least three letters');
/**
 * A pantry line: refused when empty, negative, zero, no plain number ("1e400 g", "NaN cups") or
 * more than a kitchen holds (core's reasons, the words the web shows).
 */
const pantryText = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PANTRY_TEXT)
  .superRefine((text, context) => {
    const problem = pantryTextProblem(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });
const AISLE_IDS = DISPLAY_CATEGORIES.map((category) => category.id) as [
  DisplayCategoryId,
  ...DisplayCategoryId[],
];
const staple = z.string().trim().min(1).max(80);
/** Servings chosen for a selected recipe or a planned meal (issue 18): the stepper's 1–50. */
const servings = z.number().int().min(MIN_SERVINGS).max(MAX_SERVINGS);

const ruleNumber = (limits: { readonly min: number; readonly max: number }) =>
  z.number().int().min(limits.min).max(limits.max);
/** Plan my week's rules as core's `checkPlanRules` takes them. */
export const planRulesSchema = z
  .object({
    meals: ruleNumber(PLAN_RULES_LIMITS.meals),
    vegetarianNights: ruleNumber(PLAN_RULES_LIMITS.vegetarianNights),
    weeknightMaxMinutes: ruleNumber(PLAN_RULES_LIMITS.weeknightMaxMinutes).nullable(),
    noRepeatDays: ruleNumber(PLAN_RULES_LIMITS.noRepeatDays),
  })
  .strict()
  .refine((rules) => rules.vegetarianNights <= rules.meals, {
    message: 'More vegetarian nights than meals',
    path: ['vegetarianNights'],
  });

export const householdSettingOpSchema = z.discriminatedUnion('name', [
  z.object({
    type: z.literal('setSetting'),
    name: z.literal('householdSize'),
    value: z.number().int().min(1).max(20).nullable(),
  }),
  z.object({
    type: z.literal('setSetting'),
    name: z.literal('pantryStaples'),
    value: z.array(staple).max(200),
  }),
  z.object({
    type: z.literal('setSetting'),
    name: z.literal('basketService'),
    value: z.enum(BASKET_SERVICES),
  }),
  z.object({
    type: z.literal('setSetting'),
    name: z.literal('aisleOrder'),
    value: z.array(z.enum(AISLE_IDS)).max(AISLE_IDS.length),
  }),
  // Issue 28: US measures shown as grams or ml (kept in the aisle part: core's PREFERENCE_PREFIX).
  z.object({ type: z.literal('setSetting'), name: z.literal('metric'), value: z.boolean() }),
  // Issue 29: plan my week's rules (kept in the aisle part, as the metric switch), or null.
  z.object({
    type: z.literal('setSetting'),
    name: z.literal('planRules'),
    value: planRulesSchema.nullable(),
  }),
]);

/** One operation, as core's `HouseholdOp`. */
export const householdOpSchema = z.union([
  z.object({
    type: z.literal('select'),
    recipeId,
    selected: z.boolean(),
    // Optional: an operation without it (an older app) selects for the household size.
    servings: servings.optional(),
  }),
  z.object({ type: z.literal('clearSelection') }),
  z.object({ type: z.literal('check'), itemKey, checked: z.boolean() }),
  z.object({ type: z.literal('clearChecks') }),
  z.object({ type: z.literal('putItem'), itemId, text: ownItemText }),
  z.object({ type: z.literal('removeItem'), itemId }),
  householdSettingOpSchema,
  z
    .object({
      type: z.literal('setMeal'),
      date: z.string().refine(isPlanDate, 'Not a plan date'),
      meal: z.enum(MEAL_SLOTS),
      recipeId: recipeId.nullable(),
      // Optional (decision 0019): an operation without it (an older app) cooks for the household.
      servings: servings.optional(),
    })
    .refine((op) => op.recipeId !== null || op.servings === undefined, {
      message: 'An empty slot has no servings',
      path: ['servings'],
    }),
  z.object({
    type: z.literal('setAisle'),
    name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .refine(
        (name) =>
          !name.startsWith(SHOP_AISLE_ORDER_PREFIX) &&
          !name.startsWith(PREFERENCE_PREFIX) &&
          !name.startsWith(PANTRY_PREFIX),
        'Not an item name',
      ),
    aisle: z.enum(AISLE_IDS).nullable(),
  }),
  // Issue 29: a thing in the pantry (core's PANTRY_PREFIX registers), put, edited or taken out.
  z.object({
    type: z.literal('putPantry'),
    pantryId: itemId,
    text: pantryText,
    always: z.boolean().optional(),
  }),
  z.object({ type: z.literal('removePantry'), pantryId: itemId }),
  // Issue 15: one shop's aisle order, or null to follow the household's.
  z.object({
    type: z.literal('setShopAisleOrder'),
    shop: z.enum(BASKET_SERVICES),
    order: z
      .array(z.enum(AISLE_IDS))
      .min(1)
      .max(AISLE_IDS.length)
      .refine((order) => new Set(order).size === order.length, 'An aisle is listed twice')
      .nullable(),
  }),
]);

/** An operation with its number in the device's queue (1, 2, 3…). */
export const numberedOpSchema = z.object({
  n: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  op: householdOpSchema,
});
export type NumberedOp = z.infer<typeof numberedOpSchema>;

export const householdPushBodySchema = z.object({
  clientId: householdClientIdSchema,
  ops: z.array(numberedOpSchema).min(1).max(HOUSEHOLD_MAX_OPS_PER_PUSH),
});
export type HouseholdPushBody = z.infer<typeof householdPushBodySchema>;

/**
 * What became of one operation: applied (with its version), a duplicate of one applied before, or
 * refused for a reason the user is told (a recipe deleted meanwhile, a list full).
 */
export const opResultSchema = z.discriminatedUnion('status', [
  z.object({ n: z.number(), status: z.literal('applied'), version: z.number() }),
  z.object({ n: z.number(), status: z.literal('duplicate') }),
  z.object({ n: z.number(), status: z.literal('rejected'), reason: z.string() }),
]);
export type OpResult = z.infer<typeof opResultSchema>;

export const householdPushResultSchema = z.object({
  /** The highest operation number of this client the server has taken (applied or refused). */
  acknowledged: z.number(),
  cursor: z.number(),
  results: z.array(opResultSchema),
});
export type HouseholdPushResult = z.infer<typeof householdPushResultSchema>;

export const householdChangesQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/**
 * The settings that travel as setting entries. Settings added later (the metric switch, plan
 * rules) travel in the aisle part instead (decisions 0021, 0027), because an older app drops a
 * whole catch-up holding a setting name it does not know.
 */
export const WIRE_SETTING_NAMES = [
  'householdSize',
  'pantryStaples',
  'basketService',
  'aisleOrder',
] as const;

export const householdEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('selection'),
    key: z.string(),
    // Selected for this many servings, or selected / not selected.
    value: z.union([z.boolean(), servings]),
    version: z.number(),
  }),
  z.object({ kind: z.literal('check'), key: z.string(), value: z.boolean(), version: z.number() }),
  z.object({
    kind: z.literal('item'),
    key: z.string(),
    value: z.string().nullable(),
    version: z.number(),
  }),
  z.object({
    kind: z.literal('setting'),
    key: z.enum(WIRE_SETTING_NAMES),
    value: z.unknown(),
    version: z.number(),
  }),
  z.object({
    kind: z.literal('aisle'),
    key: z.string(),
    value: z.string().nullable(),
    version: z.number(),
  }),
  z.object({
    kind: z.literal('meal'),
    key: z.string(),
    value: z.string().nullable(),
    version: z.number(),
  }),
  z.object({
    kind: z.literal('cleared'),
    key: z.enum(['selection', 'check']),
    value: z.null(),
    version: z.number(),
  }),
]);

export const householdChangesSchema = z.object({
  cursor: z.number(),
  entries: z.array(householdEntrySchema),
  /**
   * The entries are the whole document, not a change since the cursor asked from (issue 32): that
   * cursor is older than registers the server has since compacted away, so the app replaces its
   * copy (keeping its queued operations). An app that predates the flag applies them as usual.
   */
  reset: z.literal(true).optional(),
});
export type HouseholdChanges = z.infer<typeof householdChangesSchema>;

/** A poke on the event stream: catch up to at least `cursor`; `recipes` when recipes changed. */
export const householdPokeSchema = z.object({
  cursor: z.number().optional(),
  recipes: z.boolean().optional(),
});
export type HouseholdPoke = z.infer<typeof householdPokeSchema>;

export { MAX_SELECTED_RECIPES as MAX_HOUSEHOLD_SELECTION };
