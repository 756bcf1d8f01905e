/**
 * Misreadings of units that text recognition makes on printed ingredient lines, mended only
 * where no recipe would print the misreading: "thsp" (tbsp), "100m!" (100ml), and a gram "g" read
 * as "9" after a round amount ("2509 jasmine rice" → "250g jasmine rice": nobody buys 2,509; a
 * year such as 2009 is left).
 */
const MISREADS: [RegExp, string][] = [
  [/\bthsp\b/giu, 'tbsp'],
  [/(\d)m!(?=\s|$)/gu, '$1ml'],
  // Not a year ("2009 vintage port").
  [/(?<![\d.,])(?!(?:19|20)\d9)(\d{2,3}0)9(?=\s+\p{Ll})/gu, '$1g'],
];

/** The line with the certain misreadings mended. */
export function mendOcrMisreads(line: string): string {
  let text = line;
  for (const [pattern, replacement] of MISREADS) text = text.replace(pattern, replacement);
  return text;
}
