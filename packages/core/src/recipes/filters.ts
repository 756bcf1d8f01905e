/**
 * Recipe filters for the Plan tab (SPEC §5): time filter, quick time filter, meal types and
 * search; newest-first sort and a seeded shuffle live in `sort.ts`.
 */
import {
  QUICK_TIME_30_MAX_MIN,
  QUICK_TIME_45_MAX_MIN,
  TIME_FILTER_15_30_MAX_MIN,
  TIME_FILTER_30_60_MAX_MIN,
  TIME_FILTER_UNDER_15_MAX_MIN,
} from '../constants.ts';
import type { Recipe } from './recipe.ts';

/** SPEC §5 time filter (cookFilter, default 'All'). */
export const TIME_FILTERS = ['All', 'Under 15 min', '15–30 min', '30–60 min', '1h+'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** SPEC §3 quick time filter: null (All), 30m, 45m, 60m+. */
export const QUICK_TIMES = ['30m', '45m', '60m+'] as const;
export type QuickTime = (typeof QUICK_TIMES)[number];

/** SPEC §2 meal type chips; other strings match by inclusion. */
export const MEAL_TYPES = ['Veggie', 'Meat', 'Fish', 'Sweet'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** SPEC §3 quick filters. */
export interface QuickFilters {
  readonly time: QuickTime | null;
  readonly mealTypes: readonly string[];
}

type TimedRecipe = Pick<Recipe, 'prepTime' | 'cookTime'> & Partial<Pick<Recipe, 'durationMinutes'>>;

/**
 * Total time: prep + cook (a missing one counts 0); the recipe's durationMinutes when both are
 * missing; null when nothing is known.
 */
export function totalMinutes(recipe: TimedRecipe): number | null {
  const prep = Number.isFinite(recipe.prepTime) ? (recipe.prepTime as number) : null;
  const cook = Number.isFinite(recipe.cookTime) ? (recipe.cookTime as number) : null;
  if (prep === null && cook === null) {
    const duration = recipe.durationMinutes;
    return typeof duration === 'number' && Number.isFinite(duration) ? duration : null;
  }
  return (prep ?? 0) + (cook ?? 0);
}

/**
 * SPEC §5 time filter: Under 15 min ≤ 15; 15–30 min > 15 to 30; 30–60 min > 30 to 60; 1h+ > 60.
 * A recipe with no known time only passes 'All'.
 */
export function matchesTimeFilter(recipe: TimedRecipe, filter: TimeFilter): boolean {
  if (filter === 'All') return true;
  const total = totalMinutes(recipe);
  if (total === null) return false;
  switch (filter) {
    case 'Under 15 min':
      return total <= TIME_FILTER_UNDER_15_MAX_MIN;
    case '15–30 min':
      return total > TIME_FILTER_UNDER_15_MAX_MIN && total <= TIME_FILTER_15_30_MAX_MIN;
    case '30–60 min':
      return total > TIME_FILTER_15_30_MAX_MIN && total <= TIME_FILTER_30_60_MAX_MIN;
    case '1h+':
      return total > TIME_FILTER_30_60_MAX_MIN;
  }
}

/** SPEC §5 quick time: 30m ≤ 30; 45m > 30 to 60; 60m+ > 60; null passes everything. */
export function matchesQuickTime(recipe: TimedRecipe, time: QuickTime | null): boolean {
  if (time === null) return true;
  const total = totalMinutes(recipe);
  if (total === null) return false;
  if (time === '30m') return total <= QUICK_TIME_30_MAX_MIN;
  if (time === '45m') return total > QUICK_TIME_30_MAX_MIN && total <= QUICK_TIME_45_MAX_MIN;
  return total > QUICK_TIME_45_MAX_MIN;
}

/** SPEC §5 meal type words. */
const MEAL_TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  veggie: ['vegetable', 'vegetarian', 'vegan'],
  meat: ['meat', 'beef', 'chicken', 'pork', 'lamb', 'turkey'],
  fish: ['fish', 'seafood', 'salmon', 'tuna'],
  sweet: ['dessert', 'desserts', 'sweet'],
};

type TaggedRecipe = Pick<Recipe, 'category' | 'tags'>;

/**
 * SPEC §5 meal type: matches the recipe's category or tags. veggie = vegetable, vegetarian,
 * vegan; meat = meat, beef, chicken, pork, lamb, turkey; fish = fish, seafood, salmon, tuna;
 * sweet = dessert, desserts, sweet; any other type by inclusion.
 */
export function matchesMealType(recipe: TaggedRecipe, mealType: string): boolean {
  const labels = [recipe.category ?? '', ...(recipe.tags ?? [])].map((label) =>
    label.toLowerCase().trim(),
  );
  const type = mealType.toLowerCase().trim();
  const words = MEAL_TYPE_WORDS[type];
  if (words !== undefined) return labels.some((label) => words.includes(label));
  return type !== '' && labels.some((label) => label.includes(type));
}

/** Matches when no meal type is chosen or any chosen one matches. */
export function matchesMealTypes(recipe: TaggedRecipe, mealTypes: readonly string[]): boolean {
  return mealTypes.length === 0 || mealTypes.some((type) => matchesMealType(recipe, type));
}

/** Both quick filters (SPEC §2: 'All' is active when neither is chosen). */
export function matchesQuickFilters(
  recipe: TimedRecipe & TaggedRecipe,
  filters: QuickFilters,
): boolean {
  return matchesQuickTime(recipe, filters.time) && matchesMealTypes(recipe, filters.mealTypes);
}

type SearchableRecipe = Pick<Recipe, 'name' | 'description' | 'tags' | 'ingredients'>;

/** SPEC §5 search: name, description, ingredient names or tags, case-insensitive; blank matches all. */
export function matchesSearch(recipe: SearchableRecipe, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [
    recipe.name,
    recipe.description,
    ...(recipe.tags ?? []),
    ...(recipe.ingredients ?? []).flatMap((ingredient) => [
      ingredient.name ?? '',
      ingredient.rawText ?? '',
    ]),
  ];
  return haystack.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}
