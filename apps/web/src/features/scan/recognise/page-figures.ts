/**
 * A fraction's small figure told by its shape against the page's own figures (issue 31): where
 * no crop of a glyph's numerator or denominator reads as a figure (a defocused "¾" whose 6 px
 * figures the engine reads as nothing), the figures the engine read with confidence elsewhere on
 * the page ("180", "250 g") are the same face under the same blur, only larger. Each is drawn
 * small on a grid of the figure's size in grid cells, blurred as much again as it needs to look
 * as soft as the small figure, and the two compared by their grey levels.
 */
import type { Box, FractionShape } from './fraction-glyphs.ts';
import { boxLevels } from './box-levels.ts';
import type { Pixels } from './prepare-image.ts';

/** One figure read on the page: the digit, and its ink on the grid (see `figureGrid`). */
export type PageFigure = { digit: string; grid: Float32Array };
/** A page's figure with the height of its ink in the image's pixels. */
export type PageSample = PageFigure & { height: number };

/** The grid a figure is drawn on: this many cells tall, its width in proportion, centred. */
const GRID = 16;
/** A word's figures are samples only where the engine was at least this sure of the word. */
const SURE = 85;
/** At most this many samples of one digit are kept (the tallest). */
const PER_DIGIT = 6;
/** A sample is at least this much taller than the figure it is compared with. */
const TALLER = 1.15;

type SampleWord = {
  text: string;
  confidence?: number;
  bbox: Box;
  symbols?: { text: string; bbox: Box }[];
};

/** A figure's ink in a box: its darkness (0 paper, 1 its darkest), and the box its ink fills. */
function figureInk(image: Pixels, box: Box) {
  const grey = boxLevels(image, box, 2, 4);
  if (!grey || grey.paper - grey.darkest < 30) return null;
  const { x0, y0, x1, y1, levels, paper, darkest } = grey;
  const width = x1 - x0;
  const height = y1 - y0;
  const dark = levels.map((level) => Math.max(0, Math.min(1, (paper - level) / (paper - darkest))));
  // The ink's box: rows and columns with a pixel past halfway to the darkest.
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (dark[y * width + x]! >= 0.5) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  if (bottom - top < 3) return null;
  return {
    at: (x: number, y: number) => {
      const ix = Math.floor(x) - x0;
      const iy = Math.floor(y) - y0;
      return ix < 0 || iy < 0 || ix >= width || iy >= height ? 0 : dark[iy * width + ix]!;
    },
    ink: { x0: x0 + left, y0: y0 + top, x1: x0 + right + 1, y1: y0 + bottom + 1 },
  };
}

/**
 * The figure in a box drawn on the grid: its ink's height is the grid's, its width in
 * proportion, centred across; each cell the mean darkness of the pixels it covers.
 */
export function figureGrid(image: Pixels, box: Box): { grid: Float32Array; height: number } | null {
  const found = figureInk(image, box);
  if (!found) return null;
  const { at, ink } = found;
  const tall = ink.y1 - ink.y0;
  const scale = GRID / tall;
  const wide = (ink.x1 - ink.x0) * scale;
  const offset = (GRID - wide) / 2;
  const grid = new Float32Array(GRID * GRID);
  const steps = 4;
  for (let gy = 0; gy < GRID; gy += 1)
    for (let gx = 0; gx < GRID; gx += 1) {
      let sum = 0;
      for (let sy = 0; sy < steps; sy += 1)
        for (let sx = 0; sx < steps; sx += 1) {
          const x = ink.x0 + (gx + (sx + 0.5) / steps - offset) / scale;
          const y = ink.y0 + (gy + (sy + 0.5) / steps) / scale;
          sum += x < ink.x0 - 1 || x >= ink.x1 + 1 ? 0 : at(x, y);
        }
      grid[gy * GRID + gx] = sum / (steps * steps);
    }
  return { grid, height: tall };
}

/** The grid blurred by a Gaussian of `sigma` cells. */
function blurred(grid: Float32Array, sigma: number): Float32Array {
  if (sigma <= 0) return grid;
  const reach = Math.ceil(2.5 * sigma);
  const kernel: number[] = [];
  for (let d = -reach; d <= reach; d += 1) kernel.push(Math.exp(-(d * d) / (2 * sigma * sigma)));
  const pass = (from: Float32Array, across: boolean) => {
    const to = new Float32Array(from.length);
    for (let y = 0; y < GRID; y += 1)
      for (let x = 0; x < GRID; x += 1) {
        let sum = 0;
        let weight = 0;
        for (let d = -reach; d <= reach; d += 1) {
          const nx = across ? x + d : x;
          const ny = across ? y : y + d;
          if (nx < 0 || ny < 0 || nx >= GRID || ny >= GRID) continue;
          sum += kernel[d + reach]! * from[ny * GRID + nx]!;
          weight += kernel[d + reach]!;
        }
        to[y * GRID + x] = sum / weight;
      }
    return to;
  };
  return pass(pass(grid, true), false);
}

/** Pearson's correlation of two grids, the second shifted by dx, dy cells. */
function correlation(a: Float32Array, b: Float32Array, dx: number, dy: number): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  const n = GRID * GRID;
  for (let y = 0; y < GRID; y += 1)
    for (let x = 0; x < GRID; x += 1) {
      const va = a[y * GRID + x]!;
      const bx = x - dx;
      const by = y - dy;
      const vb = bx < 0 || by < 0 || bx >= GRID || by >= GRID ? 0 : b[by * GRID + bx]!;
      sa += va;
      sb += vb;
      saa += va * va;
      sbb += vb * vb;
      sab += va * vb;
    }
  const cov = sab - (sa * sb) / n;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  return va <= 0 || vb <= 0 ? 0 : cov / Math.sqrt(va * vb);
}

/**
 * The page's figures: each digit of a word the engine read with confidence (`SURE`) that is
 * figures, or figures and letters ("250g", "180°C"), drawn on the grid, the tallest few of each
 * digit.
 */
export function pageFigures(words: readonly SampleWord[], image: Pixels): PageSample[] {
  const found: PageSample[] = [];
  for (const word of words) {
    if ((word.confidence ?? 0) < SURE || !/^\(?\d+[a-z°]*[,.)]?$/iu.test(word.text)) continue;
    for (const symbol of word.symbols ?? []) {
      if (!/^\d$/u.test(symbol.text)) continue;
      const drawn = figureGrid(image, symbol.bbox);
      if (drawn) found.push({ digit: symbol.text, ...drawn });
    }
  }
  const kept: PageSample[] = [];
  for (const digit of '0123456789') {
    const of = found.filter((each) => each.digit === digit).sort((a, b) => b.height - a.height);
    kept.push(...of.slice(0, PER_DIGIT));
  }
  return kept;
}

/** Blurs tried on a sample: as sharp as drawn, then softer (cells of the grid). */
const BLURS = [0, 0.6, 1.2, 1.8];

/**
 * How like each digit the figure in `box` is: the best correlation with any of the page's
 * samples of it (each blurred and shifted a cell either way, the best of those), by digit.
 * Digits the page has no sample of are left out.
 */
export function figureLikeness(
  image: Pixels,
  box: Box,
  samples: readonly PageSample[],
): Map<string, number> {
  const scores = new Map<string, number>();
  const figure = figureGrid(image, box);
  if (!figure) return scores;
  for (const sample of samples) {
    if (sample.height < TALLER * figure.height) continue;
    let best = -1;
    for (const sigma of BLURS) {
      const soft = blurred(sample.grid, sigma);
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1)
          best = Math.max(best, correlation(figure.grid, soft, dx, dy));
    }
    scores.set(sample.digit, Math.max(scores.get(sample.digit) ?? -1, best));
  }
  return scores;
}

/** The numerator's digit must be more like it than like either other by this much… */
const MARGIN = 0.05;
/** …and at least this like it (a blot like nothing on the page says nothing). */
const LIKE = 0.6;

/**
 * A fraction glyph's numerator told by its shape: "¾" where it is most like the page's "3", "⅔"
 * where most like its "2" (the only glyphs recipes print over those numerators), each by a
 * `MARGIN` over the other two. Null where it is most like a "1" (½ ¼ ⅓ ⅛: the denominator would
 * have to say), where the page has no sample of a 1, a 2 or a 3 to tell them apart, or where
 * the numerator is like none of them.
 */
export function numeratorByShape(
  image: Pixels,
  shape: FractionShape,
  samples: readonly PageSample[],
): string | null {
  const alone = shape.alone?.numerator;
  const scores = alone
    ? figureLikeness(alone, { x0: 0, y0: 0, x1: alone.width, y1: alone.height }, samples)
    : figureLikeness(image, shape.numerator, samples);
  if (!['1', '2', '3'].every((digit) => scores.has(digit))) return null;
  const [best, next] = ['1', '2', '3']
    .map((digit) => [digit, scores.get(digit)!] as const)
    .sort((a, b) => b[1] - a[1]);
  if (best![1] < LIKE || best![1] - next![1] < MARGIN) return null;
  return best![0] === '3' ? '¾' : best![0] === '2' ? '⅔' : null;
}

/** The denominators a fraction glyph with a numerator of 1 is printed over (½ ⅓ ¼ ⅛). */
const DENOMINATORS = ['2', '3', '4', '8'];

/**
 * A fraction's denominator that a crop read as ink on white (a guess, see `readFraction`), told
 * again by its shape against the page's own figures: a small blurred "2" read "3" there is put
 * right ("⅓" for a "½", kt-010) where it is more like the page's samples of another denominator
 * (2, 3, 4, 8) than like those of the figure read, by `MARGIN`, and at least `LIKE` that one.
 * The figure read as it was where the page has no sample of it to compare with (a "4" told from
 * a "2" by a page with no "4" says nothing), or where the shape does not say otherwise.
 */
export function denominatorByShape(
  image: Pixels,
  shape: FractionShape,
  read: string,
  samples: readonly PageSample[],
): string {
  const alone = shape.alone?.denominator;
  const scores = alone
    ? figureLikeness(alone, { x0: 0, y0: 0, x1: alone.width, y1: alone.height }, samples)
    : figureLikeness(image, shape.denominator, samples);
  const own = scores.get(read);
  if (own === undefined) return read;
  const [best] = DENOMINATORS.filter((digit) => digit !== read && scores.has(digit))
    .map((digit) => [digit, scores.get(digit)!] as const)
    .sort((a, b) => b[1] - a[1]);
  return best && best[1] >= LIKE && best[1] - own >= MARGIN ? best[0] : read;
}
