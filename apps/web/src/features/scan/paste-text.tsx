/** Paste a recipe's text (from a page that can't be fetched, a message or notes) → a draft. */
import { parseRecipeText } from '@plateful/core';
import { ClipboardPaste } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';

export function PasteText({
  open,
  sourceUrl,
  onOpen,
  onDraft,
}: {
  open: boolean;
  sourceUrl: string;
  onOpen(): void;
  onDraft(draft: ScannedDraft): void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const make = () => {
    const draft = parseRecipeText(text);
    if (draft.name === '' && draft.ingredients.length === 0 && draft.instructions.length === 0) {
      setProblem('Paste the recipe first: its name, ingredients and method.');
      return;
    }
    onDraft({ ...draft, sourceUrl: draft.sourceUrl || sourceUrl });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold">
        <ClipboardPaste aria-hidden className="size-5 text-brand-700" />
        Paste the text
      </h2>
      {!open ? (
        <>
          <p className="mt-1 text-sm text-ink/70">
            Copy a recipe from anywhere and we'll sort it into ingredients and steps.
          </p>
          <button
            type="button"
            onClick={onOpen}
            className="mt-3 rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
          >
            Paste text
          </button>
        </>
      ) : (
        <div className="mt-3 space-y-3">
          <label htmlFor={id} className="block text-sm font-bold">
            Recipe text
          </label>
          <textarea
            id={id}
            ref={box}
            rows={10}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            placeholder={
              'Chicken traybake\nServes 4\n\nIngredients\n8 chicken thighs\n…\n\nMethod\n1. Heat the oven…'
            }
            className="w-full rounded-xl border border-black/10 bg-white px-3 py-2.5 font-mono text-sm"
          />
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          <button
            type="button"
            onClick={make}
            className="w-full rounded-full bg-brand-600 py-3 font-bold text-white hover:bg-brand-700"
          >
            Make a draft
          </button>
        </div>
      )}
    </section>
  );
}
