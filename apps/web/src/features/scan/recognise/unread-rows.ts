/**
 * A row the engine did not read at all (decision 0017, session 79). In a narrow column (a
 * magazine's box of a few words a row) the engine may pass over a short row whole ("¼ cup" over
 * "chopped raw"): its page holds nothing there, and the item's amount is lost. Where two rows of
 * one column stand farther apart than a row's height and ink lies between them, ending inside the
 * column, the band between them is read again alone, as a block (PSM 6), and each row it reads
 * with confidence is put on the page, in the paragraph of the row it stands nearer.
 */
import type Tesseract from 'tesseract.js';
import { cropFigure, type Box } from './fraction-glyphs.ts';
import { greyOf, scalePixels, type Pixels } from './prepare-image.ts';
import { engineLines, textHeight, type EnginePage } from './text-lines.ts';
import { boxOf, fromCrop, medianHeight, wordBack } from './stray-rows.ts';

type Word = {
  text: string;
  bbox: Box;
  confidence?: number;
  symbols?: { text: string; bbox: Box }[];
};
type Line = { text: string; bbox: Box; words?: Word[]; baseline?: Box; confidence?: number };

/** Two rows of a column this many text heights apart or more may have a row between them… */
export const ROW_ROOM = 1.2;
/** …in a column at most this many text heights wide… */
export const NARROW = 10;
/** …where this share of the band's pixels, or more, is ink… */
const INK_SHARE = 0.02;
/** …and under this share (more is a picture's)… */
const MOST_INK = 0.3;
/** …(a pixel darker than this share of the band's paper)… */
const INK_LEVEL = 0.65;
/** …spread over at least this many text heights across. */
const INK_WIDTH = 1;
/** The band's ink keeps this many text heights off its right side (a lost row ends in its column). */
const EDGE = 0.25;
/** At most this many bands a photo are read (each is one more read of a small crop). */
export const MOST_BANDS = 3;
/** A band's read is kept where the engine's confidence in it is this or more… */
export const SURE_ROW = 70;
/** …and its words are of the page's text height (this share of it to TALLEST times it). */
const LOWEST = 0.6;
const TALLEST = 1.5;
/** A crop is scaled so its text is about this many pixels tall (never down, at most twice). */
const READ_HEIGHT = 36;

const wordsOf = (line: Line) => (line.words ?? []).filter((word) => word.text.trim() !== '');

/** Two boxes' overlap across, as a share of the narrower. */
function acrossShare(a: Box, b: Box): number {
  const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const narrower = Math.min(a.x1 - a.x0, b.x1 - b.x0);
  return narrower <= 0 ? 0 : Math.max(0, across) / narrower;
}

/**
 * The bands between two rows of a column with room for a row between them (ROW_ROOM) and no
 * other row of the page in them: each between a row and the next row below it that overlaps it
 * across by half the narrower or more, as wide as the two.
 */
export type RowGap = { band: Box; above: Line; below: Line };

export function rowGaps(lines: readonly Line[], height: number): RowGap[] {
  if (height <= 0) return [];
  const rows = lines
    .filter((line) => wordsOf(line).some((word) => /[\p{L}\p{N}]/u.test(word.text)))
    .map((line) => ({ line, box: boxOf(wordsOf(line)) }))
    .filter(({ line }) => {
      const tall = medianHeight(wordsOf(line));
      return tall >= LOWEST * height && tall <= TALLEST * height;
    });
  const gaps: RowGap[] = [];
  for (const { line: above, box } of rows) {
    const below = rows
      .filter((other) => other.box.y0 > box.y1 && acrossShare(box, other.box) >= 0.5)
      .sort((a, b) => a.box.y0 - b.box.y0)[0];
    if (!below || below.box.y0 - box.y1 < ROW_ROOM * height) continue;
    // A narrow column only (a box of a few words a row): a wide one's rows run on past the band.
    if (Math.max(box.x1, below.box.x1) - Math.min(box.x0, below.box.x0) > NARROW * height) continue;
    const band = {
      x0: Math.min(box.x0, below.box.x0),
      y0: box.y1 + 0.15 * height,
      x1: Math.max(box.x1, below.box.x1),
      y1: below.box.y0 - 0.15 * height,
    };
    const crossed = lines.some((line) => {
      const words = wordsOf(line);
      if (words.length === 0) return false;
      const other = boxOf(words);
      return (
        other.y1 > band.y0 &&
        other.y0 < band.y1 &&
        Math.min(other.x1, band.x1) - Math.max(other.x0, band.x0) > 0
      );
    });
    if (!crossed) gaps.push({ band, above, below: below.line });
  }
  return gaps;
}

/**
 * The box round the ink in `band` (pixels darker than INK_LEVEL of its paper, the band's 90th
 * percentile), or null where under INK_SHARE or over MOST_INK of it is ink, the ink spans under
 * INK_WIDTH text heights across, or it reaches to within EDGE of the band's right side.
 */
export function inkIn(
  grey: Uint8ClampedArray,
  width: number,
  band: Box,
  height: number,
): Box | null {
  const x0 = Math.max(0, Math.floor(band.x0));
  const x1 = Math.min(width, Math.ceil(band.x1));
  const y0 = Math.max(0, Math.floor(band.y0));
  const y1 = Math.min(grey.length / width, Math.ceil(band.y1));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const counts = new Uint32Array(256);
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) counts[grey[y * width + x]!]! += 1;
  const area = (x1 - x0) * (y1 - y0);
  let paper = 255;
  for (let seen = counts[255]!; seen < 0.1 * area; seen += counts[paper]!) paper -= 1;
  const dark = INK_LEVEL * paper;
  let ink = 0;
  const box = { x0: x1, y0: y1, x1: x0, y1: y0 };
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      if (grey[y * width + x]! >= dark) continue;
      ink += 1;
      if (x < box.x0) box.x0 = x;
      if (x + 1 > box.x1) box.x1 = x + 1;
      if (y < box.y0) box.y0 = y;
      if (y + 1 > box.y1) box.y1 = y + 1;
    }
  // Ink at the band's right side runs on past the column (a wide row, the column beside).
  const inside = box.x1 < x1 - EDGE * height;
  if (
    !inside ||
    ink < INK_SHARE * area ||
    ink > MOST_INK * area ||
    box.x1 - box.x0 < INK_WIDTH * height
  )
    return null;
  return box;
}

/**
 * Reads each band of a column where a row was passed over (see the module's note) and puts the
 * rows read there on the page, in a block of their own. The engine's settings are the page's
 * again after (`settings`).
 */
export async function rereadUnreadRows(
  worker: Tesseract.Worker,
  page: EnginePage,
  image: Pixels,
  toImage: (pixels: Pixels) => unknown,
  settings: Partial<Tesseract.WorkerParams>,
): Promise<void> {
  const lines = engineLines(page) as Line[];
  const height = textHeight(lines, 'lower');
  const gaps = rowGaps(lines, height);
  if (gaps.length === 0) return;
  const grey = greyOf(image);
  const inked = gaps
    .map((gap) => ({ ...gap, ink: inkIn(grey, image.width, gap.band, height) }))
    .filter((gap): gap is RowGap & { ink: Box } => gap.ink !== null)
    .slice(0, MOST_BANDS);
  if (inked.length === 0) return;
  try {
    await worker.setParameters({ tessedit_pageseg_mode: '6' as Tesseract.PSM });
    for (const { ink, above, below } of inked) {
      const margin = 0.3 * height;
      const box = {
        x0: Math.max(0, Math.floor(ink.x0 - margin)),
        y0: Math.max(0, Math.floor(ink.y0 - margin)),
        x1: Math.min(image.width, Math.ceil(ink.x1 + margin)),
        y1: Math.min(image.height, Math.ceil(ink.y1 + margin)),
      };
      const scale = Math.min(2, Math.max(1, READ_HEIGHT / height));
      const crop = cropFigure(image, box, 1);
      const result = await worker.recognize(
        (await toImage(scale === 1 ? crop : scalePixels(crop, scale))) as Tesseract.ImageLike,
        {},
        { text: true, blocks: true },
      );
      const read = engineLines(result.data as unknown as EnginePage) as Line[];
      // The crop's border (cropFigure's 12 px) was scaled with it.
      const back = fromCrop(box, scale, 12 * scale);
      for (const line of read) {
        const words = wordsOf(line).filter((word) => /[\p{L}\p{N}½¼¾⅓⅔⅛]/u.test(word.text));
        if (words.length === 0 || (line.confidence ?? 0) < SURE_ROW) continue;
        const placed = wordsOf(line).map((word) => wordBack(word, back));
        const tall = medianHeight(placed.filter((word) => /[\p{L}\p{N}]/u.test(word.text)));
        if (tall < LOWEST * height || tall > TALLEST * height) continue;
        const row: Line = {
          text: `${placed.map((word) => word.text).join(' ')}\n`,
          bbox: boxOf(placed),
          ...(line.baseline ? { baseline: back(line.baseline) } : {}),
          confidence: line.confidence,
          words: placed,
        };
        // The row joins the paragraph of the row it stands nearer, above or below.
        const nearAbove =
          row.bbox.y0 - boxOf(wordsOf(above)).y1 <= boxOf(wordsOf(below)).y0 - row.bbox.y1;
        placeBeside(page, row, nearAbove ? above : below, nearAbove);
      }
    }
  } finally {
    await worker.setParameters(settings);
  }
}

/** Puts `row` in `next`'s paragraph, after it (`after`) or before it. */
function placeBeside(page: EnginePage, row: Line, next: Line, after: boolean): void {
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs) {
      const lines = paragraph.lines as Line[];
      const at = lines.indexOf(next);
      if (at < 0) continue;
      // After `next` and the rows already put after it, which stand above `row`.
      let to = after ? at + 1 : at;
      while (after && to < lines.length && lines[to]!.bbox.y0 < row.bbox.y0) to += 1;
      lines.splice(to, 0, row);
      return;
    }
}
