/**
 * The link box of the scan screen: pre-filled from ?url= and started at once, a progress bar
 * while the server reads the page, then the draft kept and the Add recipe screen opened. A
 * failure says what went wrong and offers the other ways in (paste the text, take photos).
 */
import { Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { normaliseLink, scrapeLink } from './scan-api.ts';
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';

type LinkState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

export function LinkScan({
  initialUrl,
  onDraft,
  onFallback,
}: {
  initialUrl: string;
  onDraft(draft: ScannedDraft): void;
  onFallback(kind: 'paste' | 'photos', url: string): void;
}) {
  const [text, setText] = useState(initialUrl);
  const [state, setState] = useState<LinkState>({ kind: 'idle' });
  const inputId = useId();
  const started = useRef(false);

  const scan = async (raw: string) => {
    if (raw.trim() === '') return;
    setState({ kind: 'busy' });
    try {
      onDraft(await scrapeLink(normaliseLink(raw)));
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };

  useEffect(() => {
    if (started.current || initialUrl.trim() === '') return;
    started.current = true;
    void scan(initialUrl);
    // Only the link the screen was opened with starts by itself, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialUrl]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void scan(text);
  };
  const busy = state.kind === 'busy';

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${inputId}-title`} className="mb-3 flex items-center gap-2 font-bold">
        <Link2 aria-hidden className="size-5 text-brand-700" />
        From a link
      </h2>
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Recipe link
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Paste a recipe link"
          disabled={busy}
          className="h-12 min-w-0 flex-1 rounded-xl border border-black/10 bg-white px-3 text-base placeholder:text-ink/70 focus:border-brand-500 disabled:bg-black/5"
        />
        <button
          type="submit"
          disabled={busy || text.trim() === ''}
          className="h-12 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:bg-ink/20"
        >
          Scrape
        </button>
      </form>
      {busy && (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-sm text-ink/70">Fetching the recipe…</p>
          <ProgressBar label="Fetching the recipe" />
        </div>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm ring-1 ring-red-200">
          <p className="font-bold text-red-800">{state.message}</p>
          <p className="mt-1 text-red-900/80">
            You can paste the recipe's text or take photos of it instead.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onFallback('paste', normaliseLink(text))}
              className="rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
            >
              Paste the text
            </button>
            <button
              type="button"
              onClick={() => onFallback('photos', normaliseLink(text))}
              className="rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
            >
              Take photos
            </button>
            <button
              type="button"
              onClick={() => void scan(text)}
              className="rounded-full px-4 py-2 font-semibold text-brand-700"
            >
              Try again
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
