/**
 * Measures whose size depends on where a recipe is from, read from the whole recipe rather than
 * one line. The unit table holds one size per measure (units.ts: the UK pint of 568 ml, the
 * 15 ml tablespoon, the 240 ml cup), but "1 pint heavy cream" in a recipe written in cups and
 * sticks is a US pint (473 ml), and "1 Tbsp" in a recipe whose tablespoons are written "(20ml)"
 * is an Australian one. A single line seldom says which; the recipe's other lines do.
 */
import type { ParsedIngredient } from './parsed-ingredient.ts';

/** Millilitres in one of a volume unit (by its canonical name) where the recipe's differ. */
export type RecipeMeasures = Readonly<Partial<Record<string, number>>>;

/** The US customary fluid measures (the table's are the UK imperial ones). */
export const US_FLUID_MEASURES_ML: RecipeMeasures = Object.freeze({
  'fl oz': 29.5735,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
});

/** The Australian tablespoon: four teaspoons. */
export const AUSTRALIAN_TABLESPOON_ML = 20;
/** The metric cup of Australia, New Zealand and Canada. */
export const METRIC_CUP_ML = 250;

const FLUID_UNITS: ReadonlySet<string> = new Set(['fl oz', 'pint', 'quart', 'gallon']);

/**
 * The key of `RecipeMeasures` (no unit's name) set when the recipe's sized pieces are the US
 * sizes: a US "large egg" is USDA 01123's 50 g (its white 01124's 33 g), where the UK's large egg,
 * the table's, is 58 g. A US recipe's "large" is the UK's medium.
 */
export const US_SIZES = 'us sizes';
/** The measures of a recipe whose sized pieces are US sizes, and no more. */
const US_SIZED: RecipeMeasures = Object.freeze({ [US_SIZES]: 1 });

/**
 * A counted egg ("2 large eggs", "4 egg whites"): the one food whose sizes differ by country in
 * the table (`us-` portions). A cheap test of the name; "eggplant" passes it and costs only the
 * recipe's one look at its measures.
 */
const EGG = /egg/i;
const mayBeSizedEgg = (line: ParsedIngredient): boolean =>
  line.unit === null && line.notes !== '' && EGG.test(line.name);

/**
 * Main units only US recipes write, and the metric ones UK recipes write. Ounces and pounds are
 * neither: a UK recipe in imperial measures weighs in them too ("8 oz plain flour, 1 pint milk").
 */
const US_UNITS: ReadonlySet<string> = new Set(['cup', 'stick']);
const METRIC_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', 'cl']);
/** Main units of a recipe weighed or poured in imperial or US measures. */
const IMPERIAL_UNITS: ReadonlySet<string> = new Set([
  'oz',
  'lb',
  'stick',
  'fl oz',
  'pint',
  'quart',
  'gallon',
]);

/**
 * The country whose measures a recipe's source (its page's address or host) says it is written in:
 * an Australian site's cup is 250 ml and its tablespoon 20 ml, a New Zealand site's cup 250 ml (its
 * tablespoon 15 ml, the table's). Null for any other source or none.
 */
export function measuresCountryOf(source: string | null | undefined): 'au' | 'nz' | null {
  if (source === null || source === undefined || source === '') return null;
  const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:\s]+)/i.exec(source.trim())?.[1]?.toLowerCase();
  if (host === undefined) return null;
  if (host.endsWith('.au')) return 'au';
  if (host.endsWith('.nz')) return 'nz';
  return null;
}

/** Names one side of the Atlantic uses for a food the other names otherwise. */
const US_NAMES =
  /\b(?:heavy (?:whipping )?cream|half[- ]and[- ]half|all[- ]purpose|kosher salt|scallions?|cilantro|confectioners'?|powdered sugar|zucchinis?|eggplants?|ground (?:beef|pork|turkey|chuck)|shrimp|cornstarch|arugula|semi-?sweet|graham crackers?|cheesecloth)\b/i;
const UK_NAMES =
  /\b(?:double cream|single cream|plain flour|self[- ]raising|caster|icing sugar|spring onions?|courgettes?|aubergines?|(?:beef|pork|lamb|turkey) mince|minced (?:beef|pork|lamb)|prawns?|bicarbonate|cornflour|rocket|stock cubes?|demerara|treacle|tins?|punnets?)\b/i;

/** A volume in a line's notes: "20ml", "40 ml". */
const ML_IN_NOTES = /(\d+(?:\.\d+)?)\s*ml\b/i;

/** A cheap first look for "ml" in a note, in its usual spellings ("20ml", "125 mL"). */
const hasMillilitres = (notes: string): boolean =>
  notes.includes('ml') || notes.includes('mL') || notes.includes('ML');

/**
 * The recipe's tablespoon and cup when its own lines give them in millilitres ("1 Tbsp (20ml)",
 * "1 cup (250ml)", "1 cup (240ml)"): the convention most such lines agree with, either way.
 */
function statedSpoonAndCup(lines: readonly ParsedIngredient[]): { tbsp?: number; cup?: number } {
  let twenty = 0;
  let fifteen = 0;
  let metricCup = 0;
  let usCup = 0;
  for (const { unit, quantity, notes } of lines) {
    if ((unit !== 'tbsp' && unit !== 'cup') || quantity === null || !(quantity > 0)) continue;
    const ml = ML_IN_NOTES.exec(notes);
    if (!ml) continue;
    const each = Number(ml[1]) / quantity;
    if (unit === 'tbsp') {
      if (each >= 18 && each <= 22) twenty += 1;
      else if (each >= 13.5 && each <= 16.5) fifteen += 1;
    } else if (each >= 245 && each <= 260) metricCup += 1;
    else if (each >= 225 && each < 245) usCup += 1;
  }
  const sizes: { tbsp?: number; cup?: number } = {};
  if (twenty > fifteen) sizes.tbsp = AUSTRALIAN_TABLESPOON_ML;
  else if (fifteen > 0) sizes.tbsp = 15;
  if (metricCup > usCup) sizes.cup = METRIC_CUP_ML;
  else if (usCup > 0) sizes.cup = 240;
  return sizes;
}

/**
 * The recipe reads as American: more of its lines use US measures or names than UK ones. The
 * units are counted first (a set lookup a line); the names' two long patterns then run line by
 * line only while the lines left can still change the answer: each adds at most one to either
 * side by its names, so a lead larger than the lines left is the answer (a UK recipe's grams and
 * millilitres decide it after a few of its names, where the patterns ran on every line).
 * Indexed loops: a `for…of` ran the iterator protocol, an object a line in code not yet optimised.
 */
export function writtenInUsMeasures(lines: readonly ParsedIngredient[]): boolean {
  let us = 0;
  let uk = 0;
  for (let at = 0; at < lines.length; at += 1) {
    const unit = lines[at]?.unit ?? null;
    if (unit !== null && US_UNITS.has(unit)) us += 1;
    else if (unit !== null && METRIC_UNITS.has(unit)) uk += 1;
  }
  for (let at = 0; at < lines.length; at += 1) {
    const left = lines.length - at;
    if (us > uk + left) return true;
    if (us + left <= uk) return false;
    const line = lines[at];
    if (line === undefined) continue;
    if (US_NAMES.test(line.name)) us += 1;
    if (UK_NAMES.test(line.original)) uk += 1;
  }
  return us > uk;
}

/**
 * The sizes of the recipe's measures that differ from the unit table's, or null when none does
 * (most recipes: the check is one or two set lookups a line until a line names a pint, quart,
 * gallon or fluid ounce, or gives a spoon or cup in millilitres).
 * - A pint, quart, gallon or fluid ounce in a recipe written in US measures is the US one.
 * - A tablespoon is 20 ml, and a cup 250 ml, in a recipe whose lines give them so.
 * - A cup is the metric cup, 250 ml, in a recipe **written to metric measures**: its other lines
 *   weigh in grams or pour in millilitres ("500g beef mince", "1 cup (150g) plain flour") and
 *   none in ounces, pounds, sticks or US fluid measures: Australia, New Zealand, South Africa,
 *   Canada and India measure in cups of 250 ml, the US in cups of 240 and ounces. Lines that say
 *   their cup is 240 ml keep it.
 * - A recipe from an Australian site (`source`, its page's address: measuresCountryOf) measures in
 *   the Australian cup and tablespoon, 250 and 20 ml; one from a New Zealand site in the metric
 *   cup: where its lines do not say otherwise.
 * - A sized egg in a recipe written in US measures is a US size (`US_SIZES`).
 */
export function recipeMeasures(
  lines: readonly ParsedIngredient[],
  source: string | null = null,
): RecipeMeasures | null {
  let fluid = false;
  let stated = false;
  let sizedEgg = false;
  let cups = false;
  let metric = false;
  let imperial = false;
  // Indexed: a `for…of` ran the iterator protocol, whose check of the array's map could fail.
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at];
    if (line === undefined) continue;
    const { unit, notes } = line;
    if (unit === null) {
      if (!sizedEgg && mayBeSizedEgg(line)) sizedEgg = true;
      continue;
    }
    if (unit === 'cup') {
      cups = true;
      if (hasMillilitres(notes)) stated = true;
    } else if (METRIC_UNITS.has(unit)) metric = true;
    else if (IMPERIAL_UNITS.has(unit)) {
      imperial = true;
      if (FLUID_UNITS.has(unit)) fluid = true;
    } else if (unit === 'tbsp' && hasMillilitres(notes)) stated = true;
  }
  const country = measuresCountryOf(source);
  const metricCups = cups && ((metric && !imperial) || country !== null);
  if (!fluid && !stated && !sizedEgg && !metricCups && country !== 'au') return null;
  const american = (fluid || sizedEgg) && writtenInUsMeasures(lines);
  const said = stated ? statedSpoonAndCup(lines) : {};
  const tbsp = said.tbsp ?? (country === 'au' ? AUSTRALIAN_TABLESPOON_ML : undefined);
  const cup = said.cup ?? (metricCups ? METRIC_CUP_ML : undefined);
  const sizes = {
    ...(fluid && american ? US_FLUID_MEASURES_ML : {}),
    ...(tbsp === AUSTRALIAN_TABLESPOON_ML ? { tbsp } : {}),
    ...(cup === METRIC_CUP_ML ? { cup } : {}),
    ...(sizedEgg && american ? US_SIZED : {}),
  };
  return Object.keys(sizes).length === 0 ? null : sizes;
}

/** The line's unit is one whose size the recipe's measures change. */
export function measuredByRecipe(unit: string | null, measures: RecipeMeasures | null): boolean {
  return unit !== null && measures !== null && measures[unit] !== undefined;
}

/** The recipe's sized pieces are the US sizes (`US_SIZES`). */
export const usSizes = (measures: RecipeMeasures | null): boolean =>
  measures !== null && measures[US_SIZES] !== undefined;
