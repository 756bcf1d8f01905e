/**
 * Pages built with a JavaScript framework often ship their recipe only in the state the browser
 * renders from (`window.__remixContext = {…}`, `<script id="__NEXT_DATA__">`,
 * `window.__INITIAL_STATE__ = {…}`), the JSON-LD included: it is added to the page by the browser.
 * Those scripts are read as data, never run: the JSON objects in their text are parsed and
 * searched for a schema.org Recipe like JSON-LD blocks (issue 31).
 */
import type { CheerioAPI } from 'cheerio';
import { parseLenient } from './json-ld.ts';

/** A schema.org Recipe type in JSON text: only scripts that hold one are parsed. */
const RECIPE_TYPE = /"@type"\s*:\s*\[?\s*"(?:https?:\/\/schema\.org\/)?Recipe"/i;
/** Scripts past this size are not searched (the largest framework states seen are ~2 MB). */
const MAX_SCRIPT_CHARS = 8_000_000;
/** Objects that fail to parse before a script is given up (code braces, not data). */
const MAX_FAILED_PARSES = 8;

/**
 * The index of the `}` or `]` that closes the object or array opening at `start`, strings
 * skipped; -1 when it is not closed.
 */
export function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      // Skip the string, its escapes included.
      for (index += 1; index < text.length && text[index] !== '"'; index += 1) {
        if (text[index] === '\\') index += 1;
      }
    } else if (char === '{' || char === '[') {
      depth += 1;
    } else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The JSON objects in a script's text that hold a Recipe type, outermost first. */
function recipeObjects(text: string): unknown[] {
  const whole = text.trim();
  if (whole.startsWith('{') || whole.startsWith('[')) {
    const parsed = parseLenient(whole);
    if (parsed !== undefined) return [parsed];
  }
  const found: unknown[] = [];
  let failures = 0;
  let start = text.indexOf('{');
  while (start >= 0 && failures < MAX_FAILED_PARSES) {
    const end = closingBracket(text, start);
    if (end < 0) break;
    const slice = text.slice(start, end + 1);
    if (!RECIPE_TYPE.test(slice)) {
      start = text.indexOf('{', end + 1);
      continue;
    }
    const parsed = parseLenient(slice);
    if (parsed !== undefined) {
      found.push(parsed);
      start = text.indexOf('{', end + 1);
    } else {
      // Code around the data (`function () { window.state = {…} }`): look inside it.
      failures += 1;
      start = text.indexOf('{', start + 1);
    }
  }
  return found;
}

/** The JSON data in the page's scripts (not JSON-LD blocks) that holds a schema.org Recipe. */
export function readScriptState($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script:not([src])').each((_index, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase();
    if (type.includes('ld+json') || !/^(?:|module|text\/javascript|application\/json)$/.test(type))
      return;
    const text = $(element).text();
    if (text.length > MAX_SCRIPT_CHARS || !RECIPE_TYPE.test(text)) return;
    blocks.push(...recipeObjects(text));
  });
  return blocks;
}
