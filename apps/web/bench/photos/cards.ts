/**
 * The photographed-card set (issue 20): each card is a recipe, a look (font, layout, bullets,
 * title size) and a degradation (rotation, blur, shading, perspective, JPEG), all drawn from the
 * card's seed, so the same card comes out the same on every machine. Half the cards (even
 * numbers) are for tuning, the other half are held out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '@plateful/core';
import type { Effect, Layout } from './wide-cards.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FACTORY = path.resolve(HERE, '../../../server/src/catalogue/factory-recipes.json');

export type CardGroup = { title: string | null; items: string[] };
export type CardRecipe = { title: string; groups: CardGroup[]; steps: string[] };
export type CardLook = {
  font: string;
  titleFont: string;
  titleSize: number;
  titleStyle: 'normal' | 'italic';
  titleCase: 'none' | 'uppercase';
  bodySize: number;
  bullet: 'none' | 'disc' | 'square' | 'dash' | 'box';
  columns: 1 | 2;
  width: number;
  paper: string;
  ink: string;
  /** The wide set's layouts (wide-cards.ts); the first 60 cards have none (a plain card). */
  layout?: Layout;
  /** The layouts set's side of the ingredient list beside the method ('beside'). */
  side?: 'left' | 'right';
  /** How an index card or a numbered list marks its lines. */
  marker?: '1.' | '1)' | '•' | '–' | '*';
  justify?: boolean;
  /** The handwriting face of the wider set's handwritten card (`script`; Caveat when none). */
  hand?: string;
};
export type CardShot = {
  angle: number;
  blur: number;
  shade: number;
  shear: number;
  quality: number;
  scale: number;
  /** The wide set's photo effects (render-effects.ts), drawn from effectSeed. */
  effects?: Effect[];
  effectSeed?: number;
};
export type Card = {
  id: string;
  half: 'tuning' | 'held-out';
  recipe: CardRecipe;
  look: CardLook;
  shot: CardShot;
  /**
   * Which set: the first 60 cards ('base', issue 20), the wide set ('wide', issue 31) or the
   * layouts set ('layouts', issue 31: book pages, a method beside its list, hand-lettered cards)
   * or the effects set ('effects': every layout photographed blurred, defocused or in dim light)
   * or the novel set ('novel': shots no other set takes — steeply turned, a curled page, a small
   * photo — and two layouts of its own) or the fresh set ('fresh': tuning cards only, on recipes
   * no other tuning card prints) or the varied set ('varied': every layout, face, size, fraction
   * form and effect; its held-out cards never tuned on, its tuning twin's for tuning) or the
   * kinds set ('kinds', session 56: a plugin's printed card, three columns, a magazine page; a
   * fold, high-ISO noise, focus on one part; built-up and mixed fractions; both halves) or the
   * wider set ('wider', session 71: a cookbook spread, a web page with its ads, a handwriting
   * face, a photo in a book's column, an app's screenshot, typed glyphs and check boxes; a
   * lamp's warm cast; its held-out half `wh-` since session 75, in faces of its own).
   */
  set?: 'base' | 'wide' | 'layouts' | 'effects' | 'novel' | 'fresh' | 'varied' | 'kinds' | 'wider';
  /** The wide set's layout and effects, its recipe's source and how its fractions are written. */
  style?: string;
  source?: string;
  fractions?: string;
};

/** mulberry32 (core's `seededRandom`): a small seeded generator, so cards are the same on every run. */
const random = seededRandom;

export const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!;
export const between = (next: () => number, low: number, high: number) =>
  low + next() * (high - low);

/** Hand-written cards: fractions, groups, two-line titles, unusual amounts. */
const HAND_WRITTEN: CardRecipe[] = [
  {
    title: 'Chicken Breasts & Mushrooms in White Wine Sauce',
    groups: [
      {
        title: null,
        items: [
          '4 chicken breasts',
          '250g chestnut mushrooms, sliced',
          '½ tsp dried thyme',
          '¼ teaspoon ground black pepper',
          '150ml dry white wine',
          '100ml double cream',
          'salt and pepper',
        ],
      },
    ],
    steps: [
      'Season the chicken and brown it in a large pan for 5 minutes on each side.',
      'Add the mushrooms and thyme and fry until golden, then pour in the wine and bubble for 2 minutes.',
      'Stir in the cream, return the chicken and simmer for 10 minutes until cooked through.',
    ],
  },
  {
    title: 'Spiced Apple Crumble',
    groups: [
      {
        title: 'For the filling:',
        items: [
          '6 Bramley apples, peeled and sliced',
          '50g light brown sugar',
          '¼ teaspoon cinnamon',
          '½ lemon, juiced',
        ],
      },
      {
        title: 'For the topping:',
        items: [
          '150g plain flour',
          '100g cold butter, cubed',
          '75g demerara sugar',
          '¾ cup rolled oats',
        ],
      },
    ],
    steps: [
      'Heat the oven to 190C/170C fan/gas 5.',
      'Toss the apples with the sugar, cinnamon and lemon juice and tip into a baking dish.',
      'Rub the butter into the flour until it looks like breadcrumbs, then stir in the sugar and oats.',
      'Scatter the topping over the apples and bake for 35 minutes until golden.',
    ],
  },
  {
    title: 'Slow-Cooked Beef and Ale Stew with Herb Dumplings',
    groups: [
      {
        title: 'For the stew:',
        items: [
          '1kg braising steak, diced',
          '2 tbsp plain flour',
          '2 onions, chopped',
          '500ml ale',
          '1 ½ tsp salt',
          '⅓ cup tomato purée',
        ],
      },
      {
        title: 'For the dumplings:',
        items: [
          '100g self-raising flour',
          '50g suet',
          '2 tbsp chopped parsley',
          '1/2 tsp baking powder',
        ],
      },
    ],
    steps: [
      'Toss the beef in the flour and brown it in batches in a large casserole.',
      'Add the onions and ale, cover and cook gently for 2 hours.',
      'Mix the dumpling ingredients with enough water to make a soft dough and roll into 8 balls.',
      'Sit the dumplings on the stew, cover and cook for 20 minutes more.',
    ],
  },
  {
    title: 'Grandma’s Lemon Drizzle Cake',
    groups: [
      {
        title: null,
        items: [
          '225g unsalted butter, softened',
          '225g caster sugar',
          '4 eggs',
          '225g self-raising flour',
          '1 ½ lemons, zested',
          '85g icing sugar',
        ],
      },
    ],
    steps: [
      'Heat the oven to 180C/160C fan/gas 4 and line a loaf tin.',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
      'Fold in the flour and zest, spoon into the tin and bake for 45 minutes.',
      'Mix the icing sugar with the lemon juice and pour over the warm cake.',
    ],
  },
  {
    title: 'Celery Leaf Pesto',
    groups: [
      {
        title: null,
        items: [
          'as you like Celery leaves',
          '50g pine nuts',
          '1 garlic clove',
          '½ cup olive oil',
          '30g parmesan, grated',
          'a pinch of salt',
        ],
      },
    ],
    steps: [
      'Toast the pine nuts in a dry pan until golden.',
      'Blend everything until smooth and season to taste.',
    ],
  },
  {
    title: 'Three Spice Rub',
    groups: [
      {
        title: null,
        items: [
          '1:1:1* Sugar',
          '2 tbsp smoked paprika',
          '1 tbsp ground cumin',
          '¼ tsp cayenne pepper',
          '1 tsp sea salt',
        ],
      },
    ],
    steps: [
      'Mix everything in a jar and shake well.',
      'Keep for up to 3 months in a cool cupboard.',
    ],
  },
  {
    title: 'Creamy Tomato and Basil Soup',
    groups: [
      {
        title: null,
        items: [
          '2 tbsp olive oil',
          '1 onion, chopped',
          '2 x 400g tins chopped tomatoes',
          '500ml vegetable stock',
          '¼ cup fresh basil',
          '100ml double cream',
        ],
      },
    ],
    steps: [
      'Soften the onion in the oil for 10 minutes.',
      'Add the tomatoes and stock and simmer for 15 minutes.',
      'Blend with the basil and cream until smooth.',
    ],
  },
  {
    title: 'Sticky Toffee Puddings',
    groups: [
      {
        title: 'For the puddings:',
        items: [
          '175g dates, chopped',
          '1 tsp bicarbonate of soda',
          '85g butter, softened',
          '140g dark brown sugar',
          '2 eggs',
          '175g self-raising flour',
        ],
      },
      {
        title: 'For the sauce:',
        items: [
          '175g light muscovado sugar',
          '50g butter',
          '225ml double cream',
          '½ tsp vanilla extract',
        ],
      },
    ],
    steps: [
      'Pour 300ml boiling water over the dates and bicarbonate of soda and leave for 30 minutes.',
      'Beat the butter and sugar, add the eggs and flour, then fold in the dates.',
      'Bake in buttered moulds for 25 minutes at 180C/160C fan/gas 4.',
      'Melt the sauce ingredients together and bubble for 3 minutes, then pour over.',
    ],
  },
];

function factoryRecipes(): CardRecipe[] {
  const file = JSON.parse(fs.readFileSync(FACTORY, 'utf8')) as {
    recipes: {
      name: string;
      ingredients: string[];
      instructions: string[];
    }[];
  };
  return file.recipes.map((recipe) => ({
    title: recipe.name,
    groups: [{ title: null, items: recipe.ingredients.slice(0, 9) }],
    steps: recipe.instructions.slice(0, 4),
  }));
}

const FONTS = [
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Serif Condensed',
];
const TITLE_FONTS = [...FONTS, 'Liberation Sans Narrow', 'DejaVu Sans Light'];
const PAPERS = ['#fdfcf8', '#fbf6ea', '#ffffff', '#f4efe2'];

/** The whole set: the hand-written cards (twice, with different looks) and the factory recipes. */
export function allCards(count = 60): Card[] {
  const recipes = [...HAND_WRITTEN, ...HAND_WRITTEN, ...factoryRecipes()];
  return recipes.slice(0, count).map((recipe, index) => {
    const next = random(20_2600 + index * 7919);
    const look: CardLook = {
      font: pick(next, FONTS),
      titleFont: pick(next, TITLE_FONTS),
      titleSize: Math.round(between(next, 34, 56)),
      titleStyle: next() < 0.3 ? 'italic' : 'normal',
      titleCase: next() < 0.2 ? 'uppercase' : 'none',
      bodySize: Math.round(between(next, 20, 26)),
      bullet: pick(next, ['none', 'disc', 'square', 'dash', 'box'] as const),
      columns: next() < 0.35 ? 2 : 1,
      width: Math.round(between(next, 760, 900)),
      paper: pick(next, PAPERS),
      ink: pick(next, ['#1a1a1a', '#2b2118', '#222833']),
    };
    const shot: CardShot = {
      angle: between(next, -4, 4),
      blur: between(next, 0.3, 1.1),
      shade: between(next, 0.1, 0.45),
      shear: between(next, -0.04, 0.04),
      quality: Math.round(between(next, 45, 80)),
      scale: between(next, 1.25, 1.8),
    };
    return {
      id: `card-${String(index + 1).padStart(2, '0')}`,
      half: index % 2 === 0 ? 'tuning' : 'held-out',
      recipe,
      look,
      shot,
    };
  });
}
