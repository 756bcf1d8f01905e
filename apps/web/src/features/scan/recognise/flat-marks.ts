/**
 * A dash read as a guillemet (issue 31): the engine's English model reads a short dash on a soft
 * photo as "«" ("herbs « I use cilantro" for "herbs - I use cilantro", "(+/« 1 TBSP)" for
 * "(+/- 1 TBSP)"), the same mark it gives a list's round bullet. Its box tells them apart: a
 * bullet is a dot as tall as it is wide, about half the small letters' height; a dash is a
 * stroke wider than tall and a third of their height or less. A "«" boxed so is a "-" (before a
 * list's item both are bullets to the draft).
 */
import type { Box } from './fraction-glyphs.ts';
import { engineLines } from './text-lines.ts';

type Symbol = { text: string; bbox: Box };
type MarkWord = { text: string; bbox: Box; symbols?: Symbol[] };
type MarkPage = {
  blocks: { paragraphs: { lines: { text: string; words?: MarkWord[] }[] }[] }[] | null;
};

const GUILLEMET = /^[«»]$/u;
/** Small letters with neither ascender nor descender: their boxes' heights give the x-height. */
const X_HEIGHT = /^[acemnorsuvwxz]$/u;
/** At least this many of them in the line, to measure the x-height by. */
const MIN_SMALL = 3;
/**
 * A dash's box is at most this share of the x-height tall (a blurred stroke: 0.25 on 13 px
 * type); the engine's boxes of round bullets read "«" are 0.4-0.86 of it, and a bullet's box
 * under 0.35 of it is square.
 */
const DASH_HEIGHT = 0.35;
/** A dash's box is at least this many times as wide as tall (bullets' boxes: 1.0 ± 0.2). */
const DASH_WIDTH = 1.3;

const height = (box: Box) => box.y1 - box.y0;
const width = (box: Box) => box.x1 - box.x0;

/** The median height of the line's small letters, or null with fewer than `MIN_SMALL`. */
export function xHeight(words: readonly MarkWord[]): number | null {
  const heights = words
    .flatMap((word) => word.symbols ?? [])
    .filter((symbol) => X_HEIGHT.test(symbol.text))
    .map((symbol) => height(symbol.bbox))
    .sort((a, b) => a - b);
  if (heights.length < MIN_SMALL) return null;
  return heights[Math.floor(heights.length / 2)]!;
}

/** Whether a mark's box is a dash's: flat against the x-height and wider than tall. */
export function dashBox(box: Box, xHigh: number): boolean {
  return height(box) <= DASH_HEIGHT * xHigh && width(box) >= DASH_WIDTH * Math.max(1, height(box));
}

/** Guillemets boxed as dashes read "-" in every word of the page; the lines' text mended. */
export function mendFlatGuillemets(page: MarkPage): void {
  for (const line of engineLines(page)) {
    const words = line.words ?? [];
    if (!words.some((word) => /[«»]/u.test(word.text))) continue;
    const xHigh = xHeight(words);
    if (xHigh === null) continue;
    // Each word found in the line's text after the one before it: a head bullet "«" is not the
    // dash's word.
    let from = 0;
    words.forEach((word, at) => {
      const place = line.text.indexOf(word.text, from);
      if (place < 0) return;
      from = place + word.text.length;
      const symbols = word.symbols ?? [];
      if (symbols.map((symbol) => symbol.text).join('') !== word.text) return;
      const last = at === words.length - 1;
      const text = symbols
        .map((symbol, index) =>
          GUILLEMET.test(symbol.text) &&
          // A mark that ends the line is a scrap (core drops it), not a dash between words.
          !(last && index === symbols.length - 1) &&
          dashBox(symbol.bbox, xHigh)
            ? '-'
            : symbol.text,
        )
        .join('');
      if (text === word.text) return;
      line.text = `${line.text.slice(0, place)}${text}${line.text.slice(from)}`;
      word.text = text;
    });
  }
}
