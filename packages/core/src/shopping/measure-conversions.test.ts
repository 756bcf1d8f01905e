import { describe, expect, it } from 'vitest';
import { DENSITIES } from './densities.ts';
import {
  gramsPerMl,
  isLiquid,
  metricFromNotes,
  roundConverted,
  toUkMeasure,
  volumeAsGrams,
} from './measure-conversions.ts';

describe('US measures become grams or millilitres (issue 15)', () => {
  it.each([
    ['sugar', 1, 'cup', 198, 'g'],
    ['unsalted butter', 0.5, 'cup', 114, 'g'],
    ['plain flour', 2, 'cup', 240, 'g'],
    ['light brown sugar', 1, 'cup', 213, 'g'],
    ['icing sugar', 1, 'cup', 113, 'g'],
    ['basmati rice', 1, 'cup', 185, 'g'],
    ['rolled oats', 1, 'cup', 89, 'g'],
    ['cheddar', 1, 'cup', 113, 'g'],
    ['walnuts', 1, 'cup', 117, 'g'],
    ['unsweetened cocoa powder', 0.5, 'cup', 42, 'g'],
    ['cream cheese', 8, 'oz', 227, 'g'],
    ['beef mince', 1, 'lb', 454, 'g'],
    ['unsalted butter', 1, 'stick', 113, 'g'],
    ['whole milk', 1, 'cup', 240, 'ml'],
    ['chicken stock', 2, 'cup', 480, 'ml'],
    ['double cream', 8, 'oz', 237, 'ml'],
    ['milk', 4, 'fl oz', 114, 'ml'],
  ])('%s: %d %s → %d %s', (name, quantity, unit, grams, base) => {
    expect(toUkMeasure(name, { quantity, unit })).toEqual({ quantity: grams, unit: base });
  });

  it('weighs a cup of a chopped vegetable, herb leaves or fruit (USDA portions)', () => {
    expect(toUkMeasure('celery', { quantity: 1, unit: 'cup' })).toEqual({
      quantity: 101,
      unit: 'g',
    });
    expect(toUkMeasure('basil leaves', { quantity: 1, unit: 'cup' })).toEqual({
      quantity: 24,
      unit: 'g',
    });
  });

  it('leaves a cup of something with no density and no liquid as written', () => {
    expect(toUkMeasure('tapioca pearls', { quantity: 0.5, unit: 'cup' })).toEqual({
      quantity: 0.5,
      unit: 'cup',
    });
  });

  it('leaves metric, spoons, packs and sticks of other things alone', () => {
    expect(toUkMeasure('plain flour', { quantity: 200, unit: 'g' })).toEqual({
      quantity: 200,
      unit: 'g',
    });
    expect(toUkMeasure('plain flour', { quantity: 1, unit: 'tbsp' })).toEqual({
      quantity: 1,
      unit: 'tbsp',
    });
    expect(toUkMeasure('celery', { quantity: 2, unit: 'stick' })).toEqual({
      quantity: 2,
      unit: 'stick',
    });
    expect(toUkMeasure('peanut butter', { quantity: 1, unit: 'stick' })).toEqual({
      quantity: 1,
      unit: 'stick',
    });
  });

  it('keeps an unmeasured cup unmeasured', () => {
    expect(toUkMeasure('sugar', { quantity: null, unit: 'cup' })).toEqual({
      quantity: null,
      unit: 'g',
    });
  });

  it("takes the recipe's own metric amount over any density", () => {
    expect(metricFromNotes('sugar', { quantity: 3, unit: 'cup' }, '600 g; divided')).toEqual({
      quantity: 600,
      unit: 'g',
    });
    expect(metricFromNotes('butter', { quantity: 4, unit: 'oz' }, '(125g or 1/2 cup')).toEqual({
      quantity: 125,
      unit: 'g',
    });
    expect(metricFromNotes('vegetable stock', { quantity: 0.5, unit: 'cup' }, '120g')).toEqual({
      quantity: 120,
      unit: 'ml',
    });
    expect(metricFromNotes('sugar', { quantity: 100, unit: 'g' }, '3.5 oz')).toBeNull();
    expect(metricFromNotes('sugar', { quantity: 1, unit: 'cup' }, 'about 8 ounces')).toBeNull();
  });

  it('weighs a volume of something with a density, and nothing else', () => {
    expect(volumeAsGrams('plain flour', { quantity: 1, unit: 'tbsp' })).toEqual({
      quantity: 7.5,
      unit: 'g',
    });
    expect(volumeAsGrams('salt', { quantity: 1, unit: 'tsp' })).toEqual({
      quantity: 6,
      unit: 'g',
    });
    expect(volumeAsGrams('tapioca pearls', { quantity: 1, unit: 'tbsp' })).toBeNull();
    expect(volumeAsGrams('plain flour', { quantity: 1, unit: 'can' })).toBeNull();
  });

  it('tells liquids (by volume) from goods in the density table', () => {
    expect(isLiquid('whole milk')).toBe(true);
    expect(isLiquid('coconut milk')).toBe(true);
    expect(isLiquid('sour cream')).toBe(false);
    expect(isLiquid('double cream')).toBe(true);
    expect(gramsPerMl('peanut butter')).toBeCloseTo(256 / 240);
    expect(gramsPerMl('light brown sugar')).toBeCloseTo(213 / 240);
    expect(gramsPerMl('tapioca pearls')).toBeNull();
  });

  it('rounds converted amounts to whole units from 10, one decimal below', () => {
    expect(roundConverted(226.796)).toBe(227);
    expect(roundConverted(7.5)).toBe(7.5);
    expect(roundConverted(4.125)).toBe(4.1);
  });

  it('has a source and a positive weight on every density row', () => {
    for (const row of DENSITIES) {
      expect(row.gramsPerCup).toBeGreaterThan(0);
      expect(['KA', 'USDA', 'derived']).toContain(row.source);
    }
  });
});
