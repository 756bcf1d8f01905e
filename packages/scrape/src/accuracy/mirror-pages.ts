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

/**
 * The page/expectation pairs of the mirror at `gitDir` that are on the owners' DEV sites and not
 * already in `shared/`, each read from git when it is scored.
 */
export function listMirrorFixtures(gitDir: string, shared = sharedFixtureNames()): Fixture[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
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
  for (const [key, pair] of pairs) {
    if (!pair.html || !pair.json) continue;
    if (ownersHalf(pair.site) !== 'dev' || shared.has(key)) continue;
    const expected = JSON.parse(git('show', `HEAD:${pair.json}`)) as Expected;
    const htmlFile = pair.html;
    fixtures.push({
      site: pair.site,
      stem: pair.stem,
      htmlPath: `${gitDir}:${htmlFile}`,
      expected,
      readHtml: () => git('show', `HEAD:${htmlFile}`),
    });
  }
  return fixtures.sort((a, b) => `${a.site}/${a.stem}`.localeCompare(`${b.site}/${b.stem}`));
}
