/**
 * A bullet that text recognition read as a letter or a digit ("0 50g pine nuts", "O a pinch of
 * salt", "e 2 eggs"): one glyph that starts most lines of a list is the list's bullet, not part
 * of the lines. Only when it is certain: at least three lines start with it (or most of a short
 * list). A line that is only such a glyph is dropped.
 */

import { findUnit } from '../ingredients/units.ts';

/**
 * Glyphs a printed bullet (•, ○, ▢, ■, ✓) is read as; 0, O, o and "Oo" are one bullet, and so
 * are a check mark's reads "v", "V", "/" and the marks themselves (CHECK_MARK).
 */
const BULLET_GLYPH = /^([0Oo°]{1,2}|[eEcC¢©®*•▢□■○●+»«>·=—–vV✓✔√/-])\s+(?=\S)/u;
/** A check mark ("✓", "✔") as text recognition reads it before a row: "v", "V", "/" or itself. */
const CHECK_MARK = /^[vV✓✔√/]$/u;
/**
 * A check mark read as a "7" or a "J" before the row's own whole count: "7 1 tsp cinnamon",
 * "7 1 unbaked 9-inch pie shell" (session 75), taken only on a list of checks.
 */
const CHECK_AS_FIGURE = /^[7J]\s+(?=[1-9]\d?\s)/u;
/** A line that is only a bullet (one read on a wrapped line's own row). */
export const BULLET_ONLY = /^(?:[0Oo°]{1,2}|[¢©®•▢□■○●])$/u;
/** A shared bullet starts at least this many lines, or this share of a short list. */
const MIN_LINES = 3;
const SHARE = 0.6;

/**
 * A bullet read as a lone letter before the amount, on a list whose rows were read with bullets
 * (`roundBullets`): "s 2 TBSP Granulated Sugar", where the other rows' square bullets read "=",
 * "«" and "®" (session 71). No row's amount follows a lone letter but "a" ("a 400g tin") or "I";
 * the letters LETTER_BULLET takes anywhere ("e", "o", "x" …) are among these.
 */
const LETTER_BEFORE_AMOUNT = /^[b-hj-zB-HJ-Z]\s+(?=[1-9½¼¾⅓⅔⅛])/u;

const kind = (glyph: string) =>
  /^[0Oo°]+$/u.test(glyph) ? 'o' : CHECK_MARK.test(glyph) ? '✓' : glyph;

/** The lines with a shared bullet glyph taken off the start of each ('' for a bullet alone). */
export function stripSharedBullet(all: readonly string[], roundBullets = false): string[] {
  const lines = all
    .map((line) => (BULLET_ONLY.test(line.trim()) ? '' : line))
    .map((line) => (roundBullets ? line.replace(LETTER_BEFORE_AMOUNT, '') : line));
  if (lines.filter(Boolean).length < MIN_LINES) return lines;
  const counts = new Map<string, number>();
  for (const line of lines) {
    const glyph = BULLET_GLYPH.exec(line)?.[1];
    if (glyph !== undefined) counts.set(kind(glyph), (counts.get(kind(glyph)) ?? 0) + 1);
  }
  const [bullet, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // `roundBullets`: the list's rows were read with round bullets ("o", "0", "Oo") before their
  // cleaning took most of them off (one before an amount goes there): those left, before a word
  // ("o one half teaspoon salt") or read twice ("oO 55g cold butter"), are the same bullet.
  if (roundBullets && bullet === 'o')
    return lines.map((line) =>
      line.replace(BULLET_GLYPH, (glyph) => (/^[0Oo°]/u.test(glyph) ? '' : glyph)),
    );
  if (count < MIN_LINES && count < Math.max(2, SHARE * lines.filter(Boolean).length)) return lines;
  return lines.map((line) => {
    const glyph = BULLET_GLYPH.exec(line);
    if (glyph && kind(glyph[1]!) === bullet) return line.slice(glyph[0].length);
    // A list of checks: a check read as a figure before the row's count is the check too.
    return bullet === '✓' ? line.replace(CHECK_AS_FIGURE, '') : line;
  });
}

/**
 * A checkbox read as a letter or two with its side as a bracket, before a space: "[i]", "IS]",
 * "fm]", "[Sl" (no word of a recipe starts a row with a bracket against its letters).
 */
const BOX_LETTERS = String.raw`(?:\[\p{L}{1,2}\]?|\p{L}{1,2}\])(?=\s)`;

/**
 * A web page's checkbox or a bullet as text recognition left it at the start of a row, before
 * the row was cleaned: "[1", "[J", "[0", "(J", "@", one or two "0"/"O" (with a "J" or "C" read
 * into the box) and a space, "DO" (the box's left side read as a "D"), "QO" before an amount
 * (a round box's foot read as a "Q"'s tail, "QO 3 garlic cloves"; session 77), a round box
 * read as a pair of round brackets, empty or round a nought ("() 1 tablespoon", "(0) 1
 * tablespoon"), or letters in brackets (BOX_LETTERS).
 */
export const BOX_MARK = new RegExp(
  String.raw`^(?:\[[0OoJ1\]]{0,3}|\(J|@|[0O]{1,2}[JC]?\s|D[O0]\s|Q[O0]\s(?=[\d½¼¾⅓⅔⅛])|\([0Oo]?\)\s|${BOX_LETTERS})`,
  'u',
);

/**
 * A row that starts with a bullet of any kind, as read before cleaning: a printed bullet or dash
 * (a dash read as "=" or "~" on a soft photo), one read as a letter or a nought ("o", "0", "e",
 * "©"), or a checkbox's remains (BOX_MARK), or a box whose inside was read as a mark ("[=]").
 * A round bullet or an asterisk may be run into the amount after it ("*1 Egg", "•2 cups"): no
 * amount starts with one. A speck read as "~" may stand before the bullet ("~® whipped cream";
 * session 78). The rest of a wrapped row starts with none.
 */
export const ROW_BULLET = new RegExp(
  String.raw`^(?:~?(?:[•·●○◦▪▫■□▢◆◇➤➢✓✔☐☑*+»«›‹>_–—=~-]|[oO0°]{1,2}|[eEcC¢©®]|\[[0OoJ1\]]{0,3}|\[\s?[=_~-]?\s?\]|\(J|@|[0O]{1,2}[JC]?)\s+\S|[•●*][\d½¼¾⅓⅔⅛]|${BOX_LETTERS}\s+\S)`,
  'u',
);

/**
 * What a checkbox leaves after cleaning where the row's own cleaning had to keep it: a lone "O"
 * before a capital ("O Kosher salt", it may be a word on its own), "OC" before a glyph ("OC &
 * cup"), "[0" before a glyph ("[0 *% teaspoon"), or an "O"/"0" run into the amount ("O2to2 1/2
 * cups", "02 tablespoons"; no amount is written with a leading zero, and "0.5" is left).
 * …and a box read "Ol" ("Ol 6 jumbo red hearts sprinkles"), or "QO" before an amount;
 * `stripBoxRemains` takes a box read as a "1" off too (`oneBeforeCount`).
 */
const BOX_REMAINS = new RegExp(
  String.raw`^(?:\[[0OoJ1\]]{0,3}\s+|[0O]{1,2}[JCl]?\s+|D[O0]\s+|Q[O0]\s+(?=[\d½¼¾⅓⅔⅛])|[0O](?=[1-9])|${BOX_LETTERS}\s+)(?=\S)`,
  'u',
);

/** "1 6 mini": a lone "1", then a whole count of one or two figures and the word after it. */
const ONE_BEFORE_COUNT = /^1\s+(?=[1-9]\d?\s+(\p{L}+))/u;

/**
 * The "1 " of a row that opens on a lone "1" before a whole count and a food ("1 6 mini
 * chocolate chips", "1 2 slices of bread"), where the "1" was a box or a list's number: no amount
 * is two whole counts in a row. A weight or a volume after the count, spelt out or not ("1 15 oz
 * can", "1 28 ounce can", "1 2 cups"), is a pack's count and its size, and is left (undefined).
 */
export function oneBeforeCount(line: string): string | undefined {
  const found = ONE_BEFORE_COUNT.exec(line);
  if (found === null) return undefined;
  const dimension = findUnit(found[1]!)?.dimension;
  return dimension === 'mass' || dimension === 'volume' ? undefined : found[0];
}

/**
 * A checkbox read as a lone figure before a fraction glyph: "3 ½ cup sesame oil", "1 ⅓ heaping
 * cup honey" on a list whose other rows read their box "0" (session 78).
 */
const BOX_AS_FIGURE = /^[1-9] (?=[½⅓⅔¼¾⅛] ?\p{L})/u;

/**
 * The rows of a list with a checkbox's remains taken off their start, only when the list is a
 * checkbox list: `boxed` of its `rows` (rows that started an item) began with a mark (BOX_MARK),
 * at least three and most of them. One row alone is never enough. A row that showed no box as
 * read (`boxless`: its cleaning took none off) but opens on a lone figure before a fraction
 * glyph ("1 ½ cup fresh cilantro") had its box read as that figure: the engine reads a box
 * before a glyph as one more figure, and a box list's row opens on its box.
 */
export function stripBoxRemains(
  lines: readonly string[],
  boxed: number,
  rows: number,
  boxless: (line: string) => boolean = () => false,
): string[] {
  if (boxed < MIN_LINES || boxed < SHARE * rows) return [...lines];
  return lines.map((line) => {
    const stripped = line.replace(BOX_REMAINS, '');
    if (stripped !== line) return stripped;
    const figure = BOX_AS_FIGURE.exec(line)?.[0].length;
    return line.slice(oneBeforeCount(line)?.length ?? (figure && boxless(line) ? figure : 0));
  });
}
