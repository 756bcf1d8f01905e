/**
 * Scaling a recipe's ingredient lines for another number of servings, keeping each line as the
 * recipe wrote it: only the leading amount (or range) changes, shown in kitchen form
 * (`formatAmount`). Lines without a leading amount ("a pinch of salt", "salt to taste") and lines
 * whose amount is not believable are left exactly as they are.
 */
import { readUnit } from '../ingredients/units.ts';
import { formatAmount, type AmountStyle } from './kitchen-amount.ts';

const GLYPHS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const GLYPH = '[½¼¾⅓⅔⅛⅜⅝⅞]';
/** A fraction's slash: "/", or the fraction slash pages set between a sup and a sub ("1⁄4", "1 ⁄ 4"). */
const SLASH = String.raw`(?:\/| ?[⁄∕] ?)`;
/** One number: "1 1/2", "3/4", "1⁄4", "1½", "1.5", "0,5", "½". */
const NUMBER = String.raw`(?:\d+\s+\d+${SLASH}\d+|\d+${SLASH}\d+|\d+(?:[.,]\d+)?(?:\s?${GLYPH})?|${GLYPH})`;
/** The amount at the start of a line: a number or a range ("2-3", "2 to 3"). */
export const LEADING_AMOUNT = new RegExp(
  String.raw`^(\s*)(${NUMBER})(?:(\s*(?:-|–|—|to)\s*)(${NUMBER}))?(?! ?[\d/⁄∕])`,
  'u',
);

/** Amounts above this are taken as a typo and left alone rather than multiplied further. */
const MAX_BELIEVABLE_AMOUNT = 100_000;

/** The value of one number as written; NaN when it is not one. */
export function readAmount(text: string): number {
  const trimmed = text.trim().replace(/ ?[⁄∕] ?/g, '/');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const withGlyph = /^(\d+(?:[.,]\d+)?)?\s?([½¼¾⅓⅔⅛⅜⅝⅞])?$/u.exec(trimmed);
  if (!withGlyph || (withGlyph[1] === undefined && withGlyph[2] === undefined)) return NaN;
  const whole = withGlyph[1] === undefined ? 0 : Number(withGlyph[1].replace(',', '.'));
  const part = withGlyph[2] === undefined ? 0 : (GLYPHS[withGlyph[2]] ?? 0);
  return whole + part;
}

/** How the amount before this unit is best rounded. */
function styleAfter(line: string, position: number): AmountStyle {
  const rest = line.slice(position);
  const unit = readUnit(line, position + rest.length - rest.trimStart().length, true)?.unit;
  if (!unit || unit.kind !== 'measure') return 'kitchen';
  if (unit.canonical === 'g' || unit.canonical === 'ml') return 'metric-small';
  if (unit.canonical === 'kg' || unit.canonical === 'l') return 'metric-large';
  return 'kitchen';
}

/**
 * The line with its leading amount multiplied by `factor` and written in kitchen form:
 * ("1 1/2 tbsp olive oil", 2) → "3 tbsp olive oil"; ("250g flour", 1.5) → "380g flour" (375
 * rounded as a scale reads). Unchanged for factor 1, for lines without a leading amount and for
 * amounts that are zero or not believable.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const match = LEADING_AMOUNT.exec(line);
  if (!match) return line;
  const [whole, space = '', first = '', between, second] = match;
  const low = readAmount(first);
  const high = second === undefined ? null : readAmount(second);
  if (!(low > 0) || low > MAX_BELIEVABLE_AMOUNT) return line;
  if (high !== null && !(high > 0 && high <= MAX_BELIEVABLE_AMOUNT)) return line;
  const style = styleAfter(line, whole.length);
  const lowText = formatAmount(low * factor, style);
  const highText = high === null ? null : formatAmount(high * factor, style);
  // "2-3 eggs" halved can round both ends to "1"; one number then reads better than "1-1".
  const amount =
    highText === null || highText === lowText ? lowText : `${lowText}${between ?? '-'}${highText}`;
  // Keep "400g" glued and "2 eggs" spaced, as written.
  return `${space}${amount}${line.slice(whole.length)}`;
}
