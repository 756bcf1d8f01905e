import { describe, expect, it } from 'vitest';
import { ingredientFromText } from '../recipes/recipe.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import { createFoodTable, loadFoodTable } from './food-table.ts';
import { listFoods } from './list-foods.ts';

// Foods the list's own tables have never heard of.
const FOODS = createFoodTable([
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
]);

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
