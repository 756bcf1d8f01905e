/**
 * Edit and remove for a list line that holds own items (issue 14). A line can hold several (the
 * household typed "milk" twice, or "6 eggs" merged with a recipe's eggs): Edit shows each as typed,
 * Remove takes them all off, with an Undo that puts them back on every phone. Edit also says which
 * aisle the line is in (the other rows' "…" button): a typed line has two buttons, not three, so
 * "1 pint Semi-Skimmed Milk" keeps one line on a 412 px phone (decision 0026, session 71).
 */
import { OWN_ITEM_MAX_CHARS } from '@plateful/contracts';
import {
  DISPLAY_CATEGORIES,
  isUsableIngredientText,
  type OwnItem,
  type ShoppingItem,
} from '@plateful/core';
import { useId, useState } from 'react';
import { EditRemoveButtons } from '../../components/ui/edit-remove-buttons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { dispatchAll, useOwnItems } from '../../lib/household/index.ts';
import { toast } from '../../lib/toast.tsx';
import { ownItemEditOps } from './own-item-edit.ts';

export function OwnItemActions({ item }: { item: ShoppingItem }) {
  const all = useOwnItems();
  const [editing, setEditing] = useState(false);
  const own = all.filter((entry) => item.ownItemIds.includes(entry.id));
  if (own.length === 0) return null;

  async function remove() {
    if (!(await dispatchAll(own.map((entry) => ({ type: 'removeItem', itemId: entry.id }))))) {
      return;
    }
    toast.message(`${item.ingredient} removed`, {
      duration: 6000,
      action: {
        label: 'Undo',
        onClick: () =>
          void dispatchAll(
            own.map((entry) => ({ type: 'putItem', itemId: entry.id, text: entry.text })),
          ),
      },
    });
  }

  return (
    <>
      <EditRemoveButtons
        label={item.ingredient}
        onEdit={() => setEditing(true)}
        onRemove={() => void remove()}
      />
      <ModalDialog open={editing} onClose={() => setEditing(false)} title="Edit item">
        <EditForm item={item} own={own} onDone={() => setEditing(false)} />
      </ModalDialog>
    </>
  );
}

function EditForm({
  item,
  own,
  onDone,
}: {
  item: ShoppingItem;
  own: OwnItem[];
  onDone: () => void;
}) {
  const [texts, setTexts] = useState(() => own.map((entry) => entry.text));
  const [aisle, setAisle] = useState(item.category);
  const aisleId = useId();
  const invalid = texts.some((text) => !isUsableIngredientText(text));

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        // The dialog closes once the edit is kept on the device.
        // The aisle is the line's (by its name, as the "…" button sets it), the name it now has.
        void dispatchAll(ownItemEditOps(item, own, texts, aisle)).then((kept) => kept && onDone());
      }}
    >
      {own.map((entry, index) => (
        <label key={entry.id} className="block">
          <span className="text-sm font-semibold">
            {own.length > 1 ? `Item ${index + 1}` : 'Item'}
          </span>
          <input
            value={texts[index]}
            maxLength={OWN_ITEM_MAX_CHARS}
            autoFocus={index === 0}
            onChange={(event) =>
              setTexts((current) =>
                current.map((text, i) => (i === index ? event.target.value : text)),
              )
            }
            className="mt-1 w-full rounded-2xl bg-white px-4 py-2.5 ring-1 ring-black/10 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          />
        </label>
      ))}
      <label htmlFor={aisleId} className="block">
        <span className="text-sm font-semibold">Aisle</span>
        <select
          id={aisleId}
          value={aisle}
          onChange={(event) => setAisle(event.target.value as typeof aisle)}
          className="mt-1 h-11 w-full rounded-2xl bg-white px-3 ring-1 ring-black/10 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        >
          {DISPLAY_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
      </label>
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          Type at least three letters.
        </p>
      )}
      <button
        type="submit"
        disabled={invalid}
        className="w-full rounded-full bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:bg-ink/25"
      >
        Save
      </button>
    </form>
  );
}
