/**
 * A recipe's ingredient lines for a chosen number of servings, as the sheet and cook mode show
 * them: the recipe's own items with each line's text scaled (`scaleIngredientLine`).
 */
import { ingredientText, type IngredientGroup, type RecipeIngredient } from '../recipes/recipe.ts';
import { servingsFactor } from '../shopping/build-shopping-list.ts';
import { scaleIngredientLine } from './scale-ingredient-line.ts';

/** Fewest and most servings the stepper offers. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 50;

/** A servings number the stepper can show: whole, within 1–50; the fallback otherwise. */
export function clampServings(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, fallback));
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(value)));
}

/** One ingredient with its text scaled by `factor` (the same item when nothing changes). */
export function scaleIngredient(
  ingredient: RecipeIngredient | string,
  factor: number,
): RecipeIngredient | string {
  const text = ingredientText(ingredient);
  const scaled = scaleIngredientLine(text, factor);
  if (scaled === text) return ingredient;
  return typeof ingredient === 'string' ? scaled : { ...ingredient, rawText: scaled };
}

/** A recipe's ingredients and groups for `servings`, scaled from its own servings. */
export function scaleRecipeIngredients(
  recipe: {
    readonly servings: number;
    readonly ingredients: readonly RecipeIngredient[];
    readonly ingredientGroups: readonly IngredientGroup[];
  },
  servings: number,
): { ingredients: RecipeIngredient[]; ingredientGroups: IngredientGroup[] } {
  const factor = servingsFactor(recipe.servings, servings);
  const scale = (item: RecipeIngredient) => scaleIngredient(item, factor) as RecipeIngredient;
  return {
    ingredients: recipe.ingredients.map(scale),
    ingredientGroups: recipe.ingredientGroups.map((group) => ({
      ...group,
      items: group.items.map(scale),
    })),
  };
}
