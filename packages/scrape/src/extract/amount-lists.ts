/**
 * Ingredient lists that nothing names, read by how they look: short items, most of them starting
 * with an amount, and the lists that continue one under short titles of their own.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { asTitle, texts } from './line-text.ts';
import { isContent } from './visible-content.ts';

/** The texts of a list's own items. */
const itemTexts = ($: CheerioAPI, list: AnyNode) =>
  $(list)
    .children('li')
    .toArray()
    .map((item) => cleanText($(item).text()));

/** Whether half the lines or more start with an amount. */
const mostlyStartWithAmounts = (lines: readonly string[]) =>
  lines.filter((line) => STARTS_WITH_AMOUNT.test(line)).length * 2 >= lines.length;

/** A list's items that mostly start with an amount. */
function mostlyAmounts($: CheerioAPI, list: AnyNode): boolean {
  const lines = itemTexts($, list);
  return lines.length > 0 && mostlyStartWithAmounts(lines);
}

/**
 * The lines of a list of amounts and of the lists that continue it, each after a short title
 * ("Base porridge", list, "Garniture", list): the groups of a page that names none of them.
 * A list follows only its title or the list before it; anything else ends the groups.
 */
export function amountGroups($: CheerioAPI, first: AnyNode): string[] {
  const lines = texts($, $(first).children('li'));
  let title: string | undefined;
  for (const sibling of $(first).nextAll().toArray()) {
    const element = $(sibling);
    const text = cleanText(element.text());
    if (element.is('ul, ol')) {
      if (!isContent($, sibling) || !mostlyAmounts($, sibling)) break;
      if (title) lines.push(title);
      lines.push(...texts($, element.children('li')));
      title = undefined;
    } else if (text === '') {
      continue;
    } else if (
      title === undefined &&
      element.is('p, h2, h3, h4, h5, h6') &&
      text.length <= 40 &&
      !/\d/.test(text) &&
      text.split(/\s+/).length <= 5
    ) {
      title = asTitle(text);
    } else break;
  }
  return lines;
}

/** A line that starts with an amount: "2 eggs", "1/4 tsp. salt", "½ lemon", "250g flour". */
const STARTS_WITH_AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/u;

/**
 * The page's first list that reads as ingredients although nothing names it so, as on a blog
 * that writes "Recipe: Orange juice carrots", a list, then the method in paragraphs: three lines
 * or more, short, most of them starting with an amount.
 */
export function listOfAmounts($: CheerioAPI): AnyNode | undefined {
  return $('ul, ol')
    .toArray()
    .find((list) => {
      if (!isContent($, list)) return false;
      const lines = itemTexts($, list);
      if (lines.length < 3 || lines.some((line) => line.length === 0 || line.length > 150)) {
        return false;
      }
      return mostlyStartWithAmounts(lines);
    });
}
