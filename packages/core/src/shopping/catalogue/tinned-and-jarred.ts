/**
 * Tinned & Jarred: tins (tomatoes, pulses, vegetables, fish, meat, fruit, soup, coconut milk) and
 * jars (olives, pickles, peppers, jam, honey, nut butters, sweet and savoury spreads), as on UK
 * "Tins, cans & packets" and "Jams, spreads & honey" shelves. Other things are moved here by their
 * form words ("tinned", "can of", "in brine", "in spring water"); see categorise.ts.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const TINNED_AND_JARRED_NAMES = [
  // Tomatoes.
  `(chopped|peeled|crushed|diced|sun dried|sundried|sun blush|sunblush|sun drenched|semi dried|san marzano) tomato,passata,tomato (puree|paste|concentrate|frito),tomate frito,polpa`,
  // Beans and pulses in tins.
  `(baked|kidney|butter|adzuki|chilli) bean,(black eyed|chick|carlin|mushy|processed|gungo|pigeon) pea,mushy,beanz,butterbean,chickpea,garbanzo,cannellini,borlotti,bean salad,pease pudding`,
  // Vegetables in tins and jars.
  `(sweet|creamed|whole|golden|cream style) corn,niblet,(artichoke|palm) heart,(roasted|roasted red|piquillo|grilled|chargrilled) pepper,(sliced|green) jalapeno,(sliced|green) jalapeno pepper,piquante pepper,yeast extract spread,gherkin,(silverskin|cocktail|balsamic) onion,sushi ginger,(young|) jackfruit,vine leaf,grape leaf,olive salad,pickled walnut,chestnut (puree|spread),sweetcorn,pimento,pimiento,kalamata,caper,caperberry,cornichon,sauerkraut,kimchi,ackee,callaloo,(foul|ful) medames,rajma,chana,dolma,jalapeno slice,bamboo shoot,water chestnut,heart of palm,chipotle in adobo,antipasti`,
  // Fish and meat in tins.
  `tuna,(pink|red|sockeye) salmon,soused herring,(fish|meat) paste,(luncheon|potted) meat,tinned fish,tuna (chunk|flake|salad),sardine,pilchard,anchovy,brisling,rollmop,anchovy fillet,smoked oyster,corned beef,stewed steak,irish stew,chicken in white sauce,chopped pork,bacon grill,chilli con carne,vienna sausage`,
  // Sild, small herring sold only in tins, as brisling are (session 78: "Sild 120g" was Pantry by
  // default).
  `sild`,
  // Indian dishes sold ready to eat in pouches and tins, by the dish's name alone ("Punjabi Chhole
  // 450g", "Pav Bhaji 300g"; a dal named with its dish is no bag of dried dal): their spice mixes
  // say masala or mix ("Chole Masala 100g"), read as Spices.
  `chhole,chole,pav bhaji,dal makhani,dal tadka`,
  // Soups.
  `tomato soup,chowder,bisque,minestrone,mulligatawny,consomme,gazpacho,scotch broth,cullen skink`,
  // Pasta in sauce, sold only in tins ("Heinz Spaghetti Hoops 400G" says no sauce or tin), and
  // macaroni cheese, a tin's unless the title says frozen ("mac 'n' cheese" is the ready meal,
  // Frozen: see categorise.ts, macAndCheese).
  `spaghetti hoop,alphabetti spaghetti,(tinned|canned) (spaghetti|ravioli),macaroni cheese`,
  // Fruit and puddings in tins.
  `(maraschino|cocktail) cherry,(rice|semolina) pudding,pineapple (ring|slice),fruit cocktail,apricot half,cling peach,kernel corn,mandarin segment,creamed rice,custard,mango pulp`,
  // Tins named by what only a tin holds (session 61, aisles10): ful medames, Wikipedia's "Ful
  // medames" spellings of the tinned fava-bean dish, and mushrooms in "pieces and stems".
  `foul medammes,foul medammas,ful mudammas,pieces and stems`,
  // Coconut milk and cream.
  `(coconut|coconut condensed) milk,coconut (cream|block),creamed coconut`,
  // Jams, honey, curds, nut butters and spreads.
  `marmalade,compote,(fruit|hazelnut|chocolate|cocoa|biscuit|speculoos|sandwich|peanut|sesame|dulce de leche|lotus|biscoff|smooth|crunchy|caramel|salted caramel) spread,(lemon|fruit|) curd,(peanut|almond|cashew|nut|cookie|apple|fruit) butter,conserve,preserve,(yeast|beef) extract`,
  // Brands of tins and jars.
  `!mutti,!stagg,!cirio,!john west,!campbells,!rowse,!sun pat,!skippy,!nutella,!marmite,!vegemite,!ambrosia,!spam,!fray bentos,!crespo,!opies,!robertsons,!freshona,!bovril,!glenryck,!duerrs,!ye olde oak,!plumrose,!green giant,!haywards,!mrs elswood,!valfrutta`,
  // Jam, honey, nut butter and tinned fish brands (session 23).
  `!st dalfour,!mackays,!frank coopers,!ortiz,!king oscar,!rio mare,!gales,!shippams,!epicure`,
  // Polish jars: pickled gherkins, beetroot, sauerkraut, and soup concentrates (session 38).
  `ogorki,buraczki,kapusta kiszona,barszcz,zurek,dzem,koncentrat`,
  // Greek stuffed vine leaves and Italian pickled vegetables in jars or tins (session 70).
  `dolmade,dolmadakia,giardiniera`,
  // A maker of tinned meats whose whole range is tins and jars, its hot dogs and frankfurters in
  // brine named without the tin ("Zwan Chicken Frankfurters 300g"; session 72).
  `!zwan`,
  // Pickled cucumber slices as US jars name them for a burger ("American Garden Hamburger Chips
  // Dill Flavored 907g" was Frozen as chips; session 76).
  `hamburger (dill|) chip`,
  // Sauerkraut by its short name ("Kraut 500g" was Pantry by default), and Del Monte's fruit
  // in juice sold in pots ("Del Monte Fruitini Peach 4 x 120g" was Fruit; session 78).
  `kraut,!fruitini`,
  // Sweets sold in syrup in tins and jars, by their own names, from Wikipedia's "List of Indian
  // sweets and desserts" and "List of Philippine desserts" (session 80): "Haldiram's Rasgulla 1kg"
  // and "Nata de Coco 340g" were Pantry by default.
  `rasgulla,rasagola,rosogolla,gulab jamun,nata de coco,kaong`,
];
