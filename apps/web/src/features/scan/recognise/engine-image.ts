/**
 * Prepared pixels as the bytes tesseract.js hands its engine: a binary PPM (P6), which the
 * engine's image library reads as it is. A PNG (what a canvas gives) costs a compression on the
 * way in and a decompression in the engine, for the same pixels (decision 0017, session 22).
 */
import type { Pixels } from './prepare-image.ts';

/** The pixels as a binary PPM: a short text header, then each pixel's red, green and blue. */
export function pixelsPpm(image: Pixels): Uint8Array {
  const { width, height, data } = image;
  const header = new TextEncoder().encode(`P6\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height * 3);
  out.set(header);
  for (let at = header.length, from = 0; from < data.length; from += 4) {
    out[at++] = data[from]!;
    out[at++] = data[from + 1]!;
    out[at++] = data[from + 2]!;
  }
  return out;
}
