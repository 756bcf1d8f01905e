import { describe, expect, it } from 'vitest';
import {
  IMPORT_READ_TIMEOUT_MS,
  importReadTimeoutMs,
  readImportFileInWorker,
} from './import-reader.ts';
import { paprikaFile } from './samples/sample-files.ts';

/**
 * The worker here starts from the TypeScript sources (import-worker-entry.mjs compiles them as it
 * loads), which at a load of 30 took longer than a small file's 15 s deadline; the built server's
 * worker is one bundled file. Tests that are not about the deadline give it the test's own.
 */
const UNHURRIED = { timeoutMs: 55_000 };

describe('readImportFileInWorker', () => {
  it('reads a file in a worker thread, photos included', async () => {
    const items = await readImportFileInWorker(
      'My Recipes.paprikarecipes',
      paprikaFile(),
      UNHURRIED,
    );
    expect(
      items.map((item) => (item.kind === 'recipe' ? item.recipe.draft.name : item.problem.message)),
    ).toEqual(['Leek and Potato Soup', 'Cheese on Toast']);
    const [soup] = items;
    expect(
      soup?.kind === 'recipe' &&
        soup.recipe.photo &&
        'bytes' in soup.recipe.photo &&
        soup.recipe.photo.bytes.length,
    ).toBeGreaterThan(50);
  }, 60_000);

  it('moves the bytes to the worker instead of copying them, when asked to', async () => {
    const file = paprikaFile();
    const own = new Uint8Array(new ArrayBuffer(file.length));
    own.set(file);
    const items = await readImportFileInWorker('My Recipes.paprikarecipes', own, {
      ...UNHURRIED,
      transfer: true,
    });
    expect(items.filter((item) => item.kind === 'recipe')).toHaveLength(2);
    // Moved, so the caller's view no longer holds the file.
    expect(own.byteLength).toBe(0);
    // A view of part of a buffer is copied: the rest of the buffer is not the reader's.
    const part = new Uint8Array(file.length + 8);
    part.set(file, 8);
    const view = part.subarray(8);
    await readImportFileInWorker('My Recipes.paprikarecipes', view, {
      ...UNHURRIED,
      transfer: true,
    });
    expect(view.byteLength).toBe(file.length);
  }, 60_000);

  it('reports a file that takes longer than its deadline, and ends its worker', async () => {
    const items = await readImportFileInWorker('slow.paprikarecipes', paprikaFile(), {
      timeoutMs: 1,
    });
    expect(items).toEqual([
      {
        kind: 'problem',
        problem: { file: 'slow.paprikarecipes', message: 'the file took too long to read' },
      },
    ]);
  });

  it('gives a file a deadline in line with its size', () => {
    expect(importReadTimeoutMs(20_000)).toBe(15_000);
    expect(importReadTimeoutMs(5 * 1024 * 1024)).toBe(35_000);
    expect(importReadTimeoutMs(100 * 1024 * 1024)).toBe(IMPORT_READ_TIMEOUT_MS);
  });
});
