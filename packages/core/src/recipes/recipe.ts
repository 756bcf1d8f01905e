/**
 * The recipe as the domain sees it (SPEC §3 "Recipe", camelCase). The wire's two spellings are
 * mapped to this in @plateful/contracts (`normaliseRecipe`).
 */
import { FACTORY_OWNER, MIN_INGREDIENT_TEXT_LENGTH, UNKNOWN_INGREDIENT } from '../constants.ts';

/** One ingredient of a recipe (SPEC §3: strings or objects {amount, unit, rawText, name, ingredient}). */
export interface RecipeIngredient {
  readonly rawText: string | null;
  readonly name: string | null;
  readonly amount: number | string | null;
  readonly unit: string | null;
  readonly ingredientId: string | null;
}

/** A titled group of ingredients (SPEC §3 ingredientGroups: title, items). */
export interface IngredientGroup {
  readonly title: string;
  readonly items: readonly RecipeIngredient[];
}

export interface Recipe {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly instructions: readonly string[];
  readonly steps: readonly string[];
  readonly category: string | null;
  readonly servings: number;
  readonly prepTime: number | null;
  readonly cookTime: number | null;
  /** The page's or the cook's published energy a serving, kcal; per item for a counted yield. */
  readonly calories: number | null;
  /**
   * What the recipe makes when its page or cook said so ("36 cookies", "4 servings"): shown and
   * used for nutrition per item (`countedYield`); `servings` stays the count that shopping scales by.
   */
  readonly yields: string | null;
  readonly imageUrl: string | null;
  readonly cloudflareImageId: string | null;
  readonly images: readonly string[];
  readonly durationMinutes: number | null;
  readonly tags: readonly string[];
  readonly author: string | null;
  readonly sourceUrl: string | null;
  readonly displayGroups: boolean;
  readonly ingredientGroups: readonly IngredientGroup[];
  readonly ingredients: readonly RecipeIngredient[];
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
  readonly source: string | null;
  readonly ownerAccountCode: string | null;
  /** True when the recipe is factory by any of SPEC §3's rules (see `isFactoryRecipe`). */
  readonly isFactory: boolean;
  readonly readonly: boolean;
  readonly sourceId: string | null;
  readonly catalogVersion: string | null;
  readonly shareCode: string | null;
  readonly tiktokHandle: string | null;
}

/** The fields that decide whether a recipe is factory. */
export interface FactoryMarkers {
  readonly ownerAccountCode?: string | null;
  readonly isFactory?: boolean | null;
  readonly readonly?: boolean | null;
  readonly sourceId?: string | null;
  readonly source?: string | null;
}

/**
 * Factory detection (SPEC §3): factory when the owner is FACTORY_RECIPES, or isFactory is set,
 * or it is readonly with a sourceId. `source: 'factory'` also marks it read-only (factory).
 */
export function isFactoryRecipe(recipe: FactoryMarkers): boolean {
  if (recipe.ownerAccountCode === FACTORY_OWNER) return true;
  if (recipe.isFactory === true) return true;
  if (recipe.readonly === true && typeof recipe.sourceId === 'string' && recipe.sourceId !== '') {
    return true;
  }
  return recipe.source === 'factory';
}

/**
 * The text of an ingredient (SPEC §5): its raw text, else its name, else 'Unknown ingredient'.
 */
export function ingredientText(ingredient: RecipeIngredient | string): string {
  if (typeof ingredient === 'string') {
    return ingredient.trim() === '' ? UNKNOWN_INGREDIENT : ingredient;
  }
  for (const candidate of [ingredient.rawText, ingredient.name]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return UNKNOWN_INGREDIENT;
}

const IGNORED_UNITS: ReadonlySet<string> = new Set(['unit', 'units']);

/**
 * The line to parse for an ingredient (SPEC §5): the raw text; else an object's amount, unit and
 * name put together; else its name. An ingredient with neither gives '' and is left off the list
 * (its display text, `ingredientText`, is 'Unknown ingredient').
 */
export function ingredientLine(ingredient: RecipeIngredient): string {
  if (ingredient.rawText !== null && ingredient.rawText.trim() !== '') return ingredient.rawText;
  const amount = ingredient.amount === null ? '' : String(ingredient.amount).trim();
  if (amount !== '' && ingredient.name !== null && ingredient.name.trim() !== '') {
    const unit =
      ingredient.unit === null || IGNORED_UNITS.has(ingredient.unit.trim().toLowerCase())
        ? ''
        : ingredient.unit.trim();
    return [amount, unit, ingredient.name.trim()].filter(Boolean).join(' ');
  }
  const text = ingredientText(ingredient);
  return text === UNKNOWN_INGREDIENT ? '' : text;
}

/** SPEC §5: ingredient text is used for the shopping list only if longer than 2 characters. */
export function isUsableIngredientText(text: string): boolean {
  return text.trim().length > MIN_INGREDIENT_TEXT_LENGTH;
}

/** All ingredients of a recipe: the flat list, or the groups' items when the list is empty. */
export function recipeIngredients(
  recipe: Pick<Recipe, 'ingredients'> & Partial<Pick<Recipe, 'ingredientGroups'>>,
): readonly RecipeIngredient[] {
  if (recipe.ingredients.length > 0) return recipe.ingredients;
  return (recipe.ingredientGroups ?? []).flatMap((group) => group.items);
}

/** An ingredient from a plain line of text. */
export function ingredientFromText(text: string): RecipeIngredient {
  return { rawText: text, name: null, amount: null, unit: null, ingredientId: null };
}
