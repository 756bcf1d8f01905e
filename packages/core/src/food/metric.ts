/**
 * US and imperial measures as grams or millilitres, for the metric switch on the sheet and in
 * cook mode: "1 cup flour" → "125 g flour", "1 stick butter" → "113 g butter", "2 cups milk" →
 * "480 ml milk", "1 lb beef mince" → "455 g beef mince". Only the leading amount and its unit
 * change; spoons stay spoons (UK kitchens have them), and a line the food model cannot weigh is
 * left exactly as written.
 */
import {
  amountAfterLead,
  mapSameAmounts,
  readAmount,
  readLeadingAmount,
} from '../cooking/scale-ingredient-line.ts';
import { US_FLUID_MEASURES_ML, type RecipeMeasures } from '../ingredients/recipe-measures.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import {
  convertQuantity,
  readUnit,
  readUnitAfterSpaces,
  unitDefinition,
} from '../ingredients/units.ts';
import type { FoodTable } from './food-table.ts';
import { placeEachThing, type IngredientPlacement } from './place-ingredient.ts';
import { madeOnFirstUse } from '../memo.ts';

/** Units the switch rewrites: everything a UK cook would weigh or pour in metric. */
const NON_METRIC: ReadonlySet<string> = new Set([
  'cup',
  'oz',
  'lb',
  'fl oz',
  'pint',
  'quart',
  'gallon',
  'stick',
]);

/** The densest a liquid is whose ounces are poured: water, milk, cream, spirits, oil, stock. */
const THIN = 1.05;
/** A fluid ounce in ml where the recipe's measures do not say which: the unit table's (imperial). */
const FLUID_OUNCE_ML = unitDefinition('fl oz')?.factor ?? 0;
/** A US fluid ounce in ml: a canning jar's size ("8-ounce jars" are half-pints, 237 ml). */
const US_FLUID_OUNCE_ML = US_FLUID_MEASURES_ML['fl oz'] ?? 0;
/** An ounce and a pound in grams, from the unit table. */
const OUNCE_GRAMS = unitDefinition('oz')?.factor ?? 0;
const POUND_GRAMS = unitDefinition('lb')?.factor ?? 0;

/**
 * The key of `RecipeMeasures` (no unit's name) that `metricMeasures` sets for a drink: there an
 * ounce of any liquid, a syrup's or a liqueur's too, is the fluid ounce of the cook's jigger.
 */
export const POURED_OUNCES = 'poured ounces';

/** The unit of a line's leading amount ("2 oz bourbon", "▢ 1 fl oz gin"), or null. */
function leadingUnit(line: string): string | null {
  const rest = line.slice(amountAfterLead(line));
  const amount = readLeadingAmount(rest);
  return amount === null
    ? null
    : (readUnitAfterSpaces(rest, amount.end, true)?.unit.canonical ?? null);
}

/**
 * The measures the metric switch reads a recipe's lines by: its own (`recipeMeasures`), and
 * `POURED_OUNCES` where the recipe is a drink: two or more of its lines pour ounces of a thin
 * liquid (a spirit, a juice, soda: "2 oz bourbon", "¾ oz lemon juice", or fluid ounces) and none
 * weighs ounces of a solid. There "1 oz simple syrup", "½ oz grenadine" or "1 oz Cointreau" is
 * poured from the same jigger, not weighed: 28 ml, not 28 g; so is an ounce of a liquid the model
 * does not know ("½ oz orgeat"), where the thin liquids outnumber such lines. A sauce of "8 oz
 * cream cheese" and "2 oz honey" is no drink; nor a recipe with one ounce of a thin liquid.
 */
export function metricMeasures(
  table: FoodTable,
  lines: readonly string[],
  measures: RecipeMeasures | null,
): RecipeMeasures | null {
  let poured = 0;
  let unknown = 0;
  for (const line of lines) {
    const unit = leadingUnit(line);
    if (unit === 'fl oz') poured += 1;
    if (unit !== 'oz') continue;
    const food = placeEachThing(table, line, measures)[0]?.food ?? null;
    if (food === null) unknown += 1;
    else if (!food.liquid) return measures;
    else if ((food.gramsPerMl ?? 2) <= THIN) poured += 1;
  }
  return poured >= 2 && poured > unknown ? { ...measures, [POURED_OUNCES]: 1 } : measures;
}

/** One number of a joined measure: "2", "1/2", "1 1/2", "1½", "½". */
const JOINED_NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?(?:\s?[½¼¾⅓⅔⅛⅜⅝⅞])?|[½¼¾⅓⅔⅛⅜⅝⅞])`;
/**
 * More of the measure after its unit, which the parser adds into the amount: " plus 2
 * tablespoons", " + 2 tbsp", " minus 1 tbsp", " and 2 tablespoons", " 4 oz" after pounds, " and a
 * half"; a bracket before a join ("1 stick (½ cup) plus …") with it. Group 1 the bracket.
 */
const JOINED_MEASURE = new RegExp(
  String.raw`^(\s*\([^()]*\))?\s*(?:(?:plus\b|\+|minus\b|and\b)\s*)?${JOINED_NUMBER}\s*(?=\S)`,
  'iu',
);
const AND_A_HALF = /^\s*and\s+a\s+half\b/i;

/**
 * Where the amount's text ends when the parser read more than the leading number ("1 cup plus 2
 * tablespoons", "1 lb 4 oz", "1 cup and a half"): past each joined measure whose unit adds to
 * the amount's (a volume or weight), so the rewritten amount stands for all of them. A bracket
 * before a join goes with it: it gave the first part only. With it, whether one of the joined
 * measures is in a unit the switch rewrites ("1 tsp plus 1 cup sugar": the sum is a cup's worth,
 * though it opens with a spoon).
 */
function joinedMeasures(line: string, position: number): { end: number; nonMetric: boolean } {
  let cursor = position;
  let nonMetric = false;
  for (;;) {
    const rest = line.slice(cursor);
    const half = AND_A_HALF.exec(rest);
    if (half) {
      cursor += half[0].length;
      continue;
    }
    const joined = JOINED_MEASURE.exec(rest);
    if (!joined || (joined[1] !== undefined && joined[0].length === joined[1].length)) {
      return { end: cursor, nonMetric };
    }
    const unit = readUnit(line, cursor + joined[0].length, true);
    if (!unit || unit.unit.dimension === 'count') return { end: cursor, nonMetric };
    if (NON_METRIC.has(unit.unit.canonical)) nonMetric = true;
    cursor = unit.end + (line.slice(unit.end).startsWith('.') ? 1 : 0);
  }
}

/** A bracket straight after the measure, and its inside. */
const FIRST_BRACKET = /^\s*\(([^()]*)\)/;
/**
 * Where a bracket of several amounts parts them: "2 sticks / 226 g", "6 ounces/168 grams", "8 oz,
 * 226 g", "1 cup = 240 ml"; not a fraction's slash ("1 1/2 sticks").
 */
const AMOUNT_PARTS = /\s*(?:(?<!\d)\/|\/(?!\d)|,|;|\||=|\bor\b)\s*/;
/** One amount in such a bracket, group 1 its unit's words: "2 sticks", "226 g", "1 1/2 cups". */
const ONE_AMOUNT = new RegExp(String.raw`^~?${JOINED_NUMBER}\s*([^\d()]*?)\.?$`, 'u');

/** Whether a part of a bracket is one amount of a measure (or of butter's stick). */
function isOneAmount(part: string): boolean {
  const words = ONE_AMOUNT.exec(part)?.[1];
  if (words === undefined || words === '') return false;
  const unit = readUnit(words, 0, true);
  if (unit === null || unit.end !== words.length) return false;
  return unit.unit.dimension !== 'count' || unit.unit.canonical === 'stick';
}

/** The amounts of a bracket straight after the measure, or null where it holds anything else. */
function bracketOfAmounts(rest: string): { length: number; parts: string[] } | null {
  const bracket = FIRST_BRACKET.exec(rest);
  if (bracket === null) return null;
  const parts = (bracket[1] ?? '').trim().split(AMOUNT_PARTS);
  return parts.every(isOneAmount) ? { length: bracket[0].length, parts } : null;
}

/** A metric unit as an author writes it: "g", "grams", "ml", "litres". */
const METRIC_UNIT = String.raw`g|grams?|gr|gms?|ml|millilit(?:re|er)s?|kg|kilograms?|l|lit(?:re|er)s?`;
/** A metric amount as an author writes it: "125 g", "250ml", "1.5 kg". */
const METRIC_AMOUNT = new RegExp(String.raw`^(\d+(?:[.,]\d+)?)\s*(${METRIC_UNIT})\.?$`, 'i');
/** The author's metric amount after a slash: "/275ml", " / 225 g"; group 1 the number, 2 the unit. */
const SLASHED_METRIC = new RegExp(
  String.raw`^\s*\/\s*(\d+(?:[.,]\d+)?)\s*(${METRIC_UNIT})\b\.?`,
  'i',
);
/** A metric unit as written → as shown. */
const METRIC_SHOWN = (unit: string): string => {
  const lower = unit.toLowerCase();
  if (lower.startsWith('k')) return 'kg';
  if (lower.startsWith('m')) return 'ml';
  if (lower.startsWith('l')) return 'l';
  return 'g';
};

/**
 * The author's own metric amount in a bracket of amounts after the measure ("(125 g)", "(2 sticks
 * / 226 g)", "(250ml / 8.5 fl oz)"): the bracket's length, the number and the unit; else null.
 */
function authorsMetric(rest: string): { length: number; number: string; unit: string } | null {
  const bracket = bracketOfAmounts(rest);
  if (bracket === null) return null;
  for (const part of bracket.parts) {
    const metric = METRIC_AMOUNT.exec(part);
    if (metric) {
      return {
        length: bracket.length,
        number: metric[1] ?? '',
        unit: METRIC_SHOWN(metric[2] ?? ''),
      };
    }
  }
  return null;
}

/**
 * The rest of a rewritten line without the same amount again in other measures: "2 sticks (1
 * cup) butter" is "226 g butter", "1 cup (8 oz) butter" "227 g butter"; the grams are that amount
 * now. A bracket of anything else ("(about 3 medium)", "(2 large)") is kept.
 */
function withoutSameAmount(rest: string): string {
  const bracket = bracketOfAmounts(rest);
  return bracket === null ? rest : rest.slice(bracket.length);
}

/** Grams or ml as a cook reads them: whole from 10 up ("113"), one decimal below ("2.5"). */
function metricNumber(value: number): string {
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

/**
 * Grams or ml as a kitchen scale or jug shows them: whole from 1 up ("5 g" of chopped herbs, not
 * "5.4 g"), one decimal below ("0.5 g" saffron). Kilograms and litres keep `metricNumber`'s.
 */
function smallMetricNumber(value: number): string {
  return value >= 1 ? String(Math.round(value)) : metricNumber(value);
}

/**
 * An amount or range of grams or ml as shown: in kg or l when `size` (the amount that decides)
 * is 1000 or more ("425 g", "1.4-1.8 kg", "240-480 ml").
 */
function metricText(low: number, high: number | null, unit: string, size: number): string {
  const large = size >= 1000;
  const show = (value: number): string =>
    large ? metricNumber(value / 1000) : smallMetricNumber(value);
  const amount = high === null ? show(low) : `${show(low)}-${show(high)}`;
  return `${amount} ${large ? (unit === 'g' ? 'kg' : 'l') : unit}`;
}

/**
 * A pack's size in a bracket after a count: "(15 oz)", "(14.5-ounce)", "(12 fl. oz.)", "(3-4 lb)";
 * group 1 the number, group 2 a range's top.
 */
const BRACKETED_SIZE = /^\(\s*(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*-?\s*/;

/**
 * The line with a pack's US or imperial size after its count in grams or ml: "1 (15 oz) can black
 * beans" → "1 (425 g) can black beans", "2 (8-ounce) packages cream cheese" → "2 (227 g) packages
 * cream cheese". A can's ounces are its weight; fluid ounces are the recipe's own (a US recipe's
 * 29.6 ml). Unchanged where the bracket holds anything else.
 */
function withMetricSize(line: string, position: number, measures: RecipeMeasures | null): string {
  const size = BRACKETED_SIZE.exec(line.slice(position));
  if (!size) return line;
  const unitAt = position + size[0].length;
  const unit = readUnit(line, unitAt, true);
  if (!unit || !NON_METRIC.has(unit.unit.canonical) || unit.unit.dimension === 'count') {
    return line;
  }
  const close = /^\.?\s*\)/.exec(line.slice(unit.end));
  if (!close) return line;
  const { canonical, dimension } = unit.unit;
  // "4 (8 oz) jelly jars" are jars to fill (US fluid ounces), "1 (2-lb) loaf pan" the UK's 900 g
  // tin, as in a step.
  const after = line.slice(unit.end + close[0].length, unit.end + close[0].length + 60);
  const jar = canonical === 'oz' && JAR_AFTER.exec(after)?.[1] !== undefined;
  const tin = canonical === 'lb' && LOAF_TIN_AFTER.test(after);
  const factor = jar
    ? US_FLUID_OUNCE_ML
    : tin
      ? LOAF_TIN_GRAMS_PER_POUND
      : (measures?.[canonical] ?? unit.unit.factor);
  const low = Number(size[1]) * factor;
  const high = size[2] === undefined ? null : Number(size[2]) * factor;
  if (!(low > 0) || (high !== null && !(high > low))) return line;
  const shown = metricText(low, high, dimension === 'mass' && !jar ? 'g' : 'ml', high ?? low);
  return `${line.slice(0, position)}(${shown})${line.slice(unit.end + close[0].length)}`;
}

/**
 * The same amount told another way after the line's own (`mapSameAmounts`) in grams or ml where
 * its unit says which without the food: a weight ("(about 1 pound)" → "(about 454 g)", "(or 2
 * ounces)") or fluid ounces. A cup there is left: it weighs what the food does.
 */
function metricSameAmount(text: string, measures: RecipeMeasures | null): string {
  const amount = readLeadingAmount(text);
  if (amount === null) return text;
  const { end, space, low, high } = amount;
  const unit = readUnitAfterSpaces(text, end, true);
  if (unit === null) return text;
  const { canonical, dimension } = unit.unit;
  const shownIn = canonical === 'fl oz' ? 'ml' : dimension === 'mass' ? 'g' : null;
  if (shownIn === null || !NON_METRIC.has(canonical) || !(low > 0)) return text;
  const factor = measures?.[canonical] ?? unit.unit.factor;
  const shown = metricText(
    low * factor,
    high === null ? null : high * factor,
    shownIn,
    (high ?? low) * factor,
  );
  const unitEnd = unit.end + (/^\.(?=[\s);,]|$)/.test(text.slice(unit.end)) ? 1 : 0);
  return `${space}${shown}${mapSameAmounts(text.slice(unitEnd), (more) => metricSameAmount(more, measures))}`;
}

/**
 * The line with its US or imperial measure as grams or ml, and the same amount told another way
 * after it where it is a weight; unchanged when it cannot be. With its recipe's measures
 * (`recipeMeasures`), a US recipe's pint is 473 ml, not 568.
 */
export function metricIngredientLine(
  table: FoodTable,
  line: string,
  measures: RecipeMeasures | null = null,
): string {
  const metric = metricOfLeadingAmount(table, line, measures);
  // A measure the switch rewrote says the amount already ("113 g parmesan (about 4 ounces)").
  // "1 cup warm water (105 degrees F)": a line's temperature in Celsius as a step's.
  if (metric !== line && leadingUnitIsNonMetric(line)) {
    return withCelsius(withCentimetres(metric), false);
  }
  const amount = readLeadingAmount(metric);
  const from = amount === null ? 0 : amount.end;
  return withCelsius(
    withCentimetres(
      `${metric.slice(0, from)}${mapSameAmounts(metric.slice(from), (more) => metricSameAmount(more, measures))}`,
    ),
    false,
  );
}

/**
 * Below an inch, the sizes a UK recipe writes (the usual conversion chart): ⅛ inch 3 mm, ¼ inch
 * 5 mm, ⅜ and ½ inch 1 cm, ¾ inch 2 cm; in millimetres.
 */
const SMALL_INCHES: readonly (readonly [number, number])[] = [
  [1 / 8, 3],
  [1 / 4, 5],
  [3 / 8, 10],
  [1 / 2, 10],
  [5 / 8, 15],
  [3 / 4, 20],
  [7 / 8, 20],
];

/** A length in inches as millimetres a cook reads: the chart below an inch, else to ½ cm or 1 cm. */
function inchesAsMillimetres(inches: number): number {
  const charted = SMALL_INCHES.find(([size]) => Math.abs(size - inches) < 0.01);
  if (charted) return charted[1];
  const millimetres = inches * 25.4;
  if (millimetres < 10) return Math.max(1, Math.round(millimetres));
  if (millimetres < 100) return Math.round(millimetres / 5) * 5;
  return Math.round(millimetres / 10) * 10;
}

/** Millimetres as shown: "3 mm", "2.5 cm", "1-2.5 cm" (a range in the unit of its top). */
function lengthText(low: number, high: number | null): string {
  const top = high ?? low;
  const show = (mm: number): string => (top < 10 ? String(mm) : String(mm / 10));
  const amount = high === null ? show(low) : `${show(low)}-${show(high)}`;
  return `${amount} ${top < 10 ? 'mm' : 'cm'}`;
}

/**
 * The inch mark written after a number: '8" tin', '12″ skillet', '9” cake pan' (a curly quote
 * set by the page's software), '8"-inch pans' (not a quotation's closing mark).
 */
const INCH_MARK = String.raw`["″”](?:-?inch(?:es)?\b)?(?![\p{L}\d])`;
/** Quotes that may close a quotation, not counting inch marks after a number. */
const QUOTES_NOT_AFTER_A_NUMBER = /(?<![\d½¼¾⅜⅝⅞⅛])["”]/gu;
/** How many of the positions, in order, stand before `at`. */
function countBefore(positions: readonly number[], at: number): number {
  let [low, high] = [0, positions.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * For one text, whether a quote in `whole`, at `at`, closes a quotation: an odd count of straight
 * quotes stands before it, or more opening curly quotes than closing ones (inch marks after a
 * number not counted: 'an 8" or 9" pan'). The text's quotes are found once, when first asked,
 * not once a match (a line of many inch marks would take quadratic time).
 */
function quotationCloser(text: string): (whole: string, at: number) => boolean {
  let quotes: { straight: number[]; closing: number[]; opening: number[] } | null = null;
  return (whole, at) => {
    if (!/["”]/u.test(whole)) return false;
    if (quotes === null) {
      quotes = { straight: [], closing: [], opening: [] };
      for (const mark of text.matchAll(QUOTES_NOT_AFTER_A_NUMBER)) {
        (mark[0] === '"' ? quotes.straight : quotes.closing).push(mark.index);
      }
      for (const mark of text.matchAll(/“/gu)) quotes.opening.push(mark.index);
    }
    const closing = countBefore(quotes.closing, at);
    return countBefore(quotes.straight, at) % 2 === 1 || countBefore(quotes.opening, at) > closing;
  };
}

/** "2 x 8-inch sandwich tins", "4 x 12 hole muffin tins": a small count of containers, not a size. */
const countsContainers = (sizes: string, after: string): RegExpExecArray | null => {
  const count = COUNTED_SIZE.exec(sizes);
  return count !== null && PLURAL_CONTAINER().test(after) ? count : null;
};
const INCH_NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?(?:\s?[½¼¾⅜⅝⅞⅛])?|[½¼¾⅜⅝⅞⅛])`;
/**
 * A length in inches: "1-inch", "1/2 inch", "1 1/2-inches", "4- to 6-inch", "2-3 inches"; group 1
 * the number, group 2 a range's top, group 3 a hyphen joining it to the next word ("-thick"),
 * groups 4 and 5 the author's own metric length in a bracket after it ("2-inch (5 cm)").
 */
// No two runs of spaces stand side by side with only optional parts between them ("\s*-?\s*"):
// a line with a long run of spaces after a figure would take cubic time to give up on.
const INCHES = new RegExp(
  String.raw`(?<![\d/.])(${INCH_NUMBER})(?:\s*(?:(?:-\s*)?inch(?:es)?\s*)?(?:-|–|(?:-\s*)?to)\s*(${INCH_NUMBER}))?\s*(?:(?:-\s*)?inch(?:es)?\b|${INCH_MARK})(-(?=\p{L}))?(?:\s*\(\s*((?:\d+(?:[.,]\d+)?|[.,]\d+)(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?)\s*(?:-\s*)?(cm|mm)\.?\s*\))?`,
  'giu',
);
/** A number and "and" or "or" just before: "between ½ and 1 inch" has two lengths, one unit. */
const SHARED_INCH = /(?:\d|[½¼¾⅜⅝⅞⅛])\s*(?:and|or)\s*$/u;
/** A number and "x" or "by" just before: a size's other side that `DIMENSIONS` did not read. */
const DIMENSION_BEFORE = /(?:\d|[½¼¾⅜⅝⅞⅛])\s*(?:[x×]|(?:-\s*)?by-?)\s*$/iu;
/** A count just before a size: "1 1-inch piece" is shown "1 (2.5 cm) piece". */
const COUNT_BEFORE = /(?:^|[\s(])\d+\s+$/;

/**
 * The line with its lengths in inches as centimetres or millimetres, as a UK recipe gives them:
 * "cut into 1-inch pieces" → "cut into 2.5 cm pieces", "½-inch-thick slices" → "1 cm thick
 * slices", "1 1-inch piece ginger" → "1 (2.5 cm) piece ginger".
 */
function withCentimetres(line: string): string {
  const closesInLine = quotationCloser(line);
  // The inch reader's text is the line once its sizes are read: its quotes, asked for once there.
  let closesInSized: ((whole: string, at: number) => boolean) | null = null;
  const converted = line
    .replace(DIMENSIONS, (whole: string, sizes: string, hyphen: string | undefined, at: number) => {
      if (closesInLine(whole, at)) return whole;
      // "2 x 8-inch sandwich tins" is two tins of 8 inches, not a size of 2 by 8.
      const count = countsContainers(sizes, line.slice(at + whole.length));
      if (count) return `${count[1] ?? ''}${dimensionsText(whole, count[2] ?? '', hyphen)}`;
      return dimensionsText(whole, sizes, hyphen);
    })
    .replace(BARE_PAN_SIZES, barePanText)
    .replace(
      INCHES,
      (
        whole,
        low: string,
        high: string | undefined,
        hyphen: string | undefined,
        authors: string | undefined,
        authorsUnit: string | undefined,
        at: number,
        sized: string,
      ) => {
        // What stands before it once a pan's sizes are read ("a 23 x 33 cm pan; cut into 8 ").
        // (The last 40 characters: the tests are anchored at its end, and read from each start.)
        const before = sized.slice(Math.max(0, at - 40), at);
        if (SHARED_INCH.test(before) || DIMENSION_BEFORE.test(before)) return whole;
        closesInSized ??= quotationCloser(sized);
        if (closesInSized(whole, at)) return whole;
        // "2-inch (5 cm) pieces", "½-inch (1-cm) dice": the author's own length.
        if (authors !== undefined) {
          const length = authors
            .replace(/\s*[-–]\s*/, '-')
            .replaceAll(',', '.')
            .replace(/(^|-)\./g, '$10.');
          return `${length} ${authorsUnit ?? ''}`;
        }
        const from = readAmount(low);
        const to = high === undefined ? null : readAmount(high);
        if (!(from > 0) || (to !== null && !(to > from))) return whole;
        const text = lengthText(
          inchesAsMillimetres(from),
          to === null ? null : inchesAsMillimetres(to),
        );
        const shown = COUNT_BEFORE.test(before) ? `(${text})` : text;
        return hyphen === undefined ? shown : `${shown} `;
      },
    );
  return converted === line ? line : withArticles(converted);
}

/** Where sizes part in "9 x 13-inch", "9-inch by 5-inch", "8×8 inches", "10- by 15-inch". */
const BY = String.raw`\s*(?:(?:(?:-\s*)?inch(?:es)?|["″”])\s*)?(?:x|×|(?:-\s*)?by-?)\s*`;
/** A pan's or a sheet's sizes in inches: "9 x 13-inch", "9x5x3 inches"; group 1 the sizes. */
const DIMENSIONS = new RegExp(
  String.raw`(?<![\d/.])(${INCH_NUMBER}(?:${BY}${INCH_NUMBER})+)\s*(?:(?:-\s*)?inch(?:es)?\b|${INCH_MARK})(-(?=\p{L}))?`,
  'giu',
);

/**
 * A pan's sizes with no unit, as American recipes write them: "a 9x13 casserole dish", "an 8 x 8
 * baking pan", "an 8x8 or 9x9 pan". Only a pan's sizes in inches (each side 4 to 18, the
 * shorter at most 13), so a UK "20x30 tin", in centimetres, and "1 x 14 fl oz tin", a count, are
 * left alone; group 1 the sizes.
 */
const BARE_PAN_SIZES = new RegExp(
  String.raw`(?<![\d/.,])(\d{1,2}\s?[x×]\s?\d{1,2}(?:\s?[x×]\s?\d{1,2})?)(?=(?:\s+or\s+\d{1,2}\s?[x×]\s?\d{1,2})?(?:\s+(?!(?:cm|mm|in|inch|inches|fl|oz|g|kg|ml|l|lbs?|pints?)\b)[\p{L}-]+){0,2}?\s+(?:pans?|dish|dishes|tins?|trays?|casserole|skillet|moulds?|molds?|baking)\b)`,
  'giu',
);

/**
 * A bare pan size in inches as centimetres ("9x13" → "23 x 33 cm", "13x9x2" → "33 x 23 x 5 cm"),
 * unless it reads as cm: the third size, a depth, 1 to 6 inches. Not a small count before
 * containers ("4 x 12 hole muffin tins").
 */
function barePanText(whole: string, sizes: string, at: number, text: string): string {
  // "4 x 12 hole muffin tins": a count of tins, each of a size in no unit said.
  if (countsContainers(sizes, text.slice(at + whole.length))) return whole;
  const [length = 0, width = 0, depth] = sizes.split(/\s?[x×]\s?/iu).map(Number);
  const [longer, shorter] = [Math.max(length, width), Math.min(length, width)];
  if (longer > 18 || shorter > 13 || shorter < 4) return whole;
  if (depth !== undefined && (depth < 1 || depth > 6)) return whole;
  return dimensionsText(whole, sizes.replace(/\s?[x×]\s?/giu, ' x '), undefined);
}

/** Sizes that are a small count and one size: "2 x 8" (two of 8 inches); groups the count, size. */
const COUNTED_SIZE = /^([1-4]\s*[x×]\s*)(\d+(?:\.\d+)?)$/iu;
/** Containers counted after a size: "… sandwich tins", "… round cake pans" (a word or two first). */
const PLURAL_CONTAINER = madeOnFirstUse(
  () =>
    /^[\s-]*(?:[\p{L}]+\s+){0,2}(?:pans|tins|dishes|trays|moulds|molds|skillets|ramekins|rings)\b/iu,
);

/**
 * "a" or "an" before a number as it is read aloud: a length the switch wrote may start with
 * another sound than the inches did ("an 8-inch pan" → "a 20 cm pan", "a 7-inch tin" → "an 18
 * cm tin").
 */
function withArticles(text: string): string {
  return text.replace(/\b([Aa])n? (?=(\d+))/gu, (_article, letter: string, number: string) =>
    /^(?:8|11|18)$|^8/u.test(number) ? `${letter}n ` : `${letter} `,
  );
}

/** "9 x 13-inch" → "23 x 33 cm", all in the unit of the largest. */
function dimensionsText(whole: string, sizes: string, hyphen: string | undefined): string {
  const millimetres = sizes
    .split(new RegExp(BY, 'iu'))
    .map((size) => inchesAsMillimetres(readAmount(size)));
  if (!millimetres.every((mm) => mm > 0)) return whole;
  const inCentimetres = Math.max(...millimetres) >= 10;
  const text = `${millimetres.map((mm) => String(inCentimetres ? mm / 10 : mm)).join(' x ')} ${
    inCentimetres ? 'cm' : 'mm'
  }`;
  return hyphen === undefined ? text : `${text} `;
}

/**
 * A temperature in Fahrenheit: "350°F", "350 ° F", "350 degrees F", "425 degrees Fahrenheit", a
 * range "375-400°F" or with the scale after each figure, "190F - 205F", "350°F to 375°F".
 */
// The range's first scale mark: each part starts with its own mark, not with a space run that
// could stand beside the next one (a long run of spaces would take more than linear time).
const FAHRENHEIT =
  /(?<![\d.])(\d{2,3})(?:(?:\s*[°º˚])?(?:\s*F\b)?\s*(?:-|–|to)\s*(\d{2,3}))?\s*(?:[°º˚]\s*F\b|degrees?\s+F(?:ahrenheit)?\b|F\b(?=[\s.,;)/。]|$))/giu;
/** A Celsius figure as authors write it: "180°C", "180 degrees C", "180C", "180 °C fan". */
const CELSIUS_FIGURE = String.raw`\d{2,3}\s*(?:[°º˚]\s*C\b|degrees?\s+C(?:elsius)?\b|C\b)`;
/** A Celsius figure or range: "180°C", "87C - 96C", "90–95 °C", "160°C fan". */
const CELSIUS_SPAN = String.raw`\d{2,3}(?:(?:\s*[°º˚])?(?:\s*C\b)?\s*[-–]\s*\d{2,3})?\s*(?:[°º˚]\s*C\b|degrees?\s+C(?:elsius)?\b|C\b)(?:\s*fan\b)?`;
/**
 * Both scales side by side, parted by a slash or "or": "350 F/180 C", "375°F / 190°C", "180°C /
 * 400°F", "90–95 °C / 195–205 °F", "170 C or 340 F"; group 1 the Celsius before the Fahrenheit,
 * group 6 the Celsius after it.
 */
const SLASHED_SCALES = new RegExp(
  String.raw`(?<![\d.])(${CELSIUS_SPAN})\s*(?:\/|\bor\b)\s*${FAHRENHEIT.source}|${FAHRENHEIT.source}\s*(?:\/|\bor\b)\s*(${CELSIUS_SPAN})`,
  'giu',
);
/**
 * Fahrenheit with the author's Celsius in a bracket after it: "350°F (180°C)", "400 degrees F
 * (200 degrees C/gas 6)"; group 3 the bracket's inside (at most 40 characters either side of
 * its figure).
 */
const FAHRENHEIT_THEN_CELSIUS = new RegExp(
  String.raw`${FAHRENHEIT.source}\s*\(\s*([^()]{0,40}?${CELSIUS_FIGURE}[^()]{0,40}?)\s*\)`,
  'giu',
);
/** A range's first figure just before a figure: "250°-", "225°F and ", "170 to ". */
const RANGE_BEFORE = /\d\s*[°º˚]?\s*(?:F\b)?\s*(?:-|–|to|and)\s*$/iu;
/**
 * Celsius with the Fahrenheit in a bracket after it: "180°C (350°F)", "87C - 96C (190F - 205F)";
 * group 1 the Celsius.
 */
const CELSIUS_THEN_FAHRENHEIT = new RegExp(
  String.raw`(${CELSIUS_SPAN})\s*\(\s*(?:${FAHRENHEIT.source}|\d{2,3}\s*(?:[°º˚]\s*)?fahrenheit\b)\.?\s*\)`,
  'giu',
);
/** An oven's degrees with no scale, too hot for Celsius: "Preheat oven to 350 degrees." */
const BARE_DEGREES =
  /(?<![\d.])(2[89]\d|[3-5]\d\d)(?:\s*(?:-|–|to)\s*([3-5]\d\d))?\s*(?:[°º˚]|degrees?\b)(?!\s*(?:[CF]\b|celsius|fahrenheit))/giu;
/** A length already in centimetres or millimetres in the same step: its inches are the author's. */
const METRIC_LENGTH = /\d\s*(?:cm|mm)\b/iu;
/** A temperature already in Celsius in the same text: "180°C", "180 degrees C", "180C". */
const CELSIUS = /\d\s*(?:[°º˚]\s*C\b|degrees?\s+C(?:elsius)?\b|C\b(?=[\s.,;)/]|$))/iu;

/** Degrees Celsius as a UK recipe gives them: an oven's to the nearest 10, a thermometer's whole. */
function celsius(fahrenheit: number, oven = false): number {
  const exact = ((fahrenheit - 32) * 5) / 9;
  return oven || fahrenheit >= 250 ? Math.round(exact / 10) * 10 : Math.round(exact);
}

/** Words that heat an oven near a temperature: "Preheat the oven to", "Bake at", "in a … oven". */
const OVEN_WORDS = /\b(?:(?<!dutch\s+)oven|pre-?heat|bake|baking|roast)/giu;
/**
 * Words of a heat that is not an oven's: oil, a fryer, a grill, a barbecue, sugar; a Dutch oven is
 * a pot on the hob.
 */
const NOT_OVEN_WORDS =
  /\b(?:oil|fryer|air-fryer|fry|frying|deep-fry|grill|griddle|barbecue|bbq|smoker|dutch\s+oven|syrup|sugar|caramel|toffee|jam|candy)\b/giu;
/**
 * Words of a reading of the food, not of the oven ("bake until it is 200°F", "until a thermometer
 * reads 205°F"): only below 250°F, as no food is read hotter ("Bake until golden, about 25
 * minutes at 350°F" is the oven's).
 */
const READING_WORDS = /\b(?:thermometer|internal|until|reads?|registers?)\b/giu;
/** The hottest a reading of a food is, in °F (a loaf's middle, 190-210°F). */
const HOTTEST_READING = 250;

/** Where the last match of a global pattern in `text` starts, or -1. */
function lastMatch(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

/**
 * Whether the temperature at `at` is an oven's: an oven's word in its sentence just before it
 * with no other heat's word nearer ("Heat the oil in a Dutch oven to 350°F" is a pot's oil; "toss
 * with oil and roast at 425°F" an oven's), or, no other heat's word before it, one straight after
 * it ("… a 350°F oven"). Read in the 60 characters before it, not back to the sentence's start
 * (a long step would take quadratic time).
 */
function heatsAnOven(text: string, at: number, length: number, fahrenheit: number): boolean {
  const near = text.slice(Math.max(0, at - 60), at);
  const before = near.slice(Math.max(...[...'.!?;'].map((mark) => near.lastIndexOf(mark) + 1)));
  const after = text.slice(at + length, at + length + 12);
  const reading = fahrenheit < HOTTEST_READING ? lastMatch(READING_WORDS, before) : -1;
  const other = Math.max(lastMatch(NOT_OVEN_WORDS, before), reading);
  const oven = lastMatch(OVEN_WORDS, before);
  if (oven > other) return true;
  return other < 0 && lastMatch(OVEN_WORDS, after) >= 0;
}

/**
 * An oven's gas mark for degrees Fahrenheit, as UK recipes give it beside Celsius: 225°F ¼, 250°F
 * ½, then one mark each 25°F from 275°F (1) to 475°F (9); none outside.
 */
function gasMark(fahrenheit: number): string | null {
  if (fahrenheit < 213 || fahrenheit > 487) return null;
  if (fahrenheit < 238) return '¼';
  if (fahrenheit < 263) return '½';
  return String(Math.round((fahrenheit - 250) / 25));
}

/**
 * A step of a method as the metric switch shows it: temperatures in Fahrenheit as Celsius, an
 * oven's with its fan oven's and gas mark as UK recipes give them ("Heat the oven to 350°F" → "…
 * to 180°C/160°C fan/gas 4", "to 165 degrees F" → "to 74°C", an oven's "350 degrees" too hot for
 * Celsius) unless the step gives Celsius already ("350°F (180°C)"), and
 * lengths in inches as centimetres ("a 9 x 13-inch dish" → "a 23 x 33 cm dish", "1-inch pieces"
 * → "2.5 cm pieces", a no-break space before the unit) unless it gives centimetres already ("6 x
 * 9 inches (15 x 23 cm)").
 */
export function metricMethodStep(step: string): string {
  const celsiusText = withMetricAmounts(withCelsius(step, true));
  const lengths = METRIC_LENGTH.test(celsiusText) ? celsiusText : withCentimetres(celsiusText);
  // A figure read in a paragraph keeps its number and unit on one line ("23 x 33 cm", "1.9 l",
  // the author's "180 C"); a step left as written is returned as it was.
  return lengths === step ? step : lengths.replace(/(\d) (cm|mm|kg|g|ml|l|C)\b/gu, '$1\u00a0$2');
}

/**
 * A weight in pounds in a step: "the 2 lbs chicken", "a 1-pound loaf", "1-lb. loaf", "1½-2 pounds";
 * or in ounces before a pack's word ("a 15oz can", "two 8-ounce packages"), a pack's printed
 * weight (a jar's to fill, and a loaf tin's pounds, are read apart: `JAR_AFTER`, `LOAF_TIN_AFTER`);
 * group 1 the number, 2 a range's top, 3 the unit. Other ounces in a step are left: a
 * "10-12oz mug" or "128 ounces" of water are fluid ounces, which a step does not say.
 */
const STEP_WEIGHT = new RegExp(
  String.raw`(?<![\d/.])(${JOINED_NUMBER})(?:\s*(?:-|–|to)\s*(${JOINED_NUMBER}))?\s*(?:-\s*)?(?:(lbs?|pounds?)\b\.?|(oz|ounces?)\b\.?(?=\s*(?:(?:canning|mason|jam|jelly|preserving)\s+)?(?:cans?|tins?|packages?|packets?|packs?|bags?|jars?|blocks?|boxe?s?)\b))`,
  'giu',
);
/**
 * A volume in US quarts or gallons in a step: "2 quarts of water", "a 2-quart baking dish", "a
 * 6-quart slow cooker", "1-gallon bags"; group 1 the number, 2 a range's top, 3 the unit. UK
 * recipes measure in neither, so they are the US ones (946 ml, 3.79 l); a step's pints, which
 * either country's recipes give, are left.
 */
const STEP_VOLUME = new RegExp(
  String.raw`(?<![\d/.])(${JOINED_NUMBER})(?:\s*(?:-|–|to)\s*(${JOINED_NUMBER}))?\s*(?:-\s*)?(quarts?|qts?|gallons?)\b`,
  'giu',
);
/** A volume in metric in the same step, or its words: the author's ("7-quart (6 ½ liters)"). */
const METRIC_VOLUME = /\b(?:ml|millilit(?:re|er)s?|lit(?:re|er)s?|\d+(?:[.,]\d+)?\s*l)\b/iu;

/**
 * A loaf tin named after its pounds: "a 1-lb loaf pan", "2-pound nonstick loaf tins", "(1½-pound)
 * loaf pan" after its inches. The pounds are the dough it holds, and UK tins are sold by that
 * weight's round name, "450 g" and "900 g" loaf tins (450 g a pound); a loaf of bread's own
 * pounds ("a 1-lb. loaf of rye") stay exact.
 */
const LOAF_TIN_AFTER =
  /^\s*\)?\s*(?:(?:non-?stick|metal|glass|ceramic|standard|greased|lined)\s+)?loaf[\s-]+(?:pans?|tins?)\b/iu;
const LOAF_TIN_GRAMS_PER_POUND = 450;

/**
 * A jar to fill named by its ounces, which are US fluid ounces (a canning jar's size: "8-ounce
 * jars" are half-pints, 237 ml): a canning, mason, jam or jelly jar ("4-oz jelly jars"), or jars
 * a step fills ("Ladle into 3 8-oz jars", "Fill 6 4-ounce jars") or cans (the step names canning,
 * a canner, headspace or mason jars). A jar "of" something ("a 16-oz jar of salsa") or a jar a
 * step does not fill is a bought one, its ounces a weight.
 */
const JAR_AFTER = /^\s*(?:(canning|mason|jam|jelly|preserving)\s+)?jars?\b(?!\s+of\b)/iu;
/** A step's words before such jars that fill them, in the same sentence. */
const FILLS_JARS =
  /(?:\bfill\w*|\b(?:ladle|pour|spoon|funnel|divide|transfer|strain|pack|decant)\w*\b[^.;!?]*\b(?:into|among|between|to))\b[^.;!?]*$/iu;
/** A step about canning: its jars are containers. */
const CANNING = /\b(?:canning|canner|headspace|mason\s+jars?)\b/iu;

/** A weight already in grams in the same step: its pounds are the author's ("100 g / 3.5 oz"). */
const METRIC_WEIGHT = /\d\s*(?:g|gr|grams?|kg|kilograms?)\b/iu;

/**
 * The step with its weights in pounds, and a pack's in ounces, in grams or kg ("454 g"), and its
 * US quarts and gallons in ml or litres ("1.9 l").
 */
function withMetricAmounts(step: string): string {
  // Most steps name no such unit: one cheap look before the patterns.
  if (!/lb|pound|oz|ounce|qt|quart|gallon/iu.test(step)) return step;
  const canning = CANNING.test(step);
  const converted = METRIC_WEIGHT.test(step)
    ? step
    : step.replace(
        STEP_WEIGHT,
        (
          whole: string,
          low: string,
          high: string | undefined,
          pounds: string | undefined,
          _ounces: string | undefined,
          at: number,
        ) => {
          const after = step.slice(at + whole.length, at + whole.length + 60);
          const jar = pounds === undefined ? JAR_AFTER.exec(after) : null;
          const filled =
            jar !== null &&
            (jar[1] !== undefined ||
              canning ||
              FILLS_JARS.test(step.slice(Math.max(0, at - 80), at)));
          const tin = pounds !== undefined && LOAF_TIN_AFTER.test(after);
          const grams = tin
            ? LOAF_TIN_GRAMS_PER_POUND
            : pounds === undefined
              ? OUNCE_GRAMS
              : POUND_GRAMS;
          const each = filled ? US_FLUID_OUNCE_ML : grams;
          const from = readAmount(low) * each;
          const to = high === undefined ? null : readAmount(high) * each;
          if (!(from > 0) || (to !== null && !(to > from))) return whole;
          // "1 lb. spinach" → "454 g spinach"; "Add 2 lb. Stir." keeps its sentence's full stop.
          const stop = whole.endsWith('.') && /^\s*(?:$|[A-Z])/u.test(after);
          const text = metricText(from, to, filled ? 'ml' : 'g', to ?? from);
          const counted = COUNT_BEFORE.test(step.slice(Math.max(0, at - 12), at));
          return `${counted ? `(${text})` : text}${stop ? '.' : ''}`;
        },
      );
  // The step's own litres, not the ml of a jar shown above, leave its quarts as written.
  const poured = METRIC_VOLUME.test(step)
    ? converted
    : converted.replace(
        STEP_VOLUME,
        (whole: string, low: string, high: string | undefined, unit: string, at: number) => {
          const ml = US_FLUID_MEASURES_ML[/^g/iu.test(unit) ? 'gallon' : 'quart'] ?? 0;
          const from = readAmount(low) * ml;
          const to = high === undefined ? null : readAmount(high) * ml;
          if (!(from > 0) || (to !== null && !(to > from))) return whole;
          const text = metricText(from, to, 'ml', to ?? from);
          // "5 1-gallon bags" → "5 (3.8 l) bags", as a pack's size after its count.
          return COUNT_BEFORE.test(converted.slice(Math.max(0, at - 12), at)) ? `(${text})` : text;
        },
      );
  return poured === step ? step : withArticles(poured);
}

/**
 * The text with its temperatures in Fahrenheit as Celsius (`metricMethodStep`'s), or the author's
 * own Celsius where it gives both; with `bareDegrees`, an oven's "350 degrees" too.
 */
function withCelsius(step: string, bareDegrees: boolean): string {
  // Every temperature read has a degree sign, "degrees", "Fahrenheit" or a figure's F or C.
  if (!/[°º˚]|degree|fahrenheit|\d\s*[fc]\b/iu.test(step)) return step;
  const asCelsius = (
    whole: string,
    low: string,
    high: string | undefined,
    at: number,
    text: string,
  ): string => {
    const from = Number(low);
    const to = high === undefined ? null : Number(high);
    if (to !== null && !(to > from)) return whole;
    const span = (degrees: (fahrenheit: number) => string | null): string | null => {
      const [first, last] = [degrees(from), to === null ? null : degrees(to)];
      return last === null || last === first ? first : `${first ?? ''}-${last}`;
    };
    // A low oven (a 225°F oven) is still an oven's: to the nearest 10, with its gas mark.
    const oven = from >= 200 && heatsAnOven(text, at, whole.length, from);
    const shown = `${span((f) => String(celsius(f, oven))) ?? ''}°C`;
    if (!oven) return shown;
    const gas = span(gasMark);
    const fan = span((f) => String(celsius(f, true) - 20)) ?? '';
    return `${shown}/${fan}°C fan${gas === null ? '' : `/gas ${gas}`}`;
  };
  // "350°F (180°C)", "180°C (350°F)": the author's Celsius alone, as a UK recipe gives it.
  const authors = step
    .replace(FAHRENHEIT_THEN_CELSIUS, (whole: string, ...groups: unknown[]) => {
      const [, , inside, at, text] = groups as [string, string, string, number, string];
      // "250°-275°F (120-135°C)", "between 225°F and 230°F (107-110°C)": the bracket gives a
      // range whose first figure stands before the match; the step is left as written.
      return RANGE_BEFORE.test(text.slice(Math.max(0, at - 16), at)) ? whole : inside;
    })
    .replace(CELSIUS_THEN_FAHRENHEIT, '$1')
    // "350 F/180 C", "180°C / 400°F": the author's Celsius alone too.
    .replace(SLASHED_SCALES, (_whole: string, before?: string, ...groups: unknown[]) => {
      return before ?? (groups[4] as string);
    });
  // A text the author gives in Celsius (or now does) keeps its figures; else each is converted.
  let converted = authors;
  if (!CELSIUS.test(authors)) {
    converted = step.replace(FAHRENHEIT, asCelsius);
    if (bareDegrees) converted = converted.replace(BARE_DEGREES, asCelsius);
  }
  // "a 180°F oven" → "an 82°C oven", as a length's article is mended.
  return converted === step ? step : withArticles(converted);
}

/** Whether the line's amount is in a unit the switch rewrites ("1 cup", "About 2 lb"). */
function leadingUnitIsNonMetric(line: string): boolean {
  const unit = leadingUnit(line);
  return unit !== null && NON_METRIC.has(unit);
}

/** `metricIngredientLine`'s leading amount and its measure. */
function metricOfLeadingAmount(
  table: FoodTable,
  line: string,
  measures: RecipeMeasures | null,
): string {
  const amount = readLeadingAmount(line);
  if (amount === null) {
    // "About 1 cup flour", "milk: 1 cup": the amount after the words before it.
    const start = amountAfterLead(line);
    return start > 0
      ? `${line.slice(0, start)}${metricIngredientLine(table, line.slice(start), measures)}`
      : line;
  }
  const { end: afterAmount, space, low, high } = amount;
  const unitStart =
    afterAmount + (line.slice(afterAmount).length - line.slice(afterAmount).trimStart().length);
  const unit = readUnit(line, unitStart, true);
  if (!unit) return withMetricSize(line, unitStart, measures);
  const unitEnd = unit.end + (/^\.(?=\s)/.test(line.slice(unit.end)) ? 1 : 0);
  // "1 cup plus 2 tablespoons flour", "1 lb 4 oz beef": the parser's amount is the sum, and the
  // joined measures' text goes with the rewritten amount. With no joined measure after the unit
  // there is nothing for the parser to add, so the line is not parsed.
  const joined =
    high === null && low > 0 ? joinedMeasures(line, unitEnd) : { end: unitEnd, nonMetric: false };
  // A spoon or gram the switch keeps is rewritten when a cup or ounce is joined on to it ("1 tsp
  // plus 1 cup sugar" is the sugar's 1.02 cups, weighed as a cup is); alone it stays.
  const firstMetric = !NON_METRIC.has(unit.unit.canonical);
  if (firstMetric && !joined.nonMetric) return withMetricSize(line, unitStart, measures);
  const joinedEnd = joined.end;
  const parsed = joinedEnd === unitEnd ? null : parseIngredient(line);
  // The parser says the sum in the larger unit ("2 ounces plus 1 pound" is 1.125 lb): in the
  // first unit's, as the rest of this reads it.
  const inFirstUnit =
    parsed === null || parsed.quantity === null
      ? null
      : convertQuantity(parsed.quantity, parsed.unit, unit.unit.canonical);
  const sum = inFirstUnit !== null && Math.abs(inFirstUnit - low) > 1e-9 ? inFirstUnit : null;
  if (firstMetric && sum === null) return withMetricSize(line, unitStart, measures);
  const end = sum === null ? unitEnd : joinedEnd;
  const rest = line.slice(end);

  // "10fl oz/275ml milk", "8 oz / 225 g butter": the author's metric after a slash is the amount.
  const slashed = SLASHED_METRIC.exec(rest);
  if (slashed) {
    const unitShown = METRIC_SHOWN(slashed[2] ?? '');
    return `${space}${slashed[1] ?? ''} ${unitShown}${rest.slice(slashed[0].length)}`;
  }
  // "1 cup plus 2 tablespoons (150 g) flour": after the joined measures, the weight of all.
  const ofAll = end === unitEnd ? null : authorsMetric(rest);
  if (ofAll) {
    return `${space}${ofAll.number} ${ofAll.unit}${rest.slice(ofAll.length)}`;
  }
  // "1 cup (125 g) flour": the author's weight, without the bracket; with a joined measure after
  // it ("1 cup (140g) plus 2 tablespoons flour"), the weight of the first part, so scaled to all.
  const bracket = authorsMetric(line.slice(unitEnd));
  if (bracket) {
    const authors = Number(bracket.number.replace(',', '.'));
    const scaled = end === unitEnd || sum === null ? null : (authors * sum) / low;
    if (scaled === null) {
      const afterBracket = line.slice(unitEnd + bracket.length);
      return `${space}${bracket.number} ${bracket.unit}${afterBracket}`;
    }
    return `${space}${metricNumber(scaled)} ${bracket.unit}${rest}`;
  }
  if (!(low > 0)) return line;
  const { dimension, canonical } = unit.unit;
  const factor = measures?.[canonical] ?? unit.unit.factor;
  // A range keeps its proportion: "1-2 cups" → "125-250 g", weighed at its middle as the food
  // model weighs it ("1-2 cups milk" is 240-480 ml, not 160-320).
  const middle = sum ?? (high !== null && high > low ? (low + high) / 2 : low);
  const drink = measures?.[POURED_OUNCES] !== undefined;
  const metricOf = (
    placement: IngredientPlacement,
  ): { value: number | null; metricUnit: string } => {
    const food = placement.food;
    // "2 oz bourbon", "8 oz milk": an American recipe's ounce of a thin liquid is the fluid ounce
    // its cook pours (a cocktail's jigger); a syrup's stays a weight ("4 oz honey"), but in a
    // drink (`POURED_OUNCES`) every liquid's ounce is poured, one the model does not know too.
    const poured =
      food === null || !food.liquid
        ? food === null && drink
        : drink || (food.gramsPerMl ?? 2) <= THIN;
    if (canonical === 'oz' && poured) {
      return { value: middle * (measures?.['fl oz'] ?? FLUID_OUNCE_ML), metricUnit: 'ml' };
    }
    if (dimension === 'mass') return { value: placement.grams ?? middle * factor, metricUnit: 'g' };
    if (dimension === 'volume' && food !== null && !food.liquid) {
      return { value: placement.grams, metricUnit: 'g' };
    }
    if (dimension === 'volume') return { value: middle * factor, metricUnit: 'ml' };
    return { value: placement.grams, metricUnit: 'g' }; // a stick: the food's own weight of one
  };
  const [first, ...more] = placeEachThing(table, line, measures);
  // "1 cup milk and 1/2 cup cream", "2 cups stock plus 1 tbsp butter": two lines written as one,
  // each with its own amount, each shown as its own line would be.
  const second = more[0];
  if (second !== undefined && first.line.length < line.length && line.startsWith(first.line)) {
    if (!line.endsWith(second.line) || first.line.length + second.line.length > line.length) {
      return line;
    }
    const join = line.slice(first.line.length, line.length - second.line.length);
    return `${metricIngredientLine(table, first.line, measures)}${join}${metricIngredientLine(table, second.line, measures)}`;
  }
  // "1 tsp salt and pepper", "1 tbsp lemon zest and juice": a measure that is not each thing's is
  // no one thing's weight; but "2 pounds chicken fat and skin" is that weight still, together.
  const together = more.length > 0 && first.parsed.each !== true;
  if (together && dimension !== 'mass') return line;
  const { value, metricUnit } = together
    ? { value: middle * factor, metricUnit: 'g' }
    : metricOf(first);
  if (value === null || !(value > 0)) return line;
  // "1 cup each of flour and sugar": things that weigh differently have no one weight to show.
  if (!together) {
    for (const thing of more) {
      const other = metricOf(thing);
      if (other.value !== value || other.metricUnit !== metricUnit) return line;
    }
  }
  const perUnit = value / middle;
  const text =
    high !== null && high > low
      ? metricText(low * perUnit, high * perUnit, metricUnit, value)
      : metricText(value, null, metricUnit, value);
  return `${space}${text}${withoutSameAmount(rest)}`;
}
