/**
 * Adversarial timing of the per-line paths on long runs (issue 31): each input, built of a
 * short head and 10-50 KB of one repeated piece, through parseIngredient, cleanIngredientLine
 * and classifyAisle, with the slowest printed. Usage: npx tsx bench/long-line-timing.ts [KB]
 */
import {
  cleanIngredientLine,
  splitIngredientLine,
} from '../src/ingredients/clean-ingredient-line.ts';
import { parseRecipeText } from '../src/draft/parse-recipe-text.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';

const kilobytes = Number(process.argv[2] ?? 20);
const size = kilobytes * 1000;
const PIECES = ['1 ', 'and ', '& ', '(', '1', '-', ', ', ' ', '\t', '\u00a0', '1/', 'a ', '1 cup '];
const HEADS = ['', '1 cup and 1', '2 ', 'Pepper Strips', 'flour', '1 cup flour, '];
const TAILS = ['', ' inches thick', ' 500g', ' flour'];

const paths: [string, (line: string) => unknown][] = [
  ['parseIngredient', (line) => parseIngredient(line)],
  ['cleanIngredientLine', (line) => cleanIngredientLine(line)],
  ['classifyAisle', (line) => classifyAisle(line)],
  ['splitIngredientLine', (line) => splitIngredientLine(line)],
  ['parseRecipeText', (line) => parseRecipeText(`Ingredients\n${line}\nMethod\nMix.`)],
];
const rows: [number, string][] = [];
for (const piece of PIECES)
  for (const head of HEADS)
    for (const tail of TAILS) {
      const line = head + piece.repeat(Math.ceil(size / piece.length)) + tail;
      for (const [name, run] of paths) {
        const start = performance.now();
        run(line);
        const took = performance.now() - start;
        rows.push([
          took,
          `${name} ${JSON.stringify(head)} + ${JSON.stringify(piece)}×${kilobytes}KB + ${JSON.stringify(tail)}`,
        ]);
        if (took > 2000) console.log(`SLOW ${Math.round(took)} ms ${rows.at(-1)?.[1]}`);
      }
    }
rows.sort((a, b) => b[0] - a[0]);
for (const [took, label] of rows.slice(0, 15)) console.log(`${Math.round(took)} ms  ${label}`);
