/**
 * How often the scraper picks the page's main picture: on the saved recipe pages in
 * `shared/testdata/recipe-pages`, the share of pages whose chosen image is the reference one (the
 * `image` of the expected JSON). Two measures:
 * - the same URL (`comparableUrl`): entities decoded, resolved against the page, the scheme
 *   ignored (many pages name the same file over http and https);
 * - the same picture (`samePicture`): the same file on the same host once the resizing is taken
 *   out of both URLs (the query, a size in the file name, resize folders, WordPress's `-scaled`
 *   copy, another image format of the same name, an image CDN's folder of options), because a
 *   person sees the same photo in `pie-683x1024.jpg`, `pie-scaled.jpg`, `pie.jpg.webp` and
 *   `pie.jpg?w=1200`. A copy served through an image proxy is judged as the file it serves
 *   (`i0.wp.com/site/pie.jpg`, `/_next/image?url=%2Fpie.jpg`), so two proxied files never count
 *   as one.
 */
import { decodeHTML } from 'entities';
import { extractFixture, listFixtures, sourceUrl, type Fixture } from './score-fixtures.ts';

export type ImageMiss = {
  fixture: string;
  expected: string;
  actual: string | null;
  /** The same picture at another size or crop: a miss by URL only. */
  samePicture: boolean;
};
export type ImageScore = {
  pages: number;
  /** Pages whose chosen URL is the reference URL. */
  correct: number;
  accuracy: number;
  /** Pages whose chosen picture is the reference picture (`samePicture`). */
  samePictures: number;
  pictureAccuracy: number;
  /** Pages whose URL differs, `samePicture` said of each. */
  misses: ImageMiss[];
};

/** A URL in a comparable form: decoded, absolute, without its scheme. */
export function comparableUrl(value: string, base: string): string {
  const text = decodeHTML(value.trim());
  try {
    return new URL(text, base).href.replace(/^https?:/, '');
  } catch {
    return text;
  }
}

/**
 * A resize folder of an image service: `/660x660/`, `/w_800,h_600,c_fill/`, `/s1600-c/`, a crop
 * box's left, top, width and height (the Guardian's `/0_0_3670_2202/master/3670.jpg`),
 * `/1200w/`, an aspect crop (`/2:1/`), Thumbor's signature, `smart`, `fit-in` and
 * `filters:…` folders (`/thmb/<28 characters>=/1500x0/filters:no_upscale()/pie.jpg`).
 */
const RESIZE_SEGMENT =
  /^(?:\d{2,5}x\d{2,5}|\d{1,5}_\d{1,5}_\d{2,5}_\d{2,5}|\d{2,5}[wh]|[wsh]\d{2,5}(?:-[a-z]\d*)*|[a-z]{1,3}_[^,]+(?:,[a-z]{1,3}_[^,]+)+|[wh]_\d{2,5}|\d{1,2}:\d{1,2}|[\w-]{27}=|smart|fit-in|filters:.*)$/i;
/**
 * A folder named for a rendition of the photo, not for the photo: `/large/`, `/original/`,
 * `/public-thumbnail/`, and Condé Nast's uncropped `/master/pass/`; also a layout's named size at
 * a pixel density (`/marquee_large_2x/`).
 */
const RENDITION_SEGMENT =
  /^(?:original|large|medium|small|main|full|thumbs?|thumbnails?|public-thumbnail|master|pass|[a-z]+_(?:large|medium|small)(?:_\dx)?)$/i;
/** A size in a file name: `-683x1024`, `_1224x900` (also `-683x1024@2x`, `_w1024h768`). */
const NAME_SIZE =
  /[-_](?:\d{2,5}x\d{2,5}(?:@\d(?:\.\d)?x)?(?=[-_.]|$)|w\d{2,5}h\d{2,5}(?=[-_.a-z]|$))/gi;
/**
 * An image service's width and quality after the name (Future's CDN: `DktD3Cp7-1200-80.jpeg` for
 * `DktD3Cp7.jpeg`): a width of three or four digits, then a quality of 30 to 100.
 */
const WIDTH_QUALITY = /-\d{3,4}-(?:[3-9]\d|100)$/;
/** An image file's format, twice over for a converted copy (`pie.jpg.webp`). */
const IMAGE_FORMAT = /(?:\.(?:jpe?g|png|webp|avif|gif))+$/i;

/**
 * A site's file re-served by an optimising CDN under a folder named by the site's host, further
 * down its path (`/assets/images/optimized/rev-1a2b/www.site.com/wp-content/pie.jpg`): the host
 * folder (`www.` or a dotted name ending in letters, not a file such as `pie.img.jpg`) and the path
 * after it.
 */
const MIRRORED_HOST =
  /^\/(?:[^/]+\/)+((?:www\.)?(?:[a-z\d-]+\.)+(?!(?:jpe?g|png|webp|gif|avif|html?|php|aspx?)\/)[a-z]{2,})(\/.+)$/i;

/**
 * Renditions of one photo that name it by another path, each rewritten to one form:
 * - Adobe Experience Manager's: `_jcr_content` is how its URLs spell `jcr:content`; a DAM
 *   file's rendition (`pie.jpg/jcr:content/renditions/original.transform/1817w/img.jpg`) is the
 *   file; an image component's selectors (`image.img10.jpg/1610381008015.jpg`, `image.img.jpg/…`)
 *   ask for a width of the same image;
 * - a picture service whose path holds the asset's number, then a crop's token, a version and a
 *   size before the name (`/13778662/t/x0/v1/w1440/r1/-/pie.jpg`, `/t/_3/v1/w960/…`): the asset;
 * - Static Media's large copy in a gallery (`/img/gallery/pie/l-intro-1775745727.jpg`);
 * - TYPO3's processed copy of a file (`/fileadmin/_processed_/4/8/csm_pie_195740f1a6.png` for
 *   `/fileadmin/data/pie.png`): a file of `fileadmin` is keyed by its name alone, as the processed
 *   copy does not name the original's folder.
 */
const RENDITION_PATHS: readonly [RegExp, string][] = [
  [/\/_jcr_content\//g, '/jcr:content/'],
  [/(\.(?:jpe?g|png|webp|gif))\/jcr:content\/renditions\/.*$/i, '$1'],
  [/(\.img)\d*(?:\.[\w-]+)*?(\.(?:jpe?g|png|webp))(?=\/)/i, '$1$2'],
  [/^\/(\d{4,})\/t\/[^/]+\/v\d+\/(?:[^/]+\/)*-\/([^/]+)$/, '/$1/-/$2'],
  [/^(\/img\/gallery\/[^/]+\/)l-(?=[^/]+$)/, '$1'],
  [
    /^\/fileadmin\/(?:[^/]+\/)*?(?:_processed_\/[\da-f]\/[\da-f]\/csm_(.+)_[\da-f]{10}(\.\w+)|([^/]+))$/i,
    '/fileadmin/$1$2$3',
  ],
];

/** An S3 bucket addressed by its host (`<bucket>.s3.eu-west-1.amazonaws.com`): the bucket's name. */
const S3_BUCKET_HOST = /^([a-z\d][a-z\d.-]*?)\.s3[.-](?:[a-z\d-]+\.)?amazonaws\.com$/i;

/**
 * The file an image handler's request names (AWS's serverless image handler: the path is one
 * segment of base64 JSON, `{"bucket":"b","key":"pie.jpg","edits":{…}}`, its key a file name in
 * the bucket or a full URL), as a URL; undefined for any other path.
 */
function imageHandlerFile(pathname: string): string | undefined {
  const segment = /^\/(eyJ[\w+/=-]+)$/.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    const request = JSON.parse(
      Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'),
    ) as { bucket?: unknown; key?: unknown };
    if (typeof request.key !== 'string' || request.key === '') return undefined;
    if (/^https?:\/\//i.test(request.key)) return request.key;
    if (typeof request.bucket !== 'string') return undefined;
    return `https://${request.bucket}.s3.amazonaws.com/${request.key.replace(/^\/+/, '')}`;
  } catch {
    return undefined;
  }
}

/**
 * The file a picture URL names, without the resizing: host without `www.`, path without resize
 * folders (and a Drupal image style's `styles/<style>/public/`), file name without its size, no
 * query or fragment.
 * A proxied copy is keyed as the file it serves: Jetpack's `i0.wp.com/<host>/<path>`, a proxy's
 * `?url=` or `?src=` (Next.js's `/_next/image`), a CDN's fetch of a full URL in its path
 * (`/image/fetch/w_800/https://site/pie.jpg`).
 */
export function pictureKey(value: string, base: string): string {
  const text = decodeHTML(value.trim());
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return text;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const proxied = url.searchParams.get('url') ?? url.searchParams.get('src');
  if (proxied && /^(?:https?:)?\/\/|^\//i.test(proxied)) return pictureKey(proxied, url.href);
  const fetched = /^\/.*?\/(https?:\/\/?.+)$/i.exec(url.pathname)?.[1];
  if (fetched) return pictureKey(fetched.replace(/^(https?:\/)(?!\/)/i, '$1/'), url.href);
  const photon = /^i\d\.wp\.com$/.test(host) ? /^\/([^/]+\.[^/]+)(\/.*)$/.exec(url.pathname) : null;
  if (photon) return pictureKey(`https://${photon[1]}${photon[2]}`, url.href);
  const handled = imageHandlerFile(url.pathname);
  if (handled) return pictureKey(handled, url.href);
  // A bucket's file is keyed by the bucket's name, whichever region's host serves it.
  const bucket = S3_BUCKET_HOST.exec(url.hostname)?.[1];
  if (bucket) {
    const file = pictureKey(url.pathname, 'https://s3.invalid/').replace(/^s3\.invalid/, '');
    return `${bucket.toLowerCase()}${file}`;
  }
  const pathname = RENDITION_PATHS.reduce(
    (path, [pattern, replacement]) => path.replace(pattern, replacement),
    url.pathname.replace(/%3A/gi, ':'),
  );
  const mirrored = MIRRORED_HOST.exec(pathname);
  if (mirrored) return pictureKey(`https://${mirrored[1]}${mirrored[2]}`, url.href);
  const segments = decodeURIComponent(pathname.replace(/%(?![0-9a-f]{2})/gi, '%25'))
    .replace(/\/styles\/[^/]+\/(?:public|private)(?=\/)/gi, '')
    .replace(/\/cdn-cgi\/image\/[^/]+\//i, '/')
    .split('/');
  const kept = segments.filter(
    (segment, index, all) =>
      index === all.length - 1 ||
      !(RESIZE_SEGMENT.test(segment) || RENDITION_SEGMENT.test(segment)),
  );
  // A crop's copy in a size folder names its crop (`1280x640/landscape-pie.jpg`).
  const cropped = kept.length < segments.length;
  const path = kept.join('/').replace(/[^/]+$/, (name) =>
    name
      .replace(IMAGE_FORMAT, '')
      .replace(cropped ? /^(?:landscape|portrait|square)-/i : /^$/, '')
      .replace(NAME_SIZE, '')
      .replace(WIDTH_QUALITY, '')
      .replace(/-scaled$/i, '')
      .replace(NAME_SIZE, '')
      .replace(/(?:[-_]wm)?-?$/i, ''),
  );
  return `${host}${path}`;
}

/** Whether two URLs name the same picture (see `pictureKey`); the same URL always does. */
export const samePicture = (a: string, b: string, base: string): boolean =>
  comparableUrl(a, base) === comparableUrl(b, base) || pictureKey(a, base) === pictureKey(b, base);

/** Scores the image choice on every saved page that names a reference image. */
export function scoreImages(fixtures: readonly Fixture[] = listFixtures()): ImageScore {
  const misses: ImageMiss[] = [];
  let pages = 0;
  for (const fixture of fixtures) {
    const expected = (fixture.expected as { image?: string }).image;
    if (!expected) continue;
    pages += 1;
    const base = sourceUrl(fixture.expected, fixture.site);
    const actual = extractFixture(fixture)?.imageUrl ?? null;
    if (actual && comparableUrl(actual, base) === comparableUrl(expected, base)) continue;
    const same = actual !== null && samePicture(actual, expected, base);
    misses.push({
      fixture: `${fixture.site}/${fixture.stem}`,
      expected,
      actual,
      samePicture: same,
    });
  }
  const samePictures = pages - misses.filter((miss) => !miss.samePicture).length;
  return {
    pages,
    correct: pages - misses.length,
    accuracy: (pages - misses.length) / pages,
    samePictures,
    pictureAccuracy: samePictures / pages,
    misses,
  };
}
