/**
 * The unit table: every unit the parser knows, its canonical short form, its dimension and its
 * factor to the dimension's base (grams or millilitres). SPEC §5 names the measuring units; the
 * factors let later issues merge convertible units (g with kg, tsp with tbsp) without a rewrite.
 */
import { collapseSpaces } from './text.ts';
import { madeOnFirstUse } from '../memo.ts';

/** What a unit measures: mass (base g), volume (base ml), or a counted thing (pack, clove). */
export type UnitDimension = 'mass' | 'volume' | 'count';

/**
 * The role of a unit: a `measure` is a standard amount (g, tbsp), a `container` is a bought pack
 * (can, jar), a `portion` is a piece or a vague amount of the thing itself (clove, pinch, bunch).
 */
export type UnitKind = 'measure' | 'container' | 'portion';

export interface UnitDefinition {
  /** Canonical short form, e.g. 'tbsp', 'fl oz', 'can'. */
  readonly canonical: string;
  readonly dimension: UnitDimension;
  readonly kind: UnitKind;
  /** Base amount (g for mass, ml for volume, 1 for count) in one of this unit. */
  readonly factor: number;
  /** Spellings accepted, lower case, singular and plural, without a trailing dot. */
  readonly aliases: readonly string[];
  /** Plural used when displaying more than one ('cans'); abbreviations have none. */
  readonly plural?: string;
  /** Imprecise amounts ("a pinch") that do not make "a"/"an" a quantity. */
  readonly vague?: boolean;
  /**
   * Also the first word of names ("cake flour", "cake mix"): after a size ("1 ½ c cake flour")
   * it is the pack's unit only when the size is set apart ("1 (0.6-ounce) cake yeast").
   */
  readonly nameWord?: boolean;
}

const measure = (
  canonical: string,
  dimension: UnitDimension,
  factor: number,
  aliases: readonly string[],
  plural?: string,
): UnitDefinition => ({ canonical, dimension, kind: 'measure', factor, aliases, plural });

const counted = (
  canonical: string,
  kind: UnitKind,
  aliases: readonly string[],
  options: { plural?: string; vague?: boolean; nameWord?: boolean } = {},
): UnitDefinition => ({
  canonical,
  dimension: 'count',
  kind,
  factor: 1,
  aliases: [canonical, ...aliases],
  plural: options.plural ?? `${canonical}s`,
  vague: options.vague,
  nameWord: options.nameWord,
});

/** Every unit the parser knows (SPEC §5 units first, then containers and portions). */
export const UNITS: readonly UnitDefinition[] = [
  measure('tsp', 'volume', 5, [
    'tsp',
    'tsps',
    'teaspoon',
    'teaspoons',
    'teaspoonful',
    'teaspoonfuls',
    'teasp',
    // Written as two words ("1 tea spoon salt"), as Indian and home cooks' pages often do.
    'tea spoon',
    'tea spoons',
    'tea spoonful',
    'tea spoonfuls',
    'tspn',
    'tspns',
    // Recipes in other languages: German/Dutch TL, Danish/Norwegian/Swedish tsk, Spanish, Italian.
    'tl',
    'theelepel',
    'theelepels',
    'tsk',
    'cucharadita',
    'cucharaditas',
    // Spanish short forms ("1 cdta de sal", "½ cdita de comino").
    'cdta',
    'cdtas',
    'cdita',
    'cditas',
    'cucchiaino',
    'cucchiaini',
    // Norwegian "ts" (teskje).
    'ts',
    // Greek (κ.γ., κουταλάκι του γλυκού), Croatian, Czech, Slovak, Polish.
    'κ γ',
    'κουταλάκι',
    'κουταλάκια',
    'žličica',
    'žličice',
    'žličicu',
    'lžička',
    'lžičky',
    'lžiček',
    'lyžička',
    'lyžičky',
    'łyżeczka',
    'łyżeczki',
    'łyżeczek',
  ]),
  measure('tbsp', 'volume', 15, [
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    // Typed with two letters swapped ("2 tbps olive oil", "1 tsbp olive oil"): a "b" is a table.
    'tbps',
    'tsbp',
    'tb',
    'tablespoon',
    'tablespoons',
    'tablespoonful',
    'tablespoonfuls',
    'tablesp',
    'table spoon',
    'table spoons',
    'table spoonful',
    'table spoonfuls',
    // German/Dutch EL, Danish spsk, Swedish msk, Spanish, Italian.
    'el',
    'eetlepel',
    'eetlepels',
    'spsk',
    'msk',
    'cucharada',
    'cucharadas',
    // Spanish short forms ("2 cdas de aceite").
    'cda',
    'cdas',
    'cucchiaio',
    'cucchiai',
    // Norwegian "ss" (spiseskje).
    'ss',
    // Swiss French "c.s." (cuillère à soupe), after a number.
    'c s',
    // French "cs" written without points ("1 cs huile d'olive", "4 cs de parmesan"), after a
    // number only; "cc" stays the cubic centimetre here (see `withFrenchTeaspoonRead`).
    'cs',
    // Greek (κ.σ., κουταλιά της σούπας), Croatian, Czech, Slovak, Polish.
    'κ σ',
    'κουταλιά',
    'κουταλιές',
    'žlica',
    'žlice',
    'žlicu',
    'lžíce',
    'lžic',
    'lyžica',
    'lyžice',
    'łyżka',
    'łyżki',
    'łyżek',
  ]),
  // The UK dessertspoon, between the two: 10 ml.
  measure('dessertspoon', 'volume', 10, [
    'dessertspoon',
    'dessertspoons',
    'dessertspoonful',
    'dessertspoonfuls',
    'dessert spoon',
    'dessert spoons',
    // "1 dessertsp. sugar", as "teasp." and "tablesp." are written in older cookbooks.
    'dessertsp',
    'dsp',
    'dsps',
    'dstspn',
    'dstspns',
  ]),
  measure('g', 'mass', 1, [
    'g',
    'gr',
    'grs',
    'gm',
    'gms',
    'gram',
    'grams',
    'gramme',
    'grammes',
    // Portuguese, Spanish and German ("500 gramas de farinha", "100 gramos de harina", "250 Gramm
    // Mehl").
    'grama',
    'gramas',
    'gramo',
    'gramos',
    'gramm',
    // Greek "γρ." (γραμμάρια).
    'γρ',
    'γραμμάρια',
  ]),
  measure('kg', 'mass', 1000, [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    // Portuguese.
    'quilo',
    'quilos',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
  ]),
  measure('mg', 'mass', 0.001, ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes']),
  // The decagram, 10 g, as Polish, Czech, Slovak, Hungarian and Austrian recipes weigh: "50 dkg
  // mąki", "25 dag Butter".
  measure('dag', 'mass', 10, [
    'dag',
    'dkg',
    'decagram',
    'decagrams',
    'dekagram',
    'dekagrams',
    'dekagramy',
    'dekagramów',
  ]),
  // "100 cc milk": a cubic centimetre, as Japanese recipes in English write a millilitre.
  measure('ml', 'volume', 1, [
    'ml',
    'mls',
    'cc',
    // Spanish "c.c." ("200 c.c. de leche"), after a number only; a French "c.c." under 5 is a
    // teaspoon (clean-ingredient-line.ts).
    'c c',
    'millilitre',
    'millilitres',
    'milliliter',
    'milliliters',
  ]),
  measure('cl', 'volume', 10, ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters']),
  measure('dl', 'volume', 100, ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters']),
  // "1 lit milk": Indian recipes' short litre (after a number only).
  measure('l', 'volume', 1000, [
    'l',
    'litre',
    'litres',
    'liter',
    'liters',
    'ltr',
    'ltrs',
    'lt',
    'lit',
  ]),
  // "½ liquid cup/ 4 ounces water": a cup measured in a jug for liquids, a cup all the same.
  measure(
    'cup',
    'volume',
    240,
    [
      'cup',
      'cups',
      'c',
      'cupful',
      'cupfuls',
      'liquid cup',
      'liquid cups',
      // Spanish and Portuguese ("2 tazas de harina", "1 xícara (chá) de açúcar": the Brazilian
      // measuring cup, 240 ml; the "(chá)" after it is read away in clean-ingredient-line.ts).
      'taza',
      'tazas',
      'xícara',
      'xícaras',
      'xicara',
      'xicaras',
      // Greek (φλ., φλιτζάνι), Croatian, Czech, Polish.
      'φλ',
      'φλιτζάνι',
      'φλιτζάνια',
      'šalica',
      'šalice',
      'šalicu',
      'hrnek',
      'hrnky',
      'szklanka',
      'szklanki',
      'szklanek',
    ],
    'cups',
  ),
  measure('fl oz', 'volume', 28.4131, [
    'fl oz',
    'fl ozs',
    'fl. oz',
    'floz',
    // "10fl ounces milk": the short "fl" with the word in full.
    'fl ounce',
    'fl ounces',
    'fluid ounce',
    'fluid ounces',
    'fluid oz',
  ]),
  measure('oz', 'mass', 28.3495, ['oz', 'ozs', 'ounce', 'ounces']),
  measure('lb', 'mass', 453.592, ['lb', 'lbs', 'pound', 'pounds']),
  measure('pint', 'volume', 568.261, ['pint', 'pints', 'pt', 'pts'], 'pints'),
  measure('quart', 'volume', 1136.52, ['quart', 'quarts', 'qt', 'qts'], 'quarts'),
  measure('gallon', 'volume', 4546.09, ['gallon', 'gallons', 'gal', 'gals'], 'gallons'),
  // "1 gill milk": the old British quarter pint (5 fl oz), as older and scanned cookbooks write.
  measure('gill', 'volume', 142.065, ['gill', 'gills'], 'gills'),
  // "1 jigger bourbon": a bar's measure, 1½ US fl oz.
  measure('jigger', 'volume', 44.3603, ['jigger', 'jiggers'], 'jiggers'),
  // "1 fifth brandy": a US spirits bottle, a fifth of a US gallon (after a number only).
  measure('fifth', 'volume', 757.082, ['fifth', 'fifths'], 'fifths'),
  counted('can', 'container', ['cans', 'tin', 'tins', 'lata', 'latas']),
  // Spanish "bote", Italian "vasetto".
  counted('jar', 'container', ['jars', 'bote', 'botes', 'vasetto', 'vasetti']),
  counted('pack', 'container', ['packs']),
  // German "Pck." and "Päckchen".
  counted('package', 'container', ['packages', 'pkg', 'pkgs', 'pkt', 'pkts', 'pck', 'päckchen']),
  counted('packet', 'container', ['packets']),
  counted('bag', 'container', ['bags']),
  counted('box', 'container', ['boxes'], { plural: 'boxes' }),
  counted('bottle', 'container', ['bottles']),
  // "300ml ctn thickened cream": the short form Australian magazine recipes write.
  counted('carton', 'container', ['cartons', 'ctn', 'ctns']),
  counted('tub', 'container', ['tubs']),
  // "1 pot double cream", "2 x 150g pots natural yogurt": a UK pot is a tub.
  counted('pot', 'container', ['pots']),
  counted('punnet', 'container', ['punnets']),
  // Czech "sáček", Croatian "vrećica", Italian "bustina".
  counted('sachet', 'container', [
    'sachets',
    'sáček',
    'sáčky',
    'vrećica',
    'vrećice',
    'bustina',
    'bustine',
  ]),
  counted('container', 'container', ['containers']),
  counted('block', 'container', ['blocks']),

  // "1 env. unflavored gelatin": the short form community recipe sites write.
  counted('envelope', 'container', ['envelopes', 'env', 'envs']),
  // "1 pouch ready cooked rice", "1 sleeve saltine crackers" (a column of crackers in a box).
  counted('pouch', 'container', ['pouches'], { plural: 'pouches' }),
  counted('sleeve', 'container', ['sleeves']),
  // "1 tube tomato purée", "1 (8 oz) tube crescent rolls".
  counted('tube', 'container', ['tubes']),
  // "2 dentes de alho", "4 dientes de ajo": Portuguese and Spanish cloves of garlic.
  // German "Zehe", Dutch "teen"/"teentje" (not the French "gousse": a vanilla pod too).
  counted('clove', 'portion', [
    'cloves',
    'dente',
    'dentes',
    'diente',
    'dientes',
    'zehe',
    'zehen',
    'teen',
    'teentje',
    'teentjes',
    // Greek, Croatian, Czech, Slovak, Polish.
    'σκελίδα',
    'σκελίδες',
    'češanj',
    'češnja',
    'stroužek',
    'stroužky',
    'strúčik',
    'strúčiky',
    'ząbek',
    'ząbki',
    // Italian.
    'spicchio',
    'spicchi',
  ]),
  // German "Bund", Dutch "bosje".
  // Greek "ματσ." (ματσάκι), Croatian "vezica", Polish "pęczek", Italian "mazzetto", "ciuffo".
  counted(
    'bunch',
    'portion',
    [
      'bunches',
      'bnch',
      'bund',
      'bosje',
      'bosjes',
      'ματσ',
      'ματσάκι',
      'vezica',
      'pęczek',
      'mazzetto',
      'mazzetti',
      'ciuffo',
      'ciuffi',
    ],
    {
      plural: 'bunches',
    },
  ),
  // Dutch "takje", Italian "rametto".
  counted('sprig', 'portion', ['sprigs', 'takje', 'takjes', 'rametto', 'rametti']),
  // Greek "φετ." (φέτα, a slice; the word whole is feta too, and is left), Italian "fetta".
  counted('slice', 'portion', ['slices', 'φετ', 'fetta', 'fette']),
  counted('stalk', 'portion', ['stalks']),
  counted('stick', 'portion', ['sticks']),
  counted('head', 'portion', ['heads']),
  counted('bulb', 'portion', ['bulbs']),
  counted('piece', 'portion', [
    'pieces',
    'pc',
    'pcs',
    'pièce',
    'pièces',
    'stück',
    'stk',
    // Dutch.
    'stuk',
    'stuks',
    // Croatian.
    'komad',
    'komada',
    // Italian.
    'pezzo',
    'pezzi',
  ]),
  counted('sheet', 'portion', ['sheets']),
  counted('rib', 'portion', ['ribs']),
  counted('loaf', 'portion', ['loaves'], { plural: 'loaves' }),
  counted('strip', 'portion', ['strips']),
  counted('rasher', 'portion', ['rashers']),
  counted('ear', 'portion', ['ears']),
  // "3 cobs corn", "corn kernels from 3 cobs": the British ear of corn (after a number only; "corn
  // cobs" stays a name), weighed as an ear.
  counted('cob', 'portion', ['cobs']),
  // "2 rings pineapple", "1 ring kielbasa": a ring of a fruit sold in rings, or of a sausage sold
  // as one (after a number only: "onion rings", "pineapple rings" stay names), weighed as the
  // food's own ring or else its slice.
  counted('ring', 'portion', ['rings']),
  // "16 rounds of cocktail rye bread", "4 rounds toasted French bread": slices cut round (the
  // plural after a number only: "1 round lettuce", "4 round crusty rolls" and "carrot rounds" are
  // names), weighed as the food's slice.
  counted('round', 'portion', ['rounds']),
  // "2 feet hog casing", "3 ft natural casings": a length of a thing sold by the length (after a
  // number only: "4 pig's feet", "chicken feet" stay foods, and "4 feet" alone is the food counted,
  // as "4 cloves" alone is).
  counted('foot', 'portion', ['feet', 'ft'], { plural: 'feet' }),
  counted('stem', 'portion', ['stems']),
  counted('knob', 'portion', ['knobs']),
  // "1 pat butter": a pat is USDA's butter pat (5 g), not a stick.
  counted('pat', 'portion', ['pats']),
  counted('wedge', 'portion', ['wedges']),
  counted('fillet', 'portion', ['fillets']),
  counted('leaf', 'portion', ['leaves'], { plural: 'leaves' }),
  counted('branch', 'portion', ['branches'], { plural: 'branches' }),
  counted('spear', 'portion', ['spears']),
  counted('nest', 'portion', ['nests']),
  // "1 cake yeast" (a cake of fresh yeast), "1 cake pressed bean curd".
  counted('cake', 'portion', ['cakes'], { nameWord: true }),
  counted('ball', 'portion', ['balls']),
  counted('bundle', 'portion', ['bundles']),
  counted('mug', 'portion', ['mugs']),
  // "1 glass of water", "glass dry white wine" (not "glass noodles": see parse-ingredient.ts).
  // Italian "bicchiere".
  counted('glass', 'portion', ['glasses', 'bicchiere', 'bicchieri'], { plural: 'glasses' }),
  counted('recipe', 'portion', ['recipes']),
  // "1 batch of basic halvah" (a recipe's worth). Not "part": "3 parts red wine" is a cocktail's
  // share, and "30 parts" is how French pages give a yield (portions), which pulled a page's notes
  // into its ingredient list as an amount on a line of its own.
  counted('batch', 'portion', ['batches'], { plural: 'batches' }),
  // "2 cubes sugar"; "cubes of crusty bread" (see parse-ingredient.ts), not "stock cubes".
  counted('cube', 'portion', ['cubes']),
  // "2 (1 ounce) squares semisweet chocolate", "6 squares of banana leaf"; only after a number
  // ("square wonton wrappers" is a name).
  // "1 sq. chocolate": the short form of older community cookbooks.
  counted('square', 'portion', ['squares', 'sq', 'sqs']),
  // "a thumb of ginger", "1 thumb fresh turmeric": a thumb-sized piece.
  counted('thumb', 'portion', ['thumbs']),
  // "10 strands saffron", "2 blades mace", "a wee dram of whisky": a thread of saffron, a piece
  // of mace's dried aril, a drink of a spirit; the first two only after a number or "a" ("saffron
  // strands", "mace blades" stay names; "1 blade steak" is the cut, see parse-ingredient.ts).
  counted('strand', 'portion', ['strands']),
  counted('blade', 'portion', ['blades']),
  counted('dram', 'portion', ['drams']),
  // "twist of orange peel", "2 twists lemon zest".
  counted('twist', 'portion', ['twists']),
  // "1 shot of espresso", "1 rack of lamb", "2 chunks rock sugar"; only after a number ("pineapple
  // chunks", "lamb rack" stay names).
  counted('shot', 'portion', ['shots']),
  counted('rack', 'portion', ['racks']),
  // "1 bar dark chocolate", "4 (8-oz.) bars cream cheese", "1 (8-ounce) wheel Brie"; only after a
  // number ("chocolate bars", "Snickers bars", "wagon wheel pasta" stay names).
  counted('bar', 'portion', ['bars']),
  counted('wheel', 'portion', ['wheels']),
  // "4-5 pods cardamom", "2 pods vanilla"; only after a number ("cardamom pods" is a name).
  counted('pod', 'portion', ['pods']),
  counted('chunk', 'portion', ['chunks']),
  // "2 links sausage", "1 link chorizo": a sausage of a string; only after a number ("sausage links"
  // stays a name).
  counted('link', 'portion', ['links']),
  // "2 ptns chips", "4 servings cooked spaghetti": a helping of the thing.
  counted('portion', 'portion', ['portions', 'ptn', 'ptns']),
  counted('serving', 'portion', ['servings']),
  // Spanish "puñado", Italian "manciata".
  counted(
    'handful',
    'portion',
    ['handfuls', 'handsful', 'puñado', 'puñados', 'manciata', 'manciate'],
    { vague: true },
  ),
  counted(
    'pinch',
    'portion',
    [
      'pinches',
      'prise',
      'pizca',
      'pitada',
      'pitadas',
      // German "Msp." (Messerspitze, a knife's tip), Dutch "snufje", French "pincée".
      'msp',
      'snufje',
      'snuifje',
      'pincée',
      'pincées',
      // Greek, Croatian, Czech, Slovak, Polish.
      'πρέζα',
      'prstohvat',
      'špetka',
      'štipka',
      'szczypta',
      'szczypty',
      // Italian.
      'pizzico',
      'pizzichi',
    ],
    { plural: 'pinches', vague: true },
  ),
  counted('dash', 'portion', ['dashes'], { plural: 'dashes', vague: true }),
  counted('splash', 'portion', ['splashes'], { plural: 'splashes', vague: true }),
  counted('drop', 'portion', ['drops'], { vague: true }),
  counted('glug', 'portion', ['glugs'], { vague: true }),
  counted('dollop', 'portion', ['dollops'], { vague: true }),
  counted('scoop', 'portion', ['scoops']),
  // "3 pairs salt herring roes", "6 grinds black pepper", "5 shakes Tabasco", "24 lengths of
  // lemon grass": a count of the thing so taken; only after a number ("shake well", "lengths"
  // cut to in a note, "pair with" stay words).
  counted('pair', 'portion', ['pairs']),
  counted('grind', 'portion', ['grinds'], { vague: true }),
  counted('shake', 'portion', ['shakes'], { vague: true }),
  counted('length', 'portion', ['lengths']),
  // "sprinkle of parsley"; the plural is left to "chocolate sprinkles", a thing to buy.
  counted('sprinkle', 'portion', [], { vague: true }),
];

const BY_CANONICAL: ReadonlyMap<string, UnitDefinition> = new Map(
  UNITS.map((unit) => [unit.canonical, unit] as const),
);

/**
 * Chinese and Japanese measures, written straight after the number with no space ("250克 奶油奶酪",
 * "大さじ2", "牛乳 200cc"): read by `readUnit` as the longest of these at the position, after a
 * number only (the letters run on into the name, so no word's end marks the unit's). A count's
 * classifier ("2个", "4個") is no unit: `wordsForTheParser` drops it, as "2 nos onion"'s "nos".
 * "勺", a spoon, is the table spoon a Chinese recipe means by it.
 */
const CJK_UNITS: Readonly<Record<string, readonly string[]>> = {
  g: ['克', 'グラム'],
  kg: ['公斤', '千克', 'キロ'],
  mg: ['毫克'],
  ml: ['毫升', 'ミリリットル'],
  l: ['升', '公升', 'リットル'],
  tbsp: ['大さじ', '大匙', '汤匙', '湯匙', '大勺', '勺'],
  tsp: ['小さじ', '小匙', '茶匙', '小勺'],
  cup: ['カップ', '杯'],
  clove: ['瓣', 'かけ'],
  slice: ['片', '枚'],
  bunch: ['束'],
  handful: ['把'],
  pinch: ['つまみ', '撮'],
  can: ['罐', '缶'],
  bag: ['袋'],
  packet: ['包'],
  piece: ['块', '塊'],
};

/**
 * Korean measures, written after the number with or without a space ("간장 2큰술", "설탕 1/2 컵",
 * "마늘 3쪽"): unlike Chinese and Japanese, Korean puts a space after each word, so a measure is the
 * whole run of Hangul there ("단호박" is a squash, not a bunch "단" of "호박"). "숟가락" and "스푼",
 * a spoon, are the table spoon a Korean recipe means by them; "대" is a stalk of spring onion
 * ("대파 1대"), "포기" and "통" a head of cabbage or garlic, "장" a sheet of laver.
 */
const KOREAN_UNITS: Readonly<Record<string, readonly string[]>> = {
  g: ['그램'],
  kg: ['킬로그램', '킬로'],
  ml: ['밀리리터', '미리리터'],
  l: ['리터'],
  tbsp: ['큰술', '큰스푼', '테이블스푼', '스푼', '숟가락', '밥숟가락', '밥숟갈', '숟갈'],
  tsp: ['작은술', '작은스푼', '티스푼', '찻숟가락', '찻숟갈'],
  cup: ['컵'],
  clove: ['쪽'],
  pinch: ['꼬집'],
  handful: ['줌'],
  bunch: ['단'],
  stalk: ['대'],
  head: ['포기', '통'],
  sheet: ['장'],
  slice: ['조각'],
  can: ['캔'],
  bag: ['봉지'],
  packet: ['팩'],
};

/**
 * Units spelled in the plural only: one is a describing word ("1 round loaf", "4 round crusty
 * rolls", "1 round lettuce", "4 oz round of goat cheese"), several the pieces ("16 rounds of rye
 * bread").
 */
const PLURAL_ONLY: ReadonlySet<string> = new Set(['round']);

const BY_ALIAS: ReadonlyMap<string, UnitDefinition> = new Map([
  ...UNITS.flatMap((unit) =>
    unit.aliases.filter((alias) => !PLURAL_ONLY.has(alias)).map((alias) => [alias, unit] as const),
  ),
  ...Object.entries(KOREAN_UNITS).flatMap(([canonical, aliases]) => {
    const unit = BY_CANONICAL.get(canonical);
    return unit === undefined ? [] : aliases.map((alias) => [alias, unit] as const);
  }),
  ...Object.entries(CJK_UNITS).flatMap(([canonical, aliases]) => {
    const unit = BY_CANONICAL.get(canonical);
    return unit === undefined ? [] : aliases.map((alias) => [alias, unit] as const);
  }),
]);

/** The longest CJK unit's length: `readUnit` tries prefixes of this length down to one. */
const LONGEST_CJK_UNIT = Math.max(
  ...Object.values(CJK_UNITS).flatMap((aliases) => aliases.map((alias) => alias.length)),
);

/** Whether a UTF-16 unit is a Japanese kana or a CJK ideograph (U+3040-U+9FFF). */
export function isCjk(code: number): boolean {
  return code >= 0x3040 && code <= 0x9fff;
}

/** Whether a UTF-16 unit is a Hangul syllable (U+AC00-U+D7A3). */
export function isHangul(code: number): boolean {
  return code >= 0xac00 && code <= 0xd7a3;
}

/** A Korean unit at `position` after a number: the whole run of Hangul there ("큰술"); else null. */
function readHangulUnit(text: string, position: number): UnitMatch | null {
  let end = position;
  while (end < text.length && isHangul(text.charCodeAt(end))) end += 1;
  const spelling = text.slice(position, end);
  const unit = BY_ALIAS.get(spelling);
  return unit === undefined ? null : { unit, text: spelling, end };
}

/** A CJK unit at `position` after a number ("克" of "250克 奶油奶酪"), the longest; else null. */
function readCjkUnit(text: string, position: number): UnitMatch | null {
  for (let length = LONGEST_CJK_UNIT; length > 0; length -= 1) {
    const spelling = text.slice(position, position + length);
    if (spelling.length < length) continue;
    const unit = BY_ALIAS.get(spelling);
    if (unit !== undefined) return { unit, text: spelling, end: position + length };
  }
  return null;
}

/** First words of the two-word spellings ('fl' of 'fl oz', 'fluid' of 'fluid ounces'). */
const FIRST_OF_TWO_WORDS: ReadonlySet<string> = new Set(
  [...BY_ALIAS.keys()]
    .filter((alias) => alias.includes(' '))
    .map((alias) => alias.split(' ')[0] ?? ''),
);

/** Units that only count as units when written right after a number ("4 fillets", not "fillet"). */
const NEEDS_NUMBER: ReadonlySet<string> = new Set([
  'fillet',
  'pair',
  'grind',
  'shake',
  'length',
  'fifth',
  'pat',
  'cake',
  'stick',
  'leaf',
  'ball',
  'mug',
  'recipe',
  'batch',
  'cube',
  'square',
  'thumb',
  'strand',
  'blade',
  'dram',
  'shot',
  'rack',
  'bar',
  'wheel',
  'pod',
  'chunk',
  'link',
  'nest',
  'spear',
  // "gills removed": a fish's gills, not the measure, with no number.
  'gill',
  'cob',
  'ring',
  'round',
  'foot',
  'cc',
  'cs',
  'c',
  'c s',
  'c c',
  'tb',
  'pt',
  'gal',
  'lt',
  'lit',
  'tl',
  'el',
  'tsk',
  'spsk',
  'msk',
  'ss',
  'ts',
  'teen',
  'msp',
]);

/** Portions that also open a line with no number ("pinch salt", "sprig fresh chervil"). */
const WITHOUT_NUMBER: ReadonlySet<string> = new Set([
  'pinch',
  'handful',
  'dash',
  'splash',
  'drop',
  'glug',
  'glass',
  'sprig',
  'bunch',
  'piece',
  'knob',
  'head',
  'bundle',
  'clove',
  'twist',
]);

/** `findUnit`'s clean-up: an abbreviation's point before a space or the end. */
const ABBREVIATION_POINTS = /\.(?=\s|$)/g;

/** Looks up a unit by any spelling ("Tablespoons", "tins", "fl. oz."); undefined if unknown. */
export function findUnit(spelling: string): UnitDefinition | undefined {
  const key = collapseSpaces(spelling.toLowerCase().replace(ABBREVIATION_POINTS, '')).trim();
  return BY_ALIAS.get(key);
}

/** The unit one plain word spells ("Tablespoon", "tins"), without `findUnit`'s clean-up. */
export function unitForWord(word: string): UnitDefinition | undefined {
  return BY_ALIAS.get(word.toLowerCase());
}

/** The definition of a canonical unit ('tbsp', 'can'); undefined if not canonical. */
export function unitDefinition(canonical: string): UnitDefinition | undefined {
  return BY_CANONICAL.get(canonical);
}

/** A unit read from text, with where it ended and the spelling used. */
export interface UnitMatch {
  readonly unit: UnitDefinition;
  readonly text: string;
  readonly end: number;
}

// One or two words at the position ("tbsp", "fl. oz.", "fluid ounces"), looked up in the table.
// Latin-1 letters too ("pièce", "Stück"), Latin Extended-A's ("žlica", "łyżka") and Greek's
// ("κ.σ."), without the cost of a Unicode pattern on every line.
const UNIT_WORDS =
  /([a-zà-öø-ÿ\u0100-\u017f\u0386-\u03ce]+)(\.?)(?:\s*([a-zà-öø-ÿ\u0100-\u017f\u0386-\u03ce]+)(\.?))?/iy;
/** The first of those words alone: most units are one word, so the second is read only when needed. */
const UNIT_WORD = /([a-zà-öø-ÿ\u0100-\u017f\u0386-\u03ce]+)(\.?)/iy;
/** A letter or digit straight after a unit makes it part of a word ("cups" is not "c"). */
const WORD_CHARACTER = madeOnFirstUse(() => /[\p{L}\d]/uy);
/**
 * A letter, tested on one UTF-16 unit (or ''): the pattern other modules use too, so V8 compiles
 * `\p{L}` once for all of them rather than once for each pattern that holds it (decision 0020).
 */
const LETTER = madeOnFirstUse(() => /\p{L}/u);

/**
 * Whether one UTF-16 unit (or '') is a letter: ASCII by its code, the rest by LETTER(). Most units
 * are followed by a space, which the pattern need not be run for.
 */
function isLetter(unit: string): boolean {
  const code = unit.charCodeAt(0);
  if (code < 0x80) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER().test(unit);
}

/** Whether a letter or digit (a whole code point) starts at `position`. */
function wordCharacterAt(text: string, position: number): boolean {
  // ASCII by its code (`\p{L}` and `\d` there are A-Z, a-z and 0-9): the pattern only for the rest.
  const code = text.charCodeAt(position);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);
  WORD_CHARACTER().lastIndex = position;
  return WORD_CHARACTER().test(text);
}

function accept(spelling: string, afterNumber: boolean): UnitDefinition | undefined {
  const unit = BY_ALIAS.get(spelling);
  if (unit === undefined) return undefined;
  if (!afterNumber && (NEEDS_NUMBER.has(spelling) || NEEDS_NUMBER.has(unit.canonical)))
    return undefined;
  if (!afterNumber && unit.kind === 'portion' && !WITHOUT_NUMBER.has(unit.canonical))
    return undefined;
  return unit;
}

/**
 * Reads a unit at `position` ("tbsp", "Tablespoons", "fl. oz.", "tins"). `afterNumber` says a
 * number came just before, which allows short spellings such as 'c' (cup) and words like
 * 'fillets' that are otherwise part of a name.
 */
export function readUnit(text: string, position: number, afterNumber: boolean): UnitMatch | null {
  const code = text.charCodeAt(position);
  if (code >= 0x3040) {
    if (isCjk(code)) return afterNumber ? readCjkUnit(text, position) : null;
    if (isHangul(code)) return afterNumber ? readHangulUnit(text, position) : null;
  }
  // `test`, not `exec`: the word and its point are read from where the match ends, with no match
  // array built on every line (the pattern's letters never include a point, so a point ends it).
  UNIT_WORD.lastIndex = position;
  if (!UNIT_WORD.test(text)) return null;
  const firstEnd = UNIT_WORD.lastIndex;
  const pointed = text.charCodeAt(firstEnd - 1) === 46;
  const letters = text.slice(position, pointed ? firstEnd - 1 : firstEnd);
  const first = letters.toLowerCase();
  if (FIRST_OF_TWO_WORDS.has(first)) {
    UNIT_WORDS.lastIndex = position;
    const two = UNIT_WORDS.exec(text);
    const second = two?.[3]?.toLowerCase();
    const pair = second === undefined ? undefined : accept(`${first} ${second}`, afterNumber);
    if (two && pair !== undefined && !wordCharacterAt(text, position + two[0].length)) {
      return { unit: pair, text: two[0], end: position + two[0].length };
    }
  }
  // One UTF-16 unit only: half of a surrogate pair is not a letter here. A digit may follow a
  // unit after a number ("1lb5oz", "125g4oz" with its slash lost), not a letter ("cups" is not c).
  const after = text.charAt(firstEnd);
  const digit = after >= '0' && after <= '9';
  // "1 tsp.salt", "4 oz.butter": after a number, a point ends an abbreviated unit, the space after
  // it lost. Not one letter ("6 c.à.s", the French tablespoon, is no cup), nor before a letter
  // beyond ASCII.
  const pointBeforeLetter =
    afterNumber && pointed && letters.length > 1 && after.charCodeAt(0) < 0x80 && isLetter(after);
  if ((digit || isLetter(after)) && !(afterNumber && digit) && !pointBeforeLetter) return null;
  // "20 cup-shaped lettuce leaves", "2 cup-size ramekins": a unit joined to a word by a hyphen is
  // part of that word.
  if (after === '-' && isLetter(text.charAt(firstEnd + 1))) return null;
  // "1 T. butter", "2 t salt": after a number, a cook's capital T is a tablespoon and a small t a
  // teaspoon (the case tells them apart, so neither is in the table, which ignores case).
  if (afterNumber && (letters === 'T' || letters === 't')) {
    const spoon = BY_CANONICAL.get(letters === 'T' ? 'tbsp' : 'tsp');
    if (spoon !== undefined)
      return { unit: spoon, text: text.slice(position, firstEnd), end: firstEnd };
  }
  const unit = accept(first, afterNumber);
  if (unit === undefined) return null;
  // "3 stem ginger balls", "1 stem ginger": stem ginger is a food (young ginger preserved in
  // syrup, sold by the jar), not stems of ginger.
  if (first === 'stem') {
    STEM_GINGER.lastIndex = firstEnd;
    if (STEM_GINGER.test(text)) return null;
  }
  return { unit, text: text.slice(position, firstEnd), end: firstEnd };
}

/** " ginger" after "stem": the food stem ginger. */
const STEM_GINGER = /\s+ginger\b/iy;

/**
 * `readUnit` past the spaces at `position`: the unit after an amount ("2 cups", "400g"); its
 * spelling starts at `end - text.length`.
 */
export function readUnitAfterSpaces(
  text: string,
  position: number,
  afterNumber: boolean,
): UnitMatch | null {
  const rest = text.slice(position);
  return readUnit(text, position + rest.length - rest.trimStart().length, afterNumber);
}

/** The unit as displayed for an amount: plural for containers and portions above one. */
export function displayUnit(canonical: string, quantity: number | null): string {
  const unit = BY_CANONICAL.get(canonical);
  if (!unit || quantity === null || quantity <= 1 || unit.plural === undefined) return canonical;
  return unit.plural;
}

/**
 * `quantity` of canonical unit `from` in units of `to`, when both measure mass or both volume
 * (or they are the same unit, counts included); null when they do not convert.
 */
export function convertQuantity(
  quantity: number,
  from: string | null,
  to: string | null,
): number | null {
  if (from === to) return quantity;
  if (from === null || to === null) return null;
  const a = BY_CANONICAL.get(from);
  const b = BY_CANONICAL.get(to);
  if (!a || !b || a.dimension !== b.dimension || a.dimension === 'count') return null;
  return (quantity * a.factor) / b.factor;
}
