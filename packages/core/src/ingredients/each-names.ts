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

/**
 * The names a line's amount is each of ("2 tbsp each parsley and chives" → parsley, chives), or
 * null when the line did not say "each", names one thing, or offers a choice ("1 tbsp each
 * oregano or thyme": one of them is bought, at that amount). Never throws.
 */
export function namesOfEach(
  parsed: Pick<ParsedIngredient, 'name' | 'each'>,
): readonly string[] | null {
  if (parsed.each !== true || CHOICE.test(parsed.name)) return null;
  const names = parsed.name
    .split(LIST_JOIN)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length > 1 ? withSharedHead(names) : null;
}

const isDescriber = (word: string): boolean => isHeadDescriber(word.toLowerCase());

/**
 * "red and green peppers", "light and dark brown sugar": a name of describing words only, before
 * a last name that opens with describing words too, is that name's thing ("red peppers", "light
 * brown sugar"). A last name that opens with a thing ("sweet and chilli sauce") shares nothing.
 */
function withSharedHead(names: string[]): string[] {
  const last = (names.at(-1) ?? '').split(/\s+/);
  let describers = 0;
  while (describers < last.length - 1 && isDescriber(last[describers] ?? '')) describers += 1;
  if (describers === 0) return names;
  const head = last.slice(describers).join(' ');
  return names.map((name, index) =>
    index < names.length - 1 && name.split(/\s+/).every(isDescriber) ? `${name} ${head}` : name,
  );
}
