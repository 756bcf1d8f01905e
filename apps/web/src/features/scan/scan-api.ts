/** The scan screen's link call: what a person typed → a link, and its draft from the server. */
import { requestDraft, type ScannedDraft } from '../../lib/scanned-drafts.ts';

/** What a person typed → a link to fetch: https:// added when there is no scheme. */
export function normaliseLink(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A draft from a recipe page's link. Throws an Error with the server's short message. */
export function scrapeLink(url: string, signal?: AbortSignal): Promise<ScannedDraft> {
  return requestDraft('/api/scrape', url, signal);
}
