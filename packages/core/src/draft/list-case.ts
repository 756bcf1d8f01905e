/**
 * The case of a photographed ingredient list's words, made to agree with the list (issue 31).
 * A printed list is set in one style: its foods' names in sentence case ("Chicken breast"), in
 * title case ("Baking Powder"), or in lower case, and its units in lower case ("cup", "tsp").
 * Text recognition reads some letters in the wrong case because their capital has the same
 * shape (c, o, p, s, v, w, …: "1 tbsp olive oil" on a list of "Garlic powder", "Baby spinach";
 * "3/4 Cup" among "tsp" and "tbsp"). Only words starting with such a letter are mended, and only
 * where the list's other words in the same place, whose case the engine cannot mistake, say
 * which case it is.
 */
import { unitForWord } from '../ingredients/units.ts';
import { SAME_SHAPE, SMALL_WORDS } from './title-lines.ts';

/** Where a word stands in its ingredient line. */
type Place = 'unit' | 'first' | 'later';

/** A word of letters whose case is only in its first letter ("Olive", "olive"; not "BBQ"). */
const PLAIN_WORD = /^\p{L}\p{Ll}+$/u;
/** An amount at a line's head: figures, fractions, decimals, ranges ("1", "1/2", "½", "2-3"). */
const AMOUNT = /^[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛.,/–-]*$/u;
/** The votes one side needs, and its share of all votes, before the list's case is certain. */
const MIN_VOTES = 3;
const MIN_SHARE = 0.8;

type Placed = { index: number; place: Place; word: string };

/**
 * The words of a line whose case the list's style decides, with their place: the unit after
 * the amount, the first word of the name and the name's later words up to a comma or bracket
 * (what follows is a note, in any case), leaving out small words ("of", "and").
 */
function placedWords(line: string): Placed[] {
  const tokens = line.split(' ');
  const placed: Placed[] = [];
  let at = 0;
  let amount = false;
  while (at < tokens.length && AMOUNT.test(tokens[at]!)) {
    at += 1;
    amount = true;
  }
  const unit = tokens[at]?.replace(/\.$/u, '');
  if (unit && PLAIN_WORD.test(unit) && unitForWord(unit)) {
    // A unit with no amount before it starts the line, in the case of a line's start ("Pinch").
    if (amount) placed.push({ index: at, place: 'unit', word: unit });
    at += 1;
  }
  let first = true;
  for (; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (/^[([]/u.test(token)) break;
    const word = token.replace(/[,;:]$/u, '');
    if (PLAIN_WORD.test(word) && !SMALL_WORDS.has(word)) {
      placed.push({ index: at, place: first ? 'first' : 'later', word });
      first = false;
    } else if (!SMALL_WORDS.has(word)) first = false;
    if (word !== token || /[()]/u.test(token)) break;
  }
  return placed;
}

const isCapital = (word: string) => word[0] !== word[0]!.toLowerCase();

/**
 * The list's case in each place, from the words whose first letter the engine does not mix up:
 * 'upper', 'lower', or absent when the list does not say.
 */
function listStyle(lines: readonly string[]): Map<Place, 'upper' | 'lower'> {
  const votes = new Map<Place, { upper: number; lower: number }>();
  for (const line of lines)
    for (const { place, word } of placedWords(line)) {
      if (SAME_SHAPE.test(word.toLowerCase())) continue;
      const count = votes.get(place) ?? { upper: 0, lower: 0 };
      if (isCapital(word)) count.upper += 1;
      else count.lower += 1;
      votes.set(place, count);
    }
  const style = new Map<Place, 'upper' | 'lower'>();
  for (const [place, { upper, lower }] of votes) {
    const total = upper + lower;
    if (upper >= MIN_VOTES && upper >= MIN_SHARE * total) style.set(place, 'upper');
    else if (lower >= MIN_VOTES && lower >= MIN_SHARE * total) style.set(place, 'lower');
  }
  return style;
}

/**
 * A mender for the lines of one ingredient list: each line's same-shape words given the case
 * the list's other lines agree on. A name's word is given its capital on a list whose names have
 * capitals there, and a unit read with a capital its lower case on a list whose units are in
 * lower case. Names are never lowered (a "Worcestershire sauce" or a "Parmesan" on a list in
 * lower case is a name).
 */
export function listCaseMender(lines: readonly string[]): (line: string) => string {
  const style = listStyle(lines);
  return (line) => {
    if (style.size === 0) return line;
    const tokens = line.split(' ');
    let changed = false;
    for (const { index, place, word } of placedWords(line)) {
      if (!SAME_SHAPE.test(word.toLowerCase())) continue;
      const want = style.get(place);
      const capital = isCapital(word);
      if (want === 'upper' && !capital && place !== 'unit') {
        tokens[index] = tokens[index]![0]!.toUpperCase() + tokens[index]!.slice(1);
        changed = true;
      } else if (want === 'lower' && capital && place === 'unit') {
        tokens[index] = tokens[index]![0]!.toLowerCase() + tokens[index]!.slice(1);
        changed = true;
      }
    }
    return changed ? tokens.join(' ') : line;
  };
}
