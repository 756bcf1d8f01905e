/**
 * Recipe apps that keep one recipe as one JSON object: Paprika, Mela, Mealie, Tandoor. Each is
 * recognised by the fields only it has, and mapped field by field (learnt from the apps' own
 * exports and the importers open-source apps publish). Ingredients are kept as written.
 */
import { formatKitchenNumber, type DraftIngredientGroup } from '@plateful/core';
import { cleanText } from '../../extract/clean-text.ts';
import type { LooseRecipe } from '../imported-recipe.ts';

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const names = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => (isObject(entry) ? entry.name : entry)) : value;

/** Paprika: `uid`, `directions`, ingredients as one text, the photo as base64. */
export const isPaprika = (json: Json) =>
  typeof json.name === 'string' && 'directions' in json && typeof json.ingredients === 'string';

export function paprikaRecipe(json: Json): {
  loose: LooseRecipe;
  photo: string | null;
  /** The field the photo came from, to say where it was. */
  field: string;
} {
  const photos = Array.isArray(json.photos) ? json.photos.filter(isObject) : [];
  const photo = str(json.photo_data) || str(photos[0]?.data) || null;
  const field = str(json.photo_data) ? 'photo_data' : 'photos[0]';
  return {
    loose: {
      name: json.name,
      description: json.description,
      ingredients: json.ingredients,
      instructions: json.directions,
      prepTime: json.prep_time,
      cookTime: json.cook_time,
      totalTime: json.total_time,
      yields: json.servings,
      calories: json.nutritional_info,
      sourceUrl: json.source_url,
      author: json.source && !/^https?:/i.test(str(json.source)) ? json.source : null,
      category: json.categories,
      imageUrl: json.image_url,
    },
    photo,
    field,
  };
}

/** Mela: `title` and `text`, lists as texts with `#` headings, photos as base64. */
export const isMela = (json: Json) =>
  typeof json.title === 'string' &&
  ('instructions' in json || 'ingredients' in json) &&
  !('@type' in json);

/** Lines with `# Heading` lines (Mela's, and Markdown's) as groups. */
export function hashGroups(text: unknown): DraftIngredientGroup[] | undefined {
  const lines = str(text).split(/\r?\n/);
  if (!lines.some((line) => /^#+\s*\S/.test(line))) return undefined;
  const groups: DraftIngredientGroup[] = [];
  for (const line of lines) {
    const heading = line.match(/^#+\s*(.+)$/);
    if (heading) groups.push({ title: heading[1]!.trim(), items: [] });
    else if (line.trim()) {
      if (!groups.length) groups.push({ title: null, items: [] });
      groups.at(-1)!.items.push(line);
    }
  }
  return groups;
}

export function melaRecipe(json: Json): { loose: LooseRecipe; photo: string | null } {
  const images = Array.isArray(json.images)
    ? json.images.filter((image) => typeof image === 'string')
    : [];
  return {
    loose: {
      name: json.title,
      description: json.text,
      groups: hashGroups(json.ingredients),
      ingredients: json.ingredients,
      instructions: str(json.instructions).replace(/^#+\s*/gm, ''),
      prepTime: json.prepTime,
      cookTime: json.cookTime,
      totalTime: json.totalTime,
      yields: json.yield,
      calories: json.nutrition,
      sourceUrl: json.link,
      category: json.categories,
    },
    photo: (images[0] as string | undefined) ?? null,
  };
}

/**
 * Mealie's recipe JSON, in either spelling: its files (the per-recipe zip's `{slug}.json`, the
 * data export's `recipes/{slug}/{slug}.json`, 2021's backups) hold the model's own snake_case
 * names (`recipe_ingredient`, `recipe_instructions`, `org_url`); only its web API answers in
 * camelCase (`recipeIngredient`, `orgURL`).
 */
export const isMealie = (json: Json) =>
  typeof json.name === 'string' &&
  (Array.isArray(json.recipeIngredient) || Array.isArray(json.recipe_ingredient)) &&
  ('slug' in json ||
    'orgURL' in json ||
    'org_url' in json ||
    'recipe_instructions' in json ||
    'recipeInstructions' in json);

/** Units whose amounts read as decimals ("2.5 kg"); others take kitchen fractions ("⅓ cup"). */
const METRIC_UNITS =
  /^(?:g|gr|grams?|kg|kilograms?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|cl|dl|mg)$/i;

/**
 * An amount as a cook writes it: "⅓" for 0.333, "1½" for 1.5, "2.5" before a metric unit; a
 * decimal that is no kitchen fraction stays a decimal ("0.4"). Empty for none or nonsense.
 */
export function kitchenAmount(value: unknown, unit?: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number <= 0) return '';
  const plain = String(Math.round(number * 100) / 100);
  if (Number.isInteger(number) || (typeof unit === 'string' && METRIC_UNITS.test(unit.trim()))) {
    return plain;
  }
  const kitchen = formatKitchenNumber(number);
  const whole = Math.floor(number);
  const fraction = kitchen.slice(String(whole || '').length);
  const exact = FRACTION_VALUES[fraction];
  // Only a true kitchen fraction (within 2%) is written as one.
  return exact !== undefined && Math.abs(whole + exact - number) <= 0.02 * number ? kitchen : plain;
}

const FRACTION_VALUES: Readonly<Record<string, number>> = {
  '': 0,
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const joinParts = (...parts: unknown[]) =>
  parts
    .map((part) => cleanText(part))
    .filter(Boolean)
    .join(' ');

/**
 * One Mealie ingredient as the cook reads it: the line as first written (`original_text`), else
 * Mealie's own rendering (`display`), else its parts. With `disable_amount` (or no food) the
 * note is the whole line: 2021's exports keep "1.5 cups (230g) cake flour" there beside a
 * quantity of 1 that means nothing.
 */
function mealieLine(entry: unknown): string {
  if (!isObject(entry)) return cleanText(entry);
  const original = cleanText(entry.originalText ?? entry.original_text);
  if (original) return original;
  const display = cleanText(entry.display);
  if (display) return display;
  // As Mealie shows it: the abbreviation where the unit is set to use one ("ml", not "millilitre").
  const unit = isObject(entry.unit)
    ? ((entry.unit.use_abbreviation === true || entry.unit.useAbbreviation === true) &&
        cleanText(entry.unit.abbreviation)) ||
      entry.unit.name
    : entry.unit;
  const food = isObject(entry.food) ? entry.food.name : entry.food;
  const note = cleanText(entry.note);
  const noAmount = entry.disable_amount === true || entry.disableAmount === true;
  // Without an amount, or a note with neither unit nor food (2021's "1.5 cups (230g) flour"
  // beside a quantity of 1), the note is the line.
  if (noAmount || (!food && !unit)) return note || cleanText(food);
  const parsed = joinParts(kitchenAmount(entry.quantity, unit), unit, food);
  if (!food) return joinParts(parsed, note);
  return note ? `${parsed}, ${note}` : parsed;
}

/** Mealie's steps: a step's `title` is the heading of the section it starts, kept as its own entry. */
function mealieSteps(value: unknown): string[] {
  const steps = Array.isArray(value) ? value : [];
  return steps.flatMap((step) => {
    if (!isObject(step)) return [cleanText(step)];
    const title = cleanText(step.title);
    const text = cleanText(step.text);
    return [...(title ? [title] : []), ...(text ? [text] : [])];
  });
}

/** Lines with a `title` on the first of each group, as groups. */
function titledGroups(
  entries: unknown[],
  line: (entry: unknown) => string,
): DraftIngredientGroup[] {
  const groups: DraftIngredientGroup[] = [];
  for (const entry of entries) {
    const title = isObject(entry) ? cleanText(entry.title) : '';
    if (title || !groups.length) groups.push({ title: title || null, items: [] });
    const text = line(entry);
    if (text) groups.at(-1)!.items.push(text);
  }
  return groups;
}

/** A field by its camelCase or its snake_case name. */
const either = (json: Json, camel: string, snake: string): unknown => json[camel] ?? json[snake];

export function mealieRecipe(json: Json): LooseRecipe {
  const servings = either(json, 'recipeServings', 'recipe_servings');
  const yields = either(json, 'recipeYield', 'recipe_yield');
  return {
    name: json.name,
    description: json.description,
    groups: titledGroups(
      (either(json, 'recipeIngredient', 'recipe_ingredient') as unknown[]) ?? [],
      mealieLine,
    ),
    instructions: mealieSteps(either(json, 'recipeInstructions', 'recipe_instructions')),
    prepTime: either(json, 'prepTime', 'prep_time'),
    cookTime: either(json, 'performTime', 'perform_time') ?? either(json, 'cookTime', 'cook_time'),
    totalTime: either(json, 'totalTime', 'total_time'),
    yields:
      (typeof yields === 'string' && yields.trim()) ||
      (typeof servings === 'number' && servings > 0 ? `${String(servings)} servings` : null),
    calories: json.nutrition,
    sourceUrl: either(json, 'orgURL', 'org_url'),
    category: names(either(json, 'recipeCategory', 'recipe_category')),
    tags: names(json.tags),
  };
}

/**
 * Mealie's backup: `database.json` with one list per table. Recipes are joined to their
 * ingredient and instruction rows by `recipe_id`, in `position` order.
 */
export function mealieBackupRecipes(database: Json): { id: string; loose: LooseRecipe }[] {
  const rows = (table: string) =>
    Array.isArray(database[table]) ? database[table].filter(isObject) : [];
  const byId = (table: string) => new Map(rows(table).map((row) => [String(row.id), row]));
  const units = byId('ingredient_units');
  const foods = byId('ingredient_foods');
  const byRecipe = (table: string) => {
    const map = new Map<string, Json[]>();
    for (const row of rows(table)) {
      const key = String(row.recipe_id);
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    for (const list of map.values())
      list.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    return map;
  };
  const ingredients = byRecipe('recipes_ingredients');
  const instructions = byRecipe('recipe_instructions');
  return rows('recipes').map((recipe) => {
    const id = String(recipe.id);
    const lines = (ingredients.get(id) ?? []).map((row) => ({
      ...row,
      unit: units.get(String(row.unit_id)) ?? null,
      food: foods.get(String(row.food_id)) ?? null,
    }));
    return {
      id,
      loose: {
        name: recipe.name,
        description: recipe.description,
        groups: titledGroups(lines, mealieLine),
        instructions: mealieSteps(instructions.get(id) ?? []),
        prepTime: recipe.prep_time,
        cookTime: recipe.perform_time ?? recipe.cook_time,
        totalTime: recipe.total_time,
        yields:
          recipe.recipe_yield ||
          (recipe.recipe_servings ? `${String(recipe.recipe_servings)} servings` : null),
        sourceUrl: recipe.org_url,
      },
    };
  });
}

/** Tandoor: `steps`, each with an `instruction` and its own `ingredients`. */
export const isTandoor = (json: Json) =>
  typeof json.name === 'string' &&
  Array.isArray(json.steps) &&
  json.steps.some((step) => isObject(step) && 'instruction' in step);

function tandoorLine(entry: Json): string {
  const original = cleanText(entry.original_text);
  if (original) return original;
  const count = Number(entry.amount);
  // Tandoor keeps a plural name beside the name: "1½ cups", "2 eggs".
  const named = (value: unknown, plural: boolean) =>
    isObject(value) ? (plural && cleanText(value.plural_name)) || value.name : null;
  const unit = named(entry.unit, count > 1);
  const food = named(entry.food, count > 1 && !isObject(entry.unit));
  const parsed = joinParts(entry.no_amount ? '' : kitchenAmount(entry.amount, unit), unit, food);
  const note = cleanText(entry.note);
  return note ? (parsed ? `${parsed}, ${note}` : note) : parsed;
}

export function tandoorRecipe(json: Json): LooseRecipe {
  const steps = (json.steps as unknown[]).filter(isObject);
  const groups: DraftIngredientGroup[] = [];
  for (const step of steps) {
    const stepName = cleanText(step.name);
    let group: DraftIngredientGroup | undefined;
    for (const entry of Array.isArray(step.ingredients) ? step.ingredients.filter(isObject) : []) {
      if (entry.is_header) {
        group = {
          title:
            cleanText(entry.note) || cleanText(isObject(entry.food) ? entry.food.name : '') || null,
          items: [],
        };
        groups.push(group);
        continue;
      }
      if (!group) {
        group = { title: stepName || null, items: [] };
        groups.push(group);
      }
      const line = tandoorLine(entry);
      if (line) group.items.push(line);
    }
  }
  const working = Number(json.working_time) || 0;
  const waiting = Number(json.waiting_time) || 0;
  return {
    name: json.name,
    description: json.description,
    groups,
    // A step's name titles its ingredients' group (above), as Tandoor shows it; the method is
    // the steps' instructions.
    instructions: steps
      .map((step) => step.instruction)
      .filter((text) => typeof text === 'string' && text.trim()),
    prepTime: working || null,
    totalTime: working + waiting || null,
    yields: json.servings
      ? `${String(json.servings)} ${cleanText(json.servings_text) || 'servings'}`
      : null,
    calories: json.nutrition,
    sourceUrl: json.source_url,
    tags: names(json.keywords),
  };
}
