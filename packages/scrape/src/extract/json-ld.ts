/**
 * schema.org Recipe in JSON-LD: every `<script type="application/ld+json">` is parsed (leniently:
 * pages ship comments, CDATA wrappers, raw newlines and trailing commas), and the Recipe is found
 * at the top, in an array, in `@graph`, or as a page's `mainEntity`. Nodes elsewhere in the graph
 * are indexed by `@id`, so references (`"author": {"@id": …}`) can be followed.
 */
import type { CheerioAPI } from 'cheerio';

/** A JSON-LD node: a plain object. */
export type SchemaNode = Record<string, unknown>;

/** The Recipe node and the page's nodes by `@id`. */
export type SchemaRecipe = { recipe: SchemaNode; byId: ReadonlyMap<string, SchemaNode> };

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node's `@type`s, lower-cased. */
export function typesOf(node: SchemaNode): string[] {
  const type = node['@type'] ?? node.type;
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

export const isRecipe = (node: SchemaNode) => typesOf(node).includes('recipe');

// eslint-disable-next-line no-control-regex -- raw control characters are exactly what is repaired
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;

/** Raw line breaks inside JSON strings escaped (they mark lines, e.g. steps); others spaced. */
function escapeControlsInStrings(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString && char === '\\') {
      out += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') inString = !inString;
    if (inString && (char === '\n' || char === '\r')) out += '\\n';
    else if (inString && char < ' ') out += ' ';
    else out += char;
  }
  return out;
}

/** A JSON text parsed leniently (CDATA and comment wrappers, raw control characters, trailing commas); undefined when it is not JSON. */
export function parseLenient(text: string): unknown {
  const stripped = text
    .replace(/^\s*(?:\/\*\s*|\/\/\s*)?<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\*\s*|\/\/\s*)?\]\]>(?:\s*\*\/)?\s*$/, '')
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .trim();
  try {
    return JSON.parse(stripped);
  } catch {
    // Raw control characters inside strings, and trailing commas, are the usual faults.
    const repaired = escapeControlsInStrings(stripped)
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(/,\s*([}\]])/g, '$1');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/** Every node reachable from `value`, in document order (a node before its children). */
function* walk(value: unknown, depth = 0): Generator<SchemaNode> {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const entry of value) yield* walk(entry, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  yield value;
  for (const [key, child] of Object.entries(value)) {
    if (key === '@context') continue;
    if (typeof child === 'object' && child !== null) yield* walk(child, depth + 1);
  }
}

/** The JSON-LD blocks of a page, parsed; unparseable blocks are skipped. */
export function readJsonLd($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type]').each((_index, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) return;
    const parsed = parseLenient($(element).text());
    if (parsed !== undefined) blocks.push(parsed);
  });
  return blocks;
}

/** The page's Recipe in JSON-LD (the first one with a name or ingredients), if any. */
export function findJsonLdRecipe(blocks: readonly unknown[]): SchemaRecipe | undefined {
  const byId = new Map<string, SchemaNode>();
  const recipes: SchemaNode[] = [];
  for (const block of blocks) {
    for (const node of walk(block)) {
      const id = node['@id'];
      // Keep the fullest node for an id: references repeat the id with nothing else.
      if (
        typeof id === 'string' &&
        Object.keys(node).length > (byId.get(id) ? Object.keys(byId.get(id)!).length : 1)
      ) {
        byId.set(id, node);
      }
      if (isRecipe(node)) recipes.push(node);
    }
  }
  const recipe = recipes.find((node) => node.recipeIngredient || node.ingredients) ?? recipes[0];
  return recipe ? { recipe, byId } : undefined;
}
