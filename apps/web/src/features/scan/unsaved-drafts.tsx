/**
 * Drafts scanned but not saved yet, to pick up again or discard; and SPEC §9's recommendation
 * when they take more than 1 MB of this device's storage.
 */
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  draftsOverRecommendedSize,
  listDrafts,
  removeDraft,
  type StoredDraft,
} from '../../lib/scanned-drafts.ts';

export function UnsavedDrafts() {
  const [drafts, setDrafts] = useState<StoredDraft[]>(() => listDrafts());
  const [tooBig, setTooBig] = useState(() => draftsOverRecommendedSize());
  if (drafts.length === 0) return null;
  const discard = (id: string) => {
    removeDraft(id);
    setDrafts(listDrafts());
    setTooBig(draftsOverRecommendedSize());
  };
  return (
    <section
      aria-label="Unsaved drafts"
      className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h2 className="font-bold">Unsaved drafts</h2>
      {tooBig && (
        <p role="status" className="mt-1 text-sm text-amber-900">
          Your unsaved drafts take over 1 MB on this device. Save or discard the ones you don't
          need.
        </p>
      )}
      <ul className="mt-2 divide-y divide-black/5">
        {drafts.slice(0, 5).map(({ id, draft }) => (
          <li key={id} className="flex items-center gap-2 py-2">
            <FileText aria-hidden className="size-4 shrink-0 text-brand-700" />
            <Link
              to={`/build/add?draft=${encodeURIComponent(id)}`}
              className="min-w-0 flex-1 truncate font-semibold underline-offset-2 hover:underline"
            >
              {draft.name || 'Untitled draft'}
            </Link>
            <button
              type="button"
              aria-label={`Discard ${draft.name || 'Untitled draft'}`}
              onClick={() => discard(id)}
              className="grid size-9 shrink-0 place-items-center rounded-full text-ink/70 hover:bg-black/5"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
