/**
 * What cooking a recipe takes out of the pantry (issue 29): the recipe's own list, at the servings
 * cooked, subtracted from the pantry through the food model as the Shop list is (`subtractPantry`
 * decides which entries each ingredient draws on), and each entry drawn on rewritten with what is
 * left in its own unit ("500 g rice" less 250 g is "250 g rice"; "6 eggs" less 6 is used up).
 * Staples the household always has are never taken, and an entry that cannot be read as an amount
 * ("some rice", "leftover stuff") is never touched.
 */
import { formatKitchenNumber } from '../cooking/kitchen-amount.ts';
import { LEADING_AMOUNT, readAmount } from '../cooking/scale-ingredient-line.ts';
import type { FoodTable } from '../food/food-table.ts';
import { listFoods } from '../food/list-foods.ts';
import { placeIngredient } from '../food/place-ingredient.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { singularName } from '../ingredients/plural.ts';
import { convertQuantity, displayUnit } from '../ingredients/units.ts';
import {
  buildShoppingList,
  type ShoppingList,
  type ShoppingRecipe,
} from '../shopping/build-shopping-list.ts';
import { formatSomeNumber } from '../shopping/format-quantity.ts';
import type { ShoppingItem } from '../shopping/shopping-item.ts';
import { readPantryItem, subtractPantry, type PantryItem, type PantryStock } from './pantry.ts';

/** One pantry entry a cooked recipe used. */
export interface PantryUse {
  readonly pantryId: string;
  /** The entry as it was, to put back exactly on Undo. */
  readonly before: PantryItem;
  /** Its new text with what is left ("250 g rice"), or null when the recipe used it all. */
  readonly after: string | null;
  /** What the recipe took, as the cook reads it: "250 g of your 500 g rice", "all 6 eggs". */
  readonly taken: string;
}

/** Less than this share of an entry left is rounding, not a thing to keep (as the list's 1 %). */
const USED_UP_SHARE = 0.01;
/** A counted or spooned rest smaller than this is less than the smallest kitchen fraction. */
const SMALLEST_KITCHEN_AMOUNT = 1 / 16;

interface Take {
  readonly quantity: number;
  readonly unit: string | null;
}

interface Rest {
  quantity: number;
  grams: number | null;
}

const isMetric = (unit: string | null) =>
  unit === 'g' || unit === 'ml' || unit === 'kg' || unit === 'l';

/**
 * A pantry amount as text. It is a record the household keeps, not a step to measure, so metric
 * amounts keep the gram or millilitre ("375 g", "0.875 kg") rather than the scale's round number
 * ("380 g"), which would add or lose a little at each cook. Counted and spooned things are written
 * as the entry writes its own amount: in decimals as the list does ("0.5 cucumber", kept from the
 * list, less a quarter is "0.3 cucumber"), else the nearest kitchen fraction ("1½", "⅔").
 */
function pantryNumber(quantity: number, unit: string | null, decimals: boolean): string {
  if (unit === 'g' || unit === 'ml') return String(Math.max(1, Math.round(quantity)));
  if (unit === 'kg' || unit === 'l') return String(Math.max(0.001, Number(quantity.toFixed(3))));
  return decimals ? formatSomeNumber(quantity) : formatKitchenNumber(quantity);
}

/** "250 g", "4", "1½ cups" ("1.5 cups" for an entry written in decimals). */
function amountText(quantity: number, unit: string | null, decimals: boolean): string {
  const amount = pantryNumber(quantity, unit, decimals);
  return unit === null ? amount : `${amount} ${displayUnit(unit, quantity)}`;
}

/** Whether the entry's leading amount is written as a decimal ("0.5 cucumber", "1.5 tbsp"). */
function writtenInDecimals(text: string): boolean {
  return /[.,]/.test(LEADING_AMOUNT.exec(text)?.[2] ?? '');
}

/**
 * The entry's text with its amount changed to `rest`, in its own unit: only the leading number
 * changes where the line starts with the amount it was read as ("500g rice" → "250g rice");
 * otherwise (written in words, a range, or one thing becoming less than two) the line is written
 * again from what was read ("half a bag of spinach" → "¼ bag spinach", "6 eggs" → "1 egg").
 */
function rewriteAmount(stock: PantryStock, rest: number): string {
  const quantity = stock.quantity ?? 0;
  const amount = pantryNumber(rest, stock.unit, writtenInDecimals(stock.text));
  const match = LEADING_AMOUNT.exec(stock.text);
  const crossesOne = quantity > 1 && rest <= 1;
  if (match && match[4] === undefined && !crossesOne) {
    const [whole, space = '', first = ''] = match;
    if (Math.abs(readAmount(first) - quantity) < 1e-9) {
      return `${space}${amount}${stock.text.slice(whole.length)}`.trim();
    }
  }
  // The name as the household wrote it ("large eggs"), not the list's ("eggs").
  const name = parseIngredient(stock.text).name || stock.name;
  const shown = stock.unit === null && rest <= 1 ? singularName(name) : name;
  if (stock.unit === null) return `${amount} ${shown}`;
  return `${amount} ${displayUnit(stock.unit, rest)} ${shown}`;
}

function itemGrams(foods: FoodTable, item: ShoppingItem): number | null {
  return placeIngredient(foods, {
    original: item.ingredient,
    quantity: item.quantity,
    quantityMax: null,
    unit: item.unit,
    name: item.name,
    notes: '',
  }).grams;
}

/**
 * What one list item takes from the entries `subtractPantry` says it draws on, in their order:
 * the same unit or dimension directly, else in grams. Updates `left` and records the takes.
 */
function takeForItem(
  foods: FoodTable,
  item: ShoppingItem,
  pantryIds: readonly string[],
  stock: ReadonlyMap<string, PantryStock>,
  left: Map<string, Rest>,
  takes: Map<string, Take[]>,
): void {
  const needed = item.quantity;
  if (needed === null || !(needed > 0)) return;
  const neededGrams = itemGrams(foods, item);
  let remaining = needed;
  let remainingGrams = neededGrams;
  for (const id of pantryIds) {
    const entry = stock.get(id);
    if (remaining <= 0) break;
    if (!entry || entry.always || entry.quantity === null || !(entry.quantity > 0)) continue;
    const rest = left.get(id) ?? { quantity: entry.quantity, grams: entry.grams };
    if (rest.quantity <= 0) continue;
    const held = convertQuantity(rest.quantity, entry.unit, item.unit);
    let taken: number;
    if (held !== null && held > 0) {
      taken = Math.min(held, remaining);
      remaining -= taken;
      const restQuantity = rest.quantity - (convertQuantity(taken, item.unit, entry.unit) ?? 0);
      rest.grams = rest.grams === null ? null : (rest.grams * restQuantity) / rest.quantity;
      rest.quantity = restQuantity;
    } else if (rest.grams !== null && rest.grams > 0 && remainingGrams !== null && neededGrams) {
      const takenGrams = Math.min(rest.grams, remainingGrams);
      taken = (needed * takenGrams) / neededGrams;
      remaining -= taken;
      const restGrams = rest.grams - takenGrams;
      rest.quantity = (rest.quantity * restGrams) / rest.grams;
      rest.grams = restGrams;
    } else {
      continue;
    }
    if (neededGrams !== null) remainingGrams = (neededGrams * remaining) / needed;
    left.set(id, rest);
    takes.set(id, [...(takes.get(id) ?? []), { quantity: taken, unit: item.unit }]);
  }
}

/** "250 g of your 500 g rice": in the recipe's unit when every take was in one, else the entry's. */
function takenText(entry: PantryStock, before: PantryItem, takes: readonly Take[], rest: number) {
  const unit = takes[0]?.unit ?? null;
  const oneUnit = takes.every((take) => take.unit === unit);
  const decimals = writtenInDecimals(before.text);
  const amount = oneUnit
    ? amountText(
        takes.reduce((sum, take) => sum + take.quantity, 0),
        unit,
        decimals,
      )
    : amountText((entry.quantity ?? 0) - rest, entry.unit, decimals);
  return `${amount} of your ${before.text.trim()}`;
}

/**
 * The pantry entries a recipe's list uses, each with what is left of it (null: used up) and what
 * was taken, in the pantry's order. Entries it does not use, staples and entries that cannot be
 * read as an amount are not in the answer.
 */
export function pantryAfterCooking(
  list: ShoppingList,
  pantry: readonly PantryItem[],
  foods: FoodTable,
): PantryUse[] {
  if (pantry.length === 0) return [];
  const { have } = subtractPantry(list, pantry, foods);
  const stock = new Map(pantry.map((item) => [item.id, readPantryItem(foods, item)]));
  const left = new Map<string, Rest>();
  const takes = new Map<string, Take[]>();
  for (const item of list.items) {
    const cover = have[item.key];
    if (cover) takeForItem(foods, item, cover.pantryIds, stock, left, takes);
  }
  const uses: PantryUse[] = [];
  for (const before of pantry) {
    const entry = stock.get(before.id);
    const rest = left.get(before.id);
    const taken = takes.get(before.id);
    if (!entry || !rest || !taken || entry.quantity === null) continue;
    const usedUp =
      rest.quantity <= entry.quantity * USED_UP_SHARE ||
      (!isMetric(entry.unit) && rest.quantity < SMALLEST_KITCHEN_AMOUNT);
    uses.push({
      pantryId: before.id,
      before,
      after: usedUp ? null : rewriteAmount(entry, rest.quantity),
      taken: usedUp ? `all ${before.text.trim()}` : takenText(entry, before, taken, rest.quantity),
    });
  }
  return uses;
}

/** What cooking `recipe` for `servings` takes out of the pantry (see `pantryAfterCooking`). */
export function pantryAfterCookingRecipe(
  recipe: ShoppingRecipe,
  servings: number,
  pantry: readonly PantryItem[],
  foods: FoodTable,
): PantryUse[] {
  if (pantry.length === 0) return [];
  const list = buildShoppingList([recipe], { servings, foods: listFoods(foods) });
  return pantryAfterCooking(list, pantry, foods);
}
