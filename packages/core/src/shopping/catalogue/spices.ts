/**
 * Spices & Seasoning: the spice rack (jars and packets), salt and pepper, dried herbs, seasoning
 * blends and recipe mixes. Names from UK spice ranges and South Asian, Middle Eastern, Mexican and
 * Caribbean grocery names as UK shops sell them (jeera, haldi, kalonji, baharat, berbere); US
 * names as US recipes write them (kosher salt, red pepper flakes, pumpkin pie spice).
 */
export const SPICES_NAMES = [
  // Salt and pepper.
  `(sea|table|rock|kosher|flaky|flaky sea|pink|himalayan|pink himalayan|celtic|smoked|smoked sea|
  garlic|celery|onion|vanilla|black|lo|iodised|iodized|truffle|herb) salt, (sea salt|salt) flake,
  (salt|pepper) grinder,
  (black|white|ground black|ground white|cracked black|sichuan|szechuan|long|lemon|
  salt and) pepper, (black|white|pink|green|mixed|rainbow|sichuan|szechuan|) peppercorn, cubeb,
  fleur de sel, kala namak, grains of paradise`,
  // Ground and whole spices.
  `(ground|black|) cumin,
  (cumin|coriander|anise|fennel|mustard|black mustard|brown mustard|yellow mustard|fenugreek|
  methi|nigella|black onion|onion|caraway|celery|dill|carom) seed, (ground|) turmeric,
  (turmeric|chilli|chili|hot chilli|mild chilli|kashmiri chilli|extra hot chilli|chipotle|mustard|
  mango|ginger|garlic|onion) powder, (smoked|sweet|hot|sweet smoked|hot smoked|) paprika,
  (chilli|chili|chile|red pepper|chipotle chilli|korean chilli) flake,
  (crushed|dried|whole dried|dried red|chipotle|ancho|pasilla|urfa|kashmiri) chilli,
  (crushed red|cayenne|aleppo) pepper, (pul|urfa) biber, (piment d|) espelette,
  (ground|) cinnamon, (whole|ground|) nutmeg, (blade|ground|) mace, (whole|ground|) clove,
  (ground|) allspice, (allspice|juniper) berry, (green|black|ground|) cardamom, (star|) anise,
  (liquorice|licorice) root, (garlic|onion|smoked garlic) granule,
  ground (coriander|ginger|galangal), dried (chili|onion|garlic), cinnamon (stick|quill), jeera,
  dhania, haldi, pimenton, chipotle, ancho, guajillo, pasilla, mulato, cayenne, gochugaru, cassia,
  aniseed, fenugreek, kalonji, caraway, ajwain, asafoetida, hing, amchur, sumac, saffron, juniper,
  kokum, anardana, msg, chile de arbol, cassia bark, cardamom pod, fenugreek leaf, kasuri methi,
  saffron thread, monosodium glutamate, umami seasoning, citric acid`,
  // Blends, seasonings and recipe mixes.
  `(garam|tandoori|chaat) masala,
  (tikka masala|cajun|taco|fajita|five|chinese five|mixed|pumpkin|pumpkin pie|apple pie|pudding|
  pickling|mulling) spice, (sambar|curry|madras curry|mild curry|medium curry|hot curry) powder,
  (jerk|cajun|creole|fajita|taco|steak|chicken|piri piri|peri peri|italian|all purpose|
  everything bagel|poultry|chilli) seasoning,
  (chilli con carne|recipe|seasoning|spice|fajita|taco) mix, (bbq|dry) rub,
  (mixed|dried mixed|dried) herb, zaatar, zatar, dukkah, duqqa, baharat, berbere, aromat,
  shichimi, togarashi, furikake, gomasio, za atar, ras el hanout, panch phoron, spice blend,
  herbes de provence, bouquet garni, season all, old bay`,
  // Dried herbs (jars and packets).
  `(dried|rubbed) sage, (dried coriander|dried curry|dried lime|bay|dried bay) leaf,
  dried (oregano|thyme|basil|mint|parsley|rosemary|dill|tarragon|marjoram|chives|coriander|
  chervil|savory|lemongrass), bay`,
  // Spice brands (the whole range is on the spice rack).
  `!schwartz, !kania, !stonemill, !maldon, !saxa, !cerebos, !steenbergs, !seasoned pioneers`,
];
