/**
 * A guessed fraction checked against the metric amount printed beside it. Many cards give a
 * measure twice ("⅛ cup (30 g) sugar", "¾ cup (180 ml) milk"); where the second look could only
 * guess a fraction glyph (the engine read "Ys", and "½" was taken), the figure in the same row
 * says which glyph it was: the one whose measure comes to the metric amount. Millilitres need
 * nothing more; grams need the food's weight per millilitre (core's food table, loaded only when
 * such a row turns up). The amount stays marked as a guess for the cook to check.
 */
import { loadFoodTable, readUnit, type TextLine } from '@plateful/core';

/** The fraction glyphs a blurred glyph is taken for, and their values. */
const GLYPHS: readonly (readonly [string, number])[] = [
  ['⅛', 1 / 8],
  ['¼', 1 / 4],
  ['⅓', 1 / 3],
  ['½', 1 / 2],
  ['⅔', 2 / 3],
  ['¾', 3 / 4],
];

/** The measures a twin is checked for, read by core's units ("T" a tablespoon, "t" a teaspoon). */
const SPOONS_AND_CUPS: ReadonlySet<string> = new Set(['cup', 'tbsp', 'tsp']);

/** Millilitres in one of the row's spoon or cup (a US cup; a metric cup's 250 is within the margin). */
const mlOf = (unit: string): number | undefined => {
  const read = readUnit(unit, 0, true);
  if (read === null || read.end !== unit.length || !SPOONS_AND_CUPS.has(read.unit.canonical)) {
    return undefined;
  }
  return read.unit.factor;
};

/**
 * "<whole?> <glyph> <unit> (<figure> <ml|g>) <food>": the amount, its unit, the metric twin and
 * the food's name (to the first comma or bracket).
 */
const TWINNED =
  /^(\d{1,2}\s*)?([⅛¼⅓½⅔¾])\s*([A-Za-z]+)\.?\s*\(\s*(\d{1,4}(?:[.,]\d)?)\s*(ml|mL|g|grams?|gr)\.?\s*\)\s*([^,(]*)/u;

/** How far a measure may be from its twin and still agree (rounding on the card: 30 g for 25). */
const AGREES = Math.log(1.3);
/** How far off the guess must be before another glyph is taken. */
const DISAGREES = Math.log(1.45);

/** The fewest grams a twin must weigh to say which glyph it was. */
const MIN_GRAMS = 10;

export type GramsPerMl = (food: string) => number | null;

/**
 * The glyph the metric twin in `text` agrees with, where the row's `glyph` (a guess) does not:
 * null when the row has no twin, the guess agrees, no glyph agrees, or grams name a food
 * `gramsPerMl` does not know.
 */
export function twinGlyph(text: string, gramsPerMl: GramsPerMl): string | null {
  const match = TWINNED.exec(text.trim());
  if (!match) return null;
  const [, wholeText, glyph, unit, figure, metric, food] = match;
  const ml = mlOf(unit!);
  if (ml === undefined) return null;
  const twin = Number(figure!.replace(',', '.'));
  const grams = !/^m/iu.test(metric!);
  // A few grams of a spice or salt are rounded too far, and weigh by their grind, to say a glyph.
  if (grams && twin < MIN_GRAMS) return null;
  const perMl = grams ? gramsPerMl(food!.trim()) : 1;
  if (perMl === null || perMl <= 0) return null;
  const whole = wholeText ? Number(wholeText.trim()) : 0;
  const off = (value: number) => Math.abs(Math.log(twin / ((whole + value) * ml * perMl)));
  const guess = GLYPHS.find(([text]) => text === glyph)![1];
  if (off(guess) <= DISAGREES) return null;
  const ranked = [...GLYPHS].sort((a, b) => off(a[1]) - off(b[1]));
  const best = ranked[0]!;
  return off(best[1]) <= AGREES ? best[0] : null;
}

/** A guessed glyph at the head of a row whose metric twin says another (see `twinGlyph`). */
const guessedHead = (line: TextLine): boolean =>
  (line.guessed ?? []).some(
    ({ read }) => /[⅛¼⅓½⅔¾]$/u.test(read) && line.text.trimStart().startsWith(read),
  );

/**
 * Each row whose head fraction was guessed and is printed with a metric twin, put right by the
 * twin; the guess's note keeps the engine's text, now for the glyph the twin chose.
 */
export async function agreeWithMetric(lines: TextLine[]): Promise<void> {
  const rows = lines.filter((line) => guessedHead(line) && TWINNED.test(line.text.trim()));
  if (rows.length === 0) return;
  let table: Awaited<ReturnType<typeof loadFoodTable>> | null = null;
  const needsGrams = rows.some((line) => !/\(\s*[\d.,]+\s*m[lL]/u.test(line.text));
  if (needsGrams) table = await loadFoodTable();
  const gramsPerMl: GramsPerMl = (food) => table?.find(food)?.food.gramsPerMl ?? null;
  for (const line of rows) {
    const glyph = twinGlyph(line.text, gramsPerMl);
    if (glyph === null) continue;
    const head = line.text.trimStart();
    const at = line.text.length - head.length;
    const old = /^\d{0,2}\s*[⅛¼⅓½⅔¾]/u.exec(head)![0];
    const amount = old.replace(/[⅛¼⅓½⅔¾]$/u, glyph);
    line.text = line.text.slice(0, at) + amount + head.slice(old.length);
    line.guessed = line.guessed!.map((guess) =>
      guess.read === old ? { read: amount, seen: guess.seen } : guess,
    );
  }
}
