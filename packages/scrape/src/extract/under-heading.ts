/**
 * A part of a recipe read under its heading (Ingredients, Method, in the languages of our users'
 * favourite sites): the lists, table rows, paragraphs or plain blocks that follow it up to the
 * next part, lesser headings among them titling groups.
 */
import { contains, type Cheerio, type CheerioAPI } from 'cheerio';
import { compile, selectOne } from 'css-select';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { compareDocumentPosition } from 'domutils';
import {
  brokenLines,
  linesAfterInlineHeading,
  linesBetweenBreaks,
  linesUnderTextHeading,
} from './broken-lines.ts';
import {
  closestIn,
  headingRank,
  HEADINGS,
  holdersOf,
  holds,
  isHeadingTag,
  matchesIn,
  matching,
  shortText,
} from './dom-search.ts';
import { cleanText } from './clean-text.ts';
import { isListOfSentences } from './amount-lists.ts';
import { isLinkCard } from './card-classes.ts';
import { isDurationOnly } from './durations.ts';
import { isTimeLine } from './markup-times.ts';
import { isYieldLine } from './markup-yield.ts';
import {
  heldBy,
  isAllLinks,
  isAmountOnly,
  NUMBER_ONLY,
  rowCells,
  setsAmountsApart,
  STARTS_WITH_NUMBER,
  statesTemperature,
} from './line-parts.ts';
import { asTitle, dropRepeats, isParagraphTitleOverList, texts, titled } from './line-text.ts';
import { isGroupTitle, isOnlyHeading, isPartHeading, opensWithOtherPart } from './part-headings.ts';
import { isNutrientLabel } from './nutrition-lines.ts';
import { GROUP_TITLE_LINE, INGREDIENT_HEADING, NOT_STEPS_HEADING } from './part-words.ts';
import { readsAsProse } from './prose-lines.ts';
import { STEP_LABEL } from './schema-recipe.ts';
import { isContent } from './visible-content.ts';

const TIME_LABEL = /\b(?:time|tid|zeit|temps|tiempo|tempo|tijd)\b|\d/i;
/** A heading's word for time: with it, a number in the heading is a time, not a yield. */
const TIME_WORD = /\b(?:time|tid|zeit|temps|tiempo|tempo|tijd|min(?:ute)?s?|hours?)\b/i;
/** The most characters of an ingredient heading that states a yield ("Zutaten für 4 Personen"). */
const YIELD_HEADING_CHARS = 40;

/**
 * The siblings after `anchor` (one element) up to the next heading, the next block that wraps
 * one, or the next block that reads as the heading of a part (pages that bold a paragraph for a
 * heading). With `below` (the rank of the part's own heading), lesser headings
 * (`<h3>For the sauce</h3>` under `<h2>Ingredients</h2>`) title groups within the part and are
 * kept, and so are headings as high that `samePart` matches (`<h3>Ingredients for the
 * topping</h3>`). With `listGroupsBelow` alone (a method's), only a wrapper that opens with a
 * lesser heading a reader sees and holds a list (`<div><h4>Make the sauce</h4><ul>…</ul></div>`)
 * is such a group: a method in titled groups. A hidden heading over a list
 * (`<h3 class="visually-hidden">Recipe info</h3>` over the times) still ends the method.
 */
export function siblingsUntilHeading(
  $: CheerioAPI,
  anchor: Cheerio<AnyNode>,
  below?: number,
  rankOfPart?: number,
  samePart?: RegExp,
  listGroupsBelow?: number,
): Cheerio<AnyNode> {
  const kept: AnyNode[] = [];
  // Read one sibling at a time: cheerio's `nextAll` lists every sibling to the parent's end
  // first, so a page of many headings in one parent cost the square of their number.
  for (const sibling of followingElements(anchor[0])) {
    if (isEmptyList(sibling)) continue;
    const element = $(sibling);
    const rank = headingRank(sibling);
    if (
      rank !== undefined &&
      below !== undefined &&
      rank > below &&
      isGroupTitle(sibling) &&
      !(isStepHeading(sibling) && !headsAmounts($, sibling))
    ) {
      kept.push(sibling);
      continue;
    }
    // A heading as high that names the same part again titles its next group ("Ingredients for
    // the filling", then "Ingredients for the topping"); one that is the part's word alone
    // ("Ingredients" again) heads a copy of the part (a print version, the recipe card after a
    // post's own list) or another recipe's, and ends this one.
    const sameText = rank !== undefined && rank === below ? (shortText(sibling, 80) ?? '') : '';
    if (samePart?.test(sameText)) {
      if (isBareHeading(sameText, samePart)) break;
      kept.push(sibling);
      continue;
    }
    // So does one as high that ends with a colon and heads no part ("For finishing:"), or that
    // says what its lines are for ("For the icing", "Für den Teig").
    if (rank !== undefined && rank === below && isGroupTitleAsHigh(sibling)) {
      kept.push(sibling);
      continue;
    }
    // And so does one as high, heading no other part, right over a list of amounts ("Lemon
    // filling" over "3 lemons", "2 eggs"): the next group's lines, not another part's.
    if (rank !== undefined && rank === below && isGroupTitle(sibling) && headsAmounts($, sibling)) {
      kept.push(sibling);
      continue;
    }
    if (isHeadingTag(sibling) && !isBlankHeading(sibling)) break;
    // A wrapper whose first content is a heading ("<div><h2>Method</h2>…") starts the next part,
    // unless that is a lesser heading titling a group (`<section><h4>Sauce:</h4><ul>…`), or one as
    // high ending with a colon.
    const first = element
      .children()
      .toArray()
      .find((child) => !isBlankHeading(child));
    const lesser = headingRank(first);
    const group =
      lesser !== undefined &&
      ((below !== undefined &&
        (lesser > below
          ? isGroupTitle(first!) && !(isStepHeading(first!) && !headsAmounts($, first!))
          : lesser === below && isGroupTitleAsHigh(first!))) ||
        (listGroupsBelow !== undefined &&
          lesser > listGroupsBelow &&
          isGroupTitle(first!) &&
          isContent($, first!) &&
          holds(element, 'ul, ol')));
    // A method's group with no step, only a note set where its title goes over an empty list
    // (`<div><h4>*Note: Check out the video above!</h4><ul></ul></div>`), titles nothing: it is
    // passed over, not taken for the next part.
    if (
      listGroupsBelow !== undefined &&
      lesser !== undefined &&
      lesser > listGroupsBelow &&
      holds(element, 'ul, ol') &&
      !holds(element, 'li') &&
      cleanText(element.text()) === cleanText($(first!).text())
    ) {
      continue;
    }
    if (isHeadingTag(first) && !group) break;
    // So does a block of page-builder wrappers whose first content, deep down, is a heading as
    // high as the part's own (`<div><div><div><h2>How to make it</h2>…`).
    const deep = firstDeepHeading(sibling);
    if (
      deep !== undefined &&
      !group &&
      rankOfPart !== undefined &&
      headingRank(deep)! <= rankOfPart
    ) {
      break;
    }
    // A paragraph heading that names the same part for another group ("<p><strong>Ingredients
    // for the sauce</strong></p>" after the first group's list) titles the next group when a list
    // of amounts follows it, as a heading tag as high does.
    if (samePart !== undefined && !isHeadingTag(sibling) && isPartHeading(sibling)) {
      const text = shortText(sibling, 80) ?? '';
      if (samePart.test(text) && !isBareHeading(text, samePart) && headsAmounts($, sibling)) {
        kept.push(sibling);
        continue;
      }
    }
    if (isPartHeading(sibling)) break;
    // Reading a named part, so does a paragraph that opens with another part's heading in bold
    // (`<p><strong>Method:</strong> Mix the flour…</p>` after the ingredients).
    if (samePart !== undefined && opensWithOtherPart(sibling, samePart)) break;
    // A form (a newsletter sign-up, a comment box) is where the recipe's text has ended; so is
    // the readers' part or the other posts', by its name or its first line (`endsPart`).
    if (element.is('form') || holds(element, 'form') || endsPart(sibling)) break;
    kept.push(sibling);
  }
  return $(kept);
}

/**
 * A block's class or id word for the readers' part or the other posts' (`<div id="comments">`,
 * `<section class="related-posts">`): a page's own names, which stripping a recipe card's class
 * names leaves in place.
 */
const READERS_OR_OTHERS_BOX = /(?:^|[-_\s])(?:comments?|respond|replies|related)(?:[-_\s]|$)/i;

/**
 * The line that opens the readers' part: its count ("3 comments", "12 Responses") or its call
 * ("Leave a comment", "Leave a Reply").
 */
const READERS_LINE =
  /^(?:\d+\s+(?:comments?|responses?|replies|reviews?)|leave a (?:comment|reply|review))\b/i;

/** The most characters of the readers' opening line. */
const READERS_LINE_CHARS = 40;

/**
 * Whether an element after a part's lines is where the page's own text has ended: a block named
 * as the readers' part or the other posts' (`READERS_OR_OTHERS_BOX`), or one that opens with the
 * readers' count or call (`READERS_LINE`: `<div><p>3 comments</p>…`), with no heading over it.
 */
function endsPart(element: AnyNode): boolean {
  if (!isTag(element)) return false;
  const named = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
  if (READERS_OR_OTHERS_BOX.test(named)) return true;
  let first: AnyNode | undefined = element;
  while (first && isTag(first) && first.children.some(isTag)) {
    first = first.children.find((child) => isTag(child) && shortText(child, 0) !== '');
  }
  const line = first === undefined ? null : shortText(first, READERS_LINE_CHARS);
  return line !== null && READERS_LINE.test(line);
}

/** The most sections after the heading's own that a method in paragraphs is read on into. */
const SECTIONS_READ_ON = 4;

/**
 * A box's class or id word (comments, an advert, a sign-up, sharing buttons, related posts, the
 * footer): a section so named after the method is not more of it.
 */
const BOX_NAME =
  /(?:^|[-_\s])(?:comments?|respond|replies|ads?|advert\w*|sponsor\w*|newsletter|subscribe|signup|share|sharing|social|related|promo\w*|footer|sidebar)(?:[-_\s]|$)/i;

/**
 * A paragraph that ends a method read on into the next section: a question (an FAQ's, set in
 * bold), a story's opening in the first person ("I first made this pie…", "My kids…"), or another
 * part's heading in bold before its text (`<p><strong>Notes:</strong> Use tart apples.</p>`).
 */
const endsReadOn = (node: AnyNode, part: RegExp): boolean => {
  const text = shortText(node, 2000) ?? '';
  return (
    /[?？]$/.test(text) ||
    /^(?:I|I['’](?:m|ve|d)|my|we|we['’](?:re|ve)|our)\s/iu.test(text) ||
    opensWithOtherPart(node, part)
  );
};

/**
 * The paragraphs under a method's heading, read on into the sections after its own when they run
 * to its end (`<section><h2>Method</h2><p>Mix…</p></section><section><p>Bake…</p></section>`, a
 * page builder's blocks): each next section of the same tag and class whose content is paragraphs
 * only, with no heading or part's line (`isPartHeading`) before them, continues the steps; the
 * first that opens otherwise ends them. Only paragraphs: a list or a box after the steps is no
 * more of them; nor a section of another class or one named as a box (`BOX_NAME`: an advert,
 * the comments), nor a question, a story or a note (`endsReadOn`).
 */
function onInNextSections(
  $: CheerioAPI,
  following: Cheerio<AnyNode>,
  part: RegExp,
): Cheerio<AnyNode> {
  const own = following.toArray();
  const isStep = (node: AnyNode) =>
    isTag(node) && node.name === 'p' && !isPartHeading(node) && shortText(node, 0) !== '';
  if (own.length === 0 || !own.every(isStep)) return following;
  const kept = [...own];
  let last = own.at(-1)!;
  for (let read = 0; read < SECTIONS_READ_ON; read += 1) {
    if (followingElements(last).next().value !== undefined) break;
    const section = last.parent;
    if (!section || !isTag(section) || section.name !== 'section') break;
    const next = followingElements(section).next().value;
    if (!next || !isTag(next) || next.name !== 'section') break;
    const classOf = (element: Element) => (element.attribs.class ?? '').trim();
    if (classOf(next) !== classOf(section)) break;
    if (BOX_NAME.test(classOf(next)) || BOX_NAME.test(next.attribs.id ?? '')) break;
    const blocks = next.children.filter(isTag);
    const steps: AnyNode[] = [];
    for (const block of blocks) {
      if (!isStep(block) || endsReadOn(block, part)) break;
      steps.push(block);
    }
    if (steps.length === 0) break;
    kept.push(...steps);
    if (steps.length < blocks.length) break;
    last = steps.at(-1)!;
  }
  return kept.length === own.length ? following : $(kept);
}

/**
 * Whether an element is a heading with no text (`<h2> </h2>`, left empty by a template over the
 * lines it was meant to title): it titles nothing, so it ends no part and starts none.
 */
function isBlankHeading(element: AnyNode): boolean {
  return isHeadingTag(element) && shortText(element, 0) === '';
}

/**
 * Whether an element is a list with no text (`<ol></ol>`, left empty by a template before a
 * method's first titled group): it holds no line, so it neither ends a part nor stands between a
 * heading and what the heading is over.
 */
function isEmptyList(element: AnyNode): boolean {
  return (
    isTag(element) &&
    (element.name === 'ul' || element.name === 'ol') &&
    shortText(element, 0) === ''
  );
}

/** The first element after `node` under its parent that is not an empty list (`isEmptyList`). */
function nextFilled(node: AnyNode | undefined): AnyNode | undefined {
  for (const next of followingElements(node)) if (!isEmptyList(next)) return next;
  return undefined;
}

/** Whether a heading's text is a part's word alone ("Ingredients", "Zutaten:"). */
export function isBareHeading(text: string, part: RegExp): boolean {
  const match = part.exec(text);
  return match !== null && /^\s*[:：]?\s*$/.test(text.slice(match.index + match[0].length));
}

/**
 * Whether the element right after a heading is a list of two items or more, most of them opening
 * with an amount.
 */
function headsAmounts($: CheerioAPI, heading: AnyNode): boolean {
  const list = followingElements(heading).next().value;
  if (list === undefined || !isTag(list) || (list.name !== 'ul' && list.name !== 'ol')) {
    return false;
  }
  const items = list.children.filter((child) => isTag(child) && child.name === 'li');
  const amounts = items.filter((item) => LEADING_AMOUNT.test(cleanText($(item).text())));
  return items.length >= 2 && amounts.length * 2 > items.length;
}

/**
 * The elements after `node` under its parent, one at a time, as cheerio's `nextAll` lists them
 * (tags, scripts and styles; no text).
 */
function* followingElements(node: AnyNode | undefined): Generator<AnyNode> {
  for (let next = node?.next; next; next = next.next) if (isTag(next)) yield next;
}

/**
 * Whether a heading titles a group by its colon ("For finishing:", "Compound butter:"): a group
 * title (no part's heading, no equipment or notes) that ends with one.
 */
function isColonGroupTitle(element: AnyNode): boolean {
  return isGroupTitle(element) && /[:：]$/.test(shortText(element, 60) ?? '');
}

/**
 * Whether a heading as high as the part's own titles a group of it: by its colon, or by saying
 * what its lines are for ("For the icing", "Para a massa": `GROUP_TITLE_LINE`).
 */
function isGroupTitleAsHigh(element: AnyNode): boolean {
  if (isColonGroupTitle(element)) return true;
  return isGroupTitle(element) && GROUP_TITLE_LINE.test(shortText(element, 60) ?? '');
}

/** How deep wrappers are followed to their first content (page builders nest six deep). */
const WRAPPER_DEPTH = 8;

/** The heading an element starts with, following first children down, if it starts with one. */
function firstDeepHeading(element: AnyNode): Element | undefined {
  let node: AnyNode | undefined = element;
  for (let depth = 0; node && depth <= WRAPPER_DEPTH; depth += 1) {
    if (isHeadingTag(node)) return isBlankHeading(node) ? undefined : node;
    node = heldBy(node)[0];
    if (node && !isTag(node)) return undefined;
  }
  return undefined;
}

/**
 * The innermost divs among `following`: lines laid out as plain blocks
 * (`<div>Schritt 01</div><div>Reis kochen.</div>`), step labels dropped. A block broken by `<br>`
 * (`<div>Mix the flour.<br>Bake.</div>`, or with no div a `<span>` so broken) holds a line per
 * break. With `ownText` (a method's steps), a wrapper's own text beside the blocks it holds is a
 * line too, before theirs (`ownTextLine`).
 */
function blockLines($: CheerioAPI, following: Cheerio<AnyNode>, ownText = false): string[] {
  // Innermost: a div that holds another (even inside a span) is a wrapper, not a block of lines.
  const all = matchesIn($, following, 'div').toArray();
  const wrappers = new Set<AnyNode>();
  for (const element of all) {
    for (let up = element.parent; up && !wrappers.has(up); up = up.parent) wrappers.add(up);
  }
  const ownLines = new Map<AnyNode, string>();
  if (ownText) {
    for (const element of all) {
      const line = wrappers.has(element) ? ownTextLine($, element) : undefined;
      if (line !== undefined) ownLines.set(element, line);
    }
  }
  const divs = $(
    withoutPictureBlurbs(
      $,
      following,
      withoutProductBlurbs(
        all.filter(
          (element) =>
            (!wrappers.has(element) || ownLines.has(element)) && !isButtonBar($, element),
        ),
      ),
    ),
  );
  const ownLine = (block: AnyNode) => {
    const line = ownLines.get(block);
    return line === undefined ? undefined : isContent($, block) ? [line] : [];
  };
  // With no div, an inline block broken by <br> (`<span>2 eggs<br>1 cup milk</span>`) is one.
  const blocks = divs.length
    ? divs
    : following.filter((_index, element) => $(element).children('br').length > 0);
  const broken = blocks.toArray().some((block) => $(block).children('br').length > 0);
  const lines = broken
    ? blocks
        .toArray()
        .flatMap(
          (block) =>
            ownLine(block) ??
            ((isContent($, block) && hasChildren(block) && linesBetweenBreaks(block.children)) ||
              texts($, $(block))),
        )
    : dropRepeats(
        blocks
          .toArray()
          .flatMap(
            (block) =>
              ownLine(block) ??
              texts($, $(block)).map((text) =>
                titlesWrappedLines(block, wrappers) ? asTitle(text) : text,
              ),
          ),
      );
  return withoutStepLabels(lines);
}

/** The most characters of a step's label set in a block of its own ("Schritt 01", "Step 12"). */
const STEP_LABEL_CHARS = 20;

/**
 * A method laid out as labelled steps, each label a block of its own followed by its step's block
 * (`<div>Schritt 01</div><div>Reis kochen.</div><div>Schritt 02</div><div>…</div>`): each step's
 * lines in order, the items of its block's list when it holds one (a step done one of several
 * ways, the ways in tabs: `<div>Schritt 01</div><div><p>…</p><section><ol>…</ol></section></div>`),
 * after the list's title (`listTitle`), else its block's text, a line per `<br>`. The labels are
 * siblings, two or more, with a word ("Step 2", not "2") and counting from 1 in order, each
 * followed by its step's blocks; what follows the labels' parent (a closing divider, "Fertig") is
 * no step. Undefined when `following` holds no such labels.
 */
function labelledSteps($: CheerioAPI, following: Cheerio<AnyNode>): string[] | undefined {
  const labels = matchesIn($, following, 'div, p, span, strong, b')
    .toArray()
    .filter((element) => {
      if (element.children.some(isTag)) return false;
      const text = shortText(element, STEP_LABEL_CHARS);
      return text !== null && /\p{L}/u.test(text) && STEP_LABEL.test(text);
    });
  if (labels.length < 2 || labels.some((label) => label.parent !== labels[0]!.parent)) {
    return undefined;
  }
  const counted = labels.every(
    (label, index) => Number(/\d+/.exec(shortText(label, STEP_LABEL_CHARS)!)![0]) === index + 1,
  );
  if (!counted) return undefined;
  const steps = labels.map((label, index) => {
    const blocks: AnyNode[] = [];
    for (const next of followingElements(label)) {
      if (next === labels[index + 1]) break;
      blocks.push(next);
    }
    return blocks;
  });
  if (steps.some((blocks) => blocks.length === 0)) return undefined;
  return steps.flat().flatMap((block) => {
    const items = outerLists(block).flatMap((list) => {
      const lines = texts($, matchesIn($, $(list), 'li'));
      const title = lines.length ? listTitle($, list) : undefined;
      return title ? [title, ...lines] : lines;
    });
    if (items.length) return items;
    // A step's block broken by <br> holds a line per break, as plain blocks do (`blockLines`).
    const broken = isContent($, block) && hasChildren(block) && linesBetweenBreaks(block.children);
    return broken || texts($, $(block));
  });
}

/**
 * A step's heading that labels it and may title it ("Step 2: Make the sauce", "Schritt 3"), with
 * the step's number and its title.
 */
const STEP_HEADING =
  /^(?:step|stap|schritt|passo|paso|etape|étape|steg|krok|lépés|adım)\s*(\d{1,2})\s*(?:[:.)–-]\s*(.*))?$/iu;
/** The most characters of such a heading. */
const STEP_HEADING_CHARS = 120;

/**
 * Whether a heading labels a method's step (`STEP_HEADING`: "Step 1", "Schritt 2: Den Teig
 * kneten"): under an Ingredients heading, such a lesser heading over anything but a list of
 * amounts titles no group of lines; the method starts there. Over a list of amounts it titles the
 * lines that step uses, a group of the ingredients.
 */
const isStepHeading = (element: AnyNode): boolean =>
  STEP_HEADING.test(shortText(element, STEP_HEADING_CHARS) ?? '');

/**
 * A method laid out as a block per step, each opening with a heading that labels the step and
 * may title it (`<div><h4>Step 1: Preheat the oven</h4><div><p>…</p><p>…</p></div></div>`): each
 * step's title as written, then its text in one line (its paragraphs and items in order), as a
 * card's `HowToStep` gives its name and its text. The blocks are `anchor`'s next siblings, two or
 * more, counting from 1; the first sibling that is no such block ends the method. Undefined when
 * none follows. Before, such a block ended the method as the start of another part, and nothing
 * was read.
 */
function headedStepBlocks($: CheerioAPI, anchor: AnyNode): string[] | undefined {
  const lines: string[] = [];
  let count = 0;
  for (const block of followingElements(anchor)) {
    if (!hasChildren(block)) break;
    const children = block.children.filter((child) => isTag(child) && !isBlankHeading(child));
    const first = children[0];
    if (!isHeadingTag(first) || !isContent($, block)) break;
    const label = STEP_HEADING.exec(shortText(first, STEP_HEADING_CHARS) ?? '');
    if (!label || Number(label[1]) !== count + 1) break;
    count += 1;
    const rest = $(children.slice(1));
    // Items and paragraphs not inside another item, else the blocks' own text.
    const parts = matchesIn($, rest, 'p, li').filter(
      (_index, element) => $(element).parent().closest('li').length === 0,
    );
    const text = (parts.length ? texts($, parts) : texts($, rest)).join(' ');
    const title = label[2]?.trim();
    if (title) lines.push(title);
    if (text) lines.push(text);
  }
  return count >= 2 ? lines : undefined;
}

/**
 * A method whose steps each sit under a lesser heading that labels them, straight after the
 * method's heading (`<h3>Method</h3><h4>Step 1</h4><p>…</p><h4>Step 2</h4><p>…</p>`): each step's
 * title when its label gives one, then its text in one line, as `headedStepBlocks` reads a block
 * per step. The method may come in parts, each under a heading as high as the method's right
 * over labelled steps of its own (`<h3>Method for the sauce</h3><h4>Step 1</h4>…`, `<h3>Making
 * the dumplings</h3><h4>Step 1</h4>…`): read whole, the parts' headings left out, as the same
 * page read by its class names gives it ("reads steps under labels of their own…" in the general
 * rules' tests). The labels' numbers are not held to a count (pages slip: "Step 2" twice, "Step
 * 1" again mid-part). Any other heading, or a part's heading over no labelled step, ends the
 * method. Two labelled steps at least; undefined otherwise. Before, the first label ended the
 * method at once, and nothing was read.
 */
function stepHeadingParts($: CheerioAPI, heading: AnyNode): string[] | undefined {
  const rank = headingRank(heading);
  if (rank === undefined) return undefined;
  const label = stepLabelBelow(rank);
  // The labelled steps may sit together in a wrapper of their own right after the method's
  // heading (`<h2>Method</h2><div><h3>Step 1</h3><p>…</p><h3>Step 2</h3>…</div>`): read from
  // inside it, to its end.
  const wrapper = nextOf(heading);
  const inside =
    wrapper !== undefined && hasChildren(wrapper) ? wrapper.children.find(isTag) : undefined;
  const elements: Iterable<AnyNode> | undefined =
    label(wrapper) !== undefined
      ? followingElements(heading)
      : label(inside) !== undefined
        ? [inside!, ...followingElements(inside)]
        : undefined;
  if (elements === undefined) return undefined;
  return stepsUnderLabels($, elements, rank);
}

/** The next element after a node under its parent. */
const nextOf = (node: AnyNode): AnyNode | undefined => followingElements(node).next().value;

/** A heading's step label (`STEP_HEADING`) when the heading is lesser than `rank`. */
const stepLabelBelow =
  (rank: number) =>
  (node: AnyNode | undefined): RegExpExecArray | undefined => {
    const lesser = headingRank(node);
    if (lesser === undefined || lesser <= rank) return undefined;
    return STEP_HEADING.exec(shortText(node!, STEP_HEADING_CHARS) ?? '') ?? undefined;
  };

/**
 * The steps under labelled headings lesser than `rank` among `elements` (`stepHeadingParts`), or
 * undefined for fewer than two labels.
 */
function stepsUnderLabels(
  $: CheerioAPI,
  elements: Iterable<AnyNode>,
  rank: number,
): string[] | undefined {
  const label = stepLabelBelow(rank);
  const steps: string[] = [];
  let labels = 0;
  let step: string[] | undefined;
  const close = () => {
    if (step?.length) steps.push(step.join(' '));
    step = undefined;
  };
  for (const element of elements) {
    if (headingRank(element) !== undefined || isPartHeading(element)) {
      const stepLabel = label(element);
      close();
      if (stepLabel !== undefined) {
        labels += 1;
        const title = stepLabel[2]?.trim();
        if (title) steps.push(title);
        step = [];
        continue;
      }
      // A part's heading as high as the method's, right over a labelled step.
      if (headingRank(element) !== rank || label(nextOf(element)) === undefined) break;
      continue;
    }
    if (step === undefined) break;
    if (!isContent($, element)) continue;
    const blocks = matchesIn($, $(element), 'p, li').filter(
      (_index, item) => $(item).parent().closest('li').length === 0,
    );
    step.push(...(blocks.length ? texts($, blocks) : texts($, $(element))));
  }
  close();
  return labels >= 2 ? steps : undefined;
}

/**
 * A method that no heading names, its steps each under a heading that labels it, counting from 1
 * (`<h3>Step 1</h3><p>Heat the oven…</p><h3>Step 2</h3><p>…</p>` after the ingredients' list): read
 * as under a Method heading (`stepHeadingParts`), from the first "Step 1" heading whose next
 * heading labels step 2. Undefined when the page has none.
 */
export function labelledHeadingSteps($: CheerioAPI): string[] | undefined {
  for (const heading of matching($, HEADINGS)) {
    const rank = headingRank(heading);
    if (rank === undefined || !isContent($, heading)) continue;
    const first = stepLabelBelow(rank - 1)(heading);
    if (Number(first?.[1]) !== 1) continue;
    const second = [...followingElements(heading)].find((node) => headingRank(node) !== undefined);
    if (Number(stepLabelBelow(rank - 1)(second)?.[1]) !== 2) continue;
    return stepsUnderLabels($, [heading, ...followingElements(heading)], rank - 1);
  }
  return undefined;
}

/** The elements that set a block apart, not running text. */
const BLOCKS = 'p, div, ul, ol, li, section, article, table, h1, h2, h3, h4, h5, h6';
const BLOCK_TAGS: ReadonlySet<string> = new Set(BLOCKS.split(', '));

/**
 * A method set as blocks that each open with the step's number in an element of its own, the
 * step's text after it (`<div><span>1</span>Wash the vegetables.</div><div><ul><li>600 g
 * tomatoes</li>…</ul></div><div><span>2</span>Chop…</div>`, a site's steps each over the
 * ingredients they use): each block's text without its number, the lists beside them left out;
 * the text runs on in the block itself, no paragraph or block after the number. Tried only where
 * lists sit among the blocks. The numbers count from 1 in order, two or more; blocks in a list's items are no such steps (an
 * item's counter is `withoutCount`'s). Undefined otherwise. Before, the lists beside the steps
 * were read as the method.
 */
function numberedBlocks($: CheerioAPI, following: Cheerio<AnyNode>): string[] | undefined {
  // Only where lists sit among them (else the blocks' paragraphs are read as they were).
  if (matchesIn($, following, 'li').length === 0) return undefined;
  /** The block's number, in an element of its own that opens it, and its text after that. */
  const numbered = (element: Element): [number, string] | undefined => {
    const at = element.children.findIndex((child) => !(isText(child) && child.data.trim() === ''));
    const first = element.children[at];
    if (first === undefined || !isTag(first) || first.children.some(isTag)) return undefined;
    const figure = cleanText($(first).text());
    if (!/^\d{1,2}$/.test(figure)) return undefined;
    // The step's text runs on after the number, in the block itself: a block of paragraphs
    // after a number (`<div>1</div><p>…</p><p>Tip: …</p>`) is read by its paragraphs.
    const rest = element.children.slice(at + 1);
    if (
      rest.some((child) => isTag(child) && (BLOCK_TAGS.has(child.name) || holds($(child), BLOCKS)))
    ) {
      return undefined;
    }
    const text = cleanText($(rest).text());
    return /\p{L}/u.test(text) ? [Number(figure), text] : undefined;
  };
  const steps = matchesIn($, following, 'div, p')
    .toArray()
    .filter((element) => !holds($(element), 'ul, ol, li') && $(element).closest('li').length === 0)
    .map(numbered)
    .filter((step) => step !== undefined);
  if (steps.length < 2 || steps.some(([figure], index) => figure !== index + 1)) return undefined;
  return steps.map(([, text]) => text);
}

/** The lists in a block that no item of another list holds, in page order. */
function outerLists(block: AnyNode): Element[] {
  const lists: Element[] = [];
  const visit = (node: AnyNode) => {
    if (!isTag(node) || node.name === 'li') return;
    if (node.name === 'ul' || node.name === 'ol') lists.push(node);
    else node.children.forEach(visit);
  };
  if (hasChildren(block)) block.children.forEach(visit);
  return lists;
}

/** The most characters of a list's title set in the block before it. */
const LIST_TITLE_CHARS = 60;

/**
 * The title a step's list is given by the block right before it, short, without a figure and
 * ending with a colon (`<div><p>Zubereitung im Kochtopf:</p></div><ol>…`: the way of cooking its
 * tab shows), if the reader sees it.
 */
function listTitle($: CheerioAPI, list: AnyNode): string | undefined {
  let previous = list.prev;
  while (previous && !isTag(previous)) previous = previous.prev;
  if (!previous || !isContent($, previous)) return undefined;
  const text = shortText(previous, LIST_TITLE_CHARS);
  return text && /[:：]$/.test(text) && !/\d/.test(text) ? text : undefined;
}

/**
 * A wrapper's own text, outside the blocks it holds: its text and inline elements (`<div><span>Add
 * the herbs.</span><div class="tip"><span>TIP</span><span>Crush the peppercorns…</span></div>
 * </div>`, a step that holds a tip's box after its text). The step is the wrapper's own text; the
 * box is a block of its own. Undefined when the wrapper's children are all blocks (or hold no
 * letter).
 */
function ownTextLine($: CheerioAPI, wrapper: AnyNode): string | undefined {
  if (!hasChildren(wrapper)) return undefined;
  const own = wrapper.children.filter(
    (child) =>
      isText(child) || (isTag(child) && INLINE_TEXT.has(child.name) && !holds($(child), 'div')),
  );
  const line = cleanText(own.map((child) => $(child).text()).join(''));
  return /\p{L}/u.test(line) ? line : undefined;
}

/** The most characters of a group's title set as a block of its own. */
const BLOCK_TITLE_CHARS = 40;

/**
 * Whether a block titles the lines set in the wrapper right after it (`<div><div>Drizzle</div>
 * <div><div>juice of 1 lemon</div><div>85 g sugar</div></div></div>`, a CMS's group of lines
 * under its title field): the first in its parent, short, without a figure or a part's heading,
 * and followed by a wrapper of blocks.
 */
function titlesWrappedLines(block: AnyNode, wrappers: ReadonlySet<AnyNode>): boolean {
  const text = shortText(block, BLOCK_TITLE_CHARS);
  if (!text || /\d/.test(text) || isPartHeading(block)) return false;
  let previous = block.prev;
  while (previous && !isTag(previous)) previous = previous.prev;
  if (previous) return false;
  const next = followingElements(block).next().value;
  return next !== undefined && wrappers.has(next);
}

/**
 * Lines without the step labels among them ("Schritt 01", "Step 2"). A figure alone is an amount
 * set in a block of its own before its name (`<div>200 g</div><div>flour</div><div>2</div>
 * <div>eggs</div>`, joined to it later) when the blocks set their amounts apart so
 * (`setsAmountsApart`: a count beside a label, "4" over "servings" by a card's heading, is none)
 * and the figures alone do not count up from one (`<div>1</div><div>Reis kochen.</div><div>2
 * </div>…`); otherwise a label.
 */
function withoutStepLabels(lines: readonly string[]): string[] {
  const figures = lines.filter((line) => FIGURE_ALONE.test(line));
  const counted = figures.every((line, index) => Number(FIGURE_ALONE.exec(line)![1]) === index + 1);
  const amounts = !counted && setsAmountsApart(lines);
  return lines.filter((line) => !STEP_LABEL.test(line) || (amounts && FIGURE_ALONE.test(line)));
}

/** A whole number alone, perhaps with a label's stop ("2", "01."). */
const FIGURE_ALONE = /^(\d+)\s*[:.)-]?$/;

/**
 * Blocks without those that follow another inside the same link: a line set as a shop's product
 * card (`<a href="/product/…"><div>200 ml coconut milk</div><div>Extra creamy</div></a>`) is its
 * first block; the blocks after it describe the product ("Extra creamy", "On offer").
 */
function withoutProductBlurbs(blocks: readonly AnyNode[]): AnyNode[] {
  const linked = new Set<AnyNode>();
  return blocks.filter((block) => {
    let link: AnyNode | null = block.parent;
    while (link && !(isTag(link) && link.name === 'a')) link = link.parent;
    if (!link) return true;
    if (linked.has(link)) return false;
    linked.add(link);
    return true;
  });
}

/** How far up from a block its product card's box may be. */
const CARD_DEPTH = 6;

/**
 * Blocks without a product's subtitle set under its name in a box with its picture, one box of
 * several alike (`<div><img><div><div>Olive oil</div><div>Greek, first pressing</div></div></div>`
 * and its siblings): in a box that holds a picture of its own and two blocks, the second is
 * dropped when it holds no figure and three words or more (an amount's block, "2 tbsp", "to
 * taste", stays: `titledRow`). The box is the nearest up that holds an image as a child, and its
 * parent holds three boxes of its tag or more.
 */
function withoutPictureBlurbs(
  $: CheerioAPI,
  following: Cheerio<AnyNode>,
  blocks: readonly AnyNode[],
): AnyNode[] {
  const pictured = new Set<AnyNode>();
  for (const image of matchesIn($, following, 'img').toArray()) {
    if (image.parent) pictured.add(image.parent);
  }
  if (!pictured.size) return [...blocks];
  const cardOf = new Map<AnyNode, AnyNode>();
  const inCard = new Map<AnyNode, AnyNode[]>();
  for (const block of blocks) {
    let up = block.parent;
    for (let depth = 0; up && depth < CARD_DEPTH && !pictured.has(up); depth += 1) up = up.parent;
    if (!up || !pictured.has(up)) continue;
    cardOf.set(block, up);
    inCard.set(up, [...(inCard.get(up) ?? []), block]);
  }
  const repeated = new Map<AnyNode, boolean>();
  const isRepeated = (card: AnyNode): boolean => {
    const parent = card.parent;
    if (!parent || !isTag(card)) return false;
    let known = repeated.get(parent);
    if (known === undefined) {
      known =
        hasChildren(parent) &&
        parent.children.filter((child) => isTag(child) && child.name === card.name).length >= 3;
      repeated.set(parent, known);
    }
    return known;
  };
  return blocks.filter((block) => {
    const card = cardOf.get(block);
    const members = card && inCard.get(card);
    if (!card || !members || members.length !== 2 || members[1] !== block) return true;
    const text = cleanText($(block).text());
    const isBlurb = !/\d/u.test(text) && text.split(/\s+/u).length >= 3;
    return !(isBlurb && isRepeated(card));
  });
}

/**
 * Whether a block is a bar of buttons and nothing else (a scale switch, "1/2x 1x 2x"): two
 * buttons or more, with no text outside them. A line drawn as a button to tick off is one.
 */
function isButtonBar($: CheerioAPI, element: AnyNode): boolean {
  const block = $(element);
  if (block.find('button').length < 2) return false;
  const bare = block.clone();
  bare.find('button').remove();
  return bare.text().trim() === '';
}

/** Elements that can head a part of a recipe. */
const HEADING_LIKE = 'h1, h2, h3, h4, h5, h6, strong, b, dt, .title, p';
/** The site's menus: nothing in them heads a part of the recipe. */
const NAVIGATION = 'nav, [role="navigation"]';
/**
 * Elements that head a part only when they hold the heading word alone. A table's cell does so
 * when it is its row's only cell: a one-column table whose first row reads "Ingredients:" and
 * each next row one line (`<tr><td>Ingredients:</td></tr><tr><td>1/2 cup lentils</td></tr>…`).
 * A cell beside others is a label of its row ("Ingredients" | "flour, sugar").
 */
const BARE_TEXT = 'div, span, em, a, button, label, td:only-child, th:only-child';

/**
 * The elements that head the part `pattern` names, in the order `underHeading` tries them. A
 * caller that reads under them twice (with and without a filter) finds them once.
 */
export function partHeadings($: CheerioAPI, pattern: RegExp): AnyNode[] {
  // A heading names a part of the recipe: "Method", "Ingredients for the pie", not the label of
  // a time ("Preparation time: 5 min").
  // A paragraph can stand for a heading when it holds nothing but the heading ("Ingredients:").
  // Failing those, so can a bare text element (`<div>Benodigdheden</div>`, `<em>Ingredients</em>`)
  // that holds nothing but the heading word: last, as menus and tabs are made of such elements.
  const headingLike = matching($, HEADING_LIKE);
  const navigation = matching($, NAVIGATION);
  const isHeading = (element: AnyNode) => {
    // A site menu's entry ("Ingredients" over a list of links to ingredient pages) heads nothing.
    if (closestIn(element, navigation) !== undefined) return false;
    const bare = !headingLike.has(element);
    if (bare && $(element).children().length > 0) return false;
    const text = shortText(element, 80);
    // A label only screen readers get ("<span class="sr-only">Ingredient</span>") heads nothing.
    if (text === null || !isContent($, element)) return false;
    if (bare || (isTag(element) && element.name === 'p')) return isOnlyHeading(text, pattern);
    if (!pattern.test(text)) return false;
    // A label whose value follows it is a time's (`<dt>Preparazione</dt><dd>30 min</dd>`).
    if (labelsTime(element)) return false;
    // The ingredients' heading may state the yield ("Hozzávalók 6 személyre"): not a time label.
    const yieldHeading =
      pattern === INGREDIENT_HEADING && text.length <= YIELD_HEADING_CHARS && !TIME_WORD.test(text);
    return yieldHeading || !TIME_LABEL.test(text);
  };
  const labelsTime = (element: AnyNode) =>
    isDurationOnly(shortText($(element).next()[0] ?? element, 40) ?? '');
  // A bare label whose value follows it (`<div>Preparación</div><div>23 min</div>`) is most
  // likely a time's too: tried only after every other heading.
  const found = [...headingLike, ...$(BARE_TEXT).toArray()].filter(isHeading);
  const timeLabels = new Set(found.filter(labelsTime));
  return [...found.filter((heading) => !timeLabels.has(heading)), ...timeLabels];
}

/**
 * Lines under the first heading matching `pattern`: its following lists, else paragraphs. With
 * `accept`, only the headings it accepts are tried; `candidates` are the page's headings of the
 * part, when the caller has found them already (`partHeadings`), read one at a time as they are
 * tried (a caller may find more of them only when the first give nothing). Without `listTitles`,
 * a method's lesser headings right over their lists are passed over, not read as its groups'
 * titles (as `cardGroupTitles` leaves a card's out).
 */
export function underHeading(
  $: CheerioAPI,
  pattern: RegExp,
  prefer: 'li' | 'p',
  accept: (heading: AnyNode) => boolean = () => true,
  candidates: Iterable<AnyNode> = partHeadings($, pattern),
  listTitles = true,
): string[] {
  // Ingredients may sit in a table's rows (`<td class="name">`, `<td class="unit">`) or a
  // definition list's descriptions.
  const content = prefer === 'li' ? 'li, p, tr, dd' : 'li, p';
  // The selectors compiled once: a selector given as a string is parsed again on every call.
  const isContentTag = compile<AnyNode, Element>(`${content}, ul, ol`);
  const contentInside = compile<AnyNode, Element>(content);
  /** Whether a node is a list, an item or a paragraph, or holds an item or a paragraph. */
  const isOrHoldsContent = (node: AnyNode): boolean =>
    (isTag(node) && isContentTag(node)) ||
    (hasChildren(node) && selectOne(contentInside, node) !== null);
  const hasContent = (elements: Cheerio<AnyNode>) => elements.toArray().some(isOrHoldsContent);
  // Whether an element or one after it under its parent is or holds such content, found once
  // for each element: climbing from each of many headings in one parent asked it of every
  // sibling after the heading again, in the square of their number.
  const contentFrom = new Map<AnyNode, boolean>();
  const followedByContent = (node: AnyNode): boolean => {
    const walked: AnyNode[] = [];
    let found = false;
    for (const sibling of followingElements(node)) {
      const known = contentFrom.get(sibling);
      if (known !== undefined) {
        found = known;
        break;
      }
      walked.push(sibling);
      if (isOrHoldsContent(sibling)) {
        found = true;
        break;
      }
    }
    for (const sibling of walked) contentFrom.set(sibling, found);
    return found;
  };
  // The elements read under the headings tried so far, with all they hold, counted up to the
  // budget: a page of many headings that each read far and yield nothing stops being read.
  let unread = ELEMENTS_READ_UNDER_HEADINGS;
  const spend = (elements: Cheerio<AnyNode>) => {
    const stack = elements.toArray();
    for (let node = stack.pop(); node && unread > 0; node = stack.pop()) {
      if (!isTag(node)) continue;
      unread -= 1;
      for (const child of node.children) stack.push(child);
    }
  };
  const linesUnder = (heading: AnyNode): string[] | undefined => {
    // A heading that opens a block broken by <br> ("<p><b>Ingredients</b><br>2 eggs<br>…") heads
    // the block's lines after it.
    const inline = linesAfterInlineHeading(heading, prefer === 'li');
    if (inline !== undefined) return inline;
    // What follows the heading up to the next one holds neither lists nor paragraphs: lines in
    // plain blocks. A heading alone in its block (`<div><b>Ingredients</b></div><div>200 g
    // flour</div>…`, as a blog editor writes a line per block) is read from its block.
    // A method in blocks that each open with a step's heading (`headedStepBlocks`).
    const headed = prefer === 'p' ? headedStepBlocks($, loneBlockOf($, heading)[0]!) : undefined;
    if (headed !== undefined) return headed;
    const labelledParts = prefer === 'p' ? stepHeadingParts($, heading) : undefined;
    if (labelledParts !== undefined) return labelledParts;
    const own = siblingsUntilHeading($, loneBlockOf($, heading), undefined, undefined, pattern);
    spend(own);
    // A method of labelled steps, one of which may hold a list (`labelledSteps`).
    const labelled = prefer === 'p' ? labelledSteps($, own) : undefined;
    if (labelled?.length) return labelled;
    // Rows of a name's block and an amount's in groups under lesser headings (`<h2>Ingredients
    // </h2><h3>Dumplings</h3><div>…rows…</div><h3>Sauce</h3>…`): the first lesser heading ends
    // `own` at once.
    if (prefer === 'li' && own.length === 0) {
      const rank = headingRank(heading);
      const grouped = siblingsUntilHeading($, loneBlockOf($, heading), rank, rank, pattern);
      spend(grouped);
      const rows = !hasContent(grouped) ? pairedRowsWithAmounts($, grouped) : null;
      if (rows) return rows;
    }
    if (own.length && !hasContent(own)) {
      // Rows of a name's block and an amount's are a line each.
      const rows = prefer === 'li' ? pairedRowsWithAmounts($, own) : null;
      if (rows) return rows;
      const blocks = blockLines($, own, prefer === 'p');
      // Blocks that name nothing, figures, titles and nutrients' labels only (a box of "312,8"
      // over "Calorie per porzione"), are no part's lines: the list may follow the heading's
      // container.
      const named = blocks.some((line) => namesSomething(line) && !isNutrientLabel(line));
      if (blocks.length >= 2 && named) {
        // Blocks of which none opens with an amount, in the heading's wrapper, may be notes on
        // the list beside its heading ("Original recipe yields 20 servings", "The ingredient list
        // now reflects the servings specified"): a list with amounts after the wrapper is the
        // part's lines. Names alone with no such list after them stay the lines.
        if (blocks.some((line) => LEADING_AMOUNT.test(line))) return blocks;
        const after = readOn(heading);
        return after && !readsAsProse(after) && holdsBlockAmounts(after) ? after : blocks;
      }
    }
    return readOn(heading);
  };
  /** The lines after the heading's container, climbed to where lists or paragraphs follow. */
  const readOn = (heading: AnyNode): string[] | undefined => {
    // Climb until what follows the heading's container holds lists or paragraphs (a heading is
    // often wrapped with an edit link or an icon), then read until the next heading.
    let anchor = $(heading);
    for (let climbed = 0; ; climbed += 1) {
      if (followedByContent(anchor[0]!) || !anchor.parent().length) break;
      if (anchor.parent().is('body')) break;
      // Lines set as rows of a name's block and an amount's, after the heading's wrapper or its
      // bar of tabs, with no list or paragraph after them: read before climbing past them.
      if (prefer === 'li' && climbed > 0 && climbed <= ROW_CLIMBS) {
        const after = siblingsUntilHeading($, anchor, undefined, undefined, pattern);
        spend(after);
        const rows = pairedRowsWithAmounts($, after);
        if (rows) return rows;
        // So are lines set in plain blocks after the wrapper the heading shares with the yield
        // (`<div><div>Ingredients</div><div>Serves 4</div></div><hr><div><div>The mix</div>
        // <div><div>1/4 c. tomato juice</div>…`): a CMS's groups, read before the method's list.
        const blocks = blockLines($, after);
        if (holdsBlockAmounts(blocks)) return blocks;
      }
      anchor = anchor.parent();
    }
    // Ingredient groups often sit under lesser headings of their own ("For the sauce"), also
    // after a heading in a wrapper of its own (`<div class="title-wrap"><h3>…</h3></div>`), but
    // not after a block climbed to that holds more than the heading.
    const wrapped = anchor.is(heading) || shortText(anchor[0]!, HEADING_WRAPPER_CHARS) !== null;
    const below = prefer === 'li' && wrapped ? headingRank(heading) : undefined;
    const panel = tabPanel(
      $,
      anchor[0]!,
      heading,
      siblingsUntilHeading(
        $,
        anchor,
        below,
        headingRank(heading),
        pattern,
        prefer === 'p' && wrapped ? headingRank(heading) : undefined,
      ),
    );
    const following =
      prefer === 'p' ? onInNextSections($, panel, pattern) : beforeSentenceList($, panel);
    spend(following);
    if (prefer === 'p' && following.length === 0) {
      const sections = methodSections($, anchor, heading, pattern);
      if (sections !== undefined) return sections;
    }
    if (prefer === 'p' && following.length > 0) {
      const sections = sectionsAfterParagraphs($, anchor, heading, following, pattern);
      if (sections !== undefined) return sections;
    }
    const numbered = prefer === 'p' ? numberedBlocks($, following) : undefined;
    if (numbered !== undefined) return numbered;
    const lines = matchesIn($, following, 'li');
    // A method set as one item that holds a paragraph per step (`<ol><li><p>Salad</p><p>1. Boil
    // the water…</p><p>2. Add…</p></li></ol>`, an editor's single item): a step per paragraph,
    // not the item's text run together.
    const paragraphsOfItem = prefer === 'p' && lines.length === 1 ? matchesIn($, lines, 'p') : [];
    if (paragraphsOfItem.length >= 2) return texts($, $(paragraphsOfItem));
    // Headings among the lines title their groups, as does a lesser heading set in a group's
    // wrapper right over its list (`<div><h4>Drizzle</h4><ul>…</ul></div>`; in a method, WP
    // Recipe Maker's `<div><h4>For the sauce:</h4><ul>` with its class names gone: read as the
    // card's class names read them, `STEP_GROUP_TITLES`), and, in ingredients, a paragraph
    // titling the list after it (`isParagraphTitleOverList`). A share bar's items
    // (`isShareEntry`) are no lines.
    const top = new Set(following.toArray());
    const keptAmongItems = (element: Element): boolean => {
      if (element.name === 'li') return !isShareEntry($, element);
      if (element.name === 'p') return prefer === 'li' && isParagraphTitleOverList(element);
      if (top.has(element)) return true;
      if (isAmongItems(element)) return isGroupTitle(element);
      return (prefer === 'li' || listTitles) && isGroupTitle(element) && isOverList(element);
    };
    const items = titledSplitAtBreaks(
      $,
      lines.length
        ? beforeLinkMenu(
            $,
            matchesIn($, following, `li, p, ${HEADINGS}`).filter((_index, element) =>
              keptAmongItems(element),
            ),
          )
        : lines,
      prefer === 'p',
    );
    if (items.length >= 1 && prefer === 'li') {
      return [...items, ...paragraphLinesAfterLists($, following)];
    }
    // With no list, the rows of a table under the heading are the lines, a row a line.
    // An oven's setting among them (`Oven | 180 | C`) is no line.
    const rows =
      prefer === 'li'
        ? texts(
            $,
            matchesIn($, following, 'tr').filter(
              (_index, row) => !statesTemperature(rowCells($, row)),
            ),
          )
        : [];
    if (rows.length >= 2) return rows;
    const described = prefer === 'li' ? describedLines($, following) : [];
    if (described.some(namesSomething)) return described;
    const blocks = matchesIn($, following, 'p');
    // A paragraph broken by <br> holds a line (an ingredient, a step) per break; an ingredient's
    // figure may sit in an element of its own before it.
    const paragraphs = brokenLines($, blocks, {
      amountsBefore: prefer === 'li',
      boldTitles: prefer === 'li',
    });
    if (prefer === 'p' && items.length + paragraphs.length === 1) {
      const next = stepsInNextBox($, anchor, heading, pattern);
      if (next !== undefined) return next;
    }
    if (prefer === 'p' && paragraphs.length) {
      const before = items.length ? stepsBeforeList($, blocks, lines) : undefined;
      if (before) return brokenLines($, $(before), { amountsBefore: false, boldTitles: false });
      return items.length ? items : paragraphs;
    }
    // Lines set as rows of a name's block and an amount's, with no list, beside paragraphs
    // without amounts (a group title: `<p>From your pantry</p>`).
    if (prefer === 'li' && items.length === 0 && !(paragraphs.length && holdsAmounts(paragraphs))) {
      const rows = pairedRowsWithAmounts($, following);
      if (rows) return rows;
    }
    if (items.length) return items;
    if (paragraphs.length) return paragraphs;
    return undefined;
  };
  // A post often names its ingredients with notes before the recipe ("Flour – any all-purpose
  // flour works"), under an Ingredients heading of its own: the recipe's list, with its amounts,
  // comes after. Failing a list with amounts, the first list is taken.
  // A few headings past the first list are tried: each reads on to the end of its part, so
  // trying every heading of a page of many would take time in the square of their number.
  // A heading as high after one already read, under the same parent, was read with it, but for
  // the part's word alone, which ended it (`siblingsUntilHeading`). Headings
  // that yield nothing each read on too (`<label>Ingredients</label>` over a table of one row,
  // thousands of times): past a budget of elements read, far above a recipe page's, no more are.
  let first: string[] | undefined;
  let prose: string[] | undefined;
  let tries = LATER_HEADINGS_TRIED;
  const read = new Map<AnyNode | null, number | undefined>();
  for (const heading of candidates) {
    if (!accept(heading)) continue;
    const rank = headingRank(heading);
    if (
      rank !== undefined &&
      read.has(heading.parent) &&
      read.get(heading.parent) === rank &&
      !isBareHeading(shortText(heading, 80) ?? '', pattern)
    ) {
      continue;
    }
    if ((first ?? prose) !== undefined && (tries -= 1) < 0) break;
    if (unread <= 0) break;
    read.set(heading.parent, rank);
    const lines = linesUnder(heading);
    if (lines === undefined) continue;
    if (prefer === 'p') return lines;
    // Notes in sentences under a heading of the post's ("Butter: Please use real butter…") are
    // not the recipe's list, even with amounts in a few of them: the next heading is tried.
    if (readsAsProse(lines)) {
      prose ??= lines;
      continue;
    }
    if (holdsAmounts(lines)) return lines;
    first ??= lines;
  }
  return first ?? prose ?? linesUnderTextHeading($, pattern) ?? [];
}

/**
 * The elements under an Ingredients heading up to a list of a method's sentences after the list
 * of its lines (`isListOfSentences`: `<ul>200 g flour…</ul><ol><li>Heat the oven…</li>…</ol>`,
 * no Method heading between), alone or in a wrapper of its own: the method is no group of the
 * ingredients.
 */
function beforeSentenceList($: CheerioAPI, following: Cheerio<AnyNode>): Cheerio<AnyNode> {
  const elements = following.toArray();
  let items = false;
  for (const [at, element] of elements.entries()) {
    const list = items ? soleList(element) : undefined;
    if (list !== undefined && isListOfSentences($, list)) {
      return $(elements.slice(0, at));
    }
    items ||= $(element).is('li') || $(element).find('li').length > 0;
  }
  return following;
}

/** The list an element is, or holds alone down a line of wrappers; undefined for any other. */
function soleList(element: AnyNode): AnyNode | undefined {
  let node: AnyNode | undefined = element;
  while (node && isTag(node) && node.name !== 'ul' && node.name !== 'ol') {
    const children: AnyNode[] = node.children.filter(
      (child) => isTag(child) || (isText(child) && child.data.trim() !== ''),
    );
    node = children.length === 1 ? children[0] : undefined;
  }
  return node && isTag(node) ? node : undefined;
}

/** A line that ends as a sentence does ("Bake for 20 minutes.", "Serve!"), a closing bracket aside. */
const ENDS_SENTENCE = /[.!?。！？][\s)"'”’]*$/u;

/** `compareDocumentPosition`'s bit for a first node set before the second (domutils' PRECEDING). */
const SET_BEFORE = 2;

/** The most characters of a paragraph that titles the list after it ("You might also like"). */
const MENU_TITLE_CHARS = 40;

/**
 * The paragraphs of a method written as paragraphs, when the list under its Method heading comes
 * after them and is a menu of links ("You might also like": `<li><a>Easy pancakes</a></li>`),
 * after two paragraphs or more that each end as a sentence; a short paragraph that titles the
 * menu is left out with it. Undefined otherwise: a list set after a lead-in paragraph ("Preheat
 * the oven.", then an `<ol>` of steps) is the method, and so is a list of steps written without
 * stops ("Mix the flour and sugar"), which names alone cannot be told from.
 */
function stepsBeforeList(
  $: CheerioAPI,
  paragraphs: Cheerio<AnyNode>,
  items: Cheerio<AnyNode>,
): AnyNode[] | undefined {
  const firstItem = items[0];
  if (firstItem === undefined) return undefined;
  const before = paragraphs
    .toArray()
    .filter((paragraph) => compareDocumentPosition(paragraph, firstItem) & SET_BEFORE);
  const last = before.at(-1);
  const lastText = last === undefined ? '' : cleanText($(last).text());
  if (lastText.length <= MENU_TITLE_CHARS && !ENDS_SENTENCE.test(lastText)) before.pop();
  const steps = texts($, $(before));
  if (steps.length < 2 || !steps.every((line) => ENDS_SENTENCE.test(line))) return undefined;
  return items.toArray().every((item) => isAllLinks($, item)) ? before : undefined;
}

/** How many blocks up a heading alone in its block is followed (`<div><div><b>…`). */
const LONE_HEADING_LEVELS = 2;
/** The elements a writer sets a heading in. */
const LONE_HEADING_TAGS: ReadonlySet<string> = new Set([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
]);

/**
 * The `<div>` that holds a heading and nothing else (its text is the heading's), the outermost of
 * up to `LONE_HEADING_LEVELS` such, or the heading itself: where the lines after it start.
 */
function loneBlockOf($: CheerioAPI, heading: AnyNode): Cheerio<AnyNode> {
  // Only a heading a writer types (a heading tag, bold): a link or a label alone in its block is
  // a card's tab or toggle, whose panel the climb below reads.
  if (!isTag(heading) || !LONE_HEADING_TAGS.has(heading.name)) return $(heading);
  let block = heading;
  const text = cleanText($(heading).text());
  for (let level = 0; level < LONE_HEADING_LEVELS; level += 1) {
    const parent = block.parent;
    if (!parent || !isTag(parent) || parent.name !== 'div') break;
    if (parent.children.filter(isTag).length !== 1 || cleanText($(parent).text()) !== text) break;
    block = parent;
  }
  return $(block);
}

/**
 * The lines of one list item that the page breaks with `<br>` into lines that each open with an
 * amount (`<li>200 g flour<br>100 g butter<br>2 eggs</li>`, a whole list typed into one item), or
 * into a group's title and its lines (`<li><b>For the sauce</b>:<br>6 tbsp butter<br>Salt</li>`:
 * a first line ending with a colon, no figure in it, over two lines or more, one with an amount),
 * or undefined. An item whose second part is a note ("200 g flour<br>sifted") is one line.
 */
function amountLinesOfItem(item: Element): string[] | undefined {
  const lines = linesBetweenBreaks(item.children);
  if (lines === undefined) return undefined;
  if (lines.every((line) => LEADING_AMOUNT.test(line))) return lines;
  const [title, ...rest] = lines;
  const titles = ITEM_TITLE.test(title!) && rest.length >= 2;
  return titles && rest.some((line) => LEADING_AMOUNT.test(line))
    ? [asTitle(title!), ...rest]
    : undefined;
}

/** A group's title as the first line of an item broken by `<br>`: short, no figure, a colon. */
const ITEM_TITLE = /^[^\d:]{2,60}:$/u;

/**
 * Like `titled`, but an item broken into lines of amounts (`amountLinesOfItem`) is those lines.
 * With `asWritten` (a method's lines), titles are as the page writes them.
 */
function titledSplitAtBreaks(
  $: CheerioAPI,
  elements: Cheerio<Element>,
  asWritten = false,
): string[] {
  const all = elements.toArray();
  const split = all.map((element) =>
    element.name === 'li' && isContent($, element) ? amountLinesOfItem(element) : undefined,
  );
  if (split.every((lines) => lines === undefined)) return titled($, elements, asWritten);
  const parts: string[] = [];
  let run: Element[] = [];
  const flush = () => {
    parts.push(...titled($, $(run), asWritten));
    run = [];
  };
  for (const [at, element] of all.entries()) {
    const lines = split[at];
    if (lines === undefined) {
      run.push(element);
      continue;
    }
    flush();
    parts.push(...lines);
  }
  flush();
  return dropRepeats(parts);
}

/**
 * Whether a list item is a link to share the page or follow the site on a social network, and
 * nothing else (`<li><a href="https://www.facebook.com/sharer/…">Facebook</a></li>`, a share bar
 * set as a list under the heading): no line of the part.
 */
function isShareEntry($: CheerioAPI, item: Element): boolean {
  if (!isLinkEntry($, item)) return false;
  const links = $(item).find('a').toArray();
  return links.length > 0 && links.every((link) => SHARE_LINK.test(link.attribs.href ?? ''));
}

/** The address of a social network's page or share form, or of an e-mail or message to send. */
const SHARE_LINK =
  /^(?:(?:https?:)?\/\/(?:[\w-]+\.)*(?:facebook\.com|twitter\.com|x\.com|pinterest\.[a-z.]+|pin\.it|instagram\.com|whatsapp\.com|wa\.me|reddit\.com|linkedin\.com|tumblr\.com|t\.me|telegram\.me|tiktok\.com|youtube\.com|threads\.net|bsky\.app|flipboard\.com)(?:[/?#]|$)|(?:mailto|sms|whatsapp):)/i;

/** Whether the element after `element` under its parent is a list. */
function isOverList(element: AnyNode): boolean {
  const next = followingElements(element).next().value;
  return next !== undefined && isTag(next) && (next.name === 'ul' || next.name === 'ol');
}

/**
 * Whether a heading is set straight inside a list, after one of its items (`<ol><li>Fry…</li>
 * <h4>For the sauce:</h4><li>Add…</li></ol>`, as WP Delicious writes its card): the title of the
 * items after it, read among them as a group's.
 */
function isAmongItems(element: Element): boolean {
  const list = element.parent;
  if (!list || !isTag(list) || (list.name !== 'ul' && list.name !== 'ol')) return false;
  for (let node = element.prev; node; node = node.prev) {
    if (isTag(node) && node.name === 'li') return true;
  }
  return false;
}

/** Whether a list item's text is all a link's, with no figure in it (a menu's entry). */
const isLinkEntry = ($: CheerioAPI, item: AnyNode): boolean =>
  !/\d/.test($(item).text()) && isAllLinks($, item);

/**
 * The items and headings read under a heading, up to a menu of links after the lines (`<h3>Topics
 * </h3><ul><li><a>Chocolate recipes</a></li><li><a>Pudding recipes</a></li></ul>` set after the
 * list in the same column): a list of two items or more, each all a link and with no figure, once
 * an item before it holds one, and not beside that list in its container. The menu, and the
 * headings just before it that title it, are where the part has ended. A list of linked names with
 * no amount before it (`<li><a>Salt</a></li>`), or beside the lists with amounts (a "To serve"
 * group of linked names), is still read.
 */
function beforeLinkMenu($: CheerioAPI, elements: Cheerio<Element>): Cheerio<Element> {
  const all = elements.toArray();
  // The containers of the lists with an amount: a list of linked names beside them, in the same
  // container, is a group of the recipe's ("To serve": linked names), not a menu after it.
  const amountContainers = new Set<AnyNode>();
  for (const [at, element] of all.entries()) {
    if (element.name !== 'li') continue;
    // Each list is judged once, at its first item, and only after an amount.
    const list = element.parent;
    const first =
      amountContainers.size > 0 &&
      list &&
      isTag(list) &&
      list.children.find(isTag) === element &&
      !(list.parent !== null && amountContainers.has(list.parent));
    const entries = first ? list.children.filter(isTag) : [];
    // Cards of other pages (a picture and a title that link on) end the part wherever they sit.
    const cards =
      amountContainers.size > 0 && list && isTag(list) && list.children.find(isTag) === element
        ? list.children.filter(isTag)
        : [];
    const menu =
      (entries.length >= 2 &&
        entries.every((entry) => entry.name === 'li' && isLinkEntry($, entry))) ||
      (cards.length >= 2 && cards.every((entry) => entry.name === 'li' && isLinkCard($, entry)));
    if (menu) {
      let end = at;
      while (end > 0 && (isHeadingTag(all[end - 1]) || all[end - 1]!.name === 'p')) end -= 1;
      return $(all.slice(0, end));
    }
    if (/\d/.test($(element).text()) && list?.parent) amountContainers.add(list.parent);
  }
  return elements;
}

/**
 * The lines of paragraphs broken by `<br>` after the last list under an Ingredients heading: a
 * group written so after a group written as a list (`<ul>…</ul><p><b>Icing</b></p><p>100 g icing
 * sugar<br>1 lemon</p>`). Only paragraphs that break into lines, most with amounts: a note in
 * sentences after the list is none.
 */
function paragraphLinesAfterLists($: CheerioAPI, following: Cheerio<AnyNode>): string[] {
  const elements = following.toArray();
  // Most pages break no line after their list: nothing more is read then.
  if (!elements.some((element) => holdsBreak($, element))) return [];
  let last = -1;
  for (const [index, element] of elements.entries()) {
    if ($(element).is('ul, ol') || holds($(element), 'ul, ol')) last = index;
  }
  const after = $(elements.slice(last + 1));
  const paragraphs = matchesIn($, after, 'p');
  const broken = paragraphs.filter((_index, paragraph) => $(paragraph).children('br').length > 0);
  if (broken.length === 0) return [];
  const lines = brokenLines($, paragraphs, { boldTitles: true });
  const named = lines.filter((line) => !line.endsWith(':'));
  return named.length >= 2 && holdsAmounts(lines) && !readsAsProse(lines) ? lines : [];
}

/**
 * Lines laid out as rows of two plain blocks, a name's and an amount's in either order
 * (`<div><div>Pak choi</div><div>3 pcs</div></div>`, under a picture of it or not), or of three,
 * the amount's figure and its unit in blocks of their own before the name or after it
 * (`<div><div>200</div><div>g</div><div>flour</div></div>`): a line a row, written amount first
 * ("3 pcs Pak choi"), as the parser reads a line; a row whose amount's blocks are empty is the
 * name alone. Only when every row of two blocks under `following` is a name and an amount or
 * nothing: rows of other pairs (a label and its value, two amounts) are not read so.
 */
export function pairedBlockLines($: CheerioAPI, following: Cheerio<AnyNode>): string[] {
  const lines: string[] = [];
  let lastRow: AnyNode | undefined;
  for (const row of matchesIn($, following, 'div').toArray()) {
    if (!hasChildren(row)) continue;
    // A cell's own two spans (`<span>Selder</span><span></span>`) are no row of their own.
    if (lastRow !== undefined && contains(lastRow as Element, row)) continue;
    const cells = row.children.filter(isTag);
    if (
      (cells.length !== 2 && cells.length !== 3) ||
      !cells.every(isLineCell) ||
      cells.some((cell) => cell.name !== cells[0]!.name)
    ) {
      continue;
    }
    if (!isContent($, row)) continue;
    const texts = cells.map((cell) => cleanText($(cell).text()));
    // A row's last block may be an empty one that only clears the floats before it
    // (`<div class="amount">250 g</div><div class="title">tvaroh</div><div class="clear"></div>`).
    const cleared = texts.length === 3 && texts[2] === '' && cells[2]!.children.length === 0;
    const pair =
      texts.length === 2
        ? nameAndAmount(texts)
        : (nameAndBuiltAmount(texts) ?? (cleared ? nameAndAmount(texts.slice(0, 2)) : undefined));
    // Three blocks of other kinds (a label, a figure and a word of a nutrient) are no row.
    if (pair === undefined) continue;
    lastRow = row;
    const [name, amount] = pair;
    // A time's label and its value ("Prep", "10 min") is no ingredient, nor a yield's ("Servings",
    // "4") or a nutrient's ("Calories", "250 kcal"). Rows of two blocks that are not all lines
    // make none; a row of three blocks that is no line is passed over, as before it was read.
    if (
      !isRowName(name) ||
      (amount !== '' && !isRowAmount(amount)) ||
      (amount &&
        (isDurationOnly(amount) ||
          isTimeLine(`${name} ${amount}`) ||
          isYieldLine(`${name} ${amount}`) ||
          isYieldLine(`${amount} ${name}`) ||
          isNutrientLabel(name)))
    ) {
      if (texts.length === 3) continue;
      return [];
    }
    lines.push(amount ? `${amount} ${name}` : name);
  }
  return lines;
}

/** The most characters of a group's title set in a block before a row, in the row's box. */
const ROW_TITLE_CHARS = 60;

/**
 * A box that holds one row of a name's block and an amount's (`pairedBlockLines`), as a list made
 * of repeated boxes does (`<div class="ingredients"><div class="line"><div>Carotte(s)</div><div>2
 * pièce(s)</div></div></div>` × n): the row as one line, amount first. A short block without a
 * figure before the row in the first box of a group (`<div class="group"><span>Pour la viande
 * </span></div>`) titles the group. Undefined for a box of any other kind.
 */
export function titledRow($: CheerioAPI, box: AnyNode): string[] | undefined {
  if (!hasChildren(box)) return undefined;
  const blocks = box.children.filter(isTag);
  const at = blocks.findIndex((block) => pairedBlockLines($, $(block)).length > 0);
  if (at < 0) return undefined;
  const rows = pairedBlockLines($, $(box));
  if (rows.length !== 1) return undefined;
  const before = blocks
    .slice(0, at)
    .map((block) => cleanText($(block).text()))
    .filter(Boolean);
  if (before.length === 0) return rows;
  const [title] = before;
  if (before.length > 1 || title!.length > ROW_TITLE_CHARS || /\d/.test(title!)) return undefined;
  return [asTitle(title!), rows[0]!];
}

/** A row of two blocks as its name and its amount, in either order. */
const nameAndAmount = ([first, second]: readonly string[]): [string, string] =>
  isRowAmount(first!) ? [second!, first!] : [first!, second!];

/**
 * A row of three blocks as its name and its amount: a figure's block and a unit's (a word or two,
 * or nothing) before the name's block or after it. Undefined for blocks of any other kind.
 */
function nameAndBuiltAmount([first, second, third]: readonly string[]):
  [string, string] | undefined {
  const isFigure = (text: string) => text === '' || NUMBER_ONLY.test(text);
  const isUnit = (text: string) => !/\d/.test(text) && text.split(/\s+/).length <= 2;
  const amount = (figure: string, unit: string) => (figure ? `${figure} ${unit}`.trim() : '');
  if (isFigure(first!) && isUnit(second!) && isRowName(third!)) {
    return first || !second ? [third!, amount(first!, second!)] : [`${second} ${third}`, ''];
  }
  if (isRowName(first!) && isFigure(second!) && isUnit(third!) && (second || !third)) {
    return [first!, amount(second!, third!)];
  }
  return undefined;
}

/** pairedBlockLines' lines when there are two or more and they hold amounts, else null. */
function pairedRowsWithAmounts($: CheerioAPI, following: Cheerio<AnyNode>): string[] | null {
  const rows = pairedBlockLines($, following);
  return rows.length >= 2 && holdsAmounts(rows) ? rows : null;
}

/**
 * An amount in a block of its own: a figure first, three words at most ("3 pcs", "1.5 l"), or a
 * unit of words joined by "de", "à" and the like ("3 c. de sopa", "1 cuillère à café", "2 colheres
 * de chá"); "240 g Basmati rice" is a whole line.
 */
const isRowAmount = (text: string) =>
  STARTS_WITH_NUMBER.test(text) && (text.split(/\s+/).length <= 3 || WORDED_UNIT_AMOUNT.test(text));

/** A figure and a unit of two words joined by a short word: "3 c. de sopa", "1 cuillère à café". */
const WORDED_UNIT_AMOUNT = /^\S+\s+\S+\s+(?:de|à|a|da|di|du|of)\s+\S+$/iu;

/** A name in a block of its own: words, not a figure first. */
const isRowName = (text: string) => /\p{L}/u.test(text) && !STARTS_WITH_NUMBER.test(text);

/**
 * A row's cell: a div, or a span, that holds no element but inline text (no block, list or
 * picture). A row's two cells are of one tag (`<div><span>Pak choi</span><span>3 pcs</span>
 * </div>`).
 */
function isLeafCell(node: AnyNode): boolean {
  return (
    isTag(node) &&
    (node.name === 'div' || node.name === 'span') &&
    node.children.every((child) => !isTag(child) || INLINE_TEXT.has(child.name))
  );
}

/** The most wrappers around a row's cell (a grid's nested columns). */
const CELL_WRAPPERS = 6;

/**
 * A row's cell (`isLeafCell`), or a `<div>` that holds only wrappers, each holding nothing but
 * the next, around one: a grid's nested columns (`<div><div><div><span>Selder</span></div></div>
 * </div>`), whose text is one line all the same.
 */
function isLineCell(node: AnyNode): boolean {
  let cell = node;
  for (let depth = 0; depth <= CELL_WRAPPERS; depth += 1) {
    if (isLeafCell(cell)) return true;
    if (!isTag(cell) || cell.name !== 'div') return false;
    const held = heldBy(cell);
    if (held.length !== 1 || !isTag(held[0]!)) return false;
    cell = held[0];
  }
  return false;
}

/** Elements of a line's text inside a block. */
const INLINE_TEXT = new Set(['span', 'b', 'strong', 'em', 'i', 'a', 'small', 'sup', 'sub']);

/** How many wrappers up from a heading rows of a name and an amount are looked for. */
const ROW_CLIMBS = 3;

/** Whether an element holds a `<br>` (found once per page). */
const holdsBreak = holdersOf('br');

/** Whether a line names something: a word in it, not a title's (which ends with a colon). */
const namesSomething = (line: string) => !line.endsWith(':') && /\p{L}/u.test(line);

/**
 * The lines of definition lists whose terms title groups of lines (`<dl><dt>For the cream</dt>
 * <dd>200 ml milk</dd><dd>3 egg yolks</dd></dl>`): each term a group's title, each description a
 * line. A list of one description per term (a name and its amount side by side) is not read so.
 */
function describedLines($: CheerioAPI, following: Cheerio<AnyNode>): string[] {
  const lines: string[] = [];
  for (const list of matchesIn($, following, 'dl').toArray()) {
    if (!isTag(list) || !isContent($, list)) continue;
    const items = list.children.filter(isTag);
    const terms = items.filter((item) => item.name === 'dt').length;
    const descriptions = items.filter((item) => item.name === 'dd').length;
    if (descriptions < 2 || descriptions < 2 * terms) continue;
    for (const item of items) {
      const text = texts($, $(item))[0];
      if (text === undefined || (item.name !== 'dt' && item.name !== 'dd')) continue;
      lines.push(item.name === 'dt' ? asTitle(text) : text);
    }
  }
  return lines;
}

/**
 * A method laid out in titled sections straight under its heading (`<h2>Directions</h2>
 * <h3>Make the sauce</h3><ol>…</ol><h3>Fry the chicken</h3><ol>…`): the steps of every section,
 * up to the next heading as high as the method's own, each after its section's title as written
 * (as the JSON-LD reader reads a HowToSection's name). Only when a lesser heading follows the
 * method's heading at once, and not when the lines read as ingredients (most start with an
 * amount: a card's ingredient groups under a "Jump to method").
 */
function methodSections(
  $: CheerioAPI,
  anchor: Cheerio<AnyNode>,
  heading: AnyNode,
  pattern: RegExp,
): string[] | undefined {
  const rank = headingRank(heading);
  const next = nextFilled(anchor[0]);
  const lesser = headingRank(next);
  if (rank === undefined || lesser === undefined || lesser <= rank || !isGroupTitle(next!)) {
    return undefined;
  }
  // Steps under labels of their own ("<h4>Step 1</h4><p>…") are read as blocks, label by label.
  if (STEP_LABEL.test(shortText(next!, 40) ?? '')) return undefined;
  return titledSections($, siblingsUntilHeading($, anchor, rank, rank, pattern));
}

/**
 * A method in sections whose first steps come before the first section's title (`<h2>Method</h2>
 * <p>Preheat the oven.</p><h3>Make the batter</h3><p>…</p><h3>Bake</h3><p>…</p>`): read whole,
 * as `methodSections` reads sections, the first steps untitled. Before, the first lesser heading
 * ended the method after its first paragraphs. Only for paragraphs (`following`, read under the
 * method's heading, holds no list), and only when every section's title is a group's that names
 * no tips, notes, storage, tools or questions (`NOT_STEPS_HEADING`): a lesser heading of those is
 * where the method ends.
 */
function sectionsAfterParagraphs(
  $: CheerioAPI,
  anchor: Cheerio<AnyNode>,
  heading: AnyNode,
  following: Cheerio<AnyNode>,
  pattern: RegExp,
): string[] | undefined {
  const rank = headingRank(heading);
  const next = nextFilled(following.last()[0]);
  const lesser = headingRank(next);
  if (rank === undefined || lesser === undefined || lesser <= rank) return undefined;
  if (matchesIn($, following, 'li').length || !matchesIn($, following, 'p').length) {
    return undefined;
  }
  const isSectionTitle = (element: AnyNode) => {
    const text = shortText(element, 80) ?? '';
    return (
      isGroupTitle(element) &&
      !STEP_LABEL.test(text) &&
      !/[?？]$/.test(text) &&
      !NOT_STEPS_HEADING.test(text) &&
      !/\bvideos?\b/i.test(text)
    );
  };
  if (!isSectionTitle(next!)) return undefined;
  const all = siblingsUntilHeading($, anchor, rank, rank, pattern).toArray();
  // The sections end at a lesser heading that titles no steps ("Storage", "Video").
  const end = all.findIndex(
    (element) => headingRank(element) !== undefined && !isSectionTitle(element),
  );
  const sections = $(end < 0 ? all : all.slice(0, end));
  if (matchesIn($, sections, 'li').length) return undefined;
  return titledSections($, sections);
}

/**
 * The steps of a method's sections (`following`: lesser headings, each over its steps), each
 * section's title before its steps as written; undefined for fewer than two steps, or for lines
 * most of which start with an amount (ingredients' groups).
 */
function titledSections($: CheerioAPI, following: Cheerio<AnyNode>): string[] | undefined {
  const sections = following.filter((_index, element) => headingRank(element) === undefined);
  const items = texts($, matchesIn($, sections, 'li'));
  const lines = items.length ? items : brokenLines($, matchesIn($, sections, 'p'));
  if (lines.length < 2) return undefined;
  const amountsFirst = lines.filter((line) => LEADING_AMOUNT.test(line)).length;
  if (amountsFirst * 2 > lines.length) return undefined;
  const titled: string[] = [];
  // Titles wait for their steps: a title with none after it (the method's last heading over a
  // shop's table of packs, "Buy it") titles nothing.
  let waiting: string[] = [];
  for (const element of following.toArray()) {
    if (headingRank(element) !== undefined) {
      const title = shortText(element, 80);
      if (title) waiting.push(title);
      continue;
    }
    const own = $(element);
    const steps = items.length
      ? texts($, matchesIn($, own, 'li'))
      : brokenLines($, matchesIn($, own, 'p'));
    if (steps.length === 0) continue;
    titled.push(...waiting, ...steps);
    waiting = [];
  }
  return titled;
}

/** The most characters of a method heading's one-line summary in its box ("… em 7 passos."). */
const METHOD_SUMMARY_CHARS = 80;

/**
 * The steps in the box after a method heading's own, when the heading's box holds one short line
 * beside it (`<div><h2>Modo de preparo</h2><p>Modo de preparo em 7 passos.</p></div><div><ol>
 * <li>…</li>…</ol></div>`): that line sums the method up, and the list after the box is the
 * method. Two items or more, not a menu of links; undefined otherwise. A method in parts, each
 * under a box of its own alike right after the last part's list (`<div><h2>Como preparar a calda
 * </h2><p>…em 4 passos.</p></div><div><ol>…</ol></div><div><h2>Como preparar o bolo</h2>…`), is
 * read whole, each part's heading before its steps as the page writes it, as the JSON-LD reader
 * reads a `HowToSection`'s name; a lone part's heading is no title (as a lone section's is not).
 */
function stepsInNextBox(
  $: CheerioAPI,
  anchor: Cheerio<AnyNode>,
  heading: AnyNode,
  pattern: RegExp,
): string[] | undefined {
  if (!anchor.is(heading)) return undefined;
  const rank = headingRank(heading);
  const parts: string[][] = [];
  for (let part: AnyNode | undefined = heading; part !== undefined;) {
    const box: Cheerio<AnyNode> = $(part).parent();
    if (!box.length || box.is('body')) break;
    const title = shortText(part, 80);
    if (title === null || shortText(box[0]!, title.length + METHOD_SUMMARY_CHARS) === null) break;
    const after = siblingsUntilHeading($, box, undefined, rank, pattern);
    const items = matchesIn($, after, 'li').filter((_index, item) => !isLinkEntry($, item));
    if (items.length < 2) break;
    parts.push([title, ...texts($, items)]);
    // The next part: the box right after this part's list, opening with a heading as high that
    // names the method too, but not by the method's word alone.
    const next: AnyNode | undefined = followingElements(after.last()[0] ?? box[0]).next().value;
    const first: Element | undefined =
      next && hasChildren(next) ? next.children.find(isTag) : undefined;
    const text = first ? (shortText(first, 80) ?? '') : '';
    part =
      first !== undefined &&
      headingRank(first) === rank &&
      pattern.test(text) &&
      !isBareHeading(text, pattern)
        ? first
        : undefined;
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0]!.slice(1) : parts.flat();
}

/** A line that starts with an amount ("2 cups flour", "½ tsp salt"), not a numbered step. */
const LEADING_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞](?![\d]*[.)]\s)/u;

/** Whether a line starts with an amount ("2 cups flour", "½ tsp salt"), not a step's number. */
export const opensWithAmount = (line: string): boolean => LEADING_AMOUNT.test(line);

/**
 * The panel a tab heads: under a bar of short tabs, two or more of which head parts
 * (`<button>Ingredients</button><button>Method</button>`), over as many panels (side by side or in
 * one wrapper), the n-th tab's lines are in the n-th panel, not in all of them.
 */
function tabPanel(
  $: CheerioAPI,
  bar: AnyNode,
  heading: AnyNode,
  following: Cheerio<AnyNode>,
): Cheerio<AnyNode> {
  if (bar === heading || !hasChildren(bar)) return following;
  const tabs = bar.children.filter(isTag);
  if (tabs.length < 2 || tabs.some((tab) => shortText(tab, 40) === null)) return following;
  if (tabs.filter(isPartHeading).length < 2) return following;
  const at = tabs.findIndex((tab) => tab === heading || contains(tab, heading));
  let panels = following.toArray().filter(isTag);
  if (panels.length === 1) panels = panels[0]!.children.filter(isTag);
  return at >= 0 && panels.length === tabs.length ? $(panels[at]!) : following;
}

/**
 * How many elements, with all they hold, the headings of a part may read between them before no
 * more headings are tried (the first is always read). The tuning pages read at most about 400.
 */
const ELEMENTS_READ_UNDER_HEADINGS = 20_000;

/** How many more Ingredients headings are tried for a list with amounts after a list without. */
const LATER_HEADINGS_TRIED = 4;

/** A number or a fraction sign: an amount, wherever the line writes it. */
const AMOUNT_SIGN = /[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/**
 * Whether lines read from plain blocks are a part's lines: two or more that are no time or yield
 * ("Prep Time: 0:10", "Yields: 1 serving"), most of them with an amount, and none an amount alone
 * ("350 g", "0.160": a row's figure in a block of its own, its name beside it in another).
 */
export function holdsBlockAmounts(lines: readonly string[]): boolean {
  if (lines.some(isAmountOnly)) return false;
  const named = lines.filter(
    (line) => namesSomething(line) && !isTimeLine(line) && !isYieldLine(line),
  );
  return named.length >= 2 && holdsAmounts(named);
}

/** Whether most lines, group titles aside, give an amount. */
export function holdsAmounts(lines: readonly string[]): boolean {
  const items = lines.filter((line) => !line.endsWith(':'));
  return items.filter((line) => AMOUNT_SIGN.test(line)).length * 2 >= items.length;
}

/** The most characters of a wrapper that holds a heading and nothing more than a label or icon. */
const HEADING_WRAPPER_CHARS = 80;
