// Public entry of @plateful/core: the pure domain of Plateful.
export {
  BRAND_COLOURS,
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
  STORAGE_PREFIX,
  TAGLINE,
} from './branding.ts';
export * from './constants.ts';

// Ingredient lines
export type { ParsedIngredient } from './ingredients/parsed-ingredient.ts';
export { parseIngredient } from './ingredients/parse-ingredient.ts';
export { parseQuantity } from './ingredients/parse-quantity.ts';
export { normaliseIngredientText, replaceUnicodeFractions } from './ingredients/text.ts';
export {
  UNITS,
  displayUnit,
  findUnit,
  readUnit,
  unitDefinition,
  type UnitDefinition,
  type UnitDimension,
  type UnitKind,
} from './ingredients/units.ts';

// Recipes
export {
  ingredientFromText,
  ingredientLine,
  ingredientText,
  isFactoryRecipe,
  isUsableIngredientText,
  recipeIngredients,
  type FactoryMarkers,
  type IngredientGroup,
  type Recipe,
  type RecipeIngredient,
} from './recipes/recipe.ts';
export {
  countedYield,
  itemsOfRecipe,
  onePortionOf,
  peopleOf,
  yieldFor,
  type CountedYield,
} from './recipes/recipe-yield.ts';

// Shopping list
export {
  buildShoppingList,
  servingsFactor,
  collectShoppingEntries,
  groupByCategory,
  ownItemEntries,
  measuresOfRecipe,
  toShoppingEntry,
  toShoppingEntries,
  type BuildShoppingListOptions,
  type ShoppingCategory,
  type ShoppingList,
  type ShoppingRecipe,
} from './shopping/build-shopping-list.ts';
export {
  BUCKETS,
  DISPLAY_CATEGORIES,
  categoryLabel,
  displayCategoryOf,
  type Bucket,
  type DisplayCategory,
} from './shopping/categories.ts';
export {
  classifyAisle,
  EMPTY_CATALOGUE,
  type AisleCatalogue,
  type AisleMatch,
} from './shopping/categorise.ts';
export { consolidateBottles, containerFor, volumeInMl } from './shopping/consolidate.ts';
export { formatNumber, formatQuantity, titleCase } from './shopping/format-quantity.ts';
export {
  displayBaseName,
  itemDisplayName,
  numberName,
  UK_DISPLAY_NAMES,
} from './shopping/display-name.ts';
export { mergeEntries, type MergedEntry, type ShoppingEntry } from './shopping/merge.ts';
export {
  isCountableName,
  normaliseIngredient,
  normaliseIngredientName,
  type NormalisedName,
} from './shopping/normalise-name.ts';
export { splitSeasoningPair } from './shopping/seasoning-pairs.ts';
export { shoppingItemKey, type BuyAmount, type ShoppingItem } from './shopping/shopping-item.ts';
export {
  amountToBuy,
  basketAmount,
  buyAmount,
  packRuleFor,
  type BuyAmountInput,
} from './shopping/buy-amounts.ts';
export { UK_PACK_RULES, type PackRule, type PackSize } from './shopping/uk-pack-sizes.ts';
export {
  ALL_ITEMS_COMPLETED,
  SHARE_FOOTER,
  SHARE_GROUPS,
  buildShareText,
  shareGroupOf,
  type ShareGroup,
} from './shopping/share-text.ts';
export {
  basketHandoff,
  basketProductName,
  cleanBasketName,
  cleanBasketNames,
  type BasketHandoff,
  type BasketItem,
} from './shopping/basket.ts';
export { formatProgress, shoppingProgress, type ShoppingProgress } from './shopping/progress.ts';

// Plan tab: filters, sort, shuffle
export {
  MEAL_TYPES,
  QUICK_TIMES,
  TIME_FILTERS,
  matchesMealType,
  matchesMealTypes,
  matchesQuickFilters,
  matchesQuickTime,
  matchesSearch,
  matchesTimeFilter,
  totalMinutes,
  type MealType,
  type QuickFilters,
  type QuickTime,
  type TimeFilter,
} from './recipes/filters.ts';
export { seededRandom, seededShuffle, sortNewestFirst } from './recipes/sort.ts';

// Web addresses in a recipe's lines: links on the sheet, left off the shopping list
export { findWebAddresses, type AddressInText } from './recipes/web-addresses-in-text.ts';

// Bringing recipes in (issue 19): links in pasted text, recipes already saved
export { findLinks, MAX_LINKS } from './recipes/links.ts';
export {
  contentKey,
  duplicateFinder,
  normaliseForComparison,
  normaliseSourceUrl,
  type DuplicateCandidate,
  type DuplicateMatch,
} from './recipes/duplicates.ts';
export { siteName } from './recipes/site-name.ts';

// Display
export { formatDuration } from './format/duration.ts';
export { COUNTER_DASH, formatCounter } from './format/counter.ts';

// Codes
export type { Brand, RandomIndex } from './codes/brand.ts';
export {
  ACCOUNT_CODE_INVALID,
  ACCOUNT_CODE_INVALID_ON_SET,
  ACCOUNT_CODE_REQUIRED,
  formatAccountCode,
  generateAccountCode,
  isValidAccountCode,
  normaliseAccountCode,
  parseAccountCode,
  type AccountCode,
  type AccountCodeResult,
} from './codes/account-code.ts';
export {
  CROCKFORD_ALPHABET,
  generateDeviceCode,
  isValidDeviceCode,
  normaliseDeviceCode,
  parseDeviceCode,
  type DeviceCode,
} from './codes/device-code.ts';
export { parseShareCode, type ShareCode } from './codes/share-code.ts';

// Text → recipe draft (photo text and captions, issue 7)
export { emptyDraft, type DraftIngredientGroup, type RecipeDraft } from './draft/recipe-draft.ts';
export { amountChange, type AmountChange, type AmountCheck } from './draft/amount-checks.ts';
export { isIngredientLine, parseRecipeText } from './draft/parse-recipe-text.ts';
export { accentedFoodWord, joinBrokenWords, mendDraftWords } from './draft/ocr-words.ts';
export { parseDuration } from './draft/durations.ts';
export { readHeading } from './draft/sections.ts';
export { median, takeTitle } from './draft/title-lines.ts';
export { linesText, plainLines, type GuessedAmount, type TextLine } from './draft/text-lines.ts';

// Cooking: servings, timers and step ingredients (issue 18)
export { formatAmount, formatKitchenNumber } from './cooking/kitchen-amount.ts';
export { scaleIngredientLine } from './cooking/scale-ingredient-line.ts';
export {
  MAX_SERVINGS,
  MIN_SERVINGS,
  clampServings,
  scaleIngredient,
  scaleRecipeIngredients,
} from './cooking/scale-recipe.ts';
export {
  MAX_TIMER_SECONDS,
  findStepDurations,
  formatTimerClock,
  type StepDuration,
} from './cooking/durations.ts';
export { ingredientsByStep, lineGroups, type LineGroup } from './cooking/step-ingredients.ts';
export { methodParts, methodTitle, type MethodPart } from './cooking/method-parts.ts';
export {
  NUMBER_WORDS,
  TIME_NUMBER_WORDS,
  VULGAR_FRACTIONS,
  VULGAR_FRACTION_GLYPHS,
  vulgarFractionValue,
} from './number-words.ts';

// Build tab Find box
export {
  canFind,
  classifyFindInput,
  findInputDisplay,
  isLinkLike,
  isTikTokUrl,
  type FindTarget,
} from './find-box.ts';

// The household's shared list (decision 0009)
export {
  DEFAULT_HOUSEHOLD_SETTINGS,
  HOUSEHOLD_SETTING_NAMES,
  MEAL_SLOTS,
  METRIC_PREFERENCE_KEY,
  PANTRY_PREFIX,
  PENDING_VERSION_BASE,
  PLAN_RULES_PREFERENCE_KEY,
  PREFERENCE_PREFIX,
  SHOP_AISLE_ORDER_PREFIX,
  aisleOrderForShop,
  aisleOverrides,
  applyEntries,
  applyEntry,
  checkedItemKeys,
  emptyHouseholdState,
  entriesOf,
  entriesSince,
  householdSettings,
  isMealServingsKey,
  mealKey,
  mealServingsKey,
  ownItems,
  pantryItems,
  pantryKey,
  plannedMeals,
  plannedServings,
  readMealServings,
  readPantryValue,
  selectedRecipeIds,
  selectedServings,
  shopForWeekOps,
  shopAisleOrderKey,
  shopAisleOrders,
  type SelectionValue,
  undoClearOps,
  withPending,
  type ClearablePart,
  type EntryKind,
  type HouseholdEntry,
  type HouseholdEntryValue,
  type HouseholdOp,
  type HouseholdOpType,
  type HouseholdSettingName,
  type HouseholdSettings,
  type HouseholdState,
  type MealSlot,
  type PlannedMealServings,
  type OwnItem,
} from './household/household.ts';
export {
  DEFAULT_PLAN_RULES,
  PLAN_RULES_LIMITS,
  checkPlanRules,
  readPlanRules,
  type PlanRulesSetting,
} from './household/plan-rules.ts';
export { aisleSequence, arrangeForShop, type ArrangeOptions } from './shopping/arrange.ts';

// Recipe covers (the illustrations of a recipe without a photo)
export {
  chooseCover,
  coverKey,
  coverPath,
  isCoverPath,
  parseCoverKey,
  COVER_MAX_INGREDIENTS,
  COVER_PALETTE_COUNT,
  COVER_VERSION,
  type CoverSource,
  type CoverSpec,
  type CoverVariant,
} from './covers/choose-cover.ts';
export { COVER_ICONS } from './covers/cover-rules.ts';
export {
  appCategoryOf,
  RECIPE_CATEGORIES,
  type RecipeCategory,
} from './recipes/recipe-category.ts';

// The food model: foods, grams, nutrition and 5 A Day (docs/decisions/0020-the-food-model.md).
export type { FiveADayKind, Food, FoodSource, Nutrients } from './food/food.ts';
export { NO_NUTRIENTS, NUTRIENT_KEYS } from './food/food.ts';
export type { FoodRow } from './food/food-row.ts';
export {
  createFoodTable,
  createFoodTableOnFirstUse,
  loadFoodRows,
  loadFoodTable,
  shownFoodName,
  type FoodMatch,
  type FoodTable,
  type MatchConfidence,
} from './food/food-table.ts';
export {
  MAX_LINE_GRAMS,
  placeEachThing,
  placeIngredient,
  type IngredientPlacement,
  type PlacedThings,
  type UnplacedReason,
} from './food/place-ingredient.ts';
export {
  MIN_COVERAGE,
  nutritionOfRecipe,
  recipeNutrition,
  servingsOrDefault,
  typicalGrams,
  type NutritionInput,
  type RecipeNutrition,
  type UnplacedLine,
  type UnplacedLineReason,
} from './food/nutrition.ts';
export { isAlternativeHeading } from './food/alternative-groups.ts';
export {
  dayFiveADay,
  DRIED_FRUIT_PORTION_GRAMS,
  FIVE_A_DAY_PORTION_GRAMS,
  fiveADayPortions,
  JUICE_PORTION_ML,
  type FiveADayGrams,
} from './food/five-a-day.ts';
export {
  FRONT_OF_PACK_THRESHOLDS,
  frontOfPackColours,
  labelColour,
  REFERENCE_INTAKES,
  referenceIntakePercent,
  type LabelColour,
  type LabelledNutrient,
} from './food/front-of-pack.ts';
export {
  metricIngredientLine,
  metricMeasures,
  metricMethodStep,
  POURED_OUNCES,
} from './food/metric.ts';
export {
  recipeMeasures,
  US_FLUID_MEASURES_ML,
  type RecipeMeasures,
} from './ingredients/recipe-measures.ts';
export { listFoods } from './food/list-foods.ts';
export type { ListFoods } from './shopping/measure-conversions.ts';

// The kitchen: the pantry, what a week leaves over (issue 29).
export {
  MAX_PANTRY_TEXT,
  pantryTextProblem,
  readPantryItem,
  readPantryThings,
  subtractPantry,
  type PantryCover,
  type PantryItem,
  type PantryList,
  type PantryStock,
} from './kitchen/pantry.ts';
export { weekLeftovers, type Leftover, type WeekLeftovers } from './kitchen/leftovers.ts';
export {
  pantryAfterCooking,
  pantryAfterCookingRecipe,
  type PantryUse,
} from './kitchen/use-from-pantry.ts';
export { keepDaysFor } from './kitchen/keep-days.ts';
export {
  MAX_PLAN_MEALS,
  planWeek,
  type PlannedMeal,
  type PlannerRecipe,
  type PlanResult,
  type PlanRules,
} from './kitchen/plan-week.ts';
export {
  COOK_NOW_MAX_MISSING,
  cookNow,
  useItUp,
  type UseItUpSuggestion,
} from './kitchen/use-it-up.ts';
