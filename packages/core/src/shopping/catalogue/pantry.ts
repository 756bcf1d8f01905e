/**
 * Pantry: the rest of the store cupboard. Stock and gravy, drinks (juice, squash, soft drinks,
 * water, tea, coffee, wine, beer, spirits: "wine" and "stock" are recipe ingredients too), crisps
 * and snacks, sweets and chocolate bars, seaweed and Japanese store-cupboard goods, dried
 * mushrooms (dried goods go to the store cupboard; see categorise.ts), foil and baking paper.
 * Wine grapes and regions as UK wine shelves label them.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const PANTRY_NAMES = [
  // Stock, bouillon and gravy.
  `gravy powder,(beef|fish|lamb|ham|veal) stock,dashi,bouillon,gravy granule,instant gravy`,
  // Soft drinks, juice, water.
  `(cream|) soda,(fruit|apple|grape|mango) juice,(juice|fruit) drink,(orange|fruit|lemon|blackcurrant) squash,fruit and barley,cordial,cola,lemonade,shandy,tonic,bitter lemon,smoothie,kombucha,dandelion and burdock`,
  // Tea, coffee, hot drinks.
  `(green|fruit|loose leaf) tea,(raspberry|blackberry|strawberry|blackcurrant|mulberry|guava|olive|moringa) leaf,(hot|drinking) chocolate,creamer,milkshake (powder|mix|syrup),(coffee|espresso|arabica|blend|roast) bean,shot,teabag,brew,chai,rooibos,redbush,matcha,espresso,decaf,earl grey,english breakfast,latte,macchiato,mocha,cappuccino,frappe,frappuccino,americano,flat white,dusting`,
  // Wine, beer, cider and spirits.
  `irish cream,(dry|cream|) sherry,(sauvignon|chenin) blanc,ale,(dry|) cider,(sloe|) gin,(dark|) rum,whisky,brandy,(simple|sugar) syrup,pinot (noir|grigio|gris|blanc),pinotage,rose,prosecco,cava,champagne,port,marsala,madeira,vermouth,sake,shaoxing,merlot,shiraz,syrah,cabernet,malbec,chardonnay,rioja,chianti,tempranillo,grenache,zinfandel,riesling,viognier,fendant,chasselas,picpoul,albarino,beaujolais,bordeaux,claret,burgundy,montepulciano,primitivo,sangiovese,gewurztraminer,soave,valpolicella,lager,stout,porter,ipa,bitter,perry,vodka,whiskey,bourbon,scotch,cognac,armagnac,calvados,tequila,mezcal,liqueur,amaretto,cointreau,kirsch,kahlua,baileys,limoncello,sambuca,ouzo,pastis,pernod,campari,aperol,frangelico,advocaat,schnapps,mixer,grenadine,angostura,cotes du rhone,grand marnier,triple sec,cocktail mix`,
  // Crisps, snacks, sweets and chocolate bars.
  `(potato|tortilla|corn) chip,(crispy|fried|crispy fried) onion,crispy shallot,salt and vinegar,ready salted,(cheese|) puff,scratching,(salted|dry roasted) peanut,pick and mix,(rice|corn) cake,(cereal|protein|granola|chocolate) bar,gum,chocolate (buttons|coin|orange),jelly (baby|bean|snake|worm|bear|ring|heart),nacho,popcorn,pretzel,!wotsit,!quaver,biltong,jerky,!kitkat,!twix,!snickers,!bounty,!aero,!wispa,crunchie,boost,!toblerone,celebrations,heroes,!starburst,!skittles,polo,!smarties,!milkybar,!rolo,!yorkie,!kinder,!lindor,!milky way,!terrys chocolate orange,toffee,liquorice,lollipop,confectionery,cheese twist,potato (stick|stix|hoop|ring|crinkle),instant (mash|mashed potato),!monster munch,!hula hoop,pork crackling,salted cashew,dairy milk,!kit kat,!ferrero rocher,!quality street,fruit pastille,tic tac,boiled sweet,easter egg,humbug,mint imperial,sherbet lemon,prawn cracker,!skips,!swizzels,!nik naks,!frazzles,!twiglets,!pom bears,!chewits,!maynards,!bassetts,!trebor,foam banana,(strawberry|cola|fizzy) lace,cola bottle,wasabi pea,potato stack,marshmallow`,
  // Japanese and other store-cupboard goods; kitchen paper goods.
  `nori,seaweed,(rice|baking|greaseproof|parchment) paper,foil,skewer,(smoking|wood) chip,(freezer|sandwich) bag,dried (mushroom|porcini|shiitake),kombu,kelp,wakame,hijiki,arame,dulse,katsuobushi,charcoal,bonito flake,tofu skin,cling film,baking parchment,cocktail stick,cake tin liner`,
  // Household goods people add to the weekly list themselves: no aisle of the 13 is theirs, so
  // they go with the other non-food shelves rather than where a word in them points (loo *roll*).
  // Those categorise.ts's householdGoods rule knows by their words are in placed-by-rules.ts.
  `(bin|rubbish|refuse) bag,bin liner,(laundry|fabric) liquid,washing tablet,laundry powder,(laundry|washing) pod,(kitchen|bathroom|surface) spray,(bin|kitchen) cleaner,napkin,selection box,tissue,light bulb,battery,!andrex,!fairy,!persil`,
  // Drink, snack, stock and confectionery brands.
  `!oxo,!kallo,!superblends,!marigold,!bisto,!pg tips,!brooke bond,!yorkshire tea,!tetley,!twinings,!typhoo,!clipper,!teapigs,!nescafe,!kenco,!lavazza,!taylors of harrogate,!illy,!douwe egberts,!coca cola,!coke,!pepsi,!fanta,!sprite,!tango,!irn bru,!dr pepper,!lucozade,!red bull,!ribena,!robinsons,!vimto,!shloer,!rubicon,!crusha,!milo,!nesquik,!innocent,!tropicana,!capri sun,!j2o,!schweppes,!fever tree,!san pellegrino,!highland spring,!volvic,!evian,!buxton,!walkers,!pringles,!doritos,!kettle,!tyrrells,!mccoys,!sensations,!kp,!butterkist,!haribo,!mars,!galaxy,!maltesers,!horlicks,!ovaltine,!penn state,!strongbow,!guinness,!stella artois,!budweiser,!peroni,!corona,!carling,!heineken,!birra moretti,!san miguel,!fosters,!magners,!kopparberg,!thatchers,!gordons,!smirnoff,!bacardi,!jacobs creek,!harveys,!bacofoil,!pagoda,!snack a jacks,!propercorn,!proper corn,!tayto,!pipers,!seabrook,!golden wonder,!popchips,!ritter sport,!reeses,!minstrels,!revels,!wrigleys,!bubblicious,!hubba bubba,!mentos,!werthers,!halls,!chupa chups,!tassimo,!nespresso,!dolce gusto,!vita coco,!belvoir,!bottlegreen,!fentimans,!fruit shoot,!monin,!appletiser,!lilt,!relentless`,
  // Drinks, sweets and snacks by brand (session 23): spirits, wine, beer, cider, soft drinks, coffee and tea, chocolate, sweets, crisps and protein snacks.
  `!jameson,!glenfiddich,!famous grouse,!captain morgan,!hendricks,!bombay sapphire,!tanqueray,!jim beam,!jagermeister,!blossom hill,!echo falls,!yellow tail,!brewdog,!doom bar,!old speckled hen,!hobgoblin,!kronenbourg,!desperados,!estrella damm,!coors,!carlsberg,!amstel,!grolsch,!bulmers,!rekorderlig,!old mout,!monster energy,!rockstar energy,!powerade,!radnor,!cawston press,!purdeys,!copella,!mi wadi,!perrier,!badoit,!acqua panna,!pukka,!lipton,!whittard,!costa coffee,!starbucks,!cafedirect,!carte noire,!hotel chocolat,!lindt,!milka,!godiva,!guylian,!jelly belly,!maoam,!candy kittens,!love hearts,!fruitella,!airwaves,!daim,!double decker,!curly wurly,!discos,!space raiders,!burts,!hippeas,!eat real,!metcalfes,!sunbites,!grenade,!huel,!luscombe,!gnaw,!ombar,!balisto,!optimum nutrition,!fishermans friend`,
  // The discounters' chocolate, crisp, juice and coffee brands (session 24).
  `!moser roth,!dairyfine,!choceur,!fin carre,!snackrite,!snack day,!solevita,!barissimo`,
  // Crisp and snack brands sold worldwide under their own names (PepsiCo's Lay's, Cheetos,
  // Ruffles and Tostitos, as Walkers and Doritos are), their flavour no food (session 61).
  `!lays,!cheetos,!ruffles,!tostitos`,
  // A German maker of crisps and snacks, its whole range the snack shelf's ("Lorenz Curly
  // Peanuts" are peanut puffs, not nuts; session 76).
  `!lorenz`,
  // A drink named "ice", and Polish and Caribbean drink and sweet brands (session 38).
  `smirnoff ice,!nurishment,!wedel,!ewedel,!tymbark`,
  // Houmous, a chilled dip no aisle of the 13 sells, with plain houmous whatever flavours it
  // ("Ramona's Beetroot Houmous", "Natoora Herb Houmous"; session 54).
  `houmous,hummus`,
  // British sweets by their own names ("Coconut Ice" was Frozen, "Kendal Mint Cake" Baking;
  // session 70).
  `coconut ice,mint cake,turkish delight,nougat,edinburgh rock`,
  // The boiled sweets maker beside the biscuit maker's name: "Fox's Glacier Fruits" was Baking as
  // Fox's biscuits or dried fruit (session 72).
  `!foxs glacier`,
  // Snacks and sweets of the Indian subcontinent by their own names, from Wikipedia's "List of
  // snack foods from the Indian subcontinent" and "List of Indian sweets and desserts" (session
  // 80): "Moong Dal Namkeen 200g" and "Rice Chakli 200g" were Pasta & Grains by the pulse or rice.
  `bhujia,namkeen,chevda,chivda,chakli,chakri,murukku,gathiya,ganthiya,khakhra,fafda,bhakarwadi,sev mamra,(aloo|ratlami|nylon|bikaneri) sev,soan papdi,son papdi,kaju katli,barfi,burfi,ladoo,laddoo,laddu,peda,jalebi,mysore pak,chikki,halwa,halva`,
  // Levantine dips by their own names, from Wikipedia's "List of dips", kept with houmous (session
  // 80): "Toum Garlic Dip 200g" was Vegetables by the garlic.
  `muhammara,mutabal,moutabal,moutabel,baba ganoush,baba ghanoush,baba ghanouj,toum`,
];
