/**
 * What a week's shop leaves over (issue 29): each item bought in whole packs holds more than the
 * recipes use (a pack of 8 tortillas for 4, a cucumber for half of one, a 300 ml pot of cream
 * for 150 ml). The rest, per item, in the pack's own terms and in grams through the food model,
 * and the week's leftover share: the part of what the bought packs hold that no recipe uses.
 */
import { formatKitchenNumber } from '../cooking/kitchen-amount.ts';
import type { FoodTable } from '../food/food-table.ts';
import { typicalGrams } from '../food/nutrition.ts';
import { placeIngredient } from '../food/place-ingredient.ts';
import { pluralName, singularName } from '../ingredients/plural.ts';
import { convertQuantity, displayUnit, unitDefinition } from '../ingredients/units.ts';
import type { ShoppingList } from '../shopping/build-shopping-list.ts';
import { formatSomeNumber, inSmallerMetric, tidy } from '../shopping/format-quantity.ts';
import type { ShoppingItem } from '../shopping/shopping-item.ts';
import { keepDaysFor } from './keep-days.ts';

export interface Leftover {
  /** The list item's key and shown name. */
  readonly key: string;
  readonly ingredient: string;
  /** The rest, in the item's unit when the pack converts to it, else in packs. */
  readonly quantity: number;
  readonly unit: string | null;
  /**
   * As shown, its amount as a cook says it (session 70): "½ cucumber" of the row "0.5 Cucumber",
   * "4 tortillas", "150 ml double cream", "¾ jar ground cumin".
   */
  readonly text: string;
  /** Grams of the rest, null when the food model cannot weigh it. */
  readonly grams: number | null;
  /** Days it keeps once open or bought (keep-days.ts), null when it keeps for months. */
  readonly keepDays: number | null;
}

export interface WeekLeftovers {
  /** Perishables first (fewest keep days), then the rest by weight. */
  readonly leftovers: readonly Leftover[];
  /** Whole packs and things bought. */
  readonly packs: number;
  /** Grams the bought items hold, and grams of them no recipe uses. */
  readonly boughtGrams: number;
  readonly leftoverGrams: number;
  /** leftoverGrams ÷ boughtGrams, 0 for an empty week. */
  readonly leftoverShare: number;
}

/** Grams of one of a unit of a name, by table: weighing is linear, so one placement serves all amounts. */
const gramsPerUnit = new WeakMap<FoodTable, Map<string, number | null>>();

/** An amount of an item weighed by the food model, null when it cannot be. */
function gramsOf(
  foods: FoodTable,
  name: string,
  quantity: number,
  unit: string | null,
): number | null {
  if (!(quantity > 0)) return 0;
  let cache = gramsPerUnit.get(foods);
  if (cache === undefined) {
    cache = new Map();
    gramsPerUnit.set(foods, cache);
  }
  const key = `${unit ?? ''}\u0000${name}`;
  let perUnit = cache.get(key);
  if (perUnit === undefined) {
    const text = `1 ${unit ?? ''} ${name}`.replace(/\s+/g, ' ');
    perUnit = placeIngredient(foods, {
      original: text,
      quantity: 1,
      quantityMax: null,
      unit,
      name,
      notes: '',
    }).grams;
    if (cache.size > 5000) cache.clear();
    cache.set(key, perUnit);
  }
  return perUnit === null ? null : perUnit * quantity;
}

/** Grams of an amount: the food model's, else a typical weight for the unit (nutrition.ts). */
function weightOf(foods: FoodTable, name: string, quantity: number, unit: string | null): number {
  return gramsOf(foods, name, quantity, unit) ?? typicalGrams(quantity, unit);
}

interface Bought {
  readonly quantity: number;
  readonly unit: string | null;
  readonly packs: number;
  /** The pack's own word when the rest is shown in packs ("jar"). */
  readonly word: string | null;
}

function boughtOf(item: ShoppingItem): Bought | null {
  const { buy } = item;
  if (buy === null) return null;
  if (buy.size !== null) {
    return {
      quantity: buy.quantity * buy.size.quantity,
      unit: buy.size.unit,
      packs: buy.quantity,
      word: buy.unit,
    };
  }
  return { quantity: buy.quantity, unit: buy.unit, packs: buy.quantity, word: buy.unit };
}

const EPSILON = 1e-6;

/**
 * A rest's number as a cook says it: grams and millilitres whole, kilograms and litres in
 * decimals as a label writes them ("0.5 kg"), anything else to the nearest kitchen fraction ("½
 * cucumber", "¾ jar", "1½ bags"; at least ⅛, never nothing).
 */
function leftoverAmount(quantity: number, unit: string | null): string {
  if (unit === 'g' || unit === 'ml') return String(Math.round(quantity));
  if (unit === 'kg' || unit === 'l') return formatSomeNumber(quantity);
  return formatKitchenNumber(quantity);
}

/**
 * A rest as shown. Of a pack a spoonful was taken from, "nearly 1 jar", not "1 jar", nor "0.9
 * pack" where four sprigs were taken from a pack of thyme (any rest the list would write as .9 or
 * more); of a bunch or a counted thing likewise ("nearly 1 bunch parsley", "nearly 1 cucumber"):
 * the kitchen fraction nearest nine tenths is the whole, more than is left. Not of grams or
 * litres, written in figures.
 */
function leftoverText(amount: number, given: string | null, ingredient: string): string {
  // Float noise first: 1.9999999 left is 2, not "nearly 2"; 0.95 kg is "950 g", not "1 kg".
  const { quantity, unit } = inSmallerMetric(tidy(amount), given);
  const lower = ingredient.toLowerCase();
  const inFigures = unit === 'g' || unit === 'ml' || unit === 'kg' || unit === 'l';
  if (!inFigures && Math.round((quantity % 1) * 10) >= 9) {
    const whole = Math.ceil(quantity);
    const counted = whole > 1 ? pluralName(lower) : singularName(lower);
    return `nearly ${whole} ${unit === null ? counted : `${displayUnit(unit, whole)} ${lower}`}`;
  }
  // "½ cucumber", "1 lemon", "5 eggs" of a box for one.
  const name = unit !== null ? lower : quantity <= 1 ? singularName(lower) : pluralName(lower);
  if (unit === null) return `${leftoverAmount(quantity, unit)} ${name}`;
  return `${leftoverAmount(quantity, unit)} ${displayUnit(unit, quantity)} ${name}`;
}

/**
 * One item's rest (null when the recipes use all that is bought, or it is bought as measured),
 * and for the week's share the grams bought and left: the food model's, else a typical weight
 * for the unit, so a thing the model cannot weigh still counts.
 */
function leftoverOf(
  foods: FoodTable,
  item: ShoppingItem,
): { leftover: Leftover | null; bought: number; rest: number } {
  const bought = boughtOf(item);
  if (item.quantity === null) return { leftover: null, bought: 0, rest: 0 };
  // "1 pack + 100 g" butter needs both amounts, not the pack alone.
  const also = item.also ?? [];
  let neededWeight = weightOf(foods, item.name, item.quantity, item.unit);
  for (const more of also) neededWeight += weightOf(foods, item.name, more.quantity, more.unit);
  if (bought === null) return { leftover: null, bought: neededWeight, rest: 0 };
  const boughtWeight = weightOf(foods, item.name, bought.quantity, bought.unit);
  const inItemUnit = convertQuantity(bought.quantity, bought.unit, item.unit);
  let quantity: number;
  let unit: string | null;
  let share: number;
  if (inItemUnit !== null && inItemUnit > 0 && also.length === 0) {
    quantity = inItemUnit - item.quantity;
    unit = item.unit;
    share = quantity / inItemUnit;
  } else if (boughtWeight > 0) {
    // A jar of cumin for a teaspoon: the rest as a share of the packs; a bulb of garlic for 8
    // cloves, the cloves it has left ("2 garlic cloves", not "0.2 bulb garlic cloves").
    share = Math.max(0, boughtWeight - neededWeight) / boughtWeight;
    const piece = item.unit === null ? gramsOf(foods, item.name, 1, null) : null;
    const pieces = piece === null || !(piece > 0) ? 0 : Math.round((share * boughtWeight) / piece);
    // Packs of a known size leave their measure ("150 g butter" of two 250 g blocks).
    const measured = bought.unit !== null && unitDefinition(bought.unit)?.kind === 'measure';
    quantity = pieces >= 1 ? pieces : measured ? share * bought.quantity : share * bought.packs;
    unit = pieces >= 1 ? null : measured ? bought.unit : bought.word;
  } else {
    return { leftover: null, bought: neededWeight, rest: 0 };
  }
  if (!(quantity > EPSILON)) return { leftover: null, bought: boughtWeight, rest: 0 };
  const known = gramsOf(foods, item.name, bought.quantity, bought.unit);
  return {
    leftover: {
      key: item.key,
      ingredient: item.ingredient,
      quantity,
      unit,
      text: leftoverText(quantity, unit, item.ingredient),
      grams: known === null ? null : Math.round(known * share),
      keepDays: keepDaysFor(item.name, item.category),
    },
    bought: boughtWeight,
    rest: boughtWeight * share,
  };
}

/** What the week's list leaves over once its recipes are cooked. */
export function weekLeftovers(list: ShoppingList, foods: FoodTable): WeekLeftovers {
  const leftovers: Leftover[] = [];
  let packs = 0;
  let boughtGrams = 0;
  let leftoverGrams = 0;
  for (const item of list.items) {
    if (item.checked) continue;
    packs +=
      item.buy?.quantity ??
      (item.quantity === null ? 1 : Math.max(1, Math.ceil(item.unit === null ? item.quantity : 1)));
    const { leftover, bought, rest } = leftoverOf(foods, item);
    boughtGrams += bought;
    leftoverGrams += rest;
    if (leftover !== null) leftovers.push(leftover);
  }
  leftovers.sort(
    (a, b) =>
      (a.keepDays ?? Number.POSITIVE_INFINITY) - (b.keepDays ?? Number.POSITIVE_INFINITY) ||
      (b.grams ?? 0) - (a.grams ?? 0),
  );
  return {
    leftovers,
    packs,
    boughtGrams: Math.round(boughtGrams),
    leftoverGrams: Math.round(leftoverGrams),
    leftoverShare: boughtGrams > 0 ? Math.round((leftoverGrams / boughtGrams) * 1000) / 1000 : 0,
  };
}
