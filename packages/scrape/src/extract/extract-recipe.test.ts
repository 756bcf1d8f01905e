// Extraction on small hand-written pages: one per way a recipe can be written down.
import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations.ts';
import { extractRecipe } from './extract-recipe.ts';
import { normaliseYield } from './yields.ts';

const URL_ = 'https://recipes.example/lasagne';
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('JSON-LD', () => {
  it('keeps a fraction set in superscript and subscript whole, as a browser shows it', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Rice',
        recipeIngredient: [
          '<sup>1</sup>⁄<sub>4</sub> cup lemon juice',
          '1 <sup>1</sup>/<sub>2</sub> cups rice',
        ],
        recipeInstructions: ['Cook.'],
      }),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1⁄4 cup lemon juice',
      '1 1/2 cups rice',
    ]);
  });

  it('finds the Recipe inside @graph, follows @id references and reads HowToSections', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': '#page', name: 'Lasagne | My Blog' },
          { '@type': 'Person', '@id': '#me', name: 'Ada Cook' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Lasagne &amp; <b>salad</b>',
            author: { '@id': '#me' },
            recipeIngredient: ['For the sauce:', '1 onion,  chopped', '400g &frac12; tomatoes'],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Sauce',
                itemListElement: [
                  { '@type': 'HowToStep', name: 'Step 1', text: 'Fry the onion.' },
                  { '@type': 'HowToStep', text: '<p>Add the tomatoes.</p>' },
                ],
              },
              { '@type': 'HowToStep', text: 'Bake for 40 minutes.' },
            ],
            prepTime: 'PT20M',
            cookTime: 'PT1H',
            recipeYield: ['6', '6 servings'],
            image: [
              { '@type': 'ImageObject', url: '/small.jpg', width: 100, height: 100 },
              { '@type': 'ImageObject', url: '/big.jpg', width: 1200, height: 800 },
            ],
            recipeCategory: ['Dinner', 'Pasta'],
            keywords: 'pasta, Italian, pasta',
          },
        ],
      }),
    );
    const draft = extractRecipe(html, URL_);
    expect(draft).toMatchObject({
      name: 'Lasagne & salad',
      author: 'Ada Cook',
      ingredients: ['1 onion, chopped', '400g ½ tomatoes'],
      ingredientGroups: [
        { title: 'For the sauce', items: ['1 onion, chopped', '400g ½ tomatoes'] },
      ],
      instructions: ['Sauce', 'Fry the onion.', 'Add the tomatoes.', 'Bake for 40 minutes.'],
      prepTime: 20,
      cookTime: 60,
      totalTime: 80,
      yields: '6 servings',
      servings: 6,
      imageUrl: 'https://recipes.example/big.jpg',
      category: 'Dinner, Pasta',
      tags: ['pasta', 'Italian'],
      sourceUrl: URL_,
    });
  });

  it('reads the page’s own calories a serving, and a yield of counted things', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Oat cookies',
        recipeIngredient: ['100 g oats', '100 g butter'],
        recipeInstructions: 'Mix. Bake.',
        recipeYield: '24 cookies',
        nutrition: { '@type': 'NutritionInformation', calories: '96 kcal', fatContent: '5 g' },
      }),
    );
    expect(extractRecipe(html, URL_)).toMatchObject({
      yields: '24 cookies',
      servings: null,
      calories: 96,
    });
    const without = page(
      jsonLd({ '@type': 'Recipe', name: 'Toast', recipeIngredient: ['1 slice bread'] }),
    );
    expect(extractRecipe(without, URL_)?.calories).toBeNull();
  });

  it('reads a Recipe that is a page mainEntity, with string instructions', () => {
    const html = page(
      jsonLd([
        {
          '@type': 'WebPage',
          mainEntity: {
            '@type': 'Recipe',
            name: 'Toast',
            recipeIngredient: '1 slice bread',
            recipeInstructions: 'Toast the bread.\nButter it.',
            totalTime: 'PT5M',
            recipeYield: 1,
            author: [{ name: 'A' }, 'B'],
            image: 'https://cdn.example/toast.jpg',
          },
        },
      ]),
    );
    expect(extractRecipe(html, URL_)).toMatchObject({
      name: 'Toast',
      ingredients: ['1 slice bread'],
      instructions: ['Toast the bread.', 'Butter it.'],
      totalTime: 5,
      yields: '1 serving',
      author: 'A, B',
      imageUrl: 'https://cdn.example/toast.jpg',
    });
  });

  it('survives raw newlines and trailing commas in the JSON', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek",],"recipeInstructions":"Boil\n it."}</script>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 leek']);
  });

  it('reads a method given as one HowToStep, a line a step, without its method-word name', () => {
    const recipe = (step: Record<string, string>) =>
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Gemista',
          recipeIngredient: ['6 tomatoes'],
          recipeInstructions: [{ '@type': 'HowToStep', ...step }],
        }),
      );
    const lines = 'Wash the tomatoes.\nScoop them out.\nFor the filling\nFry the onion.';
    const steps = ['Wash the tomatoes.', 'Scoop them out.', 'For the filling', 'Fry the onion.'];
    expect(extractRecipe(recipe({ name: 'Εκτέλεση', text: lines }), URL_)?.instructions).toEqual(
      steps,
    );
    expect(extractRecipe(recipe({ text: lines }), URL_)?.instructions).toEqual(steps);
    // One paragraph wrapped at its lines stays one step.
    const wrapped = 'Fry the onion in the oil until it is soft and\ngolden, then add the rice.';
    expect(extractRecipe(recipe({ text: wrapped }), URL_)?.instructions).toEqual([
      'Fry the onion in the oil until it is soft and golden, then add the rice.',
    ]);
    expect(
      extractRecipe(recipe({ name: 'Instructions', text: 'Mix and bake.' }), URL_)?.instructions,
    ).toEqual(['Mix and bake.']);
    // Short lines broken mid-sentence are one sentence, not a step each (session 75, review75b).
    const short = 'Mix the flour, sugar and\nbutter in a bowl.\nBake for 25 minutes.';
    expect(extractRecipe(recipe({ text: short }), URL_)?.instructions).toEqual([
      'Mix the flour, sugar and butter in a bowl.',
      'Bake for 25 minutes.',
    ]);
    // A paragraph wrapped mid-sentence, a blank line, then another: a step each.
    const paragraphs =
      'Preheat the oven to 180C and grease a 20cm tin, lining the base with baking paper so the\ncake turns out.\n\nBeat the butter and sugar.';
    expect(extractRecipe(recipe({ text: paragraphs }), URL_)?.instructions).toEqual([
      'Preheat the oven to 180C and grease a 20cm tin, lining the base with baking paper so the cake turns out.',
      'Beat the butter and sugar.',
    ]);
    // A step's own name stays.
    expect(
      extractRecipe(recipe({ name: 'Prepare the tomatoes', text: lines }), URL_)?.instructions,
    ).toEqual([
      'Prepare the tomatoes',
      'Wash the tomatoes. Scoop them out. For the filling Fry the onion.',
    ]);
  });

  it('reads no step from HowToTips, nor a title from a part made of tips alone', () => {
    const method = (recipeInstructions: unknown) =>
      extractRecipe(
        page(
          jsonLd({
            '@type': 'Recipe',
            name: 'Sauce',
            recipeIngredient: ['1 egg'],
            recipeInstructions,
          }),
        ),
        URL_,
      )?.instructions;
    const step = (text: string) => ({ '@type': 'HowToStep', text });
    const tip = (text: string) => ({ '@type': 'HowToTip', text });
    const section = (name: string, itemListElement: unknown[]) => ({
      '@type': 'HowToSection',
      name,
      itemListElement,
    });
    const techniques = section('Test Kitchen Techniques', [
      { '@type': 'HowToStep', name: 'How to Make It', itemListElement: [tip('Simmer water.')] },
      { '@type': 'HowToStep', name: 'Your Way', itemListElement: [tip('STOCK Use stock.')] },
    ]);
    // The part of tips goes, and the one part left, named only as the method, is the method.
    expect(
      method([section('Recipe Instructions', [step('Simmer.'), step('Whisk.')]), techniques]),
    ).toEqual(['Simmer.', 'Whisk.']);
    // A part with a name of its own stays titled.
    expect(
      method([section('For the sauce', [step('Simmer.'), step('Whisk.')]), techniques]),
    ).toEqual(['For the sauce', 'Simmer.', 'Whisk.']);
    // A tip among the steps is no step.
    expect(method([step('Simmer.'), tip('Use cold butter.'), step('Whisk.')])).toEqual([
      'Simmer.',
      'Whisk.',
    ]);
    // Near cases left alone: two parts of steps keep their names; a step that holds directions.
    expect(
      method([section('Sauce', [step('Simmer.')]), section('Pasta', [step('Boil.')])]),
    ).toEqual(['Sauce', 'Simmer.', 'Pasta', 'Boil.']);
    expect(method([section('Recipe Instructions', [step('Simmer.'), step('Whisk.')])])).toEqual([
      'Recipe Instructions',
      'Simmer.',
      'Whisk.',
    ]);
  });
});

describe('microdata', () => {
  it('reads itemprops of a schema.org/Recipe item', () => {
    const html = page(
      '<title>x</title>',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <meta itemprop="totalTime" content="PT25M">
        <span itemprop="recipeYield">Makes 8 pancakes</span>
        <img itemprop="image" src="/p.jpg">
        <ul><li itemprop="ingredients">200g flour</li><li itemprop="ingredients">2 eggs</li></ul>
        <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
      </div>`,
    );
    expect(extractRecipe(html, URL_)).toMatchObject({
      name: 'Pancakes',
      totalTime: 25,
      yields: '8 pancakes',
      servings: null,
      ingredients: ['200g flour', '2 eggs'],
      instructions: ['Whisk.', 'Fry.'],
      imageUrl: 'https://recipes.example/p.jpg',
    });
  });
});

describe('plain markup', () => {
  it('reads lists under Ingredients and Method headings, og:title and og:image', () => {
    const html = page(
      '<meta property="og:title" content="Flapjacks"><meta property="og:image" content="https://cdn.example/f.jpg">',
      `<article><h2>Ingredients</h2><ul><li>250g oats</li><li>125g butter</li></ul>
       <h2>Method</h2><p>Melt the butter.</p><p>Stir in the oats and bake.</p></article>`,
    );
    expect(extractRecipe(html, URL_)).toMatchObject({
      name: 'Flapjacks',
      ingredients: ['250g oats', '125g butter'],
      instructions: ['Melt the butter.', 'Stir in the oats and bake.'],
      imageUrl: 'https://cdn.example/f.jpg',
    });
  });

  it('reads headings in other languages', () => {
    const html = page(
      '<title>Pfannkuchen</title>',
      '<h1>Pfannkuchen</h1><h3>Zutaten</h3><ul><li>2 Eier</li></ul><h3>Zubereitung</h3><ol><li>Verrühren.</li></ol>',
    );
    expect(extractRecipe(html, URL_)).toMatchObject({
      ingredients: ['2 Eier'],
      instructions: ['Verrühren.'],
    });
  });

  it('finds no recipe on a page without one', () => {
    expect(extractRecipe(page('<title>News</title>', '<p>Hello</p>'), URL_)).toBeUndefined();
  });
});

describe('durations and yields', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90S', 2],
    ['P1D', 1440],
    ['PT0M', null],
    ['1 hr 20 mins', 80],
    ['45 minutes', 45],
    ['10-15 minutes', 15],
    [30, 30],
    [{ maxValue: 'PT10M' }, 10],
    ['', null],
  ])('reads %j as %j minutes', (value, minutes) => {
    expect(parseDuration(value)).toBe(minutes);
  });

  it.each([
    ['4', '4 servings'],
    [4, '4 servings'],
    ['Serves 4', '4 servings'],
    ['8-10', '10 servings'],
    ['4 to 6 people', '6 servings'],
    ['24 cookies', '24 cookies'],
    ['1 loaf', '1 loaf'],
    ['2 dozen', '2 dozen'],
    [['6', '6 muffins'], '6 muffins'],
    ['', null],
  ])('normalises the yield %j as %j', (value, yields) => {
    expect(normaliseYield(value)).toBe(yields);
  });
});
