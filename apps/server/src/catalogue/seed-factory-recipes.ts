/**
 * Loads the Chef's Pick recipes (factory-recipes.json) into the database at start-up. Idempotent:
 * it runs only when the file's catalogVersion is newer than the one recorded, and then upserts each
 * recipe by its stable id, so shares and ratings of a factory recipe survive a catalogue update.
 */
import { FACTORY_OWNER } from '@plateful/core';
import { userRecipeBodySchema } from '@plateful/contracts';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { contentFromBody } from '../recipes/recipe-content.ts';
import catalogueFile from './factory-recipes.json' with { type: 'json' };

const VERSION_KEY = 'factory_catalog_version';

const factoryRecipeSchema = z.object({
  id: z.string().regex(/^cp-[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  servings: z.number().int(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  ingredients: z.array(z.string()),
  ingredientGroups: z.array(z.object({ title: z.string(), items: z.array(z.string()) })).optional(),
  displayGroups: z.boolean().optional(),
  instructions: z.array(z.string()),
});

export const catalogueSchema = z.object({
  catalogVersion: z.number().int().positive(),
  recipes: z.array(factoryRecipeSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export function readCatalogue(): Catalogue {
  return catalogueSchema.parse(catalogueFile);
}

/** Seeds or updates the factory recipes; returns how many it wrote (0 when already current). */
export async function seedFactoryRecipes(
  db: Database,
  catalogue: Catalogue = readCatalogue(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(72011302)');
    const [current] = await tx.query<{ value: number }>(
      'select value from app_settings where key = $1',
      [VERSION_KEY],
    );
    if (current && Number(current.value) >= catalogue.catalogVersion) return 0;
    // Newest first in lists: the file's first recipe gets the latest time.
    const base = Date.now();
    for (const [index, recipe] of catalogue.recipes.entries()) {
      const content = contentFromBody(
        userRecipeBodySchema.parse({
          name: recipe.name,
          description: recipe.description,
          category: recipe.category,
          tags: recipe.tags,
          servings: recipe.servings,
          prep_time: recipe.prepTime,
          cook_time: recipe.cookTime,
          ingredients: recipe.ingredients,
          ingredient_groups: recipe.ingredientGroups,
          display_groups: recipe.displayGroups ?? Boolean(recipe.ingredientGroups),
          instructions: recipe.instructions,
          author: 'Plateful kitchen',
        }),
      );
      await tx.query(
        `insert into recipes (id, owner_account_code, source, catalog_version, name, data, created_at, updated_at)
         values ($1, $2, 'factory', $3, $4, $5, $6, now())
         on conflict (id) do update set
           name = excluded.name, data = excluded.data, catalog_version = excluded.catalog_version,
           updated_at = now()
         where recipes.source = 'factory'`,
        [
          recipe.id,
          FACTORY_OWNER,
          catalogue.catalogVersion,
          content.name,
          JSON.stringify(content),
          new Date(base - index * 1000),
        ],
      );
    }
    await tx.query(
      `insert into app_settings (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [VERSION_KEY, JSON.stringify(catalogue.catalogVersion)],
    );
    return catalogue.recipes.length;
  });
}
