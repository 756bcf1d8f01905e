/**
 * The app's own recipe categories, and how a category read from a web page ("Dinner, Main
 * course", "Dessert", "Side Dish", "Hauptgericht") maps onto them, so a scraped recipe never adds
 * a new entry to the category list. A main course is sorted by what it is made of.
 */

/** The categories a recipe can have (the recipe editor's list). */
export const RECIPE_CATEGORIES = [
  'Vegetarian',
  'Vegan',
  'Meat',
  'Fish',
  'Dessert',
  'Breakfast',
  'Side',
  'Other',
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** Category words, in priority order: the first rule any part of the page's category meets wins. */
const CATEGORY_RULES: readonly (readonly [RegExp, RecipeCategory])[] = [
  [/\bvegan/, 'Vegan'],
  [/\b(vegetarian|vegetarisch\w*|veggie|vege|meatless|plant[- ]based)\b/, 'Vegetarian'],
  [
    /\b(desserts?|sweets?|cakes?|cupcakes?|cheesecakes?|cookies?|biscuits?|baking|bakes?|puddings?|treats?|ice cream|sorbets?|pastry|pastries|brownies?|dolci|dolce|efterratt|nachspeisen?|nachtisch|postres?|sobremesas?|bolos|kage|bagvaerk|koekjes|gebak|taart)\b/,
    'Dessert',
  ],
  [
    /\b(breakfast|brunch|fruhstuck|desayunos?|petit[- ]dejeuner|ontbijt|frukost|pancakes?)\b|早餐/,
    'Breakfast',
  ],
  [
    /\b(sides?|side dish(es)?|beilagen?|accompaniments?|guarniciones?|contorni|contorno|bijgerecht)\b/,
    'Side',
  ],
  [/\b(fish|seafood|peixes?|pescados?|poissons?|fisch|vis|mariscos)\b/, 'Fish'],
  [
    /\b(meat|chicken|beef|pork|lamb|poultry|carnes?|viandes?|aves|fleisch|tavuk|kip|vlees)\b/,
    'Meat',
  ],
];

/** Words that name a course to be sorted by its ingredients. */
const MAIN_COURSE =
  /\b(main|mains|main course|main dish(es)?|main meals?|entrees?|dinner|lunch|supper|soups?|salads?|pasta|noodles?|large plates|hoofdgerecht|hauptgericht|hauptspeisen?|hauptgange|plat principal|plats?|secondi|primi|huvudratt|hovedrett|middag|one[- ]pot|curry|stew)\b/;

/** Small plates and the like: the app keeps them with the sides. */
const SMALL_PLATES =
  /\b(appetizers?|appetisers?|starters?|snacks?|sauces?|dips?|salsas?|condiments?|dressings?|breads?|finger foods?|vorspeisen?|forratt|antipasti|tapas|mellanmal|voorgerecht)\b/;

const FISH_INGREDIENT =
  /\b(fish|salmon|tuna|cod|haddock|prawns?|shrimps?|mackerel|sardines?|crab|lobster|mussels?|clams?|scallops?|squid|calamari|sea ?bass|trout|tilapia|halibut|hake|pollock|plaice|monkfish)\b/;
const MEAT_INGREDIENT =
  /\b(chicken|beef|pork|lamb|mince|minced meat|bacon|sausages?|ham|turkey|duck|chorizo|steak|veal|venison|prosciutto|pancetta|salami|meatballs?|mutton|goat|oxtail|brisket|ribs?)\b/;
/** Lines that name an animal only as a flavouring ("chicken stock", "fish sauce"). */
const FLAVOURING = /\b(stock|broth|bouillon|sauce|gravy|granules|cubes?|powder)\b/;

/** Lower case without accents, so "Entrée" and "Frühstück" match plainly. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Meat, Fish or Vegetarian for a main course, by its ingredient lines (and its name). */
function mainCourseCategory(name: string, ingredients: readonly string[]): RecipeCategory {
  const lines = [name, ...ingredients].map(plain).filter((line) => !FLAVOURING.test(line));
  const fish = lines.filter((line) => FISH_INGREDIENT.test(line)).length;
  const meat = lines.filter((line) => MEAT_INGREDIENT.test(line)).length;
  if (meat === 0 && fish === 0) return 'Vegetarian';
  return fish > meat ? 'Fish' : 'Meat';
}

/**
 * The app's category for a recipe whose page gave `scraped` as its category: a category word
 * (vegan, dessert, breakfast, side, fish, meat, in many languages), else a main course sorted by
 * its ingredients, else a small plate (a side), else Other. Null when the page gave none.
 */
export function appCategoryOf(
  scraped: string | null | undefined,
  recipe: { name?: string; ingredients?: readonly string[] } = {},
): RecipeCategory | null {
  const text = plain(scraped ?? '').trim();
  if (!text) return null;
  const known = RECIPE_CATEGORIES.find((category) => plain(category) === text);
  if (known) return known;
  for (const [words, category] of CATEGORY_RULES) if (words.test(text)) return category;
  if (MAIN_COURSE.test(text)) {
    return recipe.ingredients && recipe.ingredients.length > 0
      ? mainCourseCategory(recipe.name ?? '', recipe.ingredients)
      : 'Other';
  }
  if (SMALL_PLATES.test(text)) return 'Side';
  return 'Other';
}
