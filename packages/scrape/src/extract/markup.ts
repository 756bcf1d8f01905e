/**
 * The last resort when a page has no structured data: its own markup. Common recipe-card
 * plugins' class names first (WP Recipe Maker, Tasty, Mediavine Create and similar "ingredient"
 * and "instruction" lists), then lists and paragraphs under headings that read Ingredients /
 * Method (in the languages of our users' favourite sites).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from './clean-text.ts';

const INGREDIENT_HEADING =
  /^(?:the\s+)?(?:ingredients?|ingredienser|ingrediënten|ingredientes|ingredienti|ingrédients|zutaten|składniki|suroviny|ainekset|hozzávalók)\b/i;
const METHOD_HEADING =
  /^(?:the\s+)?(?:method|instructions?|directions?|preparation|steps|how to make( it)?|zubereitung|anleitung|préparation|bereiding(swijze)?|preparación|elaboración|modo de preparo|preparo|procedimento|preparazione|gör så här|instruktioner|tillagning|fremgangsmåde|sposób przygotowania|postup|valmistus|elkészítés)\b/i;

const INGREDIENT_SELECTORS = [
  '.wprm-recipe-ingredient',
  '.tasty-recipes-ingredients li',
  '.mv-create-ingredients li',
  '.wpzoom-rcb-ingredients li, .ingredients-list li',
  '[class*="ingredient"] li',
];
const STEP_SELECTORS = [
  '.wprm-recipe-instruction-text',
  '.tasty-recipes-instructions li',
  '.mv-create-instructions li',
  '.wpzoom-rcb-direction, .direction-step',
  '[class*="instruction"] li, [class*="direction"] li, [class*="method"] li, [class*="preparation"] li',
];

const texts = ($: CheerioAPI, elements: Cheerio<AnyNode>) =>
  elements
    .toArray()
    .map((element) => cleanText($(element).text()))
    .filter((text) => text.length > 0 && text.length < 2000);

function bySelectors($: CheerioAPI, selectors: readonly string[]): string[] {
  for (const selector of selectors) {
    const found = texts($, $(selector));
    if (found.length >= 2) return found;
  }
  return [];
}

/** Lines under the first heading matching `pattern`: its following lists, else paragraphs. */
function underHeading($: CheerioAPI, pattern: RegExp, prefer: 'li' | 'p'): string[] {
  const headings = $('h1, h2, h3, h4, h5, h6, strong, b, dt, .title').filter((_index, element) =>
    pattern.test(cleanText($(element).text())),
  );
  for (const heading of headings.toArray()) {
    // Climb until the heading's container has siblings after it, then read until the next heading.
    let anchor = $(heading);
    while (
      anchor.nextAll().length === 0 &&
      anchor.parent().length &&
      anchor.parent().is(':not(body)')
    ) {
      anchor = anchor.parent();
    }
    const following = anchor.nextUntil('h1, h2, h3, h4, h5, h6');
    const items = texts($, following.find('li').add(following.filter('li')));
    if (items.length >= 1 && prefer === 'li') return items;
    const paragraphs = texts($, following.filter('p').add(following.find('p')));
    if (prefer === 'p' && paragraphs.length) return items.length ? items : paragraphs;
    if (items.length) return items;
    if (paragraphs.length) return paragraphs;
  }
  return [];
}

/** A title without its " | Site name" tail. */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|│–—-]\s+/);
  return parts.length > 1 && parts[0]!.length >= 3 ? parts[0]! : title;
}

/** The page's title: the first h1, else og:title or `<title>` without the site's name. */
export function markupTitle($: CheerioAPI): string {
  const h1 = cleanText($('h1').first().text());
  if (h1 && h1.length <= 150) return h1;
  const candidates = [$('meta[property="og:title"]').attr('content'), $('title').first().text()];
  const title = candidates.map(cleanText).find(Boolean) ?? '';
  return withoutSiteName(title);
}

/** Ingredient lines from the page's markup. */
export function markupIngredients($: CheerioAPI): string[] {
  const plugin = bySelectors($, INGREDIENT_SELECTORS);
  return plugin.length ? plugin : underHeading($, INGREDIENT_HEADING, 'li');
}

/** Method steps from the page's markup. */
export function markupInstructions($: CheerioAPI): string[] {
  const plugin = bySelectors($, STEP_SELECTORS);
  return plugin.length ? plugin : underHeading($, METHOD_HEADING, 'p');
}

/** The page's main image: og:image, else twitter:image. */
export function markupImage($: CheerioAPI): string | undefined {
  return (
    $('meta[property="og:image"]').attr('content') ??
    $('meta[name="twitter:image"]').attr('content') ??
    undefined
  );
}

/** The page's description meta. */
export function markupDescription($: CheerioAPI): string {
  return cleanText(
    $('meta[property="og:description"]').attr('content') ??
      $('meta[name="description"]').attr('content') ??
      '',
  );
}
