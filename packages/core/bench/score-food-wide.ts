/**
 * The food model against the wide labelled ingredient set (../shared/testdata/ingredients/
 * dev.jsonl, 4,954 lines from four sources), read as one recipe: the share of its weight placed,
 * the lines left unplaced, and grams within ±10% on lines whose author gave a weight beside
 * another measure (bench/author-weight.ts, as `score:food` judges them). None of these lines is a
 * recipe page of `score:food`'s halves, so the set says what rules do on material unlike them.
 *
 *   npx tsx packages/core/bench/score-food-wide.ts [--unplaced N] [--misses N] [--json]
 *
 * `--unplaced N` lists the N unplaced lines missing the most weight (as nutrition.ts estimates
 * it: a tin 400 g, a count 100 g…), `--misses N` the gram misses.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { estimateUnplacedGrams, recipeNutrition } from '../src/food/nutrition.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { authorWeight, withinTenPercent } from './author-weight.ts';

const here = dirname(fileURLToPath(import.meta.url));
const DEV_SET = resolve(here, '../../../../shared/testdata/ingredients/dev.jsonl');

const { values } = parseArgs({
  options: {
    unplaced: { type: 'string', default: '0' },
    misses: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
  },
});

const lines = readFileSync(DEV_SET, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { input: string }).input);

const table = await loadFoodTable();
const nutrition = recipeNutrition(table, { ingredients: lines, servings: 1 });

let bracketLines = 0;
let gramsWithin = 0;
const gramMisses: string[] = [];
for (const line of lines) {
  const weight = authorWeight(line);
  if (!weight) continue;
  const parsed = parseIngredient(weight.line);
  if (parsed.unit === 'g' || parsed.unit === 'kg' || parsed.unit === 'oz' || parsed.unit === 'lb') {
    continue; // the weight is the main measure
  }
  bracketLines += 1;
  const { grams } = placeIngredient(table, parsed);
  if (grams !== null && withinTenPercent(grams, weight)) gramsWithin += 1;
  else gramMisses.push(`${line}  →  ${grams ?? 'none'} (want ${weight.low}-${weight.high})`);
}

const report = {
  lines: lines.length,
  weightPlaced: nutrition.coverage,
  unplacedLines: nutrition.unplaced.length,
  bracketLines,
  gramsWithin10: bracketLines > 0 ? gramsWithin / bracketLines : null,
};
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(
    `wide set: ${report.lines} lines, weight placed ${(report.weightPlaced * 100).toFixed(1)}%, ` +
      `${report.unplacedLines} lines unplaced; grams within ±10% ${gramsWithin} of ${bracketLines}`,
  );
}

const unplacedCount = Number(values.unplaced);
if (unplacedCount > 0) {
  const missing = nutrition.unplaced.map(({ line, reason }) => {
    const grams = estimateUnplacedGrams(placeIngredient(table, parseIngredient(line)));
    return { line, reason, grams };
  });
  missing.sort((a, b) => b.grams - a.grams);
  console.log(`\nunplaced, most weight first (estimated grams):`);
  for (const { line, reason, grams } of missing.slice(0, unplacedCount)) {
    console.log(`${Math.round(grams)}\t${reason}\t${line}`);
  }
}
const missCount = Number(values.misses);
if (missCount > 0) {
  console.log(`\ngram misses:`);
  for (const miss of gramMisses.slice(0, missCount)) console.log(miss);
}
