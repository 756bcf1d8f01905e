import { matchesSearch, isFactoryRecipe, type Recipe } from '@plateful/core';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

type Source = 'mine' | 'chef';

/** Picks a recipe for a slot from My Recipes or Chef's Pick, with a search. */
export function RecipePicker({
  open,
  title,
  recipes,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
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
              <button
                type="button"
                onClick={() => onPick(recipe)}
                className="flex min-h-11 w-full items-center rounded-xl px-3 py-2 text-left hover:bg-brand-50"
              >
                <span className="min-w-0 flex-1 truncate font-medium">{recipe.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
