import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import type { MergedEntry } from './merge.ts';
import { displayNameKey, formatItemAmounts, oneLinePerName } from './one-line-per-name.ts';
import { recipeWith } from './test-recipes.ts';

const item = (overrides: Partial<MergedEntry>): MergedEntry => ({
  name: 'chickpeas',
  quantity: 2,
  unit: 'can',
  category: 'tinned_and_jarred',
  bucket: 'TINNED_AND_JARRED',
  confidence: 0.5,
  recipeIds: ['r1'],
  recipes: ['R1'],
  lines: ['2 x 400g tins chickpeas'],
  displayNames: ['chickpeas'],
  ...overrides,
});

/** Real lines that name one thing in many ways: units that convert, that do not, and none. */
const LINES = [
  '2 x 400g tins chickpeas',
  '200g chickpeas',
  '1 cup chickpeas',
  'chickpeas',
  '1 onion',
  '2 onions, chopped',
  '1 cup chopped onion',
  '200g onions',
  'salt',
  '1 tsp salt',
  'a pinch of salt',
  '10g salt',
  'sea salt',
  'salt and freshly ground black pepper',
  'black pepper, to taste',
  '½ tsp black pepper',
  '100 ml milk',
  '1 cup whole milk',
  '1 pint semi-skimmed milk',
  '175g butter',
  '2 tbsp unsalted butter',
  '1 stick butter',
  '350g plain flour',
  '1 tbsp plain flour',
  '2 cups all-purpose flour',
  '1 bulb garlic',
  '3 garlic cloves',
  '1 tsp minced garlic',
  '1 bunch coriander',
  '½ tsp coriander',
  '2 tbsp chopped coriander',
  '1 cinnamon stick',
  '1 tsp ground cinnamon',
  '4 cloves',
  '8 oz cream cheese',
  '2 packages cream cheese',
  '1 avocado',
  '½ avocado',
  '200ml just-boiled water',
  '100ml double cream salt and pepper',
  '¢ 2 garlic cloves',
  '1 can coconut milk',
  '400ml coconut milk',
  '1 x 400g tin chopped tomatoes',
  '400g chopped tomatoes',
  '2 tomatoes',
  'to serve',
];

const recipesArbitrary = fc.array(
  fc.array(fc.oneof(fc.constantFrom(...LINES), fc.string({ maxLength: 30 })), { maxLength: 10 }),
  { minLength: 1, maxLength: 6 },
);

const build = (recipes: readonly (readonly string[])[]) =>
  buildShoppingList(recipes.map((lines, index) => recipeWith(`r${index}`, `R${index}`, lines)));

describe('the same display name never appears twice in a list (issue 15)', () => {
  it('holds for any recipes made of lines that name one thing in many ways', () => {
    fc.assert(
      fc.property(recipesArbitrary, (recipes) => {
        const names = build(recipes).items.map((entry) => entry.ingredient.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
        const loose = names.map(displayNameKey);
        expect(new Set(loose).size).toBe(loose.length);
      }),
      { numRuns: 300 },
    );
  });

  it('gives every item its own key, whatever the order of the recipes', () => {
    fc.assert(
      fc.property(recipesArbitrary, (recipes) => {
        const forward = build(recipes).items;
        const backward = build([...recipes].reverse()).items;
        const keys = forward.map((entry) => entry.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(backward.map((entry) => entry.key).sort()).toEqual([...keys].sort());
        expect(backward.map((entry) => entry.ingredient).sort()).toEqual(
          forward.map((entry) => entry.ingredient).sort(),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('oneLinePerName', () => {
  it('joins one thing left in units that do not convert into one line of amounts', () => {
    const [joined, ...rest] = oneLinePerName([
      item({}),
      item({
        quantity: 200,
        unit: 'g',
        recipeIds: ['r2'],
        recipes: ['R2'],
        lines: ['200g chickpeas'],
      }),
    ]);
    expect(rest).toHaveLength(0);
    expect(joined).toMatchObject({
      quantity: 2,
      unit: 'can',
      also: [{ quantity: 200, unit: 'g' }],
      recipeIds: ['r1', 'r2'],
    });
    expect(formatItemAmounts(joined as MergedEntry)).toBe('2 cans + 200 g');
  });

  it('leads with the pack, whatever the order of the items', () => {
    const can = item({});
    const grams = item({ quantity: 200, unit: 'g' });
    expect(oneLinePerName([grams, can])).toEqual(oneLinePerName([can, grams]));
  });

  it('shows the number of a counted part once it is one of several amounts', () => {
    const [joined] = oneLinePerName([
      item({ name: 'onions', quantity: 1, unit: null, displayNames: ['onions'] }),
      item({ name: 'onions', quantity: 160, unit: 'g', displayNames: ['onions'] }),
    ]);
    expect(formatItemAmounts(joined as MergedEntry)).toBe('1 + 160 g');
  });

  it('adds up amounts of one dimension from items that read the same: 1 tbsp and 1.5 tsp', () => {
    const [joined] = oneLinePerName([
      item({ name: 'salt', quantity: 1, unit: 'tbsp', displayNames: ['salt'] }),
      item({ name: 'salt ', quantity: 1.5, unit: 'tsp', displayNames: ['salt'] }),
      item({ name: 'salt', quantity: 1, unit: 'can', displayNames: ['salt'] }),
    ]);
    expect(formatItemAmounts(joined as MergedEntry)).toBe('1 can + 4.5 tsp');
  });

  it('leaves items with different display names alone', () => {
    const items = [item({}), item({ name: 'lentils', displayNames: ['lentils'] })];
    expect(oneLinePerName(items)).toEqual(items);
  });

  it('compares display names without case, accents, hyphens or plurals', () => {
    expect(displayNameKey('Semi-Skimmed Milk')).toBe(displayNameKey('semi skimmed milk'));
    expect(displayNameKey('Tomato Purée')).toBe(displayNameKey('tomato puree'));
    expect(displayNameKey('Onion')).toBe(displayNameKey('Onions'));
  });
});
