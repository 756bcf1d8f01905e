/**
 * Baking: the home-baking aisle (flour, sugar, raising agents, baking chocolate, nuts, seeds, dried
 * fruit, decorations, dessert mixes) and, since none of the 13 aisles is a bakery, bread, wraps,
 * pastry, biscuits, crackers and cakes. UK names as on Tesco/Sainsbury's "Home baking", "Bakery"
 * and "Biscuits" shelves; US names as US recipes write them (all-purpose flour, confectioners'
 * sugar, baking soda, graham crackers, cookies).
 */
export const BAKING_NAMES = [
  // Flours, starches and raising agents.
  `(plain|self raising|self rising|strong white|strong|strong bread|bread|very strong white|
   strong brown|wholemeal|brown|spelt|rye|pasta|cake|all purpose|ap|tapioca|rice|gram|chickpea|
   buckwheat|coconut|almond|oat|chapati|pizza|malted|granary) flour, (corn|potato|tapioca) starch,
  (bicarbonate of|baking) soda, (dried|fast action|easy bake|instant|active dry|fresh|) yeast,
  cornflour, cornstarch, arrowroot, besan, atta, bicarb, masa harina, baking powder,
  cream of tartar, sourdough starter, xanthan gum`,
  // Sugars, syrups and sweeteners.
  `(caster|golden caster|granulated|golden granulated|icing|royal icing|fondant icing|powdered|
   confectioners|superfine|brown|light brown|dark brown|soft brown|light brown soft|
   dark brown soft|muscovado|demerara|coconut|palm|preserving|jam|invert) sugar,
  (light|dark|) muscovado, (golden|maple|agave|date|rice|glucose) syrup, (black|) treacle,
  (liquid|) glucose, (caramel|toffee) sauce, sugar (cube|lump), demerara, turbinado, jaggery,
  sweetener, stevia, xylitol, erythritol, agave, molasses, caramel, agave nectar, dulce de leche`,
  // Flavourings, colourings, setting agents.
  `(vanilla|almond|peppermint|orange|lemon|coffee) extract, (vanilla|almond) essence,
  (vanilla bean|vanilla) paste, (rose|orange blossom|orange flower) water,
  (food|gel food) colouring, (leaf|) gelatine, (agar|) agar, vanilla (pod|bean), vanilla,
  rosewater, flavouring, gelatin, pectin, food coloring, gelatine leaf, vege gel, setting agent`,
  // Chocolate and cocoa for baking.
  `(cocoa|cacao) powder, (dark|plain|milk|white|cooking|baking) chocolate,
  (chocolate|dark chocolate|milk chocolate|white chocolate) chip, chocolate (chunk|drop|callet),
  cocoa, cacao, couverture, cacao nib, candy melt`,
  // Nuts, seeds and coconut (home-baking shelf).
  `(mixed|chopped|chopped mixed|pecan|cashew|brazil|macadamia|pine) nut,
  (ground|flaked|whole|blanched|marcona|slivered|) almond, (walnut|pecan) half,
  (ground|chopped|) hazelnut, (unsalted|) peanut, (cooked|whole|) chestnut,
  (desiccated|shredded|toasted|sweetened) coconut,
  (sunflower|pumpkin|sesame|black sesame|poppy|chia|hemp|mixed) seed, (golden|) linseed,
  (ground|) flaxseed, (seed|nut) mix, walnut, pecan, pistachio, cashew, macadamia, candlenut,
  cobnut, pepita, sesame, walnut piece, pistachio kernel, coconut flake, flax meal`,
  // Dried fruit and peel.
  `(dried|mixed dried|mixed) fruit, (golden|) raisin, (golden|) sultana,
  (mixed|candied|cut mixed) peel, (glace|candied|dried|dried sour) cherry,
  (dried|soft|soft dried|ready to eat) apricot, (dried|soft) fig,
  (pitted|deglet nour|chopped|) date, (pitted|) prune, (goji|dried) berry,
  (crystallised|crystallized|stem|candied) ginger,
  dried (mango|cranberry|blueberry|apple|mulberry), currant, craisin, angelica, mincemeat,
  candied citron, banana chip, apple ring`,
  // Pastry, doughs and baking mixes.
  `(puff|shortcrust|sweet shortcrust|filo|choux|rough puff) pastry,
  (phyllo|croissant|pizza|cookie) dough, (hot water|pie) crust, (pastry|tart) case,
  (pizza base|bread|cake|brownie|cookie|muffin|pancake|batter|yorkshire pudding|pudding|scone|
   crumble|sponge|dessert|cheesecake) mix, (beef|vegetable|) suet, (vegetable|) shortening, filo,
  phyllo, choux, blancmange, pie shell, vol au vent, pizza base, custard powder, instant custard,
  angel delight, white vegetable fat`,
  // Decorations and icing.
  `(sugar|cake) decoration, (writing|ready to roll|royal) icing, (almond|sugar) paste,
  (cake|muffin|cupcake) case, (mini|) marshmallow, (ice cream|wafer) cone, edible (glitter|wafer),
  dragee, fondant, buttercream, frosting, marzipan, sugarpaste, meringue, honeycomb,
  hundreds and thousands, lustre dust, silver ball, cake board, wafer paper, meringue nest,
  fudge piece`,
  // Tinned and dried milks used in baking.
  `(condensed|sweetened condensed|evaporated|dried|dried skimmed|caramel condensed) milk,
  (milk|skimmed milk|coconut milk) powder`,
  // Bread, rolls and flatbreads.
  `(white|brown|wholemeal|granary|seeded|sourdough|rye|soda|naan|pitta|pita|sliced|garlic|
   white sliced|english muffin) bread, (farmhouse|tin|batch|cob|fruit|malt) loaf,
  (brioche|hot cross|burger) bun, (scotch|) pancake,
  (bread|white|brown|finger|sub|hot dog|ciabatta|morning) roll, (garlic|peshwari|) naan,
  (tortilla|) wrap, (flour|corn|) tortilla, (melba|) toast, (panko|golden|dried|) breadcrumb,
  sourdough, pumpernickel, bloomer, cob, baguette, ciabatta, focaccia, brioche, challah, bagel,
  crumpet, pikelet, teacake, scone, croissant, crepe, waffle, bap, stottie, pitta, pita,
  flatbread, chapati, roti, paratha, lavash, crispbread, breadstick, grissini, crouton, rusk,
  panko, stuffing, matzo, split tin, french stick, english muffin, pain au chocolat,
  danish pastry, cinnamon swirl, barm cake, soft taco, taco shell, stuffing mix, matzo meal,
  sandwich thin, sliced white`,
  // Biscuits, crackers and cakes.
  `(chocolate|) digestive, (digestive|bourbon|ginger|nice|boudoir|water|cheese) biscuit,
  (jaffa|sponge|madeira|carrot|fruit|christmas|loaf|pound|angel) cake, (fig|swiss|mini) roll,
  (graham|cream|rice|) cracker, (victoria|) sponge, (christmas|sticky toffee|sponge) pudding,
  (mince|apple|) pie, (bakewell|treacle|) tart, (pie|fruit pie) filling, cake (bar|slice), hobnob,
  gingernut, shortbread, amaretti, biscotti, ladyfinger, savoiardi, wafer, oatcake, battenberg,
  brownie, flapjack, muffin, cupcake, doughnut, donut, panettone, pandoro, stollen, crumble,
  eclair, profiterole, macaron, gingerbread, rich tea, custard cream, ginger nut, malted milk,
  sponge finger, lemon drizzle`,
  // Home-baking, bakery and biscuit brands.
  `!mcdougalls, !allinsons, !doves farm, !silver spoon, !tate and lyle, !billingtons, !lyles,
  !whitworths, !nielsen massey, !renshaw, !jus rol, !belbake, !warburtons, !hovis, !kingsmill,
  !new york bakery, !mcvities, !nairns, !mr kipling, !betty crocker, !paxo, !atora, !carnation,
  !the village bakery`,
];
