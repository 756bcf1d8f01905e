/**
 * The rules "Plan my week" remembers for the household (issue 29): how many meals, vegetarian
 * nights a week, the longest a weeknight meal may take and how many days before a recipe comes
 * back. A household setting on screen; on the wire an aisle-part register under
 * `PREFERENCE_PREFIX` (decision 0021), its value the rules as JSON text, so an app that predates
 * it still takes a catch-up that holds it.
 */

export interface PlanRulesSetting {
  /** Meals to plan, 1-14. */
  readonly meals: number;
  /** At least this many vegetarian meals, 0 up to `meals`. */
  readonly vegetarianNights: number;
  /** Longest total time of a weeknight meal, 10-240 minutes; null: no limit. */
  readonly weeknightMaxMinutes: number | null;
  /** No recipe again within this many days (0-28; 0 allows repeats). */
  readonly noRepeatDays: number;
}

export const PLAN_RULES_LIMITS = {
  meals: { min: 1, max: 14 },
  vegetarianNights: { min: 0, max: 14 },
  weeknightMaxMinutes: { min: 10, max: 240 },
  noRepeatDays: { min: 0, max: 28 },
} as const;

/** The rules a household starts with: a week of dinners, no repeats within a fortnight. */
export const DEFAULT_PLAN_RULES: PlanRulesSetting = {
  meals: 7,
  vegetarianNights: 0,
  weeknightMaxMinutes: null,
  noRepeatDays: 14,
};

const within = (value: unknown, limits: { readonly min: number; readonly max: number }) =>
  Number.isInteger(value) && (value as number) >= limits.min && (value as number) <= limits.max;

/**
 * The rules when `value` is a well-formed set of them (as contracts take them), else null: a
 * value from the wire or an older store never breaks a screen. Never throws.
 */
export function checkPlanRules(value: unknown): PlanRulesSetting | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const rules = value as Record<string, unknown>;
  const limit = rules.weeknightMaxMinutes;
  if (
    !within(rules.meals, PLAN_RULES_LIMITS.meals) ||
    !within(rules.vegetarianNights, PLAN_RULES_LIMITS.vegetarianNights) ||
    (rules.vegetarianNights as number) > (rules.meals as number) ||
    !(limit === null || within(limit, PLAN_RULES_LIMITS.weeknightMaxMinutes)) ||
    !within(rules.noRepeatDays, PLAN_RULES_LIMITS.noRepeatDays)
  ) {
    return null;
  }
  return {
    meals: rules.meals as number,
    vegetarianNights: rules.vegetarianNights as number,
    weeknightMaxMinutes: limit as number | null,
    noRepeatDays: rules.noRepeatDays as number,
  };
}

/** The register's JSON text as rules, or null when it is absent or cannot be read. */
export function readPlanRules(text: string | null | undefined): PlanRulesSetting | null {
  if (typeof text !== 'string') return null;
  try {
    return checkPlanRules(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The rules as the register's text (only the four fields, in a fixed order). */
export function writePlanRules(rules: PlanRulesSetting): string {
  return JSON.stringify({
    meals: rules.meals,
    vegetarianNights: rules.vegetarianNights,
    weeknightMaxMinutes: rules.weeknightMaxMinutes,
    noRepeatDays: rules.noRepeatDays,
  });
}
