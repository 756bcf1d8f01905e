/**
 * Bottle/jar consolidation (SPEC §5, §9): in OILS_AND_VINEGARS and SAUCES, all lines of one
 * item become '1 bottle X' (or '1 jar X' when paste-like) once they add up to 150 ml or more or
 * come from 2 or more recipes. Stock, water and wine are never consolidated.
 */
import {
  CONSOLIDATE_MIN_RECIPES,
  CONSOLIDATE_MIN_VOLUME_ML,
  LITRE_ML,
  TBSP_ML,
  TSP_ML,
} from '../constants.ts';
import type { Bucket } from './categories.ts';
import type { MergedEntry } from './merge.ts';

const CONSOLIDATED_BUCKETS: ReadonlySet<Bucket> = new Set(['OILS_AND_VINEGARS', 'SAUCES']);

/** SPEC §5 conversions: 1 tbsp = 15 ml, 1 tsp = 5 ml, 1 l = 1000 ml. */
const ML_PER_UNIT: Readonly<Record<string, number>> = {
  ml: 1,
  l: LITRE_ML,
  tbsp: TBSP_ML,
  tsp: TSP_ML,
};

const EXCLUDED = /\b(?:stock|water|wine)\b/;
// "wine vinegar" is a vinegar, not a wine.
const WINE_VINEGAR = /\bwine vinegar\b/;
const PASTE_LIKE =
  /\b(?:paste|pesto|jam|chutney|relish|mayonnaise|mayo|mustard|tahini|miso|harissa|marmalade|honey|curd|pickle|gochujang|sambal|puree|purée|aioli|spread)\b/;

/** The volume of an amount in ml (SPEC §5 conversions); 0 for other units or no quantity. */
export function volumeInMl(quantity: number | null, unit: string | null): number {
  if (quantity === null || unit === null) return 0;
  return quantity * (ML_PER_UNIT[unit] ?? 0);
}

/** Whether an item of this name and bucket may become a bottle or a jar. */
export function isConsolidatable(name: string, bucket: Bucket): boolean {
  if (!CONSOLIDATED_BUCKETS.has(bucket)) return false;
  return !EXCLUDED.test(name) || WINE_VINEGAR.test(name);
}

/** 'jar' for paste-like items (pesto, curry paste, mustard…), else 'bottle'. */
export function containerFor(name: string): 'bottle' | 'jar' {
  return PASTE_LIKE.test(name) ? 'jar' : 'bottle';
}

/**
 * Applies the bottle/jar rule: items of one name in OILS_AND_VINEGARS or SAUCES, whatever their
 * units, become one '1 bottle'/'1 jar' item when their total volume is ≥ 150 ml or they come
 * from ≥ 2 recipes. Other items pass through unchanged.
 */
export function consolidateBottles(items: readonly MergedEntry[]): MergedEntry[] {
  const byName = new Map<string, MergedEntry[]>();
  const result: MergedEntry[] = [];
  for (const item of items) {
    if (!isConsolidatable(item.name, item.bucket)) {
      result.push(item);
      continue;
    }
    const group = byName.get(item.name);
    if (group === undefined) byName.set(item.name, [item]);
    else group.push(item);
  }
  for (const [name, group] of byName) {
    const recipeIds = [...new Set(group.flatMap((item) => item.recipeIds))].sort();
    const totalMl = group.reduce((sum, item) => sum + volumeInMl(item.quantity, item.unit), 0);
    const first = group[0];
    if (first === undefined) continue;
    if (totalMl >= CONSOLIDATE_MIN_VOLUME_ML || recipeIds.length >= CONSOLIDATE_MIN_RECIPES) {
      result.push({
        ...first,
        name,
        quantity: 1,
        unit: containerFor(name),
        display: undefined,
        confidence: Math.max(...group.map((item) => item.confidence)),
        recipeIds,
        recipes: [...new Set(group.flatMap((item) => item.recipes))].sort(),
        lines: group.flatMap((item) => item.lines).sort(),
        displayNames: [...new Set(group.flatMap((item) => item.displayNames))].sort(),
      });
    } else {
      result.push(...group);
    }
  }
  return result;
}
