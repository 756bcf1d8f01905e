/**
 * What was found, before anything is saved: each draft's picture, title, counts and where it came
 * from; recipes the cook already has are flagged and left unticked. Long lists are drawn a slice
 * at a time, so a thousand drafts never hold the page up.
 */
import { memo } from 'react';
import { useRevealList } from '../../hooks/use-reveal-list.ts';
import { imageUrl } from '../../lib/images.ts';
import type { ImportedDraft } from './import-session.ts';
import { FORMAT_NAMES, plural } from './import-ui.tsx';

export type ReviewRow = {
  item: ImportedDraft;
  chosen: boolean;
  duplicate: string | null;
  saved: boolean;
};

function originOf(item: ImportedDraft): string {
  const { source } = item;
  if (source.kind === 'file')
    return `${source.file} · ${FORMAT_NAMES[source.format] ?? source.format}`;
  try {
    const host = new URL(source.url).host;
    return source.kind === 'page' ? `${host} · from the page` : host;
  } catch {
    return source.url;
  }
}

const Row = memo(function Row({
  row,
  onToggle,
}: {
  row: ReviewRow;
  onToggle(key: string, chosen: boolean): void;
}) {
  const { item, chosen, duplicate, saved } = row;
  const { draft } = item;
  const steps = draft.instructions.length;
  const ingredients = draft.ingredients.length;
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 rounded-xl p-2 hover:bg-black/[0.03]">
        <input
          type="checkbox"
          checked={saved || chosen}
          disabled={saved}
          onChange={(event) => onToggle(item.key, event.target.checked)}
          className="size-5 shrink-0 accent-brand-600"
        />
        {draft.imageUrl ? (
          <img
            src={imageUrl(draft.imageUrl, 'card')}
            alt=""
            loading="lazy"
            decoding="async"
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-black/5 object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-lg bg-brand-50 text-lg font-bold text-brand-700"
          >
            {[...draft.name.trim()][0]?.toUpperCase() ?? '?'}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{draft.name || 'Untitled recipe'}</span>
          <span className="block text-sm text-ink/70">
            {plural(ingredients, 'ingredient')} · {plural(steps, 'step')}
          </span>
          <span className="block truncate text-xs text-ink/70">{originOf(item)}</span>
          {saved ? (
            <span className="mt-0.5 inline-block rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-700">
              Saved
            </span>
          ) : duplicate ? (
            <span className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              Already saved as “{duplicate}”
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
});

export function ReviewList({
  rows,
  onToggle,
}: {
  rows: readonly ReviewRow[];
  onToggle(key: string, chosen: boolean): void;
}) {
  // A file of hundreds of recipes renders its rows as the reader scrolls towards them.
  const { shown, endRef } = useRevealList(rows, { first: 20, step: 40, memory: 'import-review' });
  return (
    <>
      <ul aria-label="Recipes found" className="divide-y divide-black/5">
        {shown.map((row) => (
          <Row key={row.item.key} row={row} onToggle={onToggle} />
        ))}
      </ul>
      <div ref={endRef} aria-hidden />
    </>
  );
}
