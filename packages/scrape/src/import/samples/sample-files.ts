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

/**
 * Mealie's files as it writes them (learnt from its exporters): the model's own snake_case
 * names (`model_dump_json()`), ingredients with `display` and `original_text`, units and foods
 * as objects, a step's `title` heading a section. The per-recipe zip
 * (`/api/recipes/{slug}/exports/zip`) holds `{slug}.json` and `original.webp` side by side.
 */
const mealieStew = {
  id: '0f6b3c5e-5d1f-4d2a-9d7b-1c2e3f4a5b6c',
  name: 'Beef and Ale Stew',
  slug: 'beef-and-ale-stew',
  image: 'ZNKo',
  recipe_yield: '',
  recipe_servings: 6,
  total_time: '3 hours',
  prep_time: '20 minutes',
  cook_time: null,
  perform_time: '2 hours 40 minutes',
  description: 'A proper winter stew.',
  recipe_category: [{ id: 'c1', name: 'Dinner', slug: 'dinner' }],
  tags: [{ id: 't1', name: 'Slow', slug: 'slow' }],
  org_url: 'https://example.org/beef-ale-stew',
  recipe_ingredient: [
    {
      title: 'For the stew',
      note: 'cut into chunks',
      quantity: 1,
      unit: { name: 'kilogram', abbreviation: 'kg', use_abbreviation: true },
      food: { name: 'braising steak' },
      disable_amount: false,
      display: '1 kg braising steak cut into chunks',
      original_text: '1 kg braising steak, cut into chunks',
      reference_id: 'r1',
    },
    {
      title: null,
      note: '',
      quantity: 0.333,
      unit: { name: 'cup', abbreviation: 'c', use_abbreviation: false },
      food: { name: 'plain flour' },
      disable_amount: false,
      display: '',
      original_text: null,
      reference_id: 'r2',
    },
    {
      title: '',
      note: 'brown ale',
      quantity: 500,
      unit: { name: 'millilitre', abbreviation: 'ml', use_abbreviation: true },
      food: null,
      disable_amount: false,
      display: '',
      original_text: null,
      reference_id: 'r3',
    },
    {
      title: 'To serve',
      note: 'mashed potato',
      quantity: 0,
      unit: null,
      food: null,
      disable_amount: true,
      display: 'mashed potato',
      original_text: null,
      reference_id: 'r4',
    },
  ],
  recipe_instructions: [
    {
      id: 's1',
      title: 'Brown',
      summary: '',
      text: 'Toss the beef in the flour and brown it in batches.',
      ingredient_references: [],
    },
    {
      id: 's2',
      title: '',
      summary: '',
      text: 'Pour in the ale and simmer gently for 2½ hours.',
      ingredient_references: [],
    },
    {
      id: 's3',
      title: 'Finish',
      summary: '',
      text: 'Season and serve with mash.',
      ingredient_references: [],
    },
  ],
  notes: [{ title: 'Tip', text: 'Better the next day.' }],
  settings: { public: true },
  assets: [],
  extras: {},
};

/** A second picture Mealie keeps beside the original: smaller, and never the one to take. */
export const SMALL_PNG = TINY_PNG.slice(0, TINY_PNG.length - 1);

export const mealieRecipeZip = () =>
  zipSync({
    'beef-and-ale-stew.json': strToU8(JSON.stringify(mealieStew)),
    'original.webp': TINY_PNG,
  });

/** Mealie's data export: `recipes/{slug}/{slug}.json` with its `images/` folder (three sizes). */
export const mealieDataExport = () =>
  zipSync({
    'recipes/beef-and-ale-stew/beef-and-ale-stew.json': strToU8(JSON.stringify(mealieStew)),
    'recipes/beef-and-ale-stew/images/min-original.webp': SMALL_PNG,
    'recipes/beef-and-ale-stew/images/original.webp': TINY_PNG,
    'recipes/beef-and-ale-stew/images/tiny-original.webp': SMALL_PNG,
    'recipes/toast/toast.json': strToU8(
      JSON.stringify({
        // 2021's exports: every line in `note`, a quantity of 1 that means nothing.
        name: 'Cinnamon Toast',
        slug: 'toast',
        recipe_yield: '2 servings',
        recipe_ingredient: [
          {
            title: null,
            note: '2 slices (60g) white bread',
            unit: null,
            food: null,
            disable_amount: true,
            quantity: 1,
          },
          {
            title: null,
            note: '1.5 tbsp butter',
            unit: null,
            food: null,
            disable_amount: true,
            quantity: 1,
          },
        ],
        recipe_instructions: [{ title: '', text: 'Toast, butter and dust with cinnamon sugar.' }],
        org_url: null,
      }),
    ),
  });

/** Tandoor: amounts as decimals, a header row, a plural unit name (learnt from its exporter). */
export const tandoorDecimalsExport = () =>
  zipSync({
    '7.zip': zipSync({
      'recipe.json': strToU8(
        JSON.stringify({
          name: 'Scones',
          description: '',
          keywords: [],
          working_time: 15,
          waiting_time: 12,
          internal: true,
          nutrition: null,
          servings: 8,
          servings_text: '',
          source_url: null,
          steps: [
            {
              name: '',
              instruction: 'Rub the butter into the flour, then stir in the milk.',
              time: 0,
              order: 0,
              show_as_header: false,
              show_ingredients_table: true,
              ingredients: [
                {
                  food: { name: 'Dough', plural_name: null },
                  unit: null,
                  amount: '0.000',
                  note: '',
                  order: 0,
                  is_header: true,
                  no_amount: true,
                },
                {
                  food: { name: 'self-raising flour', plural_name: null },
                  unit: { name: 'cup', plural_name: 'cups' },
                  amount: '1.500',
                  note: '',
                  order: 1,
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'butter', plural_name: null },
                  unit: { name: 'cup', plural_name: 'cups' },
                  amount: '0.333',
                  note: 'cold',
                  order: 2,
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'milk', plural_name: null },
                  unit: { name: 'ml', plural_name: null },
                  amount: '150.000',
                  note: '',
                  order: 3,
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'salt', plural_name: null },
                  unit: { name: 'tsp', plural_name: null },
                  amount: '0.250',
                  note: '',
                  order: 4,
                  is_header: false,
                  no_amount: false,
                },
                {
                  food: { name: 'egg', plural_name: 'eggs' },
                  unit: null,
                  amount: '0.5',
                  note: 'beaten, to glaze',
                  order: 5,
                  is_header: false,
                  no_amount: false,
                },
              ],
            },
          ],
        }),
      ),
      'image.png': TINY_PNG,
    }),
  });

/**
 * Copy Me That's export as it writes it: one `recipes.html`, spaces around every `=`, a recipe's
 * link inside `div#link`, its servings as `a#recipeYield`, sub-headers, spacers and notes in the
 * lists, and pictures under `images/`.
 */
export const copyMeThatExportHtml = `<!DOCTYPE html>
<head>
<meta http-equiv="Content-Type" content="text/html;charset=UTF-8">
<meta name="copymethat_class_id_version" content="2">
</head>
<html>
<style type="text/css">.recipe{ margin-top:20px; }</style>
<body>
${[
  {
    name: 'Fish Pie',
    image: 'fish_pie_a1b2c.jpg',
    yield: '4',
    groups: [
      ['For the filling', ['400 g fish pie mix', '300 ml milk', '2 tbsp plain flour']],
      ['For the topping', ['800 g potatoes', '25 g butter']],
    ],
    steps: [
      ['', ['Poach the fish in the milk.', 'Make a white sauce with the milk.']],
      ['Topping', ['Mash the potatoes with the butter.', 'Top the fish and bake for 30 minutes.']],
    ],
    notes: ['Freezes well.'],
  },
  {
    name: 'Welsh Rarebit',
    image: 'welsh_rarebit_d3e4f.jpg',
    yield: '2',
    groups: [['', ['200 g mature cheddar, grated', '1 tsp English mustard', '2 slices bread']]],
    steps: [['', ['Mix the cheese and mustard.', 'Spread on toast and grill.']]],
    notes: [],
  },
  {
    name: 'Overnight Oats',
    image: '',
    yield: '',
    groups: [['', ['50 g oats', '100 ml milk']]],
    steps: [['', ['Soak overnight.']]],
    notes: [],
  },
  {
    name: 'Lemon Posset',
    image: 'lemon_posset_g5h6i.jpg',
    yield: '6',
    groups: [['', ['600 ml double cream', '150 g caster sugar', '2 lemons, juiced']]],
    steps: [
      ['', ['Boil the cream and sugar for 3 minutes.', 'Stir in the lemon juice and chill.']],
    ],
    notes: ['Serve with shortbread.'],
  },
]
  .map(
    (recipe) => `
<div class = "recipe">
<div id = "name">
    ${recipe.name}
</div>
<div id = "link">
    Adapted from <a id = "original_link" href = "https://example.org/${recipe.name.toLowerCase().replace(/ /g, '-')}">https://example.org/</a>
</div>
${recipe.image ? `<img class= "recipeImage" src = "images/${recipe.image}" width="120px"/>` : ''}
${recipe.yield ? `<div id = "servings">\n    Servings: <a id="recipeYield">${recipe.yield}</a>\n</div>` : ''}
    <div id= "recipeIngredient_header">
      Ingredients
    </div>
    <ul id = "recipeIngredients">
${recipe.groups
  .map(
    ([title, lines]) =>
      `${title ? `        <li class= "recipeIngredient_subheader">\n            ${String(title)}\n        </li>\n` : ''}${(lines as string[]).map((line) => `        <li class= "recipeIngredient">\n            ${line}\n        </li>`).join('\n')}\n        <li class= "recipeIngredient_spacer"></li>`,
  )
  .join('\n')}
    </ul>
    <div id= "recipeInstructions_header">
      Steps
    </div>
    <ol id = "recipeInstructions">
${recipe.steps
  .map(
    ([title, lines]) =>
      `${title ? `        <li class = "instruction_subheader">\n            ${String(title)}\n        </li>\n` : ''}${(lines as string[]).map((line, index) => `        <li class = "instruction" value = "${index + 1}">\n            ${line}\n        </li>`).join('\n')}`,
  )
  .join('\n')}
    </ol>
${recipe.notes.length ? `    <div id = "recipeNotes_header">\n      Notes\n    </div>\n    <ul id = "recipeNotes">\n${recipe.notes.map((note) => `        <li class = "recipeNote">\n            ${note}\n        </li>`).join('\n')}\n    </ul>` : ''}
<div id = "extra_info">
    <span id="made_this"> I made this. </span>
    <span id="rating">Rated <span id = "ratingValue">4</span>/5</span>
</div>
</div>`,
  )
  .join('\n')}
</body>
</html>`;

export const copyMeThatExport = () =>
  zipSync({
    'recipes.html': strToU8(copyMeThatExportHtml),
    'images/fish_pie_a1b2c.jpg': TINY_PNG,
    'images/welsh_rarebit_d3e4f.jpg': TINY_PNG,
    'images/lemon_posset_g5h6i.jpg': TINY_PNG,
  });
