/**
 * The pantry (issue 29): what the household already has, typed as it would say it ("500 g rice",
 * "half a bag of spinach"), each thing edited, used up, removed or marked "always have", and what
 * this week's list will leave over, perishables first. Shared by every phone on the account code
 * (decision 0022); a line with a negative or absurd amount is refused with core's message.
 */
import {
  MAX_PANTRY_TEXT,
  pantryTextProblem,
  type PantryItem,
  type WeekLeftovers,
} from '@plateful/core';
import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import { EditRemoveButtons } from '../../components/ui/edit-remove-buttons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useFoodModel } from '../../lib/food/index.ts';
import { usePantry } from '../../lib/household/pantry.ts';
import { useHouseholdRead } from '../../lib/household/index.ts';
import {
  addToPantry,
  editPantry,
  PANTRY_UNDO_MS,
  takeFromPantry,
  type NotifyChange,
} from './pantry-actions.ts';

/** How the dialog's rows say a change was kept: its own line (toasts are inert behind it). */
const NotifyContext = createContext<NotifyChange>(() => undefined);

type Change = { message: string; undo: () => void };

/** The last change, with its Undo, for a few seconds. */
function LastChange({ change, onDone }: { change: Change | null; onDone: () => void }) {
  useEffect(() => {
    if (!change) return;
    const timer = window.setTimeout(onDone, PANTRY_UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [change, onDone]);
  return (
    // Takes no room while there is nothing to say (a reserved line left an empty gap under an
    // empty pantry); a change's line pushes only what is below the row that was tapped.
    <div role="status" className={change ? 'mt-2' : undefined}>
      {change && (
        <p className="flex items-center gap-3 rounded-2xl bg-ink px-4 py-1.5 text-sm text-white">
          <span className="min-w-0 flex-1">{change.message}</span>
          <button
            type="button"
            onClick={() => {
              change.undo();
              onDone();
            }}
            className="rounded-full px-3 py-1.5 font-semibold text-brand-100 hover:bg-white/10"
          >
            Undo
          </button>
        </p>
      )}
    </div>
  );
}

const INPUT =
  'min-w-0 flex-1 rounded-full bg-white px-4 py-2.5 ring-1 ring-black/10 placeholder:text-ink/45 focus:ring-2 focus:ring-brand-500 focus:outline-none';

/** The typed line, tidied, or the reason it is refused. */
function useCheckLine(): (text: string) => { text: string } | { problem: string } {
  const table = useFoodModel('now')?.table;
  return (raw) => {
    const text = raw.trim().replace(/\s+/g, ' ');
    const problem = pantryTextProblem(text, table);
    return problem === null ? { text } : { problem };
  };
}

function AddForm() {
  const [text, setText] = useState('');
  const [always, setAlways] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckLine();
  const notify = useContext(NotifyContext);
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      aria-label="Add to your pantry"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const line = check(text);
        if ('problem' in line) {
          setError(line.problem);
          return;
        }
        void addToPantry(line.text, always, notify);
        setText('');
        setAlways(false);
        setError(null);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        What you have
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={MAX_PANTRY_TEXT + 20}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="e.g. 500 g rice, 6 eggs"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          className={INPUT}
        />
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Add
        </button>
      </div>
      <label className="flex items-center gap-2 px-4 text-sm text-ink/80">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={always}
          onChange={(event) => setAlways(event.target.checked)}
        />
        Always have it (a staple: the list never buys it)
      </label>
      {error && (
        <p id={errorId} role="alert" className="px-4 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function EditRow({ item, onDone }: { item: PantryItem; onDone: () => void }) {
  const [text, setText] = useState(item.text);
  const [always, setAlways] = useState(item.always === true);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckLine();
  const notify = useContext(NotifyContext);
  const inputId = useId();
  return (
    <form
      aria-label={`Edit ${item.text}`}
      className="space-y-2 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        const line = check(text);
        if ('problem' in line) {
          setError(line.problem);
          return;
        }
        if (line.text !== item.text || always !== (item.always === true)) {
          void editPantry(
            item,
            always
              ? { id: item.id, text: line.text, always: true }
              : { id: item.id, text: line.text },
            notify,
          );
        }
        onDone();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        What you have
      </label>
      <input
        id={inputId}
        value={text}
        maxLength={MAX_PANTRY_TEXT + 20}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        className={`${INPUT} w-full`}
        autoFocus
      />
      <label className="flex items-center gap-2 px-4 text-sm text-ink/80">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={always}
          onChange={(event) => setAlways(event.target.checked)}
        />
        Always have it
      </label>
      {error && (
        <p role="alert" className="px-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onDone}
          className="rounded-full px-4 py-2 font-semibold text-ink/75 hover:bg-black/5"
        >
          Cancel
        </button>
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Save
        </button>
      </div>
    </form>
  );
}

function PantryRow({ item }: { item: PantryItem }) {
  const [editing, setEditing] = useState(false);
  const notify = useContext(NotifyContext);
  if (editing) {
    return (
      <li>
        <EditRow item={item} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li data-testid="pantry-item" className="flex items-center gap-1 py-1.5">
      <span className="min-w-0 flex-1 leading-snug">
        <span data-testid="pantry-text">{item.text}</span>
        {item.always && (
          <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 align-[0.1em] text-xs font-medium whitespace-nowrap text-brand-700">
            Always have
          </span>
        )}
      </span>
      {!item.always && (
        <button
          type="button"
          onClick={() => void takeFromPantry(item, 'used', notify)}
          aria-label={`Used up ${item.text}`}
          className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Used up
        </button>
      )}
      <EditRemoveButtons
        label={item.text}
        onEdit={() => setEditing(true)}
        onRemove={() => void takeFromPantry(item, 'removed', notify)}
      />
    </li>
  );
}

function keepHint(days: number | null): string {
  if (days === null) return 'keeps for months';
  return days === 1 ? 'keeps 1 day' : `keeps ${days} days`;
}

/** What this week's list leaves over, perishables first. */
function WhatWillBeLeft({ leftovers }: { leftovers: WeekLeftovers | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-bold">
        What will be left
      </h3>
      {leftovers === null ? (
        <p className="text-sm text-ink/60">Working out what the packs leave over…</p>
      ) : leftovers.leftovers.length === 0 ? (
        <p className="text-sm text-ink/70">Nothing: this week’s list uses all of what it buys.</p>
      ) : (
        <>
          <p className="text-sm text-ink/70">
            After this week’s recipes, the packs you buy leave these over. Use the first ones soon.
          </p>
          <ul className="divide-y divide-black/5 rounded-2xl bg-white px-4 ring-1 ring-black/5">
            {leftovers.leftovers.map((leftover) => (
              <li
                key={leftover.key}
                data-testid="leftover"
                className="flex items-baseline justify-between gap-3 py-2"
              >
                <span>{leftover.text}</span>
                <span
                  className={`text-sm whitespace-nowrap ${
                    leftover.keepDays !== null && leftover.keepDays <= 3
                      ? 'font-semibold text-amber-800'
                      : 'text-ink/60'
                  }`}
                >
                  {keepHint(leftover.keepDays)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function PantryDialog({
  open,
  onClose,
  leftovers,
}: {
  open: boolean;
  onClose: () => void;
  leftovers: WeekLeftovers | null;
}) {
  const pantry = usePantry();
  // Until the household kept on this device is read, the pantry is not known (the start-up
  // mirrors do not hold it): "Nothing in your pantry yet" would be untrue for a moment.
  const read = useHouseholdRead();
  const [change, setChange] = useState<Change | null>(null);
  const clearChange = useCallback(() => setChange(null), []);
  const notify = useCallback<NotifyChange>((message, undo) => setChange({ message, undo }), []);
  return (
    <ModalDialog
      open={open}
      onClose={() => {
        setChange(null);
        onClose();
      }}
      title="Pantry"
    >
      <NotifyContext value={notify}>
        <div className="space-y-5">
          <p className="text-sm text-ink/70">
            What you already have. The shopping list buys only the rest, on every phone of your
            household.
          </p>
          <AddForm />
          <div>
            {!read ? (
              <p role="status" className="px-4 py-3 text-sm text-ink/70">
                Loading your pantry…
              </p>
            ) : pantry.length === 0 ? (
              <p className="rounded-2xl bg-white px-4 py-3 text-sm text-ink/70 ring-1 ring-black/5">
                Nothing in your pantry yet. Add what you have, or tap “I have it” on the list.
              </p>
            ) : (
              <ul
                aria-label="In your pantry"
                className="divide-y divide-black/5 rounded-2xl bg-white pr-1 pl-4 ring-1 ring-black/5"
              >
                {pantry.map((item) => (
                  <PantryRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            <LastChange change={change} onDone={clearChange} />
          </div>
          <WhatWillBeLeft leftovers={leftovers} />
        </div>
      </NotifyContext>
    </ModalDialog>
  );
}
