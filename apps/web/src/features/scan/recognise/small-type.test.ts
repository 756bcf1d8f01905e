import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import { readImage } from './read-photo.ts';
import { boxBlur, scalePixels, type Pixels } from './prepare-image.ts';
import {
  SMALL_TYPE_SCALE,
  smallTypeScale,
  withLargeType,
  withoutGrainLines,
} from './small-type.ts';
import { engineLines } from './text-lines.ts';
import type { EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A page of `rows` rows of three words each, every word `tall` px tall. */
const pageOf = (rows: number, tall: number): EnginePage => ({
  text: '',
  blocks: [
    {
      paragraphs: Array.from({ length: rows }, (_, at) => {
        const y0 = at * 2 * tall;
        const words = ['1', 'cup', 'flour'].map((text, index) => ({
          text,
          bbox: box(index * 60, y0, index * 60 + 50, y0 + tall),
        }));
        return {
          lines: [{ text: '1 cup flour\n', bbox: box(0, y0, 170, y0 + tall), words }],
        };
      }),
    },
  ],
});
/** A page of print: 3 px strokes 10 px tall every 7 px, rows 16 px apart, black on white. */
const printed = (width = 640, height = 400): Pixels => {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (y % 16 >= 3 && y % 16 < 13 && x % 7 < 3)
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
};
/** `image`'s grey blurred (three box blurs of radius 3), as a defocused photo's. */
const defocused = (image: Pixels): Pixels => {
  const grey = new Uint8ClampedArray(image.width * image.height);
  for (let px = 0; px < grey.length; px += 1) grey[px] = image.data[px * 4]!;
  const soft = boxBlur(grey, image.width, image.height, 3);
  const data = new Uint8ClampedArray(image.data.length).fill(255);
  for (let px = 0; px < soft.length; px += 1) data.fill(soft[px]!, px * 4, px * 4 + 3);
  return { width: image.width, height: image.height, data };
};
const photo = printed();

describe('small type read again larger (session 78)', () => {
  it('scales a page whose words are 12-13 px tall', () => {
    expect(smallTypeScale(pageOf(8, 12), photo)).toBe(SMALL_TYPE_SCALE);
    expect(smallTypeScale(pageOf(8, 13), photo)).toBe(2);
  });

  it('reads a page of 14 px words or more once, as it was', () => {
    expect(smallTypeScale(pageOf(8, 14), photo)).toBe(1);
    expect(smallTypeScale(pageOf(8, 30), photo)).toBe(1);
  });

  it('leaves a page with too few lines to tell, or a photo already large', () => {
    expect(smallTypeScale(pageOf(4, 12), photo)).toBe(1);
    expect(smallTypeScale({ text: '', blocks: null }, photo)).toBe(1);
    expect(smallTypeScale(pageOf(8, 12), { ...photo, width: 4000, height: 3000 })).toBe(1);
  });

  it('reads small type on a soft photo once: scaled, it reads worse', () => {
    expect(smallTypeScale(pageOf(8, 12), defocused(photo))).toBe(1);
  });

  it("scales a photo's grey, handed on as RGBA", () => {
    // Two pixels: red (grey 76) and white.
    const image: Pixels = {
      width: 2,
      height: 1,
      data: new Uint8ClampedArray([255, 0, 0, 255, 255, 255, 255, 255]),
    };
    const scaled = scalePixels(image, 2);
    expect([scaled.width, scaled.height]).toEqual([4, 2]);
    const at = (x: number, y: number) =>
      Array.from(scaled.data.slice((y * 4 + x) * 4, (y * 4 + x) * 4 + 4));
    expect(at(0, 0)).toEqual([76, 76, 76, 255]);
    expect(at(3, 1)).toEqual([255, 255, 255, 255]);
    // Between the two, bilinear: a quarter of the way from the red's grey to white.
    expect(at(1, 0)).toEqual([121, 121, 121, 255]);
  });

  it('reads a page of small type again from the photo at twice its size', async () => {
    const sizes: number[] = [];
    const readsOf = (tall: number) => {
      const worker = {
        setParameters: () => Promise.resolve(),
        // The first read finds small type; the read of the scaled photo finds it twice as tall.
        recognize: () => Promise.resolve({ data: pageOf(8, sizes.length > 1 ? 2 * tall : tall) }),
      } as unknown as Tesseract.Worker;
      const white: Pixels = {
        width: 400,
        height: 300,
        data: new Uint8ClampedArray(400 * 300 * 4).fill(255),
      };
      return readImage(worker, white, (image) => {
        sizes.push(image.width);
        return new Uint8Array(0);
      });
    };
    await readsOf(12);
    expect(sizes.slice(0, 2)).toEqual([400, 800]);
    sizes.length = 0;
    await readsOf(20);
    expect(sizes[0]).toBe(400);
    expect(sizes.includes(800)).toBe(false);
  });

  it('keeps the first read when the read of the scaled photo fails (review78b)', async () => {
    const sizes: number[] = [];
    let reads = 0;
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: () => {
        reads += 1;
        return reads === 2
          ? Promise.reject(new Error('out of memory'))
          : Promise.resolve({ data: pageOf(8, 12) });
      },
    } as unknown as Tesseract.Worker;
    const white: Pixels = {
      width: 400,
      height: 300,
      data: new Uint8ClampedArray(400 * 300 * 4).fill(255),
    };
    const lines = await readImage(worker, white, (image) => {
      sizes.push(image.width);
      return new Uint8Array(0);
    });
    expect(sizes.slice(0, 2)).toEqual([400, 800]);
    expect(lines.map((line) => line.text).filter(Boolean)).toEqual(
      Array.from({ length: 8 }, () => '1 cup flour'),
    );
    // Every look after the failed read works on the photo as it was.
    expect(sizes.slice(2).every((width) => width <= 400)).toBe(true);
  });

  it("leaves out the scaled read's lines its grain made, by their confidence", () => {
    const page = pageOf(3, 24);
    const [first, second, third] = engineLines(page);
    Object.assign(first!, { text: 'mete\n', confidence: 9 });
    Object.assign(second!, { confidence: 45 });
    Object.assign(third!, { confidence: 19.9 });
    const kept = withoutGrainLines(page);
    expect(engineLines(kept).map((line) => line.text)).toEqual(['1 cup flour\n']);
    expect(engineLines(kept)[0]!.confidence).toBe(45);
    // A line with no confidence given is kept; a page with no blocks is handed back.
    expect(engineLines(withoutGrainLines(pageOf(2, 24)))).toHaveLength(2);
    const empty = { text: '', blocks: null };
    expect(withoutGrainLines(empty)).toBe(empty);
  });

  it("puts the first read's large type back over the scaled read's", () => {
    /** A page of a title `tall` px tall read as `title` with `confidence`, over 8 rows 12 px tall. */
    const titled = (title: string, tall: number, confidence: number, scale = 1): EnginePage => {
      const body = pageOf(8, 12 * scale);
      const words = [{ text: title, bbox: box(0, 0, 300 * scale, tall) }];
      const line = { text: `${title}\n`, bbox: box(0, 0, 300 * scale, tall), words, confidence };
      for (const row of engineLines(body)) {
        row.bbox = { ...row.bbox, y0: row.bbox.y0 + 60 * scale, y1: row.bbox.y1 + 60 * scale };
        for (const word of row.words ?? [])
          word.bbox = {
            ...word.bbox,
            y0: word.bbox.y0 + 60 * scale,
            y1: word.bbox.y1 + 60 * scale,
          };
      }
      return { text: '', blocks: [{ paragraphs: [{ lines: [line] }] }, ...(body.blocks ?? [])] };
    };
    // The first read has the title at 36 px; the scaled read garbled it at 72.
    const first = titled('Salmon with Garlic Cream Sauce', 36, 90);
    const scaled = titled('mete', 72, 60, 2);
    const lines = engineLines(withLargeType(first, scaled, 2));
    expect(lines.map((line) => line.text.trim())).toEqual([
      'Salmon with Garlic Cream Sauce',
      ...Array.from({ length: 8 }, () => '1 cup flour'),
    ]);
    expect(lines[0]!.bbox).toEqual(box(0, 0, 600, 72));
    expect(lines[0]!.words![0]!.bbox).toEqual(box(0, 0, 600, 72));
    // A title the first read was unsure of, or type of the body's size, leaves the scaled read.
    expect(withLargeType(titled('Salmon', 36, 60), scaled, 2)).toBe(scaled);
    expect(withLargeType(titled('Salmon', 14, 90), scaled, 2)).toBe(scaled);
    // A title the scaled read got with more confidence stays as the scaled read has it.
    const sure = titled('Salmon with Garlic Cream Sauce', 72, 95, 2);
    expect(withLargeType(first, sure, 2)).toBe(sure);
  });
});
