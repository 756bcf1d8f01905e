/**
 * Text clean-up before parsing an ingredient line: one spelling for fractions, dashes, quotes and
 * spaces, so the parser's patterns stay small (SPEC §5: "Fractions (½) become 1/2").
 */

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
 * What normalising would change: anything but printable ASCII, a double space, a space at either
 * end. Most lines have none of these, and one search is cheaper than the seven replacements.
 */
const NEEDS_NORMALISING = /[^ -~]| {2}|^ | $/;

/** Whitespace other than a space, or two spaces in a row: what `collapseSpaces` changes. */
const SPACES_TO_COLLAPSE = /[^\S ]| {2}/;

/**
 * Every run of whitespace as one space, like `text.replace(/\s+/g, ' ')`, without building a copy
 * of text that is already single-spaced.
 */
export function collapseSpaces(text: string): string {
  return SPACES_TO_COLLAPSE.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/**
 * Normalises an ingredient line for parsing: unicode fractions to `n/d`, the fraction slash to
 * `/`, every dash to `-`, curly quotes to straight ones, all spaces to one space, control
 * characters removed.
 */
export function normaliseIngredientText(text: string): string {
  if (!NEEDS_NORMALISING.test(text)) return text;
  return (
    replaceUnicodeFractions(text)
      .replace(/\u2044/g, '/')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
