/** Shopping progress figures (SPEC §2: '{checked} of {total} items ({percent}% complete)'). */
import type { ShoppingItem } from './shopping-item.ts';

export interface ShoppingProgress {
  readonly checked: number;
  readonly total: number;
  /** Whole percent, 0 for an empty list. */
  readonly percent: number;
  /** Every item checked (SPEC §4: Shop Now disabled, label 'All Items Owned'). */
  readonly allChecked: boolean;
}

/** Checked count, total, whole percent and whether all are checked. */
export function shoppingProgress(
  items: readonly Pick<ShoppingItem, 'checked'>[],
): ShoppingProgress {
  const total = items.length;
  const checked = items.filter((item) => item.checked).length;
  return {
    checked,
    total,
    percent: total === 0 ? 0 : Math.round((checked / total) * 100),
    allChecked: total > 0 && checked === total,
  };
}

/** SPEC §2 progress line: '3 of 12 items (25% complete)'. */
export function formatProgress(progress: ShoppingProgress): string {
  return `${progress.checked} of ${progress.total} items (${progress.percent}% complete)`;
}
