import { CHIP_MAX_CHARS, type Recipe } from '@plateful/core';
import { X } from 'lucide-react';

/** A chip's text: the recipe name cut to 35 characters (SPEC §2, §9). */
export function chipLabel(name: string): string {
  return name.length > CHIP_MAX_CHARS ? `${name.slice(0, CHIP_MAX_CHARS).trimEnd()}…` : name;
}

/** SPEC §2: the hint shown when only one recipe is chosen. */
export const ONE_RECIPE_HINT = "Tap 'Plan it' to add more recipes";

/** The Selected Recipes card: count, a chip per recipe (opens its quick view), Clear All. */
export function SelectedRecipesCard({
  recipes,
  onOpen,
  onClearAll,
}: {
  recipes: readonly Recipe[];
  onOpen: (recipe: Recipe) => void;
  onClearAll: () => void;
}) {
  return (
    <section
      aria-labelledby="selected-recipes-title"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      {/* Clear All keeps its place at the heading's right; where the card is narrow (a phone of
          320 px, the wide screen's side column) the count goes under the heading instead. */}
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id="selected-recipes-title" className="font-bold whitespace-nowrap">
            Selected Recipes
          </h2>
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700">
            {recipes.length} selected
          </span>
        </div>
        <button
          type="button"
          onClick={onClearAll}
          // 28 px drawn, 44 px to tap: the target reaches 8 px above and below.
          className="relative -my-1 -mr-2 shrink-0 rounded-full px-2 py-1 text-sm before:absolute before:inset-x-0 before:-inset-y-2 font-semibold whitespace-nowrap text-red-700 hover:bg-red-50"
        >
          <X aria-hidden className="mr-1 inline size-4 align-[-3px]" />
          Clear All
        </button>
      </div>
      {/* A chip is 32 px drawn and 44 px to tap: its target reaches 4 px above (Clear All's
          reaches 8 px under the heading, 12 px over the row) and 8 px below, so wrapped rows sit
          12 px apart and no two targets overlap. */}
      <ul className="mt-3 flex flex-wrap gap-x-2 gap-y-3">
        {recipes.map((recipe) => (
          // One line, cut again where the 35 characters are wider than the card (a desktop's
          // 320 px column wrapped "Crunchy Chicken Salad with Honey / Mu…" in its pill); the
          // text is cut inside, so the button's target is not clipped with it.
          <li key={recipe.id} className="max-w-full min-w-0">
            <button
              type="button"
              onClick={() => onOpen(recipe)}
              title={recipe.name}
              className="relative block max-w-full rounded-full bg-paper px-3 py-1.5 text-left text-sm font-medium text-ink ring-1 ring-black/10 before:absolute before:inset-x-0 before:-top-1 before:-bottom-2 hover:bg-brand-50 hover:ring-brand-500/40"
            >
              <span className="block truncate">{chipLabel(recipe.name)}</span>
            </button>
          </li>
        ))}
      </ul>
      {recipes.length === 1 && <p className="mt-3 text-sm text-ink/70">{ONE_RECIPE_HINT}</p>}
    </section>
  );
}
