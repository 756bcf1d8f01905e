import {
  applyEntries,
  emptyHouseholdState,
  entriesOf,
  plannedMeals,
  plannedServings,
  selectedRecipeIds,
  selectedServings,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import { describe, expect, it } from 'vitest';
import {
  leftoverSummary,
  mealHistory,
  nextFreeDinner,
  planOps,
  plannerRules,
  regularRecipes,
  undoPlanOps,
} from './plan-week-ops.ts';

let version = 0;
/** The state with the operations applied after it, as the server would version them. */
function apply(state: HouseholdState, ops: readonly HouseholdOp[]): HouseholdState {
  return applyEntries(
    state,
    ops.flatMap((op) => {
      version += 1;
      return entriesOf(op).map((entry) => ({ ...entry, version }) as never);
    }),
  );
}

const dinners = [
  { id: 'cp-risotto', date: '2026-11-30' },
  { id: 'cp-curry', date: '2026-12-01' },
  { id: 'cp-soup', date: '2026-12-02' },
];

describe('plan my week as household changes (issue 29)', () => {
  it('fills each day’s dinner and selects each recipe once', () => {
    const state = emptyHouseholdState();
    const after = apply(
      state,
      planOps(state, dinners, () => 4),
    );
    expect(plannedMeals(after)).toEqual({
      '2026-11-30:dinner': 'cp-risotto',
      '2026-12-01:dinner': 'cp-curry',
      '2026-12-02:dinner': 'cp-soup',
    });
    expect(selectedRecipeIds(after)).toEqual(['cp-risotto', 'cp-curry', 'cp-soup']);
  });

  it('leaves a recipe already selected as it was (its servings too)', () => {
    const state = apply(emptyHouseholdState(), [
      { type: 'select', recipeId: 'cp-curry', selected: true, servings: 6 },
    ]);
    const ops = planOps(state, dinners, () => 4);
    expect(ops.filter((op) => op.type === 'select').map((op) => op.recipeId)).toEqual([
      'cp-risotto',
      'cp-soup',
    ]);
    expect(selectedServings(apply(state, ops))).toEqual({ 'cp-curry': 6 });
  });

  it('undo puts back the slots and the selection exactly as they were', () => {
    const before = apply(emptyHouseholdState(), [
      { type: 'setMeal', date: '2026-12-01', meal: 'dinner', recipeId: 'cp-pie', servings: 6 },
      { type: 'setMeal', date: '2026-11-29', meal: 'dinner', recipeId: 'cp-old' },
      { type: 'select', recipeId: 'cp-pie', selected: true, servings: 6 },
      { type: 'select', recipeId: 'cp-soup', selected: true, servings: 2 },
    ]);
    const ops = planOps(before, dinners, () => 4);
    const planned = apply(before, ops);
    expect(plannedMeals(planned)['2026-12-01:dinner']).toBe('cp-curry');
    const undone = apply(planned, undoPlanOps(before, ops));
    expect(plannedMeals(undone)).toEqual(plannedMeals(before));
    expect(plannedServings(undone)).toEqual({ '2026-12-01:dinner': 6 });
    expect(selectedRecipeIds(undone).sort()).toEqual(['cp-pie', 'cp-soup']);
    expect(selectedServings(undone)).toEqual(selectedServings(before));
  });
});

describe('what the planner is told of the household', () => {
  const meals = {
    '2026-11-20:dinner': 'cp-curry',
    '2026-11-22:dinner': 'cp-curry',
    '2026-11-23:lunch': 'cp-soup',
    '2026-11-30:dinner': 'cp-future',
    '2026-09-01:dinner': 'cp-long-ago',
    '2026-09-02:dinner': 'cp-long-ago',
  };

  it('history is the calendar before the first day, oldest first', () => {
    expect(mealHistory(meals, '2026-11-30').map((meal) => meal.recipeId)).toEqual([
      'cp-long-ago',
      'cp-long-ago',
      'cp-curry',
      'cp-curry',
      'cp-soup',
    ]);
  });

  it('favourites are recipes cooked on two days of the last eight weeks', () => {
    expect(regularRecipes(mealHistory(meals, '2026-11-30'), '2026-11-30')).toEqual(['cp-curry']);
  });

  it('passes the kept rules, leaving out a weeknight limit the household did not set', () => {
    const rules = plannerRules({
      rules: { meals: 5, vegetarianNights: 2, weeknightMaxMinutes: null, noRepeatDays: 14 },
      startDate: '2026-11-30',
      meals,
      ratings: { 'cp-soup': 5 },
      hidden: ['cp-hidden'],
      servings: 3,
      keep: ['cp-a'],
      exclude: ['cp-b'],
    });
    expect(rules).toMatchObject({
      meals: 5,
      vegetarianNights: 2,
      noRepeatDays: 14,
      favourites: ['cp-curry'],
      ratings: { 'cp-soup': 5 },
      hidden: ['cp-hidden'],
      keep: ['cp-a'],
      exclude: ['cp-b'],
      servings: 3,
    });
    expect('weeknightMaxMinutes' in rules).toBe(false);
    expect(
      plannerRules({
        ...{ rules: null, startDate: '2026-11-30', meals: {}, ratings: {} },
        hidden: [],
        servings: null,
      }).meals,
    ).toBe(7);
  });

  it('a meal from Use it up goes on the first free dinner', () => {
    expect(nextFreeDinner(meals, '2026-11-30')).toBe('2026-12-01');
    expect(nextFreeDinner(meals, '2026-11-23')).toBe('2026-11-23');
  });
});

describe('leftoverSummary', () => {
  const week = (uncountedMeals: number, packs = 4) => ({
    packs,
    leftoverShare: 0.123,
    uncountedMeals,
    recipes: ['a', 'b', 'c'],
  });
  it('gives the share left over of a week whose meals are all counted', () => {
    expect(leftoverSummary(week(0))).toBe('4 packs to buy; 12% of what they hold left over.');
    expect(leftoverSummary(week(0, 1))).toBe('1 pack to buy; 12% of what they hold left over.');
  });
  it('says which meals the share leaves out', () => {
    expect(leftoverSummary(week(1))).toBe(
      '4 packs to buy; 12% of what they hold left over. Not counted: 1 meal with too few amounts.',
    );
    expect(leftoverSummary(week(2))).toMatch(/Not counted: 2 meals with too few amounts\.$/);
  });
  it('gives no share where no meal could be counted', () => {
    expect(leftoverSummary(week(3))).toBe(
      '4 packs to buy. What they leave over can’t be counted: the meals have too few amounts.',
    );
  });
});
