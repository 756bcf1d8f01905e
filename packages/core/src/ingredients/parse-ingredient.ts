/**
 * Ingredient line → quantity, unit, name and notes. Reads the amount at the head of the line
 * (numbers, ranges, 'a'/'an', number words, UK metric-first amounts such as '125ml/4fl oz',
 * counted packs such as '1 x 400g tin' or '1 (14-ounce) can'), then hands the rest to
 * `extractName`. Never throws: any text gives a result.
 */
import {
  CITRUS_FRUITS,
  LEADING_FILLERS,
  PART_OF_PREFIX,
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  FILL_ADVERBS,
  FILL_WORDS,
  SIZE_MODIFIERS,
  SIZE_WORDS,
} from './descriptors.ts';
import {
  cleanIngredientLine,
  hasPackSizeInCommas,
  isGradeFraction,
  mayHaveGluedUnit,
  wordsForTheParser,
  YIELD_OR_TIME_LABEL,
} from './clean-ingredient-line.ts';
import {
  extractName,
  extractNamesOfEach,
  isHeadDescriber,
  notesAfterReusedHead,
  reusedHead,
  withCountedAlternativeHead,
  type NameAndNotes,
} from './extract-name.ts';
import { madeOnFirstUse, memoiseByKey, memoiseByKeyFromFirst, memoiseFromFirst } from '../memo.ts';
import { NUMBER_WORDS } from '../number-words.ts';
import { singularWord } from './plural.ts';
import { startsWithKindName, takeUnitsFromName } from './name-units.ts';
import type { ParsedIngredient } from './parsed-ingredient.ts';
import { readNumber, readRange } from './parse-quantity.ts';
import {
  foldedForAsciiPatterns,
  isSpace,
  normaliseIngredientText,
  oneOfWords,
  oneOfWordsIgnoringCase,
} from './text.ts';
import {
  convertQuantity,
  findUnit,
  readUnit,
  type UnitDefinition,
  type UnitMatch,
} from './units.ts';

/** Longest line the parser reads; anything beyond is treated as notes. */
export const MAX_PARSED_LINE_LENGTH = 1000;

/**
 * Whether `parseIngredient` and `parseLine` reuse a head's parse (`parseReusedByHead`): off only
 * inside `parseIngredientAfresh`, for the tests.
 */
let reuseHeads = true;

export interface Amount {
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitDefinition | null;
  end: number;
  notes: string[];
  /** A length gave the size of the thing ("9-inch pie crust"): no unit is read from its name. */
  sized?: boolean;
  /** "each" followed the unit ("1 tbsp each oregano, thyme"): the amount is every thing's. */
  each?: boolean;
}

/**
 * "2-inch", "1 inch-long", "3-inch-thick": a length, and which way it is measured. Lower-case
 * ASCII, run on `foldedForAsciiPatterns` of the line: the matches of the same pattern written with
 * `(?![\p{L}\d])` and flags `iuy`, without compiling Unicode's letter set and its case closure
 * (decisions 0023, 0020).
 */
const LENGTH_UNIT =
  /\s*-?\s*(?:cm|mm|in|inch|inches|"|centimetres?|centimeters?)\.?(?![a-zª\d])(?:(?:-|\s+)(?:long|thick|wide|diameter)\b)?/y;
const ARTICLE = /(an?)\s+/iy;
const HALF_QUARTER_OR_DOZEN = /(?:half|quarter|third|dozen)\b/iy;
/** " x ", and a times sign typed twice ("2 x x 150g duck breasts"), not "x-large". */
const TIMES = /\s*[x×*](?:\s+[x×](?=\s))?\s*/iy;
/**
 * "half-" or "half " before a measure after a number ("1 half-gallon", "2 half pints"), or the
 * French "demi"/"demie" ("1 demie càc de cannelle", "1 demi-cuillère à café").
 */
const HALF_BEFORE_UNIT = /\s*(?:half|demie?)[\s-]/iy;
const ALT_JOIN = /\s*(?:\/|\bor\b|\bplus\b|\bminus\b|\bless\b|\band\b|\+)\s*/iy;
/**
 * ", plus " or ", + " after a unit: "1 cup, plus 2 tablespoons, sugar"; ", minus " or ", less ",
 * taken off: "2 cups, minus 3 tablespoons, flour".
 */
const COMMA_PLUS = /\s*,\s*(?:(?:plus|(minus|less))\s+|\+\s*)/iy;
const OPEN_BRACKET = /\s*\(\s*/y;
/** " of" closing a note ("plus a pinch of"). */
const OF_AT_END = /\s+of$/i;
/**
 * "a pinch", "a dash of", "a little": a vague amount after "plus" and a unit, before the name. A
 * word that opens a note is no name ("2 tbsp plus a little extra for greasing", "plus a pinch to
 * taste": was named "extra", "to taste").
 */
const PLUS_VAGUE_AMOUNT =
  /an?\s+(?:pinch|dash|splash|drop|little|touch|bit|few\s+drops)(?:\s+(?:of|more))?(?=\s+(?!(?:extra|more|for|to|if|as|or)\b)[a-z])/iy;
const CLOSE_BRACKET = /[^)]*\)\s*/y;
const OF = /\s*of\b\s*/iy;
/** "the " after a unit's "of", in a small letter. */
const THE = /the\s+/y;
const FOR = /\s*for\b\s*/iy;
/** Units that are a whole recipe's yield ("1 recipe for cornbread"). */
const RECIPE_UNITS: ReadonlySet<string> = new Set(['recipe', 'batch']);
const EACH = /\s*each\b\s*/iy;
/**
 * "ea", "ct.": each and count, abbreviated, before the name of what is counted; "eaches", a
 * grocer's plural of "each" as a unit ("3 eaches chicken breast halves"), says the same.
 */
const COUNT_ABBREVIATION = madeOnFirstUse(() => /\s*(?:eaches|ea|ct)\.?\s+(?=\p{L})/iuy);
/** "2 tbsp or so honey", "1 cup or more flour": how exact the amount is, not the name. */
const OR_SO = /\s*or\s+(?:so|more|less)\b\s*/iy;
/** "2 dozen", "half a dozen", "1 doz. eggs": twelve of what follows. */
const DOZEN = /\s*(?:an?\s+)?(?:dozen\b|doz\b\.?)/iy;
const SIZE_WORD = madeOnFirstUse(() => /\s*([\p{L}-]+)\.?(?=\s|$)/uy);
const SIZE_UNIT_JOIN = /\s*-?\s*/y;
const SIZES_JOIN = /\s*(?:\/|or)?\s*/y;
const HYPHENATED_SIZE = /^\d[\d\s/.]*-/;
/**
 * "1/2 cm", "1/2cm/1in", "1/2 inch": a fraction's length with no hyphen, which before one portion
 * in the singular is that portion's length as "1/2-inch" is ("2½cm/1in piece ginger").
 */
const FRACTION_LENGTH = /^\d+\/\d+\s*(?:cm|mm|in|inch|inches|")(?![a-z])/i;
const LEADING_FRACTION = /^\d+\/\d/;
/** '6"', '1 1/2"-thick', '6"-diameter': a length in inches last, and which way it is measured. */
const INCHES_LAST = /"(?:-(?:long|thick|wide|diameter))?$/;
const WORD_ONLY = /^[a-z]+$/i;
const VAGUE_ARTICLE = /^an?\s+(?:few|little|bit|touch|couple|dash|drop|splash|lot\s+of)\b/i;
const VAGUE_AMOUNT = /\s*(?:several|few|some|a few|(?:a\s+)?couple(?:\s+of)?)\s+/iy;
const LETTER = madeOnFirstUse(() => /\p{L}/u);
const MAY_HAVE_PART_OF = /\s(?:of|from)\s/i;
/** "about " of "Juice of about 2 lemons": a hedge PART_OF_PREFIX lets through after the part. */
const HEDGE_AFTER_PART = /^(about|approximately|roughly|around)\s+/i;
/** The pieces a thing is cut into, which CUT_PIECES_HEAD looks for at a name's head. */
const CUT_PIECES = [
  'pieces',
  'chunks',
  'strips',
  'shavings',
  'cubes',
  'slices',
  'matchsticks',
  'lengths',
];
/** '1"', "2-inch", "1/4-inch-thick", "2 x 3 cm": the size pieces are cut to. */
const CUT_SIZE = String.raw`(?:[\d/.½¼¾]+\s*(?:-?by-?|[x×])\s*)?[\d/.½¼¾]+(?:-?(?:inch|cm|mm)|\s?["”])(?:[-\s](?:thick|wide|long))?`;
/**
 * "pieces roasted turkey", "thin shavings Parmesan", '1" cubes bread': cut pieces, then the name
 * (not "pieces of", but "1/2-inch-thick strips of Napa cabbage": pieces cut to a size are no name).
 * "cubes made from crusty bread": the pieces, then "made from", which MADE_FROM_HEAD() takes off the
 * name left, as it does right after a unit.
 */
const CUT_PIECES_HEAD = new RegExp(
  `^(?:${CUT_SIZE}\\s+(?:${CUT_PIECES.join('|')})\\s+(?:of\\s+)?|(?:(?:thin|thick|fine|small|large|bite-sized?)\\s+)?(?:${CUT_PIECES.join('|')})\\s+(?!of\\b))(?!(?:and|or|with|in|from|for)\\b)(?=\\p{L})`,
  'iu',
);

/** The "of" after cut pieces, not kept in their note. */
const CUT_PIECES_JOIN = /\s+of$/i;

/**
 * Whether a name holds a word of CUT_PIECES, as CUT_PIECES_HEAD matches it (in any case, ſ and the
 * Kelvin sign as s and k: `foldedForAsciiPatterns`): a few plain searches, so the pattern, whose
 * letters and `\p{L}` V8 folds over Unicode when it compiles it, is compiled and run only for a
 * name that may start with cut pieces.
 */
function namesCutPieces(name: string): boolean {
  const folded = foldedForAsciiPatterns(name);
  for (let at = 0; at < CUT_PIECES.length; at += 1) {
    if (folded.includes(CUT_PIECES[at] ?? '')) return true;
  }
  return false;
}
/** "Grated zest of lemon", "Juice of lime": a citrus fruit's part with no count before the fruit. */
const CITRUS_PART_OF = new RegExp(
  `^(?:[a-z-]+\\s+){0,2}?(?:juice|zest|rind|peel)\\s+of\\s+(?=(?:${CITRUS_FRUITS.join('|')})\\s*(?:[,(]|$))`,
  'i',
);
/**
 * "zest ½ lemon", "zest and juice 1 lime", "juice 2 oranges": a citrus fruit's part before its
 * count with "of" unsaid, as UK recipes write it.
 */
export const CITRUS_PART_BEFORE_COUNT = new RegExp(
  `^(?:[a-z-]+\\s+){0,2}?(?:juice|zest|rind)(?:\\s+(?:and|&)\\s+(?:juice|zest|rind))?\\s+(?=[\\d.][\\d./\\s]*(?:[a-z]+\\s+)?(?:${CITRUS_FRUITS.join('|')})\\s*(?:[,(]|$))`,
  'i',
);
/**
 * Whether a line holds "juice", "zest" or "rind" in any case (`foldedForAsciiPatterns`), which
 * every match of CITRUS_PART_BEFORE_COUNT does: most lines hold none, and the pattern, long for
 * its fruits, is compiled and run only for a line that does.
 */
export function namesCitrusPart(text: string): boolean {
  const folded = foldedForAsciiPatterns(text);
  return folded.includes('juice') || folded.includes('zest') || folded.includes('rind');
}
/**
 * ", and juice", " and zest", " and juice of 2" ending a line that opened with a fruit's part, or
 * before a last note in a bracket or after a comma ("… and juice (optional)", "…, optional").
 */
const OTHER_CITRUS_PART =
  /,?\s+and\s+(?:the\s+)?(?:juice|zest|rind|peel)(?:\s+(?:of|from)\s+(?:[\d½¼¾⅓⅔/]+|one|two|three|four|half))?(?=\s*(?:\([^()]*\)|,[^,()]*)?\s*$)/i;
/** "4", "20 to 24", "15 or more": the count before a portion word that is all the name. */
const LEADING_NUMBER = /^[\d\s./-]+(?:(?:to|or)\s+[\d\s./-]+|or\s+(?:so|more|less)\s+)?/i;
/**
 * ", crushed", " (approx)", " (approx), to serve", ", bruised (optional)": only notes after a
 * portion word, no name. Group 1 a comma's clause and group 2 a bracket after it; group 3 a
 * bracket and group 4 a comma's clause after it.
 */
const NOTES_ONLY_AFTER_PORTION =
  /^\s*(?:,\s*(?!of\b)([^()]+?)(?:\s*\(([^()]+)\))?|\(([^()]+)\)(?:\s*,\s*([^()]+))?)$/i;
/** "Optional Glaze: ", "Topping: ": a few words and a colon, then an amount. */
const LABEL_BEFORE_AMOUNT = madeOnFirstUse(
  () => /^(\p{L}[\p{L}'&\s-]{0,40}?(?:\s*\([\p{L}\s]{1,20}\))?)\s*:\s*(?=[\d.]|an?\s)/iu,
);
const TWO_LETTERS = madeOnFirstUse(() => /\p{L}\p{L}/u);
const LATER_AMOUNT = /,\s*(?:and\s+)?\d/;
const LETTER_AFTER_SPACE = madeOnFirstUse(() => /^\s?\p{L}/u);
/** " - ": a dash with spaces around it, between a length and the thing it sizes. */
const SPACED_DASH = /\s+[-–—]\s+/y;
/** "2/3 + 1/4 cup": a second number joined to the first before the unit. */
const NUMBER_PLUS = /\s*(?:\+|\bplus\b)\s*(?=[\d.])/iy;
/** "200 gms (1 cup of white sugar)": all after the amount is one bracket. */
const WHOLLY_BRACKETED = /^\s*\(([^()]*)\)\s*$/;
const ABOUT = /^(?:about|approx\.?|approximately|around|roughly)\s+/i;
const TRAILING_OF = /\s+of$/i;
/** "110ml-150ml", "900g to 1.2kg": the join of a range whose ends both have a unit. */
const UNIT_RANGE_JOIN = /\s*(?:-|\bto\b)\s*(?=[\d.])/iy;

function at(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * Past what sticky `pattern` matches at `position`, or `position` when it does not match: `test`
 * leaves `lastIndex` at the match's end and builds no match array (with its strings) for a match,
 * as `exec` did on every line for the patterns that match an empty string too.
 */
function skip(pattern: RegExp, text: string, position: number): number {
  pattern.lastIndex = position;
  return pattern.test(text) ? pattern.lastIndex : position;
}

/** Where the white space at `position` ends: what `/\s*\/y` skips, without running a pattern. */
function skipSpaces(text: string, position: number): number {
  let cursor = position;
  for (;;) {
    // A space, else ASCII's other white space (tab to carriage return), and only beyond ASCII a
    // call to `isSpace`: the same answer, with no call for the usual character. Past the end the
    // code is NaN, which is none of them.
    const code = text.charCodeAt(cursor);
    if (code === 32 || (code >= 9 && code <= 13) || (code > 0x7f && isSpace(code))) cursor += 1;
    else return cursor;
  }
}

/**
 * Whether OR_SO can match at `position`: "or", in either case, after the white space there. The
 * lower-case bit set on each code: only "o" and "O" give 0x6f, "r" and "R" 0x72.
 */
function mayBeOrAt(text: string, position: number): boolean {
  const start = skipSpaces(text, position);
  return (text.charCodeAt(start) | 0x20) === 0x6f && (text.charCodeAt(start + 1) | 0x20) === 0x72;
}

/** Whether UNIT_RANGE_JOIN can match at `position`: a hyphen or "to", in either case, there. */
function mayBeRangeJoinAt(text: string, position: number): boolean {
  const start = skipSpaces(text, position);
  const code = text.charCodeAt(start);
  return code === 45 || ((code | 0x20) === 0x74 && (text.charCodeAt(start + 1) | 0x20) === 0x6f);
}

/** Whether NOTES_ONLY_AFTER_PORTION can match `text`: a comma or a bracket after its white space. */
function opensWithCommaOrBracket(text: string): boolean {
  const code = text.charCodeAt(skipSpaces(text, 0));
  return code === 44 || code === 40;
}

/**
 * The character after the white space at `position` (and after a hyphen and more white space,
 * when `hyphen`), '' at the end. A pattern below that opens with `\s*` matches only where this is
 * its first character, so one look here saves running it at the many places it cannot match.
 */
function afterSpaces(text: string, position: number, hyphen = false): string {
  let cursor = skipSpaces(text, position);
  if (hyphen && text.charCodeAt(cursor) === 45) cursor = skipSpaces(text, cursor + 1);
  return text.charAt(cursor);
}

/** LENGTH_UNIT at `position`, tried only where a length may start (c, m, i, ", or not ASCII). */
function lengthAt(text: string, position: number): RegExpExecArray | null {
  const next = afterSpaces(text, position, true);
  if (next === '' || (next < '\u0080' && !'cmiCMI"'.includes(next))) return null;
  return at(LENGTH_UNIT, foldedForAsciiPatterns(text), position);
}

/**
 * Past a hyphen at `position` when a letter (a whole code point) follows it ("2-pound"), else
 * `position`: what `/-(?=\p{L})/uy` skips, with the one letter pattern every module shares, so no
 * other pattern holding `\p{L}` is compiled (decision 0020).
 */
function afterHyphenBeforeLetter(text: string, position: number): number {
  if (text.charCodeAt(position) !== 45) return position;
  const next = text.codePointAt(position + 1);
  return next !== undefined && LETTER().test(String.fromCodePoint(next)) ? position + 1 : position;
}

/**
 * "7-Up", "5-spice powder", "3-Bean Salad": a figure's hyphened short capitalised word, or a word
 * (in any case) before another.
 */
const FIGURE_WORD = /-(?:[A-Z][a-z]?(?![A-Za-z])|([A-Za-z]+)[\s-]+[A-Za-z])/y;

/**
 * The words a figure makes a food's name with ("5-spice powder", "3-bean salad", "7-grain bread",
 * "3-cheese blend", "7-layer dip", "2-minute noodles", "5-Hour energy"). A closed list: any other word after the
 * hyphen is what is counted ("4-chicken thighs", "2-red onions"), the hyphen a slip for a space.
 */
const FIGURE_COMPOUND_WORDS: ReadonlySet<string> = new Set([
  'spice',
  'bean',
  'grain',
  'cheese',
  'layer',
  'minute',
  'seed',
  'nut',
  'berry',
  'pepper',
  'herb',
  'fruit',
  'citrus',
  'egg',
  'hour',
]);

/**
 * Whether a hyphen at `position`, right after the line's opening figure, joins it to a word that
 * is the name's: a short capitalised word ("7-Up") or one of the words a figure makes a name with
 * before another word ("5-spice powder", "3-bean salad"). Not a size ("2-large eggs"), an
 * adjective or a food ("2-red onions", "4-chicken thighs", "4-Roma tomatoes": the hyphen only
 * parts the count from the name), nor a lone word ("2-eggs").
 */
function figureJoinedToWord(text: string, position: number): boolean {
  if (text.charCodeAt(position) !== 45) return false;
  FIGURE_WORD.lastIndex = position;
  const joined = FIGURE_WORD.exec(text);
  return (
    joined !== null &&
    (joined[1] === undefined || FIGURE_COMPOUND_WORDS.has(joined[1].toLowerCase()))
  );
}

const isAsciiLetter = (code: number): boolean =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** "thumb-sized", "walnut-size": a size by a thing of that size. */
const SIZED_LIKE = /^[a-z]+-sized?$/;

/**
 * A thing's shape before its unit ("1 round loaf of bread", "4 square pieces banana leaf", "1 small
 * round bulb fennel", "8 leafy stems cilantro"): said of the portion, as a size is; skipped only
 * before a unit, so "round lettuce", "leafy greens" and "12 round rice paper sheets" keep it in the
 * name.
 */
const SHAPE_WORDS: ReadonlySet<string> = new Set([
  'round',
  'oval',
  'square',
  'rectangular',
  'oblong',
  'leafy',
]);

/**
 * How a portion was cut, before its unit ("6 lengthwise slices fresh ginger", "4 thickly cut
 * slices bread", "2 paper-thin slices ham"): said of the slice, as "thick" is; skipped only before
 * a unit, as shapes are, so "thinly sliced onion" is not read past.
 */
const CUT_WAY_WORDS: ReadonlySet<string> = new Set([
  'lengthwise',
  'lengthways',
  'crosswise',
  'crossways',
  'diagonal',
  'thickly',
  'thinly',
  'cut',
  'thick-cut',
  'thin-cut',
  'paper-thin',
  'wafer-thin',
]);

/**
 * Skips size words ("large", "very large", "lg", "heaped") and shapes ("round") and returns the
 * position after.
 */
function skipSizes(text: string, position: number): number {
  let cursor = position;
  let afterFillAdverb = false;
  for (;;) {
    // `test`, not `exec`, and the word read from the text: its white space is what `skipSpaces`
    // skips, and it ends before the point the pattern may take after it (no letter is a point).
    SIZE_WORD().lastIndex = cursor;
    if (!SIZE_WORD().test(text)) return cursor;
    const end = SIZE_WORD().lastIndex;
    const wordEnd = text.charCodeAt(end - 1) === 46 ? end - 1 : end;
    const lower = text.slice(skipSpaces(text, cursor), wordEnd).toLowerCase();
    const fillAdverb = FILL_ADVERBS.has(lower) && fillWordAt(text, end);
    if (
      !(
        (afterFillAdverb && FILL_WORDS.has(lower)) ||
        SIZE_WORDS.has(lower) ||
        SIZE_MODIFIERS.has(lower) ||
        SHAPE_WORDS.has(lower) ||
        CUT_WAY_WORDS.has(lower) ||
        SIZED_LIKE.test(lower)
      ) &&
      !isSizeRange(lower) &&
      // "small to medium", "medium or large": a joining word between two sizes.
      !(cursor > position && (lower === 'to' || lower === 'or') && sizeWordAt(text, end)) &&
      // "2 lightly packed cups", "2 lightly piled cups": how full, before the word for it.
      !fillAdverb
    )
      return cursor;
    afterFillAdverb = fillAdverb;
    cursor = end;
  }
}

/** Whether a fill word ("packed", "piled") is the next word at `position`. */
function fillWordAt(text: string, position: number): boolean {
  SIZE_WORD().lastIndex = position;
  if (!SIZE_WORD().test(text)) return false;
  const word = text.slice(skipSpaces(text, position), SIZE_WORD().lastIndex).toLowerCase();
  return FILL_WORDS.has(word);
}

/** "small-to-medium", "small-medium", "medium-or-large": two sizes of a thing in one word. */
export const SIZE_RANGE_WORD = /^(small|medium|large|big)-(?:(?:to|or)-)?(small|medium|large|big)$/;
const RANGE_SIZES: ReadonlySet<string> = new Set(['small', 'medium', 'large', 'big']);

/**
 * SIZE_RANGE_WORD, run only where the word's part after its last hyphen is a size: every match
 * ends in a hyphen and a size holding none ("free-range" is not looked at with the pattern).
 */
export function isSizeRange(word: string): boolean {
  const hyphen = word.lastIndexOf('-');
  return hyphen > 0 && RANGE_SIZES.has(word.slice(hyphen + 1)) && SIZE_RANGE_WORD.test(word);
}

/** Whether a size word ("medium", "large") is the next word at `position`. */
function sizeWordAt(text: string, position: number): boolean {
  SIZE_WORD().lastIndex = position;
  if (!SIZE_WORD().test(text)) return false;
  return SIZE_WORDS.has(
    text.slice(skipSpaces(text, position), SIZE_WORD().lastIndex).toLowerCase(),
  );
}

/** Reads a unit after optional size words ("4 large cloves", "2 lg cans", "2 level tbsp"). */
function readUnitAfterSizes(text: string, position: number, afterNumber: boolean) {
  const start = skipSpaces(text, position);
  const unit = readUnit(text, start, afterNumber);
  if (unit) return unit;
  const afterSizes = skipSizes(text, start);
  // No size word: the unit was already looked for at this position.
  if (afterSizes === start) return null;
  const next = skipSpaces(text, afterSizes);
  // "1 large (1 1/2 lb) head cauliflower", "1 small (about 8 oz) bunch kale": the portion's weight
  // in a bracket between its size and its unit.
  return readUnit(
    text,
    text.charCodeAt(next) === 40 ? afterWeightBracket(text, next) : next,
    afterNumber,
  );
}

/**
 * "about ", "approx. ": a hedge before a size in a bracket or an alternative; "<" and "less than"
 * too ("3 g/<1/8 oz/1 teaspoon ground cinnamon": under an eighth of an ounce).
 */
const HEDGE_AT = /\s*(?:(?:about|approx\.?|approximately|around|roughly|less\s+than)\s+|<\s*)/iy;

/**
 * Past a hedge (HEDGE_AT) at `position`, or `position`. The pattern is run only where the first
 * character after the white space is one a hedge opens with (a, r, l in either case, or "<"): on
 * other text it cannot match, and most processes then never compile it (a case-insensitive
 * alternation, compiled twice as V8 tiers it up).
 */
function skipHedge(text: string, position: number): number {
  // The code with ASCII's lower-case bit set: "A" and "a" alike; "<" has it already.
  const code = text.charCodeAt(skipSpaces(text, position)) | 0x20;
  if (code !== 0x61 && code !== 0x72 && code !== 0x6c && code !== 0x3c) return position;
  return skip(HEDGE_AT, text, position);
}

/** Past "(1 1/2 lb) " or "(about 2 pounds) " at `position`, or `position` when that is not there. */
function afterWeightBracket(text: string, position: number): number {
  const inside = skipSpaces(text, skipHedge(text, position + 1));
  const size = readSizes(text, inside);
  if (!size) return position;
  const close = at(CLOSE_BRACKET, text, size.end);
  return close ? size.end + close[0].length : position;
}

/** A size read: where it ends, its unit (null for a length or two sides) and its number. */
interface Size {
  end: number;
  unit: UnitDefinition | null;
  value: number;
  /** The upper end of a range of the measure, in its unit ("3½ to 4 cups": 4); null for none. */
  max: number | null;
  /** Two sides, the length written after the second ("2 by 3-inch"). */
  twoSides: boolean;
}

/**
 * Reads a size such as "400g", "14-ounce", "13 3/4-ounce", "5cm" or "1/4in"; null if none. Every
 * size has the same four properties: objects of one shape, where a `twoSides` written on some only
 * (and `readSizes`' spread of them) gave the readers of a size more shapes than their caches hold.
 */
function readSize(text: string, position: number): Size | null {
  const number = readRange(text, position);
  if (!number) return null;
  const unit = readUnit(text, skip(SIZE_UNIT_JOIN, text, number.end), true);
  if (unit) {
    // "2 x 150g-200g/5½-7oz hake fillets": a range with the unit at both ends is one size, read
    // to its upper end, as "150-200g" is.
    const next = afterSpaces(text, unit.end);
    const high =
      number.max === null && (next === '-' || next === 't' || next === 'T')
        ? readUnitRangeEnd(text, unit.end, number.value, unit.unit)
        : null;
    const max = high?.value ?? number.max;
    return {
      end: high?.end ?? unit.end,
      unit: unit.unit,
      value: number.value,
      max,
      twoSides: false,
    };
  }
  const length = lengthAt(text, number.end);
  if (length) {
    const end = number.end + length[0].length;
    // "1/2-inch-by-4-inch", "2 inches by 3 inches": the second side after the first's length.
    const sides = number.max === null ? secondSideEnd(text, end) : 0;
    return {
      end: sides > 0 ? sides : number.max === null ? lengthRangeEnd(text, end) : end,
      unit: null,
      value: number.value,
      max: null,
      twoSides: false,
    };
  }
  const sides = secondSideEnd(text, number.end);
  return sides > 0
    ? { end: sides, unit: null, value: number.value, max: null, twoSides: true }
    : null;
}

/**
 * '12 5"-6" corn tortillas', "4 2-inch to 3-inch pieces": a range of lengths with the length at
 * both ends is one size, read to its upper end (as "5-6 inch" is); from the end of the first
 * length, where the second ends, or that end when no length follows.
 */
function lengthRangeEnd(text: string, end: number): number {
  const next = afterSpaces(text, end);
  if (next !== '-' && next !== 't' && next !== 'T') return end;
  const join = at(UNIT_RANGE_JOIN, text, end);
  const high = join ? readNumber(text, end + join[0].length) : null;
  const length = high ? lengthAt(text, high.end) : null;
  return high && length ? high.end + length[0].length : end;
}

/** " by ", " x ", "-by-", "x": between the two sides of a size ("2 by 3-inch", "4x6-inch"). */
const BY_SIDE = /\s*(?:-?by-?|[x×])\s*/iy;

/**
 * "2 by 3-inch", "9-by-13-inch", "4 x 6-inch": a size with two sides, the length written after the
 * second. From the end of the first number, where the length ends; 0 when the text is not that
 * (no length after the second number: "2 x 400g tins" is a count of packs).
 */
function secondSideEnd(text: string, position: number): number {
  const next = afterSpaces(text, position, true);
  if (next !== 'b' && next !== 'B' && next !== 'x' && next !== 'X' && next !== '×') return 0;
  const by = at(BY_SIDE, text, position);
  const second = by ? readNumber(text, position + by[0].length) : null;
  const length = second ? lengthAt(text, second.end) : null;
  return second && length ? second.end + length[0].length : 0;
}

/**
 * Reads "400g/14oz", "9-ounce/255g", "2lb 4oz": a size and its alternatives (`twoUnits` when it
 * has any).
 */
function readSizes(text: string, position: number): (Size & { twoUnits: boolean }) | null {
  const first = readSize(text, position);
  if (!first) return null;
  let end = first.end;
  for (;;) {
    const next = readSize(text, skip(SIZES_JOIN, text, end));
    if (!next) break;
    end = next.end;
  }
  // Written out, not spread from `first`: one shape for every caller.
  const { unit, value, max, twoSides } = first;
  return { end, unit, value, max, twoSides, twoUnits: end !== first.end };
}

/** A pack size of zero and its unit ("0 g", "0.0kg", "0g/0oz"), not a range from zero. */
const ZERO_SIZE = madeOnFirstUse(() => /^0+(?:[.,]0+)?\s*\p{L}[\p{L}.]*(?:\s*\/|$)/u);

/** ZERO_SIZE(), run only on a text that opens with "0" (its letter classes are costly to compile). */
const opensWithZeroSize = (text: string): boolean =>
  text.charCodeAt(0) === 48 && ZERO_SIZE().test(text);

/** A portion's word written in the singular ("piece", "knob", "slice"; not "pieces", "glass"). */
const SINGULAR_PORTION = /^[a-z]+[^s]$/i;

/**
 * "1 1/2-inch piece", "2 1/2-inch knob": a whole count, then a fraction's length (no bracket, no
 * times sign), then one portion in the singular: the count and the fraction are one mixed length.
 */
function mixedLengthOfOnePortion(
  count: number,
  bracket: RegExpExecArray | null,
  times: RegExpExecArray | null,
  sizeUnit: UnitDefinition | null,
  sizeNote: string,
  pack: UnitMatch,
): boolean {
  return (
    bracket === null &&
    times === null &&
    sizeUnit === null &&
    Number.isInteger(count) &&
    count >= 1 &&
    pack.unit.kind === 'portion' &&
    LEADING_FRACTION.test(sizeNote) &&
    (HYPHENATED_SIZE.test(sizeNote) || FRACTION_LENGTH.test(sizeNote)) &&
    SINGULAR_PORTION.test(pack.text)
  );
}

/**
 * A count of packs: "2 x 400g tins", "1 (14-ounce) can", "1 13 3/4-ounce can", "One 4-inch
 * piece", "1x120g tub". The count is the quantity and the pack the unit; the pack size is a note.
 */
function readPackAmount(
  text: string,
  count: number,
  position: number,
  isArticle: boolean,
): Amount | null {
  // Most lines have no measuring spoon: one search for its word before reading one.
  if (text.includes('spoon', position)) {
    const spoon = readMeasuringSpoon(text, count, position);
    if (spoon) return spoon;
  }
  let cursor = position;
  const timesSign = afterSpaces(text, cursor);
  if (timesSign === 'N' || timesSign === 'n' || timesSign === '#') {
    const numbered = readNumberedCan(text, count, cursor);
    if (numbered) return numbered;
  }
  const times =
    timesSign === 'x' || timesSign === 'X' || timesSign === '×' || timesSign === '*'
      ? at(TIMES, text, cursor)
      : null;
  if (times) cursor += times[0].length;
  else cursor = skipSpaces(text, cursor);
  // "1 - 15 oz. can", "2-8 oz packages": a count, a dash, then one pack's size.
  const dash =
    !times && !isArticle && text.charAt(cursor) === '-' ? at(DASH_BEFORE_SIZE, text, cursor) : null;
  if (dash) return readPackAfterDash(text, count, cursor + dash[0].length);
  const bracket = afterSpaces(text, cursor) === '(' ? at(OPEN_BRACKET, text, cursor) : null;
  if (bracket) cursor += bracket[0].length;
  const sizeStart = cursor;
  if (times && !bracket && COUNTED_BONES.test(text.slice(cursor, cursor + 24)))
    return { quantity: count, quantityMax: null, unit: null, end: cursor, notes: [] };
  const size = readSizes(text, cursor);
  if (!size) {
    // "3 x eggs": no pack size after the times sign.
    if (!times || bracket || !TIMES_BEFORE_WORD.test(times[0])) return null;
    // "2 x 6-bone racks of lamb": a count of things the name's first word describes by a number,
    // read as "2 6-bone racks of lamb" is.
    return (
      readCountAfterTimes(text, count, cursor) ??
      (COUNTED_DESCRIPTION.test(text.slice(cursor, cursor + 24))
        ? { quantity: count, quantityMax: null, unit: null, end: cursor, notes: [] }
        : null)
    );
  }
  // "1 (2 by 3-inch) piece kombu", "8 6 by 8-inch tortillas": two sides are a length, as "9-inch".
  const hyphenated = size.twoSides || HYPHENATED_SIZE.test(text.slice(sizeStart, size.end));
  // "1 2-inch (5cm) piece ginger", "One 2 in (5cm) piece ginger": the same length in other units
  // in a bracket goes with the length, and the piece follows it; so does the way it is measured
  // after the bracket ("4 2-inch (5 cm) long green chiles").
  const otherLength = size.unit === null && !bracket ? skipOtherLength(text, size.end) : size.end;
  cursor = otherLength > size.end ? skip(LENGTH_WAY, text, otherLength) : size.end;
  // "10 3/4-inch-thick (roughly) slices": a hedge on the length, in a bracket, goes with it.
  if (!bracket && size.unit === null && afterSpaces(text, cursor) === '(')
    cursor = skip(HEDGE_BRACKET, text, cursor);
  const sizeEnd = cursor;
  if (bracket) {
    const close = at(CLOSE_BRACKET, text, cursor);
    if (!close) return null;
    cursor += close[0].length;
  }
  const sizeNote = text.slice(sizeStart, sizeEnd).trim();
  // "2 x 0 g rice", "3 x 0g tins": so many packs of nothing hold nothing (the count times zero), as
  // "0 g rice" does; the size stays a note. A range from zero ("2 x 0-400g") is no zero size.
  const packs = times !== null && size.unit !== null && opensWithZeroSize(sizeNote) ? 0 : count;
  const pack = readUnitAfterSizes(text, cursor, true);
  // "2 (25 ml) T tomato paste", "2 (5 ml) t salt": a spoon's letter after a bracketed measure is
  // the spoon, as "2 (25 ml) tbsp" is read (the letter was left in the name).
  if (
    bracket &&
    !times &&
    pack &&
    size.unit !== null &&
    SPOON_LETTER.test(pack.text) &&
    !at(BONE, text, pack.end)
  )
    return {
      quantity: count,
      quantityMax: null,
      unit: pack.unit,
      end: pack.end,
      notes: [sizeNote],
    };
  if (
    pack &&
    pack.unit.dimension === 'count' &&
    (pack.unit.nameWord !== true || bracket !== null || times !== null) &&
    !namesADish(text, pack) &&
    !namesACut(text, pack) &&
    // "1 1/2 cups sprigs parsley": a whole number and a fraction set apart are a mixed number
    // before a measure, and the portion after it is what is measured, not a pack of that size.
    !(
      bracket === null &&
      times === null &&
      !hyphenated &&
      size.unit !== null &&
      LEADING_FRACTION.test(sizeNote) &&
      (pack.unit.kind === 'portion' || mixedNumberBeforePack(count, size.unit, pack))
    )
  ) {
    // "1½-inch piece ginger", "2 1/2-inch knob ginger": a whole number and a fraction before a
    // length, then one portion (its word singular), are the one piece's length, a mixed number
    // ("2 1/2-inch pieces" are two pieces of half an inch, as "12 3/4-inch-thick slices" are).
    const oneOfMixedLength = mixedLengthOfOnePortion(
      count,
      bracket,
      times,
      size.unit,
      sizeNote,
      pack,
    );
    const notes = [oneOfMixedLength ? `${count} ${sizeNote}` : sizeNote];
    // "1 (14-ounce) can or 2 cups chickpeas": another amount after the pack is a note, as after
    // any unit.
    const counted: JoinedAmount = {
      quantity: oneOfMixedLength ? 1 : packs,
      quantityMax: null,
      unit: pack.unit,
      isRange: false,
    };
    const end = skipAlternatives(text, pack.end, counted, notes);
    return {
      quantity: counted.quantity,
      quantityMax: counted.quantityMax,
      unit: counted.unit,
      end,
      notes,
    };
  }
  if (times) {
    // "2 x 2 tbsp olive oil", "3 x ½ cup stock": a spoon or cup is no pack, and the line asks for
    // that measure so many times (the oil used in two steps), so the count multiplies it.
    if (
      !bracket &&
      !size.twoUnits &&
      size.unit !== null &&
      size.value > 0 &&
      KITCHEN_MEASURES.has(size.unit.canonical)
    ) {
      return {
        quantity: count * size.value,
        quantityMax: null,
        unit: size.unit,
        end: skip(OF, text, cursor),
        notes: [],
      };
    }
    return { quantity: packs, quantityMax: null, unit: null, end: cursor, notes: [sizeNote] };
  }
  // "a 1.5kg/3lb 5oz chicken", "1 1.5kg/3lb chicken": a count, then one thing's weight in two
  // units ("1 1/2lb/700g beef" is a mixed number's measure, not a count).
  if (
    size.unit !== null &&
    bracket === null &&
    size.twoUnits &&
    !LEADING_FRACTION.test(sizeNote) &&
    LETTER_AFTER_SPACE().test(text.slice(cursor, cursor + 2))
  )
    return { quantity: count, quantityMax: null, unit: null, end: cursor, notes: [sizeNote] };
  // "1 9-inch pie crust", "2 6-inch flour tortillas", '1 9" pie crust': a count, then each thing's
  // length.
  if (
    size.unit === null &&
    // Not '2 1/2" cinnamon stick', one stick of a length with a fraction.
    (hyphenated || (INCHES_LAST.test(sizeNote) && !LEADING_FRACTION.test(sizeNote))) &&
    !isArticle &&
    LETTER_AFTER_SPACE().test(text.slice(cursor))
  )
    return { quantity: count, quantityMax: null, unit: null, end: cursor, notes: [sizeNote] };
  if (isArticle && size.unit && (hyphenated || bracket)) {
    return { quantity: size.value, quantityMax: null, unit: size.unit, end: cursor, notes: [] };
  }
  // "a ½ cup sugar", "a 1/4 teaspoon of salt": a spoon or cup is the cook's measure, never the
  // size of one thing, so the article is no count.
  if (
    isArticle &&
    !bracket &&
    !size.twoUnits &&
    size.unit &&
    KITCHEN_MEASURES.has(size.unit.canonical)
  ) {
    return {
      quantity: size.value,
      quantityMax: null,
      unit: size.unit,
      end: skip(OF, text, cursor),
      notes: [],
    };
  }
  return null;
}

/**
 * Whether a whole number, a fraction set apart and a measure before a pack are one mixed number,
 * the pack being what that much comes in: "14 1/2 ounce can tomatoes", "4½oz/125g pack
 * mozzarella" (more than one, and the pack written singular: not 14 cans of half an ounce),
 * "1¾ cups/15oz can pumpkin" (no pack is sold by the cup). "1 1/4 ounce envelope gelatin" stays
 * one envelope of a quarter ounce, as yeast and gelatin are sold.
 */
function mixedNumberBeforePack(count: number, size: UnitDefinition, pack: UnitMatch): boolean {
  if (KITCHEN_MEASURES.has(size.canonical)) return true;
  if (count <= 1) return false;
  const written = pack.text.toLowerCase();
  return written === pack.unit.canonical || !written.endsWith('s');
}

/** The spoons and cups a cook measures with, which no food is sold in a pack of. */
const KITCHEN_MEASURES: ReadonlySet<string> = new Set(['tsp', 'dessertspoon', 'tbsp', 'cup']);

/** " (roughly)", " (about)": a hedge on a length, in a bracket after it. */
const HEDGE_BRACKET = /\s*\(\s*(?:about|approx\.?|approximately|around|roughly|or\s+so)\s*\)/iy;

/** "- 15 oz": a dash between a count and the size of one pack. */
const DASH_BEFORE_SIZE = /-\s*(?=\d)/y;

/**
 * "1 - 15 oz. can tomato sauce", "2 - 8 oz packages cream cheese", "1-14 oz can coconut milk": a
 * count of packs, a dash, and one pack's weight or volume, as US recipe sites write "1 (15 oz) can".
 * Not a range ("10-15 oz. cherry tomatoes" names no pack): one pack is written singular and more
 * plural, so "1 - 15 oz. cans" is left as it was. Null when the line is not that.
 */
function readPackAfterDash(text: string, count: number, position: number): Amount | null {
  const size = readSizes(text, position);
  if (!size?.unit || size.unit.dimension === 'count') return null;
  const pack = readUnitAfterSizes(text, size.end, true);
  if (pack?.unit.kind !== 'container') return null;
  const plural = pack.text.toLowerCase() !== pack.unit.canonical && /s$/i.test(pack.text);
  if (plural !== count > 1) return null;
  return {
    quantity: count,
    quantityMax: null,
    unit: pack.unit,
    end: pack.end,
    notes: [text.slice(position, size.end).trim()],
  };
}

/** " spoon", " spoons", " spoonful": a measuring spoon after its size in millilitres. */
const MEASURING_SPOON = /\s*spoon(?:s|fuls?)?\b/iy;
/** The metric measuring spoons that have names: 5 ml a teaspoon, 10 ml a dessertspoon, 15 ml a tablespoon. */
const NAMED_SPOONS: ReadonlyMap<number, string> = new Map([
  [5, 'tsp'],
  [10, 'dessertspoon'],
  [15, 'tbsp'],
]);

/**
 * "1 x 5ml spoon salt", "2 level 15ml spoons cocoa", "½ x 2.5ml spoon pepper": a count of metric
 * measuring spoons (as British recipes and packs write them) is that many teaspoons (5 ml),
 * dessertspoons (10 ml) or tablespoons (15 ml), or that many times the spoon's millilitres; null
 * when no such spoon follows `position`.
 */
function readMeasuringSpoon(text: string, count: number, position: number): Amount | null {
  let cursor = position;
  const times = at(TIMES, text, cursor);
  if (times) cursor += times[0].length;
  const size = readSize(text, skipSpaces(text, skipSizes(text, cursor)));
  const spoon = size?.unit?.canonical === 'ml' ? at(MEASURING_SPOON, text, size.end) : null;
  if (!size || !spoon) return null;
  const named = NAMED_SPOONS.get(size.value);
  const unit = findUnit(named ?? 'ml');
  if (!unit) return null;
  return {
    quantity: named ? count : count * size.value,
    quantityMax: null,
    unit,
    end: skip(OF, text, size.end + spoon[0].length),
    notes: [],
  };
}

/** " No. 2 ", " #303 ": the US trade number of a can's size. */
const CAN_NUMBER = /\s*(?:no\.?|#)\s*(\d+(?:\s*½|\s+1\/2)?)\s+/iy;

/**
 * "1 No. 2 can tomatoes", "2 #303 cans peas", "1 No. 10 tin": a count of cans by their trade
 * size, as older US cookbooks write them. The size is a note; null when no can follows.
 */
function readNumberedCan(text: string, count: number, position: number): Amount | null {
  const number = at(CAN_NUMBER, text, position);
  const pack = number ? readUnit(text, position + number[0].length, true) : null;
  if (!number || pack?.unit.kind !== 'container') return null;
  return {
    quantity: count,
    quantityMax: null,
    unit: pack.unit,
    end: skip(OF, text, pack.end),
    notes: [text.slice(position, position + number[0].length).trim()],
  };
}

/** " x 400g": a times sign before a number, after a pack ("2 tins x 400g tomatoes"). */
const TIMES_BEFORE_SIZE = /^\s*[x×]\s*(?=\d)/i;

/**
 * Whether TIMES_BEFORE_SIZE can match `text` from `position`: the first character after the white
 * space there is a times sign. A look at one character, where most lines have a word.
 */
function timesSignAt(text: string, position: number): boolean {
  const code = text.charCodeAt(skipSpaces(text, position));
  return code === 0x78 || code === 0x58 || code === 0xd7;
}

/** "3 x ": a times sign with a space after it, before a word ("1 xl egg" has none). */
const TIMES_BEFORE_WORD = /[x×*]\s+$/i;
/** "6-bone", "4-rib", "35-day": a number joined to a word by a hyphen, describing what follows. */
const COUNTED_DESCRIPTION = /^\d+-[a-z]+\s+[a-z]/i;
/**
 * "4 x 4 bone lamb racks", "2 x 6 rib racks of pork": the number after the times sign counts the
 * bones of each, as "6-bone" does with its hyphen, when a bone, a rib or a chop follows it.
 */
const COUNTED_BONES = /^(\d+)\s+(?=(?:bones?|ribs?|chops?)\s+[a-z])/i;

/**
 * "3 x eggs", "1 x red onion", "2 x tins tomatoes": a count and a times sign with no pack size:
 * the count is of what follows (a pack when one is named).
 */
function readCountAfterTimes(text: string, count: number, position: number): Amount | null {
  const pack = readUnitAfterSizes(text, position, true);
  if (pack && pack.unit.dimension === 'count') {
    const notes = sizeBefore(text, position, pack);
    return { quantity: count, quantityMax: null, unit: pack.unit, end: pack.end, notes };
  }
  if (!LETTER_AFTER_SPACE().test(text.slice(position, position + 2))) return null;
  return { quantity: count, quantityMax: null, unit: null, end: position, notes: [] };
}

const PLUS_JOIN = /^\s*(?:\bplus\b|\band\b|\+)/i;
/** " and ": joins a measure only when it is more of the same ("1 cup and 2 tablespoons"). */
const AND_JOIN = /^\s*and\b/i;
/** " minus ", " less ": "1 cup less 2 tablespoons sugar" is 0.875 cup. */
const MINUS_JOIN = /^\s*(?:minus|less)\b/i;

/**
 * A joined measure in the amount's unit: as `convertQuantity`, and a stick takes a spoon, a cup or
 * a weight as the butter stick it is when measured so ("1 stick plus 2 tablespoons butter"): a US
 * stick is ½ cup, 4 ounces, so 2 tablespoons are a quarter of one. No other count unit adds up.
 */
function convertJoined(value: number, from: string, to: string): number | null {
  if (to !== 'stick') return convertQuantity(value, from, to);
  const cups = convertQuantity(value, from, 'cup');
  if (cups !== null) return cups * 2;
  const ounces = convertQuantity(value, from, 'oz');
  return ounces === null ? null : ounces / 4;
}

/** An amount that joined measures add to; its unit becomes the larger one's (`addJoined`). */
interface JoinedAmount {
  quantity: number;
  /** The upper end once a range is added ("2 tablespoons plus 3½ to 4 cups"); null for none. */
  quantityMax: number | null;
  unit: UnitDefinition;
  readonly isRange: boolean;
}

/**
 * Adds a joined measure (`added`, already in the amount's unit) to `amount`. The sum is said in the
 * larger of the two units, as a cook would measure it: "1 teaspoon plus 1 cup sugar" is 1.02 cups,
 * not 49 teaspoons (which the list would show as spoons, where a cup of sugar is weighed), "2
 * tablespoons plus ¼ cup oil" ⅜ cup, "500ml plus 1 litre" 1.5 litres; "1 cup plus 2 tablespoons"
 * stays in cups. Only within one system: "600g plus 5oz" stays in grams. A range added (`addedMax`,
 * its upper end) makes the sum a range: "2 tablespoons plus 3½ to 4 cups flour" is 3⅝ to 4⅛ cups.
 */
function addJoined(
  amount: JoinedAmount,
  added: number,
  unit: UnitDefinition,
  addedMax: number | null = null,
): void {
  const sum = amount.quantity + added;
  const sumMax =
    amount.quantityMax === null && addedMax === null
      ? null
      : (amount.quantityMax ?? amount.quantity) + (addedMax ?? added);
  const larger =
    added > 0 &&
    unit.kind === 'measure' &&
    amount.unit.kind === 'measure' &&
    unit.dimension === amount.unit.dimension &&
    unit.factor > amount.unit.factor &&
    // Within one system: "600g plus 5oz" stays in grams, the measure the page gave first.
    METRIC_FIRST.has(unit.canonical) === METRIC_FIRST.has(amount.unit.canonical);
  const inUnit = (value: number): number =>
    larger ? (value * amount.unit.factor) / unit.factor : value;
  amount.quantity = inUnit(sum);
  amount.quantityMax = sumMax === null ? null : inUnit(sumMax);
  if (larger) amount.unit = unit;
}

/**
 * After a unit: "/4fl oz" and "/2lb 4oz" are alternatives, kept as notes; " plus 2 tablespoons"
 * and " + 3½ Tbs" are more of the same thing, added to `amount` when they convert to its unit
 * ("1 cup plus 2 tablespoons" is 1.125 cups), a note otherwise; " minus 2 tablespoons" is taken
 * off the same way, as is " less 2 tablespoons". After a metric amount's imperial alternative, "and"
 * its smaller part is the rest of that alternative: "600g/1lb and 5¼oz plain flour" is 600 g, the
 * note "1lb and 5¼oz" (as "600g/1lb 5¼oz" is).
 */
function skipAlternatives(
  text: string,
  position: number,
  amount: JoinedAmount,
  notes: string[],
): number {
  let cursor = position;
  // The unit of an imperial alternative just noted after a metric amount ("/1lb"), else null.
  let twin: UnitDefinition | null = null;
  for (;;) {
    const join = at(ALT_JOIN, text, cursor);
    if (!join) return addCommaPlus(text, cursor, amount);
    // The first letter of the join (lower-case bit set) decides which of the two may match it.
    const first = join[0].charCodeAt(skipSpaces(join[0], 0)) | 0x20;
    const sign =
      (first === 0x70 || first === 0x61 || first === 0x2b) && PLUS_JOIN.test(join[0])
        ? 1
        : (first === 0x6d || first === 0x6c) && MINUS_JOIN.test(join[0])
          ? -1
          : 0;
    // "1 lb or about 2 cups chicken livers", "4 slices or approx. 1 pound liver": a hedged
    // alternative is a note as the plain one is (a hedged part joined on is no sum).
    const start = cursor + join[0].length;
    const size =
      sign === 0
        ? (readSizes(text, skipHedge(text, start)) ?? readQualifiedMeasure(text, start))
        : readSizes(text, start);
    if (!size) {
      // "1 teaspoon plus a pinch kosher salt", "2 tbsp plus a little olive oil": a vague amount
      // joined on adds nothing to count, a note (was named "plus a pinch kosher salt").
      const vague = sign === 1 ? at(PLUS_VAGUE_AMOUNT, text, start) : null;
      if (vague) {
        notes.push(
          text
            .slice(cursor, start + vague[0].length)
            .replace(OF_AT_END, '')
            .trim(),
        );
        cursor = start + vague[0].length;
        continue;
      }
      const pack = sign === 0 ? packAlternativeEnd(text, start) : 0;
      if (pack > 0) {
        notes.push(text.slice(start, pack).trim());
        cursor = pack;
        continue;
      }
      const mistyped = sign === 0 ? mistypedAlternativeEnd(text, cursor, start, amount.unit) : 0;
      if (mistyped === 0) return cursor;
      const note = text.slice(start, mistyped).replace(/^\/+/, '').trim();
      if (note !== '') notes.push(note);
      return mistyped;
    }
    if (
      twin !== null &&
      size.unit !== null &&
      SMALLER_PART[twin.canonical] === size.unit.canonical &&
      AND_JOIN.test(join[0])
    ) {
      notes[notes.length - 1] += ` ${text.slice(cursor, size.end).trim()}`;
      twin = null;
      cursor = size.end;
      continue;
    }
    const converted =
      !amount.isRange && size.unit !== null && sign !== 0
        ? convertJoined(size.value, size.unit.canonical, amount.unit.canonical)
        : null;
    // "1 cup minus 2 tablespoons" is 0.875 cup; a part as large as the whole stays a note.
    const added =
      converted !== null && amount.quantity + sign * converted > 0 ? sign * converted : null;
    // "1 cup and 2 tablespoons flour" is one measure; "1 head and 2 cloves garlic" one thing's
    // two portions, the second a note as after "plus"; any other "and" is not the amount's.
    if (added === null && AND_JOIN.test(join[0]) && !bothPortions(amount.unit, size.unit))
      return cursor;
    if (added === null) notes.push(text.slice(cursor + join[0].length, size.end).trim());
    else {
      // "plus 3½ to 4 cups": a range added makes the sum one (a "minus" takes off its lower end).
      const max =
        sign === 1 && size.max !== null && size.unit !== null
          ? convertJoined(size.max, size.unit.canonical, amount.unit.canonical)
          : null;
      addJoined(amount, added, size.unit ?? amount.unit, max);
    }
    twin =
      added === null &&
      sign === 0 &&
      size.unit !== null &&
      METRIC_FIRST.has(amount.unit.canonical) &&
      !METRIC_FIRST.has(size.unit.canonical)
        ? size.unit
        : null;
    cursor = size.end;
  }
}

/**
 * Whether two units are both portions counted, not measured ("1 head and 2 cloves", "1 bunch and
 * 3 sprigs"): one thing's, joined by "and" before its name ("2 cups and 1 egg" is two things).
 */
function bothPortions(first: UnitDefinition, second: UnitDefinition | null): boolean {
  return first.kind === 'portion' && second?.kind === 'portion';
}

/**
 * After a measure's "or" or "/": the same amount as a count of packs of a size ("4 cups or 2 x 10oz
 * packages frozen peas", "1 cup or 1 (15-ounce) can chickpeas", "2 cups or 1 10-ounce package
 * frozen spinach"), an alternative as "or 2 cans" is. Where it ends, or 0 when `start` holds no
 * count of sized packs ("3 cups or 2 large onions" is left: the onions may be the name).
 */
function packAlternativeEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  if (code < 0x30 || code > 0x39) return 0;
  const number = readNumber(text, start);
  const pack = number ? readPackAmount(text, number.value, number.end, false) : null;
  return pack !== null && pack.unit !== null && pack.unit.kind === 'container' ? pack.end : 0;
}

/** Metric measures a British page gives first, its imperial alternative after a "/". */
const METRIC_FIRST: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', 'cl']);
/**
 * After a number: a space, then a word of four letters or more ("¼ fine salt": the number's unit
 * lost); not a shorter one nor one that starts as a unit does, which may be the unit mistyped
 * ("3½z", "1¾Ib", "3½ozfl oz") and which the name's reader sets aside with the number.
 */
const SPACE_THEN_WORD = madeOnFirstUse(() => /\s+(?!oz|fl|lb|ib|z)\p{L}{4}/iuy);
/** "oz ", "fl oz", "lb 5oz", "llb": an imperial unit with its number lost (or a letter for a 1). */
const UNIT_WITHOUT_NUMBER = /(?:fl\.?\s*oz|oz|l?lbs?|pints?|pt)\b(?:\s*\d+\s*oz\b)?/iy;

/**
 * After a metric measure's "/", an imperial alternative the page mistyped: "200ml//7fl oz" (the
 * slash twice), "10g/¼ fine salt" (its unit lost), "25g/oz ground almonds", "600g/lb 5oz beef",
 * "450g/llb linguine" (its number lost, or a letter for a 1), "10g/ baby capers" (nothing after
 * the slash). Where it ends, for a note, or 0 when `start` (after the join at `position`) holds
 * none of these: the name is not to start with the alternative's remains.
 */
function mistypedAlternativeEnd(
  text: string,
  position: number,
  start: number,
  unit: UnitDefinition,
): number {
  if (!METRIC_FIRST.has(unit.canonical) || text.charAt(skipSpaces(text, position)) !== '/')
    return 0;
  if (text.charAt(start) === '/') {
    const size = readSizes(text, start + 1);
    return size && size.unit !== null ? size.end : 0;
  }
  const number = /[\d½¼¾⅓⅔⅛]/u.test(text.charAt(start)) ? readNumber(text, start) : null;
  if (number && at(SPACE_THEN_WORD(), text, number.end)) return number.end;
  const unitOnly = at(UNIT_WITHOUT_NUMBER, text, start);
  if (unitOnly) return start + unitOnly[0].length;
  // "10g/ baby capers": a slash and a space, then the name.
  return isSpace(text.charCodeAt(start - 1)) && /\p{L}/u.test(text.charAt(start)) ? start : 0;
}

/**
 * ", plus 2 tablespoons," after a unit: more of the same measure set off by commas ("1 cup, plus
 * 2 tablespoons, sugar" is 1.125 cups), added to `amount` as " plus 2 tablespoons" is. One that
 * does not convert to the amount's unit ("½ pound, plus 2 tablespoons, softened butter") is left
 * where it is, for the name's reader to keep as a note. Past the measure, or `position`.
 */
function addCommaPlus(text: string, position: number, amount: JoinedAmount): number {
  if (amount.isRange || text.charCodeAt(skipSpaces(text, position)) !== 0x2c) return position;
  const join = at(COMMA_PLUS, text, position);
  const size = join ? readSizes(text, position + join[0].length) : null;
  if (!size || size.unit === null) return position;
  const converted = convertJoined(size.value, size.unit.canonical, amount.unit.canonical);
  // ", minus 3 tablespoons," takes off; a part as large as the whole stays where it is.
  const added = converted !== null && join?.[1] !== undefined ? -converted : converted;
  if (added === null || amount.quantity + added <= 0) return position;
  addJoined(amount, added, size.unit);
  return size.end;
}

/** "packed", "firmly packed", "lightly piled": how a cup was filled, which its weight depends on. */
const PACKED = /\b(?:packed|piled)\b/i;

/** " level ", " heaped ": how full a spoon or cup is, between its number and its unit. */
const HOW_FULL = /\s+(?:level|heaped|heaping|rounded|scant|generous)\s+/iy;

/**
 * "2 level teaspoons" of "1 heaped teaspoon or 2 level teaspoons sugar": another measure with how
 * full it is said between its number and its unit, read as one without; null when `position`
 * holds no such measure.
 */
function readQualifiedMeasure(
  text: string,
  position: number,
): (Size & { twoUnits: boolean }) | null {
  const number = readRange(text, skipSpaces(text, position));
  const full = number ? at(HOW_FULL, text, number.end) : null;
  const unit = number && full ? readUnit(text, number.end + full[0].length, true) : null;
  if (!number || !unit) return null;
  return {
    end: unit.end,
    unit: unit.unit,
    value: number.value,
    max: number.max,
    twoSides: false,
    twoUnits: false,
  };
}

/**
 * "(¼ ounce) plus", "(15 oz) or", "(scant) of", "(240 ml) minus", "(240 ml), plus": a bracket, then
 * "plus", "+", "or", "of", "minus", "less" or "and", or a comma and "plus".
 */
const BRACKET_BEFORE_JOIN =
  /\s*\(([^()]*)\)(?=\s*(?:\bplus\b|\+|\bor\b|\bof\b|\bminus\b|\bless\b|\band\b|,\s*(?:plus|minus|less)\b))/iy;

/**
 * "1 tablespoon (¼ ounce) plus 1 teaspoon", "1 cup (packed) plus 2 tablespoons": a bracket before
 * a joined measure is a note, and the measure after it is added as `skipAlternatives` adds it.
 * "1 can (15 oz) or 1 1/2 cups cooked beans", "1 cup (240 ml) or more stock": before another
 * amount, or "or more" or "or a few", the bracket is a note too and the "or" is read as after the
 * unit. Past the bracket and any measure, or `position` when no amount follows the join.
 */
function skipBracketBeforeJoin(
  text: string,
  position: number,
  amount: JoinedAmount,
  notes: string[],
): number {
  const bracket = at(BRACKET_BEFORE_JOIN, text, position);
  if (!bracket) return position;
  const afterBracket = position + bracket[0].length;
  const added: string[] = [];
  const end = skipAlternatives(text, afterBracket, amount, added);
  // "or more", "or a few drops", "(scant) of": read by the caller after the bracket, as after a
  // unit.
  const orMore =
    end === afterBracket &&
    ((mayBeOrAt(text, afterBracket) && at(OR_SO, text, afterBracket) !== null) ||
      at(OR_OTHER_COUNT, text, afterBracket) !== null ||
      at(OF, text, afterBracket) !== null);
  if (end === afterBracket && !orMore) return position;
  notes.push(bracket[1]?.trim() ?? '', ...added);
  return end;
}

/** A whole count at the start ("2", "Two"), the count of packs in "2 x 400g tins". */
function readCount(text: string): { value: number; end: number } | null {
  // Digits not followed by another digit, a point or a slash ("2", not "2.5" or "1/2"), read
  // without a pattern: nearly every line starts with its amount.
  let end = 0;
  while (isDigit(text.charCodeAt(end))) end += 1;
  const after = text.charAt(end);
  if (end > 0 && after !== '.' && after !== '/') {
    return { value: Number(text.slice(0, end)), end };
  }
  const word = readNumber(text, 0);
  return word && WORD_ONLY.test(text.slice(0, word.end)) ? word : null;
}

/**
 * Portions that open a line with no number only in the plural ("Strips of lemon peel", "Sheets
 * nori", "wedges of lime", "cubes of crusty bread"); in the singular they start names ("strip steak", "sheet gelatin").
 */
const PLURAL_WITHOUT_NUMBER = /^(?:strips|wedges|sheets|cubes)$/i;
/** "and bones": another part named with the unit's word. */
const AND_ANOTHER = /^and\s/i;
/** Names that start with a unit's word: "glass noodles" are no glass of noodles. */
const NAME_AFTER_UNIT_WORD = /^noodles?\b/i;

/**
 * "slice of", "bowl of", "gratings of", "sliver of": a portion before "of" and a name, with no number. Group 1
 * the portion; a slice is the slice unit (singular: "slice" alone opens names, "slice pizza"), the
 * others no unit the food model weighs, a note.
 */
const PORTION_OF_WITHOUT_NUMBER = madeOnFirstUse(
  () =>
    /(slice|bowl|bowlful|gratings|grates|grindings|grinds|shakes|scrapes|scrapings|shavings|cracks|drizzles|slivers?)\s+of\s+(?=\p{L})/iuy,
);

/** The amount of a PORTION_OF_WITHOUT_NUMBER() match at `start`: no quantity, the name after it. */
function portionOfWithoutNumber(
  text: string,
  start: number,
  portion: RegExpExecArray,
  sized: boolean,
): Amount {
  const end = start + portion[0].length;
  const slice = (portion[1] ?? '').toLowerCase() === 'slice' ? findUnit('slice') : undefined;
  const before = text.slice(0, start).trim();
  if (slice !== undefined) {
    return {
      quantity: null,
      quantityMax: null,
      unit: slice,
      end,
      notes: sized ? [before] : [],
    };
  }
  const said = `${text.slice(0, start)}${portion[1] ?? ''}`.trim();
  return { quantity: null, quantityMax: null, unit: null, end, notes: [said] };
}

/** "T", "t.": a spoon's letter (`readUnit` reads it only after a number). */
const SPOON_LETTER = /^[Tt]\.?$/;
/** " bone" after a T: a T-bone, its hyphen lost ("2 (8 oz) T bone steaks"). */
const BONE = /\s+bones?\b/iy;

/** "pinch of salt", "Scant teaspoon cardamom": a unit with no number, the quantity unsaid. */
function readUnitWithoutNumber(text: string): Amount | null {
  const vagueEnd = skip(VAGUE_AMOUNT, text, 0);
  const sizesEnd = skipSizes(text, vagueEnd);
  const start = skipSpaces(text, sizesEnd);
  let unit = readUnit(text, start, false);
  if (unit === null) {
    const plural = readUnit(text, start, true);
    if (plural && PLURAL_WITHOUT_NUMBER.test(plural.text)) unit = plural;
    // "Several T butter", "a few t salt": after a count in words, a spoon's letter is the spoon,
    // as after a number.
    else if (plural && vagueEnd > 0 && SPOON_LETTER.test(plural.text)) unit = plural;
    // "Few shakes salt", "A few grinds fresh black pepper": after a count in words, a portion no
    // one measures that is read only after a number ("6 grinds") is read as after a number.
    // ("a few grinds of black pepper" stays PORTION_OF_WITHOUT_NUMBER()'s note).
    else if (
      plural &&
      vagueEnd > 0 &&
      plural.unit.vague === true &&
      skip(OF, text, plural.end) === plural.end
    )
      unit = plural;
  }
  // "slice of green apple", "bowl of ice cream", "Several gratings of nutmeg": a portion and "of"
  // with no number (were named with the portion).
  if (unit === null && text.includes(' of ')) {
    const portion = at(PORTION_OF_WITHOUT_NUMBER(), text, start);
    if (portion) return portionOfWithoutNumber(text, start, portion, sizesEnd > vagueEnd);
    // "good grating of nutmeg", "good shake of Worcestershire sauce": a size before a portion no
    // one measures, with no article, reads as "a good grating of" does (was all the name).
    const vague =
      sizesEnd > vagueEnd
        ? (at(VAGUE_PORTION_OF, text, start) ?? at(QUANTITY_OF, text, start))
        : at(VAGUE_AMOUNT_OF, text, start);
    if (vague) return vagueAmount(text, start + vague[0].length);
  }
  const rest = unit ? text.slice(unit.end).trim() : '';
  if (
    unit &&
    LETTER().test(rest) &&
    // "a few cloves, to serve", "few sprigs (optional)": only notes after the portion, which is
    // the thing itself, as "a few cloves" alone is.
    !(unit.unit.kind === 'portion' && onlyNotesAfterPortion(rest) !== null) &&
    !NAME_AFTER_UNIT_WORD.test(rest) &&
    // "head and bones of the fish", "sprigs and stems of parsley": parts named together.
    !AND_ANOTHER.test(rest) &&
    (unit.unit.dimension === 'count' ||
      unit.unit.dimension === 'volume' ||
      // "Pound boneless chicken": a pound of it, as "Cup flour" is a cup ("Pound cake" is a cake).
      (unit.unit.canonical === 'lb' && unit.text.length > 3 && !at(CAKE, text, unit.end)))
  ) {
    const each = pastEach(text, unit.end);
    // "small handful of mint", "Large pinch of salt": the size is the portion's, a note, as after
    // a number or "a" ("1 small handful mint").
    const size = sizesEnd > vagueEnd ? text.slice(vagueEnd, sizesEnd).trim() : '';
    return {
      quantity: null,
      quantityMax: null,
      unit: unit.unit,
      end: each || unit.end,
      notes: size === '' ? [] : [size],
      ...(each > 0 ? { each: true } : {}),
    };
  }
  return null;
}

/**
 * "pinch each of salt and pepper", "a sprig each rosemary and thyme": where "each" (and "of")
 * after a unit with no number ends, or 0 when none follows; the amount is every thing's, as after
 * a number ("1 tsp each of salt and pepper").
 */
function pastEach(text: string, position: number): number {
  const each = skip(EACH, text, position);
  return each === position ? 0 : skip(OF, text, each);
}

/**
 * " and a half", " and 1/2": half as much again, after a unit; in French, Portuguese, Spanish
 * and Dutch too ("1 càc et demie", "1 xícara e meia", "1 taza y media", "1 kopje en een half").
 */
export const AND_A_HALF = madeOnFirstUse(
  () =>
    /\s+(?:and\s+(?:a\s+half|one[\s-]half|1\/2|½)|et\s+demie?|e\s+mei[ao]|y\s+medi[ao]|en\s+een\s+half)(?![\p{L}\d/])/iuy,
);
/** The first letters of "and", "et", "e", "y" and "en", in either case, after the space. */
const AND_A_HALF_FIRST = new Set([0x61, 0x41, 0x65, 0x45, 0x79, 0x59]);

/**
 * Whether `andAHalfAt` asks AND_A_HALF() at `position`: a space, the first letter of "and", "et",
 * "e", "y" or "en", and after it their second character: "n" or "t" in either case, or white
 * space (no other character folds to "n" or "t" under /iu). " egg noodles", " asparagus" are
 * not asked, and a pass need not compile the pattern (/iu with \p{L}).
 */
export function mayBeAndAHalf(text: string, position: number): boolean {
  if (text.charCodeAt(position) !== 32 || !AND_A_HALF_FIRST.has(text.charCodeAt(position + 1)))
    return false;
  const second = text.charCodeAt(position + 2);
  const letter = second | 0x20;
  return letter === 0x6e || letter === 0x74 || isSpace(second);
}

/** Where " and a half" after a unit at `position` ends, or 0 when none follows. */
function andAHalfAt(text: string, position: number): number {
  if (!mayBeAndAHalf(text, position)) return 0;
  const half = at(AND_A_HALF(), text, position);
  return half ? position + half[0].length : 0;
}

/** "Una ", "Une ", "Uma ", "Um ", "Ein ", "Eine ", "Een ": the article of another language. */
const FOREIGN_ARTICLE = /(?:una?|une|uma|um|eine?|een)\s+/iy;

/**
 * "Una pizca de sal", "Une pincée de sel", "Eine Prise Salz", "Een snufje zout", "Uma pitada de
 * sal": another language's article before a unit, read as "a pinch of salt" is; null without a
 * unit after it ("Una cebolla" is left, as "un poco de" and other vague words are not known).
 */
function foreignArticle(text: string): RegExpExecArray | null {
  const article = at(FOREIGN_ARTICLE, text, 0);
  return article && readUnitAfterSizes(text, article[0].length, true) ? article : null;
}

/** "The smallest ", "the tiniest ", "the merest ": the least of a portion, said with "the". */
const LEAST_ARTICLE = /the\s+(?:smallest|tiniest|merest|slightest|littlest)\s+/iy;

/**
 * "The smallest dash of duck fat", "the merest pinch of salt", "the smallest knob of butter": read
 * as "a dash of", "a knob of" are, when a portion or a vague amount's word ("sliver of") follows
 * (was all the name); null for anything
 * else ("the smallest potatoes", "The juice of 1 lemon", "the smallest cup of flour").
 */
function leastArticle(text: string): RegExpExecArray | null {
  const least = at(LEAST_ARTICLE, text, 0);
  // "the tiniest sliver of garlic": or a vague amount's word, as after "a".
  return least &&
    (readUnitAfterSizes(text, least[0].length, true)?.unit.kind === 'portion' ||
      at(VAGUE_PORTION_OF, text, least[0].length) !== null)
    ? least
    : null;
}

/**
 * "a cup of flour", "an onion", "a couple of handfuls of seeds", "a cup and a half of flour": one
 * (and a half) of what follows, or a vague count of it.
 */
function readArticleAmount(text: string, article: RegExpExecArray): Amount {
  const read = readUnitAfterSizes(text, article[0].length, true);
  // "a good grind of black pepper", "a shake of Tabasco": a unit after a number ("6 grinds"),
  // after "a" an amount no one measures, as "a grating of" is.
  const unit =
    read?.unit.vague === true && at(VAGUE_PORTION_OF, text, article[0].length) ? null : read;
  if (unit) {
    const vague = unit.unit.vague === true;
    const half = vague ? 0 : andAHalfAt(text, unit.end);
    const each = half > 0 ? 0 : pastEach(text, unit.end);
    // "a cup plus 2 tablespoons sugar": a measure joined on adds to the article's one, as to "1 cup"
    // (was 1 cup, the rest in the name or lost).
    const joined =
      !vague && half === 0 && each === 0 && unit.unit.kind === 'measure'
        ? articleMeasureJoined(text, unit)
        : null;
    if (joined) return joined;
    return {
      quantity: vague ? null : half > 0 ? 1.5 : 1,
      quantityMax: null,
      unit: unit.unit,
      end: half > 0 ? half : each || unit.end,
      // "a large tin of tomatoes": the size of the pack is kept, as after a number.
      notes: unit.unit.dimension === 'count' ? sizeBefore(text, article[0].length, unit) : [],
      ...(each > 0 ? { each: true } : {}),
    };
  }
  // "a couple of handfuls of seeds": a vague count of a unit.
  const vagueArticle = VAGUE_ARTICLE.test(text);
  if (vagueArticle) {
    const counted = readUnitWithoutNumber(text);
    if (counted) return counted;
  }
  // "a drizzle of honey", "a slug of brandy", "A wineglass of white wine", "a bit of salt", "a
  // little bit of salt": a vague amount of what follows, not one "drizzle of honey".
  const vague = at(VAGUE_PORTION_OF, text, article[0].length);
  if (vagueArticle && !vague) return noAmount();
  if (vague) return vagueAmount(text, article[0].length + vague[0].length);
  return { quantity: 1, quantityMax: null, unit: null, end: article[0].length, notes: [] };
}

/**
 * "a cup plus 2 tablespoons", "a cup less 2 tablespoons", "a pound 2 ounces", "a tablespoon (¼
 * ounce) plus 1 teaspoon", "a cup or more": the article's one measure with more joined on, or
 * how exact it is, read as after a number (`readSmallerPart`, `skipAlternatives`,
 * `skipBracketBeforeJoin`, OR_SO); null when there is none of these.
 */
function articleMeasureJoined(text: string, unit: UnitMatch): Amount | null {
  const part = readSmallerPart(text, unit.end, unit.unit);
  const sum: JoinedAmount = {
    quantity: 1 + (part?.value ?? 0),
    quantityMax: null,
    unit: unit.unit,
    isRange: false,
  };
  const notes: string[] = [];
  let end = skipAlternatives(text, part?.end ?? unit.end, sum, notes);
  if (afterSpaces(text, end) === '(') end = skipBracketBeforeJoin(text, end, sum, notes);
  const exact = mayBeOrAt(text, end) ? skip(OR_SO, text, end) : end;
  if (sum.quantity === 1 && sum.unit === unit.unit && exact === end) return null;
  return {
    quantity: sum.quantity,
    quantityMax: sum.quantityMax,
    unit: sum.unit,
    end: exact,
    notes,
  };
}

/**
 * "drizzle of", "good slug of", "selection of", "grating of" (nutmeg), "grind of" (pepper), "sliver of" (garlic): after "a", words for an amount no one measures
 * (not units: "drizzle of olive oil" with no article is a name in the corpora, as it stays here).
 * "a generous amount of", "Healthy dose of", "a large quantity of": how much, said in words ("a
 * quantity of shortcrust pastry" with no size is one batch of it, as "1 quantity" is: left).
 */
const VAGUE_PORTION_OF =
  /(?:(?:(?:very|really)\s+)?(?:good|generous|small|large|big|little|light|tiny|healthy|fair|decent|equal|wee|hefty|massive|huge)\s+)?(?:drizzle|slug|squeeze|hunk|wineglass|sprinkling|dusting|smidgen|selection|mixture|scattering|spritz|squirt|grating|grinding|grind|shake|bit|touch|bowl|bowlful|sliver|lug|amount|dose)\s+of\s+|(?:good|generous|small|large|big|little|tiny|healthy|fair|decent)\s+quantity\s+of\s+/iy;

/** "quantity of" after a size ("Large quantity of ice"). */
const QUANTITY_OF = /quantity\s+of\s+/iy;

/**
 * "Healthy dose of black pepper", "Small amount of oil", "Generous amount of parsley" (the
 * cleaning drops a leading "generous"): how much, said in words, with no article; an amount or a
 * dose opens no name. "Large quantity of ice" with its size only ("1 quantity" is a batch).
 */
const VAGUE_AMOUNT_OF =
  /(?:(?:good|generous|small|large|big|little|light|tiny|healthy|fair|decent)\s+)?(?:amounts?|dose)\s+of\s+|(?:good|generous|small|large|big|little|tiny|healthy|fair|decent)\s+quantity\s+of\s+/iy;

/** The size words between `position` and a pack or portion ("large" of "a large tin"), if any. */
function sizeBefore(text: string, position: number, unit: UnitMatch): string[] {
  const size = text.slice(position, unit.end - unit.text.length).trim();
  return size === '' ? [] : [size];
}

/** A vague amount no one measures that ends at `end` ("a drizzle of"): said in a note. */
function vagueAmount(text: string, end: number): Amount {
  return { quantity: null, quantityMax: null, unit: null, end, notes: [text.slice(0, end).trim()] };
}

/** No amount at the head of the line. */
function noAmount(): Amount {
  return { quantity: null, quantityMax: null, unit: null, end: 0, notes: [] };
}

/**
 * "9-inch pie crust", "2-inch piece ginger": a length is the size of one thing (or of the pack or
 * portion after it), not a count of them. `lengthEnd` is where the length ends.
 */
function readSizedAmount(text: string, lengthEnd: number): Amount {
  const pack = readUnitAfterSizes(text, lengthEnd, true);
  // "10-inch tube pan": a dish, not a tube ten inches long.
  const counted =
    pack !== null &&
    pack.unit.dimension === 'count' &&
    !namesADish(text, pack) &&
    !namesACut(text, pack);
  return {
    quantity: 1,
    quantityMax: null,
    unit: counted ? pack.unit : null,
    end: counted ? skip(OF, text, pack.end) : lengthEnd,
    notes: [text.slice(0, lengthEnd).trim()],
    sized: true,
  };
}

/** "/", "(": what sets the same length in other units apart ("5cm/2in", "2cm (¾in)"). */
const OTHER_LENGTH_JOIN = /\s*([/(])\s*/y;
const CLOSE_BRACKET_ONLY = /\s*\)/y;
/** " long", " thick", " wide": the way a length is measured, after it. */
const LENGTH_WAY = /\s+(?:long|thick|wide)\b/iy;

/**
 * "5cm/2in piece ginger", "2cm (¾in) piece ginger": past the same length in other units after a
 * length ending at `position`, or `position` when none follows.
 */
function skipOtherLength(text: string, position: number): number {
  const next = afterSpaces(text, position);
  if (next !== '/' && next !== '(') return position;
  const join = at(OTHER_LENGTH_JOIN, text, position);
  const number = join ? readRange(text, position + join[0].length) : null;
  const length = number ? lengthAt(text, number.end) : null;
  if (!join || !number || !length) return position;
  const end = number.end + length[0].length;
  if (join[1] !== '(') return end;
  const close = at(CLOSE_BRACKET_ONLY, text, end);
  return close ? end + close[0].length : position;
}

/**
 * "2/3 + 1/4 cup sugar": two numbers of one measure, the unit written once after the second;
 * null when what follows the first number is not that.
 */
function readSumOfNumbers(text: string, quantity: number, cursor: number): Amount | null {
  const plus = at(NUMBER_PLUS, text, cursor);
  const more = plus ? readNumber(text, cursor + plus[0].length) : null;
  const moreUnit = more ? readUnitAfterSizes(text, more.end, true) : null;
  if (!more || !moreUnit || moreUnit.unit.kind !== 'measure') return null;
  const notes: string[] = [];
  const sum: JoinedAmount = {
    quantity: quantity + more.value,
    quantityMax: null,
    unit: moreUnit.unit,
    isRange: false,
  };
  const end = skip(OF, text, skipAlternatives(text, moreUnit.end, sum, notes));
  return { quantity: sum.quantity, quantityMax: sum.quantityMax, unit: sum.unit, end, notes };
}

/**
 * "110ml-150ml", "900g-1.2kg": the upper end of a range with the unit written at both ends, in
 * `unit`, and where it ends; null when there is none or it is not larger than `quantity`.
 */
function readUnitRangeEnd(
  text: string,
  unitEnd: number,
  quantity: number,
  unit: UnitDefinition,
): { value: number; end: number } | null {
  const join = mayBeRangeJoinAt(text, unitEnd) ? at(UNIT_RANGE_JOIN, text, unitEnd) : null;
  const high = join ? readSize(text, unitEnd + join[0].length) : null;
  const value =
    high && high.unit ? convertQuantity(high.value, high.unit.canonical, unit.canonical) : null;
  return high && value !== null && value > quantity ? { value, end: high.end } : null;
}

/** "quarter pounder", "half-pounder": the name of a burger by its weight, not an amount. */
const FRACTION_POUNDER = /(?:quarter|half|third)[\s-]+pounders?\b/iy;

/** The smaller unit a weight is written on in with the larger: "1 lb 5 oz", "1 kg 200 g". */
const SMALLER_PART: Readonly<Record<string, string>> = { lb: 'oz', kg: 'g' };

/**
 * "1 lb 5 oz", "2 pounds 3 ounces", "1 kg 200 g": one weight written in two units, the smaller
 * part less than one of the larger. Its value in `unit` (5 oz is 0.3125 lb) and where it ends;
 * null when no such part follows.
 */
function readSmallerPart(
  text: string,
  unitEnd: number,
  unit: UnitDefinition,
): { value: number; end: number } | null {
  const smaller = SMALLER_PART[unit.canonical];
  if (smaller === undefined) return null;
  const start = skipSpaces(text, unitEnd);
  const number = start === unitEnd ? null : readNumber(text, start);
  const part = number ? readUnit(text, skipSpaces(text, number.end), true) : null;
  if (!number || !part || part.unit.canonical !== smaller) return null;
  const value = convertQuantity(number.value, smaller, unit.canonical);
  return value !== null && value > 0 && value < 1 ? { value, end: part.end } : null;
}

/** "28 3/8" at the end of a range: its whole number, a space, and a fraction. */
const WHOLE_BEFORE_FRACTION = /(\d+)\s+\d+\/\d+$/;

/**
 * "25 to 28 3/8-inch-thick slices", "4-6 1/2-inch pieces": a range of counts, then one thing's
 * length with a fraction, as a count is ("12 3/4-inch-thick slices"); not a range up to a mixed
 * number. Null when the range's upper end is no whole number and fraction before a length.
 */
function readCountRangeBeforeLength(text: string, low: number, end: number): Amount | null {
  if (!Number.isInteger(low) || lengthAt(text, end) === null) return null;
  const mixed = WHOLE_BEFORE_FRACTION.exec(text.slice(0, end));
  const high = mixed ? Number(mixed[1]) : 0;
  if (!mixed || high <= low) return null;
  const pack = readPackAmount(text, low, end - mixed[0].length + (mixed[1]?.length ?? 0), false);
  if (!pack || pack.quantity === null) return null;
  return { ...pack, quantityMax: (pack.quantity * high) / low };
}

/**
 * Reads the amount at the head of a normalised line. The usual line ("2 tbsp olive oil", "500g
 * mince") takes the path written here; articles, packs, lengths and sums of two numbers have
 * functions of their own, so the optimising compiler does not compile them into this one at
 * every line (decision 0020).
 */
export function readAmount(text: string): Amount {
  const first = text.charCodeAt(0);
  const anArticle = first === 97 || first === 65 ? at(ARTICLE, text, 0) : null;
  // "a half cup sugar", "a quarter teaspoon salt", "a dozen eggs": the article is the number's one.
  // "a quarter-pounder patty" is one patty.
  const fractionStart =
    anArticle &&
    at(HALF_QUARTER_OR_DOZEN, text, anArticle[0].length) &&
    !at(FRACTION_POUNDER, text, anArticle[0].length)
      ? anArticle[0].length
      : 0;
  const article = fractionStart === 0 ? anArticle : null;
  const count = article ? { value: 1, end: article[1]?.length ?? 1 } : readCount(text);
  if (count) {
    const pack = readPackAmount(text, count.value, count.end, article !== null);
    if (pack) return pack;
  }
  if (article) return readArticleAmount(text, article);
  const foreign = (first | 0x20) === 117 || (first | 0x20) === 101 ? foreignArticle(text) : null;
  if (foreign) return readArticleAmount(text, foreign);
  const least = (first | 0x20) === 0x74 ? leastArticle(text) : null;
  if (least) {
    // "smallest" kept as a note, as "tiny" of "a tiny pinch of salt" is; a vague amount's note
    // holds it already ("the tiniest sliver of").
    const amount = readArticleAmount(text, least);
    if (amount.unit === null) return amount;
    return { ...amount, notes: [least[0].trim().slice(4).trim(), ...amount.notes] };
  }
  // "Quarter pounder burgers", "2 half-pounder patties": a burger of that weight, named so. The
  // pattern is tried only on a line that opens with its first letter, q, h or t in either case
  // (`/i` without `u` folds no other character to them), not on every line.
  const fractionFirst = first | 0x20;
  if (
    !anArticle &&
    (fractionFirst === 0x71 || fractionFirst === 0x68 || fractionFirst === 0x74) &&
    at(FRACTION_POUNDER, text, 0)
  )
    return noAmount();
  const range = readRange(text, fractionStart);
  if (!range) return readUnitWithoutNumber(text) ?? noAmount();
  if (range.max !== null && !Number.isInteger(range.max)) {
    const counted = readCountRangeBeforeLength(text, range.value, range.end);
    if (counted) return counted;
  }
  // "½ x 20g pack coriander": part of a pack, counted as the packs of "2 x 400g tins" are; "2-3 x
  // 150g cod fillets", a range of them.
  // "Half a 400g/14oz tin": a number word's fraction is no count either.
  const times =
    count === null || range.max !== null || !Number.isInteger(count.value)
      ? afterSpaces(text, range.end)
      : '';
  if (times === 'x' || times === 'X' || times === '×') {
    const pack = readPackAmount(text, range.value, range.end, false);
    if (pack && range.max !== null && pack.quantity !== null) {
      // The pack's quantity is the count times what one of it holds (a spoon's millilitres).
      return { ...pack, quantityMax: (pack.quantity * range.max) / range.value };
    }
    if (pack) return pack;
  }
  // "½ 400g/14oz can chopped tomatoes", "½ 12-ounce package": part of one pack of that size, its
  // size in two units or one, as "½ x 400g can" is (a fraction or decimal is never a count).
  if (count === null && range.max === null && isDigit(times.charCodeAt(0))) {
    const pack = readPackAmount(text, range.value, range.end, false);
    if (pack?.unit) return pack;
  }
  // "Half a 400g/14oz tin chickpeas", "½ a 125g/4½oz pack": the article says one pack, read as
  // "½ 400g/14oz can" is.
  if ((times === 'a' || times === 'A') && range.max === null && !Number.isInteger(range.value)) {
    const article = at(ARTICLE, text, skipSpaces(text, range.end));
    const packAt = article ? skipSpaces(text, range.end) + article[0].length : 0;
    if (article && isDigit(text.charCodeAt(packAt))) {
      const pack = readPackAmount(text, range.value, packAt, false);
      if (pack?.unit) return pack;
    }
  }
  // "4-5 6-inch tortillas", "2 to 3 (15-ounce) cans beans": a range of things or packs, then
  // one's size, as a count is followed by one ("4 6-inch tortillas").
  if (range.max !== null && (isDigit(times.charCodeAt(0)) || times === '(')) {
    const pack = readPackAmount(text, range.value, range.end, false);
    if (pack && pack.quantity !== null)
      return { ...pack, quantityMax: (pack.quantity * range.max) / range.value };
  }
  // "70% dark chocolate": a per cent is the kind, not how many.
  if (afterSpaces(text, range.end) === '%') return noAmount();
  // "85/15 ground beef", "16/20 shrimp": the kind of mince or the size of prawns, not 5⅔ or ⅘.
  if (isGradeFraction(text)) return noAmount();
  let quantity = range.value;
  let quantityMax = range.max;
  let cursor = range.end;
  // "half a cup plus 2 tablespoons mayonnaise", "half a teaspoon ground cloves": the article
  // between a fraction and a measure says one measure, read past as "½ cup" is (was named "cup",
  // and the cloves' portion taken for the unit).
  if ((times === 'a' || times === 'A') && range.max === null && !Number.isInteger(range.value)) {
    const article = at(ARTICLE, text, skipSpaces(text, cursor));
    const after = article ? skipSpaces(text, cursor) + article[0].length : 0;
    if (article && readUnit(text, after, true)?.unit.kind === 'measure') cursor = after;
  }
  const dozenStart = afterSpaces(text, cursor);
  const dozen =
    dozenStart === 'd' || dozenStart === 'D' || dozenStart === 'a' || dozenStart === 'A'
      ? at(DOZEN, text, cursor)
      : null;
  if (dozen) {
    quantity *= 12;
    quantityMax = quantityMax === null ? null : quantityMax * 12;
    cursor += dozen[0].length;
  }
  // "2 or more tablespoons oil", "6 or so cloves garlic": how exact the number is, before the unit
  // as after it ("1 cup or more flour").
  const orStart = afterSpaces(text, cursor);
  if (quantityMax === null && (orStart === 'o' || orStart === 'O'))
    cursor = skip(OR_SO, text, cursor);
  const length = dozen ? null : lengthAt(text, cursor);
  const lengthEnd = length ? skipOtherLength(text, cursor + length[0].length) : 0;
  if (length && LETTER_AFTER_SPACE().test(text.slice(lengthEnd, lengthEnd + 2))) {
    return readSizedAmount(text, lengthEnd);
  }
  // "1 inch - cinnamon stick": a spaced dash between the length and the thing (was named "inch").
  const dashEnd = length ? skip(SPACED_DASH, text, lengthEnd) : 0;
  if (dashEnd > lengthEnd && LETTER_AFTER_SPACE().test(text.slice(dashEnd, dashEnd + 2))) {
    return { ...readSizedAmount(text, dashEnd), notes: [text.slice(0, lengthEnd).trim()] };
  }
  // "2 by 3-inch piece kombu", "9x13-inch pan brownies": a size with two sides, as one length.
  const sidesEnd = dozen || length || quantityMax !== null ? 0 : secondSideEnd(text, cursor);
  if (sidesEnd > 0 && LETTER_AFTER_SPACE().test(text.slice(sidesEnd, sidesEnd + 2))) {
    return readSizedAmount(text, sidesEnd);
  }
  // "1 half-gallon apple juice", "2 half pints raspberries": each is half the measure.
  const halfStart = afterSpaces(text, cursor);
  if (
    !dozen &&
    (halfStart === 'h' || halfStart === 'H' || halfStart === 'd' || halfStart === 'D')
  ) {
    const half = at(HALF_BEFORE_UNIT, text, cursor);
    const measured = half ? readUnit(text, cursor + half[0].length, true) : null;
    if (half && measured?.unit.kind === 'measure') {
      quantity /= 2;
      quantityMax = quantityMax === null ? null : quantityMax / 2;
      cursor += half[0].length;
    }
  }
  const word = readUnitAfterSizes(text, afterHyphenBeforeLetter(text, cursor), true);
  // "24 square crackers": a singular "square" after more than one is their shape, and a portion
  // after it is the unit ("4 square pieces banana leaf").
  const read =
    word && quantity > 1 && word.text.toLowerCase() === 'square'
      ? readUnit(text, skipSpaces(text, word.end), true)
      : word;
  // "1 (16 oz) pound cake": the cake, not a pound of it ("1 pound cake flour" is a pound).
  // "1 tube pasta", "4 large cup mushrooms": the unit's word starts the name of a kind.
  // "1 loaf tin", "1 cake pan": the dish is named by what is baked in it.
  const unit =
    read &&
    ((read.text.toLowerCase() === 'pound' && at(CAKE, text, read.end)) ||
      namesAKind(text, read) ||
      namesADish(text, read) ||
      namesACut(text, read))
      ? null
      : read;
  if (!unit) {
    // "7-Up", "5-spice powder", "7-grain bread": a figure joined by a hyphen to a word that is no
    // unit, size or length ("2-pound", "1-inch") is the name's, not a count of "Up".
    if (read === null && count !== null && quantityMax === null && figureJoinedToWord(text, cursor))
      return noAmount();
    const sum = quantityMax === null ? readSumOfNumbers(text, quantity, cursor) : null;
    if (sum) return sum;
    // "2 each red onions and carrots": a count of every thing named.
    // EACH and COUNT_ABBREVIATION() each start with "ea" or "ct" (either case; no other character
    // folds to these letters under `iu`): the two letters after the spaces, before either runs.
    const start = skipSpaces(text, cursor);
    const first = text.charCodeAt(start) | 0x20;
    const second = text.charCodeAt(start + 1) | 0x20;
    const ea = first === 0x65 && second === 0x61;
    const each = ea ? skip(EACH, text, cursor) : cursor;
    if (each !== cursor) {
      const end = skip(OF, text, each);
      return { quantity, quantityMax, unit: null, end, notes: [], each: true };
    }
    // "4 ea eggs", "2 ct tortillas": a grocer's "each" or "count" after the number says only
    // that the things are counted.
    const counted = ea || (first === 0x63 && second === 0x74);
    const end = counted ? skip(COUNT_ABBREVIATION(), text, cursor) : cursor;
    return { quantity, quantityMax, unit: null, end, notes: [] };
  }
  let unitEnd = unit.end;
  const high = quantityMax === null ? readUnitRangeEnd(text, unitEnd, quantity, unit.unit) : null;
  if (high) {
    quantityMax = high.value;
    unitEnd = high.end;
  }
  const part = quantityMax === null ? readSmallerPart(text, unitEnd, unit.unit) : null;
  if (part) {
    quantity += part.value;
    unitEnd = part.end;
  }
  // "1 pound and a half of beef": half as much again.
  const half = quantityMax === null ? andAHalfAt(text, unitEnd) : 0;
  if (half > 0) {
    quantity += 0.5;
    unitEnd = half;
  }
  const notes: string[] = [];
  // "1 large pot yogurt", "2 small tins sweetcorn": the size of the pack or portion is kept. Of a
  // measure's, only "packed" ("¾ packed cup"): a packed cup holds more, as "1 cup packed" says.
  const sizeEnd = unit.end - unit.text.length;
  if (
    (unit.unit.dimension === 'count' || PACKED.test(text.slice(cursor, sizeEnd))) &&
    text.charCodeAt(sizeEnd - 1) === 32
  ) {
    const size = text.slice(afterHyphenBeforeLetter(text, cursor), sizeEnd).trim();
    // "large (1 1/2 lb)": the size word and the bracket's weight are two notes.
    const bracket = size.indexOf('(');
    if (bracket > 0) notes.push(size.slice(0, bracket).trim(), size.slice(bracket + 1, -1).trim());
    else if (size !== '') notes.push(size);
  }
  const sum: JoinedAmount = {
    quantity,
    quantityMax: null,
    unit: unit.unit,
    isRange: quantityMax !== null,
  };
  cursor = skipAlternatives(text, unitEnd, sum, notes);
  // "1 tablespoon (¼ ounce) plus 1 teaspoon sugar": the other unit's amount in brackets, then more.
  if (afterSpaces(text, cursor) === '(') cursor = skipBracketBeforeJoin(text, cursor, sum, notes);
  quantity = sum.quantity;
  // "2 tablespoons plus 3½ to 4 cups flour": a range joined on.
  if (sum.quantityMax !== null) quantityMax = sum.quantityMax;
  if (mayBeOrAt(text, cursor)) cursor = skip(OR_SO, text, cursor);
  // "12 ounces 340g squash", "1 cup 2 sticks butter": the amount again, its bracket lost.
  if (isDigit(text.charCodeAt(skipSpaces(text, cursor))))
    cursor = skipSecondAmount(text, cursor, notes, unit.unit.kind === 'measure');
  // "1/8 teaspoon or a few drops of almond extract", "500g or 2 large handfuls of bread".
  const otherStart = afterSpaces(text, cursor);
  if (otherStart === 'o' || otherStart === 'O')
    cursor = skipOtherCount(text, cursor, notes, unit.unit.kind === 'measure');
  const beforeEach = cursor;
  cursor = skip(EACH, text, cursor);
  const each = cursor !== beforeEach;
  const afterOf = skip(OF, text, cursor);
  // "1 cup of the reserved pasta water", "2 tablespoons of the oil": "the" says only that the
  // thing was named before (in a small letter: "of The Fresh Salad Co spinach" is a brand).
  cursor = afterOf === cursor ? cursor : skip(THE, text, afterOf);
  // "1 recipe for cornbread", "1 batch for pie dough": what the recipe makes.
  if (RECIPE_UNITS.has(unit.unit.canonical)) cursor = skip(FOR, text, cursor);
  if (unit.unit.kind === 'measure') {
    // "400g/14oz tin beans": the tin is the pack of the weight, not part of the name.
    const packStart = skipSpaces(text, cursor);
    const pack = readUnit(text, packStart, true);
    // "15g piece fresh root ginger", "125g ball mozzarella", "320g sheet puff pastry": the piece
    // is what the weight is of ("12 oz tube pasta" is not a tube: `startsWithKindName`).
    if (
      pack &&
      (pack.unit.kind === 'container' || WEIGHED_PORTIONS.has(pack.unit.canonical)) &&
      !startsWithKindName(text.slice(packStart))
    )
      cursor = skip(OF, text, pack.end);
  }
  return { quantity, quantityMax, unit: sum.unit, end: cursor, notes, each };
}

/**
 * Whether `readAmount`'s answer for `text` is the same for every text that shares its part up to
 * and including the comma at `comma`: true where the rest holds no ")" and an ASCII letter, and
 * does not open with "plus" (COMMA_PLUS, `addCommaPlus`, reads on past the comma).
 * `readAmount` reads forward from the line's start, and none of its patterns (nor those of the
 * readers it calls: sizes, units, numbers, ranges, lengths, packs, brackets) matches a comma or
 * looks past one but two, each settled here. CLOSE_BRACKET (`[^)]*\)`) and BRACKET_BEFORE_JOIN
 * (`[^()]*\)`) would cross the comma only to a ")" after it, and the rest has none; so no read
 * passes the comma and the amount ends before it. `readUnitWithoutNumber` asks whether any letter
 * follows its unit (`LETTER().test` of the whole rest), which a letter after the comma answers yes
 * for every such rest. The other looks at the whole text are gates whose answer the reads decide
 * (`includes('spoon')` before a spoon read at the amount's place, `includes('/')` before a
 * fraction read there), or keep each character's place (`foldedForAsciiPatterns`).
 */
export function tailLeavesAmountAlone(text: string, comma: number): boolean {
  if (text.indexOf(')', comma) >= 0) return false;
  // ", plus 2 tablespoons," is more of the amount (`addCommaPlus`).
  if (at(COMMA_PLUS, text, comma) !== null) return false;
  for (let at = comma + 1; at < text.length; at += 1) {
    if (isAsciiLetter(text.charCodeAt(at))) return true;
  }
  return false;
}

/** `readAmount`'s answers, kept by the line's text up to and including its first comma. */
const amountByHead = memoiseByKey(readAmount);

/**
 * The words after a line's count that `countBeforeQuietHead` stands back for: every word
 * `readNumber` reads as a number (NUMBER_WORDS, the tens, "dozen", "half", "quarter", "third"),
 * the parts a fraction in words counts, DOZEN's "doz", the articles ("1 cup and a half"), the
 * joins of ranges, sums and alternatives (RANGE_JOIN, ALT_JOIN, UNIT_RANGE_JOIN, NUMBER_PLUS,
 * OR_SO, OR_OTHER_COUNT) and of two sides ("2 by 3"), and the times sign written as a letter.
 */
const COUNT_REUSE_STOP_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(NUMBER_WORDS),
  ...['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  ...['dozen', 'dozens', 'doz', 'half', 'halves', 'quarter', 'quarters', 'third', 'thirds'],
  ...['fourth', 'fourths', 'eighth', 'eighths', 'a', 'an', 'and', 'or', 'plus', 'minus'],
  ...['less', 'to', 'by', 'x', 'so', 'more', 'several', 'few', 'couple'],
]);

/** Whether `text` from `start` to `end` is, in lower case, one of COUNT_REUSE_STOP_WORDS. */
function isCountReuseStopWord(text: string, start: number, end: number): boolean {
  // The longest stop words ("seventeen") have nine letters.
  return end - start <= 9 && COUNT_REUSE_STOP_WORDS.has(text.slice(start, end).toLowerCase());
}

/**
 * How many digits a line's count has where `readAmount`'s answer for its text up to `comma` is
 * the same for every count of the same kind (one, or more than one) but for that count and where
 * the amount ends; 0 where that is not shown. The count is 1 to 4 ASCII digits, not opening with
 * 0; the rest before the comma is only ASCII letters, spaces and hyphens between two letters, with
 * at least one letter and no word of COUNT_REUSE_STOP_WORDS. The argument, reader by reader of
 * `readAmount` (and `tailLeavesAmountAlone`'s for the text after the comma):
 * - The count's digits are read only by `readCount` and `readNumber` at 0, as its value: what
 *   follows them is a space or a letter, so neither reads on into a decimal, a fraction or a
 *   mixed number (MIXED, FRACTION and `runTogetherMixed` need a slash and a second digit, and
 *   the rest has none); `withPartsAdded` needs "and". No pattern is run at 0 on the digits but
 *   ARTICLE, FRACTION_POUNDER (gated on a letter there) and `isGradeFraction` (a slash after
 *   them); whole-text looks (`includes('spoon')`, `includes('/')`) are gates, and every other
 *   read starts after the count, where the texts differ only by where it ends.
 * - What reads a number after the count (`readRange` and `readSize` through `readNumber`: the
 *   packs, measuring spoons, sizes, ranges, "1 cup plus 2 tablespoons", "1 lb 5 oz", "2 x 2 tbsp")
 *   needs a digit, a point or a number word, and the rest has none; a numbered can needs a digit.
 *   RANGE_JOIN can take "to" or "or" at a word's start ("tomatoes"), but a range after a count in
 *   digits needs no letter after the join, and a number word needs a letter: no range.
 * - So the value is used only as itself, and tested only against 1 (`mixedNumberBeforePack`'s
 *   `count <= 1`, `readPackAfterDash`'s `count > 1`, "24 square crackers"' `quantity > 1`): the
 *   key says which side of 1 the count is on. Arithmetic on it (a dozen, a half measure, a sum)
 *   needs a stop word, and `amountFromKept` takes only an answer whose quantity is the count.
 * - The notes are slices of the text after the count but one: a length read from the count
 *   ("2cm piece ginger") notes the text from 0 (`readSizedAmount`), and is never reused (`sized`).
 */
export function countBeforeQuietHead(text: string, comma: number): number {
  let digits = 0;
  while (digits < comma && isDigit(text.charCodeAt(digits))) digits += 1;
  if (digits === 0 || digits > 4 || text.charCodeAt(0) === 48) return 0;
  let wordStart = -1;
  let letters = false;
  for (let at = digits; at < comma; at += 1) {
    const code = text.charCodeAt(at);
    if (isAsciiLetter(code)) {
      if (wordStart < 0) wordStart = at;
      letters = true;
    } else if (
      code === 32 ||
      (code === 45 &&
        isAsciiLetter(text.charCodeAt(at - 1)) &&
        isAsciiLetter(text.charCodeAt(at + 1)))
    ) {
      if (wordStart >= 0 && isCountReuseStopWord(text, wordStart, at)) return 0;
      wordStart = -1;
    } else return 0;
  }
  if (wordStart >= 0 && isCountReuseStopWord(text, wordStart, comma)) return 0;
  return letters ? digits : 0;
}

/** `readAmount`'s answer for a text opening with a count, with that count and its length. */
export interface CountedAmount {
  readonly amount: Amount;
  readonly value: number;
  readonly digits: number;
  /** Whether the answer's quantity is the count, with no range and no length read from it. */
  readonly reusable: boolean;
}

/** `readAmount` of a text whose count has `digits` digits, kept with that count. */
export function countedAmount(text: string, digits: number): CountedAmount {
  const amount = readAmount(text);
  const value = Number(text.slice(0, digits));
  const reusable =
    amount.quantity === value &&
    amount.quantityMax === null &&
    amount.sized !== true &&
    amount.end >= digits;
  return { amount, value, digits, reusable };
}

/**
 * `readAmount` of `text` (its count `value` in `digits` digits) from `kept`, the answer for a text
 * with the same key (`countBeforeQuietHead`): the same answer for the same count; for another, the
 * kept one with this count and its end moved by the difference in digits; read afresh where the
 * kept answer is not the count's alone.
 */
export function amountFromKept(
  text: string,
  digits: number,
  value: number,
  kept: CountedAmount,
): Amount {
  if (kept.value === value && kept.digits === digits) return kept.amount;
  if (!kept.reusable) return readAmount(text);
  return { ...kept.amount, quantity: value, end: kept.amount.end - kept.digits + digits };
}

/** `countedAmount`'s answers, kept by the count's side of 1 and the text after it to the comma. */
const amountByCountlessHead = memoiseByKeyFromFirst((text: string) =>
  countedAmount(text, countBeforeQuietHead(text, text.indexOf(','))),
);

/**
 * `readAmount` of a line, kept for each text up to its first comma where the rest cannot change it
 * (`tailLeavesAmountAlone`): lines repeat their amounts and names with other notes ("2 garlic
 * cloves, crushed", "2 garlic cloves, sliced"), and the amount is much of a line's parse. Kept by
 * the whole head from its second time (`memoise`'s rule): kept from the first, the answers of
 * heads met once outlived the collector's young generation, and a shopping list's first pass over
 * 1,000 recipes paid more in collecting than it saved. By the head without its count
 * (`amountByCountlessHead`: few keys, each asked by many lines) from the first. The answer is
 * shared by those lines and read, never changed, by `parseLine`.
 */
function readLineAmount(text: string): Amount {
  const comma = text.indexOf(',');
  if (comma < 0 || !tailLeavesAmountAlone(text, comma)) return readAmount(text);
  // "2 garlic cloves, crushed", "3 garlic cloves, sliced": the same amount but for the count.
  const digits = countBeforeQuietHead(text, comma);
  if (digits === 0) return amountByHead(text.slice(0, comma + 1), text);
  const value = Number(text.slice(0, digits));
  const key = `${value === 1 ? '1' : 'n'}${text.slice(digits, comma + 1)}`;
  return amountFromKept(text, digits, value, amountByCountlessHead(key, text));
}

/**
 * A baking dish after a count's word, at the end of the line or before its notes: "loaf tin",
 * "cake pan", "sheet pans", "tube pan, greased", "pudding basin" (equipment a list names, not a
 * loaf of tin). "2 tbsp pan drippings" has a measure, and "2 loaves Pan Cubano" a name after it.
 */
export const DISH_AFTER_UNIT =
  /\s+(?:tins?|pans?|dish(?:es)?|moulds?|molds?|trays?|basins?)(?=\s*(?:$|[,;(.:])|\s+(?:for|with|or|and|lined|greased|buttered|oiled|sprayed)\b)/iy;

/** The first three letters of each of DISH_AFTER_UNIT's words. */
const DISH_OPENINGS: ReadonlySet<string> = new Set([
  'tin',
  'pan',
  'dis',
  'mou',
  'mol',
  'tra',
  'bas',
]);

/**
 * Whether DISH_AFTER_UNIT may match at `position`: only where the word after the white space opens
 * with the first three letters of one of its words, in any case (the pattern's case-insensitive
 * match, not Unicode, folds ASCII letters alone, as `toLowerCase` does). Most counts' words are
 * followed by the food ("2 tins tomatoes"), and the pattern is then not run (nor compiled).
 */
export function mayNameADish(text: string, position: number): boolean {
  const start = skipSpaces(text, position);
  return DISH_OPENINGS.has(text.slice(start, start + 3).toLowerCase());
}

/**
 * "blade steak", "blade chops", "blade roast": the shoulder cut, not a blade of mace ("2 blade
 * steaks" would be 2 blades of "steaks").
 */
const BLADE_CUT = /\s+(?:steaks?|chops?|roasts?|pot\s+roast|joints?)\b/iy;

/** Whether a unit read after a number is "blade" naming the cut after it (BLADE_CUT). */
function namesACut(text: string, read: UnitMatch): boolean {
  return read.unit.canonical === 'blade' && at(BLADE_CUT, text, read.end) !== null;
}

/** Whether a count's word read as a unit is what names a dish after it (DISH_AFTER_UNIT). */
function namesADish(text: string, read: UnitMatch): boolean {
  return (
    read.unit.dimension === 'count' &&
    mayNameADish(text, read.end) &&
    at(DISH_AFTER_UNIT, text, read.end) !== null
  );
}

/**
 * Whether a unit read after a number is the first word of a kind's name: "1 tube pasta" is pasta
 * of that shape (`startsWithKindName`), where "1 tube tomato paste" is a tube. ("1 cup mushrooms"
 * is a cup of them: only after another unit is "cup mushrooms" the kind.)
 */
function namesAKind(text: string, read: UnitMatch): boolean {
  return (
    read.unit.canonical === 'tube' && startsWithKindName(text.slice(read.end - read.text.length))
  );
}

/** Portions a weight or volume is the size of: "125g ball mozzarella", "320g sheet puff pastry". */
const WEIGHED_PORTIONS: ReadonlySet<string> = new Set(['piece', 'ball', 'sheet']);

const CAKE = /\s+cakes?\b(?!\s+(?:flour|mix))/iy;

/** " 3 ": a whole count of things, 1 to 99, as `SECOND_AMOUNT_NUMBER` read it. */
const WHOLE_COUNT = /^\s+[1-9]\d?\s+$/;

/** "340g ", "1 cup ", "2 1/2 cups ": a number after the amount's unit and a space. */
const SECOND_AMOUNT_NUMBER = /\s+(?:\d+\/\d+|\d+(?:\.\d+)?(?:\s+\d+\/\d+)?)\s*/y;

/**
 * "12 ounces 340g peeled, diced butternut squash", "200 gms 1 cup of white sugar", "½ cup 1 stick
 * butter", "1 bottle 750ML of red wine": the amount again in another unit, straight after the
 * first with its bracket or slash lost (a site's template), is a note, as "(340g)" is; the name
 * follows it. Past it, or `position` when there is none. A lone letter after a space ("2 t") is
 * not taken for a unit, nor a word joined on ("2 cup-size").
 */
function skipSecondAmount(
  text: string,
  position: number,
  notes: string[],
  measured: boolean,
): number {
  const number = at(SECOND_AMOUNT_NUMBER, text, position);
  if (!number) return position;
  const start = position + number[0].length;
  const unit = readUnit(text, start, true);
  // "24 oz 3 large chicken breasts": after a weight, how many things it is, by their size.
  if (!unit && measured && WHOLE_COUNT.test(number[0]) && sizeWordAt(text, start)) {
    const sizes = skipSizes(text, start);
    if (!isSpace(text.charCodeAt(sizes))) return position;
    notes.push(text.slice(position, sizes).trim());
    return sizes;
  }
  if (!unit || !isSpace(text.charCodeAt(unit.end))) return position;
  if (unit.text.length < 2 && start > position + number[0].trimEnd().length) return position;
  notes.push(text.slice(position, unit.end).trim());
  return unit.end;
}

/** "or a few", "or 2", "or a couple of": another count, after the amount's unit. */
const OR_OTHER_COUNT = /\s*or\s+(?:an?\s+(?:few|couple(?:\s+of)?)|several|\d[\d./]*)\s+/iy;

/**
 * "1/8 teaspoon or a few drops of almond extract", "500g/1lb 2oz or 2 large handfuls of bread":
 * another count of a portion, after the amount's unit, is a note, and the name follows it. Past
 * it, or `position` when there is none.
 */
function skipOtherCount(
  text: string,
  position: number,
  notes: string[],
  measured: boolean,
): number {
  const other = at(OR_OTHER_COUNT, text, position);
  if (!other) return position;
  const start = position + other[0].length;
  const portion = readUnitAfterSizes(text, start, true);
  // "200g or 1 med-lrg onion": after a weight or volume, a count of the thing itself is a note.
  if (!portion && measured && /\d/.test(other[0])) {
    const sizes = skipSizes(text, start);
    if (!LETTER_AFTER_SPACE().test(text.slice(sizes - 1, sizes + 1))) return position;
    notes.push(text.slice(position, sizes).trim());
    return sizes;
  }
  if (portion?.unit.kind !== 'portion') return position;
  notes.push(text.slice(position, portion.end).trim());
  return skip(OF, text, portion.end);
}

const PORTION_AFTER_NAME =
  /^(.*\S)\s+(cloves?|sprigs?|stalks?|sticks?|slices?|bulbs?|spears?|branch(?:es)?|loaf|loaves|strips?|ribs?|heads?)$/i;

/** Words that describe a loaf without naming a bread: "white", "small seeded", "farmhouse". */
const LOAF_DESCRIBERS =
  /^(?:(?:white|brown|wholemeal|whole\s?wheat|wholegrain|granary|malted|seeded|multigrain|farmhouse|bloomer|tin|split|crusty|sliced|unsliced|uncut|thick|medium|small|large|day-old|stale|good|fresh|soft)\s*)+$/i;

/** The animal or cut before "ribs" when the ribs are meat: "beef short", "spare", "baby back". */
const MEAT_BEFORE_RIBS =
  /\b(?:beef|pork|lamb|veal|mutton|goat|venison|bison|short|spare|back|st\.? louis(?:-style)?)$/i;

/** Portions of a herb or a vegetable, which end its name with no number before it too. */
const UNCOUNTED_PORTIONS: ReadonlySet<string> = new Set(['clove', 'sprig', 'rib', 'stalk']);
/** "a few cloves": a count in words, with no name before the portion. */
const VAGUE_COUNT_END = /\b(?:few|little|several|some|couple)$/i;
/** "a few", "several", "couple of" opening a name whose portion was read from its end. */
const VAGUE_COUNT_HEAD = /^(?:an?\s+)?(?:few|several|couple\s+of)\s+/i;
/** "parsley or chervil", "salt and pepper": more than one thing named. */
const JOINED_THINGS = /\s(?:or|and|and\/or|&)\s/i;

/** "2 gelatine leaves", "4 sheets gelatin": gelatine counted by its leaves. */
const GELATINE_LEAVES = /^(.*\bgelatine?)\s+(leaves|leaf|sheets?)$/i;

/** "3 whole cloves" (the spice), "2 large sprigs": a word before a portion that is no thing of its own. */
const NOT_A_PORTION = oneOfWordsIgnoringCase([
  'whole',
  'fresh',
  'dried',
  'large',
  'small',
  'medium',
]);

/** "3 garlic cloves", "4 celery sticks", "2 gelatine leaves": a portion unit after the name. */
function unitAfterName(name: string): { unit: string; name: string } | null {
  // GELATINE_LEAVES needs "gelatin" (in any case): most names with a portion after them have none.
  const leaf = foldedForAsciiPatterns(name).includes('gelatin') ? GELATINE_LEAVES.exec(name) : null;
  if (leaf) return { unit: findUnit(leaf[2] ?? '')?.canonical ?? 'leaf', name: leaf[1] ?? name };
  const portion = PORTION_AFTER_NAME.exec(name);
  const unit = portion ? findUnit(portion[2] ?? '') : undefined;
  // "3 whole cloves" are cloves (the spice), not three portions of "whole".
  if (!portion || !unit || NOT_A_PORTION.test(portion[1] ?? '')) return null;
  // "4 tall pears with stalks", "celery hearts and leaves": the portion is what the thing has.
  if (/\s(?:with|without|and|or|of|from|in)$/i.test(portion[1] ?? '')) return null;
  // "5 celery leaves from the inner ribs": the ribs are where the leaves counted come from.
  if (/\sfrom\s/i.test(portion[1] ?? '')) return null;
  // "2 cinnamon sticks": the sticks are what is bought, not a portion of ground cinnamon; "1
  // French stick", "12 bread sticks" are breads.
  if (unit.canonical === 'stick' && /\b(?:cinnamon|cassia|french|bread)$/i.test(portion[1] ?? ''))
    return null;
  // "1 white loaf", "1 farmhouse loaf": words that only describe a loaf leave it the bread bought;
  // a loaf of a named bread is a portion of it ("½ ciabatta loaf", "1 soda bread loaf").
  if (unit.canonical === 'loaf' && LOAF_DESCRIBERS.test(portion[1] ?? '')) return null;
  // "8 beef short ribs", "4 pork ribs": ribs of a meat are the cut bought, not a portion of beef
  // (celery ribs are).
  if (unit.canonical === 'rib' && MEAT_BEFORE_RIBS.test(portion[1] ?? '')) return null;
  // "2 salmon heads", "4 fish heads": an animal's heads are the part bought (for stock), not
  // heads of salmon as heads of garlic are.
  if (unit.canonical === 'head' && ANIMAL_BEFORE_HEADS.test(portion[1] ?? '')) return null;
  return { unit: unit.canonical, name: portion[1] ?? name };
}

/** A portion's shape before the name whose end gave the portion: "fat", "very thin", "long". */
export const PORTION_SHAPE = madeOnFirstUse(
  () => /^((?:very\s+)?(?:fat|thick|thin|long|plump|slim))\s+(?=\p{L})/iu,
);

/**
 * Whether PORTION_SHAPE() may match `name`: its first letter is one its words open with, in either
 * case, or "ſ" (which folds to "s" under /iu; no other character folds to those letters).
 */
export function mayOpenWithShape(name: string): boolean {
  const first = name.charCodeAt(0);
  const letter = first | 0x20;
  return (
    letter === 0x76 || // v
    letter === 0x66 || // f
    letter === 0x74 || // t
    letter === 0x6c || // l
    letter === 0x70 || // p
    letter === 0x73 || // s
    first === 0x17f
  );
}

/** A fish, a shellfish or a meat animal before "heads": "salmon", "fish", "prawn", "pig's". */
const ANIMAL_BEFORE_HEADS =
  /\b(?:fish|salmon|cod|hake|haddock|halibut|monkfish|snapper|bass|bream|trout|mackerel|tuna|grouper|carp|turbot|prawn|shrimp|langoustine|crayfish|crawfish|lobster|pig'?s?|lamb'?s?|sheep'?s?|calf'?s?|goat'?s?|chicken|duck)$/i;

/**
 * Portions that may follow describing words before the name ("6 crisp inner leaves lettuce", "4
 * fresh sprigs thyme", "1 whole head garlic"). Not "rib", "strip", "ear" or "stick": before a name
 * they are part of it ("boneless rib eye steaks", "strip steaks", "wood ear mushrooms").
 */
const PORTION_INSIDE_NAME: ReadonlySet<string> = new Set([
  'leaf',
  'sprig',
  'stalk',
  'slice',
  'clove',
  'head',
  'bulb',
  'bunch',
  'stem',
  'spear',
  'wedge',
  'fillet',
  'rasher',
  'loaf',
  // "1 ready-rolled sheet puff pastry", "2 frozen sheets filo".
  'sheet',
]);

/** "inner", "outer", "smaller", "larger": where a piece comes from, or its size against others. */
const PLACE_OR_COMPARED = oneOfWords([
  'inner',
  'outer',
  'innermost',
  'outermost',
  'smaller',
  'larger',
  'bigger',
]);

/**
 * "crisp smaller inner leaves Boston lettuce", "fresh sprigs thyme": a portion after describing
 * words (at most three) and before the name is the unit; the describing words stay in the name,
 * as they would after the unit ("6 leaves crisp inner Boston lettuce").
 */
function unitInsideName(name: string): { unit: string; name: string } | null {
  // Three words at least, the first describing: most names are shorter or start with their own
  // word, and are not split into words to find that out.
  const firstSpace = name.indexOf(' ');
  if (firstSpace < 0 || name.indexOf(' ', firstSpace + 1) < 0) return null;
  const first = name.slice(0, firstSpace).toLowerCase();
  if (!PLACE_OR_COMPARED.test(first) && !isHeadDescriber(first)) return null;
  const words = name.split(' ');
  for (let index = 1; index <= 3 && index < words.length - 1; index += 1) {
    const describer = (words[index - 1] ?? '').toLowerCase();
    if (!PLACE_OR_COMPARED.test(describer) && !isHeadDescriber(describer)) return null;
    const unit = findUnit(words[index] ?? '');
    if (unit && PORTION_INSIDE_NAME.has(unit.canonical)) {
      const rest = words.slice(index + 1);
      if (rest[0]?.toLowerCase() === 'of') rest.shift();
      if (rest.length === 0) return null;
      return { unit: unit.canonical, name: [...words.slice(0, index), ...rest].join(' ') };
    }
  }
  return null;
}

/**
 * "½ orange juice", "1 lemon zest", "2 fresh Meyer lemons juice": a count of a citrus fruit's juice
 * or zest. The words before the fruit describe it or name its kind ("1 squeeze lemon juice" is a
 * squeeze, not a lemon).
 */
const CITRUS_PART = new RegExp(
  `^((?:[a-zª-]+\\s+){0,2}?(?:${CITRUS_FRUITS.join('|')}))\\s+(juice|zest)$`,
);
const CITRUS_KINDS = /^(?:blood|meyer|key|navel|seville|kaffir|makrut|persian|pink|ruby)$/i;

/**
 * CITRUS_PART's fruit and part, taken from `name` itself: the pattern is written in lower case and
 * run on `foldedForAsciiPatterns` of the name (as a case-insensitive Unicode pattern would match,
 * compiled by V8 in a fraction of the time), whose units are the name's, one for one.
 */
function citrusMatch(name: string): [fruit: string, part: string] | null {
  const match = CITRUS_PART.exec(foldedForAsciiPatterns(name));
  if (!match) return null;
  const part = match[2] ?? '';
  return [name.slice(0, (match[1] ?? '').length), name.slice(name.length - part.length)];
}

/** The fruit and the part ("orange", "juice") of a count of citrus juice or zest, or null. */
function citrusPartOf(name: string): { fruit: string; part: string } | null {
  // CITRUS_PART ends in "juice" or "zest": the name's last character is an "e" or a "t" in either
  // case (the only characters whose code with bit 0x20 set is 0x65 or 0x74; folding for the
  // pattern turns no other character into either), else the pattern and the folding are skipped.
  const last = name.charCodeAt(name.length - 1) | 0x20;
  const match = (last === 0x65 || last === 0x74) && name.includes(' ') ? citrusMatch(name) : null;
  if (!match) return null;
  const [fruit, part] = match;
  const words = fruit.split(' ');
  const leading = words.slice(0, -1);
  if (!leading.every((word) => CITRUS_KINDS.test(word) || isHeadDescriber(word.toLowerCase())))
    return null;
  return { fruit, part };
}

/** A word of a line for `caseFoldedLine` and `withCaseOf`: letters, apostrophes and hyphens. */
const CASED_WORD = /[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'’-]*/g;

/**
 * How many words of `line` open with an ASCII capital (no letter, apostrophe or hyphen before
 * it), stopping at three: `caseFoldedLine`'s gate for a line that also has a small word.
 */
function capitalisedWords(line: string): number {
  let count = 0;
  let previous = 0x20;
  for (let at = 0; at < line.length && count < 3; at += 1) {
    const code = line.charCodeAt(at);
    if (code >= 0x41 && code <= 0x5a) {
      const letter = previous | 0x20;
      const inWord =
        (letter >= 0x61 && letter <= 0x7a) ||
        (previous >= 0xc0 && previous <= 0x24f) ||
        previous === 0x27 ||
        previous === 0x2019 ||
        previous === 0x2d;
      if (!inWord) count += 1;
    }
    previous = code;
  }
  return count;
}

/** A run of letters, for `withCaseOf`. */
const LETTER_RUN = /[A-Za-z\u00c0-\u024f]+/g;

/** A small letter opening a word (no letter, apostrophe or hyphen before it). */
const LOWER_CASE_WORD = /(?<![A-Za-z\u00c0-\u024f'’-])[a-z]/;
/**
 * Any ASCII capital: the case folding's first gate, asked of every line. A module constant, not
 * a literal in the function, which made a new pattern object at each call.
 */
const ASCII_CAPITAL = /[A-Z]/;

/**
 * The line in lower case where it is written in capitals ("2 CUPS FLOUR OR RICE FLOUR") or in
 * title case, every word capitalised ("1 Cup Unsweetened Shredded Or Flaked Coconut", three words
 * or more), else null. The parser's words ("or", "in", "about", "with", the units and the
 * preparations) are lower case, so a capital hid them: "Water To Cover (2 To 3 Quarts)" had no
 * amount. A lone "T" stays: it is a tablespoon where "t" is a teaspoon.
 */
export function caseFoldedLine(line: string): string | null {
  // A word opening in lower case is neither (most lines): one test, no list of words, unless
  // the word is a unit ("1 cup Freekeh, Pearled Spelt Or Pearled Barley", "200g/7oz …": a page
  // that capitalises the name's words leaves the unit small).
  if (!ASCII_CAPITAL.test(line)) return null;
  const lower = LOWER_CASE_WORD.test(line);
  // With a small word, three capitalised words at least, counted without building the words.
  if (lower && capitalisedWords(line) < 3) return null;
  const words = line.match(CASED_WORD);
  if (words === null) return null;
  let capitalised = 0;
  for (const word of words) {
    if (word[0] !== word[0]!.toLowerCase()) capitalised += 1;
    else if (!lower || findUnit(word) === undefined) return null;
  }
  const capitals =
    !lower && !/[a-z\u00df-\u00ff]/.test(line) && words.some((word) => word.length > 1);
  const title = !capitals && capitalised >= 3 && words.some((word) => word !== word.toUpperCase());
  if (!capitals && !title) return null;
  return line.replace(CASED_WORD, (word) => (word === 'T' ? word : word.toLowerCase()));
}

/** "Optional: ", "(optional) ", "optional - " opening a line, before anything. */
const OPTIONAL_LABEL = /^\s*(?:\(\s*optional\s*\)|optional\s*[-–—:])\s*(?=\S)/i;

/**
 * The length of an optional label opening the line, 0 where there is none. The rest is read as
 * a line of its own, every cleaning step with it: read with the label in front, "Optional: 24
 * cloves" was named "Optional" and "Optional: 6 small cooked beets" "small".
 */
function optionalLabelLength(line: string): number {
  const first = line.charCodeAt(0) | 0x20;
  if (first !== 0x28 && first !== 0x6f && first !== 0x20) return 0;
  return OPTIONAL_LABEL.exec(line)?.[0].length ?? 0;
}

/**
 * ", optional" closing a line of two commas or more: "½ cup peeled, seeded, and diced tomato,
 * optional" was named "seeded", the name no longer after the last comma. Read without it.
 */
const OPTIONAL_LAST = /,[^,]*,\s*optional$/i;

/** The parse of the line without its optional label, "optional" in its notes (first or last). */
function asOptional(original: string, parsed: ParsedIngredient, last = false): ParsedIngredient {
  const notes =
    parsed.notes === ''
      ? 'optional'
      : last
        ? `${parsed.notes}; optional`
        : `optional; ${parsed.notes}`;
  return { ...parsed, original, notes };
}

/** The parse of a case-folded line with its words written as `original` has them. */
function withCaseOf(original: string, parsed: ParsedIngredient): ParsedIngredient {
  // By runs of letters, not words: the parser writes "Bob’s" as "bob's" and "Lemon–Cream" as
  // "lemon-cream", whose runs are the line's.
  const written = new Map<string, string>();
  for (const run of original.match(LETTER_RUN) ?? []) written.set(run.toLowerCase(), run);
  const recased = (text: string) => text.replace(LETTER_RUN, (run) => written.get(run) ?? run);
  return { ...parsed, original, name: recased(parsed.name), notes: recased(parsed.notes) };
}

/**
 * The parse of a line read as another line (`parseIngredient` of it): its words in lower case
 * (`caseFoldedLine`), without its opening optional label, or without ", optional" closing a line
 * of several commas; null for a line that is none of those (most lines). Its own function, not
 * steps in `parseIngredient`, which every line calls: a fresh process's first pass left fewer
 * instructions on the main thread so (decision 0020, perf76), the same work in all.
 */
function parseRewrittenLine(
  original: string,
  recipeId: string | undefined,
): ParsedIngredient | null {
  const folded = caseFoldedLine(original);
  if (folded !== null) return withCaseOf(original, parseIngredient(folded, recipeId));
  const optional = optionalLabelLength(original);
  if (optional > 0)
    return asOptional(original, parseIngredient(original.slice(optional), recipeId));
  const optionalLast = original.endsWith('l') ? OPTIONAL_LAST.exec(original) : null;
  if (optionalLast) {
    const rest = parseIngredient(original.slice(0, original.lastIndexOf(',')), recipeId);
    return asOptional(original, rest, true);
  }
  return null;
}

/**
 * Parses one ingredient line ("2 x 400g tins chopped tomatoes") into quantity, unit, name and
 * notes. Never throws; text with no amount gives quantity and unit null and the line as name.
 */
export function parseIngredient(line: string, recipeId?: string): ParsedIngredient {
  const original = typeof line === 'string' ? line : '';
  // A line of a kept masked key first (most lines of a long list): `parseRewrittenLine` reads it
  // as no other line, as it read the key's first line, so it is not asked (`maskedKey`).
  const key = reuseHeads ? maskedKey(original) : null;
  const kept = key === null ? undefined : maskedParses.get(key);
  const byKept = kept === undefined || kept === null ? null : parseByKept(original, kept, recipeId);
  if (byKept !== null) return byKept;
  const rewritten = parseRewrittenLine(original, recipeId);
  if (rewritten !== null) return rewritten;
  // A line whose head's parse is kept, and which the cleaning would leave as it is.
  if (reuseHeads) {
    const reused =
      key === null
        ? parseRawByHead(original, recipeId)
        : kept === undefined
          ? parseAndKeep(original, key, recipeId)
          : null;
    if (reused !== null) return reused;
  }
  return parseLineOrAmountAfterName(
    original,
    cleanIngredientLine(original.slice(0, MAX_PARSED_LINE_LENGTH)),
    recipeId,
  );
}

/**
 * `parseIngredient` for a line already through `cleanIngredientLine` (as `splitIngredientLine`
 * gives them), so the list does not clean each line twice.
 */
export function parseCleanIngredient(line: string, recipeId?: string): ParsedIngredient {
  const original = typeof line === 'string' ? line : '';
  const folded = caseFoldedLine(original);
  if (folded !== null) return withCaseOf(original, parseCleanIngredient(folded, recipeId));
  const optional = optionalLabelLength(original);
  if (optional > 0)
    return asOptional(original, parseIngredient(original.slice(optional), recipeId));
  return parseLineOrAmountAfterName(original, original.slice(0, MAX_PARSED_LINE_LENGTH), recipeId);
}

/**
 * "Milk ¼ to ½ cup", "Egg yolks 4 (72 grams)": a cookbook's table writes the name first and its
 * amount after it. A few words of letters, then a number, then no more than a unit, a
 * bracket or notes. Words that say what a line is rather than name a thing ("Serves 4", "Gas
 * mark 6"), a phrase ("reduce oats by 1/4 cup"), a size ("Bakvorm 20x20cm") are left, as is a
 * bare number with no weight beside it ("Eggs 2" may be a heading's "Weeknight Suppers 12",
 * "Weizenmehl 405" a flour type).
 */
export const NAME_THEN_NUMBER = madeOnFirstUse(
  () => /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3})\s+(?=[\d½¼¾⅓⅔⅛])/u,
);

/**
 * Whether NAME_THEN_NUMBER() may match `text`: false only where it cannot, so that most lines
 * without an amount compile and run it not at all (\p{L} is costly to compile). What it matches
 * before its number holds only letters, apostrophes, hyphens and white space, so the text's first
 * character that is none of those must be a number character: an ASCII one other than a letter,
 * "'", "-" or white space before any digit ("salt and pepper, note 2": the comma) says it cannot.
 * Characters beyond ASCII are let by (a letter, "’", a space), but for the vulgar fractions.
 */
export function mayHaveNameThenNumber(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 0x30 && code <= 0x39) return true;
    if (code > 0x7f) {
      if (code === 0xbc || code === 0xbd || code === 0xbe) return true;
      if (code === 0x2153 || code === 0x2154 || code === 0x215b) return true;
      continue;
    }
    const letter = code | 0x20;
    if (letter >= 0x61 && letter <= 0x7a) continue;
    if (code !== 0x27 && code !== 0x2d && !isSpace(code)) return false;
  }
  return false;
}
const NOT_A_NAME =
  /^(?:serves?|serving|servings|makes?|yields?|portions?|step|steps|gas|mark|for|about|approx|around|oven|temperature|time|size|type|number|no|page|see|minutes?|hours?|days?|by|to|of|with|in|from|at|and|or)$/i;
/** "Bakvorm 20x20cm", "baking tin 30 X 6cm": a size, not an amount. */
const DIMENSIONS = /^[\d./½]+\s*[x×]\s*\d/i;
const NOTES_ONLY_NAME = /^(?:\(|plus\b|or\b|\+)/i;
const AMOUNT_FIRST = /^[\d½¼¾⅓⅔⅛]/;
const WEIGHED_COUNT = /^\(\s*[\d.]+\s*(?:g|grams?|kg|oz|ounces?)\s*\)$/i;

/** Words a heading or a line about the recipe opens with before a number ("Chapter 3"). */
const HEADING_WORD =
  /^(?:chapter|part|section|day|week|month|recipe|method|tip|variation|option|phase|stage|round|level|batch|course|menu|volume|issue|table|figure|note|notes|pan|tin|tray|oven|pot|dish)$/i;

/**
 * "Eggs 2", "Corn cob 1", "Egg yolks 4": a bare count after a name, as a cookbook's table gives
 * it, when the name has no word after its first in capitals ("Weeknight Suppers 12" is a
 * heading), is no heading's word, and the count is a whole one up to 24 with nothing after it.
 */
function countedName(name: string, amount: ParsedIngredient): boolean {
  const count = amount.quantity;
  if (count === null || amount.quantityMax !== null || !Number.isInteger(count)) return false;
  if (count < 1 || count > 24 || amount.notes !== '' || !AMOUNT_FIRST.test(amount.name))
    return false;
  if (amount.name.trim() !== String(count)) return false;
  const words = name.split(/\s+/);
  if (words.some((word) => HEADING_WORD.test(word))) return false;
  return words.slice(1).every((word) => !/^\p{Lu}/u.test(word));
}

/** Words of a count besides the number words: "a dozen", "half a dozen", a range's "to". */
const COUNT_WORD = /^(?:an?|half|dozen|doz\.?|to|or)$/i;

/**
 * "four cloves", "six to eight cloves", "2 dozen cloves": the unit word that is all the name
 * without the count's words before it, as LEADING_NUMBER takes the figures off "4 cloves" (was
 * named "four cloves", "dozen cloves").
 */
function withoutNumberWords(text: string): string {
  if (!isAsciiLetter(text.charCodeAt(0))) return text;
  const words = text.split(/\s+/);
  let at = 0;
  while (at < words.length - 1) {
    const word = (words[at] ?? '').toLowerCase();
    if (Object.hasOwn(NUMBER_WORDS, word) || COUNT_WORD.test(word)) at += 1;
    else break;
  }
  return at === 0 ? text : words.slice(at).join(' ');
}

/** `parseLine`, or, where it finds no amount, the amount after a name (NAME_THEN_NUMBER()). */
function parseLineOrAmountAfterName(
  original: string,
  cleaned: string,
  recipeId: string | undefined,
): ParsedIngredient {
  const parsed = parseLine(original, cleaned, recipeId);
  if (parsed.quantity !== null) return parsed;
  const head = mayHaveNameThenNumber(cleaned) ? NAME_THEN_NUMBER().exec(cleaned) : null;
  if (!head) return parsed;
  const name = head[1] ?? '';
  if (name.split(/\s+/).some((word) => NOT_A_NAME.test(word))) return parsed;
  const rest = cleaned.slice(head[0].length);
  if (DIMENSIONS.test(rest)) return parsed;
  const amount = parseLine(rest, rest, undefined);
  if (amount.quantity === null) return parsed;
  // A bare count needs a weight in a bracket beside it, or a name written as a name is ("Eggs 2",
  // "Corn cob 1"): "Weeknight Suppers 12", words in capitals each, is a heading.
  if (amount.unit === null && !WEIGHED_COUNT.test(amount.name) && !countedName(name, amount))
    return parsed;
  // Nothing named after the amount: the name falls back to the text, or is a bracket or a "plus".
  const unnamed = AMOUNT_FIRST.test(amount.name);
  if (!unnamed && !NOTES_ONLY_NAME.test(amount.name)) return parsed;
  const bracketNote = unnamed ? '' : amount.name.replace(/^\((.*)\)$/, '$1');
  const notes = joinNotes(joinNotes('', [amount.notes]), [bracketNote]);
  const read: ParsedIngredient = {
    original,
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit,
    name,
    notes,
  };
  return recipeId === undefined ? read : { ...read, recipeId };
}

/**
 * "large or 2 small cloves garlic", "medium or 8 small fillets of trout": sizes only, then another
 * count of other sizes and a portion or a pack. The other count names what both are counted in.
 * The sizes' shorthands too ("1 lg or 2 sm cloves garlic", "1 med. or 2 small cans").
 */
const SIZE_THEN_SPACE = String.raw`(?:large|small|medium|big|extra-large|jumbo|medium-sized|x-large|xl|lge?|lrg|med|md|sml?)\.?\s+`;
const SIZES_OR_COUNT_THEN_WORD = new RegExp(
  String.raw`^\s*(?:${SIZE_THEN_SPACE})+or\s+\d[\d./]*\s+(?:${SIZE_THEN_SPACE})*([a-z]+)\b`,
  'i',
);

/**
 * The portion or pack a count with no unit is of, when another count of another size names it ("1
 * large or 2 small cloves garlic" is 1 large clove, "1 large or 2 small cans tomatoes" 1 large
 * can); null otherwise.
 */
function portionOfOtherSize(amount: Amount, rest: string): string | null {
  if (amount.quantity === null || amount.unit !== null || !rest.includes(' or ')) return null;
  const other = SIZES_OR_COUNT_THEN_WORD.exec(rest);
  const portion = other ? findUnit(other[1] ?? '') : undefined;
  return portion?.dimension === 'count' ? portion.canonical : null;
}

/** Packs whose contents are sold cut: "1 can chopped green chiles", "1 jar sliced olives". */
const TIN_UNITS: ReadonlySet<string | undefined> = new Set(['can', 'jar']);
/** How a tin's contents are cut or prepared before they are packed. */
const PACKED_SO = oneOfWords([
  'chopped',
  'sliced',
  'diced',
  'crushed',
  'peeled',
  'minced',
  'shredded',
  'pitted',
  'halved',
  'quartered',
  'cubed',
  'mashed',
  'pureed',
  'puréed',
]);

/**
 * "1 4-ounce can chopped green chile", "One can sliced, peeled green chiles": after a can or a
 * jar, how its contents were cut is the kind bought (as "chopped tomatoes" always is), so the
 * preparations the name began with stay in it.
 */
function keepTinnedKind(
  extracted: NameAndNotes,
  unit: string | undefined,
  after: string,
): NameAndNotes {
  const first = extracted.notes[0];
  if (!TIN_UNITS.has(unit) || first === undefined) return extracted;
  const words = first
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== 'and');
  if (words.length === 0 || !words.every((word) => PACKED_SO.test(word))) return extracted;
  // Only what the name began with ("can diced tomatoes, drained" keeps its note a note).
  const lead = after
    .replace(/^\s*(?:of\s+)?/i, '')
    .toLowerCase()
    .replace(/,/g, '');
  if (!lead.startsWith(first.toLowerCase().replace(/,/g, ''))) return extracted;
  return { name: `${first.replace(/,/g, '')} ${extracted.name}`, notes: extracted.notes.slice(1) };
}

/**
 * "200 gms (1 cup of white sugar)", "2 cups (about 1 large head of cauliflower)": when all that
 * follows the amount is one bracket holding another amount and a name, the name is inside it and
 * the bracket's amount is a note. A bracket with no amount of its own ("3 (optional)") is left.
 */
function nameInBracket(after: string, hasAmount: boolean, notes: string[]): string {
  const bracketed = hasAmount && after.includes('(') ? WHOLLY_BRACKETED.exec(after) : null;
  if (!bracketed) return after;
  const inner = (bracketed[1] ?? '').trim().replace(ABOUT, '');
  const innerAmount = readAmount(inner);
  const name = inner.slice(innerAmount.end);
  if (innerAmount.quantity === null || !TWO_LETTERS().test(name)) return after;
  notes.push(inner.slice(0, innerAmount.end).trim().replace(TRAILING_OF, ''));
  return name;
}

/**
 * "1 lb (500g firm white fish fillets, cut into pieces": a bracket opened after the amount and
 * never closed, holding the same amount in other units, is closed after that amount, as it would
 * have been written ("1 lb (500g) firm white fish fillets"). Other text is left as it is.
 */
function closeOpenBracket(after: string): string {
  if (afterSpaces(after, 0) !== '(') return after;
  const start = skipSpaces(after, after.indexOf('(') + 1);
  const inner = readAmount(after.slice(start));
  if (inner.unit?.kind !== 'measure') return after;
  const end = start + inner.end;
  return `${after.slice(0, end).trimEnd()}) ${after.slice(end).trimStart()}`;
}

/**
 * `joined` with each non-empty note added after "; ": one string, no arrays in between. An indexed
 * loop: `parseLine` has this inlined at each of its calls, and a `for…of`'s iterator protocol and
 * its closing try block made each copy a larger graph for the optimiser to build.
 */
function joinNotes(joined: string, notes: readonly string[]): string {
  let text = joined;
  for (let at = 0; at < notes.length; at += 1) {
    const note = notes[at];
    if (note !== undefined && note !== '') text = text === '' ? note : `${text}; ${note}`;
  }
  return text;
}

/**
 * Every word written in LEADING_FILLERS (and bits of its escapes, "s" of "\\s"), and each of them
 * without a final "s": each of its alternatives opens with such a word, ASCII letters in either
 * case (`i` without `u`), so a line whose first run of letters is none of them holds no filler, and
 * the long pattern is not run (nor, on most imports, compiled). A word the pattern writes with an
 * ending it may take or leave ("garnish(?:es)?", "toppings?") is found by its stem either way: the
 * line's word is looked up as it is and without a final "es" or "s" ("Garnishes:", "Topping:").
 */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  (LEADING_FILLERS.source.match(/[a-z]+/g) ?? []).flatMap((word) => [word, word.replace(/s$/, '')]),
);

/** Whether the line's first run of ASCII letters, lower-cased, is one of FILLER_WORDS. */
function opensWithFillerWord(line: string): boolean {
  let end = 0;
  while (end < line.length) {
    const code = line.charCodeAt(end) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    end += 1;
  }
  if (end === 0) return false;
  const word = line.slice(0, end).toLowerCase();
  return (
    FILLER_WORDS.has(word) ||
    (word.endsWith('s') &&
      (FILLER_WORDS.has(word.slice(0, -1)) ||
        (word.endsWith('es') && FILLER_WORDS.has(word.slice(0, -2)))))
  );
}

/**
 * "as needed Sesame seeds", "to your taste Japanese instant bouillon", "as you like Celery
 * leaves": a site's amount column that says the amount in words, before the name: a note, as it
 * is after the name.
 */
export const VAGUE_AMOUNT_FIRST =
  /^(?:as\s+(?:needed|required|per\s+taste|you\s+like)|to\s+(?:your\s+)?taste)\s+(?=[a-z])/i;

/**
 * "Packed ", "Lightly packed ", "firmly-packed " before an amount: how full the measure is, said
 * before it ("Lightly packed ½ cup ground almonds"), as "½ cup lightly packed ground almonds"
 * says it after.
 */
export const PACKED_FIRST =
  /^(?:(?:lightly|firmly|loosely|tightly|well)[\s-]+)?packed\s+(?=[\d.½¼¾⅓⅔⅛])/i;

/** "or ", "and/or " before an amount: the line is the alternative of the one before it. */
export const OR_FIRST = /^(?:and\/)?or\s+(?=[\d½¼¾⅓⅔⅛])/i;
/** "(optional) ", "optional - ", "Optional: " before an amount (a digit, a fraction, "a"/"an"). */
export const OPTIONAL_FIRST = /^(?:\(\s*optional\s*\)|optional\s*[-–—:])\s*(?=[\d½¼¾⅓⅔⅛]|an?\s)/i;

/**
 * "between 2 and 3 tbsp", "Between two and three cloves", "between 400g and 500g": a range said
 * with "between … and", its lower end (group 1, with any unit joined to it) before the "and" and
 * its upper end starting right after. "between ½ and 1 inch wide" after a name is left a note.
 */
const BETWEEN_RANGE =
  /^between\s+((?:[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*[a-z]{1,6}\.?)?)\s+(?:and|&)\s+(?=[\d½¼¾⅓⅔⅛]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b)/i;

/**
 * A line's leading fillers taken off, and a label before its amount moved to `notes`: "Optional
 * Glaze: 1/2 cup powdered sugar". A function of its own, apart from `parseLine`: few lines have
 * either, and the optimising compiler need not build this (and a second `readAmount`) into it.
 */
function withoutFillersAndLabel(line: string, notes: string[]): string {
  // Each of the patterns below opens with one of a few characters (in either case, as "i"
  // matches ASCII letters): a line opening with none of them runs none of them.
  const first = line.charCodeAt(0) | 0x20;
  // "(optional) 2 tbsp honey", "optional - 1 tsp chilli flakes", "Optional: 50g walnuts": the
  // label before the amount is a note, the amount read after it.
  const optional = first === 0x28 || first === 0x6f ? OPTIONAL_FIRST.exec(line) : null;
  if (optional) {
    notes.push('optional');
    return line.slice(optional[0].length);
  }
  // "or 150g/5oz desiccated coconut", "OR 2 tablespoons brown sugar": a line that is the one
  // before's alternative; its amount is read, the "or" a note.
  const or = first === 0x6f || first === 0x61 ? OR_FIRST.exec(line) : null;
  if (or) {
    notes.push(or[0].trim());
    return line.slice(or[0].length);
  }
  const vague = first === 0x61 || first === 0x74 ? VAGUE_AMOUNT_FIRST.exec(line) : null;
  if (vague) {
    notes.push(vague[0].trim());
    return line.slice(vague[0].length);
  }
  // "Lightly packed ½ cup ground almonds": the packing word a note, the amount read after it.
  const packed =
    first === 0x70 || first === 0x6c || first === 0x66 || first === 0x74 || first === 0x77
      ? PACKED_FIRST.exec(line)
      : null;
  if (packed) {
    notes.push(packed[0].trim().toLowerCase());
    return line.slice(packed[0].length);
  }
  const unfilled = opensWithFillerWord(line) ? line.replace(LEADING_FILLERS, '') : line;
  // "between 2 and 3 tbsp honey": the range as "2 to 3" is written, read by the amount's reader.
  const between = (unfilled.charCodeAt(0) | 0x20) === 0x62 ? BETWEEN_RANGE.exec(unfilled) : null;
  const text = between ? `${between[1] ?? ''} to ${unfilled.slice(between[0].length)}` : unfilled;
  // A label is a note when an ingredient follows the amount ("Salt: 1 tsp" keeps its label, the
  // only name it has) and no list of amounts ("Bouquet garni: 3 rosemary sprigs, 3 thyme sprigs"
  // names the whole).
  const label = text.includes(':') ? LABEL_BEFORE_AMOUNT().exec(text) : null;
  // "Prep time: 10 minutes", "Serves: 4 people": a line about the recipe keeps its label, as
  // "Serves: 4" does (no amount of "minutes" to buy).
  if (label && !YIELD_OR_TIME_LABEL.test(label[1] ?? '')) {
    const rest = text.slice(label[0].length);
    if (TWO_LETTERS().test(rest.slice(readAmount(rest).end)) && !LATER_AMOUNT.test(rest)) {
      notes.push(label[1] ?? '');
      return rest;
    }
  }
  return text;
}

/** The name after the amount: its own unit, and the units and pieces at its head taken off. */
interface NameTail {
  readonly name: string;
  /** A unit read from the name, for a line whose amount had none; null otherwise. */
  readonly unit: string | null;
  /** What was taken off, in order, for the line's notes. */
  readonly notes: readonly string[];
}

/** " (cilantro)" ending a name: a bracket of its own, the words in it taken. */
const TRAILING_BRACKET = /\s*\(([^()]*)\)$/;

/**
 * `nameTail`'s steps for one kind of amount (`kind`'s bits: the amount has no unit, a quantity, a
 * length for its size, a measure for its unit): a pure function of the name.
 */
function readNameTail(raw: string, kind: number): NameTail {
  let name = raw;
  // The amount's own unit wins; `found` is one the name gives a line whose amount has none.
  const noUnit = (kind & NO_UNIT) !== 0;
  let found: string | null = null;
  const counted = (kind & COUNTED) !== 0;
  const sized = (kind & SIZED) !== 0;
  const measure = (kind & MEASURE) !== 0;
  const notes: string[] = [];
  if (noUnit && counted) {
    const moved = unitAfterName(name) ?? unitInsideName(name);
    if (moved) {
      found = moved.unit;
      name = moved.name;
      // "4 fat garlic cloves", "6 long rosemary sprigs", "3 thin lemon slices": with the portion
      // read from the name's end, the shape word before the name is the portion's, a note as in
      // "4 fat cloves garlic".
      const shape = mayOpenWithShape(name) ? PORTION_SHAPE().exec(name) : null;
      if (shape) {
        notes.push(shape[1] ?? '');
        name = name.slice(shape[0].length);
      }
    }
    // "½ orange juice" is the juice of half an orange, read as "Juice of ½ orange" is: the fruit
    // counted, its part a note (a count of juice itself means nothing).
    const citrus = citrusPartOf(name);
    if (citrus) {
      name = citrus.fruit;
      notes.push(citrus.part);
    }
  } else if (noUnit && !counted && !JOINED_THINGS.test(name)) {
    // "Garlic cloves", "fresh parsley sprigs": with no number, the portion that ends one thing's
    // name is its unit all the same ("Jicama sticks" and "Apple and pear slices" are the things).
    const moved = unitAfterName(name);
    if (moved && UNCOUNTED_PORTIONS.has(moved.unit) && !VAGUE_COUNT_END.test(moved.name)) {
      found = moved.unit;
      // "a few thyme sprigs": the vague count is how many sprigs, as in "a few sprigs of thyme".
      name = moved.name.replace(VAGUE_COUNT_HEAD, '');
    }
  }
  // "fresh coriander (cilantro) sprigs": with the portion taken off its end, the bracket ends the
  // name, and is a note, as it is before a comma ("fresh coriander (cilantro), chopped").
  const bracket = found !== null && name.endsWith(')') ? TRAILING_BRACKET.exec(name) : null;
  if (bracket && bracket.index > 0) {
    notes.push((bracket[1] ?? '').trim());
    name = name.slice(0, bracket.index);
  }
  // "3 tablespoons Tablespoon milk", "1 (6-oz) cup chips", "500 ml 2 cups milk": no unit in the name.
  // "1lb 5oz mixed greens" has two to take off: a few rounds, each taking one.
  // "9 inch pound cake": after a length, the name's first word is the name's ("pound cake").
  for (let round = 0; counted && !sized && round < 3; round += 1) {
    const withoutUnits = takeUnitsFromName(name, !noUnit || found !== null);
    if (withoutUnits.name === name) break;
    name = withoutUnits.name;
    if (noUnit) found ??= withoutUnits.unit?.canonical ?? null;
    if (withoutUnits.note !== '') notes.push(withoutUnits.note);
  }
  // "1 pack of 8 tortillas", "1 sachet of 1 bay leaf": after a pack or a portion, how many it
  // holds is a note.
  const held = counted && !noUnit && !measure && !sized ? countHeld(name) : 0;
  if (held > 0) {
    notes.push(name.slice(0, held).trim());
    name = name.slice(held);
  }
  // "3 cups bite-size pieces roasted turkey", "½ cup thin shavings Parmesan": after a measure, the
  // pieces a thing is cut into, before its name, say how it is cut ("walnut pieces" stay).
  const cut = measure && namesCutPieces(name) ? CUT_PIECES_HEAD.exec(name) : null;
  if (cut) {
    notes.push(cut[0].trim().replace(CUT_PIECES_JOIN, ''));
    name = name.slice(cut[0].length);
  }
  // "3 cubes made from stock", "4 slices made from a baguette": right after the unit, what the
  // portions are made from is the thing (was named "made from stock"); and so after cut pieces
  // ("2 cups cubes made from crusty bread", the cubes a note above).
  if (!noUnit && name.slice(0, 5).toLowerCase() === 'made ' && MADE_FROM_HEAD().test(name)) {
    name = name.replace(MADE_FROM_HEAD(), '');
  }
  return { name, unit: found, notes };
}

/** "made from " opening a name, before its thing: the thing is what follows. */
const MADE_FROM_HEAD = madeOnFirstUse(() => /^made\s+from\s+(?:an?\s+)?(?!scratch\b)(?=\p{L})/iu);

/** "8 tortillas", "1 bay leaf": a whole count before a name in small letters. */
const COUNT_BEFORE_WORD = madeOnFirstUse(() => /^([1-9]\d{0,2})\s+(?=\p{Ll})/u);

/**
 * The length of a count of things at the head of a name ("8 " of "8 tortillas", "1 " of "1 bay
 * leaf"), or 0. Its thing agrees with it in number, which a name with a number in it does not
 * ("15 bean soup mix", "12 grain bread", "5 spice powder").
 */
function countHeld(name: string): number {
  const count = isDigit(name.charCodeAt(0)) ? COUNT_BEFORE_WORD().exec(name) : null;
  if (!count) return 0;
  const last = name.slice(name.lastIndexOf(' ') + 1).toLowerCase();
  const plural = singularWord(last) !== last;
  return plural === (count[1] !== '1') ? count[0].length : 0;
}

const NO_UNIT = 1;
const COUNTED = 2;
const SIZED = 4;
const MEASURE = 8;
/** `readNameTail` memoised for each kind of amount, made when first needed. */
const nameTails: ((name: string) => NameTail)[] = [];

/**
 * The name's own unit ("3 garlic cloves"), a citrus fruit's part ("½ orange juice"), and the units,
 * amounts and cut pieces at its head taken off, as the line's amount allows: a pure function of the
 * name and the amount's kind, worked out once each. Lines repeat their names with other amounts
 * and notes ("2 garlic cloves, crushed", "3 garlic cloves, sliced").
 */
function nameTail(name: string, amount: Amount): NameTail {
  const kind =
    (amount.unit === null ? NO_UNIT : 0) |
    (amount.quantity === null ? 0 : COUNTED) |
    (amount.sized === true ? SIZED : 0) |
    (amount.unit?.kind === 'measure' ? MEASURE : 0);
  let tail = nameTails[kind];
  if (tail === undefined) {
    tail = memoiseFromFirst((text) => readNameTail(text, kind));
    nameTails[kind] = tail;
  }
  return tail(name);
}

/** "bone in", "skin on" before another word: a state of a cut, its hyphen lost. */
const CUT_STATE = madeOnFirstUse(() => /\b(bone|skin)\s+(in|on|off|out)\b(?=,?\s+\p{L})/giu);

/** "bone in, " before a second state: a list of states before the name, not a note. */
const STATE_THEN_COMMA = /^[^,(]*\b(?:bone|skin)[\s-](?:in|on|off|out),\s*$/i;

/**
 * "6 bone in, skin on chicken", "3 lb bone in beef short ribs": a cut's state before its name,
 * written without its hyphen, is read as "bone-in", "skin-on" are, so the name is the cut's, not
 * "bone in". After a comma or a bracket it is a note and is left as written ("4 chicken thighs,
 * skin on", "(skin on or off)").
 */
function withCutStatesJoined(text: string): string {
  CUT_STATE().lastIndex = 0;
  return text.replace(CUT_STATE(), (state: string, part: string, how: string, at: number) => {
    const before = text.slice(0, at);
    const note = (before.includes(',') && !STATE_THEN_COMMA.test(before)) || before.includes('(');
    return note ? state : `${part}-${how}`;
  });
}

/** "from the center of", "from a": a name that says where its portions come from. */
const FROM_PART = madeOnFirstUse(() => /^from\s+(?:the|an?)\s+\p{L}/u);
/** "stalks " of "5 stalks ": the portion's word the amount ends with. */
const PORTION_WORD_AT_END = madeOnFirstUse(() => /(\p{L}+)\.?(?:\s+of)?\s*$/iu);

/** " from", " cut from", " of": the joining words that end a part named before its amount. */
const PART_JOIN = /(?:\s+(?:cut|scraped|picked|taken|removed|made))?\s+(?:of|from)\s*$/i;

/** "Celery leaves" of "Celery leaves from ": the part named, or '' when it is only a joining word. */
function namedPart(prefix: string): string {
  return prefix.replace(PART_JOIN, '').trim();
}

/** "(unsalted) pistachios": a bracket of words, then the rest of the name. */
const OPENING_BRACKET_OF_WORDS = madeOnFirstUse(
  () => /^\(\s*(\p{L}[\p{L}\s'’-]*?)\s*\)\s*(?=\p{L})/u,
);
/** Words in a bracket that say how the thing is used, not what it is: a note. */
const BRACKETED_NOTE = /^(?:optional|divided|to taste|if using|see notes?)$/i;

function withOpeningBracketOpened(name: string, notes: string[]): string {
  const bracket = OPENING_BRACKET_OF_WORDS().exec(name);
  if (!bracket) return name;
  const words = bracket[1] ?? '';
  const rest = name.slice(bracket[0].length);
  if (BRACKETED_NOTE.test(words)) {
    notes.push(words);
    return rest;
  }
  return `${words} ${rest}`;
}

/**
 * ", or more, ", ", more or less, ", ", or so, ", ", or to taste, ", ", approximately, " after an
 * amount (group 1 it).
 */
const HEDGE_BETWEEN_COMMAS =
  /^,\s*((?:or\s+)?(?:more|less|so|to taste|approximately|approx\.?|about|roughly|(?:a\s+)?(?:bit|little)\s+more)(?:\s+or\s+(?:less|more))?(?:\s+(?:to taste|if needed|as needed))?)\s*,\s*(?=[a-z])/i;

/** Where the words that say what is done stop: "ground | to a powder", "cut | into strips". */
const PREPARATION_STOP = /^(?:to|into|in|for|with|until|then)$/i;
/** Words that say what is done or left as it is, besides the participles and their adverbs. */
const DONE_WORDS = /^(?:and|or|ground|toasted|whole|left|lightly|well)$/i;
/** Notes that open with these are notes whatever follows: "plus extra for …", "or a pinch …". */
// "to" opens what the thing is for ("to serve", "to stud the onion", "to taste"), not a name;
// "at", "as", "if", "in" and "preferably" a state, a use or a condition ("at room temperature",
// "as needed", "if using", "in their skins", "preferably unpeeled").
const NOTE_OPENING = /^(?:plus|or|optional|divided|to|for|about|at|as|if|in|preferably)\b/i;

/**
 * ", crushed", ", toasted and crushed", ", ground to a powder", ", plus extra for studding":
 * a clause that only says what is done to the thing, or opens a note; not one that names a
 * thing (", lightly smoked bacon", ", sirloin or rump steaks").
 */
/**
 * NOTES_ONLY_AFTER_PORTION's match where what it holds is only notes: a bracket, or a comma's
 * clause that says what is done to the thing or opens a note (`isPreparationNote`).
 */
function onlyNotes(match: RegExpExecArray | null): RegExpExecArray | null {
  if (match === null) return null;
  const clause = match[1] ?? match[4];
  return clause === undefined || isPreparationNote(clause) ? match : null;
}

/** Whether `text` after a portion word is only notes (", crushed", " (optional), to serve"). */
function onlyNotesAfterPortion(text: string): RegExpExecArray | null {
  return opensWithCommaOrBracket(text)
    ? onlyNotes(NOTES_ONLY_AFTER_PORTION.exec(text.trimEnd()))
    : null;
}

/** Participles of preparation with no "-ed", in a clause after a portion. */
const IRREGULAR_DONE: ReadonlySet<string> = new Set(['split', 'torn', 'ground', 'broken']);

function isPreparationNote(clause: string): boolean {
  if (NOTE_OPENING.test(clause)) return true;
  const words = (clause.split(',')[0] ?? '').trim().split(/\s+/);
  let done = 0;
  for (const word of words) {
    if (PREPARATION_STOP.test(word)) break;
    const lower = word.toLowerCase();
    if (
      !PREPARATION_WORDS.has(lower) &&
      !PREPARATION_ADVERBS.has(lower) &&
      !DONE_WORDS.test(word) &&
      // "4 cloves, split", "4 feet, split lengthwise": a participle with no "-ed" (not a
      // PREPARATION_WORD, which "split peas" would lose its kind to).
      !IRREGULAR_DONE.has(lower)
    )
      return false;
    done += 1;
  }
  return done > 0;
}

/**
 * "peeled & deveined", "peeled, seeded, & diced": an ampersand between two words (a list's comma
 * before it kept, group 2), each read on its own.
 */
const AMPERSAND_BETWEEN_WORDS = /([a-z]+)(,?)\s*&\s*([a-z]+)/gi;
/**
 * "1 cup & 2 tablespoons", "2 eggs & 1 yolk": an ampersand before a number joins what "and" joins
 * there (a brand's ampersand, "Lea & Perrins", has a word after it).
 */
const AMPERSAND_BEFORE_NUMBER = /\s+&\s+(?=[\d½¼¾⅓⅔⅛])/g;
/**
 * "parsley, chervil & coriander", "red, green, & yellow peppers": an ampersand before a list's
 * last item, in the same clause as a comma before it (group 1 the item before; a comma may stand
 * after it, before the ampersand); "salt & pepper", with no list, stays.
 */
const AMPERSAND_ENDING_LIST = /(,[^,&()]*?[a-z]),?\s+&\s+(?=[a-z])/gi;
/** "½ tsp each", "2 tbsp": an amount, not a list's first item, before a comma. */
const AMOUNT_BEFORE_COMMA = /(?:^|\s)(?:each|[\d½¼¾⅓⅔⅛][\d./½¼¾⅓⅔⅛]*\s*[a-z]*\.?)$/i;
/** ", & more to taste", ", & cut into strips": a comma's "and", the clause after it as with "and". */
const COMMA_AMPERSAND = /,\s*&\s+(?=[a-z])/gi;
/** A fruit's parts, named together before "of": "Zest & juice of 1 lemon", "Juice & rinds of". */
const FRUIT_PARTS: ReadonlySet<string> = new Set([
  'zest',
  'juice',
  'rind',
  'peel',
  'zests',
  'juices',
  'rinds',
  'peels',
]);
/** "zest of 1 lemon & juice": a fruit's part named before, and its other part after "&". */
const FRUIT_PART_BEFORE = /\b(?:zest|juice|rind|peel)s?\s+of\b/i;
/** "3 cloves of garlic & an equivalent amount of ginger": "&" before an article is "and". */
const AMPERSAND_BEFORE_ARTICLE = /\s+&\s+(?=(?:a|an|the)\s)/gi;

/** Whether `word` (in lower case) is a preparation or its adverb. */
const preparesOrHow = (word: string) =>
  PREPARATION_WORDS.has(word) || PREPARATION_ADVERBS.has(word);

/**
 * Whether `rest`, the words after a preparation that follows "Juice &", are more preparations
 * and then a fruit's part ("finely grated rind of"), which the first part is named beside.
 */
function preparedPartFollows(rest: string): boolean {
  for (const word of rest.trimStart().split(/\s+/, 4)) {
    const lower = word.toLowerCase();
    if (FRUIT_PARTS.has(lower)) return true;
    if (!preparesOrHow(lower)) return false;
  }
  return false;
}

/**
 * The words before a line's first "of" or "from" (group 1), with no amount or clause before, and
 * an amount after ("from a grinder" names no part of a counted thing).
 */
const WORDS_BEFORE_OF =
  /^([^\d½¼¾⅓⅔⅛,;(]*?)\s(?:of|from)\s+(?:about\s+)?(?=[\d½¼¾⅓⅔⅛]|(?:one|two|three|four|five|six)\b)/i;
/** An ampersand between two words. */
const AMPERSAND_IN_WORDS = /\s*&\s*/g;

/**
 * "Heads & bones from 2 snappers", "Green & white portions of 3 scallions": words joined by "&"
 * before a part's "of" or "from" and its amount are the part's, read as "and" is (PART_OF_PREFIX
 * takes words only: the amount was lost, or the first word read as the unit).
 */
function withPartWordsJoined(text: string): string {
  const words = WORDS_BEFORE_OF.exec(text)?.[1];
  if (words === undefined || !words.includes('&')) return text;
  const joined = `${words.replace(AMPERSAND_IN_WORDS, ' and ')}${text.slice(words.length)}`;
  return PART_OF_PREFIX().test(joined) ? joined : text;
}

/** A line's amount, or a word for one ("several", "a few"), alone before a unit word. */
const ONLY_AN_AMOUNT = /^[\s\d½¼¾⅓⅔⅛./-]*(?:(?:a\s+)?[a-z]+\s+)?$/i;

/**
 * Whether `before & after` joins two of one kind that "and" joins the same way; `rest` is the
 * text after `after`.
 */
function joinsLikeAnd(before: string, after: string, rest: string, head: string): boolean {
  const first = before.toLowerCase();
  const second = after.toLowerCase();
  // "2 sprigs & stems of parsley", "Heads & bones from fish": a portion word after the amount
  // alone, joined to another (the first was read as the unit and the name opened with "&").
  if (findUnit(first)?.kind === 'portion' && ONLY_AN_AMOUNT.test(head)) return true;
  // "peeled & finely chopped", "finely & freshly grated", "toasted & ground", "cored & cut into
  // cubes": a preparation or its adverb, and another (or a participle with no "-ed"), or an
  // adverb before one.
  if (preparesOrHow(first))
    return preparesOrHow(second) || IRREGULAR_DONE.has(second) || second === 'cut';
  // "large & small prawns": two sizes.
  if (SIZE_WORDS.has(first)) return SIZE_WORDS.has(second);
  // "zest of 1 lemon & juice": the fruit's other part, after one named before it.
  if (!FRUIT_PARTS.has(first)) return FRUIT_PARTS.has(second) && FRUIT_PART_BEFORE.test(head);
  // "Juice & zest of", "Juice & grated rind of": a fruit's parts, the second prepared.
  return FRUIT_PARTS.has(second) || (preparesOrHow(second) && preparedPartFollows(rest));
}

/**
 * "0.5 lb peeled & deveined shrimp", "trimmed & halved green beans", "peeled & finely grated
 * ginger": an ampersand between two preparations is their "and", so the pair goes to the notes
 * as "peeled and deveined" does; so is one between a fruit's parts ("Zest & juice of 1 lemon", a
 * part of the counted fruit as with "and"), one joining two measures ("1 cup & 2 tablespoons
 * flour", one sum) and one ending a list ("parsley, chervil & coriander": all three named). An
 * ampersand between two things alone ("salt & pepper", "M&S") is left.
 */
function withPreparationsJoined(line: string): string {
  const text = withPartWordsJoined(line);
  const measures = text
    .replace(AMPERSAND_BEFORE_NUMBER, ' and ')
    .replace(AMPERSAND_BEFORE_ARTICLE, ' and ');
  const listed = measures.includes(',')
    ? measures
        .replace(AMPERSAND_ENDING_LIST, (all, before: string, at: number) =>
          // "½ tsp each, salt & pepper": the comma after the amount opens no list.
          AMOUNT_BEFORE_COMMA.test(measures.slice(0, at))
            ? all
            : all.includes(', &') || all.includes(',&')
              ? `${before}, and `
              : `${before} and `,
        )
        .replace(COMMA_AMPERSAND, ', and ')
    : measures;
  return listed.replace(
    AMPERSAND_BETWEEN_WORDS,
    (all, before: string, comma: string, after: string, at: number) =>
      joinsLikeAnd(before, after, listed.slice(at + all.length), listed.slice(0, at))
        ? `${before}${comma} and ${after}`
        : all,
  );
}

/**
 * What `parseLine` makes of a line's head (its count, then plain words to its first comma) for
 * every line with that head but for the count and a quiet tail (`parseReusedByHead`): the unit,
 * the name, the notes that go before the tail's and the one after them.
 */
interface HeadParse {
  readonly unit: string | null;
  readonly name: string;
  /** The name's own notes, the amount's and the head's descriptors, joined. */
  readonly before: string;
  /** The choice of forms taken off the head's name ("fresh or frozen"), or ''. */
  readonly after: string;
  /** Whether the name went through `withCountedAlternativeHead`, which reads every note. */
  readonly alternative: boolean;
}

/**
 * `parseLine`'s steps from the amount on for `text`, a line `parseReusedByHead` admits, with the
 * tail's notes left out (they go between `before` and `after`); null where its head is one whose
 * parse is not reused. See `parseReusedByHead` for why each step is the same for every line
 * with the same key.
 */
function readHeadParse(text: string): HeadParse | null {
  const comma = text.indexOf(',');
  const amount = readLineAmount(text);
  const digits = countBeforeQuietHead(text, comma);
  if (
    amount.quantity !== Number(text.slice(0, digits)) ||
    amount.quantityMax !== null ||
    amount.sized === true ||
    amount.each === true ||
    amount.end < digits ||
    amount.end > comma
  ) {
    return null;
  }
  // A letter between the amount and the comma: the name opens before the tail.
  let letter = false;
  for (let at = amount.end; at < comma && !letter; at += 1)
    letter = isAsciiLetter(text.charCodeAt(at));
  const canonical = amount.unit?.canonical;
  if (!letter || TIN_UNITS.has(canonical)) return null;
  const head = reusedHead(text.slice(amount.end, comma));
  if (head === null) return null;
  const headNotes: string[] = [];
  if (head.descriptors !== null) headNotes.push(head.descriptors);
  if (head.forms !== null) headNotes.push(head.forms);
  const alternative = amount.unit === null && amount.quantity > 1;
  const named =
    alternative && headNotes.length > 0
      ? withCountedAlternativeHead({ name: head.name, notes: headNotes }).name
      : head.name;
  const tail = nameTail(named, amount);
  const name = tail.name;
  if (name === '' || name.charCodeAt(0) === 40) return null;
  if (amount.unit?.kind === 'portion' && name.startsWith('from')) return null;
  const before = joinNotes(joinNotes(joinNotes('', tail.notes), amount.notes), [
    head.descriptors ?? '',
  ]);
  return { unit: canonical ?? tail.unit, name, before, after: head.forms ?? '', alternative };
}

/** `parseIngredient` without any head's parse reused (`parseReusedByHead`), for the tests. */
export function parseIngredientAfresh(line: string): ParsedIngredient {
  reuseHeads = false;
  try {
    return parseIngredient(line);
  } finally {
    reuseHeads = true;
  }
}

/** `readHeadParse`'s answers, kept by the count's side of 1 and the text after it to the comma. */
const headParses = memoiseByKeyFromFirst(readHeadParse);

/**
 * `parseLine`'s answer for `text` (cleaned and normalised) from the parse kept for its head,
 * or null where it stands back. Lines repeat their heads with another count or other notes ("2
 * garlic cloves, crushed", "3 garlic cloves, sliced", "…, note 7"), and the parse of the head is
 * most of a line's. The line: a count of 1-4 digits and plain words to the first comma
 * (`countBeforeQuietHead`), the text from the comma on one `tailLeavesAmountAlone` and
 * `notesAfterReusedHead` admit (so only lower-case ASCII letters, digits, spaces and commas), and
 * neither "one ", "kin " nor " of "/" from " anywhere. Why its parse is the kept one with its own
 * count and the tail's notes, step by step of `parseLine` on such a text:
 * - `withPreparationsJoined` needs "&", CUT_STATE()'s step "one " or "kin ", the part of a thing
 *   MAY_HAVE_PART_OF (or a letter first): each is gated, and the gate is shut. A digit first
 *   runs no filler or label step.
 * - The amount is `readLineAmount`'s, kept by the same key and reused with the count
 *   (`countBeforeQuietHead`, `tailLeavesAmountAlone`): the same unit, notes, kind and `each`; its
 *   quantity is the count where the kept one is (`readHeadParse` asks), and it ends before the
 *   comma, with a letter after it (asked too).
 * - So the text after the amount opens with the head's words: TIMES_BEFORE_SIZE needs a digit
 *   after its "x" (the head has none, and neither it nor white space takes a comma), the hedge
 *   and NOTES_ONLY_AFTER_PORTION a comma or a bracket before any letter, `nameInBracket` and
 *   `closeOpenBracket` a bracket: none has anything to do.
 * - The name and its notes are `withHeadReused`'s (the head's part `reusedHead`, the same for the
 *   key; the tail's `notesAfterReusedHead`, read from the comma on). `withCountedAlternativeHead`
 *   (no unit, a count above 1: the key's side) finds only a note opening with "or" and a digit:
 *   where a tail's note opens with "o" the reuse stands back, so it finds the head's notes' one or
 *   none, and keeps the notes. `keepTinnedKind` reads the first note and the text after the
 *   amount only after a can or a jar, which stand back.
 * - `nameTail` is a function of the name and the amount's kind (the key's); a name opening with a
 *   bracket or "from", or left empty (which takes the whole text), stands back.
 *   `portionOfOtherSize` needs "or" and a digit after sizes from the name's start: the head has
 *   neither, and a comma stops it. No part of a thing was read.
 * - The notes: the name's own, the amount's, the head's descriptors, the tail's, the head's
 *   forms, as `joinNotes` joins them (an empty one left out), with no "each".
 */
function parseReusedByHead(
  original: string,
  text: string,
  recipeId: string | undefined,
): ParsedIngredient | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const digits = countBeforeQuietHead(text, comma);
  if (digits === 0) return null;
  return parseReusedByKey(original, text, recipeId, comma, digits, headKey(text, digits, comma));
}

/**
 * A head's key in `headParses` and `untouchedHeads`: the count's side of 1 (a count of `digits`
 * digits opening `text`) and the head's words up to the comma.
 */
function headKey(text: string, digits: number, comma: number): string {
  const one = digits === 1 && text.charCodeAt(0) === 49;
  return `${one ? '1' : 'n'}${text.slice(digits, comma)}`;
}

/**
 * `parseReusedByHead` of a text whose first comma is at `comma`, count has `digits` digits, and
 * key (the count's side of 1, the text after it to the comma) is `key`.
 */
function parseReusedByKey(
  original: string,
  text: string,
  recipeId: string | undefined,
  comma: number,
  digits: number,
  key: string,
): ParsedIngredient | null {
  if (!tailLeavesAmountAlone(text, comma)) return null;
  if (text.includes('one ') || text.includes('kin ') || MAY_HAVE_PART_OF.test(text)) return null;
  const tailNotes = notesAfterReusedHead(text, comma);
  if (tailNotes === null) return null;
  const quantity = Number(text.slice(0, digits));
  const head = headParses(key, text);
  if (head === null) return null;
  if (head.alternative) {
    for (let at = 0; at < tailNotes.length; at += 1) {
      if (((tailNotes[at] ?? '').charCodeAt(0) | 0x20) === 0x6f) return null;
    }
  }
  const notes = joinNotes(joinNotes(head.before, tailNotes), [head.after]);
  const { unit, name } = head;
  return recipeId === undefined
    ? { original, quantity, quantityMax: null, unit, name, notes }
    : { original, quantity, quantityMax: null, unit, name, notes, recipeId };
}

/**
 * Whether the text from `comma` on is one the cleaning and the normalising leave as it is, of
 * itself: only lower-case ASCII letters, digits, spaces and commas; no two spaces running and no
 * space last (`normaliseIngredientText`); no digit, comma, digit (MAY_NEED_CLEANING's decimal
 * comma); no "u00" or "u20" (`cleanIngredientLine`'s gate for escapes a site lost); no comma
 * followed by anything but a space or a digit (its punctuation tidying).
 */
function tailNeedsNoCleaning(line: string, comma: number): boolean {
  let previous = 0x2c;
  for (let at = comma + 1; at < line.length; at += 1) {
    const code = line.charCodeAt(at);
    if (isDigit(code)) {
      if (previous === 0x2c && isDigit(line.charCodeAt(at - 2))) return false;
      // "u00", "u20": a letter u and then two digits.
      if (previous === 0x75 && (code === 0x30 || code === 0x32) && isDigit(line.charCodeAt(at + 1)))
        return false;
    } else if (code === 0x20) {
      if (previous === 0x20) return false;
    } else if (previous === 0x2c) {
      // ",," and ",or": a comma typed twice or with no space before a word (`cleanIngredientLine`).
      return false;
    } else if (code !== 0x2c && !(code >= 0x61 && code <= 0x7a)) return false;
    previous = code;
  }
  return previous !== 0x20;
}

/**
 * Whether the text from `comma` on (lower-case ASCII letters, digits, spaces and commas:
 * `tailNeedsNoCleaning`) holds nothing `wordsForTheParser` or the cleaning's glued units would
 * read, nor any letters that open one of their gates to read the head: no "l" before a digit
 * (L_FOR_ONE_BEFORE_DIGIT's "l5" is 15), no "0z" (an ounce's o typed as 0: ZERO_FOR_O,
 * OUNCES_O_LOST), no "oon" (the gate of the spoons' spelling, which then mends a "teaspon" in the
 * head) and no "pon" (SPOON_AFTER_NUMBER's word holds "poon" or "pon"), no "cup" (a spelt-out
 * unit glued to a word, UNIT_GLUED_TO_NAME, whose other words hold "spoon"), and no Portuguese
 * measure's word (PORTUGUESE_MEASURE_HINT's "colher", "xicara", "unidad"; its "c." needs a point).
 */
function tailLeftByTheWords(line: string, comma: number): boolean {
  if (
    line.indexOf('oon', comma) >= 0 ||
    line.indexOf('pon', comma) >= 0 ||
    line.indexOf('cup', comma) >= 0 ||
    line.indexOf('0z', comma) >= 0 ||
    line.indexOf('colher', comma) >= 0 ||
    line.indexOf('xicara', comma) >= 0 ||
    line.indexOf('unidad', comma) >= 0
  ) {
    return false;
  }
  for (let at = line.indexOf('l', comma); at >= 0; at = line.indexOf('l', at + 1)) {
    if (isDigit(line.charCodeAt(at + 1))) return false;
  }
  return true;
}

/** "2 cc water": a French teaspoon after a count of 1-4 (FRENCH_TEASPOON_CC reads its value). */
const CC_AFTER_COUNT = /^\d+\s*cc\s/i;

/**
 * Whether a line's count is one `countBeforeQuietHead` reads, the cleaning, `wordsForTheParser`
 * and `normaliseIngredientText` leave the line as it is, and no glued unit is looked for in it:
 * kept by `parseRawByHead`'s key (`countBeforeQuietHead`'s answer, given 1-4 digits not opening
 * with 0, is a function of the words after them to the comma). The one step of `wordsForTheParser`
 * that may leave one count's line as it is and change another's of the same side of 1,
 * FRENCH_TEASPOON_CC (a "cc" after a count of 1-4 only), stands back by the head's words.
 */
const untouchedHeads = memoiseByKeyFromFirst(
  (line: string): boolean =>
    countBeforeQuietHead(line, line.indexOf(',')) > 0 &&
    !mayHaveGluedUnit(line) &&
    !CC_AFTER_COUNT.test(line) &&
    normaliseIngredientText(wordsForTheParser(cleanIngredientLine(line))) === line,
);

/**
 * `parseIngredient`'s answer for a raw line from the parse kept for its head
 * (`parseReusedByHead`), without cleaning it, or null where it stands back: where a line with
 * the same key (its count's side of 1 and the head's plain words after it, `countBeforeQuietHead`)
 * was left as it is by the cleaning, the normalising and `wordsForTheParser`, and its tail is one
 * that leaves itself alone (`tailNeedsNoCleaning`) and holds no pack's size (PACK_SIZE_IN_COMMAS),
 * this line is left as it is too. Step by step, on such a line (a count of digits, ASCII letters,
 * spaces and hyphens between letters to the comma, the tail's characters):
 * - `cleanIngredientLine`: the escapes' gate needs "u00" or "u20" (the head has no digit after its
 *   count; the tail is asked); the entities' "&" is in neither part; MAY_NEED_CLEANING needs a
 *   first character other than a digit, a character outside ASCII's printable ones, a slash or
 *   "?" between digits, or a digit, comma, digit (the head's last character is no digit; the tail
 *   is asked); a list's number a point or a bracket; the sizes' step, the clipped units and grade
 *   fractions a slash, the per cent its sign; WHOLE_AND_FRACTION a slash or a vulgar fraction;
 *   GLUED_UNIT_HINT reads only up to the head's first word (`[^a-z]*` stops at a letter), the
 *   same for every count: the key's line had none. REPEATED_UNIT matches no comma, and its
 *   lookahead for a character other than white space finds the comma at the head's end in every
 *   such line: the key's line had none (or one left as it was), so this has the same.
 *   PACK_SIZE_IN_COMMAS reads on into the tail: asked of the line.
 * - `wordsForTheParser`: a digit first (no OCR "l"), no "(s)"; COUNT_WORD reads only the head
 *   (its lookahead for a letter fails at a comma as at the head's end): the key's line had none.
 *   The tail holds nothing its other steps read and opens none of their gates
 *   (`tailLeftByTheWords`: an "l" before a digit, "0z", the spoons' "oon" and "pon", a Portuguese
 *   measure's word), so each reads the head alone, as for the key's line; those that read the
 *   count's value and not only its side of 1 stand back, FRENCH_TEASPOON_CC by the head's words
 *   (`untouchedHeads`), ZERO_FOR_O by the line's "0z". So does the cleaning's UNIT_GLUED_TO_NAME
 *   for a "cup" (or a spoon's "oon") in the tail.
 * - `normaliseIngredientText`: every character is in its range; the head's spaces are the key's
 *   line's, the comma parts them from the tail's, which is asked.
 */
function parseRawByHead(line: string, recipeId: string | undefined): ParsedIngredient | null {
  if (line.length > MAX_PARSED_LINE_LENGTH) return null;
  const comma = line.indexOf(',');
  if (comma < 0) return null;
  // The count's digits; whether the words after them are plain (`countBeforeQuietHead`'s other
  // test) is a function of those words, kept with the key.
  let digits = 0;
  while (digits < comma && isDigit(line.charCodeAt(digits))) digits += 1;
  if (digits === 0 || digits > 4 || line.charCodeAt(0) === 48) return null;
  if (!tailNeedsNoCleaning(line, comma) || !tailLeftByTheWords(line, comma)) return null;
  // "10z": a count ending in 0 before a "z" is an ounce to ZERO_FOR_O, which the key (the count's
  // side of 1) does not tell from "11z".
  if (hasPackSizeInCommas(line) || line.includes('0z')) return null;
  const key = headKey(line, digits, comma);
  if (!untouchedHeads(key, line)) return null;
  return parseReusedByKey(line, line, recipeId, comma, digits, key);
}

/**
 * PART_OF_PREFIX's match, but for one whose words open with a measure in words: "two cups corn cut
 * from 4 or 5 large ears" is two cups of corn, as "2 cups corn cut from …" is, and the later count
 * where it came from (was no amount, named "two cups corn"); or with a count in words: "four
 * chipotle chiles from a can of …" is four chiles (was one can).
 */
function measuredPartOf(text: string): RegExpExecArray | null {
  const part = PART_OF_PREFIX().exec(text);
  if (part === null) return null;
  const amount = readAmount(text);
  return amount.quantity !== null &&
    (amount.unit !== null || opensWithNumberWord(text)) &&
    amount.end <= part[0].length
    ? null
    : part;
}

/**
 * Whether `text` opens with a number in words ("four chipotle chiles from a can of …"): a count
 * of the things named, as "4 chipotle chiles from a can of …" is (not "a", which the part's own
 * words open with: "a few leaves from 1 bunch").
 */
function opensWithNumberWord(text: string): boolean {
  const first = /^[a-z]+/i.exec(text)?.[0].toLowerCase() ?? '';
  return Object.hasOwn(NUMBER_WORDS, first);
}

function parseLine(
  original: string,
  cleaned: string,
  recipeId: string | undefined,
): ParsedIngredient {
  let text = normaliseIngredientText(wordsForTheParser(cleaned));
  if (reuseHeads) {
    const reused = parseReusedByHead(original, text, recipeId);
    if (reused !== null) return reused;
  }
  if (text.includes('&')) text = withPreparationsJoined(text);
  if ((text.includes('one ') || text.includes('kin ')) && CUT_STATE().test(text)) {
    text = withCutStatesJoined(text);
  }
  const notes: string[] = [];
  // Every filler starts with a letter, and most lines with their amount.
  if (isAsciiLetter(text.charCodeAt(0)) || text.charCodeAt(0) === 40)
    text = withoutFillersAndLabel(text, notes);
  // "Juice of 1 lemon": most lines have no " of " or " from ", and need not try the pattern.
  const part =
    (MAY_HAVE_PART_OF.test(text) ? (measuredPartOf(text) ?? CITRUS_PART_OF.exec(text)) : null) ??
    (isAsciiLetter(text.charCodeAt(0)) && namesCitrusPart(text)
      ? CITRUS_PART_BEFORE_COUNT.exec(text)
      : null);
  const partNoteAt = notes.length;
  if (part) {
    notes.push(part[0].trim());
    text = text.slice(part[0].length);
    // "corn kernels from about 3 cobs": the hedge before the source's amount is a note, as it is
    // before any amount.
    const hedge = HEDGE_AFTER_PART.exec(text);
    if (hedge) {
      notes[partNoteAt] = `${notes[partNoteAt] ?? ''} ${hedge[1] ?? ''}`;
      text = text.slice(hedge[0].length);
    }
    // "grated zest of 1 lemon and juice": the other part of the same fruit is a note too.
    const otherPart = OTHER_CITRUS_PART.exec(text);
    if (otherPart) {
      notes.push(otherPart[0].trim());
      text = text.slice(0, otherPart.index) + text.slice(otherPart.index + otherPart[0].length);
    }
  }
  const amount = readLineAmount(text);
  // "2 tins x 400g chopped tomatoes": a times sign between the packs and one pack's size, read as
  // "2 tins 400g chopped tomatoes" is (the size a note).
  const unhedged =
    amount.unit?.dimension === 'count' &&
    timesSignAt(text, amount.end) &&
    TIMES_BEFORE_SIZE.test(text.slice(amount.end))
      ? text.slice(amount.end).replace(TIMES_BEFORE_SIZE, ' ')
      : text.slice(amount.end);
  // "2 tbsp, or more, slivered basil leaves", "1 cup, more or less, stock": a hedge on the amount
  // between commas before the name is a note, as it is after the name.
  const hedge =
    amount.quantity !== null && unhedged.charCodeAt(0) === 44
      ? HEDGE_BETWEEN_COMMAS.exec(unhedged)
      : null;
  if (hedge) notes.push(hedge[1] ?? '');
  const after = hedge ? ` ${unhedged.slice(hedge[0].length)}` : unhedged;
  // "6 cloves, crushed", "10 cloves (approx)": a portion word and then only notes names nothing
  // after it, so it is the thing counted, as "20 cloves" alone is (the notes are notes).
  // "pickled walnuts from a jar, to serve": a pack after a part's words ("… from", "… of") with
  // no name after it is where the thing they name comes from, as "leaves from 4 ribs" is.
  const packOfPart = part !== null && amount.unit?.kind === 'container';
  const notesAfter =
    amount.quantity !== null && (amount.unit?.kind === 'portion' || packOfPart)
      ? opensWithCommaOrBracket(after)
        ? NOTES_ONLY_AFTER_PORTION.exec(after.trimEnd())
        : null
      : null;
  const portionOnly = packOfPart ? notesAfter : onlyNotes(notesAfter);
  if (portionOnly) {
    for (const note of portionOnly.slice(1)) if (note !== undefined) notes.push(note.trim());
  }
  const rest = portionOnly
    ? ''
    : nameInBracket(
        after.includes('(') && !after.includes(')') ? closeOpenBracket(after) : after,
        amount.quantity !== null,
        notes,
      );
  // "½ bunch each oregano, rosemary, thyme": the amount is each thing's, all of them named.
  const read = (amount.each === true ? extractNamesOfEach : extractName)(rest);
  const extracted = keepTinnedKind(
    // "18 corn or 12 flour tortillas": several of a word that is no plural share the other's thing.
    amount.unit === null && (amount.quantity ?? 0) > 1 && read.notes.length > 0
      ? withCountedAlternativeHead(read)
      : read,
    amount.unit?.canonical,
    rest,
  );
  const tail = nameTail(extracted.name, amount);
  let name = tail.name;
  // "shelled (unsalted) pistachios", "tiny (nonpareil) capers": with the word before it taken off,
  // a bracket opens the name; its words describe the thing, and stay without the brackets.
  if (name.charCodeAt(0) === 40) name = withOpeningBracketOpened(name, notes);
  let unit = amount.unit?.canonical ?? tail.unit ?? portionOfOtherSize(amount, rest);
  // "5 stalks from the center of a celery bunch": the portions are the things counted, where
  // they come from a part of the name ("2 stalks celery" are stalks of it).
  if (amount.unit?.kind === 'portion' && name.startsWith('from') && FROM_PART().test(name)) {
    const word = PORTION_WORD_AT_END().exec(text.slice(0, amount.end));
    if (word) {
      name = `${word[1] ?? ''} ${name}`;
      unit = null;
    }
  }
  for (let at = 0; at < tail.notes.length; at += 1) notes.push(tail.notes[at] ?? '');
  // "4 cloves", "20 to 24 cloves" alone: the unit word is all the name there is (the spice, not
  // garlic), and four of the thing are counted, not four portions of nothing.
  const unitOnly =
    name === '' && (amount.unit?.kind === 'portion' || packOfPart)
      ? withoutNumberWords(
          (portionOnly ? text.slice(0, amount.end).trimEnd() : text).replace(LEADING_NUMBER, ''),
        )
      : '';
  if (unitOnly !== '') unit = null;
  // "Celery leaves from 4 ribs": the amount names only a portion of the thing, which the part
  // before it names; the amount is the whole's, not the part's, and is a note.
  const partNamed = part && unitOnly !== '' ? namedPart(part[0]) : '';
  if (part && partNamed !== '') {
    // The notes after the amount are notes already ("leaves from 4 ribs, chopped").
    const whole = portionOnly ? text.slice(0, amount.end) : text;
    notes[partNoteAt] =
      `${(notes[partNoteAt] ?? '').slice(partNamed.length).trim()} ${whole.trim()}`;
    unit = null;
  }
  const parsedName =
    partNamed !== '' ? partNamed : name === '' ? (unitOnly === '' ? text : unitOnly) : name;
  const { quantity, quantityMax } =
    partNamed !== '' ? { quantity: null, quantityMax: null } : amount;
  // Most lines have notes only after the name: one join for them, not three.
  const joinedNotes =
    notes.length === 0 && amount.notes.length === 0
      ? joinNotes('', extracted.notes)
      : joinNotes(joinNotes(joinNotes('', notes), amount.notes), extracted.notes);
  // Two literals rather than a spread copy to add recipeId: the copy cost a fifth of the parse.
  const parsed: ParsedIngredient =
    recipeId === undefined
      ? { original, quantity, quantityMax, unit, name: parsedName, notes: joinedNotes }
      : { original, quantity, quantityMax, unit, name: parsedName, notes: joinedNotes, recipeId };
  // Few lines say "each": only they are copied to say so.
  return amount.each === true ? { ...parsed, each: true } : parsed;
}

/**
 * `parseRawByHead`'s answer for a line, worked out once a masked line: the line with each run of
 * digits written "#", after "1" where its count is 1 and "n" where it is another (the key). The
 * unit and the name are the key's; the notes are the text between the tail's runs of digits
 * (`pieces`), the line's own runs put back between them.
 */
interface MaskedParse {
  readonly unit: string | null;
  readonly name: string;
  /** The notes cut at each run of digits of the tail; one more piece than there are runs. */
  readonly pieces: readonly string[];
}

/**
 * `MaskedParse`s by the masked line; null for a key whose first line `parseRawByHead` did not
 * take, or whose notes cannot be rebuilt from the digits (`maskedParse`), which then takes the
 * full path (the answer is the same: `parseRawByHead` is the full path's, kept).
 */
const maskedParses = new Map<string, MaskedParse | null>();
/** Forgets every masked line's parse, so that the tests choose each key's first line. */
export function forgetMaskedParses(): void {
  maskedParses.clear();
}

/**
 * The kept `MaskedParse` of each key's first line (a parse the full path made): `maskedParseOf`'s
 * answer for it. A later line's parse carries its own (`MaskedLineParse`).
 */
const parseMasks = new WeakMap<ParsedIngredient, MaskedParse>();

/**
 * The parse of a later line of a kept masked key: a `ParsedIngredient` whose `MaskedParse` is a
 * private field, not an entry of a WeakMap a line. Its own properties are a literal's, in the same
 * order (`recipeId` only where given), so JSON, spreads and `toEqual` see what they saw; a copy
 * (a spread) carries no mask, as a WeakMap's key's copy had none. A WeakMap entry for each of the
 * pass's ~8,500 such parses had the map grow and rehash, and the collector sweep its ephemerons.
 */
class MaskedLineParse implements ParsedIngredient {
  declare readonly original: string;
  declare readonly quantity: number;
  declare readonly quantityMax: null;
  declare readonly unit: string | null;
  declare readonly name: string;
  declare readonly notes: string;
  declare readonly recipeId?: string;
  readonly #mask: MaskedParse;

  constructor(
    original: string,
    quantity: number,
    kept: MaskedParse,
    notes: string,
    recipeId: string | undefined,
  ) {
    this.#mask = kept;
    this.original = original;
    this.quantity = quantity;
    this.quantityMax = null;
    this.unit = kept.unit;
    this.name = kept.name;
    this.notes = notes;
    if (recipeId !== undefined) this.recipeId = recipeId;
  }

  /** The mask `parsed` carries, or undefined where it is no `MaskedLineParse`. */
  static maskOf(parsed: ParsedIngredient): MaskedParse | undefined {
    return #mask in parsed ? parsed.#mask : undefined;
  }
}

/**
 * A token the same for every parse `parseIngredient` gave from one kept masked line, or undefined
 * for any other parse. Parses with one token differ only in the digits' values: each has the same
 * unit and name (neither holds a digit), a count of 1-4 digits not opening with 0 (so 1 or more),
 * no range and no "each"; its line as written and its notes are the same text but for their runs
 * of digits, each run whole, in the same places and order; no literal "#" in either. A reader of
 * the parse may keep what it works out from those by the token (the placement's key).
 */
export function maskedParseOf(parsed: ParsedIngredient): object | undefined {
  return MaskedLineParse.maskOf(parsed) ?? parseMasks.get(parsed);
}

/** Bounds `maskedParses`, cleared when full. */
const MASKED_PARSES = 5000;
/**
 * Where each run of digits of the line in hand starts and ends (scratch, one line at a time): the
 * first `runEdgeCount` entries; those after them are a former line's. Not emptied by setting its
 * length to 0, which let go of its store, so that every line allocated a new one.
 */
const runEdges: number[] = [];
let runEdgeCount = 0;
/** The value of the count opening the line `maskedKey` read last. */
let maskedCount = 0;

/**
 * The key `parseRawByHead(line, recipeId)` is kept by: the line with its runs of digits masked
 * (null for a line whose shape no key takes; its runs' edges in `runEdges`, its count's value in
 * `maskedCount`). `parseIngredient` asks it first, before the rewritten lines' steps
 * (`parseRewrittenLine`), and gives a line of a kept key the kept answer: those steps read a line
 * of the key as no other line, as they read its first line (kept only where they did not). None
 * reads a digit's value: a run of digits, or a "#" for one, is no letter, capital, space, comma
 * or parenthesis to `caseFoldedLine`'s tests and words, to OPTIONAL_LAST, or to the line's last
 * character; and every line of a key opens with a digit, so `optionalLabelLength` is 0. A line takes
 * the kept answer where its count (the run opening it) has 1-4 digits, does not open with 0 and is
 * on the same side of 1 as the key's first line's, and the line is no longer than
 * MAX_PARSED_LINE_LENGTH: each of those `parseRawByHead` reads from the digits' values, and the
 * line's own are asked. Why every other step gives a line of the key the first line's answer with
 * its own digits (that line was taken, so its head is a count and plain words to the first comma,
 * and its tail only lower-case ASCII letters, digits, spaces and commas):
 * - The head: `countBeforeQuietHead` reads the count's digits by their number (1-4) and the words
 *   after them, `headKey` its side of 1; `untouchedHeads` and `headParses` are kept by that key.
 *   The head holds no other digit (its words are letters, spaces and hyphens).
 * - Where the digits' places are all a step reads (the same in every line of the key, up to a
 *   run's length): `tailNeedsNoCleaning`'s digit, comma, digit; `isQuietTail`'s words (a word
 *   holding a digit is in none of its sets of words, a word of digits is "a number", and its
 *   letters after the digits are the same); `endsInAdjective` (its sets hold no digit);
 *   `clauses`, `trim`, LEADING_NOTE_MARKS (no digit is white space or a mark); the includes of
 *   "one ", "kin ", " or a", " and a", ")", "room temp", "choice" and MAY_HAVE_PART_OF, COMMA_PLUS,
 *   NOTE_START, AND_OR_FIRST, LIST_CONJUNCTION (letters, spaces, commas: a run of digits neither
 *   makes nor breaks them, and no starter holds a digit).
 * - Where a pattern reads digits it reads them as `\d`, as a class with `\d` under `*` or `+`, or
 *   not at all (PACK_SIZE_IN_COMMAS, PORTION_SIZE_IN_COMMAS, ALTERNATIVE_AMOUNT_HINT,
 *   ALTERNATIVE_AMOUNT, LENGTH_AFTER_NAME, TEMPERATURE_AFTER_NAME): a run of any digits, of any
 *   length, matches where another does. `\d+\/\d+` needs a slash, which no such line has.
 * - The value-read steps left stand back here: "u00"/"u20" (`tailNeedsNoCleaning`) where the key
 *   has a "u" before a run in the tail, ZERO_FOR_O's "0z" where it has a "z" after any run, and
 *   `isNoteInList` (which reads a clause's words deeply) where a clause of the tail holds both a
 *   run and "and" or "or".
 * - So `notesAfterReusedHead` cuts the same clauses at the same places, and its notes are the
 *   tail's text but its commas and white space, every run of digits whole and in order; the
 *   head's notes hold no digit. `maskedParse` checks that the notes' runs are the tail's.
 */
function maskedKey(line: string): string | null {
  const first = line.charCodeAt(0);
  if (!isDigit(first) || first === 48 || line.length > MAX_PARSED_LINE_LENGTH) return null;
  // The count first (the line opens with a digit): its value read as it is scanned, and the key
  // started with its side of 1 and its "#", so a count of more than 4 digits builds no key.
  let count = 0;
  let from = 0;
  while (from < line.length && isDigit(line.charCodeAt(from))) {
    count = count * 10 + (line.charCodeAt(from) - 48);
    from += 1;
  }
  const digits = from;
  if (digits > 4) return null;
  maskedCount = count;
  runEdges[0] = 0;
  runEdges[1] = digits;
  runEdgeCount = 2;
  let key = digits === 1 && first === 49 ? '1#' : 'n#';
  for (let at = from; at < line.length; at += 1) {
    if (!isDigit(line.charCodeAt(at))) continue;
    const start = at;
    while (at + 1 < line.length && isDigit(line.charCodeAt(at + 1))) at += 1;
    key += `${line.slice(from, start)}#`;
    from = at + 1;
    runEdges[runEdgeCount] = start;
    runEdges[runEdgeCount + 1] = from;
    runEdgeCount += 2;
  }
  if (from < line.length) key += line.slice(from);
  return key;
}

/**
 * The parse of `line` from its key's kept `MaskedParse` (`maskedKey` read it last), or null
 * where the line has fewer runs than the key's first line (a "#" of its own: "note #").
 */
function parseByKept(
  line: string,
  kept: MaskedParse,
  recipeId: string | undefined,
): ParsedIngredient | null {
  if (runEdgeCount !== 2 * kept.pieces.length) return null;
  const { pieces } = kept;
  let notes = pieces[0] ?? '';
  for (let piece = 1; piece < pieces.length; piece += 1) {
    notes += `${line.slice(runEdges[2 * piece] ?? 0, runEdges[2 * piece + 1] ?? 0)}${pieces[piece] ?? ''}`;
  }
  // The count's digits' value, as `Number` reads them (1-4 digits, no leading 0).
  return new MaskedLineParse(line, maskedCount, kept, notes, recipeId);
}

/**
 * `parseRawByHead(line, recipeId)` for the first line of its masked `key` (`maskedKey` read it
 * last), its `MaskedParse` kept for the key's later lines (null where it has none).
 */
function parseAndKeep(
  line: string,
  key: string,
  recipeId: string | undefined,
): ParsedIngredient | null {
  const parsed = parseRawByHead(line, recipeId);
  if (maskedParses.size >= MASKED_PARSES) maskedParses.clear();
  const masked = parsed === null ? null : maskedParse(line, key, parsed);
  maskedParses.set(key, masked);
  if (parsed !== null && masked !== null) parseMasks.set(parsed, masked);
  return parsed;
}

/** A clause holding a run of digits and the word "and" or "or". */
const RUN_BESIDE_JOIN = /^[^,]*(?:#[^,]*\b(?:and|or)\b|\b(?:and|or)\b[^,]*#)/;

/**
 * The `MaskedParse` of `parsed`, `parseRawByHead`'s answer for `line` (its runs in `runEdges`,
 * its masked text `key`), or null where the key's steps read a digit's value (`maskedKey`)
 * or the notes' runs of digits are not the tail's, each whole and in order.
 */
function maskedParse(line: string, key: string, parsed: ParsedIngredient): MaskedParse | null {
  if (parsed.quantityMax !== null || parsed.each === true) return null;
  if (/\d/.test(parsed.name) || /\d/.test(parsed.unit ?? '')) return null;
  // `parseRawByHead` takes only a line with a comma after its head; the key keeps it.
  const tailStart = key.indexOf(',');
  if (tailStart < 0) return null;
  const tail = key.slice(tailStart);
  if (tail.includes('u#')) return null;
  // "11z" and "10z": ZERO_FOR_O reads an ounce from a run ending in 0 before a "z".
  if (key.includes('#z')) return null;
  for (let comma = 0; comma >= 0; comma = tail.indexOf(',', comma + 1)) {
    if (RUN_BESIDE_JOIN.test(tail.slice(comma + 1))) return null;
  }
  const pieces: string[] = [];
  const { notes } = parsed;
  let from = 0;
  let run = 1;
  for (let at = 0; at < notes.length; at += 1) {
    if (!isDigit(notes.charCodeAt(at))) continue;
    let end = at + 1;
    while (end < notes.length && isDigit(notes.charCodeAt(end))) end += 1;
    const start = 2 * run < runEdgeCount ? runEdges[2 * run] : undefined;
    if (start === undefined || notes.slice(at, end) !== line.slice(start, runEdges[2 * run + 1]))
      return null;
    pieces.push(notes.slice(from, at));
    from = end;
    run += 1;
    at = end - 1;
  }
  if (run * 2 !== runEdgeCount) return null;
  pieces.push(notes.slice(from));
  return { unit: parsed.unit, name: parsed.name, pieces };
}
