/** Cook mode's first page: every ingredient at the chosen servings, to tick off as it is ready. */
import { Check } from 'lucide-react';

export function MiseEnPlace({
  lines,
  ready,
  onToggle,
}: {
  /** Each ingredient's line as the cook reads it (scaled, and metric when switched). */
  lines: readonly string[];
  ready: ReadonlySet<number>;
  onToggle(index: number): void;
}) {
  if (lines.length === 0) {
    return <p className="text-lg text-ink/70 italic">No ingredients provided.</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {lines.map((line, index) => {
        const checked = ready.has(index);
        return (
          <li key={index}>
            <label
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 text-lg ring-1 ${
                checked ? 'bg-brand-50 text-ink/70 ring-brand-100' : 'bg-white ring-black/10'
              }`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(index)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className={`grid size-7 shrink-0 place-items-center rounded-lg ring-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
                  checked ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white ring-black/25'
                }`}
              >
                {checked && <Check className="size-5" />}
              </span>
              <span className={checked ? 'line-through decoration-2' : ''}>{line}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
