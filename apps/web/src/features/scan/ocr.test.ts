import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const engine = vi.hoisted(() => ({ created: 0, terminated: 0, failNextRead: false }));

vi.mock('tesseract.js', () => ({
  OEM: { LSTM_ONLY: 1 },
  createWorker: vi.fn(async () => {
    engine.created += 1;
    return {
      terminate: vi.fn(async () => {
        engine.terminated += 1;
      }),
    };
  }),
}));
vi.mock('./photo-canvas.ts', () => ({
  photoPixels: vi.fn(async () => ({ width: 1, height: 1, data: new Uint8ClampedArray(4) })),
}));
vi.mock('./recognise/read-photo.ts', () => ({
  readImage: vi.fn(async () => {
    if (engine.failNextRead) {
      engine.failNextRead = false;
      throw new Error('engine failed');
    }
    return [{ text: 'Pancakes', height: 40, top: 0 }];
  }),
}));

/** ocr.ts keeps its engine between reads, so each test takes a fresh copy of the module. */
const load = async () => {
  vi.resetModules();
  return import('./ocr.ts');
};
const photo = { photo: new Blob(['x']), quarterTurns: 0 };
const noProgress = () => undefined;

describe('the recognition engine on the scan screen', () => {
  beforeEach(() => {
    Object.assign(engine, { created: 0, terminated: 0, failNextRead: false });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts loading when a photo is picked, and the read uses that engine', async () => {
    const ocr = await load();
    ocr.warmUpRecogniser();
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.created).toBe(1);
    const pages = await ocr.recognisePhotos([photo], noProgress);
    expect(pages).toEqual([[{ text: 'Pancakes', height: 40, top: 0 }]]);
    expect(engine.created).toBe(1);
  });

  it('is kept for the next read, and closed once it has stood idle two minutes', async () => {
    const ocr = await load();
    await ocr.recognisePhotos([photo], noProgress);
    await vi.advanceTimersByTimeAsync(60_000);
    await ocr.recognisePhotos([photo, photo], noProgress);
    expect(engine.created).toBe(1);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(engine.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(engine.terminated).toBe(1);
    await ocr.recognisePhotos([photo], noProgress);
    expect(engine.created).toBe(2);
  });

  it('is closed after a failed read, and the next read starts a new one', async () => {
    const ocr = await load();
    engine.failNextRead = true;
    await expect(ocr.recognisePhotos([photo], noProgress)).rejects.toThrow('engine failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.terminated).toBe(1);
    await ocr.recognisePhotos([photo], noProgress);
    expect(engine.created).toBe(2);
  });
});
