/**
 * Meat & Fish: the butcher's, fishmonger's and cooked-meat shelves. Names as UK shops label the
 * chilled meat, poultry, fish and deli counters; US names as US recipes write them. Tinned fish
 * and meat are in tinned-and-jarred.ts; frozen ones are moved to Frozen by their form word.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const MEAT_AND_FISH_NAMES = [
  // Beef cuts (UK butcher's names, as on supermarket meat counters).
  `rump,(t|marrow) bone,flank,brisket,blade,shin,(salt|roast) beef,stir fry strips,ox cheek,beef dripping,sirloin,ribeye,porterhouse,skirt,bavette,onglet,chuck,topside,silverside,forerib,tomahawk,picanha,oxtail,meatball,pastrami,bresaola,tri tip,bone marrow,quarter pounder`,
  // Lamb and mutton.
  `kofta,kebab,noisette,goat,kid,scrag end`,
  // Pork, bacon and gammon.
  `tenderloin,rib,pig cheek,rasher,lardon,sparerib,gammon,trotter,porchetta,pancetta,guanciale,suckling pig`,
  // Sausages, cured and cooked meats (deli counter).
  `cumberland ring,chorizo,salami,(black|white) pudding,corned beef slice,pate,chipolata,bratwurst,frankfurter,wiener,kielbasa,pepperoni,nduja,merguez,boerewors,saveloy,haggis,sausagemeat,banger,andouille,morcilla,mortadella,cotechino,kabanos,saucisson,fuet,soppressata,prosciutto,jamon,coppa,speck,charcuterie,rillettes,terrine,bologna,baloney,hot dog,pigs in blankets,pork pie,scotch egg,cold cut`,
  // The chiller's pies, pasties and snacking shelf, beside the pork pies (session 33).
  `sausage roll,pasty`,
  // Poultry and game.
  `drumstick,breast,leg,giblet,cornish hen,pigeon,poussin,goose,venison,rabbit,hare,pheasant,partridge,grouse,quail,mallard,butcher,guinea fowl,wild boar`,
  // Offal.
  `liver,kidney,(ox|pig) heart,jambon,tongue,tripe,sweetbread,foie gras`,
  // Fish (fishmonger's counter, chilled fish shelves).
  `salmon,trout,haddock,(lemon|) sole,bass,bream,mullet,mackerel,snapper,eel,char,fishcake,fresh (sardine|tuna),fish (pie mix|cake),gravadlax,gravlax,cod,codfish,saltfish,hake,pollock,coley,whiting,basa,tilapia,plaice,halibut,turbot,brill,dab,flounder,monkfish,seabass,seabream,gurnard,herring,kipper,sprat,whitebait,swordfish,marlin,catfish,carp,skate,ray,zander,perch,pike,barramundi,grouper,dorade,finnan haddie,arbroath smokie,john dory`,
  // Shellfish and seafood.
  `prawn,shrimp,crab,clam,(bay|) scallop,roe,langoustine,crayfish,crabmeat,lobster,mussel,cockle,oyster,squid,calamari,octopus,cuttlefish,whelk,winkle,surimi,caviar,fruits de mer,sea urchin`,
  // Brands and counters selling only fresh meat or fish.
  `!richmond,!heck,!gressingham,!ashfield farm,!birchwood,!mowi,!the saucy fish co,!denny,!mattessons,!lochmuir,!the fishmonger,!golden seafood,!peperami`,
  // Butchers' and charcuterie brands (session 23).
  `!cranswick,!debbie and andrews,!herta`,
  // Polish shop names for sausages, ham and bacon, and Polish meat brands (session 38).
  `parowki,szynka,boczek,kabanosy,!sokolow,!morliny,!tarczynski`,
  // Turkish, Balkan and Spanish cured meats by their own names (session 70).
  `sucuk,sujuk,pastirma,basturma,lardo,cecina`,
  // Milkfish, by its English and Filipino names, as Asian shops sell it (session 77).
  `milkfish,bangus`,
  // Filipino sausages and cured pork by their own names, from Wikipedia's "List of Philippine
  // dishes" (session 80): "Pampanga Longganisa 500g" was Pantry by default.
  `longganisa,longanisa,tocino`,
];
