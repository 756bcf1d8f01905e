import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { buildShareText } from './share-text.ts';
import { recipeWith } from './test-recipes.ts';
import { anyText } from '../test-text.ts';

// Ingredient-ish text: digits, fractions, units, brackets, commas and any unicode.
const lineArbitrary = fc.oneof(
  anyText(80),
  fc
    .array(
      fc.constantFrom(
        '2',
        '½',
        '1/2',
        'x',
        '400g',
        '/',
        '14oz',
        'tin',
        '(',
        ')',
        ',',
        'a',
        'large',
        'onion',
        'of',
        '-',
        'to',
        ' ',
        'cloves',
        'garlic',
        '.',
        'tbsp',
        '¢',
        '•',
        '▢',
        '*',
        '®',
        '☐',
        'cup',
        'oz',
        'stick',
        'water',
        'boiling',
        'salt and pepper',
        'or',
        'bulb',
        'ground',
        'coriander',
        '1,5',
        '1 ⁄ 4',
        'sauce60 ml',
        'to serve',
        'for the sauce:',
        'milk',
        'whole',
        '\u200d',
      ),
      {
        maxLength: 20,
      },
    )
    .map((parts) => parts.join(' ')),
);

describe('core never throws on user data', () => {
  it('parseIngredient returns a result for any text', () => {
    fc.assert(
      fc.property(lineArbitrary, (line) => {
        const parsed = parseIngredient(line);
        expect(typeof parsed.name).toBe('string');
        if (parsed.quantity !== null) expect(Number.isFinite(parsed.quantity)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('buildShoppingList and the share text work for any lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(lineArbitrary, { maxLength: 6 }), { maxLength: 4 }),
        (recipes) => {
          const list = buildShoppingList(
            recipes.map((lines, index) => recipeWith(`r${index}`, `R${index}`, lines)),
          );
          expect(typeof buildShareText(list.items)).toBe('string');
          for (const item of list.items)
            expect(item.key).toBe(`${item.name}-${item.category}-${item.unit ?? 'count'}`);
          const names = list.items.map((item) => item.ingredient.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives every text line a sensible line or drops it: a name with letters, never tap water', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 12 }), (lines) => {
        const list = buildShoppingList([recipeWith('r', 'R', lines)]);
        for (const item of list.items) {
          expect(item.ingredient).toMatch(/\p{L}/u);
          expect(item.ingredient.toLowerCase()).not.toMatch(/^(?:boiling |cold |hot )?water$/);
          if (item.quantity !== null) expect(Number.isFinite(item.quantity)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
