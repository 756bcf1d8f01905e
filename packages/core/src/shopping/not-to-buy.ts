/**
 * Lines that never go on a shopping list (issue 15): tap water, however the recipe warms or
 * chills it ("200 ml just-boiled water", "½ cup ice water"), and lines that are only instructions
 * ("to serve", "for greasing", "see note", "For the sauce:"). Water that is a product stays:
 * coconut water, rose water, sparkling water, tuna in spring water, water chestnuts.
 */

import { findUnit } from '../ingredients/units.ts';
import { memoiseFromFirst } from '../memo.ts';

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
  // "3cm pieces", "2 slices": a unit with nothing to buy ("cloves" alone is the spice).
  const unit = findUnit(text.replace(/^[\d\s./-]+(?:cm|mm|in|inch)?\s*/, ''));
  if (unit !== undefined && unit.canonical !== 'clove') return null;
  return INSTRUCTION.test(text) ? null : text;
});

/** A web address: "https://…", "www.…", or a domain with a path ("example.com/pesto"). */
const WEB_ADDRESS = /(?:\bhttps?:\/\/|\bwww\.|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/)[^\s)\]>]*/gi;

/** Cheap test first: most lines hold no address. */
const MAY_HOLD_ADDRESS = /https?:|www\.|\.[a-z]{2,}\//i;

/** Words that only point at an address ("see", "recipe here", "full recipe on my blog"). */
const POINTER_WORDS: ReadonlySet<string> = new Set(
  (
    'see also here there link links recipe recipes at on in from for the a an my our this that ' +
    'full original source website web site blog page video click tap visit details detail more ' +
    'info information via find found it get check out instructions method notes note and or to ' +
    'of is are with how make homemade home made follow following use using'
  ).split(' '),
);

/**
 * A recipe line without its web addresses (issue: a link is not a food): null when the line is
 * only a link and words that point at it ("See https://…", "https://…/pesto", "Recipe here:
 * www.…"), so it is left off the list like "see note"; the line with the address taken out when
 * it names something else too ("2 tbsp pesto (https://…)" → "2 tbsp pesto"); the line itself
 * when it holds no address.
 */
export function withoutWebAddresses(line: string): string | null {
  if (!MAY_HOLD_ADDRESS.test(line)) return line;
  WEB_ADDRESS.lastIndex = 0;
  if (!WEB_ADDRESS.test(line)) return line;
  const rest = line
    .replace(WEB_ADDRESS, ' ')
    .replace(/[([{]\s*[)\]}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = plain(rest)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.every((word) => POINTER_WORDS.has(word))) return null;
  return rest.replace(/[\s:;,–—-]+$/, '');
}
