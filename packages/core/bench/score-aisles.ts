/**
 * Aisle accuracy on the labelled grocer names (bench/aisle-set.tsv): per aisle, overall and the
 * macro average over the 13 aisles, for all names and for the held-out third.
 * Run: `npm run score:aisles -w @plateful/core [-- --errors N] [--held-out]`.
 * `--errors N` lists up to N misses (of the tuning part only, unless `--held-out` is given).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DISPLAY_CATEGORIES } from '../src/shopping/categories.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { readAisleSet, scoreAisles, type AisleScore } from './aisle-accuracy.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const AISLE_SET_PATH = resolve(here, 'aisle-set.tsv');

const { values } = parseArgs({
  options: {
    errors: { type: 'string', default: '0' },
    'held-out': { type: 'boolean', default: false },
  },
});

const names = readAisleSet(readFileSync(AISLE_SET_PATH, 'utf8'));
const classify = (name: string) => classifyAisle(name).category;
const all = scoreAisles(names, classify);
const heldOut = scoreAisles(
  names.filter((n) => n.heldOut),
  classify,
);

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(8);
const cell = (score: AisleScore, id: (typeof DISPLAY_CATEGORIES)[number]['id']) => {
  const tally = score.perAisle.get(id);
  return tally === undefined ? '       -' : percent(tally.right / tally.names);
};

console.log(
  `${'aisle'.padEnd(22)}${'names'.padStart(6)}${'all'.padStart(8)}${'held-out'.padStart(10)}`,
);
for (const category of DISPLAY_CATEGORIES) {
  const count = all.perAisle.get(category.id)?.names ?? 0;
  console.log(
    `${category.label.padEnd(22)}${String(count).padStart(6)}${cell(all, category.id)}${cell(heldOut, category.id).padStart(10)}`,
  );
}
console.log(
  `${'macro'.padEnd(22)}${''.padStart(6)}${percent(all.macro)}${percent(heldOut.macro).padStart(10)}`,
);
console.log(
  `${'overall'.padEnd(22)}${String(all.names).padStart(6)}${percent(all.overall)}${percent(heldOut.overall).padStart(10)}  (held out: ${heldOut.names})`,
);

const errorCount = Number(values.errors);
if (errorCount > 0) {
  const misses = names.filter(
    (n) => n.heldOut === values['held-out'] && classify(n.name) !== n.expected,
  );
  for (const miss of misses.slice(0, errorCount)) {
    const got = classifyAisle(miss.name);
    console.log(`${miss.name}\n   expected ${miss.expected}, got ${got.category} (${got.source})`);
  }
}
