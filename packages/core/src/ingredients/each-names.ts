/**
 * The things one amount is each of: "½ bunch each oregano, rosemary, thyme, sage, parsley" is half
 * a bunch of oregano, half a bunch of rosemary, and so on, five things to buy and to weigh, where
 * the parser reads one name holding all five (its `each` flag says the amount is every one's).
 */
import { isHeadDescriber } from './extract-name.ts';
import type { ParsedIngredient } from './parsed-ingredient.ts';

/** "oregano or thyme", "parsley and/or chives", "basil/mint": one of them, not each. */
const CHOICE = /\bor\b|\//i;
/** The joins of a list: commas, and "and" or "&" before the last (with or without a comma). */
const LIST_JOIN = /\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/i;

const isDescriber = (word: string): boolean => isHeadDescriber(word.toLowerCase());

/**
 * The names a line's amount is each of ("2 tbsp each parsley and chives" → parsley, chives), or
 * null when the line did not say "each", names one thing, or offers a choice ("1 tbsp each
 * oregano or thyme": one of them is bought, at that amount). Never throws.
 */
export function namesOfEach(
  parsed: Pick<ParsedIngredient, 'name' | 'each' | 'original'>,
  isFood?: (name: string) => boolean,
): readonly string[] | null {
  if (parsed.each !== true || CHOICE.test(parsed.name)) return null;
  const names = parsed.name
    .split(LIST_JOIN)
    .flatMap((name) => listedDescribers(name.trim(), parsed.original))
    .filter((name) => name !== '');
  if (names.length < 2) return null;
  return withSharedProduct(withSharedForm(withSharedHead(names)), isFood);
}

/** Forms a first name opens with that hold for the names after it. */
const SHARED_FORM = /^(ground|dried|fresh|frozen)\s+\S/i;

/**
 * "ground cumin and coriander", "dried oregano and basil": a form the first name opens with is
 * every later name's too, when that name is a word or two that opens with no describing word of
 * its own (the coriander is ground coriander, not the fresh herb). "Smoked" is not shared:
 * "smoked paprika and cumin" is plain cumin.
 */
function withSharedForm(names: string[]): string[] {
  const form = SHARED_FORM.exec(names[0] ?? '')?.[1]?.toLowerCase();
  if (form === undefined) return names;
  return names.map((name, index) => {
    const words = name.split(/\s+/);
    if (index === 0 || words.length > 2 || isDescriber(words[0] ?? '')) return name;
    return `${form} ${name}`;
  });
}

/**
 * "lemon and lime juice", "cumin and coriander seeds": a one-word name before a last name of more
 * words, which opens with a thing ("lime"), shares what follows it ("juice") when `isFood` says
 * the two together are a food ("lemon juice"); "salt and black pepper" or "sugar and lemon juice"
 * share nothing, "salt pepper" and "sugar juice" being no food. Without `isFood`, nothing.
 */
function withSharedProduct(
  names: string[],
  isFood: ((name: string) => boolean) | undefined,
): string[] {
  const last = (names.at(-1) ?? '').split(/\s+/);
  if (isFood === undefined || last.length < 2 || isDescriber(last[0] ?? '')) return names;
  const product = last.slice(1).join(' ');
  return names.map((name, index) =>
    index < names.length - 1 &&
    !/\s/.test(name) &&
    !isDescriber(name) &&
    isFood(`${name} ${product}`)
      ? `${name} ${product}`
      : name,
  );
}

/**
 * "red green" where the line wrote "red, green, and yellow peppers": describing words the line
 * listed with commas (which the name reads as one thing's, "ripe, juicy pears") are one name each.
 */
function listedDescribers(name: string, original: string): string[] {
  const words = name.split(/\s+/);
  if (words.length < 2 || !words.every(isDescriber)) return [name];
  const listed = new RegExp(words.map(escapeRegExp).join('\\s*,\\s*'), 'i');
  return listed.test(original) ? words : [name];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "red and green peppers", "light and dark brown sugar": a name of describing words only, before
 * a last name that opens with a describing word too, is the thing after that word ("red peppers",
 * "light brown sugar"). A last name that opens with a thing ("sweet and chilli sauce") shares
 * nothing.
 */
function withSharedHead(names: string[]): string[] {
  const last = (names.at(-1) ?? '').split(/\s+/);
  // Only the first word is the last name's own: "yellow sweet peppers" shares "sweet peppers".
  if (last.length < 2 || !isDescriber(last[0] ?? '')) return names;
  const head = last.slice(1).join(' ');
  return names.map((name, index) =>
    index < names.length - 1 && name.split(/\s+/).every(isDescriber) ? `${name} ${head}` : name,
  );
}
