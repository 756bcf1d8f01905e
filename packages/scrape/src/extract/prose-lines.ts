/**
 * Lines that read as prose (notes on the ingredients, a method) rather than as a recipe's lines:
 * for the rules that look for the ingredients to pass such lines over.
 */

/** Words in a line past which a line with a sentence break in it is prose, not an ingredient. */
const PROSE_LINE_WORDS = 12;

/** A sentence ending and the next one starting: "… works great here. However, …". */
const SENTENCE_BREAK = /[.!?]\s+\p{Lu}/u;

/**
 * Whether most of the lines' words are in sentences of prose: long lines with a sentence ending
 * inside. Ingredient lines are short phrases; a long one ("1 jar tomato sauce, or 1.5 jars of A
 * Very Good Tomato Sauce") rarely holds two sentences.
 */
export function readsAsProse(lines: readonly string[]): boolean {
  let words = 0;
  let proseWords = 0;
  for (const line of lines) {
    const count = line.split(/\s+/).length;
    words += count;
    if (count >= PROSE_LINE_WORDS && SENTENCE_BREAK.test(line)) proseWords += count;
  }
  return proseWords * 2 > words;
}
