/**
 * A page's ingredient list read from its markup alone, when no recipe plugin's class names it
 * (issue 31): every block that lays out lines alike is a candidate (a list's items, a table's
 * rows, sibling elements sharing a class, a paragraph broken by `<br>`), and each is scored by
 * how ingredient-like its lines are (an amount, a unit and a food, as the core parser reads them),
 * the heading before it (Ingredients, Zutaten, Ingrédients…, with no method heading between),
 * its class and id names (ingredient, zutat…), and whether it is a menu of links. The best list
 * is taken with the lists that continue it under the same heading (its groups).
 */
import { isIngredientLine } from '@plateful/core';
import { contains, type CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { isAllLinks, PART_BLOCK } from './line-parts.ts';
import { asTitle, isHeaderRow, isTitleRow } from './line-text.ts';
import { isContent } from './visible-content.ts';
import { INGREDIENT_OR_NEED_HEADING, METHOD_WORD_SOURCE } from './part-words.ts';

/** Elements whose content is never a recipe's list. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'nav',
  'footer',
  'select',
  'button',
  'form',
  'iframe',
  'textarea',
]);
/** Elements that end a line of text where they start and end. */
const BLOCK = new Set([...PART_BLOCK, 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Words that head another part (the method, equipment, notes, a post's shop links): a list after
 * one is not ingredients, and the groups of an ingredient list end there.
 */
const OTHER_PART_WORD = new RegExp(
  `^(?:the\\s+)?(?:${METHOD_WORD_SOURCE}|notes?|nutrition|equipment|tools|utensils|ustensiles|matériel|utensilios|utensili|utensílios|zubehör|utensilien|küchengeräte|materiaal|gear|products? (?:i|we)|recommended products?|shop (?:this|the))(?![\\p{L}])`,
  'iu',
);

/** Class and id names of an ingredient block. */
const INGREDIENT_NAME = /ingred|zutat|ingr[eé]d|składnik|surovin|benodigd|recipe-?list/i;
/** Class and id names of blocks that are not the ingredients. */
const OTHER_NAME =
  /instruction|direction|method|step|prep(?:aration)?-|comment|related|similar|popular|trending|menu|navig|footer|sidebar|widget|share|social|breadcrumb|tags?\b|categor|archive|pagination|newsletter|review|rating|nutrition|equipment|author|faq/i;

type Candidate = {
  container: Element;
  items: AnyNode[];
  lines: string[];
  start: number;
  end: number;
  score: number;
};

type Heading = { order: number; ingredient: boolean };

/** Text of a node with its block elements set apart, or null past `limit` characters. */
function blockText(node: AnyNode, limit: number): string | null {
  const parts: string[] = [];
  let length = 0;
  const visit = (current: AnyNode): boolean => {
    if (isText(current)) {
      parts.push(current.data);
      length += current.data.length;
      return length <= limit * 3 + 200;
    }
    if (!isTag(current) || SKIPPED.has(current.name)) return true;
    if (
      current.attribs.hidden !== undefined ||
      /display:\s*none/i.test(current.attribs.style ?? '')
    )
      return true;
    const block = BLOCK.has(current.name);
    if (block) parts.push(' ');
    const fine = current.children.every(visit);
    if (block) parts.push(' ');
    return fine;
  };
  if (!visit(node)) return null;
  const text = cleanText(parts.join(''));
  return text.length <= limit ? text : null;
}

/** A check box or bullet a page puts before each line ("▢ 2 eggs"). */
const LEADING_MARK = /^[▢☐□■▪●•◦·✓✔☑*-]\s*/u;

/** The lines of a block's items, or undefined when any is too long to be a line. */
function itemLines(items: readonly AnyNode[]): string[] | undefined {
  const lines: string[] = [];
  for (const item of items) {
    const text = blockText(item, 250);
    if (text === null) return undefined;
    const line = text.replace(LEADING_MARK, '');
    // A row of one cell across the table titles the rows below it (see line-text.ts).
    // A header row ("Ingredient | Amount") labels the columns.
    if (!line || isHeaderRow(item)) continue;
    lines.push(isTitleRow(item, line) && !line.endsWith(':') ? `${line}:` : line);
  }
  return lines;
}

/** The lines of a paragraph broken by `<br>` (its text between the breaks). */
function brokenLines(element: Element): string[] | undefined {
  const lines: string[] = [];
  let current: AnyNode[] = [];
  const flush = () => {
    const text = current.map((node) => blockText(node, 250)).join(' ');
    const line = cleanText(text).replace(LEADING_MARK, '');
    if (line) lines.push(line);
    current = [];
  };
  for (const child of element.children) {
    if (isTag(child) && child.name === 'br') flush();
    else if (isTag(child) && BLOCK.has(child.name)) return undefined;
    else current.push(child);
  }
  flush();
  return lines.length >= 2 && lines.every((line) => line.length <= 250) ? lines : undefined;
}

/**
 * Lines laid out as pairs of cells (`<dt>200 g</dt><dd>flour</dd>`, two classed spans per line,
 * or a grid row's columns: `<div class="col-8">Flour</div><div class="col-4">0.500</div>`): the
 * children alternate between two kinds, in equal numbers. Each pair is one line. Up to two cells
 * of a third kind may come first, a cell across the grid that titles the group ("For the base")
 * or labels it by number ("Group 1", left out), and a first pair that labels the columns
 * ("Ingredient | KG") is no line.
 */
function pairedLines(element: Element): Paired | undefined {
  const children = element.children.filter(isTag);
  const key = (child: Element) => `${child.name}.${child.attribs.class ?? ''}`;
  for (let lead = 0; lead <= 2 && children.length - lead >= 4; lead += 1) {
    const lines = pairsFrom(children, lead, key);
    if (lines) return lines;
  }
  return undefined;
}

/** A block's lines read as pairs, and whether a first pair labelled the columns. */
type Paired = { lines: string[]; labelled: boolean };

function pairsFrom(
  children: readonly Element[],
  lead: number,
  key: (child: Element) => string,
): Paired | undefined {
  if ((children.length - lead) % 2 !== 0) return undefined;
  const [first, second] = [key(children[lead]!), key(children[lead + 1]!)];
  if (first === second) return undefined;
  const lines: string[] = [];
  let labelled = false;
  for (const cell of children.slice(0, lead)) {
    // A leading cell is of a kind of its own, never one of the pairs'.
    if (key(cell) === first || key(cell) === second) return undefined;
    const text = blockText(cell, 60);
    if (text === null) return undefined;
    if (text && !/\d/.test(text)) lines.push(asTitle(text));
  }
  for (let index = lead; index < children.length; index += 2) {
    if (key(children[index]!) !== first || key(children[index + 1]!) !== second) return undefined;
    const parts = [blockText(children[index]!, 120), blockText(children[index + 1]!, 200)];
    if (parts.some((part) => part === null)) return undefined;
    if (index === lead && isColumnLabels(parts as string[])) {
      labelled = true;
      continue;
    }
    const line = parts.join(' ').trim().replace(LEADING_MARK, '');
    if (line) lines.push(line);
  }
  return lines.some((line) => !line.endsWith(':')) ? { lines, labelled } : undefined;
}

/**
 * Whether a pair of cells labels the columns below it: no amount in either, and one names the
 * ingredients ("Ingredient", "Zutat") or the amounts ("Amount", "Menge", "Quantité").
 */
function isColumnLabels(parts: readonly string[]): boolean {
  if (parts.some((part) => /\d/.test(part))) return false;
  return parts.some((part) => INGREDIENT_OR_NEED_HEADING.test(part) || COLUMN_LABEL.test(part));
}

/** The label of an amount column. */
const COLUMN_LABEL =
  /^(?:amount|quantity|qty|menge|quantité|cantidad|quantità|quantidade|hoeveelheid|mängd|mengde|mængde|ilość)$/iu;

/** Children that are one set of lines whatever their classes (see `repeatedChildren`). */
const ONE_SET: ReadonlySet<string> = new Set(['tr', 'li']);

/**
 * The largest set of an element's children that share a tag and class, when it is most of them.
 * A table's rows are one set whatever their classes: pages class the first and last row of each
 * group (`first-of-group`), and the rows of a table are its lines alike. So are a list's items:
 * pages add a state to some (`item tooltip-active` on a line with a note, `item qty-empty` on one
 * without an amount), and those lines are the list's as much as the others.
 */
function repeatedChildren(element: Element): AnyNode[] | undefined {
  const groups = new Map<string, AnyNode[]>();
  let count = 0;
  for (const child of element.children) {
    if (!isTag(child) || child.name === 'br' || child.name === 'hr') continue;
    count += 1;
    const key = ONE_SET.has(child.name) ? child.name : `${child.name}.${child.attribs.class ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(child);
    else groups.set(key, [child]);
  }
  let best: AnyNode[] | undefined;
  for (const group of groups.values()) if (!best || group.length > best.length) best = group;
  return best && best.length >= 2 && best.length * 2 >= count ? best : undefined;
}

/** A line that reads as an ingredient, by the core parser, an amount first, or a short name. */
const AMOUNT_FIRST = /^(?:[\d½⅓⅔¼¾⅛⅜⅝⅞]|(?:one|two|three|a|an)\s)/iu;
function ingredientLikeness(line: string, cache: Map<string, number>): number {
  const known = cache.get(line);
  if (known !== undefined) return known;
  const words = line.split(/\s+/).length;
  let score = 0;
  if (line.length > 160 || words > 25) score = 0;
  else if (isIngredientLine(line)) score = 1;
  else if (AMOUNT_FIRST.test(line) && words <= 12) score = 0.8;
  else if (/\d/.test(line) && words <= 8) score = 0.6;
  else if (words <= 4 && !/[.!?]$/.test(line)) score = 0.35;
  cache.set(line, score);
  return score;
}

/** The share of the items' text that is a link's: a menu or a list of other recipes. */
function linkShare($: CheerioAPI, items: readonly AnyNode[]): number {
  let linked = 0;
  for (const item of items) {
    if ((isTag(item) && item.name === 'a') || isAllLinks($, item)) linked += 1;
  }
  return items.length ? linked / items.length : 0;
}

/** An element's class and id names, as one text. */
const classAndId = (element: Element): string =>
  `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;

/** How far up from a list its block's names are read: the list's own and three ancestors'. */
const NAMED_BLOCK_LEVELS = 3;

/** The class and id names of an element and its `NAMED_BLOCK_LEVELS` nearest ancestors. */
function namesAround(element: Element): string {
  const names: string[] = [];
  let node: AnyNode | null = element;
  for (let level = 0; node && level <= NAMED_BLOCK_LEVELS; level += 1, node = node.parent) {
    if (isTag(node)) names.push(classAndId(node));
  }
  return names.join(' ');
}

/**
 * The ingredient list the page's markup reads best as, with its groups' titles, or undefined
 * when no block reads as one.
 */
export function scoredIngredientList($: CheerioAPI): string[] | undefined {
  const root = $('body')[0] ?? $.root()[0];
  if (!root) return undefined;
  const headings: Heading[] = [];
  const candidates: Candidate[] = [];
  const cache = new Map<string, number>();
  let counter = 0;
  const headingOf = (element: Element): Heading | undefined => {
    if (
      element.children.some((child) => isTag(child) && BLOCK.has(child.name) && child.name !== 'br')
    )
      return undefined;
    const text = blockText(element, 60);
    if (!text || /\d/.test(text)) return undefined;
    if (INGREDIENT_OR_NEED_HEADING.test(text)) return { order: counter, ingredient: true };
    if (OTHER_PART_WORD.test(text)) return { order: counter, ingredient: false };
    return undefined;
  };
  const visit = (node: AnyNode): void => {
    if (!isTag(node) || SKIPPED.has(node.name)) return;
    counter += 1;
    const start = counter;
    const heading = headingOf(node);
    if (heading) headings.push(heading);
    for (const child of node.children) visit(child);
    const paired = pairedLines(node);
    // Column labels ("Ingredient | KG") head no list of their own: the heading before is the list's.
    if (paired?.labelled) while ((headings.at(-1)?.order ?? 0) > start) headings.pop();
    const pairs = paired?.lines;
    const items = pairs ? undefined : repeatedChildren(node);
    const lines = pairs ?? (items ? itemLines(items) : brokenLines(node));
    if (lines && lines.length >= 2 && lines.length <= 80 && !isStepperValue(node)) {
      candidates.push({
        container: node,
        items: items ?? [node],
        lines,
        start,
        end: counter,
        score: 0,
      });
    }
  };
  visit(root);
  for (const candidate of candidates) {
    // Other unit systems and screen-reader copies are hidden: not the list a reader sees.
    if (isContent($, candidate.container)) {
      candidate.score = scoreCandidate($, candidate, headings, cache);
    }
  }
  const best = candidates.reduce<Candidate | undefined>(
    (top, candidate) => (candidate.score > (top?.score ?? 0) ? candidate : top),
    undefined,
  );
  if (!best || best.score < 2) return undefined;
  return withGroups(best, candidates, headings);
}

/**
 * Whether a block is the value of a stepper, a button on each side of it (`<button>−</button>
 * <div><span>4</span><span>servings</span></div><button>+</button>`): the portions a reader may
 * change, not lines.
 */
function isStepperValue(element: Element): boolean {
  const isButton = (node: AnyNode | null) => node !== null && isTag(node) && node.name === 'button';
  let before = element.prev;
  while (before && !isTag(before)) before = before.prev;
  let after = element.next;
  while (after && !isTag(after)) after = after.next;
  return isButton(before) && isButton(after);
}

/** The nearest heading before `start`, if any. */
function headingBefore(headings: readonly Heading[], start: number): Heading | undefined {
  let found: Heading | undefined;
  for (const heading of headings) {
    if (heading.order > start) break;
    found = heading;
  }
  return found;
}

function scoreCandidate(
  $: CheerioAPI,
  candidate: Candidate,
  headings: readonly Heading[],
  cache: Map<string, number>,
): number {
  const { lines, container } = candidate;
  const likeness =
    lines.reduce((sum, line) => sum + ingredientLikeness(line, cache), 0) / lines.length;
  if (likeness < 0.45) return 0;
  let score = likeness * 2;
  const names = namesAround(container);
  const itemNames = candidate.items
    .slice(0, 3)
    .map((item) => (isTag(item) ? `${item.attribs.class ?? ''}` : ''))
    .join(' ');
  const named = INGREDIENT_NAME.test(names) || INGREDIENT_NAME.test(itemNames);
  if (named) score += 1;
  else if (OTHER_NAME.test(names)) score -= 0.7;
  const heading = headingBefore(headings, candidate.start);
  if (heading?.ingredient) score += candidate.start - heading.order <= 200 ? 1.2 : 0.6;
  else if (heading && !heading.ingredient) score -= 0.6;
  // A list that neither a heading nor a name calls the ingredients is left to the caller's
  // last resort (the first list of amounts): on its own, looking like ingredients is not enough.
  if (!named && !heading?.ingredient) return 0;
  score -= linkShare($, candidate.items) * 1.5;
  if (lines.length >= 3) score += 0.2;
  return score;
}

/**
 * The nearest block, the list's own or one of its `NAMED_BLOCK_LEVELS` nearest ancestors', whose
 * class or id names the ingredients (`<div class="recipe-ingredients">`), if any.
 */
function namedBlock(container: Element): Element | undefined {
  let node: AnyNode | null = container;
  for (let level = 0; node && level <= NAMED_BLOCK_LEVELS; level += 1, node = node.parent) {
    if (isTag(node) && INGREDIENT_NAME.test(classAndId(node))) return node;
  }
  return undefined;
}

/** Elements that set a part of the page apart from the text around it. */
const SECTIONING: ReadonlySet<string> = new Set(['article', 'aside', 'footer', 'header']);

/**
 * Whether another list sits in the best list's part of the page: inside the `<article>` that
 * holds the best list, if one does, and inside no `<article>`, `<aside>`, `<footer>` or `<header>`
 * that does not hold it. A comment's list ("2 tbsp honey instead of sugar") after the post, in
 * the comments' own block or a comment's `<article>`, or a sidebar's, is not a group of the
 * recipe's, however much it reads as one.
 */
function inSameSection(best: Candidate, other: Candidate): boolean {
  for (let node = other.container.parent; node; node = node.parent) {
    if (isTag(node) && SECTIONING.has(node.name) && !contains(node, best.container)) return false;
  }
  for (let node = best.container.parent; node; node = node.parent) {
    if (isTag(node) && node.name === 'article') return contains(node, other.container);
  }
  return true;
}

/**
 * The best list with the other lists under the same ingredient heading (its groups: from that
 * heading up to the next method heading), each ingredient-like and none inside another. With no
 * such heading, the lists inside the block whose class names the ingredients are its groups
 * (`<div class="ingredients"><p><b>Crust</b></p><p>200 g flour<br>…</p><p><b>Filling</b></p>
 * <p>3 lemons<br>…</p></div>`).
 */
function withGroups(
  best: Candidate,
  candidates: readonly Candidate[],
  headings: readonly Heading[],
): string[] {
  const heading = headingBefore(headings, best.start);
  const threshold = Math.min(best.score, 1.8);
  let inRegion: (other: Candidate) => boolean;
  if (heading?.ingredient) {
    const stop =
      headings.find((next) => next.order > best.end && !next.ingredient)?.order ??
      Number.POSITIVE_INFINITY;
    inRegion = (other) => other.start > heading.order && other.end < stop;
  } else {
    // With no heading, the block whose class names the ingredients bounds the groups.
    const block = namedBlock(best.container);
    if (block === undefined) return best.lines;
    inRegion = (other) => other.container === block || contains(block, other.container);
  }
  const region = candidates
    .filter(
      (other) =>
        other === best ||
        (inRegion(other) && other.score >= threshold && inSameSection(best, other)),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const lines: string[] = [];
  let end = 0;
  for (const other of region) {
    if (other.start <= end) continue;
    // A list holding the best one is taken only if it is the best one's own container's kin.
    if (other !== best && other.start < best.start && other.end >= best.end) continue;
    lines.push(...other.lines);
    end = other.end;
  }
  return lines;
}
