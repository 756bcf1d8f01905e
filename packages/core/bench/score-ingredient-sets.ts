/**
 * Every labelled set of ingredient lines, both halves, in one report: the DEV set, and the sets
 * built from the CSVs of the public project strangetom/ingredient-parser (MIT, Copyright (c) 2021
 * Tom Strange), read from a local git copy of it at the commits the earlier reports used:
 *
 * - `nyt`: `train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv` at 28c6d5f, built by
 *   `wide-ingredient-set.ts` in a directory of its own (the DEV and evaluation range left out).
 * - `wide`: the bbc, cookstr and tastecooking CSVs at d6c4386 and allrecipes at eb189a7 (the
 *   newest copy of that file the mirror holds whole), by `wide-ingredient-set.ts`; allrecipes is
 *   held out whole (`HELD_OUT_SOURCES`), the site no rule was tuned on.
 * - `sf`: the "strangerfoods" CSV at 7d46ad8's parent (the commit removed it), by
 *   `wide-ingredient-set.ts` and then `probe-ingredient-set.ts`: the author's own collection from
 *   UK and US sites, labelled with the fields its recipes were stored with.
 *
 * Those are all the sources the project's training data has held (allrecipes, bbc, cookstr, nyt,
 * tastecooking, strangerfoods). Each set's halves are `splitHalves`'s (by a hash of the line's
 * id): tune on the tuning half's misses, read the held-out half as a total only.
 *
 * Run: `npx tsx packages/core/bench/score-ingredient-sets.ts <git dir of
 * strangetom/ingredient-parser> [--out <dir>]` (the CSVs and built sets are written to `--out`,
 * by default a new directory under the system's temporary one; an existing set there is reused).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEV_SET_PATH,
  readLabelledLines,
  scoreLine,
  splitHalves,
  type LineResult,
} from './ingredient-accuracy.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' } },
});
const gitDir = positionals[0];
if (gitDir === undefined) {
  console.error(
    'usage: score-ingredient-sets.ts <git dir of strangetom/ingredient-parser> [--out <dir>]',
  );
  process.exit(2);
}
const out = values.out ?? mkdtempSync(join(tmpdir(), 'ingredient-sets-'));
const bench = dirname(fileURLToPath(import.meta.url));

/** The CSVs of each set: [file name in the set's directory, commit, path in the repository]. */
const SETS: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  nyt: [['nyt.csv', '28c6d5f', 'train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv']],
  wide: [
    ['bbc.csv', 'd6c4386', 'train/data/bbc/bbc-ingredients-snapshot-2017.csv'],
    ['cookstr.csv', 'd6c4386', 'train/data/cookstr/cookstr-ingredients-snapshot-2017.csv'],
    [
      'tastecooking.csv',
      'd6c4386',
      'train/data/tastecooking/tastecooking-ingredients-snapshot-2024.csv',
    ],
    ['allrecipes.csv', 'eb189a7', 'train/data/allrecipes/allrecipes-ingredients-snapshot-2017.csv'],
  ],
  sf: [['sf.csv', '7d46ad8^', 'train/data/strangerfoods/sf-labelled-data.csv']],
};

const tsx = (script: string, ...args: string[]) =>
  execFileSync('npx', ['tsx', join(bench, script), ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** The set's JSON lines, built from the mirror's CSVs unless `out` has them already. */
function builtSet(name: string): string {
  const built = join(out, `${name}.jsonl`);
  if (existsSync(built)) return built;
  const directory = join(out, name);
  mkdirSync(directory, { recursive: true });
  for (const [file, commit, path] of SETS[name] ?? []) {
    const csv = execFileSync('git', ['--git-dir', gitDir ?? '', 'show', `${commit}:${path}`], {
      maxBuffer: 1 << 30,
    });
    writeFileSync(join(directory, file), csv);
  }
  const lines = tsx('wide-ingredient-set.ts', directory);
  if (name === 'sf') {
    const raw = join(out, 'sf-raw.jsonl');
    writeFileSync(raw, lines);
    writeFileSync(built, tsx('probe-ingredient-set.ts', raw));
  } else writeFileSync(built, lines);
  return built;
}

const allThree = (results: readonly LineResult[]) => {
  const right = results.filter((r) => r.quantityOk && r.unitOk && r.nameOk).length;
  const share = results.length === 0 ? 0 : (100 * right) / results.length;
  return `${share.toFixed(2)}% (${right}/${results.length})`;
};

console.log(`sets in ${out}; all three right, tuning / held out`);
for (const [name, path] of [
  ['DEV', DEV_SET_PATH],
  ['nyt', builtSet('nyt')],
  ['wide', builtSet('wide')],
  ['sf probe', builtSet('sf')],
] as const) {
  const results = readLabelledLines(readFileSync(path, 'utf8')).map(scoreLine);
  const { tuning, heldOut } = splitHalves(results);
  console.log(`${name.padEnd(10)}${allThree(tuning).padStart(24)} / ${allThree(heldOut)}`);
  const sources = [...new Set(results.map((r) => r.line.source))].sort();
  if (sources.length < 2) continue;
  for (const source of sources) {
    const of = (half: readonly LineResult[]) => half.filter((r) => r.line.source === source);
    const tuned = of(tuning);
    console.log(
      `  ${source.padEnd(14)}${(tuned.length === 0 ? '-' : allThree(tuned)).padStart(20)} / ${allThree(of(heldOut))}`,
    );
  }
}
