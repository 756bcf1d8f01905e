import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION, parseExport, type ExportFile } from './data-file.ts';

const file: ExportFile = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: '2026-11-23T10:00:00.000Z',
  accountCode: null,
  deviceCode: '0123456789ABCDEFGHJKMNPQRS',
  selection: [],
  settings: { householdSize: 4, basketService: 'whisk', pantryStaples: [] },
  hiddenRecipes: [],
  seenRecipeIds: [],
  ratings: {},
  checks: [],
  recipes: [],
  mealPlan: [
    { date: '2026-11-24', meal: 'dinner', recipeId: 'r1', servings: 6 },
    { date: '2026-11-25', meal: 'dinner', recipeId: 'r2' },
  ],
};

describe('servings of planned meals in the data file (decision 0019)', () => {
  it('reads back a slot’s servings, and a file from before them', () => {
    expect(parseExport(JSON.stringify(file))).toEqual({ ok: true, file });
    const older = { ...file, mealPlan: [{ date: '2026-11-24', meal: 'dinner', recipeId: 'r1' }] };
    expect(parseExport(JSON.stringify(older))).toEqual({ ok: true, file: older });
  });

  it('refuses servings outside 1–50, naming the field', () => {
    const bad = { ...file, mealPlan: [{ ...file.mealPlan[0], servings: 51 }] };
    const result = parseExport(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\(mealPlan\.0\.servings\)/);
  });
});
