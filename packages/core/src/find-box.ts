/**
 * The Build tab's Find box (SPEC §5): a link (http/https, starting with www., or looking like a
 * domain) goes to the add page (TikTok) or the scan page; anything else is a share code.
 */

export type FindTarget =
  | { readonly kind: 'empty' }
  | { readonly kind: 'tiktok'; readonly url: string; readonly path: string }
  | { readonly kind: 'link'; readonly url: string; readonly path: string }
  | { readonly kind: 'code'; readonly code: string; readonly path: string };

const SCHEME = /^https?:\/\//i;
const DOMAIN_LIKE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** Whether the text is a link: http(s), www., or a domain such as "bbcgoodfood.com/recipes/x". */
export function isLinkLike(text: string): boolean {
  const trimmed = text.trim();
  return SCHEME.test(trimmed) || /^www\./i.test(trimmed) || DOMAIN_LIKE.test(trimmed);
}

function hostOf(url: string): string {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(url);
  return (match?.[1] ?? '').toLowerCase();
}

/** Whether a URL is on TikTok (tiktok.com or a subdomain such as vm.tiktok.com). */
export function isTikTokUrl(url: string): boolean {
  const host = hostOf(url);
  return host === 'tiktok.com' || host.endsWith('.tiktok.com');
}

/** The Find button is disabled when the box is blank. */
export function canFind(text: string): boolean {
  return text.trim() !== '';
}

/** SPEC §5: what the box shows as typed: non-link input upper-cased. */
export function findInputDisplay(text: string): string {
  return isLinkLike(text) ? text : text.toUpperCase();
}

/**
 * Where the Find box goes: a TikTok link to /build/add?social={url}, another link to
 * /build/scan?url={url} (https:// added when there is no scheme), a code to /share/{CODE}.
 */
export function classifyFindInput(text: string): FindTarget {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (isLinkLike(trimmed)) {
    const url = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
    if (isTikTokUrl(url))
      return { kind: 'tiktok', url, path: `/build/add?social=${encodeURIComponent(url)}` };
    return { kind: 'link', url, path: `/build/scan?url=${encodeURIComponent(url)}` };
  }
  const code = trimmed.toUpperCase();
  return { kind: 'code', code, path: `/share/${encodeURIComponent(code)}` };
}
