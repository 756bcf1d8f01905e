/**
 * A small letter read as its capital (issue 31): "1 pound Spaghetti", "herb Sauce" where the card
 * prints "spaghetti", "sauce". Letters whose capital is their small form drawn larger (c, o, p, s,
 * u, v, w, x, z) leave the engine only their size to go by, and it often guesses the capital; the
 * text alone cannot say (a list in lower case prints "Kalamata" too; session 58). The engine's
 * boxes can: a capital stands above the small letters' top, a small letter's top is theirs.
 */
import type { Box } from './fraction-glyphs.ts';
import { engineLines } from './text-lines.ts';

type Symbol = { text: string; bbox: Box };
type CaseWord = { text: string; bbox: Box; symbols?: Symbol[] };
type CaseLine = { text: string; words?: CaseWord[]; baseline?: Box };
type CasePage = { blocks: { paragraphs: { lines: CaseLine[] }[] }[] | null };

/** Capitals shaped like their small letter; a small p's top is at the small letters' top too. */
const SHAPE_ALIKE = /^[COPSUVWXZ]$/u;
/** Small letters with neither ascender nor descender: their tops and bottoms give the x-height. */
const X_HEIGHT = /^[acemnorsuvwxz]$/u;
/** At least this many of them after the first letter, to measure the x-height by. */
const MIN_SMALL = 2;
/**
 * A first letter whose top stands less than this share of the x-height above the small letters'
 * top is small: a capital stands 30-50% above it in book, web and hand-lettered faces alike.
 */
const ABOVE = 0.12;
/** Small letters with an ascender, and how far above the small letters' top theirs must stand. */
const ASCENDER = /^[bdfhkl]$/u;
const STANDS_ABOVE = 0.25;
/** The small letters' boxes are no taller than this many of their common height. */
const ALIKE = 1.3;

/**
 * Whether a word read with a shape-alike capital at its head and small letters after it prints
 * that letter small, by its box: its top (along the line's slope) within ABOVE of the small
 * letters' top. Symbols whose boxes do not run left to right (the engine gave several of them the
 * word's box, as on a display face's title) say nothing.
 */
export function headIsSmall(word: CaseWord, slope: number): boolean {
  const symbols = word.symbols ?? [];
  const [head, ...rest] = symbols;
  if (!head || !SHAPE_ALIKE.test(head.text) || !/^[a-z]+[,.;:)]?$/u.test(word.text.slice(1)))
    return false;
  if (symbols.map((symbol) => symbol.text).join('') !== word.text) return false;
  if (symbols.some((symbol, at) => at > 0 && symbol.bbox.x0 <= symbols[at - 1]!.bbox.x0))
    return false;
  const level = (symbol: Symbol, y: number) => y - slope * (symbol.bbox.x0 - head.bbox.x0);
  const small = rest.filter((symbol) => X_HEIGHT.test(symbol.text));
  if (small.length < MIN_SMALL) return false;
  // The engine's box for a letter often takes in ink of its neighbours (an "r" as tall as the "l"
  // beside it), seldom less than its own: the lowest top of the small letters is their top.
  const top = Math.max(...small.map((symbol) => level(symbol, symbol.bbox.y0)));
  const bottom = Math.min(...small.map((symbol) => level(symbol, symbol.bbox.y1)));
  const xHeight = bottom - top;
  if (xHeight <= 0 || head.bbox.y0 <= top - ABOVE * xHeight) return false;
  // Small letters' boxes of unlike heights (an "n" given twice a "c"'s, on small type under noise)
  // were drawn over more than the letter: their tops say nothing.
  if (small.some((symbol) => symbol.bbox.y1 - symbol.bbox.y0 > ALIKE * xHeight)) return false;
  // Boxes that do not tell heights apart (an "l" or "d" no taller than an "a", as on small or
  // soft type, or several letters given the word's box) say nothing of the head either.
  return rest.every(
    (symbol) =>
      !ASCENDER.test(symbol.text) || level(symbol, symbol.bbox.y0) <= top - STANDS_ABOVE * xHeight,
  );
}

/** Every word of the page whose shape-alike capital is printed small gets its small letter. */
export function mendLetterCase(page: CasePage): void {
  for (const line of engineLines(page)) {
    const base = line.baseline;
    const slope = base && base.x1 > base.x0 ? (base.y1 - base.y0) / (base.x1 - base.x0) : 0;
    for (const word of line.words ?? []) {
      if (!headIsSmall(word, slope)) continue;
      const at = [...line.text.matchAll(/\S+/gu)].find((each) => each[0] === word.text)?.index;
      if (at === undefined) continue;
      const lowered = word.text[0]!.toLowerCase() + word.text.slice(1);
      line.text = line.text.slice(0, at) + lowered + line.text.slice(at + word.text.length);
      word.text = lowered;
      word.symbols![0]!.text = lowered[0]!;
    }
  }
}

/** Words a title in title case leaves in lower case. */
const SMALL_WORD = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with)$/u;

/** A bar's box is a capital's when its top and bottom are within this share of the capitals'. */
const CAPITAL_LEVEL = 0.1;
/** …and its gap to the word before it at most this many times the row's widest other gap. */
const WORD_GAP = 1.5;

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

/**
 * A capital "I" standing alone as a row's last word read as a bar "|" (decision 0017, session 65):
 * "PUMPKIN PIE |" for "PUMPKIN PIE I" (vt-031), a numeral the parser then drops as a mark. On a row
 * in capitals (two words or more before it, every letter a capital), a bar whose box stands from
 * the capitals' top to their foot (CAPITAL_LEVEL of their height either way), spaced from the
 * word before it as the row's words are (WORD_GAP), is the letter. A printed rule or a page's
 * edge beside a row is taller than its capitals, or stands off from its words.
 */
export function barAsCapital(line: CaseLine): boolean {
  const words = (line.words ?? []).filter((word) => word.text.trim() !== '');
  const bar = words[words.length - 1];
  const before = words.slice(0, -1);
  if (!bar || bar.text !== '|' || before.length < 2) return false;
  const inCapitals = before.every((word) => /^\p{Lu}[\p{Lu}'’&-]*[,:]?$/u.test(word.text));
  // …or in title case ("Pumpkin Pie |", session 72): every word but a small one opens on a
  // capital, and the capitals' tops and feet are measured from those first letters.
  const inTitleCase =
    before.every(
      (word) => /^\p{Lu}[\p{L}'’&-]*[,:]?$/u.test(word.text) || SMALL_WORD.test(word.text),
    ) && before.filter((word) => /^\p{Lu}/u.test(word.text)).length >= 2;
  if (!inCapitals && !inTitleCase) return false;
  const capitals = before.flatMap((word) =>
    (word.symbols ?? []).filter((symbol) => /^\p{Lu}$/u.test(symbol.text)),
  );
  if (capitals.length < (inCapitals ? 3 : 2)) return false;
  const top = middle(capitals.map((symbol) => symbol.bbox.y0));
  const foot = middle(capitals.map((symbol) => symbol.bbox.y1));
  const height = foot - top;
  if (height <= 0) return false;
  if (Math.abs(bar.bbox.y0 - top) > CAPITAL_LEVEL * height) return false;
  if (Math.abs(bar.bbox.y1 - foot) > CAPITAL_LEVEL * height) return false;
  const gaps = before.slice(1).map((word, at) => word.bbox.x0 - before[at]!.bbox.x1);
  const gap = bar.bbox.x0 - before[before.length - 1]!.bbox.x1;
  return gap > 0 && gap <= WORD_GAP * Math.max(...gaps);
}

/** Every row in capitals whose last word is a capital "I" read as a bar gets its letter. */
export function mendBarCapitals(page: CasePage): void {
  for (const line of engineLines(page)) {
    if (!barAsCapital(line)) continue;
    const bar = line.words!.filter((word) => word.text.trim() !== '').at(-1)!;
    bar.text = 'I';
    if (bar.symbols?.length === 1) bar.symbols[0]!.text = 'I';
    line.text = line.text.replace(/\|(\s*)$/u, 'I$1');
  }
}
