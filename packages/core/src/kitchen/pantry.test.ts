import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../food/food-table.ts';
import { TEST_FOODS } from '../food/test-foods.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import {
  pantryTextProblem,
  readPantryItem,
  readPantryThings,
  subtractPantry,
  type PantryItem,
} from './pantry.ts';

const listOf = (lines: string[]) =>
  buildShoppingList([{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }]);

const pantry = (...texts: string[]): PantryItem[] =>
  texts.map((text, index) => ({ id: `p${index}`, text }));

const item = (result: ReturnType<typeof subtractPantry>, name: string) =>
  result.list.items.find((i) => i.name === name);

describe('subtractPantry', () => {
  it('subtracts by amount and says why: 750 g needed, 500 g held → buy 250 g', () => {
    const result = subtractPantry(listOf(['750 g basmati rice']), pantry('500 g rice'), TEST_FOODS);
    const rice = item(result, 'basmati rice');
    expect(rice).toMatchObject({ quantity: 250, unit: 'g', displayQuantity: '250 g' });
    expect(rice?.buy?.text).toBe('500 g');
    expect(result.have[rice?.key ?? '']).toEqual({
      text: 'you have 500 g',
      pantryIds: ['p0'],
      covered: false,
    });
  });

  it('compares units of one food that do not convert in grams', () => {
    // 2 cups of rice (2 × 240 ml × 0.8 g/ml = 384 g) held against 500 g needed: 116 g to buy.
    const result = subtractPantry(listOf(['500 g rice']), pantry('2 cups rice'), TEST_FOODS);
    expect(item(result, 'rice')?.quantity).toBeCloseTo(116, 0);
  });

  it('takes a wholly covered item off the list into covered', () => {
    const result = subtractPantry(listOf(['4 eggs', '2 onions']), pantry('6 eggs'), TEST_FOODS);
    expect(item(result, 'eggs')).toBeUndefined();
    expect(result.covered.map((i) => i.name)).toEqual(['eggs']);
    expect(Object.values(result.have)).toEqual([
      { text: 'you have 6', pantryIds: ['p0'], covered: true },
    ]);
    expect(item(result, 'onions')?.quantity).toBe(2);
  });

  it('covers any amount of a staple the household always has', () => {
    const result = subtractPantry(
      listOf(['1 kg basmati rice']),
      [{ id: 's', text: 'rice', always: true }],
      TEST_FOODS,
    );
    expect(result.list.items).toEqual([]);
    expect(Object.values(result.have)[0]?.text).toBe('you always have it');
  });

  it('takes from several pantry entries of one food, each in its own unit', () => {
    // 750 g needed; 200 g held, and a cup (240 ml × 0.8 g/ml = 192 g): 358 g to buy.
    const result = subtractPantry(
      listOf(['750 g basmati rice']),
      pantry('200 g rice', '1 cup rice'),
      TEST_FOODS,
    );
    const rice = item(result, 'basmati rice');
    expect(rice?.quantity).toBeCloseTo(358, 6);
    expect(result.have[rice?.key ?? '']).toEqual({
      text: 'you have 200 g and 1 cup',
      pantryIds: ['p0', 'p1'],
      covered: false,
    });
  });

  it('takes from each thing of a line whose amount is each of several, at the whole amount', () => {
    // "½ bunch each oregano, rosemary, thyme" is half a bunch of each, as the list reads it.
    const result = subtractPantry(
      listOf(['½ bunch rosemary', '1 bunch thyme', '2 onions']),
      pantry('½ bunch each oregano, rosemary, thyme'),
      TEST_FOODS,
    );
    expect(item(result, 'rosemary')).toBeUndefined();
    expect(item(result, 'thyme')?.quantity).toBe(0.5);
    expect(item(result, 'onions')?.quantity).toBe(2);
    expect(Object.values(result.have)).toEqual([
      { text: 'you have 0.5 bunch', pantryIds: ['p0'], covered: true },
      { text: 'you have 0.5 bunch', pantryIds: ['p0'], covered: false },
    ]);
  });

  it('keeps a line\'s further amounts when it takes from the first: "1.5 bunches + 2 tbsp" less ½ bunch', () => {
    const list = buildShoppingList([
      { id: 'a', name: 'A', ingredients: ['½ bunch parsley'].map(ingredientFromText) },
      {
        id: 'b',
        name: 'B',
        ingredients: ['1 bunch parsley', '2 tbsp chopped parsley'].map(ingredientFromText),
      },
    ]);
    const result = subtractPantry(list, pantry('½ bunch parsley'), TEST_FOODS);
    // A bunch and two spoons are more than one bunch (a 30 g pack) holds: 2 bunches to buy
    // (was "1 bunch" and no buy amount, as if the spoons were not needed).
    expect(item(result, 'parsley')).toMatchObject({
      quantity: 1,
      displayQuantity: '1 bunch + 2 tbsp',
      buy: { quantity: 2, unit: 'bunch', text: '2 bunches' },
    });
  });

  it('reads a seasoning pair as its two things: always having "salt and pepper" covers both', () => {
    const result = subtractPantry(
      listOf(['1 tsp salt', '½ tsp black pepper']),
      [{ id: 's', text: 'salt and pepper', always: true }],
      TEST_FOODS,
    );
    expect(result.list.items).toEqual([]);
    expect(result.covered.map((i) => i.name).sort()).toEqual(['black pepper', 'salt']);
  });

  it('keeps an unreadable line as text, subtracting nothing', () => {
    const result = subtractPantry(
      listOf(['750 g basmati rice']),
      pantry('some leftover stuff from Tuesday'),
      TEST_FOODS,
    );
    expect(item(result, 'basmati rice')?.quantity).toBe(750);
    expect(result.have).toEqual({});
  });
});

describe('pantryTextProblem', () => {
  it('refuses empty, negative and absurd amounts with a message', () => {
    expect(pantryTextProblem('  ')).toMatch(/Type what you have/);
    expect(pantryTextProblem('-2 kg rice')).toMatch(/negative/);
    expect(pantryTextProblem('1000 kg rice', TEST_FOODS)).toMatch(/more than a kitchen holds/);
    expect(pantryTextProblem('x'.repeat(201))).toMatch(/under 200/);
  });

  it('keeps ordinary and unreadable lines', () => {
    for (const text of ['500 g rice', '6 eggs', 'half a bag of spinach', 'olive oil']) {
      expect(pantryTextProblem(text, TEST_FOODS)).toBeNull();
    }
  });
});

describe('readPantryItem', () => {
  it('reads the food and grams of a line', () => {
    expect(readPantryItem(TEST_FOODS, { id: '1', text: '6 eggs' })).toMatchObject({
      name: 'eggs',
      quantity: 6,
      unit: null,
      grams: 348,
      always: false,
    });
  });
});

describe('readPantryThings', () => {
  it('reads one thing per name of a line whose amount is each of several, each at the whole amount', () => {
    const things = readPantryThings(TEST_FOODS, {
      id: 'x',
      text: '2 tbsp each olive oil and lemon juice',
    });
    expect(
      things.map(({ key, name, written, quantity, unit }) => [key, name, written, quantity, unit]),
    ).toEqual([
      ['x\u00000', 'olive oil', 'olive oil', 2, 'tbsp'],
      ['x\u00001', 'lemon juice', 'lemon juice', 2, 'tbsp'],
    ]);
    // Any other line is one thing, keyed by the entry's id.
    expect(readPantryThings(TEST_FOODS, { id: 'y', text: '6 eggs' }).map((t) => t.key)).toEqual([
      'y',
    ]);
  });

  it('reads "each lemon and lime juice" as the list does: two juices, not a lemon and lime juice', async () => {
    const things = readPantryThings(await loadFoodTable(), {
      id: 'x',
      text: '2 tbsp each lemon and lime juice',
    });
    expect(things.map((t) => t.name)).toEqual(['lemon juice', 'lime juice']);
  });
});
