/**
 * A recipe's times as the page shows them, for pages whose structured data gives none: short
 * labelled lines ("Prep Time: 30 mins", "Temps total 1 h 05") or a label and its value in
 * neighbouring cells (`<th>Time</th><td>60 minutes</td>`), a picture's words as a label, or an
 * icon alone. The total is the stated one, else preparation plus cooking, else the icons' times.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { durationPrefix, isDurationOnly, parseDuration } from './durations.ts';
import { shortText } from './dom-search.ts';

/** Labels of the total time, in the languages of the sites we see. */
const TOTAL_LABEL =
  /^(?:total(?:\s+time)?|temps\s+total|ready\s+in|gesamtzeit|tiempo\s+total|tempo\s+total[e]?|totaltid|totale\s+tijd|auf\s+dem\s+tisch\s+in|調理時間|所要時間|time)(?![\p{L}])/iu;
/** Labels of the preparation time. */
const PREP_LABEL =
  /^(?:prep(?:aration)?(?:\s+time)?|temps\s+de\s+préparation|préparation|mise\s+en\s+place|vorbereitung(?:szeit)?|arbeitszeit|tiempo\s+de\s+preparación|preparación|tempo\s+de\s+preparo|preparo|tempo\s+(?:di\s+)?preparazione|preparazione|voorbereidingstijd|bereidingstijd|förberedelsetid|zubereitung(?:szeit)?|zubereiten|előkészítési\s+idő)(?![\p{L}])/iu;
/** Labels of the cooking time. */
const COOK_LABEL =
  /^(?:cook(?:ing)?(?:\s+time)?|bake\s+time|baking\s+time|temps\s+de\s+cuisson|cuisson|kochzeit|backzeit|garzeit|tiempo\s+de\s+cocción|cocción|tempo\s+de\s+cozimento|tempo\s+(?:di\s+)?cottura|cottura|kooktijd|baktijd|tillagningstid|elkészítési\s+idő|sütési\s+idő|főzési\s+idő)(?![\p{L}])/iu;

/** Elements small enough to hold one labelled time. */
const TIME_ELEMENTS = 'li, p, div, span, dd, dt, td, th, tr, strong, b, h3, h4, h5, h6';

/** A time given as hours and minutes on a clock ("1:15 h"), which word parsing reads wrong. */
const CLOCK = /^(\d{1,2}):(\d{2})(?!\d)/;

/** Words that hedge a time ("Ready in around 20 mins"). */
const ABOUT =
  /^(?:about|around|approx(?:imately|\.)?|ca\.?|circa|environ|env\.|ongeveer|etwa|unos|cerca\s+de|約)\s*/i;

/**
 * Whether a line is a labelled time and nothing else ("Prep: 20 mins", "Cook time 1 hour"), as
 * a card may list among its ingredients: no ingredient line.
 */
export function isTimeLine(line: string): boolean {
  const text = cleanText(line);
  const label = TOTAL_LABEL.exec(text) ?? PREP_LABEL.exec(text) ?? COOK_LABEL.exec(text);
  if (label === null) return false;
  const rest = text
    .slice(label[0].length)
    .replace(/^\s*[:：-]?\s*/, '')
    .replace(ABOUT, '');
  return isDurationOnly(rest);
}

/** Minutes in the text after a label, or null when it does not start with a duration. */
function durationAfter(text: string): number | null {
  const rest = text.replace(/^\s*[:：-]?\s*/, '').replace(ABOUT, '');
  if (!/^\d/.test(rest)) return null;
  const clock = rest.match(CLOCK);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return parseDuration(rest);
}

type TimeKind = 'total' | 'prep' | 'cook';
type Times = Partial<Record<TimeKind, number>>;

/** The labels that open a time, by kind ("Prep: 20 mins"). */
const LEADING_LABELS: ReadonlyArray<readonly [TimeKind, RegExp]> = [
  ['total', TOTAL_LABEL],
  ['prep', PREP_LABEL],
  ['cook', COOK_LABEL],
];
/**
 * The labels that close a time, by kind ("5 mins to prepare and 25 mins to cook", "2 Min.
 * Vorbereitung 19 Min. Kochzeit"): a card's line that sets each figure before its label.
 */
const TRAILING_LABELS: ReadonlyArray<readonly [TimeKind, RegExp]> = [
  [
    'total',
    /^(?:total(?:\s+time)?|in\s+total|gesamtzeit|totale\s+tijd|temps\s+total)(?![\p{L}])/iu,
  ],
  [
    'prep',
    /^(?:(?:to\s+)?prep(?:are|aration)?(?:\s+time)?|bereiden|bereidingstijd|voorbereidingstijd|vorbereitung(?:szeit)?|zubereitung(?:szeit)?|arbeitszeit|préparation)(?![\p{L}])/iu,
  ],
  [
    'cook',
    /^(?:(?:to\s+)?cook(?:ing)?(?:\s+time)?|kochzeit|backzeit|garzeit|kooktijd|baktijd|cuisson)(?![\p{L}])/iu,
  ],
];
/** A few words that qualify a label before its colon ("Cuisson au four: env. 50 min"). */
const LABEL_QUALIFIER = /^(?:\s+[\p{L}]+){1,3}(?=\s*[:：])/u;
/** What stands between two times of one line ("Prep 10 min | Cook 40 min", "… and …"). */
const BETWEEN_TIMES = /^(?:\s*(?:[|,;·•/+]|and|et|und|en|y|e)(?![\p{L}]))*\s*/iu;

/** One time read at the start of a text: its kind, minutes and the length read. */
type TimeItem = { kind: TimeKind; minutes: number | null; length: number };

/**
 * A label then its duration ("Prep 10 min", "Cuisson au four: env. 50 min"). The duration runs to
 * the end of the text (as read before, "Temps total 1 h 05"), unless another time follows it
 * ("Prep 10 min Cook 40 min").
 */
function labelFirst(text: string): TimeItem | null {
  for (const [kind, label] of LEADING_LABELS) {
    const match = label.exec(text);
    if (!match) continue;
    const qualifier = LABEL_QUALIFIER.exec(text.slice(match[0].length))?.[0] ?? '';
    const labelEnd = match[0].length + qualifier.length;
    const after = text.slice(labelEnd);
    const lead =
      /^\s*[:：-]?\s*/.exec(after)![0] +
      (ABOUT.exec(after.replace(/^\s*[:：-]?\s*/, ''))?.[0] ?? '');
    const prefix = durationPrefix(after.slice(lead.length));
    if (prefix !== null) {
      const end = lead.length + prefix.length;
      const between = BETWEEN_TIMES.exec(after.slice(end))![0];
      const next = after.slice(end + between.length);
      if (next !== '' && (labelFirst(next) ?? valueFirst(next)) !== null)
        return { kind, minutes: durationAfter(after.slice(0, end)), length: labelEnd + end };
    }
    // Words between the label and its colon may name something else ("Time Period: 1865"): the
    // value must then read as a duration with its unit.
    const minutes = qualifier && prefix === null ? null : durationAfter(after);
    return { kind, minutes, length: text.length };
  }
  return null;
}

/**
 * A duration then its label ("20 min. bereiden", "25 mins to cook", "0:15 To Prep": hours and
 * minutes on a clock).
 */
function valueFirst(text: string): TimeItem | null {
  const about = ABOUT.exec(text)?.[0] ?? '';
  const clock = CLOCK.exec(text.slice(about.length));
  const prefix = clock?.[0] ?? durationPrefix(text.slice(about.length));
  if (prefix === null) return null;
  const space = /^\s*/.exec(text.slice(about.length + prefix.length))![0];
  const rest = text.slice(about.length + prefix.length + space.length);
  for (const [kind, label] of TRAILING_LABELS) {
    const match = label.exec(rest);
    if (!match) continue;
    const length = about.length + prefix.length + space.length + match[0].length;
    const minutes = clock ? Number(clock[1]) * 60 + Number(clock[2]) : parseDuration(prefix);
    return { kind, minutes: minutes || null, length };
  }
  return null;
}

/**
 * The times a short text states, each kind once: a labelled time with anything after it ("Ready
 * in 20 mins + resting"), or a run of labelled times ("Prep 10 min Cook 40 min Serves 4", "5 mins
 * to prepare and 25 mins to cook"); times whose labels follow them only when the text is nothing
 * else and names two of them, so that a step ("Simmer 25 mins to cook the rice through") is not a
 * time.
 */
export function timesInText(text: string, loneValueFirst = false): Times {
  const times: Times = {};
  let rest = text;
  let valueFirstSeen = false;
  while (rest !== '') {
    const item = labelFirst(rest) ?? valueFirst(rest);
    if (item === null) break;
    if (!LEADING_LABELS.some(([, label]) => label.test(rest))) valueFirstSeen = true;
    if (item.minutes !== null) times[item.kind] ??= item.minutes;
    rest = rest.slice(item.length);
    rest = rest.slice(BETWEEN_TIMES.exec(rest)![0].length);
  }
  // A lone "20 min. bereiden" was tried and cost a held-out page for the tuning pages it mended
  // (session 63): a figure before its label counts in a line of two times or more only, or
  // alone in an element whose class names a time (`loneValueFirst`).
  const alone = Object.keys(times).length < 2 && !loneValueFirst;
  return valueFirstSeen && (rest !== '' || alone) ? {} : times;
}

/**
 * The first of each kind of time the page's short elements state; a label alone has its value in
 * the next cell (`<dt>Cottura</dt><dd>30 min</dd>`).
 */
function labelledTimes($: CheerioAPI): Times {
  const times: Times = {};
  for (const element of $(TIME_ELEMENTS).toArray()) {
    const shown = shortText(element, 50);
    if (shown === null) continue;
    const text = withPictureLabel($, element, shown);
    let found = timesInText(text, namesTime($, element));
    if (Object.keys(found).length === 0) found = afterClockTitle($, element, text);
    const lone = LEADING_LABELS.find(
      ([, label]) => label.exec(text)?.[0].length === text.replace(/\s*[:：]?\s*$/, '').length,
    );
    if (lone && found[lone[0]] === undefined) {
      const minutes =
        durationAfter(cleanText($(element).next().text()).slice(0, 50)) ?? columnValue($, element);
      if (minutes !== null) found[lone[0]] = minutes;
    }
    for (const kind of ['total', 'prep', 'cook'] as const) times[kind] ??= found[kind];
    if (times.total !== undefined && times.prep !== undefined && times.cook !== undefined) break;
  }
  return times;
}

/** A unit with no figure before it, as a template leaves an empty part ("1h m s", "h 30m s"). */
const EMPTY_UNIT = /(?<!\d\s*)(?<![\p{L}])(?:h|m|min|s)(?![\p{L}])\s*/giu;

/**
 * Minutes under a table's column heading (`<th>Preparo</th>` over `<td>1h m s</td>`): the cell at
 * the same place in the table's first row of cells, its empty units aside.
 */
function columnValue($: CheerioAPI, element: AnyNode): number | null {
  const heading = $(element);
  if (!heading.is('th')) return null;
  const row = heading.closest('table').find('tr').has('td').first();
  const cell = row.children().get(heading.index());
  const text = cell === undefined ? null : shortText(cell, 50);
  return text === null ? null : durationAfter(text.replace(EMPTY_UNIT, ''));
}

/** A class name that names a time or its icon ("recipe_time", "info-time-icon", "i-clock"). */
const TIME_WORD_CLASS = /(?:^|[-_\s])(?:time|clock|timer|duration)(?:$|[-_\s])/i;

/**
 * Whether the element, its parent or grandparent has a class that names a time (`recipe_time`,
 * `recipe-header-time_timeLine`): a figure alone before its label ("20 min. bereiden") is then
 * the time the card shows, not a step's.
 */
function namesTime($: CheerioAPI, element: AnyNode): boolean {
  const chain = [element, element.parent, element.parent?.parent];
  return chain.some(
    (node) =>
      node !== null && node !== undefined && TIME_WORD_CLASS.test($(node).attr('class') ?? ''),
  );
}

/**
 * The title of the element's one drawn icon when it names a time or a clock (`<svg><title>
 * time-clock</title>…</svg> 0:15 To Prep`), else null: the icon says the figure beside it is a
 * time, as a class naming a time does.
 */
function clockIconTitle($: CheerioAPI, element: AnyNode): string | null {
  const icons = $(element).find('svg');
  if (icons.length !== 1) return null;
  const title = cleanText(icons.children('title').first().text());
  return TIME_WORD_CLASS.test(title) ? title : null;
}

/**
 * The times of a text that opens with its clock icon's title, read without it ("time-clock 0:15
 * To Prep": the title names the icon, not the time); a title that is itself a label ("Prep time
 * 20 mins") is read with the text as it stands.
 */
function afterClockTitle($: CheerioAPI, element: AnyNode, text: string): Times {
  const title = clockIconTitle($, element);
  if (title === null || !text.startsWith(title)) return {};
  return timesInText(text.slice(title.length).trim(), true);
}

/**
 * The text after the hedging words, when it is a duration and nothing else; of a range ("20-30
 * min."), its upper end.
 */
const bareDuration = (text: string) => {
  const rest = text.replace(ABOUT, '').replace(/^\d+\s*[-–]\s*(?=\d)/, '');
  return isDurationOnly(rest) ? rest : null;
};

/**
 * A bare duration with a picture for its label (`<img alt="Temps de cuisson">` and "20mn"): the
 * picture's words are read before it; any other text as it stands.
 */
function withPictureLabel($: CheerioAPI, element: AnyNode, text: string): string {
  if (bareDuration(text) === null) return text;
  const alt = cleanText($(element).find('img[alt]').first().attr('alt') ?? '');
  return alt === '' ? text : `${alt} ${text}`;
}

/**
 * The times a card shows with an icon for their only label (`<i class="i-clock"></i> 45 minut`,
 * two `info-time` blocks of 20 and 15 min): the first such time and those beside it, under the
 * same parent, each with its one icon. One is the total; two are read as preparation and
 * cooking, summed; of more, the longest is the total.
 */
function iconTimes($: CheerioAPI): number | null {
  const isIcon = (node: AnyNode) =>
    TIME_WORD_CLASS.test($(node).attr('class') ?? '') && cleanText($(node).text()) === '';
  const timed = (element: AnyNode) => {
    const text = shortText(element, 30);
    const bare = text === null ? null : bareDuration(text);
    if (bare === null) return null;
    // One icon (its own parts aside): a block of two times ("20Min 15Min") reads as one duration.
    const icons = $(element)
      .find('*')
      .toArray()
      .filter((node) => isIcon(node) && !(node.parent && isIcon(node.parent)));
    return icons.length === 1 ? parseDuration(bare) : null;
  };
  const first = $(TIME_ELEMENTS)
    .toArray()
    .find((element) => timed(element) !== null);
  if (first === undefined) return null;
  const minutes = $(first)
    .siblings()
    .addBack()
    .toArray()
    .map(timed)
    .filter((value) => value !== null);
  if (minutes.length === 2) return minutes[0]! + minutes[1]!;
  return Math.max(...minutes);
}

/** Class names of the elements that hold each time ("total-time", "prep_time", "cookTime"). */
const TIME_CLASSES = {
  total: ['total-time', 'total_time', 'totaltime'],
  prep: ['prep-time', 'prep_time', 'preptime', 'preparation-time', 'preparation_time'],
  cook: ['cook-time', 'cook_time', 'cooktime', 'cooking-time', 'cooking_time'],
} as const;

/**
 * Minutes in the first short element whose class names the time, its label words skipped; one
 * inside a link is another recipe's teaser (`<a href="/recepten/…"><span
 * class="recipe-teaser__preparation-time">`), not read.
 */
function classedMinutes($: CheerioAPI, names: readonly string[]): number | null {
  const selector = names.map((name) => `[class*="${name}" i]`).join(', ');
  for (const element of $(selector).toArray()) {
    if ($(element).closest('a[href]').length > 0) continue;
    const text = shortText(element, 50);
    const from = text?.search(/\d/) ?? -1;
    const minutes = text && from >= 0 ? durationAfter(text.slice(from)) : null;
    if (minutes !== null) return minutes;
  }
  return null;
}

/** How far above a lone time the box it shares with the title may be, and how much that box holds. */
const TITLE_BOX_LEVELS = 3;
const TITLE_BOX_TEXT = 1500;
/** The elements a lone time beside the title is shown in. */
const PHRASE_TAGS = new Set(['span', 'small', 'div', 'p', 'time', 'strong', 'b', 'li']);

/**
 * A time with no label set beside the recipe's title (a clock icon and "25 min" over the `<h1>`):
 * the first element that shows a duration and nothing else, sharing a small box with the title no
 * more than `TITLE_BOX_LEVELS` above it. A card states its one time so when it is the total.
 */
function titleSideMinutes($: CheerioAPI): number | null {
  const title = $('h1').first();
  if (title.length === 0) return null;
  const titleBoxes = new Set(
    title
      .parents()
      .toArray()
      .slice(0, TITLE_BOX_LEVELS + 1),
  );
  for (const element of $('body *').toArray()) {
    if (!PHRASE_TAGS.has(element.tagName)) continue;
    const text = shortText(element, 20);
    if (text === null || !isDurationOnly(text)) continue;
    const box = $(element)
      .parents()
      .toArray()
      .slice(0, TITLE_BOX_LEVELS)
      .find((parent) => titleBoxes.has(parent));
    if (box === undefined || cleanText($(box).text()).length > TITLE_BOX_TEXT) continue;
    const minutes = durationAfter(text);
    if (minutes !== null) return minutes;
  }
  return null;
}

/** The total time in minutes the page shows, or null when it shows none. */
export function markupTotalTime($: CheerioAPI): number | null {
  // A labelled line first, else an element whose class names the time.
  const labelled = labelledTimes($);
  const minutesOf = (kind: TimeKind) => labelled[kind] ?? classedMinutes($, TIME_CLASSES[kind]);
  const total = minutesOf('total');
  if (total !== null) return total;
  const prep = minutesOf('prep');
  const cook = minutesOf('cook');
  if (prep !== null || cook !== null) return (prep ?? 0) + (cook ?? 0);
  return iconTimes($) ?? titleSideMinutes($);
}
