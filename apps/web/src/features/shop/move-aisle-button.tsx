/**
 * "This goes in another aisle" (issue 15, part 6): the household moves an item to the aisle it is
 * in at their shop, and it stays there on every list and every phone (a setAisle operation). The
 * usual aisle can be chosen again to undo the correction.
 */
import { DISPLAY_CATEGORIES, type ShoppingItem } from '@plateful/core';
import { MoreHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { dispatch, useHouseholdView } from '../../lib/household/index.ts';

export function MoveAisleButton({ item }: { item: ShoppingItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink/55 hover:bg-black/5 hover:text-ink"
        aria-label={`Move ${item.ingredient} to another aisle`}
        onClick={() => setOpen(true)}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Which aisle is ${item.ingredient} in?`}
      >
        <AisleChoice item={item} onDone={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function AisleChoice({ item, onDone }: { item: ShoppingItem; onDone: () => void }) {
  const view = useHouseholdView();
  const corrected = view.aisles?.[item.name]?.value ?? null;
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm text-ink/70">
        It will stay in that aisle on every list, for everyone on your account code.
      </legend>
      <div className="grid gap-1">
        {DISPLAY_CATEGORIES.map((category) => (
          <label
            key={category.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-black/5"
          >
            <input
              type="radio"
              name={name}
              value={category.id}
              className="size-4 accent-brand-600"
              defaultChecked={category.id === item.category}
              onChange={() => {
                dispatch({ type: 'setAisle', name: item.name, aisle: category.id });
                onDone();
              }}
            />
            {category.label}
          </label>
        ))}
      </div>
      {corrected !== null && (
        <button
          type="button"
          className="mt-3 w-full rounded-full px-4 py-2.5 font-semibold ring-1 ring-black/10 hover:bg-black/5"
          onClick={() => {
            dispatch({ type: 'setAisle', name: item.name, aisle: null });
            onDone();
          }}
        >
          Back to the usual aisle
        </button>
      )}
    </fieldset>
  );
}
