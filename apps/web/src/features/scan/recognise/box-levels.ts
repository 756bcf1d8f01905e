/**
 * The grey levels of a box on a photo, shared by the rules that look at a figure's own ink
 * (`page-figures.ts`, `figure-hyphens.ts`): the box clamped to the image, every pixel's
 * luminance in rows, and the paper's and the darkest ink's levels.
 */
import type { Box } from './fraction-glyphs.ts';
import type { Pixels } from './prepare-image.ts';

/** The luminance (0–255) of the pixel at (x, y), the point clamped into the image. */
export const luminance = (image: Pixels, x: number, y: number) => {
  const cx = Math.max(0, Math.min(image.width - 1, Math.floor(x)));
  const cy = Math.max(0, Math.min(image.height - 1, Math.floor(y)));
  const at = (cy * image.width + cx) * 4;
  return 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
};

export type BoxLevels = {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Row by row, `(y - y0) * (x1 - x0) + (x - x0)`. */
  levels: number[];
  /** The paper: the level 90% of the way from the darkest pixel to the lightest. */
  paper: number;
  darkest: number;
};

/**
 * The box's levels, or null when the box, clamped to the image, is narrower than `minWidth` or
 * shorter than `minHeight` pixels.
 */
export function boxLevels(
  image: Pixels,
  box: Box,
  minWidth: number,
  minHeight: number,
): BoxLevels | null {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 - x0 < minWidth || y1 - y0 < minHeight) return null;
  const levels: number[] = [];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) levels.push(luminance(image, x, y));
  const sorted = [...levels].sort((a, b) => a - b);
  const paper = sorted[Math.floor(0.9 * (sorted.length - 1))]!;
  return { x0, y0, x1, y1, levels, paper, darkest: sorted[0]! };
}
