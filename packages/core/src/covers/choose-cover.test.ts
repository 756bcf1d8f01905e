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

describe('a drink on a cover (session 67)', () => {
  const whiskeySour = [
    '2 oz bourbon',
    '¾ oz simple syrup',
    '¾ oz lemon juice',
    '1 egg white',
    'ice',
  ];

  it.each([
    ['Whiskey Sour', 'cocktail-glass'],
    ['Amaretto Sour', 'cocktail-glass'],
    ['Classic Martini', 'cocktail-glass'],
    ['Frozen Strawberry Margaritas', 'cocktail-glass'],
    ['Negroni', 'tumbler-glass'],
    ['Iced Tea', 'tumbler-glass'],
    ['Aperol Spritz', 'wine-glass'],
    ['Summer Sangria', 'wine-glass'],
    ['Mulled Wine', 'wine-glass'],
    ['Classic Mojito', 'tropical-drink'],
    ['Rum Punch', 'tropical-drink'],
    ['Homemade Lemonade', 'cup-with-straw'],
    ['Chocolate Milkshake', 'cup-with-straw'],
    ['Hot Chocolate', 'hot-beverage'],
    ['Pumpkin Spice Latte', 'hot-beverage'],
    ['Masala Chai', 'hot-beverage'],
  ])('%s is drawn as %s (from its title)', (name, dish) => {
    expect(chooseCover({ name }).dish).toBe(dish);
  });

  it.each([
    ['Sour Cream Chicken Enchiladas', 'taco'],
    ['Sourdough Bread', 'bread'],
    ['Sweet and Sour Chicken', 'pot-of-food'],
    ['Sour Cream and Chive Dip', 'pot-of-food'],
    ['Shake and Bake Chicken', 'shallow-pan-of-food'],
    ['Fruit Punch Cake', 'shortcake'],
    ['Prawn Cocktail', 'pot-of-food'],
    ['Cocktail Sausages', 'pot-of-food'],
    ['Margarita Chicken', 'pot-of-food'],
    ['Chocolate Latte Cake', 'shortcake'],
  ])('%s is food, not a drink', (name, dish) => {
    expect(chooseCover({ name }).dish).toBe(dish);
  });

  it('reads "latte" in Italian ("latte intero", whole milk) as milk, not a drink', () => {
    expect(chooseCover({ name: 'Bavarese', tags: ['Latte intero', 'Fragole'] }).dish).toBe(
      'pot-of-food',
    );
  });

  it('takes a cocktail or drinks category for a drink, not a cocktail party', () => {
    expect(chooseCover({ name: 'Coquito', category: 'Cocktail' }).dish).toBe('tropical-drink');
    expect(chooseCover({ name: 'Nibbles', category: 'Cocktail party' }).dish).toBe('pot-of-food');
  });

  it('knows a cocktail by its lines: spirits and juices poured, no solid food', () => {
    expect(chooseCover({ name: "Grandpa's Nightcap", ingredients: whiskeySour }).dish).toBe(
      'cocktail-glass',
    );
    // A dressing is poured too, but pours no spirit; a stew with wine has solid food.
    const dressing = ['60 ml olive oil', '30 ml lemon juice', '1 tsp mustard'];
    expect(chooseCover({ name: 'House Dressing', ingredients: dressing }).dish).toBe('pot-of-food');
    const stew = ['1 kg beef', '300 ml red wine', '2 onions'];
    expect(chooseCover({ name: 'Sunday Beef', ingredients: stew }).dish).toBe('pot-of-food');
  });

  it("shows a drink's fruit from its juice, not the egg white or the ice", () => {
    expect(coverKey(chooseCover({ name: 'Whiskey Sour', ingredients: whiskeySour }))).toBe(
      `${chooseCover({ name: 'Whiskey Sour' }).version}.${chooseCover({ name: 'Whiskey Sour' }).palette}.cocktail-glass.lemon`,
    );
    const mojito = ['2 oz white rum', '1 oz lime juice', '8 mint leaves', 'soda water'];
    expect(chooseCover({ name: 'Mojito', ingredients: mojito }).ingredients).toEqual([
      'lime',
      'herb',
    ]);
  });

  it('names only icons the set keeps', () => {
    for (const icon of ['cocktail-glass', 'tumbler-glass', 'wine-glass', 'hot-beverage']) {
      expect(COVER_ICONS.has(icon)).toBe(true);
    }
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
