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
