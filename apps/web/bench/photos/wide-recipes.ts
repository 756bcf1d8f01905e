/**
 * Recipes for the wide card set (issue 31), from two kinds of source, each split into a tuning
 * pool and a held-out pool as a whole (no site and no hand-written recipe is in both halves):
 *
 * - hand-written recipes with headings inside their lists and fractions in every form (½, 1/2,
 *   1 ½, 1½, "1 1/2", "one half", 0.5, ⅔, ⅛);
 * - English recipes from the saved recipe pages of the shared test data (recipe-scrapers'
 *   expected JSON, MIT; see shared/testdata/recipe-pages/README.md), split by site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardGroup, CardRecipe } from './cards.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The shared test data: beside the repository (../shared), or where PLATEFUL_TESTDATA says (a
 * git worktree lives elsewhere).
 */
function recipePagesDir(): string {
  const candidates = [
    process.env.PLATEFUL_TESTDATA && path.join(process.env.PLATEFUL_TESTDATA, 'recipe-pages'),
    path.resolve(HERE, '../../../../../shared/testdata/recipe-pages'),
  ].filter((dir): dir is string => typeof dir === 'string');
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found)
    throw new Error(
      `recipe pages not found (looked in ${candidates.join(', ')}); set PLATEFUL_TESTDATA`,
    );
  return found;
}

export type SourcedRecipe = CardRecipe & { source: string };

const group = (title: string | null, items: string[]): CardGroup => ({ title, items });

/** Hand-written: groups inside lists, fractions in every form. Split in two whole halves. */
const HAND_TUNING: SourcedRecipe[] = [
  {
    source: 'hand-a',
    title: 'Warm Lentil Salad with Feta',
    groups: [
      group('For the salad', [
        '250g puy lentils',
        '1 ½ red onions, thinly sliced',
        '⅔ cucumber, diced',
        '200g feta, crumbled',
        'a handful of mint leaves',
      ]),
      group('For the dressing', [
        '3 tbsp olive oil',
        '1/2 lemon, juiced',
        '1 tsp Dijon mustard',
        '⅛ tsp chilli flakes',
      ]),
    ],
    steps: [
      'Simmer the lentils for 20 minutes until just tender, then drain.',
      'Whisk the dressing and toss it through the warm lentils.',
      'Fold in the onion, cucumber, feta and mint.',
    ],
  },
  {
    source: 'hand-a',
    title: 'Cheese and Onion Scones',
    groups: [
      group(null, [
        '225g self-raising flour',
        'one half teaspoon salt',
        '55g cold butter',
        '100g mature cheddar, grated',
        '2 spring onions, chopped',
        '150ml milk',
        '0.5 tsp mustard powder',
      ]),
    ],
    steps: [
      'Heat the oven to 220C/200C fan/gas 7.',
      'Rub the butter into the flour and salt, then stir in the cheese and onions.',
      'Add the milk, pat out to 2cm and cut into rounds. Bake for 12 minutes.',
    ],
  },
  {
    source: 'hand-a',
    title: 'Chicken Satay Skewers',
    groups: [
      group('For the marinade', [
        '4 chicken thighs, cut into strips',
        '2 tbsp soy sauce',
        '1½ tsp ground turmeric',
        '1 tbsp honey',
      ]),
      group('For the sauce', [
        '4 tbsp crunchy peanut butter',
        '200ml coconut milk',
        '1 1/2 tbsp sweet chilli sauce',
        '¾ lime, juiced',
      ]),
    ],
    steps: [
      'Mix the marinade, add the chicken and leave for 30 minutes.',
      'Thread onto skewers and grill for 8 to 10 minutes, turning once.',
      'Warm the sauce ingredients together and serve with the skewers.',
    ],
  },
  {
    source: 'hand-a',
    title: 'Oat and Raisin Cookies',
    groups: [
      group(null, [
        '125g butter, softened',
        '100g light brown sugar',
        '1 egg',
        '¼ tsp vanilla extract',
        '150g porridge oats',
        '⅓ cup raisins',
        '100g plain flour',
        '0.25 tsp bicarbonate of soda',
      ]),
    ],
    steps: [
      'Heat the oven to 180C/160C fan/gas 4.',
      'Cream the butter and sugar, beat in the egg and vanilla, then stir in the rest.',
      'Roll into 16 balls, flatten a little and bake for 12 to 14 minutes.',
    ],
  },
];

const HAND_HELD_OUT: SourcedRecipe[] = [
  {
    source: 'hand-b',
    title: 'Smoked Mackerel Pâté',
    groups: [
      group(null, [
        '200g smoked mackerel fillets',
        '100g cream cheese',
        '2 tbsp crème fraîche',
        '½ lemon, zested',
        '1 ½ tsp creamed horseradish',
        'black pepper',
      ]),
    ],
    steps: [
      'Skin the mackerel and flake it into a bowl.',
      'Beat in the cream cheese, crème fraîche, lemon and horseradish.',
      'Season with pepper and chill for an hour.',
    ],
  },
  {
    source: 'hand-b',
    title: 'Leek and Potato Soup',
    groups: [
      group('For the soup', [
        '50g butter',
        '3 leeks, sliced',
        '2 potatoes, peeled and diced',
        '1.2 litres chicken stock',
        '⅔ cup single cream',
      ]),
      group('To serve', ['1/4 bunch chives, snipped', '4 slices crusty bread']),
    ],
    steps: [
      'Melt the butter and sweat the leeks for 10 minutes.',
      'Add the potatoes and stock and simmer for 20 minutes.',
      'Blend until smooth, stir in the cream and scatter with chives.',
    ],
  },
  {
    source: 'hand-b',
    title: 'Blueberry Pancakes',
    groups: [
      group(null, [
        '200g self-raising flour',
        '1 1/2 tsp baking powder',
        '1 tbsp golden caster sugar',
        '3 large eggs',
        '25g butter, melted',
        '200ml milk',
        '⅛ tsp salt',
        '150g blueberries',
      ]),
    ],
    steps: [
      'Whisk the flour, baking powder, sugar and salt together.',
      'Beat in the eggs, butter and milk to make a thick batter, then fold in the blueberries.',
      'Cook ladlefuls in a hot pan for 2 minutes on each side.',
    ],
  },
  {
    source: 'hand-b',
    title: 'Lamb Kofta with Tzatziki',
    groups: [
      group('For the kofta', [
        '500g lamb mince',
        '1 onion, grated',
        '2 tsp ground cumin',
        '1½ tsp ground coriander',
        'one half bunch parsley, chopped',
      ]),
      group('For the tzatziki', [
        '250g Greek yoghurt',
        '½ cucumber, grated',
        '1 garlic clove, crushed',
        '0.5 tbsp chopped mint',
      ]),
    ],
    steps: [
      'Mix the kofta ingredients and shape around 8 skewers.',
      'Grill for 10 to 12 minutes, turning, until cooked through.',
      'Stir the tzatziki together and serve alongside.',
    ],
  },
];

/** Letters a card may carry (Latin, the fractions recipes print, a few marks). */
const PRINTABLE = /^[\x20-\x7e½¼¾⅓⅔⅛’‘“”–—°éèêëàâçîïôûüñ]*$/u;

const clean = (text: string) =>
  text
    .replace(/[\u2063\u200b\u00a0]/gu, ' ')
    .replace(/▢/gu, '')
    .replace(/\u2044/gu, '/')
    .replace(/\s+/gu, ' ')
    .trim();

type Expected = {
  title: string;
  language?: string;
  ingredients: string[];
  ingredient_groups?: { ingredients: string[]; purpose: string | null }[];
  instructions_list?: string[];
};

/** English recipes of the saved pages that fit a card, each tagged with its site. */
function pageRecipes(): SourcedRecipe[] {
  const dir = recipePagesDir();
  const recipes: SourcedRecipe[] = [];
  for (const site of fs.readdirSync(dir).sort()) {
    const folder = path.join(dir, site);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const page = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Expected;
      if (!String(page.language ?? '').startsWith('en')) continue;
      const title = clean(page.title);
      const groups = (
        page.ingredient_groups && page.ingredient_groups.length > 1
          ? page.ingredient_groups.map((g) =>
              group(g.purpose ? clean(g.purpose) : null, g.ingredients),
            )
          : [group(null, page.ingredients)]
      ).map((g) => ({ ...g, items: g.items.map(clean).filter((line) => line !== '') }));
      const lines = groups.flatMap((g) => g.items);
      const steps = (page.instructions_list ?? []).map(clean).filter((step) => step.length > 0);
      const fits =
        title.length > 0 &&
        title.length <= 60 &&
        lines.length >= 3 &&
        lines.length <= 14 &&
        lines.every((line) => line.length <= 80) &&
        groups.every((g) => g.items.length > 0 && (g.title?.length ?? 0) <= 40) &&
        [title, ...lines, ...groups.map((g) => g.title ?? '')].every((text) =>
          PRINTABLE.test(text),
        );
      if (!fits) continue;
      recipes.push({
        source: site,
        title,
        groups,
        steps: steps.filter((step) => step.length <= 300 && PRINTABLE.test(step)).slice(0, 3),
      });
    }
  }
  return recipes;
}

/** The two pools: whole sites and whole hand-written recipes on one side only (alternate sites). */
export function recipePools(): { tuning: SourcedRecipe[]; heldOut: SourcedRecipe[] } {
  const pages = pageRecipes();
  const sites = [...new Set(pages.map((recipe) => recipe.source))];
  const heldOutSites = new Set(sites.filter((_, index) => index % 2 === 1));
  return {
    tuning: [...HAND_TUNING, ...pages.filter((recipe) => !heldOutSites.has(recipe.source))],
    heldOut: [...HAND_HELD_OUT, ...pages.filter((recipe) => heldOutSites.has(recipe.source))],
  };
}
