/** The confirm dialogs of SPEC §2: 'Delete Recipe' and 'Hide Recipe'. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';

export const CONFIRMS = {
  delete: {
    title: 'Delete Recipe',
    text: 'This recipe will be deleted permanently. This cannot be undone.',
    action: 'Delete Recipe',
  },
  hide: {
    title: 'Hide Recipe',
    text: 'This recipe will be hidden from all lists. You can restore it later from Settings.',
    action: 'Hide Recipe',
  },
} as const;

export function ConfirmDialog({
  kind,
  open,
  onOpenChange,
  onConfirm,
}: {
  kind: keyof typeof CONFIRMS;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  const copy = CONFIRMS[kind];
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-extrabold">{copy.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink/70">
            {copy.text}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full px-4 py-2.5 font-semibold hover:bg-black/5">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-full bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700"
            >
              {copy.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
