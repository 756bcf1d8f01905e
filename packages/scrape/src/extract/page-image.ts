/**
 * The page's main picture: the largest of the images its structured data (schema.org `image`),
 * Open Graph (`og:image`), Twitter card and `image_src` link name. Sizes are read from the data (`width`/`height`,
 * `og:image:width`), from the page's `srcset` lists, and from the size a file name or query
 * carries (`-225x225.jpg`, `/w_800/`, `?w=1200`, `resize=1080,565`); the original of a resized copy
 * is larger than the copy. So a 225×225 thumbnail is never chosen when a larger picture is named.
 * Logos and icons named there (a site icon as `og:image`) are not pictures of the recipe. When the
 * page names no picture, or only one smaller than a photo, the picture is read from the markup as a
 * person sees it (`markupImage`): the recipe card's photo, else the first photo after the title;
 * with no such `<img>`, a photo a block's style draws behind it (`backgroundImage`).
 * A page that names no picture there may still name its search results' thumbnail
 * (`<meta name="thumbnail">`), taken before the markup when it is not too small for a photo.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

export type ImageSource = 'schema' | 'og' | 'twitter' | 'link' | 'thumbnail';

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

/** Narrower or lower than this, an image is an icon or a thumbnail rather than the recipe's photo. */
export const PHOTO_MIN_PX = 200;

const number = (value: unknown): number | undefined => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** `-225x225.jpg`, `_300x200.png`: the size WordPress and others add to a resized copy's name. */
const NAME_SIZE = /[-_@](\d{2,5})x(\d{2,5})(?=(?:[-_.][a-z0-9]+)?\.(?:jpe?g|png|webp|gif|avif)\b)/i;
/** A file name that starts with its size: `/120x135_Cook.jpg`. */
const NAME_START_SIZE = /\/(\d{2,5})x(\d{2,5})[-_][^/?#]*\.(?:jpe?g|png|webp|avif)\b/i;
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
  const name = NAME_SIZE.exec(url) ?? NAME_START_SIZE.exec(url);
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

/**
 * A `srcset` attribute's entries, each a URL and its descriptor (`1200w`, `2x`, or empty), read as
 * a browser reads them: a URL runs to the next space (a comma inside it, `?resize=1080,565`, is
 * the URL's), its descriptor to the next comma; so `pie-350.jpg 350w,pie-800.jpg 800w`, written
 * with no space after the comma, is two entries.
 */
function srcsetEntries(srcset: string): { url: string; descriptor: string }[] {
  const entries: { url: string; descriptor: string }[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at]!)) at += 1;
    const urlStart = at;
    while (at < srcset.length && !/\s/.test(srcset[at]!)) at += 1;
    let url = srcset.slice(urlStart, at);
    if (!url) break;
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const comma = srcset.indexOf(',', at);
      const end = comma < 0 ? srcset.length : comma;
      descriptor = srcset.slice(at, end).trim();
      at = end;
    }
    entries.push({ url, descriptor });
  }
  return entries;
}

/** A `srcset` attribute's entries that carry a width (`pie-1200.jpg 1200w`). */
export function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcsetEntries(srcset).flatMap(({ url, descriptor }) => {
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    return url && width ? [{ url, width: Number(width) }] : [];
  });
}

/**
 * The densest entry of a `srcset` written by pixel density (`pie.jpg 1x, pie@2x.jpg 2x`; an entry
 * without a descriptor is `1x`), or undefined when it names none that way.
 */
export function densestOfSrcset(srcset: string): string | undefined {
  return srcsetEntries(srcset)
    .flatMap(({ url, descriptor }) => {
      const density = descriptor === '' ? 1 : Number(/^(\d+(?:\.\d+)?)x$/.exec(descriptor)?.[1]);
      return url && !url.startsWith('data:') && density > 0 ? [{ url, density }] : [];
    })
    .sort((a, b) => b.density - a.density)[0]?.url;
}

/**
 * The meta tag Slickstream (a recommendations and search plugin on many WordPress food blogs)
 * writes for the post's featured image (`<meta property="slick:featured_image" content="…">`), the
 * same post thumbnail WordPress's SEO plugins give as `og:image`.
 */
const FEATURED_IMAGE_META = 'slick:featured_image';

/**
 * The Open Graph and Twitter images, each `og:image` with the width and height that follow it, and
 * the thumbnail a page names for search results beside its link (`<meta name="thumbnail">`, read
 * by search engines since Google's custom search; `source: 'thumbnail'`, as the post's featured
 * image a plugin names, `FEATURED_IMAGE_META`), then the `image_src` link.
 */
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
    } else if (key === 'thumbnail' && meta.attr('name') !== undefined) {
      found.push({ url: content, source: 'thumbnail' });
    } else if (key === FEATURED_IMAGE_META) {
      // The post's featured image as a recommendations plugin names it for its own cards: the
      // picture the SEO plugins share, read as the thumbnail is (after any share picture).
      found.push({ url: content, source: 'thumbnail' });
    } else if (
      meta.attr('itemprop')?.trim().toLowerCase() === 'image' &&
      meta.closest('[itemscope]').length === 0
    ) {
      // The page's own picture as older templates name it for search and sharing, outside any
      // item (`<meta itemprop="image" content="…">` in the head): read as the thumbnail is.
      found.push({ url: content, source: 'thumbnail' });
    }
  });
  // The older way of naming a page's picture for sharing: `<link rel="image_src" href="…">`.
  $('link[rel~="image_src" i]').each((_, element) => {
    const href = element.attribs.href?.trim();
    if (href) found.push({ url: href, source: 'link' });
  });
  return found;
}

/** How a size was learnt, surest first: declared in the data, a `srcset`, the URL, inferred. */
type SizeOrigin = 0 | 1 | 2 | 3 | 4;
type Sized = ImageCandidate & { width: number; height: number; origin: SizeOrigin; order: number };

/**
 * Whether both images have a known width and height, so their pixels can be compared: a
 * portrait photo 820×1230 is as large as its landscape crop 1230×820.
 */
const bothAreas = (a: Sized, b: Sized) =>
  a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0;

/**
 * The largest of `candidates` (URLs as written on the page), or undefined when there is none.
 * With widths and heights known, the one of more pixels; else the wider, at the same width the
 * taller; then (as large) the size learnt more surely, then the earlier candidate (structured
 * data, then Open Graph, then Twitter).
 */
export function largestImage(
  candidates: readonly ImageCandidate[],
  srcset: ReadonlyMap<string, number> = new Map(),
): string | undefined {
  return largestSized(candidates, srcset)?.url;
}

function largestSized(
  candidates: readonly ImageCandidate[],
  srcset: ReadonlyMap<string, number>,
): Sized | undefined {
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
  // One address is one file: the surest size the page gives it under one name (an `og:image` with
  // its width) is its size under every other (the structured data's image of the same address).
  for (const candidate of sized) {
    const known = sized.find(
      (other) => other.url === candidate.url && other.width > 0 && other.origin < candidate.origin,
    );
    if (known === undefined) continue;
    candidate.width = known.width;
    candidate.height = known.height;
    candidate.origin = known.origin;
  }
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
    (a, b) =>
      (bothAreas(a, b) ? b.width * b.height - a.width * a.height : 0) ||
      (bothAreas(a, b) ? 0 : b.width - a.width || b.height - a.height) ||
      a.origin - b.origin ||
      a.order - b.order,
  )[0];
  return best;
}

/**
 * An image file that decorates the page or stands in for a missing photo: a logo, an icon, a
 * button (a social network's "like" or "share", `fb_like.jpg`), a spinner, a spacer, a template's
 * fallback or default picture.
 */
const DECORATION_NAME =
  /(?:^|[^a-z])(?:logo|icon|favicon|sprite|badge|button|pinit|spinner|loader|loading|placeholder|fallback|default|pixel|blank|spacer|transparent|beacon|(?:fb|facebook|twitter|pinterest)[-_]?(?:like|share|follow))s?(?:[^a-z]|$)/i;
/** An image proxy's query naming the file it serves (`/_next/image?url=%2Fpie.jpg`, `?src=`). */
const PROXIED_FILE = /[?&](?:url|src)=([^&#]+)/i;

/** A URL's file name with its words set apart where they are written in camel case. */
function fileName(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  return path.slice(path.lastIndexOf('/') + 1).replace(/([a-z])(?=[A-Z])/g, '$1-');
}

const decodedOrSelf = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
/** A class name an image of the layout carries, or a byline's portrait (`mntl-author-tooltip__image`). */
const DECORATION_CLASS =
  /(?:^|[-_\s])(?:logo|icon|avatar|emoji|badge|sprite|author|byline|headshot)s?(?:[-_\s]|$)/i;

/** A file name's last word `default` after a name: `soup-default.jpg`, an image service's rendition. */
const DEFAULT_RENDITION = /^(.+?)[-_.]default(?:[-_.]\d+)?\.(?:jpe?g|png|webp|avif)$/i;
/** Words a share picture's or a fallback's file is named by, which name no dish. */
const GENERIC_NAME_WORDS =
  /^(?:og|share|social|image|img|photo|picture|recipe|post|page|site|thumb|thumbnail|featured|cover|header|hero|card|fb|facebook|twitter|meta|large|medium|small|no|missing|empty)$/i;

/**
 * Whether a file is a photo's default rendition (`spargelcremesuppe-default.jpg`, as an image
 * service names the copy it serves when no size is asked for) rather than a template's default
 * picture (`og-default.jpg`, `recipe-img-default.png`): a dish's word before `default`, and no
 * other decoration word.
 */
function isDefaultRendition(name: string): boolean {
  const stem = DEFAULT_RENDITION.exec(name)?.[1];
  if (stem === undefined || DECORATION_NAME.test(`${stem}.jpg`)) return false;
  return stem
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 3 && !GENERIC_NAME_WORDS.test(word));
}

/** A folder of a layout's icons or logos (`/icons/share.png`, a share button's face named as `og:image`). */
const DECORATION_FOLDER = /\/(?:icons?|logos?|sprites?|emojis?|favicons?)\/(?:[^/]+\/)*[^/]+$/i;

/** Whether a URL names a logo, an icon or the like rather than a photo (by its file name or folder). */
export function isDecoration(url: string): boolean {
  const trimmed = url.trim();
  if (!trimmed || trimmed.startsWith('data:')) return true;
  const path = trimmed.replace(/[?#].*$/, '');
  if (/\.(?:svg|gif|ico)$/i.test(path) || /(?:^|[/.])gravatar\.com\//i.test(path)) return true;
  if (DECORATION_FOLDER.test(path)) return true;
  if (DECORATION_NAME.test(fileName(trimmed)) && !isDefaultRendition(fileName(trimmed))) {
    return true;
  }
  const proxied = PROXIED_FILE.exec(trimmed)?.[1];
  return proxied !== undefined && DECORATION_NAME.test(fileName(decodedOrSelf(proxied)));
}

/**
 * A part of the page that is not the recipe: navigation, sidebars, comments, related recipes (class
 * names that start with the word, as `sidebar-main` and `comment-author` do).
 */
// A picture inside a button is a control's face (a video's play button, an app's banner that
// opens a dialog), not the recipe's photo.
const ASIDE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'button']);
/** The landmark roles of the parts around the content: the site's header, menus, sidebars, footer. */
const ASIDE_ROLES = new Set(['banner', 'navigation', 'complementary', 'contentinfo', 'search']);
const ASIDE_CLASS =
  /^(?:related|sidebar|widgets?|comments?|footer|nav|navbar|menu|share|sharing|social|author|byline|avatar|logo|newsletter|promo|promotions?|advert|ads|teaser|popular|more-recipes)(?:[-_]|$)/i;
/**
 * A block named as the picture offered for sharing (`social-img`, `share-image`: the post's photo
 * with its share buttons laid over it), not as the share buttons' bar.
 */
const SHARED_PICTURE_CLASS = /^(?:share|sharing|social)[-_](?:img|image|photo|picture)$/i;
/**
 * Whether a class names, as a BEM element of a block, a part that is not the recipe
 * (`post__sidebar-pocket`, `article__comments`): the element's name after the `__` read as
 * `ASIDE_CLASS` reads a class; but for a teaser or a menu, which as an article's element is its
 * own lead picture (`article__teaser-image`) or a dish's courses.
 */
const isAsideElementClass = (name: string): boolean =>
  name
    .split('__')
    .slice(1)
    .some((element) => ASIDE_CLASS.test(element) && !/^(?:teaser|menu)(?:[-_]|$)/i.test(element));
/**
 * A class or id word that marks a list of other posts, wherever the word stands in a compound
 * name: related posts, recipes or articles (`jp-relatedposts`, `one-related-article`,
 * `yarpp-related`), `recommended-recipes`.
 */
const RELATED_LIST_CLASS =
  /(?:^|[-_])(?:related[-_]?(?:posts?|recipes?|articles?|stories|content|items?|links?)|yarpp|recommended)(?:[-_]|$)/i;
/**
 * A post's line of details under its title (`entry-meta`, `post-meta`, `article-meta`): the
 * author's portrait, the date, the comment count; never the recipe's photo.
 */
const BYLINE_CLASS = /^(?:entry|post|article)[-_]?meta(?:[-_]|$)/i;
/** A recipe card's picture, by its or a near ancestor's class: `wprm-recipe-image`, `recipe-detail__img`. */
const CARD_IMAGE =
  /(?:recipe|recette|rezept|receta|receita|ricetta|recept)[-_]*(?:[a-z]+[-_]+)*(?:image|img|photo|foto|bild|picture|media)|(?:image|img|photo|foto|bild|picture)[-_]+(?:[a-z]+[-_]+)*(?:recipe|recette|rezept|receta|receita|ricetta|recept)/i;
/** How far up an image's ancestors are looked at. */
const ANCESTOR_LIMIT = 16;
const CARD_ANCESTOR_LIMIT = 3;

const attributeSize = (value: string | undefined) => {
  const match = /^\s*(\d+)\s*(?:px)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * A lazy loader's attribute for the URL an image is to show: `data-…-src`, `data-…-lazy`, or one
 * named by the loader without `data-` (`nitro-lazy-src`).
 */
const LAZY_ATTRIBUTE =
  /^(?:data-(?:[a-z\d]+-)*(?:src|lazy|lazyload|original)|(?:[a-z\d]+-)+lazy-src)$/i;
/** A lazy loader's attribute for the `srcset` an image is to show: `data-srcset`, `nitro-lazy-srcset`. */
const LAZY_SRCSET = /^(?:data-(?:[a-z\d]+-)*|(?:[a-z\d]+-)*lazy-)srcset$/i;
/** A `src` that shows nothing while a script loads the photo: `//:0`, `about:blank`, `#`. */
const EMPTY_SRC = /^(?:\/\/:0|about:blank|#|javascript:.*)$/i;

/** The `srcset` an element shows, or the one its lazy loader puts in its place. */
function srcsetOf(element: Element | undefined): string {
  const attributes = element?.attribs ?? {};
  if (attributes.srcset) return attributes.srcset;
  const lazy = Object.keys(attributes).find((name) => LAZY_SRCSET.test(name));
  return lazy ? (attributes[lazy] ?? '') : '';
}

/**
 * The attributes an `<img>`'s URL is read from, in order: a lazy loader's first, as its script puts
 * that URL in the `src`, which shows a stand-in until then (a blurred copy a few pixels wide,
 * `pie-20x13.jpg` or `?w=30`, that would pass for a thumbnail), then the `src`.
 */
const SHOWN_URL_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'src'];

/**
 * The URL an `<img>` shows: the lazy loader's attribute, or its `src`, or its widest `srcset` entry,
 * or the widest entry of its `<picture>`'s sources. A `src` that is a decoration (a lazy loader's
 * stand-in, `default.svg`, `spacer.gif`) is passed over for the URL the loader puts in its place.
 */
export function shownUrl(image: Cheerio<Element>): string | undefined {
  let standIn: string | undefined;
  for (const name of SHOWN_URL_ATTRIBUTES) {
    const value = image.attr(name)?.trim();
    if (!value || value.startsWith('data:') || EMPTY_SRC.test(value)) continue;
    if (name !== 'src' || (!isDecoration(value) && !srcsetShowsAnother(image, value))) {
      return value;
    }
    standIn = value;
  }
  // Another lazy loader's own attribute (`data-splide-lazy`, `data-flickity-lazyload`) holding a URL.
  for (const [name, raw] of Object.entries(image[0]?.attribs ?? {})) {
    const value = raw.trim();
    if (LAZY_ATTRIBUTE.test(name) && /^(?:https?:)?\/\/|^\/(?!\/)/i.test(value)) return value;
  }
  const srcsets = srcsetsOf(image);
  // A `srcset` written by pixel density (`1x, 2x`) names no width: its densest entry.
  return widestOfSrcsets(image)?.url ?? srcsets.map(densestOfSrcset).find(Boolean) ?? standIn;
}

/** A file's name without its format or a size named in it: `pie-300x200.jpg`, `300px-pie.jpg` are `pie`. */
const fileStem = (url: string): string =>
  fileName(url)
    .toLowerCase()
    .replace(FILE_FORMAT, '')
    .replace(/(?:[-_@]\d{2,5}x\d{2,5}|[-_]scaled|@\d(?:\.\d)?x)+$/, '')
    .replace(/^\d{2,5}px-/, '');

/**
 * Whether an `<img>`'s `srcset` lists (its own or its `<picture>`'s sources') name photos, none of
 * them a copy of its `src`'s file: a browser that reads `srcset` shows one of those, never the
 * `src`, which is only the fallback of browsers that do not (a stand-in, `background.png`, left
 * there while a script fills the `srcset`). A `srcset` of the `src`'s own copies keeps the `src`.
 */
function srcsetShowsAnother(image: Cheerio<Element>, src: string): boolean {
  const listed = srcsetsOf(image)
    .flatMap((srcset) => srcset.split(/,\s+(?=\S)/))
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '' && !isDecoration(url));
  if (listed.length === 0) return false;
  // One name within the other is one file's copies: `300px-pie` and `pie` (MediaWiki's thumbnails).
  const stem = fileStem(src);
  return listed.every((url) => {
    const other = fileStem(url);
    return !other.includes(stem) && !stem.includes(other);
  });
}

/** The `srcset` lists an `<img>` shows from: its own, then its `<picture>`'s sources'. */
function srcsetsOf(image: Cheerio<Element>): string[] {
  const sources = image.parent('picture').children('source').toArray().map(srcsetOf);
  return [srcsetOf(image[0]), ...sources];
}

/** The widest entry of an `<img>`'s `srcset` lists (by their `w` descriptors), if they name one. */
function widestOfSrcsets(image: Cheerio<Element>): { url: string; width: number } | undefined {
  return srcsetsOf(image)
    .flatMap(parseSrcset)
    .sort((a, b) => b.width - a.width)[0];
}

/**
 * The widest copy of a photo worth taking for a phone: WordPress's largest intermediate size
 * (2048 px), twice the width of a tablet's column; wider copies cost data for no visible gain.
 */
export const LISTED_COPY_MAX_WIDTH_PX = 2048;

/** A query's words that ask for a size, a quality or a format of the same file (`?w=1200&q=80`). */
const RESIZE_QUERY =
  /^(?:w|width|wid|imwidth|mw|h|height|hei|mh|q|quality|fit|resize|crop|dpr|fm|format|auto)$/i;
/** An image file's format, twice over for a converted copy (`pie.jpg.webp`). */
const FILE_FORMAT = /(?:\.(?:jpe?g|png|webp|avif))+$/i;

/**
 * The file a copy of a photo is cut from: host (without `www.`) and path without a size folder
 * (`/w_800/`, `/660x660/`), the name without its size (`-300x200`), WordPress's `-scaled` or its
 * format, the query without its size words. Two copies of one file share it; undefined when the
 * URL does not parse.
 */
function copiedFile(url: string, base: string): string | undefined {
  let address: URL;
  try {
    address = new URL(repairScheme(url.trim()), base);
  } catch {
    return undefined;
  }
  const path = address.pathname
    .split('/')
    .filter((segment, index, all) => {
      if (index === all.length - 1) return true;
      return !FOLDER_SIZE.some((pattern) => pattern.test(`/${segment}/`));
    })
    .join('/')
    .replace(NAME_SIZE, '')
    .replace(FILE_FORMAT, '')
    .replace(/-scaled$/i, '');
  const query = [...address.searchParams]
    .filter(([name]) => !RESIZE_QUERY.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
  return `${address.hostname.replace(/^www\./, '')}${path}?${query}`;
}

/**
 * A larger copy of the photo an `<img>` shows that its own `srcset` lists (a recipe card's
 * 360 px square beside its 720 px and 1200 px copies of the same file): the widest not wider than
 * `LISTED_COPY_MAX_WIDTH_PX`, else the narrowest wider one. Undefined when the width shown is
 * unknown (neither listed nor named by the URL: it may be the original, the largest there is), or
 * when no listed copy of the same file is wider. Another photo in the list (a crop a `<source>`
 * shows on another screen) is never taken for it.
 */
function largerListedCopy(image: Cheerio<Element>, url: string, base: string): string | undefined {
  const file = copiedFile(url, base);
  if (file === undefined) return undefined;
  const listed = srcsetsOf(image)
    .flatMap(parseSrcset)
    .filter((entry) => copiedFile(entry.url, base) === file);
  const shownWidth =
    listed.find((entry) => entry.url.trim() === url.trim())?.width ?? sizeFromUrl(url)?.width;
  if (shownWidth === undefined) return undefined;
  const wider = listed.filter((entry) => entry.width > shownWidth);
  const withinCap = wider.filter((entry) => entry.width <= LISTED_COPY_MAX_WIDTH_PX);
  const chosen = withinCap.length
    ? withinCap.reduce((a, b) => (b.width > a.width ? b : a))
    : wider.reduce<(typeof wider)[number] | undefined>(
        (a, b) => (a === undefined || b.width < a.width ? b : a),
        undefined,
      );
  return chosen?.url;
}

/**
 * Where an image sits: in a part of the page that is not the recipe, or in the recipe card, with
 * the class or id that names it the card's (`cardName`).
 */
type Placement = { aside: boolean; card: boolean; cardName?: string };

/** The first of an element's class and id words that names a recipe card's picture. */
const cardWord = (names: string): string | undefined =>
  names.split(/\s+/).find((name) => name !== '' && CARD_IMAGE.test(name));

/**
 * Where an image sits: in a part of the page that is not the recipe, or in the recipe card. A form
 * that holds the page's title (`holdingTitle`: ASP.NET's one `<form>` around the whole page) is the
 * page's wrapper, not a form beside the recipe.
 */
function placement(image: Element, holdingTitle?: ReadonlySet<AnyNode>): Placement {
  let cardName = cardWord(image.attribs.class ?? '');
  let card = cardName !== undefined;
  let pageHeader = false;
  let node = image.parent;
  for (let depth = 0; node && node.type === 'tag' && depth < ANCESTOR_LIMIT; depth += 1) {
    const element = node as Element;
    // Above the article, or at the body, are the page's wrappers ("content-sidebar-wrap").
    if (element.name === 'body' || element.name === 'html') break;
    const names = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
    if (ASIDE_TAGS.has(element.name) && !(element.name === 'form' && holdingTitle?.has(element))) {
      return { aside: true, card: false };
    }
    if (ASIDE_ROLES.has((element.attribs.role ?? '').trim().toLowerCase())) {
      return { aside: true, card: false };
    }
    if (element.name === 'header') pageHeader = true;
    if (
      names
        .split(/\s+/)
        .some(
          (name) =>
            (ASIDE_CLASS.test(name) && !SHARED_PICTURE_CLASS.test(name)) || BYLINE_CLASS.test(name),
        )
    ) {
      return { aside: true, card: false };
    }
    // A list of other posts, or a block's sidebar, never holds the page's title: a block that
    // does is the page's wrapper, whatever its class says (`with-related-articles`,
    // `layout__sidebar-wrap`).
    if (
      !holdingTitle?.has(element) &&
      names.split(/\s+/).some((name) => RELATED_LIST_CLASS.test(name) || isAsideElementClass(name))
    ) {
      return { aside: true, card: false };
    }
    if (depth < CARD_ANCESTOR_LIMIT && !card) cardName = cardWord(names);
    if (cardName !== undefined) card = true;
    if (element.name === 'article' || element.name === 'main') {
      return { aside: false, card, ...(cardName === undefined ? {} : { cardName }) };
    }
    node = element.parent;
  }
  return { aside: pageHeader, card, ...(cardName === undefined ? {} : { cardName }) };
}

/** How far up an image's ancestors a link around it is looked for. */
const LINK_ANCESTOR_LIMIT = 4;

/** A URL's host without its `www.`, or undefined when it does not parse. */
function hostOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The address of the nearest link around an image, within `LINK_ANCESTOR_LIMIT` of it. */
function enclosingHref(image: Element): string | undefined {
  let node = image.parent;
  for (let depth = 0; node && node.type === 'tag' && depth < LINK_ANCESTOR_LIMIT; depth += 1) {
    const element = node as Element;
    const href = element.name === 'a' ? element.attribs.href?.trim() : undefined;
    if (href) return href;
    node = element.parent;
  }
  return undefined;
}

/**
 * Whether an image links to another site: an advert, a shop's badge, an affiliate's product. A
 * link to the picture itself, or to any image file, is a photo opened full size, not that.
 */
function linksAway(image: Element, url: string, pageUrl: string): boolean {
  const href = enclosingHref(image);
  if (!href) return false;
  if (href === url || /\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i.test(href)) return false;
  const host = hostOf(href, pageUrl);
  return host !== undefined && host !== hostOf(pageUrl, pageUrl);
}

/** A URL's address without a size in its file name, resolved (for comparing two copies of a file). */
function unsizedAddress(url: string, base: string): string | undefined {
  try {
    const address = new URL(originalOf(url) ?? url, base);
    return `${address.host.replace(/^www\./, '')}${address.pathname}`;
  } catch {
    return undefined;
  }
}

/**
 * The larger copy of a thumbnail's file that a link around it opens (`<a href="pie.jpg"><img
 * src="pie-150x150.jpg"></a>`, a gallery's or a lightbox's thumbnail): the same file name but for
 * the size, and not named smaller than the image. Undefined when there is none, or when the image
 * shown is no thumbnail (wider than `THUMBNAIL_MAX_WIDTH_PX`, or of no known width): a photo of a
 * fair size is the picture the page shows, whatever its link opens.
 */
function linkedLargerCopy(image: Element, url: string, pageUrl: string): string | undefined {
  const shownWidth = attributeSize(image.attribs.width) ?? sizeFromUrl(url)?.width;
  if (shownWidth === undefined || shownWidth > THUMBNAIL_MAX_WIDTH_PX) return undefined;
  const href = enclosingHref(image);
  if (!href || href === url || !/\.(?:jpe?g|png|webp|avif)(?:[?#]|$)/i.test(href)) return undefined;
  const same = unsizedAddress(href, pageUrl);
  if (same === undefined || same !== unsizedAddress(url, pageUrl)) return undefined;
  const linked = sizeFromUrl(href)?.width;
  return linked === undefined || linked > shownWidth ? href : undefined;
}

/**
 * Whether an image is a link to another page (a teaser of another post: a related post's
 * featured image), not to itself, an image file or a place within the page.
 */
function linksToPage(image: Element, url: string, pageUrl: string | undefined): boolean {
  const href = enclosingHref(image);
  if (!href || href === url || href.startsWith('#') || href.startsWith('javascript:')) return false;
  if (/\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i.test(href)) return false;
  try {
    const page = new URL(pageUrl ?? 'https://page.invalid/');
    const target = new URL(href, page);
    return target.pathname !== page.pathname || target.host !== page.host;
  } catch {
    return false;
  }
}

/** A path without its trailing slashes (`/pie/` and `/pie` are one page). */
const trimmedPath = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether an image is a teaser of another page of the site: a link around it opens another of the
 * site's pages (a related recipe's card, a "More recipes" list, a category's tile), not the page
 * itself, a place within it, an image file, or the page's own picture page (WordPress's
 * attachment page under the post's path, `/pie/pie-sliced/`, or `?attachment_id=12`). The page's
 * own photo is never so linked; a recipe with no photo of its own shows none rather than
 * another recipe's.
 */
function teasesAnotherPage(image: Element, pageUrl: string): boolean {
  const href = enclosingHref(image);
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return false;
  if (/\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i.test(href)) return false;
  try {
    const page = new URL(pageUrl);
    const target = new URL(href, page);
    if (target.hostname.replace(/^www\./, '') !== page.hostname.replace(/^www\./, '')) {
      return false;
    }
    if (/(?:^|[?&])(?:attachment_id|attachment)=/i.test(target.search)) return false;
    const pagePath = trimmedPath(page.pathname);
    const targetPath = trimmedPath(target.pathname);
    return targetPath !== pagePath && !targetPath.startsWith(`${pagePath}/`);
  } catch {
    return false;
  }
}

/** A path that is a site's home page: `/`, `/index.html`, or a language's home (`/de/`, `/en-gb`). */
const HOME_PATH = /^\/(?:index\.\w+|[a-z]{2}(?:[-_][a-z]{2})?\/?)?$/i;

/**
 * Whether an image links to the site's home page: the site's logo (a brand's mark, however its
 * file is named), which every template puts in such a link.
 */
function linksHome(image: Element, pageUrl: string): boolean {
  const href = enclosingHref(image);
  // A link within the page (`#`, a zoom or gallery control) is not to the home page.
  if (!href || href.startsWith('#') || href.startsWith('javascript:')) return false;
  try {
    const target = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    return (
      target.pathname !== page.pathname &&
      target.hostname.replace(/^www\./, '') === page.hostname.replace(/^www\./, '') &&
      HOME_PATH.test(target.pathname) &&
      target.search === ''
    );
  } catch {
    return false;
  }
}

/** How far up an image a card whose empty link covers it is looked for. */
const COVER_LINK_DEPTH = 3;

/**
 * Whether an image is a teaser's: a card that holds, beside it, an empty link to another page of
 * the site, drawn over the whole card by its style (a related recipe's or a cookbook's card:
 * `<div><figure><img></figure><h6>Title</h6><a href="/other-page"></a></div>`). A link to
 * another site (a Pinterest button beside the photo) or within the page is not that.
 */
function coveredByLink(image: Element, pageUrl: string): boolean {
  let node = image.parent;
  for (let depth = 0; node && node.type === 'tag' && depth < COVER_LINK_DEPTH; depth += 1) {
    const element = node as Element;
    if (['article', 'main', 'body', 'html'].includes(element.name)) return false;
    const covering = element.children.some((child) => {
      if (child.type !== 'tag' || (child as Element).name !== 'a') return false;
      const link = child as Element;
      const href = link.attribs.href?.trim();
      if (!href || href.startsWith('#') || link.children.some(hasContent)) return false;
      try {
        const target = new URL(href, pageUrl);
        const page = new URL(pageUrl);
        return target.host === page.host && target.pathname !== page.pathname;
      } catch {
        return false;
      }
    });
    if (covering) return true;
    node = element.parent;
  }
  return false;
}

/** Whether a node shows something: text other than spaces, or an element (an icon, an image). */
const hasContent = (node: AnyNode): boolean =>
  node.type === 'tag' || (node.type === 'text' && (node as Text).data.trim() !== '');

/** A style that hides its element. */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;

/**
 * Whether an image is kept out of sight by its own attributes or its parent's (`hidden`,
 * `display: none`): a picture written for Pinterest alone (a tall pin with its text), which a
 * share button offers and a reader never sees on the page.
 */
function hiddenImage(image: Element): boolean {
  const parent = image.parent?.type === 'tag' ? (image.parent as Element) : undefined;
  return [image, parent].some(
    (element) =>
      element !== undefined &&
      (element.attribs.hidden !== undefined || HIDING_STYLE.test(element.attribs.style ?? '')),
  );
}

/** Whether an element is inside a `<noscript>` (what a browser without scripts would show). */
function insideNoscript(element: Element): boolean {
  for (let node = element.parent; node && node.type === 'tag'; node = node.parent) {
    if ((node as Element).name === 'noscript') return true;
  }
  return false;
}

/**
 * Whether an image is a tracker's pixel for browsers without scripts (`<noscript><img
 * src="https://stats.example/p?…"></noscript>`, an analytics or advertising beacon): inside a
 * `<noscript>` with no image beside it (within two levels of its siblings), where a lazy-loaded
 * photo's scriptless copy sits beside the `<img>` its script fills.
 */
function trackerPixel(image: Element): boolean {
  let noscript: Element | undefined;
  for (let node = image.parent; node && node.type === 'tag'; node = node.parent) {
    if ((node as Element).name === 'noscript') noscript = node as Element;
  }
  const parent = noscript?.parent;
  if (noscript === undefined || !parent || parent.type !== 'tag') return false;
  // Beside it: an image, or an element holding one within two levels (`<a><img></a>`).
  const showsImage = (node: AnyNode, depth: number): boolean =>
    node !== noscript &&
    node.type === 'tag' &&
    (['img', 'picture'].includes((node as Element).name) ||
      (depth < 2 && (node as Element).children.some((child) => showsImage(child, depth + 1))));
  return !(parent as Element).children.some((child) => showsImage(child, 0));
}

/**
 * WordPress's class for a post's featured image (`the_post_thumbnail`: `attachment-large size-large
 * wp-post-image`), the picture its SEO plugins share as the post's `og:image`.
 */
const FEATURED_IMAGE_CLASS = 'wp-post-image';

/** How many different pictures, at least, wear a card's class when it names a list's tiles. */
const CARD_TILE_PICTURES = 3;

/** How many times a layout's mark is shown, at least, on a page. */
const REPEATED_MARK = 4;

/**
 * Whether an image is offered at a photo's size: its `srcset` (or its `<picture>`'s sources) lists
 * a copy `PHOTO_MIN_PX` wide or more. A rating's star or a bullet is never so offered; a recipe's
 * photo shown again and again (a header, a gallery, a sticky bar, the print view) is.
 */
const offeredAsPhoto = (image: Cheerio<Element>): boolean =>
  (widestOfSrcsets(image)?.width ?? 0) >= PHOTO_MIN_PX;

/** Alternative text that names a logo ("Site name logo", "Logo"). */
const LOGO_ALT = /(?:^|[^\p{L}])logo(?:[^\p{L}]|$)/iu;

/**
 * A picture made for Pinterest (a tall photo with the recipe's name written over it, shown for
 * readers to pin): named so by its file (`-PIN2.jpg`, `-pinterest-3.jpg`, `-Pin-1.jpg`, a
 * "rolling pin" aside) or its alternative text ("… Pinterest pin", "… for Pinterest"). Not the
 * recipe's photo as the page shows it, though a site may share it as its `og:image`.
 */
const PIN_NAME = /(?:^|[^a-z])(?<!rolling[-_ ]?)(?:pins?|pinterest|pinnable)\d*(?:[^a-z]|$)/i;
const PIN_ALT = /(?:^|[^\p{L}])pinterest(?:[^\p{L}]|$)/iu;

/** Whether an `<img>` shows a picture made for Pinterest (`PIN_NAME`, `PIN_ALT`). */
const isPinPicture = (url: string, alt: string): boolean =>
  PIN_NAME.test(fileName(url)) || PIN_ALT.test(alt);

/** Whether an image is a post's featured image by WordPress's class (`FEATURED_IMAGE_CLASS`). */
const isFeatured = (image: Element): boolean =>
  (image.attribs.class ?? '').split(/\s+/).includes(FEATURED_IMAGE_CLASS);

/** How far up from the title and from an image their shared block is looked for. */
const TITLE_BLOCK_DEPTH = 4;
/** The most text (characters) between a photo and the title that is still the title's (a breadcrumb, a date). */
const TITLE_GAP_TEXT = 80;

/** The first `TITLE_BLOCK_DEPTH` ancestors of a node (below the body), nearest first. */
function nearAncestors(node: Element): Element[] {
  const ancestors: Element[] = [];
  let parent = node.parent;
  while (parent && parent.type === 'tag' && ancestors.length < TITLE_BLOCK_DEPTH) {
    const element = parent as Element;
    if (element.name === 'body' || element.name === 'html') break;
    ancestors.push(element);
    parent = element.parent;
  }
  return ancestors;
}

/** How many nodes after a photo are looked through for the title. */
const TITLE_GAP_NODES = 400;

/**
 * The node after `node` in document order (past its own children when `skipChildren`). Scripts and
 * styles are not `tag` nodes, so their text is passed over.
 */
function nextNode(node: AnyNode, skipChildren: boolean): AnyNode | null {
  if (!skipChildren && node.type === 'tag' && (node as Element).children.length > 0) {
    return (node as Element).children[0]!;
  }
  for (let current: AnyNode | null = node; current; current = current.parent) {
    if (current.next) return current.next;
  }
  return null;
}

/**
 * The length of the text (without spaces) written after `from` and before `to`, counted until it
 * passes `limit`; `Infinity` when `to` is not met within `TITLE_GAP_NODES` nodes.
 */
function textBetween(from: Element, to: Element, limit: number): number {
  let length = 0;
  let node = nextNode(from, true);
  for (let seen = 0; node && node !== to; seen += 1) {
    if (seen > TITLE_GAP_NODES) return Infinity;
    if (node.type === 'text') {
      length += (node as Text).data.replace(/\s+/g, '').length;
      if (length > limit) return length;
    }
    node = nextNode(node, false);
  }
  return node === to ? length : Infinity;
}

/**
 * Whether an image written before the page's title is the title's photo: the two share a block
 * (an ancestor below the body at most `TITLE_BLOCK_DEPTH` levels above each), with next to no text
 * between them, as a header's photo set in a column beside the title is
 * (`<div><div><img></div><div><h1>…</h1></div></div>`); not a banner with an author's note.
 */
function isTitlePhoto(
  image: Element,
  title: Element | undefined,
  aroundTitle: ReadonlySet<Element>,
): boolean {
  if (!title) return false;
  const block = nearAncestors(image).find((ancestor) => aroundTitle.has(ancestor));
  return block !== undefined && textBetween(image, title, TITLE_GAP_TEXT) <= TITLE_GAP_TEXT;
}

/**
 * The recipe's photo as the page shows it: the post's featured image (WordPress's
 * `wp-post-image`, when one picture shown wears it outside the sidebars and other posts' teasers:
 * the picture WordPress's SEO plugins share), else the recipe card's picture (not a list's tiles,
 * whose card-like class three pictures or more wear: `CARD_TILE_PICTURES`), else the first picture after
 * the title or in its block (a header's photo beside the title, though written before it), else
 * the first on the page (the original, when that is a resized copy whose original
 * the page shows too); never a logo, an icon, an image smaller than
 * `PHOTO_MIN_PX` (as its attributes declare, else as its URL names), one in the navigation, a
 * sidebar, the comments or the related recipes, or one that links to another page of the site (a
 * teaser: `teasesAnotherPage`). An image shown four times or more is a mark of the layout, unless
 * its `srcset` offers it at a photo's size (`offeredAsPhoto`).
 */
export function markupImage($: CheerioAPI, pageUrl?: string): string | undefined {
  let afterTitle = false;
  let firstAfterTitle: string | undefined;
  let first: string | undefined;
  let card: string | undefined;
  let featured: string | undefined;
  let pin: string | undefined;
  // An image shown four times or more is a mark the layout repeats (a rating's star, a level's
  // chef hat, a bullet), not a photo of the recipe.
  const shown = new Map<string, number>();
  // A card's class worn by three pictures or more names a list's tiles (`RecipeThumbnail_image`
  // on each related recipe), not the one recipe card's photo.
  const picturesByCardName = new Map<string, Set<string>>();
  // The featured images shown outside the sidebars: one is the post's; more are a list's tiles.
  const featuredPictures = new Set<string>();
  const title = $('h1')
    .toArray()
    .find((heading) => $(heading).text().trim());
  const holdingTitle = new Set<AnyNode>();
  for (let node = title?.parent; node; node = node.parent) holdingTitle.add(node);
  // A `<noscript>` copy of a lazy-loaded image is the same showing of it, not another.
  $('img').each((_, element) => {
    const url = shownUrl($(element));
    if (!url || insideNoscript(element)) return;
    shown.set(url, (shown.get(url) ?? 0) + 1);
    const { cardName, aside } = placement(element, holdingTitle);
    if (!aside && isFeatured(element) && !linksToPage(element, url, pageUrl)) {
      featuredPictures.add(url);
    }
    if (cardName === undefined) return;
    const pictures = picturesByCardName.get(cardName) ?? new Set<string>();
    picturesByCardName.set(cardName, pictures.add(url));
  });
  const isTile = (where: Placement) =>
    where.cardName !== undefined &&
    (picturesByCardName.get(where.cardName)?.size ?? 0) >= CARD_TILE_PICTURES;
  const aroundTitle = new Set(title ? nearAncestors(title) : []);
  $('h1, img').each((_, element) => {
    if (element.name === 'h1') {
      if (!afterTitle && $(element).text().trim()) afterTitle = true;
      return;
    }
    const image = $(element);
    const thumbnailUrl = shownUrl(image);
    if (!thumbnailUrl || isDecoration(thumbnailUrl)) return;
    // Class words in camel case read as words (`MuiAvatar-img`: an avatar).
    const classWords = (image.attr('class') ?? '').replace(/([a-z])(?=[A-Z])/g, '$1-');
    if (DECORATION_CLASS.test(classWords)) return;
    if (LOGO_ALT.test(image.attr('alt') ?? '') || hiddenImage(element)) return;
    if (trackerPixel(element)) return;
    if ((shown.get(thumbnailUrl) ?? 0) >= REPEATED_MARK && !offeredAsPhoto(image)) return;
    const placed = placement(element, holdingTitle);
    if (placed.aside) return;
    const where: Placement = isTile(placed) ? { aside: false, card: false } : placed;
    // A thumbnail that links to its larger copy stands for that copy: its own size does not count.
    const larger = linkedLargerCopy(element, thumbnailUrl, pageUrl ?? 'https://page.invalid/');
    let url = larger ?? thumbnailUrl;
    const named = sizeFromUrl(url);
    const width = (larger ? undefined : attributeSize(image.attr('width'))) ?? named?.width;
    const height = (larger ? undefined : attributeSize(image.attr('height'))) ?? named?.height;
    if (
      (width !== undefined && width < PHOTO_MIN_PX) ||
      (height !== undefined && height < PHOTO_MIN_PX)
    ) {
      // The recipe card's photo shown small (a 150×150 square) whose `srcset` lists a copy of a
      // photo's size is the recipe's photo all the same: that copy.
      const widest = where.card ? widestOfSrcsets(image) : undefined;
      if (widest === undefined || widest.width < PHOTO_MIN_PX) return;
      url = widest.url;
    }
    if (
      pageUrl !== undefined &&
      (linksAway(element, url, pageUrl) ||
        linksHome(element, pageUrl) ||
        coveredByLink(element, pageUrl) ||
        teasesAnotherPage(element, pageUrl))
    ) {
      return;
    }
    // Shown as a small copy whose `srcset` lists the same photo larger: the larger copy.
    if (url === thumbnailUrl) {
      url = largerListedCopy(image, url, pageUrl ?? 'https://page.invalid/') ?? url;
    }
    // A picture made for Pinterest is taken only when the page shows no other.
    if (isPinPicture(thumbnailUrl, image.attr('alt') ?? '')) {
      pin ??= url;
      return;
    }
    if (
      featuredPictures.size === 1 &&
      isFeatured(element) &&
      !linksToPage(element, thumbnailUrl, pageUrl)
    ) {
      featured ??= url;
    }
    if (where.card) {
      card ??= url;
      return;
    }
    first ??= url;
    if (!firstAfterTitle && (afterTitle || isTitlePhoto(element, title, aroundTitle)))
      firstAfterTitle = url;
    return;
  });
  // A hero banner's photo drawn behind the title (`<header style="background-image: url(…)">`
  // holding the `<h1>`) is the page's picture before any photo further down the post.
  const hero = (card ?? featured) ? undefined : titleBackground($, holdingTitle, pageUrl);
  const chosen = featured ?? card ?? hero ?? firstAfterTitle ?? first ?? pin;
  // A resized copy (a recipe card's 350×350 square) whose original the page shows too: the
  // original is the same photo, whole and larger.
  const original = chosen === undefined ? undefined : originalOf(chosen);
  return original !== undefined && shown.has(original) ? original : chosen;
}

/**
 * The page's main picture: the largest of its structured-data images and its meta images that are
 * not logos or icons; the picture its markup shows when they name none, or only a small one.
 */
export function choosePageImage(
  $: CheerioAPI,
  schemaCandidates: readonly ImageCandidate[],
  pageUrl?: string,
): string | undefined {
  const meta = metaImageCandidates($).filter((candidate) => !isDecoration(candidate.url));
  const named = [
    ...schemaCandidates.filter((candidate) => !isDecoration(candidate.url)),
    ...meta.filter((candidate) => candidate.source !== 'thumbnail'),
  ];
  const thumbnails = meta.filter((candidate) => candidate.source === 'thumbnail');
  // Sized as the page names them (declared, or in the URL), not by the widths its `srcset`s give:
  // a named picture of a declared size (a 735×1102 pin) is not passed over for another file a
  // `srcset` shows 1102 px wide, whose height no one names (as recipe-scrapers' labels choose).
  const best = largestSized(named, new Map());
  if (best && (best.width === 0 || best.width >= PHOTO_MIN_PX)) return best.url;
  const thumbnail = best ? undefined : largestSized(thumbnails, new Map());
  if (thumbnail && (thumbnail.width === 0 || thumbnail.width >= PHOTO_MIN_PX)) return thumbnail.url;
  return markupImage($, pageUrl) ?? backgroundImage($, pageUrl) ?? best?.url ?? preloadedImage($);
}

/** The picture a style draws behind an element: `background-image: url('pie.jpg')`, `background: url(…)`. */
const BACKGROUND_URL = /background(?:-image)?\s*:[^;]*?url\(\s*(['"]?)([^'")]+)\1\s*\)/i;
/** A lazy loader's attribute for the background it draws once in view: `data-bg`, `data-background-image`. */
const LAZY_BACKGROUND = /^data-(?:bg|background|background-image)$/i;

/** The URL of the picture an element's own style or lazy loader draws behind it, if any. */
function backgroundUrl(element: Element): string | undefined {
  const styled = BACKGROUND_URL.exec(element.attribs.style ?? '')?.[2]?.trim();
  if (styled) return styled;
  for (const [name, raw] of Object.entries(element.attribs)) {
    if (!LAZY_BACKGROUND.test(name)) continue;
    const value = (BACKGROUND_URL.exec(`background:${raw}`)?.[2] ?? raw).trim();
    if (/^(?:https?:)?\/\/|^\/(?!\/)/i.test(value)) return value;
  }
  return undefined;
}

/**
 * The recipe's photo drawn as an element's background (a hero banner that holds the title,
 * `<header style="background-image: url(pie.jpg)"><h1>…</h1></header>`, or a photo box whose
 * `<img>` is hidden), for a page whose markup shows no `<img>` of the recipe: the one holding the
 * title, else the first on the page (the recipe's box comes before the related recipes' cards,
 * drawn the same way, though a column may set it before the title); never a decoration (a star,
 * a logo, an `.svg`), one named under `PHOTO_MIN_PX`, a hidden one, the page's own backdrop
 * (`body`), or one in the navigation, a sidebar or the like.
 */
export function backgroundImage($: CheerioAPI, pageUrl?: string): string | undefined {
  const title = $('h1')
    .toArray()
    .find((heading) => $(heading).text().trim());
  // The blocks holding the title, gathered once: asking each block whether it holds the title
  // would read the page again for each (slow when many nested blocks draw a background).
  const holdingTitle = new Set<AnyNode>();
  for (let node = title?.parent; node; node = node.parent) holdingTitle.add(node);
  let first: string | undefined;
  for (const element of $('[style], [data-bg], [data-background], [data-background-image]')) {
    const url = photoBehind(element);
    if (url === undefined) continue;
    if (
      placement(element, holdingTitle).aside ||
      (pageUrl !== undefined && linksAway(element, url, pageUrl))
    ) {
      continue;
    }
    if (holdingTitle.has(element)) return url;
    first ??= url;
  }
  return first;
}

/**
 * The photo an element draws behind it, when it may be the page's: not the page's own backdrop
 * (`body`), a hidden block's, a decoration, or one named under `PHOTO_MIN_PX`.
 */
function photoBehind(element: Element): string | undefined {
  if (element.name === 'body' || element.name === 'html') return undefined;
  if (HIDING_STYLE.test(element.attribs.style ?? '')) return undefined;
  const url = backgroundUrl(element);
  if (!url || isDecoration(url)) return undefined;
  const named = sizeFromUrl(url);
  if ((named?.width ?? PHOTO_MIN_PX) < PHOTO_MIN_PX) return undefined;
  if ((named?.height ?? PHOTO_MIN_PX) < PHOTO_MIN_PX) return undefined;
  return url;
}

/**
 * The photo a block holding the title draws behind it (a hero banner: `<header
 * style="background-image: url(…)"><h1>…`), nearest the title first; not a decoration, one named
 * under `PHOTO_MIN_PX`, a hidden block's, or the page's own backdrop (`body`).
 */
function titleBackground(
  $: CheerioAPI,
  holdingTitle: ReadonlySet<AnyNode>,
  pageUrl?: string,
): string | undefined {
  for (const node of holdingTitle) {
    if (node.type !== 'tag') continue;
    const element = node as Element;
    const url = photoBehind(element);
    if (url === undefined) continue;
    if (pageUrl !== undefined && linksAway(element, url, pageUrl)) continue;
    return url;
  }
  return undefined;
}

/**
 * The first image the page asks the browser to load early (`<link rel="preload" as="image">`,
 * its widest `imagesrcset` entry, else its `href`) that is not a logo or an icon: the picture at
 * the top of a page whose scripts draw it.
 */
export function preloadedImage($: CheerioAPI): string | undefined {
  for (const element of $('link[rel~="preload" i][as="image" i]').toArray()) {
    const widest = parseSrcset(element.attribs.imagesrcset ?? '').sort(
      (a, b) => b.width - a.width,
    )[0]?.url;
    const url = (widest ?? element.attribs.href ?? '').trim();
    if (url && !isDecoration(url)) return url;
  }
  return undefined;
}

/**
 * The address the page's relative URLs are read against: its `<base href>` (itself read against
 * the page's address), as a browser reads an `<img src="img/pie.jpg">` or an `og:image` written
 * without its host; the page's own address when it has none, or none that is a web address.
 */
export function documentBase($: CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href')?.trim();
  if (!href) return pageUrl;
  try {
    const base = new URL(href, pageUrl);
    return base.protocol === 'http:' || base.protocol === 'https:' ? base.href : pageUrl;
  } catch {
    return pageUrl;
  }
}
