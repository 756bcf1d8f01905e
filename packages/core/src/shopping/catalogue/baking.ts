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
  `(spelt|pasta|rice|oat|pizza) flour,(corn|potato|tapioca) starch,(bicarbonate of|bicarbonate|baking) soda,(fresh|) yeast,cornflour,cornstarch,arrowroot,besan,atta,bicarb,masa harina,baking powder,cream of tartar,xanthan gum`,
  // Sugars, syrups and sweeteners.
  `muscovado,(golden|maple|rice|corn) syrup,treacle,glucose,(caramel|toffee) sauce,demerara,turbinado,jaggery,sweetener,stevia,xylitol,erythritol,agave,molasses,caramel,dulce de leche`,
  // Sweeteners by their own names (session 70, aisles72).
  `sucralose,aspartame,saccharin`,
  // Sweetener makers whose whole range is sweeteners, named by the maker and a kind ("Hermesetas
  // Minisweet 300s"; session 72). Not Canderel: it makes chocolate too.
  `!hermesetas,!splenda,!truvia`,
  // Flavourings, colourings, setting agents.
  `(vanilla bean|vanilla) paste,(rose|orange blossom|orange flower|flower|blossom) water,food colouring,food colour,food color,colour gel,gelatine,agar,vanilla bean,vanilla,rosewater,flavouring,gelatin,pectin,food coloring,vege gel,setting agent,jelly`,
  // Chocolate and cocoa for baking.
  `(chocolate|baking) chip,milk chocolate,cocoa,cacao,couverture,candy melt`,
  // Nuts, seeds and coconut (home-baking shelf).
  `brazil nut,trail mix,almond,hazelnut,peanut,chestnut,(desiccated|shredded|toasted|sweetened) coconut,linseed,flaxseed,nut mix,walnut,pecan,tigernut,pistachio,cashew,macadamia,candlenut,cobnut,pepita,sesame,coconut (flake|chip),flax meal`,
  // Dried fruit and peel.
  `(dried|mixed) fruit,raisin,sultana,(mixed|candied) peel,(glace|candied|dried|dried sour) cherry,(dried|soft|ready to eat) apricot,(dried|soft|ready to eat) fig,date,prune,(goji|dried) berry,(crystallised|crystallized|stem|candied) ginger,dried (mango|cranberry|blueberry|apple|mulberry),currant,craisin,angelica,mincemeat,fruit filling,candied citron,banana chip,apple ring,yoyo,fruit winder`,
  // Pastry, doughs and baking mixes.
  `pizza dough,hot water crust,(batter|pudding|dessert|cheesecake|dumpling|creme caramel|whipped topping) mix,creme caramel powder,dream whip,instant pudding,(beef|) suet,shortening,vegetable fat,filo,phyllo,choux,blancmange,vol au vent,pizza base,custard powder,instant custard,!angel delight,white vegetable fat`,
  // Decorations and icing.
  `(almond|sugar) paste,(mini|miniature) marshmallow,marshmallow (fluff|creme),ice cream cone,edible glitter,dragee,fondant,buttercream,frosting,marzipan,sugarpaste,meringue,honeycomb,hundreds and thousands,lustre dust,dusting powder,silver ball,fudge piece`,
  // Tinned and dried milks used in baking.
  `(condensed|evaporated|dried|dried skimmed) milk,milk powder`,
  // Bread, rolls and flatbreads.
  `(white|french) baton,pancake,(garlic|) naan,wrap,tortilla,toast,breadcrumb,sourdough,pumpernickel,bloomer,cob,baguette,ciabatta,focaccia,farmhouse,brioche,challah,challa,piadina,petit pain,bagel,crumpet,pikelet,teacake,scone,croissant,crepe,waffle,bap,stottie,pitta,pita,flatbread,chapati,chapathi,roti,paratha,poppadom,poppadum,pappadum,papadum,lavash,crispbread,breadstick,grissini,crostini,bruschettine,crouton,rusk,panko,stuffing,matzo,split tin,french stick,pain (au|aux) chocolat,danish,cinnamon swirl,soft taco,taco shell,sandwich thin,sliced white,seeded batch,panini`,
  // Biscuits, crackers and cakes.
  `digestive,baklava,bakewell,the caterpillar,macaroon,rocky road,(carrot|fruit) cake,cracker,sponge,(christmas|sticky toffee) pudding,(mince|apple|) pie,tart,tarte (tatin|au citron|aux citron|au chocolat|aux pommes|normande|bourdaloue|aux fraises|aux framboises),cake bar,hobnob,(party|coconut|jam|iced) ring,biscoff,gingernut,shortbread,amaretti,biscotti,ladyfinger,savoiardi,wafer,oatcake,battenberg,brownie,flapjack,flap jack,muffin,cupcake,doughnut,donut,panettone,pandoro,stollen,crumble,eclair,profiterole,macaron,gingerbread,rich tea,custard (cream|slice),(viennese|lemon|jam) whirl,(angel|country|toffee) slice,french fancy,cream horn,yum yum,millionaire,brookie,cornflake cluster,ginger (nut|snap),malted milk,lemon drizzle,jammie dodger,fairy cake,traybake,tray bake,pastel de nata`,
  // Home-baking, bakery and biscuit brands.
  `!mcdougalls,!allinsons,!doves farm,!silver spoon,!tate and lyle,!billingtons,!lyles,!whitworths,!nielsen massey,!renshaw,!jus rol,!belbake,!warburtons,!hovis,!kingsmill,!new york bakery,!mcvities,!nairns,!ryvita,!mr kipling,!betty crocker,!paxo,!atora,!carnation,!the village bakery,!genius,!walkers shortbread,!oreo,!tunnocks,!jacobs,!bahlsen,!soreen`,
  // Bakery, biscuit and dried fruit brands (session 23).
  `!carrs,!ritz,!tuc,!peters yard,!belvita,!patersons,!st pierre,!brioche pasquier,!la boulangere,!mrs crimbles,!sun maid,!grape tree,!bfree,!go ahead`,
  // Polish biscuits and dessert mixes (session 38).
  `!delicje,budyn,kisiel`,
  // A dried fruit maker whose range is gently baked fruit pieces, named by the maker and the fruit
  // ("Urban Fruit Strawberry 100g" was Fruit; session 78).
  `!urban fruit`,
  // Biscuit and bakery brands sold worldwide, their whole range wafers, biscuits, crackers or
  // cakes, named by the brand and a flavour ("Loacker Cremkakao", "Hello Panda Choco", "Barni
  // Milk 12x30g"; session 72).
  `!loacker,!hello panda,!chips ahoy,!skyflakes,!biskrem,!barni,!lusine,!l usine`,
  // The shortbread maker's range by its own names, sold as "Walkers …" without "shortbread",
  // which the crisp maker's name would take (Walkers Shortbread's fingers, petticoat tails and
  // highlanders; session 72), "pure butter" between too ("Walkers Pure Butter Highlanders").
  `walkers (finger|petticoat tail|highlander),walkers pure butter (finger|petticoat tail|highlander)`,
  // Dates by their variety alone, as Gulf shops sell them dried ("Safawi 1kg"; session 72): the
  // Medjool, sold fresh, is in fruit.ts.
  `safawi,sukkari,sukari,ajwa,khalas,mabroom,mabroum,segai,sagai,khudri,barhi,zahidi,khenaizi`,
  // British and Irish cakes, biscuits and puddings by their own names, from the regional lists
  // (Foods of England's cakes and biscuits; session 70): no "cake" or "biscuit" in them.
  `bara brith,barmbrack,parkin,tiffin,palmier,brandy snap,garibaldi,lemon puff,(yule|chocolate) log,cinnamon whirl,viennese finger,spotted dick`,
  // Breads and biscuits of South Asia, the Levant and the Philippines by their own names, from
  // Wikipedia's "List of breads" and "List of cookies" (session 80): "Kulcha 4 Pack", "Barazek
  // 400g" and "Lauras Otap Ube 210g" were Pantry by default. China grass is agar, as South Asian
  // packs name it; a gulab jamun mix is the dough's powder (the sweets themselves are tins).
  `kulcha,bhatura,bhature,pandesal,pan de sal,markook,marquq,khubz,khobez,kaak,barazek,ghraybeh,ghorayeba,otap,khari,thepla,china grass,gulab jamun mix`,
];
