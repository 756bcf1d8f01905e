import { describe, expect, it } from 'vitest';
import { isGrey, pixelsPnm } from './engine-image.ts';

const text = (bytes: Uint8Array, length: number) =>
  new TextDecoder().decode(bytes.subarray(0, length));

describe('the image handed to the engine', () => {
  it('is a binary PPM for colour: its header, then each pixel red, green, blue, no alpha', () => {
    const data = new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 128, 70, 80, 90, 0]);
    const bytes = pixelsPnm({ width: 3, height: 1, data });
    const header = 'P6\n3 1\n255\n';
    expect(text(bytes, header.length)).toBe(header);
    expect([...bytes.subarray(header.length)]).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('holds every row of a page, row by row', () => {
    const width = 4;
    const height = 3;
    const data = new Uint8ClampedArray(width * height * 4).map((_, at) => at % 256);
    const bytes = pixelsPnm({ width, height, data });
    const header = `P6\n${width} ${height}\n255\n`.length;
    expect(bytes.length).toBe(header + width * height * 3);
    // The last pixel (row 3, column 4): its red is byte 44 of the RGBA pixels.
    expect([...bytes.subarray(bytes.length - 3)]).toEqual([44, 45, 46]);
  });

  it('is a binary PGM of one byte a pixel where every pixel is grey (a prepared photo, a crop)', () => {
    const levels = [0, 17, 128, 200, 255, 31];
    const data = new Uint8ClampedArray(levels.flatMap((level) => [level, level, level, 255]));
    const bytes = pixelsPnm({ width: 3, height: 2, data });
    const header = 'P5\n3 2\n255\n';
    expect(text(bytes, header.length)).toBe(header);
    expect([...bytes.subarray(header.length)]).toEqual(levels);
  });

  it('stays colour when one pixel of a grey page has a tint', () => {
    const data = new Uint8ClampedArray(4 * 4 * 4).fill(200);
    data[4 * 9 + 2] = 201;
    expect(isGrey({ width: 4, height: 4, data })).toBe(false);
    const bytes = pixelsPnm({ width: 4, height: 4, data });
    expect(text(bytes, 2)).toBe('P6');
    expect(bytes.length).toBe('P6\n4 4\n255\n'.length + 4 * 4 * 3);
  });
});
