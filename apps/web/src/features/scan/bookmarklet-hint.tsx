/**
 * For sites that refuse our server (issue 19): the bookmarklet sends the page the cook is looking
 * at from their own browser. Copied here in one tap (a phone pastes it into a bookmark); the
 * import screen has the drag-to-bookmarks link and the steps for each kind of device.
 */
import { PRODUCT_NAME } from '@plateful/core';
import { Bookmark, Copy } from 'lucide-react';
import { Link } from 'react-router';
import { copyBookmarklet } from '../../lib/copy-bookmarklet.ts';

export function BookmarkletHint() {
  return (
    <section
      aria-labelledby="bookmarklet-hint"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="bookmarklet-hint" className="flex items-center gap-2 font-bold">
        <Bookmark aria-hidden="true" className="size-5 text-brand-700" />
        Site won’t let us in?
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        Keep the “Send to {PRODUCT_NAME}” bookmark: tapped on any recipe page, it sends the page
        from your own browser.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copyBookmarklet()}
          className="inline-flex h-11 items-center gap-2 rounded-xl px-4 font-semibold ring-1 ring-black/10 hover:bg-black/5"
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy the bookmark
        </button>
        {/* As tall as the button beside it (44 px): a tap just above or below the words lands on it. */}
        <Link
          to="/build/import"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          How to install it
        </Link>
      </div>
    </section>
  );
}
