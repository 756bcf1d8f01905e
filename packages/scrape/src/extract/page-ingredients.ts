/**
 * Structured ingredients checked against the page's own list. Some sites' structured data says
 * less than their page: bare names without amounts, the whole list as one line, or only the
 * first group. When the page's lines say the same and more, they are taken instead.
 */
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './clean-text.ts';
import { isGroupHeading } from './ingredient-groups.ts';
import { shortText } from './dom-search.ts';
import { markupIngredients } from './markup-ingredients.ts';
import { isContent } from './visible-content.ts';

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
export function fullerListOnPage(
  $: CheerioAPI,
  lines: readonly string[],
  listed: readonly string[] = markupIngredients($),
): string[] | undefined {
  const items = listed.filter((line) => !isGroupHeading(line));
  if (items.length <= lines.length) return undefined;
  const prefix = lines.every((line, index) => squash(line) === squash(items[index]!));
  const added = items.slice(lines.length);
  const amounts = added.filter((line) => /\d/.test(line)).length;
  return prefix && amounts * 2 > added.length ? [...listed] : undefined;
}

/** A group's title as a line: a capital first, no figure (½ too), no comma or stop. */
const TITLE_LIKE = /^(?!.*[\p{N},.;])(?:\p{Lu}|\p{Lo})/u;

/**
 * The page's lines when the structured list is the same list with its groups' titles written as
 * lines ("Yoghurt and Ouzo Dressing" among the lines, where the page shows it as the title over
 * the dressing's lines): line for line the page's list, each title where the page has one, so the
 * titles become groups (`splitIngredientGroups`) rather than ingredients. A title is a line of no
 * figure; the page must say it is a title (its list reads it as one), and every other line must
 * be the page's, so a bare "Salt" the page lists as a line stays a line.
 */
export function titlesAsOnPage(
  lines: readonly string[],
  listed: readonly string[],
): string[] | undefined {
  if (lines.length !== listed.length) return undefined;
  let titles = 0;
  for (const [index, line] of lines.entries()) {
    const own = listed[index]!;
    if (squash(line) !== squash(own)) return undefined;
    if (!isGroupHeading(own) || isGroupHeading(line)) continue;
    // The page's reading must be a title's, or it is not trusted at all: "large handful parsley,
    // stalks chopped" or a last "grated parmesan to serve" read as titles are lines it misread.
    const next = listed[index + 1];
    if (!TITLE_LIKE.test(line) || next === undefined || isGroupHeading(next)) return undefined;
    titles += 1;
  }
  return titles > 0 ? [...listed] : undefined;
}

/**
 * Elements that title a group of ingredients: headings, and blocks whose class names a title,
 * within (or themselves) an element whose class names the ingredients.
 */
const GROUP_TITLES = ['h2', 'h3', 'h4', 'h5', 'h6', '[class*="title" i]', '[class*="heading" i]']
  .flatMap((title) => [`[class*="ingredient" i] ${title}`, `${title}[class*="ingredient" i]`])
  .join(', ');

/**
 * Whether the structured lines are only the titles of the page's ingredient groups ("Décor",
 * "Biscuit Joconde" where the page lists each group's lines under an `<h2>`): then the page's
 * lines are the ingredients. A line with a number is never a title.
 */
export function onlyGroupTitles($: CheerioAPI, lines: readonly string[]): boolean {
  if (lines.length === 0 || lines.some((line) => line.length > 60 || /\d/.test(line))) {
    return false;
  }
  const titles = new Set(
    $(GROUP_TITLES)
      .not('script, style, body, html')
      .toArray()
      .filter((element) => isContent($, element))
      .map((element) => squash(shortText(element, 60) ?? ''))
      .filter(Boolean),
  );
  return lines.every((line) => titles.has(squash(line)));
}
