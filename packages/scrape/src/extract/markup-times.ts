/**
 * A recipe's times as the page shows them, for pages whose structured data gives none: short
 * labelled lines ("Prep Time: 30 mins", "Temps total 1 h 05") or a label and its value in
 * neighbouring cells (`<th>Time</th><td>60 minutes</td>`). The total is the stated one, else
 * preparation plus cooking.
 */
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './clean-text.ts';
import { durationPrefix, isDurationOnly, parseDuration } from './durations.ts';
import { shortText } from './dom-search.ts';

/** Labels of the total time, in the languages of the sites we see. */
const TOTAL_LABEL =
  /^(?:total(?:\s+time)?|temps\s+total|ready\s+in|gesamtzeit|tiempo\s+total|tempo\s+total[e]?|totaltid|totale\s+tijd|auf\s+dem\s+tisch\s+in|調理時間|所要時間|time)(?![\p{L}])/iu;
/** Labels of the preparation time. */
const PREP_LABEL =
  /^(?:prep(?:aration)?(?:\s+time)?|temps\s+de\s+préparation|préparation|mise\s+en\s+place|vorbereitung(?:szeit)?|arbeitszeit|tiempo\s+de\s+preparación|preparación|tempo\s+de\s+preparo|tempo\s+(?:di\s+)?preparazione|preparazione|voorbereidingstijd|bereidingstijd|förberedelsetid|zubereitung(?:szeit)?|zubereiten|előkészítési\s+idő)(?![\p{L}])/iu;
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

/** A duration then its label ("20 min. bereiden", "25 mins to cook"). */
function valueFirst(text: string): TimeItem | null {
  const about = ABOUT.exec(text)?.[0] ?? '';
  const prefix = durationPrefix(text.slice(about.length));
  if (prefix === null) return null;
  const space = /^\s*/.exec(text.slice(about.length + prefix.length))![0];
  const rest = text.slice(about.length + prefix.length + space.length);
  for (const [kind, label] of TRAILING_LABELS) {
    const match = label.exec(rest);
    if (!match) continue;
    const length = about.length + prefix.length + space.length + match[0].length;
    return { kind, minutes: parseDuration(prefix), length };
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
export function timesInText(text: string): Times {
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
  // (session 63): a figure before its label counts in a line of two times or more only.
  const alone = Object.keys(times).length < 2;
  return valueFirstSeen && (rest !== '' || alone) ? {} : times;
}

/**
 * The first of each kind of time the page's short elements state; a label alone has its value in
 * the next cell (`<dt>Cottura</dt><dd>30 min</dd>`).
 */
function labelledTimes($: CheerioAPI): Times {
  const times: Times = {};
  for (const element of $(TIME_ELEMENTS).toArray()) {
    const text = shortText(element, 50);
    if (text === null) continue;
    const found = timesInText(text);
    const lone = LEADING_LABELS.find(
      ([, label]) => label.exec(text)?.[0].length === text.replace(/\s*[:：]?\s*$/, '').length,
    );
    if (lone && found[lone[0]] === undefined) {
      const minutes = durationAfter(cleanText($(element).next().text()).slice(0, 50));
      if (minutes !== null) found[lone[0]] = minutes;
    }
    for (const kind of ['total', 'prep', 'cook'] as const) times[kind] ??= found[kind];
    if (times.total !== undefined && times.prep !== undefined && times.cook !== undefined) break;
  }
  return times;
}

/** Class names of the elements that hold each time ("total-time", "prep_time", "cookTime"). */
const TIME_CLASSES = {
  total: ['total-time', 'total_time', 'totaltime'],
  prep: ['prep-time', 'prep_time', 'preptime', 'preparation-time', 'preparation_time'],
  cook: ['cook-time', 'cook_time', 'cooktime', 'cooking-time', 'cooking_time'],
} as const;

/** Minutes in the first short element whose class names the time, its label words skipped. */
function classedMinutes($: CheerioAPI, names: readonly string[]): number | null {
  const selector = names.map((name) => `[class*="${name}" i]`).join(', ');
  for (const element of $(selector).toArray()) {
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
  return titleSideMinutes($);
}
