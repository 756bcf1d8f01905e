/**
 * A saved page's own reference for the folder and mirror sets (`bench/score-folder.ts`,
 * `bench/history-pages.ts`): its JSON-LD Recipe's (else its microdata's) ingredient lines, first
 * picture, name and canonical address.
 */
import { load } from 'cheerio';
import { findJsonLdRecipe, readJsonLd, type SchemaNode } from '../extract/json-ld.ts';
import { findMicrodataRecipe } from '../extract/microdata.ts';
import { canonicalOf } from './fresh-pages.ts';
import type { Expected } from './score-fixtures.ts';

/** A JSON-LD text value as a reader sees it: entities decoded, tags dropped, spaces collapsed. */
const plain = (value: unknown): string =>
  typeof value === 'string' ? load(`<p>${value}</p>`)('p').text().replace(/\s+/g, ' ').trim() : '';

/** The first picture URL of a JSON-LD `image` (a URL, an ImageObject or a list of either). */
function firstImage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const url = firstImage(entry);
      if (url) return url;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const node = value as SchemaNode;
    return firstImage(node.url) ?? firstImage(node.contentUrl);
  }
  return undefined;
}

/** The page's own reference from its JSON-LD Recipe, or undefined when it gives no lines. */
export function expectedFromPage(html: string): Expected | undefined {
  const $ = load(html);
  const found = findJsonLdRecipe(readJsonLd($))?.recipe;
  const fromJsonLd = found?.recipeIngredient;
  const microdata = Array.isArray(fromJsonLd) ? undefined : findMicrodataRecipe($);
  const recipe = microdata ?? found;
  const lines = microdata ? (microdata.recipeIngredient ?? microdata.ingredients) : fromJsonLd;
  if (!recipe || !Array.isArray(lines)) return undefined;
  const ingredients = lines.map(plain).filter(Boolean);
  if (ingredients.length < 2) return undefined;
  const canonical = canonicalOf($);
  return {
    title: plain(recipe.name),
    ingredients,
    image: firstImage(recipe.image),
    ...(canonical ? { canonical_url: canonical } : {}),
  };
}
