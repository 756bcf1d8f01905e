import { describe, expect, it } from 'vitest';
import { checkPlanRules, DEFAULT_PLAN_RULES, readPlanRules, writePlanRules } from './plan-rules.ts';

describe('plan my week rules as a household keeps them', () => {
  it('reads back what it writes', () => {
    const rules = { meals: 5, vegetarianNights: 2, weeknightMaxMinutes: 30, noRepeatDays: 0 };
    expect(readPlanRules(writePlanRules(rules))).toEqual(rules);
    expect(readPlanRules(writePlanRules(DEFAULT_PLAN_RULES))).toEqual(DEFAULT_PLAN_RULES);
  });

  it.each([
    ['no meals', { meals: 0, vegetarianNights: 0, weeknightMaxMinutes: null, noRepeatDays: 14 }],
    [
      'too many meals',
      { meals: 15, vegetarianNights: 0, weeknightMaxMinutes: null, noRepeatDays: 14 },
    ],
    [
      'more vegetarian nights than meals',
      { meals: 3, vegetarianNights: 4, weeknightMaxMinutes: null, noRepeatDays: 14 },
    ],
    [
      'a weeknight limit of 5 minutes',
      { meals: 7, vegetarianNights: 0, weeknightMaxMinutes: 5, noRepeatDays: 14 },
    ],
    [
      'half a meal',
      { meals: 6.5, vegetarianNights: 0, weeknightMaxMinutes: null, noRepeatDays: 14 },
    ],
    ['a missing field', { meals: 7, vegetarianNights: 0, weeknightMaxMinutes: null }],
    [
      'repeats held for 60 days',
      { meals: 7, vegetarianNights: 0, weeknightMaxMinutes: null, noRepeatDays: 60 },
    ],
    ['a list', [7, 0, null, 14]],
  ])('refuses %s', (_, value) => {
    expect(checkPlanRules(value)).toBeNull();
  });

  it('reads text that is not JSON, or no text, as no rules', () => {
    expect(readPlanRules('{meals: 7')).toBeNull();
    expect(readPlanRules(null)).toBeNull();
    expect(readPlanRules(undefined)).toBeNull();
  });

  it('keeps only its four fields', () => {
    const value = { ...DEFAULT_PLAN_RULES, extra: 'x' };
    expect(checkPlanRules(value)).toEqual(DEFAULT_PLAN_RULES);
  });
});
