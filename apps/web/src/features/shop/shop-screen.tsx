import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

/** Shop tab (SPEC §2). Until recipes can be selected, the list is in its empty state. */
export function ShopScreen() {
  return (
    <section>
      <PageHeading title="Shop" />
      <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <ShoppingBasket aria-hidden className="size-12 text-brand-500" />
        <h2 className="mt-4 text-lg font-bold">No recipes selected</h2>
        <p className="mt-1 max-w-xs text-ink/70">
          Select meals in Plan it to generate your shopping list.
        </p>
        <Link
          to="/plan"
          className="mt-6 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Go to Plan
        </Link>
      </div>
    </section>
  );
}
