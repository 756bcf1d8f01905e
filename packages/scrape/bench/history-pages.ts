/**
 * Writes a history set for `score-folder.ts --dir` (issue 31): the saved pages that the mirrors
 * (recipe-scrapers and the fresh projects) deleted or renamed before `HEAD`, each as it last stood
 * (`mirrorHistoryHtmlPaths`), and recipe-scrapers' pages on its other branches, on sites that no
 * page set reads. That is, none of the
 * recipe-scrapers project's test sites by any name, at `HEAD` or in history, whichever half (our
 * DEV pages in `shared/`, `--more`, `--history`, or the owners' hold-out, which no bench reads),
 * and no site of a page any mirror still holds at `HEAD` (the fresh, `--wide` and nextcloud sets).
 * Each page's reference is its own JSON-LD (else microdata), as in `score-folder.ts`; its site is
 * the host of its canonical link, else of its folder. Up to five pages a site, a page saved twice
 * counted once. The pages are written outside this repository (their licences are unknown).
 *
 * Run: `PLATEFUL_FRESH_MIRRORS=<git dir>,… PLATEFUL_RECIPE_SCRAPERS_GIT=<git dir>
 * npx tsx packages/scrape/bench/history-pages.ts --out /tmp/history-pages`, then
 * `npx tsx packages/scrape/bench/score-folder.ts --dir /tmp/history-pages [--half tune]`
 * (the site folder names the half by `siteHalf`; read the tuning half's misses only).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FRESH_MIRRORS_WANTED,
  freshMirrors,
  hostOfPath,
  isKnownSite,
  mirrorHistoryHtmlPaths,
  mirrorHtmlPaths,
  namesOf,
  pageHost,
  pageKey,
  readMirrorFile,
} from '../src/accuracy/fresh-pages.ts';
import { gitReader, mirrorPagePath } from '../src/accuracy/mirror-pages.ts';
import { expectedFromPage } from '../src/accuracy/page-reference.ts';
import { siteHalf } from '../src/accuracy/page-sets.ts';
import { listFixtures } from '../src/accuracy/score-fixtures.ts';

const args = process.argv.slice(2);
const out = args[args.indexOf('--out') + 1];
if (!args.includes('--out') || !out) throw new Error('Usage: history-pages.ts --out <folder>');
const scrapersDir = process.env.PLATEFUL_RECIPE_SCRAPERS_GIT;
const asked = freshMirrors(
  (process.env.PLATEFUL_FRESH_MIRRORS ?? '').split(',').filter(Boolean),
  scrapersDir,
);
if (!asked || !scrapersDir) {
  console.log(`History set skipped: ${FRESH_MIRRORS_WANTED}`);
  process.exit(0);
}
const PER_SITE = 5;

const siteOf = (html: string, file: string) => {
  const expected = expectedFromPage(html);
  return { expected, site: pageHost(expected?.canonical_url) ?? hostOfPath(file) };
};

// Sites some set reads: recipe-scrapers' (any half) and those of every page at `HEAD`.
const excluded = new Set(asked.known);
const sharedHosts = listFixtures().map(({ expected }) => pageHost(expected.canonical_url));
for (const host of sharedHosts) if (host) for (const name of namesOf(host)) excluded.add(name);
for (const gitDir of asked.mirrors) {
  for (const file of mirrorHtmlPaths(gitDir)) {
    const { expected, site } = siteOf(readMirrorFile(gitDir, file), file);
    if (expected && site) for (const name of namesOf(site)) excluded.add(name);
  }
}

const bySite = new Map<string, number>();
const keys = new Set<string>();
let written = 0;
for (const gitDir of [scrapersDir, ...asked.mirrors]) {
  const project = path.basename(path.dirname(gitDir));
  const git = gitReader(gitDir, true);
  // recipe-scrapers' side branches hold test sites its `HEAD` never had, in no set.
  for (const { file, blob } of mirrorHistoryHtmlPaths(gitDir, gitDir === scrapersDir)) {
    const folder = mirrorPagePath(file)?.site;
    if (folder && isKnownSite(folder, excluded)) continue; // no need to read it
    let html: string;
    try {
      html = git('show', blob);
    } catch {
      continue; // a partial mirror may lack old blobs
    }
    const { expected, site } = siteOf(html, file);
    if (!expected || !site || isKnownSite(site, excluded)) continue;
    const key = expected.canonical_url ? pageKey(expected.canonical_url) : undefined;
    const count = bySite.get(site) ?? 0;
    if (count >= PER_SITE || (key !== undefined && keys.has(key))) continue;
    bySite.set(site, count + 1);
    if (key !== undefined) keys.add(key);
    mkdirSync(path.join(out, site), { recursive: true });
    writeFileSync(path.join(out, site, `${project}-${blob.slice(0, 10)}.html`), html);
    written += 1;
  }
}
const halves = [...bySite.keys()].map(siteHalf);
console.log(
  `${written} pages on ${bySite.size} sites (${halves.filter((h) => h === 'tune').length} tune, ` +
    `${halves.filter((h) => h === 'held-out').length} held-out) written to ${out}`,
);
