/**
 * A chosen photo as the recogniser gets it: at most UPLOAD_MAX_EDGE_PX on its long side, turned
 * by the quarter turns the cook chose, and prepared (recognise/prepare-image.ts, the same code the
 * photo scorer runs).
 */
import { UPLOAD_MAX_EDGE_PX } from '../../lib/upload-image.ts';
import { prepareImage, type Pixels } from './recognise/prepare-image.ts';

/** The photo's prepared pixels. */
export async function photoPixels(photo: Blob, quarterTurns: number): Promise<Pixels> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = Math.min(1, UPLOAD_MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const turns = ((quarterTurns % 4) + 4) % 4;
  const canvas = document.createElement('canvas');
  canvas.width = turns % 2 === 0 ? width : height;
  canvas.height = turns % 2 === 0 ? height : width;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas on this device');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(bitmap, -width / 2, -height / 2, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return prepareImage({ width: pixels.width, height: pixels.height, data: pixels.data });
}
