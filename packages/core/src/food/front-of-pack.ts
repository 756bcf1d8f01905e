/**
 * The UK's front-of-pack label for a portion: green, amber or red for fat, saturates, sugars and
 * salt, and each figure as a share of an adult's reference intake.
 *
 * Source: Department of Health and Social Care, Food Standards Agency, "Guide to creating a front
 * of pack (FoP) nutrition label for pre-packed products sold through retail outlets" (2016):
 * - per 100 g of food: low (green) at or under 3 g fat, 1.5 g saturates, 5 g sugars, 0.3 g salt;
 *   high (red) over 17.5 g, 5 g, 22.5 g, 1.5 g; amber between;
 * - a portion over 100 g is red also when it holds over 30% of the reference intake (21 g fat,
 *   6 g saturates, 27 g sugars, 1.8 g salt);
 * - reference intakes: energy 8400 kJ / 2000 kcal, fat 70 g, saturates 20 g, carbohydrate 260 g,
 *   sugars 90 g, protein 50 g, salt 6 g (Regulation (EU) No 1169/2011, Annex XIII, as retained).
 * Fibre has no reference intake there; 30 g a day is the UK's advice (SACN 2015), shown as such.
 */
import type { Nutrients } from './food.ts';

export type LabelColour = 'green' | 'amber' | 'red';

export type LabelledNutrient = 'fat' | 'saturates' | 'sugars' | 'salt';

interface Thresholds {
  readonly low: number;
  readonly high: number;
  readonly portionHigh: number;
}

export const FRONT_OF_PACK_THRESHOLDS: Readonly<Record<LabelledNutrient, Thresholds>> = {
  fat: { low: 3, high: 17.5, portionHigh: 21 },
  saturates: { low: 1.5, high: 5, portionHigh: 6 },
  sugars: { low: 5, high: 22.5, portionHigh: 27 },
  salt: { low: 0.3, high: 1.5, portionHigh: 1.8 },
};

export const REFERENCE_INTAKES: Readonly<Partial<Record<keyof Nutrients, number>>> = {
  energyKcal: 2000,
  energyKj: 8400,
  fat: 70,
  saturates: 20,
  carbohydrate: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
  fibre: 30,
};

/** The colour of one nutrient in a portion of `portionGrams` holding `grams` of it. */
export function labelColour(
  nutrient: LabelledNutrient,
  grams: number,
  portionGrams: number,
): LabelColour {
  const { low, high, portionHigh } = FRONT_OF_PACK_THRESHOLDS[nutrient];
  if (!(portionGrams > 0) || !Number.isFinite(grams)) return 'green';
  const per100g = (grams / portionGrams) * 100;
  if (per100g > high || (portionGrams > 100 && grams > portionHigh)) return 'red';
  return per100g <= low ? 'green' : 'amber';
}

/** The four colours of a portion. */
export function frontOfPackColours(
  portion: Nutrients,
  portionGrams: number,
): Readonly<Record<LabelledNutrient, LabelColour>> {
  return {
    fat: labelColour('fat', portion.fat, portionGrams),
    saturates: labelColour('saturates', portion.saturates, portionGrams),
    sugars: labelColour('sugars', portion.sugars, portionGrams),
    salt: labelColour('salt', portion.salt, portionGrams),
  };
}

/** A nutrient as a whole-number percentage of the reference intake, null where there is none. */
export function referenceIntakePercent(nutrient: keyof Nutrients, amount: number): number | null {
  const intake = REFERENCE_INTAKES[nutrient];
  if (intake === undefined || !Number.isFinite(amount) || amount < 0) return null;
  return Math.round((amount / intake) * 100);
}
