import { describe, expect, it } from 'vitest';
import {
  chooseCover,
  COVER_PALETTE_COUNT,
  coverKey,
  coverPath,
  isCoverPath,
  parseCoverKey,
} from './choose-cover.ts';
import { COVER_ICONS } from './cover-rules.ts';

describe('the dish on a cover', () => {
  it.each([
    ['Chicken Tikka Masala', 'curry-rice'],
    ['Spaghetti Bolognese', 'spaghetti'],
    ['Sticky Pork Noodle Stir-fry', 'steaming-bowl'],
    ['Roasted Tomato & Red Pepper Soup', 'bowl-with-spoon'],
    ['Slow-cooked Beef & Ale Stew', 'pot-of-food'],
    ["Shepherd's Pie", 'pie'],
    ['Chicken Fajitas', 'taco'],
    ['Lamb Kofta Flatbreads', 'stuffed-flatbread'],
    ['Greek-style Couscous Salad with Feta', 'green-salad'],
    ['Lemon & Garlic Chicken Traybake', 'shallow-pan-of-food'],
    ['Baked Vanilla Cheesecake', 'shortcake'],
    ['Fudgy Chocolate Brownies', 'chocolate-bar'],
    ['Pancakes with Lemon & Sugar', 'pancakes'],
    ['Sticky Toffee Pudding', 'custard'],
    ['Cinnamon Walnut Banana Bread', 'bread'],
  ])('%s is drawn as %s (from its title)', (name, dish) => {
    expect(chooseCover({ name }).dish).toBe(dish);
  });

  it('puts a more specific dish first: a cheesecake is a cake, a fish pie is a pie', () => {
    expect(chooseCover({ name: 'Lemon Drizzle Loaf Cake' }).dish).toBe('shortcake');
    expect(chooseCover({ name: 'Classic Fish Pie' }).dish).toBe('pie');
  });

  it('reads the tags when the title names no dish', () => {
    expect(chooseCover({ name: "Nan's Sunday Special", tags: ['curry'] }).dish).toBe('curry-rice');
  });

  it('falls back on the category, then on a pot of food', () => {
    expect(chooseCover({ name: 'Grandma Rose', category: 'Dessert' }).dish).toBe('shortcake');
    expect(chooseCover({ name: 'Mystery', category: 'Fish' }).dish).toBe('fish');
    expect(chooseCover({ name: 'Mystery', category: 'Meat' }).dish).toBe('cut-of-meat');
    expect(chooseCover({ name: 'Mystery', category: 'Vegan' }).dish).toBe('green-salad');
    expect(chooseCover({ name: 'Mystery', category: 'Breakfast' }).dish).toBe('cooking');
    expect(chooseCover({ name: '' }).dish).toBe('pot-of-food');
  });
});

describe('the ingredients on a cover', () => {
  it('shows what the title names first, then what the dish is made of, at most three', () => {
    const cover = chooseCover({
      name: 'Lemon & Garlic Chicken Traybake',
      ingredients: [
        '8 chicken thighs, skin on',
        '750g baby new potatoes, halved',
        '1 red onion, cut into wedges',
      ],
    });
    expect(cover.ingredients).toEqual(['poultry-leg', 'lemon', 'garlic']);
  });

  it('puts main ingredients before flavourings, in the order of the lines', () => {
    const cover = chooseCover({
      name: 'Weeknight Tray',
      ingredients: ['1 onion, chopped', '2 garlic cloves', '500g salmon fillets', '300g broccoli'],
    });
    expect(cover.ingredients).toEqual(['fish', 'broccoli', 'onion']);
  });

  it('skips flavourings that only name an ingredient: stock, oil, powder, sauce, juice', () => {
    const cover = chooseCover({
      name: 'Risotto',
      ingredients: [
        '1.2 litres chicken stock',
        '2 tbsp olive oil',
        '1 tsp chilli powder',
        '2 tbsp soy sauce',
        'orange juice',
        '300g peas',
      ],
    });
    expect(cover.ingredients).toEqual(['pea-pod']);
  });

  it('reads one ingredient per line and never a word twice ("sweet potato" is not a potato)', () => {
    const cover = chooseCover({
      name: 'Sweet Potato Traybake',
      ingredients: ['500g turkey mince', '2 sweet potatoes, cubed'],
    });
    expect(cover.ingredients).toEqual(['roasted-sweet-potato', 'poultry-leg']);
  });

  it('does not show the dish again among the ingredients', () => {
    const cover = chooseCover({ name: 'Fish Goujons', ingredients: ['400g cod', '2 eggs'] });
    expect(cover.dish).toBe('fish');
    expect(cover.ingredients).toEqual(['egg']);
  });

  it('matches words without accents or case: "Crème fraîche" is cream', () => {
    expect(chooseCover({ name: 'x', ingredients: ['3 tbsp Crème Fraîche'] }).ingredients).toEqual([
      'glass-of-milk',
    ]);
  });

  it('names only icons the rules know', () => {
    const cover = chooseCover({ name: 'Prawn, Pea & Lemon Risotto', ingredients: ['rice'] });
    for (const icon of [cover.dish, ...cover.ingredients]) expect(COVER_ICONS.has(icon)).toBe(true);
  });
});

describe('a cover is deterministic and travels as a key', () => {
  const recipe = {
    name: 'Chicken Fajitas',
    category: 'Meat',
    tags: ['chicken', 'mexican'],
    ingredients: ['4 chicken breasts', '2 red peppers', '1 avocado'],
  };

  it('gives the same recipe the same cover every time', () => {
    expect(chooseCover(recipe)).toEqual(chooseCover({ ...recipe }));
    expect(coverKey(chooseCover(recipe))).toBe('1.0.taco.poultry-leg.bell-pepper.avocado');
  });

  it('spreads titles over every palette', () => {
    const palettes = new Set(
      ['Pie', 'Soup', 'Stew', 'Curry', 'Salad', 'Cake', 'Bread', 'Tacos', 'Pasta', 'Risotto'].map(
        (name) => chooseCover({ name }).palette,
      ),
    );
    expect(palettes.size).toBe(COVER_PALETTE_COUNT);
  });

  it('reads back the key it writes', () => {
    const spec = chooseCover(recipe);
    expect(parseCoverKey(coverKey(spec))).toEqual(spec);
    expect(coverPath(spec, 'card')).toBe(
      '/api/covers/1.0.taco.poultry-leg.bell-pepper.avocado/card',
    );
  });

  it.each([
    '2.0.taco',
    '1.4.taco',
    '1.x.taco',
    '1.0',
    '1.0.not-an-icon',
    '1.0.taco.egg.egg.egg.egg',
    '1.0.taco.<script>',
  ])('refuses a key the rules could not make: %s', (key) => {
    expect(parseCoverKey(key)).toBeUndefined();
  });

  it('tells a cover path from a photo', () => {
    expect(isCoverPath('/api/covers/1.0.taco.egg/full')).toBe(true);
    expect(isCoverPath('/api/covers/1.0.taco.egg/card')).toBe(true);
    expect(isCoverPath('/api/covers/1.0.nope/full')).toBe(false);
    expect(isCoverPath('/api/images/00000000-0000-4000-8000-000000000001/full')).toBe(false);
    expect(isCoverPath(null)).toBe(false);
  });
});
