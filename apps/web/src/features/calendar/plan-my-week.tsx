/**
 * Plan my week (issue 29): the household's rules (remembered for every phone as a household
 * setting), then the planner's proposal — each dinner with why, and what the week will leave
 * over — where any one meal can be replaced while the rest stay; accepting fills the calendar's
 * dinners and the selection in one change, with an Undo. The planner runs in a worker.
 */
import {
  DEFAULT_PLAN_RULES,
  PLAN_RULES_LIMITS,
  clampServings,
  matchesMealType,
  mealKey,
  pantryItems,
  type PlanResult,
  type PlanRulesSetting,
  type Recipe,
} from '@plateful/core';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { UNDO_TOAST_MS } from '../../lib/clear-with-undo.ts';
import { useHiddenRecipes } from '../../lib/hidden-recipes.ts';
import {
  dispatch,
  dispatchAll,
  getHouseholdView,
  useHouseholdSettings,
  usePlannedMeals,
} from '../../lib/household/index.ts';
import { readRaw } from '../../lib/storage.ts';
import { toast } from '../../lib/toast.tsx';
import { runInKitchen } from './kitchen-client.ts';
import { leftoverSummary, planOps, plannerRules, undoPlanOps } from './plan-week-ops.ts';

const WEEKNIGHT_LIMITS = [null, 20, 30, 45, 60, 90] as const;

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Stars given on this device to recipes that are not shared (SPEC §4: `rating_{id}`). */
function localRatings(recipes: readonly Recipe[]): Record<string, number> {
  const ratings: Record<string, number> = {};
  for (const recipe of recipes) {
    const stars = Number(readRaw(`rating_${recipe.id}`));
    if (Number.isInteger(stars) && stars >= 1 && stars <= 5) ratings[recipe.id] = stars;
  }
  return ratings;
}

type Proposal = Extract<PlanResult, { ok: true }>;
type Stage =
  | { step: 'rules' }
  | { step: 'planning'; replacing: string | null; proposal: Proposal | null }
  | { step: 'proposal'; proposal: Proposal }
  | { step: 'refused'; message: string; proposal: Proposal | null };

const field =
  'h-11 w-full rounded-xl bg-white px-3 ring-1 ring-black/15 focus:ring-2 focus:ring-brand-500';
const primary =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:bg-ink/20';
const secondary =
  'inline-flex h-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5 disabled:opacity-50';

export function PlanMyWeek({
  recipes,
  startDate,
  onDone,
}: {
  recipes: readonly Recipe[];
  startDate: string;
  onDone: () => void;
}) {
  const settings = useHouseholdSettings();
  const meals = usePlannedMeals();
  const hidden = useHiddenRecipes();
  const [rules, setRules] = useState<PlanRulesSetting>(settings.planRules ?? DEFAULT_PLAN_RULES);
  const [stage, setStage] = useState<Stage>({ step: 'rules' });
  const [excluded, setExcluded] = useState<string[]>([]);
  const [seed] = useState(() => Math.floor(Math.random() * 1_000_000) + 1);
  const byId = useMemo(() => new Map(recipes.map((recipe) => [recipe.id, recipe])), [recipes]);
  // Dinners: puddings are left out of the week's meals; hidden recipes never come in.
  const library = useMemo(() => {
    const hiddenIds = new Set(hidden.map((entry) => entry.id));
    return recipes.filter(
      (recipe) => !hiddenIds.has(recipe.id) && !matchesMealType(recipe, 'sweet'),
    );
  }, [recipes, hidden]);

  const plan = async (
    keep: readonly string[],
    exclude: readonly string[],
    replacing: string | null,
  ) => {
    const before = stage.step === 'proposal' ? stage.proposal : null;
    setStage({ step: 'planning', replacing, proposal: before });
    const result = await runInKitchen({
      kind: 'plan',
      library,
      rules: plannerRules({
        rules,
        startDate,
        meals,
        ratings: localRatings(library),
        hidden: hidden.map((entry) => entry.id),
        servings: settings.householdSize,
        keep,
        exclude,
      }),
      // What the household already has is not bought again (decision 0022).
      pantry: pantryItems(getHouseholdView()),
      seed,
    }).catch((error: unknown) => ({
      ok: false as const,
      rule: 'library' as const,
      message: error instanceof Error ? error.message : 'The planner could not run.',
    }));
    setStage(
      result.ok
        ? { step: 'proposal', proposal: result }
        : { step: 'refused', message: result.message, proposal: before },
    );
  };

  const start = () => {
    // The rules are the household's: every phone opens Plan my week with them.
    if (JSON.stringify(rules) !== JSON.stringify(settings.planRules)) {
      void dispatch({ type: 'setSetting', name: 'planRules', value: rules });
    }
    setExcluded([]);
    void plan([], [], null);
  };

  const replace = (proposal: Proposal, id: string) => {
    const exclude = [...excluded, id];
    setExcluded(exclude);
    void plan(
      proposal.recipes.filter((meal) => meal.id !== id).map((meal) => meal.id),
      exclude,
      id,
    );
  };

  const accept = async (proposal: Proposal) => {
    const before = getHouseholdView();
    const usual = (recipeId: string) =>
      clampServings(settings.householdSize ?? byId.get(recipeId)?.servings ?? 4, 4);
    const ops = planOps(before, proposal.recipes, usual);
    // One dispatch: the calendar and the selection change together, on every phone.
    if (!(await dispatchAll(ops))) return;
    onDone();
    const count = proposal.recipes.length;
    toast.message(`Planned ${count} meal${count === 1 ? '' : 's'} and added them to your list`, {
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick: () => void dispatchAll(undoPlanOps(before, ops)) },
    });
  };

  if (stage.step === 'rules') {
    return (
      <RulesForm rules={rules} onChange={setRules} onPlan={start} libraryCount={library.length} />
    );
  }
  const proposal =
    stage.step === 'refused' || stage.step === 'planning' ? stage.proposal : stage.proposal;
  return (
    <div className="grid gap-3" aria-busy={stage.step === 'planning' || undefined}>
      {stage.step === 'planning' && !proposal && (
        <p role="status" className="py-6 text-center text-ink/70">
          Planning your week…
        </p>
      )}
      {stage.step === 'refused' && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          {stage.message}
        </p>
      )}
      {proposal && (
        <>
          <ol aria-label="Proposed meals" className="grid gap-2">
            {proposal.recipes.map((meal) => {
              const there = meals[mealKey(meal.date, 'dinner')];
              const busy = stage.step === 'planning';
              return (
                <li
                  key={meal.id}
                  className="flex items-start gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                      {dayName(meal.date)}
                    </p>
                    <p className="font-semibold" data-testid="proposed-recipe">
                      {meal.name}
                    </p>
                    <p className="text-sm text-ink/70">{meal.why}</p>
                    {there !== undefined && there !== meal.id && (
                      <p className="text-xs text-amber-800">
                        Replaces {byId.get(there)?.name ?? 'a planned meal'}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    className={secondary}
                    disabled={busy}
                    aria-label={`Replace ${meal.name}`}
                    onClick={() => replace(proposal, meal.id)}
                  >
                    <RefreshCw
                      aria-hidden="true"
                      className={`size-4 ${busy && stage.replacing === meal.id ? 'animate-spin' : ''}`}
                    />
                    Replace
                  </button>
                </li>
              );
            })}
          </ol>
          <section
            aria-label="What will be left"
            className="rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100"
          >
            <h3 className="font-bold">What will be left</h3>
            <p className="text-sm text-ink/70">{leftoverSummary(proposal)}</p>
            {proposal.leftovers.length === 0 ? (
              proposal.uncountedMeals < proposal.recipes.length && (
                <p className="text-sm">Nothing left over.</p>
              )
            ) : (
              <ul className="mt-1 grid gap-0.5 text-sm">
                {proposal.leftovers.slice(0, 8).map((leftover) => (
                  <li key={leftover.key}>
                    {leftover.text}
                    {leftover.keepDays !== null && (
                      <span className="text-ink/60"> · keeps {leftover.keepDays} days</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <button
            type="button"
            className={primary}
            disabled={stage.step === 'planning'}
            onClick={() => void accept(proposal)}
          >
            Add to calendar and list
          </button>
        </>
      )}
      <button type="button" className={secondary} onClick={() => setStage({ step: 'rules' })}>
        Change the rules
      </button>
    </div>
  );
}

function RulesForm({
  rules,
  onChange,
  onPlan,
  libraryCount,
}: {
  rules: PlanRulesSetting;
  onChange: (rules: PlanRulesSetting) => void;
  onPlan: () => void;
  libraryCount: number;
}) {
  const count = (value: string, limits: { min: number; max: number }, fallback: number) => {
    const number = Math.round(Number(value));
    return Number.isFinite(number) ? Math.min(limits.max, Math.max(limits.min, number)) : fallback;
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPlan();
      }}
    >
      <label className="grid gap-1 text-sm font-semibold">
        Meals to plan
        <input
          type="number"
          inputMode="numeric"
          min={PLAN_RULES_LIMITS.meals.min}
          max={PLAN_RULES_LIMITS.meals.max}
          value={rules.meals}
          className={field}
          onChange={(event) => {
            const meals = count(event.target.value, PLAN_RULES_LIMITS.meals, rules.meals);
            onChange({
              ...rules,
              meals,
              vegetarianNights: Math.min(rules.vegetarianNights, meals),
            });
          }}
        />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Vegetarian nights
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={rules.meals}
          value={rules.vegetarianNights}
          className={field}
          onChange={(event) =>
            onChange({
              ...rules,
              vegetarianNights: count(
                event.target.value,
                { min: 0, max: rules.meals },
                rules.vegetarianNights,
              ),
            })
          }
        />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Longest on a weeknight
        <select
          className={field}
          value={rules.weeknightMaxMinutes ?? ''}
          onChange={(event) =>
            onChange({
              ...rules,
              weeknightMaxMinutes: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          {WEEKNIGHT_LIMITS.map((minutes) => (
            <option key={minutes ?? 'none'} value={minutes ?? ''}>
              {minutes === null ? 'No limit' : `${minutes} minutes`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={rules.noRepeatDays > 0}
          onChange={(event) => onChange({ ...rules, noRepeatDays: event.target.checked ? 14 : 0 })}
        />
        No repeats within 14 days
      </label>
      <p className="text-sm text-ink/70">
        Recipes you cook often and rate well come up more often; hidden recipes and puddings never.
        The week that leaves the least food over is chosen from your {libraryCount} recipes.
      </p>
      <button type="submit" className={primary}>
        Plan my week
      </button>
    </form>
  );
}
