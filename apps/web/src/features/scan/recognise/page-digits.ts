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
   * Where the line's middle sits on the page: 0 at the top of the page's other text, 1 at its
   * bottom (below 0 or past 1 when the line is above or below all of it).
   */
  pageFraction: number;
  /** Its height over the body text's (the median word height of the page). */
  size: number;
  /** Whether no other line of the page shares its row. */
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
/** Two lines whose left edges are within this many body heights start in one column… */
const COLUMN = 1.5;
/** …when no more than this many body heights lie between them, one over the other. */
const NEAR = 4;

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
    if (!PAGE_DIGITS.test(line.text.trim())) continue;
    const others = lines.filter((other) => other !== line && other.text.trim() !== '');
    if (others.length === 0) continue;
    const top = Math.min(...others.map((other) => other.bbox.y0));
    const bottom = Math.max(...others.map((other) => other.bbox.y1));
    const box = line.bbox;
    const alone = !others.some(
      (other) =>
        Math.min(other.bbox.y1, box.y1) - Math.max(other.bbox.y0, box.y0) >
        0.5 * Math.min(height(other.bbox), height(box)),
    );
    const offColumn = !others.some(
      (other) =>
        Math.abs(other.bbox.x0 - box.x0) <= COLUMN * body &&
        Math.max(other.bbox.y0 - box.y1, box.y0 - other.bbox.y1) <= NEAR * body,
    );
    const own = (line.words ?? []).map((word) => height(word.bbox)).sort((a, b) => a - b);
    const size = (own[Math.floor(own.length / 2)] ?? height(box)) / body;
    const pageFraction = (middle(box) - top) / Math.max(1, bottom - top);
    if (pageDigits({ text: line.text, pageFraction, size, alone, offColumn })) dropped.add(line);
  }
  for (const block of page.blocks)
    for (const paragraph of block.paragraphs)
      paragraph.lines = paragraph.lines.filter((line) => !dropped.has(line as EngineLine));
  return dropped.size;
}
