/**
 * A photo's pixels made ready for reading, in plain JavaScript so the scan screen (canvas pixels)
 * and the photo scorer (sharp pixels) prepare alike. RGBA in, RGBA out.
 */
export type Pixels = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

export function prepareImage(image: Pixels): Pixels {
  return image;
}
