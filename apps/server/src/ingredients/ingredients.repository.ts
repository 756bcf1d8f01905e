/** SQL for an owner's aisle catalogue (ingredient → category). */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ingredients } from '../db/schema.ts';

export type IngredientRow = typeof ingredients.$inferSelect;

export function createIngredientsRepository(db: Database) {
  const { orm } = db;
  return {
    async list(ownerKey: string): Promise<IngredientRow[]> {
      return orm
        .select()
        .from(ingredients)
        .where(eq(ingredients.ownerKey, ownerKey))
        .orderBy(asc(ingredients.name));
    },

    /** Adds the ingredient, or moves an existing one of the same name (any case) to the new aisle. */
    async upsert(row: {
      id: string;
      ownerKey: string;
      name: string;
      category: string;
    }): Promise<IngredientRow> {
      const [saved] = await db.query<{
        id: string;
        owner_key: string;
        name: string;
        category: string;
        created_at: Date | string;
      }>(
        `insert into ingredients (id, owner_key, name, category) values ($1, $2, $3, $4)
         on conflict (owner_key, lower(name)) do update set name = excluded.name, category = excluded.category
         returning id, owner_key, name, category, created_at`,
        [row.id, row.ownerKey, row.name, row.category],
      );
      return {
        id: saved!.id,
        ownerKey: saved!.owner_key,
        name: saved!.name,
        category: saved!.category,
        createdAt: new Date(saved!.created_at),
      };
    },

    async remove(ownerKey: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(ingredients)
        .where(and(eq(ingredients.ownerKey, ownerKey), eq(ingredients.id, id)))
        .returning();
      return rows.length > 0;
    },
  };
}

export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
