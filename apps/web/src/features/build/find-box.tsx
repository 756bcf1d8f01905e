import { canFind, classifyFindInput, findInputDisplay } from '@plateful/core';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { applyFindEdit } from './find-text.ts';

/**
 * The Find box (SPEC §5): a link goes to scan (a TikTok link to add), anything else is a share
 * code, shown upper-cased as typed. Find is disabled while the box is blank.
 */
export function FindBox() {
  const [text, setText] = useState('');
  const shown = findInputDisplay(text);
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = classifyFindInput(text);
    if (target.kind !== 'empty') void navigate(target.path);
  };
  return (
    <form onSubmit={onSubmit} role="search" className="mb-6 flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Find a recipe by share code, link or TikTok
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/70"
        />
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          onChange={(event) => setText(applyFindEdit(text, shown, event.target.value))}
          placeholder="Code, URL or TikTok"
          className="h-12 w-full rounded-xl border border-black/10 bg-white pr-3 pl-9 text-base shadow-sm placeholder:text-ink/70 focus:border-brand-500"
        />
      </div>
      <button
        type="submit"
        disabled={!canFind(text)}
        className="h-12 rounded-xl bg-brand-600 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:bg-ink/20 disabled:text-white/90"
      >
        Find
      </button>
    </form>
  );
}
