import type { ShoppingProgress } from '@plateful/core';
import { formatProgress } from '@plateful/core';
import { Loader2, RefreshCw, Share2, ShoppingCart } from 'lucide-react';
import { ALL_OWNED_LABEL, type ShopButton } from '../../lib/basket/shop-plan.ts';

const SECONDARY =
  'flex flex-1 items-center justify-center gap-2 rounded-full bg-white px-4 py-2.5 font-semibold text-ink ring-1 ring-black/10 hover:bg-paper disabled:opacity-50';

/** Shop Now (its label and action follow the basket service), progress, Regenerate and Share. */
export function ShopActions({
  button,
  progress,
  shopping,
  sharing,
  regenerating,
  onShopNow,
  onRegenerate,
  onShare,
}: {
  button: ShopButton;
  progress: ShoppingProgress;
  shopping: boolean;
  sharing: boolean;
  regenerating: boolean;
  onShopNow: () => void;
  onRegenerate: () => void;
  onShare: () => void;
}) {
  return (
    <section aria-label="Shopping actions" className="space-y-3">
      <button
        type="button"
        onClick={onShopNow}
        disabled={progress.allChecked || shopping}
        aria-busy={shopping}
        className="flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3.5 text-base font-bold text-white shadow-sm hover:bg-brand-700 disabled:bg-ink/25 disabled:shadow-none"
      >
        {shopping ? (
          <Loader2 aria-hidden className="size-5 animate-spin" />
        ) : (
          <ShoppingCart aria-hidden className="size-5" />
        )}
        {progress.allChecked ? ALL_OWNED_LABEL : button.label}
      </button>
      <div>
        <p className="text-sm font-medium text-ink/70" data-testid="shopping-progress">
          {formatProgress(progress)}
        </p>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-black/10"
          role="progressbar"
          aria-label="Items already owned"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>
      <div className="flex gap-3">
        <button type="button" onClick={onRegenerate} disabled={regenerating} className={SECONDARY}>
          <RefreshCw aria-hidden className={`size-4 ${regenerating ? 'animate-spin' : ''}`} />
          Regenerate
        </button>
        <button
          type="button"
          onClick={onShare}
          disabled={sharing}
          aria-busy={sharing}
          className={SECONDARY}
        >
          <Share2 aria-hidden className="size-4" />
          Share
        </button>
      </div>
    </section>
  );
}
