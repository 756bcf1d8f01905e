/**
 * How much a US cup of common goods weighs, so that cups, sticks and spoons on a UK list become
 * grams (issue 15): "1 cup sugar" → 198 g, "0.5 cup unsalted butter" → 113 g, and "350 g plain
 * flour" + "1 tbsp plain flour" → one line in grams. Liquids are measured by volume instead
 * (`LIQUID_WORDS`): a cup of milk is 240 ml, not a weight.
 *
 * Sources (grams per level, spooned-in US cup unless noted):
 * - KA: King Arthur Baking, "Ingredient Weight Chart" (kingarthurbaking.com/learn/ingredient-weight-chart).
 * - USDA: USDA FoodData Central, SR Legacy household portions (fdc.nal.usda.gov), e.g. "Rice,
 *   white, long-grain, regular, raw: 1 cup = 185 g"; chopped vegetables "1 cup, chopped".
 * Values are for the usual form in a recipe (flour spooned, brown sugar packed, cheese grated,
 * nuts whole unless the name says otherwise). They convert amounts for a shopping list, where a
 * few per cent does not change what one buys; they are not for baking.
 */

/** One row: names it covers (singular, lower case) and the weight of a US cup in grams. */
export interface DensityRow {
  readonly names: readonly string[];
  readonly gramsPerCup: number;
  /** Where the figure comes from (see the module comment). */
  readonly source: 'KA' | 'USDA' | 'derived';
}

/**
 * The table. A name matches the row whose name is the longest whole-word ending of it ("light
 * brown sugar" → brown sugar; "plain flour" → flour; "almond flour" → almond flour), compared
 * with the last word singular.
 */
export const DENSITIES: readonly DensityRow[] = [
  // Flours and starches.
  {
    names: [
      'flour',
      'plain flour',
      'all purpose flour',
      'bread flour',
      'cake flour',
      'flour blend',
    ],
    gramsPerCup: 120,
    source: 'KA',
  },
  { names: ['sourdough starter', 'starter'], gramsPerCup: 227, source: 'KA' },
  {
    names: ['self raising flour', 'self rising flour', 'whole wheat flour', 'wholemeal flour'],
    gramsPerCup: 113,
    source: 'KA',
  },
  { names: ['almond flour', 'ground almond', 'almond meal'], gramsPerCup: 96, source: 'KA' },
  { names: ['coconut flour'], gramsPerCup: 128, source: 'KA' },
  { names: ['rice flour'], gramsPerCup: 142, source: 'KA' },
  { names: ['chickpea flour', 'gram flour'], gramsPerCup: 92, source: 'USDA' },
  {
    names: ['cornflour', 'cornstarch', 'corn starch', 'arrowroot'],
    gramsPerCup: 112,
    source: 'KA',
  },
  { names: ['cornmeal', 'polenta', 'semolina'], gramsPerCup: 138, source: 'KA' },
  { names: ['breadcrumb', 'bread crumb', 'dried breadcrumb'], gramsPerCup: 113, source: 'KA' },
  { names: ['panko', 'panko breadcrumb', 'panko bread crumb'], gramsPerCup: 50, source: 'KA' },
  // Sugars and syrups sold by weight.
  {
    names: ['sugar', 'caster sugar', 'granulated sugar', 'white sugar'],
    gramsPerCup: 198,
    source: 'KA',
  },
  {
    names: ['brown sugar', 'brown soft sugar', 'soft brown sugar', 'muscovado sugar', 'muscovado'],
    gramsPerCup: 213,
    source: 'KA',
  },
  {
    names: ['icing sugar', 'powdered sugar', 'confectioners sugar', "confectioners' sugar"],
    gramsPerCup: 113,
    source: 'KA',
  },
  { names: ['honey', 'golden syrup'], gramsPerCup: 336, source: 'KA' },
  { names: ['treacle', 'black treacle', 'molasses'], gramsPerCup: 340, source: 'KA' },
  // Fats.
  { names: ['butter', 'margarine'], gramsPerCup: 227, source: 'KA' },
  { names: ['peanut butter', 'almond butter', 'cashew butter'], gramsPerCup: 256, source: 'USDA' },
  { names: ['tahini'], gramsPerCup: 240, source: 'USDA' },
  { names: ['mayonnaise', 'mayo'], gramsPerCup: 220, source: 'USDA' },
  // Grains, pulses and dried goods.
  {
    names: [
      'rice',
      'long grain rice',
      'basmati rice',
      'jasmine rice',
      'arborio rice',
      'risotto rice',
      'brown rice',
    ],
    gramsPerCup: 185,
    source: 'USDA',
  },
  {
    names: ['oats', 'rolled oats', 'porridge oats', 'jumbo oats', 'oatmeal'],
    gramsPerCup: 89,
    source: 'KA',
  },
  { names: ['quinoa'], gramsPerCup: 170, source: 'USDA' },
  { names: ['couscous'], gramsPerCup: 173, source: 'USDA' },
  { names: ['bulgur', 'bulgur wheat', 'bulghur'], gramsPerCup: 140, source: 'USDA' },
  {
    names: ['lentil', 'red lentil', 'green lentil', 'puy lentil', 'split pea'],
    gramsPerCup: 192,
    source: 'USDA',
  },
  { names: ['chickpea'], gramsPerCup: 164, source: 'USDA' },
  { names: ['raisin', 'sultana', 'currant'], gramsPerCup: 149, source: 'KA' },
  { names: ['dried cranberry'], gramsPerCup: 113, source: 'KA' },
  {
    names: ['desiccated coconut', 'shredded coconut', 'coconut flake'],
    gramsPerCup: 85,
    source: 'KA',
  },
  // Chocolate and cocoa.
  { names: ['cocoa', 'cocoa powder', 'cacao powder'], gramsPerCup: 84, source: 'KA' },
  {
    names: ['chocolate', 'chocolate chip', 'dark chocolate', 'milk chocolate', 'white chocolate'],
    gramsPerCup: 170,
    source: 'KA',
  },
  // Cheese and cultured dairy.
  {
    names: ['cheese', 'cheddar', 'mozzarella', 'gruyere', 'gruyère', 'emmental', 'red leicester'],
    gramsPerCup: 113,
    source: 'KA',
  },
  {
    names: ['parmesan', 'pecorino', 'grana padano', 'parmigiano reggiano'],
    gramsPerCup: 100,
    source: 'KA',
  },
  { names: ['feta'], gramsPerCup: 150, source: 'USDA' },
  { names: ['cream cheese', 'mascarpone'], gramsPerCup: 227, source: 'KA' },
  { names: ['ricotta'], gramsPerCup: 246, source: 'USDA' },
  { names: ['cottage cheese'], gramsPerCup: 225, source: 'USDA' },
  {
    names: ['sour cream', 'soured cream', 'creme fraiche', 'crème fraîche'],
    gramsPerCup: 230,
    source: 'USDA',
  },
  { names: ['yoghurt', 'yogurt'], gramsPerCup: 245, source: 'USDA' },
  // Nuts and seeds (whole unless named).
  { names: ['almond'], gramsPerCup: 143, source: 'USDA' },
  { names: ['flaked almond', 'sliced almond'], gramsPerCup: 92, source: 'USDA' },
  { names: ['walnut'], gramsPerCup: 117, source: 'USDA' },
  { names: ['pecan'], gramsPerCup: 109, source: 'USDA' },
  { names: ['cashew', 'cashew nut'], gramsPerCup: 137, source: 'USDA' },
  { names: ['peanut'], gramsPerCup: 146, source: 'USDA' },
  { names: ['hazelnut'], gramsPerCup: 135, source: 'USDA' },
  { names: ['pistachio'], gramsPerCup: 123, source: 'USDA' },
  { names: ['pine nut'], gramsPerCup: 135, source: 'USDA' },
  { names: ['macadamia', 'macadamia nut'], gramsPerCup: 134, source: 'USDA' },
  { names: ['nut', 'mixed nut'], gramsPerCup: 137, source: 'USDA' },
  { names: ['sesame seed'], gramsPerCup: 144, source: 'USDA' },
  { names: ['sunflower seed'], gramsPerCup: 140, source: 'USDA' },
  { names: ['pumpkin seed', 'pepita'], gramsPerCup: 129, source: 'USDA' },
  // Seasonings and raising agents (for spoons beside a weight of the same thing).
  {
    names: ['salt', 'sea salt', 'table salt', 'fine salt', 'fine sea salt'],
    gramsPerCup: 288,
    source: 'KA',
  },
  { names: ['kosher salt', 'flaky sea salt', 'sea salt flake'], gramsPerCup: 128, source: 'KA' },
  { names: ['black pepper', 'white pepper'], gramsPerCup: 110, source: 'USDA' },
  { names: ['baking powder'], gramsPerCup: 192, source: 'KA' },
  { names: ['bicarbonate of soda', 'baking soda', 'bicarb'], gramsPerCup: 288, source: 'KA' },
  {
    names: ['yeast', 'dried yeast', 'instant yeast', 'fast action yeast'],
    gramsPerCup: 150,
    source: 'KA',
  },
  { names: ['tomato puree', 'tomato paste'], gramsPerCup: 262, source: 'USDA' },
  // Vegetables, herbs and fruit, chopped (USDA "1 cup, chopped"; berries whole).
  {
    names: ['onion', 'red onion', 'white onion', 'yellow onion', 'brown onion'],
    gramsPerCup: 160,
    source: 'USDA',
  },
  { names: ['scallion', 'spring onion', 'green onion'], gramsPerCup: 100, source: 'USDA' },
  { names: ['leek'], gramsPerCup: 89, source: 'USDA' },
  { names: ['carrot'], gramsPerCup: 128, source: 'USDA' },
  { names: ['celery'], gramsPerCup: 101, source: 'USDA' },
  {
    names: ['red pepper', 'green pepper', 'yellow pepper', 'orange pepper', 'bell pepper'],
    gramsPerCup: 149,
    source: 'USDA',
  },
  { names: ['tomato'], gramsPerCup: 180, source: 'USDA' },
  { names: ['cherry tomato'], gramsPerCup: 149, source: 'USDA' },
  { names: ['spinach', 'baby spinach'], gramsPerCup: 30, source: 'USDA' },
  { names: ['kale'], gramsPerCup: 67, source: 'USDA' },
  { names: ['broccoli', 'broccoli floret'], gramsPerCup: 91, source: 'USDA' },
  { names: ['cauliflower', 'cauliflower floret'], gramsPerCup: 107, source: 'USDA' },
  { names: ['mushroom'], gramsPerCup: 70, source: 'USDA' },
  { names: ['cabbage', 'red cabbage', 'white cabbage'], gramsPerCup: 89, source: 'USDA' },
  { names: ['zucchini', 'courgette'], gramsPerCup: 124, source: 'USDA' },
  { names: ['cucumber'], gramsPerCup: 104, source: 'USDA' },
  { names: ['potato'], gramsPerCup: 150, source: 'USDA' },
  { names: ['sweet potato'], gramsPerCup: 133, source: 'USDA' },
  {
    names: ['sweetcorn', 'corn', 'corn kernel', 'sweetcorn kernel'],
    gramsPerCup: 145,
    source: 'USDA',
  },
  { names: ['pea', 'frozen pea', 'garden pea', 'petit pois'], gramsPerCup: 145, source: 'USDA' },
  { names: ['green bean'], gramsPerCup: 100, source: 'USDA' },
  { names: ['cilantro', 'coriander', 'coriander leaf'], gramsPerCup: 16, source: 'USDA' },
  { names: ['parsley', 'flat leaf parsley'], gramsPerCup: 60, source: 'USDA' },
  { names: ['basil'], gramsPerCup: 24, source: 'USDA' },
  { names: ['rocket', 'arugula', 'baby rocket'], gramsPerCup: 20, source: 'USDA' },
  { names: ['blueberry'], gramsPerCup: 148, source: 'USDA' },
  { names: ['strawberry'], gramsPerCup: 152, source: 'USDA' },
  { names: ['raspberry'], gramsPerCup: 123, source: 'USDA' },
  { names: ['blackberry'], gramsPerCup: 144, source: 'USDA' },
  { names: ['berry', 'mixed berry'], gramsPerCup: 145, source: 'derived' },
  { names: ['banana'], gramsPerCup: 225, source: 'USDA' },
  { names: ['mango'], gramsPerCup: 165, source: 'USDA' },
  { names: ['pineapple'], gramsPerCup: 165, source: 'USDA' },
  { names: ['apple'], gramsPerCup: 125, source: 'USDA' },
  { names: ['grape'], gramsPerCup: 151, source: 'USDA' },
  { names: ['watermelon'], gramsPerCup: 152, source: 'USDA' },
];

/**
 * Last words of things measured by volume: a cup of them becomes millilitres, not grams. "sour
 * cream", "ice cream" and "cream cheese" are in the density table or end otherwise.
 */
export const LIQUID_WORDS: ReadonlySet<string> = new Set([
  'water',
  'milk',
  'buttermilk',
  'cream',
  'half-and-half',
  'stock',
  'broth',
  'juice',
  'oil',
  'vinegar',
  'wine',
  'beer',
  'ale',
  'cider',
  'sake',
  'mirin',
  'sauce',
  'syrup',
  'extract',
  'essence',
  'liqueur',
  'rum',
  'brandy',
  'cognac',
  'vodka',
  'whisky',
  'whiskey',
  'bourbon',
  'gin',
  'tequila',
  'sherry',
  'port',
  'vermouth',
  'marsala',
  'coffee',
  'espresso',
  'tea',
  'kefir',
  'lemonade',
  'soda',
  'cola',
  'passata',
  'dressing',
  'custard',
]);
