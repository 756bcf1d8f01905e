/**
 * One line laid out in parts (issue 31): pages put a line's name and amount in separate blocks
 * (`<div><span>Selder</span></div><div><span>4 stengel</span></div>`). Their text is read with the
 * blocks set apart ("Selder 4 stengel", not "Selder4 stengel", which no parser reads).
 */
import { isTag, isText, type AnyNode } from 'domhandler';
import { cleanText } from './clean-text.ts';

/** Elements that start a new part of a line (and end a line of text: see ingredient-candidates). */
export const PART_BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'label',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Elements whose text is never a line's. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The texts of a node's parts: its text split where a block element starts or ends. */
export function lineParts(node: AnyNode): string[] {
  const parts: string[] = [];
  let current = '';
  const flush = () => {
    const text = cleanText(current);
    if (text) parts.push(text);
    current = '';
  };
  const visit = (child: AnyNode) => {
    if (isText(child)) {
      current += child.data;
      return;
    }
    if (!isTag(child) || NOT_TEXT.has(child.name)) return;
    if (child.name === 'br') {
      current += ' ';
      return;
    }
    const block = PART_BLOCK.has(child.name);
    if (block) flush();
    for (const grandchild of child.children) visit(grandchild);
    if (block) flush();
  };
  if (isTag(node)) for (const child of node.children) visit(child);
  else visit(node);
  flush();
  return parts;
}

/** A node's text as one line: its parts (see `lineParts`) joined by spaces. */
export const lineFromParts = (node: AnyNode): string => lineParts(node).join(' ');
