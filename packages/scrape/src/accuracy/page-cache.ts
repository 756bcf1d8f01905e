/**
 * An on-disk cache of the saved pages a bench reads from the git mirrors (decision 0020, session
 * 62: kcal15), so that a second run of a mirrors' bench re-scores with the current code without
 * `git show` and a full parse of every page. It holds the pages' own text (or the parts of it a
 * bench reads, `recipePageParts`), never a reading of ours: what is read from it is read afresh
 * by the code of the run. Entries are keyed by the mirror's commit (or the page's blob) and path,
 * so a mirror moved on reads its pages again; outside the repository, under `node_modules/.cache`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { load } from 'cheerio';

/** The folder of the food benches' page cache: `node_modules/.cache/plateful-food-pages`. */
export const FOOD_PAGE_CACHE = new URL(
  '../../../../node_modules/.cache/plateful-food-pages',
  import.meta.url,
).pathname;

/**
 * A text cache in `dir`, one gzipped file a key: `(key, make)` gives the text saved under `key`,
 * else makes it with `make` and saves it. With `refresh`, each key is made again once in the run
 * (and saved), then read from the cache as before.
 */
export function diskTextCache(
  dir: string,
  refresh = false,
): (key: string, make: () => string) => string {
  const made = new Set<string>();
  return (key, make) => {
    const name = createHash('sha256').update(key).digest('hex');
    const file = join(dir, name.slice(0, 2), `${name}.gz`);
    if (!refresh || made.has(key)) {
      try {
        return gunzipSync(readFileSync(file)).toString('utf8');
      } catch {
        // Not cached yet (or unreadable): made below.
      }
    }
    const text = make();
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, gzipSync(text));
    renameSync(partial, file);
    made.add(key);
    return text;
  };
}

/**
 * Which parts of a page `recipePageParts` keeps; a new version when they change, so that the
 * cache's keys (which carry it) read every page again.
 */
export const RECIPE_PAGE_PARTS = 'recipe-parts-1';

/**
 * The parts of a saved page that a recipe reader of the mirrors' benches reads, as the page
 * writes them, in a page of their own: the `<html>` element's `lang`, every canonical link and
 * Open Graph URL, every JSON-LD script, and the first microdata Recipe (`itemtype` of
 * schema.org's Recipe) whole. Reading these parts gives what reading the page gives, for
 * `canonicalOf`, `readJsonLd`/`findJsonLdRecipe` and `findMicrodataRecipe`.
 */
export function recipePageParts(html: string): string {
  const $ = load(html);
  const outer = (selector: string) =>
    $(selector)
      .toArray()
      .map((element) => $.html(element))
      .join('\n');
  const lang = $('html').attr('lang');
  const scripts = $('script[type]')
    .toArray()
    .filter((element) => ($(element).attr('type') ?? '').toLowerCase().includes('ld+json'))
    .map((element) => $.html(element))
    .join('\n');
  const microdata = $('[itemscope][itemtype]')
    .filter((_index, element) => /schema\.org\/Recipe\b/i.test($(element).attr('itemtype') ?? ''))
    .first();
  const head = [outer('link[rel="canonical"]'), outer('meta[property="og:url"]'), scripts];
  return [
    lang === undefined ? '<html>' : `<html lang="${lang.replace(/"/g, '&quot;')}">`,
    `<head>${head.filter(Boolean).join('\n')}</head>`,
    `<body>${microdata.length ? $.html(microdata) : ''}</body></html>`,
  ].join('\n');
}
