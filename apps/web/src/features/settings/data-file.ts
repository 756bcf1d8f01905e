/**
 * Export all my data as one JSON file, and import it back (PRODUCT.md "Settings"). An import merges
 * and never loses what the device has: lists are unioned, existing settings are kept unless absent,
 * the file's account code is linked only when the device has none, and own recipes missing from
 * the account are created again (that needs an account code).
 */
import {
  mealPlanAllResponseSchema,
  mealPlanSlotSchema,
  parseRecipe,
  userRecipeBodySchema,
  type MealPlanSlot,
  type UserRecipeBody,
} from '@plateful/contracts';
import { STORAGE_PREFIX, isFactoryRecipe } from '@plateful/core';
import { z } from 'zod';
import { getAccountCode } from '../../lib/account-code.ts';
import { linkAccountCode } from '../../lib/account-link.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { getDeviceCode } from '../../lib/device-code.ts';
import { queryClient } from '../../lib/query-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { getSelection, setSelection } from '../../lib/selection.ts';
import {
  STORAGE_KEYS,
  readKey,
  readRaw,
  settingsSchema,
  writeKey,
  writeRaw,
} from '../../lib/storage.ts';

export const EXPORT_FORMAT = 'plateful-export';
export const EXPORT_VERSION = 1;
/** Local ratings of unshared recipes (SPEC §3: rating_{id}). */
const RATING_PREFIX = 'rating_';

const ids = z.array(z.string().min(1).max(200)).max(5000);

/** The file, checked field by field: a bad file is refused with the first problem named. */
export const exportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  accountCode: z.string().max(40).nullable(),
  deviceCode: z.string().max(100),
  selection: ids,
  settings: z.nullable(settingsSchema),
  hiddenRecipes: STORAGE_KEYS.hiddenRecipes.schema,
  seenRecipeIds: ids,
  ratings: z.record(z.string().max(200), z.string().max(20)),
  checks: ids,
  recipes: z.array(userRecipeBodySchema.extend({ id: z.string().max(100) })).max(2000),
  mealPlan: z.array(mealPlanSlotSchema).max(5000),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

function localRatings(): Record<string, string> {
  const ratings: Record<string, string> = {};
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (!key.startsWith(`${STORAGE_PREFIX}${RATING_PREFIX}`)) continue;
      const name = key.slice(STORAGE_PREFIX.length);
      const value = readRaw(name);
      if (value !== null) ratings[name.slice(RATING_PREFIX.length)] = value;
    }
  } catch (error) {
    console.warn('[plateful] could not read the ratings', error);
  }
  return ratings;
}

/** A recipe from GET /api/recipes as the body that creates it again (SPEC §3 "User recipe sent"). */
function toRecipeBody(wire: Record<string, unknown>): (UserRecipeBody & { id: string }) | null {
  const pick = (...keys: string[]) => keys.map((key) => wire[key]).find((v) => v != null);
  const parsed = userRecipeBodySchema.safeParse({
    name: pick('name', 'title'),
    description: pick('description'),
    instructions: pick('instructions'),
    category: pick('category'),
    servings: pick('servings'),
    prep_time: pick('prep_time', 'prepTime'),
    cook_time: pick('cook_time', 'cookTime'),
    calories: pick('calories'),
    image_url: pick('image_url', 'imageUrl'),
    cloudflare_image_id: pick('cloudflare_image_id', 'cloudflareImageId'),
    tags: pick('tags'),
    author: pick('author'),
    source_url: pick('source_url', 'sourceUrl'),
    display_groups: pick('display_groups', 'displayGroups'),
    ingredient_groups: pick('ingredient_groups', 'ingredientGroups'),
    ingredients: pick('ingredients'),
  });
  if (!parsed.success || typeof wire.id !== 'string') return null;
  return { ...parsed.data, id: wire.id };
}

async function ownRecipes(): Promise<(UserRecipeBody & { id: string })[]> {
  if (!getAccountCode()) return [];
  const body = await apiFetch<{ data?: unknown }>('/api/recipes');
  const list = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  return list
    .filter((wire) => {
      const recipe = parseRecipe(wire);
      return recipe !== null && !isFactoryRecipe(recipe);
    })
    .map(toRecipeBody)
    .filter((recipe) => recipe !== null);
}

async function mealPlan(): Promise<MealPlanSlot[]> {
  const body = await apiFetch('/api/meal-plan/all', { schema: mealPlanAllResponseSchema });
  return body.ok ? body.data.slots : [];
}

/** Everything this device knows about its user, as one file's contents. */
export async function buildExport(now = new Date()): Promise<ExportFile> {
  const [recipes, slots] = await Promise.all([ownRecipes(), mealPlan()]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    accountCode: getAccountCode(),
    deviceCode: getDeviceCode(),
    selection: [...getSelection()],
    settings: readRaw(STORAGE_KEYS.settings.key) === null ? null : readKey('settings'),
    hiddenRecipes: readKey('hiddenRecipes'),
    seenRecipeIds: readKey('seenRecipeIds'),
    ratings: localRatings(),
    checks: readKey('shoppingChecks'),
    recipes,
    mealPlan: slots,
  };
}

/** Saves `file` as plateful-data-YYYY-MM-DD.json. */
export function downloadExport(file: ExportFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `plateful-data-${file.exportedAt.slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ParseResult = { ok: true; file: ExportFile } | { ok: false; error: string };

/** Reads and checks a file's text; the error names what is wrong. */
export function parseExport(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Plateful data file (it is not JSON).' };
  }
  const parsed = exportFileSchema.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return {
    ok: false,
    error: `This file is not a Plateful data file${where}: ${issue?.message ?? 'unreadable'}.`,
  };
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export type ImportSummary = { recipesAdded: number; slotsAdded: number; linked: boolean };

/** Merges `file` into this device and its account; never removes or overwrites what is here. */
export async function importData(file: ExportFile): Promise<ImportSummary> {
  const linked =
    !getAccountCode() && file.accountCode !== null && (await linkAccountCode(file.accountCode)).ok;

  // Settings: the device's own win; absent ones come from the file; staples are unioned.
  if (file.settings) {
    if (readRaw(STORAGE_KEYS.settings.key) === null) writeKey('settings', file.settings);
    else {
      const current = readKey('settings');
      writeKey('settings', {
        ...current,
        householdSize: current.householdSize ?? file.settings.householdSize,
        pantryStaples: union(current.pantryStaples, file.settings.pantryStaples),
      });
    }
  }
  const hidden = readKey('hiddenRecipes');
  const hiddenIds = new Set(hidden.map((recipe) => recipe.id));
  writeKey('hiddenRecipes', [
    ...hidden,
    ...file.hiddenRecipes.filter((recipe) => !hiddenIds.has(recipe.id)),
  ]);
  writeKey('seenRecipeIds', union(readKey('seenRecipeIds'), file.seenRecipeIds));
  writeKey('shoppingChecks', union(readKey('shoppingChecks'), file.checks));
  for (const [id, value] of Object.entries(file.ratings)) {
    if (readRaw(`${RATING_PREFIX}${id}`) === null) writeRaw(`${RATING_PREFIX}${id}`, value);
  }

  // Own recipes the account does not have are created again; the plan and selection follow them.
  const renamed = new Map<string, string>();
  let recipesAdded = 0;
  if (getAccountCode() && file.recipes.length > 0) {
    const present = new Set((await ownRecipes()).map((recipe) => recipe.id));
    for (const recipe of file.recipes) {
      if (present.has(recipe.id)) continue;
      const created = await apiFetch<{ recipe?: { id?: string } }>('/api/user/recipes/v2', {
        method: 'POST',
        body: recipe,
      });
      if (created.recipe?.id) renamed.set(recipe.id, created.recipe.id);
      recipesAdded += 1;
    }
  }
  const rename = (id: string) => renamed.get(id) ?? id;

  const slots = file.mealPlan.map((slot) => ({ ...slot, recipeId: rename(slot.recipeId) }));
  let slotsAdded = 0;
  if (slots.length > 0) {
    const body = await apiFetch<{ data?: { added?: number } }>('/api/meal-plan/import', {
      method: 'POST',
      body: { slots },
    });
    slotsAdded = body.data?.added ?? 0;
  }
  if (linked) {
    // The account's own selection comes first, as when linking on the account page.
    const server = await apiFetch<{ data?: { recipeIds?: string[] } }>('/api/selected-recipes');
    setSelection(
      union(server.data?.recipeIds ?? [], union(getSelection(), file.selection.map(rename))),
    );
  } else {
    setSelection(union(getSelection(), file.selection.map(rename)));
  }
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  void queryClient.invalidateQueries({ queryKey: ['/api/meal-plan'] });
  return { recipesAdded, slotsAdded, linked };
}
