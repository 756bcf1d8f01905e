import { readFileSync } from 'node:fs';
import { loadFoodTable } from '/work/wt/food22/packages/core/src/food/food-table.ts';
import { parseIngredient } from '/work/wt/food22/packages/core/src/index.ts';
import { placeEachThing } from '/work/wt/food22/packages/core/src/food/place-ingredient.ts';
const t = await loadFoodTable();
const lines = readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const l of lines) {
  const p = parseIngredient(l);
  const th = placeEachThing(t, p);
  console.log(l, ' => ', th.map(x => `${x.food?.id ?? '-'} ${x.grams?.toFixed(1)} [${x.parsed.quantity} ${x.parsed.unit} | ${x.parsed.name} | ${x.parsed.notes}]`).join(' ; '));
}
