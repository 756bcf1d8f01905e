/**
 * Prints the extractor's figures per page set (issue 31): the tuning and held-out halves of the
 * sites, their pages without structured data, and their pages with it taken out.
 * Run: `npx tsx packages/scrape/bench/score-sets.ts [--half tune|held-out] [--no-stripped]
 * [--misses field] [--set name] [--limit N] [--dump scores.json] [--more <git dir>] [--cardless]
 * [--shareless] [--classless] [--history]`.
 * Tune on the tuning half only; the held-out half's misses are not for reading.
 *
 * `--cardless` adds the sets of structured pages read with their recipe card's class names taken
 * out too (`stripCardClasses` in `src/accuracy/page-sets.ts`): how the fallback rules (headings,
 * how lists look) fare on a site that names no part of its recipe.
 *
 * `--shareless` adds the sets of structured pages read with their share pictures (`og:image`,
 * `twitter:image`, `image_src`) taken out too (`stripShareImages`): the picture read from the
 * markup alone, as on a page whose share picture is missing or a logo; for the `picture` field.
 *
 * `--classless` adds the sets of structured pages read with every class and id taken out, but for
 * those that hide an element (`stripAllClasses`): the fallback rules on tags, headings and text alone.
 *
 * `--more` scores, instead of `shared/testdata/recipe-pages`, the recipe-scrapers project's own
 * test pages that are not in `shared/` and not on the owners' hold-out sites
 * (`src/accuracy/mirror-pages.ts`), read from a git mirror of it, split into halves by the same
 * site hash. Get the mirror with `git clone --mirror https://github.com/hhursev/recipe-scrapers
 * /tmp/recipe-scrapers.git` (or pass any clone's `.git`). `--history` adds, under the same
 * names, the pages the project deleted or renamed since (each as it last stood, with its
 * expectation: `listMirrorHistoryFixtures`), DEV sites only and none already scored.
 */
import { writeFileSync } from 'node:fs';
import { listMirrorFixtures, listMirrorHistoryFixtures } from '../src/accuracy/mirror-pages.ts';
import type { Half } from '../src/accuracy/page-sets.ts';
import { expectedInstructions } from '../src/accuracy/score-fixtures.ts';
import {
  scoreSets,
  setAccuracy,
  SET_FIELDS,
  type PageResult,
  type SetField,
} from '../src/accuracy/score-sets.ts';

const USAGE =
  'Usage: npx tsx packages/scrape/bench/score-sets.ts [--half tune|held-out] [--no-stripped] ' +
  '[--misses field] [--set name] [--limit N] [--dump scores.json] [--more <git dir>] [--cardless] ' +
  '[--shareless] [--classless] [--history]';
const FLAGS = new Set([
  '--half',
  '--no-stripped',
  '--misses',
  '--set',
  '--limit',
  '--dump',
  '--more',
  '--cardless',
  '--shareless',
  '--classless',
  '--history',
]);
const args = process.argv.slice(2);
// Asked for help, or given a flag it does not know, it scores nothing: both halves are scored by
// default, and a held-out half is not to be read by accident.
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.find((arg) => arg.startsWith('--') && !FLAGS.has(arg));
if (unknown !== undefined) throw new Error(`Unknown option ${unknown}\n${USAGE}`);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const half = option('--half') as Half | undefined;
const missField = option('--misses') as SetField | undefined;
if (missField !== undefined && !(SET_FIELDS as readonly string[]).includes(missField)) {
  throw new Error(`--misses takes one of ${SET_FIELDS.join(', ')}; not ${missField}.`);
}
const onlySet = option('--set');
const limit = Number(option('--limit') ?? 30);
if (missField && half !== 'tune') {
  throw new Error('Misses are listed for the tuning half only: add --half tune.');
}

if (args.includes('--history') && option('--more') === undefined) {
  throw new Error('--history reads the mirror of --more: add --more <git dir>.');
}
const morePages = (gitDir: string) => [
  ...listMirrorFixtures(gitDir),
  ...(args.includes('--history') ? listMirrorHistoryFixtures(gitDir) : []),
];

const misses: PageResult[] = [];
const dump = option('--dump');
const perPage: Record<string, Record<string, number>> = {};
const moreDir = option('--more');
const started = Date.now();
const sets = scoreSets(
  {
    halves: half ? [half] : ['tune', 'held-out'],
    stripped: !args.includes('--no-stripped'),
    onPage: (result) => {
      perPage[`${result.fixture} [${result.set}]`] = result.scores;
      if (!missField || result.scores[missField] >= 1) return;
      if (onlySet && result.set !== onlySet) return;
      misses.push(result);
    },
    more: moreDir !== undefined,
    cardless: args.includes('--cardless'),
    shareless: args.includes('--shareless'),
    classless: args.includes('--classless'),
  },
  moreDir ? morePages(moreDir) : undefined,
);
const elapsed = Date.now() - started;
if (dump) writeFileSync(dump, JSON.stringify(perPage, null, 1));

if (moreDir && sets.size === 0) throw new Error(`No pages read from ${moreDir}.`);
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 500);
for (const miss of misses.slice(0, limit)) {
  const pictureField = missField === 'image' || missField === 'picture';
  const stepField = missField === 'instructions' || missField === 'stepLines';
  const expected = pictureField
    ? miss.expected.image
    : stepField
      ? expectedInstructions(miss.expected)
      : missField === 'totalTime'
        ? miss.expected.total_time
        : missField === 'yields'
          ? miss.expected.yields
          : missField === 'title'
            ? miss.expected.title
            : miss.expected.ingredients;
  const actual = pictureField
    ? miss.draft?.imageUrl
    : stepField
      ? miss.draft?.instructions
      : missField === 'totalTime'
        ? miss.draft?.totalTime
        : missField === 'yields'
          ? miss.draft?.yields
          : missField === 'title'
            ? miss.draft?.name
            : miss.draft?.ingredients;
  console.log(`- ${miss.fixture} [${miss.set}] ${miss.scores[missField!]!.toFixed(2)}`);
  console.log(`    expected ${show(expected)}\n    actual   ${show(actual)}`);
}
if (missField) console.log(`\n${misses.length} misses`);

const header = [
  'set'.padEnd(41),
  'pages',
  ...SET_FIELDS.map((field) => field.slice(0, 11).padStart(11)),
];
console.log(`\n${header.join(' ')}`);
for (const [name, score] of sets) {
  const cells = SET_FIELDS.map((field) =>
    `${(setAccuracy(score, field) * 100).toFixed(1)}%`.padStart(11),
  );
  console.log([name.padEnd(41), String(score.pages).padStart(5), ...cells].join(' '));
}
console.log(`\n${elapsed} ms`);
