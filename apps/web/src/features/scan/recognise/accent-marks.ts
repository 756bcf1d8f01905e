/**
 * Accents a card prints or not (issue 31). The engine's English model reads "è", "û", "ñ" … as
 * plain letters, so core puts a short list of food words' accents back ("creme" → "crème"); a
 * card that prints the word plain ("Creme Brulee") then loses its own spelling. The pixels can
 * tell: an accent is ink above a small letter, between the small letters' top and the height of
 * a capital. A word read plain whose letters core would accent have paper there is printed plain;
 * core is told so (`TextLine.plain`) and leaves it. Where any of a word's plain reads on the page
 * shows ink there, or the type is too small to tell, nothing is said and core's default stands.
 */
import { accentedFoodWord, type TextLine } from '@plateful/core';
import type { Box } from './fraction-glyphs.ts';
import { boxLevels, luminance } from './box-levels.ts';
import type { Pixels } from './prepare-image.ts';
import { engineLines } from './text-lines.ts';

type Symbol = { text: string; bbox: Box };
type AccentWord = { text: string; bbox: Box; symbols?: Symbol[] };
type AccentLine = { text: string; words?: AccentWord[]; baseline?: Box };
type AccentPage = { blocks: { paragraphs: { lines: AccentLine[] }[] }[] | null };

/** Small letters with neither ascender nor descender: their tops and bottoms give the x-height. */
const X_HEIGHT = /^[acemnorsuvwxz]$/u;

export type AccentSeen = 'ink' | 'paper' | null;

/** A word as read: letters, and the punctuation print sets after a word. */
const READ_WORD = /^(\p{L}+)[,.;:)]?$/u;
/** Below this x-height, in pixels, the band an accent stands in is too few rows to tell. */
const MIN_X_HEIGHT = 10;
/**
 * The band looked at above a letter, in x-heights above the small letters' top: an accent (grave,
 * acute, circumflex, tilde) stands 0.2-0.7 of an x-height above it in book, web and display
 * faces; the band is wider, so that one set higher or a soft photo's faint one is not missed
 * (only "paper" changes the draft, so the look errs towards ink).
 */
const BAND_TOP = 0.95;
const BAND_FOOT = 0.1;
/** The share of a letter's width left out at each side (the box's slack). */
const INSET = 0.05;
/** A pixel is ink when darker than this share of the way from the paper to the darkest ink. */
const FAINT = 0.25;
/** At most this share of the band inked is paper; at least INK is an accent. */
const PAPER = 0.02;
const INK = 0.06;

/**
 * What stands above the letters of `word` (read without accents) that core would accent:
 * 'paper' where no accent is printed over any of them, 'ink' where one is, null where the word
 * has none to put back or its boxes or type cannot tell.
 */
export function accentsSeen(image: Pixels, word: AccentWord, slope: number): AccentSeen {
  const letters = READ_WORD.exec(word.text)?.[1];
  const accented = letters === undefined ? undefined : accentedFoodWord(letters);
  if (letters === undefined || accented === undefined || accented.length !== letters.length)
    return null;
  const symbols = word.symbols ?? [];
  if (symbols.map((symbol) => symbol.text).join('') !== word.text) return null;
  if (symbols.some((symbol, at) => at > 0 && symbol.bbox.x0 <= symbols[at - 1]!.bbox.x0))
    return null;
  // The letters core would accent; each read as its plain letter.
  const marked = [...accented].flatMap((letter, at) => (letter === letters[at] ? [] : [at]));
  if (marked.some((at) => accented[at]!.normalize('NFD')[0] !== letters[at]!.toLowerCase()))
    return null;
  const head = symbols[0]!;
  const level = (symbol: Symbol, y: number) => y - slope * (symbol.bbox.x0 - head.bbox.x0);
  const small = symbols.filter((symbol) => X_HEIGHT.test(symbol.text));
  if (small.length < 2) return null;
  // The lowest top of the small letters is their top (a box often takes in a neighbour's ink).
  const top = Math.max(...small.map((symbol) => level(symbol, symbol.bbox.y0)));
  const bottom = Math.min(...small.map((symbol) => level(symbol, symbol.bbox.y1)));
  const xHeight = bottom - top;
  if (xHeight < MIN_X_HEIGHT) return null;
  const grey = boxLevels(image, word.bbox, 4, 4);
  if (!grey || grey.paper - grey.darkest < 40) return null;
  const cut = grey.paper - FAINT * (grey.paper - grey.darkest);
  const shares = marked.map((at) => {
    const box = symbols[at]!.bbox;
    const inset = INSET * (box.x1 - box.x0);
    const lift = slope * (box.x0 - head.bbox.x0);
    let inked = 0;
    let all = 0;
    for (
      let y = Math.floor(top + lift - BAND_TOP * xHeight);
      y < top + lift - BAND_FOOT * xHeight;
      y += 1
    )
      for (let x = Math.floor(box.x0 + inset); x < box.x1 - inset; x += 1) {
        all += 1;
        if (luminance(image, x, y) < cut) inked += 1;
      }
    return all === 0 ? null : inked / all;
  });
  if (shares.some((share) => share === null)) return null;
  if (shares.every((share) => share! <= PAPER)) return 'paper';
  return shares.some((share) => share! >= INK) ? 'ink' : null;
}

/**
 * The words (letters only, lower case) read plain that the page prints plain: every plain read of
 * the word that can be told shows paper above its letters, and none shows ink.
 */
export function plainPrinted(page: AccentPage, image: Pixels): string[] {
  const seen = new Map<string, AccentSeen>();
  for (const line of engineLines(page)) {
    const base = line.baseline;
    const slope = base && base.x1 > base.x0 ? (base.y1 - base.y0) / (base.x1 - base.x0) : 0;
    for (const word of line.words ?? []) {
      const letters = READ_WORD.exec(word.text)?.[1];
      if (letters === undefined || accentedFoodWord(letters) === undefined) continue;
      const key = letters.toLowerCase();
      const verdict = accentsSeen(image, word, slope);
      if (verdict === null) continue;
      seen.set(key, seen.get(key) === 'ink' ? 'ink' : verdict);
    }
  }
  return [...seen].filter(([, verdict]) => verdict === 'paper').map(([word]) => word);
}

/** Each line given the words of `plain` it holds (`TextLine.plain`). */
export function markPlain(lines: TextLine[], plain: readonly string[]): void {
  if (plain.length === 0) return;
  for (const line of lines) {
    const held = (line.text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) =>
      plain.includes(word),
    );
    if (held.length > 0) line.plain = [...new Set(held)];
  }
}
