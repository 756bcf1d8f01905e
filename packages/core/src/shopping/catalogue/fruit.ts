/**
 * Fruit: the fresh fruit shelves, prepared fresh fruit and the citrus juice and zest recipes ask
 * for. Apple and pear varieties as UK shops name them; US names too (cantaloupe, Meyer lemon).
 * Dried fruit is in baking.ts (the home-baking shelf); fruit in juice or syrup is tinned.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const FRUIT_NAMES = [
  // Apples and pears.
  `gala,(golden|red) delicious,pear,bramley,braeburn,cox,fuji,honeycrisp,kanzi,jonagold,quince,medlar,pink lady,granny smith,egremont russet`,
  // Citrus.
  `orange,lemon,lime,grapefruit,ugli fruit,(lemon|lime) juice,(lemon|orange) zest,(lemon|orange) rind,clementine,satsuma,mandarin,tangerine,tangelo,minneola,kumquat,pomelo,yuzu,easy peeler`,
  // Avocados: on the fruit shelves of UK shops, beside the exotic fruit.
  `avocado`,
  // Berries, currants and grapes.
  `(red|black) currant,cranberry,(green|) grape,strawberry,raspberry,blueberry,blackberry,tayberry,loganberry,boysenberry,gooseberry,redcurrant,blackcurrant,whitecurrant,lingonberry,elderberry,mulberry,berry mix`,
  // Stone fruit.
  `(sour|) cherry,plum,peach,(honey|) mango,damson,greengage,redgage,water melon,mirabelle,sloe,nectarine,apricot,lychee,litchi,rambutan,longan,mangosteen`,
  // Tropical and other fresh fruit.
  `banana,pineapple,kiwi,(kiwi|star|passion|sharon|dragon) fruit,(fresh|) fig,coconut,(medjool|fresh) date,medjool,rhubarb,pomegranate seed,papaya,pawpaw,kiwifruit,passionfruit,granadilla,guava,pitaya,carambola,persimmon,kaki,physalis,goldenberry,sapodilla,chikoo,pomegranate,anar,navel,durian,cherimoya,custard apple,soursop,tamarillo,feijoa,loquat,cantaloupe,galia,honeydew,charentais,watermelon,piel de sapo`,
  // Prepared fresh fruit (chilled).
  `fruit salad,fresh fruit,fruit (basket|box)`,
  // Grower brands (session 23).
  `!driscolls,!zespri,!fyffes,!chiquita`,
];
