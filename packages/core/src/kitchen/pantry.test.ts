import fc from 'fast-check';
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

  it('writes a small held amount that one decimal would show as none: "0.01 kg" is "you have 10 g"', () => {
    const have = (needed: string, held: string) =>
      Object.values(subtractPantry(listOf([needed]), pantry(held), TEST_FOODS).have)[0]?.text;
    expect(have('500 g rice', '0.01 kg rice')).toBe('you have 10 g');
    expect(have('500 g rice', '0.25 kg rice')).toBe('you have 250 g');
    expect(have('1 l milk', '0.005 l milk')).toBe('you have 5 ml');
    expect(have('2 tsp salt', '0.01 tsp salt')).toBe('you have 0.01 tsp');
    expect(have('2 tsp salt', '0.012 tsp salt')).toBe('you have 0.012 tsp');
    // Amounts one decimal holds are written as before.
    expect(have('2 kg rice', '0.5 kg rice')).toBe('you have 0.5 kg');
    expect(have('2 kg rice', '1.25 kg rice')).toBe('you have 1.3 kg');
    expect(have('500 g rice', '0.5 g rice')).toBe('you have 0.5 g');
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

  it('refuses an amount of zero, measured or counted, and keeps a small one', () => {
    for (const text of ['0 g rice', '0 eggs', '0.0 kg flour', '00 g rice', '0/2 cup milk']) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBe(
        'An amount can’t be zero: type how much you have.',
      );
    }
    // So many packs of nothing ("2 x 0 g rice") hold nothing; so many packs of something are kept.
    for (const text of ['2 x 0 g rice', '2x0g rice', '3 x 0.0 kg flour', '2 x 0g tins tomatoes']) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBe(
        'An amount can’t be zero: type how much you have.',
      );
    }
    expect(pantryTextProblem('2 x 400 g tins tomatoes', TEST_FOODS)).toBeNull();
    // A pack or piece of a size of zero holds nothing, though the food model would weigh the can
    // as a usual one (400 g): refused as zero, not kept as a full can.
    for (const text of [
      '1 (0-ounce) can tomatoes',
      '1 can (0 oz) tomatoes',
      '2 (0 g) packs butter',
      '1 (0.0-ounce) can tomatoes',
      '1 0-ounce can tomatoes',
      '1 (0 fl oz) bottle milk',
    ]) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBe(
        'An amount can’t be zero: type how much you have.',
      );
    }
    for (const text of [
      '1 (15-ounce) can tomatoes',
      '1 (10 oz) bag spinach',
      '1 (0.5 oz) packet yeast',
      '1 (0- to 15-ounce) can tomatoes',
      '1 (0% fat) pot yoghurt',
      '2 (0 calorie) cans cola',
    ]) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBeNull();
    }
    expect(pantryTextProblem('0.5 g saffron', TEST_FOODS)).toBeNull();
    expect(pantryTextProblem('0,5 kg rice', TEST_FOODS)).toBeNull();
    // A range from nothing reads as up to its top ("0-2 cups": up to 2), not as zero.
    expect(pantryTextProblem('0-2 cups rice', TEST_FOODS)).toBeNull();
  });

  it('refuses an amount in exponent form, however large or small', () => {
    for (const text of [
      '1e400 g sugar',
      '1e5 kg flour',
      '1E2 g rice',
      '1.5e2 g rice',
      '2e-3 kg salt',
      '5 x 1e3g rice',
    ]) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBe(
        'Write the amount as a plain number, such as "500 g".',
      );
    }
    // Without the core's foods, as the server checks a line.
    expect(pantryTextProblem('1e400 g sugar')).toMatch(/plain number/);
  });

  it('refuses a word or fraction that is no number where the amount stands', () => {
    for (const text of [
      'Infinity g sugar',
      '-Infinity g sugar',
      '∞ eggs',
      'NaN cups rice',
      'NaN',
      'nan 2 cups',
      '1/0 cup milk',
    ]) {
      expect(pantryTextProblem(text, TEST_FOODS), text).toBe(
        'Write the amount as a plain number, such as "500 g".',
      );
    }
    // "Nan" is also a spelling of naan: the bread is kept.
    expect(pantryTextProblem('nan bread', TEST_FOODS)).toBeNull();
    expect(pantryTextProblem('2 Nan breads', TEST_FOODS)).toBeNull();
  });

  it('keeps a line with no amount as it is, read with no quantity', () => {
    expect(pantryTextProblem('rice', TEST_FOODS)).toBeNull();
    expect(readPantryItem(TEST_FOODS, { id: 'r', text: 'rice' })).toMatchObject({
      name: 'rice',
      quantity: null,
      grams: null,
    });
  });

  it('reads a refused line already kept (from before) as holding nothing, never zero or NaN', () => {
    for (const text of ['0 g rice', '1e400 g rice']) {
      expect(readPantryItem(TEST_FOODS, { id: 'r', text })).toMatchObject({
        quantity: null,
        grams: null,
      });
    }
  });

  it('keeps any plain amount above zero, refuses zero, and refuses any in exponent form (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('g', 'kg', 'ml', 'cups', 'eggs', 'tins'),
        (whole, tenth, unit) => {
          const plain = pantryTextProblem(`${String(whole)}.${String(tenth)} ${unit} rice`);
          if (whole === 0 && tenth === 0) expect(plain).toMatch(/can’t be zero/);
          else expect(plain === null || /more than a kitchen holds/.test(plain)).toBe(true);
          expect(pantryTextProblem(`${String(whole)}e${String(tenth)} ${unit} rice`)).toMatch(
            /plain number/,
          );
        },
      ),
    );
  });
});

describe('readPantryItem', () => {
  it('reads a kept rest "nearly 1 jar ground cumin" as nine tenths of the jar', () => {
    const stock = readPantryItem(TEST_FOODS, { id: 'p', text: 'nearly 1 jar ground cumin' });
    expect(stock).toMatchObject({
      name: 'ground cumin',
      unit: 'jar',
      text: 'nearly 1 jar ground cumin',
    });
    expect(stock.quantity).toBeCloseTo(0.9, 9);
    expect(
      readPantryItem(TEST_FOODS, { id: 'p', text: 'almost 2 cucumbers' }).quantity,
    ).toBeCloseTo(1.8, 9);
  });

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
