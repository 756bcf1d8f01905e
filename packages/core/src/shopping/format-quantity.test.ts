import { describe, expect, it } from 'vitest';
import { formatNumber, formatQuantity, formatSomeNumber, titleCase } from './format-quantity.ts';

describe('quantity display', () => {
  it('shows whole numbers as they are', () => {
    expect(formatQuantity(400, 'g')).toBe('400 g');
    expect(formatQuantity(3, null)).toBe('3');
  });

  it('shows other numbers with one decimal', () => {
    expect(formatQuantity(1.5, 'tbsp')).toBe('1.5 tbsp');
    expect(formatQuantity(1 / 3, 'cup')).toBe('0.3 cup');
    expect(formatNumber(2.25)).toBe('2.3');
  });

  it('writes a kilogram or litre under one that one decimal would misstate in g or ml', () => {
    expect(formatQuantity(0.95, 'kg')).toBe('950 g');
    expect(formatQuantity(0.268, 'l')).toBe('268 ml');
    // Exact at one decimal, or one or more: as SPEC §5 writes it.
    expect(formatQuantity(0.5, 'kg')).toBe('0.5 kg');
    // Rounding at the edges: nearly a kilogram is one, a few grams keep a decimal.
    expect(formatQuantity(0.9996, 'kg')).toBe('1 kg');
    expect(formatQuantity(0.0004, 'kg')).toBe('0.4 g');
    expect(formatQuantity(0.0042, 'l')).toBe('4.2 ml');
    expect(formatQuantity(1.2, 'kg')).toBe('1.2 kg');
  });

  it('writes grams and millilitres from ten up whole, as a shop or a jug measures them', () => {
    // A pint of milk (568.261 ml) and 3 tbsp of it, joined on the list: "613.3 ml" was shown.
    expect(formatQuantity(613.261, 'ml')).toBe('613 ml');
    expect(formatQuantity(453.592, 'g')).toBe('454 g');
    expect(formatQuantity(12.5, 'ml')).toBe('13 ml');
    // Under ten a tenth still counts (a spice, a pinch of yeast).
    expect(formatQuantity(2.5, 'g')).toBe('2.5 g');
    expect(formatQuantity(9.94, 'ml')).toBe('9.9 ml');
    // Other units keep SPEC §5's one decimal.
    expect(formatQuantity(12.5, 'tbsp')).toBe('12.5 tbsp');
    expect(formatQuantity(1.25, 'l')).toBe('1.3 l');
  });

  it('prints nothing for quantity 1 with no unit', () => {
    expect(formatQuantity(1, null)).toBe('');
  });

  it("ignores the units 'unit' and 'units'", () => {
    expect(formatQuantity(2, 'units')).toBe('2');
    expect(formatQuantity(1, 'unit')).toBe('');
  });

  it('prints nothing without a quantity', () => {
    expect(formatQuantity(null, 'pinch')).toBe('');
  });

  it('pluralises counted units above one', () => {
    expect(formatQuantity(2, 'can')).toBe('2 cans');
    expect(formatQuantity(1, 'can')).toBe('1 can');
    expect(formatQuantity(2, 'tbsp')).toBe('2 tbsp');
  });
});

describe('titleCase', () => {
  it('title-cases names, keeping small joining words lower case', () => {
    expect(titleCase('chopped tomatoes')).toBe('Chopped Tomatoes');
    expect(titleCase('flat-leaf parsley')).toBe('Flat-Leaf Parsley');
    expect(titleCase('salt and black pepper')).toBe('Salt and Black Pepper');
  });
});

describe('formatSomeNumber', () => {
  it('writes a rest as the list writes amounts, at least 0.1', () => {
    expect(formatSomeNumber(0.5)).toBe('0.5');
    expect(formatSomeNumber(0.75)).toBe('0.8');
    expect(formatSomeNumber(3)).toBe('3');
    expect(formatSomeNumber(0.02)).toBe('0.1');
  });
});
