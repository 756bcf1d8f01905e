/**
 * What to buy (issue 15, PRODUCT.md "Shop-ready amounts"): beside the recipe amount, the amount a
 * UK shopper puts in the basket. Counted things are rounded up to whole ones (0.5 avocado → 1),
 * tins, packs and bunches to whole ones (0.5 can → 1 can), and things sold in fixed packs to whole
 * packs of the sizes on the shelf (`uk-pack-sizes.ts`: 350 g butter → 2 × 250 g, 300 ml milk →
 * 1 pint, 5 eggs → 1 box of 6, ½ tsp chilli powder → 1 jar).
 *
 * It runs on the merged item, after household-size scaling, and leaves the recipe amount as it is
 * (SPEC §5's number format stays the rule for that). A buy amount is always whole and never less
 * than the recipe amount where the two can be compared.
 */
import { unitDefinition, type UnitDimension } from '../ingredients/units.ts';
import type { Bucket } from './categories.ts';
import { containerFor, isConsolidatable } from './consolidate.ts';
import { formatNumber, formatQuantity, tidy } from './format-quantity.ts';
import type { ListFoods } from './measure-conversions.ts';
import type { BuyAmount, ShoppingItem } from './shopping-item.ts';
import { UK_PACK_RULES, type PackRule, type PackSize } from './uk-pack-sizes.ts';

/** The fields of a merged item that decide its buy amount. */
export interface BuyAmountInput {
  /** The normalised merge name ("skinless chicken breasts"). */
  readonly name: string;
  /** The UK display names before numbering ("passata"), checked before the merge name. */
  readonly displayNames?: readonly string[];
  readonly bucket: Bucket;
  /** The recipe amount, after household-size scaling. */
  readonly quantity: number | null;
  readonly unit: string | null;
  /** Further amounts of the same thing in units that do not convert ("2 cans + 200 g"). */
  readonly also?: readonly Amount[] | undefined;
}

/** The food model and the name it is asked by, for a pack the table does not size. */
interface FoodWeights {
  readonly foods: ListFoods;
  readonly name: string;
}

/** A quantity and a canonical unit (null when counted). */
interface Amount {
  readonly quantity: number;
  readonly unit: string | null;
}

/** Portions that are bought as they are: a bunch of coriander, a head of celery, a bulb of garlic. */
const BOUGHT_WHOLE: ReadonlySet<string> = new Set(['bunch', 'head', 'bulb', 'loaf', 'ball', 'ear']);

const IGNORED_UNITS: ReadonlySet<string> = new Set(['unit', 'units']);

/** Rounds away floating-point noise (3 × 1.1666…), so that a whole amount stays whole. */

/** The first row of the pack table that fits the item, if any. */
export function packRuleFor(
  item: Pick<BuyAmountInput, 'name' | 'displayNames' | 'bucket'>,
): PackRule | undefined {
  const displayNames = item.displayNames ?? [];
  for (const rule of UK_PACK_RULES) {
    if (rule.buckets !== undefined && !rule.buckets.includes(item.bucket)) continue;
    if (rule.consolidatable && !isConsolidatable(item.name, item.bucket)) continue;
    if (rule.names === undefined || fits(rule, item.name)) return rule;
    for (const name of displayNames) {
      if (name !== item.name && fits(rule, name)) return rule;
    }
  }
  return undefined;
}

/** Whether a row's names take this name (plain loops: this runs for every item of every build). */
function fits(rule: PackRule, name: string): boolean {
  if (rule.names === undefined || !rule.names.test(name)) return false;
  return rule.except === undefined || !rule.except.test(name);
}

/** A size in its dimension's base unit (g, ml, or things). */
function baseOf(size: PackSize): number {
  if (size.unit === null) return size.quantity;
  return size.quantity * (unitDefinition(size.unit)?.factor ?? 1);
}

function dimensionOf(size: PackSize): UnitDimension {
  if (size.unit === null) return 'count';
  return unitDefinition(size.unit)?.dimension ?? 'count';
}

/** An amount moved into the rule's dimension, by its density or weight each; null when unknown. */
function convert(
  amount: number,
  from: UnitDimension,
  to: UnitDimension,
  rule: PackRule,
): number | null {
  if (from === to) return amount;
  if (from === 'count') return null;
  const density = rule.gramsPerMl;
  const grams = from === 'mass' ? amount : density === undefined ? null : amount * density;
  if (to === 'mass') return grams;
  if (to === 'volume') return density === undefined ? null : amount / density;
  if (rule.gramsEach === undefined) return null;
  // A beaten egg's millilitres are about its grams.
  return (grams ?? amount) / rule.gramsEach;
}

/** The recipe amount in the rule's dimension and base unit; null when it cannot be sized. */
function neededAmount(
  rule: PackRule,
  dimension: UnitDimension,
  quantity: number,
  unit: string | null,
  food?: FoodWeights,
): number | null {
  if (unit === null) return dimension === 'count' ? quantity : null;
  const portion = rule.portions?.[unit];
  if (portion !== undefined) return quantity * portion;
  const definition = unitDefinition(unit);
  if (unit === rule.word || definition?.kind === 'container' || BOUGHT_WHOLE.has(unit)) {
    // A pot, tin or bunch the food model weighs holds that much ("1 pot double cream" is its
    // 300 ml tub); else a pack the recipe names ("1 can", "2 packs") holds one of the smallest
    // packs, and so does a thing bought whole (a bunch of parsley is a pack of herbs).
    const grams = food === undefined ? null : food.foods.gramsOfPortion?.(food.name, unit);
    const sized =
      grams === null || grams === undefined || !(grams > 0)
        ? null
        : convert(grams, 'mass', dimension, rule);
    if (sized !== null) return quantity * sized;
    return quantity * baseOf(rule.sizes[0] ?? { quantity: 1, unit: null });
  }
  if (definition === undefined || definition.kind !== 'measure') return null;
  return convert(quantity * definition.factor, definition.dimension, dimension, rule);
}

/**
 * How many of which size: the smallest pack that holds the amount; when none does, the size
 * whose whole packs hold it with the least left over, and of those the fewest packs.
 */
export function choosePacks(
  needed: number,
  sizes: readonly number[],
): { readonly index: number; readonly count: number } {
  const amount = tidy(needed);
  const single = sizes.findIndex((size) => size >= amount);
  if (single >= 0) return { index: single, count: 1 };
  let best = { index: 0, count: Math.max(1, Math.ceil(tidy(amount / (sizes[0] ?? 1)))) };
  sizes.forEach((size, index) => {
    const count = Math.max(1, Math.ceil(tidy(amount / size)));
    const bestTotal = best.count * (sizes[best.index] ?? 0);
    if (count * size < bestTotal || (count * size === bestTotal && count < best.count)) {
      best = { index, count };
    }
  });
  return best;
}

/** A pack word numbered ('1 jar', '2 boxes'), with the unit table's plural when it has one. */
function countedWord(count: number, word: string): string {
  const plural = unitDefinition(word)?.plural ?? `${word}s`;
  return `${formatNumber(count)} ${count === 1 ? word : plural}`;
}

function sizeText(size: PackSize): string {
  return size.unit === null
    ? formatNumber(size.quantity)
    : formatQuantity(size.quantity, size.unit);
}

/**
 * The buy amount from a row of the pack table, for all of an item's amounts: those that can be
 * sized add up; none that can (a pinch, two sprigs, no amount at all) means the smallest pack.
 */
function fromRule(
  rule: PackRule,
  name: string,
  amounts: readonly Amount[],
  food?: FoodWeights,
): BuyAmount | null {
  const first = rule.sizes[0];
  if (first === undefined) return null;
  const dimension = dimensionOf(first);
  let needed: number | null = null;
  for (const amount of amounts) {
    const each = neededAmount(rule, dimension, amount.quantity, amount.unit, food);
    if (each !== null && each > 0) needed = (needed ?? 0) + each;
  }
  const { index, count } =
    needed === null ? { index: 0, count: 1 } : choosePacks(needed, rule.sizes.map(baseOf));
  const size = rule.sizes[index] ?? first;
  // The recipe already names one pack by its size (250 g butter, 1 pint of milk): nothing to add.
  const only = amounts.length === 1 ? amounts[0] : undefined;
  if (
    rule.shows === 'size' &&
    count === 1 &&
    only !== undefined &&
    only.unit !== null &&
    unitDefinition(only.unit)?.kind === 'measure' &&
    needed !== null &&
    tidy(needed) === tidy(baseOf(size))
  ) {
    return null;
  }
  const word = rule.word === 'jar-or-bottle' ? containerFor(name) : rule.word;
  const text =
    rule.shows === 'word'
      ? countedWord(count, word)
      : rule.shows === 'word-of'
        ? `${countedWord(count, word)} of ${sizeText(size)}`
        : count === 1
          ? sizeText(size)
          : `${formatNumber(count)} × ${sizeText(size)}`;
  return { quantity: count, unit: word, size: rule.shows === 'word' ? null : size, text };
}

/** Whole ones of what the recipe counts or measures in packs: 0.5 can → 1 can, 3.5 → 4. */
function wholeOf(quantity: number, unit: string | null): BuyAmount | null {
  const amount = tidy(quantity);
  const count = Math.max(1, Math.ceil(amount));
  if (count === amount) return null;
  const text = unit === null ? formatNumber(count) : formatQuantity(count, unit);
  return { quantity: count, unit, size: null, text };
}

const isAmount = (quantity: number): boolean => Number.isFinite(quantity) && quantity > 0;

/**
 * The amount to buy for a merged shopping item, or null when the recipe amount is already what
 * one buys (2 lemons, 1 can, 1 bunch) or the item is bought as measured (400 g cod loin).
 */
export function buyAmount(item: BuyAmountInput, foods?: ListFoods): BuyAmount | null {
  const { quantity } = item;
  if (quantity !== null && !isAmount(quantity)) return null;
  const unit = item.unit !== null && IGNORED_UNITS.has(item.unit) ? null : item.unit;
  const also = (item.also ?? []).filter((amount) => isAmount(amount.quantity));
  const asWritten =
    unit !== null && (unitDefinition(unit)?.kind === 'container' || BOUGHT_WHOLE.has(unit));
  // Tins, packs and bunches alone are bought as written, in whole ones: no table needed.
  const rule = asWritten && also.length === 0 ? undefined : packRuleFor(item);
  if (rule === undefined || (also.length === 0 && unit !== null && unit === rule.word)) {
    if (quantity === null || (unit !== null && !asWritten && unit !== rule?.word)) return null;
    if (rule === undefined && also.length > 0) {
      // "3 + 1 bunch Spring Onions": whole ones of the lead, or of the bunch or pack after it.
      const whole = unit !== null ? unit : also.find((amount) => isBoughtWhole(amount.unit))?.unit;
      if (whole !== undefined && whole !== null) {
        return wholeByWeight(item.name, [{ quantity, unit }, ...also], whole, foods);
      }
    }
    return wholeOf(quantity, unit);
  }
  if (
    quantity !== null &&
    unit !== null &&
    BOUGHT_WHOLE.has(unit) &&
    rule.portions?.[unit] === undefined
  ) {
    return wholeOfAll(rule, quantity, unit, also);
  }
  const main: Amount[] = quantity === null ? [] : [{ quantity, unit }];
  // The food model sizes only a pack among several amounts: one alone is bought as written.
  const food = foods === undefined || also.length === 0 ? undefined : { foods, name: item.name };
  return fromRule(rule, item.name, [...main, ...also], food);
}

/** Grams of an amount of a food by the food model, null when it cannot say. */
function gramsOf(name: string, amount: Amount, foods: ListFoods): number | null {
  if (amount.unit === null) {
    const each = foods.gramsEach(name);
    return each === null ? null : amount.quantity * each;
  }
  const definition = unitDefinition(amount.unit);
  if (definition?.kind === 'measure' && definition.dimension === 'mass') {
    return amount.quantity * definition.factor;
  }
  if (definition?.kind === 'measure' && definition.dimension === 'volume') {
    const density = foods.gramsPerMl(name);
    return density === null ? null : amount.quantity * definition.factor * density;
  }
  const portion = foods.gramsOfPortion?.(name, amount.unit) ?? null;
  return portion === null ? null : amount.quantity * portion;
}

/** A pack or a thing bought whole: a tin, a pot, a bunch, a head. */
function isBoughtWhole(unit: string | null): boolean {
  return unit !== null && (unitDefinition(unit)?.kind === 'container' || BOUGHT_WHOLE.has(unit));
}

/**
 * A line of several amounts that no row of the pack table sizes, one of them in packs or things
 * bought whole ("0.5 bag + 300 g Spinach", "3 + 1 bunch Spring Onions"): whole ones of that
 * `unit` holding them all, weighed by the food model (a 200 g bag: 2 bags; three 15 g spring
 * onions and a 100 g bunch: 2 bunches). When it cannot weigh them all, no buy amount: the row's
 * amounts say what is needed, where whole ones of one of them ("1 bag") might not hold it.
 */
function wholeByWeight(
  name: string,
  amounts: readonly Amount[],
  unit: string,
  foods: ListFoods | undefined,
): BuyAmount | null {
  const one = foods?.gramsOfPortion?.(name, unit) ?? null;
  if (foods === undefined || one === null || !(one > 0)) return null;
  let needed = 0;
  for (const amount of amounts) {
    if (amount.unit === unit) {
      needed += amount.quantity;
      continue;
    }
    const grams = gramsOf(name, amount, foods);
    if (grams === null) return null;
    needed += grams / one;
  }
  const count = Math.max(1, Math.ceil(tidy(needed)));
  return { quantity: count, unit, size: null, text: formatQuantity(count, unit) };
}

/**
 * A line led by things bought whole with amounts in other units ("1.5 bunches + 2 tbsp
 * Parsley"): whole ones of the lead thing holding them all, each lead one sized as the row's
 * smallest pack (2 bunches, not the one pack the 2 tbsp alone would fill). Amounts the row cannot
 * size (sprigs) are taken from the lead ones, as a pack's would be.
 */
function wholeOfAll(
  rule: PackRule,
  quantity: number,
  unit: string,
  also: readonly Amount[],
): BuyAmount | null {
  const first = rule.sizes[0];
  if (first === undefined) return wholeOf(quantity, unit);
  const dimension = dimensionOf(first);
  const one = baseOf(first);
  let needed = quantity;
  for (const amount of also) {
    const sized = neededAmount(rule, dimension, amount.quantity, amount.unit);
    if (sized !== null && sized > 0) needed += sized / one;
  }
  const count = Math.max(1, Math.ceil(tidy(needed)));
  return { quantity: count, unit, size: null, text: formatQuantity(count, unit) };
}

/**
 * The amount a shared or printed line leads with: the buy amount when there is one, else the
 * recipe amount. One of a counted thing prints nothing, as SPEC §5 has it ("Avocado").
 */
export function amountToBuy(
  item: Pick<ShoppingItem, 'displayQuantity'> & { readonly buy?: BuyAmount | null },
): string {
  const buy = item.buy ?? null;
  if (buy === null) return item.displayQuantity;
  if (buy.unit === null && buy.size === null && buy.quantity === 1) return '';
  return buy.text;
}

/**
 * The amount for a grocery search: the pack size with a plain 'x' for several ("2 x 250 g",
 * "12" eggs, "1.5 kg"), or the container ("1 jar"), else as `amountToBuy`.
 */
export function basketAmount(
  item: Pick<ShoppingItem, 'displayQuantity'> & { readonly buy?: BuyAmount | null },
): string {
  const buy = item.buy ?? null;
  if (buy === null || buy.size === null) return amountToBuy(item);
  const one = sizeText(buy.size);
  return buy.quantity === 1 ? one : `${formatNumber(buy.quantity)} x ${one}`;
}
