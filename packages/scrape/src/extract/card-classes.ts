/**
 * A recipe's lines found by class names: the recipe-card plugins' own (WP Recipe Maker, Tasty,
 * Mediavine Create), then any list inside a block whose class names its part ("ingredient",
 * "instruction", "method"), then sibling blocks that share one class, a line each.
 */
import { contains, type CheerioAPI } from 'cheerio';
import { isTag, type AnyNode } from 'domhandler';
import { closestIn, findIn, HEADINGS, matching, shortText } from './dom-search.ts';
import { cleanText } from './clean-text.ts';
import { isAmountOnly } from './line-parts.ts';
import { isEquipmentTitle } from './part-headings.ts';
import { dropRepeats, siblingClassCounts, texts, TICK_BOX, titled } from './line-text.ts';
import { readsAsProse } from './prose-lines.ts';

export const INGREDIENT_SELECTORS = [
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
export const INGREDIENT_PART = '[class*="ingredient" i]';
/**
 * Blocks beside the ingredients that a card may set inside its ingredients part, or name after
 * it (`ingredients-nutrition`, `recipe-equipment`, `<ul class="notes">` of tips under the list):
 * their items are no ingredient lines. Notes are named as a word of the class ("notes",
 * `ingredient-notes`), not inside one ("annotated").
 */
export const BESIDE_INGREDIENTS =
  '[class*="equipment" i], [class*="nutrition" i], [class*="utensil" i], ' +
  '[class~="notes" i], [class~="note" i], [class*="-notes" i], [class*="_notes" i]';
export const STEP_PART =
  '[class*="instruction" i], [class*="direction" i], [class*="method" i], [class*="preparation" i]';
export const STEP_SELECTORS = [
  '[itemprop="recipeInstructions"] li, [itemprop="recipeInstructions"] p',
  '[itemprop="recipeInstructions"]',
  '.wprm-recipe-instruction-text',
  '.tasty-recipes-instructions li',
  '.mv-create-instructions li',
  '.wpzoom-rcb-direction, .direction-step',
  '[class*="instruction" i] li, [class*="direction" i] li, [class*="method" i] li, [class*="preparation" i] li',
];
/**
 * Recipe-card plugins' own step selectors: a card whose method is one step has it there (a
 * smoothie's "Blend everything until smooth."), and it is the method, not a post's longer list.
 */
export const ONE_STEP_SELECTORS: ReadonlySet<string> = new Set([
  '.wprm-recipe-instruction-text',
  '.tasty-recipes-instructions li',
  '.mv-create-instructions li',
]);

/**
 * A plugin's line selector and its card: a post may copy the card's classes onto a list of its
 * own above the card ("What you need": a line with a paragraph about a crust, a link and its own
 * list), so when the card is on the page, the lines outside it are not read. So may its steps
 * (a post's own walkthrough ending with a pointer set in the card's step class, "All of these
 * instructions can also be found in the recipe card below").
 */
const PLUGIN_CARDS: ReadonlyMap<string, string> = new Map([
  ['.wprm-recipe-ingredient', '.wprm-recipe'],
  ['.wprm-recipe-instruction-text', '.wprm-recipe'],
]);

/**
 * The first selector that finds two lines or more (one for a selector in `single`). `otherPart`
 * names the containers of the other half of a recipe: a line inside one (nearer than any
 * container of this part) is not ours, as when a page wraps its ingredients inside a
 * "recipe-instruction" section.
 */
export function bySelectors(
  $: CheerioAPI,
  selectors: readonly string[],
  ownPart: string,
  otherPart: string,
  apart: ReadonlySet<AnyNode> = new Set(),
  single: ReadonlySet<string> = new Set(),
  beside?: string,
): string[] {
  const besides = beside === undefined ? new Set<AnyNode>() : matching($, beside);
  const pairedTerm = amountTermLists($);
  for (const selector of selectors) {
    const others = matching($, otherPart);
    const owns = matching($, ownPart);
    const elements = $(selector).filter((_index, element) => {
      if (apart.size && closestIn(element, apart) !== undefined) return false;
      if (pairedTerm(element)) return false;
      // A `<nav>` inside the part (its sections' links: "Method", "Tips", "Video") holds none of
      // its lines.
      if (inNavWithin(element, owns)) return false;
      if (isLinkCard($, element)) return false;
      // A block beside this part (the equipment, a nutrition box) inside its container, or the
      // container itself when its class names both, holds none of its lines.
      const aside = besides.size ? closestIn(element, besides) : undefined;
      if (aside !== undefined) {
        const own = closestIn(element, owns);
        if (own === undefined || own === aside || contains(own, aside)) return false;
      }
      const other = closestIn(element, others);
      if (other === undefined || owns.has(other)) return true;
      const own = closestIn(element, owns);
      return own !== undefined && contains(other, own);
    });
    // A selector with more after the plugin's (its group titles) is known by its first.
    const card = PLUGIN_CARDS.get(selector.split(',')[0]!.trim());
    const cards = card === undefined ? new Set<AnyNode>() : matching($, card);
    const inCard = elements.filter((_index, element) => closestIn(element, cards) !== undefined);
    const found = texts($, inCard.length ? inCard : elements);
    if (found.length >= (single.has(selector) ? 1 : 2)) return found;
  }
  return [];
}

/**
 * Whether an element is a link's card: a picture and a heading that links on (`<li><img …>
 * <span>In this recipe</span><h2><a href="/ingredient/limes">Limes</a></h2></li>`, a box of the
 * site's pages about the recipe's ingredients, set beside the list in a block its class names
 * after them), or a link that holds a picture and a heading (`<li><a href="/waffles"><img …>
 * <h3>Waffles</h3></a></li>`, a related recipe's card). A line of the recipe is no heading over a
 * link.
 */
export function isLinkCard($: CheerioAPI, element: AnyNode): boolean {
  const item = $(element);
  if (item.find('img, picture').length === 0) return false;
  return (
    item.find(HEADINGS).find('a[href]').length > 0 ||
    item
      .find('a[href]')
      .toArray()
      .some((link) => $(link).find('img, picture').length > 0 && $(link).find(HEADINGS).length > 0)
  );
}

/** Whether an element sits in a `<nav>` below the nearest block of `owns` that holds it. */
function inNavWithin(element: AnyNode, owns: ReadonlySet<AnyNode>): boolean {
  for (let node = element.parent; node && !owns.has(node); node = node.parent) {
    if (isTag(node) && node.name === 'nav') return true;
  }
  return false;
}

/**
 * Whether an element is a definition list's term that holds an amount alone, its name in the
 * description after it (`<dt>500 g</dt><dd>split peas</dd>`): half a line, not a line of its own.
 * The term and its description are read as one line by the list's pairs (`scoredIngredientList`).
 */
function isAmountTerm($: CheerioAPI, element: AnyNode): boolean {
  if (!isTag(element) || element.name !== 'dt') return false;
  let next = element.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || next.name !== 'dd') return false;
  return isAmountOnly(cleanText($(element).text()).replace(TICK_BOX, ''));
}

/**
 * Whether a definition list's term is half of a line: an amount alone before its name
 * (`isAmountTerm`), or any term with a description after it in a list where another term is
 * (`<dt>1 teentje</dt><dd>knoflook</dd>` among `<dt>40 gr</dt><dd>ontbijtspek</dd>`: a unit the
 * parser does not know). Each list is looked at once.
 */
function amountTermLists($: CheerioAPI): (element: AnyNode) => boolean {
  const lists = new Map<AnyNode, boolean>();
  return (element) => {
    if (!isTag(element) || element.name !== 'dt' || !describedTerm(element)) return false;
    if (isAmountTerm($, element)) return true;
    const list = $(element).closest('dl')[0];
    if (list === undefined) return false;
    let paired = lists.get(list);
    if (paired === undefined) {
      paired = $(list)
        .find('dt')
        .toArray()
        .some((term) => isAmountTerm($, term));
      lists.set(list, paired);
    }
    return paired;
  };
}

/** Whether a term has a description right after it. */
function describedTerm(element: AnyNode): boolean {
  let next = element.next;
  while (next && !isTag(next)) next = next.next;
  return next !== null && isTag(next) && next.name === 'dd';
}

/** A class word that names one step of a method (`recipe-step`, `step_3`). */
const STEP_CLASS_WORD = /(?:^|[\s_-])step(?:$|[\s_-]|\d)/i;

/**
 * The steps of the method, each a block whose class names a step (`<div class="recipe-step">`)
 * and not ingredients: a step's own list of what it uses (`ul.recipe-step-ingredient`) repeats
 * lines of the recipe's list, so it is not read as the list.
 */
export function methodSteps($: CheerioAPI): Set<AnyNode> {
  const steps = new Set<AnyNode>();
  for (const element of matching($, '[class*="step" i]')) {
    if (!isTag(element)) continue;
    const className = element.attribs.class ?? '';
    if (STEP_CLASS_WORD.test(className) && !/ingredient/i.test(className)) steps.add(element);
  }
  for (const step of stepsWithTheirLists($)) steps.add(step);
  return steps;
}

/**
 * The items of a numbered list that are a method's steps, each with a list of what it uses (`<ol>
 * <li><h3>Sear the tofu</h3><p>Heat the pan. Cook for 7 minutes…</p><ul class="ingredients">
 * <li>2 tbsp oil</li>…</ul></li>…</ol>`), whatever their classes: when two items or more hold a
 * paragraph of prose and a list of their own, every item with a list of its own (a short step's
 * "Toss the broccoli with oil. Bake for 22 minutes." is no prose by `readsAsProse`), or when one
 * does and every item with a list holds a sentence (`SENTENCE`).
 */
function stepsWithTheirLists($: CheerioAPI): AnyNode[] {
  const found: AnyNode[] = [];
  for (const list of matching($, 'ol')) {
    if (!isTag(list)) continue;
    const withLists = list.children.filter(
      (item) => isTag(item) && item.name === 'li' && $(item).find('ul, ol').length > 0,
    );
    const paragraphs = (item: AnyNode) =>
      $(item)
        .find('p')
        .toArray()
        .map((paragraph) => cleanText($(paragraph).text()));
    const inProse = withLists.filter((item) =>
      paragraphs(item).some((text) => readsAsProse([text])),
    );
    // Short steps too ("Dice pineapple."): every item with a list says in a sentence what to do,
    // one at least at a step's length.
    const allSay =
      withLists.length >= 2 &&
      inProse.length >= 1 &&
      withLists.every((item) => paragraphs(item).some((text) => SENTENCE.test(text)));
    if (inProse.length >= 2 || allSay) found.push(...withLists);
  }
  return found;
}

/** A sentence: two words or more, from a capital letter to a full stop. */
const SENTENCE = /^\p{Lu}\p{Ll}*\s+\S.*[.!?]$/u;

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
 * holds a heading and its own lines is a whole group (see `groupLines`). `rowOf` reads an element
 * that is a row of blocks (a name's and an amount's) its own way, when it gives every element's
 * lines.
 */
export function repeatedItems(
  $: CheerioAPI,
  part: string,
  groups = false,
  rowOf?: (element: AnyNode) => string[] | undefined,
): string[] {
  const candidates = $(part).not(HEADINGS).toArray();
  const repeated = new Set(
    candidates
      .filter((element) => sharesClassWithSibling(element))
      .map((element) => layoutKey($, element)),
  );
  const items = new Set(
    candidates.filter(
      (element) => repeated.has(layoutKey($, element)) && !underEquipmentTitle(element),
    ),
  );
  const innermost = [...items].filter(
    (element) =>
      !$(element)
        .find('*')
        .toArray()
        .some((child) => items.has(child)),
  );
  // Rows are read as rows only when every item is one: rows that write some lines amount first
  // in the name's block (`<div>2 eggs</div><div></div>`) keep the order the page gives each.
  const rows = rowOf ? innermost.map(rowOf) : [];
  const asRows = rows.length > 0 && rows.every((row) => row !== undefined);
  const { titles, titleItems } = groups
    ? groupTitles(innermost)
    : { titles: [], titleItems: new Set<number>() };
  return dropRepeats(
    innermost.flatMap((element, index) => {
      const title = titles[index] === undefined ? [] : [`${titles[index]}:`];
      // A title block among the items is the title alone.
      if (titleItems.has(index)) return title;
      return [
        ...title,
        ...((groups ? groupLines($, element) : undefined) ??
          (asRows ? rows[index] : undefined) ??
          texts($, $(element))),
      ];
    }),
  );
}

/** A block's class that names a title: `recipe-ingredients__title`, `group-heading`, `subtitle`. */
const TITLE_CLASS = /(?:^|[-_\s])(?:sub)?(?:title|heading|header)(?:$|[-_\s])/i;
/** The most characters of a group's title set as a block among the lines. */
const GROUP_TITLE_CHARS = 60;

/**
 * A block's text when it titles a group of lines: its class names a title, its text is short and
 * holds no amount (a figure in brackets may say what the group makes: "Sauce (for 4)").
 */
function titleBlockText(node: AnyNode): string | undefined {
  if (!isTag(node) || !TITLE_CLASS.test(node.attribs.class ?? '')) return undefined;
  const text = shortText(node, GROUP_TITLE_CHARS);
  if (!text || text.length > GROUP_TITLE_CHARS) return undefined;
  if (/\d/.test(text.replace(/\([^()]*\)/g, ''))) return undefined;
  return text.replace(/\s*[:：]$/, '');
}

/**
 * The titles of the groups of repeated items, by item: an item that is itself such a title block
 * (titles repeated as the lines are), or a title block set between an item and the one before it
 * under the same parent (`<div class="recipe-ingredients__title">Roast Tomato Sauce</div>` among
 * `<div class="recipe-ingredients__item">` blocks). Once a title sits between items, a block of
 * the same class before the first item titles the first group too; alone there it may be the
 * part's own heading ("Ingredients for 4").
 */
function groupTitles(items: readonly AnyNode[]): {
  titles: (string | undefined)[];
  titleItems: Set<number>;
} {
  const titleBefore = (item: AnyNode, stop: AnyNode | null, className?: string) => {
    for (let node = item.prev; node && node !== stop; node = node.prev) {
      if (!isTag(node)) continue;
      const text = titleBlockText(node);
      if (text === undefined) continue;
      if (className !== undefined && node.attribs.class !== className) return undefined;
      return { text, className: node.attribs.class ?? '' };
    }
    return undefined;
  };
  const titles: (string | undefined)[] = items.map(() => undefined);
  // Items that are titles are a few, each over lines (a line's own name block classed
  // `ingredient-title` beside its amount is no group's title).
  const owns = items.map(titleBlockText);
  const ownCount = owns.filter((own) => own !== undefined).length;
  const ownTitles =
    ownCount * 3 <= items.length &&
    owns.every(
      (own, index) =>
        own === undefined || (index + 1 < owns.length && owns[index + 1] === undefined),
    );
  const titleItems = new Set<number>();
  let className: string | undefined;
  items.forEach((item, index) => {
    const own = ownTitles ? owns[index] : undefined;
    if (own !== undefined) {
      titles[index] = own;
      titleItems.add(index);
      return;
    }
    const previous = items[index - 1];
    if (previous === undefined || previous.parent !== item.parent) return;
    if (titleItems.has(index - 1)) return;
    const title = titleBefore(item, previous);
    if (!title) return;
    titles[index] = title.text;
    className ??= title.className;
  });
  const first = items[0];
  if (first && className !== undefined && titles[0] === undefined)
    titles[0] = titleBefore(first, null, className)?.text;
  return { titles, titleItems };
}

/** How many blocks up a repeated item's box may sit below the title that names it. */
const TITLE_LEVELS = 4;

/**
 * Whether a repeated item sits in a box titled as the equipment: a short block before it, or
 * before one of its first few enclosing blocks, that reads as the equipment's heading (`<div
 * class="ingredients"><div>Küchenutensilien</div><div><span class="ingredients__text">große
 * Schüssel</span>…`). A theme may style the tools' box as its ingredients' box, class and all;
 * the tools are still no ingredient lines.
 */
function underEquipmentTitle(element: AnyNode): boolean {
  let node: AnyNode | null = element;
  for (let level = 0; node && level < TITLE_LEVELS; level += 1, node = node.parent) {
    for (let before = node.prev; before; before = before.prev) {
      if (!isTag(before)) continue;
      const text = shortText(before, 40);
      if (text && isEquipmentTitle(text)) return true;
      // Only the nearest block with text titles the box.
      if (text !== '') break;
    }
  }
  return false;
}

/**
 * The lines of a block that is a whole group rather than one line: a heading followed by
 * paragraphs or list items (`<div class="Ingredients"><h2>Décor</h2><p>50g …</p><p>…</p></div>`),
 * or, with its title outside it, paragraphs or items that are whole lines each (`<span
 * class="ingredients"><p>2 cups flour</p><p>1 egg</p></span>`: see `wholeLines`). The heading
 * becomes the group's title; undefined when the block is not such a group.
 */
function groupLines($: CheerioAPI, element: AnyNode): string[] | undefined {
  const block = $(element);
  const heading = findIn($, block, HEADINGS).first();
  const lines = findIn($, block, 'li, p').filter(
    (_index, line) => $(line).parents('li, p').length === 0,
  );
  if (lines.length === 0) return undefined;
  if (heading.length === 0) {
    const found = texts($, lines);
    return wholeLines(found) ? found : undefined;
  }
  return titled($, heading.add(lines));
}

/**
 * Whether the paragraphs of one block are lines of their own: two or more, none an amount alone
 * and two at least with a figure ("2 cups flour", "1 egg"). A block whose paragraphs are one line's
 * parts (`<p>200 g</p><p>flour</p>`) is one line.
 */
function wholeLines(lines: readonly string[]): boolean {
  if (lines.length < 2 || lines.some((line) => isAmountOnly(line))) return false;
  return lines.filter((line) => /\d/.test(line)).length >= 2;
}
