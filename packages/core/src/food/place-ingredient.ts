/**
 * An ingredient line placed in the food model: which food it is and how many grams it weighs.
 *
 * Grams, in the order tried:
 * 1. a weight the author gave beside another measure ("1 cup (125 g) flour"): that weight; beside
 *    a count, each piece's ("2 (150g) chicken breasts") or all of them ("8 chicken thighs (about
 *    2 pounds)"), whichever makes a piece nearer the food's own;
 * 2. a mass (g, kg, oz, lb): the amount itself ("400g tin chickpeas, drained": the drained share);
 * 3. a volume (ml, cup, tbsp…): millilitres × the food's grams per millilitre; the millilitres the
 *    author's own beside a pint or fluid ounce ("1 pint (570 ml)"), else the recipe's size of the
 *    measure (a US recipe's pint, an Australian one's tablespoon: recipe-measures.ts), else the
 *    unit table's;
 * 4. a container (can, jar, pack…): the size the line gives ("1 x 400g tin", "1 (8 ounce) package"),
 *    else the food's usual container ("a tin of chickpeas" is 240 g drained). A tin whose food is
 *    weighed drained is scaled from the label's weight to the drained weight: the food's `can`
 *    portion over its `can-size` (400 g unless the food says otherwise), so "1 (14 oz) can
 *    chickpeas" is 238 g, not 397 g;
 * 5. a piece (clove, stick, slice, bunch…) or a count with a size ("2 large eggs"): the food's
 *    portion weight.
 * "Juice of 1 lemon" and "1 lime, juiced" are the fruit's juice (its `juice` portion, as the juice
 * food); "zest of 1 orange" is the zest (its `zest` portion, as the zest food). A line whose notes
 * say "cooked", "dried", "ground"… is first looked up with that word ("3 cups rice, cooked" is
 * cooked rice).
 * A line that none of these weighs is unplaced, with the reason; nothing is guessed silently.
 */
import {
  COMMON_ADJECTIVES,
  PREPARATION_ADVERBS,
  SIZE_WORDS,
  withoutVagueAmount,
} from '../ingredients/descriptors.ts';
import { readAmount } from '../cooking/scale-ingredient-line.ts';
import { mayJoinTwoAmounts, splitAtAndAmount } from '../ingredients/clean-ingredient-line.ts';
import { madeOnFirstUse, memoiseFromFirst } from '../memo.ts';
import { namesOfThings } from '../shopping/seasoning-pairs.ts';
import { maskedParseOf, parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { singularWord } from '../ingredients/plural.ts';
import {
  convertQuantity,
  findUnit,
  unitDefinition,
  type UnitDefinition,
} from '../ingredients/units.ts';
import { vulgarFractionValue } from '../number-words.ts';
import type { Food } from './food.ts';
import { listFoods } from './list-foods.ts';
import { portionOf } from './portions.ts';
import {
  foldedForAsciiPatterns,
  isSpace,
  oneOfWords,
  oneOfWordsIgnoringCase,
} from '../ingredients/text.ts';
import type { FoodMatch, FoodTable, MatchConfidence } from './food-table.ts';
import { METRIC_CUP_ML, type RecipeMeasures, usSizes } from '../ingredients/recipe-measures.ts';

/** Why a line has no food or no grams. */
export type UnplacedReason =
  /** No food of the table is the line's name. */
  | 'unknown-food'
  /** The line gives no amount ("salt to taste", "fresh herbs to garnish"). */
  | 'no-amount'
  /** The food is known but the line's unit or piece is not weighable for it. */
  | 'unknown-weight'
  /** The amount is beyond any kitchen's (more than MAX_LINE_GRAMS). */
  | 'absurd-amount';

export interface IngredientPlacement {
  readonly line: string;
  readonly parsed: ParsedIngredient;
  readonly food: Food | null;
  /** Grams of the line, null when unknown. */
  readonly grams: number | null;
  /** How sure the placement is: the food's match, lowered when the weight is a portion. */
  readonly confidence: MatchConfidence | 'low' | null;
  /** Why the line is not placed (food or grams missing), null when it is. */
  readonly unplaced: UnplacedReason | null;
}

/** More than this on one line is no recipe's amount ("1000 cups salt"). */
export const MAX_LINE_GRAMS = 20_000;

// Patterns used on every line, made once here rather than at each call.
const SPACE_RUNS = /\s+/g;
const WHITESPACE = /\s+/;
const NOT_LETTERS = /[^a-z]+/g;
const PIECE_OF = /^\s*([a-z]+) of /;
/** A bar or square of chocolate written without "of": "1 bar dark chocolate", "2 squares chocolate". */
const LEADING_BAR = /^\s*(bars?|squares?|rings?) (?=[a-z])/;
/** What a name says after its food: "pineapple rings from a can", "pepper rings in vinegar". */
const SAID_AFTER = /,|\s(?:from|in|with)\s/;
const FRESH = /\bfresh\b/i;

/** A piece without a food-specific weight: the few units that weigh about the same whatever. */
const GENERIC_PORTIONS: Readonly<Record<string, number>> = {
  pinch: 0.4,
  dash: 0.6,
  drop: 0.05,
  splash: 5,
  glug: 15,
  sprinkle: 0.5,
  // A shot of espresso or a spirit: the UK's 25 ml measure, of liquids near 1 g/ml.
  shot: 25,
  // What a recipe's "handful" of anything weighs where the food has no handful of its own (the
  // weight nutrition.ts gives an unplaced handful).
  handful: 30,
};

/** Sizes written in a line's notes, as portion keys. */
const SIZE_KEYS: readonly (readonly [RegExp, string])[] = [
  [/\b(extra[- ]large|x-?large|xl|jumbo)\b/, 'extra large'],
  // "1 lg onion", "2 lrg eggs", "1 sml leek", "2 med. potatoes": the shorthands recipes write.
  [/\b(large|big|lge?|lrg)\b/, 'large'],
  [/\b(small|little|sml?)\b/, 'small'],
  [/\b(medium|med|md)\b/, 'medium'],
];

/**
 * Any of SIZE_KEYS' words: their patterns as alternatives of one, which matches where one of
 * them does, so most notes, naming no size, are one pattern run rather than four. Made from
 * SIZE_KEYS, so a size word added there is found here too.
 */
const ANY_SIZE_KEY = new RegExp(SIZE_KEYS.map(([pattern]) => pattern.source).join('|'));

/**
 * The size the notes give, as a portion key, or undefined: the first note's before the rest's, so
 * that the size said before the name wins over a word of a later note ("4 medium-sized apples –
 * shredded (use the big holes on your grater)" are medium apples).
 */
function sizeKeyIn(notes: string): string | undefined {
  if (!ANY_SIZE_KEY.test(notes)) return undefined;
  const semicolon = notes.indexOf(';');
  return (semicolon > 0 ? sizeKeyOf(notes.slice(0, semicolon)) : undefined) ?? sizeKeyOf(notes);
}

/**
 * The size a text names, as a portion key, or undefined. An indexed loop: `find` with a callback
 * destructuring each pair had the optimising compiler build the iterator protocol into `weigh`.
 */
function sizeKeyOf(text: string): string | undefined {
  for (let index = 0; index < SIZE_KEYS.length; index += 1) {
    const size = SIZE_KEYS[index];
    if (size !== undefined && size[0].test(text)) return size[1];
  }
  return undefined;
}

/**
 * A weight or volume in the notes: its last digit or fraction before the unit ("400g", "14.5 oz",
 * "15-ounce", "12 fluid ounce", the "2-pound" of "4 1/2-pound", the "½ lb" of "1½ lb"); the whole
 * number is read back from there (sizeNumber), so the common note costs one simple scan.
 */
const SIZE_IN_NOTES =
  /(\d+(?:[.,]\d+)?|\.\d+|[½¼¾⅓⅔⅛])\s*-?\s*(kg|g|gr|grams?|oz|ounces?|lbs?|pounds?|ml|millilitres?|milliliters?|l|litres?|liters?|cl|fl\.?\s?oz|fluid\s+ounces?)\b/i;

/** What stands before the last number of a size: "4 1/" of "4 1/2", "1" of "1½". */
const MIXED_BEFORE = /(?:^|[^\d.,/])(?:(\d+)\s+)?(\d+)\/$/;
const WHOLE_BEFORE = /(?:^|[^\d.,/])(\d+)\s*$/;

/** The number a size ends in, with the whole or fraction written before it: 4.5, 1.5, 14.5. */
function sizeNumber(notes: string, index: number, last: string): number {
  const before = notes.slice(Math.max(0, index - 12), index);
  const vulgar = vulgarFractionValue(last);
  if (vulgar !== undefined) return Number(WHOLE_BEFORE.exec(before)?.[1] ?? 0) + vulgar;
  const value = Number(last.replace(',', '.'));
  // MIXED_BEFORE ends in a slash: a size with none before its last number is that number.
  const mixed = before.endsWith('/') ? MIXED_BEFORE.exec(before) : null;
  if (mixed) return Number(mixed[1] ?? 0) + Number(mixed[2]) / value;
  return value;
}

/**
 * A range's first number before a size's last, the size read at its middle as a line's own range
 * is ("6-8 oz" is 7 oz): "(6-8 oz each)", "(6 to 8 ounces)", "(1 1/2-2 lb)", "(1-1½ lb)". Group 1
 * the first number as written (`readAmount` reads it), absent when the range has none. Read on
 * the notes up to the end of the size's number.
 */
const RANGE_BEFORE_SIZE =
  /(?:^|[^\d.,/])((?:\d+\s+)?\d+\/\d+|\d+(?:[.,]\d+)?[½¼¾⅓⅔⅛]?|[½¼¾⅓⅔⅛])?\s*(?:-|–|—|\bto\b)\s*(?:\d+\s+)?(?:\d+\/)?(?:\d+(?:[.,]\d+)?|\.\d+|\d*[½¼¾⅓⅔⅛])$/;

/**
 * Words before a size that make it another thing's: the stock a cube is "made up to", the water
 * it is "dissolved in", what a thing is "soaked in" or makes ("to make 500ml").
 */
const SIZE_OF_OTHER =
  /\b(?:made\s+up(?:\s+to|\s+with)?|dissolved\s+in|mixed\s+(?:in|into|with)|soaked\s+in|diluted\s+(?:in|with|to)|to\s+make|makes?|in)\s+(?:about\s+|approx\.?\s+|roughly\s+)?$/;

/**
 * A note that says what the food was made or taken from: a size after its "from" is the source's
 * ("2 cups shelled broad beans (from about 3 pounds in their pods)", "1 cup mango purée (from 2
 * large mangoes - about 1 lb)", "2 cups shredded chicken (from a 3 lb rotisserie chicken)"), not
 * the food's. Looked for from the note's start (its last ";") to the size.
 */
const FROM_SOURCE = /\bfrom\b/;

/** A weight or volume written in the notes ("400g", "14 oz", "15-ounce"), in grams or ml. */
function sizeInNotes(notes: string): StatedSize | null {
  const match = SIZE_IN_NOTES.exec(notes);
  return match ? sizeOfMatch(notes, match) : null;
}

/** A weight or volume written in the notes, in grams or ml. */
interface StatedSize {
  readonly amount: number;
  readonly volume: boolean;
  /** The count of packs of that size written before it: the 2 of "2 x 10oz packages"; else 1. */
  readonly times: number;
}

/** A count of packs before a size in the notes: the "2 x " of "(2 x 10oz packages)". */
const TIMES_BEFORE_SIZE = /(?:^|[^\d.,/])(\d{1,2})\s*[x×]\s*$/;

/**
 * SIZE_IN_NOTES' match read as a size, or null: a function of its own, apart from `sizeInNotes`,
 * as most notes give none and the optimising compiler need not build this into `weigh`.
 */
function sizeOfMatch(notes: string, match: RegExpExecArray): StatedSize | null {
  // "½ stock cube, made up to 250ml": the 250 ml is the stock, not the cube. SIZE_OF_OTHER's
  // every match ends in white space: a size with none before it (most: "400g", "(14 oz)") is
  // no other thing's.
  if (
    isSpace(notes.charCodeAt(match.index - 1)) &&
    SIZE_OF_OTHER.test(notes.slice(Math.max(0, match.index - 24), match.index))
  ) {
    return null;
  }
  // "(from about 4 pounds unpeeled)": the note's "from" is always before its size.
  if (
    notes.includes('from') &&
    FROM_SOURCE.test(notes.slice(notes.lastIndexOf(';', match.index) + 1, match.index))
  ) {
    return null;
  }
  const unit = findUnit((match[2] ?? '').toLowerCase().replace(SPACE_RUNS, ' ').replace('.', ''));
  const last = match[1] ?? '';
  let value = sizeNumber(notes, match.index, last);
  if (!unit || !(value > 0) || unit.dimension === 'count') return null;
  // "(6-8 oz each)": the middle of the range, not its top.
  const end = match.index + last.length;
  // A range needs its dash or "to" (RANGE_BEFORE_SIZE): most sizes have neither before them.
  const before = notes.slice(Math.max(0, end - 24), end);
  const range =
    before.includes('-') || before.includes('–') || before.includes('—') || before.includes('to')
      ? RANGE_BEFORE_SIZE.exec(before)
      : null;
  // NaN, so no middle, when the range gives no first number (as `readAmount('')` is).
  const first = range?.[1];
  const low = first === undefined ? NaN : readAmount(first);
  if (low > 0 && low < value) value = (low + value) / 2;
  // "(3 lb 8 oz)", "(1 lb. 4 oz.)": the ounces after the pounds are more of the same weight.
  const ounces =
    unit.canonical === 'lb'
      ? OUNCES_AFTER_POUNDS.exec(notes.slice(match.index + match[0].length))
      : null;
  const more = ounces ? Number((ounces[1] ?? '').replace(',', '.')) * OUNCE_GRAMS : 0;
  const times = Number(
    TIMES_BEFORE_SIZE.exec(notes.slice(Math.max(0, match.index - 8), match.index))?.[1] ?? 1,
  );
  return {
    amount: value * unit.factor + more,
    volume: unit.dimension === 'volume',
    times: times > 0 ? times : 1,
  };
}

/**
 * The author's weight a size in the notes gives the line, by the count of packs before it: beside
 * a volume, all the packs ("4 cups (2 x 10oz packages) frozen peas": 20 oz); beside a count of
 * packs, each pack's, all its packs unless their count is the line's own ("1 pack (2 x 200g)": 400
 * g a pack; "2 (2 x 400g) tins": 400 g a tin, the count said again). Elsewhere the size as
 * written, each piece's where the line says so (`statedWeight`).
 */
function packsWeight(stated: StatedSize, unit: UnitDefinition | null, amount: number): number {
  if (stated.times === 1 || unit === null) return stated.amount;
  if (unit.dimension === 'volume') return stated.amount * stated.times;
  if (unit.kind !== 'container') return stated.amount;
  // The size is compared with the line's amount: a kept placement stands back (`placementKey`).
  weighReadAmount = true;
  return stated.times === amount ? stated.amount : stated.amount * stated.times;
}

/** Ounces written straight after a weight in pounds: the ". 4 oz" of "1 lb. 4 oz.". */
const OUNCES_AFTER_POUNDS = /^\.?\s*(?:and\s+)?(\d+(?:[.,]\d+)?)\s*(?:oz|ounces?)\b/i;
const OUNCE_GRAMS = 28.3495;

/** The label weight of a tin whose `can` portion is its drained contents, unless the food says. */
const USUAL_CAN_GRAMS = 400;

/** The share of a tin's label weight that is the food as weighed (drained chickpeas: 0.6). */
function drainedShare(food: Food): number {
  const drained = food.portions.get('can');
  if (drained === undefined) return 1;
  const size = food.portions.get('can-size') ?? USUAL_CAN_GRAMS;
  return size > 0 ? Math.min(1, drained / size) : 1;
}

const TIN_WORDS = /\b(tins?|cans?)\b/i;
/** A tin's weight in the notes: "(400 g tin, drained)", "(from a 400g tin)", "(1 x 14 oz can)". */
const TIN_IN_NOTES = new RegExp(`${SIZE_IN_NOTES.source}\\.?\\s*(?:tins?|cans?)\\b`, 'gi');

/** Whether the notes name a tin heavier than the line's weight: then that weight is the food's. */
function heavierTinInNotes(notes: string, grams: number): boolean {
  if (!TIN_WORDS.test(notes)) return false;
  for (const match of notes.matchAll(TIN_IN_NOTES)) {
    const unit = findUnit((match[2] ?? '').toLowerCase().replace(SPACE_RUNS, ' ').replace('.', ''));
    if (unit?.dimension !== 'mass') continue;
    // The line's weight is read: `placeEachThing` keeps no such weighing.
    weighReadAmount = true;
    if (sizeNumber(notes, match.index, match[1] ?? '') * unit.factor > grams) return true;
  }
  return false;
}

/** A weight in the notes said to be drained: "240 g drained", "250 grams drained and rinsed". */
export const WEIGHT_DRAINED = /\d\s*(?:g|grams?|kg|oz|ounces?)\.?\s+drained\b/i;
/**
 * Whether WEIGHT_DRAINED may match `notes`: only where "drained" is, in any case (the pattern's
 * case-insensitive match, not Unicode, folds ASCII letters alone, as `toLowerCase` does). Most
 * notes with a weight say no such thing, and the pattern is then not run (nor compiled).
 */
export const mayHoldDrainedWeight = (notes: string): boolean =>
  notes.toLowerCase().includes('drained');
/** The fluid measures whose size differs between the UK and the US by a fifth or near it. */
const IMPERIAL_OR_US: ReadonlySet<string> = new Set(['fl oz', 'pint', 'quart', 'gallon']);

/** A count, a times sign, then a size: "2 x 200g gammon steaks", "4 × 150g salmon fillets". */
const TIMES_SIZE = /^\s*[\d½¼¾⅓⅔]+\s*[x×]\s*\d/i;
/**
 * A weight followed by "each": "(200g each)", "(6 oz each)", and the same in the languages the
 * parser reads it in (WEIGHT_EACH_AFTER_NAME): "(1 kg chacune)", "di circa 200 g l'una", "200 g
 * ciascuno", "200 g cada uno", "200 g per stuk"; or German's "je" and "à" before the weight ("je
 * 200 g", "à ca. 200 g").
 */
const SIZE_EACH = madeOnFirstUse(
  () =>
    /\d\s*(?:g|kg|grams?|oz|ounces?|lbs?|pounds?)\.?\s+(?:each|apiece|l['’]un[oa]|ciascun[oa]|chacun(?:e)?|cada\s+un[oa]|per\s+(?:piece|stuk|pezzo))(?![\p{L}])|(?:^|[\s(])(?:je|à)\s+(?:ca\.\s*|etwa\s+)?\d[\d.,]*\s*(?:g|kg)\b/iu,
);

/**
 * A weight written beside a count: each piece's ("2 (150g) chicken breasts") or all of them
 * ("8 chicken thighs (about 2 pounds)"). The reading whose piece is nearer the piece the count is
 * weighed by without the weight wins (`countedPiece`: "2 noodle nests (about 100g)" 100 g, the
 * nest being 60 g; "2 large potatoes (ca. 300 g)" by the large potato); without one, each piece's.
 */
function statedForCount(stated: number, count: number, each: number | undefined): number {
  if (each === undefined || count <= 1) return stated * count;
  const gap = (piece: number) => Math.abs(Math.log(piece / each));
  return gap(stated / count) < gap(stated) ? stated : stated * count;
}

/** Millilitres of the cup a `sifted-cup` portion weighs (units.ts's cup). */
const CUP_ML = 240;
/** "sifted" before the name ("2 cups sifted cake flour"), not "unsifted" nor after ("flour, sifted"). */
const SIFTED_WORD = /(?<!un)\bsifted\b/i;

/**
 * A volume of a food measured after sifting ("1 cup sifted cake flour"): the food's sifted cup
 * (USDA's sifted, spooned cups: cake flour 96 g, plain flour 115 g, icing sugar 100 g), when the
 * line says "sifted" before the name. "2 cups flour, sifted" is measured first, sifted after.
 */
function siftedGramsPerMl(parsed: ParsedIngredient, food: Food): number | null {
  const sifted = food.portions.get('sifted-cup');
  if (sifted === undefined || !parsed.notes.includes('sifted')) return null;
  const text = parsed.original.toLowerCase();
  const word = SIFTED_WORD.exec(text);
  const head = parsed.name.toLowerCase().split(' ').at(-1) ?? '';
  const name = head === '' ? -1 : text.lastIndexOf(head);
  return word && name > word.index ? sifted / CUP_ML : null;
}

/**
 * A line's word for the form a volume of the food is measured in, and the forms of the food's
 * USDA measures (build-food-table.ts's `FORM-cup` portions) it may be read as, in order. Only forms
 * that change how the pieces pack: a cup of sliced almonds is two thirds of a cup of whole ones.
 * Chopped and minced are read only where USDA weighs a chopped cup apart from the food's own
 * (`chopped-cup`: apple 125 g against its sliced 109, basil, cherry tomatoes, lettuce); for most
 * cut foods the plain cup is already the chopped one (onion, pepper, celery). Whipped is read
 * before the name only: "1 cup whipped heavy cream" is a cup of the whipped cream (USDA's 120 g),
 * "1 cup heavy cream, whipped" a cup poured and then whipped. Diced and cubed are read only where
 * USDA weighs a cup of dice or cubes of the food (`diced-cup`, `cubes-cup`): cheese, whose cup is
 * its shredded one (cheddar 132 g diced against 113 shredded), and bread, whose cup is its crumbs
 * (35 g of cubes against 45 of crumbs). Crushed is read where the food's own cup is of its whole
 * pieces and USDA weighs its crumbs apart (`crushed-cup`: flaked cereal 88 g against 29 g whole,
 * tortilla chips 63 g against 29), and so is ground where USDA weighs no ground cup of the food
 * ("1 cup ground corn flakes" is the crumbs); crackers and biscuits are measured as crumbs already.
 */
const MEASURED_FORM_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['sliced', ['sliced']],
  // "2 cups banana slices": the slices, named after the food.
  ['slices', ['sliced']],
  ['flaked', ['sliced']],
  ['slivered', ['slivered']],
  // "1 cup ground corn flakes": ground to crumbs, as crushed, where USDA weighs no ground cup.
  ['ground', ['ground', 'crushed']],
  ['grated', ['grated', 'shredded']],
  ['shredded', ['shredded', 'grated']],
  ['crumbled', ['crumbled']],
  // "1 cup crushed corn flakes": the crumbs, three times the whole flakes' weight a cup.
  ['crushed', ['crushed']],
  ['mashed', ['mashed', 'pureed']],
  ['pureed', ['pureed', 'mashed']],
  ['whole', ['whole']],
  ['halves', ['halves']],
  ['halved', ['halves']],
  ['whipped', ['whipped']],
  ['chopped', ['chopped']],
  ['minced', ['chopped']],
  ['diced', ['diced', 'cubes', 'chopped']],
  ['cubed', ['cubes', 'diced']],
  ['cubes', ['cubes', 'diced']],
]);
const FORM_WORD = new RegExp(`\\b(${[...MEASURED_FORM_WORDS.keys()].join('|')})\\b`, 'i');

/**
 * Forms a food is cut into before any cup can hold it (a block of cheese, a loaf, a squash), so
 * said after the name too: "4 cups bread, cut into 1-inch cubes" is a cup of the cubes.
 */
const CUT_TO_MEASURE = oneOfWords(['diced', 'cubed', 'cubes']);

/**
 * A volume of a food measured in a form USDA weighs apart, said before the food's name: "1 cup
 * sliced almonds" (92 g, not the 143 g of whole ones), "1 cup grated carrot" (110 g, not the
 * 128 g of chopped), "1 cup sliced onion" (115 g, not 160 g). Packed is not read so: authors'
 * packed brown sugar weighs nearer the table's 204 g cup than USDA's packed 220 g. Null when the
 * line names no such form or the food has no measure of it.
 */
function formGramsPerMl(parsed: ParsedIngredient, food: Food): number | null {
  const text = parsed.original.toLowerCase();
  const match = FORM_WORD.exec(text);
  if (match === null) return null;
  const head = parsed.name.toLowerCase().split(' ').at(-1) ?? '';
  const word = (match[1] ?? '').toLowerCase();
  if (head === '') return null;
  if (!CUT_TO_MEASURE.test(word) && text.lastIndexOf(head) < match.index) return null;
  for (const form of MEASURED_FORM_WORDS.get(word) ?? []) {
    const cup = food.portions.get(`${form}-cup`);
    if (cup !== undefined) return cup / CUP_ML;
  }
  return null;
}

/**
 * Grams of a 240 ml cup of a fruit or vegetable mashed or puréed, for one USDA does not weigh
 * so: the median of SR28's 31 "cup, mashed" and "cup, pureed" measures of 17 fruits and
 * vegetables (avocado 230, banana 225, strawberry 232, pumpkin 245, butternut 240, sweet potato
 * 200-328; quartiles 230 and 245). A purée is mostly water, whatever its pieces weighed by the cup.
 */
const PUREE_CUP_G = 240;
const PUREE_WORD = /\b(?:pur[eé]ed?|mashed)\b/i;
/**
 * A name that is a food's purée: "mango puree", "blackcurrant purée", "mango pulp"; not a food
 * packed in one ("plum tomatoes in purée").
 */
const PUREE_NAME = /(?<!\b(?:in|with)\s)\b(?:pur[eé]e|pulp)$/i;
/** A food that is itself a purée or mash, by its id (tomato-puree, pumpkin-puree, apple-sauce). */
const OWN_PUREE = /\b(?:puree|pulp|mash(?:ed)?|sauce|paste)\b/;

/**
 * A volume of a fruit or vegetable puréed or mashed before it is measured: "1 cup mango puree",
 * "1 cup pureed strawberries", "½ cup mashed sweet potato" weigh as a purée, the food's own USDA
 * measure (`pureed-cup`, `mashed-cup`: avocado 230 g, strawberry 232 g) or `PUREE_CUP_G`, not as
 * its pieces by the cup (mango 165 g, sweet potato 133 g). Only when the word stands before the
 * food's name or ends it: "1 cup strawberries, pureed" is measured whole. Null for any other
 * food, and for one that is itself a purée or is poured (tomato purée, passata: their own
 * figures).
 */
function pureeGramsPerMl(parsed: ParsedIngredient, food: Food): number | null {
  if (food.fiveADay !== 'vegetable' && food.fiveADay !== 'fruit') return null;
  // A purée of its own (tomato purée, apple sauce) or a poured one (passata) keeps its figure.
  if (OWN_PUREE.test(food.id) || food.liquid) return null;
  const name = parsed.name.toLowerCase().trim();
  if (!PUREE_NAME.test(name)) {
    const text = parsed.original.toLowerCase();
    const word = PUREE_WORD.exec(text);
    const head = name.split(' ').at(-1) ?? '';
    if (word === null || head === '' || text.lastIndexOf(head) <= word.index) return null;
  }
  const cup = food.portions.get('pureed-cup') ?? food.portions.get('mashed-cup') ?? PUREE_CUP_G;
  return cup / CUP_ML;
}

/**
 * A spoon of a food USDA weighs by the spoon apart from its cup (build-food-table.ts's
 * `tbsp-cup` and `tsp-cup`): "1 tbsp ketchup" is USDA's tablespoon, 17 g, not a sixteenth of its
 * 240 g cup. Null for any other unit or a food without one.
 */
function spoonGramsPerMl(unit: string, food: Food): number | null {
  if (unit !== 'tbsp' && unit !== 'tsp') return null;
  const cup = food.portions.get(`${unit}-cup`);
  return cup === undefined ? null : cup / CUP_ML;
}

/**
 * A US cup of a liquid poured by its own grams per ml (build-food-table.ts's `us-cup`): the 236.6
 * ml cup USDA weighs, "1 cup milk" 244 g (USDA's cup; 240 ml's would be 247), "1 cup water" 237 g.
 * Not where the recipe's cups are its own (a metric cup of 250 ml, recipe-measures.ts), nor for a
 * food whose density is its USDA cup's (that cup's weight already).
 */
function usCupGramsPerMl(unit: string, food: Food, measures: RecipeMeasures | null): number | null {
  if (unit !== 'cup' || measures?.cup !== undefined) return null;
  const cup = food.portions.get('us-cup');
  return cup === undefined ? null : cup / CUP_ML;
}

/** Flour named as Australian, New Zealand and UK recipes name it: "plain flour", "self-raising". */
const COMMONWEALTH_FLOUR = /\b(?:plain|self[- ]?raising)\b/i;

/**
 * A metric cup of flour named the Commonwealth way ("1 cup plain flour", "2/3 cup self-raising
 * flour") in a recipe whose cup is the metric one (recipe-measures.ts): the food's `dipped-cup`,
 * the cup filled from the bag and levelled, as Australian and New Zealand recipes weigh it (150 g
 * a 250 ml cup; USDA's dipped cup of white flour is 137 g), where US recipes spoon it into the cup
 * (125 g). Not "all-purpose flour" in a metric cup: South African and Indian recipes weigh theirs
 * at 125-130 g, the spooned cup.
 */
function metricCupGramsPerMl(
  parsed: ParsedIngredient,
  unit: string,
  food: Food,
  measures: RecipeMeasures | null,
): number | null {
  if (unit !== 'cup' || measures?.cup !== METRIC_CUP_ML) return null;
  const dipped = food.portions.get('dipped-cup');
  return dipped === undefined || !COMMONWEALTH_FLOUR.test(parsed.name) ? null : dipped / CUP_ML;
}

/** A length in a line's notes: "5cm", "2.5 cm", "1-inch", "2 inch", "1\"". */
const LENGTH_IN_NOTES =
  /(?:^|[\s;,(])(\d+(?:\.\d+)?)\s*-?\s*(cm|centimet(?:re|er)s?|inch(?:es)?|in\b|")/i;
const CM_PER_INCH = 2.54;

/**
 * A piece of a root cut to a length ("5cm piece ginger", "1-inch piece ginger"): the food's `cm`
 * portion a centimetre, where the line gives the length. Null otherwise, and the piece is the
 * food's usual one.
 */
function pieceByLength(notes: string, food: Food): number | null {
  const perCm = food.portions.get('cm');
  if (perCm === undefined) return null;
  const length = LENGTH_IN_NOTES.exec(notes);
  if (!length) return null;
  const unit = (length[2] ?? '').toLowerCase();
  const cm = Number(length[1]) * (unit.startsWith('c') ? 1 : CM_PER_INCH);
  return cm > 0 && cm <= 30 ? cm * perCm : null;
}

function mlToGrams(ml: number, food: Food): number | null {
  if (food.gramsPerMl !== null) return ml * food.gramsPerMl;
  // A liquid without its own figure is water-like.
  return food.liquid ? ml : null;
}

/** The line's amount: a range counts as its middle, a unit without a number as one. */
function amountOf(parsed: ParsedIngredient): number | null {
  if (parsed.quantity === null) return parsed.unit !== null ? 1 : null;
  if (parsed.quantityMax !== null && parsed.quantityMax > parsed.quantity) {
    return (parsed.quantity + parsed.quantityMax) / 2;
  }
  return parsed.quantity;
}

interface Weighed {
  readonly grams: number | null;
  /** The weight is a typical piece, not a measure. */
  readonly typical: boolean;
  /**
   * Where the grams are the line's amount × `perUnit` × `scale`, multiplied in that order (a
   * piece's weight and 1, a measure's size and the food's grams a unit of it, a weight's grams
   * and a tin's drained share), those two; NaN for a weight read any other way (the author's own,
   * or none). `placeEachThing` keeps them to weigh another line of the same kind exactly.
   */
  readonly perUnit: number;
  readonly scale: number;
}

/**
 * Set by `weigh` where it compares the line's amount or weight with a size its notes give (a
 * drained weight, a heavier tin, a pint's own millilitres): its weighing is then not kept.
 */
let weighReadAmount = false;

/** A weight that is no product of the amount `placeEachThing` may keep (`Weighed`). */
const weighed = (grams: number | null, typical: boolean): Weighed => ({
  grams,
  typical,
  perUnit: NaN,
  scale: NaN,
});

/**
 * `amount` × `perUnit` × `scale` grams, in that order, with its two factors (`Weighed`): the same
 * number as `perUnit * amount` (a product of two is the same either way round, and × 1 changes
 * nothing) and as `amount * perUnit * scale` written out.
 */
const byAmount = (amount: number, perUnit: number, scale: number, typical: boolean): Weighed => ({
  grams: amount * perUnit * scale,
  typical,
  perUnit,
  scale,
});

/** Pieces a name can end in, as portion keys: "sage leaves", "celery stalks", "garlic cloves". */
const PIECE_OF_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries({
    leaf: 'leaf',
    leave: 'leaf',
    leaves: 'leaf',
    sprig: 'sprig',
    stalk: 'stalk',
    // "4 parsley stems", "2 lemongrass stems": a stem is the food's stalk, or a herb's sprig.
    stem: 'stalk',
    rib: 'rib',
    stick: 'stick',
    clove: 'clove',
    slice: 'slice',
    strip: 'strip',
    sheet: 'sheet',
    // "12 lasagna noodles": a counted noodle is a sheet of the pasta.
    noodle: 'sheet',
    spear: 'spear',
    wedge: 'wedge',
    ear: 'ear',
    bar: 'bar',
    square: 'square',
    // "4 pineapple rings": a ring is a slice, never the whole fruit; "a side of salmon".
    ring: 'slice',
    // "12 red onion chunks", "8 pineapple chunks": a chunk of the food, never the whole of it.
    chunk: 'chunk',
    side: 'side',
    // "1 loaf", "2 farmhouse loaves": the food's loaf, never a roll by its `each`.
    loaf: 'loaf',
    loave: 'loaf',
    loaves: 'loaf',
    segment: 'segment',
    // "12 orange sections": the US word for a segment, never the whole fruit.
    section: 'segment',
    head: 'head',
    bulb: 'bulb',
    // "6 coriander roots": a herb's root, where the food has one (`HELD_PIECES`).
    root: 'root',
    // "8 broccoli florets", "4 courgette ribbons": a part of the food, never the whole of it.
    floret: 'floret',
    ribbon: 'ribbon',
    shaving: 'shaving',
    // "2 pork shoulder steaks": a steak of a food sold as a joint, where it has one.
    steak: 'steak',
    // "2 wholemeal noodle nests": a nest of dried noodles, as "2 nests egg noodles" is.
    nest: 'nest',
  }),
);

/**
 * Pieces that are a piece only of a food that has the portion: "3 burdock roots", "1 taro root"
 * are the whole food, the root being what is eaten; "6 coriander roots" the herb's root. A steak
 * of a food without one is one of it ("4 salmon steaks" by its `each`); of a joint, its steak.
 */
const HELD_PIECES: ReadonlySet<string> = new Set(['root', 'steak']);

const LAST_WORDS = new WeakMap<Food, ReadonlySet<string>>();

/**
 * The last words of a food's names ("whole clove" → clove), worked out once a food; not of a name
 * that is a piece of another of its names ("pineapple chunk": a chunk of pineapple).
 */
function lastWordsOf(food: Food): ReadonlySet<string> {
  let words = LAST_WORDS.get(food);
  if (words === undefined) {
    const names = new Set(food.names);
    words = new Set(
      food.names
        .filter((name) => {
          const space = name.lastIndexOf(' ');
          return space < 0 || !names.has(name.slice(0, space));
        })
        .map((name) => lastWord(name)),
    );
    LAST_WORDS.set(food, words);
  }
  return words;
}

/** The last run of letters of a lower-case name ("sage leaves," → "leaves"). */
function lastWord(lower: string): string {
  let end = lower.length;
  while (end > 0 && !isLetter(lower.charCodeAt(end - 1))) end -= 1;
  let start = end;
  while (start > 0 && isLetter(lower.charCodeAt(start - 1))) start -= 1;
  return lower.slice(start, end);
}

const isLetter = (code: number): boolean => code >= 97 && code <= 122;

/** The piece a word of a name is ("leaves" → leaf), as written or singular. */
const pieceOfWord = (word: string): string | undefined =>
  PIECE_OF_NAME.get(word) ?? PIECE_OF_NAME.get(singularWord(word));

/**
 * The piece a counted name ends in ("15 sage leaves" → leaf), or null; not when the food has no
 * such portion and the word is its own ("45 whole cloves" are cloves, weighed by their `each`).
 */
function pieceNamed(name: string, food: Food): string | null {
  // "bar of milk chocolate", "head of garlic": the piece first; else "sage leaves": last.
  const lower = name.toLowerCase();
  const word = lower.includes(' of ') ? PIECE_OF.exec(lower)?.[1] : undefined;
  // "1 bar dark chocolate": the bar, when the food has one ("4 squares graham crackers" have not).
  const leading = word === undefined ? LEADING_BAR.exec(lower)?.[1] : undefined;
  if (leading !== undefined) {
    const piece = PIECE_OF_NAME.get(singularWord(leading));
    if (piece !== undefined && food.portions.has(piece)) return piece;
  }
  const said = word === undefined ? SAID_AFTER.exec(lower) : null;
  // "24 fresh basil leaves or dried basil": the count is of the first choice's pieces, when it
  // names one the food has ("10 sage or basil leaves" share the last choice's).
  const or = word === undefined && said === null ? lower.indexOf(' or ') : -1;
  if (or > 0) {
    const piece = pieceOfWord(lastWord(lower.slice(0, or)));
    if (piece !== undefined && food.portions.has(piece)) return piece;
  }
  const piece = pieceOfWord(word ?? lastWord(said ? lower.slice(0, said.index) : lower));
  if (piece === undefined || food.portions.has(piece)) return piece ?? null;
  return HELD_PIECES.has(piece) || lastWordsOf(food).has(piece) ? null : piece;
}

/**
 * A note that names another food to use instead ("or a small leek" of "2 spring onions or a small
 * leek", "or 500g thighs"): from an "or" that opens a note to that note's end.
 */
const ALTERNATIVE_NOTE = /(?:^|[;,]\s*)or\s[^;]*/g;

/** The notes that speak of this food: its size or weight, not an alternative's. */
function ownNotes(notes: string): string {
  return notes.includes('or ') ? notes.replace(ALTERNATIVE_NOTE, '') : notes;
}

/**
 * A "plus" the parser left in the notes: more of the food beside the amount ("2 cups flour, plus 2
 * tablespoons (15 g) for dusting", "plus about 30g for kneading"), not joined to it as "1 cup plus
 * 2 tablespoons" is (then the parser adds it to the amount and no "plus" is left in the notes).
 */
const EXTRA_PLUS = /\bplus\b/;

/**
 * Whether the notes' weight is only the extra's: the line's first weight or volume stands after
 * the "plus" that the notes keep, so it weighs the dusting flour, not the line's cups ("2 cups
 * flour, plus 2 tablespoons (15 g) for dusting" is 2 cups; "2 cups (250 g) flour, plus 2
 * tablespoons (15 g)" keeps its 250 g). Read on the line as written, as the parser moves a
 * bracket's weight to the front of the notes.
 */
function weightIsExtra(original: string): boolean {
  const lower = original.toLowerCase();
  const plus = EXTRA_PLUS.exec(lower);
  if (!plus) return false;
  const size = SIZE_IN_NOTES.exec(lower);
  if (size === null || size.index < plus.index) return false;
  // "½ cup (plus four for shaping)/ 71 grams durum flour": a "plus" in a bracket ends with it,
  // and a weight after the bracket is the cup's.
  const open = lower.lastIndexOf('(', plus.index);
  const close = open < 0 ? -1 : lower.indexOf(')', open);
  if (close > plus.index && close < size.index) return false;
  // "1 cup flour, plus more for dusting (about 150 g in all)": a total is the line's.
  return !WEIGHT_IN_ALL.test(lower.slice(plus.index));
}

/** A weight said to be the whole line's: "in total", "total", "in all", "altogether". */
const WEIGHT_IN_ALL = /\b(?:total|in\s+all|altogether|combined)\b/;

/** The line's unit as defined, or undefined when it has none. */
const unitOf = (parsed: ParsedIngredient): UnitDefinition | undefined =>
  parsed.unit === null ? undefined : unitDefinition(parsed.unit);

/**
 * The author's own weight beside a volume, a container or a count: each container's, the whole
 * volume's, each piece's or all of them. Apart from `weigh`, which few lines need it in.
 */
function statedWeight(
  stated: number,
  unit: UnitDefinition | null | undefined,
  food: Food,
  amount: number,
  parsed: ParsedIngredient,
  notes: string,
  measures: RecipeMeasures | null,
): Weighed {
  const { original } = parsed;
  if (unit?.kind === 'container') {
    const drained = unit.canonical === 'can' ? drainedShare(food) : 1;
    // stated * amount * drained, with its factors.
    return byAmount(amount, stated, drained, false);
  }
  if (unit === null) {
    // "2 x 200g gammon steaks", "2 gammon steaks (200g each)": the line says the size is each
    // piece's, whatever the food's own piece weighs.
    if (TIMES_SIZE.test(original) || SIZE_EACH().test(original)) {
      return byAmount(amount, stated, 1, false);
    }
    const piece = countedPiece(parsed, food, notes, measures);
    return weighed(statedForCount(stated, amount, piece ?? undefined), false);
  }
  // "4 (8-oz.) bars cream cheese", "2 x 125g balls mozzarella": each piece's size.
  if (
    unit?.dimension === 'count' &&
    (isSizeBeforeUnit(original, unit) || TIMES_SIZE.test(original))
  ) {
    return byAmount(amount, stated, 1, false);
  }
  return weighed(stated * joinedShare(original, unit, amount), false);
}

/** "1 cup (140g) plus 2 tablespoons": the bracket, then a measure joined to the amount. */
const BRACKET_THEN_JOINED = /^([^()]*)\([^()]*\)\s*(?:plus\b|\+)\s*[\d½¼¾⅓⅔⅛]/i;

/**
 * How much of the amount a weight in a bracket before a joined measure is: "1 cup (140g) plus 2
 * tablespoons flour" weighs 140 g for the cup, so the 1⅛ cups are 9/8 of it ("1 tablespoon (8g)
 * plus 1 cup flour", 1 1/16 cups, 17 times the spoon). 1 otherwise.
 */
function joinedShare(original: string, unit: UnitDefinition | undefined, amount: number): number {
  const joined = BRACKET_THEN_JOINED.exec(original);
  if (!joined || unit === undefined) return 1;
  const first = parseIngredient(joined[1] ?? '');
  // In the amount's unit: the sum is said in the larger ("1 tablespoon (8g) plus 1 cup flour").
  const part =
    first.quantity === null ? null : convertQuantity(first.quantity, first.unit, unit.canonical);
  return part !== null && part > 0 ? amount / part : 1;
}

/**
 * A count, a bracket, then the unit: "4 (8-oz.) bars cream cheese", "2 (8-ounce) wheels Brie",
 * "2 (5.5-ounce) servings ramen noodles". The bracket is each piece's size, as a container's is
 * ("1 (8 ounce) package"), not all of them as "2 fillets salmon (about 1 lb)" is.
 */
const SIZE_BEFORE_UNIT = /^[\d\s.,/½¼¾⅓⅔⅛-]+\([^)]*\)\s*([a-z]+)/i;

function isSizeBeforeUnit(original: string, unit: UnitDefinition): boolean {
  const word = SIZE_BEFORE_UNIT.exec(original)?.[1];
  return word !== undefined && findUnit(word.toLowerCase())?.canonical === unit.canonical;
}

function weigh(
  parsed: ParsedIngredient,
  food: Food,
  amount: number,
  measures: RecipeMeasures | null,
): Weighed {
  const notes = ownNotes(parsed.notes.toLowerCase());
  const unit = parsed.unit === null ? null : unitDefinition(parsed.unit);
  const found = sizeInNotes(notes);
  // "2 cups flour, plus 2 tablespoons (15 g) for dusting": the weight is the extra's alone.
  const stated =
    found !== null && notes.includes('plus') && weightIsExtra(parsed.original) ? null : found;

  // 1. The author's own weight beside a volume or a count ("1 cup (125 g)").
  if (
    stated &&
    !stated.volume &&
    (unit === undefined || unit === null || unit.dimension !== 'mass')
  ) {
    return statedWeight(
      packsWeight(stated, unit ?? null, amount),
      unit,
      food,
      amount,
      parsed,
      notes,
      measures,
    );
  }
  if (unit) {
    if (unit.dimension === 'mass') {
      // "400 g canned chickpeas (240 g drained)": the author's drained weight, less than the tin's.
      const total = amount * unit.factor;
      if (stated && !stated.volume && mayHoldDrainedWeight(notes) && WEIGHT_DRAINED.test(notes)) {
        weighReadAmount = true;
        if (stated.amount < total) return weighed(stated.amount, false);
      }
      // "400g tin chickpeas, drained": the tin's label weight, the food as drained. A weight
      // less than the tin the notes name is the food's own ("200 g chickpeas (400 g tin,
      // drained)": half the tin's drained chickpeas, weighed).
      const tinLabel = TIN_WORDS.test(parsed.original) && !heavierTinInNotes(notes, total);
      const tin = tinLabel ? drainedShare(food) : 1;
      // total * tin, with its factors.
      return byAmount(amount, unit.factor, tin, false);
    }
    if (unit.dimension === 'volume') {
      // The recipe's own size of the measure (a US pint, an Australian tablespoon), else the table's.
      const size = measures?.[unit.canonical] ?? unit.factor;
      const ml = amount * size;
      // "1 pint (570 ml) milk", "10fl oz/275ml milk": the author's millilitres beside a pint,
      // quart, gallon or fluid ounce say which country's it is; a volume far from it is another
      // thing's. (Not beside spoons and cups, whose millilitres are rounded labels, "¼ cup
      // (50 mL)": the recipe's lines decide those, recipe-measures.ts.)
      const imperial = stated !== null && stated.volume && IMPERIAL_OR_US.has(unit.canonical);
      if (imperial) weighReadAmount = true;
      const own = imperial && stated.amount > ml / 2 && stated.amount < ml * 2;
      const asMeasured = own
        ? null
        : (siftedGramsPerMl(parsed, food) ??
          metricCupGramsPerMl(parsed, unit.canonical, food, measures) ??
          formGramsPerMl(parsed, food) ??
          pureeGramsPerMl(parsed, food) ??
          spoonGramsPerMl(unit.canonical, food) ??
          usCupGramsPerMl(unit.canonical, food, measures));
      if (asMeasured !== null) return byAmount(amount, size, asMeasured, false);
      if (own) return weighed(mlToGrams(stated.amount, food), false);
      // mlToGrams(ml, food), with its factors.
      if (food.gramsPerMl !== null) return byAmount(amount, size, food.gramsPerMl, false);
      return food.liquid ? byAmount(amount, size, 1, false) : weighed(null, false);
    }
    if (unit.kind === 'container') {
      if (stated?.volume) return weighed(mlToGrams(stated.amount * amount, food), false);
      const usual = largePot(food, unit.canonical, notes) ?? portionOf(food, unit.canonical);
      return usual === undefined ? weighed(null, true) : byAmount(amount, usual, 1, true);
    }
    const long = unit.canonical === 'piece' ? pieceByLength(parsed.notes, food) : null;
    if (long !== null) return byAmount(amount, long, 1, true);
    const own = portionOf(food, unit.canonical);
    const piece =
      sizedUnitPiece(parsed.original, food, own) ?? own ?? GENERIC_PORTIONS[unit.canonical];
    return piece === undefined ? weighed(null, true) : byAmount(amount, piece, 1, true);
  }
  if (stated?.volume) return weighed(mlToGrams(stated.amount * amount, food), false);
  // A count: "2 large eggs", "1/2 cucumber"; "24 sage leaves", "4 celery stalks" by the piece.
  // "¼ cilantro leaves": a fraction of leaves, plural, is a measure whose unit was lost, not a
  // quarter of one leaf ("½ bay leaf" is half of one).
  if (
    amount < 1 &&
    lastWord(parsed.name.toLowerCase()) === 'leaves' &&
    pieceNamed(parsed.name, food) === 'leaf'
  ) {
    return weighed(null, true);
  }
  const piece = countedPiece(parsed, food, notes, measures);
  return piece === null ? weighed(null, true) : byAmount(amount, piece, 1, true);
}

/**
 * The piece a count with no unit is weighed by (`notes` as `weigh` reads them, the food's own):
 * the piece its name ends in ("24 sage leaves", "2 noodle nests"), else the size its notes give
 * ("2 large eggs", "10 medium-large carrots"), else the food's own piece. Null when the food has
 * none of these (or not the named piece).
 */
function countedPiece(
  parsed: ParsedIngredient,
  food: Food,
  notes: string,
  measures: RecipeMeasures | null,
): number | null {
  const named = pieceNamed(parsed.name, food);
  if (named !== null) return portionOf(food, named) ?? null;
  const sizeOf = (key: string): number | undefined =>
    (usSizes(measures) ? food.portions.get(`us-${key}`) : undefined) ?? sizedPiece(food, key);
  const size = sizeKeyIn(notes) ?? miniSize(parsed.name, food);
  return (
    pieceByDiameter(notes, food) ??
    sizeRangePiece(notes, sizeOf) ??
    (size === undefined ? undefined : sizeOf(size)) ??
    food.portions.get('each') ??
    food.portions.get('medium') ??
    null
  );
}

/**
 * A piece's diameter, a note of its own: "8 (6-inch) flour tortillas", "6 8-inch tortillas", "2
 * large tortillas (10 inch)", '12" round'. A length in a longer note ("cut into 1/2-inch strips")
 * is not the piece's.
 */
const DIAMETER_NOTE =
  /^(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:inch(?:es)?|in\.?|")(?:\s+(?:round|diameter|wide|across))?$/i;

/**
 * The piece of the diameter a line's notes give (`DIAMETER_NOTE`), where the food is weighed by
 * its diameter (`dia-<inches>` portions, as USDA weighs a flour tortilla: 30 g at 6", 49 g at
 * 7-8", 72 g at 10"): the nearest the food gives within an inch. Undefined otherwise.
 */
function pieceByDiameter(notes: string, food: Food): number | undefined {
  if (!/\d/.test(notes)) return undefined;
  for (const part of notes.split(';')) {
    const inches = DIAMETER_NOTE.exec(part.trim())?.[1];
    if (inches === undefined) continue;
    let nearest: { off: number; grams: number } | undefined;
    for (const [key, grams] of food.portions) {
      if (!key.startsWith('dia-')) continue;
      const off = Math.abs(Number(key.slice(4)) - Number(inches));
      if (off <= 1 && (nearest === undefined || off < nearest.off)) nearest = { off, grams };
    }
    return nearest?.grams;
  }
  return undefined;
}

/** A size written straight after the amount: "2 large celery stalks", "12 small spears". */
const SIZE_AFTER_AMOUNT = /^[\d\s./\u00bc-\u00be\u2150-\u215e-]+(?:x\s+)?([a-z]+(?:[- ]large)?)\b/i;

/**
 * "2 large celery stalks", "12 large asparagus spears", "2 small ears of corn": a size before a
 * piece unit is the food's piece of that size, where the unit's piece is the food's medium one
 * (celery's stalk, 40 g, is its medium; a large one 64 g). A unit's piece that is not the medium
 * (bread's slice beside its roll sizes) takes no size. Undefined when the line writes no size
 * straight after its amount (a size in a later note, "cut into large pieces", is not the piece's).
 */
function sizedUnitPiece(original: string, food: Food, own: number | undefined): number | undefined {
  // The food's own weights first (`own`: its piece of the unit): most weighed pieces have no
  // medium like the unit's, and then the line need not be read for a size at all.
  const medium = food.portions.get('medium');
  if (own === undefined || medium === undefined || Math.abs(own - medium) > medium / 10) {
    return undefined;
  }
  const word = SIZE_AFTER_AMOUNT.exec(original)?.[1];
  const size = word === undefined ? undefined : sizeKeyOf(word.toLowerCase());
  if (size === undefined || size === 'medium') return undefined;
  return sizedPiece(food, size);
}

/**
 * Two neighbouring sizes side by side, "medium-large", "medium to large", "small-medium",
 * "medium/big" (not "small or large", either of two sizes apart, which is read by its larger).
 */
export const SIZE_RANGE =
  /\b(?:(small)(?:\s*[-\u2013/]\s*|\s+(?:to|or)\s+)(medium)|medium(?:\s*[-\u2013/]\s*|\s+(?:to|or)\s+)(?:large|big))\b(?!-sized)/i;

/**
 * "10 medium-large carrots", "2 small to medium onions": a piece between two sizes is the mean of
 * the food's two (a carrot 100 g between its medium 80 and large 120), not the larger or smaller
 * size alone; undefined when the notes name no such range or the food lacks either size.
 */
function sizeRangePiece(
  notes: string,
  sizeOf: (key: string) => number | undefined,
): number | undefined {
  // Every match holds "medium" (the pattern folds ASCII letters alone, as `toLowerCase` does):
  // most notes do not, and the pattern is then not run (nor compiled).
  const range = notes.toLowerCase().includes('medium') ? SIZE_RANGE.exec(notes) : null;
  if (range === null) return undefined;
  const [low, high] = range[1] === undefined ? ['medium', 'large'] : ['small', 'medium'];
  const lowPiece = sizeOf(low);
  const highPiece = sizeOf(high);
  return lowPiece === undefined || highPiece === undefined ? undefined : (lowPiece + highPiece) / 2;
}

const MINI = /\b(?:mini|miniature|baby)\b/i;

/**
 * "4 mini naan breads", "12 mini tortillas", "12 baby leeks", "24 miniature rolls": a mini or baby
 * one is at most the food's small one, when the line does not name the food's own mini kind ("mini
 * cucumbers", "mini marshmallows", "baby carrots", "baby potatoes" are foods of their own; "mini
 * naan" is the pitta row's own 60 g piece, while "mini pittas" are its small ones).
 */
function miniSize(name: string, food: Food): 'small' | undefined {
  if (!MINI.test(name) || !food.portions.has('small')) return undefined;
  const lower = name.toLowerCase();
  return food.names.some((own) => MINI.test(own) && lower.includes(own)) ? undefined : 'small';
}

/**
 * "3/4 cocoa powder", "1 ¾ all-purpose flour", "½ pumpkin seeds": a fraction with no unit of a
 * food the line cannot weigh as a count (no piece weight; not a fruit or vegetable, which are cut
 * in halves) but can by volume is a measure whose unit was lost, and a recipe's lost unit is its
 * cup (the card's unit field left empty). A whole number ("2 sugar") may be lumps or packets, and a
 * seasoning's or a raising agent's lost unit a spoon ("¾ nigella seeds", "2 ¼ active dry yeast",
 * the teaspoons of a packet: `spooned` foods): these stay unweighed.
 */
function isLostCup(parsed: ParsedIngredient, food: Food): boolean {
  return (
    parsed.unit === null &&
    parsed.quantity !== null &&
    !Number.isInteger(parsed.quantity) &&
    food.fiveADay === null &&
    !food.negligible &&
    !food.spooned &&
    (food.gramsPerMl !== null || food.liquid)
  );
}

/**
 * The food's piece of a size; an extra-large or jumbo one, where the food has no such size, is
 * its jumbo or else its large piece ("1 extra-large onion" the large onion, "16 jumbo shrimp" the
 * prawns' jumbo size), never the medium one a size the food lacks would otherwise be.
 */
function sizedPiece(food: Food, size: string): number | undefined {
  const own = food.portions.get(size);
  if (own !== undefined || size !== 'extra large') return own;
  return food.portions.get('jumbo') ?? food.portions.get('large');
}

/**
 * "1 large pot natural yogurt": where the shop sells a food as single pots and as a larger tub, a
 * large pot is the tub (UK large pots of yogurt are 450-500 g); undefined for any other pack.
 */
function largePot(food: Food, unit: string, notes: string): number | undefined {
  if (unit !== 'pot' || sizeKeyIn(notes) !== 'large') return undefined;
  const pot = food.portions.get('pot');
  const tub = food.portions.get('tub');
  return pot !== undefined && tub !== undefined && tub > pot ? tub : undefined;
}

/**
 * Words of a line's notes that name a form of the food with a row of its own ("rice, cooked",
 * "sour cream (reduced fat)", "chicken thighs, bone-in and skin-on"; "sun-dried tomatoes, dry
 * packed" are USDA's dry ones, 54 g a cup, not those packed in oil, 110 g).
 */
const FORM_WORDS =
  /\b(cooked|steamed|boiled|prepared|dried|ground|smoked|frozen|canned|tinned|fresh|pur[e\u00e9]e?d|mashed|(?:reduced|low|half)[\s-]fat|fat[\s-]free|non[\s-]?fat|light|lite|skin[\s-]on|bone[\s-]in|on\s+the\s+bone|gutted|dry[\s-]pack(?:ed)?)\b/gi;

/**
 * Forms that say the food is cooked: "2 cups rice, steamed", "3 cups boiled rice" (the parser
 * takes the word to the notes) are cooked rice, at a third of dry rice's energy, not raw; so is
 * "2 cups brown rice, prepared" (a food with no cooked row of its own, "1 box stuffing mix,
 * prepared", stays as written).
 */
const COOKED_FORM = oneOfWordsIgnoringCase(['steamed', 'boiled', 'prepared']);

/**
 * "On the bone" says what "bone-in" does: "leg of lamb, on the bone", "2kg leg of lamb on the
 * bone", "pork chops on the bone" are the joints weighed with their bone.
 */
export const ON_THE_BONE = /\s+on\s+the\s+bone\b/i;
/**
 * The form a form word names: steamed or boiled is cooked, on the bone is bone-in, and gutted is
 * whole (a fish gutted is bought whole: "4 rainbow trout, cleaned and gutted", not filleted).
 */
const formWord = (word: string): string =>
  COOKED_FORM.test(word)
    ? 'cooked'
    : /^on\s/i.test(word)
      ? 'bone-in'
      : /^gutted$/i.test(word)
        ? 'whole'
        : /^dry[\s-]pack/i.test(word)
          ? 'dry packed'
          : word;

/**
 * A form word the notes give as the other choice after a first form ("fresh or dried", "fresh or
 * frozen", "canned/fresh"): the line's food is its first choice's, not the choice after "or".
 * Read on the notes before the form word (`said.slice(0, index)`).
 */
const FORM_CHOICE_BEFORE =
  /\b(?:cooked|dried|frozen|canned|tinned|fresh|thawed|defrosted)\s*(?:\bor\s+|\/\s*)$/i;

/**
 * A form word the notes offer as one the cook may take instead, not the one the recipe was written
 * for: "coconut milk (I recommend full-fat…, but lite also works)", "pineapple chunks (canned is
 * fine)", "sour cream (light works too)", "(you can use reduced-fat)". The line's food is its own
 * name's. Read on the notes after the form word, to the end of its clause (`FORM_AS_OPTION_AFTER`),
 * and before it in its clause (`FORM_AS_OPTION_BEFORE`).
 */
const FORM_AS_OPTION_AFTER =
  /^[^,;()]*?\b(?:also\s+works?|works?\s+(?:too|also|as\s+well|fine)|(?:is|are)\s+(?:also\s+)?(?:fine|ok(?:ay)?)|(?:would|will|could|can)\s+(?:also\s+)?(?:work|do|be\s+used))\b/i;
const FORM_AS_OPTION_BEFORE =
  /\b(?:can|could|may)\s+(?:also\s+)?(?:use|sub(?:stitute)?|swap(?:\s+in)?)\s+(?:\w+\s+)?$/i;

/**
 * "Dried" in the notes that says how the food was made dry after washing ("rinsed and dried",
 * "dried on paper towels"), not that it is the dried food; or that is part of another food's
 * name ("1 plum tomato, or 2 sun-dried tomatoes in oil").
 */
const DRIED_AFTER_WASHING =
  /\b(?:rinsed|washed|cleaned|patted|drained|trimmed)\b[^;()]*\bdried\b|\bdried\s+(?:on|with|in|well|thoroughly)\b|\bsun[\s-]dried\b/i;

/** Meat said to be 90% lean or more, in the name or the notes: "(90/10)", "93/7", "95% lean". */
const LEAN_MEAT = /\b9\d\s*\/\s*\d{1,2}\b|\b9\d\s*%\s*lean\b/;

/**
 * Which of the signs a share needs ("%", "/") the name and the notes hold, as bits: LEAN_MEAT,
 * FAT_SHARE, LEAN_SHARE and LOW_FAT_SHARE each run only where their sign is, and most lines have
 * neither. Looked for once a line, where each test looked again (up to nine `includes` a line).
 */
const NAME_PERCENT = 1;
const NAME_SLASH = 2;
const NOTES_PERCENT = 4;
const NOTES_SLASH = 8;
const shareSigns = (parsed: ParsedIngredient): number =>
  (parsed.name.includes('%') ? NAME_PERCENT : 0) |
  (parsed.name.includes('/') ? NAME_SLASH : 0) |
  (parsed.notes.includes('%') ? NOTES_PERCENT : 0) |
  (parsed.notes.includes('/') ? NOTES_SLASH : 0);

/** A UK pack's fat share ("5% fat beef mince", "beef mince (12% fat)"). */
const FAT_SHARE = /\b(\d{1,2}(?:\.\d)?)\s*%\s*fat\b/i;
export const EXTRA_LEAN = /\bextra[\s-]lean\b/i;
/** A US pack's lean share: "85% lean", "80/20". */
const LEAN_SHARE = /\b([5-9]\d)\s*(?:%\s*lean\b|\/\s*[1-4]?\d\b)/i;
const BEEF_MINCE_IDS: ReadonlySet<string> = new Set([
  'beef-mince',
  'lean-beef-mince',
  'extra-lean-beef-mince',
]);

/**
 * Beef mince by the fat share its pack gives: 5% or less is extra lean (CoFID's, 5% fat), up to
 * 12% lean (USDA's 90/10), more the standard mince (USDA's 80/20 weight, CoFID's figures).
 * "Extra lean" is extra lean, though the table reads "extra" as a size. `namesLean`: whether
 * the name holds "lean" in any case (`nameChecks`; without it, EXTRA_LEAN cannot match).
 */
function beefMinceByFat(
  table: FoodTable,
  parsed: ParsedIngredient,
  namesLean: boolean,
  signs: number,
): FoodMatch | null {
  // Each pattern only where its sign is (`shareSigns`): a fat share needs "%", a lean share "%"
  // or "/".
  const share =
    ((signs & NAME_PERCENT) !== 0 ? FAT_SHARE.exec(parsed.name) : null) ??
    ((signs & NOTES_PERCENT) !== 0 ? FAT_SHARE.exec(parsed.notes) : null);
  // "85% lean ground beef", "80/20 ground beef": the fat is what the lean share leaves.
  const lean =
    share || (signs & (NAME_PERCENT | NAME_SLASH)) === 0 ? null : LEAN_SHARE.exec(parsed.name);
  const extra = namesLean && EXTRA_LEAN.test(parsed.name);
  if (!share && !lean && !extra) return null;
  const rest = parsed.name.replace(share ? FAT_SHARE : LEAN_SHARE, ' ');
  const base = table.find(rest.replace(/\s+/g, ' ').trim());
  if (!base || !BEEF_MINCE_IDS.has(base.food.id)) return null;
  const fat = share ? Number(share[1]) : lean ? 100 - Number(lean[1]) : 5;
  const id = fat <= 5 ? 'extra-lean-beef-mince' : fat <= 12 ? 'lean-beef-mince' : 'beef-mince';
  const food = table.byId.get(id);
  return food ? { food, confidence: base.confidence } : null;
}

/** A fat share of 2% or less: "2% milk", "1% cottage cheese", "0% fat Greek yogurt". */
const LOW_FAT_SHARE = /(?:^|[\s(])([0-2](?:\.\d+)?)\s*%(?:\s*(?:milk\s*)?fat\b)?/i;

/**
 * A dairy food whose fat share is 2% or less is its low-fat food ("2% milk" is semi-skimmed milk,
 * "0% Greek yogurt" fat-free Greek yogurt), when the table has one; whole milk is 3.25-3.5%.
 */
function lowFatByShare(
  table: FoodTable,
  parsed: ParsedIngredient,
  plain: FoodMatch | null,
  signs: number,
): FoodMatch | null {
  if (plain === null || (signs & NAME_PERCENT) === 0) return null;
  const share = LOW_FAT_SHARE.exec(parsed.name);
  if (share === null) return null;
  const rest = parsed.name.replace(share[0], ' ').replace(/\s+/g, ' ').trim();
  const form = Number(share[1]) === 0 ? 'fat free' : 'low fat';
  const leaner = table.find(`${form} ${rest}`);
  return leaner !== null && leaner.food !== plain.food ? leaner : null;
}

/** A fat share: "35% cream", "whipping (35%) cream", "cream (35% M.F.)". */
const SHARE = /(?:^|[\s(])(\d{1,2}(?:\.\d+)?)\s*%/;
/** The fresh creams, by their fat: half-and-half 10.4 g, single 19.1, heavy 36.1, double 53.7. */
const FRESH_CREAM_IDS: readonly string[] = [
  'half-and-half',
  'single-cream',
  'heavy-cream',
  'whipping-cream',
  'double-cream',
];

/**
 * A fresh cream by the fat share its line gives, as a Canadian carton names it ("10% cream" is
 * half-and-half, "18% cream" single cream, "35% cream" whipping cream): the fresh cream whose fat
 * is nearest that share, where the name alone is a cream of the table. A share of 2% or less is
 * `lowFatByShare`'s.
 */
function creamByFat(
  table: FoodTable,
  parsed: ParsedIngredient,
  plain: FoodMatch | null,
  signs: number,
): FoodMatch | null {
  if (plain === null || !FRESH_CREAM_IDS.includes(plain.food.id)) return null;
  const share =
    ((signs & NAME_PERCENT) !== 0 ? SHARE.exec(parsed.name) : null) ??
    ((signs & NOTES_PERCENT) !== 0 ? SHARE.exec(parsed.notes) : null);
  const fat = Number(share?.[1]);
  if (!(fat > 2)) return null;
  let nearest = plain.food;
  for (const id of FRESH_CREAM_IDS) {
    const food = table.byId.get(id);
    if (food && Math.abs(food.per100g.fat - fat) < Math.abs(nearest.per100g.fat - fat)) {
      nearest = food;
    }
  }
  return nearest === plain.food ? null : { food: nearest, confidence: plain.confidence };
}

/** Words that say a food is made without meat: "vegan sausages", "plant-based mince". */
export const MEAT_FREE =
  /\b(?:vegan|vegetarian|veggie|plant[\s-]?based|meat[\s-]?free|meatless|quorn)\b/i;
/** Foods that are meat or fish, by their shown name. */
const MEAT_FOOD =
  /\b(?:sausage|mince|beef|pork|chicken|turkey|lamb|bacon|ham|burger|meatballs?|chorizo|salami|pepperoni|steak|duck|fish|prawn|tuna|salmon|gelatine)\b/i;

/**
 * A meat food found for a name that says it is meat-free is the wrong food ("8 vegan sausages"
 * are not pork sausages): the line is better unplaced, unless the food is named that way itself.
 * `checks`: the name's `nameChecks`.
 */
function isMeatNamedMeatFree(name: string, checks: number, food: Food): boolean {
  const free = (checks & NAME_MEAT_FREE) === 0 ? null : MEAT_FREE.exec(name);
  if (free === null || !MEAT_FOOD.test(food.name)) return false;
  const plain = (text: string) => text.toLowerCase().replace(NOT_LETTERS, ' ');
  const word = plain(free[0]);
  return !food.names.some((own) => plain(own).includes(word));
}

/**
 * A name that ends in bones is bones, for a stock, whatever food a word before them names ("3 lb
 * beef marrow, knuckle, and neck bones" is no 1.4 kg of marrow): no food, and nutrition.ts counts
 * bones as eaten by nobody.
 */
const ENDS_IN_BONES = /\bbones$/i;

/**
 * A form of the food a name ends in: the form before the whole name ("cooked" + "rice"), else
 * before the name's last words when those with the form are a food's whole name ("cold brown
 * rice", the parser having taken "cooked" to the notes, is cooked brown rice, not raw). Only words
 * before the food's own name are passed over (passesOverOwnName): "cold sweet potatoes", mashed,
 * are not mashed potato, nor "instant potatoes" (potato flakes).
 */
function findForm(table: FoodTable, form: string, name: string): FoodMatch | null {
  const whole = table.find(`${form} ${name}`);
  if (whole?.confidence === 'high') return whole;
  const words = name.trim().split(WHITESPACE);
  for (let start = 1; start < words.length; start += 1) {
    const tail = table.find(`${form} ${words.slice(start).join(' ')}`);
    if (tail?.confidence === 'high' && tail.food !== whole?.food) {
      if (!passesOverOwnName(table, words, start)) return tail;
      break;
    }
  }
  return form === 'cooked' ? (cookedByFood(table, name) ?? whole) : whole;
}

/**
 * The cooked food of the food a name is, by that food's shown name, when no cooked food is named
 * with the line's own words: "2 cups cooked fettuccine" is fettuccine's food, pasta, and cooked
 * pasta is a food ("cooked pasta"), so the line is cooked pasta at 158 kcal a 100 g, not 2 cups of
 * dry pasta; "3 cups hot cooked cellophane noodles" cooked rice noodles. Null when the name is no
 * food's, or that food has no cooked food of its own.
 */
function cookedByFood(table: FoodTable, name: string): FoodMatch | null {
  const plain = table.find(name);
  if (plain?.confidence !== 'high') return null;
  const cooked = table.find(`cooked ${plain.food.name}`);
  return cooked?.confidence === 'high' && cooked.food !== plain.food ? cooked : null;
}

/**
 * Whether dropping the name's first `start` words drops part of a food's own name: "sweet
 * potatoes" of "cold sweet potatoes" is a food's name and "potatoes" another food's, so "sweet"
 * stays ("elbow macaroni" and "macaroni" are one food: "elbow" may go). Asked only of a form found
 * that way, which few lines have.
 */
function passesOverOwnName(table: FoodTable, words: readonly string[], start: number): boolean {
  for (let from = 0; from < start; from += 1) {
    const longer = table.find(words.slice(from).join(' '));
    if (longer?.confidence !== 'high') continue;
    if (table.find(words.slice(from + 1).join(' '))?.food !== longer.food) return true;
  }
  return false;
}

/** Words that say a food poured as another is in its dry (or concentrated) form still. */
const DRY_FORM = /\b(?:powder|granules?|cubes?|paste|base|concentrated?|crystals?)\b/i;

/** The least volume of a food poured as another that is that other: a quarter cup (60 ml). */
const POURED_MIN_ML = 60;

/** Spoons: what the concentrate is measured by, however many ("4 tbsp tomato purée"). */
const SPOONS: ReadonlySet<string> = new Set(['tsp', 'dessertspoon', 'tbsp']);

/**
 * The food a volume of a food's names is when at least POURED_MIN_ML is poured by a measure that
 * is not a spoon ("2 cups beef bouillon", "1 quart court bouillon": stock, not cups of stock
 * cubes; "1 ½ cups tomato puree", a US recipe's, is passata, not a UK tube's purée); a teaspoon
 * of bouillon powder stays the powder, as do four tablespoons of tomato purée.
 */
function pouredFood(
  table: FoodTable,
  parsed: ParsedIngredient,
  amount: number | null,
  pouredAs: string,
): Food | undefined {
  const unit = unitOf(parsed);
  if (
    unit?.dimension !== 'volume' ||
    SPOONS.has(unit.canonical) ||
    amount === null ||
    amount * unit.factor < POURED_MIN_ML
  ) {
    return undefined;
  }
  // "1/4 cup chicken bouillon granules" are the granules, by whatever measure.
  return DRY_FORM.test(parsed.name) ? undefined : table.byId.get(pouredAs);
}

/** Whether `pouredFood` compares the line's amount with POURED_MIN_ML: a volume, not by spoons. */
function pourReadsAmount(parsed: ParsedIngredient): boolean {
  const unit = unitOf(parsed);
  return unit?.dimension === 'volume' && !SPOONS.has(unit.canonical);
}

/** The pieces live shellfish are sold by, shells and all: a bag or a net ("1kg bag of mussels"). */
const SHELL_PIECES: ReadonlySet<string> = new Set(['bag', 'net']);
/**
 * Words that say shellfish are the meat, out of the shell, in the name or the notes ("shucked
 * clams", "cooked picked cockles", "baby clams, chopped, in their juice"); "meat" only in the name
 * ("mussel meat"), as notes say it of a step ("steamed and mussel meat removed").
 */
const SHELLFISH_MEAT =
  /\b(?:shucked|shelled|picked|canned|tinned|jarred|chopped|minced|smoked|pickled|(?:in|with)\s+(?:their\s+|its\s+)?(?:own\s+)?(?:juice|liquor|brine|oil)|(?:out\s+of|removed\s+from|without)\s+(?:the\s+|their\s+)?shells?)\b/i;
const MEAT = /\bmeat\b/i;

/**
 * The food a weight of live shellfish is: mussels, clams and cockles are sold and weighed in
 * their shells ("2 lb mussels, scrubbed and debearded", "1kg bag of clams"), of which the meat is
 * a small share; by count they are the meat's pieces, and a line that says the meat ("1 lb
 * shucked clams", "400g cooked picked cockles") is the meat by weight too.
 */
function shellFood(table: FoodTable, parsed: ParsedIngredient, shellAs: string): Food | undefined {
  const unit = unitOf(parsed);
  if (unit === undefined) return undefined;
  if (unit.dimension !== 'mass' && !SHELL_PIECES.has(unit.canonical)) return undefined;
  if (
    SHELLFISH_MEAT.test(parsed.name) ||
    SHELLFISH_MEAT.test(parsed.notes) ||
    MEAT.test(parsed.name)
  ) {
    return undefined;
  }
  return table.byId.get(shellAs);
}

/** The pieces a herb is bought and picked by fresh: a bunch, sprig, handful, leaf, stalk, stem. */
const FRESH_PIECES: ReadonlySet<string> = new Set([
  'bunch',
  'bundle',
  'sprig',
  'handful',
  'leaf',
  'stalk',
  'stem',
  'branch',
]);

/** A name that says the herb is dried: "dried oregano", "ground thyme", "rubbed sage". */
const DRIED_HERB = /\b(?:dried|dry|ground|rubbed|powder(?:ed)?|flakes?|crushed)\b/i;

/**
 * The fresh food a line of a dried herb's names is when it is measured by a piece only the fresh
 * herb has ("½ bunch oregano", "4 sprigs oregano": plain "oregano" is dried, as a teaspoon of it
 * is; "1 sprig rosemary, fresh or dried") or named fresh ("2 tbsp chopped fresh oregano"); a line
 * that says dried and not fresh stays dried ("2 sprigs dried oregano"). A powder is never grated:
 * "2 tsp grated turmeric" is the fresh root, as "1 tsp turmeric" is the ground spice. A food
 * said to be trimmed, or topped and tailed, is fresh produce: "50g yellow beans, trimmed" are
 * wax beans in the pod, where "1 can yellow beans" are the dried bean.
 */
function freshFood(table: FoodTable, parsed: ParsedIngredient, freshAs: string): Food | undefined {
  const said = `${parsed.name} ${parsed.notes}`;
  const piece = parsed.unit !== null && FRESH_PIECES.has(parsed.unit);
  const fresh = piece
    ? /\bfresh\b/i.test(said) || !DRIED_HERB.test(said)
    : (/\bfresh\b/i.test(parsed.name) && !DRIED_HERB.test(parsed.name)) ||
      (/\b(?:grated|trimmed|topped)\b/i.test(said) && !DRIED_HERB.test(said));
  return fresh ? table.byId.get(freshAs) : undefined;
}

/** A name that says the spice is ground: "ground ancho chile", "powdered guajillo chile". */
const GROUND_SPICE = /\b(?:ground|powdered)\b/i;

/** "ground" written inside a name, before the words that name the food. */
const GROUND_IN_NAME = /\bground\b/i;

/** Forms that say the food was cooked, as the notes write them. */
const COOKED_WORD = oneOfWordsIgnoringCase(['cooked', 'steamed', 'boiled', 'prepared']);

/**
 * Words after a cooked form that make it a step of the method, done to the food as measured:
 * "1 cup green beans, cooked until tender" is a cup of raw beans, "1 cup rice, boiled till soft"
 * a cup of dry rice, where "3 cups rice, cooked" is the cooked rice measured.
 */
const COOKED_UNTIL = /^\s+(?:until|till)\b/i;

/** A pack a food is bought in: "1 (12 ounce) package linguine, cooked" is a pack as bought. */
const BOUGHT_PACKS: ReadonlySet<string> = new Set(['package', 'pack', 'packet', 'box', 'bag']);

/**
 * A weight of a food said after it to be cooked ("200g basmati rice, cooked according to the
 * packet", "8 oz spaghetti, cooked") is the food weighed as bought and then cooked: dry rice, not
 * 200 g of cooked rice at a third of its energy; so is a pack of it ("1 (12 ounce) package
 * linguine, cooked", "1 box spaghetti, cooked"). Before the name ("300g cooked rice") the weight
 * is of the cooked food, though a note after the name speaks of cooking again.
 */
function isCookedAfterWeighing(parsed: ParsedIngredient, word: string): boolean {
  if (!COOKED_WORD.test(word) || parsed.unit === null) return false;
  if (unitDefinition(parsed.unit)?.dimension !== 'mass' && !BOUGHT_PACKS.has(parsed.unit)) {
    return false;
  }
  const text = parsed.original.toLowerCase();
  const head = lastWord(parsed.name.toLowerCase());
  const at = head === '' ? -1 : text.indexOf(head);
  // The word where it is first written: "555 g cooked, cold jasmine rice (see note 2 for freshly
  // cooked rice)" is cooked rice weighed, whatever a note after the name says of cooking.
  return at >= 0 && text.indexOf(word.toLowerCase()) > at;
}

/**
 * A word that SOLD_COOKED, FRESH, ON_THE_BONE, GROUND_IN_NAME or EXTRA_LEAN needs in a name, as
 * case-blind as they are: where this finds none, none of them matches.
 */
export const FORM_IN_NAME =
  /microwave|ready|cooked|prepared|left-?over|fresh|bone|ground|lean|roasted|rotisserie|grilled|poached|barbecued|bbq/i;

/**
 * A grain or pulse sold or said cooked: "microwave basmati rice", "ready-cooked lentils",
 * "pre-cooked quinoa", "2 cups prepared rice" (as "prepared couscous" is cooked couscous), "4
 * cups cold leftover white rice" (a leftover is what was cooked before).
 */
export const SOLD_COOKED =
  /\b(?:microwave(?:able)?|ready[\s-]+(?:to[\s-]+eat|cooked)|pre[\s-]?cooked|prepared|left-?over)\b\s*/i;

/**
 * Words that say a meat was cooked before it was measured: "2 cups chopped roasted chicken
 * breasts", "shredded rotisserie chicken breast", "grilled chicken", "poached salmon". "Roast"
 * is not one: "roast beef" and "1 roast chicken" are as often the joint or the bird to roast.
 */
export const COOKED_MEAT_WORD =
  /\b(?:(?:fire[\s-]|oven[\s-])?roasted|rotisserie|(?:char)?grilled|poached|barbecued|bbq)\b\s*/gi;

/**
 * The cooked food of a meat a name says was cooked (`COOKED_MEAT_WORD`), found as a name said
 * cooked is: "roasted skinless boneless chicken breasts" is "cooked … chicken breasts", cooked
 * breast, not raw breast at a third less weight of meat; "roasted turkey breast" cooked turkey.
 * Null where the meat has no cooked food, or the food found is one the word names already
 * ("rotisserie chicken" is cooked chicken).
 */
function cookedMeatOf(table: FoodTable, name: string, food: Food): FoodMatch | null {
  COOKED_MEAT_WORD.lastIndex = 0;
  if (!COOKED_MEAT_WORD.test(name)) return null;
  const rest = name.replace(COOKED_MEAT_WORD, '').trim();
  const cooked = rest === '' ? null : findForm(table, 'cooked', rest);
  return cooked?.confidence === 'high' && cooked.food !== food ? cooked : null;
}

/** Each food's fresh form (`freshFormOf`), found once: a line said fresh looks it up. */
const FRESH_FORMS = new WeakMap<Food, FoodMatch | null>();

/**
 * The fresh form of the food a name said fresh is, when the table has it as a food of its own, by
 * that food's shown name ("fresh penne" is pasta, whose fresh form is fresh pasta, CoFID's fresh
 * egg pasta, not dry pasta at a quarter more energy; "fresh pho noodles" the fresh rice noodles,
 * not dried ones; so fresh breadcrumbs, tuna and yeast); null when it has none or is it.
 */
function freshFormOf(table: FoodTable, food: Food): FoodMatch | null {
  let fresh = FRESH_FORMS.get(food);
  if (fresh === undefined) {
    // A food whose own name says fresh ("fresh yeast", which "cake yeast" is) is its fresh form.
    const found = FRESH.test(food.name) ? null : table.find(`fresh ${food.name}`);
    fresh = found?.confidence === 'high' && found.food !== food ? found : null;
    FRESH_FORMS.set(food, fresh);
  }
  return fresh;
}

const POUCH = /\bpouch(?:es)?\b/i;
/** Grains and pulses whose pouch is the cooked food ("250g pouch basmati rice", "pouch of quinoa"). */
const POUCHED_COOKED =
  /\b(?:rice|quinoa|couscous|bulgur|barley|millet|buckwheat|spelt|lentils?|grains?)\b/i;

/**
 * The food a line names: a form its notes give ("3 cups rice, cooked" → cooked rice; "pumpkin,
 * cooked and puréed" → pumpkin purée) when the table has that form as a food of its own, a tin's
 * contents as the tinned food ("1 can chickpeas"), else the name itself. `checks`: the name's
 * `nameChecks`.
 */
function findFood(table: FoodTable, parsed: ParsedIngredient, checks: number): FoodMatch | null {
  // "1 teaspoon kosher salt per pound of chicken wings": the salt, not the wings it is measured by.
  const per = parsed.name.includes(' per ') ? PER_MEASURE_OF.exec(parsed.name) : null;
  const measured = per ? table.find(per[1] ?? '') : null;
  if (measured) return measured;
  const plain = table.find(parsed.name);
  // Whether the name has a word one of the name's patterns below needs: most names have none,
  // and one pattern run says so for the five.
  const namesAForm = (checks & NAME_FORM) !== 0;
  // "250g pouch microwave basmati rice" is cooked rice, not 250 g of dry rice.
  const soldCooked = (checks & NAME_SOLD_COOKED) !== 0 ? SOLD_COOKED.exec(parsed.name) : null;
  if (soldCooked) {
    const rest = parsed.name.replace(SOLD_COOKED, '').trim();
    const cooked = rest === '' ? null : findForm(table, 'cooked', rest);
    if (cooked?.confidence === 'high' && cooked.food !== plain?.food) return cooked;
  }
  // "2 cups chopped roasted skinless, boneless chicken breasts": meat the name says was cooked is
  // its cooked food, though the words between keep the name from that food's own names.
  if (plain !== null && (checks & NAME_COOKED_MEAT) !== 0 && MEAT_FOOD.test(plain.food.name)) {
    const cooked = cookedMeatOf(table, parsed.name, plain.food);
    if (cooked) return cooked;
  }
  // "500 g fresh penne", "2 lbs fresh pho noodles": a food said fresh whose fresh form is a food
  // of its own is that form.
  if (plain !== null && namesAForm && FRESH.test(parsed.name)) {
    const fresh = freshFormOf(table, plain.food);
    if (fresh) return fresh;
  }
  // "2 x 250g pouches wholegrain rice": a grain or pulse sold in a pouch is sold cooked.
  if (plain && POUCH.test(parsed.original) && POUCHED_COOKED.test(plain.food.name)) {
    const cooked = cookedByFood(table, parsed.name);
    if (cooked) return cooked;
  }
  // The notes, and what the name says after a comma ("chicken thighs, bone-in and skin-on").
  const comma = parsed.name.indexOf(',');
  const said = comma < 0 ? parsed.notes : `${parsed.notes} ${parsed.name.slice(comma + 1)}`;
  // "fresh basil leaves, washed, dried": the name's own "fresh" outweighs a form in the notes.
  if (
    said !== '' &&
    !(namesAForm && FRESH.test(comma < 0 ? parsed.name : parsed.name.slice(0, comma)))
  ) {
    FORM_WORDS.lastIndex = 0;
    for (let form = FORM_WORDS.exec(said); form; form = FORM_WORDS.exec(said)) {
      const dried = form[1]?.toLowerCase() === 'dried';
      if (dried && DRIED_AFTER_WASHING.test(said)) continue;
      // "4 figs, fresh or dried": fresh figs, the first choice, not the dried ones after "or".
      if (form.index > 0 && FORM_CHOICE_BEFORE.test(said.slice(0, form.index))) continue;
      // "…, but lite also works": a form the cook may take instead.
      if (
        FORM_AS_OPTION_AFTER.test(said.slice(form.index + form[0].length)) ||
        (form.index > 0 && FORM_AS_OPTION_BEFORE.test(said.slice(0, form.index)))
      ) {
        continue;
      }
      // "pumpkin, cooked" is still pumpkin: only a form that is another food counts.
      const word = form[1] ?? '';
      if (isCookedAfterWeighing(parsed, word)) continue;
      // "1 cup green beans, trimmed and cooked until tender": a step done to what was measured.
      if (COOKED_WORD.test(word) && COOKED_UNTIL.test(said.slice(form.index + form[0].length))) {
        continue;
      }
      const formMatch = findForm(table, formWord(word), parsed.name);
      if (formMatch && formMatch.food !== plain?.food) return formMatch;
    }
  }
  // "leg of lamb on the bone": the name says it, where the parser left it.
  if ((checks & NAME_BONE) !== 0 && ON_THE_BONE.test(parsed.name)) {
    const boneIn = findForm(table, 'bone-in', parsed.name.replace(ON_THE_BONE, '').trim());
    if (boneIn?.confidence === 'high' && boneIn.food !== plain?.food) return boneIn;
  }
  // "ground sirloin beef", "ground lean beef": matched by its last word, the name is the ground
  // form of it ("ground beef", mince), not the cut a bare "beef" is.
  if (
    plain !== null &&
    plain.confidence !== 'high' &&
    namesAForm &&
    GROUND_IN_NAME.test(parsed.name)
  ) {
    const ground = findForm(table, 'ground', parsed.name.replace(GROUND_IN_NAME, ' ').trim());
    if (ground?.confidence === 'high' && ground.food !== plain.food) return ground;
  }
  // "Beef mince (90/10 fat)", "90/10 ground beef": lean mince, when the table has it.
  const signs = shareSigns(parsed);
  if (
    plain !== null &&
    (((signs & (NOTES_PERCENT | NOTES_SLASH)) !== 0 && LEAN_MEAT.test(parsed.notes)) ||
      ((signs & (NAME_PERCENT | NAME_SLASH)) !== 0 && LEAN_MEAT.test(parsed.name)))
  ) {
    const lean = table.find(`lean ${parsed.name}`);
    if (lean && lean.food !== plain.food) return lean;
  }
  const leaner = beefMinceByFat(table, parsed, (checks & NAME_LEAN) !== 0, signs);
  if (leaner) return leaner;
  const lowFat = lowFatByShare(table, parsed, plain, signs);
  if (lowFat) return lowFat;
  const cream = creamByFat(table, parsed, plain, signs);
  if (cream) return cream;
  const unit = unitOf(parsed);
  // "1 can lentils", and "400g tin green lentils" (a mass whose line says it is a tin's).
  const tin =
    unit?.canonical === 'can' || (unit?.dimension === 'mass' && TIN_WORDS.test(parsed.original));
  const tinned = tin ? tinnedForm(table, parsed.name) : null;
  return (
    tinned ?? plain ?? (parsed.name.length > 0 ? foodOfAnUnknownName(table, parsed.name) : null)
  );
}

/**
 * "12 ounces broccoli florets- cut or broken", "6 garlic cloves- rough chopped": a dash glued to
 * a word and spaced after it sets off a note, as a comma does (some US blogs write every line so).
 * Read so only where the whole name is no food: a word broken across a line ("pref- erably") or
 * "low- or full-fat" never gets this far with a food before the dash.
 */
const DASH_NOTE = /^(.*?\p{L})-\s+\p{L}/u;
/**
 * "1 tsp cumin ground", "1 tsp oregano ground": the form written after the spice, as a shop's
 * spice list writes it; the name is the ground spice.
 */
const GROUND_AFTER = /^(.+?)\s+ground$/i;

/**
 * "salt per pound of chicken wings", "butter per kg of meat": a thing measured against another
 * (a rub's or a sauce's share for each pound) is the thing before "per".
 */
const PER_MEASURE_OF =
  /^(.+?)\s+per\s+(?:pound|lb|kg|kilo(?:gram)?|100\s*g|serving|person|portion)s?\b/i;

/** The food of a name that is no food as written: its words before a glued dash, a spice named before "ground". */
function foodOfAnUnknownName(table: FoodTable, name: string): FoodMatch | null {
  const dash = name.includes('- ') ? DASH_NOTE.exec(name) : null;
  if (dash) return table.find(dash[1] ?? '');
  const ground = name.endsWith('ground') ? GROUND_AFTER.exec(name) : null;
  return ground ? table.find(`ground ${ground[1] ?? ''}`) : null;
}

/**
 * The tinned food a tin of `name` is: "tinned NAME", else, where that is fresh produce no tin
 * weighs (a plum tomato), the tinned form of the name's last words, as "2 cans roma tomatoes" and
 * "1 can Italian plum tomatoes" are tins of tomatoes, not fresh ones counted by the tin.
 */
function tinnedForm(table: FoodTable, name: string): FoodMatch | null {
  const whole = table.find(`tinned ${name}`);
  const fresh = whole?.food.fiveADay === 'vegetable' || whole?.food.fiveADay === 'fruit';
  if (whole === null || !fresh || whole.food.portions.has('can')) return whole;
  const words = name.trim().split(/\s+/);
  for (let from = 1; from < words.length; from += 1) {
    const shorter = table.find(`tinned ${words.slice(from).join(' ')}`);
    // Of the same kind: "2 cans roma tomatoes" are tinned tomatoes, but "4 cans Italian green
    // beans" are no tinned "beans" (white beans, a pulse, five times a green bean's energy).
    const sameKind = shorter?.food.fiveADay === whole.food.fiveADay;
    if (shorter?.food.portions.has('can') === true && sameKind) return shorter;
  }
  return whole;
}

// "1 grapefruit, segmented, juice reserved" is the fruit, its juice kept with it.
const JUICE_NOTE = /\bjuice(?:d|\s+of)?\b(?!\s+reserved)/;
const ZEST_NOTE = /\b(?:zest(?:ed)?|rind|grated peel)\b/;

interface CitrusPart {
  readonly food: Food;
  readonly gramsEach: number;
}

/**
 * "Juice of 1 lemon", "1 lime, juiced", "zest of 1 orange", "zest and juice of 1 lemon": the
 * juice (as the fruit's juice food) and the zest, by the fruit's `juice` and `zest` portions, not
 * the whole fruit. Null for a line that is the fruit itself.
 */
function citrusPart(table: FoodTable, parsed: ParsedIngredient, fruit: Food): CitrusPart | null {
  if (parsed.unit !== null) return null;
  // The fruit's portions looked up first: most counted foods have neither, and their lines' notes
  // need not be copied in lower case to be passed over.
  const juiceGrams = fruit.portions.get('juice');
  const zestGrams = fruit.portions.get('zest');
  if (juiceGrams === undefined && zestGrams === undefined) return null;
  const notes = parsed.notes.toLowerCase();
  const juice = JUICE_NOTE.test(notes) ? juiceGrams : undefined;
  const zest = ZEST_NOTE.test(notes) ? zestGrams : undefined;
  if (juice !== undefined) {
    const juiceFood = table.find(`${fruit.name} juice`)?.food ?? fruit;
    return { food: juiceFood, gramsEach: juice + (zest ?? 0) };
  }
  if (zest !== undefined) {
    const zestFood = table.find(`${fruit.name} zest`)?.food ?? fruit;
    return { food: zestFood, gramsEach: zest };
  }
  return null;
}

/** Whether `food` has a weight of its own for the line's counted piece ("loaf", "slice"). */
function hasOwnPiece(food: Food, parsed: ParsedIngredient): boolean {
  const unit = unitOf(parsed);
  return unit !== undefined && food.portions.has(unit.canonical);
}

/** A piece unit and the name as one food ("cinnamon" in "sticks" → cinnamon stick), or null. */
function pieceAsFood(table: FoodTable, parsed: ParsedIngredient): FoodMatch | null {
  const unit = unitOf(parsed);
  if (unit === undefined || unit.dimension !== 'count' || unit.kind === 'container') return null;
  return table.find(`${parsed.name} ${unit.canonical}`);
}

/**
 * One placement, written as one literal: every placement has the same shape, so reading it stays
 * cheap, and no spread copy is made per line.
 */
function placement(
  parsed: ParsedIngredient,
  food: Food | null,
  grams: number | null,
  confidence: IngredientPlacement['confidence'],
  unplaced: IngredientPlacement['unplaced'],
): IngredientPlacement {
  return { line: parsed.original, parsed, food, grams, confidence, unplaced };
}

/**
 * A name ending in an adverb of preparation whose participle the parser took to the notes ("4 eggs
 * beaten well" → "eggs well", notes "beaten"): the adverb names no food.
 */
function withoutTrailingAdverb(name: string): string {
  const space = name.lastIndexOf(' ');
  if (space < 0 || !PREPARATION_ADVERBS.has(name.slice(space + 1).toLowerCase())) return name;
  return name.slice(0, space).trimEnd();
}

/**
 * Words naming how a butcher or a grocer cuts a food, written after it ("pork shoulder blade
 * roast", "venison rump roast", "brisket section", "broccoli crowns", "turkey sausage links").
 */
const CUT_WORDS: ReadonlySet<string> = new Set([
  'roast',
  'roasts',
  'joint',
  'joints',
  'rump',
  'blade',
  'crown',
  'crowns',
  'section',
  'sections',
  'loin',
  'tenderloin',
  'shank',
  'shanks',
  'leg',
  'legs',
  'chop',
  'chops',
  'steak',
  'steaks',
  'cutlet',
  'cutlets',
  'medallion',
  'medallions',
  'piece',
  'pieces',
  'chunk',
  'chunks',
  'cube',
  'cubes',
  'strip',
  'strips',
  'link',
  'links',
  'portion',
  'portions',
]);

/**
 * A weight of a food named with cut words after it that make the name no food ("5 pounds pork
 * shoulder blade roast", "4 pounds venison rump roast"): the food before them, by the weight
 * given. Only by weight: counted, a cut is no piece of the food ("4 turkey legs" are no four
 * turkeys).
 */
function cutByWeight(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  const unit = unitOf(parsed);
  if (unit?.dimension !== 'mass') return null;
  const words = parsed.name.trim().split(WHITESPACE);
  let end = words.length;
  while (end > 1 && CUT_WORDS.has(words[end - 1]?.toLowerCase() ?? '')) end -= 1;
  if (end === words.length) return null;
  const placed = placeIngredient(
    table,
    { ...parsed, name: words.slice(0, end).join(' ') },
    measures,
  );
  return placed.food ? { ...placed, line: parsed.original } : null;
}

/**
 * A describing word written after the food ("diced green chilies mild", "cheddar sharp"): the
 * name without it, or null when the name does not end in one. Tried only when the whole name
 * names no food.
 */
function withoutTrailingAdjective(name: string): string | null {
  const space = name.trimEnd().lastIndexOf(' ');
  if (space < 0) return null;
  const last = name
    .slice(space + 1)
    .trim()
    .toLowerCase()
    .replace(/[.,;:]+$/, '');
  return COMMON_ADJECTIVES.has(last) ? name.slice(0, space).trimEnd() : null;
}

/**
 * Words that only say how a food is (frozen, cooked, peeled, low-fat), which a name may be made of
 * when the parser took the food itself for a note after a comma: "frozen cooked, peeled, and
 * deveined prawns", "low fat, low sodium chicken broth", "smooth, unsalted, unsweetened peanut
 * butter", "rustic, crusty bread".
 */
const ONLY_SAID_OF_A_FOOD =
  /^(?:(?:frozen|cooked|uncooked|raw|fresh|freshly|thawed|defrosted|peeled|deveined|shelled|cleaned|cut|diced|chopped|sliced|cubed|crushed|minced|shredded|grated|boneless|skinless|skinned|trimmed|low|lower|reduced|fat|fat-free|nonfat|non-fat|lowfat|low-fat|sodium|salt|unsalted|salted|plain|canned|tinned|large|small|medium|extra|jumbo|whole|lean|organic|ripe|firm|smooth|creamy|crunchy|chunky|natural|unsweetened|sweetened|rustic|crusty|day-old|stale|good|quality|good-quality|homemade|home-made|store-bought|shop-bought|and|&)[\s,]*)+$/i;

/**
 * A name that only says how a food is, whose first note (after any size) names the food: the two
 * read as one name ("frozen cooked" with the note "peeled, and deveined shrimp" is cooked
 * shrimp). Null when the name says more than that, or the note names no food.
 */
function foodAfterItsWords(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  if (parsed.notes === '' || !ONLY_SAID_OF_A_FOOD.test(parsed.name.trim())) return null;
  // The first note that is not a size ("14.5 ounce" of "1 (14.5 ounce) can cut, peeled tomatoes").
  const notes = parsed.notes.split(';').map((note) => note.trim());
  const at = notes.findIndex((note) => note !== '' && !/^\d/.test(note));
  if (at < 0) return null;
  const note = notes[at] ?? '';
  const others = notes.filter((_, index) => index !== at);
  const joined = (words: string) =>
    `${parsed.name} ${words}`.replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ');
  // The whole note ("peeled, and deveined shrimp"), else its words before a comma, the rest
  // saying how it is used ("rustic" with "crusty bread, toasted").
  const comma = note.indexOf(',');
  let name = joined(note);
  let rest = others.join('; ');
  if (table.find(name) === null) {
    if (comma < 0) return null;
    name = joined(note.slice(0, comma));
    rest = [note.slice(comma + 1).trim(), ...others].filter((part) => part !== '').join('; ');
    if (table.find(name) === null) return null;
  }
  const placed = placeIngredient(table, { ...parsed, name, notes: rest }, measures);
  return placed.food ? { ...placed, line: parsed.original } : null;
}

/** The first example a note gives after "such as": "pork" of "such as pork, lamb or boar". */
const SUCH_AS = /\bsuch as\s+([^,;()]+?)\s*(?:[,;()]|\s(?:or|and)\s|$)/i;
/** Examples of what not to use ("avoid oily fish such as mackerel"). */
const NOT_SUCH_AS = /\b(?:avoid|not|except|other than|never)\b[^;()]*\bsuch as\b/i;
/** A name that is a made form of its example's food: "beef stock concentrate (such as Knorr® …)". */
const FORM_OF_EXAMPLE = /\b(?:concentrate|base|extract|essence|powder|mix)$/i;

/**
 * A name that is no food whose note gives an example of it: the example, by the line's amount
 * ("2.25kg mixed meat such as pork, lamb…" is pork, "4 light garlic and herb cheese wedges (such
 * as The Laughing Cow®)" four of those, "1 cup fresh fruit (such as strawberries…)" a cup of
 * strawberries). A brand no food names ("such as Stubb's®") leaves the line unplaced, as do
 * bones, what not to use ("avoid oily fish such as mackerel") and a made form ("stock
 * concentrate").
 */
function placedAsExample(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  if (!parsed.notes.includes('such as') || NOT_SUCH_AS.test(parsed.notes)) return null;
  // Bones and heads are left out as they are by name; a made form is not its example's food.
  if ((nameChecks(parsed.name) & NAME_BONES) !== 0 || FORM_OF_EXAMPLE.test(parsed.name.trim()))
    return null;
  const example = SUCH_AS.exec(parsed.notes);
  const name = example?.[1]?.trim() ?? '';
  if (example === null || name === '' || table.find(name) === null) return null;
  // The notes before the example keep a size ("5.2 ounce; such as Boursin®").
  const notes = parsed.notes.slice(0, example.index).replace(/[\s;,(]+$/, '');
  const placed = placeIngredient(table, { ...parsed, name, notes }, measures);
  return placed.food ? { ...placed, line: parsed.original, confidence: 'low' } : null;
}

/**
 * A name that is no food whose bracket says what it is: that food, by the line's amount ("2 tbsp
 * komezu (rice vinegar)" is rice vinegar, "1 tbsp pumate (sun-dried tomato paste)" tomato
 * paste). Only a bracket that is a food's whole name, not a note after a comma ("kombu, rinsed")
 * nor a size ("(about 150 g)").
 */
function placedAsGloss(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  if (parsed.notes === '' || !parsed.original.includes('(')) return null;
  if ((nameChecks(parsed.name) & NAME_BONES) !== 0) return null;
  const original = parsed.original.toLowerCase();
  const notes = parsed.notes.split(';').map((note) => note.trim());
  for (const [at, note] of notes.entries()) {
    if (note === '' || /^\d/.test(note) || !original.includes(`(${note.toLowerCase()})`)) continue;
    if (table.find(note)?.confidence !== 'high') continue;
    const rest = notes.filter((_, index) => index !== at).join('; ');
    const placed = placeIngredient(table, { ...parsed, name: note, notes: rest }, measures);
    return placed.food ? { ...placed, line: parsed.original, confidence: 'low' } : null;
  }
  return null;
}

/** A note giving another choice with its own amount: "or 5 pats of butter", "(or 2 tbsp fish sauce)". */
const OTHER_CHOICE_WITH_AMOUNT = /^\s*\(?\s*or\s+(?=\d)/i;

/**
 * A line whose first choice cannot be placed or weighed, with another choice and its own amount
 * in its note: that choice, by its amount ("1 bottle of squeeze butter or 5 pats of butter" is five
 * pats of butter, "1 tablespoon Vietnamese shrimp paste, or 2 tablespoons fish sauce" the fish
 * sauce, "3 tablespoons fresh yeast or 4 packages active dry yeast" the packets). The cook uses
 * one or the other; the one the model can weigh stands for both.
 */
function placedAsOtherChoice(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  if (!parsed.notes.includes('or ')) return null;
  const notes = parsed.notes.split(';');
  for (let at = 0; at < notes.length; at += 1) {
    const note = notes[at] ?? '';
    const choice = OTHER_CHOICE_WITH_AMOUNT.exec(note);
    if (choice === null) continue;
    const placed = placeIngredient(
      table,
      note.slice(choice[0].length).replace(/\)\s*$/, ''),
      measures,
    );
    // The line as written stays the placement's; its reading is the choice weighed.
    return placed.food !== null && placed.grams !== null
      ? {
          ...placed,
          line: parsed.original,
          parsed: { ...placed.parsed, original: parsed.original },
          confidence: 'low',
        }
      : null;
  }
  return null;
}

/** A note naming the kind of the line's food: "or other dry white wine", "(or another blue cheese)". */
const OR_OTHER_NOTE = /^\s*\(?\s*or\s+(?:any\s+)?(?:other|another)\s+(.+?)\s*\)?\s*$/i;
/** A name that is one thing or any other of its kind: "Toblerone or other chocolate". */
const OR_OTHER_NAME = /^.+?,?\s+or\s+(?:any\s+)?(?:other|another)\s+(.+)$/i;
/** Where the kind's name ends: a comma, a bracket, an example ("like Pinot Grigio"), a condition. */
const KIND_END = /\s*(?:,|\(|\bsuch as\b|\blike\b|\bif\b|\bwhen\b).*$/i;

/**
 * A name that is no food said to be one of a kind the table knows ("or other …"): that kind, by the
 * line's amount. "100g Toblerone (or other chocolate)" is 100 g of chocolate, "200ml Txakoli (a
 * Basque wine), or other dry, slightly sparkling white wine" 200 ml of white wine, "1 cup
 * Vermentino, or other crisp, citrusy white wine" a cup of it. Only the author's own kind: a
 * substitute of another kind ("or fish sauce", "substitute Dr Pepper") may differ in energy from
 * what the page's figures were made with. Confidence low.
 */
function placedAsItsKind(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  // Bones and heads are left out as they are by name ("fish bones, or other white fish frames").
  if ((nameChecks(parsed.name) & NAME_BONES) !== 0) return null;
  const candidates: string[] = [];
  const inName = OR_OTHER_NAME.exec(parsed.name);
  if (inName?.[1] !== undefined) candidates.push(inName[1]);
  if (/\bor\s+(?:any\s+)?(?:other|another)\b/i.test(parsed.notes)) {
    const notes = parsed.notes.split(';');
    for (let at = 0; at < notes.length; at += 1) {
      const kind = OR_OTHER_NOTE.exec(notes[at] ?? '');
      if (kind?.[1] !== undefined) candidates.push(kind[1]);
    }
  }
  for (let at = 0; at < candidates.length; at += 1) {
    const candidate = candidates[at] ?? '';
    // A kind by taste is another amount ("or other spirit to taste").
    if (/\b(?:to\s+taste|as\s+needed|as\s+desired)\b/i.test(candidate)) continue;
    const text = candidate.replace(KIND_END, '').trim();
    if (text === '') continue;
    // The kind's own words of preparation are notes, as on any line.
    const name = parseIngredient(text).name;
    if (name === '' || table.find(name) === null) continue;
    const placed = placeIngredient(table, { ...parsed, name, notes: '' }, measures);
    if (placed.food !== null && placed.grams !== null) {
      return { ...placed, line: parsed.original, confidence: 'low' };
    }
  }
  return null;
}

/**
 * The name placed: without a vague amount or a trailing adverb ("a little butter" → butter). A
 * pure function of the name, worked out once each: lines repeat their names with other amounts and
 * notes.
 */
const placedName = memoiseFromFirst((name: string): string =>
  withoutTrailingAdverb(withoutVagueAmount(name)),
);

/** "20 grinds black pepper", "12 turns of the black pepper mill": turns of a mill, counted. */
const MILL_TURNS = /^(?:grinds?|turns?|cranks?)\s+(?:of\s+)?(?:the\s+)?(?=\p{L})/iu;
const MILL = /\s*(?:pepper\s*)?mill$/i;
/**
 * Whether a name starts with MILL_TURNS' first word, "grind", "turn" or "crank" in either case,
 * looked at in lower case (what folds to their letters under `iu` lower-cases to them: the Kelvin
 * sign to "k"): the others never compile its Unicode letter set. Its first letter alone let every
 * name starting "g", "t" or "c" ("garlic", "tomatoes", "carrots") compile it.
 */
const startsWithMillWord = (name: string): boolean => {
  const head = name.slice(0, 5).toLowerCase();
  return head.startsWith('grind') || head.startsWith('turn') || head.startsWith('crank');
};

/**
 * Turns of a pepper mill are pinches of what it grinds, our choice of their size: "About 20
 * grinds fresh black pepper" were 20 counted peppers, 3.2 kg of sweet peppers; "6 turns black
 * peppermill" no food. `checks`: the name's `nameChecks`.
 */
function withMillTurns(parsed: ParsedIngredient, checks: number): ParsedIngredient {
  if (parsed.unit !== null || (checks & NAME_MILL_TURNS) === 0) return parsed;
  const turns = MILL_TURNS.exec(parsed.name);
  if (turns === null) return parsed;
  const rest = parsed.name.slice(turns[0].length);
  const name = MILL.test(rest) ? `${rest.replace(MILL, '')} pepper`.trim() : rest;
  return { ...parsed, unit: 'pinch', name };
}

/**
 * Units the parser reads that are weighed as others: a grind of a mill is a pinch (as
 * `withMillTurns` reads "20 grinds" left in a name), a shake of a bottle a dash, a length of a
 * thing a piece of it ("1 2-inch length of leek").
 */
const WEIGHED_AS: Readonly<Record<string, string>> = {
  grind: 'pinch',
  shake: 'dash',
  length: 'piece',
  // "3 cobs corn": a cob is an ear.
  cob: 'ear',
};

/** `parsed` with a unit of WEIGHED_AS read as the one it is weighed as, and a pair as two. */
function withUnitWeighedAs(parsed: ParsedIngredient): ParsedIngredient {
  const unit = parsed.unit;
  if (unit === null) return parsed;
  // "3 pairs salt herring roes", "2 pairs duck breasts": two of the thing each.
  if (unit === 'pair') {
    const twice = (value: number | null) => (value === null ? null : value * 2);
    return {
      ...parsed,
      unit: null,
      quantity: twice(parsed.quantity),
      quantityMax: twice(parsed.quantityMax),
    };
  }
  const as = WEIGHED_AS[unit];
  return as === undefined ? parsed : { ...parsed, unit: as };
}

const COUNT_IN_NOTES = /^(\d+(?:\.\d+)?)(?:\s+([a-z-]+))?$/i;
const COUNT_AFTER_NAME = /^(.*[a-z)])\s+(\d+(?:\.\d+)?)$/i;
const DOZEN_IN_NAME = /^dozens?\s+(?=\S)/i;

/**
 * An amount the parser left where it did not look for one: a count after the name ("Eggs - 2",
 * "Onions: 2", "Eggs 2", "eggs - 2 large"), "dozen" in the name ("a dozen eggs"). (A tablespoon
 * or a teaspoon written as a bare letter, "1 T. butter", is the parser's unit: units.ts.)
 * `checks`: the name's `nameChecks`.
 */
function withAmountFound(parsed: ParsedIngredient, checks: number): ParsedIngredient {
  if (parsed.unit !== null) return parsed;
  if (parsed.quantity === null) {
    const source = parsed.notes.startsWith('from') ? portionsOfSource(parsed) : null;
    if (source !== null) return source;
    const inNotes = COUNT_IN_NOTES.exec(parsed.notes.trim());
    const size = inNotes?.[2];
    if (inNotes && (size === undefined || SIZE_WORDS.has(size.toLowerCase()))) {
      return { ...parsed, quantity: Number(inNotes[1]), notes: size ?? '' };
    }
    const afterName = parsed.notes === '' ? COUNT_AFTER_NAME.exec(parsed.name.trim()) : null;
    if (afterName) {
      return { ...parsed, quantity: Number(afterName[2]), name: afterName[1] ?? parsed.name };
    }
    return parsed;
  }
  const dozen = (checks & NAME_DOZEN) === 0 ? null : DOZEN_IN_NAME.exec(parsed.name);
  if (dozen) {
    return {
      ...parsed,
      quantity: parsed.quantity * 12,
      quantityMax: parsed.quantityMax === null ? null : parsed.quantityMax * 12,
      name: parsed.name.slice(dozen[0].length),
    };
  }
  return parsed;
}

/**
 * "from 3 cobs", "from about 4 ears; cut": the count of portions a part was taken from, first in
 * the notes (as the parser leaves "corn kernels from 3 cobs").
 */
const PORTIONS_SOURCE_NOTE = /^from\s+(?:about\s+)?(\d+(?:\.\d+)?)\s+(\p{L}+)\s*(?:;\s*|$)/u;
/** A part that is all a portion of its food weighs: an ear's or cob's weight is its kernels'. */
const PART_WEIGHED_BY_PORTION = /\bkernels?$/i;

/**
 * "corn kernels from 3 cobs" (the parser's name "corn kernels", notes "from 3 cobs"): the part is
 * weighed as that many portions of its food, where the portion weighs that part (USDA's ear of
 * corn is its kernels' yield); null for any other line ("Celery leaves from 4 ribs" is a rib's
 * leaves, not the rib's weight).
 */
function portionsOfSource(parsed: ParsedIngredient): ParsedIngredient | null {
  if (!PART_WEIGHED_BY_PORTION.test(parsed.name)) return null;
  const source = PORTIONS_SOURCE_NOTE.exec(parsed.notes);
  const unit = source === null ? undefined : findUnit(source[2] ?? '');
  if (source === null || unit?.kind !== 'portion') return null;
  return {
    ...parsed,
    quantity: Number(source[1]),
    unit: unit.canonical,
    notes: parsed.notes.slice(source[0].length),
  };
}

/**
 * A part of a whole thing counted after "from" or "of", as the parser leaves it: the part in the
 * notes before the whole counted ("Giblets from 3 chickens": name "chickens", notes "Giblets
 * from"), or the part, "from" and the whole all in the name after a measure ("2 cups meat from a
 * roast chicken"). Only parts whose food is the whole's name and the part's ("roast chicken meat",
 * "chicken giblets") and whose weight a source gives per whole thing: a bird's meat is cooked
 * chicken's `each` (USDA 05009's roasted broiler, bone removed) or raw chicken meat's (USDA
 * 05011's broiler, bone and skin removed), a bird's giblets the giblets' (USDA 05020's and 05171's
 * "1 giblets" of a chicken and a turkey).
 */
const PART_OF_WHOLE_NOTE = /^(meat|giblets?)\s+(?:from|of)\s*(?:;\s*|$)/i;
const PART_OF_WHOLE_NAME =
  /^(meat|giblets?)\s+(?:from|of)\s+(?:(an?|the|one|\d+(?:\.\d+)?)\s+)?(?=\S)/i;

/**
 * The whole's name and the part's, as a food's name: "chickens", "giblets" → "chicken giblets";
 * "whole chicken", "meat" → "chicken meat" (a whole one is what the part is taken from anyway).
 */
function partFoodName(whole: string, part: string): string {
  const words = whole.trim().split(/\s+/);
  if (words.length > 1 && words[0]?.toLowerCase() === 'whole') words.shift();
  const last = words.pop() ?? '';
  return [...words, singularWord(last), part.toLowerCase()].join(' ');
}

/**
 * "Meat from 1 roasted chicken", "Giblets from 3 chickens", "2 cups meat from a roast chicken":
 * the part, weighed as that many wholes' share of it, or by the line's measure where it has one.
 * A part no food names with the whole's name, or whose food gives no weight per whole lighter
 * than the whole ("Meat from 1 turkey": "turkey meat" is counted as the bird), is the part's
 * food with no grams (unplaced by weight, never the whole's weight); null for any other line.
 */
function partOfWhole(
  table: FoodTable,
  parsed: ParsedIngredient,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  const lower = parsed.notes.slice(0, 12).toLowerCase();
  const inName = parsed.name.slice(0, 12).toLowerCase();
  const maybe =
    lower.startsWith('meat') ||
    lower.startsWith('giblet') ||
    inName.startsWith('meat') ||
    inName.startsWith('giblet');
  if (!maybe) return null;
  const inNotes = parsed.unit === null ? PART_OF_WHOLE_NOTE.exec(parsed.notes) : null;
  const named = inNotes === null ? PART_OF_WHOLE_NAME.exec(parsed.name) : null;
  const partMatch = inNotes ?? named;
  if (partMatch === null) return null;
  const part = partMatch[1] ?? '';
  const whole = inNotes === null ? parsed.name.slice(partMatch[0].length) : parsed.name;
  const found = table.find(partFoodName(whole, part));
  const notes = inNotes === null ? parsed.notes : parsed.notes.slice(inNotes[0].length);
  // A measure of the part ("2 cups meat from a roast chicken") weighs it as the line says.
  if (parsed.unit !== null) {
    if (found?.confidence !== 'high') return null;
    const asPart = placeIngredient(
      table,
      { ...parsed, name: partFoodName(whole, part), notes },
      measures,
    );
    return asPart.food === found.food ? { ...asPart, line: parsed.original } : null;
  }
  // "Meat from a roast chicken" is one bird's; "Giblets from turkey or chicken" counts none.
  const said = named?.[2];
  const count = inNotes !== null ? amountOf(parsed) : said === undefined ? null : Number(said) || 1;
  if (count === null || !(count > 0)) return null;
  // The whole as the line's notes make it ("Meat from 2 cooked chickens": cooked chicken), kept
  // where that food is itself the part ("cooked chicken meat" is cooked chicken), before the
  // part of the whole as named (raw "chicken meat").
  const asWhole = placeIngredient(
    table,
    { ...parsed, quantity: count, name: whole, notes },
    measures,
  );
  const wholeFood = asWhole.food;
  const itsPart = wholeFood === null ? null : table.find(partFoodName(wholeFood.name, part));
  if (wholeFood !== null && itsPart?.confidence === 'high' && itsPart.food === wholeFood) {
    if (weighsAsPart(wholeFood)) return { ...asWhole, line: parsed.original, parsed };
  }
  const byPart = found?.confidence === 'high' && weighsAsPart(found.food) ? found.food : null;
  if (byPart !== null) {
    const grams = Math.round((byPart.portions.get('each') ?? 0) * count * 10) / 10;
    if (grams > MAX_LINE_GRAMS) return placement(parsed, byPart, null, 'high', 'absurd-amount');
    return placement(parsed, byPart, grams, 'high', null);
  }
  const partFood = found?.confidence === 'high' ? found.food : (itsPart?.food ?? null);
  return partFood === null
    ? placement(parsed, null, null, null, 'unknown-food')
    : placement(parsed, partFood, null, 'medium', 'unknown-weight');
}

/**
 * A food whose `each` is the part of one whole thing: counted as itself, not as another food (the
 * raw "chicken meat" row's `each` is the bird's, counted as a whole chicken).
 */
function weighsAsPart(food: Food): boolean {
  return food.countedAs === null && food.portions.has('each');
}

/** A piece named before its food, where the parser found no unit. */
export const PIECE_BEFORE_OF = /^(piece|knob|chunk|thumb)s?\s+of\s+(?=\S)/i;
/**
 * A fruit's part named before it after the count, where the parser took the whole for the name:
 * "1 Zest and juice of lemon", "2 juice of limes" are the parts of 1 lemon and 2 limes, as "zest
 * and juice of 1 lemon" is.
 */
const PART_BEFORE_OF =
  /^((?:(?:finely\s+)?grated\s+)?(?:zest|juice|rind)(?:\s+(?:and|&)\s+(?:zest|juice|rind))?)\s+of\s+(?:an?\s+|the\s+)?(?=\S)/i;
const SALT_AND_PEPPER = /\bsalt\b.*\bpeppers?\b/i;
/** Pepper said to be black: the seasoning, never a sweet pepper. */
const BLACK_PEPPER = /\bblack\s+pepper\b/i;
/** "peppers", the plural, in a name. */
const PEPPERS = /\bpeppers\b/i;
/** Words that say meat is off the bone: a count of it is the meat, not the joint or bird. */
const BONELESS = /\b(?:boneless|boned|de-?boned|bones?\s+removed|butterflied)\b/i;

/**
 * A count of a cut, not of the whole thing: "2 sea bass fillets", "4 salmon steaks", "1 rainbow
 * trout, filleted" are the fillets' own pieces, while "2 sea bass" counted are whole fish.
 */
const CUT_OF_THE_WHOLE = /\b(?:fill?et(?:s|ed)?|steaks?|loins?|portions?|cutlets?)\b/i;

/**
 * A name that is a food after cut words and nothing else ("bone-in, skin-on chicken", "skinless
 * chicken", "boneless skinless chicken", "bone-in chicken", "skin-on chicken"): pieces of it with
 * no part named, never the whole bird ("6 bone in, skin on chicken" were six birds, 9 kg; a bird
 * is never said to be bone-in or skin-on, which only sets pieces apart from boned ones). Boneless
 * alone is no cut: "1 boneless chicken" is a boned bird.
 */
const CUT_WORDS_ONLY =
  /^(?:boneless\s+)?(?:skinless|bone-in(?:\s+skin-on)?|skin-on(?:\s+bone-in)?)(?:\s+boneless)?\s+[a-z]+$/i;

/** BONELESS, run only where its "bone" or "butterflied" is (in any case). */
function saysBoneless(text: string): boolean {
  const folded = foldedForAsciiPatterns(text);
  return (folded.includes('bone') || folded.includes('butterflied')) && BONELESS.test(text);
}

/**
 * What the patterns on a name alone say of it, as bits: FORM_IN_NAME, MEAT_FREE, ENDS_IN_BONES,
 * MILL_TURNS, DOZEN_IN_NAME, PIECE_BEFORE_OF and PART_BEFORE_OF each found (or not) in the name.
 * A pure function of the name, worked out once each: a recipe's lines repeat ~150 names over
 * thousands of lines, and each line ran each pattern (about six runs a line; a hit runs its
 * pattern again, for its match).
 */
const NAME_FORM = 1;
const NAME_MEAT_FREE = 2;
const NAME_BONES = 4;
const NAME_MILL_TURNS = 8;
const NAME_DOZEN = 16;
const NAME_PIECE_OF = 32;
const NAME_PART_OF = 512;
/** Of FORM_IN_NAME's words, one SOLD_COOKED needs; "bone" (ON_THE_BONE); "lean" (EXTRA_LEAN). */
export const NAME_SOLD_COOKED = 64;
export const NAME_BONE = 128;
export const NAME_LEAN = 256;
/** Of FORM_IN_NAME's words, one COOKED_MEAT_WORD needs. */
export const NAME_COOKED_MEAT = 1024;

/**
 * Which of SOLD_COOKED, ON_THE_BONE, EXTRA_LEAN and COOKED_MEAT_WORD may match a name FORM_IN_NAME
 * found a word in, by the words each needs, in any case (`foldedForAsciiPatterns`): a name said
 * fresh or ground ("fresh coriander") runs none of the four.
 */
export function formChecks(name: string): number {
  const folded = foldedForAsciiPatterns(name);
  const cooked =
    folded.includes('microwave') ||
    folded.includes('ready') ||
    folded.includes('cooked') ||
    folded.includes('prepared') ||
    folded.includes('leftover') ||
    folded.includes('left-over');
  return (
    NAME_FORM |
    (cooked ? NAME_SOLD_COOKED : 0) |
    (folded.includes('bone') ? NAME_BONE : 0) |
    (folded.includes('lean') ? NAME_LEAN : 0) |
    (saysCookedMeat(folded) ? NAME_COOKED_MEAT : 0)
  );
}

/** Whether a folded name holds a word COOKED_MEAT_WORD needs, in any case. */
function saysCookedMeat(folded: string): boolean {
  return (
    folded.includes('roasted') ||
    folded.includes('rotisserie') ||
    folded.includes('grilled') ||
    folded.includes('poached') ||
    folded.includes('barbecued') ||
    folded.includes('bbq')
  );
}

/**
 * Whether a folded name (`foldedForAsciiPatterns`) holds a word MEAT_FREE needs: "veg" (vegan,
 * vegetarian, veggie), "plant", "meat" or "quorn".
 */
function mayBeMeatFree(folded: string): boolean {
  return (
    folded.includes('veg') ||
    folded.includes('plant') ||
    folded.includes('meat') ||
    folded.includes('quorn')
  );
}

const nameChecks = memoiseFromFirst((name: string): number => {
  const folded = foldedForAsciiPatterns(name);
  return (
    (FORM_IN_NAME.test(name) ? formChecks(name) : 0) |
    (mayBeMeatFree(folded) && MEAT_FREE.test(name) ? NAME_MEAT_FREE : 0) |
    (ENDS_IN_BONES.test(name) ? NAME_BONES : 0) |
    (startsWithMillWord(name) && MILL_TURNS.test(name) ? NAME_MILL_TURNS : 0) |
    (DOZEN_IN_NAME.test(name) ? NAME_DOZEN : 0) |
    // PIECE_BEFORE_OF needs "of" after its piece word.
    (folded.includes('of') && PIECE_BEFORE_OF.test(name) ? NAME_PIECE_OF : 0) |
    (folded.includes('of') && PART_BEFORE_OF.test(name) ? NAME_PART_OF : 0)
  );
});

/** A sugar or syrup a line offers by name: the first is the one weighed. */
const OFFERED_SUGAR =
  /\b(?:honey|(?:pure\s+)?maple syrup|agave(?:\s+(?:syrup|nectar))?|date syrup|golden syrup|brown rice syrup|rice malt syrup|coconut sugar|brown sugar|cane sugar|sugar)\b/i;
/** Words that make a sweetener the no-calorie kind whatever else the line offers. */
const NO_CALORIE_SWEETENER =
  /\b(?:stevia|erythritol|monk\s?fruit|swerve|allulose|sucralose|splenda|truvia|xylitol|sugar[- ]free|zero[- ]calorie|no[- ]calorie|low[- ]calorie|keto|artificial)\b/i;

/**
 * A sweetener named by no kind whose line offers a sugar or syrup is that sugar or syrup: "1/3 cup
 * sticky liquid sweetener of choice (honey or maple syrup)" is honey, "1/4 cup liquid sweetener
 * such as maple syrup" maple syrup, where the generic name alone is the no-calorie sweetener's
 * (0 kcal). The offer is the notes' (the name's "granulated sweetener, or sugar" and a note "or
 * sugar" are alternatives to it, and the sweetener is the first choice); a line naming a
 * no-calorie kind anywhere ("sweetener (stevia or honey)") stays that.
 */
function offeredSugar(
  table: FoodTable,
  parsed: ParsedIngredient,
  food: Food,
  measures: RecipeMeasures | null,
): IngredientPlacement | null {
  if (food.id !== 'sweetener' || !/\bsweeteners?\b/i.test(parsed.name)) return null;
  // The offer is read in the notes, not as an alternative to the sweetener ("(or sugar)").
  if (/^\s*(?:or|and\/or)\b/i.test(parsed.notes)) return null;
  if (NO_CALORIE_SWEETENER.test(`${parsed.name}; ${parsed.notes}`)) return null;
  const offered = OFFERED_SUGAR.exec(parsed.notes)?.[0];
  if (offered === undefined || table.find(offered) === null) return null;
  const placed = placeIngredient(table, { ...parsed, name: offered }, measures);
  return placed.food ? { ...placed, line: parsed.original, confidence: 'low' } : null;
}

/**
 * Place one line (as written, or already parsed) in the food table; `measures` are the sizes its
 * recipe gives the measures that differ by where it is from (recipe-measures.ts).
 */
export function placeIngredient(
  table: FoodTable,
  line: string | ParsedIngredient,
  measures: RecipeMeasures | null = null,
): IngredientPlacement {
  const read = typeof line === 'string' ? parseIngredient(line) : line;
  // Only the call `placeThings` asks to keep its weighing keeps it, not the calls made below.
  const keep = keepWeighing;
  keepWeighing = false;
  // "a little butter" is butter: how much, in words, names no food.
  const named = placedName(read.name);
  // The name's checks, looked up once for their six uses below (each a memo call, run unoptimised
  // for most of a first pass), and again only for a name the two steps before the food change.
  const namedChecks = nameChecks(named);
  const amountFound = withAmountFound(
    named === read.name ? read : { ...read, name: named },
    namedChecks,
  );
  const parsed = withUnitWeighedAs(
    withMillTurns(
      amountFound,
      amountFound.name === named ? namedChecks : nameChecks(amountFound.name),
    ),
  );
  const checks = parsed.name === named ? namedChecks : nameChecks(parsed.name);
  // "thumb-sized piece of ginger", "a thumb of ginger": one piece of the food after "of".
  const pieceOf =
    parsed.unit === null && (checks & NAME_PIECE_OF) !== 0
      ? PIECE_BEFORE_OF.exec(parsed.name)
      : null;
  if (pieceOf) {
    const unit = pieceOf[1]?.toLowerCase() === 'knob' ? 'knob' : 'piece';
    const name = parsed.name.slice(pieceOf[0].length);
    const piece = placeIngredient(
      table,
      { ...parsed, quantity: parsed.quantity ?? 1, unit, name },
      measures,
    );
    // A piece the food has no weight for is left as the line was ("a piece of muslin").
    if (piece.grams !== null) return piece;
  }
  // "1 Zest and juice of lemon": the fruit counted, its parts in the notes.
  const partOf =
    parsed.unit === null && parsed.quantity !== null && (checks & NAME_PART_OF) !== 0
      ? PART_BEFORE_OF.exec(parsed.name)
      : null;
  if (partOf) {
    const part = partOf[1] ?? '';
    const notes = parsed.notes === '' ? part : `${part}; ${parsed.notes}`;
    const fruit = placeIngredient(
      table,
      { ...parsed, name: parsed.name.slice(partOf[0].length), notes },
      measures,
    );
    if (fruit.grams !== null) return { ...fruit, line: parsed.original };
  }
  const ofWhole = partOfWhole(table, parsed, measures);
  if (ofWhole) return ofWhole;
  const amount = amountOf(parsed);
  const found = findFood(table, parsed, checks);
  if (!found) {
    // The word goes to the notes, where a size is read ("2 eggs large": two large eggs).
    const shorter = withoutTrailingAdjective(parsed.name);
    const word = shorter === null ? '' : parsed.name.slice(shorter.length).trim();
    const notes = parsed.notes === '' ? word : `${word}; ${parsed.notes}`;
    const retried =
      shorter === null
        ? null
        : placeIngredient(table, { ...parsed, name: shorter, notes }, measures);
    if (retried?.food) return { ...retried, line: parsed.original };
    const saidFirst = foodAfterItsWords(table, parsed, measures);
    if (saidFirst) return saidFirst;
    const asCut = cutByWeight(table, parsed, measures);
    if (asCut) return asCut;
    const asExample = placedAsExample(table, parsed, measures);
    if (asExample) return asExample;
    const asGloss = placedAsGloss(table, parsed, measures);
    if (asGloss) return asGloss;
    const asOther = placedAsOtherChoice(table, parsed, measures);
    if (asOther) return asOther;
    const asKind = placedAsItsKind(table, parsed, measures);
    if (asKind) return asKind;
  }
  if (
    !found ||
    isMeatNamedMeatFree(parsed.name, checks, found.food) ||
    (checks & NAME_BONES) !== 0
  ) {
    return placement(parsed, null, null, null, 'unknown-food');
  }
  const sugar = offeredSugar(table, parsed, found.food, measures);
  if (sugar) return sugar;
  // "2 peppers", "1 pepper, sliced": a count with no unit of a food that names another when
  // counted is that other food (black pepper is never counted; a UK cook means sweet peppers).
  // Pepper named with salt is the seasoning, whatever number stands before it ("1/4 salt and
  // pepper" is not a quarter of a bell pepper), and so is pepper said to be black: the seasoning
  // pair's second thing ("1/4 Salt and pepper" placed thing by thing is salt and "black pepper").
  // Peppers written in the plural are the vegetable by any measure ("130g padrón peppers",
  // "3 jars piquillo peppers"): the seasoning is never written so.
  // A joint or bird counted but said to be boneless is the meat ("1 boned leg of lamb").
  // Counted by its cut words alone it is pieces of it, by the food's piece where it has one.
  const cutPieces =
    parsed.unit === null && found.food.portions.has('piece') && CUT_WORDS_ONLY.test(parsed.name);
  const countedAs =
    !cutPieces &&
    found.food.countedAs !== null &&
    !SALT_AND_PEPPER.test(parsed.name) &&
    !BLACK_PEPPER.test(parsed.name) &&
    !saysBoneless(`${parsed.name} ${parsed.notes}`) &&
    ((parsed.unit === null && amount !== null && amount > 0) || PEPPERS.test(parsed.name)) &&
    !CUT_OF_THE_WHOLE.test(`${parsed.name} ${parsed.notes}`)
      ? table.byId.get(found.food.countedAs)
      : undefined;
  const pouredAs =
    countedAs === undefined && found.food.pouredAs !== null
      ? pouredFood(table, parsed, amount, found.food.pouredAs)
      : undefined;
  const freshAs =
    countedAs === undefined && pouredAs === undefined && found.food.freshAs !== null
      ? freshFood(table, parsed, found.food.freshAs)
      : undefined;
  // "3 tbsp pure ground ancho chile": the powder, which a spoon weighs, not the whole dried chile.
  const groundAs =
    countedAs === undefined && found.food.groundAs !== null && GROUND_SPICE.test(parsed.name)
      ? table.byId.get(found.food.groundAs)
      : undefined;
  const shellAs =
    countedAs === undefined && found.food.shellAs !== null
      ? shellFood(table, parsed, found.food.shellAs)
      : undefined;
  const other = countedAs ?? pouredAs ?? freshAs ?? groundAs ?? shellAs;
  let match = other ? { food: other, confidence: found.confidence } : found;
  const citrus = citrusPart(table, parsed, match.food);
  if (citrus) {
    if (amount === null || !(amount > 0)) {
      return placement(parsed, citrus.food, null, 'medium', 'no-amount');
    }
    const grams = Math.round(citrus.gramsEach * amount * 10) / 10;
    if (grams > MAX_LINE_GRAMS) {
      return placement(parsed, citrus.food, null, 'medium', 'absurd-amount');
    }
    return placement(parsed, citrus.food, grams, 'medium', null);
  }
  if (amount === null || !(amount > 0)) {
    return placement(parsed, match.food, null, match.confidence, 'no-amount');
  }
  weighReadAmount = false;
  let asNamed = weigh(
    cutPieces ? { ...parsed, unit: 'piece' } : parsed,
    match.food,
    amount,
    measures,
  );
  const weighedFirst = asNamed;
  const amountCompared = weighReadAmount;
  // "12 lasagne noodles, cooked", "1 sprig thyme, leaves picked and dried": a form the notes name
  // that has no weight for the line's measure leaves the line to the food its name is, which has
  // (twelve sheets cooked are twelve sheets as bought).
  if (asNamed.grams === null && other === undefined) {
    const plain = table.find(parsed.name);
    const asPlain =
      plain && plain.food !== match.food ? weigh(parsed, plain.food, amount, measures) : null;
    if (plain && asPlain?.grams != null) {
      match = plain;
      asNamed = asPlain;
    }
  }
  // "2 cinnamon sticks", "1 stalk lemongrass": a piece the food has no weight for may be a food
  // of its own, named with the piece, and weighed as one of it.
  // The same food again ("4 slices kabocha squash": "slice" names a piece of the squash) is not
  // a food of its own, and one of it is not a slice.
  const asPiece = asNamed.grams === null ? pieceAsFood(table, parsed) : null;
  const pieceFood = asPiece?.food === match.food ? null : asPiece;
  const food = pieceFood?.food ?? match.food;
  // The piece food is weighed as one of it, or by the piece where it has that piece's own weight
  // ("1 loaf day-old bread": "day-old bread loaf" is bread, whose loaf is 800 g, not one 60 g roll).
  const { grams, typical } = pieceFood
    ? weigh(
        hasOwnPiece(pieceFood.food, parsed) ? parsed : { ...parsed, unit: null },
        pieceFood.food,
        amount,
        measures,
      )
    : asNamed;
  if (grams === null || !Number.isFinite(grams) || grams < 0) {
    // Only a name that is the food's own: a word before it may be the lost unit ("½ krm Tabasco").
    const asCup =
      match.confidence === 'high' && pieceFood === null && isLostCup(parsed, food)
        ? weigh({ ...parsed, unit: 'cup' }, food, amount, measures).grams
        : null;
    if (asCup !== null && asCup <= MAX_LINE_GRAMS) {
      return placement(parsed, food, Math.round(asCup * 10) / 10, 'low', null);
    }
    return (
      placedAsOtherChoice(table, parsed, measures) ??
      placement(parsed, food, null, match.confidence, 'unknown-weight')
    );
  }
  const confidence = typical && match.confidence === 'medium' ? 'low' : match.confidence;
  if (
    keep &&
    parsed === read &&
    pieceOf === null &&
    (found.food.pouredAs === null || countedAs !== undefined || !pourReadsAmount(parsed)) &&
    asNamed === weighedFirst &&
    !amountCompared &&
    pieceFood === null &&
    !Number.isNaN(asNamed.perUnit)
  ) {
    keptWeighing = {
      food,
      perUnit: asNamed.perUnit,
      scale: asNamed.scale,
      confidence,
      matchConfidence: match.confidence,
    };
  }
  if (grams > MAX_LINE_GRAMS) {
    return placement(parsed, food, null, match.confidence, 'absurd-amount');
  }
  return placement(parsed, food, Math.round(grams * 10) / 10, confidence, null);
}

/**
 * What `placeIngredient` worked out for a line whose placement `placeEachThing` keeps: its food,
 * the factors of its grams (`Weighed`) and its confidence placed and beyond MAX_LINE_GRAMS.
 */
interface KeptWeighing {
  readonly food: Food;
  readonly perUnit: number;
  readonly scale: number;
  readonly confidence: IngredientPlacement['confidence'];
  readonly matchConfidence: MatchConfidence;
}

/** Set by `placeThings` for the one `placeIngredient` call whose weighing may be kept. */
let keepWeighing = false;
/** That call's weighing, where it took the path `placementKey`'s argument covers; else null. */
let keptWeighing: KeptWeighing | null = null;
/** Whether `placeEachThing` keeps placements by `placementKey` (off in `placeEachThingAfresh`). */
let reusePlacements = true;
/** Each table's kept weighings by `placementKey`; null for a key whose line took another path. */
const keptPlacements = new WeakMap<FoodTable, Map<string, KeptWeighing | null>>();

/**
 * `text` with each run of digits as one \u0001, or null where it holds a control character (so
 * the mask and the key's \u0000 stand for nothing else).
 */
function maskedDigits(text: string): string | null {
  let masked = '';
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 0x20) return null;
    if (code < 0x30 || code > 0x39) continue;
    let end = at + 1;
    while (end < text.length && isDigitCode(text.charCodeAt(end))) end += 1;
    masked += `${text.slice(from, at)}\u0001`;
    from = end;
    at = end - 1;
  }
  return from === 0 ? text : masked + text.slice(from);
}

const isDigitCode = (code: number): boolean => code >= 0x30 && code <= 0x39;

/** Set by `maskedNotes`: whether the notes keep a run of digits or a character beyond ASCII. */
let notesRead = false;

/**
 * The notes as `placementKey` keys them, or null where it stands back: each run of digits from the
 * first one followed by the end, ";", or "," and no digit (a quiet run) masked as one \u0001, the
 * text before it as written. After that first quiet run every run must be quiet and every
 * character printable ASCII, and the notes may hold no "/" or "%" (the shares' signs); nowhere a
 * control character.
 */
function maskedNotes(text: string): string | null {
  notesRead = false;
  let masked = '';
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 0x20) return null;
    if (code > 0x7e) {
      if (from > 0) return null;
      notesRead = true;
      continue;
    }
    if (code === 0x2f || code === 0x25) {
      if (from > 0) return null;
      continue;
    }
    if (!isDigitCode(code)) continue;
    let end = at + 1;
    while (end < text.length && isDigitCode(text.charCodeAt(end))) end += 1;
    const next = end < text.length ? text.charCodeAt(end) : 0x3b;
    if (next !== 0x3b && (next !== 0x2c || isDigitCode(text.charCodeAt(end + 1)))) {
      if (from > 0) return null;
      notesRead = true;
    } else {
      masked += `${text.slice(from, at)}\u0001`;
      from = end;
    }
    at = end - 1;
  }
  if (from > 0 && (text.includes('/') || text.includes('%'))) return null;
  return from === 0 ? text : masked + text.slice(from);
}

/**
 * The key `placeEachThing` keeps a parsed line's placement by, or null where it places the line
 * afresh: the unit, the name, the notes with their quiet runs of digits masked (`maskedNotes`),
 * the line as written with each run of digits masked (`maskedDigits`), and whether the line has a
 * number; for a line with a unit and a number
 * above 0 or none, or without a unit and a number of 1 or more (no range, not "each"), and a name
 * without a digit. Lines repeat with another count and other numbers in their notes ("2
 * garlic cloves, crushed" and "3 garlic cloves, crushed"; the bench's "…, note 7"), which
 * `linePlacer`'s memo by the whole line does not serve.
 *
 * Why two such lines with the same key are placed alike (the food, the path, the confidence; the
 * grams the count × the kept `perUnit` × `scale`) wherever the first line's placement was kept
 * (`keptWeighing`: the whole line placed by `placeIngredient` with no measures, no two amounts
 * (`mayJoinTwoAmounts`), no names of things, no juice-and-zest parts; the line's own reading,
 * no piece before "of", no poured form read by the amount, its first weighing by an amount, no
 * size of the notes compared with the amount: `weighReadAmount`). They differ only in the number,
 * the digits' values in the line, and the masked runs' values in the notes, which all come after
 * the notes' kept runs and characters beyond ASCII. A unit without a number is one of it
 * (`amountOf`), for every such line. Of a number, placement reads that it is above 0 (true of
 * every such line); below 1 only without a unit (a fraction of leaves, "¼ cilantro leaves";
 * such a line's number is 1 or more); whole only where no weight was found (a lost cup: not
 * kept); the poured form's volume against 60 ml (`pourReadsAmount`: not kept). A count after the
 * name or in the notes is read only with neither unit nor number. Of the notes and the line,
 * what reads digits:
 * - Digit-blind readers: every other pattern run on the notes or the line (FORM_WORDS and
 *   FORM_CHOICE_BEFORE, DRIED_AFTER_WASHING, TIN_WORDS, POUCH, JUICE_NOTE, ZEST_NOTE, BONELESS,
 *   FRESH, DRIED_HERB, SHELLFISH_MEAT, SIZE_KEYS, SIZE_RANGE, FORM_WORD, PUREE_WORD,
 *   SIFTED_WORD, ALTERNATIVE_NOTE's cut, STARTS_WITH_AMOUNT, AND_BEFORE_AMOUNT) and each
 *   `includes`, `indexOf` and `lastIndexOf` of words without digits (the name's last word, a form
 *   word, ";") match a digit, if at all, as a word character at `\b`, by a class holding every
 *   digit repeated without bound, or in a lookahead for one digit: each finds the same in a text
 *   whose runs of digits are other runs, at places in the same order.
 * - Readers of a number in the notes: a size (SIZE_IN_NOTES, TIN_IN_NOTES), a length
 *   (LENGTH_IN_NOTES), a drained weight (WEIGHT_DRAINED), pounds' ounces (OUNCES_AFTER_POUNDS)
 *   each need a number (a run of digits or a fraction sign) followed by white space, a dash, a
 *   point, a letter or a digit after a comma: a masked run is none, so each matches only at the
 *   kept runs, all before the first masked one, and is the same (where ALTERNATIVE_NOTE cuts, from
 *   a comma or ";" to a ";" or the end, the order stays). What they read back from a size
 *   (`sizeNumber`, RANGE_BEFORE_SIZE, SIZE_OF_OTHER, FROM_SOURCE, TIMES_BEFORE_SIZE) lies before it. The shares
 *   (FAT_SHARE, SHARE, LEAN_MEAT: "%" or "/" after or before a number) run only where the notes
 *   hold "%" or "/", which notes with a masked run do not. So a size is read alike, and `weigh`
 *   compares it with the amount only where `weighReadAmount` says (a drained weight, a heavier
 *   tin, a pint's millilitres), and not for a weighing kept; the author's weight by a count
 *   (`statedForCount`) or beside a measure (`joinedShare`) is not a product of the amount and is
 *   not kept. COUNT_IN_NOTES reads no such line's notes (above). The line's digits are read by
 *   value only by `joinedShare` (BRACKET_THEN_JOINED's first part: a line with kept numbers in its
 *   notes has no bracket) or by `splitAtAndAmount` past `mayJoinTwoAmounts`; TIMES_SIZE, SIZE_EACH()
 *   and SIZE_BEFORE_UNIT are digit-blind; `weightIsExtra` reads only where the line's first size
 *   stands against its "plus" and a bracket's close (a size's match needs a run of digits and the
 *   unit after it, which the mask keeps in place), not its value.
 * - The name and the unit are the key's; `namesOfThings` reads the name and `each` only.
 */
function placementKey(read: ParsedIngredient): string | null {
  const { quantity, unit } = read;
  if (read.quantityMax !== null || read.each === true) return null;
  if (
    quantity === null
      ? unit === null
      : !Number.isFinite(quantity) || (unit === null ? quantity < 1 : !(quantity > 0))
  ) {
    return null;
  }
  const { name } = read;
  for (let at = 0; at < name.length; at += 1) if (isDigitCode(name.charCodeAt(at))) return null;
  const notes = maskedNotes(read.notes);
  // Notes with a number a reader may read (a size, a length) or a character beyond ASCII: the line
  // with no bracket (`joinedShare`'s first part, read by value).
  if (notes === null || (notesRead && read.original.includes('('))) return null;
  const original = maskedDigits(read.original);
  if (original === null) return null;
  return `${quantity === null ? 'n' : 'q'}${unit ?? ''}\u0000${name}\u0000${notes}\u0000${original}`;
}

/**
 * Each kept masked parse's `placementKey` (`maskedParseOf`), or false where its lines' keys differ.
 * Its lines' keys are one string (its hash worked out once) wherever the first line's key keeps no
 * run of digits: `placementKey` reads a line of the mask by its unit and name (the mask's), its
 * count (1 or more, finite: the same tests pass), and its notes and line as written, each run of
 * digits whole in the same places and the other characters the same; `maskedDigits` masks every
 * run of the line, and `maskedNotes` decides each run by the characters after it (the same for
 * every line of the mask) and masks every one where it keeps none (the key has no digit: its unit
 * and name hold none). So the key, or null, is the first line's. Where the notes keep a run ("14
 * oz each") the key holds its value, and is worked out for each line.
 */
const keysByMask = new WeakMap<object, string | null | false>();

/** `placementKey(read)`, kept by its masked parse where that is one key for all its lines. */
function placementKeyOf(read: ParsedIngredient): string | null {
  const mask = maskedParseOf(read);
  if (mask === undefined) return placementKey(read);
  const kept = keysByMask.get(mask);
  if (kept !== undefined) return kept === false ? placementKey(read) : kept;
  const key = placementKey(read);
  keysByMask.set(mask, key !== null && /\d/.test(key) ? false : key);
  return key;
}

/**
 * The placement of a line of a kept key (`placementKey`): its count weighed by the kept factors as
 * `weigh` does, and rounded or found too heavy as `placeIngredient` does; null where the grams are
 * not a finite weight (then the line is placed afresh).
 */
function placedAsKept(read: ParsedIngredient, kept: KeptWeighing): IngredientPlacement | null {
  // `amountOf`: a unit without a number is one of it.
  const grams = (read.quantity ?? 1) * kept.perUnit * kept.scale;
  if (!Number.isFinite(grams) || grams < 0) return null;
  if (grams > MAX_LINE_GRAMS) {
    return placement(read, kept.food, null, kept.matchConfidence, 'absurd-amount');
  }
  return placement(read, kept.food, Math.round(grams * 10) / 10, kept.confidence, null);
}

/**
 * A line placed thing by thing: one placement, as `placeIngredient` gives it, for most lines; one
 * per thing for a line whose amount is each of several ("2 tbsp each parsley and chives": 2 tbsp
 * of parsley and 2 tbsp of chives, each its own food and weight, all with the line as written;
 * "2 tbsp each lemon and lime juice": lemon juice and lime juice, as the table has both), for a
 * seasoning pair ("salt and pepper to taste": salt and black pepper, as the shopping list reads
 * it), and for a fruit's juice and zest ("juice and zest of 1 lemon": its juice and its zest).
 */
export function placeEachThing(
  table: FoodTable,
  line: string | ParsedIngredient,
  measures: RecipeMeasures | null = null,
): PlacedThings {
  const read = typeof line === 'string' ? parseIngredient(line) : line;
  const key = measures === null && reusePlacements ? placementKeyOf(read) : null;
  if (key === null) return placeThings(table, read, measures, false);
  let kept = keptPlacements.get(table);
  if (kept === undefined) {
    kept = new Map();
    keptPlacements.set(table, kept);
  }
  const weighing = kept.get(key);
  if (weighing === undefined) {
    keptWeighing = null;
    const things = placeThings(table, read, null, !mayJoinTwoAmounts(read.original));
    kept.set(key, keptWeighing);
    keptWeighing = null;
    return things;
  }
  const placed = weighing === null ? null : placedAsKept(read, weighing);
  return placed === null ? placeThings(table, read, null, false) : [placed];
}

/** `placeEachThing` without any line's placement kept (`placementKey`), for the tests. */
export function placeEachThingAfresh(
  table: FoodTable,
  line: string | ParsedIngredient,
  measures: RecipeMeasures | null = null,
): PlacedThings {
  reusePlacements = false;
  try {
    return placeEachThing(table, line, measures);
  } finally {
    reusePlacements = true;
  }
}

/**
 * `placeEachThing`'s steps for a parsed line; `keep`: whether the whole line's placement may keep
 * its weighing (`keptWeighing`).
 */
function placeThings(
  table: FoodTable,
  read: ParsedIngredient,
  measures: RecipeMeasures | null,
  keep: boolean,
): PlacedThings {
  const twoLines = twoAmounts(table, read, measures);
  if (twoLines !== null) return twoLines;
  // Indexed, not destructured: `[first, ...more]` of an array ran the iterator protocol, whose
  // check of the array's map failed (and the optimised code was thrown away) as the arrays' kind
  // changed once callers were optimised.
  const names = namesOfThings(read, listFoods(table).isFood);
  if (names !== null && names.length > 0) {
    const things: IngredientPlacement[] = [];
    for (let index = 0; index < names.length; index += 1) {
      things.push(placeIngredient(table, { ...read, name: names[index] ?? '' }, measures));
    }
    return things as unknown as PlacedThings;
  }
  keepWeighing = keep;
  const whole = placeIngredient(table, read, measures);
  keepWeighing = false;
  return (
    juiceAndZest(table, read, whole, measures) ??
    sharedAmount(table, read, whole, measures) ?? [whole]
  );
}

/**
 * "1 tsp salt and 1/2 tsp pepper", "1 free-range egg and 1 egg yolk", "2 tbsp soy sauce plus 1 tsp
 * sesame oil", "1 red and 1 yellow pepper": two lines written as one, as the shopping list splits
 * them (`splitAtAndAmount`), placed thing by thing so nutrition counts what the list buys; null
 * for any other line. Every part must name a food with an amount and every part after the first
 * must be weighed, or the line is placed whole ("2 inches long and 1 inch wide" is one thing).
 */
function twoAmounts(
  table: FoodTable,
  read: ParsedIngredient,
  measures: RecipeMeasures | null,
): PlacedThings | null {
  const parts = splitAtAndAmount(read.original);
  if (parts.length < 2) return null;
  const first = placeIngredient(table, parts[0] ?? '', measures);
  if (first.food === null || first.parsed.quantity === null) return null;
  const things: IngredientPlacement[] = [first];
  for (let index = 1; index < parts.length; index += 1) {
    for (const thing of placeEachThing(table, parts[index] ?? '', measures)) {
      if (thing.food === null || thing.grams === null) return null;
      things.push(thing);
    }
  }
  return things as unknown as PlacedThings;
}

/** "lemon zest and juice": a name of two things after words they share. */
const AND_JOIN = /\s+(?:and|&)\s+/i;

/**
 * "1 tbsp lemon zest and juice", "1 cup parsley and mint" where the whole names no food: two
 * things that share the one amount, half each, the words before the first shared by the second
 * when that makes a food ("lemon juice"); null for any other line, or when either is no food.
 */
function sharedAmount(
  table: FoodTable,
  read: ParsedIngredient,
  whole: IngredientPlacement,
  measures: RecipeMeasures | null,
): PlacedThings | null {
  if (whole.unplaced !== 'unknown-food' || read.quantity === null) return null;
  const sides = read.name.split(AND_JOIN);
  if (sides.length !== 2) return null;
  const [left = '', right = ''] = sides;
  const firstFood = table.find(left);
  if (firstFood === null || right.trim() === '') return null;
  const lead = left.trim().split(/\s+/).slice(0, -1).join(' ');
  const shared = lead === '' ? null : table.find(`${lead} ${right}`);
  const second = shared?.confidence === 'high' ? `${lead} ${right}` : right;
  if (table.find(second) === null) return null;
  const half = {
    ...read,
    quantity: read.quantity / 2,
    quantityMax: read.quantityMax === null ? null : read.quantityMax / 2,
  };
  return [
    placeIngredient(table, { ...half, name: left }, measures),
    placeIngredient(table, { ...half, name: second }, measures),
  ];
}

/**
 * "Juice and zest of 1 lemon", "1 orange, zested and juiced": the fruit's juice and its zest, two
 * foods, where `placeIngredient` gives the juice food with the zest's weight added; null for any
 * other line.
 */
function juiceAndZest(
  table: FoodTable,
  read: ParsedIngredient,
  whole: IngredientPlacement,
  measures: RecipeMeasures | null,
): PlacedThings | null {
  // The unit and the food looked at first: most lines have a unit, and their notes need not be
  // copied in lower case to be passed over.
  if (read.unit !== null || whole.food === null) return null;
  const notes = read.notes.toLowerCase();
  if (!JUICE_NOTE.test(notes)) return null;
  if (!ZEST_NOTE.test(notes)) return null;
  // Its parts are placed with other notes: such a line's weighing is not kept.
  keptWeighing = null;
  const juice = placeIngredient(table, { ...read, notes: 'juiced' }, measures);
  const zest = placeIngredient(table, { ...read, notes: 'zested' }, measures);
  const parts = juice.food === whole.food && zest.food !== null && zest.food !== whole.food;
  return parts ? [juice, zest] : null;
}

/** A line's placements, thing by thing: at least one. */
export type PlacedThings = readonly [IngredientPlacement, ...IngredientPlacement[]];
