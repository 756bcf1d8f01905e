/**
 * Plan a recipe from its sheet (issue 18): one tap on a day of the coming week puts it in that
 * day's dinner (or lunch) slot of the household's meal plan, like the calendar does.
 */
import { MEALS, addDays, localDate, type Meal } from '@plateful/contracts';
import { mealKey, type Recipe } from '@plateful/core';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { dispatch, usePlannedMeals } from '../../lib/household/index.ts';
import { useRecipes } from '../../lib/recipes.ts';
import { toast } from '../../lib/toast.tsx';

/** How many days ahead the sheet offers, today first. */
const DAYS_AHEAD = 7;
const MEAL_LABEL: Record<Meal, string> = { lunch: 'Lunch', dinner: 'Dinner' };

export const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function PlanDayDialog({
  recipe,
  open,
  onClose,
}: {
  recipe: Recipe;
  open: boolean;
  onClose(): void;
}) {
  const [meal, setMeal] = useState<Meal>('dinner');
  const planned = usePlannedMeals();
  const recipes = useRecipes();
  const today = localDate(new Date());
  const days = Array.from({ length: DAYS_AHEAD }, (_, index) => addDays(today, index));
  const nameOf = (id: string) =>
    recipes.data?.find((candidate) => candidate.id === id)?.name ?? 'another recipe';
  // The dialog closes and says 'Planned' once the meal is kept on the device.
  const plan = async (date: string) => {
    if (!(await dispatch({ type: 'setMeal', date, meal, recipeId: recipe.id }))) return;
    toast.success('Planned', {
      description: `${recipe.name}: ${MEAL_LABEL[meal].toLowerCase()} on ${dayLabel(date)}.`,
    });
    onClose();
  };
  return (
    <ModalDialog open={open} onClose={onClose} title="Plan this recipe">
      <div role="radiogroup" aria-label="Meal" className="mb-3 grid grid-cols-2 gap-2">
        {MEALS.map((slot) => (
          <button
            key={slot}
            type="button"
            role="radio"
            aria-checked={meal === slot}
            onClick={() => setMeal(slot)}
            className={`rounded-full py-2 font-semibold ring-1 ${
              meal === slot
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-ink/80 ring-black/10'
            }`}
          >
            {MEAL_LABEL[slot]}
          </button>
        ))}
      </div>
      <ul className="space-y-2">
        {days.map((date, index) => {
          const taken = planned[mealKey(date, meal)];
          return (
            <li key={date}>
              <button
                type="button"
                onClick={() => void plan(date)}
                className="flex w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-left ring-1 ring-black/10 hover:bg-brand-50"
              >
                <span>
                  <span className="block font-semibold">
                    {index === 0 ? `Today, ${dayLabel(date)}` : dayLabel(date)}
                  </span>
                  <span className="block text-sm text-ink/70">
                    {taken === recipe.id
                      ? 'Already planned'
                      : taken
                        ? `Replaces ${nameOf(taken)}`
                        : `${MEAL_LABEL[meal]} is free`}
                  </span>
                </span>
                <CalendarCheck aria-hidden className="size-5 shrink-0 text-brand-700" />
              </button>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}
