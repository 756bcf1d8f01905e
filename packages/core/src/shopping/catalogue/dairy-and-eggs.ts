/**
 * Dairy & Eggs: the chilled milk, butter, cream, yogurt, cheese and egg shelves, with plant milks,
 * spreads and tofu, which UK shops keep beside them. Cheese names from UK cheese counters (British,
 * French, Italian, Spanish, Greek and Dutch cheeses as sold in the UK); US names as US recipes
 * write them (heavy cream, half-and-half, Monterey Jack).
 */
export const DAIRY_AND_EGGS_NAMES = [
  // Milk, plant milks and drinks kept in the milk aisle.
  `(whole|full fat|semi skimmed|skimmed|skim|filtered|lactose free|goats|jersey|channel island|uht|
  long life|raw|a2|organic|fresh|oat|almond|soya|soy|rice|pea|plant) milk,
  (oat|almond|soya|soy|coconut|rice|cashew|hazelnut) drink, buttermilk, barista, kefir, lassi,
  milkshake, milk alternative`,
  // Butter, spreads and fats from the butter chiller.
  `(salted|unsalted|slightly salted|spreadable|clarified|garlic|brandy) butter,
  (butter|dairy|sunflower|olive|vegetable|baking) spread, (butter|) ghee, spreadable, margarine,
  baking block`,
  // Cream.
  `(double|single|whipping|extra thick double|extra thick|clotted|soured|sour|squirty|aerosol|
  heavy|heavy whipping|light|whipped) cream, (cream|single cream|creme fraiche) alternative,
  creme fraiche, half and half, cream substitute`,
  // Yogurt and chilled desserts of the dairy aisle.
  `(natural|greek|greek style|set|fruit|strawberry|vanilla|coconut|soya) yogurt,
  (yogurt|yoghurt) alternative, (fresh|) custard, (rice pudding|dessert) pot, skyr, quark, labneh,
  frube, mousse, trifle, cheesecake, fromage frais, panna cotta, creme caramel`,
  // Cheese: hard and semi-hard (UK and continental).
  `(mature|extra mature|vintage|mild|medium|white|red|) cheddar,
  (cheddar|smoked|parmesan|american|swiss|hard|grated|sliced|vegetarian|vegan|blue|italian hard|
  string|processed) cheese, (blue|white|) stilton, (shropshire|danish) blue, (cornish|) yarg,
  (monterey|pepper) jack, cheese (slice|block|alternative|string|triangle|spread|portion),
  wensleydale, cheshire, lancashire, caerphilly, applewood, comte, gruyere, emmental, emmenthal,
  raclette, tomme, beaufort, morbier, parmesan, parmigiano, pecorino, gorgonzola, dolcelatte,
  taleggio, fontina, provolone, scamorza, asiago, manchego, idiazabal, mahon, gouda, edam,
  maasdam, havarti, colby, mimolette, kefalotyri, graviera, red leicester, double gloucester,
  stinking bishop, lincolnshire poacher, port salut, parmigiano reggiano, grana padano,
  pecorino romano`,
  // Cheese: soft, fresh and brined.
  `(buffalo|) mozzarella, (greek|) feta,
  (feta|cottage|cream|soft|full fat soft|light soft|goat|sheep|fresh|soft goats) cheese, brie,
  camembert, roquefort, reblochon, vacherin, munster, chaource, epoisses, burrata, stracciatella,
  ricotta, mascarpone, halloumi, paneer, chevre, cotija, queso, mizithra, mozzarella ball,
  goats cheese log, queso fresco, cream cheese spread`,
  // Eggs.
  `(free range|large|medium|small|quail|duck|goose|liquid|burford brown|hens|barn|organic) egg,
  (egg|liquid egg) white, egg yolk, old cotswold legbar`,
  // Tofu and the chilled plant protein shelf kept with dairy alternatives.
  `(firm|silken|smoked|extra firm|) tofu, tempeh`,
  // Brands whose whole range is in the dairy chillers.
  `!lurpak, !kerrygold, !anchor butter, !country life, !flora, !clover, !utterly butterly,
  !i cant believe its not butter, !vitalite, !benecol, !stork, !elmlea, !dairylea, !babybel,
  !laughing cow, !philadelphia, !boursin, !cathedral city, !pilgrims choice, !seriously strong,
  !castello, !president, !galbani, !yeo valley, !muller, !activia, !onken, !fage, !arla,
  !lactofree, !cravendale, !frijj, !yazoo, !rachels, !biotiful, !alpro, !oatly, !cauldron,
  !the tofoo co, !happy egg co, !clarence court, !two chicks, !cowbelle, !milbona, !emporium,
  !brooklea, !jarlsberg, !leerdammer, !saint agur, !long clawson, !capricorn, !rodda,
  !grahams family dairy, !petits filous`,
];
