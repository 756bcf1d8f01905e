import { describe, expect, it } from 'vitest';
import type { TextLine } from '@plateful/core';
import type { Pixels } from './prepare-image.ts';
import { accentsSeen, markPlain, plainPrinted } from './accent-marks.ts';
import { parseScannedLines } from './draft-from-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

type Mark = [number, number, number, number];

/** White paper 120 × 100 with dark rectangles drawn on it. */
function paper(marks: Mark[]): Pixels {
  const width = 120;
  const height = 100;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x0, y0, x1, y1] of marks)
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

/**
 * "Creme" set at `top` with an x-height of `xHeight` px: the capital C from 0.6 x-height above
 * the small letters' top, each letter 10 px wide and 12 px apart; with `accent`, a grave's ink
 * over the first "e" (0.3-0.6 x-height above the small letters).
 */
function creme(top: number, xHeight: number, accent: boolean) {
  const foot = top + xHeight;
  const cap = Math.round(top - 0.6 * xHeight);
  const letters = ['C', 'r', 'e', 'm', 'e'];
  const symbols = letters.map((text, at) => ({
    text,
    bbox: box(4 + 12 * at, text === 'C' ? cap : top, 14 + 12 * at, foot),
  }));
  const ink: Mark[] = symbols.map(({ bbox }) => [bbox.x0, bbox.y0, bbox.x1, bbox.y1]);
  if (accent)
    ink.push([30, Math.round(top - 0.6 * xHeight), 36, Math.round(top - 0.3 * xHeight)] as Mark);
  return { word: { text: 'Creme', bbox: box(4, cap, 62, foot), symbols }, ink };
}

const pageOf = (...lines: { text: string; words: ReturnType<typeof creme>['word'][] }[]) => ({
  blocks: [{ paragraphs: [{ lines }] }],
});

describe('accents the card prints or not, by the ink above the letters (session 64, photos18)', () => {
  it('sees paper above a plain "Creme" and ink above a printed "Crème" read plain', () => {
    const plain = creme(30, 16, false);
    expect(accentsSeen(paper(plain.ink), plain.word, 0)).toBe('paper');
    const accented = creme(30, 16, true);
    expect(accentsSeen(paper(accented.ink), accented.word, 0)).toBe('ink');
  });

  it('says nothing on type too small to hold an accent, nor of a word core leaves alone', () => {
    const small = creme(30, 6, false);
    expect(accentsSeen(paper(small.ink), small.word, 0)).toBeNull();
    const cream = creme(30, 16, false);
    cream.word.text = 'Cream';
    cream.word.symbols[3]!.text = 'a';
    cream.word.symbols[4]!.text = 'm';
    expect(accentsSeen(paper(cream.ink), cream.word, 0)).toBeNull();
  });

  it('lists a word only where no plain read of it on the page shows ink', () => {
    const title = creme(20, 16, false);
    const row = creme(70, 16, true);
    const both = pageOf(
      { text: 'Creme\n', words: [title.word] },
      { text: 'Creme\n', words: [row.word] },
    );
    expect(plainPrinted(both, paper([...title.ink, ...row.ink]))).toEqual([]);
    const plainRow = creme(70, 16, false);
    const plain = pageOf(
      { text: 'Creme\n', words: [title.word] },
      { text: 'Creme\n', words: [plainRow.word] },
    );
    expect(plainPrinted(plain, paper([...title.ink, ...plainRow.ink]))).toEqual(['creme']);
  });

  it('marks the lines holding such a word, and the draft keeps its spelling', () => {
    const lines: TextLine[] = [
      { text: 'Creme Brulee', height: 30, top: 0 },
      { text: 'Ingredients', height: 12, top: 40 },
      { text: '3 cups heavy cream', height: 12, top: 60 },
      { text: '1 tsp sugar for each creme brulee', height: 12, top: 80 },
    ];
    expect(parseScannedLines([lines]).name).toBe('Crème Brûlée');
    markPlain(lines, ['creme', 'brulee']);
    expect(lines.map((line) => line.plain)).toEqual([
      ['creme', 'brulee'],
      undefined,
      undefined,
      ['creme', 'brulee'],
    ]);
    const draft = parseScannedLines([lines]);
    expect(draft.name).toBe('Creme Brulee');
    expect(draft.ingredients).toContain('1 tsp sugar for each creme brulee');
  });
});
