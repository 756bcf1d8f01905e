import { describe, expect, it } from 'vitest';
import type { Pixels } from './prepare-image.ts';
import { figureDash, mendFigureDashes, mendFigureHyphens, wordSpace } from './figure-hyphens.ts';

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

describe('an en dash between figures read as a hyphen (session 63, photos17)', () => {
  const symbol = (text: string, x0: number, x1: number, y0 = 1006, y1 = 1031) => ({
    text,
    bbox: box(x0, y0, x1, y1),
  });
  /** vt-004's "1 – 1.5", read "1-1.5": figures 15 px wide, the dash 19 px with 9 px gaps. */
  const spaced = [
    symbol('1', 500, 515),
    symbol('-', 524, 543, 1019, 1023),
    symbol('1', 552, 567),
    symbol('.', 570, 574, 1025, 1031),
    symbol('5', 577, 593),
  ];
  /** The line's words after the amount, 10 px apart (its word space). */
  const after = [
    { text: 'cup', bbox: box(603, 1011, 652, 1037) },
    { text: 'almond', bbox: box(662, 1005, 762, 1031) },
    { text: 'milk', bbox: box(772, 1005, 827, 1030) },
  ];
  const linePage = (symbols: typeof spaced, text: string) => ({
    blocks: [
      {
        paragraphs: [
          {
            lines: [
              {
                text: `${text} cup almond milk`,
                words: [{ text, bbox: box(500, 1006, 593, 1031), symbols }, ...after],
              },
            ],
          },
        ],
      },
    ],
  });

  it("measures the word space as the median gap between the line's words", () => {
    expect(wordSpace([{ text: '1-1.5', bbox: box(500, 1006, 593, 1031) }, ...after])).toBe(10);
    expect(wordSpace(after.slice(0, 2))).toBeNull();
  });

  it('reads a dash as wide as the figures, a word space each side, as a spaced en dash', () => {
    expect(figureDash(spaced[0]!, spaced[1]!, spaced[2]!, 10)).toBe(' – ');
    const read = linePage(spaced, '1-1.5');
    mendFigureDashes(read);
    const line = read.blocks[0]!.paragraphs[0]!.lines[0]!;
    expect(line.text).toBe('1 – 1.5 cup almond milk');
    expect(line.words[0]!.text).toBe('1 – 1.5');
  });

  it('leaves a wide dash set close to the figures (a monospaced hyphen fills its cell)', () => {
    const close = [symbol('1', 500, 515), symbol('-', 518, 533, 1019, 1023), symbol('2', 536, 551)];
    expect(figureDash(close[0]!, close[1]!, close[2]!, 10)).toBeNull();
    const read = linePage(close, '1-2');
    mendFigureDashes(read);
    expect(read.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('1-2 cup almond milk');
  });

  it('leaves a hyphen, two thirds of a figure wide or less, and a dash not between figures', () => {
    const hyphen = [
      symbol('3', 500, 515),
      symbol('-', 524, 532, 1019, 1023),
      symbol('4', 541, 556),
    ];
    expect(figureDash(hyphen[0]!, hyphen[1]!, hyphen[2]!, 10)).toBeNull();
    const words = [symbol('a', 500, 515), symbol('-', 524, 543, 1019, 1023), symbol('b', 552, 567)];
    expect(figureDash(words[0]!, words[1]!, words[2]!, 10)).toBeNull();
  });
});
