/**
 * Small type read again larger (decision 0017, session 78). The engine finds and reads rows whose
 * words are 12-13 px tall (a card of 12-13 px print photographed from arm's length) far worse than
 * the same rows at twice the size: under a phone's grain it lost whole rows and the title. The
 * page's own read tells the type's size (its words' median height), so a page read in small type
 * whose text's edges are sharp is read once more from the photo scaled up, in grey; every other
 * page is read once, as before.
 */
import { axisSharpness, greyOf, halfPaper, type Pixels } from './prepare-image.ts';
import { engineLines, textHeight, type EnginePage } from './text-lines.ts';

/** A page whose words' median height is under this many pixels is read again scaled… */
export const SMALL_TYPE = 14;
/** …by this much (bilinear; 2.5 and 3 read the kinds set's small type worse than 2)… */
export const SMALL_TYPE_SCALE = 2;
/** …unless the scaled photo would hold more pixels than this (the engine's time grows with them). */
export const SMALL_TYPE_MOST = 16_000_000;
/**
 * …and only where its text's edges are this sharp along both axes (`axisSharpness` of the image
 * handed to the engine): a shaken photo's small type read at twice the size lost eight more
 * lines (0.41 along its smear, after the shake's mask), a defocused one a line (0.41); the
 * photos it helped measure 0.52-0.92.
 */
export const SHARP_ENOUGH = 0.47;
/** A page with fewer lines than this says too little of its type's size. */
const FEWEST_LINES = 5;

/** How much to scale a page read from `image` before it is read again: 1, not at all. */
export function smallTypeScale(page: EnginePage, image: Pixels): number {
  const lines = engineLines(page);
  if (lines.length < FEWEST_LINES) return 1;
  const height = textHeight(lines, 'upper');
  if (height <= 0 || height >= SMALL_TYPE) return 1;
  if (image.width * image.height * SMALL_TYPE_SCALE ** 2 > SMALL_TYPE_MOST) return 1;
  // Soft edges, along one axis or all round, come out softer still when scaled.
  const grey = greyOf(image);
  const edges = axisSharpness(
    grey,
    halfPaper(grey, image.width, image.height),
    image.width,
    image.height,
  );
  return Math.min(edges.across, edges.down) < SHARP_ENOUGH ? 1 : SMALL_TYPE_SCALE;
}

/**
 * A line of the scaled read with confidence under this is the photo's grain read as letters
 * (the kinds set's grainiest photos: "mete", 9, over the title; "rT — SES nm A", 4, read as a
 * group heading); the scaled read's lines of print come out at 45 or more.
 */
export const GRAIN_READ = 20;

/** The page with the lines of the scaled read its grain made (see GRAIN_READ) left out. */
export function withoutGrainLines(page: EnginePage): EnginePage {
  if (!page.blocks) return page;
  const kept = (line: { confidence?: number }) =>
    line.confidence === undefined || line.confidence >= GRAIN_READ;
  return {
    ...page,
    blocks: page.blocks.map((block) => ({
      ...block,
      paragraphs: block.paragraphs.map((paragraph) => ({
        ...paragraph,
        lines: paragraph.lines.filter(kept),
      })),
    })),
  };
}

/** A line of the first read whose words are this many times its page's type is large type… */
export const LARGE_TYPE = 1.8;
/** …kept from the first read (scaled to the second) where it was read with this confidence. */
export const SURE_LARGE = 80;

type Boxed = { x0: number; y0: number; x1: number; y1: number };
const scaledBox = (box: Boxed, scale: number) => ({
  ...box,
  x0: box.x0 * scale,
  y0: box.y0 * scale,
  x1: box.x1 * scale,
  y1: box.y1 * scale,
});

/**
 * The scaled read with the first read's large type put back: a title two or three times the
 * body's size comes to 60-90 px at twice the size, past what the engine reads well, while the
 * first read had it at a size it reads. Each line of the first read in large type, read with
 * SURE_LARGE confidence and more than every line of the scaled read it covers, takes their place.
 */
export function withLargeType(first: EnginePage, scaled: EnginePage, scale: number): EnginePage {
  const lines = engineLines(first);
  const body = textHeight(lines, 'upper');
  const large = lines
    .filter(
      (line) =>
        (line.confidence ?? 0) >= SURE_LARGE && textHeight([line], 'upper') >= LARGE_TYPE * body,
    )
    .map((line) => ({
      ...line,
      bbox: scaledBox(line.bbox, scale),
      ...(line.baseline ? { baseline: scaledBox(line.baseline, scale) } : {}),
      ...(line.words
        ? {
            words: line.words.map((word) => ({
              ...word,
              bbox: scaledBox(word.bbox, scale),
              ...('symbols' in word && Array.isArray(word.symbols)
                ? {
                    symbols: (word.symbols as { bbox: Boxed }[]).map((symbol) => ({
                      ...symbol,
                      bbox: scaledBox(symbol.bbox, scale),
                    })),
                  }
                : {}),
            })),
          }
        : {}),
    }));
  if (large.length === 0 || !scaled.blocks) return scaled;
  const overlaps = (box: Boxed, bbox: Boxed) => {
    const down = Math.min(box.y1, bbox.y1) - Math.max(box.y0, bbox.y0);
    const across = Math.min(box.x1, bbox.x1) - Math.max(box.x0, bbox.x0);
    return across > 0 && down > 0.5 * Math.min(box.y1 - box.y0, bbox.y1 - bbox.y0);
  };
  // A large line is put back only where it was read with more confidence than every line of the
  // scaled read it covers (a title the scaled read got right stays as the scaled read has it).
  const scaledLines = engineLines(scaled);
  const back = large.filter((line) =>
    scaledLines.every(
      (other) =>
        !overlaps(other.bbox, line.bbox) || (other.confidence ?? 0) < (line.confidence ?? 0),
    ),
  );
  if (back.length === 0) return scaled;
  const covered = (box: Boxed) => back.some(({ bbox }) => overlaps(box, bbox));
  return {
    ...scaled,
    blocks: [
      { paragraphs: [{ lines: back }] },
      ...scaled.blocks.map((block) => ({
        ...block,
        paragraphs: block.paragraphs.map((paragraph) => ({
          ...paragraph,
          lines: paragraph.lines.filter((line) => !covered(line.bbox)),
        })),
      })),
    ],
  };
}
