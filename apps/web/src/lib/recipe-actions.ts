/**
 * What a user does to a recipe, with the optimistic behaviour of SPEC §4: a deleted or hidden
 * recipe disappears at once, and a failed delete puts it back with its selection. Messages and
 * toasts are SPEC §8's, word for word.
 */
import { MESSAGES, type UserRecipeBody } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { toast } from './toast.tsx';
import { getAccountCode } from './account-code.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { hideRecipeLocally } from './hidden-recipes.ts';
import { queryClient } from './query-client.ts';
import { QUERY_KEYS } from './query-keys.ts';
import { getSelection, setSelection } from './selection.ts';

/** Removes a user recipe: gone at once; restored with its selection if the server says no. */
export async function deleteRecipe(recipe: Recipe): Promise<boolean> {
  const previous = queryClient.getQueryData<Recipe[]>(QUERY_KEYS.recipes);
  const selection = getSelection();
  const wasSelected = selection.includes(recipe.id);
  queryClient.setQueryData<Recipe[]>(QUERY_KEYS.recipes, (list) =>
    list?.filter((r) => r.id !== recipe.id),
  );
  if (wasSelected) setSelection(selection.filter((id) => id !== recipe.id));
  try {
    await apiFetch(`/api/user-recipes/${encodeURIComponent(recipe.id)}`, { method: 'DELETE' });
    toast.success('Recipe deleted successfully!');
    return true;
  } catch (error) {
    if (previous) queryClient.setQueryData(QUERY_KEYS.recipes, previous);
    if (wasSelected && !getSelection().includes(recipe.id))
      setSelection([...getSelection(), recipe.id]);
    toast.error(error instanceof ApiError ? error.message : 'Failed to delete recipe');
    return false;
  }
}

/** Hides a Chef's Pick recipe on this device (SPEC §4); restorable from Settings. */
export function hideRecipe(recipe: Recipe): void {
  hideRecipeLocally(recipe);
  const selection = getSelection();
  if (selection.includes(recipe.id)) setSelection(selection.filter((id) => id !== recipe.id));
  toast.success('Recipe hidden');
}

type SavedRecipe = { id: string };

/**
 * Saves a recipe: a new one (POST v2), or changes to an own one (PATCH v2). Editing a factory
 * recipe saves a user copy with a fresh id (SPEC §4). Throws with SPEC §8's messages.
 */
export async function saveRecipe(body: UserRecipeBody, existing?: Recipe): Promise<SavedRecipe> {
  if (!getAccountCode()) throw new Error(MESSAGES.accountCodeRequiredToSave);
  if (existing && body.id != null && String(body.id) !== existing.id)
    throw new Error(MESSAGES.mismatchedRecipeId);
  if (existing && !existing.isFactory) {
    const answer = await apiFetch<{ recipe?: SavedRecipe } & Partial<SavedRecipe>>(
      `/api/user/recipes/${encodeURIComponent(existing.id)}/v2`,
      { method: 'PATCH', body: { ...body, id: existing.id } },
    );
    await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
    return { id: answer.recipe?.id ?? answer.id ?? existing.id };
  }
  const { id: _ignored, ...fresh } = body;
  const answer = await apiFetch<{ ok: boolean; recipe?: SavedRecipe; error?: string }>(
    '/api/user/recipes/v2',
    {
      method: 'POST',
      body: fresh,
    },
  );
  if (!answer.recipe) throw new Error(answer.error ?? MESSAGES.createRecipeFailed);
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  return answer.recipe;
}
