/** SQL for user-recipe records ({base_id, kind, data}), always scoped to one account. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { userRecipeRecords } from '../db/schema.ts';

export type RecordRow = typeof userRecipeRecords.$inferSelect;
export type RecordKind = RecordRow['kind'];

export function createUserRecipeRecordsRepository(db: Database) {
  const { orm } = db;
  const mine = (accountCode: string, id: string) =>
    and(eq(userRecipeRecords.accountCode, accountCode), eq(userRecipeRecords.id, id));
  return {
    async list(accountCode: string): Promise<RecordRow[]> {
      return orm
        .select()
        .from(userRecipeRecords)
        .where(eq(userRecipeRecords.accountCode, accountCode))
        .orderBy(desc(userRecipeRecords.createdAt));
    },

    async find(accountCode: string, id: string): Promise<RecordRow | undefined> {
      const [row] = await orm.select().from(userRecipeRecords).where(mine(accountCode, id));
      return row;
    },

    async findByBase(
      accountCode: string,
      baseId: string,
      kind: RecordKind,
    ): Promise<RecordRow | undefined> {
      const [row] = await orm
        .select()
        .from(userRecipeRecords)
        .where(
          and(
            eq(userRecipeRecords.accountCode, accountCode),
            eq(userRecipeRecords.baseId, baseId),
            eq(userRecipeRecords.kind, kind),
          ),
        );
      return row;
    },

    /** Inserts the record unless the account already has one of that kind for that base. */
    async insert(
      record: Omit<RecordRow, 'createdAt' | 'updatedAt'>,
    ): Promise<RecordRow | undefined> {
      const [row] = await orm
        .insert(userRecipeRecords)
        .values(record)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateData(
      accountCode: string,
      id: string,
      data: Record<string, unknown>,
    ): Promise<RecordRow | undefined> {
      const [row] = await orm
        .update(userRecipeRecords)
        .set({ data, updatedAt: new Date() })
        .where(mine(accountCode, id))
        .returning();
      return row;
    },

    async remove(accountCode: string, id: string): Promise<boolean> {
      return (
        (await orm.delete(userRecipeRecords).where(mine(accountCode, id)).returning()).length > 0
      );
    },

    async removeByBase(accountCode: string, baseId: string): Promise<void> {
      await orm
        .delete(userRecipeRecords)
        .where(
          and(eq(userRecipeRecords.accountCode, accountCode), eq(userRecipeRecords.baseId, baseId)),
        );
    },
  };
}

export type UserRecipeRecordsRepository = ReturnType<typeof createUserRecipeRecordsRepository>;
