/**
 * Share on the Shop tab (SPEC §8, §9): the list as text (unchecked items by share group, then the
 * footer), through the native sheet titled 'Shopping List', the clipboard, then a hidden textarea.
 */
import { buildShareText, type ShoppingItem } from '@plateful/core';
import { toast } from 'sonner';
import { shareContent, type ShareOutcome } from '../../lib/share.ts';

export const SHARE_MESSAGES = {
  title: 'Shopping List',
  shared: 'Shopping list shared successfully',
  failed: { title: 'Share failed', description: 'Unable to share the shopping list' },
} as const;

/** Shares the list and says how it went; a cancelled native share says nothing. */
export async function shareShoppingList(items: readonly ShoppingItem[]): Promise<ShareOutcome> {
  const outcome = await shareContent({ title: SHARE_MESSAGES.title, text: buildShareText(items) });
  if (outcome === 'failed')
    toast.error(SHARE_MESSAGES.failed.title, { description: SHARE_MESSAGES.failed.description });
  else if (outcome !== 'cancelled') toast.success(SHARE_MESSAGES.shared);
  return outcome;
}
