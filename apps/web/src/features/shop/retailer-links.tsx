import { amountToBuy, type ShoppingItem } from '@plateful/core';
import { ExternalLink, Store } from 'lucide-react';
import { useId, useState } from 'react';
import {
  RETAILERS,
  retailerFor,
  retailerSearchUrl,
  type Retailer,
} from '../../lib/basket/retailers.ts';
import type { BasketService } from '../../lib/storage.ts';

/**
 * The alternative to Whisk (PRODUCT.md): a search link at a UK supermarket for every item still
 * to buy, with the amount to buy ("2 × 250 g Unsalted Butter"); the search itself is for the
 * product name, which a supermarket's search reads best. The shop defaults to the one chosen in
 * Settings (Tesco when that is Whisk).
 */
export function RetailerLinks({
  items,
  service,
  open,
  onToggle,
}: {
  items: readonly ShoppingItem[];
  service: BasketService;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const [retailer, setRetailer] = useState<Retailer>(retailerFor(service).id);
  const selectId = useId();
  const toBuy = items.filter((item) => !item.checked);
  const name = RETAILERS.find((candidate) => candidate.id === retailer)?.name ?? '';
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group rounded-3xl bg-white shadow-sm ring-1 ring-black/5"
      data-testid="retailer-links"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold">
        <Store aria-hidden className="size-5 text-brand-600" />
        Shop at a supermarket instead
        <span className="ml-auto text-sm font-normal text-ink/70 group-open:hidden">
          Search links
        </span>
      </summary>
      <div className="border-t border-black/5 px-4 pt-3 pb-4">
        <label htmlFor={selectId} className="text-sm font-medium text-ink/70">
          Supermarket
        </label>
        <select
          id={selectId}
          value={retailer}
          onChange={(event) => setRetailer(event.target.value as Retailer)}
          className="mt-1 block w-full rounded-xl border border-black/15 bg-white px-3 py-2"
        >
          {RETAILERS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
        {toBuy.length === 0 ? (
          <p className="mt-3 text-sm text-ink/70">Everything is already owned.</p>
        ) : (
          <ul className="mt-3 space-y-1">
            {toBuy.map((item) => (
              <li key={item.key}>
                <a
                  href={retailerSearchUrl(retailer, item.ingredient)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-brand-700 hover:bg-brand-50"
                >
                  <span className="flex-1">
                    <AmountToBuy item={item} />
                    {item.ingredient}
                  </span>
                  <ExternalLink aria-hidden className="size-4 shrink-0" />
                  <span className="sr-only">(search {name}, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** The amount to buy before a product name, quieter than the name; nothing when there is none. */
function AmountToBuy({ item }: { item: ShoppingItem }) {
  const amount = amountToBuy(item);
  if (amount === '') return null;
  return <span className="font-semibold text-ink/70 tabular-nums">{amount} </span>;
}
