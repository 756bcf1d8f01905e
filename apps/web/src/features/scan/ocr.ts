/**
 * Text from photos, recognised in the browser (tesseract.js): the worker, the WebAssembly core and
 * the English model all load from our own origin, and no image leaves the device. tesseract.js is
 * imported on first use only, so nothing of it is downloaded before the cook picks a photo. The
 * engine starts loading when a photo is picked (`warmUpRecogniser`), so its set-up overlaps the
 * cook arranging the photos, and it is kept for the next read until it has stood idle a while.
 */
import type { TextLine } from '@plateful/core';
import type Tesseract from 'tesseract.js';
import { OCR_ASSET_DIR } from './ocr-assets.ts';
import { photoPixels } from './photo-canvas.ts';
import { pixelsPnm } from './recognise/engine-image.ts';
import { readImage } from './recognise/read-photo.ts';

/** Progress of one photo: 0-1 and what is happening, in the cook's words. */
export type PhotoProgress = { fraction: number; label: string };

/** An engine left unused this long is closed, giving back its memory (the model is ~15 MB). */
const ENGINE_IDLE_CLOSE_MS = 120_000;

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

type EngineMessage = { status: string; progress: number };

/** The engine, loading or loaded, shared by every read until it is closed. */
let engine: Promise<Tesseract.Worker> | null = null;
/** Where the engine's progress goes: the read under way, if any. */
let listener: ((message: EngineMessage) => void) | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/** The shared engine, started if need be; a start that failed is tried again next time. */
function openEngine(): Promise<Tesseract.Worker> {
  clearTimeout(closeTimer);
  if (!engine) {
    const starting = (async () => {
      const { createWorker, OEM } = await import('tesseract.js');
      return createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: assetUrl('worker.min.js'),
        corePath: assetUrl('core'),
        langPath: assetUrl('lang'),
        gzip: true,
        workerBlobURL: false,
        logger: (message: EngineMessage) => listener?.(message),
      });
    })();
    engine = starting;
    starting.catch(() => {
      if (engine === starting) engine = null;
    });
  }
  return engine;
}

/** Closes the engine now; the next read starts a new one. */
function closeEngine(): void {
  clearTimeout(closeTimer);
  const closing = engine;
  engine = null;
  void closing?.then((worker) => worker.terminate()).catch(() => undefined);
}

/** Closes the engine once it has stood idle for ENGINE_IDLE_CLOSE_MS. */
function closeWhenIdle(): void {
  clearTimeout(closeTimer);
  closeTimer = setTimeout(closeEngine, ENGINE_IDLE_CLOSE_MS);
}

/** Starts loading the engine before it is asked for (the cook has picked a photo). */
export function warmUpRecogniser(): void {
  openEngine().then(closeWhenIdle, () => undefined);
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
  let current = 0;
  listener = (message) => {
    const label = STAGE_LABELS[message.status] ?? 'Reading the text…';
    // Set-up fills the first tenth of the bar; reading the rest.
    const fraction =
      message.status === 'recognizing text' ? 0.1 + 0.9 * message.progress : 0.1 * message.progress;
    onProgress(current, { fraction, label });
  };
  try {
    const worker = await openEngine();
    const pages: TextLine[][] = [];
    for (const [index, { photo, quarterTurns }] of photos.entries()) {
      current = index;
      onProgress(index, { fraction: 0.1, label: 'Reading the text…' });
      pages.push(await readImage(worker, await photoPixels(photo, quarterTurns), pixelsPnm));
      onProgress(index, { fraction: 1, label: 'Done' });
    }
    closeWhenIdle();
    return pages;
  } catch (error) {
    // An engine that failed a read is not trusted with the next one.
    closeEngine();
    throw error;
  } finally {
    listener = null;
  }
}
