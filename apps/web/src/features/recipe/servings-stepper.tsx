/**
 * The recipe sheet's servings stepper (issue 18): − and + around the number of servings; every
 * amount on the sheet (and in cook mode and on the list, when added) follows it.
 */
import { countedYield, MAX_SERVINGS, MIN_SERVINGS, yieldFor } from '@plateful/core';
import { Minus, Plus, Users } from 'lucide-react';

const stepButton =
  'grid size-11 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-black/10 hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-white';

export function ServingsStepper({
  value,
  recipeServings,
  yields = null,
  onChange,
}: {
  value: number;
  recipeServings: number;
  /** What the recipe makes ("24 cookies"): said scaled to the servings when it counts things. */
  yields?: string | null;
  onChange(servings: number): void;
}) {
  const items = countedYield(yields);
  return (
    <div
      role="group"
      aria-label="Servings"
      className="flex items-center justify-between gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100"
    >
      <div className="flex items-center gap-2">
        {/* Left out on a 360 px phone, where "Servings" and "12 servings" need its room. */}
        <Users aria-hidden className="hidden size-5 text-brand-700 min-[400px]:block" />
        <div>
          <p className="text-sm font-semibold whitespace-nowrap text-ink/80">Servings</p>
          {value !== recipeServings && (
            <p className="text-xs text-ink/70">Recipe serves {recipeServings}</p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 min-[400px]:gap-3">
        <button
          type="button"
          aria-label="Fewer servings"
          disabled={value <= MIN_SERVINGS}
          onClick={() => onChange(value - 1)}
          className={stepButton}
        >
          <Minus aria-hidden className="size-5" />
        </button>
        <div className="min-w-[5rem] text-center min-[400px]:min-w-[5.5rem]">
          <output
            aria-live="polite"
            data-testid="servings-value"
            className="block text-base font-extrabold whitespace-nowrap tabular-nums min-[400px]:text-lg"
          >
            {value} {value === 1 ? 'serving' : 'servings'}
          </output>
          {items !== null && (
            <p
              data-testid="servings-makes"
              className="text-xs whitespace-nowrap text-ink/70 tabular-nums"
            >
              makes {yieldFor(items, value, recipeServings)}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label="More servings"
          disabled={value >= MAX_SERVINGS}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <Plus aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
