/** SQL for the selected recipes and the shopping-list checks of one owner (account or device). */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selections, shoppingChecks } from '../db/schema.ts';

export function createSelectionsRepository(db: Database) {
  const { orm } = db;
  return {
    async getSelection(
      ownerKey: string,
    ): Promise<{ recipeIds: string[]; updatedAt: Date } | undefined> {
      const [row] = await orm
        .select({ recipeIds: selections.recipeIds, updatedAt: selections.updatedAt })
        .from(selections)
        .where(eq(selections.ownerKey, ownerKey));
      return row;
    },

    async setSelection(ownerKey: string, recipeIds: string[]): Promise<void> {
      await orm
        .insert(selections)
        .values({ ownerKey, recipeIds })
        .onConflictDoUpdate({
          target: selections.ownerKey,
          set: { recipeIds, updatedAt: sql`now()` },
        });
    },

    async getChecks(ownerKey: string): Promise<{ itemId: string; updatedAt: Date }[]> {
      return orm
        .select({ itemId: shoppingChecks.itemId, updatedAt: shoppingChecks.updatedAt })
        .from(shoppingChecks)
        .where(and(eq(shoppingChecks.ownerKey, ownerKey), eq(shoppingChecks.checked, true)));
    },

    async setCheck(ownerKey: string, itemId: string, checked: boolean): Promise<void> {
      await orm
        .insert(shoppingChecks)
        .values({ ownerKey, itemId, checked })
        .onConflictDoUpdate({
          target: [shoppingChecks.ownerKey, shoppingChecks.itemId],
          set: { checked, updatedAt: sql`now()` },
        });
    },

    async clearChecks(ownerKey: string): Promise<void> {
      await orm.delete(shoppingChecks).where(eq(shoppingChecks.ownerKey, ownerKey));
    },

    /**
     * When a device joins an account: the account keeps its own selection and checks, and takes
     * the device's where it has none.
     */
    async adoptDeviceState(deviceKey: string, accountKey: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into selections (owner_key, recipe_ids, updated_at)
           select $2, recipe_ids, updated_at from selections where owner_key = $1
           on conflict (owner_key) do update
             set recipe_ids = excluded.recipe_ids, updated_at = excluded.updated_at
             where jsonb_array_length(selections.recipe_ids) = 0`,
          [deviceKey, accountKey],
        );
        await tx.query(
          `insert into shopping_checks (owner_key, item_id, checked, updated_at)
           select $2, item_id, checked, updated_at from shopping_checks where owner_key = $1
           on conflict (owner_key, item_id) do nothing`,
          [deviceKey, accountKey],
        );
      });
    },
  };
}

export type SelectionsRepository = ReturnType<typeof createSelectionsRepository>;
