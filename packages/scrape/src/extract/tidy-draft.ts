/**
 * The last step before a scraped draft reaches the cook: what the page said, put the app's way.
 * The page's category becomes one of the app's own (its words are kept as tags), ingredient lines
 * lose the zero decimals some sites print ("225.0g" → "225g"), a recipe plugin's doubled brackets
 * ("((105 degrees F))") and a joiner left before the amount, and no step is left blank.
 */
import { appCategoryOf } from '@plateful/core';
import type { RecipeDraft } from './draft.ts';

/** `225.0g` → `225g`, `1.50 kg` → `1.5 kg`; `0.25tsp` and `10.05` stay as they are. */
export function withoutZeroDecimals(line: string): string {
  return line.replace(/(\d+)\.(\d*?)0+(?!\d)/g, (_, whole: string, fraction: string) =>
    fraction ? `${whole}.${fraction}` : whole,
  );
}

/** A note in two brackets, as a recipe plugin writes a note it had already bracketed. */
const DOUBLED_BRACKETS = /\(\(([^()]*)\)\)/g;
/** Zero-width joiners before a line's first character: no letters to join (`cleanText` keeps them). */
const LEADING_JOINERS = /^[\u200c\u200d]+/;

/** An ingredient line as the app shows it: "((105 degrees F))" → "(105 degrees F)", "225.0g" → "225g". */
export function tidyIngredientLine(line: string): string {
  return withoutZeroDecimals(line.replace(LEADING_JOINERS, '').replace(DOUBLED_BRACKETS, '($1)'));
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
    ingredients: draft.ingredients.map(tidyIngredientLine),
    ...(draft.ingredientGroups
      ? {
          ingredientGroups: draft.ingredientGroups.map((group) => ({
            ...group,
            items: group.items.map(tidyIngredientLine),
          })),
        }
      : {}),
    instructions: draft.instructions.filter(isStep),
  };
}
