/**
 * A recipe draft from a link: the page fetched through the safe fetcher, decoded in its own
 * charset and read by the extractor; and the draft's image fetched under the same rules.
 */
import type { RecipeDraft } from './extract/draft.ts';
import { extractRecipe } from './extract/extract-recipe.ts';
import { tidyDraft } from './extract/tidy-draft.ts';
import { decodeHtml } from './fetch/decode-html.ts';
import { safeFetch, type SafeFetchOptions } from './fetch/safe-fetch.ts';
import { ScrapeError } from './fetch/scrape-error.ts';
import type { Extractor } from './worker/extractor.ts';

/** The largest recipe image fetched: 10 MB, the image store's own upload limit. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ScrapeOptions = Omit<SafeFetchOptions, 'accept'>;

/**
 * Reads a draft from a page's HTML, tidied for the cook (`tidyDraft`); throws
 * `ScrapeError('not_recipe')` when there is none.
 */
export function draftFromHtml(html: string, sourceUrl: string): RecipeDraft {
  const draft = extractRecipe(html, sourceUrl);
  if (!draft) throw new ScrapeError('not_recipe');
  return tidyDraft(draft);
}

/**
 * Fetches `link` and reads its recipe: in `extractor`'s workers under its deadline when given
 * (the server does, naming the `client` who asked so clients take turns), else in this thread.
 * Throws a `ScrapeError` on any failure.
 */
export async function scrapeRecipe(
  link: string,
  options: ScrapeOptions = {},
  extractor?: Extractor,
  client?: string,
): Promise<RecipeDraft> {
  const page = await safeFetch(link, { ...options, accept: 'html' });
  const html = decodeHtml(page.body, page.contentType);
  const draft = extractor
    ? await extractor.extract(html, page.url, client)
    : extractRecipe(html, page.url);
  if (!draft) throw new ScrapeError('not_recipe');
  return tidyDraft(draft);
}

/** Fetches a recipe's image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB). */
export async function fetchRecipeImage(link: string, options: ScrapeOptions = {}): Promise<Buffer> {
  const image = await safeFetch(link, { maxBytes: MAX_IMAGE_BYTES, ...options, accept: 'image' });
  return image.body;
}
