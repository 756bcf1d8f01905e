import { WifiOff } from 'lucide-react';
import { useOfflineIndicator } from '../../hooks/use-online-status.ts';

/**
 * 'Offline' pill while disconnected, lingering 2 s after reconnection (SPEC §2). It floats just
 * below the header, so the header's tabs and its changes-waiting badge stay in view.
 */
export function OfflineIndicator() {
  const show = useOfflineIndicator();
  if (!show) return null;
  return (
    <div
      role="status"
      className="fixed top-[calc(env(safe-area-inset-top)+3.75rem)] left-1/2 z-50 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white shadow-lg"
    >
      <WifiOff aria-hidden className="size-4" />
      Offline
    </div>
  );
}
