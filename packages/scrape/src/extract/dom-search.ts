/**
 * Finding elements on a parsed page, fast enough for hostile pages: the elements matching a
 * selector found once per page, searches that do not compare every match with every other, and a
 * short element's text read without reading a long one's whole.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import { compile, selectAll, selectOne } from 'css-select';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './clean-text.ts';

/**
 * The elements of a page that match a selector, found once per page and selector: testing each
 * element against a selector (`closest`, `is`) parses the selector again on every call. Kept by
 * the page's `$` (one per page read): `$.root()` builds a new selection on every call, which
 * cost more than the lookup when asked for each line of a long list.
 */
const matchCache = new WeakMap<CheerioAPI, Map<string, Set<AnyNode>>>();
export function matching($: CheerioAPI, selector: string): Set<AnyNode> {
  let bySelector = matchCache.get($);
  if (!bySelector) matchCache.set($, (bySelector = new Map()));
  let found = bySelector.get(selector);
  if (!found) bySelector.set(selector, (found = new Set($(selector).toArray())));
  return found;
}

/** The element or its nearest ancestor that is in `set`, if any. */
export function closestIn(element: AnyNode, set: ReadonlySet<AnyNode>): AnyNode | undefined {
  for (let node: AnyNode | null = element; node; node = node.parent) {
    if (set.has(node)) return node;
  }
  return undefined;
}

/**
 * A selector compiled once: css-select parses and compiles a selector given as a string on every
 * call, and the searches below are asked once per element read under a heading. The selectors are
 * the extractor's own (none comes from a page), so the map stays small; it is bounded all the same.
 * Compiled without a context: searching an element's descendants for `li` or for `:scope li`
 * finds the same elements.
 */
const COMPILED_SELECTORS_KEPT = 64;
const compiledSelectors = new Map<string, (element: Element) => boolean>();
function compiled(selector: string): (element: Element) => boolean {
  let test = compiledSelectors.get(selector);
  if (!test) {
    test = compile<AnyNode, Element>(selector);
    if (compiledSelectors.size >= COMPILED_SELECTORS_KEPT) compiledSelectors.clear();
    compiledSelectors.set(selector, test);
  }
  return test;
}

/*
 * Cheerio's `.find` hands all the elements' children to css-select as one array, which it
 * de-duplicates by comparing each with every other: on a list of 100,000 items that took minutes.
 * These search each element on its own, in page order (the elements given are siblings).
 */

/** The descendants of `elements` that match `selector`. */
export function findIn(
  $: CheerioAPI,
  elements: Cheerio<AnyNode>,
  selector: string,
): Cheerio<Element> {
  const test = compiled(selector);
  return $(elements.toArray().flatMap((element) => selectAll<AnyNode, Element>(test, element)));
}

/**
 * `elements` that match `ownSelector` (by default `selector`), each followed by its descendants
 * that match `selector`.
 */
export function matchesIn(
  $: CheerioAPI,
  elements: Cheerio<AnyNode>,
  selector: string,
  ownSelector = selector,
): Cheerio<Element> {
  const test = compiled(selector);
  const ownTest = compiled(ownSelector);
  return $(
    elements
      .toArray()
      .flatMap((element): Element[] => [
        ...(isTag(element) && ownTest(element) ? [element] : []),
        ...selectAll<AnyNode, Element>(test, element),
      ]),
  );
}

/** Whether any of `elements` holds a descendant matching `selector`. */
export function holds(elements: Cheerio<AnyNode>, selector: string): boolean {
  const test = compiled(selector);
  return elements
    .toArray()
    .some((element) => hasChildren(element) && selectOne(test, element) !== null);
}

/**
 * Whether an element holds (is an ancestor of) something matching `selector`: the page's holders
 * are found once per page and kept while the page is.
 */
export function holdersOf(selector: string): ($: CheerioAPI, element: AnyNode) => boolean {
  const byPage = new WeakMap<CheerioAPI, Set<AnyNode>>();
  return ($, element) => {
    let holders = byPage.get($);
    if (!holders) {
      holders = new Set();
      for (const held of matching($, selector)) {
        for (let node = held.parent; node && !holders.has(node); node = node.parent) {
          holders.add(node);
        }
      }
      byPage.set($, holders);
    }
    return holders.has(element);
  };
}

/**
 * The cleaned text of an element when its raw text is at most `limit` characters, else null.
 * Scanning every block of a page for a short label would read the whole page's text once per
 * block; this stops as soon as the element is too long.
 */
export function shortText(element: AnyNode, limit: number): string | null {
  let length = 0;
  const parts: string[] = [];
  const visit = (node: AnyNode): boolean => {
    if (isText(node)) {
      length += node.data.length;
      parts.push(node.data);
      return length <= limit * 4 + 200;
    }
    if (!isTag(node) || node.name === 'script' || node.name === 'style') return true;
    return node.children.every(visit);
  };
  if (!visit(element)) return null;
  const text = cleanText(parts.join(''));
  return text.length <= limit ? text : null;
}

export const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Whether the element is a heading (h1–h6). */
export const isHeadingTag = (element: AnyNode | undefined): element is Element =>
  element !== undefined && isTag(element) && /^h[1-6]$/.test(element.name);

/** The rank of a heading element (2 for `<h2>`), or undefined for any other element. */
export const headingRank = (element: AnyNode | undefined) =>
  isHeadingTag(element) ? Number(element.name[1]) : undefined;
