import { parseRecipe } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IngredientsAndMethod } from './ingredients-and-method.tsx';

function recipe(ingredients: string[]): Recipe {
  const parsed = parseRecipe({ id: 'r1', name: 'Test', servings: 2, ingredients });
  if (!parsed) throw new Error('not a recipe');
  return parsed;
}

describe('the ingredients tab', () => {
  it('offers the metric switch beside the ingredient lines', () => {
    render(<IngredientsAndMethod recipe={recipe(['1 cup flour'])} />);
    expect(screen.getByRole('switch', { name: 'Metric' })).toBeTruthy();
  });

  it('shows no metric switch when the recipe has no ingredients to show in grams', () => {
    render(<IngredientsAndMethod recipe={recipe([])} />);
    expect(screen.getByText('No ingredients provided.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Metric' })).toBeNull();
  });
});
