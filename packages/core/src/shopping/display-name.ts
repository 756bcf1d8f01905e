/**
 * The name a UK shopper reads on the list. SPEC §5's synonyms (courgette→zucchini,
 * aubergine→eggplant, coriander→cilantro, spring onion→scallion, passata→tomato puree,
 * garlic→garlic cloves) and its plurals define the merge name, and so the item's key (SPEC §3),
 * which is stored as the 'already owned' mark and must not change with the wording or the
 * quantity. PRODUCT.md asks for UK English in the interface, so this module only chooses what is
 * displayed for that name, in one place:
 *
 * - the UK name for a SPEC canonical name ("zucchini" → "courgettes", "cilantro" → "coriander");
 * - where the SPEC merges two different UK products under one name (passata and tomato purée are
 *   both "tomato puree"), the name the recipe wrote ("passata");
 * - a counted thing numbered by its quantity: one or less is singular ("Avocado",
 *   "0.5 Cucumber"), otherwise plural ("2 Bay Leaves").
 */
import { pluralWord, singularName, singularWord } from '../ingredients/plural.ts';
import { memoiseFromFirst } from '../memo.ts';
import { isCountableName } from './normalise-name.ts';

/** UK names for SPEC §5's canonical names, singular (the numbering adds the plural). */
export const UK_DISPLAY_NAMES: ReadonlyMap<string, string> = new Map([
  ['zucchini', 'courgette'],
  ['eggplant', 'aubergine'],
  ['cilantro', 'coriander'],
  ['scallion', 'spring onion'],
  ['tomato puree', 'tomato purée'],
]);

/**
 * Written names shown as written although a SPEC synonym merged them into another name: passata
 * (sieved tomatoes, sold by the carton) is not tomato purée (the paste, sold in a tube).
 */
const WRITTEN_NAMES_SHOWN: ReadonlySet<string> = new Set(['passata']);

/** The table's rows with the word-boundary suffix each canonical name matches at the end. */
const UK_NAME_ROWS = [...UK_DISPLAY_NAMES].map(([canonical, uk]) => ({
  canonical,
  uk,
  suffix: ` ${canonical}`,
}));

const lastWord = (name: string): string => name.slice(name.lastIndexOf(' ') + 1);

/** The last words of the table's canonical names ('zucchini', 'puree'): any match ends in one. */
const CANONICAL_LAST_WORDS: ReadonlySet<string> = new Set(
  [...UK_DISPLAY_NAMES.keys()].map(lastWord),
);

/**
 * The UK form of a canonical name's last words, if the table has one ("baby zucchini"). Every
 * line's name comes here, and names repeat: each is worked out once.
 */
const ukName = memoiseFromFirst((name: string): string | null => {
  // Most names end in another word: only the last word is made singular to find that out.
  if (!CANONICAL_LAST_WORDS.has(singularWord(lastWord(name)))) return null;
  const singular = singularName(name);
  for (const { canonical, uk, suffix } of UK_NAME_ROWS) {
    if (singular === canonical) return uk;
    if (singular.endsWith(suffix)) return `${singular.slice(0, -canonical.length)}${uk}`;
  }
  return null;
});

/**
 * The display name of one line before numbering, lower case: the UK name for the merge name,
 * or the written name where the SPEC merged two products (`synonymOf`, from
 * `normaliseIngredient`).
 */
export function displayBaseName(name: string, synonymOf: string | null = null): string {
  if (synonymOf !== null && WRITTEN_NAMES_SHOWN.has(synonymOf)) return synonymOf;
  return ukName(name) ?? name;
}

/**
 * A counted name numbered by its quantity: singular for one or less of a thing with no unit
 * ("1 ripe avocado" → "avocado", "½ cucumber" → "cucumber"), plural otherwise ("onions",
 * "500 g courgettes"). Names that are not counted (see `isCountableName`) are left as they are.
 */
export function numberName(name: string, quantity: number | null, unit: string | null): string {
  if (!isCountableName(name)) return name;
  const words = name.split(' ');
  const last = singularWord(words.pop() ?? '');
  const single = unit === null && quantity !== null && quantity <= 1;
  return [...words, single ? last : pluralWord(last)].join(' ');
}

/**
 * The display name of a merged item, lower case: each distinct base name (usually one) numbered
 * by the item's quantity, joined with ' / ' when the SPEC merged two products with one unit.
 */
export function itemDisplayName(
  baseNames: readonly string[],
  quantity: number | null,
  unit: string | null,
): string {
  return distinctNames(baseNames)
    .map((base) => numberName(base, quantity, unit))
    .join(' / ');
}

/**
 * Whether own items typed with no amount name their thing in the singular ("Kitchen roll",
 * "egg"): some typed line has the singular last word of a display name as a word and none has
 * its plural. The list shows such a line as typed ("Kitchen Roll"), not as the SPEC's plural of a
 * recipe's unmeasured line ("Kitchen Rolls"); a name typed otherwise (a UK synonym) stays plural.
 */
export function typedSingular(baseNames: readonly string[], lines: readonly string[]): boolean {
  const typed = new Set(
    lines.flatMap((line) => line.toLowerCase().match(/[a-z\u00c0-\u024f]+/g) ?? []),
  );
  return baseNames.some((base) => {
    if (!isCountableName(base)) return false;
    const singular = singularWord(lastWord(base));
    return typed.has(singular) && !typed.has(pluralWord(singular));
  });
}

/** A base name as compared for display: hyphens as spaces, last word singular. */
const spellingKey = (name: string): string => singularName(name.replace(/-/g, ' '));

/**
 * The base names that differ other than in spelling, sorted: "all-purpose flour" and "all
 * purpose flour" are one (the hyphenated one is kept), as are "lentil" and "lentils" (the
 * longer is kept).
 */
function distinctNames(baseNames: readonly string[]): string[] {
  if (baseNames.length === 1) return [...baseNames];
  const byKey = new Map<string, string>();
  for (const name of [...baseNames].sort()) {
    const key = spellingKey(name);
    const kept = byKey.get(key);
    const better =
      kept === undefined ||
      (!kept.includes('-') && name.includes('-')) ||
      (kept.includes('-') === name.includes('-') && name.length > kept.length);
    if (better) byKey.set(key, name);
  }
  return [...byKey.values()].sort();
}
