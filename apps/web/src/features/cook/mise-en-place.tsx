/**
 * Cook mode's first page: every ingredient at the chosen servings, to tick off as it is ready,
 * under the recipe's part titles ("For the dressing") when it shows them, as the sheet does.
 */
import type { LineGroup } from '@plateful/core';
import { Check } from 'lucide-react';
import { LinkedText } from '../../components/recipe/linked-text.tsx';

/** The parts shown: the titled groups when any has a title, else one untitled list of every line. */
function sectionsOf(lines: readonly string[], groups: readonly LineGroup[]): LineGroup[] {
  const shown = groups.filter((group) => group.lines.length > 0);
  if (shown.some((group) => group.title.trim() !== '')) return shown;
  return [{ title: '', lines: lines.map((_, index) => index) }];
}

export function MiseEnPlace({
  lines,
  groups = [],
  ready,
  onToggle,
}: {
  /** Each ingredient's line as the cook reads it (scaled, and metric when switched). */
  lines: readonly string[];
  /** The recipe's titled parts as indexes into `lines`; none for one flat list. */
  groups?: readonly LineGroup[];
  ready: ReadonlySet<number>;
  onToggle(index: number): void;
}) {
  if (lines.length === 0) {
    return <p className="text-lg text-ink/70 italic">No ingredients provided.</p>;
  }
  return (
    <div className="space-y-5">
      {sectionsOf(lines, groups).map((section, position) => (
        <section key={position}>
          {section.title.trim() !== '' && (
            <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
              {section.title}
            </h3>
          )}
          <ul className="grid gap-2 sm:grid-cols-2">
            {section.lines.map((index) => (
              <ReadyLine
                key={index}
                line={lines[index] ?? ''}
                checked={ready.has(index)}
                onToggle={() => onToggle(index)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReadyLine({
  line,
  checked,
  onToggle,
}: {
  line: string;
  checked: boolean;
  onToggle(): void;
}) {
  return (
    <li>
      <label
        className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 text-lg ring-1 ${
          checked ? 'bg-brand-50 text-ink/70 ring-brand-100' : 'bg-white ring-black/10'
        }`}
      >
        <input type="checkbox" checked={checked} onChange={onToggle} className="peer sr-only" />
        <span
          aria-hidden
          className={`grid size-7 shrink-0 place-items-center rounded-lg ring-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
            checked ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white ring-black/25'
          }`}
        >
          {checked && <Check className="size-5" />}
        </span>
        <span className={checked ? 'line-through decoration-2' : ''}>
          <LinkedText text={line} />
        </span>
      </label>
    </li>
  );
}
