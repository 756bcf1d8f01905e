import { describe, expect, it } from 'vitest';
import { ingredientFromText } from '../recipes/recipe.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import type { FoodRow } from './food-row.ts';
import { createFoodTable, createFoodTableOnFirstUse, loadFoodTable } from './food-table.ts';
import { listFoods } from './list-foods.ts';

// Foods the list's own tables have never heard of.
const ROWS: readonly FoodRow[] = [
  ['zorb', 'zorb powder', 'cofid', 'Zorb', '-', [100, 420, 0, 0, 0, 0, 0, 0, 0], 0.5, '', ''],
  ['quux', 'quux', 'cofid', 'Quux', 'veg', [10, 42, 0, 0, 0, 0, 0, 0, 0], 0, 'each:250', ''],
  [
    'blorp',
    'blorp cordial',
    'cofid',
    'Blorp',
    '-',
    [50, 210, 0, 0, 0, 0, 0, 0, 0],
    1.1,
    '',
    'liquid',
  ],
];
const FOODS = createFoodTable(ROWS);

const list = (lines: string[], withFoods: boolean) =>
  buildShoppingList(
    [{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }],
    withFoods ? { foods: listFoods(FOODS) } : {},
  ).items.map((item) => `${item.displayQuantity} ${item.name}`);

describe('the shopping list with the food model', () => {
  it('merges cups and grams of one food by its density', () => {
    expect(list(['1 cup zorb powder', '100 g zorb powder'], true)).toEqual(['220 g zorb powder']);
    // Without it the two amounts stay side by side.
    expect(list(['1 cup zorb powder', '100 g zorb powder'], false)).not.toEqual([
      '220 g zorb powder',
    ]);
  });

  it('weighs pieces by the food’s portion to merge them with grams', () => {
    expect(list(['2 quux', '100 g quux'], true)).toEqual(['600 g quux']);
  });

  it('pours a liquid food in ml rather than weighing it', () => {
    expect(list(['1 cup blorp cordial'], true)).toEqual(['240 ml blorp cordial']);
  });

  it('lists a thing after "each" by the product it shares, when the model has that food', async () => {
    const shipped = listFoods(await loadFoodTable());
    const names = (lines: string[], foods?: typeof shipped) =>
      buildShoppingList(
        [{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }],
        foods === undefined ? {} : { foods },
      ).items.map((item) => item.name);
    expect(names(['2 tbsp each lemon and lime juice'], shipped)).toEqual([
      'lemon juice',
      'lime juice',
    ]);
    // Without the model, the lemon stays a lemon.
    expect(names(['2 tbsp each lemon and lime juice'])).toEqual(['lemons', 'lime juice']);
    expect(shipped.isFood?.('lemon juice')).toBe(true);
    expect(shipped.isFood?.('salt powder')).toBe(false);
  });
});

describe('the food table made on first use', () => {
  /** The rows, counting each time anything of them is read. */
  const countedRows = () => {
    const counted = { reads: 0 };
    const rows = new Proxy(ROWS, {
      get(target, key, receiver) {
        counted.reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return { rows, counted };
  };

  it('reads no row until it is asked, then answers as the table made at once', () => {
    const { rows, counted } = countedRows();
    const table = createFoodTableOnFirstUse(rows);
    expect(counted.reads).toBe(0);
    expect(table.find('zorb powder')).toEqual(FOODS.find('zorb powder'));
    expect(counted.reads).toBeGreaterThan(0);
    expect(table.foods.map((food) => food.id)).toEqual(['zorb', 'quux', 'blorp']);
    expect(table.byId.get('quux')).toEqual(FOODS.byId.get('quux'));
    expect(table.find('no such thing')).toBeNull();
  });

  it('is made once, by the first of its parts asked', () => {
    const table = createFoodTableOnFirstUse(ROWS);
    expect(table.byId.get('blorp')).toBe(table.find('blorp cordial')?.food);
    expect(table.foods[0]).toBe(table.byId.get('zorb'));
  });

  it('is never made for a list whose own tables answer every line', () => {
    const { rows, counted } = countedRows();
    const lines = [
      '2 onions',
      '500g beef mince',
      '1 tbsp olive oil',
      '2 x 400g tins chopped tomatoes',
    ];
    const items = buildShoppingList(
      [{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }],
      { foods: listFoods(createFoodTableOnFirstUse(rows)) },
    ).items.map((item) => `${item.displayQuantity} ${item.name}`);
    expect(counted.reads).toBe(0);
    expect(items).toEqual(
      buildShoppingList([{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }], {
        foods: listFoods(FOODS),
      }).items.map((item) => `${item.displayQuantity} ${item.name}`),
    );
    // A line the list's tables cannot weigh asks the model, which is made then.
    buildShoppingList(
      [
        {
          id: 'b',
          name: 'B',
          ingredients: ['1 cup zorb powder', '100 g zorb powder'].map(ingredientFromText),
        },
      ],
      {
        foods: listFoods(createFoodTableOnFirstUse(rows)),
      },
    );
    expect(counted.reads).toBeGreaterThan(0);
  });
});
