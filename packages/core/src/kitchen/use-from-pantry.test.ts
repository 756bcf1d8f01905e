import { describe, expect, it } from 'vitest';
import { listFoods } from '../food/list-foods.ts';
import { TEST_FOODS } from '../food/test-foods.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import type { PantryItem } from './pantry.ts';
import { pantryAfterCooking, pantryAfterCookingRecipe } from './use-from-pantry.ts';

const listOf = (lines: string[]) =>
  buildShoppingList([{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }], {
    foods: listFoods(TEST_FOODS),
  });

const pantry = (...texts: string[]): PantryItem[] =>
  texts.map((text, index) => ({ id: `p${index}`, text }));

const cook = (lines: string[], items: PantryItem[]) =>
  pantryAfterCooking(listOf(lines), items, TEST_FOODS);

describe('pantryAfterCooking', () => {
  it('takes 250 g from 500 g rice in the same unit and leaves "250 g rice"', () => {
    const items = pantry('500 g rice');
    expect(cook(['250 g basmati rice'], items)).toEqual([
      { pantryId: 'p0', before: items[0], after: '250 g rice', taken: '250 g of your 500 g rice' },
    ]);
  });

  it('keeps the entry’s own unit and way of writing: 1 kg less 250 g is 0.75 kg, "400g" stays glued', () => {
    expect(cook(['250 g rice'], pantry('1 kg rice'))[0]?.after).toBe('0.75 kg rice');
    expect(cook(['100 g rice'], pantry('400g basmati rice'))[0]?.after).toBe('300g basmati rice');
    // Kept to the gram, not rounded as a scale reads (375, not 380): no drift cook after cook.
    expect(cook(['125 g rice'], pantry('500 g rice'))[0]).toMatchObject({
      after: '375 g rice',
      taken: '125 g of your 500 g rice',
    });
    expect(cook(['125 g rice'], pantry('1 kg rice'))[0]?.after).toBe('0.875 kg rice');
  });

  it('takes from a kept rest said "nearly": half of nearly 1 cucumber leaves ⅓ cucumber', () => {
    const [use] = cook(['1/2 cucumber'], pantry('nearly 1 cucumber'));
    expect(use?.after).toBe('⅓ cucumber');
  });

  it('compares units that do not convert in grams: 192 g of rice from 2 cups leaves 1 cup', () => {
    // A cup of rice is 240 ml × 0.8 g/ml = 192 g; 2 cups are 384 g.
    const [use] = cook(['192 g rice'], pantry('2 cups rice'));
    expect(use?.after).toBe('1 cup rice');
    expect(use?.taken).toBe('192 g of your 2 cups rice');
  });

  it('counts: 4 of your 6 eggs leaves 2 eggs, and 5 leaves 1 egg', () => {
    expect(cook(['4 eggs'], pantry('6 eggs'))).toEqual([
      {
        pantryId: 'p0',
        before: { id: 'p0', text: '6 eggs' },
        after: '2 eggs',
        taken: '4 of your 6 eggs',
      },
    ]);
    expect(cook(['5 eggs'], pantry('6 eggs'))[0]?.after).toBe('1 egg');
  });

  it('removes an entry the recipe uses up, and one it needs more than', () => {
    expect(cook(['6 eggs'], pantry('6 eggs'))).toEqual([
      { pantryId: 'p0', before: { id: 'p0', text: '6 eggs' }, after: null, taken: 'all 6 eggs' },
    ]);
    expect(cook(['750 g rice'], pantry('500 g rice'))[0]).toMatchObject({
      after: null,
      taken: 'all 500 g rice',
    });
  });

  it('never takes an always-have staple', () => {
    const staple: PantryItem = { id: 's', text: 'rice', always: true };
    expect(cook(['250 g rice'], [staple])).toEqual([]);
    // Even one written with an amount.
    expect(cook(['250 g rice'], [{ id: 's', text: '1 kg rice', always: true }])).toEqual([]);
    // With an amount beside the staple, the staple covers it and the amount stays as it is.
    expect(cook(['250 g rice'], [staple, { id: 'p', text: '500 g rice' }])).toEqual([]);
  });

  it('leaves entries that cannot be read as amounts untouched', () => {
    expect(cook(['250 g rice'], pantry('rice'))).toEqual([]);
    expect(cook(['250 g rice'], pantry('some leftover stuff from Tuesday'))).toEqual([]);
    // More than a kitchen holds is not an amount either.
    expect(cook(['250 g rice'], pantry('90000 g rice'))).toEqual([]);
  });

  it('touches only the entries the recipe uses, in the pantry’s order', () => {
    const items = pantry('6 eggs', 'olive oil', '500 g rice', '2 onions');
    const uses = cook(['250 g rice', '2 eggs', 'salt to taste'], items);
    expect(uses.map((use) => [use.pantryId, use.after])).toEqual([
      ['p0', '4 eggs'],
      ['p2', '250 g rice'],
    ]);
  });

  it('takes from several entries of one food in turn, each in its own unit', () => {
    // 300 g needed: all 200 g, then 100 g of the cup's 192 g (92 g left ≈ ½ cup).
    const uses = cook(['300 g rice'], pantry('200 g rice', '1 cup rice'));
    expect(uses.map((use) => [use.after, use.taken])).toEqual([
      [null, 'all 200 g rice'],
      ['½ cup rice', '100 g of your 1 cup rice'],
    ]);
  });

  it('adds two lines of the recipe that draw on one entry', () => {
    const uses = cook(['2 eggs', '1 egg, beaten, to glaze'], pantry('6 eggs'));
    expect(uses.map((use) => [use.after, use.taken])).toEqual([['3 eggs', '3 of your 6 eggs']]);
  });

  it('writes an amount given in words again from what was read', () => {
    expect(cook(['¼ cucumber'], pantry('half a cucumber'))[0]?.after).toBe('¼ cucumber');
  });

  it('keeps an entry written in decimals (the rest a tick kept from the list) in decimals', () => {
    expect(cook(['¼ cucumber'], pantry('0.5 cucumber'))[0]).toMatchObject({
      after: '0.3 cucumber',
      taken: '0.3 of your 0.5 cucumber',
    });
    expect(cook(['1 tbsp honey'], pantry('2.5 tbsp honey'))[0]?.after).toBe('1.5 tbsp honey');
  });

  it('scales the recipe to the servings cooked', () => {
    const recipe = {
      id: 'r',
      name: 'Rice',
      servings: 2,
      ingredients: ['100 g rice'].map(ingredientFromText),
    };
    expect(pantryAfterCookingRecipe(recipe, 4, pantry('500 g rice'), TEST_FOODS)).toEqual([
      expect.objectContaining({ after: '300 g rice', taken: '200 g of your 500 g rice' }),
    ]);
    expect(pantryAfterCookingRecipe(recipe, 2, [], TEST_FOODS)).toEqual([]);
  });
});

describe('pantryAfterCooking: an entry whose amount is each of several things', () => {
  const ENTRY = '2 tbsp each olive oil and lemon juice';

  it('takes from each thing, and keeps one entry while the things are left alike', () => {
    const items = pantry(ENTRY);
    expect(cook(['1 tbsp olive oil', '1 tbsp lemon juice'], items)).toEqual([
      {
        pantryId: 'p0',
        before: items[0],
        after: '1 tbsp each olive oil and lemon juice',
        taken: `1 tbsp olive oil and 1 tbsp lemon juice of your ${ENTRY}`,
      },
    ]);
  });

  it('gives a thing left in another amount an entry of its own, the first keeping the id', () => {
    const items = pantry(ENTRY);
    expect(cook(['1 tbsp lemon juice'], items)).toEqual([
      {
        pantryId: 'p0',
        before: items[0],
        after: '2 tbsp olive oil',
        taken: `1 tbsp lemon juice of your ${ENTRY}`,
        added: [{ id: 'p0-2', text: '1 tbsp lemon juice' }],
      },
    ]);
    // A thing used up is not kept: the other keeps the id, and nothing is added.
    expect(cook(['2 tbsp lemon juice'], items)[0]).toMatchObject({
      after: '2 tbsp olive oil',
      taken: `2 tbsp lemon juice of your ${ENTRY}`,
    });
    expect(cook(['2 tbsp lemon juice'], items)[0]?.added).toBeUndefined();
  });

  it('uses the entry up when every thing is used, and never reuses an id the pantry has', () => {
    expect(cook(['3 tbsp lemon juice', '2 tbsp olive oil'], pantry(ENTRY))[0]).toMatchObject({
      after: null,
      taken: `all ${ENTRY}`,
    });
    const items: PantryItem[] = [
      { id: 'p0', text: '½ bunch each mint, dill, parsley' },
      { id: 'p0-2', text: '1 kg rice' },
    ];
    expect(cook(['¼ bunch dill'], items)).toEqual([
      {
        pantryId: 'p0',
        before: items[0],
        after: '½ bunch mint',
        taken: '¼ bunch dill of your ½ bunch each mint, dill, parsley',
        added: [
          { id: 'p0-3', text: '¼ bunch dill' },
          { id: 'p0-4', text: '½ bunch parsley' },
        ],
      },
    ]);
  });

  it('writes a counted thing taken once in the singular', () => {
    expect(cook(['1 red onion'], pantry('2 each red onions and carrots'))[0]).toMatchObject({
      after: '1 red onion',
      taken: '1 red onion of your 2 each red onions and carrots',
      added: [{ id: 'p0-2', text: '2 carrots' }],
    });
  });
});
