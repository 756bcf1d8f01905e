/**
 * The words of a grocery name as the aisle catalogue keys them, so that "Tesco British Semi
 * Skimmed Milk 2.272L" and "semi-skimmed milk" meet: lower case, accents and punctuation gone,
 * pack sizes and shop names dropped, every word singular. Catalogue entries are read the same
 * way, so an entry may be written in either number ("chickpeas" and "chickpea" are one key).
 */
import { singularWord } from '../../ingredients/plural.ts';

/** Pack-size words: dropped wherever they stand ("6 x 25g", "4 Pack", "1 Litre", "Each"). */
const SIZE_WORDS: ReadonlySet<string> = new Set([
  'x',
  'pack',
  'packs',
  'pk',
  'multipack',
  'each',
  'loose',
  'approx',
  'g',
  // Grams and pieces as shops abroad write them after a space ("155 gm", "6 pcs"; session 76).
  'gm',
  'gms',
  'pc',
  'pcs',
  'pkt',
  'kg',
  'ml',
  'cl',
  'l',
  'ltr',
  'litre',
  'litres',
  'liter',
  'pint',
  'pints',
  'oz',
  'lb',
]);

/**
 * Shops, their own ranges and shelf-label praise: they say where a thing was bought or how it is
 * sold, not what it is. Written as the reader leaves them ("sainsbury's" → "sainsburys").
 */
const SHOP_WORDS: ReadonlySet<string> = new Set([
  'tesco',
  'sainsburys',
  'asda',
  'morrisons',
  'waitrose',
  'ocado',
  'aldi',
  'lidl',
  'coop',
  'finest',
  'deluxe',
  'original',
  'classic',
  'premium',
  'luxury',
  'everyday',
  'essential',
  'essentials',
  'value',
  'signature',
]);

/**
 * Claims on the label, not what the thing is: "Ketchup Reduced Sugar" is ketchup, "Dairy Free
 * Spread" a spread, "Sweetcorn No Salt No Sugar" and "Kidney Beans in Water No Added Salt Or
 * Sugar" are sweetcorn and beans, never seasoning, "Lemonade Zero Sugar" lemonade, never baking.
 * Removed as whole phrases: "no|zero [added] X [and|or [no] [added] Y]… [added]",
 * "reduced|low|lower|less|half X", "X free", X one of the claimed nutrients.
 */
const CLAIMED: ReadonlySet<string> = new Set([
  'salt',
  'sugar',
  'sugars',
  'fat',
  'sweetener',
  'sweeteners',
  'gluten',
  'dairy',
  'lactose',
  // Allergens a label says it has none of: "Gnocchi (No Eggs)", "Nut Free Spread".
  'egg',
  'eggs',
  'milk',
  'nut',
  'nuts',
  // Cured meats' "No Added Water" ("Back Bacon No Added Water" was Pantry as a water; session 70).
  'water',
]);
const CLAIM_BEFORE: ReadonlySet<string> = new Set(['reduced', 'low', 'lower', 'less', 'half']);
const CLAIM_JOINS: ReadonlySet<string> = new Set(['and', 'or']);
/** Words that start a "no X" claim: "No Added Sugar", and drinks' "Zero Sugar". */
const NO_WORDS: ReadonlySet<string> = new Set(['no', 'zero']);

/** How many words of a "no [added] X" claim start at `i` (0 when none). */
function noClaimLength(words: readonly string[], i: number): number {
  let j = i;
  if (NO_WORDS.has(words[j] ?? '')) j += 1;
  if (words[j] === 'added') j += 1;
  return j > i && CLAIMED.has(words[j] ?? '') ? j + 1 - i : 0;
}

/** How many words of a claim start at `i`, joined claims included (0 when none). */
function claimLength(words: readonly string[], i: number): number {
  const word = words[i] ?? '';
  const next = words[i + 1] ?? '';
  let length = 0;
  if (NO_WORDS.has(word)) length = noClaimLength(words, i);
  else if (CLAIM_BEFORE.has(word) && CLAIMED.has(next)) length = 2;
  // Not "Eggs Free Range": a hen's freedom, not a claim.
  else if (CLAIMED.has(word) && next === 'free' && words[i + 2] !== 'range') length = 2;
  if (length === 0) return 0;
  // "No Added Salt Or Sugar", "no salt and no sugar", "low fat and low sugar".
  for (;;) {
    const join = words[i + length] ?? '';
    // "No Salt Added", "No Salt Or Sugar Added" say it after the nutrients.
    if (join === 'added' && NO_WORDS.has(word)) return length + 1;
    if (!CLAIM_JOINS.has(join)) return length;
    const after = i + length + 1;
    const more = CLAIMED.has(words[after] ?? '') ? 1 : claimLength(words, after);
    if (more === 0) return length;
    length += 1 + more;
  }
}

/** The words of the claims: a name without one of them has no claim to remove. */
const CLAIM_WORDS: ReadonlySet<string> = new Set([
  ...CLAIMED,
  ...NO_WORDS,
  'free',
  ...CLAIM_BEFORE,
]);

/**
 * "All butter" says what a bake is made with, never that it is butter ("Croissants All Butter",
 * "Shortbread All Butter" were Dairy & Eggs; session 70): a claim, as "no added sugar" is.
 */
const allButterAt = (words: readonly string[], i: number): boolean =>
  words[i] === 'all' && words[i + 1] === 'butter';

function withoutClaims(words: string[]): string[] {
  const allButter = words.some((_, i) => allButterAt(words, i));
  const claims =
    words.some((word) => CLAIMED.has(word)) && words.some((word) => CLAIM_WORDS.has(word));
  if (!claims && !allButter) return words;
  const kept: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const length = allButterAt(words, i) ? 2 : claimLength(words, i);
    // A claim that is the whole name is the name ("salt", "sugar free"… as typed): kept.
    if (length === 0 || length === words.length) kept.push(words[i] ?? '');
    else i += length - 1;
  }
  return kept;
}

/** Plurals the ingredient reader keeps as written ("oats"), keyed as their singular here. */
const KEPT_PLURALS: Readonly<Record<string, string>> = {
  oats: 'oat',
  grits: 'grit',
  greens: 'green',
  // The frozen-fish maker Young's, not "young" ("Young Spinach", "Young Leaf" are produce).
  youngs: 'youngs',
};

/**
 * One word's catalogue form: singular, and "-ie" as "-y", since "shreddies" and "brownies" are
 * read as "shreddy" and "browny" and their singulars must meet them; "choc", as titles shorten
 * it ("Milk Choc Buttons", "Choc Mint"), as "chocolate".
 */
export function keyWord(word: string): string {
  if (word === 'choc') return 'chocolate';
  // Every plural rule needs a final "s": most words skip them.
  if (!word.endsWith('s')) {
    return word.length > 4 && word.endsWith('ie') ? `${word.slice(0, -2)}y` : word;
  }
  const singular = Object.hasOwn(KEPT_PLURALS, word)
    ? (KEPT_PLURALS[word] ?? word)
    : singularWord(word);
  return singular.length > 4 && singular.endsWith('ie') ? `${singular.slice(0, -2)}y` : singular;
}

/** A name read for the catalogue: its words, and each as written (lower case, not singular). */
export interface NameWords {
  readonly words: readonly string[];
  readonly written: readonly string[];
  /**
   * Where a product title's variant starts, after a spaced dash: "Chopped Tomatoes - A Hint of
   * Garlic", "Stir In Pasta Sauce - Tomato & Basil" (index into `words`; absent when none).
   */
  readonly variantAt?: number;
}

/** The marker a spaced dash leaves among the words (not a word: it has a space). */
const VARIANT = ' - ';

/** The catalogue's reading of a name (see the module comment). Never throws. */
export function readName(text: string): NameWords {
  // Most names (catalogue entries, normalised ingredient names) are plain lower-case words.
  const plain = /^[a-z ]*$/.test(text);
  const words = plain ? text.split(' ') : wordsOf(text);
  const kept = withoutClaims(
    words.filter(
      (word, at) =>
        word !== '' &&
        !SIZE_WORDS.has(word) &&
        !SHOP_WORDS.has(word) &&
        // A count "per pack" (Ocado's "4 per pack") is a size too.
        !(word === 'per' && SIZE_WORDS.has(words[at + 1] ?? '')),
    ),
  );
  const at = plain ? -1 : kept.indexOf(VARIANT);
  if (at < 0) return { words: kept.map(keyWord), written: kept };
  const written = kept.filter((word) => word !== VARIANT);
  const words2 = written.map(keyWord);
  // Only a dash with words on both sides marks a variant ("Peachie - Hazelnut…" has no head).
  return at > 0 && at < written.length
    ? { words: words2, written, variantAt: at }
    : { words: words2, written };
}

/** A size or count ("400g", "4x", "100%"), which the reading drops. */
const isNumber = (word: string) => /^[\d.%/]/.test(word) || /^x\d/.test(word);

/**
 * Lower case, no accents, "G&T" as "gin and tonic", "icecream" as "ice cream", "swissroll" as "swiss roll", "pop corn" as "popcorn", "fruitcocktail" as "fruit cocktail", "'n'" run into its words as a word ("Pasta'N'sauce"),
 * "&" as "and", apostrophes dropped, words after a slash dropped ("Cake/Muffin"), other marks as spaces, no numbers; a
 * size run into a word is split off ("Tomatoes227g"; not "a2 milk"). A spaced dash is kept as a marker. A
 * percentage's word at the end of the name is a content claim, not what the thing is: "Peanut
 * Butter 100% Nuts", "Dark Chocolate 70% Cocoa 100g", "Beef Mince 5% Fat".
 */
/**
 * Offer text a shop's title may carry, which says what it costs, not what it is: "Half Price",
 * "Clubcard Price", "Price Marked", "PMP £1.40", "Any 3 for £5", "2 for £3"; and the soft drinks
 * levy Sainsbury's notes on sugared drinks ("Root Beer 330ml (Sugar levy applied)").
 */
const OFFER_TEXT =
  /\b(?:half price|clubcard price|price[ -]?marked|special offer|pmp?|sugar levy applied|(?:any )?\d+ for £[\d.]+)(?![\w])/gi;

/**
 * "Picked" before a pickle's food, with no picking word before it (see wordsOf): how, when or where
 * produce is picked, any adverb among them ("Perfectly Picked", "Summer Picked", "Sun Picked").
 */
const PICKED_FOR_PICKLED =
  /(?<!\b(?:hand|fresh|just|garden|farm|field|tree|vine|sun|summer|spring|autumn|winter|early|late|ripe|wild|cherry|\w+ly)[\s-]+)\bpicked(?=\s+(?:mixed\s+)?(?:vegetable|onion|shallot|pepper|cucumber|gherkin|cabbage|beetroot|chilli|chillie|jalapeno|garlic|lemon|lime|turnip|mango|carrot|cauliflower|egg|walnut)s?\b)/g;

function wordsOf(text: string): string[] {
  const raw = text
    .replace(OFFER_TEXT, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bg ?& ?t\b/g, ' gin and tonic ')
    .replace(/([a-z])['’]n['’](?=[a-z])/g, '$1 n ')
    .replace(/&/g, ' and ')
    .replace(/\bicecream(s?)\b/g, 'ice cream$1')
    .replace(/\bswissroll(s?)\b/g, 'swiss roll$1')
    .replace(/\bpop corn\b/g, 'popcorn')
    .replace(/\bfruitcocktail(s?)\b/g, 'fruit cocktail$1')
    // A sauce cut short as titles cut it to fit a label ("Taco Sau", "Chilli Sce"), and a
    // tomato before its sauce, purée, paste or ketchup ("Sardines Tom Sau Green"; session 76).
    .replace(/\b(?:sau|sce)\b/g, 'sauce')
    .replace(/\btom(?= (?:sauce|puree|paste|ketchup)\b)/g, 'tomato')
    // "Picked" for "pickled" before what is pickled, as titles misspell it ("Esalat Picked
    // Vegetables 680g"); hand or freshly picked produce keeps it.
    .replace(PICKED_FOR_PICKLED, 'pickled')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9.%/\s–-]/g, ' ')
    // Words parted by a slash are one thing's other names, read as the first ("Cup Cake/Muffin",
    // "Beef Stir Fry/Stroganoff"): run together they were no word. A letter before the slash is
    // a word cut short ("L/Grass" lemon grass), and between numbers it is a fraction.
    .replace(/\b([a-z]{2,})(?:\/[a-z]+)+/g, '$1')
    .replace(/\s[-–]\s/g, ' ~ ')
    .replace(/–/g, ' ')
    .replace(/-/g, ' ')
    .replace(/([a-z])(\d+(?:\.\d+)?(?:g|kg|ml|l|cl)\b)/g, '$1 $2')
    .split(/\s+/);
  const words: string[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const word = raw[i] ?? '';
    if (word === '~') {
      words.push(VARIANT);
    } else if (word.endsWith('%') && /^\d/.test(word)) {
      // Skip the claimed word when only sizes (or nothing) follow it; after "in" it is what the
      // thing is packed in ("Peaches In 100% Juice").
      const packing = raw[i - 1] === 'in';
      const sizesAfter = raw
        .slice(i + 2)
        .every((rest) => rest === '' || isNumber(rest) || SIZE_WORDS.has(rest));
      if (sizesAfter && !packing) i += 1;
    } else if (word !== '' && !isNumber(word)) {
      words.push(word.replace(/[.%/]/g, ''));
    }
  }
  return words;
}

/** The catalogue key of a name: its words joined by single spaces. */
export function nameKey(text: string): string {
  if (!/^[a-z ]*$/.test(text)) return readName(text).words.join(' ');
  // Plain lower-case words (the catalogue's own entries): the same reading without the arrays.
  let key = '';
  for (const word of text.split(' ')) {
    if (word === '' || SIZE_WORDS.has(word) || SHOP_WORDS.has(word)) continue;
    if (CLAIMED.has(word)) return readName(text).words.join(' ');
    key = key === '' ? keyWord(word) : `${key} ${keyWord(word)}`;
  }
  return key;
}
