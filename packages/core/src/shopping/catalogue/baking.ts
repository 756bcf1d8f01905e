/**
 * Baking: the home-baking aisle (flour, sugar, raising agents, baking chocolate, nuts, seeds, dried
 * fruit, decorations, dessert mixes) and, since none of the 13 aisles is a bakery, bread, wraps,
 * pastry, biscuits, crackers and cakes. UK names as on Tesco/Sainsbury's "Home baking", "Bakery"
 * and "Biscuits" shelves; US names as US recipes write them (all-purpose flour, confectioners'
 * sugar, baking soda, graham crackers, cookies).
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const BAKING_NAMES = [
  // Flours, starches and raising agents.
  `(plain|bread|brown|spelt|rye|pasta|cake|ap|rice|gram|oat|pizza) flour,(corn|potato|tapioca) starch,(bicarbonate of|baking) soda,(dried|fresh|) yeast,cornflour,cornstarch,arrowroot,besan,atta,bicarb,masa harina,baking powder,cream of tartar,xanthan gum`,
  // Sugars, syrups and sweeteners.
  `(icing|brown|palm|jam) sugar,muscovado,(golden|maple|agave|date|rice) syrup,treacle,glucose,(caramel|toffee) sauce,sugar (cube|lump),demerara,turbinado,jaggery,sweetener,stevia,xylitol,erythritol,agave,molasses,caramel,dulce de leche`,
  // Flavourings, colourings, setting agents.
  `(vanilla bean|vanilla) paste,(rose|orange blossom|orange flower) water,food colouring,gelatine,(agar|) agar,vanilla (pod|bean),vanilla,rosewater,flavouring,gelatin,pectin,food coloring,vege gel,setting agent,(table|) jelly,jelly cube`,
  // Chocolate and cocoa for baking.
  `chocolate chip,cocoa,cacao,couverture,cacao nib,candy melt`,
  // Nuts, seeds and coconut (home-baking shelf).
  `(mixed|chopped|pecan|cashew|brazil|pine) nut,trail mix,almond,(walnut|pecan) half,hazelnut,peanut,chestnut,(desiccated|shredded|toasted|sweetened) coconut,(sesame|poppy|chia|hemp|mixed) seed,linseed,flaxseed,(seed|nut) mix,walnut,pecan,tigernut,pistachio,cashew,macadamia,candlenut,cobnut,pepita,sesame,coconut flake,flax meal`,
  // Dried fruit and peel.
  `(dried|mixed) fruit,raisin,sultana,(mixed|candied) peel,(glace|candied|dried|dried sour) cherry,(dried|soft|ready to eat) apricot,(dried|soft|ready to eat) fig,(pitted|) date,prune,(goji|dried) berry,(crystallised|crystallized|stem|candied) ginger,dried (mango|cranberry|blueberry|apple|mulberry),currant,craisin,angelica,mincemeat,candied citron,banana chip,apple ring`,
  // Pastry, doughs and baking mixes.
  `(puff|filo) pastry,(pizza|cookie) dough,(hot water|pie) crust,(pastry|tart) case,(bread|cake|brownie|cookie|muffin|pancake|batter|pudding|scone|crumble|sponge|dessert|cheesecake) mix,(beef|) suet,shortening,filo,phyllo,choux,blancmange,pie shell,vol au vent,pizza base,custard powder,instant custard,angel delight,white vegetable fat`,
  // Decorations and icing.
  `royal icing,(almond|sugar) paste,(cake|muffin) case,marshmallow,(ice cream|wafer) cone,edible glitter,dragee,fondant,buttercream,frosting,marzipan,sugarpaste,meringue,honeycomb,hundreds and thousands,lustre dust,silver ball,cake board,wafer paper,fudge piece`,
  // Tinned and dried milks used in baking.
  `(condensed|evaporated|dried|dried skimmed) milk,milk powder`,
  // Bread, rolls and flatbreads.
  `(white|brown|rye|soda|naan|pitta|pita) bread,(tin|batch|cob|fruit|malt) loaf,(brioche|burger) bun,pancake,(bread|white|brown|finger|sub) roll,(garlic|) naan,wrap,tortilla,(melba|) toast,breadcrumb,sourdough,pumpernickel,bloomer,cob,baguette,ciabatta,focaccia,farmhouse,brioche,challah,challa,piadina,petit pain,bagel,crumpet,pikelet,teacake,scone,croissant,crepe,waffle,bap,stottie,pitta,pita,flatbread,chapati,roti,paratha,lavash,crispbread,breadstick,grissini,crouton,rusk,panko,stuffing,matzo,split tin,french stick,pain au chocolat,cinnamon swirl,barm cake,soft taco,taco shell,matzo meal,sandwich thin,sliced white,seeded batch`,
  // Biscuits, crackers and cakes.
  `digestive,bakewell,macaroon,rocky road,(jaffa|sponge|carrot|fruit|loaf|pound|angel) cake,(fig|swiss|mini) roll,cracker,sponge,(christmas|sticky toffee) pudding,(mince|apple|) pie,tart,pie filling,cake (bar|slice),hobnob,gingernut,shortbread,amaretti,biscotti,ladyfinger,savoiardi,wafer,oatcake,battenberg,brownie,flapjack,muffin,cupcake,doughnut,donut,panettone,pandoro,stollen,crumble,eclair,profiterole,macaron,gingerbread,rich tea,custard cream,ginger (nut|snap),malted milk,lemon drizzle,jammie dodger`,
  // Home-baking, bakery and biscuit brands.
  `!mcdougalls,!allinsons,!doves farm,!silver spoon,!tate and lyle,!billingtons,!lyles,!whitworths,!nielsen massey,!renshaw,!jus rol,!belbake,!warburtons,!hovis,!kingsmill,!new york bakery,!mcvities,!nairns,!ryvita,!mr kipling,!betty crocker,!paxo,!atora,!carnation,!the village bakery,!genius,!walkers shortbread,!oreo,!tunnocks,!jacobs,!bahlsen,!soreen`,
];
