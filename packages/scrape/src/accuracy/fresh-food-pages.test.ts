import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { findMicrodataRecipe } from '../extract/microdata.ts';
import { foodPageData } from './fresh-food-pages.ts';

describe('a fresh page’s data for the food bench', () => {
  it('reads an older microdata Recipe, whose lines are `ingredients`', () => {
    const $ = load(`<div itemscope itemtype="http://schema.org/Recipe">
      <span itemprop="recipeYield">Serves 6</span>
      <ul><li itemprop="ingredients">2 cups rice</li><li itemprop="ingredients">1 onion</li></ul>
      <div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
        <span itemprop="calories">310 calories</span></div></div>`);
    const data = foodPageData(findMicrodataRecipe($)!, { canonical: 'https://example.org/rice' });
    expect(data?.ingredients).toEqual(['2 cups rice', '1 onion']);
    expect(data?.nutrients).toEqual({ calories: '310' });
    expect(data?.yields).toMatch(/^6 servings/);
  });

  it('reads the lines, the yield as the app words it, the calories and the serving size', () => {
    const data = foodPageData(
      {
        '@type': 'Recipe',
        recipeIngredient: ['1 cup (125 g) flour', '2 &amp; a half <b>eggs</b>', ''],
        recipeYield: ['4', '4 servings'],
        nutrition: {
          '@type': 'NutritionInformation',
          calories: '250 kcal',
          servingSize: '1 slice',
        },
      },
      { language: 'en-GB', canonical: 'https://example.org/cake' },
    );
    expect(data).toEqual({
      language: 'en-GB',
      ingredients: ['1 cup (125 g) flour', '2 & a half eggs'],
      yields: '4 servings',
      servings: 4,
      nutrients: { calories: '250', servingSize: '1 slice' },
      canonical_url: 'https://example.org/cake',
    });
  });

  it('prefers the Recipe’s own language, follows a nutrition reference, reads kJ as kcal', () => {
    const nutrition = { '@id': '#n', calories: '1046 kJ' };
    const data = foodPageData(
      {
        recipeIngredient: ['a', 'b'],
        inLanguage: 'de',
        recipeYield: 6,
        nutrition: { '@id': '#n' },
      },
      { language: 'en' },
      (value) => ((value as { '@id'?: string })?.['@id'] === '#n' ? nutrition : value),
    );
    expect(data?.language).toBe('de');
    expect(data?.nutrients).toEqual({ calories: '250' });
    expect(data?.yields).toMatch(/^6\b/);
    expect(data?.canonical_url).toBeNull();
  });

  it('reads a yield given in servings and in pieces by its servings, as its figures are per serving', () => {
    // A taco page's microdata: "4 servings" and "8 tacos", 641 kcal "Per serving" (two tacos).
    const $ = load(`<div itemscope itemtype="http://schema.org/Recipe">
      <span itemprop="recipeYield">4 servings</span><span itemprop="recipeYield">8 tacos</span>
      <ul><li itemprop="recipeIngredient">1 lb chorizo</li>
      <li itemprop="recipeIngredient">8 corn tortillas</li></ul>
      <div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
        <span itemprop="calories">641 kcal</span></div></div>`);
    expect(foodPageData(findMicrodataRecipe($)!, {})?.yields).toMatch(/^4 servings/);
    // One worded yield beside its number is read as the app reads it.
    expect(
      foodPageData({ recipeIngredient: ['a', 'b'], recipeYield: ['12', '12 muffins'] }, {})?.yields,
    ).toMatch(/muffin/);
    expect(
      foodPageData({ recipeIngredient: ['a', 'b'], recipeYield: '8 tacos' }, {})?.yields,
    ).toMatch(/taco/);
  });

  it('gives the servings the app reads from the yield, beside its worded yield', () => {
    const tarts = foodPageData(
      { recipeIngredient: ['a', 'b'], recipeYield: '2 tarts (8 servings each)' },
      {},
    );
    // Worded for display as two ("2 servings"), served as sixteen.
    expect(tarts?.yields).toMatch(/^2 /);
    expect(tarts?.servings).toBe(16);
    expect(
      foodPageData({ recipeIngredient: ['a', 'b'], recipeYield: ['4', '4 cups'] }, {})?.servings,
    ).toBe(4);
    expect(
      foodPageData({ recipeIngredient: ['a', 'b'], recipeYield: '24 cookies' }, {})?.servings,
    ).toBeNull();
  });

  it('gives the people a serving size names over a bare yield, as the app reads them', () => {
    const skewers = foodPageData(
      {
        recipeIngredient: ['a', 'b'],
        recipeYield: '42',
        nutrition: { calories: '250 kcal', servingSize: ' 4 (2 skewers per person).' },
      },
      {},
    );
    expect(skewers?.servings).toBe(4);
  });

  it('gives nothing for a page with fewer than two lines', () => {
    expect(foodPageData({ recipeIngredient: ['1 egg'] }, {})).toBeUndefined();
    expect(foodPageData({ name: 'x' }, {})).toBeUndefined();
  });
});
