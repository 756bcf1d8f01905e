import { parseRecipe } from '@plateful/contracts';
import {
  buildShoppingList,
  listFoods,
  loadFoodTable,
  type FoodTable,
  type Recipe,
} from '@plateful/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPlanJob, runUseItUpJob } from './kitchen-jobs.ts';

function recipe(id: string, ingredients: string[], extra: Record<string, unknown> = {}): Recipe {
  const parsed = parseRecipe({ id, name: id, ingredients, servings: 2, ...extra });
  if (parsed === null) throw new Error(`not a recipe: ${id}`);
  return parsed;
}

const library = [
  recipe('tzatziki-chicken', ['1/2 cucumber', '2 chicken breasts', '150g Greek yogurt'], {
    category: 'Meat',
  }),
  recipe('cucumber-salad', ['1/2 cucumber', '1 red onion', '100g feta'], {
    category: 'Vegetarian',
  }),
  recipe(
    'mushroom-risotto',
    ['300g risotto rice', '250g chestnut mushrooms', '2 tbsp double cream'],
    {
      category: 'Vegetarian',
    },
  ),
  recipe('beef-stew', ['500g stewing beef', '1 carrot', '1 sprig rosemary'], { category: 'Meat' }),
];

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('plan my week in the kitchen worker (issue 29)', () => {
  it('plans the meals on days from the first, each with why; replacing one keeps the other', () => {
    const job = {
      kind: 'plan' as const,
      library,
      rules: { meals: 2, startDate: '2026-11-30' },
      pantry: [],
      seed: 1,
    };
    const plan = runPlanJob(job, table);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.recipes.map((meal) => meal.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(plan.recipes.every((meal) => meal.why.length > 0)).toBe(true);
    const [kept, replaced] = plan.recipes.map((meal) => meal.id) as [string, string];
    const again = runPlanJob(
      {
        ...job,
        rules: { ...job.rules, keep: [kept], exclude: [replaced] },
      },
      table,
    );
    if (!again.ok) throw new Error(again.message);
    const ids = again.recipes.map((meal) => meal.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(replaced);
  });

  it('says which rule a library too small cannot meet', () => {
    const plan = runPlanJob(
      {
        kind: 'plan',
        library,
        rules: { meals: 3, startDate: '2026-11-30', vegetarianNights: 3 },
        pantry: [],
        seed: 1,
      },
      table,
    );
    expect(plan).toMatchObject({ ok: false, rule: 'vegetarianNights' });
  });
});

describe('use it up in the kitchen worker (issue 29)', () => {
  it('ranks the recipe that uses the pantry’s rice first, and says what it uses', () => {
    const answer = runUseItUpJob(
      {
        kind: 'useItUp',
        library,
        pantry: [{ id: 'p1', text: '500 g risotto rice' }],
        selected: [],
        servingsByRecipe: {},
        householdSize: null,
        checks: [],
        staples: [],
      },
      table,
    );
    expect(answer.suggestions[0]).toMatchObject({
      id: 'mushroom-risotto',
      uses: ['300 g of your 500 g risotto rice'],
    });
  });

  it('counts what the week’s list leaves over, and never suggests a recipe already chosen', () => {
    const answer = runUseItUpJob(
      {
        kind: 'useItUp',
        library,
        pantry: [],
        selected: [library[0]!],
        servingsByRecipe: {},
        householdSize: null,
        checks: [],
        staples: [],
      },
      table,
    );
    expect(answer.leftovers.some((text) => text.includes('cucumber'))).toBe(true);
    expect(answer.suggestions.map((s) => s.id)).toContain('cucumber-salad');
    expect(answer.suggestions.map((s) => s.id)).not.toContain('tzatziki-chicken');
  });

  it('leaves a ticked row’s rest to the pantry its tick kept it in, counted once', () => {
    // A 200 g bag for 160 g of spinach, ticked: the tick kept the other 40 g in the pantry.
    const week = recipe('spinach-pasta', ['160g baby spinach', '200g penne']);
    const key = buildShoppingList([week], { foods: listFoods(table) }).items.find((item) =>
      item.name.includes('spinach'),
    )?.key;
    const job = {
      kind: 'useItUp' as const,
      library,
      pantry: [{ id: 'kept', text: '40 g baby spinach' }],
      selected: [week],
      servingsByRecipe: {},
      householdSize: null,
      staples: [],
    };
    // Unticked, the pantry's 40 g is taken from the row and a bag bought for the other 120 g.
    // Bought and ticked, the bag's rest is the pantry's 40 g alone (it was counted twice).
    const spinach = (leftovers: readonly string[]) =>
      leftovers.filter((t) => t.includes('spinach'));
    expect(spinach(runUseItUpJob({ ...job, checks: [] }, table).leftovers)).toEqual([
      '80 g baby spinach',
    ]);
    expect(spinach(runUseItUpJob({ ...job, checks: [key ?? ''] }, table).leftovers)).toEqual([]);
    // Staples are always had: no leftover of a pack the list does not buy.
    const staple = runUseItUpJob(
      { ...job, pantry: [], checks: [], staples: ['baby spinach'] },
      table,
    );
    expect(spinach(staple.leftovers)).toEqual([]);
  });
});
