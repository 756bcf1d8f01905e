/**
 * Request and response bodies of the calls in SPEC §7 (besides the recipe itself, in
 * `user-recipe.ts` and `../recipe.ts`).
 */
import { z } from 'zod';
import { jsonBytes } from './image-reference.ts';

const id = z.string().trim().min(1).max(100);

// Ingredients (a per-user aisle catalogue: "this ingredient goes in that aisle").
export const ingredientBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  category: z.string().trim().min(1).max(40),
});
export type IngredientBody = z.infer<typeof ingredientBodySchema>;
export const ingredientSchema = ingredientBodySchema.extend({
  id: z.string(),
  created_at: z.string(),
});
export type IngredientRecord = z.infer<typeof ingredientSchema>;

// User-recipe records {base_id, kind, data}. A tombstone needs no data; an 'add' record's data
// is a recipe's changes, as large as a big recipe at most.
export const MAX_TOMBSTONE_DATA_BYTES = 1024;
export const MAX_RECORD_DATA_BYTES = 200 * 1024;
const recordData = (maxBytes: number) =>
  z.record(z.string(), z.unknown()).refine((data) => jsonBytes(data) <= maxBytes, {
    message: `must be at most ${maxBytes / 1024} KB`,
  });
export const userRecipeRecordBodySchema = z.discriminatedUnion('kind', [
  z.object({
    base_id: id,
    kind: z.literal('add'),
    data: recordData(MAX_RECORD_DATA_BYTES).default({}),
  }),
  z.object({
    base_id: id,
    kind: z.literal('tombstone'),
    data: recordData(MAX_TOMBSTONE_DATA_BYTES).default({}),
  }),
]);
export type UserRecipeRecordBody = z.infer<typeof userRecipeRecordBodySchema>;
export const userRecipeRecordUpdateSchema = z.object({ data: recordData(MAX_RECORD_DATA_BYTES) });

// Selected recipes.
export const MAX_SELECTED_RECIPES = 200;
export const selectedRecipesBodySchema = z.object({
  recipeIds: z.array(id).max(MAX_SELECTED_RECIPES),
});
export type SelectedRecipesBody = z.infer<typeof selectedRecipesBodySchema>;

// Recipes by ids.
export const recipesByIdsBodySchema = z.object({ ids: z.array(id).max(MAX_SELECTED_RECIPES) });

// Shopping list checks ('already owned'), by item key (name-category-unit).
export const shoppingItemIdSchema = z.string().min(1).max(300);
export const shoppingCheckBodySchema = z.object({ checked: z.boolean() });
export const shoppingListSchema = z.object({
  checked: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type ShoppingListState = z.infer<typeof shoppingListSchema>;

// Session.
export const setCodeBodySchema = z.object({
  account_code: z.string().max(100),
  /** Link only if the code already holds something (else 409 'account_empty', not linked). */
  require_data: z.boolean().optional(),
});
export const setCodeResponseSchema = z.object({
  account_code: z.string(),
  /** Whether the code held anything before this link: false for a new (or mistyped) code. */
  has_data: z.boolean(),
});

/** POST /api/session/device-code: a device code issued (signed) by the server (decision 0011). */
export const deviceCodeResponseSchema = z.object({ device_code: z.string() });

// Sharing.
export const shareBodySchema = z.object({ recipe_id: id });
export const shareResponseSchema = z.object({ link: z.string(), code: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;
export const shareSaveBodySchema = z.object({
  code: z.string().trim().min(1).max(40),
  account_code: z.string().max(100).optional(),
});

// Public recipe meta and rating.
export const publicMetaSchema = z.object({
  average: z.number(),
  count: z.number().int(),
  saves: z.number().int(),
});
export type PublicMeta = z.infer<typeof publicMetaSchema>;
export const rateBodySchema = z.object({ rating: z.number().int().min(1).max(5) });

// Community counters.
export const buildMetricsSchema = z.object({
  community: z.number().int(),
  recipes: z.number().int(),
  shared: z.number().int(),
});
export type BuildMetrics = z.infer<typeof buildMetricsSchema>;
export const publicStatsRowSchema = z.object({
  shares: z.number().int(),
  imports: z.number().int(),
  signups: z.number().int().nullable(),
  community: z.number().int(),
  accountCodes: z.number().int(),
});
export type PublicStatsRow = z.infer<typeof publicStatsRowSchema>;

// Image upload (SPEC §7: {imageId} or {errors:[{message, code}]}).
export const uploadResponseSchema = z.union([
  z.object({ imageId: z.string() }),
  z.object({
    errors: z.array(z.object({ message: z.string(), code: z.union([z.number(), z.string()]) })),
  }),
]);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
