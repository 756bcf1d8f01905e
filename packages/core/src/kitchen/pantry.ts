/**
 * The pantry (issue 29): what the household already has, with amounts ("500 g rice", "6 eggs",
 * "half a bag of spinach") or as a staple it always has ("always have: olive oil"). The list
 * subtracts it by amount through the food model: 750 g rice needed, 500 g held → buy 250 g, and
 * the row says why ("you have 500 g"). Units of one food that do not convert (a cup and grams,
 * a count and grams) are compared in grams. A pantry line that cannot be read is kept as the
 * household wrote it and subtracts nothing. A line whose amount is each of several things ("1
 * bunch each parsley and coriander") holds that amount of every one, as the list reads such a
 * recipe line.
 */
import { namesOfThings } from '../shopping/seasoning-pairs.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { convertQuantity, displayUnit, findUnit, unitDefinition } from '../ingredients/units.ts';
import type { Food } from '../food/food.ts';
import type { FoodTable } from '../food/food-table.ts';
import { listFoods } from '../food/list-foods.ts';
import { placeIngredient } from '../food/place-ingredient.ts';
import { buyAmount } from '../shopping/buy-amounts.ts';
import type { ShoppingList } from '../shopping/build-shopping-list.ts';
import { groupByCategory } from '../shopping/build-shopping-list.ts';
import { formatNumber, formatQuantity } from '../shopping/format-quantity.ts';
import { normaliseIngredientName } from '../shopping/normalise-name.ts';
import type { ShoppingItem } from '../shopping/shopping-item.ts';

/** A pantry entry as the household keeps it. */
export interface PantryItem {
  readonly id: string;
  /** As typed: "500 g rice", "6 eggs", "olive oil". */
  readonly text: string;
  /** A staple the household always has: it covers any amount. */
  readonly always?: boolean;
}

/** A pantry entry read: its food and amount where they can be known. */
export interface PantryStock {
  readonly id: string;
  /**
   * The thing's own key: the entry's id, or for each thing of a line whose amount is each of
   * several ("2 tbsp each olive oil and lemon juice") the id and the thing's place in the line.
   */
  readonly key: string;
  /** The thing's name as the line writes it ("olive oil"), for a line that names several. */
  readonly written: string;
  readonly text: string;
  readonly always: boolean;
  /** The list's name for it ("rice", "eggs"), '' when the line names nothing. */
  readonly name: string;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly food: Food | null;
  readonly grams: number | null;
}

/** Longest pantry line, and the most of one thing a kitchen holds (as in a recipe line). */
export const MAX_PANTRY_TEXT = 200;
const MAX_PANTRY_GRAMS = 50_000;

/** A number in exponent form ("1e400", "2.5E-3"), as a word of its own or before its unit. */
const EXPONENT_NUMBER = /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?e[+-]?\d/iu;
/** A fraction over zero ("1/0 cup"): no number at all. */
const OVER_ZERO = /(?<![\p{N}.,])\d+\s*[/⁄]\s*0+(?![\p{N}.,])/u;
/** A leading word that is no amount a kitchen holds: "Infinity g", "∞ eggs", "NaN cups". */
const NOT_A_NUMBER = /^(?:[-−–+]\s*)?(infinity|∞|nan)(?![\p{L}\p{N}])\s*(\S*)/iu;
/**
 * A size of zero the parser kept as a note ("0-ounce" of "1 (0-ounce) can tomatoes", "0 g" of "2
 * (0 g) packs butter"): the zero and the word after it, a weight or volume unit (`zeroSize`).
 */
const ZERO_SIZE = /(?<![\p{N}.,/])0+(?:[.,]0+)?\s*-?\s*(fl\.?\s?oz|fluid\s+ounces?|\p{L}+)/giu;

/**
 * Whether the line's amount is written as no plain number: in exponent form ("1e400 g sugar",
 * "1e5 kg flour"), over zero ("1/0 cup"), or as a word for no number ("Infinity g", "NaN cups").
 * "Nan" (or "nan") is also a spelling of naan: it is refused only before a unit or a number
 * ("nan cups rice", "nan 2"), or written as "NaN" (never a bread's spelling); "nan bread" is kept.
 */
function notPlainAmount(text: string): boolean {
  if (EXPONENT_NUMBER.test(text) || OVER_ZERO.test(text)) return true;
  const word = NOT_A_NUMBER.exec(text);
  if (word === null) return false;
  const [, number = '', next = ''] = word;
  if (number.toLowerCase() !== 'nan' || number === 'NaN') return true;
  return /^\d/.test(next) || findUnit(next) !== undefined;
}

/**
 * Whether the line's notes state a pack or piece size of zero: "1 (0-ounce) can tomatoes", "1 can
 * (0 oz) tomatoes". The food model reads such a size as none (a can is then its usual 400 g), so
 * the pantry would keep a can of nothing as a full one; it refuses it, as it refuses "2 x 0 g
 * rice". A range from zero ("1 (0- to 15-ounce) can") is kept, as "0-2 cups" is.
 */
function zeroSize(notes: string): boolean {
  if (!notes.includes('0')) return false;
  for (const [, word = ''] of notes.matchAll(ZERO_SIZE)) {
    const unit = findUnit(word);
    if (unit !== undefined && unit.dimension !== 'count') return true;
  }
  return false;
}

/**
 * Why a typed pantry line is refused, or null when it can be kept: empty, too long, a negative
 * amount, one written as no plain number ("1e400 g", "Infinity g", "NaN cups"), an amount of
 * zero ("0 g rice", "0 eggs", a can of "0-ounce") or one no kitchen holds. A line with no amount ("rice") or that only
 * cannot be read is kept (it subtracts nothing).
 */
export function pantryTextProblem(text: string, foods?: FoodTable): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Type what you have, such as "500 g rice".';
  if (trimmed.length > MAX_PANTRY_TEXT) return `Keep it under ${MAX_PANTRY_TEXT} characters.`;
  if (/^\s*[-−–]\s*\d/.test(trimmed)) return 'An amount can’t be negative.';
  if (notPlainAmount(trimmed)) return 'Write the amount as a plain number, such as "500 g".';
  const parsed = parseIngredient(trimmed);
  if (parsed.quantity !== null && !Number.isFinite(parsed.quantity)) {
    return 'Write the amount as a plain number, such as "500 g".';
  }
  // "0-2 cups" reads as up to 2; "0 g", "0 eggs", "0/2 cup" hold nothing.
  if ((parsed.quantity === 0 && !parsed.quantityMax) || zeroSize(parsed.notes)) {
    return 'An amount can’t be zero: type how much you have.';
  }
  const unit = parsed.unit === null ? undefined : unitDefinition(parsed.unit);
  const measured = (parsed.quantity ?? 0) * (unit && unit.dimension !== 'count' ? unit.factor : 1);
  const grams = foods === undefined ? null : placeIngredient(foods, parsed).grams;
  if (measured > MAX_PANTRY_GRAMS || (grams ?? 0) > MAX_PANTRY_GRAMS) {
    return 'That is more than a kitchen holds: check the amount.';
  }
  return null;
}

/** "nearly 1 jar ground cumin", "almost 2 cucumbers": a rest the leftovers say so (`weekLeftovers`). */
const NEARLY = /^(?:nearly|almost)\s+(?=[\d½¼¾⅓⅔⅛])/iu;

/** How much of the amount "nearly" is: the leftovers say it of nine tenths of a pack or more. */
const NEARLY_SHARE = 0.9;

/**
 * A pantry line through the parser; a rest kept as "nearly 1 jar ground cumin" is read as nine
 * tenths of the jar, where the parser reads no amount before "nearly" (and the name as all
 * of the words), so the kept rest would cover nothing. Never throws.
 */
export function parsePantryText(text: string): ParsedIngredient {
  const nearly = NEARLY.exec(text);
  if (nearly === null) return parseIngredient(text);
  const parsed = parseIngredient(text.slice(nearly[0].length));
  if (parsed.quantity === null || parsed.quantityMax !== null) return parseIngredient(text);
  return { ...parsed, quantity: parsed.quantity * NEARLY_SHARE };
}

/** A pantry entry read through the parser and the food model (its first thing, see `readPantryThings`). */
export function readPantryItem(foods: FoodTable, item: PantryItem): PantryStock {
  const [first] = readPantryThings(foods, item);
  return first;
}

/**
 * A pantry entry's things: one for most lines, one per thing for a line whose amount is each of
 * several ("½ bunch each oregano, rosemary, thyme": half a bunch of each, three things) or a
 * seasoning pair ("salt and pepper"), each with the line's whole amount, its own food and weight.
 */
export function readPantryThings(
  foods: FoodTable,
  item: PantryItem,
): readonly [PantryStock, ...PantryStock[]] {
  const text = item.text.trim();
  const parsed = parsePantryText(text);
  const readable = pantryTextProblem(text, foods) === null;
  const thing = (name: string, key: string): PantryStock => {
    const line: ParsedIngredient = name === parsed.name ? parsed : { ...parsed, name };
    const placement = placeIngredient(foods, line);
    return {
      id: item.id,
      key,
      written: name,
      text,
      always: item.always === true,
      name: name === '' ? '' : normaliseIngredientName(name, { unit: parsed.unit }),
      quantity: readable ? parsed.quantity : null,
      unit: readable ? parsed.unit : null,
      food: placement.food,
      grams: readable ? placement.grams : null,
    };
  };
  // As the list reads a recipe line: a seasoning pair ("salt and pepper"), else an each line
  // ("each lemon and lime juice" is two juices where the food model knows lemon juice).
  const names = namesOfThings(parsed, listFoods(foods).isFood) ?? [];
  const [first, ...more] = (names.length > 1 ? names : []).map((name, index) =>
    thing(name, `${item.id}\u0000${index}`),
  );
  return first === undefined ? [thing(parsed.name, item.id)] : [first, ...more];
}

/** What the pantry covers of one list item. */
export interface PantryCover {
  /** "you have 500 g", "you always have it", "you have 6". */
  readonly text: string;
  readonly pantryIds: readonly string[];
  /** The pantry holds all the recipes need: nothing to buy. */
  readonly covered: boolean;
}

export interface PantryList {
  /** The list less what the pantry covers: items reduced, wholly covered items gone. */
  readonly list: ShoppingList;
  /** The items the pantry covers wholly, for "in your cupboard". */
  readonly covered: readonly ShoppingItem[];
  /** By item key: what the pantry covers of it (reduced and covered items). */
  readonly have: Readonly<Record<string, PantryCover>>;
}

function itemFood(
  foods: FoodTable,
  item: ShoppingItem,
): { food: Food | null; grams: number | null } {
  const placement = placeIngredient(foods, {
    original: item.ingredient,
    quantity: item.quantity,
    quantityMax: null,
    unit: item.unit,
    name: item.name,
    notes: '',
  });
  return { food: placement.food, grams: placement.grams };
}

/** The smaller unit a kilo or litre under one is written in ("0.01 kg" → "10 g"). */
const SMALLER_UNIT: Readonly<Record<string, string>> = { kg: 'g', l: 'ml' };

/**
 * A held amount as the list writes amounts (one decimal), never shown as none: a kilo or litre
 * under one that one decimal does not hold ("0.01 kg", "0.25 l") in grams or millilitres ("10 g",
 * "250 ml"), and an amount under a twentieth ("0.01 tsp") to two significant figures.
 */
function heldAmount(
  quantity: number,
  unit: string | null,
): { amount: number; unit: string | null } {
  const smaller = unit === null ? undefined : SMALLER_UNIT[unit];
  const thousandths = Math.round(quantity * 1000 * 1e6) / 1e6;
  if (smaller !== undefined && quantity > 0 && quantity < 1 && thousandths % 100 !== 0) {
    return { amount: thousandths, unit: smaller };
  }
  return { amount: quantity, unit };
}

const haveText = (quantity: number | null, unit: string | null): string => {
  if (quantity === null) return 'you have some';
  const held = heldAmount(quantity, unit);
  const number =
    held.amount > 0 && held.amount < 0.05
      ? String(Number(held.amount.toPrecision(2)))
      : formatNumber(held.amount);
  if (held.unit === null) return `you have ${number}`;
  return `you have ${number} ${displayUnit(held.unit, held.amount)}`;
};

/** The list with the pantry subtracted (see the module comment). */
export function subtractPantry(
  list: ShoppingList,
  pantry: readonly PantryItem[],
  foods: FoodTable,
): PantryList {
  return subtractPantryThings(
    list,
    pantry.flatMap((item) => readPantryThings(foods, item)),
    foods,
  ).result;
}

/**
 * The list less the pantry's things (`readPantryThings`), and by item key the keys of the things
 * each item draws on, in order (for cooking, which takes from those same things).
 */
export function subtractPantryThings(
  list: ShoppingList,
  stock: readonly PantryStock[],
  foods: FoodTable,
): { result: PantryList; drawn: Readonly<Record<string, readonly string[]>> } {
  // What is left of each thing as items take from it, in its own unit and in grams.
  const left = new Map(
    stock.map((entry) => [entry.key, { quantity: entry.quantity, grams: entry.grams }]),
  );
  const drawn: Record<string, string[]> = {};
  const have: Record<string, PantryCover> = {};
  const covered: ShoppingItem[] = [];
  const kept: ShoppingItem[] = [];

  for (const item of list.items) {
    const { food, grams: neededGrams } = itemFood(foods, item);
    const matches = stock.filter(
      (entry) =>
        entry.name !== '' &&
        (entry.name === item.name ||
          (food !== null && entry.food !== null && entry.food.id === food.id)),
    );
    if (matches.length === 0 || item.checked) {
      kept.push(item);
      continue;
    }
    const staple = matches.find((entry) => entry.always);
    if (staple) {
      have[item.key] = { text: 'you always have it', pantryIds: [staple.id], covered: true };
      covered.push(item);
      continue;
    }
    let remaining = item.quantity;
    let remainingGrams = neededGrams;
    const used: PantryStock[] = [];
    const heldTexts: string[] = [];
    for (const entry of matches) {
      const rest = left.get(entry.key);
      if (!rest || remaining === null || remaining <= 0) break;
      // Same unit or dimension: subtract directly; else both in grams.
      const held =
        rest.quantity === null ? null : convertQuantity(rest.quantity, entry.unit, item.unit);
      if (held !== null && held > 0) {
        const take = Math.min(held, remaining);
        remaining -= take;
        if (remainingGrams !== null && neededGrams !== null && item.quantity) {
          remainingGrams = (neededGrams * remaining) / item.quantity;
        }
        const restQuantity =
          (rest.quantity ?? 0) - (convertQuantity(take, item.unit, entry.unit) ?? 0);
        left.set(entry.key, {
          quantity: restQuantity,
          grams:
            rest.grams === null || !entry.quantity
              ? null
              : (rest.grams * restQuantity) / entry.quantity,
        });
        used.push(entry);
        heldTexts.push(haveText(entry.quantity, entry.unit));
      } else if (rest.grams !== null && rest.grams > 0 && remainingGrams !== null && neededGrams) {
        const takeGrams = Math.min(rest.grams, remainingGrams);
        remainingGrams -= takeGrams;
        remaining = (item.quantity ?? 0) * (remainingGrams / neededGrams);
        const restGrams = rest.grams - takeGrams;
        left.set(entry.key, {
          grams: restGrams,
          quantity:
            rest.quantity === null || !entry.grams
              ? null
              : (rest.quantity * restGrams) / entry.grams,
        });
        used.push(entry);
        heldTexts.push(haveText(entry.quantity, entry.unit));
      }
    }
    if (used.length === 0 || remaining === null) {
      kept.push(item);
      continue;
    }
    drawn[item.key] = used.map((entry) => entry.key);
    // One entry may hold several things, but an item draws on one of them.
    const pantryIds = [...new Set(used.map((entry) => entry.id))];
    const text =
      heldTexts.length === 1
        ? (heldTexts[0] ?? '')
        : `you have ${heldTexts.map((t) => t.replace(/^you have /, '')).join(' and ')}`;
    // Less than a hundredth of the need left is rounding, not a thing to buy.
    if (remaining <= (item.quantity ?? 0) * 0.01) {
      have[item.key] = { text, pantryIds, covered: true };
      covered.push(item);
      continue;
    }
    have[item.key] = { text, pantryIds, covered: false };
    // The pantry draws on the lead amount; a line's further amounts ("+ 2 tbsp") are still needed.
    const amounts = [{ quantity: remaining, unit: item.unit }, ...(item.also ?? [])];
    kept.push({
      ...item,
      quantity: remaining,
      displayQuantity:
        amounts.length === 1
          ? formatQuantity(remaining, item.unit)
          : amounts
              .map(({ quantity, unit }) => formatQuantity(quantity, unit) || formatNumber(quantity))
              .join(' + '),
      buy: buyAmount(
        {
          name: item.name,
          bucket: item.bucket,
          quantity: remaining,
          unit: item.unit,
          also: item.also,
        },
        listFoods(foods),
      ),
    });
  }
  const categories = groupByCategory(kept);
  return {
    result: {
      list: { categories, items: categories.flatMap((category) => category.items) },
      covered,
      have,
    },
    drawn,
  };
}
