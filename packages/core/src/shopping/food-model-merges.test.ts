/**
 * One food from several recipes, in units the list's own tables cannot add up, made one line with
 * one shop-ready amount by the shipped food model (issue 28: pots, bunches, stalks, grams of
 * garlic beside cloves), and two foods of one name kept apart (fresh and tinned tomatoes).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable } from '../food/food-table.ts';
import { listFoods } from '../food/list-foods.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import type { ListFoods } from './measure-conversions.ts';
import { recipeWith } from './test-recipes.ts';

let foods: ListFoods;
beforeAll(async () => {
  foods = listFoods(await loadFoodTable());
});

/** The list of two recipes as "amount | name | buy" rows, with or without the food model. */
function rows(first: string[], second: string[], withFoods = true): string[] {
  return buildShoppingList(
    [recipeWith('a', 'A', first), recipeWith('b', 'B', second)],
    withFoods ? { foods } : {},
  ).items.map((item) => `${item.displayQuantity} | ${item.ingredient} | ${item.buy?.text ?? '-'}`);
}

describe('a pot is a pack of its food', () => {
  it('reads "1 pot double cream" as a pot of double cream', () => {
    const parsed = parseIngredient('1 pot double cream');
    expect([parsed.quantity, parsed.unit, parsed.name]).toEqual([1, 'pot', 'double cream']);
    expect(parseIngredient('2 x 150g pots natural yogurt').unit).toBe('pot');
  });

  it('weighs a pot by the food’s tub or carton', () => {
    expect(foods.gramsOfPortion?.('double cream', 'pot')).toBe(300);
    expect(foods.gramsOfPortion?.('double cream', 'tub')).toBe(300);
  });

  it('puts a pot and millilitres of cream on one line, buying what holds both', () => {
    expect(rows(['1 pot double cream'], ['100 ml double cream'])).toEqual([
      '1 pot + 100 ml | Double Cream | 600 ml',
    ]);
    // Without the model a pot is the smallest pot on the shelf (150 ml).
    expect(rows(['1 pot double cream'], ['100 ml double cream'], false)).toEqual([
      '1 pot + 100 ml | Double Cream | 300 ml',
    ]);
  });

  it('never puts double and single cream on one line', () => {
    expect(rows(['1 pot double cream'], ['100 ml single cream'])).toEqual([
      '1 pot | Double Cream | -',
      '100 ml | Single Cream | 150 ml',
    ]);
  });
});

describe('grams and millilitres of a poured food', () => {
  it('are millilitres by the food’s density', () => {
    expect(rows(['100 ml double cream'], ['50 g double cream'])).toEqual([
      '150 ml | Double Cream | -',
    ]);
    // Milk is 1.03 g a millilitre: 100 g is 97 ml.
    expect(rows(['200 ml milk'], ['100 g milk'])).toEqual(['297 ml | Milk | 1 pint']);
    expect(rows(['100 ml double cream'], ['50 g double cream'], false)).toEqual([
      '50 g + 100 ml | Double Cream | 150 ml',
    ]);
  });

  it('still weighs a volume of what is bought by weight', () => {
    expect(rows(['100 g plain flour'], ['1 cup plain flour'])).toEqual([
      '220 g | Plain Flour | 1.5 kg',
    ]);
  });
});

describe('a count beside a bunch', () => {
  it('buys whole bunches holding both, by the food’s bunch and piece weights', () => {
    // Three 15 g spring onions and one 100 g bunch: 1.45 bunches, so two.
    expect(rows(['3 spring onions'], ['1 bunch spring onions'])).toEqual([
      '3 + 1 bunch | Spring Onions | 2 bunches',
    ]);
    // Without the food model the pack table's bunch (about 8) still sizes them.
    expect(rows(['3 spring onions'], ['1 bunch spring onions'], false)).toEqual([
      '3 + 1 bunch | Spring Onions | 2 bunches',
    ]);
    expect(rows(['3 radishes'], ['1 bunch radishes'], false)).toEqual([
      '3 + 1 bunch | Radishes | -',
    ]);
  });
});

describe('pieces beside whole ones', () => {
  it('counts stalks and slices as so many of the thing', () => {
    expect(rows(['3 spring onions'], ['5 stalks spring onions'])).toEqual([
      '8 | Spring Onions | 1 bunch',
    ]);
    // Two 38 g slices of a 140 g onion: about half an onion more, so two to buy.
    expect(rows(['1 onion'], ['2 slices onion'])).toEqual(['1.5 | Onions | 2']);
    expect(rows(['3 spring onions'], ['5 stalks spring onions'], false)).toEqual([
      '3 + 5 stalks | Spring Onions | 1 bunch',
    ]);
  });

  it('leaves a bunch or a head as it is bought', () => {
    // A head is not a piece of broccoli: it is bought whole, and the heads hold both.
    expect(rows(['1 head broccoli'], ['1 broccoli'])).toEqual(['1 + 1 head | Broccoli | 2 heads']);
  });
});

describe('grams of garlic beside cloves', () => {
  it('are cloves by the food’s clove weight', () => {
    // 20 g at 5 g a clove is 4 cloves, with 2 cloves and a teaspoon (1 clove): 7.
    expect(rows(['2 garlic cloves'], ['20 g garlic', '1 tsp garlic'])).toEqual([
      '7 | Garlic Cloves | 1 bulb',
    ]);
    // Without the model the grams stay a line of their own.
    expect(rows(['2 garlic cloves'], ['20 g garlic'], false)).toHaveLength(2);
  });
});

describe('tinned and fresh tomatoes', () => {
  it('keeps a tin of tomatoes off the fresh tomatoes’ line', () => {
    expect(rows(['1 tin tomatoes'], ['3 tomatoes'])).toEqual([
      '3 | Tomatoes | -',
      '1 can | Tinned Tomatoes | -',
    ]);
  });

  it('reads counted chopped tomatoes as fresh ones, not the tins sold under that name', () => {
    expect(rows(['400g tin chopped tomatoes'], ['2 chopped tomatoes', '1 tomato'])).toEqual([
      '3 | Tomatoes | -',
      '400 g | Chopped Tomatoes | 1 can',
    ]);
  });

  it('still adds a tin of what is only sold tinned to its grams', () => {
    expect(rows(['1 can chickpeas'], ['200 g chickpeas'])).toEqual([
      '1 can + 200 g | Chickpeas | 2 cans',
    ]);
  });
});

describe('the leaves of a herb beside the herb', () => {
  it('are the herb, on its line', () => {
    expect(
      rows(['1 bunch mint', '2 sprigs thyme'], ['mint leaves, to serve', '1 tsp thyme leaves']),
    ).toEqual(['1 bunch | Mint | -', '2 sprigs + 1 tsp | Thyme | 1 pack']);
    // Coriander's merge name is cilantro; its leaves find it by the name they normalise to.
    expect(rows(['1 bunch coriander'], ['2 tbsp coriander leaves'])).toEqual([
      '1 bunch + 2 tbsp | Coriander | 2 bunches',
    ]);
  });

  it('stay leaves when counted, and a line of their own with no herb of their name', () => {
    expect(rows(['20 g basil'], ['10 basil leaves'])).toEqual([
      '10 leaves + 20 g | Basil | 1 pack',
    ]);
    expect(rows(['1 bunch mint'], ['5 curry leaves'])).toEqual([
      '5 | Curry Leaves | 1 pack',
      '1 bunch | Mint | -',
    ]);
  });
});

describe('one product under its UK and its US or Italian name (issue 28)', () => {
  it.each([
    [['50 g Parmesan, grated'], ['1 cup grated Parmigiano-Reggiano'], '150 g | Parmesan | -'],
    [['100 g mangetout'], ['1 cup snow peas'], '198 g | Mangetout | -'],
    [['2 beetroot'], ['2 beets'], '4 | Beetroots | -'],
    [['1 celeriac'], ['1 celery root'], '2 | Celeriac | -'],
    // Fava beans are broad beans: USDA 11088's cup, 109 g.
    [['200 g broad beans'], ['1 cup fava beans'], '309 g | Broad Beans | -'],
    [['200 g haricot beans'], ['1 can navy beans'], '1 can + 200 g | Haricot Beans | 2 cans'],
    [['100 g wholemeal flour'], ['1 cup whole wheat flour'], '213 g | Wholemeal Flour | 1.5 kg'],
    [
      ['100 g self-raising flour'],
      ['1 cup self-rising flour'],
      '213 g | Self-Raising Flour | 1.5 kg',
    ],
    [['100 g natural yoghurt'], ['1 cup plain yogurt'], '345 g | Natural Yogurt | 500 g'],
    [['85 g almond flour'], ['100 g ground almonds'], '185 g | Ground Almonds | -'],
    [['2 tsp apple cider vinegar'], ['1 tbsp cider vinegar'], '1 bottle | Cider Vinegar | -'],
    [['20 g cocoa powder'], ['75 g unsweetened cocoa powder'], '95 g | Cocoa Powder | 1 tub'],
    [
      ['100 g light brown soft sugar'],
      ['1 cup light brown sugar'],
      '313 g | Light Brown Soft Sugar | 500 g',
    ],
    [['1 tbsp Dijon mustard'], ['2 tsp dijon'], '1 jar | Dijon Mustard | -'],
    [
      ['2 boneless, skinless chicken breasts'],
      ['500 g chicken breasts'],
      '840 g | Chicken Breasts | -',
    ],
    [
      ['300 g chicken breast fillets'],
      ['200 g skinless chicken breasts'],
      '500 g | Chicken Breasts | -',
    ],
  ])('puts %s and %s on one line', (first, second, row) => {
    expect(rows(first, second)).toEqual([row]);
  });

  it.each([
    ['1 red onion', '1 onion'],
    ['100 g mature cheddar', '100 g mild cheddar'],
    ['200 g cherry tomatoes', '200 g plum tomatoes'],
    ['500 ml semi-skimmed milk', '500 ml whole milk'],
    ['100 g parmesan', '100 g grana padano'],
    ['100 g parmigiano', '100 g pecorino'],
    ['100 g wholemeal flour', '100 g plain flour'],
    ['100 g plain flour', '100 g self-raising flour'],
    ['100 g caster sugar', '100 g granulated sugar'],
    ['100 g light brown soft sugar', '100 g dark brown soft sugar'],
    ['1 cup snow peas', '100 g sugar snap peas'],
    ['200 g runner beans', '200 g green beans'],
    ['500 g passata', '2 tbsp tomato paste'],
    ['1 tsp ground coriander', '1 bunch coriander'],
    ['4 boneless skinless chicken thighs', '6 chicken thighs, bone in'],
  ])('keeps %s and %s apart: two things a shop sells', (first, second) => {
    expect(rows([first], [second])).toHaveLength(2);
  });
});

describe('spoons adding up to a cup or more, weighed by the food model', () => {
  it('lists 179 tsp of dried oregano as grams, buying the same jars', () => {
    expect(
      rows(['60 tsp dried oregano'], ['117 tsp dried oregano', '2 tsp dried oregano']),
    ).toEqual(['179 g | Dried Oregano | 9 jars']);
  });

  it('weighs paprika at a cup of spoons, and keeps fewer as spoons', () => {
    expect(rows(['10 tbsp paprika'], ['6 tbsp paprika'])).toEqual(['109 g | Paprika | 3 jars']);
    expect(rows(['10 tbsp paprika'], ['5 tbsp paprika'])).toEqual(['15 tbsp | Paprika | 3 jars']);
  });
});
