import { describe, expect, it } from 'vitest';
import { amountsFromMethod } from './method-amounts.ts';
import { parseRecipeText } from './parse-recipe-text.ts';
import type { TextLine } from './text-lines.ts';

describe("a photographed row's fraction told by the method (session 67, photos30)", () => {
  const steps = ['Combine 1/2 cup sugar and 1/2 teaspoon cinnamon together in a bowl.'];

  it('takes the fraction the method gives once for the same unit and food', () => {
    // The second look wrote "⅓" for a blurred "½" (its "2" read "3"); the method's "1/2 cup
    // sugar" is in plain figures.
    expect(amountsFromMethod(['⅓ cup sugar', '2 large eggs'], steps, [])).toEqual([
      '1/2 cup sugar',
      '2 large eggs',
    ]);
    // A row the reader mended from the engine's text (a check on its amount) too.
    expect(
      amountsFromMethod(['1/4 teaspoon ground cinnamon'], steps, [
        {
          line: '1/4 teaspoon ground cinnamon',
          seen: '1% teaspoon ground cinnamon',
          changed: 'amount',
        },
      ]),
    ).toEqual(['1/2 teaspoon ground cinnamon']);
  });

  it('leaves a row read as typed, a whole amount, and a food the method measures twice or in another unit', () => {
    const rows = ['1/3 cup sugar'];
    // Written "1/3" by the engine, not mended: its own reading stands.
    expect(amountsFromMethod(rows, steps, [])).toBe(rows);
    // A whole number before the fraction, or none.
    expect(amountsFromMethod(['1 ⅓ cup sugar', '2 cups sugar'], steps, [])).toEqual([
      '1 ⅓ cup sugar',
      '2 cups sugar',
    ]);
    // The method gives two measures of sugar (half now, the rest later).
    const twice = ['Beat the eggs with 1/2 cup sugar, then fold in the remaining 1/4 cup sugar.'];
    expect(amountsFromMethod(['¾ cup sugar'], twice, [])).toEqual(['¾ cup sugar']);
    // Another unit.
    expect(amountsFromMethod(['⅓ tablespoon sugar'], steps, [])).toEqual(['⅓ tablespoon sugar']);
  });

  it('reads no fraction alone from a mixed number in the method', () => {
    // "1 1/2 cups" is one and a half cups, not half a cup: the row is left as it was read.
    for (const method of ['1 1/2 cups', '1-1/2 cups', '2 ½ cups', '1 and 1/2 cups']) {
      const rows = ['¾ cup sugar'];
      expect(amountsFromMethod(rows, [`Combine ${method} sugar and the eggs.`], []), method).toBe(
        rows,
      );
    }
  });

  it('leaves a food two rows measure in the same unit', () => {
    const rows = ['¼ teaspoon ground cinnamon', '¾ teaspoon ground cinnamon'];
    expect(amountsFromMethod(rows, steps, [])).toBe(rows);
  });

  describe('session 78, photos78b: a food two groups measure, told by the group the step names', () => {
    const rows = ['½ cup sugar', '⅓ teaspoon ground cinnamon', '¾ teaspoon ground cinnamon'];
    const groups = ['COATING', 'COATING', 'CHURROS'];
    const coating = [
      'Combine 1/2 cup sugar and 1/2 teaspoon cinnamon together in a shallow bowl for your cinnamon sugar coating.',
    ];

    it("takes the method's fraction for the row of the group its step names", () => {
      expect(amountsFromMethod(rows, coating, [], groups)).toEqual([
        '½ cup sugar',
        '1/2 teaspoon ground cinnamon',
        '¾ teaspoon ground cinnamon',
      ]);
      // "For the coating", a plural, in either.
      expect(
        amountsFromMethod(rows, coating, [], ['For the coatings', 'For the coatings', 'Dough']),
      ).toEqual(['½ cup sugar', '1/2 teaspoon ground cinnamon', '¾ teaspoon ground cinnamon']);
    });

    it('leaves both rows where the step names no group, both, or one group holds both', () => {
      expect(amountsFromMethod(rows, steps, [], groups)).toBe(rows);
      expect(amountsFromMethod(rows, coating, [])).toBe(rows);
      const both = [`${coating[0]} Keep the churros warm.`];
      expect(amountsFromMethod(rows, both, [], groups)).toBe(rows);
      expect(amountsFromMethod(rows, coating, [], ['COATING', 'COATING', 'COATING'])).toBe(rows);
      // A heading of filler words alone names nothing.
      expect(amountsFromMethod(rows, coating, [], ['For the', 'For the', 'CHURROS'])).toBe(rows);
    });

    it('puts the row right in a photographed draft', () => {
      const texts = [
        'Churros Recipe',
        'Ingredients',
        'COATING',
        '½ cup sugar',
        '⅓ teaspoon ground cinnamon',
        'CHURROS',
        '2 tablespoons white granulated sugar',
        '¾ teaspoon ground cinnamon',
        '½ teaspoon salt',
        'Instructions',
        `1. ${coating[0]}`,
      ];
      const lines: TextLine[] = texts.map((text, index) => ({
        text,
        height: index === 0 ? 40 : 20,
        top: index * 30,
      }));
      const draft = parseRecipeText(lines);
      expect(draft.ingredients).toEqual([
        '½ cup sugar',
        '1/2 teaspoon ground cinnamon',
        '2 tablespoons white granulated sugar',
        '¾ teaspoon ground cinnamon',
        '½ teaspoon salt',
      ]);
      expect(draft.amountChecks).toEqual([
        {
          line: '1/2 teaspoon ground cinnamon',
          seen: '⅓ teaspoon ground cinnamon',
          changed: 'amount',
        },
      ]);
    });
  });

  it('puts the row right in a photographed draft and marks it for the cook', () => {
    const texts = [
      'Churros',
      'Ingredients',
      '⅓ cup sugar',
      '2 large eggs',
      'Method',
      `1. ${steps[0]}`,
    ];
    const lines: TextLine[] = texts.map((text, index) => ({
      text,
      height: index === 0 ? 40 : 20,
      top: index * 30,
    }));
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).toEqual(['1/2 cup sugar', '2 large eggs']);
    expect(draft.amountChecks).toEqual([
      { line: '1/2 cup sugar', seen: '⅓ cup sugar', changed: 'amount' },
    ]);
    // Typed text (no photo) is left as written.
    expect(parseRecipeText(texts.join('\n')).ingredients[0]).toBe('⅓ cup sugar');
  });
});
