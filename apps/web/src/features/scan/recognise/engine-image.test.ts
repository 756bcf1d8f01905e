import { describe, expect, it } from 'vitest';
import { pixelsPpm } from './engine-image.ts';

describe('the image handed to the engine', () => {
  it('is a binary PPM: its header, then each pixel red, green, blue with the alpha left out', () => {
    const data = new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 128, 70, 80, 90, 0]);
    const bytes = pixelsPpm({ width: 3, height: 1, data });
    const header = 'P6\n3 1\n255\n';
    expect(new TextDecoder().decode(bytes.subarray(0, header.length))).toBe(header);
    expect([...bytes.subarray(header.length)]).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('holds every row of a page, row by row', () => {
    const width = 4;
    const height = 3;
    const data = new Uint8ClampedArray(width * height * 4).map((_, at) => at % 256);
    const bytes = pixelsPpm({ width, height, data });
    const header = `P6\n${width} ${height}\n255\n`.length;
    expect(bytes.length).toBe(header + width * height * 3);
    // The last pixel (row 3, column 4): its red is byte 44 of the RGBA pixels.
    expect([...bytes.subarray(bytes.length - 3)]).toEqual([44, 45, 46]);
  });
});
