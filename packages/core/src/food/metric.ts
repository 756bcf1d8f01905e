/**
 * US and imperial measures as grams or millilitres, for the metric switch on the sheet and in
 * cook mode: "1 cup flour" → "125 g flour", "1 stick butter" → "113 g butter", "2 cups milk" →
 * "480 ml milk", "1 lb beef mince" → "455 g beef mince". Only the leading amount and its unit
 * change; spoons stay spoons (UK kitchens have them), and a line the food model cannot weigh is
 * left exactly as written.
 */
import { amountAfterLead, readLeadingAmount } from '../cooking/scale-ingredient-line.ts';
import type { RecipeMeasures } from '../ingredients/recipe-measures.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { readUnit } from '../ingredients/units.ts';
import type { FoodTable } from './food-table.ts';
import { placeEachThing, type IngredientPlacement } from './place-ingredient.ts';

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

/** A bracketed metric amount beside the measure ("(125 g)", "(240ml)"): the author's own. */
const BRACKETED_METRIC = /^\s*\(\s*(\d+(?:[.,]\d+)?)\s*(g|ml|kg|l)\s*\)/i;

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
 * before a join goes with it: it gave the first part only.
 */
function joinedMeasuresEnd(line: string, position: number): number {
  let cursor = position;
  for (;;) {
    const rest = line.slice(cursor);
    const half = AND_A_HALF.exec(rest);
    if (half) {
      cursor += half[0].length;
      continue;
    }
    const joined = JOINED_MEASURE.exec(rest);
    if (!joined || (joined[1] !== undefined && joined[0].length === joined[1].length))
      return cursor;
    const unit = readUnit(line, cursor + joined[0].length, true);
    if (!unit || unit.unit.dimension === 'count') return cursor;
    cursor = unit.end + (line.slice(unit.end).startsWith('.') ? 1 : 0);
  }
}

/** A bracket of one amount straight after the measure: "(1 cup)", "(8 oz)", "(2 sticks)". */
const ONE_AMOUNT_BRACKET = new RegExp(
  String.raw`^\s*\(\s*${JOINED_NUMBER}\s*([^()]*?)\.?\s*\)`,
  'u',
);

/**
 * The rest of a rewritten line without the same amount again in another US or imperial measure:
 * "2 sticks (1 cup) butter" is "226 g butter", "1 cup (8 oz) butter" "227 g butter"; the grams
 * are that amount now. A bracket of anything else ("(about 3 medium)") is kept.
 */
function withoutSameAmount(rest: string): string {
  const bracket = ONE_AMOUNT_BRACKET.exec(rest);
  const words = bracket?.[1];
  if (bracket === null || words === undefined || words === '') return rest;
  const unit = readUnit(words, 0, true);
  if (unit === null || unit.end !== words.length) return rest;
  const sameAmount = unit.unit.dimension !== 'count' || unit.unit.canonical === 'stick';
  return sameAmount ? rest.slice(bracket[0].length) : rest;
}

/** Grams or ml as a cook reads them: whole from 10 up ("113"), one decimal below ("2.5"). */
function metricNumber(value: number): string {
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
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
  const factor = measures?.[canonical] ?? unit.unit.factor;
  const low = Number(size[1]) * factor;
  const high = size[2] === undefined ? null : Number(size[2]) * factor;
  if (!(low > 0) || (high !== null && !(high > low))) return line;
  const metricUnit = dimension === 'mass' ? 'g' : 'ml';
  const large = (high ?? low) >= 1000;
  const show = (value: number): string => metricNumber(large ? value / 1000 : value);
  const amount = high === null ? show(low) : `${show(low)}-${show(high)}`;
  const shown = `${amount} ${large ? (metricUnit === 'g' ? 'kg' : 'l') : metricUnit}`;
  return `${line.slice(0, position)}(${shown})${line.slice(unit.end + close[0].length)}`;
}

/**
 * The line with its US or imperial measure as grams or ml; unchanged when it cannot be. With its
 * recipe's measures (`recipeMeasures`), a US recipe's pint is 473 ml, not 568.
 */
export function metricIngredientLine(
  table: FoodTable,
  line: string,
  measures: RecipeMeasures | null = null,
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
  if (!unit || !NON_METRIC.has(unit.unit.canonical)) {
    return withMetricSize(line, unitStart, measures);
  }
  const unitEnd = unit.end + (/^\.(?=\s)/.test(line.slice(unit.end)) ? 1 : 0);
  // "1 cup plus 2 tablespoons flour", "1 lb 4 oz beef": the parser's amount is the sum, and the
  // joined measures' text goes with the rewritten amount. With no joined measure after the unit
  // there is nothing for the parser to add, so the line is not parsed.
  const joinedEnd = high === null && low > 0 ? joinedMeasuresEnd(line, unitEnd) : unitEnd;
  const parsed = joinedEnd === unitEnd ? null : parseIngredient(line);
  const sum =
    parsed?.unit === unit.unit.canonical && parsed.quantity !== null && parsed.quantity !== low
      ? parsed.quantity
      : null;
  const end = sum === null ? unitEnd : joinedEnd;
  const rest = line.slice(end);

  // "1 cup plus 2 tablespoons (150 g) flour": after the joined measures, the weight of all.
  const ofAll = end === unitEnd ? null : BRACKETED_METRIC.exec(rest);
  if (ofAll) {
    return `${space}${ofAll[1]} ${(ofAll[2] ?? '').toLowerCase()}${rest.slice(ofAll[0].length)}`;
  }
  // "1 cup (125 g) flour": the author's weight, without the bracket; with a joined measure after
  // it ("1 cup (140g) plus 2 tablespoons flour"), the weight of the first part, so scaled to all.
  const bracket = BRACKETED_METRIC.exec(line.slice(unitEnd));
  if (bracket) {
    const authors = Number((bracket[1] ?? '').replace(',', '.'));
    const scaled = end === unitEnd || sum === null ? null : (authors * sum) / low;
    if (scaled === null) {
      const afterBracket = line.slice(unitEnd + bracket[0].length);
      return `${space}${bracket[1]} ${(bracket[2] ?? '').toLowerCase()}${afterBracket}`;
    }
    return `${space}${metricNumber(scaled)} ${(bracket[2] ?? '').toLowerCase()}${rest}`;
  }
  if (!(low > 0)) return line;
  const { dimension, canonical } = unit.unit;
  const factor = measures?.[canonical] ?? unit.unit.factor;
  // A range keeps its proportion: "1-2 cups" → "125-250 g", weighed at its middle as the food
  // model weighs it ("1-2 cups milk" is 240-480 ml, not 160-320).
  const middle = sum ?? (high !== null && high > low ? (low + high) / 2 : low);
  const metricOf = (
    placement: IngredientPlacement,
  ): { value: number | null; metricUnit: string } => {
    const food = placement.food;
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
  const { value, metricUnit } = metricOf(first);
  if (value === null || !(value > 0)) return line;
  // "1 tsp salt and pepper", "1 tbsp lemon zest and juice": an amount that is not each thing's is
  // no one thing's weight.
  if (more.length > 0 && first.parsed.each !== true) return line;
  // "1 cup each of flour and sugar": things that weigh differently have no one weight to show.
  for (const thing of more) {
    const other = metricOf(thing);
    if (other.value !== value || other.metricUnit !== metricUnit) return line;
  }
  const perUnit = value / middle;
  const large = value >= 1000;
  const show = (v: number): string => metricNumber(large ? v / 1000 : v);
  const shownUnit = large ? (metricUnit === 'g' ? 'kg' : 'l') : metricUnit;
  const text =
    high !== null && high > low ? `${show(low * perUnit)}-${show(high * perUnit)}` : show(value);
  return `${space}${text} ${shownUnit}${withoutSameAmount(rest)}`;
}
