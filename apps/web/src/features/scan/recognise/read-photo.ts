/**
 * One photo → its lines, with tesseract.js: the settings we read with, the call, the second look
 * at rows the engine's line strayed across (stray-rows.ts) and at fractions (fraction-glyphs.ts).
 * Shared by the scan screen (ocr.ts) and the photo scorer (apps/web/bench/photos), so the two
 * cannot drift.
 */
import { readHeading, readUnit, type GuessedAmount, type TextLine } from '@plateful/core';
import type Tesseract from 'tesseract.js';
import {
  cropFigure,
  tiledFigure,
  denominatorFoot,
  fractionShape,
  fractionText,
  inkRuns,
  isCommonFraction,
  settleByNumerator,
  settleNumerator,
  isStroke,
  toInkEnd,
  underBox,
  SUSPECT_AMOUNT,
  type Box,
  type FigurePreparation,
  type FractionShape,
} from './fraction-glyphs.ts';
import { scalePixels, type Pixels } from './prepare-image.ts';
import { rereadStrayRows } from './stray-rows.ts';
import { rereadUnreadRows } from './unread-rows.ts';
import { rereadTitle } from './title-band.ts';
import { dropPageDigits } from './page-digits.ts';
import { mendFigureDashes, mendFigureHyphens } from './figure-hyphens.ts';
import { mendSplitArms } from './letter-arms.ts';
import { mendFlatGuillemets } from './flat-marks.ts';
import {
  denominatorByShape,
  numeratorByShape,
  pageFigures,
  type PageSample,
} from './page-figures.ts';
import { mendBarCapitals, mendLetterCase } from './letter-case.ts';
import { markPlain, plainPrinted } from './accent-marks.ts';
import { builtUpShape } from './built-up.ts';
import { engineLines, pageLines, type EnginePage } from './text-lines.ts';
import { smallTypeScale, withLargeType, withoutGrainLines } from './small-type.ts';
import { agreeWithMetric } from './metric-twin.ts';
import { countInk, countlessRows, withCount } from './lost-counts.ts';

/** Page segmentation: fully automatic (PSM 3), which finds a second column; see decision 0017. */
export const PAGE_SEGMENTATION = '3';

/** Other tesseract parameters we read with (measured on the photo bench, decision 0017). */
export const ENGINE_SETTINGS: Record<string, string> = {};

/**
 * Turns prepared pixels into something tesseract.js reads: the bytes of an image file (its
 * loaders pass any byte array through to the engine, though its types list only Node's Buffer),
 * a canvas or a PNG buffer.
 */
export type ToImage = (
  pixels: Pixels,
) => Tesseract.ImageLike | Uint8Array | Promise<Tesseract.ImageLike | Uint8Array>;

/** The image to recognise, as tesseract.js's types call it (see `ToImage`). */
const asImage = async (image: ReturnType<ToImage>) => (await image) as Tesseract.ImageLike;

export type Word = { text: string; bbox: Box; symbols?: { text: string; bbox: Box }[] };
/**
 * `guessed`: the amounts the second look wrote into the line by a guess, not a reading (see
 * `Fraction`), with the engine's text of each, carried to the draft's marks (TextLine `guessed`).
 */
export type Line = { text: string; words: Word[]; guessed?: GuessedAmount[] };

/**
 * A fraction the second look wrote in: its text, and whether it was guessed rather than read.
 * Read: figures the engine read from the crop that make a fraction (or, failing that, its first
 * reads as they are). Guessed: a figure put right by the glyph's shape (a "4" standing on a foot
 * is a "2"), a numerator settled by rule (`settleNumerator`), or the engine's own text taken for
 * a fraction (`engineFraction`). A guess is marked on the draft for the cook to check; a reading
 * is not (PRODUCT.md: nothing guesses silently).
 */
export type Fraction = { text: string; guessed: boolean };

/** Notes on the line that `read` was written in place of the engine's `seen`, when guessed. */
export function noteGuess(line: Line, fraction: Fraction, read: string, seen: string): void {
  if (fraction.guessed) line.guessed = [...(line.guessed ?? []), { read, seen }];
}

/**
 * Reads crops of one photo, digits only: each crop once (a crop looked at again, by another
 * path to the same glyph, gives its first reading back without the engine), and the engine's
 * settings sent only when they change.
 */
export type CropReader = {
  /** The page's own figures, to tell a small figure no crop reads by its shape (page-figures.ts). */
  readonly figures?: () => readonly PageSample[];
  /** A crop's figures, scaled to `height` px, as one character (PSM 10) or a word (PSM 8). */
  read(
    image: Pixels,
    box: Box,
    height: number,
    segmentation: string,
    preparation?: FigurePreparation,
  ): Promise<string>;
  /**
   * A crop's figure, scaled to `height` px, set `TILES` times side by side and read as a line
   * (`tiledFigure`); the figure read in most of them, or '' when no figure is. With `longer`,
   * a run that gave none is read again `MORE_TILES` long.
   */
  readTiled?(image: Pixels, box: Box, height: number, longer?: boolean): Promise<string>;
  /** Whether any crop was read (the engine's settings are then the crops', not the page's). */
  readonly used: boolean;
};

/** A short fingerprint of a crop's pixels (FNV-1a over its grey levels and size). */
function fingerprint(crop: Pixels): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < crop.data.length; at += 4)
    hash = Math.imul(hash ^ crop.data[at]!, 0x01000193);
  return `${crop.width}x${crop.height}:${(hash >>> 0).toString(36)}`;
}

/** A crop reader for one photo (see `CropReader`). */
export function cropReader(
  worker: Tesseract.Worker,
  toImage: ToImage,
  figures?: () => readonly PageSample[],
): CropReader {
  const readings = new Map<string, Promise<string>>();
  let mode: string | null = null;
  let samples: readonly PageSample[] | null = null;
  /** A crop read for digits only under `segmentation`, once per kind and pixels (`kind`). */
  const readDigits = (
    crop: Pixels,
    kind: string,
    segmentation: string,
    interpret: (text: string) => string,
  ): Promise<string> => {
    const key = `${kind}/${fingerprint(crop)}`;
    const known = readings.get(key);
    if (known) return known;
    const reading = (async () => {
      if (mode !== segmentation) {
        mode = segmentation;
        await worker.setParameters({
          tessedit_pageseg_mode: segmentation as Tesseract.PSM,
          tessedit_char_whitelist: '0123456789',
        });
      }
      const result = await worker.recognize(await asImage(toImage(crop)));
      return interpret(result.data.text);
    })();
    readings.set(key, reading);
    return reading;
  };
  return {
    figures: figures && (() => (samples ??= figures())),
    get used() {
      return mode !== null;
    },
    read(image, box, height, segmentation, preparation = 'plain') {
      const scale = Math.max(1, height / Math.max(1, box.y1 - box.y0));
      const crop = cropFigure(image, box, scale, preparation);
      return readDigits(crop, segmentation, segmentation, (text) => text.replace(/\s+/gu, ''));
    },
    async readTiled(image, box, height, longer = false) {
      const scale = Math.max(1, height / Math.max(1, box.y1 - box.y0));
      const figure = cropFigure(image, box, scale, 'ink');
      const run = (count: number) =>
        readDigits(tiledFigure(figure, count), 'tiled', LINE, mostRead);
      // A run of three the engine read no figure in most of: once more, a longer run.
      const read = await run(TILES);
      return read !== '' || !longer ? read : run(MORE_TILES);
    },
  };
}

/** How many times a figure is set side by side to be read as a line (`readTiled`). */
const TILES = 3;
/** …and how many when a run of `TILES` gave no figure read in most of its copies. */
const MORE_TILES = 5;
/** The engine's page segmentation for one line of text. */
const LINE = '7';

/**
 * The figure read in most of a tiled crop's copies (`readTiled`): a digit read at least twice
 * and more often than any other, or '' ("434" is "4", "99" is "9", "49" says nothing).
 */
export function mostRead(text: string): string {
  const counts = new Map<string, number>();
  for (const digit of text.replace(/\D/gu, '')) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && first[1] >= 2 && (!second || second[1] < first[1]) ? first[0] : '';
}

/** A figure or figures read alone from a crop, digits only. */
export async function readFigures(
  crops: CropReader,
  image: Pixels,
  box: Box,
  single: boolean,
): Promise<string> {
  const first = await crops.read(image, box, 48, single ? '10' : '8');
  if (first !== '') return first;
  // A small blurred figure the engine saw nothing in: once more, larger, as a word.
  const again = await crops.read(image, box, 64, '8');
  // Still nothing, and the ink is one upright stroke: a "1" (the whole number of "1½").
  return again === '' && isStroke(image, box) ? '1' : again;
}

/** The box of a whole crop. */
const whole = (pixels: Pixels): Box => ({ x0: 0, y0: 0, x1: pixels.width, y1: pixels.height });

/**
 * The ways one figure of a fraction is read, best first, each only when asked for: the figure
 * alone (without the slash), then the box the shape test cut, each at 48 px as one character
 * and at 64 px as a word. A lone upright stroke the engine reads as nothing is a "1".
 */
function figureReads(
  crops: CropReader,
  image: Pixels,
  box: Box,
  alone: Pixels | null | undefined,
): (() => Promise<string>)[] {
  const reads: (() => Promise<string>)[] = [];
  const stroke = (pixels: Pixels, area: Box, read: string) =>
    read === '' && isStroke(pixels, area) ? '1' : read;
  if (alone) {
    const area = whole(alone);
    reads.push(async () => stroke(alone, area, await crops.read(alone, area, 48, '10')));
    reads.push(() => crops.read(alone, area, 64, '8'));
  }
  reads.push(async () => stroke(image, box, await crops.read(image, box, 48, '10')));
  reads.push(() => crops.read(image, box, 64, '8'));
  return reads;
}

/**
 * Whether a shape the fraction test found is one upright stroke instead: a "1" drawn with a flag
 * high at its left and a foot low at its right has a fraction's sides, and its halves read "1"
 * and "1". A fraction's slash stands apart from its figures, or its figures read otherwise (no
 * fraction has a denominator of 1).
 */
export const strokeNotFraction = (
  numerator: string,
  denominator: string,
  shape: FractionShape,
): boolean =>
  numerator === '1' && denominator === '1' && !shape.alone?.numerator && !shape.alone?.denominator;

/**
 * Whether a fraction's glyph is tall enough for the amount it was found in: at least half the
 * height of the amount's box (a glyph printed after a whole number is as tall as its figures;
 * the ink after a step's "1." is a full stop and a speck, 7 px in a box 27 px tall).
 */
export const glyphTallEnough = (shape: FractionShape, box: Box): boolean =>
  shape.denominator.y1 - shape.numerator.y0 >= 0.5 * (box.y1 - box.y0);

/** A denominator whose foot starts within this share of its width from its left is a "2". */
const TWO_FOOT = 0.25;

/**
 * A denominator whose foot starts this share of its width or more from its left stands on a
 * "4"'s upright (0.57-0.71 on the tuning cards' blurred quarters; a "2"'s is under 0.25).
 */
const FOUR_FOOT = 0.5;

/**
 * The fraction's figures: the first reads of each, unless they do not make a fraction recipes
 * print (½ ¼ ¾ ⅓ ⅔ ⅛; a blurred "2" read "7", a "1" read "7"): then further reads of each
 * figure, until a pair makes one. Failing that, the first reads as they are.
 */
export async function readFraction(
  crops: CropReader,
  image: Pixels,
  shape: FractionShape,
  seen = '',
): Promise<Fraction | null> {
  const read = await readFractionByCrops(crops, image, shape, seen);
  // No crop read the figures, or a rule settled a numerator of 1: the glyph's mark ("%", "#")
  // says only that it is a fraction, and core would take it for "½". Its numerator told by its
  // shape against the page's own figures may say ¾ or ⅔ (a guess, marked).
  const unsettled = read ? read.guessed && ONE_OVER.test(read.text) : GLYPH_MARK.test(seen);
  const byShape =
    unsettled && crops.figures ? numeratorByShape(image, shape, crops.figures()) : null;
  if (byShape) return { text: byShape, guessed: true };
  // Still read by no crop where the engine read no plain figures, or a numerator of 1 settled by
  // rule: its figures read again, each as a run of itself (`readTiled`). A "3" read alike twice
  // (`settleByNumerator`) outweighs them (nov-027's "¾" read "¼" as runs).
  if (read ? unsettled : !/^\d+$/u.test(seen))
    return (await tiledFraction(crops, image, shape)) ?? read;
  return read;
}

/**
 * A fraction's figures each read as a run of itself (`readTiled`): the denominator, then the
 * numerator; a denominator of 2 or 8 with no numerator read is over a "1" (½ and ⅛ are the only
 * such glyphs). Null unless they make a fraction recipes print, and for thirds: a small "4"
 * read as runs may come back "3" (nov-027's "¾" read "⅓"), and ⅓ and ⅔ are the rarest glyphs. Marked as a guess: on the
 * tuning cards two of the four values it changed were wrong (a "¾" read "¼", a "½" read "⅛").
 */
async function tiledFraction(
  crops: CropReader,
  image: Pixels,
  shape: FractionShape,
): Promise<Fraction | null> {
  const readTiled = crops.readTiled?.bind(crops);
  if (!readTiled) return null;
  const figure = (alone: Pixels | null | undefined, box: Box, longer: boolean) =>
    alone
      ? readTiled(alone, whole(alone), TILED_HEIGHT, longer)
      : readTiled(image, box, TILED_HEIGHT, longer);
  const denominator = await figure(shape.alone?.denominator, shape.denominator, true);
  if (!/^[248]$/u.test(denominator)) return null;
  // Over a 2 or an 8 a numerator read as nothing is a "1" (below): a longer run says no more.
  const read = await figure(shape.alone?.numerator, shape.numerator, denominator === '4');
  const numerator = read === '' && /^[28]$/u.test(denominator) ? '1' : read;
  if (!isCommonFraction(numerator, denominator)) return null;
  return { text: fractionText(numerator, denominator)!, guessed: true };
}

/** The height a fraction's figure is scaled to, to be read as a run of itself. */
const TILED_HEIGHT = 48;

/**
 * Whether a denominator the crops read only as figures no fraction has under it ("1", "7" or
 * nothing: a small blurred "2", fx-029's "½ lemon") is a "2" by its foot (`denominatorFoot`),
 * which starts at the figure's left edge.
 */
export const twoByFoot = (denominators: readonly string[], foot: number | null): boolean =>
  foot !== null &&
  foot < TWO_FOOT &&
  denominators.length > 0 &&
  denominators.every((figure) => ['', '1', '7'].includes(figure));

/** Fractions with a numerator of 1, as the second look writes them. */
const ONE_OVER = /^[½¼⅓⅛]$/u;
/** The marks the engine makes of a fraction glyph it has no letter for. */
const GLYPH_MARK = /[%Y¥#]/u;
/** The engine's read of a glyph: one of its marks, or a narrow letter run into a bullet ("«i"). */
const GLYPH_READ = /[%Y¥#]|^[ilIj]$/u;

async function readFractionByCrops(
  crops: CropReader,
  image: Pixels,
  shape: FractionShape,
  seen = '',
): Promise<Fraction | null> {
  const numerators = figureReads(crops, image, shape.numerator, shape.alone?.numerator);
  const denominators = figureReads(crops, image, shape.denominator, shape.alone?.denominator);
  // A small "2" read as "4": a "4" does not stand on a stroke from its left edge.
  const foot = denominatorFoot(image, shape.denominator);
  const footed = new Set<string>();
  const denominator = async (read: () => Promise<string>) => {
    const figure = await read();
    if (figure !== '4' || foot === null || foot >= TWO_FOOT) return figure;
    footed.add('2');
    return '2';
  };
  const made = (top: string, bottom: string, guessed = false): Fraction | null => {
    const text = fractionText(top, bottom);
    return text === null ? null : { text, guessed: guessed || footed.has(bottom) };
  };
  const tops: string[] = [await numerators[0]!()];
  const bottoms: string[] = [await denominator(denominators[0]!)];
  /** The denominator once more as ink on white (see `FigurePreparation`). */
  const inkDenominator = () => {
    const alone = shape.alone?.denominator;
    return denominator(() =>
      crops.read(alone ?? image, alone ? whole(alone) : shape.denominator, 48, '10', 'ink'),
    );
  };
  /**
   * The ink read told again by its shape against the page's figures (`denominatorByShape`),
   * where it is a denominator a "1" is printed over.
   */
  const byShape = (ink: string) =>
    crops.figures && isCommonFraction('1', ink)
      ? denominatorByShape(image, shape, ink, crops.figures())
      : ink;
  // The engine read a plain "1" whose halves read "1" and "1" with no figure standing apart
  // from a slash: a "1" with a flag and a foot, whose foot as ink may read "3" ("⅓ handful").
  const plainOne = seen === '1' && strokeNotFraction(tops[0]!, bottoms[0]!, shape);
  if (tops[0] === '1' && bottoms[0] === '1' && !plainOne) {
    // A small "4" cut at the glyph's middle, read "1" in its plain crop: once more as ink on
    // white. A "1" with a flag and a foot (no fraction) reads nothing there, or "1" again.
    const ink = byShape(await inkDenominator());
    if (isCommonFraction('1', ink)) return made('1', ink, true);
    // No fraction is over 1: a figure set under the numerator, cut to its upright at the
    // glyph's middle. Read across the glyph's lower part where the engine read a glyph's mark
    // ("%", "Y"); a "1" with a foot read as figures, or a letter's serifs, is no fraction.
    if (/[Y%¥]/u.test(seen)) {
      const box = underBox(shape);
      for (const [height, segmentation] of [
        [48, '10'],
        [64, '8'],
      ] as const) {
        const under = await crops.read(image, box, height, segmentation);
        if (isCommonFraction('1', under)) return made('1', under, true);
      }
    }
  }
  if (strokeNotFraction(tops[0]!, bottoms[0]!, shape)) return null;
  if (isCommonFraction(tops[0]!, bottoms[0]!)) return made(tops[0]!, bottoms[0]!);
  for (let more = 1; more < Math.max(numerators.length, denominators.length); more += 1) {
    if (numerators[more]) tops.push(await numerators[more]!());
    if (denominators[more]) bottoms.push(await denominator(denominators[more]!));
    for (const top of tops)
      for (const bottom of bottoms) if (isCommonFraction(top, bottom)) return made(top, bottom);
  }
  if (tops.includes('1') && bottoms.every((figure) => figure === '') && !/^\d+$/u.test(seen)) {
    // A "1" over a small blurred figure the engine saw nothing in, however cropped: once more
    // as ink on white (a guess, marked), before the denominator is left to rule or the engine.
    // Not where the engine read plain figures (`seen`): a "1"'s foot read as ink makes a "⅓".
    const ink = byShape(await inkDenominator());
    if (isCommonFraction('1', ink)) return made('1', ink, true);
  }
  // Read alike at least twice, the numerator outweighs the stroke test and the denominator.
  const byNumerator = settleByNumerator(tops);
  if (byNumerator) return made(...byNumerator, true);
  const alone = shape.alone?.numerator;
  const stroke = alone ? isStroke(alone, whole(alone)) : isStroke(image, shape.numerator);
  const settled = settleNumerator(bottoms, stroke);
  if (settled) return made(...settled, true);
  // A "1" over a figure read only as no denominator a fraction has ("1", "7", nothing) that
  // stands on a flat foot from its left edge: a small blurred "2" (a guess, marked). Only where
  // the engine read a glyph there (`GLYPH_READ`): a "1"'s own flat foot is no "2" (kt-004's "1
  // teaspoon"), nor a decimal's (wide-029's "0.25 cup"), nor a word's letters' (vt-032's "sit").
  if (tops.includes('1') && twoByFoot(bottoms, foot) && GLYPH_READ.test(seen))
    return made('1', '2', true);
  return made(tops[0]!, bottoms[0]!);
}

/**
 * A round box or bullet read as the letter "O" and run into a glyph's mark: "O%", "oY", "(O¥"
 * (a whole number is never read as a letter, so the glyph is all of the amount).
 */
const LETTER_BOX_GLYPH = /^[([]?[Oo]{1,2}[Y%¥]$/u;

/**
 * A "½" read as a capital "L" alone before the row's words (its "1" and slash the upright, its
 * "2" the foot; "L tsp Paprika"): no amount or bullet is printed as a lone "L" (a litre's "L"
 * follows its figure). The shape still decides.
 */
const LETTER_L_GLYPH = /^L$/u;

const suspect = (word: Word | undefined): boolean =>
  word !== undefined &&
  ((SUSPECT_AMOUNT.test(word.text) && /[\dYV%¥&#]/u.test(word.text)) ||
    LETTER_BOX_GLYPH.test(word.text) ||
    LETTER_L_GLYPH.test(word.text));

/** A checkbox read as a bracket round a stroke: "[1]", "[1", "(l)" (no amount has a bracket). */
const CHECKBOX_STROKE = /^[([][1lI|][)\]J]?$/u;

/**
 * A bullet read as a glyph or two: one character, up to three with no figure ("(OJ"), or a
 * round bullet read as a nought with a bracket ("0)", "(0"): no amount is nought.
 */
const bulletWord = (word: Word | undefined): boolean =>
  word !== undefined &&
  (word.text.length === 1 ||
    (word.text.length <= 3 && !/\d/u.test(word.text)) ||
    /^[([]?0[)\]J]?$/u.test(word.text) ||
    CHECKBOX_STROKE.test(word.text));

/**
 * A list's number before the amount: "3." or "3)" (no amount is written with a full stop or a
 * bracket after it, and the amount follows it: "3. 1% tsp turmeric", "9. % tsp chilli").
 */
const listNumber = (word: Word | undefined): boolean =>
  word !== undefined && /^\d{1,2}[.)]$/u.test(word.text);

/**
 * The amount at the head of a line (after a bullet read as a glyph, or a list's number), if it
 * may be a fraction: its words (two when a whole number and its fraction were read apart, "1 %").
 */
export function suspectAmount(line: Line): Word[] | null {
  const [first, second] = line.words;
  const at =
    listNumber(first) && suspect(second) ? 1 : suspect(first) ? 0 : bulletWord(first) ? 1 : -1;
  const word = line.words[at];
  if (!word || !suspect(word)) return null;
  const next = line.words[at + 1];
  return next && suspect(next) && /^\d{1,2}$/u.test(word.text) ? [word, next] : [word];
}

/** A fraction read as a glyph inside a line: "%", "¥", "Ya", "Y%", "Ys". */
const INSIDE_GLYPH = /^(?:%|¥|Y[a%s])$/u;

/** A list's bullet as the engine reads it inside a row: one mark, no letter or figure. */
const INSIDE_BULLET = /^[*•·«»+\-–]$/u;

/**
 * Fractions read as a glyph inside a line, after its head ("chopped into % inch cubes"): a
 * lone glyph between a word that ends in a letter (after a figure "%" is a per cent, "50 %")
 * or a plus joining two amounts ("⅔ + ¼ cup") and a word in lower case. Their shape still
 * decides. Also a glyph after a bullet inside the row: a second column's item the engine read
 * on across the gap ("¼ cup Green onions, chopped * Ya tsp Pepper"), whose amount is its head.
 */
export function suspectInside(line: Line): Word[] {
  return line.words.filter(
    (word, index) =>
      index > 0 &&
      INSIDE_GLYPH.test(word.text) &&
      (/(?:\p{L}|^\+)$/u.test(line.words[index - 1]!.text) ||
        (index > 1 && INSIDE_BULLET.test(line.words[index - 1]!.text))) &&
      /^\p{Ll}/u.test(line.words[index + 1]?.text ?? ''),
  );
}

/** A fraction read as a glyph after an opening bracket, a whole number before it or none. */
const BRACKETED_GLYPH = /^\((\d?)(?:%|¥|Y[a%s]?)$/u;

/**
 * Fractions read as a glyph after an opening bracket inside a line ("(% stick)", "(2% teaspoons)"):
 * each word with the box of what follows its bracket (known by its letters' own boxes) and the
 * whole number the engine read before the glyph ("" for none). Their shape still decides.
 */
export function suspectBracketed(line: Line): { word: Word; box: Box; whole: string }[] {
  return line.words.flatMap((word, index) => {
    const match = BRACKETED_GLYPH.exec(word.text);
    const symbols = word.symbols ?? [];
    if (index === 0 || !match || symbols[0]?.text !== '(' || symbols.length < 2) return [];
    return [{ word, box: { ...word.bbox, x0: symbols[1]!.bbox.x0 }, whole: match[1]! }];
  });
}

/**
 * A fraction run into its unit, as read: "Yatsp" (½ tsp), "%cup"; a unit in capitals too
 * ("2viTBSP": a bold "2½" read with its "½" as "vi", see `SUSPECT_AMOUNT`).
 */
const GLUED_UNIT =
  /^([\dYV%¥;:,.'’/\\»«a]{1,3}?|\dvi)(tsp|tbsp|cups?|teaspoons?|tablespoons?|TSP|TBSP|CUPS?)$/u;

/**
 * The line with a fraction run into its unit at its head ("Yatsp hot chilli powder", after a
 * bullet read as a glyph) read as two words, each with the box of its own letters; null when
 * there is none.
 */
export function unglued(line: Line): Line | null {
  for (const [index, word] of line.words.slice(0, 2).entries()) {
    const match = GLUED_UNIT.exec(word.text);
    const symbols = word.symbols ?? [];
    if (!match || !/[\dYV%¥]/u.test(match[1]!)) continue;
    if (index === 1 && !bulletWord(line.words[0]) && !listNumber(line.words[0])) continue;
    if (symbols.map((symbol) => symbol.text).join('') !== word.text) continue;
    const head = symbols.slice(0, match[1]!.length);
    const amount: Word = {
      text: match[1]!,
      bbox: { ...word.bbox, x1: Math.max(...head.map((symbol) => symbol.bbox.x1)) },
      symbols: head,
    };
    const unit: Word = {
      text: match[2]!,
      bbox: { ...word.bbox, x0: symbols[head.length]!.bbox.x0 },
    };
    return {
      text: line.text.replace(word.text, `${amount.text} ${unit.text}`),
      words: [...line.words.slice(0, index), amount, unit, ...line.words.slice(index + 1)],
    };
  }
  return null;
}

/**
 * The shape of a bold "½" read "vi" after its whole number ("2vi", see `SUSPECT_AMOUNT`): the
 * figure the engine read is the whole, by its own box, and the glyph is looked for in the
 * letters after it (over the word's box as a whole, a bold "2"'s top is taken for the
 * numerator). Null for any other amount, a word without its letters' boxes, or no glyph there.
 */
export function glyphAfterWhole(image: Pixels, words: Word[]): FractionShape | null {
  const [word] = words;
  const symbols = word?.symbols ?? [];
  if (words.length !== 1 || !/^\dvi$/u.test(word!.text) || symbols.length !== 3) return null;
  const whole = symbols[0]!.bbox;
  const glyph = { ...word!.bbox, x0: symbols[1]!.bbox.x0 };
  const shape = fractionShape(image, glyph);
  if (shape) return { ...shape, whole: shape.whole ?? { ...whole, y0: glyph.y0, y1: glyph.y1 } };
  // A blurred glyph whose figures run into its slash: its parts where a "½" sets them.
  return { ...partsWhereSet(glyph), whole: { ...whole, y0: glyph.y0, y1: glyph.y1 } };
}

/**
 * A glyph's figures by where a "½" sets them, clear of the slash between them: the numerator in
 * the upper left third, the denominator in the lower right. For a glyph whose figures run into
 * its slash, so that no shape is found in its ink.
 */
function partsWhereSet(glyph: Box): FractionShape {
  const width = glyph.x1 - glyph.x0;
  const height = glyph.y1 - glyph.y0;
  return {
    whole: null,
    numerator: {
      ...glyph,
      x1: glyph.x0 + Math.round(width * 0.3),
      y1: glyph.y0 + Math.round(height * 0.6),
    },
    denominator: {
      ...glyph,
      x0: glyph.x0 + Math.round(width * 0.55),
      y0: glyph.y1 - Math.round(height * 0.55),
    },
  };
}

/** One figure boxed at least this many times as wide as tall is no figure (a "5" is about 0.6). */
const WIDE_FIGURE = 1;
/**
 * …but at most this many (a "½" is 1.0-1.4 of its height wide; a bullet run into a figure, "•2"
 * read "2", is wider still).
 */
const WIDEST_GLYPH = 1.6;
/** …and at least this many times as wide as the page's other figures of its height. */
const WIDER_THAN_PAGE = 1.4;
/** The page's figures it is measured against: at least this many, within a quarter of its height. */
const MIN_PAGE_FIGURES = 3;

/**
 * The parts of a fraction glyph the engine read as one figure ("5 tsp salt" for a "½" in shadow,
 * vt-036), where no shape was found in its ink: a figure before a unit, its box as wide as it
 * is tall, and much wider than the page's other one-figure words of its height (a bold face's "2"
 * is as wide as tall too, and so are its other figures). The crops read the parts as any glyph's.
 * Null for any other amount, or with too few figures on the page to measure by.
 */
export function wideFigureShape(
  line: Line,
  words: readonly Word[],
  figures: readonly Box[],
): FractionShape | null {
  const [word] = words;
  if (words.length !== 1 || !word || !/^\d$/u.test(word.text)) return null;
  // A unit after it: a list's number before a step ("2. Pour", read "2" with its full stop in
  // its box) is as wide.
  const next = line.words[line.words.indexOf(word) + 1];
  if (!next || !readUnit(next.text, 0, true)) return null;
  const { x0, y0, x1, y1 } = word.bbox;
  const height = y1 - y0;
  if (x1 - x0 < WIDE_FIGURE * height || x1 - x0 > WIDEST_GLYPH * height) return null;
  const widths = figures
    .filter((box) => box !== word.bbox && Math.abs(box.y1 - box.y0 - height) <= 0.25 * height)
    .map((box) => box.x1 - box.x0)
    .sort((a, b) => a - b);
  if (widths.length < MIN_PAGE_FIGURES) return null;
  const median = widths[Math.floor(widths.length / 2)]!;
  return x1 - x0 >= WIDER_THAN_PAGE * median ? partsWhereSet(word.bbox) : null;
}

/** The boxes of the page's words that are one figure ("2", not "2." or "12"). */
export const oneFigureBoxes = (page: EnginePage): Box[] =>
  engineLines(page)
    .flatMap((line) => line.words ?? [])
    .filter((word) => /^\d$/u.test(word.text))
    .map((word) => word.bbox);

/**
 * What is left of a fraction glyph read as a word of its own, with no figure: "%", "Ya", "¥",
 * "*%", "%-" (a glyph's mark and up to two specks or letters the engine added).
 */
const GLYPH_REMAINS = /^(?=.*[Y%¥*])[Y%¥*;:,.'’/\\»«as-]{1,3}$/u;

/** A line's head where a fraction may have gone unread: see `unreadHead`. */
export type Head = { lead: Word | null; remains: Word[]; word: Word };

/**
 * A line's head whose fraction the engine may have read as nothing, or as a glyph's remains in
 * a box narrower than its ink, or run into the next word ("½tbsp" read "tbsp", "¼" read "%"
 * over half its width, "¾lime" read "lime,", "¼tsp." read "Yatsp."): after a bullet, box or
 * list number read as a glyph (`lead`), the remains before the first word (`remains`), and the
 * first word itself, which has letters and does not start with a figure (a line that starts
 * with a figure has its amount, and the look at its head is `suspectAmount`'s). Only the
 * pixels say whether a fraction is there (`headFraction` in `mendFractions`).
 */
export function unreadHead(line: Line): Head | null {
  const words = line.words.filter((word) => word.text !== '');
  // A section's heading alone on its row has no amount: its capital "I" and the letters after
  // it may pass the shape test ("Instructions" read "1 ⅔ Instructions", vt-026).
  const heading = readHeading(words.map((word) => word.text).join(' '));
  if (heading !== null && heading.rest === '') return null;
  const first = words[0];
  const lead =
    first &&
    !GLYPH_REMAINS.test(first.text) &&
    (listNumber(first) || (bulletWord(first) && !/[1-9]/u.test(first.text)))
      ? first
      : null;
  let at = lead ? 1 : 0;
  const remains: Word[] = [];
  while (remains.length < 2 && words[at] && GLYPH_REMAINS.test(words[at]!.text)) {
    remains.push(words[at]!);
    at += 1;
  }
  const word = words[at];
  // A figure that is no list's number is the amount (a bullet is never read as "2").
  if (!word || /^\d/u.test(word.text) || (word.text.match(/\p{L}/gu) ?? []).length < 2) return null;
  return { lead, remains, word };
}

/**
 * Letters a fraction glyph's columns are not: "Y" (what the engine makes of "½"), and the narrow
 * letters ("l", "i", "I", "j"), too narrow for a glyph that passed the shape test ("¾lime" read
 * "lime" with the "l"'s box over the "¾").
 */
const GLYPH_LETTERS = new Set(['Y', 'l', 'i', 'I', 'j']);
const narrowLetter = (text: string) => text !== 'Y' && GLYPH_LETTERS.has(text);

/**
 * A bullet run into the glyph after it, read as one word: a mark the bullet was read as, then
 * only letters the engine makes of a glyph (`GLYPH_LETTERS`; "«i" for "• ½ lemon", fx-029). Its
 * first symbol, the bullet, where the look for a fraction starts (the shape decides); null for
 * any other lead.
 */
export function bulletRunIn(lead: Word): { text: string; bbox: Box } | null {
  const symbols = lead.symbols ?? [];
  const [bullet, ...after] = symbols;
  if (!bullet || after.length === 0 || symbols.map((symbol) => symbol.text).join('') !== lead.text)
    return null;
  if (/[\p{L}\d]/u.test(bullet.text) || !after.every((symbol) => GLYPH_LETTERS.has(symbol.text)))
    return null;
  return bullet;
}

/**
 * Whether the engine read the glyph whose shape looks like a fraction as the first letter of the
 * word (an "S" in some faces has ink only high at its left and low at its right): the word's
 * first symbol is a letter (not one of `GLYPH_LETTERS`) whose box is the glyph's columns, not
 * more. A letter whose box reaches past the glyph took it in with its own ink ("½tbsp" read "tbsp", its "t"
 * as wide as both). With no symbols to say, only a glyph's remains read before the word let the
 * shape decide.
 */
export function readAsLetter(head: Head, glyph: Box): boolean {
  const first = head.word.symbols?.[0];
  if (!first) return head.remains.length === 0;
  return (
    /^\p{L}$/u.test(first.text) &&
    !GLYPH_LETTERS.has(first.text) &&
    first.bbox.x0 >= glyph.x0 - 2 &&
    first.bbox.x1 <= glyph.x1 + 2
  );
}

/**
 * The line with the amount read from the pixels at its head (`glyph`, the fraction's box, and a
 * whole number before it) in place of the glyph's remains; the first word loses the letters the
 * engine read inside the glyph's columns ("Ycup" → "cup", "¥2Tbs." → "Tbs."), known by their
 * own boxes (a word without them keeps its letters).
 */
export function withHeadAmount(line: Line, head: Head, amount: string, glyph: Box): void {
  for (const remains of head.remains) remains.text = '';
  const { word } = head;
  const symbols = word.symbols ?? [];
  if (symbols.length > 0 && symbols.map((symbol) => symbol.text).join('') === word.text) {
    // A letter whose box reaches well past the glyph is the word's own (its box took the glyph
    // in); a mark or a "Y" whose middle is in the glyph's columns is the glyph's.
    // A narrow letter there is the word's own, its box moved over the glyph ("¾lime" read
    // "lime" with the "l" over the "¾").
    const inGlyph = (symbol: { text: string; bbox: Box }) =>
      (symbol.bbox.x0 + symbol.bbox.x1) / 2 < glyph.x1 &&
      !narrowLetter(symbol.text) &&
      (symbol.bbox.x1 <= glyph.x1 + 2 || !/^\p{L}$/u.test(symbol.text) || symbol.text === 'Y');
    const kept = symbols.filter((symbol) => !inGlyph(symbol));
    if (narrowLetter(symbols[0]!.text) && symbols[0]!.bbox.x1 <= glyph.x1 + 2)
      word.bbox = { ...word.bbox, x0: glyph.x1 };
    if (
      kept.length > 0 &&
      kept.length < symbols.length &&
      kept[0] === symbols[symbols.length - kept.length]
    ) {
      word.text = kept.map((symbol) => symbol.text).join('');
      word.bbox = { ...word.bbox, x0: kept[0]!.bbox.x0 };
      word.symbols = kept;
    }
  }
  const at = line.words.indexOf(head.remains[0] ?? word);
  line.words.splice(at, 0, { text: amount, bbox: glyph });
  const end = /\s*$/u.exec(line.text)?.[0] ?? '';
  line.text = `${line.words
    .map((each) => each.text)
    .filter((text) => text !== '')
    .join(' ')}${end}`;
}

/**
 * A fraction at a line's head that the engine gave no word of its own (see `unreadHead`): the
 * first glyph (or a whole number and the glyph after it) from the end of the lead to the end of
 * the first word, if its shape is a fraction's at least half the word's height. Read
 * and written into the line as `mendFractions` does the amounts it was given.
 */
async function headFraction(crops: CropReader, image: Pixels, line: Line): Promise<void> {
  const head = unreadHead(line);
  if (!head) return;
  const { lead, remains, word } = head;
  const near = [...remains, word, line.words[line.words.indexOf(word) + 1]].filter(
    (each): each is Word => each !== undefined && each.text !== '',
  );
  const y0 = Math.min(...near.map((each) => each.bbox.y0)) - 2;
  const y1 = Math.max(...near.map((each) => each.bbox.y1)) + 2;
  const bullet = lead && bulletRunIn(lead);
  const from = lead ? (bullet ?? lead).bbox.x1 + 1 : (remains[0] ?? word).bbox.x0 - 2;
  const tall = word.bbox.y1 - word.bbox.y0;
  // A speck or a full stop left after the lead is no glyph of the amount.
  const runs = inkRuns(image, { x0: from, y0, x1: word.bbox.x1, y1 }).filter(
    (run) => run.y1 - run.y0 >= 0.4 * tall,
  );
  for (const count of [1, 2]) {
    const last = runs[count - 1];
    if (!last) return;
    // The shape test pads its box by 2 px: keep the padding inside the runs' own columns.
    const box = { x0: runs[0]!.x0 + 2, y0: y0 + 2, x1: last.x1 - 2, y1: y1 - 2 };
    const shape = fractionShape(image, box);
    if (!shape || shape.denominator.y1 - shape.numerator.y0 < 0.5 * tall) continue;
    if (readAsLetter(head, last)) return;
    const seen = remains.map((each) => each.text).join('');
    // A glyph run into the bullet before it: what the engine read of it is its letters there.
    const runIn = lead && bullet ? lead.text.slice(bullet.text.length) : '';
    const fraction =
      (await readFraction(crops, image, shape, runIn)) ?? guessFraction(seen, image, shape);
    if (!fraction) return;
    const whole = shape.whole ? await readFigures(crops, image, shape.whole, false) : '';
    if (shape.whole && !/^[1-9]\d?$/u.test(whole)) return;
    const glyph = {
      x0: runs[0]!.x0,
      y0: shape.numerator.y0,
      x1: last.x1,
      y1: shape.denominator.y1,
    };
    const amount = whole === '' ? fraction.text : `${whole} ${fraction.text}`;
    // The engine's text of the amount: its remains, and the letters read inside the glyph.
    const before = [...remains.map((each) => each.text), head.word.text].join(' ');
    if (lead && bullet) {
      // The lead keeps only its bullet; the letters read after it were the glyph's.
      lead.text = bullet.text;
      lead.bbox = { ...lead.bbox, x1: bullet.bbox.x1 };
      lead.symbols = [bullet];
    }
    withHeadAmount(line, head, amount, glyph);
    const after = head.word.text;
    noteGuess(
      line,
      fraction,
      amount,
      before.endsWith(after) ? before.slice(0, -after.length).trim() : seen,
    );
    return;
  }
}

/**
 * A fraction whose shape was found but whose figures could not be read again, as the engine read
 * it: its "1" and slash read "Y", then the denominator: "Ya" is "¼" (a small "4" read "a"),
 * unless the denominator's `foot` (see `denominatorFoot`) starts at its left edge, a "2"'s: "½";
 * "Y2" is "½". Anything else ("%", "Y%", which it makes of "½", "¼" and "¾" alike) says nothing: null.
 * "Va" (a narrow face's "1/" in blur) the engine makes of "½" and "¼" alike (vt-023), so only
 * the foot tells it: a "2"'s (under `TWO_FOOT`) is "½", a "4"'s (`FOUR_FOOT` or more) "¼", and
 * a foot between them or none says nothing.
 */
export const engineFraction = (read: string, foot: number | null = null): string | null => {
  if (read === 'Ya') return foot !== null && foot < TWO_FOOT ? '½' : '¼';
  if (read === 'Va' && foot !== null) return foot < TWO_FOOT ? '½' : foot >= FOUR_FOOT ? '¼' : null;
  return read === 'Y2' ? '½' : null;
};

/**
 * `engineFraction` as a guess (see `Fraction`). The engine's "a" of "Ya" is a small figure
 * under the slash it could not read: a "4" mostly, but a small blurred "2" too (kt-016's "½ tsp
 * salt" read "Ya", no crop reading either figure). The denominator's foot tells them apart as it
 * does a crop's "4" (`denominatorFoot`): a "2" stands on a flat stroke from its left edge.
 */
const guessFraction = (read: string, image: Pixels, shape: FractionShape): Fraction | null => {
  const foot = /^[YV]a$/u.test(read) ? denominatorFoot(image, shape.denominator) : null;
  const text = engineFraction(read, foot);
  return text === null ? null : { text, guessed: true };
};

/**
 * Whether the amount is one word whose figures before the fraction are a box or a round bullet
 * read as noughts ("00%", "O%", "(0%"): no amount starts with a nought, so the glyph is all of it.
 */
export const boxRunIn = (words: readonly Word[]): boolean =>
  words.length === 1 && /^[([]?[0Oo]{1,2}(?![0Oo])/u.test(words[0]!.text);

/**
 * The shape of an amount whose box is narrower than the glyph's ink ("1Y%" whose "%" ends short
 * of the "½"), looked at again to the end of the ink its box stops in; null when the box ends at
 * a gap or no fraction is there.
 */
function widerShape(image: Pixels, box: Box): FractionShape | null {
  const end = toInkEnd(image, box);
  return end ? fractionShape(image, end) : null;
}

/** A whole number's gap to the next word that may hold a glyph, in the figure's heights. */
const GLYPH_GAP = 0.8;

/**
 * The shape of a mixed number whose fraction glyph the engine gave no word at all ("2 ½
 * teaspoons" read "2 teaspoons", the "2" boxed alone and "teaspoons" starting past the glyph):
 * a lone whole figure, a gap to the next word wider than `GLYPH_GAP` of its height, and ink
 * there at least half as tall; the box carried from the figure to that ink's end. Null when
 * there is no such gap or no fraction is in it.
 */
export function unwordedShape(
  image: Pixels,
  line: Line,
  words: readonly Word[],
): FractionShape | null {
  const word = words[0]!;
  if (words.length !== 1 || !/^[1-9]$/u.test(word.text)) return null;
  const next = line.words[line.words.indexOf(word) + 1];
  const tall = word.bbox.y1 - word.bbox.y0;
  if (!next || next.bbox.x0 - word.bbox.x1 < GLYPH_GAP * tall) return null;
  const runs = inkRuns(image, {
    x0: word.bbox.x1 + 1,
    y0: word.bbox.y0 - 2,
    x1: next.bbox.x0 - 1,
    y1: word.bbox.y1 + 2,
  }).filter((run) => run.y1 - run.y0 >= 0.5 * tall);
  const end = runs[runs.length - 1];
  if (!end) return null;
  const shape = fractionShape(image, { ...word.bbox, x1: end.x1 });
  return shape?.whole ? shape : null;
}

/**
 * The shape of an amount whose fraction is built up of letters (`builtUpShape`): its last word,
 * with the whole number read as a word of its own before it ("1 1/;") or none.
 */
export function builtUpAmount(line: Line, words: readonly Word[]): FractionShape | null {
  const shape = builtUpShape(words[words.length - 1]!, line.words);
  if (!shape || words.length === 1) return shape;
  return shape.whole ? null : { ...shape, whole: words[0]!.bbox };
}

/** Fractions at the heads of lines, read again by their shape; the lines' text mended. */
async function mendFractions(crops: CropReader, page: EnginePage, image: Pixels): Promise<void> {
  // The page's one-figure words, measured only when a wide one turns up (`wideFigureShape`).
  let figures: Box[] | undefined;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const read of paragraph.lines as Line[]) {
        // Inside the line: one glyph whose shape is a stacked fraction with no whole number.
        for (const word of suspectInside(read)) {
          const shape = fractionShape(image, word.bbox);
          if (!shape || shape.whole) continue;
          const fraction = await readFraction(crops, image, shape);
          if (!fraction) continue;
          read.text = read.text.replace(` ${word.text} `, ` ${fraction.text} `);
          noteGuess(read, fraction, fraction.text, word.text);
          word.text = fraction.text;
        }
        // After an opening bracket: a glyph, with the whole number the engine read or none.
        for (const { word, box, whole } of suspectBracketed(read)) {
          const shape = fractionShape(image, box);
          if (!shape || !glyphTallEnough(shape, box) || (shape.whole === null) !== (whole === ''))
            continue;
          const fraction = await readFraction(crops, image, shape);
          if (!fraction) continue;
          const amount = `(${whole === '' ? '' : `${whole} `}${fraction.text}`;
          read.text = read.text.replace(word.text, amount);
          noteGuess(read, fraction, amount, word.text);
          word.text = amount;
        }
        // As read, or with a fraction run into its unit read apart ("Yatsp").
        const split = unglued(read);
        let found: {
          line: Line;
          words: Word[];
          box: Box;
          shape: FractionShape;
          widened: boolean;
        } | null = null;
        for (const line of split ? [read, split] : [read]) {
          const words = suspectAmount(line);
          const last = words?.[words.length - 1];
          if (!words || !last) continue;
          const box = { ...words[0]!.bbox, x1: last.bbox.x1 };
          const own = glyphAfterWhole(image, words) ?? fractionShape(image, box);
          const shape =
            own ??
            builtUpAmount(line, words) ??
            widerShape(image, box) ??
            unwordedShape(image, line, words) ??
            wideFigureShape(line, words, (figures ??= oneFigureBoxes(page)));
          if (shape && glyphTallEnough(shape, box)) {
            found = { line, words, box, shape, widened: own === null };
            break;
          }
        }
        if (!found) {
          await headFraction(crops, image, read);
          continue;
        }
        const { line } = found;
        let { words, shape } = found;
        const seenText = words.map((each) => each.text).join(' ');
        let fraction = await readFraction(crops, image, shape, seenText);
        // The box carried to its ink's end, unless that is the shape already read.
        const again = fraction || found.widened ? null : widerShape(image, found.box);
        if (again) {
          fraction = await readFraction(crops, image, again, seenText);
          if (fraction) shape = again;
        }
        fraction ??= guessFraction(words[words.length - 1]!.text, image, shape);
        if (!fraction) {
          // The amount's own box may hold only part of the glyph: its columns may say more.
          await headFraction(crops, image, read);
          continue;
        }
        const letterBox = words.length === 1 && LETTER_BOX_GLYPH.test(words[0]!.text);
        let whole =
          shape.whole && !letterBox ? await readFigures(crops, image, shape.whole, false) : '';
        if (whole === '' && shape.whole) whole = engineWhole(words, shape.whole);
        if (shape.whole && !letterBox && !/^[1-9]\d?$/u.test(whole)) {
          // Not a whole number: a box or bullet read as "0" before the fraction, a word of its
          // own ("0 Ya tsp", which stays) or run into it ("00%", whose glyph is the amount).
          if (words.length === 2 && /^[0Oo]$/u.test(words[0]!.text)) words = words.slice(1);
          else if (!boxRunIn(words)) continue;
          whole = '';
        }
        const word = words[0]!;
        const last = words[words.length - 1]!;
        const amount = whole === '' ? fraction.text : `${whole} ${fraction.text}`;
        const seen = words.map((w) => w.text).join(' ');
        line.text = line.text.replace(seen, amount);
        noteGuess(read, fraction, amount, seen);
        word.text = amount;
        // The amount now spans the words it was read as (no gap to split the line at).
        word.bbox = { ...word.bbox, x1: last.bbox.x1 };
        for (const other of words.slice(1)) other.text = '';
        if (line !== read) {
          read.text = line.text;
          read.words = line.words;
        }
      }
    }
  }
}

/**
 * The whole number the engine read as a word of its own before the fraction's word ("1" · "15"
 * for "1 ½", vt-019), where no crop reads anything in the whole's box (a sans-serif "1" whose
 * flag keeps it from being one upright stroke): the engine's own figure, when its word's box
 * covers most of the whole's; '' otherwise.
 */
export function engineWhole(words: readonly Word[], whole: Box): string {
  const first = words[0];
  if (words.length !== 2 || !first || !/^[1-9]\d?$/u.test(first.text)) return '';
  const overlap = Math.min(first.bbox.x1, whole.x1) - Math.max(first.bbox.x0, whole.x0);
  return overlap >= 0.5 * (whole.x1 - whole.x0) ? first.text : '';
}

/** A letter the engine gave a row's lone figure is at least this share of the unit's height. */
const FIGURE_TALL = 0.7;
/** …and stands at most this many of its heights left of the unit's word. */
const FIGURE_GAP = 4;

/**
 * The engine's row that opens with a unit ("cup yellow cornmeal") beside `lone`, a line of one
 * letter: on the same row (their boxes overlap by half the letter's height) and a little to its
 * right; null when there is none.
 */
export function unitRowBeside(lone: Word, lines: readonly Line[]): Line | null {
  const high = lone.bbox.y1 - lone.bbox.y0;
  return (
    lines.find((line) => {
      const first = line.words?.[0];
      if (!first || !readUnit(line.text.trimStart(), 0, true)) return false;
      const overlap = Math.min(first.bbox.y1, lone.bbox.y1) - Math.max(first.bbox.y0, lone.bbox.y0);
      const gap = first.bbox.x0 - lone.bbox.x1;
      return (
        overlap >= 0.5 * high &&
        gap >= -0.2 * high &&
        gap <= FIGURE_GAP * high &&
        high >= FIGURE_TALL * (first.bbox.y1 - first.bbox.y0)
      );
    }) ?? null
  );
}

/**
 * A row's amount the engine read as a letter on a line of its own ("a" left of "cup yellow
 * cornmeal" for "1 cup yellow cornmeal", its "1" blurred by a fold): a line of one letter, as
 * tall as the unit's word that opens the row beside it, whose crop reads one figure from 1 to 9,
 * is that figure (the list's number joins its row, text-lines.ts). A bullet read as a letter is
 * a dot, too small to pass; a row opening with a unit prints no article before it.
 */
export async function mendLoneFigures(
  crops: CropReader,
  page: EnginePage,
  image: Pixels,
): Promise<void> {
  const lines = engineLines(page) as Line[];
  for (const line of lines) {
    const lone = line.words?.length === 1 ? line.words[0]! : null;
    if (!lone || !/^\p{L}$/u.test(lone.text) || !unitRowBeside(lone, lines)) continue;
    const figure = await readFigures(crops, image, lone.bbox, true);
    if (!/^[1-9]$/u.test(figure)) continue;
    line.text = line.text.replace(lone.text, figure);
    lone.text = figure;
  }
}

/**
 * A row's count the engine did not read where the list's amounts stand in a column of their own
 * (lost-counts.ts): the ink left of the row's first word read as a figure, 1 to 999, written in.
 */
export async function mendLostCounts(
  crops: CropReader,
  page: EnginePage,
  image: Pixels,
): Promise<void> {
  for (const { line, first, box, height } of countlessRows(engineLines(page) as Line[])) {
    const runs = inkRuns(image, { ...box, x1: first.bbox.x1 });
    const ink = countInk(runs, first, height);
    if (!ink) continue;
    const count = await readFigures(crops, image, ink, false);
    if (!/^[1-9]\d{0,2}$/u.test(count)) continue;
    withCount(line, first, count, ink);
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
  const recognise = async (pixels: Pixels) =>
    (await worker.recognize(await asImage(toImage(pixels)), {}, { text: true, blocks: true }))
      .data as unknown as EnginePage;
  const first = await recognise(image);
  let page = first;
  // Small type read again from the photo scaled up (decision 0017, session 78): the engine finds
  // and reads rows of 12-13 px far better at twice the size. Every later look works on that image.
  const scale = smallTypeScale(page, image);
  if (scale !== 1) {
    // A second read that fails (the scaled photo's memory on a phone, up to SMALL_TYPE_MOST
    // pixels) keeps the first read and its photo: the page is then read as it was before.
    try {
      const scaled = scalePixels(image, scale);
      page = withLargeType(first, withoutGrainLines(await recognise(scaled)), scale);
      image = scaled;
    } catch {
      page = first;
    }
  }
  // The page's own numbers (a folio, a web page's "1/2") out first: the draft has no place for them.
  dropPageDigits(page);
  // A hyphen between figures the engine ran into the next figure's box ("3-4cm" read "34cm").
  mendFigureHyphens(page, image);
  // An en dash between figures read as a hyphen run into them ("1-1.5" for "1 – 1.5").
  mendFigureDashes(page);
  // A capital's arm the engine split off as a quote after a figure ("2'TBSP" for "2 TBSP").
  mendSplitArms(page, image);
  // A dash read as "«", the mark of a round bullet, told by its flat box ("herbs - I use").
  mendFlatGuillemets(page);
  // Rows the engine's line strayed across, read again from a crop first (stray-rows.ts), so the
  // second look at fractions sees their words too.
  await rereadStrayRows(worker, page, image, toImage, settings);
  // A row of a column the engine passed over whole, read from the band it left (unread-rows.ts).
  await rereadUnreadRows(worker, page, image, toImage, settings);
  // A title in large type the page's read garbled or lost, read again scaled down (title-band.ts).
  await rereadTitle(worker, page, image, toImage, settings);
  // A small letter read as its capital of the same shape ("1 pound Spaghetti"), by its box.
  mendLetterCase(page);
  // A capital "I" alone at the end of a row in capitals read as a bar ("PUMPKIN PIE |").
  mendBarCapitals(page);
  // Food words the card prints without the accents core would put back ("Creme Brulee").
  const plain = plainPrinted(page, image);
  const words = engineLines(page).flatMap((line) => line.words ?? []);
  const crops = cropReader(worker, toImage, () => pageFigures(words, image));
  // The crops' digits-only settings are left as they are: every photo's read sets the page's
  // settings whole before its page (above), a round trip to the engine fewer a photo.
  await mendLoneFigures(crops, page, image);
  await mendLostCounts(crops, page, image);
  await mendFractions(crops, page, image);
  const lines = pageLines(page);
  markPlain(lines, plain);
  // A guessed fraction put right by the metric amount printed beside it ("⅛ cup (30 g) sugar").
  await agreeWithMetric(lines);
  return lines;
}
