import { describe, expect, it } from 'vitest';
import { basketHandoff, cleanBasketName, cleanBasketNames } from './basket.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { recipeWith } from './test-recipes.ts';

describe('basket handoff cleaning', () => {
  it('cleans names and cuts them to 140 characters', () => {
    expect(cleanBasketName('  Chopped\n  Tomatoes \u0007 ')).toBe('Chopped Tomatoes');
    expect(cleanBasketName('a'.repeat(200))).toHaveLength(140);
  });

  it('deduplicates names case-insensitively, keeping the first', () => {
    expect(cleanBasketNames(['Olive Oil', 'olive oil', 'OLIVE OIL ', 'Eggs'])).toEqual([
      'Olive Oil',
      'Eggs',
    ]);
  });

  it('caps the list at 120 names', () => {
    expect(cleanBasketNames(Array.from({ length: 200 }, (_, i) => `Item ${i}`))).toHaveLength(120);
  });

  it('hands over unchecked items only, and says why when there is nothing to hand over', () => {
    expect(
      basketHandoff([
        { ingredient: 'Eggs', checked: false },
        { ingredient: 'Milk', checked: true },
      ]),
    ).toEqual({ ok: true, products: ['Eggs'] });
    expect(basketHandoff([])).toEqual({ ok: false, reason: 'no-items' });
    expect(basketHandoff([{ ingredient: 'Milk', checked: true }])).toEqual({
      ok: false,
      reason: 'all-owned',
    });
  });

  it('hands over each item with its amount to buy, as a grocery search reads it', () => {
    const list = buildShoppingList([
      recipeWith('1', 'Bake', [
        '350g unsalted butter',
        '200g plain flour',
        '5 eggs',
        '½ tsp ground cinnamon',
        '½ avocado',
        '3 lemons',
        '400g cod loin',
      ]),
    ]);
    const handoff = basketHandoff(list.items);
    expect(handoff.ok && [...handoff.products].sort()).toEqual(
      [
        '2 x 250 g Unsalted Butter',
        '1.5 kg Plain Flour',
        '6 Eggs',
        '1 jar Ground Cinnamon',
        'Avocado',
        '3 Lemons',
        '400 g Cod Loin',
      ].sort(),
    );
  });

  it('keeps the 140-character cut and the case-insensitive dedupe with amounts', () => {
    const long = {
      ingredient: 'a'.repeat(200),
      checked: false,
      displayQuantity: '2 cans',
      buy: null,
    };
    const handoff = basketHandoff([
      long,
      { ingredient: 'Eggs', checked: false, displayQuantity: '6', buy: null },
      { ingredient: 'EGGS', checked: false, displayQuantity: '6', buy: null },
    ]);
    expect(handoff.ok && handoff.products.map((name) => name.length)).toEqual([140, 6]);
  });
});
