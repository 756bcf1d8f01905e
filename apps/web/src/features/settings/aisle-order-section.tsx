/**
 * Aisle order (issues 14 and 15): the household lists its aisles in the order it walks its shop.
 * Move up / Move down buttons work by keyboard and screen reader alike; the order is a household
 * setting, so every phone on the account code walks the same shop. Reset goes back to SPEC §3's.
 */
import { aisleSequence, categoryLabel } from '@plateful/core';
import { ArrowDown, ArrowUp, RotateCcw } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { dispatch, useHouseholdSettings } from '../../lib/household/index.ts';
import { SettingsCard } from './settings-sections.tsx';

const MOVE_BUTTON =
  'grid size-10 place-items-center rounded-xl ring-1 ring-black/10 hover:bg-black/5 disabled:opacity-30';

export function AisleOrder() {
  const { aisleOrder } = useHouseholdSettings();
  const order = aisleSequence(aisleOrder);
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
    dispatch({ type: 'setSetting', name: 'aisleOrder', value: next });
  }

  return (
    <SettingsCard
      title="Aisle order"
      text="Put the aisles in the order you walk your shop. Everyone on your account code sees the list this way."
    >
      <ol
        ref={list}
        className="divide-y divide-black/5"
        aria-label="Aisles in shop order"
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
      {aisleOrder.length > 0 && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'setSetting', name: 'aisleOrder', value: [] })}
          className="mt-3 inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5"
        >
          <RotateCcw aria-hidden className="size-4" />
          Reset to the usual order
        </button>
      )}
    </SettingsCard>
  );
}
