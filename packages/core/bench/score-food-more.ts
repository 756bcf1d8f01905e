/**
 * The food model against more recipe pages: the recipe-scrapers test pages that
 * ../shared/testdata/recipe-pages left out, read from a local git mirror of
 * github.com/hhursev/recipe-scrapers (tests/test_data/<site>/<stem>.json), scored as `score:food`
 * scores its pages (bench/food-pages.ts) and split into its halves by the same rule (`halfOf`).
 *
 *   npx tsx packages/core/bench/score-food-more.ts --mirror <git dir> [--commit <rev>]
 *     [--half tuning|held-out] [--history] [--unplaced N] [--misses N] [--lines] [--json]
 *
 * The mirror: any clone of the project (`git clone --bare https://github.com/hhursev/recipe-scrapers`),
 * or `PLATEFUL_RECIPE_SCRAPERS` naming its git directory. It is read with `git ls-tree`/`git show`
 * at `--commit` (default the snapshot of ../shared/testdata/recipe-pages/index.json), never
 * checked out, and nothing of it is copied into this repository.
 *
 * Which pages: only sites on the DEV side of the split that made ../shared (sha1 of the site
 * folder, last digest byte even). The other sites' pages are the evaluation set the owners keep
 * for themselves; reading them here would tune on it. Of the DEV sites, the pages already in
 * ../shared are left out (same site and file), so this set is what the saved pages lack: the
 * sites ../shared dropped to save space, and pages a site added after the snapshot.
 *
 * `--history` adds the pages the project deleted or renamed before `--commit` (its history), each
 * as it last stood, on the same sides (DEV sites, not in ../shared): sites the project dropped and
 * older saves of sites it kept, as `score:sets --history` reads them for the extractor. A page whose
 * expectation the commit still holds byte for byte (a rename), or whose site and title a page at
 * the commit (or in ../shared) has, is left out: no recipe is scored twice.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
const SAVED = resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: {
    mirror: { type: 'string', default: process.env.PLATEFUL_RECIPE_SCRAPERS },
    commit: { type: 'string' },
    history: { type: 'boolean', default: false },
    ...SCORE_OPTIONS,
  },
});

const mirror = values.mirror;
if (mirror === undefined || !existsSync(mirror)) {
  console.error(
    'score-food-more: give the recipe-scrapers git directory with --mirror or PLATEFUL_RECIPE_SCRAPERS',
  );
  process.exit(2);
}

const index = JSON.parse(readFileSync(join(SAVED, 'index.json'), 'utf8')) as {
  commit: string;
  fixtures: string[];
};
const commit = values.commit ?? index.commit;
const saved = new Set(index.fixtures);

/** A site on the DEV side of ../shared's split (the owners hold the other side out). */
function isDevSite(site: string): boolean {
  const digest = createHash('sha1').update(site).digest();
  return (digest[digest.length - 1] ?? 1) % 2 === 0;
}

const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', mirror, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** Whether a page of `site` is read here: a DEV site, on the half asked for. */
const wanted = (site: string): boolean =>
  isDevSite(site) && (values.half === undefined || halfOf(site) === values.half);

function readPages(): Page[] {
  const pages: Page[] = [];
  const paths = git('ls-tree', '-r', '--name-only', commit, 'tests/test_data/').split('\n');
  for (const path of paths) {
    const match = /^tests\/test_data\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, site = '', stem = ''] = match;
    if (!wanted(site) || saved.has(`${site}/${stem}`)) continue;
    const data = JSON.parse(git('show', `${commit}:${path}`)) as PageData;
    const page = pageOf(site, `${stem}.json`, data);
    if (page) pages.push(page);
  }
  return pages;
}

/** `site/title` of every page at the commit and in ../shared, to know a recipe saved again. */
function recipesKnown(): Set<string> {
  const known = new Set<string>();
  const paths = git('ls-tree', '-r', '--name-only', commit, 'tests/test_data/').split('\n');
  for (const path of paths) {
    const match = /^tests\/test_data\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match || !wanted(match[1] ?? '')) continue;
    const data = JSON.parse(git('show', `${commit}:${path}`)) as { title?: string };
    known.add(`${match[1]}/${(data.title ?? '').trim().toLowerCase()}`);
  }
  for (const fixture of saved) {
    const file = join(SAVED, `${fixture}.json`);
    if (!wanted(fixture.split('/')[0] ?? '') || !existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, 'utf8')) as { title?: string };
    known.add(`${fixture.split('/')[0]}/${(data.title ?? '').trim().toLowerCase()}`);
  }
  return known;
}

/** The pages deleted or renamed before the commit, each as it last stood (`--history`). */
function readHistoryPages(): Page[] {
  const atCommit = git('ls-tree', '-r', commit, 'tests/test_data/').split('\n');
  const blobs = new Set(atCommit.map((line) => line.split(/\s/)[2]));
  const known = recipesKnown();
  // Newest first: the first deletion of a path seen is its last, and the commit before it holds
  // the page as it last stood.
  const log = git(
    'log',
    '--no-renames',
    '--diff-filter=D',
    '--format=commit %H',
    '--name-only',
    commit,
    '--',
    'tests/test_data',
  ).split('\n');
  const seen = new Set<string>();
  const pages: Page[] = [];
  let deletedIn = '';
  for (const line of log) {
    if (line.startsWith('commit ')) deletedIn = line.slice('commit '.length);
    const match = /^tests\/test_data\/([^/]+)\/([^/]+)\.json$/.exec(line);
    if (!match || seen.has(line)) continue;
    seen.add(line);
    const [, site = '', stem = ''] = match;
    if (!wanted(site) || saved.has(`${site}/${stem}`)) continue;
    const blob = git('rev-parse', `${deletedIn}^:${line}`).trim();
    if (blobs.has(blob)) continue;
    const data = JSON.parse(git('show', blob)) as PageData & { title?: string };
    if (known.has(`${site}/${(data.title ?? '').trim().toLowerCase()}`)) continue;
    known.add(`${site}/${(data.title ?? '').trim().toLowerCase()}`);
    const page = pageOf(site, `${stem}.json`, data);
    if (page) pages.push(page);
  }
  return pages;
}

scorePagesAsAsked(
  await loadFoodTable(),
  [...readPages(), ...(values.history ? readHistoryPages() : [])],
  values,
);
