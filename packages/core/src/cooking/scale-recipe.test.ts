import { describe, expect, it } from 'vitest';
import { ingredientFromText } from '../recipes/recipe.ts';
import { clampServings, scaleRecipeIngredients } from './scale-recipe.ts';

describe('scaleRecipeIngredients', () => {
  it('scales every line and every group from the recipe’s own servings', () => {
    const recipe = {
      servings: 4,
      ingredients: ['2 eggs', 'a pinch of salt'].map(ingredientFromText),
      ingredientGroups: [{ title: 'Sauce', items: [ingredientFromText('100 ml cream')] }],
    };
    const scaled = scaleRecipeIngredients(recipe, 6);
    expect(scaled.ingredients.map((item) => item.rawText)).toEqual(['3 eggs', 'a pinch of salt']);
    expect(scaled.ingredientGroups[0]?.items[0]?.rawText).toBe('150 ml cream');
  });
});

describe('clampServings', () => {
  it('keeps servings whole and within 1–50', () => {
    expect(clampServings(0, 4)).toBe(1);
    expect(clampServings(80, 4)).toBe(50);
    expect(clampServings(2.6, 4)).toBe(3);
    expect(clampServings(Number.NaN, 4)).toBe(4);
  });
});
