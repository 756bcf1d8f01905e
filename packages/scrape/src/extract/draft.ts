/**
 * The recipe draft a scrape produces: core's `RecipeDraft`, the one shape that a scrape, a photo
 * and a caption all become, so the Add Recipe screen reads them alike.
 */
export type { DraftIngredientGroup as IngredientGroup, RecipeDraft } from '@plateful/core';
