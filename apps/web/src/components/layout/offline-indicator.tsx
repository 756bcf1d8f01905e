import { WifiOff } from 'lucide-react';
import { useOfflineIndicator } from '../../hooks/use-online-status.ts';

/**
 * 'Offline' pill while disconnected, lingering 2 s after reconnection (SPEC §2). It is part of the
 * header, so the header's tabs and its changes-waiting badge stay in view and it covers nothing:
 * on a phone a centred row of its own under the tabs (floating under the header, it covered the
 * page's heading, "Meal scheduling", at 412 px), on a wide screen after the tabs.
 */
export function OfflineIndicator() {
  const show = useOfflineIndicator();
  if (!show) return null;
  return (
    <div className="flex basis-full justify-center lg:basis-auto">
      <div
        role="status"
        className="flex items-center gap-1.5 rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white shadow-lg"
      >
        <WifiOff aria-hidden className="size-4" />
        Offline
      </div>
    </div>
  );
}
