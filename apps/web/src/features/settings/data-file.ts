/**
 * Export all my data as one JSON file, and import it back (PRODUCT.md "Settings"). An import merges
 * and never loses what the device has: lists are unioned, existing settings are kept unless absent,
 * the file's account code is linked only when the device has none, and own recipes missing from
 * the account are created again (that needs an account code). The selection, checks, settings and
 * meal plan are the household's (lib/household): an import adds to them by ordinary operations.
 */
import {
  mealPlanSlotSchema,
  parseRecipe,
  userRecipeBodySchema,
  type MealPlanSlot,
  type UserRecipeBody,
} from '@plateful/contracts';
import {
  MEAL_SLOTS,
  STORAGE_PREFIX,
  isFactoryRecipe,
  mealKey,
  plannedMeals,
  plannedServings,
  type HouseholdOp,
  type MealSlot,
} from '@plateful/core';
import { z } from 'zod';
import { getAccountCode } from '../../lib/account-code.ts';
import { linkAccountCode } from '../../lib/account-link.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { getDeviceCode } from '../../lib/device-code.ts';
import { hostedImageOrNull, withHostedImagesOnly } from './hosted-images.ts';
import {
  dispatchAll,
  getHouseholdView,
  pullHousehold,
  selectChecks,
  selectSelection,
  selectSettings,
} from '../../lib/household/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
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
  // Old files may hold other sites' image addresses: dropped, so the recipe still imports.
  recipes: z
    .array(
      z.preprocess(
        (recipe) => withHostedImagesOnly(recipe, window.location.origin),
        userRecipeBodySchema.extend({ id: z.string().max(100) }),
      ),
    )
    .max(2000),
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
    yields: pick('yields'),
    // A picture of another site (kept by older versions) is left out, not the whole recipe.
    image_url: hostedImageOrNull(pick('image_url', 'imageUrl'), window.location.origin),
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

/** The household's planned meals as slots, in date order, with servings when chosen (0019). */
function mealPlan(): MealPlanSlot[] {
  const slots: MealPlanSlot[] = [];
  const view = getHouseholdView();
  const servings = plannedServings(view);
  for (const [key, recipeId] of Object.entries(plannedMeals(view))) {
    const [date, meal] = key.split(':') as [string, MealSlot];
    if (!MEAL_SLOTS.includes(meal)) continue;
    const chosen = servings[key];
    slots.push(
      chosen === undefined ? { date, meal, recipeId } : { date, meal, recipeId, servings: chosen },
    );
  }
  return slots.sort((a, b) =>
    a.date === b.date ? a.meal.localeCompare(b.meal) : a.date < b.date ? -1 : 1,
  );
}

/** Everything this device knows about its user, as one file's contents. */
export async function buildExport(now = new Date()): Promise<ExportFile> {
  // The household as the server has it now (another phone may have changed it), when reachable.
  const [recipes] = await Promise.all([ownRecipes(), pullHousehold()]);
  const view = getHouseholdView();
  const { householdSize, basketService, pantryStaples } = selectSettings(view);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    accountCode: getAccountCode(),
    deviceCode: getDeviceCode(),
    selection: [...selectSelection(view)],
    settings: { householdSize, basketService, pantryStaples },
    hiddenRecipes: readKey('hiddenRecipes'),
    seenRecipeIds: readKey('seenRecipeIds'),
    ratings: localRatings(),
    checks: [...selectChecks(view)],
    recipes,
    mealPlan: mealPlan(),
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

/** The file's settings as operations: only where the household has none, staples unioned. */
function settingOps(incoming: z.infer<typeof settingsSchema>): HouseholdOp[] {
  const view = getHouseholdView();
  const current = selectSettings(view);
  const never = (name: keyof typeof view.settings) => view.settings[name] === undefined;
  const ops: HouseholdOp[] = [];
  if (current.householdSize === null && incoming.householdSize !== null) {
    ops.push({ type: 'setSetting', name: 'householdSize', value: incoming.householdSize });
  }
  if (never('basketService') && incoming.basketService !== current.basketService) {
    ops.push({ type: 'setSetting', name: 'basketService', value: incoming.basketService });
  }
  const staples = union(current.pantryStaples, incoming.pantryStaples);
  if (staples.length !== current.pantryStaples.length) {
    ops.push({ type: 'setSetting', name: 'pantryStaples', value: staples.slice(0, 200) });
  }
  return ops;
}

export type ImportSummary = { recipesAdded: number; slotsAdded: number; linked: boolean };

/** Merges `file` into this device and its account; never removes or overwrites what is here. */
export async function importData(file: ExportFile): Promise<ImportSummary> {
  const linked =
    !getAccountCode() && file.accountCode !== null && (await linkAccountCode(file.accountCode)).ok;
  // A new account's household is read first, so what it has is kept, not overwritten.
  if (linked) await pullHousehold();

  // Settings: the household's own win; absent ones come from the file; staples are unioned.
  const ops: HouseholdOp[] = [];
  if (file.settings) ops.push(...settingOps(file.settings));
  const hidden = readKey('hiddenRecipes');
  const hiddenIds = new Set(hidden.map((recipe) => recipe.id));
  writeKey('hiddenRecipes', [
    ...hidden,
    ...file.hiddenRecipes.filter((recipe) => !hiddenIds.has(recipe.id)),
  ]);
  writeKey('seenRecipeIds', union(readKey('seenRecipeIds'), file.seenRecipeIds));
  const checked = new Set(selectChecks(getHouseholdView()));
  for (const itemKey of file.checks) {
    if (!checked.has(itemKey)) ops.push({ type: 'check', itemKey, checked: true });
  }
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

  // Meals go where the plan has none; recipes join the selection (nothing is unselected).
  const view = getHouseholdView();
  const planned = plannedMeals(view);
  let slotsAdded = 0;
  for (const slot of file.mealPlan) {
    const key = mealKey(slot.date, slot.meal);
    if (planned[key] !== undefined) continue;
    planned[key] = rename(slot.recipeId);
    const { date, meal, servings } = slot;
    ops.push(
      servings === undefined
        ? { type: 'setMeal', date, meal, recipeId: planned[key] }
        : { type: 'setMeal', date, meal, recipeId: planned[key], servings },
    );
    slotsAdded += 1;
  }
  const selected = new Set(selectSelection(view));
  for (const recipeId of file.selection.map(rename)) {
    if (selected.has(recipeId)) continue;
    selected.add(recipeId);
    ops.push({ type: 'select', recipeId, selected: true });
  }
  // The import is reported once its household changes are kept on the device.
  await dispatchAll(ops);
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  return { recipesAdded, slotsAdded, linked };
}
