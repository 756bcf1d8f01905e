/**
 * A line of text as a recognition engine reads it from a photo: the text, and the height and top
 * of its box (any unit, the same for every line of a photo). Pasted text has no sizes: each of
 * its lines has height 0. `runsOn` says the line before ran to its column's right edge, so this
 * line may be the rest of it (a wrapped ingredient); the words decide. `column` says, on a page
 * read in two columns, which one the line was read in (0 left, 1 right); a line across the page
 * or on a page of one column has none. `guessed` lists the amounts in the line that the reader
 * guessed rather than read (a second look at a fraction the engine read as "Y2" that could not
 * read its figures), each with the engine's text of it, so the draft can mark them.
 */
export type TextLine = {
  text: string;
  height: number;
  top: number;
  runsOn?: boolean;
  column?: 0 | 1;
  guessed?: GuessedAmount[];
  /**
   * Words of the line (lower case, as read) that the reader saw printed without the accents the
   * draft would put back on them ("creme" where the card prints "Creme Brulee"), so they keep
   * their spelling.
   */
  plain?: string[];
};

/**
 * An amount the reader wrote into a photographed line by a guess: `read` as written ("½", "1½"),
 * `seen` the engine's text it took the place of ("Y2", "1Y%"; "" where the engine read nothing).
 */
export type GuessedAmount = { read: string; seen: string };

/** Plain text as lines without sizes. */
export function plainLines(text: string): TextLine[] {
  return text.split(/\r\n?|\n/u).map((line, index) => ({ text: line, height: 0, top: index }));
}

/** Lines as plain text (one a line). */
export function linesText(lines: readonly TextLine[]): string {
  return lines.map((line) => line.text).join('\n');
}
