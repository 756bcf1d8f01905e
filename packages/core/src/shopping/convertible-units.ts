/**
 * Merging across convertible units (PRODUCT.md "Beyond the spec"): one name measured in units of
 * the same dimension (g with kg, ml with l, tsp with tbsp) is one thing to buy, so "50 g" and
 * "1 kg" of floury potatoes become one 1.05 kg item. Units of different dimensions stay separate
 * lines ("50 g plain flour" and "1 tbsp plain flour"), as do counted units (cans, bunches).
 *
 * SPEC §5 adds quantities "only when units match": the combined item is held in the dimension's
 * base unit (g or ml), so its unit, and with it the key (SPEC §3 name-category-unit), does not
 * change with the quantity; only its display picks the readable unit ('1.1 kg', '5 tsp').
 *
 * Spoons that add up to a cup or more read as a cup of the thing does (`toUkMeasure`): "179 tsp
 * dried oregano" is 179 g of it, "18 tbsp milk" 270 ml; a thing with no density and not poured
 * reads in tablespoons, the larger spoon ("60 tsp" → '20 tbsp'). Bottles and jars of oils and
 * sauces are left to the SPEC's rule (`consolidateBottles`), which a cup of them always meets.
 */
import { TBSP_ML, TSP_ML } from '../constants.ts';
import { unitDefinition } from '../ingredients/units.ts';
import { isConsolidatable } from './consolidate.ts';
import { tidy } from './format-quantity.ts';
import { liquid, volumeAsCupIs, type ListFoods } from './measure-conversions.ts';
import type { MergedEntry } from './merge.ts';

/** The base unit of each measured dimension. */
const BASE_UNIT = { mass: 'g', volume: 'ml' } as const;

const KG_G = 1000;
const LITRE_ML = 1000;
/** Measuring spoons, whose total reads as a cup would from a cup up. */
const SPOONS: ReadonlySet<string> = new Set(['tsp', 'dessertspoon', 'tbsp']);
/**
 * A cup in ml (the unit table's): spoons adding up to this read as a cup of the thing does
 * (`spoonsAsCup`); below it they stay spoons ('5 tsp', '5 tbsp'), but for a poured thing's
 * total past 4 tbsp of no whole tablespoons, which is ml ('155 ml' milk, not '31 tsp').
 */
const CUP_ML = unitDefinition('cup')?.factor ?? 240;
/** A poured thing's spoons of no whole tablespoons stay teaspoons up to this many ml; then ml. */
const POURED_SPOONS_MAX_ML = 4 * TBSP_ML;

/** The readable amount for a combined total in base units ('1.1 kg', '5 tsp', '300 ml'). */
export function readable(
  total: number,
  dimension: 'mass' | 'volume',
  units: ReadonlySet<string>,
  poured = false,
): { quantity: number; unit: string } {
  if (dimension === 'mass') {
    return total >= KG_G ? { quantity: total / KG_G, unit: 'kg' } : { quantity: total, unit: 'g' };
  }
  const spoonsOnly = [...units].every((unit) => unit === 'tsp' || unit === 'tbsp');
  // "4 tbsp + 3 tsp milk" is 5 tbsp, as "4 tbsp + 1 tbsp" is, not 75 ml; "3 tbsp + 5 tsp pepper"
  // 14 tsp. A poured thing past 4 tbsp of no whole tablespoons is poured by the ml ("10 tbsp +
  // 1 tsp milk" is 155 ml, not 31 tsp).
  if (spoonsOnly && total < CUP_ML) {
    if (total % TBSP_ML === 0) return { quantity: total / TBSP_ML, unit: 'tbsp' };
    if (!poured || total <= POURED_SPOONS_MAX_ML) return { quantity: total / TSP_ML, unit: 'tsp' };
  }
  return total >= LITRE_ML
    ? { quantity: total / LITRE_ML, unit: 'l' }
    : { quantity: total, unit: 'ml' };
}

/**
 * An item in g or ml from one unit, shown in kg or l when that loses nothing ("1000 g" passata →
 * "1 kg", "1500 ml" → "1.5 l"); its unit and key stay as written.
 */
function withLargerUnit(item: MergedEntry): MergedEntry {
  const quantity = item.quantity;
  if (quantity === null || quantity < KG_G || tidy(quantity) % 100 !== 0) return item;
  if (item.unit === 'g') return { ...item, display: { quantity: quantity / KG_G, unit: 'kg' } };
  if (item.unit === 'ml') return { ...item, display: { quantity: quantity / LITRE_ML, unit: 'l' } };
  return item;
}

/**
 * One item for a group of volumes whose spoons add up to a cup or more, as a cup of the thing is
 * listed: grams, ml when poured, else in tablespoons held as ml (spoons only). Null for any other
 * group, for oils and sauces (bottles and jars), and for a thing with no density among other
 * volumes, which reads as before.
 */
function spoonsAsCup(
  group: readonly MergedEntry[],
  foods: ListFoods | undefined,
): MergedEntry | null {
  const first = group[0];
  if (first === undefined || unitDefinition(first.unit ?? '')?.dimension !== 'volume') return null;
  let spoons = 0;
  let total = 0;
  let spoonsOnly = true;
  for (const item of group) {
    const ml = (item.quantity ?? 0) * (unitDefinition(item.unit ?? '')?.factor ?? 0);
    total += ml;
    if (item.unit !== null && SPOONS.has(item.unit)) spoons += ml;
    else spoonsOnly = false;
  }
  if (spoons < CUP_ML || isConsolidatable(first.name, first.bucket)) return null;
  total = tidy(total);
  const measure = volumeAsCupIs(first.name, total, foods);
  if (measure === null && !spoonsOnly) return null;
  // A cup of spoons is a known amount: the group's total is its quantity.
  const joined = group.length === 1 ? first : joinGroup(group, total, true);
  if (measure === null) {
    return {
      ...joined,
      quantity: total,
      unit: 'ml',
      display: { quantity: total / TBSP_ML, unit: 'tbsp' },
    };
  }
  return withLargerUnit({
    ...joined,
    quantity: measure.quantity,
    unit: measure.unit,
    display: undefined,
  });
}

/** The items of a group as one: recipes, lines and names unioned, the total in the base unit. */
function joinGroup(group: readonly MergedEntry[], total: number, known: boolean): MergedEntry {
  const first = group[0] as MergedEntry;
  return {
    ...first,
    quantity: known ? total : null,
    confidence: Math.max(...group.map((item) => item.confidence)),
    recipeIds: [...new Set(group.flatMap((item) => item.recipeIds))].sort(),
    recipes: [...new Set(group.flatMap((item) => item.recipes))].sort(),
    lines: group.flatMap((item) => item.lines).sort(),
    displayNames: [...new Set(group.flatMap((item) => item.displayNames))].sort(),
  };
}

/**
 * Combines items of one name and category whose measuring units share a dimension into one item
 * in the base unit (g or ml) with a readable `display` amount; items alone in their dimension, or
 * without a measured quantity, pass through unchanged. Spoons adding up to a cup or more are
 * listed as a cup of the thing is (grams by `foods`' densities, where given).
 */
export function combineConvertibleUnits(
  items: readonly MergedEntry[],
  foods?: ListFoods,
): MergedEntry[] {
  const groups = new Map<string, MergedEntry[]>();
  const result: MergedEntry[] = [];
  for (const item of items) {
    const unit = item.unit === null ? undefined : unitDefinition(item.unit);
    if (unit === undefined || unit.kind !== 'measure' || unit.dimension === 'count') {
      result.push(item);
      continue;
    }
    const key = `${item.name}\u0000${item.category}\u0000${unit.dimension}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const cup = spoonsAsCup(group, foods);
    if (cup !== null) {
      result.push(cup);
      continue;
    }
    if (group.length === 1) {
      result.push(withLargerUnit(first));
      continue;
    }
    const definitions = group.map((item) => unitDefinition(item.unit ?? ''));
    const dimension = definitions[0]?.dimension === 'mass' ? 'mass' : 'volume';
    const total = tidy(
      group.reduce(
        (sum, item, index) => sum + (item.quantity ?? 0) * (definitions[index]?.factor ?? 0),
        0,
      ),
    );
    const known = group.some((item) => item.quantity !== null);
    const units = new Set(group.map((item) => item.unit ?? ''));
    result.push({
      ...joinGroup(group, total, known),
      unit: BASE_UNIT[dimension],
      display: known ? readable(total, dimension, units, liquid(first.name, foods)) : undefined,
    });
  }
  return result;
}
