/**
 * Text as a person reads it: HTML entities decoded, tags stripped, whitespace collapsed. Pages
 * and their structured data both carry escaped markup, so every extracted string passes here.
 */
import { decodeHTML } from 'entities';

/** Decodes entities (twice, for double-escaped data), strips tags and collapses whitespace. */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value as number);
  text = decodeHTML(text);
  if (/&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(text)) text = decodeHTML(text);
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Like `cleanText`, but keeps line breaks (from newlines, `<br>` and block ends) as `\n`. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [cleanText(value)].filter(Boolean);
  const marked = decodeHTML(value).replace(/<br\s*\/?>|<\/(?:p|li|div|h\d)>/gi, '\n');
  return marked
    .split(/\n+/)
    .map((line) => cleanText(line))
    .filter(Boolean);
}
