/**
 * Frozen: things UK shops sell from the freezer (peas, oven chips, fish fingers, ice cream) and
 * the freezer brands. Anything else is moved here by the word "frozen"; see categorise.ts.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const FROZEN_NAMES = [
  // Frozen vegetables, potato products and fruit sold mainly frozen.
  `pea,(mixed|steam bag) vegetable,steam bag,(edamame|soya) bean,fries,croquette,potato (wedge|waffle),(spiced|seasoned) wedge,roastie,edamame,soybean,rosti,petits pois,mixed veg,hash brown,yorkshire pudding,summer fruits,fruits of the forest,smoothie mix,baked jacket potato,potato (skin|lattice),hasselback`,
  // Ice cream and ice.
  `(ice|) lolly,choc ice,(arctic|ice cream) roll,icecream,gelato,sorbet,kulfi,mochi,semifreddo,soft scoop,gateau,churro,strudel,(raspberry|strawberry|toffee|fudge|caramel|chocolate) ripple`,
  // Freezer meals and breaded foods sold frozen.
  `dipper,goujon,scampi,kiev,fish (finger|stick),samosa,(onion|) bhaji,pakora,prawn toast,(spring|crystal) roll,gyoza,potsticker,dim sum,bao,bao bun,onion ring,potato (smile|pop|shape),alphabite,waffle fry,chargrill,griddler,pinsa,chicken grill,popcorn (chicken|chickn),chicken popcorn,(chicken|veggie|vegetable|fishless) finger,crispy potato,banquet`,
  // Freezer brands.
  `!birds eye,!mccain,!aunt bessies,!youngs,!ben and jerrys,!haagen dazs,!carte dor,!magnum,!cornetto,!viennetta,!solero,!calippo,!twister,!feast,!mini milk,!fab,!nobbly bobbly,!baskin robbins,!chicago town,!goodfellas,!ristorante,!four seasons,!green isle,!linda mccartney,!halo top,!kellys,!mackies,!judes,!northern bloc,!swedish glace,!quorn,!oumph,!strong roots,!northern dough`,
  // Freezer and meat-free brands (session 23).
  `!findus,!steamfresh,!mr brains,!little moons,!beyond meat,!meatless farm,!moving mountains,!vivera,!heura,!snacksters`,
  // Freezer brands whose titles do not say frozen (session 53): chocolate-coated frozen fruit,
  // ice cream named by its flavour alone.
  `!trufru,!oppo brothers`,
  // Halal freezer brands of the Gulf's shops, sold in UK world-food freezers too, whose whole
  // range is frozen and whose titles do not say so: "Sadia Breast Boneless Skinless 450g", "Al
  // Kabeer Arabic Kofta" (session 72). Americana is not one: it bakes cakes as well. London
  // Dairy makes only ice cream ("London Dairy Double Cream Chocolate 1L" is no cream), and so
  // does Lasunka, the Ukrainian maker sold in Eastern European shops ("Lasunka Grand Prix Kiwi").
  `!sadia,!al kabeer,!al islami,!london dairy,!lasunka`,
  // Dadu, a Lithuanian maker of ice cream sold in Eastern European shops, names its bars by line
  // only ("Dadu Moonlight 1pc"); an eskimo, first in a title, is a chocolate-coated ice cream on
  // a stick, as Eastern Europe names it and as Eskimo Pie did in the US ("Eskimos Chocolate Gold
  // Foil 70g" was eating chocolate). Session 74.
  `!dadu,!eskimo`,
];
