/**
 * Vulgar fractions (½ ¼ ¾ ⅓ ⅔ ⅛) on a photo. The English model has no such letters, so it reads
 * "½" as "Y%", "%", "Y" or "1" and "¼" as "4" (issue 20). The shape settles it: a fraction is a
 * small figure high up, a slash, and a small figure low down. Where the amount at the head of a
 * line has that shape, its two small figures are read again on their own (digits only) and the
 * amount is written with the fraction; anything else is left as read.
 */
import type { Pixels } from './prepare-image.ts';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** What a suspect amount looks like as read: figures, '%', 'Y', ';' and the like, short. */
export const SUSPECT_AMOUNT = /^[\dY%;:,.'’/\\¥»«a]{1,4}$/u;

/** Known fractions by numerator and denominator. */
const GLYPHS: Record<string, string> = {
  '1/2': '½',
  '1/4': '¼',
  '3/4': '¾',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/8': '⅛',
};

const luminance = (image: Pixels, x: number, y: number) => {
  const at = (y * image.width + x) * 4;
  return 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
};

/** Otsu's threshold of the crop's grey levels. */
function otsu(levels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const level of levels) histogram[level]! += 1;
  const total = levels.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below === 0 || below === total) continue;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** The crop as ink (1) and paper (0), by Otsu's threshold of its own grey levels. */
function inkOf(image: Pixels, box: Box) {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const width = Math.min(image.width, Math.ceil(box.x1)) - x0;
  const height = Math.min(image.height, Math.ceil(box.y1)) - y0;
  if (width <= 4 || height <= 4) return null;
  const levels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      levels[y * width + x] = Math.round(luminance(image, x0 + x, y0 + y));
  const threshold = otsu(levels);
  const ink = levels.map((level) => (level <= threshold ? 1 : 0));
  return { ink, width, height, x0, y0 };
}

/** Where a fraction's parts are in an amount's box: figures before it, numerator, denominator. */
export type FractionShape = { whole: Box | null; numerator: Box; denominator: Box };

/** The share of a fraction's width at each side that holds only one figure. */
const SIDE = 0.3;
/** A figure of a fraction keeps to this share of the glyph's height, at the top or the bottom… */
const FIGURE_HEIGHT = 0.6;
/** …with at least this share of the side's ink there (the slash's ends reach into the sides). */
const FIGURE_INK = 0.78;

/**
 * The fraction's shape at the end of an amount's box, or null when the amount is plain figures.
 * A fraction glyph (½, ¼, ¾, ⅓…) has ink only high up at its left (the numerator) and only low
 * down at its right (the denominator), with a slash between; a figure like "4" or "1" has ink
 * low at its left or high at its right.
 */
export function fractionShape(image: Pixels, box: Box): FractionShape | null {
  const crop = inkOf(image, { x0: box.x0 - 2, y0: box.y0 - 2, x1: box.x1 + 2, y1: box.y1 + 2 });
  if (!crop) return null;
  const { ink, width, height } = crop;
  const columnInked = (x: number) => {
    for (let y = 0; y < height; y += 1) if (ink[y * width + x]) return true;
    return false;
  };
  // Glyphs: runs of columns with ink, split at empty columns.
  const glyphs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= width; x += 1) {
    const inked = x < width && columnInked(x);
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      glyphs.push([start, x]);
      start = -1;
    }
  }
  /** The share of the ink of columns from-to that lies in rows from top to bottom. */
  const inkShare = (from: number, to: number, top: number, bottom: number) => {
    let inside = 0;
    let all = 0;
    for (let x = from; x < to; x += 1)
      for (let y = 0; y < height; y += 1)
        if (ink[y * width + x]) {
          all += 1;
          if (y >= top && y <= bottom) inside += 1;
        }
    return all === 0 ? 0 : inside / all;
  };
  const rows = (from: number, to: number) => {
    let top = height;
    let bottom = -1;
    for (let x = from; x < to; x += 1)
      for (let y = 0; y < height; y += 1)
        if (ink[y * width + x]) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
    return { top, bottom };
  };
  const last = glyphs[glyphs.length - 1];
  if (!last) return null;
  // The fraction is the last glyph (its slash joins its figures into one run of columns).
  const [left, right] = last;
  const { top, bottom } = rows(left, right);
  const tall = bottom - top + 1;
  if (tall < 6 || right - left < 0.55 * tall) return null;
  const side = Math.max(1, Math.round(SIDE * (right - left)));
  const figureRows = FIGURE_HEIGHT * tall;
  if (
    inkShare(left, left + side, top, top + figureRows) < FIGURE_INK ||
    inkShare(right - side, right, bottom - figureRows, bottom) < FIGURE_INK
  ) {
    return null;
  }
  const figure = (x0: number, y0: number, x1: number, y1: number): Box => ({
    x0: crop.x0 + x0,
    y0: crop.y0 + y0,
    x1: crop.x0 + x1,
    y1: crop.y0 + y1,
  });
  const middle = left + Math.round(0.5 * (right - left));
  const cropRows = Math.round(0.55 * tall);
  const before = glyphs.slice(0, -1);
  return {
    numerator: figure(left, top, middle, top + cropRows),
    denominator: figure(middle, bottom + 1 - cropRows, right, bottom + 1),
    whole:
      before.length === 0 ? null : figure(before[0]![0], 0, before[before.length - 1]![1], height),
  };
}

/**
 * Whether a fraction's figure is a lone upright stroke (a "1"), which the engine reading one
 * figure often returns as nothing: its first run of inked columns is narrow for its height (a
 * "3" or "2" is about as wide as it is tall less a third; a "1", even with a foot, is narrower).
 */
export function isStroke(image: Pixels, box: Box): boolean {
  const crop = inkOf(image, box);
  if (!crop) return false;
  const { ink, width, height } = crop;
  const inked = (x: number) => {
    for (let y = 0; y < height; y += 1) if (ink[y * width + x]) return true;
    return false;
  };
  let start = 0;
  while (start < width && !inked(start)) start += 1;
  let end = start;
  while (end < width && inked(end)) end += 1;
  if (end <= start) return false;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = start; x < end; x += 1)
      if (ink[y * width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  const tall = bottom - top + 1;
  return tall >= 0.5 * height && end - start <= 0.55 * tall;
}

/** The fraction as written: "½", or "n/d" for one with no glyph. */
export function fractionText(numerator: string, denominator: string): string | null {
  if (!/^\d$/u.test(numerator) || !/^\d{1,2}$/u.test(denominator)) return null;
  if (Number(numerator) >= Number(denominator) || Number(denominator) < 2) return null;
  return GLYPHS[`${numerator}/${denominator}`] ?? `${numerator}/${denominator}`;
}

/** A crop of the image, scaled up `scale` times with a white border (for reading one figure). */
export function cropFigure(image: Pixels, box: Box, scale: number): Pixels {
  const border = 12;
  const width = Math.max(1, Math.round((box.x1 - box.x0) * scale)) + border * 2;
  const height = Math.max(1, Math.round((box.y1 - box.y0) * scale)) + border * 2;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = border; y < height - border; y += 1)
    for (let x = border; x < width - border; x += 1) {
      const sx = Math.min(image.width - 1, Math.floor(box.x0 + (x - border) / scale));
      const sy = Math.min(image.height - 1, Math.floor(box.y0 + (y - border) / scale));
      const level = luminance(image, sx, sy);
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = level;
    }
  return { width, height, data };
}
