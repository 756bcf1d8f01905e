import { describe, expect, it } from 'vitest';
import type { Pixels } from './prepare-image.ts';
import { mendSplitArms } from './letter-arms.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/** White paper 80 × 40 with dark rectangles drawn on it. */
function paper(marks: [number, number, number, number][]): Pixels {
  const width = 80;
  const height = 40;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x0, y0, x1, y1] of marks)
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

/**
 * A "2" as a block, rows 10-30; then a "T": its crossbar 18-34 (rows 10-13) and its stem 24-28.
 * With `slash`, a stroke under the crossbar's left end down to the foot, as a fraction glyph's
 * slash and denominator stand under its numerator.
 */
const ink = (slash = false) =>
  paper([
    [2, 10, 12, 30],
    [18, 10, 34, 13],
    [24, 13, 28, 30],
    ...(slash ? ([[18, 18, 22, 30]] as [number, number, number, number][]) : []),
  ]);

/** "2'TBSP Water": the engine's quote over the crossbar's left end, its "T" the rest. */
const page = (gap = 0, quoteText = "'") => {
  const word = {
    text: `2${quoteText}TBSP`,
    bbox: box(2, 10, 70, 30),
    symbols: [
      { text: '2', bbox: box(2, 10, 12, 30) },
      { text: quoteText, bbox: box(18, 10, 22, 15) },
      { text: 'T', bbox: box(22 + gap, 10, 34, 30) },
      { text: 'B', bbox: box(36, 10, 46, 30) },
      { text: 'S', bbox: box(48, 10, 58, 30) },
      { text: 'P', bbox: box(60, 10, 70, 30) },
    ],
  };
  return {
    blocks: [{ paragraphs: [{ lines: [{ text: `2${quoteText}TBSP Water\n`, words: [word] }] }] }],
  };
};

const lineOf = (read: ReturnType<typeof page>) => read.blocks[0]!.paragraphs[0]!.lines[0]!;

describe("a capital's arm split off as a quote (session 62, photos15)", () => {
  it('drops a quote that touches the capital after it, at its top, with paper under it', () => {
    const read = page();
    mendSplitArms(read, ink());
    expect(lineOf(read).text).toBe('2TBSP Water\n');
    expect(lineOf(read).words[0]!.text).toBe('2TBSP');
    expect(
      lineOf(read)
        .words[0]!.symbols.map((symbol) => symbol.text)
        .join(''),
    ).toBe('2TBSP');
  });

  it('keeps a quote with ink under it (a fraction glyph read as its numerator)', () => {
    const read = page();
    mendSplitArms(read, ink(true));
    expect(lineOf(read).text).toBe("2'TBSP Water\n");
  });

  it('keeps a quote that stands apart from the capital after it', () => {
    const read = page(6);
    mendSplitArms(read, ink());
    expect(lineOf(read).text).toBe("2'TBSP Water\n");
  });

  it('keeps a quote in a word that opens with no figure', () => {
    const read = page();
    const word = lineOf(read).words[0]!;
    word.text = "O'TBSP";
    word.symbols[0]!.text = 'O';
    lineOf(read).text = "O'TBSP Water\n";
    mendSplitArms(read, ink());
    expect(lineOf(read).text).toBe("O'TBSP Water\n");
  });
});
