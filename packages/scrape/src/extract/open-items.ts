/**
 * List items a page leaves open (`<li><span>pepper <b>to taste</b><li><span>salt</ul>`). A
 * browser closes the open item where the next one starts; htmlparser2 nests the next item inside
 * the open inline elements of the one before, so that item's text would read "pepper to taste
 * salt". The items are put back side by side, as a browser reads the page.
 */
import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { append } from 'domutils';

/** Elements an item never reaches past to close another: lists, and blocks a browser stops at. */
const ITEM_SCOPE = new Set([
  'ul',
  'ol',
  'menu',
  'table',
  'td',
  'th',
  'dd',
  'dt',
  'dl',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'main',
  'blockquote',
  'form',
  'body',
  'html',
  'template',
]);

/** The item an item sits in without a list or a block of its own between them, if any. */
function openItemAround(item: Element): Element | undefined {
  for (let node = item.parent; node && isTag(node); node = node.parent) {
    if (node.name === 'li') return node;
    if (ITEM_SCOPE.has(node.name)) return undefined;
  }
  return undefined;
}

/**
 * Moves each list item that sits inside another item, no list between them, to follow that
 * item: the item before was left open. Items are taken in page order, so a run of open items
 * (each nested in the one before) comes out as a run of siblings.
 */
export function closeOpenItems(root: Document): void {
  const items: Element[] = [];
  const stack: AnyNode[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isTag(node) && node.name === 'li') items.push(node);
    if ('children' in node)
      for (let at = node.children.length - 1; at >= 0; at -= 1) {
        stack.push(node.children[at]!);
      }
  }
  for (const item of items) {
    const open = openItemAround(item);
    // Out of the open item and in right after it, its siblings' links mended.
    if (open?.parent) append(open, item);
  }
}
