/**
 * The last step before a scraped draft reaches the cook: what the page said, put the app's way.
 * The page's category becomes one of the app's own (its words are kept as tags), amounts lose
 * the zero decimals some sites print ("225.0g" → "225g"), and no step is left blank.
 */
import { appCategoryOf } from '@plateful/core';
import type { RecipeDraft } from './draft.ts';

/** `225.0g` → `225g`, `1.50 kg` → `1.5 kg`; `0.25tsp` and `10.05` stay as they are. */
export function withoutZeroDecimals(line: string): string {
  return line.replace(/(\d+)\.(\d*?)0+(?!\d)/g, (_, whole: string, fraction: string) =>
    fraction ? `${whole}.${fraction}` : whole,
  );
}

/** A step with no letter or digit in it ("", "-", "&nbsp;") is no step. */
const isStep = (step: string) => /[\p{L}\p{N}]/u.test(step);

export function tidyDraft(draft: RecipeDraft): RecipeDraft {
  const category = appCategoryOf(draft.category, {
    name: draft.name,
    ingredients: draft.ingredients,
  });
  const pageWords = (draft.category ?? '')
    .split(/[,/|]/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word && word !== category?.toLowerCase());
  const tags = [...draft.tags];
  for (const word of pageWords) {
    if (!tags.some((tag) => tag.toLowerCase() === word)) tags.push(word);
  }
  return {
    ...draft,
    category,
    tags,
    ingredients: draft.ingredients.map(withoutZeroDecimals),
    ...(draft.ingredientGroups
      ? {
          ingredientGroups: draft.ingredientGroups.map((group) => ({
            ...group,
            items: group.items.map(withoutZeroDecimals),
          })),
        }
      : {}),
    instructions: draft.instructions.filter(isStep),
  };
}
