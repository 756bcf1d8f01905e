import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse-ingredient.ts';
import {
  AUSTRALIAN_TABLESPOON_ML,
  measuredByRecipe,
  METRIC_CUP_ML,
  recipeMeasures,
  US_FLUID_MEASURES_ML,
  US_SIZES,
  usSizes,
} from './recipe-measures.ts';

const measuresOf = (lines: string[]) => recipeMeasures(lines.map((line) => parseIngredient(line)));

describe('recipeMeasures', () => {
  it('gives nothing for a recipe whose measures are the table’s', () => {
    expect(measuresOf(['2 cups all-purpose flour', '1 tbsp olive oil', '200g plain flour'])).toBe(
      null,
    );
  });

  it('reads a pint as the US pint in a recipe written in cups and sticks', () => {
    const measures = measuresOf(['1 pint milk', '2 cups all-purpose flour', '1 stick butter']);
    expect(measures?.pint).toBe(473.176);
    expect(measures?.quart).toBe(946.353);
    expect(measures?.['fl oz']).toBe(29.5735);
  });

  it('reads "heavy cream" as American, so its pint is the US one', () => {
    expect(measuresOf(['1 pint heavy cream'])).toEqual(US_FLUID_MEASURES_ML);
  });

  it('keeps the UK pint in a recipe written in grams and UK names', () => {
    expect(measuresOf(['1 pint double cream', '200g plain flour', '2 spring onions'])).toBe(null);
    expect(measuresOf(['½ pint full-fat milk', '1 x 400g tin tomatoes'])).toBe(null);
  });

  it('keeps the UK pint when nothing in the recipe says it is American', () => {
    expect(measuresOf(['1 pint milk', '2 eggs'])).toBe(null);
  });

  it('takes ounces and pounds for neither side: a UK imperial recipe’s pint stays the UK one', () => {
    expect(measuresOf(['1 pint milk', '8 oz plain flour', '4 oz butter', '1 lb apples'])).toBe(
      null,
    );
  });

  it('reads a quart of half-and-half beside cups as the US quart', () => {
    expect(measuresOf(['1 quart half and half', '1 cup sugar'])?.quart).toBe(946.353);
  });

  it('reads a tablespoon as 20 ml where the recipe’s lines give it so', () => {
    const measures = measuresOf(['1 Tbsp (20ml) - Olive Oil', '2 Tbsp - Dried Herbs']);
    expect(measures).toEqual({ tbsp: AUSTRALIAN_TABLESPOON_ML });
  });

  it('keeps the 15 ml tablespoon where as many lines give it as 15 ml', () => {
    expect(measuresOf(['1 tbsp (15 ml) oil', '2 tbsp (40 ml) vinegar'])).toBe(null);
  });

  it('reads a cup as 250 ml where the recipe’s lines give it so', () => {
    expect(measuresOf(['½ cup (125 mL) milk', '1 cup sugar'])).toEqual({ cup: METRIC_CUP_ML });
    expect(measuresOf(['1 cup/240 ml stock', '1 cup sugar'])).toBe(null);
  });

  it('reads a sized egg in a recipe written in US measures as a US size', () => {
    const american = measuresOf(['2 cups all-purpose flour', '1 cup sugar', '2 large eggs']);
    expect(american).toEqual({ [US_SIZES]: 1 });
    expect(usSizes(american)).toBe(true);
    // The US pint stays beside it.
    expect(measuresOf(['1 pint milk', '1 cup sugar', '3 large egg whites'])).toEqual({
      ...US_FLUID_MEASURES_ML,
      [US_SIZES]: 1,
    });
    // A UK recipe's large egg, and a US recipe's egg of no size, keep the table's.
    expect(measuresOf(['250g plain flour', '200g caster sugar', '2 large eggs'])).toBe(null);
    expect(measuresOf(['2 cups all-purpose flour', '2 eggs'])).toBe(null);
    expect(usSizes(null)).toBe(false);
  });

  it('says which lines the recipe’s measures change', () => {
    const measures = { pint: 473.176 };
    expect(measuredByRecipe('pint', measures)).toBe(true);
    expect(measuredByRecipe('cup', measures)).toBe(false);
    expect(measuredByRecipe(null, measures)).toBe(false);
    expect(measuredByRecipe('pint', null)).toBe(false);
  });
});
