/** Recipe fixtures for shopping-list tests: real ingredient lines, minimal recipe fields. */
import { ingredientFromText } from '../recipes/recipe.ts';
import type { ShoppingRecipe } from './build-shopping-list.ts';

/** A recipe with these ingredient lines. */
export function recipeWith(id: string, name: string, lines: readonly string[]): ShoppingRecipe {
  return { id, name, ingredients: lines.map(ingredientFromText) };
}
