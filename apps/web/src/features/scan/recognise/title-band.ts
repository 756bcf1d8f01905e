/**
 * A title in large type read again, scaled down (decision 0017, session 73). The engine reads
 * text best near the body's size: a title set two or three times as tall, in a bold or light
 * face, under a lamp's cast, may come out garbled, in part ("Fondue Recipe" of "Irish Cheddar
 * and Beer / Fondue Recipe") or not at all. Where the page's read leaves the band over the list
 * in doubt (a word `TALL` times the body's height read with low confidence, no such word read
 * at all, or a row of ink that tall no word of the page's covers), the band is read again alone
 * (PSM 3) from a crop scaled so that its large type comes to about one and a half body heights,
 * its light evened and its contrast stretched; each tall piece of a row read there takes the
 * place of the page's words under it when it was read with more confidence, or extends their read.
 */
import { readHeading, takeTitle, type TextLine } from '@plateful/core';
import type Tesseract from 'tesseract.js';
import type { Box } from './fraction-glyphs.ts';
import { flattenLight, stretchContrast, type Pixels } from './prepare-image.ts';
import { boxOf, fromCrop, heightOf, medianHeight, overlap, wordBack } from './stray-rows.ts';
import { columnCuts, engineLines, pageLines, textHeight, type EnginePage } from './text-lines.ts';

type Word = {
  text: string;
  bbox: Box;
  confidence?: number;
  symbols?: { text: string; bbox: Box }[];
};
type Line = { text: string; bbox: Box; words?: Word[]; baseline?: Box; confidence?: number };

/** A word this many times the body's height is large type (a title's, a heading's). */
const TALL = 1.4;
/** A word read with confidence under this is in doubt. */
const DOUBTFUL = 80;
/** The crop is scaled so that large type comes to this many body heights… */
const TO_HEIGHT = 1.6;
/** …at least this scale and at most this one (large type is never scaled up). */
const LEAST_SCALE = 0.45;
const MOST_SCALE = 1;
/** Large type the page read no word of is taken to be this many body heights. */
const UNREAD_TYPE = 2.2;
/** The band starts this many body heights over its first word (room for a row of large type
 * the page read nothing of). */
const TITLE_ROOM = 3;
/** Large type's ink is at least this share of its word's height (a capital's, of a word box). */
const UNREAD_SHARE = 0.6;
/** A row read again takes the page's place when read with this much more confidence. */
const MORE_SURE = 8;
/** …or with as much and more letters, when read with at least this confidence; and, where
 * the page read nothing there, with at least this confidence. */
const SURE = 90;
/** The band's foot, when no heading or amount opens a row, is this share of the page down. */
const BAND_SHARE = 0.35;

/**
 * A title of fewer letters than this may be the end of a longer one the page read in part
 * ("Fondue Recipe" of "Irish Cheddar and Beer / Fondue Recipe").
 */
const SHORT_TITLE = 13;

/** The white border round the crop, in its pixels. */
const CROP_BORDER = 12;

const lettered = (word: Word) => /\p{L}/u.test(word.text);

/** An amount at a row's head ("2 cups", "1/2 tsp", "1½"). */
const AMOUNT_ROW = /^[\d½¼¾⅓⅔⅛]+[\s./-]*\d*\s*\p{L}/u;

/**
 * The top of the first row that opens the list or the method: a heading, or failing one an
 * amount at a row's head; BAND_SHARE of the page down when there is neither.
 */
export function bandFoot(lines: readonly Line[], pageHeight: number): number {
  const topOf = (test: (text: string) => boolean) => {
    const tops = lines.filter((line) => test(line.text.trim())).map((line) => line.bbox.y0);
    return tops.length > 0 ? Math.min(...tops) : null;
  };
  return (
    topOf((text) => readHeading(text) !== null) ??
    topOf((text) => AMOUNT_ROW.test(text)) ??
    BAND_SHARE * pageHeight
  );
}

/** The confidence of words, weighted by their letters; null for none. */
export function confidenceOf(words: readonly Word[]): number | null {
  let sum = 0;
  let count = 0;
  for (const word of words) {
    const letters = word.text.length;
    sum += (word.confidence ?? 0) * letters;
    count += letters;
  }
  return count === 0 ? null : sum / count;
}

/**
 * Whether the band's large type is in doubt: a tall word in it read with low confidence, or no
 * tall word with letters read at all.
 */
export function titleInDoubt(words: readonly Word[], height: number): boolean {
  const tall = words.filter((word) => lettered(word) && heightOf(word.bbox) >= TALL * height);
  return tall.length === 0 || tall.some((word) => (word.confidence ?? 100) < DOUBTFUL);
}

/** The letters of a text, in lower case, run together. */
const letterRun = (text: string) => (text.match(/\p{L}/gu) ?? []).join('').toLowerCase();

/**
 * Whether the title the page's read gives (`takeTitle` over its lines) is in doubt: none, fewer
 * than SHORT_TITLE letters, or a word of it in large type (TALL times the body's `height`, its
 * letters among the title's) read with confidence under DOUBTFUL. A title read whole and sure
 * is not read again unless type beside it was not read (`besideTitle`).
 */
export function titleDoubtful(page: EnginePage, height: number): boolean {
  const title = takeTitle(pageLines(page));
  const run = title ? letterRun(title.title) : '';
  if (run.length < SHORT_TITLE) return true;
  return (engineLines(page) as Line[]).some((line) =>
    (line.words ?? []).some((word) => {
      const own = letterRun(word.text);
      return (
        own !== '' &&
        heightOf(word.bbox) >= TALL * height &&
        run.includes(own) &&
        (word.confidence ?? 100) < DOUBTFUL
      );
    }),
  );
}

/** Type not read this many of the title's heights over or under its rows may be its own. */
const BESIDE_TITLE = 1.5;

/**
 * The rows of the page beside its title (`takeTitle`): from BESIDE_TITLE of its type's height
 * over its rows (the lines whose letters lie in the title's) to as far under them; null when
 * there is no title or no such row.
 */
export function besideTitle(page: EnginePage): { y0: number; y1: number } | null {
  const title = takeTitle(pageLines(page));
  const run = title ? letterRun(title.title) : '';
  if (run === '') return null;
  const rows = (engineLines(page) as Line[]).filter((line) => {
    const own = letterRun(line.text);
    return own !== '' && run.includes(own);
  });
  if (rows.length === 0) return null;
  const type = Math.max(...rows.flatMap((line) => (line.words ?? []).map((w) => heightOf(w.bbox))));
  return {
    y0: Math.min(...rows.map((line) => line.bbox.y0)) - BESIDE_TITLE * type,
    y1: Math.max(...rows.map((line) => line.bbox.y1)) + BESIDE_TITLE * type,
  };
}

/**
 * A grey crop of `box`, shrunk by `scale` (each pixel the mean of those it covers), its light
 * evened (`flattenLight`: a lamp's fall-off and the table's dark corner) and its contrast
 * stretched, on a white border.
 */
export function shrunkCrop(image: Pixels, box: Box, scale: number): Pixels {
  const border = CROP_BORDER;
  const innerWidth = Math.max(1, Math.round((box.x1 - box.x0) * scale));
  const innerHeight = Math.max(1, Math.round((box.y1 - box.y0) * scale));
  const width = innerWidth + border * 2;
  const height = innerHeight + border * 2;
  const sums = new Float64Array(innerWidth * innerHeight);
  const counts = new Uint32Array(innerWidth * innerHeight);
  const { data: from } = image;
  for (let y = Math.max(0, box.y0); y < Math.min(image.height, box.y1); y += 1) {
    const row = Math.min(innerHeight - 1, Math.floor((y - box.y0) * scale)) * innerWidth;
    for (let x = Math.max(0, box.x0); x < Math.min(image.width, box.x1); x += 1) {
      const cell = row + Math.min(innerWidth - 1, Math.floor((x - box.x0) * scale));
      const at = (y * image.width + x) * 4;
      sums[cell]! += (from[at]! * 77 + from[at + 1]! * 150 + from[at + 2]! * 29) / 256;
      counts[cell]! += 1;
    }
  }
  const grey = new Uint8ClampedArray(sums.length);
  for (let at = 0; at < grey.length; at += 1)
    grey[at] = counts[at]! > 0 ? sums[at]! / counts[at]! : 255;
  const levels = stretchContrast(flattenLight(grey, innerWidth, innerHeight));
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < innerHeight; y += 1)
    for (let x = 0; x < innerWidth; x += 1) {
      const at = ((y + border) * width + x + border) * 4;
      data[at] = data[at + 1] = data[at + 2] = levels[y * innerWidth + x]!;
    }
  return { width, height, data };
}

/**
 * A row read again cut into its pieces at column gaps (`columnCuts`, by the row's own word
 * height): the title's words apart from a side column's beside it.
 */
export function pieces(words: readonly Word[]): Word[][] {
  const read = words.filter(lettered);
  if (read.length === 0) return [];
  const gaps = words.slice(1).map((word, at) => word.bbox.x0 - words[at]!.bbox.x1);
  const cuts = columnCuts(gaps, medianHeight(read));
  const out: Word[][] = [];
  let start = 0;
  for (const end of [...cuts.map((cut) => cut + 1), words.length]) {
    out.push(words.slice(start, end));
    start = end;
  }
  return out;
}

/** The letters of words, in lower case, run together. */
const letters = (list: readonly Word[]) =>
  list.map((word) => (word.text.match(/\p{L}/gu) ?? []).join('').toLowerCase()).join('');

/**
 * Whether `read` extends `seen`: more letters, with all of `seen`'s among them in one run
 * ("The Best Baked Vegan Mac" of "Best Baked Vegan M", "Pumpkin" of "kin").
 */
export function extendsRead(read: readonly Word[], seen: readonly Word[]): boolean {
  const more = letters(read);
  const less = letters(seen);
  return more.length > less.length && more.includes(less);
}

/**
 * The page's words a piece read again takes the place of (those lying by half or more inside
 * its box; none where the page read nothing there), or null when it takes no place: a piece of
 * large type (its words' median height TALL times the body's `height`, and the page's words
 * under it large too) read with MORE_SURE more confidence than the page's words under it, or
 * with as much that extends their read (`extendsRead`) at SURE confidence; over no word of the
 * page's, at SURE confidence, unless it is a heading (a section's, or a part's on a colon).
 */
export function takesPlace(
  piece: readonly Word[],
  lines: readonly Line[],
  height: number,
): Word[] | null {
  const read = piece.filter(lettered);
  if (read.length === 0) return null;
  if (medianHeight(read) < TALL * height) return null;
  const box = boxOf(piece);
  const own = confidenceOf(piece) ?? 0;
  const under = lines.flatMap((line) =>
    (line.words ?? []).filter((word) => word.text.trim() !== '' && overlap(word.bbox, box) >= 0.5),
  );
  const theirs = confidenceOf(under);
  // The page's words under it are the body's size: a row of the list the band reached.
  const seen = under.filter(lettered);
  if (seen.length > 0 && medianHeight(seen) < TALL * height) return null;
  // A heading the band reached ("Ingredients", or a part's "For the Dough:", which ends on a
  // colon as no title does) where the page read nothing is left to the page.
  const text = piece.map((word) => word.text).join(' ');
  if (theirs === null && (readHeading(text) !== null || /:$/u.test(text))) return null;
  const better =
    theirs === null
      ? own >= SURE
      : own >= theirs + MORE_SURE || (own >= SURE && own >= theirs && extendsRead(piece, under));
  return better ? under : null;
}

type Titled = { title: string; rest: TextLine[] } | null;

/**
 * Whether the band's read only bettered the title: the title (`takeTitle`) is another, each
 * row added lies in it, and every line after it was one after the title before (a garbled
 * row of the title's that the band read again may go; none may come or change). A row the
 * band read that would open the list, a group or the method ("Ingredients" garbled over a
 * site's banner), or a word of the list's put right, is not the band's to add.
 */
export function onlyTitleGains(
  before: Titled,
  beforeLines: readonly TextLine[],
  after: Titled,
  added: readonly string[],
  sure = false,
): boolean {
  if (!after || after.title === before?.title) return false;
  const run = (text: string) => (text.match(/\p{L}/gu) ?? []).join('').toLowerCase();
  const title = run(after.title);
  // A title the page read with confidence is only extended, never read otherwise.
  if (sure && before && !title.includes(run(before.title))) return false;
  if (added.some((text) => !title.includes(run(text)))) return false;
  const left = new Map<string, number>();
  for (const line of before?.rest ?? beforeLines) {
    const text = line.text.trim();
    if (text !== '') left.set(text, (left.get(text) ?? 0) + 1);
  }
  return after.rest.every((line) => {
    const text = line.text.trim();
    if (text === '') return true;
    const count = left.get(text) ?? 0;
    left.set(text, count - 1);
    return count > 0;
  });
}

/** A crop's pixel darker than this (after `shrunkCrop`'s stretch) is ink. */
const INK = 128;
/** A row of the crop holds a line of type when its ink not under a word is this many type heights. */
const ROW_INK = 2;

/**
 * Whether the crop holds a row of large type no word was read in: a run of its rows at least
 * `type` px tall (the crop's pixels), each with ROW_INK times `type` px of ink outside the
 * `covered` boxes (the page's words, in the crop's pixels). A printed rule is too thin, a
 * page's edge or a column's line too narrow a row. Only the crop's `rows` are looked at.
 */
export function unreadType(
  crop: Pixels,
  covered: readonly Box[],
  type: number,
  rows: { y0: number; y1: number } = { y0: 0, y1: crop.height },
): boolean {
  const { width, height, data } = crop;
  let run = 0;
  for (let y = Math.max(0, Math.floor(rows.y0)); y < Math.min(height, rows.y1); y += 1) {
    const across = covered.filter((box) => box.y0 <= y && y < box.y1);
    let ink = 0;
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4]! >= INK) continue;
      if (!across.some((box) => box.x0 <= x && x < box.x1)) ink += 1;
    }
    run = ink >= ROW_INK * type ? run + 1 : 0;
    if (run >= type) return true;
  }
  return false;
}

/**
 * Reads the band over the list again, scaled down, where its large type is in doubt (see the
 * module's note), and puts its tall rows read with more confidence in place of the page's words
 * under them. The engine's settings are the page's again after (`settings`).
 */
export async function rereadTitle(
  worker: Tesseract.Worker,
  page: EnginePage,
  image: Pixels,
  toImage: (pixels: Pixels) => unknown,
  settings: Partial<Tesseract.WorkerParams>,
): Promise<void> {
  const lines = engineLines(page) as Line[];
  const height = textHeight(lines, 'lower');
  if (height <= 0) return;
  // A title read whole and sure is left as read unless type beside it was not read (session 79):
  // the band's read changed only titles the page read in part, or not at all, or with a
  // doubtful word.
  const doubtful = titleDoubtful(page, height);
  const beside = doubtful ? null : besideTitle(page);
  if (!doubtful && !beside) return;
  let foot = bandFoot(lines, image.height);
  const band = lines.filter((line) => line.bbox.y1 <= foot + 0.5 * height);
  const bandWords = band.flatMap((line) => line.words ?? []);
  const tall = bandWords.filter((word) => lettered(word) && heightOf(word.bbox) >= TALL * height);
  foot = Math.max(foot, ...tall.map((word) => word.bbox.y1 + 0.3 * height));
  const typeHeight =
    tall.length > 0 ? Math.max(...tall.map((word) => heightOf(word.bbox))) : UNREAD_TYPE * height;
  const scale = Math.min(MOST_SCALE, Math.max(LEAST_SCALE, (TO_HEIGHT * height) / typeHeight));
  // Across the page's words (not the table round the page), from over the band's first row.
  const words = lines.flatMap((line) => line.words ?? []).filter(lettered);
  if (words.length === 0) return;
  const box = {
    x0: Math.max(0, Math.floor(Math.min(...words.map((word) => word.bbox.x0)) - height)),
    y0: Math.max(
      0,
      Math.floor(Math.min(...bandWords.map((word) => word.bbox.y0), foot) - TITLE_ROOM * height),
    ),
    x1: Math.min(image.width, Math.ceil(Math.max(...words.map((word) => word.bbox.x1)) + height)),
    y1: Math.min(image.height, Math.ceil(foot)),
  };
  if (box.y1 - box.y0 < 2 * height) return;
  const crop = shrunkCrop(image, box, scale);
  const into = (b: Box): Box => ({
    x0: (b.x0 - box.x0) * scale + CROP_BORDER,
    y0: (b.y0 - box.y0) * scale + CROP_BORDER,
    x1: (b.x1 - box.x0) * scale + CROP_BORDER,
    y1: (b.y1 - box.y0) * scale + CROP_BORDER,
  });
  const covered = lines.flatMap((line) => line.words ?? []).map((word) => into(word.bbox));
  const sure = !titleInDoubt(bandWords, height);
  const unreadHeight = Math.round(UNREAD_SHARE * TALL * height * scale);
  const rowsOf = (rows: { y0: number; y1: number }) => ({
    y0: (rows.y0 - box.y0) * scale + CROP_BORDER,
    y1: (rows.y1 - box.y0) * scale + CROP_BORDER,
  });
  if (beside && !unreadType(crop, covered, unreadHeight, rowsOf(beside))) return;
  if (sure && !unreadType(crop, covered, unreadHeight)) return;
  let rows: Line[];
  // The page is read as a page (PSM 3) too, and the stray rows' read left its settings in place:
  // the band is then read with no change of settings, a round trip to the engine fewer each way.
  const asPage = String(settings.tessedit_pageseg_mode) !== '3';
  try {
    if (asPage) await worker.setParameters({ tessedit_pageseg_mode: '3' as Tesseract.PSM });
    const result = await worker.recognize(
      (await toImage(crop)) as Tesseract.ImageLike,
      {},
      { text: true, blocks: true },
    );
    rows = engineLines(result.data as unknown as EnginePage) as Line[];
  } finally {
    if (asPage) await worker.setParameters(settings);
  }
  const back = fromCrop(box, scale, CROP_BORDER);
  const kept = structuredClone(page.blocks);
  const beforeLines = pageLines(page);
  const before = takeTitle(beforeLines);
  const added: Line[] = [];
  for (const row of rows) {
    const words = (row.words ?? [])
      .filter((word) => word.text.trim() !== '')
      .map((word) => wordBack(word, back));
    for (const piece of pieces(words)) {
      const taken = takesPlace(piece, lines, height);
      if (!taken) continue;
      const gone = new Set(taken);
      for (const line of lines) {
        if (!line.words?.some((word) => gone.has(word))) continue;
        line.words = line.words.filter((word) => !gone.has(word));
        line.text =
          line.words.length > 0 ? `${line.words.map((word) => word.text).join(' ')}\n` : '';
        if (line.words.length > 0) line.bbox = boxOf(line.words);
      }
      added.push({
        text: `${piece.map((word) => word.text).join(' ')}\n`,
        bbox: boxOf(piece),
        ...(row.baseline ? { baseline: back(row.baseline) } : {}),
        words: piece,
      });
    }
  }
  if (added.length === 0) return;
  page.blocks = [...(page.blocks ?? []), { paragraphs: [{ lines: added }] }];
  // Only the title may gain: else the page's read stands as it was.
  const texts = added.map((line) => line.text);
  if (!onlyTitleGains(before, beforeLines, takeTitle(pageLines(page)), texts, sure))
    page.blocks = kept;
}
