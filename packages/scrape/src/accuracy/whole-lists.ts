/**
 * The whole-list judges' second chance (`score-sets.ts`): a list missed as written is still the
 * reference's list when it differs only as the page and the data write the same thing (an amount
 * written another way, a note the data leaves out, a group title the data keeps as a line, a
 * method split or numbered another way). Never the reverse: a list found as written stays
 * found.
 */
import type { IngredientGroup } from '../extract/draft.ts';
import { canonicalLine } from './canonical-line.ts';
import { squash } from './score-fixtures.ts';

const key = (line: string) => squash(canonicalLine(line));

/** Where a note may start after a line's food: a bracket, a comma or a semicolon. */
const NOTE_START = /[(,;]/gu;

/**
 * Whether our line is the expected one, or the expected one with a note after it (`2 cups
 * strawberries (chopped)`, `Kosher salt, to taste`): a card's notes that its data leaves out
 * (WP Delicious Recipes keeps every note out; WPRM keeps out a note holding a link). Our line
 * has the more: a note the data has and we lack is not found.
 */
function sameLineOrNoted(expected: string, ours: string): boolean {
  const wanted = key(expected);
  if (wanted === key(ours)) return true;
  if (wanted === '') return false;
  for (const note of ours.matchAll(NOTE_START)) {
    if (key(ours.slice(0, note.index)) === wanted) return true;
  }
  return false;
}

type OurLine = { text: string; title: boolean };

/** Our lines, each group's title before its lines when the groups hold the lines read. */
function withTitles(actual: readonly string[], groups: readonly IngredientGroup[]): OurLine[] {
  const lines = actual.map((text) => ({ text, title: false }));
  const items = groups.flatMap(({ items }) => items);
  if (items.length !== actual.length || items.some((item, at) => item !== actual[at])) return lines;
  return groups.flatMap(({ title, items }) => [
    ...(title ? [{ text: title, title: true }] : []),
    ...items.map((text) => ({ text, title: false })),
  ]);
}

/**
 * Whether a whole ingredient list is the expected one, in order, line for line, each line in one
 * written form (`canonicalLine`: `0.25 cup` = `¼ cup`, `225.0g` = `225g`, `tsp` = `teaspoon`),
 * ours perhaps with a note the data leaves out (`sameLineOrNoted`), and a group title of ours
 * (`groups`) where the data keeps it as a line (`For frosting:` over the frosting's lines) taken
 * as that line; a title the data does not keep costs nothing. A line of ours is never a title.
 */
export function sameIngredientList(
  expected: readonly string[],
  actual: readonly string[],
  groups: readonly IngredientGroup[] = [],
): boolean {
  const wanted = expected.filter((line) => key(line) !== '');
  const ours = withTitles(actual, groups).filter(({ text }) => key(text) !== '');
  let at = 0;
  for (const line of ours) {
    const next = wanted[at];
    if (line.title) {
      if (next !== undefined && key(next) === key(line.text)) at += 1;
      continue;
    }
    if (next === undefined || !sameLineOrNoted(next, line.text)) return false;
    at += 1;
  }
  return at === wanted.length;
}

/** A step's counter as the whole line: `3`, `Step 3`, `Schritt 03`, `Étape 3 :`. */
const COUNTER_LINE = /^(?:(?:step|schritt|étape|etape|paso|passo|stap)\s*)?\d{1,2}\s*[.:)]?$/iu;
/** A counter that opens a step: `3.`, `3)`, `Step 3:`, `Step 3 -`. */
const COUNTER_START =
  /^(?:(?:step|schritt|étape|etape|paso|passo|stap)\s*\d{1,2}\s*[.:)\-–]?|\d{1,2}\s*[.)])\s*/iu;
/** A bare figure that opens a step (`1 Slice the onion`): a counter when the steps count by it. */
const FIGURE_START = /^(\d{1,2})\s+/u;

/**
 * A method's text without its counters, run together: counter lines left out, a counter opening
 * a step taken off, and a bare figure opening each step taken off when they count 1, 2, 3…; its
 * amounts in `canonicalLine`'s form (a WPRM step's inline "1 tablespoon" where the data says
 * "1 tbsp", "¼ cup" for "1/4 cup").
 */
function methodText(lines: readonly string[]): string {
  const steps = lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && !COUNTER_LINE.test(line))
    .map((line) => canonicalLine(line.replace(COUNTER_START, '')));
  const counted =
    steps.length >= 2 &&
    steps.every((step, at) => Number(FIGURE_START.exec(step)?.[1] ?? NaN) === at + 1);
  return squash((counted ? steps.map((step) => step.replace(FIGURE_START, '')) : steps).join(' '));
}

/**
 * Whether a whole method is the expected one split or numbered another way: the same words in
 * the same order once each side's step counters are left out (`Step 1`, `1.`, a counter line),
 * wherever the steps break (the data's steps cut at sentences, the page's one paragraph a step).
 * The whole-method judge's second chance; a step missing, added or reworded is still a miss.
 */
export function sameMethod(expected: readonly string[], actual: readonly string[]): boolean {
  const wanted = methodText(expected);
  return wanted !== '' && wanted === methodText(actual);
}
