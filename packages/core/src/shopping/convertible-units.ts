/**
 * Merging across convertible units (PRODUCT.md "Beyond the spec"): one name measured in units of
 * the same dimension (g with kg, ml with l, tsp with tbsp) is one thing to buy, so "50 g" and
 * "1 kg" of floury potatoes become one 1.05 kg item. Units of different dimensions stay separate
 * lines ("50 g plain flour" and "1 tbsp plain flour"), as do counted units (cans, bunches).
 *
 * SPEC §5 adds quantities "only when units match": the combined item is held in the dimension's
 * base unit (g or ml), so its unit, and with it the key (SPEC §3 name-category-unit), does not
 * change with the quantity; only its display picks the readable unit ('1.1 kg', '5 tsp').
 */
import { TBSP_ML, TSP_ML } from '../constants.ts';
import { unitDefinition } from '../ingredients/units.ts';
import type { MergedEntry } from './merge.ts';

/** The base unit of each measured dimension. */
const BASE_UNIT = { mass: 'g', volume: 'ml' } as const;

const KG_G = 1000;
const LITRE_ML = 1000;
/** Spoon totals up to this many ml stay in spoons ('5 tsp', '4 tbsp'); more reads as ml. */
const SPOONS_MAX_ML = 4 * TBSP_ML;

/** The readable amount for a combined total in base units ('1.1 kg', '5 tsp', '300 ml'). */
export function readable(
  total: number,
  dimension: 'mass' | 'volume',
  units: ReadonlySet<string>,
): { quantity: number; unit: string } {
  if (dimension === 'mass') {
    return total >= KG_G ? { quantity: total / KG_G, unit: 'kg' } : { quantity: total, unit: 'g' };
  }
  const spoonsOnly = [...units].every((unit) => unit === 'tsp' || unit === 'tbsp');
  if (spoonsOnly && total <= SPOONS_MAX_ML) {
    return total % TBSP_ML === 0
      ? { quantity: total / TBSP_ML, unit: 'tbsp' }
      : { quantity: total / TSP_ML, unit: 'tsp' };
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

/** Rounds away floating-point noise from unit factors (1.2 × 1000), so order does not matter. */
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Combines items of one name and category whose measuring units share a dimension into one item
 * in the base unit (g or ml) with a readable `display` amount; items alone in their dimension, or
 * without a measured quantity, pass through unchanged.
 */
export function combineConvertibleUnits(items: readonly MergedEntry[]): MergedEntry[] {
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
      ...first,
      quantity: known ? total : null,
      unit: BASE_UNIT[dimension],
      confidence: Math.max(...group.map((item) => item.confidence)),
      recipeIds: [...new Set(group.flatMap((item) => item.recipeIds))].sort(),
      recipes: [...new Set(group.flatMap((item) => item.recipes))].sort(),
      lines: group.flatMap((item) => item.lines).sort(),
      displayNames: [...new Set(group.flatMap((item) => item.displayNames))].sort(),
      display: known ? readable(total, dimension, units) : undefined,
    });
  }
  return result;
}
