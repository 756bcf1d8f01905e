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

/** Trailing punctuation off, but a closing bracket the link itself opened stays. */
function trimEnd(link: string): string {
  let out = link;
  while (out.length > 0 && TRAILING.includes(out.at(-1)!)) {
    if (out.endsWith(')')) {
      const opens = out.split('(').length - 1;
      const closes = out.split(')').length - 1;
      if (opens >= closes) break; // Wikipedia-style addresses keep their own ')'
    }
    out = out.slice(0, -1);
  }
  return out;
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
