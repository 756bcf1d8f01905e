/**
 * A photographed row's fraction told by the method, where the method names the same measure of
 * the same food (issue 31). A fraction glyph the engine has no letter for ("%" for ½, ¼ and ¾)
 * is read again from its crops or guessed, and the second look can still take a blurred "2" for
 * a "3"; a method typed with "1/2" in plain figures ("Combine 1/2 cup sugar and 1/2 teaspoon
 * cinnamon") is read right far more often. So a row of a photographed list that is one fraction
 * alone before its unit, and whose fraction the reader did not read as the engine gave it (a
 * glyph, which the engine's English model has no letter for, so the second look wrote it; or an
 * amount mended from the engine's text, an `AmountCheck` on its amount), takes the fraction the
 * method gives for that unit and food, when the method gives it once, as a fraction alone, and
 * no other row has that food in that unit — or the others stand under other group headings and
 * the step that measures it names the row's group ("… 1/2 teaspoon cinnamon … for your cinnamon
 * sugar coating" over a "Coating" group and a "Churros" group each with cinnamon in teaspoons).
 */
import { parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { AmountCheck } from './amount-checks.ts';

/** A fraction alone (no whole number before it), as a glyph or written: "½", "1/2", "3/4". */
const FRACTION = String.raw`(?:[½¼¾⅓⅔⅛]|[1-7]\/[2348])`;

/** A fraction glyph: on a photographed row, written by the reader, never read by the engine. */
const GLYPH = /^[½¼¾⅓⅔⅛]$/u;

/** A row opening with a fraction alone before its unit. */
const ROW_FRACTION = new RegExp(String.raw`^${FRACTION}(?=\s+\p{L})`, 'u');

/**
 * In a step: a fraction alone, its unit, and the word after it (the food, or its first word). A
 * whole number before it ("1 1/2 cups", "1-1/2 cups", "1 and 1/2 cups") makes it part of a mixed
 * number, not a fraction alone: the lookbehind skips it.
 */
const STEP_MEASURE = new RegExp(
  String.raw`(?<![\d/.,]|\d[\s\u00a0-]+(?:and\s+)?)(${FRACTION})\s+(\p{L}+\.?)\s+(?:of\s+)?(\p{L}+)`,
  'gu',
);

type Measure = {
  amount: string;
  quantity: number | null;
  unit: string;
  food: string;
  /** The words of the step it was read from, in lower case. */
  step: ReadonlySet<string>;
};

/** The row's name words, in lower case. */
const nameWords = (name: string): string[] => name.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The fractions of the steps with their unit and food word (parsed as a row would be). */
function stepMeasures(steps: readonly string[]): Measure[] {
  const measures: Measure[] = [];
  for (const step of steps) {
    const words = new Set(nameWords(step));
    for (const [, amount, unit, food] of step.matchAll(STEP_MEASURE)) {
      const read = parseIngredient(`${amount} ${unit} ${food}`);
      if (read.unit === null) continue;
      measures.push({
        amount: amount!,
        quantity: read.quantity,
        unit: read.unit,
        food: food!.toLowerCase(),
        step: words,
      });
    }
  }
  return measures;
}

/** Words a group's heading says around its name ("For the coating", "Ingredients for the sauce"). */
const HEADING_FILLER = new Set(['for', 'the', 'a', 'an', 'of', 'and', 'to', 'with', 'ingredients']);

/**
 * Whether the step's words name the group (every word of its heading but the filler, three
 * letters or more, each as written or with or without a plural "s"); a row with no group, or a
 * heading of filler alone, is named by no step.
 */
function namesGroup(step: ReadonlySet<string>, group: string | null | undefined): boolean {
  const words = nameWords(group ?? '').filter((word) => !HEADING_FILLER.has(word));
  return (
    words.length > 0 &&
    words.every(
      (word) =>
        word.length >= 3 &&
        (step.has(word) ||
          step.has(`${word}s`) ||
          (word.endsWith('s') && step.has(word.slice(0, -1)))),
    )
  );
}

/**
 * The ingredient rows with each doubted fraction put right by the method (see the module's
 * note); the same array when nothing changed.
 */
export function amountsFromMethod(
  ingredients: readonly string[],
  steps: readonly string[],
  checks: readonly AmountCheck[],
  /** Each row's group heading, in the rows' order (none when the list has no groups). */
  groupOf: readonly (string | null)[] = [],
): readonly string[] {
  const doubted = new Set(
    checks.filter((check) => check.changed !== 'unit').map((check) => check.line),
  );
  if (steps.length === 0) return ingredients;
  const rows = ingredients.map((line, index) => ({
    line,
    read: parseIngredient(line),
    group: groupOf[index] ?? null,
  }));
  let measures: Measure[] | null = null;
  let changed = false;
  const mended = rows.map(({ line, read, group }) => {
    const head = ROW_FRACTION.exec(line);
    if (!head || read.unit === null) return line;
    if (!GLYPH.test(head[0]) && !doubted.has(line)) return line;
    const words = nameWords(read.name);
    measures ??= stepMeasures(steps);
    const same = measures.filter(
      (measure) => measure.unit === read.unit && words.includes(measure.food),
    );
    if (same.length !== 1) return line;
    const [told] = same;
    if (told!.quantity === null || told!.quantity >= 1 || told!.quantity === read.quantity)
      return line;
    // Another row of that food in that unit: the method's measure may be either's, unless the
    // others are in other groups and the measuring step names this row's group alone.
    const others = rows.filter(
      (row) =>
        row.line !== line &&
        row.read.unit === read.unit &&
        nameWords(row.read.name).includes(told!.food),
    );
    const ownGroup =
      namesGroup(told!.step, group) &&
      others.every((row) => row.group !== group && !namesGroup(told!.step, row.group));
    if (others.length > 0 && !ownGroup) return line;
    changed = true;
    return told!.amount + line.slice(head[0].length);
  });
  return changed ? mended : ingredients;
}
