/**
 * A list's count the engine lost where amounts stand in a column of their own (decision 0017,
 * session 65): an index card sets each row's amount right-aligned in a narrow column and its food
 * in the next ("1 tbsp · ras el hanout", "   1 · carrot, sliced on the diagonal"); a lone figure
 * far left of its row's words is often not read at all, and the row then opens with its food
 * ("carrot, sliced on the diagonal"), which the parser runs onto the row before. Where the page's
 * other rows show that column, the ink left of such a row's first word, inside it, is read as a
 * figure.
 */
import { readUnit } from '@plateful/core';
import type { Box } from './fraction-glyphs.ts';

type Word = { text: string; bbox: Box };
type Line = { text: string; words?: Word[]; bbox?: Box };

/** A gap this many of the row's word heights wide parts an amount's column from the names'. */
const COLUMN_GAP = 1;
/** A row's first word this near the names' column (in word heights) starts in it. */
const ALIGNED = 0.5;
/** At least this many rows with an amount show the names' column. */
const MIN_ROWS = 3;

const AMOUNT = /^[\d½¼¾⅓⅔⅛]/u;
const heightOf = (box: Box) => box.y1 - box.y0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

/** A row's words with text, and their median height. */
function wordsOf(line: Line): { words: Word[]; height: number } {
  const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
  return { words, height: words.length === 0 ? 0 : median(words.map((w) => heightOf(w.bbox))) };
}

/**
 * The names' column of a list whose amounts stand in a column of their own: the left edge its
 * rows' food starts at, past a gap of COLUMN_GAP word heights after the amount and its unit, on
 * MIN_ROWS rows or more that open with an amount (within ALIGNED of the middle one); the left
 * edge of those amounts; and the rows' top and foot. Null on a list set as running text.
 */
export function namesColumn(
  lines: readonly Line[],
): { x: number; left: number; top: number; foot: number } | null {
  const found: { x: number; left: number; top: number; foot: number; height: number }[] = [];
  for (const line of lines) {
    const { words, height } = wordsOf(line);
    if (words.length < 2 || !AMOUNT.test(words[0]!.text) || height <= 0) continue;
    const at = words.findIndex(
      (word, index) =>
        index > 0 && index <= 2 && word.bbox.x0 - words[index - 1]!.bbox.x1 > COLUMN_GAP * height,
    );
    // The gap follows the amount, or the amount and its unit ("1 tbsp"): a row of the list read
    // on across a gutter into a method beside it ("2 eggs · Preheat the oven") is no such row.
    if (at < 0 || (at === 2 && !readUnit(words[1]!.text, 0, true))) continue;
    found.push({
      x: words[at]!.bbox.x0,
      left: words[0]!.bbox.x0,
      top: Math.min(...words.map((w) => w.bbox.y0)),
      foot: Math.max(...words.map((w) => w.bbox.y1)),
      height,
    });
  }
  if (found.length < MIN_ROWS) return null;
  const x = median(found.map((row) => row.x));
  const rows = found.filter((row) => Math.abs(row.x - x) <= ALIGNED * row.height);
  if (rows.length < MIN_ROWS) return null;
  return {
    x,
    left: Math.min(...rows.map((row) => row.left)),
    top: Math.min(...rows.map((row) => row.top)),
    foot: Math.max(...rows.map((row) => row.foot)),
  };
}

/**
 * The rows of such a list that open in the names' column with a word of letters (no amount read),
 * between its first and last rows with an amount, and the box left of each where its amount
 * would stand: from the amounts' left edge to its first word, its words' height.
 */
export function countlessRows(
  lines: readonly Line[],
): { line: Line; first: Word; box: Box; height: number }[] {
  const column = namesColumn(lines);
  if (!column) return [];
  const rows: { line: Line; first: Word; box: Box; height: number }[] = [];
  for (const line of lines) {
    const { words, height } = wordsOf(line);
    const first = words[0];
    if (!first || height <= 0 || !/\p{L}{2}/u.test(first.text) || /\d/u.test(first.text)) continue;
    if (Math.abs(first.bbox.x0 - column.x) > ALIGNED * height) continue;
    if (first.bbox.y0 < column.top || first.bbox.y1 > column.foot) continue;
    const near = words.slice(0, 2);
    rows.push({
      line,
      first,
      height,
      box: {
        x0: column.left - 0.5 * height,
        y0: Math.min(...near.map((w) => w.bbox.y0)) - 0.15 * height,
        x1: first.bbox.x0,
        y1: Math.max(...near.map((w) => w.bbox.y1)) + 0.15 * height,
      },
    });
  }
  return rows;
}

/**
 * The ink of a countless row's amount: the runs left of its first word (`runs`, measured with
 * the word's own ink in the box so the paper is not taken for ink) that end at least a fifth of
 * the row's height before it and are half its height tall or more; their box, when they are
 * within three of its heights wide and end within two and a half of the word, or null (no amount
 * printed there).
 */
export function countInk(runs: readonly Box[], first: Word, height: number): Box | null {
  const ink = runs.filter(
    (run) => run.x1 <= first.bbox.x0 - 0.2 * height && heightOf(run) >= 0.5 * height,
  );
  if (ink.length === 0) return null;
  const box = {
    x0: Math.min(...ink.map((run) => run.x0)),
    y0: Math.min(...ink.map((run) => run.y0)),
    x1: Math.max(...ink.map((run) => run.x1)),
    y1: Math.max(...ink.map((run) => run.y1)),
  };
  // An amount set against its names stands close to them; a word of another column far off.
  return box.x1 - box.x0 <= 3 * height && first.bbox.x0 - box.x1 <= 2.5 * height ? box : null;
}

/** The row with `count` written in before its first word. */
export function withCount(line: Line, first: Word, count: string, box: Box): void {
  const words = line.words ?? [];
  words.splice(words.indexOf(first), 0, { text: count, bbox: box });
  line.words = words;
  const at = line.text.indexOf(first.text);
  line.text =
    at < 0 ? `${count} ${line.text}` : `${line.text.slice(0, at)}${count} ${line.text.slice(at)}`;
  if (line.bbox) line.bbox = { ...line.bbox, x0: Math.min(line.bbox.x0, box.x0) };
}
