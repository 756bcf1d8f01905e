/**
 * The saved recipe pages cut into sets that say how the extractor does on pages unlike those its
 * rules were tuned on (issue 31):
 * - by site, into a tuning half and a held-out half (a hash of the site's name, so every page of
 *   a site falls in the same half and the cut never moves);
 * - pages with no structured Recipe at all (about one in ten), reported apart;
 * - every page that has structured data again with it taken out (its JSON-LD blocks and its
 *   microdata attributes), its expected values kept: hundreds of pages to read from markup alone.
 */
import { load } from 'cheerio';
import { findJsonLdRecipe, readJsonLd } from '../extract/json-ld.ts';
import { findMicrodataRecipe } from '../extract/microdata.ts';

export type Half = 'tune' | 'held-out';

/** FNV-1a over the site's name: a stable, even cut that no one chose site by site. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The half a site's pages belong to. */
export const siteHalf = (site: string): Half => (fnv1a(site) % 2 === 0 ? 'tune' : 'held-out');

/** Whether the page carries a schema.org Recipe in JSON-LD or microdata. */
export function hasStructuredRecipe(html: string): boolean {
  const $ = load(html);
  return findJsonLdRecipe(readJsonLd($)) !== undefined || findMicrodataRecipe($) !== undefined;
}

const JSON_LD_BLOCK = /<script\b[^>]*ld\+json[^>]*>[\s\S]*?<\/script\s*>/gi;
const MICRODATA_ATTRIBUTE =
  /\s(?:itemscope|itemtype|itemprop|itemid|itemref)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])/gi;

/**
 * The page as a site without structured data would serve it: no JSON-LD blocks and no microdata
 * attributes (`itemscope`, `itemtype`, `itemprop`, …). Everything a reader sees is kept, class
 * names and Open Graph tags included.
 */
export function stripStructuredData(html: string): string {
  return html
    .replace(JSON_LD_BLOCK, '')
    .replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(MICRODATA_ATTRIBUTE, ''));
}

/** Class and id values that name a recipe card or its parts, as its plugin writes them. */
const CARD_NAME_ATTRIBUTE =
  /\s(?:class|id)\s*=\s*(?:"[^"]*(?:recipe|ingred|instruct|direction|method|wprm|tasty|mv-create)[^"]*"|'[^']*(?:recipe|ingred|instruct|direction|method|wprm|tasty|mv-create)[^']*')/gi;

/**
 * The page with its structured data taken out (`stripStructuredData`) and, further, every class
 * or id that names a recipe card or its parts (`wprm-recipe-ingredient`, `ingredients`,
 * `recipe-instructions`, …): as a site with a theme of its own would serve it, read by headings
 * and by how its lists look alone. A harder set to tune the fallback rules on, not a measure of
 * any real site.
 */
export function stripCardClasses(html: string): string {
  return stripStructuredData(html).replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(CARD_NAME_ATTRIBUTE, ''),
  );
}

/** A share picture's tag: `og:image…` and `twitter:image…` meta tags, the `image_src` link. */
const SHARE_IMAGE_TAG =
  /<meta\b[^>]*\b(?:property|name)\s*=\s*["']?(?:og:image|twitter:image)[^>]*>|<link\b[^>]*\brel\s*=\s*["']?image_src[^>]*>/gi;

/**
 * The page with its structured data taken out (`stripStructuredData`) and its share pictures too
 * (`og:image`, `twitter:image`, `<link rel="image_src">`): the picture can then only be read from
 * the markup, as on a page whose share picture is missing or a logo. A set to tune the markup's
 * picture on (about one page in two names the data's picture there too), not a measure of any
 * real site.
 */
export function stripShareImages(html: string): string {
  return stripStructuredData(html).replace(SHARE_IMAGE_TAG, '');
}

/** An element's id, or its class, in quotes of either kind. */
const CLASS_OR_ID_ATTRIBUTE = /\s(class|id)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** Class words that hide an element from a reader (kept: what is hidden stays hidden). */
const HIDING_CLASS = /^(?:hidden|d-none|sr-only|screen-reader-text|.*visually-?hidden.*)$/i;

/**
 * The page with its structured data taken out (`stripStructuredData`) and every class and id as
 * well, but for the class words that hide an element (`hidden`, `sr-only`, …): a page read by its
 * tags, headings and text alone, as a site whose classes are a framework's utility names (or
 * hashed) would serve it. Harder than `stripCardClasses`; a set to tune on, not a measure.
 */
export function stripAllClasses(html: string): string {
  return stripStructuredData(html).replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(
      CLASS_OR_ID_ATTRIBUTE,
      (_attribute, name: string, double?: string, single?: string) => {
        if (name.toLowerCase() === 'id') return '';
        const hiding = (double ?? single ?? '')
          .split(/\s+/)
          .filter((word) => HIDING_CLASS.test(word));
        return hiding.length ? ` class="${hiding.join(' ')}"` : '';
      },
    ),
  );
}
