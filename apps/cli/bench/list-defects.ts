/**
 * The defects issue 15 counts on a built shopping list, found from the list's JSON alone (what
 * `plateful list --json` prints): the same thing twice, tap water, junk or a unit word in the
 * name, and a fraction of a thing bought whole. Used by `score-list.ts`; general rules only, so
 * the figures mean the same on recipes the engine has never seen.
 */

/** The item fields the checks read (a `ShoppingItem` as JSON). */
export interface ListItem {
  readonly ingredient: string;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly displayQuantity?: string;
  /** The buy amount, when the engine gives one: `{quantity, unit}` or display text. */
  readonly buy?: unknown;
  /** The recipe lines that made the item. */
  readonly lines?: readonly string[];
}

export const DEFECT_KINDS = [
  'sameThingTwice',
  'water',
  'junkOrUnitInName',
  'fractionOfWhole',
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

export interface Defect {
  readonly kind: DefectKind;
  readonly item: string;
  readonly why: string;
  readonly lines: readonly string[];
}

/** A display name compared loosely: lower case, no accents, each word singular. */
export function looseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && /(?:ch|sh|x|o)es$/.test(word)
          ? word.slice(0, -2)
          : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
            ? word.slice(0, -1)
            : word,
    )
    .join(' ');
}

/** Words that only say how hot or where from: "cold water", "just-boiled water". */
const WATER_WORDS = new Set([
  'water',
  'cold',
  'hot',
  'warm',
  'lukewarm',
  'tepid',
  'boiling',
  'boiled',
  'just',
  'freshly',
  'iced',
  'ice',
  'icy',
  'tap',
  'filtered',
  'room',
  'temperature',
  'very',
  'luke',
  'plain',
  'of',
  'more',
  'extra',
  'additional',
  'cool',
  'chilled',
  'kettle',
]);

/** Tap water: every word of a name (or of one of its "or" alternatives) is water or its temperature. */
export function isTapWater(name: string): boolean {
  return name
    .toLowerCase()
    .split(/\s*(?:\bor\b|\/|,|\band\b)\s*/)
    .some((part) => {
      const words = part.split(/[^a-z]+/).filter(Boolean);
      return words.includes('water') && words.every((word) => WATER_WORDS.has(word));
    });
}

/** Measuring words: never part of a product's name. */
const MEASURE_WORDS = new Set([
  'cup',
  'cups',
  'tbsp',
  'tbs',
  'tsp',
  'teaspoon',
  'teaspoons',
  'tablespoon',
  'tablespoons',
  'g',
  'gram',
  'grams',
  'kg',
  'ml',
  'millilitre',
  'millilitres',
  'litre',
  'litres',
  'oz',
  'ounce',
  'ounces',
  'lb',
  'lbs',
  'pinch',
  'pinches',
  'dash',
  'handful',
  'handfuls',
]);

/** Pack and portion words: not the first word of a product's name ("Can Chickpeas"). */
const PACK_WORDS = new Set([
  'can',
  'cans',
  'tin',
  'tins',
  'jar',
  'jars',
  'pack',
  'packs',
  'packet',
  'packets',
  'package',
  'packages',
  'bag',
  'bags',
  'bunch',
  'sprig',
  'sprigs',
  'piece',
  'pieces',
  'slice',
  'slices',
  'x',
  'of',
]);

/** Phrases that make a name an instruction, not a thing to buy. */
const INSTRUCTION =
  /^(?:to (?:serve|taste|garnish|decorate|finish|grease)|for (?:the |greasing|serving|dusting|brushing|frying|garnish|decorat)|see |optional$|as needed$|garnish$|serving suggestion)/;

/** Why a display name is junk, or null: artefacts, instructions, a unit word, two lines in one. */
export function junkReason(name: string): string | null {
  const lower = name.toLowerCase().trim();
  if (!/\p{L}/u.test(lower)) return 'no letters';
  if (/^[^\p{L}\p{N}]/u.test(lower)) return 'starts with a symbol';
  if (/[¢•▢®☐©™□■●▪]/u.test(lower)) return 'text-recognition artefact';
  if (lower.endsWith(':')) return 'a heading';
  if (INSTRUCTION.test(lower)) return 'an instruction';
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const unit = words.find((word) => MEASURE_WORDS.has(word));
  if (unit !== undefined) return `unit word '${unit}'`;
  if (words[0] !== undefined && PACK_WORDS.has(words[0])) return `starts with '${words[0]}'`;
  if (/\d\s*(?:g|kg|ml|l|oz|lb)\b/.test(lower)) return 'an amount inside the name';
  if (/\S\s+(?:salt (?:and|&) (?:black )?pepper)$/.test(lower)) return 'two lines run together';
  return null;
}

/** The amount a shopper buys: the item's `buy` when it has one, else its quantity and unit. */
function boughtAmount(item: ListItem): { quantity: number | null; unit: string | null } {
  const buy = item.buy;
  if (buy !== null && typeof buy === 'object' && 'quantity' in buy) {
    const { quantity, unit } = buy as { quantity?: unknown; unit?: unknown };
    return {
      quantity: typeof quantity === 'number' ? quantity : null,
      unit: typeof unit === 'string' ? unit : null,
    };
  }
  if (typeof buy === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([\p{L}]+)?/u.exec(buy);
    if (match) return { quantity: Number(match[1]), unit: match[2] ?? null };
  }
  return { quantity: item.quantity, unit: item.unit };
}

/** Units of things bought whole: a fraction of one is not something a shop sells. */
const WHOLE_UNITS = new Set([
  'can',
  'jar',
  'pack',
  'package',
  'packet',
  'bag',
  'box',
  'bottle',
  'carton',
  'tub',
  'punnet',
  'sachet',
  'block',
  'bunch',
  'bulb',
  'head',
  'loaf',
]);

/** A fraction of a counted thing or of a pack ("0.5 Avocado", "0.5 can Coconut Milk"). */
export function isFractionOfWhole(item: ListItem): boolean {
  const { quantity, unit } = boughtAmount(item);
  if (quantity === null || Number.isInteger(quantity)) return false;
  return unit === null || WHOLE_UNITS.has(unit);
}

/** Every defect of one list, in item order; a repeated name counts once per extra line. */
export function findDefects(items: readonly ListItem[]): Defect[] {
  const defects: Defect[] = [];
  const seen = new Map<string, string>();
  for (const item of items) {
    const name = item.ingredient;
    const lines = item.lines ?? [];
    const loose = looseName(name);
    const before = seen.get(loose);
    if (before !== undefined)
      defects.push({ kind: 'sameThingTwice', item: name, why: `also '${before}'`, lines });
    else seen.set(loose, name);
    if (isTapWater(name)) defects.push({ kind: 'water', item: name, why: 'tap water', lines });
    const junk = junkReason(name);
    if (junk !== null) defects.push({ kind: 'junkOrUnitInName', item: name, why: junk, lines });
    if (isFractionOfWhole(item))
      defects.push({
        kind: 'fractionOfWhole',
        item: `${item.displayQuantity ?? item.quantity} ${name}`,
        why: 'a fraction of a thing bought whole',
        lines,
      });
  }
  return defects;
}

/**
 * Pairs worth a look, not counted: a plain name beside a longer name ending in it ("Milk" and
 * "Whole Milk"). Some are one thing, some are two products ("Milk" and "Coconut Milk").
 */
export function plainAndVarietyPairs(items: readonly ListItem[]): string[] {
  const names = [...new Set(items.map((item) => looseName(item.ingredient)))];
  const pairs: string[] = [];
  for (const plain of names) {
    for (const other of names) {
      if (other !== plain && other.endsWith(` ${plain}`)) pairs.push(`${plain} | ${other}`);
    }
  }
  return pairs;
}
