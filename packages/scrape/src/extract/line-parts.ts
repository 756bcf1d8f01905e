/**
 * One line laid out in parts (issue 31): pages put a line's name and amount in separate blocks
 * (`<div><span>Selder</span></div><div><span>4 stengel</span></div>`). Their text is read with the
 * blocks set apart ("Selder 4 stengel", not "Selder4 stengel", which no parser reads).
 */
import { parseIngredient } from '@plateful/core';
import type { CheerioAPI } from 'cheerio';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { isDurationOnly } from './durations.ts';

/** Elements that start a new part of a line (and end a line of text: see ingredient-candidates). */
export const PART_BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'label',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Elements whose text is never a line's. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** Whether a node is an inline element that holds text (a `<span>`, an `<a>`; not a `<br>`). */
const isInlineTag = (node: AnyNode | null): boolean =>
  node !== null &&
  isTag(node) &&
  node.name !== 'br' &&
  !NOT_TEXT.has(node.name) &&
  !PART_BLOCK.has(node.name);

/** A letter or a figure at a text's end, and at its start. */
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;
const STARTS_WITH_WORD = /^[\p{L}\p{N}]/u;

/**
 * The texts of a node's parts: its text split where a block element starts or ends. Two inline
 * elements side by side with nothing between them are two words when the first ends in a letter
 * or figure and the second starts with one (`<span>1</span><span>cup</span>`: "1 cup", as a card
 * that lays its parts out with CSS shows it, not "1cup").
 */
export function lineParts(node: AnyNode): string[] {
  const parts: string[] = [];
  let current = '';
  // Set on entering an inline element right after another: the next text starts a word.
  let glued = false;
  const flush = () => {
    const text = cleanText(current);
    if (text) parts.push(text);
    current = '';
    glued = false;
  };
  const visit = (child: AnyNode) => {
    if (isText(child)) {
      if (glued && child.data !== '') {
        if (ENDS_IN_WORD.test(current) && STARTS_WITH_WORD.test(child.data)) current += ' ';
        glued = false;
      }
      current += child.data;
      return;
    }
    if (!isTag(child) || NOT_TEXT.has(child.name)) return;
    if (child.name === 'br') {
      current += ' ';
      return;
    }
    const block = PART_BLOCK.has(child.name);
    if (block) flush();
    else if (isInlineTag(child.prev)) glued = true;
    for (const grandchild of child.children) visit(grandchild);
    if (block) flush();
  };
  if (isTag(node)) for (const child of node.children) visit(child);
  else visit(node);
  flush();
  return parts;
}

/** A node's text as one line: its parts (see `lineParts`) joined by spaces. */
export const lineFromParts = (node: AnyNode): string => lineParts(node).join(' ');

/** Text without case, spacing or punctuation, for finding one line inside another. */
const squash = (text: string) => text.toLowerCase().replace(/[\p{P}\p{S}\s]/gu, '');

/** A figure alone, as an amount's number in an element of its own: "2½", "1135", "1 ⅔". */
export const NUMBER_ONLY = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞-]*$/u;
/** A text that starts with a figure or a fraction ("2 cups", "½ tsp"). */
export const STARTS_WITH_NUMBER = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/**
 * Whether a line is an amount and nothing else: a number ("200"), a number and a unit ("150
 * grams", "2 tbsp", "25 milliliter(s)"), or a number and a counted unit ("1 unit(s)").
 */
export function isAmountOnly(line: string): boolean {
  if (NUMBER_ONLY.test(line)) return true;
  if (!STARTS_WITH_NUMBER.test(line) || line.split(/\s+/).length > 3) return false;
  const parsed = parseIngredient(line);
  if (parsed.quantity === null) return false;
  if (parsed.unit !== null) return parsed.name === line || !/\p{L}{2}/u.test(parsed.name);
  return /\p{L}\(s\)$/u.test(line);
}

/** An amount in words that stands for a number: "to taste", "selon le goût", "naar smaak". */
const AMOUNT_PHRASE =
  /^(?:to taste|as needed|selon (?:le )?goût|au goût|nach (?:geschmack|belieben)|naar (?:smaak|wens)|a gusto|al gusto|a piacere|q\.? ?b\.?|a gosto|à gosto|efter (?:smak|behov)|etter smak|po smaku|dle chuti)$/i;

/** A number and a unit of two letters, or three with a dot: "1 cs", "2 el", "1 Stk.". */
const LOOSE_UNIT_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d.,/½⅓⅔¼¾⅛⅜⅝⅞]*\s*(?:\p{L}{1,2}|\p{L}{3}\.)$/u;

/**
 * Whether a line is an amount the parser does not read as one: a number and a short unit it
 * does not know ("1 cs", "1 tl"), or an amount in words ("selon le goût"). Only read so
 * in a list that already sets its amounts apart (see `joinAmountLines`).
 */
function isLooseAmount(line: string): boolean {
  return LOOSE_UNIT_AMOUNT.test(line) || AMOUNT_PHRASE.test(line);
}

/**
 * Whether the line at `index` of `lines` is an amount (by `amount`, the parser's reading by
 * default) alone, before a name that is no amount.
 */
const amountBeforeName =
  (lines: readonly string[]) =>
  (index: number, amount: (line: string) => boolean = isAmountOnly): boolean => {
    const next = lines[index + 1];
    return (
      next !== undefined &&
      amount(lines[index]!) &&
      !STARTS_WITH_NUMBER.test(next) &&
      !isAmountOnly(next) &&
      !isLooseAmount(next)
    );
  };

/**
 * Whether the page set a list's amounts as lines of their own before their names ("150 grams",
 * "Green Beans", "2", "eggs"): two such pairs or more. One pair alone ("4", "servings") is no such
 * list: a count beside a label.
 */
export function setsAmountsApart(lines: readonly string[]): boolean {
  const joins = amountBeforeName(lines);
  return lines.filter((_line, index) => joins(index)).length >= 2;
}

/**
 * A list whose amounts and names the page set as lines of their own, one after the other ("150
 * grams", "Green Beans", "200", "g Feta"): each amount joined to the name after it. Only when two
 * or more amounts stand alone so; a name with no amount ("Salt") stays a line.
 */
export function joinAmountLines(lines: readonly string[]): string[] {
  if (!setsAmountsApart(lines)) return [...lines];
  const joins = amountBeforeName(lines);
  // In such a list, an amount the parser does not know ("1 cs", "selon le goût") is one too; so
  // is a figure and a word ("2 clove", "1 unit" over "Garlic", "Lemon") where the amounts the
  // parser knows are as many or more: the page's amount cell, with a unit the parser reads as a
  // name.
  const known = lines.filter((_line, index) => joins(index)).length;
  const counted = lines.filter(
    (_line, index) => !joins(index) && joins(index, isFigureAmount),
  ).length;
  const amount = (line: string) =>
    isAmountOnly(line) || isLooseAmount(line) || (known >= counted && isFigureAmount(line));
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (joins(index, amount)) {
      joined.push(`${lines[index]} ${lines[index + 1]}`);
      index += 1;
    } else joined.push(lines[index]!);
  }
  return joined;
}

/** A bracket at an amount's end ("500 g (2 kostky)"), left out when telling it is one. */
const TRAILING_BRACKET = /\s*\([^()]*\)$/;

/** A figure and a word at most, a unit or a count's: "50 g", "2 ks", "1 sáček", "150克", "3-5". */
const FIGURE_AND_WORD = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞-]*(?:\p{L}+\.?)?$/u;

/**
 * Whether a text is an amount with a figure, perhaps with a bracket after it: "50 g", "2 ks",
 * "1 sáček", "150克", "500 g (2 kostky)"; not an amount in words ("to taste"), which a name
 * stands beside in pages that write their names first as in pages that do not, nor a time or a
 * temperature (a step's: "Bake for <b>25 min</b>").
 */
export const isFigureAmount = (text: string) =>
  FIGURE_AND_WORD.test(text.replace(TRAILING_BRACKET, '')) &&
  !isDurationOnly(text) &&
  !TEMPERATURE.test(text);

/**
 * An amount in Chinese words: a number word and its measure word ("半根", "一个半", "两勺"), or
 * an amount that counts none ("适量", "少许"), as Chinese pages write it in its own cell.
 */
const CHINESE_AMOUNT =
  /^(?:[半一二两三四五六七八九十几]+[\p{Script=Han}]?半?|适量|少许|少量|若干)$/u;

/** A temperature: "180 C", "350 F", "200 °C". */
const TEMPERATURE = /^\d+\s*°?\s*[CF]$/i;

/** The most characters of a name before its amount (a sentence ending so is a step's). */
const NAME_BEFORE_AMOUNT_CHARS = 60;

/**
 * A cell that holds a figure alone ("200", "1/2", "½") or a range of them ("2-3"), its unit in the
 * next cell: a table row's amount split over two cells, read so here and by `tableOfAmounts`.
 */
export const FIGURE_ALONE = /^(?:\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?|[½⅓⅔¼¾⅛⅜⅝⅞])$/u;

/**
 * The least figure of an oven's or a pan's heat in a row's cells (`Oven | 180 | C`): "1 C" is a cup
 * of something as well ("Milk | 1 | C"), but no row measures forty cups.
 */
const HEAT_FIGURE_LEAST = 40;

/** The texts of a table row's cells that hold any, in order. */
export const rowCells = ($: CheerioAPI, row: AnyNode): string[] =>
  $(row)
    .children('td, th')
    .toArray()
    .map((cell) => cleanText($(cell).text()))
    .filter(Boolean);

/**
 * Whether a table row's cells state a temperature (`Oven | 180 | C`, `Oven | 350 °F`, `180 | C |
 * Oven`): a cell so written, or a figure's cell with a C or an F in the next, and no other figure
 * in the row. An oven's setting set in the table of the ingredients, not one of them; a row with
 * an amount besides is an ingredient said warm (`Water | 300 ml | 40 °C`).
 */
export function statesTemperature(cells: readonly string[]): boolean {
  const heat = (text: string) => TEMPERATURE.test(text) && parseInt(text, 10) >= HEAT_FIGURE_LEAST;
  const at = cells.findIndex(
    (cell, index) =>
      heat(cell) ||
      (FIGURE_ALONE.test(cell) && index + 1 < cells.length && heat(`${cell} ${cells[index + 1]}`)),
  );
  if (at < 0) return false;
  const width = heat(cells[at]!) ? 1 : 2;
  return cells.every((cell, index) => (index >= at && index < at + width) || !/\d/u.test(cell));
}

/**
 * A table row's amount split over its last two cells, a figure and its unit word (`<tr><td>Flour
 * </td><td>200</td><td>g</td></tr>`: "200 g"), with a name's cell before them; undefined for any
 * other row. The unit is one word with no figure; `isFigureAmount` judges the whole.
 */
function splitAmount(held: readonly AnyNode[]): string | undefined {
  const [figure, unit] = held.slice(-2);
  if (held.length < 3 || !figure || !unit || !isTag(figure) || !isTag(unit)) return undefined;
  if (figure.name !== 'td' || unit.name !== 'td') return undefined;
  const [number, word] = [lineFromParts(figure), lineFromParts(unit)];
  return FIGURE_ALONE.test(number) && /^\p{L}+\.?$/u.test(word) ? `${number} ${word}` : undefined;
}

/**
 * The name and the amount of a line set name first, the amount in the line's last element
 * (`<li><a>cuketa</a> <b>2 ks</b></li>`, `<tr><td>鸡胸肉</td><td>150克</td></tr>`) or a table
 * row's last two cells (`splitAmount`), read from `text`, the line as read (controls left out);
 * undefined for any other line.
 */
export function nameThenAmount(
  element: AnyNode,
  text: string,
): { name: string; amount: string } | undefined {
  if (!isTag(element)) return undefined;
  // A row's empty cells hold nothing (`<td>Eggs</td><td>2</td><td></td>`, a count's unit cell).
  const held = element.children.filter(
    (child) =>
      (isTag(child) && !(child.name === 'td' && lineFromParts(child) === '')) ||
      (isText(child) && child.data.trim() !== ''),
  );
  const last = held.at(-1);
  if (held.length < 2 || !last || !isTag(last) || last.name === 'br' || NOT_TEXT.has(last.name)) {
    return undefined;
  }
  const amount = splitAmount(held) ?? lineFromParts(last);
  if (!(isFigureAmount(amount) || CHINESE_AMOUNT.test(amount)) || !text.endsWith(amount)) {
    return undefined;
  }
  const name = cleanText(text.slice(0, -amount.length));
  if (
    !/\p{L}/u.test(name) ||
    STARTS_WITH_NUMBER.test(name) ||
    name.length > NAME_BEFORE_AMOUNT_CHARS ||
    /[.!?:]$/.test(name)
  ) {
    return undefined;
  }
  return { name, amount };
}

/**
 * Languages whose lines are written name first, the data of their pages too ("ベーコン 2枚",
 * "양파 1개"): their lines keep the page's order.
 */
const NAME_FIRST_LANGUAGE = /^(?:ja|ko)(?:-|$)/i;

/** Per document, whether the page says it is in a language of `NAME_FIRST_LANGUAGE`. */
const nameFirstDocuments = new WeakMap<AnyNode, boolean>();

function inNameFirstLanguage(element: AnyNode): boolean {
  let root: AnyNode = element;
  while (root.parent) root = root.parent;
  let found = nameFirstDocuments.get(root);
  if (found === undefined) {
    const html = hasChildren(root)
      ? root.children.find((child) => isTag(child) && child.name === 'html')
      : undefined;
    const lang = html && isTag(html) ? (html.attribs.lang ?? '') : '';
    found = NAME_FIRST_LANGUAGE.test(lang.trim());
    nameFirstDocuments.set(root, found);
  }
  return found;
}

/** Per list, whether it writes its lines name first (see `amountFirst`); found once a list. */
const namesFirst = new WeakMap<AnyNode, boolean>();

function writesNamesFirst(
  list: AnyNode,
  kind: (node: AnyNode) => boolean,
  cache = namesFirst,
  block: (item: AnyNode) => AnyNode = wrapped,
): boolean {
  let found = cache.get(list);
  if (found === undefined) {
    const items = isTag(list) ? list.children.filter(kind) : [];
    const lines = items.map(lineFromParts);
    found =
      items.filter((item, index) => nameThenAmount(block(item), lines[index]!) !== undefined)
        .length >= 2 && !lines.some((line) => STARTS_WITH_NUMBER.test(line));
    cache.set(list, found);
  }
  return found;
}

/**
 * A list item's line written amount first (see `amountFirst`). The item may set its text in one
 * block beside a picture (`<li><span><img></span><p>Carrots <span>2</span></p></li>`), and a page
 * may set each line as a list of its own, one item in its wrapper (`<div><ul><li>…</li></ul>
 * </div>`, the wrappers alike): the wrappers are then the list's items.
 */
function itemAmountFirst(item: Element, text: string): string {
  const parts = nameThenAmount(textBlock(item), text);
  if (!parts) return text;
  const block = (node: AnyNode) => textBlock(wrapped(node, ITEM_WRAPPERS_AND_ITEMS, 'li'));
  return inNamesFirstList(rowOf(item, ITEM_WRAPPERS), parts, text, itemNamesFirst, block, true);
}

/** Per group of one line, whether the groups alike around it write their lines name first. */
const groupsNamesFirst = new WeakMap<AnyNode, boolean>();

/**
 * Whether a group of one line (`group`, a block of items of `kind`, one of them a line set name
 * first, the others its title or lines without an amount) is one of alike groups (its siblings
 * of its tag and class, two or more) whose items, taken together, write their lines name first
 * (`writesNamesFirst`'s test): a page that sorts its lines into titled groups may give a group
 * one line ("Spices": `<div><p>Spices</p><div><ul><li>…</li></ul></div></div>`), which is no
 * list of its own.
 */
function groupWritesNamesFirst(
  group: AnyNode,
  kind: (node: AnyNode) => boolean,
  block: (item: AnyNode) => AnyNode,
): boolean {
  if (!isTag(group) || !group.parent) return false;
  let found = groupsNamesFirst.get(group);
  if (found === undefined) {
    const namesFirst = (items: readonly AnyNode[]) =>
      items.filter((item) => nameThenAmount(block(item), lineFromParts(item)) !== undefined).length;
    const alike = group.parent.children.filter(
      (node): node is Element =>
        isTag(node) && node.name === group.name && node.attribs.class === group.attribs.class,
    );
    const items = alike.flatMap((node) => node.children.filter(kind));
    found =
      namesFirst(group.children.filter(kind)) === 1 &&
      alike.length >= 2 &&
      namesFirst(items) >= 2 &&
      !items.some((item) => STARTS_WITH_NUMBER.test(lineFromParts(item)));
    groupsNamesFirst.set(group, found);
  }
  return found;
}

/** Per list of items or of their wrappers, whether it writes its lines name first. */
const itemNamesFirst = new WeakMap<AnyNode, boolean>();

/** Blocks that may hold one list item alone, a line of its own (see `itemAmountFirst`). */
const ITEM_WRAPPERS: ReadonlySet<string> = new Set(['ul', 'ol', 'div']);

/** The way down from a list item's wrapper to the item (see `itemAmountFirst`). */
const ITEM_WRAPPERS_AND_ITEMS: ReadonlySet<string> = new Set([...ITEM_WRAPPERS, 'li']);

/** Rows whose lists' items are all of their tag, whatever their classes. */
const CLASSLESS_ROWS: ReadonlySet<string> = new Set(['li', 'tr']);

/**
 * The line `text`, amount first (`parts`), when the list the row is an item of writes its lines
 * name first; its items are its children of the row's tag, of the row's class too for blocks and
 * wrappers, and `block` finds each item's name and amount. With `grouped`, a row alone in its
 * group counts with the groups alike around it (`groupWritesNamesFirst`).
 */
function inNamesFirstList(
  row: AnyNode,
  parts: { name: string; amount: string },
  text: string,
  cache?: WeakMap<AnyNode, boolean>,
  block: (item: AnyNode) => AnyNode = wrapped,
  grouped = false,
): string {
  if (!isTag(row) || !row.parent) return text;
  const { name, attribs } = row;
  const kind = (node: AnyNode) =>
    isTag(node) &&
    node.name === name &&
    (CLASSLESS_ROWS.has(name) || node.attribs.class === attribs.class);
  if (
    !writesNamesFirst(row.parent, kind, cache, block) &&
    !(grouped && groupWritesNamesFirst(row.parent, kind, block))
  ) {
    return text;
  }
  return `${parts.amount} ${parts.name}`;
}

/** Blocks that hold a list item's text beside a picture. */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['p', 'div']);

/**
 * The block of a list item that holds its text: the one child with text, when the others hold
 * none (a picture's wrapper), or the item.
 */
function textBlock(item: AnyNode): AnyNode {
  if (!isTag(item) || item.name !== 'li') return item;
  const held = heldBy(item);
  const withText = held.filter((child) => lineFromParts(child) !== '');
  const only = withText[0];
  if (withText.length !== 1 || held.length < 2 || !isTag(only!) || !TEXT_BLOCKS.has(only.name)) {
    return item;
  }
  return only;
}

/** The most wrappers a grid sets around a row (see `rowOf`). */
const ROW_WRAPPERS = 4;

/** A node's elements and words, no blank text. */
export const heldBy = (node: AnyNode) =>
  hasChildren(node)
    ? node.children.filter((child) => isTag(child) || (isText(child) && child.data.trim() !== ''))
    : [];

/** The wrappers a grid sets around a row's block. */
const ROW_DIVS: ReadonlySet<string> = new Set(['div']);

/**
 * The row a block's line sits in: the block, or the wrappers (`<div>`s unless told) that hold it
 * and nothing else.
 */
function rowOf(element: AnyNode, wrappers = ROW_DIVS): AnyNode {
  let row = element;
  for (let depth = 0; depth < ROW_WRAPPERS; depth += 1) {
    const parent = row.parent;
    if (!parent || !isTag(parent) || !wrappers.has(parent.name) || heldBy(parent).length !== 1) {
      break;
    }
    row = parent;
  }
  return row;
}

/**
 * What a row wraps (`rowOf`'s other way): the block inside the wrappers (`<div>`s unless told)
 * that hold only it, down to an element of the tag `until` at most.
 */
function wrapped(row: AnyNode, wrappers = ROW_DIVS, until?: string): AnyNode {
  let inner = row;
  for (let depth = 0; depth < ROW_WRAPPERS; depth += 1) {
    if (until !== undefined && isTag(inner) && inner.name === until) break;
    const held = heldBy(inner);
    const only = held[0];
    if (held.length !== 1 || !isTag(only!) || !wrappers.has(only.name)) break;
    inner = only;
  }
  return inner;
}

/** Elements whose lines may be set name first (see `amountFirst`). */
const LINE_ROWS: ReadonlySet<string> = new Set(['li', 'tr', 'div']);

/**
 * A list item's, a table row's or a block row's line written amount first ("2 ks cuketa"), as the
 * parser reads a line and as such pages' data writes it, when the page sets its name first and
 * its amount in an element of its own at the end (`<li><a>cuketa</a> <b>2 ks</b></li>`, `<div>
 * <div>Selder</div><div>4 stengel</div></div>`), and its list writes its lines so: two items or
 * more end in an amount with a figure, and none opens with a figure. The items of a list are its
 * children of the line's tag, and for blocks of its class too (a grid's rows are classed alike),
 * a block's row being the block with the `<div>`s that wrap it alone.
 * Any other line is `text`, as read.
 */
export function amountFirst(element: AnyNode, text: string): string {
  if (!isTag(element) || !LINE_ROWS.has(element.name) || !element.parent) return text;
  if (inNameFirstLanguage(element)) return text;
  if (element.name === 'li') return itemAmountFirst(element, text);
  // A grid's row may wrap its line's block (`<div class="row"><div><div>…name…</div><div>…amount
  // …</div></div></div>`): its rows are the list's items, whichever of the two is read.
  const block = element.name === 'div' ? wrapped(element) : element;
  const parts = nameThenAmount(block, text);
  if (!parts) return text;
  return inNamesFirstList(element.name === 'div' ? rowOf(element) : element, parts, text);
}

/**
 * A list without the lines that are the next lines run together (a block's whole text read
 * before its items: "2 cups rice 1 onion Salt", "2 cups rice", "1 onion", "Salt").
 */
export function dropJoinedCopies(lines: readonly string[]): string[] {
  return lines.filter((line, index) => {
    const [next, after] = [lines[index + 1], lines[index + 2]];
    if (next === undefined || after === undefined) return true;
    const pair = squash(next) + squash(after);
    return pair.length === 0 || !squash(line).includes(pair);
  });
}

/**
 * Whether an element's text is all, or nearly all (nine tenths), inside its links: a menu's entry
 * or a list of links, not an ingredient line that links one word of it.
 */
export function isAllLinks($: CheerioAPI, element: AnyNode): boolean {
  const text = cleanText($(element).text()).length;
  if (text === 0) return false;
  const linked = $(element)
    .find('a')
    .toArray()
    .reduce((sum, link) => sum + cleanText($(link).text()).length, 0);
  return linked >= text * 0.9;
}
