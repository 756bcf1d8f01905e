/**
 * Generic English word lists for ingredient lines: size words, preparation words and the phrases
 * that start a note. They are linguistic, not a list of known lines.
 */
import { foldedForAsciiPatterns } from './text.ts';
import { madeOnFirstUse } from '../memo.ts';

/**
 * Sizes and nothing else (not "long" or "thick", which a shop sells by): written as one word with
 * "size" or "sized", or two sizes joined ("medium-large", "medium-small").
 */
export const PLAIN_SIZE_WORDS: readonly string[] = [
  'large',
  'small',
  'medium',
  'big',
  'extra-large',
  'jumbo',
  'medium-size',
  'medium-sized',
  'large-size',
  'large-sized',
  'small-size',
  'small-sized',
  'medium-large',
  'medium-small',
];

/** Size and amount-qualifying words: not units, not part of the name ("1 large onion"). */
export const SIZE_WORDS: ReadonlySet<string> = new Set([
  ...PLAIN_SIZE_WORDS,
  'tiny',
  'huge',
  'giant',
  // "a hefty pinch of salt", "a massive handful of basil", "a wee bit of butter": sizes UK
  // recipes write before a portion (were 1 "hefty pinch of salt").
  'hefty',
  'massive',
  'wee',
  'x-large',
  'xl',
  'lg',
  // "1 lge onion", "2 lrg eggs", "1 sml leek": other shorthands recipes write for the sizes.
  'lge',
  'lrg',
  'med',
  'md',
  'sm',
  'sml',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'decent',
  'healthy',
  'full',
  'thick',
  'thin',
  'long',
  'plump',
  'fat',
  'packed',
  'well-packed',
  'firmly-packed',
  'lightly-packed',
  'loosely-packed',
  'tightly-packed',
  // "½ cup tight-packed basil": the adjective before "packed", as one word.
  'tight-packed',
  'loose-packed',
  'firm-packed',
  'hard-packed',
]);

/** Words that qualify a size word ("very large", "extra large"). */
export const SIZE_MODIFIERS: ReadonlySet<string> = new Set([
  'very',
  'extra',
  'fairly',
  'quite',
  'really',
]);

/**
 * How firmly or loosely a measure is filled, before "packed", "heaped", "piled" ("2 lightly packed
 * cups", "8 cups reasonably packed romaine"): words of degree that are no name's word there, and
 * only there ("reasonably priced", "moderately hot" keep them).
 */
export const FILL_ADVERBS: ReadonlySet<string> = new Set([
  'lightly',
  'loosely',
  'firmly',
  'tightly',
  'well',
  'reasonably',
  'moderately',
  'densely',
  'gently',
  'fairly',
]);

/** The words for how a measure is filled that FILL_ADVERBS go with ("piled" only after one). */
export const FILL_WORDS: ReadonlySet<string> = new Set(['packed', 'heaped', 'heaping', 'piled']);

/** Adverbs of preparation ("finely chopped", "freshly grated"). */
export const PREPARATION_ADVERBS: ReadonlySet<string> = new Set([
  'finely',
  'coarsely',
  'roughly',
  'thinly',
  'thickly',
  'freshly',
  'lightly',
  'very',
  'well',
  'loosely',
  'firmly',
  'tightly',
  'evenly',
  'just',
  'barely',
  'newly',
  'briefly',
  'gently',
  'fully',
  'partially',
  'partly',
  'completely',
  'roughly-chopped',
  'finely-chopped',
  'thinly-sliced',
  'freshly-ground',
  'freshly-grated',
]);

/**
 * Preparation participles that describe what the cook does, removed from the name wherever they
 * stand ("½ c fresh chopped parsley" → "fresh parsley"), except before a head noun that is sold
 * that way (`SOLD_PREPARED`).
 */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'crumbled',
  'beaten',
  'whisked',
  'melted',
  'softened',
  'sifted',
  'unsifted',
  'shaken',
  'stirred',
  'spooned',
  'scooped',
  'leveled',
  'levelled',
  'peeled',
  'deveined',
  'deribbed',
  'separated',
  'seeded',
  'deseeded',
  'cored',
  'stoned',
  'trimmed',
  // "topped and tailed" beans and spring onions: their ends cut off.
  'topped',
  'tailed',
  'halved',
  'quartered',
  'cubed',
  'julienned',
  'julienne',
  'chiffonade',
  'slivered',
  'snipped',
  'torn',
  'rinsed',
  'drained',
  'washed',
  'scrubbed',
  'squeezed',
  'zested',
  'juiced',
  'mashed',
  'pureed',
  'puréed',
  'uncooked',
  'packed',
  'firmly-packed',
  'lightly-packed',
  'toasted',
  'warmed',
  'chilled',
  'cooled',
  'thawed',
  'defrosted',
  'room-temperature',
  'hulled',
  'skinned',
  'boned',
  'filleted',
  'shelled',
  'picked',
  'stemmed',
  'divided',
  'sieved',
  'strained',
  'cooked',
  'boiled',
  'cracked',
  'shucked',
  'cleaned',
  'well-seasoned',
  'well-rinsed',
  'well-drained',
  'well-trimmed',
  'scalded',
  // "1 cup simmering chicken stock": kept at a simmer for the cook, the stock bought as it is
  // ("boiling" stays: "boiling potatoes" are a kind, and the sets keep "boiling water").
  'simmering',
  'steamed',
  'poached',
  'bruised',
  'smashed',
  'unpeeled',
  'butterflied',
  'griddled',
  'hard-cooked',
  'hard-boiled',
  'soft-boiled',
  'crosswise',
  'lengthwise',
  'lengthways',
  'crossways',
  'widthwise',
  'diagonally',
  'shaved',
  'scraped',
  'ripped',
  'popped',
  'buttered',
  // "4 cups cut-up cooked lobster", "1 cup cut-up strawberries".
  'cut-up',
]);

/** Words of praise or origin that say nothing about what to buy ("homemade", "good-quality"). */
export const QUALITY_WORDS: ReadonlySet<string> = new Set([
  'homemade',
  'home-made',
  'imported',
  'store-bought',
  'shop-bought',
  'best-quality',
  'top-quality',
  'high-quality',
  'excellent',
  // "4 cups well-flavored chicken stock": praise of the stock, as "excellent" is (the labels
  // drop it, 9 of 9).
  'well-flavored',
  'well-flavoured',
  'lukewarm',
  'enough',
  'additional',
  'optional',
  'extra',
  // "2 cups any berries": whichever the cook has.
  'any',
]);

/** Common adjectives: a comma after them joins, not ends, the name ("ripe, juicy pears"). */
export const COMMON_ADJECTIVES: ReadonlySet<string> = new Set([
  'ripe',
  'sweet',
  'mild',
  'red',
  'green',
  'yellow',
  'white',
  'black',
  'crisp',
  'firm',
  'soft',
  'hard',
  'fresh',
  'dry',
  'hot',
  'cold',
  'warm',
  'lean',
  'plain',
  'tart',
  'young',
  'fine',
  // "coarse, dry breadcrumbs": a texture, as "fine" is.
  'coarse',
  'raw',
  'pure',
  'rich',
  'dark',
  'light',
  'heavy',
  'strong',
  'skinless',
  'boneless',
  'juicy',
  'flavourful',
  'flavorful',
  'organic',
  'unsalted',
  'salted',
  'sharp',
  'mature',
  'thick',
  'thin',
  'large',
  'small',
  'medium',
  'big',
  'short',
  'wide',
  'flat',
  'natural',
  'fruity',
  'nutty',
  'creamy',
  'crunchy',
  'crusty',
  'flaky',
  'floury',
  'waxy',
  'smoky',
  'spicy',
  'tender',
  'delicate',
  'bitter',
  'sour',
  'mellow',
  'fragrant',
  'aromatic',
  'inexpensive',
  'neutral',
  // "stale, sweetened corn bread", "tangy, fresh goat cheese", "robust, fruity red wine": how it
  // tastes, feels or has aged, before more describing words.
  'stale',
  'tangy',
  // "4 sausages, pork, herby or vegetarian": what kind of it, after its name, as "red or green" is.
  'herby',
  'vegetarian',
  'vegan',
  'robust',
  'hearty',
  'zesty',
  'buttery',
  'chewy',
  'moist',
  'sturdy',
  'earthy',
  'peppery',
  'briny',
  'crumbly',
  'salty',
  'meaty',
  'plump',
]);

/** Head nouns sold already prepared: the preparation word stays in their name. */
export const SOLD_PREPARED: ReadonlySet<string> = new Set([
  'tomato',
  'tomatoes',
  'beef',
  'pork',
  'lamb',
  'turkey',
  'chicken',
  'veal',
  'meat',
  'steak',
  'coconut',
]);

/**
 * Words that start the note part of a line when they follow the name ("salt to taste",
 * "olive oil for brushing", "butter, softened"). Matched as whole words.
 */
export const NOTE_STARTERS: readonly string[] = [
  'to taste',
  // "Sal al gusto", "Sal a gosto", "Peper naar smaak", "Salz nach Geschmack": to taste in Spanish,
  // Portuguese, Dutch and German.
  'al gusto',
  'o al gusto',
  'a gosto',
  'ou a gosto',
  'naar smaak',
  'nach geschmack',
  // Italian and Portuguese "q.b." (quanto basta, quanto baste): as much as needed.
  'q.b',
  // "to serve" in Dutch, French, German, Spanish and Portuguese, and Italian.
  'om te serveren',
  'pour servir',
  'zum servieren',
  'para servir',
  'per servire',
  'to serve',
  'to garnish',
  'to decorate',
  'to glaze',
  'to brush',
  'to coat',
  'to sprinkle',
  'to top',
  'to drizzle',
  'to thin',
  'to yield',
  'to make',
  'to finish',
  'to cook',
  'to fry',
  'to dust',
  'to grease',
  'to cover',
  'to season',
  'per person',
  'of any kind',
  'per serving',
  'used for',
  'on the side',
  'for',
  'plus',
  'such as',
  'like',
  // "Maraschino Cherries or use store-bought": what to do instead.
  'or use',
  'preferably',
  'optional',
  'if desired',
  'if needed',
  'if necessary',
  'if you',
  'if using',
  'if available',
  'as needed',
  'as required',
  // "salt as per taste", "water as per need": the Indian English form.
  'as per',
  'to your liking',
  'to your taste',
  'as desired',
  // "orange peel as garnish", "lemon wedges as an accompaniment": what it is for.
  'as garnish',
  'as a garnish',
  'as decoration',
  'as a decoration',
  'as an accompaniment',
  // "pickles and potato chips as accompaniments": the plural, and with no article.
  'as accompaniments',
  'as accompaniment',
  // "2 1/2 pounds spinach in bulk": sold loose, how it is bought, not what.
  'in bulk',
  'or to taste',
  'or more',
  'or less',
  'more or less',
  'or as needed',
  'at room temperature',
  'room temperature',
  // "2 large eggs room temp.": the short form, as authors write it after the food.
  'at room temp',
  'room temp',
  'dissolved in',
  'cut into',
  // "1 chicken cut up into 8 pieces": "up" too, one note (was "into 8 pieces; cut up").
  'cut up into',
  'cut in',
  'cut to',
  // "8 cups spinach cut across the stem into thin slices": how it is cut, with no comma before
  // it, as "cut into" is.
  'cut across',
  'cut crosswise',
  'cut lengthwise',
  'torn into',
  'broken into',
  'about',
  'approximately',
  'approx',
  // "1 free-range turkey weighing 4kg/8lb 11oz", "4 squid weighing about 250g/9oz each": how
  // much one weighs, with no comma before it.
  'weighing',
  'each weighing',
  'e.g.',
  'eg',
  'i.e.',
  'see note',
  // "kosher salt, see notes above", "crema * see steps below": the plural, and the steps or tips.
  'see notes',
  'see recipe',
  'see above',
  'see below',
  // "6 cups berries as below or in any combination": which ones, told elsewhere in the recipe.
  'as below',
  'as above',
  'see steps',
  'see tips',
  'divided',
  'at least',
  'that',
  'which',
  'made with',
  'made from',
  'mixed with',
  'soaked in',
  // "split peas simmered in water to cover", "onions fried in butter", "bouquet garni tied in
  // cheesecloth", "dehydrated onions reconstituted in hot water", "fish sauce seasoned with
  // chillies": what is done to it, with no comma before it, as "soaked in" and "dissolved in".
  'simmered in',
  'fried in',
  'tied in',
  'tied with',
  'reconstituted in',
  'seasoned with',
  'soaked overnight',
  'according to',
  'thawed',
  'plus more',
  'and more',
  'or more',
  'with their',
  'with its',
  // "1 can whole tomatoes and their juice", "peaches and their syrup": what comes in the tin.
  'and their',
  'and its',
  'in their',
  'in its',
  // "pancetta in small dice", "rump roast in one piece", "chocolate in small pieces": the
  // pieces it is cut to, or left whole in, with no comma before it, as "in 1/4-inch dice" is
  // (every source's labels drop it, 33 of 33).
  'in one piece',
  'in a single piece',
  'in 1 piece',
  'in pieces',
  'in small pieces',
  'in large pieces',
  'in chunks',
  'in small chunks',
  'in large chunks',
  'in cubes',
  'in small cubes',
  'in large cubes',
  'in dice',
  'in small dice',
  'in medium dice',
  'in large dice',
  'in fine dice',
  'into',
  // "fresh tarragon or half the amount dried", "garlic and an equivalent amount of ginger": the
  // other thing's amount is said against this one's.
  'half the amount',
  'an equivalent amount',
  // "whole milk, do not substitute skim milk": what not to buy.
  'do not',
  "don't",
  // "noodles between ½ and 1 inch wide": their size. "grated zucchini somewhere between firmly and
  // lightly packed", "somewhere around 2 pounds": how the cup was filled, how much, roughly.
  'between',
  'somewhere',
  // "Vegetable oil sufficient in quantity to fill the fryer": how much.
  'sufficient',
  // "1 pie crust, can be frozen or homemade", "vegetable oil I used canola", "chocolate truffles
  // (we use Lindt)": the author's aside, what they chose or what may do instead.
  'can be',
  'i use',
  'i used',
  'we use',
  'we used',
  'you can',
  // "tomato paste add more to adjust consistency": more to taste, with no comma before it.
  'add more',
];

/**
 * "a little butter", "a few cloves", "Several large eggs", "Plenty of salt": how much, said in
 * words, at the head of a name. The labelled corpora keep it in the name (every source; "several"
 * two times in three); the shopping list, the food table and the steps read the name without it
 * (`withoutVagueAmount`). A size after it is a size ("Several eggs", as "A few eggs"). Each
 * alternative opens with a plain small letter (`VAGUE_AMOUNT_FIRST_LETTERS` is taken from them).
 */
export const VAGUE_AMOUNT_ALTERNATIVES: readonly string[] = [
  String.raw`an?\s+(?:little|few|lot\s+of)`,
  'several',
  'many',
  String.raw`plenty\s+of`,
  String.raw`lots\s+of`,
];
const VAGUE_AMOUNT_NAME = new RegExp(
  String.raw`^(?:${VAGUE_AMOUNT_ALTERNATIVES.join('|')})\s+(?=[a-zª])`,
);

/**
 * The letters a vague amount can open with, one bit each from "a" (bit 0) to "z" (bit 25), taken
 * from the first character of each of `VAGUE_AMOUNT_ALTERNATIVES`, so a word added there is never
 * skipped by the check in `vagueAmountLength`. An alternative opening with anything but a small
 * letter (a group, an escape) could not be read so, and stops the module from loading.
 */
const VAGUE_AMOUNT_FIRST_LETTERS = VAGUE_AMOUNT_ALTERNATIVES.reduce((bits, alternative) => {
  const letter = alternative.charCodeAt(0) - 97;
  if (!(letter >= 0 && letter < 26)) {
    throw new Error(`A vague amount must open with a small letter: ${alternative}`);
  }
  return bits | (1 << letter);
}, 0);

/**
 * Whether a name opens with a letter, in either case, that some vague amount opens with: any
 * other name is not folded at all (bit 0x20 makes an ASCII capital its small letter; a character
 * outside A-Z and a-z lands outside 97-122).
 */
export function mayOpenVagueAmount(name: string): boolean {
  const letter = (name.charCodeAt(0) | 0x20) - 97;
  return letter >= 0 && letter < 26 && ((VAGUE_AMOUNT_FIRST_LETTERS >> letter) & 1) === 1;
}

/**
 * The length of a leading vague amount (`VAGUE_AMOUNT_NAME`: "a little ", "several ", "plenty of ")
 * before a letter, 0 when there is none. The pattern is written in lower-case ASCII and run on
 * `foldedForAsciiPatterns` of the name: the same matches as with `\p{L}` and the flags `iu` (but for
 * a long s opening "several"), without V8 building Unicode's letter set and its case closure each
 * time it compiles the pattern (decisions 0023, 0020).
 */
export function vagueAmountLength(name: string): number {
  if (!mayOpenVagueAmount(name)) return 0;
  return VAGUE_AMOUNT_NAME.exec(foldedForAsciiPatterns(name))?.[0].length ?? 0;
}

/** The name without a leading vague amount ("a little olive oil", "Plenty of salt" → "salt"). */
export function withoutVagueAmount(name: string): string {
  return name.slice(vagueAmountLength(name));
}

/**
 * A leading phrase naming the part taken from the ingredient, before its amount: "Juice of 1
 * lemon", "Grated rind from 2 lemons", "Leaves from 2 sprigs tarragon", "Juice of .25 lemon",
 * "corn kernels from about 3 cobs" (the hedge after "from" only, as before any amount, a note;
 * "bag of about 500 g spinach" is a bag), "Top 4 inches from a bunch of celery" (a length of it).
 */
export const PART_OF_PREFIX = madeOnFirstUse(
  () =>
    /^(?!(?:(?:an?|one|two|three)[\s-]+)?(?:half|quarters?|thirds?)\s+of\s)(?:[\p{L}-]+\s+(?:\d+(?:[./]\d+)?\s*(?=(?:inch(?:es)?|cm|centimet(?:er|re)s?)\s))?){0,6}?[\p{L}-]+\s+(?:of|from)\s+(?=(?:(?<=from\s+)(?:about|approximately|roughly|around)\s+)?(?:\d|\.\d|one\b|two\b|three\b|four\b|five\b|six\b|half\b|an?\s))/iu,
);

/**
 * Words that may open a line before an amount and are dropped ("about 2 cups", "c. 300ml" (circa),
 * the same hedge in other languages before a number: "etwa 200 g", "environ 1 kg", "plm. 750 gram"),
 * "Optional: …",
 * "The rest of the" a thing named before),
 * and labels saying what a thing is for ("For the sauce:", "To serve:", "For garnish:", "Optional
 * garnishes:", "Side dish:"; and
 * "Accompaniments:", "Toppings:" before a name with no amount, whose only name it is not).
 */
export const LEADING_FILLERS =
  /^(?:(?:about|approx\.?|approximately|around|roughly|circa|(?:c|ca)\.(?=\s*[\d½¼¾⅓⅔⅛])|(?:ca|cca|cirka|etwa|ungefähr|environ|ongeveer|plm\.?|omkring|aprox\.?|aproximadamente|około|ok\.)(?=\s+[\d½¼¾⅓⅔⅛])|up\s+to|(?:at\s+least|(?:just|a\s+little|slightly)\s+(?:over|under)|(?:a\s+(?:little|bit)\s+|slightly\s+)?(?:more|less)\s+than|no\s+more\s+than)(?=\s+[\d.½¼¾⅓⅔⅛])|some|(?:the\s+)?rest\s+of(?:\s+the)?|optional:?|(?:an?\s+)?(?:generous|scant|heaped|heaping|level|(?:slightly\s+)?rounded|good)(?=\s+[\d.½¼¾⅓⅔⅛])|generous|scant|heaped|heaping|level|rounded|plus|extra(?!\s+virgin\b):?|for\s+the(?:\s+[a-z'&-]+){1,4}\s*:|(?:to\s+(?:serve|garnish|finish|decorate)|for\s+(?:serving|garnish(?:ing)?|decoration|decorating|dusting|topping)|garnish(?:es)?|side\s+dish(?:es)?)\s*:|(?:accompaniments?|toppings?)\s*:(?!\s+[\d.½¼¾⅓⅔⅛]))\s+)+/i;

/**
 * Citrus fruits whose juice or zest a recipe counts by the fruit ("½ orange juice", "1 lemon
 * zest": the juice of half an orange, the zest of a lemon), singular or plural.
 */
export const CITRUS_FRUITS: readonly string[] = [
  'lemons?',
  'limes?',
  'oranges?',
  'grapefruits?',
  'clementines?',
  'satsumas?',
  'tangerines?',
  'mandarins?',
  'yuzus?',
];
