/**
 * How many a planned meal cooks for (decision 0019): a small − / + stepper on a filled slot and
 * in the recipe picker. A slot shows "Serves N"; a number nobody chose (the household size, or the
 * recipe's own when no size is set) reads plainly, a chosen one stands out.
 */
import { MAX_SERVINGS, MIN_SERVINGS } from '@plateful/core';
import { Minus, Plus, Users } from 'lucide-react';

// touch-manipulation: quick taps on a phone are each a tap, never a double-tap zoom that eats one.
const stepButton =
  'grid size-9 shrink-0 touch-manipulation place-items-center rounded-full bg-white text-brand-700 ring-1 ring-black/10 hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-white';

export function SlotServings({
  value,
  chosen,
  where,
  text,
  onStep,
}: {
  /** The number shown and stepped from. */
  value: number;
  /** Whether the number was chosen for this meal (else it is the household's). */
  chosen: boolean;
  /** The slot, for the buttons' names: "dinner on Tuesday 24 Nov". */
  where: string;
  /** What to show instead of "Serves N" (the picker before a number is chosen). */
  text?: string;
  /**
   * One step down or up. The caller steps from the number as it stands when tapped, not as last
   * drawn: taps quicker than the screen redraws must each count.
   */
  onStep(step: -1 | 1): void;
}) {
  return (
    <div role="group" aria-label={`Servings for ${where}`} className="flex items-center gap-1.5">
      <button
        type="button"
        aria-label={`Fewer servings for ${where}`}
        disabled={value <= MIN_SERVINGS}
        onClick={() => onStep(-1)}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        data-testid="slot-servings"
        data-chosen={chosen}
        className={`inline-flex min-w-[5.5rem] items-center justify-center gap-1 text-sm tabular-nums ${chosen ? 'font-bold text-brand-700' : 'text-ink/70'}`}
      >
        <Users aria-hidden="true" className="size-3.5 shrink-0" />
        {text ?? `Serves ${value}`}
      </output>
      <button
        type="button"
        aria-label={`More servings for ${where}`}
        disabled={value >= MAX_SERVINGS}
        onClick={() => onStep(1)}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
