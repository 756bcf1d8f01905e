/**
 * The words that pick a recipe cover's illustrations: a dish for the recipe as a whole and a few
 * of its main ingredients, named by their Fluent Emoji (flat) icon names. The rules are general
 * (words, never recipe ids), ordered by priority, and shared by the server that draws the covers
 * and by the tests that check every name exists in the icon set.
 */

/** A rule: the words (a regular expression over lower-case, accent-free text) and an icon name. */
export type CoverRule = readonly [words: RegExp, icon: string];

/**
 * The dish, matched against the title first and then the tags; the first rule that matches wins,
 * so the more specific dishes come first (a cheesecake is a cake before it is cheese).
 */
export const DISH_RULES: readonly CoverRule[] = [
  [/\b(cheesecakes?|cakes?|gateaux?|sponges?|drizzle|victoria)\b/, 'shortcake'],
  [/\b(cupcakes?|muffins?|fairy cakes?)\b/, 'cupcake'],
  [/\b(brownies?|blondies?|fudge|chocolate pots?)\b/, 'chocolate-bar'],
  [/\b(cookies?|biscuits?|flapjacks?|shortbread|biscotti)\b/, 'cookie'],
  [/\b(pancakes?|crepes?|drop scones?)\b/, 'pancakes'],
  [/\bwaffles?\b/, 'waffle'],
  [/\b(doughnuts?|donuts?)\b/, 'doughnut'],
  [/\b(ice cream|sorbet|gelato|eton mess|pavlova|meringues?|sundaes?)\b/, 'ice-cream'],
  [
    /\b(puddings?|custards?|trifles?|mousses?|pots?|panna cotta|creme brulee|tiramisu)\b/,
    'custard',
  ],
  [/\b(pies?|crumbles?|tarts?|tarte|quiches?|pasty|pasties|cobbler)\b/, 'pie'],
  // Hot drinks before curries, so "masala chai" is a cup of tea and not a curry; "latte intero"
  // (Italian whole milk, often a tag) is no latte.
  [
    /\b(hot chocolate|hot cocoa|lattes?(?! (intero|scremato|parzialmente|condensato|di|e))|cappuccinos?|hot toddy|irish coffee|chai|mulled cider)\b/,
    'hot-beverage',
  ],
  [
    /\b(curry|curries|tikka|masala|korma|dal|dhal|daal|biryani|jalfrezi|rogan josh|vindaloo)\b/,
    'curry-rice',
  ],
  [/\b(risottos?|paella|pilaf|pilau|fried rice|jambalaya|kedgeree)\b/, 'cooked-rice'],
  [/\b(noodles?|ramen|pho|udon|soba|stir[- ]?fry|chow mein|pad thai|laksa)\b/, 'steaming-bowl'],
  [
    /\b(spaghetti|bolognese|linguine|pasta|penne|lasagnes?|lasagna|cannelloni|macaroni|tagliatelle|carbonara|fusilli|rigatoni|gnocchi|orzo|ravioli|tortellini|meatballs?)\b/,
    'spaghetti',
  ],
  [/\b(soups?|chowders?|broths?|bisques?|gazpacho|minestrone)\b/, 'bowl-with-spoon'],
  [
    /\b(stews?|casseroles?|chilli|chili|goulash|tagines?|hotpot|ragu|cassoulet|chowder)\b/,
    'pot-of-food',
  ],
  [/\b(fajitas?|tacos?|enchiladas?|quesadillas?|nachos)\b/, 'taco'],
  [/\bburritos?\b/, 'burrito'],
  [
    /\b(koftas?|kebabs?|gyros?|shawarma|flatbreads?|wraps?|pittas?|pitas?|falafel)\b/,
    'stuffed-flatbread',
  ],
  [/\bpizzas?\b/, 'pizza'],
  [/\bburgers?\b/, 'hamburger'],
  [/\b(sandwich(es)?|toasties?|subs?|rolls?|bagels?)\b/, 'sandwich'],
  [/\b(salads?|slaws?|coleslaw)\b/, 'green-salad'],
  [/\bsushi\b/, 'sushi'],
  [/\b(dumplings?|gyoza|bao)\b/, 'dumpling'],
  [
    /\b(frittata|omelettes?|omelets?|scrambled|fried eggs?|poached eggs?|eggs benedict)\b/,
    'cooking',
  ],
  [/\b(porridge|granola|overnight oats|muesli)\b/, 'bowl-with-spoon'],
  [/\b(breads?|loaf|loaves|focaccia|buns?|soda bread|scones?)\b/, 'bread'],
  [/\b(fishcakes?|fish cakes?|goujons?|fish fingers?|fish and chips)\b/, 'fish'],
  [/\b(chops?|steaks?|ribs?)\b/, 'cut-of-meat'],
  [/\b(wings?|drumsticks?|nuggets?)\b/, 'poultry-leg'],
  [
    /\b(traybakes?|tray bakes?|roast(ed)?|bakes?|baked|skillet|shakshuka|one[- ]pan|hash)\b/,
    'shallow-pan-of-food',
  ],
  [/\b(smoothies?|shakes?|milkshakes?|lassi|lemonade)\b/, 'cup-with-straw'],
  // A sour is a drink only after a spirit ("whiskey sour"), never "sour cream" or "sweet and sour".
  [
    /\b(martinis?|margaritas?|daiquiris?|cosmopolitans?|gimlets?|(whiske?y|bourbon|amaretto|pisco|gin|vodka|rum|brandy|tequila) sours?)\b/,
    'cocktail-glass',
  ],
  [/\b(negronis?|old fashioned|iced tea|iced coffee|cold brew)\b/, 'tumbler-glass'],
  [/\b(sangria|mulled wine|spritz|gluhwein|mimosas?|bellinis?)\b/, 'wine-glass'],
  // Not a prawn cocktail, cocktail sausages or a cocktail party: those are food.
  [
    /(?<!\b(prawn|shrimp|seafood|crab|lobster|fruit) )\b(cocktails?|mocktails?|punch|mojitos?|pina coladas?)\b(?! (sauce|sausages?|sticks?|party|parties|meatballs))/,
    'tropical-drink',
  ],
];

/** The dishes that are drinks: their covers read juices as the fruit and skip egg whites and ice. */
export const DRINK_DISHES: ReadonlySet<string> = new Set([
  'hot-beverage',
  'cup-with-straw',
  'cocktail-glass',
  'tumbler-glass',
  'wine-glass',
  'tropical-drink',
]);

/** A line that pours a spirit, liqueur or wine: with no solid food beside it, a cocktail. */
export const SPIRIT_LINE =
  /\b(vodka|gin|rum|tequila|mezcal|whiske?y|bourbon|scotch|brandy|cognac|vermouth|liqueurs?|amaretto|triple sec|bitters|prosecco|champagne|wine|sherry)\b/;

/** A line of a drink: something poured (measured in oz, ml, dashes), a juice or syrup, ice, a garnish. */
export const DRINK_LINE =
  /\b(oz|ounces?|fl|ml|cl|shots?|dash(es)?|splash|parts?|juice|syrup|grenadine|soda|tonic|ginger (beer|ale)|ice|egg whites?|garnish|twist|wedges?|wheels?|sprigs?|mint leaves)\b/;

/** A line of solid food (weighed, or flour, butter, meat...): a recipe with one is not a drink. */
export const SOLID_FOOD_LINE =
  /\b(\d+ ?(g|kg|lbs?|pounds?)|grams?|flour|butter|chicken|beef|pork|lamb|fish|rice|pasta|potato(es)?|onions?|garlic|cheese|bread)\b/;

/**
 * When no dish is named, the recipe's category and tags decide; the last resort is a plate.
 */
export const CATEGORY_DISH_RULES: readonly CoverRule[] = [
  [/\b(desserts?|sweets?|baking|puddings?|treats?)\b/, 'shortcake'],
  [/\b(fish|seafood|shellfish|salmon|tuna|cod)\b/, 'fish'],
  [/\b(chicken|turkey|poultry|duck)\b/, 'poultry-leg'],
  [/\b(meat|beef|pork|lamb|steak|mince)\b/, 'cut-of-meat'],
  [/\b(breakfast|brunch)\b/, 'cooking'],
  [/\b(soups?)\b/, 'bowl-with-spoon'],
  [
    /\b(drinks?|beverages?|cocktails?|mocktails?)\b(?! (sauce|sausages?|sticks?|party|parties))/,
    'tropical-drink',
  ],
  [/\b(vegan|vegetarian|veggie|vegetables?|plant[- ]based|sides?|salads?)\b/, 'green-salad'],
];

export const DEFAULT_DISH = 'pot-of-food';

/** Ingredient lines that name a flavouring, not a main ingredient ("chicken stock", "olive oil"). */
export const NOT_MAIN_INGREDIENT =
  /\b(stock|stock cubes?|powder|flakes|ground|sauce|ketchup|paste|oil|extract|essence|vinegar|seasoning|spice|juice|zest|syrup|jam|water|to serve|for greasing|optional|mayo|mayonnaise|gravy|bouillon|granules)\b/;

/**
 * The main ingredients, in two tiers: what a dish is made of (tier 1) before what flavours it
 * (tier 2: aromatics, dairy, herbs), so a cover shows the chicken and potatoes before the garlic.
 */
export const INGREDIENT_RULES: readonly (readonly [tier: 1 | 2, words: RegExp, icon: string])[] = [
  [1, /\b(sweet potato(es)?)\b/, 'roasted-sweet-potato'],
  [1, /\b(chicken|turkey|duck|poultry)\b/, 'poultry-leg'],
  [1, /\b(bacon|pancetta|lardons?)\b/, 'bacon'],
  [1, /\b(lamb|mutton)\b/, 'meat-on-bone'],
  [1, /\b(beef|steak|mince|pork|chops?|venison|chorizo|ham|sausages?|veal)\b/, 'cut-of-meat'],
  [1, /\b(prawns?|shrimps?|langoustines?)\b/, 'shrimp'],
  [1, /\b(crab)\b/, 'crab'],
  [1, /\b(lobster)\b/, 'lobster'],
  [1, /\b(squid|calamari|octopus)\b/, 'squid'],
  [1, /\b(oysters?|mussels?|clams?|scallops?)\b/, 'oyster'],
  [
    1,
    /\b(salmon|cod|haddock|mackerel|sea ?bass|tuna|trout|hake|pollock|plaice|sardines?|anchov(y|ies)|white fish|fish)\b/,
    'fish',
  ],
  [1, /\b(potato(es)?|new potatoes|gnocchi)\b/, 'potato'],
  [1, /\b(carrots?)\b/, 'carrot'],
  [1, /\b(tomato(es)?|passata|cherry toms?)\b/, 'tomato'],
  [1, /\b((red|green|yellow|orange|bell|romano|sweet) peppers?|peppers)\b/, 'bell-pepper'],
  [1, /\b(mushrooms?|porcini|chestnut mushrooms?|shiitake)\b/, 'brown-mushroom'],
  [1, /\b(broccoli|tenderstem|cauliflower|broccolini)\b/, 'broccoli'],
  [
    1,
    /\b(spinach|kale|lettuce|cabbage|chard|rocket|greens|pak choi|bok choy|leeks?|watercress)\b/,
    'leafy-green',
  ],
  [1, /\b(cucumbers?|courgettes?|zucchini)\b/, 'cucumber'],
  [1, /\b(aubergines?|eggplants?)\b/, 'eggplant'],
  [1, /\b(sweetcorn|corn on the cob|corn)\b/, 'ear-of-corn'],
  [1, /\b(peas|pea|mangetout|sugar snaps?|edamame)\b/, 'pea-pod'],
  [1, /\b(beans?|chickpeas?|lentils?|butter beans?|kidney beans?|black beans?)\b/, 'beans'],
  [1, /\b(avocados?)\b/, 'avocado'],
  [1, /\b(rice|couscous|quinoa|bulgur)\b/, 'cooked-rice'],
  [
    1,
    /\b(spaghetti|linguine|penne|pasta|macaroni|tagliatelle|lasagne sheets?|fusilli|noodles?|cannelloni)\b/,
    'spaghetti',
  ],
  [1, /\b(strawberr(y|ies))\b/, 'strawberry'],
  [
    1,
    /\b(blueberr(y|ies)|blackberr(y|ies)|raspberr(y|ies)|berries|blackcurrants?)\b/,
    'blueberries',
  ],
  [1, /\b(cherr(y|ies))\b/, 'cherries'],
  [1, /\b(apples?|bramley)\b/, 'red-apple'],
  [1, /\b(pears?)\b/, 'pear'],
  [1, /\b(bananas?)\b/, 'banana'],
  [1, /\b(peach(es)?|nectarines?|apricots?)\b/, 'peach'],
  [1, /\b(mangoes|mangos?)\b/, 'mango'],
  [1, /\b(pineapples?)\b/, 'pineapple'],
  [1, /\b(coconut)\b/, 'coconut'],
  [1, /\b(grapes?)\b/, 'grapes'],
  [1, /\b(chocolate|cocoa)\b/, 'chocolate-bar'],
  [1, /\b(oats|porridge oats|rolled oats)\b/, 'sheaf-of-rice'],
  [
    1,
    /\b(halloumi|paneer|feta|ricotta|mozzarella|cheddar|parmesan|cheese|gruyere|goats? cheese|mascarpone|soft cheese)\b/,
    'cheese-wedge',
  ],
  [2, /\b(eggs?|egg yolks?)\b/, 'egg'],
  [2, /\b(lemons?)\b/, 'lemon'],
  [2, /\b(limes?)\b/, 'lime'],
  [2, /\b(oranges?|clementines?|satsumas?)\b/, 'tangerine'],
  [2, /\b(onions?|shallots?|spring onions?|scallions?)\b/, 'onion'],
  [2, /\b(garlic)\b/, 'garlic'],
  [2, /\b(ginger)\b/, 'ginger-root'],
  [2, /\b(chillies|chilli|chili|chilies|jalapenos?)\b/, 'hot-pepper'],
  [2, /\b(olives?)\b/, 'olive'],
  [2, /\b(honey)\b/, 'honey-pot'],
  [2, /\b(butter)\b/, 'butter'],
  [2, /\b(milk|cream|yogurt|yoghurt|creme fraiche)\b/, 'glass-of-milk'],
  [2, /\b(bread|breadcrumbs|tortillas?|wraps?|flatbreads?|pittas?|baguette)\b/, 'bread'],
  [2, /\b(walnuts?|peanuts?|almonds?|cashews?|hazelnuts?|pecans?|pistachios?|nuts)\b/, 'peanuts'],
  [
    2,
    /\b(parsley|basil|coriander|dill|mint|thyme|rosemary|oregano|chives|sage|tarragon|herbs?)\b/,
    'herb',
  ],
];

/** Every icon a cover can use: the server checks cover keys against it. */
export const COVER_ICONS: ReadonlySet<string> = new Set([
  ...DISH_RULES.map(([, icon]) => icon),
  ...CATEGORY_DISH_RULES.map(([, icon]) => icon),
  DEFAULT_DISH,
  ...INGREDIENT_RULES.map(([, , icon]) => icon),
]);
