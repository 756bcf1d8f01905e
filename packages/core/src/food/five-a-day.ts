/**
 * 5 A Day portions, by the NHS's rules (nhs.uk, "5 A Day: what counts?"):
 * - 80 g of fruit or vegetables is one portion; 30 g of dried fruit is one.
 * - Beans and pulses count as one portion a day however much is eaten.
 * - Fruit juice and smoothies count as one portion a day at most (150 ml).
 * - Potatoes, yams and cassava do not count (they are starchy foods); the food table marks which
 *   foods count and how.
 * Here "a day" is one serving of one recipe: a serving's pulses or juice give one portion at most.
 */
import type { FiveADayKind } from './food.ts';

export const FIVE_A_DAY_PORTION_GRAMS = 80;
export const DRIED_FRUIT_PORTION_GRAMS = 30;
export const JUICE_PORTION_ML = 150;

/** Grams of each kind in one serving. */
export type FiveADayGrams = Readonly<Partial<Record<FiveADayKind, number>>>;

/** Portions of fruit and vegetables in one serving, to one decimal place. */
export function fiveADayPortions(grams: FiveADayGrams): number {
  const portions =
    ((grams.vegetable ?? 0) + (grams.fruit ?? 0)) / FIVE_A_DAY_PORTION_GRAMS +
    (grams['dried-fruit'] ?? 0) / DRIED_FRUIT_PORTION_GRAMS +
    Math.min(1, (grams.pulse ?? 0) / FIVE_A_DAY_PORTION_GRAMS) +
    Math.min(1, (grams.juice ?? 0) / JUICE_PORTION_ML);
  return Number.isFinite(portions) && portions > 0 ? Math.round(portions * 10) / 10 : 0;
}

/** A day's portions from several servings: pulses and juice still count once each. */
export function dayFiveADay(servings: readonly FiveADayGrams[]): number {
  const total: Partial<Record<FiveADayKind, number>> = {};
  for (const serving of servings) {
    for (const [kind, grams] of Object.entries(serving) as [FiveADayKind, number][]) {
      total[kind] = (total[kind] ?? 0) + grams;
    }
  }
  return fiveADayPortions(total);
}
