/**
 * A schema.org Recipe node (from JSON-LD or microdata) → a draft. Each property is read in the
 * forms pages really use: strings, arrays, objects, HowToSection/HowToStep trees, ISO durations,
 * references by `@id`.
 */
import { decodeHTMLStrict } from 'entities';
import {
  cleanLines,
  cleanText,
  splitGluedSentences,
  splitNumberedSteps,
  withoutStepNumbers,
} from './clean-text.ts';
import type { RecipeDraft } from './draft.ts';
import { parseDuration } from './durations.ts';
import { typesOf, type SchemaNode } from './json-ld.ts';
import { largestImage, type ImageCandidate } from './page-image.ts';
import { METHOD_WORD_SOURCE } from './part-words.ts';
import { publishedCalories } from './published-calories.ts';
import { normaliseYield, servingsOfRecipe } from './yields.ts';

type Resolve = (value: unknown) => unknown;

/** A step name that only numbers the step, in the languages of the sites we see. */
export const STEP_LABEL =
  /^(?:(?:\S*[\s_-])?(?:step|stap|schritt|passo|paso|etape|étape|steg|krok|lépés|adım)\s*)?\d+\s*[:.)-]?$/i;

/**
 * A line that only names the method ("Instructions", "Modo de Preparo:", "Εκτέλεση"): a heading
 * over the steps, not one of them.
 */
const METHOD_NAME_ALONE = new RegExp(
  `^(?:the\\s+|les\\s+|la\\s+|le\\s+|die\\s+|de\\s+|het\\s+)?(?:recipe\\s+)?(?:${METHOD_WORD_SOURCE})\\s*:?$`,
  'iu',
);

/**
 * A method's lines with each one that carries on the sentence before it ("Mix the flour, sugar
 * and" / "butter in a bowl.": the line before ends without a sentence's stop and this one opens
 * in lower case) joined back to that line: a hard break inside a sentence makes no step.
 */
function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined.at(-1);
    if (last !== undefined && !/[.!?…:;]$/u.test(last) && /^\p{Ll}/u.test(line)) {
      joined[joined.length - 1] = `${last} ${line}`;
    } else joined.push(line);
  }
  return joined;
}

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function firstText(value: unknown): string {
  for (const entry of asList(value)) {
    const text = isNode(entry) ? cleanText(entry.name ?? entry['@value'] ?? '') : cleanText(entry);
    if (text) return text;
  }
  return '';
}

function ingredientText(value: unknown): string {
  if (!isNode(value)) return cleanText(value);
  // PropertyValue form: {value, unitText, name}.
  const parts = [value.value, value.unitText ?? value.unitCode, value.name];
  if (value.text) return cleanText(value.text);
  return cleanText(parts.filter((part) => part !== undefined && part !== '').join(' '));
}

function readIngredients(node: SchemaNode): string[] {
  const raw = node.recipeIngredient ?? node.recipeIngredients ?? node.ingredients;
  const lines = asList(raw).flat(2);
  if (lines.length === 1 && typeof lines[0] === 'string' && /\n/.test(lines[0])) {
    return cleanLines(lines[0]);
  }
  return lines.map(ingredientText).filter(Boolean);
}

/** Steps of one instruction entry; a section contributes its name, then its steps. */
function stepsOf(entry: unknown, resolve: Resolve, inList = false): string[] {
  const value = resolve(entry);
  // A lone string is the whole method, one step a line; a string in a list is one step.
  if (typeof value === 'string') {
    if (inList) return [cleanText(value)];
    const numbered = splitNumberedSteps(cleanText(value));
    return numbered.length > 1 ? numbered : cleanLines(value);
  }
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, resolve, true));
  if (!isNode(value)) return [];
  const types = typesOf(value);
  // A HowToTip explains a technique or offers a variation beside the steps: no step (as the
  // schema.org default reading, which reads steps and sections only, leaves it out).
  if (types.includes('howtotip')) return [];
  const children = value.itemListElement ?? value.steps;
  if (types.includes('howtosection') || (children && !value.text)) {
    const name = cleanText(value.name ?? value.Name ?? '');
    const items = asList(children);
    const steps = items.flatMap((item) => stepsOf(item, resolve));
    // A part made of tips alone ("Test Kitchen Techniques") holds no step: its name titles none.
    if (steps.length === 0 && items.length > 0) return [];
    return [...(name ? [name] : []), ...steps];
  }
  const text = cleanText(value.text ?? value.description ?? '');
  const name = cleanText(value.name ?? '');
  const steps: string[] = [];
  // Some pages repeat the text (or its start) as the step's name, or name it "Step 1": keep
  // only a name that says something of its own. A bare number ("1") is kept, as the
  // schema.org default reading does.
  const wordedLabel = STEP_LABEL.test(name) && /\p{L}/u.test(name);
  // The name and text are compared as written, as the schema.org default reading does: a name
  // whose spacing differs from the text's ("Dice it. Measure" / "Dice it.  Measure") stays.
  const rawText = typeof value.text === 'string' ? value.text : text;
  const rawName = typeof value.name === 'string' ? value.name : name;
  const label = wordedLabel || (text && rawText.startsWith(rawName.replace(/\.+$/, '')));
  if (name && text && !label) steps.push(name);
  if (text) steps.push(text);
  else if (name) steps.push(name);
  return steps;
}

function readInstructions(node: SchemaNode, resolve: Resolve): string[] {
  const given = resolve(node.recipeInstructions ?? node.RecipeInstructions ?? node.instructions);
  // A lone section or list holding every step is the method itself: its name ("Preparation")
  // titles the whole, not a part, so only its steps are read.
  const whole = isNode(given) && given.itemListElement ? given.itemListElement : given;
  // Parts that hold no step (tips alone) are left out; the one part left, if it only names the
  // method ("Recipe Instructions"), is the method itself, as a lone section is.
  const kept = Array.isArray(whole)
    ? whole.filter((part) => !isNode(resolve(part)) || stepsOf(part, resolve).length > 0)
    : undefined;
  const parts = kept ?? whole;
  const left = kept?.length === 1 ? resolve(kept[0]) : undefined;
  const raw =
    Array.isArray(whole) &&
    kept!.length < whole.length &&
    isNode(left) &&
    typesOf(left).includes('howtosection') &&
    METHOD_NAME_ALONE.test(cleanText(left.name ?? ''))
      ? left.itemListElement
      : parts;
  // The whole method as one HowToStep (argiro.gr's, named "Εκτέλεση", its paragraphs on lines
  // of their own): a name that only names the method titles the whole, as a lone section's does,
  // and a text written a line a step is read as the lone string it is. Not a text whose lines are
  // one paragraph wrapped (a line ending mid-sentence, past a title's length).
  const lone = asList(raw).map(resolve);
  const only = lone.length === 1 && isNode(lone[0]) ? lone[0] : undefined;
  const onlyStep =
    only !== undefined && typesOf(only).includes('howtostep') && typeof only.text === 'string';
  const onlyName = cleanText(only?.name ?? '');
  const onlyLines = onlyStep ? joinWrappedLines(cleanLines(only.text)) : [];
  const byLines =
    onlyLines.length > 1 &&
    onlyLines.every((line) => /[.!?…:;)]$/u.test(line) || line.length <= 40);
  const steps = (
    onlyStep && (!onlyName || METHOD_NAME_ALONE.test(onlyName))
      ? byLines
        ? onlyLines
        : [cleanText(only.text)]
      : stepsOf(raw, resolve)
  ).filter(Boolean);
  // Steps without a single word are debris of broken markup ("[{"): the page's own steps are
  // better. (One wordless step among real ones, as a split "(th. 6).", is left alone.)
  if (!steps.some((step) => /\p{L}/u.test(step))) return [];
  if (steps.length > 1) return withoutStepNumbers(steps);
  // One string: split at its numbers, else where its sentences are glued together.
  const numbered = splitNumberedSteps(steps[0]!);
  return numbered.length > 1 ? numbered : splitGluedSentences(steps[0]!);
}

/** The text of a URL as data writes it: a string, or the first of a list (trimmed; '' for none). */
const firstUrlText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0].trim()
      : '';

/**
 * A URL as the data wrote it with the HTML entities a template left in it decoded
 * (`pie.jpg?w=1200&amp;h=800`, WordPress's `&#038;`): JSON-LD is not HTML, so the parser leaves
 * them in, and the address with them is another. Only full entities (`&amp;`), not a query's
 * `&copy=`.
 */
const unescapedUrl = (url: string): string => (/&#?\w+;/.test(url) ? decodeHTMLStrict(url) : url);

/**
 * The images a node names (`image`, else `thumbnailUrl`): URLs, lists, and ImageObjects with the
 * width and height they declare (numbers, "1200px" or QuantitativeValues).
 */
export function schemaImageCandidates(
  node: SchemaNode,
  resolve: Resolve = (value) => value,
): ImageCandidate[] {
  const sizeOf = (value: unknown): number | undefined => {
    const raw = isNode(value) ? value.value : value;
    const parsed = Number.parseInt(String(raw ?? ''), 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
  };
  return asList(resolve(node.image ?? node.thumbnailUrl))
    .map(resolve)
    .flatMap((candidate): ImageCandidate[] => {
      // An ImageObject's first address that is written: its `url`, else its `contentUrl` (an
      // empty `url` beside a full `contentUrl` is a template's unfilled field).
      const url = isNode(candidate)
        ? [candidate.url, candidate.contentUrl].find((value) => firstUrlText(value))
        : candidate;
      const text = unescapedUrl(firstUrlText(url));
      if (!text) return [];
      if (!isNode(candidate)) return [{ url: text, source: 'schema' }];
      const width = sizeOf(candidate.width);
      const height = sizeOf(candidate.height);
      return [
        { url: text, source: 'schema', ...(width ? { width } : {}), ...(height ? { height } : {}) },
      ];
    });
}

function readAuthor(value: unknown, resolve: Resolve): string | null {
  const names = asList(value)
    .map(resolve)
    .map((entry) => (isNode(entry) ? cleanText(entry.name ?? '') : cleanText(entry)))
    .filter(Boolean);
  return names.length ? [...new Set(names)].join(', ') : null;
}

function readTags(node: SchemaNode): string[] {
  const raw = asList(node.keywords).flatMap((entry) =>
    typeof entry === 'string' ? entry.split(',') : [],
  );
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw.map(cleanText).filter(Boolean)) {
    if (!seen.has(tag.toLowerCase())) tags.push(tag);
    seen.add(tag.toLowerCase());
  }
  return tags;
}

/** The draft a Recipe node gives; `resolve` follows `{"@id": …}` references. */
export function draftFromSchema(
  node: SchemaNode,
  sourceUrl: string,
  resolve: Resolve = (value) => value,
): RecipeDraft {
  const prepTime = parseDuration(node.prepTime);
  const cookTime = parseDuration(node.cookTime);
  const totalTime =
    parseDuration(node.totalTime) ??
    (prepTime || cookTime ? (prepTime ?? 0) + (cookTime ?? 0) : null);
  const yields = normaliseYield(node.recipeYield ?? node.yield);
  const nutrition = resolve(asList(node.nutrition)[0]);
  // Its serving size may say the people where the yield counts pieces or is a bare number.
  const servingSize =
    nutrition !== null && typeof nutrition === 'object'
      ? resolve(asList((nutrition as SchemaNode).servingSize)[0])
      : null;
  const image = largestImage(schemaImageCandidates(node, resolve));
  const category = asList(node.recipeCategory).map(cleanText).filter(Boolean).join(', ');
  return {
    name: firstText(node.name ?? node.headline),
    description: cleanText(asList(node.description)[0] ?? '') || null,
    ingredients: readIngredients(node),
    instructions: readInstructions(node, resolve),
    totalTime,
    prepTime,
    cookTime,
    servings: servingsOfRecipe(node.recipeYield ?? node.yield, servingSize),
    yields,
    calories: publishedCalories(resolve(node.nutrition)),
    imageUrl: image ? absoluteUrl(image, sourceUrl) : null,
    author: readAuthor(node.author ?? node.Author ?? node.creator, resolve),
    sourceUrl,
    category: category || null,
    tags: readTags(node),
  };
}

/** A URL made absolute against the page's own, or null when it is not a web URL. */
export function absoluteUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
