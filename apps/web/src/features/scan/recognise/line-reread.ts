/**
 * A second engine read, at a larger scale, of only the rows the page's read left a word in that
 * is no known word; such a word is replaced only by known words the second read gives in its
 * place, a measure that does not look at the truth (decision 0017, session 27).
 */
import { isKnownWord } from '@plateful/core';
import type { Box } from './fraction-glyphs.ts';
import type { Pixels } from './prepare-image.ts';

/** An engine word as the page gives it, with the engine's confidence (0-100). */
export type ReadWord = {
  text: string;
  bbox: Box;
  confidence?: number;
  symbols?: { text: string; bbox: Box }[];
};

/** A word's verdict: a word of letters that is a known word, one that is not, or neither. */
export function wordKind(text: string): 'known' | 'unknown' | 'other' {
  const core = text.replace(/^[.,;:()"'*•-]+|[.,;:()"'*•-]+$/gu, '');
  // An amount, or an amount glued to its unit ("250g", "2tbsp").
  if (/^\d+(?:[.,/]\d+)?\p{L}*$/u.test(core)) return 'other';
  if (!/\p{L}/u.test(core)) return 'other';
  // A plural in brackets ("pinch(es)") is as printed.
  if (/^\p{L}+\(\p{L}+\)?$/u.test(core)) return 'other';
  // Letters mixed with other signs ("garf1c", "sa|t").
  if (/[^\p{L}'-]/u.test(core)) return 'unknown';
  if (core.length < 3) return 'other';
  if (isKnownWord(core)) return 'known';
  // A compound of known words ("all-purpose").
  const parts = core.split('-');
  return parts.length > 1 && parts.every((part) => part.length > 0 && isKnownWord(part))
    ? 'known'
    : 'unknown';
}

/** Whether a row is worth a second read: a word of letters that is no known word. */
export function weakRow(words: readonly ReadWord[]): boolean {
  return words.some((word) => wordKind(word.text) === 'unknown');
}

/** The scale the second read is taken at. */
export const REREAD_SCALE = 1.5;

/**
 * A row's box, with a margin of half its height round it, scaled up bilinearly by `scale`, as
 * grey pixels; `back` maps the crop's coordinates back to the photo's.
 */
export function rowCrop(
  image: Pixels,
  box: Box,
  scale: number,
): { crop: Pixels; back: (b: Box) => Box } {
  const margin = Math.round((box.y1 - box.y0) / 2);
  const x0 = Math.max(0, box.x0 - margin);
  const y0 = Math.max(0, box.y0 - margin);
  const x1 = Math.min(image.width, box.x1 + margin);
  const y1 = Math.min(image.height, box.y1 + margin);
  const width = Math.max(1, Math.round((x1 - x0) * scale));
  const height = Math.max(1, Math.round((y1 - y0) * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  const grey = (x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    return 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
  };
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(y1 - 1, Math.max(y0, y0 + (y + 0.5) / scale - 0.5));
    const ya = Math.floor(sy);
    const yb = Math.min(y1 - 1, ya + 1);
    const fy = sy - ya;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(x1 - 1, Math.max(x0, x0 + (x + 0.5) / scale - 0.5));
      const xa = Math.floor(sx);
      const xb = Math.min(x1 - 1, xa + 1);
      const fx = sx - xa;
      const level =
        (grey(xa, ya) * (1 - fx) + grey(xb, ya) * fx) * (1 - fy) +
        (grey(xa, yb) * (1 - fx) + grey(xb, yb) * fx) * fy;
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = Math.round(level);
      data[at + 3] = 255;
    }
  }
  const back = (b: Box): Box => ({
    x0: Math.round(x0 + b.x0 / scale),
    y0: Math.round(y0 + b.y0 / scale),
    x1: Math.round(x0 + b.x1 / scale),
    y1: Math.round(y0 + b.y1 / scale),
  });
  return { crop: { width, height, data }, back };
}

/** The edit distance between two strings (insertions, deletions and substitutions). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/**
 * Whether a second read is the same word read better: its letters within a quarter of the
 * word's length (at least one) of the first read's, case, spaces and signs aside.
 */
export function sameWord(first: string, second: string): boolean {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\d]/gu, '');
  const a = letters(first);
  return editDistance(a, letters(second)) <= Math.max(1, Math.floor(a.length / 4));
}

/**
 * The first read's row with each unknown word (`wordKind`) replaced by the second read's word in
 * its place (the one word whose middle lies within the first word's ends), when that is a known
 * word, lies within those ends and is the same word read better (`sameWord`). Every other word
 * stays as first read (a bullet, a figure, a glyph fraction, a word the first read broke in two:
 * the second read is trusted only where it reads a word the first could not). Null when no word
 * changes.
 */
export function mendRow(
  first: readonly ReadWord[],
  second: readonly ReadWord[],
): ReadWord[] | null {
  let changed = false;
  const row = first.flatMap((word, at) => {
    if (wordKind(word.text) !== 'unknown') return [word];
    // A word the first read broke in two ("seaso" "ning", "koshe" "r") is joined after the
    // read (core's `joinBrokenWords`): left as it is.
    const before = first[at - 1]?.text ?? '';
    const after = first[at + 1]?.text ?? '';
    if (
      wordKind(`${before}${word.text}`) === 'known' ||
      wordKind(`${word.text}${after}`) === 'known'
    )
      return [word];
    const over = second.filter((other) => {
      const middle = (other.bbox.x0 + other.bbox.x1) / 2;
      return middle >= word.bbox.x0 && middle <= word.bbox.x1;
    });
    // A word the second read carries past the first's ends takes in a neighbour's letters.
    const slack = (word.bbox.y1 - word.bbox.y0) / 4;
    const inside = over.every(
      (other) => other.bbox.x0 >= word.bbox.x0 - slack && other.bbox.x1 <= word.bbox.x1 + slack,
    );
    const [other] = over;
    if (over.length !== 1 || !inside || wordKind(other!.text) !== 'known') return [word];
    if (!sameWord(word.text, other!.text)) return [word];
    // The first letter's case as first read: a capital is the second read's likelier slip, and
    // a word read in capitals where the first read small letters is another word.
    const lower = /^[^\p{L}]*\p{Ll}/u.test(word.text);
    if (lower && /\p{Lu}{2}/u.test(other!.text)) return [word];
    changed = true;
    return [
      lower ? { ...other!, text: other!.text.replace(/\p{Lu}/u, (c) => c.toLowerCase()) } : other!,
    ];
  });
  return changed ? row : null;
}
