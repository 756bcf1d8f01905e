/**
 * The Ingredients and Method tabs of the detail (SPEC §2): ingredients grouped by their groups when
 * the recipe says so, and the SPEC's empty states.
 */
import type { Recipe } from '@plateful/core';
import { useState } from 'react';
import { IngredientList } from '../../components/recipe/ingredient-list.tsx';
import { MethodSteps, recipeMethod } from '../../components/recipe/method-steps.tsx';
import {
  MetricSwitch,
  useIngredientLineFormat,
  useMethodStepFormat,
} from '../../components/recipe/metric-switch.tsx';

type Tab = 'ingredients' | 'method';

export function IngredientsAndMethod({ recipe }: { recipe: Recipe }) {
  const [tab, setTab] = useState<Tab>('ingredients');
  const formatLine = useIngredientLineFormat(recipe);
  const formatStep = useMethodStepFormat();
  const steps = recipeMethod(recipe);
  return (
    <div>
      <div role="tablist" aria-label="Recipe" className="grid grid-cols-2 border-b border-black/10">
        {(['ingredients', 'method'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 py-3 font-bold ${
              tab === name ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink/70'
            }`}
          >
            {name === 'ingredients' ? 'Ingredients' : 'Method'}
          </button>
        ))}
      </div>
      {tab === 'ingredients' ? (
        <div
          role="tabpanel"
          id="panel-ingredients"
          aria-labelledby="tab-ingredients"
          className="pb-4"
        >
          {/* With no lines there is nothing to show in grams: no switch that does nothing. */}
          {recipe.ingredients.length > 0 && (
            <div className="flex justify-end py-1">
              <MetricSwitch />
            </div>
          )}
          <IngredientList
            ingredients={recipe.ingredients}
            groups={recipe.ingredientGroups}
            displayGroups={recipe.displayGroups}
            formatLine={formatLine}
          />
        </div>
      ) : (
        <div role="tabpanel" id="panel-method" aria-labelledby="tab-method" className="pb-4">
          {/* The switch reads the method too (°F as °C, inches as cm): on this tab as well. */}
          {steps.some((step) => step.trim() !== '') && (
            <div className="flex justify-end py-1">
              <MetricSwitch />
            </div>
          )}
          <MethodSteps steps={steps} formatStep={formatStep} />
        </div>
      )}
    </div>
  );
}
