/**
 * Structured ingredients checked against the page's own list. Some sites' structured data says
 * less than their page: bare names without amounts, the whole list as one line, or only the
 * first group. When the page's lines say the same and more, they are taken instead.
 */
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './clean-text.ts';
import { isGroupHeading } from './ingredient-groups.ts';
import { isContent, markupIngredients } from './markup.ts';

/** Text without case, spacing or punctuation, for finding one line inside another. */
const squash = (text: string) => text.toLowerCase().replace(/[\p{P}\p{S}\s]/gu, '');

/** Whether `lines` are `names` in order, each with more said (an amount), most with a number. */
function addsAmounts(lines: readonly string[], names: readonly string[]): boolean {
  if (lines.length !== names.length) return false;
  const each = lines.every((line, index) => {
    const name = squash(names[index]!);
    return squash(line).includes(name) && squash(line).length > name.length;
  });
  return each && lines.filter((line) => /\d/.test(line)).length * 2 >= lines.length;
}

/**
 * The page's own ingredient lines when the structured data lists bare names ("Tequila" where the
 * page shows "4 cl Tequila"): the page's ingredient list if it matches them line for line, else a
 * run of list items that does. Undefined when the page offers no such lines.
 */
export function ingredientsWithAmounts(
  $: CheerioAPI,
  names: readonly string[],
): string[] | undefined {
  const listed = markupIngredients($);
  if (addsAmounts(listed, names)) return listed;
  const items = $('li')
    .toArray()
    .filter((element) => isContent($, element))
    .map((element) => cleanText($(element).text()));
  for (let start = 0; start + names.length <= items.length; start += 1) {
    const run = items.slice(start, start + names.length);
    if (addsAmounts(run, names)) return run;
  }
  return undefined;
}

/**
 * The page's ingredient lines when the structured data gives the whole list as one line ("125ml
 * milk, 1 tsp vinegar, …"): the page's list if its lines, joined, are that line. Commas alone
 * cannot split it, as one ingredient often holds a comma ("1 onion, chopped").
 */
export function ingredientsSplitOnPage($: CheerioAPI, line: string): string[] | undefined {
  const listed = markupIngredients($);
  return listed.length >= 2 && squash(listed.join('')) === squash(line) ? listed : undefined;
}

/**
 * The page's ingredient list when the structured list is only its start (some sites' structured
 * data stops after the first group): the page's lines, group titles included, or undefined. The
 * lines the page adds must read as ingredients, most with an amount, not as the buttons and
 * notes that follow a list ("Save to shopping list").
 */
export function fullerListOnPage($: CheerioAPI, lines: readonly string[]): string[] | undefined {
  const listed = markupIngredients($);
  const items = listed.filter((line) => !isGroupHeading(line));
  if (items.length <= lines.length) return undefined;
  const prefix = lines.every((line, index) => squash(line) === squash(items[index]!));
  const added = items.slice(lines.length);
  const amounts = added.filter((line) => /\d/.test(line)).length;
  return prefix && amounts * 2 > added.length ? listed : undefined;
}
