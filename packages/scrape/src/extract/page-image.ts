/**
 * The page's main picture: the largest of the images its structured data (schema.org `image`),
 * Open Graph (`og:image`) and Twitter card name. Sizes are read from the data (`width`/`height`,
 * `og:image:width`), from the page's `srcset` lists, and from the size a file name or query
 * carries (`-225x225.jpg`, `/w_800/`, `?w=1200`, `resize=1080,565`); the original of a resized copy
 * is larger than the copy. So a 225×225 thumbnail is never chosen when a larger picture is named.
 */
import type { CheerioAPI } from 'cheerio';

export type ImageSource = 'schema' | 'og' | 'twitter';

/** An image the page names, with the size it declares (pixels), when it declares one. */
export type ImageCandidate = {
  url: string;
  source: ImageSource;
  width?: number;
  height?: number;
};

type Size = { width: number; height?: number };

/** The widest a thumbnail is (WordPress makes 150, 225, 300 and 320 px ones). */
export const THUMBNAIL_MAX_WIDTH_PX = 400;

const number = (value: unknown): number | undefined => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** `-225x225.jpg`, `_300x200.png`: the size WordPress and others add to a resized copy's name. */
const NAME_SIZE = /[-_@](\d{2,5})x(\d{2,5})(?=(?:[-_.][a-z0-9]+)?\.(?:jpe?g|png|webp|gif|avif)\b)/i;
/** A folder named by the size: `/660x660/`, `/w1200-h800/`, `/size/w1200/`, `/w_800/`, `/s1600/`. */
const FOLDER_SIZE: readonly RegExp[] = [
  /\/(\d{2,5})x(\d{2,5})\//,
  /\/w(\d{2,5})-h(\d{2,5})[^/]*\//,
  /\/size\/w(\d{2,5})\//,
  /[/,]w_(\d{2,5})(?:,h_(\d{2,5}))?[,/]/,
  /\/s(\d{3,4})(?:-c)?\//,
];
/** A query that asks for a size: `?w=1200`, `width=`, `wid=`, `resize=1080,565`, `fit=`. */
const QUERY_WIDTH = /[?&;](?:w|width|wid|imwidth|mw)=(\d{2,5})\b/i;
const QUERY_HEIGHT = /[?&;](?:h|height|hei|mh)=(\d{2,5})\b/i;
const QUERY_BOX = /[?&;](?:resize|fit)=(\d{2,5})(?:,|%2C|x|:)(\d{2,5})\b/i;

/** The size a URL names for its picture, when it names one. */
export function sizeFromUrl(url: string): Size | undefined {
  const name = NAME_SIZE.exec(url);
  if (name) return { width: Number(name[1]), height: Number(name[2]) };
  const box = QUERY_BOX.exec(url);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  const width = QUERY_WIDTH.exec(url);
  if (width) {
    const height = QUERY_HEIGHT.exec(url);
    return { width: Number(width[1]), ...(height ? { height: Number(height[1]) } : {}) };
  }
  for (const pattern of FOLDER_SIZE) {
    const folder = pattern.exec(url);
    if (folder) {
      return { width: Number(folder[1]), ...(folder[2] ? { height: Number(folder[2]) } : {}) };
    }
  }
  return undefined;
}

/**
 * A URL a site's template broke: `https//cdn.site/pie.jpg` (a lost colon), or the site's own
 * origin put before a full URL (`http://site.comhttps://cdn.site/pie.jpg`).
 */
const repairScheme = (url: string): string =>
  url.replace(/^(https?)\/\//i, '$1://').replace(/^https?:\/\/[^/?#]*?(https?:\/\/)/i, '$1');

/** The URL of a resized copy's original: the name without its size (`pie-225x225.jpg` → `pie.jpg`). */
export function originalOf(url: string): string | undefined {
  const original = url.replace(NAME_SIZE, '');
  return original === url ? undefined : original;
}

/** A `srcset` attribute's entries that carry a width (`pie-1200.jpg 1200w`). */
export function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcset
    .split(/,\s+(?=\S)/)
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1];
      return url && width ? [{ url, width: Number(width) }] : [];
    });
}

/** The Open Graph and Twitter images, each `og:image` with the width and height that follow it. */
export function metaImageCandidates($: CheerioAPI): ImageCandidate[] {
  const found: ImageCandidate[] = [];
  let lastOg: ImageCandidate | undefined;
  $('meta').each((_, element) => {
    const meta = $(element);
    const key = (meta.attr('property') ?? meta.attr('name') ?? '').trim().toLowerCase();
    const content = meta.attr('content')?.trim();
    if (!content) return;
    if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url') {
      if (lastOg && key !== 'og:image' && lastOg.url === content) return;
      lastOg = { url: content, source: 'og' };
      found.push(lastOg);
    } else if (key === 'og:image:width' && lastOg) {
      lastOg.width = number(content);
    } else if (key === 'og:image:height' && lastOg) {
      lastOg.height = number(content);
    } else if (key === 'twitter:image' || key === 'twitter:image:src') {
      found.push({ url: content, source: 'twitter' });
    }
  });
  return found;
}

/** The widths the page's `srcset` lists give each image URL. */
function srcsetWidths($: CheerioAPI): Map<string, number> {
  const widths = new Map<string, number>();
  $('img[srcset], source[srcset], img[data-srcset], source[data-srcset]').each((_, element) => {
    const srcset = $(element).attr('srcset') ?? $(element).attr('data-srcset') ?? '';
    for (const { url, width } of parseSrcset(srcset)) {
      widths.set(url, Math.max(widths.get(url) ?? 0, width));
    }
  });
  return widths;
}

/** How a size was learnt, surest first: declared in the data, a `srcset`, the URL, inferred. */
type SizeOrigin = 0 | 1 | 2 | 3 | 4;
type Sized = ImageCandidate & { width: number; height: number; origin: SizeOrigin; order: number };

/**
 * The largest of `candidates` (URLs as written on the page), or undefined when there is none.
 * Wider wins; at the same width, the taller, then the size learnt more surely, then the earlier
 * candidate (structured data, then Open Graph, then Twitter).
 */
export function largestImage(
  candidates: readonly ImageCandidate[],
  srcset: ReadonlyMap<string, number> = new Map(),
): string | undefined {
  const sized: Sized[] = candidates
    .map((candidate) => ({ ...candidate, url: repairScheme(candidate.url.trim()) }))
    .filter((candidate) => candidate.url && !candidate.url.startsWith('data:'))
    .map((candidate, order) => {
      const fromSrcset = srcset.get(candidate.url);
      const fromUrl = sizeFromUrl(candidate.url);
      const [size, origin]: [Partial<Size> | undefined, SizeOrigin] = candidate.width
        ? [{ width: candidate.width, height: candidate.height }, 0]
        : fromSrcset
          ? [{ width: fromSrcset }, 1]
          : fromUrl
            ? [fromUrl, 2]
            : [undefined, 4];
      return { ...candidate, width: size?.width ?? 0, height: size?.height ?? 0, origin, order };
    });
  // An original whose named copies are all thumbnails is larger than they are. (Against a copy
  // of a fair size an original of unknown size does not win: it may be smaller than it looks.)
  for (const candidate of sized) {
    if (candidate.width > 0) continue;
    const widths = sized
      .filter((other) => originalOf(other.url) === candidate.url)
      .map((copy) => copy.width);
    if (widths.length === 0 || Math.max(...widths) > THUMBNAIL_MAX_WIDTH_PX) continue;
    candidate.width = Math.max(...widths) + 1;
    candidate.origin = 3;
  }
  const best = [...sized].sort(
    (a, b) => b.width - a.width || b.height - a.height || a.origin - b.origin || a.order - b.order,
  )[0];
  return best?.url;
}

/** The page's main picture among its structured-data images and its meta images. */
export function choosePageImage(
  $: CheerioAPI,
  schemaCandidates: readonly ImageCandidate[],
): string | undefined {
  return largestImage([...schemaCandidates, ...metaImageCandidates($)], srcsetWidths($));
}
