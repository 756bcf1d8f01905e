/**
 * User-recipe records (SPEC §3): an account's log of what it did to its collection. A 'tombstone'
 * hides a recipe from its lists (restored by deleting the record); an 'add' saves the account its
 * own copy of a base recipe, with `data` as changes over the base.
 */
import { randomUUID } from 'node:crypto';
import {
  jsonBytes,
  MAX_TOMBSTONE_DATA_BYTES,
  MESSAGES,
  userRecipeBodySchema,
  type UserRecipeRecordBody,
} from '@plateful/contracts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { badRequest, notFound } from '../errors.ts';
import { bodyFromContent, contentFromBody, readContent } from './recipe-content.ts';
import type { RecipeWriteLimits } from './recipe-write-limits.ts';
import type { RecipesRepository } from './recipes.repository.ts';
import type { RecordRow, UserRecipeRecordsRepository } from './user-recipe-records.repository.ts';

export function toWireRecord(row: RecordRow) {
  return {
    id: row.id,
    base_id: row.baseId,
    kind: row.kind,
    data: row.data as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type WireRecord = ReturnType<typeof toWireRecord>;

function recipeChanges(data: Record<string, unknown>) {
  const { recipe_id: _ignored, ...fields } = data;
  const parsed = userRecipeBodySchema.safeParse(fields);
  if (!parsed.success) {
    throw badRequest(`Invalid recipe data: ${parsed.error.issues[0]?.message ?? 'bad value'}`);
  }
  return parsed.data;
}

export function createUserRecipeRecordsService(deps: {
  records: UserRecipeRecordsRepository;
  recipes: RecipesRepository;
  accounts: AccountsRepository;
  /** Called after the account's recipes (or what it hides) changed, so its devices refetch. */
  onRecipesChanged?: (accountCode: string) => void;
  /** Hosted images only, and the account's storage quota. */
  limits?: RecipeWriteLimits;
}) {
  const { records, recipes, accounts, limits } = deps;
  const changed = (accountCode: string) => deps.onRecipesChanged?.(accountCode);

  /** A base recipe the account may hide or copy: factory, its own, or a shared one. */
  async function baseRecipe(accountCode: string, baseId: string) {
    const row = await recipes.findById(baseId);
    const reachable =
      row &&
      (row.source === 'factory' || row.ownerAccountCode === accountCode || row.shareCode !== null);
    if (!reachable) throw notFound(MESSAGES.recipeNotFound);
    return row;
  }

  return {
    async list(accountCode: string): Promise<WireRecord[]> {
      return (await records.list(accountCode)).map(toWireRecord);
    },

    async get(accountCode: string, id: string): Promise<WireRecord> {
      const row = await records.find(accountCode, id);
      if (!row) throw notFound(MESSAGES.getUserRecipeFailed);
      return toWireRecord(row);
    },

    /** Creates the record; `created` is false when the account already had it. */
    async create(
      accountCode: string,
      body: UserRecipeRecordBody,
    ): Promise<{ record: WireRecord; created: boolean }> {
      const existing = await records.findByBase(accountCode, body.base_id, body.kind);
      if (existing) return { record: toWireRecord(existing), created: false };
      const base = await baseRecipe(accountCode, body.base_id);
      await accounts.ensureAccount(accountCode);
      let created: boolean;
      if (body.kind === 'add') {
        // The record and the copy it names are made together or not at all, so concurrent
        // requests for one base make one copy.
        const changes = recipeChanges(body.data);
        limits?.checkImages(changes);
        const content = contentFromBody({ ...bodyFromContent(readContent(base.data)), ...changes });
        await limits?.ensureRoom(accountCode, { content, data: body.data });
        const copyId = randomUUID();
        created = await recipes.insertCopyWithAddRecord(
          {
            id: randomUUID(),
            accountCode,
            baseId: body.base_id,
            data: { ...body.data, recipe_id: copyId },
          },
          { id: copyId, sourceId: base.id, content },
        );
      } else {
        await limits?.ensureRoom(accountCode, body.data);
        created = Boolean(
          await records.insert({
            id: randomUUID(),
            accountCode,
            baseId: body.base_id,
            kind: body.kind,
            data: body.data,
          }),
        );
      }
      // A concurrent request may have inserted the same record first.
      const stored = await records.findByBase(accountCode, body.base_id, body.kind);
      if (!stored) throw notFound(MESSAGES.createUserRecipeFailed);
      if (created) changed(accountCode);
      return { record: toWireRecord(stored), created };
    },

    async update(
      accountCode: string,
      id: string,
      data: Record<string, unknown>,
    ): Promise<WireRecord> {
      const row = await records.find(accountCode, id);
      if (!row) throw notFound(MESSAGES.updateUserRecipeFailed);
      if (row.kind === 'tombstone' && jsonBytes(data) > MAX_TOMBSTONE_DATA_BYTES) {
        throw badRequest(
          `Invalid body (data): must be at most ${MAX_TOMBSTONE_DATA_BYTES / 1024} KB`,
        );
      }
      const recipeId = (row.data as { recipe_id?: unknown }).recipe_id;
      let next = data;
      if (row.kind === 'add' && typeof recipeId === 'string') {
        const copy = await recipes.findById(recipeId);
        if (copy && copy.ownerAccountCode === accountCode) {
          const changes = recipeChanges(data);
          limits?.checkImages(changes);
          const current = readContent(copy.data);
          const content = contentFromBody({ ...bodyFromContent(current), ...changes });
          await limits?.ensureRoom(
            accountCode,
            { content, data },
            { content: current, data: row.data },
          );
          await recipes.updateOwned(recipeId, accountCode, content);
        }
        next = { ...data, recipe_id: recipeId };
      } else {
        await limits?.ensureRoom(accountCode, data, row.data);
      }
      const updated = await records.updateData(accountCode, id, next);
      if (!updated) throw notFound(MESSAGES.updateUserRecipeFailed);
      changed(accountCode);
      return toWireRecord(updated);
    },

    /**
     * DELETE /api/user-recipes/{id}: deletes the account's recipe with that id (and its records),
     * or else the account's record with that id. Anything else is not found.
     */
    async remove(accountCode: string, id: string): Promise<void> {
      const recipe = await recipes.findById(id);
      if (recipe && recipe.source !== 'factory' && recipe.ownerAccountCode === accountCode) {
        await recipes.deleteOwned(id, accountCode);
        await records.removeByBase(accountCode, id);
        changed(accountCode);
        return;
      }
      if (!(await records.remove(accountCode, id))) throw notFound(MESSAGES.recipeNotFound);
      changed(accountCode);
    },
  };
}

export type UserRecipeRecordsService = ReturnType<typeof createUserRecipeRecordsService>;
