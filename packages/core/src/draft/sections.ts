/**
 * Section headings in printed recipes and captions: where the ingredients start, where the
 * method starts, and the asides (notes, nutrition) that belong to neither.
 */
import { madeOnFirstUse } from '../memo.ts';

export type Section = 'ingredients' | 'method' | 'other';

const HEADINGS: [Section, RegExp][] = [
  [
    'ingredients',
    /^(?:the\s+)?(?:ingredients?|ingredient list|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)$/iu,
  ],
  [
    'method',
    /^(?:the\s+)?(?:method|methods|instructions?|directions?|steps|preparation|procedure|how to make(?: it)?|how to|to make|recipe steps|cooking instructions)$/iu,
  ],
  [
    'other',
    /^(?:notes?|tips?|cook(?:'|’)?s tips?|nutrition(?:al)?(?: info(?:rmation)?)?(?: per serving)?|equipment|storage|to store|freezing|variations?|serving suggestions?)$/iu,
  ],
];

/** The headings above with their spaces taken out, to match a heading read without spaces. */
const CLOSED_HEADINGS: [Section, RegExp][] = HEADINGS.map(([section, pattern]) => [
  section,
  new RegExp(pattern.source.replace(/\\s\+| /gu, ''), pattern.flags),
]);

/** The section of the first heading in `table` that `text` is. */
const sectionIn = (table: readonly [Section, RegExp][], text: string) =>
  table.find(([, pattern]) => pattern.test(text))?.[0];

/**
 * Two headings or more side by side read as one row ("Ingredients Method": a page's list and
 * method in columns, their headings level; session 56): every word a heading of its own.
 */
export function isHeadingsRow(line: string): boolean {
  const words = line.trim().split(/\s+/u);
  return words.length >= 2 && words.every((word) => readHeading(word) !== null);
}

/**
 * The text without the spaces, full stops, exclamation marks and dashes that close it, read from
 * the end: the pattern `/[\s.!-]+$/` tries again from every space of a long row (2 s for a row of
 * 40,000 spaces in a photo's lines).
 */
function withoutTrailingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s.!-]/u.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).trim();
}

/**
 * The section a heading line opens, and any text after "Heading:" on the same line
 * ("Ingredients: 200g pasta, 1 onion"). Null when the line is not a heading.
 */
export function readHeading(line: string): { section: Section; rest: string } | null {
  const match = /^([^:：]{2,40}?)\s*[:：]\s*(.*)$/u.exec(line);
  const head = withoutTrailingMarks(match ? match[1]! : line);
  // Letter-spaced print ("I N G R E D I E N T S") and text recognition ("INGREDIEN TS") break a
  // heading word with spaces: failing as written, it is read again without them.
  const closed = head.replace(/\s+/gu, '');
  const section =
    sectionIn(HEADINGS, head) ??
    (closed === head || /\d/u.test(closed) ? undefined : sectionIn(CLOSED_HEADINGS, closed));
  return section ? { section, rest: match ? match[2]!.trim() : '' } : null;
}

/**
 * An ingredient group heading: "For the sauce:", "Topping:", "FOR THE DRESSING", and a kind of
 * ingredients with no colon ("Dry Ingredients", "Cake ingredients"). A colon read twice ("For
 * the panna cotta::", a photo's heavy colon; session 71) is one.
 */
export function readGroupTitle(read: string): string | null {
  const line = read.replace(/([:：])[:：]+$/u, '$1');
  const forPart = INGREDIENTS_FOR_PART().exec(line.trim());
  if (forPart) return tidyTitle(forPart[1]!);
  const forThe = /^(for (?:the )?[\p{L}\s&'’-]{2,40}?)\s*[:：]?$/iu.exec(line);
  if (forThe) return tidyTitle(forThe[1]!);
  // A photo's "F" read as "E" ("Eor the marinade"): no heading or item starts with "Eor".
  const misread = /^[Ee](or the [\p{L}\s&'’-]{2,40}?)\s*[:：]?$/u.exec(line);
  if (misread) return tidyTitle(`${line.startsWith('E') ? 'F' : 'f'}${misread[1]!}`);
  const kind = /^(\p{L}[\p{L}\s&'’-]{1,30}?\s+ingredients)\s*[:：]?$/iu.exec(line);
  if (kind) return tidyTitle(kind[1]!);
  const colon = /^([\p{L}][\p{L}\s&'’-]{1,40}?)\s*[:：]$/u.exec(line);
  return colon ? tidyTitle(colon[1]!) : null;
}

/**
 * A part's heading that names the list first, with no colon ("Ingredients for the cake",
 * "INGREDIENTS FOR THE" / "SALAD:" wrapped over a narrow column; session 70, photos76): kept as
 * printed, its rest going on after "the". Only "for the" and words follow, so "Ingredients for
 * 4" is not one.
 */
const INGREDIENTS_FOR_PART = madeOnFirstUse(
  () => /^((?:the\s+)?ingredients\s+for\s+the(?:\s+[\p{L}&'’-]+){0,4})\s*[:：]?$/iu,
);

/** A title trimmed, and in sentence case when it was written in capitals ("FOR THE CAKE"). */
export function tidyTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === trimmed.toUpperCase()
    ? trimmed.charAt(0) + trimmed.slice(1).toLowerCase()
    : trimmed;
}

/** Words a heading in title case leaves in lower case. */
const HEADING_SMALL_WORDS = /^(?:a|an|and|&|of|or|the|to|with|for|in|on)$/u;

/**
 * A heading's words with no colon, in title case or capitals ("Cream Cheese Frosting", "Pumpkin
 * Bars", "TOPPING"): one to five words of letters, each but the small ones starting with a
 * capital, no figure and no punctuation but a hyphen or an apostrophe. Whether such a line is a
 * group heading the list around it decides (a food in title case reads the same).
 */
export function bareGroupTitle(line: string): string | null {
  const words = line.trim().split(/\s+/u);
  if (words.length > 5 || !/\p{L}{3}/u.test(line)) return null;
  const titleWords = words.every(
    (word, index) =>
      /^\p{Lu}[\p{L}'’-]*$/u.test(word) || (index > 0 && HEADING_SMALL_WORDS.test(word)),
  );
  return titleWords ? tidyTitle(line) : null;
}

/**
 * A heading printed in capitals or small capitals with no colon ("OPTIONAL TOPPING", read
 * "OrTioNAL TOPPING": the engine gives small capitals shaped like their lower case in lower
 * case), over a row in lower case: one to four words of letters, most of them capitals, a word
 * of three capitals or more among them, and no figure. The row under it must read in lower
 * case, or the whole list is in capitals and the line may be a food.
 */
export function capitalsGroupTitle(line: string, next: string | undefined): string | null {
  const words = line.trim().split(/\s+/u);
  if (words.length > 4 || !words.every((word) => /^[\p{L}&'’-]+$/u.test(word))) return null;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  const inCapitals = capitals.length >= 0.6 * letters.length && /\p{Lu}{3}/u.test(line);
  if (!inCapitals && !readFromSmallCapitals(line)) return null;
  if (next === undefined || !/\p{Ll}{3}/u.test(next)) return null;
  if (letters.length < 3) return null;
  // Read from small capitals: kept as read, for the photo's words to be mended by its turns.
  return readFromSmallCapitals(line) ? line.trim() : line.charAt(0) + line.slice(1).toLowerCase();
}

/** A capital after a small letter inside a word ("OrmioNAL", "ToppPINGs", "InceoiexTs"). */
const CASE_TURN = /\p{Ll}\p{Lu}/u;

/**
 * A row the engine read from small capitals, which it gives in mixed case ("OrmioNAL ToppPINGs"
 * for "OPTIONAL TOPPINGS", "Dr InceoiexTs" for "DRY INGREDIENTS"): a capital after a small letter
 * inside a word, and every word of three letters or more either such a word or all capitals. No
 * printed food or step mixes case so inside each of its words; a name's one turn ("McIntosh
 * apples") comes with a word in lower case.
 */
export function readFromSmallCapitals(line: string): boolean {
  const words = line
    .trim()
    .split(/\s+/u)
    .filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 3);
  return (
    words.length > 0 &&
    words.some((word) => CASE_TURN.test(word)) &&
    words.every((word) => CASE_TURN.test(word) || !/\p{Ll}/u.test(word))
  );
}
