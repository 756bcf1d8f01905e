/**
 * A page's own numbers: the folio of a book page ("142", centred or at the outer corner under
 * the method), a printed web page's page count ("1/2" in the browser's footer) and the like. They
 * are printed in the page's top or bottom margin, alone on their row, no larger than the body
 * text, and the draft has no place for them: read as a line they became an extra ingredient or
 * step, or an amount joined to the row beside them. Shared by the scan screen and the photo
 * scorer (apps/web/bench/photos), called by read-photo.ts on the engine's page before the
 * second looks.
 */
import type { EnginePage } from './text-lines.ts';

type Box = { x0: number; y0: number; x1: number; y1: number };
type EngineLine = NonNullable<EnginePage['blocks']>[number]['paragraphs'][number]['lines'][number];

/** A short line of figures as the page-digits rule sees it. */
export type DigitsLine = {
  text: string;
  /**
   * Where the line's middle sits on the page: 0 at the top of the text of the page's other rows,
   * 1 at its bottom (below 0 or past 1 when the line is above or below all of it).
   */
  pageFraction: number;
  /** Its height over the body text's (the median word height of the page). */
  size: number;
  /** Whether no other line shares its row near it (within BESIDE body heights either side). */
  alone: boolean;
  /**
   * Whether it starts where no line near it starts (within COLUMN body heights, NEAR body heights
   * over or under it): a folio is centred or set at the outer corner, while an amount cut from
   * its row starts at its list's left edge, under the rows before it.
   */
  offColumn: boolean;
};

/** A page number: figures, "1/2" or "2 of 3", a "Page" before them, dashes round them. */
const PAGE_DIGITS = /^[-–—·•|]?\s*(?:page\s+)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?\s*[-–—·•|]?$/iu;
/** A line whose middle is this near the top or bottom of the page's other text, or past it… */
const MARGIN = 0.04;
/** …and no taller than this many body heights (a folio is set small) is the page's number. */
const MAX_SIZE = 1.25;
/**
 * A line on the row within this many body heights of it, either side, is beside it: a figure
 * with words that near is an amount or a list's number (text-lines.ts joins such at 4), while a
 * page count sits across the page from the address in a web page's footer.
 */
const BESIDE = 4;
/** Two lines whose left edges are within this many body heights start in one column… */
const COLUMN = 1.5;
/** …when no more than this many body heights lie between them, one over the other. */
const NEAR = 4;

/**
 * A web address as a printed page's footer gives it, misread as the engine reads it:
 * "https://www.site.co.uk/slug/", "hitps:/Mw site.co uk/slug/", "tps: /iwww.site .CO. uk…".
 */
const WEB_ADDRESS =
  /(?:\b[a-z]{0,4}ps ?: ?\/|\bw{2,3}\.|\.\s?(?:co|com|org|net)\b\.?\s?(?:uk)?\S*\/)/iu;
/** …a line of at most this many words (an address has none; its misreads split it a little). */
const ADDRESS_WORDS = 4;

/** Whether a line in the page's top or bottom margin is its web address, to be dropped. */
export function pageAddress(line: Pick<DigitsLine, 'text' | 'pageFraction'>): boolean {
  const text = line.text.trim();
  if (!WEB_ADDRESS.test(text) || text.split(/\s+/u).length > ADDRESS_WORDS) return false;
  return line.pageFraction <= MARGIN || line.pageFraction >= 1 - MARGIN;
}

/** Whether a short line of figures is the page's own number, to be dropped. */
export function pageDigits(line: DigitsLine): boolean {
  if (!PAGE_DIGITS.test(line.text.trim())) return false;
  if (!line.alone || !line.offColumn || line.size > MAX_SIZE) return false;
  return line.pageFraction <= MARGIN || line.pageFraction >= 1 - MARGIN;
}

const middle = (box: Box) => (box.y0 + box.y1) / 2;
const height = (box: Box) => box.y1 - box.y0;

/** The page's numbers taken out of the engine's page (in place); how many were taken. */
export function dropPageDigits(page: EnginePage): number {
  if (!page.blocks) return 0;
  const lines = page.blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines as EngineLine[]),
  );
  const words = lines.flatMap((line) => line.words ?? []).filter((w) => w.text.trim() !== '');
  const heights = words.map((word) => height(word.bbox)).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)];
  if (body === undefined || body <= 0) return 0;
  const dropped = new Set<EngineLine>();
  for (const line of lines) {
    const digits = PAGE_DIGITS.test(line.text.trim());
    if (!digits && !WEB_ADDRESS.test(line.text)) continue;
    const others = lines.filter((other) => other !== line && other.text.trim() !== '');
    if (others.length === 0) continue;
    const box = line.bbox;
    const onRow = (other: EngineLine) =>
      Math.min(other.bbox.y1, box.y1) - Math.max(other.bbox.y0, box.y0) >
      0.5 * Math.min(height(other.bbox), height(box));
    // The page's extent from the other rows (a footer's other end is on the line's own row).
    const rows = others.filter((other) => !onRow(other));
    if (rows.length === 0) continue;
    const top = Math.min(...rows.map((other) => other.bbox.y0));
    const bottom = Math.max(...rows.map((other) => other.bbox.y1));
    const alone = !others.some(
      (other) =>
        onRow(other) && Math.max(other.bbox.x0 - box.x1, box.x0 - other.bbox.x1) <= BESIDE * body,
    );
    const offColumn = !others.some(
      (other) =>
        Math.abs(other.bbox.x0 - box.x0) <= COLUMN * body &&
        Math.max(other.bbox.y0 - box.y1, box.y0 - other.bbox.y1) <= NEAR * body,
    );
    const own = (line.words ?? []).map((word) => height(word.bbox)).sort((a, b) => a - b);
    const size = (own[Math.floor(own.length / 2)] ?? height(box)) / body;
    const pageFraction = (middle(box) - top) / Math.max(1, bottom - top);
    if (
      digits
        ? pageDigits({ text: line.text, pageFraction, size, alone, offColumn })
        : pageAddress({ text: line.text, pageFraction })
    )
      dropped.add(line);
  }
  for (const block of page.blocks)
    for (const paragraph of block.paragraphs)
      paragraph.lines = paragraph.lines.filter((line) => !dropped.has(line as EngineLine));
  return dropped.size;
}
