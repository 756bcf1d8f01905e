/**
 * Sauces: condiments, table sauces, cooking sauces in jars, curry and spice pastes, pesto,
 * chutneys and relishes, dressings and Asian sauces, as UK shops shelve them (Tesco and
 * Sainsbury's "Table sauces", "Cooking sauces, kits & sides", "World foods"). Tomato purée and
 * passata are in tinned-and-jarred.ts; stock and gravy granules are in pantry.ts.
 */
export const SAUCES_NAMES = [
  // Table sauces and condiments.
  `(garlic|vegan|chipotle|sriracha|) mayo, (light|garlic) mayonnaise, (salad|horseradish) cream,
  (brown|hp|bbq|barbecue|burger|chilli|sweet chilli|hot chilli|hot|hot pepper|pepper|peri peri|
  piri piri|buffalo|wing|horseradish|mint|cranberry|apple|bread|tartare|tartar|cocktail|
  marie rose|seafood|steak|dipping) sauce, (burger|tomato|sweetcorn) relish,
  (english|dijon|wholegrain|french|american|yellow|honey) mustard, (creamed|) horseradish,
  (mint|redcurrant|cranberry) jelly, (red wine|) jus, catsup, aioli, sriracha, cholula, dijon,
  applesauce, tomato ketchup, onion gravy`,
  // Asian sauces and pastes.
  `(worcestershire|worcester|soy|soya|light soy|dark soy|sweet soy|fish|oyster|hoisin|plum|
  black bean|yellow bean|sweet and sour|teriyaki|yakitori|tonkatsu|okonomiyaki|katsu|katsu curry|
  stir fry|chow mein|szechuan|sichuan|xo|chilli bean|char siu|satay|peanut|sweet chilli dipping|
  black garlic|yuzu) sauce, (light|dark|) soy,
  (chilli bean|miso|shrimp|anchovy|tamarind|umeboshi|ginger|garlic|garlic and ginger|
  ginger and garlic|lemongrass|chilli|chili) paste, (white|red|brown|) miso,
  (rice|mirin|rice wine|maggi) seasoning, (pomegranate|date) molasses, (liquid|coconut) aminos,
  worcestershire, tamari, shoyu, hoisin, teriyaki, ponzu, doubanjiang, gochujang, ssamjang,
  doenjang, mirin, sambal, belacan, tamarind, kecap manis, nam pla, nuoc mam, teriyaki marinade,
  chilli crisp, crispy chilli oil, lao gan ma, char siu, sambal oelek, tamarind concentrate`,
  // Curry pastes and cooking sauces.
  `(curry|thai green curry|thai red curry|green curry|red curry|yellow curry|massaman|
  massaman curry|panang|laksa|rendang|tikka|tikka masala|korma|balti|madras|vindaloo|jalfrezi|
  rogan josh|tandoori|biryani|spice|chipotle|harissa|bean) paste,
  (curry|korma|tikka masala|jalfrezi|balti|madras|rogan josh|butter chicken|makhani|dopiaza|bhuna|
  pasanda|cooking|pasta|bolognese|puttanesca|tomato|tomato and basil|carbonara|alfredo|white|
  cheese|lasagne|pasta bake|pizza|enchilada|fajita|taco|adobo|jerk) sauce,
  (jerk|bbq|peri peri|piri piri) marinade, (rose|) harissa,
  (green|red|basil|wild garlic|vegan) pesto, (olive|) tapenade, (gravy|) browning,
  pesto (rosso|genovese), bolognese, arrabbiata, bechamel, mole, chimichurri, mojo, tahini,
  tahina, pizza topping, sauce mix, tomato salsa, salsa verde, demi glace, liquid smoke,
  curry base`,
  // Chutneys, pickles (relish-style), dressings.
  `(mango|onion|red onion|caramelised onion|tomato|apple) chutney,
  (lime|mango|brinjal|mixed|branston|ploughmans|sweet) pickle,
  (salad|french|caesar|balsamic|honey and mustard|thousand island|ranch|blue cheese|italian|
  yogurt|sesame) dressing, piccalilli, ranch, vinaigrette, caesar, thousand island`,
  // Sauce brands.
  `!hellmanns, !hp, !daddies, !lea and perrins, !lee kum kee, !dolmio, !loyd grossman, !ragu,
  !geetas, !encona, !tabasco, !franks redhot, !levi roots, !kewpie, !sweet baby rays, !pataks`,
];
