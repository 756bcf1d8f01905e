/**
 * The tuning halves' weighed lines pooled and grouped by the food we place them on and the unit
 * ("plain-flour by cup", "onion by count"): for each group the authors' median grams per unit
 * against ours, and what moving our figure to the authors' median would do to the group's lines,
 * how many it brings within ±10% and how many it pushes out. A group whose lines many independent
 * sites weigh alike, and whose move gains far more than it loses, is a candidate for the table
 * (with a cooks' source: food-data/README.md); a group that splits is the authors' own weights.
 *
 *   npx tsx packages/core/bench/author-classes.ts PAIRS.jsonl [PAIRS.jsonl…] [--min N] [--misses]
 *
 * The files are the scorers' `--pairs` output, tuning half only (`score:food`,
 * `score-food-fresh.ts --wide`, `score-food-wide.ts` on `wide-ingredient-set.ts --weighed`); a
 * line one site repeats counts once. `--min N` (default 2) lists groups with at least N misses;
 * `--misses` lists each listed group's lines too.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { isHit, median, type AuthorPair } from './author-consensus.ts';
import { authorWeight } from './author-weight.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    min: { type: 'string', default: '2' },
    misses: { type: 'boolean', default: false },
  },
});

interface Pooled extends AuthorPair {
  /** The file (set) the pair came from. */
  readonly set: string;
  /** The line's amount as judged (a range's middle), or null. */
  readonly amount: number | null;
}

const pooled = new Map<string, Pooled>();
for (const file of positionals) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const pair = JSON.parse(text) as AuthorPair;
    const judged = authorWeight(pair.line);
    const parsed = judged && parseIngredient(judged.line);
    const amount =
      parsed?.quantity == null
        ? null
        : (parsed.quantity + (parsed.quantityMax ?? parsed.quantity)) / 2;
    pooled.set(`${pair.site}\t${pair.line}`, { ...pair, set: basename(file), amount });
  }
}

const medianOf = (values: readonly number[]): number => median(values) ?? NaN;
const authorOf = (pair: AuthorPair): number => (pair.low + pair.high) / 2;

const groups = new Map<string, Pooled[]>();
for (const pair of pooled.values()) {
  const key = `${pair.food ?? 'unplaced'} by ${pair.unit ?? 'count'}`;
  groups.set(key, [...(groups.get(key) ?? []), pair]);
}

const all = [...pooled.values()];
const hits = all.filter(isHit).length;
console.log(
  `${all.length} weighed lines from ${new Set(all.map((pair) => pair.site)).size} sites; ` +
    `within ±10% ${hits} (${((hits / all.length) * 100).toFixed(1)}%)`,
);
console.log(
  `\n${'group'.padEnd(36)} lines miss sites  g/unit ours → authors (median ratio)  move: in / out`,
);
const rows = [...groups]
  .map(([key, pairs]) => ({ key, pairs, misses: pairs.filter((pair) => !isHit(pair)).length }))
  .filter((row) => row.misses >= Number(values.min) && !row.key.startsWith('unplaced'))
  .sort((a, b) => b.misses - a.misses);
for (const { key, pairs, misses } of rows) {
  const weighed = pairs.filter((pair) => pair.grams !== null && pair.grams > 0);
  if (weighed.length === 0) continue;
  const ratio = medianOf(weighed.map((pair) => authorOf(pair) / (pair.grams ?? 1)));
  const perUnit = weighed.filter((pair) => pair.amount !== null && pair.amount > 0);
  const ours = perUnit.length
    ? medianOf(perUnit.map((p) => (p.grams ?? 0) / (p.amount ?? 1)))
    : NaN;
  const authors = perUnit.length
    ? medianOf(perUnit.map((p) => authorOf(p) / (p.amount ?? 1)))
    : NaN;
  let gained = 0;
  let lost = 0;
  for (const pair of weighed) {
    const moved = isHit({ ...pair, grams: (pair.grams ?? 0) * ratio });
    if (moved && !isHit(pair)) gained += 1;
    if (!moved && isHit(pair)) lost += 1;
  }
  const sites = new Set(pairs.map((pair) => pair.site)).size;
  console.log(
    `${key.padEnd(36)} ${String(pairs.length).padStart(5)} ${String(misses).padStart(4)} ` +
      `${String(sites).padStart(5)}  ${ours.toFixed(1).padStart(6)} → ${authors.toFixed(1).padEnd(6)} ` +
      `(${ratio.toFixed(2)})${' '.repeat(16)}+${gained} / −${lost}`,
  );
  if (!values.misses) continue;
  for (const pair of pairs) {
    const mark = isHit(pair) ? ' ' : '✗';
    const want = pair.low === pair.high ? `${pair.low}` : `${pair.low}-${pair.high}`;
    console.log(
      `    ${mark} [${pair.set.replace(/\.jsonl$/, '')}:${pair.site}] ${pair.line}  →  ` +
        `${pair.grams === null ? 'none' : Math.round(pair.grams * 10) / 10} (want ${want})`,
    );
  }
}
