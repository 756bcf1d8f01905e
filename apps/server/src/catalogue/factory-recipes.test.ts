import { describe, expect, it } from 'vitest';
import data from './factory-recipes.json' with { type: 'json' };

/** The Chef's Pick (factory) catalogue as stored in factory-recipes.json. */
interface CatalogueIngredientGroup {
  title: string;
  items: string[];
}

interface CatalogueRecipe {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  servings: number;
  prepTime: number;
  cookTime: number;
  ingredients: string[];
  ingredientGroups?: CatalogueIngredientGroup[];
  displayGroups?: boolean;
  instructions: string[];
}

const catalogue = data as unknown as { catalogVersion: unknown; recipes: CatalogueRecipe[] };
const recipes = catalogue.recipes;

type MealType = 'veggie' | 'meat' | 'fish' | 'sweet';

/** SPEC rule: a recipe matches a meal type by its category or any of its tags. */
const MEAL_TYPE_WORDS: Record<MealType, readonly string[]> = {
  veggie: ['vegetable', 'vegetarian', 'vegan'],
  meat: ['meat', 'beef', 'chicken', 'pork', 'lamb', 'turkey'],
  fish: ['fish', 'seafood', 'salmon', 'tuna'],
  sweet: ['dessert', 'desserts', 'sweet'],
};

const MEAL_TYPES = Object.keys(MEAL_TYPE_WORDS) as MealType[];

function mealTypesOf(recipe: CatalogueRecipe): MealType[] {
  const words = [recipe.category, ...recipe.tags].map((word) => word.trim().toLowerCase());
  return MEAL_TYPES.filter((type) => MEAL_TYPE_WORDS[type].some((word) => words.includes(word)));
}

type TimeBucket = 'up to 30 minutes' | 'over 30 to 60 minutes' | 'over 60 minutes';

function timeBucketOf(recipe: CatalogueRecipe): TimeBucket {
  const total = recipe.prepTime + recipe.cookTime;
  if (total <= 30) return 'up to 30 minutes';
  if (total <= 60) return 'over 30 to 60 minutes';
  return 'over 60 minutes';
}

const isNonEmptyText = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() !== '';

describe("the Chef's Pick (factory) recipes", () => {
  it('is a catalogue of version 1 with at least 48 recipes', () => {
    expect(catalogue.catalogVersion).toBe(1);
    expect(Array.isArray(recipes)).toBe(true);
    expect(recipes.length).toBeGreaterThanOrEqual(48);
  });

  it('gives every recipe a unique id of the form cp-<kebab-slug>', () => {
    for (const recipe of recipes) expect(recipe.id).toMatch(/^cp-[a-z0-9-]+$/);
    const ids = recipes.map((recipe) => recipe.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every recipe a unique name', () => {
    const names = recipes.map((recipe) => recipe.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))(
    'has every field present and of the right type: %s',
    (_id, recipe) => {
      expect(isNonEmptyText(recipe.name)).toBe(true);
      expect(isNonEmptyText(recipe.description)).toBe(true);
      expect(isNonEmptyText(recipe.category)).toBe(true);

      expect(Array.isArray(recipe.tags)).toBe(true);
      expect(recipe.tags.length).toBeGreaterThan(0);
      for (const tag of recipe.tags) {
        expect(isNonEmptyText(tag)).toBe(true);
        expect(tag).toBe(tag.toLowerCase());
      }

      expect(Number.isInteger(recipe.servings)).toBe(true);
      expect(recipe.servings).toBeGreaterThanOrEqual(1);
      expect(recipe.servings).toBeLessThanOrEqual(12);
      for (const time of [recipe.prepTime, recipe.cookTime]) {
        expect(Number.isInteger(time)).toBe(true);
        expect(time).toBeGreaterThanOrEqual(0);
      }

      expect(Array.isArray(recipe.ingredients)).toBe(true);
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(4);
      for (const line of recipe.ingredients) expect(isNonEmptyText(line)).toBe(true);

      expect(Array.isArray(recipe.instructions)).toBe(true);
      expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
      for (const step of recipe.instructions) expect(isNonEmptyText(step)).toBe(true);
    },
  );

  it('has titled ingredient groups whose items equal the flat ingredients list in order', () => {
    const grouped = recipes.filter((recipe) => recipe.ingredientGroups !== undefined);
    expect(grouped.length).toBeGreaterThan(0);
    for (const recipe of grouped) {
      const groups = recipe.ingredientGroups ?? [];
      expect(groups.length, recipe.id).toBeGreaterThan(0);
      for (const group of groups) {
        expect(isNonEmptyText(group.title), recipe.id).toBe(true);
        expect(group.items.length, `${recipe.id}: ${group.title}`).toBeGreaterThan(0);
      }
      expect(
        groups.flatMap((group) => group.items),
        recipe.id,
      ).toEqual(recipe.ingredients);
      expect(recipe.displayGroups, recipe.id).toBe(true);
    }
  });

  it('sets displayGroups only on recipes that have ingredient groups', () => {
    for (const recipe of recipes) {
      if (recipe.ingredientGroups === undefined) {
        expect(recipe.displayGroups, recipe.id).toBeUndefined();
      }
    }
  });

  it('matches every recipe to exactly one meal type', () => {
    for (const recipe of recipes) {
      expect(mealTypesOf(recipe), recipe.id).toHaveLength(1);
    }
  });

  it('has at least twelve recipes of each meal type', () => {
    for (const type of MEAL_TYPES) {
      const count = recipes.filter((recipe) => mealTypesOf(recipe).includes(type)).length;
      expect(count, type).toBeGreaterThanOrEqual(12);
    }
  });

  it('has at least ten recipes in each time bucket (up to 30, over 30 to 60, over 60 minutes)', () => {
    const buckets: TimeBucket[] = ['up to 30 minutes', 'over 30 to 60 minutes', 'over 60 minutes'];
    for (const bucket of buckets) {
      const count = recipes.filter((recipe) => timeBucketOf(recipe) === bucket).length;
      expect(count, bucket).toBeGreaterThanOrEqual(10);
    }
  });
});
