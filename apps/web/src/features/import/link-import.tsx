/**
 * From links: a list of addresses or a whole message pasted, its links found (at most 100), each
 * read by the server three at a time with its own status and a retry; what is read joins the review.
 */
import { findLinks, MAX_LINKS } from '@plateful/core';
import { Link2, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addDrafts } from './import-session.ts';
import { Card, plural, primaryButton } from './import-ui.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import {
  eachLimited,
  LINK_CONCURRENCY,
  LINK_STATUS_LABELS,
  readLink,
  type LinkStatus,
} from './read-links.ts';

type LinkRow = { url: string; status: LinkStatus };

const FINISHED: ReadonlyArray<LinkStatus['kind']> = [
  'done',
  'not-recipe',
  'blocked',
  'too-slow',
  'failed',
];

function StatusText({ status }: { status: LinkStatus }) {
  const label = LINK_STATUS_LABELS[status.kind];
  if (status.kind === 'done') return <span className="text-brand-700">{label}</span>;
  if (status.kind === 'waiting' && status.retryAt)
    return <span className="text-ink/70">Waiting for a turn…</span>;
  if ('message' in status)
    return (
      <span className="text-red-700">
        {label}: {status.message}
      </span>
    );
  return <span className="text-ink/70">{label}</span>;
}

/**
 * `initialText`: links handed over by the share sheet (a message with several links shared to
 * the installed app), read at once.
 */
export function LinkImport({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [rows, setRows] = useState<LinkRow[]>([]);
  const titleId = useId();
  const boxId = useId();
  const running = useRef(0);
  const [busy, setBusy] = useState(false);
  const found = findLinks(text);

  const setStatus = (url: string, status: LinkStatus) =>
    setRows((list) => list.map((row) => (row.url === url ? { ...row, status } : row)));

  const read = async (urls: string[]) => {
    running.current += 1;
    setBusy(true);
    try {
      await eachLimited(urls, LINK_CONCURRENCY, async (url) => {
        setStatus(url, { kind: 'reading' });
        const result = await readLink(url, (retryAt) =>
          setStatus(url, { kind: 'waiting', retryAt }),
        );
        if ('draft' in result) {
          addDrafts([{ source: { kind: 'link', url }, draft: result.draft }]);
          setStatus(url, { kind: 'done', name: result.draft.name });
        } else {
          setStatus(url, result.failure);
        }
      });
    } finally {
      running.current -= 1;
      setBusy(running.current > 0);
    }
  };

  const readFound = (links: readonly string[]) => {
    if (links.length === 0) return;
    const known = new Set(rows.map((row) => row.url));
    const fresh = links.filter((url) => !known.has(url));
    setRows((list) => [
      ...list,
      ...fresh.map((url) => ({ url, status: { kind: 'waiting' } as const })),
    ]);
    setText('');
    void read(fresh);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    readFound(found);
  };

  const sharedStarted = useRef(false);
  useEffect(() => {
    if (sharedStarted.current || initialText.trim() === '') return;
    sharedStarted.current = true;
    readFound(findLinks(initialText));
    // Only the links the screen was opened with start by themselves, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialText]);

  const finished = rows.filter((row) => FINISHED.includes(row.status.kind)).length;

  return (
    <Card title="From links" icon={Link2} id={titleId}>
      <form onSubmit={onSubmit} className="space-y-3">
        <label htmlFor={boxId} className="block text-sm text-ink/70">
          Paste recipe links, one per line, or a whole message with links in it (up to {MAX_LINKS}{' '}
          at a time).
        </label>
        <textarea
          id={boxId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          spellCheck={false}
          placeholder={'https://www.example.com/lasagne\nhttps://…'}
          className="w-full rounded-xl border border-black/10 bg-white px-3 py-2 text-base placeholder:text-ink/70 focus:border-brand-500"
        />
        <button type="submit" disabled={found.length === 0} className={`${primaryButton} w-full`}>
          {found.length === 0 ? 'Read links' : `Read ${plural(found.length, 'link')}`}
        </button>
      </form>
      {rows.length > 0 && (
        <div className="mt-4 space-y-3">
          <ProgressBar
            label="Reading links"
            value={busy || finished < rows.length ? finished / rows.length : 1}
          />
          <p className="text-sm text-ink/70" aria-live="polite">
            {finished} of {plural(rows.length, 'link')} read
          </p>
          <ul className="space-y-2 text-sm">
            {rows.map((row) => (
              <li key={row.url} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold" title={row.url}>
                    {row.status.kind === 'done' ? row.status.name : row.url}
                  </p>
                  <p className="truncate text-xs text-ink/70">
                    {row.status.kind === 'done' ? row.url : ''}
                  </p>
                  <StatusText status={row.status} />
                </div>
                {FINISHED.includes(row.status.kind) && row.status.kind !== 'done' && (
                  <button
                    type="button"
                    onClick={() => {
                      setStatus(row.url, { kind: 'waiting' });
                      void read([row.url]);
                    }}
                    className="flex h-11 items-center gap-1 rounded-xl px-3 font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50"
                  >
                    <RotateCcw aria-hidden className="size-4" />
                    Retry<span className="sr-only"> {row.url}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
