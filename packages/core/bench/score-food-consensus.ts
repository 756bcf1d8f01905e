/**
 * Every author-weighed line the tuning material holds, summarised site by site
 * (bench/author-consensus.ts): do authors agree with each other about a class of food by a
 * measure, and with us? Issue 28's grams rules are read from this before a figure moves.
 *
 *   npx tsx packages/core/bench/score-food-consensus.ts [--by class|food] [--side fit|check]
 *     [--wide FILE] [--mirror GIT_DIR] [--misses N] [--pairs OUT.jsonl]
 *
 * Sources, each only its tuning part: the saved pages' tuning half (score:food's sites), the more
 * pages' tuning half (score-food-more.ts's, when a recipe-scrapers mirror is given by --mirror or
 * PLATEFUL_RECIPE_SCRAPERS), the wide labelled set's tuning half (score-food-wide.ts's split by
 * line; `--wide`, default /tmp/lines-wide/wide.jsonl, skipped when absent) and the DEV set's
 * lines the wide set does not hold. A labelled set's source (bbc, cookstr…) counts as one site.
 *
 * The sites are split in two (`sideOfSite`): rules are read from the fit side, whose groups
 * (`--by`), misses and pairs (`--pairs`) are listed; the check side is read as totals only.
 * `--side` keeps one side's lines in the totals.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable, type FoodTable } from '../src/food/food-table.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { recipeMeasures } from '../src/ingredients/recipe-measures.ts';
import {
  foodClassOf,
  isHit,
  measureKind,
  sideOfSite,
  summarise,
  type AuthorPair,
} from './author-consensus.ts';
import { authorWeight } from './author-weight.ts';
import { halfOf, pageOf, type PageData } from './food-pages.ts';
import { DEV_SET_PATH } from './ingredient-accuracy.ts';

const here = dirname(fileURLToPath(import.meta.url));
const PAGES = resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: {
    by: { type: 'string', default: 'class' },
    side: { type: 'string' },
    wide: { type: 'string', default: '/tmp/lines-wide/wide.jsonl' },
    mirror: { type: 'string', default: process.env.PLATEFUL_RECIPE_SCRAPERS },
    misses: { type: 'string', default: '0' },
    pairs: { type: 'string' },
  },
});
if (values.side === 'check' && (Number(values.misses) > 0 || values.pairs !== undefined)) {
  console.error('score-food-consensus: the check side is read as totals only');
  process.exit(2);
}

/** The pairs of one recipe's lines (weighed with its own measures) or of a labelled set's. */
function pairsOf(
  table: FoodTable,
  site: string,
  lines: readonly string[],
  recipe: boolean,
): AuthorPair[] {
  const measures = recipe ? recipeMeasures(lines.map((line) => parseIngredient(line))) : null;
  const pairs: AuthorPair[] = [];
  for (const line of lines) {
    const weight = authorWeight(line);
    if (!weight) continue;
    const parsed = parseIngredient(weight.line);
    // The weight is the main measure ("3 oz (85 g)"): nothing about the food model.
    if (['g', 'kg', 'oz', 'lb'].includes(parsed.unit ?? '')) continue;
    const placed = placeIngredient(table, parsed, measures);
    pairs.push({
      site,
      line,
      unit: parsed.unit,
      food: placed.food?.id ?? null,
      grams: placed.grams,
      low: weight.low,
      high: weight.high,
    });
  }
  return pairs;
}

function savedPages(table: FoodTable): { pairs: AuthorPair[]; saved: Set<string> } {
  const pairs: AuthorPair[] = [];
  const saved = new Set<string>();
  for (const site of readdirSync(PAGES, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    for (const file of readdirSync(join(PAGES, site.name))) {
      if (!file.endsWith('.json')) continue;
      saved.add(`${site.name}/${file.replace(/\.json$/, '')}`);
      if (halfOf(site.name) !== 'tuning') continue;
      const data = JSON.parse(readFileSync(join(PAGES, site.name, file), 'utf8')) as PageData;
      const page = pageOf(site.name, file, data);
      if (page) pairs.push(...pairsOf(table, site.name, page.ingredients, true));
    }
  }
  return { pairs, saved };
}

/** score-food-more.ts's pages: DEV sites (last sha1 byte even) the saved pages lack, tuning half. */
function morePages(table: FoodTable, mirror: string, saved: ReadonlySet<string>): AuthorPair[] {
  const index = JSON.parse(readFileSync(join(PAGES, 'index.json'), 'utf8')) as { commit: string };
  const git = (...args: string[]): string =>
    execFileSync('git', ['--git-dir', mirror, ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const isDevSite = (site: string): boolean => {
    const digest = createHash('sha1').update(site).digest();
    return (digest[digest.length - 1] ?? 1) % 2 === 0;
  };
  const pairs: AuthorPair[] = [];
  for (const path of git('ls-tree', '-r', '--name-only', index.commit, 'tests/test_data/').split(
    '\n',
  )) {
    const match = /^tests\/test_data\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, site = '', stem = ''] = match;
    if (!isDevSite(site) || saved.has(`${site}/${stem}`) || halfOf(site) !== 'tuning') continue;
    const data = JSON.parse(git('show', `${index.commit}:${path}`)) as PageData;
    const page = pageOf(site, `${stem}.json`, data);
    if (page) pairs.push(...pairsOf(table, site, page.ingredients, true));
  }
  return pairs;
}

interface LabelledRow {
  readonly input: string;
  readonly source?: string;
}
const readRows = (file: string): LabelledRow[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledRow);
/** score-food-wide.ts's split by a line's text. */
const isTuningLine = (input: string): boolean =>
  (createHash('sha1').update(input).digest()[0] ?? 0) % 2 === 0;

/** The labelled sets' tuning lines, each source one site; a line both sets hold counted once. */
function labelledLines(table: FoodTable, wide: string | undefined): AuthorPair[] {
  const wideRows = wide !== undefined && existsSync(wide) ? readRows(wide) : [];
  const inWide = new Set(wideRows.map((row) => row.input));
  const rows = [
    ...wideRows.filter((row) => isTuningLine(row.input)),
    ...readRows(DEV_SET_PATH).filter((row) => !inWide.has(row.input)),
  ];
  const bySource = new Map<string, string[]>();
  for (const row of rows) {
    const source = row.source ?? '?';
    bySource.set(source, [...(bySource.get(source) ?? []), row.input]);
  }
  return [...bySource].flatMap(([source, lines]) => pairsOf(table, source, lines, false));
}

const table = await loadFoodTable();
const { pairs: pagePairs, saved } = savedPages(table);
const mirror = values.mirror;
const all = [
  ...pagePairs,
  ...(mirror !== undefined && existsSync(mirror) ? morePages(table, mirror, saved) : []),
  ...labelledLines(table, values.wide),
];
// A line a site repeats (a shared frosting on several pages) is one author's figure once.
const unique = [...new Map(all.map((pair) => [`${pair.site}\t${pair.line}`, pair])).values()];
const side = values.side;
const pairs = side === undefined ? unique : unique.filter((pair) => sideOfSite(pair.site) === side);

const percent = (part: number, whole: number): string =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;
const hits = pairs.filter(isHit).length;
console.log(
  `pairs ${pairs.length} from ${new Set(pairs.map((pair) => pair.site)).size} sites` +
    `${side === undefined ? '' : ` (${side} side)`}; within ±10% ${hits} (${percent(hits, pairs.length)})`,
);
for (const name of ['fit', 'check'] as const) {
  if (side !== undefined) break;
  const part = pairs.filter((pair) => sideOfSite(pair.site) === name);
  const within = part.filter(isHit).length;
  console.log(`  ${name} side: ${within} of ${part.length} (${percent(within, part.length)})`);
}
// The groups and misses are the fit side's only: the check side stays unseen, totals only.
const listed = pairs.filter((pair) => sideOfSite(pair.site) === 'fit');
if (values.pairs !== undefined) {
  writeFileSync(values.pairs, listed.map((pair) => JSON.stringify(pair)).join('\n') + '\n');
}
if (side !== 'check') {
  const negligible = (id: string | null): boolean =>
    id !== null && (table.byId.get(id)?.negligible ?? false);
  const keyOf = (pair: AuthorPair): string =>
    `${values.by === 'food' ? (pair.food ?? 'unplaced') : foodClassOf(pair.food, negligible(pair.food))} by ${measureKind(pair.unit)}`;
  console.log(
    `\n${'group'.padEnd(40)} lines  hits  sites  consensus  agreeing  site ratios (author/ours)`,
  );
  for (const group of summarise(listed, keyOf)) {
    console.log(
      `${group.key.padEnd(40)} ${String(group.lines).padStart(5)} ${String(group.hits).padStart(5)} ` +
        `${String(group.siteRatios.length).padStart(6)}  ${(group.consensus?.toFixed(2) ?? '—').padStart(9)} ` +
        `${String(group.agreeing).padStart(9)}${group.movable ? '*' : ' '} ` +
        group.siteRatios.map((ratio) => ratio.toFixed(2)).join(' '),
    );
  }
  const misses = listed.filter((pair) => !isHit(pair)).slice(0, Number(values.misses));
  if (misses.length > 0) console.log('\nmisses:');
  for (const pair of misses) {
    console.log(
      `  ${pair.site}\t${pair.line}  →  ${pair.food ?? 'none'} ${pair.grams ?? 'none'} (want ${pair.low === pair.high ? pair.low : `${pair.low}-${pair.high}`})`,
    );
  }
}
