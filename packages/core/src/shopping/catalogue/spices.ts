/**
 * Spices & Seasoning: the spice rack (jars and packets), salt and pepper, dried herbs, seasoning
 * blends and recipe mixes. Names from UK spice ranges and South Asian, Middle Eastern, Mexican and
 * Caribbean grocery names as UK shops sell them (jeera, haldi, kalonji, baharat, berbere); US
 * names as US recipes write them (kosher salt, red pepper flakes, pumpkin pie spice).
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const SPICES_NAMES = [
  // Salt and pepper.
  `(garlic|celery|onion|herb) salt,peppercorn,cubeb,fleur de sel,kala namak,grains of paradise`,
  // Ground and whole spices.
  `cumin,(cumin|coriander|anise|fennel|mustard|fenugreek|methi|nigella|onion|caraway|celery|dill|carom|ajwain) seed,turmeric,(chilli|chili|mustard|mango|ginger|garlic|onion) powder,(hot|) paprika,(chilli|chili|chile|red pepper) flake,(crushed|dried|dried red|chipotle|ancho|pasilla|urfa|kashmiri|aleppo|guajillo) chilli,crushed red pepper,(pul|urfa) biber,espelette,cinnamon,nutmeg,(blade|) mace,clove,allspice,(allspice|juniper) berry,(ground|whole) pimento,pimento berry,cardamom,anise,(liquorice|licorice) root,(garlic|onion) granule,ground (coriander|ginger|galangal),dried (chili|onion|garlic),cinnamon quill,jeera,dhania,haldi,pimenton,chipotle,ancho,guajillo,pasilla,mulato,cayenne,gochugaru,cassia,aniseed,fenugreek,kalonji,caraway,ajwain,asafoetida,hing,amchur,sumac,saffron,juniper,kokum,anardana,msg,chile de arbol,panch phoran,(kasuri|kasoori|) methi,monosodium glutamate,citric acid`,
  // Blends, seasonings and recipe mixes.
  `(sambar|curry) powder,(chilli con carne|recipe|fajita|taco|fry|kabsa|biryani|mandi|machboos|coating|shawarma) mix,dry rub,(mixed|dried) herb,zaatar,zatar,dukkah,duqqa,baharat,berbere,aromat,shichimi,togarashi,furikake,gomasio,za atar,ras el hanout,panch phoron,herbes de provence,bouquet garni,season all,old bay`,
  // Dried herbs (jars and packets).
  `(dried|rubbed) sage,(dried coriander|dried curry|dried lime|bay) leaf,dried (oregano|thyme|basil|mint|parsley|rosemary|dill|tarragon|marjoram|chives|coriander|chervil|savory|lemongrass),bay`,
  // Spice brands (the whole range is on the spice rack).
  `!schwartz,!kania,!stonemill,!maldon,!saxa,!cerebos,!steenbergs,!seasoned pioneers,!bart,!rajah,!mccormick`,
  // Spice mix brands (session 23).
  `!fiddes payne,!laziza,!shan`,
  // Polish marjoram, and a Polish spice brand (session 38).
  `majeranek,!kamis`,
  // The Filipino sour soup's tamarind seasoning, sold by the dish's name, from Wikipedia's "List
  // of Philippine dishes" (session 80): "Knorr Sinigang Mix 40g" was Pantry by default.
  `sinigang (mix|base)`,
];
