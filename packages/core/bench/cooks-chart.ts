/**
 * The food table against a second published source of volume weights: King Arthur Baking's
 * ingredient weight chart (https://www.kingarthurbaking.com/learn/ingredient-weight-chart), the
 * chart US bakers and many recipe authors weigh their cups and spoons by. Each row is one of the
 * chart's measures as a recipe line, with the chart's grams (figures only, as the chart gives them;
 * a range, as for sourdough starter, at its middle). The tool weighs each line as a recipe line is
 * weighed (`placeIngredient`) and prints our grams beside the chart's, flagging rows more than 10%
 * apart, so that a food's figure can be checked against a cooks' source as well as USDA's.
 * Nothing here feeds the table: a food whose figure should change changes in foods.tsv, with its
 * source named there (food-data/README.md).
 *
 *   npx tsx packages/core/bench/cooks-chart.ts [--apart]
 *
 * `--apart` prints only the rows more than 10% apart.
 */
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';

/** King Arthur's chart, one measure a row: the measure as a recipe line, and its grams. */
export const KING_ARTHUR_CHART: readonly (readonly [line: string, grams: number])[] = [
  ['1 cup all-purpose flour', 120],
  ['1 cup bread flour', 120],
  ['1 cup whole wheat flour', 113],
  ['1 cup cake flour', 120],
  ['1 cup self-rising flour', 113],
  ['1 cup almond flour', 96],
  ['1 cup coconut flour', 128],
  ['1 cup rye flour', 106],
  ['1 cup spelt flour', 99],
  ['1 cup chickpea flour', 85],
  ['1 cup oat flour', 92],
  ['1 cup rice flour', 142],
  ['1 cup semolina', 163],
  ['1 cup cornmeal', 138],
  ['1 cup polenta', 163],
  ['1/4 cup cornstarch', 28],
  ['1 cup tapioca starch', 113],
  ['1 cup potato starch', 152],
  ['1 cup granulated sugar', 198],
  ['1 cup brown sugar, packed', 213],
  ['2 cups confectioners sugar', 227],
  ['1 cup caster sugar', 190],
  ['1 cup turbinado sugar', 180],
  ['1 cup demerara sugar', 220],
  ['1/2 cup coconut sugar', 77],
  ['1/2 cup cocoa powder', 42],
  ['1 cup chocolate chips', 170],
  ['1 cup chopped chocolate', 170],
  ['1 tbsp table salt', 18],
  ['1 tbsp diamond crystal kosher salt', 8],
  ['1 tbsp morton kosher salt', 16],
  ['1 tsp baking powder', 4],
  ['1/2 tsp baking soda', 3],
  ['2 1/4 tsp instant yeast', 7],
  ['1 tbsp vanilla extract', 14],
  ['1 tbsp espresso powder', 7],
  ['1 cup rolled oats', 89],
  ['1/2 cup steel cut oats', 70],
  ['1 cup long grain rice', 198],
  ['1 cup quinoa', 177],
  ['1 cup bulgur', 152],
  ['1 cup pearl barley', 213],
  ['1 cup milk', 227],
  ['1 cup buttermilk', 227],
  ['1 cup heavy cream', 227],
  ['1 cup sour cream', 227],
  ['1 cup yogurt', 227],
  ['1 cup ricotta', 227],
  ['1 cup cream cheese', 227],
  ['1 cup mascarpone', 227],
  ['1/2 cup evaporated milk', 113],
  ['1/4 cup sweetened condensed milk', 78],
  ['8 tbsp butter', 113],
  ['1 cup vegetable oil', 198],
  ['1/4 cup olive oil', 50],
  ['1/2 cup coconut oil', 113],
  ['1/2 cup lard', 113],
  ['1/4 cup vegetable shortening', 46],
  ['1 tbsp honey', 21],
  ['1/2 cup maple syrup', 156],
  ['1/4 cup molasses', 85],
  ['1 cup corn syrup', 312],
  ['1/4 cup jam', 85],
  ['1/2 cup peanut butter', 135],
  ['1/2 cup tahini', 128],
  ['1/2 cup mayonnaise', 113],
  ['1/2 cup nutella', 160],
  ['1 cup grated cheddar', 113],
  ['1/2 cup grated parmesan', 50],
  ['1/2 cup feta', 57],
  ['1/2 cup sliced almonds', 43],
  ['1/2 cup slivered almonds', 57],
  ['1 cup whole almonds', 142],
  ['1 cup chopped walnuts', 113],
  ['1/2 cup walnut halves', 64],
  ['1/2 cup diced pecans', 57],
  ['1 cup cashews', 113],
  ['1 cup hazelnuts', 142],
  ['1 cup peanuts', 142],
  ['1/2 cup pine nuts', 71],
  ['1/2 cup pistachios', 60],
  ['1 cup macadamia nuts', 149],
  ['1/2 cup sesame seeds', 71],
  ['2 tbsp poppy seeds', 18],
  ['1/4 cup sunflower seeds', 35],
  ['1/4 cup flaxseed', 35],
  ['1/2 cup flax meal', 50],
  ['2 tbsp caraway seeds', 18],
  ['1 cup raisins', 149],
  ['1 cup currants', 142],
  ['1/2 cup dried cranberries', 57],
  ['1/2 cup dried cherries', 71],
  ['1/2 cup dried apricots, diced', 64],
  ['1 cup chopped dates', 149],
  ['1 cup dried figs, chopped', 149],
  ['1 cup sweetened shredded coconut', 85],
  ['1 cup desiccated coconut', 85],
  ['1 cup unsweetened shredded coconut', 53],
  ['1 cup mashed banana', 227],
  ['1 cup applesauce', 255],
  ['1 cup pumpkin puree', 227],
  ['1 cup fresh blueberries', 170],
  ['1 cup fresh raspberries', 120],
  ['1 cup sliced strawberries', 167],
  ['1 cup cranberries', 99],
  ['1 cup diced pineapple', 170],
  ['1 cup diced onion', 142],
  ['1 cup diced celery', 142],
  ['1 cup diced carrots', 142],
  ['1 cup grated carrot', 99],
  ['1 cup diced bell pepper', 142],
  ['1 cup sliced mushrooms', 78],
  ['1 cup sliced scallions', 64],
  ['1 cup diced leeks', 92],
  ['1 cup sliced shallots', 156],
  ['1 cup shredded zucchini', 135],
  ['1/2 cup chopped fresh chives', 21],
  ['2 tbsp minced garlic', 28],
  ['1/4 cup sliced fresh ginger', 57],
  ['1 cup sun-dried tomatoes', 170],
  ['1 cup sliced olives', 142],
  ['1 cup mashed potatoes', 213],
  ['1/4 cup dried bread crumbs', 28],
  ['1 cup panko', 50],
  ['1 cup graham cracker crumbs', 99],
  ['1 cup mini marshmallows', 43],
  ['1/4 cup nonfat dry milk', 28],
  ['1 cup sourdough starter', 234],
  ['2 tbsp vital wheat gluten', 18],
  ['1/4 cup wheat germ', 28],
  ['1/2 cup wheat bran', 32],
  ['1 cup water', 227],
];

/** How far apart two weights may be and still agree, as `score:food` judges grams. */
const AGREE = 0.1;

const { values } = parseArgs({ options: { apart: { type: 'boolean', default: false } } });
const table = await loadFoodTable();
let agree = 0;
let unweighed = 0;
for (const [line, chart] of KING_ARTHUR_CHART) {
  const placed = placeIngredient(table, line);
  const ours = placed.grams;
  if (ours === null) unweighed += 1;
  const ratio = ours === null ? null : ours / chart;
  const apart = ratio === null || Math.abs(ratio - 1) > AGREE;
  if (!apart) agree += 1;
  if (values.apart && !apart) continue;
  const mark =
    ratio === null ? 'unweighed' : apart ? (ratio > 1 ? 'ours heavier' : 'ours lighter') : '';
  console.log(
    [
      line,
      placed.food?.id ?? '-',
      chart,
      ours === null ? '-' : ours.toFixed(1),
      ratio === null ? '-' : ratio.toFixed(2),
      mark,
    ].join('\t'),
  );
}
const rows = KING_ARTHUR_CHART.length;
console.log(
  `\n${rows} chart rows; within ±10% of the chart ${agree} (${((100 * agree) / rows).toFixed(1)}%); unweighed ${unweighed}`,
);
