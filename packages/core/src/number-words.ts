/**
 * Numbers as recipes write them in words and glyphs: one table of number words and one of
 * unicode's vulgar fractions, shared by the ingredient parser, the step timers and the importer's
 * durations so they agree on what "two" or "½" is worth.
 */

/** Unicode's vulgar fractions as numerator and denominator: "½" is 1/2. */
export const VULGAR_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅐': [1, 7],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

/** Every vulgar fraction glyph in one string, for a regular expression's character class. */
export const VULGAR_FRACTION_GLYPHS: string = Object.keys(VULGAR_FRACTIONS).join('');

/** The value of one vulgar fraction glyph ("¾" → 0.75); undefined for anything else. */
export function vulgarFractionValue(glyph: string): number | undefined {
  if (!Object.hasOwn(VULGAR_FRACTIONS, glyph)) return undefined;
  const [numerator, denominator] = VULGAR_FRACTIONS[glyph]!;
  return numerator / denominator;
}

/** Number words a recipe spells out, in amounts ("two eggs") and times ("twelve minutes"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  // "Sixteen ounces sour cream", "fourteen minutes": the teens, as "fifteen" is.
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** Larger round numbers that are written out for times ("forty-five minutes"), not amounts. */
export const TIME_NUMBER_WORDS: Readonly<Record<string, number>> = {
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
