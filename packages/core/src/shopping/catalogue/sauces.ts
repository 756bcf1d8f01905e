/**
 * Sauces: condiments, table sauces, cooking sauces in jars, curry and spice pastes, pesto,
 * chutneys and relishes, dressings and Asian sauces, as UK shops shelve them (Tesco and
 * Sainsbury's "Table sauces", "Cooking sauces, kits & sides", "World foods"). Tomato purée and
 * passata are in tinned-and-jarred.ts; stock and gravy (granules, pots, ready-made) are Pantry's.
 * Each string is one commented group on one line, names split by commas with no space (read it
 * with word wrap on; add a name as `,new name`); the format is described in aisle-catalogue.ts.
 */
export const SAUCES_NAMES = [
  // Table sauces and condiments.
  `(garlic|) mayo,(salad|horseradish) cream,(hp|hot|mint|apple|bread|steak) sauce,horseradish,(mint|redcurrant|cranberry) jelly,jus,catsup,aioli,sriracha,cholula,dijon,applesauce,coulis`,
  // Asian sauces and pastes.
  `(fish|plum|yuzu) sauce,(dark|) soy,miso,(rice|mirin|rice wine|maggi) seasoning,(pomegranate|date) molasses,(liquid|coconut) aminos,worcestershire,tamari,shoyu,hoisin,teriyaki,ponzu,doubanjiang,gochujang,ssamjang,doenjang,mirin,sambal,belacan,tamarind,kecap manis,nam pla,nuoc mam,chilli crisp,crispy chilli oil,lao gan ma,char siu`,
  // Curry pastes and cooking sauces.
  `(spice|bean) paste,(pasta|pizza|adobo) sauce,harissa,(green|basil) pesto,tapenade,browning,bolognese,bolognaise,arrabbiata,bechamel,mole,chimichurri,mojo,tahini,tahina,pizza topping,sauce mix,demi glace,liquid smoke,curry base,(garlic|ginger|chilli|lemongrass|galangal) puree`,
  // Chutneys, pickles (relish-style), dressings.
  `(lime|mango|brinjal|mixed|branston|ploughmans|sweet|mustard) pickle,piccalilli,ranch,vinaigrette,caesar,thousand island`,
  // Cooking sauces a jar names by the dish alone ("Sharwood's Korma 420g", session 24).
  `korma,tikka masala,jalfrezi,rogan josh,bhuna,dopiaza,dhansak,pasanda,chasseur,pasta bake,sweet and sour`,
  // Sauce brands.
  `!hellmanns,!hp,!daddies,!lea and perrins,!lee kum kee,!dolmio,!loyd grossman,!ragu,!geetas,!encona,!tabasco,!franks redhot,!levi roots,!kewpie,!sweet baby rays,!pataks,!kikkoman,!stokes`,
  // Sauce brands (session 23).
  `!tracklements,!spice tailor,!hendersons relish,!newmans own,!mae ploy,!flying goose,!huy fong,!very lazy,!english provender`,
  // Cooking-sauce brands and ranges whose name holds a food (session 61, aisles9): the jar, not the
  // chicken it is for.
  `!chicken tonight,cook in sauce`,
  // Polish mayonnaise, mustard and horseradish (session 38).
  `majonez,musztarda,chrzan`, // Toppings poured over ice cream, as its sauces are ("Askey's Crackin Chocolate Chunk Ice Cream
  // Topping" was Frozen; session 78).
  `(ice cream|sundae|dessert) topping`,
  // Filipino fish sauce and shrimp paste and South Asian pickle by their own names, from
  // Wikipedia's "List of condiments" (session 80): "Rufina Patis 350ml" and "Barrio Fiesta
  // Bagoong Guisado 250g" were Pantry by default.
  `patis,bagoong,achar,achaar`,
];
