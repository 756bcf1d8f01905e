/**
 * The food model's types: a canonical food with its nutrients per 100 g, its grams per millilitre
 * and its portion weights, and the nutrients a recipe or a serving holds.
 */
import type { FoodRow } from './food-row.ts';

/** Energy and the eight nutrients of a UK label. Grams, except energy (kcal and kJ). */
export interface Nutrients {
  readonly energyKcal: number;
  readonly energyKj: number;
  readonly fat: number;
  readonly saturates: number;
  readonly carbohydrate: number;
  readonly sugars: number;
  readonly fibre: number;
  readonly protein: number;
  readonly salt: number;
}

export const NUTRIENT_KEYS = [
  'energyKcal',
  'energyKj',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const satisfies readonly (keyof Nutrients)[];

export const NO_NUTRIENTS: Nutrients = Object.freeze({
  energyKcal: 0,
  energyKj: 0,
  fat: 0,
  saturates: 0,
  carbohydrate: 0,
  sugars: 0,
  fibre: 0,
  protein: 0,
  salt: 0,
});

/** How a food counts towards 5 A Day (NHS rules; five-a-day.ts). */
export type FiveADayKind = 'vegetable' | 'fruit' | 'pulse' | 'juice' | 'dried-fruit';

/** Where a food's nutrients come from. */
export interface FoodSource {
  readonly table: 'CoFID 2021' | 'USDA SR28';
  /** The source's own name of the food ("Onions, raw"). */
  readonly name: string;
}

export interface Food {
  readonly id: string;
  /** The name shown ("onion"). */
  readonly name: string;
  /** Every name the food is known by, lower case and singular. */
  readonly names: readonly string[];
  /**
   * The name shown for each of the food's names that is a kind of its own, sharing the row's
   * figures ("chinese five spice" → "five spice" in the spice blends' row, whose shown name is
   * "garam masala"); empty for most foods. `shownFoodName` reads it for a line's name.
   */
  readonly kinds: ReadonlyMap<string, string>;
  readonly source: FoodSource;
  readonly fiveADay: FiveADayKind | null;
  readonly per100g: Nutrients;
  /** Grams per millilitre, null when the food is not measured by volume. */
  readonly gramsPerMl: number | null;
  /** Grams of one piece by unit or size: each, small, medium, large, clove, stick, can… */
  readonly portions: ReadonlyMap<string, number>;
  /** Poured rather than spooned: shown in ml, not grams, by the metric switch. */
  readonly liquid: boolean;
  /** Used in amounts too small to weigh (salt, pepper, dried herbs): an unweighed line is fine. */
  readonly negligible: boolean;
  /**
   * Used by the spoon or the sachet, never the cup (yeast, baking powder, extracts): a number
   * whose unit a line lost ("2 ¼ active dry yeast") is no cupful of it.
   */
  readonly spooned: boolean;
  /** The food a count of this one with no unit is ("2 peppers" are sweet peppers), or null. */
  readonly countedAs: string | null;
  /**
   * The food a poured measure of this one is ("2 cups beef bouillon" is the stock made of it,
   * not 2 cups of cubes), or null.
   */
  readonly pouredAs: string | null;
  /**
   * The fresh food a bunch, sprig, handful, leaf, stalk or stem of this dried one's names is, or
   * the food its names are with "fresh" before them ("½ bunch oregano", "2 tbsp fresh oregano":
   * the fresh herb, not the dried one that plain "oregano" is), or null.
   */
  readonly freshAs: string | null;
  /**
   * The powder this whole spice's names are when named ground or powdered ("2 tbsp ground ancho
   * chile" is chilli powder, weighed by its spoon; a dried chile is weighed only whole), or null.
   */
  readonly groundAs: string | null;
  /**
   * The food a weight of this one is as bought in its shell ("2 lb mussels", "1kg bag of clams":
   * live shellfish, shells and all), unless the line says the meat ("shucked", "picked"), or null.
   */
  readonly shellAs: string | null;
}

const FIVE_KINDS: Readonly<Record<string, FiveADayKind | null>> = {
  veg: 'vegetable',
  fruit: 'fruit',
  pulse: 'pulse',
  juice: 'juice',
  dried: 'dried-fruit',
  '-': null,
};

/** The kinds of a food whose row marks none (most): one map, never written to. */
const NO_KINDS: ReadonlyMap<string, string> = new Map();

export function foodFromRow(row: FoodRow): Food {
  // Each field by its index: a tuple's destructuring walks an iterator in code not yet optimised.
  const id = row[0];
  const names = row[1];
  const source = row[2];
  const sourceName = row[3];
  const five = row[4];
  const nutrients = row[5];
  const density = row[6];
  const portions = row[7];
  const flags = row[8];
  const nameList = names.split('|');
  // Most rows mark no kind ("="): their names are the split as it is, and they share one empty map.
  let kinds: ReadonlyMap<string, string> = NO_KINDS;
  if (names.includes('=')) {
    const kept = new Map<string, string>();
    let kind: string | null = null;
    for (let at = 0; at < nameList.length; at += 1) {
      const marked = nameList[at] ?? '';
      const name = marked.startsWith('=') ? marked.slice(1) : marked;
      if (marked !== name) kind = name;
      nameList[at] = name;
      if (kind !== null) kept.set(name, kind);
    }
    kinds = kept;
  }
  // Read in plain loops: every row is read once in a process, by code not yet optimised, where
  // each array method's callback costs a call.
  let liquid = false;
  let negligible = false;
  let spooned = false;
  let countedAs: string | null = null;
  let pouredAs: string | null = null;
  let freshAs: string | null = null;
  let groundAs: string | null = null;
  let shellAs: string | null = null;
  // The first flag of each kind counts, as the flags' first mention does. Most rows have none.
  const flagList = flags === '' ? [] : flags.split('|');
  for (let at = 0; at < flagList.length; at += 1) {
    const flag = flagList[at] ?? '';
    if (flag === 'liquid') liquid = true;
    else if (flag === 'negligible') negligible = true;
    else if (flag === 'spooned') spooned = true;
    else if (flag.startsWith('counted:')) countedAs ??= flag.slice(8);
    else if (flag.startsWith('poured:')) pouredAs ??= flag.slice(7);
    else if (flag.startsWith('fresh:')) freshAs ??= flag.slice(6);
    else if (flag.startsWith('ground:')) groundAs ??= flag.slice(7);
    else if (flag.startsWith('shell:')) shellAs ??= flag.slice(6);
  }
  const per100g = {
    energyKcal: nutrients[0] ?? 0,
    energyKj: nutrients[1] ?? 0,
    fat: nutrients[2] ?? 0,
    saturates: nutrients[3] ?? 0,
    carbohydrate: nutrients[4] ?? 0,
    sugars: nutrients[5] ?? 0,
    fibre: nutrients[6] ?? 0,
    protein: nutrients[7] ?? 0,
    salt: nutrients[8] ?? 0,
  } satisfies Nutrients;
  const portionMap = new Map<string, number>();
  const pairs = portions.split('|');
  for (let at = 0; at < pairs.length; at += 1) {
    const pair = pairs[at] ?? '';
    if (pair === '') continue;
    // "unit:grams", read without a split: a unit with no grams weighs 0.
    const colon = pair.indexOf(':');
    const end = pair.indexOf(':', colon + 1);
    const grams = colon < 0 ? '0' : pair.slice(colon + 1, end < 0 ? pair.length : end);
    portionMap.set(colon < 0 ? pair : pair.slice(0, colon), Number(grams));
  }
  return {
    id,
    name: nameList[0] ?? id,
    names: nameList,
    kinds,
    source: { table: source === 'cofid' ? 'CoFID 2021' : 'USDA SR28', name: sourceName },
    fiveADay: FIVE_KINDS[five] ?? null,
    per100g,
    gramsPerMl: density > 0 ? density : null,
    portions: portionMap,
    liquid,
    negligible,
    spooned,
    countedAs,
    pouredAs,
    freshAs,
    groundAs,
    shellAs,
  };
}
