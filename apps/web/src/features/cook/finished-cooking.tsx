/**
 * After the last step (issue 29): "Take what you used out of the pantry". What the recipe, at the
 * servings cooked, takes from each pantry entry it uses ("250 g of your 500 g rice", "all 6
 * eggs"), worked out by core through the food model; one tap applies it as one undoable change of
 * the household's pantry. Staples and entries that are not amounts are never touched.
 */
import { pantryAfterCookingRecipe, type PantryUse, type Recipe } from '@plateful/core';
import { useMemo, useState, type Ref } from 'react';
import { useFoodModelState } from '../../lib/food/index.ts';
import { usePantry } from '../../lib/household/pantry.ts';
import { takeOutOfPantry } from './take-from-pantry.ts';

export type PantryOffer =
  /** Nothing to offer: the pantry is empty, or the recipe uses none of it, or no food model. */
  | { status: 'none' }
  /** The food model is still loading. */
  | { status: 'working' }
  | {
      status: 'ready';
      uses: readonly PantryUse[];
      /** The pantry has things the household always has (never taken out). */
      staples: boolean;
    };

/** What cooking `recipe` for `servings` would take out of the pantry now. */
export function usePantryOffer(recipe: Recipe, servings: number): PantryOffer {
  const pantry = usePantry();
  const model = useFoodModelState('now');
  return useMemo(() => {
    if (pantry.length === 0 || model.status === 'failed' || model.status === 'idle') {
      return { status: 'none' };
    }
    if (model.status !== 'ready') return { status: 'working' };
    const uses = pantryAfterCookingRecipe(recipe, servings, pantry, model.model.table);
    if (uses.length === 0) return { status: 'none' };
    return { status: 'ready', uses, staples: pantry.some((item) => item.always === true) };
  }, [pantry, model, recipe, servings]);
}

type Taken = { uses: readonly PantryUse[]; undo: () => Promise<boolean> };

/** The finish page's state: what was taken (with its undo), and what the last undo said. */
export function useTakeFromPantry() {
  const [taken, setTaken] = useState<Taken | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const take = async (uses: readonly PantryUse[]) => {
    if (busy) return;
    setBusy(true);
    const undo = await takeOutOfPantry(uses);
    setBusy(false);
    if (undo) {
      setTaken({ uses, undo });
      setNote('Taken out of your pantry.');
    } else {
      setNote('Your pantry could not be changed on this device. Nothing was taken out.');
    }
  };
  const undo = async () => {
    if (!taken || busy) return;
    setBusy(true);
    const restored = await taken.undo();
    setBusy(false);
    if (restored) {
      setTaken(null);
      setNote('Put back: your pantry is as it was.');
    }
  };
  return { taken, note, busy, take, undo };
}

export function FinishedCooking({
  offer,
  taken,
  note,
  servings,
  headingRef,
  onUndo,
}: {
  offer: PantryOffer;
  taken: readonly PantryUse[] | null;
  note: string;
  servings: number;
  headingRef: Ref<HTMLHeadingElement>;
  onUndo: () => void;
}) {
  const uses = taken ?? (offer.status === 'ready' ? offer.uses : []);
  return (
    <section aria-labelledby="cook-heading" className="mx-auto max-w-2xl">
      <h2
        id="cook-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-1 text-3xl font-extrabold outline-none"
      >
        {taken ? 'Taken out of the pantry' : 'Take what you used out of the pantry'}
      </h2>
      <p className="mb-5 text-ink/70">
        {taken
          ? 'Your pantry now has what is left, on every phone of your household.'
          : `Cooked for ${servings}, this used from your pantry:`}
      </p>
      {offer.status === 'working' && !taken ? (
        <p className="text-lg text-ink/70">Working out what you used…</p>
      ) : (
        <ul
          aria-label={taken ? 'Taken out of your pantry' : 'What this used'}
          className="divide-y divide-black/5 rounded-3xl bg-white px-5 ring-1 ring-black/5"
        >
          {uses.map((use) => (
            <li
              key={use.pantryId}
              data-testid="pantry-use"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3 text-lg"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{use.taken}</span>
              <span data-testid="pantry-left" className="text-base whitespace-nowrap text-ink/65">
                {use.after === null
                  ? 'used up'
                  : `${[use.after, ...(use.added ?? []).map((item) => item.text)].join(', ')} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {offer.status === 'ready' && offer.staples && (
        <p className="mt-3 text-sm text-ink/70">Things you always have are never taken out.</p>
      )}
      <div role="status" className="mt-4 min-h-12">
        {note && (
          <p className="flex items-center gap-3 rounded-2xl bg-ink px-4 py-1.5 text-white">
            <span className="min-w-0 flex-1">{note}</span>
            {taken && (
              <button
                type="button"
                onClick={onUndo}
                className="rounded-full px-3 py-2 font-semibold text-brand-100 hover:bg-white/10"
              >
                Undo
              </button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
