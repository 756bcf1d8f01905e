/**
 * The recipe draft: what a scrape, a photo or a caption becomes before the cook tweaks and saves
 * it on the Add recipe screen. The same shape as the server's scrape draft, so one screen reads
 * them all.
 */
import type { AmountCheck } from './amount-checks.ts';

/** Ingredient lines under a heading ("For the sauce"); `title` is null for an untitled group. */
export type DraftIngredientGroup = { title: string | null; items: string[] };

/**
 * A recipe read from a page, a photo or a caption. Times are whole minutes; `yields` is
 * normalised ("4 servings", "12 flapjacks") and `servings` is its number.
 */
export type RecipeDraft = {
  name: string;
  description: string | null;
  ingredients: string[];
  ingredientGroups?: DraftIngredientGroup[];
  instructions: string[];
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  yields: string | null;
  /** The energy a serving as the source published it, kcal (per item for a counted yield). */
  calories?: number | null;
  imageUrl: string | null;
  author: string | null;
  sourceUrl: string;
  category: string | null;
  tags: string[];
  /**
   * Rows of a photographed recipe whose amount or unit the reader mended from the engine's text,
   * for the cook to check (amount-checks.ts). The draft's only: a saved recipe has none.
   */
  amountChecks?: AmountCheck[];
};

/** A draft with nothing in it: the answer to empty or unreadable text. */
export function emptyDraft(): RecipeDraft {
  return {
    name: '',
    description: null,
    ingredients: [],
    instructions: [],
    totalTime: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    yields: null,
    calories: null,
    imageUrl: null,
    author: null,
    sourceUrl: '',
    category: null,
    tags: [],
  };
}
