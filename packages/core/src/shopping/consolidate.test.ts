import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { containerFor, volumeInMl } from './consolidate.ts';
import { recipeWith } from './test-recipes.ts';

const only = (lines: readonly string[][]) =>
  buildShoppingList(
    lines.map((recipeLines, index) => recipeWith(`r${index}`, `Recipe ${index}`, recipeLines)),
  ).items;

describe('bottle/jar consolidation', () => {
  it('merges 1 tbsp and 2 tsp olive oil from two recipes into one bottle', () => {
    const items = only([['1 tbsp olive oil'], ['2 tsp olive oil']]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      ingredient: 'Olive Oil',
      quantity: 1,
      unit: 'bottle',
      displayQuantity: '1 bottle',
      recipeCount: 2,
    });
  });

  it.each([
    [['3 tbsp extra virgin olive oil'], ['2 tbsp olive oil']],
    [['2 tbsp light olive oil'], ['1 tbsp extra-virgin olive oil'], ['1 tsp olive oil']],
  ])('puts grades of olive oil in the olive-oil bottle: %j', (...recipes) => {
    expect(only(recipes).map((item) => [item.displayQuantity, item.ingredient])).toEqual([
      ['1 bottle', 'Olive Oil'],
    ]);
  });

  it('keeps distinct oils distinct: olive, sesame, rapeseed, vegetable, coconut', () => {
    const items = only([
      ['2 tbsp extra virgin olive oil', '1 tbsp toasted sesame oil', '1 tbsp rapeseed oil'],
      ['1 tbsp vegetable oil', '1 tbsp virgin coconut oil', '1 tbsp olive oil'],
    ]);
    expect(items.map((item) => [item.displayQuantity, item.ingredient])).toEqual([
      ['1 tbsp', 'Coconut Oil'],
      ['1 bottle', 'Olive Oil'],
      ['1 tbsp', 'Rapeseed Oil'],
      ['1 tbsp', 'Sesame Oil'],
      ['1 tbsp', 'Vegetable Oil'],
    ]);
  });

  it('makes a bottle from one recipe when the total is 150 ml or more (10 tbsp = 150 ml)', () => {
    expect(only([['10 tbsp olive oil']])[0]).toMatchObject({ unit: 'bottle', quantity: 1 });
  });

  it('keeps the amount under 150 ml from one recipe (9 tbsp = 135 ml)', () => {
    expect(only([['9 tbsp olive oil']])[0]).toMatchObject({ unit: 'tbsp', quantity: 9 });
  });

  it('counts 1 l as 1000 ml', () => {
    expect(only([['1 litre vegetable oil, for frying']])[0]).toMatchObject({ unit: 'bottle' });
  });

  it('uses a jar for paste-like sauces', () => {
    expect(
      only([['2 tbsp Thai green curry paste'], ['1 tbsp Thai green curry paste']])[0],
    ).toMatchObject({
      unit: 'jar',
      displayQuantity: '1 jar',
    });
  });

  it('consolidates sauces across different units', () => {
    const items = only([['2 tbsp soy sauce'], ['50ml soy sauce']]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ ingredient: 'Soy Sauce', unit: 'bottle' });
  });

  it('never consolidates stock or wine (and tap water is not on the list at all)', () => {
    const items = only([
      ['500ml chicken stock'],
      ['200ml chicken stock'],
      ['250ml water'],
      ['150ml dry white wine'],
    ]);
    expect(items.map((item) => [item.name, item.unit])).toEqual([
      ['chicken stock', 'ml'],
      ['dry white wine', 'ml'],
    ]);
  });

  it('leaves other aisles alone (200 ml double cream stays 200 ml)', () => {
    expect(only([['200ml double cream'], ['100ml double cream']])[0]).toMatchObject({
      quantity: 300,
      unit: 'ml',
    });
  });

  it('converts 1 tbsp = 15 ml, 1 tsp = 5 ml, 1 l = 1000 ml', () => {
    expect(volumeInMl(1, 'tbsp')).toBe(15);
    expect(volumeInMl(1, 'tsp')).toBe(5);
    expect(volumeInMl(1, 'l')).toBe(1000);
    expect(volumeInMl(2, 'g')).toBe(0);
    expect(containerFor('red pesto')).toBe('jar');
    expect(containerFor('balsamic vinegar')).toBe('bottle');
  });
});
