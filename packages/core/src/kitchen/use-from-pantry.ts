/**
 * What cooking a recipe takes out of the pantry (issue 29): the recipe's own list, at the servings
 * cooked, subtracted from the pantry through the food model as the Shop list is (`subtractPantry`
 * decides which entries each ingredient draws on), and each entry drawn on rewritten with what is
 * left in its own unit ("500 g rice" less 250 g is "250 g rice"; "6 eggs" less 6 is used up).
 * Staples the household always has are never taken, and an entry that cannot be read as an amount
 * ("some rice", "leftover stuff") is never touched. An entry whose amount is each of several things
 * ("2 tbsp each olive oil and lemon juice") gives each thing its own take; what is left stays one
 * entry while the things are left alike ("1 tbsp each olive oil and lemon juice"), else each thing
 * left becomes an entry of its own ("2 tbsp olive oil", and a new "1 tbsp lemon juice").
 */
import { formatKitchenNumber } from '../cooking/kitchen-amount.ts';
import { LEADING_AMOUNT, readAmount } from '../cooking/scale-ingredient-line.ts';
import type { FoodTable } from '../food/food-table.ts';
import { listFoods } from '../food/list-foods.ts';
import { placeIngredient } from '../food/place-ingredient.ts';
import { singularName } from '../ingredients/plural.ts';
import { convertQuantity, displayUnit } from '../ingredients/units.ts';
import {
  buildShoppingList,
  type ShoppingList,
  type ShoppingRecipe,
} from '../shopping/build-shopping-list.ts';
import { formatSomeNumber } from '../shopping/format-quantity.ts';
import type { ShoppingItem } from '../shopping/shopping-item.ts';
import {
  parsePantryText,
  readPantryThings,
  subtractPantryThings,
  type PantryItem,
  type PantryStock,
} from './pantry.ts';

/** One pantry entry a cooked recipe used. */
export interface PantryUse {
  readonly pantryId: string;
  /** The entry as it was, to put back exactly on Undo. */
  readonly before: PantryItem;
  /** Its new text with what is left ("250 g rice"), or null when the recipe used it all. */
  readonly after: string | null;
  /** What the recipe took, as the cook reads it: "250 g of your 500 g rice", "all 6 eggs". */
  readonly taken: string;
  /**
   * New entries for the other things of an entry whose amount was each of several, now left in
   * different amounts ("1 tbsp lemon juice" beside `after`'s "2 tbsp olive oil"); unset for most.
   */
  readonly added?: readonly PantryItem[];
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
function rewriteAmount(stock: PantryStock, rest: number, each = false): string {
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
  // The name as the household wrote it ("large eggs"), not the list's ("eggs"); a kept rest's
  // without its "nearly".
  const name = parsePantryText(stock.text).name || stock.name;
  // An amount each of several things stays each of them ("1 tbsp each olive oil and lemon juice").
  if (each) return `${amountText(rest, stock.unit, writtenInDecimals(stock.text))} each ${name}`;
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
 * What one list item takes from the things `subtractPantryThings` says it draws on, in order:
 * the same unit or dimension directly, else in grams. Updates `left` and records the takes.
 */
function takeForItem(
  foods: FoodTable,
  item: ShoppingItem,
  keys: readonly string[],
  stock: ReadonlyMap<string, PantryStock>,
  left: Map<string, Rest>,
  takes: Map<string, Take[]>,
): void {
  const needed = item.quantity;
  if (needed === null || !(needed > 0)) return;
  const neededGrams = itemGrams(foods, item);
  let remaining = needed;
  let remainingGrams = neededGrams;
  for (const id of keys) {
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

/** "250 g": in the recipe's unit when every take was in one, else the entry's. */
function takenAmount(entry: PantryStock, takes: readonly Take[], rest: number): string {
  const unit = takes[0]?.unit ?? null;
  const oneUnit = takes.every((take) => take.unit === unit);
  const decimals = writtenInDecimals(entry.text);
  return oneUnit
    ? amountText(
        takes.reduce((sum, take) => sum + take.quantity, 0),
        unit,
        decimals,
      )
    : amountText((entry.quantity ?? 0) - rest, entry.unit, decimals);
}

/** Less than 1 % of the entry left (or less than the smallest kitchen fraction) is used up. */
const isUsedUp = (entry: PantryStock, rest: number): boolean =>
  rest <= (entry.quantity ?? 0) * USED_UP_SHARE ||
  (!isMetric(entry.unit) && rest < SMALLEST_KITCHEN_AMOUNT);

/** A thing of an each entry left on its own: "1 tbsp lemon juice", "0.5 bunch thyme". */
function thingText(thing: PantryStock, rest: number): string {
  const amount = amountText(rest, thing.unit, writtenInDecimals(thing.text));
  const name = thing.unit === null && rest <= 1 ? singularName(thing.written) : thing.written;
  return `${amount} ${name}`;
}

/** An id for a new entry split from `pantryId`, not one the pantry has (as the ids' contract allows). */
function splitId(pantryId: string, index: number, taken: Set<string>): string {
  for (let n = index + 1; ; n += 1) {
    const id = `${pantryId.slice(0, 56)}-${n}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/**
 * What cooking leaves of an entry whose amount is each of several things: the takes thing by
 * thing ("1 tbsp lemon juice of your 2 tbsp each olive oil and lemon juice"); what is left one
 * entry while every thing is left alike, else one entry per thing left, the first keeping the id.
 */
function eachUse(
  before: PantryItem,
  things: readonly [PantryStock, ...PantryStock[]],
  left: ReadonlyMap<string, Rest>,
  takes: ReadonlyMap<string, readonly Take[]>,
  ids: Set<string>,
): PantryUse {
  const [first] = things;
  const rests = things.map((thing) => left.get(thing.key)?.quantity ?? thing.quantity ?? 0);
  const takenTexts = things.flatMap((thing, index) => {
    const taken = takes.get(thing.key);
    if (!taken) return [];
    const one = thing.unit === null && (thing.quantity ?? 0) - (rests[index] ?? 0) <= 1;
    const name = one ? singularName(thing.written) : thing.written;
    return [`${takenAmount(thing, taken, rests[index] ?? 0)} ${name}`];
  });
  const text = before.text.trim();
  const remaining = things
    .map((thing, index) => ({ thing, rest: rests[index] ?? 0 }))
    .filter(({ thing, rest }) => !isUsedUp(thing, rest));
  const base = { pantryId: before.id, before };
  if (remaining.length === 0) return { ...base, after: null, taken: `all ${text}` };
  const taken = `${takenTexts.join(' and ')} of your ${text}`;
  const alike = (rest: number) => Math.abs(rest - (rests[0] ?? 0)) <= (first.quantity ?? 0) * 1e-6;
  if (remaining.length === things.length && rests.every(alike)) {
    return { ...base, after: rewriteAmount(first, rests[0] ?? 0, true), taken };
  }
  const [kept, ...others] = remaining.map(({ thing, rest }) => thingText(thing, rest));
  if (others.length === 0) return { ...base, after: kept ?? null, taken };
  return {
    ...base,
    after: kept ?? null,
    taken,
    added: others.map((other, index) => ({ id: splitId(before.id, index + 1, ids), text: other })),
  };
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
  const things = pantry.map((item) => readPantryThings(foods, item));
  const { drawn } = subtractPantryThings(list, things.flat(), foods);
  return pantryUsesDrawn(list, pantry, things, drawn, foods);
}

/**
 * `pantryAfterCooking` for a caller that has read the pantry's things (`things[i]` of
 * `pantry[i]`) and subtracted the list from them already (`drawn`, by item key).
 */
export function pantryUsesDrawn(
  list: ShoppingList,
  pantry: readonly PantryItem[],
  things: readonly (readonly [PantryStock, ...PantryStock[]])[],
  drawn: Readonly<Record<string, readonly string[]>>,
  foods: FoodTable,
): PantryUse[] {
  // By thing: a line whose amount is each of several things holds one of each.
  const stock = new Map(things.flat().map((thing) => [thing.key, thing]));
  const left = new Map<string, Rest>();
  const takes = new Map<string, Take[]>();
  for (const item of list.items) {
    const keys = drawn[item.key];
    if (keys) takeForItem(foods, item, keys, stock, left, takes);
  }
  const ids = new Set(pantry.map((item) => item.id));
  const uses: PantryUse[] = [];
  pantry.forEach((before, index) => {
    const entryThings = things[index];
    if (entryThings === undefined || !entryThings.some((thing) => takes.has(thing.key))) return;
    const [entry] = entryThings;
    if (entry.quantity === null) return;
    if (entryThings.length > 1) {
      uses.push(eachUse(before, entryThings, left, takes, ids));
      return;
    }
    const rest = left.get(entry.key);
    const taken = takes.get(entry.key);
    if (!rest || !taken) return;
    const usedUp = isUsedUp(entry, rest.quantity);
    uses.push({
      pantryId: before.id,
      before,
      after: usedUp ? null : rewriteAmount(entry, rest.quantity),
      taken: usedUp
        ? `all ${before.text.trim()}`
        : `${takenAmount(entry, taken, rest.quantity)} of your ${before.text.trim()}`,
    });
  });
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
