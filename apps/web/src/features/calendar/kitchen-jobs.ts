/**
 * Plan my week and Use it up (issue 29) as jobs: plain data in, plain data out, so they run in a
 * worker (./kitchen-worker.ts) and a slow phone's screen stays responsive while the planner
 * weighs hundreds of weeks. The caller brings the food table (./kitchen-client.ts): the page
 * loads it once and hands its rows to the worker, so the app holds one copy of the table's chunk.
 */
import {
  cookNow,
  listFoods,
  planWeek,
  seededRandom,
  subtractPantry,
  // Not a React hook: core's ranking, named before the rule that reads "use…" as one.
  useItUp as rankUseItUp,
  weekLeftovers,
  type FoodTable,
  type PantryItem,
  type PlannerRecipe,
  type PlanResult,
  type PlanRules,
  type UseItUpSuggestion,
} from '@plateful/core';
import { buildCurrentList } from '../../lib/basket/build-current-list.ts';

export interface PlanJob {
  readonly kind: 'plan';
  readonly library: readonly PlannerRecipe[];
  readonly rules: PlanRules;
  readonly pantry: readonly PantryItem[];
  /** Varies plans of equal worth: a new seed, another week. */
  readonly seed: number;
}

export interface UseItUpJob {
  readonly kind: 'useItUp';
  readonly library: readonly PlannerRecipe[];
  readonly pantry: readonly PantryItem[];
  /** The week's selection, whose list's leftovers count as the kitchen's too. */
  readonly selected: readonly PlannerRecipe[];
  readonly servingsByRecipe: Readonly<Record<string, number>>;
  readonly householdSize: number | null;
  /** The Shop tab's ticks and the household's staples: what is bought or always had leaves nothing. */
  readonly checks: readonly string[];
  readonly staples: readonly string[];
}

export interface UseItUpAnswer {
  readonly suggestions: readonly UseItUpSuggestion[];
  /** The suggestions that lack at most two things. */
  readonly cookNow: readonly string[];
  /** What the week's list leaves over, as shown ("½ cucumber"). */
  readonly leftovers: readonly string[];
}

export type KitchenJob = PlanJob | UseItUpJob;
export type KitchenAnswer<J extends KitchenJob> = J extends PlanJob ? PlanResult : UseItUpAnswer;

export function runPlanJob(job: PlanJob, table: FoodTable): PlanResult {
  return planWeek(job.library, job.rules, table, seededRandom(job.seed), job.pantry);
}

/** The week's leftovers as kitchen things, an id each so a suggestion can say what it uses. */
export function runUseItUpJob(job: UseItUpJob, table: FoodTable): UseItUpAnswer {
  // The Shop tab's list: a ticked row's rest is in the pantry already (kept by the tick), so it
  // is no leftover of the week's too, nor is the pantry taken from the row it came from.
  const { list } = buildCurrentList(
    job.selected,
    job.checks,
    job.staples,
    job.householdSize,
    [],
    {},
    job.servingsByRecipe,
    listFoods(table),
  );
  const bought = job.pantry.length > 0 ? subtractPantry(list, job.pantry, table).list : list;
  const left = weekLeftovers(bought, table).leftovers;
  const kitchen: PantryItem[] = [
    ...job.pantry,
    ...left.map((leftover) => ({ id: `left-${leftover.key}`, text: leftover.text })),
  ];
  // A recipe already in the week is not a suggestion for using up what the week leaves.
  const chosen = new Set(job.selected.map((recipe) => recipe.id));
  const suggestions = rankUseItUp(
    job.library.filter((recipe) => !chosen.has(recipe.id)),
    kitchen,
    table,
  );
  return {
    suggestions,
    cookNow: cookNow(suggestions).map((suggestion) => suggestion.id),
    leftovers: left.map((leftover) => leftover.text),
  };
}

export function runKitchenJob<J extends KitchenJob>(job: J, table: FoodTable): KitchenAnswer<J> {
  return (
    job.kind === 'plan' ? runPlanJob(job, table) : runUseItUpJob(job, table)
  ) as KitchenAnswer<J>;
}
