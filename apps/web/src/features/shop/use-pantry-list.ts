/**
 * The Shop list with the pantry subtracted (issue 29): rows reduced by what the household has
 * ("250 g" to buy, "you have 500 g"), rows it covers wholly set apart ("In your cupboard"), and
 * what the week's packs leave over. Needs the food model, which loads as its own chunk after the
 * screen has painted (decision 0006); until then the list shows as built.
 */
import {
  subtractPantry,
  weekLeftovers,
  type PantryCover,
  type PantryItem,
  type ShoppingItem,
  type ShoppingList,
  type WeekLeftovers,
} from '@plateful/core';
import { useMemo } from 'react';
import { useFoodModel } from '../../lib/food/index.ts';
import { usePantry } from '../../lib/household/pantry.ts';

export interface PantryShopList {
  /** The list to shop from: the built list less the pantry. */
  list: ShoppingList;
  /** Rows the pantry covers wholly. */
  covered: readonly ShoppingItem[];
  /** By item key: what the pantry covers of it. */
  have: Readonly<Record<string, PantryCover>>;
  /** What the unticked rows' packs leave over; null until the food model has loaded. */
  leftovers: WeekLeftovers | null;
  pantry: readonly PantryItem[];
}

const NOTHING: Readonly<Record<string, PantryCover>> = {};

export function usePantryList(built: ShoppingList | null): PantryShopList | null {
  const pantry = usePantry();
  const model = useFoodModel('now');
  const table = model?.table ?? null;
  return useMemo(() => {
    if (built === null) return null;
    if (table === null) return { list: built, covered: [], have: NOTHING, leftovers: null, pantry };
    const subtracted =
      pantry.length === 0
        ? { list: built, covered: [], have: NOTHING }
        : subtractPantry(built, pantry, table);
    return { ...subtracted, leftovers: weekLeftovers(subtracted.list, table), pantry };
  }, [built, pantry, table]);
}
