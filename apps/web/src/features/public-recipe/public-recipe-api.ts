/** The public shared-recipe calls (SPEC §7): the recipe, its meta, a rating and a save. */
import { MESSAGES, parseRecipe, publicMetaSchema, type PublicMeta } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { apiFetch } from '../../lib/api-client.ts';

const base = (code: string) => `/api/public/recipes/${encodeURIComponent(code)}`;

export async function fetchPublicRecipe(code: string, signal?: AbortSignal): Promise<Recipe> {
  const body = await apiFetch<{ data?: unknown }>(base(code), { signal });
  const recipe = parseRecipe(body.data);
  if (!recipe) throw new Error(MESSAGES.recipeNotFound);
  return recipe;
}

/**
 * The meta (average, count, saves). The server lets browsers cache it for 60 s (SPEC §9); after
 * a rating, `fresh` asks past that cache so the new average shows.
 */
export async function fetchPublicMeta(
  code: string,
  fresh: number,
  signal?: AbortSignal,
): Promise<PublicMeta> {
  const body = await apiFetch<{ data?: unknown }>(
    `${base(code)}/meta${fresh > 0 ? `?fresh=${fresh}` : ''}`,
    { signal },
  );
  return publicMetaSchema.parse(body.data);
}

export async function ratePublicRecipe(code: string, rating: number): Promise<void> {
  await apiFetch(`${base(code)}/rate`, { method: 'POST', body: { rating } });
}

export async function saveSharedRecipe(code: string, accountCode: string): Promise<Recipe | null> {
  const body = await apiFetch<{ data?: { recipe?: unknown } }>('/api/share/save', {
    method: 'POST',
    body: { code, account_code: accountCode },
  });
  return parseRecipe(body.data?.recipe);
}
