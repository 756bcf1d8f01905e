import { describe, expect, it } from 'vitest';
import { canonicalLine } from './canonical-line.ts';
import { sameIngredientList, sameMethod } from './whole-lists.ts';

describe('the whole-list judges’ second chance', () => {
  it('reads a whole number and a fraction joined by a word as the two figures', () => {
    expect(canonicalLine('1 and 1/2 teaspoons vanilla')).toBe(canonicalLine('1½ tsp vanilla'));
    expect(canonicalLine('1 e 1/2 xícara de leite')).toBe('1 1/2 xícara de leite');
    // A data's "zero and a half" is the half the page prints.
    expect(canonicalLine('0 e 1/2 xícara (chá) de Óleo')).toBe('1/2 xícara (chá) de Óleo');
    // Other amounts stay apart: two foods, a tenth, a figure after a word.
    expect(canonicalLine('salt and 1/2 tsp pepper')).toBe('salt and 1/2 tsp pepper');
    expect(canonicalLine('10 1/2 oz flour')).toBe('10 1/2 oz flour');
    expect(canonicalLine('2 and 3 eggs')).toBe('2 and 3 eggs');
  });

  it('judges a list read right the same list when ours keeps notes the data leaves out', () => {
    // WP Delicious Recipes shows notes its data leaves out; WPRM's data leaves out a linked note.
    const data = ['2 cups strawberries', '1/2 cup small tapioca pearls', 'Kosher salt', 'ice'];
    const page = [
      '2 cups strawberries (chopped)',
      '1⁄2 cup small tapioca pearls (sago)',
      'Kosher salt, to taste (optional)',
      'ice',
    ];
    expect(sameIngredientList(data, page)).toBe(true);
    // A note the data has and we lack, a food run on without a mark, another food: other lists.
    expect(sameIngredientList(page, data)).toBe(false);
    expect(sameIngredientList(['1 onion'], ['1 onion chopped'])).toBe(false);
    expect(sameIngredientList(['1 onion'], ['1 onion, 2 carrots', '2 carrots'])).toBe(false);
    expect(sameIngredientList(['2 cups strawberries'], ['(chopped) 2 cups strawberries'])).toBe(
      false,
    );
  });

  it('takes a group title of ours for the line the data keeps it as, at no other cost', () => {
    const data = ['1 egg', 'For frosting:', '4 oz. cream cheese (softened)', '1 cup sugar'];
    const lines = ['1 egg', '4 oz. cream cheese softened', '1 cup sugar'];
    const groups = [
      { title: null, items: ['1 egg'] },
      { title: 'For frosting', items: ['4 oz. cream cheese softened', '1 cup sugar'] },
    ];
    expect(sameIngredientList(data, lines)).toBe(false);
    expect(sameIngredientList(data, lines, groups)).toBe(true);
    // A title the data leaves out is no line; a title where the data has none is no match.
    expect(sameIngredientList(lines, lines, groups)).toBe(true);
    const elsewhere = ['1 egg', '4 oz. cream cheese (softened)', 'For frosting:', '1 cup sugar'];
    expect(sameIngredientList(elsewhere, lines, groups)).toBe(false);
  });

  it('judges a method read right the same method when split or numbered another way', () => {
    const data = ['Preheat the oven.', 'Line a pan.', 'Make the glaze', 'Whisk it in.'];
    // One paragraph a step, where the data cuts at sentences or keeps a lead-in as a step.
    expect(
      sameMethod(data, ['Preheat the oven. Line a pan.', 'Make the glaze: Whisk it in.']),
    ).toBe(true);
    // Counters the page prints before each step, or the data keeps as lines of their own.
    const numbered = ['1. Preheat the oven.', '2. Line a pan.', '3. Make the glaze. Whisk it in.'];
    expect(sameMethod(data, numbered)).toBe(true);
    expect(
      sameMethod(['1', 'Preheat the oven. Line a pan.', '2', 'Make the glaze. Whisk it in.'], data),
    ).toBe(true);
    expect(
      sameMethod(['Step 1: Preheat the oven. Line a pan. Make the glaze. Whisk it in.'], data),
    ).toBe(true);
    // Bare figures opening each step are counters when they count 1, 2, 3 (a display counter).
    expect(sameMethod(['1 Slice the onion.', '2 Fry it.'], ['Slice the onion.', 'Fry it.'])).toBe(
      true,
    );
    // A step's amounts written another way (WPRM prints "1 tablespoon" for its data's "1 tbsp").
    expect(
      sameMethod(['Add 1 tbsp oil and 1/4 cup rice.'], ['Add 1 tablespoon oil and ¼ cup rice.']),
    ).toBe(true);
    // A step missing, added or reworded is another method; a step's own figure is kept.
    expect(sameMethod(data, data.slice(1))).toBe(false);
    expect(sameMethod(data, [...data, 'Serve.'])).toBe(false);
    expect(sameMethod(['2 eggs go in last.'], ['eggs go in last.'])).toBe(false);
    expect(sameMethod([], [])).toBe(false);
  });
});
