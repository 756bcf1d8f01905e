import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../food/food-table.ts';
import { listFoods } from '../food/list-foods.ts';
import { unitDefinition } from '../ingredients/units.ts';
import { buildShoppingList, type ShoppingRecipe } from './build-shopping-list.ts';
import { amountToBuy, basketAmount, buyAmount, choosePacks, packRuleFor } from './buy-amounts.ts';
import { BUCKETS, type Bucket } from './categories.ts';
import type { BuyAmount, ShoppingItem } from './shopping-item.ts';
import { recipeWith } from './test-recipes.ts';
import { UK_PACK_RULES } from './uk-pack-sizes.ts';

/** The list's items for these lines, cooked for `household` people from a recipe serving 4. */
function itemsFor(lines: readonly string[], household: number | null = null): ShoppingItem[] {
  const recipe: ShoppingRecipe = { ...recipeWith('r', 'Recipe', lines), servings: 4 };
  return [...buildShoppingList([recipe], { servings: household }).items];
}

/** The one item named `ingredient` in the list for these lines. */
function item(ingredient: string, lines: readonly string[], household: number | null = null) {
  const found = itemsFor(lines, household).find((each) => each.ingredient === ingredient);
  if (found === undefined) throw new Error(`no ${ingredient} in the list`);
  return found;
}

/** "amount · buy" for the item, the way the Shop tab reads it. */
function reads(ingredient: string, lines: readonly string[], household: number | null = null) {
  const found = item(ingredient, lines, household);
  return [found.displayQuantity, found.buy?.text ?? null];
}

describe('what to buy: counted things', () => {
  it('rounds "0.5 Avocado" up to 1 avocado', () => {
    const avocado = item('Avocado', ['1 ripe avocado'], 2);
    expect(avocado.displayQuantity).toBe('0.5');
    expect(avocado.buy).toEqual({ quantity: 1, unit: null, size: null, text: '1' });
  });

  it('rounds "3.5 Chicken Breasts" up to 4', () => {
    expect(reads('Chicken Breasts', ['7 skinless chicken breasts'], 2)).toEqual(['3.5', '4']);
  });

  it('buys a whole count as the recipe has it', () => {
    expect(item('Lemons', ['2 lemons']).buy).toBeNull();
    expect(item('Onions', ['3 onions']).buy).toBeNull();
  });

  it('buys garlic by the bulb', () => {
    expect(reads('Garlic Cloves', ['8 garlic cloves'])).toEqual(['8', '1 bulb']);
    expect(reads('Garlic Cloves', ['12 garlic cloves'])).toEqual(['12', '2 bulbs']);
  });

  it('buys celery by the head', () => {
    expect(reads('Celery', ['2 celery sticks, chopped'])[1]).toBe('1 head');
    expect(reads('Celery', ['12 sticks celery'])[1]).toBe('2 heads');
  });

  it('buys wraps by the pack of 8', () => {
    expect(reads('Flour Tortillas', ['4 flour tortillas'])).toEqual(['4', '1 pack of 8']);
  });
});

describe('what to buy: tins and packs whole', () => {
  it('buys "0.5 can Coconut Milk" as 1 can', () => {
    const coconut = item('Coconut Milk', ['1 can coconut milk'], 2);
    expect(coconut.displayQuantity).toBe('0.5 can');
    expect(coconut.buy).toEqual({ quantity: 1, unit: 'can', size: null, text: '1 can' });
  });

  it('buys whole tins, bunches and bottles as the recipe has them', () => {
    expect(item('Chopped Tomatoes', ['2 x 400g tins chopped tomatoes']).buy).toBeNull();
    expect(item('Coriander', ['1 bunch coriander']).buy).toBeNull();
    expect(reads('Coriander', ['1 bunch coriander'], 2)).toEqual(['0.5 bunch', '1 bunch']);
  });

  it('buys tinned goods weighed in grams as whole cans', () => {
    expect(reads('Chopped Tomatoes', ['400g chopped tomatoes'])).toEqual(['400 g', '1 can']);
    expect(reads('Chopped Tomatoes', ['600g chopped tomatoes'])).toEqual(['600 g', '2 cans']);
    expect(reads('Chickpeas', ['240g chickpeas, drained'])).toEqual(['240 g', '1 can']);
  });
});

describe('what to buy: jars and bottles', () => {
  it('buys "0.5 tsp Chilli Powder" as 1 jar', () => {
    expect(reads('Chilli Powder', ['½ tsp chilli powder'])).toEqual(['0.5 tsp', '1 jar']);
  });

  it('buys "3 tbsp Tikka Curry Paste" as 1 jar', () => {
    expect(reads('Tikka Curry Paste', ['3 tbsp tikka curry paste'])).toEqual(['3 tbsp', '1 jar']);
  });

  it('buys dried herbs by the jar, sauces and oils by the bottle, fresh herbs by the pack', () => {
    expect(reads('Dried Oregano', ['1 tsp dried oregano'])).toEqual(['1 tsp', '1 jar']);
    expect(reads('Soy Sauce', ['2 tbsp soy sauce'])).toEqual(['2 tbsp', '1 bottle']);
    expect(reads('Sesame Oil', ['1 tbsp sesame oil'])).toEqual(['1 tbsp', '1 bottle']);
    expect(reads('Parsley', ['2 tbsp chopped parsley'])).toEqual(['2 tbsp', '1 pack']);
    expect(reads('Black Pepper', ['black pepper, to taste'])).toEqual(['', '1 jar']);
  });

  it('keeps a consolidated bottle or jar as it is', () => {
    const lines = ['100 ml olive oil', '4 tbsp olive oil'];
    expect(reads('Olive Oil', lines)).toEqual(['1 bottle', null]);
  });

  it('leaves stock and water without a pack', () => {
    expect(item('Chicken Stock', ['500 ml chicken stock']).buy).toBeNull();
  });
});

describe('what to buy: dairy', () => {
  it('buys 300 ml milk as 1 pint, and more in 2, 4 and 6 pint bottles', () => {
    expect(reads('Milk', ['300 ml milk'])).toEqual(['300 ml', '1 pint']);
    expect(reads('Whole Milk', ['1.5 litres whole milk'])).toEqual(['1.5 l', '4 pints']);
    expect(item('Semi-Skimmed Milk', ['2 pints semi-skimmed milk']).buy).toBeNull();
  });

  it('buys 5 eggs as a box of 6, and more in boxes of 12', () => {
    expect(reads('Eggs', ['5 eggs'])).toEqual(['5', '1 box of 6']);
    expect(reads('Eggs', ['8 large eggs'])).toEqual(['8', '1 box of 12']);
    expect(reads('Eggs', ['24 eggs'])).toEqual(['24', '2 boxes of 12']);
    expect(reads('Egg Yolks', ['2 egg yolks'])).toEqual(['2', '1 box of 6']);
  });

  it('buys 350 g butter as 2 × 250 g', () => {
    const butter = item('Butter', ['350 g butter']);
    expect(butter.buy).toEqual({
      quantity: 2,
      unit: 'block',
      size: { quantity: 250, unit: 'g' },
      text: '2 × 250 g',
    });
    expect(item('Unsalted Butter', ['250g unsalted butter']).buy).toBeNull();
    expect(reads('Butter', ['2 tbsp butter'])[1]).toBe('250 g');
    expect(reads('Butter', ['a knob of butter'])[1]).toBe('250 g');
    expect(reads('Unsalted Butter', ['4 sticks unsalted butter'])[1]).toBe('2 × 250 g');
  });

  it('buys cream in 150, 300 and 600 ml pots', () => {
    expect(reads('Double Cream', ['100 ml double cream'])).toEqual(['100 ml', '150 ml']);
    expect(reads('Double Cream', ['400 ml double cream'])).toEqual(['400 ml', '600 ml']);
    expect(reads('Single Cream', ['4 tbsp single cream'])[1]).toBe('150 ml');
  });
});

describe('what to buy: bags of dry goods', () => {
  it('buys flour in 1.5 kg bags', () => {
    expect(reads('Plain Flour', ['200g plain flour'])).toEqual(['200 g', '1.5 kg']);
    expect(reads('Self-Raising Flour', ['1 tbsp self-raising flour'])[1]).toBe('1.5 kg');
    expect(reads('Strong White Bread Flour', ['2 kg strong white bread flour'])[1]).toBe(
      '2 × 1.5 kg',
    );
  });

  it('buys sugar, rice, pasta and oats in 500 g and 1 kg bags', () => {
    expect(reads('Caster Sugar', ['150g caster sugar'])).toEqual(['150 g', '500 g']);
    expect(reads('Sugar', ['1 cup sugar'])[1]).toBe('500 g');
    expect(reads('Basmati Rice', ['750g basmati rice'])).toEqual(['750 g', '1 kg']);
    expect(reads('Spaghetti', ['300g spaghetti'])).toEqual(['300 g', '500 g']);
    expect(reads('Porridge Oats', ['100g porridge oats'])).toEqual(['100 g', '500 g']);
    expect(item('Penne', ['500g penne']).buy).toBeNull();
  });

  it('buys mince in the nearest pack, or whole packs of the best size', () => {
    expect(reads('Beef Mince', ['600g beef mince'])).toEqual(['600 g', '750 g']);
    expect(reads('Beef Mince', ['1kg beef mince'])).toEqual(['1 kg', '2 × 500 g']);
  });

  it('buys chilled and bagged things in the packs a UK shop sells them in', () => {
    expect(reads('Pork Sausages', ['6 pork sausages'])).toEqual(['6', '1 pack of 6']);
    expect(reads('Pork Sausages', ['7 pork sausages'])).toEqual(['7', '1 pack of 8']);
    expect(reads('Halloumi', ['225g halloumi, sliced'])).toEqual(['225 g', '250 g']);
    // Whole blocks are bought as the recipe has them.
    expect(reads('Halloumi', ['2 blocks halloumi'])).toEqual(['2 blocks', null]);
    expect(reads('Ricotta', ['100g ricotta'])).toEqual(['100 g', '250 g']);
    expect(reads('Gnocchi', ['300g gnocchi'])).toEqual(['300 g', '500 g']);
    expect(reads('Ready-Rolled Puff Pastry', ['1 sheet ready-rolled puff pastry'])[1]).toBeNull();
    expect(reads('Ready-Rolled Puff Pastry', ['400g ready-rolled puff pastry'])[1]).toBe(
      '2 × 320 g',
    );
    expect(reads('Puff Pastry', ['400g puff pastry'])[1]).toBe('500 g');
    expect(reads('Baby Spinach', ['160g baby spinach'])).toEqual(['160 g', '200 g']);
    expect(reads('Tenderstem Broccoli', ['300g Tenderstem broccoli'])[1]).toBe('2 × 200 g');
    expect(reads('Spring Onions', ['3 spring onions, sliced'])).toEqual(['3', '1 bunch']);
    expect(reads('Little Gem Lettuces', ['3 little gem lettuces'])[1]).toBe('2 packs of 2');
  });

  it('leaves sausage meat and frozen spinach to be bought as weighed', () => {
    expect(item('Sausage Meat', ['400g sausage meat']).buy).toBeNull();
    expect(packRuleFor({ name: 'spinach', bucket: 'FROZEN' })).toBeUndefined();
  });

  it('buys loose things as the recipe weighs them', () => {
    expect(item('Potatoes', ['1 kg potatoes']).buy).toBeNull();
    expect(item('Cod Loin', ['400g cod loin']).buy).toBeNull();
  });
});

describe('what to buy: one line holding amounts in several units', () => {
  const line = (name: string, bucket: Bucket, amounts: [number, string | null][]) => {
    const [[quantity, unit], ...also] = amounts as [
      [number, string | null],
      ...[number, string | null][],
    ];
    return buyAmount({
      name,
      bucket,
      quantity,
      unit,
      also: also.map(([q, u]) => ({ quantity: q, unit: u })),
    })?.text;
  };

  it('adds up every amount it can size: "2 cans + 200 g Chickpeas" → 3 cans', () => {
    expect(
      line('chickpeas', 'TINNED_AND_JARRED', [
        [2, 'can'],
        [200, 'g'],
      ]),
    ).toBe('3 cans');
    expect(
      line('plain flour', 'BAKING', [
        [350, 'g'],
        [1, 'tbsp'],
      ]),
    ).toBe('1.5 kg');
    expect(
      line('butter', 'DAIRY_AND_EGGS', [
        [1, 'pack'],
        [100, 'g'],
      ]),
    ).toBe('2 × 250 g');
    expect(
      line('celery', 'VEGETABLES', [
        [1, 'head'],
        [15, 'stick'],
      ]),
    ).toBe('3 heads');
  });
});

describe('what to buy: a line led by things bought whole, with amounts in other units', () => {
  it('buys whole bunches holding them all: "1.5 bunches + 2 tbsp Parsley" → 2 bunches, not 1 pack', () => {
    // Two recipes' parsley on one line: ½ bunch and 1 bunch, and 2 tbsp chopped.
    const list = buildShoppingList([
      recipeWith('a', 'A', ['½ bunch each oregano, rosemary, thyme, sage, parsley']),
      recipeWith('b', 'B', ['1 bunch parsley', '2 tbsp chopped parsley']),
    ]);
    const parsley = list.items.find((each) => each.ingredient === 'Parsley');
    expect([parsley?.displayQuantity, parsley?.buy]).toEqual([
      '1.5 bunches + 2 tbsp',
      { quantity: 2, unit: 'bunch', size: null, text: '2 bunches' },
    ]);
  });

  it("counts each bunch as one of the row's packs, so what the spoons add can need one more", () => {
    const herbs = (amounts: [number, string][]) =>
      buyAmount({
        name: 'coriander',
        bucket: 'HERBS',
        quantity: amounts[0]?.[0] ?? null,
        unit: amounts[0]?.[1] ?? null,
        also: amounts.slice(1).map(([quantity, unit]) => ({ quantity, unit })),
      })?.text;
    // 1 bunch (a 30 g pack) and 2 tbsp (30 ml × 0.1 g/ml = 3 g): more than one bunch holds.
    expect(
      herbs([
        [1, 'bunch'],
        [2, 'tbsp'],
      ]),
    ).toBe('2 bunches');
    // Half a bunch and a tablespoon fit in one; sprigs the row cannot size come from the bunch.
    expect(
      herbs([
        [0.5, 'bunch'],
        [1, 'tbsp'],
      ]),
    ).toBe('1 bunch');
    expect(
      herbs([
        [1, 'bunch'],
        [3, 'sprig'],
      ]),
    ).toBe('1 bunch');
  });
});

describe('what to buy: a line led by packs no row sizes, with amounts in other units', () => {
  const listWith = async (lines: string[], weighed: boolean) =>
    buildShoppingList(
      lines.map((line, index) => recipeWith(`r${index}`, `R${index}`, [line])),
      weighed ? { foods: listFoods(await loadFoodTable()) } : {},
    ).items;

  it('buys whole ones of the lead holding them all, weighed by the food model', async () => {
    // The food model's bag of rocket is under 100 g: half a bag and 50 g are 2 bags, not 1.
    const [rocket] = await listWith(['½ bag rocket', '50 g rocket'], true);
    expect([rocket?.displayQuantity, rocket?.buy?.text]).toEqual(['0.5 bag + 50 g', '2 bags']);
    // A 200 g bunch of radishes holds half a bunch and 100 g.
    const [radishes] = await listWith(['½ bunch radishes', '100 g radishes'], true);
    expect(radishes?.buy).toEqual({ quantity: 1, unit: 'bunch', size: null, text: '1 bunch' });
  });

  it('gives no buy amount when it cannot weigh them, rather than whole ones of the lead alone', async () => {
    const [rocket] = await listWith(['½ bag rocket', '300 g rocket'], false);
    expect([rocket?.displayQuantity, rocket?.buy]).toEqual(['0.5 bag + 300 g', null]);
  });
});

describe('what to buy: after household-size scaling', () => {
  it('sizes packs for the household, not the recipe', () => {
    // A recipe for 4 cooked for 8: 2 cans, 500 g butter.
    expect(item('Coconut Milk', ['1 can coconut milk'], 8).buy).toBeNull();
    expect(reads('Butter', ['250g butter'], 8)).toEqual(['500 g', '2 × 250 g']);
    // …and for 2: 0.5 can, 125 g.
    expect(reads('Butter', ['250g butter'], 2)).toEqual(['125 g', '250 g']);
  });
});

describe('what to buy: amounts on shared lines and in the basket', () => {
  const buy = (text: string, extra: Partial<BuyAmount> = {}): BuyAmount => ({
    quantity: 1,
    unit: 'jar',
    size: null,
    text,
    ...extra,
  });

  it('leads a shared line with the buy amount, printing nothing for one of a counted thing', () => {
    expect(amountToBuy({ displayQuantity: '0.5 tsp', buy: buy('1 jar') })).toBe('1 jar');
    expect(amountToBuy({ displayQuantity: '0.5', buy: buy('1', { unit: null }) })).toBe('');
    expect(amountToBuy({ displayQuantity: '400 g', buy: null })).toBe('400 g');
  });

  it('gives a grocery search the pack size with a plain x', () => {
    const butter = buy('2 × 250 g', {
      quantity: 2,
      unit: 'block',
      size: { quantity: 250, unit: 'g' },
    });
    expect(basketAmount({ displayQuantity: '350 g', buy: butter })).toBe('2 x 250 g');
    const eggs = buy('1 box of 6', { unit: 'box', size: { quantity: 6, unit: null } });
    expect(basketAmount({ displayQuantity: '5', buy: eggs })).toBe('6');
    expect(basketAmount({ displayQuantity: '0.5 tsp', buy: buy('1 jar') })).toBe('1 jar');
  });
});

describe('the pack table', () => {
  it('gives every row sizes in one dimension, smallest first', () => {
    for (const rule of UK_PACK_RULES) {
      expect(rule.sizes.length, rule.label).toBeGreaterThan(0);
      const dimensions = new Set(
        rule.sizes.map((size) =>
          size.unit === null ? 'count' : unitDefinition(size.unit)?.dimension,
        ),
      );
      expect(dimensions.size, rule.label).toBe(1);
      expect(dimensions.has(undefined), rule.label).toBe(false);
      const bases = rule.sizes.map(
        (size) => size.quantity * (unitDefinition(size.unit ?? '')?.factor ?? 1),
      );
      expect(
        [...bases].sort((a, b) => a - b),
        rule.label,
      ).toEqual(bases);
      if (rule.shows === 'word') expect(rule.sizes, rule.label).toHaveLength(1);
    }
  });

  it('tells butter from peanut butter and milk from coconut milk', () => {
    expect(packRuleFor({ name: 'unsalted butter', bucket: 'DAIRY_AND_EGGS' })?.word).toBe('block');
    expect(packRuleFor({ name: 'peanut butter', bucket: 'SAUCES' })?.word).toBe('jar');
    expect(packRuleFor({ name: 'butter beans', bucket: 'TINNED_AND_JARRED' })?.word).toBe('can');
    expect(packRuleFor({ name: 'coconut milk', bucket: 'TINNED_AND_JARRED' })?.word).toBe('can');
    expect(packRuleFor({ name: 'potatoes', bucket: 'VEGETABLES' })).toBeUndefined();
  });

  it('takes the smallest pack that holds the amount, else whole packs with least left over', () => {
    expect(choosePacks(350, [250])).toEqual({ index: 0, count: 2 });
    expect(choosePacks(700, [500, 1000])).toEqual({ index: 1, count: 1 });
    expect(choosePacks(2000, [500, 1000])).toEqual({ index: 1, count: 2 });
    expect(choosePacks(1000, [250, 500, 750])).toEqual({ index: 1, count: 2 });
  });
});

const UNITS = [
  null,
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'oz',
  'lb',
  'pint',
  'fl oz',
  'can',
  'jar',
  'pack',
  'bottle',
  'bunch',
  'bulb',
  'ball',
  'stick',
  'knob',
  'pinch',
  'sprig',
  'slice',
] as const;

const NAMES = [
  'butter',
  'unsalted butter',
  'milk',
  'semi-skimmed milk',
  'oat milk',
  'eggs',
  'double cream',
  'greek yoghurt',
  'cheddar',
  'mozzarella',
  'plain flour',
  'caster sugar',
  'icing sugar',
  'basmati rice',
  'spaghetti',
  'porridge oats',
  'beef mince',
  'chopped tomatoes',
  'coconut milk',
  'chickpeas',
  'garlic cloves',
  'tortillas',
  'chilli powder',
  'salt',
  'olive oil',
  'soy sauce',
  'tikka curry paste',
  'red wine',
  'parsley',
  'avocados',
  'skinless chicken breasts',
  'potatoes',
  'chicken stock',
];

/** Amount in the base unit of its dimension, or null for units of no fixed size. */
function measured(
  quantity: number,
  unit: string | null,
): { base: number; dimension: string } | null {
  if (unit === null) return { base: quantity, dimension: 'count' };
  const definition = unitDefinition(unit);
  if (definition?.kind !== 'measure') return null;
  return { base: quantity * definition.factor, dimension: definition.dimension };
}

describe('what to buy: properties', () => {
  const itemArbitrary = fc.record({
    name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 20 })),
    bucket: fc.constantFrom<Bucket>(...BUCKETS),
    quantity: fc.oneof(
      fc.constant(null),
      fc.double({ min: 0.01, max: 5000, noNaN: true }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1, max: 20 }).map((half) => half / 2),
    ),
    unit: fc.constantFrom<string | null>(...UNITS),
    also: fc.array(
      fc.record({
        quantity: fc.double({ min: 0.01, max: 2000, noNaN: true }),
        unit: fc.constantFrom<string | null>(...UNITS),
      }),
      { maxLength: 2 },
    ),
  });

  it('buys whole packs or whole things, never less than the recipe amount in the same dimension', () => {
    fc.assert(
      fc.property(itemArbitrary, (input) => {
        const buy = buyAmount(input);
        if (buy === null) return;
        expect(Number.isInteger(buy.quantity)).toBe(true);
        expect(buy.quantity).toBeGreaterThanOrEqual(1);
        expect(buy.text).not.toBe('');
        if (input.quantity === null) return;
        const needs = [{ quantity: input.quantity, unit: input.unit }, ...input.also].map(
          (amount) => measured(amount.quantity, amount.unit),
        );
        if (buy.size !== null) {
          const pack = measured(buy.size.quantity, buy.size.unit);
          if (pack !== null && needs.every((need) => need?.dimension === pack.dimension)) {
            const total = needs.reduce((sum, need) => sum + (need?.base ?? 0), 0);
            expect(buy.quantity * pack.base).toBeGreaterThanOrEqual(total * (1 - 1e-9));
          }
        } else if (buy.unit === input.unit && input.also.length === 0) {
          // Whole ones of what the recipe counts: cans, bunches, or the things themselves.
          expect(buy.quantity).toBeGreaterThanOrEqual(input.quantity - 1e-9);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every item of a built list a whole buy amount or none', () => {
    const lines = fc.array(
      fc.tuple(
        fc.constantFrom('½', '1', '2', '3.5', '250g', '1 tbsp', '0.5 can', '300 ml', '1 cup', ''),
        fc.constantFrom(...NAMES),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, fc.option(fc.integer({ min: 1, max: 12 })), (pairs, household) => {
        const items = itemsFor(
          pairs.map(([amount, name]) => `${amount} ${name}`.trim()),
          household,
        );
        for (const each of items) {
          if (each.buy === null) continue;
          expect(Number.isInteger(each.buy.quantity)).toBe(true);
          expect(each.buy.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
