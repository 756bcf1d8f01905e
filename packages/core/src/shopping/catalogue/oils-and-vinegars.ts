/**
 * Oils & Vinegars: cooking and dressing oils, sprays, cooking fats sold beside them (goose fat,
 * lard, dripping) and vinegars. UK/US: rapeseed/canola, groundnut/peanut oil.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const OILS_AND_VINEGARS_NAMES = [
  // Oils, sprays and cooking fats.
  `(olive|peanut|soybean|sesame|coconut|avocado|walnut|almond|linseed|mustard|chilli|chili|garlic|basil|lemon|salad) oil,(cooking|one cal|grilling|baking) spray,(goose|duck) fat,dripping,lard`,
  // Vinegars and balsamic condiments.
  `balsamic condiment,aceto balsamico,evoo`,
  // Oil and vinegar brands.
  `!frylight,!crisp n dry,!mazola,!borderfields,!sarsons,!colonna,!primadonna,!solesta,!lucy bee`,
  // Olive oil brands (session 23).
  `!cobram estate,!carapelli`,
];
