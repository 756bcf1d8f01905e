/**
 * Ingredient lines of a photographed draft whose amount or unit the reader mended ("1% cups"
 * read as "1 1/2 cups"), listed under the ingredients box for the cook to check before saving:
 * a mending is right most of the time, not always, and nothing guesses silently (PRODUCT.md).
 * A line's mark goes once the line is edited (it is no longer in the box as read).
 */
import type { AmountCheck } from '@plateful/core';
import { AlertTriangle } from 'lucide-react';

/** The checks whose line still stands, as read, in the ingredients box's text. */
export function openChecks(checks: readonly AmountCheck[], ingredients: string): AmountCheck[] {
  const lines = new Set(ingredients.split('\n').map((line) => line.trim()));
  return checks.filter((check) => lines.has(check.line.trim()));
}

export function AmountChecks({ id, checks }: { id: string; checks: readonly AmountCheck[] }) {
  if (checks.length === 0) return null;
  const count = checks.length;
  return (
    <section
      id={id}
      aria-label="Amounts to check"
      className="scroll-mt-24 rounded-2xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2 font-semibold text-amber-950">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {count === 1
          ? 'We guessed 1 amount the photo didn’t show clearly. Check it before saving.'
          : `We guessed ${count} amounts the photo didn’t show clearly. Check them before saving.`}
      </p>
      <ul className="mt-2 space-y-1.5">
        {checks.map((check, index) => (
          <li
            key={`${index} ${check.line}`}
            className="rounded-lg border-l-4 border-amber-400 bg-white px-2.5 py-1.5"
          >
            <span className="block font-mono break-words">{check.line}</span>
            <span className="block text-xs text-ink/70">Check amount — read as “{check.seen}”</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
