/**
 * Lines that never go on a shopping list (issue 15): tap water, however the recipe warms or
 * chills it ("200 ml just-boiled water", "½ cup ice water"), and lines that are only instructions
 * ("to serve", "for greasing", "see note", "For the sauce:"). Water that is a product stays:
 * coconut water, rose water, sparkling water, tuna in spring water, water chestnuts.
 */

import { findUnit } from '../ingredients/units.ts';
import { memoiseFromFirst } from '../memo.ts';
import { findWebAddresses } from '../recipes/web-addresses-in-text.ts';

/** Words that say only how hot, how much or from where tap water is ("just-boiled", "tap"). */
const TAP_WATER_WORDS: ReadonlySet<string> = new Set([
  'water',
  'waters',
  'cold',
  'hot',
  'warm',
  'lukewarm',
  'luke',
  'tepid',
  'boiling',
  'boiled',
  'just',
  'freshly',
  'fresh',
  'iced',
  'ice',
  'icy',
  'tap',
  'filtered',
  'room',
  'temperature',
  'temp',
  'very',
  'cool',
  'chilled',
  'kettle',
  'plain',
  'salted',
  'more',
  'extra',
  'additional',
  'enough',
  'some',
  'a',
  'little',
  'splash',
  'of',
  'the',
  'from',
  'warmed',
  'heated',
  'hand',
]);

/** Words after which the rest of a name says what the water is for ("water to equal …"). */
const PURPOSE_WORD = /\s+(?:to|for|as|at|if|until|about|approx|after|when|\d).*$/;

const ALTERNATIVE = /\s*(?:\bor\b|\/|\band\/or\b)\s*/;

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case, accents off, hyphens as spaces: "Just-Boiled Water" → "just boiled water". */
function plain(name: string): string {
  const unaccented = ASCII.test(name) ? name : name.normalize('NFKD').replace(/\p{M}/gu, '');
  return unaccented.toLowerCase().replace(/[-–—]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Ice from the freezer is tap water too: "ice", "ice cubes", "crushed ice". */
const ICE = /^(?:(?:crushed|cubed|cracked|lots of|plenty of|handful of)\s+)?ice(?:\s+cubes?)?$/;

/** Whether one name (no alternatives) is tap water: every word is water or how it is served. */
const isPlainTapWater = memoiseFromFirst((name: string): boolean => {
  const text = plain(name);
  if (ICE.test(text)) return true;
  const words = text
    .replace(PURPOSE_WORD, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return (
    words.some((word) => word === 'water' || word === 'waters') &&
    words.every((word) => TAP_WATER_WORDS.has(word))
  );
});

const MAY_BE_WATER = /water|ice/i;

/**
 * Whether a name is tap water (plain, cold, boiling, just-boiled, iced, lukewarm, warm…); false
 * for water that is bought (coconut water, rose water, sparkling water, tuna in spring water).
 */
export function isTapWater(name: string): boolean {
  return MAY_BE_WATER.test(name) && isPlainTapWater(name);
}

/**
 * A name without tap water among its alternatives ("chicken stock or water" → "chicken stock",
 * "boiling water or hot coffee" → "hot coffee"); null when the name is only tap water, the name
 * itself when water is not one of them.
 */
export function withoutTapWater(name: string): string | null {
  if (!MAY_BE_WATER.test(name)) return name;
  if (isPlainTapWater(name)) return null;
  const alternatives = name.split(ALTERNATIVE);
  if (alternatives.length < 2) return name;
  const kept = alternatives.filter((alternative) => !isPlainTapWater(alternative));
  if (kept.length === 0) return null;
  return kept.length === alternatives.length ? name : kept.join(' or ');
}

/**
 * A name that is an instruction, not a thing: "to serve", "for greasing", "see note", "optional",
 * "as needed", a heading such as "For the sauce:" or "Marinade:", "serving suggestion".
 */
const INSTRUCTION =
  /^(?:(?:reduce|increase|omit|substitute|replace|swap)\s|to (?:serve|taste|garnish|decorate|finish|grease|dust|brush|fry|cook|coat)|for (?:the\b|greasing|serving|garnish|garnishing|dusting|brushing|frying|decorating|decoration|topping|drizzling|sprinkling|coating|rolling|the tin|the pan)|see (?:note|notes|recipe|above|below|method|tip|tips)\b|(?:optional|as needed|as required|if needed|if desired|if using|garnish|to serve|serving suggestions?|equipment|you will need|method|instructions|ingredients|directions|notes?)\s*$)/;

/**
 * A line about the recipe a page lists among its ingredients: "Serves 4", "Makes 12 cookies",
 * "Yield" (its "6 servings" a note), "Prep time". How many it serves or how long it takes, not a
 * thing to buy. As `plain` gives it: lower case, a dash a space.
 */
const YIELD_OR_TIME =
  /^(?:serves|servings|yields?|makes|feeds|portions|(?:prep(?:aration)?|cook(?:ing)?|baking|total|resting|chilling) time)(?:\s*[:=]?\s*(?:about\s+|up to\s+)?\d.*)?$/;

/** Section headings a page lists among its ingredients: "Topping", "For the glaze". */
const HEADING =
  /^(?:the\s+)?(?:topping|toppings|glaze|filling|frosting|icing|crust|base|dough|batter|marinade|dressing|sauce|garnish|garnishes|assembly|decoration|decorations|streusel|crumble|syrup|to assemble)$/;

/**
 * Whether a parsed name is an instruction or a heading rather than something to buy: "to serve",
 * "see note", "For the sauce:", "reserved pasta water" (made earlier in the recipe), and a lone
 * heading word ("Topping") when the line has no amount.
 */
export function isInstructionOnly(name: string, quantity: number | null = null): boolean {
  const text = instructionText(name);
  return text === null || (quantity === null && HEADING.test(text));
}

/** A name as the instruction patterns read it; null when it is an instruction whatever its amount. */
const instructionText = memoiseFromFirst((name: string): string | null => {
  const text = plain(name).replace(/^[\s*•·:–-]+/, '');
  if (text === '' || !/\p{L}/u.test(text)) return null;
  if (/:\s*$/.test(text) || /^reserved\b/.test(text)) return null;
  if (YIELD_OR_TIME.test(text)) return null;
  // "3cm pieces", "2 slices": a unit with nothing to buy ("cloves" alone is the spice).
  const unit = findUnit(text.replace(/^[\d\s./-]+(?:cm|mm|in|inch)?\s*/, ''));
  if (unit !== undefined && unit.canonical !== 'clove') return null;
  return INSTRUCTION.test(text) ? null : text;
});

/** Words that only point at an address ("see", "recipe here", "full recipe on my blog"). */
const POINTER_WORDS: ReadonlySet<string> = new Set(
  (
    'see also here there link links recipe recipes at on in from for the a an my our this that ' +
    'full original source website web site blog page video click tap visit details detail more ' +
    'info information via find found it get check out instructions method notes note and or to ' +
    'of is are with how make homemade home made follow following use using ' +
    'buy bought available online order shop store stockist stockists where'
  ).split(' '),
);

/**
 * Of those, the words that say "look at the address": a run of pointer words next to an address
 * goes with it when it holds one of these ("2 tbsp pesto, see https://…" → "2 tbsp pesto"), and
 * stays when it does not ("chicken thighs, skin on https://…").
 */
const POINTING_WORDS: ReadonlySet<string> = new Set(
  (
    'see here there link links recipe recipes website site blog page video click tap visit ' +
    'details detail info information via instructions method notes note buy available online ' +
    'order stockist stockists'
  ).split(' '),
);

/** Punctuation that only joins words to an address (": ", " - ", " / "), not a clause's end. */
const JOINER = /[\s:.…/|!?–—-]/;

/** Also a clause's end: what is left between two parts of a line once an address is out. */
const GAP_JOINER = /[\s:;,.…/|!?–—-]/;

/** Each opening quote and its closing one. */
const QUOTE_PAIRS: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
]);

/** Words and what is between them, in order. */
const TOKEN = /\p{L}+|\P{L}+/gu;

/**
 * Where the run of pointer words before an address starts ("2 tbsp pesto, see here: |"): the
 * text's length when the run does not point at it. Read token by token (no regex backtracking
 * over a long run of spaces).
 */
function pointerRunBefore(text: string): number {
  const tokens = text.match(TOKEN) ?? [];
  let at = text.length;
  let cut = text.length;
  let pointing = false;
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (!runGoesOn(token)) break;
    at -= token.length;
    if (/^\p{L}/u.test(token)) {
      cut = at;
      pointing ||= POINTING_WORDS.has(plain(token));
    }
  }
  return pointing ? cut : text.length;
}

/**
 * Where the run of pointer words after an address ends, when the run ends its clause ("| for the
 * full recipe", "| (recipe)"): 0 when it does not point at it or the clause goes on.
 */
function pointerRunAfter(text: string): number {
  const tokens = text.match(TOKEN) ?? [];
  let at = 0;
  let cut = 0;
  let pointing = false;
  for (const token of tokens) {
    if (!runGoesOn(token)) {
      if (!/^\s*[,;)\]}]/.test(token)) return 0;
      break;
    }
    at += token.length;
    if (/^\p{L}/u.test(token)) {
      cut = at;
      pointing ||= POINTING_WORDS.has(plain(token));
    }
  }
  return pointing ? cut : 0;
}

/** Whether a token carries a run of pointer words on: a pointer word or joining punctuation. */
function runGoesOn(token: string): boolean {
  if (/^\p{L}/u.test(token)) return POINTER_WORDS.has(plain(token));
  return [...token].every((char) => JOINER.test(char));
}

/** `text` split before its trailing joiners: ["2 tbsp pesto", " - "]. */
function splitJoinersEnd(text: string): [string, string] {
  let end = text.length;
  while (end > 0 && GAP_JOINER.test(text[end - 1]!)) end -= 1;
  return [text.slice(0, end), text.slice(end)];
}

/** `text` split after its leading joiners: [", ", "to serve"]. */
function splitJoinersStart(text: string): [string, string] {
  let start = 0;
  while (start < text.length && GAP_JOINER.test(text[start]!)) start += 1;
  return [text.slice(0, start), text.slice(start)];
}

/** What stands where an address was: nothing at an end or in a bracket, else a comma or space. */
function gapJoin(gap: string, before: string, after: string): string {
  if (before.trim() === '' || after.trim() === '') return '';
  if (/[([{<]$/.test(before) || /^[)\]}>]/.test(after)) return '';
  if (gap.includes(';')) return '; ';
  if (gap.includes(',')) return ', ';
  return ' ';
}

/** Without closing brackets that open nothing ("Pesto: https://… :)" leaves "Pesto )"). */
function withoutUnopenedClosers(text: string): string {
  let open = 0;
  let kept = '';
  for (const char of text) {
    if (char === '(') open += 1;
    else if (char === ')') {
      if (open === 0) continue;
      open -= 1;
    }
    kept += char;
  }
  return kept;
}

/**
 * A recipe line without its web addresses (issue: a link is not a food): null when the line is
 * only a link and words that point at it ("See https://…", "https://…/pesto", "Recipe here:
 * www.…", "Buy here: https://…"), so it is left off the list like "see note"; the line with the
 * address taken out when it names something else too, with the words that pointed at it and the
 * punctuation that joined it ("2 tbsp pesto (see https://…)." → "2 tbsp pesto"; "Pesto,
 * https://…, to serve" → "Pesto, to serve"); the line itself when it holds no address.
 */
export function withoutWebAddresses(line: string): string | null {
  const addresses = findWebAddresses(line);
  if (addresses.length === 0) return line;
  // The words between the addresses, each address's sentence end kept as words.
  const parts: string[] = [];
  let from = 0;
  for (const { start, end } of addresses) {
    // Quotes round an address go with it ('Pesto: "https://…"' leaves "Pesto").
    // (Only a quote: at the line's end, a character before the address is kept, not taken as
    // an opening quote closed by nothing.)
    const closer = start > from ? QUOTE_PAIRS.get(line[start - 1]!) : undefined;
    const quoted = closer !== undefined && closer === line[end];
    parts.push(line.slice(from, quoted ? start - 1 : start));
    from = quoted ? end + 1 : end;
  }
  parts.push(line.slice(from));
  // The words that point at an address go with it.
  const last = parts.length - 1;
  for (let index = 0; index <= last; index += 1) {
    let part = parts[index]!;
    if (index > 0) part = part.slice(pointerRunAfter(part));
    if (index < last) part = part.slice(0, pointerRunBefore(part));
    parts[index] = part;
  }
  // Each gap closed up: the joining punctuation either side becomes nothing, a comma or a space.
  let text = parts[0]!;
  let pending = '';
  for (const part of parts.slice(1)) {
    const [before, joinBefore] = splitJoinersEnd(text);
    const [joinAfter, after] = splitJoinersStart(part);
    const gap = pending + joinBefore + joinAfter;
    if (after === '') {
      text = before;
      pending = gap;
    } else {
      text = before + gapJoin(gap, before, after) + after;
      pending = '';
    }
  }
  const rest = withoutUnopenedClosers(
    text
      .replace(/[([{<]\s*[)\]}>]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ([,;])/g, '$1'),
  );
  // A sentence's end left after a bracket that went ("2 tbsp pesto (https://…)." → " .").
  const clean = splitJoinersEnd(rest)[0].trim();
  const words = plain(clean)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.every((word) => POINTER_WORDS.has(word))) return null;
  return clean;
}
