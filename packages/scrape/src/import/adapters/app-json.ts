/**
 * Recipe apps that keep one recipe as one JSON object: Paprika, Mela, Mealie, Tandoor. Each is
 * recognised by the fields only it has, and mapped field by field (learnt from the apps' own
 * exports and the importers open-source apps publish). Ingredients are kept as written.
 */
import type { DraftIngredientGroup } from '@plateful/core';
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

export function paprikaRecipe(json: Json): { loose: LooseRecipe; photo: string | null } {
  const photos = Array.isArray(json.photos) ? json.photos.filter(isObject) : [];
  const photo = str(json.photo_data) || str(photos[0]?.data) || null;
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
      sourceUrl: json.source_url,
      author: json.source && !/^https?:/i.test(str(json.source)) ? json.source : null,
      category: json.categories,
      imageUrl: json.image_url,
    },
    photo,
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
      sourceUrl: json.link,
      category: json.categories,
    },
    photo: (images[0] as string | undefined) ?? null,
  };
}

/** Mealie's recipe JSON: `slug` and `recipeIngredient` as objects (or strings). */
export const isMealie = (json: Json) =>
  typeof json.name === 'string' &&
  Array.isArray(json.recipeIngredient) &&
  ('slug' in json || 'orgURL' in json);

function amount(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number <= 0) return '';
  return String(Math.round(number * 1000) / 1000);
}

const joinParts = (...parts: unknown[]) =>
  parts
    .map((part) => cleanText(part))
    .filter(Boolean)
    .join(' ');

/** One Mealie ingredient as the cook reads it: its original text, else its parts. */
function mealieLine(entry: unknown): string {
  if (!isObject(entry)) return cleanText(entry);
  const original = cleanText(entry.originalText ?? entry.original_text);
  if (original) return original;
  const unit = isObject(entry.unit) ? entry.unit.name : entry.unit;
  const food = isObject(entry.food) ? entry.food.name : entry.food;
  const parsed = joinParts(amount(entry.quantity), unit, food);
  const note = cleanText(entry.note);
  if (!food) return cleanText(entry.display) || note || parsed;
  return note ? `${parsed}, ${note}` : parsed;
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

export function mealieRecipe(json: Json): LooseRecipe {
  const steps = Array.isArray(json.recipeInstructions) ? json.recipeInstructions : [];
  return {
    name: json.name,
    description: json.description,
    groups: titledGroups(json.recipeIngredient as unknown[], mealieLine),
    instructions: steps.map((step) => (isObject(step) ? step.text : step)),
    prepTime: json.prepTime,
    cookTime: json.performTime ?? json.cookTime,
    totalTime: json.totalTime,
    yields:
      json.recipeYield || (json.recipeServings ? `${String(json.recipeServings)} servings` : null),
    sourceUrl: json.orgURL ?? json.org_url,
    category: names(json.recipeCategory),
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
        instructions: (instructions.get(id) ?? []).map((row) => row.text),
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
  const unit = isObject(entry.unit) ? entry.unit.name : null;
  const food = isObject(entry.food) ? entry.food.name : null;
  const parsed = joinParts(entry.no_amount ? '' : amount(entry.amount), unit, food);
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
    instructions: steps
      .map((step) => step.instruction)
      .filter((text) => typeof text === 'string' && text.trim()),
    prepTime: working || null,
    totalTime: working + waiting || null,
    yields: json.servings
      ? `${String(json.servings)} ${cleanText(json.servings_text) || 'servings'}`
      : null,
    sourceUrl: json.source_url,
    tags: names(json.keywords),
  };
}
