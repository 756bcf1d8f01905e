/**
 * From any page: the bookmarklet to drag to the bookmarks bar (or copy, for a phone), how to put
 * it there, and — when this screen was opened by it (`?from=page`) — the page it sends, read by
 * the server without fetching it and added to the review.
 */
import { PRODUCT_NAME } from '@plateful/core';
import { Bookmark, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { scannedDraftSchema } from '../../lib/scanned-drafts.ts';
import { copyBookmarklet } from '../../lib/copy-bookmarklet.ts';
import { toast } from '../../lib/toast.tsx';
import { bookmarkletUrl, receivePage, type PagePayload } from '../../lib/bookmarklet.ts';
import { addDrafts } from './import-session.ts';
import { Card, secondaryButton } from './import-ui.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

type PageState =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'reading'; url: string }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

async function readPage(page: PagePayload) {
  const answer = await apiFetch<{ ok?: boolean; data?: unknown; error?: string }>(
    '/api/import/page',
    { method: 'POST', body: page },
  );
  const draft = scannedDraftSchema.safeParse(answer?.data);
  if (!answer?.ok || !draft.success) throw new Error(answer?.error ?? 'That page had no recipe');
  return draft.data;
}

/** `?from=page`: waits for the page from the bookmarklet and reads it. */
export function useFromPage(active: boolean): PageState {
  const [state, setState] = useState<PageState>({ kind: active ? 'waiting' : 'idle' });
  const started = useRef(false);
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    return receivePage(
      (page) => {
        setState({ kind: 'reading', url: page.url });
        readPage(page)
          .then((draft) => {
            addDrafts([{ source: { kind: 'page', url: page.url }, draft }]);
            setState({ kind: 'done', name: draft.name });
          })
          .catch((error: Error) => {
            addDrafts([], [{ file: page.url, error: error.message }]);
            setState({ kind: 'failed', message: error.message });
          });
      },
      () =>
        setState({
          kind: 'failed',
          message: 'Nothing came from the page: open it again and tap the bookmark there.',
        }),
    );
  }, [active]);
  return state;
}

export function PageStatus({ state }: { state: PageState }) {
  if (state.kind === 'idle') return null;
  return (
    <div role="status" className="rounded-2xl bg-brand-50 p-3 text-sm ring-1 ring-brand-100">
      {state.kind === 'waiting' && <p>Waiting for the page you sent…</p>}
      {state.kind === 'reading' && (
        <div className="space-y-2">
          <p>Reading the page you sent…</p>
          <ProgressBar label="Reading the page" />
        </div>
      )}
      {state.kind === 'done' && (
        <p>
          Found <strong>{state.name}</strong> on the page you sent: it is in the list below.
        </p>
      )}
      {state.kind === 'failed' && <p className="text-red-700">{state.message}</p>}
    </div>
  );
}

export function BookmarkletCard() {
  const titleId = useId();
  const href = bookmarkletUrl(window.location.origin);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // React refuses javascript: hrefs, so the bookmark's address is set on the element itself.
  useEffect(() => {
    linkRef.current?.setAttribute('href', href);
  }, [href]);

  return (
    <Card title="From any page" icon={Bookmark} id={titleId}>
      <p className="text-sm text-ink/70">
        Some sites refuse our server. The bookmarklet sends the recipe page you are looking at
        straight from your browser to {PRODUCT_NAME}.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          ref={linkRef}
          draggable
          onClick={(event) => {
            event.preventDefault();
            toast.info('Drag this button to your bookmarks bar, or copy it');
          }}
          className="inline-flex h-11 cursor-grab items-center gap-2 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          <Bookmark aria-hidden className="size-4" />
          Send to {PRODUCT_NAME}
        </a>
        <button
          type="button"
          onClick={() => void copyBookmarklet()}
          className={`${secondaryButton} flex items-center gap-2`}
        >
          <Copy aria-hidden className="size-4" />
          Copy
        </button>
      </div>
      <details className="mt-3 text-sm">
        {/* 20 px drawn, 44 px to tap: the target reaches 12 px above and below (the gap over it). */}
        <summary className="relative cursor-pointer font-semibold text-brand-700 before:absolute before:inset-x-0 before:-inset-y-3">
          How to install it
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink/80">
          <li>
            <strong>Computer:</strong> show the bookmarks bar, drag “Send to {PRODUCT_NAME}” onto
            it. On a recipe page, click it.
          </li>
          <li>
            <strong>Phone:</strong> tap Copy, bookmark any page, edit that bookmark and paste over
            its address, naming it “Send to {PRODUCT_NAME}”. On a recipe page, type that name in the
            address bar and tap the bookmark.
          </li>
          <li>In the installed app, sharing a page’s link to {PRODUCT_NAME} reads it too.</li>
        </ul>
      </details>
    </Card>
  );
}
