import { checkPlanRules, DEFAULT_PLAN_RULES } from '@plateful/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { householdOpSchema, planRulesSchema } from './household.ts';

const op = (value: unknown) => ({ type: 'setSetting', name: 'planRules', value });

describe('plan my week rules on the wire (issue 29)', () => {
  it('takes the household’s rules, or null for the defaults', () => {
    const rules = { meals: 5, vegetarianNights: 2, weeknightMaxMinutes: 40, noRepeatDays: 14 };
    expect(householdOpSchema.parse(op(rules))).toEqual(op(rules));
    expect(householdOpSchema.parse(op(DEFAULT_PLAN_RULES))).toEqual(op(DEFAULT_PLAN_RULES));
    expect(householdOpSchema.parse(op(null))).toEqual(op(null));
  });

  it('refuses rules no plan can meet, or fields it does not know', () => {
    for (const value of [
      { ...DEFAULT_PLAN_RULES, meals: 0 },
      { ...DEFAULT_PLAN_RULES, meals: 3, vegetarianNights: 4 },
      { ...DEFAULT_PLAN_RULES, weeknightMaxMinutes: 5 },
      { ...DEFAULT_PLAN_RULES, noRepeatDays: -1 },
      { ...DEFAULT_PLAN_RULES, hidden: ['cp-x'] },
      '{"meals":7}',
    ]) {
      expect(householdOpSchema.safeParse(op(value)).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('agrees with core’s reader on any rules', () => {
    const field = fc.oneof(fc.integer({ min: -2, max: 300 }), fc.constant(null), fc.double());
    fc.assert(
      fc.property(
        fc.record({
          meals: field,
          vegetarianNights: field,
          weeknightMaxMinutes: field,
          noRepeatDays: field,
        }),
        (value) => {
          expect(planRulesSchema.safeParse(value).success).toBe(checkPlanRules(value) !== null);
        },
      ),
    );
  });
});
