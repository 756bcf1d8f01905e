import { describe, expect, it } from 'vitest';
import type { TextLine } from './text-lines.ts';
import { mendTitleCase, takeTitle } from './title-lines.ts';

/** Lines as a photo gives them: [text, height] from the top. */
const photo = (...lines: [string, number][]): TextLine[] =>
  lines.map(([text, height], index) => ({ text, height, top: index * 40 }));

describe('a title printed in lower case (session 45, photos40)', () => {
  it('is left as printed when no letter is a capital and the first is unlike its capital', () => {
    expect(mendTitleCase('baked harissa chicken meatballs')).toBe(
      'baked harissa chicken meatballs',
    );
    expect(mendTitleCase('grilled salmon with avocado salsa')).toBe(
      'grilled salmon with avocado salsa',
    );
    // A first letter shaped like its capital may be one the engine could not tell.
    expect(mendTitleCase('spicy lentil soup')).toBe('Spicy lentil soup');
    // A capital further on: the first letter's was lost.
    expect(mendTitleCase('grilled Salmon')).toBe('Grilled Salmon');
    const lines = photo(
      ['baked harissa chicken meatballs', 50],
      ['1 lb ground chicken', 24],
      ['2 tbsp harissa paste', 24],
      ['1 egg', 24],
    );
    expect(takeTitle(lines)?.title).toBe('baked harissa chicken meatballs');
  });
});

describe('a title wrapped onto a second line no taller than the body (session 45, photos40)', () => {
  it('takes the lines in title case above the first heading, when nothing is taller', () => {
    const lines = photo(
      ['Vegan Panna Cotta with Strawberry', 47],
      ['Sauce', 43],
      ['Ingredients', 40],
      ['1 can coconut milk', 48],
      ['2 teaspoons agar agar powder', 48],
      ['1 teaspoon vanilla extract', 46],
    );
    expect(takeTitle(lines)).toEqual({
      title: 'Vegan Panna Cotta with Strawberry Sauce',
      rest: lines.slice(2),
    });
  });

  it('leaves a line in sentence case, or rows, above the heading to the first-line rule', () => {
    const intro = photo(
      ['Lemon Drizzle Cake', 47],
      ['A bake for a rainy afternoon with tea', 45],
      ['Ingredients', 40],
      ['225g self-raising flour', 48],
      ['2 eggs', 48],
    );
    expect(takeTitle(intro)).toBeNull();
    const serves = photo(
      ['Lemon Drizzle Cake', 47],
      ['Serves 8', 45],
      ['Ingredients', 40],
      ['225g self-raising flour', 48],
      ['2 eggs', 48],
    );
    expect(takeTitle(serves)).toBeNull();
  });
});
