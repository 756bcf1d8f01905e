import { describe, expect, it } from 'vitest';
import { TEST_FOODS } from '../food/test-foods.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import { seededRandom } from '../recipes/sort.ts';
import {
  AMOUNTS_UNKNOWN,
  BUYS_LITTLE,
  planWeek,
  vegetarianUnknownAllowed,
  type PlannerRecipe,
  type PlanRules,
} from './plan-week.ts';

const recipe = (
  id: string,
  lines: string[],
  extra: Partial<PlannerRecipe> = {},
): PlannerRecipe => ({
  id,
  name: id,
  servings: 4,
  ingredients: lines.map(ingredientFromText),
  tags: [],
  prepTime: 10,
  cookTime: 20,
  ...extra,
});

// Two recipes share a cucumber and a pack of 8 tortillas; the others each open packs of their own.
const LIBRARY: PlannerRecipe[] = [
  recipe('wraps', ['4 flour tortillas', '1/2 cucumber', '300 g chicken breast'], {
    tags: ['chicken'],
  }),
  recipe('more-wraps', ['4 flour tortillas', '1/2 cucumber', '200 g beef mince'], {
    tags: ['beef'],
  }),
  recipe('creamy', ['150 ml double cream', '1/2 cucumber', '2 eggs']),
  recipe('rice-a', ['300 g basmati rice', '1 onion'], { tags: ['vegetarian'] }),
  recipe('rice-b', ['300 g basmati rice', '2 onions'], { tags: ['vegetarian'] }),
  recipe('odd-1', ['2 flour tortillas', '300 g chicken thighs'], { tags: ['chicken'] }),
  recipe('odd-2', ['1 egg', '200 g pork mince'], { tags: ['pork'] }),
  recipe('slow', ['500 g basmati rice', '1 onion', '800 g lamb shoulder'], {
    tags: ['lamb'],
    prepTime: 30,
    cookTime: 150,
  }),
];

const RULES: PlanRules = { meals: 3, startDate: '2026-11-30' };
const plan = (rules: Partial<PlanRules> = {}, library = LIBRARY) =>
  planWeek(library, { ...RULES, ...rules }, TEST_FOODS, seededRandom(4));

describe('planWeek', () => {
  it('chooses the week that leaves the least over, and says why', () => {
    const result = plan({ meals: 2 });
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.id).sort()).toEqual(['more-wraps', 'wraps']);
    for (const { why } of result.recipes) {
      expect(why).toMatch(
        /^uses the (other half of the cucumber|rest of the flour tortillas) from (more-)?wraps$/,
      );
    }
    expect(result.recipes.map((r) => r.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(result.leftoverShare).toBeLessThan(0.5);
  });

  it('meets the vegetarian nights asked for', () => {
    // Vegetarian by tag (rice-a, rice-b) or by having no meat or fish (creamy).
    const result = plan({ meals: 3, vegetarianNights: 3 });
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.id).sort()).toEqual(['creamy', 'rice-a', 'rice-b']);
  });

  it('says a shared pack is shared, not used up, where the week leaves some of it', () => {
    const library = [
      recipe('salad', ['1/4 cucumber', '2 eggs']),
      recipe('raita', ['1/4 cucumber', '150 g natural yogurt']),
    ];
    const result = plan({ meals: 2 }, library);
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.why).sort()).toEqual([
      'shares the cucumber with raita',
      'shares the cucumber with salad',
    ]);
  });

  it('calls a meat-free meal a vegetarian night only where such nights were asked for', () => {
    const library = [recipe('omelette', ['3 eggs'], { tags: ['vegetarian'], cookTime: 50 })];
    const why = (vegetarianNights: number) => {
      const result = plan({ meals: 1, vegetarianNights }, library);
      if (!result.ok) throw new Error(result.message);
      return result.recipes[0]?.why;
    };
    expect(why(1)).toBe('a vegetarian night');
    expect(why(0)).toBe('buys little that the week won’t use');
  });

  it('says what a meal that shares nothing brings: its whole 5 A Day, a quick weeknight', () => {
    const why = (library: PlannerRecipe[]) => {
      const result = plan({ meals: 1 }, library);
      if (!result.ok) throw new Error(result.message);
      return result.recipes[0]?.why;
    };
    // 800 g of onion for 4 is 200 g a serving: 2.5 portions of 80 g, said as 2.
    expect(why([recipe('soup', ['8 onions', '1 litre milk'], { cookTime: 60 })])).toBe(
      '2 of your 5 A Day',
    );
    // Planned on a Monday, ready in 30 minutes.
    expect(why([recipe('omelette', ['3 eggs'])])).toBe('ready in 30 min');
    expect(why([recipe('omelette', ['3 eggs'], { cookTime: 21 })])).toBe(
      'buys little that the week won’t use',
    );
  });

  it('says a meal buys little only where its amounts are known well enough to count leftovers', () => {
    const why = (lines: string[]) => {
      const result = plan({ meals: 1 }, [recipe('stew', lines, { cookTime: 21 })]);
      if (!result.ok) throw new Error(result.message);
      return result.recipes[0]?.why;
    };
    // No amounts: the food model cannot estimate it, so nothing is claimed of its leftovers.
    expect(why(['some beef', 'a few carrots'])).toBe(AMOUNTS_UNKNOWN);
    expect(why(['some carrots', 'a few onions', 'potatoes'])).toBe(AMOUNTS_UNKNOWN);
    // Most of its weight unknown (400 g of a food nobody places): the same.
    expect(why(['400 g zorblat', '1 onion'])).toBe(AMOUNTS_UNKNOWN);
    // Measured (and a seasoning with no amount is fine): the claim stands, as before.
    expect(why(['3 eggs'])).toBe(BUYS_LITTLE);
    expect(why(['300 g basmati rice', '1 onion', 'salt'])).toBe(BUYS_LITTLE);
  });

  it('says how many meals its leftover figures leave out for too few amounts', () => {
    const week = plan({ meals: 2 }, [
      recipe('stew', ['some beef', 'a few carrots'], { cookTime: 21 }),
      recipe('pilaf', ['300 g basmati rice', '1 onion', 'salt'], { cookTime: 21 }),
    ]);
    if (!week.ok) throw new Error(week.message);
    expect(week.uncountedMeals).toBe(1);
    const measured = plan({ meals: 1 }, [recipe('pilaf', ['300 g basmati rice', '1 onion'])]);
    if (!measured.ok) throw new Error(measured.message);
    expect(measured.uncountedMeals).toBe(0);
  });

  it('calls a meat-free meal vegetarian only where its lines are known foods', () => {
    const veggie = (lines: string[], extra: Partial<PlannerRecipe> = {}) => {
      const result = plan({ meals: 1, vegetarianNights: 1 }, [recipe('dish', lines, extra)]);
      if (result.ok) expect(result.recipes[0]?.why).toBe('a vegetarian night');
      else expect(result.rule).toBe('vegetarianNights');
      return result.ok;
    };
    const known = ['300 g basmati rice', '1 onion', '2 eggs'];
    expect(veggie(known)).toBe(true);
    // A recipe of foods nobody knows is not called vegetarian; one whose main is unknown neither.
    expect(veggie(['400 g zorblat', '2 quuxes', '1 onion'])).toBe(false);
    expect(veggie([...known, '400 g zorblat'])).toBe(false);
    expect(veggie([...known, '2 quuxes'])).toBe(false);
    // An unknown garnish or pinch, salt and tap water leave the claim standing.
    expect(veggie([...known, 'micro zorblat leaves to garnish'])).toBe(true);
    expect(veggie([...known, '1 tsp quux powder', 'salt', 'water'])).toBe(true);
    // But not two unknown garnishes in five lines, nor one in a two-line recipe.
    expect(veggie([...known, '1 tsp quux powder', 'zorblat leaves to serve'])).toBe(false);
    expect(veggie(['3 eggs', '1 tsp quux powder'])).toBe(false);
    // Tags still decide first, and meat still says no.
    expect(veggie(['400 g zorblat'], { tags: ['vegetarian'] })).toBe(true);
    expect(veggie([...known, '200 g chicken breast'])).toBe(false);
  });

  it('allows no unknown line in a short recipe, one in most, one in four in a long one', () => {
    expect([1, 2, 3, 7, 8, 12, 20].map(vegetarianUnknownAllowed)).toEqual([0, 0, 1, 1, 2, 3, 5]);
  });

  it('never plans a hidden recipe, a recent one or an excluded one', () => {
    const result = plan({
      meals: 3,
      hidden: ['wraps'],
      history: [{ recipeId: 'more-wraps', date: '2026-11-20' }],
      exclude: ['rice-a'],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.id)).not.toEqual(
      expect.arrayContaining(['wraps', 'more-wraps', 'rice-a']),
    );
    for (const id of ['wraps', 'more-wraps', 'rice-a']) {
      expect(result.recipes.map((r) => r.id)).not.toContain(id);
    }
  });

  it('allows a recipe cooked longer ago than the no-repeat window', () => {
    const result = plan({
      meals: 2,
      history: [{ recipeId: 'wraps', date: '2026-11-01' }],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.id)).toContain('wraps');
  });

  it('keeps long recipes off weeknights, on the weekend', () => {
    // Friday 4 December to Monday: Saturday and Sunday are the weekend.
    const result = plan({
      meals: 4,
      startDate: '2026-12-04',
      weeknightMaxMinutes: 45,
      keep: ['slow'],
    });
    if (!result.ok) throw new Error(result.message);
    const slow = result.recipes.find((r) => r.id === 'slow');
    expect(['2026-12-05', '2026-12-06']).toContain(slow?.date);
  });

  it('replaces one meal and keeps the rest', () => {
    const first = plan({ meals: 3 });
    if (!first.ok) throw new Error(first.message);
    const [replaced, ...rest] = first.recipes.map((r) => r.id);
    const second = plan({ meals: 3, keep: rest, exclude: [replaced ?? ''] });
    if (!second.ok) throw new Error(second.message);
    const ids = second.recipes.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(rest));
    expect(ids).not.toContain(replaced);
  });

  it('says which rule a small library cannot meet instead of breaking it', () => {
    expect(plan({ meals: 4, vegetarianNights: 4 })).toMatchObject({
      ok: false,
      rule: 'vegetarianNights',
    });
    expect(plan({ meals: 6, weeknightMaxMinutes: 20, startDate: '2026-11-30' })).toMatchObject({
      ok: false,
      rule: 'weeknightMaxMinutes',
    });
    expect(plan({ meals: 9 })).toMatchObject({ ok: false, rule: 'library' });
    expect(plan({ meals: 0 })).toMatchObject({ ok: false, rule: 'meals' });
    expect(plan({ startDate: '30/11/2026' })).toMatchObject({ ok: false, rule: 'meals' });
  });

  it('plans the same week for the same random numbers', () => {
    expect(plan({ meals: 3 })).toEqual(plan({ meals: 3 }));
  });
});

describe('planWeek: dinners', () => {
  it('never plans a pudding as a dinner', () => {
    const library = [
      ...LIBRARY,
      recipe('trifle', ['4 flour tortillas', '1/2 cucumber'], { category: 'Dessert' }),
    ];
    for (let seed = 1; seed <= 5; seed += 1) {
      const result = planWeek(library, { ...RULES, meals: 5 }, TEST_FOODS, seededRandom(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.recipes.map((r) => r.id)).not.toContain('trifle');
    }
  });

  it('gives no reason of things that keep for weeks', () => {
    const library = [
      recipe('garlic-a', ['1 bulb garlic', '300 g basmati rice'], { tags: ['vegetarian'] }),
      recipe('garlic-b', ['1 bulb garlic', '200 g plain flour'], { tags: ['vegetarian'] }),
    ];
    const result = planWeek(library, { ...RULES, meals: 2 }, TEST_FOODS, seededRandom(1));
    if (!result.ok) throw new Error(result.message);
    for (const { why } of result.recipes) expect(why).not.toMatch(/garlic/);
  });
});

describe('planWeek: variety', () => {
  it('of two equally thrifty weeks, plans the one without two of the same dish', () => {
    // Any two share the onion alike: only the dish tells the weeks apart.
    const library = [
      recipe('mushroom', ['1 onion', '300 g basmati rice'], { name: 'Mushroom Risotto' }),
      recipe('pea', ['1 onion', '300 g basmati rice'], { name: 'Pea & Mint Risotto' }),
      recipe('curry', ['1 onion', '300 g basmati rice'], { name: 'Chickpea Curry' }),
    ];
    for (let seed = 1; seed <= 5; seed += 1) {
      const result = planWeek(library, { ...RULES, meals: 2 }, TEST_FOODS, seededRandom(seed));
      if (!result.ok) throw new Error(result.message);
      expect(result.recipes.map((r) => r.id)).toContain('curry');
    }
  });

  it('keeps two meals of one meat off days side by side when another meal can part them', () => {
    // The two chicken dinners share their pack of chicken, so they are chosen first and together.
    const library = [
      recipe('chicken-a', ['300 g chicken breast', '1 lemon'], { name: 'Lemon Chicken' }),
      recipe('chicken-b', ['300 g chicken breast', '1 lime'], { name: 'Chicken Tacos' }),
      recipe('beans', ['400 g tin butter beans', '1 onion'], {
        name: 'Bean Stew',
        tags: ['vegetarian'],
      }),
    ];
    const result = planWeek(library, { ...RULES, meals: 3 }, TEST_FOODS, seededRandom(1));
    if (!result.ok) throw new Error(result.message);
    expect(result.recipes.map((r) => r.id).sort()).toEqual(['beans', 'chicken-a', 'chicken-b']);
    expect(result.recipes[1]?.id).toBe('beans');
    expect(result.recipes.map((r) => r.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });
});

describe('planWeek with a pantry entry whose amount is each of several things', () => {
  it("takes every thing of it off the week's list, as the Shop list does", () => {
    const library = [recipe('herby', ['1 bunch rosemary', '1 bunch thyme', '1 onion'])];
    const rules = { meals: 1, startDate: '2026-11-30' };
    const without = planWeek(library, rules, TEST_FOODS, seededRandom(4));
    const withHerbs = planWeek(library, rules, TEST_FOODS, seededRandom(4), [
      { id: 'h', text: '1 bunch each rosemary and thyme' },
    ]);
    if (!without.ok || !withHerbs.ok) throw new Error('no plan');
    // Two bunches and an onion to buy without the pantry; only the onion with it.
    expect([without.packs, withHerbs.packs]).toEqual([3, 1]);
  });
});
