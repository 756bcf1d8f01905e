/**
 * Quantity display (SPEC §5): whole numbers as they are, others with one decimal; a quantity of
 * 1 with no unit prints nothing; the units 'unit' and 'units' are ignored.
 */
import { displayUnit } from '../ingredients/units.ts';

const IGNORED_UNITS: ReadonlySet<string> = new Set(['unit', 'units']);

/** A number as displayed: whole as is, else one decimal (1.25 → "1.3", 2 → "2"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value);
  if (Math.abs(value - rounded) < 1e-9) return String(rounded);
  const oneDecimal = (Math.round(value * 10) / 10).toFixed(1);
  return oneDecimal.endsWith('.0') ? oneDecimal.slice(0, -2) : oneDecimal;
}

/**
 * Something there is some of, written as the list writes amounts ("0.5", "0.8", "2"), never "0":
 * the rest of a pack or of a pantry entry, however small, shows as at least 0.1.
 */
export function formatSomeNumber(value: number): string {
  return formatNumber(Math.max(0.1, value));
}

/**
 * The quantity and unit as displayed ("400 g", "2 cans", "1.5 tbsp"); '' when there is no
 * quantity or for a quantity of 1 with no unit.
 */
export function formatQuantity(quantity: number | null, unit: string | null): string {
  if (quantity === null || !Number.isFinite(quantity)) return '';
  const shownUnit = unit === null || IGNORED_UNITS.has(unit.trim().toLowerCase()) ? null : unit;
  const number = formatNumber(quantity);
  if (shownUnit === null) return number === '1' ? '' : number;
  return `${number} ${displayUnit(shownUnit, quantity)}`;
}

const MINOR_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'of',
  'with',
  'in',
  'a',
  'the',
  'for',
  'de',
  'la',
]);

/**
 * A name title-cased for display ("chopped tomatoes" → "Chopped Tomatoes", "salt and pepper"
 * → "Salt and Pepper", "flat-leaf parsley" → "Flat-Leaf Parsley").
 */
export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{L})/gu,
            (_m, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
          ),
    )
    .join(' ');
}
