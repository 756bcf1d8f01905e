/**
 * The last resort when a page has no structured data: its own markup. Common recipe-card
 * plugins' class names first (WP Recipe Maker, Tasty, Mediavine Create and similar "ingredient"
 * and "instruction" lists), then lists and paragraphs under headings that read Ingredients /
 * Method (in the languages of our users' favourite sites).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import { is, selectAll, selectOne } from 'css-select';
import {
  hasChildren,
  isTag,
  isText,
  type AnyNode,
  type Element,
  type ParentNode,
} from 'domhandler';
import { contains } from 'cheerio';
import { cleanText } from './clean-text.ts';
import { scoredIngredientList } from './ingredient-candidates.ts';
import { dropJoinedCopies, joinAmountLines, lineFromParts } from './line-parts.ts';
import { INGREDIENT_HEADING, METHOD_HEADING } from './part-words.ts';
import { STEP_LABEL } from './schema-recipe.ts';

/** Headings of the notes after a method (tips, variations, storage): they end the steps. */
const NOTES_HEADING =
  /^(?:notes?|tips?(?: (?:&|and) tricks)?|variations?|storage|sugerencias?|consejos?|trucos?|notas?|dicas?|conseils?|astuces?|remarques?|tipps?|hinweise?|anmerkungen?|suggerimenti|consigli|opmerkingen?|tips? en tricks|noter|vinkit|wskazówki|uwagi)\s*[:：]?$/iu;

const TIME_LABEL = /\b(?:time|tid|zeit|temps|tiempo|tempo|tijd)\b|\d/i;
/** A heading's word for time: with it, a number in the heading is a time, not a yield. */
const TIME_WORD = /\b(?:time|tid|zeit|temps|tiempo|tempo|tijd|min(?:ute)?s?|hours?)\b/i;
/** The most characters of an ingredient heading that states a yield ("Zutaten für 4 Personen"). */
const YIELD_HEADING_CHARS = 40;

const INGREDIENT_SELECTORS = [
  // schema.org properties outside any Recipe item (a theme's leftover microdata).
  '[itemprop="recipeIngredient"], [itemprop="ingredients"]',
  '.wprm-recipe-ingredient',
  '.tasty-recipes-ingredients li',
  '.mv-create-ingredients li',
  '.wpzoom-rcb-ingredients li, .ingredients-list li',
  '[class*="ingredient" i] li',
  // A definition list whose descriptions are the ingredients: its terms title their groups.
  'dl > dd[class*="ingredient" i]',
  // A definition list of ingredients: each term is a line (name and amount).
  '[class*="ingredient" i] > dt',
];
const INGREDIENT_PART = '[class*="ingredient" i]';
const STEP_PART =
  '[class*="instruction" i], [class*="direction" i], [class*="method" i], [class*="preparation" i]';
const STEP_SELECTORS = [
  '[itemprop="recipeInstructions"] li, [itemprop="recipeInstructions"] p',
  '[itemprop="recipeInstructions"]',
  '.wprm-recipe-instruction-text',
  '.tasty-recipes-instructions li',
  '.mv-create-instructions li',
  '.wpzoom-rcb-direction, .direction-step',
  '[class*="instruction" i] li, [class*="direction" i] li, [class*="method" i] li, [class*="preparation" i] li',
];

/**
 * A list given twice or more in a row (a print copy and a screen copy, a mobile tab and a desktop
 * column) read once.
 */
export function dropRepeats(lines: readonly string[]): string[] {
  for (let size = 1; size <= lines.length / 2; size += 1) {
    if (lines.length % size !== 0) continue;
    if (lines.every((line, index) => line === lines[index % size])) return lines.slice(0, size);
  }
  return [...lines];
}

/** Blocks hidden by their own style, which a script may show (a recipe card drawn on load). */
const STYLED_HIDDEN = '[style*="display:none"], [style*="display: none"]';
/** Elements a reader never sees: other unit systems, screen-reader copies, collapsed extras. */
const ALWAYS_HIDDEN =
  '[hidden], .hidden, .d-none, .sr-only, .screen-reader-text, [class*="visuallyhidden" i], [class*="visually-hidden" i]';
const HIDDEN = `${ALWAYS_HIDDEN}, ${STYLED_HIDDEN}`;

/** Pages being read again with blocks hidden by their own style counted as seen. */
const revealedPages = new WeakSet<CheerioAPI>();

/**
 * `read`'s lines for the page, else, when it finds none among what a reader sees and the page
 * hides blocks by their style, its lines with those blocks counted as seen: some sites send the
 * whole recipe card hidden (`<div class="rk_modern" style="display: none;">`) and show it from a
 * script, so the only recipe on the page is there. Other hidden copies (a second unit system, a
 * screen-reader text, `[hidden]`) stay unread.
 */
function orStyledHidden($: CheerioAPI, read: () => string[]): string[] {
  const lines = read();
  if (lines.length || matching($, STYLED_HIDDEN).size === 0) return lines;
  revealedPages.add($);
  try {
    return read();
  } finally {
    revealedPages.delete($);
  }
}

/**
 * Page furniture that sits among a recipe's lines: share buttons ("Facebook", "WhatsApp"). Only
 * the list and its items are tested, as WordPress also writes "shared" into a post's classes.
 */
const FURNITURE =
  '.sharedaddy, li[class*="share" i], li[class*="social" i], [class*="share" i] > li, [class*="social" i] > li';

/**
 * The elements of a page that match a selector, found once per page and selector: testing each
 * element against a selector (`closest`, `is`) parses the selector again on every call. Kept by
 * the page's `$` (one per page read): `$.root()` builds a new selection on every call, which
 * cost more than the lookup when asked for each line of a long list.
 */
const matchCache = new WeakMap<CheerioAPI, Map<string, Set<AnyNode>>>();
function matching($: CheerioAPI, selector: string): Set<AnyNode> {
  let bySelector = matchCache.get($);
  if (!bySelector) matchCache.set($, (bySelector = new Map()));
  let found = bySelector.get(selector);
  if (!found) bySelector.set(selector, (found = new Set($(selector).toArray())));
  return found;
}

/** The element or its nearest ancestor that is in `set`, if any. */
function closestIn(element: AnyNode, set: ReadonlySet<AnyNode>): AnyNode | undefined {
  for (let node: AnyNode | null = element; node; node = node.parent) {
    if (set.has(node)) return node;
  }
  return undefined;
}

/*
 * Cheerio's `.find` hands all the elements' children to css-select as one array, which it
 * de-duplicates by comparing each with every other: on a list of 100,000 items that took minutes.
 * These search each element on its own, in page order (the elements given are siblings).
 */

/** The descendants of `elements` that match `selector`. */
function findIn($: CheerioAPI, elements: Cheerio<AnyNode>, selector: string): Cheerio<Element> {
  return $(elements.toArray().flatMap((element) => selectAll<AnyNode, Element>(selector, element)));
}

/**
 * `elements` that match `ownSelector` (by default `selector`), each followed by its descendants
 * that match `selector`.
 */
function matchesIn(
  $: CheerioAPI,
  elements: Cheerio<AnyNode>,
  selector: string,
  ownSelector = selector,
): Cheerio<Element> {
  return $(
    elements
      .toArray()
      .flatMap((element): Element[] => [
        ...(isTag(element) && is(element, ownSelector) ? [element] : []),
        ...selectAll<AnyNode, Element>(selector, element),
      ]),
  );
}

/** Whether any of `elements` holds a descendant matching `selector`. */
const holds = (elements: Cheerio<AnyNode>, selector: string) =>
  elements
    .toArray()
    .some((element) => hasChildren(element) && selectOne(selector, element) !== null);

/**
 * A nutrition label (`<div class="cooked-nutrition-label">Nutrition Facts…`), often inside the
 * ingredients' part: its values are no lines. Named as a label, facts, a table or tags, as "nutrition"
 * alone is also in the classes of whole recipe cards (`…-template-nutrition-disclaimer`) and posts.
 */
const NUTRITION = ['label', 'facts', 'info', 'table', 'tag']
  .flatMap((word) => [`[class*="nutrition-${word}" i]`, `[class*="nutrition_${word}" i]`])
  .join(', ');

/** Whether a reader sees the element as part of the page's text (not hidden, not furniture). */
export const isContent = ($: CheerioAPI, element: AnyNode) =>
  closestIn(element, matching($, revealedPages.has($) ? ALWAYS_HIDDEN : HIDDEN)) === undefined &&
  closestIn(element, matching($, FURNITURE)) === undefined &&
  closestIn(element, matching($, NUTRITION)) === undefined;

/** Whether the element is a heading (h1–h6). */
const isHeadingTag = (element: AnyNode | undefined): element is Element =>
  element !== undefined && isTag(element) && /^h[1-6]$/.test(element.name);

/** A group title's text: it ends with a colon, which is how titles are told from lines later. */
const asTitle = (text: string) => (text.endsWith(':') ? text : `${text}:`);

/** Controls that pages put inside an ingredient line: "Add to shopping list", "Add to cart". */
const LINE_CONTROLS =
  '[class*="shopping-list" i], [class*="shopping_list" i], [class*="shoppinglist" i], [title*="shopping list" i], [class*="add-to-cart" i]';

/** Controls inside a line, not its text: a flavour tag that opens a popover (`salt [Salty]`). */
const BUTTONS = 'button, [role="button" i]';

/**
 * A control that can stand as a line of its own: a button, or a link that only runs a script
 * (`<li><a href="javascript:void(0)">Go to the shopping list</a></li>`). A name linked to `#`
 * is a line.
 */
const CONTROLS = `${BUTTONS}, a:not([href]), a[href^="javascript:" i]`;

/** One of a line's amounts in a numbered unit system (`…-unit-system-1`, `…-unit-system-2`). */
const UNIT_SYSTEM = '[class*="unit-system-" i]';

/**
 * A line's text, its blocks set apart (`lineFromParts`).
 * A list item that holds only a heading (`<li><h3>Für den Teig</h3></li>`) titles
 * a group: it is marked with a colon, which is how group titles are told from lines later.
 */
function lineText($: CheerioAPI, element: AnyNode): string {
  // Inline <style> and <script> (CSS-in-JS pages) are not text a reader sees, a <br> parts
  // words ("vaso.<br>Calienta"), and a line's "Add to shopping list" control is not its text.
  // A line that gives its amount in two unit systems side by side ("2 lbs (908 g) chicken") is
  // read in the first, as the page's own unit switch shows it.
  let source = $(element);
  // Nor is a nutrition label that sits in the block (found once per page: most have none).
  const nutrition = holdsNutrition($, element);
  if (nutrition || source.find(`style, script, br, ${LINE_CONTROLS}, ${UNIT_SYSTEM}`).length) {
    source = source.clone();
    source.find(`style, script, ${LINE_CONTROLS}`).remove();
    if (nutrition) source.find(NUTRITION).remove();
    source.find('br').replaceWith(' ');
    source.find(UNIT_SYSTEM).slice(1).remove();
  }
  // A line that is only a control is none, unless it names an amount (pages that draw each line
  // as a button to tick it off); a button inside a line is not its text.
  if (holdsControl($, element)) {
    const bare = source.clone();
    bare.find(CONTROLS).remove();
    if (!cleanText(bare.text())) {
      if (!/\d/.test(source.text())) return '';
    } else if (source.find(BUTTONS).length) {
      source = source.clone();
      source.find(BUTTONS).remove();
    }
  }
  // Its parts (name, amount) in blocks of their own are set apart: see line-parts.ts.
  const text = source.toArray().map(lineFromParts).join(' ');
  const only = $(element).children();
  const heading = only.length === 1 && only.is('h1, h2, h3, h4, h5, h6');
  if (heading && cleanText(only.text()) === text) return asTitle(text);
  if (isTitleRow(element, text)) return asTitle(text);
  if (isHeaderRow(element)) return '';
  if (!isTitleItem(element, text)) return text;
  // A titled item that names the whole list ("Ingredients for 6") is no group's title.
  return INGREDIENT_HEADING.test(text) ? '' : asTitle(text);
}

/**
 * Whether a table row titles the group of rows below it: its one cell is a header cell or spans
 * the columns (`<tr><th colspan="2">For the crust</th></tr>` among rows of an amount and a name),
 * and it holds no amount.
 */
export function isTitleRow(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'tr' || text.length > 60 || /\d/.test(text)) return false;
  const cells = element.children.filter(isTag);
  if (cells.length !== 1) return false;
  const cell = cells[0]!;
  return cell.name === 'th' || Number(cell.attribs.colspan ?? 1) >= 2;
}

/**
 * Whether a table row is the table's header: two header cells or more and nothing else
 * ("Ingredient | Amount"), over rows of data cells. It labels the columns; it is no line.
 */
export function isHeaderRow(element: AnyNode): boolean {
  if (!isTag(element) || element.name !== 'tr') return false;
  const cells = element.children.filter(isTag);
  if (cells.length < 2 || cells.some((cell) => cell.name !== 'th')) return false;
  let table = element.parent;
  while (table && !(isTag(table) && table.name === 'table')) table = table.parent;
  return table !== null && selectOne('td', table) !== null;
}

/** Class words that mark an item as a title among lines (`ingredient-section`, `titulo`). */
const TITLE_CLASS_WORD =
  /^(?:section|heading|header|title|subtitle|subheading|titulo|titre|titel|tit|separator|delimiter|divider|bold)$/i;

/**
 * Whether a line's element is the title of a group among the lines: a class word says it is
 * (`<li class="ingredient-section">For the sauce</li>`), a sibling is not so classed, and its
 * text is short, with no amount in it (unless it names the whole list).
 */
function isTitleItem(element: AnyNode, text: string): boolean {
  if (!isTag(element) || text.length > 60) return false;
  const className = element.attribs.class ?? '';
  if (!className.split(/[\s_-]+/).some((word) => TITLE_CLASS_WORD.test(word))) return false;
  if (/\d/.test(text) && !INGREDIENT_HEADING.test(text)) return false;
  const parent = element.parent;
  if (!parent) return false;
  const counts = siblingClassCounts(parent);
  let siblings = 0;
  for (const count of counts.values()) siblings += count;
  return (counts.get(element.attribs.class) ?? 0) < siblings;
}

/**
 * Whether an element holds (is an ancestor of) something matching `selector`: the page's holders
 * are found once per page and kept while the page is.
 */
function holdersOf(selector: string): ($: CheerioAPI, element: AnyNode) => boolean {
  const byPage = new WeakMap<CheerioAPI, Set<AnyNode>>();
  return ($, element) => {
    let holders = byPage.get($);
    if (!holders) {
      holders = new Set();
      for (const held of matching($, selector)) {
        for (let node = held.parent; node && !holders.has(node); node = node.parent) {
          holders.add(node);
        }
      }
      byPage.set($, holders);
    }
    return holders.has(element);
  };
}

/** Whether an element holds a nutrition label. */
const holdsNutrition = holdersOf(NUTRITION);
/** Whether an element holds a control (see CONTROLS). */
const holdsControl = holdersOf(CONTROLS);

/** The lines `read` gives for the visible `elements`: empty and overlong ones out, repeats once. */
function linesOf(
  $: CheerioAPI,
  elements: Cheerio<AnyNode>,
  read: (element: AnyNode) => string,
): string[] {
  return dropRepeats(
    elements
      .toArray()
      .filter((element) => isContent($, element))
      .map(read)
      .filter((text) => text.length > 0 && text.length < 2000),
  );
}

const texts = ($: CheerioAPI, elements: Cheerio<AnyNode>) =>
  linesOf($, elements, (element) => lineText($, element));

/** Like `texts`, but a heading among the lines is a group title. */
const titled = ($: CheerioAPI, elements: Cheerio<AnyNode>) =>
  linesOf($, elements, (element) => {
    const text = lineText($, element);
    return isHeadingTag(element) && text ? asTitle(text) : text;
  });

/** The lines of paragraphs, each split where the page breaks it with `<br>`. */
function brokenLines($: CheerioAPI, elements: Cheerio<AnyNode>): string[] {
  const lines = elements
    .toArray()
    .filter((element) => isContent($, element))
    .flatMap((element) => {
      const copy = $(element).clone();
      copy.find('br').replaceWith('\n');
      return copy.text().split('\n').map(cleanText);
    })
    .filter((text) => text.length > 0 && text.length < 2000);
  return dropRepeats(lines);
}

/**
 * The first selector that finds two lines or more. `otherPart` names the containers of the other
 * half of a recipe: a line inside one (nearer than any container of this part) is not ours, as
 * when a page wraps its ingredients inside a "recipe-instruction" section.
 */
function bySelectors(
  $: CheerioAPI,
  selectors: readonly string[],
  ownPart: string,
  otherPart: string,
  apart: ReadonlySet<AnyNode> = new Set(),
): string[] {
  for (const selector of selectors) {
    const others = matching($, otherPart);
    const owns = matching($, ownPart);
    const elements = $(selector).filter((_index, element) => {
      if (apart.size && closestIn(element, apart) !== undefined) return false;
      const other = closestIn(element, others);
      if (other === undefined || owns.has(other)) return true;
      const own = closestIn(element, owns);
      return own !== undefined && contains(other, own);
    });
    const found = texts($, elements);
    if (found.length >= 2) return found;
  }
  return [];
}

/** A class word that names one step of a method (`recipe-step`, `step_3`). */
const STEP_CLASS_WORD = /(?:^|[\s_-])step(?:$|[\s_-]|\d)/i;

/**
 * The steps of the method, each a block whose class names a step (`<div class="recipe-step">`)
 * and not ingredients: a step's own list of what it uses (`ul.recipe-step-ingredient`) repeats
 * lines of the recipe's list, so it is not read as the list.
 */
function methodSteps($: CheerioAPI): Set<AnyNode> {
  const steps = new Set<AnyNode>();
  for (const element of matching($, '[class*="step" i]')) {
    if (!isTag(element)) continue;
    const className = element.attribs.class ?? '';
    if (STEP_CLASS_WORD.test(className) && !/ingredient/i.test(className)) steps.add(element);
  }
  return steps;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** A short block that reads as the heading of a part ("<p><strong>PRÉPARATION</strong></p>"). */
function isPartHeading(element: AnyNode): boolean {
  const text = shortText(element, 40);
  return text !== null && headsPart(text);
}

/** Whether a short text reads as the heading of a part: "Ingredients", "Method:", "Notes". */
function headsPart(text: string): boolean {
  if (text.length > 40 || !/^[^\d.!?]*:?$/.test(text)) return false;
  return INGREDIENT_HEADING.test(text) || METHOD_HEADING.test(text) || NOTES_HEADING.test(text);
}

/** Headings of what follows a list of ingredients but is not a group of it. */
const NOT_A_GROUP =
  /^(?:equipment|tools|utensils|you(?:'ll| will) need|notes?|tips?|nutrition|variations?|substitutions?|storage|ustensiles|matériel|utensilios|utensili|utensílios|zubehör|utensilien|küchengeräte|materiaal)(?![\p{L}])/iu;

/** Whether a lesser heading inside the ingredients titles a group of them ("For the sauce"). */
function isGroupTitle(element: AnyNode): boolean {
  const text = shortText(element, 60);
  return text !== null && !isPartHeading(element) && !NOT_A_GROUP.test(text);
}

/** The rank of a heading element (2 for `<h2>`), or undefined for any other element. */
const headingRank = (element: AnyNode | undefined) =>
  isHeadingTag(element) ? Number(element.name[1]) : undefined;

/**
 * The siblings after `anchor` up to the next heading, the next block that wraps one, or the next
 * block that reads as the heading of a part (pages that bold a paragraph for a heading). With
 * `below` (the rank of the part's own heading), lesser headings (`<h3>For the sauce</h3>` under
 * `<h2>Ingredients</h2>`) title groups within the part and are kept, and so are headings as high
 * that `samePart` matches (`<h3>Ingredients for the topping</h3>`).
 */
function siblingsUntilHeading(
  $: CheerioAPI,
  anchor: Cheerio<AnyNode>,
  below?: number,
  rankOfPart?: number,
  samePart?: RegExp,
): Cheerio<AnyNode> {
  const kept: AnyNode[] = [];
  for (const sibling of anchor.nextAll().toArray()) {
    const element = $(sibling);
    const rank = headingRank(sibling);
    if (rank !== undefined && below !== undefined && rank > below && isGroupTitle(sibling)) {
      kept.push(sibling);
      continue;
    }
    // A heading as high that names the same part again titles its next group ("Ingredients for
    // the filling", then "Ingredients for the topping").
    if (rank !== undefined && rank === below && samePart?.test(shortText(sibling, 80) ?? '')) {
      kept.push(sibling);
      continue;
    }
    if (isHeadingTag(sibling)) break;
    // A wrapper whose first content is a heading ("<div><h2>Method</h2>…") starts the next part,
    // unless that is a lesser heading titling a group (`<section><h4>Sauce:</h4><ul>…`).
    const first = element.children().first()[0];
    const lesser = headingRank(first);
    const group = lesser !== undefined && below !== undefined && lesser > below;
    if (isHeadingTag(first) && !(group && isGroupTitle(first))) break;
    // So does a block of page-builder wrappers whose first content, deep down, is a heading as
    // high as the part's own (`<div><div><div><h2>How to make it</h2>…`).
    const deep = firstDeepHeading(sibling);
    if (deep !== undefined && rankOfPart !== undefined && headingRank(deep)! <= rankOfPart) break;
    if (isPartHeading(sibling)) break;
    // A form (a newsletter sign-up, a comment box) is where the recipe's text has ended.
    if (element.is('form') || holds(element, 'form')) break;
    kept.push(sibling);
  }
  return $(kept);
}

/** How deep wrappers are followed to their first content (page builders nest six deep). */
const WRAPPER_DEPTH = 8;

/** The heading an element starts with, following first children down, if it starts with one. */
function firstDeepHeading(element: AnyNode): Element | undefined {
  let node: AnyNode | undefined = element;
  for (let depth = 0; node && depth <= WRAPPER_DEPTH; depth += 1) {
    if (isHeadingTag(node)) return node;
    if (!hasChildren(node)) return undefined;
    node = node.children.find(
      (child) => isTag(child) || (isText(child) && child.data.trim() !== ''),
    );
    if (node && !isTag(node)) return undefined;
  }
  return undefined;
}

/**
 * Whether a paragraph's or a bare element's text is a heading: the heading word alone
 * ("Ingredients", "Benodigdheden:"), or a short line that starts with it and ends with a colon
 * ("Ingredients for the pie:"). Running text that starts with it ("Step-by-step courses") is not.
 */
function isOnlyHeading(text: string, pattern: RegExp): boolean {
  const match = text.match(pattern);
  if (match === null) return false;
  const rest = text.slice(match[0].length);
  return /^\s*[:：]?\s*$/.test(rest) || (text.length <= 40 && /^[^\d.!?]*[:：]$/.test(rest));
}

/**
 * The innermost divs among `following`: lines laid out as plain blocks
 * (`<div>Schritt 01</div><div>Reis kochen.</div>`), step labels dropped.
 */
function blockLines($: CheerioAPI, following: Cheerio<AnyNode>): string[] {
  const blocks = matchesIn($, following, 'div').filter(
    (_index, element) => $(element).children('div').length === 0,
  );
  return texts($, blocks).filter((line) => !STEP_LABEL.test(line));
}

/** Elements that can head a part of a recipe. */
const HEADING_LIKE = 'h1, h2, h3, h4, h5, h6, strong, b, dt, .title, p';
/** Elements that head a part only when they hold the heading word alone. */
const BARE_TEXT = 'div, span, em, a, button';

/** Lines under the first heading matching `pattern`: its following lists, else paragraphs. */
function underHeading($: CheerioAPI, pattern: RegExp, prefer: 'li' | 'p'): string[] {
  // A heading names a part of the recipe: "Method", "Ingredients for the pie", not the label of
  // a time ("Preparation time: 5 min").
  // A paragraph can stand for a heading when it holds nothing but the heading ("Ingredients:").
  // Failing those, so can a bare text element (`<div>Benodigdheden</div>`, `<em>Ingredients</em>`)
  // that holds nothing but the heading word: last, as menus and tabs are made of such elements.
  const headingLike = matching($, HEADING_LIKE);
  const isHeading = (element: AnyNode) => {
    const bare = !headingLike.has(element);
    if (bare && $(element).children().length > 0) return false;
    const text = shortText(element, 80);
    // A label only screen readers get ("<span class="sr-only">Ingredient</span>") heads nothing.
    if (text === null || !isContent($, element)) return false;
    if (bare || (isTag(element) && element.name === 'p')) return isOnlyHeading(text, pattern);
    if (!pattern.test(text)) return false;
    // The ingredients' heading may state the yield ("Hozzávalók 6 személyre"): not a time label.
    const yieldHeading =
      pattern === INGREDIENT_HEADING && text.length <= YIELD_HEADING_CHARS && !TIME_WORD.test(text);
    return yieldHeading || !TIME_LABEL.test(text);
  };
  const headings = [...headingLike, ...$(BARE_TEXT).toArray()].filter(isHeading);
  // Ingredients may sit in a table's rows (`<td class="name">`, `<td class="unit">`).
  const content = prefer === 'li' ? 'li, p, tr' : 'li, p';
  const hasContent = (elements: Cheerio<AnyNode>) =>
    elements.is(`${content}, ul, ol`) || holds(elements, content);
  const linesUnder = (heading: AnyNode): string[] | undefined => {
    // A heading that opens a block broken by <br> ("<p><b>Ingredients</b><br>2 eggs<br>…") heads
    // the block's lines after it.
    const inline = linesAfterInlineHeading(heading);
    if (inline !== undefined) return inline;
    // What follows the heading up to the next one holds neither lists nor paragraphs: lines in
    // plain blocks.
    const own = siblingsUntilHeading($, $(heading));
    if (own.length && !hasContent(own)) {
      const blocks = blockLines($, own);
      if (blocks.length >= 2) return blocks;
    }
    // Climb until what follows the heading's container holds lists or paragraphs (a heading is
    // often wrapped with an edit link or an icon), then read until the next heading.
    let anchor = $(heading);
    while (
      !hasContent(anchor.nextAll()) &&
      anchor.parent().length &&
      anchor.parent().is(':not(body)')
    ) {
      anchor = anchor.parent();
    }
    // Ingredient groups often sit under lesser headings of their own ("For the sauce"), also
    // after a heading in a wrapper of its own (`<div class="title-wrap"><h3>…</h3></div>`), but
    // not after a block climbed to that holds more than the heading.
    const wrapped = anchor.is(heading) || shortText(anchor[0]!, HEADING_WRAPPER_CHARS) !== null;
    const below = prefer === 'li' && wrapped ? headingRank(heading) : undefined;
    const following = siblingsUntilHeading($, anchor, below, headingRank(heading), pattern);
    const lines = matchesIn($, following, 'li');
    // Headings among the lines title their groups.
    const items = titled(
      $,
      lines.length ? matchesIn($, following, 'li', `li, ${HEADINGS}`) : lines,
    );
    if (items.length >= 1 && prefer === 'li') return items;
    // With no list, the rows of a table under the heading are the lines, a row a line.
    const rows = prefer === 'li' ? texts($, matchesIn($, following, 'tr')) : [];
    if (rows.length >= 2) return rows;
    const blocks = matchesIn($, following, 'p');
    // A paragraph broken by <br> holds a line (an ingredient, a step) per break.
    const paragraphs = brokenLines($, blocks);
    if (prefer === 'p' && paragraphs.length) return items.length ? items : paragraphs;
    if (items.length) return items;
    if (paragraphs.length) return paragraphs;
    return undefined;
  };
  // A post often names its ingredients with notes before the recipe ("Flour – any all-purpose
  // flour works"), under an Ingredients heading of its own: the recipe's list, with its amounts,
  // comes after. Failing a list with amounts, the first list is taken.
  // A few headings past the first list are tried: each reads on to the end of its part, so
  // trying every heading of a page of many would take time in the square of their number.
  // A heading as high after one already read, under the same parent, was read with it.
  let first: string[] | undefined;
  let tries = LATER_HEADINGS_TRIED;
  const read = new Map<AnyNode | null, number | undefined>();
  for (const heading of headings) {
    const rank = headingRank(heading);
    if (rank !== undefined && read.has(heading.parent) && read.get(heading.parent) === rank) {
      continue;
    }
    if (first !== undefined && (tries -= 1) < 0) break;
    read.set(heading.parent, rank);
    const lines = linesUnder(heading);
    if (lines === undefined) continue;
    if (prefer === 'p' || holdsAmounts(lines)) return lines;
    first ??= lines;
  }
  return first ?? linesUnderTextHeading($, pattern) ?? [];
}

/** How many more Ingredients headings are tried for a list with amounts after a list without. */
const LATER_HEADINGS_TRIED = 4;

/** A number or a fraction sign: an amount, wherever the line writes it. */
const AMOUNT_SIGN = /[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/** Whether most lines, group titles aside, give an amount. */
export function holdsAmounts(lines: readonly string[]): boolean {
  const items = lines.filter((line) => !line.endsWith(':'));
  return items.filter((line) => AMOUNT_SIGN.test(line)).length * 2 >= items.length;
}

/** The most characters of a wrapper that holds a heading and nothing more than a label or icon. */
const HEADING_WRAPPER_CHARS = 80;

/** Blocks whose lines a page may break with `<br>`. */
const BROKEN_BLOCK = /^(?:p|div|td)$/;

/**
 * The lines after a heading that opens a block broken by `<br>` (`<p><strong>Ingredients</strong>
 * <br>2 eggs<br>1 cup milk</p>`); undefined when the heading does not open such a block.
 */
function linesAfterInlineHeading(heading: AnyNode): string[] | undefined {
  const block = heading.parent;
  if (!block || !isTag(block) || !BROKEN_BLOCK.test(block.name)) return undefined;
  const at = block.children.indexOf(heading as (typeof block.children)[number]);
  const before = block.children.slice(0, at);
  if (before.some((child) => !isText(child) || child.data.trim() !== '')) return undefined;
  return linesBetweenBreaks(block.children.slice(at + 1));
}

/**
 * The lines of the first block broken by `<br>` whose first line is the heading alone, as a text
 * ("Ingredients:<br>2 eggs<br>1 cup milk"), or undefined.
 */
function linesUnderTextHeading($: CheerioAPI, pattern: RegExp): string[] | undefined {
  for (const block of $('p, div, td').toArray()) {
    const first = block.children.findIndex((child) => isTag(child) && child.name === 'br');
    if (first <= 0 || !isContent($, block)) continue;
    const opening = block.children.slice(0, first);
    if (!opening.some((child) => isText(child) && child.data.trim() !== '')) continue;
    const text = cleanText(
      opening.map((child) => (isText(child) ? child.data : (shortText(child, 80) ?? ''))).join(''),
    );
    if (!isOnlyHeading(text, pattern)) continue;
    const lines = linesBetweenBreaks(block.children.slice(first + 1));
    if (lines !== undefined) return lines;
  }
  return undefined;
}

/**
 * The lines of nodes broken by `<br>`, up to a line that heads another part ("Method:"), or
 * undefined when no break is among them or fewer than two lines come of them.
 */
function linesBetweenBreaks(nodes: readonly AnyNode[]): string[] | undefined {
  if (!nodes.some((child) => isTag(child) && child.name === 'br')) return undefined;
  const lines: string[] = [];
  let current = '';
  for (const child of [...nodes, undefined]) {
    if (child === undefined || (isTag(child) && child.name === 'br')) {
      const line = cleanText(current);
      current = '';
      if (headsPart(line)) break;
      if (line) lines.push(line);
    } else if (isText(child)) current += child.data;
    else current += shortText(child, 250) ?? '';
  }
  return lines.length >= 2 ? lines : undefined;
}

/** A title without its " | Site name" tail. */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|│–—-]\s+/);
  return parts.length > 1 && parts[0]!.length >= 3 ? parts[0]! : title;
}

/**
 * A class word that names a recipe card's title: `wprm-recipe-name`, `tasty-recipes-title`,
 * `mv-create-title`, `recipe-title`, `recipeName`, after one word at most (the plugin's prefix;
 * not `recipe-more-recipes-title`). A card plugin writes the page's structured name from it, and
 * it is often shorter than the post's headline ("Grilled Scallops" under "Grilled Scallops with
 * Lemon and Herbs").
 */
const CARD_TITLE_CLASS =
  /^(?:[a-z\d]+[-_])?(?:recipes?[-_]?(?:card[-_]?)?(?:name|title)|create[-_]title)$/i;

/**
 * The name on the page's recipe card: the text of the elements classed as one (`CARD_TITLE_CLASS`)
 * when they all say the same (a print copy may repeat it). Several names are a list of other
 * recipes' cards, not this recipe's.
 */
function cardTitle($: CheerioAPI): string | undefined {
  let title: string | undefined;
  for (const element of $('[class]').toArray()) {
    const classes = (element as Element).attribs.class!.split(/\s+/);
    if (!classes.some((word) => CARD_TITLE_CLASS.test(word))) continue;
    // A linked name is another recipe's card (the next recipe, a related one).
    if (!isContent($, element) || closestIn(element, matching($, 'a[href]'))) continue;
    if (holds($(element), 'a[href]')) continue;
    const text = cleanText($(element).text());
    if (!text) continue;
    if (title !== undefined && text !== title) return undefined;
    title = text;
  }
  return title && title.length <= 150 ? title : undefined;
}

/**
 * The page's title: the name on its recipe card, else the first h1, else og:title or `<title>`
 * without the site's name.
 */
export function markupTitle($: CheerioAPI): string {
  const card = cardTitle($);
  if (card) return card;
  const h1 = cleanText($('h1').first().text());
  if (h1 && h1.length <= 150) return h1;
  const candidates = [$('meta[property="og:title"]').attr('content'), $('title').first().text()];
  const title = candidates.map(cleanText).find(Boolean) ?? '';
  return withoutSiteName(title);
}

/** How many of each parent's child elements carry each class attribute (absent: undefined). */
const classCounts = new WeakMap<AnyNode, Map<string | undefined, number>>();

/** How many of the parent's child elements carry each class attribute, counted once. */
function siblingClassCounts(parent: ParentNode): Map<string | undefined, number> {
  let counts = classCounts.get(parent);
  if (!counts) {
    counts = new Map();
    for (const child of parent.children) {
      if (!isTag(child)) continue;
      counts.set(child.attribs.class, (counts.get(child.attribs.class) ?? 0) + 1);
    }
    classCounts.set(parent, counts);
  }
  return counts;
}

/** Whether another child of the element's parent carries the same class attribute. */
function sharesClassWithSibling(element: AnyNode): boolean {
  const parent = element.parent;
  if (!parent || !isTag(element)) return false;
  return (siblingClassCounts(parent).get(element.attribs.class) ?? 0) >= 2;
}

/** An element's class with its parent's tag and class: what the items of one layout share. */
function layoutKey($: CheerioAPI, element: AnyNode): string {
  const parent = $(element).parent();
  return `${$(element).attr('class')}|${parent.prop('tagName')}|${parent.attr('class')}`;
}

/**
 * Lines laid out as sibling elements sharing one class rather than as a list
 * (`<div class="ingredients__item">` × n): every element of such a layout (a group of one item
 * included), the innermost where they nest. Each element is one line, its parts (amount, name)
 * joined; group titles (headings) are not lines. With `groups` (ingredients), an element that
 * holds a heading and its own lines is a whole group (see `groupLines`).
 */
export function repeatedItems($: CheerioAPI, part: string, groups = false): string[] {
  const candidates = $(part).not(HEADINGS).toArray();
  const repeated = new Set(
    candidates
      .filter((element) => sharesClassWithSibling(element))
      .map((element) => layoutKey($, element)),
  );
  const items = new Set(candidates.filter((element) => repeated.has(layoutKey($, element))));
  const innermost = [...items].filter(
    (element) =>
      !$(element)
        .find('*')
        .toArray()
        .some((child) => items.has(child)),
  );
  return dropRepeats(
    innermost.flatMap(
      (element) => (groups ? groupLines($, element) : undefined) ?? texts($, $(element)),
    ),
  );
}

/**
 * The lines of a block that is a whole group rather than one line: a heading followed by
 * paragraphs or list items (`<div class="Ingredients"><h2>Décor</h2><p>50g …</p><p>…</p></div>`).
 * The heading becomes the group's title; undefined when the block is not such a group.
 */
function groupLines($: CheerioAPI, element: AnyNode): string[] | undefined {
  const block = $(element);
  const heading = findIn($, block, HEADINGS).first();
  const lines = findIn($, block, 'li, p').filter(
    (_index, line) => $(line).parents('li, p').length === 0,
  );
  if (heading.length === 0 || lines.length === 0) return undefined;
  return titled($, heading.add(lines));
}

/**
 * A line wholly in brackets that starts with a word: a note under the line before ("(Contains
 * Soya)", an allergen list, brackets inside it and all: "(Contains Milk (lactose), Egg)"), not an
 * ingredient. "(400 g) tomatoes" or "(1 tin)" are not notes.
 */
const NOTE_LINE = /^\(\s*[^\d\s(](?:[^()]|\([^()]*\))*\)$/u;

/**
 * Ingredient lines from the page's markup, with amounts set as lines of their own joined to their
 * names, a block's run-together copy of its lines dropped (line-parts.ts) and notes in brackets
 * that stand as lines of their own left out. With `orHidden`, a page that shows none may give
 * them from a block hidden by its style (`orStyledHidden`): for a page read from markup alone, not
 * when the page's lines are checked against its structured data.
 */
export function markupIngredients($: CheerioAPI, { orHidden = false } = {}): string[] {
  const read = () => joinAmountLines(dropJoinedCopies(markupIngredientLines($)));
  const lines = orHidden ? orStyledHidden($, read) : read();
  return lines
    .filter((line) => !NOTE_LINE.test(line))
    .map((line) => (GROUP_TITLE_LINE.test(line) ? asTitle(line) : line));
}

/**
 * A short line without an amount that says what the lines below it are for ("For the dressing",
 * "Para a massa", "Für den Teig", "Pour la pâte"): a group's title written as a line.
 */
const GROUP_TITLE_LINE =
  /^(?:for(?: the)?|para(?: (?:a|o|el|la|los|las))?|für(?: (?:den|die|das))?|pour(?: (?:la|le|les))?|per(?: (?:la|il|i|le|lo))?|voor(?: (?:de|het))?)\s+[^\d,;.!?]{2,30}$/iu;

function markupIngredientLines($: CheerioAPI): string[] {
  // Each rule in turn; lines that read as prose (a method, or notes on the ingredients that sit
  // under the same class name or heading) are passed over for the next rule's.
  const rules: (() => string[] | undefined)[] = [
    () => bySelectors($, INGREDIENT_SELECTORS, INGREDIENT_PART, STEP_PART, methodSteps($)),
    () => {
      const items = repeatedItems($, INGREDIENT_PART, true);
      return items.length >= 2 ? items : undefined;
    },
    () => underHeading($, INGREDIENT_HEADING, 'li'),
    () => scoredIngredientList($),
    () => {
      const amounts = listOfAmounts($);
      return amounts ? amountGroups($, amounts) : undefined;
    },
  ];
  for (const rule of rules) {
    const lines = rule();
    if (lines?.length && !readsAsProse(lines) && !isNumberedMethod(lines)) return lines;
  }
  return [];
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

/** Words in a line past which a line with a sentence break in it is prose, not an ingredient. */
const PROSE_LINE_WORDS = 12;

/** A sentence ending and the next one starting: "… works great here. However, …". */
const SENTENCE_BREAK = /[.!?]\s+\p{Lu}/u;

/**
 * Whether most of the lines' words are in sentences of prose: long lines with a sentence ending
 * inside. Ingredient lines are short phrases; a long one ("1 jar tomato sauce, or 1.5 jars of A
 * Very Good Tomato Sauce") rarely holds two sentences.
 */
export function readsAsProse(lines: readonly string[]): boolean {
  let words = 0;
  let proseWords = 0;
  for (const line of lines) {
    const count = line.split(/\s+/).length;
    words += count;
    if (count >= PROSE_LINE_WORDS && SENTENCE_BREAK.test(line)) proseWords += count;
  }
  return proseWords * 2 > words;
}

/** A list's items that mostly start with an amount. */
function mostlyAmounts($: CheerioAPI, list: AnyNode): boolean {
  const lines = $(list)
    .children('li')
    .toArray()
    .map((item) => cleanText($(item).text()));
  return (
    lines.length > 0 &&
    lines.filter((line) => STARTS_WITH_AMOUNT.test(line)).length * 2 >= lines.length
  );
}

/**
 * The lines of a list of amounts and of the lists that continue it, each after a short title
 * ("Base porridge", list, "Garniture", list): the groups of a page that names none of them.
 * A list follows only its title or the list before it; anything else ends the groups.
 */
function amountGroups($: CheerioAPI, first: AnyNode): string[] {
  const lines = texts($, $(first).children('li'));
  let title: string | undefined;
  for (const sibling of $(first).nextAll().toArray()) {
    const element = $(sibling);
    const text = cleanText(element.text());
    if (element.is('ul, ol')) {
      if (!isContent($, sibling) || !mostlyAmounts($, sibling)) break;
      if (title) lines.push(title);
      lines.push(...texts($, element.children('li')));
      title = undefined;
    } else if (text === '') {
      continue;
    } else if (
      title === undefined &&
      element.is('p, h2, h3, h4, h5, h6') &&
      text.length <= 40 &&
      !/\d/.test(text) &&
      text.split(/\s+/).length <= 5
    ) {
      title = asTitle(text);
    } else break;
  }
  return lines;
}

/** A line that starts with an amount: "2 eggs", "1/4 tsp. salt", "½ lemon", "250g flour". */
const STARTS_WITH_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/**
 * The page's first list that reads as ingredients although nothing names it so, as on a blog
 * that writes "Recipe: Orange juice carrots", a list, then the method in paragraphs: three lines
 * or more, short, most of them starting with an amount.
 */
function listOfAmounts($: CheerioAPI): AnyNode | undefined {
  return $('ul, ol')
    .toArray()
    .find((list) => {
      if (!isContent($, list)) return false;
      const lines = $(list)
        .children('li')
        .toArray()
        .map((item) => cleanText($(item).text()));
      if (lines.length < 3 || lines.some((line) => line.length === 0 || line.length > 150)) {
        return false;
      }
      return lines.filter((line) => STARTS_WITH_AMOUNT.test(line)).length * 2 >= lines.length;
    });
}

/**
 * The paragraphs after a list of amounts, up to the next heading: the method of a page laid out
 * as `listOfAmounts` describes. Not when another list follows: then the paragraphs between are
 * the titles of groups ("Garniture"), not steps.
 */
function stepsAfterAmounts($: CheerioAPI): string[] {
  const amounts = listOfAmounts($);
  if (!amounts) return [];
  const following = siblingsUntilHeading($, $(amounts));
  if (following.is('ul, ol')) return [];
  return texts($, following.filter('p'));
}

/**
 * The cleaned text of an element when its raw text is at most `limit` characters, else null.
 * Scanning every block of a page for a short label would read the whole page's text once per
 * block; this stops as soon as the element is too long.
 */
export function shortText(element: AnyNode, limit: number): string | null {
  let length = 0;
  const parts: string[] = [];
  const visit = (node: AnyNode): boolean => {
    if (isText(node)) {
      length += node.data.length;
      parts.push(node.data);
      return length <= limit * 4 + 200;
    }
    if (!isTag(node) || node.name === 'script' || node.name === 'style') return true;
    return node.children.every(visit);
  };
  if (!visit(element)) return null;
  const text = cleanText(parts.join(''));
  return text.length <= limit ? text : null;
}

/** A line that states a time ("Prep Time: 5 mins"), which a method box often lists with steps. */
const TIME_LINE = /^[^.!?]{0,30}\b(?:time|tid|zeit|temps|tiempo|tempo|tijd)\s*:\s*\d[^.!?]{0,20}$/i;

/** Method steps from the page's markup; with `orHidden`, as `markupIngredients` reads lines. */
export function markupInstructions($: CheerioAPI, { orHidden = false } = {}): string[] {
  const links = linkTexts($);
  const steps = orHidden ? orStyledHidden($, () => stepsFromMarkup($)) : stepsFromMarkup($);
  return withoutExtras(steps).filter((line) => !isCrossReference(line, links));
}

/** The texts of the page's links long enough to stand for a page's title (12 characters on). */
function linkTexts($: CheerioAPI): string[] {
  const found = new Set<string>();
  for (const link of $('a').toArray()) {
    const text = shortText(link, 200);
    if (text !== null && text.length >= 12) found.add(text);
  }
  return [...found];
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

/** Steps from, in turn: recipe-card plugins, a Method heading, class-name guesses. */
function stepsFromMarkup($: CheerioAPI): string[] {
  const plugin = bySelectors($, STEP_SELECTORS.slice(0, -1), STEP_PART, INGREDIENT_PART);
  if (plugin.length) return plugin;
  const headed = underHeading($, METHOD_HEADING, 'p');
  if (headed.length >= 2) return headed;
  const loose = bySelectors($, STEP_SELECTORS.slice(-1), STEP_PART, INGREDIENT_PART);
  if (loose.length) return loose;
  const items = repeatedItems($, STEP_PART);
  if (items.length >= 2) return items;
  return headed.length ? headed : stepsAfterAmounts($);
}

/** A photo's credit line ("Photo credit: © Site"), which sits among the steps under an image. */
const CREDIT_LINE = /^(?:(?:photo|image|picture)s?\s+(?:credit|by)\b|©)/i;
/** A yield stated after the last step ("… freeze for up to 3 months. Serves 4"). */
const TRAILING_YIELD = /\s+(?:serves|makes|yield)s?\s*:?\s*\d+(?:\s*[-–]\s*\d+)?\.?$/i;

/** A call to follow the site or save the recipe on a social network ("Pin it on Pinterest!"). */
const SOCIAL_LINE = /\b(?:pinterest|instagram|facebook|tiktok|youtube|twitter)\b/i;

/**
 * Steps without what a method box holds besides them: time lines ("Prep Time: 5 mins"), photo
 * credits, calls to follow on a social network, and the yield the last step ends with.
 */
function withoutExtras(steps: readonly string[]): string[] {
  const kept = steps.filter(
    (line) => !TIME_LINE.test(line) && !CREDIT_LINE.test(line) && !SOCIAL_LINE.test(line),
  );
  const last = kept.length - 1;
  if (last >= 0) kept[last] = kept[last]!.replace(TRAILING_YIELD, '') || kept[last]!;
  return kept;
}

/** The page's description meta. */
export function markupDescription($: CheerioAPI): string {
  return cleanText(
    $('meta[property="og:description"]').attr('content') ??
      $('meta[name="description"]').attr('content') ??
      '',
  );
}

/** Class names of the element that holds a recipe's yield ("servings", "recipe-yield", …). */
const YIELD_CLASS =
  '[itemprop="recipeYield"], [class*="serving" i], [class*="yield" i], [class*="portion" i], [class*="person" i], [class*="serves" i]';
/** Words that name a yield, in the languages of the sites we see. */
const YIELD_WORDS =
  'serves|servings?|yields?|makes|portions?|porções|porciones|porzioni|portionen|personen|personnes|personas|pessoas|porcie|porcií|porsjoner|annos|rendimento|rendement';
/** A label that introduces a yield ("Serves 4", "分量：30 个"). */
const YIELD_LABEL = new RegExp(
  `^(?:(?:${YIELD_WORDS})\\b|分量|份量)\\s*[:：]?\\s*(?:about\\s+)?\\d`,
  'i',
);
/** The label before a yield's count ("Servings: ", "Yields"), taken off what the page shows. */
const LEADING_YIELD_LABEL = new RegExp(`^(?:${YIELD_WORDS})\\s*[:：]?\\s*(?=\\d)`, 'i');
/** A label standing alone, its value in the next cell ("<th>Servings</th><td>8</td>"). */
const LONE_YIELD_LABEL = new RegExp(`^(?:${YIELD_WORDS}|分量|份量)\\s*[:：]?$`, 'i');
/** A count followed by what it counts ("4 servings — 20 minutes", "4 porce"). */
const COUNT_FIRST = new RegExp(
  `^\\d+\\s*(?:${YIELD_WORDS}|people|persons|pieces|porce|osob)(?![\\p{L}])`,
  'iu',
);

const YIELD_ELEMENTS = 'li, p, b, strong, span, dd, h2, h3, h4, td, th, dt, div';

/** The text of a small element that holds a number, or '' (a yield is a short phrase). */
function shortNumberText(element: AnyNode): string {
  const text = shortText(element, 80);
  return text !== null && /\d/.test(text) ? text : '';
}

/**
 * A yield laid out as label and value in neighbouring cells: a table row, a definition list, or
 * two spans ("<span>Personnes</span><span>6/8</span>").
 */
function labelledYield($: CheerioAPI): string {
  for (const element of $(YIELD_ELEMENTS).toArray()) {
    if (!LONE_YIELD_LABEL.test(cleanText($(element).text()))) continue;
    const value = $(element).next();
    const text = value.length ? shortNumberText(value[0]!) : '';
    if (text && text.length <= 40) return text;
  }
  return '';
}

/** The recipe's yield as the page shows it ("Serves 4", "Servings: 6"), or '' when it shows none. */
export function markupYield($: CheerioAPI): string {
  // The count and what it counts, without the label: "Servings 12 slices" is "12 slices".
  return shownYield($).replace(LEADING_YIELD_LABEL, '');
}

/** The recipe's yield as the page shows it, label and all. */
function shownYield($: CheerioAPI): string {
  for (const element of $(YIELD_CLASS).not('script, style, body, html').toArray()) {
    const text = shortNumberText(element);
    if (text && !/\d{3,}|[:.]\d{2}\b/.test(text)) return text;
  }
  const elements = $(YIELD_ELEMENTS).toArray();
  for (const element of elements) {
    const text = shortNumberText(element);
    if (text && YIELD_LABEL.test(text)) return text;
  }
  const labelled = labelledYield($);
  if (labelled) return labelled;
  for (const element of elements) {
    const text = shortNumberText(element);
    if (text && text.length <= 40 && COUNT_FIRST.test(text)) return text;
  }
  return '';
}
