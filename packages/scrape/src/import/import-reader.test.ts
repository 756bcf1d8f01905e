import { describe, expect, it } from 'vitest';
import {
  IMPORT_READ_TIMEOUT_MS,
  importReadTimeoutMs,
  readImportFileInWorker,
} from './import-reader.ts';
import { paprikaFile } from './samples/sample-files.ts';

describe('readImportFileInWorker', () => {
  it('reads a file in a worker thread, photos included', async () => {
    const items = await readImportFileInWorker('My Recipes.paprikarecipes', paprikaFile());
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
