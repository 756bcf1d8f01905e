/**
 * Some pages draw their ingredient list in the browser from data the page carries, and serve no
 * line of it in their markup: a component's props in a `data-` attribute (`<div
 * data-vue="IngredientList" data-ingredient-data="[{&quot;quantity&quot;:100,…}]">`) or a
 * script that hands the list to its widget (`new RecipeHelper({ baseIngredients: '[{\"name\":
 * \"Salz\",\"value\":\"\",\"unit\":\"Prise\"},…]' })`). For a page whose markup gives no
 * ingredient line at all, that data is read, never run: a list under a key or attribute that
 * names the ingredients, each entry a line (a string) or an object whose amount, unit and name
 * are joined as a cook writes them ("100 g torpedoscampi's", "1 Prise Salz").
 */
import type { CheerioAPI } from 'cheerio';
import { closingBracket } from './script-state.ts';
import { parseLenient } from './json-ld.ts';
import { cleanText } from './clean-text.ts';
import { kitchenAmount } from '../import/adapters/app-json.ts';

/** A key or attribute that names a list of ingredients (`ingredients`, `baseIngredients`). */
const INGREDIENT_KEY = /ingredient/i;
/** Such a key in a script, and what follows it: `baseIngredients: '[…`, `"ingredients":[…`. */
const SCRIPT_KEY = /["']?([\w$]*ingredients?[\w$]*)["']?\s*[:=]\s*/gi;
/** Texts past this size are not searched. */
const MAX_TEXT_CHARS = 4_000_000;
/** How deep an object is searched for a list under an ingredients key. */
const MAX_DEPTH = 8;
/** The most characters a line read from data may hold (longer is prose or markup). */
const MAX_LINE_CHARS = 160;

/** Keys of an entry's name, in the order they are preferred. */
const NAME_KEYS = [
  'ingredientText',
  'ingredientName',
  'name',
  'ingredient',
  'title',
  'label',
  'text',
  'food',
  'product',
];
/** Keys of an entry's amount. */
const AMOUNT_KEYS = ['quantity', 'amount', 'value', 'qty', 'quantityText', 'amountText', 'count'];
/** Keys of an entry's unit as it is written. */
const UNIT_KEYS = ['unitText', 'unitName', 'unit', 'measure', 'measurement', 'uom'];
/** A unit object's own keys, shortest spelling first. */
const UNIT_OBJECT_KEYS = ['abbreviation', 'shortName', 'short', 'symbol', 'name'];
/** Keys of a note on the entry ("sifted"), written after its name. */
const NOTE_KEYS = ['note', 'notes', 'preparation', 'comment', 'remark'];
/** Keys of a group's own list of lines. */
const GROUP_LIST_KEY = /ingredient|^(?:items|lines|list|entries)$/i;
/** Keys of a group's title. */
const GROUP_TITLE_KEYS = ['title', 'name', 'heading', 'label', 'groupName', 'group', 'section'];
/** Keys whose objects are an entry's unit, never its name. */
const UNIT_KEY = /^(?:unit|measure|measurement|uom)/i;

type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A string field's text, or undefined when it is empty or not a string. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = cleanText(value);
  return cleaned === '' ? undefined : cleaned;
}

/**
 * An amount as written: a text as it is (when it holds a figure), a number as a cook writes it
 * (`kitchenAmount`: `100.0` as "100", `0.5` as "½", `1.5` as "1½" before a unit that is not metric).
 */
function amountText(value: unknown, unit: string | undefined): string | undefined {
  if (typeof value === 'string') {
    const written = text(value);
    return written && /\d|[¼-¾⅐-⅞]/.test(written) ? written : undefined;
  }
  if (typeof value !== 'number') return undefined;
  return kitchenAmount(value, unit) || undefined;
}

/** The first of `keys` that `entry`, else one of its nested objects (not its unit), gives. */
function field(
  entry: Entry,
  keys: readonly string[],
  read: (value: unknown) => string | undefined,
): string | undefined {
  for (const key of keys) {
    const value = read(entry[key]);
    if (value !== undefined) return value;
  }
  for (const [key, nested] of Object.entries(entry)) {
    if (!isEntry(nested) || UNIT_KEY.test(key)) continue;
    for (const inner of keys) {
      const value = read(nested[inner]);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** An entry's unit: written as text, else a unit object's shortest spelling. */
function unitOf(entry: Entry): string | undefined {
  const written = field(entry, UNIT_KEYS, text);
  if (written !== undefined) return written;
  for (const key of UNIT_KEYS) {
    const unit = entry[key];
    if (!isEntry(unit)) continue;
    for (const inner of UNIT_OBJECT_KEYS) {
      const value = text(unit[inner]);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** One entry of the list as a line: a string as it is, an object's amount, unit and name joined. */
function lineOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return text(entry);
  if (!isEntry(entry)) return undefined;
  const name = field(entry, NAME_KEYS, text);
  if (name === undefined) return undefined;
  const unit = unitOf(entry);
  const amount = field(entry, AMOUNT_KEYS, (value) => amountText(value, unit));
  const note = field(entry, NOTE_KEYS, text);
  const line = [amount, unit, name].filter(Boolean).join(' ');
  return note === undefined || line.includes(note) ? line : `${line}, ${note}`;
}

/**
 * A group's lines when an entry is one (`{"title": "For the sauce", "ingredients": […]}`): its
 * title as a line ending with a colon (the draft's groups are read from such lines), then its own
 * list's lines. Undefined when the entry holds no list of lines.
 */
function groupLines(entry: Entry): string[] | undefined {
  for (const [key, nested] of Object.entries(entry)) {
    if (!Array.isArray(nested) || !GROUP_LIST_KEY.test(key)) continue;
    const lines = listLines(nested, 1);
    if (lines === undefined) continue;
    const title = GROUP_TITLE_KEYS.map((titleKey) => text(entry[titleKey])).find(Boolean);
    return title ? [`${title.replace(/\s*[:：]$/, '')}:`, ...lines] : lines;
  }
  return undefined;
}

/**
 * A list's lines when it reads as an ingredient list: `least` entries or more (two, or one in a
 * group), each a line (or a group of lines) no longer than a line is, no markup in any.
 */
function listLines(list: readonly unknown[], least = 2): string[] | undefined {
  if (list.length < least) return undefined;
  const lines: string[] = [];
  for (const entry of list) {
    const group = isEntry(entry) ? groupLines(entry) : undefined;
    const found = group ?? [lineOf(entry)];
    for (const line of found) {
      if (line === undefined || line.length > MAX_LINE_CHARS || /<\/?[a-z]/i.test(line))
        return undefined;
      lines.push(line);
    }
  }
  return lines.length >= least ? lines : undefined;
}

/** The lines of the first list under an ingredients key in `value` (itself one when `named`). */
function findLines(value: unknown, named: boolean, depth = 0): string[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    if (named) {
      const lines = listLines(value);
      if (lines) return lines;
    }
    for (const entry of value) {
      const lines =
        isEntry(entry) || Array.isArray(entry) ? findLines(entry, false, depth + 1) : undefined;
      if (lines) return lines;
    }
    return undefined;
  }
  if (!isEntry(value)) return undefined;
  for (const [key, nested] of Object.entries(value)) {
    if (nested === null || typeof nested !== 'object') continue;
    const lines = findLines(nested, INGREDIENT_KEY.test(key), depth + 1);
    if (lines) return lines;
  }
  return undefined;
}

/** A JavaScript string literal's value from its opening quote at `start`, or undefined. */
function stringLiteral(source: string, start: number): string | undefined {
  const quote = source[start];
  let value = '';
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === quote) return value;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = source[index + 1];
    index += 1;
    if (next === 'u' && /^[\da-f]{4}$/i.test(source.slice(index + 1, index + 5))) {
      value += String.fromCharCode(parseInt(source.slice(index + 1, index + 5), 16));
      index += 4;
    } else if (next === 'n') value += '\n';
    else if (next === 't') value += '\t';
    else if (next !== undefined) value += next;
  }
  return undefined;
}

/** The JSON data a script gives under an ingredients key: a literal, or a string that holds one. */
function* scriptValues(source: string): Generator<unknown> {
  for (const match of source.matchAll(SCRIPT_KEY)) {
    const at = match.index + match[0].length;
    const first = source[at];
    let json: string | undefined;
    if (first === '[' || first === '{') {
      const end = closingBracket(source, at);
      if (end > at) json = source.slice(at, end + 1);
    } else if (first === '"' || first === "'" || first === '`') {
      const literal = stringLiteral(source, at);
      if (literal && /^\s*[[{]/.test(literal)) json = literal;
    }
    const parsed = json === undefined ? undefined : parseLenient(json);
    if (parsed !== undefined) yield parsed;
  }
}

/**
 * Ingredient lines from the data a page builder's widget draws them from (see above): an
 * attribute that names the ingredients and holds JSON, or JSON in a script under such a key, the
 * first that reads as a list, in page order. Empty when there is none.
 */
export function builderIngredients($: CheerioAPI): string[] {
  let found: string[] | undefined;
  $('*').each((_index, element) => {
    if (element.type !== 'tag' && element.type !== 'script') return true;
    if (element.name === 'script') {
      if (element.attribs['src'] !== undefined) return true;
      const type = (element.attribs['type'] ?? '').toLowerCase();
      if (type.includes('ld+json')) return true;
      const source = $(element).text();
      if (source.length > MAX_TEXT_CHARS || !INGREDIENT_KEY.test(source)) return true;
      for (const value of scriptValues(source)) {
        found = findLines(value, true);
        if (found) return false;
      }
      return true;
    }
    for (const [name, value] of Object.entries(element.attribs)) {
      if (value.length > MAX_TEXT_CHARS || !/^\s*[[{]/.test(value)) continue;
      const named = INGREDIENT_KEY.test(name);
      if (!named && !INGREDIENT_KEY.test(value)) continue;
      const parsed = parseLenient(value);
      found = parsed === undefined ? undefined : findLines(parsed, named);
      if (found) return false;
    }
    return true;
  });
  return found ?? [];
}
