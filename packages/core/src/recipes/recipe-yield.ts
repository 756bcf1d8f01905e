/**
 * What a recipe makes when that is not servings: "36 cookies", "Makes 12 muffins", "2 dozen
 * biscuits", "3 jars". The sheet shows nutrition per one of those beside per serving, and a page's
 * published calories for such a recipe are per one of them (decision 0030).
 *
 * Servings, people and weights or volumes of a whole batch ("4 servings", "serves 6", "500 g",
 * "2 litres", "4 cups") are not counted items: a cook does not eat "a gram". A single item ("1 loaf") is
 * the whole batch, which the servings already divide.
 */
import { formatKitchenNumber } from '../cooking/kitchen-amount.ts';
import { pluralWord, singularWord } from '../ingredients/plural.ts';
import type { Recipe } from './recipe.ts';

export type CountedYield = {
  /** How many the recipe makes at its own servings. */
  readonly count: number;
  /** One of them, singular and lower case: "cookie", "muffin", "jar". */
  readonly item: string;
  /** More than one of them: "cookies", "loaves". */
  readonly plural: string;
};

/** The most items a yield may count: more is a typing slip, not a recipe. */
const MAX_COUNT = 500;

const NOT_ITEMS = new Set([
  'serving',
  'servings',
  'serve',
  'serves',
  'person',
  'persons',
  'people',
  'portion',
  'portions',
  'adult',
  'adults',
  'guest',
  'guests',
  'pax',
  'batch',
  'batches',
  'g',
  'gram',
  'grams',
  'kg',
  'kilo',
  'kilos',
  'kilogram',
  'kilograms',
  'oz',
  'ounce',
  'ounces',
  'lb',
  'lbs',
  'pound',
  'pounds',
  'ml',
  'l',
  'litre',
  'litres',
  'liter',
  'liters',
  'quart',
  'quarts',
  'qt',
  'qts',
  'pint',
  'pints',
  'cup',
  'cups',
  'c',
  'gallon',
  'gallons',
  'tablespoon',
  'tablespoons',
  'teaspoon',
  'teaspoons',
  'tbsp',
  'tsp',
]);

/** Words between the count and the item that describe it: "12 large muffins", "24 mini tarts". */
const DESCRIBING = new Set([
  'about',
  'approx',
  'approximately',
  'around',
  'roughly',
  'up',
  'to',
  'large',
  'big',
  'medium',
  'small',
  'mini',
  'little',
  'regular',
  'standard',
  'individual',
  'thick',
  'thin',
  'round',
  'square',
  'x',
]);

/**
 * Plurals in -ies whose singular keeps the "ie" and that `singularWord` does not know ("cookies",
 * "brownies" and "pies" it does): "smoothies" → "smoothie", not "smoothy".
 */
const IE_SINGULARS = new Set(['smoothies', 'hoagies']);

const singularItem = (word: string): string =>
  IE_SINGULARS.has(word) ? word.replace(/s$/, '') : singularWord(word);

/**
 * The counted items a yield names, or null when it counts servings, a measure, one whole batch
 * or nothing readable. A range counts its upper end ("24-30 cookies" → 30), as a yield's
 * normalising does; "dozen" counts twelve.
 */
export function countedYield(yields: string | null | undefined): CountedYield | null {
  if (typeof yields !== 'string' || yields.length > 200) return null;
  const text = yields
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(?:makes|yields?|produces)\b:?/, ' ');
  const match = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(.*)$/.exec(text);
  if (match === null) return null;
  let count = Number(match[2] ?? match[1]);
  const words = (match[3] ?? '').split(/[\s,;]+/).filter(Boolean);
  let index = 0;
  if (words[index] === 'dozen') {
    count *= 12;
    index += 1;
  }
  while (index < words.length && DESCRIBING.has(words[index]!)) index += 1;
  const word = words[index]?.replace(/[^a-z-]/g, '') ?? '';
  // "3-inch cookies": a size before the item is passed over.
  const item = /^\d|inch|cm$/.test(word) ? (words[index + 1] ?? '') : word;
  if (!/^[a-z][a-z-]+$/.test(item) || NOT_ITEMS.has(item) || item === 'of') return null;
  if (!Number.isInteger(count) || count < 2 || count > MAX_COUNT) return null;
  const singular = singularItem(item);
  return { count, item: singular, plural: pluralWord(singular) };
}

/**
 * One piece cut or taken from a batch: "1 slice", "1 piece", "1 square", "1 wedge", "1 bite". A
 * recipe card whose yield says so gives the size of a serving (its figures are per that slice),
 * not how many the recipe makes: read as one serving, a loaf's whole weight would be one slice's.
 */
const ONE_PORTION =
  /^\s*(?:makes|yields?)?:?\s*(?:1|one|a)\s+(slice|piece|square|wedge|bite)\s*(?:\([^)]*\))?\s*$/i;

/**
 * The piece a yield of one names when it is a serving's size cut from a batch ("1 slice" →
 * "slice"), so that no count of servings is read from it; null for any other yield ("1 loaf",
 * "1 serving", "12 slices").
 */
export function onePortionOf(yields: string | null | undefined): string | null {
  if (typeof yields !== 'string' || yields.length > 200) return null;
  return ONE_PORTION.exec(yields)?.[1]?.toLowerCase() ?? null;
}

/** Words for the people a yield or a serving size counts, in the languages pages give them. */
const PEOPLE =
  '(?:servings?|people|persons?|portions?|guests|adults|portionen|personen|porciones|personas|personnes|porzioni|persone)';
/** A count or range's upper end: "4", "4-6", "4 to 6" (the second group, when given). */
const COUNT = '(\\d+)(?:\\s*(?:-|–|to)\\s*(\\d+))?';
/** "serves 4", "Serves: 4-6". */
const SERVES_COUNT = new RegExp(`\\bserves\\s*:?\\s*${COUNT}(?![\\d./])`, 'i');
/**
 * "4 servings", "6 people", "8 portions", not a serving's size said in servings ("1 serving = 2
 * cookies", "2 servings of 1 cup") nor part of a fraction or a decimal.
 */
const COUNT_PEOPLE = new RegExp(
  `(?<![\\d./])${COUNT}\\s+${PEOPLE}\\b(?!\\s*(?:=|:|is\\b|of\\b|size\\b))`,
  'i',
);
/**
 * A count, what it counts (if anything), then a bracket of each person's share: "4 (2 skewers per
 * person)", "24 meatballs (4 per person)", "16 (2 per serving)".
 */
const COUNT_PER_PERSON = new RegExp(
  `^\\s*(makes\\s+|serves\\s+)?${COUNT}\\s*([a-z][a-z-]*)?\\s*\\(\\s*(?:about\\s+)?(\\d+)?\\s*([a-z][a-z-]*)?\\s+(?:per|a|each)\\s+(?:person|head|serving|portion)\\s*\\)`,
  'i',
);

const oneOf = (word: string): string => singularItem(word.toLowerCase());

/**
 * The people (servings) a yield or a page's serving size names anywhere in it, or null: "42
 * skewers (serves 4)" and "Makes 24 meatballs; serves 4-6" name 4 and 6 (a range its upper end,
 * as a yield's normalising reads one), "8 People" 8, "Makes 2 quarts, 8 servings" 8. A count
 * before a bracket of each person's share counts the people when the share names the things and
 * the count does not ("4 (2 skewers per person)": 4); a count of things divided by their share
 * when the share counts the same things or none ("24 meatballs (4 per person)", "16 (2 per
 * serving)": 6 and 8). Numbers as numerals ("serves four" is the caller's to write as 4).
 */
export function peopleOf(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  const top = (low?: string, high?: string): number | null => {
    const count = Number(high ?? low);
    return Number.isInteger(count) && count > 0 && count <= MAX_COUNT ? count : null;
  };
  const share = COUNT_PER_PERSON.exec(text);
  if (share) {
    const [, lead, low, high, counted, each, eachThing] = share;
    // "4 (2 skewers per person)": the count is of people; "Makes 42 (2 skewers …)" of skewers.
    const made = /^makes/i.test(lead ?? '');
    if (counted === undefined && eachThing !== undefined && !made) return top(low, high);
    const per = Number(each);
    const same =
      eachThing === undefined || counted === undefined || oneOf(counted) === oneOf(eachThing);
    if (per > 0 && same) {
      const total = top(low, high);
      return total === null || total < per ? null : Math.round(total / per);
    }
  }
  const serves = SERVES_COUNT.exec(text) ?? COUNT_PEOPLE.exec(text);
  return serves ? top(serves[1], serves[2]) : null;
}

/**
 * The counted things a recipe makes when they are not its servings ("24 cookies" of 4 servings):
 * nutrition is then given per one of them too, and a page's published calories are per one.
 */
export function itemsOfRecipe(recipe: Pick<Recipe, 'yields' | 'servings'>): CountedYield | null {
  const counted = countedYield(recipe.yields);
  return counted !== null && counted.count !== recipe.servings ? counted : null;
}

/**
 * What `servings` of a recipe that serves `recipeServings` make, in a cook's words: "30 cookies",
 * "1 loaf", "½ loaf", "1½ loaves".
 */
export function yieldFor(items: CountedYield, servings: number, recipeServings: number): string {
  const made = (items.count * servings) / recipeServings;
  const amount = formatKitchenNumber(made);
  return `${amount} ${amount === '1' || made < 1 ? items.item : items.plural}`;
}
