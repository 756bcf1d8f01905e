import { describe, expect, it } from 'vitest';
import { appCategoryOf, RECIPE_CATEGORIES } from './recipe-category.ts';

const chicken = { name: 'Creamy Chicken Pasta', ingredients: ['2 chicken breasts', '300g pasta'] };
const salmon = { name: 'Salmon Traybake', ingredients: ['4 salmon fillets', '1 lemon'] };
const beans = {
  name: 'Bean Chilli',
  ingredients: ['2 tins kidney beans', '1 onion', '500ml vegetable stock'],
};

describe("a scraped category on the app's own list", () => {
  it.each([
    ['Dessert', 'Dessert'],
    ['Desserts & Sweets', 'Dessert'],
    ['Cookies + Bars', 'Dessert'],
    ['Nachspeise', 'Dessert'],
    ['Breakfast', 'Breakfast'],
    ['Frühstück', 'Breakfast'],
    ['Side Dish', 'Side'],
    ['side dishes', 'Side'],
    ['Beilage', 'Side'],
    ['Appetizer', 'Side'],
    ['Snack', 'Side'],
    ['Vegan', 'Vegan'],
    ['vegetarische recepten', 'Vegetarian'],
    ['Seafood', 'Fish'],
    ['Poultry recipes', 'Meat'],
    ['Carnes', 'Meat'],
    ['Drinks', 'Other'],
    ['Thanksgiving', 'Other'],
  ] as const)('%s → %s', (scraped, category) => {
    expect(appCategoryOf(scraped)).toBe(category);
  });

  it('sorts a main course by what it is made of: meat, fish or vegetarian', () => {
    expect(appCategoryOf('Dinner, Main course', chicken)).toBe('Meat');
    expect(appCategoryOf('Main Dish', salmon)).toBe('Fish');
    expect(appCategoryOf('Hauptgericht', beans)).toBe('Vegetarian');
    expect(appCategoryOf('Entrée', salmon)).toBe('Fish');
    expect(appCategoryOf('Lunch, Soup', beans)).toBe('Vegetarian');
  });

  it('does not call a dish meat for its stock or fish for its fish sauce', () => {
    const soup = {
      name: 'Pho',
      ingredients: ['1 litre chicken stock', '2 tbsp fish sauce', 'rice noodles'],
    };
    expect(appCategoryOf('Dinner', soup)).toBe('Vegetarian');
  });

  it('puts a category word before a course word (a vegetarian main is Vegetarian)', () => {
    expect(appCategoryOf('Main Course, Vegetarian', chicken)).toBe('Vegetarian');
    expect(appCategoryOf('Dessert, Breakfast')).toBe('Dessert');
  });

  it('keeps a category that is already one of ours, whatever its case', () => {
    for (const category of RECIPE_CATEGORIES) {
      expect(appCategoryOf(category.toLowerCase())).toBe(category);
    }
  });

  it('is Other for a main course with no ingredients to read, null for no category', () => {
    expect(appCategoryOf('Dinner')).toBe('Other');
    expect(appCategoryOf('')).toBeNull();
    expect(appCategoryOf(null)).toBeNull();
  });

  it('only ever answers a category of the app', () => {
    for (const scraped of ['Dinner, Main course', 'Kerst', '快手菜', 'Side Dish', '1']) {
      expect(RECIPE_CATEGORIES).toContain(appCategoryOf(scraped, chicken));
    }
  });
});
