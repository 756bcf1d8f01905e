/**
 * One line per thing you buy (issue 15), done on the entries before SPEC §5's merge by name and
 * unit, so that the merge and its keys (name-category-unit) stay as the SPEC has them:
 *
 * 1. a plain name joins its single variety on the list ("Milk" + "Whole Milk" → whole milk; with
 *    several, the one most recipes use), and
 *    a name of alternatives the one of them also on the list ("Pecorino or Parmesan" → parmesan);
 * 2. spoons or cups of something also bought by weight are weighed ("350 g plain flour" and
 *    "1 tbsp plain flour" → 357.5 g), by the density table; spoons of minced garlic beside garlic
 *    cloves are counted as cloves (1 tsp ≈ 1 clove), and grams of it by the food model's clove;
 *    pieces of a thing with a sound average weight beside a weight of it are weighed too ("2
 *    onions" and "200 g onion" → 420 g, by the item-weight table);
 * 3. an unmeasured line ("black pepper, to taste") or a pinch takes the unit of a measured line of
 *    the same thing, so the two merge and the amount is the measured one.
 */
import { unitDefinition } from '../ingredients/units.ts';
import { gramsPerItem } from './item-weights.ts';
import {
  massAsMillilitres,
  volumeAsGrams,
  roundConverted,
  type ListFoods,
} from './measure-conversions.ts';
import type { ShoppingEntry } from './merge.ts';
import { isCountableName, normaliseIngredientName } from './normalise-name.ts';
import { alternativeJoins, plainNameJoins } from './varieties.ts';

/** Amounts too small or vague to add up: beside a measured line they are "some of the same". */
const VAGUE_UNITS: ReadonlySet<string> = new Set([
  'pinch',
  'dash',
  'splash',
  'drop',
  'glug',
  'dollop',
  'handful',
]);

/** Minced garlic by the spoon, as cloves: a teaspoon is about one clove. */
const GARLIC_CLOVE_ML = 5;

/** The order in which a measured unit is chosen for unmeasured lines: weight, volume, packs, pieces. */
function unitRank(unit: string | null): number {
  if (unit === null) return 4;
  const definition = unitDefinition(unit);
  if (definition === undefined) return 5;
  if (definition.dimension === 'mass') return 0;
  if (definition.dimension === 'volume') return 1;
  return definition.kind === 'container' ? 2 : 3;
}

const isMass = (unit: string | null): boolean =>
  unit !== null && unitDefinition(unit)?.dimension === 'mass';

const isVolume = (unit: string | null): boolean => {
  const definition = unit === null ? undefined : unitDefinition(unit);
  return definition?.kind === 'measure' && definition.dimension === 'volume';
};

/**
 * Unmeasured, or measured only vaguely: no amount, a pinch or a dash, or a bare number of a spice
 * ("¼ salt and pepper": a unit lost, since nobody counts salt).
 */
const isUnmeasured = (entry: ShoppingEntry): boolean =>
  entry.quantity === null ||
  (entry.unit !== null && VAGUE_UNITS.has(entry.unit)) ||
  (entry.unit === null && entry.bucket === 'SPICES' && !isCountableName(entry.name));

/** The entries grouped by name, in first-seen order. */
function groupByName(entries: readonly ShoppingEntry[]): Map<string, ShoppingEntry[]> {
  const groups = new Map<string, ShoppingEntry[]>();
  // Indexed, not for-of: every entry comes here (see `mergeEntries`).
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    const group = groups.get(entry.name);
    if (group === undefined) groups.set(entry.name, [entry]);
    else group.push(entry);
  }
  return groups;
}

/** Entries grouped by name; read-only, and the same groups again for the same array. */
type ByName = (entries: readonly ShoppingEntry[]) => ReadonlyMap<string, readonly ShoppingEntry[]>;

/**
 * `groupByName` remembering its last answer: most steps pass the entries on unchanged (nothing to
 * join or weigh), so the next step's groups are the last step's. The steps never change an array.
 */
function lastGroupsByName(): ByName {
  let last: readonly ShoppingEntry[] | null = null;
  let groups: Map<string, ShoppingEntry[]> = new Map();
  return (entries) => {
    if (entries !== last) {
      groups = groupByName(entries);
      last = entries;
    }
    return groups;
  };
}

/**
 * Step 1: names renamed to the name they join, with its aisle and display: `alternativeJoins`
 * ("pecorino or parmesan" → parmesan) or `plainNameJoins` ("milk" → whole milk).
 */
function joinNames(
  entries: readonly ShoppingEntry[],
  joinsOf: (names: Iterable<string>) => Map<string, string>,
  byName: ByName,
): readonly ShoppingEntry[] {
  const groups = byName(entries);
  const joins = joinsOf(groups.keys());
  if (joins.size === 0) return entries;
  return entries.map((entry) => {
    const variety = joins.get(entry.name);
    const like = variety === undefined ? undefined : groups.get(variety)?.[0];
    if (like === undefined) return entry;
    return {
      ...entry,
      name: like.name,
      category: like.category,
      bucket: like.bucket,
      confidence: like.confidence,
      displayName: like.displayName,
    };
  });
}

/** "mint leaves", "coriander leaf": the leaves of a herb, by their herb's words. */
const HERB_LEAVES = /^(.+) lea(?:f|ves)$/;

/**
 * Step 1b: the leaves of a herb beside the herb itself ("Mint Leaves" and "1 bunch Mint",
 * "Coriander Leaves" and "Coriander") are the herb, which is what a shop sells; counted leaves
 * keep "leaf" as their unit, so ten basil leaves are not ten basils.
 */
function joinHerbLeaves(
  entries: readonly ShoppingEntry[],
  byName: ByName,
): readonly ShoppingEntry[] {
  const groups = byName(entries);
  const herbOf = new Map<string, ShoppingEntry>();
  for (const [name, group] of groups) {
    const leaves = HERB_LEAVES.exec(name);
    if (leaves === null || group[0]?.bucket !== 'HERBS') continue;
    const stem = leaves[1] ?? '';
    const herb = groups.get(stem) ?? groups.get(normaliseIngredientName(stem));
    const like = herb?.[0];
    if (like !== undefined && like.bucket === 'HERBS' && like.name !== name) herbOf.set(name, like);
  }
  if (herbOf.size === 0) return entries;
  return entries.map((entry) => {
    const like = herbOf.get(entry.name);
    if (like === undefined) return entry;
    return {
      ...entry,
      name: like.name,
      unit: entry.unit === null && entry.quantity !== null ? 'leaf' : entry.unit,
      category: like.category,
      bucket: like.bucket,
      confidence: like.confidence,
      displayName: like.displayName,
    };
  });
}

/**
 * How many recipes use a name, counted when first asked: `plainNameJoins` asks only of the
 * varieties it chooses between, where counting every name made a set of recipe ids for each
 * (1,000 recipes' list: 11,000 entries read for a handful of answers).
 */
function recipeCounts(entries: readonly ShoppingEntry[], byName: ByName): (name: string) => number {
  const counts = new Map<string, number>();
  return (name) => {
    let count = counts.get(name);
    if (count === undefined) {
      const group = byName(entries).get(name);
      count = group === undefined ? 0 : new Set(group.map((entry) => entry.recipeId)).size;
      counts.set(name, count);
    }
    return count;
  };
}

/**
 * `entries.map(change)`, or `entries` itself when `change` returned every entry as it was: the
 * next step then finds them grouped by name already (`lastGroupsByName`), where a new array of
 * the same entries would be grouped again (most lists weigh nothing by volume: a pass over every
 * entry saved).
 */
function mapChanged(
  entries: readonly ShoppingEntry[],
  change: (entry: ShoppingEntry) => ShoppingEntry,
): readonly ShoppingEntry[] {
  let changed = false;
  const mapped = entries.map((entry) => {
    const next = change(entry);
    if (next !== entry) changed = true;
    return next;
  });
  return changed ? mapped : entries;
}

/**
 * Step 2: volumes of a thing also bought by weight, in grams, but weights of a poured thing also
 * measured by volume in ml (by the food model's density); minced garlic as cloves.
 */
function weighVolumes(
  entries: readonly ShoppingEntry[],
  byName: ByName,
  foods: ListFoods | undefined,
): readonly ShoppingEntry[] {
  const groups = byName(entries);
  const weighed = new Set<string>();
  // Poured things measured both ways, by the food model: "50 g double cream" is 50 ml of it.
  const poured = new Set<string>();
  for (const [name, group] of groups) {
    if (!group.some((entry) => isMass(entry.unit))) continue;
    weighed.add(name);
    if (foods !== undefined && group.some((entry) => isVolume(entry.unit))) {
      const first = group.find((entry) => isMass(entry.unit));
      if (first !== undefined && massAsMillilitres(name, first, foods) !== null) poured.add(name);
    }
  }
  const hasCloves = groups.has('garlic cloves');
  if (weighed.size === 0 && !hasCloves) return entries;
  return mapChanged(entries, (entry) => {
    if (poured.has(entry.name)) {
      const ml = massAsMillilitres(entry.name, entry, foods);
      return ml === null ? entry : { ...entry, ...ml };
    }
    if (weighed.has(entry.name) && !(hasCloves && entry.name === 'garlic')) {
      const grams = volumeAsGrams(entry.name, entry, foods);
      return grams === null ? entry : { ...entry, ...grams };
    }
    if (hasCloves && entry.name === 'garlic') {
      const definition = entry.unit === null ? undefined : unitDefinition(entry.unit);
      if (definition?.kind !== 'measure') return entry;
      // "20 g garlic" beside cloves: as many cloves as the food model's clove weighs.
      const perClove =
        definition.dimension === 'volume'
          ? GARLIC_CLOVE_ML
          : definition.dimension === 'mass'
            ? (foods?.gramsOfPortion?.('garlic', 'clove') ?? null)
            : null;
      if (perClove === null || !(perClove > 0)) return entry;
      const cloves =
        entry.quantity === null
          ? null
          : roundConverted((entry.quantity * definition.factor) / perClove);
      const like = groups.get('garlic cloves')?.[0];
      return like === undefined
        ? entry
        : {
            ...entry,
            name: like.name,
            quantity: cloves,
            unit: null,
            category: like.category,
            bucket: like.bucket,
            displayName: like.displayName,
          };
    }
    return entry;
  });
}

/**
 * Step 2b: pieces of a thing also bought by weight, in grams, where one piece has a sound average
 * weight (`gramsPerItem`): "2 onions" and "200 g onion" → 420 g. Without one, the two amounts
 * stay side by side on the thing's one line ("2 + 200 g").
 */
function weighPieces(
  entries: readonly ShoppingEntry[],
  byName: ByName,
  foods: ListFoods | undefined,
): readonly ShoppingEntry[] {
  const weighed = new Map<string, number>();
  for (const [name, group] of byName(entries)) {
    if (!group.some((entry) => isMass(entry.unit))) continue;
    if (!group.some((entry) => entry.unit === null && entry.quantity !== null)) continue;
    const grams = gramsPerItem(name) ?? foods?.gramsEach(name) ?? null;
    if (grams !== null) weighed.set(name, grams);
  }
  if (weighed.size === 0) return entries;
  return entries.map((entry) => {
    const grams = weighed.get(entry.name);
    if (grams === undefined || entry.unit !== null || entry.quantity === null) return entry;
    // Not rounded: the list's total stays the sum of its lines (the display rounds).
    return { ...entry, quantity: entry.quantity * grams, unit: 'g' };
  });
}

/** Portions that are bought as they are (a bunch, a head): never read as so many pieces. */
const WHOLE_PORTIONS: ReadonlySet<string> = new Set(['bunch', 'head', 'bulb', 'loaf', 'ball']);

/** A piece of a thing, not a pack nor an amount: a stalk, a slice, a stick. */
const isPiece = (unit: string | null): unit is string =>
  unit !== null &&
  !VAGUE_UNITS.has(unit) &&
  !WHOLE_PORTIONS.has(unit) &&
  unitDefinition(unit)?.kind === 'portion';

/**
 * Step 2c: pieces of a thing also counted whole, as so many of it, by the food model's weights
 * of the piece and of one: "3 spring onions" and "5 stalks spring onions" → 8 (a stalk is one),
 * "1 onion" and "2 slices onion" → 1.5. Only with the food model; without a weight for both, the
 * amounts stay side by side ("3 + 5 stalks").
 */
function countPieces(
  entries: readonly ShoppingEntry[],
  byName: ByName,
  foods: ListFoods | undefined,
): readonly ShoppingEntry[] {
  if (foods?.gramsOfPortion === undefined) return entries;
  const each = new Map<string, number>();
  for (const [name, group] of byName(entries)) {
    if (!group.some((entry) => entry.unit === null && entry.quantity !== null)) continue;
    if (!group.some((entry) => isPiece(entry.unit))) continue;
    const grams = foods.gramsEach(name);
    if (grams !== null && grams > 0) each.set(name, grams);
  }
  if (each.size === 0) return entries;
  return entries.map((entry) => {
    const one = each.get(entry.name);
    if (one === undefined || !isPiece(entry.unit)) return entry;
    const piece = foods.gramsOfPortion?.(entry.name, entry.unit) ?? null;
    if (piece === null || !(piece > 0)) return entry;
    const quantity = entry.quantity === null ? null : (entry.quantity * piece) / one;
    return { ...entry, quantity, unit: null };
  });
}

/** Step 3: unmeasured lines and pinches take the unit of a measured line of the same thing. */
function foldUnmeasured(
  entries: readonly ShoppingEntry[],
  byName: ByName,
): readonly ShoppingEntry[] {
  const unitFor = new Map<string, string | null>();
  for (const [name, group] of byName(entries)) {
    const measured = group.filter((entry) => !isUnmeasured(entry));
    if (measured.length === 0 || measured.length === group.length) continue;
    const units = [...new Set(measured.map((entry) => entry.unit))].sort(
      (a, b) => unitRank(a) - unitRank(b) || (a ?? '').localeCompare(b ?? ''),
    );
    unitFor.set(name, units[0] ?? null);
  }
  if (unitFor.size === 0) return entries;
  return entries.map((entry) => {
    if (!unitFor.has(entry.name) || !isUnmeasured(entry)) return entry;
    return { ...entry, quantity: null, unit: unitFor.get(entry.name) ?? null };
  });
}

/**
 * The entries with the names and units of one thing made the same, ready for `mergeEntries`:
 * plain names joined to their single variety, volumes of things bought by weight weighed,
 * unmeasured lines given the measured line's unit. Order and count of entries are kept.
 */
export function joinSameThings(
  entries: readonly ShoppingEntry[],
  foods?: ListFoods,
): ShoppingEntry[] {
  const byName = lastGroupsByName();
  const withAlternatives = joinHerbLeaves(joinNames(entries, alternativeJoins, byName), byName);
  const uses = recipeCounts(withAlternatives, byName);
  const joined = joinNames(withAlternatives, (names) => plainNameJoins(names, uses), byName);
  return [
    ...foldUnmeasured(
      countPieces(weighPieces(weighVolumes(joined, byName, foods), byName, foods), byName, foods),
      byName,
    ),
  ];
}
