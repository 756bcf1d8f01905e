/**
 * Words a recognition engine misread on a photographed recipe, mended against the food words we
 * already have (issue 20): the aisle catalogue's names, its keyword rules, the ingredient
 * parser's units and preparation words. A word is changed only when it is not a known word and
 * one known confusion of print ("gauce" → "sauce", "preadcrumbs" → "breadcrumbs", "zesteq" →
 * "zested", "Cannellonj" → "Cannelloni") or marks standing for letters ("oi]" → "oil") make it
 * exactly one known word. Real words, numbers and amounts are left alone, and so is a word two
 * known words are equally near.
 *
 * Used on photos only (the scan screen's draft-from-lines.ts), so the vocabulary is read there
 * and not on pages that parse pasted text.
 */
import { PREPARATION_ADVERBS, PREPARATION_WORDS, SIZE_WORDS } from '../ingredients/descriptors.ts';
import { COMMON_ADJECTIVES, QUALITY_WORDS } from '../ingredients/descriptors.ts';
import { singularWord } from '../ingredients/plural.ts';
import { UNITS } from '../ingredients/units.ts';
import { AISLE_KEYWORDS } from '../shopping/aisle-keywords.ts';
import { catalogueNames } from '../shopping/catalogue/aisle-catalogue.ts';
import { PLACED_BY_RULES } from '../shopping/catalogue/placed-by-rules.ts';
import { amountChange, type AmountCheck } from './amount-checks.ts';
import { ENGLISH_WORDS } from './english-words.ts';
import { mendHalfAsPercent } from './ocr-misreads.ts';
import type { RecipeDraft } from './recipe-draft.ts';
import type { TextLine } from './text-lines.ts';

/**
 * Words of recipes that are not grocery names, so that they count as known (never mended into
 * a food word): what ingredient lines and steps say around the names, and the chocolates' kinds
 * that lists print run together ("semisweet", "bittersweet"), which a misread letter may be
 * mended into ("gemisweet": a "s" read "g").
 */
const RECIPE_WORDS = `about add added baked bake beat bite block boil bowl brand bring brown chunk
  clove cover crisp cut dash dice drizzle each few fill finish fold fresh fry garnish golden griddle
  grill half handful heat into large leaf leave little lid mix more over piece pinch plate pour
  remaining rest roast season serve side slice small splash spoon sprig sprinkle stir strip
  tablespoon teaspoon thick thin tin until wedge whole
  semisweet bittersweet`;

/** The known words, singular and lower case: read once, on first use. */
let vocabulary: ReadonlySet<string> | null = null;

function knownWords(): ReadonlySet<string> {
  if (vocabulary !== null) return vocabulary;
  const words = new Set<string>();
  const addText = (text: string) => {
    for (const word of plain(text).split(/[^a-z]+/u))
      if (word.length >= 2) words.add(word).add(singularWord(word));
  };
  for (const { name } of catalogueNames()) addText(name);
  for (const text of Object.values(PLACED_BY_RULES)) addText(text);
  for (const list of Object.values(AISLE_KEYWORDS)) addText(list.join(' '));
  for (const set of [
    PREPARATION_WORDS,
    PREPARATION_ADVERBS,
    SIZE_WORDS,
    COMMON_ADJECTIVES,
    QUALITY_WORDS,
  ])
    addText([...set].join(' '));
  for (const unit of UNITS) addText([unit.canonical, ...unit.aliases].join(' '));
  addText(RECIPE_WORDS);
  addText(ENGLISH_WORDS);
  vocabulary = words;
  return words;
}

/** The grocery names, singular and lower case: read once, on first use. */
let foodNames: ReadonlySet<string> | null = null;

/** The grocery names (see isFoodName), built on first use. */
function groceryNames(): ReadonlySet<string> {
  if (foodNames === null) {
    const names = new Set<string>();
    const add = (name: string) => {
      const words = plain(name.replace(/^!/u, '')).trim().split(/\s+/u);
      names.add(words.join(' '));
      names.add([...words.slice(0, -1), singularWord(words.at(-1)!)].join(' '));
    };
    for (const { name } of catalogueNames()) add(name);
    for (const text of Object.values(PLACED_BY_RULES))
      for (const name of text.split(',')) if (name.trim() !== '') add(name);
    foodNames = names;
  }
  return foodNames;
}

/**
 * Whether a text is a grocery's name as the catalogue or its keyword rules list it ("sesame
 * seeds", "sesame oil", "Garlic"), in any case, singular or plural.
 */
export function isFoodName(text: string): boolean {
  const foodNames = groceryNames();
  const words = plain(text).trim().split(/\s+/u);
  return (
    foodNames.has(words.join(' ')) ||
    foodNames.has([...words.slice(0, -1), singularWord(words.at(-1)!)].join(' '))
  );
}

/**
 * The one word that ends a grocery's name of two words whose first is `before` and whose second
 * starts with `start` ("mustard", "po" → "powder"), or undefined when none or several do.
 */
function foodCompletion(before: string, start: string): string | undefined {
  const head = plain(start);
  const found = new Set<string>();
  for (const second of secondWordsAfter(plain(before)))
    if (second.startsWith(head)) found.add(second);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * A grocery's name of two words misread between or in its second word (session 77): a stop
 * read between them, a speck ("Canola. oil, for frying" → "Canola oil"), where the two words
 * make a grocery's name and the first is no unit ("2 tbsp. oil" stays); a second word of three
 * letters that is no word and one letter from the one word that ends a grocery's name after the
 * first ("olive ofl" → "olive oil"; a word of three letters is otherwise mended only for a
 * lost letter, as one letter apart leaves too many).
 */
function foodNameMended(line: string): string {
  return line
    .replace(
      /(?<![\p{L}.])(\p{L}{3,})\. (\p{Ll}{2,})(?![\p{L}.])/gu,
      (read, first: string, second: string) =>
        !isUnitWord(first) && isFoodName(`${first} ${second}`) ? `${first} ${second}` : read,
    )
    .replace(
      /(?<![\p{L}.])(\p{L}{3,}) (\p{Ll}{3})(?![\p{L}])/gu,
      (read, first: string, second: string) => {
        if (isKnownWord(second)) return read;
        const found = secondWordsAfter(plain(first)).filter(
          // One letter changed (of words of one length, Levenshtein's 1 is that alone).
          (word) => word.length === second.length && editDistance(word, second) === 1,
        );
        return new Set(found).size === 1 ? `${first} ${found[0]!}` : read;
      },
    );
}

/** A word cut at the row's edge lost at most this many letters, and kept at least… */
const MAX_CUT_LETTERS = 2;
/** …this many (fewer start too many names to tell one). */
const MIN_CUT_KEPT = 4;

/** The words of grocery names and the aisles' keywords, singular and lower case: built on first use. */
let foodWordList: readonly string[] | null = null;

function foodWords(): readonly string[] {
  if (foodWordList !== null) return foodWordList;
  const words = new Set<string>();
  const addText = (text: string) => {
    for (const word of plain(text).split(/[^a-z]+/u)) if (word.length >= 2) words.add(word);
  };
  for (const { name } of catalogueNames()) addText(name);
  for (const text of Object.values(PLACED_BY_RULES)) addText(text);
  for (const list of Object.values(AISLE_KEYWORDS)) addText(list.join(' '));
  foodWordList = [...words];
  return foodWordList;
}

/**
 * The one word of a food's name that starts with `start` and is one or two letters longer
 * ("wate" → "water", "butte" → "butter"), or undefined when none or several are.
 */
function oneWordCompletion(start: string): string | undefined {
  const head = plain(start);
  if (head.length < MIN_CUT_KEPT) return undefined;
  const found = foodWords().filter(
    (word) =>
      word.length > head.length &&
      word.length <= head.length + MAX_CUT_LETTERS &&
      word.startsWith(head),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The grocery names of two words, each first word's seconds: built on first use. */
let twoWordNames: Map<string, string[]> | null = null;

/** The second words of the grocery names of two words whose first is `first` ("baking": powder, soda…). */
function secondWordsAfter(first: string): readonly string[] {
  if (twoWordNames === null) {
    const names = new Map<string, string[]>();
    for (const name of groceryNames()) {
      const [one, two, ...rest] = name.split(' ');
      if (one === undefined || two === undefined || rest.length > 0) continue;
      const seconds = names.get(one);
      if (seconds === undefined) names.set(one, [two]);
      else seconds.push(two);
    }
    twoWordNames = names;
  }
  return twoWordNames.get(first) ?? [];
}

/** The grocery names of three words, each first two words' thirds: built on first use. */
let threeWordNames: Map<string, string[]> | null = null;

/**
 * The one word that ends a grocery's name of three words whose first two are `first` and
 * `second` and whose third starts with `start` ("all purpose", "f" → "flour"), or undefined when
 * none or several do. Two words before tell the food where one does not, so a single letter kept
 * is enough.
 */
function thirdWordCompletion(first: string, second: string, start: string): string | undefined {
  if (threeWordNames === null) {
    const names = new Map<string, string[]>();
    for (const name of groceryNames()) {
      const [one, two, three, ...rest] = name.split(' ');
      if (one === undefined || two === undefined || three === undefined || rest.length > 0)
        continue;
      const key = `${one} ${two}`;
      const thirds = names.get(key);
      if (thirds === undefined) names.set(key, [three]);
      else if (!thirds.includes(three)) thirds.push(three);
    }
    threeWordNames = names;
  }
  const head = plain(start);
  const found = (threeWordNames.get(`${plain(first)} ${plain(second)}`) ?? []).filter(
    (third) => third.length > head.length && third.startsWith(head),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** Lower case without accents. */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a word is itself a known word or the plural of one (what a misreading may become). */
function isListedWord(word: string): boolean {
  const lower = plain(word);
  return knownWords().has(lower) || knownWords().has(singularWord(lower));
}

/**
 * Whether a word (any case, plural or singular, with or without accents, or a form of a known
 * verb) is a known word: one that is never mended.
 */
export function isKnownWord(word: string): boolean {
  const lower = plain(word);
  const known = knownWords();
  if (known.has(lower) || known.has(singularWord(lower))) return true;
  // A verb's forms: "stirs", "drained", "sliced", "simmering", "chopped".
  if (/^.{3,}s$/u.test(lower) && known.has(lower.slice(0, -1))) return true;
  const stem = /^(.{3,}?)(?:ed|ing)$/u.exec(lower)?.[1];
  if (stem === undefined) return false;
  return (
    known.has(stem) ||
    known.has(`${stem}e`) ||
    (/([b-df-hj-np-tv-z])\1$/u.test(stem) && known.has(stem.slice(0, -1)))
  );
}

/**
 * Letters print confuses when a photo is blurred, each way round: descenders and ascenders
 * (g/s, q/d, p/b, j/i), round letters (o/e, c/e), and a capital I read as T, l as I.
 */
const CONFUSED_LETTERS: readonly [string, string][] = [
  ['g', 's'],
  ['q', 'd'],
  ['p', 'b'],
  ['j', 'i'],
  ['o', 'e'],
  ['c', 'e'],
  ['t', 'i'],
  ['i', 'l'],
  ['rn', 'm'],
];
/**
 * …and, in an ingredient row only, an "o" read "a" ("1 tablespaon") and "li" run into a "k"
 * ("thinly skced"): a row's words are foods, units and how they are cut, which the vocabulary
 * holds, while a step's everyday words it may lack are more often a letter away from one it has.
 */
const ROW_CONFUSED_LETTERS: readonly [string, string][] = [
  ['a', 'o'],
  ['li', 'k'],
];
const both = (pairs: readonly [string, string][]): [string, string][] =>
  pairs.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]);
const SWAPS = both(CONFUSED_LETTERS);
const ROW_SWAPS: [string, string][] = [
  ...SWAPS,
  ...both(ROW_CONFUSED_LETTERS),
  // One way only: a "v" whose point closed read as a "y" ("leayes"); a "v" is not put for a "y",
  // which would take a food the vocabulary lacks for a word ("laver" is no "layer").
  ['y', 'v'],
  // …and an "f" whose hook and bar the engine read as an "r"'s arm ("Cherry Pie Rilling",
  // "rresh basil"), in an ingredient row; one way only, as the "v" above.
  ['r', 'f'],
  // …and a "t" whose cross-bar a smear took, its stem and hook left as an "r" ("1/2 reaspoon
  // salt"); one way only.
  ['r', 't'],
  // …and an "l" whose stem a soft or glared photo gave a hook and a bar, read as an "f" ("4
  // garfic cloves"); one way only (session 45, photos39).
  ['f', 'l'],
];

/** Marks and figures read for letters inside a word: "oi]" (oil), "€99" (egg), "5alt". */
const MARK_LETTERS: Readonly<Record<string, string>> = {
  ']': 'l',
  '|': 'l',
  '!': 'l',
  '1': 'l',
  '0': 'o',
  '5': 's',
  '9': 'g',
  '€': 'e',
  $: 's',
  '¢': 'c',
  '@': 'a',
  // A handwriting face's "s" read as an angle (session 72): "egg<", "thinly <liced".
  '<': 's',
};
const MARKS = /[\]|!1059€$¢@<]/gu;

/** A word shorter than this is never mended by a confusion of letters (too many are near). */
const MIN_MENDED = 5;

/**
 * The known words one confusion of letters away from `word` (lower case); `row`: the word is an
 * ingredient row's (ROW_CONFUSED_LETTERS too).
 */
function nearWords(word: string, row = false): Set<string> {
  const found = new Set<string>();
  // A swap changes a word by a letter or two, and a plural's ending by a few more: a word far
  // longer than any known one is near none (a 40,000-letter row took 3 s, a new string built for
  // each of its letters; session 72 review).
  if (word.length > longestKnownWord() + NEAR_LENGTH_MARGIN) return found;
  for (const [from, to] of row ? ROW_SWAPS : SWAPS) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      const candidate = word.slice(0, at) + to + word.slice(at + from.length);
      if (isListedWord(candidate)) found.add(candidate);
    }
  }
  return found;
}

/** How much longer than the longest known word a word may be and still be near one. */
const NEAR_LENGTH_MARGIN = 10;
let longestKnown = 0;

/** The length of the longest known word (`knownWords`), counted once. */
function longestKnownWord(): number {
  if (longestKnown === 0)
    for (const known of knownWords()) longestKnown = Math.max(longestKnown, known.length);
  return longestKnown;
}

/** `word` written in the case pattern of `as` (all capitals, a capital first, or lower case). */
function inCaseOf(word: string, as: string): string {
  const letters = as.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return word.toUpperCase();
  if (/^\p{Lu}/u.test(as)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * A mended word in the case of the word as read, where a unit's lower-case "l" read as a capital
 * "I" (one shape in most faces) takes the case of the letters after it: "Ibs" → "lbs", "IBS" →
 * "LBS". A name keeps the capital ("Iime wedges" → "Lime wedges": a row or a name may start
 * with a capital "L" the engine read so).
 */
function mendedCase(mended: string, word: string): string {
  return word.length > 1 && word.startsWith('I') && mended.startsWith('l') && isUnitWord(mended)
    ? inCaseOf(mended, `${word[1] === word[1]!.toUpperCase() ? 'L' : 'l'}${word.slice(1)}`)
    : inCaseOf(mended, word);
}

/**
 * Food words printed with letters the English model cannot read (its alphabet has "é" and no
 * other accented letter): read "creme" or "créme", "fraiche", "ragu". Where the word read is one
 * of these without its accents, they are put back.
 */
const ACCENTED = `crème fraîche crêpe crêpes pâté pâtés gruyère ragù jalapeño jalapeños piña
  brûlée niçoise provençal provençale mâche pâtisserie`;
const ACCENTS: ReadonlyMap<string, string> = new Map(
  ACCENTED.split(/\s+/u)
    .filter(Boolean)
    .map((word) => [plain(word), word]),
);

/**
 * A letter read twice, plain and with an accent ("Gruyeére": the engine gives the accent a
 * letter of its own), read once.
 */
const TWICE_READ = /([aeiou])([àâäáéèêëíìîïóòôöúùûü])|([àâäáéèêëíìîïóòôöúùûü])([aeiou])/gu;
const once = (word: string) =>
  word.replace(TWICE_READ, (pair: string, a?: string, b?: string, c?: string, d?: string) =>
    plain(a !== undefined ? b! : c!) === (a ?? d) ? (a !== undefined ? b! : c!) : pair,
  );

/**
 * An "ñ" read as "fi" (its tilde taken for the dot of an "i" whose stroke joins the "n"'s first):
 * "jalapefio" → "jalapeño", only where that makes a word written with an "ñ"; or as "ii" (the
 * "n"'s two strokes read as two "i"s, the tilde as their dots): "Jalapeiio" → "Jalapeño".
 */
function withTilde(word: string): string | undefined {
  if (!/fi|ii/iu.test(word)) return undefined;
  const accented = ACCENTS.get(plain(word.replace(/fi|ii/giu, 'n')));
  return accented?.includes('ñ') ? accented : undefined;
}

/** The word with accents the engine cannot read put back ("creme" → "crème"), or as it was. */
function withAccents(word: string): string {
  const accented = ACCENTS.get(plain(word)) ?? ACCENTS.get(plain(once(word))) ?? withTilde(word);
  if (accented === undefined || word === accented) return word;
  return inCaseOf(accented, word);
}

/**
 * The food word with the accents the engine cannot read put back ("creme" → "crème", "Brulee" →
 * "Brûlée"), or undefined where it has none to put back: for a reader that can look at the
 * print above the letters (the scan screen's `accent-marks.ts`).
 */
export function accentedFoodWord(word: string): string | undefined {
  const accented = withAccents(word);
  return accented === word ? undefined : accented;
}

/**
 * Food words printed with a hyphen a soft photo loses whole ("extravirgin", "skinon"): each one
 * that typed recipes write with their hyphen and never run together (in the 40,000 typed lines
 * "extra-virgin" 157 times and "extravirgin" never; "semi-sweet" and "semisweet", "sun-dried" and
 * "sundried", "low-fat" and "lowfat" are both printed, so they are not here). Only a word the
 * vocabulary lacks is given its hyphen back: "buttermilk" is a word and stays.
 */
const HYPHENED_FOOD_WORDS = `extra-virgin lemon-pepper skin-on skin-off bone-in all-purpose
  self-raising self-rising semi-skimmed free-range full-fat reduced-fat thick-cut bite-sized
  store-bought ready-rolled half-and-half high-quality good-quality low-sodium gluten-free
  bite-size`;
const HYPHEN_LOST: ReadonlyMap<string, string> = new Map(
  HYPHENED_FOOD_WORDS.split(/\s+/u)
    .filter(Boolean)
    .map((word) => [word.replaceAll('-', ''), word]),
);

/**
 * A food word printed with accents whose accented letter was read as another letter (the
 * engine's English model has none of them but "é"): "bralée" → "brûlée", "pâtés" read "pates"
 * is left to `withAccents`. Only a word the vocabulary lacks, the same length as one of the
 * accented words and differing from it only where that word has an accent, or read with an "é"
 * where it has one and one other letter misread ("Groyére"); undefined otherwise.
 */
function accentReadAsLetter(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return undefined;
  const found = [...ACCENTS.values()].filter(
    (accented) =>
      accented.length === lower.length &&
      [...accented].every(
        (letter, at) =>
          letter === lower[at] || (plain(letter) !== letter && /\p{L}/u.test(lower[at]!)),
      ),
  );
  if (found.length === 1) return inCaseOf(found[0]!, word);
  // The accent read as the engine's own "é" where the food word has an accent, and one other
  // letter misread: "Groyére" → "Gruyère" (the "é" tells the word printed an accent; an unknown
  // word one letter from one of these, accents set aside, and from no other is that word).
  const near = [...ACCENTS.values()].filter(
    (accented) =>
      accented.length === lower.length &&
      [...accented].some((letter, at) => plain(letter) !== letter && lower[at] === 'é') &&
      [...plain(accented)].filter((letter, at) => letter !== plain(lower[at]!)).length === 1,
  );
  return near.length === 1 && lower.length >= 6 ? inCaseOf(near[0]!, word) : undefined;
}

/**
 * One word of a line (without its punctuation) mended, or as it was. A word that starts with a
 * figure is an amount ("250g", "1kg") and is left alone, but for a nought before letters that
 * make a known word with an "o" ("0il"). `printedPlain`: words (lower case, as read) the reader
 * saw printed without accents, which keep their spelling ("Creme Brulee" on a card that prints
 * it so).
 */
export function mendWord(word: string, row = false, printedPlain?: ReadonlySet<string>): string {
  // A capital "O" read as a nought at a word's head: "0il" → "Oil", "0nion" → "Onion".
  if (/^0\p{Ll}{2,}$/u.test(word) && isKnownWord(`o${word.slice(1)}`)) return `O${word.slice(1)}`;
  // …and an "l" after it read as a one: "01d" → "Old", "01ive" → "Olive" (no amount starts with
  // a nought and a one and ends in a letter).
  if (/^01[\p{Ll}1]*\p{Ll}$/u.test(word)) {
    const mended = `o${word.slice(1).replaceAll('1', 'l')}`;
    if (isKnownWord(mended)) return `O${mended.slice(1)}`;
  }
  if (word === '' || /^[\d½¼¾⅓⅔⅛]/u.test(word)) return word;
  // A capital "I" read as "T" at a word's head: "Tce Cream" → "Ice Cream", "Tngredients".
  if (/^T\p{Ll}{2,}$/u.test(word) && !isKnownWord(word) && isListedWord(`i${word.slice(1)}`))
    return `I${word.slice(1)}`;
  // A lower-case "l" read as a capital "J" at a row's word's head (its foot taken for the J's
  // hook): "1 Jarge egg yolk" → "large". Only a word the vocabulary lacks that the "l" makes a
  // listed word; an "L" is never so read, and a food spelled with a "J" is a known word.
  if (row && /^J\p{Ll}{2,}$/u.test(word) && !isKnownWord(word) && isListedWord(`l${word.slice(1)}`))
    return `l${word.slice(1)}`;
  // An ending "ed" read as an "é" on a list's row: "peeled and choppé" → "chopped" (only where
  // the word as read is no word and with "ed" is one: "sauté", "flambé" are left).
  if (
    row &&
    /^\p{Ll}{3,}é$/u.test(word) &&
    !isKnownWord(word) &&
    isKnownWord(`${word.slice(0, -1)}ed`)
  )
    return `${word.slice(0, -1)}ed`;
  if (printedPlain?.has(word.toLowerCase())) return word;
  const accented = withAccents(word);
  if (accented !== word) return accented;
  const hasMarks = /\p{L}/u.test(word) && /[\]|!1059€$¢@<]/u.test(word);
  if (!hasMarks && !/^\p{L}+$/u.test(word)) return word;
  if (!hasMarks && isKnownWord(word)) return word;
  const hyphened = HYPHEN_LOST.get(word.toLowerCase());
  if (!hasMarks && hyphened !== undefined) return inCaseOf(hyphened, word);
  const accentMisread = hasMarks ? undefined : accentReadAsLetter(word);
  if (accentMisread !== undefined) return accentMisread;
  // A "g" read as "q" (its tail closed into a "q"'s): "eqg" → "egg", "suqar" → "sugar" (no
  // English word has a "q" with no "u" after it).
  if (!hasMarks && /q(?!u)/iu.test(word)) {
    const withG = word.replace(/q(?!u)/gu, 'g').replace(/Q(?!U)/gu, 'G');
    if (isKnownWord(withG)) return withG;
  }
  const lower = hasMarks
    ? word.toLowerCase().replace(MARKS, (mark) => MARK_LETTERS[mark] ?? mark)
    : word.toLowerCase();
  if (hasMarks && isListedWord(lower)) return inCaseOf(lower, word);
  // A word's last "s" read as a cent sign, a handwriting face's "s" read "c" with its stroke
  // ("2 egg¢" → "eggs"): only where the "s" makes a listed word and the "c" does not (a cent
  // sign ends no word; session 77).
  if (/(?<=\p{L}{2})¢$/u.test(word) && isListedWord(`${lower.slice(0, -1)}s`))
    return inCaseOf(`${lower.slice(0, -1)}s`, word);
  // A speck read as a "!" or a "|" between two letters of a word: "remove!d" → "removed" (only
  // where the word without it is known and with it, read as an "l", is not).
  const speckless = word.replace(/(?<=\p{L})[!|](?=\p{L})/gu, '');
  if (hasMarks && speckless !== word && /^\p{L}+$/u.test(speckless) && isKnownWord(speckless))
    return speckless;
  // A word with marks in it is no word at all: a shorter one may be mended ("oj]" → "oil").
  if (lower.length < (hasMarks ? 3 : MIN_MENDED)) {
    if (hasMarks) return word;
    const thin = thinLetterMended(word);
    if (thin !== word || !row) return thin;
    const lost = lostThinLetter(word);
    return lost === word ? mSplit(word) : lost;
  }
  const near = nearWords(lower, row);
  if (near.size === 1) return mendedCase([...near][0]!, word);
  if (hasMarks) return word;
  const unit = row ? longUnitMisread(word) : undefined;
  if (unit !== undefined) return unit;
  const together = runTogether(word);
  return together === word && row ? lostThinLetter(word) : together;
}

/**
 * The long spelled units, which a row prints more than any other long word: "teaspoons",
 * "tablespoon".
 */
const LONG_UNITS = ['teaspoon', 'teaspoons', 'tablespoon', 'tablespoons'];

/**
 * In an ingredient row, a word of eight letters or more, known as no word, read as one of the long
 * units with one or two of its letters misread or lost ("taaspoons", "tabdespaons": a soft
 * photo's "e" read "a", "l" read "d"): that unit, where it is the only one so near (two letters
 * changed, lost or gained at most), a letter longer or shorter at most, with the same first and
 * last letters. Words so long two letters apart are seldom both words, and no word near a unit
 * is an ingredient's.
 */
function longUnitMisread(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 8 || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return undefined;
  const found = LONG_UNITS.filter(
    (unit) =>
      Math.abs(unit.length - lower.length) <= 1 &&
      unit[0] === lower[0] &&
      unit.at(-1) === lower.at(-1) &&
      editDistance(unit, lower) <= 2,
  );
  return found.length === 1 ? inCaseOf(found[0]!, word) : undefined;
}

/**
 * In an ingredient row, a word of three letters or more, known as no word, that one "l" or "i"
 * put back makes exactly one listed word: a soft photo loses the narrowest strokes ("mik" →
 * "milk", "garic" → "garlic"; an "l" or an "i" only, and never one that doubles a letter).
 */
function lostThinLetter(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return word;
  const found = new Set<string>();
  for (let at = 1; at < lower.length; at += 1)
    for (const letter of ['l', 'i']) {
      // Not beside the same letter: a doubled letter is a spelling ("filets", "chili"), not a loss.
      if (lower[at - 1] === letter || lower[at] === letter) continue;
      const candidate = lower.slice(0, at) + letter + lower.slice(at);
      if (isListedWord(candidate)) found.add(candidate);
    }
  return found.size === 1 ? mendedCase([...found][0]!, word) : word;
}

/**
 * In an ingredient row, a word of three or four letters, known as no word, whose one "m" read for
 * an "rn" (the two letters run together, the commonest confusion of print) makes exactly one
 * listed word: "2 tbsp light com syrup" → "corn". Other confusions are not tried on words so
 * short (too many are near); this one adds a letter, so few words are one "m" from another.
 */
function mSplit(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return word;
  const found = new Set<string>();
  for (let at = lower.indexOf('m'); at >= 0; at = lower.indexOf('m', at + 1)) {
    const candidate = `${lower.slice(0, at)}rn${lower.slice(at + 1)}`;
    if (isListedWord(candidate)) found.add(candidate);
  }
  return found.size === 1 ? inCaseOf([...found][0]!, word) : word;
}

/** The narrowest letters, read one for the other even on a word too short for other confusions. */
const THIN_LETTERS: readonly [string, string][] = [
  ['l', 'i'],
  ['i', 'l'],
];

/**
 * A word of three or four letters, known as no word, that one "i" read as "l" (or the reverse)
 * makes exactly one known word: "oll" → "oil", "mlx" → "mix". Other confusions are not tried on
 * words so short ("fino" is not "fine").
 */
function thinLetterMended(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return word;
  const found = new Set<string>();
  for (const [from, to] of THIN_LETTERS)
    for (let at = lower.indexOf(from); at >= 0; at = lower.indexOf(from, at + 1)) {
      const candidate = lower.slice(0, at) + to + lower.slice(at + 1);
      if (isListedWord(candidate)) found.add(candidate);
    }
  return found.size === 1 ? mendedCase([...found][0]!, word) : word;
}

/**
 * Small words a line runs between others ("cut into", "salt and pepper"), of three letters or
 * more: a two-letter one ends too many food words the vocabulary lacks ("casein", "bicarbon…").
 */
const JOINING_WORDS = new Set(['into', 'and', 'the', 'with', 'for', 'from', 'onto']);

/**
 * A word that is two words the engine read without the space between them, one of them a small
 * joining word and the other a known word of three letters or more ("cutinto" → "cut into",
 * "saltand" → "salt and"), when exactly one such split is there; or the word as it was.
 */
function runTogether(word: string): string {
  const splits = new Set<string>();
  for (let at = 2; at <= word.length - 2; at += 1) {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    const joining = JOINING_WORDS.has(left.toLowerCase())
      ? right
      : JOINING_WORDS.has(right.toLowerCase())
        ? left
        : null;
    if (joining !== null && joining.length >= 3 && isKnownWord(joining))
      splits.add(`${left} ${right}`);
  }
  return splits.size === 1 ? [...splits][0]! : word;
}

/** A word shorter than this is never mended by taking a letter out (too many are near). */
const MIN_SPARE = 7;

/**
 * A title's word of seven letters or more that is no known word, mended to the one listed word
 * it makes with one letter taken out: a stroke of a letter read as a letter of its own
 * ("Homemaqde" → "Homemade"). Only in a title: its large print is read cleanly but for such a
 * stroke, while in the body a word the list lacks ("Preheat") would lose a letter.
 */
function spareLetterWord(word: string): string {
  if (word.length < MIN_SPARE || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return word;
  const found = new Set<string>();
  const lower = word.toLowerCase();
  // Not the first letter: a title's word keeps its capital where it was printed, and a stroke
  // read before it would stand apart ("Fritters" is no "ritters" with an "F" too many).
  for (let at = 1; at < lower.length; at += 1) {
    const candidate = lower.slice(0, at) + lower.slice(at + 1);
    if (isListedWord(candidate)) found.add(candidate);
  }
  return found.size === 1 ? inCaseOf([...found][0]!, word) : word;
}

/** A title's word shorter than this never gets a lost first letter back (too many are near). */
const MIN_HEADLESS = 5;

/**
 * A title in title case with one word of five letters or more in lower case that is no known
 * word, mended to the one listed word it makes with a letter put at its head: the large
 * capital's strokes lost at the word's start (glare, an edge) while its small letters read
 * cleanly ("Chicken & Biscuits ecipe" → "Recipe").
 */
function headlessWords(title: string): string {
  const words = title.match(/\p{L}+/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  if (capitalised < 2 || capitalised < words.length - 1) return title;
  return title.replace(/\p{L}+/gu, (word) => {
    if (word.length < MIN_HEADLESS || !/^\p{Ll}+$/u.test(word) || isKnownWord(word)) return word;
    const found = new Set<string>();
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      if (isListedWord(letter + word)) found.add(letter + word);
    if (found.size !== 1) return word;
    const mended = [...found][0]!;
    return mended.charAt(0).toUpperCase() + mended.slice(1);
  });
}

/**
 * A title with its words mended (mendLineWords), a letter too many taken out, and a lost first
 * letter put back.
 */
export function mendTitleWords(title: string, printedPlain?: ReadonlySet<string>): string {
  return headlessWords(
    mendLineWords(title, false, printedPlain).replace(/\p{L}+/gu, spareLetterWord),
  ).replace(/(?<!\p{L})\p{L}{5,}(?!\p{L})/gu, titleFood);
}

/**
 * A title's word of five letters or more that is no word, mended as an ingredient row's would
 * be (its "l" read "f", its "t" read "r") where exactly one such mending is a grocery's name
 * alone: a dish is named by its foods ("Parmesan Crusted Safmon" → "Salmon"; session 77). A
 * mending to another word is left: a title's other words (names, places) the vocabulary lacks.
 */
function titleFood(word: string): string {
  if (isKnownWord(word)) return word;
  const foods = [...nearWords(word.toLowerCase(), true)].filter((near) => isFoodName(near));
  return foods.length === 1 ? inCaseOf(foods[0]!, word) : word;
}

/** A heading's word shorter than this is never mended by any letter (too many are near). */
const MIN_HEADING_MENDED = 5;

/**
 * A group heading's word of five letters or more that is no known word, mended to the one listed
 * word that one letter changed, whatever the letter, makes: "For the maninade" → "marinade",
 * "FOR THE saLap" (small capitals, a "D" read "p") → "salad", "Ortional" → "Optional". A
 * heading is a few common words (for the, sauce, dressing, topping, marinade), printed larger
 * or in small capitals, whose letters the engine mistakes in ways body print does not; in an
 * ingredient line or a step a name the list lacks would be changed, so only headings.
 */
function headingWord(word: string): string {
  if (word.length < MIN_HEADING_MENDED || !/^\p{L}+$/u.test(word) || isKnownWord(word)) return word;
  const lower = word.toLowerCase();
  const found = new Set<string>();
  for (let at = 0; at < lower.length; at += 1)
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      const candidate = lower.slice(0, at) + letter + lower.slice(at + 1);
      if (candidate !== lower && isListedWord(candidate)) found.add(candidate);
    }
  return found.size === 1 ? inCaseOf([...found][0]!, word) : word;
}

/**
 * The words a part's heading is made of: what the part is for ("For the"), and the parts of a
 * dish cooks head their lists with. With the grocery names' words, the list a heading read from
 * small capitals is mended against (smallCapitalsHeading).
 */
const HEADING_VOCABULARY = [
  'optional',
  'topping',
  'sauce',
  'dressing',
  'filling',
  'ganache',
  'glaze',
  'garnish',
  'marinade',
  'base',
  'crust',
  'serve',
  'serving',
  'dough',
  'pastry',
  'frosting',
  'icing',
  'wash',
  'batter',
  'streusel',
  'assembly',
  'cake',
  'sponge',
  'cheesecake',
  'salad',
  'dip',
  'ingredients',
  'dry',
  'wet',
];
/** The heading words and their plurals: what a heading's misread word is mended to. */
const HEADING_WORDS: readonly string[] = HEADING_VOCABULARY.flatMap((word) => [word, `${word}s`]);
/** A heading's short words, which a word of two or three letters with a capital is mended to. */
const HEADING_SMALL = ['for', 'the', 'and', 'with', 'dry', 'wet'];

/** A capital after a small letter inside a word: a word read from small capitals ("GasacHe"). */
const SMALL_CAPITALS_TURN = /\p{Ll}\p{Lu}/u;

/** The one word of `list` nearest `word` (case aside), within `most` edits; or undefined. */
function nearestWord(word: string, list: readonly string[], most: number): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = most + 1;
  let tied = false;
  for (const candidate of list) {
    if (Math.abs(candidate.length - lower.length) > most) continue;
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance && candidate !== best) tied = true;
  }
  return tied ? undefined : best;
}

/**
 * A heading the engine read from small capitals, which it gives in mixed case inside a word
 * ("OrmioNAL ToppPINGs" for "OPTIONAL TOPPINGS", "For TE GasacHe" for "FOR THE GANACHE"): each
 * such word mended to the nearest heading word or grocery word (a letter in three may be
 * misread), a short word with a capital beside them to the nearest of "for", "the", "and",
 * "with", "dry", "wet" (one letter), any other word as in any heading (headingWord), and the
 * heading shown in sentence case. Null when no word turns case so.
 */
function smallCapitalsHeading(heading: string): string | null {
  const words = heading.match(/\p{L}+/gu) ?? [];
  const turned = (word: string) => SMALL_CAPITALS_TURN.test(word) && !/^Ma?c\p{Lu}/u.test(word);
  if (!words.some(turned)) return null;
  const vocabulary = [...HEADING_WORDS, ...foodWords().filter((word) => word.length >= 4)];
  const mended = heading.replace(/\p{L}+/gu, (word) => {
    if (turned(word) && !isKnownWord(word))
      return nearestWord(word, vocabulary, Math.floor(word.length / 3)) ?? word;
    if (/^\p{Lu}\p{L}{1,2}$/u.test(word) && !HEADING_SMALL.includes(word.toLowerCase()))
      return nearestWord(word, HEADING_SMALL, 1) ?? word;
    return headingWord(word);
  });
  return mended.charAt(0).toUpperCase() + mended.slice(1).toLowerCase();
}

/**
 * A heading's "the" after its opening "For" with one letter misread, its "T" kept: "For Tae
 * Crust" → "For the Crust" (small capitals' "HE" read "ae"; session 76, photos76k). No part of a
 * dish is headed "For" and another word of three letters so spelt ("For tea" is two letters off).
 */
const FOR_THE_MISREAD = /^(For\s+)([Tt]\p{L}{2})(?=\s+\p{L})/u;

/**
 * A group heading with its words mended (mendLineWords), and a letter misread (headingWord); one
 * read from small capitals mended against the heading's words (smallCapitalsHeading).
 */
export function mendHeadingWords(heading: string, printedPlain?: ReadonlySet<string>): string {
  const mended = mendLineWords(heading, false, printedPlain).replace(
    FOR_THE_MISREAD,
    (all, before: string, word: string) =>
      word.toLowerCase() !== 'the' && editDistance(word.toLowerCase(), 'the') === 1
        ? `${before}the`
        : all,
  );
  const words = mended.match(/\p{L}+/gu) ?? [];
  const besideHeadingWord = (word: string) =>
    words.some((other) => other !== word && HEADING_WORDS.includes(other.toLowerCase()));
  return (
    smallCapitalsHeading(mended) ??
    mended.replace(/\p{L}+/gu, (word) =>
      besideHeadingWord(word) ? headingVocabularyWord(word) : headingWord(word),
    )
  );
}

/** A heading's word shorter than this is never mended by two letters (session 77). */
const MIN_TWO_LETTERS_MENDED = 7;

/**
 * A heading's word as `headingWord` reads it; and, beside a heading word, one of seven letters or
 * more that is no known word, that no one letter mends, mended to the one heading word
 * (`HEADING_VOCABULARY`, or its plural) within a letter in three of it: "Oprionat Toppings" →
 * "Optional" (its "t" read "r" and its "l" read "t"; session 77, photos77b). A heading that
 * holds one of those few words is made of them; a shorter word, one as near two of them, or one
 * in a heading with no such word beside it ("For the Gremolata") stays.
 */
function headingVocabularyWord(word: string): string {
  const one = headingWord(word);
  if (one !== word || word.length < MIN_TWO_LETTERS_MENDED || isKnownWord(word)) return one;
  const near = nearestWord(word, HEADING_WORDS, Math.floor(word.length / 3));
  return near === undefined ? word : inCaseOf(near, word);
}

/**
 * A long unit the engine cut after its first letter or two, its rest misread: "2 t aspoans agar
 * agar powder" → "2 teaspoons …" (a narrow column's word read as two boxes). Only where the rest
 * is no known word and the two together are `longUnitMisread`.
 */
function unitSplit(line: string): string {
  return line.replace(
    /(?<![\p{L}])(\p{L}{1,2}) [=~-]?(\p{L}{3,})(?![\p{L}])/gu,
    (pair: string, head: string, rest: string) =>
      isKnownWord(rest) ? pair : (longUnitMisread(head + rest) ?? pair),
  );
}

/**
 * A word split by a gap the engine saw in it: two runs of letters, neither a known word, which
 * together make a known word of six letters or more, or of five where the second run is an
 * ending ("dic ed" → "diced").
 */
function joinSplitWords(line: string): string {
  const words = line.split(' ');
  for (let at = 0; at + 1 < words.length; at += 1) {
    const first = words[at]!;
    // The second may carry the line's punctuation ("courg ettes,").
    const [, second = '', mark = ''] = /^(.*?)([,.;:]?)$/u.exec(words[at + 1]!) ?? [];
    const joined = `${first}${second}`;
    if (
      /^\p{L}{2,}$/u.test(first) &&
      /^\p{L}{2,}$/u.test(second) &&
      !isKnownWord(second) &&
      (joined.length >= 6 || (joined.length === 5 && /^(?:ed|es|ly)$/u.test(second))) &&
      !isKnownWord(first) &&
      isListedWord(joined)
    ) {
      words.splice(at, 2, `${joined}${mark}`);
    }
  }
  return words.join(' ');
}

/** Two lines whose tops are within this share of the smaller's height are on one row. */
const SAME_ROW = 0.9;

/**
 * A row the engine cut into two at a word and read right part first, put back together: a line
 * that starts with a word's rest in lower case, then a line on the same row (the tops within
 * SAME_ROW of a line's height) that ends in the word's start, where the two parts make a known
 * word and are not both words already ("nces) mini marshmallows" then "1 bag (16 ou"; a title's
 * "d Apple Salad with Parmesan" then "Brussels Sprouts an"). The two are one line again: the
 * left part, the word whole, the right part's rest.
 */
function rowsPutTogether(lines: TextLine[]): TextLine[] {
  for (let index = 0; index < lines.length; index += 1) {
    const right = lines[index]!;
    const tail = /^(\p{Ll}+)[,.;:)]?(?=\s|$)/u.exec(right.text.trimStart());
    const at = lines.findIndex((line, after) => after > index && line.text.trim() !== '');
    const left = lines[at];
    if (!tail || !left || right.height <= 0 || left.height <= 0) continue;
    if (Math.abs(left.top - right.top) > SAME_ROW * Math.min(left.height, right.height)) continue;
    const head = /(?:^|\s)(\p{L}+)$/u.exec(left.text.trimEnd());
    if (!head || (isKnownWord(head[1]!) && isKnownWord(tail[1]!))) continue;
    if (!isKnownWord(`${head[1]}${tail[1]}`)) continue;
    const rest = right.text.trimStart().slice(tail[0].length).trim();
    left.text = `${left.text.trimEnd()}${tail[0]}${rest === '' ? '' : ` ${rest}`}`;
    if (right.guessed) left.guessed = [...(left.guessed ?? []), ...right.guessed];
    lines.splice(index, 1);
    index -= 1;
  }
  return lines;
}

/**
 * A word's rest read on a line of its own one row late, after the next row's start: "1/2
 * teaspoon dried Italian seaso", "1/8 teaspoon koshe", "ning", "r salt" (a row cut where the
 * engine saw two columns, its right-hand pieces read after the left-hand ones). A line that is
 * one piece of letters in lower case and no known word, lying no lower than the row after the
 * one it finishes, goes back onto that row when the row ends in no known word and the two make
 * one, and the row just before it does not.
 */
function piecesPutBack(lines: TextLine[]): TextLine[] {
  const filled = (index: number) => lines[index]!.text.trim() !== '';
  const lastWord = (line: TextLine) => /(?:^|\s)(\p{L}+)$/u.exec(line.text.trimEnd())?.[1];
  for (let index = 0; index < lines.length; index += 1) {
    const piece = lines[index]!;
    const letters = /^\p{Ll}{2,}$/u.exec(piece.text.trim())?.[0];
    if (letters === undefined || isKnownWord(letters)) continue;
    const before = [...lines.keys()].filter((at) => at < index && filled(at)).slice(-2);
    if (before.length < 2) continue;
    const [row, next] = before.map((at) => lines[at]!) as [TextLine, TextLine];
    const head = lastWord(row);
    const nextHead = lastWord(next);
    if (head === undefined || isKnownWord(head) || !isKnownWord(`${head}${letters}`)) continue;
    if (nextHead !== undefined && isKnownWord(`${nextHead}${letters}`)) continue;
    if (piece.height > 0 && next.height > 0 && (piece.top < row.top || piece.top > next.top))
      continue;
    row.text = `${row.text.trimEnd()}${letters}`;
    lines.splice(index, 1);
    index -= 1;
  }
  return lines;
}

/**
 * Photographed lines with a word broken at a row's end put back together: a row that ends in a
 * run of letters that is no known word, and the next row starting with letters in lower case
 * that make a known word with it ("0.25 tsp bicarbon" / "ate of soda", "skin re" / "moved (1 to
 * 1 1/2 pounds)": a hyphen the engine did not read, or a break with none). The word goes whole
 * onto the first row. (The engine does not always find that such a row ran to its column's
 * edge, so `runsOn` is not asked for: the unknown end and the known whole say it.)
 */
export function joinBrokenWords(lines: readonly TextLine[]): TextLine[] {
  const joined = piecesPutBack(rowsPutTogether(lines.map((line) => ({ ...line }))));
  for (const [index, line] of joined.entries()) {
    const next = joined.slice(index + 1).find((after) => after.text.trim() !== '');
    if (!next) continue;
    const head = /(?:^|\s)(\p{L}+)-?$/u.exec(line.text.trimEnd());
    // The word's rest and the mark after it ("er," of "tend" / "er, then").
    const tail = /^(\p{Ll}+)[,.;:]?(?=[\s)]|$)/u.exec(next.text.trimStart());
    if (!head || !tail || isKnownWord(head[1]!)) continue;
    if (!isKnownWord(`${head[1]}${tail[1]}`)) continue;
    line.text = `${line.text.trimEnd().replace(/-$/u, '')}${tail[0]}`;
    next.text = next.text.trimStart().slice(tail[0].length).trimStart();
  }
  return joined;
}

/**
 * A line with each of its words mended (see mendWord); spaces and punctuation kept. `row`: the
 * line is an ingredient row; `printedPlain` as mendWord's.
 */
export function mendLineWords(
  line: string,
  row = false,
  printedPlain?: ReadonlySet<string>,
): string {
  return joinSplitWords(row ? unitSplit(line) : line).replace(/[^\s,.;:()"“”]+/gu, (token) =>
    // A word's own apostrophe or hyphen stays with it; each part is a word of its own.
    token
      .split(/(['’-])/u)
      .map((part) => (/^['’-]$/u.test(part) ? part : mendWord(part, row, printedPlain)))
      .join(''),
  );
}

/**
 * A "1" read as "l", "I" or "L" and run into the food at the head of an ingredient line: "legg" →
 * "1 egg", "Ionion" → "1 onion". Only where the word as read is no known word and what follows
 * the letter is a listed word of three letters or more ("leek", "lime", "lard" are words; "loaf"
 * is left, "oaf" being no food).
 */
function oneReadAsLetter(line: string): string {
  return line.replace(/^[lIL](\p{Ll}{3,})(?=[\s,]|$)/u, (word: string, rest: string) =>
    !isKnownWord(word) && isListedWord(rest) ? `1 ${rest}` : word,
  );
}

/** Whether a row opens with a "1" read as a letter and run into its food ("legg"; oneReadAsLetter). */
export function opensWithOneAsLetter(line: string): boolean {
  return oneReadAsLetter(line) !== line;
}

/**
 * A speck read as a semicolon or a colon inside a word of an ingredient row: "k;ale" → "kale"
 * (only where the letters either side make a known word that neither side is alone).
 */
function specksOut(line: string): string {
  return line.replace(
    /(?<!\p{L})(\p{L}+)[;:](\p{L}+)(?!\p{L})/gu,
    (word: string, a: string, b: string) =>
      isKnownWord(a + b) && !(isKnownWord(a) && isKnownWord(b)) ? a + b : word,
  );
}

/**
 * A fraction glyph read "Ya" (a half) or "Yi" (a quarter: its "4" read as "i") and run into the
 * food at the head of an ingredient line: "Yalemon, juiced" → "1/2 lemon, juiced". Only where the
 * word as read is no known word and the rest is a listed word of three letters or more; the
 * amount is new, so the row is marked for the cook (mendedChecks).
 */
function glyphRunIntoFood(line: string): string {
  return line.replace(
    /^Y([ai])(\p{Ll}{3,})(?=[\s,]|$)/u,
    (word: string, mark: string, rest: string) =>
      !isKnownWord(word) && isListedWord(rest) ? `1/${mark === 'i' ? '4' : '2'} ${rest}` : word,
  );
}

/**
 * A bullet's or checkbox's remains read as letters before a row's amount, in a case no word is
 * written in (a capital after a lower-case letter): "oIenEn 1/3 c. cornstarch".
 */
const MARK_BEFORE_AMOUNT = /^(?=\p{L}*\p{Ll}\p{Lu})\p{L}{3,}\s+(?=[\d½¼¾⅓⅔⅛])/u;

/**
 * "cheese" read as "choose" (its "ee" closed into "oo" on a soft photo) where it ends a food's
 * name: after a word, before the row's end, a comma or a bracket ("8 ounces shredded Mozzarella
 * choose"). The verb in an ingredient row opens a clause ("choose from halibut or cod", "choose
 * the thick variety": all three of the 40,000 typed lines that have it), so it is left there.
 */
const CHEESE_READ_AS_CHOOSE = /(?<=\p{L} )[Cc]hoose(?=\s*(?:[,(]|$))/gu;

/**
 * "leaves" read as "loaves" (its "e" closed into an "o") after a herb or a plant whose leaves a
 * cook buys: "10 fresh basil loaves" → "basil leaves". Only bread comes in loaves; in the 40,000
 * typed lines these plants' "leaves" stand 657 times and their "loaves" never.
 */
const LEAVES_READ_AS_LOAVES =
  /(?<=\b(?:basil|mint|bay|curry|lime|kaffir|coriander|parsley|sage|thyme|spinach|lettuce|celery|oregano|tarragon|dill|cabbage|vine|banana|herb|salad|fenugreek|shiso|perilla) )loaves\b/giu;

/**
 * Letters a soft photo confuses inside a word that is itself a word, so that only the food after
 * it tells: "nice flour" (rice), "line juice" (lime).
 */
const NAME_SWAPS = [
  ...ROW_SWAPS,
  ...both([
    ['r', 'n'],
    ['n', 'm'],
  ]),
];

/**
 * A word read as another word before the food it names with it: "25 g nice flour" → "rice flour",
 * "2 tbsp line juice" → "lime juice". Only where the word read is no food, the two words are no
 * grocery's name, and exactly one confusion of letters makes them one.
 */
function wordBeforeFood(line: string): string {
  return line.replace(
    /(?<![\p{L}'’-])(\p{Ll}{3,})(?= (\p{Ll}{3,})(?![\p{L}'’-]))/gu,
    (_, word: string, next: string) => {
      if (!isKnownWord(word) || isFoodName(word) || isFoodName(`${word} ${next}`)) return word;
      const found = new Set<string>();
      for (const [from, to] of NAME_SWAPS)
        for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
          const candidate = word.slice(0, at) + to + word.slice(at + from.length);
          if (isFoodName(`${candidate} ${next}`)) found.add(candidate);
        }
      return found.size === 1 ? [...found][0]! : word;
    },
  );
}

/** The grocery names of two or three words, the first words of each name's rest: built on first use. */
let namesByRest: Map<string, string[]> | null = null;

function firstWordsBefore(rest: string): readonly string[] {
  if (namesByRest === null) {
    const names = new Map<string, string[]>();
    for (const name of groceryNames()) {
      const [first, ...others] = name.split(' ');
      if (first === undefined || others.length < 1 || others.length > 2) continue;
      const key = others.join(' ');
      const firsts = names.get(key);
      if (firsts === undefined) names.set(key, [first]);
      else if (!firsts.includes(first)) firsts.push(first);
    }
    namesByRest = names;
  }
  return namesByRest.get(rest) ?? [];
}

/**
 * The first word of a grocery's name of two or three words with one letter misread, where the
 * words after it are the name's rest as printed: "Jaby Back Ribs" → "Baby Back Ribs" (a blurred
 * capital "B" read as a "J"). Only a word the vocabulary lacks, of four letters or more, and
 * exactly one name whose first word is that word with one letter changed in its place; the words
 * after it tell the food, as the word before one does in wordAfterFood.
 */
function nameHeadMisread(line: string): string {
  return line.replace(
    /(?<![\p{L}'’-])(\p{L}{4,})(?= (\p{L}{3,})(?: (\p{L}{3,}))?(?![\p{L}'’-]))/gu,
    (word: string, _: string, second: string, third: string | undefined) => {
      if (isKnownWord(word) || /\p{Lu}\p{Lu}/u.test(word)) return word;
      const lower = plain(word);
      const found = new Set<string>();
      for (const rest of third === undefined ? [second] : [`${second} ${third}`, second]) {
        const words = plain(rest).split(' ');
        const key = [...words.slice(0, -1), singularWord(words.at(-1)!)].join(' ');
        for (const first of [...firstWordsBefore(plain(rest)), ...firstWordsBefore(key)])
          if (
            first.length === lower.length &&
            [...first].filter((letter, at) => letter !== lower[at]).length === 1
          )
            found.add(first);
        if (found.size > 0) break;
      }
      return found.size === 1 ? inCaseOf([...found][0]!, word) : word;
    },
  );
}

/** The most letters a word after a food's first word may have lost or had misread (wordAfterFood). */
const MAX_NAME_EDITS = 2;

/** A word with its doubled letters written once ("fillets" → "filets"). */
const undoubled = (word: string) => word.replace(/(\p{L})\1/gu, '$1');

/** Whether every letter of `short` stands in `long` in the same order (letters lost, none changed). */
function lettersWithin(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at += 1;
  return at === short.length;
}

/**
 * The second word of a grocery's name of two words misread after its first: "1/2 teaspoon baking
 * ponder" → "baking powder" (a "w" read "n"), "vanilla exact" → "vanilla extract" (letters a
 * smear took). The two words read are no grocery's name and the second is no food; exactly one
 * name of two words starts with the first word and ends with a word at most two letters from the
 * one read (one for a word of four letters), the nearest: letters lost and none changed
 * ("exact"), or, for a word the vocabulary lacks, letters changed in their places ("ponder"); a
 * known word with a letter changed is too often what was printed, and a letter doubled or not,
 * or a word in another place, is a spelling the list lacks ("salmon filets"). A word of three
 * letters is mended only for one letter lost ("sea alt" → "sea salt").
 */
function wordAfterFood(line: string): string {
  return line.replace(
    /(?<=(?<![\p{L}'’-])(\p{Ll}{3,}) )(\p{Ll}{3,})(?![\p{L}'’-])/gu,
    (word: string, before: string) => {
      if (isFoodName(`${before} ${word}`) || isFoodName(word) || isUnitWord(word)) return word;
      // A word of three letters only for a letter lost ("sea alt" → "sea salt", session 45,
      // photos39): with a letter changed too many short words are a name's word one letter off.
      const short = word.length === 3;
      const known = isKnownWord(word);
      const most = word.length < 5 ? 1 : MAX_NAME_EDITS;
      let best = Infinity;
      let found = new Set<string>();
      for (const second of secondWordsAfter(before)) {
        const distance = editDistance(word, second);
        if (distance === 0 || distance > most || undoubled(second) === undoubled(word)) continue;
        // Letters lost, none changed ("exact"); or, in a word the vocabulary lacks, letters
        // changed in their places, none lost ("ponder"; "salmon filets" is a spelling it lacks).
        const changed = [...word].filter((letter, at) => letter !== second[at]).length;
        const lost = lettersWithin(word, second);
        if (!lost && (short || known || second.length !== word.length || changed > most)) continue;
        if (distance < best) [best, found] = [distance, new Set([second])];
        else if (distance === best) found.add(second);
      }
      return found.size === 1 ? [...found][0]! : word;
    },
  );
}

/**
 * A comma lost between two foods in a bracket that lists them: "(raspberries blueberries,
 * blackberries)" → "(raspberries, blueberries, blackberries)" (the row's edge takes a comma
 * with it). Only two plural food names, the first opening the bracket or after a comma, the
 * second before a comma: no one food is named by two plurals.
 */
function listCommaLost(line: string): string {
  return line.replace(
    /(?<=(?:\(|, ))(\p{Ll}{3,}s) (?=(\p{Ll}{3,}s),)/gu,
    (pair: string, first: string, second: string) =>
      isFoodName(first) && isFoodName(second) && !isFoodName(`${first} ${second}`)
        ? `${first}, `
        : pair,
  );
}

/** The letters one word must lose, gain or change to be another (Levenshtein's distance). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(
        Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    row = next;
  }
  return row[b.length]!;
}

/**
 * A capital "I" read as a small "i" (one stroke, its dot a speck or a serif's ghost) at the head
 * of a word English writes with its capital wherever it stands, a people's name: "1 loaf italian
 * bread" → "Italian bread", "irish stout", "indian curry paste". Of the saved recipe pages' words
 * "Italian", "Indian" and "Irish" (93) none is written small outside a web address.
 */
const I_READ_SMALL = /(?<![\p{L}'’/_-])i(?:talian|ndian|rish|ndonesian|sraeli)(?!\p{L})/gu;

/**
 * A step's "in" read with a capital "I" (its stroke the capital's in a light face) between two
 * words in lower case: "toss the garlic cloves In the oil" → "in" (session 71, kt-004). No word
 * "In" stands in a sentence but at its head; a step in title case ("Stir In Cheese") is left.
 */
const IN_READ_CAPITAL = /(?<=(?<![\p{L}'’-])\p{Ll}+,? )In(?= \p{Ll})/gu;

/**
 * A step's full stop read as a comma (session 71): before a verb that opens the method's
 * sentences, in its capital ("dice into 1/2 inch pieces, Measure 2 cups" → "pieces. Measure"; no
 * step names such a verb with a capital after a comma inside a sentence), and at the step's end
 * ("Wash vegetables," → "Wash vegetables."; no step ends on a comma).
 */
const STOP_READ_COMMA =
  /(?<=[\p{Ll}\d)°]), (?=(?:Add|Bake|Beat|Blend|Boil|Bring|Combine|Cook|Cover|Drain|Fold|Fry|Heat|Knead|Let|Measure|Melt|Mix|Place|Pour|Preheat|Put|Reduce|Remove|Repeat|Return|Season|Serve|Set|Simmer|Spread|Sprinkle|Stir|Toss|Transfer|Turn|Whisk)\s)/gu;
const STEP_ENDS_ON_COMMA = /,$/u;

/** What a seasoning's "to …" at a row's end is there for: "salt and pepper, to taste". */
const SEASONING_ENDS = ['taste', 'serve'];
/** At most this many letters lost or misread from the word. */
const MAX_SEASONING_EDITS = 2;

/**
 * "to taste" or "to serve" at a row's end with its last word misread on a soft photo: "salt and
 * pepper, to tse", "to tasle", "to sorve" → "to taste", "to serve". Only a word of three letters
 * or more that is no known word, at most two letters from exactly one of the two (a row's "to"
 * at its end, after a word, is there for nothing else: "to toss" or "to cover" are words and stay).
 */
function seasoningEnd(line: string): string {
  return cutSeasoningEnd(line).replace(
    /(?<=\p{L},? to )(\p{Ll}{3,6})(?=\s*\)?\.?$)/u,
    (word: string) => {
      if (isKnownWord(word)) return word;
      const near = SEASONING_ENDS.filter(
        (end) => editDistance(word, end) <= Math.min(MAX_SEASONING_EDITS, word.length - 1),
      );
      return near.length === 1 ? near[0]! : word;
    },
  );
}

/**
 * …and cut at the row's edge after its first two letters, the rest lost in a shadow or a fold:
 * "chopped fresh parsley, to se" → "to serve", "salt and pepper, to ta" → "to taste". Only after
 * a comma (the note's "to" after a food, there for nothing else), and only the two letters that
 * start exactly one of the two ends.
 */
function cutSeasoningEnd(line: string): string {
  return line.replace(/(?<=\p{L}, to )(\p{Ll}{2})(?=$)/u, (start: string) => {
    const ends = SEASONING_ENDS.filter((end) => end.startsWith(start));
    return ends.length === 1 ? ends[0]! : start;
  });
}

/**
 * An ingredient line with its words mended, and two misreadings of its own: an amount run into
 * a food word that is not a unit ("4eggs" → "4 eggs"), and a known word read in capitals in a
 * line of lower-case words ("3 tbsp dark SOY sauce": the engine's capitals of letters shaped
 * like their lower case).
 */
export function mendIngredientWords(
  line: string,
  printedCapitals?: ReadonlySet<string>,
  printedPlain?: ReadonlySet<string>,
): string {
  const words = mendLineWords(
    seasoningEnd(
      glyphRunIntoFood(
        oneReadAsLetter(specksOut(foodNameMended(line.replace(MARK_BEFORE_AMOUNT, '')))),
      ),
    ),
    true,
    printedPlain,
  ).replace(
    /(?<![\p{L}\d.,/])(\d+)(\p{Ll}{3,})(?=[\s,]|$)/gu,
    (glued, amount: string, word: string) =>
      isKnownWord(word) &&
      !UNITS.some((unit) => unit.aliases.includes(word) || unit.canonical === word)
        ? `${amount} ${word}`
        : // A "1" and the "l" after it read as one stroke: "1arge onion" → "1 large onion"
          // (only where the word without its "l" is no word and with it is one).
          /1$/u.test(amount) && !isKnownWord(word) && isKnownWord(`l${word}`)
          ? `${amount} l${word}`
          : glued,
  );
  const others = words.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word));
  // (A word is itself with the punctuation after it: "bell Pepper, diced".)
  const lowerElsewhere = (word: string) =>
    others.every((other) => other.replace(/[,.;:]+$/u, '') === word || !/\p{Lu}/u.test(other));
  // The last word cut at the row's edge: "3 tbsp olive oi" → "olive oil", "0.5 tsp mustard po" →
  // "mustard powder" (a word of two letters or more that is no word, where exactly one grocery's
  // name of two words starts with the word before it and the letters left).
  // …or a food named in one word, of which four letters or more were kept and one or two lost:
  // "1/4 cup wate" → "water", "2 tbsp butte" → "butter" (exactly one food word so long starts
  // so; "1 cup all purpose f" keeps too little to tell).
  // …or a grocery's name of three words cut after the third's first letter or more: "1 cup all
  // purpose f" → "all purpose flour", "all-purpose fl" → "all-purpose flour" (the two words
  // before are no name of their own, and exactly one name of three starts so; a start of three
  // letters or more that is a word is left, and one of two may be a unit's, "fl").
  const edged = listCommaLost(wordAfterFood(wordBeforeFood(nameHeadMisread(words))))
    .replace(/(?<=(?:^|\s)(\p{Ll}{3,}) )(\p{Ll}{2,})$/u, (word: string, before: string) =>
      isKnownWord(word) ? word : (foodCompletion(before, word) ?? oneWordCompletion(word) ?? word),
    )
    .replace(
      /(?<=(?:^|\s)(\p{Ll}{2,})[ -](\p{Ll}{3,}) )(\p{Ll}{1,4})$/u,
      (start: string, first: string, second: string) =>
        (start.length > 2 && isKnownWord(start)) || isFoodName(`${first} ${second}`)
          ? start
          : (thirdWordCompletion(first, second, start) ?? start),
    );
  return edged
    .replace(I_READ_SMALL, (word: string) => `I${word.slice(1)}`)
    .replace(CHEESE_READ_AS_CHOOSE, (choose: string) => (choose === 'Choose' ? 'Cheese' : 'cheese'))
    .replace(LEAVES_READ_AS_LOAVES, 'leaves')
    .replace(/(?<!\p{L})(\p{Lu}{3,})(?!\p{L})/gu, (capitals: string) =>
      lowerElsewhere(capitals) &&
      others.length >= 3 &&
      isKnownWord(capitals) &&
      !printedCapitals?.has(capitals)
        ? capitals.toLowerCase()
        : capitals,
    )
    .replace(
      /(?<=\s)([CJKOPSUVWXZ]\p{Ll}+)(?!\p{L})/gu,
      (word: string, _: string, at: number, row: string) =>
        lowerElsewhere(word) &&
        others.length >= 3 &&
        NEVER_CAPITAL.has(word.toLowerCase()) &&
        at !== nameStart(row)
          ? word.toLowerCase()
          : word,
    );
}

/**
 * Words a printed ingredient line writes in lower case wherever they stand: how a food was made
 * ready, and staples no name or brand starts with. Inside a line of lower-case words one of them
 * with a capital whose letter has its lower case's shape is the engine's misreading ("1 cup brown
 * Sugar", "salt and Pepper to taste", "freshly Squeezed", "lemon Juice": a "j" and a "J" both
 * descend in most book faces); a name may keep its capital ("grated
 * Parmesan", "Kalamata olives"). The name's first word after the amount and unit keeps it too
 * ("0.25 Salt and pepper"): a card may write its names so (111 of the 2,981 labelled lines with a
 * name after their amount do), while the engine misreads a letter's case no more there than in
 * the words after, where no list writes these words with a capital.
 */
const NEVER_CAPITAL: ReadonlySet<string> = new Set([
  ...PREPARATION_WORDS,
  ...PREPARATION_ADVERBS,
  'cream',
  'juice',
  'king',
  'oil',
  'or',
  'of',
  'optional',
  'paste',
  'pepper',
  'powder',
  'salt',
  'sauce',
  'seeds',
  'soy',
  'stock',
  'sugar',
  'syrup',
  'vinegar',
  'water',
  'wine',
]);

/** An item's amount ("2", "1 1/2", "½"), up to its first word. */
const AMOUNT_HEAD = /^[\d½¼¾⅓⅔⅛][\d\s./½¼¾⅓⅔⅛-]*?\s*(?=\p{L})/u;
/** A list writes its names with a capital when at least this many items do, and this share. */
const MIN_CAPITAL_NAMES = 4;
const CAPITAL_NAMES_SHARE = 0.6;

/** Whether a word is one of the units' names or abbreviations ("cups", "tbsp", "handful"). */
function isUnitWord(word: string): boolean {
  const lower = word.toLowerCase();
  return UNITS.some(
    (unit) =>
      unit.canonical === lower ||
      unit.aliases.includes(lower) ||
      unit.aliases.includes(singularWord(lower)),
  );
}

/**
 * Where an item's name starts, after its amount and a unit ("2 cups Cooked chicken": 7), when
 * it starts with a word of two letters or more; null for an item with no amount.
 */
function nameStart(line: string): number | null {
  const amount = AMOUNT_HEAD.exec(line)?.[0];
  if (amount === undefined) return null;
  const unit = /^(\p{L}+)\.?\s+/u.exec(line.slice(amount.length));
  const at = amount.length + (unit && isUnitWord(unit[1]!) ? unit[0].length : 0);
  return /^\p{L}\p{Ll}/u.test(line.slice(at)) ? at : null;
}

/**
 * A list that writes every food's name with a capital ("2 cups Cooked chicken", "1 tsp Honey",
 * "4 tbsp Sunflower oil"), read with one of them in lower case where its letter has its capital's
 * shape ("cooked", "sunflower": lowered as a misreading by the rules for a single row, or by the
 * engine), gets the capital back: a printed list writes its names alike.
 */
export function namesInListCase(items: readonly string[]): string[] {
  const starts = items.map(nameStart);
  const letters = items.map((item, index) => item.charAt(starts[index] ?? 0));
  const named = starts.filter((at) => at !== null).length;
  const capitals = letters.filter(
    (letter, index) => starts[index] !== null && /\p{Lu}/u.test(letter),
  );
  if (capitals.length < MIN_CAPITAL_NAMES || capitals.length < CAPITAL_NAMES_SHARE * named)
    return [...items];
  return items.map((item, index) => {
    const at = starts[index] ?? null;
    if (at === null || !/^[ckopsuvwxz]$/u.test(letters[index]!)) return item;
    return item.slice(0, at) + letters[index]!.toUpperCase() + item.slice(at + 1);
  });
}

/**
 * Words in capitals that two rows of the list or more give ("1 1/2 cups COLD buttermilk", "2 cups
 * COLD heavy cream"): printed so for emphasis, not misread, so left in capitals.
 */
function repeatedCapitals(lines: readonly string[]): ReadonlySet<string> {
  const rows = new Map<string, number>();
  for (const line of lines)
    for (const word of new Set(line.match(/(?<!\p{L})\p{Lu}{3,}(?!\p{L})/gu) ?? []))
      rows.set(word, (rows.get(word) ?? 0) + 1);
  return new Set([...rows].filter(([, count]) => count >= 2).map(([word]) => word));
}

/**
 * The draft's amount checks carried on to its rows as mended here (ingredients, row for row),
 * and a row whose unit a word's mending changed ("2 Ibs beef" → "2 lbs") marked too.
 */
function mendedChecks(draft: RecipeDraft, ingredients: readonly string[]): AmountCheck[] {
  const marked = new Map((draft.amountChecks ?? []).map((check) => [check.line, check]));
  return draft.ingredients.flatMap((before, index) => {
    const line = ingredients[index] ?? before;
    const check = marked.get(before);
    // Marked already: what changed is judged again, from the engine's text to the row as mended.
    if (check)
      return [{ ...check, line, changed: amountChange(check.seen, line) ?? check.changed }];
    const changed = amountChange(before, line);
    return changed ? [{ line, seen: before, changed }] : [];
  });
}

/** A list shows a face that reads its "s" as "c" when this many of its words say so. */
const MIN_ESS_WORDS = 2;

/** The one listed word a word (lower case, letters only) makes with one of its "c"s an "s". */
function withEss(word: string): string | undefined {
  if (isKnownWord(word)) return undefined;
  const found = new Set<string>();
  for (let at = word.indexOf('c'); at >= 0; at = word.indexOf('c', at + 1)) {
    const candidate = `${word.slice(0, at)}s${word.slice(at + 1)}`;
    if (isListedWord(candidate)) found.add(candidate);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * The one listed word a word (lower case, letters only) makes with its "s"s read "c" inside it
 * and "e" at its first or last letter, as the same open "s" of a handwriting face is read where
 * a letter stands beside it on one side only ("grame", "eoft", "ceede", "clicee"; session 77).
 * Only asked on a page that shows the "c" already (`essReadAsC`).
 */
function withEssAtEdges(word: string): string | undefined {
  if (isKnownWord(word)) return undefined;
  const at = [...word].flatMap((letter, index) =>
    letter === 'c' || (letter === 'e' && (index === 0 || index === word.length - 1)) ? [index] : [],
  );
  if (at.length === 0 || at.length > MAX_ESS_PLACES) return undefined;
  const found = new Set<string>();
  for (let chosen = 1; chosen < 1 << at.length; chosen++) {
    const letters = [...word];
    at.forEach((index, bit) => {
      if (chosen & (1 << bit)) letters[index] = 's';
    });
    const candidate = letters.join('');
    if (isListedWord(candidate)) found.add(candidate);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** Places in one word where an "s" may have been read (`withEssAtEdges`); more are left. */
const MAX_ESS_PLACES = 4;

/**
 * A handwriting face's "s", open at its top and foot, read as a "c" across a list ("thinly
 * cliced", "chredded", "Kocher calt", "cheece"; session 75): once MIN_ESS_WORDS different words
 * of the page (its rows and steps, of five letters or more) are no word and one word with a "c"
 * made an "s" (or, one of them so, the rest with an "e" at an edge, `withEssAtEdges`), every
 * such word of four letters or more in a row is mended. One such word alone
 * is left: a brand ("coles") or a word the vocabulary lacks. On such a page the same "s" read
 * "e" at a word's first or last letter is mended too ("100 grame", "eoft", "Poppy ceede": session
 * 77, `withEssAtEdges`). Returns the mending of a row (the row itself when the page shows no such
 * face).
 */
function essReadAsC(lines: readonly string[]): (row: string) => string {
  const all = new Set(
    lines.flatMap((row) => row.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4),
  );
  const words = [...all].filter((word) => word.length >= 5);
  const shown = words.filter((word) => withEss(word) !== undefined).length;
  // One "c" at least: an "e" alone is read so too often by other faces to tell one (and most
  // pages show none, so their words' edges are not tried).
  if (shown < 1) return (row) => row;
  // Once a long word shows it, a word of four letters tells the same ("uncweetened" with "ctir"
  // in the steps; session 78): a short word alone does not open the page to the mending.
  const short = [...all].filter((word) => word.length === 4 && withEss(word) !== undefined);
  const atEdges = words.filter((word) => withEssAtEdges(word) !== undefined).length;
  if (Math.max(shown + short.length, atEdges) < MIN_ESS_WORDS) return (row) => row;
  return (row) =>
    row.replace(/(?<!\p{L})[\p{L}]{4,}(?!\p{L})/gu, (word) => {
      const mended = withEss(word.toLowerCase()) ?? withEssAtEdges(word.toLowerCase());
      if (mended === undefined) return word;
      return /^\p{Lu}/u.test(word) ? mended.charAt(0).toUpperCase() + mended.slice(1) : mended;
    });
}

/**
 * A photographed recipe's draft with misread words mended: title, ingredients, steps.
 * `printedPlain`: words (lower case, as read) the reader saw printed without the accents core
 * would put back (`TextLine.plain`).
 */
export function mendDraftWords(
  draft: RecipeDraft,
  printedPlain?: ReadonlySet<string>,
): RecipeDraft {
  const capitals = repeatedCapitals(draft.ingredients);
  const ess = essReadAsC([...draft.ingredients, ...draft.instructions]);
  // A unit the words' mending put right lets an amount's misreading before it be mended.
  const mendRow = (line: string) => {
    // The face's "s" first: the words' mending would take "grame" for the unit "gramo".
    const mended = ess(mendIngredientWords(ess(line), capitals, printedPlain));
    return mended === line ? mended : mendHalfAsPercent(mended);
  };
  const ingredients = namesInListCase(draft.ingredients.map(mendRow));
  const grouped = draft.ingredientGroups?.flatMap((group) => group.items).length;
  const checks = mendedChecks(draft, ingredients);
  let at = 0;
  return {
    ...draft,
    name: mendTitleWords(draft.name, printedPlain),
    ingredients,
    ...(checks.length > 0 ? { amountChecks: checks } : {}),
    ...(draft.ingredientGroups
      ? {
          ingredientGroups: draft.ingredientGroups.map((group) => ({
            title: group.title === null ? null : mendHeadingWords(group.title, printedPlain),
            items:
              grouped === ingredients.length
                ? group.items.map(() => ingredients[at++]!)
                : group.items.map(mendRow),
          })),
        }
      : {}),
    instructions: draft.instructions.map((step) =>
      mendLineWords(step, false, printedPlain)
        .replace(IN_READ_CAPITAL, 'in')
        .replace(STOP_READ_COMMA, '. ')
        .replace(STEP_ENDS_ON_COMMA, '.'),
    ),
  };
}
