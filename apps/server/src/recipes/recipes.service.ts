/**
 * Recipes: the list a caller sees, recipes by ids, and an account's own recipes (create, update,
 * delete). A user's recipe is visible and changeable only with its account code: to anyone else it
 * does not exist (404). Factory recipes are read-only.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, type UserRecipeBody } from '@plateful/contracts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import {
  contentFromBody,
  patchContent,
  readContent,
  toWireRecipe,
  type WireRecipe,
} from './recipe-content.ts';
import type { RecipesRepository } from './recipes.repository.ts';

export function createRecipesService(deps: {
  recipes: RecipesRepository;
  accounts: AccountsRepository;
}) {
  const { recipes, accounts } = deps;

  /** Loads a recipe the account owns, or throws: 403 for a factory recipe, 404 otherwise. */
  async function ownedRecipe(id: string, accountCode: string) {
    const row = await recipes.findById(id);
    if (row?.source === 'factory') throw new AppError(403, MESSAGES.factoryReadOnly, 'read_only');
    if (!row || row.ownerAccountCode !== accountCode) throw notFound(MESSAGES.recipeNotFound);
    return row;
  }

  return {
    async list(accountCode: string | null): Promise<WireRecipe[]> {
      return (await recipes.listVisible(accountCode)).map(toWireRecipe);
    },

    /** The visible recipes among `ids`, in the order asked, each once. */
    async byIds(ids: string[], accountCode: string | null): Promise<WireRecipe[]> {
      const unique = [...new Set(ids)];
      const rows = await recipes.findVisibleByIds(unique, accountCode);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return unique.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toWireRecipe(row)] : [];
      });
    },

    async create(accountCode: string, body: UserRecipeBody): Promise<WireRecipe> {
      await accounts.ensureAccount(accountCode);
      const row = await recipes.insert({
        id: randomUUID(),
        ownerAccountCode: accountCode,
        source: 'user',
        content: contentFromBody(body),
      });
      return toWireRecipe(row);
    },

    async update(accountCode: string, id: string, body: UserRecipeBody): Promise<WireRecipe> {
      if (body.id != null && String(body.id) !== id) throw badRequest(MESSAGES.mismatchedRecipeId);
      const row = await ownedRecipe(id, accountCode);
      const updated = await recipes.updateOwned(
        id,
        accountCode,
        patchContent(readContent(row.data), body),
      );
      if (!updated) throw notFound(MESSAGES.recipeNotFound);
      return toWireRecipe(updated);
    },

    async remove(accountCode: string, id: string): Promise<void> {
      await ownedRecipe(id, accountCode);
      await recipes.deleteOwned(id, accountCode);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
