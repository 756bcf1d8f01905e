/**
 * Text clean-up before parsing an ingredient line: one spelling for fractions, dashes, quotes and
 * spaces, so the parser's patterns stay small (SPEC §5: "Fractions (½) become 1/2").
 */
import { madeOnFirstUse } from '../memo.ts';

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
};

const VULGAR_PATTERN = new RegExp(
  `(\\d)?([${Object.keys(VULGAR_FRACTIONS).join('')}])(?=(\\p{L})?)`,
  'gu',
);

/** Replaces unicode fractions by `n/d`, keeping "1½" a mixed number ("1 1/2") and "2½oz" apart. */
export function replaceUnicodeFractions(text: string): string {
  return text.replace(
    VULGAR_PATTERN,
    (_match, digit: string | undefined, glyph: string, letter) => {
      const fraction = VULGAR_FRACTIONS[glyph] ?? glyph;
      return `${digit === undefined ? '' : `${digit} `}${fraction}${letter === undefined ? '' : ' '}`;
    },
  );
}

/**
 * What normalising would change: anything but printable ASCII (or a tilde), a double space, a
 * space at either end. Most lines have none of these, and one search is cheaper than the
 * replacements.
 */
const NEEDS_NORMALISING = /[^ -}]| {2}|^ | $/;
/**
 * "2~3 tbsp", "1 ~ 2 cups": a range written with a tilde between its numbers, as Korean and
 * Japanese recipes in English write one ("~200g" before a number alone is "about").
 */
const TILDE_RANGE = /(?<=\d)\s*[~～〜]\s*(?=\d)/g;

/** Whitespace other than a space, or two spaces in a row: what `collapseSpaces` changes. */
const SPACES_TO_COLLAPSE = /[^\S ]| {2}/;
/** Two blanks in a row, of any kind: what `collapseSpaces(text, 'runs')` changes. */
const TWO_BLANKS = /\s{2}/;

/** Runs of white space, which `collapseSpaces` and `normaliseIngredientText` make one space. */
const WHITE_SPACE_RUNS = /\s+/g;
/** Runs of two blanks or more, which `collapseSpaces(text, 'runs')` makes one space. */
const BLANK_RUNS = /\s{2,}/g;

/**
 * Every run of whitespace as one space, like `text.replace(/\s+/g, ' ')`, without building a copy
 * of text that is already single-spaced. With `which` 'runs', only runs of two blanks or more
 * ("1 cup\t\t flour" → "1 cup flour"): a lone tab or no-break space stays as it is. (`\s` is
 * every Unicode space separator, no-break and thin spaces among them, and the line ends.)
 */
export function collapseSpaces(text: string, which: 'all' | 'runs' = 'all'): string {
  if (which === 'runs') return TWO_BLANKS.test(text) ? text.replace(BLANK_RUNS, ' ') : text;
  return SPACES_TO_COLLAPSE.test(text) ? text.replace(WHITE_SPACE_RUNS, ' ') : text;
}

/**
 * Normalises an ingredient line for parsing: unicode fractions to `n/d`, the fraction slash to
 * `/`, every dash to `-`, curly quotes to straight ones, all spaces to one space, control
 * characters removed.
 */
export function normaliseIngredientText(text: string): string {
  if (!NEEDS_NORMALISING.test(text)) return text;
  // The fraction slash, the dashes and the curly quotes are all beyond Latin-1: a line with none
  // of that ("½ tsp", "crème fraîche", two spaces) runs none of their patterns, and a tilde range
  // needs its tilde. (Patterns are compiled when first run: one never run costs nothing.)
  const wide = BEYOND_LATIN1.test(text);
  const fractions = replaceUnicodeFractions(text);
  // The full-width tilde and the wave dash ("2～3", "2〜3") are a tilde's range too.
  const tilde =
    fractions.includes('~') || (wide && (fractions.includes('～') || fractions.includes('〜')))
      ? fractions.replace(TILDE_RANGE, '-')
      : fractions;
  const normalised = (wide ? withWideMarksRead(tilde) : tilde)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, ' ')
    .replace(WHITE_SPACE_RUNS, ' ')
    .trim();
  // A line whose only characters beyond Latin-1 were dashes, quotes or fractions ("2–3 tbsp",
  // "cook’s") is copied again: V8 keeps a replacement's copy of such text two bytes a character,
  // and compiles every pattern run on two-byte text a second time, for that text alone.
  return wide && !BEYOND_LATIN1.test(normalised) ? Array.from(normalised).join('') : normalised;
}

/**
 * The fraction slash as "/", every dash as "-", curly quotes as straight ones: each pattern run
 * only on a text that holds its character (most lines with any have one kind).
 */
function withWideMarksRead(text: string): string {
  let read = text.includes('\u2044') ? text.replace(/\u2044/g, '/') : text;
  // "olives —the Italian or Greek variety", "peaches—about 1 lb": an em dash beside a word sets a
  // clause apart, as " - " does (a hyphen joins words, and "2—3" is still a range).
  if (read.includes('\u2014')) read = read.replace(EM_DASH_BESIDE_WORD, ' - ');
  read = read.replace(/[\u2010-\u2015\u2212]/g, '-');
  if (read.includes('\u2018') || read.includes('\u2019') || read.includes('\u02bc')) {
    read = read.replace(/[\u2018\u2019\u02bc]/g, "'");
  }
  return read.includes('\u201c') || read.includes('\u201d')
    ? read.replace(/[\u201c\u201d]/g, '"')
    : read;
}

/** An em dash with a letter or a bracket beside it, and the spaces around it. */
const EM_DASH_BESIDE_WORD =
  /(?<=[A-Za-z\u00c0-\u024f)])\s*\u2014\s*|\s*\u2014\s*(?=[A-Za-z\u00c0-\u024f(])/g;

/** A UTF-16 unit beyond Latin-1: a string that holds one is stored two bytes a character. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

const NOT_ASCII = /[\u0080-\uffff]/;
const LETTER = madeOnFirstUse(() => /\p{L}/u);
const SPACE = /\s/;

/** A test of whether a text is one of a few words: `test` as a pattern's, for its call sites. */
export interface WordsTest {
  readonly test: (text: string) => boolean;
}

/**
 * `/^(?:word|word|…)$/` as a set: the same answer for every text (the text is one of `words`,
 * exactly), and nothing compiled. V8 compiles a pattern the first time it runs and again, to
 * machine code, the second: a process pays that for each such list the first lines it reads reach
 * (decision 0020, session 62 speed10).
 */
export function oneOfWords(words: readonly string[]): WordsTest {
  const set: ReadonlySet<string> = new Set(words);
  return { test: (text) => set.has(text) };
}

/**
 * `/^(?:word|word|…)$/i` for `words` in lower-case ASCII, as a set: the text is one of them in any
 * case of its ASCII letters. A pattern without the `u` flag folds no character beyond ASCII onto
 * an ASCII letter (the Kelvin sign is not "k" to it, as its lower case is), so a text with one is
 * none of the words; other texts are looked up in lower case.
 */
export function oneOfWordsIgnoringCase(words: readonly string[]): WordsTest {
  const set: ReadonlySet<string> = new Set(words);
  return {
    test: (text) => {
      if (set.has(text)) return true;
      const lower = text.toLowerCase();
      return lower !== text && set.has(lower) && !NOT_ASCII.test(text);
    },
  };
}

/**
 * `text` folded for patterns written in lower-case ASCII and run case-sensitively, in place of
 * case-insensitive Unicode ones (`/…/iu`), which V8 compiles many times slower (case folding every
 * letter over Unicode; decision 0023). One UTF-16 unit for each of `text`'s, so a match's index
 * and length are the text's own: ASCII in lower case; the two other characters whose case folds
 * to an ASCII letter, ſ and the Kelvin sign, as "s" and "k"; every other letter (and U+0345, which
 * folds to one) as "ª", so such a pattern writes "a letter" as `[a-zª]`; other white space as a
 * tab; anything else as "#", which no such pattern holds. ASCII text is just its lower case.
 */
export function foldedForAsciiPatterns(text: string): string {
  // Most lines are ASCII: this stays small where the optimising compiler inlines it, and the loop
  // for other text is compiled once, on its own.
  return NOT_ASCII.test(text) ? foldedBeyondAscii(text) : text.toLowerCase();
}

/** `foldedForAsciiPatterns` of text with a character beyond ASCII. */
function foldedBeyondAscii(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      folded += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : text[index];
    } else if (code === 0x17f) {
      folded += 's';
    } else if (code === 0x212a) {
      folded += 'k';
    } else {
      const point = text.codePointAt(index) ?? code;
      const character = String.fromCodePoint(point);
      const mark =
        LETTER().test(character) || point === 0x345 ? 'ª' : SPACE.test(character) ? '\t' : '#';
      folded += character.length === 2 ? mark + mark : mark;
      index += character.length - 1;
    }
  }
  return folded;
}

/** A UTF-16 unit that `\s` matches: ECMAScript's white space and line terminators. */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
