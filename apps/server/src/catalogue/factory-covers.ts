/**
 * Draws the covers of the Chef's Pick recipes into `DATA_DIR/covers` (decision 0013), so the
 * first visitor's Plan page does not wait for 52 drawings. Each cover is what the API will name
 * for that recipe: the catalogue entry goes through the same content rules as a saved recipe.
 */
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

/** Draws every Chef's Pick cover not yet on disk, one at a time (the server keeps serving). */
export async function drawFactoryCovers(
  covers: Pick<CoversService, 'prepare'>,
  catalogue: Catalogue = readCatalogue(),
): Promise<number> {
  const pictures = factoryPictures(catalogue);
  for (const picture of pictures) await covers.prepare(picture);
  return pictures.length;
}
