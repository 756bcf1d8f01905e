/**
 * What a serving of a recipe holds: energy and the label's nutrients, 5 A Day portions, and how
 * much of the recipe's weight the figures stand on (coverage). Below MIN_COVERAGE the figures are
 * not shown as an estimate (`canEstimate` false): a wrong figure is worse than none.
 */
import { DEFAULT_SERVINGS } from '../constants.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import { unitDefinition } from '../ingredients/units.ts';
import { foldedForAsciiPatterns, isSpace } from '../ingredients/text.ts';
import { ingredientLine, type Recipe, type RecipeIngredient } from '../recipes/recipe.ts';
import { fiveADayPortions, type FiveADayGrams } from './five-a-day.ts';
import { NO_NUTRIENTS, type FiveADayKind, type Food, type Nutrients } from './food.ts';
import type { FoodTable } from './food-table.ts';
import { memoise } from '../memo.ts';
import { isAlternativeHeading, pointsToChoicesBelow } from './alternative-groups.ts';
import {
  MAX_LINE_GRAMS,
  placeEachThing,
  type IngredientPlacement,
  type PlacedThings,
} from './place-ingredient.ts';
import {
  measuredByRecipe,
  recipeMeasures,
  usSizes,
  type RecipeMeasures,
} from '../ingredients/recipe-measures.ts';
import { withoutWebAddresses } from '../shopping/not-to-buy.ts';
import { mayHoldWebAddress } from '../recipes/web-addresses-in-text.ts';

/** Least share of a recipe's weight that must be placed for its figures to be shown. */
export const MIN_COVERAGE = 0.6;

/**
 * A line with no amount misses no weight in the coverage ("olive oil", "fresh herbs"), so a list
 * written without amounts ("onions", "potatoes", "1 tsp cumin") had full coverage on its measured
 * lines and showed 2 kcal a serving: a wrong figure, not none. Its figures are shown only while
 * the lines counted are at least as many as the lines missed for want of an amount.
 */
function enoughMeasured(countedCount: number, missedForNoAmount: number): boolean {
  return countedCount >= missedForNoAmount;
}

// The servings a recipe without a usable figure is taken to make: SPEC §3's default, one
// constant. (Defined here it was a second export of core under that name, which every screen that
// parses a recipe imported, and which brought this module and the parser into the first visit.)
export { DEFAULT_SERVINGS };

/**
 * Why a line is not counted: the placement's reason, or 'alternative' for a line of a group the
 * recipe offers as a choice ("Variations", "Mix-in ideas", "Choose one": alternative-groups.ts),
 * read and left out on purpose.
 */
export type UnplacedLineReason = NonNullable<IngredientPlacement['unplaced']> | 'alternative';

export interface UnplacedLine {
  readonly line: string;
  readonly reason: UnplacedLineReason;
}

export interface RecipeNutrition {
  readonly servings: number;
  /** Energy and nutrients in one serving (kcal and kJ whole, grams to 0.1, salt to 0.01). */
  readonly perServing: Nutrients;
  /** Grams of one serving, as weighed from its ingredients. */
  readonly servingGrams: number;
  /** 5 A Day portions in one serving. */
  readonly fiveADay: number;
  /** Grams of each 5 A Day kind in one serving (for a day's total: `dayFiveADay`). */
  readonly fiveADayGrams: FiveADayGrams;
  /** Share of the recipe's weight placed, 0 to 1. */
  readonly coverage: number;
  /** Ingredient lines read, and how many of them are counted. */
  readonly lineCount: number;
  readonly countedCount: number;
  /**
   * Lines not counted, with why; a choice's lines ('alternative') last, after the lines the table
   * could not place.
   */
  readonly unplaced: readonly UnplacedLine[];
  /**
   * Lines read and left out of the figures on purpose: the oil a recipe deep-fries in (the pan's,
   * not the dish's), so a screen can say so rather than count it silently.
   */
  readonly fryingOil: readonly string[];
  /**
   * Grams of that oil counted as taken up by the fried food (TAKEN_UP_SHARE of the recipe's
   * weight, no more than the lines give), the whole recipe's; 0 when none is.
   */
  readonly fryingOilTakenUp: number;
  /**
   * Lines read and left out as a brine's (`brineLines`): the water, salt and sugar a joint or a
   * bird soaks in and is lifted out of.
   */
  readonly brine: readonly string[];
  /** Coverage is at least MIN_COVERAGE: the figures may be shown. */
  readonly canEstimate: boolean;
}

export interface NutritionInput {
  readonly ingredients: readonly (string | ParsedIngredient)[];
  readonly servings?: number | null;
  /**
   * Where the recipe is from (its page's address): an Australian site's cups and tablespoons are
   * its own (recipe-measures.ts).
   */
  readonly source?: string | null;
}

/** What an unplaced line probably weighs, so coverage can say how much is missing. */
const TYPICAL_UNPLACED: Readonly<Record<string, number>> = {
  can: 400,
  jar: 300,
  pack: 250,
  package: 250,
  packet: 250,
  bag: 250,
  box: 300,
  bottle: 500,
  carton: 500,
  tub: 250,
  punnet: 250,
  block: 250,
  clove: 5,
  bunch: 30,
  handful: 30,
  sprig: 1,
  leaf: 1,
  slice: 30,
  stick: 100,
  piece: 100,
  fillet: 150,
  head: 400,
  knob: 15,
  pat: 5,
  pinch: 0.4,
  dash: 0.6,
  drop: 0.05,
};

/**
 * What a recipe uses but nobody eats: wrappers, papers, sticks, smoking chips, bones for a stock,
 * a brew's hops (boiled and strained out), prawns' heads and shells (simmered for a stock), lolly
 * sticks, scallop shells and ovenproof dishes to serve in, the dish, pan or tin a recipe bakes in
 * (a list that names its equipment: "7x5-inch baking dish", "9-inch springform pan"), a parmesan
 * rind (simmered in a soup and taken out), ceramic baking beans or pie weights (to bake a case
 * blind). An unplaced line naming one ("36 corn husks", "6 pounds
 * chicken bones", "1 oz Cascade hops", "12 wooden ice cream sticks") misses no weight.
 */
export const NOT_EATEN =
  /\b(?:(?:corn|maize)\s+husks?|banana\s+lea(?:f|ves)|parchment(?:\s+paper)?|baking\s+paper|greaseproof\s+paper|(?:aluminium|aluminum|tin)\s+foil|(?:wooden\s+|bamboo\s+|metal\s+)?skewers?|toothpicks?|cocktail\s+(?:sticks?|picks?)|(?:wooden|ice[\s-]?cream|lolly|lollipop|popsicle|pop|craft)\s+sticks?|scallop\s+shells?|(?:heat|oven)[\s-]?(?:proof|safe)\s+(?:bowls?|dish(?:es)?)|(?:baking|casserole|gratin|roasting|pie|tart|loaf|cake|springform|bundt|muffin|sheet)\s+(?:dish(?:es)?|pans?|tins?|trays?)|ramekins?|(?:ceramic\s+)?(?:baking|pie)\s+(?:beans?|weights?)|ceramic\s+beans?|(?:kitchen|butcher'?s?)\s+(?:string|twine)|twine|cheesecloth|muslin|(?:hickory|mesquite|apple|cherry|oak|wood|smoking)\s*(?:wood\s+)?(?:chips?|chunks?)|(?:cupcake|muffin|paper)\s+(?:liners?|cases?)|vine\s+clippings|(?:parmesan|parmigiano(?:[\s-]+reggiano)?|pecorino|cheese)\s+rinds?|bones?|carcass(?:es)?|hops|(?:prawn|shrimp|lobster|crab|crayfish|langoustine)s?\s+(?:heads?|shells?)(?:\s+(?:and|&)\s+(?:heads?|shells?|tails?))?)\s*$/i;

/**
 * The last two letters, in lower case, of every word NOT_EATEN can end with ("husk", "husks",
 * "leaf", "leaves", "parchment", "paper", "foil", "skewer(s)", "…pick(s)", "stick(s)",
 * "shell(s)", "bowl(s)", "dish(es)", "pan(s)", "tin(s)", "tray(s)", "ramekin(s)", "bean(s)",
 * "weight(s)", "string", "twine", "cheesecloth", "muslin", "chip(s)", "chunk(s)", "liner(s)",
 * "case(s)", "clippings", "rind(s)", "bone(s)", "carcass(es)", "hops", "head(s)", "tail(s)").
 */
const NOT_EATEN_ENDINGS = new Set(
  'sk ks af es nt er il rs ck ll ls wl sh an ns in ay ys ht ts ng ne th ip ps nk se gs nd ds ss ad'.split(
    ' ',
  ),
);

/**
 * Whether NOT_EATEN may match `text`: false only where it cannot, so that a pass whose unplaced
 * lines name no such thing compiles it not at all (1 KB of alternatives under /i). It ends with
 * one of its words and white space: the text's last two characters before its white space are one
 * of NOT_EATEN_ENDINGS in either ASCII case (/i without /u folds no other character to them).
 */
export function mayBeNotEaten(text: string): boolean {
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end -= 1;
  if (end < 2) return false;
  const last = text.charCodeAt(end - 1);
  const before = text.charCodeAt(end - 2);
  if (last > 0x7f || before > 0x7f) return false;
  return NOT_EATEN_ENDINGS.has(String.fromCharCode(before | 0x20, last | 0x20));
}

/** NOT_EATEN's answer for `text`, asked only where it may match. */
const notEaten = (text: string): boolean => mayBeNotEaten(text) && NOT_EATEN.test(text);

/**
 * The parts of a bird or fish a stock is made from and strained of, named anywhere in a name that
 * is no food ("6 pounds beef bones and trimmings", "fish frames, heads, and tails", "3½ lbs
 * chicken necks or backs"): they miss no weight, as bones at a name's end do ("boneless" is not
 * "bones").
 */
const STOCK_PARTS =
  /\b(?:bones|carcass(?:es)?|frames)\b|\b(?:chicken|turkey|duck|goose|fish|salmon)\s+(?:necks?|backs?|heads?|frames?|wing\s+tips?)\b/i;

/**
 * A counted name ending in a leaf, a sprig, a petal, a flower or blossom, or a berry ("24 sage
 * leaves", "18 rose petals", "12 borage flowers", "5 juniper berries") weighs a gram or so a piece,
 * not the 100 g of one thing of unknown size: a food the table lacks, picked or used by the piece,
 * whose missing weight is a recipe's pinch. (A berry the table knows is weighed by its own row.)
 */
const SMALL_PIECE_NAME = /\b(?:leaf|leaves|sprigs?|petals?|flowers?|blossoms?|berry|berries)\W*$/i;
const SMALL_PIECE_GRAMS = 1;

/** What an unplaced line is taken to weigh in the coverage (exported for the benches). */
export function estimateUnplacedGrams(placement: IngredientPlacement): number {
  const { parsed, food } = placement;
  if (placement.unplaced === 'absurd-amount') return MAX_LINE_GRAMS;
  if (parsed.quantity === null && parsed.unit === null) return 0;
  // A thing named as what nobody eats misses nothing, even when a food is named before it
  // ("12 wooden ice cream sticks" is no ice cream).
  // The unit may be the thing's own word ("10 wooden lolly sticks": a stick of "wooden lolly").
  const withUnit = parsed.unit === null ? null : `${parsed.name} ${parsed.unit}`;
  // Or named before a comma, what follows saying how it is used ("8 skewers, 10 inches or
  // longer, soaked in water").
  const comma = parsed.name.indexOf(',');
  if (
    notEaten(parsed.name) ||
    (withUnit !== null && notEaten(withUnit)) ||
    (comma > 0 && notEaten(parsed.name.slice(0, comma)))
  ) {
    return 0;
  }
  if (food === null && STOCK_PARTS.test(parsed.name)) return 0;
  // A seasoning used by the pinch weighs next to nothing in any unit ("1 cinnamon stick").
  if (food?.negligible === true) return 0;
  if (parsed.unit === null && SMALL_PIECE_NAME.test(parsed.name)) {
    return Math.min((parsed.quantity ?? 1) * SMALL_PIECE_GRAMS, MAX_LINE_GRAMS);
  }
  return typicalGrams(parsed.quantity ?? 1, parsed.unit);
}

/**
 * What an amount of something the food model cannot weigh probably weighs, from its unit alone:
 * a mass as it is, a volume as water, a tin 400 g, a handful 30 g, one of a thing 100 g.
 */
export function typicalGrams(quantity: number, unitName: string | null): number {
  const amount = Math.max(0, Number.isFinite(quantity) ? quantity : 0);
  const unit = unitName === null ? undefined : unitDefinition(unitName);
  if (!unit) return Math.min(amount * 100, MAX_LINE_GRAMS);
  if (unit.dimension !== 'count') return Math.min(amount * unit.factor, MAX_LINE_GRAMS);
  return Math.min(amount * (TYPICAL_UNPLACED[unit.canonical] ?? 50), MAX_LINE_GRAMS);
}

/** Servings outside these are no recipe's ("0.0001 servings", "1e9 servings"). */
const MIN_SERVINGS = 0.1;
const MAX_SERVINGS = 10_000;

/** A recipe's brine lines when it has none, one array for all. */
const NO_LINES: readonly string[] = Object.freeze([]);

/** A usable number of servings: a believable positive number, else the default. */
export function servingsOrDefault(servings: number | null | undefined): number {
  return typeof servings === 'number' && servings >= MIN_SERVINGS && servings <= MAX_SERVINGS
    ? servings
    : DEFAULT_SERVINGS;
}

// A heading ends in a colon and white space (`/:\s*$/`): the trimmed line, whose white space
// `trim` took off, ends in the colon, a look at one character where the pattern scanned the line.
const isHeading = (line: string): boolean => {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.endsWith(':');
};

/**
 * A line made from lines above it in the same recipe ("240g sweet stiff starter (from above)",
 * "200ml stock (from above)", "2 cups stock, from recipe above", "dough from step 1", "1 ½ ounces
 * syrup (made from ingredients above)"): its weight is already counted there, so it adds nothing
 * and misses nothing.
 */
const MADE_ABOVE =
  /\b(?:from|made|prepared|reserved)\s+(?:the\s+)?(?:recipe\s+|ingredients?\s+)?above\b|\bfrom\s+step\s+\d+\b/i;

/**
 * What a line needs to be MADE_ABOVE's ("above", "step") or to point to choices below ("below",
 * CHOICES_BELOW in alternative-groups.ts): a line naming none of the three is neither. One short
 * scan a line, where the two patterns, each an alternation of words behind a word boundary, were
 * two long ones (and compiled only for a line that may match).
 */
const ABOVE_OR_BELOW = /above|below|step/i;

/**
 * Oil a recipe deep-fries in: the pan's oil, not the dish's. "1 litre vegetable oil, for deep
 * frying" or "2 quarts peanut oil for frying" counted whole were 8,000 kcal a recipe; the food
 * takes up only a share of it (TAKEN_UP_SHARE, counted where `friedInIt` says), so the line counts
 * as read and adds no more than that share. Only a fat (FRYING_FAT_SHARE g fat in 100 g: oils,
 * lard, dripping, not butter) whose line says deep-frying, or frying with at least
 * DEEP_FRYING_GRAMS of it, our choice: less than about two cups is a pan's shallow layer that the
 * food mostly takes up. Oil "plus extra for frying" is the recipe's own amount.
 */
export const DEEP_FRYING = /\bdeep[- ]?fr(?:y|ying|ied|ier|yer)\b/i;
export const FOR_FRYING = /\bfor\s+(?:the\s+)?fr(?:ying|yer|ier)\b/i;
export const EXTRA_FOR_FRYING = /\b(?:plus|and|with)\b[^,;]*\bfr(?:y|ying|yer|ier)\b/i;
const FRYING_FAT_SHARE = 90;
const DEEP_FRYING_GRAMS = 400;
/**
 * An oil (a liquid fat) of about a litre or more, frying said or not ("2 quarts safflower or
 * peanut oil", "8 c canola oil", "2 gallons peanut oil" for a turkey fryer): no dish takes up that
 * much; it is a fryer's or a confit's, the pan's, as said deep-frying oil is. Our choice: four US
 * cups of oil weigh about 845 g. Solid fats are left as read ("2.25kg lard, diced" is a sausage's).
 */
const UNSAID_FRYING_GRAMS = 800;

function isDeepFryingOil(line: string, food: Food, grams: number): boolean {
  if (food.per100g.fat < FRYING_FAT_SHARE) return false;
  // Each frying pattern needs "fry" or "fri" (in any case): a line with neither runs none.
  if (!saysFry(line)) return food.liquid && grams >= UNSAID_FRYING_GRAMS;
  if (EXTRA_FOR_FRYING.test(line)) return false;
  return (
    DEEP_FRYING.test(line) ||
    (grams >= DEEP_FRYING_GRAMS && FOR_FRYING.test(line)) ||
    (food.liquid && grams >= UNSAID_FRYING_GRAMS)
  );
}

/**
 * What deep-fried food takes up of the pan's oil, as a share of the recipe's weight. Fried foods
 * take up about 8-25% of their own weight in oil (the range summaries of the frying literature
 * give, e.g. https://talesofpiglingbland.com/bake/how-much-oil-is-retained-in-fried-food.html;
 * Lowe's Experimental Cookery, ch. "The amount of fat absorbed by fried foods", names the factors:
 * time, temperature, surface, coating). Our choice is the range's low end, 8%, and of the whole
 * recipe's weight: not all of a recipe is fried (a sauce, a marinade poured off), and no food
 * table gives the uptake across foods and batters. Kitchen Sanctuary's Korean fried chicken (1
 * litre of oil, "for deep frying") was 540 kcal a serving against the page's 814; with its oil
 * taken up, 796.
 */
const TAKEN_UP_SHARE = 0.08;

/**
 * A frying oil's line whose oil the food takes up a share of (TAKEN_UP_SHARE): one that says
 * deep-frying, or gives the amount it fries in. "Oil, for frying" with no amount may be a pan's
 * film that the dish's other lines already hold, and a litre of oil with no frying said is a
 * fryer's or a confit's (UNSAID_FRYING_GRAMS): both are left out whole, as before.
 */
function friedInIt(line: string, grams: number | null): boolean {
  return saysFry(line) && (grams !== null || DEEP_FRYING.test(line));
}

/** Whether a line holds "fry" or "fri" in any case (`foldedForAsciiPatterns`). */
export function saysFry(line: string): boolean {
  const folded = foldedForAsciiPatterns(line);
  return folded.includes('fry') || folded.includes('fri');
}

/**
 * A brine: a litre or more of water (BRINE_WATER_GRAMS) with salt of at least BRINE_SALT_SHARE of
 * its weight, in lines next to each other ("4 quarts water", "1 cup kosher salt", "¾ cup sugar"):
 * the meat soaks in it and is lifted out, and the brine is poured away. Its water, salt and sugar
 * (a food of BRINE_SUGAR_SHARE g sugars in 100 g: sugar, brown sugar; a salt is a food of
 * BRINE_SALT g salt in 100 g) were counted whole: for a chicken serving 4, 33 g of salt and 148
 * kcal of sugar a serving. Our choice: 2% salt, under the 3.5% of the cup of kosher salt to a
 * gallon that brines are commonly written with, and twice what a pot of soup or pasta water holds
 * (a tablespoon to two litres is 0.9%). What the meat takes up of the salt is not counted: no
 * table we use gives it.
 */
const BRINE_WATER_GRAMS = 1000;
const BRINE_SALT_SHARE = 0.02;
const BRINE_SALT = 90;
const BRINE_SUGAR_SHARE = 90;
const WATER = 'water';

type BrinePart = 'water' | 'salt' | 'sugar' | 'seasoning';

/** What a placed line is to a brine: water, salt, sugar, a seasoning steeped in it, or none. */
function brinePart(placed: PlacedThings | undefined): BrinePart | null {
  if (placed === undefined || placed.length !== 1) return null;
  const { food } = placed[0];
  if (food === null) return null;
  if (food.id === WATER) return 'water';
  if (food.per100g.salt >= BRINE_SALT) return 'salt';
  if (food.per100g.sugars >= BRINE_SUGAR_SHARE) return 'sugar';
  return food.negligible ? 'seasoning' : null;
}

/**
 * The indexes of `placements` that are a brine's (see BRINE_WATER_GRAMS), or null (most recipes:
 * one look at each line's food for a litre of water). `measured` gives a line's things as the
 * recipe's measures weigh them (a US quart).
 */
function brineLines(
  table: FoodTable,
  placements: readonly PlacedThings[],
  inputs: readonly (string | ParsedIngredient)[],
  measures: RecipeMeasures | null,
): ReadonlySet<number> | null {
  let brine: Set<number> | null = null;
  for (let index = 0; index < placements.length; index += 1) {
    const placed = placements[index];
    if (placed === undefined || placed[0].food?.id !== WATER) continue;
    // A US quart is 946 g, the table's (imperial) one 1,137: a smaller first weighing says no.
    if ((placed[0].grams ?? 0) < BRINE_WATER_GRAMS * 0.8) continue;
    // The run of lines around the water that are each a brine's part.
    let start = index;
    while (start > 0 && brinePart(placements[start - 1]) !== null) start -= 1;
    let end = index + 1;
    while (end < placements.length && brinePart(placements[end]) !== null) end += 1;
    let water = 0;
    let salt = 0;
    for (let at = start; at < end; at += 1) {
      const part = brinePart(placements[at]);
      if (part !== 'water' && part !== 'salt') continue;
      const placedAt = placements[at];
      if (placedAt === undefined) continue;
      const grams = measuredThings(table, placedAt, inputs[at], measures)[0].grams ?? 0;
      if (part === 'water') water += grams;
      else salt += grams;
    }
    if (water < BRINE_WATER_GRAMS || salt < BRINE_SALT_SHARE * water) continue;
    const found: Set<number> = brine ?? new Set<number>();
    for (let at = start; at < end; at += 1) found.add(at);
    brine = found;
    index = end - 1; // the run's other water is the same brine's
  }
  return brine;
}

/**
 * A line's things placed again with the recipe's measures where they change the line: its unit's
 * size, or a sized count of a food with US sizes in a US recipe ("2 large eggs"); else as placed.
 */
function measuredThings(
  table: FoodTable,
  placed: PlacedThings,
  input: string | ParsedIngredient | undefined,
  measures: RecipeMeasures | null,
): PlacedThings {
  const first = placed[0];
  return measuredByRecipe(first.parsed.unit, measures) ||
    (first.parsed.unit === null &&
      usSizes(measures) &&
      first.food?.portions.has('us-large') === true)
    ? placeEachThing(table, counted(input ?? first.line), measures)
    : placed;
}

/** The food MADE_FROM_ABOVE's lines are, by its shown name. */
const MADE_FOOD = 'butter';
/**
 * A food made in the recipe from a line above it, named by how it was made: "½ cup browned butter"
 * after "1½ cups butter" is some of that butter, browned, not more butter. Such a line adds
 * nothing while the lines above it of the same food hold at least its weight (less what earlier
 * made lines took); more than they hold is butter bought for it, and counts.
 */
const MADE_FROM_ABOVE = /\b(?:browned|brown|clarified)\s+butter\b/i;

/** Grams of `food` the plain (not made) lines of `things` before `end` place. */
function gramsAbove(things: readonly PlacedThings[], end: number, food: Food): number {
  let grams = 0;
  for (let index = 0; index < end; index += 1) {
    const placed = things[index];
    if (placed === undefined) continue;
    for (let at = 0; at < placed.length; at += 1) {
      const thing = placed[at];
      if (
        thing?.food === food &&
        thing.grams !== null &&
        !MADE_FROM_ABOVE.test(thing.parsed.name)
      ) {
        grams += thing.grams;
      }
    }
  }
  return grams;
}

const placers = new WeakMap<FoodTable, (line: string) => PlacedThings>();

/**
 * A line as nutrition counts it: a range at its first number ("2-3 cloves garlic" 2, "1-2 pounds
 * ribeye steaks" 1 pound), as the calculators recipe pages publish their figures by count one
 * (our choice, on the saved pages: the tuning half's median gap 11.9% → 10.1%, within 25% 77.5% →
 * 78.3%; the wider set's the same way). Placement elsewhere (grams, the pantry) keeps a range's
 * middle. A line of two amounts ("1-2 tsp salt and 1 tsp pepper") is read again whole, middle.
 */
function atRangeStart(parsed: ParsedIngredient): ParsedIngredient {
  return parsed.quantityMax === null ? parsed : { ...parsed, quantityMax: null };
}

/** A line, text or parsed, as nutrition counts it (`atRangeStart`). */
const counted = (line: string | ParsedIngredient): ParsedIngredient =>
  atRangeStart(typeof line === 'string' ? parseIngredient(line) : line);

/**
 * How a line of text is parsed and placed in a table, thing by thing (`placeEachThing`), memoised
 * by its text for that table: a collection repeats lines across recipes ("1 tbsp olive oil"), and
 * both steps are pure functions of it. Looked up once a recipe, not once a line.
 */
function linePlacer(table: FoodTable): (line: string) => PlacedThings {
  let place = placers.get(table);
  if (place === undefined) {
    place = memoise((text) => placeEachThing(table, counted(text)));
    placers.set(table, place);
  }
  return place;
}

/** One nutrient per serving, rounded to 1 / `factor` (1: whole, 10: tenths, 100: hundredths). */
function perServing(total: number, servings: number, factor: number): number {
  const value = total / servings;
  return Number.isFinite(value) && value > 0 ? Math.round(value * factor) / factor : 0;
}

/**
 * Each nutrient per serving: energy whole, salt to 0.01, the rest to 0.1. Written out by name,
 * in NUTRIENT_KEYS' order, as `addNutrients` is: a loop's changing key made each read and write
 * a slow lookup.
 */
function roundNutrients(total: Record<keyof Nutrients, number>, servings: number): Nutrients {
  return {
    energyKcal: perServing(total.energyKcal, servings, 1),
    energyKj: perServing(total.energyKj, servings, 1),
    fat: perServing(total.fat, servings, 10),
    saturates: perServing(total.saturates, servings, 10),
    carbohydrate: perServing(total.carbohydrate, servings, 10),
    sugars: perServing(total.sugars, servings, 10),
    fibre: perServing(total.fibre, servings, 10),
    protein: perServing(total.protein, servings, 10),
    salt: perServing(total.salt, servings, 100),
  };
}

/**
 * Adds `grams` of a food to `total`, nutrient by nutrient, as a loop over NUTRIENT_KEYS would:
 * written out, each line reads one named property, where the loop's changing key made every read
 * and write a slow lookup on every placed line. The same sums in the same order.
 */
function addNutrients(
  total: Record<keyof Nutrients, number>,
  per100g: Nutrients,
  grams: number,
): void {
  total.energyKcal += (per100g.energyKcal * grams) / 100;
  total.energyKj += (per100g.energyKj * grams) / 100;
  total.fat += (per100g.fat * grams) / 100;
  total.saturates += (per100g.saturates * grams) / 100;
  total.carbohydrate += (per100g.carbohydrate * grams) / 100;
  total.sugars += (per100g.sugars * grams) / 100;
  total.fibre += (per100g.fibre * grams) / 100;
  total.protein += (per100g.protein * grams) / 100;
  total.salt += (per100g.salt * grams) / 100;
}

/** A recipe's lines, each read and placed on its own (`placeRecipeLines`). */
interface RecipeLines {
  /** Each counted line's things, as placed on its own (thing by thing). */
  readonly placements: PlacedThings[];
  /** Each placement's line as given (text, or the parse the recipe gives). */
  readonly inputs: (string | ParsedIngredient)[];
  /** The lines of a group the recipe offers as a choice: read, not counted. */
  readonly alternatives: UnplacedLine[];
  readonly lineCount: number;
  /** Lines counted as made above ("the sauce from above"), which add nothing. */
  readonly madeAbove: number;
  /** Some line's food is water (only such a recipe may have a brine). */
  readonly water: boolean;
}

/**
 * A recipe's lines read and each placed on its own (thing by thing: "2 tbsp each parsley and
 * chives" is two): headings, links and the lines of a group offered as a choice set apart.
 * Indexed loops throughout: a `for…of` over an array ran the iterator protocol, whose map check
 * failed once the arrays' kind changed, and the optimised function was thrown away.
 */
function placeRecipeLines(
  table: FoodTable,
  ingredients: NutritionInput['ingredients'],
): RecipeLines {
  const placements: PlacedThings[] = [];
  const inputs: (string | ParsedIngredient)[] = [];
  const placeLine = linePlacer(table);
  // A group the recipe offers as a choice (its heading says so, or a line above said the groups
  // below are its choices): its lines are read and not counted (alternative-groups.ts).
  const alternatives: UnplacedLine[] = [];
  let choicesBelow = false;
  let inChoice = false;
  let water = false;
  let lineCount = 0;
  let madeAbove = 0;
  for (let at = 0; at < ingredients.length; at += 1) {
    const given = ingredients[at];
    if (given === undefined) continue;
    const original = typeof given === 'string' ? given : given.original;
    if (isHeading(original)) {
      if (original.trim() !== '') inChoice = choicesBelow || isAlternativeHeading(original.trim());
      continue;
    }
    // A link is not a food (as on the shopping list): a line that is only one and the words that
    // point at it ("Buy here: https://…") is not an ingredient, so it is neither counted nor
    // missed; one beside a food is read, and named, without it ("Parmesan, to serve"). Most lines
    // hold none: the cheap test first, so that the reading is not called (nor inlined) for them.
    const text = mayHoldWebAddress(original) ? withoutWebAddresses(original) : original;
    if (text === null) continue;
    const input = text === original ? given : text;
    lineCount += 1;
    if (inChoice) {
      alternatives.push({ line: text, reason: 'alternative' });
      continue;
    }
    const aboveOrBelow = ABOVE_OR_BELOW.test(text);
    if (aboveOrBelow && pointsToChoicesBelow(text)) choicesBelow = true;
    if (aboveOrBelow && MADE_ABOVE.test(text)) {
      madeAbove += 1;
      continue;
    }
    const placed =
      typeof input === 'string' ? placeLine(input) : placeEachThing(table, counted(input));
    placements.push(placed);
    inputs.push(input);
    if (placed[0].food?.id === WATER) water = true;
  }
  return { placements, inputs, alternatives, lineCount, madeAbove, water };
}

/** Each placement's first thing's parse: the lines `recipeMeasures` reads. */
function firstParses(placements: readonly PlacedThings[]): ParsedIngredient[] {
  const parsed: ParsedIngredient[] = [];
  for (let at = 0; at < placements.length; at += 1) {
    const placed = placements[at];
    if (placed !== undefined) parsed.push(placed[0].parsed);
  }
  return parsed;
}

/**
 * Each line's things placed again with the recipe's measures where they change the line
 * (`measuredThings`): the step only a recipe with measures takes.
 */
function measuredPlacements(
  table: FoodTable,
  placements: readonly PlacedThings[],
  inputs: readonly (string | ParsedIngredient)[],
  measures: RecipeMeasures,
): PlacedThings[] {
  const measured: PlacedThings[] = [];
  for (let at = 0; at < placements.length; at += 1) {
    const placed = placements[at];
    if (placed !== undefined) measured.push(measuredThings(table, placed, inputs[at], measures));
  }
  return measured;
}

/** A brine's lines, for a recipe with none (`countLines` asks it of every line). */
const NO_BRINE: ReadonlySet<number> = new Set<number>();

/** What a recipe's lines add up to (`countLines`). */
interface LineCounts {
  readonly total: Record<keyof Nutrients, number>;
  readonly fiveGrams: Partial<Record<FiveADayKind, number>>;
  readonly unplaced: UnplacedLine[];
  readonly fryingOil: string[];
  /** The oil the fried food takes up of (the first such line's food). */
  readonly fryingFood: Food | null;
  /** How much oil the frying lines give: Infinity once one gives no amount. */
  readonly fryingGiven: number;
  readonly placedGrams: number;
  readonly missingGrams: number;
  readonly countedCount: number;
  readonly missedForNoAmount: number;
}

/**
 * Each line's things counted: their nutrients added, or the line missed and why. `measured` is
 * each line's things as the recipe's measures place them; `placements` (as placed on their own)
 * give the lines' texts and the grams above a made line. A brine's lines are left to the brine.
 */
function countLines(
  placements: readonly PlacedThings[],
  measured: readonly PlacedThings[],
  brineAt: ReadonlySet<number>,
): LineCounts {
  const total: Record<keyof Nutrients, number> = { ...NO_NUTRIENTS };
  const fiveGrams: Partial<Record<FiveADayKind, number>> = {};
  const unplaced: UnplacedLine[] = [];
  const fryingOil: string[] = [];
  let fryingFood: Food | null = null;
  let fryingGiven = 0;
  let placedGrams = 0;
  let missingGrams = 0;
  let countedCount = 0;
  let missedForNoAmount = 0;
  // What the made lines (MADE_FROM_ABOVE) have taken of each food above them; made when one is met.
  let madeTaken: Map<Food, number> | undefined;
  for (let index = 0; index < placements.length; index += 1) {
    const placed = placements[index];
    const things = measured[index];
    if (placed === undefined || things === undefined || brineAt.has(index)) continue;
    const first = placed[0];
    // A line is counted when all its things are; the first thing missed says why it is not.
    let missed: UnplacedLine | null = null;
    let frying = false;
    for (let thing = 0; thing < things.length; thing += 1) {
      const placement = things[thing];
      if (placement === undefined) continue;
      const { food, grams } = placement;
      if (food !== null && isDeepFryingOil(placement.line, food, grams ?? DEEP_FRYING_GRAMS)) {
        frying = true;
        if (friedInIt(placement.line, grams)) {
          fryingFood ??= food;
          fryingGiven += grams ?? Infinity;
        }
        continue;
      }
      // The food's name is compared first: one string test on most lines, where the pattern scanned
      // every name.
      if (
        food !== null &&
        grams !== null &&
        food.name === MADE_FOOD &&
        MADE_FROM_ABOVE.test(placement.parsed.name)
      ) {
        const taken = (madeTaken ??= new Map<Food, number>()).get(food) ?? 0;
        if (gramsAbove(placements, index, food) - taken >= grams) {
          madeTaken.set(food, taken + grams);
          continue;
        }
      }
      if (food !== null && grams !== null) {
        placedGrams += grams;
        addNutrients(total, food.per100g, grams);
        if (food.fiveADay !== null) {
          fiveGrams[food.fiveADay] = (fiveGrams[food.fiveADay] ?? 0) + grams;
        }
        continue;
      }
      // A seasoning with no amount ("salt to taste") weighs nothing worth counting.
      if (food !== null && food.negligible && placement.unplaced === 'no-amount') continue;
      missingGrams += estimateUnplacedGrams(placement);
      missed ??= { line: placement.line, reason: placement.unplaced ?? 'unknown-food' };
    }
    if (frying) fryingOil.push(first.line);
    if (missed === null) countedCount += 1;
    else {
      unplaced.push(missed);
      if (first.parsed.quantity === null && first.parsed.unit === null) missedForNoAmount += 1;
    }
  }
  return {
    total,
    fiveGrams,
    unplaced,
    fryingOil,
    fryingFood,
    fryingGiven,
    placedGrams,
    missingGrams,
    countedCount,
    missedForNoAmount,
  };
}

/** The lines of a brine (`brineLines`), in their order. */
function brineTexts(placements: readonly PlacedThings[], brineAt: ReadonlySet<number>): string[] {
  const texts: string[] = [];
  for (let index = 0; index < placements.length; index += 1) {
    const placed = placements[index];
    if (placed !== undefined && brineAt.has(index)) texts.push(placed[0].line);
  }
  return texts;
}

/**
 * Nutrition per serving of a recipe, from its ingredient lines and servings. Its steps are each a
 * function of their own, and the recipe-wide ones few recipes take (the recipe's measures, a
 * brine) are called only for those: a step met first late in a run (the first recipe with
 * measures) threw away the optimised code of the function holding it, and when that was this
 * one, it held the largest compile of the run (the lines' placing and counting).
 */
export function recipeNutrition(table: FoodTable, recipe: NutritionInput): RecipeNutrition {
  const servings = servingsOrDefault(recipe.servings);
  // Each line placed on its own first; then, in a recipe whose measures the whole recipe decides
  // (a US recipe's pint, an Australian one's tablespoon), the lines they change placed again
  // with the recipe's sizes.
  const { placements, inputs, alternatives, lineCount, madeAbove, water } = placeRecipeLines(
    table,
    recipe.ingredients,
  );
  const measures = recipeMeasures(firstParses(placements), recipe.source ?? null);
  const measured =
    measures === null ? placements : measuredPlacements(table, placements, inputs, measures);
  // Only a recipe with water may have a brine (brineLines).
  const brineAt = (water ? brineLines(table, placements, inputs, measures) : null) ?? NO_BRINE;
  const brine = brineAt === NO_BRINE ? NO_LINES : brineTexts(placements, brineAt);
  const counts = countLines(placements, measured, brineAt);
  const { total, fiveGrams, unplaced, fryingOil, fryingFood, fryingGiven, missingGrams } = counts;
  const countedCount = madeAbove + brine.length + counts.countedCount;
  let { placedGrams } = counts;
  unplaced.push(...alternatives);
  const takenUp = fryingFood === null ? 0 : Math.min(TAKEN_UP_SHARE * placedGrams, fryingGiven);
  if (fryingFood !== null && takenUp > 0) {
    placedGrams += takenUp;
    addNutrients(total, fryingFood.per100g, takenUp);
  }

  const weighed = placedGrams + missingGrams;
  const coverage = weighed > 0 ? placedGrams / weighed : countedCount > 0 ? 1 : 0;
  const perServingFive: Partial<Record<FiveADayKind, number>> = {};
  const kinds = Object.keys(fiveGrams) as FiveADayKind[];
  for (let at = 0; at < kinds.length; at += 1) {
    const kind = kinds[at];
    const grams = kind === undefined ? undefined : fiveGrams[kind];
    if (kind !== undefined && grams !== undefined) perServingFive[kind] = grams / servings;
  }
  return {
    servings,
    perServing: roundNutrients(total, servings),
    servingGrams: Math.round(placedGrams / servings),
    fiveADay: fiveADayPortions(perServingFive),
    fiveADayGrams: perServingFive,
    coverage: Math.round(coverage * 1000) / 1000,
    lineCount,
    countedCount,
    unplaced,
    fryingOil,
    fryingOilTakenUp: Math.round(takenUp),
    brine,
    canEstimate:
      coverage >= MIN_COVERAGE &&
      placedGrams > 0 &&
      enoughMeasured(countedCount, counts.missedForNoAmount),
  };
}

/**
 * A recipe's lines with each group's title before its lines ("Variations:"), when the groups hold
 * the flat list, line for line in its order (as the importer splits a list at its headings), or the
 * flat list is empty; null when they do not (the flat list is then the recipe's own). Titles are
 * trimmed by the caller; an empty one heads nothing.
 */
export function linesUnderTitles(
  flat: readonly string[],
  groups: readonly { readonly title: string; readonly lines: readonly string[] }[],
): string[] | null {
  if (groups.length === 0) return null;
  const headed: string[] = [];
  let at = 0;
  for (const group of groups) {
    if (group.title !== '')
      headed.push(group.title.endsWith(':') ? group.title : `${group.title}:`);
    for (const line of group.lines) {
      if (flat.length > 0 && flat[at] !== line) return null;
      headed.push(line);
      at += 1;
    }
  }
  return flat.length === 0 || at === flat.length ? headed : null;
}

/** Each item's line, blank where an item gives none. */
function linesOf(items: readonly RecipeIngredient[]): string[] {
  const lines: string[] = [];
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at];
    lines.push(item === undefined ? '' : ingredientLine(item));
  }
  return lines;
}

/** Each item's line, leaving out an item that gives none. */
function nonBlankLinesOf(items: readonly RecipeIngredient[]): string[] {
  const lines: string[] = [];
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at];
    const line = item === undefined ? '' : ingredientLine(item);
    if (line !== '') lines.push(line);
  }
  return lines;
}

/**
 * Nutrition per serving of a recipe as the app holds it (its lines, flat or in groups). The
 * groups' titles go in as heading lines ("Variations:"), so a group offered as a choice is left
 * out (alternative-groups.ts).
 */
export function nutritionOfRecipe(
  table: FoodTable,
  recipe: Pick<Recipe, 'ingredients' | 'servings'> &
    Partial<Pick<Recipe, 'ingredientGroups' | 'sourceUrl'>>,
): RecipeNutrition {
  // Loops that push, not `map` then `filter`: the optimiser's own `map` made arrays of another
  // kind than the interpreter's, and each function they reached was thrown away.
  const groups = recipe.ingredientGroups;
  // Without groups (most recipes) the lines are read once, their blanks left out as they are
  // read: the flat list with its blanks and then a second array without them was one array a
  // recipe more for the collector.
  const lines =
    groups === undefined || groups.length === 0
      ? nonBlankLinesOf(recipe.ingredients)
      : nonBlank(linesInGroups(recipe.ingredients, groups));
  return recipeNutrition(table, {
    ingredients: lines,
    servings: recipe.servings,
    source: recipe.sourceUrl ?? null,
  });
}

/** A recipe's lines by its groups, titles before their lines (`linesUnderTitles`), or its flat list. */
function linesInGroups(
  items: readonly RecipeIngredient[],
  groups: Recipe['ingredientGroups'],
): string[] {
  const flat = linesOf(items);
  // Groups that do not hold the list leave the flat list, which is then not empty.
  return (
    linesUnderTitles(
      flat,
      groups.map((group) => ({
        title: typeof group.title === 'string' ? group.title.trim() : '',
        lines: linesOf(group.items),
      })),
    ) ?? flat
  );
}

/** `lines` without its blank ones. */
function nonBlank(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at];
    if (line !== undefined && line !== '') kept.push(line);
  }
  return kept;
}
