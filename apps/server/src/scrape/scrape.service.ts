/**
 * Scraping for the server: the page through the safe fetcher, then the draft's image re-hosted in
 * the image store as the caller's own (so the app never hotlinks a third-party site, and the
 * image outlives the page). An image that cannot be had never fails the scrape.
 */
import {
  createExtractor,
  fetchRecipeImage,
  scrapeRecipe,
  ScrapeError,
  type RecipeDraft,
  type ScrapeOptions,
} from '@plateful/scrape';
import type { ImagesService } from '../images/images.service.ts';

export type ScrapeServiceDeps = {
  images: Pick<ImagesService, 'upload'>;
  /** For tests only: hosts exempt from the public-address rule (config.scrapeAllowHosts). */
  allowHosts: readonly string[];
  /** Total time for the page fetch (default: the fetcher's 15 s). */
  timeoutMs?: number;
  /** Longest the page may take from arrival to draft (default: `EXTRACT_TIMEOUT_MS`, 10 s). */
  extractTimeoutMs?: number;
};

export function createScrapeService(deps: ScrapeServiceDeps) {
  const options: ScrapeOptions = {
    allowHosts: deps.allowHosts,
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  };
  // Pages are read by a pool of worker threads under a deadline, clients in turn, so no page can
  // stall the server, nor one client's pages everyone else's.
  const extractor = createExtractor(
    deps.extractTimeoutMs === undefined ? {} : { timeoutMs: deps.extractTimeoutMs },
  );

  async function rehostImage(imageUrl: string, ownerKey: string): Promise<string | null> {
    try {
      const file = await fetchRecipeImage(imageUrl, options);
      const id = await deps.images.upload({ ownerKey, file, metadata: undefined });
      return `/api/images/${id}/full`;
    } catch {
      return null; // the draft is still useful without its picture
    }
  }

  return {
    /**
     * A draft from `url` for `ownerKey`, read in turn with other `client`s (caller addresses);
     * throws a `ScrapeError` when the page gives none.
     */
    async scrape(url: string, ownerKey: string, client: string): Promise<RecipeDraft> {
      const draft = await scrapeRecipe(url, options, extractor, client);
      const imageUrl = draft.imageUrl ? await rehostImage(draft.imageUrl, ownerKey) : null;
      return { ...draft, imageUrl };
    },
    /**
     * A draft from a page's HTML as the user's own browser saw it (the bookmarklet): read by the
     * same extractor, in turn with other `client`s, without fetching the page; its picture is
     * still fetched through the safe fetcher. Throws a `ScrapeError` when the page gives none.
     */
    async fromHtml(
      html: string,
      url: string,
      ownerKey: string,
      client: string,
    ): Promise<RecipeDraft> {
      const draft = await extractor.extract(html, url, client);
      if (!draft) throw new ScrapeError('not_recipe');
      const imageUrl = draft.imageUrl ? await rehostImage(draft.imageUrl, ownerKey) : null;
      return { ...draft, imageUrl };
    },
    /** Ends the reading workers (at shutdown). */
    close: () => extractor.close(),
  };
}

export type ScrapeService = ReturnType<typeof createScrapeService>;
