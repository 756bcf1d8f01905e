/**
 * schema.org Recipe in microdata (`itemtype=".../Recipe"`, `itemprop=...`), read into the same
 * node shape as JSON-LD so one mapper serves both. Nested items (`itemscope` inside the recipe:
 * steps, authors, images) become nested nodes.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { SchemaNode } from './json-ld.ts';
import { shownUrl } from './page-image.ts';

function propertyValue($: CheerioAPI, element: Cheerio<Element>): unknown {
  if (element.attr('itemscope') !== undefined) return readItem($, element);
  const tag = (element.prop('tagName') ?? '').toLowerCase();
  const content = element.attr('content');
  if (content !== undefined) return content;
  // A lazy-loaded image: the URL its loader will show, not the stand-in in its `src`.
  if (tag === 'img') return shownUrl(element) ?? '';
  if (tag === 'source') return element.attr('src') ?? element.attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return element.attr('href') ?? '';
  if (tag === 'time') return element.attr('datetime') ?? element.text();
  if (tag === 'meta') return '';
  // Keep step boundaries: the innermost list items, paragraphs and headings inside one property
  // become lines; the page's own line wrapping inside them does not.
  const parts = element
    .find('li, p, h1, h2, h3, h4, h5, h6')
    .filter((_index, part) => $(part).find('li, p').length === 0);
  if (parts.length > 1) {
    return parts
      .toArray()
      .map((part) => collapse($(part).text()))
      .filter(Boolean)
      .join('\n');
  }
  const withBreaks = element.clone();
  withBreaks.find('br').replaceWith('\n');
  return withBreaks.text().split('\n').map(collapse).filter(Boolean).join('\n');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One item's properties; a property given several times becomes an array. */
function readItem($: CheerioAPI, scope: Cheerio<Element>): SchemaNode {
  const type = (scope.attr('itemtype') ?? '').trim().split(/\s+/);
  const node: SchemaNode = { '@type': type.map((entry) => entry.replace(/^.*\//, '')) };
  const visit = (parent: Cheerio<Element>) => {
    parent.children().each((_index, child) => {
      const element = $(child);
      const names = (element.attr('itemprop') ?? '').trim().split(/\s+/).filter(Boolean);
      for (const name of names) {
        const value = propertyValue($, element);
        const existing = node[name];
        if (existing === undefined) node[name] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else node[name] = [existing, value];
      }
      // A nested item owns the properties inside it.
      if (element.attr('itemscope') === undefined) visit(element);
    });
  };
  visit(scope);
  return node;
}

/** The page's microdata Recipe, if any. */
export function findMicrodataRecipe($: CheerioAPI): SchemaNode | undefined {
  const scope = $('[itemscope][itemtype]')
    .filter((_index, element) => /schema\.org\/Recipe\b/i.test($(element).attr('itemtype') ?? ''))
    .first();
  return scope.length ? readItem($, scope) : undefined;
}
