/**
 * Fruit: the fresh fruit shelves, prepared fresh fruit and the citrus juice and zest recipes ask
 * for. Apple and pear varieties as UK shops name them; US names too (cantaloupe, Meyer lemon).
 * Dried fruit is in baking.ts (the home-baking shelf); fruit in juice or syrup is tinned.
 */
export const FRUIT_NAMES = [
  // Apples and pears.
  `(eating|cooking|bramley|cox|jazz|russet|envy|discovery|spartan|red|green) apple, (royal|) gala,
  (golden|red) delicious,
  (conference|comice|williams|rocha|packham|bartlett|bosc|anjou|asian|nashi|) pear, bramley,
  braeburn, cox, fuji, honeycrisp, kanzi, jonagold, quince, medlar, fresh fruit, pink lady,
  granny smith, egremont russet`,
  // Citrus.
  `(navel|valencia|blood|seville|) orange, (unwaxed|amalfi|meyer|juice of|) lemon,
  (key|kaffir|makrut|juice of|) lime, (pink|red|white|) grapefruit, (ugli|citrus) fruit,
  (lemon|lime) juice, (lemon|lime|orange|grapefruit) zest, (lemon|lime) peel,
  (lemon|lime|orange) rind, clementine, satsuma, mandarin, tangerine, tangelo, minneola, kumquat,
  pomelo, yuzu, easy peeler`,
  // Berries, currants and grapes.
  `(red|black) currant, (fresh|) cranberry,
  (red|green|black|white|seedless|mixed|cotton candy|concord|) grape, strawberry, raspberry,
  blueberry, blackberry, tayberry, loganberry, boysenberry, gooseberry, redcurrant, blackcurrant,
  whitecurrant, lingonberry, elderberry, mulberry, mixed berry, berry mix`,
  // Stone fruit.
  `(sour|bing|rainier|) cherry, (victoria|) plum, (flat|doughnut|white|) peach,
  (alphonso|ataulfo|honey|kesar|) mango, damson, greengage, mirabelle, sloe, nectarine, apricot,
  lychee, litchi, rambutan, longan, mangosteen`,
  // Tropical and other fresh fruit.
  `(baby|) banana, (baby|) pineapple, (golden|) kiwi, (kiwi|passion|dragon|star|sharon) fruit,
  (fresh|) fig, (fresh|) coconut, (medjool|fresh) date, (forced|) rhubarb,
  (cantaloupe|galia|honeydew) melon, pomegranate (seed|aril), papaya, pawpaw, kiwifruit,
  passionfruit, granadilla, guava, pitaya, carambola, persimmon, kaki, physalis, pomegranate,
  durian, cherimoya, soursop, tamarillo, feijoa, loquat, cantaloupe, galia, honeydew, charentais,
  watermelon, cape gooseberry, custard apple, piel de sapo`,
  // Prepared fresh fruit (chilled).
  `(fruit|melon) medley, fruit (salad|platter|selection), melon chunk, tropical fruit, apple slice`,
];
