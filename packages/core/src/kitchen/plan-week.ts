/**
 * Plan my week (issue 29): pick N meals from the household's library under its rules, choosing
 * the combination that leaves the least food over and buys the fewest packs, and say why each was
 * chosen ("uses the other half of the cucumber").
 *
 * Rules: hidden recipes never; none cooked within `noRepeatDays` (14) of the first day; at least
 * `vegetarianNights` vegetarian meals; on weeknights (Monday to Friday) nothing longer than
 * `weeknightMaxMinutes`; favourites and better-rated recipes more often. A library that cannot
 * meet a rule gets an answer naming that rule, never a plan that breaks it silently.
 *
 * Search: a shortlist of eligible recipes (all of them when few, else those most preferred, with
 * the caller's random numbers breaking ties so plans vary), a greedy build that adds the recipe
 * whose list leaves the smallest share over, then swaps of one meal for another while the week
 * gets better. Each candidate week is scored on the real shopping list (`buildShoppingList`, with
 * the pantry subtracted) and its leftovers in grams (`weekLeftovers`). Pure: no clock, no
 * randomness of its own.
 */
import type { FoodTable } from '../food/food-table.ts';
import {
  DEFAULT_SERVINGS,
  estimateUnplacedGrams,
  nutritionOfRecipe,
  type RecipeNutrition,
} from '../food/nutrition.ts';
import { placeEachThing } from '../food/place-ingredient.ts';
import { matchesMealType, totalMinutes } from '../recipes/filters.ts';
import type { Recipe } from '../recipes/recipe.ts';
import { buyAmount } from '../shopping/buy-amounts.ts';
import {
  buildShoppingList,
  type ShoppingList,
  type ShoppingRecipe,
} from '../shopping/build-shopping-list.ts';
import type { BuyAmount, ShoppingItem } from '../shopping/shopping-item.ts';
import { keepDaysFor } from './keep-days.ts';
import { weekLeftovers, type Leftover, type WeekLeftovers } from './leftovers.ts';
import { subtractPantry, type PantryItem } from './pantry.ts';

/** The recipe fields the planner reads: any `Recipe` fits. */
export type PlannerRecipe = ShoppingRecipe &
  Partial<Pick<Recipe, 'category' | 'tags' | 'prepTime' | 'cookTime' | 'durationMinutes'>>;

export interface PlanRules {
  /** Meals to plan, 1 to 14. */
  readonly meals: number;
  /** The first day, YYYY-MM-DD (meals go on it and the days after, one a day). */
  readonly startDate: string;
  /** At least this many vegetarian meals. */
  readonly vegetarianNights?: number;
  /** Longest total time of a weeknight (Monday-Friday) meal, in minutes. */
  readonly weeknightMaxMinutes?: number;
  /** No recipe cooked within this many days before the first day (default 14; 0 allows repeats). */
  readonly noRepeatDays?: number;
  /** Meals already cooked: recipe id and date (YYYY-MM-DD). */
  readonly history?: readonly { readonly recipeId: string; readonly date: string }[];
  readonly favourites?: readonly string[];
  /** Stars, 1-5, by recipe id. */
  readonly ratings?: Readonly<Record<string, number>>;
  readonly hidden?: readonly string[];
  /** Recipes to keep in the plan (replace one meal, keep the rest). */
  readonly keep?: readonly string[];
  /** Recipes not to choose (the one being replaced). */
  readonly exclude?: readonly string[];
  /** Cook every meal for this many (the household size); unset keeps each recipe's servings. */
  readonly servings?: number | null;
}

export interface PlannedMeal {
  readonly id: string;
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Why it was chosen, in a few words. */
  readonly why: string;
}

export type PlanResult =
  | {
      readonly ok: true;
      readonly recipes: readonly PlannedMeal[];
      readonly leftovers: readonly Leftover[];
      readonly packs: number;
      readonly leftoverShare: number;
      /**
       * Meals whose amounts are too few for the food model to estimate (its `canEstimate`): what
       * they leave over is not in `leftovers` or `leftoverShare`, so those figures are said of the
       * other meals only.
       */
      readonly uncountedMeals: number;
    }
  | {
      readonly ok: false;
      /** The rule that could not be met and why, for the person planning. */
      readonly rule: 'meals' | 'vegetarianNights' | 'weeknightMaxMinutes' | 'library';
      readonly message: string;
    };

/** Most meals a plan holds, and most recipes the search weighs. */
export const MAX_PLAN_MEALS = 14;
const SHORTLIST = 40;
/** Best pairs a search starts from. */
const PAIR_STARTS = 3;
const DAY_MS = 86_400_000;

const VEGGIE_WORDS = /\b(vegetarian|vegan|veggie|meat[- ]?free|plant[- ]based)\b/;
const MEAT_WORDS =
  /\b(meat|beef|chicken|pork|lamb|turkey|fish|seafood|salmon|tuna|prawns?|bacon|ham|sausages?|duck|venison|anchov(y|ies)|chorizo|mince)\b/;

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(time) ? Math.round(time / DAY_MS) : null;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday (day 0, 1970-01-01, was a Thursday). */
const isWeeknight = (day: number): boolean => ((day % 7) + 7 + 3) % 7 < 5;

/** The food model's reading of a recipe (its 5 A Day, how much of it it can weigh). */
function nutritionOfPlanned(foods: FoodTable, recipe: PlannerRecipe): RecipeNutrition {
  return nutritionOfRecipe(foods, {
    ingredients: recipe.ingredients,
    servings: recipe.servings ?? DEFAULT_SERVINGS,
    sourceUrl: recipe.sourceUrl ?? null,
  });
}

/**
 * An unknown line (one neither the food table nor the aisle model knows) weighing less than this
 * is a garnish or a seasoning ("a pinch of sumac", "1 tbsp za'atar", "micro herbs to serve"): it
 * does not stop a meat-free claim. One weighing more may be the meal's main.
 */
export const VEGETARIAN_UNKNOWN_MINOR_GRAMS = 50;

/**
 * Unknown lines a meat-free recipe may have and still be called vegetarian: none in a recipe of
 * one or two lines, else one, and one in four of its lines in a long one.
 */
export function vegetarianUnknownAllowed(lineCount: number): number {
  return lineCount < 3 ? 0 : Math.max(1, Math.floor(lineCount / 4));
}

/**
 * Vegetarian by its tags, else by its lines: none is in the meat and fish aisle (or is a meat
 * stock), and they are known, so "nothing is meat" is said of foods, not of names nobody placed.
 * A line is known when the food table places its food or the aisle model files it by its
 * catalogue or keywords (not the default aisle); a line the list leaves out (tap water) is no
 * food to judge. A few unknown minor lines still let the claim stand (see
 * VEGETARIAN_UNKNOWN_MINOR_GRAMS and `vegetarianUnknownAllowed`); an unknown line that may weigh a
 * main's share, or more unknown lines than that, do not.
 */
export function isVegetarian(recipe: PlannerRecipe, list: ShoppingList, foods: FoodTable): boolean {
  const tagged = { category: recipe.category ?? null, tags: recipe.tags ?? [] };
  if (matchesMealType(tagged, 'veggie')) return true;
  const labels = [recipe.category ?? '', ...(recipe.tags ?? [])].join(' ').toLowerCase();
  if (VEGGIE_WORDS.test(labels)) return true;
  if (MEAT_WORDS.test(labels) || MEAT_WORDS.test(recipe.name.toLowerCase())) return false;
  const meaty = list.items.some(
    (item) =>
      item.category === 'meat_and_fish' ||
      (/\b(stock|broth|gravy)\b/.test(item.name) && /\b(chicken|beef|fish|lamb)\b/.test(item.name)),
  );
  if (meaty) return false;
  return unknownLinesAreMinor(recipe, list, foods);
}

/** The recipe's lines the food and aisle models leave unknown are few and minor (see above). */
function unknownLinesAreMinor(
  recipe: PlannerRecipe,
  list: ShoppingList,
  foods: FoodTable,
): boolean {
  // A line the list leaves out (tap water, "to serve") is nothing to buy, so nothing to judge.
  const listed = new Set<string>();
  const filed = new Set<string>();
  for (const item of list.items) {
    for (const line of item.lines) {
      listed.add(line);
      if (item.confidence > 0) filed.add(line);
    }
  }
  // Every line the aisle model files is known: the food model need not be asked (most recipes).
  if (filed.size === listed.size) return true;
  const { unplaced, lineCount } = nutritionOfPlanned(foods, recipe);
  const unknown = unplaced.filter(
    ({ line, reason }) => reason === 'unknown-food' && listed.has(line) && !filed.has(line),
  );
  if (unknown.length > vegetarianUnknownAllowed(lineCount)) return false;
  return unknown.every(({ line }) => {
    const grams = placeEachThing(foods, line)
      .filter((thing) => thing.food === null)
      .reduce((sum, thing) => sum + estimateUnplacedGrams(thing), 0);
    return grams < VEGETARIAN_UNKNOWN_MINOR_GRAMS;
  });
}

function isPudding(recipe: PlannerRecipe): boolean {
  return matchesMealType({ category: recipe.category ?? null, tags: recipe.tags ?? [] }, 'sweet');
}

interface Candidate {
  readonly recipe: PlannerRecipe;
  readonly vegetarian: boolean;
  readonly minutes: number | null;
  readonly preference: number;
  /** The caller's random number for this recipe: which of two near-equal weeks is planned. */
  readonly lot: number;
  /** Its kind of dish ("risotto", "pasta") and its main meat or fish ("chicken"), when told. */
  readonly dish: string | null;
  readonly protein: string | null;
}

interface Week {
  readonly ids: readonly string[];
  readonly cost: number;
  readonly result: WeekLeftovers;
  readonly list: ShoppingList;
}

/** Plan a week (see the module comment). `random` gives numbers in [0, 1). */
export function planWeek(
  library: readonly PlannerRecipe[],
  rules: PlanRules,
  foods: FoodTable,
  random: () => number,
  pantry: readonly PantryItem[] = [],
): PlanResult {
  const meals = Math.floor(rules.meals);
  if (!(meals >= 1 && meals <= MAX_PLAN_MEALS)) {
    return { ok: false, rule: 'meals', message: `Plan between 1 and ${MAX_PLAN_MEALS} meals.` };
  }
  const start = dayNumber(rules.startDate);
  if (start === null) return { ok: false, rule: 'meals', message: 'The first day is not a date.' };
  const days = Array.from({ length: meals }, (_, index) => start + index);
  const weekendSlots = days.filter((day) => !isWeeknight(day)).length;

  const hidden = new Set(rules.hidden ?? []);
  const excluded = new Set(rules.exclude ?? []);
  const repeatDays = rules.noRepeatDays ?? 14;
  const recent = new Set(
    (rules.history ?? [])
      .filter((meal) => {
        const day = dayNumber(meal.date);
        return day !== null && day < start && day >= start - repeatDays;
      })
      .map((meal) => meal.recipeId),
  );
  const favourites = new Set(rules.favourites ?? []);
  const keep = new Set(rules.keep ?? []);
  const servingsOption = { servings: rules.servings ?? null };

  const listOf = (recipes: readonly PlannerRecipe[]): ShoppingList =>
    buildShoppingList(recipes, servingsOption);

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const recipe of library) {
    if (seen.has(recipe.id) || hidden.has(recipe.id)) continue;
    seen.add(recipe.id);
    // The week's meals are dinners: a pudding is never one (SPEC §5's "sweet" meal type).
    if (!keep.has(recipe.id) && isPudding(recipe)) continue;
    if (!keep.has(recipe.id) && (excluded.has(recipe.id) || recent.has(recipe.id))) continue;
    const own = listOf([recipe]);
    if (own.items.length === 0) continue;
    const stars = rules.ratings?.[recipe.id];
    const preference =
      (favourites.has(recipe.id) ? 1 : 0) +
      (typeof stars === 'number' && stars >= 1 && stars <= 5 ? (stars - 3) / 4 : 0);
    candidates.push({
      recipe,
      vegetarian: isVegetarian(recipe, own, foods),
      minutes: totalMinutes({
        prepTime: recipe.prepTime ?? null,
        cookTime: recipe.cookTime ?? null,
        durationMinutes: recipe.durationMinutes ?? null,
      }),
      preference,
      lot: random(),
      dish: dishOf(recipe),
      protein: proteinOf(recipe, own),
    });
  }
  const byId = new Map(candidates.map((candidate) => [candidate.recipe.id, candidate]));
  const kept = [...keep].map((id) => byId.get(id)).filter((c): c is Candidate => c !== undefined);

  const veggieNeeded = Math.max(0, Math.floor(rules.vegetarianNights ?? 0));
  const maxMinutes = rules.weeknightMaxMinutes;
  const isLong = (candidate: Candidate): boolean =>
    maxMinutes !== undefined && (candidate.minutes === null || candidate.minutes > maxMinutes);

  if (candidates.length < meals) {
    return {
      ok: false,
      rule: 'library',
      message: `Only ${candidates.length} recipes can be planned (hidden and recent ones left out); ${meals} are needed.`,
    };
  }
  if (veggieNeeded > meals) {
    return {
      ok: false,
      rule: 'vegetarianNights',
      message: `${veggieNeeded} vegetarian nights don’t fit in ${meals} meals.`,
    };
  }
  const veggieCount = candidates.filter((c) => c.vegetarian).length;
  if (veggieCount < veggieNeeded) {
    return {
      ok: false,
      rule: 'vegetarianNights',
      message: `Only ${veggieCount} vegetarian recipes can be planned; ${veggieNeeded} vegetarian nights were asked for.`,
    };
  }
  const quickCount = candidates.filter((c) => !isLong(c)).length;
  if (meals - weekendSlots > quickCount) {
    return {
      ok: false,
      rule: 'weeknightMaxMinutes',
      message: `Only ${quickCount} recipes take ${maxMinutes ?? 0} minutes or less; ${meals - weekendSlots} weeknights need one.`,
    };
  }
  if (
    maxMinutes !== undefined &&
    candidates.filter((c) => c.vegetarian && !isLong(c)).length + weekendSlots < veggieNeeded
  ) {
    return {
      ok: false,
      rule: 'vegetarianNights',
      message: `Not enough quick vegetarian recipes for ${veggieNeeded} vegetarian nights under ${maxMinutes} minutes.`,
    };
  }

  // A week is possible when its vegetarian and long meals can still be met by what is left.
  const feasible = (chosen: readonly Candidate[]): boolean => {
    const left = meals - chosen.length;
    const veggie = chosen.filter((c) => c.vegetarian).length;
    const long = chosen.filter(isLong).length;
    return long <= weekendSlots && veggie + left >= veggieNeeded;
  };

  // Scoring a week: each recipe's own list items, added up by item key, bought in whole packs
  // and weighed for leftovers. Far cheaper than building the whole list for every candidate
  // week; the chosen week's figures come from the real list at the end.
  const ownItems = new Map<string, readonly ShoppingItem[]>();
  const itemsOf = (candidate: Candidate): readonly ShoppingItem[] => {
    let items = ownItems.get(candidate.recipe.id);
    if (items === undefined) {
      items = listOf([candidate.recipe]).items;
      ownItems.set(candidate.recipe.id, items);
    }
    return items;
  };
  const buyCache = new Map<string, BuyAmount | null>();
  const quickList = (chosen: readonly Candidate[]): ShoppingList => {
    const merged = new Map<string, ShoppingItem>();
    for (const candidate of chosen) {
      for (const item of itemsOf(candidate)) {
        const earlier = merged.get(item.key);
        if (earlier === undefined) merged.set(item.key, item);
        else {
          merged.set(item.key, {
            ...earlier,
            quantity:
              earlier.quantity === null || item.quantity === null
                ? (earlier.quantity ?? item.quantity)
                : earlier.quantity + item.quantity,
            recipeIds: [...earlier.recipeIds, ...item.recipeIds],
          });
        }
      }
    }
    const items = [...merged.values()].map((item) => {
      const key = `${item.key}\u0000${item.quantity ?? ''}`;
      let buy = buyCache.get(key);
      if (buy === undefined) {
        buy = buyAmount({
          name: item.name,
          bucket: item.bucket,
          quantity: item.quantity,
          unit: item.unit,
        });
        buyCache.set(key, buy);
      }
      return buy === item.buy ? item : { ...item, buy };
    });
    return { categories: [], items };
  };

  const memo = new Map<string, Week>();
  const score = (chosen: readonly Candidate[], exact = false): Week => {
    const ids = chosen.map((c) => c.recipe.id).sort();
    const key = `${exact ? 'exact' : 'quick'}\u0000${ids.join('\u0000')}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const full = exact ? listOf(chosen.map((c) => c.recipe)) : quickList(chosen);
    const list = pantry.length > 0 ? subtractPantry(full, pantry, foods).list : full;
    const result = weekLeftovers(list, foods);
    const count = Math.max(1, chosen.length);
    const preference = chosen.reduce((sum, c) => sum + c.preference + LOT * c.lot, 0) / count;
    // Leftovers first; then fewer packs (a pack a meal is worth 2% of leftovers); then variety
    // and preference.
    const cost =
      result.leftoverShare + (0.02 * result.packs) / count + sameness(chosen) - 0.05 * preference;
    const week = { ids, cost, result, list };
    memo.set(key, week);
    return week;
  };

  // The shortlist: kept ones, then the most preferred, ties broken by the caller's random.
  const ranked = candidates
    .filter((c) => !keep.has(c.recipe.id))
    .map((c) => ({ c, rank: c.preference + random() * 0.5 }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ c }) => c);
  const shortlist = ranked.slice(0, SHORTLIST);
  // Make sure the shortlist can meet the rules: enough vegetarian and quick ones.
  for (const c of ranked.slice(SHORTLIST)) {
    const veg = shortlist.filter((s) => s.vegetarian && !isLong(s)).length;
    const quick = shortlist.filter((s) => !isLong(s)).length;
    if ((c.vegetarian && veg < veggieNeeded + 2) || (!isLong(c) && quick < meals + 2))
      shortlist.push(c);
  }

  // Greedy: add the candidate that keeps the week cheapest and still possible.
  const complete = (start: readonly Candidate[]): Candidate[] | null => {
    const chosen = [...start];
    while (chosen.length < meals) {
      let best: { candidate: Candidate; cost: number } | null = null;
      for (const candidate of shortlist) {
        if (chosen.includes(candidate)) continue;
        const next = [...chosen, candidate];
        if (!feasible(next)) continue;
        const cost = score(next).cost;
        if (best === null || cost < best.cost) best = { candidate, cost };
      }
      if (best === null) return null;
      chosen.push(best.candidate);
    }
    return feasible(chosen) ? chosen : null;
  };

  // Swaps: replace one meal (not a kept one) while the week gets better.
  const improve = (start: readonly Candidate[]): Candidate[] => {
    let chosen = [...start];
    for (let pass = 0; pass < 3; pass += 1) {
      let improved = false;
      for (let index = 0; index < chosen.length; index += 1) {
        const current = chosen[index];
        if (current === undefined || keep.has(current.recipe.id)) continue;
        let bestCost = score(chosen).cost;
        let bestSwap: Candidate | null = null;
        for (const candidate of shortlist) {
          if (chosen.includes(candidate)) continue;
          const next = chosen.map((c, i) => (i === index ? candidate : c));
          if (!feasible(next)) continue;
          const cost = score(next).cost;
          if (cost < bestCost - 1e-9) {
            bestCost = cost;
            bestSwap = candidate;
          }
        }
        if (bestSwap !== null) {
          chosen = chosen.map((c, i) => (i === index ? bestSwap : c));
          improved = true;
        }
      }
      if (!improved) break;
    }
    return chosen;
  };

  // Starts: the kept meals with each of the best few pairs (two recipes that share packs are
  // what a one-at-a-time build misses), or the kept meals alone.
  const base = kept.slice(0, meals);
  const starts: Candidate[][] = [base];
  if (meals - base.length >= 2) {
    // Only pairs that open a pack together are worth a start.
    const packKeys = new Map(
      shortlist.map((c) => [
        c,
        new Set(
          itemsOf(c)
            .filter((item) => item.buy !== null && !STORE_CUPBOARD.has(item.category))
            .map((item) => item.key),
        ),
      ]),
    );
    const sharePack = (a: Candidate, b: Candidate): boolean => {
      const keys = packKeys.get(b);
      for (const key of packKeys.get(a) ?? []) if (keys?.has(key)) return true;
      return false;
    };
    const pairs: { pair: Candidate[]; cost: number }[] = [];
    for (let i = 0; i < shortlist.length; i += 1) {
      for (let j = i + 1; j < shortlist.length; j += 1) {
        const [a, b] = [shortlist[i], shortlist[j]];
        if (a === undefined || b === undefined || !sharePack(a, b)) continue;
        const pair = [...base, shortlist[i], shortlist[j]].filter(
          (c): c is Candidate => c !== undefined,
        );
        if (feasible(pair)) pairs.push({ pair, cost: score(pair).cost });
      }
    }
    pairs.sort((a, b) => a.cost - b.cost);
    starts.push(...pairs.slice(0, PAIR_STARTS).map(({ pair }) => pair));
  }
  let chosen: Candidate[] | null = null;
  for (const start of starts) {
    const built = complete(start);
    if (built === null) continue;
    const better = improve(built);
    // Starts are compared on the real list: the quick one is for the search.
    if (chosen === null || score(better, true).cost < score(chosen, true).cost) chosen = better;
  }
  if (chosen === null) {
    return { ok: false, rule: 'library', message: 'No week meets every rule with these recipes.' };
  }

  const week = score(chosen, true);
  const dated = assignDays(chosen, days, isLong);
  const why: WhyContext = {
    list: week.list,
    leftoverKeys: new Set(week.result.leftovers.map((leftover) => leftover.key)),
    chosen,
    favourites,
    ratings: rules.ratings,
    maxMinutes,
    vegetarianAsked: veggieNeeded > 0,
    foods,
  };
  return {
    ok: true,
    recipes: dated.map(({ candidate, day }) => ({
      id: candidate.recipe.id,
      name: candidate.recipe.name,
      date: dateOf(day),
      why: whyChosen(candidate, isWeeknight(day), why),
    })),
    leftovers: week.result.leftovers,
    packs: week.result.packs,
    leftoverShare: week.result.leftoverShare,
    uncountedMeals: chosen.filter(
      (candidate) => !nutritionOfPlanned(foods, candidate.recipe).canEstimate,
    ).length,
  };
}

/** Long meals on the weekend days, the rest on the other days, in the order chosen. */
function assignDays(
  chosen: readonly Candidate[],
  days: readonly number[],
  isLong: (candidate: Candidate) => boolean,
): { candidate: Candidate; day: number }[] {
  const weekend = days.filter((day) => !isWeeknight(day));
  const weeknights = days.filter(isWeeknight);
  const long = chosen.filter(isLong);
  const short = chosen.filter((c) => !isLong(c));
  const placed: { candidate: Candidate; day: number }[] = [];
  for (const candidate of long)
    placed.push({ candidate, day: weekend.shift() ?? weeknights.shift() ?? 0 });
  for (const candidate of short)
    placed.push({ candidate, day: weeknights.shift() ?? weekend.shift() ?? 0 });
  placed.sort((a, b) => a.day - b.day);
  // Alike meals (the same dish or the same meat) not on days side by side: swap two meals of the
  // same length while that leaves fewer alike neighbours.
  const alikeNeighbours = (): number =>
    placed.filter((meal, index) => {
      const next = placed[index + 1];
      return next !== undefined && alike(meal.candidate, next.candidate);
    }).length;
  let count = alikeNeighbours();
  for (let swaps = 0; count > 0 && swaps < placed.length; swaps += 1) {
    let best: { i: number; j: number; count: number } | null = null;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i];
        const b = placed[j];
        if (a === undefined || b === undefined || isLong(a.candidate) !== isLong(b.candidate))
          continue;
        swapMeals(placed, i, j);
        const after = alikeNeighbours();
        swapMeals(placed, i, j);
        if (after < (best?.count ?? count)) best = { i, j, count: after };
      }
    }
    if (best === null) break;
    swapMeals(placed, best.i, best.j);
    count = best.count;
  }
  return placed;
}

/** Swaps the meals of two days, each keeping its day. */
function swapMeals(placed: { candidate: Candidate; day: number }[], i: number, j: number): void {
  const a = placed[i];
  const b = placed[j];
  if (a === undefined || b === undefined) return;
  placed[i] = { candidate: b.candidate, day: a.day };
  placed[j] = { candidate: a.candidate, day: b.day };
}

/** How much the caller's random number can weigh against one star of preference. */
const LOT = 0.2;
/** What two meals of one kind of dish, or of one meat or fish, add to a week's cost. */
const SAME_DISH = 0.02;
const SAME_PROTEIN = 0.008;

/** Two meals alike enough not to follow each other: the same dish, or the same meat or fish. */
const alike = (a: Candidate, b: Candidate): boolean =>
  (a.dish !== null && a.dish === b.dish) || (a.protein !== null && a.protein === b.protein);

/** A week's cost of sameness: each pair of meals of one dish, or of one meat or fish. */
function sameness(chosen: readonly Candidate[]): number {
  let cost = 0;
  for (let i = 0; i < chosen.length; i += 1) {
    for (let j = i + 1; j < chosen.length; j += 1) {
      const a = chosen[i];
      const b = chosen[j];
      if (a === undefined || b === undefined) continue;
      if (a.dish !== null && a.dish === b.dish) cost += SAME_DISH;
      if (a.protein !== null && a.protein === b.protein) cost += SAME_PROTEIN;
    }
  }
  return cost;
}

/** Kinds of dish by the words that name them, in a recipe's name or tags. */
const DISHES: readonly (readonly [string, RegExp])[] = [
  ['risotto', /\brisottos?\b/],
  [
    'curry',
    /\b(curry|curries|masala|korma|tikka|dh?al|dhal|biryani|jalfrezi|vindaloo|rogan josh)\b/,
  ],
  ['pie', /\bpies?\b/],
  ['stew', /\b(stew|casserole|hotpot|goulash|tagine)\b/],
  ['soup', /\b(soups?|chowder|broth)\b/],
  ['salad', /\bsalads?\b/],
  [
    'pasta',
    /\b(pasta|spaghetti|linguine|penne|tagliatelle|fusilli|rigatoni|macaroni|orzo|lasagne|lasagna|cannelloni|pappardelle|carbonara|bolognese|ravioli|tortellini|gnocchi)\b/,
  ],
  ['noodles', /\b(noodles?|ramen|pad thai|stir[- ]?fry|chow mein|lo mein)\b/],
  ['tex-mex', /\b(tacos?|fajitas?|burritos?|enchiladas?|quesadillas?|nachos)\b/],
  ['chilli', /\b(chilli|chili) con carne\b|\b(chilli|chili)$/],
  ['traybake', /\b(tray ?bake|sheet[- ]pan)\b/],
  ['burger', /\bburgers?\b/],
  ['pizza', /\bpizzas?\b/],
  ['roast', /\broast\b/],
];

/** Meats and fish by the words that name them; the first named in a recipe's name is its main. */
const PROTEINS: readonly (readonly [string, RegExp])[] = [
  ['chicken', /\bchicken\b/],
  ['turkey', /\bturkey\b/],
  ['duck', /\bduck\b/],
  ['lamb', /\b(lamb|mutton)\b/],
  ['pork', /\b(pork|bacon|sausages?|ham|chorizo|pancetta|gammon|lardons)\b/],
  ['beef', /\b(beef|steaks?|mince|brisket|meatballs)\b/],
  ['shellfish', /\b(prawns?|shrimps?|mussels|squid|crab|scallops?|clams|lobster)\b/],
  [
    'fish',
    /\b(fish|salmon|cod|haddock|sea bass|bass|tuna|mackerel|trout|hake|pollock|sardines?|plaice|bream|halibut|sole|kippers?|anchov(y|ies))\b/,
  ],
];

/** A recipe's name, then each of its tags, in lower case. */
const namesOf = (recipe: PlannerRecipe): string[] =>
  [recipe.name, ...(recipe.tags ?? [])].map((text) => text.toLowerCase());

/** The kind of dish a recipe is, by its name, else its tags; null when neither tells. */
function dishOf(recipe: PlannerRecipe): string | null {
  for (const text of namesOf(recipe)) {
    for (const [dish, words] of DISHES) if (words.test(text)) return dish;
  }
  return null;
}

/**
 * A recipe's main meat or fish: the one its name names first ("Creamy Chicken, Leek & Bacon
 * Pie" is chicken), else its tags', else its first meat or fish aisle item's; null for a meal
 * with none.
 */
function proteinOf(recipe: PlannerRecipe, list: ShoppingList): string | null {
  const meats = list.items.filter((item) => item.category === 'meat_and_fish').map((i) => i.name);
  for (const text of [...namesOf(recipe), ...meats]) {
    let first: { protein: string; at: number } | null = null;
    for (const [protein, words] of PROTEINS) {
      const at = words.exec(text)?.index;
      if (at !== undefined && (first === null || at < first.at)) first = { protein, at };
    }
    if (first !== null) return first.protein;
  }
  return null;
}

/** Things that keep this long are no reason to cook something this week. */
const LONG_KEEPING_DAYS = 14;

/** Aisles whose packs every week shares (pepper, oil): not worth a reason. */
const STORE_CUPBOARD: ReadonlySet<string> = new Set(['spices_and_seasoning', 'oils_and_vinegars']);

/** What `whyChosen` reads of the week and the rules. */
interface WhyContext {
  readonly list: ShoppingList;
  /** Keys of the list's items with some left over once the week is cooked. */
  readonly leftoverKeys: ReadonlySet<string>;
  readonly chosen: readonly Candidate[];
  readonly favourites: ReadonlySet<string>;
  readonly ratings: Readonly<Record<string, number>> | undefined;
  readonly maxMinutes: number | undefined;
  /** The rules asked for vegetarian nights. */
  readonly vegetarianAsked: boolean;
  readonly foods: FoodTable;
}

/** A weeknight meal this quick is a reason of its own. */
const QUICK_MINUTES = 30;

/**
 * Why this recipe is in the week: what it shares with the others (the rest of a pack where the
 * week leaves none of it, else the pack shared), else what the rules liked, else what the meal
 * brings (its 5 A Day, a quick weeknight).
 */
function whyChosen(candidate: Candidate, weeknight: boolean, context: WhyContext): string {
  const { list, leftoverKeys, chosen, favourites, ratings, maxMinutes, vegetarianAsked } = context;
  const id = candidate.recipe.id;
  // The fresh thing it shares first (half a cucumber matters more than a jar of cumin).
  const shared = list.items
    .filter(
      (item) =>
        item.recipeIds.includes(id) &&
        item.recipeIds.length > 1 &&
        item.buy !== null &&
        !STORE_CUPBOARD.has(item.category),
    )
    .map((item) => ({ item, keeps: keepDaysFor(item.name, item.category) }))
    // Only what would spoil is worth a reason: an onion or a bulb of garlic keeps for weeks.
    .filter(({ keeps }) => keeps !== null && keeps < LONG_KEEPING_DAYS)
    .sort((a, b) => (a.keeps ?? 0) - (b.keeps ?? 0))
    .map(({ item }) => item);
  const first = shared[0];
  if (first !== undefined) {
    const name = first.ingredient.toLowerCase();
    const others = chosen
      .filter((c) => c.recipe.id !== id && first.recipeIds.includes(c.recipe.id))
      .map((c) => c.recipe.name);
    const half =
      first.unit === null &&
      first.quantity !== null &&
      first.quantity <= 1 &&
      first.recipeIds.length === 2;
    // Some of it still left over: the week shares the pack rather than finishing it.
    if (leftoverKeys.has(first.key)) {
      return `shares the ${name}${others.length > 0 ? ` with ${others[0]}` : ''}`;
    }
    const words = half ? 'the other half of' : 'the rest of';
    return `uses ${words} the ${name}${others.length > 0 ? ` from ${others[0]}` : ''}`;
  }
  const reasons: string[] = [];
  if (favourites.has(id)) reasons.push('a favourite');
  const stars = ratings?.[id];
  if (typeof stars === 'number' && stars >= 4) reasons.push(`rated ${stars}★`);
  // A meat-free meal is a reason only where vegetarian nights were asked for.
  if (vegetarianAsked && candidate.vegetarian) reasons.push('a vegetarian night');
  if (weeknight && maxMinutes !== undefined && candidate.minutes !== null) {
    reasons.push(`ready in ${candidate.minutes} min`);
  }
  if (reasons.length === 0) {
    // Nothing shared and no rule to please: what the meal itself brings, as the food model
    // counts it (whole portions only, and only where it can estimate).
    const { fiveADay, canEstimate } = nutritionOfPlanned(context.foods, candidate.recipe);
    const portions = Math.floor(fiveADay);
    if (canEstimate && portions >= 2) reasons.push(`${portions} of your 5 A Day`);
    if (weeknight && candidate.minutes !== null && candidate.minutes <= QUICK_MINUTES) {
      reasons.push(`ready in ${candidate.minutes} min`);
    }
    if (reasons.length === 0) {
      // "Buys little" is a claim about its leftovers: made only where its amounts are known as
      // well as the food model needs to estimate it (coverage, enough lines measured).
      return canEstimate ? BUYS_LITTLE : AMOUNTS_UNKNOWN;
    }
  }
  return reasons.join(', ');
}

/** The reason of a meal that shares nothing and pleases no rule, whose amounts are known. */
export const BUYS_LITTLE = 'buys little that the week won’t use';
/** The same, where its amounts are too few to say what it leaves over. */
export const AMOUNTS_UNKNOWN = 'fills a night (too few amounts to count what it leaves)';
