import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFoodTable, loadFoodTable } from './food-table.ts';
import { NUTRIENT_KEYS } from './food.ts';
import { DEFAULT_SERVINGS, MIN_COVERAGE, nutritionOfRecipe, recipeNutrition } from './nutrition.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { TEST_FOODS } from './test-foods.ts';

const nutrition = (ingredients: string[], servings?: number | null) =>
  recipeNutrition(TEST_FOODS, { ingredients, servings });

describe('recipeNutrition', () => {
  it('measures a recipe from an Australian site in its cups and tablespoons', async () => {
    const table = await loadFoodTable();
    const lines = ['2 tbsp butter', '1 cup milk'];
    const grams = (sourceUrl: string | null) =>
      nutritionOfRecipe(table, {
        ingredients: lines.map(ingredientFromText),
        servings: 1,
        sourceUrl,
      }).servingGrams;
    // A 20 ml tablespoon and a 250 ml cup: 2 x 20 ml butter and 250 ml milk.
    expect(grams('https://www.taste.com.au/recipes/pancakes/x')).toBeGreaterThan(grams(null) + 12);
    expect(grams('https://www.example.com/pancakes')).toBe(grams(null));
  });

  it('weighs every thing an amount is each of, the whole amount of each', () => {
    // 100 g flour (350 kcal) and 100 g butter (740 kcal): one line, counted once.
    const each = nutrition(['100 g each plain flour and butter'], 1);
    expect(each.servingGrams).toBe(200);
    expect(each.perServing.energyKcal).toBe(1090);
    expect([each.lineCount, each.countedCount]).toEqual([1, 1]);
    // Two onions (100 g each) and two potatoes (200 g each).
    expect(nutrition(['2 each onions and potatoes'], 1).servingGrams).toBe(600);
  });

  it('counts the things of an each line it can weigh, and misses the line for the others', () => {
    const line = '100 g each plain flour and moon dust';
    const result = nutrition([line], 1);
    expect(result.servingGrams).toBe(100);
    expect(result.coverage).toBe(0.5);
    expect(result.countedCount).toBe(0);
    expect(result.unplaced).toEqual([{ line, reason: 'unknown-food' }]);
  });

  it('adds each line’s nutrients by its grams and divides by the servings', () => {
    // 200 g flour: 700 kcal; 2 onions: 200 g, 80 kcal; 2 servings.
    const result = nutrition(['200 g plain flour', '2 onions'], 2);
    expect(result.perServing.energyKcal).toBe(390);
    expect(result.perServing.carbohydrate).toBe(83);
    expect(result.perServing.fibre).toBe(5);
    expect(result.servingGrams).toBe(200);
    expect(result.coverage).toBe(1);
    expect(result.canEstimate).toBe(true);
    expect(result.lineCount).toBe(2);
    expect(result.countedCount).toBe(2);
  });

  it('adds every nutrient of a line by its grams, each to its own total', () => {
    // One food whose nutrients per 100 g are all different: 300 g of it over 3 servings is each
    // figure per 100 g, rounded as shown.
    const figures = [101, 422, 3.3, 1.1, 5.5, 2.2, 0.7, 8.8, 0.45];
    const table = createFoodTable([
      ['test-food', 'test food', 'cofid', 'Test food', '-', figures, 0, '', ''],
    ]);
    const result = recipeNutrition(table, { ingredients: ['300 g test food'], servings: 3 });
    expect(NUTRIENT_KEYS.map((key) => result.perServing[key])).toEqual(figures);
  });

  it('weighs a pint as the US pint in a recipe written in US measures', () => {
    // US: 473.176 ml × 1.03 = 487.4 g milk, 292.4 kcal; flour 436.8; butter 836.2 → 1,565.
    expect(
      nutrition(['1 pint milk', '1 cup flour', '1 stick butter'], 1).perServing.energyKcal,
    ).toBe(1565);
    // UK (nothing says otherwise): 568.261 ml × 1.03 = 585.3 g, and two 58 g eggs.
    expect(nutrition(['1 pint milk', '2 eggs'], 1).servingGrams).toBe(701);
  });

  it('weighs every tablespoon at 20 ml in a recipe that gives one as 20 ml', () => {
    // 1 tbsp (20 ml) milk: 20.6 g; 2 tbsp flour: 2 × 20 × 0.52 = 20.8 g (15 ml: 15.6 g).
    expect(nutrition(['1 tbsp (20 ml) milk', '2 tbsp flour'], 1).servingGrams).toBe(41);
    expect(nutrition(['1 tbsp milk', '2 tbsp flour'], 1).servingGrams).toBe(31);
  });

  it('rounds energy to whole numbers, salt to hundredths and the rest to tenths', () => {
    // 300 g over 3 servings: each serving holds each figure per 100 g, then rounded.
    const figures = [101.4, 422.6, 3.34, 1.16, 5.56, 2.21, 0.74, 8.86, 0.456];
    const table = createFoodTable([
      ['test-food', 'test food', 'cofid', 'Test food', '-', figures, 0, '', ''],
    ]);
    const result = recipeNutrition(table, { ingredients: ['300 g test food'], servings: 3 });
    expect(NUTRIENT_KEYS.map((key) => result.perServing[key])).toEqual([
      101, 423, 3.3, 1.2, 5.6, 2.2, 0.7, 8.9, 0.46,
    ]);
  });

  it('weighs volumes by density and pieces by their portion', () => {
    // 1 cup flour = 240 × 0.52 = 124.8 g → 436.8 kcal; 1 stick butter = 113 g → 836.2 kcal.
    const result = nutrition(['1 cup flour', '1 stick butter'], 1);
    expect(result.perServing.energyKcal).toBe(1273);
    expect(result.perServing.salt).toBe(1.7);
  });

  it('counts 5 A Day per serving by the NHS rules', () => {
    // 4 onions (400 g) and 2 apples (320 g) over 4 servings: 180 g a serving, 2.25 portions;
    // a tin of chickpeas (240 g) adds 60 g of pulses a serving: 0.75.
    const result = nutrition(['4 onions', '2 apples', '1 tin chickpeas'], 4);
    expect(result.fiveADayGrams).toEqual({ vegetable: 100, fruit: 80, pulse: 60 });
    expect(result.fiveADay).toBe(3);
    // Potatoes are starchy food, not a portion.
    expect(nutrition(['4 potatoes'], 1).fiveADay).toBe(0);
  });

  it('lists what it could not count and how much of the weight is missing', () => {
    const result = nutrition(['400 g plain flour', '100 g unobtainium', 'a handful of herbs'], 4);
    expect(result.unplaced).toEqual([
      { line: '100 g unobtainium', reason: 'unknown-food' },
      { line: 'a handful of herbs', reason: 'unknown-food' },
    ]);
    // 400 g placed of 400 + 100 + 30 (a handful's usual weight).
    expect(result.coverage).toBeCloseTo(400 / 530, 3);
    expect(result.countedCount).toBe(1);
    expect(result.lineCount).toBe(3);
  });

  it('misses no weight for what nobody eats (husks, skewers, smoking chips, bones for stock)', () => {
    const result = nutrition(
      [
        '400 g plain flour',
        '36 corn husks',
        '8 wooden skewers',
        '6 cups hickory chips',
        '3 pounds chicken bones',
        '2 oz Cascade hops',
      ],
      4,
    );
    expect(result.unplaced).toHaveLength(5);
    expect(result.coverage).toBe(1);
    // An unknown food is still missed.
    expect(nutrition(['400 g plain flour', '4 unobtainium husks'], 4).coverage).toBeLessThan(1);
    // Prawns' heads and shells are simmered for a stock; a taco shell is eaten.
    expect(nutrition(['400 g plain flour', '5 prawn heads and shells'], 4).coverage).toBe(1);
    expect(nutrition(['400 g plain flour', '200 g shrimp shells'], 4).coverage).toBe(1);
    // Ceramic baking beans weigh down a pastry case baked blind.
    const blind = nutrition(['400 g plain flour', '500 g ceramic baking beans'], 4);
    expect(blind.unplaced).toHaveLength(1);
    expect(blind.coverage).toBe(1);
    expect(nutrition(['400 g plain flour', '8 unobtainium shells'], 4).coverage).toBeLessThan(1);
    // Lolly sticks, scallop shells to bake in and an ovenproof dish, even after a food's name.
    for (const thing of [
      '10 wooden lolly sticks',
      '6 ice cream sticks',
      '12 wooden ice cream sticks',
      '4 large scallop shells',
      '1 (2 litre) ovenproof dish',
      // The dish, pan or tin a list names as its equipment.
      '7x5-inch Baking Dish',
      '1 9x13 inch baking pan',
      '1 9-inch springform pan',
      '2 round cake tins',
      '6 ramekins',
      '8 cocktail picks',
      '1 (3-inch) parmesan rind',
      'a piece of Parmigiano-Reggiano rind',
      // In any case.
      '36 CORN HUSKS',
      '8 Wooden Skewers',
      '6 RAMEKINS',
      '2 oz Cascade HOPS',
      // Named before a comma, how it is used after it.
      '8 skewers, 10 inches or longer, soaked in water for 30 minutes if wooden',
    ]) {
      expect(nutrition(['400 g plain flour', thing], 4).coverage, thing).toBe(1);
    }
  });

  it('misses no weight for the necks, backs, frames and trimmings a stock is made from', () => {
    const stock = (line: string) => nutrition(['400 g plain flour', line], 4).coverage;
    expect(stock('6 pounds beef bones and trimmings')).toBe(1);
    expect(stock('4 pounds fish frames, heads, and tails, rinsed')).toBe(1);
    expect(stock('3½ lbs (1.75 kg) chicken necks or backs')).toBe(1);
    expect(stock('4 pounds chicken backs')).toBe(1);
    expect(stock('2 ½ lbs fish heads (about 2 salmon heads)')).toBe(1);
    // Meat without its bones, and an unknown cut, are still missed.
    expect(stock('2 pounds boneless unobtainium roast')).toBeLessThan(1);
    expect(stock('12 unobtainium cheeks')).toBeLessThan(1);
  });

  it('misses a gram or so a piece for counted petals, flowers and berries it cannot place', () => {
    const missing = (line: string) => {
      const { coverage } = nutrition(['400 g plain flour', line], 4);
      return Math.round(400 / coverage - 400);
    };
    // Counted, a petal, a flower or a berry the table lacks is a recipe's pinch, as a leaf is.
    expect(missing('18 rose petals')).toBe(18);
    expect(missing('12 borage flowers')).toBe(12);
    expect(missing('5 juniper berries, crushed')).toBe(5);
    expect(missing('24 unobtainium leaves')).toBe(24);
    // By weight, or another counted thing, it is missed as before.
    expect(missing('200 g unobtainium berries')).toBe(200);
    expect(missing('2 unobtainium cakes')).toBe(200);
  });

  it('counts a seasoning to taste as nothing, not as a missing ingredient', () => {
    const result = nutrition(['200 g plain flour', 'salt to taste'], 2);
    expect(result.unplaced).toEqual([]);
    expect(result.countedCount).toBe(2);
    expect(result.coverage).toBe(1);
  });

  it('will not estimate below the least coverage', () => {
    const result = nutrition(['100 g plain flour', '300 g unobtainium'], 2);
    expect(result.coverage).toBeLessThan(MIN_COVERAGE);
    expect(result.canEstimate).toBe(false);
  });

  it('will not estimate when most lines give no amount, though their weight is not missed', () => {
    const result = nutrition(['onions', 'potatoes', 'tomatoes', 'garlic', '200 g plain flour'], 4);
    // No amount misses no weight, so the coverage stays whole on the one measured line...
    expect(result.coverage).toBe(1);
    expect(result.countedCount).toBe(1);
    // ...but 1 of 5 lines is too few to stand on.
    expect(result.canEstimate).toBe(false);
    // Half the lines counted is enough: one oil without an amount beside a measured recipe.
    const measured = nutrition(['200 g plain flour', '2 eggs', '100 g butter', 'oil'], 4);
    expect(measured.countedCount).toBe(3);
    expect(measured.canEstimate).toBe(true);
  });

  it('refuses an absurd amount instead of counting it', () => {
    const result = nutrition(['1000 cups salt', '100 g plain flour'], 2);
    expect(result.unplaced).toEqual([{ line: '1000 cups salt', reason: 'absurd-amount' }]);
    expect(result.canEstimate).toBe(false);
    expect(result.perServing.salt).toBe(0);
  });

  it('takes the default servings for none, zero or nonsense', () => {
    for (const servings of [
      undefined,
      null,
      0,
      -2,
      1e-9,
      1e9,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(nutrition(['400 g plain flour'], servings).servings).toBe(DEFAULT_SERVINGS);
    }
  });

  it("counts a range at its first number, as the pages' calculators do", () => {
    const kcal = (lines: string[]) => nutrition(lines, 1).perServing.energyKcal;
    expect(kcal(['1 pound butter'])).toBeGreaterThan(0);
    expect(kcal(['1-2 pounds butter'])).toBe(kcal(['1 pound butter']));
    expect(kcal(['200 g plain flour', '2-3 tbsp olive oil'])).toBe(
      kcal(['200 g plain flour', '2 tbsp olive oil']),
    );
    expect(kcal(['2 to 3 cups whole milk'])).toBe(kcal(['2 cups whole milk']));
    // Parsed lines, as the app gives them, too.
    const parsed = recipeNutrition(TEST_FOODS, {
      ingredients: [parseIngredient('1-2 pounds butter')],
      servings: 1,
    });
    expect(parsed.perServing.energyKcal).toBe(kcal(['1 pound butter']));
  });

  it('skips group headings', () => {
    expect(nutrition(['For the sauce:', '100 g butter'], 1).lineCount).toBe(1);
  });

  it('counts a line made from the lines above it once, through those lines', () => {
    // The dough is the flour and butter above; weighing it again would count them twice.
    const lines = ['200 g plain flour', '100 g butter'];
    const alone = nutrition(lines, 1);
    for (const made of [
      '300 g plain flour (from above)',
      '300g flour, made above',
      '1 cup flour from step 2',
      '2 cups flour, from the recipe above',
      '1 ½ ounces flour (made from ingredients above)',
      '1 cup flour, from the ingredients above',
    ]) {
      const result = nutrition([...lines, made], 1);
      expect(result.perServing.energyKcal).toBe(alone.perServing.energyKcal);
      expect(result.coverage).toBe(1);
      expect(result.unplaced).toEqual([]);
      expect(result.countedCount).toBe(3);
    }
    // "Above" in another sense is an ordinary line.
    expect(
      nutrition([...lines, '100 g flour, sifted above the bowl'], 1).perServing.energyKcal,
    ).toBeGreaterThan(alone.perServing.energyKcal);
  });

  it('counts butter browned from the butter above as that butter, not more of it', () => {
    // 200 g butter (1,480 kcal) and 100 g flour (350 kcal); the browned butter is made from it.
    const plain = nutrition(['200 g butter', '100 g plain flour'], 1);
    const browned = nutrition(
      ['200 g butter', '100 g plain flour', '75 g browned butter', '100 g brown butter'],
      1,
    );
    expect(browned.perServing.energyKcal).toBe(plain.perServing.energyKcal);
    expect(browned.coverage).toBe(1);
    expect([browned.lineCount, browned.countedCount]).toEqual([4, 4]);
    // More browned butter than the butter above holds is bought for it, and counts; so does
    // browned butter with no butter above it.
    const more = nutrition(['100 g butter', '150 g browned butter'], 1);
    expect(more.perServing.energyKcal).toBe(nutrition(['250 g butter'], 1).perServing.energyKcal);
    const alone = nutrition(['50 g clarified butter', '100 g plain flour'], 1);
    expect(alone.perServing.energyKcal).toBe(
      nutrition(['50 g butter', '100 g plain flour'], 1).perServing.energyKcal,
    );
  });

  it('reads a line without its web address, and a line that is only a link as no ingredient', async () => {
    const table = await loadFoodTable();
    const plain = recipeNutrition(table, {
      ingredients: ['400 g spaghetti', '100 g cheddar', 'Parmesan, to serve'],
      servings: 2,
    });
    const linked = recipeNutrition(table, {
      ingredients: [
        '400 g spaghetti',
        'Buy here: https://shop.example.com/pasta',
        '100 g cheddar (see https://example.com/cheddar).',
        'https://example.com/only-a-link',
        'Parmesan, https://example.com/parmesan, to serve',
      ],
      servings: 2,
    });
    // The links are not ingredients: 3 lines read, as without them, and none named with a link.
    expect(linked.lineCount).toBe(3);
    expect(linked.countedCount).toBe(plain.countedCount);
    expect(linked.coverage).toBe(plain.coverage);
    expect(linked.perServing).toEqual(plain.perServing);
    expect(linked.unplaced).toEqual([{ line: 'Parmesan, to serve', reason: 'no-amount' }]);
    expect(JSON.stringify(linked)).not.toMatch(/https?:|example\.com/);
  });

  it('weighs a US recipe’s large eggs at USDA’s 50 g, a UK recipe’s at the table’s 58 g', async () => {
    const table = await loadFoodTable();
    const grams = (lines: string[]) =>
      recipeNutrition(table, { ingredients: lines, servings: 1 }).servingGrams;
    const us = grams(['1 cup sugar', '2 large eggs']);
    expect(us - grams(['1 cup sugar'])).toBe(100);
    const uk = grams(['200g caster sugar', '2 large eggs']);
    expect(uk - grams(['200g caster sugar'])).toBe(116);
  });

  it('leaves the oil a recipe deep-fries in out of its figures, and counts the line as read', async () => {
    // The shipped table: the rule reads the food's own fat share (oils, lard; not butter).
    const table = await loadFoodTable();
    const nutrition = (lines: string[], servings: number) =>
      recipeNutrition(table, { ingredients: lines, servings });
    const lines = ['500 g chicken breast', '100 g plain flour'];
    const alone = nutrition(lines, 4);
    // Deep-frying said, or frying with the amount: the fried food takes up 8% of the recipe's
    // weight (600 g) of the oil, 48 g, as if the recipe listed 48 g of it; the rest is the pan's.
    for (const [oil, takenUp] of [
      ['1 litre vegetable oil, for deep frying', '48 g vegetable oil'],
      ['4 cups canola oil for deep-frying', '48 g canola oil'],
      ['2 quarts peanut oil for frying', '48 g peanut oil'],
      ['600ml/21fl oz sunflower oil, for frying', '48 g sunflower oil'],
      ['vegetable oil for deep frying (at least 1 litre/four cups)', '48 g vegetable oil'],
      ['4 cups lard for frying', '48 g lard'],
    ] as const) {
      const result = nutrition([...lines, oil], 4);
      expect(result.perServing, oil).toEqual(nutrition([...lines, takenUp], 4).perServing);
      expect(result.fryingOilTakenUp, oil).toBe(48);
      expect(result.coverage, oil).toBe(1);
      expect(result.unplaced, oil).toEqual([]);
      expect(result.countedCount, oil).toBe(3);
      expect(result.fryingOil, oil).toEqual([oil]);
    }
    // A litre or more of oil with no frying said is a fryer's or a confit's, and "oil, for
    // frying" with no amount may be a pan's film: left out whole.
    for (const oil of [
      '2 quarts safflower or peanut oil',
      '8 c canola oil',
      '1 litre/1¾ pint olive oil',
      'vegetable oil, for frying',
    ]) {
      const result = nutrition([...lines, oil], 4);
      expect(result.perServing.energyKcal, oil).toBe(alone.perServing.energyKcal);
      expect(result.fryingOilTakenUp, oil).toBe(0);
      expect(result.coverage, oil).toBe(1);
      expect(result.unplaced, oil).toEqual([]);
      expect(result.countedCount, oil).toBe(3);
      expect(result.fryingOil, oil).toEqual([oil]);
    }
    // A pan's oil, the recipe's own oil beside extra for frying, and butter are eaten.
    for (const eaten of [
      '3 tbsp vegetable oil, for frying',
      '3 tbsp olive oil, plus extra for deep frying',
      '1 cup vegetable oil',
      '2 cups vegetable oil',
      '50g butter, for frying',
      '2.25kg/5lb lard, diced',
    ]) {
      const result = nutrition([...lines, eaten], 4);
      expect(result.perServing.energyKcal, eaten).toBeGreaterThan(alone.perServing.energyKcal + 50);
      expect(result.fryingOil, eaten).toEqual([]);
    }
  });

  it("leaves a brine's water, salt and sugar out of its figures, and counts its lines as read", async () => {
    const table = await loadFoodTable();
    const of = (ingredients: string[]) => recipeNutrition(table, { ingredients, servings: 4 });
    const chicken = ['1 (4 to 5 lb) chicken', '3 tbsp chicken dry rub'];
    const brine = ['4 quarts water', '1 cup Diamond Kosher Salt', '3/4 cup sugar'];
    const alone = of(chicken);
    // A gallon of water with a cup of kosher salt (3.5%) and the sugar beside them: the bird soaks
    // in it and is lifted out. Counted whole they were 33 g of salt and 148 kcal of sugar a serving.
    const brined = of([...chicken, ...brine]);
    expect(brined.perServing).toEqual(alone.perServing);
    expect(brined.brine).toEqual(brine);
    expect(brined.countedCount).toBe(alone.countedCount + 3);
    expect(brined.coverage).toBe(alone.coverage);
    // Peppercorns and bay steeped in it go with it; a sugar after the meat is the glaze's.
    const steeped = of([
      '2 gallons cold water',
      '2 cups kosher salt',
      '1 tbsp black peppercorns',
      '3 bay leaves',
      '1 cup brown sugar',
      '12 lb turkey',
      '1/2 cup brown sugar',
    ]);
    expect(steeped.brine).toEqual([
      '2 gallons cold water',
      '2 cups kosher salt',
      '1 tbsp black peppercorns',
      '3 bay leaves',
      '1 cup brown sugar',
    ]);
    expect(steeped.perServing.sugars).toBeGreaterThan(20);
    // Not a brine: a pot of soup's water and salt (0.9%), less than a litre of water, a sugar
    // that is not next to them.
    for (const lines of [
      ['2 litres water', '1 tbsp salt', '2 tbsp sugar', '500 g carrots'],
      ['2 cups water', '1/4 cup kosher salt', '1/4 cup sugar', '4 pork chops'],
      ['4 quarts water', '1 cup kosher salt', '4 pork chops', '1/2 cup brown sugar'],
    ]) {
      const result = of(lines);
      expect(result.perServing.sugars, lines.join(', ')).toBeGreaterThan(5);
      expect(
        result.brine.some((line) => line.includes('sugar')),
        lines.join(', '),
      ).toBe(false);
    }
    expect(of(['2 litres water', '1 tbsp salt', '500 g carrots']).brine).toEqual([]);
  });

  it('counts what deep-fried chicken takes up of its oil: a page with its published figure', async () => {
    // Kitchen Sanctuary's Korean fried chicken, as its page lists it; the page says 814 kcal a
    // serving of 4. With the oil left out whole it was 540 (34% under).
    const fried = recipeNutrition(await loadFoodTable(), {
      servings: 4,
      ingredients: [
        '4 chicken breasts ( sliced into long thick strips)',
        '240 ml (1 cup) buttermilk',
        '1/2 tsp salt',
        '1/4 tsp white pepper',
        '1/4 tsp garlic salt',
        '180 g (1 1/2 cups) plain (all-purpose) flour',
        '1 tsp salt',
        '1 tsp ground black pepper',
        '1/2 tsp garlic salt',
        '½ tsp celery salt',
        '1 tsp dried thyme',
        '1 tsp paprika',
        '1 tsp baking powder',
        '1 tsp chilli flakes',
        'vegetable oil for deep frying (at least 1 litre/four cups)',
        '2 tbsp gochujang paste',
        '2 tbsp honey',
        '4 tbsp brown sugar',
        '4 tbsp soy sauce',
        '2 cloves garlic (peeled and minced)',
        '2 tsp minced ginger',
        '1 tbsp vegetable oil',
        '1 tbsp sesame oil',
        '3 spring onions (sliced into thin strips)',
        '1 tsp sesame seeds',
        '½ tsp chilli flakes (red pepper flakes)',
      ],
    });
    expect(fried.fryingOilTakenUp).toBeGreaterThan(100);
    expect(fried.perServing.energyKcal).toBeGreaterThan(814 * 0.75);
    expect(fried.perServing.energyKcal).toBeLessThan(814 * 1.25);
  });

  it('never gives NaN, an infinity or a negative figure, whatever the recipe', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          fc.oneof(
            fc.constant(''),
            fc.double({ noNaN: false }).map(String),
            fc.nat(5000).map(String),
            fc.constantFrom('½', '1/2', '2-3', '0', '-1', '1e309'),
          ),
          fc.constantFrom('', 'g', 'kg', 'cups', 'tbsp', 'stick', 'tin', 'pinch', 'large', 'ml'),
          fc.constantFrom(
            'flour',
            'butter',
            'milk',
            'onion',
            'apple',
            'salt',
            'chickpeas',
            'orange juice',
            'raisins',
            'herbs',
            '',
          ),
        )
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.oneof(fc.double(), fc.constant(null)),
        (lines, servings) => {
          const result = recipeNutrition(TEST_FOODS, { ingredients: lines, servings });
          const figures = [
            ...NUTRIENT_KEYS.map((key) => result.perServing[key]),
            result.fiveADay,
            result.coverage,
            result.servingGrams,
            result.servings,
            ...Object.values(result.fiveADayGrams),
          ];
          for (const figure of figures) {
            expect(Number.isFinite(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(result.coverage).toBeLessThanOrEqual(1);
          if (result.coverage < MIN_COVERAGE) expect(result.canEstimate).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('recipeNutrition on repeated lines', () => {
  it('gives a line repeated across recipes and within one the same figures each time', () => {
    const once = nutrition(['200 g plain flour', '2 onions'], 2);
    const again = nutrition(['200 g plain flour', '2 onions'], 2);
    expect(again).toEqual(once);
    const twice = nutrition(['200 g plain flour', '200 g plain flour'], 2);
    expect(twice.perServing.energyKcal).toBe(700);
    expect(twice.lineCount).toBe(2);
  });

  it('places a line in each table by that table: another table’s answer is not reused', () => {
    expect(nutrition(['2 onions'], 1).perServing.energyKcal).toBe(80);
    const onionFree = createFoodTable([]);
    const other = recipeNutrition(onionFree, { ingredients: ['2 onions'], servings: 1 });
    expect(other.countedCount).toBe(0);
    expect(other.unplaced).toEqual([{ line: '2 onions', reason: 'unknown-food' }]);
  });
});

describe('groups a recipe offers as choices', () => {
  it('reads the lines of a variations group and leaves them out, said as alternatives', () => {
    // 200 g flour: 700 kcal; the butter is a variation.
    const result = nutrition(['200 g plain flour', 'Variations:', '100 g butter'], 1);
    expect(result.perServing.energyKcal).toBe(700);
    expect(result.servingGrams).toBe(200);
    expect([result.lineCount, result.countedCount]).toEqual([2, 1]);
    expect(result.unplaced).toEqual([{ line: '100 g butter', reason: 'alternative' }]);
    // Left out on purpose, so not missing from the coverage.
    expect(result.coverage).toBe(1);
  });

  it('counts a group that is a part of the dish, optional or to serve', () => {
    for (const heading of ['For the topping:', 'Sauce:', 'To serve:', 'Optional garnish:']) {
      const result = nutrition(['200 g plain flour', heading, '100 g butter'], 1);
      expect(result.perServing.energyKcal, heading).toBe(1440);
      expect(result.unplaced, heading).toEqual([]);
    }
  });

  it('counts again from the next group that is not a choice', () => {
    const result = nutrition(['Mix-in ideas:', '100 g butter', 'For the sauce:', '2 onions'], 1);
    expect(result.servingGrams).toBe(200);
    expect(result.unplaced).toEqual([{ line: '100 g butter', reason: 'alternative' }]);
  });

  it('takes the groups after a line standing for "the variations below" as the choices', () => {
    const stand = '50 g mix-ins (see variations below)';
    const result = nutrition(
      ['200 g plain flour', stand, 'Double chocolate:', '100 g butter', 'Lemon:', '2 onions'],
      1,
    );
    expect(result.servingGrams).toBe(200);
    expect(result.unplaced.map((line) => line.reason)).toEqual([
      'unknown-food',
      'alternative',
      'alternative',
    ]);
  });

  it('reads a recipe’s groups with their titles when they hold its list', () => {
    const base = ['200 g plain flour'].map(ingredientFromText);
    const extras = ['100 g butter'].map(ingredientFromText);
    const grouped = {
      ingredients: [...base, ...extras],
      ingredientGroups: [
        { title: 'Base', items: base },
        { title: 'Optional add-ins', items: extras },
      ],
      servings: 1,
    };
    const result = nutritionOfRecipe(TEST_FOODS, grouped);
    expect(result.perServing.energyKcal).toBe(700);
    expect(result.unplaced).toEqual([{ line: '100 g butter', reason: 'alternative' }]);
    // Only groups: the same.
    expect(nutritionOfRecipe(TEST_FOODS, { ...grouped, ingredients: [] })).toEqual(result);
    // Groups that are not the list (edited apart): the list as it is, all counted.
    const apart = { ...grouped, ingredientGroups: [{ title: 'Variations', items: base }] };
    expect(nutritionOfRecipe(TEST_FOODS, apart).perServing.energyKcal).toBe(1440);
  });

  it('leaves out items that give no line, with groups or without', () => {
    const blank = { ...ingredientFromText(' '), rawText: null };
    const items = [
      ingredientFromText('200 g plain flour'),
      blank,
      ingredientFromText('100 g butter'),
    ];
    const flat = nutritionOfRecipe(TEST_FOODS, { ingredients: items, servings: 1 });
    expect([flat.lineCount, flat.countedCount, flat.servingGrams]).toEqual([2, 2, 300]);
    // The same with no groups given, an empty list of groups, and one group holding the list.
    expect(
      nutritionOfRecipe(TEST_FOODS, { ingredients: items, servings: 1, ingredientGroups: [] }),
    ).toEqual(flat);
    const grouped = nutritionOfRecipe(TEST_FOODS, {
      ingredients: items,
      servings: 1,
      ingredientGroups: [{ title: '', items }],
    });
    expect(grouped).toEqual(flat);
  });
});
