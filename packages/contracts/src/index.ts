// Public entry of @plateful/contracts.
export {
  ingredientWireSchema,
  normaliseIngredient,
  normaliseIngredientGroups,
  normaliseRecipe,
  parseRecipe,
  recipeWireSchema,
  type IngredientWire,
  type RecipeWire,
} from './recipe.ts';
