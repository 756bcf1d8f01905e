/**
 * /handover/whisk (PRODUCT.md): the basket handoff in a page of its own. It builds the current
 * shopping list (offline from the last copy) and hands the unchecked items to Whisk at once; the
 * user can send again or go back to the list.
 */
import { shoppingProgress } from '@plateful/core';
import { Loader2, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useCurrentShoppingList } from '../../lib/basket/current-list.ts';
import { useWhiskHandoff, type HandoffOutcome } from '../../lib/basket/use-whisk-handoff.ts';

export function WhiskHandoverPage() {
  const { ids, query, list } = useCurrentShoppingList();
  const whisk = useWhiskHandoff();
  const [outcome, setOutcome] = useState<HandoffOutcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!list || started.current) return;
    started.current = true;
    void whisk.run(list.items).then(setOutcome);
  }, [list, whisk]);

  const toBuy = list ? list.items.length - shoppingProgress(list.items).checked : 0;
  let status: string;
  if (ids.length === 0) status = 'No recipes selected, so there is nothing to send yet.';
  else if (query.isError) status = 'Your shopping list could not be loaded.';
  else if (!list || whisk.running) status = `Sending ${toBuy || 'your'} items to Whisk...`;
  else if (outcome === 'sent') status = `Sent ${toBuy} item${toBuy === 1 ? '' : 's'} to Whisk.`;
  else status = 'Whisk did not get your list.';

  return (
    <section>
      <PageHeading title="Shop with Whisk">Your shopping list, straight into a basket.</PageHeading>
      <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-black/5">
        {whisk.running || (!list && ids.length > 0 && !query.isError) ? (
          <Loader2 aria-hidden className="size-10 animate-spin text-brand-500" />
        ) : (
          <ShoppingCart aria-hidden className="size-10 text-brand-500" />
        )}
        <p className="mt-4 font-medium" role="status">
          {status}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {list && (
            <button
              type="button"
              disabled={whisk.running}
              onClick={() => void whisk.run(list.items).then(setOutcome)}
              className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Send again
            </button>
          )}
          <Link
            to={ids.length === 0 ? '/plan' : '/shop'}
            className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50"
          >
            {ids.length === 0 ? 'Go to Plan it' : 'Back to the shopping list'}
          </Link>
        </div>
      </div>
    </section>
  );
}
