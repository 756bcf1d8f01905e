/**
 * A line whose author gave a weight beside another measure, as `score:food` judges it: the line
 * as we would read it without the weight, and the weight (a range when the author gave one).
 *
 * - The weight in brackets after the measure: "1 cup (125 g) flour", "1/2 c. (100 g.) sugar",
 *   "3/4 cup (12 Tbsp; 170g) butter", "1 1/4 cups flour, (6.3oz | 180g)", "1 tsp (2-3g) pepper".
 * - The weight first and the measure after it, in brackets or after a slash: "180 g (1 1/2
 *   cups) plain flour", "450g bread flour (scant 3 1/2 cups)", "20 g / 2 tbsp capers" are judged
 *   as "1 1/2 cups plain flour", "3 1/2 cups bread flour", "2 tbsp capers".
 *
 * Null for a line without both. The caller drops lines whose remaining measure is itself a
 * weight ("3 oz (85 g)"), which say nothing about the food model.
 */
export interface AuthorWeight {
  readonly line: string;
  readonly low: number;
  readonly high: number;
}

const NUMBER = String.raw`(\d*\.?\d+)`;
const GRAMS = String.raw`\s*(?:g|grams?)\b\.?`;
/** A bracket holding a gram weight, alone or beside other figures ("(6.3oz | 180g)"). */
const BRACKET_WEIGHT = new RegExp(
  String.raw`\(([^()]*?)${NUMBER}(?:\s*[-–]\s*${NUMBER})?${GRAMS}([^()]*)\)`,
  'i',
);
/** "180 g", "450g", "20 g /" at the start of a line. */
const LEADING_WEIGHT = new RegExp(String.raw`^\s*${NUMBER}${GRAMS}\s*(\/)?\s*`, 'i');
/** A measure in brackets: "(1 1/2 cups)", "(scant 1 cup)", "(about 3 medium)". */
const BRACKET_MEASURE =
  /\(\s*(?:about|approx\.?|approximately|scant|heaped|heaping|generous|roughly)?\s*(\d[\d\s/.½¼¾⅓⅔⅛]*\s*[a-z.]+)\s*\)/i;

const tidy = (text: string): string =>
  text.replace(/\s+,/g, ',').replace(/,\s*$/, '').replace(/\s+/g, ' ').trim();

export function authorWeight(line: string): AuthorWeight | null {
  const bracket = BRACKET_WEIGHT.exec(line);
  if (bracket) {
    const low = Number(bracket[2]);
    const high = bracket[3] === undefined ? low : Number(bracket[3]);
    if (!(low > 0) || high < low) return null;
    return { line: tidy(line.replace(bracket[0], ' ')), low, high };
  }
  const leading = LEADING_WEIGHT.exec(line);
  if (!leading) return null;
  const grams = Number(leading[1]);
  const rest = line.slice(leading[0].length);
  if (!(grams > 0)) return null;
  if (leading[2] !== undefined) {
    // "20 g / 2 tbsp capers": the measure after the slash.
    return /^\d/.test(rest) ? { line: tidy(rest), low: grams, high: grams } : null;
  }
  const measure = BRACKET_MEASURE.exec(rest);
  if (!measure) return null;
  const name = tidy(rest.replace(measure[0], ' '));
  return { line: tidy(`${measure[1]} ${name}`), low: grams, high: grams };
}

/** Within ±10% of the author's weight, or of their range's ends. */
export function withinTenPercent(grams: number, weight: AuthorWeight): boolean {
  return grams >= weight.low * 0.9 && grams <= weight.high * 1.1;
}
