import type { PantryCover, ShoppingItem } from '@plateful/core';
import { PackageCheck } from 'lucide-react';

/**
 * "In your cupboard" (issue 29): the rows the pantry covers wholly, with why ("you have 6"), set
 * apart from the aisles so the list to buy stays short but nothing the recipes need goes unseen.
 */
export function CupboardCard({
  items,
  have,
}: {
  items: readonly ShoppingItem[];
  have: Readonly<Record<string, PantryCover>>;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="aisle-cupboard"
      className="overflow-hidden rounded-3xl bg-white/70 shadow-sm ring-1 ring-black/5"
      data-testid="in-your-cupboard"
    >
      <header className="flex items-center gap-2 border-b border-black/5 px-4 py-2.5">
        <PackageCheck aria-hidden className="size-5 text-brand-700" />
        <h3 id="aisle-cupboard" className="flex-1 font-bold">
          In your cupboard
        </h3>
        <span className="text-sm font-semibold text-ink/70 tabular-nums">{items.length}</span>
      </header>
      <ul className="divide-y divide-black/5">
        {items.map((item) => (
          <li key={item.key} data-testid="cupboard-item" className="px-4 py-2.5">
            <span className="block leading-snug text-ink/80">
              {item.displayQuantity && (
                <span className="font-semibold tabular-nums">{item.displayQuantity} </span>
              )}
              <span data-testid="item-name">{item.ingredient}</span>
            </span>
            <span className="mt-0.5 block text-xs text-brand-700">{have[item.key]?.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
