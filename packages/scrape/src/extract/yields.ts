/**
 * Recipe yields in one form: "4 servings", "24 cookies", "1 loaf", "2 dozen". A range counts its
 * upper end ("8-10" → "10 servings"); a bare number counts servings.
 */
import {
  findUnit,
  NUMBER_WORDS,
  onePortionOf,
  parseIngredient,
  peopleOf,
  unitDefinition,
  US_FLUID_MEASURES_ML,
} from '@plateful/core';

/**
 * Item words a yield can count, singular and plural; the longest match wins. recipe-scrapers'
 * kinds of item (`RECIPE_YIELD_TYPES`, with the 21 it added in 2026: brownies, naan, tarts,
 * burritos, …), so "12 naan flatbreads" counts 12 naan, not 12 servings, as its references do.
 * But its slices and squares: pieces cut from a whole, whose count alone is read (`countedItems`,
 * "8 slices") and one of which is a portion (`onePortionOf`); as item words they made "1 loaf (8
 * slices)" one slice.
 */
const YIELD_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['dozen', 'dozen'],
  ['batch', 'batches'],
  ['cake', 'cakes'],
  ['sandwich', 'sandwiches'],
  ['bun', 'buns'],
  ['cookie', 'cookies'],
  ['muffin', 'muffins'],
  ['cupcake', 'cupcakes'],
  ['loaf', 'loaves'],
  ['pie', 'pies'],
  ['cup', 'cups'],
  ['pint', 'pints'],
  ['gallon', 'gallons'],
  ['ounce', 'ounces'],
  ['pound', 'pounds'],
  ['gram', 'grams'],
  ['liter', 'liters'],
  ['piece', 'pieces'],
  ['layer', 'layers'],
  ['scoop', 'scoops'],
  ['bar', 'bars'],
  ['patty', 'patties'],
  ['hamburger bun', 'hamburger buns'],
  ['pancake', 'pancakes'],
  ['item', 'items'],
  ['bowl', 'bowls'],
  ['scone', 'scones'],
  ['brownie', 'brownies'],
  ['blondie', 'blondies'],
  ['churro', 'churros'],
  ['crepe', 'crepes'],
  ['croissant', 'croissants'],
  ['donut', 'donuts'],
  ['fritter', 'fritters'],
  ['naan', 'naan'],
  ['pierogi', 'pierogies'],
  ['pizzelle', 'pizzelles'],
  ['tart', 'tarts'],
  ['turnover', 'turnovers'],
  ['burrito', 'burritos'],
  ['quesadilla', 'quesadillas'],
  ['gordita', 'gorditas'],
  ['falafel', 'falafel'],
  ['wrap', 'wraps'],
  ['skewer', 'skewers'],
  ['jar', 'jars'],
  ['roll', 'rolls'],
];

/** Words that mean the yield counts things, not servings. */
const ITEM_WORDS =
  /\bsandwiches\b|\btacquitos\b|\bmakes\b|\bcups\b|\bappetizer\b|\bporzioni\b|\bcookies\b|\b(?:large|small)?buns\b/i;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "`count` <item>" when the text names a known kind of item as a whole word, else null. */
function yieldType(text: string, count: number): string | null {
  const lower = text.toLowerCase();
  let best: string | null = null;
  let bestLength = 0;
  for (const [singular, plural] of YIELD_TYPES) {
    const found = [singular, plural].find((word) =>
      new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u').test(lower),
    );
    if (found && found.length > bestLength) {
      bestLength = found.length;
      best = `${count} ${count === 1 ? singular : plural}`;
    }
  }
  return best;
}

/**
 * "12 slices", "8 rolls": a number and one plural noun counts those items, whatever they are.
 * Words for servings or people (in any language) and measures still count servings.
 */
function countedItems(text: string): string | null {
  const match = text.trim().match(/^(\d+)\s+([a-z]{2,}s)$/i);
  if (!match || SERVING_WORDS.test(match[2]!)) return null;
  return `${match[1]} ${match[2]!.toLowerCase()}`;
}

const SERVING_WORDS =
  /^(?:servings|serves|persons|portions|people|peoples|pax|ppl|personas|porciones|personnes|persones|porzionis?|adults|guests|quarts|tablespoons|teaspoons|tbsps|tsps|litres|ounces|grams)$/i;

const RANGE = /\d+(\s+to\s+|-)\d+/i;

/** A number written as a word ("Serves four", "six to eight servings"), as a whole word. */
const NUMBER_WORD = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}-])`,
  'giu',
);

/**
 * A yield's numbers written as words, as numerals: "Serves four" is "Serves 4", "one 9-inch pie"
 * "1 9-inch pie" (its count first, not the tin's inches). Without this the count read was none:
 * "0 servings" shown, and the recipe left on the default servings.
 */
function withNumerals(text: string): string {
  return text.replace(NUMBER_WORD, (word) => String(NUMBER_WORDS[word.toLowerCase()] ?? word));
}

/**
 * A worded yield whose first number is its tin's size, not a count ("one 9” x 5” loaf", "one
 * 9-inch pie"): an inch mark, "inch", "-in", or "x" and a number after it. Beside a bare count
 * (["16", "one 9” x 5” loaf"]) that count stands; "1 (9 x 13 inch) pan" still counts 1.
 */
const PAN_SIZE_FIRST = /^\D*?\d+(?:\.\d+)?\s*(?:["”″]|-?\s*inch(?:es)?\b|-in\b|\s*[x×]\s*\d)/i;

/** The yield as a normalised string, or null when the value holds nothing. */
export function normaliseYield(value: unknown): string | null {
  let raw: unknown = value;
  if (Array.isArray(raw)) {
    // Pages give ["4", "4 servings"] or ["12", "12 muffins"]: the worded entry wins only when it
    // counts a known kind of item or names a serving's piece ("1 slice"); otherwise the first entry stands ("8" over "8-10 servings").
    const worded = raw.find(
      (entry) =>
        typeof entry === 'string' &&
        /\D/.test(entry) &&
        !PAN_SIZE_FIRST.test(entry) &&
        (yieldType(entry, 1) !== null ||
          countedItems(entry) !== null ||
          onePortionOf(entry) !== null),
    );
    raw = worded ?? raw.find((entry) => entry !== null && entry !== '') ?? null;
  }
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    // QuantitativeValue: {"value": "6", "unitText": "persons"}.
    const record = raw as Record<string, unknown>;
    raw = record.value ?? record.maxValue ?? record['@value'] ?? null;
  }
  if (raw === null || raw === undefined || raw === '') return null;
  let text = withNumerals(String(raw).trim());
  if (text === '') return null;
  const range = text.match(RANGE);
  if (range) {
    const separator = range[1]!;
    text = text.split(separator)[1] ?? text;
  }
  // A decimal count is kept ("6.5 gallons" of a brew): cutting it to "6" would change the amount.
  const count = Number(text.match(/\d+(?:\.\d+)?/)?.[0] ?? 0);
  // "1 slice" is a serving's size cut from a batch, not one serving of the whole batch.
  const portion = onePortionOf(text);
  if (portion !== null) return `1 ${portion}`;
  const best = yieldType(text, count) ?? countedItems(text);
  if (best) return best;
  if (ITEM_WORDS.test(text)) return `${count} item${count === 1 ? '' : 's'}`;
  return `${count} serving${count === 1 ? '' : 's'}`;
}

/** The number of servings in a normalised yield, or null when it counts something else. */
export function servingsOf(yields: string | null): number | null {
  const match = yields?.match(/^(\d+) servings?$/);
  const count = match ? Number(match[1]) : 0;
  return count > 0 ? count : null;
}

/** Words that say a yield counts servings or people. */
const SERVINGS_NAMED = /\b(?:serves|serving|servings|people|persons|portions)\b/i;

/**
 * A yield without the remark in brackets after a count of servings or people: "16 servings (2
 * pies)" → "16 servings", "Serves 2 (serving size: 1 1/2 cups)" → "Serves 2". Other text as it is.
 */
function withoutRemarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRemarks);
  if (typeof value !== 'string') return value;
  const outside = value
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return outside !== value.trim() && /\d/.test(outside) && SERVINGS_NAMED.test(outside)
    ? outside
    : value;
}

/** A count of things, then a bracket of the servings each holds: "2 tarts (8 servings each)". */
const SERVINGS_EACH =
  /^\s*(\d+)\s+[a-z][a-z\s-]*\(\s*(\d+)\s+(?:servings?|portions?)\s+(?:each|apiece)\s*\)/i;

/**
 * The servings a recipe's yield (as the page gives it, before `normaliseYield`) counts. A count of
 * servings or people stands whatever a bracket after it says the batch makes or a serving holds:
 * "16 servings (2 pies)" serves 16 and "Serves 2 (serving size: 1 1/2 cups)" serves 2 (their
 * normalised yields, "16 pies" and "2 cups" as recipe-scrapers reads them, count no servings, so
 * such a recipe took the default four and showed a quarter of the batch per serving). A measure
 * of the batch ("1 quart", "750 ml") counts none (`isMeasuredYield`).
 */
export function servingsOfYield(value: unknown): number | null {
  // "2 tarts (8 servings each)": the things' count times the servings each one holds.
  const each = typeof value === 'string' ? SERVINGS_EACH.exec(value) : null;
  if (each) return Number(each[1]) * Number(each[2]);
  if (Array.isArray(value)) {
    // WPRM's pair, ["4", "4 cups"]: the number is the servings its calculator divided by, each
    // serving the measure's unit.
    const bare = value.find(
      (entry) =>
        (typeof entry === 'number' && Number.isInteger(entry)) ||
        (typeof entry === 'string' && /^\s*\d+\s*$/.test(entry)),
    );
    const measured = value.some((entry) => typeof entry === 'string' && isMeasuredYield(entry));
    if (measured && bare !== undefined && Number(bare) > 0) return Number(bare);
  }
  if (typeof value === 'string' && isMeasuredYield(value)) {
    // "1 quart (8 servings)": a count of servings in a bracket after the measure stands.
    const counted = [...value.matchAll(/\(([^()]*)\)/g)]
      .map((bracket) => bracket[1] ?? '')
      .find((inside) => SERVINGS_NAMED.test(inside));
    if (counted !== undefined) return servingsOf(normaliseYield(counted));
    return peopleInYield(value);
  }
  // "24 meatballs (4 per person)": each person's share says what the count is of (its worded
  // yield, of no known item, is "24 servings").
  if (typeof value === 'string' && PER_PERSON.test(value)) {
    const people = peopleInYield(value);
    if (people !== null) return people;
  }
  return servingsOf(normaliseYield(withoutRemarks(value))) ?? peopleInYield(value);
}

/** A bracket of each person's share: "(2 skewers per person)", "(4 per serving)". */
const PER_PERSON = /\bper\s+(?:person|head|serving|portion)\s*\)/i;

/**
 * The people a yield that counts things or a measure also names (`peopleOf`): "42 skewers (serves
 * 4)", "Makes 24 meatballs; serves 6", "4 (2 skewers per person)", "1 quart, serves 4". Their
 * worded yields count skewers, meatballs or a quart, so without this the recipe took the default
 * servings though its cook said how many it feeds. The first entry of a list that names some.
 */
function peopleInYield(value: unknown): number | null {
  for (const entry of Array.isArray(value) ? value : [value]) {
    if (typeof entry !== 'string') continue;
    const people = peopleOf(withNumerals(entry));
    if (people !== null) return people;
  }
  return null;
}

/** A yield that is a number alone: 42, "42", ["42"]. */
function isBareCount(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isBareCount);
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value))
  );
}

/**
 * A recipe's servings from its yield and its `nutrition.servingSize`, as a page's schema.org
 * Recipe gives them. A serving size that names two or more people ("Serves 8", "8 People", "4
 * (2 skewers per person)": a plugin writing the recipe's servings there, as its figures are per
 * one of them) stands where the yield says no servings ("8 cups", "42 skewers") or is a bare
 * number, which says less than a count of people ("42" beside "4 (2 skewers per person)"). A
 * yield worded in servings or people stands over it. A size of one serving or an amount ("1
 * serving", "1/2 cup", "240 g") names no people and leaves the yield's servings; an amount
 * divides a yield that is a measure and counts none (`servingsOfMeasures`).
 */
export function servingsOfRecipe(value: unknown, servingSize: unknown): number | null {
  const fromYield = servingsOfYield(value);
  const size = Array.isArray(servingSize) ? servingSize[0] : servingSize;
  if (typeof size !== 'string') return fromYield;
  const sized = peopleOf(withNumerals(size));
  if (sized !== null && sized >= 2) {
    return fromYield === null || isBareCount(value) ? sized : fromYield;
  }
  return fromYield ?? servingsOfMeasures(value, size);
}

/** The most servings a yield's measure divided by a serving's may give: more is a slip. */
const MAX_MEASURED_SERVINGS = 100;

/**
 * The servings in a yield that is a measure of the batch, by a serving size in a measure of the
 * same kind: "1 quart" of "1/2 cup" servings is 8, "Makes about 4 cups" of "1 cup" 4, "1 kg" of
 * "250 g" 4 (a yield of a measure counts no servings of its own, `isMeasuredYield`, and the page's
 * figures are per that serving). Null when either is no measure or they measure different things.
 */
function servingsOfMeasures(value: unknown, size: string): number | null {
  const batch = typeof value === 'string' && isMeasuredYield(value) ? measureOf(value) : null;
  const serving = batch === null ? null : measureOf(size);
  if (batch === null || serving === null || batch.dimension !== serving.dimension) return null;
  // Cups on either side: a page in US measures, whose pints and quarts are the US ones.
  const us = batch.unit === 'cup' || serving.unit === 'cup';
  const amount = (one: { quantity: number; unit: string; factor: number }) =>
    one.quantity * ((us ? US_FLUID_MEASURES_ML[one.unit] : undefined) ?? one.factor);
  const servings = Math.round(amount(batch) / amount(serving));
  return servings >= 2 && servings <= MAX_MEASURED_SERVINGS ? servings : null;
}

/** An amount of a weight or volume: "1/2 cup", "1 Quart", "250 g" (its unit's size, `factor`). */
function measureOf(
  text: string,
): { quantity: number; unit: string; factor: number; dimension: string } | null {
  // A range its upper end, as a yield's count is read ("6-8 cups": 8).
  const parsed = parseIngredient(text.replace(/^\s*(?:makes|yields?)[\s:]+/i, ''));
  const { unit } = parsed;
  const quantity = parsed.quantityMax ?? parsed.quantity;
  const definition = unit === null ? undefined : unitDefinition(unit);
  if (unit === null || quantity === null || !(quantity > 0) || definition?.kind !== 'measure') {
    return null;
  }
  if (definition.dimension === 'count') return null;
  return { quantity, unit, factor: definition.factor, dimension: definition.dimension };
}

/** A yield's lead-in words, its count or range, and the one or two words after it. */
const YIELD_AMOUNT =
  /^\s*(?:(?:makes|yields?|about|approx(?:imately|\.)?)[\s:]+)*\d+(?:[.,/]\d+)?(?:\s*(?:-|to)\s*\d+(?:[.,/]\d+)?)?\s*([a-z]+)(?:\.?\s*([a-z]+))?/i;

/**
 * Whether a yield is a measure of the batch, not a count of servings: "1 quart", "2 pints", "750
 * ml", "Makes about 4 cups", by the ingredient parser's own weights and volumes (`findUnit`). Its
 * number is no count of servings (recipe-scrapers' normalised "1 serving" for "1 quart" showed
 * the whole batch per serving, and "750 ml" made 750 servings), so the recipe keeps the default
 * servings unless a bracket counts them.
 */
function isMeasuredYield(text: string): boolean {
  const [, first, second] = YIELD_AMOUNT.exec(text) ?? [];
  if (first === undefined) return false;
  const unit =
    (second === undefined ? undefined : findUnit(`${first} ${second}`)) ?? findUnit(first);
  return unit?.kind === 'measure';
}
