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

/** A text's words of three letters or more, in lower case. */
const wordsOf = (text: string) =>
  new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? ([] as string[]));

/** How many words of `text` the page's own title (`named`) holds. */
const sharedWords = (text: string, named: ReadonlySet<string>) =>
  [...wordsOf(text)].filter((word) => named.has(word)).length;

/**
 * The page's title: the name on its recipe card, else the first h1, else og:title or `<title>`
 * without the site's name. A page with several h1s may give one to each box of its layout (a
 * shopping list's "HANDLELISTE", a newsletter form's "Subscribe", "More Cookies Recipes" under the
 * post): when the first shares no word with the page's own title, the h1 that shares the most (and
 * most of its own words) is the recipe's headline, else that title is.
 */
export function markupTitle($: CheerioAPI): string {
  const card = cardTitle($);
  if (card) return card;
  const candidates = [$('meta[property="og:title"]').attr('content'), $('title').first().text()];
  const named = withoutSiteName(candidates.map(cleanText).find(Boolean) ?? '');
  const h1 = cleanText($('h1').first().text());
  const headlines = $('h1')
    .toArray()
    .map((element) => cleanText($(element).text()))
    .filter((text) => text && text.length <= 150);
  const namedWords = wordsOf(named);
  if (h1 && headlines.length >= 2 && namedWords.size && !sharedWords(h1, namedWords)) {
    let best = '';
    let most = 0;
    for (const text of headlines) {
      // Most of its own words: "More Cookies Recipes" shares one word of a cookie recipe's title.
      const shared = sharedWords(text, namedWords);
      if (shared > most && shared * 2 >= wordsOf(text).size) [best, most] = [text, shared];
    }
    return best || named;
  }
  if (h1 && h1.length <= 150) return headlineOrNamed(h1, named);
  return named;
}

/** A word that opens the part of a dish's name that lists its sides ("… with Broccoli Beet Mix"). */
const SIDES_WORD = /^(?:with|avec|mit|con|com|and|et|und|&)\s/i;

/**
 * The headline, or the page's own title where that says the same more fully or more plainly. A
 * headline that ends with that title after words of its own carries a badge before the name
 * ("THERMOMIX ® REZEPT 1 Italienischer Nudelsalat" under the title "Italienischer Nudelsalat"); a
 * headline that is the start of that title, the rest naming the sides ("Tofu Mixed Greens Salad"
 * under "Tofu Mixed Greens Salad with Broccoli Beet Mix & Carrot Ginger Dressing"), is shortened
 * by the layout (the sides in a line of smaller print), and the title names the whole dish.
 */
function headlineOrNamed(h1: string, named: string): string {
  const headline = h1.toLowerCase();
  const title = named.toLowerCase();
  if (!title || title === headline) return h1;
  if (headline.endsWith(` ${title}`) && wordsOf(named).size >= 2) return named;
  if (title.startsWith(`${headline} `) && SIDES_WORD.test(named.slice(h1.length).trim())) {
    return named;
  }
  return h1;
}

/** The page's description meta. */
export function markupDescription($: CheerioAPI): string {
  return cleanText(
    $('meta[property="og:description"]').attr('content') ??
      $('meta[name="description"]').attr('content') ??
      '',
  );
}
