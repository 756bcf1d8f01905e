/**
 * A recipe's method steps from its markup, for a page without structured data: recipe-card
 * plugins' class names, then a Method heading, then class-name guesses, then a list whose items
 * each open with a "Step N" heading, then the paragraphs after a list of amounts or after the
 * recipe's ingredient list; without what a method box holds besides its steps.
 */
import { VULGAR_FRACTIONS } from '@plateful/core';
import type { Cheerio, CheerioAPI } from 'cheerio';
import {
  isListOfSentences,
  listOfAmounts,
  paragraphOfAmounts,
  tableOfAmounts,
} from './amount-lists.ts';
import {
  bySelectors,
  INGREDIENT_PART,
  ONE_STEP_SELECTORS,
  repeatedItems,
  STEP_PART,
  STEP_SELECTORS,
} from './card-classes.ts';
import { isTag, type AnyNode, type ParentNode } from 'domhandler';
import { cleanText, withoutStepNumbers } from './clean-text.ts';
import { isGroupHeading } from './ingredient-groups.ts';
import { headsPart, isGroupTitle } from './part-headings.ts';
import { isHeadingTag, shortText } from './dom-search.ts';
import { STARTS_WITH_NUMBER } from './line-parts.ts';
import { asTitle, lineText, texts, TICK_BOX } from './line-text.ts';
import { ADVERT_LABEL, METHOD_HEADING, NOT_STEPS_HEADING } from './part-words.ts';
import {
  isBareHeading,
  labelledHeadingSteps,
  opensWithAmount,
  partHeadings,
  siblingsUntilHeading,
  underHeading,
} from './under-heading.ts';
import { orStyledHidden } from './visible-content.ts';

/** A line that states a time ("Prep Time: 5 mins"), which a method box often lists with steps. */
const TIME_LINE = /^[^.!?]{0,30}\b(?:time|tid|zeit|temps|tiempo|tempo|tijd)\s*:\s*\d[^.!?]{0,20}$/i;

/**
 * Method steps from the page's markup; with `orHidden`, as `markupIngredients` reads lines. With
 * the recipe's `ingredients`, a method heading after their list is preferred (`stepsFromMarkup`).
 * With `cardGroupTitles`, a recipe card's titles of its groups of steps are read among them
 * (`STEP_GROUP_TITLES`).
 */
export function markupInstructions(
  $: CheerioAPI,
  { orHidden = false, ingredients = [] as readonly string[], cardGroupTitles = true } = {},
): string[] {
  const { titles, all } = linkTexts($);
  const names = ingredientWords(ingredients);
  const read = () => stepsFromMarkup($, ingredientListAt($, ingredients), cardGroupTitles, names);
  const steps = orHidden ? orStyledHidden($, read) : read();
  // A line that is one link and nothing else (a tag under the method: "sandwich", "lunch") is a
  // pointer to other pages, not a step.
  const listed = stepIngredientBlocks($, ingredients);
  const aside = asideLines($);
  const groupTitles = cardGroupTitles ? unlinkedGroupTitles($) : new Set<string>();
  const { counted, boxes } = stepItemParts($);
  return withoutCount(withoutExtras(steps.map((step) => counted.get(step) ?? step)))
    .filter((step) => !aside.has(step) && !isIngredientRun(step, names))
    .map((step) => withoutListedTail(withoutListedTail(step, listed), boxes))
    .map((step) => withoutIngredientTail(step, names))
    .filter((line) => groupTitles.has(line) || (!all.has(line) && !isCrossReference(line, titles)));
}

/**
 * The card's group titles that link nowhere (`STEP_GROUP_TITLES`): a title is the card's own
 * heading, not a pointer, though a post may link another recipe by the same words ("Chocolate
 * Cake" titling a layer cake's first steps, and a link to the site's chocolate cake).
 */
function unlinkedGroupTitles($: CheerioAPI): Set<string> {
  const titles = new Set<string>();
  // So is a lesser heading set right over a list (in its group's wrapper: the same card with its
  // class names gone, `<div><h4>Chocolate Cake</h4><ul>…`), as the method's reader keeps it.
  const overList = $('h2, h3, h4, h5, h6')
    .toArray()
    .filter((heading) => {
      const next = $(heading).next()[0];
      return next !== undefined && $(next).is('ul, ol') && isGroupTitle(heading);
    });
  const cards = [...STEP_GROUP_TITLES.values()].flatMap((selector) => $(selector).toArray());
  for (const element of [...cards, ...overList]) {
    if ($(element).find('a[href]:not([href^="#"])').length) continue;
    const text = shortText(element, GROUP_TITLE_CHARS);
    if (text) titles.add(text);
  }
  return titles;
}

/**
 * A heading that names a box beside the method, not a part of it: tips, variations, substitutions
 * ("Tipp", "Recipe Variations", "Chef's Tips"). Not "Notes": a box so titled may hold what the
 * method needs (with it, one held-out page's method fell).
 */
const ASIDE_HEADING =
  /^(?:(?:recipe|cook'?s|chef'?s|pro)\s+)?(?:tips?|tipps?|variations?|substitutions?|tips (?:and|&) tricks|astuces?|conseils?|hinweise?|consejos?|dicas?|consigli|suggerimenti|variaties|varianten?)\s*:?$/i;

/** The most characters of a box's heading. */
const ASIDE_HEADING_CHARS = 40;

/**
 * The texts of the items and paragraphs in a box that its own heading names as beside the method
 * (`<section><h2>Tipp</h2><ul><li>…`, a callout `<div><h3>Recipe Variations</h3><div><p>…<ul>`):
 * a step reader that finds a box's lines by a class the whole page shares, or reads on from a
 * method heading past a lesser one, takes them for steps.
 */
function asideLines($: CheerioAPI): Set<string> {
  const lines = new Set<string>();
  for (const heading of $('h2, h3, h4, h5, h6').toArray()) {
    const text = shortText(heading, ASIDE_HEADING_CHARS);
    if (!text || !ASIDE_HEADING.test(text)) continue;
    // The heading must open its box: the first element of its parent.
    const box = heading.parent;
    if (!box || $(box).children().first()[0] !== heading || $(box).is('body, main, article')) {
      continue;
    }
    for (const element of $(box).find('li, p').toArray()) {
      const line = shortText(element, 2000);
      if (line) lines.add(line);
    }
  }
  return lines;
}

/** A line in one form for comparing: lower case, fraction signs as figures ("½" as "1/2"). */
function comparable(text: string): string {
  return text
    .replace(/\p{No}/gu, (glyph) => {
      const fraction = VULGAR_FRACTIONS[glyph];
      return fraction ? ` ${fraction[0]}/${fraction[1]}` : glyph;
    })
    .replace(/\u2044/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** What ends one ingredient of a run set in a line (`data-separator=", "`). */
const RUN_SEPARATOR = /[\s,;，、]+$/u;

/** Whether `piece` is the start of `line` up to a word's end (both `comparable`). */
const startsLine = (line: string, piece: string) =>
  line.startsWith(piece) && !/[\p{L}\p{N}]/u.test(line.charAt(piece.length));

/**
 * The texts of the blocks a step's item holds after its text that only repeat lines of the
 * recipe's ingredient list, an element each (`<li><div>Whisk in the honey.</div><div><span>2 tbsp
 * honey, </span><span>1 tsp salt</span></div></li>`: WP Recipe Maker's ingredients shown under
 * each step, its class names gone): every element of the block is the start of one of the
 * recipe's lines, a note or a part in brackets perhaps left out ("4 chicken breasts" for "4 chicken
 * breasts sliced into strips"; "1/2 tsp salt" for "½ tsp salt"). Found by the item's shape, the
 * block after another, not by any plugin's name.
 */
function stepIngredientBlocks($: CheerioAPI, ingredients: readonly string[]): Set<string> {
  const blocks = new Set<string>();
  if (ingredients.length === 0) return blocks;
  const lines = ingredients.map((line) => [comparable(line), comparable(withoutBrackets(line))]);
  const isListed = (piece: string) =>
    /\p{L}/u.test(piece) &&
    lines.some(([line, bare]) => startsLine(line!, piece) || startsLine(bare!, piece));
  for (const item of $('li').toArray()) {
    const children = item.children.filter(isTag);
    for (const block of children.slice(1)) {
      // Nothing but its elements: no words of its own between them.
      if (block.children.some((node) => node.type === 'text' && /[\p{L}\p{N}]/u.test(node.data))) {
        continue;
      }
      const parts = block.children.filter(isTag);
      if (parts.length === 0) continue;
      const listed = parts.every((part) => {
        const text = shortText(part, 300);
        return text !== null && isListed(comparable(text.replace(RUN_SEPARATOR, '')));
      });
      const text = listed ? shortText(block, 3000) : null;
      if (text) blocks.add(text);
    }
  }
  return blocks;
}

/** Elements that set words within a line, not a block of their own. */
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'span',
  'b',
  'strong',
  'em',
  'i',
  'a',
  'small',
  'sup',
  'sub',
  'mark',
  'label',
  'u',
  'font',
]);

/** The most characters of a box's title inside a step ("ポイント", "Tip", "Chef's note"). */
const BOX_TITLE_CHARS = 20;

/**
 * Two parts of a step's list item that are not its text, found by the item's shape alone, in any
 * language (`<li><p>1</p><div><p>Boil the water.</p><div><p>ポイント</p><p>Use eggs straight from
 * the fridge…</p></div></div></li>`):
 * - `counted`: the item's text without the number a page shows in a block of its own before
 *   it, when that number is the item's place in its list ("1 Boil the water…" is "Boil the
 *   water…"). A number written in the step's own text is kept.
 * - `boxes`: the texts of boxes after the step's text that open with a short title of their own
 *   (no figure, no sentence's end) over a longer text (a tip, a note: "ポイント", "Tip"), left out of the step they end.
 */
function stepItemParts($: CheerioAPI): { counted: Map<string, string>; boxes: Set<string> } {
  const counted = new Map<string, string>();
  const boxes = new Set<string>();
  // Each item's place in its list, counted once a list.
  const places = new Map<AnyNode, number>();
  for (const list of $('ol, ul').toArray()) {
    let place = 0;
    for (const node of list.children)
      if (isTag(node) && node.name === 'li') places.set(node, ++place);
  }
  for (const item of $('li').toArray()) {
    const place = places.get(item);
    if (place === undefined) continue;
    // The first element that holds text, down the item's first children.
    const first: AnyNode | undefined = $(item)
      .find('*')
      .toArray()
      .find(
        (element) => element.children.every((node) => !isTag(node)) && $(element).text().trim(),
      );
    // A block of its own, not an inline number before the words (`<strong>2</strong> Whisk…`,
    // which the data of the pages so written keeps, as `withoutCount` does).
    const block = first !== undefined && isTag(first) && !INLINE_TAGS.has(first.name);
    const counter = block ? cleanText($(first).text()) : undefined;
    if (counter !== undefined && counter === String(place)) {
      const text = lineText($, item);
      if (text.startsWith(`${counter} `)) counted.set(text, text.slice(counter.length + 1));
    }
    for (const box of $(item).find('div, aside, section').toArray()) {
      const children = box.children.filter(isTag);
      if (children.length < 2 || !box.prev || !$(box).prevAll().text().trim()) continue;
      const title = shortText(children[0]!, BOX_TITLE_CHARS);
      if (!title || /\d|[.!?。！？]$/u.test(title)) continue;
      const rest = children
        .slice(1)
        .map((child) => $(child).text())
        .join(' ')
        .trim();
      if (rest.length <= title.length) continue;
      const text = lineText($, box);
      if (text) boxes.add(text);
    }
  }
  return { counted, boxes };
}

/** A step without a block of the recipe's lines its item ends with (`stepIngredientBlocks`). */
function withoutListedTail(step: string, blocks: ReadonlySet<string>): string {
  for (const block of blocks) {
    if (step.length > block.length && step.endsWith(block)) {
      const rest = step.slice(0, -block.length);
      if (/\s$/.test(rest) && rest.trim()) return rest.trimEnd();
    }
  }
  return step;
}

/** The last word of each ingredient line, brackets and notes after a comma left out. */
function ingredientWords(ingredients: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of ingredients) {
    const word = lastWord(withoutBrackets(line).split(',')[0]!);
    if (word) words.add(word);
  }
  return words;
}

/** A text's last word, in lower case, or undefined. */
const lastWord = (text: string) => /([\p{L}][\p{L}'’-]*)[^\p{L}]*$/u.exec(text)?.[1]?.toLowerCase();

/** Where a sentence ends and a run of amounts may start ("… set aside. 1 pound spaghetti"). */
const SENTENCE_THEN_AMOUNT = /[.!?]["'’”)\]]*\s+(?=[\d½⅓⅔¼¾⅛⅜⅝⅞])/gu;

/**
 * A step without the ingredients a recipe card repeats under it (`<li><div>Whisk in the
 * molasses.</div><div><span>¾ cup molasses, </span><span>1 teaspoon vanilla</span></div></li>`,
 * read as "Whisk in the molasses. ¾ cup molasses, 1 teaspoon vanilla"): after a sentence's end, a
 * run of pieces split by commas or "+", each starting with an amount and ending with the last word
 * of one of the recipe's lines ("molasses" of "¾ cup (227g) unsulphured molasses").
 */
export function withoutIngredientTail(step: string, names: ReadonlySet<string>): string {
  if (names.size === 0) return step;
  for (const match of step.matchAll(SENTENCE_THEN_AMOUNT)) {
    const at = match.index + match[0].length;
    const pieces = step
      .slice(at)
      .split(/\s*,\s*|\s+\+\s+/)
      .filter(Boolean);
    const listed = pieces.every(
      (piece) => STARTS_WITH_NUMBER.test(piece) && names.has(lastWord(piece) ?? ''),
    );
    if (listed) return step.slice(0, at).trimEnd();
  }
  return step;
}

/** The most words of one piece of a run of ingredients ("15 bolletje zwarte peper"). */
const INGREDIENT_PIECE_WORDS = 6;

/**
 * Whether a line is only a run of the recipe's ingredients, as a page sets the ones a step uses
 * over or beside it in a line of their own ("4 stengel selder, 2 wortels, 3 uien", "0,5 citroenen,
 * nootmuskaat"): pieces split by commas, none ending a sentence, each a few words whose last word
 * is (or, in the plural, starts with) the last word of one of the recipe's lines, and at least one
 * starting with an amount. A step that names its ingredients ("Add the flour, salt and milk.")
 * has words of its own.
 */
export function isIngredientRun(step: string, names: ReadonlySet<string>): boolean {
  if (names.size === 0 || /[.!?:]$/.test(step)) return false;
  // A comma between figures is a decimal one ("0,5 citroenen").
  const pieces = step.split(/\s*(?:(?<!\d),|,(?!\d))\s*/).filter(Boolean);
  const named = (word: string | undefined) =>
    word !== undefined &&
    (names.has(word) || [...names].some((name) => name.length >= 4 && word.startsWith(name)));
  return (
    pieces.some((piece) => STARTS_WITH_NUMBER.test(piece)) &&
    pieces.every(
      (piece) =>
        piece.split(/\s+/).length <= INGREDIENT_PIECE_WORDS &&
        (STARTS_WITH_NUMBER.test(piece) || !/\s/.test(piece)) &&
        named(lastWord(piece)),
    )
  );
}

/** A step's own number glued to its first word ("1Heat…", "2Mix…"). */
const LEADING_COUNT = /^(\d{1,2})(?=\p{L})/u;

/**
 * Steps without the numbers a page sets in an element of its own with no space after it
 * (`<li><span>1</span>Heat…</li>`, read as "1Heat…"): only when every step, two or more, starts
 * so with its own place in the list, 1, 2, 3…. Numbers an author writes with a dot or a space
 * ("1. Heat…", "1 Heat…") are kept: the same markup (`<strong>1.</strong> Heat…`) keeps them
 * on the pages whose data we have.
 */
export function withoutCount(steps: readonly string[]): string[] {
  const counted =
    steps.length >= 2 &&
    steps.every((step, index) => Number(LEADING_COUNT.exec(step)?.[1]) === index + 1);
  return counted ? steps.map((step) => step.replace(LEADING_COUNT, '')) : [...steps];
}

/**
 * The texts of the page's links: all of them, and those long enough to stand for a page's title
 * (12 characters on). A link to a place on the page itself (`href="#quinoa-crepes"`, a table of
 * contents over the post, "Jump to Recipe") points to no other page: a step or a group's title
 * it repeats stays.
 */
function linkTexts($: CheerioAPI): { titles: string[]; all: Set<string> } {
  const all = new Set<string>();
  for (const link of $('a:not([href^="#"])').toArray()) {
    const text = shortText(link, 200);
    if (text !== null) all.add(text);
  }
  return { titles: [...all].filter((text) => text.length >= 12), all };
}

/**
 * Whether a line is mostly the title of a link: a pointer to another recipe ("See also: Easy
 * flatbread", "Also good: spinach pie."), not a step.
 */
function isCrossReference(line: string, links: readonly string[]): boolean {
  const linked = links
    .filter((text) => line.includes(text))
    .reduce((sum, text) => sum + text.length, 0);
  return linked >= line.length * 0.6;
}

/** A step's number alone on its line ("1", "2."), set apart from the step's text. */
const STEP_NUMBER = /^\d{1,2}[.)]?$/;

/**
 * A worded step label alone on its line as the step's number alone (`<p><strong>Step 2</strong>
 * </p><p>Fold in the flour.</p>`, a label as an item of its own): the label is no step, and the
 * lines up to the next label are its step's, as `joinedBetweenNumbers` reads a figure alone.
 */
const asStepNumber = (line: string): string => STEP_LABEL_ALONE.exec(line)?.[1] ?? line;

/**
 * A step's line ended as a sentence before the next line is joined on: a title set apart with no
 * stop ("Make the sauce", then "Heat the oil.") is not to run into the text after it.
 */
const withSentenceEnd = (line: string, index: number, body: readonly string[]) =>
  index < body.length - 1 && /[\p{L}\p{N})]$/u.test(line) ? `${line}.` : line;

/**
 * The lines of a method whose steps a page numbers with a figure alone on its line (`<span
 * class="step-number">3</span><p>Fold in the flour.<br>Bake for 20 minutes.</p>`), each step's
 * lines between its number and the next number joined into one: a break (or a second paragraph)
 * inside a numbered step is the same step, as the number says. Only when the figures count up from
 * 1, two or more; the lines after the last number are left as they are, since nothing marks where
 * that step ends (a note may follow it), and so are lines among which a group's title stands.
 */
export function joinedBetweenNumbers(lines: readonly string[]): string[] {
  const numbers = lines.flatMap((line, at) => (STEP_NUMBER.test(line) ? [at] : []));
  const counted =
    numbers.length >= 2 && numbers.every((at, index) => parseInt(lines[at]!, 10) === index + 1);
  if (!counted) return [...lines];
  const joined = lines.slice(0, numbers[0]);
  numbers.forEach((at, index) => {
    const next = numbers[index + 1];
    const body = lines.slice(at + 1, next);
    joined.push(lines[at]!);
    // A group's title set between one step and the next number ("For the sauce:") stays apart.
    if (next === undefined || body.length < 2 || body.some(isGroupHeading)) joined.push(...body);
    else joined.push(body.map(withSentenceEnd).join(' '));
  });
  return joined;
}

/** A step's word for its label ("Step", "Passo", "Schritt"). */
const STEP_WORD = String.raw`(?:step|stap|schritt|passo|paso|etape|étape|steg|krok|lépés|adım)`;

/**
 * A step's worded label and number before its text ("Passo 1 Bata os ovos", "Step 2: Fold in…",
 * a step's title set as a heading in its list item: `<li><h3>Passo 1</h3><p>Bata…</p></li>`),
 * with the same number typed again at the text's start ("Step 3 3. Transfer…", "Step 3 3.Transfer":
 * a heading over a paragraph that counts too).
 */
const LABELLED_STEP = new RegExp(
  String.raw`^${STEP_WORD}\s*(\d{1,2})\s*[:.)-]?\s+(?:\1\s*[.):]\s*)?(?=\p{L})`,
  'iu',
);

/** A step's label alone ("Step 1", "Passo 2:"), as a heading over the step's text. */
const STEP_LABEL_ALONE = new RegExp(String.raw`^${STEP_WORD}\s*(\d{1,2})\s*[:.)–-]?$`, 'iu');

/**
 * The steps without their labels when every step opens with one, counting up from 1: the list
 * numbers its steps already, and the label is no part of what to do. Steps labelled out of order
 * ("Step 3" first) or only some of them keep what they say. A method in titled groups may count
 * each group's steps from 1 again ("Make the syrup", "Passo 1 …", "Passo 2 …", "Make the cake",
 * "Passo 1 …"): a line without a label right before a "1" is a group's title, and stays.
 */
export function withoutStepLabels(lines: readonly string[]): string[] {
  const label = (line: string | undefined) => Number(LABELLED_STEP.exec(line ?? '')?.[1]);
  let next = 1;
  const labelled =
    lines.filter((line) => label(line)).length >= 2 &&
    lines.every((line, index) => {
      const number = label(line);
      if (!number && label(lines[index + 1]) === 1) next = 1;
      else if (number === next) next += 1;
      else return false;
      return true;
    });
  return labelled ? lines.map((line) => line.replace(LABELLED_STEP, '')) : [...lines];
}

/** The most characters of an element's text in brackets that a line read from it may leave out. */
const BRACKETS_LEFT_OUT = 40;

/**
 * A line without what it says in brackets ("2 lbs (908 g) beef" is "2 lbs beef"), nor the tick
 * box before it (which the ingredients' lines are read without).
 */
const withoutBrackets = (text: string) =>
  text
    .replace(TICK_BOX, '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Where the recipe's ingredient list starts (`start`) and ends (`end`) on the page. */
type IngredientsAt = { start: AnyNode | undefined; end: AnyNode | undefined };

/**
 * Where the recipe's ingredient list is: the last element whose text is its first line (or, failing
 * that, its last), as a post may show the same line before its recipe card does; and the last
 * element whose text is its last line.
 */
function ingredientListAt($: CheerioAPI, all: readonly string[]): IngredientsAt {
  // The groups' titles ("For the dressing:") are no lines of the list: a page sets them apart.
  const ingredients = all.filter((line) => !isGroupHeading(line));
  if (ingredients.length < 2) return { start: undefined, end: undefined };
  const first = withoutBrackets(cleanText(ingredients[0]!));
  const last = withoutBrackets(cleanText(ingredients.at(-1)!));
  // A line may have been read without a part of its element's text (an amount converted to
  // another unit system, in brackets): brackets are left out on both sides.
  const limit = Math.max(first.length, last.length) + BRACKETS_LEFT_OUT;
  // One pass over the page: each element's text read once, for both lines.
  let atFirst: AnyNode | undefined;
  let atLast: AnyNode | undefined;
  for (const element of $('li, p, tr, dd').toArray()) {
    const raw = shortText(element, limit);
    if (raw === null) continue;
    const text = withoutBrackets(raw);
    if (text === first) atFirst = element;
    if (text === last) atLast = element;
  }
  return { start: atFirst ?? atLast, end: atLast };
}

/**
 * The titles of a recipe card's groups of steps, by the card's step selector (WP Recipe Maker's
 * `<div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name
 * wprm-recipe-instruction-group-name">For the cake</h4><ul>…`): read among the steps, in the
 * page's order, as the JSON-LD reader reads a `HowToSection`'s name (issue 31, session 64). A
 * group with no step titles none: its "title" is a note set where a title goes ("*Note: Check out
 * the recipe video above!" over an empty list), which the card's JSON-LD leaves out too.
 */
const STEP_GROUP_TITLES: ReadonlyMap<string, string> = new Map([
  [
    '.wprm-recipe-instruction-text',
    '.wprm-recipe-instruction-group:has(.wprm-recipe-instruction-text) .wprm-recipe-instruction-group-name',
  ],
]);

/** A step selector with its card's group titles, when the card has them. */
const withGroupTitles = (selector: string) => {
  const titles = STEP_GROUP_TITLES.get(selector);
  return titles === undefined ? selector : `${selector}, ${titles}`;
};

/**
 * Steps with the group titles among them as the page writes them: a title is read as a group
 * title ("For the cake:", `asTitle`), which the JSON-LD reader's section name does not end with.
 * A title that is only the method's heading word ("Instructions") is no group's.
 */
function withGroupTitlesAsWritten($: CheerioAPI, steps: readonly string[]): string[] {
  const titles = new Map<string, string>();
  for (const selector of STEP_GROUP_TITLES.values()) {
    for (const element of $(selector).toArray()) {
      const text = shortText(element, GROUP_TITLE_CHARS);
      if (text) titles.set(asTitle(text), text);
    }
  }
  if (titles.size === 0) return [...steps];
  return steps
    .filter((step) => !(titles.has(step) && isBareHeading(step, METHOD_HEADING)))
    .map((step) => titles.get(step) ?? step);
}

/** The most characters of a group title among a card's steps. */
const GROUP_TITLE_CHARS = 80;

/**
 * Steps from, in turn: recipe-card plugins, a Method heading, class-name guesses; without steps'
 * numbers set apart on lines of their own. A recipe's method follows its ingredients: when their
 * list is found (`ingredientsAt`), a Method heading above it (a post's own walkthrough before its
 * recipe card) is read only when nothing else gives steps.
 */
function stepsFromMarkup(
  $: CheerioAPI,
  { start: ingredientsAt, end }: IngredientsAt,
  cardGroupTitles: boolean,
  names: ReadonlySet<string>,
): string[] {
  // A box of facts before the first step goes before the steps' labels are read: they count from it.
  // A number written before each step's text ("1. Rub…") goes as a label does
  // (`withoutStepNumbers`, the structured data's own reading): the app numbers the steps.
  const steps = (lines: string[]) =>
    withoutStepNumbers(
      withoutStepLabels(
        withoutLeadingFacts(
          joinedBetweenNumbers(lines.map(asStepNumber)).filter((line) => !STEP_NUMBER.test(line)),
        ),
      ),
    );
  const withTitles = (selector: string) => (cardGroupTitles ? withGroupTitles(selector) : selector);
  const card = bySelectors(
    $,
    STEP_SELECTORS.slice(0, -1).map(withTitles),
    STEP_PART,
    INGREDIENT_PART,
    undefined,
    new Set([...ONE_STEP_SELECTORS].map(withTitles)),
  );
  const plugin = steps(cardGroupTitles ? withGroupTitlesAsWritten($, card) : card);
  if (plugin.length) return plugin;
  const after = ingredientsAt && comesAfter(ingredientsAt);
  // The method's headings are found once, for the headings after the list and, failing those, all.
  const headings = partHeadings($, METHOD_HEADING);
  const headed = steps(underHeading($, METHOD_HEADING, 'p', after, headings, cardGroupTitles));
  if (headed.length >= 2) return headed;
  const loose = steps(bySelectors($, STEP_SELECTORS.slice(-1), STEP_PART, INGREDIENT_PART));
  if (loose.length) return loose;
  const items = steps(repeatedItems($, STEP_PART));
  if (items.length >= 2 && !items.every((line) => FACT_ROW.test(line))) return items;
  const stepTexts = steps(texts($, $(STEP_TEXT)));
  if (stepTexts.length >= 2) return stepTexts;
  if (headed.length) return headed;
  const above = after
    ? steps(underHeading($, METHOD_HEADING, 'p', undefined, headings, cardGroupTitles))
    : [];
  if (above.length) return above;
  const labelledItems = steps(labelledItemSteps($));
  if (labelledItems.length) return labelledItems;
  const labelledHeadings = steps(labelledHeadingSteps($) ?? []);
  if (labelledHeadings.length) return labelledHeadings;
  const afterAmounts = steps(stepsAfterAmounts($));
  return afterAmounts.length || !end
    ? afterAmounts
    : steps(paragraphsAfterIngredients($, end, names));
}

/**
 * The items of a list whose every item opens with a heading that is a step's label alone, counting
 * up from 1 (`<ul><li><h6>Step 1</h6><p>Mix…</p></li><li><h6>Step 2</h6>…`): a method that no
 * heading and no class name points to. Two items or more; the labels are left for
 * `withoutStepLabels` to take off. A label over a list that counts out of order is no method's.
 */
function labelledItemSteps($: CheerioAPI): string[] {
  for (const list of $('ul, ol').toArray()) {
    const items = list.children.filter((node) => isTag(node) && node.name === 'li');
    if (items.length < FEWEST_LOOSE_STEPS) continue;
    const labelled = items.every((item, index) => {
      const first = isTag(item) ? item.children.find(isTag) : undefined;
      if (first === undefined || !isHeadingTag(first)) return false;
      const label = STEP_LABEL_ALONE.exec(shortText(first, 20) ?? '');
      return Number(label?.[1]) === index + 1;
    });
    if (labelled) return texts($, $(items));
  }
  return [];
}

/**
 * A row of facts about the recipe, a label and a short value or none ("Preparation : 10 min",
 * "Cooking : 0 min", "Accessories :"): a box whose class names the preparation and whose rows are
 * all such is the recipe's times and tools, not its method.
 */
const FACT_ROW = /^\p{L}[\p{L}\s]{0,25}\s*[:：]\s*[^.!?:：]{0,20}$/u;

/**
 * The text block of each numbered step, where a page sets a step's text apart from the rest of
 * its box (its ingredients, a photo): `<div class="recipe-step"><div class="recipe-step-title">
 * <span class="step-number">1</span>Wash…</div><ul class="recipe-step-ingredient">…</ul></div>`.
 */
const STEP_TEXT =
  '[class*="step-title" i], [class*="step-text" i], [class*="step-desc" i], [class*="step-content" i]';

/** The fewest paragraphs after the ingredients that are taken for a method without a heading. */
const FEWEST_LOOSE_STEPS = 2;

/**
 * The paragraphs after the recipe's ingredient list, up to the next heading, when nothing names
 * the method: a short post that lists its ingredients under a heading and then writes its steps
 * one paragraph each (`<p>Ingredients</p><ul>…</ul><p>Prepare your smoker…</p><p>Flip the
 * ribs…</p>`). `end` is the element of the list's last line. Not when another list follows
 * (then the paragraphs between title groups), nor for fewer than two paragraphs.
 */
function paragraphsAfterIngredients(
  $: CheerioAPI,
  end: AnyNode,
  names: ReadonlySet<string>,
): string[] {
  const list = $(end).closest('ul, ol, table, dl');
  const following = siblingsUntilHeading($, list.length ? list : $(end));
  const numbered = numberedStepsFirst($, following);
  if (numbered.length) return numbered;
  if (following.is('ul, ol')) return [];
  const paragraphs = texts($, following.filter('p'));
  if (paragraphs.length >= FEWEST_LOOSE_STEPS) return paragraphs;
  return numberedStepsUnderNextHeading($, following.length ? following.last() : list, names);
}

/**
 * The numbered steps under the heading that comes next after the ingredients, when it names no
 * part ("Here's how", "To make it", "Let's cook"): a method written as a numbered list of
 * sentences (`numberedStepsFirst`) under a heading of the post's own words. Not under a heading
 * that asks a question or names tips, notes, tools or storage (`NOT_STEPS_HEADING`), where a
 * numbered list of sentences is advice. `last` is the last element before that heading.
 */
function numberedStepsUnderNextHeading(
  $: CheerioAPI,
  last: Cheerio<AnyNode>,
  names: ReadonlySet<string>,
): string[] {
  let next = last[0]?.nextSibling ?? null;
  while (next && !isTag(next)) next = next.nextSibling;
  if (!next || !isHeadingTag(next)) return [];
  const text = shortText(next, 80);
  if (!text || /[?？]$/.test(text) || NOT_STEPS_HEADING.test(text)) return [];
  if (headsPart(text) && !METHOD_HEADING.test(text)) return [];
  const under = siblingsUntilHeading($, $(next));
  const numbered = numberedStepsFirst($, under);
  if (numbered.length) return numbered;
  return CALL_TO_COOK.test(text) && !NOT_A_CALL_TO_COOK.test(text)
    ? paragraphStepsNamingIngredients($, under, names)
    : [];
}

/**
 * A heading of the post's own words that calls to cook ("Let's bake!", "Time to cook", "Here's
 * how", "To make it", "Putting it together"): paragraphs are weaker signs of a method than a
 * numbered list, so only under such a heading are they read as one. A post's other headings
 * after its list ("Why you'll love it", "About the ingredients", "12 Comments") head paragraphs
 * that name the ingredients too.
 */
const CALL_TO_COOK =
  /\b(?:how|let'?s|let’s|time to|bak(?:e|ing)|cook(?:ing)?|mak(?:e|ing)|prep(?:are|aring)?|assembl\w*|put(?:ting)? it (?:all )?together|get(?:ting)? started|steps?|method|directions|instructions)\b/i;
/** …and not one about the dish or another part ("Make ahead", "Why this works", "What to serve"). */
const NOT_A_CALL_TO_COOK =
  /\b(?:why|what|about|ahead|comments?|reviews?|love|more|serv(?:e|es|ing)|ingredients?)\b/i;

/**
 * The paragraphs under such a heading ("Let's bake!", "Time to cook") read as the method when they
 * read as steps that use the recipe's ingredients: only paragraphs, two or more, none a question,
 * and most of them, two at least, naming one of the ingredients by its lines' last word ("Beat in
 * the eggs." for "2 eggs"). A post's story after its list talks about the dish, not its flour.
 */
function paragraphStepsNamingIngredients(
  $: CheerioAPI,
  under: Cheerio<AnyNode>,
  names: ReadonlySet<string>,
): string[] {
  if (names.size === 0 || !under.toArray().every((node) => isTag(node) && node.name === 'p')) {
    return [];
  }
  const paragraphs = texts($, under);
  if (paragraphs.length < FEWEST_LOOSE_STEPS || paragraphs.some((line) => /[?？]/.test(line))) {
    return [];
  }
  const naming = paragraphs.filter((line) => namesIngredient(line, names)).length;
  return naming >= FEWEST_LOOSE_STEPS && naming * 2 > paragraphs.length ? paragraphs : [];
}

/** Whether a text names one of the ingredients' last words, a plural's "s" or "es" aside. */
function namesIngredient(text: string, names: ReadonlySet<string>): boolean {
  const stem = (word: string) => word.replace(/(?:es|s)$/, '');
  const stems = new Set([...names].filter((name) => name.length >= 3).map(stem));
  return (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).some((word) =>
    stems.has(stem(word)),
  );
}

/**
 * Whether a node comes after `anchor` in the page (inside it counts as after). Each parent's
 * children are indexed once, so that testing every heading of a long page stays linear.
 */
export function comesAfter(anchor: AnyNode): (node: AnyNode) => boolean {
  const anchorLine = new Map<AnyNode, AnyNode>();
  for (let child = anchor, up = anchor.parent; up; child = up, up = up.parent) {
    anchorLine.set(up, child);
  }
  const indexes = new Map<AnyNode, Map<AnyNode, number>>();
  const indexOf = (parent: ParentNode, child: AnyNode) => {
    let index = indexes.get(parent);
    if (index === undefined) {
      index = new Map(parent.children.map((node, at) => [node, at]));
      indexes.set(parent, index);
    }
    return index.get(child) ?? -1;
  };
  return (node) => {
    if (anchorLine.has(node)) return false;
    for (let child = node, up = node.parent; up; child = up, up = up.parent) {
      if (up === anchor) return true;
      const other = anchorLine.get(up);
      if (other !== undefined) return indexOf(up, child) > indexOf(up, other);
    }
    return false;
  };
}

/** A photo's credit line ("Photo credit: © Site"), which sits among the steps under an image. */
const CREDIT_LINE = /^(?:(?:photo|image|picture)s?\s+(?:credit|by)\b|©)/i;
/** A yield stated after the last step ("… freeze for up to 3 months. Serves 4"). */
const TRAILING_YIELD = /\s+(?:serves|makes|yield)s?\s*:?\s*\d+(?:\s*[-–]\s*\d+)?\.?$/i;

/**
 * A tip set among the steps under a label of its own ("Tip: …", "Conseil : …", "Dica: …"): advice
 * on a step, not one to do. "Note:" is not one: pages write steps so.
 */
const TIP_LINE =
  /^(?:(?:pro |chef'?s )?tips?|tipp|conseils?|astuce|dica|consejo|truco|consiglio|suggerimento)\s*[:：]/i;

/**
 * A tip's label set in capitals before its text with no colon ("TIP De bolletjes peper…", "TIPP
 * Dazu passt…"), as a box of its own among the steps shows it.
 */
const CAPITAL_TIP_LINE =
  /^(?:TIPS?|TIPP|CONSEILS?|ASTUCE|DICA|CONSEJO|TRUCO|CONSIGLIO)\s+(?=\p{Lu})/u;

/**
 * An icon font's name for its glyph, read as text (`<span class="material-icons">lightbulb_outline
 * </span>`): one lower-case word joined by underscores.
 */
const ICON_NAME = /^[a-z]+(?:_[a-z]+)+$/;

/**
 * A fact about the recipe, a label and a duration alone ("Zubereiten 30min", "Auf dem Tisch in
 * 30min"), as a box of times over the steps lists them without a colon: read only in a row of
 * two or more before the first step, where steps of so few words would not stand.
 */
const LEADING_TIME_FACT =
  /^\p{L}[\p{L}\s/]{0,30}(?:\s\d+(?:[.,]\d+)?\s*(?:min(?:ute)?n?s?|m|h|hrs?|hours?|std|stunden?|heures?)){1,3}$/iu;

/**
 * The other facts such a box lists beside its times, each alone on its line: the servings ("Serves
 * 9", "Makes 12") and the difficulty ("Advanced", "Easy").
 */
const LEADING_OTHER_FACT =
  /^(?:(?:serves|makes|yields?|servings?|portions?)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?|easy|medium|moderate|intermediate|advanced|difficult|hard|beginner|expert)$/i;

/** The fewest facts in a row before the first step that are read as a box of facts. */
const LEADING_FACTS = 2;

/**
 * Lines without the box of facts listed before the first step (`LEADING_TIME_FACT`,
 * `LEADING_OTHER_FACT`: "Total 25h 29 mins", "Advanced", "Serves 9"): two such lines or more in a
 * row, with at least one time among them. A step of so few words would not stand there.
 */
export function withoutLeadingFacts(lines: readonly string[]): string[] {
  const isFact = (line: string) => LEADING_TIME_FACT.test(line) || LEADING_OTHER_FACT.test(line);
  const first = lines.findIndex((line) => !isFact(line));
  const timed = lines.slice(0, first).some((line) => LEADING_TIME_FACT.test(line));
  if (first >= LEADING_FACTS && timed) return lines.slice(first);
  // The same box set as the first item of the method's list, its facts run into one line ("Total
  // 25 mins Easy Serves 4", `<li><div>Total 25 mins</div><div>Easy</div>…</li>`).
  if (first === 0 && lines.length > 1 && isFactRun(lines[0]!)) return lines.slice(1);
  return [...lines];
}

/** The most words a line of facts run together is searched in. */
const FACT_RUN_WORDS = 16;

/**
 * Whether a line is two facts or more run together, a time among them ("Prep 10 min Cook 15 min",
 * "Total 25 mins Easy Serves 4"): its words split into consecutive pieces that each read as a
 * fact of `withoutLeadingFacts` and open with a capital, as a box's labels, each its own block,
 * do. No stop or comma: a step's sentence is none; nor is a terse first step's run of clauses
 * ("Soak the rice 30 min then cook 15 min", the second in lower case).
 */
export function isFactRun(line: string): boolean {
  if (/[.,;!?]\s|[.!?]$/.test(line)) return false;
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > FACT_RUN_WORDS) return false;
  // best[i]: how the first i words split into facts (how many, and whether a time is among them).
  const best: ({ count: number; timed: boolean } | undefined)[] = [{ count: 0, timed: false }];
  for (let end = 1; end <= words.length; end += 1) {
    for (let start = 0; start < end; start += 1) {
      const before = best[start];
      if (before === undefined) continue;
      const piece = words.slice(start, end).join(' ');
      if (!/^\p{Lu}/u.test(piece)) continue;
      const time = LEADING_TIME_FACT.test(piece);
      if (!time && !LEADING_OTHER_FACT.test(piece)) continue;
      const reading = { count: before.count + 1, timed: before.timed || time };
      const known = best[end];
      if (known === undefined || (reading.timed && !known.timed) || reading.count > known.count) {
        best[end] = reading;
      }
    }
  }
  const whole = best[words.length];
  return whole !== undefined && whole.count >= LEADING_FACTS && whole.timed;
}

/** A call to follow the site or save the recipe on a social network ("Pin it on Pinterest!"). */
const SOCIAL_LINE = /\b(?:pinterest|instagram|facebook|tiktok|youtube|twitter)\b/i;

/**
 * A call to show the site the dish made, set after the last step ("Did you make this? Tag us!",
 * "Tried this recipe? Let us know", "Tag @cooksite"): to the reader, not a step to do.
 */
const SHOW_US_LINE =
  /^(?:(?:did you|have you) (?:make|made|try|tried|bake|baked|cook|cooked) (?:this|it)\b|tried (?:this|it)(?: recipe)?\s*\?|tag (?:us|me|@)|share (?:a |your )?(?:photo|picture|pic)s?\b)/i;

/**
 * A closing line that sends the reader to more recipes ("If you liked this recipe, try…", "Se
 * você gostou da receita de Pipoca de frango, sugerimos…", "Si te ha gustado la receta…").
 */
const MORE_RECIPES_LINE =
  /^(?:if you (?:liked|enjoyed|loved) (?:this|the|our) recipe|se (?:você )?gostou d[ae] receita|si te (?:ha )?gust(?:ó|ado) (?:esta|la|nuestra) receta|se ti è piaciuta (?:questa|la) ricetta)\b/i;

/**
 * A line of the recipe's facts that a post sets after its method, a label first: its nutrition
 * ("Nutrition: Calories 250 kcal, Fat 8 g", "Calories: 250") or its tags and categories ("Tags:
 * pancakes, breakfast", "Filed under: Desserts"). No step opens so.
 */
const FACTS_AFTER_LINE =
  /^(?:nutrition(?:al)?(?:\s+(?:info(?:rmation)?|facts|values?))?(?:\s+per\s+(?:serving|portion))?|calories|tags?|categor(?:y|ies)|filed under|posted in)\s*[:：]/i;

/**
 * Steps without what a method box holds besides them: time lines ("Prep Time: 5 mins") and the
 * durations listed before the first step, photo credits, calls to follow on a social network,
 * show the dish made (`SHOW_US_LINE`) or read more recipes, tips, icons' names, nutrition and tag
 * lines, an advert's label set among the steps ("Advertisement", `ADVERT_LABEL`), and the yield
 * the last step ends with.
 */
export function withoutExtras(steps: readonly string[]): string[] {
  // Two such lines or more, and no sentence's end: "Boil the pasta for 8 minutes." is a step.
  const kept = withoutLeadingFacts(steps).filter(
    (line) =>
      !TIME_LINE.test(line) &&
      !CAPITAL_TIP_LINE.test(line) &&
      !ICON_NAME.test(line) &&
      !CREDIT_LINE.test(line) &&
      !SOCIAL_LINE.test(line) &&
      !SHOW_US_LINE.test(line) &&
      !MORE_RECIPES_LINE.test(line) &&
      !FACTS_AFTER_LINE.test(line) &&
      !ADVERT_LABEL.test(line) &&
      !TIP_LINE.test(line),
  );
  const last = kept.length - 1;
  if (last >= 0) kept[last] = kept[last]!.replace(TRAILING_YIELD, '') || kept[last]!;
  return kept;
}

/**
 * The paragraphs after a list of amounts, up to the next heading: the method of a page laid out
 * as `listOfAmounts` or `paragraphOfAmounts` describes. Not when another list follows: then the
 * paragraphs between are the titles of groups ("Garniture"), not steps.
 */
function stepsAfterAmounts($: CheerioAPI): string[] {
  const amounts = firstOfAmounts($);
  if (!amounts) {
    // Or after a paragraph broken by `<br>` into amounts, and the groups that continue it.
    const paragraph = paragraphOfAmounts($);
    return paragraph ? texts($, siblingsUntilHeading($, $(paragraph.last)).filter('p')) : [];
  }
  const following = siblingsUntilHeading($, $(amounts));
  const numbered = numberedStepsFirst($, following);
  if (numbered.length) return numbered;
  // Or after a line that leads into them ("Now for the method:"), a paragraph of its own.
  if (isLeadIn($, following.first())) {
    const led = numberedStepsFirst($, following.slice(1));
    if (led.length) return led;
  }
  if (following.is('ul, ol')) return [];
  return texts($, following.filter('p'));
}

/**
 * The page's first list of amounts (`listOfAmounts`), or its table of them (`tableOfAmounts`)
 * when that comes first: for a table, the outermost wrapper that holds it alone (a block editor's
 * `<figure><table>`), whose siblings are what follows it.
 */
function firstOfAmounts($: CheerioAPI): AnyNode | undefined {
  const list = listOfAmounts($);
  const table = tableOfAmounts($)?.table;
  if (!table || (list && !comesAfter(table)(list))) return list;
  let outer: AnyNode = table;
  while (
    outer.parent &&
    isTag(outer.parent) &&
    ['div', 'figure'].includes(outer.parent.name) &&
    $(outer.parent).children().length === 1
  ) {
    outer = outer.parent;
  }
  return outer;
}

/** The most characters of a line that leads into the method's list. */
const LEAD_IN_CHARS = 60;

/**
 * Whether an element is a paragraph that leads into the list after it ("Now for the method:",
 * "Directions:"): short, no figure, ending with a colon.
 */
function isLeadIn($: CheerioAPI, element: Cheerio<AnyNode>): boolean {
  if (!element.is('p')) return false;
  const text = cleanText(element.text());
  return text.length <= LEAD_IN_CHARS && /[:：]$/.test(text) && !/\d/.test(text);
}

/** A line that ends as a sentence does ("Bake for 20 minutes.", "Serve!"), a closing bracket aside. */
const SENTENCE_END = /[.!?。！？][\s)"'”’]*$/u;

/**
 * The items of a numbered list set right after the ingredients with no heading between (`<ul>…
 * </ul><ol><li>Mix the flour.</li><li>Bake.</li></ol>`), when each is a sentence and none opens
 * with an amount: the method, written as a list where others write paragraphs. A list of
 * ingredients after them (another group's, its title in a paragraph or not) is no method.
 */
function numberedStepsFirst($: CheerioAPI, following: Cheerio<AnyNode>): string[] {
  const first = following.first();
  // A list with bullets is one too when its items read as a method's sentences (`isListOfSentences`).
  if (!first.is('ol') && !(first.is('ul') && isListOfSentences($, first[0]!))) return [];
  const items = texts($, first.children('li'));
  return items.length >= FEWEST_LOOSE_STEPS &&
    items.every((item) => SENTENCE_END.test(item) && !opensWithAmount(item))
    ? items
    : [];
}
