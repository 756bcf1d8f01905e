/**
 * A printed web page's sidebar read beside its ingredient list (session 74): a column of short
 * rows apart from the list's, in smaller type, none an amount with its unit ("POPULAR NOW", "10
 * best one-pot dinners", "NEWSLETTER", "Get new recipes every Friday."). Read after the list's
 * rows, they would be taken as items with no amount. The list's own rows in another column (a
 * list over two columns) are set in the list's type and name their units, a method's paragraphs
 * beside it run long: neither is dropped.
 */

import { findUnit } from '../ingredients/units.ts';
import { readHeading, type Section } from './sections.ts';
import type { TextLine } from './text-lines.ts';
import { median } from './title-lines.ts';

/** A sidebar holds at least this many rows. */
const MIN_SIDEBAR_ROWS = 3;
/** …set under this share of the list's median row height (its rows' median). */
const SIDEBAR_TO_LIST = 0.85;
/** …each of at most this many words. */
const MAX_SIDEBAR_WORDS = 6;
/** The list's column is known from this many rows that open on an amount. */
const MIN_LIST_ROWS = 2;

/** A row that opens on an amount (after a bullet's remains). */
const AMOUNT_FIRST = /^[^\p{L}\d£$€]{0,3}[\d½¼¾⅓⅔⅛]/u;
/** An amount and the word after it ("2 tbsp", "1/2 cup", "10 best"). */
// (Spaces only in the one class: a class and a `\s*` after it would try every split of a long
// run of spaces, a row's length squared.)
const AMOUNT_WORD = /^[^\p{L}\d]{0,3}[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛\s/.,-]*(\p{L}+)/u;
/** A step's number ("1.", "2)"). */
const STEP_NUMBER = /^\d{1,2}[.)]\s/u;

/** Whether a row names an amount with its unit ("2 tbsp melted butter"). */
function amountWithUnit(text: string): boolean {
  const word = AMOUNT_WORD.exec(text)?.[1];
  return word !== undefined && findUnit(word) !== undefined;
}

function sidebarRow(line: TextLine): boolean {
  const text = line.text.trim();
  const words = text.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  return words.length <= MAX_SIDEBAR_WORDS && !STEP_NUMBER.test(text) && !amountWithUnit(text);
}

/**
 * The lines without a sidebar read beside the ingredient list (see the module's comment): a run
 * of MIN_SIDEBAR_ROWS or more rows in the other column from the list's, up to the next heading or
 * the list's column again, each short (MAX_SIDEBAR_WORDS), none a step's number or an amount
 * with its unit, their median height under SIDEBAR_TO_LIST of the list's rows'. Lines with no
 * column (pasted text, one column) are left.
 */
export function withoutSidebar(lines: readonly TextLine[]): TextLine[] {
  const kept: TextLine[] = [];
  let section: Section | null = null;
  let listColumn: TextLine['column'];
  let listHeights: number[] = [];
  let amounts = 0;
  let dropped = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const text = line.text.trim();
    const heading = text === '' ? null : readHeading(text);
    if (heading !== null) {
      section = heading.section;
      listColumn = undefined;
      listHeights = [];
      amounts = 0;
    } else if (section === 'ingredients' && text !== '' && line.column !== undefined) {
      if (listColumn === undefined && AMOUNT_FIRST.test(text)) listColumn = line.column;
      if (line.column === listColumn) {
        if (AMOUNT_FIRST.test(text)) amounts++;
        if (line.height > 0) listHeights.push(line.height);
      } else if (listColumn !== undefined && amounts >= MIN_LIST_ROWS) {
        const run = sidebarRun(lines, at, listColumn);
        const rows = run.filter((each) => each.text.trim() !== '');
        const rowHeights = rows.map((each) => each.height);
        if (
          rows.length >= MIN_SIDEBAR_ROWS &&
          rows.every(sidebarRow) &&
          median(rowHeights, 'upper') < SIDEBAR_TO_LIST * median(listHeights, 'upper')
        ) {
          at += run.length - 1;
          dropped = true;
          continue;
        }
      }
    }
    // The first row kept after a dropped run does not run on from the row before it.
    kept.push(dropped && line.runsOn ? { ...line, runsOn: false } : line);
    if (text !== '') dropped = false;
  }
  return kept;
}

/**
 * The lines from `from` on while they are blank or in a column other than `listColumn`, up to a
 * heading or a line across the page.
 */
function sidebarRun(
  lines: readonly TextLine[],
  from: number,
  listColumn: TextLine['column'],
): TextLine[] {
  let end = from;
  while (end < lines.length) {
    const line = lines[end]!;
    const text = line.text.trim();
    if (text !== '') {
      if (line.column === undefined || line.column === listColumn) break;
      if (readHeading(text) !== null) break;
    }
    end++;
  }
  // Blank lines at the run's end stay with what follows.
  while (end > from && lines[end - 1]!.text.trim() === '') end--;
  return lines.slice(from, end);
}
