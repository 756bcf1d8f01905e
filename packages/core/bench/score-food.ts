/**
 * The food model against saved recipe pages (../shared/testdata/recipe-pages): how many grams it
 * finds for lines whose author gave both a measure and a weight ("1 cup (125 g) flour", judged
 * without the bracket; "180 g (1 1/2 cups) flour", judged by the cups: bench/author-weight.ts), its calories per serving against the figure the page published, and the
 * share of a recipe's weight it places. English pages only (the table's names are English).
 *
 *   npm run score:food -w @plateful/core [-- --half tuning|held-out] [--unplaced N] [--misses N]
 *     [--lines] [--pairs FILE]
 *
 * Halves: sites split by the first byte of sha1(site), even → tuning, odd → held-out. Tune the
 * table on the tuning half; the held-out half says what unseen recipes get.
 *
 * `--lines` (with `--misses N` and `--half tuning` only) lists each calorie miss's lines beneath
 * it: the food, grams and kcal a serving each adds as its recipe counts it (`missLines`).
 * `--pairs FILE` (`--half tuning` only; score-food-fresh.ts takes it too) writes every weighed
 * line, hit or miss, as JSON lines for `author-classes.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import {
  halfOf,
  pageOf,
  SCORE_OPTIONS,
  scorePagesAsAsked,
  type Page,
  type PageData,
} from './food-pages.ts';

const here = dirname(fileURLToPath(import.meta.url));
const PAGES = resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: {
    ...SCORE_OPTIONS,
  },
});

function readPages(): Page[] {
  const pages: Page[] = [];
  for (const site of readdirSync(PAGES, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    if (values.half !== undefined && halfOf(site.name) !== values.half) continue;
    for (const file of readdirSync(join(PAGES, site.name))) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(readFileSync(join(PAGES, site.name, file), 'utf8')) as PageData;
      const page = pageOf(site.name, file, data);
      if (page) pages.push(page);
    }
  }
  return pages;
}

scorePagesAsAsked(await loadFoodTable(), readPages(), values);
