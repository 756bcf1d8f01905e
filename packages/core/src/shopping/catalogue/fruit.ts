/**
 * Fruit: the fresh fruit shelves, prepared fresh fruit and the citrus juice and zest recipes ask
 * for. Apple and pear varieties as UK shops name them; US names too (cantaloupe, Meyer lemon).
 * Dried fruit is in baking.ts (the home-baking shelf); fruit in juice or syrup is tinned.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const FRUIT_NAMES = [
  // Apples and pears.
  `(cox|jazz|envy|red|green) apple,(royal|) gala,(golden|red) delicious,(comice|rocha|bosc|anjou|asian|nashi|) pear,bramley,braeburn,cox,fuji,honeycrisp,kanzi,jonagold,quince,medlar,fresh fruit,pink lady,granny smith,egremont russet`,
  // Citrus.
  `orange,(meyer|) lemon,(key|kaffir|makrut|) lime,grapefruit,ugli fruit,(lemon|lime) juice,(lemon|lime|orange) zest,(lemon|lime) peel,(lemon|lime|orange) rind,clementine,satsuma,mandarin,tangerine,tangelo,minneola,kumquat,pomelo,yuzu,easy peeler`,
  // Avocados: on the fruit shelves of UK shops, beside the exotic fruit.
  `(hass|ripe and ready|) avocado`,
  // Berries, currants and grapes.
  `(red|black) currant,cranberry,(red|green|black|white|mixed|) grape,strawberry,raspberry,blueberry,blackberry,tayberry,loganberry,boysenberry,gooseberry,redcurrant,blackcurrant,whitecurrant,lingonberry,elderberry,mulberry,mixed berry,berry mix`,
  // Stone fruit.
  `(sour|bing|) cherry,plum,(flat|white|) peach,(honey|kesar|) mango,damson,greengage,redgage,water melon,mirabelle,sloe,nectarine,apricot,lychee,litchi,rambutan,longan,mangosteen`,
  // Tropical and other fresh fruit.
  `(baby|) banana,pineapple,(golden|) kiwi,(kiwi|star|passion|sharon|dragon) fruit,(fresh|) fig,coconut,(medjool|fresh) date,rhubarb,galia melon,pomegranate seed,papaya,pawpaw,kiwifruit,passionfruit,granadilla,guava,pitaya,carambola,persimmon,kaki,physalis,pomegranate,durian,cherimoya,soursop,tamarillo,feijoa,loquat,cantaloupe,galia,honeydew,charentais,watermelon,piel de sapo`,
  // Prepared fresh fruit (chilled).
  `fruit salad,melon chunk,apple slice`,
];
