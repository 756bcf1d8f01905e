/**
 * 5 A Day and energy in the calendar week (issue 28): per person (one serving of each planned
 * meal), for each day and for the week. A day's pulses and juice count once, as the NHS's rules
 * say (core's `dayFiveADay`). A meal whose nutrition cannot be estimated is left out and said to
 * be. The food model loads when the calendar opens; until then nothing is shown.
 */
import { dayFiveADay, type Recipe } from '@plateful/core';
import { Apple } from 'lucide-react';
import type { FoodModel } from '../../lib/food/index.ts';

/** NHS: at least 5 portions of fruit and vegetables a day. */
export const FIVE_A_DAY_TARGET = 5;

export interface DayFood {
  /** 5 A Day portions for one person, with pulses and juice counted once. */
  readonly fiveADay: number;
  readonly energyKcal: number;
  /** Meals counted, and meals whose figures could not be estimated. */
  readonly counted: number;
  readonly notCounted: number;
}

export function dayFood(model: FoodModel, recipes: readonly Recipe[]): DayFood {
  const estimated = recipes
    .map((recipe) => model.nutrition(recipe))
    .filter((nutrition) => nutrition.canEstimate);
  return {
    fiveADay: dayFiveADay(estimated.map((nutrition) => nutrition.fiveADayGrams)),
    energyKcal: estimated.reduce((sum, nutrition) => sum + nutrition.perServing.energyKcal, 0),
    counted: estimated.length,
    notCounted: recipes.length - estimated.length,
  };
}

const portions = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const kcal = (value: number) => `${Math.round(value).toLocaleString('en-GB')} kcal`;

function notCountedText(count: number): string {
  return count === 0 ? '' : ` (${count} meal${count === 1 ? '' : 's'} not counted)`;
}

/** "This week", "Next week", "Last week", or "The week" for one further off. */
export function weekName(weeksFromNow: number): string {
  if (weeksFromNow === 0) return 'This week';
  if (weeksFromNow === 1) return 'Next week';
  if (weeksFromNow === -1) return 'Last week';
  return 'The week';
}

/** One day's line: "Per person: 3.5 of 5 A Day · 820 kcal". */
export function DayFoodLine({ food }: { food: DayFood }) {
  if (food.counted === 0 && food.notCounted === 0) return null;
  return (
    <p data-testid="day-food" className="mt-1 flex items-center gap-1.5 text-xs text-ink/70">
      <Apple aria-hidden className="size-3.5 shrink-0 text-brand-600" />
      {food.counted === 0 ? (
        <span>Nutrition can’t be estimated for this day’s meals.</span>
      ) : (
        <span>
          Per person:{' '}
          <strong className="font-semibold text-ink/80">
            {portions(food.fiveADay)} of {FIVE_A_DAY_TARGET} A Day
          </strong>{' '}
          · {kcal(food.energyKcal)}
          {notCountedText(food.notCounted)}
        </span>
      )}
    </p>
  );
}

/**
 * The week's total, per person, headed with which week it is ("This week", "Next week", "Last
 * week", else "The week"): the calendar shows any week, under a "This week" button of its own.
 */
export function WeekFoodSummary({
  days,
  weeksFromNow,
}: {
  days: readonly DayFood[];
  /** 0 for the week holding today, 1 for the next, -1 for the last. */
  weeksFromNow: number;
}) {
  const planned = days.filter((day) => day.counted + day.notCounted > 0);
  if (planned.length === 0) return null;
  const fiveADay = days.reduce((sum, day) => sum + day.fiveADay, 0);
  const energy = days.reduce((sum, day) => sum + day.energyKcal, 0);
  const notCounted = days.reduce((sum, day) => sum + day.notCounted, 0);
  const target = FIVE_A_DAY_TARGET * 7;
  return (
    <section
      aria-labelledby="week-food-heading"
      data-testid="week-food"
      className="mb-4 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100"
    >
      <h3
        id="week-food-heading"
        className="flex items-center gap-1.5 text-sm font-bold text-brand-700"
      >
        <Apple aria-hidden className="size-4" /> {weekName(weeksFromNow)}, per person
      </h3>
      <p className="mt-1 text-sm text-ink/80">
        <strong className="font-extrabold text-ink">{portions(fiveADay)}</strong> of {target} fruit
        and veg portions from planned meals · {kcal(energy)}
        {notCountedText(notCounted)}
      </p>
      <div
        aria-hidden
        className="mt-2 h-2 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-500"
          style={{ width: `${Math.min(100, (fiveADay / target) * 100)}%` }}
        />
      </div>
    </section>
  );
}
