/**
 * Plan my week and Use it up as household changes (issue 29): a proposal fills the calendar's
 * dinners and the selection in one dispatch (so they reach every phone together), and the Undo
 * puts back exactly what those slots and selections were (more operations, decision 0009).
 * Also what the planner is told of the household: its past meals, its regulars and its rules.
 */
import { addDays } from '@plateful/contracts';
import {
  DEFAULT_PLAN_RULES,
  mealKey,
  plannedMeals,
  plannedServings,
  selectedRecipeIds,
  selectedServings,
  shopForWeekOps,
  type HouseholdOp,
  type HouseholdState,
  type PlanRules,
  type PlanRulesSetting,
} from '@plateful/core';

/** A planned dinner: which recipe on which day. */
export interface PlannedDinner {
  readonly id: string;
  readonly date: string;
}

/** How far back the calendar is read for favourites: eight weeks. */
export const FAVOURITE_WINDOW_DAYS = 56;
/** A recipe planned on this many days of the window is one of the household's regulars. */
export const FAVOURITE_MIN_MEALS = 2;

/**
 * The operations that put each meal in its day's dinner and select its recipe for the list (as
 * 'Shop for this week' would, decision 0019): a recipe already selected keeps its servings.
 */
export function planOps(
  state: HouseholdState,
  dinners: readonly PlannedDinner[],
  usualServings: (recipeId: string) => number,
): HouseholdOp[] {
  const meals: HouseholdOp[] = dinners.map((dinner) => ({
    type: 'setMeal',
    date: dinner.date,
    meal: 'dinner',
    recipeId: dinner.id,
  }));
  const selected = new Set(selectedRecipeIds(state));
  const slots = dinners
    .filter((dinner) => !selected.has(dinner.id))
    .map((dinner) => ({ date: dinner.date, meal: 'dinner' as const, recipeId: dinner.id }));
  return [...meals, ...shopForWeekOps(state, slots, usualServings)];
}

/**
 * The operations that undo `ops` (setMeal and select only) as `before` had them: each slot's
 * recipe and servings put back (or emptied), each selection as it was, servings and all.
 */
export function undoPlanOps(before: HouseholdState, ops: readonly HouseholdOp[]): HouseholdOp[] {
  const meals = plannedMeals(before);
  const servings = plannedServings(before);
  const selected = new Set(selectedRecipeIds(before));
  const selectedFor = selectedServings(before);
  const undo: HouseholdOp[] = [];
  for (const op of ops) {
    if (op.type === 'setMeal') {
      const key = mealKey(op.date, op.meal);
      const recipeId = meals[key] ?? null;
      const slotServings = servings[key];
      undo.push(
        recipeId !== null && slotServings !== undefined
          ? { type: 'setMeal', date: op.date, meal: op.meal, recipeId, servings: slotServings }
          : { type: 'setMeal', date: op.date, meal: op.meal, recipeId },
      );
    } else if (op.type === 'select') {
      const had = selectedFor[op.recipeId];
      undo.push(
        !selected.has(op.recipeId)
          ? { type: 'select', recipeId: op.recipeId, selected: false }
          : had === undefined
            ? { type: 'select', recipeId: op.recipeId, selected: true }
            : { type: 'select', recipeId: op.recipeId, selected: true, servings: had },
      );
    }
  }
  return undo;
}

/** The calendar's meals before `date`, as the planner's history (for no repeats within N days). */
export function mealHistory(
  meals: Readonly<Record<string, string>>,
  date: string,
): { recipeId: string; date: string }[] {
  return Object.entries(meals)
    .map(([key, recipeId]) => ({ recipeId, date: key.slice(0, 10) }))
    .filter((meal) => meal.date < date)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The household's favourites, as its calendar shows them: recipes planned on at least
 * FAVOURITE_MIN_MEALS days of the FAVOURITE_WINDOW_DAYS before `date`. (The app has no
 * favourite button; what a household keeps cooking is the favourite it already told us.)
 */
export function regularRecipes(
  history: readonly { recipeId: string; date: string }[],
  date: string,
): string[] {
  const from = addDays(date, -FAVOURITE_WINDOW_DAYS);
  const days = new Map<string, Set<string>>();
  for (const meal of history) {
    if (meal.date < from || meal.date >= date) continue;
    const seen = days.get(meal.recipeId) ?? new Set<string>();
    seen.add(meal.date);
    days.set(meal.recipeId, seen);
  }
  return [...days].filter(([, seen]) => seen.size >= FAVOURITE_MIN_MEALS).map(([id]) => id);
}

/** What the planner is asked: the household's rules, its past and preferences. */
export function plannerRules(input: {
  readonly rules: PlanRulesSetting | null;
  readonly startDate: string;
  readonly meals: Readonly<Record<string, string>>;
  readonly ratings: Readonly<Record<string, number>>;
  readonly hidden: readonly string[];
  readonly servings: number | null;
  readonly keep?: readonly string[];
  readonly exclude?: readonly string[];
}): PlanRules {
  const rules = input.rules ?? DEFAULT_PLAN_RULES;
  const history = mealHistory(input.meals, input.startDate);
  return {
    meals: rules.meals,
    startDate: input.startDate,
    vegetarianNights: rules.vegetarianNights,
    ...(rules.weeknightMaxMinutes === null
      ? {}
      : { weeknightMaxMinutes: rules.weeknightMaxMinutes }),
    noRepeatDays: rules.noRepeatDays,
    history,
    favourites: regularRecipes(history, input.startDate),
    ratings: input.ratings,
    hidden: [...input.hidden],
    keep: [...(input.keep ?? [])],
    exclude: [...(input.exclude ?? [])],
    servings: input.servings,
  };
}

/** The first free dinner from `from` on (up to four weeks ahead), for a meal added from Use it up. */
export function nextFreeDinner(meals: Readonly<Record<string, string>>, from: string): string {
  for (let day = 0; day < 28; day += 1) {
    const date = addDays(from, day);
    if (meals[mealKey(date, 'dinner')] === undefined) return date;
  }
  return from;
}

/**
 * The week's packs and what they leave over, saying which meals the figure leaves out: a meal
 * with too few amounts is not counted, and a week of only such meals has no figure to give.
 */
export function leftoverSummary(proposal: {
  readonly packs: number;
  readonly leftoverShare: number;
  readonly uncountedMeals: number;
  readonly recipes: readonly unknown[];
}): string {
  const packs = `${proposal.packs} ${proposal.packs === 1 ? 'pack' : 'packs'} to buy`;
  const meals = (count: number) => (count === 1 ? '1 meal' : `${count} meals`);
  if (proposal.uncountedMeals >= proposal.recipes.length) {
    return `${packs}. What they leave over can’t be counted: the meals have too few amounts.`;
  }
  const share = `${packs}; ${Math.round(proposal.leftoverShare * 100)}% of what they hold left over.`;
  return proposal.uncountedMeals > 0
    ? `${share} Not counted: ${meals(proposal.uncountedMeals)} with too few amounts.`
    : share;
}
