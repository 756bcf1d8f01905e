import { describe, expect, it } from 'vitest';
import { publishedCalories } from './published-calories.ts';

describe('publishedCalories', () => {
  it('reads schema.org NutritionInformation in its common spellings', () => {
    expect(publishedCalories({ '@type': 'NutritionInformation', calories: '250 kcal' })).toBe(250);
    expect(publishedCalories({ calories: '312 calories' })).toBe(312);
    expect(publishedCalories({ calories: '198.6 Calories' })).toBe(199);
    expect(publishedCalories({ calories: '410' })).toBe(410);
    expect(publishedCalories({ calories: 275 })).toBe(275);
    expect(publishedCalories([{ calories: '120 cal' }])).toBe(120);
    expect(publishedCalories({ calories: '1,204 kcal' })).toBe(1204);
  });

  it('turns kilojoules into kcal, and prefers the kcal when both are given', () => {
    expect(publishedCalories({ calories: '1046 kJ' })).toBe(250);
    expect(publishedCalories({ calories: '1046kJ / 250kcal' })).toBe(250);
  });

  it('reads the figure after its label in nutrition text', () => {
    expect(publishedCalories('Serving size: 1 cup, Calories: 350, Fat: 12 g')).toBe(350);
    expect(publishedCalories('Energy 1464 kJ')).toBe(350);
  });

  it('is null when nothing is given, or the figure is no serving’s', () => {
    for (const value of [
      null,
      undefined,
      {},
      { calories: '' },
      { calories: 'n/a' },
      { calories: '0 kcal' },
      { calories: -50 },
      { calories: '25000 kcal' },
      { calories: Number.NaN },
      'x'.repeat(300),
    ]) {
      expect(publishedCalories(value), JSON.stringify(value)).toBeNull();
    }
  });
});
