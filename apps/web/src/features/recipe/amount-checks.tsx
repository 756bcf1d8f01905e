/**
 * Ingredient lines of a photographed draft whose amount or unit the reader mended ("1% cups"
 * read as "1 1/2 cups", "Thsp" as "Tbsp"), listed under the ingredients box for the cook to check
 * before saving: a mending is right most of the time, not always, and nothing guesses silently
 * (PRODUCT.md). Each mark says what to check (the amount, the unit or both). A line's mark goes
 * once the line is edited (it is no longer in the box as read).
 */
import type { AmountChange, AmountCheck } from '@plateful/core';
import { AlertTriangle } from 'lucide-react';

/** The checks whose line still stands, as read, in the ingredients box's text. */
export function openChecks(checks: readonly AmountCheck[], ingredients: string): AmountCheck[] {
  const lines = new Set(ingredients.split('\n').map((line) => line.trim()));
  return checks.filter((check) => lines.has(check.line.trim()));
}

const WHAT: Record<AmountChange, { one: string; many: string }> = {
  amount: { one: 'amount', many: 'amounts' },
  unit: { one: 'unit', many: 'units' },
  both: { one: 'amount and unit', many: 'amounts and units' },
};

/**
 * What the checks ask about, counted: "1 unit", "2 amounts", "2 amounts and units" (each line's
 * both), "3 amounts or units" (some lines' amount, others' unit).
 */
export function checksCount(checks: readonly AmountCheck[]): string {
  const kinds = new Set(checks.map((check) => check.changed));
  const [kind] = kinds;
  if (checks.length === 1 && kind) return `1 ${WHAT[kind].one}`;
  return `${checks.length} ${kinds.size === 1 && kind ? WHAT[kind].many : 'amounts or units'}`;
}

/** The summary over the marks: "We guessed 1 unit the photo didn’t show clearly. …". */
export function checksSummary(checks: readonly AmountCheck[]): string {
  return `We guessed ${checksCount(checks)} the photo didn’t show clearly. Check ${checks.length === 1 ? 'it' : 'them'} before saving.`;
}

/** One line's mark: "Check unit — read as “2 Thsp sugar”". */
export function checkLabel(check: AmountCheck): string {
  return `Check ${WHAT[check.changed].one} — read as “${check.seen}”`;
}

export function AmountChecks({ id, checks }: { id: string; checks: readonly AmountCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <section
      id={id}
      aria-label="Amounts to check"
      className="scroll-mt-24 rounded-2xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2 font-semibold text-amber-950">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {checksSummary(checks)}
      </p>
      <ul className="mt-2 space-y-1.5">
        {checks.map((check) => (
          <li
            key={`${check.line}\n${check.seen}`}
            className="rounded-lg border-l-4 border-amber-400 bg-white px-2.5 py-1.5"
          >
            <span className="block font-mono break-words">{check.line}</span>
            <span className="block text-xs text-ink/70">{checkLabel(check)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
