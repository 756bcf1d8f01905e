/**
 * The food table and how a name finds its food. The table's data is a module of its own
 * (food-table.data.ts) that `loadFoodTable` imports when first asked, so the web app loads it as
 * a separate chunk only when a screen needs it.
 *
 * A name finds the food whose name is the longest run of its words ending at its head, the last
 * word ("finely chopped red onion" → red onion; "extra virgin olive oil" → olive oil), words
 * compared singular. A head that is no food's leaves the name unplaced: "onion powder" is not
 * onion, "coconut milk" is not coconut. Nor may a food's name be the tail of a longer name whose
 * word before it is itself another food: "coconut milk" is not milk, "peanut butter" is not butter
 * (each such food has a name of its own, or the line stays unplaced). Only a few words after the
 * head may be passed over ("chicken breast fillets", "broccoli florets"). "Fresh" is passed over
 * too, unless a food's own name has it ("fresh pasta" is not dried pasta; "fresh basil" is basil).
 */
import { isHeadDescriber } from '../ingredients/extract-name.ts';
import { singularWord } from '../ingredients/plural.ts';
import { findUnit } from '../ingredients/units.ts';
import { foldedForAsciiPatterns } from '../ingredients/text.ts';
import { madeOnFirstUse, memoiseFromFirst } from '../memo.ts';
import { foodFromRow, type Food } from './food.ts';
import type { FoodRow } from './food-row.ts';

/** How sure a match is: the whole name is the food's, or the food is the name's last words. */
export type MatchConfidence = 'high' | 'medium';

export interface FoodMatch {
  readonly food: Food;
  readonly confidence: MatchConfidence;
}

export interface FoodTable {
  readonly foods: readonly Food[];
  readonly byId: ReadonlyMap<string, Food>;
  /** The food a name is, or null: memoised, so lists that repeat names pay once. */
  readonly find: (name: string) => FoodMatch | null;
}

/**
 * Piece words that are the food itself, not a part of it: a food named with one ("tomato
 * puree", "crab meat") keeps it after any words before ("canned pumpkin puree"). "Flesh" is the
 * edible part the food's row already is ("200g pumpkin flesh", "mango flesh", "lobster flesh").
 */
/**
 * Piece words the table names cuts of meat and fish by ("chicken fillet", "beef fillet", "chicken
 * piece"): a name ending in such a name after words naming no food is that cut, not the animal
 * (`endsInNameAfterNoFood`). Not a leaf or a cube: "dried crushed whole oregano leaves" are dried
 * oregano, though "oregano leaf" is the fresh herb's name.
 */
const NAMED_CUTS: ReadonlySet<string> = new Set(['fillet', 'filet', 'piece']);

const WHOLE_FOOD_PIECES: ReadonlySet<string> = new Set(['meat', 'puree', 'pulp', 'flesh']);

/** Words after the head that name a piece of the food, not another food. */
const PIECE_WORDS: ReadonlySet<string> = new Set([
  'fillet',
  'filet',
  'piece',
  'chunk',
  'floret',
  'cube',
  'slice',
  'strip',
  'wedge',
  // "3 oz unsweetened chocolate squares": baking chocolate is sold and weighed by the square.
  'square',
  'ring',
  'half',
  'halve',
  'segment',
  // "8 mandarin orange sections", "2 grapefruit sections": the US word for a segment.
  'section',
  'leaf',
  'sprig',
  'stalk',
  // "4 parsley stems", "1 cup grated broccoli stems": the herb's stem is weighed as its sprig.
  'stem',
  'spear',
  'portion',
  // "2 wholemeal noodle nests": dried noodles sold and weighed by the nest.
  'nest',
  'shaving',
  'ribbon',
  'round',
  // "pork shoulder meat", "walnut meats"; "mango purée", "tamarind pulp", "avocado flesh": the
  // food itself.
  ...WHOLE_FOOD_PIECES,
]);

/**
 * Where a name's second piece joined by "and" starts ("basil leaves and stalks", "cilantro leaves
 * and tender stems", "broccoli florets and stems": the food's pieces, both of them), or the name's
 * length when it ends in no such pair.
 */
function piecesJoinedAt(words: readonly string[]): number {
  const and = words.lastIndexOf('and');
  if (and < 2 || and === words.length - 1 || !PIECE_WORDS.has(words[and - 1] ?? '')) {
    return words.length;
  }
  const after = words.slice(and + 1);
  const pieces = after.every((word) => PIECE_WORDS.has(word) || isHeadDescriber(word));
  return pieces && PIECE_WORDS.has(after.at(-1) ?? '') ? and : words.length;
}

/** Heads that name a kind of food, so that the food before them is the food: "stilton cheese". */
const KIND_HEADS: ReadonlySet<string> = new Set(['cheese', 'pasta', 'noodle']);

/**
 * Names of a class of foods that one food stands for ("berries" as raspberries, "nuts" as
 * hazelnuts, "chocolate" as dark chocolate, "yeast" as dried yeast): after a word no food's names
 * use, the class is some other food's ("juniper berries", "candle nuts", a brand's "chocolates",
 * "nutritional yeast"), and the name is better unplaced than taken for the stand-in.
 */
const CLASS_NAMES: ReadonlySet<string> = new Set([
  'berry',
  'nut',
  'chocolate',
  'yeast',
  'chutney',
  // "seeds" are mixed seeds (pumpkin seeds' row); "juniper seeds", "lovage seeds" are spices.
  'seed',
]);

/**
 * Things the table lacks whose last word is a food's name, the word before it no food and no
 * describing word the class rule above could read: each names something else entirely, so a name
 * ending in one is no food of the table, not the food of its last word. "baking beans" are the
 * ceramic weights for blind baking; "candy corn" is a sugar sweet, not sweetcorn; "shea butter"
 * and "essential oil" are no kitchen fats; "head cheese" is brawn. (Beans in general are not a
 * class name: "gigantes", "corona", "pink" or "yellow eye" beans are beans, which white beans' row
 * weighs well, so only what is no bean at all is listed.)
 */
const OTHER_THINGS: ReadonlySet<string> = new Set([
  'baking bean',
  'ceramic bean',
  'candy corn',
  'shea butter',
  'essential oil',
  // Oiled on a chopping board, never eaten.
  'mineral oil',
  // Citric acid ("sour salt") and Eno's "fruit salt" (a raising agent): no table salt, whose
  // sodium a few grams of them would count.
  'sour salt',
  'fruit salt',
  'eno salt',
  // A meat jelly of pork (brawn, souse), not cheese.
  'head cheese',
]);

/**
 * Dishes and foods named by a word that before "sauce" names a sauce ("hot sauce"): a sauce for
 * them ("hot pot dipping sauce", "hot dog sauce") is not that sauce.
 */
const DISH_BEFORE_SAUCE: ReadonlySet<string> = new Set(['hot pot', 'hot dog']);

/**
 * Words that make a sauce a cream or white one ("Alfredo-style pasta sauce", "carbonara pasta
 * sauce", "creamy pasta sauce"): before a name of a tomato sauce they leave it no tomato sauce.
 */
const CREAM_SAUCE_WORDS: ReadonlySet<string> = new Set([
  'alfredo',
  'carbonara',
  'bechamel',
  'béchamel',
  'cream',
  'creamy',
  'white',
]);

/**
 * Colours, which before a class name say which member it is ("golden berries" are physalis,
 * "green chutney" is coriander and mint): the stand-in only when its own names say so.
 */
const COLOURS: ReadonlySet<string> = new Set([
  'red',
  'green',
  'yellow',
  'black',
  'white',
  'brown',
  'golden',
  'purple',
  'orange',
  'pink',
  'grey',
  'gray',
  'blue',
]);

/** Pieces a class name may be measured in: "2 squares of chocolate", "a bar of chocolate". */
const PIECES_BEFORE: ReadonlySet<string> = new Set(['square', 'bar']);

/**
 * Whether a word before a class name leaves the name the stand-in's: one of the stand-in's own
 * words ("frozen berries", "mixed nuts"), a word that only describes ("roasted nuts"), not a
 * colour, or a measure ("squares of chocolate"); never a thing ("rye berries" are grain, "spice
 * berries" allspice).
 */
const keepsStandIn = (word: string, own: ReadonlySet<string>): boolean =>
  own.has(word) ||
  (isHeadDescriber(word) && !COLOURS.has(word)) ||
  PIECES_BEFORE.has(word) ||
  PIECE_WORDS.has(word) ||
  findUnit(word) !== undefined;

/** The oils FLAVOURED names: a fat before one is a choice of fat ("pork lard oil"), no flavour. */
const OILS: ReadonlySet<string> = new Set(['vegetable oil', 'olive oil', 'sesame oil']);
/** Grams of fat in 100 g from which a food is a fat (lard, butter, ghee), not an oil's flavour. */
const FAT_SHARE = 50;

/**
 * Foods made in flavours: another food before one is its flavour, not a third food ("pistachio
 * ice cream", "strawberry kefir", "pistachio extract"). A fruit's flavour is the fruit kind where
 * the table has one ("raspberry yogurt" is fruit yogurt, sweeter than plain).
 */
const FLAVOURED: ReadonlySet<string> = new Set([
  'ice cream',
  'gelato',
  'sorbet',
  'yogurt',
  'yoghurt',
  'greek yogurt',
  'greek yoghurt',
  'kefir',
  'extract',
  'essence',
  // Foods whose every name is made in flavours, by the food's shown name: "spinach linguine",
  // "walnut sourdough bread", "spinach tortillas".
  'pasta',
  'tortilla',
  'bread',
  // "peach flavor gelatin", "lemon-flavored gelatin": jelly crystals.
  'gelatin dessert',
  // "strawberry cake mix", "chocolate fudge pudding mix": the mix.
  'cake mix',
  'instant pudding mix',
  // "fig jam", "quince jelly", "raspberry vinegar", "walnut vinegar": the jam or the vinegar;
  // "Cabernet red wine vinegar": the grape's wine vinegar.
  'jam',
  'vinegar',
  'wine vinegar',
  // "nacho cheese tortilla chips", "lime tortilla chips", "cheese and onion crisps": the chips.
  'tortilla chip',
  // Filled pasta and pastry named by their filling: "mushroom ravioli", "squash ravioli",
  // "spinach and ricotta tortelloni", "chocolate croissants", "almond croissant".
  'tortellini',
  'croissant',
  // "COOL WHIP strawberry whipped topping", "strawberry pie filling", "mango salsa", "mushroom
  // gravy", "cinnamon crunchy granola bars": the topping, filling, salsa, gravy or bar.
  'whipped topping',
  'pie filling',
  'salsa',
  'gravy',
  'granola bar',
  // "chocolate Chex cereal", "cinnamon toast cereal": the breakfast cereal.
  'cereal',
  // "raspberry syrup", "ginger syrup", "chocolate liqueur", "garlic hummus", "thyme honey",
  // "orange sprinkles", "raspberry balsamic vinegar", "cherry cola", "raspberry cream soda".
  'syrup',
  'liqueur',
  'hummus',
  'honey',
  'sprinkle',
  'balsamic vinegar',
  'cola',
  'cream soda',
  'lemonade',
  'diet cola',
  // "Italian herb tomato soup", "carrot and lentil soup": the soup.
  'tomato soup',
  'vegetable soup',
  'lentil soup',
  // "Parmesan bread crumbs", "garlic breadcrumbs": the crumbs; "pistachio pesto": the pesto.
  'breadcrumb',
  'pesto',
  // "tomato-basil feta": the feta; "sherry vinaigrette": the vinaigrette (not "dressing": a US
  // "sausage and oyster dressing" is a stuffing).
  'feta',
  'vinaigrette',
  // "chipotle chilli ketchup", "blueberry vodka", "orange chocolate": the ketchup, the vodka, the
  // chocolate. (Not mustard or goats' cheese: a choice's shared head makes "ruby chard or red
  // mustard" mustard and "yoghurt or soft goats' cheese" the cheese.)
  'ketchup',
  'vodka',
  'chocolate',
  // "sun dried tomato oil", "carrot oil", "spring onion oil", "lemon oil", "basil olive oil",
  // "chili sesame oil": an oil flavoured with a food is that oil (all of it fat), not a third food
  // (OILS). The table's own flavoured oils ("chilli oil", "garlic oil", "truffle oil") keep their
  // rows.
  ...OILS,
]);
const FRUIT_KINDS: ReadonlySet<string | null> = new Set(['fruit', 'dried', 'juice']);
/** A fruit or a vegetable, which a food made in flavours may be flavoured with. */
const isFlavour = (food: Food): boolean => food.fiveADay !== null && food.fiveADay !== 'pulse';
/** A food made in flavours, or the fruit kind of one ("fruit yogurt"). */
const isFlavoured = (food: Food): boolean =>
  FLAVOURED.has(food.name) || FLAVOURED.has(food.name.replace(/^fruit /, ''));

/**
 * Red meats, and heads of meats made of any of them: a red meat named before a made meat is what it
 * is made of, its kind, not a third food ("beef chorizo" is chorizo, "venison sausages" sausages),
 * found with less confidence. Poultry is left out: a chicken or turkey sausage, salami or bacon has
 * half a pork one's energy, so it is a food of its own or none.
 */
const RED_MEATS: ReadonlySet<string> = new Set([
  'beef',
  'pork',
  'lamb',
  'mutton',
  'veal',
  'venison',
  'goat',
  'bison',
  'buffalo',
  'boar',
  'elk',
]);
const MADE_MEATS: ReadonlySet<string> = new Set([
  'sausage',
  'chorizo',
  'salami',
  'pepperoni',
  'frankfurter',
  'kielbasa',
  'bratwurst',
  'meatball',
  'burger',
]);

/** Heads that name a cut of the meat or fish before them, not a food: "cod steaks". */
const CUT_HEADS: ReadonlySet<string> = new Set(['steak']);

/**
 * Whether a head is a cut of the food before it: "cod steaks", "hake steaks", "monkfish steak" are
 * the fish cut across, no beef steak, weighed as its fillet. Only of a food sold in fillets: a
 * "cauliflower steak" or "tofu steak" is a slice whose weight no piece of the table gives, so it
 * stays unplaced rather than a whole head or block.
 */
function isCutOf(head: string, before: Food): boolean {
  return CUT_HEADS.has(head) && before.portions.has('fillet');
}

/**
 * Whether the word before a food's name is only its kind: a red meat before a made meat, or a
 * fruit before a fruit's juice ("mandarin orange juice" is orange juice, a blend of the two).
 */
function isKindBefore(wordBefore: string, before: Food, head: string, food: Food): boolean {
  if (RED_MEATS.has(wordBefore)) return MADE_MEATS.has(head);
  return food.fiveADay === 'juice' && FRUIT_KINDS.has(before.fiveADay);
}

/**
 * Whether the words before a made meat are a red meat and its flavour: "pork and leek sausages",
 * "lamb and mint sausages", "beef and onion burgers" are the sausages or burgers, the leek or mint
 * only what they are seasoned with.
 */
function isMeatAndFlavour(words: readonly string[], start: number, head: string): boolean {
  return (
    MADE_MEATS.has(head) && words[start - 2] === 'and' && RED_MEATS.has(words[start - 3] ?? '')
  );
}

/**
 * Whether the words before `start` make a tomato sauce found after them a cream or white sauce
 * ("Alfredo-style pasta sauce" is no tomato sauce, though "pasta sauce" is one); a sauce that says
 * "tomato" is one still ("creamy tomato pasta sauce").
 */
function isCreamedTomatoSauce(words: readonly string[], start: number, food: Food): boolean {
  if (start === 0 || !food.name.startsWith('tomato ') || words.includes('tomato')) return false;
  for (let at = 0; at < start; at += 1) if (CREAM_SAUCE_WORDS.has(words[at] ?? '')) return true;
  return false;
}

/** A word in the plural: "raisins", "tomatoes" (not "swiss", "cress"). */
const PLURAL = /[^s]s$/i;

/** A choice in a list before "or": a word or up to three ("queso blanco", "bone-in"). */
const LIST_ITEM = madeOnFirstUse(() => /^[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}$/u);

/**
 * The choices a name's "or"s give, the first split at its commas when it is a list of short
 * names ("queso blanco, mozzarella, or feta cheese"), not a name and what is said of it; and how
 * many of them that list gave (0 when none).
 */
function listChoices(split: readonly string[]): { choices: readonly string[]; listed: number } {
  const first = split[0] ?? '';
  if (split.length < 2 || !first.includes(',')) return { choices: split, listed: 0 };
  const items = first
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length < 2 || !items.every((item) => LIST_ITEM().test(item) && item !== 'and')) {
    return { choices: split, listed: 0 };
  }
  return { choices: [...items, ...split.slice(1)], listed: items.length };
}

/**
 * A choice ending in a hyphen shares the rest of the next choice's first word and what follows:
 * "oil- or brine-cured olives" is "oil-cured olives" or "brine-cured olives", not oil.
 */
function withSuspendedHyphens(choices: readonly string[]): readonly string[] {
  return choices.map((choice, index) => {
    const next = choices[index + 1];
    if (!choice.endsWith('-') || next === undefined) return choice;
    const rest = /^[^\s-]+-(\S.*)$/.exec(next);
    return rest ? `${choice}${rest[1] ?? ''}` : choice;
  });
}

/**
 * The last word of a choice of two or more words that names a kind of product on its own, so the
 * choice is a food by its whole name and shares no head of the next ("praline paste or hazelnut
 * butter", "chicken stock or vegetable broth"); a one-word choice ("beef or chicken broth") or a
 * choice of modifiers ("cooked white or brown rice") still shares it.
 */
const OWN_HEAD_END =
  /\s(?:paste|butter|sauce|spread|powder|oil|syrup|pur[eé]e|extract|jam|stock|broth|vinegar|juice)$/i;

/** A comma ending a choice before "or": "beef short ribs, or other meaty ribs". */
const TRAILING_COMMA = /,$/;

/** Words that make the choice after "or" the kind of the one before: "peanut or other oil". */
const OF_KIND: ReadonlySet<string> = new Set(['other', 'another', 'any', 'similar', 'your']);

/**
 * Where a name's food ends and what is said of it begins: a comma, "in brine", "with skin",
 * "including green tops", "on the vine", "between ½ and 1 inch wide".
 */
const AFTER_FOOD = /,|\s(?:in|with|including|from|on|between)\s/i;
/**
 * A liquid drawn from a food, named before it: "oil from the sun-dried tomatoes", "stock from the
 * cubes".
 */
/** A name's last word "powder" ("paprika powder"), with the space before it. */
const POWDER_END = /\s+powder$/i;
const LIQUID_FROM = /^(.*?\b(?:liquid|water|brine|oil|fat|stock|broth))\s+(?:from|of)\s+\S/i;
const WATERY = /\b(?:liquid|water|brine)$/i;
const IN_OR_WITH = /^\s(?:in|with|including)\s$/i;
/** "with" between a name and what it is done or served with. */
const WITH = /^\swith\s$/i;
/** A line that says what to serve a dish with: "Serve with pears", "garnish with mint". */
const SERVE_WITH = /^\s*(?:to\s+)?(?:serve|served|garnish|garnished|top|topped|mix|mixed)\s*$/i;
/** Participles after a food, before "with": "studded", "brushed", "tossed", "stir-fried". */
const DONE_AFTER = /(?:\s+[a-z-]+ed)+\s*$/i;
/** A name that ends in "sauce", "dip" or "dressing": a made thing, named before what is in it. */
const SAUCE_END = /\b(?:sauces?|dips?|dressings?)\s*$/i;
/** How a food is kept, said after it and before "in": "tuna packed in oil". */
const PACKED_AFTER =
  /\s+(?:packed|canned|tinned|jarred|bottled|preserved|marinated|soaked|stuffed|filled)$/i;

/**
 * A part of a food named before it with "of": "breast of chicken", "thighs of chicken", "shoulder
 * of pork", "neck of lamb". The food's names put the part after ("chicken breast").
 */
const PART_OF_FOOD = madeOnFirstUse(
  () =>
    /^\s*(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s+of\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s*$/iu,
);
const OF_BETWEEN_SPACES = /\sof\s/i;
/** A vague amount before "of" is no part: "a sprinkle of sugar" is sugar, not sugar sprinkles. */
const AMOUNT_BEFORE_OF =
  /^(?:sprinkle|sprinkling|splash|dash|drizzle|dusting|squeeze|squirt|glug|scattering|touch|bit|knob|dollop)s?$/i;

/**
 * Foods named only in the plural whose singular is a taste: "bitters" read as one word is
 * "bitter", which before another food says how it tastes ("bitter orange juice", "bitter
 * chocolate"), not that the bitters are in it.
 */
const TASTES: ReadonlySet<string> = new Set(['bitter']);

/**
 * Words passed over unless a food's name has them: "fresh basil" is basil, "fresh pasta" not pasta;
 * "crisp apples" and "crisp bacon" are apples and bacon, "chili crisp" and crisps stay theirs.
 */
const SOFT_WORDS: ReadonlySet<string> = new Set(['fresh', 'freshly', 'crisp']);

/** Words dropped wherever they are: they say how good or how big, not what. */
const DROPPED_WORDS: ReadonlySet<string> = new Set([
  'organic',
  'good',
  'quality',
  'best',
  'homemade',
  'store',
  'bought',
  'shop',
  'large',
  'small',
  'medium',
  'big',
  'extra',
  'optional',
  'ripe',
  'overripe',
  'about',
  'some',
  'of',
  'the',
  'a',
  'an',
]);

/** DROPPED_WORDS and SOFT_WORDS: the words `foodWords` drops unless told to keep the soft ones. */
const DROPPED_OR_SOFT_WORDS: ReadonlySet<string> = new Set([...DROPPED_WORDS, ...SOFT_WORDS]);

/**
 * Words around a name that are not a food: "jam of choice", "sausage of your choosing", "pepper
 * to your liking"; and salt or sugar said to be less ("reduced-salt stock cube", "low sugar
 * jam", "no-salt-added tomatoes") or the milk a cheese or yogurt is made of ("whole-milk Greek
 * yogurt", "KRAFT 2% Milk Singles"), which would otherwise be taken for a food before the head;
 * not the milk of "skim milk powder", which is the powder, nor milk that is a choice of its own
 * ("skim milk or water", "whole milk and cream": the milk, not "or water"). Less fat stays:
 * "low-fat yogurt" and "light cream cheese" are foods of their own, and "low-fat feta" falls to
 * feta ("fat" is no food, so it may stand before one); a 2% milk cheese is the cheese (Kraft's
 * 2% milk cheddar has a quarter less energy, within a third).
 */
/** "heavy (whipping) cream": another name the parser keeps in brackets; the food is the name's. */
const BRACKETED_SYNONYM = madeOnFirstUse(() => /(?:^|\s)\(\p{L}[\p{L}'’-]*\)(?=\s|$)/gu);

/**
 * "and/or" between two foods is a choice, as "or" is ("chicken breasts and/or thighs" is chicken
 * breasts): split at its slash, it left "chicken breasts and", which is no food. Not at the end
 * of a list ("chicken bones, wings, backs, and/or necks": a stock's parts, not chicken wings).
 */
const AND_OR = /^[^,]*?\s+and\s*\/\s*or\s+[^,]*$/i;
const AND_OR_WORDS = /\s+and\s*\/\s*or\s+/i;
const choiceOfTwo = (name: string): string =>
  name.includes('/') && AND_OR.test(name) ? name.replace(AND_OR_WORDS, ' or ') : name;

export const ANY_CHOICE =
  /\b(?:of|to)\s+(?:your\s+)?(?:choice|choosing|liking)\b|\b(?:reduced|low|lower|less|no|zero)[\s-]+(?:salt|sodium|sugar)(?:[\s-]+added)?\b|\b(?:whole|skim|skimmed|semi[\s-]skimmed|part[\s-]skim|full[\s-]fat|[12]%)[\s-]+milk[\s-]+(?=[a-z])(?!(?:powder|or|and|&)\b)/gi;

/**
 * Whether `name` holds the words every match of ANY_CHOICE holds, in any case: "choice",
 * "choosing" or "liking"; "salt", "sodium" or "sugar" after "reduced", "low", "less", "no" or
 * "zero"; "milk" after "whole", "skim", "full" or a per cent sign. Most names hold none, and the
 * long pattern is then not run (nor compiled, in a process that never needs it). The pattern's
 * case-insensitive match (not Unicode) folds ASCII letters alone, as `toLowerCase` does them.
 */
export function mayHoldAnyChoice(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower.includes('choice') ||
    lower.includes('choosing') ||
    lower.includes('liking') ||
    ((lower.includes('salt') || lower.includes('sodium') || lower.includes('sugar')) &&
      (lower.includes('reduced') ||
        lower.includes('low') ||
        lower.includes('less') ||
        lower.includes('no') ||
        lower.includes('zero'))) ||
    (lower.includes('milk') &&
      (lower.includes('whole') ||
        lower.includes('skim') ||
        lower.includes('full') ||
        lower.includes('%')))
  );
}
const withoutAnyChoice = (name: string): string =>
  mayHoldAnyChoice(name) ? name.replace(ANY_CHOICE, ' ') : name;

/**
 * The name's words: lower case, no accents or punctuation, singular, fillers dropped, and "fresh"
 * dropped too unless `keepSoft`. `forms`, where given (for one `keepSoft` only), keeps each word's
 * form (null: dropped) from call to call: the table's load reads 17,000 words that are 2,700.
 */
export function foodWords(
  name: string,
  keepSoft = false,
  forms?: Map<string, string | null>,
): string[] {
  const lower = name.toLowerCase();
  // Words of letters a to z with one space between them (most of the table's 7,500 names, read at
  // each load) are their own NFKD form, with no accent, "&" or other character to replace.
  const split = PLAIN_WORDS.test(lower)
    ? lower.split(' ')
    : lower
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/&/g, ' and ')
        .replace(/[^a-z\s]/g, ' ')
        .split(/\s+/);
  // One set asked for either kind of call: a second test asked only when `keepSoft` is false was
  // first run late (the table's load keeps them), and its optimised code was thrown away there.
  const dropped = keepSoft ? DROPPED_WORDS : DROPPED_OR_SOFT_WORDS;
  const words: string[] = [];
  for (const word of split) {
    if (word === '') continue;
    let form = forms?.get(word);
    if (form === undefined) {
      form = dropped.has(word) ? null : wordForm(word);
      forms?.set(word, form);
    }
    if (form !== null) words.push(form);
  }
  return words;
}

/** A word as a name's words keep it: singular, and spelt one way (SPELLED_AS). */
function wordForm(word: string): string {
  const singular = singularWord(word);
  return SPELLED_AS.get(singular) ?? singular;
}

const PLAIN_WORDS = /^[a-z]+(?: [a-z]+)*$/;

/**
 * The name to show for a line's food: the food's own, or the kind of it the line names, when the
 * food's row keeps kinds under one set of figures (`Food.kinds`): "Chinese five-spice powder" is
 * shown as "five spice", not as the spice blends' "garam masala". The kind is the one whose name
 * is the longest run of the line's words; a line naming none of them shows the food's name.
 */
export function shownFoodName(food: Food, lineName: string): string {
  if (food.kinds.size === 0) return food.name;
  const line = ` ${foodWords(lineName, true).join(' ')} `;
  let shown = food.name;
  let longest = 0;
  for (const name of food.names) {
    const words = foodWords(name, true).join(' ');
    if (words.length > longest && line.includes(` ${words} `)) {
      longest = words.length;
      shown = food.kinds.get(name) ?? food.name;
    }
  }
  return shown;
}

/**
 * Words spelt more than one way, read as one: "chile" and "chili" are "chilli", so "dried red
 * chiles" find the dried chillies that "dried red chillies" do, whichever spellings the food's
 * names list; "bleu" is "blue", a citrus fruit's "peel" its "zest".
 */
const SPELLED_AS: ReadonlyMap<string, string> = new Map([
  ['chile', 'chilli'],
  ['chili', 'chilli'],
  // "1 tsp red chilly powder", "2 green chillies": Indian English's spelling.
  ['chilly', 'chilli'],
  // "bleu cheese", "bleu cheese dressing": blue cheese.
  ['bleu', 'blue'],
  // "lime peel" is lime zest, as "lemon peel" is lemon zest ("candied peel" stays mixed peel).
  ['peel', 'zest'],
  ['asafetida', 'asafoetida'],
  // "broccoli flowerettes": florets; "grated Parmesean", "soppressata salame": misspelt or Italian.
  ['flowerette', 'floret'],
  ['floweret', 'floret'],
  ['parmesean', 'parmesan'],
  // "20g marscarpone": mascarpone, as often misspelt.
  ['marscarpone', 'mascarpone'],
  ['marscapone', 'mascarpone'],
  ['salame', 'salami'],
  // "1 x 300g pack mixed stir-fry veg", "veg stock", "root veg": a UK cook's short word.
  ['veg', 'vegetable'],
]);

const key = (words: readonly string[]): string => words.join(' ');

/** Energy above which a food is dry (nuts, seeds, chocolate, flour): no pickle is. */
const DRY_FOOD_KCAL = 400;

/**
 * "Pickled walnuts" are the whole green fruit in vinegar, not the nut: a pickle is a wet food, so
 * a dry food's match for a name that says "pickled", when none of the food's names does, is a
 * food the table lacks. A wet food pickled is near the food ("pickled onions", "pickled eggs").
 */
/** Words that make a food another, kept in sugar or vinegar: "candied peel", "pickled ginger". */
const PRESERVED_FORMS: ReadonlySet<string> = new Set([
  'candied',
  'crystallised',
  'crystallized',
  'pickled',
]);

/** Energy below which a food is wet (milks, eggs, fresh roots, brewed tea): no powder is. */
const WET_FOOD_KCAL = 200;

/** Words that say a food is dried: "dried", "freeze-dried", "sun-dried", "dehydrated". */
const DRIED_WORDS: ReadonlySet<string> = new Set(['dried', 'dehydrated']);
/** Words before "dried" that make it the cook's drying: "washed and dried", "patted dried". */
const NOT_DRIED_BEFORE: ReadonlySet<string> = new Set(['and', 'patted', 'pat', 'well', 'towel']);
const DRIED_NAME = /\b(?:dried|dehydrated)\b/;

/**
 * "Powdered buttermilk", "powdered coconut milk": a powder is dry, so a wet food's match for a name
 * that says "powdered", when none of the food's names says "powder", is a food the table lacks.
 */
function dryIfPowdered(words: readonly string[], match: FoodMatch | null): FoodMatch | null {
  if (match === null || !words.includes('powdered')) return match;
  if (match.food.per100g.energyKcal >= WET_FOOD_KCAL) return match;
  return match.food.names.some((name) => name.includes('powder')) ? match : null;
}

function wetIfPickled(words: readonly string[], match: FoodMatch | null): FoodMatch | null {
  if (match === null || !words.includes('pickled')) return match;
  if (match.food.per100g.energyKcal <= DRY_FOOD_KCAL) return match;
  return match.food.names.some((name) => name.includes('pickled')) ? match : null;
}

/**
 * A name saying its food has less fat than the plain one: "fat-free", "nonfat", "reduced-fat",
 * "low-fat", "half-fat", "reduced-calorie", "light", "lite", "skim", "part-skim", "2% milk".
 */
const LESS_FAT =
  /\b(?:fat[- ]?free|non[- ]?fat|(?:reduced|low|lower|half)[- ]?(?:fat|calorie)|lowfat|light|lite|lighter|skim(?:med)?)\b|(?:^|\s)[12]%/i;
/**
 * Whether a name may say LESS_FAT's words: each holds "fat", "calorie", "lite", "light", "skim" or
 * "%", and under `i` only those letters in either case match theirs, so a name without any in
 * lower case is no lighter one. Looked for first: most names have none, and a first pass over
 * them need not compile the pattern.
 */
function mayNameLessFat(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower.includes('fat') ||
    lower.includes('light') ||
    lower.includes('lite') ||
    lower.includes('calorie') ||
    lower.includes('skim') ||
    lower.includes('%')
  );
}
/** A name saying its food is the full-fat one: "whole", "full-fat", "full cream". */
const FULL_FAT = /\b(?:whole|full[- ]?(?:fat|cream))\b/i;
/** Where a name's first choice ends: at "or" or a slash. */
const FIRST_CHOICE_END = /\s+or\s+|\//i;
/** The words the table's lighter rows put before the plain food's name ("light mayonnaise"). */
const LIGHTER_PREFIXES: readonly string[] = ['light', 'low fat', 'reduced fat', 'half fat', 'lean'];

/** A name's words as the table matches them, one string: what `byName` keys the name by. */
export const nameKey = (name: string): string => key(foodWords(name, true));

/**
 * Each of a row's names' words as one string (`nameKey`), in the names' order: the build's
 * (`FoodRow`'s `keys`, an empty one for a name that is its own words), or for a hand-made row
 * worked out here through `forms` (`foodWords`'). '' for a name with no words.
 */
function keysOfRow(
  row: FoodRow,
  names: readonly string[],
  forms: Map<string, string | null>,
): readonly string[] {
  const built = row[9];
  if (built === undefined) return names.map((name) => key(foodWords(name, true, forms)));
  if (built === '') return names;
  const keys = built.split('|');
  for (let at = 0; at < keys.length; at += 1) if (keys[at] === '') keys[at] = names[at] ?? '';
  return keys;
}

/**
 * The foods' names indexed, the table's one loop over all of them at its load: each name's words
 * (`keysOfRow`) put in `byName` for the first food to claim them, and each word in `knownWords`;
 * returns the most words a name has (at least 1). Its own function, so that its optimised code
 * (made while it runs) ends where the loop does, not in the rest of `createFoodTable`, which had
 * not run yet and was thrown away there.
 */
function indexNames(
  rows: readonly FoodRow[],
  foods: readonly Food[],
  byName: Map<string, Food>,
  knownWords: Set<string>,
): number {
  let longest = 1;
  // Each word's form worked out once (`foodWords`' `forms`), for rows without the build's keys.
  const forms = new Map<string, string | null>();
  for (let row = 0; row < rows.length; row += 1) {
    const food = foods[row];
    const rowOf = rows[row];
    if (food === undefined || rowOf === undefined) continue;
    for (const named of keysOfRow(rowOf, food.names, forms)) {
      if (named === '') continue;
      const words = named.split(' ');
      for (let at = 0; at < words.length; at += 1) knownWords.add(words[at] ?? '');
      longest = Math.max(longest, words.length);
      // The first food to claim a name keeps it (the build refuses a name written twice).
      if (!byName.has(named)) byName.set(named, food);
    }
  }
  return longest;
}

export function createFoodTable(rows: readonly FoodRow[]): FoodTable {
  const foods = rows.map(foodFromRow);
  const byName = new Map<string, Food>();
  // Every word of every food's names: a word outside it says nothing the table knows.
  const knownWords = new Set<string>();
  const longest = indexNames(rows, foods, byName, knownWords);

  // Every word of each food's names: the words a name may put before the food's own name. Made
  // for a food when a match first asks about it: a process asks about few of the table's foods,
  // and a set for each of them at every load was a sixteenth of the load's instructions.
  const ownWords = new Map<Food, ReadonlySet<string>>();
  const qualifiersOf = (food: Food): ReadonlySet<string> => {
    let own = ownWords.get(food);
    if (own === undefined) {
      own = new Set(food.names.flatMap((name) => foodWords(name, true)));
      ownWords.set(food, own);
    }
    return own;
  };

  const matchWords = (words: readonly string[]): FoodMatch | null => {
    let end = piecesJoinedAt(words);
    // The head is the last word, or the last word before words that name a piece ("romaine
    // lettuce leaves" is romaine, though "lettuce leaf" is a name), unless the whole name is a
    // food's, or its last two words are and name the food itself ("canned pumpkin puree"), or
    // it ends in a cut's name after words that name no food ("skinless chicken fillet",
    // "breaded chicken fillet" are chicken fillets, not chicken).
    let piece = '';
    while (end > 1 && PIECE_WORDS.has(words[end - 1] ?? '')) {
      const whole = byName.get(key(words.slice(Math.max(0, end - longest), end)));
      if (whole) break;
      if (NAMED_CUTS.has(words[end - 1] ?? '') && endsInNameAfterNoFood(words, end)) {
        const named = matchEnding(words, end, '');
        if (named !== null) return named;
      }
      if (
        WHOLE_FOOD_PIECES.has(words[end - 1] ?? '') &&
        byName.has(key(words.slice(end - 2, end)))
      ) {
        break;
      }
      piece = words[end - 1] ?? '';
      end -= 1;
    }
    // "cold half-and-half": without the words taken for a piece nothing is a food, so the name as
    // written is tried ("half" ends "half and half" as it ends "lemon half").
    return (
      matchEnding(words, end, piece) ??
      (end < words.length ? matchEnding(words, words.length, '') : null)
    );
  };

  /**
   * Whether a run of two or more of `words` ending at `end` (its piece word) is a food's name, and
   * the words before it name no food with the rest of the run: "skinless chicken fillet" ("chicken
   * fillet"; "skinless chicken" is no name), not "romaine lettuce leaf" ("romaine lettuce" is a
   * name) nor "smoked salmon fillet".
   */
  const endsInNameAfterNoFood = (words: readonly string[], end: number): boolean => {
    for (let start = Math.max(1, end - longest); start <= end - 2; start += 1) {
      if (!byName.has(key(words.slice(start, end)))) continue;
      for (let from = Math.max(0, end - 1 - longest); from < start; from += 1) {
        if (byName.has(key(words.slice(from, end - 1)))) return false;
      }
      return true;
    }
    return false;
  };

  /**
   * The food of the longest run of `words` that ends at `end`, by the rules above; `piece` is the
   * piece word taken off after `end` ("leaf" of "banana leaves"), or ''.
   */
  const matchEnding = (words: readonly string[], end: number, piece: string): FoodMatch | null => {
    for (let start = Math.max(0, end - longest); start < end; start += 1) {
      const food = byName.get(key(words.slice(start, end)));
      if (!food) continue;
      if (start > 0 && OTHER_THINGS.has(key(words.slice(start - 1, end)))) return null;
      // "coconut milk", "peanut butter": the word before is another food, so the whole is a
      // third. The same food twice is that food ("bucatini pasta", "parmesan cheese"), and a
      // word the food's own names qualify it by is that food too ("pork breakfast sausage" is
      // sausage meat, one of whose names is "pork mince").
      const wordBefore = words[start - 1] ?? '';
      const before = start > 0 && !TASTES.has(wordBefore) ? byName.get(wordBefore) : undefined;
      if (before !== undefined && before !== food && !qualifiersOf(food).has(wordBefore)) {
        // "stilton cheese": a head that names a kind is the food before it, when that food is
        // known as one of the kind (blue cheese's names say "cheese"; "herb cheese" is no herb).
        const head = words[start] ?? '';
        const ofKind = start === end - 1 && KIND_HEADS.has(head) && qualifiersOf(before).has(head);
        if (ofKind) return { food: before, confidence: 'medium' };
        if (start === end - 1 && isCutOf(head, before))
          return { food: before, confidence: 'medium' };
        const named = key(words.slice(start, end));
        if (
          isKindBefore(wordBefore, before, words[end - 1] ?? '', food) ||
          isMeatAndFlavour(words, start, words[end - 1] ?? '')
        ) {
          return { food, confidence: 'medium' };
        }
        if (!FLAVOURED.has(named) && !FLAVOURED.has(food.name)) return null;
        if (OILS.has(food.name) && before.per100g.fat >= FAT_SHARE) return null;
        const around = flavouredAround(words, start, end);
        if (around !== undefined) return { food: around, confidence: 'medium' };
        const fruity = FRUIT_KINDS.has(before.fiveADay) ? byName.get(`fruit ${named}`) : undefined;
        return { food: fruity ?? food, confidence: 'medium' };
      }
      // "juniper berries" are no raspberries: a class name after a word the table does not know,
      // nor after a thing or a colour its stand-in's names do not have ("rye berries").
      if (start === end - 1 && start > 0 && CLASS_NAMES.has(words[start] ?? '')) {
        if (!knownWords.has(wordBefore)) return null;
        if (!keepsStandIn(wordBefore, qualifiersOf(food))) return null;
      }
      // "banana leaves", "fig leaves": a fruit's leaf is a wrapper, not the fruit; "black tea
      // leaves", "Earl Grey tea leaves": a drink's leaves are dry, no cup of the drink.
      if (piece === 'leaf' && (food.fiveADay === 'fruit' || food.liquid)) return null;
      if (isCreamedTomatoSauce(words, start, food)) return null;
      const whole = start === 0 && end === words.length;
      return { food, confidence: whole ? 'high' : 'medium' };
    }
    return null;
  };

  /**
   * "diet cherry cola", "tinned diet cherry cola": a flavour between a food made in flavours and
   * the words before it that make it another such food ("diet cola"); that food, not the flavour
   * with the plain name ("cherry cola", sugared). `start` is where the name after the flavour
   * begins; the flavour is the food before it, and perhaps a word before that ("black cherry").
   */
  const flavouredAround = (
    words: readonly string[],
    start: number,
    end: number,
  ): Food | undefined => {
    const name = words.slice(start, end);
    for (let flavour = start - 1; flavour >= Math.max(1, start - 2); flavour -= 1) {
      for (let from = Math.max(0, flavour - longest); from < flavour; from += 1) {
        const other = byName.get(key([...words.slice(from, flavour), ...name]));
        if (other !== undefined && isFlavoured(other)) return other;
      }
    }
    return undefined;
  };

  /**
   * "instant vanilla pudding and pie filling mix", "instant vanilla pudding and pie filling": a
   * flavour inside the name of a food made in flavours. Without the flavour (a food's name, and
   * perhaps the word before it) the name is that food's as a whole, where the name as written is
   * no food's as a whole (it was none, or pie filling by its last words). Never the first word: a
   * flavour before the name is `matchEnding`'s.
   */
  const withoutFlavour = (words: readonly string[]): FoodMatch | null => {
    for (let at = 1; at < words.length - 1; at += 1) {
      // "soft corn tortillas": a food's name from the word on ("corn tortilla") is no flavour.
      if (!byName.has(words[at] ?? '') || byName.has(key(words.slice(at)))) continue;
      for (let from = at; from >= Math.max(1, at - 1); from -= 1) {
        const rest = matchWords([...words.slice(0, from), ...words.slice(at + 1)]);
        if (rest?.confidence === 'high' && isFlavoured(rest.food)) {
          return { food: rest.food, confidence: 'medium' };
        }
      }
    }
    return null;
  };

  // "all spice berries", "blue berries", "pepper corns": two words written apart that a food's
  // names join; not after a describing word other than a colour ("tender stems" are stems).
  const joined = (words: readonly string[]): string[] | null => {
    for (let index = 0; index + 1 < words.length; index += 1) {
      const first = words[index] ?? '';
      const word = `${first}${words[index + 1]}`;
      if (knownWords.has(word) && (COLOURS.has(first) || !isHeadDescriber(first))) {
        return [...words.slice(0, index), word, ...words.slice(index + 2)];
      }
    }
    return null;
  };

  // "powdered ginger" is ground ginger, "powdered mustard" mustard powder, when the table has them.
  const asPowder = (words: readonly string[]): FoodMatch | null => {
    const at = words.indexOf('powdered');
    if (at < 0) return null;
    const before = words.slice(0, at);
    const after = words.slice(at + 1);
    const ground = matchWords([...before, 'ground', ...after]);
    if (ground?.confidence === 'high') return ground;
    const powder = matchWords([...before, ...after, 'powder']);
    return powder?.confidence === 'high' ? powder : null;
  };

  // "candied mixed fruit peel" is candied peel, the table's "candied" food of the head, not zest.
  const preservedForm = (words: readonly string[], match: FoodMatch | null): FoodMatch | null => {
    if (match === null) return null;
    const form = words.find((word) => PRESERVED_FORMS.has(word));
    if (form === undefined || match.food.names.some((name) => name.includes(form))) return null;
    const preserved = matchWords([form, words.at(-1) ?? '']);
    return preserved?.confidence === 'high' ? { ...preserved, confidence: 'medium' } : null;
  };

  // "lamb chump steaks", "venison haunch steak", "pork sirloin steaks": a meat, the cut, then
  // "steak" is the meat's steak where the table names one ("lamb steak"), not beef steak by the
  // last word, nor nothing; a cut the table names keeps its food ("beef braising steak").
  const steakOf = (words: readonly string[], found: FoodMatch | null): FoodMatch | null => {
    const head = words.at(-1) ?? '';
    if (words.length < 3 || !CUT_HEADS.has(head)) return null;
    if (found !== null && found.food !== byName.get(head)) return null;
    for (let at = 0; at < words.length - 2; at += 1) {
      const word = words[at] ?? '';
      if (!byName.has(word)) continue;
      const steak = byName.get(key([word, head]));
      return steak === undefined ? null : { food: steak, confidence: 'medium' };
    }
    return null;
  };

  const findWords = (name: string): FoodMatch | null => {
    const written = foodWords(name, true);
    const asWritten = matchWords(written);
    if (asWritten?.confidence === 'high') return wetIfPickled(written, asWritten);
    const steak = steakOf(written, asWritten);
    if (steak) return steak;
    const powder = asPowder(written);
    if (powder) return powder;
    const plain = foodWords(name);
    const withoutFresh = matchWords(plain);
    if (withoutFresh?.confidence === 'high') return withoutFresh;
    const together = joined(written);
    const asJoined = together === null ? null : matchWords(together);
    if (asJoined?.confidence === 'high') return asJoined;
    const flavourless = written.length > 2 ? withoutFlavour(written) : null;
    if (flavourless) return flavourless;
    const found = asWritten ?? withoutFresh;
    if (found === null && written.length > 1 && written.at(-1) === 'sauce')
      return saucedAs(written);
    if (found === null && plain.length > 1 && plain.at(-1) === 'juice') return juiceOf(plain);
    if (found === null && plain.length > 1 && plain.at(-1) === 'blend') return blendOf(plain);
    return asDried(
      written,
      dryIfPowdered(written, wetIfPickled(written, preservedForm(written, found) ?? found)),
    );
  };

  // "dried tart cherries", "dried black-eyed peas", "dried red chile peppers": a wet fruit,
  // vegetable or pulse (fresh, or tinned beans) found by its last words for a name that says it is
  // dried, when none of the food's names does, is the table's dried form of the food ("dried white
  // bean", "dried chilli"), else a fruit is dried fruit and anything else a food the table lacks:
  // never the fresh food, a quarter of the dried one's energy by weight. A herb or spice used by
  // the pinch is weighed as itself.
  const asDried = (words: readonly string[], match: FoodMatch | null): FoodMatch | null => {
    if (match === null || match.confidence === 'high') return match;
    const at = words.findIndex((word) => DRIED_WORDS.has(word));
    if (at < 0 || at === words.length - 1 || NOT_DRIED_BEFORE.has(words[at - 1] ?? '')) {
      return match;
    }
    const { food } = match;
    if (food.fiveADay === null || food.negligible || food.per100g.energyKcal >= WET_FOOD_KCAL) {
      return match;
    }
    if (food.names.some((name) => DRIED_NAME.test(name))) return match;
    // Freeze-dried fruit is as light as air by the cup: no dried fruit's weight, and no row.
    if (words[at - 1] === 'freeze') return null;
    const dried =
      byName.get(key(['dried', ...foodWords(food.name, true)])) ??
      byName.get(key(['dried', words.at(-1) ?? ''])) ??
      (food.fiveADay === 'fruit' ? byName.get('dried fruit') : undefined);
    return dried === undefined ? null : { food: dried, confidence: 'medium' };
  };

  // "harissa sauce", "sambal sauce", "chili crisp sauce": a food the table knows as a sauce by
  // another of its names ("sriracha sauce", "chili oil") is that food with "sauce" after it; a
  // paste or a food made into a sauce ("tahini sauce", "miso sauce") is no food. A word before
  // "sauce" that names a sauce with it ("Tabasco sauce", "sriracha sauce", "alfredo sauce") is
  // that sauce, the first such word, whatever is said between ("Tabasco red pepper sauce", "hot
  // sriracha chilli sauce", "Safeway Select pesto pasta sauce"), unless the word alone is
  // another food ("four cheese Alfredo sauce" is no cheese sauce, "lemongrass chili sauce" no
  // chilli); not a chipotle ("raspberry chipotle cooking sauce": the table names chipotles, not
  // a chipotle sauce).
  const saucedAs = (words: readonly string[]): FoodMatch | null => {
    const before = matchWords(words.slice(0, -1));
    if (before?.confidence === 'high' && qualifiersOf(before.food).has('sauce')) {
      return { food: before.food, confidence: 'medium' };
    }
    for (let at = 0; at < words.length - 1; at += 1) {
      // "hot and sour sauce", "sweet and spicy sauce": two tastes joined by "and" are one sauce's
      // flavour, neither a hot sauce nor a sweet one.
      if (words[at + 1] === 'and') continue;
      // "hot pot dipping sauce", "hot dog sauce": a word that names a dish or a food with the
      // word after it is no taste of the sauce.
      if (at < words.length - 2 && DISH_BEFORE_SAUCE.has(key(words.slice(at, at + 2)))) continue;
      const food = byName.get(`${words[at] ?? ''} sauce`);
      const alone = byName.get(words[at] ?? '');
      if (food !== undefined && (alone === undefined || alone === food)) {
        return { food, confidence: 'medium' };
      }
    }
    return null;
  };

  // "raspberry juice", "fresh guava juice": a fruit's juice the table has no row for is fruit juice
  // (the fruit's own juice where it has one: "orange juice").
  const juiceOf = (words: readonly string[]): FoodMatch | null => {
    const fruit = matchWords(words.slice(0, -1));
    const juice = byName.get('fruit juice');
    if (fruit?.confidence !== 'high' || fruit.food.fiveADay !== 'fruit' || !juice) return null;
    return { food: juice, confidence: 'medium' };
  };

  // "mozzarella and cheddar cheese blend", "Italian six-cheese blend", "frozen vegetable blend": a
  // blend the table has no row for is the food its words before "blend" name (a shredded cheese
  // blend is cheese), found with less confidence; the table's own blends ("Mexican cheese blend",
  // "spice blend") keep their rows.
  const blendOf = (words: readonly string[]): FoodMatch | null => {
    const before = findWords(words.slice(0, -1).join(' '));
    return before === null ? null : { food: before.food, confidence: 'medium' };
  };

  // "chicken thighs, bone-in and skin-on", "capers in brine", "prawns with shells on": the words
  // before a comma, or before "in", "with", "from", "on" or "between", when the whole is no food.
  // Before "in" or "with" they are the food even when the words after end in one: "peaches in
  // syrup" are peaches, "cannellini beans in water" beans ("seeds from a pomegranate" are not
  // seeds, nor "corn, peanut or vegetable oil" corn).
  const findOne = (name: string): FoodMatch | null => {
    // "soaking liquid from the dried mushrooms", "olive oil from the anchovies", "brine from the
    // capers": the liquid named before "from" or "of", not the food it came from.
    // A liquid, water or brine that is no food of its own is water.
    // (LIQUID_FROM needs "from" or "of", in any case: most names have neither.)
    const folded = foldedForAsciiPatterns(name);
    const liquid = folded.includes('of') || folded.includes('from') ? LIQUID_FROM.exec(name) : null;
    if (liquid) {
      const drawn = findWords(liquid[1] ?? '');
      if (drawn) return drawn;
      const water = WATERY.test(liquid[1] ?? '') ? findWords('water') : null;
      if (water) return { food: water.food, confidence: 'medium' };
    }
    const whole = findWords(name);
    if (whole?.confidence === 'high') return whole;
    // "paprika powder", "clove powder", "fennel powder": a spice the table names ground, written
    // as its powder (the table's "cumin powder" and "turmeric powder" are names of their rows).
    if (whole === null && POWDER_END.test(name)) {
      const ground = findWords(`ground ${name.replace(POWDER_END, '')}`);
      if (ground?.food.negligible === true) return { food: ground.food, confidence: 'medium' };
    }
    // "4 breast of chicken" is four chicken breasts, not four whole chickens by "chicken".
    // PART_OF_FOOD() needs " of " between white space: one plain test first keeps most names from
    // its `/iu` letter classes (only "o" and "O", "f" and "F" fold to those letters).
    const part = OF_BETWEEN_SPACES.test(name) ? PART_OF_FOOD().exec(name) : null;
    if (part && !AMOUNT_BEFORE_OF.test(part[1] ?? '')) {
      const turned = findWords(`${part[2]} ${part[1]}`);
      if (turned?.confidence === 'high') return turned;
    }
    const cut = AFTER_FOOD.exec(name);
    if (cut === null || cut.index === 0) return whole;
    if (whole && !IN_OR_WITH.test(cut[0])) return whole;
    // "tuna packed in oil", "sardines canned in tomato sauce": the fish, not the oil.
    const before = findWords(name.slice(0, cut.index).replace(PACKED_AFTER, ''));
    if (before) return { food: before.food, confidence: 'medium' };
    // "yogurt sauce with black salt", "spicy sesame sauce with chilli oil": a sauce the table
    // has no row for is no food, not the thing it is made with.
    if (IN_OR_WITH.test(cut[0]) && SAUCE_END.test(name.slice(0, cut.index))) return null;
    // "apples studded with cloves", "ciabatta brushed with olive oil", "lobster salad with white
    // beans", "cornbread stuffing with hazelnuts": what a thing is done or served with is not the
    // thing. The words before "with" are the food, a participle after them left out; when they
    // are none, the line is not the food after "with" either.
    if (WITH.test(cut[0]) && !SERVE_WITH.test(name.slice(0, cut.index))) {
      const done = findWords(name.slice(0, cut.index).replace(DONE_AFTER, ''));
      if (done) return { food: done.food, confidence: 'medium' };
      const withWhat = findWords(name.slice(cut.index + cut[0].length));
      if (whole && withWhat?.food === whole.food) return null;
    }
    return whole;
  };

  // "raisins currants or dried cranberries": a list before "or" whose commas were lost is a first
  // choice of two or three words that together are no food while each is one, every word plural
  // (a list counts its foods; a name's modifier is singular: "mushroom dashi", "sherry wine
  // vinegar", and a mass noun's list, "spinach kale or chard", is too near a name to tell); its
  // words are the list's choices, as "raisins, currants or dried cranberries" gives them
  // (raisins), not the last choice's head with words before it (read as cranberries).
  const commaLessList = (
    split: readonly string[],
  ): { choices: readonly string[]; listed: number } | null => {
    const first = split[0] ?? '';
    const words = first.split(/\s+/);
    if (split.length < 2 || words.length < 2 || words.length > 3 || !LIST_ITEM().test(first)) {
      return null;
    }
    if (!words.every((word) => PLURAL.test(word))) return null;
    if (findOne(first)?.confidence === 'high') return null;
    const foods = words.map((word) => findOne(word));
    if (!foods.every((match) => match?.confidence === 'high')) return null;
    if (new Set(foods.map((match) => match?.food)).size < words.length) return null;
    return { choices: [...words, ...split.slice(1)], listed: words.length };
  };

  // "light or dark brown sugar", "instant or active dry yeast": the first choice that is a food.
  // A choice without the head of a longer choice after it shares that head: "beef or chicken
  // broth" is beef broth, never beef; "butter or coconut oil" is butter, "butter oil" being none.
  // A list's choices before the "or" share the last choice's head: "queso blanco, mozzarella, or
  // feta cheese" is mozzarella (cheese), not feta; "corn, peanut or vegetable oil" is corn oil.
  const find = (name: string): FoodMatch | null => {
    const given = listChoices(
      withSuspendedHyphens(
        withoutAnyChoice(
          choiceOfTwo(name.includes('(') ? name.replace(BRACKETED_SYNONYM(), '') : name),
        )
          .split(/\s+or\s+|\//i)
          // "beef short ribs, or other meaty ribs": the comma before "or" is no part of the
          // first choice, whose last word is then its head ("ribs,", no head, made it share the
          // next choice's and be found as pork).
          .map((choice) => choice.trim().replace(TRAILING_COMMA, '')),
      ),
    );
    const { choices, listed } = (given.listed === 0 ? commaLessList(given.choices) : null) ?? given;
    for (const [index, choice] of choices.entries()) {
      // A list's choice shares the head of the next choice of more than a word, else the last's.
      const following = choices[index + 1] ?? '';
      const after = index < listed && !/\s/.test(following) ? choices.at(-1) : following;
      const next = after?.split(/\s+/) ?? [];
      const head = next.at(-1) ?? '';
      // A choice that ends in a product's own head noun is a food named whole, sharing no other
      // head: "praline paste or hazelnut butter" is praline paste (or, unknown, the nut butter),
      // never "praline paste butter", dairy butter by its last word ("chipotle paste or other
      // hot sauce" still says the first is one of the second's kind).
      if (
        next.length > 1 &&
        /[a-z]/i.test(choice) &&
        !choice.split(/\s+/).includes(head) &&
        !(
          /\s/.test(choice) &&
          OWN_HEAD_END.test(choice) &&
          !OF_KIND.has(next[0]?.toLowerCase() ?? '')
        )
      ) {
        const shared = findOne(`${choice} ${next.slice(1).join(' ')}`);
        if (shared?.confidence === 'high') return shared;
        const withHead = findOne(`${choice} ${head}`);
        if (withHead?.confidence === 'high') return withHead;
        // "Parmesan or Grana Padano cheese" is parmesan, not a "parmesan padano cheese" that
        // falls to cheddar: a choice that is a food by its whole name outweighs a shared guess,
        // unless the next choice says the first is one of its kind ("soybean or other oil").
        const match = findOne(choice);
        // "spinach or plain flour tortillas", "lemon or raspberry jam": a one-word choice that is
        // a fruit or a vegetable is a flavour of a food made in flavours, the tortillas or the
        // jam, not spinach or a lemon ("buttermilk or plain yogurt" stays buttermilk).
        const flavoured = shared ?? withHead;
        if (
          flavoured &&
          match &&
          !/\s/.test(choice) &&
          isFlavour(match.food) &&
          flavoured.food !== match.food &&
          isFlavoured(flavoured.food)
        ) {
          return flavoured;
        }
        const ofKind = OF_KIND.has(next[0]?.toLowerCase() ?? '');
        // A list's choice that is no food is passed over, not guessed by the head alone: in
        // "Cantal, Gruyère, or Comté cheese", "Cantal cheese" would be any cheese.
        const guess = index < listed && match === null ? null : shared;
        // "cashew paste or cashew butter": a choice that is no food, the next choice naming the
        // same thing again by its own whole name, gives way to that choice; the head is not
        // shared ("cashew paste butter" would be dairy butter by its last word).
        if (guess && match === null && !ofKind && next.length > 1) {
          const repeated = next[0]?.toLowerCase() === choice.split(/\s+/)[0]?.toLowerCase();
          const own = repeated ? findOne(after ?? '') : null;
          if (own?.confidence === 'high' && own.food !== guess.food) continue;
        }
        // "salmon or other oily fish", "Stilton or other blue-veined cheese", "dill fronds or
        // other fresh tender herbs": a first choice the table knows by its whole name is one of
        // the kind the next choice names, placed as itself, not as the food the kind's head word
        // alone gives (white fish, cheddar, parsley). A kind the table knows by more than its
        // head stays ("chipotle paste or other hot sauce" is hot sauce), and a one-word fruit or
        // vegetable only says the kind's flavour ("raspberry or other fruit vinegar" is vinegar).
        const ownOfKind =
          ofKind &&
          match?.confidence === 'high' &&
          (/\s/.test(choice) || !isFlavour(match.food)) &&
          guess?.food === findOne(head)?.food;
        if (guess && !ownOfKind && (ofKind || match?.confidence !== 'high')) return guess;
        if (match) return match;
        continue;
      }
      const match = findOne(choice);
      if (match) return match;
    }
    return null;
  };

  // "fat-free mayonnaise", "reduced-fat pepper jack cheese", "2% milk cheddar": a name that says
  // its food is made with less fat, found as the full-fat food, is the table's lighter row of that
  // food where it has one ("light mayonnaise", "reduced fat cheddar"), with less fat than the
  // food; else the food as found (no "reduced fat mozzarella" row: mozzarella).
  const lighter = (name: string, match: FoodMatch | null): FoodMatch | null => {
    // Said of the first choice: in "milk or light cream", "whole or skim milk" the lighter word
    // is another choice's.
    // A first choice said to be whole or full-fat as well ("low fat whole or milk", as
    // place-ingredient.ts reads "whole or 2% milk") is the food as found.
    const first = name.split(FIRST_CHOICE_END, 1)[0] ?? '';
    if (match === null || !mayNameLessFat(first) || !LESS_FAT.test(first) || FULL_FAT.test(first)) {
      return match;
    }
    for (const prefix of LIGHTER_PREFIXES) {
      const twin = byName.get(key(foodWords(`${prefix} ${match.food.name}`, true)));
      if (twin !== undefined && twin !== match.food && twin.per100g.fat < match.food.per100g.fat) {
        return { food: twin, confidence: 'medium' };
      }
    }
    return match;
  };

  return {
    foods,
    byId: new Map(foods.map((food) => [food.id, food])),
    find: memoiseFromFirst((name: string) => lighter(name, find(name))),
  };
}

/**
 * The food table of these rows, made when it is first asked (a name found, its foods or ids
 * read), not now: for a caller that may never ask, as a shopping list whose own tables answer
 * every line (`plateful list` of most recipes). The same table as `createFoodTable`'s once made.
 */
export function createFoodTableOnFirstUse(rows: readonly FoodRow[]): FoodTable {
  let table: FoodTable | null = null;
  const made = (): FoodTable => (table ??= createFoodTable(rows));
  return {
    get foods() {
      return made().foods;
    },
    get byId() {
      return made().byId;
    },
    find: (name) => made().find(name),
  };
}

let rowsLoading: Promise<readonly FoodRow[]> | null = null;
let loading: Promise<FoodTable> | null = null;

/**
 * The generated rows, loaded once (a separate chunk in the web app): plain data, so a page can hand
 * them to a worker instead of the worker's bundle carrying a second copy of the chunk.
 */
export function loadFoodRows(): Promise<readonly FoodRow[]> {
  rowsLoading ??= import('./food-table.data.ts').then(({ FOOD_ROWS }) => FOOD_ROWS);
  return rowsLoading;
}

/** The food table, loaded once. */
export function loadFoodTable(): Promise<FoodTable> {
  loading ??= loadFoodRows().then(createFoodTable);
  return loading;
}
