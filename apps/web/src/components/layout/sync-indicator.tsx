/**
 * A small, calm sign that changes made on this phone are waiting to reach the household (issue 14):
 * an icon with the count, and the words for screen readers. Nothing shows when all is sent.
 */
import { CloudUpload } from 'lucide-react';
import { usePendingCount, useSyncStatus } from '../../lib/household/index.ts';

export function pendingLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

export function SyncIndicator() {
  const count = usePendingCount();
  const status = useSyncStatus();
  if (count === 0) return null;
  const label = pendingLabel(count);
  return (
    <span
      role="status"
      title={status === 'offline' ? `${label} (offline)` : label}
      className="inline-flex h-7 items-center gap-1 rounded-full bg-black/5 px-2 text-xs font-semibold text-ink/70"
    >
      <CloudUpload aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
