/**
 * Dairy & Eggs: the chilled milk, butter, cream, yogurt, cheese and egg shelves, with plant milks,
 * spreads and tofu, which UK shops keep beside them. Cheese names from UK cheese counters (British,
 * French, Italian, Spanish, Greek and Dutch cheeses as sold in the UK); US names as US recipes
 * write them (heavy cream, half-and-half, Monterey Jack).
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const DAIRY_AND_EGGS_NAMES = [
  // Milk, plant milks and drinks kept in the milk aisle.
  `(goats|a2|fresh|oat|almond|soy|rice|pea) milk,(oat|almond|soya|soy|coconut|rice|cashew|hazelnut|pistachio|walnut|macadamia|peanut|tiger nut|hemp|pea|yogurt|yoghurt|kefir|coconut milk|unsweetened|seed) drink,(semi|) skimmed,buttermilk,barista,kefir,lassi,milkshake`,
  // Butter, spreads and fats from the butter chiller.
  `(butter|) ghee,spreadable,margarine,baking block`,
  // Cream.
  `sour cream,creme fraiche,half and half`,
  // Yogurt and chilled desserts of the dairy aisle.
  `(rice pudding|dessert) pot,skyr,quark,kvarg,labneh,!frube,mousse,trifle,cheesecake,fromage frais,panna cotta,creme caramel,tiramisu,creme brulee,posset`,
  // Cheese: hard and semi-hard (UK and continental).
  `cheddar,stilton,(shropshire|danish) blue,yarg,(monterey|pepper) jack,wensleydale,cheshire,lancashire,caerphilly,applewood,comte,gruyere,emmental,emmenthal,raclette,tomme,beaufort,morbier,parmesan,parmigiano,pecorino,gorgonzola,dolcelatte,taleggio,fontina,provolone,scamorza,asiago,manchego,idiazabal,mahon,gouda,edam,maasdam,havarti,colby,mimolette,kefalotyri,graviera,red leicester,double gloucester,stinking bishop,lincolnshire poacher,port salut,grana padano,cambozola,langres,sage derby`,
  // Cheese: soft, fresh and brined.
  `mozzarella,feta,goat cheese,brie,camembert,roquefort,reblochon,vacherin,munster,chaource,epoisses,burrata,stracciatella,ricotta,mascarpone,halloumi,paneer,chevre,cotija,queso,mizithra`,
  // Cheeses, curds and creams of Wikipedia's "List of cheeses" sold on UK world-food and Middle
  // Eastern shelves, and the processed slices by their name (session 61, aisles9); labneh and
  // qishta as Gulf shops spell them too (labnah, labna, gishta; session 72); zabadi, the Arab
  // shops' word for yogurt (session 74); Cheez Whiz, the US jar of cheese sauce sold as a spread
  // with the processed cheeses (session 77).
  `kashkaval,akawi,akkawi,nabulsi,labne,chaumes,manouri,oaxaca,(cheese|american|kraft) single,tvorog,gaimar,qishta,ashta,laban,ayran,dahi,labnah,labna,gishta,zabadi,(cheez|cheese) whiz`,
  // Eggs.
  `(quail|duck|goose) egg,old cotswold legbar`,
  // Tofu and the chilled plant protein shelf kept with dairy alternatives.
  `tofu,tempeh,(vegan|plant) block,!tofoo`,
  // Brands whose whole range is in the dairy chillers.
  `!lurpak,!sheese,!kerrygold,!anchor butter,!country life,!flora,!clover,!utterly butterly,!i cant believe its not butter,!vitalite,!benecol,!stork,!elmlea,!dairylea,!babybel,!cheestrings,!mullerlight,!laughing cow,!philadelphia,!boursin,!cathedral city,!pilgrims choice,!seriously strong,!castello,!president,!galbani,!yeo valley,!muller,!activia,!onken,!fage,!arla,!lactofree,!cravendale,!frijj,!yazoo,!rachels,!biotiful,!alpro,!oatly,!cauldron,!the tofoo co,!happy egg co,!clarence court,!two chicks,!cowbelle,!milbona,!emporium,!brooklea,!jarlsberg,!leerdammer,!saint agur,!long clawson,!capricorn,!rodda,!grahams family dairy,!petits filous,!danone,!actimel,!munch bunch,!yoplait,!yakult,!the collective,!st helens farm,!califia farms,!provamel,!wyke farms`,
  // Dairy and dairy-free brands (session 23).
  `!violife,!davidstow,!koko,!longley farm,!oykos,!liberte,!primula,!bute island,!ficello`,
  // Polish curd cheese, soured cream and buttermilk, and dairy brands (session 38).
  `twarog,smietana,maslanka,!mlekovita,!piatnica`,
];
