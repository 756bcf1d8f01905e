/**
 * The recipe links in pasted text (issue 19, "many links at once"): a list of addresses one per
 * line, or a whole message with links in it. http(s) links and bare domains with a path
 * ("bbcgoodfood.com/recipes/…", read as https), trailing punctuation trimmed, each once, in the
 * order they appear, at most `MAX_LINKS`.
 */

import { hostName, readWebAddress, webAddressText } from './web-address.ts';

/** Links read from one paste. */
export const MAX_LINKS = 100;

// A scheme link, or a bare domain (labels, a dot, a TLD of letters) followed by a path.
const LINK =
  /\bhttps?:\/\/[^\s<>"'`]+|(?<![@\w.:/-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}\/[^\s<>"'`]*/giu;
const TRAILING = '.,;:!?\'"»›)]}>';

/**
 * Trailing punctuation off, but a closing bracket the link itself opened stays. The brackets are
 * counted once (a pasted link followed by 20,000 ")" took 2.6 s when they were counted again for
 * each one taken off).
 */
function trimEnd(link: string): string {
  let opens = 0;
  let closes = 0;
  for (const char of link) {
    if (char === '(') opens += 1;
    else if (char === ')') closes += 1;
  }
  let end = link.length;
  while (end > 0 && TRAILING.includes(link[end - 1]!)) {
    if (link[end - 1] === ')') {
      if (opens >= closes) break; // Wikipedia-style addresses keep their own ')'
      closes -= 1;
    }
    end -= 1;
  }
  return link.slice(0, end);
}

/** Each link in `text`, as a full http(s) address. */
export function findLinks(text: string, max = MAX_LINKS): string[] {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const match of text.matchAll(LINK)) {
    const raw = trimEnd(match[0]);
    const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    const url = readWebAddress(withScheme);
    if (!url) continue;
    if (!hostName(url).includes('.') && hostName(url) !== 'localhost') continue;
    const link = webAddressText(url);
    if (seen.has(link)) continue;
    seen.add(link);
    links.push(link);
    if (links.length >= max) break;
  }
  return links;
}
