/**
 * The metric switch (issue 28): US measures shown as grams or ml on the sheet and in cook mode.
 * A household setting, so it follows the cook to the household's other phones, offline too
 * (decision 0021).
 */
import type { Recipe } from '@plateful/core';
import { useMemo } from 'react';
import { useFoodModel } from '../../lib/food/index.ts';
import { dispatch, useHouseholdSettings } from '../../lib/household/index.ts';

export function MetricSwitch({ large = false }: { large?: boolean }) {
  const { metric } = useHouseholdSettings();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={metric}
      onClick={() => dispatch({ type: 'setSetting', name: 'metric', value: !metric })}
      // The sheet's is 40 px drawn and 44 px to tap: the target reaches 2 px above and below.
      className={`relative inline-flex shrink-0 items-center gap-2 rounded-full font-semibold text-ink/80 before:absolute before:inset-x-0 before:-inset-y-0.5 hover:bg-black/5 ${
        large ? 'min-h-11 px-3 text-base' : 'min-h-10 px-2.5 text-sm'
      }`}
    >
      <span
        aria-hidden
        className={`relative h-6 w-10 rounded-full transition-colors ${
          metric ? 'bg-brand-600' : 'bg-black/20'
        }`}
      >
        <span
          className={`absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform ${
            metric ? 'translate-x-[1.125rem]' : 'translate-x-0.5'
          }`}
        />
      </span>
      Metric
    </button>
  );
}

/**
 * How the screen shows an ingredient line of `recipe`: its metric form when the switch is on (once
 * the food model is here, which the switch asks for), else undefined (the line as written).
 */
export function useIngredientLineFormat(recipe: Recipe): ((line: string) => string) | undefined {
  const { metric } = useHouseholdSettings();
  const model = useFoodModel(metric ? 'now' : 'never');
  return useMemo(
    () => (metric && model ? (line: string) => model.metricLine(line, recipe) : undefined),
    [metric, model, recipe],
  );
}

/**
 * How the screen shows a method step: with the switch on (once the food model is here), its
 * Fahrenheit as Celsius and its inches as centimetres; else undefined (the step as written).
 */
export function useMethodStepFormat(): ((step: string) => string) | undefined {
  const { metric } = useHouseholdSettings();
  const model = useFoodModel(metric ? 'now' : 'never');
  return useMemo(() => (metric && model ? model.metricStep : undefined), [metric, model]);
}
