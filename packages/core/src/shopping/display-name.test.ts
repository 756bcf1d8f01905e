import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { displayBaseName, itemDisplayName, numberName } from './display-name.ts';
import { recipeWith } from './test-recipes.ts';

/** The list for these recipes (one array of lines per recipe) as [quantity, name, key] rows. */
function listOf(...recipes: readonly (readonly string[])[]): [string, string, string][] {
  const list = buildShoppingList(
    recipes.map((lines, index) => recipeWith(`r${index}`, `Recipe ${index}`, lines)),
  );
  return list.items.map((item) => [item.displayQuantity, item.ingredient, item.key]);
}

describe('one of a counted thing is shown in the singular (SPEC §5: quantity 1 with no unit prints nothing)', () => {
  it.each([
    ['1 ripe avocado, sliced', '', 'Avocado', 'avocados-fruit-count'],
    ['1 lime, juiced', '', 'Lime', 'limes-fruit-count'],
    ['1 onion, finely chopped', '', 'Onion', 'onions-vegetables-count'],
    ['½ cucumber', '0.5', 'Cucumber', 'cucumbers-vegetables-count'],
    ['1 red chilli, finely sliced', '', 'Red Chilli', 'red chillies-vegetables-count'],
    ['1 red pepper, deseeded and sliced', '', 'Red Pepper', 'red peppers-vegetables-count'],
    ['1 large free-range egg', '', 'Egg', 'eggs-dairy_and_eggs-count'],
    ['1 garlic clove, crushed', '', 'Garlic Clove', 'garlic cloves-vegetables-count'],
  ])('%s → %s %s (key %s)', (line, quantity, name, key) => {
    expect(listOf([line])).toEqual([[quantity, name, key]]);
  });

  it.each([
    ['2 onions', '2', 'Onions'],
    ['3 garlic cloves, crushed', '3', 'Garlic Cloves'],
    ['1.5 lemons', '1.5', 'Lemons'],
    ['250g cherry tomatoes, halved', '250 g', 'Cherry Tomatoes'],
    ['1 x 400g tin chopped tomatoes', '1 can', 'Chopped Tomatoes'],
    ['avocado, to serve', '', 'Avocados'],
  ])(
    'keeps the plural for more than one, a unit or no amount: %s → %s %s',
    (line, quantity, name) => {
      expect(listOf([line])).toEqual([[quantity, name, expect.any(String)]]);
    },
  );

  it('merges one and one into two under the same key: 1 onion + 1 large onion → 2 Onions', () => {
    expect(listOf(['1 onion, finely chopped'], ['1 large onion, sliced'])).toEqual([
      ['2', 'Onions', 'onions-vegetables-count'],
    ]);
  });

  it('gives the same key to one and to several, so an owned mark survives a change of quantity', () => {
    const [one] = listOf(['1 onion']);
    const [three] = listOf(['3 onions']);
    expect(one?.[2]).toBe(three?.[2]);
    expect([one?.[1], three?.[1]]).toEqual(['Onion', 'Onions']);
  });
});

describe('counted leaves are pluralised: "1 bay leaf" twice → 2 Bay Leaves', () => {
  it.each([
    [[['1 bay leaf'], ['1 bay leaf']], '2', 'Bay Leaves'],
    [[['2 bay leaves'], ['1 bay leaf']], '3', 'Bay Leaves'],
    [[['1 bay leaf']], '', 'Bay Leaf'],
    [[['4 kaffir lime leaves']], '4', 'Kaffir Lime Leaves'],
    [[['2 naans']], '2', 'Naans'],
  ])('%j → %s %s', (recipes, quantity, name) => {
    expect(listOf(...recipes).map(([q, n]) => [q, n])).toEqual([[quantity, name]]);
  });
});

describe('UK display names over the SPEC synonyms (PRODUCT.md: UK English in the interface)', () => {
  it.each([
    ['2 courgettes, sliced', '2', 'Courgettes', 'zucchini-vegetables-count'],
    ['1 aubergine, cut into chunks', '', 'Aubergine', 'eggplant-vegetables-count'],
    ['500g courgettes', '500 g', 'Courgettes', 'zucchini-vegetables-g'],
    ['1 small bunch of coriander, chopped', '1 bunch', 'Coriander', 'cilantro-herbs-bunch'],
    ['4 spring onions, finely sliced', '4', 'Spring Onions', 'scallions-vegetables-count'],
    ['500g passata', '500 g', 'Passata', 'tomato puree-tinned_and_jarred-g'],
    ['2 tbsp tomato purée', '2 tbsp', 'Tomato Purée', 'tomato puree-tinned_and_jarred-tbsp'],
    ['2 garlic cloves', '2', 'Garlic Cloves', 'garlic cloves-vegetables-count'],
  ])('%s → %s %s (key %s)', (line, quantity, name, key) => {
    expect(listOf([line])).toEqual([[quantity, name, key]]);
  });

  it('still merges both spellings: 1 courgette + 1 zucchini → 2 Courgettes', () => {
    expect(listOf(['1 courgette'], ['1 zucchini'])).toEqual([
      ['2', 'Courgettes', 'zucchini-vegetables-count'],
    ]);
  });

  it('still merges coriander and cilantro bunches into one Coriander line', () => {
    expect(listOf(['1 bunch coriander'], ['1 bunch fresh cilantro'])).toEqual([
      ['2 bunches', 'Coriander', 'cilantro-herbs-bunch'],
    ]);
  });

  it('names both products when the SPEC merges passata and tomato purée in one unit', () => {
    expect(listOf(['200g passata'], ['20g tomato purée'])).toEqual([
      ['220 g', 'Passata / Tomato Purée', 'tomato puree-tinned_and_jarred-g'],
    ]);
  });

  it('keeps ground coriander (the spice) as written', () => {
    expect(listOf(['1 tsp ground coriander'])).toEqual([
      ['1 tsp', 'Ground Coriander', 'ground coriander-spices_and_seasoning-tsp'],
    ]);
  });
});

describe('display name helpers', () => {
  it.each([
    ['zucchini', null, 'courgette'],
    ['baby zucchini', null, 'baby courgette'],
    ['scallions', null, 'spring onion'],
    ['tomato puree', 'passata', 'passata'],
    ['tomato puree', 'tomato puree', 'tomato purée'],
    ['frozen peas', null, 'frozen peas'],
  ])('displayBaseName(%s, %s) → %s', (name, synonymOf, expected) => {
    expect(displayBaseName(name, synonymOf)).toBe(expected);
  });

  it.each([
    ['onions', 1, null, 'onion'],
    ['onions', 2, null, 'onions'],
    ['onions', null, null, 'onions'],
    ['onions', 1, 'kg', 'onions'],
    ['courgette', 3, null, 'courgettes'],
    ['bay leaves', 1, null, 'bay leaf'],
    ['frozen peas', 1, null, 'frozen peas'],
    ['black pepper', 1, null, 'black pepper'],
  ])('numberName(%s, %s, %s) → %s', (name, quantity, unit, expected) => {
    expect(numberName(name, quantity, unit)).toBe(expected);
  });
});

describe('one display name for spellings of one thing (issue 15)', () => {
  it('keeps the hyphenated spelling of names that differ only by a hyphen', () => {
    expect(itemDisplayName(['all purpose flour', 'all-purpose flour'], 200, 'g')).toBe(
      'all-purpose flour',
    );
  });

  it('shows one of two names that differ only by a plural', () => {
    expect(itemDisplayName(['lentil', 'lentils'], 150, 'g')).toBe('lentils');
  });

  it('still shows two products the SPEC merged under one name', () => {
    expect(itemDisplayName(['passata', 'tomato purée'], 500, 'g')).toBe('passata / tomato purée');
  });
});
