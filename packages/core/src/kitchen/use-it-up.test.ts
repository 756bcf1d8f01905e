import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../food/food-table.ts';
import { TEST_FOODS } from '../food/test-foods.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import type { PlannerRecipe } from './plan-week.ts';
import { cookNow, useItUp } from './use-it-up.ts';

const recipe = (id: string, lines: string[]): PlannerRecipe => ({
  id,
  name: id,
  servings: 4,
  ingredients: lines.map(ingredientFromText),
});

const LIBRARY = [
  recipe('cucumber-salad', ['1/2 cucumber', '2 eggs', 'salt to taste', '100 ml water']),
  recipe('rice-bowl', ['300 g basmati rice', '1 onion', '1 apple', '200 ml double cream']),
  recipe('cream-thing', ['150 ml double cream', '200 g plain flour', '50 g butter', '2 onions']),
  recipe('nothing-of-ours', ['2 potatoes', '1 apple']),
];

describe('useItUp', () => {
  it('ranks recipes by what they use of the kitchen, perishables first, and what they lack', () => {
    const suggestions = useItUp(
      LIBRARY,
      [
        { id: 'a', text: '½ cucumber' },
        { id: 'b', text: '4 eggs' },
        { id: 'c', text: '500 g rice' },
        { id: 'd', text: '150 ml double cream' },
      ],
      TEST_FOODS,
    );
    // The salad uses two things and lacks nothing; the others use more but lack three each.
    expect(suggestions[0]?.id).toBe('cucumber-salad');
    expect(suggestions.map((s) => s.id).sort()).toEqual([
      'cream-thing',
      'cucumber-salad',
      'rice-bowl',
    ]);
    // Two of the four eggs, and the whole half cucumber as the pantry has it.
    expect([...(suggestions[0]?.uses ?? [])].sort()).toEqual(['2 of your 4 eggs', '½ cucumber']);
    expect(suggestions[0]).toMatchObject({
      missing: [],
      usedGrams: 266,
    });
    // The rice bowl uses the rice and the cream but lacks an onion, an apple and more cream.
    expect(suggestions.find((s) => s.id === 'rice-bowl')?.missing).toEqual([
      'more double cream',
      'Onion',
      'Apple',
    ]);
  });

  it('says what a recipe takes of a thing the kitchen has more of, not all of it', async () => {
    const [suggestion] = useItUp(
      [recipe('cannelloni', ['2 garlic cloves, crushed', '400 g baby spinach'])],
      [
        { id: 'g', text: '9 garlic cloves' },
        { id: 's', text: '40 g baby spinach' },
      ],
      await loadFoodTable(),
    );
    // Two of the nine cloves ("Uses 9 garlic cloves" read as a recipe for nine), as cook mode says.
    expect(suggestion?.uses).toEqual(['40 g baby spinach', '2 of your 9 garlic cloves']);
  });

  it('leaves out recipes that use nothing, and suggests nothing for an empty kitchen', () => {
    expect(
      useItUp(LIBRARY, [{ id: 'a', text: '1 kg potatoes' }], TEST_FOODS).map((s) => s.id),
    ).toEqual(['nothing-of-ours']);
    expect(useItUp(LIBRARY, [], TEST_FOODS)).toEqual([]);
  });
});

describe('cookNow', () => {
  it('keeps the recipes that lack at most two things', () => {
    const suggestions = useItUp(
      LIBRARY,
      [
        { id: 'c', text: '1 kg rice' },
        { id: 'd', text: '1 cucumber' },
      ],
      TEST_FOODS,
    );
    expect(cookNow(suggestions).map((s) => s.id)).toEqual(['cucumber-salad']);
  });
});

describe('useItUp: an entry whose amount is each of several things', () => {
  it('counts a recipe that uses any one of them', () => {
    const suggestions = useItUp(
      [recipe('thyme-thing', ['½ bunch thyme', '1 onion']), recipe('other', ['2 potatoes'])],
      [{ id: 'h', text: '½ bunch each rosemary and thyme' }],
      TEST_FOODS,
    );
    expect(suggestions.map((s) => [s.id, s.uses])).toEqual([
      ['thyme-thing', ['½ bunch thyme of your ½ bunch each rosemary and thyme']],
    ]);
  });
});
