/** SQL for recipes and the per-account records that hide or add them. */
import { FACTORY_OWNER } from '@plateful/core';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, RawQueryable } from '../db/database.ts';
import { recipes, userRecipeRecords } from '../db/schema.ts';
import { createBatchedReads } from './list-version-checks.ts';
import type { RecipeContent, RecipeRow } from './recipe-content.ts';

const columns = {
  id: recipes.id,
  ownerAccountCode: recipes.ownerAccountCode,
  source: recipes.source,
  sourceId: recipes.sourceId,
  catalogVersion: recipes.catalogVersion,
  name: recipes.name,
  data: recipes.data,
  shareCode: recipes.shareCode,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

export function createRecipesRepository(db: Database) {
  const { orm } = db;
  return {
    /**
     * Accounts' list versions (see migration 0003), read in one statement for many
     * `GET /api/recipes` calls at once (`listVersions.get`, list-version-checks.ts); an account
     * never seen gets null.
     */
    listVersions: createBatchedReads<number, RawQueryable>(async (codes, q) => {
      const rows = await q.queryPrepared<{ code: string; list_version: string | number }>(
        'select code, list_version from accounts where code = any($1::text[])',
        [codes],
      );
      return new Map(rows.map((row) => [row.code, Number(row.list_version)]));
    }, db.inTurn),

    /** Every factory recipe, newest first. */
    async listFactory(): Promise<RecipeRow[]> {
      return orm
        .select(columns)
        .from(recipes)
        .where(eq(recipes.ownerAccountCode, FACTORY_OWNER))
        .orderBy(desc(recipes.createdAt), recipes.id);
    },

    /**
     * A digest of the factory rows (ids, share codes, times), not their content: the Chef's Pick
     * cache reloads only when it moves.
     */
    async factoryFingerprint(): Promise<string> {
      const [row] = await db.query<{ digest: string | null; n: number }>(
        `select count(*)::int as n,
                md5(string_agg(id || ':' || coalesce(share_code, '') || ':' || updated_at::text,
                               ',' order by id)) as digest
         from recipes where owner_account_code = $1`,
        [FACTORY_OWNER],
      );
      return `${row?.n ?? 0}:${row?.digest ?? ''}`;
    },

    /** The account's own recipes, newest first. */
    async listOwn(accountCode: string): Promise<RecipeRow[]> {
      return orm
        .select(columns)
        .from(recipes)
        .where(and(eq(recipes.ownerAccountCode, accountCode), ne(recipes.source, 'factory')))
        .orderBy(desc(recipes.createdAt), recipes.id);
    },

    /** Ids of the recipes the account has hidden (tombstoned). */
    async hiddenIds(accountCode: string): Promise<Set<string>> {
      const rows = await orm
        .select({ id: userRecipeRecords.baseId })
        .from(userRecipeRecords)
        .where(
          and(
            eq(userRecipeRecords.accountCode, accountCode),
            eq(userRecipeRecords.kind, 'tombstone'),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    async findOwnByIds(ids: string[], accountCode: string): Promise<RecipeRow[]> {
      if (ids.length === 0) return [];
      return orm
        .select(columns)
        .from(recipes)
        .where(and(inArray(recipes.id, ids), eq(recipes.ownerAccountCode, accountCode)));
    },

    async findById(id: string): Promise<RecipeRow | undefined> {
      const [row] = await orm.select(columns).from(recipes).where(eq(recipes.id, id));
      return row;
    },

    async findByShareCode(code: string): Promise<RecipeRow | undefined> {
      const [row] = await orm.select(columns).from(recipes).where(eq(recipes.shareCode, code));
      return row;
    },

    async insert(recipe: {
      id: string;
      ownerAccountCode: string;
      source: RecipeRow['source'];
      sourceId?: string | null;
      content: RecipeContent;
    }): Promise<RecipeRow> {
      const [row] = await orm
        .insert(recipes)
        .values({
          id: recipe.id,
          ownerAccountCode: recipe.ownerAccountCode,
          source: recipe.source,
          sourceId: recipe.sourceId ?? null,
          name: recipe.content.name,
          data: recipe.content,
        })
        .returning(columns);
      return row!;
    },

    /**
     * Inserts a recipe under an id the caller worked out (an import's key), unless a recipe
     * already has that id: true when this call made it. Retries and concurrent calls make one.
     */
    async insertIfAbsent(recipe: {
      id: string;
      ownerAccountCode: string;
      source: RecipeRow['source'];
      content: RecipeContent;
    }): Promise<boolean> {
      const made = await orm
        .insert(recipes)
        .values({
          id: recipe.id,
          ownerAccountCode: recipe.ownerAccountCode,
          source: recipe.source,
          name: recipe.content.name,
          data: recipe.content,
        })
        .onConflictDoNothing({ target: recipes.id })
        .returning({ id: recipes.id });
      return made.length > 0;
    },

    /**
     * Saves the account an own copy of a base recipe with its 'add' record, in one statement: the
     * copy is made only if the record is (the record's unique account, base and kind decide
     * between concurrent requests, so ten at once make one copy). `record.data` names the copy.
     * True when this call made them; false when the account already had an 'add' for the base.
     */
    async insertCopyWithAddRecord(
      record: { id: string; accountCode: string; baseId: string; data: Record<string, unknown> },
      copy: { id: string; sourceId: string; content: RecipeContent },
    ): Promise<boolean> {
      const made = await db.query<{ id: string }>(
        `with claimed as (
           insert into user_recipe_records (id, account_code, base_id, kind, data)
           values ($1, $2, $3, 'add', $4::jsonb)
           on conflict (account_code, base_id, kind) do nothing
           returning id
         )
         insert into recipes (id, owner_account_code, source, source_id, name, data)
         select $5, $2, 'user', $6, $7, $8::jsonb from claimed
         returning id`,
        [
          record.id,
          record.accountCode,
          record.baseId,
          JSON.stringify(record.data),
          copy.id,
          copy.sourceId,
          copy.content.name,
          JSON.stringify(copy.content),
        ],
      );
      return made.length > 0;
    },

    async updateOwned(
      id: string,
      accountCode: string,
      content: RecipeContent,
    ): Promise<RecipeRow | undefined> {
      const [row] = await orm
        .update(recipes)
        .set({ name: content.name, data: content, updatedAt: sql`now()` })
        .where(and(eq(recipes.id, id), eq(recipes.ownerAccountCode, accountCode)))
        .returning(columns);
      return row;
    },

    async deleteOwned(id: string, accountCode: string): Promise<boolean> {
      const deleted = await orm
        .delete(recipes)
        .where(
          and(
            eq(recipes.id, id),
            eq(recipes.ownerAccountCode, accountCode),
            ne(recipes.source, 'factory'),
          ),
        )
        .returning({ id: recipes.id });
      return deleted.length > 0;
    },

    /** Gives the recipe `code` unless it already has one; returns the code it ends up with. */
    async setShareCode(id: string, code: string): Promise<string | undefined> {
      const [row] = await orm
        .update(recipes)
        .set({
          shareCode: sql`coalesce(${recipes.shareCode}, ${code})`,
          sharedAt: sql`coalesce(${recipes.sharedAt}, now())`,
        })
        .where(eq(recipes.id, id))
        .returning({ shareCode: recipes.shareCode });
      return row?.shareCode ?? undefined;
    },

    async countUserRecipes(): Promise<number> {
      const [row] = await orm
        .select({ count: sql<number>`count(*)::int` })
        .from(recipes)
        .where(ne(recipes.source, 'factory'));
      return row?.count ?? 0;
    },

    async countShared(): Promise<number> {
      const [row] = await orm
        .select({ count: sql<number>`count(*)::int` })
        .from(recipes)
        .where(isNotNull(recipes.shareCode));
      return row?.count ?? 0;
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
