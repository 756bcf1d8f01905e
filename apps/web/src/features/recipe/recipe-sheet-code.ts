/**
 * The recipe sheet's code (its own chunks: vaul, the nutrition panel, the actions), asked for once
 * and shared: by the sheet when it is shown, and earlier on a hint that a recipe is about to be
 * opened (lib/recipe-sheet-hint.ts). A failed download is forgotten, so the next ask tries again
 * (`lazyPart` tries it again too).
 */
import type * as SheetModule from './recipe-detail-sheet.tsx';

let loading: Promise<typeof SheetModule> | null = null;

export function loadRecipeSheet(): Promise<typeof SheetModule> {
  loading ??= import('./recipe-detail-sheet.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the download of the sheet's code, if it has not started; errors wait for the real ask. */
export function preloadRecipeSheet(): void {
  loadRecipeSheet().catch(() => undefined);
}
