/**
 * A recipe's words with their web addresses as links (a line such as "Pesto, see
 * https://example.com/pesto"). Recipes are anyone's text (a shared recipe at /r/ is read by people
 * who did not write it), so a link only ever goes to an http or https address, opens in a new tab
 * without telling the page who opened it, and says it is not endorsed (`nofollow`). The text is
 * React's text nodes, never HTML, so nothing in a line can add markup.
 */
import { findWebAddresses } from '@plateful/core';
import { Fragment, useId } from 'react';

export type TextPart = { text: string } | { text: string; href: string };

/**
 * The link an address goes to, or null unless it is a well-formed http or https address with a
 * dotted host (core found it; the platform's URL class writes it out as the browser will).
 */
function linkTarget(href: string): string | null {
  try {
    const url = new URL(href);
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
  for (const address of findWebAddresses(text)) {
    const href = address.href === null ? null : linkTarget(address.href);
    if (href === null) continue;
    if (address.start > plainFrom) parts.push({ text: text.slice(plainFrom, address.start) });
    parts.push({ text: address.text, href });
    plainFrom = address.end;
  }
  if (plainFrom < text.length || parts.length === 0) parts.push({ text: text.slice(plainFrom) });
  return parts;
}

/** What a link tells a screen reader after its address: sighted people see the tab open. */
export const NEW_TAB_HINT = 'Opens in a new tab';

/**
 * `text` with each web address a link that opens in a new tab. Each link is described by one
 * hidden hint (read out after the address, not part of its name or the line's visible text).
 */
export function LinkedText({ text }: { text: string }) {
  const hintId = useId();
  const parts = webAddressParts(text);
  if (parts.length === 1 && !('href' in parts[0]!)) return text;
  return (
    <>
      {parts.map((part, index) =>
        'href' in part ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-describedby={hintId}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
      <span id={hintId} hidden>
        {NEW_TAB_HINT}
      </span>
    </>
  );
}
