/**
 * Keyword rules for the aisle of an ingredient in a UK supermarket. Keywords are lower case and
 * singular; several words are matched as a phrase. The most specific (longest) match wins and,
 * among equals, the rightmost, since an English noun phrase ends with its head ("chicken stock"
 * is stock, "beef tomato" is a tomato).
 */
import type { Bucket } from './categories.ts';

const words = (text: string): readonly string[] =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

export const AISLE_KEYWORDS: Readonly<Record<Bucket, readonly string[]>> = {
  MEAT_AND_FISH: words(`
    foie gras, bresaola, grouse, skate, skate wing, flounder, goat, kid, partridge, chicken carcass, pork rind, duck fat, tasso, nduja, 'nduja,
    meat, chicken, chicken breast, chicken thigh, chicken leg, chicken wing, drumstick, poussin,
    beef, steak, sirloin, ribeye, rib-eye, rump, fillet steak, brisket, chuck, short rib, oxtail,
    mince, minced beef, beef mince, lamb mince, pork mince, turkey mince, lamb, lamb chop,
    lamb shank, leg of lamb, mutton, pork, pork belly, pork chop, pork loin, pork shoulder,
    spare rib, sparerib, rib, bacon, lardon, pancetta, ham, gammon, prosciutto, parma ham,
    serrano ham, chorizo, salami, pepperoni, sausage, sausagemeat, frankfurter, hot dog,
    black pudding, turkey, duck, duck breast, goose, venison, veal, rabbit, pheasant, pigeon,
    quail, guinea fowl, liver, kidney, giblet, meatball, burger, chop, loin, poultry,
    fish, salmon, smoked salmon, cod, haddock, smoked haddock, hake, pollock, coley, plaice,
    sole, halibut, monkfish, sea bass, bass, sea bream, bream, trout, mackerel, smoked mackerel,
    kipper, herring, tilapia, snapper, swordfish, tuna steak, catfish, whitebait, eel, prawn,
    king prawn, tiger prawn, shrimp, crab, crabmeat, lobster, langoustine, crayfish, mussel,
    clam, cockle, oyster, scallop, squid, calamari, octopus, seafood, caviar, roe, fish fillet,
    fishcake, cod loin, salmon fillet, chicken liver, ground beef, ground pork, ground lamb,
    ground turkey, ground chicken, stewing steak, braising steak, diced beef, diced lamb
  `),
  DAIRY_AND_EGGS: words(`
    milk, whole milk, semi-skimmed milk, skimmed milk, buttermilk, butter, unsalted butter,
    salted butter, cream, double cream, single cream, whipping cream, heavy cream, light cream,
    clotted cream, soured cream, sour cream, creme fraiche, crème fraîche, half-and-half, yogurt,
    yoghurt, greek yogurt, greek yoghurt, natural yogurt, fromage frais, quark, kefir, labneh,
    cheese, cheddar, parmesan, parmigiano, parmigiano-reggiano, grana padano, pecorino,
    mozzarella, burrata, feta, halloumi, ricotta, mascarpone, cream cheese, soft cheese,
    goat cheese, goats cheese, goat's cheese, brie, camembert, stilton, blue cheese, gorgonzola,
    roquefort, gruyere, gruyère, emmental, comte, comté, gouda, edam, manchego, paneer,
    cottage cheese, red leicester, wensleydale, taleggio, fontina, provolone, monterey jack,
    queso, egg, egg yolk, egg white, free-range egg, ghee, margarine, custard, oat milk,
    almond milk, soya milk, soy milk, rice milk, plant milk, dairy, tofu
  `),
  VEGETABLES: words(`
    escarole, mizuna, mesclun, porcini, dried porcini, jicama, kabocha, salsify, marrow, kai lan, morel, chanterelle, girolle, enoki, watercress, sweetheart cabbage, sugar snaps, cress, micro cress, sorrel leaf, fennel frond, red chilli pepper, green chilli pepper, bird chili, finger chilli,
    vegetable, veg, onion, red onion, white onion, brown onion, yellow onion, shallot,
    spring onion, scallion, green onion, leek, garlic, garlic clove, garlic bulb, ginger,
    root ginger, fresh ginger, carrot, potato, new potato, baby potato, sweet potato, parsnip,
    swede, turnip, beetroot, beet, celery, celery stick, celeriac, fennel, fennel bulb, cabbage,
    red cabbage, savoy cabbage, white cabbage, kale, cavolo nero, spinach, baby spinach,
    lettuce, little gem, romaine, iceberg, rocket, arugula, watercress, salad, salad leaf,
    mixed leaf, broccoli, tenderstem, tenderstem broccoli, cauliflower, brussels sprout, sprout,
    green bean, runner bean, french bean, fine bean, broad bean, mangetout, sugar snap,
    sugar snap pea, asparagus, courgette, zucchini, aubergine, eggplant, pepper, bell pepper,
    red pepper, green pepper, yellow pepper, orange pepper, romano pepper, chilli, chili,
    chile, red chilli, green chilli, bird's eye chilli, jalapeño, jalapeno, scotch bonnet,
    tomato, cherry tomato, plum tomato, vine tomato, beef tomato, beefsteak tomato, cucumber,
    avocado, mushroom, chestnut mushroom, button mushroom, portobello, portobello mushroom,
    shiitake, oyster mushroom, squash, butternut squash, pumpkin, sweetcorn, corn on the cob,
    corn, baby corn, radish, artichoke, okra, pak choi, bok choy, chard, swiss chard, endive,
    chicory, radicchio, lemongrass, lemon grass, galangal, beansprout, bean sprout,
    yam, cassava, plantain, spring green, greens, microgreen, horseradish root, kohlrabi,
    jerusalem artichoke, samphire, mooli, daikon, courgette flower, tomatillo
  `),
  FRUIT: words(`
    kumquat, sloe, currants fresh, physalis, clementine juice, lemon peel, orange peel,
    fruit, apple, pear, banana, orange, lemon, lime, grapefruit, clementine, satsuma, mandarin,
    tangerine, blood orange, grape, strawberry, raspberry, blueberry, blackberry, cherry, plum,
    peach, nectarine, apricot, mango, pineapple, papaya, kiwi, kiwi fruit, melon, watermelon,
    cantaloupe, honeydew, fig, pomegranate, pomegranate seed, passion fruit, lychee, rhubarb,
    cranberry, gooseberry, redcurrant, blackcurrant, berry, mixed berry, lemon juice, lime juice,
    lemon zest, lime zest, orange zest, orange juice, lemon rind, orange rind, lime rind, quince,
    persimmon, guava, star fruit, dragon fruit, coconut, medjool date
  `),
  HERBS: words(`
    lavender, shiso, bouquet of herbs, lemon verbena, summer savory, savory, winter savory, fines herbes, fine herbs,
    herb, fresh herb, parsley, flat-leaf parsley, flat leaf parsley, curly parsley, coriander,
    cilantro, coriander leaf, basil, thai basil, mint, mint leaf, dill, chive, chives, thyme,
    lemon thyme, rosemary, sage, tarragon, oregano, marjoram, chervil, lovage, sorrel,
    curry leaf, lime leaf, kaffir lime leaf, makrut lime leaf, micro herb, basil leaf,
    parsley leaf, coriander stalk, fresh coriander, fresh parsley, fresh basil, fresh mint,
    fresh thyme, fresh rosemary, fresh dill, fresh sage, fresh oregano, fresh tarragon
  `),
  SPICES: words(`
    mace, blade mace, ground mace, aniseed, anise seed, fleur de sel, bouquet garni, tandoori masala, chaat masala, kokum, licorice root, dried chilli, dried chillies, chipotle chilli, pasilla chilli, ancho chilli, dried red chilli, sichuan pepper, szechuan peppercorn, vanilla salt, smoked salt,
    spice, salt, sea salt, table salt, kosher salt, flaky sea salt, sea salt flake, rock salt,
    pepper, black pepper, white pepper, peppercorn, black peppercorn, pink peppercorn,
    cumin, cumin seed, ground cumin, coriander seed, ground coriander, turmeric, paprika,
    smoked paprika, sweet paprika, hot paprika, chilli powder, chili powder, chilli flake,
    chili flake, red pepper flake, pepper flake, crushed chilli, dried chilli, cayenne,
    cayenne pepper, cinnamon, ground cinnamon, cinnamon stick, nutmeg, clove, ground clove,
    allspice, cardamom, cardamom pod, star anise, fennel seed, mustard seed, fenugreek,
    garam masala, curry powder, ras el hanout, za'atar, zaatar, sumac, five spice,
    chinese five spice, mixed spice, cajun seasoning, jerk seasoning, seasoning, saffron,
    bay leaf, dried oregano, dried thyme, dried basil, dried mint, dried parsley,
    mixed herb, dried mixed herb, herbes de provence, italian seasoning, celery salt,
    garlic salt, garlic powder, garlic granule, onion powder, onion granule, ground ginger,
    caraway, caraway seed, nigella seed, black onion seed, asafoetida, juniper, juniper berry,
    dukkah, chipotle powder, ancho, msg, stock seasoning, pepper corn, white peppercorn,
    ground allspice, ground nutmeg, ground turmeric, dried chili, chile flake, aleppo pepper,
    urfa chilli, kashmiri chilli, dried rosemary, dried sage, dried dill, dried tarragon
  `),
  OILS_AND_VINEGARS: words(`
    oil, olive oil, extra virgin olive oil, virgin olive oil, light olive oil, vegetable oil,
    sunflower oil, rapeseed oil, groundnut oil, peanut oil, sesame oil, toasted sesame oil,
    coconut oil, canola oil, avocado oil, walnut oil, hazelnut oil, truffle oil, chilli oil,
    chili oil, cooking oil, neutral oil, grapeseed oil, corn oil, cooking spray, oil spray,
    frylight, vinegar, balsamic, balsamic vinegar, red wine vinegar, white wine vinegar,
    cider vinegar, apple cider vinegar, rice vinegar, rice wine vinegar, sherry vinegar,
    malt vinegar, white vinegar, distilled vinegar, balsamic glaze, black vinegar
  `),
  SAUCES: words(`
    catsup, shoyu, nuoc mam, umeboshi paste, demi-glace, ssam sauce, anchovy paste, bean paste, chutney, brown miso, yellow bean sauce,
    sauce, soy sauce, light soy sauce, dark soy sauce, soy, tamari, fish sauce, oyster sauce,
    hoisin, hoisin sauce, worcestershire sauce, worcestershire, tabasco, hot sauce, sriracha,
    sweet chilli sauce, chilli sauce, ketchup, tomato ketchup, mayonnaise, mayo, mustard,
    dijon mustard, wholegrain mustard, english mustard, yellow mustard, bbq sauce,
    barbecue sauce, brown sauce, pesto, green pesto, red pesto, harissa, harissa paste,
    curry paste, thai green curry paste, thai red curry paste, red curry paste,
    green curry paste, tikka paste, korma paste, pasta sauce, tomato sauce, salsa, gochujang,
    miso, miso paste, white miso, tahini, mirin, teriyaki, teriyaki sauce, chutney,
    mango chutney, relish, horseradish, horseradish sauce, mint sauce, cranberry sauce,
    apple sauce, salad cream, dressing, salad dressing, gravy, chipotle paste, tamarind,
    tamarind paste, shrimp paste, black bean sauce, plum sauce, piri piri, peri peri,
    peri-peri sauce, enchilada sauce, marinade, char siu, sambal, sambal oelek, chilli paste,
    chili paste, ginger paste, garlic paste, garlic and ginger paste, aioli, tartare sauce,
    hollandaise, sweet soy sauce, kecap manis, ponzu, doubanjiang, ssamjang, liquid smoke,
    maggi, brown sauce, steak sauce, buffalo sauce, ranch, caesar dressing, vinaigrette
  `),
  PASTA_AND_GRAINS: words(`
    pasta, spaghetti, penne, fusilli, linguine, tagliatelle, fettuccine, pappardelle, rigatoni,
    farfalle, macaroni, conchiglie, orecchiette, orzo, lasagne, lasagna, lasagne sheet,
    cannelloni, ravioli, tortellini, gnocchi, noodle, egg noodle, rice noodle, udon, soba,
    ramen, vermicelli, glass noodle, rice, long grain rice, basmati, basmati rice, jasmine rice,
    arborio, arborio rice, risotto rice, brown rice, wild rice, paella rice, sushi rice,
    sticky rice, couscous, giant couscous, pearl couscous, bulgur, bulgur wheat, bulghur,
    quinoa, pearl barley, barley, farro, spelt, freekeh, polenta, cornmeal, oat, oats,
    porridge oat, rolled oat, grits, millet, buckwheat, lentil, red lentil, green lentil,
    puy lentil, brown lentil, split pea, dried bean, semolina, rice paper, cereal, granola,
    muesli
  `),
  BAKING: words(`
    suet, vegetable suet, arrowroot, shortening, vegetable shortening, rosewater, rose water, orange blossom water, orange flower water, marshmallow, fudge, bran, wheat bran, oat bran, dough, pizza dough, edible gold, silver ball, edible glitter, lustre dust, matzo meal, matzoh meal, chestnut, candied citron, glucose, liquid glucose, flax meal, cookie, crepe, wafer, dumpling wrapper, wonton wrapper, saltine, pandoro, panettone,
    flour, plain flour, self-raising flour, self raising flour, strong white flour,
    strong flour, bread flour, wholemeal flour, all-purpose flour, all purpose flour, cornflour,
    cornstarch, corn starch, rice flour, gram flour, buckwheat flour, almond flour,
    baking powder, bicarbonate of soda, baking soda, bicarb, yeast, dried yeast, fast-action yeast,
    sugar, caster sugar, icing sugar, brown sugar, light brown sugar, dark brown sugar,
    soft brown sugar, muscovado, muscovado sugar, demerara, demerara sugar, granulated sugar,
    golden caster sugar, confectioners sugar, powdered sugar, palm sugar, jaggery,
    golden syrup, treacle, black treacle, maple syrup, agave, agave syrup, molasses,
    vanilla, vanilla extract, vanilla essence, vanilla pod, vanilla bean, vanilla paste,
    almond extract, cocoa, cocoa powder, cacao, chocolate, dark chocolate, milk chocolate,
    white chocolate, chocolate chip, chocolate chunk, ground almond, flaked almond, almond,
    walnut, pecan, hazelnut, pistachio, cashew, cashew nut, pine nut, peanut, macadamia,
    brazil nut, nut, mixed nut, desiccated coconut, coconut flake, raisin, sultana, currant,
    dried fruit, mixed peel, glace cherry, glacé cherry, dried apricot, prune, date,
    dried cranberry, dried fig, gelatine, gelatin, agar, food colouring, food coloring,
    sprinkle, marzipan, fondant, icing, cream of tartar, condensed milk,
    sweetened condensed milk, evaporated milk, pastry, puff pastry, shortcrust pastry,
    filo pastry, filo, phyllo, breadcrumb, panko, panko breadcrumb, bread, white bread,
    wholemeal bread, sourdough, baguette, ciabatta, focaccia, brioche, pitta, pita, naan,
    flatbread, tortilla, tortilla wrap, wrap, bun, burger bun, roll, bread roll, bagel, crumpet,
    english muffin, croissant, biscuit, digestive biscuit, ladyfinger, sponge finger, amaretti,
    meringue, poppy seed, chia seed, flaxseed, linseed, sunflower seed, pumpkin seed,
    sesame seed, mixed seed, seed, chocolate chips, cake, sponge, wafer, crouton, toast,
    ginger biscuit, oatcake, cracker, graham cracker, pie crust, tart case, choux,
    baking chocolate, caramel, dulce de leche, honeycomb, stem ginger, candied peel
  `),
  TINNED_AND_JARRED: words(`
    hominy, chestnut puree, chestnut spread, marshmallow fluff, konjac, grass jelly,
    chopped tomato, tinned tomato, canned tomato, plum tomatoes in juice, crushed tomato,
    diced tomato, peeled tomato, whole peeled tomato, passata, tomato puree, tomato purée,
    tomato paste, sun-dried tomato, sundried tomato, sun dried tomato, baked bean,
    kidney bean, red kidney bean, black bean, cannellini bean, butter bean, borlotti bean,
    haricot bean, pinto bean, flageolet bean, chickpea, garbanzo, bean, mixed bean,
    coconut milk, coconut cream, creamed coconut, light coconut milk, tuna, tinned tuna,
    sardine, anchovy, anchovy fillet, olive, black olive, green olive, kalamata olive, caper,
    gherkin, cornichon, pickle, pickled, jarred, roasted red pepper, roasted pepper,
    piquillo pepper, artichoke heart, jam, marmalade, lemon curd, peanut butter,
    almond butter, nut butter, chocolate spread, nutella, honey, bamboo shoot, water chestnut,
    jackfruit, refried bean, mushy pea, pimento, pimiento, sauerkraut, kimchi,
    pickled ginger, pickled onion, beetroot in vinegar, sweetcorn, tomato juice
  `),
  FROZEN: words(`
    pea, petits pois, garden pea, frozen pea, ice cream, sorbet, gelato, frozen berry,
    frozen fruit, frozen spinach, frozen sweetcorn, frozen prawn, ice, ice cube, hash brown,
    fish finger, oven chip, frozen pastry, edamame, soya bean, frozen vegetable
  `),
  PANTRY: words(`
    cointreau, calvados, kirsch, campari, aperol, pastis, ouzo, sauternes, creme de cassis, grand marnier, amaretto, kahlua, triple sec, simple syrup, sugar syrup, grenadine, cordial, elderflower cordial, sour mix, perry, smoking chip, wood chip, parchment paper, baking paper, foil, cocktail stick, skewer,
    stock, stock cube, stock pot, chicken stock, beef stock, vegetable stock, fish stock,
    broth, chicken broth, beef broth, vegetable broth, bouillon, bouillon powder,
    gravy granule, water, wine, red wine, white wine, dry white wine, beer, ale, stout, cider,
    brandy, cognac, rum, vodka, gin, whisky, whiskey, bourbon, sherry, port, marsala, madeira,
    vermouth, prosecco, champagne, liqueur, shaoxing wine, rice wine, sake, coffee, espresso,
    instant coffee, tea, juice, apple juice, cranberry juice, pineapple juice, crisps,
    tortilla chip, nori, seaweed, kombu, dashi, cornflake, popcorn, soda water, tonic,
    lemonade, cola, sparkling water, ice water
  `),
};
