/**
 * The Ingredients and Method tabs of the detail (SPEC §2): ingredients grouped by their groups when
 * the recipe says so, and the SPEC's empty states.
 */
import { ingredientText, type Recipe } from '@plateful/core';
import { useState } from 'react';

type Tab = 'ingredients' | 'method';

export function IngredientsAndMethod({ recipe }: { recipe: Recipe }) {
  const [tab, setTab] = useState<Tab>('ingredients');
  const groups =
    recipe.displayGroups && recipe.ingredientGroups.length > 0
      ? recipe.ingredientGroups
      : [{ title: '', items: recipe.ingredients }];
  const hasIngredients = groups.some((group) => group.items.length > 0);
  const steps = recipe.instructions.length > 0 ? recipe.instructions : recipe.steps;
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
          className="py-4"
        >
          {!hasIngredients ? (
            <p className="text-ink/70">No ingredients provided.</p>
          ) : (
            groups.map((group, index) => (
              <div key={`${group.title}-${index}`} className="mb-4">
                {group.title && <h3 className="mb-2 font-bold text-brand-700">{group.title}</h3>}
                <ul className="space-y-2">
                  {group.items.map((item, i) => (
                    <li key={i} className="flex gap-3">
                      <span
                        aria-hidden
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                      />
                      <span>{ingredientText(item)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      ) : (
        <div role="tabpanel" id="panel-method" aria-labelledby="tab-method" className="py-4">
          {steps.length === 0 ? (
            <p className="text-ink/70">No method provided.</p>
          ) : (
            <ol className="space-y-4">
              {steps.map((step, i) => (
                <li key={i} className="flex gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <p className="pt-0.5 leading-relaxed">{step}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
