/**
 * Aisle accuracy on the labelled grocer names: per aisle, overall and the macro average over the
 * 13 aisles. Hand-written names (bench/aisle-set.tsv): every name, the tuning part, the held-out
 * third (never looked at while tuning) and the fresh names (written after the catalogue). Real
 * Tesco titles (bench/aisle-set-grocer.tsv, issue 31): its tuning half and its held-out half.
 * Unseen (bench/aisle-set-unseen.tsv): real Tesco, Sainsbury's and Morrisons titles from other
 * sources, all held out; its misses are for reporting, never for writing rules. Ambient
 * (bench/aisle-set-ambient.tsv): real Tesco titles of one search with tins, jars, frozen fish and
 * drinks, all held out, same rule. Sample (bench/aisle-set-sample.tsv): real Tesco titles from a
 * random sample of the whole range, labelled from Tesco's breadcrumbs, in a tuning and a held-out
 * half. Written (bench/aisle-set-written.tsv): titles written for issue 31 in the style of UK
 * grocer product names across the 13 aisles, in a tuning and a held-out half. Open Food Facts
 * (bench/aisle-set-off.tsv): product names with a UK barcode from a copy of the Open Food Facts
 * database, labelled by hand, in a tuning and a held-out half. Ocado (bench/aisle-set-ocado.tsv):
 * Ocado titles from three of its departments (fresh and chilled, bakery, drinks), labelled by hand,
 * in a tuning and a held-out half.
 * Run: `npm run score:aisles -w @plateful/core [-- --errors N] [--part <column>]`, the column one
 * of all, tuning, held-out, fresh, grocer-tune, grocer-held, unseen, ambient, sample-tune,
 * sample-held, written-tune, written-held, off-tune, off-held, ocado-tune, ocado-held.
 * `--errors N` lists up to N misses of one part (default: the tuning part).
 * `--per-aisle` adds, for every part, each aisle's recall (share of its names placed there),
 * precision (share of the names placed there that belong there) and name count; for parts looked
 * at while tuning (tuning, grocer-tune, sample-tune, written-tune, off-tune, ocado-tune) also
 * the aisles its misses went to, with counts. Held-out parts get the aggregates only: no names, no confusions.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DISPLAY_CATEGORIES, type DisplayCategory } from '../src/shopping/categories.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import {
  readAisleSet,
  readGrocerSet,
  scoreAisles,
  type AisleScore,
  type LabelledName,
} from './aisle-accuracy.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const AISLE_SET_PATH = resolve(here, 'aisle-set.tsv');
export const GROCER_SET_PATH = resolve(here, 'aisle-set-grocer.tsv');
export const UNSEEN_SET_PATH = resolve(here, 'aisle-set-unseen.tsv');
export const AMBIENT_SET_PATH = resolve(here, 'aisle-set-ambient.tsv');
export const SAMPLE_SET_PATH = resolve(here, 'aisle-set-sample.tsv');
export const WRITTEN_SET_PATH = resolve(here, 'aisle-set-written.tsv');
export const OFF_SET_PATH = resolve(here, 'aisle-set-off.tsv');
export const OCADO_SET_PATH = resolve(here, 'aisle-set-ocado.tsv');

const { values } = parseArgs({
  options: {
    errors: { type: 'string', default: '0' },
    part: { type: 'string', default: 'tuning' },
    'per-aisle': { type: 'boolean', default: false },
  },
});

const names = readAisleSet(readFileSync(AISLE_SET_PATH, 'utf8'));
const grocer = readGrocerSet(readFileSync(GROCER_SET_PATH, 'utf8'));
const unseen = readGrocerSet(readFileSync(UNSEEN_SET_PATH, 'utf8'));
const ambient = readGrocerSet(readFileSync(AMBIENT_SET_PATH, 'utf8'));
const sample = readGrocerSet(readFileSync(SAMPLE_SET_PATH, 'utf8'));
const written = readGrocerSet(readFileSync(WRITTEN_SET_PATH, 'utf8'));
const off = readGrocerSet(readFileSync(OFF_SET_PATH, 'utf8'));
const ocado = readGrocerSet(readFileSync(OCADO_SET_PATH, 'utf8'));
const classify = (name: string) => classifyAisle(name).category;

const parts: Record<string, readonly LabelledName[]> = {
  all: names,
  tuning: names.filter((n) => !n.heldOut && !n.fresh),
  'held-out': names.filter((n) => n.heldOut && !n.fresh),
  fresh: names.filter((n) => n.fresh),
  'grocer-tune': grocer.filter((n) => !n.heldOut),
  'grocer-held': grocer.filter((n) => n.heldOut),
  unseen,
  ambient,
  'sample-tune': sample.filter((n) => !n.heldOut),
  'sample-held': sample.filter((n) => n.heldOut),
  'written-tune': written.filter((n) => !n.heldOut),
  'written-held': written.filter((n) => n.heldOut),
  'off-tune': off.filter((n) => !n.heldOut),
  'off-held': off.filter((n) => n.heldOut),
  'ocado-tune': ocado.filter((n) => !n.heldOut),
  'ocado-held': ocado.filter((n) => n.heldOut),
};
const scores = Object.entries(parts).map(
  ([label, part]) => [label, scoreAisles(part, classify)] as const,
);

const width = 12;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(width);
const cell = (score: AisleScore, id: DisplayCategory) => {
  const tally = score.perAisle.get(id);
  return tally === undefined ? '-'.padStart(width) : percent(tally.right / tally.names);
};

console.log(`${'aisle'.padEnd(20)}${scores.map(([label]) => label.padStart(width)).join('')}`);
for (const category of DISPLAY_CATEGORIES) {
  console.log(
    `${category.label.padEnd(20)}${scores.map(([, score]) => cell(score, category.id)).join('')}`,
  );
}
console.log(`${'macro'.padEnd(20)}${scores.map(([, score]) => percent(score.macro)).join('')}`);
console.log(`${'overall'.padEnd(20)}${scores.map(([, score]) => percent(score.overall)).join('')}`);
console.log(
  `${'names'.padEnd(20)}${scores.map(([, score]) => String(score.names).padStart(width)).join('')}`,
);

/** Parts looked at while tuning: their confusions may be printed. */
const TUNING_PARTS: ReadonlySet<string> = new Set([
  'tuning',
  'grocer-tune',
  'sample-tune',
  'written-tune',
  'off-tune',
  'ocado-tune',
]);

if (values['per-aisle'] === true) {
  for (const [label, part] of Object.entries(parts)) {
    const placed = new Map<DisplayCategory, number>();
    const rightBy = new Map<DisplayCategory, number>();
    const namesBy = new Map<DisplayCategory, number>();
    const confusions = new Map<DisplayCategory, Map<DisplayCategory, number>>();
    for (const { name, expected } of part) {
      const got = classify(name);
      placed.set(got, (placed.get(got) ?? 0) + 1);
      namesBy.set(expected, (namesBy.get(expected) ?? 0) + 1);
      if (got === expected) rightBy.set(expected, (rightBy.get(expected) ?? 0) + 1);
      else {
        const row = confusions.get(expected) ?? new Map<DisplayCategory, number>();
        row.set(got, (row.get(got) ?? 0) + 1);
        confusions.set(expected, row);
      }
    }
    const tuning = TUNING_PARTS.has(label);
    console.log(`\n${label}${tuning ? '' : ' (held out: aggregates only)'}`);
    console.log(
      `${'aisle'.padEnd(20)}${'names'.padStart(7)}${'recall'.padStart(9)}${'precision'.padStart(11)}`,
    );
    for (const category of DISPLAY_CATEGORIES) {
      const count = namesBy.get(category.id) ?? 0;
      const right = rightBy.get(category.id) ?? 0;
      const into = placed.get(category.id) ?? 0;
      if (count === 0 && into === 0) continue;
      const recall = count === 0 ? '-' : `${((right / count) * 100).toFixed(1)}%`;
      const precision = into === 0 ? '-' : `${((right / into) * 100).toFixed(1)}%`;
      const missedTo = tuning
        ? [...(confusions.get(category.id) ?? new Map<DisplayCategory, number>())]
            .sort((a, b) => b[1] - a[1])
            .map(([to, n]) => `${to} ${n}`)
            .join(', ')
        : '';
      console.log(
        `${category.label.padEnd(20)}${String(count).padStart(7)}${recall.padStart(9)}${precision.padStart(11)}${missedTo === '' ? '' : `   → ${missedTo}`}`,
      );
    }
  }
}

const errorCount = Number(values.errors);
const inPart = parts[values.part ?? 'tuning'] ?? parts.tuning;
if (errorCount > 0 && inPart !== undefined) {
  const misses = inPart.filter((n) => classify(n.name) !== n.expected);
  for (const miss of misses.slice(0, errorCount)) {
    const got = classifyAisle(miss.name);
    console.log(`${miss.name}\n   expected ${miss.expected}, got ${got.category} (${got.source})`);
  }
}
