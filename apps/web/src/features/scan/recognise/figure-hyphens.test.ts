import { describe, expect, it } from 'vitest';
import type { Pixels } from './prepare-image.ts';
import { mendFigureHyphens } from './figure-hyphens.ts';

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

/** A "3" as a block 10 px wide, rows 10-30; then a bar 6 × 2 at mid height; then a "4". */
const figures = (bar: boolean) =>
  paper([
    [10, 10, 20, 30],
    ...(bar ? ([[24, 19, 30, 21]] as [number, number, number, number][]) : []),
    [32, 10, 42, 30],
  ]);

const page = (wide: boolean) => {
  const word = {
    text: '34cm',
    bbox: box(10, 10, 60, 30),
    symbols: [
      { text: '3', bbox: box(10, 10, 20, 30) },
      { text: '4', bbox: box(wide ? 23 : 32, 10, 42, 30) },
      { text: 'c', bbox: box(44, 14, 50, 30) },
      { text: 'm', bbox: box(51, 14, 60, 30) },
    ],
  };
  return {
    blocks: [{ paragraphs: [{ lines: [{ text: '3 (34cm thick) zucchini', words: [word] }] }] }],
  };
};

describe('a hyphen lost between figures (session 52, photos2)', () => {
  it('puts back a bar at mid height that opens a figure’s over-wide box', () => {
    const read = page(true);
    mendFigureHyphens(read, figures(true));
    const line = read.blocks[0]!.paragraphs[0]!.lines[0]!;
    expect(line.text).toBe('3 (3-4cm thick) zucchini');
    expect(line.words[0]!.text).toBe('3-4cm');
  });

  it('leaves figures whose box is as wide as the figure before it', () => {
    const read = page(false);
    mendFigureHyphens(read, figures(true));
    expect(read.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('3 (34cm thick) zucchini');
  });

  it('leaves a wide figure with no bar standing apart in it', () => {
    const read = page(true);
    mendFigureHyphens(read, figures(false));
    expect(read.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('3 (34cm thick) zucchini');
  });
});
