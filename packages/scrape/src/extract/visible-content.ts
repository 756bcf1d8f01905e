/**
 * What a reader of a page sees among its elements: not hidden (another unit system, a
 * screen-reader copy), not page furniture (share buttons) and not a nutrition label, and, when a
 * page shows no recipe but hides one by its style, that hidden recipe.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { closestIn, matching } from './dom-search.ts';

/** Blocks hidden by their own style, which a script may show (a recipe card drawn on load). */
const STYLED_HIDDEN = '[style*="display:none"], [style*="display: none"]';
/** Elements a reader never sees: other unit systems, screen-reader copies, collapsed extras. */
const ALWAYS_HIDDEN =
  '[hidden], .hidden, .d-none, .sr-only, .screen-reader-text, [class*="visuallyhidden" i], [class*="visually-hidden" i]';
const HIDDEN = `${ALWAYS_HIDDEN}, ${STYLED_HIDDEN}`;

/** Pages being read again with blocks hidden by their own style counted as seen. */
const revealedPages = new WeakSet<CheerioAPI>();

/**
 * `read`'s lines for the page, else, when it finds none among what a reader sees and the page
 * hides blocks by their style, its lines with those blocks counted as seen: some sites send the
 * whole recipe card hidden (`<div class="rk_modern" style="display: none;">`) and show it from a
 * script, so the only recipe on the page is there. Other hidden copies (a second unit system, a
 * screen-reader text, `[hidden]`) stay unread.
 */
export function orStyledHidden($: CheerioAPI, read: () => string[]): string[] {
  const lines = read();
  if (lines.length || matching($, STYLED_HIDDEN).size === 0) return lines;
  revealedPages.add($);
  try {
    return read();
  } finally {
    revealedPages.delete($);
  }
}

/**
 * Page furniture that sits among a recipe's lines: share buttons ("Facebook", "WhatsApp"). Only
 * the list and its items are tested, as WordPress also writes "shared" into a post's classes.
 */
const FURNITURE =
  '.sharedaddy, li[class*="share" i], li[class*="social" i], [class*="share" i] > li, [class*="social" i] > li';

/**
 * A nutrition label (`<div class="cooked-nutrition-label">Nutrition Facts…`), often inside the
 * ingredients' part: its values are no lines. Named as a label, facts, a table or tags, as "nutrition"
 * alone is also in the classes of whole recipe cards (`…-template-nutrition-disclaimer`) and posts.
 */
export const NUTRITION = ['label', 'facts', 'info', 'table', 'tag']
  .flatMap((word) => [`[class*="nutrition-${word}" i]`, `[class*="nutrition_${word}" i]`])
  .join(', ');

/**
 * The selector of what a reader does not see of the page as it is read now: also blocks hidden by
 * their own style, unless the page is being read with those counted as seen (`orStyledHidden`).
 */
export const hiddenSelector = ($: CheerioAPI) => (revealedPages.has($) ? ALWAYS_HIDDEN : HIDDEN);

/** Whether a reader sees the element as part of the page's text (not hidden, not furniture). */
export const isContent = ($: CheerioAPI, element: AnyNode) =>
  closestIn(element, matching($, hiddenSelector($))) === undefined &&
  closestIn(element, matching($, FURNITURE)) === undefined &&
  closestIn(element, matching($, NUTRITION)) === undefined;
