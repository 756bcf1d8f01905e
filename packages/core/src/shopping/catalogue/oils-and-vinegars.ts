/**
 * Oils & Vinegars: cooking and dressing oils, sprays, cooking fats sold beside them (goose fat,
 * lard, dripping) and vinegars. UK/US: rapeseed/canola, groundnut/peanut oil.
 */
export const OILS_AND_VINEGARS_NAMES = [
  // Oils, sprays and cooking fats.
  `(olive|extra virgin olive|virgin olive|light olive|pure olive|mild olive|olive pomace|pomace|
  vegetable|blended vegetable|sunflower|rapeseed|canola|groundnut|peanut|corn|maize|soybean|soya|
  sesame|toasted sesame|coconut|avocado|walnut|hazelnut|almond|pumpkin seed|argan|flaxseed|
  linseed|hemp|hemp seed|grapeseed|rice bran|mustard|palm|truffle|white truffle|chilli|chili|
  garlic|garlic infused|infused|basil|lemon|spray|cooking|frying|neutral|salad|deep frying) oil,
  (cooking|oil|one cal) spray, (goose|duck) fat, dripping, lard`,
  // Vinegars and balsamic condiments.
  `(malt|distilled malt|spirit|white|distilled|pickling|balsamic|red wine|white wine|wine|cider|
  cyder|apple cider|sherry|rice|rice wine|seasoned rice|sushi|black|chinkiang|champagne|raspberry|
  tarragon|coconut|date|moscatel) vinegar, (white|fig) balsamic,
  (balsamic|white balsamic) condiment, balsamic (glaze|reduction)`,
  // Oil and vinegar brands.
  `!frylight, !crisp n dry, !mazola, !borderfields, !sarsons, !colonna, !primadonna, !solesta,
  !lucy bee`,
];
