/**
 * The sheet's main actions (issue 18), one tap each: Cook (cook mode at the chosen servings), Add
 * to this week's list (selects the recipe for those servings) and Plan (a day of the coming week).
 */
import type { Recipe } from '@plateful/core';
import { CalendarPlus, Check, ChefHat, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSaving } from '../../hooks/use-saving.ts';
import { dispatch } from '../../lib/household/index.ts';
import { useSelectedServings } from '../../lib/household/servings.ts';
import { toggleSelected, useSelection } from '../../lib/selection.ts';
import { toast } from '../../lib/toast.tsx';
import { PlanDayDialog } from './plan-day-dialog.tsx';

/** The cook-mode address of a recipe at some servings. */
export const cookPath = (recipeId: string, servings: number) =>
  `/recipe/${encodeURIComponent(recipeId)}/cook?servings=${servings}`;

const secondary =
  'flex flex-1 items-center justify-center gap-2 rounded-2xl bg-white px-3 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50';

export function SheetActions({
  recipe,
  servings,
  listServings,
}: {
  recipe: Recipe;
  /** The stepper's servings. */
  servings: number;
  /** What the list cooks it for without a choice (the household size, else the recipe's own). */
  listServings: number;
}) {
  const navigate = useNavigate();
  const selected = useSelection().includes(recipe.id);
  const chosen = useSelectedServings()[recipe.id] ?? listServings;
  const [planning, setPlanning] = useState(false);
  const onList = selected && chosen === servings;

  const { saving, run } = useSaving();

  // The change shows at once; the button and the toast say it is done once it is kept.
  const addToList = () =>
    run(async () => {
      if (onList) {
        if (await toggleSelected(recipe.id).kept) toast.success('Removed from the list');
        return;
      }
      // Servings the list would use anyway are not stored, so the household size still applies.
      const kept = await dispatch(
        servings === listServings
          ? { type: 'select', recipeId: recipe.id, selected: true }
          : { type: 'select', recipeId: recipe.id, selected: true, servings },
      );
      if (!kept) return;
      toast.success(selected ? 'List updated' : 'Added to this week’s list', {
        description: `${recipe.name} for ${servings}.`,
      });
    });
  const pressed = onList && !saving;

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        onClick={() => void navigate(cookPath(recipe.id, servings))}
        className="flex w-full items-center justify-center gap-2 rounded-2xl bg-brand-600 px-4 py-4 text-lg font-extrabold text-white shadow-sm hover:bg-brand-700"
      >
        <ChefHat aria-hidden className="size-6" />
        Cook
      </button>
      <div className="flex gap-2">
        <button
          type="button"
          aria-pressed={pressed}
          aria-busy={saving}
          onClick={() => void addToList()}
          className={
            pressed
              ? 'flex flex-1 items-center justify-center gap-2 rounded-2xl bg-brand-100 px-3 py-3 font-semibold text-brand-700 ring-1 ring-brand-500'
              : secondary
          }
        >
          {pressed ? (
            <Check aria-hidden className="size-5" />
          ) : (
            <ShoppingCart aria-hidden className="size-5" />
          )}
          {saving ? 'Saving…' : onList ? 'On the list' : selected ? 'Update list' : 'Add to list'}
        </button>
        <button type="button" onClick={() => setPlanning(true)} className={secondary}>
          <CalendarPlus aria-hidden className="size-5" />
          Plan
        </button>
      </div>
      <PlanDayDialog recipe={recipe} open={planning} onClose={() => setPlanning(false)} />
    </div>
  );
}
