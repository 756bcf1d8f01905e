/**
 * From the text after the amount ("finely chopped fresh parsley, to serve") to the ingredient's
 * name as written ("fresh parsley") and its notes ("finely chopped", "to serve"): brackets,
 * comma clauses, note phrases, sizes and preparation words go to the notes.
 */
import {
  COMMON_ADJECTIVES,
  FILL_ADVERBS,
  FILL_WORDS,
  NOTE_STARTERS,
  PLAIN_SIZE_WORDS,
  QUALITY_WORDS,
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  SIZE_MODIFIERS,
  SIZE_WORDS,
  SOLD_PREPARED,
  vagueAmountLength,
} from './descriptors.ts';
import { madeOnFirstUse, memoise, memoiseFromFirst } from '../memo.ts';
import { pluralWord, singularWord } from './plural.ts';
import {
  collapseSpaces,
  foldedForAsciiPatterns,
  isSpace,
  oneOfWords,
  oneOfWordsIgnoringCase,
} from './text.ts';
import { findUnit } from './units.ts';

/** A name and the notes taken off it. */
export interface NameAndNotes {
  readonly name: string;
  readonly notes: readonly string[];
}

/**
 * Patterns the functions below run on every line, made once here: a pattern written inside a
 * function is a new RegExp object each time the line is read (V8 copies it from its literal).
 */
const WHITE_SPACE = /\s+/;
const SIZED_LIKE = /^[a-z]+-sized?$/;
const AND_OR_FIRST = /^(?:and|or)\s/i;
const OR_FIRST = /^or\s/i;
const LEADING_CONJUNCTION = /^(?:or|and|and\/or)\s+/i;
const CONJUNCTION_BETWEEN = /\s+(?:or|and|and\/or)\s+/i;
// "and/or" too: "onion rings and/or fresh chilies" is two choices of two words, not one of five.
const OR_AND_BETWEEN = /\s+(?:or|and|and\/or)\s+/i;
const LEADING_NOTE_MARKS = /^[\s,;:-]+/;
const LEADING_OF = /^(?:of|each|de|di|del|du)[\s,]+/i;
const LEADING_ELISION = madeOnFirstUse(() => /^d['’](?=\p{Ll})/u);
const ANY_LETTER = madeOnFirstUse(() => /\p{L}/u);
/** A word or a further amount ("/3lb 5oz flour") after the amounts after slashes. */
const WORD_OR_NUMBER_AT_START = madeOnFirstUse(() => /^[\p{L}\d]/u);
const ENDS_IN_OR_AND = /^(.*\S)\s+(or|and)$/i;
const LEADING_WORD = madeOnFirstUse(() => /^[\p{L}-]+/u);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The note starters as one alternation, grouped by first letter and then by first word
 * ("t(?:o (?:taste|serve|…)|…)"), longest first within a word's group: where a match starts and
 * whether there is one are those of a flat list (the order of alternatives changes only which
 * one matches), and after each space or comma the pattern tries the line's next letter against
 * about twenty letters, not each of about fifty words.
 */
const NOTE_STARTERS_PATTERN = ((): string => {
  const groups = new Map<string, Set<string>>();
  for (const starter of NOTE_STARTERS) {
    const space = starter.indexOf(' ');
    const first = space === -1 ? starter : starter.slice(0, space);
    const rest = space === -1 ? '' : starter.slice(space + 1);
    const group = groups.get(first) ?? new Set<string>();
    group.add(rest);
    groups.set(first, group);
  }
  const byLetter = new Map<string, string[]>();
  for (const [first, rests] of [...groups].sort(
    ([a], [b]) => b.length - a.length || (a < b ? -1 : 1),
  )) {
    const longer = [...rests]
      .filter((rest) => rest !== '')
      .sort((a, b) => b.length - a.length)
      .map(escape);
    const tail = longer.length === 0 ? '' : `(?: (?:${longer.join('|')}))`;
    const word = `${escape(first.slice(1))}${tail}${tail !== '' && rests.has('') ? '?' : ''}`;
    const letter = first.charAt(0);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), word]);
  }
  return [...byLetter]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([letter, words]) => `${escape(letter)}(?:${words.join('|')})`)
    .join('|');
})();

/**
 * A note starter after a space or a comma ("… to serve", ", cut into chunks"). Written in lower
 * case and run on `foldedForAsciiPatterns` of the text: the same matches as case-insensitive
 * Unicode patterns, compiled by V8 in a fraction of the time. A starter at the very start of a
 * text is found on the text after a space (`noteStartIn`): a leading `(?:^|[\s,])` made V8 build
 * the starters' alternation twice, one for each way in, and compiling it cost about three times
 * as much (11 M instructions against 3 M, callgrind), paid by every process's first line.
 */
const NOTE_START = new RegExp(`[\\s,](?:${NOTE_STARTERS_PATTERN})(?![a-zª])`);

/**
 * Where a note starter begins in `folded` (already `foldedForAsciiPatterns`), at its start or at
 * the space or comma before it, or -1: NOTE_START on the text after a space, whose first match
 * at 0 is a starter opening the text and at `n` the space or comma at `n - 1` before one. On a
 * text that opens with a space or a comma (a tail from its comma on), NOTE_START alone finds the
 * same (no starter opens with either). Exported for the tests.
 */
export function noteStartIn(folded: string): number {
  const found = ` ${folded}`.search(NOTE_START);
  return found > 0 ? found - 1 : found;
}

/**
 * Whether a note starter opens `folded` (already `foldedForAsciiPatterns`): NOTE_START on the
 * text after a space matches at 0 exactly when a starter (no starter begins with a space or a
 * comma) opens the text, as `^(?:starters)(?![a-zª])` would. One large pattern compiled, not two
 * of the same words (the second, run on a few hundred clauses, cost as much to compile as the
 * first, run on every line).
 */
const opensWithNoteStarter = (folded: string): boolean => ` ${folded}`.search(NOTE_START) === 0;

/**
 * "flour in a plate", "apple juice in a spray bottle", "icing sugar in a small shaker": the vessel
 * it is set out in, after the name, is a note (what is bought is the flour). Not a pack ("in a
 * jar", "in a tin": the labels keep "from a jar"), and not a liquid it comes in ("capers in
 * brine").
 */
const IN_A_VESSEL =
  /\sin an? (?:(?:small|large|big|medium|shallow|deep|wide|clean|dry|separate|heatproof|mixing|measuring|spray|squeeze)\s+)*(?:bowl|plate|dish|saucer|shaker|bottle|jug|sieve|ramekin|glass|saucepan|pan|pot)(?![a-z])/;

/**
 * " in their own juice", " with their juices": the juice a thing is packed or cut with, with no
 * comma before it, is part of what is bought, as " in juice" and " with juice" already are
 * ("diced tomatoes in their own juice", "fresh tomatoes with their juices"). Other things "with
 * their" or "in their" ("oysters with their liquor", "prawns in their shells") stay notes.
 */
const WITH_OWN_JUICE = /^\s(?:with|in) (?:their|its) (?:own |natural )?juices?(?![a-z])/;

/** " room temperature eggs", " room temp butter": the state, with a name after it. */
const ROOM_TEMPERATURE_BEFORE_NAME = /^[\s,]?room temp(?:erature)?\s+[a-z]/;

/**
 * " or a combination", ", or a mixture", " or a blend of both": the cook's mix of the things
 * named before it.
 */
const MIX_OF_THEM = /\sor (?:a |any )?(?:combination|mixture|mix|blend|both)(?![a-z])/;

/** "cubes", "1-inch cubes", "bite-size pieces": only the pieces a thing is cut into. */
const CUT_PIECES_ONLY =
  /^(?:(?:[\d/.½¼¾-]+(?:-?(?:inch|cm|mm)|["”])?|thin|thick|small|large|bite-sized?)\s+)*(?:pieces|chunks|strips|shavings|cubes|slices|matchsticks|lengths)$/;

/** Where a note starter begins in `text`, or -1. */
function noteStartIndex(text: string): number {
  const folded = foldedForAsciiPatterns(text);
  const found = noteStartIn(folded);
  // Right after the name only: in a later clause it belongs to that clause ("…, or water,
  // simmering in a pot").
  const comma = folded.indexOf(',');
  const vessel = folded.includes(' in a')
    ? (comma === -1 ? folded : folded.slice(0, comma)).search(IN_A_VESSEL)
    : -1;
  const near = vessel !== -1 && (found === -1 || vessel < found) ? vessel : found;
  // "butter or oil or a combination": the cook's mix of the things named, no other thing to buy.
  // Only before the first comma ("quinoa or amaranth, or a combination", "whole milk, low-fat
  // milk, or a combination" are left: there the list is read as it was, whole or its first thing).
  const mix = folded.includes(' or ')
    ? (comma === -1 ? folded : folded.slice(0, comma)).search(MIX_OF_THEM)
    : -1;
  const at = mix !== -1 && (near === -1 || mix < near) ? mix : near;
  // "whatever hot sauce you like": the verb, not "like" for "such as".
  if (at > 3 && folded.startsWith(' like', at) && folded.slice(at - 4, at) === ' you') {
    const later = noteStartIndex(text.slice(at + 5));
    return later === -1 ? -1 : at + 5 + later;
  }
  // "diced tomatoes in their own juice": the juice is part of the name; look on after it. Not
  // after a comma ("plum tomatoes, chopped, with their juices": a clause of its own).
  if (at > 0 && folded.charAt(at - 1) !== ',' && folded.includes('juice', at)) {
    const juice = WITH_OWN_JUICE.exec(folded.slice(at));
    if (juice !== null) {
      const from = at + juice[0].length;
      const later = noteStartIndex(text.slice(from));
      return later === -1 ? -1 : from + later;
    }
  }
  // "cubes made from crusty bread": after the pieces a thing is cut into and nothing else, what
  // they are made from is the thing (the pieces a note, as "cubes of crusty bread" has them).
  if (at > 0 && folded.startsWith(' made from ', at) && CUT_PIECES_ONLY.test(folded.slice(0, at))) {
    const from = at + ' made from'.length;
    const later = noteStartIndex(text.slice(from));
    return later === -1 ? -1 : from + later;
  }
  // "2 large room temperature eggs": before a name, the state is a describing word, as
  // "room-temperature" is, and is taken off the name with the other preparations.
  if (
    at !== -1 &&
    (folded.startsWith('room temp', at) || folded.startsWith('room temp', at + 1)) &&
    ROOM_TEMPERATURE_BEFORE_NAME.test(folded.slice(at)) &&
    folded
      .slice(0, at)
      .split(WHITE_SPACE)
      .every((word) => word === '' || isSizeWord(word, undefined) || isHeadDescriber(word))
  ) {
    const from = folded.indexOf('temp', at) + 4;
    const later = noteStartIndex(text.slice(from));
    return later === -1 ? -1 : from + later;
  }
  // "water just slightly warmer than room temperature": the comparison is the note, not the
  // words before its last one.
  if (at > 5 && folded.startsWith(' than', at - 5)) {
    const compared = COMPARISON_BEFORE.exec(folded.slice(0, at));
    if (compared !== null) return compared.index;
  }
  return at;
}

/** "just slightly warmer than", "a little cooler than": a comparison, from its first word. */
const COMPARISON_BEFORE =
  /(?:\s+(?:just|slightly|a little|a bit|much|somewhat|barely))*\s+[a-z]+er\s+than$/;

/** Words that make a comma clause a note wherever they stand ("cut into chunks", "skin on"). */
const NOTE_CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'in',
  'into',
  'with',
  'without',
  'at',
  'on',
  'then',
  'until',
  'each',
  'skin',
  'about',
  'if',
  'but',
  'so',
  'left',
  'whole',
  'halves',
  'stalk',
  'stalks',
  'leaves',
  'only',
  'removed',
  // "heads and shells intact": what is left on, as "removed" is what is taken off.
  'intact',
  'cut',
  'to',
  'from',
  'both',
  // "soaked 4 hours or overnight": how long, never a thing's name.
  'hour',
  'hours',
  'minute',
  'minutes',
  'either',
  'like',
  'part',
  'parts',
  'portion',
  'portions',
  'zest',
  // "mixed sizes and colors": how the things vary, not another thing.
  'sizes',
  'colors',
  'colours',
  'varieties',
  'shapes',
]);

/**
 * " or 2 tablespoons …", " and 1 tsp …", " or juice of 1 lime": an alternative or extra amount
 * starts a note, as does another amount by the first ("or half that amount dried", "or twice as
 * much"), one thing of a size or part of one ("or a 2-inch cinnamon stick", "or half of a
 * 6-ounce can"), another count of the source of the part named ("giblets from 3 chickens or
 * from 1 turkey", "zest of 1 lemon or of 2 limes"; not "fresh or from a can", how it is bought),
 * and "a bit more" or "a bit less" of it ("caster sugar, or a bit more or less").
 * A number with a per cent sign is a kind, not an amount ("whole or 2% milk"), and a length
 * before a preparation is the size of the pieces ("peeled and 1/2-inch diced squash").
 */
export const ALTERNATIVE_AMOUNT =
  /\s+(?:and\/or|or|and|plus|minus|less)\s+(?=\d(?![\d.,]*\s*%)(?!\d*(?:[./]\d+)?-?(?:inch|cm|mm)\s+[a-z]+ed\b)|one\b|two\b|a\s+(?:few|little)\b|a\s+bit\s+(?:more|less)\b|(?<=\bor\s+)(?:juice|zest|rind|seeds)\s+(?:of|from)\s+(?:\d|an?\s|one\b)|(?<=\bor\s+)(?:of|from)\s+\d|(?<=\bor\s+)(?:half|twice|double|(?:a|one)[\s-](?:third|quarter))\s+(?:that|the|as)\b|(?<=\bor\s+)(?:an?\s+\d|half\s+(?:of\s+)?an?\s))/i;
/**
 * What every match of ALTERNATIVE_AMOUNT holds: the joining word between white space and the
 * first letter or digit of what its lookahead wants, the words its lookbehind keeps to "or" only
 * after "or" ("zested and juiced" is no other amount). Most names hold none ("peeled and diced"
 * has the word but not what follows), and the long pattern, with its lookarounds, is not run.
 */
export const ALTERNATIVE_AMOUNT_HINT =
  /\s(?:and\/or|or|and|plus|minus|less)\s+(?:\d|one|two|a\s)|[\s/]or\s+(?:juice|zest|rind|seeds|half|twice|double|an?[\s-]|from\s+\d|of\s+\d)/i;
/** "plus 1 tablespoon ", "or 2 tsp ": a joining word, a number and its unit. */
const AMOUNT_HEAD = madeOnFirstUse(
  () => /^(?:plus|and|or|\+)\s*\d[\d\s./]*\s*\p{L}+\.?\s+(?=\p{L})/iu,
);

/** "sugar +1 tsp for each", "flour + extra for dusting": an extra amount after a plus sign. */
const PLUS_AMOUNT = /\s*\+\s*(?=\d|one\b|two\b|extra\b|more\b)/i;

/**
 * "(firmly packed)/7.6 ounces/217 grams light brown sugar", "/ about 1.5 ounces/ 40 grams honey":
 * the same amount in other units, each after a slash, before the name.
 */
const SLASH_AMOUNT =
  /\s*\/\s*(?:(?:about|approx\.?|approximately|scant|generous)\s+)?\d[\d.,]*(?:\s+\d+\/\d+)?\s*/iy;
/** The unit after one of those amounts, before a space or the next slash ("ounces", "fl oz"). */
const SLASH_AMOUNT_UNIT = madeOnFirstUse(() => /(\p{L}+(?:\s+oz)?)\.?(?:\s+|(?=\/))/uy);

/**
 * Where the amounts after slashes at the head of `name` end (0 when there are none). A word
 * joined to its number is its unit, however spelt ("/2½z", "/20z"); a word after a space goes
 * with the amount only when it is a unit: "200g/7 caster sugar" (the ounces' unit lost) has "/7"
 * before the name, and "75g/3 butter" is butter, not the letter "r" after "/3 butte".
 */
/** "z", "Ib", "dfl oz", "zoz": a unit the page misspelt (after a fraction, a space comes first). */
const MISSPELT_UNIT = madeOnFirstUse(
  () => /^(?:\p{L}{1,2}|\p{L}{0,2}oz|\p{L}{0,2}fl(?:\s+oz)?)$/iu,
);

function isUnitOrMisspelt(word: string): boolean {
  return findUnit(word) !== undefined || MISSPELT_UNIT().test(word);
}

function leadingSlashAmountsEnd(name: string): number {
  let end = 0;
  for (;;) {
    SLASH_AMOUNT.lastIndex = end;
    if (!SLASH_AMOUNT.test(name)) return end;
    const afterNumber = SLASH_AMOUNT.lastIndex;
    const spaced = isSpace(name.charCodeAt(afterNumber - 1));
    SLASH_AMOUNT_UNIT().lastIndex = afterNumber;
    const unit = SLASH_AMOUNT_UNIT().exec(name);
    if (unit && (!spaced || isUnitOrMisspelt(unit[1] ?? ''))) end = SLASH_AMOUNT_UNIT().lastIndex;
    else if (spaced) end = afterNumber;
    else return end;
  }
}

/**
 * "plus 2 tablespoons, …" at the head of the name: an extra amount of the same thing ("minus" and
 * "less" one taken off it). "plus a pinch, …", "plus a little more, …": a vague amount joined on,
 * set off by commas ("1 cup, plus a pinch, sugar"; was named "plus a pinch").
 */
const LEADING_EXTRA_AMOUNT = madeOnFirstUse(
  () =>
    /^(?:(?:plus|minus|less|\+)\s*\d[\d\s./-]*\s*\p{L}+\.?[\s,]+|(?:plus|\+)\s*an?\s+(?:pinch|dash|splash|drop|little|touch|bit|few\s+drops)(?:\s+(?:more|extra))?\s*,\s*)(?=\p{L})/iu,
);

/**
 * "egg yolk beaten with 1 tbsp water", "2 stock cubes in 1 litre of hot water": what the thing
 * is mixed with or dissolved in, with its own amount, is a note, not the name.
 */
const WITH_AMOUNT = madeOnFirstUse(
  () => /(?:\s+\p{L}+ed)?(?:\s+together)?\s+(?:with|in|into)\s+(?=\d)/iu,
);

/**
 * "with membranes removed", "with the seeds discarded", "with head and tail removed", "with crusts
 * cut off": a part of the thing taken off (not one left on or attached, which may name the cut
 * bought: "pork loin with belly attached").
 */
const WITH_PART_REMOVED =
  /\s+with\s+(?:[a-z'-]+\s+){1,3}(?:removed|discarded|trimmed(?:\s+off)?|cut\s+off|taken\s+off|pulled\s+off|scraped\s+out)\b/i;

/** A part of a food that a line may say is left on or taken off. */
const FOOD_PART =
  '(?:skins?|bones?|seeds?|stems?|rinds?|peel|pits?|tails?|shells?|heads?|crusts?|membranes?|cores?|casings?)';

/**
 * "skin removed", "tails on", "seeds discarded": a part of the thing and whether it is left on or
 * taken off, straight after the name (PART_STATE_AFTER_NAME's use in the name's own clause). "with"
 * before it goes with it, and two parts joined by "and": "sage leaves with stems intact", "prawns
 * with heads and tails on" (were named "sage leaves with", "prawns with heads").
 */
const PART_STATE_AFTER_NAME = new RegExp(
  `\\s+(?:with\\s+(?:the\\s+|their\\s+)?)?${FOOD_PART}(?:\\s+and\\s+${FOOD_PART})?\\s+(?:removed|discarded|on|off|intact|left\\s+on|trimmed)\\b`,
  'i',
);

/** Whether `name` may have a word PART_STATE_AFTER_NAME ends with, in any usual case. */
function mayHavePartState(name: string): boolean {
  return (
    name.includes(' o') ||
    name.includes(' O') ||
    name.includes('emoved') ||
    name.includes('EMOVED') ||
    name.includes('iscarded') ||
    name.includes('ntact') ||
    name.includes('rimmed')
  );
}

/**
 * A bracket and what it holds, to its closing bracket or the end: one bracket inside it is held
 * whole ("(made with 1 egg and about 1 cup (150g) flour)", "(cut into 1-inch [2.5-cm] pieces)").
 */
const BRACKETS = /\s*[([{](?:[^()[\]{}]|[([{][^()[\]{}]*[)\]}])*[)\]}]?/g;
/** "your choice of " at the head of a name. */
const YOUR_CHOICE_OF = /^\s*your\s+choice\s+of\s+/i;
/**
 * "Tesco chopped tomatoes", "Sainsbury's Taste the Difference pork sausages", "Essential Waitrose
 * chicken fillets": a supermarket's own name or range at the head of a name, from the shop's own
 * recipe cards, says where it was bought, not what it is (the list meets "chopped tomatoes" from
 * any other recipe). A maker's brand ("Heinz ketchup") is left: it is the thing chosen. Written in
 * lower case and run on `foldedForAsciiPatterns` of the name, as NOTE_START is: the same matches
 * as the case-insensitive Unicode pattern it was, which V8 compiled in about five times the time.
 */
export const SHOP_OWN_RANGE =
  /^(?:(?:tesco|sainsbury'?s|asda|morrisons|waitrose|m&s|marks\s+(?:and|&)\s+spencer|ocado|aldi|lidl|co-op|woolworths|coles)(?:\s+(?:finest|taste\s+the\s+difference|extra\s+special|the\s+best|essential|everyday|value|specially\s+selected|deluxe|irresistible|collection|cooks'?\s+ingredients|brand)\b)?|(?:essential|duchy\s+organic)\s+waitrose|cooks'?\s+ingredients)\s+(?=[a-zª])/;
/** The first word of each of SHOP_OWN_RANGE's openings, as its folded text writes it. */
const SHOP_FIRST_WORDS: ReadonlySet<string> = new Set([
  'tesco',
  'sainsburys',
  "sainsbury's",
  'asda',
  'morrisons',
  'waitrose',
  'm&s',
  'marks',
  'ocado',
  'aldi',
  'lidl',
  'co-op',
  'woolworths',
  'coles',
  'essential',
  'duchy',
  'cooks',
  "cooks'",
]);

/**
 * SHOP_OWN_RANGE on `folded` (`foldedForAsciiPatterns` of a name), run only where the folded
 * name's first word, up to its first white space, is the first word of one of the pattern's
 * openings: each opening's first word is followed by white space (folded text writes all white
 * space as ASCII), and most names ("chopped tomatoes") open with none of them.
 */
export function shopOwnRangeOf(folded: string): RegExpExecArray | null {
  let end = 0;
  for (; end < folded.length; end += 1) {
    const code = folded.charCodeAt(end);
    if (code === 32 || (code >= 9 && code <= 13)) break;
  }
  return SHOP_FIRST_WORDS.has(folded.slice(0, end)) ? SHOP_OWN_RANGE.exec(folded) : null;
}
const OPENING_BRACKET = /[([{]/;
/** "(or dry sherry)", "(or other)": another thing, with no amount ("(or combination)" is a note). */
const BRACKETED_ALTERNATIVE =
  /^or\s+(?!(?:less|more|so|as\s+needed)$)(?!(?:a\s+)?(?:combination|mixture|mix)\b)[^\d()]+$/i;
const ANY_BRACKET_TEST = /[()[\]{}]/;
/**
 * "heavy (whipping) cream", "kosher (coarse) salt": one word in round brackets between two words
 * of the name is another name for the thing, kept in the name with its brackets (the shopping
 * list and the food table read the name without it).
 */
const BRACKETED_WORD = madeOnFirstUse(() => /^\p{L}[\p{L}'’-]*$/u);
const KEPT_OR_ANY_BRACKET = madeOnFirstUse(() => /\(\p{L}[\p{L}'’-]*\)|[()[\]{}]/gu);
/** Words in brackets that say how much or how it was prepared: "(scant)", "(packed)", "(optional)". */
const BRACKETED_NOT_NAME =
  /^(?:optional|scant|heap(?:ed|ing)|packed|level|rounded|generous|approx|about|each|total|divided|see|note|recipe|peelings|canned|tinned|frozen|thawed|drained|softened|melted|ish)$/i;
/** What may lead a name and is not part of it: spaces, commas, "of", "each", "de", "d'", "plus". */
const LEADING_CLUTTER = /^(?:[\s,+]|(?:of|each|de|di|del|du|plus)\b|d['’])/i;

/** How many spaces and commas `text` starts with: the characters `/^[\s,]+/` takes (`isSpace`). */
function leadingSpacesAndCommas(text: string): number {
  let at = 0;
  for (; at < text.length; at += 1) {
    // A space or a comma, else ASCII's other white space; only beyond ASCII a call to `isSpace`.
    const code = text.charCodeAt(at);
    if (code === 32 || code === 0x2c || (code >= 9 && code <= 13)) continue;
    if (code <= 0x7f || !isSpace(code)) break;
  }
  return at;
}

/** The start of LEADING_EXTRA_AMOUNT(). */
const MAY_START_WITH_PLUS = /^(?:plus|(?:minus|less)\b|\+)/i;

/**
 * Shapes the labelled corpora keep in the name, and a shop sells by ("long grain rice", "long red
 * chillies", "thick double cream", "full fat milk"), unlike a size ("large onion"). After a unit
 * they still go ("2 thick slices bread"), and before a size they are one ("thin medium slices").
 */
const KEPT_SHAPES: ReadonlySet<string> = new Set(['long', 'thick', 'full', 'fat', 'thin']);

/**
 * Praise and origin the labelled corpora keep in the name ("homemade chicken stock", "top-quality
 * sausagemeat", "shop-bought filo pastry"); the shopping list's name drops them.
 */
const KEPT_QUALITIES: ReadonlySet<string> = new Set([
  'homemade',
  'home-made',
  'store-bought',
  'shop-bought',
  'best-quality',
  'top-quality',
  'high-quality',
]);

/** Words after "medium" that make it a grade, not a size ("medium dry cider", "medium fat"). */
const MEDIUM_GRADES: ReadonlySet<string> = new Set([
  'dry',
  'fat',
  'strength',
  // How sweet a sherry or a cider is: "medium sherry", "medium cider" (dry, medium, sweet).
  'sherry',
  'cider',
  // How hot a curry powder is, how coarse a meal is ground: "medium curry powder", "medium oatmeal".
  'curry',
  'oatmeal',
  'cornmeal',
  'polenta',
  'semolina',
  'bulgar',
  'bulgur',
  'matzo',
]);

/** Foods whose giant kind is a product of its own ("giant couscous", "giant cous cous"). */
const GIANT_KINDS: ReadonlySet<string> = new Set(['couscous', 'cous']);

const SIZE_RANGE = /^([a-z]+)-(?:to|or)-([a-z]+)$/;
const SIZE_PAIR = /^([a-z]+)[-/]([a-z]+)$/;
/** The words for how big one thing is, and their shorthands. */
const SIZES_OF_A_THING: ReadonlySet<string> = new Set([
  'tiny',
  'small',
  'medium',
  'large',
  'big',
  'jumbo',
  'sm',
  'sml',
  'med',
  'md',
  'lg',
  'lge',
  'lrg',
  'xl',
]);

/**
 * Words after a size that the size is of, not the thing's: "large curd cottage cheese", "medium
 * grain rice", "large flake oats", "small batch bourbon" (the kind, as "medium-grain" is).
 */
const SIZED_PARTS: ReadonlySet<string> = new Set(['curd', 'grain', 'flake', 'batch']);

function isSizeWord(word: string, next: string | undefined): boolean {
  if (word === 'medium' && next !== undefined && MEDIUM_GRADES.has(next)) return false;
  // "giant couscous": the pearl kind, sold so (not "giant prawns", prawns of a size).
  if (word === 'giant' && next !== undefined && GIANT_KINDS.has(next)) return false;
  if (next !== undefined && SIZED_PARTS.has(next)) return false;
  if (SIZE_WORDS.has(word)) return true;
  // "bite-sized", "thumb-size", "walnut-sized".
  if (SIZED_LIKE.test(word)) return true;
  // "medium-to-large", "small-or-medium": a range of sizes in one word.
  const range = SIZE_RANGE.exec(word);
  if (range !== null) return SIZE_WORDS.has(range[1] ?? '') && SIZE_WORDS.has(range[2] ?? '');
  // "medium/large", "small-medium", "sm/med": two sizes of a thing set side by side ("full-fat"
  // is no size: only the words for how big a thing is).
  const pair = SIZE_PAIR.exec(word);
  if (pair !== null)
    return SIZES_OF_A_THING.has(pair[1] ?? '') && SIZES_OF_A_THING.has(pair[2] ?? '');
  // "very large" and "extra large" are sizes; "extra virgin" and "very ripe" are not.
  if (next === undefined) return false;
  if (SIZE_MODIFIERS.has(word) && SIZE_WORDS.has(next)) return true;
  // "reasonably packed", "moderately packed": how full the measure is, as "fairly packed" is.
  return FILL_ADVERBS.has(word) && FILL_WORDS.has(next);
}

function isAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    COMMON_ADJECTIVES.has(lower) ||
    SIZE_WORDS.has(lower) ||
    PREPARATION_WORDS.has(lower) ||
    QUALITY_WORDS.has(lower) ||
    lower.endsWith('less') ||
    lower.endsWith('ful')
  );
}

/**
 * A word of a comma head that only describes ("all-purpose, unbleached flour", "very lean,
 * well-trimmed pork", "ripest, most flavorful tomatoes"): the head runs on into the next clause.
 */
export const isHeadDescriber = memoiseFromFirst((word: string): boolean => {
  const lower = word.toLowerCase();
  return (
    isAdjective(lower) ||
    PREPARATION_ADVERBS.has(lower) ||
    isParticiple(lower) ||
    lower === 'most' ||
    lower === 'whole' ||
    // "extra virgin, cold-pressed olive oil", "wild, Alaskan salmon", "semi-sweet, dark chocolate".
    lower === 'virgin' ||
    lower === 'wild' ||
    /^semi-[a-z]+$/.test(lower) ||
    /^[a-z]+-(?:purpose|[a-z]+ed)$/.test(lower) ||
    // "skin-on, bone-in thighs", "reduced-sodium, fat-free broth", "high-fat, European-style";
    // "free-range, organic eggs", "extra-virgin, cold-pressed oil", "day-old, crusty bread".
    /^[a-z]+-(?:on|in|free|fat|sodium|salt|style|quality|range|virgin|old|grain|made)$/.test(
      lower,
    ) ||
    // "whole-milk or part-skim, low-moisture mozzarella": what milk it is made of, how dry.
    /^[a-z]+-(?:skim|moisture)$|^whole-milk$/.test(lower) ||
    /^un[a-z]+ed$/.test(lower) ||
    /^[a-z]{3,}(?:est)$/.test(lower)
  );
});

/** Whether every word of a comma clause only describes (heads repeat: worked out once each). */
const isDescribersOnly = memoiseFromFirst((clause: string): boolean => {
  const words = clause.split(WHITE_SPACE);
  // "whole-milk or part-skim": describers joined by "or" or "and" between them.
  return words.every(
    (word, at) =>
      isHeadDescriber(word) || (at > 0 && at < words.length - 1 && CONJUNCTION.test(word)),
  );
});

/** Verbs of preparation that are no past participle by their ending ("cut up", "left whole"). */
const PREPARATION_VERBS = /^(?:cut|left|broken|torn|beaten|ground|split|shaken)$/;
/** Those of them that cut a thing up ("cut in half", "split lengthwise", "torn into pieces"). */
const CUT_VERBS = /^(?:cut|broken|torn|split)$/;

/**
 * "melted", "blanched and peeled", "broken into small pieces", "thinly sliced": a clause that
 * opens with what is done to the thing, after any adverbs.
 */
function isPreparationClause(clause: string): boolean {
  const words = clause.toLowerCase().split(WHITE_SPACE).filter(Boolean);
  let at = 0;
  while (at < words.length - 1 && PREPARATION_ADVERBS.has(words[at] ?? '')) at += 1;
  const word = words[at] ?? '';
  return PREPARATION_WORDS.has(word) || isParticiple(word) || PREPARATION_VERBS.test(word);
}

/** "peeled", "finely chopped", "roasted": a clause of preparation words only. */
const isPreparationsOnly = (clause: string): boolean =>
  clause.split(WHITE_SPACE).every((word) => {
    const lower = word.toLowerCase();
    return PREPARATION_WORDS.has(lower) || PREPARATION_ADVERBS.has(lower) || isParticiple(lower);
  });

/**
 * How the cook has cooked it: "cooked chicken", "boiled beef" and "well-seasoned chicken stock"
 * are chicken, beef and chicken stock (the labelled corpora drop "cooked" before a meat 7 times in
 * 9), unlike "minced beef", which the shop sells.
 */
const COOKED_SO = oneOfWords(['cooked', 'boiled', 'steamed', 'poached', 'well-seasoned']);

/** Forms that come before a preparation the shop sells ("frozen chopped spinach"). */
const SOLD_FORMS = oneOfWords(['frozen', 'dried', 'canned', 'tinned', 'jarred']);

/**
 * "deli-sliced mortadella", "thick-sliced bacon": done by the maker or the counter before the
 * thing is sold, or cut to a shape the shop sells by ("pre-" is split: the labels keep
 * "pre-shredded Parmesan" and drop "pre-crumbled feta").
 */
const SOLD_SO_PREFIX = /^(?:deli|ready|vacuum|thick)-/;

/** Words written before a participle as one describing word, with or without the hyphen. */
const JOINS_A_PARTICIPLE = oneOfWords(['hand', 'air', 'machine', 'long', 'short', 'thin', 'thick']);

/** "hand-torn", "well-chilled", "freshly-grated": a preparation word with a qualifier. */
function isHyphenatedPreparation(word: string): boolean {
  const hyphen = word.lastIndexOf('-');
  const last = word.slice(hyphen + 1);
  // "vacuum-packed chestnuts" and "ready-cooked udon noodles" are sold that way.
  return (
    hyphen > 0 &&
    last !== 'packed' &&
    !SOLD_SO_PREFIX.test(word) &&
    // "red-skinned potatoes", "thin-skinned cucumbers", "long-stemmed broccoli": what skin or
    // stems they have, not skin or stems taken off ("de-skinned", "de-stemmed" are taken off).
    !((last === 'skinned' || last === 'stemmed') && !word.startsWith('de-')) &&
    PREPARATION_WORDS.has(last)
  );
}

function isPreparation(
  word: string,
  next: string | undefined,
  previous: string | undefined,
): boolean {
  if (
    !PREPARATION_WORDS.has(word) &&
    !(word.includes('-') && isHyphenatedPreparation(word)) &&
    !isFreshlyDone(word, previous)
  )
    return false;
  // "frozen chopped spinach" and "dried minced onion" are sold that way.
  if (previous !== undefined && SOLD_FORMS.test(previous)) return false;
  // "feta packed in brine", "anchovies packed in oil": how it is sold, after the name.
  if (word === 'packed' && next === 'in' && previous !== undefined) return false;
  // "chopped tomatoes" and "minced beef" are what the shop sells; a boned joint is not (the
  // labelled corpora drop "boned" before every meat); nor is a simmering stock ("simmering
  // chicken stock"), nor a thing's warmth ("chilled chicken broth": the labels drop "chilled",
  // "cooled" and "warmed" wherever they stand, 59 of 60).
  return (
    next === undefined ||
    word === 'boned' ||
    word === 'simmering' ||
    word === 'chilled' ||
    word === 'cooled' ||
    word === 'warmed' ||
    // "raw or cooked lamb" is a choice of forms, taken off whole later.
    (COOKED_SO.test(word) && previous !== 'or') ||
    !SOLD_PREPARED.has(next) ||
    // "well-stirred coconut milk", "well-drained chopped tomatoes": done well by the cook; the
    // shop sells coconut milk and chopped tomatoes, not "well-stirred" ones.
    word.startsWith('well-')
  );
}

/**
 * "freshly harvested mint", "freshly brewed coffee", "freshly shucked oysters": any participle
 * after "freshly" says what was just done to the thing, as "freshly grated" does, whether or not
 * it is a preparation word of its own ("freshly smoked salmon" is sold smoked).
 */
const isFreshlyDone = (word: string, previous: string | undefined): boolean =>
  previous === 'freshly' && isParticiple(word) && !MADE_SO.test(word);

/** "seeded", "dried", but not "red", "seed" or "bed": a past participle by its ending. */
function isParticiple(word: string): boolean {
  return word.length > 3 && word.endsWith('ed') && !word.endsWith('eed');
}

/** Words of a comma clause that make it a preparation or a note rather than another ingredient. */
function isNoteClause(clause: string): boolean {
  const words = clause.toLowerCase().split(WHITE_SPACE).filter(Boolean);
  const first = words[0];
  if (first === undefined) return true;
  if (opensWithNoteStarter(foldedForAsciiPatterns(clause))) return true;
  return words.some(
    (word) =>
      PREPARATION_WORDS.has(word) ||
      PREPARATION_ADVERBS.has(word) ||
      isParticiple(word) ||
      word.endsWith('ly') ||
      NOTE_CLAUSE_WORDS.has(word) ||
      // "head-on and shell-on", "fresh or day-old": the state it comes in.
      HYPHENATED_STATE.test(word),
  );
}

/** "head-on", "skin-on", "bone-in", "tails-off", "day-old": what state a thing comes in. */
const HYPHENATED_STATE = /^[a-z]+-(?:on|in|off|old)$/;

const CONJUNCTION = oneOfWordsIgnoringCase(['or', 'and', 'and/or']);
const KEPT_DESCRIPTION = /^(?:frozen|canned|tinned|dried|optional)$/i;

/** "fresh or frozen", "chopped": a clause of describing words only. */
function describesOnly(clause: string): boolean {
  return clause
    .split(WHITE_SPACE)
    .filter((word) => !CONJUNCTION.test(word))
    .every((word) => isAdjective(word) || KEPT_DESCRIPTION.test(word));
}

/**
 * "roasted, shelled, and skinned chestnuts": describing clauses before a last clause opening with
 * "and" or "or" are one head with it. All preparations ("peeled, cored, and diced pineapple"):
 * they are notes. Otherwise they may be alternatives ("sweet, hot, or smoked paprika") and stay.
 * Null when the clauses are not such a head. Apart from `splitCommas`, which few lines need it in.
 */
function describersBeforeLast(
  clauses: readonly string[],
  last: string,
  notes: string[],
): string | null {
  if (
    clauses.length < 2 ||
    isNoteClause((last.split(WHITE_SPACE).at(-1) ?? '').toLowerCase()) ||
    !isDescribersOnly(clauses[0] ?? '') ||
    !clauses.slice(1, -1).every((clause) => isDescribersOnly(clause) || isKindFromAPlace(clause))
  )
    return null;
  const preparations = clauses.slice(0, -1);
  if (preparations.every(isPreparationsOnly)) {
    // "peeled, seeded, and diced tomato": one chain of preparations, read as "peeled seeded and
    // diced tomato" is, so "diced" goes though diced tomatoes are sold.
    const afterAnd = /^and\s+(\S+)\s/i.exec(last);
    if (
      afterAnd !== null &&
      PREPARATION_WORDS.has((afterAnd[1] ?? '').toLowerCase()) &&
      preparations.every((clause) =>
        clause.split(WHITE_SPACE).every((word) => PREPARATION_WORDS.has(word.toLowerCase())),
      )
    )
      return clauses.join(' ');
    notes.push(preparations.join(', '));
    return last.replace(/^(?:and|or)\s+/i, '');
  }
  return clauses.join(' ');
}

/**
 * "Italian", "French": one word with a capital, a kind named for where it comes from, among the
 * describing words of a list of kinds ("fresh green, yellow, Italian, French, long, or winged
 * beans"; after a describing head only, so "Cheddar, Gruyère, or Swiss cheese" is read as before).
 */
const isKindFromAPlace = (clause: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(clause);

/**
 * Whether a clause after a head of describing words ends in a note's word ("ripe, chopped",
 * "fresh, leaves only"). A plant's part after a name ("large, fresh basil leaves", "tender
 * celery stalks", "fresh, whole sage leaves", "packed, chopped mint leaves") ends the name, as
 * "pecan halves" does; alone or after a note ("leaves", "with leaves") it is still a note.
 */
function endsInNoteWord(clause: string, lastWord: string): boolean {
  if (lastWord === 'halves') return false;
  if (!PLANT_PART_END.test(lastWord)) return isNoteClause(lastWord);
  // "whole sage leaves": leaves left whole, before their plant's name, are still its name.
  const before = clause
    .slice(0, clause.lastIndexOf(' ') + 1)
    .trimEnd()
    .replace(/^whole\s+/i, '');
  // The word before the part says whose part it is ("chopped mint leaves") or that it is a note.
  return before === '' || isNoteClause(before.slice(before.lastIndexOf(' ') + 1));
}

const PLANT_PART_END = /^(?:leaves|stalks?)$/;

/** How a thing is cooked, as leftovers come: "baked, boiled or raw potatoes". */
const COOKED_WAYS = oneOfWords([
  'baked',
  'roasted',
  'roast',
  'grilled',
  'fried',
  'braised',
  'stewed',
  'barbecued',
  'sautéed',
]);

/** A form a thing comes in or is cooked in ("leftover", "cooked", "baked", "raw", "tinned"). */
function isCookedForm(word: string): boolean {
  const lower = word.toLowerCase();
  return FORM_WORDS.has(lower) || PREPARATION_WORDS.has(lower) || COOKED_WAYS.test(lower);
}

/**
 * "leftover baked", "cooked": a clause of such forms only. A pure function of the clause, worked
 * out once each: every line with a comma asks it of its first clause, which lines repeat (the
 * name before the notes: "carrots", "garlic cloves").
 */
const isCookedFormsOnly = memoiseFromFirst(
  (clause: string): boolean => clause !== '' && clause.split(WHITE_SPACE).every(isCookedForm),
);

/**
 * "leftover baked, boiled or raw potatoes", "cooked, peeled or raw prawns": a comma list of the
 * forms one thing may come in, the last choice made with "or" before its name, is a note, as
 * "fresh or frozen peas" is, and the thing is named after it. `clauses` keeps the name in place
 * of the list's clauses; nothing changes when they are not such a list.
 */
function joinFormsListed(clauses: string[], notes: string[]): void {
  let at = 1;
  while (at < clauses.length - 1 && isCookedFormsOnly(clauses[at] ?? '')) at += 1;
  const words = (clauses[at] ?? '').split(WHITE_SPACE);
  const or = words.findIndex((word) => /^(?:or|and\/or)$/i.test(word));
  if (or < 1 || !words.slice(0, or).every(isCookedForm)) return;
  let end = or + 1;
  while (end < words.length - 1 && isCookedForm(words[end] ?? '')) end += 1;
  if (end === or + 1 || end >= words.length) return;
  notes.push([...clauses.slice(0, at), words.slice(0, end).join(' ')].join(', '));
  clauses.splice(0, at + 1, words.slice(end).join(' '));
}

/**
 * The clauses between commas, without the white space beside each comma: what splitting at the
 * pattern `\s*,\s*` gives, cut at each comma and trimmed instead (`trim` takes off what `\s`
 * matches), as the pattern's split was a quarter of `splitCommas`.
 */
function splitAtCommas(text: string): string[] {
  const clauses: string[] = [];
  let from = 0;
  for (;;) {
    const comma = text.indexOf(',', from);
    if (comma < 0) {
      clauses.push(from === 0 ? text : text.slice(from).trimStart());
      return clauses;
    }
    const clause = text.slice(from, comma);
    clauses.push(from === 0 ? clause.trimEnd() : clause.trim());
    from = comma + 1;
  }
}

/**
 * Keeps a comma list of alternatives in the name ("dark rum, brandy or whiskey") and moves any
 * other comma clause to the notes ("tomatoes, finely chopped").
 */
function splitCommas(text: string, notes: string[]): string {
  if (!text.includes(',')) return text;
  const clauses = splitAtCommas(text);
  if (isCookedFormsOnly(clauses[0] ?? '')) joinFormsListed(clauses, notes);
  const last = clauses.at(-1) ?? '';
  if (AND_OR_FIRST.test(last)) {
    const named = describersBeforeLast(clauses, last, notes);
    if (named !== null) return named;
  }
  // "ripe, flavourful pears": a head of adjectives only runs on into the next clause.
  while (clauses.length > 1 && isDescribersOnly(clauses[0] ?? '')) {
    const next = clauses[1] ?? '';
    const lastWord = (next.split(WHITE_SPACE).at(-1) ?? '').toLowerCase();
    // "ripe, chopped": the next clause is a note, not the rest of the name, unless more
    // describing clauses and a name follow ("firm, salted, strained yoghurt").
    if (
      (/^(?:and|or)\b/i.test(next) || endsInNoteWord(next, lastWord)) &&
      !(isDescribersOnly(next) && namedAfterDescribers(clauses, 2))
    )
      break;
    clauses.splice(0, 2, `${clauses[0] ?? ''} ${next}`);
  }
  // "sherry or other sweet, fortified wine": a clause ending in an adjective runs on into a next
  // clause that ends in a name.
  for (let i = clauses.length - 2; i >= 0; i -= 1) {
    const next = clauses[i + 1] ?? '';
    if (
      endsInAdjective(clauses[i] ?? '') &&
      (continuesAName(next) || (ARTICLE_LAST_BUT_ONE.test(clauses[i] ?? '') && namesAPart(next)))
    ) {
      clauses.splice(i, 2, `${clauses[i] ?? ''} ${next}`);
    }
  }
  // "butter, melted, or olive oil", "fava beans, blanched and peeled, or frozen lima beans": a
  // preparation of the first thing, then another thing to use instead (no amount of its own), is
  // one choice, as "butter or olive oil, melted" is; the preparation is a note.
  const second = clauses[2];
  if (
    second !== undefined &&
    OR_FIRST.test(second) &&
    isPreparationClause(clauses[1] ?? '') &&
    // "fresh chillies, pickled chillies, or sambal oelek": a thing named, one more choice, as
    // after its preparation ("raspberries, sliced strawberries, or red currants").
    !namesAlternatives(clauses[1] ?? '') &&
    !namesPreparedThings(clauses[1] ?? '') &&
    !DIGIT.test(second) &&
    namesAlternatives(second)
  ) {
    notes.push(clauses[1] ?? '');
    clauses.splice(0, 3, `${clauses[0] ?? ''} ${second}`);
  }
  const head = clauses[0] ?? '';
  const rest: string[] = [];
  for (let i = 1; i < clauses.length; i += 1) {
    const clause = clauses[i] ?? '';
    if (clause.trim() !== '') rest.push(clause);
  }
  if (rest.length === 0) return head;
  // "Salt, pepper", "salt, white peppercorns, cayenne, nutmeg, to season": seasonings listed
  // after salt with commas only are one name, as "salt and pepper" is; notes may follow.
  if (SALT_LAST.test(head)) {
    let seasonings = 0;
    while (seasonings < rest.length && isSeasoningClause(rest[seasonings] ?? '')) seasonings += 1;
    if (seasonings > 0) {
      if (seasonings < rest.length) notes.push(rest.slice(seasonings).join(', '));
      return [head, ...rest.slice(0, seasonings)].join(', ');
    }
  }
  // "bones, heads, and scraps from edible fish": the list's last thing is read without where the
  // things come from, which the name keeps after the list (the clause is put back otherwise).
  let sourced = -1;
  let source = '';
  for (let i = rest.length - 1; i >= 0 && sourced < 0; i -= 1) {
    const clause = rest[i] ?? '';
    const at = sourceTailAt(clause);
    if (at >= 0) {
      sourced = i;
      source = clause.slice(at);
      rest[i] = clause.slice(0, at);
    }
  }
  // The list ends at the last clause with "or" or "and"; note clauses may follow it
  // ("romaine, red oak or bibb lettuce, coarsely chopped").
  let end = rest.length;
  while (
    end > 0 &&
    (!LIST_CONJUNCTION.test(rest[end - 1] ?? '') ||
      CUT_STUB.test(rest[end - 1] ?? '') ||
      isPartsOnly(rest[end - 1] ?? '') ||
      (isNoteClause(withoutLeadingForm(rest[end - 1] ?? '')) &&
        !namesAlternatives(rest[end - 1] ?? '') &&
        // "2 onions, or cooked rice" stays a note: a list of one choice only.
        !(end > 1 && closesPreparedList(rest[end - 1] ?? '')) &&
        !(end === 1 && joinsPreparedChoice(rest[0] ?? ''))))
  )
    end -= 1;
  // A source after a clause that ends no list is the clause's again.
  if (sourced >= 0 && sourced !== end - 1) {
    rest[sourced] = `${rest[sourced] ?? ''}${source}`;
    sourced = -1;
  }
  // No list: every clause a note, as below with an empty list (no slices made for it).
  if (end === 0) {
    notes.push(rest.join(', '));
    return head;
  }
  const list = rest.slice(0, end);
  const after = rest.slice(end);
  // "Raspberries, sliced strawberries, and/or stemmed red currants": in a list of three or more
  // closed by "and", "or" or "and/or" before a thing, a clause naming a thing after its
  // preparation is one more thing, not a note on the one before.
  // "sesame seeds, breadcrumbs or crushed crackers": the same with one clause after the head.
  const closed =
    (list.length > 1 && closesPreparedList(list.at(-1) ?? '')) ||
    (list.length === 1 && joinsPreparedChoice(list[0] ?? ''));
  // "mixed heirloom tomatoes, beefsteak and cherry": after a mix of things, one word each that
  // is no plural says which kinds are in the mix, a note ("mixed ground beef, veal and pork"
  // names more things; "mixed nuts, almonds and cashews" lists them after the mix anyway).
  if (after.length === 0 && namesKindsOfAMix(head, list)) {
    notes.push(`${list.join(', ')}${source}`);
    return head;
  }
  // A list of alternatives, unless a clause only describes (then it is a note).
  const isList =
    list.length > 0 &&
    after.every((clause) => isNoteClause(clause) || DIGIT.test(clause) || CUT_STUB.test(clause)) &&
    !list.some(describesOnly) &&
    list.every(
      (clause) =>
        isAlternativesClause(clause) ||
        (closed && !DIGIT.test(clause) && namesPreparedThings(clause)),
    );
  if (isList) {
    if (after.length > 0) notes.push(after.join(', '));
    return sourced < 0 ? [head, ...list].join(', ') : `${[head, ...list].join(', ')}${source}`;
  }
  if (sourced >= 0) rest[sourced] = `${rest[sourced] ?? ''}${source}`;
  notes.push(rest.join(', '));
  return head;
}

/** "mixed heirloom tomatoes", "assorted chiles": a mix of things, named in the plural. */
const MIX_OF_THINGS = madeOnFirstUse(() => /^(?:mixed|assorted)\s(?:.*\s)?(\p{L}+)$/iu);

/**
 * Whether the clauses after a mix of things ("mixed heirloom tomatoes") are its kinds, each one
 * word that is no plural ("beefsteak and cherry"), and not more things ("veal and pork" after
 * "mixed ground beef", which is no plural; "almonds and cashews").
 */
function namesKindsOfAMix(head: string, list: readonly string[]): boolean {
  const last = MIX_OF_THINGS().exec(head)?.[1]?.toLowerCase();
  if (last === undefined || singularWord(last) === last) return false;
  const kinds = list
    .join(', ')
    .replace(LEADING_CONJUNCTION, '')
    .split(/\s*,\s*(?:(?:or|and|and\/or)\s+)?|\s+(?:or|and|and\/or)\s+/i);
  return (
    kinds.length > 1 &&
    kinds.every((kind) => {
      const lower = kind.toLowerCase();
      return /^\p{L}+$/u.test(kind) && !lower.endsWith('s') && singularWord(lower) === lower;
    })
  );
}

/**
 * "and/or stemmed red currants", "or chive blossoms": the last clause of a comma list, opening
 * with its conjunction and naming things, each after the preparations it opens with.
 */
function closesPreparedList(clause: string): boolean {
  return (
    LEADING_CONJUNCTION.test(clause) &&
    !DIGIT.test(clause) &&
    // "or dried figs": a form it is sold in, as an alternative's.
    (namesPreparedThings(clause) || isAlternativesClause(clause))
  );
}

/**
 * "breadcrumbs or crushed crackers": after a thing's name and a comma, a clause of two choices,
 * the first a thing named and a later one named after its preparation, closing a list of three
 * ("sesame seeds, breadcrumbs or crushed crackers"), as "or crushed crackers" closes a longer one.
 * Not when the first choice is itself a preparation ("peeled and crushed or pushed through").
 */
function joinsPreparedChoice(clause: string): boolean {
  if (LEADING_CONJUNCTION.test(clause) || DIGIT.test(clause)) return false;
  const choices = clause.split(CONJUNCTION_BETWEEN);
  return (
    choices.length === 2 &&
    namesAThing(choices[0] ?? '') &&
    PREPARATION_WORDS.has((choices[1] ?? '').trim().split(WHITE_SPACE)[0]?.toLowerCase() ?? '') &&
    namesPreparedThings(clause)
  );
}

/** "Salt", "sea salt": a name ending in salt, which a seasoning listed after it may join. */
const SALT_LAST = /\bsalt$/i;

/** "Salt, kosher", "salt, finely ground": the salt's kind or grind after it (a clause's last word). */
const SALT_KIND =
  /^(?:kosher|table|sea|rock|iodi[sz]ed|flaky|flaked|coarse|fine|ground|pink|himalayan|celtic|maldon|smoked)$/i;

/** "pepper", "white peppercorns", "cayenne": a clause naming a thing, no amount and no note. */
function isSeasoningClause(clause: string): boolean {
  return (
    !DIGIT.test(clause) &&
    !SALT_KIND.test(clause.slice(clause.lastIndexOf(' ') + 1)) &&
    // "more" of "more to taste" (its note already taken off): how much, not a thing; "adjust"
    // of "adjust to taste", "add more if needed": what the cook does, not a thing.
    !/^(?:more|less|extra|adjust|add|season|taste)\b/i.test(clause) &&
    !describesOnly(clause) &&
    // "and grated nutmeg": the last seasoning after its preparation, which the name sheds later.
    ((!isNoteClause(clause) && namesAlternatives(clause)) || namesPreparedThings(clause))
  );
}

/**
 * "oregano, rosemary, thyme, sage, parsley" after "each": the clauses that name things, each
 * after the preparations it opens with ("minced garlic, and grated orange zest"), are the name;
 * from the first that does not ("cut into strips"), the rest are notes.
 */
function splitEachList(text: string, notes: string[]): string {
  if (!text.includes(',')) return text;
  const clauses = text.split(/\s*,\s*/);
  let end = 1;
  while (end < clauses.length && namesPreparedThings(clauses[end] ?? '', true)) end += 1;
  if (end === 1) return splitCommas(text, notes);
  if (end < clauses.length) notes.push(clauses.slice(end).join(', '));
  return clauses.slice(0, end).join(', ');
}

/**
 * Whether `test` holds of the words of every thing a clause names with "or", "and" or "and/or"
 * between them ("and grated orange zest", "tops and stems"), a leading conjunction left out.
 */
function everyAlternative(clause: string, test: (words: readonly string[]) => boolean): boolean {
  return clause
    .replace(LEADING_CONJUNCTION, '')
    .split(CONJUNCTION_BETWEEN)
    .every((alternative) => test(alternative.trim().split(WHITE_SPACE)));
}

/**
 * "sliced strawberries", "and grated orange zest": a clause naming things, each after the
 * preparations and adverbs it opens with (a word of the name left). With `whole`, after a
 * "whole" too ("whole pistachios"): in a list after "each", where every clause is a thing's
 * name ("1 tbsp each sliced almonds, whole pistachios"); after a name it is a note ("2 chillies,
 * whole").
 */
function namesPreparedThings(clause: string, whole = false): boolean {
  return everyAlternative(clause, (words) => {
    let at = 0;
    while (
      at < words.length - 1 &&
      (PREPARATION_WORDS.has((words[at] ?? '').toLowerCase()) ||
        PREPARATION_ADVERBS.has((words[at] ?? '').toLowerCase()) ||
        (whole && (words[at] ?? '').toLowerCase() === 'whole') ||
        // "freshly ground black pepper": how the pepper is ground, before the pepper it names
        // ("Salt, freshly ground black pepper" lists two seasonings).
        ((words[at] ?? '').toLowerCase() === 'ground' &&
          isPepperAhead(
            words.slice(at + 1, at + 5).map((word) => word.toLowerCase()),
            0,
          )))
    )
      at += 1;
    // "tied together": what is done to them, not another thing.
    const named = words.slice(at);
    // "and grated orange zest", "lime juice": in a list after "each", where every clause is a
    // thing's name, a fruit's part after the fruit names that part (after a name, ", zest grated"
    // is a note on the thing before).
    if (
      whole &&
      named.length > 1 &&
      FRUIT_PARTS.test(named.at(-1) ?? '') &&
      isNameWord(named.at(-2))
    )
      named.pop();
    return !named.some((word) => isParticiple(word.toLowerCase())) && namesAThing(named.join(' '));
  });
}

/** A fruit's part bought as the fruit ("orange zest", "lemon juice", "lime peel"). */
const FRUIT_PARTS = oneOfWordsIgnoringCase(['zest', 'juice', 'peel', 'rind']);

const LIST_CONJUNCTION = /\b(?:or|and|and\/or)\b/i;
const DIGIT = /\d/;

/** Whether, after the describing clauses from `from` on, a clause naming a thing follows. */
function namedAfterDescribers(clauses: readonly string[], from: number): boolean {
  let at = from;
  while (at < clauses.length && isDescribersOnly(clauses[at] ?? '')) at += 1;
  const clause = clauses[at];
  return clause !== undefined && continuesAName(clause.replace(/^(?:and|or)\s+/i, ''));
}

/**
 * "other small", "fresh long": a clause whose last word is an adjective, which ends no name. A pure
 * function of the clause, worked out once each: every comma clause of a line is asked, and lines
 * repeat their clauses ("finely chopped", "olive oil").
 */
const endsInAdjective = memoiseFromFirst((clause: string): boolean => {
  // The trimmed clause's last word is what follows its last white space; a clause without any is
  // one word, no adjective after a name (what splitting it at `\s+` told, without the split).
  const trimmed = clause.trim();
  let space = trimmed.length - 1;
  while (space >= 0 && !isSpace(trimmed.charCodeAt(space))) space -= 1;
  if (space < 0) return false;
  const last = trimmed.slice(space + 1).toLowerCase();
  return (
    // Not "fat" or "full" (sizes that are also nouns: "duck fat, coconut oil, or ghee").
    (COMMON_ADJECTIVES.has(last) ||
      last === 'long' ||
      (last.endsWith('-quality') && /^[a-z]+-quality$/.test(last))) &&
    !PREPARATION_WORDS.has(last)
  );
});

/** "flavorful tomato", "fortified wine": the rest of a name, not a note or another choice. */
function continuesAName(clause: string): boolean {
  const words = clause.trim().split(WHITE_SPACE);
  return (
    !/^(?:and|or|and\/or)\b/i.test(clause.trim()) &&
    isNameWord(words.at(-1)) &&
    !DIGIT.test(clause) &&
    !opensWithNoteStarter(foldedForAsciiPatterns(clause.trim())) &&
    words.every((word) => !NOTE_CLAUSE_WORDS.has(word.toLowerCase()))
  );
}
/**
 * "from the tender": an article, then the clause's last word (an adjective there, ENDS_IN_ADJECTIVE
 * tells): the thing it describes is still to come.
 */
const ARTICLE_LAST_BUT_ONE = /(?:^|\s)(?:the|a|an)\s+\S+\s*$/i;

/**
 * "inner ribs", "pale outer leaves": a clause naming a part a thing is counted or cut by (a
 * portion's word, which `continuesAName` takes for a unit), after describing words only.
 */
function namesAPart(clause: string): boolean {
  const words = clause.trim().split(WHITE_SPACE);
  return (
    words.length > 1 &&
    findUnit((words.at(-1) ?? '').toLowerCase())?.kind === 'portion' &&
    words.slice(0, -1).every((word) => isHeadDescriber(word) || WHERE_ON_A_PLANT.test(word))
  );
}

/** "inner", "outer": where on the plant a part grows. */
const WHERE_ON_A_PLANT = /^(?:inner|outer|innermost|outermost)$/i;

/**
 * "broken or", "fridge-cold and": what is left of a clause whose note ("cut into pieces") was
 * taken off after its "or" or "and"; the clause was a note.
 */
const CUT_STUB = /(?:^|\s)(?:or|and|and\/or)$/i;
/** Parts of the thing named before the comma ("juice and rind", "tops and stems"). */
const PART_WORDS = oneOfWordsIgnoringCase([
  'juice',
  'rind',
  'zest',
  'peel',
  'skin',
  'skins',
  'seeds',
  'leaves',
  'stems',
  'stalks',
  'tops',
  'fronds',
  'bulb',
  'bulbs',
  'roots',
  'flesh',
  'whites',
  'yolks',
]);
/** A body part word that may end a name ("basil leaves", "celery stalks"), not a note there. */
const NAME_ENDING_PARTS = /^(?:leaves|stalks|halves)$/i;

/**
 * "tops and stems", "grated rind and juice": a clause naming parts only, how they are prepared or
 * not, a note to the name before it.
 */
function isPartsOnly(clause: string): boolean {
  return everyAlternative(
    clause,
    (words) =>
      PART_WORDS.test(words.at(-1) ?? '') &&
      words.slice(0, -1).every((word) => isHeadDescriber(word.toLowerCase())),
  );
}

/** Small words that end a phrasal verb ("scraped out", "trimmed off"), never a name. */
const PARTICLES = /^(?:out|off|up|away|over|through|apart|down|back|together)$/i;

/**
 * "pearled spelt", "French fried onions", "Asian basil leaves": an alternative that ends in a
 * word naming a thing, its describing words made from verbs or not, with no note word in it.
 */
function namesAThing(alternative: string): boolean {
  const words = alternative.trim().split(WHITE_SPACE);
  // "basil leaves": a part after a word of the name ends the name.
  if (words.length > 1 && NAME_ENDING_PARTS.test(words.at(-1) ?? '') && isNameWord(words.at(-2)))
    words.pop();
  if (!isNameWord(words.at(-1)) || PARTICLES.test(words.at(-1) ?? '')) return false;
  // "cups cooked pumpkin": an amount's unit without its number is not a name's first word.
  if (findUnit((words[0] ?? '').toLowerCase()) !== undefined) return false;
  if (opensWithNoteStarter(foldedForAsciiPatterns(alternative.trim()))) return false;
  // Describing words come before the name: "seeds scraped out" is a preparation ("French fried
  // onions": a capital is a name's describing word too).
  const firstName = words.findIndex((word) => isNameWord(word) && !/^\p{Lu}/u.test(word));
  return words.every(
    (word, index) =>
      !NOTE_CLAUSE_WORDS.has(word.toLowerCase()) &&
      // "or cooked rice": what the cook does to it first is still a note, as before.
      !PREPARATION_WORDS.has(word.toLowerCase()) &&
      (index <= firstName ||
        !isHeadDescriber(word.toLowerCase()) ||
        // "french fried onions", "chicken fried steak": a way of cooking joined to the word
        // before it, right before the last word, describes that thing whatever the case.
        (index === words.length - 2 && COOKED_WAYS.test(word.toLowerCase()))),
  );
}

/** A clause of alternatives ("or pickled jalapeños", "pearled spelt or pearled barley") each naming a thing. */
function namesAlternatives(clause: string): boolean {
  return clause.replace(LEADING_CONJUNCTION, '').split(CONJUNCTION_BETWEEN).every(namesAThing);
}

/** "other", "another", "a similar", "any other": a choice named by its kind only. */
const ANY_SUCH_KIND = /^(?:(?:a\s+)?similar|other|another|any\s+other)(?:\s+(?=\S)|$)/i;

/**
 * "rice milk or soy milk", "buttercup": short names, one or two of them, none a note. A last
 * choice of any such kind ("Stilton or Gorgonzola or a similar vegetarian blue cheese", from "…,
 * Stilton or Gorgonzola (or a similar vegetarian blue cheese)") is one more, named by its kind.
 */
function isAlternativesClause(clause: string): boolean {
  if (CUT_STUB.test(clause) || isPartsOnly(clause)) return false;
  const alternatives = clause.replace(LEADING_CONJUNCTION, '').split(OR_AND_BETWEEN);
  let most = 2;
  if (alternatives.length > 2) {
    const last = alternatives[alternatives.length - 1] ?? '';
    const kind = ANY_SUCH_KIND.exec(last);
    if (kind !== null) {
      most = 3;
      // "(or similar)": the kind is the one named before.
      if (kind[0] === last) alternatives.pop();
      else alternatives[alternatives.length - 1] = last.slice(kind[0].length);
    }
  }
  return (
    alternatives.length <= most &&
    alternatives.every(
      (name) =>
        name.split(WHITE_SPACE).length <= 4 &&
        (!isNoteClause(withoutLeadingForm(name)) || namesAThing(name)),
    )
  );
}

/**
 * "dried porcini broth" → "porcini broth": a form the thing is sold in, before a name, does not
 * make the clause a preparation ("dried and soaked" still is one).
 */
function withoutLeadingForm(name: string): string {
  const words = name.split(WHITE_SPACE);
  const at = CONJUNCTION.test(words[0] ?? '') ? 1 : 0;
  const first = (words[at] ?? '').toLowerCase();
  if (words.length < at + 2 || !(SOLD_FORMS.test(first) || first === 'fresh')) return name;
  return [...words.slice(0, at), ...words.slice(at + 1)].join(' ');
}

/** " and", " or": a conjunction ending the words before a note starter. */
const TRAILING_CONJUNCTION = /\s+(?:and|or|and\/or)\s*$/i;

/**
 * "potatoes, peeled and cut into dice", "squash, peeled, pitted, and cut into dice": where a note
 * that starts at `index` starts with the preparations joined to it by "and" or "or" ("peeled and
 * cut into dice" is one note, not "cut into dice" and "peeled and"); "thyme, or about ½ tsp
 * dried", "colouring, or as desired": with the "or" of a clause of its own; `index` when none are.
 */
function withJoinedPreparations(name: string, index: number): number {
  const before = name.slice(0, index);
  const conjunction = TRAILING_CONJUNCTION.exec(before);
  // "steak, sliced into strips": the preparation the note goes on from is in it.
  if (!conjunction) return preparationBefore(before) ?? index;
  let start = index;
  let clauseEnd = conjunction.index;
  for (;;) {
    const comma = before.lastIndexOf(',', clauseEnd - 1);
    if (comma < 0) return start;
    const clause = before
      .slice(comma + 1, clauseEnd)
      .trim()
      .toLowerCase();
    // ", or about": the conjunction opens a clause of its own, which the note is.
    // "trimmed of excess fat and cut into pieces": a clause that opens with a preparation.
    const isPreparations = clause === '' || isPreparationClause(clause);
    if (!isPreparations) return start;
    start = comma;
    clauseEnd = comma;
  }
}

/** ", sliced", ", finely diced": where a comma clause of preparation words ends `text`, or null. */
function preparationBefore(text: string): number | null {
  const comma = text.lastIndexOf(',');
  if (comma < 0) return null;
  const words = text
    .slice(comma + 1)
    .trim()
    .toLowerCase()
    .split(WHITE_SPACE);
  return words.length <= 2 &&
    words.every(
      (word, at) =>
        PREPARATION_WORDS.has(word) ||
        isParticiple(word) ||
        (at < words.length - 1 && PREPARATION_ADVERBS.has(word)),
    )
    ? comma
    : null;
}

function cutAt(text: string, index: number, notes: string[]): string {
  const note = text.slice(index).replace(LEADING_NOTE_MARKS, '').trim();
  if (note !== '') notes.push(note);
  return text.slice(0, index);
}

const TRAILING_PUNCTUATION = /[,.;:]+$/;

/** "1/2-inch", "2cm", "½-inch": the size pieces are cut to, as one word. */
const CUT_LENGTH = /^(?:\d+(?:[./]\d+)?|\d*[½¼¾⅓⅔⅛])-?(?:inch|cm|mm)$/;

/** How pepper is ground, after "fresh" ("fresh ground", "fresh cracked"). */
const PEPPER_GRINDS: ReadonlySet<string> = new Set(['ground', 'cracked', 'milled']);
/**
 * "freshly-ground", "fine-ground", "coarse-cracked": how pepper is ground, as one word. A set of
 * the eighteen words, not a pattern: a look-up compiles nothing (the pattern was compiled, twice,
 * in every process that met a word before a pepper).
 */
const ONE_WORD_GRINDS: ReadonlySet<string> = new Set(
  ['fresh', 'freshly', 'fine', 'finely', 'coarse', 'coarsely'].flatMap((how) =>
    [...PEPPER_GRINDS].map((grind) => `${how}-${grind}`),
  ),
);

/** The sizes' shorthands: "lg", "med", "sm" and the like. */
const SIZE_SHORTHAND = oneOfWords(['lg', 'lge', 'lrg', 'med', 'md', 'sm', 'sml', 'xl']);

/** Sizes and nothing else (`PLAIN_SIZE_WORDS`), as one word. */
const TRUE_SIZE = oneOfWords(PLAIN_SIZE_WORDS);

/** Bread and the like, which a shop sells seeded ("seeded bread", "seeded rolls"). */
const BAKED_GOODS =
  /^(?:bread|rolls?|buns?|loa(?:f|ves)|bagels?|baguettes?|batons?|bloomers?|crackers?|crispbreads?|flatbreads?|wraps?|rye|sourdough)$/;

/**
 * How a thing is made before it is sold, which an adverb grades ("lightly salted butter",
 * "lightly sweetened whipped cream"): the adverb stays with it, unlike "finely chopped".
 */
const MADE_SO = /^(?:salted|sweetened|flavou?red|smoked)$/;

/** How an oil is made before it is sold ("toasted sesame oil"). */
const OIL_MAKING = /^(?:toasted|roasted)$/;

/** "pepper", "black pepper", "white peppercorns" from `index` on. */
/** How a thing is grated: "fresh grated", "fresh shredded", "fresh shaved" Parmesan. */
const GRATINGS: ReadonlySet<string> = new Set(['grated', 'shredded', 'shaved']);
/** Hard cheeses and nutmeg, grated just before use; "fresh" before their grating is "freshly". */
const GRATED_FRESH =
  /^(?:parmesan|parmigiano(?:-reggiano)?|pecorino|romano|grana|asiago|cheese|nutmeg)$/;

const PEPPER_WORDS = oneOfWords(['pepper', 'peppercorn', 'peppercorns']);
const PEPPER_COLOURS = oneOfWords(['black', 'white']);

function isPepperAhead(words: readonly string[], index: number): boolean {
  const word = words[index] ?? '';
  const pepper = (text: string) => PEPPER_WORDS.test(text);
  const colour = (text: string) => PEPPER_COLOURS.test(text);
  // "white or black pepper": either colour.
  if (colour(word) && words[index + 1] === 'or' && colour(words[index + 2] ?? ''))
    return pepper(words[index + 3] ?? '');
  return pepper(word) || (colour(word) && pepper(words[index + 1] ?? ''));
}

/**
 * What is done to a tin's or jar's contents as they come out of it: after these the next word is
 * still the kind bought ("1 can drained diced tomatoes" are diced tomatoes).
 */
const TIN_HANDLING = /^(?:drained|undrained|well-drained|rinsed|strained)$/;

/**
 * "peeled", "peeled and", "peeled seeded": preparations done by the cook taken off the head so
 * far, and no size.
 */
function isPreparationChain(removed: readonly string[]): boolean {
  const last = removed.at(-1) === 'and' ? removed.at(-2) : removed.at(-1);
  return last !== undefined && PREPARATION_WORDS.has(last) && !TIN_HANDLING.test(last);
}

/** Made by a verb, as a preparation is: "flaked", "grilled", "ground", "broken". */
const isPastForm = (word: string): boolean =>
  isParticiple(word) || word === 'ground' || word === 'broken';

/**
 * "unsweetened shredded or flaked coconut", "broken or coarsely chopped walnut pieces": two ways a
 * thing is made, one of them a preparation word, joined by "or" before the name. They go or stay
 * together (taking off one left "unsweetened or flaked coconut"): with an adverb ("coarsely
 * chopped", "freshly grated") the cook does both, and both go; otherwise both may be forms sold
 * ("ground or crumbled sage") and both stay. The words `from` to `to` (exclusive), or null.
 */
function preparationPair(
  lowerWords: readonly string[],
): { from: number; to: number; drop: boolean } | null {
  const or = lowerWords.indexOf('or');
  if (or < 1 || or > 3) return null;
  const left = lowerWords[or - 1] ?? '';
  const leftAdverb = PREPARATION_ADVERBS.has(lowerWords[or - 2] ?? '');
  const rightAdverb = PREPARATION_ADVERBS.has(lowerWords[or + 1] ?? '');
  const right = lowerWords[or + (rightAdverb ? 2 : 1)] ?? '';
  if (or + (rightAdverb ? 3 : 2) >= lowerWords.length) return null;
  const leftPrepared = PREPARATION_WORDS.has(left);
  const rightPrepared = PREPARATION_WORDS.has(right);
  // Both preparations go already ("sliced or chopped almonds"); a name on either side is a
  // choice of things ("ghee or softened butter").
  if (leftPrepared === rightPrepared) return null;
  if (!(leftPrepared ? isPastForm(right) : isPastForm(left))) return null;
  const from = or - (leftAdverb ? 2 : 1);
  const to = or + (rightAdverb ? 3 : 2);
  return { from, to, drop: leftPrepared ? leftAdverb : rightAdverb };
}

/**
 * "fresh", "whole", "free-range": a describing word a size may follow and still be a size ("4
 * whole large eggs", "3 free-range medium eggs"). A word of degree or a joining word between such
 * words is one too ("3 very ripe medium tomatoes", "2 ripe but firm medium bananas").
 */
const isDescriberBeforeSize = (word: string): boolean =>
  COMMON_ADJECTIVES.has(word) ||
  word === 'whole' ||
  /^[a-z]+-(?:range|fed|style)$/.test(word) ||
  SIZE_MODIFIERS.has(word) ||
  word === 'but' ||
  word === 'and';

/** Joins a kept pair's words into one, which no word list knows (the name has no such space). */
const PAIR_JOIN = '\u00a0';

/** A word of small letters only. */
const ASCII_WORD = /^[a-z]+$/;

/**
 * `stripDescriptors`, with a pair of ways of making a thing (`preparationPair`) taken off whole
 * or kept whole: apart from it, so the loop every name goes through stays as it was.
 */
function stripWithPreparationPair(name: string, notes: string[]): string {
  const pair = name.includes(' or ') ? preparationPair(name.toLowerCase().split(' ')) : null;
  if (pair === null) return stripDescriptors(name, notes);
  const words = name.split(' ');
  const span = words.slice(pair.from, pair.to).join(' ');
  if (pair.drop) {
    const rest = stripDescriptors(
      [...words.slice(0, pair.from), ...words.slice(pair.to)].join(' '),
      notes,
    );
    notes[0] = notes.length > 0 ? `${span} ${notes[0] ?? ''}` : span;
    return rest;
  }
  const joined = [
    ...words.slice(0, pair.from),
    span.replaceAll(' ', PAIR_JOIN),
    ...words.slice(pair.to),
  ];
  return stripDescriptors(joined.join(' '), notes).replaceAll(PAIR_JOIN, ' ');
}

/** Removes sizes and preparation words from the front and from inside the name. */
function stripDescriptors(name: string, notes: string[]): string {
  // "a little butter", "a few cloves": kept at the head, as the labelled corpora keep it.
  const vague = vagueAmountLength(name);
  if (vague > 0) {
    const rest = stripDescriptors(name.slice(vague), notes);
    return rest === '' ? '' : `${name.slice(0, vague)}${rest}`;
  }
  // The name is already spaced singly and trimmed: one split each, no filtering.
  const words = name === '' ? [] : name.split(' ');
  const lowerWords = name === '' ? [] : name.toLowerCase().split(' ');
  const kept: string[] = [];
  const removed: string[] = [];
  let leading = true;
  let lastRemoved = false;
  let keptChoicePreparation = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const lower = (lowerWords[index] ?? '').replace(TRAILING_PUNCTUATION, '');
    const next = lowerWords[index + 1];
    // "cooked but still firm rice", "dried but not toasted crumbs": "but" and the describing
    // word after it go with the word before, taken off or kept with it.
    const butEnd = lower === 'but' && index > 0 ? butClauseEnd(lowerWords, index) : -1;
    if (butEnd > 0) {
      for (let at = index; at <= butEnd; at += 1) {
        if (lastRemoved) removed.push(lowerWords[at] ?? '');
        else kept.push(words[at] ?? '');
      }
      index = butEnd;
      continue;
    }
    // "room temperature butter": the state, as "room-temperature butter" is.
    if (
      lower === 'room' &&
      (next === 'temperature' || next === 'temp') &&
      index < words.length - 2
    ) {
      removed.push(lower, next);
      index += 1;
      lastRemoved = true;
      continue;
    }
    const isAdverbOfPreparation =
      PREPARATION_ADVERBS.has(lower) &&
      next !== undefined &&
      (PREPARATION_WORDS.has(next) ||
        PREPARATION_ADVERBS.has(next) ||
        next === 'ground' ||
        (next.endsWith('ed') && !MADE_SO.test(next)) ||
        // "finely cut chives".
        next === 'cut' ||
        // "finely and freshly grated Parmesan": two adverbs of one preparation.
        (next === 'and' && PREPARATION_ADVERBS.has(lowerWords[index + 2] ?? '')));
    const drop =
      (leading &&
        // "good quality gin", "good olive oil": praise the labelled corpora keep in the name
        // (the list's name drops it: shopping/normalise-name), unlike "good pinch".
        ((isSizeWord(lower, next) &&
          !(lower === 'good' && !isSizeWord(next ?? '', undefined)) &&
          !(
            KEPT_SHAPES.has(lower) &&
            next !== undefined &&
            (KEPT_SHAPES.has(next) || !isSizeWord(next, undefined))
          )) ||
          (QUALITY_WORDS.has(lower) &&
            !KEPT_QUALITIES.has(lower) &&
            !(lower === 'extra' && next !== undefined && !SIZE_WORDS.has(next))) ||
          lower === 'of' ||
          // "A grade eggs": a grade written as a capital, not the article.
          (lower === 'a' && !(next === 'grade' && word.charCodeAt(0) === 65)) ||
          lower === 'an' ||
          lower === 'each' ||
          lower === 'and' ||
          // "1/4 cup more grated Gruyère": more of a thing named before, as "additional" is.
          (lower === 'more' && next !== undefined && next !== 'or' && next !== 'than'))) ||
      (leading &&
        (lower === 'little' || lower === 'few') &&
        (removed.at(-1) === 'a' || removed.at(-1) === 'an')) ||
      // "a couple of onions", "a couple large eggs": how many, not what.
      (leading && lower === 'couple' && (next === 'of' || removed.at(-1) === 'a')) ||
      // "hard boiled eggs", "soft cooked egg": how long, with the preparation ("hard cheese" stays).
      (leading &&
        (lower === 'hard' || lower === 'soft') &&
        (next === 'boiled' || next === 'cooked')) ||
      // "hot cooked rice", "warm boiled potatoes": served hot, with the preparation.
      (leading &&
        (lower === 'hot' || lower === 'warm') &&
        (next === 'cooked' || next === 'boiled')) ||
      // "iced water" is water, as "lukewarm water" is ("iced tea" stays).
      (leading && lower === 'iced' && next === 'water') ||
      // "fresh squeezed lemon juice": freshly squeezed, as "fresh-squeezed" is.
      (leading && lower === 'fresh' && next === 'squeezed') ||
      // "fresh grated Parmesan", "fresh grated nutmeg": freshly grated, as a hard cheese or a
      // nutmeg has no fresh kind ("fresh grated ginger", "fresh grated coconut" are fresh ones).
      (leading &&
        lower === 'fresh' &&
        next !== undefined &&
        GRATINGS.has(next) &&
        GRATED_FRESH.test(lowerWords[index + 2] ?? '')) ||
      // "ripe large tomatoes", "fresh large red chiles": a size after a describing word is a size,
      // and so is its shorthand ("ripe lg tomatoes").
      ((TRUE_SIZE.test(lower) || SIZE_SHORTHAND.test(lower)) &&
        kept.length > 0 &&
        next !== undefined &&
        kept.every((word) => isDescriberBeforeSize(word.toLowerCase()))) ||
      // "medium sized onions": the size, written as two words.
      (leading &&
        (lower === 'sized' || lower === 'size') &&
        SIZE_WORDS.has(removed.at(-1) ?? '')) ||
      // "average sized courgette", "burrito sized tortillas": a size by a thing of that size,
      // as "burrito-sized" is, written as two words before the name.
      (leading &&
        (next === 'sized' || next === 'size') &&
        index + 2 < words.length &&
        ASCII_WORD.test(lower) &&
        !CONJUNCTION.test(lower)) ||
      (leading &&
        (lower === 'sized' || lower === 'size') &&
        lastRemoved &&
        ASCII_WORD.test(removed.at(-1) ?? '') &&
        index + 1 < words.length) ||
      // "medium to large", "small or medium": a range of sizes.
      (leading &&
        (lower === 'to' || lower === 'or') &&
        SIZE_WORDS.has(removed.at(-1) ?? '') &&
        next !== undefined &&
        SIZE_WORDS.has(next)) ||
      isAdverbOfPreparation ||
      ((lower === 'ground' || lower === 'cut') &&
        removed.length > 0 &&
        PREPARATION_ADVERBS.has(removed.at(-1) ?? '')) ||
      // "toasted and ground cumin seeds", "washed and dried lettuce": ground or dried by the
      // cook, after another preparation.
      (leading &&
        (lower === 'ground' || lower === 'dried') &&
        removed.at(-1) === 'and' &&
        PREPARATION_WORDS.has(removed.at(-2) ?? '')) ||
      // "fresh ground pepper", "fresh-cracked pepper", "milled black pepper": how pepper is
      // ground, wherever it stands ("salt and milled pepper").
      (lower === 'fresh' &&
        next !== undefined &&
        PEPPER_GRINDS.has(next) &&
        isPepperAhead(lowerWords, index + 2)) ||
      ((lower === 'milled' || removed.at(-1) === 'fresh' || ONE_WORD_GRINDS.has(lower)) &&
        (PEPPER_GRINDS.has(lower) || ONE_WORD_GRINDS.has(lower)) &&
        isPepperAhead(lowerWords, index + 1)) ||
      // "peeled and seeded tomatoes", "chopped, seeded tomatoes": after other preparations at
      // the head, a preparation is one even before a thing sold prepared ("chopped tomatoes";
      // coconut is sold shredded whatever is done to it next: "toasted shredded coconut").
      (leading &&
        PREPARATION_WORDS.has(lower) &&
        next !== undefined &&
        next !== 'coconut' &&
        SOLD_PREPARED.has(next) &&
        isPreparationChain(removed)) ||
      (isPreparation(lower, next, lowerWords[index - 1]) &&
        // "unpeeled apple" is the apple as bought, as "whole" is ("garlic, unpeeled" is a note).
        lower !== 'unpeeled' &&
        // "fresh or thawed blueberries": the other form, taken off with the first one later.
        !(index === 2 && lowerWords[1] === 'or' && FORM_WORDS.has(lowerWords[0] ?? '')) &&
        !isCrushedRedPepper(lower, next, lowerWords[index + 2]) &&
        // "peeled plum tomatoes", "peeled Italian tomatoes": the tinned tomatoes, sold peeled.
        !(
          lower === 'peeled' &&
          !COMMON_ADJECTIVES.has(next ?? '') &&
          /^tomato(?:es)?$/.test(lowerWords[index + 2] ?? '')
        ) &&
        // "toasted sesame oil", "roasted peanut oil": how an oil is made, sold that way.
        !(OIL_MAKING.test(lower) && lowerWords.at(-1) === 'oil') &&
        // "seeded bread", "seeded Italian roll": baked with seeds, sold that way.
        !(lower === 'seeded' && BAKED_GOODS.test(lowerWords.at(-1) ?? '')) &&
        // "mashed potato" is the dish, made or bought ("mashed ripe bananas" are mashed).
        !(lower === 'mashed' && next === 'potato' && index === words.length - 2) &&
        // "Basic Mashed Potatoes", "cold mashed potatoes", "instant mashed potatoes": after a word
        // the name keeps, the dish's own word stays in it (was "Basic Potatoes", "cold potatoes");
        // at the head it is the preparation, as the labels have it ("mashed potatoes" potatoes).
        !(lower === 'mashed' && kept.length > 0 && isMashedPotatoAhead(lowerWords, index + 1))) ||
      (leading && lower === 'and' && removed.length > 0) ||
      // "sliced or coarsely chopped almonds": a choice of preparations is one note.
      (leading &&
        (lower === 'or' || lower === 'and/or') &&
        PREPARATION_WORDS.has(removed.at(-1) ?? '') &&
        next !== undefined &&
        (PREPARATION_WORDS.has(next) || PREPARATION_ADVERBS.has(next)) &&
        !isCrushedRedPepper(next, lowerWords[index + 2], lowerWords[index + 3])) ||
      // "peeled and 1/2-inch diced squash": how big the pieces are, with the preparation.
      (CUT_LENGTH.test(lower) &&
        next !== undefined &&
        isPreparation(next, lowerWords[index + 2], lower));
    // "ghee or softened butter", "queso fresco or shredded Monterey Jack": a preparation opening
    // a later choice says which form of that choice is meant; as a note it would read as said of
    // the first one too, so it stays with its choice.
    if (drop && opensChoiceWithPreparation(kept, lowerWords, index, keptChoicePreparation)) {
      keptChoicePreparation = true;
      leading = false;
      lastRemoved = false;
      kept.push(word);
      continue;
    }
    keptChoicePreparation = false;
    // "hand torn basil", "thin sliced ham", "long stemmed broccoli": a participle that the word
    // before makes one describing word with, read as its hyphenated form ("hand-torn" is a
    // preparation, "thick-sliced" and "long-stemmed" are what is sold).
    if (
      drop &&
      !lastRemoved &&
      index < words.length - 1 &&
      JOINS_A_PARTICIPLE.test(lowerWords[index - 1] ?? '')
    ) {
      if (!isHyphenatedPreparation(`${lowerWords[index - 1] ?? ''}-${lower}`)) {
        kept.push(word);
        continue;
      }
      removed.push(`${kept.pop()?.toLowerCase() ?? ''} ${lower}`);
      leading = kept.length === 0;
      lastRemoved = true;
      continue;
    }
    if (drop && (index < words.length - 1 || (kept.length > 0 && PREPARATION_WORDS.has(lower)))) {
      // "pitted and halved cherries": an "and" after a describing word kept goes with the word
      // taken off ("salt and freshly ground pepper" names two things).
      if (kept.length > 1 && kept.at(-1) === 'and' && isHeadDescriber(kept.at(-2) ?? '')) {
        kept.pop();
      }
      // "tomatoes skinned and chopped, or canned tomatoes": an "and" between two words taken
      // off is taken off with them, not left in the name ("tomatoes and or canned tomatoes").
      if (
        kept.at(-1)?.toLowerCase() === 'and' &&
        lowerWords[index - 1] === 'and' &&
        index > 1 &&
        removed.at(-1) === lowerWords[index - 2]?.replace(TRAILING_PUNCTUATION, '')
      ) {
        kept.pop();
        removed.push('and');
      }
      // "whole, very small white onions": the word of degree before a size taken off goes with
      // it ("very" is no name's word), as "very small" at the head does.
      if (
        kept.length > 0 &&
        TRUE_SIZE.test(lower) &&
        SIZE_MODIFIERS.has(kept.at(-1)?.toLowerCase() ?? '')
      ) {
        removed.push(kept.pop()?.toLowerCase() ?? '');
        leading = kept.length === 0;
      }
      removed.push(lower);
      lastRemoved = true;
      continue;
    }
    // "medium or dark rye flour", "imported or domestic basmati rice": a choice between a size
    // or quality taken off and a word kept is one choice of the name's; taking off the first
    // alone left "or" opening the name (then a note of its own) and the name the second
    // choice's. A preparation stays a note ("chopped or whole almonds" are whole almonds).
    const offered = removed.at(-1) ?? '';
    if (
      kept.length === 0 &&
      lastRemoved &&
      (lower === 'or' || lower === 'and/or') &&
      index > 0 &&
      offered === lowerWords[index - 1] &&
      (SIZE_WORDS.has(offered) || QUALITY_WORDS.has(offered))
    ) {
      removed.pop();
      kept.push(words[index - 1] ?? '');
    }
    leading = false;
    lastRemoved = false;
    kept.push(word);
  }
  // "½ a lemon", "half a 400g tin": the article taken off says nothing worth a note.
  const said = removed.filter((word) => word !== 'a' && word !== 'an');
  // "halved and pitted cherries": the "and" before a word kept says nothing in the note.
  if (said.at(-1) === 'and') said.pop();
  if (said.length > 0) notes.unshift(said.join(' '));
  return kept.join(' ');
}

/**
 * Whether the word at `index`, one `stripDescriptors` would take off, opens a later choice as a
 * preparation of it (or goes on one that did, `continuing`): right after an "or" that follows a
 * thing named ("ghee or softened butter"; not "whole fresh or chopped dried rosemary", where the
 * choice is between describing words of one thing), and no "freshly" (when, not which form).
 */
function opensChoiceWithPreparation(
  kept: readonly string[],
  lowerWords: readonly string[],
  index: number,
  continuing: boolean,
): boolean {
  const lower = lowerWords[index] ?? '';
  const next = lowerWords[index + 1];
  const preparation =
    PREPARATION_WORDS.has(lower) ||
    PREPARATION_ADVERBS.has(lower) ||
    (isParticiple(lower) && !MADE_SO.test(lower));
  if (!preparation || lower === 'freshly' || next === undefined) return false;
  // "or well-rinsed canned beans": how a tin is handled is a note, whichever choice it is of.
  if (TIN_HANDLING.test(lower.replace(/^well-/, ''))) return false;
  if (isPepperAhead(lowerWords, index + 1)) return false;
  if (continuing) return true;
  const or = kept.at(-1)?.toLowerCase();
  if ((or !== 'or' && or !== 'and/or') || lowerWords[index - 1] !== or) return false;
  // "Blackberries, halved strawberries, and/or hulled gooseberries": the last of a comma list
  // whose choice before it had a preparation taken off too; every thing's is a note alike
  // ("sesame seeds, breadcrumbs or crushed crackers": the crackers' alone stays with them).
  if (kept.some((word) => word.endsWith(',')) && preparedChoiceBefore(lowerWords, index - 2))
    return false;
  const before = kept.at(-2)?.toLowerCase();
  return before !== undefined && !isHeadDescriber(before) && !FORM_WORDS.has(before);
}

/**
 * Whether the choice of a comma list that ends at `last` ("halved strawberries," before "and/or")
 * opens with a preparation.
 */
function preparedChoiceBefore(lowerWords: readonly string[], last: number): boolean {
  let at = last;
  do {
    if (PREPARATION_WORDS.has((lowerWords[at] ?? '').replace(/,$/, ''))) return true;
    at -= 1;
  } while (at >= 0 && !(lowerWords[at] ?? '').endsWith(','));
  return false;
}

/** "crushed red pepper" is the dried flakes, sold so; "crushed red chiles" are crushed. */
function isCrushedRedPepper(word: string, next: string | undefined, after: string | undefined) {
  return word === 'crushed' && next === 'red' && /^pepper/.test(after ?? '');
}

/** "but not", "but still", "but slightly": how the describing word after "but" holds. */
const BUT_ADVERBS: ReadonlySet<string> = new Set(['not', 'still', 'slightly', 'very']);

/**
 * "but still firm", "but not mushy", "but firm": where the describing clause that "but" at
 * `index` opens ends (its last word's index), or -1 when no name is left after it.
 */
function butClauseEnd(lowerWords: readonly string[], index: number): number {
  const next = lowerWords[index + 1];
  const end = index + (next !== undefined && BUT_ADVERBS.has(next) ? 2 : 1);
  if (end >= lowerWords.length - 1) return -1;
  return end === index + 2 || isHeadDescriber(lowerWords[end] ?? '') ? end : -1;
}

/** Forms a thing is bought or made in: alternatives between them do not name another thing. */
const FORM_WORDS: ReadonlySet<string> = new Set([
  'fresh',
  'frozen',
  'canned',
  'tinned',
  'jarred',
  'bottled',
  'dried',
  'dry',
  'cooked',
  'uncooked',
  'raw',
  'homemade',
  'home-made',
  'imported',
  'store-bought',
  'shop-bought',
  'packaged',
  'leftover',
]);

function isFormOrPreparation(word: string): boolean {
  return FORM_WORDS.has(word) || PREPARATION_WORDS.has(word) || PREPARATION_ADVERBS.has(word);
}

/**
 * "fresh or frozen ginger" → "ginger", "cooked or canned white beans" → "white beans": a choice
 * of forms or preparations before the name is a note, the thing bought is the same.
 */
function dropFormAlternatives(name: string, notes: string[]): string {
  const words = name.split(' ');
  const or = words.findIndex((word) => /^(?:or|and\/or)$/i.test(word));
  if (or < 0 || or > 2) return name;
  const lower = words.map((word) => word.toLowerCase());
  let end = or + 1;
  // "fresh or frozen and defrosted peas": an "and" left where a preparation was taken off.
  while (
    end < words.length - 1 &&
    (isFormOrPreparation(lower[end] ?? '') || (lower[end] === 'and' && end > or + 1))
  )
    end += 1;
  const choice = lower.slice(0, end);
  const isChoiceOfForms =
    end > or + 1 &&
    choice.every((word, index) => index === or || word === 'and' || isFormOrPreparation(word)) &&
    choice.some((word) => FORM_WORDS.has(word) || PREPARATION_WORDS.has(word));
  // Only a leading "or" is left when the first form was taken off already ("or canned beans").
  const leadingOr = or === 0 && words.length > 1;
  if (!isChoiceOfForms && !leadingOr) return name;
  notes.push(
    words
      .slice(0, end)
      .join(' ')
      .replace(/\s+and$/i, ''),
  );
  return words.slice(end).join(' ');
}

/**
 * "(or frozen)", "(or fresh)", "(or homemade)": the same thing in another state, the name's own
 * word left out, so no other thing to name.
 */
const OTHER_STATE_ONLY =
  /^or\s+(?:fresh|frozen|thawed|dried|canned|tinned|jarred|bottled|homemade|home-made|store-bought|shop-bought)$/i;
/**
 * " or canned", " or prepared" (from the last " or "), before the end or a comma: another state of
 * the thing whose name's last word comes before it ("broth or canned").
 */
const OTHER_STATE_AFTER_NAME =
  /\s+or\s+(?:fresh|frozen|thawed|dried|canned|tinned|jarred|bottled|homemade|home-made|store-bought|shop-bought|prepared)(?=\s*(?:[,;]|$))/iy;

/**
 * " fed or unfed", " bleached or unbleached" at the name's end (or before a comma): a state and
 * its negation, the cook's choice of either, so no part of the thing's name.
 */
const STATE_OR_NOT_AFTER_NAME = madeOnFirstUse(
  () => /\s+(\p{L}{2,})\s+or\s+un\1(?=\s*(?:[,;]|$))/iu,
);

const WORD_CHARACTER = madeOnFirstUse(() => /[\p{L}'’-]/u);

/** Where the word of letters, apostrophes and hyphens that ends at `end` starts. */
function wordStartBefore(text: string, end: number): number {
  let start = end;
  while (start > 0 && WORD_CHARACTER().test(text.charAt(start - 1))) start -= 1;
  return start;
}
/** A word after a bracket: the name goes on ("fresh (or frozen) okra"). */
const LETTER_NEXT = madeOnFirstUse(() => /^\s*\p{L}/u);

/**
 * "half leg", "two small": an amount in words opening a bracket's alternative; not a thing named
 * with a number ("half fat", "five spice", "seven spice", "three bean mix", "four cheese blend").
 */
const AMOUNT_IN_WORDS =
  /^(?:half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?!(?:fat|and|&|cream|milk|spices?|beans?|cheeses?|grains?)\b)/i;

/** "(or dry sherry)", "(or other)": one other thing, named in a few words, with no amount. */
function isBracketedAlternative(note: string): boolean {
  if (!BRACKETED_ALTERNATIVE.test(note)) return false;
  // "(or other good quality red wine vinegar)", "(or a similar vegetarian hard cheese)": a kind
  // of thing, named in a few more words.
  const other = note
    .replace(/^or\s+(?:(?:a\s+)?similar|other|another)\s+/i, '')
    .replace(/^or\s+/i, '');
  const words = other.split(WHITE_SPACE);
  // "(or half leg)", "(or two small)": another amount of the thing, said in words, is a note as
  // "(or 2 shoulders)" is (was kept in the name); "(or half fat crème fraîche)" is a thing.
  if (AMOUNT_IN_WORDS.test(other)) return false;
  return (
    words.length <= 4 &&
    findUnit(words[0] ?? '') === undefined &&
    !/\b(?:or|and|a|an|of)\b/i.test(other) &&
    noteStartIndex(` ${other}`) === -1 &&
    !isNoteClause(other)
  );
}

/**
 * " 3 to 4 inches long", " 3 or 4 inches long", " 2 cm thick", " 1 1/4-inch thick": a length and what
 * it measures, after the name; either number may be a mixed one.
 */
const LENGTH_AFTER_NAME =
  /\s+(?:about\s+)?\d[\d./]*(?:\s+\d+\/\d+)?(?:\s*(?:to|or|-)\s*\d[\d./]*(?:\s+\d+\/\d+)?)?[\s-]*(?:inch(?:es)?|in\.|cm|mm|["”])[\s-]+(?:long|thick|wide|across|in\s+diameter)\b/i;
/**
 * The unit every match of LENGTH_AFTER_NAME holds: one short scan of a name with a digit (every
 * name with a number in its notes), where the long pattern tried a number at each space.
 */
const LENGTH_HINT = /inch|in\.|cm|mm|["”]/i;

/**
 * " of about 200 g each", " di circa 200 g l'una", " d'environ 200 g chacune", " de unos 200 g cada
 * uno", " von je 200 g", " à ca. 200 g": a joining word, then each piece's weight (group 1, with
 * its hedge and its "each"), ending the name; either "à"/"je" says each or an "each" follows, so
 * "bag of about 500 g spinach" and "potatoes of 2 kg" are left.
 */
const WEIGHT_EACH_AFTER_NAME =
  /\s+(?:(?:of|di|da|de|d['’]|von|van)\s*(?=(?:[a-z]+\.?\s+){0,2}\d[\d.,/]*\s*(?:g|gr|grams?|grammes?|grammi|gramos|gramas|gramm|kg|oz|ounces?|lbs?|pounds?)\.?\s+(?:each|apiece|l['’]un[oa]|ciascun[oa]|chacun(?:e)?|cada(?:\s+un[oa])?|per\s+(?:piece|stuk|pezzo))\s*$)|(?:von\s+)?(?=je\s+(?:ca\.\s*|etwa\s+)?\d)|(?=à\s+(?:ca\.\s*|etwa\s+)?\d))((?:(?:je|à)\s+)?(?:(?:about|approx\.?|approximately|around|roughly|circa|ca\.|environ|unos|unas|aprox\.?|etwa|ongeveer|cerca\s+de)\s+)?\d[\d.,/]*\s*(?:g|gr|grams?|grammes?|grammi|gramos|gramas|gramm|kg|oz|ounces?|lbs?|pounds?)\.?(?:\s+(?:each|apiece|l['’]un[oa]|ciascun[oa]|chacun(?:e)?|cada(?:\s+un[oa])?|per\s+(?:piece|stuk|pezzo)))?)\s*$/i;
/** What a match of WEIGHT_EACH_AFTER_NAME holds: its "each" or "je"/"à"; most names have none. */
const WEIGHT_EACH_HINT = /each|apiece|l['’]un|ciascun|chacun|cada|per\s|je\s|à\s/i;

/**
 * " 110 degrees F", " at 100°F", " 90° to 100°F", " heated to 110°", " at 30C": a temperature after
 * the name (warm water for bread) is a note, as it is in brackets. A bare C or F only after "at"
 * ("2 c" is cups).
 */
const TEMPERATURE_AFTER_NAME =
  /\s+(?:(?:heated|warmed|cooled)\s+to\s+)?(?:(?:at|about|around|approximately)\s+)?(?:\d[\d.]*(?:\s*°)?(?:\s*(?:to|-|–)\s*\d[\d.]*)?\s*(?:°|º|degrees?\b)|(?<=\sat\s+)\d[\d.]*\s*[cf]\b)/i;
/**
 * What a match of TEMPERATURE_AFTER_NAME holds: a degree sign or "degree" (its end), or "at"
 * between white space (before a bare C or F). One short scan of a name with a digit, where the
 * long pattern tried its white space, words and number at every space of it; the names without
 * (nearly all) never run or compile it.
 */
const TEMPERATURE_HINT = /[°º]|degree|\sat\s/i;

/**
 * " and a knob of butter", " and a small handful of mint": "and a", a unit (group 1) and a name;
 * "and a half" has no name after it.
 */
const AND_AN_AMOUNT = madeOnFirstUse(
  () =>
    /\s+and\s+an?\s+(?:(?:small|large|big|good|generous)\s+)?([\p{L}]+)\s+(?:of\s+)?(?=\p{L}{2})/iu,
);

/** ", or a small leek", " or a kilo of lamb": "or a" and the word after it. */
const OR_AN_AMOUNT = madeOnFirstUse(() => /,?\s+or\s+an?\s+([\p{L}-]+)\s/iu);

/**
 * "or two of" right after a unit with no number ("a pinch or two of salt", "a drop or two hot
 * sauce"). Lower-case ASCII, run
 * on `foldedForAsciiPatterns` of the name: the matches of the same pattern written with
 * `(?=\p{L})` and flags `iu`, without compiling Unicode's letter set and its case closure
 * (decisions 0023, 0020).
 */
const OR_ANOTHER_COUNT = /^\s*or\s+(?:two|three|so)\s+(?:of\s+)?(?=[a-zª])/;
/** What OR_ANOTHER_COUNT opens with: "or" and a space (only "o", "O", "r", "R" fold to those). */
const OR_START = /^\s*or\s/i;

/** " - ", ";" or ": " ends the name; what follows is a note. */
const NOTE_DASH = /(?<!\d)\s+-+\s+|\s+-+\s+(?!\d)|;|:\s/;

/** A name with its sizes, preparations and choice of forms taken off, and what was taken. */
export interface FinishedName {
  readonly name: string;
  /** Sizes and preparation words taken off ("large", "finely chopped"), for the notes' head. */
  readonly descriptors: string | null;
  /** A choice of forms taken off ("fresh or frozen"), for the notes' tail. */
  readonly forms: string | null;
}

/**
 * The last steps from a name to the name as written, a pure function of the name: names repeat
 * across lines whose notes or amounts differ ("beef mince, …"), so each is worked out once.
 */
const finishName = memoiseFromFirst((raw: string): FinishedName => {
  const descriptorNotes: string[] = [];
  let name = stripWithPreparationPair(collapseSpaces(raw).trim(), descriptorNotes);
  const formNotes: string[] = [];
  if (/\bor\b/i.test(name)) name = dropFormAlternatives(name, formNotes);
  // A bracket left unmatched ("water ((280ml))") is not part of the name; a word kept in its
  // brackets ("heavy (whipping) cream") is.
  if (ANY_BRACKET_TEST.test(name)) {
    name = collapseSpaces(
      name.replace(KEPT_OR_ANY_BRACKET(), (found) => (found.length > 1 ? found : ' ')),
    );
  }
  name = name
    .replace(/(?:[\s,]+(?:or|and|and\/or|plus))+[\s,.]*$/i, '')
    .replace(/^[\s,.;:*+-]+|[\s,.;:*+-]+$/g, '')
    .trim();
  return { name, descriptors: descriptorNotes[0] ?? null, forms: formNotes[0] ?? null };
});

/**
 * Splits the text after the amount into the ingredient name as written and its notes. Never
 * returns an empty name when the text has letters: the whole text is the name then.
 *
 * A pure function of the text, worked out once each: a collection's lines repeat their text
 * after the amount ("2 garlic cloves, crushed", "3 garlic cloves, crushed"), and this is the
 * costliest part of a line's parse. The answer is shared between lines: never change it.
 */
export const extractName: (text: string) => NameAndNotes = memoise((text) =>
  readNameAndNotes(text, false),
);

/**
 * The name after "each" ("½ bunch each oregano, rosemary, thyme"): the amount is every one's, so
 * the comma clauses that name things are all of the name, not notes.
 */
export const extractNamesOfEach: (text: string) => NameAndNotes = memoise((text) =>
  readNameAndNotes(text, true),
);

/** Marks of a footnote: asterisks, daggers, superscript figures. */
const FOOTNOTE_MARKS = /[*†‡¹²³⁰⁴-⁹]/;
const FOOTNOTE_MARKS_ALL = new RegExp(`${FOOTNOTE_MARKS.source}+`, 'g');

/** The bits of `charactersIn`: a character FOOTNOTE_MARKS matches, an opening bracket, … */
const HAS_FOOTNOTE = 1;
const HAS_BRACKET = 2;
const HAS_SLASH = 4;
const HAS_PLUS = 8;
/** An ASCII digit, as `\d` matches. */
const HAS_DIGIT = 16;
/** "-", ";" or ":", one of which NOTE_DASH needs. */
const HAS_DASH_OR_COLON = 32;

/** The bit of each character up to the last footnote mark ("⁹", U+2079) that has one. */
const CHARACTER_BITS = ((): Uint8Array => {
  const bits = new Uint8Array(0x207a);
  for (let code = 0x30; code <= 0x39; code += 1) bits[code] = HAS_DIGIT;
  for (const code of [0x2d, 0x3b, 0x3a]) bits[code] = HAS_DASH_OR_COLON;
  for (const code of [0x28, 0x5b, 0x7b]) bits[code] = HAS_BRACKET;
  bits[0x2f] = HAS_SLASH;
  bits[0x2b] = HAS_PLUS;
  for (const mark of '*†‡¹²³⁰⁴⁵⁶⁷⁸⁹') bits[mark.charCodeAt(0)] = HAS_FOOTNOTE;
  return bits;
})();

/** Which of the characters readNameAndNotes's patterns need `text` has, as the bits above. */
function charactersIn(text: string): number {
  let has = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 0x207a) has |= CHARACTER_BITS[code] ?? 0;
  }
  return has;
}

/** Signs a head must not hold for its answer to be reused: each starts a step that may read on past its first comma. */
const HEAD_SIGNS = HAS_FOOTNOTE | HAS_BRACKET | HAS_SLASH | HAS_PLUS | HAS_DASH_OR_COLON;
/** A head that is only a word LEADING_OF takes off when a comma follows it ("of, …"). */
const LEADING_OF_ALONE = oneOfWordsIgnoringCase(['of', 'each', 'de', 'di', 'del', 'du']);
/** A semicolon, a colon, or a dash with no ASCII letter on one side: any but "free-range"'s. */
const NOT_A_HYPHEN = /[;:]|(?<![A-Za-z])-|-(?![A-Za-z])/;

/**
 * What `readNameAndNotes` makes of a line's head (its text up to the first comma) when every comma
 * clause after it is quiet (`isQuietTail`), or null where the head is not one such clauses leave
 * alone. A pure function of the head, worked out once each: lines repeat their names with other
 * notes ("2 garlic cloves, crushed", "3 garlic cloves, sliced", "…, note 7").
 *
 * Why the answer is the whole text's, clause by clause of `readBeforeClauses` and `splitCommas`:
 * - the head holds none of HEAD_SIGNS (footnote marks, brackets, slashes, "+", dashes and colons,
 *   whose patterns take commas in: an open bracket runs to the end, NOTE_DASH cuts to it), but
 *   for hyphens inside words ("free-range eggs", "ready-rolled puff pastry", as names are often
 *   written), which NOTE_DASH, the one step such a sign gates, never matches (it wants white space
 *   before a dash) and a quiet tail holds no dash, semicolon or colon for it to match instead; nor
 *   is it only a word LEADING_OF takes with a comma after it, nor does it open with "plus"
 *   (LEADING_EXTRA_AMOUNT() reads on past a comma);
 * - run on the head alone, the steps before the clauses change nothing but its leading spaces and
 *   take no note, and NOTE_START finds nothing in it: every other pattern of those steps matches no
 *   comma, and a quiet tail holds none of the words or signs each needs (so none matches there),
 *   and where the head ends, a comma and the end of the text pass the same lookaheads and word
 *   boundaries; the head's own matches are the same with the tail after it, so none of them cuts;
 * - `splitCommas` then reads the head as its first clause: not cooked forms only, not describing
 *   words only, not ending in an adjective (which would run on into the next clause), not ending
 *   in "salt" (a list of seasonings); a quiet tail's clauses hold no "or", and none before the
 *   last ends in an adjective; one with "and" is left out of a list as `splitCommas` leaves it
 *   (`isNoteInList`), and the last opens with no "and" (`withHeadReused` looks at each): every
 *   clause after the head is one note, joined with ", ".
 */
const reusableHead = memoiseFromFirst((head: string): FinishedName | null => {
  const has = charactersIn(head);
  if ((has & HEAD_SIGNS & ~HAS_DASH_OR_COLON) !== 0) return null;
  if ((has & HAS_DASH_OR_COLON) !== 0 && NOT_A_HYPHEN.test(head)) return null;
  const name = head.slice(leadingSpacesAndCommas(head));
  if (name === '' || LEADING_OF_ALONE.test(name) || MAY_START_WITH_PLUS.test(name)) return null;
  const notes: string[] = [];
  if (readBeforeClauses(head, notes).name !== name || notes.length > 0) return null;
  if (noteStartIndex(name) !== -1) return null;
  const clause = name.trimEnd();
  if (
    isCookedFormsOnly(clause) ||
    isDescribersOnly(clause) ||
    endsInAdjective(clause) ||
    SALT_LAST.test(clause)
  ) {
    return null;
  }
  const finished = finishName(clause);
  return finished.name !== '' && ANY_LETTER().test(finished.name) ? finished : null;
});

/**
 * Words a quiet tail does not hold: the joining words of ALTERNATIVE_AMOUNT, OR_AN_AMOUNT() and
 * the lists of `splitCommas` ("or", "plus"; "and" only as `isQuietTail` allows it), the object
 * words of BEFORE_PREPARATION_OBJECT, WITH_AMOUNT()'s "with", "in", "into", and
 * TEMPERATURE_AFTER_NAME's "at".
 */
const TAIL_STOP_WORDS: ReadonlySet<string> = new Set([
  'or',
  'plus',
  'minus',
  'less',
  'at',
  'with',
  'in',
  'into',
  'of',
  'to',
  'until',
  'then',
  'by',
  'on',
  'over',
  'through',
]);

const NOT_QUIET = 0;
const QUIET = 1;
/** Quiet, with "and" as a word: `withHeadReused` reads its clauses as `splitCommas`' lists would. */
const QUIET_WITH_AND = 2;

/**
 * The words of a length (LENGTH_AFTER_NAME's units) and of a temperature (TEMPERATURE_AFTER_NAME's
 * "degree"), each of which those patterns read only straight after a number: glued to its digits
 * ("2cm", "180degrees") or after it and white space ("3 inches", "110 degrees").
 */
const LENGTH_OR_DEGREE_WORDS: ReadonlySet<string> = new Set([
  'inch',
  'inches',
  'cm',
  'mm',
  'degree',
  'degrees',
]);

/**
 * Whether the text from `comma` on is quiet: lower-case ASCII letters, digits, spaces and commas
 * only, no word of TAIL_STOP_WORDS, no unit of a length ("inch", "cm", "mm") or "degree" after a
 * number, and no note starter (NOTE_START, on text its folding leaves as it is); an "and" only
 * where ALTERNATIVE_AMOUNT finds no other amount after it and no "and a" follows (AND_AN_AMOUNT()'s
 * "and a knob"): "drained and rinsed", "zested and juiced", not "and 1 tbsp". NOT_QUIET, QUIET or
 * QUIET_WITH_AND.
 *
 * A unit is looked for as a word, not as letters anywhere ("trimmed", "pinch", "summer" hold
 * "mm", "inch"): in such a tail (no ".", "/", "-", "°" or "º") LENGTH_AFTER_NAME and
 * TEMPERATURE_AFTER_NAME match only a word of digits then one of LENGTH_OR_DEGREE_WORDS, or a word
 * of digits then white space and one of them, which is all that is looked for. With "and", the
 * hint ALTERNATIVE_AMOUNT_HINT is only a gate: the pattern itself decides (its "juice", "zest",
 * "rind" and "seeds" need "or" before them, a word a quiet tail has not; "and a" the hint also
 * finds is left out for AND_AN_AMOUNT()),
 * and no match of it starts before the comma and reads on past it (it wants white space after its
 * joining word, and finds the comma there). Exported for the tests.
 */
export function isQuietTail(text: string, comma: number): number {
  let wordStart = -1;
  let and = false;
  // Whether the word before is all digits (a number a unit word after it would measure).
  let afterNumber = false;
  for (let at = comma; at <= text.length; at += 1) {
    const code = at < text.length ? text.charCodeAt(at) : 0x20;
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) {
      if (wordStart < 0) wordStart = at;
      continue;
    }
    if (code !== 0x20 && code !== 0x2c) return NOT_QUIET;
    if (wordStart >= 0) {
      // The word's letters, after its leading digits (a word here holds only those two kinds).
      let letters = wordStart;
      while (letters < at && text.charCodeAt(letters) <= 0x39) letters += 1;
      const word = at - letters <= 7 ? text.slice(letters, at) : '';
      if (letters === wordStart) {
        if (word === 'and') and = true;
        else if (TAIL_STOP_WORDS.has(word)) return NOT_QUIET;
      }
      if ((letters > wordStart || afterNumber) && LENGTH_OR_DEGREE_WORDS.has(word)) {
        return NOT_QUIET;
      }
      afterNumber = letters === at;
    }
    wordStart = -1;
  }
  const tail = text.slice(comma);
  if (
    tail.search(NOTE_START) !== -1 ||
    (and &&
      ALTERNATIVE_AMOUNT_HINT.test(tail) &&
      (ALTERNATIVE_AMOUNT.test(tail) || tail.includes(' and a')))
  ) {
    return NOT_QUIET;
  }
  return and ? QUIET_WITH_AND : QUIET;
}

/**
 * " from edible fish", " from the garden": where the things of a list come from, after its last
 * thing ("bones, heads, and scraps from edible fish"), a thing named with an article or none and
 * no number (not "from 3 cobs", a count of the source, which stays a note). "from" alone made the
 * clause a note (NOTE_CLAUSE_WORDS), leaving the list's first thing the name.
 */
const FROM_SOURCE_TAIL = /\s+from\s+(?:(?:the|an?)\s+)?([^\s,][^,]*)$/i;

/**
 * Where a list's last clause ("and scraps from edible fish", "celery and onions from the
 * garden") starts its source (FROM_SOURCE_TAIL), or -1: the clause before it holds a conjunction
 * and names things, not parts ("zest and juice from"), and the source names a thing.
 */
function sourceTailAt(clause: string): number {
  if (!clause.includes(' from ')) return -1;
  const found = FROM_SOURCE_TAIL.exec(clause);
  if (found === null) return -1;
  const before = clause.slice(0, found.index);
  const source = found[1] ?? '';
  return LIST_CONJUNCTION.test(before) &&
    !DIGIT.test(clause) &&
    !isPartsOnly(before) &&
    namesAlternatives(before) &&
    namesAThing(source)
    ? found.index
    : -1;
}

/** A clause with its source after the list's last thing (`sourceTailAt`) taken off. */
function withoutSourceTail(clause: string): string {
  const at = sourceTailAt(clause);
  return at < 0 ? clause : clause.slice(0, at);
}

/**
 * Whether `splitCommas` leaves a clause with "and" out of a list, as its loop over the clauses
 * after the head does (`index` is its place among them): it ends in the conjunction, names parts
 * only, or is a note naming no alternatives ("drained and rinsed", "peeled and diced").
 */
function isNoteInList(whole: string, index: number): boolean {
  // "and scraps from edible fish": the list's last thing and where the things come from.
  const clause = withoutSourceTail(whole);
  return (
    !LIST_CONJUNCTION.test(clause) ||
    CUT_STUB.test(clause) ||
    isPartsOnly(clause) ||
    (isNoteClause(withoutLeadingForm(clause)) &&
      !namesAlternatives(clause) &&
      !(index > 0 && closesPreparedList(clause)))
  );
}

/**
 * `isNoteInList` of a clause holding a conjunction, kept by the clause, for the list's first clause
 * and for a later one (its only use of `index`): lines repeat their preparations ("drained and
 * rinsed", "peeled and diced") with other heads and notes, and each asks the same few questions of
 * the clause's words.
 */
const isNoteFirstInList = memoiseFromFirst((clause: string): boolean => isNoteInList(clause, 0));
const isNoteLaterInList = memoiseFromFirst((clause: string): boolean => isNoteInList(clause, 1));

/**
 * `readNameAndNotes` of a text whose head's answer is reused (`reusableHead`), its quiet clauses
 * after the head one note, and a note starter's clause that may end it (`noteStarterClause`)
 * another; null where it is not. Exported for the tests.
 */
export function withHeadReused(text: string): NameAndNotes | null {
  const comma = text.indexOf(',');
  if (comma <= 0) return null;
  const tail = notesAfterReusedHead(text, comma);
  if (tail === null) return null;
  const head = reusableHead(text.slice(0, comma));
  if (head === null) return null;
  const { descriptors, forms } = head;
  // The tail's notes, a new array each call, are the notes where the head adds none (most
  // lines); otherwise an array made at its size. An array grown by `push` from empty takes room
  // for 17 entries: with the tail's own, two a line that a first pass allocated to drop.
  if (descriptors === null && forms === null) return { name: head.name, notes: tail };
  const notes = descriptors === null ? [...tail] : [descriptors, ...tail];
  if (forms !== null) notes.push(forms);
  return { name: head.name, notes };
}

/**
 * `reusableHead`'s answer for a text's head (its text before its first comma), or null: the name,
 * and the notes `withHeadReused` puts before and after the tail's (exported for `parseLine`'s
 * reuse of a whole parse by its head).
 */
export function reusedHead(head: string): FinishedName | null {
  return reusableHead(head);
}

/**
 * The notes `withHeadReused` makes of the text from `comma` (the first comma, after a head) on:
 * its quiet clauses joined as one note, and the note starter's clause that may end the text
 * another, in that order (none where the clauses are empty); null where the head's answer may not
 * be reused with this tail. It reads only the text from `comma` on, so it is the same for every
 * head before the same tail. A new array each call (`withHeadReused` may keep it as its notes).
 */
export function notesAfterReusedHead(text: string, comma: number): readonly string[] | null {
  let quiet = isQuietTail(text, comma);
  // The comma before a note starter's clause that ends the text, or -1; the quiet clauses are
  // those before it.
  let starter = -1;
  let body = text;
  if (quiet === NOT_QUIET) {
    starter = noteStarterClause(text, comma);
    if (starter < 0) return null;
    body = text.slice(0, starter + 1);
    quiet = isQuietTail(body, comma);
    if (quiet === NOT_QUIET) return null;
  }
  // The clauses as `splitAtCommas` cuts them, joined with ", " as they are read (a tail has one
  // or two: no array of them a line); one before the last that ends in an adjective may run on
  // into the next (before a note starter's clause, every one is before the last).
  let joined = '';
  let clauseCount = 0;
  let lastClause = '';
  for (let from = comma + 1; ;) {
    const next = body.indexOf(',', from);
    let clause: string;
    if (next < 0) {
      clause = body.slice(from).trimStart();
      if (clause.trim() === '') break;
    } else {
      clause = body.slice(from, next).trim();
      if (endsInAdjective(clause)) return null;
      from = next + 1;
      if (clause === '') continue;
    }
    // With "and": no clause after the head makes a list (`isNoteInList`, asked of each clause
    // by its place; one with no conjunction, its first test, is not kept, as most such clauses
    // are the line's own).
    if (
      quiet === QUIET_WITH_AND &&
      LIST_CONJUNCTION.test(clause) &&
      !(clauseCount === 0 ? isNoteFirstInList : isNoteLaterInList)(clause)
    ) {
      return null;
    }
    joined = clauseCount === 0 ? clause : `${joined}, ${clause}`;
    clauseCount += 1;
    lastClause = clause;
    if (next < 0) break;
  }
  // Nor does the last open with "and" (it would be read as the end of one,
  // `describersBeforeLast`).
  if (quiet === QUIET_WITH_AND && AND_OR_FIRST.test(lastClause)) return null;
  // Made at its size: an array grown by `push` from empty takes room for 17 entries.
  const starterNote =
    starter < 0
      ? null
      : text
          .slice(starter + 1)
          .replace(LEADING_NOTE_MARKS, '')
          .trim();
  if (clauseCount === 0) return starterNote === null ? [] : [starterNote];
  return starterNote === null ? [joined] : [joined, starterNote];
}

/**
 * Whether the text from `comma` on is a note starter's clause and what follows it, written
 * plainly: ", " then lower-case ASCII letters, digits, spaces and commas, with a note starter
 * (NOTE_START) straight after that first space (", cut into chunks, note 5", ", to serve", ", such
 * as maris piper"), and none of what the steps of `readBeforeClauses` before the starter's cut
 * would find in it: another amount after "or", "and" or "plus" (ALTERNATIVE_AMOUNT), "or a" and
 * "and a" (OR_AN_AMOUNT(), AND_AN_AMOUNT()), a length or a temperature after the name
 * (LENGTH_AFTER_NAME, TEMPERATURE_AFTER_NAME), "room temp" (which `noteStartIndex` may read as a
 * describing word) or "choice". Exported for the tests.
 */
export function isNoteStarterTail(text: string, comma: number): boolean {
  if (text.charCodeAt(comma + 1) !== 0x20) return false;
  for (let at = comma + 1; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (
      !((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) &&
      code !== 0x20 &&
      code !== 0x2c
    )
      return false;
  }
  const tail = text.slice(comma);
  return (
    tail.search(NOTE_START) === 1 &&
    !tail.includes(' or a') &&
    !tail.includes(' and a') &&
    !tail.includes('room temp') &&
    !tail.includes('choice') &&
    !(ALTERNATIVE_AMOUNT_HINT.test(tail) && ALTERNATIVE_AMOUNT.test(tail)) &&
    !(LENGTH_HINT.test(tail) && LENGTH_AFTER_NAME.test(tail)) &&
    !(TEMPERATURE_HINT.test(tail) && TEMPERATURE_AFTER_NAME.test(tail))
  );
}

/**
 * The comma, at `comma` or after it, before the note starter's clause that ends the text
 * (`isNoteStarterTail`: ", cut into chunks, note 5", ", to serve"), where the starter is the first
 * NOTE_START finds after `comma`; -1 where there is none.
 *
 * Why `withHeadReused`'s answer is then `readWholeText`'s, the head's (`reusableHead`), the quiet
 * clauses between (`isQuietTail`) one note and the starter's clause to the end another: each step of
 * `readBeforeClauses` before the starter's cut finds nothing in the tail (the quiet clauses hold
 * none of what any step needs; the starter's clause none of the signs the gated steps need, and
 * the others are looked for in it as they would be, or stop the reuse), nor anything in the head
 * that it does not find there alone (no match of them crosses a comma, and at the head's end a
 * comma and the end of the text pass the same lookaheads), which is nothing. So
 * `noteStartOutsideForms` finds this starter first (before it is a comma, so no "or" or "and" ends
 * the words before it, and neither "you like" nor "than" nor a juice is read across it), and
 * `withJoinedPreparations` leaves its place (the clause before it, after the comma, is empty). The
 * rest of the text is cut off whole as one note, and the name is the head and the quiet clauses
 * with the comma after them, in which the steps after the cut find nothing (the quiet clauses hold
 * no object word, "with" or "in"; a name with a comma ends in no participle or preparation's
 * object; the size after the name is looked for before the first comma). `splitCommas` reads that
 * name as a quiet text's (the empty clause after its last comma is dropped, and every quiet clause
 * is before the last, which `withHeadReused` asks of each), and the cut note, a later clause's, is
 * put after its notes (`laterClauseNote`), before the head's forms.
 */
function noteStarterClause(text: string, comma: number): number {
  const found = text.slice(comma).search(NOTE_START);
  if (found < 1) return -1;
  const at = comma + found - 1;
  return text.charCodeAt(at) === 0x2c && isNoteStarterTail(text, at) ? at : -1;
}

function readNameAndNotes(text: string, each: boolean): NameAndNotes {
  return (each ? null : withHeadReused(text)) ?? readWholeText(text, each);
}

/**
 * `readNameAndNotes` worked out on the whole text, without reusing a head's answer (exported for
 * the test that shows the two agree).
 */
export function readWholeText(text: string, each: boolean): NameAndNotes {
  const notes: string[] = [];
  const { name: read, laterClauseNote, otherAmountNote } = readBeforeClauses(text, notes);
  let name = each ? splitEachList(read, notes) : splitCommas(read, notes);
  if (laterClauseNote >= 0) notes.push(...notes.splice(laterClauseNote, 1));
  // "tomato, halved, or 2 small tomatoes": the other amount after a comma clause goes after the
  // clause's notes, as it stands in the line (was "or 2 small tomatoes; halved"). It was pushed
  // before `laterClauseNote`, whose move leaves its place.
  if (otherAmountNote >= 0) notes.push(...notes.splice(otherAmountNote, 1));
  const finished = finishName(name);
  if (finished.descriptors !== null) notes.unshift(finished.descriptors);
  if (finished.forms !== null) notes.push(finished.forms);
  name = finished.name;
  if (name === '' || !ANY_LETTER().test(name)) {
    const whole = collapseSpaces(text).trim();
    // "2 cups (rolled oats)", "2 cups (500ml) (whole milk)": a name written all in brackets is the
    // one bracket that names a thing, the others notes ("(optional)", "(to taste)" stay whole).
    if (whole.charCodeAt(0) === 40 && BRACKETS_ONLY.test(whole)) {
      const contents = whole
        .slice(1, -1)
        .split(/\)\s*\(/)
        .map((inner) => inner.trim());
      const named = contents.filter(
        (inner) =>
          ANY_LETTER().test(inner) &&
          !BRACKETED_NOTE.test(inner) &&
          !/^[\d.½¼¾⅓⅔⅛]/.test(inner) &&
          !opensWithNoteStarter(foldedForAsciiPatterns(inner)),
      );
      const [inner] = named;
      if (named.length === 1 && inner !== undefined) {
        const read = readWholeText(inner, each);
        const others = contents.filter((content) => content !== inner && content !== '');
        return { name: read.name, notes: [...others, ...read.notes] };
      }
    }
    return { name: whole, notes: [] };
  }
  return { name, notes };
}

/**
 * A comma or a dash, and the spaces around it, at the start of a bracket's text; not a decimal
 * comma ("(,5-cm)") or a minus ("(-1 tbsp)").
 */
const BRACKET_LEAD = /^\s*(?:,|-|–|—)(?!\d)\s*/;

/** "(rolled oats)", "(500ml) (whole milk)": brackets and nothing else. */
const BRACKETS_ONLY = /^(?:\([^()]*\)\s*)+$/;
/** What a bracket holds when it says how, not what ("(optional)", "(divided)"). */
const BRACKETED_NOTE = /^(?:optional|divided|plus|extra|more|reserved|garnish|see|if|or|for)\b/i;

/** "kosher for Passover", "kosher-for-Passover", "for Passover" before or in a name. */
export const FOR_PASSOVER = /(?:\bkosher[\s-]+)?\bfor[\s-]+passover\b/i;

/** The gate before FOR_PASSOVER: its last word's letters after the first, in either case. */
export function saysPassover(text: string): boolean {
  return text.includes('assover') || text.includes('ASSOVER');
}

/**
 * The name as the steps on the whole text leave it, before its comma clauses are read (what
 * `splitCommas` is given), with the notes they took off pushed to `notes`, and where a note cut
 * from a later comma clause was pushed (-1 for none), and where the other amount cut after a comma
 * clause was (-1 for none).
 */
function readBeforeClauses(
  text: string,
  notes: string[],
): {
  readonly name: string;
  readonly laterClauseNote: number;
  readonly otherAmountNote: number;
} {
  // One look at the text's characters for several patterns below: each needs one of them in the
  // name, and the name is only ever made of the text's characters (cut, sliced, or its brackets'
  // contents put back) with spaces and round brackets added.
  const has = charactersIn(text);
  // Asterisks, daggers and superscript numbers mark footnotes ("flour*", "*to taste", "ground
  // cinnamon¹", "butter†"): they are not part of the name.
  const unstarred = (has & HAS_FOOTNOTE) !== 0 ? text.replace(FOOTNOTE_MARKS_ALL, ' ') : text;
  // "of", and its French, Spanish and Italian: "250 g de harina", "25 cl de lait", "2 gousses d'ail".
  let name = unstarred;
  // Nearly every name starts with the space after its amount: the spaces and commas it leads with
  // are counted one character at a time (as `/^[\s,]+/` takes them off); only a name without any
  // runs the one test for what else may lead it and is not it ("of", "d'", "+").
  const lead = leadingSpacesAndCommas(name);
  if (lead > 0 || LEADING_CLUTTER.test(name)) {
    if (lead > 0) name = name.slice(lead);
    // Few go on with "of" or "d'": their first letter (in either case) before the patterns.
    const first = name.charCodeAt(0) | 0x20;
    if (first === 0x6f || first === 0x65 || first === 0x64) {
      name = name.replace(LEADING_OF, '');
      // An elision is a lower-case "d" and an apostrophe (`u`, not `i`: "D'" is a name's own).
      if (
        name.charCodeAt(0) === 0x64 &&
        (name.charCodeAt(1) === 0x27 || name.charCodeAt(1) === 0x2019)
      )
        name = name.replace(LEADING_ELISION(), '');
    }
    // "½ pound, plus 2 tablespoons, softened butter": the extra amount is a note.
    const opening = name.charCodeAt(0) | 0x20;
    const plus = opening === 0x2b || opening === 0x70 || opening === 0x6d || opening === 0x6c;
    const extra = plus && MAY_START_WITH_PLUS.test(name) ? LEADING_EXTRA_AMOUNT().exec(name) : null;
    if (extra) {
      notes.push(extra[0].replace(/[\s,]+$/, ''));
      name = name.slice(extra[0].length);
    }
  }
  // "1 cup of your choice of nuts": the choice is the cook's, the nuts are the name.
  const choice = name.includes('choice') ? YOUR_CHOICE_OF.exec(name) : null;
  if (choice) name = name.slice(choice[0].length);
  // "kosher for Passover baking soda": the rules it is made to, a note (not a purpose "for").
  const passover = saysPassover(name) ? FOR_PASSOVER.exec(name) : null;
  if (passover) {
    notes.push(passover[0].trim());
    name = `${name.slice(0, passover.index)} ${name.slice(passover.index + passover[0].length)}`;
  }
  // The folded name has one unit for each of the name's: the match's length is the name's.
  const shop = shopOwnRangeOf(foldedForAsciiPatterns(name));
  if (shop) {
    notes.push(name.slice(0, shop[0].length).trim());
    name = name.slice(shop[0].length);
  }
  // Most names have no brackets; the replace with a callback is the costlier way to find out.
  if ((has & HAS_BRACKET) !== 0 && OPENING_BRACKET.test(name)) {
    name = name.replace(BRACKETS, (bracket, offset: number, whole: string) => {
      // "(, chopped)", "(- raw or white sugar)": a comma or dash a recipe plugin writes first in
      // every bracket is no part of what it says.
      const note = bracket
        .trim()
        .replace(/^[([{]|[)\]}]$/g, '')
        .replace(BRACKET_LEAD, '')
        .trim();
      // "sake (or dry sherry)": an alternative in brackets is an alternative all the same; but
      // "blueberries (or frozen)" at the name's end is the same thing in another state, a note.
      if (
        isBracketedAlternative(note) &&
        !(OTHER_STATE_ONLY.test(note) && !LETTER_NEXT().test(whole.slice(offset + bracket.length)))
      )
        return ` ${note} `;
      // "(or panko; see Notes)", "(or butter; optional)": the alternative, then a note of its own.
      const semicolon = note.indexOf(';');
      const choice = semicolon > 0 ? note.slice(0, semicolon).trim() : '';
      if (choice !== '' && isBracketedAlternative(choice)) {
        const rest = note.slice(semicolon + 1).trim();
        if (rest !== '') notes.push(rest);
        return ` ${choice} `;
      }
      if (
        isBracketedSynonym(
          bracket,
          note,
          whole.slice(0, offset),
          whole.slice(offset + bracket.length),
        )
      ) {
        return ` (${note}) `;
      }
      if (note !== '') notes.push(note);
      return ' ';
    });
    // "boneless, skinless chicken breasts (cut into pieces)": no space left where the bracket was;
    // "5 ounces (140g), chopped chocolate": no comma left where it was.
    // "short pasta (rigatoni, shells) cooked to al dente": one space where the bracket was, so the
    // words beside it are read as neighbours.
    name = collapseSpaces(name).trim().replace(/^,\s*/, '');
  }
  // "1 cup/7.6 ounces/217 grams light brown sugar": the other units' amounts are a note.
  const slashAmounts = (has & HAS_SLASH) !== 0 ? leadingSlashAmountsEnd(name) : 0;
  if (slashAmounts > 0 && WORD_OR_NUMBER_AT_START().test(name.slice(slashAmounts))) {
    notes.push(name.slice(0, slashAmounts).trim());
    name = name.slice(slashAmounts);
  }
  // "a pinch or two of salt", "a bottle or two of water": the other count is a note.
  const orTwo = OR_START.test(name)
    ? (OR_ANOTHER_COUNT.exec(foldedForAsciiPatterns(name))?.[0].length ?? 0)
    : 0;
  if (orTwo > 0) {
    notes.push(
      name
        .slice(0, orTwo)
        .replace(/\s+of\s*$/i, '')
        .trim(),
    );
    name = name.slice(orTwo);
  }
  const dash = (has & HAS_DASH_OR_COLON) !== 0 ? NOTE_DASH.exec(name) : null;
  if (dash && dash.index > 0) name = cutAt(name, dash.index, notes);
  // "cucumbers 3 or 4 inches long": a range of lengths by "or" is the size's, not another amount
  // ("or 4 inches long" was the alternative, leaving "cucumbers 3"); a note as "3 to 4" is below.
  const lengthsByOr =
    (has & HAS_DIGIT) !== 0 && name.includes(' or ') && LENGTH_HINT.test(name)
      ? LENGTH_AFTER_NAME.exec(name)
      : null;
  if (lengthsByOr && lengthsByOr.index > 0 && lengthsByOr[0].includes(' or '))
    name = cutAt(name, lengthsByOr.index, notes);
  const alternative =
    (ALTERNATIVE_AMOUNT_HINT.test(name) ? ALTERNATIVE_AMOUNT.exec(name) : null) ??
    ((has & HAS_PLUS) !== 0 ? PLUS_AMOUNT.exec(name) : null);
  let otherAmountNote = -1;
  if (alternative && alternative.index > 0) {
    const noted = notes.length;
    name = cutAt(name, alternative.index, notes);
    if (notes.length > noted && name.includes(',')) otherAmountNote = noted;
    // "2 teaspoons dried or 1½ tablespoons fresh basil": the forms before the other amount
    // share the thing named after it.
    // "scooped and leveled, plus 1 tablespoon flour": preparations only before it, too.
    const before = name.trim().replace(/[\s,;]+$/, '');
    // "1 large or 2 medium sweet potatoes": sizes only differ, and all the other names is shared.
    // "2 cups cooked or 1 can black beans": after forms only, the other's kind is shared too.
    const head = isFormsOnly(before)
      ? ((isSizesOnly(before) ? nameAfterCountAndSizes(notes.at(-1) ?? '') : null) ??
        sharedHead(notes.at(-1) ?? '', isFormWordsOnly(before)))
      : isBrandOnly(before)
        ? headAfterBrand(sharedHead(notes.at(-1) ?? ''))
        : null;
    // After preparations only, the whole name after the other amount's unit is the thing's.
    const whole =
      head !== null &&
      before
        .toLowerCase()
        .split(WHITE_SPACE)
        .every((word) => word === 'and' || (PREPARATION_WORDS.has(word) && !FORM_WORDS.has(word)))
        ? AMOUNT_HEAD().exec(notes.at(-1) ?? '')
        : null;
    if (whole) name = `${before} ${(notes.at(-1) ?? '').slice(whole[0].length)}`;
    else if (head !== null) name = `${before} ${withoutOtherColour(before, head)}`;
  }
  // "spring onions or a small leek", "fish soup, or a tin of bisque": another amount, in words;
  // and in capitals where the rest of the line has none ("fish soup, Or A Tin Of Bisque").
  const orA =
    name.includes(' or a') || name.includes(' Or ') || name.includes(' or A')
      ? OR_AN_AMOUNT().exec(name)
      : null;
  if (orA && orA.index > 0) {
    const word = (orA[1] ?? '').toLowerCase();
    if (TRUE_SIZE.test(word) || findUnit(word) !== undefined) name = cutAt(name, orA.index, notes);
  }
  // "fresh chicken broth or canned", "fresh horseradish or prepared": the same thing in another
  // state, its name left out, as "(or frozen)" is; not a choice of forms only ("fresh or dried").
  const lastOr = name.lastIndexOf(' or ');
  OTHER_STATE_AFTER_NAME.lastIndex = lastOr;
  const otherState = lastOr > 0 && OTHER_STATE_AFTER_NAME.test(name);
  const stateOf = otherState ? name.slice(wordStartBefore(name, lastOr), lastOr) : '';
  if (otherState && stateOf !== '' && isNameWord(stateOf)) {
    // "mayonnaise, commercial or homemade", "sauce, store bought or homemade": a clause of a word
    // or two before the "or" is a choice of states, the whole clause a note.
    const comma = name.lastIndexOf(',', lastOr);
    const clause =
      comma > 0
        ? name
            .slice(comma + 1, lastOr)
            .trim()
            .split(WHITE_SPACE)
        : [];
    name = cutAt(name, clause.length > 0 && clause.length <= 2 ? comma : lastOr, notes);
  }
  // "sourdough starter fed or unfed", "flour bleached or unbleached": a state and its negation
  // after the name, either of which does, with no comma before it.
  const eitherState = name.includes(' or un') ? STATE_OR_NOT_AFTER_NAME().exec(name) : null;
  if (eitherState && eitherState.index > 0) name = cutAt(name, eitherState.index, notes);
  // "olive oil and a knob of butter": a second thing, measured in words, as after "and 2".
  const andA = name.includes(' and a') ? AND_AN_AMOUNT().exec(name) : null;
  if (andA && andA.index > 0 && findUnit(andA[1] ?? '') !== undefined) {
    name = cutAt(name, andA.index, notes);
  }
  // "cucumbers 3 to 4 inches long": the size of each, after the name, is a note.
  const size =
    (has & HAS_DIGIT) !== 0 && LENGTH_HINT.test(name) ? LENGTH_AFTER_NAME.exec(name) : null;
  if (size && size.index > 0) name = cutAt(name, size.index, notes);
  // "courgettes of about 200 g each", "zucchine di circa 200 g l'una": each piece's weight after
  // the name, its joining word dropped, is a note (the amount's unit then takes it from mid-name).
  const weightEach =
    (has & HAS_DIGIT) !== 0 && WEIGHT_EACH_HINT.test(name)
      ? WEIGHT_EACH_AFTER_NAME.exec(name)
      : null;
  if (weightEach && weightEach.index > 0) {
    notes.push(weightEach[1] ?? '');
    name = name.slice(0, weightEach.index);
  }
  const heat =
    (has & HAS_DIGIT) !== 0 && TEMPERATURE_HINT.test(name)
      ? TEMPERATURE_AFTER_NAME.exec(name)
      : null;
  if (heat && heat.index > 0) name = cutAt(name, heat.index, notes);
  const starter = noteStartOutsideForms(name);
  // A note started in a later comma clause ("bay leaves, 12 peppercorns, all tied in muslin") is
  // cut before the clauses between are: it goes after their notes, as it stands in the line.
  let laterClauseNote = -1;
  if (starter > 0) {
    const before = notes.length;
    name = cutAt(name, withJoinedPreparations(name, starter), notes);
    if (notes.length > before && name.includes(',')) laterClauseNote = before;
  }
  const mayHaveWith = name.includes('with');
  const withAmount = mayHaveWith || name.includes(' in') ? WITH_AMOUNT().exec(name) : null;
  if (withAmount && withAmount.index > 0) name = cutAt(name, withAmount.index, notes);
  // "orange sections with membranes removed", "plum tomatoes with core removed and chopped":
  // a part taken off is the cook's work, a note as after a comma (in the name's own clause: a
  // later clause is a note already).
  const withRemoved = mayHaveWith ? WITH_PART_REMOVED.exec(name) : null;
  if (withRemoved && withRemoved.index > 0 && !name.slice(0, withRemoved.index).includes(','))
    name = cutAt(name, withRemoved.index, notes);
  // "chicken thighs skin removed", "prawns tails on": a part's state after the name, with no
  // comma or "with" before it, is a note as well.
  const partState = mayHavePartState(name) ? PART_STATE_AFTER_NAME.exec(name) : null;
  if (partState && partState.index > 0 && !name.slice(0, partState.index).includes(','))
    name = cutAt(name, partState.index, notes);
  // Three words at least: a name's word, the preparation and what it is done with, or two and
  // a last participle (most names are one or two words).
  const third = name.indexOf(' ', name.indexOf(' ') + 1);
  const prepared = third > 0 ? preparedAfterName(name) : -1;
  const comma = prepared > 0 ? -1 : name.indexOf(',');
  // "double cream whipped, optional": the name's own clause ends in a participle before a comma's
  // notes, a note as it is at the line's end ("double cream whipped").
  // Not before an alternative (", or parsnips"), read with it later.
  const participle =
    comma > 0 && !ALTERNATIVE_AFTER_COMMA.test(name.slice(comma))
      ? lastParticipleOfClause(name.slice(0, comma))
      : -1;
  if (prepared > 0) name = cutAt(name, prepared, notes);
  else if (participle > 0) {
    notes.push(name.slice(participle + 1, comma).trim());
    name = name.slice(0, participle) + name.slice(comma);
  } else {
    // "2 Eggs large", "3 potatoes large, peeled": a size after the name's last word (before any
    // comma) is a note, as it is after a comma ("eggs, large"); so is "whole" ("2 onions whole",
    // "3 medium beets whole, leaves discarded": the thing left uncut, as in "onions, whole").
    const end = comma < 0 ? name.length : comma;
    const last = name.lastIndexOf(' ', end - 1);
    const lastWord = last > 0 ? name.slice(last + 1, end).toLowerCase() : '';
    // Not after alternatives ("tomatoes or other small, flavorful tomato").
    if (
      last > 0 &&
      (TRUE_SIZE.test(lastWord) || lastWord === 'whole') &&
      isNameWord(name.slice(name.lastIndexOf(' ', last - 1) + 1, last)) &&
      !ALTERNATIVE_WORD.test(name.slice(0, last))
    ) {
      notes.push(name.slice(last + 1, end));
      name = name.slice(0, last) + name.slice(end);
    }
  }
  return { name, laterClauseNote, otherAmountNote };
}

/** ", or parsnips", ", and the juice": another thing after the comma. */
const ALTERNATIVE_AFTER_COMMA = /^,\s*(?:or|and|and\/or)\b/i;

/** "or", "and", "other": a name of more than one thing, or alternatives. */
const ALTERNATIVE_WORD = /\b(?:or|and|other|nor)\b/i;

/** Portions that end a name ("celery sticks", "garlic cloves"). */
const PORTION_WORD =
  /^(?:sticks?|stalks?|cloves?|sprigs?|leaves|fillets?|breasts?|thighs?|legs?|cobs?|ears?)$/;

/** " cut up", " chopped up": a preparation and "up", then the end or more of the note. */
const CUT_UP = /\s(?:cut|torn|broken|[a-z]+ed)\s+up(?=\s|$)/i;

/** "(rigatoni)": a word kept in its brackets. */
const WORD_IN_BRACKETS = /^\((.*)\)$/;
/** A word, then a word that opens what a preparation is done to, or how ("sliced in half"). */
const BEFORE_PREPARATION_OBJECT =
  /\s([a-z]+)\s+(?:in|of|to|with|until|then|by|at|on|over|through|lengthwise|lengthways|crosswise|crossways|diagonally|from)(?=\s|$)/gi;
/**
 * The object word every match of BEFORE_PREPARATION_OBJECT ends in, after white space: where this
 * finds none (most names), the long pattern, which tried each word before each space, is not run.
 * The pattern is the reference; `mayHavePreparationObject` reads the same without compiling one.
 */
export const PREPARATION_OBJECT_HINT =
  /\s(?:in|of|to|with|until|then|by|at|on|over|through|lengthwise|lengthways|crosswise|crossways|diagonally|from)(?=\s|$)/i;
const PREPARATION_OBJECT_WORDS: ReadonlySet<string> = new Set([
  'in',
  'of',
  'to',
  'with',
  'until',
  'then',
  'by',
  'at',
  'on',
  'over',
  'through',
  'lengthwise',
  'lengthways',
  'crosswise',
  'crossways',
  'diagonally',
  'from',
]);

/**
 * PREPARATION_OBJECT_HINT's answer by a loop: one of its words, in any case, between white space
 * (`isSpace`, the units `\s` matches) and white space or the end. Its case-insensitive match (not
 * Unicode) folds ASCII letters alone, as `toLowerCase` does them.
 */
export function mayHavePreparationObject(name: string): boolean {
  let start = -1;
  for (let index = 0; index <= name.length; index += 1) {
    if (index < name.length && !isSpace(name.charCodeAt(index))) continue;
    const length = index - start;
    if (
      start >= 0 &&
      length >= 2 &&
      length <= 10 &&
      PREPARATION_OBJECT_WORDS.has(name.slice(start, index).toLowerCase())
    ) {
      return true;
    }
    start = index + 1;
  }
  return false;
}

/**
 * " from 4 ears", " from a loaf", " from the cob": where a cut thing was cut from, a count or an
 * article after "from" (not "oil drained from the tomatoes": only after a cutting verb).
 */
const FROM_A_SOURCE = /^\s+from\s+(?:\d|an?\s|the\s|about\s)/i;

/**
 * "celery sticks sliced in half then cut", "shoulder of veal trimmed of gristle", "short pasta
 * cooked to al dente": a preparation with no comma before it, after a word of the name and
 * before what it is done with, starts a note (taking off the word alone left "shoulder of veal of
 * gristle"). Where that note starts, or -1. Not "packed" ("feta packed in brine" is how it is sold).
 */
function preparedAfterName(name: string): number {
  // "chickens cut up", "chicken cut up into 8 pieces", "onions chopped up": "up" after the
  // preparation goes with it (were named "chickens cut up", "onions up").
  const up = name.includes(' up') || name.includes(' UP') ? CUT_UP.exec(name) : null;
  if (up && name.lastIndexOf(',', up.index) < 0) {
    const before = name.slice(name.lastIndexOf(' ', up.index - 1) + 1, up.index);
    if (isNameWord(before) || PORTION_WORD.test(before.toLowerCase())) return up.index;
  }
  BEFORE_PREPARATION_OBJECT.lastIndex = 0;
  let found = mayHavePreparationObject(name) ? BEFORE_PREPARATION_OBJECT.exec(name) : null;
  while (found !== null) {
    const word = (found[1] ?? '').toLowerCase();
    if (
      (PREPARATION_WORDS.has(word) ||
        // "celery cut crosswise into pieces"; not "a cut of steak", what is bought.
        (CUT_VERBS.test(word) && !/^\s+of\b/i.test(name.slice(found.index + 1 + word.length)))) &&
      word !== 'packed' &&
      // "corn cut from 4 or 5 large ears": "from" only after a cutting verb, before its source,
      // in the name's own clause ("corn, husks removed and kernels cut from the cobs" is a note).
      (!found[0].endsWith('from') ||
        (CUT_VERBS.test(word) &&
          FROM_A_SOURCE.test(name.slice(found.index + 1 + word.length)) &&
          name.lastIndexOf(',', found.index) < 0))
    ) {
      // "short pasta (rigatoni) cooked to al dente": a word kept in its brackets is the name's.
      const before = name
        .slice(name.lastIndexOf(' ', found.index - 1) + 1, found.index)
        .replace(WORD_IN_BRACKETS, '$1');
      // "celery sticks sliced": a portion's word ends a name as well.
      if (isNameWord(before) || PORTION_WORD.test(before.toLowerCase())) return found.index;
    }
    // The object word may be the next match's preparation: look again from the word after it.
    BEFORE_PREPARATION_OBJECT.lastIndex = found.index + 1 + word.length;
    found = BEFORE_PREPARATION_OBJECT.exec(name);
  }
  const last = name.lastIndexOf(' ');
  // Ends in "ed" in either case, as `/ed$/i`: only "E" and "e", "D" and "d" give 0x65, 0x64 with
  // bit 0x20 set.
  const ed =
    (name.charCodeAt(name.length - 1) | 0x20) === 0x64 &&
    (name.charCodeAt(name.length - 2) | 0x20) === 0x65;
  if (last > 0 && (ed || joinedGround(name, last))) return lastParticipleAt(name, last);
  // "celery chopped small", "onion diced fine", "garlic cloves chopped finely": how small, after
  // the participle, goes with it.
  if (last > 0 && PREPARED_HOW.has(name.slice(last + 1).toLowerCase())) {
    let at = name.lastIndexOf(' ', last - 1);
    // "oysters chopped very fine": how much so, before how small.
    let howAt = last;
    if (at > 0 && HOW_MUCH_SO.test(name.slice(at + 1, last))) {
      howAt = at;
      at = name.lastIndexOf(' ', at - 1);
    }
    if (at <= 0 || name.includes(',') || !isParticiple(name.slice(at + 1, howAt).toLowerCase()))
      return -1;
    let before = name.slice(name.lastIndexOf(' ', at - 1) + 1, at);
    // "carrots peeled and chopped small": the preparation joined to it goes with it.
    if (CONJUNCTION.test(before)) {
      const andAt = name.lastIndexOf(' ', at - 1);
      const preparationAt = name.lastIndexOf(' ', andAt - 1);
      if (preparationAt <= 0 || !isParticiple(name.slice(preparationAt + 1, andAt).toLowerCase()))
        return -1;
      at = preparationAt;
      before = name.slice(name.lastIndexOf(' ', at - 1) + 1, at);
    }
    return isNameWord(before) || PORTION_WORD.test(before.toLowerCase()) ? at : -1;
  }
  return -1;
}

/**
 * "cumin seeds toasted and ground": "ground" ending the name after "and" or "or" (the space
 * before it at `last`), a preparation joined to one before it as a participle is; "ground" alone
 * after the name is left ("cumin seeds ground" may be the spice as sold).
 */
function joinedGround(name: string, last: number): boolean {
  return (
    name.length - last === 7 &&
    name.slice(last + 1).toLowerCase() === 'ground' &&
    CONJUNCTION.test(name.slice(name.lastIndexOf(' ', last - 1) + 1, last))
  );
}

/** "very", "quite": how much so, between a participle and PREPARED_HOW ("chopped very fine"). */
const HOW_MUCH_SO = /^(?:very|quite|really|extra)$/i;

/** How fine or how small a thing is prepared, written after the participle ("chopped small"). */
const PREPARED_HOW: ReadonlySet<string> = new Set([
  'small',
  'fine',
  'finely',
  'coarse',
  'coarsely',
  'roughly',
  'thin',
  'thinly',
  'thick',
  'thickly',
]);

/**
 * "double cream whipped", "salad onions topped": a participle that ends the name, after a word of
 * it, is what the cook does to it (`at` is the space before it); -1 when it is not, or when the
 * name says what it has ("pork loin with belly attached").
 */
function lastParticipleAt(name: string, at: number): number {
  const last = name.slice(at + 1).toLowerCase();
  // A comma's clauses are read apart ("peppers, seeds removed").
  if (!(isParticiple(last) || last === 'ground') || name.includes(',') || /\bwith\b/i.test(name))
    return -1;
  let cut = at;
  let before = name.slice(name.lastIndexOf(' ', at - 1) + 1, at);
  // "spinach washed and dried", "tomatoes peeled or seeded": a preparation joined to it is one
  // note with it.
  if (CONJUNCTION.test(before)) {
    const andAt = name.lastIndexOf(' ', at - 1);
    const preparationAt = name.lastIndexOf(' ', andAt - 1);
    if (isParticiple(name.slice(preparationAt + 1, andAt).toLowerCase())) {
      cut = preparationAt;
      before = name.slice(name.lastIndexOf(' ', preparationAt - 1) + 1, preparationAt);
      // "spinach lightly washed and dried", "onion very finely chopped and fried": adverbs
      // before the first go with both.
      let adverbAt = name.lastIndexOf(' ', cut - 1);
      while (
        adverbAt > 0 &&
        (PREPARATION_ADVERBS.has(before.toLowerCase()) || HOW_MUCH_SO.test(before))
      ) {
        cut = adverbAt;
        before = name.slice(name.lastIndexOf(' ', adverbAt - 1) + 1, adverbAt);
        adverbAt = name.lastIndexOf(' ', cut - 1);
      }
    }
  }
  // "corn cobs husked and halved": a portion's word ends a name as well.
  return (isNameWord(before) || PORTION_WORD.test(before.toLowerCase())) && !before.includes('-')
    ? cut
    : -1;
}

/**
 * Where the last participle of a comma's first clause starts ("double cream whipped" before ",
 * optional"), as `lastParticipleAt` reads it at the name's end: three words at least, or -1.
 */
function lastParticipleOfClause(clause: string): number {
  const text = clause.trimEnd();
  const last = text.lastIndexOf(' ');
  const second = text.indexOf(' ');
  if (second < 0 || second === last || !text.toLowerCase().endsWith('ed')) return -1;
  return lastParticipleAt(text, last);
}

/** "fresh", "dried", "whole or 2%": forms and describing words only, nothing named. */
function isFormsOnly(text: string): boolean {
  return (
    text !== '' &&
    text
      .toLowerCase()
      .split(WHITE_SPACE)
      .every((word) => FORM_WORDS.has(word) || CONJUNCTION.test(word) || isHeadDescriber(word))
  );
}

/**
 * Where a note starts, as `noteStartIndex`, but not at a form after "or" and other forms only
 * ("fresh or thawed frozen corn": "thawed" is the other form, and the thing is named after it).
 */
function noteStartOutsideForms(text: string): number {
  let from = 0;
  for (;;) {
    const found = noteStartIndex(text.slice(from));
    if (found < 0) return -1;
    const at = from + found;
    const before = ENDS_IN_OR_AND.exec(text.slice(0, at).trim());
    // "fresh or frozen and thawed green beans": after "and" too, when a choice of forms is before it.
    if (before?.[2]?.toLowerCase() === 'and' && !/\sor\s/i.test(before[1] ?? '')) return at;
    const rest = text.slice(at).trim();
    const word = LEADING_WORD().exec(rest)?.[0] ?? '';
    // Only a word that is itself a form or preparation, with more words after it.
    if (
      before === null ||
      !isFormsOnly(before[1] ?? '') ||
      !isFormOrPreparation(word.toLowerCase()) ||
      !/\s/.test(rest)
    )
      return at;
    from = at + 1 + word.length;
  }
}

/** A word of letters that neither describes nor is a form or a unit ("curry", "thyme"). */
function isNameWord(word: string | undefined): boolean {
  if (word === undefined || !/^\p{L}[\p{L}'’-]*$/u.test(word)) return false;
  const lower = word.toLowerCase();
  return (
    !isHeadDescriber(lower) &&
    !FORM_WORDS.has(lower) &&
    !CONJUNCTION.test(lower) &&
    findUnit(lower) === undefined
  );
}

/** "cooked", "fresh or frozen": forms only ("red" is a kind). */
function isFormWordsOnly(text: string): boolean {
  return text
    .toLowerCase()
    .split(WHITE_SPACE)
    .every((word) => FORM_WORDS.has(word) || CONJUNCTION.test(word));
}

/** Colours that tell one of two things apart ("2 white and 2 brown onions"). */
const COLOURS: ReadonlySet<string> = new Set([
  'red',
  'green',
  'yellow',
  'orange',
  'white',
  'black',
  'brown',
  'purple',
  'golden',
]);

/**
 * "brown onions" → "onions" after "white": the shared name without the other thing's colour, when
 * the words before end in a colour of their own.
 */
function withoutOtherColour(before: string, head: string): string {
  const space = head.indexOf(' ');
  if (space === -1 || !COLOURS.has(head.slice(0, space).toLowerCase())) return head;
  const last = before.slice(before.lastIndexOf(' ') + 1).toLowerCase();
  return COLOURS.has(last) ? head.slice(space + 1) : head;
}

/** "large", "small to medium": sizes only. */
function isSizesOnly(text: string): boolean {
  return text
    .toLowerCase()
    .split(WHITE_SPACE)
    .every((word, at) => TRUE_SIZE.test(word) || (at > 0 && (word === 'to' || word === 'or')));
}

/** "or 12 ", "or 3 to 4 ": another alternative's count, at a note's start. */
const OR_COUNT_SOURCE = String.raw`^or\s+\d[\d\s./-]*(?:(?:to|-)\s*\d[\d./]*\s+)?`;

/** "or 2 medium ", "or 3 to 4 small ": another count, with sizes, and no unit after them. */
const OR_COUNT_AND_SIZES = new RegExp(
  String.raw`${OR_COUNT_SOURCE}(?:(?:large|small|medium|big|extra-large|jumbo|medium-sized)\s+)*`,
  'i',
);

/**
 * "or 2 medium sweet potatoes, peeled" → "sweet potatoes": what another count of another size
 * names, up to its first comma; null when a unit follows the count ("or 2 cups …").
 */
function nameAfterCountAndSizes(alternative: string): string | null {
  const opening = OR_COUNT_AND_SIZES.exec(alternative);
  if (opening === null) return null;
  let rest = (alternative.slice(opening[0].length).split(',')[0] ?? '').trim();
  // "onions to serve", "onions finely chopped": the name ends before a note and preparations.
  const note = noteStartIndex(rest);
  if (note >= 0) rest = rest.slice(0, note).trim();
  const words = rest.split(WHITE_SPACE);
  while (words.length > 1 && isHeadDescriber(words.at(-1) ?? '')) words.pop();
  if (rest === '' || findUnit((words[0] ?? '').toLowerCase()) !== undefined) return null;
  return words.every((word) => /^\p{L}[\p{L}'’-]*$/u.test(word)) ? words.join(' ') : null;
}

/** "Diamond Crystal", "Maldon": a brand's words only, each capitalised. */
function isBrandOnly(text: string): boolean {
  return text !== '' && text.split(WHITE_SPACE).every((word) => /^\p{Lu}[\p{L}'’-]*$/u.test(word));
}

/**
 * "Morton kosher salt" → "kosher salt": what another brand's alternative names after the brand,
 * which the first brand is of too ("1 Tbsp. Diamond Crystal or 1½ tsp. Morton kosher salt" is
 * Diamond Crystal kosher salt); null when it names nothing after a brand.
 */
function headAfterBrand(head: string | null): string | null {
  const words = head?.split(' ') ?? [];
  let start = 0;
  while (start < words.length && /^\p{Lu}/u.test(words[start] ?? '')) start += 1;
  return start === 0 || start === words.length ? null : words.slice(start).join(' ');
}

/** Colours and kinds that name what a thing is, not the form it is in ("black beans"). */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'black',
  'white',
  'red',
  'green',
  'yellow',
  'brown',
  'purple',
  'golden',
  'sweet',
  'dark',
  'light',
]);

/**
 * "or 1½ tablespoons chopped fresh basil" → "basil": the words that end an alternative's first
 * clause and only name (no describing word, unit or number), or null if there are none. With
 * kinds, a colour or kind before them is the thing's too ("or 1 can black beans" → "black beans").
 */
function sharedHead(alternative: string, withKinds = false): string | null {
  const words = (alternative.split(',')[0] ?? '').trim().split(WHITE_SPACE);
  let start = words.length;
  while (start > 0) {
    const word = words[start - 1] ?? '';
    const lower = word.toLowerCase();
    if (
      !/^\p{L}[\p{L}'’-]*$/u.test(word) ||
      (isHeadDescriber(lower) && !(withKinds && KIND_WORDS.has(lower) && start < words.length)) ||
      FORM_WORDS.has(lower) ||
      CONJUNCTION.test(lower) ||
      // "curry leaves": a count word after a word of the name is the name's last word.
      (findUnit(lower) !== undefined && !(start === words.length && isNameWord(words[start - 2])))
    )
      break;
    start -= 1;
  }
  if (start === words.length || start === 0) return null;
  return words.slice(start).join(' ');
}

/**
 * "heavy (whipping) cream": a round bracket holding one word, not a size, preparation or note
 * word, with a word of the name right before it and right after it.
 */
function isBracketedSynonym(bracket: string, note: string, before: string, after: string): boolean {
  if (!bracket.trimStart().startsWith('(') || !bracket.endsWith(')')) return false;
  if (!BRACKETED_WORD().test(note)) return false;
  // "chile(s)" is a plural; "besan) or all-purpose flour" leaves a choice to read.
  if (!/^\s/.test(bracket) || !/\p{L}$/u.test(before)) return false;
  if (!/^\s*\p{L}/u.test(after) || /^\s*(?:or|and)\b/i.test(after)) return false;
  const word = note.toLowerCase();
  return (
    !BRACKETED_NOT_NAME.test(word) &&
    !SIZE_WORDS.has(word) &&
    !PREPARATION_WORDS.has(word) &&
    !PREPARATION_ADVERBS.has(word)
  );
}

/** Things counted without a plural mark ("12 shrimp", "6 squid"): one of them is a whole thing. */
const COUNTED_AS_SINGULAR: ReadonlySet<string> = new Set([
  'fish',
  'quail',
  'salmon',
  'shrimp',
  'squid',
  'trout',
]);
/** "or 12 flour tortillas": the other alternative, a count with no unit before its name. */
const OR_COUNT = new RegExp(String.raw`${OR_COUNT_SOURCE}(?=\p{L})`, 'iu');

/**
 * "18 corn or 12 flour tortillas", "3 Roma or 2 large tomatoes": several of one word that is no
 * plural are not several of that word; it describes the thing the other alternative names last,
 * which both share (18 corn tortillas), as a variety's capitalised words do ("2 Yukon Gold or 3 red
 * potatoes"). For a count above one with no unit. "1 egg or 2 egg
 * whites", "2 lemons or 3 limes" and "12 shrimp or 6 king prawns" stay as they are.
 */
export function withCountedAlternativeHead(extracted: NameAndNotes): NameAndNotes {
  const { name, notes } = extracted;
  // Few lines have a note that opens with "or": one look at each note's first letter first.
  const at = notes.findIndex((note) => (note.charCodeAt(0) | 0x20) === 0x6f && OR_COUNT.test(note));
  if (at < 0) return extracted;
  // One word, or a variety's capitalised words ("2 Yukon Gold or 3 red potatoes").
  const last = name.slice(name.lastIndexOf(' ') + 1);
  if (!/^\p{L}[\p{L}'’-]*$/u.test(last) || (last !== name && !isBrandOnly(name))) {
    return extracted;
  }
  const lower = last.toLowerCase();
  if (singularWord(lower) !== lower || lower.endsWith('s') || COUNTED_AS_SINGULAR.has(lower)) {
    return extracted;
  }
  const alternative = notes[at] ?? '';
  const count = OR_COUNT.exec(alternative);
  if (count === null || findUnit(alternative.slice(count[0].length).split(WHITE_SPACE)[0] ?? '')) {
    return extracted;
  }
  const head = sharedHead(alternative)?.split(' ').at(-1) ?? '';
  const headLower = head.toLowerCase();
  // The head is several of a thing ("tortillas"), not the first word again ("egg whites").
  if (singularWord(headLower) === headLower || headLower === pluralWord(lower)) return extracted;
  return { name: `${name} ${head}`, notes };
}

/** "potatoes", "sweet potato": a potato at `index` of the name's lower-cased words. */
function isMashedPotatoAhead(lowerWords: readonly string[], index: number): boolean {
  const word = lowerWords[index] === 'sweet' ? lowerWords[index + 1] : lowerWords[index];
  return word === 'potato' || word === 'potatoes';
}
