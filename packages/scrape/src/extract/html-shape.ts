/**
 * The shape of a page before it is parsed: how deeply its elements nest and how many there are,
 * by one linear pass over its tags. A recipe page nests a few dozen deep and holds some thousands
 * of elements; a file of a million nested `<div>`s would cost a parser and the readers after it a
 * core for a minute (issue 32), so such a page is refused before it is parsed.
 */

/**
 * Deepest nesting a page may have, most elements, and most of the two multiplied: reading a page
 * without structured data costs about its depth times its elements (each line's text is read
 * from its nested elements). Of the 498 saved pages of the test data the deepest nests 907 deep
 * (by this count, unclosed inline tags and all) and the largest holds 7,320 elements, 6.6
 * million multiplied; a file of a million nested `<div>`s is 10¹² of them.
 */
export const MAX_HTML_DEPTH = 5_000;
export const MAX_HTML_ELEMENTS = 60_000;
export const MAX_HTML_NESTING_WORK = 20_000_000;

/** Elements that never hold others. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements pages leave open, which the parser closes by itself: not counted as nesting. */
const SELF_CLOSING_IN_PRACTICE = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'tfoot',
  'colgroup',
  'rb',
  'rt',
  'rp',
]);
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'template']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->/g;

export interface HtmlShape {
  readonly depth: number;
  readonly elements: number;
}

/** The page's deepest nesting and its element count, stopping early once either is over its cap. */
export function htmlShape(html: string): HtmlShape {
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match !== null; match = TAG.exec(html)) {
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    if (match[1] === '/') {
      if (!VOID.has(name) && !SELF_CLOSING_IN_PRACTICE.has(name)) depth = Math.max(0, depth - 1);
      continue;
    }
    elements += 1;
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = TAG.lastIndex;
      const end = close.exec(html);
      TAG.lastIndex = end === null ? html.length : end.index;
      continue;
    }
    if (match[3] !== '/' && !VOID.has(name) && !SELF_CLOSING_IN_PRACTICE.has(name)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
    if (
      deepest > MAX_HTML_DEPTH ||
      elements > MAX_HTML_ELEMENTS ||
      deepest * elements > MAX_HTML_NESTING_WORK
    ) {
      break;
    }
  }
  return { depth: deepest, elements };
}

/** Why a page is refused before parsing, or null when it may be read. */
export function htmlShapeProblem(html: string): string | null {
  const { depth, elements } = htmlShape(html);
  if (depth > MAX_HTML_DEPTH || depth * elements > MAX_HTML_NESTING_WORK) {
    return 'the page nests its elements far deeper than any recipe page does';
  }
  if (elements > MAX_HTML_ELEMENTS) {
    return `the page has more than ${MAX_HTML_ELEMENTS.toLocaleString('en-GB')} elements, far more than any recipe page`;
  }
  return null;
}
