/**
 * A recipe's words with their web addresses as links (a line such as "Pesto, see
 * https://example.com/pesto"). Recipes are anyone's text (a shared recipe at /r/ is read by people
 * who did not write it), so a link only ever goes to an http or https address, opens in a new tab
 * without telling the page who opened it, and says it is not endorsed (`nofollow`). The text is
 * React's text nodes, never HTML, so nothing in a line can add markup.
 */
import { Fragment } from 'react';

export type TextPart = { text: string } | { text: string; href: string };

/** "https://…", "http://…" or "www.…", up to a space or a character that cannot end one. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/** What may follow an address in a sentence but is not part of it: "(see https://….)". */
const TRAILING = '.,;:!?*';

/** Each closing bracket's opening one. */
const OPENER: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/**
 * The address without its sentence's end: a closing bracket only when it opens none inside. Read
 * from the end once, with the brackets counted once (a recipe is anyone's text: an address
 * followed by 100,000 brackets or full stops costs one pass, not one per character).
 */
function addressEnd(raw: string): string {
  const count = new Map<string, number>();
  for (const char of raw) {
    if ('()[]{}'.includes(char)) count.set(char, (count.get(char) ?? 0) + 1);
  }
  let end = raw.length;
  while (end > 0) {
    const char = raw[end - 1]!;
    const opener = Object.hasOwn(OPENER, char) ? OPENER[char] : undefined;
    if (TRAILING.includes(char)) end -= 1;
    else if (opener !== undefined && (count.get(opener) ?? 0) < (count.get(char) ?? 0)) {
      count.set(char, count.get(char)! - 1);
      end -= 1;
    } else break;
  }
  return raw.slice(0, end);
}

/** The link an address goes to, or null unless it is a well-formed http or https address. */
function linkTarget(address: string): string | null {
  const withScheme = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** `text` cut into plain words and links, in order; one plain part when it holds no address. */
export function webAddressParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = addressEnd(match[0]);
    const href = linkTarget(address);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) });
    parts.push({ text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length || parts.length === 0) parts.push({ text: text.slice(plainFrom) });
  return parts;
}

/** `text` with each web address a link that opens in a new tab. */
export function LinkedText({ text }: { text: string }) {
  return webAddressParts(text).map((part, index) =>
    'href' in part ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
