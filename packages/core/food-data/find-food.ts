/**
 * Finds source rows for a food while writing foods.tsv: `npx tsx food-data/find-food.ts red lentil`
 * prints the CoFID names and USDA foods whose names hold every word, with kcal per 100 g, and each
 * USDA food's household measures.
 */
import { readCofid, readUsda, readUsdaWeights } from './sources.ts';

const words = process.argv.slice(2).map((word) => word.toLowerCase());
if (words.length === 0) {
  console.error('usage: find-food.ts WORD…');
  process.exit(2);
}
const matches = (text: string): boolean => words.every((word) => text.toLowerCase().includes(word));

for (const food of readCofid().values()) {
  if (matches(food.name)) console.log(`cofid:${food.name}\t${food.nutrients.kcal ?? '?'} kcal`);
}
const weights = readUsdaWeights();
for (const food of readUsda().values()) {
  if (!matches(food.description)) continue;
  const measures = (weights.get(food.ndb) ?? [])
    .map((m) => `${m.amount} ${m.description}=${m.grams}`)
    .join('; ');
  console.log(
    `usda:${food.ndb}\t${food.description}\t${food.nutrients.kcal ?? '?'} kcal\t${measures}`,
  );
}
