import { describe, expect, it } from 'vitest';
import {
  ingredientLine,
  ingredientText,
  isFactoryRecipe,
  isUsableIngredientText,
} from './recipe.ts';

describe('factory detection', () => {
  it('is factory when the owner is FACTORY_RECIPES, or isFactory, or readonly with a sourceId', () => {
    expect(isFactoryRecipe({ ownerAccountCode: 'FACTORY_RECIPES' })).toBe(true);
    expect(isFactoryRecipe({ isFactory: true })).toBe(true);
    expect(isFactoryRecipe({ readonly: true, sourceId: 'base-1' })).toBe(true);
    expect(isFactoryRecipe({ source: 'factory' })).toBe(true);
  });

  it('is not factory otherwise (readonly alone is not enough)', () => {
    expect(isFactoryRecipe({ readonly: true })).toBe(false);
    expect(isFactoryRecipe({ ownerAccountCode: 'ABCDE12345ABCDE12345ABCDE' })).toBe(false);
    expect(isFactoryRecipe({})).toBe(false);
  });
});

describe('ingredient text', () => {
  it("falls back to the ingredient name, then 'Unknown ingredient'", () => {
    const base = { amount: null, unit: null, ingredientId: null };
    expect(ingredientText({ ...base, rawText: '2 leeks', name: 'leeks' })).toBe('2 leeks');
    expect(ingredientText({ ...base, rawText: '', name: 'leeks' })).toBe('leeks');
    expect(ingredientText({ ...base, rawText: null, name: null })).toBe('Unknown ingredient');
    expect(ingredientText('')).toBe('Unknown ingredient');
  });

  it('is used for the shopping list only if longer than 2 characters after trimming', () => {
    expect(isUsableIngredientText('  ab ')).toBe(false);
    expect(isUsableIngredientText('egg')).toBe(true);
  });
});

describe('the line to parse for an ingredient', () => {
  it("falls back to the ingredient's name when it has no raw text, and leaves out an ingredient with neither", () => {
    expect(
      ingredientLine({
        rawText: null,
        name: 'Leeks',
        amount: null,
        unit: null,
        ingredientId: null,
      }),
    ).toBe('Leeks');
    expect(
      ingredientLine({ rawText: '  ', name: null, amount: null, unit: null, ingredientId: null }),
    ).toBe('');
  });

  it("puts an object ingredient's amount and unit with its name, ignoring 'units'", () => {
    expect(
      ingredientLine({
        rawText: null,
        name: 'olive oil',
        amount: 2,
        unit: 'tbsp',
        ingredientId: 'i1',
      }),
    ).toBe('2 tbsp olive oil');
    expect(
      ingredientLine({
        rawText: null,
        name: 'lemons',
        amount: '2',
        unit: 'units',
        ingredientId: null,
      }),
    ).toBe('2 lemons');
  });
});
