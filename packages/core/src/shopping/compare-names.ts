/**
 * The list's order of item names: en-GB collation at base strength, numbers read as numbers
 * (`Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })`). Making that collator costs a
 * new process some 70 M instructions (V8 listing ICU's locales: about 15 ms, more than building a
 * one-recipe list), so it is made only when a name needs it. Names of ASCII letters, digits,
 * spaces and punctuation, and of Latin letters with accents, need none: at base strength each
 * such character has one weight, the same for either case or any accent, a run of digits weighs
 * as its number (leading zeros aside), and two names compare as their weights in turn, a name
 * that is the start of another first. Any other character goes to the collator.
 */

/** ASCII characters other than digits, in the root collation's primary order; `0` marks digits. */
const PRIMARY_ORDER = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$0abcdefghijklmnopqrstuvwxyz`;

/** Weight of each ASCII character (its place in PRIMARY_ORDER, + 1), 0 for one sent to ICU. */
const WEIGHT = new Uint8Array(128);
for (const [index, character] of [...PRIMARY_ORDER].entries()) {
  WEIGHT[character.charCodeAt(0)] = index + 1;
  WEIGHT[character.toUpperCase().charCodeAt(0)] = index + 1;
}
for (let digit = 49; digit <= 57; digit += 1) WEIGHT[digit] = WEIGHT[48]!;

/**
 * U+00C0 to U+017F: the ASCII letter whose weight each has (its canonical decomposition is that
 * letter and accents), `-` for one sent to ICU (æ, ß, ø, ł, ×, …). Checked against `normalize`
 * and the collator in the tests.
 */
const LATIN_BASE =
  'aaaaaa-ceeeeiiii-nooooo--uuuuy--aaaaaa-ceeeeiiii-nooooo--uuuuy-yaaaaaaccccccccdd--eeeeeeeeee' +
  'gggggggghh--iiiiiiiii---jjkk-llllll----nnnnnn---oooooo--rrrrrrsssssssstttt--uuuuuuuuuuuuwwyyy' +
  'zzzzzz-';
const LATIN_FIRST = 0xc0;
const SENT_TO_ICU = '-'.charCodeAt(0);

function weightOf(code: number): number {
  if (code < 128) return WEIGHT[code] ?? 0;
  const index = code - LATIN_FIRST;
  if (index < 0 || index >= LATIN_BASE.length) return 0;
  const base = LATIN_BASE.charCodeAt(index);
  return base === SENT_TO_ICU ? 0 : (WEIGHT[base] ?? 0);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

function digitsEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** Compares the numbers written `a[startA, endA)` and `b[startB, endB)`, leading zeros aside. */
function compareNumbers(
  a: string,
  startA: number,
  endA: number,
  b: string,
  startB: number,
  endB: number,
): number {
  while (startA < endA - 1 && a.charCodeAt(startA) === 48) startA += 1;
  while (startB < endB - 1 && b.charCodeAt(startB) === 48) startB += 1;
  if (endA - startA !== endB - startB) return endA - startA - (endB - startB);
  for (; startA < endA; startA += 1, startB += 1) {
    const difference = a.charCodeAt(startA) - b.charCodeAt(startB);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether every character of `text` from `start` on has a weight of its own. */
function weighedFrom(text: string, start: number): boolean {
  for (let index = start; index < text.length; index += 1) {
    if (weightOf(text.charCodeAt(index)) === 0) return false;
  }
  return true;
}

let collator: Intl.Collator | null = null;

/** Compares two names as the collator would; negative when `a` sorts first, 0 when alike. */
export function compareNames(a: string, b: string): number {
  let indexA = 0;
  let indexB = 0;
  let order = 0;
  while (indexA < a.length && indexB < b.length) {
    const codeA = a.charCodeAt(indexA);
    const codeB = b.charCodeAt(indexB);
    if (isDigit(codeA) && isDigit(codeB)) {
      const endA = digitsEnd(a, indexA);
      const endB = digitsEnd(b, indexB);
      if (order === 0) order = compareNumbers(a, indexA, endA, b, indexB, endB);
      indexA = endA;
      indexB = endB;
      continue;
    }
    const weightA = weightOf(codeA);
    const weightB = weightOf(codeB);
    if (weightA === 0 || weightB === 0) return collate(a, b);
    if (order === 0) order = weightA - weightB;
    indexA += 1;
    indexB += 1;
  }
  if (!weighedFrom(a, indexA) || !weighedFrom(b, indexB)) return collate(a, b);
  return order !== 0 ? order : a.length - indexA - (b.length - indexB);
}

function collate(a: string, b: string): number {
  collator ??= new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
