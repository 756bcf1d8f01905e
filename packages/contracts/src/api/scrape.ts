/** `POST /api/scrape {url}` → a recipe draft read from that page (issue 7). */
import { z } from 'zod';

export const scrapeBodySchema = z.object({ url: z.string().trim().min(1).max(2048) });
export type ScrapeBody = z.infer<typeof scrapeBodySchema>;

const minutes = z.number().int().nonnegative().nullable();

/** The draft a scrape returns; times in minutes, `imageUrl` re-hosted under /api/images. */
export const recipeDraftSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()),
  ingredientGroups: z
    .array(z.object({ title: z.string().nullable(), items: z.array(z.string()) }))
    .optional(),
  instructions: z.array(z.string()),
  totalTime: minutes,
  prepTime: minutes,
  cookTime: minutes,
  servings: z.number().int().positive().nullable(),
  yields: z.string().nullable(),
  /** The page's own energy a serving, kcal (per item when `yields` counts items); absent: none. */
  calories: z.number().positive().nullish(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
  sourceUrl: z.string(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
});
export type RecipeDraftWire = z.infer<typeof recipeDraftSchema>;

export const scrapeResponseSchema = z.object({ ok: z.literal(true), data: recipeDraftSchema });
