/**
 * The round Edit (pencil) and Remove (cross) pair at the end of a row the household typed: an own
 * item on the list, a pantry line. Labelled with what they act on ("Edit 500 g rice").
 */
import { Pencil, X } from 'lucide-react';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full text-ink/55 hover:bg-black/5 hover:text-ink';

export function EditRemoveButtons({
  label,
  onEdit,
  onRemove,
}: {
  /** What the row holds, as the buttons' accessible names say it. */
  label: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <button type="button" className={ICON_BUTTON} aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        <X aria-hidden className="size-5" />
      </button>
    </>
  );
}
