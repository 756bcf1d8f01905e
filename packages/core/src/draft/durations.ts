/**
 * Times and yields written the way recipes print them: "Prep 10 mins", "Cook: 1 hr 20",
 * "Ready in 45 minutes", "Total time 1½ hours", "Serves 4", "Makes 12 flapjacks".
 */
import { onePortionOf } from '../recipes/recipe-yield.ts';
import { madeOnFirstUse } from '../memo.ts';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?\s*[½¼¾]?|[½¼¾])`;
const HOURS = String.raw`(?:hours|hour|hrs|hr|h)(?![a-z])`;
const MINUTES = String.raw`(?:minutes|minute|mins|min|m)(?![a-z])`;
const DURATION = new RegExp(
  String.raw`${NUMBER}\s*${HOURS}\.?(?:\s*(?:and\s*)?(\d{1,2})(?:\s*${MINUTES}\.?)?)?|` +
    String.raw`(\d{1,4})(?:\s*[-–]\s*\d{1,4})?\s*${MINUTES}\.?`,
  'iu',
);

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

function readNumber(text: string): number {
  const trimmed = text.replace(/\s+/g, '');
  const fraction = FRACTIONS[trimmed.slice(-1)] ?? 0;
  const whole = fraction ? trimmed.slice(0, -1) : trimmed;
  const value = whole === '' ? 0 : Number.parseFloat(whole.replace(',', '.'));
  return (Number.isFinite(value) ? value : 0) + fraction;
}

/** "1 hr 20" → 80, "45 minutes" → 45, "1½ hours" → 90; null when there is no duration. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  if (match[1] !== undefined) {
    const minutes = Math.round(readNumber(match[1]) * 60) + Number(match[2] ?? 0);
    return minutes > 0 && minutes < 10_000 ? minutes : null;
  }
  const minutes = Number(match[3]);
  return minutes > 0 && minutes < 10_000 ? minutes : null;
}

export type TextTimes = {
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  servings: number | null;
  yields: string | null;
};

/** A label, an optional "time" and separator, then the duration itself (captured whole). */
const labelled = (label: string) =>
  new RegExp(String.raw`\b(?:${label})\s*(?:time)?\s*[:\-–=]?\s*(${DURATION.source})`, 'giu');
const LABELS = {
  prepTime: labelled('prep|preparation'),
  cookTime: labelled('cook|cooking|bake|baking'),
  totalTime: labelled('total|ready in|takes'),
} as const;
const SERVES =
  /\b(?:serves|servings|feeds|portions)\s*[:\-–=]?\s*(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?:\s*(?:people|persons|portions))?/giu;
const MAKES = madeOnFirstUse(
  () =>
    /\b(?:makes|yield|yields)\s*[:\-–=]?\s*(?:about\s+)?(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?:\s+([\p{L}-]{3,20}))?/giu,
);

/** What a line says about times and yields, and how much of it is nothing else. */
export function readTimes(line: string): { times: Partial<TextTimes>; rest: string } {
  const times: Partial<TextTimes> = {};
  let rest = line;
  for (const [field, pattern] of Object.entries(LABELS) as [keyof typeof LABELS, RegExp][]) {
    rest = rest.replace(pattern, (whole: string, span: string) => {
      const minutes = parseDuration(span);
      if (minutes === null) return whole;
      times[field] ??= minutes;
      return ' ';
    });
  }
  rest = rest.replace(SERVES, (_whole, count: string) => {
    const servings = Number(count);
    if (servings > 0 && times.servings === undefined) {
      times.servings = servings;
      times.yields = `${servings} servings`;
    }
    return ' ';
  });
  rest = rest.replace(MAKES(), (_whole, count: string, thing: string | undefined) => {
    const made = Number(count);
    if (made > 0 && times.yields === undefined) {
      const portion = thing ? onePortionOf(`${made} ${thing}`) : null;
      // "Yield: 1 slice" is a serving's size, not how many the recipe serves: no servings.
      if (portion !== null) times.yields = `1 ${portion}`;
      else {
        times.servings = made;
        times.yields = thing ? `${made} ${thing.toLowerCase()}` : `${made} servings`;
      }
    }
    return ' ';
  });
  return { times, rest };
}

/** Whether a line only carries times and yields (with separators and filler words). */
export function isTimesLine(line: string): boolean {
  const { times, rest } = readTimes(line);
  if (Object.keys(times).length === 0) return false;
  const left = rest.replace(/\b(?:time|times|approx|about|mins?|and)\b/giu, '');
  return (left.match(/[\p{L}\p{N}]/gu)?.length ?? 0) <= 3;
}
