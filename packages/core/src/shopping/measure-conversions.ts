/**
 * US measures on a UK list become grams or millilitres before merging (issue 15): ounces and
 * pounds are weights, a fluid ounce is a volume, a cup of something in the density table is a
 * weight and a cup of a liquid a volume, a stick of butter is 113 g. Conversions that need a
 * density use `densities.ts`; anything else (a cup of chopped celery with no row) stays as written.
 */
import { madeOnFirstUse, memoiseFromFirst } from '../memo.ts';
import { singularName } from '../ingredients/plural.ts';
import { findUnit, unitDefinition } from '../ingredients/units.ts';
import { DENSITIES, LIQUID_WORDS } from './densities.ts';

/** Millilitres in the cup of the unit table (a US legal cup; SPEC §5 names the unit). */
const CUP_ML = unitDefinition('cup')?.factor ?? 240;
/** A US fluid ounce in ml: "8 oz milk" in a US recipe is a volume. */
const US_FLUID_OUNCE_ML = 29.5735;
/** A US stick of butter: ½ cup, 113 g (KA, see densities.ts). */
const BUTTER_STICK_G = 113;
/** Sold in sticks in the US: butter and margarine (not peanut butter, a different row). */
const BUTTER = /(?:^|\s)(?:butter|margarine)$/;

/**
 * What the food model knows that the tables here may not (decision 0020): grams per millilitre,
 * whether a thing is poured, and one piece's weight, by list name. The list's own tables answer
 * first; the food model fills what they lack, when the caller has it loaded.
 */
export interface ListFoods {
  gramsPerMl(name: string): number | null;
  isLiquid(name: string): boolean;
  gramsEach(name: string): number | null;
  /**
   * Whether a name is a food of the model by its whole name ("lemon juice"), so that "2 tbsp each
   * lemon and lime juice" lists lemon juice, not lemons (each-names.ts); absent, it is not asked.
   */
  isFood?(name: string): boolean;
  /** Grams in one of a portion or pack of the food ("bag" of spinach, "head" of broccoli). */
  gramsOfPortion?(name: string, unit: string): number | null;
}

/** Lower case, accents and apostrophes off, hyphens as spaces, last word singular. */
function lookupForm(name: string): string {
  return singularName(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[-\s]+/g, ' ')
      .trim(),
  );
}

const GRAMS_PER_CUP: ReadonlyMap<string, number> = new Map(
  DENSITIES.flatMap((row) => row.names.map((name) => [lookupForm(name), row.gramsPerCup] as const)),
);

/** The density row for a name: its longest whole-word ending in the table; null when none. */
const gramsPerCupOf = memoiseFromFirst((name: string): number | null => {
  const all = lookupForm(name).split(' ');
  // "basil leaves", "baby spinach leaves": the leaves of a thing in the table weigh as it does.
  const words = all.length > 1 && all[all.length - 1] === 'leaf' ? all.slice(0, -1) : all;
  for (let start = 0; start < words.length; start += 1) {
    const grams = GRAMS_PER_CUP.get(words.slice(start).join(' '));
    if (grams !== undefined) return grams;
  }
  return null;
});

/** Grams in one millilitre of a thing (from its grams per cup); null when not in the table. */
export function gramsPerMl(name: string): number | null {
  const grams = gramsPerCupOf(name);
  return grams === null ? null : grams / CUP_ML;
}

/** Whether a thing is measured by volume (milk, stock, oil, wine…) and is not in the density table. */
export const isLiquid = memoiseFromFirst((name: string): boolean => {
  if (gramsPerCupOf(name) !== null) return false;
  const words = lookupForm(name).split(' ');
  return LIQUID_WORDS.has(words[words.length - 1] ?? '');
});

/**
 * A converted amount rounded as a shopper reads it: whole grams or millilitres from 10 up, one
 * decimal below (a spoon of salt is 5.4 g, not 5 g).
 */
/** Grams per ml by the density table, else by the food model (a thing it pours has none). */
function densityOf(name: string, foods: ListFoods | undefined): number | null {
  const density = gramsPerMl(name);
  if (density !== null || foods === undefined || isLiquid(name)) return density;
  return foods.isLiquid(name) ? null : foods.gramsPerMl(name);
}

/** Poured, by the liquid words or by the food model. */
/** Whether a thing is poured (a liquid by its name or the food model), so measured in ml. */
export function liquid(name: string, foods?: ListFoods): boolean {
  return (
    isLiquid(name) || (foods !== undefined && gramsPerMl(name) === null && foods.isLiquid(name))
  );
}

export function roundConverted(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** An amount: quantity (null when unmeasured) and canonical unit (null when counted). */
export interface Measure {
  readonly quantity: number | null;
  readonly unit: string | null;
}

const scaled = (quantity: number | null, factor: number): number | null =>
  quantity === null ? null : roundConverted(quantity * factor);

/**
 * The amount in UK units: oz and lb → g (oz of a liquid → ml), fl oz → ml, a cup → g by the
 * density table or ml for a liquid, a stick of butter → g. Other amounts come back unchanged.
 */
export function toUkMeasure(name: string, measure: Measure, foods?: ListFoods): Measure {
  const { quantity, unit } = measure;
  switch (unit) {
    case 'oz':
      return liquid(name, foods)
        ? { quantity: scaled(quantity, US_FLUID_OUNCE_ML), unit: 'ml' }
        : { quantity: scaled(quantity, unitDefinition('oz')?.factor ?? 28.3495), unit: 'g' };
    case 'lb':
      return { quantity: scaled(quantity, unitDefinition('lb')?.factor ?? 453.592), unit: 'g' };
    case 'fl oz':
      return { quantity: scaled(quantity, unitDefinition('fl oz')?.factor ?? 28.4131), unit: 'ml' };
    case 'cup': {
      const density = densityOf(name, foods);
      if (density !== null) return { quantity: scaled(quantity, CUP_ML * density), unit: 'g' };
      return liquid(name, foods) ? { quantity: scaled(quantity, CUP_ML), unit: 'ml' } : measure;
    }
    case 'stick':
      return BUTTER.test(lookupForm(name)) && gramsPerCupOf(name) === gramsPerCupOf('butter')
        ? { quantity: scaled(quantity, BUTTER_STICK_G), unit: 'g' }
        : measure;
    default:
      return measure;
  }
}

/** US units a recipe often follows with its own metric amount: "3 cups (600 g) sugar". */
const US_UNITS: ReadonlySet<string> = new Set([
  'cup',
  'oz',
  'lb',
  'stick',
  'fl oz',
  'pint',
  'quart',
]);

/** A metric amount in a note: "600 g", "(125g or 1/2 cup", "about 250 ml". */
const METRIC_NOTE = madeOnFirstUse(
  () =>
    /(?:^|[\s(~])(\d+(?:\.\d+)?)\s?(g|kg|ml|l|grams?|kilograms?|millilit(?:re|er)s?|lit(?:re|er)s?)(?![\p{L}\d])/iu,
);

/**
 * The recipe's own metric amount for a US measure, from the line's notes ("3 cups (600 g)
 * granulated sugar" → 600 g): better than any density. Grams of a liquid are taken as ml. Null when the unit is not a US measure or
 * the notes give no metric amount.
 */
export function metricFromNotes(name: string, measure: Measure, notes: string): Measure | null {
  if (measure.unit === null || !US_UNITS.has(measure.unit) || measure.quantity === null)
    return null;
  const match = METRIC_NOTE().exec(notes);
  if (match === null) return null;
  const unit = findUnit(match[2] ?? '');
  const quantity = Number(match[1]);
  if (unit === undefined || unit.kind !== 'measure' || !(quantity > 0)) return null;
  // A liquid's grams are its millilitres near enough ("½ cup (120 g) stock" is 120 ml).
  const base = unit.dimension === 'mass' && !isLiquid(name) ? 'g' : 'ml';
  return { quantity: roundConverted(quantity * unit.factor), unit: base };
}

/**
 * A weight of something poured, in millilitres by the food model's density ("50 g double cream"
 * → 50 ml); null when the unit is not a weight, the thing is not poured or the model has no
 * density for it.
 */
export function massAsMillilitres(
  name: string,
  measure: Measure,
  foods: ListFoods | undefined,
): Measure | null {
  const unit = measure.unit === null ? undefined : unitDefinition(measure.unit);
  if (unit === undefined || unit.kind !== 'measure' || unit.dimension !== 'mass') return null;
  if (foods === undefined || !liquid(name, foods)) return null;
  const density = foods.gramsPerMl(name);
  if (density === null || !(density > 0)) return null;
  return { quantity: scaled(measure.quantity, unit.factor / density), unit: 'ml' };
}

/**
 * A volume of something bought by weight, in grams ("1 tbsp plain flour" → 7.5 g); null when
 * the unit is not a volume or the thing has no density.
 */
export function volumeAsGrams(name: string, measure: Measure, foods?: ListFoods): Measure | null {
  const unit = measure.unit === null ? undefined : unitDefinition(measure.unit);
  if (unit === undefined || unit.kind !== 'measure' || unit.dimension !== 'volume') return null;
  const density = densityOf(name, foods);
  if (density === null) return null;
  return { quantity: scaled(measure.quantity, unit.factor * density), unit: 'g' };
}

/**
 * A volume of a thing, in millilitres, as a cup of it is listed (`toUkMeasure`): in grams by its
 * density, in millilitres when it is poured; null when a cup of it stays a cup.
 */
export function volumeAsCupIs(name: string, ml: number, foods?: ListFoods): Measure | null {
  const density = densityOf(name, foods);
  if (density !== null) return { quantity: roundConverted(ml * density), unit: 'g' };
  return liquid(name, foods) ? { quantity: ml, unit: 'ml' } : null;
}
