/**
 * Durations in minutes, from ISO 8601 (`PT1H30M`, `P0DT0H20M`) or from words ("1 hr 20 mins",
 * "45 minutes", "10-15 minutes": the upper end).
 */
import { VULGAR_FRACTION_GLYPHS, vulgarFractionValue } from '@plateful/core';

const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

const TEXT_DURATION = new RegExp(
  String.raw`(?:\D*(?<days>\d+)\s*(?:days?|D))?` +
    String.raw`(?:\D*(?<hours>[\d.\s/${VULGAR_FRACTION_GLYPHS}]+)\s*(?:hours?|hrs?|h|std|stunden?|heures?|uur|u(?![a-z])|horas?|ore?|ώρα|ώρες|óra|時間|:))?` +
    String.raw`(?:\D*(?<minutes>\d+)\s*(?:minutes?|mins?|m|minuten?|minutos?|minuti|λεπτά|λεπτό|perc|分|$))?`,
  'i',
);

function parseHours(text: string): number {
  const trimmed = text.trim();
  for (const glyph of VULGAR_FRACTION_GLYPHS) {
    if (trimmed.includes(glyph)) {
      return Number(trimmed.split(glyph)[0] || 0) + (vulgarFractionValue(glyph) ?? 0);
    }
  }
  const mixed = trimmed.match(/^(\d+)\s+(\d+)\/(\d+)$/);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = trimmed.match(/^(\d+)\/(\d+)$/);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** Minutes of each number+unit pair in a loose ISO duration ("PTH30MS", "PT0D4H45M"). */
function parseLooseIso(text: string): number | null {
  if (text.includes('-')) return null; // a negative duration is a broken one
  const [date = '', time = ''] = text.slice(1).toUpperCase().split('T');
  const pairs = (part: string) => [...part.matchAll(/(\d+(?:\.\d+)?)([YMWDHS])/g)];
  if (!pairs(date).length && !pairs(time).length) return null;
  const dateUnits: Record<string, number> = { Y: 525_600, M: 43_200, W: 10_080, D: 1440 };
  const timeUnits: Record<string, number> = { D: 1440, H: 60, M: 1, S: 1 / 60 };
  let total = 0;
  for (const [, value, unit] of pairs(date)) total += Number(value) * (dateUnits[unit!] ?? 0);
  for (const [, value, unit] of pairs(time)) total += Number(value) * (timeUnits[unit!] ?? 0);
  const rounded = Math.ceil(total);
  return rounded > 0 ? rounded : null;
}

function parseIso(text: string): number | null {
  const match = text.match(ISO_DURATION);
  if (!match) return /^P[\dT]/i.test(text) ? parseLooseIso(text) : null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) =>
    part === undefined ? 0 : Number(part),
  ) as number[];
  const total =
    (years ?? 0) * 525_600 +
    (months ?? 0) * 43_200 +
    (weeks ?? 0) * 10_080 +
    (days ?? 0) * 1440 +
    (hours ?? 0) * 60 +
    (minutes ?? 0) +
    (seconds ?? 0) / 60;
  const rounded = Math.ceil(total);
  return rounded > 0 ? rounded : null;
}

/**
 * Minutes in a duration value (ISO text, words, a number of minutes, or a schema.org
 * QuantitativeValue with `maxValue`), or null when there is none or it is zero.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return parseDuration(value[0]);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return parseDuration(record.maxValue ?? record.value ?? record['@value']);
  }
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return parseDuration(Number(text));
  if (/^P/i.test(text)) {
    const iso = parseIso(text.replace(/\s+/g, ''));
    if (iso !== null || /^P(T|\d)/i.test(text)) return iso;
  }
  // Ranges ("10-15 minutes", "1 to 2 hours") count their upper end.
  text = text.replace(/^[^-]*\d\s*[-–]\s*(?=\d)/, '').replace(/^.*?\d\s+to\s+(?=\d)/i, '');
  const groups = text.match(TEXT_DURATION)?.groups;
  if (!groups || !(groups.days || groups.hours || groups.minutes)) return null;
  const total =
    Number(groups.days ?? 0) * 1440 +
    (groups.hours ? parseHours(groups.hours) : 0) * 60 +
    Number(groups.minutes ?? 0);
  const rounded = Math.round(total);
  return rounded > 0 ? rounded : null;
}

/**
 * A unit of time, in the languages of the sites we see ("min", "h", "Stunden", "minutos", the
 * Dutch "u" of "2u 45m", the Czech "minut").
 */
const TIME_UNIT = String.raw`(?:days?|hours?|hrs?|h|std\.?|stunden?|heures?|uur|u|horas?|ore?|óra|minutes?|mins?|mn|m|minuten?|minutos?|minuti|minut[aey]?|perc|sec(?:ond)?s?|s)`;
/** A number and a unit of time ("30 min", "1 h", "2 Stunden", "45 minutos"). */
const DURATION_PART = String.raw`\d+(?:[.,]\d+)?\s*${TIME_UNIT}\.?`;
/** Parts of one duration one after another ("1 h 20 min", "1 hour and 15 minutes"). */
const joinedParts = (part: string) => String.raw`${part}(?:\s*(?:and|et|und|e|y|en)?\s*${part})*`;
/** Text that is nothing but a duration ("30 min", "1 h 20 min", "1 hour and 15 minutes"). */
const DURATION_ONLY = new RegExp(`^${joinedParts(DURATION_PART)}$`, 'iu');

/** Whether a text is a duration and nothing else: the value of a time's label. */
export function isDurationOnly(text: string): boolean {
  return DURATION_ONLY.test(text.trim());
}

/** A number and a unit of time that ends there ("20 min.", not the "20 m" of "20 mg"). */
const BOUNDED_PART = String.raw`\d+(?:[.,]\d+)?\s*${TIME_UNIT}(?![\p{L}])\.?`;
/** A duration at the start of a text ("1 hr 15 mins", "20 Min."), what may follow it aside. */
const DURATION_PREFIX = new RegExp(`^${joinedParts(BOUNDED_PART)}`, 'iu');

/** The duration a text starts with ("25 mins" of "25 mins to cook"), or null. */
export function durationPrefix(text: string): string | null {
  return DURATION_PREFIX.exec(text)?.[0] ?? null;
}
