/**
 * More saved pages for `score:sets` (issue 31): the recipe-scrapers project's own test pages,
 * read from a local git mirror of github.com/hhursev/recipe-scrapers (any clone will do: a bare
 * mirror or a work tree's `.git`). Pages are read with `git ls-tree` and `git show` at `HEAD` and
 * never copied into this repository.
 *
 * Which of its pages count: `shared/testdata/recipe-pages` is the DEV half of that project's
 * pages (its `index.json` names the owners' split: `sha1(site folder)`, last byte even is DEV,
 * odd is the owners' hold-out). The owners' hold-out pages are how the product's owners measure
 * the extractor on unseen sites, so they are never read here, not even for figures; the pages
 * already in `shared/` are not read twice. What is left is the DEV pages left out of `shared/`
 * for size, and pages the project added after the snapshot on DEV sites.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, type Expected, type Fixture } from './score-fixtures.ts';

/** The owners' half of a site, by the rule in `shared/testdata/recipe-pages/index.json`. */
export const ownersHalf = (site: string): 'dev' | 'holdout' =>
  createHash('sha1').update(site).digest().at(-1)! % 2 === 0 ? 'dev' : 'holdout';

/** A test page's path in the project, split into its site folder and stem, or undefined. */
export function mirrorPagePath(
  file: string,
): { site: string; stem: string; kind: 'html' | 'json' } | undefined {
  const match = /^tests\/test_data\/([^/]+)\/([^/]+)\.(testhtml|html|json)$/.exec(file);
  if (!match) return undefined;
  return { site: match[1]!, stem: match[2]!, kind: match[3] === 'json' ? 'json' : 'html' };
}

/** The fixtures already in `shared/` (`site/stem`), from its index. */
function sharedFixtureNames(dir = FIXTURES_DIR): Set<string> {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
    fixtures: string[];
  };
  return new Set(index.fixtures);
}

/** A git command on the mirror at `gitDir`, its output as text; `quiet`: git's errors unshown. */
export const gitReader =
  (gitDir: string, quiet = false) =>
  (...args: string[]): string =>
    execFileSync('git', ['--git-dir', gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      ...(quiet ? { stdio: ['ignore', 'pipe', 'ignore'] } : {}),
    });

/** A page read from the mirror at `commit`, its expectation parsed now and its HTML when scored. */
function mirrorFixture(
  git: (...args: string[]) => string,
  gitDir: string,
  commit: string,
  page: { site: string; stem: string; html: string; json: string },
): Fixture {
  return {
    site: page.site,
    stem: page.stem,
    htmlPath: `${gitDir}:${commit}:${page.html}`,
    expected: JSON.parse(git('show', `${commit}:${page.json}`)) as Expected,
    readHtml: () => git('show', `${commit}:${page.html}`),
  };
}

const byName = (a: Fixture, b: Fixture) =>
  `${a.site}/${a.stem}`.localeCompare(`${b.site}/${b.stem}`);

/**
 * The page/expectation pairs of the mirror at `gitDir` that are on the owners' DEV sites and not
 * already in `shared/`, each read from git when it is scored.
 */
export function listMirrorFixtures(gitDir: string, shared = sharedFixtureNames()): Fixture[] {
  const git = gitReader(gitDir);
  const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'tests/test_data').split('\n');
  const pairs = new Map<string, { site: string; stem: string; html?: string; json?: string }>();
  for (const file of files) {
    const parsed = mirrorPagePath(file);
    if (!parsed) continue;
    const key = `${parsed.site}/${parsed.stem}`;
    const pair = pairs.get(key) ?? { site: parsed.site, stem: parsed.stem };
    pair[parsed.kind] = file;
    pairs.set(key, pair);
  }
  const fixtures: Fixture[] = [];
  for (const [key, { site, stem, html, json }] of pairs) {
    if (!html || !json) continue;
    if (ownersHalf(site) !== 'dev' || shared.has(key)) continue;
    fixtures.push(mirrorFixture(git, gitDir, 'HEAD', { site, stem, html, json }));
  }
  return fixtures.sort(byName);
}

/**
 * The test pages the project saved once and has since deleted or renamed (its history before
 * `HEAD`), each as it last stood, with the expectation saved beside it in that commit: pages of
 * sites it dropped and older markup of sites it kept. The same sides as `listMirrorFixtures`
 * (the owners' DEV sites only, no page named in `shared/`), and no page that `HEAD` still holds
 * by name or byte for byte (a rename alone), so no page is scored twice.
 */
export function listMirrorHistoryFixtures(
  gitDir: string,
  shared = sharedFixtureNames(),
): Fixture[] {
  const git = gitReader(gitDir);
  const atHead = git('ls-tree', '-r', 'HEAD', 'tests/test_data').split('\n');
  const headBlobs = new Set(atHead.map((line) => line.split(/\s/)[2]));
  const headNames = new Set<string>();
  for (const line of atHead) {
    const parsed = mirrorPagePath(line.split('\t')[1] ?? '');
    if (parsed) headNames.add(`${parsed.site}/${parsed.stem}`);
  }
  // Newest first: the first deletion of a name seen is its last, and the commit before it holds
  // the page as it last stood.
  const deletions = git(
    'log',
    '--no-renames',
    '--diff-filter=D',
    '--format=commit %H',
    '--name-only',
    'HEAD',
    '--',
    'tests/test_data',
  ).split('\n');
  const lastStood = new Map<string, { site: string; stem: string; commit: string }>();
  let commit = '';
  for (const line of deletions) {
    if (line.startsWith('commit ')) commit = line.slice('commit '.length);
    const parsed = mirrorPagePath(line);
    if (!parsed) continue;
    const key = `${parsed.site}/${parsed.stem}`;
    if (lastStood.has(key) || headNames.has(key) || shared.has(key)) continue;
    if (ownersHalf(parsed.site) !== 'dev') continue;
    lastStood.set(key, { site: parsed.site, stem: parsed.stem, commit: `${commit}^` });
  }
  const fixtures: Fixture[] = [];
  for (const [key, { site, stem, commit: before }] of lastStood) {
    // `<mode> blob <id>\t<path>` for each file of the site's folder as it stood.
    const files = git('ls-tree', before, `tests/test_data/${site}/`).split('\n');
    const page: { html?: string; json?: string; htmlBlob?: string } = {};
    for (const line of files) {
      const [meta = '', file = ''] = line.split('\t');
      const parsed = mirrorPagePath(file);
      if (!parsed || `${parsed.site}/${parsed.stem}` !== key) continue;
      page[parsed.kind] = file;
      if (parsed.kind === 'html') page.htmlBlob = meta.split(' ')[2];
    }
    const { html, json, htmlBlob } = page;
    if (!html || !json || headBlobs.has(htmlBlob)) continue;
    fixtures.push(mirrorFixture(git, gitDir, before, { site, stem, html, json }));
  }
  return fixtures.sort(byName);
}
