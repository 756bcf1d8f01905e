/**
 * Quantity display (SPEC §5): whole numbers as they are, others with one decimal; a quantity of
 * 1 with no unit prints nothing; the units 'unit' and 'units' are ignored.
 */
import { displayUnit } from '../ingredients/units.ts';
import { roundConverted } from './measure-conversions.ts';

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

/** Rounds away floating-point noise from unit factors and sums (1.2 × 1000, 1.9999999). */
export const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

/** The smaller metric unit of a kilogram or a litre. */
const SMALLER_METRIC: ReadonlyMap<string, string> = new Map([
  ['kg', 'g'],
  ['l', 'ml'],
]);

/**
 * A kilogram or litre amount under one that one decimal would misstate, in grams or millilitres:
 * 0.95 kg is "950 g", not "1 kg"; 0.5 kg stays "0.5 kg". Anything else as it is.
 */
export function inSmallerMetric(
  quantity: number,
  unit: string | null,
): { quantity: number; unit: string | null } {
  const smaller = unit === null ? undefined : SMALLER_METRIC.get(unit);
  if (smaller === undefined || quantity <= 0 || quantity >= 1) return { quantity, unit };
  if (Math.abs(quantity * 10 - Math.round(quantity * 10)) < 1e-6) return { quantity, unit };
  const small = quantity * 1000;
  // 0.9996 kg is "1 kg", not "1000 g"; 0.0004 kg is "0.4 g", not "0 g".
  if (Math.round(small) >= 1000) return { quantity: 1, unit };
  return { quantity: roundConverted(small), unit: smaller };
}

/** Grams and millilitres: no one weighs or measures a tenth of one past ten of them. */
const WHOLE_FROM_TEN: ReadonlySet<string> = new Set(['g', 'ml']);

/**
 * The quantity and unit as displayed ("400 g", "2 cans", "1.5 tbsp", "950 g" for 0.95 kg); ''
 * when there is no quantity or for a quantity of 1 with no unit. Grams and millilitres from ten
 * up are whole, as converted amounts are ("613 ml" for a pint and 3 tbsp, not "613.3 ml").
 */
export function formatQuantity(given: number | null, givenUnit: string | null): string {
  if (given === null || !Number.isFinite(given)) return '';
  const smaller = inSmallerMetric(given, givenUnit);
  const { unit } = smaller;
  const quantity =
    unit !== null && WHOLE_FROM_TEN.has(unit) ? roundConverted(smaller.quantity) : smaller.quantity;
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
