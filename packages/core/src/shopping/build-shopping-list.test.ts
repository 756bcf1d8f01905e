import { describe, expect, it } from 'vitest';
import { DISPLAY_CATEGORIES } from './categories.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { recipeWith } from './test-recipes.ts';

const weeknight = [
  recipeWith('1', 'Spaghetti bolognese', [
    '500g beef mince',
    '2 x 400g tins chopped tomatoes',
    '1 large onion, finely chopped',
    '2 garlic cloves, crushed',
    '1 tbsp olive oil',
    '300g spaghetti',
    '50g parmesan, grated',
  ]),
  recipeWith('2', 'Thai green curry', [
    '400ml can coconut milk',
    '2 tbsp Thai green curry paste',
    '4 chicken thighs',
    '1 tsp olive oil',
    'handful fresh coriander',
    '250g basmati rice',
    '1 onion',
  ]),
];

describe('buildShoppingList', () => {
  describe('lists every thing an amount is each of on its own, at the whole amount', () => {
    const items = (lines: readonly string[]) =>
      buildShoppingList([recipeWith('1', 'Roast', lines)]).items.map((item) => [
        item.ingredient,
        item.quantity,
        item.unit,
        item.category,
      ]);

    it('five names after a comma list, each in its aisle', () => {
      expect(items(['½ bunch each oregano, rosemary, thyme, sage, parsley'])).toEqual([
        ['Oregano', 0.5, 'bunch', 'herbs'],
        ['Parsley', 0.5, 'bunch', 'herbs'],
        ['Rosemary', 0.5, 'bunch', 'herbs'],
        ['Sage', 0.5, 'bunch', 'herbs'],
        ['Thyme', 0.5, 'bunch', 'herbs'],
      ]);
    });

    it('two names joined by "and", in different aisles', () => {
      expect(items(['2 tbsp each chopped parsley and chives'])).toEqual([
        ['Chives', 2, 'tbsp', 'herbs'],
        ['Parsley', 2, 'tbsp', 'herbs'],
      ]);
      expect(items(['2 each red onions and carrots'])).toEqual([
        ['Carrots', 2, null, 'vegetables'],
        ['Red Onions', 2, null, 'vegetables'],
      ]);
      expect(items(['100g each grated cheddar and plain flour'])).toEqual([
        ['Cheddar', 100, 'g', 'dairy_and_eggs'],
        ['Plain Flour', 100, 'g', 'baking'],
      ]);
      expect(items(['1 tsp each salt and pepper'])).toEqual([
        ['Black Pepper', 1, 'tsp', 'spices_and_seasoning'],
        ['Salt', 1, 'tsp', 'spices_and_seasoning'],
      ]);
    });

    it('gives the names after the first the form the first opens with', () => {
      expect(items(['1 tsp each ground cumin and coriander'])).toEqual([
        ['Ground Coriander', 1, 'tsp', 'spices_and_seasoning'],
        ['Ground Cumin', 1, 'tsp', 'spices_and_seasoning'],
      ]);
    });

    it('keeps a choice ("or") as the one thing to buy', () => {
      expect(items(['1 tbsp each oregano or thyme'])).toEqual([
        ['Oregano or Thyme', 1, 'tbsp', 'herbs'],
      ]);
    });

    it("merges each thing with another recipe's, and keeps both recipes and the line", () => {
      const list = buildShoppingList([
        recipeWith('1', 'Roast', ['½ bunch each oregano, rosemary, thyme, sage, parsley']),
        recipeWith('2', 'Tabbouleh', ['1 bunch parsley']),
      ]);
      const parsley = list.items.find((item) => item.name === 'parsley');
      expect([parsley?.quantity, parsley?.unit]).toEqual([1.5, 'bunch']);
      expect(parsley?.recipes).toEqual(['Roast', 'Tabbouleh']);
      expect(parsley?.lines).toEqual([
        '1 bunch parsley',
        '½ bunch each oregano, rosemary, thyme, sage, parsley',
      ]);
      const sage = list.items.find((item) => item.name === 'sage');
      expect([sage?.quantity, sage?.recipes, sage?.recipeIds]).toEqual([0.5, ['Roast'], ['1']]);
    });
  });

  it('buys what "a little" names, beside the same thing measured', () => {
    const list = buildShoppingList([
      recipeWith('1', 'A', [
        'a little olive oil, for frying',
        '2 tbsp olive oil',
        'a little water',
      ]),
    ]);
    expect(list.items.map((item) => item.ingredient)).toEqual(['Olive Oil']);
  });

  it('lists a US recipe’s pint in ml, and a UK recipe’s pint as a pint', () => {
    const us = buildShoppingList([
      recipeWith('1', 'A', ['1 pint heavy cream', '2 cups all-purpose flour', '1 stick butter']),
    ]);
    const cream = us.items.find((item) => item.name.includes('cream'));
    expect([cream?.quantity, cream?.unit]).toEqual([473, 'ml']);
    const uk = buildShoppingList([
      recipeWith('1', 'A', ['1 pint double cream', '200g plain flour']),
    ]);
    const double = uk.items.find((item) => item.name.includes('cream'));
    expect([double?.quantity, double?.unit]).toEqual([1, 'pint']);
  });

  it('adds a measure joined to the amount into the item it merges with', () => {
    const items = (lines: readonly string[]) =>
      buildShoppingList([recipeWith('1', 'A', lines)]).items.map((item) => [
        item.ingredient,
        Math.round(item.quantity ?? 0),
        item.unit,
      ]);
    // 1¼ sticks and a stick, at the list's 113 g a stick: the 2 tablespoons are not lost.
    expect(items(['1 stick plus 2 tablespoons butter', '1 stick butter'])).toEqual([
      ['Butter', 254, 'g'],
    ]);
    // ⅞ cup and a cup of flour, one item, no "Minus" of its own.
    expect(items(['1 cup minus 2 tablespoons flour', '1 cup flour'])).toEqual([
      ['Flour', 225, 'g'],
    ]);
  });

  it('weighs a spoon joined to a cup as cups, not as 49 teaspoons', () => {
    const item = (line: string) => {
      const [only] = buildShoppingList([recipeWith('1', 'A', [line])]).items;
      return [only?.ingredient, Math.round(only?.quantity ?? 0), only?.unit, only?.buy?.text];
    };
    // 1 1/48 cups of sugar, weighed as a cup of sugar is (200 g a cup).
    expect(item('1 tsp plus 1 cup sugar')).toEqual(['Sugar', 202, 'g', '500 g']);
    expect(item('2 tbsp plus 1/4 cup canola oil')).toEqual(['Rapeseed Oil', 90, 'ml', '1 bottle']);
    expect(item('1 cup plus 2 tbsp flour')).toEqual(['Flour', 135, 'g', '1.5 kg']);
    // Spoons joined to spoons stay spoons, in the larger spoon.
    expect(item('2 teaspoons plus 2 tablespoons sugar')).toEqual(['Sugar', 3, 'tbsp', '500 g']);
    expect(
      buildShoppingList([recipeWith('1', 'A', ['2 tbsp plus 1 tsp olive oil'])]).items[0]
        ?.displayQuantity,
    ).toBe('2.3 tbsp');
  });

  it("keeps a tin's kind in the name after what is done to its contents", () => {
    const list = buildShoppingList([
      recipeWith('1', 'A', ['1 can drained diced tomatoes', '2 peeled and seeded tomatoes']),
    ]);
    expect(list.items.map((item) => item.name).sort()).toEqual(['diced tomatoes', 'tomatoes']);
  });

  it('drops ingredient lines of 2 characters or fewer after trimming', () => {
    const list = buildShoppingList([recipeWith('1', 'A', ['  ab  ', 'x', '', 'egg'])]);
    expect(list.items.map((item) => item.ingredient)).toEqual(['Eggs']);
  });

  it('shows the 13 display categories in SPEC order and drops empty ones', () => {
    const list = buildShoppingList(weeknight);
    const order = DISPLAY_CATEGORIES.map((category) => category.id as string);
    const ids = list.categories.map((category) => category.id as string);
    expect(ids).toEqual([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(ids).toEqual([
      'meat_and_fish',
      'dairy_and_eggs',
      'vegetables',
      'herbs',
      'oils_and_vinegars',
      'sauces',
      'pasta_and_grains',
      'tinned_and_jarred',
    ]);
    expect(list.categories.every((category) => category.items.length > 0)).toBe(true);
  });

  it('sorts items alphabetically within a category and title-cases names', () => {
    const list = buildShoppingList(weeknight);
    const meat = list.categories.find((category) => category.id === 'meat_and_fish');
    expect(meat?.items.map((item) => item.ingredient)).toEqual(['Beef Mince', 'Chicken Thighs']);
    const veg = list.categories.find((category) => category.id === 'vegetables');
    expect(veg?.items.map((item) => [item.displayQuantity, item.ingredient])).toEqual([
      ['2', 'Garlic Cloves'],
      ['2', 'Onions'],
    ]);
  });

  it('reads UK lines into what to buy: 2 x 400g tins → 2 cans, coriander → cilantro', () => {
    const items = buildShoppingList(weeknight).items;
    expect(items.find((item) => item.name === 'chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      displayQuantity: '2 cans',
    });
    expect(items.find((item) => item.name === 'cilantro')).toMatchObject({
      category: 'herbs',
      unit: 'handful',
    });
    expect(items.find((item) => item.name === 'olive oil')).toMatchObject({
      unit: 'bottle',
      recipeCount: 2,
    });
  });

  it('marks items whose keys are checked', () => {
    const key = 'onions-vegetables-count';
    const list = buildShoppingList(weeknight, { checkedKeys: [key] });
    expect(list.items.find((item) => item.key === key)?.checked).toBe(true);
    expect(list.categories.find((category) => category.id === 'vegetables')?.checkedCount).toBe(1);
  });

  it('reads ingredient groups when the flat list is empty', () => {
    const list = buildShoppingList([
      {
        id: 'g',
        name: 'Grouped',
        ingredients: [],
        ingredientGroups: [{ items: recipeWith('x', 'x', ['2 leeks']).ingredients }],
      },
    ]);
    expect(list.items.map((item) => item.ingredient)).toEqual(['Leeks']);
  });

  it('gives an empty list for no recipes', () => {
    expect(buildShoppingList([])).toEqual({ categories: [], items: [] });
  });
});

describe('buildShoppingList: a line of two things, each with its own amount', () => {
  const items = (lines: readonly string[]) =>
    buildShoppingList([recipeWith('1', 'Supper', lines)]).items.map((item) => [
      item.ingredient,
      item.quantity,
      item.unit,
    ]);

  it('lists both things, not the first alone', () => {
    expect(items(['1 tsp salt and 1/2 tsp pepper'])).toEqual([
      ['Black Pepper', 0.5, 'tsp'],
      ['Salt', 1, 'tsp'],
    ]);
    expect(items(['1 (400 g) tin chopped tomatoes and 1 tin butter beans'])).toEqual([
      ['Butter Beans', 1, 'can'],
      ['Chopped Tomatoes', 1, 'can'],
    ]);
  });

  it('keeps one amount written in two units, and an "and" in a note or after an "or"', () => {
    expect(items(['1 cup and 2 tbsp flour'])).toHaveLength(1);
    expect(items(['2 lemons, 1 juiced and 1 sliced'])).toEqual([['Lemons', 2, null]]);
    expect(items(['1 and 1/2 cups milk'])).toHaveLength(1);
  });

  it('buys a weight once, not its imperial twin as well: 600g/1lb and 5¼oz plain flour → 600 g', () => {
    expect(items(['600g/1lb and 5¼oz plain flour'])).toEqual([['Plain Flour', 600, 'g']]);
  });

  it('buys the upper end of a range joined on: 2 tbsp plus 3½ to 4 cups flour → 4⅛ cups', () => {
    // 4⅛ cups of flour at 120 g a cup (the density table), where 3⅝ cups were listed.
    expect(items(['2 tablespoons plus 3½ to 4 cups flour'])).toEqual([['Flour', 495, 'g']]);
  });
});

describe('servings scaling (household size)', () => {
  const serves = (servings: number, id: string, lines: string[]) => ({
    ...recipeWith(id, `Recipe ${id}`, lines),
    servings,
  });

  it('scales each recipe by household size ÷ its own servings before merging', () => {
    const list = buildShoppingList(
      [
        serves(4, '1', ['500g beef mince', '2 onions']),
        serves(2, '2', ['250g beef mince', '1 onion']),
      ],
      { servings: 2 },
    );
    const byName = new Map(list.items.map((item) => [item.ingredient, item]));
    // 500 g × 2/4 + 250 g × 2/2 = 500 g; 2 × 2/4 + 1 = 2 onions.
    expect(byName.get('Beef Mince')).toMatchObject({ quantity: 500, unit: 'g' });
    expect(byName.get('Onions')).toMatchObject({ quantity: 2 });
  });

  it('cooks a recipe for the servings chosen for it, over the household size', () => {
    const list = buildShoppingList(
      [serves(4, '1', ['500g beef mince']), serves(2, '2', ['2 onions'])],
      { servings: 2, servingsByRecipe: { '1': 6 } },
    );
    const byName = new Map(list.items.map((item) => [item.ingredient, item]));
    // 500 g × 6/4 (chosen) and 2 onions × 2/2 (household size).
    expect(byName.get('Beef Mince')).toMatchObject({ quantity: 750, unit: 'g' });
    expect(byName.get('Onions')).toMatchObject({ quantity: 2 });
  });

  it('keeps quantities as written without a household size, or for a recipe with no servings', () => {
    const plain = buildShoppingList([serves(4, '1', ['500g beef mince'])]);
    expect(plain.items[0]).toMatchObject({ quantity: 500 });
    const unknown = buildShoppingList([recipeWith('1', 'A', ['500g beef mince'])], { servings: 8 });
    expect(unknown.items[0]).toMatchObject({ quantity: 500 });
  });

  it('leaves items without a quantity alone', () => {
    const list = buildShoppingList([serves(4, '1', ['salt and pepper'])], { servings: 8 });
    expect(list.items[0]?.quantity).toBeNull();
  });
});
