import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';

/**
 * A modal dialog on the browser's own `<dialog>`: focus is trapped and restored, Escape closes it,
 * and the page behind is inert. On a phone it sits at the bottom like a sheet.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Escape closes this dialog, and only it, also inside a Radix layer (the recipe sheet's Plan
  // dialog): Radix's layers take Escape in the document's capturing phase and close themselves,
  // which closed the whole sheet, and their prevented default then kept this dialog open. The
  // window's capturing phase comes first: the key, taken here (its default prevented, which Radix
  // and the recipe route respect), closes this dialog as its own Escape would. Decision 0029,
  // session 75.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = ref.current;
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (!dialog?.open) return;
      // The page behind a modal dialog is inert: the key is at the dialog or, with no focus, the body.
      const target = event.target;
      if (!(target instanceof Node) || !(dialog.contains(target) || target === document.body)) {
        return;
      }
      event.preventDefault();
      dialog.close();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-3xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-black/40 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center gap-2 border-b border-black/5 px-4 py-3">
            <h2 id={titleId} className="flex-1 text-lg font-bold">
              {title}
            </h2>
            <CloseButton onClose={onClose} look="bar" />
          </div>
          <div className="overflow-y-auto p-4 pb-[max(env(safe-area-inset-bottom),1rem)]">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
