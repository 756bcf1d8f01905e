import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse-ingredient.ts';
import { parseQuantity, readNumber, readRange } from './parse-quantity.ts';
import { normaliseIngredientText } from './text.ts';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['1 and 1/2', 1.5],
    ['1 & 1/2', 1.5],
    ['two', 2],
    ['half', 0.5],
    ['dozen', 12],
  ])('reads %s as %d', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 9);
  });

  it('turns unicode fractions into n/d first (SPEC §5: ½ becomes 1/2)', () => {
    expect(normaliseIngredientText('½ cup')).toBe('1/2 cup');
    expect(normaliseIngredientText('1½ cups')).toBe('1 1/2 cups');
    expect(normaliseIngredientText('70g/2½oz ginger')).toBe('70g/2 1/2 oz ginger');
    expect(parseQuantity(normaliseIngredientText('1⅓'))).toBeCloseTo(4 / 3, 9);
  });

  it('reads a third written as a rounded decimal of three places as the third ("0.333 cup")', () => {
    expect(parseIngredient('0.333 cup olive oil').quantity).toBeCloseTo(1 / 3, 9);
    expect(parseIngredient('0.666 cups marinara sauce').quantity).toBeCloseTo(2 / 3, 9);
    expect(parseIngredient('0.667 cup milk').quantity).toBeCloseTo(2 / 3, 9);
    expect(parseIngredient('1.333 cups sugar').quantity).toBeCloseTo(4 / 3, 9);
    expect(parseIngredient('2.6667 lb beef').quantity).toBeCloseTo(8 / 3, 9);
    // Two places are the author's own rounding, kept as written (tastecooking's "0.33 cup"
    // is labelled 0.33); any other decimal is its value.
    expect(parseIngredient('0.33 cup almonds').quantity).toBeCloseTo(0.33, 9);
    expect(parseIngredient('0.3 l water').quantity).toBeCloseTo(0.3, 9);
    expect(parseIngredient('1.6 kg chicken').quantity).toBeCloseTo(1.6, 9);
    expect(parseIngredient('0.375 cup butter').quantity).toBeCloseTo(0.375, 9);
  });

  it('reads a mixed number whose space was lost (21/2 is 2½), but not other fractions', () => {
    expect(parseQuantity('21/2')).toBeCloseTo(2.5, 9);
    expect(parseQuantity('12/3')).toBeCloseTo(5 / 3, 9);
    expect(parseQuantity('101/2')).toBeCloseTo(10.5, 9);
    expect(parseQuantity('15/16')).toBeCloseTo(15 / 16, 9);
    expect(parseQuantity('10/2')).toBeCloseTo(5, 9);
    expect(parseQuantity('14/2')).toBeCloseTo(7, 9);
  });

  it('returns null for text that is not only a quantity, and for a zero denominator', () => {
    expect(parseQuantity('2 cups')).toBeNull();
    expect(parseQuantity('salt')).toBeNull();
    expect(parseQuantity('1/0')).toBeNull();
  });
});

describe('fractions in words', () => {
  it.each([
    ['one-half', 0.5],
    ['one half', 0.5],
    ['two-thirds', 2 / 3],
    ['three-quarters', 0.75],
    ['three-fourths', 0.75],
    ['one-eighth', 0.125],
    ['one and one-half', 1.5],
    ['one and a half', 1.5],
    ['two and three-quarters', 2.75],
    ['1 and a half', 1.5],
  ])('%s', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 6);
  });

  it('reads a whole number alone when no fraction follows its "and"', () => {
    expect(readRange('2 and 3 eggs', 0)).toMatchObject({ value: 2, end: 1 });
    expect(readRange('one and only', 0)).toMatchObject({ value: 1, end: 3 });
    // "two halves" is not a fraction: two of something.
    expect(readRange('two halves peach', 0)).toMatchObject({ value: 2, end: 3 });
  });
});

describe('readRange', () => {
  it.each([
    ['2-3 onions', 2, 3],
    ['2 to 3 onions', 2, 3],
    ['2 or 3 onions', 2, 3],
    ['1 or 1/2 cup', 1, null],
    ['2-21/2 pounds beef', 2, 2.5],
    ['11/2 cups milk', 1.5, null],
    ['1-13/4 cups', 1, 1.75],
  ])('%s', (text, low, high) => {
    expect(readRange(text, 0)).toMatchObject({ value: low, max: high });
  });

  it('reads a number wherever the line has its slash: before it, after it, or none', () => {
    expect(readRange('125ml/4fl oz milk', 0)).toMatchObject({ value: 125, end: 3 });
    expect(readRange('125ml/4fl oz milk', 6)).toMatchObject({ value: 4, end: 7 });
    expect(readRange('2 cups (1 1/2 pints) stock', 8)).toMatchObject({ value: 1.5, end: 13 });
    expect(readRange('2 x 1/2 cup', 0)).toMatchObject({ value: 2, end: 1 });
    expect(readRange('400g tin', 0)).toMatchObject({ value: 400, end: 3 });
  });

  it('reads no number that runs into a slash or another digit, and a number word whole', () => {
    // A number must not end before a digit or a slash: "12/" is no 12 and no 1.
    expect(readRange('12/ eggs', 0)).toBeNull();
    // "1.5/2": the decimal runs into the slash, so its whole part alone is read.
    expect(readRange('1.5/2 cup', 0)).toMatchObject({ value: 1, end: 1 });
    expect(readRange('Three eggs', 0)).toMatchObject({ value: 3, end: 5 });
    expect(readRange('2 tbsp oil', 2)).toBeNull();
  });
});

describe('a number in words of tens and units', () => {
  it('is one number ("Twenty-four shrimp" is 24, not 20 of "four shrimp")', () => {
    expect(readNumber('Twenty-four shrimp', 0)).toMatchObject({ value: 24, end: 11 });
    expect(readNumber('forty two almonds', 0)).toMatchObject({ value: 42, end: 9 });
    expect(readNumber('Forty-Four tartlet pans', 0)?.value).toBe(44);
    expect(parseIngredient('Twenty-four 8- to 12-count unpeeled shrimp')).toMatchObject({
      quantity: 24,
      name: '8- to 12-count unpeeled shrimp',
    });
  });
  it('leaves the tens alone before any other word', () => {
    expect(readNumber('twenty eggs', 0)).toMatchObject({ value: 20, end: 6 });
    expect(readNumber('thirty', 0)).toBeNull();
  });
});

describe('a whole and a fraction in words joined by hyphens', () => {
  it('is their sum ("one-and-a-half")', () => {
    expect(readNumber('one-and-a-half cups', 0)?.value).toBe(1.5);
    expect(readNumber('two-and-three-quarters pounds', 0)?.value).toBe(2.75);
    expect(readNumber('One-And-A-Half cups', 0)?.value).toBe(1.5);
  });
  it('leaves "half-and-half" and other names alone', () => {
    expect(readNumber('half-and-half', 0)).toBeNull();
    expect(readNumber('one-and-only sauce', 0)).toBeNull();
  });
});

describe('a range in words', () => {
  it('reads both ends when both are words', () => {
    expect(readRange('two to three tablespoons', 0)).toMatchObject({ value: 2, max: 3 });
    expect(readRange('one or two cloves', 0)).toMatchObject({ value: 1, max: 2 });
  });
  it('leaves a digit before a word alone, and a word that is no number', () => {
    expect(readRange('2 to three', 0)).toMatchObject({ value: 2, max: null });
    expect(readRange('one or other', 0)).toMatchObject({ value: 1, max: null });
  });
});
