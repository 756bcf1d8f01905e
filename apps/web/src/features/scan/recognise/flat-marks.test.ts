import { describe, expect, it } from 'vitest';
import { dashBox, mendFlatGuillemets, xHeight } from './flat-marks.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/**
 * A word's symbols side by side from `left`, 10 px apart: small letters 12 px tall (rows 8-20),
 * a capital or an ascender from row 4, and each mark with the box given.
 */
function word(text: string, left: number, marks: Record<string, ReturnType<typeof box>> = {}) {
  const symbols = [...text].map((letter, at) => {
    const x = left + at * 10;
    const mark = marks[letter];
    if (mark) return { text: letter, bbox: box(x + mark.x0, mark.y0, x + mark.x1, mark.y1) };
    const top = /[\p{Lu}bdfhklt\d(]/u.test(letter) ? 4 : 8;
    return { text: letter, bbox: box(x, top, x + 8, 20) };
  });
  return { text, bbox: box(left, 4, left + text.length * 10, 20), symbols };
}

const page = (text: string, words: ReturnType<typeof word>[]) => ({
  blocks: [{ paragraphs: [{ lines: [{ text, words }] }] }],
});

/** kt-010's dash, boxed 4 × 3 on 12 px small letters, and a round bullet boxed 6 × 6. */
const DASH = { '«': box(0, 13, 4, 16) };
const BULLET = { '«': box(0, 11, 6, 17) };

describe('a dash read as a guillemet (session 63, photos17)', () => {
  it('measures the x-height by the small letters only', () => {
    expect(xHeight([word('I use cilantro', 0)])).toBe(12);
    expect(xHeight([word('Ill', 0)])).toBeNull();
  });

  it('takes a flat mark wider than tall for a dash, a square or taller one for a bullet', () => {
    expect(dashBox(box(0, 13, 4, 16), 12)).toBe(true);
    expect(dashBox(box(0, 11, 6, 17), 12)).toBe(false);
    // kt-001's bullet, 7 × 7 beside 14 px letters; a dot 3 × 3 on 12 px type.
    expect(dashBox(box(0, 0, 7, 7), 14)).toBe(false);
    expect(dashBox(box(0, 0, 3, 3), 12)).toBe(false);
  });

  it('reads a flat "«" between words as a dash', () => {
    const read = page('herbs « I use cilantro', [
      word('herbs', 0),
      word('«', 60, DASH),
      word('I', 80),
      word('use', 100),
      word('cilantro', 140),
    ]);
    mendFlatGuillemets(read);
    const line = read.blocks[0]!.paragraphs[0]!.lines[0]!;
    expect(line.text).toBe('herbs - I use cilantro');
    expect(line.words[1]!.text).toBe('-');
  });

  it('mends the dash inside a word, not a round bullet with the same mark before it', () => {
    const read = page('« 2 TBSP Ice Cold Water (+/« 1 TBSP)', [
      word('«', 0, BULLET),
      word('2', 20),
      word('TBSP', 40),
      word('Ice', 90),
      word('Cold', 130),
      word('Water', 180),
      word('(+/«', 240, DASH),
      word('1', 290),
      word('TBSP)', 310),
    ]);
    mendFlatGuillemets(read);
    const line = read.blocks[0]!.paragraphs[0]!.lines[0]!;
    expect(line.text).toBe('« 2 TBSP Ice Cold Water (+/- 1 TBSP)');
  });

  it('leaves a round bullet read "«", and a flat mark that ends the line', () => {
    const bullet = page('« salt and pepper', [
      word('«', 0, BULLET),
      word('salt', 20),
      word('and', 70),
      word('pepper', 110),
    ]);
    mendFlatGuillemets(bullet);
    expect(bullet.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('« salt and pepper');
    const scrap = page('sea salt, for garnish «', [
      word('sea', 0),
      word('salt,', 40),
      word('for', 100),
      word('garnish', 140),
      word('«', 220, DASH),
    ]);
    mendFlatGuillemets(scrap);
    expect(scrap.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('sea salt, for garnish «');
  });
});
