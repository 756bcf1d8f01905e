/**
 * Lines a page writes in one block broken by `<br>` (`<p>2 eggs<br>1 cup milk</p>`), also after a
 * heading that opens the block, in an element of its own or as text ("Ingredients:<br>…").
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { holdersOf, shortText } from './dom-search.ts';
import { asTitle, dropRepeats, EMPHASIS_TAGS } from './line-text.ts';
import { headsPart, isOnlyHeading } from './part-headings.ts';
import { isContent } from './visible-content.ts';

/** A character no page writes, standing for a `<br>` while a block's text is read. */
const BREAK = '\uE000';

/**
 * The lines of paragraphs, each split where the page breaks it with `<br>`. With `amountsBefore`
 * (ingredients), a figure the page sets just before a paragraph in an inline element of its own
 * (`<x-number>200</x-number><p><span>g</span> <span>Feta</span></p>`, a portion scaler's) opens
 * the paragraph's line, and among such lines a short paragraph after no such element is a group's
 * title.
 */
export function brokenLines(
  $: CheerioAPI,
  elements: Cheerio<AnyNode>,
  { amountsBefore = false, boldTitles = false } = {},
): string[] {
  const shown = elements.toArray().filter((element) => isContent($, element));
  const slotted = new Set(amountsBefore ? shown.filter((element) => amountSlot($, element)) : []);
  // Where most paragraphs follow a slot for their amount (empty when a line has none: "Salz"),
  // a short one without a figure, in a block of its own apart from theirs, titles the group
  // below it (`<div><p>Tomaten-Salsa</p></div>` among `<x-number>500</x-number><p>g Tomaten</p>`).
  // A paragraph beside theirs with no slot is a line without an amount.
  const titles = slotted.size >= 2 && slotted.size * 2 > shown.length;
  const lineBlocks = new Set([...slotted].map((element) => element.parent));
  const read = shown.flatMap((element) => {
    // A line break in the page's source is a space, not a line: only a <br> breaks one.
    const copy = $(element).clone();
    copy.find('br').replaceWith(BREAK);
    const split = splitAtBreaks(copy);
    const emphasised = boldTitles && holdsEmphasis($, element);
    const bold = emphasised ? whollyIn(copy, split, BOLD) : [];
    // A line in italics titles only at the start of its block: after a line in the same block it
    // is that line's note ("200 g flour<br><em>or spelt flour</em>").
    const italic = emphasised ? whollyIn(copy, split, EMPHASIS) : [];
    const amount = amountsBefore ? amountBefore($, element) : undefined;
    if (amount !== undefined && split[0]) split[0] = `${amount} ${split[0]}`;
    const apart = !slotted.has(element) && !lineBlocks.has(element.parent);
    if (titles && apart && split.length === 1 && isGroupTitle(split[0]!)) {
      return [{ text: asTitle(split[0]!), bold: false, setApart: false, opens: true }];
    }
    return split.map((text, index) => ({
      text,
      bold: bold[index] === true || (index === 0 && italic[index] === true),
      setApart: bold[index] === true || italic[index] === true,
      opens: index === 0 || split[index - 1] === '',
    }));
  });
  const kept = read.filter(({ text }) => text.length > 0 && text.length < 2000);
  // A line wholly in bold ("<b>For the icing</b><br>100 g icing sugar"), or in italics at its
  // block's start ("<p><em>Cake</em><br>…"), short and without a figure, titles the lines after
  // it when the next line is not set apart (in bold or italics anywhere: a block that writes
  // every line in italics titles none), and fewer than half the lines are such titles (bold
  // names in a list of lines are lines).
  const boldTitle = ({ text, bold }: { text: string; bold: boolean }, index: number) =>
    bold && isGroupTitle(text) && kept[index + 1] !== undefined && !kept[index + 1]!.setApart;
  const titleCount = kept.filter(boldTitle).length;
  const plainTitled = boldTitles ? plainTitles(kept) : new Set<number>();
  const lines = kept.map((line, index) =>
    (titleCount * 2 < kept.length && boldTitle(line, index)) || plainTitled.has(index)
      ? asTitle(line.text)
      : line.text,
  );
  return dropRepeats(lines);
}

/**
 * The lines (by index) that title groups written in plain text, each the first line of its own
 * paragraph (or after a blank line) above lines of amounts: `<p>Cake<br>200 g flour<br>3 eggs</p>
 * <p>Icing<br>100 g icing sugar<br>1 lemon</p>`. Only when two paragraphs or more open so and
 * every paragraph of several lines does: its first line short with no figure and no sentence's
 * end, two lines or more under it, the first of them and most of them opening with a figure
 * ("Salt<br>Pepper<br>2 tomatoes" is three lines). A paragraph of one line is a line.
 */
function plainTitles(lines: readonly { text: string; opens: boolean }[]): Set<number> {
  const starts = lines.flatMap((line, index) => (line.opens ? [index] : []));
  const titles = new Set<number>();
  for (const [at, start] of starts.entries()) {
    const rest = lines.slice(start + 1, starts[at + 1] ?? lines.length);
    if (rest.length === 0) continue;
    const title = lines[start]!.text;
    const amounts = rest.filter(({ text }) => STARTS_WITH_FIGURE.test(text)).length;
    const under =
      rest.length >= 2 && STARTS_WITH_FIGURE.test(rest[0]!.text) && amounts * 2 > rest.length;
    if (!isGroupTitle(title) || /[.!?]$/.test(title) || !under) {
      return new Set();
    }
    titles.add(start);
  }
  return titles.size >= 2 ? titles : new Set();
}

/** A line that opens with a figure or a fraction ("200 g flour", "½ lemon"). */
const STARTS_WITH_FIGURE = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/** Elements that set a line apart: in bold, or in bold, italics or underlined. */
const BOLD = 'b, strong';
const EMPHASIS = EMPHASIS_TAGS.join(', ');

/** Whether an element holds an emphasis element (found once per page). */
const holdsEmphasis = holdersOf(EMPHASIS);

/** A block's text split at its breaks (`BREAK`), each part cleaned. */
const splitAtBreaks = (block: Cheerio<AnyNode>) =>
  block.text().replace(/\s+/g, ' ').split(BREAK).map(cleanText);

/**
 * Which of a block's parts between breaks (`split`) are wholly in the elements `selector` names
 * (`BOLD`, `EMPHASIS`): text with them, none without. Empty when such an element holds a break
 * itself.
 */
function whollyIn(block: Cheerio<AnyNode>, split: readonly string[], selector: string): boolean[] {
  const plain = block.clone();
  plain.find(selector).remove();
  const rest = splitAtBreaks(plain);
  if (rest.length !== split.length) return [];
  return split.map((text, index) => text !== '' && rest[index] === '');
}

/** The most characters of a group's title set as a paragraph among amounts and names. */
const GROUP_TITLE_CHARS = 60;

/** Text that can title a group: short, no figure in it. */
const isGroupTitle = (text: string) =>
  text.length > 0 && text.length <= GROUP_TITLE_CHARS && !/\d/.test(text);

/**
 * Whether a paragraph follows a slot for its amount: its previous sibling, whitespace aside, an
 * inline element of its own holding a figure or nothing (`<x-number value=""> </x-number>`).
 */
function amountSlot($: CheerioAPI, element: AnyNode): boolean {
  let previous = element.prev;
  while (previous && isText(previous) && previous.data.trim() === '') previous = previous.prev;
  if (!previous || !isTag(previous) || NOT_INLINE.test(previous.name)) return false;
  const text = shortText(previous, 20);
  return text !== null && (text === '' || FIGURE_ONLY.test(text));
}

/** A figure alone: a whole number, a decimal, a fraction ("200", "1,5", "1/2", "½"). */
const FIGURE_ONLY = /^(?:\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|\d*\s*[½⅓⅔¼¾⅛⅜⅝⅞])$/u;

/** Elements that are blocks of their own, never an amount set inline before a paragraph. */
const NOT_INLINE =
  /^(?:p|div|li|ul|ol|dl|dt|dd|table|tr|td|th|section|article|header|footer|aside|nav|main|figure|form|h[1-6]|br|hr|img|button|input|label|select)$/;

/**
 * The figure set just before a paragraph in an inline element of its own, or undefined: the
 * paragraph's previous sibling, whitespace aside, holding a figure and nothing else.
 */
function amountBefore($: CheerioAPI, element: AnyNode): string | undefined {
  let previous = element.prev;
  while (previous && isText(previous) && previous.data.trim() === '') previous = previous.prev;
  if (!previous || !isTag(previous) || NOT_INLINE.test(previous.name)) return undefined;
  if (!isContent($, previous)) return undefined;
  const text = shortText(previous, 20);
  return text !== null && FIGURE_ONLY.test(text) ? text : undefined;
}

/** Blocks whose lines a page may break with `<br>`. */
const BROKEN_BLOCK = /^(?:p|div|td)$/;
/** The same, and the inline blocks a blog editor sets a whole post in (ingredients only). */
const BROKEN_BLOCK_OR_INLINE = /^(?:p|div|td|span|font)$/;

/** Whether a node is only white space (text, or a comment). */
const isBlank = (node: AnyNode) => (isText(node) ? node.data.trim() === '' : !isTag(node));

/**
 * The lines after a heading that opens a block broken by `<br>` (`<p><strong>Ingredients</strong>
 * <br>2 eggs<br>1 cup milk</p>`); undefined when the heading does not open such lines. With
 * `ingredients`, also after a heading that starts a line of such a block, a `<br>` right before
 * it (`<span>Our favourite.<br><br><b>Ingredients</b><br>2 eggs<br>…</span>`, a blog editor's
 * whole post in one block), and on into the blocks of the same kind right after that block that
 * each open with a bold title of a group and go on in lines (`<p><strong>For the drizzle</strong>
 * <br>juice of 1 lemon<br>…</p>`), each title marked as such, up to one that does not.
 */
export function linesAfterInlineHeading(
  heading: AnyNode,
  ingredients = false,
): string[] | undefined {
  const block = heading.parent;
  const blocks = ingredients ? BROKEN_BLOCK_OR_INLINE : BROKEN_BLOCK;
  if (!block || !isTag(block) || !blocks.test(block.name)) return undefined;
  const at = block.children.indexOf(heading as (typeof block.children)[number]);
  const before = block.children.slice(0, at);
  const last = before.filter((child) => !isBlank(child)).at(-1);
  const opensLine = ingredients
    ? last === undefined || (isTag(last) && last.name === 'br')
    : before.every((child) => isText(child) && child.data.trim() === '');
  if (!opensLine) return undefined;
  const lines = linesBetweenBreaks(block.children.slice(at + 1));
  if (lines === undefined || !ingredients) return lines;
  return [...lines, ...groupsAfter(block)];
}

/**
 * The groups that follow a block of lines in blocks of its kind, each opening with a bold title
 * and a `<br>` (`<p><b>For the drizzle</b><br>juice of 1 lemon<br>85 g sugar</p>`): the title,
 * marked as one, then its lines. Blank blocks between are passed over; the first block that is
 * not such a group (the method's `<p><b>Method</b><br>…`, a paragraph of text) ends them.
 */
function groupsAfter(block: Element): string[] {
  const lines: string[] = [];
  for (let next = block.next; next; next = next.next) {
    if (isBlank(next)) continue;
    if (!isTag(next) || next.name !== block.name) break;
    if (cleanText(textOf(next)) === '') continue;
    const children = next.children.filter((child) => !isBlank(child));
    const [title, br] = children;
    if (!title || !isTag(title) || !BOLD_TAGS.has(title.name)) break;
    if (!br || !isTag(br) || br.name !== 'br') break;
    const text = shortText(title, GROUP_TITLE_CHARS);
    if (text === null || !isGroupTitle(text) || headsPart(text)) break;
    const own = linesBetweenBreaks(children.slice(1), 1);
    if (own === undefined) break;
    lines.push(asTitle(text), ...own);
  }
  return lines;
}

/** The elements a page sets a line in bold with. */
const BOLD_TAGS: ReadonlySet<string> = new Set(['b', 'strong']);

/** A node's text, its breaks as spaces. */
const textOf = (node: AnyNode): string =>
  isText(node) ? node.data : isTag(node) ? node.children.map(textOf).join(' ') : '';

/**
 * The lines of the first block broken by `<br>` whose first line is the heading alone, as a text
 * ("Ingredients:<br>2 eggs<br>1 cup milk"), or undefined.
 */
export function linesUnderTextHeading($: CheerioAPI, pattern: RegExp): string[] | undefined {
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
export function linesBetweenBreaks(nodes: readonly AnyNode[], fewest = 2): string[] | undefined {
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
  return lines.length >= fewest ? lines : undefined;
}
