/**
 * Reading amounts at the start of ingredient text: integers, decimals, fractions, mixed numbers,
 * number words and ranges ("2-3", "2 to 3"). Works on text already passed through
 * `normaliseIngredientText`, so unicode fractions are `n/d` here.
 */
import { NUMBER_WORDS } from '../number-words.ts';
import { findUnit } from './units.ts';

/** A quantity read from text, with where it ended. */
export interface QuantityMatch {
  readonly value: number;
  readonly end: number;
}

/** A quantity or range read from text, with where it ended. */
export interface RangeMatch {
  readonly value: number;
  readonly max: number | null;
  readonly end: number;
}

const QUANTITY_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  // "a third of a cup", "a third cup": after an article (parse-ingredient.ts).
  third: 1 / 3,
};
/** The number words as a Map: a plain object would also find "constructor". */
const NUMBER_WORD_VALUES: ReadonlyMap<string, number> = new Map(Object.entries(QUANTITY_WORDS));

/** "1 1/2", "1-1/2", "1+1/2", "1 and 1/2", "1 & 1/2": a whole number and a fraction. */
const MIXED = /(\d+)\s*(?:\s|-|\+|and\s|&)\s*(\d+)\/(\d+)(?![\d/])/iy;
const FRACTION = /(\d+)\/(\d+)(?![\d/])/y;
const DECIMAL = /(\d*\.\d+|\d+)(?![\d/])/y;
const WORD = /([a-z]+)\b/iy;

function readAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function fractionValue(numerator: string, denominator: string): number | null {
  const bottom = Number(denominator);
  return bottom === 0 ? null : Number(numerator) / bottom;
}

/** The denominators a recipe's fractions use (halves, thirds, quarters, eighths). */
const KITCHEN_DENOMINATORS: ReadonlySet<string> = new Set(['2', '3', '4', '8']);

/**
 * "21/2" → 2½, "13/4" → 1¾: a mixed number whose space was lost (pasted or scraped text). A
 * recipe never writes an improper fraction of halves, thirds, quarters or eighths, so a
 * numerator of two or three digits whose last digit is a proper numerator is read that way.
 */
function runTogetherMixed(numerator: string, denominator: string): number | null {
  if (numerator.length < 2 || numerator.length > 3 || !KITCHEN_DENOMINATORS.has(denominator))
    return null;
  const part = Number(numerator.slice(-1));
  const bottom = Number(denominator);
  if (part < 1 || part >= bottom) return null;
  return Number(numerator.slice(0, -1)) + part / bottom;
}

/** ".333", ".666", ".667", ".6667": a third or two written as a decimal of three places or four. */
const ROUNDED_THIRDS = /\.(?:3{3,4}|6{3,4}|6{2,3}7)$/;

/**
 * "0.333 cup", "1.333 cups", "0.667 cup": a recipe exported with its fractions as decimals (an
 * app's or a site's data) wrote thirds to three places; the cook meant ⅓ and ⅔, the fraction
 * the page showed. Two places ("0.33 cup") are an author's own rounding and are read as written,
 * as the labelled sets do; any other decimal is its value.
 */
function decimalThirds(written: string): number {
  const value = Number(written);
  if (!ROUNDED_THIRDS.test(written)) return value;
  const whole = Math.trunc(value);
  return whole + (value - whole < 0.5 ? 1 / 3 : 2 / 3);
}

/**
 * Reads one number at `position`: a mixed number ("1 1/2", "1-1/2"), a fraction ("3/4"), a
 * decimal ("1.5", "0,5", ".5"), an integer, or a number word ("two", "half", "a dozen" is read
 * by the caller). Returns null when there is none.
 */
export function readNumber(text: string, position: number): QuantityMatch | null {
  // The three numeric patterns start with a digit or a point, a number word with a letter: only
  // one kind can match here, so the other is not tried.
  const first = text.charCodeAt(position);
  if (!((first >= 48 && first <= 57) || first === 46)) return readNumberWord(text, position);
  // A mixed number and a fraction have a slash: where the rest of the line has none ("500g
  // mince", "2 tbsp oil"), only the decimal pattern can match, and only it is tried.
  const mayBeFraction = text.includes('/', position);
  const mixed = mayBeFraction ? readAt(MIXED, text, position) : null;
  if (mixed) {
    const part = fractionValue(mixed[2] ?? '', mixed[3] ?? '1');
    if (part !== null && part < 1) {
      return { value: Number(mixed[1]) + part, end: position + mixed[0].length };
    }
  }
  const fraction = mayBeFraction ? readAt(FRACTION, text, position) : null;
  if (fraction) {
    const numerator = fraction[1] ?? '';
    const denominator = fraction[2] ?? '1';
    const value = runTogetherMixed(numerator, denominator) ?? fractionValue(numerator, denominator);
    return value === null ? null : { value, end: position + fraction[0].length };
  }
  // The decimal's match is its one group (the lookahead takes nothing): `test` gives where it
  // ends, with no match array built for nearly every line's number.
  DECIMAL.lastIndex = position;
  if (DECIMAL.test(text)) {
    const end = DECIMAL.lastIndex;
    const written = text.slice(position, end);
    const value = written.includes('.') ? decimalThirds(written) : Number(written);
    return Number.isFinite(value) ? withPartsAdded(text, { value, end }) : null;
  }
  return null;
}

/** The tens a count in words is written with before its units: "twenty-four", "forty two". */
const TENS_WORDS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
]);
/** "-four", " two": the units after the tens of a number in words. */
const UNITS_AFTER_TENS = /[\s-]+(one|two|three|four|five|six|seven|eight|nine)\b/iy;

/** A number word at `position` ("two", "half", "one-half"); null when the word there is not one. */
function readNumberWord(text: string, position: number): QuantityMatch | null {
  // The word is the whole match (`\b` takes nothing): `test` gives where it ends, with no match
  // array built for the word after most lines' count ("2 tbsp", "3 garlic cloves").
  WORD.lastIndex = position;
  const end = WORD.test(text) ? WORD.lastIndex : -1;
  const lower = end < 0 ? '' : text.slice(position, end).toLowerCase();
  // "Twenty-four shrimp", "forty two almonds": the tens and the units are one number (24, not
  // 20 and a name "four shrimp").
  const tens = end < 0 ? undefined : TENS_WORDS.get(lower);
  const units = tens === undefined ? null : readAt(UNITS_AFTER_TENS, text, end);
  if (tens !== undefined && units) {
    const value = tens + (NUMBER_WORDS[(units[1] ?? '').toLowerCase()] ?? 0);
    return withPartsAdded(text, { value, end: end + units[0].length });
  }
  const wordValue = end < 0 ? undefined : NUMBER_WORD_VALUES.get(lower);
  if (wordValue !== undefined) {
    // "one-half cup", "two-thirds cup", "three-quarters teaspoon": a fraction in words.
    const parts = Object.hasOwn(NUMBER_WORDS, lower) ? partsAt(text, end) : null;
    if (parts !== null && parts.value * wordValue < 1) {
      return { value: parts.value * wordValue, end: parts.end };
    }
    // "half-and-half", "Half-fat crème fraîche", "third-party": a word joined on by a hyphen makes
    // the number word part of a name ("one-pound loaf", "twenty-five" are still amounts).
    if (text.charCodeAt(end) === 45 && !isAndPart(text, end) && joinsName(text, end + 1))
      return null;
    return withPartsAdded(text, { value: wordValue, end });
  }
  return null;
}

/** Whether the word at `position` (after a number word's hyphen) is no unit and no number. */
function joinsName(text: string, position: number): boolean {
  const next = readAt(WORD, text, position);
  const word = (next?.[1] ?? '').toLowerCase();
  return (
    next !== null &&
    !NUMBER_WORD_VALUES.has(word) &&
    !LENGTH_WORDS.has(word) &&
    findUnit(word) === undefined
  );
}

/** "one-inch piece", "two-centimetre strip": a length after a number word's hyphen. */
const LENGTH_WORDS: ReadonlySet<string> = new Set([
  'inch',
  'inches',
  'cm',
  'mm',
  'centimetre',
  'centimetres',
  'centimeter',
  'centimeters',
]);

/** The parts a fraction in words counts: "half", "thirds", "quarters", "fourths", "eighths". */
const FRACTION_PARTS: Readonly<Record<string, number>> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  eighth: 8,
  eighths: 8,
};
const PART_WORD = /[\s-]+([a-z]+)\b/iy;

/** "-half", " thirds": the part after a numerator in words, as the value of one such part. */
function partsAt(text: string, position: number): QuantityMatch | null {
  const part = readAt(PART_WORD, text, position);
  const key = (part?.[1] ?? '').toLowerCase();
  const parts = part && Object.hasOwn(FRACTION_PARTS, key) ? FRACTION_PARTS[key] : undefined;
  return part && parts !== undefined ? { value: 1 / parts, end: position + part[0].length } : null;
}

/**
 * " and a half", " and one-half", " and three-quarters", "-and-a-half": a fraction in words after
 * a whole.
 */
const AND_PART = /(?:\s+|-)and(?:\s+|-)(?:(an?|[a-z]+)[\s-]+)?(?=[a-z])/iy;

/** "-and-a-half", "-and-three-quarters": a fraction in words joined on by hyphens. */
const HYPHENED_AND_PART =
  /-and-(?:an?|one|two|three|five|seven)[\s-](?:half|thirds?|quarters?|fourths?|eighths?)\b/iy;

/**
 * Whether a fraction in words joined on by hyphens follows at `position` ("one-and-a-half"). The
 * pattern's first two characters are looked at first, "-" and "a" in either case (only "A" and
 * "a" give 0x61 with bit 0x20 set): a range's hyphen ("2-3 tbsp") is no reason to compile it.
 */
function isAndPart(text: string, position: number): boolean {
  return (
    text.charCodeAt(position) === 45 &&
    (text.charCodeAt(position + 1) | 0x20) === 0x61 &&
    readAt(HYPHENED_AND_PART, text, position) !== null
  );
}

/**
 * A whole number and a fraction in words after it ("one and a half cups", "1 and one-half
 * cups", "two and three-quarters"): their sum; the whole alone when no fraction follows.
 */
function withPartsAdded(text: string, whole: QuantityMatch): QuantityMatch {
  if (
    !text.startsWith(' and ', whole.end) &&
    !text.startsWith(' And ', whole.end) &&
    !isAndPart(text, whole.end)
  )
    return whole;
  const and = readAt(AND_PART, text, whole.end);
  if (!and) return whole;
  const numerator = (and[1] ?? '').toLowerCase();
  const count =
    numerator === '' || numerator === 'a' || numerator === 'an'
      ? 1
      : Object.hasOwn(NUMBER_WORDS, numerator)
        ? NUMBER_WORDS[numerator]
        : undefined;
  const parts = count === undefined ? null : partsAt(text, whole.end + and[0].length - 1);
  if (count === undefined || parts === null || parts.value * count >= 1) return whole;
  return { value: whole.value + parts.value * count, end: parts.end };
}

const isDigitOrPoint = (code: number): boolean => (code >= 48 && code <= 57) || code === 46;
/** A digit or a vulgar fraction character ("½", "⅓"). */
const isDigitOrFraction = (code: number): boolean =>
  (code >= 48 && code <= 57) ||
  (code >= 0xbc && code <= 0xbe) ||
  (code >= 0x2150 && code <= 0x215e);

/**
 * "-", "to", "or", and "- to", "- or" ("5- to 6-pound", "3- or 4-inch": the first number's hyphen
 * kept from "5-pound"), "-to-" ("1 1/2-to-2-pound chicken", the range hyphenated as one word); the
 * French, Spanish, Portuguese and Italian "to" between two numbers in digits ("1 à 2 c. à café",
 * "2 a 3 dientes de ajo").
 */
const RANGE_JOIN = /\s*(?:-\s*(?:to|or)\b-?|-|to|or)\s*|\s+[aà]\s+(?=\d)/iy;
/** RANGE_JOIN's foreign "to" ("a", "à"), after a number in digits alone (WHOLE_NUMBER). */
const isForeignTo = (join: string): boolean => {
  const word = join.trim();
  return word === 'a' || word === 'A' || word === 'à' || word === 'À';
};
const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads a quantity or a range ("2-3", "2 to 3", "2 or 3", "5- to 6-pound") at `position`. The
 * upper end is kept only when it is larger than the lower one, so "1 or 1/2" is not a range; a
 * "range" of one number twice ("½ - ½ tsp") is that number; one written the wrong way round
 * with "to" ("½ to 1/3 cup") is the range it meant.
 */
export function readRange(text: string, position: number): RangeMatch | null {
  const low = readNumber(text, position);
  if (!low) return null;
  const join = readAt(RANGE_JOIN, text, low.end);
  // "2 a 3" between whole numbers only: "½ a 400g tin", "1/2 a 400g tin" are half of one.
  if (join && isForeignTo(join[0]) && !WHOLE_NUMBER.test(text.slice(position, low.end))) {
    return { value: low.value, max: null, end: low.end };
  }
  if (join) {
    const high = readNumber(text, low.end + join[0].length);
    // "two to three", "three or four": words at both ends ("2 to three" is no range).
    const inWords = !isDigitOrPoint(text.charCodeAt(position));
    if (
      high &&
      high.value > low.value &&
      (inWords || !/^[a-z]/i.test(text.slice(low.end + join[0].length)))
    ) {
      return { value: low.value, max: high.value, end: high.end };
    }
    if (high && high.value === low.value && join[0].includes('-')) {
      return { value: low.value, max: null, end: high.end };
    }
    // "½ to 1/3 cup cream": a range written the wrong way round, with "to" between two numbers
    // near each other, is the range (a ratio "2 to 1" is twice its other end or more).
    if (
      high &&
      high.value < low.value &&
      high.value * 2 > low.value &&
      !inWords &&
      /^\s*to\s/i.test(join[0] + ' ') &&
      isDigitOrFraction(text.charCodeAt(low.end + join[0].length))
    ) {
      return { value: high.value, max: low.value, end: high.end };
    }
  } else if (text.startsWith('(', skipSpacesAt(text, low.end))) {
    // "2 (or 3) cloves garlic", "1 (to 2) tsp": the upper end in a bracket.
    const open = readAt(BRACKETED_RANGE_JOIN, text, low.end);
    const high = open ? readNumber(text, low.end + open[0].length) : null;
    const close = high ? readAt(CLOSE_BRACKET, text, high.end) : null;
    if (high && close && high.value > low.value)
      return { value: low.value, max: high.value, end: high.end + close[0].length };
  }
  return { value: low.value, max: null, end: low.end };
}

/** " (or ", " (to ": a range's join inside a bracket that holds its upper end. */
const BRACKETED_RANGE_JOIN = /\s*\(\s*(?:or|to)\s+/iy;
const CLOSE_BRACKET = /\s*\)/y;

function skipSpacesAt(text: string, position: number): number {
  let at = position;
  while (text.charCodeAt(at) === 32) at += 1;
  return at;
}

/**
 * Parses a whole string as a quantity ("1 1/2" → 1.5, "½" must be normalised first). Returns
 * null when the string is not only a quantity.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  const match = readNumber(trimmed, 0);
  return match && match.end === trimmed.length ? match.value : null;
}
