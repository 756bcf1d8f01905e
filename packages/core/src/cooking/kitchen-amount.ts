/**
 * Amounts the way a cook reads them: "1½ tbsp", "⅓ onion", "250 g" rather than "1.5 tbsp",
 * "0.333 onion" or "247.5 g". Spoons and counted things go to the nearest kitchen fraction; grams
 * and millilitres to a sensible round number (the scale in the kitchen is not that precise).
 */

/** The fractions a cook measures with, and their glyphs. */
const KITCHEN_FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/** At or above this, counted things and spoons are whole numbers ("13 eggs", not "12½"). */
const WHOLE_FROM = 10;

/** How an amount is rounded: kitchen fractions, or metric round numbers (g, ml; kg, l). */
export type AmountStyle = 'kitchen' | 'metric-small' | 'metric-large';

function nearestFraction(part: number): readonly [number, string] {
  let best = KITCHEN_FRACTIONS[0]!;
  for (const candidate of KITCHEN_FRACTIONS) {
    if (Math.abs(candidate[0] - part) < Math.abs(best[0] - part)) best = candidate;
  }
  return best;
}

/** "1½", "⅓", "3", "13": the nearest kitchen fraction; never zero for a positive amount. */
export function formatKitchenNumber(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (value >= WHOLE_FROM) return String(Math.round(value));
  const whole = Math.floor(value);
  const [fraction, glyph] = nearestFraction(value - whole);
  if (fraction === 1) return String(whole + 1);
  if (whole === 0 && fraction === 0) return '⅛';
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/** Grams or millilitres rounded as a kitchen scale reads: 7.5, 45, 250, 1250. */
function roundSmallMetric(value: number): number {
  if (value < 1) return Math.max(0.1, Math.round(value * 10) / 10);
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 100) return Math.round(value / 5) * 5;
  if (value < 1000) return Math.round(value / 10) * 10;
  return Math.round(value / 50) * 50;
}

/** Kilograms or litres to two significant figures: 0.75, 1.3, 12. */
function roundLargeMetric(value: number): number {
  if (value < 0.01) return 0.01;
  return Number(value.toPrecision(2));
}

/** An amount in the given style, as text ("1½", "250", "1.3"). */
export function formatAmount(value: number, style: AmountStyle): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (style === 'kitchen') return formatKitchenNumber(value);
  const rounded = style === 'metric-small' ? roundSmallMetric(value) : roundLargeMetric(value);
  return String(rounded);
}
