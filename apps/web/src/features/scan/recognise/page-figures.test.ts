import { describe, expect, it } from 'vitest';
import type { Pixels } from './prepare-image.ts';
import { denominatorByShape, numeratorByShape, pageFigures } from './page-figures.ts';
import { readFraction, type CropReader } from './read-photo.ts';

/** Figures as 5 × 7 cells, as a plain face draws them. */
const FACE: Record<string, string[]> = {
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
};

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/** White paper with figures drawn at `cell` px a cell from their top left, then softened. */
function page(width: number, height: number, figures: [string, number, number, number][]) {
  const grey = new Float32Array(width * height).fill(255);
  for (const [digit, x0, y0, cell] of figures)
    FACE[digit]!.forEach((row, y) =>
      [...row].forEach((mark, x) => {
        if (mark !== '#') return;
        for (let dy = 0; dy < cell; dy += 1)
          for (let dx = 0; dx < cell; dx += 1)
            grey[(y0 + y * cell + dy) * width + x0 + x * cell + dx] = 30;
      }),
    );
  // A 3 × 3 box blur: a photo's soft edges.
  const image: Pixels = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          sum += grey[ny * width + nx]!;
          count += 1;
        }
      image.data.fill(sum / count, (y * width + x) * 4, (y * width + x) * 4 + 3);
      image.data[(y * width + x) * 4 + 3] = 255;
    }
  return image;
}

/** The page's word "1234" printed large (4 px a cell), each figure a symbol. */
const printed = (digits: string) => ({
  text: digits,
  confidence: 92,
  bbox: box(10, 10, 10 + 26 * digits.length, 38),
  symbols: [...digits].map((digit, at) => ({
    text: digit,
    bbox: box(9 + 26 * at, 9, 31 + 26 * at, 39),
  })),
});

describe('a fraction numerator told by the page’s own figures (session 52, photos52)', () => {
  // A small numerator (2 px a cell, 14 px tall) under the page's large "1234" (28 px tall).
  const glyph = (digit: string) =>
    page(160, 80, [
      ...[...'1234'].map((each, at): [string, number, number, number] => [
        each,
        10 + 26 * at,
        10,
        4,
      ]),
      [digit, 20, 50, 2],
    ]);
  const shape = { whole: null, numerator: box(18, 48, 32, 66), denominator: box(30, 56, 44, 74) };

  it('says ¾ for a numerator like the page’s 3, ⅔ for one like its 2, nothing for a 1', () => {
    for (const [digit, fraction] of [
      ['3', '¾'],
      ['2', '⅔'],
      ['1', null],
    ] as const) {
      const image = glyph(digit);
      expect(numeratorByShape(image, shape, pageFigures([printed('1234')], image))).toBe(fraction);
    }
  });

  it('says nothing where the page has no 1, 2 and 3 to compare, or was read unsure', () => {
    const image = glyph('3');
    expect(numeratorByShape(image, shape, pageFigures([printed('134')], image))).toBeNull();
    const unsure = { ...printed('1234'), confidence: 60 };
    expect(numeratorByShape(image, shape, pageFigures([unsure], image))).toBeNull();
  });

  it('settles a glyph no crop reads, or one a rule made "½", by its numerator, marked', async () => {
    const image = glyph('3');
    const samples = () => pageFigures([printed('1234')], image);
    const blind = (figures?: CropReader['figures']): CropReader => ({
      used: true,
      figures,
      read: () => Promise.resolve(''),
    });
    // Nothing read, the engine's "%": a "¾" (guessed), where before core made it "½".
    expect(await readFraction(blind(), image, shape, '%')).toBeNull();
    expect(await readFraction(blind(samples), image, shape, '%')).toEqual({
      text: '¾',
      guessed: true,
    });
    // The engine read figures there ("1 cup"): no fraction made up.
    expect(await readFraction(blind(samples), image, shape, '1')).toBeNull();
    // The numerator read nothing and the denominator "2": the rule's "½" becomes "¾".
    const overTwo: CropReader = {
      used: true,
      figures: samples,
      read: (_image, area) => Promise.resolve(area === shape.denominator ? '2' : ''),
    };
    expect(await readFraction(overTwo, image, shape, '%')).toEqual({ text: '¾', guessed: true });
    // Read by the engine, a fraction stays as read.
    const read: CropReader = {
      used: true,
      figures: samples,
      read: (_image, area) => Promise.resolve(area === shape.denominator ? '2' : '1'),
    };
    expect(await readFraction(read, image, shape, '%')).toEqual({ text: '½', guessed: false });
  });
});

describe('a fraction denominator read as ink, told again by the page’s figures (session 64, photos19)', () => {
  // A small "1" over a small denominator (2 px a cell, 14 px tall), the page's large figures above.
  const glyph = (denominator: string, figures = '1234') =>
    page(160, 90, [
      ...[...figures].map((each, at): [string, number, number, number] => [
        each,
        10 + 26 * at,
        10,
        4,
      ]),
      ['1', 20, 50, 2],
      [denominator, 34, 66, 2],
    ]);
  const shape = { whole: null, numerator: box(18, 48, 32, 66), denominator: box(32, 64, 46, 82) };
  const samples = (image: Pixels, figures = '1234') => pageFigures([printed(figures)], image);

  it('puts a small "2" read "3" right, and leaves a "3" or a "2" read so as read', () => {
    const two = glyph('2');
    expect(denominatorByShape(two, shape, '3', samples(two))).toBe('2');
    expect(denominatorByShape(two, shape, '2', samples(two))).toBe('2');
    const three = glyph('3');
    expect(denominatorByShape(three, shape, '3', samples(three))).toBe('3');
  });

  it('says nothing where the page has no sample of the figure read, or none of another', () => {
    const noThree = glyph('2', '124');
    expect(denominatorByShape(noThree, shape, '3', samples(noThree, '124'))).toBe('3');
    const noTwo = glyph('2', '134');
    expect(denominatorByShape(noTwo, shape, '3', samples(noTwo, '134'))).toBe('3');
  });

  it('makes "½" of a "1" over a "2" that only the ink crop read, as "3" (kt-010), marked', async () => {
    const image = glyph('2');
    // The numerator reads "1", the denominator nothing, except as ink on white: "3".
    const reader = (figures?: CropReader['figures']): CropReader => ({
      used: true,
      figures,
      read: (_image, area, _height, _segmentation, preparation) =>
        Promise.resolve(area === shape.numerator ? '1' : preparation === 'ink' ? '3' : ''),
    });
    expect(await readFraction(reader(), image, shape, '%')).toEqual({ text: '⅓', guessed: true });
    expect(
      await readFraction(
        reader(() => samples(image)),
        image,
        shape,
        '%',
      ),
    ).toEqual({
      text: '½',
      guessed: true,
    });
  });
});
