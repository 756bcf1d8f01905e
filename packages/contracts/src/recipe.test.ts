import { describe, expect, it } from 'vitest';
import { normaliseRecipe, parseRecipe, parseShoppingRecipe, readRecipeWire } from './recipe.ts';

const normalise = (wire: unknown) => normaliseRecipe(readRecipeWire(wire)!);

describe('normaliseRecipe', () => {
  it('reads the camelCase spelling', () => {
    const recipe = normalise({
      id: 'r1',
      name: 'Fish pie',
      prepTime: 20,
      cookTime: 40,
      imageUrl: 'https://img/1.jpg',
      createdAt: '2025-01-01T00:00:00Z',
      ingredientGroups: [{ title: 'Sauce', items: ['500ml milk'] }],
      displayGroups: true,
      shareCode: 'ABC123',
    });
    expect(recipe).toMatchObject({
      id: 'r1',
      name: 'Fish pie',
      prepTime: 20,
      cookTime: 40,
      imageUrl: 'https://img/1.jpg',
      createdAt: '2025-01-01T00:00:00Z',
      displayGroups: true,
      shareCode: 'ABC123',
    });
    expect(recipe.ingredientGroups).toEqual([
      {
        title: 'Sauce',
        items: [
          { rawText: '500ml milk', name: null, amount: null, unit: null, ingredientId: null },
        ],
      },
    ]);
  });

  it('reads the snake_case spelling and title for name', () => {
    const recipe = normalise({
      id: 7,
      title: 'Dal',
      prep_time: '10',
      cook_time: '25 mins',
      image_url: 'https://img/2.jpg',
      source_url: 'https://example.com/dal',
      created_at: '2024-05-01',
      updated_at: '2024-05-02',
      ingredient_groups: JSON.stringify([
        { title: 'Main', items: [{ rawText: '200g red lentils' }] },
      ]),
      share_code: 'XYZ789',
      tiktok_handle: '@cook',
    });
    expect(recipe).toMatchObject({
      id: '7',
      name: 'Dal',
      prepTime: 10,
      cookTime: 25,
      imageUrl: 'https://img/2.jpg',
      sourceUrl: 'https://example.com/dal',
      createdAt: '2024-05-01',
      updatedAt: '2024-05-02',
      shareCode: 'XYZ789',
      tiktokHandle: '@cook',
    });
    expect(recipe.ingredientGroups[0]?.items[0]?.rawText).toBe('200g red lentils');
  });

  it('reads the other spelling of a field whose first spelling is blank', () => {
    const recipe = normalise({
      id: 'b',
      name: ' ',
      title: 'Stew',
      imageUrl: '',
      image_url: 'https://img/3.jpg',
      ingredients: [{ rawText: '  ', raw_text: '1 onion', unit: ' ' }],
    });
    expect(recipe).toMatchObject({ name: 'Stew', imageUrl: 'https://img/3.jpg' });
    expect(recipe.ingredients[0]).toMatchObject({ rawText: '1 onion', unit: null });
  });

  it("defaults the name to 'Untitled Recipe' and servings to 4", () => {
    const recipe = normalise({ id: 'x', name: '  ', servings: 'lots' });
    expect(recipe.name).toBe('Untitled Recipe');
    expect(recipe.servings).toBe(4);
  });

  it('reads what a recipe makes beside its servings, blank as none', () => {
    expect(normalise({ id: 'c', servings: 4, yields: ' 24 cookies ' })).toMatchObject({
      servings: 4,
      yields: '24 cookies',
    });
    expect(normalise({ id: 'c', yields: '   ' }).yields).toBeNull();
    expect(normalise({ id: 'c', yields: 24 }).yields).toBeNull();
    expect(normalise({ id: 'c' }).yields).toBeNull();
  });

  it('reads instructions as a list or newline-separated text', () => {
    expect(normalise({ instructions: 'Chop.\n\nFry.\r\nServe.' }).instructions).toEqual([
      'Chop.',
      'Fry.',
      'Serve.',
    ]);
    expect(normalise({ instructions: ['Chop.', { text: 'Fry.' }] }).instructions).toEqual([
      'Chop.',
      'Fry.',
    ]);
  });

  it('reads ingredients as strings or objects {amount, unit, rawText, name, ingredient{id, name}}', () => {
    const recipe = normalise({
      ingredients: [
        '2 onions',
        { amount: 2, unit: 'tbsp', name: 'olive oil', ingredient: { id: 9, name: 'Olive oil' } },
        { ingredient: { id: 'i3', name: 'Leeks' } },
      ],
    });
    expect(recipe.ingredients).toEqual([
      { rawText: '2 onions', name: null, amount: null, unit: null, ingredientId: null },
      { rawText: null, name: 'olive oil', amount: 2, unit: 'tbsp', ingredientId: '9' },
      { rawText: null, name: 'Leeks', amount: null, unit: null, ingredientId: 'i3' },
    ]);
  });

  it('marks owner_account_code FACTORY_RECIPES, isFactory, or readonly with sourceId as factory', () => {
    expect(normalise({ owner_account_code: 'FACTORY_RECIPES' }).isFactory).toBe(true);
    expect(normalise({ isFactory: true }).isFactory).toBe(true);
    expect(normalise({ readonly: true, sourceId: 'base-1' }).isFactory).toBe(true);
    expect(normalise({ readonly: true }).isFactory).toBe(false);
  });

  it('falls back to defaults for fields of the wrong type instead of failing', () => {
    const recipe = parseRecipe({
      id: 'r',
      name: 42,
      tags: 'quick, veggie',
      servings: null,
      ingredients: 'not json',
    });
    expect(recipe).toMatchObject({
      id: 'r',
      name: 'Untitled Recipe',
      tags: ['quick', 'veggie'],
      servings: 4,
    });
    expect(recipe?.ingredients.map((i) => i.rawText)).toEqual(['not json']);
    expect(parseRecipe('nope')).toBeNull();
    expect(parseRecipe(null)).toBeNull();
    expect(parseRecipe([{ id: 'r' }])).toBeNull();
  });

  it('reads a field of the wrong type as absent, in the recipe and in its ingredients', () => {
    const recipe = parseRecipe({
      id: 'r',
      name: { text: 'Soup' },
      title: 'Leek Soup',
      servings: Number.POSITIVE_INFINITY,
      prepTime: '15 mins',
      cookTime: [30],
      images: 'one.jpg',
      isFactory: { yes: true },
      catalogVersion: { v: 1 },
      instructions: 7,
      ingredients: [
        { amount: Number.NaN, unit: 3, name: 'leeks', ingredient: 'Leeks', ingredientId: 5 },
        { amount: '1/2', name: ['salt'], ingredient: { id: {}, name: 'Salt' } },
        ['2 leeks'],
      ],
    });
    expect(recipe).toMatchObject({
      name: 'Leek Soup',
      servings: 4,
      prepTime: 15,
      cookTime: null,
      images: [],
      isFactory: false,
      catalogVersion: null,
      instructions: [],
    });
    expect(recipe?.ingredients).toEqual([
      { rawText: null, name: 'leeks', amount: null, unit: null, ingredientId: '5' },
      { rawText: null, name: 'Salt', amount: '1/2', unit: null, ingredientId: null },
      { rawText: null, name: null, amount: null, unit: null, ingredientId: null },
    ]);
  });
});

describe('readRecipeWire', () => {
  it('reads a plain object by its own keys: the fields it has, each in its kind, others dropped', () => {
    const wire = readRecipeWire(
      JSON.parse(
        '{"ingredients":["2 onions"],"name":"Soup","servings":"4 people","extra":1,"tags":7,"id":3}',
      ),
    );
    expect(wire).toEqual({ ingredients: ['2 onions'], name: 'Soup', servings: '4 people', id: 3 });
    const bare = Object.assign(Object.create(null) as object, { title: 'Stew', calories: null });
    expect(readRecipeWire(bare)).toEqual({ title: 'Stew', calories: null });
  });

  it('reads any other object field by field, inherited fields and getters too', () => {
    const inherited = Object.create({ name: 'Inherited' }) as { servings?: number };
    inherited.servings = 2;
    expect(readRecipeWire(inherited)).toEqual({ name: 'Inherited', servings: 2 });
    class Wire {
      get title(): string {
        return 'From a getter';
      }
    }
    expect(readRecipeWire(new Wire())).toEqual({ title: 'From a getter' });
  });
});

describe('parseShoppingRecipe', () => {
  it("reads a shopping list's fields in either spelling, each as the whole recipe reads it", () => {
    const wires: unknown[] = [
      { id: 7, title: '  Leek Soup ', servings: '6 people', source_url: 'https://a.au/soup' },
      { id: ' r2 ', name: '', servings: 0, ingredients_flat: ['2 leeks'], sourceUrl: ' ' },
      { ingredient_groups: '[{"title":"Sauce","ingredients":["500ml milk"]}]', ingredients: [] },
      { name: 'Stew', ingredients: 'not json\n1 onion', servings: Number.NaN, extra: 1 },
    ];
    for (const wire of wires) {
      const whole = parseRecipe(wire)!;
      expect(parseShoppingRecipe(wire)).toEqual({
        id: whole.id,
        name: whole.name,
        servings: whole.servings,
        sourceUrl: whole.sourceUrl,
        ingredientGroups: whole.ingredientGroups,
        ingredients: whole.ingredients,
      });
    }
    expect(parseShoppingRecipe(wires[0])).toMatchObject({
      id: '7',
      name: 'Leek Soup',
      servings: 6,
      sourceUrl: 'https://a.au/soup',
    });
    expect(parseShoppingRecipe(wires[3])?.ingredients.map((i) => i.rawText)).toEqual([
      'not json',
      '1 onion',
    ]);
    expect(parseShoppingRecipe('nope')).toBeNull();
  });
});
