import { AlertTriangle, Loader2, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';

const PLAN_BUTTON =
  'rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700';

/** SPEC §2 Shop tab strings, word for word. */
export const SHOP_TEXT = {
  emptyTitle: 'No recipes selected',
  emptyText: 'Select meals in Plan it to generate your shopping list.',
  errorTitle: 'Error loading recipes',
  loading: 'Loading shopping list...',
  goToPlan: 'Go to Plan it',
  tryAgain: 'Try Again',
} as const;

function StateCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-black/5">
      {children}
    </div>
  );
}

export function ShopEmpty() {
  return (
    <StateCard>
      <ShoppingBasket aria-hidden className="size-12 text-brand-500" />
      <h2 className="mt-4 text-lg font-bold">{SHOP_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-xs text-ink/70">{SHOP_TEXT.emptyText}</p>
      <Link to="/plan" className={`mt-6 ${PLAN_BUTTON}`}>
        {SHOP_TEXT.goToPlan}
      </Link>
    </StateCard>
  );
}

export function ShopError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateCard>
      <AlertTriangle aria-hidden className="size-12 text-red-600" />
      <h2 className="mt-4 text-lg font-bold" role="alert">
        {SHOP_TEXT.errorTitle}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={PLAN_BUTTON}>
          {SHOP_TEXT.tryAgain}
        </button>
        <Link
          to="/plan"
          className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50"
        >
          {SHOP_TEXT.goToPlan}
        </Link>
      </div>
    </StateCard>
  );
}

export function ShopLoading() {
  return (
    <StateCard>
      <Loader2 aria-hidden className="size-10 animate-spin text-brand-500" />
      <p className="mt-4 font-medium text-ink/70" role="status">
        {SHOP_TEXT.loading}
      </p>
    </StateCard>
  );
}
