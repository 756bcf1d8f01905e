/** The recipe draft a scrape produces: what the Add Recipe screen is pre-filled with. */

/** Ingredient lines under a heading ("For the sauce"); `title` is null for an untitled group. */
export type IngredientGroup = { title: string | null; items: string[] };

/**
 * A recipe read from a web page. Times are whole minutes; `yields` is normalised ("4 servings",
 * "24 cookies") and `servings` is its number when it counts servings.
 */
export type RecipeDraft = {
  name: string;
  description: string | null;
  ingredients: string[];
  ingredientGroups?: IngredientGroup[];
  instructions: string[];
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  yields: string | null;
  imageUrl: string | null;
  author: string | null;
  sourceUrl: string;
  category: string | null;
  tags: string[];
};
