/**
 * Ingredient lists that nothing names, read by how they look: short items, most of them starting
 * with an amount, and the lists that continue one under short titles of their own.
 */
import { findUnit } from '@plateful/core';
import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import { cleanText } from './clean-text.ts';
import {
  amountFirst,
  FIGURE_ALONE,
  nameThenAmount,
  rowCells,
  statesTemperature,
} from './line-parts.ts';
import { asTitle, isParagraphTitleOverList, texts } from './line-text.ts';
import { YIELD_LABEL } from './markup-yield.ts';
import { isNutrientLabel, withoutNutritionTable } from './nutrition-lines.ts';
import { isContent } from './visible-content.ts';

/**
 * The texts of a list's own items; those of a list that sets its names first and its amounts
 * after them (`<li><a>tvaroh</a> <b>500 g</b></li>`) read amount first, as `amountFirst` writes
 * them, when the list reads as ingredients so (`namesAmounts`).
 */
function itemTexts($: CheerioAPI, list: AnyNode): string[] {
  const items = $(list).children('li').toArray();
  const lines = items.map((item) => cleanText($(item).text()));
  if (mostlyStartWithAmounts(lines)) return lines;
  const turned = items.map((item, index) => amountFirst(item, lines[index]!));
  return mostlyStartWithAmounts(turned) && namesAmounts($, list, items, lines) ? turned : lines;
}

/** A bracket after an amount ("500 g (2 kostky)"), left out when reading its unit. */
const AMOUNT_BRACKET = /\s*\([^()]*\)$/;

/**
 * Whether a list whose items set a name first and an amount after it gives ingredients' amounts,
 * not a menu's counts: a menu of links, each with how many pages it leads to after it
 * (`<li><a href="/dezerty">Dezerty</a> <span>120</span></li>`, "Polévky 45 receptů"), sits in
 * the page's navigation, counts bare figures, or counts every one in the same word. Ingredients'
 * amounts mostly carry a unit, and not all the same one ("500 g", "2 ks", "1 sáček").
 */
function namesAmounts(
  $: CheerioAPI,
  list: AnyNode,
  items: readonly AnyNode[],
  lines: readonly string[],
): boolean {
  if (inPageFrame($, list)) return false;
  const amounts = items.flatMap((item, index) => nameThenAmount(item, lines[index]!)?.amount ?? []);
  const units = amounts.flatMap(
    (amount) => /\p{L}+\.?$/u.exec(amount.replace(AMOUNT_BRACKET, ''))?.[0].toLowerCase() ?? [],
  );
  return units.length * 2 >= amounts.length && new Set(units).size >= 2;
}

/**
 * Whether an element sits in the page's frame (its navigation, header, footer or a sidebar), where
 * a menu's lines may end with counts ("Dezerty 120", "Polévky 45 ks") but no recipe's list sits.
 */
const inPageFrame = ($: CheerioAPI, element: AnyNode) =>
  $(element).closest('nav, header, footer, aside').length > 0;

/**
 * How long ago, at a line's start: an archive's "6 months ago: Eggplant Parmesan", "1 year ago:"
 * (a post's links to what it wrote before), a date and not an amount.
 */
const AGO = /^\d+\s*(?:days?|weeks?|months?|years?)\s+ago\b/i;

/** Whether half the lines or more start with an amount. */
function mostlyStartWithAmounts(lines: readonly string[]): boolean {
  return (
    lines.filter((line) => STARTS_WITH_AMOUNT.test(line) && !AGO.test(line)).length * 2 >=
    lines.length
  );
}

/** A line that ends as a sentence does ("Bake for 20 minutes.", "Serve!"), a closing bracket aside. */
const ENDS_SENTENCE = /[.!?。！？][\s)"'”’]*$/u;

/** The fewest words of a list's first three items that are read as a method's sentences. */
const SENTENCE_LIST_WORDS = 12;

/**
 * Whether a list's items are a method's sentences, not lines of the ingredients (`<ol><li>Heat the
 * oven to 180C.</li><li>Beat the sugar and eggs.</li>…`, set after the ingredients' list with no
 * heading between): two items or more, each ending as a sentence, none opening with an amount,
 * and twelve words or more in the first three. An ingredient's line ends with its name or a note,
 * not a stop.
 */
export function isListOfSentences($: CheerioAPI, list: AnyNode): boolean {
  const items = $(list)
    .children('li')
    .toArray()
    .map((item) => cleanText($(item).text()));
  if (items.length < 2) return false;
  const words = items
    .slice(0, 3)
    .reduce((sum, item) => sum + item.split(/\s+/).filter(Boolean).length, 0);
  return (
    words >= SENTENCE_LIST_WORDS &&
    items.every((item) => ENDS_SENTENCE.test(item) && !STARTS_WITH_AMOUNT.test(item))
  );
}

/** A list's items that mostly start with an amount. */
function mostlyAmounts($: CheerioAPI, list: AnyNode): boolean {
  const lines = itemTexts($, list);
  return lines.length > 0 && (mostlyStartWithAmounts(lines) || mostlyEndWithAmounts(lines));
}

/** A short line without an amount that can title the list after it ("Garniture", "For the sauce:"). */
const isShortTitle = (text: string) =>
  text.length <= 40 && !/\d/.test(text) && text.split(/\s+/).length <= 5;

/**
 * A wrapper that holds one group of a list of amounts: a short title and a list after it, or the
 * list alone (`<div><h4>For the sauce:</h4><ul>…</ul></div>`).
 */
function groupWrapper(
  $: CheerioAPI,
  element: AnyNode,
): { title?: string; list: AnyNode } | undefined {
  const children = $(element)
    .children()
    .toArray()
    .filter((child) => cleanText($(child).text()) !== '');
  const list = children.at(-1);
  if (!list || !$(list).is('ul, ol') || children.length > 2) return undefined;
  if (children.length === 1) return { list };
  const title = titleOf($(titleInWrappers(children[0]!)), 'p, h2, h3, h4, h5, h6, strong, b');
  return title === undefined ? undefined : { title, list };
}

/** How many plain wrappers a group's title may sit in (a framework's `<div><div><h2>`). */
const TITLE_WRAPPERS = 3;

/**
 * The element a group's title is written in, under the plain wrappers that hold only it
 * (`<div><div><h2>Salad</h2></div></div>`): a `<div>` or `<span>` whose one child is the next.
 */
function titleInWrappers(element: AnyNode): AnyNode {
  let node = element;
  for (let depth = 0; depth < TITLE_WRAPPERS; depth += 1) {
    if (!isTag(node) || (node.name !== 'div' && node.name !== 'span')) break;
    const children = node.children.filter((child) => !isText(child) || child.data.trim() !== '');
    const only = children[0];
    if (children.length !== 1 || !only || !isTag(only)) break;
    node = only;
  }
  return node;
}

/**
 * The lines of a list of amounts and of the lists that continue it, each after a short title
 * ("Base porridge", list, "Garniture", list): the groups of a page that names none of them.
 * A list follows only its title or the list before it; anything else ends the groups. When the
 * first list sits in a wrapper of its own under its title, the groups are the wrappers after it
 * that are made alike (a title and a list of amounts each). A first list right under a heading
 * is titled by it when the lists after it are titled.
 */
export function amountGroups($: CheerioAPI, first: AnyNode): string[] {
  const lines: string[] = [];
  const parent = first.parent;
  const wrapped = parent && groupWrapper($, parent)?.list === first ? parent : undefined;
  if (wrapped) {
    const own = groupWrapper($, wrapped)!;
    if (own.title) lines.push(own.title);
  }
  const start = lines.length;
  lines.push(...texts($, $(first).children('li')));
  let title: string | undefined;
  let titledAfter = false;
  // A first list whose first item titles it ("per la grigliata", lines): the lists after it
  // that open so are its groups, though few of their lines carry an amount ("sale", "pepe").
  const titledInside = !wrapped && opensWithTitle($, first);
  for (const sibling of $(wrapped ?? first)
    .nextAll()
    .toArray()) {
    const element = $(sibling);
    const text = cleanText(element.text());
    const group = wrapped ? groupWrapper($, sibling) : undefined;
    if (group) {
      if (title || !isContent($, group.list) || !mostlyAmounts($, group.list)) break;
      if (group.title) lines.push(group.title);
      lines.push(...texts($, $(group.list).children('li')));
    } else if (element.is('ul, ol')) {
      if (!isContent($, sibling) || isListOfSentences($, sibling)) break;
      if (!mostlyAmounts($, sibling) && !(titledInside && opensWithTitle($, sibling))) break;
      if (title) lines.push(title);
      titledAfter ||= title !== undefined;
      lines.push(...texts($, element.children('li')));
      title = undefined;
    } else if (text === '') {
      continue;
    } else if (title === undefined && element.is('p, h2, h3, h4, h5, h6') && isShortTitle(text)) {
      title = asTitle(text);
    } else break;
  }
  // When the lists after it have titles, a short heading right before the first list titles
  // it too ("Dry ingredients", list, "Wet ingredients", list).
  const earlier = wrapped ? [] : titledGroupsBefore($, first);
  const heading =
    (titledAfter || earlier.length > 0) && !wrapped ? headingBefore($, first) : undefined;
  if (heading !== undefined) lines.splice(start, 0, heading);
  return [...earlier, ...lines];
}

/**
 * A short title in an element of its own, one of `tags` (`<h2>Sauce:</h2>`, `<p>Garniture</p>`),
 * or undefined.
 */
function titleOf(element: Cheerio<AnyNode>, tags = 'p, h2, h3, h4, h5, h6'): string | undefined {
  if (!element.is(tags)) return undefined;
  const text = cleanText(element.text());
  return isShortTitle(text) ? asTitle(text) : undefined;
}

/**
 * The groups set before a titled list of amounts, each a list of amounts under a short title of
 * its own ("Calda:", two lines, "Pudim:", the list): a first group too short to be found as a
 * list of amounts by itself. Only lists titled so, one right after the other.
 */
function titledGroupsBefore($: CheerioAPI, first: AnyNode): string[] {
  const own = $(first).prev();
  if (titleOf(own) === undefined) return [];
  const groups: string[] = [];
  let list = own.prev();
  while (list.length > 0 && list.is('ul, ol')) {
    const node = list[0]!;
    const title = titleOf(list.prev());
    if (title === undefined || !isContent($, node) || !mostlyAmounts($, node)) break;
    groups.unshift(title, ...texts($, list.children('li')));
    list = list.prev().prev();
  }
  return groups;
}

/** The most characters of a list's first item that titles it. */
const TITLE_CHARS = 40;

/** The most characters of a line in a group that opens with its own title. */
const TITLED_GROUP_LINE_CHARS = 80;

/**
 * Whether a list's first item titles the list (a short item with no figure: "For the marinade",
 * "per la grigliata") over two lines or more, each short: a group given as a list of its own.
 */
function opensWithTitle($: CheerioAPI, list: AnyNode): boolean {
  const [first, ...lines] = itemTexts($, list);
  return (
    first !== undefined &&
    first.length <= TITLE_CHARS &&
    !/\d/.test(first) &&
    lines.length >= 2 &&
    lines.every((line) => line.length > 0 && line.length <= TITLED_GROUP_LINE_CHARS)
  );
}

/**
 * The short heading (`<h2>`–`<h6>`) right before an element, or a paragraph that titles it as a
 * blog editor's sub-heading does (`<p><strong>Crust</strong></p>`: `isParagraphTitleOverList`),
 * as a title, if there is one.
 */
function headingBefore($: CheerioAPI, element: AnyNode): string | undefined {
  const before = $(element).prev();
  const paragraph = before[0] !== undefined && isParagraphTitleOverList(before[0]);
  return titleOf(before, paragraph ? 'p' : 'h2, h3, h4, h5, h6');
}

/** A line that starts with an amount: "2 eggs", "1/4 tsp. salt", "½ lemon", "250g flour". */
const STARTS_WITH_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/**
 * The page's first list that reads as ingredients although nothing names it so, as on a blog
 * that writes "Recipe: Orange juice carrots", a list, then the method in paragraphs: three lines
 * or more, short, most of them starting with an amount.
 */
export function listOfAmounts($: CheerioAPI): AnyNode | undefined {
  return $('ul, ol')
    .toArray()
    .find((list) => {
      if (!isContent($, list)) return false;
      const lines = itemTexts($, list);
      if (lines.length < 2 || lines.some((line) => line.length === 0 || line.length > 150)) {
        return false;
      }
      const amountsLast = () => mostlyEndWithAmounts(lines) && !inPageFrame($, list);
      if (!(mostlyStartWithAmounts(lines) || amountsLast()) || isMenu($, list)) return false;
      return lines.length >= 3 || opensTitledGroups($, list);
    });
}

/** A table cell that holds an amount alone ("200 g", "2", "1 pizzico", "½ cup"). */
const AMOUNT_CELL =
  /^(?:\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?|[½⅓⅔¼¾⅛⅜⅝⅞])(?:\s*\p{L}+\.?)?$/u;

/** The most characters of a table cell that names an ingredient. */
const NAME_CELL_CHARS = 60;

/**
 * A table's row as a list item written name first ("Farina 00 200 g"), when it is a name and an
 * amount in two cells, either way round (`<tr><td>Farina 00</td><td>200 g</td></tr>`, `<tr><td>
 * 200 g</td><td>Farina 00</td></tr>`); undefined for any other row.
 */
function rowNameAmount($: CheerioAPI, row: AnyNode): string | undefined {
  const cells = rowCells($, row);
  const named = (name: string) => name.length <= NAME_CELL_CHARS && /^\p{L}/u.test(name);
  if (cells.length === 3) return rowOfThree(cells as [string, string, string], named);
  if (cells.length !== 2) return undefined;
  const [first, second] = cells as [string, string];
  if (AMOUNT_CELL.test(second) && named(first)) return `${first} ${second}`;
  if (AMOUNT_CELL.test(first) && named(second)) return `${second} ${first}`;
  return undefined;
}

/** Whether a table cell holds a unit alone that the parser knows ("g", "tbsp", "EL"). */
const isUnitCell = (cell: string) => /^\p{L}+\.?$/u.test(cell) && findUnit(cell) !== undefined;

/**
 * A row of three cells as a list item written name first: an amount split over two cells, its
 * figure then its unit (`<td>200</td><td>g</td><td>Farina</td>`, or the name's cell first), or a
 * name and an amount with a note's cell after them (`<td>200 g</td><td>Farina</td><td>tipo
 * 00</td>`: the note is no amount). Undefined for any other row.
 */
function rowOfThree(
  [first, second, third]: [string, string, string],
  named: (name: string) => boolean,
): string | undefined {
  if (FIGURE_ALONE.test(first) && isUnitCell(second) && named(third)) {
    return `${third} ${first} ${second}`;
  }
  if (named(first) && FIGURE_ALONE.test(second) && isUnitCell(third)) {
    return `${first} ${second} ${third}`;
  }
  if (AMOUNT_CELL.test(third)) return undefined;
  if (AMOUNT_CELL.test(first) && named(second)) return `${second} ${first}`;
  if (named(first) && AMOUNT_CELL.test(second)) return `${first} ${second}`;
  return undefined;
}

/**
 * The page's first table whose rows are a list of amounts that nothing names (`<table><tr><td>
 * Farina 00</td><td>200 g</td></tr>…`, or the amount's cell first), read by the tests a list
 * written name first passes (`mostlyEndWithAmounts`: units the parser knows, no product's unit,
 * no nutrient, no nutrition table), not in the page's frame: three rows or more, each a name and
 * an amount but a row of one short cell with no figure that titles the rows after it (a header
 * row of `<th>`s aside; a spec table's "Colour | Red" is no title). Its lines are its rows as the
 * page's reader writes them (`texts`, amount first).
 */
export function tableOfAmounts($: CheerioAPI): { table: AnyNode; lines: string[] } | undefined {
  for (const table of $('table').toArray()) {
    if (!isContent($, table) || inPageFrame($, table)) continue;
    const rows = $(table)
      .find('tr')
      .toArray()
      .filter((row) => $(row).closest('table')[0] === table)
      .filter((row) => $(row).children('td').length > 0)
      // An oven's setting set among the rows (`Oven | 180 | C`) is no line, nor a row that
      // leaves the table unread.
      .filter((row) => !statesTemperature(rowCells($, row)));
    // A row of one short cell with no figure titles the rows after it (`<tr><td colspan="2">
    // Filling</td></tr>`), the table's last row aside.
    const named = rows.map((row) => rowNameAmount($, row));
    const title = (row: AnyNode, at: number) =>
      at < rows.length - 1 &&
      $(row)
        .children('td, th')
        .filter((_, cell) => cleanText($(cell).text()) !== '').length === 1 &&
      isShortTitle(cleanText($(row).text()));
    const amounts = named.filter((line) => line !== undefined);
    if (amounts.length < 3 || named.some((line, at) => !line && !title(rows[at]!, at))) continue;
    if (!mostlyEndWithAmounts(amounts)) continue;
    return { table, lines: texts($, $(rows)) };
  }
  return undefined;
}

/**
 * Whether a short list (two lines) is the first of titled groups: a short title right before it
 * and, right after it, another short title over a list of amounts (`<p><b>Crust</b></p><ul>2
 * lines</ul><p><b>Filling</b></p><ul>2 lines</ul>`). Two lines alone are too few to tell a list
 * of amounts from any other; two titled groups of them are a recipe's.
 */
function opensTitledGroups($: CheerioAPI, list: AnyNode): boolean {
  if (inPageFrame($, list) || headingBefore($, list) === undefined) return false;
  const title = $(list)
    .nextAll()
    .filter((_, node) => cleanText($(node).text()) !== '')
    .first();
  const next = title
    .nextAll()
    .filter((_, node) => cleanText($(node).text()) !== '')
    .first();
  return (
    title.length > 0 &&
    (titleOf(title) !== undefined || isParagraphTitleOverList(title[0]!)) &&
    next.is('ul, ol') &&
    isContent($, next[0]!) &&
    !isMenu($, next[0]!) &&
    mostlyAmounts($, next[0]!) &&
    [...itemTexts($, list), ...itemTexts($, next[0]!)].some(measured)
  );
}

/** A figure and the word after it, at a line's start ("200 g flour") or end ("Farina 200 g"). */
const FIRST_UNIT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d.,/½⅓⅔¼¾⅛⅜⅝⅞]*\s*(\p{L}+)/u;

/**
 * Whether a line measures its amount in a measuring unit the parser knows ("200 g flour",
 * "Zucchero 100 g", "2 EL Öl"): a cook's line, where a post's "2 ways to cook rice" or "3 cakes"
 * counts (a "cake" of yeast is a unit, but no measure).
 */
function measured(line: string): boolean {
  const unit = FIRST_UNIT.exec(line)?.[1] ?? AMOUNT_LAST.exec(line)?.[2];
  return unit !== undefined && findUnit(unit)?.kind === 'measure';
}

/**
 * A line written name first with its amount at its end ("Farina 00 200 g", "Mehl: 250 g", "Uova
 * 2"): a name that opens with a letter and ends no sentence, then a figure and, if any, one word
 * for its unit. The unit's word (group 2) is undefined for a bare count.
 */
const AMOUNT_LAST =
  /^(\p{L}[^.!?:;]{0,59}?)(?:\s*[:–—-]\s*|\s+)(?:\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?|[½⅓⅔¼¾⅛⅜⅝⅞])\s*(\p{L}+\.?)?$/u;

/**
 * Units of a product's measures, not a cook's: lengths, power, charge, storage, energy ("Width 20
 * cm", "Power 1200 W", "Calories 250 kcal"). A list that gives one is a spec's or a nutrition box's.
 */
const NOT_COOKING_UNIT =
  /^(?:mm|cm|m|km|in|inch(?:es)?|ft|w|kw|kwh|v|mah|gb|mb|kb|px|kcal|kj)\.?$/i;

/**
 * A product's measure named, not an ingredient ("Weight 2 kg", "Capacity 1.5 l", "Gewicht 3 kg"):
 * a spec table or list whose other units are a cook's too.
 */
const SPEC_LABEL =
  /^(?:(?:net|total|max(?:imum)?|min(?:imum)?|product|item)\s+)?(?:weight|capacity|volume|size|dimensions?|height|width|length|depth|power|voltage|programs?|speeds?|settings?|warranty|kapazität|inhalt|fassungsvermögen|poids|capacité|peso|capacità|capacidad|gewicht|inhoud)$/i;

/**
 * A pack named alone, not an ingredient: a shop's sizes ("Bag 500 g", "Box 1 kg", "Pack size 250
 * g", a table of `Bag | 500 g` rows). A recipe's line names what is in the pack ("Tomatoes 1 tin").
 */
const PACK_LABEL =
  /^(?:(?:pack|packet|bag|tin|can|jar|bottle|tub|box)\s+sizes?|bags?|boxe?s?|sacks?|tubs?|jars?|bottles?|packs?|packets?|cartons?|tins?|cans?|pouch(?:es)?|sachets?|trays?|buckets?|tubes?|crates?|multipacks?|refills?)$/i;

/**
 * Whether most lines (half or more) end with an amount, as a list written name first does
 * ("Farina 00 200 g", "Uova 2", "Zucchero 100 g"), with no heading to name it: half of those
 * amounts or more carry a unit the parser knows ("g", "EL", "Stück"; a menu's counts, "Desserts
 * 45", and a spec's "20 cm" carry none), and none of the lines is a nutrient's ("Protein 8 g",
 * a nutrition box set as a list), a product's measure (`SPEC_LABEL`) or a pack's size
 * (`PACK_LABEL`: "Bag 500 g").
 */
function mostlyEndWithAmounts(lines: readonly string[]): boolean {
  const amounts = lines.map((line) => AMOUNT_LAST.exec(line)).filter((match) => match !== null);
  if (amounts.length * 2 < lines.length) return false;
  const units = amounts.filter(([, , unit]) => unit !== undefined && findUnit(unit) !== undefined);
  if (units.length * 2 < amounts.length) return false;
  if (amounts.some(([, , unit]) => unit !== undefined && NOT_COOKING_UNIT.test(unit))) return false;
  if (
    amounts.some(
      ([, name]) => isNutrientLabel(name!) || SPEC_LABEL.test(name!) || PACK_LABEL.test(name!),
    )
  ) {
    return false;
  }
  return withoutNutritionTable(lines).length === lines.length;
}

/**
 * Whether every item of a list is a link and nothing else: a menu (of products, "5200 XL", "4200
 * XL"; of pages), not ingredient lines, which link a name at most and give the amount as text.
 */
function isMenu($: CheerioAPI, list: AnyNode): boolean {
  return $(list)
    .children('li')
    .toArray()
    .every((item) => {
      const links = $(item).find('a[href]');
      return links.length > 0 && cleanText(links.text()) === cleanText($(item).text());
    });
}

/** The most lines a paragraph of amounts holds, and the most characters read for one line. */
const PARAGRAPH_LINES = 60;
const LINE_CHARS = 2_000;

/**
 * A paragraph's lines between its `<br>`s, breaks inside its inline runs (`<strong>2 eggs<br>1
 * onion</strong>`) too, read in one walk without copying it; undefined when it holds no break,
 * or more lines or longer ones than a list of amounts.
 */
function linesOfBreaks(paragraph: AnyNode): string[] | undefined {
  const lines: string[] = [];
  let current = '';
  let breaks = 0;
  const endLine = () => {
    const line = cleanText(current);
    current = '';
    if (line) lines.push(line);
  };
  const visit = (node: AnyNode): boolean => {
    if (isText(node)) {
      current += node.data;
      return current.length <= LINE_CHARS;
    }
    if (!isTag(node) || node.name === 'script' || node.name === 'style') return true;
    if (node.name !== 'br') return node.children.every(visit);
    breaks += 1;
    endLine();
    return lines.length <= PARAGRAPH_LINES;
  };
  if (!isTag(paragraph) || !paragraph.children.every(visit) || breaks === 0) return undefined;
  endLine();
  return lines.length <= PARAGRAPH_LINES ? lines : undefined;
}

/**
 * A paragraph's lines between its `<br>`s (breaks inside its bold runs count too), a first line
 * that states the yield ("Serves 4") left out, when they read as a list of amounts that nothing
 * names: three lines or more, short, most of them starting with an amount.
 */
function paragraphAmounts(paragraph: AnyNode): string[] | undefined {
  const lines = linesOfBreaks(paragraph);
  if (lines === undefined) return undefined;
  if (lines.length > 0 && YIELD_LABEL.test(lines[0]!)) lines.shift();
  if (lines.length < 3 || lines.some((line) => line.length > 150)) {
    return undefined;
  }
  return mostlyStartWithAmounts(lines) ? lines : undefined;
}

/**
 * The lines of the page's first paragraph broken by `<br>` into a list of amounts that nothing
 * names (a newspaper's recipe: the yield, the lines, then the method in paragraphs), with the
 * paragraphs right after it that continue it as groups: a short title as the first line ("To
 * serve"), then lines of which half or more start with an amount. `first` is that paragraph and
 * `last` the last paragraph read: the method's paragraphs follow it.
 */
export function paragraphOfAmounts(
  $: CheerioAPI,
): { lines: string[]; first: AnyNode; last: AnyNode } | undefined {
  for (const paragraph of $('p').toArray()) {
    if (!isContent($, paragraph)) continue;
    const lines = paragraphAmounts(paragraph);
    if (!lines) continue;
    let last: AnyNode = paragraph;
    for (const sibling of $(paragraph).nextAll().toArray()) {
      if (!$(sibling).is('p')) break;
      const [title, ...rest] = linesOfBreaks(sibling) ?? [];
      if (!title || !isShortTitle(title) || rest.length === 0) break;
      if (!mostlyStartWithAmounts(rest)) break;
      lines.push(asTitle(title), ...rest);
      last = sibling;
    }
    return { lines, first: paragraph, last };
  }
  return undefined;
}

/** The fewest paragraphs in a row that make a list of amounts, and the most read in one run. */
const RUN_PARAGRAPHS = 3;
const RUN_MOST_PARAGRAPHS = PARAGRAPH_LINES;

/**
 * A run's lines when they make a list of amounts: three or more, most of them starting with an
 * amount and at most a quarter ending as a sentence does. Paragraphs are a post's sentences more
 * often than a list's items are: a run with more than a few of them ending so ("2 hours later,
 * eat.") is prose.
 */
function listOfRun(
  $: CheerioAPI,
  run: readonly AnyNode[],
): { lines: string[]; first: AnyNode } | undefined {
  if (run.length < RUN_PARAGRAPHS) return undefined;
  const lines = texts($, $(run));
  const sentences = lines.filter((line) => /[.!?]$/.test(line)).length;
  return lines.length >= RUN_PARAGRAPHS &&
    mostlyStartWithAmounts(lines) &&
    sentences * 4 <= lines.length
    ? { lines, first: run[0]! }
    : undefined;
}

/**
 * A paragraph of the post's prose, not a line: a sentence ("My grandmother made it every
 * Sunday.", "1. Mix the flour.") that does not start with an amount, a numbered step's figure
 * being none.
 */
const isProseParagraph = (text: string) =>
  /[.!?]$/.test(text) && (!STARTS_WITH_AMOUNT.test(text) || /^\d+[.)]\s+\p{L}/u.test(text));

/**
 * The page's first run of sibling paragraphs that are each one line of a list of amounts that
 * nothing names (`<p>500 g of rhubarb</p><p>80 g of sugar</p><p>2 eggs</p>`, a simple editor's
 * list): three or more in a row, short, most of them starting with an amount and at most a
 * quarter ending as a sentence does (`listOfRun`), or such a stretch of a run between the post's
 * sentences. Empty paragraphs between them are passed over. `first` is the run's first paragraph.
 */
export function paragraphRunOfAmounts(
  $: CheerioAPI,
): { lines: string[]; first: AnyNode } | undefined {
  const seen = new Set<AnyNode>();
  for (const paragraph of $('p').toArray()) {
    if (seen.has(paragraph) || !isContent($, paragraph)) continue;
    const run: AnyNode[] = [];
    for (let node: AnyNode | null = paragraph; node; node = node.next) {
      if (!isTag(node)) {
        if (isText(node) && node.data.trim() !== '') break;
        continue;
      }
      if (node.name !== 'p') break;
      seen.add(node);
      const text = cleanText($(node).text());
      if (text === '') continue;
      if (text.length > 150 || run.length >= RUN_MOST_PARAGRAPHS) break;
      run.push(node);
    }
    const found = listOfRun($, run);
    if (found) return found;
    // A post's sentences and its list in one run of paragraphs (an intro, the lines, the steps):
    // the stretches between the sentences are tried, each as a run of its own.
    let stretch: AnyNode[] = [];
    for (const node of [...run, undefined]) {
      if (node !== undefined && !isProseParagraph(cleanText($(node).text()))) {
        stretch.push(node);
        continue;
      }
      const inStretch = stretch.length < run.length ? listOfRun($, stretch) : undefined;
      if (inStretch) return inStretch;
      stretch = [];
    }
  }
  return undefined;
}
