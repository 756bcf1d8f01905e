/**
 * An element's text as one line of a recipe (an ingredient, a step): what is not its text left
 * out (controls, scripts, a second unit system, a nutrition label), its parts set apart, and
 * group titles among the lines told apart by a trailing colon.
 */
import { contains, type Cheerio, type CheerioAPI } from 'cheerio';
import { selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Element, type ParentNode } from 'domhandler';
import { textContent } from 'domutils';
import { cleanText } from './clean-text.ts';
import { holdersOf, isHeadingTag, matching, shortText } from './dom-search.ts';
import {
  amountFirst,
  lineFromParts,
  NUMBER_ONLY,
  PART_BLOCK,
  STARTS_WITH_NUMBER,
} from './line-parts.ts';
import { isGroupTitle } from './part-headings.ts';
import { INGREDIENT_HEADING } from './part-words.ts';
import { hiddenSelector, isContent, NUTRITION } from './visible-content.ts';

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

/**
 * What a line names: its words of two letters or more, in lower case, without its figures and
 * without the word right after its opening amount when more follow (its unit: "175 grams honey"
 * and "½ cup honey" both name honey).
 */
function wordsOf(line: string): Set<string> {
  const opening = /^[\d\s½⅓⅔¼¾⅛⅜⅝⅞.,/⁄-]+/u.exec(line)?.[0] ?? '';
  const words = line
    .slice(opening.length)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);
  return new Set(opening.trim() && words.length > 1 ? words.slice(1) : words);
}

/** Whether two lines name much the same (half their words or more shared). */
function nameAlike(a: string, b: string): boolean {
  const first = wordsOf(a);
  const second = wordsOf(b);
  const shared = [...first].filter((word) => second.has(word)).length;
  const all = new Set([...first, ...second]).size;
  return all > 0 && shared * 2 >= all;
}

/** The share of a list's lines that must match their copy in the other unit system. */
const UNIT_COPY_SHARE = 0.8;

/**
 * A list given in one unit system and then again in another (a metric/cups switch whose hidden
 * side the page marks only for its own script: "500 grams cherry tomatoes", …, "1 pound cherry
 * tomatoes", …) read once, as first given: three lines or more, each but a few naming much the
 * same as the line at its place in the copy, and some amount differing.
 */
export function dropUnitSystemCopy(lines: readonly string[]): string[] {
  const size = lines.length / 2;
  if (!Number.isInteger(size) || size < 3) return [...lines];
  const first = lines.slice(0, size);
  const copy = lines.slice(size);
  const alike = first.filter((line, index) => nameAlike(line, copy[index]!)).length;
  const differs = first.some((line, index) => line !== copy[index]);
  return alike >= size * UNIT_COPY_SHARE && differs ? first : [...lines];
}

/** A group title's text: it ends with a colon, which is how titles are told from lines later. */
export const asTitle = (text: string) => (text.endsWith(':') ? text : `${text}:`);

/** Controls that pages put inside an ingredient line: "Add to shopping list", "Add to cart". */
const LINE_CONTROLS =
  '[class*="shopping-list" i], [class*="shopping_list" i], [class*="shoppinglist" i], [title*="shopping list" i], [class*="add-to-cart" i]';

/** Controls inside a line, not its text: a flavour tag that opens a popover (`salt [Salty]`). */
const BUTTONS = 'button, [role="button" i]';

/**
 * A control that can stand as a line of its own: a button, or a link that only runs a script
 * (`<li><a href="javascript:void(0)">Go to the shopping list</a></li>`) or leads nowhere (`<a
 * href="" ng-click="…">Adjust</a>`, a script framework's button beside a yield field). A name
 * linked to `#` is a line.
 */
const CONTROLS = `${BUTTONS}, a:not([href]), a[href^="javascript:" i], a[href=""]`;

/**
 * A radio button: one choice of several (a unit system's "US" or "Metric", a yield). Lines are
 * ticked off with check boxes, never chosen one of many.
 */
const CHOICE = 'input[type="radio" i]';

/** One of a line's amounts in a numbered unit system (`…-unit-system-1`, `…-unit-system-2`). */
const UNIT_SYSTEM = '[class*="unit-system-" i]';

/** An amount of a figure and a unit of a word at most ("2½ lbs", "1 medium", "300"). */
const SHORT_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞-]*(?:\s*\p{L}+\.?)?$/u;
/** The same wholly in brackets: "(1135 g)", "(240 ml)". */
const BRACKETED_AMOUNT = /^\(\s*[\d½⅓⅔¼¾⅛⅜⅝⅞][\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞-]*(?:\s*\p{L}+\.?)?\s*\)$/u;

/**
 * Whether an element is an amount built of parts: a figure in an element of its own, then
 * perhaps its unit (`<span><span>2½</span> <span>lbs</span></span>`), the whole reading as
 * `shape` does.
 */
function isBuiltAmount($: CheerioAPI, element: AnyNode, shape: RegExp): boolean {
  if (!isTag(element)) return false;
  const parts = element.children.filter(isTag);
  if (parts.length === 0 || parts.length > 3) return false;
  return (
    shape.test(cleanText($(element).text())) && NUMBER_ONLY.test(cleanText($(parts[0]!).text()))
  );
}

/**
 * Where, among a line's children, its amount converted to another unit system stands: the line
 * opens with an amount built of parts (a figure, a unit) and the next thing in it is another such
 * amount wholly in brackets (`<span><span>2½</span> <span>lbs</span></span> <span>(<span>1135
 * </span> <span>g</span>)</span> <span>top round roast</span>`). That is how a recipe card's unit
 * switch writes the amount it would show in the other system; the line is read in the first, as
 * the class names of such a switch (`UNIT_SYSTEM`) have it read. A note in brackets written as
 * text ("(400g)" in a span of its own, with no parts) is the author's and stays.
 */
function convertedAmountAt($: CheerioAPI, element: AnyNode): number | undefined {
  if (!isTag(element)) return undefined;
  const meaningful: number[] = [];
  for (const [index, child] of element.children.entries()) {
    const text = isTag(child) || child.type === 'text' ? cleanText($(child).text()) : '';
    // A tick box or its mark ("▢") before the amount is not the line's text.
    if (!/[\p{L}\p{N}½⅓⅔¼¾⅛⅜⅝⅞]/u.test(text)) continue;
    meaningful.push(index);
    if (meaningful.length === 2) break;
  }
  const [first, second] = meaningful;
  if (first === undefined || second === undefined) return undefined;
  const children = element.children;
  return isBuiltAmount($, children[first]!, SHORT_AMOUNT) &&
    isBuiltAmount($, children[second]!, BRACKETED_AMOUNT)
    ? second
    : undefined;
}

/**
 * A line's text, its blocks set apart (`lineFromParts`).
 * A list item that holds only a heading (`<li><h3>Für den Teig</h3></li>`) titles
 * a group: it is marked with a colon, which is how group titles are told from lines later.
 */
export function lineText($: CheerioAPI, element: AnyNode): string {
  // Inline <style> and <script> (CSS-in-JS pages) are not text a reader sees, a <br> parts
  // words ("vaso.<br>Calienta"), and a line's "Add to shopping list" control is not its text.
  // A line that gives its amount in two unit systems side by side ("2 lbs (908 g) chicken") is
  // read in the first, as the page's own unit switch shows it.
  let source = $(element);
  const converted = convertedAmountAt($, element);
  if (converted !== undefined) {
    source = source.clone();
    $((source[0] as ParentNode).children[converted]!).remove();
  }
  // Nor is a nutrition label that sits in the block (found once per page: most have none), nor
  // the caption of a photo in it (a step's picture and its credit, "The Spruce Eats / J. Doe").
  // Nor is a part of the line hidden from the reader (a tooltip's text, `<span style="display:
  // none">Flour is milled wheat</span>`, or an amount in another unit system, `[hidden]`).
  const nutrition = holdsNutrition($, element);
  // (Looked for only on a page that hides something: most lines of most pages hide nothing.)
  const hidden = matching($, hiddenSelector($)).size ? `, ${hiddenSelector($)}` : '';
  if (
    nutrition ||
    source.find(`style, script, figcaption, br, ${LINE_CONTROLS}, ${UNIT_SYSTEM}${hidden}`).length
  ) {
    source = source.clone();
    source.find(`style, script, figcaption, ${LINE_CONTROLS}${hidden}`).remove();
    if (nutrition) source.find(NUTRITION).remove();
    source.find('br').replaceWith(' ');
    source.find(UNIT_SYSTEM).slice(1).remove();
  }
  // Nor is a shop's card for a product set inside the line (its picture or its button, and a
  // price: `150 g sugar <div><img …><span>Caster sugar 1 kg</span><span>£1.10</span><button>Add
  // </button></div>`); a price in the line's own text ("1 tbsp olive oil ($0.13)") stays.
  if (holdsCardPart($, element) && productCards($, source).length) {
    source = source.clone();
    productCards($, source).forEach((card) => $(card).remove());
  }
  // Nor is where to buy the ingredient: a paid link that only points ("online z.B. <a
  // rel="sponsored">hier 🛒</a>"), with the few words of the note it closes.
  if (holdsPaidLink($, element) && shopPointers($, source).length) {
    source = source.clone();
    shopPointers($, source).forEach((pointer) => $(pointer).remove());
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
      source
        .find(BUTTONS)
        .filter((_index, button) => !isWordInText(button))
        .remove();
    }
  }
  // An item that holds a radio button and no figure is a setting's choice ("US", "Metric").
  if (holdsChoice($, element) && !/\d/.test(source.text())) return '';
  // An item that holds a list of its own titles that list with its own words ("<li><b>Icing</b>
  // <ul><li>100 g icing sugar</li></ul></li>"), whose items are read as lines after it.
  const nestedTitle = titleOverList($, element);
  if (nestedTitle !== undefined) return nestedTitle;
  // Its parts (name, amount) in blocks of their own are set apart: see line-parts.ts.
  const text = source.toArray().map(lineFromParts).join(' ');
  const only = $(element).children();
  const heading = only.length === 1 && only.is('h1, h2, h3, h4, h5, h6');
  if (heading && cleanText(only.text()) === text) return asTitle(text);
  if (isTitleRow(element, text)) return asTitle(text);
  if (isHeaderRow(element)) return '';
  if (
    !isTitleItem(element, text) &&
    !isBareTitleItem(element, text) &&
    !isBareTitleBlock(element, text) &&
    !isBareTitleRow(element, text) &&
    !isEmphasisTitleItem(element, text) &&
    !isCapitalTitleItem(element, text)
  ) {
    return amountFirst(element, text);
  }
  // A titled item that names the whole list ("Ingredients for 6") is no group's title.
  return INGREDIENT_HEADING.test(text) ? '' : asTitle(text);
}

/**
 * The group title of a list item that holds a list of its own: the item's text outside that list,
 * when it is short, without a figure or a sentence's end ("Icing", "For the sauce:"); the list
 * item's whole text would read as one line of the title and the lines run together. Undefined
 * for an item with no list in it, or with a line of its own before the list; empty for an item
 * that holds nothing but its list.
 */
function titleOverList($: CheerioAPI, element: AnyNode): string | undefined {
  if (!isTag(element) || element.name !== 'li') return undefined;
  if (!element.children.some((child) => isTag(child) && NESTED_LIST.has(child.name))) {
    return undefined;
  }
  const own = $(element).clone();
  own.children('ul, ol').remove();
  const text = lineFromParts(own[0]!);
  // An item that holds nothing but its list (`<ol><li><ol><li>Cook…</li><li>Toss…</li></ol></li>
  // </ol>`, a group with no title) is a wrapper: its list's items are the lines, not it.
  if (!text) return '';
  if (!titleLike(text, 60)) return undefined;
  return INGREDIENT_HEADING.test(text) ? '' : asTitle(text);
}

/** Lists that an item may hold. */
const NESTED_LIST = new Set(['ul', 'ol']);

/** Text that could title a group: at most `limit` characters, no figure, no sentence's end. */
const titleLike = (text: string, limit: number) => text.length <= limit && !/\d|[.!?]$/.test(text);

/** A word or three of letters: a glossary term's face, not a control's ("+", "Add"). */
const TERM = /^\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}$/u;

/**
 * Whether a button is a word of the sentence around it: a term that opens its definition (`to
 * <button>boil</button>.`), with text right before it and right after it. A flavour tag after a
 * line's name (`salt <button>Salty</button>`) has nothing after it.
 */
function isWordInText(button: AnyNode): boolean {
  const { prev, next } = button;
  const holdsText = (node: AnyNode | null) =>
    node !== null && isText(node) && node.data.trim() !== '';
  return holdsText(prev) && holdsText(next) && TERM.test(shortText(button, 60) ?? '');
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
  /^(?:section|heading|header|title|subtitle|subheading|titulo|titre|titel|tit|separator|delimiter|divider|bold|subhead)$/i;

/**
 * A class name's words, split at hyphens, underscores and where camel case starts a word
 * (`ERSSectionHead`: "ERS", "Section", "Head"; `ingredientTitle`: "ingredient", "Title").
 */
const classWords = (name: string) =>
  name.split(/[_-]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);

/**
 * A class name that calls its element a group, or a group's name (`ingredient-group`,
 * `…-group-name`, `…-group-container`); an item of a group (`list-group-item`) is none, nor is a
 * class that places a line in its group (`first-of-group`, `last-of-group`, `in-group`: a page
 * marks the rows that open and close each group, a line without an amount among them).
 */
const GROUP_CLASS =
  /(?:^|[-_])(?<!(?:^|[-_])(?:of|in)[-_])group(?:[-_]?(?:name|label|container))?$/i;

/**
 * Whether a line's element is the title of a group among the lines: a class word says it is
 * (`<li class="ingredient-section">For the sauce</li>`, `<li class="ingredient-group-name">`), a
 * sibling is not so classed, and its text is short, with no amount in it (unless it names the
 * whole list).
 */
function isTitleItem(element: AnyNode, text: string): boolean {
  if (!isTag(element) || text.length > 60) return false;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  const titleClass =
    classes.some((name) => GROUP_CLASS.test(name)) ||
    classes.some((name) => classWords(name).some((word) => TITLE_CLASS_WORD.test(word)));
  if (!titleClass) return false;
  if (/\d/.test(text) && !INGREDIENT_HEADING.test(text)) return false;
  const parent = element.parent;
  if (!parent) return false;
  const counts = siblingClassCounts(parent);
  let siblings = 0;
  for (const count of counts.values()) siblings += count;
  return (counts.get(element.attribs.class) ?? 0) < siblings;
}

/**
 * Whether a list item is a group's title by how it is made: among items that set their parts
 * apart (a name and an amount in elements of their own, `<li><a>Bacon</a><span>2 slices</span>
 * </li>`), an item of bare text, a few words without a figure or a sentence's end ("For the
 * filling", "Para a massa", "仕上げ"), is written as no line of the list is.
 */
function isBareTitleItem(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'li' || !titleLike(text, 40)) return false;
  if (!bareOrInOneBlock(element) || text.split(/\s+/).length > 4 || !element.parent) return false;
  if (!titlesAPartedLine(element)) return false;
  const { items, parted } = partedItems(element.parent);
  return parted >= 3 && parted * 2 >= items;
}

/** Blocks a list item may set its group's title in, alone: `<li><div>Crust</div></li>`. */
const TITLE_BLOCK: ReadonlySet<string> = new Set(['div', 'p']);

/**
 * Whether a list item's text is bare: no element in it, or one block and nothing else, holding
 * bare text (`<li><div>Crust</div></li>`, a plugin's group title among items of spans, its class
 * names gone). A block with elements of its own, or text beside the block, is a line's.
 */
function bareOrInOneBlock(item: Element): boolean {
  const tags = item.children.filter(isTag);
  if (tags.length === 0) return true;
  const [block] = tags;
  return (
    tags.length === 1 &&
    TITLE_BLOCK.has(block!.name) &&
    !block!.children.some(isTag) &&
    item.children.every((node) => node === block || (isText(node) && node.data.trim() === ''))
  );
}

/**
 * Whether an element after a bare item or block under its parent sets its text in elements of
 * its own (a line the bare one may title): bare items with none after them, last in their list
 * ("salt to taste", "fresh cilantro, for serving" at the end of a list of linked names), title no
 * line and are lines without an amount.
 */
function titlesAPartedLine(element: Element): boolean {
  for (let next = element.next; next; next = next.next) {
    if (isTag(next) && next.children.some(isTag)) return true;
  }
  return false;
}

/**
 * Whether a plain block is a group's title by how it is made: among sibling blocks that each set
 * their text in an element of their own (`<div><label><span>1 tbsp ouzo</span></label></div>`,
 * three or more, half of them), a block of bare text, a few words without a figure or a
 * sentence's end ("Yoghurt and Ouzo Dressing"), is written as no line of the list is.
 */
function isBareTitleBlock(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'div' || !titleLike(text, 40)) return false;
  if (!bareOrInOneBlock(element) || text.split(/\s+/).length > 4 || !element.parent) return false;
  if (!titlesAPartedLine(element)) return false;
  const { blocks, wrapped } = wrappedBlocks(element.parent);
  return wrapped >= 3 && wrapped * 2 >= blocks;
}

/**
 * Whether a table row is a group's title by how it is made: among rows that set their name in an
 * element of its own and fill another cell (`<tr><td><a>Cream cheese</a></td><td>250 g</td>
 * </tr>`, three or more, half of them), a row whose first cell is bare text, a few words without
 * a figure or a sentence's end, and whose other cells are empty (`<tr><td>Topping</td><td></td>
 * </tr>`), is written as no line of the table is. A line without an amount names its food as the
 * others do, in an element of its own.
 */
function isBareTitleRow(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'tr' || !titleLike(text, 40)) return false;
  if (text.split(/\s+/).length > 4 || !element.parent) return false;
  const [first, ...rest] = element.children.filter(isTag);
  if (first === undefined || rest.length === 0 || first.children.some(isTag)) return false;
  if (rest.some((cell) => cleanText(textContent(cell)) !== '')) return false;
  const { rows, parted } = partedRows(element.parent);
  if (parted >= 3 && parted * 2 >= rows) return true;
  // So is such a row among rows whose first cell is the amount (`<tr><td>200 g</td><td>flour
  // </td></tr>`): a line without an amount leaves that cell empty, its name in the name's cell.
  const amounts = amountFirstRows(element.parent);
  return amounts.picked >= 3 && amounts.picked * 2 >= amounts.all;
}

/** How many rows each table body holds, and how many open with an amount beside a filled cell. */
const amountRowCounts = new WeakMap<AnyNode, ChildCounts>();

const amountFirstRows = (parent: ParentNode) =>
  childCounts(amountRowCounts, parent, 'tr', (row) => {
    const [first, ...rest] = row.children.filter(isTag);
    return (
      first !== undefined &&
      STARTS_WITH_NUMBER.test(cleanText(textContent(first))) &&
      rest.some((cell) => cleanText(textContent(cell)) !== '')
    );
  });

/**
 * How many rows each table body holds, and how many set the first cell's text in an element and
 * hold text in another cell.
 */
const partedRowCounts = new WeakMap<AnyNode, ChildCounts>();

function partedRows(parent: ParentNode): { rows: number; parted: number } {
  const { all, picked } = childCounts(partedRowCounts, parent, 'tr', (row) => {
    const [first, ...rest] = row.children.filter(isTag);
    if (first === undefined || rest.length === 0) return false;
    const bare = first.children.some((node) => isText(node) && node.data.trim() !== '');
    return (
      !bare &&
      first.children.some(isTag) &&
      rest.some((cell) => cleanText(textContent(cell)) !== '')
    );
  });
  return { rows: all, parted: picked };
}

/** Inline elements that set a line's text apart, in bold, italics or underlined. */
export const EMPHASIS_TAGS = ['b', 'strong', 'em', 'i', 'u'] as const;
const EMPHASIS: ReadonlySet<string> = new Set(EMPHASIS_TAGS);
/** A style's bold weight (`font-weight: 700`, `bold`), and its plain one (`normal`, `400`). */
const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/i;
const PLAIN_STYLE = /font-weight\s*:\s*(?:normal|[1-4]00)/i;

/**
 * Whether an element sets its text apart: an emphasis element whose style does not undo it (a
 * word processor's paste wraps text in `<b style="font-weight:normal">`), or a span styled bold.
 */
function emphasises(element: Element): boolean {
  const style = element.attribs.style ?? '';
  if (EMPHASIS.has(element.name)) return !PLAIN_STYLE.test(style);
  return element.name === 'span' && BOLD_STYLE.test(style);
}

/**
 * Whether all of an element's text sits in one element that sets it apart (`<li><strong>Icing
 * </strong></li>`, `<li><b><i>Cake</i></b></li>`, `<li><span style="font-weight:700">`), whitespace
 * aside.
 */
function isWhollyEmphasised(element: Element): boolean {
  let node: AnyNode = element;
  let emphasised = false;
  while (isTag(node)) {
    if (node !== element && emphasises(node)) emphasised = true;
    const held: AnyNode[] = node.children.filter(
      (child) => !(isText(child) && child.data.trim() === ''),
    );
    if (held.length !== 1) return false;
    node = held[0]!;
  }
  return emphasised && isText(node);
}

/** Whether an element holds an emphasis element anywhere inside it. */
function holdsEmphasis(element: Element): boolean {
  return element.children.some(
    (child) => isTag(child) && (emphasises(child) || holdsEmphasis(child)),
  );
}

/**
 * How many list items each list holds, how many are wholly emphasised, and how many others hold
 * an emphasis element (a bold name or amount inside a line).
 */
const emphasisCounts = new WeakMap<AnyNode, { items: number; whole: number; inside: number }>();

function emphasisItems(parent: ParentNode): { items: number; whole: number; inside: number } {
  let counts = emphasisCounts.get(parent);
  if (!counts) {
    counts = { items: 0, whole: 0, inside: 0 };
    for (const child of parent.children) {
      if (!isTag(child) || child.name !== 'li') continue;
      counts.items += 1;
      if (isWhollyEmphasised(child)) counts.whole += 1;
      else if (holdsEmphasis(child)) counts.inside += 1;
    }
    emphasisCounts.set(parent, counts);
  }
  return counts;
}

/**
 * Whether a list item is a group's title by its emphasis: its text wholly in bold or italics
 * (`<li><strong>For the icing</strong></li>`), short, without a figure or a sentence's end,
 * before an item that is not so set, in a list whose other items hold no emphasis (a list that
 * bolds its names or amounts bolds a name alone, "<b>Salt</b>", as a line) and fewer than half
 * of whose items are so set.
 */
function isEmphasisTitleItem(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'li' || !titleLike(text, 60)) return false;
  if (!element.parent || !isWhollyEmphasised(element)) return false;
  let next = element.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || next.name !== 'li' || isWhollyEmphasised(next)) return false;
  const { items, whole, inside } = emphasisItems(element.parent);
  return inside === 0 && whole * 2 < items;
}

/** Text in capitals: four letters or more, none in lower case ("CAKE", "FOR THE ICING"). */
const inCapitals = (text: string) =>
  (text.match(/\p{L}/gu)?.length ?? 0) >= 4 &&
  text === text.toUpperCase() &&
  text !== text.toLowerCase();

/** The first item of a list, if it is one. */
function firstItem(parent: ParentNode): Element | undefined {
  const first = parent.children.find(isTag);
  return first?.name === 'li' ? first : undefined;
}

/**
 * Whether a list item is a group's title by its capitals: a list that opens with an item in
 * capitals ("CAKE", then "200 g flour", …, "ICING", …) titles its groups so, and such an item,
 * short, without a figure or a sentence's end, before a line that is not in capitals, is one.
 * A line in capitals in a list that opens with a line ("EVOO" after "200 g pasta") stays a line.
 */
function isCapitalTitleItem(element: AnyNode, text: string): boolean {
  if (!isTag(element) || element.name !== 'li' || !titleLike(text, 40) || !inCapitals(text)) {
    return false;
  }
  const first = element.parent ? firstItem(element.parent) : undefined;
  if (!first || !inCapitals(cleanText(textContent(first)))) return false;
  let next = element.next;
  while (next && !isTag(next)) next = next.next;
  return (
    next !== null && isTag(next) && next.name === 'li' && !inCapitals(cleanText(textContent(next)))
  );
}

/** Counts of a parent's children of one tag: all of them, and those a test picks. */
interface ChildCounts {
  all: number;
  picked: number;
}

/**
 * How many of the parent's children are `tag` elements, and how many of those `pick` picks,
 * counted once per parent and question (each cache serves one tag and test).
 */
function childCounts(
  cache: WeakMap<AnyNode, ChildCounts>,
  parent: ParentNode,
  tag: string,
  pick: (child: Element) => boolean,
): ChildCounts {
  let counts = cache.get(parent);
  if (!counts) {
    counts = { all: 0, picked: 0 };
    for (const child of parent.children) {
      if (!isTag(child) || child.name !== tag) continue;
      counts.all += 1;
      if (pick(child)) counts.picked += 1;
    }
    cache.set(parent, counts);
  }
  return counts;
}

/** How many div children each parent holds, and how many set all their text in elements. */
const wrappedCounts = new WeakMap<AnyNode, ChildCounts>();

function wrappedBlocks(parent: ParentNode): { blocks: number; wrapped: number } {
  const { all, picked } = childCounts(wrappedCounts, parent, 'div', (child) => {
    const bare = child.children.some((node) => isText(node) && node.data.trim() !== '');
    return !bare && child.children.some(isTag);
  });
  return { blocks: all, wrapped: picked };
}

/** How many list items each list holds, and how many of them hold two elements or more. */
const partedCounts = new WeakMap<AnyNode, ChildCounts>();

function partedItems(parent: ParentNode): { items: number; parted: number } {
  const { all, picked } = childCounts(
    partedCounts,
    parent,
    'li',
    (child) => child.children.filter(isTag).length >= 2,
  );
  return { items: all, parted: picked };
}

/** How many of each parent's child elements carry each class attribute (absent: undefined). */
const classCounts = new WeakMap<AnyNode, Map<string | undefined, number>>();

/** How many of the parent's child elements carry each class attribute, counted once. */
export function siblingClassCounts(parent: ParentNode): Map<string | undefined, number> {
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

/** Whether an element holds a nutrition label. */
const holdsNutrition = holdersOf(NUTRITION);
/** Whether an element holds a control (see CONTROLS). */
const holdsControl = holdersOf(CONTROLS);
/** Whether an element holds a radio button (see CHOICE). */
const holdsChoice = holdersOf(CHOICE);

/**
 * A link marked as paid (`rel="sponsored"`, the web's mark for an advert or an affiliate's link),
 * as a recipe card sets a shop's link inside an ingredient line.
 */
const PAID_LINK = 'a[rel~="sponsored" i]';
const holdsPaidLink = holdersOf(PAID_LINK);
/** A link's text that only points ("here", "hier 🛒"): where to buy it, not what it is. */
const POINTER_WORD = /^(?:here|hier|ici|aquí|aqui|qui|här|her)$/iu;
/** The most words a note may hold beside its pointer to be the shop's note ("online z.B."). */
const POINTER_NOTE_WORDS = 3;

/**
 * The parts of a line that only say where to buy an ingredient: each paid link whose text is a
 * pointer word, with the largest element of the line (not the line) around it whose other words
 * are few and hold no figure (a note "online z.B. <a>hier 🛒</a>"), and without which the line
 * still names more than its amount. A paid link on the
 * ingredient's own name ("1 tbsp <a rel="sponsored">tamari</a>") is its text and stays.
 */
function shopPointers($: CheerioAPI, source: Cheerio<AnyNode>): AnyNode[] {
  const line = source[0];
  const lineWords = cleanText(source.text());
  const pointers: AnyNode[] = [];
  source.find(PAID_LINK).each((_index, link) => {
    const words = cleanText($(link).text())
      .replace(/[^\p{L}\s]/gu, '')
      .trim();
    if (!POINTER_WORD.test(words)) return;
    let note: AnyNode = link;
    for (let node = link.parent; node && node !== line; node = node.parent) {
      const rest = cleanText($(node).text())
        .replace(cleanText($(link).text()), '')
        .trim();
      if (/\d/.test(rest) || rest.split(/\s+/).length > POINTER_NOTE_WORDS) break;
      // Nor one that holds the ingredient's name ("1 tbsp <span>tamari (<a>here</a>)</span>"):
      // the line without it keeps a word besides its amount.
      const left = lineWords.replace(cleanText($(node).text()), '').trim();
      if (!/\p{L}/u.test(left) || SHORT_AMOUNT.test(left)) break;
      note = node;
    }
    // A pointer straight in the line's own text ("Buy it <a>here</a>.") is left as written.
    if (note !== link) pointers.push(note);
  });
  return pointers;
}

/** A price as shops write it: "£1.10", "$ 3.99", "2,49 €", "1.99 EUR". */
const PRICE = /[£$€¥₹]\s?\d|\d(?:[.,]\d{1,2})?\s?(?:[£$€]|EUR|USD|GBP|CHF)(?![\p{L}])/u;

/** What a shop's product card holds beside its price: the product's picture, or a button. */
const CARD_PART = `img, picture, ${BUTTONS}`;
const holdsCardPart = holdersOf(CARD_PART);

/**
 * The product cards inside a line (`source`'s own element and its text outside them kept): the
 * outermost blocks or links in it that hold a price and a picture or a button.
 */
function productCards($: CheerioAPI, source: Cheerio<AnyNode>): Element[] {
  const line = source[0];
  if (line === undefined || !PRICE.test(source.text())) return [];
  const cards: Element[] = [];
  source.find(CARD_PART).each((_index, part) => {
    let card: Element | undefined;
    for (let node = part.parent; node && node !== line; node = node.parent) {
      if (
        isTag(node) &&
        (node.name === 'a' || PART_BLOCK.has(node.name)) &&
        PRICE.test($(node).text())
      ) {
        card = node;
      }
    }
    if (card !== undefined && !cards.includes(card)) cards.push(card);
  });
  return cards.filter((card) => !cards.some((other) => other !== card && contains(other, card)));
}

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

export const texts = ($: CheerioAPI, elements: Cheerio<AnyNode>) =>
  linesOf($, elements, (element) => lineText($, element));

/**
 * Like `texts`, but a heading among the lines is a group title, as is a paragraph titling a list:
 * an ingredient group's ends with a colon (`asTitle`); with `asWritten` (a method's, as the JSON-LD
 * reader gives a `HowToSection`'s name) it is the title as the page writes it.
 */
export const titled = ($: CheerioAPI, elements: Cheerio<AnyNode>, asWritten = false) =>
  linesOf($, elements, (element) => {
    const text = lineText($, element);
    if (asWritten) return withoutAddedColon(element, text);
    return (isHeadingTag(element) || isParagraphTitleOverList(element)) && text
      ? asTitle(text)
      : text;
  });

/**
 * A line read as a group's title with a colon the page does not write (`<li><h4>For the sauce
 * </h4></li>` read "For the sauce:", `asTitle`) without that colon; any other line as it is.
 */
function withoutAddedColon(element: AnyNode, text: string): string {
  if (!text.endsWith(':')) return text;
  const written = shortText(element, text.length);
  return written !== null && `${written}:` === text ? written : text;
}

/** The most characters of a group's title set as a paragraph of its own. */
const PARAGRAPH_TITLE_CHARS = 60;

/**
 * Whether an element is a paragraph that titles the list right after it (`<p><strong>For the cake
 * </strong></p><ul>…`, a blog editor's sub-heading): short, no figure in it, heading no part of
 * its own ("Method", "Equipment", "Notes", "You will need"), and all in bold or italics, or ending
 * with a colon (`<p>Drizzle:</p>`). It titles the list's group as a lesser heading does.
 */
export function isParagraphTitleOverList(element: AnyNode): boolean {
  if (!isTag(element) || element.name !== 'p') return false;
  let next = element.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || (next.name !== 'ul' && next.name !== 'ol')) return false;
  const text = shortText(element, PARAGRAPH_TITLE_CHARS);
  if (!text || /\d/.test(text) || !isGroupTitle(element)) return false;
  if (/[:：]$/.test(text)) return true;
  const inner = element.children.filter((child) => !(isText(child) && child.data.trim() === ''));
  const only = inner.length === 1 ? inner[0] : undefined;
  return (
    only !== undefined &&
    isTag(only) &&
    EMPHASIS.has(only.name) &&
    cleanText(textContent(only)) === text
  );
}

/**
 * A box or bullet drawn before a line for the cook to tick it off (`<label><span>▢ </span>
 * </label>`, a recipe card's check box once its class names are gone): no part of the line.
 */
export const TICK_BOX = /^[▢☐□■▪●•◦✓✔☑]\s*/u;
