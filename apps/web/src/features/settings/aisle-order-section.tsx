/**
 * Aisle order (issues 14 and 15): the household lists its aisles in the order it walks its shop,
 * one order per supermarket (issue 15), with the household's order for every shop that has none.
 * Move up / Move down buttons work by keyboard and screen reader alike; the orders are household
 * data, so every phone on the account code walks the same shop. The shop picker starts at the
 * chosen basket service (the order the Shop page walks); a keyboard-ready select changes it.
 */
import type { BasketService } from '@plateful/contracts';
import { aisleSequence, categoryLabel } from '@plateful/core';
import { ArrowDown, ArrowUp, RotateCcw } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { RETAILERS, type Retailer } from '../../lib/basket/retailers.ts';
import { dispatch, useHouseholdRead, useHouseholdSettings } from '../../lib/household/index.ts';
import { SettingsCard } from './settings-sections.tsx';

/** 40 px drawn, 44 px to tap: the target reaches 2 px round it, inside the row's 6 px padding. */
const MOVE_BUTTON =
  'relative grid size-10 place-items-center rounded-xl ring-1 ring-black/10 before:absolute before:-inset-0.5 hover:bg-black/5 disabled:opacity-30';
const RESET_BUTTON =
  'mt-3 inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5';

/** Whose order is on screen: the household's (every shop without its own) or one shop's. */
type OrderOwner = 'household' | Retailer;

const isRetailer = (service: BasketService): service is Retailer => service !== 'whisk';

function shopName(shop: Retailer): string {
  return RETAILERS.find((retailer) => retailer.id === shop)?.name ?? shop;
}

const CARD_TITLE = 'Aisle order';
const CARD_TEXT =
  'Put the aisles in the order you walk your shop, one order for each supermarket. Everyone on your account code sees the list this way.';

export function AisleOrder() {
  // Until the household kept on this device is read, the orders on hand are the defaults: an
  // aisle moved in them would put the default order over the household's, and the shop picker
  // would start at the default basket service.
  if (!useHouseholdRead()) {
    return (
      <SettingsCard title={CARD_TITLE} text={CARD_TEXT}>
        <p role="status" className="py-3 text-sm text-ink/70">
          Loading your aisle order…
        </p>
      </SettingsCard>
    );
  }
  return <AisleOrderEditor />;
}

function AisleOrderEditor() {
  const { basketService, householdAisleOrder, shopAisleOrders } = useHouseholdSettings();
  // The shop whose order is on screen starts at the chosen basket service, then is the user's
  // choice: a basket service changing under the user's hands (another phone) does not move it.
  const [owner, setOwner] = useState<OrderOwner>(
    isRetailer(basketService) ? basketService : 'household',
  );
  const pickerId = useId();
  const shopOrder = owner === 'household' ? undefined : shopAisleOrders[owner];
  const order = aisleSequence(shopOrder ?? householdAisleOrder);
  const list = useRef<HTMLOListElement>(null);

  // The moved row's buttons lose focus when React moves the row: give it back once the new order
  // is on screen, so pressing the same key again keeps moving the same aisle (or, at the end of
  // the list, lands on its other button).
  const refocus = useRef<{ aisle: string; by: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(
      `[data-aisle="${wanted.aisle}"] button`,
    );
    const same = buttons?.[wanted.by === -1 ? 0 : 1];
    const target = same?.disabled ? buttons?.[wanted.by === -1 ? 1 : 0] : same;
    if (target && document.activeElement !== target) target.focus();
  });

  function move(index: number, by: -1 | 1) {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    refocus.current = { aisle: moved!, by };
    if (owner === 'household') {
      dispatch({ type: 'setSetting', name: 'aisleOrder', value: next });
    } else {
      dispatch({ type: 'setShopAisleOrder', shop: owner, order: next });
    }
  }

  const ownerName = owner === 'household' ? null : shopName(owner);
  return (
    <SettingsCard title={CARD_TITLE} text={CARD_TEXT}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Order for
        </label>
        <select
          id={pickerId}
          value={owner}
          onChange={(event) => {
            refocus.current = null;
            setOwner(event.target.value as OrderOwner);
          }}
          className="h-10 rounded-xl bg-white px-3 text-sm ring-1 ring-black/10"
        >
          <option value="household">Every shop (household order)</option>
          {RETAILERS.map((retailer) => (
            <option key={retailer.id} value={retailer.id}>
              {retailer.name}
              {shopAisleOrders[retailer.id] ? ' (own order)' : ''}
            </option>
          ))}
        </select>
      </div>
      {ownerName !== null && shopOrder === undefined && (
        <p className="mb-2 text-sm text-ink/70">
          {ownerName} follows the household order until you move an aisle here.
        </p>
      )}
      <ol
        ref={list}
        className="divide-y divide-black/5"
        aria-label={ownerName === null ? 'Aisles in shop order' : `Aisles in ${ownerName} order`}
        onBlur={(event) => {
          // Focus moved on by the user (not lost to a moving row): stop following the aisle.
          if (event.relatedTarget && !list.current?.contains(event.relatedTarget)) {
            refocus.current = null;
          }
        }}
      >
        {order.map((id, index) => {
          const label = categoryLabel(id);
          return (
            <li key={id} data-aisle={id} className="flex items-center gap-2 py-1.5">
              <span className="w-6 text-right text-sm text-ink/70 tabular-nums">{index + 1}</span>
              <span className="flex-1 font-medium">{label}</span>
              <button
                type="button"
                className={MOVE_BUTTON}
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={MOVE_BUTTON}
                aria-label={`Move ${label} down`}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      {owner === 'household' && householdAisleOrder.length > 0 && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'setSetting', name: 'aisleOrder', value: [] })}
          className={RESET_BUTTON}
        >
          <RotateCcw aria-hidden className="size-4" />
          Reset to the usual order
        </button>
      )}
      {owner !== 'household' && shopOrder !== undefined && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'setShopAisleOrder', shop: owner, order: null })}
          className={RESET_BUTTON}
        >
          <RotateCcw aria-hidden className="size-4" />
          Use the household order for {ownerName}
        </button>
      )}
    </SettingsCard>
  );
}
