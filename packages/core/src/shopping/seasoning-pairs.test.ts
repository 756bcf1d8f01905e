import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { splitSeasoningPair } from './seasoning-pairs.ts';
import { recipeWith } from './test-recipes.ts';

const listOf = (...recipes: readonly (readonly string[])[]) =>
  buildShoppingList(
    recipes.map((lines, index) => recipeWith(`r${index}`, `Recipe ${index}`, lines)),
  ).items.map((item) => [item.displayQuantity, item.ingredient, item.category]);

describe('a seasoning pair joined by "and" or "&" is split into its items', () => {
  it.each([
    ['salt and black pepper', ['salt', 'black pepper']],
    ['Salt and freshly ground black pepper, to taste', ['salt', 'black pepper']],
    ['salt & freshly ground black pepper', ['salt', 'black pepper']],
    ['salt and pepper', ['salt', 'black pepper']],
    ['sea salt and black pepper', ['sea salt', 'black pepper']],
    ['salt and white pepper', ['salt', 'white pepper']],
    ['flaky sea salt and cracked black pepper', ['flaky sea salt', 'black pepper']],
  ])('%s → %j', (line, items) => {
    const list = listOf([line]);
    expect(list.map(([, name]) => name?.toLowerCase()).sort()).toEqual([...items].sort());
    expect(list.every(([, , category]) => category === 'spices_and_seasoning')).toBe(true);
  });

  it('merges the split items with plain salt and pepper lines: Salt and Black Pepper once each', () => {
    expect(
      listOf(
        ['salt and black pepper'],
        ['salt'],
        ['salt & freshly ground black pepper'],
        ['salt and pepper'],
        ['black pepper'],
      ),
    ).toEqual([
      ['', 'Black Pepper', 'spices_and_seasoning'],
      ['', 'Salt', 'spices_and_seasoning'],
    ]);
  });

  it('gives each item the amount of the line: 1 tsp salt and pepper → 1 tsp of each', () => {
    expect(listOf(['1 tsp salt and pepper'])).toEqual([
      ['1 tsp', 'Black Pepper', 'spices_and_seasoning'],
      ['1 tsp', 'Salt', 'spices_and_seasoning'],
    ]);
  });

  it.each([
    ['Salt, pepper', ['salt', 'black pepper']],
    ['Salt, pepper, and grated nutmeg (to taste)', ['salt', 'black pepper', 'nutmeg']],
    ['sea salt, white pepper & cayenne pepper', ['sea salt', 'white pepper', 'cayenne pepper']],
  ])('a list after salt of seasonings splits too: %s → %j', (line, items) => {
    const list = listOf([line]);
    expect(list.map(([, name]) => name?.toLowerCase()).sort()).toEqual([...items].sort());
  });

  it.each([
    ['salt, sugar'],
    ['salt, pepper, and olive oil'],
    ['oil and vinegar'],
    ['salt and sugar'],
    ['salt and pepper chips'],
    ['red and green peppers'],
    ['sweet and sour sauce'],
    ['salt'],
    ['black pepper'],
  ])('leaves names that are not two seasonings alone: %s', (name) => {
    expect(splitSeasoningPair(name)).toBeNull();
  });

  it.each([
    ['Salt AND Pepper', ['salt', 'black pepper']],
    ['SEA SALT aNd BLACK PEPPER', ['sea salt', 'black pepper']],
    ['Salt & White Pepper', ['salt', 'white pepper']],
  ])('reads the joiner in any case, the name in lower case: %s', (name, items) => {
    expect(splitSeasoningPair(name)).toEqual(items);
  });
});
