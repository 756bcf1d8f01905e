/**
 * Sharing a recipe (SPEC §4 "Share outcomes", §8 "Share", §9 "Share message"): the server gives a
 * short code and a public link; the message is the recipe's name, the tagline, the code and the
 * link; native share titled 'Recipe from Plateful', then clipboard, then a hidden-textarea copy.
 */
import { MESSAGES } from '@plateful/contracts';
import { PRODUCT_NAME, TAGLINE, type Recipe } from '@plateful/core';
import { toast } from './toast.tsx';
import { getAccountCode } from './account-code.ts';
import { apiFetch } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { QUERY_KEYS } from './query-keys.ts';
import { shareContent } from './share.ts';

export type RecipeShareOutcome =
  'webshare' | 'clipboard' | 'no-account-code' | 'failed' | 'cancelled';

export function shareMessage(name: string, code: string, link: string): string {
  return `${name}\n${TAGLINE}\nShare code: ${code}\n${link}`;
}

export function whatsappLink(name: string, code: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(name, code, link))}`;
}

/** Gets (or makes) the recipe's share code and link. */
export async function shareLink(recipeId: string): Promise<{ link: string; code: string }> {
  const answer = await apiFetch<{ link: string; code: string }>('/api/share', {
    method: 'POST',
    body: { recipe_id: recipeId },
  });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  return answer;
}

export async function shareRecipe(
  recipe: Pick<Recipe, 'id' | 'name'>,
): Promise<RecipeShareOutcome> {
  if (!getAccountCode()) {
    toast.error('Account code required', { description: MESSAGES.accountCodeRequiredToShare });
    return 'no-account-code';
  }
  try {
    const { link, code } = await shareLink(recipe.id);
    const outcome = await shareContent({
      title: `Recipe from ${PRODUCT_NAME}`,
      text: shareMessage(recipe.name, code, link),
      url: link,
    });
    if (outcome === 'webshare') {
      toast.success('Recipe shared!', {
        description: 'Anyone with the link can view and save this recipe to their collection.',
      });
    } else if (outcome === 'clipboard') {
      toast.success('Link copied!', {
        description:
          'Recipe link has been copied to your clipboard. Paste it into WhatsApp or any messaging app.',
      });
    } else if (outcome === 'failed') {
      toast.error('Sharing failed', {
        description: 'Unable to share this recipe. Please try again.',
      });
    }
    return outcome;
  } catch (error) {
    console.error('[plateful] share failed', error);
    toast.error('Sharing failed', { description: 'Unable to share recipe. Please try again.' });
    return 'failed';
  }
}
