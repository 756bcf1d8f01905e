/**
 * Meat & Fish: the butcher's, fishmonger's and cooked-meat shelves. Names as UK shops label the
 * chilled meat, poultry, fish and deli counters; US names as US recipes write them. Tinned fish
 * and meat are in tinned-and-jarred.ts; frozen ones are moved to Frozen by their form word.
 * The format is described in aisle-catalogue.ts.
 */
export const MEAT_AND_FISH_NAMES = [
  // Beef cuts (UK butcher's names, as on supermarket meat counters).
  `(sirloin|rib eye|rump|fillet|flank|skirt|hanger|chuck|minute|frying|stewing|braising|
  casserole) steak, (top|) rump, (t|marrow) bone, (thick|) flank, (beef|) brisket,
  (feather|) blade, (beef|) shin, (short|beef) rib, (rib of|diced|minced|salt|roast) beef,
  (beef|stir fry) strips, (ox|beef) cheek, (beef|steak) mince, (beef|roasting) joint,
  beef (fillet|burger|dripping), sirloin, ribeye, porterhouse, skirt, bavette, onglet, chuck,
  topside, silverside, forerib, tomahawk, picanha, oxtail, meatball, pastrami, bresaola, rib eye,
  tri tip, bone marrow, quarter pounder, veal escalope, rose veal`,
  // Lamb and mutton.
  `(leg of|rack of|minced) lamb, (lamb|loin|barnsley|mutton) chop, (lamb|lamb leg) steak,
  (lamb|) kofta, (lamb|) kebab,
  lamb (leg|shoulder|rack|cutlet|loin|neck|rump|shank|breast|mince|burger|liver|kidney), noisette,
  goat, kid, neck fillet, scrag end, goat meat`,
  // Pork, bacon and gammon.
  `(belly|minced|pulled) pork, (pork loin|gammon|pork|pork shoulder) steak, (pork|) tenderloin,
  (spare|baby back|pork|) rib, (pork|pig) cheek, (ham|pork) hock, (gammon|pork|bacon) joint,
  (pork|bacon) medallion,
  (back|streaky|middle|smoked|unsmoked|dry cured|sweet cure|canadian) bacon,
  (bacon|turkey|) rasher, (bacon|) lardon,
  pork (belly|belly slice|shoulder|loin|chop|fillet|leg|mince|knuckle|escalope|rind), sparerib,
  gammon, trotter, porchetta, pancetta, guanciale, suckling pig`,
  // Sausages, cured and cooked meats (deli counter).
  `(pork|beef|cumberland|lincolnshire|toulouse|cocktail) sausage, (cumberland|chorizo) ring,
  (cooking|) chorizo, (milano|napoli|) salami, (black|white) pudding, (sausage|deli|lunch) meat,
  (cooked|honey roast|wiltshire|yorkshire|wafer thin|parma|serrano|iberico|deli) ham,
  (corned beef|roast chicken|chicken|turkey) slice, (chicken tikka|chicken) piece,
  (liver|chicken liver|duck|) pate, chipolata, bratwurst, frankfurter, wiener, kielbasa,
  pepperoni, nduja, merguez, boerewors, saveloy, haggis, sausagemeat, banger, andouille, morcilla,
  mortadella, cotechino, kabanos, saucisson, fuet, soppressata, prosciutto, jamon, coppa, speck,
  charcuterie, antipasti, rillettes, terrine, bologna, baloney, hot dog, pigs in blankets,
  prosciutto crudo, cooked chicken, wafer thin turkey, chicken tikka, pork pie, cold cut,
  ham steak`,
  // Poultry and game.
  `(whole|spatchcock|diced|rotisserie) chicken, (chicken|turkey|duck|pigeon) breast,
  (chicken breast|chicken thigh|chicken mini|mini|chicken) fillet, (chicken|turkey) thigh,
  (chicken|turkey|) drumstick, (chicken|turkey|duck) leg, (chicken|turkey) crown,
  (chicken|turkey|venison) mince, (chicken|) giblet, (cornish|cornish game) hen,
  (turkey|turkey breast|venison) steak, (turkey breast|turkey) joint, (whole|crispy) duck,
  (wood|) pigeon, chicken (wing|liver|carcass|breast piece|strip|shawarma|kebab|skewer),
  venison (haunch|sausage), poussin, goose, venison, rabbit, hare, pheasant, partridge, grouse,
  quail, mallard, butcher, turkey escalope, guinea fowl, wild boar, game bird`,
  // Offal.
  `(calf|ox|pig|) liver, (ox|pig|) kidney, (ox|) heart, (ox|) tongue, tripe, sweetbread, foie gras`,
  // Fish (fishmonger's counter, chilled fish shelves).
  `(hot smoked|smoked|) salmon, (salmon|trout|cod|haddock|hake|mackerel|kipper|fish) fillet,
  (salmon|tuna|fish) steak, (salmon|fish) portion, (rainbow|sea|smoked|) trout, (smoked|) haddock,
  (lemon|dover|) sole, (sea|) bass, (sea|) bream, (red|grey|) mullet, (smoked|peppered|) mackerel,
  (red|) snapper, (smoked|) eel, (arctic|) char, (white|fresh) fish, (salmon|) fishcake,
  salmon (side|trimmings), cod (loin|cheek), fresh (sardine|tuna), fish (pie mix|cake), gravadlax,
  gravlax, cod, hake, pollock, coley, whiting, basa, tilapia, plaice, halibut, turbot, brill, dab,
  flounder, monkfish, seabass, seabream, gurnard, herring, kipper, sprat, whitebait, swordfish,
  marlin, catfish, carp, skate, ray, zander, perch, pike, barramundi, grouper, dorade,
  finnan haddie, arbroath smokie, monkfish tail, john dory, skate wing`,
  // Shellfish and seafood.
  `(king|tiger|cooked|raw|cold water|north atlantic|jumbo|dublin bay|) prawn,
  (brown|potted|) shrimp, (crayfish|lobster) tail, (dressed|) crab,
  (crab|white crab|brown crab) meat, (razor|) clam, (queen|king|bay|) scallop,
  (crab|seafood) stick, (cod|lumpfish|salmon|) roe, seafood (selection|mix), langoustine,
  crayfish, crabmeat, lobster, mussel, cockle, oyster, squid, calamari, octopus, cuttlefish,
  whelk, winkle, surimi, caviar, crab claw, squid ring, mixed seafood, fruits de mer, sea urchin`,
  // Brands and counters selling only fresh meat or fish.
  `!richmond, !heck, !gressingham, !ashfield farm, !birchwood, !mowi, !the saucy fish co, !denny,
  !mattessons, !lochmuir, !the fishmonger, !golden seafood`,
];
