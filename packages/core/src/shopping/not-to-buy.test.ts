import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import {
  isInstructionOnly,
  isTapWater,
  withoutTapWater,
  withoutWebAddresses,
} from './not-to-buy.ts';
import { recipeWith } from './test-recipes.ts';

const names = (lines: readonly string[]) =>
  buildShoppingList([recipeWith('r1', 'R', lines)]).items.map((item) => item.ingredient);

describe('tap water is never on a list (issue 15)', () => {
  it.each([
    'water',
    'cold water',
    'boiling water',
    'just-boiled water',
    'Just Boiled Water',
    'iced water',
    'ice water',
    'ice-cold water',
    'lukewarm water',
    'warm water',
    'hot tap water',
    'freshly boiled water',
    'room temperature water',
    'water to equal 3/4 cup after orange juice added',
    'salted water',
    'ice cubes',
    'crushed ice',
  ])('%j is tap water', (name) => {
    expect(isTapWater(name)).toBe(true);
  });

  it.each([
    'coconut water',
    'water chestnuts',
    'tuna in spring water',
    'rose water',
    'sparkling water',
    'soda water',
    'tonic water',
    'orange blossom water',
  ])('%j is bought, not tap water', (name) => {
    expect(isTapWater(name)).toBe(false);
  });

  it('drops tap water from a name of alternatives and keeps the rest', () => {
    expect(withoutTapWater('chicken stock or water')).toBe('chicken stock');
    expect(withoutTapWater('boiling water or hot coffee')).toBe('hot coffee');
    expect(withoutTapWater('water')).toBeNull();
    expect(withoutTapWater('coconut water')).toBe('coconut water');
  });

  it('leaves "200 ml just-boiled water" and "½ cup water" off the list, and keeps coconut water, water chestnuts and tuna in spring water', () => {
    expect(
      names([
        '200ml just-boiled water',
        '½ cup water',
        '1 cup cold water',
        '400ml coconut water',
        '225g can water chestnuts',
        '2 x 145g cans tuna in spring water',
      ]),
    ).toEqual(['Tuna in Spring Water', 'Water Chestnuts', 'Coconut Water']);
  });
});

describe('lines that are only instructions are never on a list (issue 15)', () => {
  it.each([
    'to serve',
    'To taste',
    'for greasing',
    'For the sauce:',
    'Marinade:',
    'see note',
    'See notes',
    'optional',
    'reserved pasta water',
    'Reserved lemon zest from topping',
    'pieces',
  ])('%j is an instruction', (name) => {
    expect(isInstructionOnly(name)).toBe(true);
  });

  it('drops a lone heading word only when the line has no amount', () => {
    expect(isInstructionOnly('Topping')).toBe(true);
    expect(isInstructionOnly('dressing', 2)).toBe(false);
  });

  it.each(['butter', 'cloves', 'salt', 'sauce for pasta'])('%j is a thing to buy', (name) => {
    expect(isInstructionOnly(name, 1)).toBe(false);
  });

  it('keeps the ingredient of "Butter, for greasing" and drops "For greasing" and "to serve"', () => {
    expect(names(['Butter, for greasing', 'For greasing', 'to serve', 'See note'])).toEqual([
      'Butter',
    ]);
  });
});

describe('a line about the recipe is never on a list (session 76, lines76)', () => {
  it('drops how many it serves or makes and how long it takes, keeps the ingredients', () => {
    expect(
      names([
        'Serves: 4.',
        'Serves 4',
        'Makes 12 cookies',
        'Yield: 6 servings',
        'Prep time: 10 minutes',
        '2 eggs',
      ]),
    ).toEqual(['Eggs']);
  });

  it('keeps a food whose name holds such a word', () => {
    expect(isInstructionOnly('serves 4', null)).toBe(true);
    expect(isInstructionOnly('cake makes', 1)).toBe(false);
    expect(isInstructionOnly('cooking apples', 2)).toBe(false);
  });
});

describe('instructions are told apart from things named like them', () => {
  it('keeps double cream and single cream, drops "reduce oats by 1/4 cup"', () => {
    expect(isInstructionOnly('double cream', 200)).toBe(false);
    expect(isInstructionOnly('reduce oats by 1/4 cup')).toBe(true);
  });
});

describe('a link is not a food', () => {
  it.each([
    'See https://example.com/some/very/long/path/to/the-original-recipe-page',
    'https://www.example.com/recipes/easy-homemade-pesto',
    'Recipe here: www.example.com/pesto',
    'Full recipe on my blog (example.co.uk/recipes/pesto)',
    'Buy here: https://example.com/shop/pesto.',
    'Available online: www.example.com/pesto',
  ])('%j is only a link and left off', (line) => {
    expect(withoutWebAddresses(line)).toBeNull();
  });

  it('takes the link out of a line that names a food too, and leaves other lines alone', () => {
    expect(withoutWebAddresses('2 tbsp pesto (https://example.com/pesto)')).toBe('2 tbsp pesto');
    expect(withoutWebAddresses('1 jar harissa: www.example.com/harissa')).toBe('1 jar harissa');
    expect(withoutWebAddresses('1 1/2 cups milk')).toBe('1 1/2 cups milk');
    expect(withoutWebAddresses('1.5 kg potatoes, peeled/halved')).toBe(
      '1.5 kg potatoes, peeled/halved',
    );
  });

  it.each([
    ['2 tbsp pesto (see https://example.com/pesto)', '2 tbsp pesto'],
    ['2 tbsp pesto (https://example.com/pesto).', '2 tbsp pesto'],
    ['2 tbsp pesto (recipe: https://example.com/pesto)', '2 tbsp pesto'],
    ['2 tbsp pesto - see https://example.com/pesto for the recipe', '2 tbsp pesto'],
    ['Pesto: https://example.com/pesto :)', 'Pesto'],
    ['Pesto -- https://example.com/pesto ...', 'Pesto'],
    ['Pesto… https://example.com/pesto', 'Pesto'],
    ['Pesto.: <https://example.com/pesto>', 'Pesto'],
    ['Pesto https://example.com/pesto / https://example.org/pesto', 'Pesto'],
    ['Pesto, https://example.com/pesto, to serve', 'Pesto, to serve'],
    ['Pesto (https://example.com/pesto, or shop-bought)', 'Pesto (or shop-bought)'],
    ['Pesto (homemade, see https://example.com/pesto)', 'Pesto (homemade)'],
    ['https://example.com/eggs - 2 eggs', '2 eggs'],
    // Read as the sheet links it (findWebAddresses): quotes round it and a bracket it opens.
    ['Pesto: "https://example.com/pesto"', 'Pesto'],
    ['Pesto “www.example.com/pesto”, to serve', 'Pesto, to serve'],
    ['Pesto (https://en.wikipedia.org/wiki/Pesto_(sauce)), to serve', 'Pesto, to serve'],
    // A character before an address at the line's end is no quote: it stays.
    ['2 eggs (large)https://example.com/eggs', '2 eggs (large)'],
    ['1 cup rice [basmati]https://example.com/rice', '1 cup rice [basmati]'],
    // Words next to a link that do not point at it stay.
    ['Chicken thighs, skin on https://example.com/chicken', 'Chicken thighs, skin on'],
    ['Tomatoes https://example.com/tomatoes for the sauce', 'Tomatoes for the sauce'],
  ])('%j leaves %j: no words or punctuation that only led to the link', (line, rest) => {
    expect(withoutWebAddresses(line)).toBe(rest);
  });

  it('leaves a link-only line off the list and keeps the food beside a link, never "Https://…"', () => {
    expect(
      names([
        '200 g spaghetti',
        'See https://example.com/some/very/long/path/to/the-original-recipe-page',
        'https://www.example.com/recipes/easy-homemade-pesto',
        '3 tbsp pesto (see https://example.com/pesto)',
      ]),
    ).toEqual(['Pesto', 'Spaghetti']);
  });

  it('takes a long run of full stops off an address in one pass (was seconds for 100,000)', () => {
    const started = Date.now();
    expect(withoutWebAddresses(`2 tbsp pesto https://a.com/${'.'.repeat(100_000)}x`)).toBe(
      '2 tbsp pesto',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
