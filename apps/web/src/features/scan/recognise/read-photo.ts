/**
 * One photo → its lines, with tesseract.js: the settings we read with, the call, and the second
 * look at fractions (fraction-glyphs.ts). Shared by the scan screen (ocr.ts) and the photo scorer
 * (apps/web/bench/photos), so the two cannot drift.
 */
import type { TextLine } from '@plateful/core';
import type Tesseract from 'tesseract.js';
import {
  cropFigure,
  fractionShape,
  fractionText,
  isStroke,
  SUSPECT_AMOUNT,
  type Box,
} from './fraction-glyphs.ts';
import type { Pixels } from './prepare-image.ts';
import { pageLines, type EnginePage } from './text-lines.ts';

/** Page segmentation: fully automatic (PSM 3), which finds a second column; see decision 0017. */
export const PAGE_SEGMENTATION = '3';

/** Other tesseract parameters we read with (measured on the photo bench, decision 0017). */
export const ENGINE_SETTINGS: Record<string, string> = {};

/** Turns prepared pixels into something tesseract.js reads (a canvas, a PNG buffer). */
export type ToImage = (pixels: Pixels) => Tesseract.ImageLike | Promise<Tesseract.ImageLike>;

type Word = { text: string; bbox: Box };
type Line = { text: string; words: Word[] };

/** A figure or figures read alone from a crop, digits only. */
async function readFigures(
  worker: Tesseract.Worker,
  image: Pixels,
  box: Box,
  toImage: ToImage,
  single: boolean,
): Promise<string> {
  const read = async (height: number, segmentation: string) => {
    const scale = Math.max(1, height / Math.max(1, box.y1 - box.y0));
    await worker.setParameters({
      tessedit_pageseg_mode: segmentation as Tesseract.PSM,
      tessedit_char_whitelist: '0123456789',
    });
    const result = await worker.recognize(await toImage(cropFigure(image, box, scale)));
    return result.data.text.replace(/\s+/gu, '');
  };
  const first = await read(48, single ? '10' : '8');
  // A small blurred figure the engine saw nothing in: once more, larger, as a word.
  return first !== '' ? first : read(64, '8');
}

const suspect = (word: Word | undefined): boolean =>
  word !== undefined && SUSPECT_AMOUNT.test(word.text) && /[\dY%¥]/u.test(word.text);

/** A bullet read as a glyph or two: one character, or up to three with no figure ("(OJ"). */
const bulletWord = (word: Word | undefined): boolean =>
  word !== undefined &&
  (word.text.length === 1 || (word.text.length <= 3 && !/\d/u.test(word.text)));

/**
 * The amount at the head of a line (after a bullet read as a glyph), if it may be a fraction:
 * its words (two when a whole number and its fraction were read apart, "1 %").
 */
function suspectAmount(line: Line): Word[] | null {
  const at = suspect(line.words[0]) ? 0 : bulletWord(line.words[0]) ? 1 : -1;
  const word = line.words[at];
  if (!word || !suspect(word)) return null;
  const next = line.words[at + 1];
  return next && suspect(next) && /^\d{1,2}$/u.test(word.text) ? [word, next] : [word];
}

/** Fractions at the heads of lines, read again by their shape; the lines' text mended. */
async function mendFractions(
  worker: Tesseract.Worker,
  page: EnginePage,
  image: Pixels,
  toImage: ToImage,
): Promise<void> {
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines as Line[]) {
        const words = suspectAmount(line);
        if (!words) continue;
        const word = words[0]!;
        const last = words[words.length - 1]!;
        const shape = fractionShape(image, { ...word.bbox, x1: last.bbox.x1 });
        if (!shape) continue;
        const numerator = await readFigures(worker, image, shape.numerator, toImage, true);
        const fraction = fractionText(
          // A lone "1" is often read as nothing; its shape says it is one.
          numerator === '' && isStroke(image, shape.numerator) ? '1' : numerator,
          await readFigures(worker, image, shape.denominator, toImage, true),
        );
        if (!fraction) continue;
        const whole = shape.whole
          ? await readFigures(worker, image, shape.whole, toImage, false)
          : '';
        if (shape.whole && !/^\d{1,2}$/u.test(whole)) continue;
        const amount = whole === '' ? fraction : `${whole} ${fraction}`;
        line.text = line.text.replace(words.map((w) => w.text).join(' '), amount);
        word.text = amount;
        // The amount now spans the words it was read as (no gap to split the line at).
        word.bbox = { ...word.bbox, x1: last.bbox.x1 };
        for (const other of words.slice(1)) other.text = '';
      }
    }
  }
}

/** Reads one prepared image (see prepare-image.ts) into lines. */
export async function readImage(
  worker: Tesseract.Worker,
  image: Pixels,
  toImage: ToImage,
  segmentation: string = PAGE_SEGMENTATION,
  engine: Record<string, string> = ENGINE_SETTINGS,
): Promise<TextLine[]> {
  const settings = {
    ...engine,
    tessedit_pageseg_mode: segmentation as Tesseract.PSM,
    tessedit_char_whitelist: '',
    preserve_interword_spaces: '0',
  };
  await worker.setParameters(settings);
  const result = await worker.recognize(await toImage(image), {}, { text: true, blocks: true });
  const page = result.data as unknown as EnginePage;
  try {
    await mendFractions(worker, page, image, toImage);
  } finally {
    await worker.setParameters(settings);
  }
  return pageLines(page);
}
