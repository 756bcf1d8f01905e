import { parseRecipe } from '@plateful/contracts';
import { loadFoodTable, type Recipe } from '@plateful/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFoodModel, type FoodModel } from './food-model.ts';

function recipe(ingredients: string[]): Recipe {
  const parsed = parseRecipe({ id: 'r', name: 'Test', servings: 4, ingredients });
  if (!parsed) throw new Error('not a recipe');
  return parsed;
}

let model: FoodModel;
beforeAll(async () => {
  model = createFoodModel(await loadFoodTable());
});

describe('the food model’s metric lines', () => {
  it('shows a cup as grams, the same with or without its recipe', () => {
    const pancakes = recipe(['1 cup plain flour', '2 eggs']);
    expect(model.metricLine('1 cup plain flour')).toBe('125 g plain flour');
    expect(model.metricLine('1 cup plain flour', pancakes)).toBe('125 g plain flour');
  });

  it('sizes a pint as its recipe means it: a US recipe’s is 473 ml, a UK one’s 568', () => {
    const american = recipe(['1 pint heavy cream', '1 cup all-purpose flour', '1 stick butter']);
    const british = recipe(['1 pint double cream', '200 g plain flour', '100 g butter']);
    expect(model.metricLine('1 pint heavy cream', american)).toMatch(/^473 ml heavy cream$/);
    expect(model.metricLine('1 pint double cream', british)).toMatch(/^568 ml double cream$/);
    // Without its recipe a pint is the UK one.
    expect(model.metricLine('1 pint heavy cream')).toMatch(/^568 ml heavy cream$/);
  });

  it('pours a drink’s ounce of syrup by its recipe: a line alone is weighed', () => {
    const sour = recipe(['2 oz bourbon', '3/4 oz lemon juice', '1 oz simple syrup']);
    expect(model.metricLine('1 oz simple syrup', sour)).toBe('28 ml simple syrup');
    expect(model.metricLine('1 oz simple syrup')).toBe('28 g simple syrup');
  });
});

describe('the food model’s metric method steps', () => {
  it('shows an oven’s Fahrenheit as Celsius and a pan’s inches as centimetres', () => {
    expect(model.metricStep('Heat the oven to 350°F and butter a 9 x 13-inch dish.')).toBe(
      'Heat the oven to 180°C/160°C fan/gas 4 and butter a 23 x 33\u00a0cm dish.',
    );
    expect(model.metricStep('Bake for 25 minutes.')).toBe('Bake for 25 minutes.');
  });
});
