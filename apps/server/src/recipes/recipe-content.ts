/**
 * A recipe's own content as stored in `recipes.data`, how a client's body becomes one, and how a
 * stored recipe goes back on the wire (SPEC §3 "Recipe (read from server)"). Server-owned fields
 * come from the row's columns, never from `data`.
 */
import {
  IMAGE_ID_PATTERN,
  isHostedImageReference,
  type UserIngredient,
  type UserRecipeBody,
} from '@plateful/contracts';
import {
  chooseCover,
  coverPath,
  DEFAULT_RECIPE_NAME,
  DEFAULT_SERVINGS,
  FACTORY_OWNER,
  isCoverPath,
} from '@plateful/core';

export type StoredIngredient = {
  rawText: string | null;
  name: string | null;
  amount: number | string | null;
  unit: string | null;
  ingredientId: string | null;
};

export type RecipeContent = {
  name: string;
  description: string;
  instructions: string[];
  category: string | null;
  servings: number;
  prepTime: number | null;
  cookTime: number | null;
  calories: number | null;
  yields: string | null;
  imageUrl: string | null;
  cloudflareImageId: string | null;
  images: string[];
  tags: string[];
  author: string | null;
  sourceUrl: string | null;
  displayGroups: boolean;
  ingredientGroups: { title: string; items: StoredIngredient[] }[];
  ingredients: StoredIngredient[];
  tiktokHandle: string | null;
};

export type RecipeRow = {
  id: string;
  ownerAccountCode: string;
  source: 'factory' | 'user' | 'shared';
  sourceId: string | null;
  catalogVersion: number | null;
  name: string;
  data: unknown;
  shareCode: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

function toIngredient(ingredient: UserIngredient): StoredIngredient {
  if (typeof ingredient === 'string') {
    return { rawText: ingredient.trim(), name: null, amount: null, unit: null, ingredientId: null };
  }
  return {
    rawText: blankToNull(ingredient.rawText),
    name: blankToNull(ingredient.name),
    amount: ingredient.amount ?? null,
    unit: blankToNull(ingredient.unit),
    ingredientId: ingredient.ingredientId == null ? null : String(ingredient.ingredientId),
  };
}

const isPresent = (ingredient: StoredIngredient) => Boolean(ingredient.rawText || ingredient.name);

function toSteps(value: string | string[] | null | undefined): string[] {
  const steps = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  return steps.map((step) => step.trim()).filter(Boolean);
}

/**
 * A photo reference as stored: blank is none, and a generated cover is none too (a client that
 * read a recipe's cover sends it back; the cover is worked out afresh from the content on every
 * read, so a renamed recipe's cover follows its name, and removing a photo falls back to it).
 */
const photoOrNull = (value: string | null | undefined): string | null => {
  const reference = blankToNull(value);
  return reference === null || isCoverPath(reference) ? null : reference;
};

/** The content of a recipe from a client's body, with SPEC §3's defaults. */
export function contentFromBody(body: UserRecipeBody): RecipeContent {
  const groups = (body.ingredient_groups ?? [])
    .map((group) => ({
      title: group.title.trim(),
      items: group.items.map(toIngredient).filter(isPresent),
    }))
    .filter((group) => group.items.length > 0);
  const flat = (body.ingredients ?? []).map(toIngredient).filter(isPresent);
  const instructions = toSteps(body.instructions);
  return {
    name: blankToNull(body.name) ?? DEFAULT_RECIPE_NAME,
    description: body.description?.trim() ?? '',
    instructions: instructions.length > 0 ? instructions : toSteps(body.steps),
    category: blankToNull(body.category),
    servings: body.servings ?? DEFAULT_SERVINGS,
    prepTime: body.prep_time ?? null,
    cookTime: body.cook_time ?? null,
    calories: body.calories ?? null,
    yields: blankToNull(body.yields),
    imageUrl: photoOrNull(body.image_url),
    cloudflareImageId: blankToNull(body.cloudflare_image_id),
    images: (body.images ?? []).filter((image) => photoOrNull(image) !== null),
    tags: [...new Set((body.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
    author: blankToNull(body.author),
    sourceUrl: blankToNull(body.source_url),
    displayGroups: body.display_groups ?? groups.length > 0,
    ingredientGroups: groups,
    ingredients: flat.length > 0 ? flat : groups.flatMap((group) => group.items),
    tiktokHandle: blankToNull(body.tiktok_handle),
  };
}

/** Applies a partial body (PATCH) over existing content: only the fields sent change. */
export function patchContent(current: RecipeContent, body: UserRecipeBody): RecipeContent {
  const next = contentFromBody({ ...bodyFromContent(current), ...stripUndefined(body) });
  return next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The body that would produce `content` (used to merge a PATCH and to copy a recipe). */
export function bodyFromContent(content: RecipeContent): UserRecipeBody {
  return {
    name: content.name,
    description: content.description,
    instructions: content.instructions,
    category: content.category,
    servings: content.servings,
    prep_time: content.prepTime,
    cook_time: content.cookTime,
    calories: content.calories,
    yields: content.yields,
    image_url: content.imageUrl,
    cloudflare_image_id: content.cloudflareImageId,
    images: content.images,
    tags: content.tags,
    author: content.author,
    source_url: content.sourceUrl,
    display_groups: content.displayGroups,
    ingredient_groups: content.ingredientGroups,
    ingredients: content.ingredients,
    tiktok_handle: content.tiktokHandle,
  };
}

const hosted = (reference: unknown): reference is string =>
  typeof reference === 'string' && isHostedImageReference(reference);

/**
 * Stored `data` read back defensively: a row written by an older version still maps, and an image
 * reference stored before only hosted images were accepted (another site's address) is left out,
 * so no reader's browser ever loads it.
 */
export function readContent(data: unknown): RecipeContent {
  const value = (data ?? {}) as Partial<RecipeContent>;
  const cloudflareImageId = value.cloudflareImageId;
  return {
    name: value.name ?? DEFAULT_RECIPE_NAME,
    description: value.description ?? '',
    instructions: value.instructions ?? [],
    category: value.category ?? null,
    servings: value.servings ?? DEFAULT_SERVINGS,
    prepTime: value.prepTime ?? null,
    cookTime: value.cookTime ?? null,
    calories: value.calories ?? null,
    yields: typeof value.yields === 'string' ? value.yields : null,
    imageUrl: hosted(value.imageUrl) ? value.imageUrl : null,
    cloudflareImageId:
      typeof cloudflareImageId === 'string' && IMAGE_ID_PATTERN.test(cloudflareImageId)
        ? cloudflareImageId
        : null,
    images: (value.images ?? []).filter(hosted),
    tags: value.tags ?? [],
    author: value.author ?? null,
    sourceUrl: value.sourceUrl ?? null,
    displayGroups: value.displayGroups ?? false,
    ingredientGroups: value.ingredientGroups ?? [],
    ingredients: value.ingredients ?? [],
    tiktokHandle: value.tiktokHandle ?? null,
  };
}

export type WireRecipe = ReturnType<typeof toWireRecipe>;

/**
 * The recipe's picture: its photo, or (with no photo at all) its generated cover, chosen from its
 * title, category, tags and ingredients (decision 0013).
 */
export function pictureOf(content: RecipeContent): string | null {
  if (content.imageUrl || content.cloudflareImageId || content.images.length > 0) {
    return content.imageUrl;
  }
  return coverPath(
    chooseCover({
      name: content.name,
      category: content.category,
      tags: content.tags,
      ingredients: content.ingredients.map(
        (ingredient) => ingredient.rawText ?? ingredient.name ?? '',
      ),
    }),
  );
}

/** An ingredient that is only its text goes on the wire as that text (SPEC §3 allows strings). */
function compactIngredient(ingredient: StoredIngredient): StoredIngredient | string {
  const onlyText =
    ingredient.rawText !== null &&
    ingredient.name === null &&
    ingredient.amount === null &&
    ingredient.unit === null &&
    ingredient.ingredientId === null;
  return onlyText ? ingredient.rawText! : ingredient;
}

/**
 * A stored recipe on the wire, in the spellings of SPEC §3 (one spelling per field). The owner's account code is never
 * sent; only the factory marker FACTORY_RECIPES is.
 */
export function toWireRecipe(row: RecipeRow) {
  const content = readContent(row.data);
  const isFactory = row.source === 'factory';
  const total =
    content.prepTime === null && content.cookTime === null
      ? null
      : (content.prepTime ?? 0) + (content.cookTime ?? 0);
  return {
    id: row.id,
    name: content.name,
    description: content.description,
    instructions: content.instructions,
    category: content.category,
    servings: content.servings,
    prepTime: content.prepTime,
    cookTime: content.cookTime,
    calories: content.calories,
    yields: content.yields,
    imageUrl: pictureOf(content),
    cloudflareImageId: content.cloudflareImageId,
    images: content.images,
    durationMinutes: total,
    tags: content.tags,
    author: content.author,
    sourceUrl: content.sourceUrl,
    displayGroups: content.displayGroups,
    ingredientGroups: content.ingredientGroups.map((group) => ({
      title: group.title,
      items: group.items.map(compactIngredient),
    })),
    ingredients: content.ingredients.map(compactIngredient),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    source: row.source,
    owner_account_code: isFactory ? FACTORY_OWNER : null,
    isFactory,
    readonly: isFactory,
    sourceId: row.sourceId,
    catalogVersion: row.catalogVersion,
    share_code: row.shareCode,
    tiktok_handle: content.tiktokHandle,
  };
}
