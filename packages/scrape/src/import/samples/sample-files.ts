/**
 * Small export files of each format, made here the way each app writes them, for the adapter
 * tests and the import screen's browser test. The recipes are ours; only the shapes are the apps'.
 */
import { gzipSync, strToU8, zipSync } from 'fflate';

/** A 2×2 PNG: enough of a picture to be re-encoded. */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4YKl9wFKbAUIBACJSBJGhAHVTAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export const paprikaSoup = {
  uid: 'A1B2C3',
  name: 'Leek and Potato Soup',
  description: 'A Sunday standby.',
  ingredients:
    'For the soup:\n2 leeks, sliced\n500 g potatoes, diced\n1 litre vegetable stock\nTo serve:\n100 ml double cream',
  directions:
    '1. Soften the leeks in butter for 10 minutes.\n\n2. Add the potatoes and stock; simmer for 20 minutes.\n\n3. Blend, then stir in the cream.',
  notes: 'Freezes well.',
  servings: '4 servings',
  prep_time: '10 mins',
  cook_time: '30 mins',
  total_time: '',
  categories: ['Soups', 'Lunch'],
  source: 'Grandma',
  source_url: 'https://example.org/leek-soup',
  image_url: null,
  photo_data: base64(TINY_PNG),
  photos: [],
  rating: 5,
};

export const paprikaToast = {
  uid: 'D4E5',
  name: 'Cheese on Toast',
  ingredients: '2 slices bread\n50 g cheddar',
  directions: 'Toast the bread. Top with cheese and grill for 3 mins.',
  servings: '1',
  categories: [],
  photo_data: null,
};

export const paprikaFile = () =>
  zipSync({
    'Leek and Potato Soup.paprikarecipe': gzipSync(strToU8(JSON.stringify(paprikaSoup))),
    'Cheese on Toast.paprikarecipe': gzipSync(strToU8(JSON.stringify(paprikaToast))),
  });

export const melaRecipe = {
  id: 'mela-1',
  title: 'Lemon Drizzle Cake',
  text: 'Sharp and sweet.',
  images: [base64(TINY_PNG)],
  categories: ['Baking'],
  yield: '8 slices',
  prepTime: '15 min',
  cookTime: '45 min',
  ingredients:
    '# Cake\n225 g unsalted butter\n225 g caster sugar\n4 eggs\n# Drizzle\n2 lemons\n85 g icing sugar',
  instructions: 'Heat the oven to 180C.\nBeat the butter and sugar.\nBake for 45 minutes.',
  link: 'https://example.org/lemon-drizzle',
};

export const mealieExport = () =>
  zipSync({
    'recipes/chilli/chilli.json': strToU8(
      JSON.stringify({
        name: 'Chilli con Carne',
        slug: 'chilli',
        description: 'Weeknight chilli.',
        recipeYield: '4 servings',
        totalTime: '1 hour',
        prepTime: '15 minutes',
        performTime: '45 minutes',
        orgURL: 'https://example.org/chilli',
        recipeCategory: [{ name: 'Dinner' }],
        tags: [{ name: 'Spicy' }],
        recipeIngredient: [
          {
            title: 'Base',
            note: 'finely chopped',
            quantity: 1,
            unit: null,
            food: { name: 'onion' },
            originalText: null,
          },
          { note: '', quantity: 500, unit: { name: 'g' }, food: { name: 'beef mince' } },
          {
            title: 'To finish',
            note: '1 tin kidney beans, drained',
            quantity: 0,
            unit: null,
            food: null,
          },
        ],
        recipeInstructions: [
          { text: 'Brown the mince with the onion.' },
          { text: 'Add the beans; simmer 30 minutes.' },
        ],
      }),
    ),
    'recipes/chilli/images/original.webp': TINY_PNG,
  });

export const tandoorExport = () =>
  zipSync({
    'recipe_1.zip': zipSync({
      'recipe.json': strToU8(
        JSON.stringify({
          name: 'Pancakes',
          description: 'Shrove Tuesday.',
          keywords: [{ name: 'breakfast' }],
          working_time: 10,
          waiting_time: 20,
          servings: 4,
          servings_text: 'pancakes',
          source_url: 'https://example.org/pancakes',
          steps: [
            {
              name: 'Batter',
              instruction: 'Whisk everything together and rest for 20 minutes.',
              ingredients: [
                {
                  food: { name: 'plain flour' },
                  unit: { name: 'g' },
                  amount: 100,
                  note: '',
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'eggs' },
                  unit: null,
                  amount: 2,
                  note: 'large',
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'milk' },
                  unit: { name: 'ml' },
                  amount: 300,
                  note: '',
                  is_header: false,
                  no_amount: false,
                },
              ],
            },
            {
              name: '',
              instruction: 'Fry in a hot pan.',
              ingredients: [
                {
                  food: { name: 'salt' },
                  unit: null,
                  amount: 0,
                  note: '',
                  is_header: false,
                  no_amount: true,
                },
              ],
            },
          ],
        }),
      ),
      'image.jpg': TINY_PNG,
    }),
  });

export const recipeSageExport = [
  {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    name: 'Flapjacks',
    description: 'Chewy.',
    image: ['https://images.example.org/flapjacks.jpg'],
    prepTime: 'PT10M',
    totalTime: 'PT40M',
    recipeYield: '12 flapjacks',
    recipeIngredient: ['250 g porridge oats', '125 g butter', '125 g golden syrup'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Melt the butter and syrup.' },
      { '@type': 'HowToStep', text: 'Stir in the oats and bake for 25 minutes.' },
    ],
    recipeCategory: ['Baking'],
    creditText: 'Aunt Jo',
    isBasedOn: 'https://example.org/flapjacks',
  },
];

export const copyMeThatHtml = `<!doctype html><html><body>
<div class="recipe">
  <div id="name" class="recipeName">Shepherd's Pie</div>
  <img class="recipeImage" src="images/pie.jpg">
  <a id="original_link" href="https://example.org/shepherds-pie">example.org</a>
  <span class="recipeCategory">Tags:</span><span class="recipeCategory">Comfort</span>
  <div id="recipeYield">Serves 6</div>
  <ul id="recipeIngredients">
    <li class="recipeIngredient_subheader">Filling</li>
    <li class="recipeIngredient">500 g lamb mince</li>
    <li class="recipeIngredient">1 onion, chopped</li>
    <li class="recipeIngredient_subheader">Topping</li>
    <li class="recipeIngredient">1 kg potatoes</li>
  </ul>
  <ol id="recipeInstructions"><li class="instruction">Brown the lamb.</li><li class="instruction">Top with mash and bake 30 mins.</li></ol>
  <div id="recipeNotes">Use leftover roast.</div>
  <script>alert('x')</script>
</div>
<div class="recipe">
  <div id="name" class="recipeName">Beans on Toast</div>
  <ul id="recipeIngredients"><li class="recipeIngredient">1 tin baked beans</li><li class="recipeIngredient">2 slices bread</li></ul>
  <ol id="recipeInstructions"><li class="instruction">Heat, toast, pour.</li></ol>
</div>
</body></html>`;

export const copyMeThatFile = () =>
  zipSync({ 'recipes.html': strToU8(copyMeThatHtml), 'images/pie.jpg': TINY_PNG });

export const cooklangText = `---
title: Easy Pancakes
servings: 4
tags:
  - breakfast
  - quick
source: https://example.org/cooklang-pancakes
---
-- a comment about the batter
Crack the @eggs{3} into a bowl, add @flour{125%g} and @milk{250%ml}.

Whisk until smooth with a #whisk{}, then rest for ~{10%minutes}.

== Cooking ==
Fry in @butter{1%tbsp} in a #frying pan{} for ~{2%minutes} a side; add @butter{1%tbsp} as needed.
Serve with @lemon juice{}(fresh) and @sugar.
`;

export const savedPage = `<!DOCTYPE html><!-- saved from url=(0035)https://example.org/victoria-sponge -->
<html><head><title>Victoria Sponge</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Victoria Sponge",
"image":"https://example.org/sponge.jpg","recipeYield":"8","recipeIngredient":["200 g caster sugar","200 g butter","4 eggs","200 g self-raising flour"],
"recipeInstructions":"Cream the butter and sugar. Beat in the eggs, fold in the flour and bake for 20 minutes."}</script>
</head><body><h1>Victoria Sponge</h1><script>document.write('evil')</script></body></html>`;
