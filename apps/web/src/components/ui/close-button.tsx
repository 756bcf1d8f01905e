import { X } from 'lucide-react';
import type { Ref } from 'react';

/**
 * Where a Close sits, and so how it is drawn; each takes a tap of 44 px or more (SPEC's tap rule,
 * decision 0026's sessions 69-73).
 * - `picture`: over a picture's top right corner (the recipe sheet, its frame, Shop's recipe
 *   quick view): a 44 px white disc that reads on any photo.
 * - `bar`: at the end of a dialog's title bar: 40 px drawn, the target reaching 2 px round it.
 */
const LOOK = {
  picture:
    'absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-black/5 hover:bg-white',
  bar: 'relative grid size-10 shrink-0 place-items-center rounded-full before:absolute before:-inset-0.5 hover:bg-black/5',
} as const;

/** A dialog's or sheet's Close: one cross, named "Close" for screen readers. */
export function CloseButton({
  onClose,
  look,
  ref,
}: {
  onClose(): void;
  look: keyof typeof LOOK;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" onClick={onClose} aria-label="Close" className={LOOK[look]}>
      <X aria-hidden className="size-5" />
    </button>
  );
}
