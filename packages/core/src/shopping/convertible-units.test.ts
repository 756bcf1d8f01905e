import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { recipeWith } from './test-recipes.ts';

const listOf = (...recipes: readonly (readonly string[])[]) =>
  buildShoppingList(
    recipes.map((lines, index) => recipeWith(`r${index}`, `Recipe ${index}`, lines)),
  ).items.map((item) => [item.displayQuantity, item.ingredient, item.key]);

describe('merging across convertible units: same name, same dimension, one line (PRODUCT.md)', () => {
  it.each([
    [[['50g floury potatoes'], ['1kg floury potatoes']], '1.1 kg', 'floury potatoes-vegetables-g'],
    [[['500g beef mince'], ['0.25 kg beef mince']], '750 g', 'beef mince-meat_and_fish-g'],
    [[['600ml whole milk'], ['1 litre whole milk']], '1.6 l', 'whole milk-dairy_and_eggs-ml'],
    [[['200ml whole milk'], ['0.1 l whole milk']], '300 ml', 'whole milk-dairy_and_eggs-ml'],
    [
      [['1 tbsp ground cumin'], ['2 tsp ground cumin']],
      '5 tsp',
      'ground cumin-spices_and_seasoning-ml',
    ],
    [[['1 tbsp caster sugar'], ['3 tsp caster sugar']], '2 tbsp', 'caster sugar-baking-ml'],
    [
      [['4 tbsp vegetable stock'], ['500ml vegetable stock']],
      '560 ml',
      'vegetable stock-pantry-ml',
    ],
  ])('%j → %s (key %s)', (recipes, quantity, key) => {
    expect(listOf(...recipes).map(([q, , k]) => [q, k])).toEqual([[quantity, key]]);
  });

  it('weighs spoons of something also bought by weight (issue 15): 50 g + 1 tbsp plain flour → 58 g (57.5 g, whole from ten up)', () => {
    expect(listOf(['50g plain flour'], ['1 tbsp plain flour'])).toEqual([
      ['58 g', 'Plain Flour', 'plain flour-baking-g'],
    ]);
  });

  it('keeps spoons as spoons when nothing of the same is weighed', () => {
    expect(listOf(['1 tbsp plain flour'], ['2 tsp plain flour'])).toEqual([
      ['5 tsp', 'Plain Flour', 'plain flour-baking-ml'],
    ]);
  });

  it('leaves a single unit as written (its key is unchanged): 1.2 kg + 1 kg → 2.2 kg', () => {
    expect(listOf(['1.2kg floury potatoes'], ['1kg floury potatoes'])).toEqual([
      ['2.2 kg', 'Floury Potatoes', 'floury potatoes-vegetables-kg'],
    ]);
  });

  it.each([
    [[['500g passata'], ['500g passata']], '1 kg', 'tomato puree-tinned_and_jarred-g'],
    [[['1500ml vegetable stock']], '1.5 l', 'vegetable stock-pantry-ml'],
    [[['1250g floury potatoes']], '1250 g', 'floury potatoes-vegetables-g'],
    [[['600ml whole milk']], '600 ml', 'whole milk-dairy_and_eggs-ml'],
  ])('shows a g or ml total in kg or l when nothing is lost: %j → %s', (recipes, quantity, key) => {
    expect(listOf(...recipes).map(([q, , k]) => [q, k])).toEqual([[quantity, key]]);
  });

  it('keeps the key when the total crosses 1 kg, so an owned mark stays', () => {
    const small = listOf(['500g beef mince'], ['0.25 kg beef mince']);
    const large = listOf(['500g beef mince'], ['1 kg beef mince']);
    expect(small[0]?.[2]).toBe(large[0]?.[2]);
    expect([small[0]?.[0], large[0]?.[0]]).toEqual(['750 g', '1.5 kg']);
  });

  it('still consolidates oils into one bottle (SPEC §5): 1 tbsp + 2 tsp olive oil', () => {
    expect(listOf(['1 tbsp olive oil'], ['2 tsp olive oil'])).toEqual([
      ['1 bottle', 'Olive Oil', 'olive oil-oils_and_vinegars-bottle'],
    ]);
  });

  it('does not convert counted units: 1 can and 400 g chopped tomatoes are one line of two amounts', () => {
    expect(listOf(['1 x 400g tin chopped tomatoes'], ['400g chopped tomatoes'])).toEqual([
      ['1 can + 400 g', 'Chopped Tomatoes', 'chopped tomatoes-tinned_and_jarred-can'],
    ]);
  });
});

describe('spoons adding up to a cup or more read as a cup of the thing does', () => {
  it('weighs them when the thing has a density, as its cups are: 10 + 8 tbsp honey → 378 g', () => {
    expect(listOf(['10 tbsp honey'], ['8 tbsp honey'])).toEqual([
      ['378 g', 'Honey', 'honey-tinned_and_jarred-g'],
    ]);
  });

  it('keeps spoons below a cup as spoons: 10 + 5 tbsp honey → 15 tbsp', () => {
    expect(listOf(['10 tbsp honey'], ['5 tbsp honey'])).toEqual([
      ['15 tbsp', 'Honey', 'honey-tinned_and_jarred-tbsp'],
    ]);
  });

  it('keeps mixed spoons below a cup as spoons, but a poured total past 4 tbsp in ml', () => {
    expect(listOf(['4 tbsp milk'], ['3 tsp milk']).map(([quantity]) => quantity)).toEqual([
      '5 tbsp',
    ]);
    expect(listOf(['3 tbsp milk'], ['1 tsp milk']).map(([quantity]) => quantity)).toEqual([
      '10 tsp',
    ]);
    expect(listOf(['10 tbsp milk'], ['1 tsp milk']).map(([quantity]) => quantity)).toEqual([
      '155 ml',
    ]);
    expect(listOf(['7 tbsp ground cumin'], ['2 tsp ground cumin']).map(([q]) => q)).toEqual([
      '23 tsp',
    ]);
    expect(listOf(['4 tbsp honey'], ['3 tsp honey']).map(([quantity]) => quantity)).toEqual([
      '5 tbsp',
    ]);
  });

  it('gives a poured thing in millilitres: 10 + 8 tbsp milk → 270 ml', () => {
    expect(listOf(['10 tbsp milk'], ['8 tbsp milk'])).toEqual([
      ['270 ml', 'Milk', 'milk-dairy_and_eggs-ml'],
    ]);
  });

  it('gives a thing with no density in tablespoons, the larger spoon: 60 tsp → 20 tbsp', () => {
    expect(listOf(['30 tsp dried oregano'], ['30 tsp dried oregano'])).toEqual([
      ['20 tbsp', 'Dried Oregano', 'dried oregano-spices_and_seasoning-ml'],
    ]);
    expect(listOf(['30 tsp dried oregano'], ['6 tbsp dried oregano'])).toEqual([
      ['16 tbsp', 'Dried Oregano', 'dried oregano-spices_and_seasoning-ml'],
    ]);
  });

  it('weighs the other volumes of the thing with them, whatever the order of the recipes', () => {
    const row = ['476 g', 'Honey', 'honey-tinned_and_jarred-g'];
    expect(listOf(['100 ml honey'], ['16 tbsp honey'])).toEqual([row]);
    expect(listOf(['16 tbsp honey'], ['100 ml honey'])).toEqual([row]);
  });

  it('leaves oils and sauces to the bottle rule (SPEC §5)', () => {
    expect(listOf(['20 tbsp olive oil'])).toEqual([
      ['1 bottle', 'Olive Oil', 'olive oil-oils_and_vinegars-bottle'],
    ]);
    // Mayonnaise has a density: in one recipe, 300 ml of it is still one jar, not grams.
    expect(listOf(['20 tbsp mayonnaise'])).toEqual([
      ['1 jar', 'Mayonnaise', 'mayonnaise-sauces-jar'],
    ]);
  });
});
