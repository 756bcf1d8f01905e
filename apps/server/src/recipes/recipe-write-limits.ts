/**
 * What a recipe write must pass beyond its schema, for which the server's configuration is
 * needed: a Cloudflare delivery URL must carry this server's account hash (the schema checks the
 * form of every image reference), and an account stores at most its quota
 * (ACCOUNT_STORAGE_QUOTA_MB) of recipes and records.
 */
import {
  isHostedImageReference,
  jsonBytes,
  MESSAGES,
  type UserRecipeBody,
} from '@plateful/contracts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { AppError, badRequest } from '../errors.ts';

export type RecipeWriteLimits = {
  /** Throws 400 unless every image the body names is one this server hosts. */
  checkImages(body: Pick<UserRecipeBody, 'image_url' | 'images'>): void;
  /** Throws 413 ('storage_full') when `added` more bytes would pass the account's quota. */
  ensureRoom(accountCode: string, added: unknown, replaced?: unknown): Promise<void>;
};

export function createRecipeWriteLimits(deps: {
  accounts: Pick<AccountsRepository, 'storedBytes'>;
  quotaBytes: number;
  /** The Cloudflare Images account hash, when images are stored there. */
  cloudflareHash: string | undefined;
}): RecipeWriteLimits {
  return {
    checkImages(body) {
      for (const reference of [body.image_url, ...(body.images ?? [])]) {
        if (!reference) continue;
        // Without Cloudflare, no delivery URL is ours: the hash can match nothing.
        if (!isHostedImageReference(reference, deps.cloudflareHash ?? '')) {
          throw badRequest(MESSAGES.imageNotHosted);
        }
      }
    },

    async ensureRoom(accountCode, added, replaced) {
      // Measured as JSON; what the database keeps (compressed) is no more than that.
      const growth = jsonBytes(added) - (replaced === undefined ? 0 : jsonBytes(replaced));
      if (growth <= 0) return;
      const stored = await deps.accounts.storedBytes(accountCode);
      if (stored + growth > deps.quotaBytes) {
        throw new AppError(413, MESSAGES.storageFull, 'storage_full');
      }
    },
  };
}
