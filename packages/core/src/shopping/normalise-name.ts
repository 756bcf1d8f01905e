/**
 * The name an ingredient goes by on the shopping list (SPEC §5): descriptors stripped, the SPEC's
 * synonyms applied, countable names pluralised, so "2 large free-range eggs" and "1 egg" meet.
 */
import {
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  SIZE_WORDS,
  SOLD_PREPARED,
} from '../ingredients/descriptors.ts';
import { pluralWord, singularName, singularWord } from '../ingredients/plural.ts';
import { memoise } from '../memo.ts';

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

function clean(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[(){}[\]"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Drops descriptor words anywhere in the name, and preparation words unless sold prepared. */
function stripShoppingDescriptors(name: string): string {
  const words = name.split(' ');
  const kept = words.filter((word, index) => {
    const next = words[index + 1];
    if (SHOPPING_DESCRIPTORS.has(word) && index < words.length - 1) return false;
    if (PREPARATION_WORDS.has(word) && next !== undefined && !SOLD_PREPARED.has(next)) return false;
    return true;
  });
  return kept.join(' ').replace(/free range /g, '');
}

/**
 * Whether a (normalised) name ends in a thing counted by the piece ("onions", "bay leaves",
 * "red peppers"): such names are numbered by their quantity on display ("1 onion", "2 onions").
 */
export function isCountableName(name: string): boolean {
  const words = name.split(' ');
  const last = singularWord(words[words.length - 1] ?? '');
  const previous = words[words.length - 2] ?? '';
  return COUNTABLE_NOUNS.has(last) || (last === 'pepper' && SWEET_PEPPER_WORDS.has(previous));
}

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
  const cleaned = stripShoppingDescriptors(stripOilGrades(clean(name)));
  if (cleaned === '') return { name: clean(name), synonymOf: null };
  const singular = singularName(cleaned);
  const synonym = NAME_SYNONYMS.get(singular);
  const useSynonym = synonym !== undefined && (singular !== 'garlic' || counted);
  const synonymOf = useSynonym ? singular : null;
  const words = (useSynonym ? synonym : singular).split(' ');
  const last = words[words.length - 1] ?? '';
  const previous = words[words.length - 2] ?? '';
  const isSweetPepper = last === 'pepper' && SWEET_PEPPER_WORDS.has(previous);
  if (COUNTABLE_NOUNS.has(last) || isSweetPepper) {
    words[words.length - 1] = pluralWord(last);
    return { name: words.join(' '), synonymOf };
  }
  // Not a counted thing: keep the name as written ("frozen peas", "chives").
  return { name: useSynonym ? words.join(' ') : cleaned, synonymOf };
}

const normaliseCounted = memoise((name: string) => normalise(name, true));
const normaliseMeasured = memoise((name: string) => normalise(name, false));
