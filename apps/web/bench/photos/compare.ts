/**
 * How a read card is marked against what was printed. A line is right when it is the printed
 * line, letter for letter, after spaces are evened out, curly quotes made straight and a vulgar
 * fraction counted the same as its written form ("½" = "1/2", "1½" = "1 1/2", a built-up "1⁄2" =
 * "1/2"): the shopping list
 * reads them alike. A title printed in capitals is compared without case (the case is not on the
 * page).
 */
import type { RecipeDraft } from '@plateful/core';
import type { Card } from './cards.ts';

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
};

export function sameLine(line: string): string {
  return line
    .replace(/[‘’]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/⁄/gu, '/')
    .replace(/(\d)\s*([½¼¾⅓⅔⅛])/gu, '$1 $2')
    .replace(/[½¼¾⅓⅔⅛]/gu, (glyph) => VULGAR[glyph]!)
    .replace(/\s+/gu, ' ')
    .trim();
}

export type CardMark = {
  id: string;
  half: Card['half'];
  titleRight: boolean;
  ingredients: { expected: number; right: number; got: number };
  groupsRight: boolean;
  steps: { expected: number; right: number };
  /** Lines the draft marks for the cook to check (amountChecks), and how many are as printed. */
  checks: { marked: number; printed: number };
  seconds: number;
  misses: string[];
};

export function markCard(card: Card, draft: RecipeDraft, seconds: number): CardMark {
  const misses: string[] = [];
  const title =
    card.look.titleCase === 'uppercase' ? (t: string) => sameLine(t).toLowerCase() : sameLine;
  const titleRight = title(draft.name) === title(card.recipe.title);
  if (!titleRight) misses.push(`title: "${draft.name}" ≠ "${card.recipe.title}"`);
  const expected = card.recipe.groups.flatMap((group) => group.items).map(sameLine);
  const got = draft.ingredients.map(sameLine);
  // Line by line in order: each printed line must be there, as many times as printed.
  const pool = [...got];
  let right = 0;
  for (const line of expected) {
    const at = pool.indexOf(line);
    if (at >= 0) {
      right += 1;
      pool.splice(at, 1);
    } else misses.push(`ingredient: "${line}"`);
  }
  for (const extra of pool) misses.push(`extra ingredient: "${extra}"`);
  const titled = card.recipe.groups.filter((group) => group.title !== null);
  const groupTitle = (text: string) => sameLine(text).replace(/:$/u, '').toLowerCase();
  const gotGroups = (draft.ingredientGroups ?? []).filter((group) => group.title !== null);
  const groupsRight =
    titled.length === gotGroups.length &&
    titled.every(
      (group, index) => groupTitle(group.title!) === groupTitle(gotGroups[index]!.title!),
    );
  if (!groupsRight) misses.push(`groups: ${JSON.stringify(gotGroups.map((g) => g.title))}`);
  const steps = card.recipe.steps.map(sameLine);
  const gotSteps = draft.instructions.map(sameLine);
  const stepsRight = steps.filter((step) => gotSteps.includes(step)).length;
  for (const step of steps) if (!gotSteps.includes(step)) misses.push(`step: "${step}"`);
  const marked = (draft.amountChecks ?? []).map((check) => sameLine(check.line));
  return {
    id: card.id,
    half: card.half,
    titleRight,
    ingredients: { expected: expected.length, right, got: got.length },
    groupsRight,
    steps: { expected: steps.length, right: stepsRight },
    checks: {
      marked: marked.length,
      printed: marked.filter((line) => expected.includes(line)).length,
    },
    seconds,
    misses,
  };
}

/** A card is all right when its title, every ingredient line (no extras) and its groups are. */
export const cardRight = (mark: CardMark) =>
  mark.titleRight &&
  mark.ingredients.right === mark.ingredients.expected &&
  mark.ingredients.got === mark.ingredients.expected &&
  mark.groupsRight;

export function summary(marks: CardMark[]) {
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const seconds = marks.map((mark) => mark.seconds).sort((a, b) => a - b);
  return {
    cards: marks.length,
    titles: percent(marks.filter((m) => m.titleRight).length, marks.length),
    ingredientLines: percent(
      sum(marks.map((m) => m.ingredients.right)),
      sum(marks.map((m) => m.ingredients.expected)),
    ),
    cardsAllRight: percent(marks.filter(cardRight).length, marks.length),
    cardsAllRightWithSteps: percent(
      marks.filter((m) => cardRight(m) && m.steps.right === m.steps.expected).length,
      marks.length,
    ),
    steps: percent(sum(marks.map((m) => m.steps.right)), sum(marks.map((m) => m.steps.expected))),
    marked: sum(marks.map((m) => m.checks.marked)),
    markedAsPrinted: sum(marks.map((m) => m.checks.printed)),
    secondsMean: sum(seconds) / Math.max(1, seconds.length),
    secondsP95: seconds[Math.min(seconds.length - 1, Math.floor(seconds.length * 0.95))] ?? 0,
  };
}
