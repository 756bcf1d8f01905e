/**
 * A recipe's title and description from its markup: the name on its recipe card, its headline, or
 * the page's own title without the site's name.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanText } from './clean-text.ts';
import { closestIn, holds, matching } from './dom-search.ts';
import { isContent } from './visible-content.ts';

/** A title without its " | Site name" tail. */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|│–—-]\s+/);
  return parts.length > 1 && parts[0]!.length >= 3 ? parts[0]! : title;
}

/**
 * A class word that names a recipe card's title: `wprm-recipe-name`, `tasty-recipes-title`,
 * `mv-create-title`, `recipe-title`, `recipeName`, after one word at most (the plugin's prefix;
 * not `recipe-more-recipes-title`). A card plugin writes the page's structured name from it, and
 * it is often shorter than the post's headline ("Grilled Scallops" under "Grilled Scallops with
 * Lemon and Herbs").
 */
const CARD_TITLE_CLASS =
  /^(?:[a-z\d]+[-_])?(?:recipes?[-_]?(?:card[-_]?)?(?:name|title)|create[-_]title)$/i;

/**
 * The name on the page's recipe card: the text of the elements classed as one (`CARD_TITLE_CLASS`)
 * when they all say the same (a print copy may repeat it). Several names are a list of other
 * recipes' cards, not this recipe's.
 */
function cardTitle($: CheerioAPI): string | undefined {
  let title: string | undefined;
  for (const element of $('[class]').toArray()) {
    const classes = (element as Element).attribs.class!.split(/\s+/);
    if (!classes.some((word) => CARD_TITLE_CLASS.test(word))) continue;
    // A linked name is another recipe's card (the next recipe, a related one).
    if (!isContent($, element) || closestIn(element, matching($, 'a[href]'))) continue;
    if (holds($(element), 'a[href]')) continue;
    const text = cleanText($(element).text());
    if (!text) continue;
    if (title !== undefined && text !== title) return undefined;
    title = text;
  }
  return title && title.length <= 150 ? title : undefined;
}

/**
 * The page's title: the name on its recipe card, else the first h1, else og:title or `<title>`
 * without the site's name.
 */
export function markupTitle($: CheerioAPI): string {
  const card = cardTitle($);
  if (card) return card;
  const h1 = cleanText($('h1').first().text());
  if (h1 && h1.length <= 150) return h1;
  const candidates = [$('meta[property="og:title"]').attr('content'), $('title').first().text()];
  const title = candidates.map(cleanText).find(Boolean) ?? '';
  return withoutSiteName(title);
}

/** The page's description meta. */
export function markupDescription($: CheerioAPI): string {
  return cleanText(
    $('meta[property="og:description"]').attr('content') ??
      $('meta[name="description"]').attr('content') ??
      '',
  );
}
