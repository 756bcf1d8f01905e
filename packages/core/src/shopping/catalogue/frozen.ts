/**
 * Frozen: things UK shops sell from the freezer (peas, oven chips, fish fingers, ice cream) and
 * the freezer brands. Anything else is moved here by the word "frozen"; see categorise.ts.
 */
export const FROZEN_NAMES = [
  // Frozen vegetables, potato products and fruit sold mainly frozen.
  `(garden|frozen|) pea, (mixed|frozen|steam bag) vegetable, (edamame|soya) bean,
  (sweet potato|) fries, (potato|) croquette, potato (wedge|waffle), frozen (fruit|berry),
  edamame, soybean, rosti, petits pois, mixed veg, oven chip, french fry, hash brown,
  yorkshire pudding, summer fruits, fruits of the forest, smoothie mix`,
  // Ice cream and ice.
  `(ice|) lolly, (choc|crushed) ice, (arctic|ice cream) roll, frozen (yogurt|yoghurt),
  ice (cream tub|cube|cream sandwich), icecream, gelato, sorbet, kulfi, mochi, semifreddo`,
  // Freezer meals and breaded foods sold frozen.
  `(chicken|) dipper, (chicken|) goujon, (breaded|) scampi, (stonebaked|deep dish) pizza,
  (chicken|) kiev, fish (finger|stick), samosa, chicken nugget, spring roll, onion ring,
  potato smile, waffle fry`,
  // Freezer brands.
  `!birds eye, !mccain, !aunt bessies, !youngs, !ben and jerrys, !haagen dazs, !carte dor, !magnum,
  !cornetto, !viennetta, !solero, !calippo, !twister, !feast, !mini milk, !chicago town,
  !goodfellas, !ristorante, !four seasons, !green isle, !linda mccartney, !halo top, !kellys,
  !mackies, !judes, !northern bloc`,
];
