/**
 * The name an ingredient goes by on the shopping list (SPEC §5): descriptors stripped, the SPEC's
 * synonyms applied, countable names pluralised, so "2 large free-range eggs" and "1 egg" meet.
 */
import {
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  SIZE_WORDS,
  SOLD_PREPARED,
  withoutVagueAmount,
} from '../ingredients/descriptors.ts';
import { pluralWord, singularName, singularWord } from '../ingredients/plural.ts';
import { madeOnFirstUse, memoiseFromFirst } from '../memo.ts';

/** Descriptors the shopper does not choose by (SPEC §5: sizes, organic, free-range, preparation). */
const SHOPPING_DESCRIPTORS: ReadonlySet<string> = new Set([
  ...SIZE_WORDS,
  ...PREPARATION_ADVERBS,
  'organic',
  'free-range',
  'free range',
  'freerange',
  'fresh',
  'ripe',
  'good-quality',
  'good quality',
  'best-quality',
  'quality',
  'homemade',
  'home-made',
  'store-bought',
  'shop-bought',
  'imported',
  'extra',
  'very',
  'cold',
  'hot',
  'warm',
  'lukewarm',
  'room-temperature',
  'plump',
  'firm',
  'approx',
  'about',
  'pure',
]);

/** Words that end a name only as a note ("3 garlic cloves whole", "1 cup sugar divided"). */
const TRAILING_NOTE_WORDS: ReadonlySet<string> = new Set([
  'whole',
  'divided',
  'optional',
  'each',
  'total',
]);

/** SPEC §5 synonyms, on the singular name. */
export const NAME_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['coriander', 'cilantro'],
  ['spring onion', 'scallion'],
  ['passata', 'tomato puree'],
  ['garlic', 'garlic clove'],
]);

/**
 * Names pluralised on the list. SPEC §5 lists eggs, onions, carrots, potatoes, tomatoes,
 * breasts, thighs, fillets; the rest are other things bought by the piece.
 */
export const COUNTABLE_NOUNS: ReadonlySet<string> = new Set([
  'egg',
  'onion',
  'carrot',
  'potato',
  'tomato',
  'breast',
  'thigh',
  'fillet',
  'clove',
  'scallion',
  'shallot',
  'leek',
  'lemon',
  'lime',
  'orange',
  'apple',
  'pear',
  'banana',
  'avocado',
  'chilli',
  'chili',
  'parsnip',
  'cucumber',
  'sausage',
  'drumstick',
  'chop',
  'steak',
  'tortilla',
  'wrap',
  'bun',
  'roll',
  'bagel',
  'mushroom',
  'prawn',
  'shrimp',
  'radish',
  'beetroot',
  'peach',
  'plum',
  'nectarine',
  'mango',
  'apricot',
  'fig',
  'date',
  // Counted as often as weighed: "2 bay leaves", "3 courgettes", "4 naans".
  'leaf',
  'courgette',
  'aubergine',
  'naan',
  'pitta',
  'flatbread',
  'wing',
  'cutlet',
  'shank',
]);

/** "red pepper" is a vegetable bought by the piece; "black pepper" is a spice. */
const SWEET_PEPPER_WORDS: ReadonlySet<string> = new Set([
  'red',
  'green',
  'yellow',
  'orange',
  'bell',
  'romano',
  'sweet',
]);

/** "heavy (whipping) cream": the parser keeps another name in brackets; the list goes by one. */
const BRACKETED_SYNONYM = madeOnFirstUse(() => /(?:^|\s)\(\p{L}[\p{L}'’-]*\)(?=\s|$)/gu);

function clean(text: string): string {
  // "a little butter": the parser keeps how much at the head; the list buys butter.
  const name = withoutVagueAmount(text);
  // The synonym opens with a bracket: a name without one skips the `/gu` letter pattern.
  return (name.includes('(') ? name.replace(BRACKETED_SYNONYM(), '') : name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[(){}[\]"“”®™©]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "coarsely-grated", "hard-boiled", "room-temperature": every part a descriptor or preparation. */
function isHyphenatedDescriptor(word: string): boolean {
  if (!word.includes('-')) return false;
  return word
    .split('-')
    .every(
      (part) =>
        /^\d+(?:[./]\d+)?$/.test(part) ||
        SHOPPING_DESCRIPTORS.has(part) ||
        PREPARATION_WORDS.has(part) ||
        PREPARATION_ADVERBS.has(part) ||
        HYPHEN_DESCRIPTOR_PARTS.has(part),
    );
}

/** Parts of hyphenated descriptors that mean nothing alone ("hard-boiled", "bite-size"). */
const HYPHEN_DESCRIPTOR_PARTS: ReadonlySet<string> = new Set([
  'hard',
  'soft',
  'bite',
  'size',
  'sized',
  'inch',
  'cm',
]);

/** Drops descriptor words anywhere in the name, and preparation words unless sold prepared. */
function stripShoppingDescriptors(name: string): string {
  const words = name.split(' ');
  const kept = words.filter((word, index) => {
    const next = words[index + 1];
    const last = index === words.length - 1;
    if ((SHOPPING_DESCRIPTORS.has(word) || isHyphenatedDescriptor(word)) && !last) return false;
    if (PREPARATION_WORDS.has(word) && next !== undefined && !SOLD_PREPARED.has(next)) return false;
    return true;
  });
  while (kept.length > 1 && TRAILING_NOTE_WORDS.has(kept[kept.length - 1] ?? '')) kept.pop();
  // "fresh or frozen cranberries" without "fresh" is not "or frozen cranberries".
  while (kept.length > 1 && (kept[0] === 'or' || kept[0] === 'and')) kept.shift();
  return kept.join(' ').replace(/free range /g, '');
}

/**
 * Whether a (normalised) name ends in a thing counted by the piece ("onions", "bay leaves",
 * "red peppers"): such names are numbered by their quantity on display ("1 onion", "2 onions").
 */
export const isCountableName = memoiseFromFirst((name: string): boolean => {
  const words = name.split(' ');
  const last = singularWord(words[words.length - 1] ?? '');
  const previous = words[words.length - 2] ?? '';
  return COUNTABLE_NOUNS.has(last) || (last === 'pepper' && SWEET_PEPPER_WORDS.has(previous));
});

/** Options for `normaliseIngredientName`. */
export interface NormaliseNameOptions {
  /** The canonical unit of the line; garlic becomes 'garlic cloves' only when counted. */
  readonly unit?: string | null;
}

/** A shopping-list name and, when a SPEC synonym replaced it, the singular name as written. */
export interface NormalisedName {
  /** The name the list merges by ("zucchini", "onions", "olive oil"). */
  readonly name: string;
  /** The written name a SPEC synonym replaced ("courgette", "passata"), else null. */
  readonly synonymOf: string | null;
  /** The merge name with the recipe's hyphens ("semi-skimmed milk"), for display. */
  readonly written: string;
}

/**
 * The shopping-list name of an ingredient: lower case, descriptors stripped, SPEC synonyms
 * applied (courgette→zucchini, aubergine→eggplant, coriander→cilantro, spring onion→scallion,
 * passata→tomato puree, garlic→garlic cloves), countable names pluralised (eggs, onions, …).
 */
export function normaliseIngredientName(name: string, options: NormaliseNameOptions = {}): string {
  return normaliseIngredient(name, options).name;
}

/** `normaliseIngredientName` with the written name a synonym replaced (for the display name). */
export function normaliseIngredient(
  name: string,
  options: NormaliseNameOptions = {},
): NormalisedName {
  const counted = options.unit === undefined || options.unit === null || options.unit === 'clove';
  return counted ? normaliseCounted(name) : normaliseMeasured(name);
}

/**
 * Grades of one oil that a shopper buys as one bottle: "extra virgin", "light" and "mild" olive
 * oil are all olive oil, "cold-pressed rapeseed oil" is rapeseed oil. Dropped only before "oil",
 * so the oil itself (sesame, rapeseed, coconut…) stays, and "light soy sauce" is untouched.
 */
const OIL_GRADE_WORDS: ReadonlySet<string> = new Set([
  'extra',
  'virgin',
  'extra-virgin',
  'light',
  'extra-light',
  'mild',
  'pure',
  'cold-pressed',
  'pressed',
  'refined',
  'unrefined',
]);

/** "extra virgin olive oil" → "olive oil"; names not ending in "oil" unchanged. */
function stripOilGrades(name: string): string {
  const words = name.split(' ');
  if (words.length < 2 || words[words.length - 1] !== 'oil') return name;
  const kept = words.filter(
    (word, index) => index >= words.length - 2 || !OIL_GRADE_WORDS.has(word),
  );
  return kept.join(' ');
}

function normalise(name: string, counted: boolean): NormalisedName {
  const written = stripShoppingDescriptors(stripOilGrades(clean(name)));
  if (written === '') {
    const whole = clean(name);
    return { name: unhyphenate(whole), synonymOf: null, written: whole };
  }
  const cleaned = ukProductName(unhyphenate(written));
  const singular = singularName(cleaned);
  const synonym = NAME_SYNONYMS.get(singular);
  const useSynonym = synonym !== undefined && (singular !== 'garlic' || counted);
  const synonymOf = useSynonym ? singular : null;
  const words = (useSynonym ? synonym : singular).split(' ');
  const last = words[words.length - 1] ?? '';
  const previous = words[words.length - 2] ?? '';
  const isSweetPepper = last === 'pepper' && SWEET_PEPPER_WORDS.has(previous);
  let result: string;
  if (COUNTABLE_NOUNS.has(last) || isSweetPepper) {
    words[words.length - 1] = pluralWord(last);
    result = words.join(' ');
  } else {
    // Not a counted thing: keep the name as written ("frozen peas", "chives").
    result = useSynonym ? words.join(' ') : cleaned;
  }
  return { name: result, synonymOf, written: withWrittenHyphens(result, written) };
}

/**
 * "all-purpose" and "all purpose" are one spelling for merging: the merge name has spaces where
 * a recipe may write hyphens, and the display puts the recipe's hyphens back.
 */
function unhyphenate(name: string): string {
  return name.includes('-') ? name.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ') : name;
}

const HYPHENATED = madeOnFirstUse(() => /\p{L}+(?:-\p{L}+)+/gu);

/** The merge name with the hyphenated words of the written name ("semi-skimmed milk"). */
function withWrittenHyphens(name: string, written: string): string {
  if (!written.includes('-')) return name;
  let result = name;
  for (const [word] of written.matchAll(HYPHENATED())) {
    result = result.replace(word.replace(/-/g, ' '), word);
  }
  return result;
}

/**
 * US names (and US spellings of UK products) → the name a UK shop uses, on the singular name's
 * last words: the same product written two ways is one line, shown as the UK shopper knows it.
 * SPEC §5's own synonyms are applied after this (`NAME_SYNONYMS`).
 */
export const UK_PRODUCT_NAMES: ReadonlyMap<string, string> = new Map([
  ['all purpose flour', 'plain flour'],
  ['confectioners sugar', 'icing sugar'],
  ['confectioner sugar', 'icing sugar'],
  ['powdered sugar', 'icing sugar'],
  ['superfine sugar', 'caster sugar'],
  ['white sugar', 'granulated sugar'],
  ['granulated white sugar', 'granulated sugar'],
  ['white granulated sugar', 'granulated sugar'],
  ['old fashioned oats', 'rolled oats'],
  ['old fashioned rolled oats', 'rolled oats'],
  ['old fashioned oat', 'rolled oats'],
  ['castor sugar', 'caster sugar'],
  ['cornstarch', 'cornflour'],
  ['corn starch', 'cornflour'],
  ['baking soda', 'bicarbonate of soda'],
  ['bicarb soda', 'bicarbonate of soda'],
  ['heavy cream', 'double cream'],
  ['heavy whipping cream', 'double cream'],
  ['light cream', 'single cream'],
  ['ground beef', 'beef mince'],
  ['minced beef', 'beef mince'],
  ['ground pork', 'pork mince'],
  ['minced pork', 'pork mince'],
  ['ground turkey', 'turkey mince'],
  ['minced turkey', 'turkey mince'],
  ['ground lamb', 'lamb mince'],
  ['minced lamb', 'lamb mince'],
  ['ground chicken', 'chicken mince'],
  ['minced chicken', 'chicken mince'],
  ['green onion', 'scallion'],
  ['arugula', 'rocket'],
  ['shrimp', 'prawn'],
  ['red bell pepper', 'red pepper'],
  ['green bell pepper', 'green pepper'],
  ['yellow bell pepper', 'yellow pepper'],
  ['orange bell pepper', 'orange pepper'],
  ['chili powder', 'chilli powder'],
  ['chile powder', 'chilli powder'],
  ['chili flake', 'chilli flakes'],
  ['chilli flake', 'chilli flakes'],
  ['red pepper flake', 'chilli flakes'],
  ['red chili flake', 'chilli flakes'],
  ['red chilli flake', 'chilli flakes'],
  ['crushed red pepper flake', 'chilli flakes'],
  ['chili pepper flake', 'chilli flakes'],
  ['chilli pepper flake', 'chilli flakes'],
  ['red pepper chilli flake', 'chilli flakes'],
  ['red pepper chili flake', 'chilli flakes'],
  ['crushed red pepper', 'chilli flakes'],
  ['cumin powder', 'ground cumin'],
  ['cinnamon powder', 'ground cinnamon'],
  ['coriander powder', 'ground coriander'],
  ['ginger powder', 'ground ginger'],
  ['turmeric powder', 'ground turmeric'],
  ['nutmeg powder', 'ground nutmeg'],
  ['ground chicken meat', 'chicken mince'],
  ['ground turkey meat', 'turkey mince'],
  ['ground beef meat', 'beef mince'],
  ['ground pork meat', 'pork mince'],
  ['canola oil', 'rapeseed oil'],
  ['golden raisin', 'sultanas'],
  ['semisweet chocolate', 'dark chocolate'],
  ['semi sweet chocolate', 'dark chocolate'],
  ['bittersweet chocolate', 'dark chocolate'],
  ['broth', 'stock'],
  ['chicken broth', 'chicken stock'],
  ['beef broth', 'beef stock'],
  ['vegetable broth', 'vegetable stock'],
  ['veggie broth', 'vegetable stock'],
  ['veg broth', 'vegetable stock'],
  ['veg stock', 'vegetable stock'],
  ['veggie stock', 'vegetable stock'],
  ['fish broth', 'fish stock'],
  ['turkey broth', 'turkey stock'],
  ['mushroom broth', 'mushroom stock'],
  ['bone broth', 'bone broth'],
  // One product under its US (or Italian) name: what a UK shop calls it (issue 28).
  ['parmigiano reggiano', 'parmesan'],
  ['parmigiano', 'parmesan'],
  ['beet', 'beetroot'],
  ['snow pea', 'mangetout'],
  ['rutabaga', 'swede'],
  ['celery root', 'celeriac'],
  ['navy bean', 'haricot beans'],
  ['fava bean', 'broad beans'],
  ['garbanzo bean', 'chickpeas'],
  ['whole wheat flour', 'wholemeal flour'],
  ['wholewheat flour', 'wholemeal flour'],
  ['self rising flour', 'self raising flour'],
  ['plain yogurt', 'natural yogurt'],
  ['plain yoghurt', 'natural yogurt'],
  ['almond flour', 'ground almonds'],
  ['apple cider vinegar', 'cider vinegar'],
  ['unsweetened cocoa powder', 'cocoa powder'],
  ['unsweetened cocoa', 'cocoa powder'],
  ['coarse kosher salt', 'kosher salt'],
  ['black pepper powder', 'black pepper'],
  ['neutral oil', 'vegetable oil'],
  ['dijon', 'dijon mustard'],
  // One word spelt two ways: the spelling on most UK tubs.
  ['yoghurt', 'yogurt'],
  // Brown sugar as a UK bag names it (Silver Spoon, Tate & Lyle): "light brown soft sugar".
  ['light brown sugar', 'light brown soft sugar'],
  ['soft light brown sugar', 'light brown soft sugar'],
  ['light soft brown sugar', 'light brown soft sugar'],
  ['dark brown sugar', 'dark brown soft sugar'],
  ['soft dark brown sugar', 'dark brown soft sugar'],
  ['dark soft brown sugar', 'dark brown soft sugar'],
]);

/** Cheeses named alone on a UK shelf: "parmesan cheese" is Parmesan. */
const CHEESE_NAMES: ReadonlySet<string> = new Set([
  'parmesan',
  'cheddar',
  'feta',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'halloumi',
  'gruyere',
  'pecorino',
  'romano',
  'reggiano',
  'parmigiano',
  'manchego',
  'gouda',
  'brie',
  'camembert',
  'stilton',
  'emmental',
  'emmentaler',
  'paneer',
  'provolone',
  'fontina',
  'asiago',
  'comte',
  'edam',
  'wensleydale',
  'gorgonzola',
  'taleggio',
  'burrata',
  'raclette',
]);

/**
 * A UK shop's chicken breasts are fillets, boned and skinned: "boneless, skinless chicken
 * breasts" and "chicken breast fillets" are chicken breasts. Thighs keep their words (thigh
 * fillets are sold apart from thighs on the bone).
 */
const CHICKEN_BREAST_WORDS =
  /\b(?:(?:boneless|skinless)\s+)+(?=chicken breast\b)|(?<=\bchicken breast) fillet\b/g;

/** The longest number of words in a `UK_PRODUCT_NAMES` key. */
const LONGEST_UK_NAME = Math.max(
  ...[...UK_PRODUCT_NAMES.keys()].map((key) => key.split(' ').length),
);

/**
 * The UK product name: apostrophes off, "X cheese" → "X", then the table on the last words
 * ("grated parmigiano reggiano cheese" → "grated parmesan").
 */
function ukProductName(name: string): string {
  const singular = singularName(name.replace(/['’]/g, ''));
  const breasts = singular.replace(CHICKEN_BREAST_WORDS, '');
  const words = breasts.split(' ');
  const cheese =
    words.length >= 2 &&
    words[words.length - 1] === 'cheese' &&
    CHEESE_NAMES.has(words[words.length - 2] ?? '');
  if (cheese) words.pop();
  for (let size = Math.min(LONGEST_UK_NAME, words.length); size >= 1; size -= 1) {
    const uk = UK_PRODUCT_NAMES.get(words.slice(words.length - size).join(' '));
    if (uk !== undefined) return [...words.slice(0, words.length - size), uk].join(' ');
  }
  return cheese || breasts !== singular ? words.join(' ') : name;
}

const normaliseCounted = memoiseFromFirst((name: string) => normalise(name, true));
const normaliseMeasured = memoiseFromFirst((name: string) => normalise(name, false));
