/**
 * PaddleOCR's detections → the page shape the reading order takes (recognise/text-lines.ts).
 * Used only by the photo bench's second engine (bench/photos/paddle-engine.ts, decision 0017);
 * it lives here so the web tests and the typecheck cover it. Nothing in the app imports it.
 *
 * PaddleOCR finds boxes of text (a word, a run of words, a whole row) as four corners, turned
 * with the photo, and reads each box alone; it has no words, lines or paragraphs. Here boxes on
 * one row are put in one line (a bullet and its text, two words read apart), a row is cut where
 * a gap is as wide as a column break, and rows one under the other close together make a
 * paragraph, so the reading order, the wrapped-row check and the core draft run unchanged.
 */
import { median } from '@plateful/core';
import type { EnginePage } from './recognise/text-lines.ts';

type Point = readonly [number, number] | readonly number[];

/** One box PaddleOCR read: its text and its corners (top-left, top-right, bottom-right, bottom-left). */
export type PaddleDetection = { text: string; box: readonly Point[]; mean?: number };

type Box = { x0: number; y0: number; x1: number; y1: number };
type Word = { text: string; bbox: Box; left: number; right: number; mid: number; height: number };
type EngineLine = NonNullable<EnginePage['blocks']>[number]['paragraphs'][number]['lines'][number];

/** A gap between boxes wider than this many text heights is a column break (as text-lines.ts). */
const COLUMN_GAP = 1.6;
/** Boxes whose middles (with the page's slope taken out) are this share of a height apart share a row. */
const SAME_ROW = 0.5;
/** Boxes of one row may overlap this share of a height (PaddleOCR widens each box it finds). */
const OVERLAP = 0.5;
/** Rows one under the other at most this many text heights apart are one paragraph. */
const PARAGRAPH_PITCH = 1.8;

const x = (point: Point | undefined) => Number(point?.[0] ?? 0);
const y = (point: Point | undefined) => Number(point?.[1] ?? 0);

/** The page's slope: the median slope of the wider boxes' top edges. */
export function detectionSlope(detections: readonly PaddleDetection[]): number {
  return median(
    detections
      .filter((detection) => x(detection.box[1]) - x(detection.box[0]) > 50)
      .map(({ box }) => (y(box[1]) - y(box[0])) / Math.max(1, x(box[1]) - x(box[0]))),
    'upper',
  );
}

function wordOf(detection: PaddleDetection, slope: number): Word {
  const [tl, tr, br, bl] = detection.box;
  // The text's own height (the box turned with the photo), not its upright bounding box's.
  const height =
    (Math.hypot(x(bl) - x(tl), y(bl) - y(tl)) + Math.hypot(x(br) - x(tr), y(br) - y(tr))) / 2;
  const left = Math.min(x(tl), x(bl));
  const right = Math.max(x(tr), x(br));
  const centreX = (x(tl) + x(tr) + x(br) + x(bl)) / 4;
  const centreY = (y(tl) + y(tr) + y(br) + y(bl)) / 4;
  // Upright box of the text's height around its middle at the left edge: the reading order
  // takes the slope out from the left edge, as it does for tesseract's lines.
  const leftMiddle = centreY - (centreX - left) * slope;
  return {
    text: detection.text.trim(),
    bbox: { x0: left, y0: leftMiddle - height / 2, x1: right, y1: leftMiddle + height / 2 },
    left,
    right,
    mid: centreY - centreX * slope,
    height,
  };
}

/** Boxes on one row, left to right: their middles within half a height, barely overlapping. */
function rows(words: Word[]): Word[][] {
  const found: { mid: number; height: number; words: Word[] }[] = [];
  for (const word of [...words].sort((a, b) => a.mid - b.mid)) {
    const row = found.find(
      (candidate) =>
        Math.abs(candidate.mid - word.mid) < SAME_ROW * Math.min(candidate.height, word.height) &&
        candidate.words.every(
          (other) =>
            Math.min(other.right, word.right) - Math.max(other.left, word.left) <
            OVERLAP * Math.min(other.height, word.height),
        ),
    );
    if (row) row.words.push(word);
    else found.push({ mid: word.mid, height: word.height, words: [word] });
  }
  return found.map((row) => row.words.sort((a, b) => a.left - b.left));
}

/** The heights of some words. */
const heightsOf = (words: readonly Word[]) => words.map((word) => word.height);

/** A row cut where a gap is as wide as a column break. */
function segments(row: Word[]): Word[][] {
  const height = median(heightsOf(row), 'upper');
  const out: Word[][] = [[row[0]!]];
  for (const [index, word] of row.entries()) {
    if (index === 0) continue;
    if (word.left - row[index - 1]!.right > COLUMN_GAP * height) out.push([word]);
    else out[out.length - 1]!.push(word);
  }
  return out;
}

type Segment = { line: EngineLine; mid: number; left: number; right: number; height: number };

function segmentLine(words: Word[], slope: number): Segment {
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const height = median(heightsOf(words), 'upper');
  const top = first.bbox.y0;
  const line: EngineLine = {
    text: words.map((word) => word.text).join(' '),
    bbox: { x0: first.left, y0: top, x1: last.right, y1: top + height },
    words: words.map(({ text, bbox }) => ({ text, bbox })),
    baseline: {
      x0: first.left,
      y0: top + height,
      x1: last.right,
      y1: top + height + (last.right - first.left) * slope,
    },
  };
  return { line, mid: first.mid, left: first.left, right: last.right, height };
}

/**
 * PaddleOCR's boxes as a page of lines: boxes with no text are dropped, boxes on one row make a
 * line (cut at column-wide gaps), and lines one under the other, of one size and close together,
 * make a paragraph.
 */
export function paddlePage(detections: readonly PaddleDetection[]): EnginePage {
  const read = detections.filter(
    (detection) => detection.text.trim() !== '' && detection.box.length === 4,
  );
  const slope = detectionSlope(read);
  const lines = rows(read.map((detection) => wordOf(detection, slope)))
    .flatMap(segments)
    .map((words) => segmentLine(words, slope))
    .sort((a, b) => a.mid - b.mid || a.left - b.left);
  const paragraphs: Segment[][] = [];
  const paragraphOf = new Map<Segment, Segment[]>();
  for (const [index, line] of lines.entries()) {
    const above = lines
      .slice(0, index)
      .reverse()
      .find(
        (other) =>
          other.left < line.right &&
          line.left < other.right &&
          Math.abs(other.left - line.left) <= 3 * Math.max(other.height, line.height),
      );
    const height = above ? Math.max(above.height, line.height) : 0;
    const joins =
      above !== undefined &&
      Math.min(above.height, line.height) >= 0.65 * height &&
      line.mid - above.mid <= PARAGRAPH_PITCH * height;
    const paragraph = joins ? paragraphOf.get(above)! : [];
    if (!joins) paragraphs.push(paragraph);
    paragraph.push(line);
    paragraphOf.set(line, paragraph);
  }
  return {
    text: lines.map((segment) => segment.line.text).join('\n'),
    blocks: [
      { paragraphs: paragraphs.map((paragraph) => ({ lines: paragraph.map((s) => s.line) })) },
    ],
  };
}
