/**
 * An ingredient list set as two columns side by side, the amounts in one and the names in the
 * other (`<div><ul><li>200 g</li><li>3</li>…</ul><ul><li>flour</li><li>eggs</li>…</ul></div>`, a
 * table cell of amounts broken by `<br>` beside a cell of names): a browser shows each amount
 * beside its name, but read in page order the page gives every amount, then every name. The
 * columns are put together, one line per row, the amount first, before the page is read.
 */
import { Element, isTag, isText, Text, type AnyNode, type Document } from 'domhandler';
import { removeElement } from 'domutils';
import { cleanText } from './clean-text.ts';
import { isNutrientLabel } from './nutrition-lines.ts';
import { isFigureAmount, isAmountOnly, NUMBER_ONLY, STARTS_WITH_NUMBER } from './line-parts.ts';

/** The fewest rows read as two columns: two amounts beside two labels are a card's figures. */
const MIN_ROWS = 3;
/** The most characters of an amount's cell, and of a name's. */
const AMOUNT_CHARS = 24;
const NAME_CHARS = 100;
/** How many single-child wrappers a column's items may sit under (`<div><ul>…`). */
const WRAPPERS = 3;

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/** The most nodes a cell is read through: a cell holding a whole block is no cell. */
const CELL_NODES = 40;

/**
 * A cell's cleaned text when it is short (at most `NAME_CHARS` characters, `CELL_NODES` nodes),
 * else null: read without reading a long block's whole.
 */
function cellText(cell: AnyNode): string | null {
  let nodes = 0;
  let length = 0;
  const parts: string[] = [];
  const visit = (node: AnyNode): boolean => {
    nodes += 1;
    if (nodes > CELL_NODES) return false;
    if (isText(node)) {
      length += node.data.length;
      parts.push(node.data);
      return length <= NAME_CHARS * 4;
    }
    if (!isTag(node) || SKIPPED.has(node.name)) return true;
    return node.children.every(visit);
  };
  if (!visit(cell)) return null;
  const text = cleanText(parts.join(''));
  return text.length <= NAME_CHARS ? text : null;
}

/** Whether a node says nothing (a comment, white space, a script). */
const isBlank = (node: AnyNode) =>
  isText(node) ? node.data.trim() === '' : !isTag(node) || SKIPPED.has(node.name);

/** An element's children that say something. */
const said = (element: Element) => element.children.filter((child) => !isBlank(child));

/** Gives an element new children, their links to it and to each other set. */
function setChildren(element: Element, children: AnyNode[]): void {
  children.forEach((child, index) => {
    child.parent = element;
    child.prev = children[index - 1] ?? null;
    child.next = children[index + 1] ?? null;
  });
  element.children = children;
}

/** One column's rows: their texts, and how to write a row's new text. */
type Column = { texts: string[]; write: (lines: readonly string[]) => void };

/**
 * The rows of a column: the items of the element under its single-child wrappers, all of one
 * tag (`<li>`s, `<div>`s), or its text broken by `<br>`. Undefined for any other element.
 */
function columnOf(element: Element): Column | undefined {
  let node = element;
  for (let depth = 0; depth <= WRAPPERS; depth += 1) {
    const children = said(node);
    if (children.length === 1 && isTag(children[0]!) && children[0].name !== 'br') {
      node = children[0];
      continue;
    }
    return children.some((child) => isTag(child) && child.name === 'br')
      ? brokenColumn(node)
      : itemColumn(children);
  }
  return undefined;
}

/** Items of one tag, with no text between them, as rows. */
function itemColumn(children: readonly AnyNode[]): Column | undefined {
  const first = children[0];
  if (first === undefined || !isTag(first)) return undefined;
  if (children.length < MIN_ROWS) return undefined;
  const items: Element[] = [];
  for (const child of children) {
    if (!isTag(child) || child.name !== first.name) return undefined;
    items.push(child);
  }
  const texts: string[] = [];
  for (const item of items) {
    const text = cellText(item);
    if (text === null) return undefined;
    texts.push(text);
  }
  return {
    texts,
    write: (lines) => items.forEach((item, index) => setChildren(item, [new Text(lines[index]!)])),
  };
}

/** An element's text broken by `<br>` as rows (empty rows, a double `<br>`, left out). */
function brokenColumn(element: Element): Column | undefined {
  const texts: string[] = [];
  let parts: string[] = [];
  const end = () => {
    const text = parts.join(' ').replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
    parts = [];
  };
  for (const child of element.children) {
    if (isTag(child) && child.name === 'br') end();
    else if (!isBlank(child)) {
      const text = cellText(child);
      if (text === null) return undefined;
      parts.push(text);
    }
  }
  end();
  return {
    texts,
    write: (lines) => {
      const children: AnyNode[] = [];
      lines.forEach((line, index) => {
        if (index > 0) children.push(new Element('br', {}));
        children.push(new Text(line));
      });
      setChildren(element, children);
    },
  };
}

/** Whether a cell holds an amount alone ("200 g", "3", "1 cup"), or nothing. */
const isAmountCell = (text: string) =>
  text === '' || (text.length <= AMOUNT_CHARS && (isAmountOnly(text) || isFigureAmount(text)));

/**
 * Whether a cell holds a name with no amount ("flour", "Eggs, beaten"), and not a nutrient's
 * ("Fat", "Calories": a nutrition box's labels beside its figures).
 */
const isNameCell = (text: string) =>
  /\p{L}/u.test(text) &&
  !STARTS_WITH_NUMBER.test(text) &&
  !isAmountOnly(text) &&
  !isNutrientLabel(text);

/**
 * Whether a column holds the amounts: every cell an amount or empty, most with a figure, and not
 * the count of the rows ("1", "2", "3": the numbers of a method's steps).
 */
function holdsAmounts(texts: readonly string[]): boolean {
  if (!texts.every(isAmountCell)) return false;
  const figures = texts.filter((text) => STARTS_WITH_NUMBER.test(text));
  if (figures.length * 2 < texts.length) return false;
  return !texts.every((text, index) => NUMBER_ONLY.test(text) && Number(text) === index + 1);
}

/**
 * Puts together each pair of sibling columns, one of amounts and one of names with as many rows
 * (at least three), that are all their parent holds: the amounts' column then holds each row's
 * line, the amount first, and the names' column is taken out.
 */
export function zipParallelColumns(root: Document): void {
  const stack: AnyNode[] = [...root.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!isTag(node) || SKIPPED.has(node.name)) continue;
    const children = said(node);
    if (children.length === 2 && children.every(isTag) && zipPair(children[0]!, children[1]!)) {
      continue;
    }
    for (let at = node.children.length - 1; at >= 0; at -= 1) stack.push(node.children[at]!);
  }
}

/** Whether two sibling columns were put together (see `zipParallelColumns`). */
function zipPair(left: Element, right: Element): boolean {
  const first = columnOf(left);
  if (first === undefined || first.texts.length < MIN_ROWS) return false;
  const second = columnOf(right);
  if (second === undefined || second.texts.length !== first.texts.length) return false;
  const [amounts, names, namesElement] = holdsAmounts(first.texts)
    ? [first, second, right]
    : [second, first, left];
  if (!holdsAmounts(amounts.texts) || !names.texts.every(isNameCell)) return false;
  amounts.write(amounts.texts.map((amount, index) => `${amount} ${names.texts[index]}`.trim()));
  removeElement(namesElement);
  return true;
}
