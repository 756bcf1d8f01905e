/**
 * A hyphen lost between figures (issue 31): "3-4cm" read "34cm", the engine's box for the "4"
 * holding the hyphen too. Where a figure's box is much wider than the figure before it, and its
 * ink opens with a short bar at mid height standing apart from the rest, the bar is a hyphen.
 */
import type { Box } from './fraction-glyphs.ts';
import { boxLevels, luminance } from './box-levels.ts';
import type { Pixels } from './prepare-image.ts';
import { engineLines } from './text-lines.ts';

type Symbol = { text: string; bbox: Box };
type HyphenWord = { text: string; bbox: Box; symbols?: Symbol[] };
type HyphenPage = {
  blocks: { paragraphs: { lines: { text: string; words?: HyphenWord[] }[] }[] }[] | null;
};

/** A figure's box at least this many times as wide as the figure's before it holds more. */
const WIDER = 1.4;

/**
 * Whether the ink in `box` opens with a hyphen: a run of inked columns, then a blank column,
 * then ink at least `rest` px wide; the first run's ink no more than a quarter of the box's
 * height, wider than tall, and wholly within the middle of the box (30-75% down).
 */
export function opensWithHyphen(image: Pixels, box: Box, rest: number): boolean {
  const grey = boxLevels(image, box, 4, 8);
  if (!grey || grey.paper - grey.darkest < 40) return false;
  const { x0, y0, x1, y1, paper, darkest } = grey;
  const tall = y1 - y0;
  const cut = (paper + darkest) / 2;
  const inked = (x: number) => {
    let top = -1;
    let bottom = -1;
    for (let y = y0; y < y1; y += 1)
      if (luminance(image, x, y) < cut) {
        if (top < 0) top = y - y0;
        bottom = y - y0;
      }
    return top < 0 ? null : { top, bottom };
  };
  let x = x0;
  while (x < x1 && !inked(x)) x += 1;
  const start = x;
  let top = tall;
  let bottom = -1;
  for (let ink = inked(x); x < x1 && ink; x += 1, ink = inked(x)) {
    top = Math.min(top, ink.top);
    bottom = Math.max(bottom, ink.bottom);
  }
  const wide = x - start;
  const high = bottom - top + 1;
  if (wide < 2 || high > 0.25 * tall || wide < high || top < 0.3 * tall || bottom > 0.75 * tall)
    return false;
  let after = x;
  while (after < x1 && !inked(after)) after += 1;
  return after > x && x1 - after >= rest;
}

/** Hyphens put back between figures in every word of the page; the lines' text mended. */
export function mendFigureHyphens(page: HyphenPage, image: Pixels): void {
  for (const line of engineLines(page))
    for (const word of line.words ?? []) {
      const symbols = word.symbols ?? [];
      for (let at = 1; at < symbols.length; at += 1) {
        const before = symbols[at - 1]!;
        const figure = symbols[at]!;
        if (!/^\d$/u.test(before.text) || !/^\d$/u.test(figure.text)) continue;
        const width = before.bbox.x1 - before.bbox.x0;
        if (figure.bbox.x1 - figure.bbox.x0 < WIDER * width) continue;
        if (!opensWithHyphen(image, figure.bbox, 0.6 * width)) continue;
        const text = symbols
          .map((each, index) => (index === at ? `-${each.text}` : each.text))
          .join('');
        if (text.replace('-', '') !== word.text || !line.text.includes(word.text)) break;
        line.text = line.text.replace(word.text, text);
        word.text = text;
        break;
      }
    }
}

/** A dash between figures boxed at least this share of their width is an en dash ("1 – 1.5"). */
const EN_DASH_WIDTH = 0.9;
/** A gap beside it at least this share of the line's word space is a space the card printed. */
const SPACED = 0.6;

const FIGURE = /^\d$/u;
const boxWidth = (box: Box) => box.x1 - box.x0;

/**
 * The line's word space: the median gap between its words' boxes, or null with fewer than two
 * gaps to go by.
 */
export function wordSpace(words: readonly HyphenWord[]): number | null {
  const gaps = words
    .slice(1)
    .map((word, at) => word.bbox.x0 - words[at]!.bbox.x1)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  return gaps.length < 2 ? null : gaps[Math.floor(gaps.length / 2)]!;
}

/**
 * An en dash between figures, with a space each side, read as a hyphen run into them (issue
 * 31): "1 – 1.5 cup almond milk" read "1-1.5". An en dash is as wide as a figure (half an em in
 * book and web faces alike), a hyphen about a third of an em: a "-" symbol between figures boxed
 * at least `EN_DASH_WIDTH` of theirs, whose gaps to them are each a word space (`SPACED` of the
 * line's), is " – ". Unspaced, a wide dash is left as read: in a monospaced face a hyphen fills
 * its cell as a figure does, and the gaps beside it are a letter's.
 */
export function figureDash(
  before: Symbol,
  dash: Symbol,
  after: Symbol,
  space: number,
): string | null {
  if (dash.text !== '-' || !FIGURE.test(before.text) || !FIGURE.test(after.text)) return null;
  const figure = (boxWidth(before.bbox) + boxWidth(after.bbox)) / 2;
  if (boxWidth(dash.bbox) < EN_DASH_WIDTH * figure) return null;
  const spaced =
    dash.bbox.x0 - before.bbox.x1 >= SPACED * space &&
    after.bbox.x0 - dash.bbox.x1 >= SPACED * space;
  return spaced ? ' – ' : null;
}

/** En dashes read as hyphens between figures put right in every word of the page (`figureDash`). */
export function mendFigureDashes(page: HyphenPage): void {
  for (const line of engineLines(page)) {
    const space = wordSpace(line.words ?? []);
    if (space === null) continue;
    for (const word of line.words ?? []) {
      const symbols = word.symbols ?? [];
      if (symbols.map((each) => each.text).join('') !== word.text) continue;
      const text = symbols
        .map(
          (each, at) =>
            (at > 0 && at < symbols.length - 1
              ? figureDash(symbols[at - 1]!, each, symbols[at + 1]!, space)
              : null) ?? each.text,
        )
        .join('');
      if (text === word.text || !line.text.includes(word.text)) continue;
      line.text = line.text.replace(word.text, text);
      word.text = text;
    }
  }
}
