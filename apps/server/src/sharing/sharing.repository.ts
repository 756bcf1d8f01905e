/** SQL for ratings and saves of shared recipes. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ratings, recipeSaves } from '../db/schema.ts';
import type { RecipeContent } from '../recipes/recipe-content.ts';

export function createSharingRepository(db: Database) {
  const { orm } = db;
  return {
    async meta(recipeId: string): Promise<{ average: number; count: number; saves: number }> {
      const [row] = await db.query<{
        average: string | number | null;
        count: number;
        saves: number;
      }>(
        `select
           (select avg(rating) from ratings where recipe_id = $1) as average,
           (select count(*)::int from ratings where recipe_id = $1) as count,
           (select count(*)::int from recipe_saves where recipe_id = $1) as saves`,
        [recipeId],
      );
      const average = row?.average == null ? 0 : Math.round(Number(row.average) * 10) / 10;
      return { average, count: row?.count ?? 0, saves: row?.saves ?? 0 };
    },

    /** Whether the device has rated the recipe already (rating again is not a new vote). */
    async hasRated(recipeId: string, deviceCode: string): Promise<boolean> {
      const [row] = await orm
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(sql`${ratings.recipeId} = ${recipeId} and ${ratings.deviceCode} = ${deviceCode}`);
      return row !== undefined;
    },

    /** One rating per device per recipe: rating again replaces it. */
    async rate(recipeId: string, deviceCode: string, rating: number): Promise<void> {
      await orm
        .insert(ratings)
        .values({ recipeId, deviceCode, rating })
        .onConflictDoUpdate({
          target: [ratings.recipeId, ratings.deviceCode],
          set: { rating, updatedAt: sql`now()` },
        });
    },

    async findSave(recipeId: string, accountCode: string): Promise<string | undefined> {
      const [row] = await orm
        .select({ savedRecipeId: recipeSaves.savedRecipeId })
        .from(recipeSaves)
        .where(and(eq(recipeSaves.recipeId, recipeId), eq(recipeSaves.accountCode, accountCode)));
      return row?.savedRecipeId;
    },

    /**
     * Saves the account a copy of a shared recipe and records the save, in one statement: one
     * save per account per recipe (its key decides between concurrent requests), and the copy is
     * made only with it. An earlier save whose copy was deleted is taken over only if it still
     * names `replacing`, the deleted copy the caller saw, so concurrent saves make one new copy.
     * True when this call made the copy.
     */
    async saveCopy(save: {
      recipeId: string;
      accountCode: string;
      replacing: string | null;
      copy: { id: string; content: RecipeContent };
    }): Promise<boolean> {
      const made = await db.query<{ id: string }>(
        `with claimed as (
           insert into recipe_saves (recipe_id, account_code, saved_recipe_id)
           values ($1, $2, $3)
           on conflict (recipe_id, account_code) do update
             set saved_recipe_id = excluded.saved_recipe_id
             where recipe_saves.saved_recipe_id = $4::text
           returning saved_recipe_id
         )
         insert into recipes (id, owner_account_code, source, source_id, name, data)
         select $3, $2, 'shared', $1, $5, $6::jsonb from claimed
         returning id`,
        [
          save.recipeId,
          save.accountCode,
          save.copy.id,
          save.replacing,
          save.copy.content.name,
          JSON.stringify(save.copy.content),
        ],
      );
      return made.length > 0;
    },

    async countSaves(): Promise<number> {
      const [row] = await orm.select({ count: sql<number>`count(*)::int` }).from(recipeSaves);
      return row?.count ?? 0;
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
