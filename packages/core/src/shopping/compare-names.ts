/**
 * The list's order of item names: en-GB collation at base strength, numbers read as numbers
 * (`Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })`). Making that collator costs a
 * new process some 70 M instructions (ICU's collation data: about 15 ms, more than building a
 * one-recipe list), so it is made only when first needed. Names of ASCII letters, spaces and
 * punctuation (nearly all of them) need none: at base strength each such character has one
 * weight, the same for either case, and two names compare as their characters' weights in turn,
 * a name that is the start of another first. Anything else (digits, accents) goes to the collator.
 */

/** ASCII characters other than digits, in the root collation's primary order. */
const PRIMARY_ORDER = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$abcdefghijklmnopqrstuvwxyz`;

/** Weight of each ASCII character (its place in PRIMARY_ORDER, + 1), 0 for one sent to ICU. */
const WEIGHT = new Uint8Array(128);
for (const [index, character] of [...PRIMARY_ORDER].entries()) {
  WEIGHT[character.charCodeAt(0)] = index + 1;
  WEIGHT[character.toUpperCase().charCodeAt(0)] = index + 1;
}

const weightOf = (code: number): number => (code < 128 ? (WEIGHT[code] ?? 0) : 0);

let collator: Intl.Collator | null = null;

/** Compares two names as the collator would; negative when `a` sorts first, 0 when alike. */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let order = 0;
  for (let index = 0; index < length; index += 1) {
    const weightA = weightOf(a.charCodeAt(index));
    const weightB = weightOf(b.charCodeAt(index));
    if (weightA === 0 || weightB === 0) return collate(a, b);
    if (order === 0) order = weightA - weightB;
  }
  const longer = a.length > b.length ? a : b;
  for (let index = length; index < longer.length; index += 1) {
    if (weightOf(longer.charCodeAt(index)) === 0) return collate(a, b);
  }
  return order !== 0 ? order : a.length - b.length;
}

function collate(a: string, b: string): number {
  collator ??= new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
