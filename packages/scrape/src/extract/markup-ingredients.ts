/**
 * A recipe's ingredient lines from its markup, for a page without structured data: recipe-card
 * plugins' class names first, then blocks that share a class, lists under an Ingredients heading,
 * the list that reads best as ingredients, and last a list (or a paragraph broken by `<br>`) of
 * amounts that nothing names.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import {
  amountGroups,
  listOfAmounts,
  paragraphOfAmounts,
  paragraphRunOfAmounts,
  tableOfAmounts,
} from './amount-lists.ts';
import {
  BESIDE_INGREDIENTS,
  bySelectors,
  INGREDIENT_PART,
  INGREDIENT_SELECTORS,
  methodSteps,
  repeatedItems,
  STEP_PART,
} from './card-classes.ts';
import { scoredIngredientList } from './ingredient-candidates.ts';
import { dropJoinedCopies, joinAmountLines } from './line-parts.ts';
import { cleanText } from './clean-text.ts';
import { matching, shortText } from './dom-search.ts';
import { asTitle, dropUnitSystemCopy, TICK_BOX } from './line-text.ts';
import { comesAfter } from './markup-steps.ts';
import { isTimeLine } from './markup-times.ts';
import { withoutYieldLines } from './markup-yield.ts';
import {
  ADVERT_LABEL,
  GROUP_TITLE_LINE,
  INGREDIENT_HEADING,
  INGREDIENT_HEADING_LAST,
} from './part-words.ts';
import { withoutNutritionPart, withoutNutritionTable } from './nutrition-lines.ts';
import { readsAsProse } from './prose-lines.ts';
import { namesEquipment } from './part-headings.ts';
import { opensWithAmount, partHeadings, titledRow, underHeading } from './under-heading.ts';
import { orStyledHidden } from './visible-content.ts';

/**
 * A line wholly in brackets that starts with a word: a note under the line before ("(Contains
 * Soya)", an allergen list, brackets inside it and all: "(Contains Milk (lactose), Egg)"), not an
 * ingredient. "(400 g) tomatoes" or "(1 tin)" are not notes.
 */
const NOTE_LINE = /^\(\s*[^\d\s(](?:[^()]|\([^()]*\))*\)$/u;

/**
 * A dash typed before a line as its bullet ("- 200 g flour", "– 2 eggs", in a paragraph broken by
 * `<br>`): a dash and a space before the line's text. No ingredient line opens so.
 */
const DASH_BULLET = /^[-–—]\s+(?=\S)/u;

/** A line that opens with a duration ("10 mins prep", "1 hour 20 minutes"): a time, not a line. */
const DURATION_FIRST = /^\d+(?:[.,]\d+)?\s*(?:min(?:ute)?s?|hours?|hrs?|h)\b/i;

/**
 * A tick-all control's label as a line of its own ("Deselect All", "Select all", "Uncheck all":
 * a check box over the list that ticks every line), not an ingredient.
 */
const TICK_ALL = /^(?:(?:de)?select|(?:un)?check|(?:un)?tick|clear)\s+all$/i;

/**
 * A shopping-list control's label as a line of its own ("Add all ingredients to list", "Add to
 * shopping list", "Add all to cart"): a check box or button that puts the recipe on a list, not an
 * ingredient.
 */
const ADD_TO_LIST =
  /^add\s+(?:(?:all|these|the)\s+)*(?:ingredients\s+)?to\s+(?:(?:my|your|the|a)\s+)?(?:shopping\s+|grocery\s+)?(?:list|cart|basket|trolley)$/i;

/**
 * A letter: a line without one ("39.1", "35%", a nutrition box's figures read after the list)
 * names no ingredient. An amount on a line of its own is joined to its name before this is asked.
 */
const NAMES_SOMETHING = /\p{L}/u;

/**
 * Ingredient lines from the page's markup, with amounts set as lines of their own joined to their
 * names, a block's run-together copy of its lines dropped (line-parts.ts) and notes in brackets
 * and figures that stand as lines of their own left out. With `orHidden`, a page that shows none may give
 * them from a block hidden by its style (`orStyledHidden`): for a page read from markup alone, not
 * when the page's lines are checked against its structured data.
 */
export function markupIngredients($: CheerioAPI, { orHidden = false } = {}): string[] {
  const read = () => joinAmountLines(dropJoinedCopies(markupIngredientLines($)));
  const lines = orHidden ? orStyledHidden($, read) : read();
  const unticked = lines.map((line) => line.replace(TICK_BOX, '').replace(DASH_BULLET, ''));
  return withoutListHeading(
    withoutEquipment(withoutNutritionPart(withoutNutritionTable(withoutFootnotes(unticked)))),
  )
    .filter(
      (line) =>
        NAMES_SOMETHING.test(line) &&
        !NOTE_LINE.test(line) &&
        !TICK_ALL.test(line) &&
        !ADD_TO_LIST.test(line) &&
        !ADVERT_LABEL.test(line),
    )
    .map((line) => (GROUP_TITLE_LINE.test(line) ? asTitle(line) : line));
}

/**
 * A footnote's mark opening a line, with its text right after it ("*Substitute 1 can peaches.",
 * "†Available in most shops"): a note on a line marked above it. A bullet typed as an asterisk
 * is followed by a space ("* 200 g flour").
 */
const FOOTNOTE = /^(?:\*+|[†‡])(?=\p{L})/u;

/**
 * The lines without the footnotes that end them: notes set under the list on what a marked line
 * may be swapped for or where to buy it, no ingredients. Lines that all open with the mark are
 * the list's own way of writing lines, and stay.
 */
export function withoutFootnotes(lines: readonly string[]): readonly string[] {
  let end = lines.length;
  while (end > 0 && FOOTNOTE.test(lines[end - 1]!)) end -= 1;
  return end > 0 ? lines.slice(0, end) : lines;
}

/**
 * The lines before a group title that heads the equipment ("Equipment:", "Utensilien:" as an
 * item of the list): the tools after it are no ingredients. A first line so titled is left to
 * the rules that read it.
 */
export function withoutEquipment(lines: readonly string[]): readonly string[] {
  const end = lines.findIndex(
    (line, index) => index > 0 && line.endsWith(':') && namesEquipment(line),
  );
  return end > 0 ? lines.slice(0, end) : lines;
}

/** The most characters of a list's first item that heads the list ("Ingredients for 6 people:"). */
const LIST_HEADING_CHARS = 40;

/**
 * The lines without a first one that heads the whole list: an item written as the list's own
 * heading, the ingredients word alone or with the yield ("Ingredients:", "Ingredienti per 6
 * tortini"). It says what the list is, and for how many; it is no ingredient. One that names a
 * part ("Ingredients for the crust") titles the first group and stays.
 */
export function withoutListHeading(lines: readonly string[]): readonly string[] {
  const first = lines[0];
  if (first === undefined || first.length > LIST_HEADING_CHARS) return lines;
  const heading = INGREDIENT_HEADING.exec(first);
  if (heading === null) return lines;
  const rest = first.slice(heading[0].length);
  return /^\s*[:：]?\s*$/.test(rest) || /\d/.test(rest) ? lines.slice(1) : lines;
}

function markupIngredientLines($: CheerioAPI): string[] {
  // Each rule in turn; lines that read as prose (a method, or notes on the ingredients that sit
  // under the same class name or heading) are passed over for the next rule's.
  const rules: (() => string[] | undefined)[] = [
    () => {
      const found = bySelectors(
        $,
        INGREDIENT_SELECTORS,
        INGREDIENT_PART,
        STEP_PART,
        methodSteps($),
        undefined,
        BESIDE_INGREDIENTS,
      );
      return found.some(opensWithAmount) ? found : (headingLinesInPart($, found) ?? found);
    },
    () => {
      const items = repeatedItems($, INGREDIENT_PART, true, (box) => titledRow($, box));
      return items.length >= 2 ? items : undefined;
    },
    () => underHeading($, INGREDIENT_HEADING, 'li', undefined, ingredientHeadings($)),
    () => scoredIngredientList($),
    () => {
      // The first list of amounts on the page, made as a list or as a run of paragraphs, or as
      // one paragraph broken by <br> before them (`<p>400g tomatoes<br>1 onion<br>…</p>` in a
      // post, before a comment's list of what its reader changed: "2 tbsp honey instead").
      const amounts = listOfAmounts($);
      const paragraphs = paragraphRunOfAmounts($);
      const broken = paragraphOfAmounts($);
      const before = (node: AnyNode, other: AnyNode | undefined) =>
        other === undefined || comesAfter(node)(other);
      // Only one that is more than a card's times and yield ("10 mins prep<br>20 mins cook").
      if (
        broken &&
        amounts &&
        withoutYieldLines(broken.lines).filter(
          (line) => !isTimeLine(line) && !DURATION_FIRST.test(line),
        ).length >= 3 &&
        before(broken.first, amounts) &&
        before(broken.first, paragraphs?.first)
      ) {
        return broken.lines;
      }
      if (paragraphs && (!amounts || comesAfter(paragraphs.first)(amounts))) {
        return paragraphs.lines;
      }
      // Or a table of names and amounts before any such list (`tableOfAmounts`).
      const table = tableOfAmounts($);
      if (table && before(table.table, amounts) && before(table.table, paragraphs?.first)) {
        return table.lines;
      }
      return amounts ? amountGroups($, amounts) : undefined;
    },
    () => paragraphOfAmounts($)?.lines,
  ];
  for (const rule of rules) {
    // A yield among the lines (a servings box beside the heading: "Μερίδες 6") is none of them;
    // lines that are yields alone are no ingredient list, and the next rule is tried.
    const found = rule();
    // So is a labelled time ("Prep: 20 mins") listed with them.
    const lines =
      found && dropUnitSystemCopy(withoutYieldLines(found).filter((line) => !isTimeLine(line)));
    if (lines?.length && !readsAsProse(lines) && !isNumberedMethod(lines)) return lines;
  }
  return [];
}

/**
 * The lines under an Ingredients heading inside a block whose class names the ingredients, when
 * they open with amounts and the block's list found by class (`found`), none of which opens with
 * one, is another: the part's own lines set as paragraphs, with the tools' list after them
 * (`<div class="print-ingredients"><h2>Ingrediënten</h2><div><p><span>3</span> tenen knoflook
 * </p>…</div><h2>Dit heb je nodig</h2><ul class="print-ingredients-kitchen_list"><li>bakpapier
 * </li>…`). Undefined otherwise.
 */
function headingLinesInPart($: CheerioAPI, found: readonly string[]): string[] | undefined {
  if (found.length === 0) return undefined;
  const headings = partHeadings($, INGREDIENT_HEADING).filter(
    (heading) => $(heading).closest(INGREDIENT_PART).length > 0,
  );
  if (headings.length === 0) return undefined;
  const lines = underHeading($, INGREDIENT_HEADING, 'li', undefined, headings);
  const items = lines.filter((line) => !line.endsWith(':'));
  if (items.length < 2 || items.filter(opensWithAmount).length * 2 < items.length) return undefined;
  const known = new Set(found);
  return lines.some((line) => known.has(line)) ? undefined : lines;
}

/**
 * The Ingredients headings, those of the recipe's card first, then, found only when those give
 * no list with amounts, the headings that name the list in other words ("Gather Your
 * Ingredients"): a site menu under a bare "Ingredients" tab is no list of amounts.
 */
function* ingredientHeadings($: CheerioAPI): Generator<AnyNode> {
  yield* cardHeadingsFirst($, partHeadings($, INGREDIENT_HEADING));
  yield* partHeadings($, INGREDIENT_HEADING_LAST);
}

/**
 * The Ingredients headings with those of the recipe's card first. A post often lists what goes in
 * its recipe ("Ingredients you'll need", with amounts) before the recipe itself, and the recipe's
 * card then opens with the recipe's name as a heading of its own, repeating the page's headline
 * (`<h1>Blueberry Galette</h1>` … `<h2>Blueberry Galette</h2><h3>Ingredients</h3>`): the
 * headings after that repeat head the recipe's own list, the full one a cook reads from.
 */
function cardHeadingsFirst($: CheerioAPI, headings: readonly AnyNode[]): readonly AnyNode[] {
  if (headings.length < 2) return headings;
  const h1 = $('h1').first();
  const headline = cleanText(h1.text()).toLowerCase();
  if (!headline) return headings;
  const repeat = [...matching($, 'h2, h3, h4, h5, h6')].find(
    (heading) => shortText(heading, 200)?.toLowerCase() === headline,
  );
  if (repeat === undefined || !comesAfter(h1[0]!)(repeat)) return headings;
  const inCard = comesAfter(repeat);
  const first = headings.filter(inCard);
  if (first.length === 0 || first.length === headings.length) return headings;
  return [...first, ...headings.filter((heading) => !inCard(heading))];
}

/**
 * Whether lines are a method's numbered steps ("1. Place all ingredients into a bowl.", "2. Mix
 * …"): the first three start "1.", "2.", "3." and a word, and hold twelve words or more between
 * them. Ingredient lines start with amounts, which do not count up one by one.
 */
export function isNumberedMethod(lines: readonly string[]): boolean {
  const first = lines.filter((line) => !line.endsWith(':')).slice(0, 3);
  if (first.length < 3) return false;
  let words = 0;
  for (const [index, line] of first.entries()) {
    const match = /^(\d+)\.\s+(\p{L}.*)$/u.exec(line);
    if (match === null || Number(match[1]) !== index + 1) return false;
    words += match[2]!.split(/\s+/).length;
  }
  return words >= 12;
}
