import {
  formatDuration,
  isFactoryRecipe,
  matchesSearch,
  totalMinutes,
  type Recipe,
} from '@plateful/core';
import { Clock, Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { RecipeThumb } from '../../components/ui/recipe-thumb.tsx';

type Source = 'mine' | 'chef';

/**
 * Picks a recipe for a slot from My Recipes or Chef's Pick, with a search; each recipe with its
 * picture and total time, so a dish is found by eye as on the Plan tab. `header` goes above the
 * tabs (the calendar's servings stepper).
 */
export function RecipePicker({
  open,
  title,
  recipes,
  onPick,
  onClose,
  header,
}: {
  open: boolean;
  title: string;
  header?: ReactNode;
  recipes: Recipe[];
  onPick: (recipe: Recipe) => void;
  onClose: () => void;
}) {
  const own = useMemo(() => recipes.filter((recipe) => !isFactoryRecipe(recipe)), [recipes]);
  const [source, setSource] = useState<Source>(own.length > 0 ? 'mine' : 'chef');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = (source === 'mine' ? own : recipes.filter(isFactoryRecipe)).filter(
    (recipe) => query.trim() === '' || matchesSearch(recipe, query),
  );
  const tab = (value: Source, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={source === value}
      onClick={() => setSource(value)}
      className={`h-10 flex-1 rounded-lg text-sm font-semibold ${source === value ? 'bg-white text-brand-700 shadow-sm' : 'text-ink/70'}`}
    >
      {label}
    </button>
  );
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      {header}
      <div
        role="tablist"
        aria-label="Recipe source"
        className="mb-3 flex gap-1 rounded-xl bg-black/5 p-1"
      >
        {tab('mine', `My Recipes (${own.length})`)}
        {tab('chef', `Chef's Pick (${recipes.length - own.length})`)}
      </div>
      <label htmlFor={searchId} className="sr-only">
        Search recipes
      </label>
      <div className="relative mb-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/70"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Find recipe..."
          className="h-11 w-full rounded-xl border border-black/10 bg-white pr-3 pl-9"
        />
      </div>
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink/70">
          {source === 'mine' && own.length === 0
            ? 'No recipes of your own yet.'
            : 'No recipe matches.'}
        </p>
      ) : (
        <ul className="grid gap-1">
          {list.map((recipe) => (
            <li key={recipe.id} className="min-w-0">
              <PickerRow recipe={recipe} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}

function PickerRow({ recipe, onPick }: { recipe: Recipe; onPick: (recipe: Recipe) => void }) {
  const minutes = totalMinutes(recipe);
  const timeId = useId();
  return (
    // Named by the recipe alone (the time is its description), so it reads as the recipe it picks.
    <button
      type="button"
      onClick={() => onPick(recipe)}
      aria-label={recipe.name}
      aria-describedby={minutes !== null ? timeId : undefined}
      className="flex min-h-11 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left hover:bg-brand-50"
    >
      <RecipeThumb recipe={recipe} />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 leading-5 font-medium">{recipe.name}</span>
        {minutes !== null && (
          <span id={timeId} className="mt-0.5 flex items-center gap-1 text-sm text-ink/70">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatDuration(minutes)}
          </span>
        )}
      </span>
    </button>
  );
}
