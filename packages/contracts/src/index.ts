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
  normaliseIngredient,
  normaliseIngredientGroups,
  normaliseRecipe,
  normaliseShoppingRecipe,
  parseRecipe,
  parseShoppingRecipe,
  readIngredientWire,
  readRecipeWire,
  type IngredientWire,
  type RecipeWire,
} from './recipe.ts';
export { MESSAGES } from './messages.ts';
export {
  ACCOUNT_CODE_HEADER,
  ACCOUNT_COOKIE,
  ACCOUNT_COOKIE_MAX_AGE_DAYS,
  DEVICE_CODE_HEADER,
} from './api/identity.ts';
export {
  userIngredientSchema,
  userRecipeBodySchema,
  type UserIngredient,
  type UserRecipeBody,
} from './api/user-recipe.ts';
export {
  IMAGE_ID_PATTERN,
  isHostedImageReference,
  jsonBytes,
  utf8Length,
} from './api/image-reference.ts';
export * from './api/calls.ts';
export * from './api/scrape.ts';
export * from './api/calendar.ts';
export * from './api/household.ts';
export * from './api/imports.ts';
