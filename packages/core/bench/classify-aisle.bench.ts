/**
 * Benchmark (not a test): CPU time of the aisle classifier per title not seen before, over every
 * labelled title of the aisle sets (bench/aisle-set*.tsv). The classifier keeps a memo per name,
 * so each round adds a number to the title, which the name reader drops: the same work on a new
 * key. Run: `npx tsx packages/core/bench/classify-aisle.bench.ts` (a busy machine adds noise:
 * alternate runs of two versions to compare them).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyAisle } from '../src/shopping/categorise.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SETS = [
  'aisle-set.tsv',
  'aisle-set-grocer.tsv',
  'aisle-set-unseen.tsv',
  'aisle-set-ambient.tsv',
  'aisle-set-sample.tsv',
];
const WARM_ROUNDS = 3;
const ROUNDS = 20;

const titles = SETS.flatMap((file) =>
  readFileSync(resolve(here, file), 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '' && !row.startsWith('#'))
    .map((row) => row.split('\t')[0] ?? ''),
);

for (let round = 0; round < WARM_ROUNDS; round += 1) {
  for (const title of titles) classifyAisle(`${title} ${round}`);
}
const start = process.cpuUsage();
for (let round = WARM_ROUNDS; round < WARM_ROUNDS + ROUNDS; round += 1) {
  for (const title of titles) classifyAisle(`${title} ${round}`);
}
const used = process.cpuUsage(start);
const microseconds = (used.user + used.system) / (ROUNDS * titles.length);
console.log(
  `aisle classifier: ${microseconds.toFixed(1)} µs cpu per new title (${titles.length} titles, ${ROUNDS} rounds)`,
);
