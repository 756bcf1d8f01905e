/**
 * Meat & Fish: the butcher's, fishmonger's and cooked-meat shelves. Names as UK shops label the
 * chilled meat, poultry, fish and deli counters; US names as US recipes write them. Tinned fish
 * and meat are in tinned-and-jarred.ts; frozen ones are moved to Frozen by their form word.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const MEAT_AND_FISH_NAMES = [
  // Beef cuts (UK butcher's names, as on supermarket meat counters).
  `(rump|flank|skirt|chuck) steak,(top|) rump,(t|marrow) bone,(thick|) flank,brisket,blade,(beef|) shin,(short|beef) rib,(diced|minced|salt|roast) beef,(beef|stir fry) strips,(ox|beef) cheek,(beef|steak) mince,beef joint,beef (fillet|burger|dripping),sirloin,ribeye,porterhouse,skirt,bavette,onglet,chuck,topside,silverside,forerib,tomahawk,picanha,oxtail,meatball,pastrami,bresaola,rib eye,tri tip,bone marrow,quarter pounder,rose veal`,
  // Lamb and mutton.
  `minced lamb,(lamb|loin|mutton) chop,lamb steak,(lamb|) kofta,(lamb|) kebab,lamb (leg|rack|cutlet|loin|neck|rump|shank|breast|mince|burger|liver|kidney),noisette,goat,kid,neck fillet,scrag end,goat meat`,
  // Pork, bacon and gammon.
  `(belly|minced|pulled) pork,pork steak,tenderloin,(spare|pork|) rib,(pork|pig) cheek,(ham|pork) hock,(pork|bacon) joint,back bacon,rasher,lardon,pork (belly|loin|chop|fillet|leg|mince|rind),sparerib,gammon,trotter,porchetta,pancetta,guanciale,suckling pig`,
  // Sausages, cured and cooked meats (deli counter).
  `cumberland ring,chorizo,salami,(black|white) pudding,(deli|lunch) meat,(cooked|parma|serrano|iberico|deli) ham,corned beef slice,(liver|duck|) pate,chipolata,bratwurst,frankfurter,wiener,kielbasa,pepperoni,nduja,merguez,boerewors,saveloy,haggis,sausagemeat,banger,andouille,morcilla,mortadella,cotechino,kabanos,saucisson,fuet,soppressata,prosciutto,jamon,coppa,speck,charcuterie,antipasti,rillettes,terrine,bologna,baloney,hot dog,pigs in blankets,pork pie,cold cut,ham steak`,
  // Poultry and game.
  `duck breast,mini fillet,drumstick,(chicken|turkey|duck) leg,giblet,cornish hen,(whole|crispy) duck,(wood|) pigeon,chicken skewer,poussin,goose,venison,rabbit,hare,pheasant,partridge,grouse,quail,mallard,butcher,guinea fowl,wild boar,game bird`,
  // Offal.
  `(calf|ox|pig|) liver,(ox|pig|) kidney,(ox|lamb|pig|pork|beef|chicken) heart,jambon,(ox|) tongue,tripe,sweetbread,foie gras`,
  // Fish (fishmonger's counter, chilled fish shelves).
  `salmon,(cod|hake|fish) fillet,(tuna|fish) steak,(sea|) trout,haddock,(lemon|dover|) sole,(sea|) bass,(sea|) bream,(red|grey|) mullet,mackerel,(red|) snapper,(smoked|) eel,(arctic|) char,(white|fresh) fish,fishcake,salmon side,cod (loin|cheek),fresh (sardine|tuna),fish (pie mix|cake),gravadlax,gravlax,cod,hake,pollock,coley,whiting,basa,tilapia,plaice,halibut,turbot,brill,dab,flounder,monkfish,seabass,seabream,gurnard,herring,kipper,sprat,whitebait,swordfish,marlin,catfish,carp,skate,ray,zander,perch,pike,barramundi,grouper,dorade,finnan haddie,arbroath smokie,john dory,skate wing`,
  // Shellfish and seafood.
  `(king|tiger|raw|jumbo|) prawn,shrimp,crab,crab meat,(razor|) clam,(bay|) scallop,crab stick,(cod|salmon|) roe,seafood mix,langoustine,crayfish,crabmeat,lobster,mussel,cockle,oyster,squid,calamari,octopus,cuttlefish,whelk,winkle,surimi,caviar,crab claw,squid ring,fruits de mer,sea urchin`,
  // Brands and counters selling only fresh meat or fish.
  `!richmond,!heck,!gressingham,!ashfield farm,!birchwood,!mowi,!the saucy fish co,!denny,!mattessons,!lochmuir,!the fishmonger,!golden seafood,!peperami`,
];
