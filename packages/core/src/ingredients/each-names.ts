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
): readonly string[] | null {
  if (parsed.each !== true || CHOICE.test(parsed.name)) return null;
  const names = parsed.name
    .split(LIST_JOIN)
    .flatMap((name) => listedDescribers(name.trim(), parsed.original))
    .filter((name) => name !== '');
  return names.length > 1 ? withSharedHead(names) : null;
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
