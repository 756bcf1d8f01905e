/** SQL for ratings and saves of shared recipes. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ratings, recipeSaves } from '../db/schema.ts';

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

    /** Records the save (one per account per recipe; a new copy replaces a deleted one). */
    async recordSave(recipeId: string, accountCode: string, savedRecipeId: string): Promise<void> {
      await orm
        .insert(recipeSaves)
        .values({ recipeId, accountCode, savedRecipeId })
        .onConflictDoUpdate({
          target: [recipeSaves.recipeId, recipeSaves.accountCode],
          set: { savedRecipeId },
        });
    },

    async countSaves(): Promise<number> {
      const [row] = await orm.select({ count: sql<number>`count(*)::int` }).from(recipeSaves);
      return row?.count ?? 0;
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
