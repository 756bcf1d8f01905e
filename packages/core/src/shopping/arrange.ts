/**
 * The list in the order a household walks its shop: aisles in the household's own order (any aisle
 * it has not placed keeps SPEC §3's order, after the placed ones), and, when the household wants it,
 * ticked items sunk to the bottom of their aisle. Off, the order is SPEC §5's (alphabetical).
 */
import { DISPLAY_CATEGORIES, type DisplayCategory } from './categories.ts';
import type { ShoppingCategory, ShoppingList } from './build-shopping-list.ts';

export interface ArrangeOptions {
  /** Display category ids in the household's shop order; empty keeps SPEC §3's order. */
  readonly aisleOrder?: readonly string[];
  /** Sink ticked items to the bottom of their aisle (stable: each part keeps its order). */
  readonly sinkChecked?: boolean;
}

const SPEC_RANK = new Map<string, number>(DISPLAY_CATEGORIES.map((c, index) => [c.id, index]));

/** Every display category id in the household's order, then the rest in SPEC §3's order. */
export function aisleSequence(aisleOrder: readonly string[] = []): DisplayCategory[] {
  const placed = aisleOrder.filter(
    (id, index): id is DisplayCategory => SPEC_RANK.has(id) && aisleOrder.indexOf(id) === index,
  );
  const rest = DISPLAY_CATEGORIES.map((c) => c.id).filter((id) => !placed.includes(id));
  return [...placed, ...rest];
}

function sinkCategory(category: ShoppingCategory): ShoppingCategory {
  if (category.checkedCount === 0 || category.checkedCount === category.items.length) {
    return category;
  }
  const items = [
    ...category.items.filter((item) => !item.checked),
    ...category.items.filter((item) => item.checked),
  ];
  return { ...category, items };
}

/** The list arranged for the shop; the same object when nothing moves. */
export function arrangeForShop(list: ShoppingList, options: ArrangeOptions = {}): ShoppingList {
  const order = aisleSequence(options.aisleOrder);
  const rank = new Map(order.map((id, index) => [id, index]));
  const byAisle = (options.aisleOrder?.length ?? 0) > 0;
  if (!byAisle && !options.sinkChecked) return list;
  let categories = byAisle
    ? [...list.categories].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    : list.categories;
  if (options.sinkChecked) categories = categories.map(sinkCategory);
  return { categories, items: categories.flatMap((category) => category.items) };
}
