/**
 * Use it up and What can I cook now (issue 29): recipes ranked by how much of the pantry and of
 * what this week's list leaves over they use, each with what it uses and what it still needs;
 * one tap puts it on the next free dinner and selects it, with an Undo. Ranked in the worker.
 */
import {
  clampServings,
  pantryItems,
  selectedServings,
  type Recipe,
  type UseItUpSuggestion,
} from '@plateful/core';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { UNDO_TOAST_MS } from '../../lib/clear-with-undo.ts';
import { useHiddenRecipes } from '../../lib/hidden-recipes.ts';
import {
  dispatchAll,
  getHouseholdView,
  useHouseholdSettings,
  usePlannedMeals,
  useSelectedRecipeIds,
} from '../../lib/household/index.ts';
import { useShoppingChecks } from '../../lib/shopping-checks.ts';
import { toast } from '../../lib/toast.tsx';
import { runInKitchen } from './kitchen-client.ts';
import type { UseItUpAnswer } from './kitchen-jobs.ts';
import { nextFreeDinner, planOps, undoPlanOps } from './plan-week-ops.ts';

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });

type State =
  | { status: 'loading' }
  | { status: 'ready'; answer: UseItUpAnswer }
  | { status: 'failed'; message: string };

export function UseItUp({ recipes, from }: { recipes: readonly Recipe[]; from: string }) {
  const hidden = useHiddenRecipes();
  const selection = useSelectedRecipeIds();
  const meals = usePlannedMeals();
  const { householdSize, pantryStaples } = useHouseholdSettings();
  const checks = useShoppingChecks();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [onlyNow, setOnlyNow] = useState(false);
  const byId = useMemo(() => new Map(recipes.map((recipe) => [recipe.id, recipe])), [recipes]);
  const selectionKey = selection.join(' ');

  useEffect(() => {
    let live = true;
    const view = getHouseholdView();
    const hiddenIds = new Set(hidden.map((entry) => entry.id));
    const selected = selectionKey === '' ? [] : selectionKey.split(' ');
    runInKitchen({
      kind: 'useItUp',
      library: recipes.filter((recipe) => !hiddenIds.has(recipe.id)),
      pantry: pantryItems(view),
      selected: selected
        .map((id) => byId.get(id))
        .filter((recipe): recipe is Recipe => recipe !== undefined),
      servingsByRecipe: selectedServings(view),
      householdSize,
      checks,
      staples: pantryStaples,
    }).then(
      (answer) => live && setState({ status: 'ready', answer }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : 'Could not rank the recipes.',
        }),
    );
    return () => {
      live = false;
    };
  }, [recipes, byId, hidden, selectionKey, householdSize, checks, pantryStaples]);

  const add = async (suggestion: UseItUpSuggestion) => {
    const before = getHouseholdView();
    const date = nextFreeDinner(meals, from);
    const usual = (recipeId: string) =>
      clampServings(householdSize ?? byId.get(recipeId)?.servings ?? 4, 4);
    const ops = planOps(before, [{ id: suggestion.id, date }], usual);
    if (!(await dispatchAll(ops))) return;
    toast.message(`${suggestion.name} added to ${dayName(date)}’s dinner`, {
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick: () => void dispatchAll(undoPlanOps(before, ops)) },
    });
  };

  if (state.status === 'loading') {
    return (
      <p role="status" className="py-6 text-center text-ink/70">
        Looking in the kitchen…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className="py-6 text-center text-red-900">
        {state.message}
      </p>
    );
  }
  const { answer } = state;
  const now = new Set(answer.cookNow);
  const shown = onlyNow
    ? answer.suggestions.filter((suggestion) => now.has(suggestion.id))
    : answer.suggestions;
  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label="Which recipes"
        className="grid grid-cols-2 gap-1 rounded-xl bg-black/5 p-1"
      >
        {[
          { label: 'Use it up', value: false },
          { label: 'What can I cook now', value: true },
        ].map((tab) => (
          <button
            key={tab.label}
            type="button"
            aria-pressed={onlyNow === tab.value}
            onClick={() => setOnlyNow(tab.value)}
            className={`min-h-10 rounded-lg px-2 text-sm font-semibold ${onlyNow === tab.value ? 'bg-white shadow-sm' : 'text-ink/70'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {answer.leftovers.length > 0 && (
        <p className="text-sm text-ink/70">
          This week’s list leaves {answer.leftovers.slice(0, 4).join(', ')}
          {answer.leftovers.length > 4 ? ' and more' : ''}.
        </p>
      )}
      {shown.length === 0 ? (
        <p className="py-4 text-center text-ink/70">
          {answer.suggestions.length === 0
            ? 'Nothing in the pantry or left over from this week’s list for a recipe to use. Add what you have to the pantry on the Shop tab.'
            : 'No recipe can be cooked with at most two things to buy.'}
        </p>
      ) : (
        <ol
          aria-label={onlyNow ? 'Recipes you can cook now' : 'Recipes that use it up'}
          className="grid gap-2"
        >
          {shown.map((suggestion) => (
            <li
              key={suggestion.id}
              className="flex items-start gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold" data-testid="use-it-up-recipe">
                  {suggestion.name}
                </p>
                <p className="text-sm">
                  <span className="font-semibold text-brand-700">Uses</span>{' '}
                  {suggestion.uses.join(', ')}
                </p>
                <p className="text-sm text-ink/70">
                  {suggestion.missing.length === 0
                    ? 'Nothing more to buy'
                    : `Needs ${suggestion.missing.join(', ')}`}
                </p>
              </div>
              <button
                type="button"
                aria-label={`Add ${suggestion.name} to the week`}
                onClick={() => void add(suggestion)}
                className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5"
              >
                <Plus aria-hidden="true" className="size-4" /> Add
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
