import { describe, expect, it } from 'vitest';
import { countedYield, itemsOfRecipe, onePortionOf, peopleOf, yieldFor } from './recipe-yield.ts';

describe('countedYield', () => {
  it('reads the count and the item, singular', () => {
    expect(countedYield('36 cookies')).toMatchObject({ count: 36, item: 'cookie' });
    expect(countedYield('12 muffins')).toMatchObject({ count: 12, item: 'muffin' });
    expect(countedYield('8 slices')).toMatchObject({ count: 8, item: 'slice' });
    expect(countedYield('16 brownies')).toMatchObject({ count: 16, item: 'brownie' });
    expect(countedYield('6 sandwiches')).toMatchObject({ count: 6, item: 'sandwich' });
    expect(countedYield('2 loaves')).toMatchObject({ count: 2, item: 'loaf' });
    expect(countedYield('3 jars')).toMatchObject({ count: 3, item: 'jar' });
  });

  it('reads a cook’s own words: "Makes", sizes, brackets, dozens and ranges', () => {
    expect(countedYield('Makes 12 large muffins')).toMatchObject({ count: 12, item: 'muffin' });
    expect(countedYield('Makes: about 20 mini tarts')).toMatchObject({ count: 20, item: 'tart' });
    expect(countedYield('24 (3-inch) cookies')).toMatchObject({ count: 24, item: 'cookie' });
    expect(countedYield('24 3-inch cookies')).toMatchObject({ count: 24, item: 'cookie' });
    expect(countedYield('2 dozen biscuits')).toMatchObject({ count: 24, item: 'biscuit' });
    expect(countedYield('24-30 cookies')).toMatchObject({ count: 30, item: 'cookie' });
    expect(countedYield('20 to 24 tortillas')).toMatchObject({ count: 24, item: 'tortilla' });
    expect(countedYield('12 tortillas')).toMatchObject({ count: 12, item: 'tortilla' });
  });

  it('gives the plural for a sentence about the batch', () => {
    expect(countedYield('2 loaves')?.plural).toBe('loaves');
    expect(countedYield('16 brownies')?.plural).toBe('brownies');
    expect(countedYield('8 patties')?.plural).toBe('patties');
  });

  it('is null for servings, people and measures of a whole batch', () => {
    for (const yields of [
      '4 servings',
      'Serves 6',
      '6 people',
      '4-6 portions',
      '500 grams',
      '2 litres',
      '4 cups',
      '2 pints',
      '6.5 gallons',
      '2 batches',
      '3 tablespoons',
    ]) {
      expect(countedYield(yields), yields).toBeNull();
    }
  });

  it('is null for one whole item, nothing countable, or nonsense', () => {
    for (const yields of [
      '1 loaf',
      '1 (9-inch) pie',
      '2 dozen',
      'a lot',
      '',
      '12',
      '0 cookies',
      '1.5 cakes',
      '100000 cookies',
      null,
      undefined,
    ]) {
      expect(countedYield(yields), String(yields)).toBeNull();
    }
  });
});

describe('yieldFor', () => {
  it('scales what a batch makes with the servings, in a cook’s numbers', () => {
    const cookies = countedYield('24 cookies')!;
    expect(yieldFor(cookies, 4, 4)).toBe('24 cookies');
    expect(yieldFor(cookies, 5, 4)).toBe('30 cookies');
    const loaves = countedYield('2 loaves')!;
    expect(yieldFor(loaves, 2, 4)).toBe('1 loaf');
    expect(yieldFor(loaves, 1, 4)).toBe('½ loaf');
    expect(yieldFor(loaves, 6, 4)).toBe('3 loaves');
    expect(yieldFor(loaves, 3, 4)).toBe('1½ loaves');
  });
});

describe('itemsOfRecipe', () => {
  it('is the counted yield only when its count is not the servings', () => {
    expect(itemsOfRecipe({ yields: '24 cookies', servings: 4 })).toMatchObject({
      count: 24,
      item: 'cookie',
    });
    expect(itemsOfRecipe({ yields: '12 muffins', servings: 12 })).toBeNull();
    expect(itemsOfRecipe({ yields: '4 servings', servings: 4 })).toBeNull();
    expect(itemsOfRecipe({ yields: null, servings: 4 })).toBeNull();
  });
});

describe('onePortionOf', () => {
  it('names the piece a yield of one cut from a batch gives: a serving’s size, not servings', () => {
    expect(onePortionOf('1 slice')).toBe('slice');
    expect(onePortionOf('1 Slice')).toBe('slice');
    expect(onePortionOf('Makes 1 piece')).toBe('piece');
    expect(onePortionOf('1 square (2 inch)')).toBe('square');
    expect(onePortionOf('one wedge')).toBe('wedge');
  });

  it('is null for a yield that counts the batch or its servings', () => {
    for (const yields of ['1 loaf', '1 serving', '12 slices', '1 cake', '1 slice cake', '', null]) {
      expect(onePortionOf(yields), String(yields)).toBeNull();
    }
  });
});

describe('peopleOf', () => {
  it('reads "serves N" and "N servings|people|portions" anywhere in the text', () => {
    expect(peopleOf('42 skewers (serves 4)')).toBe(4);
    expect(peopleOf('Makes 42 skewers, serves 4')).toBe(4);
    expect(peopleOf('Makes 24 meatballs; serves 6')).toBe(6);
    expect(peopleOf('Serves: 8')).toBe(8);
    expect(peopleOf('8 People')).toBe(8);
    expect(peopleOf('Makes 2 quarts, 8 portions')).toBe(8);
    expect(peopleOf('4 Portionen')).toBe(4);
  });

  it('reads a range as its upper end', () => {
    expect(peopleOf('Makes 24 meatballs; serves 4-6')).toBe(6);
    expect(peopleOf('6 to 8 servings (makes about 3 quarts)')).toBe(8);
  });

  it("reads a count before a bracket of each person's share", () => {
    expect(peopleOf('4 (2 skewers per person).')).toBe(4);
    expect(peopleOf('Serves 4 (2 skewers per person)')).toBe(4);
    expect(peopleOf('24 meatballs (4 per person)')).toBe(6);
    expect(peopleOf('16 (2 per serving)')).toBe(8);
    expect(peopleOf('Makes 42 (2 skewers per person)')).toBe(21);
    expect(peopleOf('12 muffins (1 muffin per serving)')).toBe(12);
  });

  it("reads no people from a serving's size or a count of things alone", () => {
    expect(peopleOf('1 serving = 2 cookies')).toBeNull();
    expect(peopleOf('42 skewers')).toBeNull();
    expect(peopleOf('4')).toBeNull();
    expect(peopleOf('1/2 serving')).toBeNull();
    expect(peopleOf('1.5 servings')).toBeNull();
    expect(peopleOf('2 cups (1 cup per person) of sauce')).toBe(2);
    expect(peopleOf('')).toBeNull();
    expect(peopleOf(null)).toBeNull();
  });
});
