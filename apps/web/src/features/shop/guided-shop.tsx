/**
 * "Shop item by item" (issue 17): the list in aisle order, each item a link to the supermarket's
 * search for its name and pack size. Opening one ticks it as added (the household's check, so it
 * syncs and survives going offline); an added item is no longer a link, so nothing is opened twice.
 */
import { amountToBuy, type ShoppingItem, type ShoppingList } from '@plateful/core';
import { Check, ExternalLink, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { RETAILERS, type Retailer } from '../../lib/basket/retailers.ts';
import {
  guidedAisles,
  guidedProgress,
  supermarketQuery,
  supermarketSearchUrl,
} from '../../lib/basket/shop-plan.ts';

export type GuidedShopState = {
  retailer: Retailer;
  /** The keys still to buy when the walk began. */
  toBuy: ReadonlySet<string>;
  /** Opened because Whisk did not load: say so. */
  afterWhiskFailed: boolean;
};

export function GuidedShop({
  list,
  state,
  onRetailer,
  onAdded,
  onClose,
}: {
  list: ShoppingList;
  state: GuidedShopState;
  onRetailer: (retailer: Retailer) => void;
  onAdded: (item: ShoppingItem, added: boolean) => void;
  onClose: () => void;
}) {
  const selectId = useId();
  const aisles = guidedAisles(list, state.toBuy);
  const { added, total } = guidedProgress(aisles);
  const shop = RETAILERS.find((retailer) => retailer.id === state.retailer) ?? RETAILERS[0]!;
  return (
    <ModalDialog open onClose={onClose} title={`Shop at ${shop.name}, item by item`}>
      <div className="space-y-4" data-testid="guided-shop">
        {state.afterWhiskFailed && (
          <p role="status" className="rounded-2xl bg-accent-400/15 px-3 py-2 text-sm font-medium">
            Whisk did not load. You can fill a basket at a supermarket instead.
          </p>
        )}
        <p className="text-sm text-ink/75">
          Each item opens {shop.name}&rsquo;s search in a new tab and is ticked as added, here and
          on every phone on your account code.
        </p>
        <div>
          <label htmlFor={selectId} className="text-sm font-medium text-ink/75">
            Supermarket
          </label>
          <select
            id={selectId}
            value={state.retailer}
            onChange={(event) => onRetailer(event.target.value as Retailer)}
            className="mt-1 block w-full rounded-xl border border-black/15 bg-white px-3 py-2"
          >
            {RETAILERS.map((retailer) => (
              <option key={retailer.id} value={retailer.id}>
                {retailer.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <p className="text-sm font-semibold" data-testid="guided-progress">
            {added} of {total} added
          </p>
          <div
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-black/10"
            role="progressbar"
            aria-label="Items added to the basket"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={added}
          >
            <div
              className="h-full rounded-full bg-brand-500 transition-[width]"
              style={{ width: `${total === 0 ? 100 : Math.round((added / total) * 100)}%` }}
            />
          </div>
        </div>
        {total === 0 ? (
          <p className="text-sm text-ink/75">Everything is already owned.</p>
        ) : (
          aisles.map((aisle) => (
            <section key={aisle.id} aria-labelledby={`guided-${aisle.id}`}>
              <h3 id={`guided-${aisle.id}`} className="mb-1 text-sm font-bold text-ink/75">
                {aisle.label}
              </h3>
              <ul className="divide-y divide-black/5 rounded-2xl bg-white ring-1 ring-black/5">
                {aisle.items.map((item) => (
                  <GuidedRow
                    key={item.key}
                    item={item}
                    retailer={state.retailer}
                    shopName={shop.name}
                    onAdded={onAdded}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
        {total > 0 && added === total && (
          <p role="status" className="text-center font-semibold text-brand-700">
            Everything is in your {shop.name} basket.
          </p>
        )}
      </div>
    </ModalDialog>
  );
}

function GuidedRow({
  item,
  retailer,
  shopName,
  onAdded,
}: {
  item: ShoppingItem;
  retailer: Retailer;
  shopName: string;
  onAdded: (item: ShoppingItem, added: boolean) => void;
}) {
  const amount = amountToBuy(item);
  const text = (
    <span className="min-w-0 flex-1">
      {amount && <span className="font-semibold tabular-nums">{amount} </span>}
      {item.ingredient}
    </span>
  );
  if (item.checked) {
    return (
      <li data-testid="guided-item" data-added="true" className="flex items-center gap-2 px-3 py-2">
        <Check aria-hidden className="size-5 shrink-0 text-brand-700" strokeWidth={3} />
        <span className="min-w-0 flex-1 text-ink/70 line-through">
          {amount && <span className="tabular-nums">{amount} </span>}
          {item.ingredient}
        </span>
        <span className="text-sm font-semibold text-brand-700">Added</span>
        <button
          type="button"
          onClick={() => onAdded(item, false)}
          aria-label={`Not added yet: ${item.ingredient}`}
          title="Not added yet"
          className="grid size-9 place-items-center rounded-full text-ink/70 hover:bg-black/5"
        >
          <Undo2 aria-hidden className="size-4" />
        </button>
      </li>
    );
  }
  return (
    <li data-testid="guided-item" data-added="false">
      <a
        href={supermarketSearchUrl(retailer, item)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onAdded(item, true)}
        data-query={supermarketQuery(item)}
        className="flex items-center gap-2 px-3 py-2.5 text-ink hover:bg-brand-50"
      >
        <span
          aria-hidden
          className="size-5 shrink-0 rounded-md border-2 border-black/30 bg-white"
        />
        {text}
        <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
          Search
          <ExternalLink aria-hidden className="size-4" />
        </span>
        <span className="sr-only">at {shopName} (opens in a new tab)</span>
      </a>
    </li>
  );
}
