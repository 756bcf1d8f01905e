/**
 * The recipe on the wire (SPEC §3 "Recipe (read from server)") and its mapping to the domain
 * `Recipe` of @plateful/core. The server and older clients spell fields two ways (name/title,
 * prepTime/prep_time, imageUrl/image_url…) and send ingredients as strings or objects; this is
 * the one place that knows. Bad fields fall back to defaults instead of failing the recipe.
 */
import {
  DEFAULT_RECIPE_NAME,
  DEFAULT_SERVINGS,
  isFactoryRecipe,
  type IngredientGroup,
  type Recipe,
  type RecipeIngredient,
  type ShoppingRecipe,
} from '@plateful/core';
/**
 * What each field may be on the wire. A field of another type reads as absent (and null stays
 * null), so one bad field falls back to its default instead of failing the recipe.
 *
 * Read by hand, not by a zod schema: every tab parses the whole recipe list at start-up on the
 * phone, and a schema of 60 lenient fields was a fifth of the start-up's script time on a slow
 * phone (issue 17). The rules are this small table and `readField`.
 */
type FieldKind = 'text' | 'numberish' | 'flag' | 'list' | 'listOrText';
type FieldType = {
  text: string;
  numberish: number | string;
  flag: boolean | string | number;
  list: unknown[];
  listOrText: unknown[] | string;
};
type WireOf<Fields extends Record<string, FieldKind>> = {
  [K in keyof Fields]?: FieldType[Fields[K]] | null;
};

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readField(value: unknown, kind: FieldKind): unknown {
  if (value === null || value === undefined) return value;
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'numberish':
      return finite(value) || typeof value === 'string' ? value : undefined;
    case 'flag':
      return typeof value === 'boolean' || typeof value === 'string' || finite(value)
        ? value
        : undefined;
    case 'list':
      return Array.isArray(value) ? value : undefined;
    case 'listOrText':
      return Array.isArray(value) || typeof value === 'string' ? value : undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindsOf = new WeakMap<object, ReadonlyMap<string, FieldKind>>();

/** A field table as a map, made once per table. */
function fieldKinds(fields: Record<string, FieldKind>): ReadonlyMap<string, FieldKind> {
  let kinds = kindsOf.get(fields);
  if (kinds === undefined) {
    kinds = new Map(Object.entries(fields));
    kindsOf.set(fields, kinds);
  }
  return kinds;
}

/**
 * Reads `fields` off an object: each present in its kind, others absent. A plain object (what
 * JSON gives) is read by its own keys, usually a few of the table's dozens; any other object is
 * read field by field, as a property read finds them (inherited, getters).
 */
function readFields<Fields extends Record<string, FieldKind>>(
  input: Record<string, unknown>,
  fields: Fields,
): WireOf<Fields> {
  const out: Record<string, unknown> = {};
  const proto: unknown = Object.getPrototypeOf(input);
  if (proto === Object.prototype || proto === null) {
    const kinds = fieldKinds(fields);
    for (const key of Object.keys(input)) {
      const kind = kinds.get(key);
      if (kind === undefined) continue;
      const value = readField(input[key], kind);
      if (value !== undefined) out[key] = value;
    }
    return out as WireOf<Fields>;
  }
  for (const key in fields) {
    const value = readField(input[key], fields[key]!);
    if (value !== undefined) out[key] = value;
  }
  return out as WireOf<Fields>;
}

/** Reads `fields` off an object; null when `input` is not an object. */
function readObject<Fields extends Record<string, FieldKind>>(
  input: unknown,
  fields: Fields,
): WireOf<Fields> | null {
  return isRecord(input) ? readFields(input, fields) : null;
}

const INGREDIENT_FIELDS = {
  amount: 'numberish',
  unit: 'text',
  rawText: 'text',
  raw_text: 'text',
  name: 'text',
  ingredientId: 'numberish',
  ingredient_id: 'numberish',
} as const satisfies Record<string, FieldKind>;
const LINKED_INGREDIENT_FIELDS = {
  id: 'numberish',
  name: 'text',
} as const satisfies Record<string, FieldKind>;

/** An ingredient object on the wire (SPEC §3: {amount, unit, rawText, name, ingredient{id, name}}). */
export type IngredientWire = WireOf<typeof INGREDIENT_FIELDS> & {
  ingredient?: WireOf<typeof LINKED_INGREDIENT_FIELDS> | null;
};

/** An ingredient object's fields; null when it is not an object. */
export function readIngredientWire(input: unknown): IngredientWire | null {
  if (!isRecord(input)) return null;
  const linked = input.ingredient;
  return {
    ...readFields(input, INGREDIENT_FIELDS),
    ingredient:
      linked === null ? null : (readObject(linked, LINKED_INGREDIENT_FIELDS) ?? undefined),
  };
}

const RECIPE_FIELDS = {
  id: 'numberish',
  name: 'text',
  title: 'text',
  description: 'text',
  instructions: 'listOrText',
  steps: 'listOrText',
  category: 'text',
  servings: 'numberish',
  prepTime: 'numberish',
  prep_time: 'numberish',
  cookTime: 'numberish',
  cook_time: 'numberish',
  calories: 'numberish',
  yields: 'text',
  imageUrl: 'text',
  image_url: 'text',
  cloudflareImageId: 'text',
  cloudflare_image_id: 'text',
  images: 'list',
  durationMinutes: 'numberish',
  duration_minutes: 'numberish',
  tags: 'listOrText',
  author: 'text',
  sourceUrl: 'text',
  source_url: 'text',
  displayGroups: 'flag',
  display_groups: 'flag',
  ingredientGroups: 'listOrText',
  ingredient_groups: 'listOrText',
  ingredients: 'listOrText',
  ingredientsFlat: 'listOrText',
  ingredients_flat: 'listOrText',
  createdAt: 'text',
  created_at: 'text',
  updatedAt: 'text',
  updated_at: 'text',
  source: 'text',
  owner_account_code: 'text',
  ownerAccountCode: 'text',
  isFactory: 'flag',
  is_factory: 'flag',
  readonly: 'flag',
  sourceId: 'numberish',
  source_id: 'numberish',
  catalogVersion: 'numberish',
  catalog_version: 'numberish',
  share_code: 'text',
  shareCode: 'text',
  tiktok_handle: 'text',
  tiktokHandle: 'text',
} as const satisfies Record<string, FieldKind>;

/** A recipe as read from the server, in either spelling (SPEC §3). */
export type RecipeWire = WireOf<typeof RECIPE_FIELDS>;

/** A recipe object's fields in either spelling; null when it is not an object. */
export function readRecipeWire(input: unknown): RecipeWire | null {
  return readObject(input, RECIPE_FIELDS);
}

/**
 * The first of a field's two spellings that holds text. Two parameters, not a rest list: it runs
 * 14 times a recipe, and a rest list made an array and an iterator each time (some 1,100
 * instructions a call in a short process's uncompiled code: `plateful list` of 1,000 recipes).
 */
function firstText(
  value: string | null | undefined,
  otherSpelling?: string | null | undefined,
): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof otherSpelling === 'string' && otherSpelling.trim() !== '') return otherSpelling;
  return null;
}

function idText(value: number | string | null | undefined): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A number from a number or text such as "30" or "30 mins"; null otherwise. */
function toNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]) : null;
}

function toFlag(value: boolean | string | number | null | undefined): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** A list given as a JSON array, a JSON text of one, or newline-separated text. */
function toList(value: readonly unknown[] | string | null | undefined): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: read it as lines.
    }
  }
  return trimmed.split(/\r?\n/);
}

function toLines(value: readonly unknown[] | string | null | undefined): string[] {
  const list = toList(value);
  if (list.length === 0) return [];
  return list
    .map((item) => {
      if (typeof item === 'string') return item;
      if (item !== null && typeof item === 'object') {
        const record = item as Record<string, unknown>;
        const found = [record.text, record.instruction, record.name].find(
          (v) => typeof v === 'string',
        );
        return typeof found === 'string' ? found : '';
      }
      return typeof item === 'number' ? String(item) : '';
    })
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One wire ingredient (a string or an object) as a domain ingredient. */
export function normaliseIngredient(wire: unknown): RecipeIngredient {
  if (typeof wire === 'string')
    return { rawText: wire, name: null, amount: null, unit: null, ingredientId: null };
  const ingredient = readIngredientWire(wire);
  if (!ingredient)
    return { rawText: null, name: null, amount: null, unit: null, ingredientId: null };
  const amount = ingredient.amount;
  return {
    rawText: firstText(ingredient.rawText, ingredient.raw_text),
    name: firstText(ingredient.name, ingredient.ingredient?.name),
    amount: amount === undefined || amount === null || amount === '' ? null : amount,
    unit: firstText(ingredient.unit),
    ingredientId: idText(
      ingredient.ingredientId ?? ingredient.ingredient_id ?? ingredient.ingredient?.id,
    ),
  };
}

/** Ingredient groups from a list or its JSON text: {title, items} (items also as `ingredients`). */
export function normaliseIngredientGroups(
  value: readonly unknown[] | string | null | undefined,
): IngredientGroup[] {
  if (typeof value === 'string' && !value.trim().startsWith('[')) return [];
  return toList(value).flatMap((group) => {
    if (group === null || typeof group !== 'object') return [];
    const record = group as Record<string, unknown>;
    const items = Array.isArray(record.items)
      ? record.items
      : Array.isArray(record.ingredients)
        ? record.ingredients
        : [];
    return [
      {
        title: typeof record.title === 'string' ? record.title : '',
        items: items.map(normaliseIngredient),
      },
    ];
  });
}

/** The recipe's id as text ('' when it has none). */
const recipeId = (wire: RecipeWire): string => idText(wire.id) ?? '';

/** The name, or the title, trimmed; 'Untitled Recipe' when neither holds text. */
const recipeName = (wire: RecipeWire): string =>
  firstText(wire.name, wire.title)?.trim() ?? DEFAULT_RECIPE_NAME;

/** The servings as a positive number; 4 when absent or not one. */
function recipeServings(wire: RecipeWire): number {
  const servings = toNumber(wire.servings);
  return servings !== null && servings > 0 ? servings : DEFAULT_SERVINGS;
}

/** The flat ingredient list, from `ingredients` or else `ingredientsFlat`. */
function recipeIngredients(wire: RecipeWire): RecipeIngredient[] {
  const listed = toList(wire.ingredients);
  const ingredients =
    listed.length > 0 ? listed : toList(wire.ingredientsFlat ?? wire.ingredients_flat);
  return ingredients.map(normaliseIngredient);
}

/**
 * Maps a wire recipe in either spelling to the domain `Recipe` (SPEC §3): name from name or
 * title (default 'Untitled Recipe'), servings default 4, instructions from a list or
 * newline-separated text, ingredient groups from a list or JSON text, ingredients from strings
 * or objects, and factory detection. Never throws.
 */
export function normaliseRecipe(wire: RecipeWire): Recipe {
  const markers = {
    ownerAccountCode: firstText(wire.owner_account_code, wire.ownerAccountCode),
    isFactory: toFlag(wire.isFactory ?? wire.is_factory),
    readonly: toFlag(wire.readonly),
    sourceId: idText(wire.sourceId ?? wire.source_id),
    source: firstText(wire.source),
  };
  const catalogVersion = wire.catalogVersion ?? wire.catalog_version;
  return {
    id: recipeId(wire),
    name: recipeName(wire),
    description: firstText(wire.description) ?? '',
    instructions: toLines(wire.instructions),
    steps: toLines(wire.steps),
    category: firstText(wire.category),
    servings: recipeServings(wire),
    prepTime: toNumber(wire.prepTime ?? wire.prep_time),
    cookTime: toNumber(wire.cookTime ?? wire.cook_time),
    calories: toNumber(wire.calories),
    yields: firstText(wire.yields)?.trim() || null,
    imageUrl: firstText(wire.imageUrl, wire.image_url),
    cloudflareImageId: firstText(wire.cloudflareImageId, wire.cloudflare_image_id),
    images: toList(wire.images).filter(
      (image): image is string => typeof image === 'string' && image !== '',
    ),
    durationMinutes: toNumber(wire.durationMinutes ?? wire.duration_minutes),
    tags: toList(wire.tags)
      .flatMap((tag) => (typeof tag === 'string' ? tag.split(',') : []))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    author: firstText(wire.author),
    sourceUrl: firstText(wire.sourceUrl, wire.source_url),
    displayGroups: toFlag(wire.displayGroups ?? wire.display_groups),
    ingredientGroups: normaliseIngredientGroups(wire.ingredientGroups ?? wire.ingredient_groups),
    ingredients: recipeIngredients(wire),
    createdAt: firstText(wire.createdAt, wire.created_at),
    updatedAt: firstText(wire.updatedAt, wire.updated_at),
    source: markers.source,
    ownerAccountCode: markers.ownerAccountCode,
    isFactory: isFactoryRecipe(markers),
    readonly: markers.readonly,
    sourceId: markers.sourceId,
    catalogVersion:
      catalogVersion === undefined || catalogVersion === null ? null : String(catalogVersion),
    shareCode: firstText(wire.shareCode, wire.share_code),
    tiktokHandle: firstText(wire.tiktokHandle, wire.tiktok_handle),
  };
}

/** Parses anything the server sent as a recipe; null when it is not an object. */
export function parseRecipe(input: unknown): Recipe | null {
  const wire = readRecipeWire(input);
  return wire ? normaliseRecipe(wire) : null;
}

/**
 * Only the fields a shopping list reads (core's `ShoppingRecipe`), each read as `normaliseRecipe`
 * reads it. For `plateful list`, which reads 1,000 recipes in a process that then ends: the other
 * 25 fields of every recipe (lists split, numbers parsed, texts trimmed) were a tenth of the
 * work 1,000 recipes add to a list of one.
 */
export function normaliseShoppingRecipe(wire: RecipeWire): ShoppingRecipe {
  return {
    id: recipeId(wire),
    name: recipeName(wire),
    servings: recipeServings(wire),
    sourceUrl: firstText(wire.sourceUrl, wire.source_url),
    ingredientGroups: normaliseIngredientGroups(wire.ingredientGroups ?? wire.ingredient_groups),
    ingredients: recipeIngredients(wire),
  };
}

/** Parses anything the server sent as a recipe, for a shopping list; null when it is not an object. */
export function parseShoppingRecipe(input: unknown): ShoppingRecipe | null {
  const wire = readRecipeWire(input);
  return wire ? normaliseShoppingRecipe(wire) : null;
}
