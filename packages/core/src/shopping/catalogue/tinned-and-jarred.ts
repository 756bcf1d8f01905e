/**
 * Tinned & Jarred: tins (tomatoes, pulses, vegetables, fish, meat, fruit, soup, coconut milk) and
 * jars (olives, pickles, peppers, jam, honey, nut butters, sweet and savoury spreads), as on UK
 * "Tins, cans & packets" and "Jams, spreads & honey" shelves. Other things are moved here by their
 * form words ("tinned", "can of", "in brine", "in spring water"); see categorise.ts.
 */
export const TINNED_AND_JARRED_NAMES = [
  // Tomatoes.
  `(chopped|tinned|canned|peeled plum|whole peeled|peeled|crushed|diced|finely chopped|sieved|
  sun dried|sundried|sun blush|sunblush|semi dried|san marzano) tomato, (tomato|) passata,
  (tomato|double concentrated tomato) puree, polpa, polpa di pomodoro, tomato paste`,
  // Beans and pulses in tins.
  `(baked|kidney|red kidney|black|black turtle|cannellini|butter|lima|borlotti|haricot|navy|pinto|
  flageolet|aduki|adzuki|black eyed|mixed|chilli|refried|garbanzo) bean,
  (black eyed|chick|carlin|mushy|processed|marrowfat processed) pea, beanz, chickpea, garbanzo,
  cannellini, borlotti, three bean mix, bean salad, pease pudding`,
  // Vegetables in tins and jars.
  `(sweet|creamed) corn, (corn|) niblet, (artichoke|palm) heart, (chargrilled|marinated) artichoke,
  (roasted|roasted red|flame roasted|piquillo|grilled) pepper, (sliced|pickled|green) jalapeno,
  (black|green|kalamata|gordal|nocellara|manzanilla|queen|stuffed|pitted|sliced) olive,
  (baby|) gherkin, (pickled|silverskin|cocktail) onion, (pickled red|pickled) cabbage,
  (pickled|sushi) ginger, (pickled|tinned|canned) vegetable, (young|) jackfruit,
  (vine|stuffed vine) leaf, pickled (beetroot|walnut|chilli), chestnut (puree|spread), sweetcorn,
  pimento, pimiento, kalamata, caper, caperberry, cornichon, sauerkraut, kimchi, ackee, callaloo,
  dolma, jalapeno slice, dill pickle, bamboo shoot, water chestnut, heart of palm,
  chipotle in adobo, antipasti jar`,
  // Fish and meat in tins.
  `(tinned|canned|skipjack|yellowfin|albacore|) tuna, (pink|red|sockeye|tinned) salmon,
  (pickled|soused) herring, (fish|meat) paste, (luncheon|canned|potted) meat,
  (tinned|canned) fish, tuna (chunk|flake), tinned (crab|ham|chicken), sardine, pilchard, anchovy,
  brisling, rollmop, anchovy fillet, smoked oyster, corned beef, stewed steak,
  chicken in white sauce`,
  // Soups.
  `(tomato|lentil|chicken|mushroom|oxtail|vegetable|condensed|chunky|french onion|tinned) soup,
  (clam|) chowder, (lobster|) bisque, minestrone, mulligatawny, consomme, gazpacho, scotch broth`,
  // Fruit and puddings in tins.
  `(tinned|canned) fruit, (maraschino|cocktail) cherry, (rice|semolina|tinned rice) pudding,
  pineapple (ring|slice), fruit cocktail, apricot half, mandarin segment, creamed rice,
  tinned custard`,
  // Coconut milk and cream.
  `(coconut|light coconut|lighter coconut|coconut condensed) milk, coconut (cream|block),
  creamed coconut`,
  // Jams, honey, curds, nut butters and spreads.
  `(extra|seedless|jelly) jam, (orange|lime|) marmalade,
  (fruit|hazelnut|chocolate|chocolate hazelnut|cocoa|biscuit|speculoos|sandwich|peanut|sesame|
  dulce de leche|lotus) spread, (clear|runny|set|manuka|acacia|blossom|squeezy) honey,
  (lemon|fruit|passion fruit|) curd, (peanut|almond|cashew|nut|cookie|apple|fruit) butter,
  conserve, preserve, honey jar, yeast extract`,
  // Brands of tins and jars.
  `!mutti, !cirio, !john west, !campbells, !rowse, !sun pat, !skippy, !nutella, !marmite,
  !vegemite, !ambrosia, !spam, !fray bentos, !crespo, !opies, !robertsons, !freshona`,
];
