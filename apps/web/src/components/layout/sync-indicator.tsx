/**
 * A small, calm sign that changes made on this phone are waiting to reach the household (issue 14):
 * an icon with the count, and the words for screen readers. Nothing shows when all is sent.
 */
import { CloudUpload } from 'lucide-react';
import { usePendingCount, useSyncStatus } from '../../lib/household/index.ts';

export function pendingLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

/**
 * Under 400 px (the header puts it on the logo's corner there): the count alone in a small pill of
 * the brand's colour, ringed in the page's, so it reads apart from the logo under it.
 */
const NARROW =
  'max-[399px]:h-[18px] max-[399px]:min-w-[18px] max-[399px]:justify-center max-[399px]:bg-brand-700 max-[399px]:px-1 max-[399px]:text-[11px] max-[399px]:leading-none max-[399px]:font-bold max-[399px]:text-white max-[399px]:ring-2 max-[399px]:ring-paper';

export function SyncIndicator() {
  const count = usePendingCount();
  const status = useSyncStatus();
  if (count === 0) return null;
  const label = pendingLabel(count);
  return (
    <span
      role="status"
      title={status === 'offline' ? `${label} (offline)` : label}
      className={`inline-flex h-7 items-center gap-1 rounded-full bg-black/5 px-2 text-xs font-semibold text-ink/70 ${NARROW}`}
    >
      <CloudUpload aria-hidden="true" className="size-3.5 max-[399px]:hidden" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
