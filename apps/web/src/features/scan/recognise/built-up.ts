/**
 * A built-up fraction (issue 31): a small numerator raised over the row's baseline, a slash, and
 * a small denominator lowered to it ("¹/₂" set as three letters). The engine reads its figures
 * one by one, often the lowered one as a mark ("1/;" for "1/2"), and the glyph test
 * (`fractionShape`) does not find it: its parts stand apart over a width no glyph has. The
 * engine's own letter boxes tell it: the parts' sizes against the row's full-height letters.
 */
import type { Box, FractionShape } from './fraction-glyphs.ts';

type Symbol = { text: string; bbox: Box };
type BoxedWord = { text: string; bbox: Box; symbols?: Symbol[] };

/** A built-up figure is at most this share of the row's full height (a superscript is ~0.6). */
const SMALL = 0.8;
/**
 * The numerator's bottom stands this share of the slash's height above the denominator's, and
 * its top as far above the denominator's top: raised and lowered, not set on one baseline.
 */
const OFFSET = 0.25;

/** Letters and figures that stand the row's full height: figures, capitals, ascenders. */
const FULL_HEIGHT = /^[\dA-Zbdfhkl]$/u;

const height = (box: Box) => box.y1 - box.y0;

/** The median height of the full-height letters of the line outside the word; null for none. */
function rowHeight(words: readonly BoxedWord[], word: BoxedWord): number | null {
  const heights = words
    .filter((other) => other !== word)
    .flatMap((other) => other.symbols ?? [])
    .filter((symbol) => FULL_HEIGHT.test(symbol.text))
    .map((symbol) => height(symbol.bbox))
    .sort((a, b) => a - b);
  return heights.length === 0 ? null : heights[Math.floor(heights.length / 2)]!;
}

/**
 * The built-up fraction ending the word (whole figures before it or none), as a fraction's shape
 * by the engine's letter boxes; null where the boxes do not show one: a figure before a slash and
 * one mark after it, both small against the line's full-height letters (`SMALL`), the first
 * raised and the last lowered (`OFFSET`). Symbols that do not run left to right say nothing.
 */
export function builtUpShape(word: BoxedWord, words: readonly BoxedWord[]): FractionShape | null {
  const symbols = word.symbols ?? [];
  if (symbols.map((symbol) => symbol.text).join('') !== word.text) return null;
  const match = /^(\(?)(\d{0,2})(\d)\/(.)$/u.exec(word.text);
  if (!match) return null;
  if (symbols.some((symbol, at) => at > 0 && symbol.bbox.x0 <= symbols[at - 1]!.bbox.x0))
    return null;
  const [numerator, slash, denominator] = symbols.slice(-3).map((symbol) => symbol.bbox) as [
    Box,
    Box,
    Box,
  ];
  const full = rowHeight(words, word);
  if (full === null) return null;
  if (height(numerator) > SMALL * full || height(denominator) > SMALL * full) return null;
  const drop = OFFSET * height(slash);
  if (numerator.y1 > denominator.y1 - drop || numerator.y0 > denominator.y0 - drop) return null;
  const wholes = symbols.slice(match[1]!.length, -3).map((symbol) => symbol.bbox);
  const whole =
    wholes.length === 0
      ? null
      : {
          x0: wholes[0]!.x0,
          y0: Math.min(...wholes.map((box) => box.y0)),
          x1: wholes[wholes.length - 1]!.x1,
          y1: Math.max(...wholes.map((box) => box.y1)),
        };
  return { whole, numerator, denominator };
}
