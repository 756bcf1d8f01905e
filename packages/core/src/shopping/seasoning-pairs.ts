/**
 * "Salt and black pepper" is one line in a recipe but two things on a shopping list. A name made
 * of two seasonings joined by 'and' or '&' ("salt & pepper", "sea salt and black pepper") is split
 * into its items, so the list has Salt and Black Pepper once each, beside any plain 'salt' line.
 * Only known seasonings split: "oil and vinegar" or "salt and sugar" stay as written. A list after
 * salt ("Salt, pepper, and nutmeg") splits the same way when every item is a salt, a pepper or a
 * ground spice.
 */
import { namesOfEach } from '../ingredients/each-names.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { collapseSpaces } from '../ingredients/text.ts';

/** Salts: salt, sea salt, rock salt, table salt, kosher salt, flaky sea salt, sea salt flakes… */
const SALT =
  /^(?:(?:flaky|fine|coarse)\s+)?(?:(?:sea|rock|table|kosher|pink himalayan|himalayan)\s+)?salt(?:\s+flakes?)?$/;

/** Peppers as a seasoning: pepper, black pepper, white pepper, (ground, cracked) black pepper. */
const PEPPER =
  /^(?:(?:fresh|freshly|coarsely|finely)\s+)?(?:(?:ground|cracked|crushed|milled)\s+)?(?:(black|white)\s+)?pepper$/;

const JOINER = /\s+(?:and|&)\s+/;
/** The joins of a list: commas, perhaps with "and" after the last one, or "and" alone. */
const LIST_JOINER = /\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/;

/** Ground or dried spices listed with salt and pepper ("salt, pepper, and nutmeg"). */
const SPICE =
  /^(?:(?:ground|grated|smoked|sweet|hot|dried)\s+)?(?:nutmeg|mace|cayenne(?:\s+pepper)?|paprika|cumin|allspice|cinnamon|cloves|garlic\s+powder|onion\s+powder|chill?i\s+(?:powder|flakes)|red\s+pepper\s+flakes|(?:black|white)\s+peppercorns)$/;
const AND_ANY_CASE = /and/i;

/**
 * One side of a pair as the item to buy: a salt as written, a pepper by its colour ("pepper"
 * beside salt is black pepper in a UK recipe; "ground"/"cracked" is how it is used, not bought).
 */
function seasoningItem(side: string): string | null {
  if (SALT.test(side)) return side;
  const pepper = PEPPER.exec(side);
  if (pepper !== null) return `${pepper[1] ?? 'black'} pepper`;
  return null;
}

/**
 * The items of a seasoning pair ("salt and black pepper" → ["salt", "black pepper"]), or null when
 * the name is not two known seasonings joined by 'and' or '&'. Lower case; never throws.
 */
export function splitSeasoningPair(name: string): readonly string[] | null {
  // Most names have no joiner at all: no need to copy them in lower case, tidy and split them.
  // Only "a", "n" and "d" themselves lower-case to those letters, so the name holds "and" in some
  // case exactly when its lower case holds "and".
  if (name.includes(',')) return splitSeasoningList(name);
  if (!name.includes('&') && !AND_ANY_CASE.test(name)) return null;
  const lower = name.toLowerCase();
  const sides = collapseSpaces(lower).trim().split(JOINER);
  if (sides.length !== 2) return null;
  // Two sides read one by one and an array literal, not `map`, `some` and a spread of a Set: the
  // optimised spread made arrays of another kind than the interpreter's, and the function that
  // read them (placeEachThing) was thrown away and compiled again.
  const first = seasoningItem(sides[0] ?? '');
  const second = seasoningItem(sides[1] ?? '');
  if (first === null || second === null) return null;
  return first === second ? [first] : [first, second];
}

/**
 * The items of a list that starts with a salt ("Salt, pepper, and nutmeg" → ["salt", "black
 * pepper", "nutmeg"]), or null unless every item is a salt, a pepper or a ground spice (`SPICE`).
 */
function splitSeasoningList(name: string): readonly string[] | null {
  const sides = collapseSpaces(name.toLowerCase()).trim().split(LIST_JOINER);
  if (sides.length < 2 || !SALT.test(sides[0] ?? '')) return null;
  const items: string[] = [];
  for (const side of sides) {
    const item = seasoningItem(side) ?? (SPICE.test(side) ? side : null);
    if (item === null) return null;
    if (!items.includes(item)) items.push(item);
  }
  return items;
}

/**
 * The things a line names when it names more than one, as the list, the pantry, nutrition and cook
 * mode all read them: a seasoning pair ("salt and pepper to taste": salt, black pepper), else the
 * names its amount is each of (`namesOfEach`); null for a line of one thing.
 */
export function namesOfThings(
  parsed: Pick<ParsedIngredient, 'name' | 'each' | 'original'>,
  isFood?: (name: string) => boolean,
): readonly string[] | null {
  return splitSeasoningPair(parsed.name) ?? namesOfEach(parsed, isFood);
}
