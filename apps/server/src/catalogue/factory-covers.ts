/**
 * The covers of the Chef's Pick recipes in `DATA_DIR/covers` (decision 0013). Each cover is what
 * the API will name for that recipe: the catalogue entry goes through the same content rules as a
 * saved recipe. Start-up draws none of them (52 covers are seconds of CPU, and most servers a test
 * starts never show one): a cover is drawn on its first request and kept, and a warm-up that
 * begins once the server has been up a while draws the rest one at a time, with pauses, so the
 * first visitor's Plan page seldom waits and requests never queue behind it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { userRecipeBodySchema } from '@plateful/contracts';
import type { CoversService } from '../images/covers/covers.service.ts';
import { contentFromBody, pictureOf } from '../recipes/recipe-content.ts';
import { readCatalogue, type Catalogue } from './seed-factory-recipes.ts';

/** The picture path the API gives each Chef's Pick recipe (a cover: none has a photo). */
export function factoryPictures(catalogue: Catalogue = readCatalogue()): (string | null)[] {
  return catalogue.recipes.map((recipe) =>
    pictureOf(
      contentFromBody(
        userRecipeBodySchema.parse({
          name: recipe.name,
          category: recipe.category,
          tags: recipe.tags,
          ingredients: recipe.ingredients,
        }),
      ),
    ),
  );
}

/** How long after listening the warm-up begins: a server started for a short test never draws. */
export const WARM_UP_DELAY_MS = 15_000;
/** The pause after each cover the warm-up draws, so requests always find the CPU free again. */
export const WARM_UP_PAUSE_MS = 250;

export type DrawOptions = {
  /** Waited after each cover drawn (not after one already on disk). */
  pauseMs?: number;
  /** Stops between covers (the server is closing). */
  signal?: AbortSignal;
};

/**
 * Draws every Chef's Pick cover not yet on disk, one at a time; a cover whose files are there is
 * not drawn again. Resolves with how many covers were drawn.
 */
export async function drawFactoryCovers(
  covers: Pick<CoversService, 'prepare'>,
  catalogue: Catalogue = readCatalogue(),
  { pauseMs = 0, signal }: DrawOptions = {},
): Promise<number> {
  return drawCovers(covers, factoryPictures(catalogue), { pauseMs, signal });
}

async function drawCovers(
  covers: Pick<CoversService, 'prepare'>,
  pictures: readonly (string | null)[],
  { pauseMs = 0, signal }: DrawOptions,
): Promise<number> {
  let drawn = 0;
  for (const picture of pictures) {
    if (signal?.aborted) break;
    if (!(await covers.prepare(picture))) continue;
    drawn += 1;
    if (pauseMs > 0) await sleep(pauseMs, undefined, { ref: false }).catch(() => undefined);
  }
  return drawn;
}

export type FactoryCoverWarmUp = {
  /** Resolves with how many covers the warm-up drew, once it has finished or been stopped. */
  readonly done: Promise<number>;
  stop(): void;
};

/**
 * After start: the Chef's Pick covers are kept on disk when first asked for, and after
 * `delayMs` the ones still missing are drawn in the background, `pauseMs` apart. `stop` (when the
 * server closes) ends the warm-up between two covers; the timers never hold the process open.
 */
export function warmUpFactoryCovers(
  covers: Pick<CoversService, 'prepare' | 'keep'>,
  {
    catalogue = readCatalogue(),
    delayMs = WARM_UP_DELAY_MS,
    pauseMs = WARM_UP_PAUSE_MS,
  }: { catalogue?: Catalogue; delayMs?: number; pauseMs?: number } = {},
): FactoryCoverWarmUp {
  const controller = new AbortController();
  const { signal } = controller;
  const pictures = factoryPictures(catalogue);
  covers.keep(pictures);
  const done = sleep(delayMs, undefined, { ref: false, signal }).then(
    () => drawCovers(covers, pictures, { pauseMs, signal }),
    () => 0,
  );
  return { done, stop: () => controller.abort() };
}
