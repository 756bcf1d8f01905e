/**
 * Benchmark (not a test): median time to build the shopping list for 7 recipes (a week) and for
 * 1,000 recipes, plus sizes in between to show how it grows. Targets (issue 3): 7 recipes under
 * 1 ms, 1,000 under 100 ms, growth linear. Run: `npm run bench` from the repository root.
 */
import { performance } from 'node:perf_hooks';
import { buildShoppingList, type ShoppingRecipe } from '../src/shopping/build-shopping-list.ts';
import { ingredientFromText } from '../src/recipes/recipe.ts';
import { seededRandom } from '../src/recipes/sort.ts';

/** Real-looking UK recipe lines: metric-first, cans and tins, spoons, counts, notes. */
const LINES = [
  '500g beef mince',
  '2 x 400g tins chopped tomatoes',
  '1 large onion, finely chopped',
  '2 garlic cloves, crushed',
  '1 tbsp olive oil',
  '2 tbsp olive oil',
  '300g spaghetti',
  '50g parmesan, grated, plus extra to serve',
  '1 tsp dried oregano',
  'salt and freshly ground black pepper',
  '400ml can coconut milk',
  '2 tbsp Thai green curry paste',
  '4 skinless chicken thighs, cut into chunks',
  '1 tbsp fish sauce',
  'small bunch fresh coriander, chopped',
  '1 lime, juiced',
  '250g basmati rice',
  '2 spring onions, sliced',
  '1 red pepper, deseeded and sliced',
  '1 courgette, diced',
  '2 x 150g salmon fillets',
  '500g new potatoes, halved',
  '1 lemon, zested and juiced',
  '100ml double cream',
  '2 large free-range eggs',
  '1 bunch asparagus, woody ends removed',
  '3 tbsp soy sauce',
  '200g frozen peas',
  '125ml/4fl oz milk',
  '1kg/2lb 4oz floury potatoes, such as Maris Piper',
  '25g/1oz butter',
  '2 carrots, peeled and diced',
  '2 celery sticks, chopped',
  '1 tsp ground cumin',
  '1 tsp smoked paprika',
  '½ tsp chilli flakes',
  '400g/14oz tin chickpeas, drained and rinsed',
  '1 x 400g tin kidney beans, drained',
  '200g feta, crumbled',
  '100g baby spinach',
  '250g chestnut mushrooms, sliced',
  '1 aubergine, cut into chunks',
  '150g Greek yoghurt',
  '2 tbsp tahini',
  '1 tbsp honey',
  '2 tsp Dijon mustard',
  '1 tbsp red wine vinegar',
  '500ml chicken stock',
  '150ml dry white wine',
  '200g plain flour',
  '1 tsp baking powder',
  '100g caster sugar',
  '2 tbsp tomato purée',
  '1 tbsp Worcestershire sauce',
  '4 pork sausages',
  '6 rashers smoked streaky bacon',
  '2 leeks, trimmed and sliced',
  '1 head broccoli, cut into florets',
  '3cm piece fresh ginger, grated',
  '1 cinnamon stick',
  '2 bay leaves',
  'handful fresh basil leaves',
  '75g pine nuts, toasted',
  '1 ball mozzarella, torn',
  '8 cherry tomatoes, halved',
  '1 cucumber, diced',
  '1 avocado, sliced',
  '2 tbsp mayonnaise',
  '4 burger buns',
  '350g penne',
  '1.2 litres vegetable stock',
  '2–3 tbsp sweet chilli sauce',
  '1 tsp sesame oil',
  '200g egg noodles',
  '300g raw king prawns',
  '1 x 320g sheet ready-rolled puff pastry',
  '1 egg, beaten, to glaze',
];

/**
 * `count` recipes of 8-14 lines each, the same for the same seed. Leading amounts vary
 * (1-400), so across many recipes the names repeat but whole lines mostly do not, as in life.
 */
export function syntheticRecipes(count: number, seed = 1, allDistinct = false): ShoppingRecipe[] {
  const random = seededRandom(seed);
  let serial = 0;
  const line = () => {
    const base = LINES[Math.floor(random() * LINES.length)] ?? '';
    // Worst case: a note makes every line unique, so nothing is parsed twice.
    if (allDistinct) serial += 1;
    const unique = allDistinct ? `${base}, note ${serial}` : base;
    return unique.replace(/^\d+/, (amount) =>
      String(Math.max(1, Math.round(Number(amount) * (0.5 + random() * 1.5)))),
    );
  };
  return Array.from({ length: count }, (_, index) => {
    const size = 8 + Math.floor(random() * 7);
    const lines = Array.from({ length: size }, line);
    return { id: `r${index}`, name: `Recipe ${index}`, ingredients: lines.map(ingredientFromText) };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Median wall time and median CPU time (user + system, all of the process's threads) per build.
 * On a busy machine the wall time counts other processes' turns too; the CPU time does not.
 */
function measure(recipes: readonly ShoppingRecipe[], runs: number): { wall: number; cpu: number } {
  for (let warm = 0; warm < Math.min(runs, 20); warm += 1) buildShoppingList(recipes);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    buildShoppingList(recipes);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  return { wall: median(times), cpu: median(cpuTimes) };
}

const sizes: [count: number, runs: number][] = [
  [7, 2000],
  [100, 200],
  [1000, 50],
  [3000, 20],
];

for (const allDistinct of [false, true]) {
  console.log(
    allDistinct ? '\nEvery line distinct (worst case):' : 'Typical (names repeat, amounts vary):',
  );
  console.log('recipes   lines distinct  median ms   µs/recipe  median cpu ms');
  for (const [count, runs] of sizes) {
    const recipes = syntheticRecipes(count, 1, allDistinct);
    const lines = recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0);
    const distinct = new Set(recipes.flatMap((recipe) => recipe.ingredients.map((i) => i.rawText)))
      .size;
    const { wall: ms, cpu } = measure(recipes, runs);
    console.log(
      `${String(count).padStart(7)} ${String(lines).padStart(7)} ${String(distinct).padStart(8)} ${ms.toFixed(3).padStart(10)} ${((ms * 1000) / count).toFixed(1).padStart(11)} ${cpu.toFixed(3).padStart(14)}`,
    );
  }
}
