import fc from 'fast-check';
import { gramsPerItem } from './item-weights.ts';
import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { unitDefinition } from '../ingredients/units.ts';
import { mergeEntries, type ShoppingEntry } from './merge.ts';
import { recipeWith } from './test-recipes.ts';

const entry = (overrides: Partial<ShoppingEntry>): ShoppingEntry => ({
  name: 'onions',
  quantity: 1,
  unit: null,
  category: 'vegetables',
  bucket: 'VEGETABLES',
  confidence: 0.5,
  recipeId: 'r1',
  recipeName: 'Soup',
  line: '1 onion',
  ...overrides,
});

describe('mergeEntries', () => {
  it("lists an item's recipes and lines in code unit order: capitals first, accented letters last", () => {
    const [merged] = mergeEntries([
      entry({ recipeId: 'r10', recipeName: 'stew', line: '1 onion, sliced' }),
      entry({ recipeId: 'r2', recipeName: 'Éclair soup', line: '1 Onion' }),
      entry({ recipeId: 'R3', recipeName: 'Soup', line: '1 onion' }),
      entry({ recipeId: 'r2', recipeName: 'Éclair soup', line: '1 onion' }),
    ]);
    expect(merged?.recipeIds).toEqual(['R3', 'r10', 'r2']);
    expect(merged?.recipes).toEqual(['Soup', 'stew', 'Éclair soup']);
    expect(merged?.lines).toEqual(['1 Onion', '1 onion', '1 onion', '1 onion, sliced']);
  });

  it('merges lines with the same name and unit, adding quantities', () => {
    const [merged, ...rest] = mergeEntries([
      entry({ quantity: 1 }),
      entry({ quantity: 2, recipeId: 'r2', recipeName: 'Stew' }),
    ]);
    expect(rest).toHaveLength(0);
    expect(merged).toMatchObject({
      name: 'onions',
      quantity: 3,
      recipeIds: ['r1', 'r2'],
      recipes: ['Soup', 'Stew'],
    });
  });

  it('adds quantities only when units match: 200 g and 1 kg stay two items', () => {
    const merged = mergeEntries([
      entry({ name: 'potatoes', quantity: 200, unit: 'g' }),
      entry({ name: 'potatoes', quantity: 1, unit: 'kg' }),
    ]);
    expect(merged.map((item) => [item.quantity, item.unit])).toEqual([
      [200, 'g'],
      [1, 'kg'],
    ]);
  });

  it('unions recipe ids and names, counting each recipe once', () => {
    const [merged] = mergeEntries([
      entry({}),
      entry({}),
      entry({ recipeId: 'r2', recipeName: 'Stew' }),
    ]);
    expect(merged?.recipeIds).toEqual(['r1', 'r2']);
  });

  it('keeps a quantity when only some lines have one', () => {
    const [merged] = mergeEntries([entry({ quantity: null }), entry({ quantity: 2 })]);
    expect(merged?.quantity).toBe(2);
  });
});

describe('buildShoppingList merging', () => {
  it('merges "2 onions" and "1 large onion, chopped" from two recipes into 3 onions, recipeCount 2', () => {
    const list = buildShoppingList([
      recipeWith('a', 'Soup', ['2 onions']),
      recipeWith('b', 'Stew', ['1 large onion, chopped']),
    ]);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      ingredient: 'Onions',
      quantity: 3,
      recipeCount: 2,
      recipes: ['Soup', 'Stew'],
    });
  });
});

// Property tests over real-looking recipes built from a pool of real lines.
const LINES = [
  '2 onions',
  '1 large onion, finely chopped',
  '400g/14oz tin chopped tomatoes',
  '2 x 400g tins chopped tomatoes',
  '3 garlic cloves, crushed',
  '1 tbsp olive oil',
  '2 tsp olive oil',
  '500g beef mince',
  '250g basmati rice',
  '2 tbsp soy sauce',
  '100ml double cream',
  '2 large free-range eggs',
  '1 egg',
  'salt and freshly ground black pepper',
  '1 tsp ground cumin',
  '2 carrots, peeled and diced',
  '200g carrots',
  '1 bunch fresh coriander',
  '1 courgette, sliced',
  '150ml/5fl oz vegetable stock',
  '1 kg beef mince',
  '1 tbsp ground cumin',
  '1 tsp ground cumin',
  '1 litre vegetable stock',
];

const recipesArbitrary = fc.array(
  fc.record({
    lines: fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 8 }),
    name: fc.constantFrom('Soup', 'Stew', 'Curry', 'Pasta', 'Salad', 'Pie'),
  }),
  { minLength: 1, maxLength: 6 },
);

const toRecipes = (specs: readonly { lines: string[]; name: string }[]) =>
  specs.map((spec, index) => recipeWith(`r${index}`, `${spec.name} ${index}`, spec.lines));

describe('merging properties', () => {
  it('the order of recipes does not change the list', () => {
    fc.assert(
      fc.property(recipesArbitrary, fc.func(fc.integer()), (specs, rank) => {
        const recipes = toRecipes(specs);
        const shuffled = [...recipes].sort((a, b) => rank(a.id) - rank(b.id));
        expect(buildShoppingList(shuffled)).toEqual(buildShoppingList(recipes));
      }),
    );
  });

  it('quantities are conserved: per name and dimension, the list holds the sum of the lines in base units', () => {
    // Base units: g for mass, ml for volume (convertible units combine, PRODUCT.md); else the unit.
    const base = (item: { quantity: number | null; unit: string | null }): [string, number] => {
      const unit = item.unit === null ? undefined : unitDefinition(item.unit);
      if (unit === undefined || unit.kind !== 'measure')
        return [item.unit ?? '', item.quantity ?? 0];
      return [unit.dimension, (item.quantity ?? 0) * unit.factor];
    };
    fc.assert(
      fc.property(recipesArbitrary, (specs) => {
        const recipes = toRecipes(specs);
        const list = buildShoppingList(recipes);
        const byRecipe = recipes.map((recipe) => buildShoppingList([recipe]));
        for (const item of list.items) {
          if (item.unit === 'bottle' || item.unit === 'jar') continue; // consolidated on purpose
          const [dimension, amount] = base(item);
          // Pieces of a thing with an average weight count as grams beside a weight of it.
          const perPiece = dimension === 'mass' ? gramsPerItem(item.name) : null;
          const weight = (part: { quantity: number | null; unit: string | null }) =>
            perPiece !== null && part.unit === null ? (part.quantity ?? 0) * perPiece : null;
          const parts = byRecipe.flatMap((single) =>
            single.items.filter(
              (i) => i.name === item.name && (base(i)[0] === dimension || weight(i) !== null),
            ),
          );
          const total = parts.reduce((sum, part) => sum + (weight(part) ?? base(part)[1]), 0);
          expect(amount).toBeCloseTo(total, 6);
        }
      }),
    );
  });

  it('keys are stable: the same item has the same key in every list it appears in', () => {
    fc.assert(
      fc.property(recipesArbitrary, recipesArbitrary, (first, second) => {
        const a = buildShoppingList(toRecipes(first));
        const b = buildShoppingList(toRecipes(second));
        const keysB = new Map(b.items.map((item) => [`${item.name}|${item.unit}`, item.key]));
        for (const item of a.items) {
          const other = keysB.get(`${item.name}|${item.unit}`);
          if (other !== undefined) expect(other).toBe(item.key);
          expect(item.key).toBe(`${item.name}-${item.category}-${item.unit ?? 'count'}`);
        }
        expect(new Set(a.items.map((item) => item.key)).size).toBe(a.items.length);
      }),
    );
  });
});
