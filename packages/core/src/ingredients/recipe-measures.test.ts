import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse-ingredient.ts';
import {
  AUSTRALIAN_TABLESPOON_ML,
  measuredByRecipe,
  measuresCountryOf,
  METRIC_CUP_ML,
  recipeMeasures,
  US_FLUID_MEASURES_ML,
  US_SIZES,
  usSizes,
  writtenInUsMeasures,
} from './recipe-measures.ts';

const measuresOf = (lines: string[]) => recipeMeasures(lines.map((line) => parseIngredient(line)));

describe('recipeMeasures', () => {
  it('gives nothing for a recipe whose measures are the table’s', () => {
    expect(measuresOf(['2 cups all-purpose flour', '1 tbsp olive oil', '2 eggs'])).toBe(null);
    expect(measuresOf(['200g plain flour', '1 tbsp olive oil', '100ml milk'])).toBe(null);
  });

  it('reads a cup as 250 ml in a recipe written to metric measures', () => {
    // Cups beside grams and millilitres, and no ounce, pound or stick: a metric cup.
    expect(measuresOf(['1 cup (150g) plain flour', '500g beef mince', '2 tbs olive oil'])).toEqual({
      cup: METRIC_CUP_ML,
    });
    expect(measuresOf(['2 cups basmati rice', '500 ml water', '1 tsp salt'])).toEqual({
      cup: METRIC_CUP_ML,
    });
    // A US recipe weighs in ounces and pounds beside its cups, or says its cup is 240 ml.
    expect(measuresOf(['1 cup sugar', '200g dark chocolate', '8 oz cream cheese'])).toBe(null);
    expect(measuresOf(['1 cup (240ml) milk', '1 cup sugar', '100g butter'])).toBe(null);
    expect(measuresOf(['2 cups flour', '1 stick butter', '50g chocolate'])).toBe(null);
  });

  it('reads an Australian site’s cup and tablespoon, and a New Zealand site’s cup', () => {
    const lines = ['1 cup plain flour', '2 tbsp olive oil', '1 onion'];
    const parsed = lines.map((line) => parseIngredient(line));
    expect(recipeMeasures(parsed, 'https://www.taste.com.au/recipes/scones/abc')).toEqual({
      tbsp: AUSTRALIAN_TABLESPOON_ML,
      cup: METRIC_CUP_ML,
    });
    expect(recipeMeasures(parsed, 'www.woop.co.nz')).toEqual({ cup: METRIC_CUP_ML });
    expect(recipeMeasures(parsed, 'https://www.example.com/au/recipe')).toBe(null);
    expect(recipeMeasures(parsed, null)).toBe(null);
    // Lines that say otherwise win: a 15 ml tablespoon stays the table's.
    const fifteen = ['1 tbsp (15 ml) oil', '2 tbsp (30 ml) vinegar', '1 onion'];
    expect(
      recipeMeasures(
        fifteen.map((line) => parseIngredient(line)),
        'taste.com.au',
      ),
    ).toBe(null);
    expect(measuresCountryOf('HTTPS://Delicious.COM.AU/x')).toBe('au');
    expect(measuresCountryOf('recipetineats.com')).toBe(null);
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

describe('writtenInUsMeasures', () => {
  // Lines that count for one side by their unit, their names, both or neither.
  const pool = [
    '2 cups all-purpose flour',
    '1 cup heavy cream',
    '8 oz cream cheese',
    '1 stick butter',
    '3 scallions, sliced',
    '1 lb shrimp',
    '2 tsp kosher salt',
    '200g plain flour',
    '100ml double cream',
    '2 courgettes, diced',
    '500g beef mince',
    '1 tbsp caster sugar',
    '1 litre milk',
    '2 eggs',
    '1 onion, chopped',
  ].map((line) => parseIngredient(line));

  /** Every line's units and names counted, as the answer was before it stopped early. */
  const everyLineCounted = (lines: typeof pool): boolean => {
    let lead = 0;
    for (const line of lines) {
      // Ounces and pounds count for neither side.
      if (line.unit !== null && ['cup', 'stick'].includes(line.unit)) lead += 1;
      else if (line.unit !== null && ['g', 'ml', 'l', 'kg'].includes(line.unit)) lead -= 1;
      if (/heavy cream|all-purpose|scallions|shrimp|kosher salt/.test(line.name)) lead += 1;
      if (/plain flour|double cream|courgettes|mince|caster/.test(line.original)) lead -= 1;
    }
    return lead > 0;
  };

  it('answers as counting every line would, though it stops once the lines left cannot change it', () => {
    // Recipes of 1-8 lines drawn from the pool by a fixed rule, US and UK lines mixed in any order.
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let recipe = 0; recipe < 500; recipe += 1) {
      const lines = Array.from({ length: 1 + (next() % 8) }, () => pool[next() % pool.length]!);
      expect(writtenInUsMeasures(lines)).toBe(everyLineCounted(lines));
    }
    expect(writtenInUsMeasures([])).toBe(false);
  });

  it('reads a recipe by its names where its units are even', () => {
    const lines = ['1 cup heavy cream', '200g plain flour', '3 scallions, sliced'].map((line) =>
      parseIngredient(line),
    );
    expect(writtenInUsMeasures(lines)).toBe(true);
    expect(writtenInUsMeasures(lines.slice(0, 2))).toBe(false);
  });
});
