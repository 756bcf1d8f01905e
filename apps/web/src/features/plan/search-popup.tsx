/** The search popup (SPEC §2): 'Find recipe...', applied 300 ms after typing stops. */
import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';

export function SearchPopup({
  open,
  onOpenChange,
  query,
  onQuery,
  resultCount,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  query: string;
  onQuery(query: string): void;
  resultCount: number;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-3 top-[calc(env(safe-area-inset-top)+0.75rem)] z-50 mx-auto max-w-xl rounded-2xl bg-white p-3 shadow-xl"
        >
          <Dialog.Title className="sr-only">Find recipe</Dialog.Title>
          <div className="flex items-center gap-2">
            <Search aria-hidden className="size-5 shrink-0 text-ink/70" />
            <input
              autoFocus
              type="search"
              value={query}
              onChange={(event) => onQuery(event.target.value)}
              placeholder="Find recipe..."
              aria-label="Find recipe"
              className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none"
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpenChange(false);
              }}
            />
            {query && (
              <button
                type="button"
                onClick={() => onQuery('')}
                aria-label="Clear search"
                className="grid size-9 place-items-center rounded-full hover:bg-black/5"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
            <Dialog.Close className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Done
            </Dialog.Close>
          </div>
          {query.trim() !== '' && (
            <p className="px-1 pt-1 text-sm text-ink/70" role="status">
              {resultCount} {resultCount === 1 ? 'recipe' : 'recipes'}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
