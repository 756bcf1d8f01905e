/**
 * Keyword rules for the aisle of a grocery name, the fallback behind the catalogue
 * (catalogue/aisle-catalogue.ts): general head nouns ("… sauce" is a sauce, "… oil" an oil) for
 * names the catalogue does not list, and the form words that move a thing to the aisle it is sold
 * from ("frozen", "tinned", "in spring water", "dried"). Keywords are lower case and singular;
 * several words are matched as a phrase.
 */
import type { Bucket } from './categories.ts';

const words = (text: string): readonly string[] =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/** General head nouns of each aisle (a name's last known word is its head: "chicken stock"). */
export const AISLE_KEYWORDS: Readonly<Record<Bucket, readonly string[]>> = {
  MEAT_AND_FISH: words(`meat, beef, pork, lamb, mutton, veal, chicken, turkey, duck, poultry, game,
    fish, seafood, shellfish, steak, mince, sausage, bacon, ham, burger, joint, chop, fillet, loin`),
  DAIRY_AND_EGGS: words(`dairy, milk, cream, butter, cheese, yogurt, yoghurt, egg, spread`),
  VEGETABLES: words(`vegetable, veg, salad, lettuce, potato, onion, cabbage, mushroom, squash`),
  FRUIT: words(`fruit, berry, apple, citrus, melon`),
  HERBS: words(`herb`),
  SPICES: words(`spice, seasoning, salt, pepper, masala, rub`),
  OILS_AND_VINEGARS: words(`oil, vinegar, balsamic`),
  SAUCES: words(`sauce, ketchup, mayonnaise, mustard, dressing, chutney, relish, pesto, paste,
    marinade, condiment, salsa, onion jam, chilli jam`),
  BAKING:
    words(`flour, sugar, chocolate, biscuit, cookie, cake, bread, loaf, roll, bun, pastry, nut,
    seed, icing, sprinkle, extract, essence, biscuit bar, agave nectar, chapatti, madeleine, turnover,
    farl`),
  PASTA_AND_GRAINS: words(`pasta, noodle, rice, grain, cereal, oat, lentil, pulse, wheat, musli,
    oatflake, trottole, frosted flake, special flake, multigrain flake`),
  TINNED_AND_JARRED: words(`bean, soup, jam, honey, pickle, olive`),
  FROZEN: words(`ice cream, ice, pizza, chip, ice cream bar, lolly bar, nugget, dinosaur`),
  PANTRY:
    words(`stock, stockpot, broth, gravy, drink, juice, water, tea, coffee, wine, beer, spirit, crisp,
    snack, bar, fudge, candy, infusion, lance, creme, creme egg, pastille, chew, mint thin, nectar, peanut butter cup, treat size, mini cheddar`),
};

/** A thing sold frozen goes to Frozen, whatever it is ("frozen peas", "frozen cod fillets"). */
export const FROZEN_WORDS: ReadonlySet<string> = new Set(['frozen']);

/**
 * A thing in a tin or jar goes to Tinned & Jarred when it would otherwise be fresh ("1 can
 * sweetcorn", "tinned potatoes", "pickled onions"); sauces, spices, oils, baking goods and drinks
 * stay in their own aisle ("1 jar pesto", "a can of beer").
 */
export const TIN_WORDS: ReadonlySet<string> = new Set([
  'tinned',
  'canned',
  'tin',
  'can',
  'jar',
  'jarred',
  'pickled',
  // Kept in salt, oil or syrup: "Preserved Lemons 200G", "preserved lemon" (a jar's).
  'preserved',
]);

/**
 * What tins and jars are packed in, said after "in": "tuna in spring water", "chickpeas in water",
 * "peaches in juice", "sardines in tomato sauce". The last word of what follows "in".
 */
export const PACKING_MEDIA: ReadonlySet<string> = new Set([
  'water',
  'brine',
  'oil',
  'juice',
  'syrup',
  'vinegar',
  'gravy',
]);

/** Packing media a title may name with no "in" before them: "Cannellini Beans Water". */
export const BARE_PACKING_MEDIA: ReadonlySet<string> = new Set(['water', 'brine']);

/**
 * Product types whose flavours a title may put after them: "Peri Peri Sauce Lemon & Herb" is a
 * sauce, "Green Tea Honey Lemon" a tea, "Olives Basil & Garlic" olives. Only nouns that name the
 * thing: "Crisp Apples", "Mustard Cress" and "Seed Potatoes" are apples, cress and potatoes.
 */
export const FLAVOURED_TYPES: ReadonlySet<string> = new Set([
  // Tuna and chips by their flavours: "Tuna Lemon & Thyme", "Tuna Chunks Lemon & Pepper",
  // "Chips Garlic".
  'tuna',
  'tuna chunk',
  'tuna flake',
  // Sausages and burgers by their seasoning: "Chicken Sausages Sweet Chilli", "Burgers Onion".
  'sausage',
  'burger',
  'chip',
  'sauce',
  'ketchup',
  'mayonnaise',
  'aioli',
  'dressing',
  'chutney',
  'relish',
  'pickle',
  'pesto',
  'paste',
  'marinade',
  'salsa',
  'gravy',
  // A jar of sauce to bake pasta in: "Pasta Bake Tomato & Herb".
  'pasta bake',
  // A packet of pasta, couscous, rice or noodles by its flavour: "Quick Pasta Tomato & Herb",
  // "Couscous Lemon & Coriander", "Savoury Rice Mushroom".
  'pasta',
  // Pasta by its shape: "Fusilli Tomato & Basil 500G", "Tagliatelle Mushroom" (session 34); not
  // spaghetti, before the squash of its name.
  'fusilli',
  'penne',
  'tagliatelle',
  'linguine',
  'fettuccine',
  'farfalle',
  'rigatoni',
  'gnocchi',
  'couscous',
  'cous cous',
  'rice',
  'noodle',
  'tea',
  'teabag',
  'tea bag',
  // Teas by their own names: "Rooibos and Honey" ("rooibos" as names are read), "Chai Vanilla",
  // "Matcha Strawberry".
  'rooibo',
  'redbush',
  'chai',
  'matcha',
  'coffee',
  // Coffee drinks by their own names: "Latte Salted Caramel", "Coffee Frappe Caramel Swirl".
  'latte',
  'mocha',
  'macchiato',
  'cappuccino',
  'frappe',
  'frappuccino',
  'hot chocolate',
  'water',
  'juice',
  'drink',
  // Keyed as the name reader writes them: "smoothie" as "smoothy", "cookie" as "cooky".
  'smoothy',
  // The freezer's bag of fruit for smoothies: "Smoothie Mix Berry 500G" (session 38).
  'smoothy mix',
  'lemonade',
  'soup',
  'stock',
  'yogurt',
  'yoghurt',
  'fromage frai',
  'skyr',
  'kefir',
  'quark',
  'kvarg',
  'milkshake',
  'cheese',
  // Cheeses by their own names, before what is mixed into them ("Wensleydale Cranberry",
  // "Cheddar Caramelised Onion", "Halloumi Chilli"); session 49.
  'cheddar',
  'wensleydale',
  'leicester',
  'gloucester',
  'stilton',
  'lancashire',
  'cheshire',
  'caerphilly',
  'brie',
  'camembert',
  'halloumi',
  'feta',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'gouda',
  'edam',
  'emmental',
  'manchego',
  'paneer',
  'jam',
  'preserve',
  'conserve',
  'marmalade',
  'infusion',
  'olive',
  'oil',
  'vinegar',
  'seasoning',
  'rice',
  'couscous',
  'cous cous',
  'cereal',
  'cake',
  'biscuit',
  'cooky',
  'bread',
  'loaf',
  'roll',
  'bun',
  'bagel',
  'muffin',
  'scone',
  'crumpet',
  'croissant',
  'brioche',
  'pancake',
  'wrap',
  'naan',
  'pitta',
  'focaccia',
  'ciabatta',
  'turnover',
  'flapjack',
  'cracker',
  'oatcake',
  'breadstick',
  // Seeds by the dried fruit packed with them: "Flax Sunflower Seeds Berries" (session 39).
  'seed',
  'noodle',
  'pizza',
  'tortellini',
  'tortelloni',
  'ravioli',
  'ice cream',
  'gelato',
  'sorbet',
  'scoop',
  'gin',
  'vodka',
  'rum',
  'cider',
  // Drinks and sweets by their fruit ("Soda Rhubarb", "Jelly Raspberry", "Pastilles Orange").
  'soda',
  'cola',
  'tonic',
  'cordial',
  'kombucha',
  'beer',
  'wine',
  'jelly',
  'pastille',
  'gum',
  'lolly',
  'mousse',
  // Trifles by their fruit, as mousses ("Trifle Raspberry 4 x 125g" was Fruit; session 70).
  'trifle',
  // Puddings and pies by their fruit ("Crumble Apple & Blackberry", "Pie Bramley Apple"); not
  // tarts, since "tart apples" are sour ones.
  'cheesecake',
  'crumble',
  // A strudel by its fruit ("Strudel Apricot 55g" was Fruit), as "Apricot Strudel" (session 71).
  'strudel',
  'pie',
  'pudding',
  // Custard by its fruit ("Devon Custard Strawberry", "Custard Banana 4 x 120G").
  'custard',
  'shortbread',
  'browny',
  'wafer',
  // Pressed fruit snacks ("Fruit Yoyos Strawberry", "Fruit Winders Mango").
  'yoyo',
  'winder',
  'compote',
  'curd',
  'spread',
  'popcorn',
  'liqueur',
  // Dried meat snacks by their flavour ("Beef Jerky Chilli").
  'jerky',
  'biltong',
  'granule',
  'pretzel',
  // Nuts by their flavour ("Cashews Sweet Chilli", "Peanuts Chilli & Lime").
  'nut',
  'cashew',
  'peanut',
  'almond',
  'pistachio',
  'macadamia',
]);

/**
 * Product types a title may follow with a meat or cheese flavour: "Super Noodles Chicken",
 * "Cup a Soup Chicken", "Gravy Granules Beef", "Pasta 'n' Sauce Chicken & Mushroom" (a whole
 * phrase or its last word). Not teas, oils, olives or cheeses, which a title
 * may put before the meat or fish itself ("Tea Smoked Salmon", "Olive Oil Tuna"). A pizza, as
 * "Stonebaked Pizza Pepperoni" or "Pizza Ham & Pineapple", is the freezer's.
 */
export const SAVOURY_FLAVOURED_TYPES: ReadonlySet<string> = new Set([
  'noodle',
  // Noodles by their own names: "Ramen Cup Spicy Beef", "Soba Cup Peking Duck".
  'ramen',
  'soba',
  'udon',
  'pasta n sauce',
  'pasta and sauce',
  'soup',
  'stock',
  'gravy',
  'seasoning',
  'crisp',
  'puff',
  // Seaweed snacks: "Crispy Seaweed Thins Sea Salt", "Seaweed Snack Teriyaki".
  'seaweed',
  'popcorn',
  'rice',
  'couscous',
  'cous cous',
  'cracker',
  'oatcake',
  'breadstick',
  // Rice and corn cakes by the salt or cheese they are made with ("Rice Cakes Sea Salt", "Rice
  // Cakes Cheese"), as crackers are (session 70).
  'rice cake',
  'corn cake',
  'tortellini',
  'tortelloni',
  'ravioli',
  'pizza',
  // Snack chips by a meat or cheese flavour ("Chips Crispy Bacon"): oven chips are never so named.
  'chip',
  // Dried meat snacks by a sauce they are made with ("Beef Jerky Teriyaki").
  'jerky',
  'biltong',
  // Gravy and stock granules and pretzels by a meat or cheese ("Gravy Granules Chicken",
  // "Pretzels Sour Cream & Chive"); not sauces, named before the meat they are for ("Sweet Chilli
  // Sauce Chicken Thighs").
  'granule',
  'pretzel',
  // Sausages and burgers by their meat and its seasoning ("Sausages Pork & Leek", "Burgers Beef
  // and Onion"; session 33).
  'sausage',
  'burger',
]);

/** Flavour words that are not fresh produce ("Honey Lemon", "Yogurt Vanilla", "Gelato Fudge"). */
export const FLAVOUR_EXTRA_WORDS: ReadonlySet<string> = new Set([
  'honey',
  'vanilla',
  'fudge',
  'cinnamon',
  // Sweet flavours of ice creams, yogurts and drinks, which on their own are the baking aisle's:
  // "Ice Cream Honeycomb Crunch", "Ice Cream Salted Caramel", "Yogurt Chocolate".
  'caramel',
  'toffee',
  'honeycomb',
  'chocolate',
  'hazelnut',
]);

/** Sauces a tin is packed in, said after "in" ("baked beans in tomato sauce"). */
export const PACKING_SAUCES: ReadonlySet<string> = new Set(['tomato sauce', 'chilli sauce']);

/** Words saying a thing is dried: dried goods go to the store cupboard (see categorise.ts). */
export const DRIED_WORDS: ReadonlySet<string> = new Set(['dried', 'dehydrated']);

/** Dried pulses go to Pasta & Grains, beside the lentils ("dried chickpeas", "dried beans"). */
export const PULSE_WORDS: ReadonlySet<string> = new Set([
  'bean',
  'butterbean',
  'pea',
  'lentil',
  'chickpea',
  'dal',
  'dhal',
  'rajma',
  'chana',
]);

/** Vegetables that, dried or ground, are spices ("dried chillies", "ground ginger"). */
export const SPICE_VEGETABLE_WORDS: ReadonlySet<string> = new Set([
  'chilli',
  'chili',
  'chile',
  'garlic',
  'onion',
  'ginger',
  'jalapeno',
  'chipotle',
  'galangal',
  'turmeric',
]);

/**
 * Vegetables sold frozen in bags of 750 g and more and fresh only in small packs: such a bag is
 * the freezer's whatever its name says (categorise.ts). Not roots, onions or sprouts, which also
 * come fresh by the kilo.
 */
export const FREEZER_BAG_WORDS: ReadonlySet<string> = new Set([
  'bean',
  'pea',
  'broccoli',
  'cauliflower',
  'floret',
  'spinach',
  'sweetcorn',
  'corn',
  'edamame',
]);

/** Tinned-catalogue vegetables whose kilo bags are frozen ("Tesco Sweetcorn 1Kg"). */
export const FREEZER_TIN_WORDS: ReadonlySet<string> = new Set(['sweetcorn', 'corn']);

/**
 * Fish, as the catalogue's fishmonger's section names them (catalogue/meat-and-fish.ts): a bag of
 * their fillets sold by weight alone is the freezer's (categorise.ts).
 */
export const FISH_WORDS: ReadonlySet<string> = new Set(
  words(`fish, salmon, cod, hake, haddock, pollock, coley, whiting, basa, tilapia, plaice, sole,
    halibut, trout, seabass, bass, bream, mackerel, monkfish, catfish`),
);

/** Fish fillets cured or cooked ready to eat, which the chilled shelf sells by weight too. */
export const READY_FISH_WORDS: ReadonlySet<string> = new Set(['smoked', 'kipper', 'cooked']);

/**
 * Shaped meat-free foods, bought from the freezer: "Tesco Vegetable Burgers", "Bean Burgers",
 * "Vegetable Fingers" (a meat word with a meat-free word before it, see categorise.ts).
 */
export const SHAPED_FOOD_WORDS: ReadonlySet<string> = new Set([
  'burger',
  'pounder',
  'nugget',
  'finger',
  'bite',
  'schnitzel',
]);

/** Words that make a burger or nugget meat-free ("bean burger", "vegan nuggets"). */
export const MEAT_FREE_WORDS: ReadonlySet<string> = new Set([
  'vegetable',
  'veg',
  // Words as the name reader keys them: "veggie" is read as "veggy" (keyWord).
  'veggy',
  'vegetarian',
  'vegan',
  'bean',
  'meatless',
  'plant',
  'quorn',
]);

/** Breaded, battered and tempura fish and chicken are sold frozen ("breaded cod fillets"). */
export const BREADED_WORDS: ReadonlySet<string> = new Set(['breaded', 'battered', 'tempura']);

/** Words after which a name's head has ended: "tuna in brine", "yogurt with honey". */
export const HEAD_ENDING_WORDS: ReadonlySet<string> = new Set(['in', 'with', 'for']);

/** Flavours of the syrups sold to flavour coffee and drinks ("Hazelnut Syrup 25cl"). */
export const DRINK_SYRUP_WORDS: ReadonlySet<string> = new Set([
  'coffee',
  'hazelnut',
  'vanilla',
  'caramel',
  'toffee',
  'gingerbread',
  'amaretto',
  'almond',
  'cinnamon',
  'coconut',
  'mint',
]);

/** Words naming a baker in a maker's name ("Karaway Bakery", "The Bakehouse", "Boulangerie"). */
export const BAKER_NAME_WORDS: ReadonlySet<string> = new Set([
  'bakery',
  'bakehouse',
  'baker',
  'boulangery',
]);

/**
 * Words that name a loaf when nothing else in a title is known ("Thick Sliced Wholemeal 800G",
 * "Toastie White 800G", "Seeded Medium Sliced"): how it is sliced, and the breads' own flours.
 */
export const LOAF_WORDS: ReadonlySet<string> = new Set(['toasty', 'wholemeal', 'granary']);

/** How a loaf is sliced, before "sliced" ("Medium Sliced", "Thick Sliced"). */
export const SLICE_WORDS: ReadonlySet<string> = new Set(['medium', 'thick', 'thin']);
