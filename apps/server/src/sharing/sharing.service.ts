/**
 * Sharing (SPEC §4, §7): a recipe gets a short share code and a public link; anyone can read it at
 * /r/{code}, rate it once per device, and save a copy into their own collection (a save).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { MESSAGES } from '@plateful/contracts';
import { FACTORY_OWNER, parseShareCode } from '@plateful/core';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { notFound } from '../errors.ts';
import {
  readContent,
  toWireRecipe,
  type RecipeRow,
  type WireRecipe,
} from '../recipes/recipe-content.ts';
import type { RecipeWriteLimits } from '../recipes/recipe-write-limits.ts';
import type { RecipesRepository } from '../recipes/recipes.repository.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** A-Z0-9 without the look-alikes O/0 and I/1/L, as generated account codes (core). */
const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SHARE_CODE_LENGTH = 8;
const SHARE_CODE_ATTEMPTS = 5;

/** A new share code: 8 characters A-Z0-9 (no look-alikes) from a secure random source. */
export function generateShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i += 1)
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** The public view of a shared recipe: no owner, no identities. */
function toPublicRecipe(row: RecipeRow): WireRecipe {
  return toWireRecipe(row);
}

export function createSharingService(deps: {
  recipes: RecipesRepository;
  sharing: SharingRepository;
  accounts: AccountsRepository;
  publicOrigin: string;
  /** Called when a factory recipe gets its share code (cached lists must show it). */
  onFactoryShared?: () => void;
  /** Called after a save added a recipe to the account, so its other devices refetch. */
  onRecipesChanged?: (accountCode: string) => void;
  /** The account's storage quota (a save is a copy). */
  limits?: RecipeWriteLimits;
}) {
  const { recipes, sharing, accounts, publicOrigin } = deps;

  /** The shared recipe for a code typed in any case, or undefined. */
  async function findShared(codeText: string): Promise<RecipeRow | undefined> {
    const code = parseShareCode(codeText);
    return code ? recipes.findByShareCode(code) : undefined;
  }

  async function sharedOr404(codeText: string): Promise<RecipeRow> {
    const row = await findShared(codeText);
    if (!row) throw notFound(MESSAGES.recipeNotFound);
    return row;
  }

  return {
    findShared,

    /** Shares a recipe the account can see (its own or a factory one): the same code every time. */
    async share(accountCode: string, recipeId: string): Promise<{ link: string; code: string }> {
      const row = await recipes.findById(recipeId);
      if (
        !row ||
        (row.ownerAccountCode !== accountCode && row.ownerAccountCode !== FACTORY_OWNER)
      ) {
        throw notFound(MESSAGES.recipeNotFound);
      }
      let code = row.shareCode;
      for (let attempt = 0; !code && attempt < SHARE_CODE_ATTEMPTS; attempt += 1) {
        try {
          code = (await recipes.setShareCode(row.id, generateShareCode())) ?? null;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (!code) throw new Error('Could not allocate a share code');
      if (!row.shareCode && row.source === 'factory') deps.onFactoryShared?.();
      return { link: `${publicOrigin}/r/${code}`, code };
    },

    async publicRecipe(codeText: string): Promise<WireRecipe> {
      return toPublicRecipe(await sharedOr404(codeText));
    },

    async meta(codeText: string) {
      return sharing.meta((await sharedOr404(codeText)).id);
    },

    /**
     * Rates a shared recipe for a device. A new vote (not a change of the device's own) passes
     * `beforeNewVote` first, which may refuse it (the per-day allowance, decision 0011).
     */
    async rate(
      codeText: string,
      deviceCode: string,
      rating: number,
      beforeNewVote?: (recipeId: string) => Promise<void>,
    ): Promise<void> {
      const recipeId = (await sharedOr404(codeText)).id;
      if (beforeNewVote && !(await sharing.hasRated(recipeId, deviceCode))) {
        await beforeNewVote(recipeId);
      }
      await sharing.rate(recipeId, deviceCode, rating);
    },

    /**
     * Saves a copy of a shared recipe into the account's collection. Saving twice returns the first
     * copy and counts once.
     */
    async save(
      codeText: string,
      accountCode: string,
    ): Promise<{ recipe: WireRecipe; created: boolean }> {
      const shared = await sharedOr404(codeText);
      if (shared.ownerAccountCode === accountCode)
        return { recipe: toWireRecipe(shared), created: false };
      const previous = await sharing.findSave(shared.id, accountCode);
      const existing = previous ? await recipes.findById(previous) : undefined;
      if (existing && existing.ownerAccountCode === accountCode)
        return { recipe: toWireRecipe(existing), created: false };
      const content = readContent(shared.data);
      await deps.limits?.ensureRoom(accountCode, content);
      await accounts.ensureAccount(accountCode);
      const copyId = randomUUID();
      const made = await sharing.saveCopy({
        recipeId: shared.id,
        accountCode,
        replacing: previous ?? null,
        copy: { id: copyId, content },
      });
      // Not made: a concurrent save of the same recipe made the copy first.
      const savedId = made ? copyId : await sharing.findSave(shared.id, accountCode);
      const copy = savedId ? await recipes.findById(savedId) : undefined;
      if (!copy || copy.ownerAccountCode !== accountCode) throw notFound(MESSAGES.recipeNotFound);
      if (made) deps.onRecipesChanged?.(accountCode);
      return { recipe: toWireRecipe(copy), created: made };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
