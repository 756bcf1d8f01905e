/**
 * Which ingredient rows of a photographed recipe have an amount or a unit the reader mended
 * rather than read: "1% cups milk" taken for "1 1/2 cups", "Y2 tsp" for "1/2 tsp", "2 Thsp" for
 * "2 tbsp". Those mendings are right most of the time, not always (a "1%" before a cup is a ¼
 * or a ¾ one time in three or so), so the draft tells the cook which rows to check. A row is
 * marked when the amount or the unit read from it differs from what the engine's own text of the
 * row gives; a mending that leaves both alone (a name's spelling, a unit's case) is not marked.
 */
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { GuessedAmount, TextLine } from './text-lines.ts';

/** What a mending changed in a row: its amount, its unit, or both. */
export type AmountChange = 'amount' | 'unit' | 'both';

/**
 * An ingredient row whose amount or unit was mended: `line` as the draft gives it, `seen` the
 * row as the text-recognition engine read it, `changed` what the mending changed (so the cook is
 * told "check the unit" where only "Thsp" became "Tbsp"). For the draft only: never saved with a
 * recipe.
 */
export type AmountCheck = { line: string; seen: string; changed: AmountChange };

/** What `line` changed from `seen`, the row it was mended from: null when neither amount nor unit. */
export function amountChange(seen: string, line: string): AmountChange | null {
  if (seen === line) return null;
  const before = parseIngredient(seen);
  const after = parseIngredient(line);
  const amount = before.quantity !== after.quantity || before.quantityMax !== after.quantityMax;
  // An amount the parser could not read ("1% cups") hides the unit after it: the unit seen is
  // then the one after the engine's first word ("cups"), which "2509 rice" has none of.
  const unitSeen =
    before.unit ?? (amount ? parseIngredient(`1 ${seen.replace(/^\S+\s*/u, '')}`).unit : null);
  const unit = unitSeen !== after.unit;
  return amount && unit ? 'both' : amount ? 'amount' : unit ? 'unit' : null;
}

/** The rows (as `line`, with the engine's `seen` text) whose amount or unit was mended. */
export function amountChecks(rows: readonly { line: string; seen: string }[]): AmountCheck[] {
  return rows.flatMap(({ line, seen }) => {
    const changed = amountChange(seen, line);
    return changed ? [{ line, seen, changed }] : [];
  });
}

/** How many characters after a guessed amount tell its row from another with the same amount. */
const GUESS_CONTEXT = 10;

/** A guessed amount (TextLine `guessed`) with `key`: its text and what follows it on its line. */
export type PlacedGuess = GuessedAmount & { key: string };

/** The amounts the reader guessed on a photo's lines, in page order, each placed by its key. */
export function placedGuesses(lines: readonly TextLine[]): PlacedGuess[] {
  return lines.flatMap((line) =>
    (line.guessed ?? []).flatMap((guess) => {
      const at = line.text.indexOf(guess.read);
      if (guess.read === '' || at < 0) return [];
      return [
        { ...guess, key: line.text.slice(at, at + guess.read.length + GUESS_CONTEXT).trimEnd() },
      ];
    }),
  );
}

/**
 * A row with the first of `guesses` that stands in it (its key, not run on from a figure: "½ tsp
 * salt" is not in "1½ tsp salt") given back as the engine read it ("Y2 tsp salt"), that guess
 * taken from the list; the row as it is when none stands in it.
 */
export function unguessed(row: string, guesses: PlacedGuess[]): string {
  for (const [index, guess] of guesses.entries()) {
    const at = row.indexOf(guess.key);
    if (at < 0 || /\d/u.test(row[at - 1] ?? '')) continue;
    guesses.splice(index, 1);
    const after = row.slice(at + guess.read.length);
    return `${row.slice(0, at)}${guess.seen}${guess.seen === '' ? after.trimStart() : after}`.trim();
  }
  return row;
}
