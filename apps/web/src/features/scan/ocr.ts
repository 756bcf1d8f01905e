/**
 * Text from photos, recognised in the browser (tesseract.js): the worker, the WebAssembly core and
 * the English model all load from our own origin, and no image leaves the device. tesseract.js is
 * imported on first use only, so nothing of it is downloaded before the cook picks a photo.
 */
import type { TextLine } from '@plateful/core';
import { OCR_ASSET_DIR } from './ocr-assets.ts';
import { photoPixels } from './photo-canvas.ts';
import { pixelsPpm } from './recognise/engine-image.ts';
import { readImage } from './recognise/read-photo.ts';

/** Progress of one photo: 0-1 and what is happening, in the cook's words. */
export type PhotoProgress = { fraction: number; label: string };

const STAGE_LABELS: Record<string, string> = {
  'loading tesseract core': 'Getting text recognition ready…',
  'initializing tesseract': 'Getting text recognition ready…',
  'loading language traineddata': 'Loading the English dictionary…',
  'initializing api': 'Getting text recognition ready…',
  'recognizing text': 'Reading the text…',
};

function assetUrl(file: string): string {
  return new URL(`/${OCR_ASSET_DIR}/${file}`, window.location.origin).href;
}

/** A photo to read and the quarter turns (clockwise) the cook gave it. */
export type PhotoToRead = { photo: Blob; quarterTurns: number };

/**
 * The lines of each photo (with their sizes), in order. `onProgress(index, progress)` reports on
 * the photo being read (the set-up before the first photo counts towards the first one).
 */
export async function recognisePhotos(
  photos: readonly PhotoToRead[],
  onProgress: (index: number, progress: PhotoProgress) => void,
): Promise<TextLine[][]> {
  const { createWorker, OEM } = await import('tesseract.js');
  let current = 0;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: assetUrl('worker.min.js'),
    corePath: assetUrl('core'),
    langPath: assetUrl('lang'),
    gzip: true,
    workerBlobURL: false,
    logger: (message: { status: string; progress: number }) => {
      const label = STAGE_LABELS[message.status] ?? 'Reading the text…';
      // Set-up fills the first tenth of the bar; reading the rest.
      const fraction =
        message.status === 'recognizing text'
          ? 0.1 + 0.9 * message.progress
          : 0.1 * message.progress;
      onProgress(current, { fraction, label });
    },
  });
  try {
    const pages: TextLine[][] = [];
    for (const [index, { photo, quarterTurns }] of photos.entries()) {
      current = index;
      onProgress(index, { fraction: 0.1, label: 'Reading the text…' });
      pages.push(await readImage(worker, await photoPixels(photo, quarterTurns), pixelsPpm));
      onProgress(index, { fraction: 1, label: 'Done' });
    }
    return pages;
  } finally {
    await worker.terminate();
  }
}
