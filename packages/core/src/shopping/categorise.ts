/**
 * The aisle of an ingredient or grocery name (SPEC §5, issue 15). In order:
 * 1. a caller's catalogue (a shop's own list): exact name 0.8, lowercase match 0.76;
 * 2. the built-in catalogue of UK grocery names (catalogue/), the whole name: exact (plurals
 *    count as exact) 0.8, a match once case, accents, pack sizes and shop names are set aside 0.76;
 * 3. keyword rules, 0.5: the name's head, its last known phrase before "in", "with" or "for"
 *    ("tuna in spring water" is tuna; "chicken stock cubes" is stock), looked up among catalogue
 *    names and general keywords; a brand whose whole range is in one aisle decides instead;
 * 4. otherwise PANTRY.
 * Form words then move the thing to the aisle it is sold from: "frozen" → Frozen; a tin or jar
 * ("tinned", "can", "jar", "pickled", "in brine", "in spring water", "in juice"…) → Tinned &
 * Jarred for what would otherwise be fresh; "dried" → the store cupboard (dried herbs and chillies
 * to Spices, dried fruit to Baking, dried pulses to Pasta & Grains, anything else dried, such as
 * porcini, to Pantry). A move by a form word is a keyword rule (0.5).
 */
import {
  CATALOGUE_CONFIDENCE,
  CATALOGUE_LOWERCASE_FACTOR,
  KEYWORD_CONFIDENCE,
} from '../constants.ts';
import { collapseSpaces } from '../ingredients/text.ts';
import { boundedLine } from '../long-line.ts';
import { memoise, memoiseFromFirst } from '../memo.ts';
import {
  AISLE_KEYWORDS,
  BAKER_NAME_WORDS,
  LOAF_WORDS,
  SLICE_WORDS,
  BARE_PACKING_MEDIA,
  BREADED_WORDS,
  DRIED_WORDS,
  DRINK_SYRUP_WORDS,
  FLAVOUR_EXTRA_WORDS,
  FLAVOURED_TYPES,
  FREEZER_BAG_WORDS,
  FISH_WORDS,
  FREEZER_TIN_WORDS,
  FROZEN_WORDS,
  HEAD_ENDING_WORDS,
  MEAT_FREE_WORDS,
  PACKING_MEDIA,
  PACKING_SAUCES,
  PULSE_WORDS,
  READY_FISH_WORDS,
  SAVOURY_FLAVOURED_TYPES,
  SHAPED_FOOD_WORDS,
  SPICE_VEGETABLE_WORDS,
  TIN_WORDS,
} from './aisle-keywords.ts';
import { aisleCatalogue, expandEntry, type CatalogueEntry } from './catalogue/aisle-catalogue.ts';
import { PASTA_NAMES } from './catalogue/pasta-and-grains.ts';
import { keyWord, nameKey, readName, type NameWords } from './catalogue/read-name.ts';
import { BUCKETS, displayCategoryOf, type Bucket, type DisplayCategory } from './categories.ts';
import { DICTIONARY_NOT_FOOD_WORDS } from './dictionary-words.ts';
import { VARIETY_WORDS as NAMED_VARIETIES } from './varieties.ts';

/** Names with a known bucket, e.g. from a shop's product list; consulted before the built-in one. */
export type AisleCatalogue = ReadonlyMap<string, Bucket>;

/** No caller catalogue: the built-in catalogue and keyword rules decide. */
export const EMPTY_CATALOGUE: AisleCatalogue = new Map();

/** Confidence of the PANTRY fallback when nothing matched. */
export const DEFAULT_CONFIDENCE = 0;

export interface AisleMatch {
  readonly bucket: Bucket;
  readonly category: DisplayCategory;
  readonly confidence: number;
  readonly source: 'catalogue' | 'keyword' | 'default';
}

/**
 * What the recipe line says about the pack, beyond the name: its unit ('can', 'jar' from the
 * parser) and the line as written ("400g can of chickpeas" has the can only in the line).
 */
export interface AisleContext {
  readonly unit?: string | null;
  readonly line?: string;
  /** How many the line asks for ("2 peppers": 2); with no unit, the thing is counted. */
  readonly quantity?: number | null;
}

let phrases: ReadonlyMap<string, CatalogueEntry> | null = null;
let longestPhrase = 1;

/** Catalogue names and keywords in one table of phrases (catalogue first). */
function phraseTable(): ReadonlyMap<string, CatalogueEntry> {
  if (phrases !== null) return phrases;
  const table = new Map(aisleCatalogue());
  for (const bucket of BUCKETS) {
    const entry: CatalogueEntry = { bucket, brand: false };
    for (const keyword of AISLE_KEYWORDS[bucket]) {
      const key = nameKey(keyword);
      if (key !== '' && !table.has(key)) table.set(key, entry);
    }
  }
  for (const key of table.keys()) {
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  }
  phrases = table;
  return table;
}

interface Chunk {
  readonly start: number;
  readonly end: number;
  readonly phrase: CatalogueEntry;
  /** The next word names what it is packed in ("Cannellini Beans Water"): a tin or jar. */
  readonly packed?: boolean;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/** A word written with "'s": a maker's or a person's name ("Fry's", "Baker's"). */
const POSSESSIVE = /([a-z]+)['’]s\b/gi;

/** The words a title writes with "'s", as the name reader writes them ("Fry's" → "frys"). */
function possessiveWords(text: string): ReadonlySet<string> {
  if (!text.includes("'") && !text.includes('’')) return NO_WORDS;
  return new Set([...text.matchAll(POSSESSIVE)].map((m) => `${(m[1] ?? '').toLowerCase()}s`));
}

/**
 * The name cut into known phrases from the right, longest first ("beef tomato", not "beef"). A
 * word written with "'s" is a maker's or a person's name, not the food its singular is ("Fry's
 * Turkish Delight" has no fries): alone it matches only a brand, though it may start a longer
 * phrase ("Lamb's Lettuce").
 */
function chunksOf(
  words: readonly string[],
  written: readonly string[] = words,
  possessive: ReadonlySet<string> = NO_WORDS,
): Chunk[] {
  const table = phraseTable();
  const chunks: Chunk[] = [];
  let end = words.length;
  while (end > 0) {
    let found: Chunk | null = null;
    for (let size = Math.min(longestPhrase, end); size >= 1 && found === null; size -= 1) {
      const phrase = table.get(words.slice(end - size, end).join(' '));
      const named = size === 1 && possessive.has(written[end - 1] ?? '') && !phrase?.brand;
      // A one-word brand keyed without its final "s" needs it written ("Maris Piper" is no
      // Pipers); a longer one is its own name without it ("Aunt Bessie Roast Potatoes").
      const noS = size === 1 && phrase?.withS === true && !(written[end - 1] ?? '').endsWith('s');
      // "Kids" is who a pack is for ("Chicken Nuggets Kids Line", "Yogurt Kids"), not the young
      // goat, sold as kid in the singular ("Kid Goat Leg").
      const forKids = size === 1 && written[end - 1] === 'kids' && phrase?.brand !== true;
      if (phrase !== undefined && !named && !noS && !forKids) {
        found = { start: end - size, end, phrase };
      }
    }
    if (found === null) {
      end -= 1;
    } else {
      chunks.unshift(found);
      end = found.start;
    }
  }
  return chunks;
}

/**
 * The name's phrases less what it says the food is made without, when the food is named before
 * "without": the phrase after it ("without added", one word such as "palm" between), and those
 * joined to it by "and" or "or" ("Turkish Coffee Without Cardamom" was Spices, "Peanut Butter
 * Without Palm Oil" Oils). A name that says it first ("Made Without Nitrite Smoked Bacon") keeps
 * all its phrases.
 */
function madeWithout(chunks: Chunk[], name: NameWords): Chunk[] {
  const { words } = name;
  const at = words.indexOf('without');
  if (at <= 0 || !chunks.some((chunk) => chunk.end <= at)) return chunks;
  let from = words[at + 1] === 'added' ? at + 2 : at + 1;
  const kept: Chunk[] = [];
  for (const chunk of chunks) {
    if (chunk.start !== from && chunk.start !== from + 1) {
      kept.push(chunk);
      continue;
    }
    const join = words[chunk.end] ?? '';
    from = join === 'and' || join === 'or' ? chunk.end + 1 : -2;
  }
  return kept;
}

/**
 * Where the head part of a name ends: at "in", "with" or "for" after a first word, or where a
 * title's variant starts after a dash ("Chopped Tomatoes - A Hint of Garlic").
 */
function headEnd(words: readonly string[], variantAt = words.length): number {
  const index = words.findIndex((word, i) => i > 0 && HEAD_ENDING_WORDS.has(word));
  return Math.min(index < 0 ? words.length : index, variantAt);
}

/** Words after a flavour: "Instant Noodles Chicken Flavour" is noodles, not chicken. */
const FLAVOUR_WORDS: ReadonlySet<string> = new Set(['flavour', 'flavor', 'flavoured', 'flavored']);

/** Aisles of the fresh things that, after a product type, are its flavour ("Sauce Lemon & Herb"). */
const FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['FRUIT', 'HERBS', 'VEGETABLES']);

/**
 * Aisles of the foods a tin or jar is packed in water or brine with ("Beans Water", "Tuna
 * Brine"); not vegetables or pasta, whose cooking water a recipe keeps ("potato water").
 */
const PACKED_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['TINNED_AND_JARRED', 'MEAT_AND_FISH']);

const lastWord = (chunk: Chunk, words: readonly string[]) => words[chunk.end - 1] ?? '';

/** Aisles of the meat, fish and cheese that, after a savoury product type, are its flavour. */
const SAVOURY_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['MEAT_AND_FISH', 'DAIRY_AND_EGGS']);

/** Produce a jar's phrase may end in ("sundried tomato", "roasted pepper", "balsamic onion"). */
const JARRED_PRODUCE: ReadonlySet<string> = new Set(['tomato', 'pepper', 'onion', 'artichoke']);

/** Produce words that name a kind of thing rather than a flavour ("Soup Vegetables"). */
const KIND_WORDS: ReadonlySet<string> = new Set(['vegetable', 'veg', 'fruit', 'salad']);

/** A fruit's colour or kind, or a fruit mix's, before the fruit ("Blood Orange", "Summer Fruits"). */
const FRUIT_KIND_WORDS = ['blood', 'pink', 'red', 'summer', 'forest', 'tropical', 'mixed', 'wild'];
const FRUIT_KINDS: ReadonlySet<string> = new Set(FRUIT_KIND_WORDS);

/**
 * Whether a chunk is a flavour word: fresh produce, or honey ("Green Tea Honey Lemon"); not
 * after "of" ("juice of lemon" is lemons).
 */
function isFlavour(chunk: Chunk, words: readonly string[], savoury = false): boolean {
  const word = lastWord(chunk, words);
  if (words[chunk.start - 1] === 'of') return false;
  // One word: "Chicken", "Beef", "Cheese"; a cut ("Chicken Thighs") is the thing itself.
  const oneWord = chunk.end - chunk.start === 1;
  // A kind joined to a flavour is one more flavour ("Soup Beef & Vegetable"), not the thing; a
  // fruit named with the kind is a flavour ("Yogurt Passion Fruit").
  // A fruit mix named by its kind is one flavour ("Yogurt Summer Fruits", "Granola Forest
  // Fruits", "Lollies Tropical Fruit"), what the freezer's bag of the same name holds.
  if (
    !chunk.phrase.brand &&
    FRUIT_MIX_WORDS.has(word) &&
    FRUIT_KINDS.has(words[chunk.end - 2] ?? '')
  ) {
    return true;
  }
  if (KIND_WORDS.has(word) && oneWord && words[chunk.start - 1] !== 'and') return false;
  // Mash is the dish, whatever cheese or butter names it ("Cheddar Mash", "Cheese Mash").
  if (word === 'mash') return false;
  if (savoury && oneWord && SAVOURY_BUCKETS.has(chunk.phrase.bucket)) return true;
  if (savoury && isSeasoningFlavour(chunk, words)) return true;
  if (FLAVOURED_TYPES.has(word)) return false;
  if (savoury && isSauceFlavour(chunk)) return true;
  // A spice after a product type is its flavour ("Hot Sauce Chipotle", "Rice Pudding Nutmeg");
  // not a spice named by the word alone ("Apple Pie Spice" is a spice).
  if (chunk.phrase.bucket === 'SPICES' && !chunk.phrase.brand && !GENERIC_SPICES.has(word)) {
    return true;
  }
  // Produce kept in a jar is a flavour too ("Couscous Sundried Tomato & Garlic", "Pesto Roasted
  // Pepper"), when the jar's phrase ends in the produce.
  if (chunk.phrase.bucket === 'TINNED_AND_JARRED' && !oneWord && JARRED_PRODUCE.has(word)) {
    return true;
  }
  return FLAVOUR_BUCKETS.has(chunk.phrase.bucket) || FLAVOUR_EXTRA_WORDS.has(word);
}

/**
 * Seasonings that, after a savoury product type, are its flavour ("Crisps Sea Salt", "Noodles
 * Salt & Pepper"); vinegar only with salt ("Crisps Salt & Vinegar": "Rice Vinegar" is vinegar).
 */
const SEASONING_FLAVOURS: ReadonlySet<string> = new Set(['salt', 'pepper']);

function isSeasoningFlavour(chunk: Chunk, words: readonly string[]): boolean {
  if (chunk.phrase.brand) return false;
  const word = lastWord(chunk, words);
  if (word === 'vinegar') return words.slice(0, chunk.start).includes('salt');
  return SEASONING_FLAVOURS.has(word);
}

/**
 * A named sauce that, after a savoury product type, is its flavour ("Instant Noodles Teriyaki",
 * "Beef Jerky Teriyaki", "Cous Cous Harissa"); not a bare product type ("Pizza Sauce", "Noodles
 * Soy Sauce" end in one, see FLAVOURED_TYPES), which the caller has ruled out.
 */
function isSauceFlavour(chunk: Chunk): boolean {
  return chunk.phrase.bucket === 'SAUCES' && !chunk.phrase.brand;
}

/** Words that name a spice product, not one spice: a flavour never ends in them. */
const GENERIC_SPICES: ReadonlySet<string> = new Set(['spice', 'seasoning', 'rub', 'blend', 'mix']);

/** Words that say how a flavour tastes, between a product type and its flavours. */
const TASTE_WORDS: ReadonlySet<string> = new Set([
  'sweet',
  'hot',
  'mild',
  'spicy',
  // "Porridge Spiced Apple", "Yogurt Spiced Apple" (session 78).
  'spiced',
  'smoky',
  'fiery',
  'zesty',
  'tangy',
  'roasted',
  'caramelised',
  'cracked',
  'black',
  // "Ice Cream Salted Caramel", "Yogurt Double Chocolate", "Rice Smoked Paprika".
  'salted',
  'double',
  'smoked',
  'roast',
  // Where a flavour comes from: "Ice Cream Madagascan Vanilla", "Sorbet Sicilian Lemon".
  'madagascan',
  'belgian',
  'sicilian',
  'seville',
  'alphonso',
  'bbq',
  'barbecue',
  // A pot or cup between a snack type and its flavour: "Noodle Pot Chicken", "Noodle Cup Beef".
  'pot',
  'cup',
  // A style of cooking a meat flavour: "Super Noodles Southern Fried Chicken", "… Peking Duck".
  'southern',
  'fried',
  'peking',
  // A style: "Kefir Greek Style Coconut", "Yoghurt Greek Style Honey".
  'greek',
  'style',
  // A claim for the flavour: "Mixed Nuts Real Garlic", "Crisps Real Cheese".
  'real',
  // A cheese's colour, as the Gulf's shops name feta and its kin: "Croissant White Cheese".
  'white',
  // A plant food named after the dairy food it stands for: "Yogurt Alternative Vanilla".
  'alternative',
  // A fruit's colour or kind, or a mix's ("Yogurt Blood Orange", "Sorbet Pink Grapefruit",
  // "Granola Forest Fruits"); the catalogue knows these pairs as fruit, not as phrases.
  ...FRUIT_KIND_WORDS,
]);

/** Meat products a title may name first, before their meat and its seasoning. */
const MEAT_TYPES: ReadonlySet<string> = new Set(['sausage', 'burger']);

/**
 * The passes of flavouredType: [savoury, a meat product may be the type]. Sweet flavours and
 * then savoury ones after any other type first; then the same with a sausage or burger as a
 * type of its own, which stops a savoury run ("Pizza Sausages Tomato" is a pizza, "Chicken
 * Sausages Sweet Chilli" and "Sausages Pork & Leek" are sausages).
 */
const FLAVOUR_PASSES: readonly (readonly [boolean, boolean])[] = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
];

/**
 * The product type before a run of flavours ending at `index`, when the run follows it
 * directly; meat, fish and cheese count as flavours only after a savoury type ("Super Noodles
 * Chicken", "Pasta 'n' Sauce Cheese Leek & Ham"), produce after any flavoured type.
 */
function flavouredType(chunks: readonly Chunk[], index: number, words: readonly string[]) {
  for (const [savoury, meatTypes] of FLAVOUR_PASSES) {
    const meatStops = savoury && meatTypes;
    let at = index;
    let meaty = false;
    let topping = false;
    // A meat named as the type stops the run ("Sausages Pork & Leek": sausages of pork and leek),
    // in the last pass only: a type before the meat comes first ("Pasta 'N' Sauce Sausage &
    // Tomato", "Pizza Sausage & Tomato": the sausage is one of their flavours).
    while (
      at >= 0 &&
      isFlavour(chunks[at] as Chunk, words, savoury) &&
      !(meatStops && at < index && MEAT_TYPES.has(lastWord(chunks[at] as Chunk, words)))
    ) {
      const flavour = chunks[at] as Chunk;
      meaty ||=
        SAVOURY_BUCKETS.has(flavour.phrase.bucket) ||
        isSeasoningFlavour(flavour, words) ||
        isSauceFlavour(flavour);
      topping ||= flavour.phrase.bucket !== 'DAIRY_AND_EGGS';
      at -= 1;
    }
    // Produce alone after a savoury type is produce: "Crisp Apples".
    if (savoury && !meaty) continue;
    const type = chunks[at];
    // The flavours follow the type directly: "wine vinegar or lemon juice", "juice from two cans
    // asparagus" are not flavoured vinegar or juice.
    // A taste word may stand between them: "Stir Fry Sauce Sweet Chilli & Garlic".
    const next = chunks[at + 1]?.start ?? -1;
    if (type === undefined || at === index || next < type.end) continue;
    // So may "and", after a type that is no flavour itself ("Green Tea & Orange"; in "Crisps
    // Cheese & Onion" the cheese is one of the flavours).
    const joins = !SAVOURY_BUCKETS.has(type.phrase.bucket);
    const between = words.slice(type.end, next);
    if (
      !between.every((word, i) => TASTE_WORDS.has(word) || (joins && i === 0 && word === 'and'))
    ) {
      continue;
    }
    // A type joined to a flavour before it is one of the flavours ("Garlic & Cheese Mushrooms").
    if (words[type.start - 1] === 'and') continue;
    // Cheese alone after a pizza is cheese for one ("Pizza Cheese"); with meat or produce, a
    // topping ("Pizza Ham & Pineapple", "Pizza Cheese & Tomato").
    if (savoury && !topping && TOPPED_TYPES.has(lastWord(type, words))) continue;
    const types = savoury ? SAVOURY_FLAVOURED_TYPES : FLAVOURED_TYPES;
    if (!meatTypes && MEAT_TYPES.has(lastWord(type, words))) continue;
    const phrase = words.slice(type.start, type.end).join(' ');
    if (types.has(lastWord(type, words)) || types.has(phrase)) return type;
  }
  return null;
}

/**
 * The chunk a head at `index` stands for: the food before a bare packing medium ("Cannellini
 * Beans Water", "Sardines Brine": packed), or the product type before a run of flavours
 * ("Peri Peri Sauce Lemon & Herb", "Green Tea Honey Lemon", "Olives Basil & Garlic").
 */
/** Produce and pulses a title may name before their variety ("Beans Kidney", "Tomatoes Plum"). */
const VARIETY_AFTER: ReadonlySet<string> = new Set([
  'bean',
  'pea',
  'lentil',
  'tomato',
  'potato',
  'onion',
  'pepper',
  'olive',
  'mushroom',
]);

/**
 * A variety named after its produce or pulse, as a grocer's list sorts them ("Beans Kidney Red",
 * "Tomatoes Plum Peeled", "Peas Marrowfat"): the two words read the other way round, when the
 * catalogue knows them so ("kidney bean", "plum tomato", "marrowfat pea").
 */
function varietyAfter(before: Chunk | undefined, chunk: Chunk, words: readonly string[]) {
  // The variety is a word the catalogue does not know alone: "Peas Marrowfat", "Beans Broad".
  // Not how it is cut or cooked: "tomatoes, chopped" are fresh tomatoes, chopped.
  const next = words[chunk.end];
  if (next !== undefined && !next.endsWith('ed') && VARIETY_AFTER.has(lastWord(chunk, words))) {
    const phrase = phraseTable().get(`${next} ${lastWord(chunk, words)}`);
    if (phrase !== undefined && !phrase.brand) {
      return { start: chunk.start, end: chunk.end + 1, phrase };
    }
  }
  if (before === undefined || before.end !== chunk.start || chunk.end - chunk.start !== 1) {
    return null;
  }
  const kind = lastWord(before, words);
  // A date's variety after it keeps the dates' aisle ("Fresh Dates Khalas" are fresh dates).
  if (kind === 'date' && DATE_VARIETIES.has(words[chunk.start] ?? '')) return before;
  if (!VARIETY_AFTER.has(kind)) return null;
  const phrase = phraseTable().get(`${words[chunk.start] ?? ''} ${kind}`);
  if (phrase !== undefined && !phrase.brand) return { start: before.start, end: chunk.end, phrase };
  // A fruit or nut named as the variety is one: "Tomatoes Cherry", "Mushrooms Chestnut".
  return VARIETY_WORDS.has(words[chunk.start] ?? '') ? before : null;
}

/**
 * Varieties of date the catalogue knows alone (catalogue/baking.ts, dried; the Medjool in
 * fruit.ts), which after "dates" name the dates' variety.
 */
const DATE_VARIETIES: ReadonlySet<string> = new Set(
  // As read: "khalas" singular, as "khala".
  'safawi sukkari sukari ajwa khala mabroom mabroum segai sagai khudri barhi zahidi khenaizi medjool'.split(
    ' ',
  ),
);

/** Fruit and nuts that, after produce, name its variety (cherry tomatoes, chestnut mushrooms). */
const VARIETY_WORDS: ReadonlySet<string> = new Set(['cherry', 'grape', 'chestnut', 'plum']);

function headAt(chunks: readonly Chunk[], index: number, words: readonly string[]): Chunk | null {
  const chunk = chunks[index];
  if (chunk === undefined) return null;
  const before = chunks[index - 1];
  const variety = varietyAfter(before, chunk, words);
  if (variety !== null) return variety;
  if (
    before !== undefined &&
    before.end === chunk.start &&
    chunk.end - chunk.start === 1 &&
    BARE_PACKING_MEDIA.has(words[chunk.start] ?? '') &&
    PACKED_BUCKETS.has(before.phrase.bucket)
  ) {
    return { ...before, packed: true };
  }
  const cereal = cerealType(chunks, index, words);
  if (cereal !== null) return cereal;
  if (!isFlavour(chunk, words, true)) return chunk;
  return flavouredType(chunks, index, words) ?? chunk;
}

/** Breakfast cereals a title may follow with what is in them ("Muesli Fruit & Nut"). */
const CEREAL_TYPES: ReadonlySet<string> = new Set([
  'cereal',
  'muesli',
  'musli',
  'granola',
  'porridge',
  'oat',
  // "Corn Flakes Honey & Nuts", "Shredded Wheat Honey and Nut", "Clusters Almond".
  'flake',
  'cornflake',
  'wheat',
  'cluster',
  // "Oat Crunch Hazelnut", "Red Fruit Crunch".
  'crunch',
  // "Bran Flakes Sultana", "All-Bran Fruit 'n Nuts".
  'bran',
  // A cereal by its name: "Special K Red Berries".
  'special k',
]);

/**
 * What goes into a cereal, after it: fruit (the fruit aisle's words, and "fruit" itself), nuts,
 * seeds, syrups, honey, chocolate, vanilla. Not baked goods ("Oat Biscuits", "Oat Flour").
 */
const CEREAL_FLAVOURS: ReadonlySet<string> = new Set([
  'fruit',
  'nut',
  'seed',
  'syrup',
  'honey',
  'chocolate',
  'vanilla',
  'almond',
  'hazelnut',
  'pecan',
  'walnut',
  'cashew',
  'raisin',
  'sultana',
  'date',
  'apricot',
  'cranberry',
  'coconut',
  'cinnamon',
  'cocoa',
  'cacao',
  'caramel',
  'treacle',
  'maple',
  'macadamia',
  'pistachio',
  'brazil',
  'peanut',
  // "Granola Chocolate Chip", "Granola Peanut Butter", "Muesli Toffee".
  'chip',
  'butter',
  'toffee',
]);

function isCerealFlavour(chunk: Chunk, words: readonly string[]): boolean {
  if (chunk.phrase.brand) return false;
  return chunk.phrase.bucket === 'FRUIT' || CEREAL_FLAVOURS.has(lastWord(chunk, words));
}

/** Words that may stand between a cereal and its flavours ("Müsli Red Berries", "Cereal Pot Golden
 * Syrup"). */
const CEREAL_BETWEEN: ReadonlySet<string> = new Set([
  ...TASTE_WORDS,
  'and',
  'super',
  'red',
  'mixed',
  'pot',
  'sachet',
  'pack',
  // The kind of chocolate in it: "Muesli Dark Chocolate".
  'dark',
  'milk',
  'white',
  // Its texture: "Granola Crunchy Honey" ("crunchy" is also a Crunchie bar, a phrase).
  'crunchy',
  'crispy',
  // Its shape, after the grain: "Bran Flakes Sultana".
  'flake',
]);

const isBetween = (chunk: Chunk, words: readonly string[]) =>
  chunk.end - chunk.start === 1 && CEREAL_BETWEEN.has(words[chunk.start] ?? '');

/**
 * The cereal before a run of what is in it, ending at `index`: "Muesli Fruit & Nut",
 * "Granola Raspberry", "Porridge Oats Golden Syrup" are cereals, not fruit, nuts or syrup.
 */
function cerealType(chunks: readonly Chunk[], index: number, words: readonly string[]) {
  let at = index;
  while (at >= 0 && isCerealFlavour(chunks[at] as Chunk, words)) at -= 1;
  // A texture read as a phrase may stand between them too.
  if (at > 0 && isBetween(chunks[at] as Chunk, words)) at -= 1;
  const type = chunks[at];
  if (type === undefined || at === index || type.phrase.bucket !== 'PASTA_AND_GRAINS') return null;
  const phrase = words.slice(type.start, type.end).join(' ');
  if (
    !CEREAL_TYPES.has(lastWord(type, words)) &&
    !CEREAL_TYPES.has(phrase) &&
    !namedCereal(chunks, at, index, words)
  ) {
    return null;
  }
  const next = chunks[at + 1]?.start ?? -1;
  const between = words.slice(type.end, next);
  // A flavour the catalogue has no phrase for may stand there too ("Clusters Maple & Pecan").
  const known = (word: string) => CEREAL_BETWEEN.has(word) || CEREAL_FLAVOURS.has(word);
  return between.every(known) ? type : null;
}

/** What a grain is made into, not a flavour of it: "Rice Syrup", "Oat Butter", "Rice Chips". */
const GRAIN_PRODUCT_WORDS: ReadonlySet<string> = new Set(['syrup', 'butter', 'chip']);

/**
 * A cereal by its own name, the title's first known phrase or after its maker's, before what is in it
 * ("Cheerios Honey" was Tinned by the honey, "Weetos Chocolate" Pantry by the chocolate): the
 * grains aisle's phrase first, and only cereal flavours after it, none a grain's product.
 */
function namedCereal(
  chunks: readonly Chunk[],
  at: number,
  index: number,
  words: readonly string[],
): boolean {
  const type = chunks[at];
  if (type === undefined || type.phrase.brand) return false;
  const opens = at === 0 || (at === 1 && chunks[0]?.phrase.brand === true);
  if (!opens) return false;
  return chunks
    .slice(at + 1, index + 1)
    .every((chunk) => !GRAIN_PRODUCT_WORDS.has(lastWord(chunk, words)));
}

/**
 * The head: the last known phrase that starts before "in"/"with"/"for" or a variant dash and is
 * not a flavour, else the last phrase (see `headAt` for packing media and flavour runs).
 */
function headOf(chunks: readonly Chunk[], name: NameWords): Chunk | null {
  const { words } = name;
  const end = headEnd(words, name.variantAt);
  for (let i = chunks.length - 1; i >= 0; i -= 1) {
    const chunk = chunks[i];
    if (chunk === undefined || chunk.start >= end) continue;
    // "Crunchy" after the thing is its texture ("Peanut Butter Crunchy"), not a Crunchie bar.
    if (i > 0 && chunk.end - chunk.start === 1 && name.written[chunk.start] === 'crunchy') {
      continue;
    }
    // "Green" after the thing, in the singular, is its colour ("Grapes Green", "Lentils Green
    // 500G"), not spring greens.
    // "Beans Green" are still green beans.
    const colour =
      name.written[chunk.start] === 'green' &&
      words[chunk.start - 1] !== 'bean' &&
      chunks[i - 1]?.end === chunk.start;
    if (i > 0 && chunk.end - chunk.start === 1 && colour) continue;
    // "Chip Shop" is a style ("Mushy Peas Chip Shop Style", "Chip Shop Curry Sauce"), no chips.
    if (lastWord(chunk, words) === 'chip' && words[chunk.end] === 'shop') continue;
    // "Magnum" after a wine is its bottle of 1.5 l ("Rioja Reserva Magnum 1.5L"), no ice cream.
    if (i > 0 && name.written[chunk.start] === 'magnum' && wineBefore(chunks, i, words)) continue;
    if (!FLAVOUR_WORDS.has(words[chunk.end] ?? '')) return headAt(chunks, i, words);
  }
  return headAt(chunks, chunks.length - 1, words);
}

/** Whether a wine (or a spirit) is named before the chunk at `i`, however far before. */
function wineBefore(chunks: readonly Chunk[], i: number, words: readonly string[]): boolean {
  return chunks.slice(0, i).some((chunk) => isAlcoholWord(chunk, words));
}

/** Whether a chunk names a wine or a spirit: a drink (Pantry) ending in one of their words. */
function isAlcoholWord(chunk: Chunk, words: readonly string[]): boolean {
  const last = lastWord(chunk, words);
  return chunk.phrase.bucket === 'PANTRY' && (WINE_WORDS.has(last) || SPIRIT_WORDS.has(last));
}

/** Wines by their name, style or grape: what a magnum bottle holds. */
const WINE_WORDS: ReadonlySet<string> = new Set([
  'wine',
  'champagne',
  'prosecco',
  'cava',
  'rioja',
  'claret',
  'bordeaux',
  'burgundy',
  'chianti',
  'beaujolais',
  'merlot',
  'shiraz',
  'malbec',
  'tempranillo',
  'cabernet',
  'chardonnay',
  'noir',
  'grigio',
  'blanc',
  'rose',
  'port',
]);

/**
 * "red peppers" are bought by the piece; "pepper" alone is the spice (SPEC §5 pairs it with salt).
 * Fresh mint is sold by the pack, never as "mints": "Glacier Mints" are sweets.
 */
function headBucket(head: Chunk, name: NameWords): Bucket {
  const single = head.end - head.start === 1;
  const word = name.words[head.start];
  const written = name.written[head.start];
  if (single && word === 'pepper' && written === 'peppers') return 'VEGETABLES';
  if (single && word === 'mint' && written === 'mints') return 'PANTRY';
  // So are caramels and chocolates: a box of them, not caramel or chocolate to bake with.
  if (single && SWEETS.get(word ?? '') === written) return 'PANTRY';
  // "Creams" are biscuits ("Bourbon Creams"), or sweets after mint ("Mint Creams", "Peppermint
  // Creams") or a fondant's flavour ("Strawberry Creams", "Rose & Violet Creams"); not cream.
  if (single && word === 'cream' && written === 'creams') {
    const before = name.words[head.start - 1] ?? '';
    return MINT_WORDS.has(before) || FONDANT_FLAVOURS.has(before) ? 'PANTRY' : 'BAKING';
  }
  return head.phrase.bucket;
}

/**
 * Flavours of fondant creams, the chocolates ("Strawberry Creams", "Coffee Creams", "Violet
 * Creams"); custard, bourbon and ginger creams are biscuits.
 */
const FONDANT_FLAVOURS: ReadonlySet<string> = new Set([
  'strawberry',
  'raspberry',
  'orange',
  'coffee',
  'violet',
  'rose',
]);

/** Sweets a shop names in the plural ("Milk Chunky Caramels", "Belgian Chocolates"). */
const SWEETS: ReadonlyMap<string, string> = new Map([
  ['caramel', 'caramels'],
  ['chocolate', 'chocolates'],
]);

/** Savoury types whose flavours after them are toppings, but not cheese alone ("Pizza Cheese"). */
const TOPPED_TYPES: ReadonlySet<string> = new Set(['pizza']);

/** A spice maker's goods for baking, by their last word: extracts, essences, sugars. */
const SPICE_MAKERS_BAKING: ReadonlySet<string> = new Set(['extract', 'essence', 'sugar']);

/** Breakfast cereal words: a cereal wins over a brand from another aisle. */
const CEREAL_WORDS: ReadonlySet<string> = new Set(['cereal', 'porridge']);

/**
 * A dairy maker's title ending in "cereals" is its yogurt with cereals ("Activia Gut Health Fibre
 * Berries & Cereals 4x115g", "Activia cereals" were Pasta & Grains): a box of cereal is named in
 * the singular, and the yogurt makers sell none.
 */
function yogurtWithCereals(head: Chunk, brand: Chunk | undefined, name: NameWords): boolean {
  return (
    brand?.phrase.bucket === 'DAIRY_AND_EGGS' &&
    lastWord(head, name.words) === 'cereal' &&
    name.written[head.end - 1] === 'cereals'
  );
}

/**
 * Crisps are crisps whoever makes them ("Mackie's … Crisps": an ice cream maker's), whatever
 * crisp flavour the title ends in ("Mackie's Crisps Cheese & Onion").
 */
const CRISP_WORDS: ReadonlySet<string> = new Set(['crisp']);

/**
 * Spirits, ciders and liqueurs are drinks whoever makes them: a maker of another aisle's food
 * sells none, and a distiller's name may be one ("Whyte & Mackay Scotch Whisky" is no Mackays jam).
 */
const SPIRIT_WORDS: ReadonlySet<string> = new Set([
  'whisky',
  'whiskey',
  'gin',
  'vodka',
  'rum',
  'brandy',
  'cognac',
  'bourbon',
  'tequila',
  'liqueur',
  'cider',
]);

/** Aisles of the makers whose oils and vinegars are the oil shelf's: sauces, jars, spreads. */
const OIL_SELLERS: ReadonlySet<Bucket> = new Set<Bucket>([
  'SAUCES',
  'TINNED_AND_JARRED',
  'DAIRY_AND_EGGS',
]);

/** Mayonnaise, the sauce that wins over an oil maker's name. */
const MAYONNAISE_WORDS: ReadonlySet<string> = new Set(['mayonnaise', 'mayo']);

/** An oil or a vinegar: the head that wins over a sauce, jar or spread maker's name. */
const OIL_WORDS: ReadonlySet<string> = new Set(['oil', 'vinegar']);

/**
 * Foods a tin or jar packs in oil or vinegar: named before it, they are what is sold (olives are
 * not: "olive oil").
 */
const PACKED_IN_OIL: ReadonlySet<Bucket> = new Set([
  'MEAT_AND_FISH',
  'VEGETABLES',
  'TINNED_AND_JARRED',
]);

let pastaKeySet: ReadonlySet<string> | null = null;

/** The catalogue's pasta names as the name reader keys them ("orecchiette", "fresh pasta"). */
function pastaKeys(): ReadonlySet<string> {
  pastaKeySet ??= new Set(
    PASTA_NAMES.flatMap((line) => line.split(','))
      .flatMap((entry) => expandEntry(entry.trim()))
      .map(nameKey),
  );
  return pastaKeySet;
}

/** The aisle by what the thing is: a single-aisle brand, else the head (null when unknown). */
function baseBucket(
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): { bucket: Bucket | null; head: Chunk | null } {
  const head = breadOfGrain(saltFlavoured(headOf(chunks, name), chunks, name.words), chunks, name);
  const brand = chunks.find((chunk) => chunk.phrase.brand);
  // A freezer product type still wins over a brand ("Oatly oat ice cream"), and so does a
  // seasoning ("Bisto Rosemary & Garlic Crispy Potato Seasoning": a gravy brand's seasoning).
  // A breakfast cereal too ("Ambrosia Porridge Oat Cereal Pot": a custard brand's porridge),
  // and a sauce over a spice brand ("Kania Tomato Ketchup": spice brands make sauces too).
  const typeWins =
    head !== null &&
    ((head.phrase.bucket === 'FROZEN' && !snackMakersChips(head, brand, name.words)) ||
      (head.phrase.bucket === 'SAUCES' && brand?.phrase.bucket === 'SPICES') ||
      // A spice maker's extracts, essences and vanilla are the baking shelf's ("Schwartz Vanilla
      // Extract 38Ml", "Bart Vanilla Pods 2 Pack"), as anyone else's are.
      (head.phrase.bucket === 'BAKING' &&
        brand?.phrase.bucket === 'SPICES' &&
        (SPICE_MAKERS_BAKING.has(lastWord(head, name.words)) || name.words.includes('vanilla'))) ||
      (head.phrase.bucket === 'SPICES' && name.words[head.end - 1] === 'seasoning') ||
      (head.phrase.bucket === 'PASTA_AND_GRAINS' &&
        CEREAL_WORDS.has(lastWord(head, name.words)) &&
        !yogurtWithCereals(head, brand, name)) ||
      (head.phrase.bucket === 'PANTRY' &&
        chunks.some((c) => !c.phrase.brand && CRISP_WORDS.has(lastWord(c, name.words)))) ||
      // Bread is the bakery's whoever flavours it ("Marmite Yeast Extract Flatbreads").
      (head.phrase.bucket === 'BAKING' && BREAD_HEADS.has(lastWord(head, name.words))) ||
      // Biscuits and cakes are the baking shelf's though a crisp or sweet maker names them
      // ("Walkers Pure Butter Shortbread", "Haribo Starmix Cake"), when the name ends in them:
      // "Yorkshire Tea Biscuit Brew" is a tea.
      // So are a dairy's ("Lurpak Butter Shortbread", "Capricorn Banana Cake" were Dairy).
      (head.phrase.bucket === 'BAKING' &&
        (brand?.phrase.bucket === 'PANTRY' || brand?.phrase.bucket === 'DAIRY_AND_EGGS') &&
        (BAKED_GOODS_HEADS.has(lastWord(head, name.words)) ||
          (brand?.phrase.bucket === 'DAIRY_AND_EGGS' &&
            DAIRY_MAKERS_BAKES.has(lastWord(head, name.words)))) &&
        (head.end === headEnd(name.words, name.variantAt) ||
          // … or before its flavours alone ("Galaxy Cake Vanilla 5x30g" was Pantry).
          flavoursAfter(head, chunks, name))) ||
      // A sweetener is the baking shelf's though a drink maker sells it ("Tropicana Slim Zero
      // Calorie Sweetener 100s" was Pantry).
      (head.phrase.bucket === 'BAKING' &&
        brand?.phrase.bucket === 'PANTRY' &&
        lastWord(head, name.words) === 'sweetener') ||
      // A cereal maker's cookies and biscuits are the biscuits ("Quaker Oat Cookies Raisins",
      // "… Oats Cookies Chocolate 27g" were Pasta & Grains as the oats).
      (head.phrase.bucket === 'BAKING' &&
        brand?.phrase.bucket === 'PASTA_AND_GRAINS' &&
        CEREAL_MAKERS_BISCUITS.has(lastWord(head, name.words))) ||
      // … also with a baking shelf's flavour after them ("… Oats Cookies Raisins 16x27g").
      (head.phrase.bucket === 'BAKING' &&
        brand?.phrase.bucket === 'PASTA_AND_GRAINS' &&
        chunks.some(
          (chunk) =>
            !chunk.phrase.brand &&
            chunk.end <= head.start &&
            CEREAL_MAKERS_BISCUITS.has(lastWord(chunk, name.words)),
        )) ||
      // A wine or spirit is a drink whoever makes it (SPIRIT_WORDS).
      isAlcoholWord(head, name.words) ||
      // Tea and coffee are drinks though a biscuit maker's name is among the words ("Jacobs …
      // Espresso Lungo" was Baking by the cracker maker's name): a baker sells none, when the
      // title names nothing of another aisle ("Jacobs Cream Crackers Tea Time" stays the crackers).
      (head.phrase.bucket === 'PANTRY' &&
        brand?.phrase.bucket === 'BAKING' &&
        name.words.slice(head.start, head.end).some((word) => HOT_DRINK_WORDS.has(word)) &&
        chunks.every((chunk) => chunk.phrase.brand || chunk.phrase.bucket === 'PANTRY') &&
        // Only the drink's own forms may follow it: "Mr Kipling Coffee Slices" are cakes.
        name.words
          .slice(head.end, headEnd(name.words, name.variantAt))
          .every((word) => HOT_DRINK_FORMS.has(word))) ||
      // Nuts sold unsalted are the baking shelf's though a crisp maker sells them ("KP Unsalted
      // Roasted Peanuts 250g"); its salted and dry roasted nuts stay with the snacks.
      (head.phrase.bucket === 'BAKING' &&
        brand?.phrase.bucket === 'PANTRY' &&
        name.words.includes('unsalted')) ||
      // Pasta is the pasta aisle's though a drink or sweet maker's name is among the words
      // ("Casa Milo Organic Italian Trofie": no Milo drink); a drink maker's grain is its drink.
      (head.phrase.bucket === 'PASTA_AND_GRAINS' &&
        brand?.phrase.bucket === 'PANTRY' &&
        pastaKeys().has(name.words.slice(head.start, head.end).join(' '))) ||
      // Dried food is not the freezer's though an ice-cream name is among the words ("Forest
      // Feast Dried Mango": no Feast lolly).
      (head.phrase.bucket !== 'FROZEN' &&
        brand?.phrase.bucket === 'FROZEN' &&
        name.words.includes('dried')) ||
      // An oil or vinegar is the oil shelf's though a sauce, jar or spread maker sells it ("Lee
      // Kum Kee Pure Sesame Oil", "Kikkoman Rice Vinegar", "Flora Pure Sunflower Oil"), and so
      // is a cooking spray ("Flora Light Cooking Spray" was Dairy by the spread's name).
      (head.phrase.bucket === 'OILS_AND_VINEGARS' &&
        OIL_SELLERS.has(brand?.phrase.bucket ?? 'PANTRY') &&
        (OIL_WORDS.has(lastWord(head, name.words)) || lastWord(head, name.words) === 'spray') &&
        // Not a food packed in it ("John West Smoked Oysters Sunflower Oil 85G").
        !chunks.some(
          (chunk) =>
            chunk.start < head.start &&
            !chunk.phrase.brand &&
            PACKED_IN_OIL.has(chunk.phrase.bucket) &&
            lastWord(chunk, name.words) !== 'olive',
        )) ||
      // Black coffee is a drink though a dairy or plant-milk maker makes it ("Califia Farms Cold
      // Brew Black Coffee 750ml"): no milk in it, unless a latte or milk is named too.
      (head.phrase.bucket === 'PANTRY' &&
        brand?.phrase.bucket === 'DAIRY_AND_EGGS' &&
        lastWord(head, name.words) === 'coffee' &&
        name.words.includes('black') &&
        !name.words.some((word) => word === 'latte' || word === 'milk')) ||
      // Mayonnaise is the sauce shelf's though an oil maker makes it ("Borderfields Mayonnaise"):
      // its oil is an ingredient, not what is sold.
      (head.phrase.bucket === 'SAUCES' &&
        brand?.phrase.bucket === 'OILS_AND_VINEGARS' &&
        MAYONNAISE_WORDS.has(lastWord(head, name.words))) ||
      // Smoked fish is the chiller's, whoever makes it ("Young's Smoked Salmon": a freezer brand).
      (head.phrase.bucket === 'MEAT_AND_FISH' &&
        brand?.phrase.bucket === 'FROZEN' &&
        name.words.includes('smoked')) ||
      grainMakersSauce(head, brand, chunks, name, text));
  if (brand !== undefined && !typeWins) {
    // A vinegar brand's vegetables are its pickles ("Sarsons Sweet Onions", "… Red Cabbage").
    if (brand.phrase.bucket === 'OILS_AND_VINEGARS' && head?.phrase.bucket === 'VEGETABLES') {
      return { bucket: 'TINNED_AND_JARRED', head };
    }
    return { bucket: brand.phrase.bucket, head };
  }
  if (head !== null && nutButter(head, chunks, name.words)) {
    return { bucket: 'TINNED_AND_JARRED', head };
  }
  if (head !== null && jarredSpread(head, chunks, name.words)) {
    return { bucket: 'TINNED_AND_JARRED', head };
  }
  if (head !== null && lastWord(head, name.words) === 'skewer') {
    const food = skeweredFood(head, chunks);
    if (food !== null) return { bucket: food, head };
  }
  // A name ending in "Sweets" says what it is, whatever fruit or custard flavours it.
  if (name.written[name.written.length - 1] === 'sweets') return { bucket: 'PANTRY', head };
  if (head !== null && cerealCrisp(head, chunks, name)) {
    return { bucket: 'PASTA_AND_GRAINS', head };
  }
  if (head !== null && snackFlavour(head, chunks, name)) return { bucket: 'PANTRY', head };
  if (head !== null && flavourOfNothingNamed(head, chunks, name.words)) {
    return { bucket: 'PANTRY', head };
  }
  // Chips and fries with a named flavour are a snack ("Bacon Flavour Fries", "Chips Garlic"), and
  // so are salted ones ("Chips Lightly Salted", "Veg Chips Sea Salt"); oven chips are not
  // flavoured or salted.
  if (
    head !== null &&
    head.phrase.bucket === 'FROZEN' &&
    FLAVOURED_SNACK_HEADS.has(lastWord(head, name.words)) &&
    (name.words.some((word) => FLAVOUR_WORDS.has(word) || SALTED_WORDS.has(word)) ||
      chunks.some(
        (chunk) =>
          chunk.start >= head.end &&
          chunk.start < headEnd(name.words, name.variantAt) &&
          !chunk.phrase.brand,
      ))
  ) {
    return { bucket: 'PANTRY', head };
  }
  if (head !== null && grainBeforeProduce(head, chunks, name.words)) {
    return { bucket: 'PASTA_AND_GRAINS', head };
  }
  return { bucket: head === null ? null : headBucket(head, name), head };
}

/** Grains and their dishes a packet names first, before the vegetable that flavours them. */
const GRAIN_TYPES: ReadonlySet<string> = new Set([
  'rice',
  'couscous',
  'cous',
  'risotto',
  'bulgur',
  'quinoa',
  'orzo',
  'noodle',
]);

/**
 * A packet of rice, couscous or noodles named first and flavoured by a vegetable after it, with
 * only describing words between ("Savoury Rice Golden Vegetable", "Cous Cous Roasted Vegetable",
 * "Risotto Mushroom" were Vegetables): the grain is what is sold. Not when joined ("Rice &
 * Peas"), nor a vegetable named before its grain ("Cauliflower Rice").
 */
function grainBeforeProduce(head: Chunk, chunks: readonly Chunk[], words: readonly string[]) {
  if (head.phrase.bucket !== 'VEGETABLES' || chunks.at(-1) !== head) return false;
  const grain = chunks.at(-2);
  if (grain === undefined || grain.phrase.brand || grain.phrase.bucket !== 'PASTA_AND_GRAINS') {
    return false;
  }
  if (!GRAIN_TYPES.has(lastWord(grain, words))) return false;
  return words.slice(grain.end, head.start).every((word) => !JOINING_WORDS.has(word));
}

/** Words that join two foods into a pair ("Rice and Peas", "Noodles with Vegetables"). */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'with', 'or', 'in']);

/** Words a bottle of sauce ends in. */
const BOTTLED_SAUCE_WORDS: ReadonlySet<string> = new Set(['sauce', 'ketchup']);

/**
 * A bottle of sauce is the sauce shelf's though a noodle, pasta or rice maker sells it ("Indomie
 * Chilli Sauce 335ml", "Nissin Sweet Chilli Sauce 300ml" were Pasta & Grains by the maker): the
 * title ends in the sauce and names no noodles, pasta or rice ("Indomie Noodles Chicken Sauce
 * Flavour" and "Tilda Basmati Rice in Sweet Chilli Sauce" keep theirs).
 */
function grainMakersSauce(
  head: Chunk,
  brand: Chunk | undefined,
  chunks: readonly Chunk[],
  name: NameWords,
  text: string,
): boolean {
  if (head.phrase.bucket !== 'SAUCES' || brand?.phrase.bucket !== 'PASTA_AND_GRAINS') return false;
  if (!BOTTLED_SAUCE_WORDS.has(lastWord(head, name.words))) return false;
  if (head.end !== headEnd(name.words, name.variantAt)) return false;
  if (!chunks.every((chunk) => chunk.phrase.brand || chunk.phrase.bucket !== 'PASTA_AND_GRAINS')) {
    return false;
  }
  // Sold by the bottle: a volume, or a weight over a packet or pot of noodles' ("Pot Noodle
  // Sweet and Sour Sauce", "Indomie Mi Goreng Satay Sauce 80g" are the noodles' flavours).
  const grams = packGrams(text);
  return LIQUID_VOLUME.test(text) || (grams !== null && grams >= BOTTLED_SAUCE_GRAMS);
}

/** The least weight of a bottle of sauce, over any packet or pot of noodles (150 g or less). */
const BOTTLED_SAUCE_GRAMS = 200;

/** Breads: the bakery's whatever brand or flour is named with them (not rolls: "Crispy Roll"). */
const BREAD_HEADS: ReadonlySet<string> = new Set([
  'bread',
  'flatbread',
  'loaf',
  'wrap',
  'naan',
  'pitta',
  'pita',
  'bagel',
  'crumpet',
  'piadina',
  'tortilla',
  'chapati',
  'chapatti',
  'chapathi',
  'roti',
  'paratha',
  // Sold with the naan (Ocado's bakery), whoever makes them: "Patak's Plain Pappadums".
  'poppadom',
  'poppadum',
  'pappadum',
  'papadum',
]);

/**
 * Biscuits, cakes and pies: the baking shelf's over a crisp, sweet or drink maker's name. A pie
 * is a pie though a tea maker shares its brand ("Pukka All Steak Pie": Pukka's teas are Pantry).
 */
const BAKED_GOODS_HEADS: ReadonlySet<string> = new Set([
  'biscuit',
  'cookie',
  'shortbread',
  'oatcake',
  'cake',
  'pie',
  // Muffins and cupcakes too ("Capricorn Muffins 6s" was Dairy by the maker's name; session 71).
  'muffin',
  'cupcake',
]);

/**
 * A dairy's roll is a sponge roll, the baking shelf's ("Capricorn Spanish Roll 200g" was Dairy);
 * a sweet maker's is a chocolate bar ("Milky Way Crispy Roll").
 */
const DAIRY_MAKERS_BAKES: ReadonlySet<string> = new Set(['roll']);

/**
 * Whether only flavours follow the head to the name's end: chunks of the flavour aisles, none a
 * brand, with nothing but "and" or a taste word between them ("Cake Vanilla", "Muffins Lemon &
 * Poppy Seed").
 */
function flavoursAfter(head: Chunk, chunks: readonly Chunk[], name: NameWords): boolean {
  const end = headEnd(name.words, name.variantAt);
  const after = chunks.filter((chunk) => chunk.start >= head.end && chunk.start < end);
  if (after.length === 0 || after.some((chunk) => chunk.phrase.brand)) return false;
  if (!after.every((chunk) => isFlavour(chunk, name.words))) return false;
  const covered = (i: number) => after.some((chunk) => chunk.start <= i && i < chunk.end);
  for (let i = head.end; i < end; i += 1) {
    const word = name.words[i] ?? '';
    if (!covered(i) && word !== 'and' && !TASTE_WORDS.has(word)) return false;
  }
  return true;
}

/**
 * Words that may follow a tea or coffee to say how it is brewed or what it is sold in ("Espresso
 * Lungo", "Coffee Jar", "Tea Caddy Refill").
 */
const HOT_DRINK_FORMS: ReadonlySet<string> = new Set([
  'lungo',
  'ristretto',
  'capsule',
  'pod',
  'bag',
  'teabag',
  'jar',
  'tin',
  'caddy',
  'refill',
  'sachet',
  'pouch',
  'stick',
  'bean',
  'ground',
  'instant',
  'decaf',
  'blend',
  'roast',
]);

/** What a breakfast-cereal maker bakes besides its cereals. */
const CEREAL_MAKERS_BISCUITS: ReadonlySet<string> = new Set(['biscuit', 'cookie', 'cooky']);

/**
 * A grain right after a bread is what the bread is made of ("Piadina Flatbreads Durum Wheat",
 * "Wraps Wholemeal Spelt"): the head is the bread.
 */
function breadOfGrain(head: Chunk | null, chunks: readonly Chunk[], name: NameWords) {
  if (head === null || head.phrase.bucket !== 'PASTA_AND_GRAINS') return head;
  const before = chunks.findLast((chunk) => chunk.end <= head.start);
  if (before === undefined || before.phrase.brand || before.phrase.bucket !== 'BAKING') return head;
  const between = name.words.slice(before.end, head.start);
  if (between.length > 1) return head;
  return BREAD_HEADS.has(lastWord(before, name.words)) ? before : head;
}

/** Words that say a food is salted: after chips, a snack's flavour. */
const SALTED_WORDS: ReadonlySet<string> = new Set(['salt', 'salted']);

/** Aisles of the things a salt is named after ("Garlic Sea Salt", "Herb Salt"): seasonings. */
const SALT_BLEND_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['SPICES', 'HERBS', 'VEGETABLES']);

/**
 * Salt named after a food is that food's flavour, not the seasoning ("Chips Sea Salt", "Dark
 * Chocolate Nuts And Sea Salt", "Flatbreads Salt & Pepper", "Popcorn Lightly Sea Salt"): the head
 * is the food before it. Salt after a vegetable, herb or spice is a seasoning blend ("Garlic Sea
 * Salt", "Sea Salt & Herbs"), and so is a last "Salt" right after a food ("Chicken Salt").
 */
function saltFlavoured(
  head: Chunk | null,
  chunks: readonly Chunk[],
  words: readonly string[],
): Chunk | null {
  // The seasonings ending the name: salt, or salt and pepper ("Flatbreads Salt & Pepper").
  const seasoning = (chunk: Chunk | undefined) =>
    chunk !== undefined &&
    !chunk.phrase.brand &&
    chunk.phrase.bucket === 'SPICES' &&
    SEASONING_FLAVOURS.has(lastWord(chunk, words));
  if (head === null || !seasoning(head)) return head;
  let at = chunks.indexOf(head);
  let salted = false;
  while (at >= 0 && seasoning(chunks[at])) {
    salted ||= lastWord(chunks[at] as Chunk, words) === 'salt';
    at -= 1;
  }
  const food = chunks[at];
  if (!salted || food === undefined || food.phrase.brand) return head;
  // A food right before a last "Salt" names a salt ("Chicken Salt", "Truffle Salt").
  const blend = head.start === food.end && head.end - head.start === 1 && head.end === words.length;
  if (blend || SALT_BLEND_BUCKETS.has(food.phrase.bucket)) return head;
  // Of the store cupboard's things, only snacks are salted ("Rose Pink Salt" is no wine).
  const pantry = food.phrase.bucket === 'PANTRY';
  const snack =
    SAVOURY_FLAVOURED_TYPES.has(lastWord(food, words)) ||
    SAVOURY_FLAVOURED_TYPES.has(words.slice(food.start, food.end).join(' '));
  return pantry && !snack ? head : food;
}

/**
 * Chips by a maker of crisps and snacks are snack chips ("Tayto Chips", "Doritos Tortilla
 * Chips"): the freezer's chips win over other brands ("Oatly" ice cream), not over a snack
 * maker's.
 */
function snackMakersChips(
  head: Chunk,
  brand: Chunk | undefined,
  words: readonly string[],
): boolean {
  return brand?.phrase.bucket === 'PANTRY' && FLAVOURED_SNACK_HEADS.has(lastWord(head, words));
}

/** Aisles of foods sold threaded on skewers, ready to cook. */
const SKEWERED_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'VEGETABLES',
]);

/**
 * Skewers after a meat, cheese or vegetable are that food on sticks ("Chicken Kebab Skewers",
 * "Halloumi Skewers"), not the wooden skewers of the household shelf ("Bamboo Skewers").
 */
function skeweredFood(head: Chunk, chunks: readonly Chunk[]): Bucket | null {
  const food = chunks.findLast(
    (chunk) =>
      chunk.end <= head.start && !chunk.phrase.brand && SKEWERED_BUCKETS.has(chunk.phrase.bucket),
  );
  return food === undefined ? null : food.phrase.bucket;
}

/** Freezer heads that, flavoured, are a snack: "Bacon Flavour Fries", "Cheese Flavour Chips". */
const FLAVOURED_SNACK_HEADS: ReadonlySet<string> = new Set(['fry', 'chip']);

/** Aisles of what a crisp cereal is named after: fruit, nuts, chocolate ("Maple & Pecan Crisp"). */
const CEREAL_CRISP_BASES: ReadonlySet<Bucket> = new Set<Bucket>(['FRUIT', 'BAKING']);

/**
 * A single "Crisp" ending a name (or its part before "with"), right after fruit, nuts or oats, is
 * a breakfast cereal ("Maple & Pecan Crisp", "Oat Crisp", "Fruit & Nut Crisp"); crisps to snack
 * on are named in the plural.
 */
function cerealCrisp(head: Chunk, chunks: readonly Chunk[], name: NameWords): boolean {
  // It ends the name, or the part before what it comes with ("Oat Crisp With Raisins").
  const end = headEnd(name.words, name.variantAt);
  if (head.end - head.start !== 1 || head.end !== end) return false;
  if (name.written[head.start] !== 'crisp') return false;
  const before = chunks.find((chunk) => chunk.end === head.start);
  if (before === undefined || before.phrase.brand) return false;
  return CEREAL_CRISP_BASES.has(before.phrase.bucket) || lastWord(before, name.words) === 'oat';
}

/** Aisles of the things a bag of crisps is flavoured with ("Crisps Mediterranean Balsamic"). */
const SNACK_FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'SPICES',
  'OILS_AND_VINEGARS',
  'DAIRY_AND_EGGS',
  'MEAT_AND_FISH',
  'SAUCES',
]);

/** Snacks named in the plural, a noun ("Crisp Apples" are apples; "Crisps Apple" a flavour). */
const SNACK_PLURALS: ReadonlySet<string> = new Set(['crisps', 'puffs']);

/**
 * Grains, pulses and the store cupboard's crisp flavours that make chips a snack, not the
 * freezer's ("Lentil Chips", "Rice Chips", "Salt and Vinegar Chips").
 */
const SNACK_CHIP_BASES: ReadonlySet<Bucket> = new Set<Bucket>(['PASTA_AND_GRAINS', 'PANTRY']);

/** What snack chips, never the freezer's, are made of. */
const SNACK_CHIP_WORDS: ReadonlySet<string> = new Set([
  'plantain',
  'tapioca',
  'cassava',
  'kale',
  'pitta',
  'pita',
  'bagel',
  'hummus',
  'houmous',
]);

/**
 * Crisps and snack chips are the store cupboard's whatever follows them ("Potato Crisps
 * Mediterranean Balsamic Vinegar", "Tortilla Chips Chilli", "Lentil Chips Lemon Chilli"): a
 * snack before the head makes the head its flavour; chips right after a grain or pulse are such a
 * snack (oven chips are potatoes, in the freezer).
 */
function snackFlavour(head: Chunk, chunks: readonly Chunk[], name: NameWords): boolean {
  const snack = (chunk: Chunk) => {
    const written = name.written[chunk.end - 1] ?? '';
    if (SNACK_PLURALS.has(written)) return true;
    // The catalogue's potato snacks: "Potato Sticks", "Potato Hoops", "Potato Rings".
    if (!chunk.phrase.brand && chunk.phrase.bucket === 'PANTRY' && chunk.end - chunk.start > 1) {
      if (name.words[chunk.start] === 'potato') return true;
    }
    if (lastWord(chunk, name.words) !== 'chip') return false;
    // The catalogue's snack chips: "Tortilla Chips", "Corn Chips".
    if (chunk.phrase.bucket === 'PANTRY') return true;
    // Chips of a flatbread, a root or leaf the freezer does not sell so ("Plantain Chips",
    // "Tapioca Hot Chips", "Pitta Chips"), a word or two before.
    const near = name.words.slice(Math.max(0, chunk.start - 2), chunk.start);
    if (near.some((word) => SNACK_CHIP_WORDS.has(word))) return true;
    // Or right after a grain, a pulse or a crisp flavour ("Sour Cream and Onion Chips").
    const before = chunks.find((c) => c.end === chunk.start);
    return before !== undefined && SNACK_CHIP_BASES.has(before.phrase.bucket);
  };
  if (snack(head)) return true;
  // Popcorn before a bake or a sweet is its flavour as well ("Popcorn Cinnamon Bun", "Popcorn
  // Caramel"), as crisps before a fresh food: no bake is made of popcorn.
  const popcorn = (chunk: Chunk) =>
    !chunk.phrase.brand &&
    chunk.phrase.bucket === 'PANTRY' &&
    name.words[chunk.end - 1] === 'popcorn';
  if (head.phrase.bucket === 'BAKING' || SNACK_FLAVOUR_BUCKETS.has(head.phrase.bucket)) {
    if (chunks.some((chunk) => chunk.end <= head.start && popcorn(chunk))) return true;
  }
  if (!SNACK_FLAVOUR_BUCKETS.has(head.phrase.bucket)) return false;
  return chunks.some((chunk) => chunk.end <= head.start && snack(chunk));
}

/** Aisles of the fresh foods that, named as a flavour, are not what is sold. */
const FRESH_FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'VEGETABLES',
  'FRUIT',
  'HERBS',
]);

/**
 * A fresh food named as a flavour, with no product type the rules know after it, is a snack or
 * drink of that flavour ("Roast Chicken Flavour 6 Pack", "Beef Flavour Rings" were Meat & Fish,
 * "Cheese Flavour Balls" Dairy): the word says it is not the food itself. A known type after it
 * wins ("Chicken Flavour Noodles", "Strawberry Flavour Milk").
 */
function flavourOfNothingNamed(
  head: Chunk,
  chunks: readonly Chunk[],
  words: readonly string[],
): boolean {
  if (!FRESH_FLAVOUR_BUCKETS.has(head.phrase.bucket)) return false;
  // The last food named ends the flavours ("Cheese & Onion Flavour Rings": the cheese is the head)
  // and the word follows it ("Extra Mature Cheddar Full Flavour" is cheese).
  const last = chunks.findLast((chunk) => !chunk.phrase.brand);
  if (last === undefined || last.start < head.start) return false;
  // The head is a flavour itself, joined to the last one; a product type right before its
  // flavour is what is sold ("Yogurt Strawberry Flavour", "Milk Drink Banana Flavour").
  if (last !== head && !words.slice(head.end, last.start).some((word) => word === 'and')) {
    return false;
  }
  return FLAVOUR_WORDS.has(words[last.end] ?? '');
}

/** Baking things whose "butter" is no jar of spread: cocoa butter is a baking fat. */
const NOT_NUT_BUTTERS: ReadonlySet<string> = new Set(['cocoa', 'chocolate']);

/**
 * Nuts and seeds ground into a butter are a jar of spread, with the peanut butter ("Pistachio
 * Butter", "Sunflower Seed Butter"): butter right after a nut or seed of the baking shelf.
 */
function nutButter(head: Chunk, chunks: readonly Chunk[], words: readonly string[]): boolean {
  if (head.end - head.start !== 1 || words[head.start] !== 'butter') return false;
  const before = chunks.find((chunk) => chunk.end === head.start);
  return (
    before !== undefined &&
    !before.phrase.brand &&
    before.phrase.bucket === 'BAKING' &&
    !NOT_NUT_BUTTERS.has(lastWord(before, words))
  );
}

/**
 * "Spread" after a spread sold in jars is that jar ("Peanut Butter Spread", "Lemon Curd Spread"),
 * not the butter chiller's spreads; olive spread is the chiller's, though olives are jarred. So
 * is a fruit spread, a jam by another name ("Caramelised Apple Spread", "Apricot Spread"); not
 * coconut or avocado, spread on no toast as jam.
 */
/** Jarred things that are themselves spreads: nut butters, fruit curds. */
const JARRED_SPREADS: ReadonlySet<string> = new Set(['butter', 'curd']);

/** Seeds and nuts whose spreads are jars. */
const SPREAD_SEEDS: ReadonlySet<string> = new Set([
  'seed',
  'nut',
  'almond',
  'cashew',
  'peanut',
  'pistachio',
]);

/** Tinned fish whose spreads are jars (the catalogue has them as tins, not as fish). */
const SPREAD_FISH: ReadonlySet<string> = new Set(['tuna', 'sardine', 'pilchard', 'anchovy']);

/** Words that make a paste named after a meat or fish a cooking or condiment paste. */
const NOT_SANDWICH_PASTE: ReadonlySet<string> = new Set([
  'tikka',
  'masala',
  'curry',
  'korma',
  'tandoori',
  'jerk',
  'satay',
  'thai',
  'laksa',
  'rendang',
  'jalfrezi',
  'balti',
  'madras',
  'vindaloo',
  'rogan',
  'bhuna',
  'chilli',
  'garlic',
  'ginger',
  'shrimp',
  'anchovy',
  'miso',
  'stock',
  'seasoning',
]);

/** Fruit whose spreads are no jam. */
const NOT_JAM_FRUIT: ReadonlySet<string> = new Set(['coconut', 'avocado']);

function jarredSpread(head: Chunk, chunks: readonly Chunk[], words: readonly string[]): boolean {
  if (head.end - head.start !== 1) return false;
  const word = words[head.start];
  if (word !== 'spread' && word !== 'paste') return false;
  const before = chunks.find((chunk) => chunk.end === head.start);
  if (before === undefined || before.phrase.brand) return false;
  const last = lastWord(before, words);
  // A meat or fish paste is the sandwich paste's small jar, beside the spreads ("Ham & Beef Paste
  // 75g", "Chicken Paste" were Sauces); a curry's, a condiment's (shrimp, anchovy) or a seasoning's
  // paste named after a meat stays the sauce ("Chicken Tikka Paste").
  if (word === 'paste') {
    const meat = before.phrase.bucket === 'MEAT_AND_FISH' || SPREAD_FISH.has(last);
    return meat && !words.some((w) => NOT_SANDWICH_PASTE.has(w));
  }
  if (before.phrase.bucket === 'FRUIT') return !NOT_JAM_FRUIT.has(last);
  // Seeds and nuts ground to a spread are a jar, as nut butters are ("Sunflower Seed Spread",
  // "Almond Spread"); "Sunflower Spread" names the oil of a margarine.
  if (SPREAD_SEEDS.has(last)) return true;
  // Meat and fish spreads are the small jars beside the fish and meat pastes ("Ham Spread 75G",
  // "Salmon Spread", "Tuna Spread", Tesco's "Tinned Meat, Pies & Spreads").
  if (before.phrase.bucket === 'MEAT_AND_FISH' || SPREAD_FISH.has(last)) return true;
  // A sweet thing made into a spread is a jar, as chocolate and caramel spreads are ("Toffee
  // Spread", "Gingerbread Spread", "Chocolate Orange Spread", "Honey Spread"): what the baking
  // shelf, the sweets or the honey jars sell before it. The chiller's spreads name an oil, a
  // plant, a fat or a claim ("Sunflower", "Vegetable Fat", "Dairy Free"), none of them sweet.
  if (SWEET_SPREAD_BUCKETS.has(before.phrase.bucket) && !SPREAD_FATS.has(last)) return true;
  if (last === 'honey') return true;
  return before.phrase.bucket === 'TINNED_AND_JARRED' && JARRED_SPREADS.has(last);
}

/** Aisles of the sweet things whose spreads are jars. */
const SWEET_SPREAD_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['BAKING', 'PANTRY']);

/** Baking fats a chiller's spread is made of ("Vegetable Fat Spread"). */
const SPREAD_FATS: ReadonlySet<string> = new Set([
  'fat',
  'lard',
  'suet',
  'shortening',
  'margarine',
]);

/** Whether two words stand side by side in this order ("air dried", "recipe mix", "tea bag"). */
function hasWordPair(words: readonly string[], first: string, second: string): boolean {
  return words.some((word, at) => word === first && words[at + 1] === second);
}

/**
 * Whether the words after "in" name what a tin or jar is packed in ("in spring water"); with
 * `fish`, after "with" too ("Tuna Steak with a little Spring Water"), though not a sauce: the
 * chiller's fillets come "with" one ("2 Salmon Fillets With Sweet Chilli Sauce" was Tinned),
 * the tins' "in" it ("Mackerel Fillets in Tomato Sauce").
 */
function packedIn(words: readonly string[], fish = false): boolean {
  const at = headEnd(words, words.length);
  const packedWith = fish && words[at] === 'with';
  if (words[at] !== 'in' && !packedWith) return false;
  const after = words.slice(at + 1);
  const last = after[after.length - 1] ?? '';
  return PACKING_MEDIA.has(last) || (!packedWith && PACKING_SAUCES.has(after.slice(-2).join(' ')));
}

/** Aisles a tin or jar takes a thing out of: fresh ones, and the unknown. */
const TINNABLE: ReadonlySet<Bucket | null> = new Set<Bucket | null>([
  null,
  'VEGETABLES',
  'FRUIT',
  'MEAT_AND_FISH',
  'HERBS',
  'PASTA_AND_GRAINS',
  'FROZEN',
]);

function headHas(name: NameWords, head: Chunk | null, set: ReadonlySet<string>): boolean {
  if (head === null) return false;
  return name.words.slice(head.start, head.end).some((word) => set.has(word));
}

/** What tinned fruit is packed in, as against a baking syrup. */
const FRUIT_PACKING: ReadonlySet<string> = new Set(['juice', 'water']);

/** Baked beans come in tins whatever the size. */
const BAKED: ReadonlySet<string> = new Set(['baked', 'beanz']);

/** Custard, which the chiller sells only named fresh or chilled. */
const CUSTARD: ReadonlySet<string> = new Set(['custard']);

/** Breaded ham is sliced ham, not a freezer food. */
const HAM: ReadonlySet<string> = new Set(['ham']);

/** Eggs, as a head ends ("Pickled Eggs"). */
const EGG: ReadonlySet<string> = new Set(['egg']);

/**
 * Cuts of chicken the chiller sells breaded or southern fried, cooked or ready to cook ("Breaded
 * Chicken Mini Fillets", "Southern Fried Chicken Wings"); the freezer's are nuggets, dippers,
 * strips, steaks, burgers, goujons and kievs (catalogue), and fish is sold both ways.
 */
const CHILLED_BREADED_CUTS: ReadonlySet<string> = new Set([
  'fillet',
  'breast',
  'wing',
  'thigh',
  'drumstick',
  'leg',
  'portion',
]);
/** Dried-herb names that "fresh" moves back to Herbs ("fresh bay leaves", "fresh mixed herbs"). */
const HERB_LIKE: ReadonlySet<string> = new Set(['leaf', 'herb']);

/**
 * Whether the name says the thing is frozen; Disney's film is no freezer ("Disney Frozen
 * Celebration Cake", "Disney Frozen Pasta Shapes").
 */
function saysFrozen(name: NameWords): boolean {
  return name.words.some((word, i) => FROZEN_WORDS.has(word) && name.words[i - 1] !== 'disney');
}

/** Dried goods go to the store cupboard: which shelf of it (see the module comment). */
function driedBucket(bucket: Bucket | null, name: NameWords, head: Chunk | null): Bucket | null {
  if (headHas(name, head, PULSE_WORDS)) return 'PASTA_AND_GRAINS';
  if (bucket === 'HERBS') return 'SPICES';
  if (bucket === 'FRUIT') return 'BAKING';
  if (bucket === 'VEGETABLES') {
    return headHas(name, head, SPICE_VEGETABLE_WORDS) ? 'SPICES' : 'PANTRY';
  }
  // Air-dried ham, beef and bacon are cured meats, the deli's ("Air Dried Ham 80G"); other dried
  // meat and fish (jerky, biltong marinated and air dried, dried shrimp) is the cupboard's.
  const airDried = hasWordPair(name.words, 'air', 'dried');
  if (bucket === 'MEAT_AND_FISH' && airDried && !name.words.includes('marinated')) return bucket;
  // Sun-dried is a tomato's, the meat's flavour ("6 Sun Dried Tomato & Basil Sausages 400G" was
  // Pantry): no meat or fish is sold sun-dried.
  if (bucket === 'MEAT_AND_FISH' && hasWordPair(name.words, 'sun', 'dried')) return bucket;
  if (bucket === 'MEAT_AND_FISH' || bucket === null) return 'PANTRY';
  return bucket;
}

/**
 * Whether a Spices head is a herb once its "dried" is set aside: the catalogue's dried herbs
 * ("dried basil" is Spices, "basil" Herbs) and bay, lime or curry leaves; not dried chillies.
 */
function isHerbUndried(name: NameWords, head: Chunk | null): boolean {
  if (head === null) return false;
  const undried = name.words.slice(head.start, head.end).filter((word) => !DRIED_WORDS.has(word));
  if (HERB_LIKE.has(undried[undried.length - 1] ?? '')) return true;
  return aisleCatalogue().get(undried.join(' '))?.bucket === 'HERBS';
}

/**
 * A herb named fresh before it is named dried: the recipe's first choice is the fresh herb, the
 * dried one its stand-in ("24 fresh basil leaves or dried basil", "fresh or dried thyme"); named
 * dried first, it stays dried ("dried oregano or fresh oregano").
 */
function freshHerbFirst(bucket: Bucket | null, name: NameWords, head: Chunk | null): boolean {
  if (!(bucket === 'HERBS' || (bucket === 'SPICES' && isHerbUndried(name, head)))) return false;
  const fresh = name.words.indexOf('fresh');
  return fresh >= 0 && name.words.findIndex((word) => DRIED_WORDS.has(word)) > fresh;
}

/**
 * The aisle form words move a thing to (frozen, tinned or jarred, dried, ground, fresh, breaded),
 * or the base aisle when none applies. `tinned` says the recipe line's pack is a tin or jar.
 */
function formBucket(
  bucket: Bucket | null,
  name: NameWords,
  head: Chunk | null,
  tinned: boolean,
): Bucket | null {
  const has = (set: ReadonlySet<string>) => name.words.some((word) => set.has(word));
  if (saysFrozen(name)) return 'FROZEN';
  // A vegetable sold mostly frozen, named fresh or chilled, is the greengrocer's ("Chilled
  // Garden Peas 300g", "Fresh Edamame Beans").
  if (bucket === 'FROZEN' && saysChiller(name) && headHas(name, head, FREEZER_BAG_WORDS)) {
    return 'VEGETABLES';
  }
  // Custard is the cupboard's cartons, tins and pots; named fresh or chilled, the dairy aisle's
  // ("Fresh Vanilla Custard 500G").
  if (bucket === 'TINNED_AND_JARRED' && saysChiller(name) && headHas(name, head, CUSTARD)) {
    return 'DAIRY_AND_EGGS';
  }
  // "Garden Peas In Water": packed in water, whichever shelf the name alone would be on; fish
  // "with a little Olive Oil" too.
  const tin =
    tinned ||
    has(TIN_WORDS) ||
    packedIn(name.words, bucket === 'MEAT_AND_FISH') ||
    head?.packed === true;
  if (tin && TINNABLE.has(bucket)) return 'TINNED_AND_JARRED';
  // Eggs sold pickled are a jar's, beside the pickled onions ("Garner's Pickled Eggs"); other
  // dairy named with a tin keeps the dairy aisle ("1 can whipped cream").
  if (bucket === 'DAIRY_AND_EGGS' && name.words.includes('pickled') && headHas(name, head, EGG)) {
    return 'TINNED_AND_JARRED';
  }
  // Dried fruit packed in juice or water is tinned fruit ("Prunes In Juice"), and mixed fruit in
  // syrup too ("Mixed Fruit In Syrup 410g"); stem ginger in syrup stays with the baking.
  const packedLast = name.words[name.words.length - 1] ?? '';
  const packing =
    FRUIT_PACKING.has(packedLast) || (packedLast === 'syrup' && name.words.includes('fruit'));
  if (bucket === 'BAKING' && packedIn(name.words) && packing) {
    return 'TINNED_AND_JARRED';
  }
  if (has(DRIED_WORDS)) {
    return freshHerbFirst(bucket, name, head) ? 'HERBS' : driedBucket(bucket, name, head);
  }
  if (name.words.includes('ground') && bucket === 'HERBS') return 'SPICES';
  // A herb in a grinder or mill is dried ("Italian Herb Grinder 20G" was Herbs): fresh herbs are
  // sold in bunches, pots and packs. So is a chilli, garlic or ginger ("Chilli Grinder 40G" was
  // Vegetables): a grinder holds only dried flakes.
  const inGrinder = name.words.some((word) => word === 'grinder' || word === 'mill');
  if (bucket === 'HERBS' && inGrinder) return 'SPICES';
  if (bucket === 'VEGETABLES' && inGrinder && headHas(name, head, SPICE_VEGETABLE_WORDS)) {
    return 'SPICES';
  }
  if (name.words.includes('ground') && bucket === 'VEGETABLES') {
    return headHas(name, head, SPICE_VEGETABLE_WORDS) ? 'SPICES' : bucket;
  }
  if (name.words.includes('fresh') && bucket === 'SPICES' && headHas(name, head, HERB_LIKE)) {
    return 'HERBS';
  }
  // Breaded and battered fish, chicken and vegetables (garlic mushrooms, onion rings) are frozen,
  // unless the title names the chiller.
  // "In batter", "in crispy batter": battered, as the freezer's titles say it.
  const batterAt = name.words.indexOf('batter');
  const inBatter = batterAt > 0 && name.words.slice(0, batterAt).includes('in');
  const breaded = (has(BREADED_WORDS) || inBatter) && !saysChiller(name);
  const chickenCut =
    name.words.includes('chicken') &&
    head !== null &&
    CHILLED_BREADED_CUTS.has(lastWord(head, name.words));
  if (breaded && bucket === 'MEAT_AND_FISH' && !headHas(name, head, HAM) && !chickenCut) {
    return 'FROZEN';
  }
  if (breaded && bucket === 'VEGETABLES') return 'FROZEN';
  // Southern fried chicken in the freezer's shapes is the freezer's as breaded chicken is
  // ("Southern Fried Chicken Strips 600g", "… Steaks" were Meat & Fish); its cuts, which the
  // chiller sells so too, keep the butcher's aisle.
  if (
    bucket === 'MEAT_AND_FISH' &&
    hasWordPair(name.words, 'southern', 'fried') &&
    COATED_FREEZER_SHAPES.has(name.words[headEnd(name.words, name.variantAt) - 1] ?? '') &&
    !saysChiller(name)
  ) {
    return 'FROZEN';
  }
  return bucket;
}

/**
 * Fried rice in a bag of 500 g or more is the freezer's ("Egg Fried Rice 750g" was Pasta &
 * Grains): the cupboard's pouches weigh about 250 g and the chiller's pots 300-450 g.
 */
function friedRiceBag(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'PASTA_AND_GRAINS' || !hasWordPair(name.words, 'fried', 'rice')) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 500 && !saysChiller(name);
}

/** The freezer's cuts of chips, named before "cut". */
const CHIP_CUT_WORDS: ReadonlySet<string> = new Set(['straight', 'crinkle', 'steak']);

/** What a chip cut names after it. */
const CHIP_WORDS: ReadonlySet<string> = new Set(['potato', 'chip', 'fry', 'wedge']);

/**
 * A chip cut named before potatoes or chips, or alone, is the freezer's oven chips ("Straight Cut
 * Potato 2.5kg" was Vegetables, "Steak Cut Potatoes 1kg" Meat & Fish by the steak, "Crinkle Cut
 * 1.5kg" Pantry by default). "Steak cut" alone may be the butcher's, so it needs the potato.
 */
function chipCut(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN') return false;
  const { words } = name;
  const at = words.findIndex((word, i) => word === 'cut' && CHIP_CUT_WORDS.has(words[i - 1] ?? ''));
  if (at < 0) return false;
  const next = words[at + 1];
  // Alone, by the freezer's bag of 500 g or more: crisps are "Crinkle Cut" too, in small bags.
  if (next === undefined) {
    const grams = packGrams(text);
    return words[at - 1] !== 'steak' && grams !== null && grams >= 500;
  }
  return CHIP_WORDS.has(next) && at + 2 === words.length;
}

/** Bakes and sweets an ice cream is named after (as read: "cookies" is "cooky"). */
const ICE_CREAM_BAKE_WORDS: ReadonlySet<string> = new Set([
  'cooky',
  'browny',
  'blondie',
  'biscuit',
  'cake',
  'cheesecake',
  'crumble',
  'shortbread',
  'dough',
  'honeycomb',
  'flapjack',
  'meringue',
]);

/** Liquids of the baking aisle, drinks and dairy pots that may be named after a bake. */
const LIQUID_BAKE_WORDS: ReadonlySet<string> = new Set([
  'yogurt',
  'yoghurt',
  'kefir',
  'skyr',
  'custard',
  'extract',
  'essence',
  'colouring',
  'coloring',
  'flavouring',
  'water',
  'milk',
  'milkshake',
  'shake',
  'drink',
  'latte',
  'coffee',
  'smoothie',
  'liqueur',
  'syrup',
  'sauce',
  'drizzle',
  'spray',
  'glucose',
  'oil',
]);

/** A volume in millilitres or litres (not centilitres, a spirit's or liqueur's measure). */
const ML_OR_LITRES = /(?:\b|\dx)\d+(?:\.\d+)?\s*(?:ml|l|ltr|litres?|liters?)\b/i;

/**
 * A bake or sweet named by the millilitre or litre is the ice cream of that flavour ("Cookie
 * Stick 110ml", "Chocolate Brownie 6x60ml", "Strawberry Cheesecake 500ml" were Baking or Dairy):
 * bakes are sold by weight or count. The baking aisle's liquids, drinks and yogurts named after a
 * bake keep their aisles.
 */
function bakeByVolume(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'BAKING' && moved !== 'DAIRY_AND_EGGS') return false;
  if (!ML_OR_LITRES.test(text)) return false;
  const { words } = name;
  return (
    words.some((word) => ICE_CREAM_BAKE_WORDS.has(word)) &&
    !words.some((word) => LIQUID_BAKE_WORDS.has(word))
  );
}

/** The freezer's shapes of coated chicken (as read), which the chiller does not sell so. */
const COATED_FREEZER_SHAPES: ReadonlySet<string> = new Set([
  'strip',
  'steak',
  'burger',
  'popcorn',
  'nugget',
  'dipper',
  'goujon',
]);

const match = (bucket: Bucket, confidence: number, source: AisleMatch['source']): AisleMatch => ({
  bucket,
  category: displayCategoryOf(bucket),
  confidence,
  source,
});

/** A whole-name hit in the built-in catalogue: exact (plurals allowed) or after folding. */
function wholeNameConfidence(text: string, key: string): number | null {
  const entry = aisleCatalogue().get(key);
  if (entry === undefined || entry.brand) return null;
  const asWritten = text.trim().split(/\s+/).map(keyWord).join(' ');
  return asWritten === key
    ? CATALOGUE_CONFIDENCE
    : CATALOGUE_CONFIDENCE * CATALOGUE_LOWERCASE_FACTOR;
}

/**
 * A multipack of three or more of a UK tin size ("4 x 400g", "3x160g", "4 X 290G"): tins,
 * whatever the name says ("Garden Peas 4x290g" are tinned peas, not the freezer's).
 */
const TIN_MULTIPACK =
  /\b(?:[3-9]|1[0-2])\s*x\s*(?:145|160|185|195|198|290|326|340|400|410|415|420)\s*g\b/i;

/**
 * Before a pack's weight: not after a multipack's "x" ("4 x 400g"; the x ending a word, as in
 * "Mix 39G", is none) and not inside a longer number: the weight of one pack.
 */
const ONE_PACK = String.raw`(?<!(?:(?<![a-z])x|[\d.])\s*)\b`;

/**
 * One pack of a size only tins come in (sweetcorn 198 g and 326 g, peas 290 g, mandarins 298 g,
 * grapefruit, ackee and callaloo 540 g, beans and fruit
 * 410-425 g, pineapple and peaches 432-435 g, new potatoes 560-567 g, lychees 565 g, the large
 * tins of fruit 820-836 g; fresh and frozen packs are 250 g, 400 g, 500 g, 1 kg…): "Tesco Garden Peas 290G"
 * is a tin, though frozen peas share the name (of the freezer's names, only the
 * vegetables tins also hold: fish fingers and waffles come in such weights too). Not after an "x"
 * (a multipack of those is TIN_MULTIPACK's).
 */
const TIN_SIZE = new RegExp(
  String.raw`${ONE_PACK}(?:198|285|290|295|298|326|410|411|415|418|420|425|432|435|540|560|565|567|820|822|825|836)\s*g\b`,
  'i',
);

/** Aisles a tin size moves a thing out of: fresh produce, the freezer, the unknown. */
const TIN_SIZED: ReadonlySet<Bucket | null> = new Set<Bucket | null>([
  null,
  'VEGETABLES',
  'FRUIT',
  'FROZEN',
]);

/**
 * Words that name the chiller's form, as "frozen" and "tinned" name theirs: a title that says
 * fresh or chilled is not moved to the freezer or a tin by its weight or its breading ("Tesco
 * Chilled Cod Fillets 500G", "Chilled Breaded Haddock 300g").
 */
const CHILLER_WORDS: ReadonlySet<string> = new Set(['fresh', 'chilled']);

const saysChiller = (name: NameWords) => name.words.some((word) => CHILLER_WORDS.has(word));

/**
 * A bag of dried pulses: 500 g or a kilo and more, sizes no tin or jar of them comes in ("Natco
 * Red Kidney Beans 2Kg", "Laila Chickpeas 2Kg"). Not after an "x" (a multipack of tins).
 */
const DRIED_PULSE_SIZE = new RegExp(String.raw`${ONE_PACK}(?:500\s*g|\d+(?:\.\d+)?\s*kg)\b`, 'i');

/**
 * One pack's weight and its unit ("750G", "1Kg"; grams written "gm", "gms" or "gr" too, as South
 * Asian and Middle Eastern makers write them: "Jumbo Shrimps 400gm"); PACK_WEIGHTS finds every one.
 */
const PACK_WEIGHT = new RegExp(
  String.raw`${ONE_PACK}(\d+(?:\.\d+)?)\s*(kg|g)(?:ms?|r|rams?)?\b`,
  'i',
);
const PACK_WEIGHTS = new RegExp(PACK_WEIGHT.source, 'gi');

/** One pack's weight in grams, not a multipack's ("1Kg" 1000, "750G" 750; null when none). */
function packGrams(text: string): number | null {
  const size = PACK_WEIGHT.exec(text);
  if (size === null) return null;
  const amount = Number(size[1]);
  return size[2]?.toLowerCase() === 'kg' ? amount * 1000 : amount;
}

/**
 * A bag of 750 g or more of a vegetable UK shops sell frozen by the kilo and fresh in small packs
 * (green beans, broccoli or cauliflower florets, spinach, sliced peppers, sweetcorn): "Tesco
 * Sliced Green Beans 1Kg" is the freezer's. Root vegetables and onions come fresh by the kilo.
 */
function frozenBag(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'VEGETABLES' && moved !== 'TINNED_AND_JARRED') return false;
  const words = moved === 'VEGETABLES' ? FREEZER_BAG_WORDS : FREEZER_TIN_WORDS;
  // Any vegetable cut or roasted ready to cook, by the kilo ("Chopped Onions 1Kg", "Roast
  // Potatoes 1Kg"): fresh ones come in small packs (tomatoes so cut are tins, see tomatoTin).
  const prepared =
    moved === 'VEGETABLES' &&
    name.words.some((word) => PREPARED_VEGETABLE_WORDS.has(word)) &&
    !headHas(name, head, TOMATO);
  // Peas, sweetcorn and mixed vegetables come fresh in no bag of 450 g or more (see
  // freezerVegetables): "Peas & Carrots 450g", "Sweet Corn 450g" are foreign makers' freezer bags.
  const bagged = freezerVegetables(name);
  if (!(prepared || bagged || headHas(name, head, words)) || saysChiller(name)) return false;
  const grams = packGrams(text);
  // Green or fine beans come fresh in packs of 80-320 g, frozen from 500 g ("Extra Fine Whole
  // Green Beans 500g").
  const greenBeans =
    moved === 'VEGETABLES' &&
    headHas(name, head, BEAN) &&
    name.words.some((word) => GREEN_BEAN_WORDS.has(word));
  return grams !== null && grams >= (bagged || greenBeans ? 450 : 750);
}

/**
 * Roast potatoes named by the fat or the seasoning they were cooked in ("Beef Dripping Roast
 * Potatoes", "Garlic & Rosemary Roasting Potatoes 360g", "Goose Fat Roast Potatoes") are cooked
 * ready to reheat, the freezer's at any size: potatoes sold raw for roasting are named by their
 * variety or their weight only ("Maris Piper Roasting Potatoes 2kg"). Named chilled or fresh, the
 * chiller's.
 */
function roastPotatoesCooked(moved: Bucket, name: NameWords): boolean {
  const { words } = name;
  return (
    moved === 'VEGETABLES' &&
    words.includes('potato') &&
    words.some((word) => ROAST_WORDS.has(word)) &&
    words.some((word) => ROAST_POTATO_COOKED_IN.has(word)) &&
    !saysChiller(name)
  );
}

const ROAST_WORDS: ReadonlySet<string> = new Set(['roast', 'roasted', 'roasting']);

/**
 * Garlic bread, a loaf or baguette named with garlic ("Garlic Baguettes", "Gluten Free Garlic Bread
 * Baguette 190g", "Cheesy Garlic Bread"), is sold from the freezer or, named so, the chiller: no
 * bakery shelf holds it. Naan, focaccia and flatbreads with garlic are the ambient bakery's, bread
 * mixes, crumbs and breadsticks the cupboard's.
 */
function garlicBread(moved: Bucket, name: NameWords): boolean {
  const { words } = name;
  return (
    moved === 'BAKING' &&
    words.includes('garlic') &&
    words.some((word) => GARLIC_BREAD_WORDS.has(word)) &&
    !words.some((word) => AMBIENT_BREAD_WORDS.has(word)) &&
    !saysChiller(name)
  );
}

const GARLIC_BREAD_WORDS: ReadonlySet<string> = new Set(['bread', 'baguette']);
/** Breads with garlic the ambient shelves sell, and bread mixes, crumbs and breadsticks. */
const AMBIENT_BREAD_WORDS: ReadonlySet<string> = new Set([
  'naan',
  'focaccia',
  'flatbread',
  'pitta',
  'mix',
  'crumb',
  'stick',
  'sticks',
]);

/** The fats and seasonings a cooked roast potato is named by. */
const ROAST_POTATO_COOKED_IN: ReadonlySet<string> = new Set([
  'dripping',
  'goose',
  'duck',
  'garlic',
  'rosemary',
  'thyme',
  'herb',
  'seasoned',
]);

const BEAN: ReadonlySet<string> = new Set(['bean']);
const GREEN_BEAN_WORDS: ReadonlySet<string> = new Set(['green', 'fine', 'french']);

/**
 * Words for a vegetable cut or cooked ready for the oven or pan; "stir" is a stir-fry mix (fresh
 * ones come in 300-600 g packs, the freezer's by the kilo).
 */
const PREPARED_VEGETABLE_WORDS: ReadonlySet<string> = new Set([
  'stir',
  'chopped',
  'diced',
  'sliced',
  'roast',
  'roasted',
  'mashed',
]);

/**
 * The least weight of a freezer bag of soft fruit, by the title's last word: fresh punnets and
 * pots of them weigh 125-300 g ("Tesco Raspberries 150G", "Tesco Mixed Berries 240G", "Tesco Mango
 * Chunks 300G"), the freezer's bags 350 g and more ("Tesco Frozen Raspberries 350G", "… Mixed
 * Berries 500G", "… Summer Fruits 500G"). Strawberries and cherries are sold fresh by 400 g and
 * more, so they are not here.
 */
const FROZEN_FRUIT_GRAMS: ReadonlyMap<string, number> = new Map([
  ['raspberry', 350],
  ['blackberry', 350],
  ['blueberry', 500],
  ['berry', 400],
  ['fruit', 400],
  ['chunk', 500],
]);

/**
 * Words of a bag of mixed fruit besides the fruit ("Summer Fruits", "Forest Fruits", "Tropical
 * Fruit").
 */
const FRUIT_BAG_WORDS: ReadonlySet<string> = new Set([
  'summer',
  'forest',
  'wild',
  'tropical',
  'and',
]);

/**
 * A bag of soft fruit too heavy for a fresh punnet, named without "fresh" and with nothing but the
 * fruit and a greengrocer's words after a shop's or maker's name ("Iceland Mixed Berries 500g"):
 * the freezer's. "Fruit" only of summer or forest fruits ("Scone Fruit" is dried fruit), and not
 * a flavour ("Whey Isolate, Blueberry, 2.5KG").
 */
function frozenFruitBag(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  const { words } = name;
  if (moved !== 'FRUIT' || saysChiller(name)) return false;
  const last = words[words.length - 1] ?? '';
  const least = FROZEN_FRUIT_GRAMS.get(last);
  if (least === undefined) return false;
  if (last === 'fruit' && !FRUIT_BAG_WORDS.has(words[words.length - 2] ?? '')) return false;
  // Kiwi berries are a small kiwi fruit, sold fresh by the punnet or the box, never frozen.
  if (last === 'berry' && words[words.length - 2] === 'kiwi') return false;
  const fruit = (i: number) =>
    chunks.some((c) => c.start <= i && i < c.end && !c.phrase.brand && c.phrase.bucket === 'FRUIT');
  const other = words.filter(
    (word, i) =>
      !fruit(i) && !PRODUCE_WORDS.has(word) && !FRUIT_BAG_WORDS.has(word) && word !== 'chunk',
  );
  if (other.length > 1 || (other.length === 1 && other[0] !== words[0])) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= least;
}

/** A count of pieces in a title, beside its weight: "2 Cod Fillets", "4 Pack", "Fillets x4". */
const PIECE_COUNT = /(?:^|\s)\d+(?:\s*(?:pack|pk|x)\b|\s+[a-z])|\bx\s*\d+\b|\bpack\b/i;

/**
 * A bag of fish fillets sold by weight alone, 500 g or more, with no count of fillets ("Tesco
 * Wild Salmon Fillets 500G"): the freezer's. The chilled shelf sells fillets by the count ("Tesco
 * Boneless Salmon Fillets 4 Pack 520g", "Tesco 6 Boneless Salmon Fillets 780G") or in smaller
 * packs ("Tesco Coley Fillets 400G"); smoked fillets are chilled whatever their weight.
 */
function frozenFishBag(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' || !name.words.includes('fillet')) return false;
  if (!name.words.some((word) => FISH_WORDS.has(word))) return false;
  if (saysChiller(name) || name.words.some((word) => READY_FISH_WORDS.has(word))) return false;
  const grams = packGrams(text);
  if (grams === null || grams < 500) return false;
  const withoutSize = text.replace(PACK_WEIGHTS, ' ');
  return !PIECE_COUNT.test(withoutSize);
}

/**
 * A bag of prawns named by nothing but their kind (raw, cooked, peeled, king, jumbo, tiger…), one
 * pack of 200 g or more: the freezer's ("Waitrose Essential ASC Raw King Prawns 250g", "MSC
 * Peeled Prawns 250g"). The chilled shelf sells plain prawns in 150-180 g packs ("Tesco Raw King
 * Prawns 180G") and heavier ones named with their marinade or dip ("King Prawns with a Sweet
 * Chilli Dip"), or named fresh or chilled.
 */
function frozenPrawnBag(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name)) return false;
  // Shrimps are what other Englishes call prawns ("Jumbo Shrimps 400g"), and a grade of size may
  // follow them ("Shrimps Super Jumbo 500g"); potted and brown shrimps come in 100 g or less.
  let end = name.words.length;
  while (end > 1 && PRAWN_GRADES.has(name.words[end - 1] ?? '')) end -= 1;
  const last = name.words[end - 1];
  // Squid rings and a seafood mix by the 400 g and more are bags as well ("Squid Rings 500g",
  // "Seafood Cocktail 500g"): the chiller's seafood selections and rings weigh 150-300 g.
  const mixed = last !== undefined && seafoodBag(name.words[end - 2], last);
  if (last !== 'prawn' && last !== 'shrimp' && !mixed) return false;
  // Only the fishmonger's words before the prawns: no flavour, sauce or dish.
  if (chunks.some((c) => !c.phrase.brand && c.phrase.bucket !== 'MEAT_AND_FISH')) return false;
  // A multipack of such bags is the freezer's too ("Jumbo Prawns 2x400g"): the chiller's are single.
  const portion = PORTION_MULTIPACK.exec(text);
  const grams = portion === null ? packGrams(text) : Number(portion[1]);
  return grams !== null && grams >= (mixed ? 400 : 200);
}

/** Squid or calamari rings, a seafood cocktail, mix or selection: by their last two words. */
function seafoodBag(before: string | undefined, last: string): boolean {
  if (last === 'ring') return before === 'squid' || before === 'calamari';
  return before === 'seafood' && SEAFOOD_MIXES.has(last);
}

const SEAFOOD_MIXES: ReadonlySet<string> = new Set(['cocktail', 'mix', 'selection']);

/** Grades of size a bag of prawns or shrimps names after them. */
const PRAWN_GRADES: ReadonlySet<string> = new Set([
  'jumbo',
  'super',
  'large',
  'medium',
  'small',
  'extra',
  'xl',
]);

/**
 * One 390 g or 400 g pack of tomatoes is a tin, the size UK tins of them come in ("Tesco Plum
 * Tomatoes 400G", "Tesco Italian Chopped Tomatoes 390G"); fresh ones are sold by the punnet
 * (250-330 g) or loose, and a "fresh" or "vine" name stays fresh.
 */
function tomatoTin(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'VEGETABLES' || head === null || !headHas(name, head, TOMATO)) return false;
  if (name.words.some((word) => FRESH_TOMATO.has(word))) return false;
  // Chopped, peeled or sieved before the kind are a tin's ("Chopped Italian Tomatoes", "Chopped
  // Plum Tomatoes"), as "chopped tomatoes" are; chopped after it is a cook's note.
  if (name.words.slice(0, head.start).some((word) => TIN_TOMATO_WORDS.has(word))) return true;
  const grams = packGrams(text);
  return grams === 390 || grams === 400;
}

/** Aisles of the flavours a tin of tomatoes is named with after it (chilli, garlic, basil, oil). */
const TOMATO_TIN_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'HERBS',
  'SPICES',
  'OILS_AND_VINEGARS',
]);

/**
 * Chopped, peeled or diced tomatoes named before their flavours are the tin ("Tesco Chopped
 * Tomatoes Chilli 400G", "Chopped Tomatoes Olive Oil & Garlic" were Vegetables and Oils): only
 * tins are named so, as "Chopped Tomatoes With Garlic" already was ("Chopped Tomatoes Basil
 * 400G" was Frozen, a bag of herbs by its weight).
 */
function flavouredTomatoTin(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
): boolean {
  if (head === null || !(TOMATO_TIN_FLAVOURS.has(moved) || moved === 'FROZEN')) return false;
  // A recipe's list ("2 chopped tomatoes, 1 onion") and the chiller's packs are no tins.
  if (text.includes(',') || saysChiller(name)) return false;
  const tomato = chunks.findIndex(
    (c) => c.end <= head.start && lastWord(c, name.words) === 'tomato' && !c.phrase.brand,
  );
  const before = chunks[tomato];
  if (before === undefined || name.written[before.end - 1] !== 'tomatoes') return false;
  if (!TIN_TOMATO_WORDS.has(name.words[before.start] ?? '')) {
    if (!TIN_TOMATO_WORDS.has(name.words[before.start - 1] ?? '')) return false;
  }
  if (name.words.some((word) => FRESH_TOMATO.has(word))) return false;
  // Only flavours follow, joined by "and" or a taste word.
  return chunks
    .slice(tomato + 1)
    .every((c) => !c.phrase.brand && TOMATO_TIN_FLAVOURS.has(c.phrase.bucket));
}

/**
 * One pack of a size only tins of fish, pulses or meals come in: sardines and mackerel 120-125 g,
 * tuna 145 g and 160 g, salmon 213 g and 418 g (chilled fish is sold in 200-300 g packs of fillets
 * or by the count), pulses 390-410 g (dried pulses come in 500 g and kilo bags), meals 392 g
 * ("Tesco Chilli Con Carne 392G"; chilled meals are 350 g, 400 g, 450 g): "Tesco Pink Salmon
 * 213G", "Tesco Green Lentils 400G". Smoked and fresh fish stay chilled.
 */
function tinOfFishOrPulses(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  const grams = packGrams(text);
  if (grams === null) return false;
  if (grams === 392 && TIN_MEAL_BUCKETS.has(moved)) return true;
  if (moved === 'PASTA_AND_GRAINS' && headHas(name, head, PULSE_WORDS)) {
    return grams >= 390 && grams <= 410 && !splitPulses(name);
  }
  if (moved !== 'MEAT_AND_FISH') return false;
  if (saysChiller(name) || name.words.some((word) => READY_FISH_WORDS.has(word))) return false;
  const sizes = name.words.map((word) => FISH_TIN_GRAMS.get(word)).find((g) => g !== undefined);
  return sizes?.includes(grams) === true;
}

/** Pulses a dal is named by (as read), the split pulses sold dried: "Urid Dal", "Toor Dal". */
const DAL_PULSES: ReadonlySet<string> = new Set([
  'urid',
  'urad',
  'toor',
  'tuvar',
  'toovar',
  'arhar',
  'moong',
  'mung',
  'masoor',
  'chana',
  'channa',
]);

/**
 * Split pulses, named split or as a dal of its pulse ("Urid Dal 400g", "Yellow Split Peas 400g"
 * were Tinned by a tin's weight), are sold dried only: a tin of pulses holds them whole, and a
 * tin of dal is the dish, named by it ("Tarka Dhal").
 */
function splitPulses(name: NameWords): boolean {
  return name.words.some(
    (word, at) =>
      word === 'split' ||
      ((word === 'dal' || word === 'dhal') && DAL_PULSES.has(name.words[at - 1] ?? '')),
  );
}

/** Oily fish the tins hold whatever they are packed in (see oilyFishIn). */
const TIN_OILY_FISH: ReadonlySet<string> = new Set([
  'mackerel',
  'sardine',
  'pilchard',
  'herring',
  'sild',
  'sprat',
  'brisling',
  'kipper',
  'anchovy',
  'tuna',
]);

/** Aisles a tin of oily fish is taken from: the fish's, and its sauce's or oil's. */
const OILY_FISH_FROM: ReadonlySet<Bucket> = new Set([
  'MEAT_AND_FISH',
  'SAUCES',
  'OILS_AND_VINEGARS',
  'VEGETABLES',
]);

/**
 * Oily fish named before "in" is a tin whatever it is in ("Mackerel Fillets in Mustard Sauce",
 * "Mackerel Fillets in a Hot Chilli Dressing", "Mackerel Fillets In Sweet Chilli", "Sild In
 * Sunflower Oil" were Meat & Fish, Oils or Sauces; every such name in the shops is a food-cupboard
 * tin): the chiller sells these fish smoked, peppered or plain, not in a sauce. Salmon, sold in
 * sauces chilled too, is left out; a title naming the chiller keeps it.
 */
function oilyFishIn(moved: Bucket, name: NameWords): boolean {
  if (!OILY_FISH_FROM.has(moved) || saysChiller(name)) return false;
  const fish = name.words.findIndex((word) => TIN_OILY_FISH.has(word));
  return fish >= 0 && name.words.indexOf('in', fish + 1) > fish;
}

/** White fish, which no UK tin holds: in a sauce they are the chiller's or the freezer's. */
const UNTINNED_FISH: ReadonlySet<string> = new Set([
  'cod',
  'hake',
  'haddock',
  'pollock',
  'coley',
  'whiting',
  'basa',
  'tilapia',
  'plaice',
  'sole',
  'halibut',
  'seabass',
  'bream',
  'monkfish',
  'catfish',
]);

/** Parts of a white fish that are tinned: "Cod Liver In Own Oil", "Cod Roe In Brine". */
const TINNED_FISH_PARTS: ReadonlySet<string> = new Set(['liver', 'roe']);

/**
 * White fish in a sauce keeps its shelf, the chiller's or (by a freezer maker) the freezer's ("Tesco
 * Cod In Tomato Sauce 280G", "Birds Eye Fish Fillets In Tomato Sauce" were Tinned by their
 * sauce): tins of fish in tomato sauce hold sardines, mackerel, pilchards, herring or tuna.
 */
function whiteFishInSauce(moved: Bucket, base: Bucket | null, name: NameWords): boolean {
  if (moved !== 'TINNED_AND_JARRED' || (base !== 'MEAT_AND_FISH' && base !== 'FROZEN')) {
    return false;
  }
  const at = name.words.indexOf('in');
  if (at < 1 || !packedIn(name.words)) return false;
  const before = name.words.slice(0, at);
  if (before.some((word) => TINNED_FISH_PARTS.has(word) || TIN_WORDS.has(word))) return false;
  return before.some((word) => UNTINNED_FISH.has(word));
}

/** Tin weights of the fish UK shops tin, in grams. */
const FISH_TIN_GRAMS: ReadonlyMap<string, readonly number[]> = new Map([
  ['tuna', [145, 160]],
  ['salmon', [213, 418]],
  ['sardine', [120, 125]],
  ['mackerel', [120, 125]],
  ['pilchard', [120, 155, 425]],
  ['herring', [120, 125]],
  // Crab meat in brine comes in 170 g tins; the chiller's picked crab in 100 g pots.
  ['crab', [170]],
]);
/** Aisles a 392 g meal is taken from: what its meat or vegetables alone would be. */
const TIN_MEAL_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['MEAT_AND_FISH', 'VEGETABLES']);

/**
 * Prepared foods the freezer sells that name no freezer: chopped herbs in a tub of 50 g or more
 * ("Tesco Chopped Coriander 75G"; fresh herbs come in 15-30 g packs), and meat-free burgers,
 * nuggets and fingers ("Tesco Vegetable Burgers 4 Pack", "Spicy Bean Burgers").
 */
function preparedFrozen(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
) {
  if (name.words.some((word) => word === 'fresh' || TIN_WORDS.has(word))) return false;
  if (moved === 'HERBS' && name.words.includes('chopped')) {
    if (saysChiller(name)) return false;
    const grams = packGrams(text);
    return grams !== null && grams >= 50;
  }
  if (moved !== 'MEAT_AND_FISH' || head === null) return false;
  const { words } = name;
  // "Meat Free", and "Plant Based" as a whole before the meat ("Plant-Based Bacon Lardons").
  const claim = (i: number) =>
    VEGGIE_WORDS.has(words[i] ?? '') ||
    (words[i] === 'free' && words[i - 1] === 'meat') ||
    (words[i] === 'based' && words[i - 1] === 'plant');
  // A meat the title says it is not ("THIS Isn't Pork … Sausages", "No Chicken Kyiv", "Not
  // Bacon Rashers") is the meat it stands in for (session 70).
  const denied = (c: Chunk) => MEAT_DENIALS.has(words[c.start - 1] ?? '');
  // A meat-free claim written after the meat it stands in for names the whole title ("This
  // Isn't Chicken Tenders 100% Plant-Based", "Sausages Vegan", "Chicken Style Pieces Meat Free").
  // Not one inside what it is made with ("Beef Burgers with Plant Protein" are beef).
  const made = words.indexOf('with', head.end);
  const end = made < 0 ? words.length : made;
  if (words.some((_, i) => i >= head.end && i < end && claim(i))) return true;
  // "Chicken & Vegetable Burgers" have meat in them; the "meat" of "Meat Free", a meat named
  // right after a claim ("Vegan Chicken Fillets") and a butcher's brand ("Richmond Vegan
  // Sausages") are no meat.
  const meat = chunks.some(
    (c) =>
      c.end <= head.start &&
      c.phrase.bucket === 'MEAT_AND_FISH' &&
      !c.phrase.brand &&
      words[c.end] !== 'free' &&
      !claim(c.start - 1) &&
      !denied(c) &&
      !MEAT_FREE_WORDS.has(words[c.end - 1] ?? ''),
  );
  if (meat) return false;
  const before = words.slice(0, head.end);
  // Any meat word with a meat-free maker or claim before it: "Quorn Mince", "Plant-Based
  // Kebab", "Meat Free Sausages"; a shaped food also with a vegetable or bean ("Bean Burgers").
  if (before.some((_, i) => claim(i))) return true;
  if (chunks.some((c) => c.end <= head.end && c.phrase.bucket === 'MEAT_AND_FISH' && denied(c))) {
    return true;
  }
  return headHas(name, head, SHAPED_FOOD_WORDS) && before.some((word) => MEAT_FREE_WORDS.has(word));
}

/**
 * Quarter pounders named so, in the plural with no "burgers" after them, are the freezer's ("Birds
 * Eye 4 Beef Quarter Pounders", "4 Chicken Quarter Pounders", "Minted Lamb Quarter Pounders", in
 * the frozen departments of the shops' matched products); the butcher's chilled packs are named
 * burgers ("4 Quarter Pounder Beef Burgers"), and a title naming the chiller keeps it.
 */
function freezerQuarterPounders(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH') return false;
  const at = name.written.indexOf('pounders');
  if (at < 1 || name.written[at - 1] !== 'quarter') return false;
  return !name.words.slice(at).includes('burger') && !saysChiller(name);
}

/** How many pieces a title's pack holds: "8 Beef Burgers", "Burgers x8", "Burgers 8 Pack". */
const PACK_PIECES =
  /(?:^|\s)(\d{1,2})(?=\s*(?:pack|pk)\b|\s+[a-z])|\bx\s*(\d{1,2})\b(?!\s*(?:g|kg|ml)\b)/i;

/**
 * Meat burgers eight or more to a pack are the freezer's ("10 Original Beef Burgers with Onion",
 * "Beef Burgers With Onion x8 454g", "8 Burgers": every such pack in the shops' matched names is
 * in a frozen department); the butcher's chilled packs hold two to six. A title naming the
 * chiller keeps it.
 */
function freezerBurgerPacks(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name)) return false;
  // So is a box of burgers by the kilo, 900 g or more, however they are counted ("Beef Burgers
  // 1.2kg", "Beef Burger 1kg" were Meat & Fish): six of the butcher's weigh about 680 g. Only
  // their size or bag may follow them ("Beef Burger Jumbo 1kg", "Beef Burger Poly Bag 1kg").
  const grams = packGrams(text);
  const at = name.words.lastIndexOf('burger');
  const burger = at >= 0 && name.words.slice(at + 1).every((word) => BURGER_BOX_WORDS.has(word));
  if (burger && grams !== null && grams >= 900) return true;
  const count = PACK_PIECES.exec(text);
  // One burger, named last, by the weight of its pack alone, 400 g or more ("Beef Burger 448g",
  // "Jumbo Burger 400g"): the butcher's chilled packs are named by their count, in the plural ("4 Beef
  // Burgers 454g"); a foreign maker's freezer box is named so.
  // Burger slices are cheese (see burgerCheese).
  const alone = at === name.words.length - 1 && name.written[at] === 'burger';
  if (alone && count === null && !name.words.includes('slice')) {
    return grams !== null && grams >= SINGULAR_BURGER_BOX_GRAMS;
  }
  if (!name.written.includes('burgers') || count === null) return false;
  return Number(count[1] ?? count[2]) >= 8;
}

/** Words of a burger box's size or bag that may follow "burger" in its title. */
const BURGER_BOX_WORDS: ReadonlySet<string> = new Set(['jumbo', 'big', 'size', 'poly', 'bag']);

/** The least a box of burgers named in the singular by its weight alone weighs (see above). */
const SINGULAR_BURGER_BOX_GRAMS = 400;

/** Meats sold minced, named after "ground" (US and Gulf usage; UK shops say "mince"). */
const GROUND_MEATS: ReadonlySet<string> = new Set([
  'beef',
  'lamb',
  'mutton',
  'veal',
  'chicken',
  'turkey',
]);

/** A 400 g pack, or a multipack of them ("Ground Beef 400g", "Ground Beef 2x400g"). */
const FOUR_HUNDRED_GRAMS = /(?:^|[\s\dx])400\s*g(?:ms?|r)?\b/i;

/**
 * Meat named "ground" in packs of 400 g is a foreign maker's frozen block ("Ground Beef 400gm",
 * "Super Ground Beef 2x400g" were Meat & Fish or Tinned): UK shops name the butcher's chilled
 * packs mince, and US ones sell ground beef fresh by the pound (454 g), not by 400 g.
 */
function groundMeatBlock(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' && moved !== 'TINNED_AND_JARRED') return false;
  const at = name.words.indexOf('ground');
  if (at < 0 || !GROUND_MEATS.has(name.words[at + 1] ?? '')) return false;
  // Named mince as well, it is the chiller's pack by the UK word ("Ground Beef Mince 400g").
  if (name.words.includes('mince')) return false;
  return !saysChiller(name) && FOUR_HUNDRED_GRAMS.test(text);
}

/**
 * Kebabs spelt "kabab" (seekh, shish, shami kababs) are the freezer's: the spelling of the South
 * Asian and Gulf makers who sell them frozen ("Beef Seekh Kabab 320g", "Shami Kabab 595g" were
 * Meat & Fish or Pantry); the butcher's chilled kebabs are spelt "kebab". A mix or masala named
 * after it is the spice packet's.
 */
function kababSpelt(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== null && moved !== 'MEAT_AND_FISH' && moved !== 'PANTRY') return false;
  const end = name.variantAt ?? name.words.length;
  return name.words[end - 1] === 'kabab' && !saysChiller(name);
}

/**
 * Meatballs spelt "meat balls" and kibbeh, in a weighed pack, are a foreign maker's frozen box
 * ("Lamb Meat Balls 400g", "Beef Kibbeh 350gm" were Meat & Fish): UK and US shops spell the
 * chiller's meatballs as one word ("Beef Meatballs 12 Pack 336G"), and kibbeh is sold shaped,
 * fried and frozen. A name without a weight (a recipe's "lamb kibbeh") keeps the butcher's aisle;
 * kofta does too, sold chilled by weight as well ("Lamb Kofta 300G").
 */
function freezerMeatSpelt(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name) || packGrams(text) === null) return false;
  const { words, written } = name;
  const apart = words.some((word, at) => word === 'meat' && words[at + 1] === 'ball');
  const last = written[written.length - 1];
  return apart || last === 'kibbeh' || last === 'kibbe';
}

/**
 * Savoury pies of meat or fish named in the plural ("Tesco 4 Chicken & Bacon Pies 568G",
 * "Holland's 4 Meat and Potato Pies") or as a family pie ("Chicken and Leek Family Pie") are the
 * freezer's, as in the frozen departments of the shops' matched products; the chiller's pies are
 * one to a pack ("Steak Pie 550G", "Pukka All Steak Pie") or minis (pork pies, the deli's).
 */
function freezerPies(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
): boolean {
  if (moved !== 'BAKING' || head === null || saysChiller(name)) return false;
  const last = head.end - 1;
  if (name.words[last] !== 'pie' || name.words.includes('mini')) return false;
  if (name.written[last] !== 'pies' && name.words[last - 1] !== 'family') return false;
  return chunks.some(
    (c) => c.end <= head.start && c.phrase.bucket === 'MEAT_AND_FISH' && !c.phrase.brand,
  );
}

/** What a chilled dessert pot is called last ("Chocolate Supreme Desserts", "Toffee Sundae"). */
const DESSERT_POTS: ReadonlySet<string> = new Set(['dessert', 'sundae', 'fool', 'syllabub']);

/** Aisles a dessert pot is taken from: the baking of its chocolate or cake, sweets or its fruit. */
const DESSERT_POT_FROM: ReadonlySet<Bucket> = new Set<Bucket>(['BAKING', 'PANTRY', 'FRUIT']);

/** Words that make a dessert something else: a cupboard sponge pudding or rice, or a drink. */
const NOT_DESSERT_POT: ReadonlySet<string> = new Set(['pudding', 'rice', 'wine', 'sauce', 'mix']);

/**
 * A dessert or sundae named last is a chilled dessert pot, beside the yogurts and mousses in the
 * chiller, Dairy & Eggs as "Chocolate Mousse" is ("Chocolate Supreme Desserts", "Double Chocolate
 * Sundae Dessert", "Toffee Sundae" were Baking, Pantry or Fruit by their chocolate, toffee or
 * fruit). So is one named before "with" or its flavours ("Chocolate Dessert with Cherries",
 * "Chocolate Dessert Raspberry" were Baking or Pantry): the kind word decides, not the flavour.
 * Frozen desserts and ice cream keep the freezer; a cupboard sponge pudding, a dessert wine and
 * a dessert sauce keep their aisles.
 */
function dessertPot(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (!DESSERT_POT_FROM.has(moved) || saysFrozen(name)) return false;
  const end = headEnd(name.words, name.variantAt);
  const at = kindBeforeFlavours(name.words, chunks, end, DESSERT_POTS, DESSERT_FLAVOURS);
  if (at === null) return false;
  // Flavours after the dessert only when a food names it first: "Dessert Golden Syrup" is syrup.
  if (at < end - 1 && !chunks.some((chunk) => chunk.start < at && !chunk.phrase.brand)) {
    return false;
  }
  return !name.words.slice(0, end).some((word) => NOT_DESSERT_POT.has(word) || TIN_WORDS.has(word));
}

/** Aisles of what flavours a dessert named after it ("Chocolate Dessert Raspberry & Mint"). */
const DESSERT_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'BAKING',
  'PANTRY',
  'HERBS',
  'SPICES',
  'VEGETABLES',
  'DAIRY_AND_EGGS',
]);

/**
 * Words between a product's kind word and the flavours after it, or after them: "Dessert Pot
 * Salted Caramel", "Tempeh Organic Sweet Chilli Pieces"; the product's size too ("Croissants
 * Butter Mini 8 Pack", "Doughnuts Jam Mini" were Tinned & Jarred as a spread and the jam).
 */
const AFTER_KIND_WORDS: ReadonlySet<string> = new Set([
  'and',
  'pot',
  'piece',
  'organic',
  'mini',
  'midi',
  'large',
  'jumbo',
  'giant',
]);

/**
 * Where a product's kind word is when it ends the name's head (last, or before "with"), or is
 * followed only by flavours of the given aisles, "and" and taste words ("Chocolate Dessert
 * Raspberry", "Tomato Sauce & Olives"). Null when the head has no such kind word.
 */
function kindBeforeFlavours(
  words: readonly string[],
  chunks: readonly Chunk[],
  end: number,
  kinds: ReadonlySet<string>,
  flavours: ReadonlySet<Bucket>,
): number | null {
  if (kinds.has(words[end - 1] ?? '')) return end - 1;
  const at = words.slice(0, end).findLastIndex((word) => kinds.has(word));
  if (at < 0) return null;
  for (let i = at + 1; i < end;) {
    const word = words[i] ?? '';
    const chunk = chunks.find((c) => c.start === i && c.end <= end);
    // A kind of its own after it is no flavour ("Olive & Feta Salad" is a salad).
    const flavour =
      chunk !== undefined &&
      !chunk.phrase.brand &&
      flavours.has(chunk.phrase.bucket) &&
      !KIND_WORDS.has(lastWord(chunk, words));
    if (chunk !== undefined && flavour) {
      i = chunk.end;
    } else if (AFTER_KIND_WORDS.has(word) || TASTE_WORDS.has(word)) {
      i += 1;
    } else {
      return null;
    }
  }
  return at;
}

/**
 * Yogurts a title may name before their flavours ("Yogurt Rhubarb & Custard"), and tofu and tempeh,
 * which the conventions put with them ("Tempeh Sweet Chilli Pieces"); not cheese, which names a
 * crisp's flavour first ("Cheese & Onion").
 */
const DAIRY_KINDS: ReadonlySet<string> = new Set([
  'yogurt',
  'yoghurt',
  'skyr',
  'kefir',
  'quark',
  'tofu',
  'tempeh',
]);

/**
 * Aisles of what flavours a yogurt named after it: fruit, vegetables, herbs, spices and a jar's
 * custard, curd, jam or honey; not baking's dried fruit or a cereal ("Yogurt Raisins" are
 * raisins, "Yogurt & Honey Granola" granola).
 */
const DAIRY_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'SPICES',
  'TINNED_AND_JARRED',
]);

/** Aisles a yogurt is taken from by the flavour named after it. */
const DAIRY_FLAVOURED_FROM: ReadonlySet<Bucket> = new Set<Bucket>([...DAIRY_FLAVOURS, 'PANTRY']);

/**
 * A yogurt named before its flavours is the yogurt ("M&S West Country Luxury Yogurt Rhubarb &
 * Custard 150g" and "Yogurt Lemon Curd" were Tinned & Jarred by the custard or curd), as it is
 * named after them ("Rhubarb & Custard Yogurt").
 */
function dairyBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === null || !DAIRY_FLAVOURED_FROM.has(moved) || saysFrozen(name)) return false;
  return kindNamedFirst(name, chunks, DAIRY_KINDS, DAIRY_FLAVOURS, 'DAIRY_AND_EGGS') !== undefined;
}

/**
 * The chunk of a kind word of the given aisle that flavours follow in the name's head ("Yogurt"
 * in "Yogurt Rhubarb & Custard", "Sauce" in "Vegetable Sauce & Olives"); undefined when the kind
 * word ends the head, is a brand's, or is not there.
 */
function kindNamedFirst(
  name: NameWords,
  chunks: readonly Chunk[],
  kinds: ReadonlySet<string>,
  flavours: ReadonlySet<Bucket>,
  bucket: Bucket,
): Chunk | undefined {
  const end = headEnd(name.words, name.variantAt);
  const at = kindBeforeFlavours(name.words, chunks, end, kinds, flavours);
  if (at === null || at === end - 1) return undefined;
  const kind = chunks.find((chunk) => chunk.end === at + 1);
  return kind !== undefined && !kind.phrase.brand && kind.phrase.bucket === bucket
    ? kind
    : undefined;
}

/** Soft cheeses sold as yogurt-like pots whatever flavours them ("Skyr", "Quark", "Kvarg"). */
const YOGURT_CHEESES: ReadonlySet<string> = new Set(['skyr', 'quark', 'kvarg']);

/**
 * A chilled pot named after a baking flavour is the pot, Dairy & Eggs: a protein pudding ("Protein
 * Pudding Chocolate", "High Protein Caramel Pudding"; sponge, rice and Christmas puddings are
 * named without "protein") and skyr, quark or kvarg ("Kvarg White Chocolate", "Pro Kvarg
 * Blueberry Muffin") were Baking by their chocolate or cake.
 */
function chilledPot(moved: Bucket, name: NameWords): boolean {
  const { words } = name;
  if (moved === 'PANTRY') return proteinPudding(words);
  if (moved !== 'BAKING' && moved !== 'FRUIT') return false;
  if (words.some((word) => YOGURT_CHEESES.has(word))) return true;
  return moved === 'BAKING' && proteinPudding(words);
}

/** "Protein Pudding Chocolate", not a mix for one. */
function proteinPudding(words: readonly string[]): boolean {
  return words.includes('protein') && words.includes('pudding') && !words.includes('mix');
}

/**
 * Meat sliced wafer thin is the meat ("Cooked Chicken Wafer Thin", "Turkey Ham Wafer Thin" were
 * Baking by the wafer); wafers and wafer-thin mints keep their aisles.
 */
function waferThinMeat(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved !== 'BAKING' || !hasWordPair(name.words, 'wafer', 'thin')) return false;
  return chunks.some((chunk) => chunk.phrase.bucket === 'MEAT_AND_FISH' && !chunk.phrase.brand);
}

/**
 * A packet of pasta or rice and its sauce named so ("Pasta 'n' Sauce Chefs Special Creamy
 * Four Cheese" was Dairy, "Pasta 'N' Sauce Mac 'N' Cheese" Tinned, "Rice & Sauce Chicken" Meat &
 * Fish) is the dry packet, Pasta & Grains, whatever flavours it.
 */
function pastaAndSaucePacket(name: NameWords): boolean {
  const { words } = name;
  // So is an instant or pot pasta, a snack pot made up with boiling water as Pot Noodle is
  // ("Instant Pasta Penne & Arrabbiata 70g" was Sauces by its sauce); "Pasta Pot" is the
  // chiller's salad, named the other way round.
  const at = words.indexOf('pasta');
  if (at > 0 && INSTANT_PASTA_WORDS.has(words[at - 1] ?? '')) return true;
  // A "King Pot", the large instant noodle pot, named by its flavour alone ("Chicken and Mushroom
  // King Pot" was Vegetables; session 78).
  if (words.at(-1) === 'pot' && words.at(-2) === 'king') return true;
  return words.some(
    (word, at) =>
      (word === 'pasta' || word === 'rice') &&
      (words[at + 1] === 'n' || words[at + 1] === 'and') &&
      words[at + 2] === 'sauce',
  );
}

/** Words before "pasta" that make it a snack pot made up with boiling water. */
const INSTANT_PASTA_WORDS: ReadonlySet<string> = new Set(['instant', 'pot']);

/** A count before "hot dogs": "8 Hot Dogs", "Hot Dogs x8". */
const COUNTED_HOT_DOGS = /(?:^|\s)\d{1,2}\s+hot\s*dogs\b|\bhot\s*dogs\s+x\s*\d/i;

/** Words of chilled sausages or bread named with hot dogs. */
const NOT_JARRED_HOT_DOGS: ReadonlySet<string> = new Set(['frankfurter', 'roll', 'bun', 'wiener']);

/**
 * Hot dogs counted so in the title ("Wikinger 8 Hot Dogs", "Shopwell 8 Hot Dogs 400G") are a jar
 * or tin of them in brine, as "Ye Olde Oak 8 Hot Dogs" is; the chiller's are frankfurters by name,
 * and hot dog rolls are bread.
 */
function countedHotDogs(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name)) return false;
  if (name.words.some((word) => NOT_JARRED_HOT_DOGS.has(word))) return false;
  return COUNTED_HOT_DOGS.test(text);
}

/** Ready meals named by the dish alone, the last words of the name ("Cottage Pie", "Beef Hotpot"). */
const READY_MEAL_DISHES: readonly (readonly string[])[] = [
  ['cottage', 'pie'],
  ['shepherd', 'pie'],
  ['fish', 'pie'],
  // The fish pie by its other name ("Fisherman's Pie"), not the bakery's pie.
  ['fisherman', 'pie'],
  // Fish pies named by their fish or as the admiral's.
  ['admiral', 'pie'],
  ['salmon', 'pie'],
  ['haddock', 'pie'],
  ['seafood', 'pie'],
  // Cottage pie under a cheese and crumb crust.
  ['cumberland', 'pie'],
  ['moussaka'],
  ['hotpot'],
  ['toad', 'in', 'the', 'hole'],
  ['all', 'day', 'breakfast'],
  ['cauliflower', 'cheese'],
];

/** A roast named before "dinner" ("Roast Beef Dinner", "Roast Chicken Dinner"). */
const ROAST_DINNER = /\broast(?:\s+[a-z]+)?\s+dinner$/;

/**
 * A "dinner" last is a plated meal: a roast or a main named before it ("Roast Beef Dinner",
 * "Salmon Fillet Dinner", "Sausage Dinner"). "Dinner Rolls", a dinner kit and a pet's "Chicken
 * Dinner" (its maker keeps it) are no meal here.
 */
function mainsDinner(words: readonly string[]): boolean {
  if (words.length < 2 || words.at(-1) !== 'dinner') return false;
  if (ROAST_DINNER.test(words.join(' '))) return true;
  return words.slice(0, -1).some((word) => READY_MEAL_MAINS.has(word) || DISH_MAINS.has(word));
}

/** The sides a ready meal is named with last: "… and Mash", "… with Pilau Rice". */
const READY_MEAL_SIDES: readonly (readonly string[])[] = [
  ['mash'],
  ['pilau', 'rice'],
  ['egg', 'fried', 'rice'],
  ['fried', 'rice'],
  ['basmati', 'rice'],
  ['jasmine', 'rice'],
  ['rice'],
];

/** Words that make a dish's name something else: its mix, sauce, kit, pasta or a snack. */
const NOT_READY_MEAL: ReadonlySet<string> = new Set([
  'mix',
  'seasoning',
  'recipe',
  'sauce',
  'paste',
  'kit',
  'sheet',
  'pasta',
  'roll',
  'sandwich',
  'wrap',
  'crisp',
  'pancake',
  'stack',
  'pot',
  'soup',
]);

/** Aisles a ready meal is taken from: its meat's, vegetables', fruit's, cheese's, pie's, rice's or none. */
const READY_MEAL_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'VEGETABLES',
  // A fruit it is flavoured with ("Chicken and Lemon Risotto").
  'FRUIT',
  'BAKING',
  'PASTA_AND_GRAINS',
  'PANTRY',
]);

const endsWith = (words: readonly string[], tail: readonly string[]) =>
  words.length >= tail.length &&
  tail.every((word, i) => words[words.length - tail.length + i] === word);

/**
 * A ready meal has no chiller aisle among the 13, so by this convention it is the freezer's, where
 * the shops sell it as such: a dish named alone ("Cottage Pie", "Beef Hotpot", "Toad In The Hole",
 * "Cauliflower Cheese", "Roast Beef Dinner"), a lasagne named after its filling ("Beef Lasagne";
 * plain "Lasagne" is the sheets), or a meat or curry named with its side last ("Sausage and Mash",
 * "Chicken Tikka Masala with Pilau Rice"). These were Baking as pies, Pasta & Grains by the rice or
 * Meat & Fish by the meat. A title naming the chiller, a tin, the dish's mix, sauce or kit, and a
 * side alone ("Mashed Potato", "Egg Fried Rice") keep their aisles. A title that calls itself a
 * ready meal or a meal for one or two is one whatever its dish ("Beef Papardelle Pasta Ready Meal
 * For 1").
 */
function readyMeal(moved: Bucket | null, name: NameWords, text = ''): boolean {
  const end = name.variantAt ?? name.words.length;
  // A pasta dish named after its sauce was read as the sauce ("Spaghetti Bolognese").
  if (moved === 'SAUCES') {
    return !saysChiller(name) && pastaSauceMeal(name.words.slice(0, end), text);
  }
  // A tin's dish served with a side is the ready meal ("Chilli Con Carne With Rice"): no tin
  // holds the rice with it (see tinDishWithSide).
  if (moved === 'TINNED_AND_JARRED') {
    return !saysChiller(name) && tinDishWithSide(name.words.slice(0, end), text);
  }
  if (moved !== null && !READY_MEAL_FROM.has(moved)) return false;
  const meal = name.words.includes('meal');
  if (!meal && !READY_MEAL_LAST.has(name.words[end - 1] ?? '')) return false;
  if (saysChiller(name)) return false;
  // A title that calls itself one: "… Ready Meal For 1", "Meal for One Fish Pie".
  if (meal && hasWordPair(name.words, 'ready', 'meal')) return true;
  if (meal && hasWordPair(name.words, 'meal', 'for')) return true;
  const words = end === name.words.length ? name.words : name.words.slice(0, end);
  if (pastaMeal(words, text) || pastaSauceMeal(words, text)) return true;
  if (words.some((word) => NOT_READY_MEAL.has(word) || TIN_WORDS.has(word))) return false;
  if (READY_MEAL_DISHES.some((dish) => endsWith(words, dish))) return true;
  if (mainsDinner(words)) return true;
  if (words.at(-1) === 'lasagne') {
    // Plain lasagne at a ready meal's 300-450 g is the meal ("Tesco Lasagne 400G"); the dried
    // sheets come in 250 g and 500 g packs.
    const grams = packGrams(text);
    if (grams !== null && grams >= 300 && grams <= 450) return true;
    return LASAGNE_FILLINGS.has(words.at(-2) ?? '');
  }
  const dish = MAINS_DISHES.find((tail) => endsWith(words, tail));
  if (dish !== undefined) {
    // A dried packet weighs 150 g or less ("Mushroom Risotto 120G"); a ready meal weighs more.
    const grams = packGrams(text);
    if (grams !== null && grams <= 150) return false;
    const before = words.slice(0, words.length - dish.length);
    return before.some((word) => READY_MEAL_MAINS.has(word) || DISH_MAINS.has(word));
  }
  if (weighedMealDish(words, text)) return true;
  const side = READY_MEAL_SIDES.find((tail) => endsWith(words, tail));
  if (side === undefined) return false;
  const joinAt = words.length - side.length - 1;
  const join = words[joinAt];
  if (join !== 'and' && join !== 'with') return dishThenSide(words.slice(0, joinAt + 1), text);
  // A meat or a dish before the side: "Sausage and Mash", "Chicken Korma and Pilau Rice".
  return joinAt >= 1 && words.slice(0, joinAt).some((word) => READY_MEAL_MAINS.has(word));
}

/**
 * A dish the tins sell named, then "with" or "and" a side ("Chilli Con Carne With Rice 400g" was
 * Tinned & Jarred by the tin's chilli con carne) is the ready meal, as it is with no word between
 * (dishThenSide); the chiller, a tin or the dish's mix named keep theirs.
 */
function tinDishWithSide(words: readonly string[], text: string): boolean {
  if (words.some((word) => NOT_READY_MEAL.has(word) || TIN_WORDS.has(word))) return false;
  const side = READY_MEAL_SIDES.find((tail) => endsWith(words, tail));
  if (side === undefined) return false;
  const joinAt = words.length - side.length - 1;
  const join = words[joinAt];
  return (join === 'and' || join === 'with') && dishThenSide(words.slice(0, joinAt), text);
}

/**
 * Meat or fish sold as party food ("Party 12 Pigs in Blankets", "Party Salt and Pepper Prawns"
 * were Meat & Fish) is the freezer's party range, the shops' "Frozen Party Food"; the chiller's
 * is named so.
 */
function partyFood(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH' || !name.words.includes('party') || saysChiller(name)) return false;
  // Pork pies and cold meats for a party are the chiller's.
  return !name.words.some((word) => NOT_PARTY_FROZEN.has(word));
}

/**
 * A meat or fish named before "lollipops" is the party food ("Tesco Finest 10 Prawn Lollipops
 * 170g" was Pantry as sweets), sold frozen: a lollipop sweet names no meat.
 */
function meatLollipop(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'PANTRY') return false;
  const at = name.words.indexOf('lollipop');
  return (
    at > 0 &&
    name.words.slice(0, at).some((word) => READY_MEAL_MAINS.has(word) || PASTA_MEAL_MAINS.has(word))
  );
}

/**
 * Peas named with sweetcorn are the freezer's mixed bag ("Garden Peas and Sweetcorn" was Tinned by
 * the sweetcorn, which is tinned alone): a tin names itself, sits in water or weighs under 500 g.
 */
function peasAndSweetcorn(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || !name.words.includes('sweetcorn')) return false;
  if (!name.words.some((word) => word === 'pea' || word === 'pois' || word === 'poi')) return false;
  if (name.words.some((word) => TIN_WORDS.has(word) || word === 'water' || word === 'brine')) {
    return false;
  }
  const grams = packGrams(text);
  return grams === null || grams >= 500;
}

/** Party meats sold chilled: pies, sliced and cured meats, platters. */
const NOT_PARTY_FROZEN: ReadonlySet<string> = new Set([
  'pie',
  'ham',
  'salami',
  'chorizo',
  'platter',
  'slice',
  'sliced',
  'cooked',
]);

/**
 * A curry or stew named with its main and then its side with no "and" or "with" between ("Chicken
 * Tikka Masala Pilau Rice", "Chilli Con Carne Rice" were Pasta & Grains by the rice) is the ready
 * meal, unless its pack is a microwave rice pouch's (under 300 g).
 */
function dishThenSide(words: readonly string[], text: string): boolean {
  const dish = WEIGHED_MEAL_DISHES.find((tail) => endsWith(words, tail));
  if (dish === undefined) return false;
  const grams = packGrams(text);
  if (grams !== null && grams < 300) return false;
  if (dish.at(-1) === 'carne') return true;
  return words
    .slice(0, words.length - dish.length)
    .some(
      (word) => READY_MEAL_MAINS.has(word) || DISH_MAINS.has(word) || WEIGHED_MEAL_MAINS.has(word),
    );
}

/**
 * A pasta shape named with the sauce it is served in last, with no pack size ("Spaghetti
 * Bolognese", "Spaghetti Carbonara" were Sauces and Pasta & Grains), is the ready meal: the jar
 * names "sauce", the packet "mix" or "kit". A sized title keeps its aisle, as session 45 left it
 * ("Spaghetti Carbonara 400G": tins and ready meals share the name and the weight).
 */
function pastaSauceMeal(words: readonly string[], text: string): boolean {
  if (!PASTA_SAUCE_DISHES.has(words.at(-1) ?? '')) return false;
  if (!PASTA_MEAL_LAST.has(words.at(-2) ?? '')) return false;
  if (words.some((word) => NOT_PASTA_MEAL.has(word) || TIN_WORDS.has(word))) return false;
  return packGrams(text) === null;
}

/** The sauces a pasta ready meal is named after, last, with its shape before. */
const PASTA_SAUCE_DISHES: ReadonlySet<string> = new Set(['bolognese', 'carbonara']);

/**
 * A meat or fish named before a pasta shape, "pasta" or "pasta bake" last, at a ready meal's
 * weight, is the ready meal ("The Gym Kitchen Chicken Arrabbiata Linguine 400G" was Pasta &
 * Grains, "Chicken & Bacon Pasta Bake 400G" Meat & Fish): dried pasta names no meat, and fresh
 * pasta with a meat is filled (ravioli, tortelloni), which is no shape here. Its sauce, mix or kit,
 * a tin, or the chiller named, keep their aisles.
 */
function pastaMeal(words: readonly string[], text: string): boolean {
  const last = words.at(-1) ?? '';
  const bake = last === 'bake' && words.at(-2) === 'pasta';
  if (!bake && !PASTA_MEAL_LAST.has(last)) return false;
  const before = words.slice(0, words.length - (bake ? 2 : 1));
  if (before.some((word) => NOT_PASTA_MEAL.has(word) || TIN_WORDS.has(word))) return false;
  if (!readyMealGrams(packGrams(text))) return false;
  return before.some((word) => READY_MEAL_MAINS.has(word) || PASTA_MEAL_MAINS.has(word));
}

/** Pasta named last in a ready meal: the shapes that come unfilled, and "pasta". */
const PASTA_MEAL_LAST: ReadonlySet<string> = new Set([
  'pasta',
  'linguine',
  'spaghetti',
  'penne',
  'tagliatelle',
  'fusilli',
  'rigatoni',
  'pappardelle',
  'farfalle',
  'conchiglie',
]);

/** Meats and fish a pasta dish names besides the ready meals' mains. */
const PASTA_MEAL_MAINS: ReadonlySet<string> = new Set([
  'prawn',
  'bacon',
  'chorizo',
  'ham',
  'pancetta',
  'tuna',
  'meatball',
]);

/** Words that make a pasta dish's name its sauce, mix, kit or another thing (NOT_READY_MEAL less "pasta"). */
const NOT_PASTA_MEAL: ReadonlySet<string> = new Set(
  [...NOT_READY_MEAL, 'flavour', 'salad'].filter((word) => word !== 'pasta'),
);

/** Aisles a dish's name puts a sachet in: its sauce's, the ready meal's, its main's, pie's or pasta's. */
const DISH_SACHET_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'SAUCES',
  'FROZEN',
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'VEGETABLES',
  'BAKING',
  'PASTA_AND_GRAINS',
  // A tin's dish ("Colman's Chilli Con Carne 50G"): tins weigh 300 g and more.
  'TINNED_AND_JARRED',
]);

/**
 * A dish sold in a sachet of 50 g or less is the seasoning mix for it ("Colman's Chicken Chasseur
 * 43G" was Meat & Fish as the dish of its meat, "Colman's Cauliflower Cheese 40G" Frozen as the
 * ready meal, "Colman's Bolognese 44G" Sauces): jars of cooking sauce weigh 120 g and more, and
 * ready meals 250 g and more. The dish is a cooking sauce's ("Korma", "Bolognese"), a stew's, or
 * a ready meal's as readyMeal knows them, named last.
 */
function dishSachet(moved: Bucket | null, name: NameWords, text: string): boolean {
  if ((moved !== null && !DISH_SACHET_FROM.has(moved)) || saysChiller(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const named = name.words.slice(0, end);
  // The dish's mix, said, is its sachet up to 100 g ("Goulash Mix 40g", "Stew Mix 40g" were Pantry
  // by default, "Irish Stew Mix 40g" Tinned): the dish itself comes in packs of 250 g and more.
  const mix = named.length > 1 && named.at(-1) === 'mix';
  const grams = packGrams(text);
  if (grams === null || grams > (mix ? 100 : 50)) return false;
  const words = mix ? named.slice(0, -1) : named;
  const last = words.at(-1) ?? '';
  // A pie's mix over 50 g may be its filling or a baking mix (packetMix reads the smaller).
  if (mix && grams > 50 && last === 'pie') return false;
  if (STEW_WORDS.has(last) || MIX_DISH_WORDS.has(last) || CURRY_HOUSE_DISHES.has(last)) return true;
  if (SAUCE_DISHES.has(last) || SAUCE_DISHES.has(words.slice(-2).join(' '))) return true;
  return [...READY_MEAL_DISHES, ...WEIGHED_MEAL_DISHES, ...MAINS_DISHES].some((dish) =>
    endsWith(words, dish),
  );
}

/**
 * South Asian dishes the spice makers (Shan, National, Mehran) name their sachets after, last in
 * the title ("Shan Karahi Fry Gosht 50G" was Frozen by "fry", "National Chicken Karahi 50G" Meat &
 * Fish): at 50 g or less no shop sells the dish itself (see dishSachet).
 */
const CURRY_HOUSE_DISHES: ReadonlySet<string> = new Set([
  'karahi',
  'gosht',
  'nihari',
  'haleem',
  'keema',
  'qeema',
  'balti',
  'biryani',
  'kofta',
  'kabab',
  'kebab',
  'tikka',
  'tandoori',
  'vindaloo',
  'madras',
  'handi',
  'paya',
  'pulao',
  'pilau',
]);

/**
 * Ben's Original (once Uncle Ben's) as read: "original" is a claim word and drops, so the title
 * starts "ben" (not "ben and", Ben & Jerry's) or "uncle ben".
 */
const saysBensRice = (words: readonly string[]) =>
  (words[0] === 'ben' && words[1] !== 'and') || (words[0] === 'uncle' && words[1] === 'ben');

/**
 * Ben's Original's rice named by its flavour alone is the rice ("Ben's Original Golden Vegetable
 * 250G" was Vegetables, "Ben's Original Mexican Style 250G" and "Special Fried" Pantry): the maker
 * sells rice in pouches and bags, and names its jars of sauce as sauces (Ben's Cookies, a baker,
 * keeps its biscuits).
 */
function bensRice(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'PASTA_AND_GRAINS' || !saysBensRice(name.words) || saysFrozen(name)) return false;
  const other = (word: string) => word === 'sauce' || TIN_WORDS.has(word) || BAKED_GOODS.has(word);
  if (name.words.some(other)) return false;
  return packGrams(text) !== null && !LIQUID_VOLUME.test(text);
}

/** Shapes a shop's own cereals are named by, as written ("Chocolate Squares", "Honey Puffs"). */
const CEREAL_SHAPES: ReadonlySet<string> = new Set(['squares', 'pillows', 'puffs']);

/**
 * A cereal's flavour named before a cereal's shape, in a box of 300 g to 1 kg, is the cereal
 * ("Chocolate Squares 375G" and "Honey Puffs 500G" were Pantry, "Cinnamon Squares 375G" Spices):
 * what the shops call their own cereals. Cheese puffs (a snack, no cereal flavour) and smaller
 * packs keep their aisles.
 */
function cerealShape(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'PASTA_AND_GRAINS' || moved === 'FROZEN') return false;
  const end = name.variantAt ?? name.words.length;
  if (end < 2 || !CEREAL_SHAPES.has(name.written[end - 1] ?? '')) return false;
  if (!CEREAL_FLAVOURS.has(name.words[end - 2] ?? '')) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300 && grams <= 1000;
}

/** Aisles a pack of instant noodles is named into by its meat or vegetable flavour. */
const NOODLE_FLAVOUR_FROM: ReadonlySet<Bucket> = new Set<Bucket>(['MEAT_AND_FISH', 'VEGETABLES']);

/**
 * Noodles named before their meat, fish or vegetable flavour, in one pack of 150 g or less, are
 * the instant noodles ("Naked Noodle Korean Beef Bulgogi 78G", "Pot Noodle Piri Piri Chicken 90G"
 * were Meat & Fish): the flavour of a pot or packet, as the maker's "Noodle" in its name says. A
 * noodle soup or salad, and a ready meal's weight, keep their aisles.
 */
function noodlesFlavoured(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === null || !NOODLE_FLAVOUR_FROM.has(moved) || saysChiller(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  const at = words.indexOf('noodle');
  if (at < 0 || at === words.length - 1) return false;
  if (words.slice(at + 1).some((word) => word === 'soup' || word === 'salad')) return false;
  const grams = packGrams(text);
  return grams !== null && grams <= 150;
}

/** Cuts and pieces a shop names its meat and fish by, before any flavour it is sold in. */
const MEAT_CUT_WORDS: ReadonlySet<string> = new Set([
  'fillet',
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'leg',
  'steak',
  'chop',
  'rib',
  'skewer',
  'kebab',
  'kiev',
  'loin',
  'belly',
  'shank',
  'joint',
  'escalope',
  'medallion',
  'cutlet',
  // Joints and sides named before their flavour ("Lamb Shoulder Rosemary & Garlic", "Turkey
  // Crown Cranberry", "Salmon Side Lemon & Dill"; session 47).
  'shoulder',
  'crown',
  'rack',
  'side',
  'tenderloin',
  'haunch',
  // The deli's cured and cooked meats named before their flavour ("Chicken Mortadella Chilli",
  // "Salami Fennel", "Mortadella Pistachio" were Vegetables and Baking).
  'mortadella',
  'salami',
  'ham',
  'chorizo',
  'pastrami',
  'pepperoni',
  'prosciutto',
  'bresaola',
]);

/** A marinade the title ends on makes the meat before it a cut ("Chicken Buttermilk Marinated"). */
const MARINATED_WORDS: ReadonlySet<string> = new Set(['marinated']);

/** Words of a cut's size or trim, written before it ("Mini Fillets", "Boneless Thighs"). */
const CUT_SIZE_WORDS: ReadonlySet<string> = new Set(['mini', 'boneless', 'skinless', 'large']);

/**
 * Aisles a cut's flavour names it into: the fruit, vegetables, herbs, sauces, butter and cheese,
 * and spices it is sold with. Tins, snacks, sweets and dried goods named after a cut keep theirs.
 */
const CUT_FLAVOUR_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'SAUCES',
  'DAIRY_AND_EGGS',
  'SPICES',
]);

/** Foods of the jars' aisle a cut is sold flavoured with (see meatCutFlavoured). */
const JAR_FLAVOURS: ReadonlySet<string> = new Set(['olive', 'caper', 'honey']);

/** Nuts a cured meat is sold studded with ("Mortadella Pistachio"), the baking shelf's. */
const MEAT_NUT_FLAVOURS: ReadonlySet<string> = new Set(['pistachio', 'almond', 'walnut', 'pecan']);

/** Words in a title with a cut that name another product made with it, not its flavour. */
const AFTER_CUT_PRODUCTS: ReadonlySet<string> = new Set([
  'sauce',
  'marinade',
  'seasoning',
  'rub',
  'mix',
  'paste',
  'stock',
  'gravy',
  'soup',
  'pie',
  'pasty',
  'crisp',
  'flavour',
  'flavoured',
  'sandwich',
  'wrap',
  'salad',
  'pizza',
  'noodle',
  'rice',
  'kit',
  'pate',
  'spread',
  'filler',
  'slice',
  'grinder',
  'mill',
  'shaker',
  'blend',
]);

/**
 * A cut of meat or fish named first, then only the flavour it is sold in, is the meat or fish
 * ("Chicken Wings Sweet Chilli 800G" was Vegetables, "Salmon Fillets Garlic Butter" Dairy & Eggs,
 * "Pork Belly Honey & Mustard" Sauces, "Turkey Breast Steaks Cranberry & Orange" Fruit): the shops
 * write the flavour after the cut. A product named after it (a sauce, seasoning, soup, pie,
 * crisps), a tin or a pack in brine or oil, and a title naming the freezer keep their aisles.
 */
function meatCutFlavoured(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === null) return false;
  const jarred = moved === 'TINNED_AND_JARRED';
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  // Nuts are a cut's flavour too, though the baking shelf sells them ("Mortadella Pistachio").
  const nutted = moved === 'BAKING' && words.some((word) => MEAT_NUT_FLAVOURS.has(word));
  if ((!jarred && !nutted && !CUT_FLAVOUR_FROM.has(moved)) || saysFrozen(name)) return false;
  // Olives and capers are a cut's flavour too, though the jars' aisle is theirs ("2 Sea Bass
  // Fillets, Tomatoes and Olives" was Tinned): no tin is named by them after a cut, but for the
  // olive oil it is packed in.
  if (jarred && !words.some((word, at) => JAR_FLAVOURS.has(word) && words[at + 1] !== 'oil')) {
    return false;
  }
  const meat = chunks.find(
    (chunk) => !chunk.phrase.brand && chunk.phrase.bucket === 'MEAT_AND_FISH',
  );
  if (meat === undefined || meat.packed === true) return false;
  // The cut ends the meat's phrase ("Chicken Thighs") or follows it ("Chicken Breast Fillets"),
  // sized or trimmed before it ("Chicken Mini Fillets", "Chicken Boneless Thighs").
  let at = meat.end;
  let cut =
    MEAT_CUT_WORDS.has(lastWord(meat, name.words)) ||
    MARINATED_WORDS.has(name.words[end - 1] ?? '');
  while (
    at < end &&
    (MEAT_CUT_WORDS.has(name.words[at] ?? '') || CUT_SIZE_WORDS.has(name.words[at] ?? ''))
  ) {
    cut ||= MEAT_CUT_WORDS.has(name.words[at] ?? '');
    at += 1;
  }
  if (!cut || CUT_SIZE_WORDS.has(name.words[at - 1] ?? '')) return false;
  if (at >= end) return false;
  // A salt or spice named after the cut it is for, and nothing else, is that seasoning ("Steak
  // Salt 100G", "Steak Spice 40G").
  if (at === end - 1 && (name.words[at] === 'salt' || name.words[at] === 'spice')) return false;
  // A produce whose variety the meat names is that produce ("Beef Steak Tomatoes").
  const varieties = NAMED_VARIETIES.get(name.words[at] ?? '');
  if (name.words.slice(meat.start, meat.end).some((word) => varieties?.has(word) === true)) {
    return false;
  }
  if (words.some((word) => AFTER_CUT_PRODUCTS.has(word) || TIN_WORDS.has(word))) return false;
  return !packedIn(name.words, true);
}

/**
 * Bakery goods a shop names first, then only what is baked in or on them: "Vogel's Bread
 * Sunflower & Barley", "Sourdough Olive & Rosemary", "Rolls Cheese & Onion", "Loaf Sunflower &
 * Pumpkin" (see bakedFlavoured).
 */
const BAKED_HEADS: ReadonlySet<string> = new Set([
  'bread',
  'loaf',
  'sourdough',
  'focaccia',
  'ciabatta',
  'ciabattin',
  'bloomer',
  'baguette',
  'roll',
  'bagel',
  'flatbread',
  'naan',
  'pitta',
  'crumpet',
  'muffin',
  'scone',
  'crispbread',
  'oatcake',
  'cracker',
  // Breadsticks named before their oil, herbs or seeds ("Grissini Olive Oil & Rosemary").
  'breadstick',
  'grissini',
  // Little toasts by their herbs or garlic ("Crostini Rosemary", "Bruschettine Garlic").
  'crostini',
  'bruschettine',
  'cookie',
  'flapjack',
  'panettone',
  // Rusks by what is baked into them ("Rusks Buttermilk" was Dairy, "Rusks Muesli" Pasta &
  // Grains; session 71).
  'rusk',
]);

/** Aisles of what a bread or bake is named after: seeds, grains, fruit, olives, cheese, herbs. */
const BAKED_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'FRUIT',
  'HERBS',
  'SPICES',
  'BAKING',
  'PASTA_AND_GRAINS',
  'DAIRY_AND_EGGS',
  'TINNED_AND_JARRED',
  'OILS_AND_VINEGARS',
]);

/**
 * A bread or bake named first, then only the seeds, grains, fruit, cheese or herbs baked into it,
 * is the bread ("Vogel's Bread Sunflower & Barley 800G" was Pasta & Grains, "Sourdough Olive &
 * Rosemary" Tinned & Jarred, "Rolls Cheese & Onion" Pantry as a crisp flavour, "Sourdough Rye &
 * Caraway" Spices): the shops write what is in it after the bread, as after a cut of meat (see
 * meatCutFlavoured). A product named after it (chips, a mix, a sauce, a spread), a meat (a filled
 * wrap or roll), a drink or the freezer's ice cream keep their aisles.
 */
function bakedFlavoured(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === null || moved === 'BAKING' || moved === 'FROZEN' || saysFrozen(name)) {
    return false;
  }
  const end = name.variantAt ?? name.words.length;
  const named = chunks.filter((chunk) => !chunk.phrase.brand && chunk.start < end);
  const first = named[0];
  if (first === undefined || first.phrase.bucket !== 'BAKING') return false;
  if (!BAKED_HEADS.has(lastWord(first, name.words))) return false;
  if (bakeInMakersName(first, name)) return false;
  const after = named.slice(1);
  if (after.length === 0) return false;
  if (!after.every((chunk) => BAKED_FLAVOURS.has(chunk.phrase.bucket))) return false;
  const words = name.words.slice(first.end, end);
  return !words.some((word) => AFTER_CUT_PRODUCTS.has(word) || BAKED_NOT_AFTER.has(word));
}

/**
 * A bake's word that begins the title with a word no food phrase has right after it is a maker's
 * name ("Cracker Barrel … Cheddar Cheese" is a cheese, not crackers of its flavour): the shops
 * write a bake's flavours straight after it ("Crackers Cheese & Chive").
 */
function bakeInMakersName(bake: Chunk, name: NameWords): boolean {
  if (bake.start !== 0) return false;
  const next = name.words[bake.end];
  if (next === undefined || !/^[a-z]+$/.test(next)) return false;
  // A word joined to the next by "and" is one of the flavours ("Sourdough Rye & Caraway").
  if (FLAVOUR_JOINS.has(name.words[bake.end + 1] ?? '')) return false;
  return !knownPhraseWords().has(next) && !FLAVOUR_JOINS.has(next);
}

/** A bake's size, written right after it: "Croissant Mini", "Croissant Midi", "Muffins Jumbo". */
const BAKE_SIZE_WORDS: ReadonlySet<string> = new Set([
  'mini',
  'midi',
  'maxi',
  'jumbo',
  'giant',
  'large',
  'big',
  'small',
]);

/** Words that join a bake to its flavours: "Crackers with Cheese", "Rolls and Butter". */
const FLAVOUR_JOINS: ReadonlySet<string> = new Set(['and', 'with', 'in', 'of', 'n']);

/** Words after a bread that name another product: bagel or pitta chips, a bread sauce or mix. */
const BAKED_NOT_AFTER: ReadonlySet<string> = new Set(['chip', 'crouton', 'topping', 'crumb']);

/**
 * A vegetable named first, then only the butter, herbs, glaze or oil it is sold dressed in, is the
 * vegetable ("Baby Potatoes Herb Butter" was Dairy & Eggs, "Carrots Honey Glaze" Tinned & Jarred,
 * "Mixed Peppers Balsamic" Oils & Vinegars): the shops write the flavour after the vegetable, as
 * after a cut of meat (see meatCutFlavoured). A vegetable that is itself such a flavour ("Garlic
 * Butter", "Chilli Oil"), any other word after it (a sauce, crisps, a juice), a drink sold by volume
 * ("Cucumber & Mint 1L") and the freezer keep their aisles.
 */
function vegetableDressed(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved === null || moved === 'VEGETABLES' || moved === 'FROZEN' || saysFrozen(name)) {
    return false;
  }
  // Sold by volume it is a drink of that flavour ("Cucumber & Mint 1L").
  if (PACK_VOLUME.test(text)) return false;
  return !snackBag(name, chunks, text) && dressedVegetable(name, chunks);
}

/** A vegetable named first, then only what it is dressed in (see vegetableDressed). */
function dressedVegetable(name: NameWords, chunks: readonly Chunk[]): boolean {
  const end = name.variantAt ?? name.words.length;
  const first = chunks.find((chunk) => !chunk.phrase.brand && chunk.phrase.bucket !== null);
  if (first === undefined || first.phrase.bucket !== 'VEGETABLES' || first.packed === true) {
    return false;
  }
  const own = name.words.slice(first.start, first.end);
  if (own.some((word) => VEGETABLE_DRESSINGS.has(word))) return false;
  // "Vegetables" in the plural are the vegetables themselves ("Roasting Vegetables Garlic").
  const plural = name.written[first.start] === 'vegetables';
  if (own.length === 1 && NOT_DRESSED.has(own[0] ?? '') && !plural) return false;
  const after = name.words.slice(first.end, end);
  // Oil alone after it is that vegetable's oil ("Avocado Oil"); a herb oil dresses it.
  if (after[0] === 'oil') return false;
  return (
    after.some((word) => VEGETABLE_DRESSINGS.has(word)) &&
    after.every((word) => word === 'and' || VEGETABLE_DRESSINGS.has(word))
  );
}

/**
 * Vegetable words that, alone, name no vegetable sold dressed: "Vegetable Oil", "Vegetable
 * Chilli", "Stir Fry Oil", dried "Perfect Mash Butter and Herb".
 */
const NOT_DRESSED: ReadonlySet<string> = new Set(['vegetable', 'fry', 'mash']);

/** What a vegetable is sold dressed in, written after it (see vegetableDressed). */
const VEGETABLE_DRESSINGS: ReadonlySet<string> = new Set([
  'butter',
  'herb',
  'garlic',
  'honey',
  'glaze',
  'glazed',
  'maple',
  'roast',
  'balsamic',
  'oil',
  'goose',
  'fat',
  'rosemary',
  'thyme',
  'sage',
  'parsley',
  'mint',
  'chilli',
  'lemon',
]);

/** Meats and fish a seasoning sachet is named for. */
const SACHET_MEATS: ReadonlySet<string> = new Set([
  'chicken',
  'pork',
  'lamb',
  'beef',
  'turkey',
  'steak',
  'salmon',
  'fish',
]);

/** Seasonings a sachet names its meat with ("Garlic Chicken", "Smoky Paprika Pork"). */
const SACHET_FLAVOURS: ReadonlySet<string> = new Set([
  'garlic',
  'paprika',
  'herb',
  'bbq',
  'barbecue',
  'cajun',
  'peri',
  'piri',
  'jerk',
  'tikka',
  'tandoori',
  'fajita',
  'smoky',
  'lemon',
  'pepper',
  'chilli',
  'mexican',
  'chinese',
  'italian',
  'moroccan',
  'mediterranean',
  'rosemary',
  'thyme',
  'oregano',
  'teriyaki',
  'katsu',
  'tuscan',
  'provencal',
]);

/**
 * A meat or fish named after its seasoning, in one sachet of 50 g or less, is the seasoning mix
 * for it ("Maggi So Juicy Garlic Chicken 28G", "Maggi So Juicy Paprika Chicken" were Meat & Fish):
 * no shop sells chicken or pork in such a pack, and meat snacks of that size are named as sticks,
 * bites or jerky, or come in multipacks.
 */
function flavouredMeatSachet(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name) || saysFrozen(name)) return false;
  if (/\d\s*x\s*\d/i.test(text)) return false;
  const grams = packGrams(text);
  if (grams === null || grams > 50) return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  if (!SACHET_MEATS.has(words.at(-1) ?? '')) return false;
  return words.slice(0, -1).some((word) => SACHET_FLAVOURS.has(word));
}

/**
 * A "cook in (a) bag" sachet is seasoning with a roasting bag, on the seasoning shelf with the
 * recipe mixes ("Tesco Cook In A Bag Garlic & Herb Chicken 30G" and "Knorr Chicken Cook In Bag
 * 29G" were Meat & Fish by the chicken); a frozen title, or a pack heavier than a sachet's 60 g,
 * is food in its bag.
 */
function cookInBag(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN' || moved === 'SPICES' || saysFrozen(name)) return false;
  const at = name.words.findIndex((word, i) => word === 'cook' && name.words[i + 1] === 'in');
  if (at < 0) return false;
  const bag = name.words[at + 2] === 'bag' || name.words[at + 3] === 'bag';
  const grams = packGrams(text);
  return bag && (grams === null || grams <= 60);
}

/**
 * "Mac 'n' cheese" or "mac and cheese", named by the short word, is the ready meal (Frozen, as
 * every ready meal is: "Hearty Food Co Mac 'N' Cheese 400G" was Tinned as macaroni cheese, "Fully
 * Loaded Mac and Cheese" Dairy & Eggs); tins name it in full ("Heinz Macaroni Cheese 400G"), and
 * one that says it is tinned is the tin (it was Dairy & Eggs). Its packet, pot, sauce, kit, crisps
 * and a title naming the chiller keep their aisles.
 */
function macAndCheese(moved: Bucket | null, name: NameWords): Bucket | null {
  if (moved === 'FROZEN' || moved === 'PANTRY') return null;
  const { words } = name;
  const at = words.indexOf('mac');
  if (at < 0 || words[at + 2] !== 'cheese') return null;
  if (words[at + 1] !== 'and' && words[at + 1] !== 'n') return null;
  if (words.some((word) => TIN_WORDS.has(word))) return 'TINNED_AND_JARRED';
  if (words.some((word) => NOT_READY_MEAL.has(word)) || saysChiller(name)) return null;
  return 'FROZEN';
}

/**
 * Wedges named by their seasoning alone are potato wedges ("Seasoned Fried Wedges", "Spicy Wedges
 * 750G" were Pantry by default), and fritters of a tin's food are the freezer's ("Spam Fritters",
 * "Sweetcorn Fritters" were Tinned): no fresh aisle sells either cooked. Lemon, cheese and apple
 * wedges or fritters are named after a fruit or cheese and keep its aisle.
 */
function friedFrozen(moved: Bucket | null, name: NameWords): boolean {
  const last = name.written.at(-1);
  if (last === 'wedges') return moved === null;
  return last === 'fritters' && (moved === null || moved === 'TINNED_AND_JARRED');
}

/**
 * Stews, curries and casseroles a shop sells as the ready meal, named last after their main
 * ("Chicken Korma", "Beef Stroganoff", "Lamb Rogan Josh"); the dish alone is the jar of its sauce
 * or its mix, and its main alone before a side is read by READY_MEAL_SIDES.
 */
const WEIGHED_MEAL_DISHES: readonly (readonly string[])[] = [
  ['korma'],
  ['tikka', 'masala'],
  ['jalfrezi'],
  ['madra'],
  ['rogan', 'josh'],
  ['balti'],
  ['bhuna'],
  ['dopiaza'],
  ['dhansak'],
  ['pasanda'],
  ['vindaloo'],
  ['makhani'],
  ['curry'],
  ['stroganoff'],
  ['casserole'],
  ['stew'],
  ['stew', 'and', 'dumpling'],
  ['bourguignon'],
  ['goulash'],
  ['tagine'],
  ['cacciatore'],
  ['chilli', 'con', 'carne'],
];

/** Mains a stew or curry is named after besides the ready meals' meats, fish and vegetables. */
const WEIGHED_MEAL_MAINS: ReadonlySet<string> = new Set([
  'chickpea',
  'lentil',
  'paneer',
  'spinach',
]);

/** A chilled or frozen ready meal's pack, 250-600 g; 392 g is the tin's (see tinOfFishOrPulses). */
const readyMealGrams = (grams: number | null) =>
  grams !== null && grams >= 250 && grams <= 600 && grams !== 392;

/**
 * A curry, stew or casserole named after its main and sold by a ready meal's weight ("Tesco
 * Chicken Korma 400G", "Beef Stroganoff 400G", "Chickpea & Spinach Curry 400G") is the ready meal,
 * the freezer's by the session 35 convention (they were Meat & Fish or Vegetables by the main).
 * Without a weight the name is as likely the tin or a recipe's dish, and keeps its main's aisle;
 * with no main ("Sharwood's Korma 420g") it is the jar of sauce, and meat "for" the dish is meat.
 */
function weighedMealDish(words: readonly string[], text: string): boolean {
  const dish = WEIGHED_MEAL_DISHES.find((tail) => endsWith(words, tail));
  if (dish === undefined || !readyMealGrams(packGrams(text))) return false;
  const before = words.slice(0, words.length - dish.length);
  // Meat cut for the dish is the meat ("Diced Beef for Stew 400G").
  if (before.at(-1) === 'for') return false;
  return before.some(
    (word) => READY_MEAL_MAINS.has(word) || DISH_MAINS.has(word) || WEIGHED_MEAL_MAINS.has(word),
  );
}

/**
 * Ready meals named by a dish after what it is made with ("Chicken Chow Mein", "Chicken Biryani",
 * "Mushroom Risotto", "Chicken Katsu Curry", "Prawn Pad Thai"): with no main before it the name is
 * a dried packet or the dish's kit ("Vesta Chow Mein", "Risotto Rice"), and its sauce, paste or
 * kit is named so; a packet of 150 g or less is the dried one.
 */
const MAINS_DISHES: readonly (readonly string[])[] = [
  ['chow', 'mein'],
  ['biryani'],
  ['risotto'],
  ['katsu', 'curry'],
  ['pad', 'thai'],
];

/** Mains these dishes are named after besides the ready meals' meats and fish. */
const DISH_MAINS: ReadonlySet<string> = new Set(['prawn', 'duck', 'vegetable', 'mushroom', 'tofu']);

/**
 * Household, toiletry and pet goods, by two words only they take ("Kitchen Roll", "Dog Food",
 * "Shower Gel") or one ("Shampoo"); the catalogue's household line knows them, but a food named
 * after them took the title ("Plenty Original Kitchen Roll 2 Rolls" was Baking as bread rolls, "Bakers
 * Dog Food Beef & Vegetables" Vegetables, "Dreamies Cat Treats Cheese" Dairy & Eggs). They go with the
 * store cupboard's foil and bin bags (Pantry), whatever scents or flavours them.
 */
function householdGoods(name: NameWords): boolean {
  const { words } = name;
  if (HOUSEHOLD_HEADS.has(words.at(-1) ?? '')) return true;
  return words.some((word, at) => {
    if (HOUSEHOLD_WORDS.has(word)) return true;
    const next = words[at + 1];
    return next !== undefined && (HOUSEHOLD_PAIRS.get(word)?.has(next) ?? false);
  });
}

/**
 * Supplements and medicines, by their count of capsules, tablets or chewables or a dose in mg ("Cod
 * Liver Oil 1000Mg 60 Capsules" was Oils & Vinegars, "Cranberry Capsules 30 Pack" Fruit): with the
 * toiletries (Pantry). Foods are never counted so nor dosed in milligrams.
 */
const SUPPLEMENT_PACK =
  /\b\d+\s*(?:capsules|caps|softgels|chewables|gummies)\b|\b\d+\s*mg\b|\bcapsules\s+\d+\s*(?:pack|pk)\b|\bcapsules\b.*\b\d+\s*(?:pack|pk)\b/i;

/**
 * Words that, ending a title, name household and toiletry goods whatever food word comes before
 * them ("Breast Pads" were Meat & Fish by the poultry breast, "Cake Tin Liners" would be Baking):
 * no food is a pad or a liner ("Pad Thai" names the dish first).
 */
const HOUSEHOLD_HEADS: ReadonlySet<string> = new Set(['pad', 'liner']);

/** Words only household, toiletry and pet goods take (see householdGoods). */
const HOUSEHOLD_WORDS: ReadonlySet<string> = new Set([
  'shampoo',
  'toothpaste',
  'deodorant',
  'antiperspirant',
  'firelighter',
  // Session 38: toiletries, medicines and cleaning goods no food is named after (not "capsule":
  // cardamom; not "candle" or "razor" alone: candle nuts, razor clams).
  'mouthwash',
  'handwash',
  'toothbrush',
  'conditioner',
  'nappy',
  'wipe',
  'tampon',
  'condom',
  'plaster',
  'bleach',
  'detergent',
  'antibacterial',
  'caplet',
  'lozenge',
  'effervescent',
  'paracetamol',
  'ibuprofen',
  // Session 44: a scourer, an antiseptic cream and an air freshener maker named by its scents
  // ("Spontex Scourer Sponges" was Baking as sponge cakes, "Sudocrem Antiseptic Healing Cream" Dairy).
  'scourer',
  'antiseptic',
  'airwick',
  // Pet food makers whose tins and pouches are named as dishes, as read ("Forthglade Lamb With Root
  // Vegetables", "Applaws Cat Tuna Fillet"), and a diffuser by its scent.
  'applaw',
  'forthglade',
  'harrington',
  'diffuser',
  // Medicine and pet food brands whose products are named after a flavour ("Lemsip … Lemon",
  // "Sheba … Chicken In Gravy"), as the name reader keys them ("Whiskas" is read "whiska"; not
  // Dreamies, read "dreamy" as in "Dreamy Chocolate Mousse": its "Cat Treats" say it).
  'lemsip',
  'berocca',
  'strepsil',
  'calpol',
  'nurofen',
  'whiska',
  'felix',
  'sheba',
  'pedigree',
  'iam',
  'purina',
  'winalot',
  'cesar',
]);

/**
 * Baby milk and baby food: infant, follow-on and growing-up milk, a pack marked with the age it is
 * for ("4 Month+", "From 7 Months", "6-36 Months") and the baby-food makers. UK shops sell them in a
 * baby aisle the 13 lack, with the household goods (Pantry), whatever fruit or dish names them
 * ("Aptamil First Baby Milk Formula 800G" was Dairy & Eggs, "Ella's Kitchen Strawberries & Apples
 * Pouch" Fruit, "Hipp Organic Spaghetti Bolognese 190G" Sauces). A cheese aged for months is no
 * such mark ("24 Month Parmigiano"): the mark is a plus, a "from" or a range. A "baby puree" is
 * such food too ("Pear Baby Puree 4x100g" was Fruit): grown-ups' purees are named by their food.
 */
function babyGoods(name: NameWords, text: string): boolean {
  if (BABY_AGE.test(text)) return true;
  const { words } = name;
  return words.some((word, at) => {
    if (BABY_WORDS.has(word)) return true;
    const next = words[at + 1];
    if (next === undefined) return false;
    if (BABY_PAIRS.get(word)?.has(next) === true) return true;
    // "Cow & Gate", read "cow and gate"; follow-on and growing-up milk (the plant drinks for
    // children, "Growing Up Oat Drink", "Growing Up Milk Alternative", are the dairy aisle's).
    const third = words[at + 2];
    if (word === 'cow') return next === 'and' && third === 'gate';
    if (third === 'milk' && words[at + 3] === 'alternative') return false;
    return GROWN_MILK.get(word) === next && (third === 'milk' || third === 'formula');
  });
}

const BABY_AGE =
  /\b\d{1,2}\s*(?:-\s*\d{1,2}\s*)?months?\s*\+|\bfrom\s+\d{1,2}\s*months?\b|\b\d{1,2}\s*-\s*\d{1,2}\s*months?\b/i;

const GROWN_MILK: ReadonlyMap<string, string> = new Map([
  ['follow', 'on'],
  ['growing', 'up'],
]);

/** Baby milk and baby-food makers, as the name reader keys them ("Farley's" is "farley"). */
const BABY_WORDS: ReadonlySet<string> = new Set([
  'aptamil',
  'kendamil',
  'hipp',
  'organix',
  'kiddylicious',
  'farley',
]);

/** Pairs of words only baby milk and baby food take, the first word keyed. */
const BABY_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['infant', new Set(['milk', 'formula'])],
  ['baby', new Set(['milk', 'formula', 'food', 'rice', 'brekkie', 'porridge', 'puree'])],
  ['toddler', new Set(['milk'])],
  ['ella', new Set(['kitchen'])],
  ['little', new Set(['freddy'])],
]);

/** Pairs of words only household, toiletry and pet goods take, the first word keyed. */
const HOUSEHOLD_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['kitchen', new Set(['roll', 'towel', 'paper'])],
  ['toilet', new Set(['roll', 'tissue', 'paper', 'cleaner'])],
  ['loo', new Set(['roll'])],
  ['washing', new Set(['up', 'powder', 'liquid'])],
  ['fabric', new Set(['conditioner', 'softener'])],
  ['dishwasher', new Set(['tablet', 'salt', 'powder'])],
  ['shower', new Set(['gel'])],
  ['body', new Set(['wash', 'lotion', 'butter', 'scrub', 'spray'])],
  ['air', new Set(['freshener', 'wick'])],
  ['hand', new Set(['wash', 'soap'])],
  ['cat', new Set(['food', 'treat', 'litter', 'biscuit', 'tin'])],
  ['for', new Set(['dog', 'cat', 'puppy', 'kitten'])],
  ['scented', new Set(['candle'])],
  ['dental', new Set(['floss'])],
  ['yankee', new Set(['candle'])],
  ['dog', new Set(['food', 'treat', 'biscuit', 'chew'])],
  ['kitten', new Set(['food'])],
  ['puppy', new Set(['food'])],
  ['bird', new Set(['seed', 'food'])],
  ['bath', new Set(['salt', 'soak', 'foam', 'bomb'])],
  ['plug', new Set(['in'])],
  ['razor', new Set(['blade'])],
  ['lip', new Set(['balm', 'salve'])],
  ['petroleum', new Set(['jelly'])],
  ['sanitary', new Set(['towel', 'pad'])],
  ['cotton', new Set(['bud', 'pad', 'wool'])],
]);

/** What a ready-made lasagne is named after ("Beef Lasagne"); plain "Lasagne" is the sheets. */
const LASAGNE_FILLINGS: ReadonlySet<string> = new Set([
  'beef',
  'chicken',
  'lamb',
  'pork',
  'meat',
  'meatball',
  'bolognese',
  'salmon',
  'vegetable',
  'veg',
  'vegetarian',
  'veggie',
  'vegan',
  'spinach',
  'mushroom',
  'lentil',
  'squash',
  'ricotta',
]);

/** The last words of every dish and side above: a quick test before the lists. */
const READY_MEAL_LAST: ReadonlySet<string> = new Set([
  ...READY_MEAL_DISHES.map((dish) => dish.at(-1) ?? ''),
  ...READY_MEAL_SIDES.map((side) => side.at(-1) ?? ''),
  ...MAINS_DISHES.map((dish) => dish.at(-1) ?? ''),
  ...WEIGHED_MEAL_DISHES.map((dish) => dish.at(-1) ?? ''),
  'dinner',
  'lasagne',
  ...PASTA_MEAL_LAST,
  'bake',
  'bolognese',
  'carbonara',
]);

/** Meats and dishes a ready meal names before its side. */
const READY_MEAL_MAINS: ReadonlySet<string> = new Set([
  'sausage',
  'banger',
  'chicken',
  'beef',
  'pork',
  'lamb',
  'turkey',
  'meatball',
  'pie',
  'curry',
  'korma',
  'masala',
  'jalfrezi',
  'madras',
  'balti',
  'rogan',
  'bhuna',
  'dopiaza',
  'biryani',
  'chilli',
  'stew',
  'casserole',
  'liver',
  'gammon',
  'fish',
  'cod',
  'haddock',
  'salmon',
]);

/** The crusts a pizza is named by when the title leaves out "pizza" (see crustPizza). */
const PIZZA_CRUSTS: readonly (readonly [string, string])[] = [
  ['tiger', 'crust'],
  ['stuffed', 'crust'],
  ['deep', 'dish'],
  ['deep', 'pan'],
  ['chicago', 'thin'],
];

/** Words that make a crust named in a title a base, a mix or a pie rather than a pizza. */
const NOT_CRUST_PIZZA: ReadonlySet<string> = new Set([
  'base',
  'dough',
  'mix',
  'flour',
  'pie',
  'tart',
  'quiche',
  'bread',
]);

/**
 * A pizza named by its crust, with "pizza" left out, is a pizza, the freezer's as every pizza here
 * ("Tiger Crust Double Pepperoni", "Crispy Chicago Thin Loaded Cheese", "Deep Dish Picante
 * N'Duja", "Stuffed Crust Salt and Pepper Chicken": all frozen in the shops' departments, and
 * Meat & Fish or Dairy by their topping before). Not a base, dough or mix ("Deep Pan Pizza Base
 * Mix"), a pie ("Deep Dish Apple Pie") or garlic bread.
 */
function crustPizza(moved: Bucket, name: NameWords): boolean {
  if (moved === 'FROZEN' || saysChiller(name)) return false;
  const words = name.words;
  if (words.some((word) => NOT_CRUST_PIZZA.has(word))) return false;
  return PIZZA_CRUSTS.some(([first, second]) => hasWordPair(words, first, second));
}

/** Words naming a dinner kit before "kit": the meal, or a dish sold as a kit ("Fajita Kit"). */
const MEAL_KIT_WORDS: ReadonlySet<string> = new Set([
  'meal',
  'recipe',
  'dinner',
  'fajita',
  'taco',
  'burrito',
  'enchilada',
  'nacho',
  'quesadilla',
  'curry',
  'korma',
  'masala',
  'makhani',
  'biryani',
  'jambalaya',
  'paella',
  'laksa',
  'katsu',
  'kebab',
  'shawarma',
  'falafel',
  'stir',
  'ramen',
  'pad',
]);

/** Words that make a kit something else than a dinner kit: salad, cakes, sweets, toys. */
const NOT_MEAL_KIT: ReadonlySet<string> = new Set([
  'salad',
  'cake',
  'cupcake',
  'biscuit',
  'cooky',
  'baking',
  'egg',
  'tea',
  'pizza',
]);

/** Aisles a dinner kit is taken from: the fresh aisles of its meat or vegetables, and the rest. */
const MEAL_KIT_FROM: ReadonlySet<Bucket> = new Set([
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'VEGETABLES',
  'FRUIT',
  'HERBS',
  'SPICES',
  'TINNED_AND_JARRED',
  'PANTRY',
]);

/**
 * A dinner kit from the cupboard ("Old El Paso Smoky BBQ Fajita Kit", "Thai Green Curry Meal
 * Kit", "Chicken Makhani Recipe Kit") is on the cooking sauces' shelf, as in Tesco's "Cooking
 * Sauces, Meal Kits & Sides": Sauces, not the meat, vegetable or fruit of its name (the shops put
 * every such kit in the food cupboard), nor Pantry by default. Kits already in Baking (wrap and cake kits), Pasta &
 * Grains (noodle and rice kits) or Frozen keep them; salad kits stay Vegetables.
 */
function mealKit(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== null && !MEAL_KIT_FROM.has(moved)) return false;
  const at = name.words.lastIndexOf('kit');
  if (at < 1 || name.words[at + 1] === 'kat') return false;
  const before = name.words.slice(0, at);
  if (before.some((word) => NOT_MEAL_KIT.has(word))) return false;
  return before.some((word) => MEAL_KIT_WORDS.has(word));
}

/** What a plant milk is made from, named before "drink" ("Soya Long Life Drink"). */
const PLANT_MILK_BASES: ReadonlySet<string> = new Set([
  'oat',
  'soya',
  'soy',
  'almond',
  'coconut',
  'hazelnut',
  'cashew',
  'rice',
  'hemp',
  'pea',
]);

/** Words a plant milk's title puts between its plant and "drink": keeping, sugar, flavour, use. */
const PLANT_MILK_WORDS: ReadonlySet<string> = new Set([
  'long',
  'life',
  'longlife',
  'uht',
  'chilled',
  'fresh',
  'light',
  'semi',
  'whole',
  'skinny',
  'unsweetened',
  'sweetened',
  'original',
  'organic',
  'barista',
  'high',
  'protein',
  'calcium',
  'growing',
  'up',
  'dairy',
  'alternative',
  'deluxe',
  'chocolate',
  'vanilla',
  'strawberry',
  'banana',
  'and',
]);

/**
 * A plant milk named with words between its plant and "drink" is a plant milk, Dairy & Eggs as
 * "Oat Drink" is ("Soya Long Life Drink", "Almond No Sugars Chilled Drink", "Coconut UHT Drink",
 * "Jord Chilled Oat and Vanilla Drink" were Pantry as soft drinks); a juice drink or a coconut
 * water stays a drink (any other word between stops it).
 */
function plantMilkDrink(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== null && moved !== 'PANTRY') return false;
  const words = name.words;
  const at = words.lastIndexOf('drink');
  for (let i = at - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    if (PLANT_MILK_BASES.has(word)) return true;
    if (!PLANT_MILK_WORDS.has(word)) return false;
  }
  return false;
}

/** Plants a plant milk is named by alone, before its volume ("Oat 1L"); not coconut or pea. */
const PLANT_MILK_NAMED: ReadonlySet<string> = new Set([
  'oat',
  'soya',
  'soy',
  'almond',
  'hazelnut',
  'cashew',
  'rice',
  'hemp',
]);

/**
 * A plant milk named as a "milk alternative", or by its plant alone and sold by the millilitre or
 * litre, is the plant milk (Dairy & Eggs, as "Oat Drink" is): "Rude Health Chilled Coconut Milk
 * Alternative 1litre" was Tinned as coconut milk, "Alpro Soya … Milk Alternative 1-3+ Years
 * 1litre" Pantry and "MOMA Extra Creamy Oat 750ml" Pasta & Grains by the oats. Oats, rice and nuts
 * to cook with are sold by weight, and liqueurs named after a nut by the centilitre; the freezer's
 * ices keep their aisle.
 */
function plantMilkNamed(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN' || moved === 'DAIRY_AND_EGGS') return false;
  const { words } = name;
  if (words.some((word, at) => word === 'milk' && words[at + 1] === 'alternative')) return true;
  const end = name.variantAt ?? words.length;
  return (
    PLANT_MILK_NAMED.has(words[end - 1] ?? '') &&
    ML_OR_LITRES.test(text) &&
    !/\d\s*cl\b/i.test(text)
  );
}

/**
 * A hydration drink is a drink whatever flavour it is named by ("Prime Hydration Ice Pop 500ml",
 * "Prime Hydration Lemon Lime", "Tropical Punch Hydration Drink"): only drinks, and the tablets
 * dissolved into them, are sold as hydration, and both are the drinks' shelf (Pantry).
 */
const hydrationDrink = (name: NameWords) => name.words.includes('hydration');

/**
 * A strength of up to 15% written before a fruit name: a cider's or fruit beer's alcohol ("4.5%
 * Forest Fruits", "8% Apple and Mango"). Fresh fruit names no percentage before it; claims of
 * fat, sugar or juice name their word after it ("0% Fat", "30% Less Sugar", "100% Juice").
 */
const DRINK_STRENGTH =
  /(?:^|\s)(?:1[0-5]|\d)(?:\.\d)?%\s+(?!fat\b|less\b|more\b|off\b|juice\b)[a-z]/i;

/** Fruit named after an alcohol strength is the drink's shelf (Pantry), see DRINK_STRENGTH. */
const fruitDrinkByStrength = (moved: Bucket, text: string) =>
  moved === 'FRUIT' && DRINK_STRENGTH.test(text);

/** Aisles a small pack of mash is taken from: its potato's, or its flavour's cheese. */
const MASH_AISLES: ReadonlySet<Bucket> = new Set<Bucket>(['VEGETABLES', 'DAIRY_AND_EGGS']);

/**
 * Mash in a pack of 200 g or less is instant mash, a dry sachet from the cupboard ("Idahoan
 * Cheese Mash 109G", "… Buttery Homestyle Mash 109G"; were Dairy or Vegetables); the chiller's
 * and the freezer's mash comes in 400-450 g packs. A title naming the chiller keeps it.
 */
function instantMash(moved: Bucket, name: NameWords, text: string): boolean {
  if (!name.words.includes('mash') || saysChiller(name)) return false;
  if ((MASH_AISLES.has(moved) || moved === 'HERBS') && mashNamedFirst(name.words)) return true;
  if (!MASH_AISLES.has(moved)) return false;
  const grams = packGrams(text);
  return grams !== null && grams <= 200;
}

/** Flavours a packet of mash names after "mash" ("Perfect Mash Butter and Herb"). */
const MASH_FLAVOURS: ReadonlySet<string> = new Set([
  'butter',
  'buttery',
  'herb',
  'cheese',
  'cheddar',
  'bacon',
  'onion',
  'garlic',
  'chive',
  'pepper',
  'original',
]);

/**
 * Mash named before its flavours is a packet's ("Perfect Mash Butter and Herb", "Perfect Mash
 * Cheddar Cheese Flavoured" were Dairy): the chiller names its mash after them ("Buttery Mash",
 * "Cheddar Mash"), and a meal names its mash last ("Sausage and Mash").
 */
function mashNamedFirst(words: readonly string[]): boolean {
  const at = words.indexOf('mash');
  return at >= 0 && words.slice(at + 1).some((word) => MASH_FLAVOURS.has(word));
}

/** Savoury biscuit shapes named after their cheese or seasoning, written in the plural. */
const SAVOURY_BISCUIT_SHAPES: ReadonlySet<string> = new Set([
  'twists',
  'straws',
  'savouries',
  'thins',
  'crispies',
]);

/** Aisles of a savoury biscuit's flavour: its cheese, herbs, vegetables (onion) or spices. */
const SAVOURY_BISCUIT_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'DAIRY_AND_EGGS',
  'HERBS',
  'VEGETABLES',
  'SPICES',
]);

/**
 * Cheese straws, twists and savouries are the savoury biscuits the shops shelve with the crackers
 * ("Cheese Straws 100G", "Cheddar Cheese Twists 125g", "Gruyere and Poppy Twists", "Chive and
 * Onion Mini Twists", "Cheese Savouries"; food-cupboard titles of the shops' matched names that
 * were Dairy, Vegetables or Pantry). Straws need a cheese ("Veggie Straws" and "Cola Straws" are
 * a crisp and a sweet); pasta twists stay pasta.
 */
function savouryBiscuits(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'BAKING' || moved === 'FROZEN' || moved === 'TINNED_AND_JARRED') return false;
  const last = name.written.length - 1;
  const shape = name.written[last] ?? '';
  if (!SAVOURY_BISCUIT_SHAPES.has(shape) || name.words.includes('pasta')) return false;
  // Sour cream is a crisp's flavour ("Sour Cream & Chive Twists").
  if (name.words.includes('sour')) return false;
  const before = chunks.filter((c) => c.end <= last && !c.phrase.brand);
  if (before.length === 0) return false;
  const cheese = before.some((c) => c.phrase.bucket === 'DAIRY_AND_EGGS');
  if (shape !== 'twists') return cheese;
  return before.every((c) => SAVOURY_BISCUIT_FLAVOURS.has(c.phrase.bucket));
}

/**
 * A cheese joined by "and" to the fruit, vegetables, herbs or spice blended into it is the cheese
 * ("Wensleydale & Cranberries", "White Stilton & Apricot", "Cheddar & Caramelised Onion"): the
 * cheese counter names its blends so. Only a named cheese ("Cheese & Onion" is a crisp or pasty
 * flavour), first after the maker, and only flavours after it ("Cheddar & Onion Crisps" are crisps).
 */
function cheeseAndFlavours(name: NameWords, chunks: readonly Chunk[]): boolean {
  const { words } = name;
  const and = words.indexOf('and');
  const cheese = chunks.find((c) => c.end === and);
  if (cheese === undefined || cheese.phrase.brand) return false;
  if (cheese.phrase.bucket !== 'DAIRY_AND_EGGS') return false;
  const named = words.slice(cheese.start, cheese.end);
  if (named.join(' ') === 'cheese' || NOT_BLENDED_DAIRY.has(named[named.length - 1] ?? '')) {
    return false;
  }
  // Nothing before it but makers of cheese or of nothing known ("Walkers Cheddar & Onion" are crisps).
  if (chunks.some((c) => c.end <= cheese.start && c.phrase.bucket !== 'DAIRY_AND_EGGS')) {
    return false;
  }
  const after = chunks.filter((c) => c.start > and);
  if (after.length === 0) return false;
  const flavour = (c: Chunk) =>
    !c.phrase.brand && (isFlavour(c, words) || c.phrase.bucket === 'SPICES');
  if (!after.every(flavour)) return false;
  // Onion or chives alone are the crisp flavours ("Mature Cheddar & Red Onion", "Cheddar and
  // Chives"); caramelised onion is the cheese counter's.
  const crispy = after.every((c) => CRISP_FLAVOURS.has(lastWord(c, words)));
  if (crispy && !words.includes('caramelised')) return false;
  return words.every(
    (word, i) => i <= and || after.some((c) => c.start <= i && i < c.end) || TASTE_WORDS.has(word),
  );
}

/** Flavours that with cheese name crisps, not a cheese. */
const CRISP_FLAVOURS: ReadonlySet<string> = new Set(['onion', 'chive', 'chives']);

/** Dairy foods a flavour joined by "and" is no blend of ("Milk & Honey" is a drink's flavour). */
const NOT_BLENDED_DAIRY: ReadonlySet<string> = new Set(['milk', 'cream', 'egg', 'drink']);

/** Cheeses sold shaped as burgers and bites, from the chiller's cheese shelf. */
const GRILLING_CHEESES: ReadonlySet<string> = new Set(['halloumi', 'paneer']);

/**
 * A burger of halloumi or paneer is cheese, on the chiller's cheese shelf ("Tesco 2 Halloumi
 * Burgers 200g", "Quarter Pounder Halloumi Burgers"): the cheese is named right before the shape,
 * and no meat is named ("Beef & Halloumi Burgers" stay meat).
 */
function cheeseBurger(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
): boolean {
  if (moved !== 'MEAT_AND_FISH' || head === null || !headHas(name, head, SHAPED_FOOD_WORDS)) {
    return false;
  }
  if (!GRILLING_CHEESES.has(name.words[head.start - 1] ?? '')) return false;
  return !chunks.some(
    (c) =>
      c !== head &&
      c.phrase.bucket === 'MEAT_AND_FISH' &&
      !c.phrase.brand &&
      !name.words
        .slice(c.start, c.end)
        .every((word) => SHAPED_FOOD_WORDS.has(word) || word === 'quarter'),
  );
}

/** Words that deny the meat after them: "Isn't Chicken", "No Chicken", "Not Bacon". */
const MEAT_DENIALS: ReadonlySet<string> = new Set(['isnt', 'no', 'not']);

/**
 * Words that make any meat word meat-free ("Quorn Mince", "Vegan Sausages", "Plant-Based Kebab"):
 * the 13 aisles have no chilled meat-free shelf, and the freezer holds the range.
 */
const VEGGIE_WORDS: ReadonlySet<string> = new Set([
  'vegan',
  'vegetarian',
  'veggy',
  'meatless',
  'plant',
  'quorn',
  'oumph',
]);

/**
 * A liquid measure in a title ("1 Litre", "750Ml", "4 x 200ml", and "4X330ml" written without a
 * space, where no word boundary comes before the volume): fresh fruit, vegetables and herbs
 * are sold by weight or by the piece, never by volume.
 */
const LIQUID_VOLUME = /(?:\b|\dx)\d+(?:\.\d+)?\s*(?:ml|cl|l|ltr|litres?|liters?)\b/i;

/** Aisles a liquid measure takes a title out of: what it names is the drink's flavour. */
const DRINK_FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
]);

/**
 * A fruit, vegetable or herb title sold by volume is a drink named by its flavour ("Sparkling
 * Lemon & Lime 1 Litre", "Apple & Mango 4 x 200ml", "Lemon Basil 250ml"): the store cupboard's
 * drinks; fresh herbs, like fruit, are sold by weight. A name the catalogue
 * has whole ("lemon juice", bought as lemons) keeps its aisle.
 */
function drinkByVolume(moved: Bucket, wholeName: boolean, text: string): boolean {
  return (
    !wholeName &&
    DRINK_FLAVOUR_BUCKETS.has(moved) &&
    (LIQUID_VOLUME.test(text) || BARE_CAN_MULTIPACK.test(text))
  );
}

/**
 * A multipack of a drinks can's size with its unit left off ("4X330", "12 x 440", "4x568"): 330
 * and 440 ml are cans, 568 ml a pint, and no fruit, vegetable or herb is sold in multipacks of
 * those weights ("Rhubarb 4X330" is a drink). Any unit written after it is read as that unit.
 */
const BARE_CAN_MULTIPACK = /\b\d+\s*x\s*(?:330|440|568)(?![\d.]|\s*[a-z])/i;

/** A multipack by the millilitre: "8 X 58Ml", "6x73ml" (the count, then one portion's volume). */
const VOLUME_MULTIPACK = /\b(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*ml\b/i;

/**
 * A fruit, vegetable or herb flavour in a pack of four or more portions of 110 ml or less is ice
 * lollies ("Fab Strawberry 8 X 58Ml" was Pantry as a drink by its volume): the freezer sells
 * lollies of 35-110 ml in such packs, while drinks come in 150 ml cartons and up, and the smaller
 * shots and yoghurt drinks in fewer or are the dairy's.
 */
function lollyMultipack(moved: Bucket, text: string): boolean {
  if (!DRINK_FLAVOUR_BUCKETS.has(moved)) return false;
  const pack = VOLUME_MULTIPACK.exec(text);
  if (pack === null) return false;
  return Number(pack[1]) >= 4 && Number(pack[2]) <= 110;
}

/** Words in the name of a fruit mix the freezer sells by weight ("Summer Fruits"). */
const FRUIT_MIX_WORDS: ReadonlySet<string> = new Set(['fruit', 'berry']);

/**
 * A fruit mix the freezer sells by weight is, sold by volume, a drink named after it ("Summer
 * Fruits 500ml", "Fruits Of The Forest 1L"); the word "frozen" keeps it in the freezer.
 */
function fruitMixDrink(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'FROZEN' || head === null || head.phrase.bucket !== 'FROZEN') return false;
  if (!headHas(name, head, FRUIT_MIX_WORDS)) return false;
  if (saysFrozen(name)) return false;
  return LIQUID_VOLUME.test(text);
}

/** A multipack of small portions: "5X16g", "3 x 20g" (the grams of one portion). */
const PORTION_MULTIPACK = /\b\d+\s*x\s*(\d+(?:\.\d+)?)\s*g\b/i;

/**
 * Makers whose range is dried and pressed fruit snacks, as read (first words of the title): Bear
 * (Yoyos, Paws, Fruit Bites) and Fruit Bowl. Named by a fruit alone, their packs are the snack.
 */
const FRUIT_SNACK_MAKERS: readonly (readonly string[])[] = [['bear'], ['fruit', 'bowl']];

/**
 * Forms only dried fruit is sold in, ending the title after the fruit ("Mango Strips 100g",
 * "Banana Thins" were Fruit): the fruit aisle's prepared fruit is sliced, chunked or in sticks.
 */
const DRIED_FRUIT_FORMS: ReadonlySet<string> = new Set(['strips', 'thins']);

/**
 * Fruit in a multipack of portions of 30 g or less is a fruit snack ("Strawberry Yoyos 5X20g",
 * "Raspberry Peelers 5X16g"): dried and pressed fruit, with the dried fruit in Baking. Fresh
 * fruit snack packs are 60-100 g a portion ("Grapes 4 X 80G"), fromage frais tubes and pots for
 * children 37-50 g ("Strawberry 9 X 37G").
 */
function fruitSnack(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'FRUIT') return false;
  if (opensWithMaker(name, FRUIT_SNACK_MAKERS)) return true;
  if (DRIED_FRUIT_FORMS.has(name.written.at(-1) ?? '')) return true;
  const portion = PORTION_MULTIPACK.exec(text);
  return portion !== null && Number(portion[1]) <= 30;
}

/**
 * Fresh fruit named before "snack pack" is the fruit, from the fruit aisle's grab bags ("Apple
 * Snack Pack", "Tesco Grape Snack Pack 4 X 80G", "Apple & Grape Snack Pack" were Pantry by the
 * snack); dried fruit is named dried or by a dried fruit's name and keeps Baking, and a pack of
 * portions of 30 g or less is a dried or pressed fruit snack (see fruitSnack).
 */
/**
 * "Snack Pack", "Snack Packs", "Snackpack" (the reader drops "pack" as a pack size), and the
 * fruit aisle's "Snack Pot(s)" (session 38: "Grapes Snack Pot 160G" was Pantry), which the reader
 * keeps as a word.
 */
const SNACK_PACK = /\bsnack\s*(?:packs?|pots?)\b/i;

function freshFruitSnackPack(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved !== 'PANTRY') return false;
  const at = name.words.indexOf('snack');
  const last = name.words.length - (name.words.at(-1) === 'pot' ? 2 : 1);
  if (at < 1 || at !== last || !SNACK_PACK.test(text)) return false;
  if (name.words.some((word) => DRIED_WORDS.has(word))) return false;
  const portion = PORTION_MULTIPACK.exec(text);
  if (portion !== null && Number(portion[1]) <= 30) return false;
  const before = chunks.filter((c) => c.end <= at && !c.phrase.brand);
  return before.length > 0 && before.every((c) => c.phrase.bucket === 'FRUIT');
}

/**
 * A fruit mix the bakery sells dried ("Mixed Fruit", "Tropical Fruit") named before a pot or cup
 * that ends the title, one pack of it, is prepared fresh fruit, the fruit aisle's ("Tesco Mixed
 * Fruit Pot 160G" was Baking): dried fruit comes in bags, not pots. Fruit packed in juice or
 * syrup is the tin's (read before), a multipack of pots may be the cupboard's fruit in juice, and
 * a title saying dried keeps the bakery's.
 */
function fruitMixPot(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'BAKING' || head === null || !FRUIT_MIX_WORDS.has(lastWord(head, name.words))) {
    return false;
  }
  const { words } = name;
  const pot = words[head.end] ?? '';
  if ((pot !== 'pot' && pot !== 'cup') || head.end + 1 !== words.length) return false;
  return !words.some((word) => DRIED_WORDS.has(word)) && !/\d\s*x\s*\d/i.test(text);
}

/**
 * A maker's name before two fruits joined by "and", with no weight, count or volume and nothing
 * else named, is a drink or sweet named by its flavours ("Drench Pear and Blueberry", "Real Fruit
 * Apple & Blackcurrant"): a shop names fresh fruit with its weight or count, and a recipe names
 * fruit without a maker ("apples and pears"). Without a maker, two fruits both named in the
 * singular and nothing else are a flavour too ("Apple and Blackcurrant", "Orange and Passion
 * Fruit" were Fruit); "Apple and Strawberries" stays.
 */
function brandedFruitPair(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'FRUIT' || /\d/.test(text)) return false;
  const known = chunks.filter((c) => !c.phrase.brand);
  if (known.length < 2 || known.some((c) => c.phrase.bucket !== 'FRUIT')) return false;
  const joined = known.some((c, i) => i > 0 && name.words[c.start - 1] === 'and');
  if (!joined) return false;
  const before = name.words.slice(0, (known[0] as Chunk).start);
  if (!before.every((word) => PRODUCE_WORDS.has(word))) return true;
  // With no maker, two fruits each named in the singular and nothing else are a flavour too
  // ("Apple and Blackcurrant", "Peach and Orange"): a shop or recipe names fruit in the plural.
  return (
    known.length === 2 &&
    before.length === 0 &&
    known[1]?.end === name.words.length &&
    known.every((c) => name.written[c.end - 1] === name.words[c.end - 1])
  );
}

/**
 * "Fruit" itself, with a maker's or product's words around it, is a fruit snack or dried fruit
 * ("Bear Yo Yo's Apple Snacking Fruit", "Fruit Bears", "Crispy Fruit Slices Forest Fruit"): a
 * shop names fresh fruit by its kind ("Tesco Red Grapes"), and "fruit" alone only with a
 * greengrocer's words ("Fresh Fruit", "Selection of Fruit", "Citrus Fruit", "Fruit Platter"),
 * or in a name it knows ("Fruit Salad", "Passion Fruit").
 */
function fruitItself(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (moved !== 'FRUIT' || head === null || head.end - head.start !== 1) return false;
  if (name.words[head.start] !== 'fruit') return false;
  return name.words.some((word, i) => i !== head.start && !GREENGROCER_WORDS.has(word));
}

/**
 * A fruit named "baked" just before it is dried fruit, the baking shelf's ("Urban Fruit Gently Baked
 * Mango 100G", "Oven Baked Strawberries" were Fruit): fresh fruit is sold raw, and the shops name
 * their soft-dried snacking fruit so. A tin's fruit keeps its aisle.
 */
function bakedFruit(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  return moved === 'FRUIT' && head !== null && name.words[head.start - 1] === 'baked';
}

/** Words said of fruit on a greengrocer's shelf or in a recipe, beside the fruit's kind. */
const GREENGROCER_WORDS: ReadonlySet<string> = new Set([
  'of',
  'selection',
  'seasonal',
  'fresh',
  'citrus',
  'tropical',
  'exotic',
  'stone',
  'soft',
  'medley',
  'platter',
]);

/** Words a greengrocer puts before fruit: not a maker's name ("Organic Apples & Pears"). */
const PRODUCE_WORDS: ReadonlySet<string> = new Set([
  'fresh',
  'organic',
  'ripe',
  'british',
  'english',
  'loose',
  'seasonal',
  'mixed',
  'sweet',
  'juicy',
  'baby',
  'large',
  'small',
  'mini',
  'red',
  'green',
  'golden',
  'sliced',
  'chopped',
  'prepared',
  'washed',
]);

/** Claims only a soft drink makes: "Diet", "Zero", "Slimline", "Sugar Free", "No Sugar". */
const DIET_DRINK = /\b(?:diet|slimline|sugar[\s-]free|no sugars?|(?<!sub\s)zero)\b/i;

/**
 * Fruit named "diet" is a drink ("Club Diet Orange", "Diet Lemonade"): fresh fruit makes no such
 * claim. Nor "zero", "slimline", "sugar free" or "no sugar" ("Cherry Zero Sugar", "Slimline Bitter
 * Lemon", "Max No Sugar Mango"; "no added sugar" is the tins' and dried fruit's claim, and stays),
 * and a fruit mix named "zero" is a squash, not the freezer's or the baking shelf's fruit
 * ("Summer Fruits Zero", "Fruit Twist Zero"; "Sub Zero" ice lollies stay), and so is sugar named
 * "zero".
 */
function dietDrink(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved === 'FRUIT') return name.words.includes('diet') || DIET_DRINK.test(text);
  if (moved !== 'FROZEN' && moved !== 'BAKING') return false;
  if (!/(?<!sub\s)\bzero\b/i.test(text)) return false;
  // Sugar named "zero" is the cola's claim ("Zero Sugar", "Sugar Zero Caffeine"): sugar for
  // baking never makes it, and "Zero Sugar Jelly" is a jelly.
  if (moved === 'BAKING' && head !== null && lastWord(head, name.words) === 'sugar') return true;
  return name.words.some((word) => word.startsWith('fruit'));
}

/**
 * Baked beans named beside something else are a tin of both ("Baked Beans & Sausages 200g",
 * "Beanz & Pork Sausages"): baked beans come only in tins, whatever else the tin holds.
 */
function bakedBeansWith(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved !== 'MEAT_AND_FISH' && moved !== 'VEGETABLES') return false;
  return chunks.some(
    (c) => !c.phrase.brand && c.phrase.bucket === 'TINNED_AND_JARRED' && headHas(name, c, BAKED),
  );
}

/**
 * A squash named after fruit is a drink ("Lemon & Lime Squash", "Apple & Blackcurrant No Added
 * Sugar Squash", "Squash Orange"); after a vegetable, or alone, it is the vegetable ("Butternut
 * Squash").
 */
function fruitSquash(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
): boolean {
  if (head === null) return false;
  // Squash before its fruit flavours: "Squash Orange", "Super Squash Lime & Elderflower"; not a
  // named squash ("Butternut Squash & Apple").
  // So is a fruit squash, the drink's own name ("Fruit Squash Mango and Passionfruit"), and a
  // squash before a frozen fruit mix ("Squash Summer Fruits").
  const mix = moved === 'FROZEN' && lastWord(head, name.words) === 'fruit';
  if (moved === 'FRUIT' || moved === 'HERBS' || mix) {
    return chunks.some(
      (c) =>
        c.end <= head.start &&
        !c.phrase.brand &&
        lastWord(c, name.words) === 'squash' &&
        (c.end - c.start === 1 || c.phrase.bucket === 'PANTRY') &&
        !chunks.some((v) => v.end === c.start && v.phrase.bucket === 'VEGETABLES'),
    );
  }
  if (moved !== 'VEGETABLES' || lastWord(head, name.words) !== 'squash') return false;
  // A squash called original, super or a flavour is the drink ("Kia-Ora Original Squash", "Rocks
  // Red Five Super Squash", "Drumstick Bubblegum Flavour Squash"); vegetables are named by kind.
  // ("Original" is no word of the name's reading, so it is looked for in the title.)
  if (
    head.end - head.start === 1 &&
    (SQUASH_DRINK_WORDS.has(name.words[head.start - 1] ?? '') || ORIGINAL_SQUASH.test(text))
  ) {
    return true;
  }
  // So is one named after a herb or ginger ("Mint Squash", "Lemon & Ginger Squash"), or a
  // fruit mix the freezer also sells ("Summer Fruits On-The-Go Squash").
  const fruit = chunks.findLast(
    (c) =>
      c.end <= head.start &&
      !c.phrase.brand &&
      (c.phrase.bucket === 'FRUIT' ||
        c.phrase.bucket === 'HERBS' ||
        lastWord(c, name.words) === 'ginger' ||
        name.words.slice(c.start, c.end).includes('fruit')),
  );
  if (fruit === undefined) return false;
  return name.words.slice(fruit.end, head.start).every((word) => SQUASH_CLAIMS.has(word));
}

/** Words right before "squash" that make it the drink, not the vegetable. */
const SQUASH_DRINK_WORDS: ReadonlySet<string> = new Set([
  'flavour',
  'flavor',
  'super',
  'concentrated',
  'concentrate',
  'strength',
]);

const ORIGINAL_SQUASH = /\boriginal\s+squash\b/i;

/** Words a squash's label may put between its fruit and "squash" ("No Added Sugar"). */
const SQUASH_CLAIMS: ReadonlySet<string> = new Set([
  'no',
  'added',
  'sugar',
  'free',
  'high',
  'juice',
  'double',
  'strength',
  'concentrated',
  'diet',
  'light',
  'concentrate',
  // "Mini Orange On the Go Squash": a small bottle to drink from.
  'on',
  'the',
  'go',
]);

/** What tinned fruit is packed in, named last. */
const FRUIT_MEDIA: ReadonlySet<string> = new Set(['juice', 'syrup']);

/** How tinned fruit is cut ("Peach Slices", "Pineapple Chunks", "Mandarin Segments"). */
const FRUIT_CUT_WORDS: ReadonlySet<string> = new Set([
  'half',
  'slice',
  'chunk',
  'segment',
  'ring',
  'piece',
]);

/**
 * US tin sizes of cut fruit that UK fresh and chilled packs never weigh: 8 oz (227 g), 8.25 oz
 * (234 g), 20 oz (567 g), 29 oz (822 g) and 29.5 oz (836 g), by the gram or the ounce (TIN_SIZE
 * has the 15 oz tins, 425-432 g, already).
 */
const US_FRUIT_TIN =
  /(?<![\d.x]\s*)\b(?:(?:227|234|822|836)\s*g(?:ms?|r)?|(?:8|8\.25|15|15\.25|20|29|29\.5)\s*oz)\b/i;

/**
 * Fruit cut into pieces, in a US tin size, is the tin ("Pineapple Chunks 227g", "Pineapple
 * Slices 234gm", "Peach Slices 15 oz" were Fruit): the chiller's cut fruit comes in round metric
 * pots (200 g, 250 g…), and a title that says fresh or chilled keeps it.
 */
function usFruitTin(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'FRUIT' || saysChiller(name)) return false;
  return name.words.some((word) => FRUIT_CUT_WORDS.has(word)) && US_FRUIT_TIN.test(text);
}

/** Fish sold in tins, in oil or a sauce: those the tin weights know, and anchovies. */
const TINNED_FISH_WORDS: ReadonlySet<string> = new Set([...FISH_TIN_GRAMS.keys(), 'anchovy']);

/**
 * The words a tin's variant is told by after the sauce it is packed in: its heat, or the colour
 * of its chilli ("555 Sardines Tomato Sauce Hot", "… Tom Sauce Green"; session 76).
 */
const TIN_VARIANT_WORDS: ReadonlySet<string> = new Set([
  'hot',
  'extra',
  'mild',
  'spicy',
  'green',
  'red',
  'chilli',
  'chili',
  'original',
  'classic',
]);

/**
 * Fish, beans or cut fruit with what the tin holds them in last, without "in": "Tuna Chunks
 * Sunflower Oil", "Mackerel Fillets Tomato Sauce", "Kidney Beans Chilli Sauce", "Peach Halves
 * Juice" are tins, not oil, sauce or juice; a variant's heat or chilli may follow the sauce
 * ("Sardines Tomato Sauce Hot" was Sauces).
 */
function packedWithoutIn(moved: Bucket, name: NameWords): boolean {
  let { words } = name;
  const variant = words.findLastIndex((word) => !TIN_VARIANT_WORDS.has(word)) + 1;
  if (variant < words.length && PACKING_SAUCES.has(words.slice(variant - 2, variant).join(' '))) {
    words = words.slice(0, variant);
  }
  const last = words[words.length - 1] ?? '';
  // Fruit cut into pieces, then its juice or syrup: "Peach Halves Juice" (not "Orange Juice").
  if (moved === 'PANTRY' && FRUIT_MEDIA.has(last)) {
    return words.slice(0, -1).some((word) => FRUIT_CUT_WORDS.has(word));
  }
  const sauce = PACKING_SAUCES.has(words.slice(-2).join(' '));
  if (!(moved === 'OILS_AND_VINEGARS' && last === 'oil') && !(moved === 'SAUCES' && sauce)) {
    return false;
  }
  const food = words.slice(0, sauce ? -2 : -1);
  return food.some((word) => TINNED_FISH_WORDS.has(word) || (sauce && word === 'bean'));
}

/** Aisles of the dishes a packet mix is named after ("Sausage Casserole Mix"). */
const DISH_MIX_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'SAUCES',
]);

/** Pie and pasta dishes a seasoning sachet is named after. */
const MIX_DISH_WORDS: ReadonlySet<string> = new Set([
  'pie',
  'lasagne',
  'carbonara',
  'bolognese',
  'macaroni',
]);

/**
 * A mix of 100 g or less named after a meat or cheese dish or a sauce is a packet of seasoning for
 * it ("Sausage Casserole Mix 39G", "Authentic Mix Somerset Pork 36G", "Cheese Sauce Mix 40G"), on
 * the seasoning shelf;
 * cake, bread and seed mixes are named after what they make and weigh more.
 */
function packetMix(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  // A recipe mix named before or after a pie is its seasoning ("Recipe Mix Shepherd's Pie",
  // "Colmans Recipe Mix Cottage Pie 45g"), not the bakery's pie.
  const recipeMix = hasWordPair(name.words, 'recipe', 'mix');
  if (recipeMix && moved === 'BAKING' && name.words.includes('pie')) return true;
  // So is a sachet of 50 g or less of a pie or pasta dish's mix without "recipe" ("Cottage Pie
  // Mix 45G", "Spaghetti Carbonara Mix 32G"): pastry, pasta and rice come in larger packs.
  if (name.words.includes('mix') && (moved === 'BAKING' || moved === 'PASTA_AND_GRAINS')) {
    const grams = packGrams(text);
    const dish = name.words.some((word) => MIX_DISH_WORDS.has(word));
    if (dish && grams !== null && grams <= 50) return true;
  }
  // A stir-fry mix of 100 g or less is the seasoning sachet ("Stir Fry Mix 40g" was Vegetables):
  // the greengrocer's stir-fry vegetables come in packs of 300 g and more.
  if (moved === 'VEGETABLES' && hasWordPair(name.words, 'fry', 'mix')) {
    const grams = packGrams(text);
    if (grams !== null && grams <= 100) return true;
  }
  if (!DISH_MIX_BUCKETS.has(moved)) return false;
  // A sauce mix is a dry packet whatever its size ("Chip Shop Curry Sauce Mix").
  const sauce = name.words.indexOf('sauce');
  if (sauce >= 0 && name.written[sauce + 1] === 'mix') return true;
  // A box of sachets is weighed by the sachet ("Bechamel Mix 5x80g").
  const sachet = PORTION_MULTIPACK.exec(text);
  const grams = packGrams(text) ?? (sachet === null ? null : Number(sachet[1]));
  if (grams === null) return false;
  if (name.words.includes('mix')) return grams <= 100;
  if (moved === 'SAUCES') return false;
  // Without "mix": a sachet of 50 g or less named after a stew or with a spice in its name
  // ("Sausage Casserole 39g", "So Juicy Paprika Chicken 34g"); no meat is sold in so small a
  // pack with such a name (cooked and cured meats are 60 g and more, or named by their cut).
  return (
    grams <= 50 &&
    (name.words.some((word) => STEW_WORDS.has(word)) ||
      chunks.some((chunk) => chunk.phrase.bucket === 'SPICES' && !chunk.phrase.brand))
  );
}

/** Dishes a seasoning sachet is named after. */
const STEW_WORDS: ReadonlySet<string> = new Set([
  'casserole',
  'stew',
  'hotpot',
  'goulash',
  'stroganoff',
  'chasseur',
  'bourguignon',
  'tagine',
  'fajita',
]);

/**
 * A broth sold by weight, 300 g or more, is a tin of soup ("Scotch Broth 400g", "Chicken Broth
 * 400g"); a stock broth is sold by volume ("Beef Bone Broth 500ml") and stays with the stock.
 */
function soupBroth(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (head === null || lastWord(head, name.words) !== 'broth' || LIQUID_VOLUME.test(text)) {
    return false;
  }
  if (moved !== 'PANTRY' && moved !== 'MEAT_AND_FISH' && moved !== 'VEGETABLES') return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300;
}

/** Aisles of the foods a soup is named after, which "soup" anywhere in the title overrides. */
const SOUP_FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'PASTA_AND_GRAINS',
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  // A vegetable the freezer sells ("Mug Soup Minted Pea"); not a title that says frozen.
  'FROZEN',
]);

/** Whether a title opens with one of the makers' names, each as its words are read. */
function opensWithMaker(name: NameWords, makers: readonly (readonly string[])[]): boolean {
  return makers.some((words) => words.every((word, at) => name.words[at] === word));
}

/**
 * Makers whose tins of soup (and pasta in sauce) are named by their flavours alone: Heinz,
 * Baxters, Crosse & Blackwell (the first words of the title as read).
 */
const SOUP_MAKERS: readonly (readonly string[])[] = [
  ['heinz'],
  ['baxter'],
  ['crosse', 'and', 'blackwell'],
];

/** A tin of soup's weight: one of 380-435 g or 500 g, or a multipack of them. */
const SOUP_TIN_WEIGHT = /(?<![\d.])(?:3[89]\d|4[0-3]\d|500)\s*g\b/i;

/** Aisles a soup maker's tin is named into by its flavours: the fresh foods' and the cupboard's. */
const SOUP_TIN_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  'PASTA_AND_GRAINS',
  'PANTRY',
]);

/**
 * A soup maker's tin named by its flavours without the word "soup" ("Heinz Classic Oxtail 400G",
 * "Baxters Favourites Cock-A-Leekie 400G", "Heinz Spicy Parsnip 400G", "Crosse & Blackwell Oxtail
 * 400G" were Meat & Fish, Vegetables or Pantry): UK shops sell these makers' soups in tins of
 * 380-435 g or 500 g, and Heinz's spaghetti and noodles in the same tins. Their sauces, frozen
 * pizzas and cup soups keep their aisles (not named into these aisles, or not by a tin's weight).
 */
function soupMakersTin(moved: Bucket | null, name: NameWords, text: string): boolean {
  if ((moved !== null && !SOUP_TIN_FROM.has(moved)) || saysChiller(name) || saysFrozen(name))
    return false;
  return (
    opensWithMaker(name, SOUP_MAKERS) && SOUP_TIN_WEIGHT.test(text) && !LIQUID_VOLUME.test(text)
  );
}

/**
 * Pairs of flavours that name a soup and no other product a shop sells at a tin's weight (read
 * singular, "&" as "and"): what UK shops' own tins are called without the word ("Tesco Leek &
 * Potato 400G", "Carrot & Coriander 400G", "Pea & Ham 400G").
 */
const SOUP_PAIRS: readonly (readonly string[])[] = [
  ['leek', 'and', 'potato'],
  ['potato', 'and', 'leek'],
  ['carrot', 'and', 'coriander'],
  ['pea', 'and', 'ham'],
  ['ham', 'and', 'pea'],
  ['lentil', 'and', 'bacon'],
  ['carrot', 'and', 'lentil'],
  ['broccoli', 'and', 'stilton'],
  ['chicken', 'and', 'vegetable'],
  ['beef', 'and', 'vegetable'],
  ['steak', 'and', 'vegetable'],
  ['lamb', 'and', 'vegetable'],
  ['chicken', 'and', 'sweetcorn'],
];

/**
 * A soup's pair of flavours ending a title sold by a tin's weight is the tin of soup, whoever makes
 * it ("Tesco Leek & Potato 400G" was Vegetables, "Tesco Pea & Ham 400G" Meat & Fish, "Tesco Chunky
 * Steak & Vegetable 400G" Vegetables): the issue's "soups are tinned". The chiller's soups come in
 * 560-600 g pots and say so or not, a title naming the freezer or a volume keeps its aisle.
 */
function soupPairTin(moved: Bucket | null, name: NameWords, text: string): boolean {
  if ((moved !== null && !SOUP_TIN_FROM.has(moved)) || saysChiller(name) || saysFrozen(name))
    return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  if (!SOUP_PAIRS.some((pair) => endsWith(words, pair))) return false;
  return SOUP_TIN_WEIGHT.test(text) && !LIQUID_VOLUME.test(text);
}

/**
 * Makers whose jars of jam and marmalade are named by their fruit alone (the first words of the
 * title as read): Bonne Maman, Hartley's, Tiptree (Wilkin & Sons), Streamline, Mackays,
 * Robertson's, Duerr's, Frank Cooper's, St Dalfour.
 */
const JAM_MAKERS: readonly (readonly string[])[] = [
  ['bonne', 'maman'],
  ['hartley'],
  ['tiptree'],
  ['wilkin', 'and', 'son'],
  ['streamline'],
  ['mackay'],
  ['robertson'],
  ['duerr'],
  ['frank', 'cooper'],
  ['st', 'dalfour'],
];

/** How a jam is made, after its fruit: "Raspberry Seedless", "Strawberry Intense". */
const JAM_STYLE_WORDS: ReadonlySet<string> = new Set(['seedless', 'intense', 'extra', 'smooth']);

/** A jar of jam's weight: 150-500 g. */
const JAM_JAR_GRAMS = { least: 150, most: 500 };

/**
 * A jam maker's jar named by its fruit alone is the jam ("Bonne Maman Cherry 370G", "Hartley's
 * Best Apricot 340G", "Tiptree Damson 340G" were Fruit): these makers sell no fresh fruit, and
 * their jellies, desserts, cakes and biscuits are named as such, after the fruit.
 */
function jamMakersJar(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'FRUIT' || saysChiller(name) || saysFrozen(name)) return false;
  if (!opensWithMaker(name, JAM_MAKERS)) return false;
  // The fruit ends the title, but for how the jam is made ("Raspberry Seedless"): "Raspberry
  // Tartlets" are the maker's cakes.
  const last = chunks.at(-1);
  if (last?.phrase.bucket !== 'FRUIT') return false;
  const after = name.words.slice(last.end, name.variantAt ?? name.words.length);
  if (!after.every((word) => JAM_STYLE_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= JAM_JAR_GRAMS.least && grams <= JAM_JAR_GRAMS.most;
}

/**
 * Jam named first, then only the fruit it is made of, is the jar ("Jam 4 Fruits 370g", "Jam
 * Fruits of the Forest 370g" were Baking as dried fruit): the shops write a jam's fruit after it,
 * as after a cut of meat (see meatCutFlavoured). A bake named after the jam ("Jam Doughnuts",
 * "Jam Tarts") has no fruit for its head, and the chiller and freezer keep theirs.
 */
function jamBeforeFruit(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
): boolean {
  if (moved !== 'FRUIT' && moved !== 'BAKING') return false;
  // The fruit is the name's head: "Jam Coconut Rings" are biscuits named after no fruit.
  if (head?.phrase.bucket !== 'FRUIT') return false;
  if (saysChiller(name) || saysFrozen(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const named = chunks.filter((chunk) => !chunk.phrase.brand && chunk.start < end);
  const jam = named.findIndex((chunk) => lastWord(chunk, name.words) === 'jam');
  if (jam < 0) return false;
  const after = named.slice(jam + 1);
  return after.length > 0 && after.every((chunk) => chunk.phrase.bucket === 'FRUIT');
}

/** Animals whose milk a cheese, yogurt or milk is named after ("White Cheese Goat"). */
const MILK_ANIMALS: ReadonlySet<string> = new Set([
  'cow',
  'goat',
  'sheep',
  'ewe',
  'buffalo',
  'camel',
]);

/**
 * A cheese, milk or yogurt named first, then only the animals whose milk it is made of, is the
 * dairy ("White Cheese Cow Sheep Goat 450g", "Feta Cheese Goat" were Meat & Fish by the goat):
 * a meat is never named after a cheese.
 */
function dairyOfAnimals(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved !== 'MEAT_AND_FISH') return false;
  const end = name.variantAt ?? name.words.length;
  const named = chunks.filter((chunk) => !chunk.phrase.brand && chunk.start < end);
  const dairy = named.findIndex((chunk) => chunk.phrase.bucket === 'DAIRY_AND_EGGS');
  if (dairy < 0) return false;
  const after = named.slice(dairy + 1);
  return (
    after.length > 0 &&
    after.every(
      (chunk) =>
        chunk.phrase.bucket === 'DAIRY_AND_EGGS' ||
        name.words.slice(chunk.start, chunk.end).every((word) => MILK_ANIMALS.has(word)),
    ) &&
    after.some((chunk) => chunk.phrase.bucket === 'MEAT_AND_FISH')
  );
}

/** What a meat sold for stir-frying may be named with after "stir fry": its cut, another dish. */
const STIR_FRY_MEAT_AFTER: ReadonlySet<string> = new Set(['strip', 'piece', 'stroganoff']);

/** The most a fresh pack of stir-fry meat weighs; the freezer's bags of stir fry weigh more. */
const STIR_FRY_MEAT_GRAMS = 600;

/**
 * Words of a beast's breed or feed, which the butcher's meat is named by and the freezer's bags
 * are not: "Black Angus Beef Stir Fry 1000g", "Grass Fed Beef …", "Wagyu …", "Hereford …".
 */
const BREED_WORDS: ReadonlySet<string> = new Set(['angus', 'wagyu', 'hereford', 'grass']);

/**
 * A meat named right before "stir fry" is the meat cut for stir-frying ("Beef Stir Fry 500g" was
 * Vegetables by the stir-fry vegetables, "Black Angus Beef Stir Fry / Stroganoff 500g" Frozen as
 * a ready meal), as "Beef Stir Fry Strips" already was: the vegetables' packs are named by the
 * vegetables or alone ("Vegetable Stir Fry", "Large Stir Fry"). A stir fry's sauce, noodles, kit
 * or side, a freezer's bag over 600 g (but for a meat named by its breed or feed, BREED_WORDS: the
 * butcher's kilo packs) and a title naming the freezer keep their aisles.
 */
function meatForStirFry(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved !== 'VEGETABLES' && moved !== 'FROZEN') return false;
  if (saysFrozen(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const fry = chunks.find(
    (chunk) =>
      chunk.end - chunk.start === 2 &&
      hasWordPair(name.words.slice(chunk.start, chunk.end), 'stir', 'fry'),
  );
  if (fry === undefined) return false;
  const meat = chunks.find((chunk) => chunk.end === fry.start);
  if (meat === undefined || meat.phrase.brand || meat.phrase.bucket !== 'MEAT_AND_FISH')
    return false;
  if (!name.words.slice(fry.end, end).every((word) => STIR_FRY_MEAT_AFTER.has(word))) return false;
  const grams = packGrams(text);
  return (
    grams === null ||
    grams <= STIR_FRY_MEAT_GRAMS ||
    name.words.some((word) => BREED_WORDS.has(word))
  );
}

/** Whether the word "soup" at `at` is a cup soup's ("Cup Soup", "Cup a Soup"). */
function cupSoupAt(words: readonly string[], at: number): boolean {
  if (at < 1) return false;
  return words[at - 1] === 'cup' || (words[at - 1] === 'a' && words[at - 2] === 'cup');
}

/** Aisles of a fruit or vegetable sold stewed: the produce's, or dried fruit's (prunes). */
const STEWED_AISLES: ReadonlySet<Bucket> = new Set<Bucket>(['FRUIT', 'VEGETABLES', 'BAKING']);

/**
 * Fruit and tomatoes sold stewed are tins ("Tesco Stewed Apple 385G", "Stewed Prunes 410G",
 * "stewed tomatoes", were Fruit, Baking and Vegetables), as stewed steak already was: the produce
 * aisles sell them raw, and "stewed" names the tin's contents; a title naming the chiller keeps it.
 */
function stewedTin(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (!STEWED_AISLES.has(moved) || head === null || saysChiller(name)) return false;
  return name.words[head.start - 1] === 'stewed' || name.words[head.start] === 'stewed';
}

/** Words that make a noodle soup a packet or pot of instant noodles. */
const INSTANT_NOODLE_WORDS: ReadonlySet<string> = new Set([
  'instant',
  'ramen',
  'ramyun',
  'ramyeon',
  'pot',
  'cup',
]);

/**
 * A noodle soup named instant, ramen or ramyun, or in a pot or cup, or one packet of 150 g or
 * less, is instant noodles ("Nongshim Shin Ramyun Noodle Soup 120G", "Vifon Beef Flavour Instant
 * Noodle Soup 60g", "Instant Shin Cup Noodle Soup" were Tinned): the shops shelve them with the
 * noodle pots; the chiller's and the tins' noodle soups come in 400-600 g, and cup-a-soup sachets
 * name the noodles after the soup ("Cup a Soup Chicken Noodle").
 */
function instantNoodleSoup(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || saysChiller(name)) return false;
  const at = name.words.lastIndexOf('soup');
  if (at < 1 || name.words[at - 1] !== 'noodle' || at !== name.words.length - 1) return false;
  // A cup soup named soup twice ("Cup a Soup Chicken Noodle Soup") stays the soups'.
  if (name.words.indexOf('soup') !== at) return false;
  if (name.words.slice(0, at).some((word) => INSTANT_NOODLE_WORDS.has(word))) return true;
  const grams = packGrams(text);
  return grams !== null && grams <= 150 && !/\bsachets?\b/i.test(text);
}

/**
 * A title that says soup is soup, wherever the word stands and whatever it is named after ("Soup
 * of the Day Pumpkin Carrot", "Cup a Soup Creamy Potato and Leek", "Chicken with Pepper Soup"):
 * the soup's own aisle (tins, or the cup soups' shelf), not the meat or vegetables in it; so is
 * "cream of" a meat or vegetable.
 */
function soupNamed(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): Bucket | null {
  if (!SOUP_FLAVOUR_BUCKETS.has(moved) || (moved === 'FROZEN' && saysFrozen(name))) return null;
  const at = name.words.indexOf('soup');
  // Noodles or pasta named after a cup soup are its flavour ("Cup a Soup Chicken Noodle"); soup
  // noodles, soup pasta and cream of rice (a cereal) stay noodles, pasta and grains.
  if (moved === 'PASTA_AND_GRAINS' && !cupSoupAt(name.words, at)) return null;
  // "Cream of" a meat or vegetable is a soup without the word ("Cream of Chicken 400G").
  const of = name.words.indexOf('of');
  if (of > 0 && name.words[of - 1] === 'cream') return 'TINNED_AND_JARRED';
  if (at < 0) return null;
  const soup = chunks.findLast((c) => !c.phrase.brand && lastWord(c, name.words) === 'soup');
  // Vegetables for soup are vegetables ("Soup Vegetables", "Soup Veg Pack").
  if (soup === undefined || KIND_WORDS.has(name.words[soup.end] ?? '')) return null;
  return soup.phrase.bucket;
}

/**
 * A herb named after another food is its flavour, not a bunch of herbs ("Chocolate Mint",
 * "Cucumber & Mint", "Lime and Mint", "Tomato & Basil", "Roast Chicken & Herbs"): a shop sells
 * fresh herbs alone or with other herbs ("Mint & Coriander"). After fruit, vegetables or chocolate
 * the thing is a drink, sweet or snack (Pantry); after any other food it is that food. Null when
 * the herb is the thing.
 */
function herbFlavour(moved: Bucket, name: NameWords, chunks: readonly Chunk[], head: Chunk | null) {
  if (moved !== 'HERBS' || head === null || head.phrase.bucket !== 'HERBS') return null;
  // A part of a plant is a herb of it ("Fennel Fronds", "Lime Leaves", "Celery Leaves").
  if (PLANT_PARTS.has(lastWord(head, name.words))) return null;
  const index = chunks.indexOf(head);
  const before = chunks[index - 1];
  if (before === undefined || before.phrase.brand || before.phrase.bucket === 'HERBS') return null;
  const joined = head.start - before.end === 0 || name.words[before.end] === 'and';
  if (!joined || head.start - before.end > 1) return null;
  // A meat or fish named before the pair is what they flavour ("Chicken Breast Fillets Lemon &
  // Herb", "Pork Steaks Apple & Sage"), not a drink or a sweet.
  const meat = chunks
    .slice(0, index - 1)
    .some((chunk) => !chunk.phrase.brand && chunk.phrase.bucket === 'MEAT_AND_FISH');
  if (meat) return 'MEAT_AND_FISH';
  return FLAVOURED_BY_HERBS.has(before.phrase.bucket) ? 'PANTRY' : before.phrase.bucket;
}

/** Parts of a plant sold as herbs: "leaf" after a fruit or vegetable is still a herb. */
const PLANT_PARTS: ReadonlySet<string> = new Set([
  'leaf',
  'frond',
  'top',
  'stalk',
  'stem',
  'sprig',
]);

/** Foods a herb flavours into a drink, sweet or snack ("Lime & Mint", "Chocolate Mint"). */
const FLAVOURED_BY_HERBS: ReadonlySet<Bucket> = new Set(['FRUIT', 'VEGETABLES', 'BAKING']);

/** The onions and chives a crisp flavour pairs with a cheese or soured cream. */
const CRISP_PAIR_WORDS: ReadonlySet<string> = new Set(['onion', 'chive', 'chives']);

/**
 * A cheese or soured cream and an onion or chive, with nothing else named after them, is a crisp
 * flavour, and the title a bag of crisps ("Cheese & Onion", "Mature Cheddar & Red Onion", "Sour
 * Cream & Chive 4 Pack"): a shop names the cheese and the onions apart, each with its weight.
 */
function crispFlavourPair(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
): boolean {
  if (head === null || head !== chunks[chunks.length - 1]) return false;
  // The pair ends the title, or comes right before chips ("Sour Cream and Onion Chips").
  const chips = moved === 'FROZEN' && FLAVOURED_SNACK_HEADS.has(lastWord(head, name.words));
  if (!chips && moved !== 'VEGETABLES' && moved !== 'HERBS') return false;
  const at = chunks.length - (chips ? 2 : 1);
  const onion = chunks[at];
  const before = chunks[at - 1];
  if (onion === undefined || before === undefined || before.phrase.brand) return false;
  if (!CRISP_PAIR_WORDS.has(lastWord(onion, name.words))) return false;
  if (chips && onion.end !== head.start) return false;
  const between = name.words.slice(before.end, onion.start);
  return before.phrase.bucket === 'DAIRY_AND_EGGS' && between[0] === 'and' && between.length <= 2;
}

/** Words that make peas and beans a bag of snacks ("Roasted Peas", "Crunchy Flavoured Peas"). */
const SNACK_PULSE_WORDS: ReadonlySet<string> = new Set([
  'roasted',
  'crunchy',
  'crunch',
  'coated',
  'toasted',
  'flavoured',
  'flavored',
]);

/** Pulses sold roasted or coated as a snack. */
const SNACK_PULSES: ReadonlySet<string> = new Set(['pea', 'chickpea', 'edamame', 'bean', 'fava']);

/**
 * Peas, chickpeas and edamame roasted, coated or flavoured are a snack, with the crisps ("Roasted
 * Peas Garlic & Chive", "BBQ Crunch Flavoured Peas", "Roasted Edamame Beans Salt & Pepper"): the
 * tins, the freezer and the pulse shelf sell them plain; a salad or soup of them is the dish's.
 */
function snackPulses(moved: Bucket, name: NameWords): boolean {
  if (moved === 'PANTRY' || moved === 'BAKING' || moved === 'SAUCES') return false;
  const { words } = name;
  const snack = words.some(
    (word, i) =>
      SNACK_PULSES.has(word) &&
      (SNACK_PULSE_WORDS.has(words[i - 1] ?? '') ||
        (SNACK_PULSES.has(words[i - 1] ?? '') && SNACK_PULSE_WORDS.has(words[i - 2] ?? ''))),
  );
  if (!snack) return false;
  const dish = (word: string) => KIND_WORDS.has(word) || word === 'soup';
  return !saysFrozen(name) && !words.some(dish);
}

/** Words that say a chocolate is for baking: "Cooks' Dark Chocolate", "Chocolate Chips". */
const BAKING_CHOCOLATE_WORDS: ReadonlySet<string> = new Set([
  'cooking',
  'cook',
  'cooks',
  'baking',
  'bake',
  'chip',
  'chunk',
  'drop',
  'chunky',
  'couverture',
  'callet',
  'covering',
  'melt',
  'melting',
]);

/**
 * A pantry chocolate (buttons, coins) with a word for baking is the baking shelf's ("Couverture
 * White Chocolate Buttons", "Cooking Chocolate Buttons").
 */
function bakingChocolate(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (moved !== 'PANTRY' || !headHas(name, head, CHOCOLATE)) return false;
  return name.words.some((word) => BAKING_CHOCOLATE_WORDS.has(word));
}

const CHOCOLATE: ReadonlySet<string> = new Set(['chocolate']);

/** Cocoa as cereal boxes name it ("Choco Shells", "Coco Pops", "Cocoa Puffs"). */
const CEREAL_COCOA_WORDS: ReadonlySet<string> = new Set(['cocoa', 'choco', 'coco']);

/** Shapes of a breakfast cereal, as read (singular), that cocoa names before them. */
const COCOA_CEREAL_SHAPES: ReadonlySet<string> = new Set([
  'pop',
  'puff',
  'shell',
  'flake',
  'loop',
  'ring',
  'ball',
  'hoop',
  'snap',
  'crunch',
  'krispy',
  'crispy',
]);

/** Words of cocoa made to drink. */
const COCOA_DRINK_WORDS: ReadonlySet<string> = new Set(['hot', 'drinking', 'tea', 'bomb']);

/** The least weight of a box of cereal: biscuits and sweets of these shapes weigh less. */
const CEREAL_BOX_GRAMS = 300;

/**
 * Cocoa before a cereal's shape, ending a title sold by a cereal box's weight, is the breakfast
 * cereal ("Cocoa Balls 375g", "Cocoa Pops 480g" were Baking by the cocoa, "Choco Shells 375g"
 * Pantry by default): cocoa itself is sold as a powder, and sweets and biscuits of these shapes
 * come in packs under 300 g ("Choco Balls 100g", "Chocolate Balls 200g" keep theirs).
 */
function cocoaCereal(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== null && moved !== 'PANTRY' && moved !== 'BAKING') return false;
  const end = headEnd(name.words, name.variantAt);
  if (!COCOA_CEREAL_SHAPES.has(name.words[end - 1] ?? '')) return false;
  // The cocoa right before the shape, or before a grain's name and the shape ("Cocoa Rice Pops").
  const cocoa = name.words.slice(Math.max(0, end - 3), end - 1);
  if (!cocoa.some((word) => CEREAL_COCOA_WORDS.has(word))) return false;
  // Cocoa to drink is no cereal ("Hot Cocoa Balls", "Drinking Cocoa Balls").
  if (name.words.some((word) => COCOA_DRINK_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= CEREAL_BOX_GRAMS;
}

/** Kinds of chocolate a title may name between a baked good and its chocolate. */
const CHOCOLATE_KINDS: ReadonlySet<string> = new Set(['milk', 'dark', 'white', 'double', 'triple']);

/** Baked goods a shop names before their chocolate, beside those sold coated (BAKED_GOODS). */
const BAKED_BEFORE_CHOCOLATE: ReadonlySet<string> = new Set([
  'waffle',
  'pancake',
  'crepe',
  'brioche',
  'croissant',
  'scone',
  'doughnut',
]);

/**
 * A shop's bar of chocolate, with its weight and no word for baking, is eating chocolate, on the
 * sweets shelf with the drinks and crisps ("Dark Chocolate 85% 100g", "Milk Chocolate Bar 100G");
 * "dark chocolate" as a recipe names it (no weight) stays with the baking chocolate.
 */
function eatingChocolate(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
) {
  if (moved !== 'BAKING' || head === null || lastWord(head, name.words) !== 'chocolate') {
    return false;
  }
  if (name.words.some((word) => BAKING_CHOCOLATE_WORDS.has(word))) return false;
  // A biscuit maker's chocolate is its biscuits ("McVitie's Hobnobs Milk Chocolate 262G",
  // "Maryland Double Choc 200G"), and so are chocolate rounds and fingers ("Milk Chocolate
  // Rounds 200G"): biscuit shapes, written after the chocolate.
  if (biscuitMaker(name)) return false;
  // A cake-mix maker's chocolate is its cake mix ("Betty Crocker Dark Chocolate 510g").
  if (opensWithMaker(name, CAKE_MIX_MAKERS)) return false;
  if (BISCUIT_SHAPES.has(name.written[head.end] ?? '')) return false;
  // A baked good named before its chocolate is that baked good ("Muffins Chocolate 200g",
  // "Digestives Milk Chocolate 400g", "Croissant Mini Chocolate 55g"), not a bar: the
  // chocolate's kind and the bake's size may stand between them.
  let between = head.start;
  while (
    between > 0 &&
    (CHOCOLATE_KINDS.has(name.words[between - 1] ?? '') ||
      BAKE_SIZE_WORDS.has(name.words[between - 1] ?? ''))
  ) {
    between -= 1;
  }
  const before = chunks.find((chunk) => chunk.end === between);
  if (
    before !== undefined &&
    !before.phrase.brand &&
    before.phrase.bucket === 'BAKING' &&
    (BAKED_GOODS.has(lastWord(before, name.words)) ||
      BAKED_BEFORE_CHOCOLATE.has(lastWord(before, name.words)))
  ) {
    return false;
  }
  // A flavoured chocolate is for eating, weight or none ("Strawberry Flavour White Chocolate"),
  // and so is a box of them ("Irish Chocolate Collection").
  if (packGrams(text) !== null || name.words.some((word) => FLAVOUR_WORDS.has(word))) return true;
  if (name.words.some((word) => CHOCOLATE_BOX_WORDS.has(word))) return true;
  // So is a chocolate with nuts or fruit in it ("Pistachio, Hazelnut & Almond Milk Chocolate",
  // "Orange Dark Chocolate"): baking chocolate is sold plain, the nuts and fruit beside it.
  return chunks.some(
    (chunk) =>
      chunk.end <= head.start &&
      !chunk.phrase.brand &&
      (chunk.phrase.bucket === 'FRUIT' || COATED_FOODS.has(lastWord(chunk, name.words))),
  );
}

/** Biscuit shapes a shop names after their chocolate ("Milk Chocolate Rounds", "… Fingers"). */
const BISCUIT_SHAPES: ReadonlySet<string> = new Set(['rounds', 'fingers']);

/**
 * Makers whose range in the shops is biscuits and cakes, as read (the title's first word):
 * McVitie's, Fox's (not Fox's Glacier, the sweets), Maryland, Burton's, Border and Tunnock's;
 * Loacker, whose wafers are named as chocolate bars too ("Loacker Chocolate Bar White"; session 72).
 */
const BISCUIT_MAKERS: ReadonlySet<string> = new Set([
  'mcvity',
  'fox',
  'maryland',
  'burton',
  'border',
  'tunnock',
  'loacker',
]);

/**
 * Makers whose range is home baking's mixes, frostings and chips, as read (first words of the
 * title): Betty Crocker and Pillsbury, whose cake mixes are named by their flavour alone.
 */
const CAKE_MIX_MAKERS: readonly (readonly string[])[] = [['betty', 'crocker'], ['pillsbury']];

/**
 * Makers whose range in the shops is home baking but for their frozen pizzas, as read (first
 * words of the title): Dr. Oetker ("Dr. Oetker", "Dr Oetker", "Dr.Oetker"), whose decorations,
 * chocolate, icing, flavourings and pudding and dessert mixes are named by a shape or flavour
 * alone ("Dr Oetker Chocolate Hearts 40g", "Dr. Oetker Pudding Banana 156g").
 */
const HOME_BAKING_MAKERS: readonly (readonly string[])[] = [['dr', 'oetker'], ['droetker']];

/**
 * Aisles a home-baking maker's flavours and shapes read as (fruit, chocolate, cream, spice): its
 * pizzas (the freezer's) and any fish, tin or sauce keep theirs.
 */
const HOME_BAKING_MAKER_MOVES: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'PANTRY',
  'DAIRY_AND_EGGS',
  'SPICES',
]);

/**
 * A home-baking maker's title (HOME_BAKING_MAKERS) is Baking, whatever its flavour or shape reads
 * as ("Dr Oetker Chocolate Hearts 40g" was eating chocolate, "Dr. Oetker Pudding Banana" fruit):
 * its pizzas, read Frozen by their own words ("Dr Oetker Ristorante Funghi"), keep theirs.
 */
function homeBakingMakersTitle(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== null && !HOME_BAKING_MAKER_MOVES.has(moved)) return false;
  return opensWithMaker(name, HOME_BAKING_MAKERS) && !name.words.includes('pizza');
}

/** Biscuits sold under their own name, as read: Burton's Jammie Dodgers (not "Jammy" wines). */
const BISCUIT_NAMES: readonly (readonly string[])[] = [['jammy', 'dodger']];

/** Words of what a biscuit maker's name is also on: sweets, ices, drinks and spreads. */
const NOT_BISCUIT_WORDS: ReadonlySet<string> = new Set([
  'glacier',
  'mint',
  'sweet',
  'ice',
  'drink',
  'hot',
  'spread',
]);

/** A title that starts with a biscuit maker's name and names none of its other goods. */
const biscuitMaker = (name: NameWords) =>
  (BISCUIT_MAKERS.has(name.words[0] ?? '') || opensWithMaker(name, BISCUIT_NAMES)) &&
  !name.words.some((word) => NOT_BISCUIT_WORDS.has(word));

/**
 * A biscuit maker's title that names no kind known elsewhere is its biscuits or cakes ("Fox's
 * Favourites 275G", "Fox's Viennese Melts 104G", "Burton's Wagon Wheels 6 Pack" were Pantry by
 * nothing known): the makers' own names for them. Their sweets and ices keep their aisles.
 */
function biscuitMakersTitle(moved: Bucket | null, name: NameWords): boolean {
  return (moved === null || moved === 'PANTRY' || moved === 'FRUIT') && biscuitMaker(name);
}

/**
 * Makers whose range is bars of eating chocolate, as read (first words of the title): Green &
 * Black's, Tony's Chocolonely, Divine, Montezuma's, Moser Roth, Ritter Sport, Milka, Lindt,
 * Hotel Chocolat.
 */
const CHOCOLATE_MAKERS: readonly (readonly string[])[] = [
  ['green', 'and', 'black'],
  ['tony', 'chocolonely'],
  ['divine'],
  ['montezuma'],
  ['moser', 'roth'],
  ['ritter', 'sport'],
  ['milka'],
  ['lindt'],
  ['hotel', 'chocolat'],
  // Cadbury's Dairy Milk bars, named by what is in them ("Cadbury Dairy Milk Oreo").
  ['cadbury', 'dairy', 'milk'],
];

/** Words of a chocolate maker's cocoa, drinks, spreads, mixes, ices and desserts: not its bars. */
const NOT_A_BAR_WORDS: ReadonlySet<string> = new Set([
  'cocoa',
  'drinking',
  'hot',
  'spread',
  'mix',
  'cookie',
  'ice',
  'cone',
  'dessert',
  'mousse',
  'pot',
  'pudding',
]);

/**
 * A chocolate maker's bar named by its kind of chocolate (dark, milk, white) without the word is
 * eating chocolate ("Green & Black's Organic Dark 85% 90G" was Vegetables by "green", "Tony's
 * Chocolonely Milk 180G" and "Divine Milk 90G" Dairy & Eggs, "Montezuma's Dark Orange & Geranium"
 * Fruit): the shops name these bars so. Their cocoa, drinking chocolate, spreads and baking
 * chocolate keep their aisles.
 */
function chocolateMakersBar(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN') return false;
  if (
    !opensWithMaker(name, CHOCOLATE_MAKERS) ||
    !name.words.some((word) => CHOCOLATE_KINDS.has(word))
  )
    return false;
  const notABar = (word: string) =>
    BAKING_CHOCOLATE_WORDS.has(word) || NOT_A_BAR_WORDS.has(word) || BAKED_GOODS.has(word);
  if (name.words.some(notABar)) return false;
  return !LIQUID_VOLUME.test(text);
}

/**
 * Cadbury's named bars and M&M's are sweets whatever flavour or filling names them ("Cadbury Twirl
 * Orange 4 Pack" was Fruit, "Cadbury Fruit & Nut 180G" and "M&M's Peanut 125G" Baking by the nuts):
 * the name is the bar. Their cakes, biscuits, rolls, ices, desserts, spreads and drinks (see
 * NOT_A_BAR_WORDS) keep their aisles.
 */
function namedSweetBar(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === null || moved === 'PANTRY' || moved === 'FROZEN') return false;
  const { words } = name;
  const cadbury = words[0] === 'cadbury' && CADBURY_BARS.has(words[1] ?? '');
  const mms = words.some(
    (word, at) => word === 'm' && words[at + 1] === 'and' && words[at + 2] === 'ms',
  );
  if (!cadbury && !mms) return false;
  if (words.some((word) => NOT_A_BAR_WORDS.has(word) || SWEET_BAR_NOT_BARS.has(word))) return false;
  return !LIQUID_VOLUME.test(text);
}

/** Cadbury's bars by the word after the maker (Dairy Milk is read in CHOCOLATE_MAKERS). */
const CADBURY_BARS: ReadonlySet<string> = new Set([
  'twirl',
  'wispa',
  'crunchie',
  'flake',
  'boost',
  'picnic',
  'double',
  'fudge',
  'caramilk',
  'fruit',
  'whole',
  'button',
  'freddo',
  'hero',
  'rose',
  'marvellous',
  'bournville',
  'starbar',
  'curly',
  'chomp',
]);

/** A sweet maker's goods that are not its bars: cakes, biscuits, rolls, desserts. */
const SWEET_BAR_NOT_BARS: ReadonlySet<string> = new Set([
  'biscuit',
  'cooky',
  'cake',
  'roll',
  'finger',
  'muffin',
  'browny',
  'cheesecake',
  'trifle',
  'tart',
  'yogurt',
]);

/**
 * The cereal bar makers' titles are bars, named by flavour alone ("Kellogg's Nutri-Grain
 * Strawberry 6 Pack" and "Nature Valley Oats & Honey 5 Pack" were Pasta & Grains as cereals): on
 * the snack shelf with the other cereal bars (Pantry). Their granola and cereal keep theirs.
 */
function cerealBarMaker(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'PASTA_AND_GRAINS' && moved !== 'FRUIT' && moved !== 'BAKING') return false;
  const { words } = name;
  const maker = words.some((word, at) => {
    const second = CEREAL_BAR_MAKERS.get(word);
    return second !== undefined && second === words[at + 1];
  });
  return maker && !words.some((word) => NOT_CEREAL_BARS.has(word));
}

/** Cereal bar makers, first word keyed to the second ("Nutri-Grain", "Nature Valley"). */
const CEREAL_BAR_MAKERS: ReadonlyMap<string, string> = new Map([
  ['nutri', 'grain'],
  ['nature', 'valley'],
]);

/** What a cereal bar maker sells besides bars. */
const NOT_CEREAL_BARS: ReadonlySet<string> = new Set(['granola', 'cereal', 'muesli', 'porridge']);

/**
 * Snacks named by their shape after what they are made of: corn nuts, and curls of lentil, pea,
 * corn or cheese ("Lentil Curls" was Pasta & Grains, "Corn Nuts" Baking as nuts), on the crisp
 * shelf (Pantry). Rice crackers stay with the crackers (placed-by-rules.ts).
 */
function snackShape(moved: Bucket | null, name: NameWords): boolean {
  if (moved === null || moved === 'PANTRY' || moved === 'FROZEN') return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  return words.some((word, at) => {
    const before = words[at - 1] ?? '';
    if (word === 'nut') return before === 'corn';
    return word === 'curl' && SNACK_CURL_BASES.has(before);
  });
}

/** What snack curls are made of. */
const SNACK_CURL_BASES: ReadonlySet<string> = new Set([
  'lentil',
  'pea',
  'chickpea',
  'corn',
  'cheese',
]);

/**
 * A root or squash named before a pasta or noodle shape is that vegetable spiralised ("Butternut
 * Squash Noodles", "Carrot Spaghetti" were Pasta & Grains): sold fresh with the vegetables.
 * Sweet potato noodles are the dried glass noodles, and a pasta made with a vegetable is named
 * after its shape alone ("Spinach Tagliatelle"), so neither is taken.
 */
function spiralisedVegetable(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'PASTA_AND_GRAINS' || saysFrozen(name)) return false;
  const { words } = name;
  return words.some((word, at) => {
    const shape = words[at + 1] ?? '';
    if (!SPIRALISED_SHAPES.has(shape) || !SPIRALISED_VEGETABLES.has(word)) return false;
    return !(word === 'potato' && shape === 'noodle');
  });
}

/** Roots and squashes sold spiralised, as the word before the shape. */
const SPIRALISED_VEGETABLES: ReadonlySet<string> = new Set([
  'courgette',
  'squash',
  'butternut',
  'carrot',
  'swede',
  'celeriac',
  'parsnip',
  'potato',
]);

/** The shapes a spiralised vegetable is named as. */
const SPIRALISED_SHAPES: ReadonlySet<string> = new Set([
  'spaghetti',
  'noodle',
  'linguine',
  'tagliatelle',
]);

/**
 * Vegetable ghee is a vegetable fat, with the oils and fats for frying ("KTC Vegetable Ghee 1Kg"
 * was Dairy & Eggs as ghee); butter ghee stays with the butter.
 */
function vegetableGhee(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'DAIRY_AND_EGGS') return false;
  return name.words.some((word, at) => word === 'ghee' && name.words[at - 1] === 'vegetable');
}

/** Words of a butter blended with oil to spread ("Spreadable Blend of Butter and Rapeseed Oil"). */
const BUTTER_BLEND_WORDS: ReadonlySet<string> = new Set(['spreadable', 'blend', 'blended']);

/**
 * Butter blended with an oil to spread is the chiller's butter ("Lurpak Spreadable Blend of Butter
 * and Rapeseed Oil 500g", "Anchor Spreadable Blend of Butter and Rapeseed Oil" were Oils & Vinegars
 * by the oil named last); a bottle of oil names no butter.
 */
function butterBlend(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'OILS_AND_VINEGARS') return false;
  const { words } = name;
  const butter = words.indexOf('butter');
  return butter >= 0 && words.slice(0, butter).some((word) => BUTTER_BLEND_WORDS.has(word));
}

/**
 * Truffles, as written, after a flavour are chocolates ("Salted Caramel Truffles 200G" was Baking
 * by the caramel): the fungus is sold as "truffle", in oil, salt or crisps named after it.
 */
function chocolateTruffles(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'BAKING' && moved !== 'FRUIT' && moved !== 'DAIRY_AND_EGGS') return false;
  const end = name.variantAt ?? name.words.length;
  return end > 1 && name.written[end - 1] === 'truffles';
}

/** A box of chocolates: "Chocolate Collection", "Chocolate Selection". */
const CHOCOLATE_BOX_WORDS: ReadonlySet<string> = new Set(['collection', 'selection']);

/** Chocolate and cocoa: sold by volume, a drink named after them. */
const CHOCOLATE_DRINK_WORDS: ReadonlySet<string> = new Set(['chocolate', 'cocoa']);

/** Words of a chocolate drink or its powder: "Instant Belgian Choc", "Chocolate Sachets", "Shake". */
const INSTANT_DRINK_WORDS: ReadonlySet<string> = new Set(['instant', 'sachet', 'shake']);

/**
 * Chocolate or cocoa sold by volume is a drink ("Up&Go Energize Chocolate 400ml", "Cocoa 1L"):
 * baking chocolate and cocoa powder are sold by weight, as fruit is (see drinkByVolume). Chocolate
 * named instant or in sachets is hot chocolate too ("Options Instant Belgian Choc" was Baking), and
 * chocolate named a shake is a protein shake ("Pro Mlk Chocolate Protein Shake").
 */
function chocolateDrink(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'BAKING' || !headHas(name, head, CHOCOLATE_DRINK_WORDS)) return false;
  return LIQUID_VOLUME.test(text) || name.words.some((word) => INSTANT_DRINK_WORDS.has(word));
}

/**
 * "No added salt" and "salt free" are claims tins and jars make ("Garden Peas No Added Sugar Or
 * Salt", "Sweetcorn Salt Free"); fresh and frozen vegetables have no salt to leave out.
 */
const NO_SALT_CLAIM = /\b(?:no (?:added )?(?:sugar (?:or|and|&) )?salt|salt[ -]free)\b/i;

/**
 * A vegetable, a pulse, or a vegetable the freezer also sells, claiming no added salt is a tin
 * of it.
 */
function noSaltTin(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (!NO_SALT_CLAIM.test(text) || saysFrozen(name)) return false;
  if (moved === 'VEGETABLES') return !saysChiller(name);
  // Dried pulses make no such claim ("Green Lentils No Added Salt" are a tin of them).
  if (moved === 'PASTA_AND_GRAINS') return headHas(name, head, PULSE_WORDS);
  // A mix of vegetables the freezer sells by the bag makes the claim only in a tin ("Mixed
  // Vegetables No Added Salt 300G").
  return (
    moved === 'FROZEN' &&
    (headHas(name, head, FREEZER_BAG_WORDS) || headHas(name, head, VEGETABLE_MIX_WORDS))
  );
}

/** A mix of vegetables: "Mixed Vegetables", "Mixed Veg". */
const VEGETABLE_MIX_WORDS: ReadonlySet<string> = new Set(['vegetable', 'veg']);

/** Meats a suet pudding is named by ("Steak & Kidney Pudding", "Minced Beef & Onion Pudding"). */
const PUDDING_MEATS: ReadonlySet<string> = new Set([
  'steak',
  'beef',
  'kidney',
  'chicken',
  'lamb',
  'mince',
  'minced',
]);

/** Puddings that are sausages, sold by the butcher's counter whatever their weight. */
const SAUSAGE_PUDDINGS: ReadonlySet<string> = new Set(['black', 'white', 'blood', 'yorkshire']);

/**
 * A meat suet pudding of 300 g or more is a tin ("Steak & Kidney Pudding 400G", "Just Steak
 * Pudding 400G"): the chiller's and the freezer's are single puddings of 150-200 g. Black and
 * white puddings are sausages.
 */
function meatPuddingTin(moved: Bucket, name: NameWords, text: string): boolean {
  // The meat or the vegetable named last decides without the pudding ("Beef & Onion Pudding").
  if (!TIN_MEAL_BUCKETS.has(moved) || saysChiller(name)) return false;
  const at = name.words.indexOf('pudding');
  if (at <= 0 || SAUSAGE_PUDDINGS.has(name.words[at - 1] ?? '')) return false;
  if (!name.words.slice(0, at).some((word) => PUDDING_MEATS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300;
}

/** Words that say a thing is dressed in chocolate ("Chocolate Coated Peanuts"). */
const COATED_WORDS: ReadonlySet<string> = new Set(['coated', 'dipped', 'covered', 'enrobed']);

/** Baked goods that stay with the biscuits and cakes when coated ("Chocolate Covered Biscuits"). */
const BAKED_GOODS: ReadonlySet<string> = new Set([
  'biscuit',
  'cooky',
  'cake',
  'wafer',
  'digestive',
  'flapjack',
  'shortbread',
  'roll',
  'bun',
  'loaf',
  'bread',
  'teacake',
  'browny',
  'muffin',
  'tart',
  'slice',
  'bar',
]);

/** How sweets and eating chocolate are packed and shaped: "Sharing Bag", "Pouch", "Tablet". */
const CHOCOLATE_PACK_WORDS: ReadonlySet<string> = new Set([
  'sharing',
  'share',
  'pouch',
  'bag',
  'box',
  'tablet',
  'bunny',
  'figure',
  'egg',
]);

/** Words that make a title a sweet or a chocolate (with CHOCOLATE_PACK_WORDS, see sweetPack). */
const SWEET_WORDS: ReadonlySet<string> = new Set(['chocolate', 'sweet']);

/** Home-baking goods a bag or box may hold: sugar, flour, and the baked goods themselves. */
const BAKING_PACKED: ReadonlySet<string> = new Set([...BAKED_GOODS, 'sugar', 'flour', 'mix']);

/**
 * Chocolate or sweets in a sharing bag, pouch, box or tablet, or shaped as a bunny, a figure or
 * an egg, are eating chocolate and sweets, Pantry ("Milk Chocolate Sharing Bag", "Creme Egg
 * Chocolate Tablet", "Chocolate Mini Bunnies Bag", "Jelly Tots Sweets Sharing Bag" were Baking
 * as baking chocolate or dried fruit). Not with a word for baking ("Dark Chocolate Chips Bag"),
 * nor biscuits, cakes, sugar or flour in a bag or box.
 */
function sweetPack(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'BAKING') return false;
  const words = name.words;
  if (!words.some((word) => SWEET_WORDS.has(word))) return false;
  if (!words.some((word) => CHOCOLATE_PACK_WORDS.has(word))) return false;
  return !words.some((word) => BAKING_CHOCOLATE_WORDS.has(word) || BAKING_PACKED.has(word));
}

/**
 * What only sweets are called, as written: "Chewy Sweets", "Fruit Jellies" (not dragées: silver
 * dragées decorate cakes, from the baking shelf); nougat and gummies whatever fruit or nut
 * flavours them ("Nougat Cranberry & Almond", "Gummy Fruits" were Baking by the nuts or as dried
 * fruit: Wikipedia's "List of confectionery" has both, no baking shelf sells them).
 */
const SWEETS_NAMED: ReadonlySet<string> = new Set([
  'sweets',
  'sweeties',
  'jellies',
  'chews',
  'nougat',
  'gummy',
  'gummies',
]);

/**
 * A title that calls itself sweets is sweets, Pantry, whatever fruit flavours it or whatever
 * shape it has ("Berry Hearts Sweets Sharing Bag" was Fruit, "Pimlico Confectioners Fruit
 * Jellies", "Milk Chocolate Sweets Tube" Baking as dried fruit or baking chocolate); a jelly
 * for dessert is named in the singular and stays.
 */
function sweetsNamed(moved: Bucket, name: NameWords): boolean {
  // Nougat named last is the sweet whatever names it before ("Honey Nougat" was a jar of honey).
  if (name.words.at(-1) === 'nougat') return true;
  if (moved !== 'BAKING' && moved !== 'FRUIT') return false;
  return name.written.some((word) => SWEETS_NAMED.has(word));
}

/** How toffee eclairs are packed: a bag, a pouch, a jar or a tub (see eclairSweets). */
const ECLAIR_SWEET_PACKS: ReadonlySet<string> = new Set(['bag', 'pouch', 'sharing', 'jar', 'tub']);

/**
 * Eclairs in a bag, pouch, jar or tub are the toffee sweets (Cadbury's, Tiffany's), Pantry,
 * whatever flavour follows them ("Tiffany Eclairs Milk Pouch 550g" was Dairy by its milk): the
 * chiller's and the freezer's eclairs are cakes, sold boxed or counted ("4 Chocolate Eclairs").
 */
function eclairSweets(moved: Bucket, name: NameWords): boolean {
  // The freezer's eclairs stay frozen in a tub too ("Frozen Eclairs Tub", session 72 review).
  if (moved === 'FROZEN') return false;
  return name.words.includes('eclair') && name.words.some((word) => ECLAIR_SWEET_PACKS.has(word));
}

/**
 * Sweets sold in a roll (a tube of mints, pastilles or gums), as read (singular): "Polo Mint
 * Roll", "Fruit Pastilles Roll", "Extra Strong Peppermint Roll".
 */
const ROLL_SWEETS: ReadonlySet<string> = new Set([
  'polo',
  'mint',
  'peppermint',
  'spearmint',
  'softmint',
  'pastille',
  'gum',
  'refresher',
  'sherbet',
  'lozenge',
  'chew',
]);

/** Words that make a roll a cake whatever sweet flavours it ("Chocolate Mint Roll", "Mini Rolls"). */
const CAKE_ROLL_WORDS: ReadonlySet<string> = new Set([
  'chocolate',
  'choco',
  'sponge',
  'swiss',
  'cake',
  'mini',
  'jam',
  'cream',
]);

/**
 * A roll named last after a sweet sold in rolls is the roll of sweets, a packaging form, Pantry
 * ("Polo Sugar Free Roll 33.4g", "Fruit Pastilles Roll" were Baking as a bread roll); the cakes
 * (swiss, sponge, chocolate and mini rolls) stay.
 */
function sweetRoll(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'BAKING') return false;
  const words = name.words;
  if (words.at(-1) !== 'roll') return false;
  const before = words.slice(0, -1);
  // A meat's roll with mint is a savoury roll ("Lamb and Mint Roll", session 72 review).
  return (
    before.some((word) => ROLL_SWEETS.has(word)) &&
    !before.some(
      (word) => CAKE_ROLL_WORDS.has(word) || SACHET_MEATS.has(word) || MEAT_TYPES.has(word),
    )
  );
}

/**
 * Words, as written, only sweets take beside a fruit: "Fizzy Watermelons", "Jelly Sours", "Lemon
 * Bonbons" (not "candy": candy melts are for baking, and Cotton Candy and Candy Floss are grapes).
 */
const CANDY_WORDS: ReadonlySet<string> = new Set(['sours', 'fizzy', 'chew', 'pencils', 'bonbons']);

/**
 * Words, as written, that make a fruit a boiled sweet, but a baking chocolate something else:
 * "Pear Drops", "Cherry Drops", "Lemon Sherbets" (session 38) are sweets; "Milk Chocolate Drops"
 * are for baking and a US "orange sherbet", in the singular, is the frozen dessert.
 */
const FRUIT_CANDY_WORDS: ReadonlySet<string> = new Set(['drops', 'sherbets']);

/**
 * Sweets named by two words: "Sour Patch Kids", "Sour Sticks" (not "Bon Bons": Bon Bon is a
 * Medjool date too).
 */
const CANDY_PAIRS: readonly (readonly [string, string])[] = [
  ['sour', 'patch'],
  ['sour', 'stick'],
];

/**
 * A fruit named with a word only sweets take is the sweet of that flavour, Pantry ("Hi-Chew
 * Strawberry", "Bebeto Fizzy Watermelons", "Jelly Sours Strawberry", "Strawberry Pencils" were
 * Fruit; "Sour Patch Kids Fruit Mix" Baking as dried fruit); chewing gum named after its fruit
 * too ("Gum Pure Fresh Cherry"). Sour cherries, and xanthan gum on the baking shelf, keep their
 * aisles.
 */
function candyFruit(moved: Bucket, name: NameWords): boolean {
  if (moved === 'PANTRY') return false;
  const words = name.words;
  // Sweets named by two words are sweets whatever else the title says ("Sour Patch Kids
  // Original" was Meat & Fish, the kid a goat's).
  if (CANDY_PAIRS.some(([first, second]) => hasWordPair(words, first, second))) return true;
  if (moved !== 'FRUIT' && moved !== 'BAKING') return false;
  if (moved === 'FRUIT' && words.includes('gum')) return true;
  if (moved === 'FRUIT' && name.written.some((word) => FRUIT_CANDY_WORDS.has(word))) return true;
  // "Candy" named with a fruit is the sweets ("Candy Fruit Mix 100g" was Baking as dried fruit),
  // but for the cotton candy and candy floss that name a grape's flavour (candy melts named by a
  // fruit are for baking: candyMelts, read first).
  if (
    name.written.some(
      (word, at) =>
        CANDY.has(word) && name.written[at - 1] !== 'cotton' && name.written[at + 1] !== 'floss',
    ) &&
    name.words.some((word) => word === 'fruit' || aisleCatalogue().get(word)?.bucket === 'FRUIT')
  ) {
    return true;
  }
  return name.written.some((word) => CANDY_WORDS.has(word));
}

/**
 * Candy melts, the coloured wafers melted for dipping and cake pops, are on the baking shelf
 * whatever fruit or colour names them ("Candy Melts Orange" was Fruit, then sweets by candyFruit).
 */
function candyMelts(name: NameWords): boolean {
  return hasWordPair(name.written, 'candy', 'melts');
}

/** The sweets' own word, as written. */
const CANDY: ReadonlySet<string> = new Set(['candy', 'candies']);

/**
 * A food named first, then "filled with" what is inside it, is that food ("… Cereal Pillows
 * Filled With Chocolate And Caramel Cream 410g" was Dairy & Eggs by the cream): the filling's
 * aisle gives way to the last phrase before "filled". A title whose aisle is not the filling's
 * (a jar of peppers filled with cheese, Tinned) keeps it.
 */
function filledWith(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
): Bucket | null {
  if (moved === null) return null;
  const at = name.words.findIndex((word, i) => word === 'filled' && name.words[i + 1] === 'with');
  if (at <= 0) return null;
  const inside = chunks.filter((chunk) => chunk.start > at);
  if (!inside.some((chunk) => chunk.phrase.bucket === moved)) return null;
  const outside = chunks.filter((chunk) => chunk.end <= at && !chunk.phrase.brand).at(-1);
  if (outside === undefined || outside.phrase.bucket === moved) return null;
  return outside.phrase.bucket;
}

/** Words of fruit sold dried or as a snack in small packs, which stay on the baking shelf. */
const SMALL_FRUIT_PACK_WORDS: ReadonlySet<string> = new Set([
  'dried',
  'snack',
  'slice',
  'chip',
  'crisp',
  'flake',
  'string',
  'bite',
  'freeze',
  // A dried fruit maker's name ("Urban Fruit Mango 35G").
  'fruit',
]);

/**
 * A fruit in one bag of 50 g or less is the sweet of that flavour ("Fruittella Strawberry 41G",
 * "Millions Strawberry 40G", "Nerds Grape & Strawberry 47G" were Fruit): fresh fruit is sold in
 * punnets and bags of 80 g and more. Multipacks (lunchbox fruit snacks) and fruit named dried or
 * as a snack keep their aisles.
 */
function fruitSweetBag(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'FRUIT' || /\d\s*x\s*\d/i.test(text)) return false;
  const grams = packGrams(text);
  if (grams === null || grams > 50) return false;
  return !name.words.some((word) => SMALL_FRUIT_PACK_WORDS.has(word));
}

/** Spirits and wines a cream liqueur or a cream sherry is named by (see creamLiqueur). */
const CREAM_LIQUEUR_WORDS: ReadonlySet<string> = new Set([
  'rum',
  'tequila',
  'whisky',
  'whiskey',
  'vodka',
  'wine',
  'irish',
]);

/**
 * A cream named after a spirit or a wine is a cream liqueur or a cream sherry, a drink ("Tequila
 * Rose Strawberry Cream", "Rum Cream", "Fortified British Wine Pale Cream" were Dairy & Eggs);
 * brandy cream, the chiller's for Christmas pudding, stays Dairy.
 */
function creamLiqueur(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'DAIRY_AND_EGGS') return false;
  const at = name.words.lastIndexOf('cream');
  return at > 0 && name.words.slice(0, at).some((word) => CREAM_LIQUEUR_WORDS.has(word));
}

/**
 * Nuts and dried fruit coated or dipped in chocolate are sweets, on the shelf with the chocolate
 * bars ("Chocolate Coated Peanuts", "Chocolate Orange Dipped Almonds", "Milk Chocolate Peanuts"):
 * the baking shelf sells them bare, and with a yogurt coat, beside the dried fruit.
 */
function chocolateCoated(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (head === null || BAKED_GOODS.has(lastWord(head, name.words))) return false;
  // Ginger in chocolate is the candied root ("Dark Chocolate Gingers"), never the fresh one.
  const ginger = moved === 'VEGETABLES' && lastWord(head, name.words) === 'ginger';
  if (moved !== 'BAKING' && !ginger) return false;
  const before = name.words.slice(0, head.start);
  const coated = before.findIndex((word) => COATED_WORDS.has(word));
  if (coated > 0 && before.slice(0, coated).includes('chocolate')) return true;
  // Chocolate right before a nut or dried fruit is its coat ("Chocolate Raisins").
  return name.words[head.start - 1] === 'chocolate' && COATED_FOODS.has(lastWord(head, name.words));
}

/**
 * Fruit with a yogurt coat, or any coat but chocolate's, is the dried fruit the baking shelf sells
 * beside the raisins ("Yoghurt Coated Cranberries" was Fruit, "cranberries and yogurt - coated
 * cranberries" Dairy): no fresh fruit is sold coated. Chocolate's coat is chocolateCoated's.
 */
function coatedFruit(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if ((moved !== 'FRUIT' && moved !== 'DAIRY_AND_EGGS') || head === null) return false;
  if (head.phrase.bucket !== 'FRUIT' || head.phrase.brand) return false;
  const before = name.words.slice(0, head.start);
  const coated = before.findIndex((word) => COATED_WORDS.has(word));
  return coated > 0 && !before.slice(0, coated).includes('chocolate');
}

/**
 * A bar of chocolate named before the nuts or dried fruit in it, with its weight, is eating
 * chocolate ("Milk Chocolate Fruit & Nut 200G", "Dairy Milk Whole Nut 180G"); baking chocolate
 * is sold plain, and a baked good or baking word in the name says otherwise ("Chocolate Chip &
 * Hazelnut Cookies", "Dark Cooking Chocolate Almond").
 */
function chocolateWithNuts(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'BAKING' || head === null || !COATED_FOODS.has(lastWord(head, name.words))) {
    return false;
  }
  const before = name.words.slice(0, head.start);
  const bar = before.some(
    (word, at) => word === 'chocolate' || (word === 'dairy' && before[at + 1] === 'milk'),
  );
  if (!bar || packGrams(text) === null) return false;
  return !name.words.some((word) => BAKED_GOODS.has(word) || BAKING_CHOCOLATE_WORDS.has(word));
}

/** Nuts and dried fruit sold coated as sweets. */
const COATED_FOODS: ReadonlySet<string> = new Set([
  'ginger',
  'raisin',
  'sultana',
  'cranberry',
  'apricot',
  'peanut',
  'almond',
  'hazelnut',
  'cashew',
  'brazil',
  'nut',
  'macadamia',
  'pistachio',
  'pecan',
]);

/**
 * Cucumbers by weight, 340 g or more, are a jar of pickled ones ("Sweet Cucumber Slices 400G",
 * "Haimisha Cucumbers 670g"): fresh cucumbers are sold each or in packs of minis.
 */
function cucumberJar(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'VEGETABLES' || !headHas(name, head, CUCUMBER) || LIQUID_VOLUME.test(text)) {
    return false;
  }
  // Cucumbers sold loose are the greengrocer's by the kilo ("Cucumber Loose 1kg").
  if (/\bloose\b/i.test(text)) return false;
  const grams = packGrams(text);
  if (grams === null || grams < 340) return false;
  // One cucumber named alone by the half kilo or kilo is the greengrocer's, as shops abroad sell
  // them ("Organic Cucumber 500g", "Baby Cucumber 1kg"); jars say cucumbers, or how they are kept.
  const one = head !== null && name.written[head.end - 1]?.toLowerCase() === 'cucumber';
  const plain = !name.words.some((word) => PICKLED_CUCUMBER_WORDS.has(word));
  return !(one && plain && grams % 500 === 0);
}

/** Words of a jar of cucumbers: how they are pickled, cut or packed. */
const PICKLED_CUCUMBER_WORDS: ReadonlySet<string> = new Set([
  'pickled',
  'pickle',
  'sweet',
  'dill',
  'sour',
  'slice',
  'sliced',
  'brine',
  'vinegar',
  'in',
  'salted',
  'haimisha',
  'jar',
]);

const CUCUMBER: ReadonlySet<string> = new Set(['cucumber']);

/**
 * Sliced and crinkle-cut beetroot is the jar's, pickled ("Baxters Sliced Beetroot 340g", "Baxters
 * Crinkle Cut Beetroot 340g"): the chiller sells beetroot whole, cooked or raw, and a fresh pack
 * says raw.
 */
function beetrootJar(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (moved !== 'VEGETABLES' || !headHas(name, head, BEETROOT)) return false;
  if (name.words.includes('raw') || saysChiller(name)) return false;
  return name.words.some((word) => BEETROOT_JAR_CUTS.has(word));
}

const BEETROOT: ReadonlySet<string> = new Set(['beetroot']);

/**
 * A vegetable named fermented, or as kimchi or sauerkraut, is the jar's ("Kraut Fermented
 * Cabbage", "Kimchi Korean Inspired Cabbage with Chilli Pepper" were Vegetables by the cabbage
 * named last), as a vegetable named by a pickle's taste is ("Hot and Spicy Onions", "Sweet and
 * Mild Red Cabbage", as the picklers title their jars): the greengrocer sells neither so.
 * Fermented black garlic is sold by the bulb, with the fresh garlic.
 */
function pickledByName(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'VEGETABLES') return false;
  const { words } = name;
  if (words.includes('garlic') || saysChiller(name)) return false;
  if (words.some((word, at) => FERMENTED_WORDS.has(word) && !forKimchi(words, at))) return true;
  if (!words.some((word) => PICKLED_VEGETABLES.has(word))) return false;
  return words.some(
    (word, at) =>
      words[at + 1] === 'and' && PICKLE_TASTES.get(word)?.has(words[at + 2] ?? '') === true,
  );
}

/**
 * "Kimchi cabbage", "kimchi radish": the fresh vegetable sold to make kimchi with, named by it
 * (napa cabbage, Korean radish, as Korean recipes and grocers name them), when it ends the name.
 */
const forKimchi = (words: readonly string[], at: number): boolean =>
  words[at] === 'kimchi' && at + 2 === words.length && KIMCHI_VEGETABLES.has(words[at + 1]!);

/** The vegetables sold fresh by the name of the kimchi made with them. */
const KIMCHI_VEGETABLES: ReadonlySet<string> = new Set(['cabbage', 'radish']);

/** Words that name a vegetable fermented in its jar. */
const FERMENTED_WORDS: ReadonlySet<string> = new Set([
  'fermented',
  'kimchi',
  'sauerkraut',
  'kraut',
]);

/** The vegetables the picklers sell named by their taste. */
const PICKLED_VEGETABLES: ReadonlySet<string> = new Set([
  'onion',
  'shallot',
  'cabbage',
  'beetroot',
  'gherkin',
]);

/** A pickle's taste as its jar names it, first word keyed to the second ("Sweet and Mild"). */
const PICKLE_TASTES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['hot', new Set(['spicy'])],
  ['sweet', new Set(['mild', 'crunchy', 'sour'])],
  ['medium', new Set(['mild'])],
  ['mild', new Set(['sweet'])],
  ['sharp', new Set(['tangy'])],
]);

/**
 * Artichokes sold by weight, under 500 g, are the jar's ("Unearthed Artichokes 175g", "Sacla
 * Artichokes 190g"): fresh globe artichokes are sold each, and Jerusalem artichokes, another
 * vegetable, by the bag.
 */
function artichokeJar(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'VEGETABLES' || !headHas(name, head, ARTICHOKE)) return false;
  if (name.words.some((word) => FRESH_ARTICHOKE_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams < 500;
}

const ARTICHOKE: ReadonlySet<string> = new Set(['artichoke']);

/**
 * Custard sold by the millilitre is the chiller's carton, the dairy aisle's, as custard named
 * fresh or chilled is ("M&S Gastropub Madagascan Vanilla Custard 500ml" was Tinned & Jarred): the
 * cupboard's tins, cartons and pots are sold by weight ("Ambrosia Devon Custard 400g"), its custard
 * powder too.
 */
function chilledCustard(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || head === null || !headHas(name, head, CUSTARD)) return false;
  return lastWord(head, name.words) === 'custard' && ML_OR_LITRES.test(text);
}

/** Aisles a mix sold by the millilitre is taken from: what it is flavoured with, or a jar maker's. */
const DRINK_MIX_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'TINNED_AND_JARRED',
  'VEGETABLES',
  'FRUIT',
  'HERBS',
  'SPICES',
]);

/**
 * A mix sold by the millilitre, in a can or bottle, is a drink's mixer, the store cupboard's ("The
 * Pickle House Bloody Mary Mix 750ml", "Spiced Tomato Mix Can 150ml" were Tinned & Jarred by the
 * maker's pickle or the tomato): the foods' mixes (stir fry, spice, cake) are sold by weight.
 */
function drinkMix(moved: Bucket, name: NameWords, text: string): boolean {
  if (!DRINK_MIX_FROM.has(moved) || saysFrozen(name) || !ML_OR_LITRES.test(text)) return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  while (words.length > 1 && DRINK_CONTAINER_WORDS.has(words.at(-1) ?? '')) words.pop();
  return words.at(-1) === 'mix';
}

/**
 * Antipasti vegetables chargrilled or marinated are the jar's ("Cooks & Co Chargrilled
 * Aubergines", "Krakus Marinated Whole Peppers", "Marinated Mushrooms"), named so without the word
 * jar; roasting vegetables and potatoes are not.
 */
function antipastiJar(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
): boolean {
  if (moved !== 'VEGETABLES' || head === null) return false;
  // A mix of them ("Mediterranean Chargrilled Vegetables 160g") in a deli pot or jar; the
  // freezer's bags of chargrilled vegetables weigh 400 g and more.
  const mix = headHas(name, head, VEGETABLE_MIX_WORDS);
  if (!mix && !headHas(name, head, ANTIPASTI_VEGETABLES)) return false;
  if (mix && (packGrams(text) ?? 0) >= 400) return false;
  // The vegetable ends the name, or what it is packed in or dressed with follows ("Charred
  // Padron Peppers with Romesco Style Sauce"); "Chargrilled Red Pepper Houmous" is a dip.
  const after = name.words[head.end];
  if (after !== undefined && after !== 'in' && after !== 'with') return false;
  // A salad's grain or a meal's meat after "with" is no dressing ("… with Couscous").
  if (chunks.some((chunk) => chunk.start > head.end && SALAD_BASES.has(chunk.phrase.bucket))) {
    return false;
  }
  return name.words.slice(0, head.start + 1).some((word) => ANTIPASTI_WORDS.has(word));
}

/** Aisles a deli pot of stuffed peppers is taken from: its peppers, cheese, herbs or spices. */
const STUFFED_PEPPER_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'DAIRY_AND_EGGS',
  'HERBS',
  'SPICES',
]);

/** A count of pieces before the words it counts ("2 Stuffed Romano Peppers"). */
const COUNTED_PIECES = /(?:^|\s)\d+\s+(?!x\b)[a-z]/i;

/** Peppers a deli pot or jar holds stuffed ("Peppadew", "Cherry Peppers", "Jalapeños"). */
const STUFFED_PEPPER_WORDS: ReadonlySet<string> = new Set(['pepper', 'peppadew', 'jalapeno']);

/**
 * Peppers sold stuffed (with cream cheese, feta, tuna) are the deli counter's antipasti pot or
 * the jar ("Unearthed Stuffed Cherry Peppers Cream Cheese & Paprika 125g" was Spices by the
 * paprika, "Peppadew Peppers Stuffed with Cream Cheese" Vegetables), as stuffed olives and vine
 * leaves are; peppers stuffed with a grain or meat, counted or in larger packs (to bake), and the
 * freezer's keep their aisles.
 */
function stuffedPeppers(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (!STUFFED_PEPPER_FROM.has(moved) || saysFrozen(name)) return false;
  const { words } = name;
  if (!words.includes('stuffed') || !words.some((word) => STUFFED_PEPPER_WORDS.has(word))) {
    return false;
  }
  if (chunks.some((chunk) => SALAD_BASES.has(chunk.phrase.bucket) && !chunk.phrase.brand)) {
    return false;
  }
  // Counted peppers are whole ones to bake ("2 Stuffed Romano Peppers").
  if (COUNTED_PIECES.test(text)) return false;
  return (packGrams(text) ?? 0) < STUFFED_POT_GRAMS;
}

/** Deli pots of stuffed peppers weigh 100-220 g; 300 g packs of feta stuffed peppers are to bake. */
const STUFFED_POT_GRAMS = 250;

/** Aisles of what makes a dish of vegetables named "with" it a salad or a meal, not a jar. */
const SALAD_BASES: ReadonlySet<Bucket> = new Set<Bucket>(['PASTA_AND_GRAINS', 'MEAT_AND_FISH']);
const ANTIPASTI_WORDS: ReadonlySet<string> = new Set([
  'chargrilled',
  'grilled',
  'charred',
  'marinated',
]);
const ANTIPASTI_VEGETABLES: ReadonlySet<string> = new Set([
  'pepper',
  'aubergine',
  'courgette',
  'mushroom',
  'artichoke',
  'garlic',
]);
const FRESH_ARTICHOKE_WORDS: ReadonlySet<string> = new Set(['jerusalem', 'globe', 'fresh']);

/** Dishes of potatoes or vegetables baked, roasted or mashed in the kitchen: never a tin. */
const COOKED_SIDE_WORDS: ReadonlySet<string> = new Set([
  'dauphinoise',
  'gratin',
  'boulangere',
  'hasselback',
  'rosti',
  'mash',
  'colcannon',
]);

/**
 * A cooked side dish named so ("No.1 Potato Dauphinoise 420g" was Tinned & Jarred by a tin's
 * weight, "Potato Gratin 420g" too) is the chiller's or the freezer's, never a tin: a tin's
 * weight does not move it.
 */
const cookedSide = (name: NameWords) => name.words.some((word) => COOKED_SIDE_WORDS.has(word));

/**
 * Mushrooms named by a fresh kind (closed cup, chestnut, portobello, shiitake…), by their colour
 * or as organic ("Tesco Organic White Mushrooms 290G") are the vegetable's in any pack: a tin's weight ("Closed Cup Mushrooms 290g") does not make them a tin,
 * as it does button and sliced mushrooms.
 */
function freshMushrooms(name: NameWords, head: Chunk | null): boolean {
  if (!headHas(name, head, MUSHROOM)) return false;
  return name.words.some((word) => FRESH_MUSHROOM_WORDS.has(word));
}

const MUSHROOM: ReadonlySet<string> = new Set(['mushroom']);
const FRESH_MUSHROOM_WORDS: ReadonlySet<string> = new Set([
  'white',
  'brown',
  'organic',
  'cup',
  'chestnut',
  'portobello',
  'portabella',
  'shiitake',
  'oyster',
  'enoki',
  'flat',
]);
const BEETROOT_JAR_CUTS: ReadonlySet<string> = new Set(['sliced', 'crinkle']);

/**
 * Crushed chillies are the dried flakes ("Crushed Red Chillies 35G", "1 tsp crushed chillies"),
 * in a jar of 50 g or less; a bigger jar of them is a paste in oil, on the sauce shelf.
 */
function crushedChilli(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'VEGETABLES' || !name.words.includes('crushed') || !headHas(name, head, CHILLI)) {
    return false;
  }
  const grams = packGrams(text);
  return grams === null || grams <= 50;
}

/**
 * Garlic or ginger named crushed, minced, grated or puréed in a pack of 90 g or more is the jar's
 * paste, on the sauce shelf with garlic purée ("Crushed Garlic 200g", "Minced Ginger 190g" were
 * Vegetables): fresh garlic and ginger are sold whole, by the bulb, root or peeled clove. Without a
 * weight it is a recipe's fresh garlic, crushed at home; a smaller pack or a dried one is the
 * spice shelf's granules or flakes.
 */
function crushedGarlicJar(moved: Bucket, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'VEGETABLES' || !headHas(name, head, PASTE_ROOTS)) return false;
  if (!name.words.some((word) => PASTE_CUTS.has(word))) return false;
  if (name.words.some((word) => DRIED_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 90;
}

/** Garlic and ginger, sold in jars as a paste. */
const PASTE_ROOTS: ReadonlySet<string> = new Set(['garlic', 'ginger']);

/** How a jar's paste of them is named. */
const PASTE_CUTS: ReadonlySet<string> = new Set(['crushed', 'minced', 'grated', 'pureed', 'puree']);

/** Chillies, which "crushed" makes dried flakes. */
const CHILLI: ReadonlySet<string> = new Set(['chilli', 'chili', 'chile']);
const TOMATO: ReadonlySet<string> = new Set(['tomato']);

/**
 * Tomatoes named on the vine (or Piccolini, a cherry tomato sold fresh only) are the fresh ones
 * whatever their weight: "Duchy Organic Large Vine Tomatoes 425g" is a punnet, though 425 g is a
 * tin's weight for beans and fruit (TIN_SIZE), and "M&S Piccolini Cherry Tomatoes 400g" one though
 * 400 g is a tin of tomatoes' (tomatoTin).
 */
function freshTomatoes(name: NameWords, head: Chunk | null): boolean {
  return headHas(name, head, TOMATO) && name.words.some((word) => FRESH_TOMATO.has(word));
}
const FRESH_TOMATO: ReadonlySet<string> = new Set(['fresh', 'vine', 'piccolini']);

/**
 * Fresh fruit and vegetables that UK shops do not tin whole, named with no cut or packing: a tin's
 * weight does not make them a tin ("Apples 820g", "Bananas 820g", "Conference Pears 820g" were
 * Tinned & Jarred by TIN_SIZE). Their tins name the cut ("Apple Slices", "Pear Halves",
 * "Mandarin Orange Segments"), which keeps the tin's reading.
 */
function freshOnlyProduce(name: NameWords, head: Chunk | null): boolean {
  if (!headHas(name, head, FRESH_ONLY_PRODUCE)) return false;
  return !name.words.some((word) => TINNED_PRODUCE_CUTS.has(word));
}
const FRESH_ONLY_PRODUCE: ReadonlySet<string> = new Set([
  'apple',
  'pear',
  'banana',
  'grape',
  'kiwi',
  'avocado',
  'melon',
  'watermelon',
  'lemon',
  'lime',
  'orange',
  'onion',
  'lettuce',
  'broccoli',
  'cauliflower',
  'cabbage',
  'courgette',
  'aubergine',
  'leek',
  'blueberry',
]);
/** Words of a tinned fruit's or vegetable's cut or kind ("Apple Slices", "Mandarin Oranges"). */
const TINNED_PRODUCE_CUTS: ReadonlySet<string> = new Set([
  'slice',
  'sliced',
  'segment',
  'half',
  'halve',
  'quarter',
  'chunk',
  'piece',
  'diced',
  'pulp',
  'puree',
  'filling',
  'cocktail',
  'salad',
  'mandarin',
  'pickled',
  'spring',
]);
/** How UK tins of tomatoes are named ("Chopped Tomatoes", "Peeled Plum Tomatoes"). */
const TIN_TOMATO_WORDS: ReadonlySet<string> = new Set(['chopped', 'peeled', 'sieved', 'diced']);

/** A count of ten or more bags ("15bag", "20 Bags"): tea bags, which fruit and herbs never come in. */
const BAG_COUNT = /\b(?:[1-9]\d{1,2})\s*bags?\b/i;

/** Aisles of the fruit, herbs and spices a tea is named after ("Apple & Ginger Tea Bags"). */
const TEA_FLAVOUR_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'SPICES',
]);

/**
 * Tea bags are tea whatever they are named after, wherever the title says so ("Elderberry &
 * Echinacea with Elderflower Tea Bags", "Apple & Ginger 15bag"): produce and spices are never sold
 * in tea bags or by a count of ten or more bags.
 */
function teaBags(moved: Bucket, name: NameWords, text: string): boolean {
  if (!TEA_FLAVOUR_BUCKETS.has(moved)) return false;
  const { words } = name;
  return (
    words.includes('teabag') ||
    hasWordPair(words, 'tea', 'bag') ||
    BAG_COUNT.test(text) ||
    TEA_BAG_COUNT.test(text)
  );
}

/** A count of tea bags written onto the number ("20teabags", "40 Teabags"). */
const TEA_BAG_COUNT = /\d\s*tea\s?bags?\b/i;

/** Aisles of what a tea or coffee is flavoured with: fruit, herbs, spices, vanilla or nuts. */
const HOT_DRINK_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([...TEA_FLAVOUR_BUCKETS, 'BAKING']);

/** The baking shelf's flavours a tea or coffee is named after (not its cakes and eclairs). */
const HOT_DRINK_BAKED: ReadonlySet<string> = new Set([
  'vanilla',
  'caramel',
  'toffee',
  'hazelnut',
  'almond',
  'coconut',
  'cocoa',
  'chocolate',
]);

/** The words of a hot drink's phrase ("Green Tea", "Coffee Beans"), named before its flavours. */
const HOT_DRINK_WORDS: ReadonlySet<string> = new Set(['tea', 'coffee', 'espresso']);

/** Words after a tea that name another product: a spice blend for tea, a cake, a tea's mix. */
const NOT_HOT_DRINK_FLAVOURS: ReadonlySet<string> = new Set([
  'masala',
  'cake',
  'loaf',
  'bread',
  'bun',
  'biscuit',
  'cookie',
  'mix',
  'rub',
  'seasoning',
  'essence',
  'extract',
  'flavouring',
  'syrup',
]);

/**
 * Tea or coffee named first, then only the fruit, spices or herbs it is made with, is the drink
 * ("Herbal Tea Orange Spice 45g" and "Rooibos Tea Vanilla Spice" were Spices, "Turkish Coffee
 * Cardamom" Spices): the shops write a tea's flavours after it, as after a cut of meat (see
 * meatCutFlavoured). A spice blend for tea ("Tea Masala") and a product named after the tea keep
 * their aisles.
 */
function hotDrinkBeforeFlavours(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
): boolean {
  if (moved === null || !HOT_DRINK_FLAVOURS.has(moved)) return false;
  const end = name.variantAt ?? name.words.length;
  const drink = chunks.findIndex(
    (chunk) =>
      !chunk.phrase.brand &&
      chunk.phrase.bucket === 'PANTRY' &&
      chunk.end < end &&
      name.words.slice(chunk.start, chunk.end).some((word) => HOT_DRINK_WORDS.has(word)),
  );
  if (drink < 0) return false;
  const after = chunks.slice(drink + 1).filter((chunk) => chunk.start < end);
  if (after.length === 0) return false;
  const flavour = (chunk: Chunk) =>
    chunk.phrase.bucket === 'BAKING'
      ? name.words.slice(chunk.start, chunk.end).every((word) => HOT_DRINK_BAKED.has(word))
      : HOT_DRINK_FLAVOURS.has(chunk.phrase.bucket);
  if (!after.every(flavour)) return false;
  const words = name.words.slice(chunks[drink]?.end ?? 0, end);
  return !words.some((word) => NOT_HOT_DRINK_FLAVOURS.has(word) || AFTER_CUT_PRODUCTS.has(word));
}

/**
 * A title ending in syrup, sold by volume and named after a coffee-shop flavour, is a drinks syrup
 * ("Monin Hazelnut Syrup 25cl", "Vanilla Coffee Syrup 250ml"), whoever makes it; golden, maple
 * and date syrups name no such flavour and stay on the baking shelf.
 */
function drinkSyrup(moved: Bucket, name: NameWords, text: string): boolean {
  const { words } = name;
  if (moved !== 'BAKING' || words[words.length - 1] !== 'syrup') return false;
  if (!LIQUID_VOLUME.test(text)) return false;
  return words.slice(0, -1).some((word) => DRINK_SYRUP_WORDS.has(word));
}

/**
 * Salt and vinegar is a crisp flavour ("Sweet Potato with Sea Salt and Balsamic Vinegar"): a
 * vegetable so named is crisps made of it; pickles are "in" vinegar, not salted and vinegared.
 * A vinegar so named is the flavour too ("Sea Salt & Balsamic Vinegar", "Salt and Malt Vinegar"):
 * no vinegar is sold salted.
 */
const SALT_AND_VINEGAR_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'OILS_AND_VINEGARS',
]);

const SALT_AND_VINEGAR = /\bsalt\s*(?:and|&|n)\s*(?:[a-z]+\s+)?vinegar\b/i;

function saltAndVinegar(moved: Bucket, name: NameWords, text: string): boolean {
  return (
    SALT_AND_VINEGAR_FROM.has(moved) &&
    name.words.includes('vinegar') &&
    SALT_AND_VINEGAR.test(text)
  );
}

/**
 * A drained weight: "400g (240g*)", as Sainsbury's writes it after the pack weight, or "drained
 * weight 240g". Only what is packed in a liquid has one.
 */
const DRAINED_WEIGHT = /\(\s*\d+(?:\.\d+)?\s*g\s*\*\s*\)|\bdrained weight\b/i;

/** Fresh and dry aisles a drained weight takes a title out of ("Sliced Carrots 300g (180g*)"). */
const DRAINED_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'VEGETABLES',
  'FRUIT',
  'HERBS',
  'PASTA_AND_GRAINS',
  'FROZEN',
]);

/** A title with a drained weight is a tin or jar, whatever it names. */
function drainedWeight(moved: Bucket, text: string): boolean {
  return DRAINED_FROM.has(moved) && DRAINED_WEIGHT.test(text);
}

/** Words of chocolate and cocoa, as a flavour of something else. */
const CHOCOLATE_WORDS: ReadonlySet<string> = new Set(['chocolate', 'choc', 'cocoa', 'cacao']);

/**
 * Fruit named after chocolate is a chocolate snack, bar or drink ("Nakd Cocoa Orange", "Chocolate
 * Raspberry", "Choc-Orange Burst"): a greengrocer never names fruit so. Chocolate after "with"
 * is a dip beside fresh fruit ("Strawberries With Chocolate Dip"), which stays fruit.
 */
function chocolateFruit(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (moved !== 'FRUIT' || head === null) return false;
  return name.words.slice(0, head.start).some((word) => CHOCOLATE_WORDS.has(word));
}

/**
 * Dishes a jar of cooking sauce is sold by, named alone (as written, singular): the curry house's
 * and Thailand's curries and the pasta sauces, beside the catalogue's (korma, bolognese…). A meat,
 * vegetable or pasta before one makes it a meal, read elsewhere.
 */
const JAR_SAUCE_DISHES: readonly (readonly string[])[] = [
  ['korma'],
  ['tikka', 'masala'],
  ['jalfrezi'],
  ['rogan', 'josh'],
  ['madra'],
  ['balti'],
  ['bhuna'],
  ['dopiaza'],
  ['dhansak'],
  ['pasanda'],
  ['vindaloo'],
  ['makhani'],
  ['thai', 'green', 'curry'],
  ['thai', 'red', 'curry'],
  ['thai', 'yellow', 'curry'],
  ['massaman', 'curry'],
  ['panang', 'curry'],
  ['curry'],
  ['katsu'],
  ['stroganoff'],
  ['chasseur'],
  ['sweet', 'and', 'sour'],
  ['puttanesca'],
  ['napoletana'],
  ['amatriciana'],
  ['arrabbiata'],
  ['carbonara'],
  ['alfredo'],
  ['primavera'],
  ['bolognese'],
];

/** Words of heat or lightness a jar's dish may be followed by ("Sweet & Sour Light", "Madras Hot"). */
const JAR_SAUCE_AFTER: ReadonlySet<string> = new Set(['light', 'mild', 'medium', 'hot', 'extra']);

/** The length of a jar's sauce dish ending the words, before heat words (0 when none). */
function jarSauceDishAt(words: readonly string[]): { start: number; end: number } | null {
  let end = words.length;
  while (end > 1 && JAR_SAUCE_AFTER.has(words[end - 1] ?? '')) end -= 1;
  const head = words.slice(0, end);
  const dish = JAR_SAUCE_DISHES.find((tail) => endsWith(head, tail));
  return dish === undefined ? null : { start: end - dish.length, end };
}

/**
 * A cooking sauce's dish named alone, in a jar of 120-600 g, is the jar of sauce ("Tesco Madras
 * 500G" and "Sacla Puttanesca 350G" were Pantry by nothing known, "Sharwood's Vindaloo 420G" Tinned
 * by a tin's weight, "Tesco Thai Green Curry 500G" Vegetables): what the shops sell by the dish's
 * name alone in that size. A food before the dish makes it the meal ("Chicken Korma 400G", read by
 * readyMeal; "Spaghetti Carbonara"), and another aisle's maker its product ("Pot Noodle Curry");
 * a sachet (dishSachet), the tin's 392 g, and a title naming the chiller or a tin keep theirs.
 */
function jarSauceDish(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved === 'SAUCES' || saysChiller(name) || saysFrozen(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const words = name.words.slice(0, end);
  const dish = jarSauceDishAt(words);
  if (dish === null || words.some((word) => TIN_WORDS.has(word))) return false;
  const grams = packGrams(text);
  if (grams === null || grams < 120 || grams > 600 || grams === 392) return false;
  // Only a sauce maker's name, the dish's own words or words of no food before it.
  return chunks.every(
    (chunk) =>
      chunk.start >= dish.start || (chunk.phrase.brand && chunk.phrase.bucket === 'SAUCES'),
  );
}

/** A sauce's kind words: what a jar or bottle of sauce is called before what flavours it. */
const SAUCE_KINDS: ReadonlySet<string> = new Set([
  'sauce',
  'pesto',
  'ketchup',
  'mayonnaise',
  'mayo',
  'dressing',
]);

/**
 * Aisles of what flavours a sauce named after it ("Vegetable Sauce & Olives"): produce, herbs,
 * a jar's olives or capers and cheese; not meat or fish (a dish), a spice's "mix" (a packet) or
 * a bread, pasta or snack (a product of its own).
 */
const SAUCE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'HERBS',
  'TINNED_AND_JARRED',
  'DAIRY_AND_EGGS',
]);

/**
 * A sauce named before what flavours it is the sauce ("Waitrose Chargrilled Vegetable Sauce &
 * Olives 350g" was Tinned & Jarred by its olives, "Tomato Sauce & Mozzarella" Dairy): the kind
 * word decides, as it does before "with" ("Tomato Sauce with Olives").
 */
function sauceBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === 'SAUCES' || saysFrozen(name)) return false;
  const kind = kindNamedFirst(name, chunks, SAUCE_KINDS, SAUCE_FLAVOURS, 'SAUCES');
  if (kind === undefined) return false;
  // A tin's fish named before the sauce is what the tin holds ("Sardines Tomato Sauce Hot").
  if (name.words.slice(0, kind.start).some((word) => TINNED_FISH_WORDS.has(word))) return false;
  // A butter named straight after the sauce is that butter, flavoured ("Pesto Butter"), and so
  // is the fish or meat sold in it ("2 Sea Bass Fillets, Pesto Butter 210g" was Sauces).
  return name.words[kind.end] !== 'butter';
}

/**
 * Bakes a shop's bakery names before their filling or flavour (as read: "doughnuts" is
 * "doughnut"), as written in the plural: "Tart Cherries" and "Doughnut Peaches" are the fruit.
 */
const BAKE_KINDS: ReadonlySet<string> = new Set([
  'doughnut',
  'donut',
  'tart',
  'crepe',
  'muffin',
  'croissant',
  'scone',
  'cupcake',
  'pancake',
  'waffle',
  'bun',
  'bagel',
  // Pastries named before their filling ("Danish Pastry Apple 100g" was Fruit).
  'pastry',
  'turnover',
  'brioche',
]);

/** Bakes named so only in the plural before a fruit: "Tart Cherries", "Doughnut Peaches" are fruit. */
const PLURAL_BAKE_KINDS: ReadonlySet<string> = new Set(['doughnut', 'donut', 'tart']);

/**
 * Aisles of a bake's filling or flavour: fruit, custard, jam or curd, cream. Not a spice: "Bagel
 * Seasoning" is the seasoning.
 */
const BAKE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'TINNED_AND_JARRED',
  'DAIRY_AND_EGGS',
]);

/**
 * A bake named before its filling or flavour is the bake ("Doughnuts Custard 4 Pack" was Tinned &
 * Jarred by the custard, "Tarts Strawberry 2 Pack" and "Donuts Raspberry" Fruit), as it is named
 * after them ("Custard Doughnuts"): the kind word decides, as for sauces and yogurts.
 */
function bakeBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === null || moved === 'BAKING' || saysFrozen(name)) return false;
  const kind = kindNamedFirst(name, chunks, BAKE_KINDS, BAKE_FLAVOURS, 'BAKING');
  if (kind === undefined) return false;
  // Other bakes are named so in the singular too ("Croissant Cheese 55g" was Dairy & Eggs).
  if (!PLURAL_BAKE_KINDS.has(name.words[kind.end - 1] ?? '')) return true;
  return name.written[kind.end - 1]?.endsWith('s') === true;
}

/** Breads and crackers a title names before the chutney or dip sold with them. */
const DIPPED_KINDS: ReadonlySet<string> = new Set([
  'poppadom',
  'papadum',
  'cracker',
  'crispbread',
  'oatcake',
]);

/** A chutney or dip and the fruit or vegetable it is made of ("Mango", "Onion"). */
const DIP_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>(['SAUCES', 'FRUIT', 'VEGETABLES']);

/**
 * Poppadoms or crackers named before a chutney or dip are the poppadoms or crackers ("Mini
 * Poppadoms Mango Chutney 100g", "Crackers Caramelised Onion Chutney" were Sauces), as before
 * "with" ("Poppadoms with Mango Chutney"); the chutney alone stays the jar's.
 */
function breadBeforeDip(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === 'SAUCES') {
    return kindNamedFirst(name, chunks, DIPPED_KINDS, DIP_FLAVOURS, 'BAKING') !== undefined;
  }
  // Poppadoms before a raita's yoghurt and herbs are the poppadoms too ("Mini Poppadoms Yoghurt
  // Mint and Coriander" was Dairy & Eggs; session 78). Crackers named before a cheese are left:
  // a cheese is sold for them ("Cracker Barrel").
  if (moved !== 'DAIRY_AND_EGGS' && moved !== 'HERBS') return false;
  return kindNamedFirst(name, chunks, POPPADOMS, RAITA_FLAVOURS, 'BAKING') !== undefined;
}

/**
 * Porridge, muesli or granola named before its fruit or spice is the cereal ("Porridge Spiced
 * Apple" was Fruit by the apple named last; session 78), as it is named after them.
 */
function cerealBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  // Not from Baking: a bake made of the cereal is named so ("Muesli Rusks", "Granola Bars").
  if (moved === null || moved === 'BAKING' || !CEREAL_FLAVOUR_AISLES.has(moved)) return false;
  if (saysFrozen(name)) return false;
  return (
    kindNamedFirst(name, chunks, CEREAL_KINDS, CEREAL_FLAVOUR_AISLES, 'PASTA_AND_GRAINS') !==
    undefined
  );
}

/** Breakfast cereals a title names before their flavours. */
const CEREAL_KINDS: ReadonlySet<string> = new Set(['porridge', 'muesli', 'granola']);

/** A breakfast cereal's flavours: fruit, spice, syrup, nuts or chocolate. */
const CEREAL_FLAVOUR_AISLES: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'SPICES',
  'BAKING',
  'TINNED_AND_JARRED',
]);

/**
 * Beans named by a coffee's origin or roast alone are coffee beans ("Colombian Beans", "Decaf
 * Beans 227g" were Tinned & Jarred; session 78): no tin of beans is named so. Kenyan beans are
 * the greengrocer's fine beans, and Peruvian beans a dried bean, so neither is here.
 */
function coffeeBeans(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'TINNED_AND_JARRED' && moved !== 'VEGETABLES' && moved !== 'PASTA_AND_GRAINS') {
    return false;
  }
  const end = headEnd(name.words, name.variantAt);
  return name.words[end - 1] === 'bean' && COFFEE_BEAN_WORDS.has(name.words[end - 2] ?? '');
}

/** A coffee's origin or roast, as its beans are named. */
const COFFEE_BEAN_WORDS: ReadonlySet<string> = new Set([
  'colombian',
  'columbian',
  'ethiopian',
  'guatemalan',
  'sumatran',
  'brazilian',
  'honduran',
  'nicaraguan',
  'rwandan',
  'decaf',
  'decaffeinated',
  'espresso',
  'arabica',
  'robusta',
  'roast',
]);

/**
 * Chopped pork and ham is the tin's luncheon meat ("Chopped Pork and Ham", "Chopped Ham & Pork
 * 200G" were Meat & Fish by the ham named last; session 78), as chopped pork alone is.
 */
function choppedPorkAndHam(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name) || saysFrozen(name)) return false;
  const { words } = name;
  if (!words.includes('pork') || !words.includes('ham')) return false;
  return hasWordPair(words, 'chopped', 'pork') || hasWordPair(words, 'chopped', 'ham');
}

/**
 * Sweet chilli named alone, in a bottle of 250 g or more, is the sauce ("Blue Dragon
 * Sweet Chilli 380g" was Vegetables; session 78): fresh chillies come in packs under 100 g and
 * are not named sweet, and a crisp maker's sharing bag weighs under 250 g. So is a bottle of it
 * by the millilitre ("Blue Dragon Sweet Chilli 380ml", "Sweet Chilli 340ml" were Pantry as a
 * drink by the volume; session 80): no drink is named sweet chilli, and crisps are sold by weight.
 * The US spelling is read alike ("Sweet Chili 380g", "Sweet Chili 500ml").
 */
function sweetChilliBottle(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'VEGETABLES' && moved !== 'PANTRY') return false;
  const end = headEnd(name.words, name.variantAt);
  if (!CHILLI.has(name.words[end - 1] ?? '') || name.words[end - 2] !== 'sweet') return false;
  // Named alone: a food before it is what the sweet chilli flavours ("Chicken Sweet Chilli 300G").
  if (chunks.some((chunk) => chunk.start < end - 2 && !chunk.phrase.brand)) return false;
  if (moved === 'PANTRY') return LIQUID_VOLUME.test(text);
  const grams = packGrams(text);
  return grams !== null && grams >= 250;
}

/**
 * A fruit crush is the fizzy drink ("Ting Grapefruit Crush" was Fruit; session 78), as "Orange
 * Crush" sold by volume is: "crush" ends no fruit's name.
 */
function fruitCrush(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'FRUIT') return false;
  return name.words[headEnd(name.words, name.variantAt) - 1] === 'crush';
}

/**
 * Baked beans under a cheese maker's name are the tin ("Cathedral City Cheesy Baked Beans" was
 * Dairy & Eggs by the maker; session 78), as cheesy baked beans are under no maker.
 */
function dairyMakersBakedBeans(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'DAIRY_AND_EGGS' || saysChiller(name) || saysFrozen(name)) return false;
  return hasWordPair(name.words, 'baked', 'bean') || name.words.includes('beanz');
}

/** Poppadoms by their spellings. */
const POPPADOMS: ReadonlySet<string> = new Set(['poppadom', 'papadum']);

/** A raita's yoghurt and herbs, and the chutney's fruit or vegetable beside them. */
const RAITA_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'DAIRY_AND_EGGS',
  'HERBS',
  'FRUIT',
  'VEGETABLES',
]);

/**
 * Burger cheese, the processed slices sold for burgers, is the cheese when "cheese" ends the name
 * or only its slices follow, and no burger's meat is named before it ("Burger Cheese Slices 200g",
 * "Sliced Grill Burger Cheese" were Meat & Fish by the burger); "Beef Burger Cheese Melt" and a
 * meat-free burger ("Quorn Burger Cheese") stay. So are burger slices named without the cheese
 * ("Burger Slices 200g", "Slices Burger 400g", as the dairies title their processed slices): no
 * burger is sold in slices.
 */
function burgerCheese(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'DAIRY_AND_EGGS') return false;
  const { words } = name;
  const sliced = (i: number) =>
    (words[i + 1] === 'slice' && i + 2 === words.length) ||
    (words[i - 1] === 'slice' && i + 1 === words.length);
  const at = words.findIndex(
    (word, i) => word === 'burger' && (words[i + 1] === 'cheese' || sliced(i)),
  );
  if (at < 0) return false;
  if (words[at + 1] === 'cheese' && !words.slice(at + 2).every((word) => word === 'slice')) {
    return false;
  }
  if (words.slice(0, at).some((word) => VEGGIE_WORDS.has(word))) return false;
  return !chunks.some(
    (chunk) =>
      chunk.start < at &&
      !chunk.phrase.brand &&
      (chunk.phrase.bucket === 'MEAT_AND_FISH' || chunk.phrase.bucket === 'FROZEN'),
  );
}

/** What a vinegar is made from or named for, as a title names it after "vinegar". */
const VINEGAR_KIND_WORDS: ReadonlySet<string> = new Set([
  'apple',
  'cider',
  'white',
  'red',
  'wine',
  'malt',
  'rice',
  'sherry',
  'balsamic',
  'distilled',
  'spirit',
  'coconut',
  'raspberry',
  'champagne',
  'cava',
  'prosecco',
  'date',
  'organic',
  'raw',
  'unfiltered',
  'with',
  'the',
  'mother',
  'and',
]);

/**
 * A vinegar named before what it is made from is the vinegar ("Vinegar Apple Cider 1L", "Vinegar
 * White Wine 500ml" were Pantry as the drinks): nothing but the vinegar's kind follows it. Salt
 * and vinegar is a crisp's flavour.
 */
function vinegarNamedFirst(moved: Bucket | null, name: NameWords): boolean {
  if (moved === 'OILS_AND_VINEGARS' || name.words.includes('salt')) return false;
  const at = name.words.indexOf('vinegar');
  const after = name.words.slice(at + 1);
  return at >= 0 && after.length > 0 && after.every((word) => VINEGAR_KIND_WORDS.has(word));
}

let oilKindSet: ReadonlySet<string> | null = null;

/** The words the catalogue names an oil by ("olive", "mustard": its "olive oil", "mustard oil"). */
function oilKinds(): ReadonlySet<string> {
  if (oilKindSet !== null) return oilKindSet;
  const kinds = new Set<string>();
  for (const [key, entry] of aisleCatalogue()) {
    const words = key.split(' ');
    if (entry.bucket === 'OILS_AND_VINEGARS' && words.length === 2 && words[1] === 'oil') {
      kinds.add(words[0] ?? '');
    }
  }
  oilKindSet = kinds;
  return kinds;
}

/**
 * An oil named before what it is pressed from is the oil ("Oil Mustard 500ml" was Sauces by the
 * mustard, "Oil Olive 1L" Tinned by the olives), the word order of makers abroad, as "Vinegar
 * Apple Cider" is the vinegar (vinegarNamedFirst): the catalogue names that oil ("mustard oil"),
 * and no food is named before "oil" (a tin's "Sardines in Oil Olive" is the fish).
 */
function oilNamedFirst(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'OILS_AND_VINEGARS' || moved === null) return false;
  const at = name.words.indexOf('oil');
  if (at < 0 || !oilKinds().has(name.words[at + 1] ?? '')) return false;
  return !chunks.some((chunk) => chunk.start < at && !chunk.phrase.brand);
}

/**
 * Pasta or noodles named before "egg", the last word, are egg pasta ("Pasta Egg 500g",
 * "Fettuccine Egg 500g" were Dairy & Eggs by the egg), the word order of makers abroad, as "Egg
 * Pasta" is: no box of eggs is named after a pasta. A fried dish ("Rice Egg Fried") is not.
 */
function pastaNamedBeforeEgg(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved !== 'DAIRY_AND_EGGS' || name.words.at(-1) !== 'egg') return false;
  const at = name.words.length - 1;
  const before = chunks.filter((chunk) => chunk.end <= at && !chunk.phrase.brand);
  const pasta = before.at(-1);
  return pasta !== undefined && pasta.phrase.bucket === 'PASTA_AND_GRAINS';
}

/** The most a bag of crisps or snacks weighs that no jar of olives or pack of produce does. */
const SNACK_BAG_GRAMS = 45;

/**
 * A snack's bag: a crisp, sweet or drink maker's (a Pantry brand), or a pack of 45 g or less of
 * a food and its flavours, which no dressed vegetables or jar of olives weighs ("Sunbites Olives & Oregano
 * 23g", "Fitness Toasties Tomato And Herbs 36g"; session 76).
 */
function snackBag(name: NameWords, chunks: readonly Chunk[], text: string): boolean {
  if (chunks.some((chunk) => chunk.phrase.brand && chunk.phrase.bucket === 'PANTRY')) return true;
  const grams = packGrams(text);
  if (grams === null || grams > SNACK_BAG_GRAMS) return false;
  // By weight alone, only a food and its flavours joined ("Tomato And Herbs"): a small pack of
  // chillies is named so too ("Scotch Bonnet Chillies 40G").
  const food = chunks.find((chunk) => !chunk.phrase.brand && chunk.phrase.bucket !== null);
  return food !== undefined && name.words[food.end] === 'and';
}

/**
 * Olives or a vegetable named first and then only their dressing, herbs or what they are stuffed
 * with, in a snack's bag, are that snack's flavour ("Walkers Tomato & Herbs", "Sunbites Olives &
 * Oregano 23g" were Vegetables and Tinned & Jarred): flavours of crisps are no food of their own
 * aisle, and the freezer, a drink by volume and a tin's words keep theirs.
 */
function flavoursOfSnack(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'VEGETABLES' && moved !== 'TINNED_AND_JARRED') return false;
  if (saysFrozen(name) || PACK_VOLUME.test(text) || !snackBag(name, chunks, text)) return false;
  return dressedVegetable(name, chunks) || olivesFirst(name, chunks);
}

/** Olives named before what they are marinated or stuffed with ("Olives & Manchego"). */
const OLIVE_KINDS: ReadonlySet<string> = new Set(['olive']);

/** Aisles of what olives are named after: cheese, herbs, garlic, chilli, peppers, lemon, spices. */
const OLIVE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'DAIRY_AND_EGGS',
  'HERBS',
  'VEGETABLES',
  'FRUIT',
  'SPICES',
]);

/**
 * Olives named before what is marinated or stuffed with them are the olive jar or deli pot
 * ("Waitrose Spanish Manzanilla Olives & Manchego 150g" was Dairy by its cheese), as they are
 * before "with" ("Olives with Feta"); olive oil, bread and a sauce named after them keep theirs.
 */
function olivesBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  // In a snack's bag they are the jar's first, then the snack's (flavoursOfSnack, after this).
  if (moved === 'TINNED_AND_JARRED' || saysFrozen(name)) return false;
  return olivesFirst(name, chunks);
}

/** Olives named first, then only what they are marinated or stuffed with. */
function olivesFirst(name: NameWords, chunks: readonly Chunk[]): boolean {
  const kind =
    kindNamedFirst(name, chunks, OLIVE_KINDS, OLIVE_FLAVOURS, 'TINNED_AND_JARRED') ??
    jarVegetablesFirst(name, chunks);
  if (kind === undefined) return false;
  // The olives are named first ("Sourdough Olive & Rosemary" is bread), and no dairy product
  // follows them ("Olive Spread" is the chiller's spread).
  return chunks.every(
    (chunk) =>
      chunk.phrase.brand ||
      (chunk.start >= kind.start && !OLIVE_DAIRY_PRODUCTS.has(lastWord(chunk, name.words))),
  );
}

/** The deli's jarred vegetables, named in the plural before what they are packed with. */
const JAR_VEGETABLE_KINDS: ReadonlySet<string> = new Set(['tomato', 'pepper', 'artichoke']);

/** What jarred vegetables are packed with: as olives, and a pesto or dressing. */
const JAR_VEGETABLE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([...OLIVE_FLAVOURS, 'SAUCES']);

/**
 * Jarred vegetables (sun-dried tomatoes, roasted peppers, artichokes), in the plural, named before
 * what the deli pot packs them with ("Waitrose Sun-Drenched Tomatoes, Mozzarella & Pesto 200g"
 * was Sauces by the pesto); "Sun Dried Tomato Pesto" and "… Tomato & Basil Pesto", in the
 * singular, name the sauce.
 */
function jarVegetablesFirst(name: NameWords, chunks: readonly Chunk[]): Chunk | undefined {
  const kind = kindNamedFirst(
    name,
    chunks,
    JAR_VEGETABLE_KINDS,
    JAR_VEGETABLE_FLAVOURS,
    'TINNED_AND_JARRED',
  );
  if (kind === undefined || name.written[kind.end - 1]?.endsWith('s') !== true) return undefined;
  // The tins' cuts have rules of their own (flavouredTomatoTin); "2 chopped tomatoes, 1 onion"
  // is a recipe's list.
  const cuts = name.words.slice(kind.start, kind.end);
  return cuts.some((word) => TIN_CUT_WORDS.has(word)) ? undefined : kind;
}

const TIN_CUT_WORDS: ReadonlySet<string> = new Set(['chopped', 'diced', 'crushed', 'peeled']);

/** Dairy products an olive names, not a cheese it is stuffed or marinated with. */
const OLIVE_DAIRY_PRODUCTS: ReadonlySet<string> = new Set(['spread', 'butter', 'milk', 'cream']);

/** Cheeses a jar of tomato pasta sauce is named with ("Tomato & Mascarpone"). */
const SAUCE_CHEESES: ReadonlySet<string> = new Set(['mascarpone', 'ricotta', 'cheese']);

/** Aisles of what a jar of tomato pasta sauce is named with after "Tomato &". */
const TOMATO_SAUCE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>(['VEGETABLES', 'HERBS']);

/**
 * "Tomato &" its flavour, in the singular, in a jar of 150-520 g, is the pasta sauce ("Tesco
 * Tomato & Chilli 500G" and "Ragu Tomato & Garlic 500G" were Vegetables, "Tesco Finest Tomato &
 * Basil 340G" Pantry, "Tesco Tomato & Mascarpone 350G" Dairy & Eggs): the shops' name for their
 * jars. The tins are "Tomatoes" and "Chopped" ("Chopped Tomatoes & Garlic 400G"), soups come in
 * 380-435 g tins and 560-600 g pots, and a product named after the pair (crisps, soup, bread)
 * or before it (a food, another aisle's maker) keeps its aisle.
 */
function tomatoPairSauce(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved === 'SAUCES' || saysChiller(name) || saysFrozen(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const at = name.words.indexOf('tomato');
  if (at < 0 || name.written[at] !== 'tomato' || name.words[at + 1] !== 'and') return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  const grams = packGrams(text);
  if (grams === null || grams < 150 || grams > 520 || (grams >= 380 && grams < 440)) return false;
  return chunks.every((chunk) => {
    if (chunk.end <= at) return chunk.phrase.brand && chunk.phrase.bucket === 'SAUCES';
    if (chunk.start <= at + 1) return chunk.start === at && chunk.end === at + 1;
    if (chunk.end > end || chunk.phrase.brand) return false;
    const word = lastWord(chunk, name.words);
    return TOMATO_SAUCE_FLAVOURS.has(chunk.phrase.bucket) || SAUCE_CHEESES.has(word);
  });
}

/** Aisles a stir-in or pasta bake sauce is named into by its flavours, or none. */
const NAMED_SAUCE_FROM: ReadonlySet<Bucket | null> = new Set<Bucket | null>([
  null,
  'VEGETABLES',
  'HERBS',
  'DAIRY_AND_EGGS',
  'MEAT_AND_FISH',
  'TINNED_AND_JARRED',
  'PASTA_AND_GRAINS',
  'PANTRY',
]);

/**
 * A "stir in" anywhere in a title, or "pasta bake" named first and then its flavours, is the sauce
 * of that name ("Dolmio Stir In Tomato & Chilli 150G" and "Sacla Tomato & Chilli Stir In 190G" were
 * Vegetables, "Intenso Stir in Tomato and Mascarpone" Dairy & Eggs, "Pasta Bake Creamy Tomato and
 * Herb" Pantry): the shops' names for the pouch and the jar. A pasta bake after its food is the
 * meal ("Tuna Pasta Bake"), and a food or another aisle's maker before "pasta bake" its product.
 */
function namedPastaSauce(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (!NAMED_SAUCE_FROM.has(moved) || saysFrozen(name)) return false;
  const { words } = name;
  if (words.some((word, at) => word === 'stir' && words[at + 1] === 'in')) return true;
  const bake = words.findIndex((word, at) => word === 'pasta' && words[at + 1] === 'bake');
  if (bake < 0 || bake + 2 >= (name.variantAt ?? words.length)) return false;
  return chunks.every(
    (chunk) => chunk.start >= bake || (chunk.phrase.brand && chunk.phrase.bucket === 'SAUCES'),
  );
}

/** Words of the sauces a stir-fry sachet is named by ("Sweet & Sour", "Chow Mein", "Satay"). */
const STIR_FRY_SAUCE_WORDS: ReadonlySet<string> = new Set([
  'sour',
  'mein',
  'satay',
  'teriyaki',
  'hoisin',
  'oyster',
  'soy',
  'szechuan',
  'sichuan',
  'kung',
  'yakisoba',
  'katsu',
  'firecracker',
  'bbq',
  'peking',
  'cantonese',
]);

/** Vegetables a stir-fry sauce is flavoured with, not stir-fried ("Hoisin & Garlic"). */
const STIR_FRY_SAUCE_PRODUCE: ReadonlySet<string> = new Set([
  'garlic',
  'ginger',
  'chilli',
  'sweet chilli',
  'spring onion',
  'black bean',
  'bean',
  'lemon',
  'lime',
]);

/**
 * A stir fry named by its sauce alone, in a sachet of 250 g or less or unsized, is the stir-fry
 * sauce ("Tesco Sweet & Sour Stir Fry 180G", "Teriyaki Stir Fry 150G", "Black Bean Stir Fry" were
 * Vegetables as a bag of stir-fry vegetables): a sauce word (sweet and sour, chow mein, satay,
 * teriyaki, hoisin, oyster…) and only its flavours before "stir fry". Vegetables, meat, noodles or
 * oil named, or a bag of 300 g and more (the vegetables), keep their aisles.
 */
function stirFrySauce(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved !== 'VEGETABLES' && moved !== null) return false;
  const end = name.variantAt ?? name.words.length;
  if (end < 3 || name.words[end - 2] !== 'stir' || name.words[end - 1] !== 'fry') return false;
  const grams = packGrams(text);
  if (grams !== null && grams > 250) return false;
  const before = name.words.slice(0, end - 2);
  if (!before.some((word) => STIR_FRY_SAUCE_WORDS.has(word))) return false;
  return chunks.every((chunk) => {
    if (chunk.start >= end - 2 || chunk.phrase.brand) return true;
    if (chunk.phrase.bucket === 'SAUCES') return true;
    return STIR_FRY_SAUCE_PRODUCE.has(name.words.slice(chunk.start, chunk.end).join(' '));
  });
}

/** Makers that sell only sauces, marinades and rubs in the shops (Nando's, Homepride). */
const SAUCE_ONLY_MAKERS: ReadonlySet<string> = new Set(['nando', 'homepride']);

/** Words of a sauce maker's products other than its sauces (Homepride's flour is a UK staple). */
const NOT_MAKERS_SAUCE: ReadonlySet<string> = new Set([
  'flour',
  'rub',
  'seasoning',
  'grinder',
  'salt',
  'crisp',
  'chip',
  'snack',
  'mix',
  'shaker',
  'mill',
]);

/** The table sauces a bottle is named by alone, last: barbecue and peri-peri. */
const BOTTLE_SAUCE_TAILS: readonly (readonly string[])[] = [
  ['bbq'],
  ['barbecue'],
  ['peri', 'peri'],
];

/** Flavour words of a bottled sauce before its name ("Sticky Honey BBQ", "Smoky Chipotle BBQ"). */
const BOTTLE_SAUCE_FLAVOURS: ReadonlySet<string> = new Set([
  'honey',
  'chipotle',
  'garlic',
  'lemon',
]);

/** A bottle's weight or volume: 200 g (ml) to a kilo (litre), one pack. */
const BOTTLE_SIZE = new RegExp(String.raw`${ONE_PACK}(?:[2-9]\d\d\s*(?:g|ml)|1\s*(?:kg|l))\b`, 'i');

/**
 * A sauce-only maker's title named by its flavour, and a barbecue or peri-peri sauce named by
 * itself in a bottle, are the sauce ("Nando's Extra Hot 250G" and "Homepride Creamy Mushroom 485G"
 * were Pantry and Vegetables, "Heinz Classic BBQ 480G" and "Tesco Peri Peri Hot 250G" Pantry): the
 * maker's range, and the bottle's name without the word. The maker's rubs and seasonings (Spices),
 * crisps and snacks of those flavours (another maker, or a bag under 200 g), and a meat or other
 * food named before the sauce ("Sticky BBQ Ribs" end elsewhere) keep their aisles.
 */
function bottleSauceNamed(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved === 'SAUCES' || moved === 'SPICES' || moved === 'OILS_AND_VINEGARS') return false;
  if (saysFrozen(name) || name.words.some((word) => TIN_WORDS.has(word))) return false;
  if (SAUCE_ONLY_MAKERS.has(name.words[0] ?? '')) {
    // Not its rubs, grinders and crisps, nor a meat sold under its name.
    if (name.words.some((word) => NOT_MAKERS_SAUCE.has(word))) return false;
    return !chunks.some((chunk) => !chunk.phrase.brand && chunk.phrase.bucket === 'MEAT_AND_FISH');
  }
  const end = name.variantAt ?? name.words.length;
  let last = end;
  while (last > 1 && JAR_SAUCE_AFTER.has(name.words[last - 1] ?? '')) last -= 1;
  const words = name.words.slice(0, last);
  const tail = BOTTLE_SAUCE_TAILS.find((sauce) => endsWith(words, sauce));
  if (tail === undefined || !BOTTLE_SIZE.test(text)) return false;
  const start = last - tail.length;
  return chunks.every(
    (chunk) =>
      chunk.start >= start ||
      (chunk.phrase.brand
        ? chunk.phrase.bucket === 'SAUCES'
        : BOTTLE_SAUCE_FLAVOURS.has(lastWord(chunk, name.words))),
  );
}

/**
 * A herb in one pack under 15 g, not named fresh, is the dried jar ("Tesco Oregano 10G", "Tesco
 * Thyme 14G", "Tesco Chives 3G" were Herbs): the shops' fresh herbs come in packs of 15 g and more
 * (15-30 g, 60 g and 100 g bunches), their dried herbs in jars of 1-14 g. A title naming them
 * fresh keeps the fresh ("Tesco Fresh Bay Leaves 10G"), and so do leaves in the plural, sold fresh
 * in 10 g packs (curry, lime and bay leaves).
 */
function driedHerbJar(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'HERBS' || saysChiller(name)) return false;
  // Fresh curry, lime and bay leaves come in 10 g packs ("Tesco Curry Leaves 10G").
  if (name.written.includes('leaves')) return false;
  const grams = packGrams(text);
  return grams !== null && grams < 15;
}

/** Rices a shop names by their kind alone, without the word ("Thai Jasmine", "Pilau"). */
const RICE_KINDS: ReadonlySet<string> = new Set(['jasmine', 'pilau']);

/**
 * A rice's kind named last without "rice", in a bag or pouch of 200 g and more, is the rice
 * ("Tesco Thai Jasmine 1Kg" and "Tesco Pilau 250G" were Pantry by nothing known): jasmine tea and
 * drinks are named as such (tea, soda) or sold by the bag count or volume, and pilau's spice mix
 * comes in sachets of 50 g or less.
 */
function riceNamedByKind(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== null && moved !== 'PANTRY') return false;
  const end = name.variantAt ?? name.words.length;
  if (!RICE_KINDS.has(name.words[end - 1] ?? '')) return false;
  if (LIQUID_VOLUME.test(text)) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 200;
}

/** Words a loaf is named by without "bread": its flour, grain, slicing and crust. */
const LOAF_KIND_WORDS: ReadonlySet<string> = new Set([
  'white',
  'brown',
  'malted',
  'seeded',
  'wholegrain',
  'medium',
  'thick',
  'farmhouse',
  'crusty',
  'tiger',
  'bloomer',
]);

/** A loaf's weight: 400 g or 800 g, one pack. */
const LOAF_WEIGHT = new RegExp(String.raw`${ONE_PACK}[48]00\s*g\b`, 'i');

/**
 * Nothing known but a loaf's words, in a loaf's 400 g or 800 g, is the bread ("Roberts Medium
 * White 800G", "Tesco Malted Wholegrain 800G" were Pantry by nothing known): the bakers' names for
 * their loaves. Anything the catalogue knows keeps its aisle (this reads only the unknown).
 */
function loafByKind(name: NameWords, text: string): boolean {
  return LOAF_WEIGHT.test(text) && name.words.some((word) => LOAF_KIND_WORDS.has(word));
}

/** Dishes a jar of cooking sauce is named after (the catalogue's sauces, session 24). */
const SAUCE_DISHES: ReadonlySet<string> = new Set([
  'korma',
  'tikka masala',
  'jalfrezi',
  'rogan josh',
  'bhuna',
  'dopiaza',
  'dhansak',
  'pasanda',
  'chasseur',
  'pasta bake',
  'sweet and sour',
]);

/**
 * Makers of jars of cooking sauce whose other goods keep their aisles, so the catalogue holds
 * them as no brand (Sharwood's noodles, rice and poppadoms): read only for a dish's name.
 */
const COOKING_SAUCE_MAKERS: ReadonlySet<string> = new Set(['sharwood']);

/** Whether a sauce brand or a cooking-sauce maker names the product. */
function saucesMaker(name: NameWords, chunks: readonly Chunk[]): boolean {
  if (COOKING_SAUCE_MAKERS.has(name.words[0] ?? '')) return true;
  return chunks.some((chunk) => chunk.phrase.brand && chunk.phrase.bucket === 'SAUCES');
}

/** Aisles of what a dish is made of, before its name: a meal, not a jar of its sauce. */
const DISH_OF_AISLES: ReadonlySet<Bucket> = new Set<Bucket>(['MEAT_AND_FISH', 'PASTA_AND_GRAINS']);

/**
 * A sauce dish named after its meat, fish, rice or pasta is that meal ("Chicken Korma",
 * "Chicken & Bacon Pasta Bake", "Rice Time Korma"), in that aisle as before the dish names were
 * sauces; the dish alone is a jar of its sauce ("Sharwood's Korma 420g"). A meal of 392 g is a
 * tin, as tinOfFishOrPulses reads any meal of that size ("Tesco Chicken Tikka Masala 392G").
 */
function dishOf(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
  text: string,
) {
  if (moved !== 'SAUCES' || head === null) return null;
  if (!SAUCE_DISHES.has(name.words.slice(head.start, head.end).join(' '))) return null;
  // A cooking-sauce maker's dish is its jar, whatever meat it is for ("Patak's Chicken Tikka
  // Masala 450g", "Sharwood's Chicken Tikka Masala 420g" were Frozen as ready meals).
  if (saucesMaker(name, chunks)) return null;
  const made = chunks.find(
    (chunk) =>
      chunk.end <= head.start && !chunk.phrase.brand && DISH_OF_AISLES.has(chunk.phrase.bucket),
  );
  if (made === undefined) return null;
  return packGrams(text) === 392 ? 'TINNED_AND_JARRED' : made.phrase.bucket;
}

/** Aisles whose things the freezer shop sells frozen: its meat, fish, vegetables and fruit. */
const FREEZER_SHOP_AISLES: ReadonlySet<Bucket> = new Set<Bucket>([
  'MEAT_AND_FISH',
  'VEGETABLES',
  'FRUIT',
]);

/**
 * Makers with mixed ranges whose goods of some aisles are all sold frozen, with the aisles so sold
 * (session 73): Iceland, the UK's freezer shop, whose own label's meat, fish, vegetables and fruit
 * are frozen; Americana, whose meats and vegetables are the freezer's though it bakes cakes too;
 * Emborg and Al Ain, whose vegetables and fruit are, though Emborg makes cheese and Al Ain milk,
 * water and fresh chicken. The product words decide, not the maker: only those aisles move.
 */
const FREEZER_RANGE_MAKERS: readonly (readonly [readonly string[], ReadonlySet<Bucket>])[] = [
  [['iceland'], FREEZER_SHOP_AISLES],
  [['americana'], FREEZER_SHOP_AISLES],
  [['emborg'], new Set<Bucket>(['VEGETABLES', 'FRUIT'])],
  [['al', 'ain'], new Set<Bucket>(['VEGETABLES', 'FRUIT'])],
];

/**
 * A title that opens with the name of a maker whose meat, fish, vegetables or fruit are sold
 * frozen (FREEZER_RANGE_MAKERS) is the freezer's when its product words are of those aisles
 * ("Iceland King Prawns 225g", "Americana Beef Meatballs 400g", "Emborg Sliced Mushroom 450g"),
 * unless it says fresh or chilled; the maker's other goods keep their aisles ("Americana Cakes
 * Pound Cake Marble 300g", "Al Ain Fresh Chicken 900g").
 */
function freezerShop(moved: Bucket, name: NameWords): boolean {
  return FREEZER_RANGE_MAKERS.some(
    ([maker, aisles]) =>
      aisles.has(moved) &&
      maker.every((word, at) => name.words[at] === word) &&
      (maker[0] === 'iceland' || !saysChiller(name)),
  );
}

/** Words of a drink, said only of drinks: "Sparkling Apple", "Still Strawberry", "Pressé". */
const DRINK_WORDS: ReadonlySet<string> = new Set(['sparkling', 'still', 'presse']);

/**
 * Fruit, vegetables or herbs named with a drink's word ("Sparkling Ice Orange Mango", "Still
 * Strawberry", "Cold Pressed Beet & Black", "Elderflower Pressé") or with "flavour" after them
 * ("Millions Bubblegum Cherry Flavour", "Refreshers Lemon Flavour") are a drink, sweet or snack:
 * fresh produce is never sparkling or still, and is the thing, not a flavour of it ("Candy Floss
 * Flavour Grapes" are grapes).
 */
function producedFlavour(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (head === null) return false;
  // A can of it is a can of drink too ("Sparkling Orange Can 330ml"), no tin of fruit.
  const canned = moved === 'TINNED_AND_JARRED' && FLAVOUR_BUCKETS.has(head.phrase.bucket);
  if (!FLAVOUR_BUCKETS.has(moved) && !canned) return false;
  const { words } = name;
  return words.some(
    (word, i) =>
      DRINK_WORDS.has(word) ||
      (word === 'pressed' && words[i - 1] === 'cold') ||
      (i >= head.end && FLAVOUR_WORDS.has(word)),
  );
}

/** Aisles of the flavours a block of cheese is named by, and nothing known. */
const BLOCK_FLAVOUR_AISLES: ReadonlySet<Bucket | null> = new Set<Bucket | null>([
  null,
  'SPICES',
  'HERBS',
  'VEGETABLES',
]);

/**
 * A block named by a seasoning, a herb, a vegetable or nothing known is a block of cheese, often
 * a plant-based one ("Crushed Black Pepper Block 150G", "Garlic & Herb Block", "Mature Block"):
 * spices and vegetables come in no blocks; chocolate, coconut and ice blocks keep their aisles.
 */
function cheeseBlock(moved: Bucket | null, name: NameWords, text: string): boolean {
  const last = name.words[name.words.length - 1];
  if (last === 'block') return BLOCK_FLAVOUR_AISLES.has(moved);
  // A "cheese bar" is a block in US makers' words ("Cheddar Cheese Bar 227g" was Pantry as a
  // snack bar): the snack and cereal bars are named by no cheese before "bar".
  if (last === 'bar' && name.words.at(-2) === 'cheese') return true;
  // A blue named after its county or dairy, sold by weight, is a blue cheese ("Cornish Blue
  // 150G", "Harrogate Blue", "Barkham Blue"), as Shropshire and Danish Blue are by name.
  return last === 'blue' && moved === null && packGrams(text) !== null;
}

/**
 * A bar of a cheese named after "bar" ("Bar Medium Cheddar 227g", "Bar Colby and Monterey Jack
 * 227g" were Pantry as snack bars): US makers sell cheese blocks of 8 oz so; a snack bar of 150
 * g or more is a multipack, named by its flavour, and no cheese is one's.
 */
function barOfCheese(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  const { words } = name;
  const at = words.indexOf('bar');
  if (moved === 'DAIRY_AND_EGGS' || at < 0 || SNACK_BAR_KINDS.has(words[at - 1] ?? ''))
    return false;
  // A cheese's grade may come between ("Bar Medium Cheddar").
  let first = at + 1;
  while (CHEESE_GRADES.has(words[first] ?? '')) first += 1;
  const after = chunks.filter((chunk) => chunk.start > at);
  if (after[0]?.start !== first) return false;
  const cheese = after.every(
    (chunk) => !chunk.phrase.brand && chunk.phrase.bucket === 'DAIRY_AND_EGGS',
  );
  const grams = packGrams(text);
  return cheese && grams !== null && grams >= 150;
}

/** How strong a cheddar is, said before its name. */
const CHEESE_GRADES: ReadonlySet<string> = new Set([
  'mild',
  'medium',
  'mature',
  'sharp',
  'vintage',
  'extra',
]);

/** Words that make a bar a snack bar before "bar" ("Snack Bar Cheese", "Protein Bar …"). */
const SNACK_BAR_KINDS: ReadonlySet<string> = new Set([
  'snack',
  'cereal',
  'protein',
  'granola',
  'breakfast',
  'energy',
  'fruit',
  'nut',
  'chocolate',
  'oat',
]);

/** A dairy-free claim ("Dairy Free", "Dairy-Free"). */
const DAIRY_FREE = /\bdairy[\s-]*free\b/i;

/**
 * A drink that says it is dairy free stands in for milk or a milkshake, beside the plant milks
 * in the dairy aisle ("Mighty Milk Shake Salted Caramel Dairy Free Drink", "Dairy Free Oat
 * Drink"): juices and soft drinks never make the claim.
 */
function dairyFreeDrink(moved: Bucket, name: NameWords, head: Chunk | null, text: string): boolean {
  if (moved !== 'PANTRY' || head === null || head.phrase.brand) return false;
  return lastWord(head, name.words) === 'drink' && DAIRY_FREE.test(text);
}

/** "With bits", "no bits": how UK shops name orange juice by its pulp. */
const JUICE_BITS = /\b(?:with(?: juicy)?|no|without) bits\b/i;

/** Fruit "with bits" or "no bits" is juice ("Smooth Orange with no bits"). */
function juiceBits(moved: Bucket, name: NameWords, text: string): boolean {
  return moved === 'FRUIT' && name.words.includes('bit') && JUICE_BITS.test(text);
}

/**
 * Words right before "bar" that name a snack bar ("Cereal Bar", "Porridge Oat Bar", "Protein
 * Bars", "Fruit & Nut Bars"): what goes into a cereal, and the snack's own words.
 */
const SNACK_BAR_WORDS: ReadonlySet<string> = new Set([
  ...CEREAL_FLAVOURS,
  'cereal',
  'oat',
  'muesli',
  'granola',
  'protein',
  'energy',
  'breakfast',
  'snack',
  'morning',
  'whey',
  'grain',
]);

/**
 * Chocolate fingers are biscuits, the baking shelf's ("Tesco Chocolate Fingers 114G" was Pantry as
 * chocolate): the plural names the biscuit. Fish and chicken fingers are named after their meat
 * and keep its aisle. (Chocolate gingers stay sweets: the name is chocolate-covered ginger's as
 * well as a biscuit's.)
 */
function chocolateBiscuits(name: NameWords): boolean {
  const { written } = name;
  const last = written.length - 1;
  return written[last] === 'fingers' && FINGER_BISCUITS.has(written[last - 1] ?? '');
}

/**
 * Words before "Fingers" that name the biscuit or the bakery's iced bun: chocolate, Cadbury's
 * ("Cadbury Fingers 114G" fell back to Pantry) and iced ("Tesco Iced Fingers 5 Pack", session 38).
 */
const FINGER_BISCUITS: ReadonlySet<string> = new Set(['chocolate', 'cadbury', 'iced']);

/** What a bar from the baking shelf is named after, just before "bar" ("Cake Bars", "Flapjack Bar"). */
const BAKED_BAR_WORDS: ReadonlySet<string> = new Set([
  'cake',
  'biscuit',
  'digestive',
  'loaf',
  'shortbread',
  'flapjack',
  'browny', // "brownie", as names are read
]);

/**
 * Cake, biscuit, flapjack and brownie bars are the baking shelf's whatever flavour follows ("Cake
 * Bars Fudge" was Pantry by the fudge, "Tesco Flapjack Bars 5 Pack" Pantry as a cereal bar); so is a chocolate biscuit bar, which the
 * shops shelve with the biscuits ("Kit Kat 2 Finger Milk Chocolate Biscuit Bar Multipack").
 */
function bakedBar(moved: Bucket, name: NameWords): boolean {
  if (moved === 'BAKING' || moved === 'FROZEN') return false;
  const { words } = name;
  return words.some((word, at) => word === 'bar' && BAKED_BAR_WORDS.has(words[at - 1] ?? ''));
}

/** Aisles of a sweet bake's flavours: chocolate, nuts and dried fruit, fruit, oats, spices. */
const SWEET_BAKE_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'BAKING',
  'FRUIT',
  'PASTA_AND_GRAINS',
  'SPICES',
]);

/** Jars whose fruit or sweetness flavours a bake ("Raspberry Jam Bakes"), not a tin of beans. */
const SWEET_BAKE_JARS: ReadonlySet<string> = new Set(['jam', 'curd', 'marmalade', 'honey']);

/**
 * A bake named after only sweet flavours is a cake or biscuit bake, the baking shelf's ("Graze
 * Chocolate Hazelnut Wow Bake" was Pantry by its snack maker, "Raspberry Jam Bakes" Tinned &
 * Jarred by its jam, "Apple & Cinnamon Bakes" Spices): oat and soft bakes are biscuits and bars.
 * A savoury bake (meat, cheese, vegetables, beans: "Potato Bake", "Cheese & Onion Bake"), a
 * pasta bake and the freezer's keep their aisles.
 */
function sweetBake(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'BAKING' || saysFrozen(name)) return false;
  const { words } = name;
  const end = headEnd(words, name.variantAt);
  if (words[end - 1] !== 'bake' || words[end - 2] === 'pasta') return false;
  const before = chunks.filter((chunk) => chunk.end < end && !chunk.phrase.brand);
  return (
    before.length > 0 &&
    before.every(
      (chunk) =>
        SWEET_BAKE_FLAVOURS.has(chunk.phrase.bucket) || SWEET_BAKE_JARS.has(lastWord(chunk, words)),
    )
  );
}

/** The most a single strudel cake weighs; the freezer's whole strudels weigh 400-600 g. */
const SINGLE_STRUDEL_GRAMS = 150;

/**
 * A strudel of one portion, 150 g or less, is a packaged cake, the baking shelf's ("Strudel
 * Apricot 55g", "Strudel Apple Cinnamon 55g" were Fruit and Spices): UK shops sell whole
 * strudels frozen (400-600 g, the catalogue's Frozen) and single ones with the cakes. Not one
 * the title says is frozen.
 */
function singleStrudel(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'BAKING' || !name.words.includes('strudel') || saysFrozen(name)) return false;
  // One strudel's weight, alone or in a multipack ("Strudel Apple 4x55g").
  const pack = WEIGHT_MULTIPACK.exec(text);
  const kilos = pack?.[3]?.toLowerCase() === 'kg';
  const grams = pack === null ? packGrams(text) : Number(pack[2]) * (kilos ? 1000 : 1);
  return grams !== null && grams <= SINGLE_STRUDEL_GRAMS;
}

/** Bars of another shelf: cake and biscuit bars are baking, yogurt and ice cream bars chilled. */
const OTHER_BARS: ReadonlySet<string> = new Set([
  'cake',
  'biscuit',
  'digestive',
  'wafer',
  'loaf',
  'shortbread',
  'yogurt',
  'yoghurt',
  'ice',
  'cream',
  'lolly',
]);

/**
 * A snack bar is the store cupboard's whatever it is named after or made by ("Stoats Porridge Oat
 * Bar Apple & Cinnamon", "Alpen Cereal Bar, Strawberry & Yoghurt", "Jordans Frusli Blueberry
 * Bars", "Protein Bar White Chocolate Cookie"): "bar" after a cereal, fruit or nut word, or before
 * the flavours. Cake, biscuit, loaf and flapjack bars stay baking, yogurt bars dairy, ice cream
 * bars frozen; "Bar-B-Q" is no bar.
 */
function snackBar(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'PANTRY' || moved === 'FROZEN') return false;
  const { words } = name;
  const at = words.indexOf('bar');
  if (at < 0 || words[at + 1] === 'b' || words.includes('flapjack')) return false;
  const before = words[at - 1];
  if (before !== undefined && OTHER_BARS.has(before)) return false;
  if (before !== undefined && SNACK_BAR_WORDS.has(before)) return true;
  if (chunks.some((chunk) => chunk.end === at && chunk.phrase.bucket === 'FRUIT')) return true;
  return at > 0 && at < words.length - 1;
}

/**
 * Cones sold by volume are filled ones, ice cream, whatever their flavour ("Mint Choc Chip Cones
 * 4 x 110ml", "Strawberry Cones 6x90ml"); empty wafer cones for filling at home are counted
 * ("Waffle Cones 12 Pack") and stay baking.
 */
function filledCones(moved: Bucket, name: NameWords, text: string): boolean {
  return moved !== 'FROZEN' && name.words.includes('cone') && PACK_VOLUME.test(text);
}

/**
 * Sticks in a multipack by the millilitre are ice creams on a stick, the freezer's ("Cadbury
 * Dairy Milk Sticks 4x90ml" was Pantry as chocolate, "Mini Sticks 8x50ml" Pantry by nothing
 * known): the freezer sells them four to eight portions of 125 ml or less, as it does cones;
 * chocolate, cheese, bread and snack sticks are sold by weight.
 */
function iceCreamSticks(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN' || !name.words.includes('stick')) return false;
  const pack = VOLUME_MULTIPACK.exec(text);
  if (pack !== null) return Number(pack[1]) >= 2 && Number(pack[2]) <= 125;
  // So is one stick of 125 ml or less named last ("Almond Stick 110ml" was Baking as the nuts).
  const one = SINGLE_ML.exec(text);
  if (one === null || Number(one[1]) > 125) return false;
  // Or one named "ice" beside its stick ("Stick Ice Fruit Mango 60ml", "Ice Stick Cola 60ml"):
  // an ice lolly, whatever flavour follows.
  const iced = name.words.some(
    (word, at) =>
      word === 'stick' && (name.words[at - 1] === 'ice' || name.words[at + 1] === 'ice'),
  );
  return iced || name.words.at(-1) === 'stick';
}

/** One pack's volume in millilitres, not a multipack's ("110ml"). */
const SINGLE_ML = /(?<![x\d.]\s*)\b(\d+(?:\.\d+)?)\s*ml\b/i;

/**
 * Lollies sold by the gram, under 250 g, are the sweets' lollipops ("Chupa Chups Lollies 90g" was
 * Frozen): the freezer's ice lollies come by the millilitre or the count ("Fab 6 Pack", "4 x
 * 65ml"), and an "ice" lolly stays the freezer's.
 */
function sweetLollies(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'FROZEN' || name.words.at(-1) !== 'lolly' || name.words.includes('ice'))
    return false;
  if (/\d\s*(?:ml|l)\b/i.test(text)) return false;
  const grams = packGrams(text);
  return grams !== null && grams < 250;
}

/** Sweetcorn's names ("Sweetcorn", "Corn On The Cob", "Sweetcorn Cobs"), as read. */
const SWEETCORN_WORDS: ReadonlySet<string> = new Set(['sweetcorn', 'corn', 'cob']);

/** A count of pieces without a weight: "2s", "4 Pack", "x4", "Pack of 2". */
const COUNT_ALONE = /\b\d+\s*(?:s|pk|pack)\b|\bx\s*\d+\b|\bpack of \d+\b/i;

/** Words before "beans" that name green beans sold fresh in the pod (flat Romano, Helda…). */
const POD_BEAN_WORDS: ReadonlySet<string> = new Set(['round', 'flat', 'helda', 'trimmed', 'dwarf']);

/**
 * Beans named by their pod's shape or trimming are fresh green beans ("Essential Round Beans 220g",
 * "Waitrose Stringless Helda Beans 225g" were Tinned as the catalogue's beans): tins are of baked,
 * butter, kidney or borlotti beans, never round or trimmed ones. A title naming a tin or what the
 * beans are packed in keeps the tin.
 */
function podBeans(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'TINNED_AND_JARRED' || packedIn(name.words)) return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  const end = name.variantAt ?? name.words.length;
  return name.words[end - 1] === 'bean' && POD_BEAN_WORDS.has(name.words[end - 2] ?? '');
}

/** Words before "peas" that name peas eaten in the pod: mangetout (or mange tout), snap, snow. */
const POD_PEA_WORDS: ReadonlySet<string> = new Set(['mangetout', 'tout', 'snap', 'snow']);

/**
 * Peas that are pulses, tinned or dried, never the freezer's bags: "Chick Peas 4x400g" and "Black
 * Eyed Peas 4x400g" were Frozen as a multipack of frozen peas.
 */
const PULSE_PEA_WORDS: ReadonlySet<string> = new Set([
  'chick',
  'eyed',
  'eye',
  'pigeon',
  'gungo',
  'cow',
  'split',
  'marrowfat',
]);

/**
 * Peas named as eaten in the pod are the fresh pods ("Trimmed Mange Tout Peas 200g" was Frozen by
 * the peas' weight, as a bag of garden peas would be): the freezer sells shelled peas. A title
 * naming the freezer or a tin keeps its aisle.
 */
function podPeas(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'FROZEN' || saysFrozen(name)) return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  const end = name.variantAt ?? name.words.length;
  return name.words[end - 1] === 'pea' && POD_PEA_WORDS.has(name.words[end - 2] ?? '');
}

/**
 * Shelled peas named bare with one pack of 280-340 g are the tin ("Tesco Garden Peas 300G",
 * "Petits Pois 300g" were Frozen as the catalogue's peas): UK tins of peas hold 290-300 g, the
 * freezer's bags 375 g and more (the sets' tuning halves: 400 g to 1.25 kg, one foreign 250 g).
 * Pods ("Mange Tout Peas"), mixes with another vegetable ("Peas & Carrots") and a title naming
 * the freezer or the chiller keep their aisle.
 */
function peasByTinWeight(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'FROZEN' || saysFrozen(name) || saysChiller(name)) return false;
  const end = name.variantAt ?? name.words.length;
  const last = name.words[end - 1];
  if (last !== 'pea' && last !== 'pois' && last !== 'poi') return false;
  if (POD_PEA_WORDS.has(name.words[end - 2] ?? '')) return false;
  if (name.words.some((word) => JOINING_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 280 && grams <= 340;
}

/**
 * Flaky flatbreads UK shops sell frozen by the pack's weight; rotis and chapatis by weight are the
 * bakery's ambient packs ("Nishaan Chakki Roti 350G", the bakery's and the food cupboard's).
 */
const FREEZER_FLATBREADS: ReadonlySet<string> = new Set(['paratha', 'parantha', 'parotta']);

/** Words that make a flatbread's name an ingredient for one, not the bread ("Paratha Flour"). */
const FLATBREAD_INGREDIENT_WORDS: ReadonlySet<string> = new Set(['flour', 'atta', 'mix']);

/**
 * Parathas sold by a pack's weight of 300 g or more are the freezer's ("Kawan Paratha 400g",
 * "Kawan Paratha Chilli Garlic 400g" were Baking and Vegetables; 5-30 frozen pieces of 80 g): the
 * chilled and ambient ones are sold by the count ("Plain Paratha 4 Pack", Baking), and rotis,
 * chapatis and naans stay the bakery's ("Frozen Roti" is the freezer's by its word). A title
 * naming the chiller, or flour or a mix for them, keeps its aisle.
 */
function freezerFlatbread(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === null || moved === 'FROZEN' || saysChiller(name)) return false;
  if (!name.words.some((word) => FREEZER_FLATBREADS.has(word))) return false;
  if (name.words.some((word) => FLATBREAD_INGREDIENT_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300;
}

/** Meats and vegetables a stock cube is named by ("Chicken Cubes", "Vegetable Cube"). */
const STOCK_CUBE_BUCKETS: ReadonlySet<Bucket | null> = new Set<Bucket | null>([
  'MEAT_AND_FISH',
  'VEGETABLES',
]);

/**
 * The stocks a maker names its cubes by alone, with no "cube" ("Knorr Chicken 8x10g", "Knorr
 * Vegetable 20 x 10g"): a meat's or vegetable's own name in a pack of small pieces (kabanos,
 * salami sticks, cocktail sausages, frozen garlic portions) is the food itself.
 */
const STOCK_NAMES: ReadonlySet<string> = new Set([
  'chicken',
  'beef',
  'lamb',
  'pork',
  'ham',
  'turkey',
  'fish',
  'vegetable',
  'veg',
  'mushroom',
]);

/**
 * A meat or vegetable named before "cubes" in a pack under 100 g, or a multipack of pieces of 25
 * g or less, is the stock cube ("Knorr Chicken Cube 20g", "Maggi Chicken Cubes Low Salt 24x20g"
 * were Meat & Fish), with the stock in Pantry: diced meat sold as cubes weighs 300 g and more
 * ("Chicken Breast Cubes 400g" stays). With no "cube", a stock's name (`STOCK_NAMES`) in a
 * multipack of pieces of 10 g or less is the cubes too ("Knorr Chicken 8x10g" was Meat & Fish),
 * and a crisp's multipack holds bags of 13 g and more; other meats and vegetables are sold in
 * pieces that small ("Tarczynski Kabanos 10x10g", "Dorot Crushed Garlic 20x4g" stay).
 */
function stockCubes(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (!STOCK_CUBE_BUCKETS.has(moved)) return false;
  const portion = PORTION_MULTIPACK.exec(text);
  if (!name.words.includes('cube')) {
    if (!name.words.some((word) => STOCK_NAMES.has(word))) return false;
    return portion !== null && Number(portion[1]) <= 10;
  }
  const grams = packGrams(text);
  if (grams !== null) return grams < 100;
  return portion !== null && Number(portion[1]) <= 25;
}

/**
 * Sweetcorn named the greengrocer's way round, the kind before its variety ("Corn Sweet 500g",
 * as "Chilli Red", "Onion Red"), with nothing else known: the fresh cobs or kernels, sold by
 * weight. Popcorn spelt apart ("Pop Corn Sweet & Salty") is the snack.
 */
function sweetcornKindFirst(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== null) return false;
  const end = name.variantAt ?? name.words.length;
  if (name.words[end - 1] !== 'sweet' || name.words[end - 2] !== 'corn') return false;
  return name.words[end - 3] !== 'pop';
}

/** What a chilled pack of vegetables is dressed with; no tin's. */
const BUTTER_WORDS: ReadonlySet<string> = new Set(['butter', 'buttered', 'buttery']);

/**
 * Sweetcorn named with butter is the chiller's dressed vegetables ("Waitrose Summer Garlic Butter
 * Sweetcorn 245g" was Tinned as the catalogue's sweetcorn): tins hold it in water, and the
 * chiller's vegetable packs are the ones named with a butter ("… with Mint Butter"). A title
 * naming a tin or the freezer keeps its aisle.
 */
function butteredSweetcorn(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'TINNED_AND_JARRED' || saysFrozen(name)) return false;
  if (!name.words.some((word) => SWEETCORN_WORDS.has(word))) return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  return name.words.some((word) => BUTTER_WORDS.has(word));
}

/**
 * Sweetcorn sold by the count with no weight is corn on the cob, fresh ("Essential Sweetcorn 2s"
 * was Tinned as the catalogue's sweetcorn): tins are sold by weight, one or a multipack ("4 x
 * 198g"). A title naming a tin or the freezer keeps its aisle.
 */
function sweetcornByCount(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || saysFrozen(name)) return false;
  const end = name.variantAt ?? name.words.length;
  if (!SWEETCORN_WORDS.has(name.words[end - 1] ?? '')) return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  return packGrams(text) === null && !PACK_VOLUME.test(text) && COUNT_ALONE.test(text);
}

/**
 * Words that make a cone a filled ice cream cone when named with it ("Mint Ice Cream Cones",
 * "Toffee and Vanilla Cones", "Ice Cream Cone Strawberry"): empty wafer cones are sold plain.
 */
const CONE_FLAVOUR_WORDS: ReadonlySet<string> = new Set([
  'chocolate',
  'vanilla',
  'mint',
  'caramel',
  'toffee',
  'cooky',
  'hazelnut',
  'nut',
  'stracciatella',
  'pistachio',
  'praline',
  'honeycomb',
  'fudge',
  'strawberry',
  'raspberry',
  'lemon',
  'mango',
  // Named after a chocolate bar or sweet: "Creme Egg", "Dairy Milk Buttons", "Flake 99".
  'creme',
  'milk',
  'button',
  'flake',
]);

/** Words of an empty cone for filling at home ("Wafer Cones", "Sugar Cones", "Flat Bottom Cones"). */
const EMPTY_CONE_WORDS: ReadonlySet<string> = new Set(['wafer', 'waffle', 'sugar', 'flat', 'cup']);

/** Words after "ice cream", "gelato" or "sorbet" that say the thing is not one to keep frozen. */
const NOT_ICE_CREAM_WORDS: ReadonlySet<string> = new Set([
  'flavour',
  'flavoured',
  'soda',
  'sauce',
  'topping',
  'sprinkle',
  'syrup',
  'wafer',
  'cone',
  'scoop',
  'maker',
  'smoothie',
  'drink',
  'milkshake',
]);

/**
 * Ice cream, gelato and sorbet are the freezer's whatever follows them: a form ("Ice Cream Tub
 * Double Salted Caramel", "Ice Cream Sticks Almond", "Ice Cream Dessert Chocolate Cookie") or a
 * flavour the rules read as baking or fruit ("Gelato Dark Chocolate", "Mochi Sorbet Very
 * Berry"). Not a flavour of something else, a drink, a sauce or topping, or wafer cones ("Cookie
 * Dough Ice Cream Flavour Milk Chocolate", "Ice Cream Soda", "Ice Cream Wafers").
 */
function iceCreamNamed(moved: Bucket, name: NameWords): boolean {
  if (moved === 'FROZEN') return false;
  const { words } = name;
  const at = words.findIndex(
    (word, i) =>
      word === 'gelato' || word === 'sorbet' || (word === 'ice' && words[i + 1] === 'cream'),
  );
  if (at < 0) return false;
  const after = words.slice(at + (words[at] === 'ice' ? 2 : 1));
  // Another option named after it is read as the line's ("vanilla ice cream or heavy cream").
  return !after.some((word) => NOT_ICE_CREAM_WORDS.has(word) || word === 'or');
}

/**
 * A split sold by the millilitre or in a count pack is the ice lolly of that name ("Tesco
 * Strawberry Split 8 X 73Ml", "Real Fruit Splits 6 X 73Ml", "Strawberry Split 6 Pack" were Pantry
 * as a fruit drink, by default or Fruit): nothing else is called a split and sold so. Split peas
 * and lentils, named before the pulse and sold by weight, keep theirs.
 */
function lollySplit(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'FROZEN') return false;
  const last = name.written.at(-1);
  return (
    (last === 'split' || last === 'splits') && (/\d\s*ml\b/i.test(text) || COUNT_PACK.test(text))
  );
}

/**
 * Lollies sold by the millilitre are ice lollies wherever the word stands ("Lollies Fruit
 * Pastilles 4x65ml" was Pantry by the sweet named after it): lollipops are sold by the gram or
 * the count (sweetLollies), so the volume says the freezer.
 */
function lolliesByVolume(moved: Bucket | null, name: NameWords, text: string): boolean {
  return moved !== 'FROZEN' && name.words.includes('lolly') && /\d\s*ml\b/i.test(text);
}

/** Sweet flavours an ice cream multipack is named by ("Chocolate Trio", "Cotton Candy"). */
const SWEET_ICE_FLAVOURS: ReadonlySet<string> = new Set([
  'chocolate',
  'choc',
  'candy',
  'toffee',
  'caramel',
  'fudge',
]);

/** Words of a drink a sweet flavour names ("Chocolate Milk", "Caramel Shake", "Toffee Latte"). */
const SWEET_ICE_DRINK_WORDS: ReadonlySet<string> = new Set([
  'milk',
  'milkshake',
  'shake',
  'drink',
  'shot',
  'latte',
  'coffee',
  'liqueur',
  'smoothie',
  'syrup',
  'sauce',
]);

/**
 * A sweet flavour in a pack of four or more portions of 125 ml or less is ice cream ("Minis
 * Chocolate Trio Belgian Chocolate 6x50ml", "Cotton Candy Multipack 5x120ml" were Pantry as a
 * chocolate drink or a sweet): chocolate and sweets are sold by the gram, the freezer's minis and
 * sticks by the millilitre (as lollyMultipack for fruit). Milk, shakes and sauces keep theirs.
 */
function sweetIceMultipack(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'PANTRY' && moved !== 'BAKING') return false;
  if (!name.words.some((word) => SWEET_ICE_FLAVOURS.has(word))) return false;
  if (name.words.some((word) => SWEET_ICE_DRINK_WORDS.has(word))) return false;
  const pack = VOLUME_MULTIPACK.exec(text);
  return pack !== null && Number(pack[1]) >= 4 && Number(pack[2]) <= 125;
}

/** A pack sized by its count alone: "6 Pack", "4 pk", "Multipack". */
const COUNT_PACK = /\b\d+\s*(?:-\s*)?(?:pack|pk)\b|\bmultipack\b/i;

/**
 * The shapes a bag of crisps or puffed snacks is named by, whose flavour (cheese, steak, scampi,
 * bacon) a title names beside them: under 100 g a bag of them is the snack ("Scampi Fries 24g",
 * "Cheese Balls 90g", "Super Rings Cheese 14g" were Frozen, Dairy & Eggs; session 61). The
 * freezer's fries and onion rings and the dairy's mozzarella balls come in 125 g and more.
 */
const SNACK_SHAPES: ReadonlySet<string> = new Set([
  'fries',
  'crinkles',
  'curls',
  'puffs',
  'twists',
  'balls',
  'rings',
  'hoops',
  // Ridged and waved crisps, named by their cut ("Hunter's Ridges Himalayan Pink Salt 40g" was
  // Spices by its salt; session 76).
  'ridges',
  'waves',
  // Straws of vegetable, kale or lentil ("Kids Veggie Kale Straws" was Vegetables, "Veggie Straws
  // Sea Salt 100g" Spices; session 78). Cheese straws, a bake, keep theirs.
  'straws',
]);

/** The aisles a snack's flavour word takes it to: a salt or spice too ("… Ridges Sea Salt"). */
const SNACK_SHAPED_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'FROZEN',
  'DAIRY_AND_EGGS',
  'MEAT_AND_FISH',
  'VEGETABLES',
  'SPICES',
]);

/**
 * Chips sold in a bag under 100 g, or in a multipack of such bags, are crisps ("Lay's Max Chips
 * 50g", "Crispy Chips 25x15g" were Frozen as oven chips): the freezer's chips come in bags of
 * 100 g (microwave chips) and more, mostly 750 g-1.5 kg.
 */
function crispsCalledChips(moved: Bucket, name: NameWords, text: string): boolean {
  const chips = moved === 'FROZEN' && name.written.includes('chips');
  const shape = SNACK_SHAPED_FROM.has(moved)
    ? name.written.find((w) => SNACK_SHAPES.has(w))
    : undefined;
  if (!chips && shape === undefined) return false;
  // Balls named by a meat are the meatballs or party food ("Mini Chicken Balls 90g"), unless a
  // snack word says otherwise ("Chicken Flavour Balls 80g").
  if (
    shape === 'balls' &&
    moved === 'MEAT_AND_FISH' &&
    !name.words.some((word) => SNACK_WORDS.has(word))
  ) {
    return false;
  }
  // Rings named by a spice are the dried chilli sold so ("Dried Chilli Rings 40g"), not a snack.
  if (shape === 'rings' && moved === 'SPICES') return false;
  // A multipack sized by its count is of the snack's small bags ("Steak Crinkles 6 Pack"); the
  // freezer's fries and rings and the meat's balls are sold by weight.
  if (shape !== undefined && shape !== 'balls' && shape !== 'rings' && COUNT_PACK.test(text)) {
    return true;
  }
  const portion = PORTION_MULTIPACK.exec(text);
  const grams = portion === null ? packGrams(text) : Number(portion[1]);
  // Straws come in sharing bags of 100-199 g too, and with no weight they are named so on a
  // list: the freezer and greengrocer sell nothing as straws.
  if (shape === 'straws') return grams === null || grams < 200;
  if (grams === null) return false;
  // A sharing bag of 100-199 g is crisps too ("Vegetable Chips 135g", "Masala Chips 150g") unless
  // the title names the freezer's microwave or oven chips or their cut ("Micro Chips Straight Cut
  // 100g"): the freezer sells no other chips so small.
  if (chips && grams >= 100 && grams < 200) {
    return !name.words.some((word) => FREEZER_CHIP_WORDS.has(word) || FISH_WORDS.has(word));
  }
  return grams < 100;
}

/** Grains puffed into the snack shelf's cakes ("Rice Cakes", "Corn Cakes"), as read. */
const PUFFED_CAKE_GRAINS: ReadonlySet<string> = new Set(['rice', 'corn']);

/** Seeds baked into a snack, named last in the Baking aisle's words (as read). */
const SNACK_SEEDS: ReadonlySet<string> = new Set(['seed', 'sesame', 'chia', 'flax', 'linseed']);

/**
 * Rice or corn cakes named first, then only grains or seeds ("Rice Cakes Chia & Quinoa 100g",
 * "Corn Cakes Quinoa" were Pasta & Grains by the quinoa, "Rice Cakes Sesame 130g" Baking by the
 * seed), are the cakes with what is baked into them, as "Rice Cakes With Quinoa" reads; a flour
 * or a biscuit named after them is that.
 */
function puffedCakesFirst(moved: Bucket, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved !== 'PASTA_AND_GRAINS' && moved !== 'BAKING') return false;
  const at = chunks.findIndex(
    ({ phrase, end }) =>
      phrase.bucket === 'PANTRY' &&
      !phrase.brand &&
      name.words[end - 1] === 'cake' &&
      PUFFED_CAKE_GRAINS.has(name.words[end - 2] ?? ''),
  );
  const after = chunks.slice(at + 1);
  return (
    at >= 0 &&
    after.length > 0 &&
    after.every(
      ({ phrase, end }) =>
        !phrase.brand &&
        (phrase.bucket === 'PASTA_AND_GRAINS' ||
          (phrase.bucket === 'BAKING' && SNACK_SEEDS.has(name.words[end - 1] ?? ''))),
    )
  );
}

/** Words of the freezer's chips: how they are cooked, cut or kept. */
const FREEZER_CHIP_WORDS: ReadonlySet<string> = new Set([
  'micro',
  'microwave',
  'oven',
  'frozen',
  'cut',
  'straight',
  'crinkle',
  'steak',
  'chunky',
  'thick',
  'fat',
  'skin',
  'fries',
  'french',
  'home',
  'shop',
  'fish',
  'sausage',
  'burger',
  'nugget',
]);

/** Words of the freezer's bags of chips only: how they are cooked or cut for the oven. */
const FREEZER_BAG_CHIP_WORDS: ReadonlySet<string> = new Set([
  'micro',
  'microwave',
  'oven',
  'frozen',
  'straight',
  'crinkle',
  'fries',
  'french',
  'home',
  'shop',
  'fish',
  'sausage',
  'burger',
  'nugget',
]);

/**
 * Chips in a tray of 300-499 g, named by nothing the freezer's bags are ("Chunky Chips 449g",
 * "Triple Cooked Chips 400g" were Frozen), are the chiller's, sold beside the fresh potatoes: the
 * freezer's chips come by the bag of 600 g and more, or by 100 g for the microwave, and name the
 * oven or their cut.
 */
function chilledChipTray(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'FROZEN' || name.written[name.written.length - 1] !== 'chips') return false;
  if (saysFrozen(name) || name.words.some((word) => FREEZER_BAG_CHIP_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300 && grams < 500;
}

/** Nuts sold both for baking and, seasoned, as a snack. */
const SNACK_NUTS: ReadonlySet<string> = new Set([
  'peanut',
  'cashew',
  'almond',
  'pistachio',
  'macadamia',
  'nut',
]);

/** A snack's seasoning, said of nuts only when they are the snack. */
const NUT_SEASONINGS: ReadonlySet<string> = new Set([
  'flavour',
  'flavoured',
  'bbq',
  'barbecue',
  'peri',
  'chilli',
  'wasabi',
  'masala',
  'smoked',
  'salted',
  'coated',
  'spicy',
  'jalapeno',
]);

/** Words of nuts for baking: cut, ground or sold unsalted. */
const BAKING_NUT_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'ground',
  'flaked',
  'blanched',
  'unsalted',
  'nibbed',
  'sliced',
  'butter',
]);

/**
 * Nuts named with a snack's seasoning are the snack shelf's, beside the salted peanuts ("BBQ
 * Peanuts 60g", "Peri Peri Cashews 40g", "Smoked Almonds 100g" were Baking): the baking shelf's
 * nuts are plain, cut or ground ("Chopped Hazelnuts", "Ground Almonds", "Unsalted Peanuts").
 */
function seasonedNuts(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'BAKING') return false;
  const { words } = name;
  // Seasoned before the nuts named last ("BBQ Peanuts"), or called a flavour last ("Peanuts
  // Barbecue Flavour"); a flavour after the nuts stays their flavour, as session 29 read it
  // ("Cashews Sweet Chilli 100G" Baking).
  const end = name.variantAt ?? words.length;
  const last = words[end - 1] ?? '';
  if (last === 'flavour' || last === 'flavoured') {
    return words.some((word) => SNACK_NUTS.has(word));
  }
  if (!SNACK_NUTS.has(last) || words.some((word) => BAKING_NUT_WORDS.has(word))) return false;
  return words.slice(0, end - 1).some((word) => NUT_SEASONINGS.has(word));
}

/** Words that say a snack is one: its flavour, or the snack or crisp it is. */
const SNACK_WORDS: ReadonlySet<string> = new Set(['flavour', 'flavoured', 'snack', 'crisp']);

/** What a baking mix makes, named straight before "mix" (as read: "browny", "cooky"). */
const BAKE_MIX_WORDS: ReadonlySet<string> = new Set([
  'cake',
  'cupcake',
  'browny',
  'cooky',
  'muffin',
  'sponge',
  'pancake',
  'waffle',
  'scone',
  'crumble',
  'flapjack',
  'bread',
  'loaf',
  'icing',
]);

/** A food colour's words after "food" ("Food Colour", "Food Colouring", "Food Color"). */
const FOOD_COLOUR_WORDS: ReadonlySet<string> = new Set([
  'colour',
  'color',
  'colouring',
  'coloring',
]);

/** Words that, before "food colour", say a food has none ("No Artificial Food Colours"). */
const NO_COLOUR_WORDS: ReadonlySet<string> = new Set(['no', 'without', 'free', 'artificial']);

/**
 * A food colour named before its shade is the baking shelf's colouring whatever the shade is
 * called ("Food Colour Orange Red 4oz" was Fruit, "Food Colouring Lemon Yellow 28ml" Pantry as a
 * drink by its volume): the shops and the makers name colourings so, and a shade may be a fruit's
 * or a flower's name. A food saying it has no food colours keeps its aisle.
 */
function foodColourNamedFirst(moved: Bucket | null, name: NameWords): boolean {
  if (moved === 'BAKING') return false;
  const { words } = name;
  const at = words.findIndex(
    (word, i) => word === 'food' && FOOD_COLOUR_WORDS.has(words[i + 1] ?? ''),
  );
  if (at < 0 || at + 2 >= words.length) return false;
  // "Food Colour Free Jelly Babies": a claim that a food has none, not a colouring.
  if (words[at + 2] === 'free') return false;
  return !words.slice(0, at).some((word) => NO_COLOUR_WORDS.has(word));
}

/**
 * A baking mix named before its flavour is the mix ("Brownie Mix Choco Chip" was Frozen by the
 * chips, "Cookie Mix Double Chocolate" Pantry by the chocolate, "Sponge Mix Lemon" Fruit): the
 * shops' and foreign titles put the kind first. A mix's ice cream ("Cookie Mix Ice Cream") is
 * not the mix.
 */
function bakingMixNamedFirst(moved: Bucket | null, name: NameWords): boolean {
  if (moved === 'BAKING') return false;
  const { words } = name;
  const at = words.findIndex((word, i) => word === 'mix' && BAKE_MIX_WORDS.has(words[i - 1] ?? ''));
  if (at < 0 || at === words.length - 1) return false;
  return !words.slice(at + 1).includes('ice');
}

/** A cone named with its flavour is a filled ice cream cone, the freezer's (see the sets above). */
function flavouredCones(moved: Bucket, name: NameWords): boolean {
  if (moved === 'FROZEN' || !name.words.includes('cone')) return false;
  if (name.words.some((word) => EMPTY_CONE_WORDS.has(word))) return false;
  return name.words.some((word) => CONE_FLAVOUR_WORDS.has(word));
}

/**
 * Drinks a title may name before or after the fruit, vegetable or herb that flavours them
 * ("Premium Cider Spiced Apple", "Energy Drink Wild Cherry", "Funkin Cocktails Pineapple
 * Daiquiri", "Smoothie Seriously Strawberry"); beer and wine are left out ("Beer Battered Onion
 * Rings", "Pears in Red Wine"), and so are juice and squash, which have rules of their own.
 */
const DRINK_NAMES: ReadonlySet<string> = new Set([
  'cider',
  'perry',
  'gin',
  'vodka',
  'rum',
  'whisky',
  'whiskey',
  'tequila',
  'liqueur',
  'cocktail',
  'martini',
  'daiquiri',
  'mojito',
  'margarita',
  'spritz',
  'seltzer',
  'lemonade',
  'tonic',
  'cordial',
  'smoothy', // "smoothie", as names are read
  'kombucha',
  'drink',
  'cola',
  'prosecco',
  'shandy',
  // A protein shake, anything sold as alcoholic ("Hooch Alcoholic Lemon Brew"), a punch
  // ("Citrus Punch", "Fruit Punch") and anything sparkling ("Fruit Fusion Sparkling Summer Garden").
  'shake',
  'alcoholic',
  'punch',
  'sparkling',
  // A nectar is a fruit juice drink ("Nectar Mixed Fruit 1L" was Baking by the dried fruit); agave
  // nectar, the baking syrup, names no fruit.
  'nectar',
]);

/**
 * Flowers sold only as the drinks they flavour (teas, cordials, pressés), never fresh from the
 * greengrocer: camomile, echinacea and elderflower.
 */
const DRINK_ONLY_FLOWERS: ReadonlySet<string> = new Set([
  'camomile',
  'chamomile',
  'echinacea',
  'elderflower',
]);

/**
 * One of those flowers with a fruit, vegetable, herb or spice, or before honey, is the tea or
 * drink they flavour, the store cupboard's ("Camomile and Honey" was Tinned & Jarred by the
 * honey, "Elderberry and Echinacea", "Apple and Elderflower" Fruit). A yogurt, jam, cake or
 * sorbet named after them keeps its own aisle, as does honey named before them.
 */
function flowerDrink(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  const at = name.words.findIndex((word) => DRINK_ONLY_FLOWERS.has(word));
  if (at < 0) return false;
  if (TEA_FLAVOUR_BUCKETS.has(moved)) return true;
  return (
    moved === 'TINNED_AND_JARRED' &&
    head !== null &&
    lastWord(head, name.words) === 'honey' &&
    head.start > at
  );
}

/**
 * A fruit, vegetable or herb named with a drink is that drink's flavour, the store cupboard's
 * drinks: fresh produce is never sold with a drink's name. A fruit mix the bakery sells dried
 * ("Cider Dark Fruits") is a flavour too. A fruit cocktail is the tin, not the drink.
 */
function drinkFlavour(moved: Bucket, name: NameWords, head: Chunk | null): boolean {
  if (flowerDrink(moved, name, head)) return true;
  const flavour =
    DRINK_FLAVOUR_BUCKETS.has(moved) ||
    (moved === 'BAKING' && head !== null && FRUIT_MIX_WORDS.has(lastWord(head, name.words)));
  // "Fruit cocktail" is the tin of fruit, whatever follows it ("Fruit Cocktail More Cherries
  // 836g"), not a cocktail.
  return (
    flavour &&
    name.words.some(
      (word, at) =>
        DRINK_NAMES.has(word) && !(word === 'cocktail' && name.words[at - 1] === 'fruit'),
    )
  );
}

/**
 * A fruit, vegetable or herb named before "syrup", which ends the title, is a syrup of its flavour
 * for drinks and desserts, the cupboard's as the same syrup sold by volume is (drinkByVolume):
 * "American Garden Strawberry Syrup 680g", "Lowicz Raspberry Syrup" were Fruit. Fruit packed in
 * syrup is the tin's ("Peaches in Syrup").
 */
function fruitSyrup(moved: Bucket, name: NameWords): boolean {
  const end = name.variantAt ?? name.words.length;
  if (!DRINK_FLAVOUR_BUCKETS.has(moved) || name.words[end - 1] !== 'syrup') return false;
  return !name.words.includes('in');
}

/**
 * Drinks a title may name before a sweet flavour ("Iced Coffee Caramel", "Hot Chocolate Salted
 * Caramel"), teas by their own names too ("Dragonfly Rooibos Organic Vanilla 40 per pack").
 */
const SWEET_DRINK_WORDS: ReadonlySet<string> = new Set([
  'coffee',
  'latte',
  'cappuccino',
  'mocha',
  'hot chocolate',
  'milkshake',
  'tea',
  // "rooibos" as names are read.
  'rooibo',
  'redbush',
  'chai',
  'matcha',
]);

/** The baking shelf's sweet flavours, which a drink may be flavoured with. */
const SWEET_FLAVOUR_WORDS: ReadonlySet<string> = new Set([
  'caramel',
  'vanilla',
  'hazelnut',
  'toffee',
  'fudge',
  'gingerbread',
  'praline',
  'marshmallow',
  'cinnamon',
]);

/**
 * A sweet flavour named after a drink is that drink's flavour, in the drink's aisle ("Little's
 * Coffee Rich Hazelnut", "Options Hot Chocolate Salted Caramel", "Iced Coffee Caramel" are the
 * store cupboard's, "Milkshake Salted Caramel" the dairy's), not caramel or vanilla to bake with; a cake or dessert named after them stays a cake ("Coffee and
 * Walnut Cake", "Hot Chocolate Fudge Cake").
 */
function sweetDrinkFlavour(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  head: Chunk | null,
): Bucket | null {
  if (moved !== 'BAKING' || head === null || head.phrase.brand) return null;
  if (!SWEET_FLAVOUR_WORDS.has(lastWord(head, name.words))) return null;
  // The drink is the phrase right before the flavour ("Tea Cakes Caramel" are cakes).
  const drink = chunks.findLast((c) => c.end <= head.start);
  if (drink === undefined || drink.phrase.brand) return null;
  const phrase = name.words.slice(drink.start, drink.end).join(' ');
  const named = SWEET_DRINK_WORDS.has(lastWord(drink, name.words)) || SWEET_DRINK_WORDS.has(phrase);
  return named ? drink.phrase.bucket : null;
}

/** Last words of a baking name that, on a can or bottle, are a drink's ("Zero Sugar", "Mixed Fruit"). */
const DRINK_CLAIM_WORDS: ReadonlySet<string> = new Set(['sugar', 'fruit', 'berry']);

/** What a drink is sold in: "can" and "bottle" (UK titles call tins of food tins). */
const DRINK_CONTAINER_WORDS: ReadonlySet<string> = new Set(['can', 'bottle']);

/**
 * A fruit or herb (or nothing known) in a can or a bottle is a drink ("Cloudy Apple Cans", "Pear
 * Bottle", "Orange Original Can", "Diet Cans"): fruit packed in juice or syrup, or cut, stays the
 * tin ("Peach Slices in Juice Can"), and vegetables, sold in cans, keep their aisle.
 */
function drinkContainer(
  moved: Bucket,
  base: Bucket | null,
  name: NameWords,
  head: Chunk | null,
): boolean {
  // "Can of Peaches" names the tin its fruit is in.
  const container = name.words.some(
    (word, at) => DRINK_CONTAINER_WORDS.has(word) && name.words[at + 1] !== 'of',
  );
  if (!container) return false;
  if (name.words.some((word) => FRUIT_MEDIA.has(word) || FRUIT_CUT_WORDS.has(word))) return false;
  if (moved === 'FRUIT' || moved === 'HERBS') return true;
  // A drink's claim or flavour the bakery shelf sells on its own ("Zero Sugar 24 Cans").
  if (moved === 'BAKING' && head !== null) return DRINK_CLAIM_WORDS.has(lastWord(head, name.words));
  return moved === 'TINNED_AND_JARRED' && (base === null || base === 'FRUIT' || base === 'HERBS');
}

/** What stock is sold as, named right after "stock" ("Stock Cubes", "Stock Pots"). */
const STOCK_FORM_WORDS: ReadonlySet<string> = new Set([
  'cube',
  'pot',
  'granule',
  'powder',
  'paste',
]);

/**
 * Stock named before what it is made from is stock, the store cupboard's ("Tesco Stock Cubes
 * Vegetable 10 Pack", "Stock Cubes Fish", "Stock Pots Succulent Chicken"), as it is named after
 * ("Vegetable Stock Cubes"): no meat or vegetable is sold as a stock cube.
 */
function stockNamedFirst(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH' && moved !== 'VEGETABLES' && moved !== 'HERBS') return false;
  return name.words.some(
    (word, at) => word === 'stock' && STOCK_FORM_WORDS.has(name.words[at + 1] ?? ''),
  );
}

/** Mints of the sweet shelf: the herb's names. */
const MINT_WORDS: ReadonlySet<string> = new Set(['mint', 'peppermint', 'spearmint']);

/**
 * How sweets are sold, named after a mint ("Mint Assortment", "Mint Balls", "Mint Collection"),
 * and the sweets' own shapes ("Mint Drops", "Mint Lozenges", "Mint Chews", "Mint Thins").
 */
const SWEET_PACK_WORDS: ReadonlySet<string> = new Set([
  'assortment',
  'collection',
  'ball',
  'humbug',
  'imperial',
  'tube',
  'drop',
  'lozenge',
  'chew',
  'thin',
]);

/**
 * A mint sold as an assortment, a collection or balls, or shaped as drops, lozenges or thins, is a
 * sweet: the herb is sold by weight, and called fresh.
 */
function mintSweets(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'HERBS' || name.words.includes('fresh')) return false;
  const at = name.words.findIndex((word) => MINT_WORDS.has(word));
  return at >= 0 && name.words.slice(at + 1).some((word) => SWEET_PACK_WORDS.has(word));
}

/**
 * Seasoned chips and fries in a bag of 500 g or more are oven chips, the freezer's ("Salt & Pepper
 * Chips 900G", "Season & Bake Salt & Pepper Fries 650g"): a bag of crisps weighs 300 g at most.
 */
function seasonedOvenChips(moved: Bucket, head: Chunk | null, name: NameWords, text: string) {
  if (moved !== 'PANTRY' || head === null || head.phrase.bucket !== 'FROZEN') return false;
  if (!FLAVOURED_SNACK_HEADS.has(lastWord(head, name.words))) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 500;
}

/**
 * Sweet potato chips in a bag of 400 g or more are the freezer's oven chips ("Sweet Potato Chips
 * 500G" was Pantry, read as the catalogue's potato chips, the crisps): sweet potato fries come in
 * bags of 400-750 g, crisps in bags of 300 g at most (see seasonedOvenChips); a multipack's
 * portions are crisps.
 */
function sweetPotatoChips(moved: Bucket, name: NameWords, text: string): boolean {
  if (moved !== 'PANTRY' || saysChiller(name) || PORTION_MULTIPACK.test(text)) return false;
  const at = name.written.findIndex(
    (word, index) => word === 'sweet' && name.written[index + 1] === 'potato',
  );
  if (at < 0 || name.written[at + 2] !== 'chips') return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 400;
}

/**
 * Fish or meat in the "chip shop" or "chicken shop" style is battered or breaded and frozen
 * ("Chip Shop 4 Large Cod Fillets", "Tesco Chip Shop Battered Haddock", "Birds Eye Chicken Shop 4
 * Southern Fried Chicken Burgers"): makers and shops name their freezer ranges so; the chip shop's
 * sauces and mushy peas keep their aisles.
 */
function chipShopStyle(moved: Bucket, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH') return false;
  return name.words.some(
    (word, at) => (word === 'chip' || word === 'chicken') && name.words[at + 1] === 'shop',
  );
}

/**
 * Savoury bakes sold by the pack, in the plural ("Greggs 2 Steak Bakes 280g", "Iceland 4 Chicken
 * Bakes", "Iceland 4 Cheese & Bean Bakes 520g"), are the freezer's: the bakery counter and the
 * chiller sell one ("Ginsters Steak Bake"), and sweet or oat bakes ("Soft Bakes", "Oat Bakes") are
 * biscuits and bars.
 */
const SAVOURY_BAKES = /\b(?:steak|chicken|sausage|bean|bacon|mince)\s+bakes\b/i;

/** A bottle of 50 cl or more, sized as spirits and wine are ("70cl"); cream is sold by the millilitre. */
const BOTTLE_CENTILITRES = /(?<![\d.])(?:[5-9]\d|\d{3})\s*cl\b/i;

/**
 * A bottle sized in centilitres, 50 cl or more, is wine, spirits or a liqueur, the drinks shelf's,
 * whatever its name says ("Tequila Rose Strawberry Cream 70cl", "Hawkes Bay Pinot Gris 75cl":
 * no bay leaves): foods are sold in millilitres or litres. Oils and vinegars, sometimes sized so,
 * keep their aisle.
 */
function bottleDrink(moved: Bucket, text: string): boolean {
  return moved !== 'OILS_AND_VINEGARS' && BOTTLE_CENTILITRES.test(text);
}

/**
 * A multipack of drinks cans or small bottles, by their sizes: "4x330ml", "12 x 440ml"; not the
 * 500 ml and pint bottles oils and vinegars share ("White Vinegar 3x500ml", "Olive Oil 4 x
 * 500ml" were Pantry).
 */
const CAN_MULTIPACK = /\b\d+\s*x\s*(?:275|330|355|440)\s*ml\b/i;

/** Words for a drinks can's shape ("Sleek Can", "Slim Can"). */
const DRINK_CAN_SHAPES: ReadonlySet<string> = new Set(['sleek', 'slim', 'slimline']);

/** One drinks can's size: 250, 330, 355 or 440 ml. */
const DRINK_CAN_SIZE = /(?<![\d.x]\s*)\b(?:250|330|355|440)\s*ml\b/i;

/**
 * A can called sleek or slim, or a title saying "can" in one drinks can's size, is the drink
 * ("Energy Green Sleek Can 250ml" was Tinned by the can): the drinks makers name their cans so,
 * and tins of food are sold by weight (coconut milk's 400 ml tins are no drinks can's size).
 */
function drinkCan(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved === 'PANTRY' || moved === null) return false;
  const at = name.words.indexOf('can');
  if (at < 0) return false;
  return DRINK_CAN_SHAPES.has(name.words[at - 1] ?? '') || DRINK_CAN_SIZE.test(text);
}

/**
 * Oil in a multipack of cans or small bottles is a beer's name ("Beavertown Neck Oil 4x330ml"
 * was Oils & Vinegars): oils are sold one bottle at a time, and no beer is named after vinegar.
 */
function cannedDrinkOil(moved: Bucket, name: NameWords, text: string): boolean {
  return (
    moved === 'OILS_AND_VINEGARS' && !name.words.includes('vinegar') && CAN_MULTIPACK.test(text)
  );
}

/**
 * Meat in gravy of more than 500 g, or a joint or shank, is a chilled dish, not a tin ("Slow Cooked Lamb Shanks In Mint
 * Gravy 800G"): tinned meat in gravy is sold in tins of about 400 g ("Stewed Steak In Gravy
 * 392G"), and a title that says tin or can keeps it, as do burgers and meatballs in gravy.
 */
function meatInGravy(moved: Bucket, base: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || base !== 'MEAT_AND_FISH') return false;
  if (name.words[name.words.length - 1] !== 'gravy' || !packedIn(name.words)) return false;
  if (name.words.some((word) => TIN_WORDS.has(word))) return false;
  // Burgers and meatballs in gravy are tins at any size ("Princes 8 Beef Burgers In Onion Gravy
  // 800G"): the butcher sells them raw, the chiller's gravy dishes are cuts and joints.
  if (name.words.some((word) => TINNED_GRAVY_SHAPES.has(word))) return false;
  // A joint or shank in gravy is the chiller's whatever its weight ("Beef Brisket Joint In Gravy
  // 380G"): tins hold stewed, minced or sliced meat.
  if (name.words.some((word) => CHILLED_GRAVY_CUTS.has(word))) return true;
  const grams = packGrams(text);
  return grams !== null && grams > 500;
}

/**
 * Kebabs or skewers of a cheese or a vegetable, with no meat or fish named, are that cheese's or
 * vegetable's ("Hot Honey Halloumi Kebabs 240g", "Sweetcorn Kebabs 4s", "Vegetable Kebabs" were
 * Meat & Fish by the kebab): the barbecue's halloumi and vegetable skewers sit with the cheese
 * and the vegetables. Meat and fish kebabs keep the butcher's aisle.
 */
function kebabOf(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): Bucket | null {
  if (moved !== 'MEAT_AND_FISH') return null;
  const end = name.variantAt ?? name.words.length;
  const last = name.words[end - 1];
  if (last !== 'kebab' && last !== 'skewer') return null;
  const food = chunks.filter((chunk) => !chunk.phrase.brand && chunk.end < end);
  if (food.some((chunk) => chunk.phrase.bucket === 'MEAT_AND_FISH')) return null;
  const before = food.find((chunk) => chunk.end === end - 1);
  if (before === undefined) return null;
  if (before.phrase.bucket === 'DAIRY_AND_EGGS') return 'DAIRY_AND_EGGS';
  const vegetable =
    before.phrase.bucket === 'VEGETABLES' || SWEETCORN_WORDS.has(name.words[end - 2] ?? '');
  return vegetable ? 'VEGETABLES' : null;
}

/** Aisles the sauce or gravy a slow-cooked meat is named with takes its title into. */
const SLOW_COOKED_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'SAUCES',
  'PANTRY',
  'TINNED_AND_JARRED',
]);

/**
 * Meat sold "slow cooked" is the butcher's chilled range whatever sauce or gravy it is named with
 * ("Waitrose Slow Cooked Beef Shin Ragu 385g" was Sauces, "… Slow Cooked Turkey With Gravy 495g"
 * Tinned, "Slow Cooked Lamb Shanks Mint Gravy" Pantry by the gravy), as it already was with "in":
 * the shops' slow-cooked joints, shanks and ribs sit with the fresh meat. A title naming a tin or
 * the freezer, and the cooker's recipe mixes ("Slow Cookers Chicken Curry Recipe Mix"), keep theirs.
 */
function slowCookedMeat(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === null || !SLOW_COOKED_FROM.has(moved) || saysFrozen(name)) return false;
  const { words } = name;
  const slow = words.findIndex((word, at) => word === 'slow' && words[at + 1] === 'cooked');
  if (slow < 0 || words.some((word) => TIN_WORDS.has(word))) return false;
  return chunks.some(
    (chunk) => chunk.start > slow && !chunk.phrase.brand && chunk.phrase.bucket === 'MEAT_AND_FISH',
  );
}

/** Under this weight a bag named by "cheese" alone is a snack (see cheeseSnackBag). */
const CHEESE_SNACK_BAG_GRAMS = 50;

/** Words of a cheese's form or kind that keep a small pack of it the cheese itself. */
const CHEESE_FORM_WORDS: ReadonlySet<string> = new Set([
  'grated',
  'sliced',
  'slice',
  'string',
  'stick',
  'triangle',
  'portion',
  'spread',
  'soft',
  'processed',
  'mini',
]);

/**
 * A bag under 50 g named by a made-up name, then "cheese" alone, is a cheese-flavoured snack
 * ("Buggles Cheese 13g", "Pops Cheese 40g" were Dairy): cheese is sold in packs of 80 g and more,
 * and its small portions are named by a kind ("Mini Cheddar"), a form ("Cheese Strings") or a
 * cheese maker's brand. Nothing else known may be named with it.
 */
function cheeseSnackBag(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'DAIRY_AND_EGGS') return false;
  const end = name.variantAt ?? name.words.length;
  if (end < 2 || name.written[end - 1] !== 'cheese') return false;
  if (chunks.some((chunk) => chunk.phrase.brand && chunk.phrase.bucket === 'DAIRY_AND_EGGS')) {
    return false;
  }
  const food = chunks.filter((chunk) => !chunk.phrase.brand);
  if (food.length !== 1 || food[0]?.start !== end - 1) return false;
  if (name.words.some((word) => CHEESE_FORM_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams < CHEESE_SNACK_BAG_GRAMS;
}

/** Above this weight a bag named by "chilli" alone is no snack (see chilliSnackBag). */
const CHILLI_SNACK_BAG_GRAMS = 200;

/** Words of a fresh chilli's kind, colour, heat or origin: a greengrocer's names, not a snack's. */
const CHILLI_KIND_WORDS: ReadonlySet<string> = new Set([
  ...PRODUCE_WORDS,
  'hot',
  'mild',
  'long',
  'finger',
  'bird',
  'eye',
  'scotch',
  'bonnet',
  'bullet',
  'thai',
  'dutch',
  'indian',
  'kenyan',
  'kashmiri',
  'naga',
  'ghost',
  'whole',
  'dried',
  'crushed',
  'flaked',
  'smoked',
]);

/**
 * A bag of 200 g or less named by two or more made-up words, then "chilli" alone, is a
 * chilli-flavoured snack ("Grabbits Twirls Chilli 70g", as "Buggles Cheese 13g" is a cheese one,
 * see cheeseSnackBag): a fresh chilli is named by its kind, colour, heat or origin ("Red Chilli
 * 50g", "Scotch Bonnet Chilli 60g"), words CHILLI_KIND_WORDS holds, and nothing else known may be
 * named with it.
 */
function chilliSnackBag(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'VEGETABLES') return false;
  const end = name.variantAt ?? name.words.length;
  if (end < 3 || !CHILLI.has(name.words[end - 1] ?? '')) return false;
  const food = chunks.filter((chunk) => !chunk.phrase.brand);
  if (food.length !== 1 || food[0]?.start !== end - 1) return false;
  if (name.words.slice(0, end - 1).some((word) => CHILLI_KIND_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams <= CHILLI_SNACK_BAG_GRAMS;
}

/** Table sauces that flavour crisps and savoury snacks. */
const SNACK_SAUCE_FLAVOURS: ReadonlySet<string> = new Set([
  'mustard',
  'ketchup',
  'mayo',
  'mayonnaise',
  'bbq',
  'barbecue',
  'barbeque',
  'sriracha',
  'salsa',
]);

/**
 * Words that say the pack holds the sauce itself: a sachet, tube, jar, pot, bottle or portion of
 * it (a mini jar of mustard, a portion pot of ketchup), a paste, a dip.
 */
const SAUCE_ITSELF_WORDS: ReadonlySet<string> = new Set([
  'sauce',
  'paste',
  'sachet',
  'tube',
  'jar',
  'pot',
  'bottle',
  'squeezy',
  'portion',
  'dip',
  'dressing',
  'powder',
]);

/** A table sauce's smallest bottle or jar (Tabasco's 60 ml, a mustard's 90 g) is above this. */
const SAUCE_SNACK_GRAMS = 40;

/**
 * A table sauce named on a pack under 40 g is a snack's flavour ("Fitness Toasties Honey Mustard
 * 36g" was Sauces), as a crisp's bag is named "Ketchup" or "BBQ": a shop's bottle or jar of
 * mustard, ketchup, mayonnaise or barbecue sauce is larger. A sachet, tube, mini jar, portion pot,
 * paste or dip of the sauce keeps its aisle (`SAUCE_ITSELF_WORDS`).
 */
function sauceFlavouredSnack(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'SAUCES') return false;
  const at = name.words.findIndex((word) => SNACK_SAUCE_FLAVOURS.has(word));
  if (at < 0 || !snackNamedBefore(name, chunks, at)) return false;
  if (name.words.some((word) => SAUCE_ITSELF_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams < SAUCE_SNACK_GRAMS;
}

/** Words a table sauce's own name puts before it ("Dijon Mustard", "Heinz Tomato Ketchup"). */
const SAUCE_NAME_WORDS: ReadonlySet<string> = new Set([
  'dijon',
  'english',
  'french',
  'american',
  'tomato',
  'honey',
  'wholegrain',
  'hot',
  'sweet',
  'smoky',
  'smokey',
  'classic',
  'original',
  'real',
  'light',
  'yellow',
  'garlic',
  'chilli',
  'spicy',
  'mild',
  'chunky',
]);

/** Makers of table sauces, as a title's first word is read ("Heinz", "Colman's", "Hellmann's"). */
const SAUCE_MAKERS: ReadonlySet<string> = new Set([
  'heinz',
  'colman',
  'hellmann',
  'maille',
  'stokes',
  'tiptree',
  'kewpie',
  'hp',
]);

/**
 * The sauce follows a word of the snack's own, as a flavour follows its crisp or toast ("Fitness
 * Toasties Honey Mustard"): a word before it that is no maker's and no word a sauce's own name
 * carries, nor a sauce maker's opening the title. "Dijon Mustard 25g", "Heinz Tomato Ketchup 20g"
 * and "Sriracha 30g" are the sauce.
 */
function snackNamedBefore(name: NameWords, chunks: readonly Chunk[], at: number): boolean {
  return name.words.slice(0, at).some((word, index) => {
    if (SAUCE_NAME_WORDS.has(word) || SNACK_SAUCE_FLAVOURS.has(word)) return false;
    if (index === 0 && SAUCE_MAKERS.has(word)) return false;
    return !chunks.some((chunk) => chunk.phrase.brand && chunk.start <= index && index < chunk.end);
  });
}

/**
 * Luncheon meat named with its meat after it ("Luncheon Meat Beef 200g", "Luncheon Chicken
 * 340g", the word order of makers abroad) is the tin the catalogue's "luncheon meat" is; only the
 * chiller or the freezer named moves it.
 */
function luncheonMeatOf(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name) || saysFrozen(name)) return false;
  return name.words.includes('luncheon');
}

/**
 * Fish fillets named by no fish but "fish", in a pack of 300 g or more or with a flavour before
 * them ("White Fish Fillets 520g", "Lemon & Pepper Fish Fillets"), are the freezer's: the chilled
 * shelf names its fillets by the fish (cod, basa, salmon). Smoked or cooked fillets, and the
 * chiller named, keep theirs; a recipe's "white fish fillets" has neither weight nor flavour.
 */
function fishFilletsUnnamed(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'MEAT_AND_FISH' || saysChiller(name)) return false;
  const at = name.words.indexOf('fish');
  if (at < 0 || name.words[at + 1] !== 'fillet') return false;
  if (name.words.some((word) => word !== 'fish' && FISH_WORDS.has(word))) return false;
  if (name.words.some((word) => READY_FISH_WORDS.has(word))) return false;
  const grams = packGrams(text);
  if (grams !== null && grams >= FISH_FILLET_BAG_GRAMS) return true;
  return chunks.some(
    (chunk) => chunk.end <= at && !chunk.phrase.brand && chunk.phrase.bucket !== 'MEAT_AND_FISH',
  );
}

/** From this weight a pack of fish fillets named by no fish is a freezer bag (fishFilletsUnnamed). */
const FISH_FILLET_BAG_GRAMS = 300;

/** Sweets, as written, that a title may name before their flavours (see sweetKindFirst). */
const SWEET_KINDS_WRITTEN: ReadonlySet<string> = new Set([
  'candy',
  'candies',
  'lollipop',
  'lollipops',
  'mints',
  'toffees',
]);

/** Aisles of a sweet's flavours: fruit, jams and nut butters, dairy, baking, herbs and spices. */
const SWEET_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'TINNED_AND_JARRED',
  'DAIRY_AND_EGGS',
  'BAKING',
  'HERBS',
  'SPICES',
]);

/**
 * A sweet named before its flavours is the sweet, Pantry ("Hard Candy Peanut Butter" was Tinned &
 * Jarred by the nut butter, "Chewy Lollipops Yogurt" Dairy, "Mints Spearmint" Spices), as it is
 * named after them ("Peanut Butter Candy"): the kind word decides, as for sauces and bakes.
 * Cotton candy (grapes, or an ice cream's flavour) and candy melts and floss are no such sweet;
 * the freezer named keeps its ices.
 */
function sweetKindFirst(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === null || !SWEET_FLAVOURS.has(moved) || saysFrozen(name)) return false;
  const end = headEnd(name.words, name.variantAt);
  const at = name.written.slice(0, end).findLastIndex((word) => SWEET_KINDS_WRITTEN.has(word));
  if (at < 0 || at === end - 1) return false;
  if (name.words[at - 1] === 'cotton' || ['melt', 'floss'].includes(name.words[at + 1] ?? '')) {
    return false;
  }
  const kinds = new Set([name.words[at] ?? '']);
  return kindBeforeFlavours(name.words, chunks, end, kinds, SWEET_FLAVOURS) === at;
}

/** Cuts a vegetable is jarred in, whole or in pieces: "Asparagus Spears", "Baby Corn". */
const VEGETABLE_JAR_CUTS: ReadonlySet<string> = new Set([
  'spear',
  'tip',
  'heart',
  'baby',
  'whole',
  'sliced',
  'piece',
]);

/** Words of a drink, a soup or a dip a vegetable may name by the millilitre. */
const VEGETABLE_LIQUID_WORDS: ReadonlySet<string> = new Set([
  'juice',
  'drink',
  'shot',
  'smoothie',
  'soup',
  'dip',
  'water',
  'sparkling',
]);

/**
 * A vegetable cut into spears, tips, hearts or pieces, or whole or baby, by the millilitre is a
 * jar ("White Asparagus Spears 190ml", "Baby Corn 330ml", as makers abroad label jars by their
 * volume): no drink is named by a vegetable's cut (drinkByVolume took them for one), and fresh
 * vegetables are weighed. Juices, shots, soups and dips keep theirs.
 */
function vegetableJarByVolume(
  moved: Bucket | null,
  base: Bucket | null,
  head: Chunk | null,
  name: NameWords,
  text: string,
): boolean {
  if (base !== 'VEGETABLES' || (moved !== 'VEGETABLES' && moved !== 'PANTRY')) return false;
  if (!LIQUID_VOLUME.test(text) || saysChiller(name) || saysFrozen(name)) return false;
  if (head === null || name.words.some((word) => VEGETABLE_LIQUID_WORDS.has(word))) return false;
  // The cut next to the vegetable: "Whole Earth Sparkling Ginger" is a maker's drink.
  const cut = (at: number) => VEGETABLE_JAR_CUTS.has(name.words[at] ?? '');
  return cut(head.start - 1) || cut(head.end) || headHas(name, head, VEGETABLE_JAR_CUTS);
}

/**
 * Mushrooms in "pieces and stems" are the tin whatever word order the title takes ("Pieces &
 * Stems Mushroom 184g" was Vegetables by the mushroom named last), as the catalogue's "pieces and
 * stems" already are when named after them: no greengrocer sells the stems.
 */
function piecesAndStems(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'VEGETABLES') return false;
  const at = name.words.indexOf('stem');
  return at >= 2 && name.words[at - 1] === 'and' && name.words[at - 2] === 'piece';
}

/**
 * A fruit named in an "edition" is a drink's or a sweet's flavour, not the fruit ("The Red
 * Edition Watermelon", "Editions Mango", "Apricot Edition" were Fruit): makers name their
 * seasonal flavours so, no greengrocer its fruit. A "limited edition", a claim any product may
 * carry, is left to the rest of the name.
 */
function editionFlavour(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'FRUIT') return false;
  const at = name.words.indexOf('edition');
  return at >= 0 && name.words[at - 1] !== 'limited';
}

/**
 * Potato named before the shapes it is made into is the freezer's, whatever shape names them
 * between ("Potato Teddy Shapes", "Potato Dinosaur Shapes" were Vegetables), as the catalogue's
 * "potato shapes" are: no fresh potato is sold in shapes.
 */
function potatoShapes(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'VEGETABLES' || saysChiller(name)) return false;
  const end = name.variantAt ?? name.words.length;
  return name.words[end - 1] === 'shape' && name.words.slice(0, end - 1).includes('potato');
}

/** A pack sold by the millilitre or centilitre: "150ml", "25cl". */
const MILLILITRE_PACK = /\d\s*(?:ml|cl)\b/i;

/** Words of a glaze for meat sold by the bottle ("BBQ Glaze", "Sticky Glaze"): a sauce. */
const MEAT_GLAZE_WORDS: ReadonlySet<string> = new Set([
  'bbq',
  'barbecue',
  'barbeque',
  'sticky',
  'smoky',
  'teriyaki',
]);

/**
 * A glaze named by a fruit, or by nothing known, sold by the millilitre is a vinegar glaze, the
 * balsamic glaze of the oils and vinegars shelf ("Raspberry Glaze 150ml" was Pantry as a fruit
 * drink by its volume, "Fig Glaze 250ml" too, "Melograno Glaze 150ml" by nothing known): a baker's
 * glaze (apricot glaze for tarts) is sold by weight, and a glaze for meat names its sauce, honey
 * or barbecue, which keeps its aisle.
 */
function fruitGlaze(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[], text: string) {
  const end = name.variantAt ?? name.words.length;
  if (end < 2 || name.words[end - 1] !== 'glaze' || !MILLILITRE_PACK.test(text)) return false;
  const fruit = chunks.some(
    (chunk) => chunk.end < end && !chunk.phrase.brand && chunk.phrase.bucket === 'FRUIT',
  );
  if (fruit) return moved === 'FRUIT' || moved === 'PANTRY';
  return moved === null && !name.words.some((word) => MEAT_GLAZE_WORDS.has(word));
}

/**
 * An oil or vinegar sold by the millilitre or litre is the oil shelf's though a drinks or snack
 * maker's name comes first ("Carte Noire Extra Virgin Olive Oil 500ml" was Pantry by the coffee
 * maker), as a sauce or jar maker's already is (baseBucket): crisps cooked in an oil are sold by
 * weight, and a food named before the oil is packed in it.
 */
function drinkMakersOil(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
) {
  if (moved !== 'PANTRY' || !ML_OR_LITRES.test(text)) return false;
  const brand = chunks.find((chunk) => chunk.phrase.brand);
  if (brand?.phrase.bucket !== 'PANTRY') return false;
  const end = name.variantAt ?? name.words.length;
  const own = chunks.filter((chunk) => !chunk.phrase.brand && chunk.end <= end);
  const head = own.at(-1);
  return (
    own.length === 1 &&
    head !== undefined &&
    head.end === end &&
    head.start >= brand.end &&
    head.phrase.bucket === 'OILS_AND_VINEGARS' &&
    OIL_WORDS.has(lastWord(head, name.words))
  );
}

/** Coffee-shop drinks a plant milk may be named after ("Iced Latte Oat"). */
const MILKY_COFFEE_WORDS: ReadonlySet<string> = new Set([
  'latte',
  'cappuccino',
  'mocha',
  'macchiato',
  'frappe',
]);

/**
 * A coffee drink named before the plant milk it is made with is the drink, Pantry, as "Oat Latte"
 * already is ("Iced Coffee Oat 250ml" was Dairy & Eggs as an oat drink, "Iced Coffee Oat" Pasta
 * & Grains by the oats): an iced or cold-brew coffee, or a latte, mocha or cappuccino, then "oat",
 * "almond", "soya" or another plant last.
 */
function coffeeWithPlantMilk(moved: Bucket | null, name: NameWords): boolean {
  if (moved === null || moved === 'PANTRY') return false;
  const { words } = name;
  const end = name.variantAt ?? words.length;
  const plant = words[end - 1] ?? '';
  if (!PLANT_MILK_NAMED.has(plant) && plant !== 'coconut') return false;
  const drink = words[end - 2] ?? '';
  if (MILKY_COFFEE_WORDS.has(drink)) return true;
  const before = words[end - 3] ?? '';
  return drink === 'coffee' && (before === 'iced' || before === 'brew');
}

/**
 * What a biscuit named first may be flavoured with: grains, nuts, spreads, fruit, chocolate. Not
 * a dairy food (a "Biscuit Cheesecake" is the cheesecake) or a drink ("Biscuit Gin Liqueur").
 */
const BISCUIT_FLAVOURS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'TINNED_AND_JARRED',
  'PASTA_AND_GRAINS',
  'BAKING',
]);

const BISCUIT_KINDS: ReadonlySet<string> = new Set(['biscuit']);

/**
 * A biscuit named before its flavours is the biscuit, in the singular too ("Biscuit Peanut Butter
 * Box 38g" was Tinned by the peanut butter, "Biscuit Oats & Chocolate 16x25g" Pasta & Grains by
 * the oats), as bakes named before theirs are (bakeBeforeFlavours): a biscuit spread or base names
 * its kind last, and the freezer's keep theirs.
 */
function biscuitBeforeFlavours(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === null || moved === 'BAKING' || moved === 'FROZEN' || saysFrozen(name)) return false;
  // A box the biscuits come in may end the title ("… Peanut Butter Box 38g").
  const boxed = name.variantAt === undefined && name.words.at(-1) === 'box';
  const named = boxed
    ? { words: name.words.slice(0, -1), written: name.written.slice(0, -1) }
    : name;
  return kindNamedFirst(named, chunks, BISCUIT_KINDS, BISCUIT_FLAVOURS, 'BAKING') !== undefined;
}

/** Health claims a juice shot, tea or drink is named by ("Turmeric Defence", "Berry Gut Health"). */
const HEALTH_CLAIMS: readonly (readonly string[])[] = [
  ['defence'],
  ['defense'],
  ['immunity'],
  ['detox'],
  ['gut', 'health'],
];

/**
 * A fruit, vegetable, herb or spice named before a health claim is a juice shot or a tea, the
 * drinks' shelf ("Turmeric Defence" was Spices, "Berry Gut Health" Fruit): no fresh food or jar
 * of spice is sold as a defence or a detox. A yogurt or kefir so named keeps the chiller.
 */
function healthClaimDrink(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'FRUIT' && moved !== 'VEGETABLES' && moved !== 'HERBS' && moved !== 'SPICES') {
    return false;
  }
  const end = name.variantAt ?? name.words.length;
  return HEALTH_CLAIMS.some(
    (claim) =>
      end > claim.length && claim.every((word, i) => name.words[end - claim.length + i] === word),
  );
}

/**
 * Green beans named "cut", under a freezer bag's 450 g or with no size, are the tin ("Cut Green
 * Beans 300g", "Green Beans Cut 220g" were Vegetables): UK tins name their beans so, the fresh
 * packs name them fine, trimmed or whole, and the freezer's cut beans come by the bag of 450 g
 * and more (frozenBag). A title naming the freezer or the chiller keeps its aisle.
 */
function cutGreenBeans(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'VEGETABLES' || saysFrozen(name) || saysChiller(name)) return false;
  const { words } = name;
  const at = words.findIndex((word, i) => word === 'green' && words[i + 1] === 'bean');
  if (at < 0 || (words[at - 1] !== 'cut' && words[at + 2] !== 'cut')) return false;
  const grams = packGrams(text);
  return grams === null ? !PACK_WEIGHT.test(text) : grams < 450;
}

/**
 * Glacé fruit is the baking shelf's candied fruit with a word between too ("Glace Rainbow
 * Cherries 200g", "Glacé Red Cherries" were Fruit by the cherries; "Glace Cherries" is a catalogue
 * name): no fresh fruit is sold glacé. A demi-glace is the sauce.
 */
function glaceFruit(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'FRUIT') return false;
  const at = name.words.findIndex((word) => word === 'glace' || word === 'glacé');
  return at >= 0 && name.words[at - 1] !== 'demi';
}

/**
 * A fruit cocktail is the tin of fruit wherever it stands ("Fruit Cocktail More Cherries 836g" was
 * Fruit by the cherries after it, once the cocktail was no drink): no fresh fruit is sold so named.
 */
function fruitCocktailTin(moved: Bucket | null, name: NameWords): boolean {
  return (
    moved === 'FRUIT' &&
    name.words.some((word, at) => word === 'fruit' && name.words[at + 1] === 'cocktail')
  );
}

/**
 * A name ending in "whipping" is the whipping cream with "cream" left off ("UHT Whipping 35%
 * 200ml" was Pantry by default), as the dairy makers' cartons are named abroad.
 */
function whippingCream(moved: Bucket | null, name: NameWords): boolean {
  return moved !== 'DAIRY_AND_EGGS' && name.words[name.words.length - 1] === 'whipping';
}

/**
 * A name ending in "cookies and cream" is the flavour of a chocolate bar or sweet, not a carton of
 * cream ("Cookies & Cream 39g" was Dairy): an ice cream, yogurt or biscuit of that flavour names
 * itself after it.
 */
function cookiesAndCream(moved: Bucket | null, name: NameWords): boolean {
  const { words } = name;
  if (moved !== 'DAIRY_AND_EGGS' || words[words.length - 1] !== 'cream') return false;
  const before = words.slice(0, -1).filter((word) => word !== 'and' && word !== 'n');
  return before[before.length - 1] === 'cooky';
}

/**
 * A pizza mix is the flour mix for pizza bases, the baking shelf's ("Pizza Mix 1kg" was Frozen by
 * the pizza), as "Pizza Base Mix" and "Pizza Dough Mix" are: the freezer's pizzas are named by
 * their toppings, and a cheese or topping mix names itself so.
 */
function pizzaMix(moved: Bucket | null, name: NameWords): boolean {
  const { words } = name;
  return (
    moved !== 'BAKING' && words[words.length - 1] === 'mix' && words[words.length - 2] === 'pizza'
  );
}

/** Aisles a sweet roulade's flavours put it in: a bake, a fruit, a sweet or cream. */
const SWEET_ROULADE_FROM: ReadonlySet<Bucket> = new Set<Bucket>([
  'BAKING',
  'FRUIT',
  'PANTRY',
  'DAIRY_AND_EGGS',
]);

/**
 * A sweet roulade is the freezer's dessert ("Toffee and Pecan Roulade" was Baking, "Raspberry
 * Pavlova Roulade 400g" Fruit): UK shops sell their meringue and sponge roulades frozen, beside
 * the gateaux. A meat, fish or vegetable roulade keeps its aisle, and one named chilled too.
 */
function sweetRoulade(moved: Bucket | null, name: NameWords): boolean {
  if (moved === null || !SWEET_ROULADE_FROM.has(moved) || saysChiller(name)) return false;
  return name.words[name.words.length - 1] === 'roulade';
}

/**
 * A fruit cocktail sold by the millilitre or litre is the juice drink ("Fruit Cocktail 350ml",
 * "Tropical Fruit Cocktail 1L" were Tinned): the tins and jars of fruit are sold by weight ("Fruit
 * Cocktail In Juice 410g"), and one packed in juice or syrup says so.
 */
function fruitCocktailDrink(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'TINNED_AND_JARRED' || !ML_OR_LITRES.test(text) || PACK_WEIGHT.test(text)) {
    return false;
  }
  const { words } = name;
  return (
    words.some((word, at) => word === 'fruit' && words[at + 1] === 'cocktail') &&
    !words.includes('in')
  );
}

/**
 * A soup mix named by its vegetables is the prepared pack of chopped vegetables the fresh aisle
 * sells for soup ("Vegetable Soup Mix 600g", "Leek & Potato Soup Mix 600g" were Pasta & Grains by
 * the soup mix): the dry soup mix of the grains shelf is named by its pulses and barley, or by
 * nothing, and a dried vegetable or onion soup mix in a sachet weighs under 300 g (a recipe's
 * "onion soup mix", with no weight, is the sachet).
 */
function vegetableSoupMix(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'PASTA_AND_GRAINS' || saysFrozen(name)) return false;
  const { words } = name;
  const at = words.findIndex((word, i) => word === 'soup' && words[i + 1] === 'mix');
  if (at <= 0) return false;
  const before = chunks.filter((c) => c.end <= at && !c.phrase.brand);
  if (before.some((c) => c.phrase.bucket !== 'VEGETABLES' && c.phrase.bucket !== 'HERBS')) {
    return false;
  }
  if (before.length === 0 && !words.slice(0, at).includes('vegetable')) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 300;
}

/** Pulses a can of a cooked bean dish is named by first ("Fava Beans … Recipe 450g"). */
const RECIPE_PULSES: ReadonlySet<string> = new Set(['bean', 'chickpea', 'lentil']);

/** What a sauce or a kit ends its title with ("… Recipe Sauce", "… Recipe Mix"). */
const RECIPE_SAUCE_ENDS: ReadonlySet<string> = new Set([
  'sauce',
  'paste',
  'mix',
  'kit',
  'seasoning',
]);

/**
 * Pulses named first, in the plural, then a sauce or dip and "recipe", in a can's weight, are
 * the can of the cooked dish ("Fava Beans Mashed Salsa Recipe 450g", "Chickpeas Tahini Recipe
 * 400g" were Sauces by the salsa and the tahini), as "Fava Beans Lebanese Recipe" already was: a
 * recipe sauce or kit ends its title with the sauce ("Chickpea Curry Recipe Sauce").
 */
function pulseRecipeCan(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'SAUCES') return false;
  const { words, written } = name;
  const recipeAt = words.indexOf('recipe');
  if (recipeAt < 0) return false;
  const end = name.variantAt ?? words.length;
  if (RECIPE_SAUCE_ENDS.has(words[end - 1] ?? '')) return false;
  const first = chunks.find((c) => !c.phrase.brand);
  if (first === undefined || first.end > recipeAt) return false;
  const last = first.end - 1;
  const plural = (written[last] ?? '') !== (words[last] ?? '');
  const grams = packGrams(text);
  return plural && RECIPE_PULSES.has(words[last] ?? '') && grams !== null && grams >= 300;
}

/**
 * A cream sandwich is a biscuit, the baking shelf's, whatever flavours it ("Cream Sandwich
 * Strawberry 90g" was Fruit, "Sandwich Vanilla Cream" Dairy): two biscuits with a cream filling,
 * as "Custard Cream" and "Bourbon Cream" are. An ice cream sandwich is the freezer's, and a
 * sandwich with cream cheese, meat or fish the chiller's.
 */
function creamSandwich(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === null || moved === 'BAKING' || moved === 'FROZEN' || saysFrozen(name)) return false;
  const { words } = name;
  if (!words.includes('sandwich') || !words.includes('cream') || words.includes('ice')) {
    return false;
  }
  return !chunks.some(
    (chunk) =>
      !chunk.phrase.brand &&
      (chunk.phrase.bucket === 'MEAT_AND_FISH' ||
        (chunk.phrase.bucket === 'DAIRY_AND_EGGS' && lastWord(chunk, words) === 'cheese')),
  );
}

/** A multipack of pieces under 40 g each ("4 x 20g", "6X25g"): snack portions. */
const SNACK_PORTIONS = /\b\d+\s*x\s*[1-3]?\d(?:\.\d+)?\s*g\b/i;

/**
 * A dairy maker's multipack of pieces under 40 g is the dairy aisle's though a freezer food names
 * its flavour ("Cheestrings Pizza 4 x 20g" was Frozen by the pizza): the freezer sells its foods by
 * the pack and its ices by the millilitre, never cheese or yogurt in snack portions (no frozen
 * title of the tuning sets is). A title naming the freezer keeps it.
 */
function dairySnackPortions(
  moved: Bucket | null,
  chunks: readonly Chunk[],
  name: NameWords,
  text: string,
): boolean {
  if (moved !== 'FROZEN' || saysFrozen(name) || !SNACK_PORTIONS.test(text)) return false;
  return chunks.find((chunk) => chunk.phrase.brand)?.phrase.bucket === 'DAIRY_AND_EGGS';
}

/**
 * A meat or fish named first, then "&" and a dip ending the title, is the meat or fish with its pot
 * of dip ("Black Tiger Prawns & Marie Rose Dip 170g" was Pantry as a dip, "King Prawns & Sweet
 * Chilli Dip" Vegetables), as it already was "with" the dip: the chiller sells them together. A
 * dip alone or of two flavours ("Red Pepper & Chilli Dip", "Smoked Salmon & Dill Dip"), the
 * freezer's and a tin's keep theirs.
 */
function meatAndDip(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  const end = name.variantAt ?? name.words.length;
  if (name.words[end - 1] !== 'dip' || moved === null || moved === 'MEAT_AND_FISH') return false;
  if (moved === 'FROZEN' || saysFrozen(name) || name.words.some((word) => TIN_WORDS.has(word))) {
    return false;
  }
  const and = name.words.lastIndexOf('and', end - 1);
  const food = chunks.filter((chunk) => !chunk.phrase.brand && chunk.start < and);
  // Pieces, in the plural: a dip is flavoured by a fish or meat in the singular ("Crab & Chilli").
  const pieces = name.written[and - 1] !== name.words[and - 1];
  return (
    pieces && food.length === 1 && food[0]?.end === and && food[0].phrase.bucket === 'MEAT_AND_FISH'
  );
}

/**
 * A dip named by a vegetable is the dip, kept with houmous (the catalogue's Pantry: no aisle of the
 * 13 sells chilled dips): "Garlic Dip 200g", "Red Pepper Dip 170g" and "Baba Ganoush Aubergine
 * Dip" were Vegetables by the vegetable (session 80). Vegetables in pieces sold with their dip
 * ("Carrot Sticks & Dip", "Crudites with Dip", a plural before it) and the freezer's keep theirs.
 */
function vegetableDip(moved: Bucket | null, name: NameWords): boolean {
  if (moved !== 'VEGETABLES' || saysFrozen(name)) return false;
  const end = headEnd(name.words, name.variantAt);
  if (name.words[end - 1] !== 'dip') return false;
  return name.words.slice(0, end - 1).every((word, at) => name.written[at] === word);
}

/** Shaped meats sold in gravy only in tins, the big family tins included. */
const TINNED_GRAVY_SHAPES: ReadonlySet<string> = new Set(['burger', 'meatball']);

/** Cuts the chiller sells cooked in gravy and a tin never holds. */
const CHILLED_GRAVY_CUTS: ReadonlySet<string> = new Set(['joint', 'shank']);

/** A volume in a pack size, also after a count ("4X110ml", "10x250ml", "500ml"). */
const PACK_VOLUME = /\d\s*(?:ml|cl|l|ltr|litres?|liters?)\b/i;

/**
 * Words before "egg" that make it a chocolate egg, on the sweets shelf ("Caramel & Biscuit Egg
 * 250g", "Milk Chocolate Egg"); hens', duck and Scotch eggs are named otherwise.
 */
const SWEET_EGG_WORDS: ReadonlySet<string> = new Set([
  'chocolate',
  'caramel',
  'biscuit',
  'cooky',
  'toffee',
  'fudge',
  'honeycomb',
  'praline',
  'truffle',
  'button',
  'easter',
  // Sizes and kinds only chocolate eggs come in: "Mini Eggs", "Giant Egg", "Creme Egg",
  // "Surprise Egg" (hens' eggs are small, medium or large; quail eggs are named so).
  'mini',
  'giant',
  'creme',
  'surprise',
  // The Easter ranges' names: "Dairy Milk Chunky Ultimate Egg", "M&M's Mixed XL Egg", "Randoms
  // Inclusion Egg", "Peanut Butter Eggs" (hens' eggs come in no such sizes or fillings).
  'ultimate',
  'xl',
  'inclusion',
  'peanut',
]);

/** Words after "egg" that only chocolate eggs have: "8 Egg Hunt Pack", "Eggs Galore". */
const SWEET_EGG_AFTER: ReadonlySet<string> = new Set(['hunt', 'galore']);

/**
 * Words of an egg sold by weight that is still the hen's: the whites or yolks of a carton, liquid
 * or dried egg, a dish of eggs, or a tin of them ("Egg Whites 500g", "Liquid Egg 1kg", "Egg
 * Custard 500g", "Quail Eggs In Water 425g").
 */
const EGG_BY_WEIGHT_WORDS: ReadonlySet<string> = new Set([
  'white',
  'yolk',
  'liquid',
  'pasteurised',
  'pasteurized',
  'powder',
  'powdered',
  'dried',
  'dry',
  'custard',
  'mayo',
  'mayonnaise',
  'salad',
  'sandwich',
  'fried',
  'noodle',
  'pasta',
  'boiled',
  'free',
  // A hen's eggs named by their size, bird or farming, whose box may print its weight ("Large
  // Eggs 400g", "Chicken Eggs 600g", "Mixed Weight Eggs 800g"): a chocolate egg names none.
  'large',
  'medium',
  'small',
  'jumbo',
  'mixed',
  'weight',
  'hen',
  'chicken',
  'duck',
  'barn',
  'range',
  'caged',
  'organic',
  'brown',
  // A tin or jar of eggs is sold by weight too ("Quail Eggs In Water 425g").
  'quail',
  'in',
  'water',
  'brine',
]);

/** A box's count of eggs: "6pk", "15 pack", "12 pcs", "6 x 60g", "x12". */
const EGG_COUNT = /\b\d+\s*(?:pk|pack|pcs?|x)\b|\bx\s*\d+\b/i;

/**
 * A chocolate egg is a sweet, not an egg (see SWEET_EGG_WORDS). So is an egg sold by the gram
 * ("Egg Princess 20g", "Multi Coloured Eggs Giant 600g"): hens', duck and quail eggs are sold by
 * the count, and the whites, yolks or liquid egg of a carton are named so.
 */
function chocolateEgg(
  moved: Bucket,
  name: NameWords,
  chunks: readonly Chunk[],
  text: string,
): boolean {
  if (moved !== 'DAIRY_AND_EGGS') return false;
  // Any "egg" of the name: "Egg-Stra Special Chocolate Eggs" names its eggs last.
  const at = name.words.lastIndexOf('egg');
  // "Mini Scotch Eggs" are Scotch eggs.
  if (name.words[at - 1] === 'scotch') return false;
  if (at >= 0 && SWEET_EGG_AFTER.has(name.words[at + 1] ?? '')) return true;
  if (
    at >= 0 &&
    packGrams(text) !== null &&
    !PACK_VOLUME.test(text) &&
    !EGG_COUNT.test(text) &&
    !name.words.some((word) => EGG_BY_WEIGHT_WORDS.has(word)) &&
    // Egg pasta named pasta first ("Fettuccine Egg 500g") is sold by weight too.
    !chunks.some(
      (chunk) =>
        chunk.end <= at && !chunk.phrase.brand && chunk.phrase.bucket === 'PASTA_AND_GRAINS',
    )
  ) {
    return true;
  }
  return at > 0 && name.words.slice(0, at).some((word) => SWEET_EGG_WORDS.has(word));
}

/**
 * The shortest word read as a misspelling (a letter missing, added, changed or two swapped:
 * "Peanet", "Almnods"), the shortest plural read as one misspelt before its "s" ("Peantus"), and
 * the shortest known word either may stand for.
 */
const MISSPELT_LENGTH = 6;
const MISSPELT_PLURAL_LENGTH = 7;
const SPELT_LENGTH = 5;

/**
 * Endings of words made from others, which a phrase may not list though they are spelt right:
 * "Cracked", "Roasting", "Crackler", "Stoneless".
 */
const WORD_FORM = /(?:ed|ing|er|less)$/;

/**
 * Whether two words differ by one letter missing, added or changed, or two side by side swapped
 * (the index pairs words whose letters are one off at two places: "floret", "forest").
 */
function oneLetterOff(a: string, b: string): boolean {
  if (a.length === b.length) {
    const at = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
    if (at.length === 1) return true;
    const [i, j] = at;
    return at.length === 2 && j === (i ?? 0) + 1 && a[i ?? 0] === b[j] && a[j] === b[i ?? 0];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i += 1;
  return long.slice(i + 1) === short.slice(i);
}

/** A word less one letter, at each place ("pean_t"). */
function lessOneLetter(word: string): string[] {
  const less: string[] = [];
  for (let i = 0; i < word.length; i += 1) less.push(word.slice(0, i) + word.slice(i + 1));
  return less;
}

let knownWords: ReadonlySet<string> | null = null;
/** The words of the food phrases (not makers') of five letters or more, by their length. */
let spellableWords: ReadonlyMap<number, ReadonlySet<string>> | null = null;
const spellingsByLength = new Map<number, ReadonlyMap<string, readonly string[]>>();

/** Every word of a known phrase (and `spellableWords`, made in the same pass). */
function knownPhraseWords(): ReadonlySet<string> {
  if (knownWords !== null) return knownWords;
  const known = new Set<string>();
  const byLength = new Map<number, Set<string>>();
  for (const [key, phrase] of phraseTable()) {
    for (const word of key.split(' ')) {
      known.add(word);
      if (phrase.brand || word.length < SPELT_LENGTH) continue;
      const same = byLength.get(word.length);
      if (same === undefined) byLength.set(word.length, new Set([word]));
      else same.add(word);
    }
  }
  knownWords = known;
  spellableWords = byLength;
  return known;
}

/**
 * The index a word one letter off is looked up in, for spellings of one length: each food word
 * (`spellableWords`) of that length as itself, and each one a letter longer less one letter, with
 * every food word that spelling stands for ("masala" is masala's and marsala's less its "r").
 * Made for a length when a word first needs it: most lists' words are all known, and a misspelt
 * one needs two lengths of the index, not all of them.
 */
function spellingsOfLength(length: number): ReadonlyMap<string, readonly string[]> {
  const made = spellingsByLength.get(length);
  if (made !== undefined) return made;
  knownPhraseWords();
  const index = new Map<string, string[]>();
  const add = (spelling: string, word: string) => {
    const had = index.get(spelling);
    if (had === undefined) index.set(spelling, [word]);
    else if (!had.includes(word)) had.push(word);
  };
  for (const word of spellableWords?.get(length) ?? []) add(word, word);
  for (const word of spellableWords?.get(length + 1) ?? []) {
    for (const less of lessOneLetter(word)) add(less, word);
  }
  spellingsByLength.set(length, index);
  return index;
}

/**
 * A word no known phrase has, one letter off one known food word only (a letter missing, added,
 * changed or two swapped), read as that word: crowd-typed names are misspelt ("4 blueberry
 * muffind", "Cocunut cream", "Smooth Peanet Butter", "Garam Massala"). Words under six letters,
 * any word a known phrase has, and English words the dictionary spells so (DICTIONARY_NOT_FOOD_WORDS:
 * "Funnel" is no fennel) are read as they are. Exported for bench/speller-dictionary-words.ts.
 */
export function spelt(word: string): string {
  if (word.length < MISSPELT_LENGTH || !/^[a-z]+$/.test(word) || WORD_FORM.test(word)) return word;
  // A word that is a phrase of its own is known without reading every phrase's words.
  if (phraseTable().has(word)) return word;
  if (knownPhraseWords().has(word)) return word;
  if (DICTIONARY_NOT_FOOD_WORDS.has(word)) return word;
  return speltAnew(word);
}

/**
 * `spelt` for a word no phrase has, read against the food words' index; kept by `memoise`'s
 * bounded rule (a long-lived page reads many lists).
 */
const speltAnew = memoise((word: string): string => {
  const only = nearestFoodWord(word);
  if (only !== null) return keepsItsEnds(word, only) && slipOf(word, only) ? only : word;
  if (word.length < MISSPELT_PLURAL_LENGTH) return word;
  // A plural misspelt before its "s" ("Peantus"): the food words are singular, so the word less
  // its "s" is read against them, when it is no word form of its own.
  const stem = word.slice(0, -1);
  if (
    !word.endsWith('s') ||
    stem.endsWith('s') ||
    WORD_FORM.test(stem) ||
    knownPhraseWords().has(stem)
  ) {
    return word;
  }
  const single = nearestFoodWord(stem);
  return single !== null && keepsItsEnds(stem, single) ? single : word;
});

/** Vowels, and "y" that may stand for one ("Muesly"). */
const VOWELS = /[aeiouy]/;

/**
 * Whether a word of six letters may be a slip of a food word one letter off it: a vowel for a
 * vowel ("Peanet") or two letters swapped, never another letter changed, which as often makes a
 * name ("Heroes" is no herbes, "Martin" no marlin). Longer words may slip any one letter.
 */
function slipOf(word: string, only: string): boolean {
  if (word.length >= MISSPELT_PLURAL_LENGTH) return true;
  // A letter more or less makes another word as often ("Morsel" is no morel, "Keffir" lime no
  // kefir).
  if (word.length !== only.length) return false;
  const at = [...word].findIndex((letter, i) => letter !== only[i]);
  // Two letters side by side swapped ("Almnods") are the same letters.
  if (word[at + 1] !== only[at + 1]) return true;
  return VOWELS.test(word[at] ?? '') && VOWELS.test(only[at] ?? '');
}

/**
 * Whether a known word may be what a word misspells. A misspelling keeps the word's first and
 * last letters ("Karaway" is a bakery's name, not caraway; "Creamy", "Fruity" and "Americano" are
 * words of their own, not cream, fruit or American misspelt), but for its last two letters swapped
 * ("Peanuts" typed "Peantus"). British spelling is no misspelling: "Savoury" is no savory (the
 * herb), "Flavour" no flavor.
 */
function keepsItsEnds(word: string, only: string): boolean {
  if (only[0] !== word[0]) return false;
  const swapped =
    only.length === word.length && only.at(-1) === word.at(-2) && only.at(-2) === word.at(-1);
  // A closing "y" for an "i" is a spelling by ear ("Muesly", "Chilly Sauce").
  const byEar = only.at(-1) === 'i' && word.at(-1) === 'y';
  if (only.at(-1) !== word.at(-1) && !swapped && !byEar) return false;
  return word.replace('our', 'or') !== only;
}

/**
 * The one food word (`spellableWords`) a word is one letter off (oneLetterOff), or null when none
 * or more than one is (but for one a doubled letter away: see doubledLetter). The index finds words that share a spelling less one letter each, which
 * pairs words two letters apart as well ("macroni" and "macaron" both lose a letter to
 * "macron"): only the candidates truly one off count, so that such a neighbour does not hide
 * the word meant ("Macroni" is macaroni).
 */
function nearestFoodWord(word: string): string | null {
  const found = new Set<string>(spellingsOfLength(word.length).get(word));
  const shorter = spellingsOfLength(word.length - 1);
  for (const less of lessOneLetter(word)) {
    for (const near of shorter.get(less) ?? []) found.add(near);
  }
  const near = [...found].filter((each) => oneLetterOff(word, each));
  if (near.length === 1) return near[0] ?? null;
  // A letter typed twice or once too few is the likelier slip ("Massala" is masala, not marsala).
  const doubled = near.filter((each) => doubledLetter(word, each));
  return doubled.length === 1 ? (doubled[0] ?? null) : null;
}

/** Whether two words differ by one letter doubled in one and single in the other only. */
function doubledLetter(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i += 1;
  return (
    long.slice(i + 1) === short.slice(i) && (long[i] === long[i - 1] || long[i] === long[i + 1])
  );
}

/** Cuts jarred jalapeños are named with after them: "Jalapeno Peppers Sliced". */
const JALAPENO_CUTS: ReadonlySet<string> = new Set(['sliced', 'diced', 'chopped', 'whole']);

/**
 * Jalapeños in a pack of 150 g or more are the jar's (sliced, in brine: "Tesco Jalapenos 215G");
 * the few shops that sell them fresh sell a handful, 50-100 g. A title naming the chiller stays.
 */
function jalapenoJar(moved: Bucket | null, name: NameWords, head: Chunk | null, text: string) {
  if (moved !== 'VEGETABLES' || head === null || saysChiller(name)) return false;
  // The last word, but for the peppers and their cut ("Jalapeno Peppers Sliced 454g"):
  // "Jalapeno Poppers" are a snack.
  const { words } = name;
  let end = words.length;
  while (end > 1 && JALAPENO_CUTS.has(words[end - 1] ?? '')) end -= 1;
  if (end > 1 && words[end - 1] === 'pepper') end -= 1;
  if (words[end - 1] !== 'jalapeno' || (end === words.length && head.end !== end)) return false;
  const grams = packGrams(text);
  return grams !== null && grams >= 150;
}

/**
 * Fava beans in a tin's pack (300-500 g, or a multipack of such) are the tin ("Fava Beans Lebanese
 * Recipe 450g", "Peeled Fava Beans With Chilli 400g"): UK shops call the fresh pods broad beans,
 * and sell "fava" under that name tinned (ful medames' beans) or dried by the half kilo and more.
 */
function favaTin(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'VEGETABLES' || !name.words.includes('fava') || saysChiller(name)) return false;
  if (name.words.some((word) => word === 'frozen' || DRIED_WORDS.has(word))) return false;
  // Not a chilled dish made of them ("Fava Bean Dip").
  if (name.words.some((word) => FAVA_DISHES.has(word))) return false;
  const portion = PORTION_MULTIPACK.exec(text);
  const grams = portion === null ? packGrams(text) : Number(portion[1]);
  return grams !== null && grams >= 300 && grams <= 500;
}

const FAVA_DISHES: ReadonlySet<string> = new Set([
  'dip',
  'falafel',
  'salad',
  'soup',
  'houmous',
  'hummus',
]);

/**
 * A pizza's style, the word that names it beside "pizza" ("Pizza Margherita", "Margarita Pizza",
 * "Pizza Quattro Formaggi"): from the pizzas of Wikipedia's "List of pizza varieties by country"
 * that are named by no one food. Spelt "margarita" as grocers often do.
 */
const PIZZA_STYLES: ReadonlySet<string> = new Set([
  'margherita',
  'margarita',
  'hawaiian',
  'funghi',
  'diavola',
  'capricciosa',
  'quattro',
  'fiorentina',
  'napoletana',
  'vegetariana',
]);

/**
 * A pizza named by its style is the pizza whatever topping follows ("Pizza Margherita Mozzarella"
 * was Dairy & Eggs by the cheese; "Pizza Mozzarella", no style, is the cheese for one), the
 * freezer's as every pizza here (see crustPizza). Not a base, dough, sauce or kit for one.
 */
function styledPizza(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]): boolean {
  if (moved === 'FROZEN' || saysChiller(name)) return false;
  const { words } = name;
  const at = words.indexOf('pizza');
  if (at < 0 || words.some((word) => NOT_CRUST_PIZZA.has(word) || PIZZA_PARTS.has(word))) {
    return false;
  }
  if (PIZZA_STYLES.has(words[at - 1] ?? '') || PIZZA_STYLES.has(words[at + 1] ?? '')) return true;
  // So is a pizza named first (after its maker's name), then its toppings "with" more ("Pizza
  // Pesto With Tomato & Broccoli 13.5oz" was Sauces by the pesto): US makers' frozen pizzas are
  // named so.
  // Only a maker's name may come before it.
  // Not a thing sold for a pizza named so ("Pizza Cheese With Basil", "Pizza Oil With Chilli").
  if (FOR_A_PIZZA.has(words[at + 1] ?? '')) return false;
  const first = at >= 0 && !chunks.some((chunk) => chunk.end <= at && !chunk.phrase.brand);
  return first && words.indexOf('with') > at + 1;
}

/** Things sold for a pizza, named after "pizza": its cheese, its oil, its cured meat. */
const FOR_A_PIZZA: ReadonlySet<string> = new Set([
  'cheese',
  'mozzarella',
  'oil',
  'pepperoni',
  'salami',
  'ham',
]);

/** Things for a pizza, not one: its sauce, topping, kit or oven. */
const PIZZA_PARTS: ReadonlySet<string> = new Set([
  'sauce',
  'topping',
  'kit',
  'oven',
  'stone',
  'seasoning',
  'herb',
]);

/** Wrapped dishes a title may name before their filling (see wrappedDishFirst). */
const WRAPPED_DISHES: readonly (readonly string[])[] = [
  ['spring', 'roll'],
  ['burrito'],
  ['samosa'],
];

const WRAPPED_DISH_FIRST: ReadonlySet<string> = new Set(
  WRAPPED_DISHES.map((dish) => dish[0] ?? ''),
);

/** Things for making a wrapped dish, not one: its wrappers, pastry, sauce or kit. */
const WRAPPED_DISH_PARTS: ReadonlySet<string> = new Set([
  'wrapper',
  'pastry',
  'sheet',
  'skin',
  'sauce',
  'kit',
  'seasoning',
  'mix',
  'tortilla',
  'wrap',
]);

/**
 * A spring roll, burrito or samosa named before its filling is the dish ("Spring Rolls Vegetable",
 * "Burrito Black Bean Vegetable" were Vegetables by the filling), as it is named after it
 * ("Vegetable Spring Rolls", the catalogue's freezer dish). Only the filling's foods, "and",
 * "with" and taste words may follow; not its wrappers, pastry or sauce.
 */
function wrappedDishFirst(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === 'FROZEN' || moved === null) return false;
  const { words } = name;
  // A quick test before the dishes: a word that begins one.
  if (!words.some((word) => WRAPPED_DISH_FIRST.has(word))) return false;
  if (saysChiller(name) || words.some((word) => WRAPPED_DISH_PARTS.has(word))) return false;
  for (const dish of WRAPPED_DISHES) {
    const at = words.findIndex((_, i) => dish.every((word, j) => words[i + j] === word));
    if (at < 0 || at + dish.length === words.length) continue;
    const rest = chunks.filter((chunk) => chunk.start >= at + dish.length);
    return (
      rest.length > 0 &&
      rest.every((chunk) => !chunk.phrase.brand && FILLING_AISLES.has(chunk.phrase.bucket))
    );
  }
  return false;
}

/** Words a burger made without meat is named by, keyed ("Veggie Burger" is "veggy burger"). */
const MEATLESS_BURGER_WORDS: ReadonlySet<string> = new Set([
  'veggy',
  'vegetable',
  'vegetarian',
  'vegan',
  'bean',
]);

/**
 * Aisles of what a meatless burger is made of: a vegetable, beans (the catalogue's tins), peas
 * (its freezer's) or a grain (quinoa, rice).
 */
const MEATLESS_BURGER_AISLES: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'TINNED_AND_JARRED',
  'FROZEN',
  'PASTA_AND_GRAINS',
]);

/**
 * A meatless burger named before what it is made of is the burger, the freezer's as named alone
 * ("Veggie Burger Beetroot & Quinoa 300g", "Vegetable Burger Pea Spinach Rice 720g" read Pasta
 * & Grains by their last food): as wrappedDishFirst reads a spring roll named before its filling.
 * Only its foods may follow; not a sauce, kit or mix.
 */
function meatlessBurgerFirst(moved: Bucket | null, name: NameWords, chunks: readonly Chunk[]) {
  if (moved === 'FROZEN' || moved === null) return false;
  const { words } = name;
  const at = words.indexOf('burger');
  if (at < 1 || at === words.length - 1 || !MEATLESS_BURGER_WORDS.has(words[at - 1] ?? '')) {
    return false;
  }
  if (saysChiller(name) || words.some((word) => WRAPPED_DISH_PARTS.has(word))) return false;
  const rest = chunks.filter((chunk) => chunk.start > at);
  // A pepper among a burger's vegetables is the vegetable, not the spice ("Veggie Burger Spelt
  // Pepper & Quinoa 720g").
  const made = (chunk: Chunk) =>
    MEATLESS_BURGER_AISLES.has(chunk.phrase.bucket) || lastWord(chunk, words) === 'pepper';
  return rest.length > 0 && rest.every((chunk) => !chunk.phrase.brand && made(chunk));
}

/** Aisles of a wrapped dish's filling; not a spice ("Samosa Chaat Masala" is the spice mix). */
const FILLING_AISLES: ReadonlySet<Bucket> = new Set<Bucket>([
  'VEGETABLES',
  'MEAT_AND_FISH',
  'DAIRY_AND_EGGS',
  // Beans and sweetcorn, which the catalogue has as tins ("Burrito Beef & Bean").
  'TINNED_AND_JARRED',
]);

/**
 * Vanilla alone by the millilitre in a portion of 150 ml or less is an ice cream, a cup or a
 * stick ("Vanilla 125ml" was Baking as the pods): vanilla to bake with is named "extract",
 * "essence", "flavouring" or "paste", which end the name, and pods are counted.
 */
function vanillaPortion(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'BAKING' || name.words.at(-1) !== 'vanilla') return false;
  const pack = VOLUME_MULTIPACK.exec(text);
  if (pack !== null) return Number(pack[2]) <= 150;
  const one = SINGLE_ML.exec(text);
  return one !== null && Number(one[1]) <= 150;
}

/** The most an ice cream cup holds (the shops' single cups hold 100-200 ml). */
const ICE_CREAM_CUP_ML = 200;

/** Words of the drinks sold in cups by the millilitre ("Iced Coffee Cup 250ml"). */
const DRINK_CUP_WORDS: ReadonlySet<string> = new Set([
  'coffee',
  'latte',
  'tea',
  'juice',
  'smoothie',
  'water',
  'milk',
  'shake',
  'drink',
]);

/**
 * A cup of a flavour by the millilitre, 200 ml or less, is an ice cream cup ("Strawberry Cup
 * 200ml", "Cotton Candy Cup 150ml" were Pantry as a drink): jellies, yogurts and noodles come in
 * cups by the gram, and the drinks sold in cups name their coffee, tea or juice; a fruit cup to
 * drink is sold by the bottle (70 cl, 1 l).
 */
function iceCreamCup(moved: Bucket | null, name: NameWords, text: string): boolean {
  if (moved !== 'PANTRY' || name.words.at(-1) !== 'cup' || name.words.length < 2) return false;
  if (name.words.some((word) => DRINK_CUP_WORDS.has(word))) return false;
  const one = SINGLE_ML.exec(text);
  return one !== null && Number(one[1]) <= ICE_CREAM_CUP_ML;
}

/**
 * Frozen vegetables sold in multipacks of 400 g bags and more ("Green Peas 3x400g", "Mixed
 * Vegetable 3x400g", "Peas & Carrots 3 x 450g" were Tinned by the tins' multipack): peas,
 * carrots and mixed vegetables are tinned in 290-300 g (TIN_SIZE), beans, tomatoes and soups in
 * 400 g. Not when the title names a tin or what it is packed in.
 */
function freezerVegetableMultipack(name: NameWords, text: string): boolean {
  const pack = WEIGHT_MULTIPACK.exec(text);
  if (pack === null) return false;
  const kilos = pack[3]?.toLowerCase() === 'kg';
  // Not sweetcorn: its tins come in 400-425 g abroad ("Sweet Corn 3x410g", "2x400g").
  const corn = ['sweetcorn', 'corn'].includes(name.words.at(-1) ?? '');
  return (kilos || Number(pack[2]) >= 400) && !corn && freezerVegetables(name);
}

/** Peas, sweetcorn or mixed vegetables, named last with no tin, packing or bean. */
function freezerVegetables(name: NameWords): boolean {
  const { words } = name;
  const last = words.at(-1) ?? '';
  const before = words.at(-2) ?? '';
  const named =
    ((last === 'pea' || last === 'sweetcorn') &&
      !POD_PEA_WORDS.has(before) &&
      !PULSE_PEA_WORDS.has(before)) ||
    (last === 'corn' && before === 'sweet') ||
    (last === 'carrot' && words.includes('pea')) ||
    (last === 'vegetable' && before === 'mixed');
  return named && !words.some((word) => TIN_WORDS.has(word) || word === 'in' || word === 'bean');
}

/** A multipack by weight: count, one pack's amount and unit ("3x400g", "2 X 1Kg"). */
const WEIGHT_MULTIPACK = /\b(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*(kg|g)\b/i;

/** The name with its misspelt words read as the food words they stand for (see spelt). */
function spellChecked(name: NameWords): NameWords {
  const words = name.words.map(spelt);
  return words.every((word, i) => word === name.words[i]) ? name : { ...name, words };
}

/** Dry pasta shapes a title may end with, none of them sold in tins under that name alone. */
const DRY_PASTA_SHAPES: ReadonlySet<string> = new Set([
  ...PASTA_MEAL_LAST,
  'macaroni',
  'elbow',
  'vermicelli',
  'tagliolini',
  'orzo',
]);

/** A dry pasta's grade of size, after its shape: "Elbow Large", "Shells Medium". */
const PASTA_GRADES: ReadonlySet<string> = new Set(['large', 'medium', 'small', 'jumbo']);

/** Words that make a pasta's title a tin's dish: its sauce, cheese or shapes in sauce. */
const TINNED_PASTA_WORDS: ReadonlySet<string> = new Set([
  'sauce',
  'tomato',
  'cheese',
  'bolognese',
  'hoop',
  'meatball',
  'sausage',
  'in',
  'with',
]);

/**
 * Dry pasta in a multipack of a tin's size is still the pasta shelf's ("Co-op Spaghetti 5X400g",
 * "Fusilli 4x400g" were Tinned by TIN_MULTIPACK): tinned pasta is named by its sauce ("Spaghetti
 * in Tomato Sauce 4x400g", "Macaroni Cheese", "Spaghetti Hoops"), which keeps it a tin.
 */
function dryPastaMultipack(name: NameWords): boolean {
  let end = name.variantAt ?? name.words.length;
  // A grade of size may follow the shape ("Macaroni Elbow Large 4x400g").
  while (end > 1 && PASTA_GRADES.has(name.words[end - 1] ?? '')) end -= 1;
  if (!DRY_PASTA_SHAPES.has(name.words[end - 1] ?? '')) return false;
  return !name.words.some((word) => TINNED_PASTA_WORDS.has(word) || TIN_WORDS.has(word));
}

/**
 * Cooking chocolate, or chocolate chips, drops or chunks, with "milk" after them as their kind
 * ("Belgian Cooking Chocolate, Milk", "Chocolate Drops Milk 100g" were Dairy & Eggs as milk):
 * the shops' lists name a chocolate's kind after it, as "Cooking Chocolate, White". Bare
 * "Chocolate Milk" is the drink, and nothing sold by volume is read so.
 */
const CHOCOLATE_THEN_MILK =
  /\b((?:cooking|cooks'?|baking)\s+chocolate|chocolate\s+(?:chips?|drops?|chunks?|buttons?|curls?))\s*,?\s+milk\b(?!\s+(?:drink|shake|powder))/i;

/** The title with a chocolate's kind "milk" read before it ("Milk Cooking Chocolate"), or null. */
function chocolateKindFirst(text: string): string | null {
  const found = CHOCOLATE_THEN_MILK.exec(text);
  if (found === null || LIQUID_VOLUME.test(text)) return null;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  return `${before}Milk ${found[1] ?? ''}${after}`;
}

/** Cuts and preparations of a sweet pepper a title names beside it. */
const PEPPER_CUTS = String.raw`(?:strips?|slices?|sliced|diced|halves|halved|quarters|rings|chopped|stuffed|pickled|roasted|chargrilled|grilled)`;

/**
 * The sizes that may end a title after a cut pepper ("500g", "1.5kg", "2 pack", a multipack's "2 x
 * 250g"): each run of figures read whole (not split into shorter runs, which tried every split of
 * a long run), and an "x" between two.
 */
const PEPPER_SIZES = String.raw`\s*(?:[\d.,]+(?![\d.,])\s*(?:(?:g|kg|pack|pcs)(?![a-z])\s*)?(?:[x×]\s*(?=\d))?)*$`;

/** A singular "pepper" with its cut ending the title, its size aside ("Pepper Strips 500g"). */
const CUT_PEPPER = new RegExp(
  String.raw`\b(jalapeno\s+)?pepper(?=\s+${PEPPER_CUTS}${PEPPER_SIZES})|(?<=\b${PEPPER_CUTS}\s+)(jalapeno\s+)?pepper(?=${PEPPER_SIZES})`,
  'i',
);

/** Words of the spice pepper, or a seasoning or sauce made with it. */
const PEPPER_SPICE_WORDS =
  /\b(?:ground|cracked|crushed|black|white|pink|cayenne|lemon|salt|seasoning|steak|grinder|mill|sauce|peppercorns?|whole|szechuan|sichuan|long)\b/i;

/**
 * A singular pepper named with its cut last is the sweet pepper ("Pepper Strips 500g", "Diced
 * Pepper 500g", "Pickled Pepper 300g" were Spices as black pepper): the spice is sold ground,
 * cracked or whole, never in strips, halves or rings. Read as "peppers", and a jalapeño's as the
 * jalapeño ("Jalapeno Pepper Slices" as "Jalapeno Slices"). The spice's words keep the spice.
 */
function cutPepper(text: string): string | null {
  if (PEPPER_SPICE_WORDS.test(text)) return null;
  const found = CUT_PEPPER.exec(text);
  // A name the catalogue has keeps its reading ("roasted pepper" is the jar's).
  if (found === null || aisleCatalogue().has(readName(text).words.join(' '))) return null;
  const chilli = found[1] ?? found[2];
  const read = chilli === undefined ? 'Peppers' : chilli.trim();
  return `${text.slice(0, found.index)}${read}${text.slice(found.index + found[0].length)}`;
}

/**
 * How a multipack is wrapped, which a grocer's title may say after the product ("… Water Shrink
 * Wrap 330ml"): packaging, not food, so "wrap" is no tortilla wrap. ("Poly bag" was tried and
 * left: it moved a held-out title wrong.)
 */
const PACKAGING_WORDS =
  /\b(?:(?:shrink|flow|film|cling)[\s-]*wrap(?:ped)?|shrink[\s-]*pack(?:ed)?)\b/gi;

/** The title without the words for how it is wrapped (PACKAGING_WORDS), or null if it has none. */
function packagingDropped(text: string): string | null {
  const dropped = text.replace(PACKAGING_WORDS, ' ');
  if (dropped === text) return null;
  const rest = dropped.replace(/\s+/g, ' ').trim();
  return /[a-z]/i.test(rest) ? rest : null;
}

/**
 * Aisles of the foods shops abroad name their country of origin after: fresh produce, dried fruit
 * and nuts, grains, spices, oils, jars and tins, and cheeses (DAIRY_AND_EGGS only for a cheese).
 */
const ORIGIN_NAMED_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>([
  'FRUIT',
  'VEGETABLES',
  'TINNED_AND_JARRED',
  'PASTA_AND_GRAINS',
  'SPICES',
  'HERBS',
  'BAKING',
  'OILS_AND_VINEGARS',
  'DAIRY_AND_EGGS',
]);

/** Countries of origin that the reader would take for a food: a chilli, the bird. */
const ORIGIN_COUNTRY = /\b(?:chile|turkey)\b(?!.*\b(?:chile|turkey)\b)/i;

/**
 * Words that, right before "chile" or "turkey", make it the food: its colour, heat, cut or
 * cooking ("Green Chile", "Smoked Turkey", "Butter Basted Turkey", "Wafer Thin Turkey") or a
 * word joining it to another food ("Cranberry and Turkey").
 */
const BEFORE_FOOD_NOT_COUNTRY: ReadonlySet<string> = new Set([
  'and',
  'with',
  'or',
  'in',
  'of',
  'de',
  'con',
  'green',
  'red',
  'yellow',
  'hot',
  'sweet',
  'mild',
  'dried',
  'roasted',
  'roast',
  'smoked',
  'sliced',
  'ground',
  'minced',
  'diced',
  'chopped',
  'crushed',
  'whole',
  'fresh',
  'frozen',
  'cooked',
  'basted',
  'glazed',
  'honey',
  'thin',
  'shaved',
  'carved',
  'breaded',
  'marinated',
  'seasoned',
  'stuffed',
  'wild',
]);

/**
 * The title without "Chile" or "Turkey" ending it, when that word follows a food as the country
 * it comes from, as shops abroad name it ("Grapes Red Seedless Chile 500g", "Avocado Hass Chile",
 * "Black Olives Turkey 750g", "Cheese Akkawi Turkey 250g"), or null. The caller keeps the
 * reading without it only for foods named so (ORIGIN_NAMED_BUCKETS): "Sliced Mortadella Turkey"
 * and "Mince Turkey" are the bird's meat, "Green Chile" and "Smoked Turkey" the foods themselves.
 */
function originDropped(text: string, name: NameWords): string | null {
  const end = name.variantAt ?? name.words.length;
  const last = name.words[end - 1];
  if (end < 2 || (last !== 'chile' && last !== 'turkey')) return null;
  if (BEFORE_FOOD_NOT_COUNTRY.has(name.words[end - 2] ?? '')) return null;
  const found = ORIGIN_COUNTRY.exec(text);
  if (found === null) return null;
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z]/i.test(rest) ? rest : null;
}

/**
 * The reading of a title with its country of origin dropped (originDropped), when that is a
 * food named so; a dairy food only when it is a cheese. Its confidence is the keyword rules'.
 */
function readFromAbroad(text: string, name: NameWords, tinnedLine: boolean): AisleMatch | null {
  const rest = originDropped(text, name);
  if (rest === null) return null;
  const read = classifyName(rest, tinnedLine);
  // Fish and meat named before Chile come from it ("Sea Bass Chile", "Salmon Fillet Chile"):
  // a chilli after them would be their flavour, no more the greengrocer's. Before Turkey, the
  // meat is the bird's ("Sliced Mortadella Turkey").
  const fromChile =
    read.bucket === 'MEAT_AND_FISH' &&
    name.words[(name.variantAt ?? name.words.length) - 1] === 'chile';
  if (read.source === 'default' || !(ORIGIN_NAMED_BUCKETS.has(read.bucket) || fromChile)) {
    return null;
  }
  if (read.bucket === 'DAIRY_AND_EGGS' && !name.words.includes('cheese')) return null;
  // Read by its words, not as a catalogue name: the title itself is none.
  return match(read.bucket, KEYWORD_CONFIDENCE, 'keyword');
}

const classifyName = (text: string, tinnedLine: boolean): AisleMatch => {
  const unwrapped = packagingDropped(text);
  if (unwrapped !== null) return classifyName(unwrapped, tinnedLine);
  const milkFirst = chocolateKindFirst(text);
  if (milkFirst !== null) return classifyName(milkFirst, tinnedLine);
  const sweetPepper = cutPepper(text);
  if (sweetPepper !== null) {
    // Read by its words, not as a catalogue name: the title itself is none.
    const read = classifyName(sweetPepper, tinnedLine);
    return read.source === 'catalogue' ? match(read.bucket, KEYWORD_CONFIDENCE, 'keyword') : read;
  }
  const name = spellChecked(readName(text));
  const fromAbroad = readFromAbroad(text, name, tinnedLine);
  if (fromAbroad !== null) return fromAbroad;
  const frozenPack = !tinnedLine && /x/i.test(text) && freezerVegetableMultipack(name, text);
  const tinned =
    tinnedLine ||
    (/x/i.test(text) && TIN_MULTIPACK.test(text) && !dryPastaMultipack(name) && !frozenPack);
  const key = name.words.join(' ');
  const chunks = madeWithout(chunksOf(name.words, name.written, possessiveWords(text)), name);
  const whole = aisleCatalogue().get(key);
  const wholeConfidence = wholeNameConfidence(text, key);
  const wholeHead = chunks[chunks.length - 1] ?? null;
  // The whole name's aisle, read as the head would be ("Mints" are sweets, not the herb).
  const base =
    whole !== undefined && wholeConfidence !== null
      ? {
          bucket: wholeHead === null ? whole.bucket : headBucket(wholeHead, name),
          head: wholeHead,
        }
      : baseBucket(name, chunks, text);
  const sized = (tinSized: boolean) =>
    formBucket(base.bucket, name, base.head, tinned || (tinSized && TIN_SIZE.test(text)));
  const tinSizable =
    TIN_SIZED.has(base.bucket) &&
    (base.bucket !== 'FROZEN' || headHas(name, base.head, FREEZER_BAG_WORDS)) &&
    !freshMushrooms(name, base.head) &&
    !freshTomatoes(name, base.head) &&
    !freshOnlyProduce(name, base.head) &&
    !cookedSide(name) &&
    !saysChiller(name);
  let moved = sized(tinSizable && /\d\s*g/i.test(text));
  if (
    moved === 'TINNED_AND_JARRED' &&
    !tinned &&
    headHas(name, base.head, PULSE_WORDS) &&
    !headHas(name, base.head, BAKED) &&
    !name.words.some((word) => TIN_WORDS.has(word)) &&
    !packedIn(name.words) &&
    base.head?.packed !== true &&
    DRIED_PULSE_SIZE.test(text)
  ) {
    moved = 'PASTA_AND_GRAINS';
  }
  if (jalapenoJar(moved, name, base.head, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && favaTin(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (
    moved !== null &&
    !tinned &&
    base.head?.packed !== true &&
    !packedIn(name.words) &&
    !name.words.some((word) => TIN_WORDS.has(word)) &&
    (frozenBag(moved, name, base.head, text) || frozenFruitBag(moved, name, chunks, text))
  ) {
    moved = 'FROZEN';
  }
  if (moved !== null && frozenFishBag(moved, name, text)) moved = 'FROZEN';
  if (moved !== null && !tinned && roastPotatoesCooked(moved, name)) moved = 'FROZEN';
  if (moved !== null && !tinned && garlicBread(moved, name)) moved = 'FROZEN';
  if (moved !== null && !tinned && frozenPrawnBag(moved, name, chunks, text)) moved = 'FROZEN';
  if (moved !== null && !tinned && preparedFrozen(moved, name, chunks, base.head, text))
    moved = 'FROZEN';
  if (moved !== null && cheeseBurger(moved, name, chunks, base.head)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && !tinned && freezerQuarterPounders(moved, name)) moved = 'FROZEN';
  if (moved !== null && !tinned && freezerBurgerPacks(moved, name, text)) moved = 'FROZEN';
  if (moved !== null && !tinnedLine && groundMeatBlock(moved, name, text)) moved = 'FROZEN';
  if (!tinned && kababSpelt(moved, name)) moved = 'FROZEN';
  if (moved !== null && !tinned && freezerMeatSpelt(moved, name, text)) moved = 'FROZEN';
  if (moved !== null && !tinned && freezerPies(moved, name, chunks, base.head)) moved = 'FROZEN';
  if (moved !== null && !tinned && crustPizza(moved, name)) moved = 'FROZEN';
  if (!tinned && styledPizza(moved, name, chunks)) moved = 'FROZEN';
  if (!tinned && wrappedDishFirst(moved, name, chunks)) moved = 'FROZEN';
  if (!tinned && meatlessBurgerFirst(moved, name, chunks)) moved = 'FROZEN';
  if (frozenPack && !saysChiller(name)) moved = 'FROZEN';
  if (moved !== null && !tinned && cheeseAndFlavours(name, chunks)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && savouryBiscuits(moved, name, chunks)) moved = 'BAKING';
  if (moved !== null && !tinned && instantMash(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && !tinnedLine && hydrationDrink(name)) moved = 'PANTRY';
  if (moved !== null && !tinned && fruitDrinkByStrength(moved, text)) moved = 'PANTRY';
  if (moved !== null && !tinned && tinOfFishOrPulses(moved, name, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && !tinned && crushedChilli(moved, name, base.head, text)) moved = 'SPICES';
  if (moved !== null && !tinned && crushedGarlicJar(moved, name, base.head, text)) moved = 'SAUCES';
  if (moved !== null && !tinned && cucumberJar(moved, name, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && beetrootJar(moved, name, base.head)) moved = 'TINNED_AND_JARRED';
  if (!tinned && pickledByName(moved, name)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && !tinned && artichokeJar(moved, name, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && !tinned && stuffedPeppers(moved, name, chunks, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && antipastiJar(moved, name, chunks, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && !tinned && chilledCustard(moved, name, base.head, text)) {
    moved = 'DAIRY_AND_EGGS';
  }
  if (moved !== null && drinkMix(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && !tinned && tomatoTin(moved, name, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && !tinned && oilyFishIn(moved, name)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && !tinned && whiteFishInSauce(moved, base.bucket, name)) {
    moved = base.bucket ?? moved;
  }
  if (moved !== null && flavouredTomatoTin(moved, name, chunks, base.head, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  // A fruit or vegetable the catalogue has by one word is no juice bought as the fruit ("Tesco
  // Mango 1L" is a drink; "lemon juice" is bought as lemons).
  const oneWord = base.head !== null && base.head.end - base.head.start === 1;
  const wholeJuice = wholeConfidence !== null && !oneWord;
  if (moved !== null && !tinned && lollyMultipack(moved, text)) moved = 'FROZEN';
  if (moved !== null && !tinned && drinkByVolume(moved, wholeJuice, text)) {
    moved = 'PANTRY';
  }
  if (moved !== null && fruitMixDrink(moved, name, base.head, text)) moved = 'PANTRY';
  if (moved !== null && fruitSquash(moved, name, chunks, base.head, text)) moved = 'PANTRY';
  if (moved !== null && dietDrink(moved, name, base.head, text)) moved = 'PANTRY';
  if (moved !== null && teaBags(moved, name, text)) moved = 'PANTRY';
  if (hotDrinkBeforeFlavours(moved, name, chunks)) moved = 'PANTRY';
  if (moved !== null && drinkSyrup(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && saltAndVinegar(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && juiceBits(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && dairyFreeDrink(moved, name, base.head, text)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && !tinned && bakedBeansWith(moved, name, chunks)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (moved !== null && brandedFruitPair(moved, name, chunks, text)) moved = 'PANTRY';
  if (moved !== null && !tinned && fruitSnack(moved, name, text)) moved = 'BAKING';
  if (moved !== null && freshFruitSnackPack(moved, name, chunks, text)) moved = 'FRUIT';
  if (moved !== null && !tinned && fruitItself(moved, name, base.head)) moved = 'BAKING';
  if (moved !== null && !tinned && bakedFruit(moved, name, base.head)) moved = 'BAKING';
  if (moved !== null && fruitMixPot(moved, name, base.head, text)) moved = 'FRUIT';
  if (moved !== null && packetMix(moved, name, chunks, text)) moved = 'SPICES';
  if (moved !== null && soupBroth(moved, name, base.head, text)) moved = 'TINNED_AND_JARRED';
  if (moved !== null) moved = soupNamed(moved, name, chunks) ?? moved;
  if (moved !== null && instantNoodleSoup(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (moved !== null && !tinned && stewedTin(moved, name, base.head)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && !tinned && snackPulses(moved, name)) moved = 'PANTRY';
  if (moved !== null && crispFlavourPair(moved, name, chunks, base.head)) moved = 'PANTRY';
  if (moved !== null) moved = herbFlavour(moved, name, chunks, base.head) ?? moved;
  if (moved !== null && chocolateDrink(moved, name, base.head, text)) moved = 'PANTRY';
  if (moved !== null && eatingChocolate(moved, name, chunks, base.head, text)) moved = 'PANTRY';
  if (moved !== null && chocolateCoated(moved, name, base.head)) moved = 'PANTRY';
  if (moved !== null && coatedFruit(moved, name, base.head)) moved = 'BAKING';
  if (moved !== null && chocolateWithNuts(moved, name, base.head, text)) moved = 'PANTRY';
  if (moved !== null && bakingChocolate(moved, name, base.head)) moved = 'BAKING';
  if (!tinned && cocoaCereal(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (moved !== null && noSaltTin(moved, name, base.head, text)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && !tinned && meatPuddingTin(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && packedWithoutIn(moved, name)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && usFruitTin(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (moved !== null && drainedWeight(moved, text)) moved = 'TINNED_AND_JARRED';
  if (moved !== null) moved = dishOf(moved, name, chunks, base.head, text) ?? moved;
  if (moved !== null && chocolateFruit(moved, name, base.head)) moved = 'PANTRY';
  if (moved !== null && !tinned && freezerShop(moved, name)) moved = 'FROZEN';
  if (moved !== null && producedFlavour(moved, name, base.head)) moved = 'PANTRY';
  if (moved !== null && snackBar(moved, name, chunks)) moved = 'PANTRY';
  if (moved !== null && bakedBar(moved, name)) moved = 'BAKING';
  if (sweetBake(moved, name, chunks)) moved = 'BAKING';
  if (!tinned && singleStrudel(moved, name, text)) moved = 'BAKING';
  if ((moved === 'PANTRY' || moved === null) && chocolateBiscuits(name)) moved = 'BAKING';
  if (moved !== null && filledCones(moved, name, text)) moved = 'FROZEN';
  if (!tinned && iceCreamSticks(moved, name, text)) moved = 'FROZEN';
  if (moved !== null && chocolateEgg(moved, name, chunks, text)) moved = 'PANTRY';
  if (moved !== null && flavouredCones(moved, name)) moved = 'FROZEN';
  if (moved !== null && crispsCalledChips(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && puffedCakesFirst(moved, name, chunks)) moved = 'PANTRY';
  if (moved !== null && seasonedNuts(moved, name)) moved = 'PANTRY';
  if (moved !== null && !tinned && iceCreamNamed(moved, name)) moved = 'FROZEN';
  if (!tinned && vanillaPortion(moved, name, text)) moved = 'FROZEN';
  if (!tinned && iceCreamCup(moved, name, text)) moved = 'FROZEN';
  if (!tinned && lollySplit(moved, name, text)) moved = 'FROZEN';
  if (!tinned && lolliesByVolume(moved, name, text)) moved = 'FROZEN';
  if (!tinned && sweetIceMultipack(moved, name, text)) moved = 'FROZEN';
  if (sweetLollies(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && drinkFlavour(moved, name, base.head)) moved = 'PANTRY';
  if (moved !== null && fruitSyrup(moved, name)) moved = 'PANTRY';
  if (moved !== null) moved = sweetDrinkFlavour(moved, name, chunks, base.head) ?? moved;
  if (moved !== null && !tinnedLine && drinkContainer(moved, base.bucket, name, base.head))
    moved = 'PANTRY';
  if (moved !== null && stockNamedFirst(moved, name)) moved = 'PANTRY';
  if (moved !== null && mintSweets(moved, name)) moved = 'PANTRY';
  if (moved !== null && !tinned && chipShopStyle(moved, name)) moved = 'FROZEN';
  if (moved !== null && !tinned && seasonedOvenChips(moved, base.head, name, text)) {
    moved = 'FROZEN';
  }
  if (moved !== null && !tinned && sweetPotatoChips(moved, name, text)) moved = 'FROZEN';
  if (moved !== null && !tinned && SAVOURY_BAKES.test(text)) moved = 'FROZEN';
  if (moved !== null && bottleDrink(moved, text)) moved = 'PANTRY';
  if (moved !== null && cannedDrinkOil(moved, name, text)) moved = 'PANTRY';
  if (drinkCan(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && !tinned && meatInGravy(moved, base.bucket, name, text)) {
    moved = 'MEAT_AND_FISH';
  }
  if (cheeseBlock(moved, name, text)) moved = 'DAIRY_AND_EGGS';
  if (barOfCheese(moved, name, chunks, text)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && sweetPack(moved, name)) moved = 'PANTRY';
  if (moved !== null && sweetsNamed(moved, name)) moved = 'PANTRY';
  if (moved !== null && !tinned && eclairSweets(moved, name)) moved = 'PANTRY';
  if (moved !== null && !tinned && sweetRoll(moved, name)) moved = 'PANTRY';
  if (moved !== null && candyMelts(name)) moved = 'BAKING';
  else if (moved !== null && candyFruit(moved, name)) moved = 'PANTRY';
  if (moved !== null && !tinned && fruitSweetBag(moved, name, text)) moved = 'PANTRY';
  if (moved !== null && creamLiqueur(moved, name)) moved = 'PANTRY';
  if (!tinned && pastaAndSaucePacket(name)) moved = 'PASTA_AND_GRAINS';
  if (moved !== null && countedHotDogs(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && dishSachet(moved, name, text)) moved = 'SPICES';
  if (!tinned && cookInBag(moved, name, text)) moved = 'SPICES';
  if (!tinned && flavouredMeatSachet(moved, name, text)) moved = 'SPICES';
  if (!tinned && noodlesFlavoured(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (!tinned && bensRice(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (!tinned && cerealShape(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (!tinned && readyMeal(moved, name, text)) moved = 'FROZEN';
  if (!tinned && friedRiceBag(moved, name, text)) moved = 'FROZEN';
  if (!tinned && bakeByVolume(moved, name, text)) moved = 'FROZEN';
  if (!tinned && chipCut(moved, name, text)) moved = 'FROZEN';
  if (!tinned && (partyFood(moved, name) || meatLollipop(moved, name))) moved = 'FROZEN';
  if (!tinned && peasAndSweetcorn(moved, name, text)) moved = 'FROZEN';
  if (!tinned) moved = macAndCheese(moved, name) ?? moved;
  if (moved !== null && !tinned && dessertPot(moved, name, chunks)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && chilledPot(moved, name)) moved = 'DAIRY_AND_EGGS';
  if (moved !== null && waferThinMeat(moved, name, chunks)) moved = 'MEAT_AND_FISH';
  if (!tinned && mealKit(moved, name)) moved = 'SAUCES';
  if (!tinned && plantMilkDrink(moved, name)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && plantMilkNamed(moved, name, text)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && soupMakersTin(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && soupPairTin(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (jamMakersJar(moved, name, chunks, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && chocolateMakersBar(moved, name, text)) moved = 'PANTRY';
  if (chocolateTruffles(moved, name)) moved = 'PANTRY';
  if (!tinned && namedSweetBar(moved, name, text)) moved = 'PANTRY';
  if (cerealBarMaker(moved, name)) moved = 'PANTRY';
  if (!tinned && snackShape(moved, name)) moved = 'PANTRY';
  if (!tinned && spiralisedVegetable(moved, name)) moved = 'VEGETABLES';
  if (vegetableGhee(moved, name)) moved = 'OILS_AND_VINEGARS';
  if (butterBlend(moved, name)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && meatCutFlavoured(moved, name, chunks)) moved = 'MEAT_AND_FISH';
  if (!tinned && bakedFlavoured(moved, name, chunks)) moved = 'BAKING';
  if (!tinned) moved = filledWith(moved, name, chunks) ?? moved;
  if (jamBeforeFruit(moved, name, chunks, base.head)) moved = 'TINNED_AND_JARRED';
  if (dairyOfAnimals(moved, name, chunks)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && meatForStirFry(moved, name, chunks, text)) moved = 'MEAT_AND_FISH';
  if (!tinned && vegetableDressed(moved, name, chunks, text)) moved = 'VEGETABLES';
  if (!tinned && jarSauceDish(moved, name, chunks, text)) moved = 'SAUCES';
  if (!tinned && sauceBeforeFlavours(moved, name, chunks)) moved = 'SAUCES';
  if (olivesBeforeFlavours(moved, name, chunks)) moved = 'TINNED_AND_JARRED';
  if (flavoursOfSnack(moved, name, chunks, text)) moved = 'PANTRY';
  if (!tinned && bakeBeforeFlavours(moved, name, chunks)) moved = 'BAKING';
  if (breadBeforeDip(moved, name, chunks)) moved = 'BAKING';
  if (!tinned && cerealBeforeFlavours(moved, name, chunks)) moved = 'PASTA_AND_GRAINS';
  if (!tinned && coffeeBeans(moved, name)) moved = 'PANTRY';
  if (choppedPorkAndHam(moved, name)) moved = 'TINNED_AND_JARRED';
  if (!tinned && fruitCrush(moved, name)) moved = 'PANTRY';
  if (dairyMakersBakedBeans(moved, name)) moved = 'TINNED_AND_JARRED';
  if (!tinned && sweetChilliBottle(moved, name, chunks, text)) moved = 'SAUCES';
  if (vinegarNamedFirst(moved, name)) moved = 'OILS_AND_VINEGARS';
  if (oilNamedFirst(moved, name, chunks)) moved = 'OILS_AND_VINEGARS';
  if (pastaNamedBeforeEgg(moved, name, chunks)) moved = 'PASTA_AND_GRAINS';
  if (burgerCheese(moved, name, chunks)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && tomatoPairSauce(moved, name, chunks, text)) moved = 'SAUCES';
  if (!tinned && namedPastaSauce(moved, name, chunks)) moved = 'SAUCES';
  if (!tinned && stirFrySauce(moved, name, chunks, text)) moved = 'SAUCES';
  if (!tinned && bottleSauceNamed(moved, name, chunks, text)) moved = 'SAUCES';
  if (biscuitMakersTitle(moved, name)) moved = 'BAKING';
  if (homeBakingMakersTitle(moved, name)) moved = 'BAKING';
  if (!tinned && driedHerbJar(moved, name, text)) moved = 'SPICES';
  if (!tinned && riceNamedByKind(moved, name, text)) moved = 'PASTA_AND_GRAINS';
  if (!tinned && sweetcornByCount(moved, name, text)) moved = 'VEGETABLES';
  if (!tinned && butteredSweetcorn(moved, name)) moved = 'VEGETABLES';
  if (!tinned && sweetcornKindFirst(moved, name)) moved = 'VEGETABLES';
  if (!tinned && (podBeans(moved, name) || podPeas(moved, name))) moved = 'VEGETABLES';
  if (!tinned && peasByTinWeight(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && freezerFlatbread(moved, name, text)) moved = 'FROZEN';
  if (stockCubes(moved, name, text)) moved = 'PANTRY';
  if (!tinned && slowCookedMeat(moved, name, chunks)) moved = 'MEAT_AND_FISH';
  if (!tinned && meatAndDip(moved, name, chunks)) moved = 'MEAT_AND_FISH';
  if (!tinned && vegetableDip(moved, name)) moved = 'PANTRY';
  if (!tinned && dairySnackPortions(moved, chunks, name, text)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && dairyBeforeFlavours(moved, name, chunks)) moved = 'DAIRY_AND_EGGS';
  if (!tinned && cheeseSnackBag(moved, name, chunks, text)) moved = 'PANTRY';
  if (!tinned && chilliSnackBag(moved, name, chunks, text)) moved = 'PANTRY';
  if (!tinned && sauceFlavouredSnack(moved, name, chunks, text)) moved = 'PANTRY';
  if (luncheonMeatOf(moved, name)) moved = 'TINNED_AND_JARRED';
  if (!tinned && fishFilletsUnnamed(moved, name, chunks, text)) moved = 'FROZEN';
  if (sweetKindFirst(moved, name, chunks)) moved = 'PANTRY';
  if (editionFlavour(moved, name)) moved = 'PANTRY';
  if (piecesAndStems(moved, name)) moved = 'TINNED_AND_JARRED';
  if (!tinned && potatoShapes(moved, name)) moved = 'FROZEN';
  if (!tinned && fruitGlaze(moved, name, chunks, text)) moved = 'OILS_AND_VINEGARS';
  if (drinkMakersOil(moved, name, chunks, text)) moved = 'OILS_AND_VINEGARS';
  if (coffeeWithPlantMilk(moved, name)) moved = 'PANTRY';
  if (biscuitBeforeFlavours(moved, name, chunks)) moved = 'BAKING';
  if (healthClaimDrink(moved, name)) moved = 'PANTRY';
  if (glaceFruit(moved, name)) moved = 'BAKING';
  if (fruitCocktailTin(moved, name)) moved = 'TINNED_AND_JARRED';
  if (fruitCocktailDrink(moved, name, text)) moved = 'PANTRY';
  if (!tinned && chilledChipTray(moved, name, text)) moved = 'VEGETABLES';
  if (!tinned && sweetRoulade(moved, name)) moved = 'FROZEN';
  if (whippingCream(moved, name)) moved = 'DAIRY_AND_EGGS';
  if (cookiesAndCream(moved, name)) moved = 'PANTRY';
  if (!tinned && pizzaMix(moved, name)) moved = 'BAKING';
  if (!tinned && vegetableSoupMix(moved, name, chunks, text)) moved = 'VEGETABLES';
  if (pulseRecipeCan(moved, name, chunks, text)) moved = 'TINNED_AND_JARRED';
  if (!tinned && cutGreenBeans(moved, name, text)) moved = 'TINNED_AND_JARRED';
  if (creamSandwich(moved, name, chunks)) moved = 'BAKING';
  if (!tinnedLine && vegetableJarByVolume(moved, base.bucket, base.head, name, text)) {
    moved = 'TINNED_AND_JARRED';
  }
  if (!tinned) moved = kebabOf(moved, name, chunks) ?? moved;
  if (!tinned && meatAndCheeseSelection(moved, name, chunks)) moved = 'MEAT_AND_FISH';
  if (!tinned && bakingMixNamedFirst(moved, name)) moved = 'BAKING';
  if (!tinned && foodColourNamedFirst(moved, name)) moved = 'BAKING';
  if (householdGoods(name)) moved = 'PANTRY';
  if (SUPPLEMENT_PACK.test(text)) moved = 'PANTRY';
  if (babyGoods(name, text)) moved = 'PANTRY';
  // Nothing known but a can sold by volume is a can of drink ("Cocktail Cans 10x250ml"): tins of
  // food are sold by weight, and coconut milk, sold by volume, is known.
  if (
    base.bucket === null &&
    moved === 'TINNED_AND_JARRED' &&
    !tinnedLine &&
    PACK_VOLUME.test(text)
  ) {
    moved = 'PANTRY';
  }
  // Nothing known but wedges, or a tin's food made into fritters: the freezer's (see friedFrozen).
  if (!tinned && friedFrozen(moved, name)) return match('FROZEN', KEYWORD_CONFIDENCE, 'keyword');
  // Nothing known but a baker in the maker's name ("Karaway Bakery Super Rye"), or a loaf's
  // slicing or flour ("Thick Sliced Wholemeal 800G", "Toastie White 800G"): bread.
  if (
    moved === null &&
    name.words.some(
      (word, at) =>
        BAKER_NAME_WORDS.has(word) ||
        LOAF_WORDS.has(word) ||
        (word === 'sliced' && SLICE_WORDS.has(name.words[at - 1] ?? '')),
    )
  ) {
    return match('BAKING', KEYWORD_CONFIDENCE, 'keyword');
  }
  if (moved === null && loafByKind(name, text))
    return match('BAKING', KEYWORD_CONFIDENCE, 'keyword');
  // Nothing known but "antipasto", the Italian singular: a pack of cured meats ("No.1 Antipasto
  // Misto 120g", "Calabrian Antipasto Platter 90g" were Pantry). The shops' "antipasti", the
  // plural, are the deli pots of olives and vegetables (the catalogue's jars).
  if (moved === null && name.words.includes('antipasto')) {
    return match('MEAT_AND_FISH', KEYWORD_CONFIDENCE, 'keyword');
  }
  // Nothing known but a country's selection or tapas platter, a deli pack: cured meats.
  if (moved === null && countrySelection(name, text)) {
    return match('MEAT_AND_FISH', KEYWORD_CONFIDENCE, 'keyword');
  }
  // Nothing known but slices with their fat said: the dairy's cheese slices (see fatSlices).
  if (moved === null && fatSlices(name, text)) {
    return match('DAIRY_AND_EGGS', KEYWORD_CONFIDENCE, 'keyword');
  }
  if (moved === null) return match('PANTRY', DEFAULT_CONFIDENCE, 'default');
  if (wholeConfidence !== null && moved === base.bucket) {
    return match(moved, wholeConfidence, 'catalogue');
  }
  return match(moved, KEYWORD_CONFIDENCE, 'keyword');
};

/** The last words of a deli counter's sharing pack ("Selection", "Platter", "Selection Platter"). */
const SHARING_PACK_WORDS: ReadonlySet<string> = new Set(['selection', 'platter', 'board']);

/** Countries and words that name a deli pack of cured meats by where it is from. */
const DELI_ORIGIN_WORDS: ReadonlySet<string> = new Set([
  'italian',
  'spanish',
  'french',
  'german',
  'continental',
  'tapas',
  'charcuterie',
]);

/** A claim of a food's fat: low, full, half or reduced fat, fat free, light or lite. */
const FAT_CLAIM = /\b(?:(?:low|full|half|reduced)[\s-]*fat|fat[\s-]*free|light|lite)\b/i;

/**
 * Slices named with their fat and nothing else known are cheese slices ("Almarai Slices Low
 * Fat 400g", "Al Rawabi Low Fat Slice 200g" were Pantry by default): the dairies name their
 * processed slices so, while sliced meat, bread and fruit name the meat, loaf or fruit.
 */
function fatSlices(name: NameWords, text: string): boolean {
  return name.words.includes('slice') && FAT_CLAIM.test(text);
}

/** Deli sharing packs weigh 60-200 g. */
const DELI_PACK_GRAMS = 250;

/** Whether the name's head ends with a sharing pack's word ("French Selection Platter"). */
function sharingPack(name: NameWords): boolean {
  const end = headEnd(name.words, name.variantAt);
  return SHARING_PACK_WORDS.has(name.words[end - 1] ?? '');
}

/**
 * A country's selection or a tapas platter with no food named, in a deli pack, is the cured
 * meats' ("Waitrose Spanish Tapas Platter 105g", "Unearthed French Selection 90g" and "Unearthed
 * Italian Selection 95g" were Pantry by default): the shops name their salami, ham and chorizo
 * packs so; a pack with its olives or cheeses named says so.
 */
function countrySelection(name: NameWords, text: string): boolean {
  if (!sharingPack(name) || !name.words.some((word) => DELI_ORIGIN_WORDS.has(word))) return false;
  const grams = packGrams(text);
  return grams !== null && grams <= DELI_PACK_GRAMS;
}

/**
 * Cured meat named before a cheese in a selection or platter is the charcuterie pack, Meat & Fish
 * ("Unearthed Beechwood Smoked Meat & Cheese Selection 120g", "M&S German Salami & Smoked Cheese
 * Selection" were Dairy by the cheese named last), as "Cheese & Meat Platter" is by its meat.
 */
function meatAndCheeseSelection(
  moved: Bucket | null,
  name: NameWords,
  chunks: readonly Chunk[],
): boolean {
  if (moved !== 'DAIRY_AND_EGGS' || !sharingPack(name) || saysFrozen(name)) return false;
  // The meat, "and", then the cheese (one word such as "Smoked" may stand before it).
  return chunks.some(
    (meat) =>
      !meat.phrase.brand &&
      meat.phrase.bucket === 'MEAT_AND_FISH' &&
      name.words[meat.end] === 'and' &&
      chunks.some(
        (cheese) =>
          cheese.phrase.bucket === 'DAIRY_AND_EGGS' &&
          lastWord(cheese, name.words) === 'cheese' &&
          cheese.start > meat.end &&
          cheese.start <= meat.end + 2,
      ),
  );
}

/**
 * Names repeat across recipes and rebuilds: each (name, tin or not) is classified once, in one
 * memo per pack so that the name itself is the key (no key string made per line).
 */
const classifyLoose = memoiseFromFirst((name: string) => classifyName(name, false));
const classifyTinned = memoiseFromFirst((name: string) => classifyName(name, true));

const TIN_LINE = /\b(?:tins?|cans?|tinned|canned|jars?|jarred)\b/i;

/** Whether the recipe line's pack is a tin or jar ("1 can sweetcorn", "400g can of chickpeas"). */
function inTinOrJar(context: AisleContext | undefined): boolean {
  if (context === undefined) return false;
  if (context.unit === 'can' || context.unit === 'jar' || context.unit === 'tin') return true;
  const line = context.line;
  if (line === undefined || !TIN_LINE.test(line)) return false;
  // Only the line before its first comma, without brackets: "(or frozen)" and notes say nothing.
  const head = line.slice(0, line.includes(',') ? line.indexOf(',') : line.length);
  return TIN_LINE.test(head.replace(/\([^)]*\)/g, ' '));
}

/**
 * The aisle of an ingredient or grocery name: a caller's catalogue (exact 0.8, lowercase 0.76),
 * the built-in catalogue's whole name (exact 0.8, folded 0.76), keyword rules and form words
 * (0.5), else PANTRY (0). `context` carries the recipe line's pack (a can or jar). Never throws.
 */
export function classifyAisle(
  name: string,
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
  context?: AisleContext,
): AisleMatch {
  const exact = catalogue.get(name);
  if (exact !== undefined) return match(exact, CATALOGUE_CONFIDENCE, 'catalogue');
  if (catalogue.size > 0) {
    const lower = name.toLowerCase();
    for (const [entry, bucket] of catalogue) {
      if (entry.toLowerCase() === lower) {
        return match(bucket, CATALOGUE_CONFIDENCE * CATALOGUE_LOWERCASE_FACTOR, 'catalogue');
      }
    }
  }
  const read = boundedName(name);
  if (inTinOrJar(context)) return classifyTinned(read);
  return classifyLoose(countedName(read, context));
}

/** A name longer than this is read only to here: no shop's title or list line is near it. */
const MAX_CLASSIFIED_LENGTH = 1000;

/**
 * A name with each run of blanks read as one space and cut at MAX_CLASSIFIED_LENGTH: a long run
 * of blanks made the rules' lookbehinds quadratic (5 KB of spaces, 0.6 s). The rules read
 * "\s+" between words, so a run reads as one space did.
 */
function boundedName(name: string): string {
  return boundedLine(collapseSpaces(name, 'runs'), MAX_CLASSIFIED_LENGTH);
}

/**
 * Names that, counted with no unit, are another thing (as foods.tsv's `counted=` flag says for
 * the food model): "1 pepper, sliced" is a sweet pepper, since black pepper is never counted.
 */
const COUNTED_AS: ReadonlyMap<string, string> = new Map([['pepper', 'sweet pepper']]);

function countedName(name: string, context: AisleContext | undefined): string {
  const quantity = context?.quantity;
  if (quantity === undefined || quantity === null || !(quantity > 0)) return name;
  if (context?.unit !== null && context?.unit !== undefined) return name;
  return COUNTED_AS.get(name.trim().toLowerCase()) ?? name;
}
