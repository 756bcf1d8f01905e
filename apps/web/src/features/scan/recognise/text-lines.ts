/**
 * The lines a recognition engine read from a photo, in reading order, with the size and place of
 * each (in the photo's pixels): what the core parser needs to find the title (the largest text
 * at the top). Shared by the scan screen and the photo scorer (apps/web/bench/photos).
 *
 * Two-column pages (ingredients beside the method) are read column by column: a line with a wide
 * gap between two words is two pieces, and a run of lines that sit in columns is read left column
 * first, then right; lines across the page (the title, a wide paragraph) stay where they are.
 * Columns inside a run of rows (a list flowed over three columns, a method over two under it) are
 * read one after another too (`inColumns`), and a line read across a narrow gutter that the
 * page's other rows show is cut there (`gutterCuts`).
 * Pieces are put into rows first (a line's top at its left end, along its own slope), a row's
 * pieces left to right, and two pieces of one row and column close together are one line.
 */
import { median, readHeading, type GuessedAmount, type TextLine } from '@plateful/core';

type Box = { x0: number; y0: number; x1: number; y1: number };
type EngineWord = { text: string; bbox: Box };
type EngineLine = {
  text: string;
  bbox: Box;
  words?: EngineWord[];
  baseline?: { x0: number; y0: number; x1: number; y1: number };
  /** The engine's confidence in the line, 0-100. */
  confidence?: number;
  /** Amounts the second look guessed into the line (read-photo.ts), carried to its pieces. */
  guessed?: GuessedAmount[];
};

/** The parts of a tesseract.js page this reads (blocks → paragraphs → lines → words). */
export type EnginePage = {
  text: string;
  blocks: { paragraphs: { lines: EngineLine[] }[] }[] | null;
};

/** The engine's lines of a page in reading order, through its blocks and paragraphs. */
export function engineLines<L>(page: {
  readonly blocks:
    readonly { readonly paragraphs: readonly { readonly lines: readonly L[] }[] }[] | null;
}): L[] {
  return (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((para) => para.lines));
}

/** A gap between words wider than this many line heights splits the line into two pieces… */
const COLUMN_GAP = 1.6;
/** …unless every other gap of the line is within this ratio of it, either way… */
const GAP_STANDS_OUT = 1.5;
/** …on a line with at least this many gaps (fewer say nothing of how wide its spaces are). */
const MIN_GAPS_TO_COMPARE = 2;

/**
 * Whether the gap `gaps[at]` between a line's words is a gap between columns: wider than
 * COLUMN_GAP line heights and, on a line of two gaps or more, unlike one of the line's other gaps
 * (not within half again of it either way; on a line of three gaps or more the first, after a
 * step's number, is not counted). A justified line in a narrow column is set with every gap
 * stretched alike, often past COLUMN_GAP, and is one line ("1 Preheat oven to 400° and", each
 * gap near two line heights); a side column's row read on one line with the method beside it has
 * its own spaces, then the gutter; specks read far off leave gaps of any width.
 */
export function columnGap(gaps: readonly number[], at: number, height: number): boolean {
  const gap = gaps[at]!;
  if (gap <= COLUMN_GAP * height) return false;
  if (gaps.length < MIN_GAPS_TO_COMPARE) return true;
  const others = gaps.filter((_, index) => index !== at && !(index === 0 && gaps.length >= 3));
  return others.some((other) => other > GAP_STANDS_OUT * gap || gap > GAP_STANDS_OUT * other);
}

/**
 * Where a line of words with `gaps` between them (in order) is cut into pieces: at its widest gap
 * when that is a column's (`columnGap`), then each side by its own gaps alone, the same way. A
 * justified row of a narrow column read on one line with the other column's row beside it
 * ("flour · and egg in two separate") has its stretched spaces, all alike, past a gutter much
 * wider than they are: beside the gutter each looks like a gap of its own, but among its own
 * row's spaces none stands out, and the row stays whole. The indexes of the gaps cut at, in order.
 */
export function columnCuts(gaps: readonly number[], height: number): number[] {
  const cuts: number[] = [];
  const cut = (from: number, to: number) => {
    if (to - from < 1) return;
    const own = gaps.slice(from, to);
    const widest = own.indexOf(Math.max(...own));
    if (!columnGap(own, widest, height)) return;
    cut(from, from + widest);
    cuts.push(from + widest);
    cut(from + widest + 1, to);
  };
  cut(0, gaps.length);
  return cuts;
}

/**
 * `top`: the top of the piece's text at its left end, the page's slope taken out (a turned
 * line's box is as tall as its far end is high, so its box's top is not where it starts).
 */
type Piece = TextLine & {
  left: number;
  right: number;
  paragraph: number;
  /** The piece's row on the page, counted from the top (set by `inRows`). */
  row: number;
  /** The line's own slope less the page's (the page taken at a slant: a keystone). */
  lean: number;
  /** The median gap between the line's words (null for a line of one word). */
  space: number | null;
  /** The width of the piece's first word (its letters' box), or null when not known. */
  first: number | null;
  /**
   * Which of the columns found inside a run of rows it is in (`inColumns`): "" on no such
   * column, then "l" or "r" for each split, outermost first ("rl": the right part's left one).
   */
  part: string;
  /** Where the food starts on a row whose amount stood in a column of its own (`joinLoneNumbers`). */
  hang?: number;
};

/**
 * The page's slope (a turned photo): the median slope of the lines' baselines. Places are
 * turned back by it, so a column's left edge is one x from top to bottom.
 */
function pageSlope(lines: EngineLine[]): number {
  const slopes = lines
    .map((line) => line.baseline)
    .filter((base) => base !== undefined && base.x1 - base.x0 > 50)
    .map((base) => (base!.y1 - base!.y0) / (base!.x1 - base!.x0))
    .sort((a, b) => a - b);
  return slopes[Math.floor(slopes.length / 2)] ?? 0;
}

/**
 * A line's own slope (its baseline's; the page's when the line is too short to say) and the top
 * of its text at its left end. A turned line's box is as tall as its far end is high, so the
 * box's top is where the line's higher end is: a long line rising to the right would be placed
 * above a short line printed over it (a side column's row beside a row of the method, read by
 * the engine as one line). The line's own slope takes the rise out over its whole width.
 */
function lineSlant(line: EngineLine, slope: number): { own: number; top: number } {
  const base = line.baseline;
  const own = base && base.x1 - base.x0 > 50 ? (base.y1 - base.y0) / (base.x1 - base.x0) : slope;
  const { x0, y0, x1 } = line.bbox;
  return { own, top: y0 - Math.min(0, own) * (x1 - x0) };
}

/** A word this many times as tall as the line's other words is a mark run into it… */
const TALL_WORD = 2;

/**
 * A line's words with a word read far taller than the others (a bracket, a rule or a speck the
 * engine ran into it: "teaspoon]" 119 px tall beside its "1" of 33) brought to the others' top
 * and bottom, and the line's box with them. Such a word lifts the line's top a row or more and
 * makes it tall enough to take in the row beside it ("1 teaspoon]" read before "sugar", the end
 * of the item above). The others are the line's words with a letter or figure (a dash or a dot
 * is no measure of the type), and there must be one. The line unchanged when no word stands out.
 */
export function evenWords(line: EngineLine): EngineLine {
  const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
  const tall = (word: EngineWord) => {
    const others = words
      .filter((other) => other !== word && /[\p{L}\p{N}]/u.test(other.text))
      .map((other) => other.bbox.y1 - other.bbox.y0)
      .sort((a, b) => a - b);
    const usual = others[Math.floor(others.length / 2)];
    return usual !== undefined && word.bbox.y1 - word.bbox.y0 > TALL_WORD * usual;
  };
  const marked = words.filter(tall);
  if (marked.length !== 1) return line;
  const rest = words.filter((word) => word !== marked[0] && /[\p{L}\p{N}]/u.test(word.text));
  const y0 = Math.min(...rest.map((word) => word.bbox.y0));
  const y1 = Math.max(...rest.map((word) => word.bbox.y1));
  return {
    ...line,
    bbox: { ...line.bbox, y0, y1 },
    words: (line.words ?? []).map((word) =>
      word === marked[0] ? { ...word, bbox: { ...word.bbox, y0, y1 } } : word,
    ),
  };
}

/**
 * The height of a page's text: the median height of its lines' words with a letter or a figure
 * (0 when it has none), of an even count the `upper` or `lower` of the two in the middle. The
 * page's reading order takes the upper (`pageLines`), the rows read again and the title band
 * the lower (stray-rows.ts, title-band.ts), each as it was tuned.
 */
export function textHeight(
  lines: readonly { readonly words?: readonly EngineWord[] }[],
  middle: 'upper' | 'lower',
): number {
  return median(
    lines
      .flatMap((line) => line.words ?? [])
      .filter((word) => /[\p{L}\p{N}]/u.test(word.text))
      .map((word) => word.bbox.y1 - word.bbox.y0),
    middle,
  );
}

/**
 * A line of one word whose box reaches up over the row above it, taking in that row's baseline
 * ("thickness)" read 69 px tall under "1 - 1.5 cup almond milk (depending on desired", a body of
 * 27, its box's top above that row's): the engine ran the row's ink into the word. Its top is
 * put a usual word's height over its own baseline (and its foot a little under it), so it is
 * read after the row it ends, not before it (session 74). A word in large type (a title's) is as
 * tall but takes in no other line's baseline; `usual` is the page's (`textHeight`).
 */
export function unswollen(
  line: EngineLine,
  lines: readonly EngineLine[],
  usual: number,
): EngineLine {
  const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
  const base = line.baseline;
  const { x0, y0, x1, y1 } = line.bbox;
  if (words.length !== 1 || !base || usual <= 0 || y1 - y0 <= TALL_WORD * usual) return line;
  const foot = Math.min(base.y0, base.y1);
  const swallows = lines.some((other) => {
    if (other === line || !other.baseline) return false;
    const at = (other.baseline.y0 + other.baseline.y1) / 2;
    return at > y0 && at < foot - usual / 2 && other.bbox.x0 < x1 && other.bbox.x1 > x0;
  });
  if (!swallows) return line;
  const box = {
    x0,
    x1,
    y0: Math.max(y0, foot - usual),
    y1: Math.min(y1, Math.max(base.y0, base.y1) + Math.round(usual / 3)),
  };
  return { ...line, bbox: box, words: [{ ...words[0]!, bbox: box }] };
}

function piecesOf(
  read: EngineLine,
  paragraph: number,
  slope: number,
  gutters: readonly number[] = [],
): Piece[] {
  const line = evenWords(read);
  const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
  // A turned photo makes a long line's box taller; its words' boxes are nearer the letters' size.
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0;
  const slant = lineSlant(line, slope);
  const gaps = words
    .slice(1)
    .map((word, at) => word.bbox.x0 - words[at]!.bbox.x1)
    .sort((a, b) => a - b);
  const space = gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : null;
  // A piece's top is the line's at the piece's left end, the page's slope taken out; `lean` is
  // how far the line's own slope departs from the page's (a steep photo's keystone).
  const piece = (text: string, box: Box, first: Box | undefined): Piece => {
    const top = slant.top + slant.own * (box.x0 - line.bbox.x0) - box.x0 * slope;
    const guessed = line.guessed?.filter((guess) => text.includes(guess.read));
    return {
      text,
      ...(guessed?.length ? { guessed } : {}),
      height,
      top,
      lean: slant.own - slope,
      space,
      first: first ? first.x1 - first.x0 : null,
      row: 0,
      part: '',
      left: box.x0,
      right: box.x1,
      paragraph,
    };
  };
  if (words.length < 2) return [piece(line.text.replace(/\n+$/u, ''), line.bbox, words[0]?.bbox)];
  const pieces: Piece[] = [];
  const between = words.slice(1).map((word, at) => word.bbox.x0 - words[at]!.bbox.x1);
  const cuts = new Set([
    ...columnCuts(between, height),
    ...gutterCuts(words, between, space ?? 0, height, gutters),
  ]);
  let start = 0;
  for (let at = 1; at <= words.length; at += 1) {
    if (at === words.length || cuts.has(at - 1)) {
      const run = words.slice(start, at);
      pieces.push(
        piece(
          run.map((word) => word.text).join(' '),
          {
            x0: run[0]!.bbox.x0,
            y0: line.bbox.y0,
            x1: run[run.length - 1]!.bbox.x1,
            y1: line.bbox.y1,
          },
          run[0]!.bbox,
        ),
      );
      start = at;
    }
  }
  return pieces;
}

/** A gap between words at a gutter is a gutter's when it is this many times the line's space… */
const GUTTER_SPACE = 1.5;
/** …and this many line heights wide or more. */
const GUTTER_GAP = 0.5;

/**
 * The gaps (their indexes in `between`) where a line reaches across a gutter the page's other
 * rows show (`guttersOf`): the gap holds the gutter's x and is wider than the line's own spaces
 * (GUTTER_SPACE) and than a space of its size of type (GUTTER_GAP). Columns set close together
 * (a list flowed over three columns on a landscape card) leave the engine a gutter not much
 * wider than a word's space, and it reads two columns' rows as one line ("2 cup light or dark
 * brown · 2/3 cup + 1 tablespoon"). A line across the page, whose spaces are all alike, is not
 * cut where a gutter lies under it.
 */
function gutterCuts(
  words: readonly EngineWord[],
  between: readonly number[],
  space: number,
  height: number,
  gutters: readonly number[],
): number[] {
  const slack = 0.2 * height;
  return between.flatMap((gap, at) => {
    if (gap < GUTTER_SPACE * space || gap < GUTTER_GAP * height) return [];
    const end = words[at]!.bbox.x1;
    const start = words[at + 1]!.bbox.x0;
    return gutters.some((gutter) => end < gutter && start >= gutter - slack) ? [at] : [];
  });
}

/** A gutter has at least this many rows with a piece starting at it beside another piece. */
const MIN_GUTTER_ROWS = 3;

/**
 * Where the page's gutters are: a left edge at which, on MIN_GUTTER_ROWS rows or more, a piece
 * starts with another piece ending left of it on its row (two columns' rows the engine read
 * apart). Pieces within a fifth of a line's height of one edge start there.
 */
function guttersOf(pieces: readonly Piece[]): number[] {
  const gutters: number[] = [];
  for (const piece of pieces) {
    const slack = 0.2 * piece.height;
    if (gutters.some((gutter) => Math.abs(gutter - piece.left) <= slack)) continue;
    const starts = pieces.filter(
      (other) =>
        Math.abs(other.left - piece.left) <= slack &&
        pieces.some(
          (beside) =>
            beside !== other &&
            beside.right < other.left - slack &&
            Math.abs(beside.top - other.top) <= SAME_ROW * Math.max(beside.height, other.height),
        ),
    );
    if (starts.length >= MIN_GUTTER_ROWS) gutters.push(piece.left);
  }
  return gutters;
}

/**
 * How far left edges move per pixel down the page: a turned photo, and a sheared one (taken a
 * little from the side) whose columns lean while its lines stay level, so the baselines' slope
 * alone does not say it. Measured from pairs of rows one under the other that start at about the
 * same place (rows of one list or paragraph): the median of their drift.
 */
function pageLean(pieces: Piece[]): number {
  const byTop = [...pieces].sort((a, b) => a.top - b.top);
  const leans: number[] = [];
  for (const [index, upper] of byTop.entries()) {
    for (const lower of byTop.slice(index + 1, index + 4)) {
      const drop = lower.top - upper.top;
      if (drop < 0.5 * upper.height || drop > 3 * upper.height) continue;
      if (Math.abs(lower.left - upper.left) > 0.5 * upper.height) continue;
      leans.push((lower.left - upper.left) / drop);
    }
  }
  leans.sort((a, b) => a - b);
  return leans.length >= 3 ? leans[Math.floor(leans.length / 2)]! : 0;
}

/** Pieces starting within this share of the page's width of each other start at one place. */
const SAME_EDGE = 0.02;
/** A right column starts at least this share of the page's width from the left margin. */
const MIN_COLUMN_OFFSET = 0.2;
/** A column's heading may start this share of the page's width left of its lines. */
const HEADING_OFFSET = 0.06;
/** …and at least this many pieces start there. */
const MIN_COLUMN_PIECES = 3;

/**
 * Where a right-hand column starts: the left edge that most pieces start at or a little right of
 * (a wrapped row, indented under its bullet), well right of the margin; null on a one-column page.
 * `start` leaves a little room left of the column's first letters for a piece of it read a
 * little left; `text` is where its text itself starts (its heading's or its rows' left end), up
 * to which a row of the left column may reach: the two columns' rows meet there, not at `start`.
 */
function columnStart(pieces: Piece[]): { start: number; text: number; tolerance: number } | null {
  const margin = Math.min(...pieces.map((piece) => piece.left));
  const width = Math.max(...pieces.map((piece) => piece.right)) - margin;
  if (width <= 0) return null;
  const tolerance = SAME_EDGE * width;
  const lefts = pieces
    .map((piece) => piece.left)
    .filter((left) => left > margin + MIN_COLUMN_OFFSET * width);
  let best: { at: number; count: number } | null = null;
  // A column's rows start at its edge or a little right of it (a wrapped row under a bullet).
  const indent = HEADING_OFFSET * width;
  for (const left of lefts) {
    const count = lefts.filter(
      (other) => other >= left - tolerance && other <= left + indent,
    ).length;
    if (!best || count > best.count || (count === best.count && left < best.at))
      best = { at: left, count };
  }
  if (!best || best.count < MIN_COLUMN_PIECES) return null;
  // A column's heading may stand a little left of its lines (a list's numbers are indented).
  const at = best.at;
  const heading = Math.min(
    ...lefts.filter((left) => left <= at && left >= at - HEADING_OFFSET * width),
  );
  return { start: heading - tolerance, text: heading, tolerance };
}

/**
 * Which column a piece sits in: 0 (left) or 1 (right) on a page read in columns, -1 for a piece
 * across the page (a title, an introduction) or on a page of one column.
 */
type ColumnOf = (piece: Piece) => -1 | 0 | 1;

function columnsOf(pieces: Piece[]): ColumnOf {
  const edges = pieces.length > 0 ? columnStart(pieces) : null;
  if (edges === null) return () => -1;
  const { start, text, tolerance } = edges;
  const inside = (piece: Piece) => piece.right <= start + SAME_EDGE * (start - piece.left);
  // How far the left column's rows reach: a row of it may end a little past `start` (the right
  // column's heading stands out left of its rows) as long as it stays with the left column's
  // other rows and short of the right column's text.
  const reach = Math.max(
    ...pieces.filter((piece) => piece.left < start && inside(piece)).map((piece) => piece.right),
  );
  return (piece) =>
    piece.left >= start
      ? 1
      : inside(piece) || (piece.right <= text && piece.right <= reach + tolerance)
        ? 0
        : -1;
}

/** Pieces whose tops are within this share of the taller one's height sit on one row. */
const SAME_ROW = 0.5;

/**
 * Pieces top to bottom, a row's pieces left to right: a piece starts a new row when its top is
 * more than half a line under the first piece of the row above, so two pieces of one printed row
 * (a row the engine cut in two, the rest of a side column's row beside the method) are read left
 * first even where a turned or sheared photo puts the right one a few pixels higher.
 */
function inRows(pieces: Piece[]): Piece[] {
  const byTop = [...pieces].sort((a, b) => a.top - b.top || a.left - b.left);
  /** Whether `b`'s top is where `a`'s line, carried on at its own slope, is at `b`'s left end. */
  const along = (a: Piece, b: Piece) =>
    Math.abs(b.top - (a.top + a.lean * (b.left - a.left))) <=
    SAME_ROW * Math.max(a.height, b.height);
  const rows: Piece[][] = [];
  for (const piece of byTop) {
    const row = rows
      .slice(-2)
      .reverse()
      .find((each) => each.some((other) => along(other, piece) || along(piece, other)));
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows.flatMap((row, index) => {
    for (const piece of row) piece.row = index;
    return row.sort((a, b) => a.left - b.left);
  });
}

/**
 * A row with a piece across the page is read across the page: the engine cut a printed line at a
 * gap that lines up with the columns' gutter ("1. Heat the" · "oven to 180C…", a step under two
 * columns of ingredients), and its left piece is no left column's row. The pieces' rows are
 * `inRows`'.
 */
function acrossRows(pieces: Piece[], column: ColumnOf): ColumnOf {
  const across = new Set(pieces.filter((piece) => column(piece) === -1).map((piece) => piece.row));
  return (piece) => (across.has(piece.row) ? -1 : column(piece));
}

/**
 * The last line of a paragraph across the page, set centred above the columns (a title's second
 * line "RECIPE", an introduction's "count."), starts right of the right column's edge and reads as
 * that column's first row, after the whole left column. A piece of the right column is across the
 * page when a piece of its own engine paragraph is across the page on the row right above it,
 * spanning it, and nothing of the left column is on its row; or a piece of another paragraph so,
 * when the piece does not start at the right column's edge (the engine may make the last line
 * a paragraph of its own; a right column's first row starts where its rows do). The pieces'
 * rows are `inRows'`.
 */
function paragraphEnds(pieces: Piece[], column: ColumnOf): ColumnOf {
  const leftRows = new Set(pieces.filter((piece) => column(piece) === 0).map((piece) => piece.row));
  const edges = pieces.length > 0 ? columnStart(pieces) : null;
  /** Whether a piece starts where the right column's rows start (its text's edge). */
  const onEdge = (piece: Piece) =>
    edges !== null && Math.abs(piece.left - edges.text) <= edges.tolerance;
  const ends = new Set(
    pieces.filter(
      (piece) =>
        column(piece) === 1 &&
        !leftRows.has(piece.row) &&
        pieces.some(
          (other) =>
            (other.paragraph === piece.paragraph || !onEdge(piece)) &&
            other.row === piece.row - 1 &&
            column(other) === -1 &&
            other.left <= piece.left &&
            other.right >= piece.right,
        ),
    ),
  );
  return (piece) => (ends.has(piece) ? -1 : column(piece));
}

/** Columns inside a run: at least this many rows with a piece on each side of the gutter… */
const MIN_SIDE_ROWS = 3;

/**
 * Pieces of one run (a column's, or rows across the page one after another) read column by
 * column where they stand in columns of their own: a list flowed over three columns, a method
 * over two under a list (a landscape card), which the page's one split into a left and a right
 * column (`columnsOf`) does not part. A gutter is at the left edge of a piece where, from the
 * first row with a piece on each side of it to the last, MIN_SIDE_ROWS rows or more have one on
 * each side and no piece reaches across it; the rows after those go on with the columns while
 * none reaches across and no gap between rows is wider than a block's (BLOCK_GAP). Rows above
 * stay first; the left side is read before the right, each split again the same way, then what
 * is below. A list's wrapped rows indented under their bullets are no column: the rows they
 * wrap from reach across their left edge. `part` records the sides, so no row of one side is
 * taken for the rest of a row of another (`runsOn`). `pieces` are in rows (`inRows`).
 */
function inColumns(pieces: Piece[], part = ''): Piece[] {
  const byRow = [...pieces].sort((a, b) => a.row - b.row || a.left - b.left);
  for (const piece of byRow) piece.part = part;
  if (byRow.length < 2 * MIN_SIDE_ROWS) return byRow;
  const heights = byRow.map((piece) => piece.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const slack = 0.2 * height;
  const margin = Math.min(...byRow.map((piece) => piece.left));
  const edges = [...new Set(byRow.map((piece) => piece.left))]
    .filter((left) => left > margin + 2 * height)
    .sort((a, b) => a - b);
  const rows = [...new Set(byRow.map((piece) => piece.row))];
  for (const edge of edges) {
    const right = (piece: Piece) => piece.left >= edge - slack;
    const across = (piece: Piece) => !right(piece) && piece.right > edge - slack;
    const sided = rows.filter(
      (row) =>
        byRow.some((piece) => piece.row === row && right(piece)) &&
        byRow.some((piece) => piece.row === row && !right(piece) && !across(piece)),
    );
    if (sided.length < MIN_SIDE_ROWS) continue;
    const first = sided[0]!;
    let last = sided[sided.length - 1]!;
    const inside = byRow.filter((piece) => piece.row >= first && piece.row <= last);
    if (inside.some(across)) continue;
    // The columns go on below the last row with both sides while no row reaches across.
    const below = byRow.filter((piece) => piece.row > last);
    for (const row of [...new Set(below.map((piece) => piece.row))]) {
      const pieces = below.filter((piece) => piece.row === row);
      const above = byRow.filter((piece) => piece.row <= last);
      const top = Math.min(...pieces.map((piece) => piece.top));
      const lowest = Math.max(...above.map((piece) => piece.top));
      if (pieces.some(across) || top - lowest > BLOCK_GAP * height) break;
      last = row;
    }
    const within = byRow.filter((piece) => piece.row >= first && piece.row <= last);
    return [
      ...inColumns(
        byRow.filter((piece) => piece.row < first),
        part,
      ),
      ...inColumns(
        within.filter((piece) => !right(piece)),
        `${part}l`,
      ),
      ...inColumns(within.filter(right), `${part}r`),
      ...inColumns(
        byRow.filter((piece) => piece.row > last),
        part,
      ),
    ];
  }
  return byRow;
}

/** Whether two pieces are on different sides of a column found inside a run (`inColumns`). */
function apart(a: Piece, b: Piece): boolean {
  return !a.part.startsWith(b.part) && !b.part.startsWith(a.part);
}

/**
 * Pieces in reading order, from their rows (`inRows`): runs of column pieces left column first,
 * page-wide lines in place. A run of columns also ends at a section heading in the left column
 * ("Method") with nothing of the right column beside it or below it: a list flowing over two
 * columns has ended above it, and the short lines under it (the heading, a short step) only look
 * like the left column's because they are short. A heading with the right column going on beside
 * it (the method beside a list) stays in its column.
 */
function readingOrder(byTop: Piece[], column: ColumnOf): Piece[] {
  const ordered: Piece[] = [];
  let run: Piece[] = [];
  let across: Piece[] = [];
  const flushAcross = () => {
    ordered.push(...inColumns(across));
    across = [];
  };
  const flush = () => {
    flushAcross();
    // `inColumns` puts each column's pieces in rows itself.
    for (const side of [0, 1] as const)
      ordered.push(...inColumns(run.filter((piece) => column(piece) === side)));
    run = [];
  };
  /** Whether a right column's piece comes at or after `at` before the next page-wide piece. */
  const rightGoesOn = (at: number) => {
    for (const piece of byTop.slice(at)) {
      if (column(piece) === -1) return false;
      if (column(piece) === 1) return true;
    }
    return false;
  };
  /**
   * Whether the page is in bands at the left column's heading `byTop[at]`: the right column's
   * rows so far end above it, nothing of the right column stands beside it, and under it both
   * columns start again on one row (a list over three columns above "Method", its steps over
   * two under it). A right column flowing on from the left's runs beside the heading.
   */
  const bandsPartAt = (at: number) => {
    const heading = byTop[at]!;
    const height = heading.height;
    const rightAbove = run.filter((other) => column(other) === 1);
    if (rightAbove.some((other) => other.top + other.height > heading.top)) return false;
    const after = byTop.slice(at + 1);
    const nextRight = after.find((other) => column(other) === 1);
    const nextLeft = after.find((other) => column(other) === 0);
    if (!nextRight || !nextLeft) return false;
    if (nextRight.top < heading.top + height) return false;
    const lowest = Math.max(...rightAbove.map((other) => other.top + other.height));
    if (nextRight.top - lowest < BLOCK_GAP * height) return false;
    return Math.abs(nextRight.top - nextLeft.top) < height;
  };
  for (const [at, piece] of byTop.entries()) {
    const side = column(piece);
    if (side === -1) {
      if (run.length > 0) flush();
      across.push(piece);
    } else {
      flushAcross();
      const endsColumns =
        side === 0 &&
        run.some((other) => column(other) === 1) &&
        readHeading(piece.text.trim()) !== null &&
        (!rightGoesOn(at + 1) || bandsPartAt(at));
      if (endsColumns) flush();
      run.push(piece);
    }
  }
  flush();
  return ordered;
}

/** Rows of one column: their left edges within this many line heights of each other. */
const SAME_COLUMN_LEFT = 3;
/**
 * How far short of the column's edge (in line heights) a word measured after a row may end and
 * still be one that did not fit: the engine's boxes hold a word's ink, not its printed width,
 * and a turned photo's rows are measured after its lean is taken out.
 */
const MEASURE_SLACK = 0.1;

/** A block of rows has no gap between two of them wider than this many line heights… */
const BLOCK_GAP = 2.4;
/** …and its own right edge when it has at least this many rows. */
const MIN_BLOCK_ROWS = 3;

/**
 * The rows of `rows` (one column's, `piece`'s among them) in the block of `piece`: those reached
 * from it, up and down, with no gap wider than BLOCK_GAP line heights between one and the next.
 * A list set apart from the paragraph over it (a book's introduction across the page, above a
 * narrow list with no method beside it) wraps at its own edge, not the paragraph's.
 */
function blockOf(piece: Piece, rows: Piece[], height: number): Piece[] {
  const byTop = [...rows].sort((a, b) => a.top - b.top);
  const at = byTop.indexOf(piece);
  if (at < 0) return rows;
  let first = at;
  let last = at;
  while (first > 0 && byTop[first]!.top - byTop[first - 1]!.top <= BLOCK_GAP * height) first -= 1;
  while (last < byTop.length - 1 && byTop[last + 1]!.top - byTop[last]!.top <= BLOCK_GAP * height)
    last += 1;
  return byTop.slice(first, last + 1);
}

/**
 * Whether `row` may carry on `before` (the piece read just before it): the two are rows of one
 * column with the same size of text, one under the other, and `before` ran so close to the
 * column's right edge (the furthest any row of that column reaches; of its block of rows, when
 * the block has MIN_BLOCK_ROWS, see blockOf) that the first word of `row` would not have fitted
 * after it: the word as wide as the engine measured it, after a space as wide as `before`'s (a
 * count of letters at the row's mean width was short of a wide word: "Protein" / "powder (30
 * grams"). That is how a printed line wraps; core decides from the words whether the row is a
 * new ingredient or the rest of the one before. On a page read in columns the edge is the
 * column's own: a line across the page (an introduction over a side column of ingredients) does
 * not widen it.
 */
function runsOn(before: Piece, row: Piece, pieces: Piece[], column: ColumnOf): boolean {
  const height = Math.max(before.height, row.height);
  if (column(before) !== column(row) || apart(before, row)) return false;
  // Word heights of a short row vary with its letters ("runny" / "honey"): a loose match.
  if (height <= 0 || Math.min(before.height, row.height) < 0.65 * height) return false;
  const drop = row.top - before.top;
  if (drop <= 0.5 * height || drop > 2.4 * height) return false;
  // A food beside its amount's column wraps under the food (`hang`), not under the amount.
  const start = before.hang ?? before.left;
  if (row.left < start - height || row.left > start + 2.5 * height) return false;
  const rows = pieces.filter(
    (piece) =>
      column(piece) === column(before) &&
      Math.abs(piece.left - before.left) <= SAME_COLUMN_LEFT * height &&
      piece.height >= 0.65 * height &&
      piece.height <= height / 0.65,
  );
  const block = blockOf(before, rows, height);
  const edge = Math.max(
    ...(block.length >= MIN_BLOCK_ROWS ? block : rows).map((piece) => piece.right),
  );
  const text = row.text.trim();
  const charWidth = (row.right - row.left) / Math.max(1, text.length);
  const firstWord = text.split(/\s+/u)[0] ?? '';
  const word = row.first ?? charWidth * firstWord.length;
  const space = before.space ?? row.space ?? charWidth;
  return before.right + space + word > edge - MEASURE_SLACK * height;
}

/**
 * A list's number or a lone amount read apart from its row: "2.", "3)", "6", "1", and an amount
 * with a fraction ("1/4", "1 /4", "/4", "1 1/2", "1½": the fraction's second look reads a
 * fraction on its own, and a turned line's boxes may cut it from its row).
 */
const LONE_NUMBER = /^(?:\(?\d{1,2}[.)]?|(?:\d{1,2} )?\d{0,2} ?\/ ?\d{1,2}|\d{0,2} ?[½⅓⅔¼¾⅛])$/u;
/** …joins the row beside it when the gap between them is at most this many line heights. */
const NUMBER_GAP = 4;

/**
 * An amount and its unit and nothing else ("¾ cup", "2 teaspoons", "1 ½ tbsp", "500g", "2"),
 * after a check box's remains ("()", "(0)", "O", "□"), as a recipe app or a cookbook's table sets
 * them in a column of their own beside their foods: no ingredient is an amount alone.
 */
const AMOUNT_ALONE =
  /^(?:(?:\(.{0,2}\)|\[.{0,2}\]|[^\p{L}\p{N}\s]{1,2}|[Oo0])\s+)?(?:\d{1,4}(?:[.,]\d{1,2})?|\d{0,2} ?[½⅓⅔¼¾⅛]|(?:\d{1,2} )?\d\/\d{1,2})(?: ?(?:[-–] ?)?(?:\d{1,4}|[½⅓⅔¼¾⅛]|\d\/\d))?(?: ?(?:g|kg|ml|l|oz|lbs?|tsp|tbsp|tbs|c|cups?|teaspoons?|tablespoons?|pints?|cans?|cloves?|pinch(?:es)?|handfuls?|sticks?|slices?|bunch(?:es)?)\.?)?$/iu;
/** …joins the food beside it when the gap between them is at most this many line heights. */
const AMOUNT_COLUMN_GAP = 9;
/** A page with this many amounts alone has its amounts in a column of their own. */
const MIN_AMOUNT_COLUMN = 3;

/**
 * The amounts alone (`AMOUNT_ALONE`) that stand in a column of their own: MIN_AMOUNT_COLUMN or
 * more with their left edges within a line height of each other, and at least half the pieces
 * that start there between the first of them and the last (a group's heading starts there too).
 * A narrow column's row wrapped after its unit ("2 tablespoons" / "olive oil") is an amount
 * alone as well, but among the column's other rows. A cookbook's table may set its amounts
 * flush right instead (`flushRight`); both are taken.
 */
function amountsColumn(pieces: readonly Piece[]): Set<Piece> {
  const amounts = pieces.filter((piece) => {
    const text = piece.text.trim();
    return !LONE_NUMBER.test(text) && AMOUNT_ALONE.test(text);
  });
  return new Set([...alignedAmounts(pieces, amounts, 'left'), ...flushRight(pieces, amounts)]);
}

/**
 * MIN_AMOUNT_COLUMN or more of `amounts` with their `edge` within a line height of each other,
 * at least half the pieces with that edge there between the first of them and the last.
 */
function alignedAmounts(
  pieces: readonly Piece[],
  amounts: readonly Piece[],
  edge: 'left' | 'right',
): Piece[] {
  for (const first of amounts) {
    const near = (piece: Piece) => Math.abs(piece[edge] - first[edge]) <= first.height;
    const column = amounts.filter(near);
    if (column.length < MIN_AMOUNT_COLUMN) continue;
    const top = Math.min(...column.map((piece) => piece.top));
    const bottom = Math.max(...column.map((piece) => piece.top));
    const there = pieces.filter(
      (piece) => near(piece) && piece.top >= top - 1 && piece.top <= bottom + 1,
    );
    if (2 * column.length >= there.length) return column;
  }
  return [];
}

/** An amount alone that names its unit ("2 ½ cups", "1 tablespoon"), not a figure alone. */
const WITH_UNIT = /\p{L}\.?$/u;

/** A flush-right amount's food starts at most this many line heights after it. */
const FLUSH_FOOD_GAP = 2;

/**
 * Amounts set flush right in a column of their own ("2 ½ cups" / "4 teaspoons" / "½ cup", a
 * cookbook's table): their right edges line up and their left edges do not (ragged by more than
 * a line height), each names its unit, and each has its food just after it on its row, the
 * foods' left edges lined up (the table's next column). A narrow column's rows wrapped after
 * their unit end near its edge too, but they start at one left edge, so they are not taken.
 */
function flushRight(pieces: readonly Piece[], amounts: readonly Piece[]): Piece[] {
  const column = alignedAmounts(
    pieces,
    amounts.filter((piece) => WITH_UNIT.test(piece.text.trim())),
    'right',
  );
  if (column.length === 0) return [];
  const lefts = column.map((piece) => piece.left);
  const height = Math.max(...column.map((piece) => piece.height));
  if (Math.max(...lefts) - Math.min(...lefts) <= height) return [];
  const foods = column.map((amount) =>
    pieces.find(
      (other) =>
        Math.abs(other.top - amount.top) <= 0.5 * Math.max(amount.height, other.height) &&
        other.left - amount.right >= -0.2 * amount.height &&
        other.left - amount.right <= FLUSH_FOOD_GAP * amount.height &&
        /^\(?\p{L}|^\(\d/u.test(other.text.trim()),
    ),
  );
  if (foods.some((food) => food === undefined)) return [];
  const starts = foods.map((food) => food!.left);
  return Math.max(...starts) - Math.min(...starts) <= height ? column : [];
}

/**
 * A numbered list's number, or an amount, that the engine read as a piece of its own (the list's
 * numbers stand apart, right-aligned, or the amount sat in glare) joined to the row it stands at
 * the head of: the nearest piece to its right on the same row, a few line heights away. Without
 * this the number is a row of its own and its row is read before or after it. An amount with its
 * unit in a column of its own (`AMOUNT_ALONE`: a recipe app's list, a cookbook's table) joins its
 * food further off, when the food opens on a letter: read as two columns, every amount came
 * first and every food after them, none of them an ingredient.
 */
function joinLoneNumbers(pieces: Piece[]): Piece[] {
  const gone = new Set<Piece>();
  const column = amountsColumn(pieces);
  // A page of amounts in a column of their own: a lone figure ("4" · "garlic cloves") is one too.
  const amountColumn = column.size > 0;
  // Right to left, so an amount read in two ("1" · "/4", "1" · "1/2") joins its row first and
  // the whole number then joins the amount.
  for (const piece of [...pieces].sort((a, b) => b.left - a.left)) {
    if (gone.has(piece)) continue;
    const lone = LONE_NUMBER.test(piece.text.trim());
    const alone = !lone && column.has(piece);
    if (!lone && !alone) continue;
    let best: Piece | null = null;
    for (const other of pieces) {
      if (other === piece || gone.has(other)) continue;
      const food = /^\(?\p{L}|^\(\d/u.test(other.text.trim());
      if (!lone && !food) continue;
      const height = Math.max(piece.height, other.height);
      if (Math.abs(other.top - piece.top) > 0.5 * height) continue;
      const gap = other.left - piece.right;
      const wide = !lone || (amountColumn && food);
      if (gap < -0.2 * height || gap > (wide ? AMOUNT_COLUMN_GAP : NUMBER_GAP) * height) continue;
      if (!best || other.left < best.left) best = other;
    }
    if (!best) continue;
    if (alone || (amountColumn && best.left - piece.right > NUMBER_GAP * piece.height))
      best.hang = best.left;
    best.text = `${piece.text.trim()} ${best.text}`;
    best.guessed = joinGuesses(piece, best);
    best.left = piece.left;
    best.first = piece.first;
    best.top = Math.min(best.top, piece.top);
    gone.add(piece);
  }
  return pieces.filter((piece) => !gone.has(piece));
}

/**
 * A piece this long or shorter, or with no two letters in a row, may be a list's mark (a box, a
 * number) read apart.
 */
const MARK_LENGTH = 3;
/**
 * Two pieces of one row closer than half the left one's space between words are cut from one
 * word; where the left piece is one word, closer than this many line heights.
 */
const WORD_CUT = 0.2;

/**
 * Whether `piece`, read right after `before`, is the rest of its printed line: the same row and
 * column, starting after it no further than a column's gap (COLUMN_GAP), so the engine would
 * have read them as one line had it not cut them into two (two blocks across a title, a step
 * under two columns cut at their gutter).
 */
function sameLine(before: Piece, piece: Piece, column: ColumnOf): boolean {
  if (before.row !== piece.row || column(before) !== column(piece) || apart(before, piece))
    return false;
  // A mark read apart (a checkbox "[a]" or "(@)]", a smudge "SRA", a number) is left to core.
  const mark = before.text.trim();
  if (mark.length <= MARK_LENGTH || !/\p{L}{2}/u.test(mark)) return false;
  const height = Math.max(before.height, piece.height);
  const gap = piece.left - before.right;
  return gap >= -0.3 * height && gap <= COLUMN_GAP * height;
}

/** The guessed amounts of two pieces joined into one, first's first (none: undefined). */
function joinGuesses(first: TextLine, second: TextLine): GuessedAmount[] | undefined {
  const both = [...(first.guessed ?? []), ...(second.guessed ?? [])];
  return both.length > 0 ? both : undefined;
}

/** How many rows under a row of tabs are looked at (`tabsDropped`). */
const TAB_ROWS = 3;

/**
 * A recipe app's tabs ("Ingredients" · "Method" on one row, the list of the first one under
 * them) without the tabs after the first: a section heading alone with another one beside it on
 * its row, when all but one of the next TAB_ROWS rows under them (a group's heading short of the
 * later tab passed over) reach across the later tab's left edge and none starts there. A page with the method beside its list sets the two headings on one row too,
 * but the rows under them keep to their columns. `pieces` are in rows (`inRows`).
 */
function tabsDropped(pieces: Piece[]): Piece[] {
  const gone = new Set<Piece>();
  const rows = [...new Set(pieces.map((piece) => piece.row))].sort((a, b) => a - b);
  for (const [at, row] of rows.entries()) {
    const heads = pieces.filter((piece) => piece.row === row).sort((a, b) => a.left - b.left);
    if (heads.length < 2) continue;
    const read = heads.map((piece) => readHeading(piece.text.trim()));
    if (read.some((head) => head === null || head.rest !== '')) continue;
    if (new Set(read.map((head) => head!.section)).size < 2) continue;
    const edge = heads[1]!.left;
    // A group's heading under the tabs ("WET INGREDIENTS", no figure, short of the later tab) is
    // passed over.
    const under = rows
      .slice(at + 1)
      .map((below) => pieces.filter((piece) => piece.row === below))
      .filter((row) => !(row.length === 1 && row[0]!.right <= edge && !/\d/u.test(row[0]!.text)))
      .slice(0, TAB_ROWS);
    if (under.length < TAB_ROWS) continue;
    const height = heads[1]!.height;
    const across = under.filter((row) =>
      row.some((piece) => piece.left < edge && piece.right > edge),
    ).length;
    const column = under.some((row) => row.some((piece) => Math.abs(piece.left - edge) <= height));
    if (across >= TAB_ROWS - 1 && !column) for (const tab of heads.slice(1)) gone.add(tab);
  }
  return pieces.filter((piece) => !gone.has(piece));
}

/**
 * The page's lines in reading order. The height of a line is its box's height (the box holds
 * the tallest letters); where the next line starts a new paragraph a blank line is kept.
 */
export function pageLines(page: EnginePage): TextLine[] {
  if (!page.blocks) {
    return page.text.split('\n').map((text, index) => ({ text, height: 0, top: index }));
  }
  const engine = engineLines(page);
  const slope = pageSlope(engine);
  const usual = textHeight(engine, 'upper');
  const read = (gutters: readonly number[]) => {
    const all: Piece[] = [];
    let paragraph = 0;
    for (const block of page.blocks ?? []) {
      for (const para of block.paragraphs) {
        paragraph += 1;
        for (const line of para.lines) {
          if (line.text.trim() === '') continue;
          const even = unswollen(line, engine, usual);
          all.push(...piecesOf(even, paragraph, slope, gutters));
        }
      }
    }
    return all;
  };
  // Lines read across a gutter the other rows show are cut there (`gutterCuts`).
  const first = read([]);
  const gutters = guttersOf(first);
  const pieces = gutters.length > 0 ? read(gutters) : first;
  const joined = joinLoneNumbers(pieces);
  pieces.length = 0;
  pieces.push(...joined);
  const lean = pageLean(pieces);
  for (const piece of pieces) {
    piece.left -= piece.top * lean;
    piece.right -= piece.top * lean;
  }
  const lines: TextLine[] = [];
  let previous: Piece | null = null;
  const byRows = tabsDropped(inRows(pieces));
  pieces.length = 0;
  pieces.push(...byRows);
  const column = acrossRows(pieces, paragraphEnds(pieces, columnsOf(pieces)));
  for (const piece of readingOrder(byRows, column)) {
    const side = column(piece);
    const last = lines[lines.length - 1];
    if (previous && last && sameLine(previous, piece, column)) {
      // One printed line the engine gave as two: read as one.
      const height = Math.max(previous.height, piece.height);
      const cut =
        piece.left - previous.right < (previous.space ?? 2 * WORD_CUT * height) / 2 &&
        /^\p{Ll}/u.test(piece.text);
      last.text = `${last.text.trimEnd()}${cut ? '' : ' '}${piece.text.trimStart()}`;
      last.guessed = joinGuesses(last, piece);
      last.height = Math.max(last.height, piece.height);
      previous.right = piece.right;
      continue;
    }
    const runs = previous !== null && runsOn(previous, piece, pieces, column);
    if (previous && previous.paragraph !== piece.paragraph) {
      lines.push({ text: '', height: 0, top: piece.top });
    }
    lines.push({
      text: piece.text,
      height: piece.height,
      top: piece.top,
      ...(runs ? { runsOn: true } : {}),
      ...(side !== -1 ? { column: side } : {}),
      ...(piece.guessed ? { guessed: piece.guessed } : {}),
    });
    previous = piece;
  }
  return lines;
}
