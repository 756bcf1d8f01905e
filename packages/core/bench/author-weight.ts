/**
 * A line whose author gave a weight beside another measure, as `score:food` judges it: the line
 * as we would read it without the weight, and the weight (a range when the author gave one).
 *
 * - The weight in brackets after the measure: "1 cup (125 g) flour", "1/2 c. (100 g.) sugar",
 *   "3/4 cup (12 Tbsp; 170g) butter", "1 1/4 cups flour, (6.3oz | 180g)", "1 tsp (2-3g) pepper".
 * - The weight first and the measure after it, in brackets or after a slash: "180 g (1 1/2
 *   cups) plain flour", "450g bread flour (scant 3 1/2 cups)", "20 g / 2 tbsp capers" are judged
 *   as "1 1/2 cups plain flour", "3 1/2 cups bread flour", "2 tbsp capers"; the same weight in
 *   ounces may stand between them ("14 g/½ oz/1 tablespoon lard", "240 g (8 1/2 oz/1 3/4 cups)
 *   flour", "150 g sugar (5.3oz / about 3/4 cup)").
 * - The measure first, a slash and the weight after it: "1 teaspoon/3 grams ground turmeric",
 *   "1 cup/ 5 ounces/ 142 grams flour" are judged as "1 teaspoon ground turmeric", "1 cup flour".
 *
 * - A pack's weight after a count of packs is each pack's: "2 (250 g) packages cream cheese"
 *   weighs 500 g, as "4 packages (each 8 oz/250 g)" weighs 1 kg, and "2 15-ounce (425 g) cans"
 *   850 g (the bracket is the can's size in grams).
 * - A weight said "each" is each piece's, whatever the pieces: "4 chicken breasts (about 170g
 *   each)" weighs 680 g, "16 medium potatoes (each about 175g/6oz)" 2.8 kg, "2 x monkfish
 *   fillets (approx 150g each)" 300 g, "2-3 steaks (200g each)" 400-600 g. The count is the
 *   line's leading one, unless a measure follows it ("1 cup (120g each)" stays 120 g).
 * - A range of grams: "(2-3g)", "(20 to 40g)".
 * - A second weight in the line goes too ("1½ cups (188 g) flour, plus up to ¼ cup (31 g)"): the
 *   judged line keeps no weight of the author's. A second weight of a choice after "or" widens the
 *   weight to both ("1/3 cup (76g) sparkling sugar or 1/3 cup (66g) granulated sugar": 66-76 g).
 *
 * Null for a line without both: a weight in a note whose line has no amount outside brackets
 * ("dough (made with 1 egg and 1 cup (150g) flour)"), a portion's weight ("8 mackerel fillets
 * (allow 170g fish for a main course)", "crab meat (40g per person)"), a weight of another food
 * the author offers instead ("1 coconut, grated (or 200g desiccated coconut)"), or fluid ounces that are the weight's own ounces ("150g/5½fl oz caster sugar": BBC's
 * imperial figures write the grams' ounces as "fl oz", 150 g being 5.3 oz, where 5½ fluid ounces
 * of sugar would be 130 g). The caller drops lines whose remaining measure is itself a weight
 * ("3 oz (85 g)"), which say nothing about the food model.
 */
import { VULGAR_FRACTIONS } from '../src/number-words.ts';

export interface AuthorWeight {
  readonly line: string;
  readonly low: number;
  readonly high: number;
}

const NUMBER = String.raw`(\d*\.?\d+)`;
const GRAMS = String.raw`\s*(?:g|grams?)\b\.?`;
/** The dash or "to" of a range of grams, the first end's unit written too ("405g–570g"). */
const TO = String.raw`(?:\s*(?:g|grams?)\b\.?)?\s*(?:[-–]|to)\s*`;
/** A bracket holding a gram weight, alone or beside other figures ("(6.3oz | 180g)"). */
const BRACKET_WEIGHT_SOURCE = String.raw`\(([^()]*?)${NUMBER}(?:${TO}${NUMBER})?${GRAMS}([^()]*)\)`;
const BRACKET_WEIGHT = new RegExp(BRACKET_WEIGHT_SOURCE, 'i');
const EVERY_BRACKET_WEIGHT = new RegExp(BRACKET_WEIGHT_SOURCE, 'gi');
/** A choice after "or" with its own gram weight: "or 1/3 cup (66g) granulated sugar". */
const OR_CHOICE_WEIGHT = new RegExp(
  String.raw`\bor\b[^()]*\((?![^()]*\bper\s)[^()]*?${NUMBER}(?:${TO}${NUMBER})?${GRAMS}[^()]*\)`,
  'i',
);
/** A weight said to be one person's or one serving's: "(allow 40g per person)". */
const PER_PORTION = /\bper\s+(?:person|head|serving|portion)\b/i;
/** A count right before the bracket, packs named after it: "2 (250 g) packages". */
const PACK_COUNT = /^\s*(\d+)\s*$/;
/**
 * A count and each pack's size by weight right before the bracket, packs named after it: "2
 * 15-ounce (425 g) cans", "Three 15 oz (425 g) cans", "Two ¼ oz (7g) envelopes": the bracket
 * is that size in grams, each pack's. After a count in figures the size is a whole or decimal
 * number, so "2 1/2 oz (70 g) jar" stays one jar of two and a half ounces.
 */
const SIZED_PACK_COUNT =
  /^\s*(?:(\d+)\s+\d+(?:\.\d+)?|(an?|one|two|three|four)\s+[\d½¼¾⅓⅔⅛./]+)\s*-?\s*(?:oz\.?|ounces?|lbs?\.?|pounds?)\s*$/i;
const PACK_WORD =
  /^\s*(?:packages?|pkgs?\.?|packs?|packets?|cans?|tins?|jars?|bags?|box(?:es)?|cartons?|bottles?|pouch(?:es)?|tubs?|containers?|blocks?|envelopes?|sachets?)\b/i;
/** A count of packs named before the bracket: "4 packages (each 250 g)", "1 tin (400g)". */
const COUNT_OF_PACKS =
  /^\s*(\d+|an?|one|two|three|four)\s+(?:packages?|pkgs?\.?|packs?|packets?|cans?|tins?|jars?|bags?|box(?:es)?|cartons?|bottles?|tubs?|blocks?)\s*$/i;
const PACK_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
/**
 * "each" said of the bracket's weight: at its start ("(each about 175g)", "(each weighing
 * 200g)"), at its end, a clause after it ("(about 140g/5oz each, if possible)"), or right after
 * the bracket ("about 10 ounces (280 g) each"); not "each" inside a clause of its own ("(or 800g
 * chicken thighs, each thigh halved)").
 */
const EACH_FIRST = /^\s*each\b/i;
const EACH_LAST = /\beach\s*(?:,[^()]*)?$/i;
/**
 * The line's leading count of pieces, perhaps a range, before a word that is no measure: "4
 * chicken breasts", "2 x monkfish fillets", "2-3 steaks", "two pheasants".
 */
const PIECE_COUNT =
  /^\s*(\d+|an?|one|two|three|four|five|six|eight|ten|twelve)(?:\s*(?:-|–|to)\s*(\d+))?\s*(?:x\s+)?(?!(?:cups?|c\.?|tbsps?|tablespoons?|tbs|tb|tsps?|teaspoons?|t\.?|oz|ounces?|lbs?|pounds?|g|grams?|kg|kilos?|kilograms?|ml|l|litres?|liters?|pints?|quarts?|gallons?|fl|sticks?|handfuls?|pinch(?:es)?|bunch(?:es)?|dash(?:es)?|heads?|cloves?)\b)[a-z]/i;
const COUNT_WORDS: Record<string, number> = {
  ...PACK_WORDS,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
};
/** "2", "two", "a" as a count of packs. */
const packCount = (text: string | undefined): number =>
  PACK_WORDS[(text ?? '').toLowerCase()] ?? Number(text ?? 1);
/** An amount: a figure, a vulgar fraction or a number word. */
const AMOUNT = /\d|[½¼¾⅓⅔⅛⅜⅝⅞]|\b(?:one|two|three|four|five|six|eight|ten|twelve|half)\b/i;
/** A line's text outside brackets, nested or not. */
const outsideBrackets = (text: string): string => {
  let outside = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return outside;
};
/** "180 g", "450g", "20 g /" at the start of a line. */
const LEADING_WEIGHT = new RegExp(String.raw`^\s*${NUMBER}${GRAMS}\s*(\/)?\s*`, 'i');
/** An amount as written: "2", "1.5", "1/16", "2 1/4", "1 ⅓", "½". */
const AMOUNT_TEXT = String.raw`(?:\d+(?:\.\d+)?(?:\s+\d+[/⁄]\d+|[/⁄]\d+|\s*[½¼¾⅓⅔⅛⅜⅝⅞])?|[½¼¾⅓⅔⅛⅜⅝⅞])`;
/** The same weight in ounces or pounds, between the grams and the measure: "½ oz/", "8 1/2 oz/". */
const IMPERIAL_WEIGHT = String.raw`(?:about\s+)?${AMOUNT_TEXT}\s*(?:oz|ounces?|lbs?|pounds?)\.?\s*\/\s*`;
const LEADING_IMPERIAL_WEIGHT = new RegExp(`^${IMPERIAL_WEIGHT}`, 'i');
/**
 * A measure in brackets: "(1 1/2 cups)", "(scant 1 cup)", "(about 3 medium)", "(½ cup)", "(1⁄2
 * cup)" with the fraction slash, "(½ cup plus 1 tablespoon)", after the ounces the grams are ("(8 1/2 oz/1 3/4 cups)",
 * "(3.5oz / about 3/4 cup)").
 */
const MEASURE_PART = String.raw`[\d½¼¾⅓⅔⅛][\d\s/⁄.½¼¾⅓⅔⅛]*\s*[a-z.]+`;
const BRACKET_MEASURE = new RegExp(
  String.raw`\(\s*(?:${IMPERIAL_WEIGHT})?(?:about|approx\.?|approximately|scant|heaped|heaping|generous|roughly)?\s*(${MEASURE_PART}(?:\s+plus\s+${MEASURE_PART})?)\s*\)`,
  'i',
);
/**
 * A measure, a slash and its weight at the start of a line: "1 teaspoon/3 grams ground turmeric",
 * "2 1/4 cups / 280 g flour", "1 cup/ 5 ounces/ 142 grams flour", "1 ⅓ c plus 1 tablespoon/175g",
 * "1 cup (firmly packed)/7.6 ounces/217 grams light brown sugar" (the note kept).
 */
const MEASURE_THEN_WEIGHT = new RegExp(
  String.raw`^\s*(${AMOUNT_TEXT}\s*[a-z.]+(?:\s+plus\s+${AMOUNT_TEXT}\s*[a-z.]+)?(?:\s*\([^()]*\))?)\s*\/\s*(?:${IMPERIAL_WEIGHT})?(?:about\s+)?${NUMBER}${GRAMS}`,
  'i',
);
/** A line that opens with an amount. */
const OPENS_WITH_AMOUNT = /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/;

/** Fluid ounces opening a line: "5½fl oz", "3 1/2 fl. oz", "18fl oz". */
const FLUID_OUNCES =
  /^\s*(\d+(?:\.\d+)?)?\s*(?:([½¼¾⅓⅔⅛])|(\d+)\/(\d+))?\s*(?:fl\.?\s*oz|fluid\s+ounces?)\b/i;
const GRAMS_PER_OUNCE = 28.3495;

/**
 * The line opens with fluid ounces that are the weight's own ounces, within a fifth (the authors
 * round to the half ounce: "25g/1fl oz"): a weight written twice, not a measure beside a weight.
 */
/** The fraction of a match whose group 2 is a fraction glyph, groups 3 and 4 a written one. */
function fractionPart(match: RegExpExecArray): number {
  const glyph = match[2] === undefined ? undefined : VULGAR_FRACTIONS[match[2]];
  if (glyph !== undefined) return glyph[0] / glyph[1];
  return match[3] !== undefined ? Number(match[3]) / Number(match[4]) : 0;
}

function isOwnOunces(line: string, grams: number): boolean {
  const match = FLUID_OUNCES.exec(line);
  if (!match) return false;
  const whole = Number(match[1] ?? 0);
  const part = fractionPart(match);
  const ounces = (whole + part) * GRAMS_PER_OUNCE;
  return ounces > 0 && ounces >= grams * 0.8 && ounces <= grams * 1.2;
}

/** A bare amount opening the text, then the next word: "3½ unsalted butter", "4½z caster sugar". */
const BARE_AMOUNT = /^\s*(\d+(?:\.\d+)?)?\s*(?:([½¼¾⅓⅔⅛])|(\d+)\/(\d+))?\s*([a-z]*)/i;
/** Words after an amount that make it a unit (ounces written are no lost ones) or a count of pieces. */
const MEASURE_WORDS =
  /^(?:oz|ounces?|lbs?|pounds?|cups?|c|tbsps?|tbs|tablespoons?|tsps?|teaspoons?|ml|l|litres?|liters?|pints?|quarts?|large|medium|small|whole|x)$/i;
/** "Ib", "b": the CSVs' misreadings of "lb". */
const MISREAD_POUNDS = /^(?:ibs?|b)$/i;

/**
 * The text opens with a bare amount that is the weight in ounces (or in pounds misread), within a fifth, its "oz" lost
 * (the BBC lines of ingredient-parser's CSVs: "100g/3½ unsalted butter", "125g/4½ caster sugar",
 * "75g/2½z butter"): the weight written twice, not a count of 3½ pieces beside it.
 */
function isOunceFigureWithoutUnit(text: string, grams: number): boolean {
  const match = BARE_AMOUNT.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined))
    return false;
  const word = match[5] ?? '';
  if (MEASURE_WORDS.test(word)) return false;
  const part = fractionPart(match);
  // "800g/1¾Ib potatoes", "900g/2b middle neck of lamb": pounds, their "lb" misread.
  const perUnit = MISREAD_POUNDS.test(word) ? GRAMS_PER_OUNCE * 16 : GRAMS_PER_OUNCE;
  const weight = (Number(match[1] ?? 0) + part) * perUnit;
  return weight > 0 && weight >= grams * 0.8 && weight <= grams * 1.2;
}

const tidy = (text: string): string =>
  text.replace(/\s+,/g, ',').replace(/,\s*$/, '').replace(/\s+/g, ' ').trim();

export function authorWeight(line: string): AuthorWeight | null {
  const bracket = BRACKET_WEIGHT.exec(line);
  if (bracket) {
    // "(or 200g desiccated coconut)": another food's weight, not this measure's; "(allow 170g
    // fish for a main course)", "(150g per person)": a portion's, not the line's.
    if (/^\s*(?:or|allow|alternatively)\b/i.test(bracket[1] ?? '')) return null;
    if (PER_PORTION.test(`${bracket[1] ?? ''} ${bracket[4] ?? ''}`)) return null;
    const before = line.slice(0, bracket.index);
    const after = line.slice(bracket.index + bracket[0].length);
    // "2 (250 g) packages cream cheese", "4 packages (each 8 oz/250 g)": the weight is each
    // pack's, as it says; the judged line keeps the packs and drops their size, as the issue's
    // judge does ("judged without the bracket").
    const sized = SIZED_PACK_COUNT.exec(before);
    const packs =
      PACK_COUNT.exec(before) ??
      (sized ? ([sized[0], String(sized[1] ?? packCount(sized[2]))] as const) : null);
    const eachSaid = /\beach\b/i.test(`${bracket[1] ?? ''} ${bracket[4] ?? ''}`)
      ? COUNT_OF_PACKS.exec(before)
      : null;
    // "4 chicken breasts (about 170g each)", "16 potatoes (each about 175g)": each piece's weight,
    // so the line weighs the count of them.
    const pieces =
      EACH_FIRST.test(bracket[1] ?? '') ||
      EACH_LAST.test(bracket[4] ?? '') ||
      EACH_FIRST.test(after)
        ? PIECE_COUNT.exec(line)
        : null;
    const fewest = pieces ? (COUNT_WORDS[(pieces[1] ?? '').toLowerCase()] ?? Number(pieces[1])) : 1;
    const most = pieces?.[2] === undefined ? fewest : Number(pieces[2]);
    const packed = packs && PACK_WORD.test(after) ? Number(packs[1]) : null;
    const [each, eachMost] =
      packed !== null
        ? [packed, packed]
        : eachSaid
          ? [packCount(eachSaid[1]), packCount(eachSaid[1])]
          : [fewest, most];
    let low = Number(bracket[2]) * each;
    let high = (bracket[3] === undefined ? Number(bracket[2]) : Number(bracket[3])) * eachMost;
    if (!(low > 0) || high < low) return null;
    // "1/3 cup (76g) sparkling sugar or 1/3 cup (66g) granulated sugar": the author weighed each
    // choice, and the line weighs whichever the cook takes, so either weight is the line's.
    const choice = each === 1 ? OR_CHOICE_WEIGHT.exec(after) : null;
    if (choice) {
      const other = Number(choice[1]);
      const otherHigh = choice[2] === undefined ? other : Number(choice[2]);
      if (other > 0 && otherHigh >= other) {
        low = Math.min(low, other);
        high = Math.max(high, otherHigh);
      }
    }
    const judged = tidy(`${before} ${after}`.replace(EVERY_BRACKET_WEIGHT, ' '));
    if (!AMOUNT.test(outsideBrackets(judged))) return null;
    if (isOwnOunces(judged, low)) return null;
    return { line: judged, low, high };
  }
  const measureFirst = MEASURE_THEN_WEIGHT.exec(line);
  if (measureFirst) {
    // "1 teaspoon/3 grams ground turmeric": the measure, then the rest after the grams.
    const grams = Number(measureFirst[2]);
    const judged = tidy(`${measureFirst[1]} ${line.slice(measureFirst[0].length)}`);
    if (!(grams > 0) || isOwnOunces(judged, grams)) return null;
    return { line: judged, low: grams, high: grams };
  }
  const leading = LEADING_WEIGHT.exec(line);
  if (!leading) return null;
  const grams = Number(leading[1]);
  if (!(grams > 0)) return null;
  if (leading[2] !== undefined) {
    // "20 g / 2 tbsp capers": the measure after the slash; "14 g/½ oz/1 tablespoon lard": after
    // the ounces too.
    const rest = line.slice(leading[0].length).replace(LEADING_IMPERIAL_WEIGHT, '');
    if (
      !OPENS_WITH_AMOUNT.test(rest) ||
      isOwnOunces(rest, grams) ||
      isOunceFigureWithoutUnit(rest, grams)
    )
      return null;
    return { line: tidy(rest), low: grams, high: grams };
  }
  const rest = line.slice(leading[0].length);
  const measure = BRACKET_MEASURE.exec(rest);
  if (!measure) return null;
  const name = tidy(rest.replace(measure[0], ' '));
  return { line: tidy(`${measure[1]} ${name}`), low: grams, high: grams };
}

/** Within ±10% of the author's weight, or of their range's ends. */
export function withinTenPercent(grams: number, weight: AuthorWeight): boolean {
  return grams >= weight.low * 0.9 && grams <= weight.high * 1.1;
}
