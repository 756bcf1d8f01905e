import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import { tiledFigure } from './fraction-glyphs.ts';
import type { Pixels } from './prepare-image.ts';
import { cropReader, mostRead, readFraction, type CropReader } from './read-photo.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const white = (width: number, height: number): Pixels => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(255),
});

describe('a small fraction figure read as a run of itself (session 79, photos79e)', () => {
  it('sets a crop side by side as many times as asked', () => {
    const crop = white(3, 2);
    crop.data.fill(0, 0, 3); // the top-left pixel is ink
    const tiled = tiledFigure(crop, 3);
    expect([tiled.width, tiled.height]).toEqual([9, 2]);
    const ink = [];
    for (let at = 0; at < tiled.data.length; at += 4) if (tiled.data[at] === 0) ink.push(at / 4);
    expect(ink).toEqual([0, 3, 6]);
  });

  it('takes the figure read in most of the copies, or none', () => {
    expect(mostRead('444\n')).toBe('4');
    expect(mostRead('434')).toBe('4');
    expect(mostRead('99')).toBe('9');
    expect(mostRead('4')).toBe(''); // read once
    expect(mostRead('49')).toBe(''); // read two ways
    expect(mostRead('4499')).toBe('');
    expect(mostRead('')).toBe('');
  });

  it('reads the copies as one line of figures, once a crop', async () => {
    const settings: Record<string, string>[] = [];
    let reads = 0;
    const worker = {
      setParameters: (params: Record<string, string>) => {
        settings.push(params);
        return Promise.resolve();
      },
      recognize: () => {
        reads += 1;
        return Promise.resolve({ data: { text: '8 8 3\n' } });
      },
    } as unknown as Tesseract.Worker;
    const crops = cropReader(worker, (pixels) => pixels as unknown as Tesseract.ImageLike);
    const image = white(20, 20);
    expect(await crops.readTiled!(image, box(2, 2, 10, 12), 48)).toBe('8');
    expect(await crops.readTiled!(image, box(2, 2, 10, 12), 48)).toBe('8');
    expect(reads).toBe(1);
    expect(settings).toEqual([
      { tessedit_pageseg_mode: '7', tessedit_char_whitelist: '0123456789' },
    ]);
  });

  it('reads a longer run where most of a run of three read no one figure (session 80)', async () => {
    const widths: number[] = [];
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: (image: Pixels) => {
        widths.push(image.width);
        return Promise.resolve({ data: { text: widths.length === 1 ? '4\n' : '44 44 1\n' } });
      },
    } as unknown as Tesseract.Worker;
    const crops = cropReader(worker, (pixels) => pixels as unknown as Tesseract.ImageLike);
    const image = white(20, 20);
    expect(await crops.readTiled!(image, box(2, 2, 10, 12), 48, true)).toBe('4');
    expect(widths).toHaveLength(2);
    expect(widths[1]! / widths[0]!).toBeCloseTo(5 / 3);
    // A run of three read so is not read again.
    const once = {
      setParameters: () => Promise.resolve(),
      recognize: () => Promise.resolve({ data: { text: '888' } }),
    } as unknown as Tesseract.Worker;
    let reads = 0;
    const counted = cropReader(
      {
        ...once,
        recognize: (...args: unknown[]) => {
          reads += 1;
          return (once.recognize as (...a: unknown[]) => unknown)(...args);
        },
      } as unknown as Tesseract.Worker,
      (pixels) => pixels as unknown as Tesseract.ImageLike,
    );
    expect(await counted.readTiled!(image, box(2, 2, 10, 12), 48, true)).toBe('8');
    expect(reads).toBe(1);
    // Not asked for a longer run: a run of three that read none gives none.
    const none = cropReader(
      {
        setParameters: () => Promise.resolve(),
        recognize: () => {
          reads += 1;
          return Promise.resolve({ data: { text: '' } });
        },
      } as unknown as Tesseract.Worker,
      (pixels) => pixels as unknown as Tesseract.ImageLike,
    );
    expect(await none.readTiled!(image, box(3, 3, 10, 12), 48)).toBe('');
    expect(reads).toBe(2);
  });

  // A glyph whose figures no crop reads alone (a small "¼" read "%": core would make it "½").
  const shape = { whole: null, numerator: box(2, 2, 10, 12), denominator: box(10, 10, 18, 20) };
  const image = white(24, 24);
  const reader = (top: string, bottom: string): CropReader => ({
    used: true,
    read: () => Promise.resolve(''),
    readTiled: (_image, area) => Promise.resolve(area === shape.numerator ? top : bottom),
  });

  it('reads a glyph no crop reads by its figures as runs, marked', async () => {
    expect(await readFraction(reader('1', '4'), image, shape, '%')).toEqual({
      text: '¼',
      guessed: true,
    });
    expect(await readFraction(reader('3', '4'), image, shape, 'Ys')).toEqual({
      text: '¾',
      guessed: true,
    });
    // Over 2 or 8 the numerator is a "1", read or not.
    expect(await readFraction(reader('', '8'), image, shape, '%')).toEqual({
      text: '⅛',
      guessed: true,
    });
  });

  it('makes no fraction of runs that are none, nor where the engine read plain figures', async () => {
    expect(await readFraction(reader('', '4'), image, shape, '%')).toBeNull(); // ¼ or ¾
    expect(await readFraction(reader('2', '4'), image, shape, '%')).toBeNull();
    expect(await readFraction(reader('1', ''), image, shape, '%')).toBeNull();
    expect(await readFraction(reader('1', '7'), image, shape, '%')).toBeNull();
    // Thirds are left to the other rules: a small "4" read as runs may come back "3".
    expect(await readFraction(reader('1', '3'), image, shape, '%')).toBeNull();
    expect(await readFraction(reader('1', '4'), image, shape, '1')).toBeNull();
  });

  it('leaves a numerator read "3" twice to say "¾" over what the runs read', async () => {
    const threeTwice: CropReader = {
      used: true,
      read: (_image, area) => Promise.resolve(area === shape.numerator ? '3' : ''),
      readTiled: (_image, area) => Promise.resolve(area === shape.numerator ? '1' : '4'),
    };
    expect(await readFraction(threeTwice, image, shape, '%')).toEqual({
      text: '¾',
      guessed: true,
    });
  });

  it('leaves a fraction the crops read alone as they read it', async () => {
    const read: CropReader = {
      used: true,
      read: (_image, area) => Promise.resolve(area === shape.denominator ? '2' : '1'),
      readTiled: () => Promise.resolve('4'),
    };
    expect(await readFraction(read, image, shape, '%')).toEqual({ text: '½', guessed: false });
  });
});
