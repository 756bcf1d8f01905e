/**
 * "Add an item" (issue 14): things no recipe needs ("2 pints milk", "loo roll") go on the
 * household's list as own items. The text is kept as typed; the list parses it like a recipe line,
 * puts it in its aisle and merges it with a recipe item of the same thing. Items this device added
 * lately are suggested as the user types.
 */
import { OWN_ITEM_MAX_CHARS } from '@plateful/contracts';
import { isUsableIngredientText } from '@plateful/core';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useStored } from '../../hooks/use-stored.ts';
import { dispatch } from '../../lib/household/index.ts';

const MAX_RECENT = 50;

/** A fresh own-item id: random, URL-safe, unique enough per household. */
export function newOwnItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

export function AddItemBox() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useStored('recentOwnItems');
  const inputId = useId();
  const listId = useId();
  const errorId = useId();

  function add(event: React.FormEvent) {
    event.preventDefault();
    const value = text.trim().replace(/\s+/g, ' ');
    if (!isUsableIngredientText(value)) {
      setError('Type at least three letters, such as “milk”.');
      return;
    }
    dispatch({ type: 'putItem', itemId: newOwnItemId(), text: value });
    const lower = value.toLowerCase();
    setRecent(
      [value, ...recent.filter((other) => other.toLowerCase() !== lower)].slice(0, MAX_RECENT),
    );
    setText('');
    setError(null);
  }

  return (
    <form onSubmit={add} className="space-y-1" aria-label="Add an item">
      <label htmlFor={inputId} className="sr-only">
        Add an item
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={OWN_ITEM_MAX_CHARS}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          list={listId}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="Add an item, e.g. 2 pints milk"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-full bg-white px-4 py-2.5 ring-1 ring-black/10 placeholder:text-ink/45 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={text.trim() === ''}
          className="flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-ink/25"
        >
          {/* Under 400 px the plus makes room for the whole "e.g. 2 pints milk" (decision 0026). */}
          <Plus aria-hidden className="size-4 max-[399px]:hidden" strokeWidth={3} />
          Add
        </button>
      </div>
      <datalist id={listId}>
        {recent.map((item) => (
          <option key={item} value={item} />
        ))}
      </datalist>
      {error && (
        <p id={errorId} role="alert" className="px-4 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
