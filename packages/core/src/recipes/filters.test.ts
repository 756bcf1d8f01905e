import { describe, expect, it } from 'vitest';
import {
  matchesMealType,
  matchesMealTypes,
  matchesQuickFilters,
  matchesQuickTime,
  matchesSearch,
  matchesTimeFilter,
  totalMinutes,
} from './filters.ts';
import { ingredientFromText } from './recipe.ts';

const timed = (prepTime: number | null, cookTime: number | null) => ({ prepTime, cookTime });

describe('time filter', () => {
  it.each([
    [15, 'Under 15 min', true],
    [16, 'Under 15 min', false],
    [15, '15–30 min', false],
    [16, '15–30 min', true],
    [30, '15–30 min', true],
    [31, '30–60 min', true],
    [60, '30–60 min', true],
    [60, '1h+', false],
    [61, '1h+', true],
  ] as const)('prep+cook %i minutes in %s: %s', (minutes, filter, expected) => {
    expect(matchesTimeFilter(timed(minutes - 5, 5), filter)).toBe(expected);
  });

  it("passes everything on 'All', and a recipe with no time only on 'All'", () => {
    expect(matchesTimeFilter(timed(null, null), 'All')).toBe(true);
    expect(matchesTimeFilter(timed(null, null), 'Under 15 min')).toBe(false);
  });

  it('adds prep and cook time, a missing one counting 0, else durationMinutes', () => {
    expect(totalMinutes(timed(10, null))).toBe(10);
    expect(totalMinutes({ prepTime: null, cookTime: null, durationMinutes: 40 })).toBe(40);
  });
});

describe('quick time filter', () => {
  it.each([
    [30, '30m', true],
    [31, '30m', false],
    [31, '45m', true],
    [60, '45m', true],
    [61, '45m', false],
    [61, '60m+', true],
    [60, '60m+', false],
  ] as const)('%i minutes in %s: %s', (minutes, time, expected) => {
    expect(matchesQuickTime(timed(minutes, 0), time)).toBe(expected);
  });

  it('passes everything when no time is chosen', () => {
    expect(matchesQuickTime(timed(500, 0), null)).toBe(true);
  });
});

describe('meal types', () => {
  const recipe = (category: string | null, tags: string[] = []) => ({ category, tags });
  it.each([
    ['Veggie', recipe('Vegetarian'), true],
    ['Veggie', recipe(null, ['vegan']), true],
    ['Veggie', recipe('vegetable'), true],
    ['Meat', recipe('Chicken'), true],
    ['Meat', recipe(null, ['lamb']), true],
    ['Fish', recipe('Seafood'), true],
    ['Fish', recipe(null, ['salmon']), true],
    ['Sweet', recipe('Desserts'), true],
    ['Sweet', recipe('Dinner'), false],
    ['Meat', recipe('Vegetarian'), false],
    ['Breakfast', recipe('Quick breakfast'), true],
  ])('%s matches category or tags (%j): %s', (type, r, expected) => {
    expect(matchesMealType(r, type)).toBe(expected);
  });

  it('matches any of several types, and all when none is chosen', () => {
    expect(matchesMealTypes(recipe('Fish'), ['Meat', 'Fish'])).toBe(true);
    expect(matchesMealTypes(recipe('Fish'), [])).toBe(true);
    expect(
      matchesQuickFilters(
        { ...recipe('Fish'), ...timed(20, 5) },
        { time: '30m', mealTypes: ['Fish'] },
      ),
    ).toBe(true);
  });
});

describe('search', () => {
  const recipe = {
    name: 'Thai Green Curry',
    description: 'Fragrant and quick',
    tags: ['weeknight'],
    ingredients: [
      ingredientFromText('400ml coconut milk'),
      { rawText: null, name: 'Lemongrass', amount: null, unit: null, ingredientId: null },
    ],
  };
  it.each(['thai', 'FRAGRANT', 'coconut', 'lemongrass', 'Weeknight', '  '])(
    'matches %j case-insensitively',
    (query) => {
      expect(matchesSearch(recipe, query)).toBe(true);
    },
  );
  it('does not match other text', () => {
    expect(matchesSearch(recipe, 'lasagne')).toBe(false);
  });
});
