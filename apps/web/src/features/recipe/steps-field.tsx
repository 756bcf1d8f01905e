/** Method steps: one box each, reorder with up/down, paste many lines to make many steps. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { splitSteps } from './editor-model.ts';

/**
 * A step's up, down and remove: 32 px with a mouse, 44 px on a touch screen. There the step's box
 * (stretched to their column) is 36 px taller and 12 px narrower, not a row of buttons more.
 */
const STEP_BUTTON =
  'grid size-8 place-items-center rounded-full disabled:opacity-30 pointer-coarse:size-11';

export function StepsField({
  steps,
  onChange,
}: {
  steps: string[];
  onChange(steps: string[]): void;
}) {
  const set = (index: number, value: string) =>
    onChange(steps.map((step, i) => (i === index ? value : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    onChange(next);
  };
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-2">
          <span className="mt-2.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <textarea
            aria-label={`Step ${index + 1}`}
            value={step}
            rows={2}
            onChange={(event) => set(index, event.target.value)}
            onPaste={(event) => {
              const pasted = splitSteps(event.clipboardData.getData('text'));
              if (pasted.length < 2) return;
              event.preventDefault();
              onChange(
                [...steps.slice(0, index), ...pasted, ...steps.slice(index + 1)].filter(
                  (s, i, all) => s !== '' || i === all.length - 1,
                ),
              );
            }}
            className="min-w-0 flex-1 rounded-2xl border border-black/10 bg-white px-3 py-2"
          />
          <div className="flex flex-col">
            <button
              type="button"
              aria-label={`Move step ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
              className={`${STEP_BUTTON} hover:bg-black/5`}
            >
              <ArrowUp aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Move step ${index + 1} down`}
              disabled={index === steps.length - 1}
              onClick={() => move(index, 1)}
              className={`${STEP_BUTTON} hover:bg-black/5`}
            >
              <ArrowDown aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Remove step ${index + 1}`}
              disabled={steps.length === 1}
              onClick={() => onChange(steps.filter((_, i) => i !== index))}
              className={`${STEP_BUTTON} text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onChange([...steps, ''])}
          className="flex items-center gap-1 rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden className="size-4" /> Add step
        </button>
      </li>
    </ol>
  );
}
