import { describe, expect, it } from 'vitest';
import { namesOfEach } from './each-names.ts';
import { parseIngredient } from './parse-ingredient.ts';

const names = (line: string): readonly string[] | null => namesOfEach(parseIngredient(line));

describe('namesOfEach', () => {
  it('lists every thing a comma list after "each" names', () => {
    expect(names('½ bunch each oregano, rosemary, thyme, sage, parsley')).toEqual([
      'oregano',
      'rosemary',
      'thyme',
      'sage',
      'parsley',
    ]);
    expect(names('1 tsp each of cumin, coriander, and fennel seeds')).toEqual([
      'cumin',
      'coriander',
      'fennel seeds',
    ]);
  });

  it('lists a thing whose clause opens with "whole"', () => {
    expect(
      names('1 tablespoon each sliced almonds, whole pistachios, pine nuts, walnut halves'),
    ).toEqual(['almonds', 'whole pistachios', 'pine nuts', 'walnut halves']);
  });

  it('splits two things joined by "and" or "&"', () => {
    expect(names('2 tbsp each chopped parsley and chives')).toEqual(['parsley', 'chives']);
    expect(names('1 tsp each salt & pepper')).toEqual(['salt', 'pepper']);
  });

  it('gives describing words alone the thing of the last name', () => {
    expect(names('½ cup each red and green bell pepper')).toEqual([
      'red bell pepper',
      'green bell pepper',
    ]);
    expect(names('1 tbsp each red and white wine vinegar')).toEqual([
      'red wine vinegar',
      'white wine vinegar',
    ]);
  });

  it('gives every describing word a comma list names its own thing', () => {
    expect(names('1 each red, green, and yellow sweet peppers, quartered')).toEqual([
      'red sweet peppers',
      'green sweet peppers',
      'yellow sweet peppers',
    ]);
    // Written without commas, two describing words are one thing's ("dark brown sugar").
    expect(names('½ cup each light and dark brown sugar')).toEqual([
      'light brown sugar',
      'dark brown sugar',
    ]);
  });

  it('gives the names after the first the form the first opens with', () => {
    // The coriander beside ground cumin is ground coriander, not the fresh herb.
    expect(names('1 tsp each ground cumin and coriander')).toEqual([
      'ground cumin',
      'ground coriander',
    ]);
    expect(names('1 tsp each dried oregano and bay leaves')).toEqual([
      'dried oregano',
      'dried bay leaves',
    ]);
    // "Smoked" is the paprika's alone; a name with a describing word of its own keeps it.
    expect(names('1 tsp each smoked paprika and cumin')).toEqual(['smoked paprika', 'cumin']);
    expect(names('1 tsp each ground cumin and black pepper')).toEqual([
      'ground cumin',
      'black pepper',
    ]);
  });

  it('gives a one-word name the product of the last when the two make a food', () => {
    const foods = new Set(['lemon juice', 'onion powder']);
    const isFood = (name: string) => foods.has(name);
    const shared = (line: string) => namesOfEach(parseIngredient(line), isFood);
    expect(shared('2 tbsp each lemon and lime juice')).toEqual(['lemon juice', 'lime juice']);
    expect(shared('1 tsp each onion and garlic powder')).toEqual(['onion powder', 'garlic powder']);
    // "salt powder" is no food: the salt stays salt.
    expect(shared('1 tsp each salt and garlic powder')).toEqual(['salt', 'garlic powder']);
    // Without a way to tell a food, nothing is shared.
    expect(names('2 tbsp each lemon and lime juice')).toEqual(['lemon', 'lime juice']);
  });

  it('reads "each" after a count with no unit', () => {
    expect(names('2 each red onions and carrots')).toEqual(['red onions', 'carrots']);
  });

  it('does not split a choice: "or", "and/or" and a slash name one thing to buy', () => {
    expect(names('1 tbsp each oregano or thyme')).toBeNull();
    expect(names('2 tbsp each parsley and/or chives')).toBeNull();
    expect(names('2 tbsp each basil/mint')).toBeNull();
  });

  it('is null for one thing, and for a line without "each"', () => {
    expect(names('2 tbsp each parsley')).toBeNull();
    expect(names('2 tbsp parsley and chives')).toBeNull();
    expect(names('½ bunch oregano, leaves picked')).toBeNull();
  });

  it("is told by the parser that the amount was each thing's", () => {
    expect(parseIngredient('2 tbsp each chopped parsley and chives').each).toBe(true);
    expect(parseIngredient('2 tbsp chopped parsley and chives')).not.toHaveProperty('each');
  });
});
