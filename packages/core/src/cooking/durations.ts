/**
 * Durations in a recipe's method, for tap-to-start timers: "bake for 25–30 minutes", "simmer 1
 * hour", "rest 10 mins", "1½ hrs", "1 hour 15 minutes", "half an hour", "an hour and a half".
 *
 * A range times its lower end (check then; the label still shows the range). "Overnight", "until
 * golden" and other open times are not timers: no number of minutes is right for them. A duration
 * over `MAX_TIMER_SECONDS` ("bake for 400 hours") is taken as a typo and gets no timer.
 */
import {
  NUMBER_WORDS,
  TIME_NUMBER_WORDS,
  VULGAR_FRACTION_GLYPHS,
  vulgarFractionValue,
} from '../number-words.ts';

/** The longest timer a step can offer: a day. */
export const MAX_TIMER_SECONDS = 24 * 60 * 60;

/** A duration found in a step's text. */
export interface StepDuration {
  /** The words as written ("25–30 minutes"), for the timer's label. */
  readonly text: string;
  /** Where they are in the step, so the step can show them as a button. */
  readonly start: number;
  readonly end: number;
  /** The time to set: the lower end of a range. */
  readonly seconds: number;
  /** The upper end of a range; equal to `seconds` for one time. */
  readonly maxSeconds: number;
}

const WORD_VALUES: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...NUMBER_WORDS,
  ...TIME_NUMBER_WORDS,
  'a couple of': 2,
  couple: 2,
};
const GLYPH = `[${VULGAR_FRACTION_GLYPHS}]`;
const NUMBER_WITH_GLYPH = new RegExp(String.raw`^(\d+(?:\.\d+)?)? ?(${GLYPH})?$`, 'u');
const UNIT_SECONDS: readonly (readonly [RegExp, number])[] = [
  [/^(?:hours?|hrs?|h)$/i, 3600],
  [/^(?:minutes?|mins?|m)$/i, 60],
  [/^(?:seconds?|secs?|s)$/i, 1],
];

const WORDS = Object.keys(WORD_VALUES)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /g, String.raw`\s+`))
  .join('|');
const NUMBER = String.raw`(?:\d+\s+\d\/\d|\d+\/\d+|\d+(?:\.\d+)?(?:\s?${GLYPH})?|${GLYPH}|(?:${WORDS})(?![\p{L}-]))`;
const UNIT = String.raw`(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|h|m|s)(?![\p{L}\d])`;
const SMALLER_UNIT = String.raw`(?:minutes?|mins?|seconds?|secs?|m|s)(?![\p{L}\d])`;
const DURATION = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(half\s+an?\s+hour)(?![\p{L}])|` +
    String.raw`(${NUMBER})(?:\s*(?:-|–|—|to|or)\s*(${NUMBER}))?\s*` +
    String.raw`(?:(?:more|further|extra|additional|another)\s+)?(${UNIT})\.?` +
    String.raw`(?:(\s+and\s+a\s+half)(?![\p{L}])|,?\s*(?:and\s+)?(\d{1,2})\s*(${SMALLER_UNIT})\.?)?)`,
  'giu',
);

function numberValue(text: string): number {
  const clean = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const word = Object.hasOwn(WORD_VALUES, clean) ? WORD_VALUES[clean] : undefined;
  if (word !== undefined) return word;
  const mixed = /^(\d+) (\d)\/(\d)$/.exec(clean);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(clean);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const glyph = NUMBER_WITH_GLYPH.exec(clean);
  if (!glyph) return NaN;
  return Number(glyph[1] ?? 0) + (glyph[2] ? (vulgarFractionValue(glyph[2]) ?? 0) : 0);
}

function unitSeconds(unit: string): number {
  const clean = unit.replace(/\.$/, '');
  return UNIT_SECONDS.find(([pattern]) => pattern.test(clean))?.[1] ?? NaN;
}

function plausible(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= 1 && seconds <= MAX_TIMER_SECONDS;
}

/** The durations in one step, in order; none when the step has no time in it. */
export function findStepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const [text, halfHour, first, second, unit, andAHalf, extra, extraUnit] = match;
    const start = match.index;
    let low: number;
    let high: number;
    if (halfHour !== undefined) {
      low = high = 1800;
    } else {
      const perUnit = unitSeconds(unit ?? '');
      const more =
        (andAHalf !== undefined ? 0.5 * perUnit : 0) +
        (extra !== undefined ? Number(extra) * unitSeconds(extraUnit ?? '') : 0);
      low = Math.round(numberValue(first ?? '') * perUnit + more);
      high = second === undefined ? low : Math.round(numberValue(second) * perUnit + more);
    }
    if (!plausible(low) || !plausible(high) || high < low) continue;
    const written = text.trimEnd().replace(/\.$/, '');
    found.push({
      text: written,
      start,
      end: start + written.length,
      seconds: low,
      maxSeconds: high,
    });
  }
  return found;
}

/** A timer's time as a clock shows it: "25:00", "1:15:00", "0:45". */
export function formatTimerClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
