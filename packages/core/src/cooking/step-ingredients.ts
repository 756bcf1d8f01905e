/**
 * Which ingredient lines a method step uses, so cook mode can show their amounts beside the step:
 * a line belongs to a step that names its ingredient ("the onion", "the oil" for "olive oil").
 * A line no step names is simply shown in no step (it is still on the mise-en-place checklist).
 * A line whose amount is each of several things belongs to a step that names any one of them.
 */
import { withoutVagueAmount } from '../ingredients/descriptors.ts';
import { namesOfThings } from '../shopping/seasoning-pairs.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { ingredientText, type IngredientGroup } from '../recipes/recipe.ts';
import { madeOnFirstUse } from '../memo.ts';

/** Words that say nothing about which ingredient is meant. */
const VAGUE_WORDS = new Set([
  'and',
  'or',
  'of',
  'the',
  'for',
  'with',
  'fresh',
  'dried',
  'large',
  'small',
  'medium',
  'chopped',
  'sliced',
  'ground',
  'whole',
  'plain',
  'to',
  'taste',
]);

/** A text's telling words, lower case and without accents ("crème" and "creme" are one word). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !VAGUE_WORDS.has(word));
}

/** "tomatoes" → "tomato", "leaves" → "leaf"… enough to meet the step's own word. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || word.endsWith('ches') || word.endsWith('shes')) {
    return word.slice(0, -2);
  }
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * One name for a food told two ways (British and American), on singular words, so "the
 * courgettes" finds "1 zucchini" and "the scallions" finds "4 spring onions"; one spelling for a
 * food spelt two ways ("yoghurt" and "yogurt", "fetta" and "feta", "chilli", "chile" and
 * "chili", and "chillies" and "chilies", which `singular` reads as "chilly" and "chily").
 * Coriander is left out: a step's "coriander" is as often the ground seed as the leaf.
 */
const SAME_FOOD: ReadonlyMap<string, string> = new Map([
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['prawn', 'shrimp'],
  ['arugula', 'rocket'],
  ['spring onion', 'scallion'],
  ['green onion', 'scallion'],
  ['confectioner sugar', 'powdered sugar'],
  ['icing sugar', 'powdered sugar'],
  ['yoghurt', 'yogurt'],
  ['fetta', 'feta'],
  ['chilli', 'chili'],
  ['chilly', 'chili'],
  ['chily', 'chili'],
  ['chile', 'chili'],
]);

/** The singular words of a text, each food told one way. */
function foodWords(text: string): string[] {
  const singulars = words(text).map(singular);
  const out: string[] = [];
  for (let at = 0; at < singulars.length; at += 1) {
    const pair = SAME_FOOD.get(`${singulars[at]} ${singulars[at + 1]}`);
    if (pair !== undefined) {
      out.push(...pair.split(' '));
      at += 1;
    } else out.push(SAME_FOOD.get(singulars[at]!) ?? singulars[at]!);
  }
  return out;
}

/**
 * Heads that are a part or a product of the food their name begins with, so a step may name the
 * food alone: "the lemon" for "lemon juice", "the vanilla" for "vanilla extract", "the chicken"
 * for "chicken breasts", "the Tenderstem" for "Tenderstem florets".
 */
const PART_HEADS = new Set([
  'juice',
  'zest',
  'extract',
  'essence',
  'breast',
  'thigh',
  'drumstick',
  'fillet',
  'floret',
  'leaf',
  'sprig',
  'stalk',
  'seed',
  'pod',
  'bean',
  'wedge',
  'powder',
  'slice',
  'crumb',
]);

/**
 * Words before such a head that are a use or a dish, not the food: "baking powder" is not what
 * "the baking sheet" names, nor "curry powder" "the curry".
 */
const NOT_THE_FOOD = new Set(['baking', 'curry', 'chili', 'chilli', 'stock']);

/**
 * Foods a step may call by their kind ("the cheese" for "grated parmesan", "the nuts" for
 * "chopped walnuts"), when the list holds one line of that kind and none named by it.
 */
const KINDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    'cheese',
    new Set([
      'parmesan',
      'parmigiano',
      'cheddar',
      'mozzarella',
      'feta',
      'brie',
      'ricotta',
      'gruyere',
      'gruyère',
      'pecorino',
      'halloumi',
      'mascarpone',
      'gouda',
      'emmental',
      'manchego',
      'stilton',
      'camembert',
      'gorgonzola',
      'paneer',
      'provolone',
      'fontina',
    ]),
  ],
  [
    'nut',
    new Set([
      'walnut',
      'pecan',
      'almond',
      'hazelnut',
      'cashew',
      'pistachio',
      'peanut',
      'macadamia',
    ]),
  ],
]);

/**
 * Words after a food that make it a mixture the method made ("the lemon curd", "the chicken
 * mixture", "the cheese sauce", "the brown sugar buttercream", "the chocolate ganache"): not a
 * step's name for the food's line. Words that are as often a verb starting the next sentence
 * ("mix", "glaze", "layer") are not among them: the step's words carry no stops.
 */
const MADE_OF = new Set([
  'mixture',
  'filling',
  'curd',
  'sauce',
  'dressing',
  'marinade',
  'batter',
  'dough',
  'icing',
  'frosting',
  'crust',
  'topping',
  'buttercream',
  'ganache',
]);

/**
 * Staples whose other kinds are other products (brown or powdered sugar, sea or celery salt,
 * peanut or garlic butter): a step's bare "sugar" is the plain line when the list has one.
 * Pepper only as the salt's partner (see `SEASONING_PEPPER`). Not onions, flour or water.
 */
const STAPLES = new Set(['sugar', 'salt', 'butter', 'pepper']);

/**
 * "Salt and pepper", "salt, pepper", "salt & freshly ground black pepper": the seasoning, not
 * the green or the cayenne pepper. A step's bare "pepper" is the plain line only when each of its
 * peppers is said so ("serve a tomato and a pepper" is the vegetable) and it says no "peppers".
 */
const SEASONING_PEPPER =
  /\bsalt(?:\s*[,&+/]\s*|\s+)(?:(?:and|or)\s+)?(?:(?:freshly|fresh|ground|cracked|black)\s+)*pepper\b/giu;

/**
 * Heads that a step names alone for a thing the method made, not a line: "until the sauce has
 * thickened", "serve with the dipping sauce" are not the soy or the oyster sauce. Such a line is
 * named by its whole name ("the soy sauce") or its food ("the soy").
 */
const MADE_HEADS = new Set(['sauce']);

/**
 * Words that leave a staple its plain, everyday self ("granulated sugar" is the sugar).
 */
const PLAIN = new Set([
  'granulated',
  'caster',
  'castor',
  'superfine',
  'white',
  'unsalted',
  'kosher',
  'black',
  'freshly',
  'cracked',
]);

/** A staple's name that is its head alone or with plain words: "sugar", "granulated sugar". */
function isPlain(key: IngredientKey): boolean {
  return STAPLES.has(key.head) && key.words.slice(0, -1).every((word) => PLAIN.has(word));
}

/**
 * Heads a step may leave off after the kind before them: "the cheddar" for "sharp cheddar
 * cheese", "the cayenne" for "cayenne pepper", "the romaine" for "romaine lettuce".
 */
const KIND_OF_HEAD: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['cheese', KINDS.get('cheese')!],
  ['pepper', new Set(['cayenne', 'jalapeño', 'jalapeno', 'serrano', 'habanero', 'poblano'])],
  ['lettuce', new Set(['romaine', 'iceberg'])],
]);

interface IngredientKey {
  readonly name: string;
  readonly words: readonly string[];
  readonly head: string;
  /** The food a step may name it by ("lemon" for "lemon juice"), when its head is a part. */
  readonly food: string | null;
  /** One thing of a name "A or B" ("margarine" of "butter or margarine"). */
  readonly alternative?: true;
}

/** The words that identify one thing: its name's last word, and the whole name. */
function thingKey(thing: string): IngredientKey | null {
  const name = foodWords(withoutVagueAmount(thing));
  const head = name.at(-1);
  if (head === undefined) return null;
  const before = name.at(-2);
  const food =
    before !== undefined &&
    ((PART_HEADS.has(head) && !NOT_THE_FOOD.has(before)) || KIND_OF_HEAD.get(head)?.has(before))
      ? before
      : null;
  return { name: name.join(' '), words: name, head, food };
}

/**
 * The keys of a line's things: one for most lines, one per thing for a line whose amount is each
 * of several ("2 tbsp each olive oil and lemon juice": the oil and the juice) or a seasoning pair.
 */
function ingredientKeys(line: string): IngredientKey[] {
  const parsed = parseIngredient(line);
  const name = withoutVagueAmount(parsed.name ?? '');
  const things = namesOfThings({ ...parsed, name }) ?? [name];
  const keys = things.map(thingKey).filter((key): key is IngredientKey => key !== null);
  const offered = things
    .flatMap((thing) => {
      const each = alternatives(thing);
      return each.length > 1 ? each : [];
    })
    .map(thingKey)
    .filter((key): key is IngredientKey => key !== null)
    .map((key): IngredientKey => ({ ...key, alternative: true }));
  return [...keys, ...offered];
}

/**
 * Heads a lone word before "or" shares ("canola or vegetable oil" is canola oil or vegetable oil,
 * "white or black pepper" white pepper): kinds of one product. Any other lone word is a food of
 * its own ("ghee or grass fed butter", "honey or maple syrup").
 */
const SHARED_HEADS = new Set([
  'oil',
  'stock',
  'broth',
  'vinegar',
  'wine',
  'pepper',
  'sugar',
  'flour',
  'milk',
  'cheese',
  'juice',
  'zest',
  'rice',
  'bean',
  'beans',
  'onion',
  'onions',
  'peppers',
]);

/**
 * Lone words before "or" that are foods of their own, never a kind of what follows ("salt or black
 * pepper" is salt or black pepper, not salt pepper).
 */
const OWN_FOODS = new Set([
  'salt',
  'water',
  'honey',
  'butter',
  'ghee',
  'lard',
  'cream',
  'margarine',
]);

/**
 * The things a name "A or B" offers, each its own ("butter or margarine": the butter, the
 * margarine; "sour cream or Greek yogurt"), so a step that names either names the line; a lone
 * first word that is a kind takes the words after the last thing's own first word ("white or
 * black pepper": white pepper, black pepper; "red or white wine vinegar": red wine vinegar).
 */
function alternatives(name: string): string[] {
  const parts = name.split(/\s+or\s+/iu).filter((part) => words(part).length > 0);
  if (parts.length < 2) return [name];
  const last = parts.at(-1)!.trim().split(/\s+/u);
  const head = last.at(-1)!;
  const shared = last.slice(1).join(' ');
  return parts.map((part) => {
    const lone = part.trim();
    return !/\s/u.test(lone) &&
      last.length > 1 &&
      SHARED_HEADS.has(head.toLowerCase()) &&
      !OWN_FOODS.has(lone.toLowerCase()) &&
      !SHARED_HEADS.has(lone.toLowerCase())
      ? `${lone} ${shared}`
      : part;
  });
}

/** How many of a step's `foodWords` stand before `end` (a character offset in the step). */
function wordsBefore(step: string, end: number): number {
  return foodWords(step.slice(0, end)).length;
}

const BEFORE_MADE = new RegExp(`\\p{L}+(?=[\\s-]+(?:${[...MADE_OF].join('|')})\\b)`, 'giu');

/**
 * Where, among a step's `foodWords`, stand the words right before a mixture's word ("the flour
 * mixture", "the tomato sauce"): told on the step as written, so "add paprika to mixture" keeps
 * the paprika.
 */
function madePositions(step: string): Set<number> {
  const found = new Set<number>();
  for (const match of step.matchAll(BEFORE_MADE)) {
    const before = wordsBefore(step, match.index + match[0].length);
    if (before > 0 && words(match[0]).length > 0) found.add(before - 1);
  }
  return found;
}

/**
 * A food named again once a step has used it: "return the chicken to the pan", "add the steak
 * and shrimp back", "the reserved eggs". The words run to a stop, "to", "into", "in", "on" or
 * "with" (or to "back").
 */
const AGAIN = [
  /\b(?:return|returning|reserved)\s+((?:(?!\b(?:to|into|in|on|with|back)\b)[^.,;:!()])+)/giu,
  // The subject of "until", "once", "when" or "while": "until the sugar melts", "once the oil is
  // hot", "while the eggplant is hot".
  /\b(?:until|once|when|while|as\s+soon\s+as)\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:is|are|has|have|was|were|melts?|dissolves?|wilts?|softens?|thickens?|begins?|starts?|turns?|looks?|becomes?|reduces?|caramell?[iy]zes?|caramelises?|browns?|bubbles?|boils?|absorbs?|evaporates?|gets?|feels?|forms?|holds?|reaches?|registers?|releases?|will|should|just)\b)/giu,
  /\b(?:add|put|place|stir|toss|tip|pop|transfer)\s+((?:(?!\b(?:to|into|in|on|with)\b)[^.,;:!()])+?)\s+back\b/giu,
];

/**
 * A food named after what the method did to it: "the grilled paneer", "the cooked chicken", "the
 * drained vegetables". A line that says so itself ("1 cup cooked rice") is not thereby named again.
 */
const COOKED_WORDS =
  'cooked|grilled|roasted|toasted|fried|browned|seared|boiled|poached|baked|drained|soaked|soaking|blanched|steamed|sauteed|sautéed|caramelized|caramelised|marinated|charred|braised';
const COOKED = new RegExp(
  `\\b(${COOKED_WORDS})\\s+((?:(?!\\b(?:and|to|into|in|on|with|over)\\b)[^.,;:!()])+)`,
  'giu',
);

/** A line that says a later step takes more of it: "1 cup sugar, divided", "plus more to serve". */
const SPLIT_LINE = /\b(?:divided|reserve|reserved|plus|more|remaining|separated|halved)\b/iu;

/**
 * Where, among a step's `foodWords`, stand the words the patterns' first groups hold (the foods
 * `AGAIN` names again, those `SECOND_HELPING` names as a second use).
 */
function positionsNamed(
  step: string,
  patterns: readonly RegExp[],
  food: (word: string) => boolean = () => true,
): Set<number> {
  const found = new Set<number>();
  for (const pattern of patterns) {
    for (const match of step.matchAll(pattern)) {
      // "Cook for 5 more minutes and add the spinach": no food after "more", no second helping.
      if (!food(foodWords(match[1]!)[0] ?? '')) continue;
      const end = match.index + match[0].length;
      const before = wordsBefore(step, end - match[1]!.length);
      const through = wordsBefore(step, end);
      for (let at = before; at < through; at += 1) found.add(at);
    }
  }
  return found;
}

/**
 * A food named as a second use: "top with more parsley", "serve with extra parmesan", "add
 * additional milk". The words run to a stop, or to a word that ends the food's name ("more
 * water than lentils", "more salt if needed"); not "extra virgin olive oil", nor a grade that
 * "extra" starts ("extra large eggs", "extra light olive oil", "extra mature cheddar").
 */
const SECOND_HELPING =
  /\b(?:more|extra(?!\s+(?:large|small|light|fine|sharp|mature|strong|mild|lean|thick|thin|dark|firm|hot|wide)\b)|additional)\s+(?!virgin\b)((?:(?!\b(?:to|for|if|as|before|when|than|into|in|on|over|until|while|then|at|of)\b)[^.,;:!?()])+)/giu;

/**
 * "Cream" the verb, which names no cream line: "Cream the butter and sugar", "cream together",
 * "then cream butter and sugar until fluffy", "Cream until light". A sentence's (or "then" or
 * "to"'s) first word before what is creamed; "until" only at a sentence's start ("whip the cream
 * until stiff" is the cream). Not after "and": "warm the butter and cream together" is the cream.
 * The word is matched before what stands behind it is looked at: a look behind first ran back
 * over a whole run of spaces at each place in it.
 */
const CREAM_VERB =
  /cream(?<=(?:^|[.;:!?]\s*|\b(?:then|to)\s+)cream)(?=\s+(?:the|together|butter|shortening|margarine|softened|it|them|your|a|an)\b)|cream(?<=(?:^|[.;:!?]\s*)cream)(?=\s+until\b)/giu;

/** A singular word's plural forms ("crumb" → "crumbs", "berry" → "berries"), as `singular` reads them. */
function pluralForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  return forms;
}

const LETTER_BEFORE = '(?<!\\p{L})';
const LETTER_AFTER = '(?!\\p{L})';

/**
 * A step told in its lines' spelling of a food written closed or spaced: "corn meal" as
 * "cornmeal" when a line has "cornmeal", "breadcrumbs" as "bread crumbs" when a line has "bread
 * crumbs". Only a line's own word or pair of words is rejoined or split (each part of three
 * letters or more), so "olive oil" stays two words.
 */
function spelledAsLines(keys: readonly IngredientKey[]): (step: string) => string {
  const patterns: [RegExp, string][] = [];
  const seen = new Set<string>();
  for (const key of keys) {
    for (const [at, word] of key.words.entries()) {
      // A closed word a step may write spaced or hyphened: "corn meal", "pine-nuts".
      for (let cut = 3; cut <= word.length - 3; cut += 1) {
        const first = word.slice(0, cut);
        const rest = word.slice(cut);
        if (seen.has(`${first} ${rest}`)) continue;
        seen.add(`${first} ${rest}`);
        const source = `${LETTER_BEFORE}(${first})[\\s-]+(${pluralForms(rest).join('|')})${LETTER_AFTER}`;
        patterns.push([new RegExp(source, 'giu'), '$1$2']);
      }
      // A pair a step may write closed: "breadcrumbs" for "bread crumbs".
      const next = key.words[at + 1];
      if (next === undefined || word.length < 3 || next.length < 3) continue;
      if (seen.has(`${word}${next}`)) continue;
      seen.add(`${word}${next}`);
      const source = `${LETTER_BEFORE}(${word})(${pluralForms(next).join('|')})${LETTER_AFTER}`;
      patterns.push([new RegExp(source, 'giu'), '$1 $2']);
    }
  }
  return (step) => patterns.reduce((text, [pattern, to]) => text.replace(pattern, to), step);
}

/** Where `name` stands in `text`, word for word. */
function positionsOf(text: readonly string[], name: readonly string[]): number[] {
  const found: number[] = [];
  for (let at = 0; at + name.length <= text.length; at += 1) {
    if (name.every((word, offset) => text[at + offset] === word)) found.push(at);
  }
  return found;
}

/** Punctuation no state word reaches across to the food after it. */
const CLAUSE_BREAK = /[,;:.!?()]/;

/**
 * The words a step gives right before a name, past any of the name's own words: "melted" in
 * "the melted butter" or "melted unsalted butter" for the name "unsalted butter", "cup" in "a
 * cup of sugar".
 */
function stateBefore(text: readonly string[], name: string): string[] {
  const own = name.split(' ');
  const head = own.at(-1);
  const found: string[] = [];
  text.forEach((word, at) => {
    if (word !== head) return;
    let before = at - 1;
    while (before >= 0 && own.includes(text[before]!)) before -= 1;
    if (before >= 0) found.push(text[before]!);
  });
  return found;
}

/** "0.75- cup sugar": an amount read and one word of its food, as a line's and a step's meet. */
function amountKey(parsed: ParsedIngredient, word: string | undefined): string {
  return `${parsed.quantity}-${parsed.quantityMax ?? ''} ${parsed.unit ?? ''} ${word}`;
}

/** A line's amount and the last word of its name, to meet the same amount given in a step. */
function amountOf(line: string, name: string): string {
  const parsed = parseIngredient(line);
  return parsed.quantity === null ? '' : amountKey(parsed, name.split(' ').at(-1));
}

const AMOUNT_START = /(?:^|[\s(])(?=[\d¼½¾⅓⅔⅛])/gu;

/**
 * The amounts a step gives, each with the words of the food it is of ("3/4 cup sugar" →
 * "0.75- cup sugar"), told as `amountOf` tells a line's.
 */
function amountsNamed(step: string): Set<string> {
  const found = new Set<string>();
  for (const match of step.matchAll(AMOUNT_START)) {
    // The top of a range ("1 to 2 cups") is not an amount of its own.
    if (/\d\s*(?:to|-|–|or)\s*$/u.test(step.slice(0, match.index + match[0].length))) continue;
    const rest = step
      .slice(match.index + match[0].length)
      .split(/[,;]|\.(?!\d)|\s(?:and|or|then)\s/u)[0]!;
    // "1 cup of the water" is a part of a line, not a line's amount.
    if (/\bof the\b/iu.test(rest)) continue;
    const parsed = parseIngredient(rest);
    if (parsed.quantity === null || parsed.name === null) continue;
    for (const word of foodWords(parsed.name)) {
      found.add(amountKey(parsed, word));
    }
  }
  return found;
}

/**
 * A step that uses every line the method names nowhere else: "place all ingredients in a
 * blender", "whisk all the ingredients into the oil", "add all the remaining ingredients",
 * "combine all the dressing ingredients" (a part the list does not mark). A verb of putting
 * together comes first in the sentence, so "be sure all ingredients are incorporated" is none,
 * nor is "mix until all the ingredients are combined" (the ones already in the bowl);
 * not "all the dry (wet) ingredients", which are a part the list shares with the other.
 */
const PUTTING_TOGETHER =
  /\b(?:combine|mix|place|put|add|whisk|blend|stir|toss|beat|process|pulse|purée|puree)\b/iu;
const ALL_OF_THEM = new RegExp(
  '\\b(?:all\\s+(?:of\\s+)?(?:the\\s+)?(?:(?!dry\\b|wet\\b)[\\p{L}-]+\\s+){0,3}?' +
    '|(?:the\\s+)?(?:remaining|other)\\s+|(?:the\\s+)?rest\\s+of\\s+(?:the\\s+)?)ingredients\\b' +
    // "stir until all the ingredients are combined": the ones in the bowl, not the lines.
    '(?!\\s+(?:are|is|have|has|were)\\b)',
  'iu',
);

/**
 * Whether a step uses all the lines (see PUTTING_TOGETHER): in one of its sentences the phrase
 * after the first such verb. Looked for from the first verb only, so a long step is read once
 * (a verb-then-anything pattern tried from every verb took seconds on a step of a few thousand
 * words).
 */
function usesAllLines(step: string): boolean {
  if (!/ingredients/iu.test(step)) return false;
  return step.split(/[.;!?]/u).some((sentence) => {
    const verb = PUTTING_TOGETHER.exec(sentence);
    return verb !== null && ALL_OF_THEM.test(sentence.slice(verb.index + verb[0].length));
  });
}

/** A titled part of the list ("For the dressing"): its title and the indexes of its lines. */
export interface LineGroup {
  readonly title: string;
  readonly lines: readonly number[];
}

/** Title words that name no part: "For the Dressing Ingredients:" is the dressing. */
const NOT_A_PART = new Set(['for', 'the', 'and', 'with', 'ingredients', 'ingredient', 'optional']);

/** "The dressing ingredients", "all of the sauce ingredients": the words before "ingredients". */
const PART_INGREDIENTS = madeOnFirstUse(
  () => /\b(?:all\s+(?:of\s+)?)?(?:the\s+)?((?:[\p{L}-]+\s+){1,3}?)ingredients\b/giu,
);

/**
 * The lines of the part a step names by its title: "whisk the dressing ingredients", "all the dry
 * ingredients" when the list has a part titled "Dry ingredients", "the streusel ingredients" for
 * "For the streusel topping". Null when the step names no part, or a word several titles hold.
 * The titles are read once, for every step of the recipe.
 */
function partReader(groups: readonly LineGroup[]): (step: string) => readonly number[] | null {
  if (groups.length < 2) return () => null;
  const titles = groups.map(
    (group) =>
      new Set(
        words(group.title)
          .filter((word) => !NOT_A_PART.has(word))
          .map(singular),
      ),
  );
  // A word one title alone holds: "all dry ingredients for the streusel" is the streusel's, not
  // the part titled "Dry cake ingredients".
  const own = titles.map(
    (title, index) =>
      new Set(
        [...title].filter((word) => titles.every((other, at) => at === index || !other.has(word))),
      ),
  );
  return (step) => (/ingredients/iu.test(step) ? partIn(step) : null);

  function partIn(step: string): readonly number[] | null {
    for (const match of step.matchAll(PART_INGREDIENTS())) {
      const named = words(match[1]!).map(singular);
      // The title holding most of the words: "dry cake" is "Dry cake ingredients", not "Wet cake…".
      const held = titles.map((title) => named.filter((word) => title.has(word)).length);
      const most = Math.max(...held);
      const holding = held.flatMap((count, index) => (count > 0 && count === most ? [index] : []));
      if (holding.length !== 1) continue;
      // "The wet ingredients" in a step about the streusel are the streusel's, whatever the titles.
      const said = named.some((word) => titles[holding[0]!]!.has(word) && !DRY_OR_WET.has(word))
        ? words(FOR_THE.exec(step.slice(match.index + match[0].length))?.[1] ?? '')
        : words(step);
      const others = own.some(
        (title, index) => index !== holding[0] && said.some((word) => title.has(singular(word))),
      );
      if (!others) return groups[holding[0]!]!.lines;
    }
    return null;
  }
}

/** Words a part is made of in any part of the recipe. */
const DRY_OR_WET = new Set(['dry', 'wet']);

/** "… ingredients for the streusel": the part the words after the ingredients name. */
const FOR_THE = /^\s+(?:for|of)\s+(?:the\s+)?([\p{L}-]+)/iu;

/** "The remaining sauce ingredients", "the rest of the filling ingredients", "the other …". */
const REST_OF = /\b(?:remaining|rest\s+of|other)\b[^.;!?]*?\bingredients\b/iu;

/**
 * The list's titled parts ("For the dressing") as indexes into the lines shown, so a step
 * that says "whisk the dressing ingredients" lists the dressing's. None unless the groups hold
 * the very lines shown, in order.
 */
export function lineGroups(
  groups: readonly IngredientGroup[],
  written: readonly string[],
): LineGroup[] {
  const items = groups.flatMap((group) => group.items.map((item) => ingredientText(item)));
  if (items.length !== written.length || items.some((text, index) => text !== written[index])) {
    return [];
  }
  let from = 0;
  return groups.map((group) => {
    const lines = group.items.map((_, index) => from + index);
    from += group.items.length;
    return { title: group.title, lines };
  });
}

/** A kind named as a second use: "extra herbs", "a little more seasoning", "remaining spices". */
const SECOND_USE =
  /\b(?:extra|more|remaining|additional)\s+(?:(?:fresh|chopped|dried)\s+)?(?:herbs|spices|seasonings?)\b/iu;

/**
 * A kind the step goes on to list: "the spices: cumin, paprika", "herbs such as thyme". Not a
 * step's heading ("Taste and adjust seasonings: Taste your gravy"), whose colon a capital follows.
 */
const LISTED_KIND = madeOnFirstUse(
  () =>
    /\b(?:[Ss]pices|[Ss]easonings?|[Hh]erbs)\s*(?::(?!\s*\p{Lu})|[—–]|\bsuch\s+as\b|\bincluding\b|\blike\b)/u,
);

/** Heads that are a spice whatever comes before them ("ground cumin", "smoked paprika"). */
const SPICE_HEADS = new Set([
  'cumin',
  'paprika',
  'turmeric',
  'cinnamon',
  'nutmeg',
  'allspice',
  'cardamom',
  'cayenne',
  'masala',
  'saffron',
  'sumac',
  'fenugreek',
  'caraway',
  'seasoning',
]);

/** Heads that are a spice after one of these words: "garlic powder", "fennel seeds". */
const SPICE_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['powder', new Set(['garlic', 'onion', 'chili', 'chilli', 'curry', 'mustard', 'ginger'])],
  ['seed', new Set(['fennel', 'cumin', 'coriander', 'mustard', 'celery', 'caraway', 'anise'])],
  ['flake', new Set(['pepper', 'chili', 'chilli'])],
  ['garlic', new Set(['granulated'])],
]);

/** Heads that are a herb, fresh or dried ("the herbs", "dried herbs and spices"). */
const HERB_HEADS = new Set([
  'parsley',
  'cilantro',
  'basil',
  'mint',
  'dill',
  'thyme',
  'rosemary',
  'sage',
  'oregano',
  'tarragon',
  'chive',
  'chervil',
  'marjoram',
  'herb',
]);

/** Spices a line is only when ground ("ground coriander", not the leaves; not "garlic cloves"). */
const GROUND_SPICES = new Set(['coriander', 'ginger', 'clove', 'mustard']);

/**
 * Whether a line is a spice, a seasoning or a herb, by its things' names; a dried herb is among
 * the spices, and the one kind of them "the dried herbs" are.
 */
function lineKind(
  line: string,
  keys: readonly IngredientKey[],
): 'spice' | 'dried herb' | 'herb' | null {
  // "Fresh mint (or 1 tsp dried)" is a fresh herb.
  const dried = /\bdried\b/iu.test(line) && !/\bfresh\b/iu.test(line);
  const ground = /\bground\b/iu.test(line);
  for (const { head, words: name } of keys) {
    const before = name.at(-2);
    // Coriander not ground is the leaves, a herb to a British cook ("a bunch of fresh coriander").
    const leaves = HERB_HEADS.has(head) || (head === 'coriander' && !ground);
    const herb = leaves || (head === 'leaf' && before !== undefined && HERB_HEADS.has(before));
    if (herb) return dried ? 'dried herb' : 'herb';
    if (
      SPICE_HEADS.has(head) ||
      (before !== undefined && SPICE_OF.get(head)?.has(before)) ||
      (ground && GROUND_SPICES.has(head))
    ) {
      return 'spice';
    }
  }
  return null;
}

/**
 * The indexes of `lines` each step uses, step by step. A step uses a line when it names the line's
 * whole ingredient name or its head word ("oil" for "olive oil", "onions" for "1 red onion"), or
 * the food a part comes from ("lemon" for "lemon juice") when no other line is that food or
 * holds its name, and the step does not name a mixture of it ("the lemon curd").
 * - A kind names the one line of that kind: "the cheese" the grated parmesan, "the nuts" the
 *   walnuts.
 * - A word that is part of a whole name the step gives names that line only: "apple butter" is not
 *   the butter nor the apple, "parmesan cheese" not the mozzarella cheese.
 * - Of lines of the same name (the cake's salt and the frosting's) a step takes one: one no
 *   earlier step took, the nearest in the list to the lines the step surely names (the
 *   frosting's butter beside its icing sugar), else the first; but a step that gives the amounts
 *   of such lines ("3/4 cup sugar, and 3 tablespoons sugar") takes each line whose amount it gives.
 * - "The spices", "seasonings", "the herbs" take the lines of that kind no earlier step took (see
 *   lineKind), and a step that uses all the ingredients every line no other step names (see
 *   PUTTING_TOGETHER).
 */
export function ingredientsByStep(
  steps: readonly string[],
  lines: readonly string[],
  groups: readonly LineGroup[] = [],
): number[][] {
  const keys = withOwnAlternatives(lines.map(ingredientKeys));
  // Lines a step lists as a second use ("garnish with extra herbs", "top with more parsley"):
  // shown there, but not taken from a step that uses all the ingredients.
  const { byStep, seconds: again } = namedByStep(steps, lines, keys);

  // "The spices", "seasonings", "the herbs": the lines of that kind no earlier step took.
  const kinds = lines.map((line, index) => lineKind(line, keys[index]!));
  byStep.forEach((used, step) => {
    // Not a mixture the method made of them ("the pureed seasonings", "the toasted spices");
    // "the spices" take the dried herbs too, "the dried herbs" those alone (not the cumin).
    const spices = /(?<!\p{L}(?<!dri)ed\s+)\b(?:spices|seasonings)\b/iu.test(steps[step]!);
    // "The chopped herbs" are the herbs' lines, cut as the list says.
    const herbs =
      /(?<!\b(?!(?:chopped|sliced|shredded|minced|snipped)\b)\p{L}+ed\s+)\bherbs\b/iu.test(
        steps[step]!,
      );
    const driedHerbs = /\bdried\s+herbs\b/iu.test(steps[step]!);
    if (!spices && !herbs && !driedHerbs) return;
    // "The spices: cumin, coriander and paprika" are the ones the step names, when it names any.
    if (LISTED_KIND().test(steps[step]!) && used.some((index) => kinds[index] !== null)) return;
    // "Extra herbs", "a little more seasoning", "the remaining spices": a second use, of every
    // line of the kind.
    const second = SECOND_USE.test(steps[step]!);
    const earlier = new Set(byStep.slice(0, step).flat());
    const more = kinds.flatMap((kind, index) =>
      (second || !earlier.has(index)) &&
      ((spices && (kind === 'spice' || kind === 'dried herb')) ||
        (driedHerbs && kind === 'dried herb') ||
        (herbs && kind === 'herb'))
        ? [index]
        : [],
    );
    if (second) for (const index of more) if (!used.includes(index)) again[step]!.add(index);
    byStep[step] = [...new Set([...used, ...more])].sort((a, b) => a - b);
  });
  // "Whisk the dressing ingredients": the lines of the part titled so; "the rest of the filling
  // ingredients" those of them no other step names.
  // A line another step of `by` uses, and not as a second use there.
  const usedElsewhere = (by: readonly number[][], step: number, index: number) =>
    by.some((other, at) => at !== step && other.includes(index) && !again[at]!.has(index));
  const partOf = partReader(groups);
  const parts = steps.map((step) => partOf(step));
  // What the steps named before any part was added: "the rest of" a part is what they leave.
  const named = byStep.slice();
  parts.forEach((part, step) => {
    if (part === null) return;
    const rest = REST_OF.test(steps[step]!);
    const more = part.filter((index) => !rest || !usedElsewhere(named, step, index));
    byStep[step] = [...new Set([...byStep[step]!, ...more])].sort((a, b) => a - b);
  });
  // Lines no step names, for a step that says it uses all of them; a later such step ("add all
  // the remaining ingredients") not those an earlier one took.
  const takenByAll = new Set<number>();
  return byStep.map((used, step) => {
    if (parts[step] !== null || !usesAllLines(steps[step]!)) return used;
    const elsewhere = lines.flatMap((_, index) =>
      takenByAll.has(index) || usedElsewhere(byStep, step, index) ? [] : [index],
    );
    for (const index of elsewhere) takenByAll.add(index);
    return [...new Set([...used, ...elsewhere])].sort((a, b) => a - b);
  });
}

/**
 * Each line's keys without an alternative another line is by its own name ("canola oil" of
 * "canola oil or olive oil" beside "¼ cup canola oil"): that line keeps the name, and the line of
 * alternatives its whole name, as before alternatives were read.
 */
function withOwnAlternatives(keys: readonly IngredientKey[][]): IngredientKey[][] {
  const own = new Set(keys.flat().flatMap((key) => (key.alternative ? [] : [key.name])));
  return keys.map((things) => things.filter((key) => !key.alternative || !own.has(key.name)));
}

/**
 * The lines each step names (`byStep`), and of them those it names only as a second use
 * (`seconds`: "top with more parsley").
 */
function namedByStep(
  steps: readonly string[],
  lines: readonly string[],
  keys: readonly IngredientKey[][],
): { byStep: number[][]; seconds: Set<number>[] } {
  const heads = new Set(keys.flatMap((things) => things.map((key) => key.head)));
  // How many different names hold each word ("lemon" in "lemon zest" and "lemon juice": two).
  const namesHolding = new Map<string, number>();
  for (const name of new Set(keys.flatMap((things) => things.map((key) => key.name)))) {
    for (const word of new Set(name.split(' '))) {
      namesHolding.set(word, (namesHolding.get(word) ?? 0) + 1);
    }
  }
  // The one line of each kind, when there is one ("the cheese": the only cheese).
  const ofKind = new Map<string, number>();
  for (const [kind, members] of KINDS) {
    if (heads.has(kind)) continue;
    const holding = keys.flatMap((things, index) =>
      things.some((key) => key.words.some((word) => members.has(word))) ? [index] : [],
    );
    if (holding.length === 1) ofKind.set(kind, holding[0]!);
  }
  // Staples some line has plainly ("sugar", "granulated sugar"): a bare one names those lines only.
  const plainHeads = new Set(
    keys.flatMap((things) => things.filter(isPlain).map((key) => key.head)),
  );
  // A name's last two words, when they are no line's whole name: "brown sugar" for "light brown
  // sugar", "olive oil" for "extra virgin olive oil".
  const names = new Set(keys.flatMap((things) => things.map((key) => key.name)));
  const shortName = (key: IngredientKey) =>
    key.words.length >= 3 && !names.has(key.words.slice(-2).join(' ')) ? key.words.slice(-2) : null;
  const spelled = spelledAsLines(keys.flat());
  // Every word of a line's names: a second helping is of one of them ("more parsley").
  const lineWords = new Set([...keys.flat().flatMap((key) => key.words), ...KINDS.keys()]);
  const taken = new Set<number>();
  const seconds = steps.map(() => new Set<number>());
  const byStep = steps.map((written, stepIndex) => {
    const step = spelled(written.replace(CREAM_VERB, 'beat'));
    const text = foodWords(step);
    // Words inside a whole name of two words or more that the step gives.
    const inWholeName = new Set<number>();
    const wholeSpans: [number, number][] = [];
    keys.forEach((things) => {
      for (const key of things) {
        if (key.words.length < 2) continue;
        for (const at of positionsOf(text, key.words)) {
          key.words.forEach((_, offset) => inWholeName.add(at + offset));
          wholeSpans.push([at, at + key.words.length]);
        }
      }
    });
    // A whole name inside a longer one the step gives: "olive oil" in "olive oil spray".
    const inLonger = (at: number, length: number) =>
      wholeSpans.some(([from, to]) => to - from > length && from <= at && at + length <= to);
    // A short name stands only where no whole name holds it ("candy melts" in "pink candy melts"
    // is not the white candy melts).
    const shortAt = (key: IngredientKey): number[] => {
      const short = shortName(key);
      if (short === null) return [];
      return positionsOf(text, short).filter((at) => !inWholeName.has(at + 1));
    };
    const shortPositions = new Map(keys.flat().map((key) => [key, shortAt(key)]));
    for (const at of [...shortPositions.values()].flat()) {
      inWholeName.add(at);
      inWholeName.add(at + 1);
    }
    const beforeMade = madePositions(step);
    const again = positionsNamed(step, AGAIN);
    // Where a food follows what the method did to it, and that word ("grilled").
    const cookedAt = new Map<number, string>();
    for (const match of step.matchAll(COOKED)) {
      const end = match.index + match[0].length;
      const from = wordsBefore(step, end - match[2]!.length);
      // Counted once: in the loop's test, a long run of words after "cooked" took seconds.
      const to = wordsBefore(step, end);
      for (let at = from; at < to; at += 1) {
        cookedAt.set(at, match[1]!.toLowerCase());
      }
    }
    const secondAt = positionsNamed(step, [SECOND_HELPING], (word) => lineWords.has(word));
    // Free words: in no whole or short name, and naming a food by itself, not a mixture made of
    // it ("the lemon curd", "the flour mixture").
    const free = new Set(text.filter((_, at) => !inWholeName.has(at) && !beforeMade.has(at)));
    // A staple the step names bare and singular ("the sugar", not "both sugars" nor "brown sugar"
    // for "light brown sugar") is its plain line.
    const stepWords = new Set(words(step));
    const seasoning = () =>
      !stepWords.has('peppers') &&
      (step.match(SEASONING_PEPPER) ?? []).length === (step.match(/\bpepper\b/giu) ?? []).length;
    const bare = (key: IngredientKey) =>
      !isPlain(key) &&
      plainHeads.has(key.head) &&
      stepWords.has(key.head) &&
      positionsOf(text, key.words.slice(-2)).length === 0 &&
      (key.head !== 'pepper' || seasoning());
    // "The sauce" alone is the dish's; "soy sauce" still names "light soy sauce".
    const madeHead = (key: IngredientKey) =>
      MADE_HEADS.has(key.head) && positionsOf(text, key.words.slice(-2)).length === 0;
    const matched: { index: number; name: string; whole: boolean }[] = [];
    // A name of one word is named where it stands free ("salt", not in "garlic salt").
    const namesWhole = (key: IngredientKey) =>
      key.words.length === 1
        ? free.has(key.head)
        : positionsOf(text, key.words).some(
            (at) => !beforeMade.has(at + key.words.length - 1) && !inLonger(at, key.words.length),
          ) || shortPositions.get(key)!.some((at) => !beforeMade.has(at + 1));
    keys.forEach((things, index) => {
      const key = things.find(
        (candidate) =>
          namesWhole(candidate) ||
          (free.has(candidate.head) && !bare(candidate) && !madeHead(candidate)) ||
          (candidate.food !== null &&
            free.has(candidate.food) &&
            !heads.has(candidate.food) &&
            namesHolding.get(candidate.food) === 1),
      );
      if (key === undefined) return;
      // A line an earlier step used, named here only as coming back ("return the chicken").
      const by = namesWhole(key) || free.has(key.head) ? key.head : key.food!;
      const at = text.flatMap((word, position) => (word === by ? [position] : []));
      if (
        taken.has(index) &&
        !SPLIT_LINE.test(lines[index]!) &&
        at.length > 0 &&
        at.every(
          (position) =>
            again.has(position) ||
            // A word of the line's, not a part of one: "uncooked rice" is not "cooked".
            (cookedAt.has(position) &&
              !words(lines[index]!).includes(words(cookedAt.get(position)!)[0]!)),
        )
      ) {
        return;
      }
      // Named only after "more", "extra" or "additional": a second use of the line.
      if (at.length > 0 && at.every((position) => secondAt.has(position))) {
        seconds[stepIndex]!.add(index);
      }
      // Plain staples are one food: "butter" and "unsalted butter" are lines of one name.
      matched.push({ index, name: isPlain(key) ? key.head : key.name, whole: namesWhole(key) });
    });
    for (const [kind, index] of ofKind) {
      if (free.has(kind) && !matched.some((other) => other.index === index)) {
        const key = keys[index]![0]!;
        matched.push({ index, name: key.name, whole: false });
      }
    }
    matched.sort((a, b) => a.index - b.index);
    const sameName = (name: string) =>
      matched.filter((other) => other.name === name).map((other) => other.index);
    // Lines the step names whole and without doubt, to tell which of two lines of one name it means.
    const sure = matched
      .filter(({ name, whole }) => whole && sameName(name).length === 1)
      .map(({ index }) => index);
    const distance = (index: number) =>
      sure.length === 0 ? 0 : Math.min(...sure.map((other) => Math.abs(other - index)));
    let amounts: Set<string> | undefined;
    const used: number[] = [];
    const settled = new Set<string>();
    for (const { index, name } of matched) {
      const same = sameName(name);
      if (same.length === 1) {
        used.push(index);
        continue;
      }
      if (settled.has(name)) continue;
      settled.add(name);
      // Lines of the name whose amount the step gives ("3/4 cup sugar, and 3 tablespoons sugar").
      const byAmount = same.filter((other) =>
        (amounts ??= amountsNamed(step)).has(amountOf(lines[other]!, name)),
      );
      // Lines of the name that say the word the step gives before it, a state or a measure ("the
      // melted butter" of "butter, melted" and "butter, softened"; "another cup of sugar" of "3
      // cups sugar, divided" and "2 tbsp sugar"), when some of them do and some do not.
      // Clause by clause: "water" in "the chicken, water, cornstarch" is the list's last item,
      // not the cornstarch's state.
      const states = step
        .split(CLAUSE_BREAK)
        .flatMap((clause) => stateBefore(foodWords(clause), name));
      const stated = same.filter((other) => {
        const own = new Set(foodWords(lines[other]!));
        return states.some((state) => own.has(state));
      });
      const byState = stated.length < same.length ? stated : [];
      const open = same.filter((other) => !taken.has(other));
      // Preferred first: an amount the step gives, the state it gives, one no earlier step took,
      // the nearest.
      const rank = (other: number) =>
        (byAmount.includes(other) ? 0 : 4) +
        (byState.includes(other) ? 0 : 2) +
        (open.includes(other) || open.length === 0 ? 0 : 1);
      const ordered = [...same].sort(
        (a, b) => rank(a) - rank(b) || distance(a) - distance(b) || a - b,
      );
      // Each line whose amount the step gives; else one.
      used.push(...ordered.slice(0, Math.max(1, byAmount.length)));
    }
    used.sort((a, b) => a - b);
    for (const index of used) taken.add(index);
    return used;
  });
  // A second use is one only of a line the step lists.
  seconds.forEach((lines, step) => {
    for (const index of lines) if (!byStep[step]!.includes(index)) lines.delete(index);
  });
  return { byStep, seconds };
}
