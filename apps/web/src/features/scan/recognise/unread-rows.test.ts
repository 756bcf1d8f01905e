import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import type { Pixels } from './prepare-image.ts';
import { inkIn, rereadUnreadRows, rowGaps } from './unread-rows.ts';
import { pageLines, type EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A word `text` at x0 (60 px wide) from y0, 20 px tall. */
const word = (text: string, x0: number, y0: number) => ({
  text,
  bbox: box(x0, y0, x0 + 60, y0 + 20),
});
/** A row of words 60 px wide, 70 px apart, from x0. */
const row = (text: string, x0: number, y0: number) => {
  const words = text.split(' ').map((each, index) => word(each, x0 + index * 70, y0));
  return {
    text: `${text}\n`,
    bbox: box(x0, y0, words[words.length - 1]!.bbox.x1, y0 + 20),
    words,
  };
};
type Row = ReturnType<typeof row>;
const page = (...paragraphs: Row[][]): EnginePage => ({
  text: '',
  blocks: [{ paragraphs: paragraphs.map((lines) => ({ lines })) }],
});

/** A white image with dark boxes (ink) in it. */
function imageWith(width: number, height: number, inks: ReturnType<typeof box>[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const ink of inks)
    for (let y = ink.y0; y < ink.y1; y += 1)
      for (let x = ink.x0; x < ink.x1; x += 1) {
        const at = (y * width + x) * 4;
        data[at] = data[at + 1] = data[at + 2] = 30;
      }
  return { width, height, data };
}

/**
 * A narrow box's list (rows 32 px apart, 20 px text) where the engine passed over two rows:
 * "D)" under "apple (Blade" and "¼ cup" over "chopped raw".
 */
const narrowBox = () =>
  page(
    [row('1 medium', 20, 0), row('apple (Blade', 20, 32)],
    [row('chopped raw', 20, 128), row('almonds (for', 20, 160)],
  );

describe('a row the engine did not read at all (session 79, photos79d)', () => {
  it('finds the band between two rows of a column with room for a row', () => {
    expect(
      rowGaps(
        narrowBox().blocks![0]!.paragraphs.flatMap((p) => p.lines),
        20,
      ),
    ).toEqual([
      { band: box(20, 55, 150, 125), above: expect.anything(), below: expect.anything() },
    ]);
  });

  it('finds none where the rows stand a row apart or another row lies between them', () => {
    const close = [row('1 medium', 20, 0), row('apple', 20, 32), row('chopped raw', 20, 64)];
    expect(rowGaps(close, 20)).toEqual([]);
    // A row of the other column set across the gap (a step beside the list) is no lost row.
    const crossed = [
      row('1 medium', 20, 0),
      row('Preheat the oven', 100, 60),
      row('almonds', 20, 128),
    ];
    expect(rowGaps(crossed, 20)).toEqual([]);
    // A column wider than NARROW text heights: its rows run on past any band.
    const wide = [
      row('1 medium apple, cored and', 20, 0),
      row('chopped raw almonds for the top', 20, 128),
    ];
    expect(rowGaps(wide, 20)).toEqual([]);
  });

  it('reads ink in a band, not an empty band or a picture', () => {
    const band = box(20, 55, 150, 125);
    const inked = imageWith(200, 200, [box(22, 62, 32, 80), box(40, 95, 100, 112)]);
    expect(inkIn(inkGrey(inked), 200, band, 20)).toEqual(box(22, 62, 100, 112));
    expect(inkIn(inkGrey(imageWith(200, 200, [])), 200, band, 20)).toBeNull();
    // Ink that reaches the band's right side runs on past the column (a wide row).
    expect(inkIn(inkGrey(imageWith(200, 200, [box(22, 62, 150, 80)])), 200, band, 20)).toBeNull();
    // A picture: most of the band dark.
    expect(inkIn(inkGrey(imageWith(200, 200, [box(20, 55, 140, 125)])), 200, band, 20)).toBeNull();
  });

  it('puts the rows read in the band in the paragraph of the row each stands nearer', async () => {
    const settings: string[] = [];
    // The crop (ink 22-100 × 62-112, 6 px round it, 12 px frame, scaled by 1.8) read as a block.
    const scale = 36 / 20;
    const at = (x: number, y: number) => ({ x: (x - 16 + 12) * scale, y: (y - 56 + 12) * scale });
    const read = (text: string, x: number, y: number, width: number) => {
      const from = at(x, y);
      const to = at(x + width, y + 20);
      const bbox = box(from.x, from.y, to.x, to.y);
      return { text, confidence: 90, bbox, words: [{ text, confidence: 90, bbox }] };
    };
    const worker = {
      setParameters: (params: Record<string, string>) => {
        settings.push(params.tessedit_pageseg_mode!);
        return Promise.resolve();
      },
      recognize: () =>
        Promise.resolve({
          data: {
            text: '',
            blocks: [
              {
                paragraphs: [{ lines: [read('D)', 22, 62, 20), read('¼ cup', 22, 94, 78)] }],
              },
            ],
          },
        }),
    } as unknown as Tesseract.Worker;
    const image = imageWith(200, 200, [box(22, 62, 42, 80), box(22, 95, 100, 112)]);
    const lines = narrowBox();
    await rereadUnreadRows(worker, lines, image, (pixels) => pixels, {
      tessedit_pageseg_mode: '3' as Tesseract.PSM,
    });
    expect(settings).toEqual(['6', '3']);
    expect(pageLines(lines).map((each) => each.text)).toEqual([
      '1 medium',
      'apple (Blade',
      'D)',
      '',
      '¼ cup',
      'chopped raw',
      'almonds (for',
    ]);
  });

  it('reads nothing again where the band holds no ink', async () => {
    const worker = {
      setParameters: () => Promise.reject(new Error('no read')),
      recognize: () => Promise.reject(new Error('no read')),
    } as unknown as Tesseract.Worker;
    const lines = narrowBox();
    await rereadUnreadRows(worker, lines, imageWith(200, 200, []), (pixels) => pixels, {});
    expect(pageLines(lines).map((each) => each.text)).toEqual([
      '1 medium',
      'apple (Blade',
      '',
      'chopped raw',
      'almonds (for',
    ]);
  });
});

/** The grey of an image whose channels are equal. */
function inkGrey(image: Pixels): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(image.width * image.height);
  for (let px = 0; px < grey.length; px += 1) grey[px] = image.data[px * 4]!;
  return grey;
}
