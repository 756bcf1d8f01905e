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
 *     --more <recipe-scrapers git dir> [--half tuning|held-out] [--per-site N] [--unplaced N]
 *     [--misses N] [--json]
 *
 * `--per-site N` (default 1) takes up to N pages of each site (a page saved twice, by its
 * canonical address, once): more pages with a published figure, a site weighing up to N times
 * another's. Halves stay by site, so a site's pages are all on one half.
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
} from '../src/accuracy/fresh-pages.ts';
import { findJsonLdRecipe, readJsonLd, type SchemaNode } from '../src/extract/json-ld.ts';
import { findMicrodataRecipe } from '../src/extract/microdata.ts';

const { values } = parseArgs({
  options: {
    fresh: { type: 'string', default: process.env.PLATEFUL_FRESH_MIRRORS },
    more: { type: 'string', default: process.env.PLATEFUL_RECIPE_SCRAPERS_GIT },
    'per-site': { type: 'string', default: '1' },
    ...SCORE_OPTIONS,
  },
});

const asked = freshMirrors((values.fresh ?? '').split(','), values.more);
if (!asked) {
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
      key: data.canonical_url ?? undefined,
    }
  );
}

const pages: Page[] = [];
const perSite = Number(values['per-site']);
if (!Number.isInteger(perSite) || perSite < 1)
  throw new Error('--per-site takes a whole number ≥ 1');
for (const { file, site, value } of freshMirrorPages(asked.mirrors, asked.known, read, perSite)) {
  if (values.half !== undefined && halfOf(site) !== values.half) continue;
  const page = pageOf(site, file, value);
  if (page) pages.push(page);
}

scorePagesAsAsked(await loadFoodTable(), pages, values);
