/**
 * Prepared pixels as the bytes tesseract.js hands its engine: a binary PGM (P5) where every pixel
 * is grey, as a prepared photo and every crop are, else a binary PPM (P6); the engine's image
 * library reads both as they are. A PNG (what a canvas gives) costs a compression on the way in
 * and a decompression in the engine, for the same pixels (decision 0017, session 22). A grey
 * image handed as colour costs the engine a colour threshold and a conversion to grey, which
 * give it back the same grey: the same words and boxes for 10-25% less of the page's CPU
 * (decision 0017, session 65). A colour photo the preparation left alone stays colour: the
 * engine reads it otherwise than any grey made of it (session 29).
 */
import type { Pixels } from './prepare-image.ts';

/** Whether every pixel's red, green and blue are one level. */
export function isGrey(image: Pixels): boolean {
  const { data } = image;
  for (let at = 0; at < data.length; at += 4)
    if (data[at] !== data[at + 1] || data[at] !== data[at + 2]) return false;
  return true;
}

/**
 * The pixels as a binary PGM (a short text header, then each pixel's level) when they are grey
 * (see `isGrey`), else as a binary PPM (the header, then each pixel's red, green and blue).
 */
export function pixelsPnm(image: Pixels): Uint8Array {
  const { width, height, data } = image;
  const grey = isGrey(image);
  const header = new TextEncoder().encode(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height * (grey ? 1 : 3));
  out.set(header);
  if (grey) {
    for (let at = header.length, from = 0; from < data.length; from += 4) out[at++] = data[from]!;
    return out;
  }
  for (let at = header.length, from = 0; from < data.length; from += 4) {
    out[at++] = data[from]!;
    out[at++] = data[from + 1]!;
    out[at++] = data[from + 2]!;
  }
  return out;
}
