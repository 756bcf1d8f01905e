/**
 * A fresh set for `score-folder.ts --fresh` (issue 31): saved recipe pages from other projects'
 * git mirrors (recipya, mealie, Tandoor, …), on sites that are in none of our page sets and none
 * of the owners' hold-out. Pages are read with `git ls-tree` and `git show` at `HEAD` and never
 * copied into this repository.
 *
 * A page's site is the host of its canonical link (else `og:url`). A site is left out when it, or
 * its name without its domain (`allrecipes` for allrecipes.com.br), is a test site of the
 * recipe-scrapers project at all, whichever half (`tests/test_data/<site>` at `HEAD` or in its
 * history): those are our DEV pages (`shared/`, `--more`) or the owners' hold-out, which no bench
 * reads. One page per site, the first by path, so no one site weighs more than another.
 */
import { existsSync } from 'node:fs';
import { siteName } from '@plateful/core';
import type { CheerioAPI } from 'cheerio';
import { gitReader, mirrorPagePath } from './mirror-pages.ts';

/** What a bench asks for when the fresh set's mirrors are not given or not here. */
export const FRESH_MIRRORS_WANTED =
  "give the other projects' git mirrors (--fresh or PLATEFUL_FRESH_MIRRORS) " +
  'and the recipe-scrapers mirror whose sites are left out (--more or PLATEFUL_RECIPE_SCRAPERS_GIT).';

/**
 * The fresh set's mirrors of `gitDirs` that are here, and the recipe-scrapers sites to leave out
 * (`recipeScrapersSiteNames` of `scrapersDir`); undefined when none is here or that mirror is not.
 */
export function freshMirrors(
  gitDirs: readonly string[],
  scrapersDir: string | undefined,
): { readonly mirrors: string[]; readonly known: Set<string> } | undefined {
  const mirrors = gitDirs.filter((gitDir) => gitDir !== '' && existsSync(gitDir));
  if (mirrors.length === 0 || !scrapersDir || !existsSync(scrapersDir)) return undefined;
  return { mirrors, known: recipeScrapersSiteNames(scrapersDir) };
}

/** A page's own address as it gives it: its canonical link, else its Open Graph URL. */
export const canonicalOf = ($: CheerioAPI): string | undefined =>
  $('link[rel="canonical"]').attr('href') ?? $('meta[property="og:url"]').attr('content');

/** A host without `www.`, lower case, or undefined when the URL has none. */
export function pageHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url.startsWith('//') ? `https:${url}` : url).hostname.toLowerCase();
    return host.replace(/^www\d?\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** Every name a site may go by: its host and its name without its domain. */
export const namesOf = (host: string) => [
  host.toLowerCase().replace(/^www\d?\./, ''),
  siteName(host),
];

/**
 * The recipe-scrapers project's test sites, at `HEAD` and in its history, by every name; with
 * `only`, just the site folders it keeps (e.g. the owners' hold-out, `ownersHalf`).
 */
export function recipeScrapersSiteNames(
  gitDir: string,
  only: (site: string) => boolean = () => true,
): Set<string> {
  const git = gitReader(gitDir, true);
  const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'tests/test_data').split('\n');
  // A shallow or partial mirror may miss old commits: what the log gives is still left out.
  let history: string[] = [];
  try {
    history = git('log', '--format=', '--name-only', 'HEAD', '--', 'tests/test_data').split('\n');
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (typeof stdout === 'string') history = stdout.split('\n');
  }
  const names = new Set<string>();
  for (const file of [...files, ...history]) {
    const site = mirrorPagePath(file)?.site;
    if (site && only(site)) for (const name of namesOf(site)) names.add(name);
  }
  return names;
}

/** Whether a page's host is one of `known`'s sites by any of its names. */
export const isKnownSite = (host: string, known: ReadonlySet<string>) =>
  namesOf(host).some((name) => known.has(name));

/**
 * The saved HTML pages of a git mirror at `HEAD` (any folder), by path: files named `.html`,
 * `.htm` or `.testhtml`, and files with no extension in a folder named `html` (one project saves
 * its pages as `tests/data/html/<host>/<slug>`).
 */
export function mirrorHtmlPaths(gitDir: string): string[] {
  const files = gitReader(gitDir)('ls-tree', '-r', '--name-only', 'HEAD').split('\n');
  return files.filter(isSavedPagePath).sort();
}

const isSavedPagePath = (file: string) =>
  /\.(html?|testhtml)$/i.test(file) || /(^|\/)html\/(.+\/)?[^./]+$/.test(file);

/**
 * The saved HTML pages (`mirrorHtmlPaths`' names) a git mirror deleted or renamed before `HEAD`,
 * each as it last stood (the blob the deletion removed), newest deletion first: one entry a
 * blob, none whose bytes `HEAD` still holds under any name (a rename or a copy). For a history
 * set of pages no current set reads (`bench/history-pages.ts`). With `allBranches`, also every
 * page added on any branch, `HEAD`'s or not (a project's side branches may hold sites its `HEAD`
 * never had).
 */
export function mirrorHistoryHtmlPaths(
  gitDir: string,
  allBranches = false,
): { file: string; blob: string }[] {
  const git = gitReader(gitDir, true);
  const atHead = new Set(
    git('ls-tree', '-r', 'HEAD')
      .split('\n')
      .map((line) => line.split(/\s/)[2]),
  );
  // `:<old mode> <new mode> <old blob> <new blob> <D|A>\t<path>` for each deletion (addition).
  const raw = git(
    'log',
    '--no-renames',
    allBranches ? '--diff-filter=AD' : '--diff-filter=D',
    '--raw',
    '--no-abbrev',
    '--format=',
    allBranches ? '--all' : 'HEAD',
  );
  const pages: { file: string; blob: string }[] = [];
  const seen = new Set<string>();
  for (const line of raw.split('\n')) {
    const [meta = '', file = ''] = line.split('\t');
    const fields = meta.split(' ');
    const blob = fields[4] === 'A' ? fields[3] : fields[2];
    if (!blob || !isSavedPagePath(file) || atHead.has(blob) || seen.has(blob)) continue;
    seen.add(blob);
    pages.push({ file, blob });
  }
  return pages;
}

/** A page's HTML from a git mirror at `HEAD`. */
export const readMirrorFile = (gitDir: string, file: string): string =>
  gitReader(gitDir)('show', `HEAD:${file}`);

/**
 * The fresh set: of each mirror in `gitDirs` (in order), each saved page at `HEAD` (by path) that
 * `read` gives a value and a site for, the first `perSite` pages of each site that is not one of
 * `known`'s (`recipeScrapersSiteNames`), a page saved twice (the same `key`, e.g. its canonical
 * address) counted once. `read` gets the page's HTML; the site is its canonical host. With
 * `history`, each mirror's pages deleted or renamed before `HEAD` and those added on its other
 * branches follow its pages at `HEAD` (`mirrorHistoryHtmlPaths`), read the same way.
 * `pageText` gives a page's text from its key (`<commit>:<path>` at `HEAD`, `<blob>:<path>` from
 * the history) and its reader: a cache (`diskTextCache`) may give it without the mirror.
 */
export function freshMirrorPages<T>(
  gitDirs: readonly string[],
  known: ReadonlySet<string>,
  read: (
    html: string,
  ) => { readonly value: T; readonly site: string | undefined; readonly key?: string } | undefined,
  perSite = 1,
  siteOfPath: (file: string) => string | undefined = () => undefined,
  history = false,
  pageText: (key: string, read: () => string) => string = (_key, read) => read(),
): { readonly gitDir: string; readonly file: string; readonly site: string; readonly value: T }[] {
  const pages: { gitDir: string; file: string; site: string; value: T }[] = [];
  const bySite = new Map<string, number>();
  const keys = new Set<string>();
  for (const gitDir of gitDirs) {
    const head = gitReader(gitDir)('rev-parse', 'HEAD').trim();
    const saved = [
      ...mirrorHtmlPaths(gitDir).map((file) => ({
        file,
        html: () => pageText(`${head}:${file}`, () => readMirrorFile(gitDir, file)),
      })),
      ...(history
        ? mirrorHistoryHtmlPaths(gitDir, true).map(({ file, blob }) => ({
            file,
            html: () => pageText(`${blob}:${file}`, () => gitReader(gitDir)('show', blob)),
          }))
        : []),
    ];
    for (const { file, html } of saved) {
      const found = read(html());
      const site = found ? (found.site ?? siteOfPath(file)) : undefined;
      if (!found || !site || isKnownSite(site, known)) continue;
      const count = bySite.get(site) ?? 0;
      if (count >= perSite || (found.key !== undefined && keys.has(found.key))) continue;
      bySite.set(site, count + 1);
      if (found.key !== undefined) keys.add(found.key);
      pages.push({ gitDir, file, site, value: found.value });
    }
  }
  return pages;
}

/**
 * The host a project's folder names for a page saved in it (`tests/data/html/www.bhg.com/pie`),
 * without `www.`: the nearest folder named like a host (dotted labels ending in two letters or
 * more). For pages that give no canonical link or Open Graph URL.
 */
export function hostOfPath(file: string): string | undefined {
  const folders = file.split('/').slice(0, -1).reverse();
  const host = folders.find((folder) => /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(folder));
  return host ? pageHost(`https://${host}/`) : undefined;
}

/**
 * A page address without its scheme, `www.` and a closing slash: the same page saved by two
 * projects has one key.
 */
export const pageKey = (url: string): string =>
  url
    .trim()
    .replace(/^(?:https?:)?\/\/(?:www\d?\.)?/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/**
 * The sites of our tuning half, by host, and the addresses of their saved pages: the `--tune-sites`
 * set reads the mirrors' pages on these sites that are not among ours, more pages of sites we
 * already tune on. `sites` gives each site folder of `shared/testdata/recipe-pages` with its half
 * and the canonical addresses of its pages.
 */
export function tuneSiteFilter(
  sites: readonly {
    readonly site: string;
    readonly half: string;
    readonly urls: readonly string[];
  }[],
): (host: string | undefined, url: string | undefined) => boolean {
  const tune = new Set(sites.filter(({ half }) => half === 'tune').map(({ site }) => site));
  const ours = new Set(sites.flatMap(({ urls }) => urls.map(pageKey)));
  return (host, url) =>
    host !== undefined && tune.has(host) && (url === undefined || !ours.has(pageKey(url)));
}
