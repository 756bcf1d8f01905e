// Public entry of @plateful/contracts.
export { DEFAULT_RUNTIME_CONFIG, runtimeConfigSchema, type RuntimeConfig } from './app-config.ts';
export {
  envelopeSchema,
  errorBodySchema,
  healthSchema,
  type ErrorBody,
  type Health,
} from './envelope.ts';
export { INFO_PAGE_PATHS, REDIRECTS, ROUTES } from './routes.ts';
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
