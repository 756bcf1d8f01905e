/**
 * The pack table behind "What to buy" (issue 15, PRODUCT.md "Shop-ready amounts"): for the
 * things a UK supermarket sells in fixed packs, what one pack is called and the sizes it comes in.
 * `buy-amounts.ts` reads it; nothing here is code but the two small types.
 *
 * Sources, and how far to trust them:
 * - Sizes are the common ones across general UK supermarket ranges (Tesco, Sainsbury's, Asda,
 *   Morrisons, Waitrose, Aldi, Lidl; own-label and the leading brands), written down by hand from
 *   those ranges as generally stocked. They are not read from one retailer's catalogue nor scraped,
 *   brands differ (cheddar comes in 200 g to 800 g blocks), and ranges change: a row says what a
 *   shopper will usually find, not what a given shop has today.
 * - Where a pack is named by its container alone ("1 jar", "1 bottle", "1 can"), its size is
 *   nominal: it only decides when one is not enough (300 ml of soy sauce is two bottles).
 * - Densities (`gramsPerMl`) turn spoons and cups into grams for packs sold by weight: the usual
 *   cup weights of baking charts, per 240 ml cup (plain flour 125 g, caster sugar 200 g, packed
 *   brown sugar 220 g, icing sugar 120 g, butter 227 g, uncooked long-grain rice 185 g, rolled oats
 *   90 g, cocoa 100 g), and about 0.45 g/ml for ground spices. They size a pack; they never change
 *   the recipe amount shown beside it.
 */
import type { Bucket } from './categories.ts';

/** One pack's contents: a canonical unit of the unit table ('g', 'kg', 'ml', 'pint'), or null when counted. */
export interface PackSize {
  readonly quantity: number;
  readonly unit: string | null;
}

/** How a buy amount reads: by its container ("1 jar"), by its size ("2 × 250 g"), or both ("1 box of 6"). */
export type PackShows = 'word' | 'size' | 'word-of';

export interface PackRule {
  /** What the row is, for readers and tests. */
  readonly label: string;
  /** Matches a lower-case item name (the merge name or a display name). Any name when unset. */
  readonly names?: RegExp;
  /** Names that match `names` but are other products ("peanut butter", "coconut milk"). */
  readonly except?: RegExp;
  /** Only items in these buckets; any bucket when unset. */
  readonly buckets?: readonly Bucket[];
  /** Only items the SPEC's bottle/jar rule may consolidate (stock, water and wine are not). */
  readonly consolidatable?: true;
  /** What one pack is called; 'jar-or-bottle' is the SPEC §5 choice (jar for paste-like names). */
  readonly word: string;
  /** The sizes sold, smallest first, all in one dimension; one size when shown by `word` alone. */
  readonly sizes: readonly PackSize[];
  readonly shows: PackShows;
  /** Grams per millilitre, to size a pack sold by weight from spoons or cups, or the reverse. */
  readonly gramsPerMl?: number;
  /** Grams in one of a counted pack's things (an egg), to size it from grams or millilitres. */
  readonly gramsEach?: number;
  /** One portion unit in the sizes' base unit: a 'stick' of butter in grams, of celery in sticks. */
  readonly portions?: Readonly<Record<string, number>>;
}

const g = (quantity: number): PackSize => ({ quantity, unit: 'g' });
const kg = (quantity: number): PackSize => ({ quantity, unit: 'kg' });
const ml = (quantity: number): PackSize => ({ quantity, unit: 'ml' });
const l = (quantity: number): PackSize => ({ quantity, unit: 'l' });
const pints = (quantity: number): PackSize => ({ quantity, unit: 'pint' });
const items = (quantity: number): PackSize => ({ quantity, unit: null });

const DRY_GOODS: readonly Bucket[] = ['PASTA_AND_GRAINS', 'BAKING', 'PANTRY'];
const TINS: readonly Bucket[] = ['TINNED_AND_JARRED', 'PANTRY'];

/**
 * The rows, first match wins: named products first, then whole aisles (spices, fresh herbs, oils,
 * sauces). An item no row matches is bought as the recipe measures it (loose vegetables, meat and
 * fish by weight) or, when counted, rounded up to whole ones.
 */
export const UK_PACK_RULES: readonly PackRule[] = [
  // Dairy and eggs
  {
    label: 'eggs, in boxes of 6 or 12',
    names: /^(?:(?:free[- ]range|organic|large|medium|hens?'?) )*(?:eggs?|egg (?:yolks?|whites?))$/,
    word: 'box',
    sizes: [items(6), items(12)],
    shows: 'word-of',
    gramsEach: 50,
  },
  {
    label: "cow's milk, in 1, 2, 4 and 6 pint bottles",
    names:
      /^(?:(?:whole|full[- ]fat|semi[- ]skimmed|skimmed|skim|1%|2%|fresh|lactose[- ]free|organic) )*milk$/,
    buckets: ['DAIRY_AND_EGGS'],
    word: 'bottle',
    sizes: [pints(1), pints(2), pints(4), pints(6)],
    shows: 'size',
    gramsPerMl: 1.03,
  },
  {
    label: 'plant milk, in 1 litre cartons',
    names: /^(?:(?:oat|almond|soya|soy|rice|cashew|hazelnut) (?:milk|drink)|coconut drink)$/,
    buckets: ['DAIRY_AND_EGGS'],
    word: 'carton',
    sizes: [l(1)],
    shows: 'size',
    gramsPerMl: 1.03,
  },
  {
    label: 'butter, in 250 g blocks',
    names:
      /^(?:(?:unsalted|salted|slightly salted|lightly salted|block|dairy|english|irish|french|cold|chilled) )*butter$/,
    word: 'block',
    sizes: [g(250)],
    shows: 'size',
    gramsPerMl: 0.95,
    // A US stick is 4 oz; a knob is about a tablespoon.
    portions: { stick: 113, knob: 15 },
  },
  {
    label: 'fresh cream, in 150, 300 and 600 ml pots',
    names: /^(?:extra thick )?(?:double|single|whipping) cream$/,
    word: 'pot',
    sizes: [ml(150), ml(300), ml(600)],
    shows: 'size',
    gramsPerMl: 1,
  },
  {
    label: 'soured cream, in 150 and 300 ml pots',
    names: /^sour(?:ed)? cream$/,
    word: 'pot',
    sizes: [ml(150), ml(300)],
    shows: 'size',
    gramsPerMl: 1,
  },
  {
    label: 'crème fraîche, in 200 and 300 ml pots',
    names: /^(?:half[- ]fat )?cr[eè]me fra[iî]che$/,
    word: 'pot',
    sizes: [ml(200), ml(300)],
    shows: 'size',
    gramsPerMl: 1,
  },
  {
    label: 'natural and Greek yoghurt, in 500 g and 1 kg pots',
    names:
      /^(?:(?:natural|plain|greek|greek[- ]style|low[- ]fat|fat[- ]free|thick) )*yog(?:h)?urt$/,
    word: 'pot',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 1.03,
  },
  {
    label: 'cheddar, in 200 and 400 g blocks',
    names:
      /^(?:(?:mild|medium|mature|extra mature|vintage|strong|red|white|grated) )*cheddar(?: cheese)?$/,
    word: 'block',
    sizes: [g(200), g(400)],
    shows: 'size',
  },
  {
    label: 'mozzarella, in 125 g balls',
    names: /^(?:(?:fresh|buffalo|light) )*mozzarella(?: balls?| cheese)?$/,
    word: 'ball',
    sizes: [items(1)],
    shows: 'word',
    gramsEach: 125,
  },
  {
    label: 'feta, in 200 g packs',
    names: /^(?:greek )?feta(?: cheese)?$/,
    word: 'pack',
    sizes: [g(200)],
    shows: 'word',
  },

  // Baking
  {
    label: 'flour, in 1.5 kg bags',
    names:
      /^(?:(?:plain|self[- ]raising|self[- ]rising|strong|white|wholemeal|brown|bread|all[- ]purpose|unbleached) )*flour$/,
    word: 'bag',
    sizes: [kg(1.5)],
    shows: 'size',
    gramsPerMl: 0.52,
  },
  {
    label: 'cornflour, in 250 g boxes',
    names: /^(?:corn ?flour|corn ?starch)$/,
    word: 'box',
    sizes: [g(250)],
    shows: 'word',
    gramsPerMl: 0.52,
  },
  {
    label: 'white sugar, in 500 g and 1 kg bags',
    names: /^(?:(?:golden|white|fairtrade|unrefined|granulated|caster|cane|superfine) )*sugar$/,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.85,
  },
  {
    label: 'icing sugar, in 500 g and 1 kg bags',
    names: /^(?:golden )?(?:icing|powdered|confectioners'?) sugar$/,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.5,
  },
  {
    label: 'brown sugar, in 500 g and 1 kg bags',
    names:
      /^(?:(?:light|dark|soft|brown|muscovado|demerara) )*(?:brown sugar|soft sugar|muscovado(?: sugar)?|demerara(?: sugar)?)$/,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.92,
  },
  {
    label: 'baking powder and bicarbonate of soda, in tubs',
    names:
      /^(?:baking powder|baking soda|bicarbonate of soda|bicarb(?: of soda)?|cream of tartar)$/,
    word: 'tub',
    sizes: [g(170)],
    shows: 'word',
    gramsPerMl: 0.9,
  },
  {
    label: 'dried yeast, in packs of sachets',
    names: /\byeast$/,
    except: /\bnutritional\b/,
    word: 'pack',
    sizes: [g(42)],
    shows: 'word',
    gramsPerMl: 0.6,
  },
  {
    label: 'vanilla extract, in small bottles',
    names: /^vanilla (?:extract|essence|bean paste)$/,
    word: 'bottle',
    sizes: [ml(38)],
    shows: 'word',
  },
  {
    label: 'cocoa powder, in 250 g tubs',
    names: /^(?:cocoa|cacao)(?: powder)?$/,
    word: 'tub',
    sizes: [g(250)],
    shows: 'word',
    gramsPerMl: 0.42,
  },
  {
    label: 'chocolate, in 100 g bars',
    names: /^(?:dark|milk|white|plain|cooking) chocolate$/,
    word: 'bar',
    sizes: [g(100)],
    shows: 'size',
  },
  {
    label: 'honey, golden syrup and spreads, in jars and squeezy bottles',
    names: /^(?:(?:runny|clear|set) )?honey$|^(?:jam|marmalade|peanut butter|tahini|lemon curd)$/,
    word: 'jar',
    sizes: [g(340)],
    shows: 'word',
    gramsPerMl: 1.3,
  },
  {
    label: 'syrups, in bottles',
    names: /^(?:golden|maple|date|agave) syrup$/,
    word: 'bottle',
    sizes: [ml(250)],
    shows: 'word',
    gramsPerMl: 1.35,
  },

  // Tins, cartons and tubes
  {
    label: 'passata, in 500 g cartons',
    names: /^passata$/,
    word: 'carton',
    sizes: [g(500)],
    shows: 'size',
    gramsPerMl: 1.03,
  },
  {
    label: 'tomato purée, in tubes',
    names: /^(?:double concentrated )?tomato (?:pur[eé]e|paste)$/,
    word: 'tube',
    sizes: [g(200)],
    shows: 'word',
    gramsPerMl: 1.1,
  },
  {
    label: 'tinned tomatoes, in 400 g cans',
    names: /^(?:(?:tinned|canned|chopped|plum|whole|peeled|cherry|italian) )+tomatoes$/,
    buckets: TINS,
    word: 'can',
    sizes: [g(400)],
    shows: 'word',
    gramsPerMl: 1.03,
  },
  {
    label: 'baked beans, in 415 g cans',
    names: /^baked beans$/,
    word: 'can',
    sizes: [g(415)],
    shows: 'word',
  },
  {
    label: 'tinned beans and pulses, in 400 g cans',
    names:
      /(?:^|\s)(?:(?:red )?kidney|cannellini|butter|black|borlotti|haricot|pinto|mixed|flageolet|black[- ]eyed) beans$|^chickpeas$/,
    buckets: TINS,
    word: 'can',
    sizes: [g(400)],
    shows: 'word',
  },
  {
    label: 'coconut milk and cream, in 400 ml cans',
    names: /^(?:(?:light|reduced[- ]fat|full[- ]fat) )?coconut (?:milk|cream)$/,
    buckets: ['TINNED_AND_JARRED', 'PANTRY', 'BAKING'],
    word: 'can',
    sizes: [ml(400)],
    shows: 'word',
    gramsPerMl: 1,
  },
  {
    label: 'condensed and evaporated milk, in cans',
    names: /^(?:(?:sweetened|light) )?(?:condensed|evaporated) milk$/,
    word: 'can',
    sizes: [g(397)],
    shows: 'word',
    gramsPerMl: 1.3,
  },
  {
    label: 'tinned sweetcorn, in 326 g cans',
    names: /^sweetcorn(?: kernels)?$/,
    buckets: ['TINNED_AND_JARRED', 'PANTRY'],
    word: 'can',
    sizes: [g(326)],
    shows: 'word',
  },
  {
    label: 'tinned tuna, in 145 g cans',
    names:
      /^tuna(?: chunks| flakes)?(?: in (?:spring water|brine|sunflower oil|olive oil|oil|water))?$/,
    buckets: ['TINNED_AND_JARRED', 'PANTRY'],
    word: 'can',
    sizes: [g(145)],
    shows: 'word',
  },

  // Pasta and grains
  {
    label: 'rice, in 500 g and 1 kg bags',
    names: /\brice$/,
    except: /\b(?:cauliflower|broccoli|puffed|cooked|microwave|pudding)\b/,
    buckets: DRY_GOODS,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.78,
  },
  {
    label: 'dried pasta, in 500 g and 1 kg bags',
    names:
      /^(?:(?:dried|wholewheat|wholemeal|gluten[- ]free|egg) )*(?:pasta(?: shapes)?|spaghetti|penne|fusilli|rigatoni|linguine|tagliatelle|fettuccine|farfalle|macaroni|conchiglie|orzo|pappardelle|tortiglioni|paccheri|orecchiette|casarecce|gemelli|ziti|bucatini|spaghettini|cavatappi)$/,
    buckets: DRY_GOODS,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.42,
  },
  {
    label: 'lasagne sheets, in 250 and 500 g boxes',
    names: /^(?:(?:dried|egg|fresh) )*lasagne(?: sheets)?$/,
    buckets: DRY_GOODS,
    word: 'box',
    sizes: [g(250), g(500)],
    shows: 'size',
  },
  {
    label: 'couscous, in 500 g and 1 kg bags',
    names: /^(?:giant |wholewheat |pearl )?cous ?cous$/,
    buckets: DRY_GOODS,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.73,
  },
  {
    label: 'oats, in 500 g and 1 kg bags',
    names: /^(?:(?:porridge|rolled|jumbo|scottish|old[- ]fashioned|quick|gluten[- ]free) )*oats$/,
    buckets: DRY_GOODS,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.375,
  },
  {
    label: 'dried lentils and split peas, in 500 g and 1 kg bags',
    names: /^(?:(?:dried|red|green|brown|puy|yellow|split) )*(?:lentils|split peas)$/,
    buckets: DRY_GOODS,
    word: 'bag',
    sizes: [g(500), kg(1)],
    shows: 'size',
    gramsPerMl: 0.8,
  },

  // Meat, bread, fresh produce
  {
    label: 'mince, in 250, 500 and 750 g packs',
    names: /^(?:(?:lean|extra lean|steak|beef|pork|lamb|turkey|chicken|veal|minced) )*mince$/,
    buckets: ['MEAT_AND_FISH'],
    word: 'pack',
    sizes: [g(250), g(500), g(750)],
    shows: 'size',
  },
  {
    label: 'sausages, in packs of 6 and 8',
    names:
      /^(?:(?:pork|beef|lamb|chicken|turkey|venison|vegetarian|veggie|plant[- ]based|meat[- ]free|cumberland|lincolnshire|toulouse|gluten[- ]free|good[- ]quality|free[- ]range|outdoor[- ]bred|thick|skinny|caramelised onion|pork and apple|pork and leek) )*sausages?$/,
    except: /\b(?:meat|rolls?)$/,
    word: 'pack',
    sizes: [items(6), items(8)],
    shows: 'word-of',
    // A pack of 8 weighs 454 g.
    gramsEach: 57,
  },
  {
    label: 'halloumi, in 250 g blocks',
    names: /^(?:(?:light|reduced[- ]fat|cypriot) )*halloumi(?: cheese)?$/,
    word: 'block',
    sizes: [g(250)],
    shows: 'size',
  },
  {
    label: 'mascarpone and ricotta, in 250 g tubs',
    names: /^(?:(?:italian|light|fresh) )*(?:mascarpone|ricotta)(?: cheese)?$/,
    word: 'tub',
    sizes: [g(250)],
    shows: 'size',
    gramsPerMl: 1,
  },
  {
    label: 'gnocchi, in 500 g packs',
    names: /^(?:(?:fresh|potato|shop[- ]bought|ready[- ]made) )*gnocchi$/,
    word: 'pack',
    sizes: [g(500)],
    shows: 'size',
  },
  {
    label: 'ready-rolled pastry, in 320 g sheets',
    names:
      /^(?:(?:all[- ]butter|light|sweet) )*ready[- ]rolled (?:(?:all[- ]butter|light|sweet) )*(?:puff|shortcrust|flaky) pastry(?: sheets?)?$/,
    word: 'sheet',
    sizes: [g(320)],
    shows: 'size',
    portions: { sheet: 320 },
  },
  {
    label: 'puff and shortcrust pastry, in 320 g sheets and 500 g blocks',
    names: /^(?:(?:all[- ]butter|light|sweet) )*(?:puff|shortcrust|flaky) pastry(?: sheets?)?$/,
    word: 'pack',
    sizes: [g(320), g(500)],
    shows: 'size',
    portions: { sheet: 320, block: 500 },
  },
  {
    label: 'spinach, in 100 and 200 g bags',
    names: /^(?:(?:baby|young|fresh|washed) )*spinach(?: leaves)?$/,
    buckets: ['VEGETABLES'],
    word: 'bag',
    sizes: [g(100), g(200)],
    shows: 'size',
    gramsPerMl: 0.13,
  },
  {
    label: 'tenderstem broccoli and fine beans, in 200 g packs',
    names: /^(?:tenderstem(?: broccoli)?|(?:extra )?fine (?:green )?beans)$/,
    buckets: ['VEGETABLES'],
    word: 'pack',
    sizes: [g(200)],
    shows: 'size',
  },
  {
    label: 'spring onions, by the bunch (about 8)',
    names: /^(?:spring|salad) onions?$/,
    word: 'bunch',
    sizes: [items(8)],
    shows: 'word',
    portions: { stalk: 1, stem: 1 },
    // A medium spring onion (USDA).
    gramsEach: 15,
  },
  {
    label: 'little gem lettuces, in packs of 2',
    names: /^little gems?(?: lettuces?| lettuce hearts?| hearts?)?$/,
    word: 'pack',
    sizes: [items(2)],
    shows: 'word-of',
  },
  {
    label: 'tortilla wraps, in packs of 8',
    names:
      /^(?:(?:flour|plain|wholemeal|corn|soft|large|mini) )*(?:tortillas?|tortilla wraps?|wraps)$/,
    except: /\blettuce\b/,
    word: 'pack',
    sizes: [items(8)],
    shows: 'word-of',
  },
  {
    label: 'pitta breads, in packs of 6',
    names: /^(?:(?:white|wholemeal|mini) )*pitt?as?(?: breads?)?$/,
    word: 'pack',
    sizes: [items(6)],
    shows: 'word-of',
  },
  {
    label: 'garlic, by the bulb (about 10 cloves)',
    names: /^garlic(?: cloves?)?$/,
    word: 'bulb',
    sizes: [items(10)],
    shows: 'word',
  },
  {
    label: 'celery, by the head (about 8 sticks)',
    names: /^celery(?: sticks?| stalks?| ribs?)?$/,
    word: 'head',
    sizes: [items(8)],
    shows: 'word',
    portions: { stick: 1, stalk: 1, rib: 1 },
  },
  {
    label: 'dried herbs, in jars',
    names: /^dried /,
    buckets: ['HERBS', 'SPICES'],
    word: 'jar',
    sizes: [ml(100)],
    shows: 'word',
    gramsPerMl: 0.2,
  },
  {
    label: 'fresh herbs, in 30 g packs',
    buckets: ['HERBS'],
    word: 'pack',
    sizes: [g(30)],
    shows: 'word',
    gramsPerMl: 0.1,
  },

  // Seasoning, oils and sauces: whole aisles
  {
    label: 'salt, in tubs and boxes',
    names: /(?:^|\s)salt(?: flakes| crystals)?$/,
    except: /\b(?:garlic|celery|onion|smoked)\b/,
    word: 'pack',
    sizes: [g(500)],
    shows: 'word',
    gramsPerMl: 1.2,
  },
  {
    label: 'spices and seasonings, in jars',
    buckets: ['SPICES'],
    word: 'jar',
    sizes: [ml(100)],
    shows: 'word',
    gramsPerMl: 0.45,
  },
  {
    label: 'wine for cooking, in 75 cl bottles',
    names: /\bwine$/,
    word: 'bottle',
    sizes: [ml(750)],
    shows: 'word',
    gramsPerMl: 1,
  },
  {
    label: 'oils and vinegars, in bottles',
    buckets: ['OILS_AND_VINEGARS'],
    consolidatable: true,
    word: 'bottle',
    sizes: [ml(500)],
    shows: 'word',
    gramsPerMl: 0.92,
  },
  {
    label: 'sauces, pastes and condiments, in jars or bottles',
    buckets: ['SAUCES'],
    consolidatable: true,
    word: 'jar-or-bottle',
    sizes: [ml(250)],
    shows: 'word',
    gramsPerMl: 1.1,
  },
];
