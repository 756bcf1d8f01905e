/**
 * A recipe's times as the page shows them, for pages whose structured data gives none: short
 * labelled lines ("Prep Time: 30 mins", "Temps total 1 h 05") or a label and its value in
 * neighbouring cells (`<th>Time</th><td>60 minutes</td>`). The total is the stated one, else
 * preparation plus cooking.
 */
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './clean-text.ts';
import { isDurationOnly, parseDuration } from './durations.ts';
import { shortText } from './dom-search.ts';

/** Labels of the total time, in the languages of the sites we see. */
const TOTAL_LABEL =
  /^(?:total(?:\s+time)?|temps\s+total|ready\s+in|gesamtzeit|tiempo\s+total|tempo\s+total[e]?|totaltid|totale\s+tijd|auf\s+dem\s+tisch\s+in|調理時間|所要時間|time)(?![\p{L}])/iu;
/** Labels of the preparation time. */
const PREP_LABEL =
  /^(?:prep(?:aration)?(?:\s+time)?|temps\s+de\s+préparation|préparation|vorbereitung(?:szeit)?|arbeitszeit|tiempo\s+de\s+preparación|preparación|tempo\s+de\s+preparo|tempo\s+(?:di\s+)?preparazione|preparazione|voorbereidingstijd|bereidingstijd|förberedelsetid|zubereitung(?:szeit)?|zubereiten|előkészítési\s+idő)(?![\p{L}])/iu;
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

/** Minutes of the first short element whose text is `label` followed by a duration. */
function labelledMinutes($: CheerioAPI, label: RegExp): number | null {
  for (const element of $(TIME_ELEMENTS).toArray()) {
    const text = shortText(element, 50);
    if (text === null) continue;
    const match = text.match(label);
    if (!match) continue;
    // A label alone has its value in the next cell (`<dt>Cottura</dt><dd>30 min</dd>`).
    const rest = text.slice(match[0].length).replace(/^\s*[:：]?\s*$/, '');
    const value = rest || cleanText($(element).next().text()).slice(0, 50);
    const minutes = durationAfter(value);
    if (minutes !== null) return minutes;
  }
  return null;
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

/** One kind of time: a labelled line first, else an element whose class names it. */
function minutesOf($: CheerioAPI, label: RegExp, kind: keyof typeof TIME_CLASSES): number | null {
  return labelledMinutes($, label) ?? classedMinutes($, TIME_CLASSES[kind]);
}

/** The total time in minutes the page shows, or null when it shows none. */
export function markupTotalTime($: CheerioAPI): number | null {
  const total = minutesOf($, TOTAL_LABEL, 'total');
  if (total !== null) return total;
  const prep = minutesOf($, PREP_LABEL, 'prep');
  const cook = minutesOf($, COOK_LABEL, 'cook');
  return prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null;
}
