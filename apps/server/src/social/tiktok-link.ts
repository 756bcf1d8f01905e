/**
 * TikTok links: which hosts count (tiktok.com and its www., m., vm. and vt. subdomains), which
 * links are short links that redirect to a video, and the handle in a video's address.
 */

/** The only hosts a TikTok import reads from. */
export const TIKTOK_HOSTS: ReadonlySet<string> = new Set([
  'tiktok.com',
  'www.tiktok.com',
  'm.tiktok.com',
  'vm.tiktok.com',
  'vt.tiktok.com',
]);

export function isTikTokHost(hostname: string): boolean {
  return TIKTOK_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/** The link as a URL when it is an http(s) TikTok link, else null. */
export function parseTikTokLink(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text.trim()) ? text.trim() : `https://${text.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !isTikTokHost(url.hostname)) return null;
  return url;
}

/** Short links (vm./vt. or tiktok.com/t/…) redirect to the video; they are resolved first. */
export function isShortLink(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return host.startsWith('vm.') || host.startsWith('vt.') || /^\/t\/[^/]+/.test(url.pathname);
}

/** '@handle' from a TikTok address such as https://www.tiktok.com/@cook/video/123. */
export function handleFromUrl(link: string | undefined): string | null {
  const match = /\/@([\w.-]{1,64})(?:[/?#]|$)/.exec(link ?? '');
  return match ? `@${match[1]}` : null;
}
