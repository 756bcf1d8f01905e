/**
 * A recipe draft from a TikTok link: short links resolved through the safe fetcher (every hop
 * checked, TikTok hosts only), TikTok's public oEmbed read for the caption, the author and the
 * thumbnail, the thumbnail re-hosted in the image store (its TikTok address expires), and the
 * caption parsed into a draft by core's parseRecipeText.
 */
import { parseRecipeText, type RecipeDraft } from '@plateful/core';
import {
  fetchRecipeImage,
  safeFetch,
  ScrapeError,
  type ResolveHost,
  type ScrapeOptions,
} from '@plateful/scrape';
import { lookup as dnsLookup } from 'node:dns/promises';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { ImagesService } from '../images/images.service.ts';
import { handleFromUrl, isShortLink, isTikTokHost, parseTikTokLink } from './tiktok-link.ts';

/** TikTok's public oEmbed endpoint (no key needed). */
export const TIKTOK_OEMBED_ENDPOINT = 'https://www.tiktok.com/oembed';
/** oEmbed answers within this or the import fails. */
export const OEMBED_TIMEOUT_MS = 10_000;
/** A caption's oEmbed answer is a few KB; anything past this is not one. */
export const MAX_OEMBED_BYTES = 256 * 1024;
/** Short-link pages are read only to learn where they end: a small cap. */
const MAX_SHORT_LINK_PAGE_BYTES = 2 * 1024 * 1024;

export const SOCIAL_MESSAGES = {
  notTikTok: 'Only TikTok links can be imported here',
  cannotOpen: "That TikTok link can't be opened",
  notFound: "We couldn't find that TikTok video. It may be private or removed.",
  noAnswer: "TikTok didn't answer. Please try again in a moment.",
} as const;

/** A TikTok draft: the scrape draft's shape plus the author's handle. */
export type SocialDraft = RecipeDraft & { tiktokHandle: string | null };

const oembedSchema = z.object({
  title: z.string().max(10_000).optional(),
  author_name: z.string().max(200).optional(),
  author_unique_id: z.string().max(100).optional(),
  author_url: z.string().max(2048).optional(),
  thumbnail_url: z.string().max(4096).optional(),
});
type OEmbed = z.infer<typeof oembedSchema>;

export type SocialServiceDeps = {
  images: Pick<ImagesService, 'upload'>;
  /** For tests only: hosts exempt from the public-address rule (config.scrapeAllowHosts). */
  allowHosts: readonly string[];
  /** For tests only: a stand-in for TikTok's oEmbed endpoint. */
  oembedEndpoint?: string;
  /** For tests only: how host names resolve (TikTok hosts to a loopback stand-in). */
  resolveHost?: ResolveHost;
};

const resolveWithDns: ResolveHost = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export function createSocialService(deps: SocialServiceDeps) {
  const endpoint = deps.oembedEndpoint ?? TIKTOK_OEMBED_ENDPOINT;
  const resolveHost = deps.resolveHost ?? resolveWithDns;

  /** Follows a short link's redirects, each hop through the safe fetcher, TikTok hosts only. */
  async function resolveShortLink(url: URL): Promise<URL> {
    let leftTikTok = false;
    const tiktokOnly: ResolveHost = (hostname) => {
      if (!isTikTokHost(hostname)) {
        leftTikTok = true;
        return Promise.reject(new Error(`not a TikTok host: ${hostname}`));
      }
      return resolveHost(hostname);
    };
    try {
      const page = await safeFetch(url.toString(), {
        allowHosts: deps.allowHosts,
        resolve: tiktokOnly,
        maxBytes: MAX_SHORT_LINK_PAGE_BYTES,
        accept: 'html',
      });
      const final = new URL(page.url);
      if (!isTikTokHost(final.hostname))
        throw new AppError(422, SOCIAL_MESSAGES.cannotOpen, 'social_off_tiktok');
      return final;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (leftTikTok || !(error instanceof ScrapeError)) {
        throw new AppError(422, SOCIAL_MESSAGES.cannotOpen, 'social_short_link');
      }
      // The video page refused us (bot checks): oEmbed may still know the short link.
      if (error.reason === 'http_status' || error.reason === 'bad_content_type') return url;
      throw new AppError(422, SOCIAL_MESSAGES.cannotOpen, `social_${error.reason}`);
    }
  }

  async function readOEmbed(videoUrl: string): Promise<OEmbed> {
    const address = `${endpoint}?url=${encodeURIComponent(videoUrl)}`;
    let response: Response;
    try {
      response = await fetch(address, {
        redirect: 'error',
        signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch {
      throw new AppError(502, SOCIAL_MESSAGES.noAnswer, 'social_oembed_unreachable');
    }
    if (response.status === 400 || response.status === 403 || response.status === 404) {
      throw new AppError(422, SOCIAL_MESSAGES.notFound, 'social_not_found');
    }
    const text = response.ok ? await response.text().catch(() => '') : '';
    if (!response.ok || text.length > MAX_OEMBED_BYTES) {
      throw new AppError(502, SOCIAL_MESSAGES.noAnswer, 'social_oembed_status');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError(502, SOCIAL_MESSAGES.noAnswer, 'social_oembed_json');
    }
    // TikTok answers some missing videos with 200 and {code, message}.
    const parsed = oembedSchema.safeParse(body);
    if (
      !parsed.success ||
      (parsed.data.title === undefined && parsed.data.author_url === undefined)
    ) {
      throw new AppError(422, SOCIAL_MESSAGES.notFound, 'social_not_found');
    }
    return parsed.data;
  }

  async function rehostThumbnail(
    link: string | undefined,
    ownerKey: string,
  ): Promise<string | null> {
    if (!link) return null;
    try {
      const options: ScrapeOptions = { allowHosts: deps.allowHosts };
      const file = await fetchRecipeImage(link, options);
      const id = await deps.images.upload({ ownerKey, file, metadata: undefined });
      return `/api/images/${id}/full`;
    } catch {
      return null; // the draft is still useful without its picture
    }
  }

  return {
    /** A draft from a TikTok link for `ownerKey`; throws an AppError with a short message. */
    async importTikTok(link: string, ownerKey: string): Promise<SocialDraft> {
      const url = parseTikTokLink(link);
      if (!url) throw new AppError(400, SOCIAL_MESSAGES.notTikTok, 'social_not_tiktok');
      const video = isShortLink(url) ? await resolveShortLink(url) : url;
      video.hash = '';
      const videoUrl = video.toString();
      const embed = await readOEmbed(videoUrl);
      const caption = (embed.title ?? '').trim();
      const handle = embed.author_unique_id
        ? `@${embed.author_unique_id.replace(/^@/, '')}`
        : (handleFromUrl(embed.author_url) ?? handleFromUrl(videoUrl));
      const draft = parseRecipeText(caption);
      const unread = draft.ingredients.length === 0 && draft.instructions.length === 0;
      const sourceUrl = `${video.origin}${video.pathname}`;
      return {
        ...draft,
        name: draft.name || (handle ? `TikTok recipe from ${handle}` : 'TikTok recipe'),
        // A caption with no recipe in it is kept whole, so the cook can copy from it.
        description: unread && caption ? caption.slice(0, 5000) : draft.description,
        author: embed.author_name?.trim() || handle,
        sourceUrl,
        imageUrl: await rehostThumbnail(embed.thumbnail_url, ownerKey),
        tiktokHandle: handle,
      };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
