/**
 * Which ingredient rows of a photographed recipe have an amount or a unit the reader mended
 * rather than read: "1% cups milk" taken for "1 1/2 cups", "Y2 tsp" for "1/2 tsp", "2 Thsp" for
 * "2 tbsp". Those mendings are right most of the time, not always (a "1%" before a cup is a ¼
 * or a ¾ one time in three or so), so the draft tells the cook which rows to check. A row is
 * marked when the amount or the unit read from it differs from what the engine's own text of the
 * row gives; a mending that leaves both alone (a name's spelling, a unit's case) is not marked.
 */
import { parseIngredient } from '../ingredients/parse-ingredient.ts';

/**
 * An ingredient row whose amount or unit was mended: `line` as the draft gives it, `seen` the
 * row as the text-recognition engine read it. For the draft only: never saved with a recipe.
 */
export type AmountCheck = { line: string; seen: string };

/** Whether `line` gives another amount or unit than `seen`, the row it was mended from. */
export function amountMended(seen: string, line: string): boolean {
  if (seen === line) return false;
  const before = parseIngredient(seen);
  const after = parseIngredient(line);
  return (
    before.quantity !== after.quantity ||
    before.quantityMax !== after.quantityMax ||
    before.unit !== after.unit
  );
}

/** The rows (as `line`, with the engine's `seen` text) whose amount or unit was mended. */
export function amountChecks(rows: readonly AmountCheck[]): AmountCheck[] {
  return rows.filter((row) => amountMended(row.seen, row.line));
}
