/**
 * Vegetables: the fresh vegetable, potato, salad and mushroom shelves (prepared fresh vegetables
 * too). Varieties as UK greengrocers and supermarkets label them (Maris Piper, Charlotte, Romano,
 * Tenderstem); UK/US pairs both listed (courgette/zucchini, aubergine/eggplant, rocket/arugula,
 * spring onion/scallion, swede/rutabaga, mangetout/snow pea, beetroot/beet).
 */
export const VEGETABLES_NAMES = [
  // Onions, garlic and other alliums.
  `(brown|white|red|yellow|spanish|sweet|vidalia|cooking|spring|salad|green|diced|chopped|
  sliced) onion, (banana|) shallot, (baby|) leek, (smoked|elephant|wild|black|fresh|) garlic,
  garlic (bulb|clove), echalion, scallion`,
  // Roots, tubers and potatoes.
  `(chantenay|baby|) carrot, (golden|raw|cooked|) beetroot,
  (celery|horseradish|ginger|turmeric|lotus) root, (root|fresh|) ginger,
  (sweet|charlotte|new|baby|salad|red|rooster|russet|white|baking|jacket|floury|waxy|anya|
  fingerling|mashed|roast|roasting) potato, (potato|) mash, fresh (horseradish|turmeric), parsnip,
  swede, rutabaga, turnip, beet, celeriac, radish, mooli, daikon, galangal, salsify, kohlrabi,
  yam, cassava, eddoe, taro, jicama, desiree, russet, marfona, carrot baton, jerusalem artichoke,
  maris piper, king edward, jersey royal, yukon gold, pink fir apple, red bliss, albert bartlett`,
  // Brassicas and greens.
  `(tenderstem|purple sprouting|chinese|) broccoli, (broccoli|cauliflower) floret,
  (savoy|white|red|pointed|sweetheart|hispi|chinese|napa) cabbage, (spring|collard) green,
  (curly|black|lacinato|tuscan|) kale, (brussels|) sprout, (pak|baby pak) choi, (kai|gai) lan,
  tenderstem, cauliflower, romanesco, greens, collards, kalette, broccolini, january king,
  cavolo nero, sprout top, bok choy, choi sum, chinese leaf`,
  // Salad leaves and spinach.
  `(iceberg|cos|romaine|round|oak leaf|lambs) lettuce, (romaine|lettuce) heart, (wild|) rocket,
  (corn|mixed|crispy|herb|leaf|bistro) salad, (baby|mixed|salad|mustard|micro|sorrel) leaf,
  (baby|leaf|) spinach, (swiss|rainbow|) chard, (salad|mustard and|) cress, iceberg, cos, romaine,
  butterhead, frisee, endive, chicory, radicchio, treviso, escarole, arugula, watercress, mache,
  mizuna, microgreen, mesclun, little gem, lollo rosso, beet green, pea shoot`,
  // Pods, peas and beans sold fresh.
  `(green|fine|french|runner|bobby|string|broad|fava) bean, (snow|sugar snap|fresh) pea, mangetout,
  okra, bhindi, haricot vert, mange tout, sugar snap, pea pod`,
  // Fruiting vegetables: tomatoes, peppers, chillies, squashes.
  `(salad|cherry|baby plum|plum|vine|on the vine|beef|beefsteak|heirloom|heritage|green|mixed|
  ) tomato, (baby|english|persian|) cucumber,
  (bell|red|green|yellow|orange|mixed|sweet|romano|pointed|padron|chilli) pepper,
  (red|green|birds eye|thai|finger|fresh|mixed|) chilli, (serrano|anaheim|fresno|) chile,
  (baby|) aubergine, (baby|) courgette,
  (butternut|acorn|spaghetti|onion|yellow|summer|winter) squash, (hass|) avocado,
  (corn on the|corn|sweetcorn|mini corn) cob, (baby|fresh) corn, tomatillo, capsicum, chili,
  habanero, jalapeno, poblano, eggplant, zucchini, courgetti, marrow, butternut, kabocha,
  delicata, pumpkin, cobette, scotch bonnet, courgette spaghetti, patty pan, corn kernel`,
  // Mushrooms.
  `(chestnut|button|closed cup|cup|flat|portobello|field|shiitake|oyster|king oyster|porcini|wild|
  mixed|exotic|white|sliced) mushroom, portobello, portobellini, shiitake, enoki, shimeji,
  chanterelle, girolle, morel, porcini, cep, trompette, cremini, mushroom medley, baby bella`,
  // Stalks, shoots and others.
  `(florence|) fennel, (white|) asparagus, (globe|) artichoke, (bean|mung bean) sprout,
  (bitter|bottle) gourd, celery (stick|stalk|heart|rib), asparagus (tip|spear), celery, cardoon,
  samphire, beansprout, alfalfa, lemongrass, plantain, breadfruit, chayote, christophene, karela,
  dudhi, tindora, fennel bulb, sea vegetable, lemon grass, green banana, yam bean,
  courgette flower, squash blossom`,
  // Prepared fresh vegetables (chilled).
  `(stir fry|soup|casserole|spiralized|roasting|prepared) vegetable, (stir fry|coleslaw|veg) mix,
  (cauliflower|broccoli) rice, (vegetable|butternut) noodle,
  vegetable (stir fry|medley|selection), riced cauliflower`,
  // Bagged-salad brand.
  `!florette`,
];
