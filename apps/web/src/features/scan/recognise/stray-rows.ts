/**
 * Rows the engine's line strayed across (decision 0017, session 46). On a turned or soft photo the
 * engine may follow one row's baseline into the gap under a side column's row ("75 g chocolate
 * chips" read "oe a Sigs" with the method's row beside it), or take a printed rule under a row
 * into the row ("1 tbsp Dijon Mustard" read "1 a a SE"): the words it gives there have boxes
 * about twice as tall as the page's text, beside words of the text's own height. Such a run of
 * words is read again alone, as a block (PSM 6), from a crop of the photo round its words; the
 * rows read there take its place, except a row the page's read or an earlier run's already holds
 * (the crop reaches into the rows above and below).
 */
import { median } from '@plateful/core';
import type Tesseract from 'tesseract.js';
import { cropFigure, type Box } from './fraction-glyphs.ts';
import type { Pixels } from './prepare-image.ts';
import { columnCuts, engineLines, textHeight, type EnginePage } from './text-lines.ts';

type Word = { text: string; bbox: Box; symbols?: { text: string; bbox: Box }[] };
type Line = { text: string; bbox: Box; words?: Word[]; baseline?: Box };

/** A word box this many times as tall as the page's text holds more than one row… */
const STRAY_HEIGHT = 1.7;
/** …where its line also holds a word no taller than this many times the page's text. */
const OWN_HEIGHT = 1.3;
/** The crop reaches this many text heights round the run's words. */
const MARGIN = 0.6;
/** A row read again is the page's already when this share of its words lie on the page's words. */
const ALREADY_READ = 0.5;
/**
 * On a line of one piece (no column gap), at least this share of its words (with a letter or
 * figure) is STRAY_HEIGHT tall: the engine's line took the whole run across two rows, not one
 * word of a row (decision 0017, session 47).
 */
const MOST_TALL = 0.5;
/** At most this many runs are read again on a photo (each is one more read of a small crop). */
const MOST_RUNS = 4;

/** A box's height. */
export const heightOf = (box: Box) => box.y1 - box.y0;
/** The median height of some words (the lower of two in the middle), 0 for none. */
export const medianHeight = (words: readonly { bbox: Box }[]) => {
  const heights = words.map((word) => heightOf(word.bbox));
  return median(heights, 'lower');
};

/** A run of a line's words to read again: its line, its words, and the crop's box. */
export type StrayRun = { line: Line; words: Word[]; box: Box };

/**
 * The runs of words the engine strayed across rows in: each piece of a line (its words between
 * column gaps, `columnCuts`, measured by the page's text height) holding a word of two letters or
 * figures STRAY_HEIGHT times as tall as the page's text (a bracket, a bar or a "»" is tall in any
 * row), on a line that also holds a word of the text's own height (a
 * title's line is tall throughout); a line of one piece only where MOST_TALL of its words are
 * (a long row across the page with a word or two tall at its curled end is read right by the
 * page, and a crop of it read as a block loses words). At most MOST_RUNS, the page's order.
 */
export function strayRuns(page: EnginePage, height: number): StrayRun[] {
  if (height <= 0) return [];
  const runs: StrayRun[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines as Line[]) {
        const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
        if (words.length === 0) continue;
        if (!words.some((word) => heightOf(word.bbox) <= OWN_HEIGHT * height)) continue;
        const gaps = words.slice(1).map((word, at) => word.bbox.x0 - words[at]!.bbox.x1);
        const cuts = columnCuts(gaps, height);
        let start = 0;
        for (const end of [...cuts.map((cut) => cut + 1), words.length]) {
          const piece = words.slice(start, end);
          start = end;
          const tall = (word: Word) => heightOf(word.bbox) >= STRAY_HEIGHT * height;
          const stray = piece.some(
            (word) => tall(word) && (word.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2,
          );
          if (!stray) continue;
          // A line of one piece (no column gap) strayed over its whole run, every word swollen
          // alike ("1 a a SE"); a long row with a word or two tall in it (a curled page's last
          // words, a word that took a speck in) is one row the page read. A piece beside another
          // column's is where the line crossed from one column's row to another's.
          const read = piece.filter((word) => /[\p{L}\p{N}]/u.test(word.text));
          if (cuts.length === 0 && read.filter(tall).length < MOST_TALL * read.length) continue;
          const margin = MARGIN * height;
          runs.push({
            line,
            words: piece,
            box: {
              x0: Math.min(...piece.map((word) => word.bbox.x0)) - margin,
              y0: Math.min(...piece.map((word) => word.bbox.y0)) - margin,
              x1: Math.max(...piece.map((word) => word.bbox.x1)) + margin,
              y1: Math.max(...piece.map((word) => word.bbox.y1)) + margin,
            },
          });
        }
      }
  return runs.slice(0, MOST_RUNS);
}

/** The share of `box` that lies inside `other`. */
export function overlap(box: Box, other: Box): number {
  const width = Math.min(box.x1, other.x1) - Math.max(box.x0, other.x0);
  const tall = Math.min(box.y1, other.y1) - Math.max(box.y0, other.y0);
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  return width <= 0 || tall <= 0 || area <= 0 ? 0 : (width * tall) / area;
}

/** A row read again whose words are under this share of the text's height is a speck's. */
const LOWEST_ROW = 0.6;

/**
 * The rows read again that are new rows of text: each with a word of three letters, its words
 * of the page's text height (`height`; the crop's rule or smudge read as letters is taller, a
 * speck's smaller: LOWEST_ROW to OWN_HEIGHT times it), and under ALREADY_READ of its words lying
 * (by half their box or more) on a word of the page's other words (`known`).
 */
export function newRows(rows: readonly Line[], known: readonly Box[], height: number): Line[] {
  return rows.filter((row) => {
    const words = (row.words ?? []).filter((word) => /[\p{L}\p{N}]/u.test(word.text));
    if (!words.some((word) => /\p{L}{3}/u.test(word.text))) return false;
    const tall = medianHeight(words);
    if (tall < LOWEST_ROW * height || tall > OWN_HEIGHT * height) return false;
    const read = words.filter((word) => known.some((box) => overlap(word.bbox, box) >= 0.5));
    return read.length < ALREADY_READ * words.length;
  });
}

/** The box round words. */
export function boxOf(words: readonly { bbox: Box }[]): Box {
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  };
}

/** The box moved by `dx`, `dy` after shrinking by `scale` (a crop's place back on the page). */
const placed = (box: Box, dx: number, dy: number): Box => ({
  x0: box.x0 + dx,
  y0: box.y0 + dy,
  x1: box.x1 + dx,
  y1: box.y1 + dy,
});

/**
 * A crop's boxes put back on the page: the crop of `origin` with a border of `border` pixels,
 * scaled by `scale` (border included), as `cropFigure` makes one.
 */
export const fromCrop =
  (origin: Box, scale: number, border: number) =>
  (box: Box): Box => ({
    x0: (box.x0 - border) / scale + origin.x0,
    y0: (box.y0 - border) / scale + origin.y0,
    x1: (box.x1 - border) / scale + origin.x0,
    y1: (box.y1 - border) / scale + origin.y0,
  });

/** A word a crop's read gives: its box, its symbols' and its confidence. */
export type ReadWord = {
  text: string;
  bbox: Box;
  confidence?: number;
  symbols?: { text: string; bbox: Box }[];
};

/** A crop's word put back on the page by `back` (`fromCrop`), its symbols with it. */
export function wordBack(word: ReadWord, back: (box: Box) => Box): ReadWord {
  return {
    text: word.text,
    bbox: back(word.bbox),
    ...(word.confidence === undefined ? {} : { confidence: word.confidence }),
    ...(word.symbols
      ? { symbols: word.symbols.map((symbol) => ({ text: symbol.text, bbox: back(symbol.bbox) })) }
      : {}),
  };
}

/**
 * Reads each stray run again (see the module's note) and puts the rows read there on the page,
 * in a block of their own, in place of the run's words. The engine's settings are the page's
 * again after (`settings`).
 */
export async function rereadStrayRows(
  worker: Tesseract.Worker,
  page: EnginePage,
  image: Pixels,
  toImage: (pixels: Pixels) => unknown,
  settings: Partial<Tesseract.WorkerParams>,
): Promise<void> {
  const height = textHeight(engineLines(page), 'lower');
  const runs = strayRuns(page, height);
  if (runs.length === 0) return;
  const added: Line[] = [];
  try {
    await worker.setParameters({ tessedit_pageseg_mode: '6' as Tesseract.PSM });
    for (const run of runs) {
      const box = {
        x0: Math.max(0, Math.floor(run.box.x0)),
        y0: Math.max(0, Math.floor(run.box.y0)),
        x1: Math.min(image.width, Math.ceil(run.box.x1)),
        y1: Math.min(image.height, Math.ceil(run.box.y1)),
      };
      if (box.x1 - box.x0 < 4 || box.y1 - box.y0 < 4) continue;
      const crop = cropFigure(image, box, 1);
      const border = (crop.width - (box.x1 - box.x0)) / 2;
      const result = await worker.recognize(
        (await toImage(crop)) as Tesseract.ImageLike,
        {},
        { text: true, blocks: true },
      );
      const rows = ((result.data as unknown as EnginePage).blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines as Line[]),
      );
      const dx = box.x0 - border;
      const dy = box.y0 - border;
      const moved = rows.map((row) => ({
        text: row.text,
        bbox: placed(row.bbox, dx, dy),
        ...(row.baseline ? { baseline: placed(row.baseline, dx, dy) } : {}),
        words: (row.words ?? []).map((word) => ({
          text: word.text,
          bbox: placed(word.bbox, dx, dy),
          ...(word.symbols
            ? {
                symbols: word.symbols.map((symbol) => ({
                  text: symbol.text,
                  bbox: placed(symbol.bbox, dx, dy),
                })),
              }
            : {}),
        })),
      }));
      const strays = new Set(run.words);
      // The page's words and the rows an earlier run read again (the crops of two runs on
      // neighbouring rows both reach the row between them).
      const known = [
        ...(page.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) => paragraph.lines as Line[]),
        ),
        ...added,
      ].flatMap((line) =>
        (line.words ?? []).filter((word) => !strays.has(word)).map((word) => word.bbox),
      );
      const fresh = newRows(moved, known, height);
      if (fresh.length === 0) continue;
      const line = run.line;
      line.words = (line.words ?? []).filter((word) => !strays.has(word));
      line.text = `${line.words.map((word) => word.text).join(' ')}\n`;
      if (line.words.length > 0) line.bbox = boxOf(line.words);
      else line.text = '';
      added.push(...fresh);
    }
  } finally {
    await worker.setParameters(settings);
  }
  if (added.length > 0) page.blocks = [...(page.blocks ?? []), { paragraphs: [{ lines: added }] }];
}
