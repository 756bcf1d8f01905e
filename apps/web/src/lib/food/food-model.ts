/**
 * The food model as the screens use it (issue 28): nutrition of a recipe per serving, and a line
 * with its US measures as grams or ml. Its own chunk, loaded by ./index.ts when a screen first
 * needs it, with the food table (core's `loadFoodTable`, a chunk of its own too): neither is part
 * of the first visit (decision 0006).
 *
 * Memoised per recipe object and servings, so a screen that renders again (a step of the servings
 * stepper and back, a calendar week of the same recipes) pays for a recipe once.
 */
import {
  ingredientLine,
  loadFoodTable,
  measuresOfRecipe,
  metricIngredientLine,
  metricMeasures,
  metricMethodStep,
  recipeIngredients,
  nutritionOfRecipe,
  type FoodTable,
  type Recipe,
  type RecipeMeasures,
  type RecipeNutrition,
} from '@plateful/core';

/** Lines a metric rewrite remembers (a long cooking session reads a few hundred at most). */
const METRIC_LINES_KEPT = 2000;

export interface FoodModel {
  readonly table: FoodTable;
  /** Nutrition per serving of the recipe as written (its ingredients make its own servings). */
  nutrition(recipe: Recipe): RecipeNutrition;
  /**
   * The line with its US or imperial measure as grams or ml; unchanged when it cannot be. With
   * its recipe, a measure is sized as the recipe means it (a US recipe's pint is 473 ml).
   */
  metricLine(line: string, recipe?: Recipe): string;
  /** A method step with Fahrenheit as Celsius and inches as centimetres. */
  metricStep(step: string): string;
}

export function createFoodModel(table: FoodTable): FoodModel {
  const byRecipe = new WeakMap<Recipe, RecipeNutrition>();
  const lines = new Map<string, string>();
  const measuresOf = new WeakMap<Recipe, RecipeMeasures | null>();
  const measures = (recipe: Recipe): RecipeMeasures | null => {
    let found = measuresOf.get(recipe);
    if (found === undefined) {
      // A drink's ounces of syrup are poured too (core's `metricMeasures`).
      const lines = recipeIngredients(recipe).map(ingredientLine);
      found = metricMeasures(table, lines, measuresOfRecipe(recipe));
      measuresOf.set(recipe, found);
    }
    return found;
  };
  return {
    table,
    nutrition(recipe) {
      let found = byRecipe.get(recipe);
      if (!found) {
        found = nutritionOfRecipe(table, recipe);
        byRecipe.set(recipe, found);
      }
      return found;
    },
    metricStep: metricMethodStep,
    metricLine(line, recipe) {
      // Most recipes size no measure of their own: their lines are remembered by text alone.
      const sized = recipe === undefined ? null : measures(recipe);
      if (sized !== null) return metricIngredientLine(table, line, sized);
      let found = lines.get(line);
      if (found === undefined) {
        found = metricIngredientLine(table, line);
        if (lines.size >= METRIC_LINES_KEPT) lines.clear();
        lines.set(line, found);
      }
      return found;
    },
  };
}

export async function loadFoodModel(): Promise<FoodModel> {
  return createFoodModel(await loadFoodTable());
}
