/**
 * Scores the markup-only reader (issue 31) on a folder of saved recipe pages that carry their own
 * JSON-LD Recipe (else microdata): the page's `recipeIngredient` and `image` are the reference, and
 * each page is read as served, with its structured data stripped, with its card's class names
 * stripped too and with every class stripped (`score-sets.ts`). Pages are split into halves by site
 * as the shared pages are (`siteHalf`); tune on one only.
 *
 * Run: `npx tsx packages/scrape/bench/score-folder.ts --dir <folder> [--half tune|held-out]
 * [--misses ingredientLines|picture] [--set name] [--limit N] [--dump scores.json]`.
 * The folder holds `<site>/<stem>.html` (or `.html.gz`): the site folder names the half. The
 * pages themselves are not kept in this repository (their licences are unknown).
 *
 * `--fresh <git dir>[,<git dir>…] --more <recipe-scrapers git dir>` (or the environment's
 * `PLATEFUL_FRESH_MIRRORS`, comma-separated, and `PLATEFUL_RECIPE_SCRAPERS_GIT`) reads instead
 * every saved HTML page at `HEAD` of other projects' git mirrors (e.g. `git clone --mirror
 * https://github.com/reaper47/recipya`), one page per site, none on a recipe-scrapers test site
 * (ours or the owners' hold-out: `src/accuracy/fresh-pages.ts`). The site is the page's own host.
 * Without the mirrors it says so and scores nothing.
 *
 * `--tune-sites` (with `--fresh`) reads instead the mirrors' pages on the sites of our own tuning
 * half (`shared/testdata/recipe-pages`, `siteHalf`) that are not our saved pages, up to five a
 * site: more pages of the sites we tune on, for reading misses. No held-out site's page is read.
 *
 * `--wide` (with `--fresh`) reads the mirrors' pages on every site but the owners' hold-out (by
 * any of its names, at `HEAD` or in history), up to five a site, none of our saved pages: the
 * fresh set's sites with all their pages, the `--more` sites' and ours, each in its half by
 * `siteHalf`. A page with no canonical link takes its host from its folder (`hostOfPath`). Read
 * the tuning half's misses only; the held-out half is for totals.
 *
 * `--by-project` (with `--fresh`) adds each mirror's own ingredient-line figure per set, named by
 * its git dir's folder (`nextcloud+cookbook, tune, structured data stripped`), so one project's
 * pages can be reported apart (nextcloud/cookbook's saved pages are a tuning set since session 58).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  FRESH_MIRRORS_WANTED,
  freshMirrorPages,
  freshMirrors,
  hostOfPath,
  pageHost,
  recipeScrapersSiteNames,
  pageKey,
  readMirrorFile,
  tuneSiteFilter,
} from '../src/accuracy/fresh-pages.ts';
import { ownersHalf } from '../src/accuracy/mirror-pages.ts';
import { expectedFromPage } from '../src/accuracy/page-reference.ts';
import { siteHalf, type Half } from '../src/accuracy/page-sets.ts';
import { listFixtures, type Fixture } from '../src/accuracy/score-fixtures.ts';
import {
  scoreSets,
  setAccuracy,
  type PageResult,
  type SetField,
} from '../src/accuracy/score-sets.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const dir = option('--dir');
const freshOption = args.includes('--fresh')
  ? (option('--fresh') ?? '')
  : process.env.PLATEFUL_FRESH_MIRRORS;
const fresh = freshOption === undefined ? undefined : freshOption.split(',').filter(Boolean);
if (!dir && fresh === undefined) {
  throw new Error(
    'Usage: score-folder.ts --dir <folder> | --fresh <git dir>[,…] --more <git dir> [--half tune|held-out] …',
  );
}
const half = option('--half') as Half | undefined;
const missField = option('--misses') as SetField | undefined;
const onlySet = option('--set');
const limit = Number(option('--limit') ?? 30);

const fixtures: Fixture[] = [];
/** Each fresh page's project (its git dir's folder, e.g. `nextcloud+cookbook`), for `--by-project`. */
const projectOf = new Map<string, string>();
if (fresh !== undefined) {
  const asked = freshMirrors(fresh, option('--more') ?? process.env.PLATEFUL_RECIPE_SCRAPERS_GIT);
  if (!asked) {
    console.log(`Fresh set skipped: ${FRESH_MIRRORS_WANTED}`);
    process.exit(0);
  }
  const { mirrors: present, known } = asked;
  // Our tuning sites' pages: the site folders with their halves and their pages' addresses.
  const urlsBySite = new Map<string, string[]>();
  for (const { site, expected } of args.includes('--tune-sites') ? listFixtures() : []) {
    const urls = urlsBySite.get(site) ?? [];
    if (expected.canonical_url) urls.push(expected.canonical_url);
    urlsBySite.set(site, urls);
  }
  const ourTuneSite = args.includes('--tune-sites')
    ? tuneSiteFilter([...urlsBySite].map(([site, urls]) => ({ site, half: siteHalf(site), urls })))
    : undefined;
  const read = (html: string) => {
    const expected = expectedFromPage(html);
    if (!expected) return undefined;
    const site = pageHost(expected.canonical_url);
    if (ourTuneSite === undefined) return { value: expected, site };
    if (!ourTuneSite(site, expected.canonical_url)) return undefined;
    return { value: expected, site, key: pageKey(expected.canonical_url ?? '') };
  };
  const ourUrls = new Set(
    args.includes('--wide')
      ? listFixtures().flatMap(({ expected }) =>
          expected.canonical_url ? [pageKey(expected.canonical_url)] : [],
        )
      : [],
  );
  const readWide = (html: string) => {
    const expected = expectedFromPage(html);
    if (!expected) return undefined;
    const key = expected.canonical_url ? pageKey(expected.canonical_url) : undefined;
    if (key !== undefined && ourUrls.has(key)) return undefined;
    return { value: expected, site: pageHost(expected.canonical_url), key };
  };
  const scrapersDir = option('--more') ?? process.env.PLATEFUL_RECIPE_SCRAPERS_GIT ?? '';
  const pages = args.includes('--wide')
    ? freshMirrorPages(
        present,
        recipeScrapersSiteNames(scrapersDir, (site) => ownersHalf(site) === 'holdout'),
        readWide,
        5,
        hostOfPath,
      )
    : ourTuneSite
      ? freshMirrorPages(present, new Set<string>(), read, 5)
      : freshMirrorPages(present, known, read);
  for (const { gitDir, file, site, value } of pages) {
    const readHtml = () => readMirrorFile(gitDir, file);
    fixtures.push({
      site,
      stem: file,
      htmlPath: `${gitDir}:HEAD:${file}`,
      expected: value,
      readHtml,
    });
    projectOf.set(`${site}/${file}`, path.basename(path.dirname(gitDir)));
  }
}
for (const site of dir ? readdirSync(dir).sort() : []) {
  if (!dir) break; // narrows `dir` for the loop
  const siteDir = path.join(dir, site);
  if (!statSync(siteDir).isDirectory()) continue;
  for (const file of readdirSync(siteDir).sort()) {
    if (!/\.html?(\.gz)?$/.test(file)) continue;
    const htmlPath = path.join(siteDir, file);
    const readHtml = () => {
      const bytes = readFileSync(htmlPath);
      return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    };
    const expected = expectedFromPage(readHtml());
    if (!expected) continue;
    fixtures.push({
      site,
      stem: file.replace(/\.html?(\.gz)?$/, ''),
      htmlPath,
      expected,
      readHtml,
    });
  }
}

const misses: PageResult[] = [];
const byProject = new Map<string, { pages: number; lines: number }>();
const perPage: Record<string, Record<string, number>> = {};
const started = Date.now();
const sets = scoreSets(
  {
    halves: half ? [half] : ['tune', 'held-out'],
    cardless: true,
    classless: true,
    onPage: (result) => {
      perPage[`${result.fixture} [${result.set}]`] = result.scores;
      const project = projectOf.get(result.fixture);
      if (project) {
        const key = `${project}, ${result.set}`;
        const row = byProject.get(key) ?? { pages: 0, lines: 0 };
        row.pages += 1;
        row.lines += result.scores.ingredientLines;
        byProject.set(key, row);
      }
      if (!missField || result.scores[missField] >= 1) return;
      if (onlySet && result.set !== onlySet) return;
      misses.push(result);
    },
  },
  fixtures,
);
const elapsed = Date.now() - started;
const dump = option('--dump');
if (dump) writeFileSync(dump, JSON.stringify(perPage, null, 1));

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 600);
for (const miss of misses.slice(0, limit)) {
  const picture = missField === 'image' || missField === 'picture';
  console.log(`- ${miss.fixture} [${miss.set}] ${miss.scores[missField!]!.toFixed(2)}`);
  console.log(`    expected ${show(picture ? miss.expected.image : miss.expected.ingredients)}`);
  console.log(`    actual   ${show(picture ? miss.draft?.imageUrl : miss.draft?.ingredients)}`);
}
if (missField) console.log(`\n${misses.length} misses`);

const fields: SetField[] = ['ingredientLines', 'picture', 'image'];
console.log(`\n${['set'.padEnd(41), 'pages', ...fields.map((f) => f.padStart(16))].join(' ')}`);
for (const [name, score] of sets) {
  const cells = fields.map((field) =>
    `${(setAccuracy(score, field) * 100).toFixed(1)}%`.padStart(16),
  );
  console.log([name.padEnd(41), String(score.pages).padStart(5), ...cells].join(' '));
}
if (args.includes('--by-project')) {
  console.log(`\n${'project, set'.padEnd(64)} pages  ingredientLines`);
  for (const [key, { pages, lines }] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
    const cell = `${((lines / pages) * 100).toFixed(1)}%`;
    console.log([key.padEnd(64), String(pages).padStart(5), cell.padStart(16)].join(' '));
  }
}
console.log(`\n${fixtures.length} pages read, ${elapsed} ms`);
