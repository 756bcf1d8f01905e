import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { joinSameThings } from './join-entries.ts';
import type { ShoppingEntry } from './merge.ts';
import { recipeWith } from './test-recipes.ts';

/** The list for these recipes (one array of lines each) as [amount, name] pairs. */
const listOf = (...recipes: readonly (readonly string[])[]) =>
  buildShoppingList(
    recipes.map((lines, index) => recipeWith(`r${index}`, `R${index}`, lines)),
  ).items.map((item) => [item.displayQuantity, item.ingredient]);

const entry = (overrides: Partial<ShoppingEntry>): ShoppingEntry => ({
  name: 'black pepper',
  quantity: null,
  unit: null,
  category: 'spices_and_seasoning',
  bucket: 'SPICES',
  confidence: 0.5,
  recipeId: 'r1',
  recipeName: 'R1',
  line: 'black pepper',
  ...overrides,
});

describe('one line per thing you buy (issue 15)', () => {
  it('weighs pieces beside a weight of the same thing by the item-weight table: 2 onions + 200 g', () => {
    expect(listOf(['2 onions'], ['200 g onion'])).toEqual([['420 g', 'Onions']]);
    expect(listOf(['1 courgette, diced'], ['250g courgettes'])).toEqual([['446 g', 'Courgettes']]);
  });

  it('keeps both amounts on one line when a piece has no sound weight: 2 + 50 g spring onions', () => {
    expect(listOf(['2 spring onions'], ['50 g spring onions'])).toEqual([
      ['2 + 50 g', 'Spring Onions'],
    ]);
  });

  it('leaves pieces alone when no weight of the thing is on the list', () => {
    expect(listOf(['2 onions'], ['1 red onion'])).toEqual([
      ['2', 'Onions'],
      ['', 'Red Onion'],
    ]);
  });

  it('weighs cups of granulated sugar beside grams of it: 25 g + ¾ cup → one line', () => {
    expect(listOf(['25 g granulated sugar'], ['3/4 cup granulated sugar'])).toEqual([
      ['174 g', 'Granulated Sugar'],
    ]);
  });

  it('weighs cups of unsalted butter beside grams of it: 115 g + 1⅓ cups → one line', () => {
    expect(listOf(['115 g unsalted butter'], ['1 1/3 cups unsalted butter'])).toEqual([
      ['418 g', 'Unsalted Butter'],
    ]);
  });

  it('folds a spoon of plain flour into the weight line: 350 g + 1 tbsp → 358 g (357.5 g, whole from ten up)', () => {
    expect(listOf(['350g plain flour'], ['1 tbsp plain flour'])).toEqual([
      ['358 g', 'Plain Flour'],
    ]);
  });

  it('makes an unmeasured line and an amount of the same thing one line: Black Pepper + 0.5 tsp', () => {
    expect(listOf(['black pepper, to taste'], ['1/2 tsp black pepper'])).toEqual([
      ['0.5 tsp', 'Black Pepper'],
    ]);
    expect(listOf(['salt'], ['a pinch of salt'], ['1 tsp salt'])).toEqual([['1 tsp', 'Salt']]);
  });

  it('counts a bulb of garlic in cloves beside garlic cloves: 1 bulb + 8 cloves → 18 Garlic Cloves', () => {
    expect(listOf(['1 bulb garlic'], ['8 garlic cloves'])).toEqual([['18', 'Garlic Cloves']]);
  });

  it('counts spoons of minced garlic as cloves beside garlic cloves', () => {
    expect(listOf(['2 tsp minced garlic'], ['3 garlic cloves'])).toEqual([['5', 'Garlic Cloves']]);
  });

  it('keeps fresh coriander and ground coriander apart: 1 bunch Coriander and 0.5 tsp Ground Coriander', () => {
    expect(listOf(['1 bunch coriander'], ['1/2 tsp coriander'])).toEqual([
      ['1 bunch', 'Coriander'],
      ['0.5 tsp', 'Ground Coriander'],
    ]);
  });

  it.each([
    [['100 ml milk'], ['100 ml whole milk'], ['200 ml', 'Whole Milk']],
    [['175 g butter'], ['325 g unsalted butter'], ['500 g', 'Unsalted Butter']],
    [['salt, to taste'], ['1 tsp sea salt'], ['1 tsp', 'Sea Salt']],
    [['1 tsp cinnamon'], ['2 tsp ground cinnamon'], ['3 tsp', 'Ground Cinnamon']],
    [['50 g pecorino or parmesan'], ['25 g parmesan'], ['75 g', 'Parmesan']],
  ])('joins a plain name to its single variety on the list: %j + %j', (a, b, line) => {
    expect(listOf(a, b)).toEqual([line]);
  });

  it('keeps forms that are different products apart', () => {
    expect(listOf(['1 tsp ground cinnamon'], ['2 cinnamon sticks'])).toEqual([
      ['2', 'Cinnamon Sticks'],
      ['1 tsp', 'Ground Cinnamon'],
    ]);
    expect(
      listOf(['4 cloves'], ['2 garlic cloves'])
        .map(([, name]) => name)
        .sort(),
    ).toEqual(['Cloves', 'Garlic Cloves']);
    expect(
      listOf(['400ml milk'], ['400ml coconut milk'])
        .map(([, name]) => name)
        .sort(),
    ).toEqual(['Coconut Milk', 'Milk']);
  });

  it('writes US measures in grams or millilitres: 1 cup sugar, ½ cup unsalted butter, 1 cup milk', () => {
    expect(listOf(['1 cup sugar', '0.5 cup unsalted butter', '1 cup milk'])).toEqual([
      ['240 ml', 'Milk'],
      ['114 g', 'Unsalted Butter'],
      ['198 g', 'Sugar'],
    ]);
  });

  it("prefers a line's own metric amount to the density table: 3 cups (600 g) sugar", () => {
    expect(listOf(['3 cups (600 g) granulated sugar'])).toEqual([['600 g', 'Granulated Sugar']]);
  });

  it('shows the US and UK names of one product as one UK line', () => {
    expect(listOf(['1 cup all-purpose flour'], ['100g plain flour'])).toEqual([
      ['220 g', 'Plain Flour'],
    ]);
    expect(listOf(['2 tbsp heavy cream'], ['100ml double cream'])).toEqual([
      ['130 ml', 'Double Cream'],
    ]);
    expect(listOf(['1 lb ground beef'], ['500g beef mince'])).toEqual([['954 g', 'Beef Mince']]);
  });

  it('treats "all-purpose" and "all purpose" (any hyphen) as one spelling, keeping the hyphen', () => {
    expect(listOf(['100 ml semi-skimmed milk'], ['100 ml semi skimmed milk'])).toEqual([
      ['200 ml', 'Semi-Skimmed Milk'],
    ]);
  });
});

describe('joinSameThings', () => {
  it('keeps the number and order of entries', () => {
    const entries = [
      entry({ quantity: 0.5, unit: 'tsp' }),
      entry({}),
      entry({ name: 'salt', quantity: 1, unit: 'tsp' }),
    ];
    const joined = joinSameThings(entries);
    expect(joined.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['black pepper', 0.5, 'tsp'],
      ['black pepper', null, 'tsp'],
      ['salt', 1, 'tsp'],
    ]);
  });

  it('leaves entries alone when no two are the same thing', () => {
    const entries = [entry({ name: 'salt' }), entry({ name: 'black pepper', quantity: 1 })];
    expect(joinSameThings(entries)).toEqual(entries);
  });

  it('joins a plain name to the variety more recipes use, counting each recipe once', () => {
    const salt = (name: string, recipeId: string) =>
      entry({ name, quantity: 1, unit: 'tsp', recipeId, recipeName: recipeId });
    const entries = [
      salt('salt', 'r1'),
      // Three lines of kosher salt in one recipe, sea salt in two: sea salt is used more.
      salt('kosher salt', 'r2'),
      salt('kosher salt', 'r2'),
      salt('kosher salt', 'r2'),
      salt('sea salt', 'r3'),
      salt('sea salt', 'r4'),
    ];
    expect(joinSameThings(entries).map((item) => item.name)).toEqual([
      'sea salt',
      'kosher salt',
      'kosher salt',
      'kosher salt',
      'sea salt',
      'sea salt',
    ]);
  });
});

describe('a bare number of a spice is an amount without its unit', () => {
  it('joins "¼ salt and pepper" to the measured salt and pepper lines', () => {
    expect(listOf(['1/4 salt and pepper'], ['1/2 tsp salt', '1/4 tsp pepper'])).toEqual([
      ['0.3 tsp', 'Black Pepper'],
      ['0.5 tsp', 'Salt'],
    ]);
  });

  it('weighs counted onions beside a cup of chopped onion: 2 × 110 g + 160 g', () => {
    expect(listOf(['2 onions'], ['1 cup chopped onion'])).toEqual([['380 g', 'Onions']]);
  });
});
