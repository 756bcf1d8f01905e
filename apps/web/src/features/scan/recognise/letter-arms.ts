/**
 * A capital's arm read as a quote (issue 31): a bold serif "T" whose crossbar's left end the
 * engine split off as "'" ("2'TBSP Cornstarch" for "2 TBSP Cornstarch", the "T" boxed a third
 * narrower than the row's other "T"s), which core then takes for a "½" read as a quote
 * ("1'teaspoons vanilla" is "1 ½ teaspoons"). In an amount's word (it opens with a figure), a
 * quote that touches the capital after it, stands at its top, and has no ink under it down to
 * the capital's foot is that capital's own ink: it is dropped. A fraction glyph read as a quote
 * has its slash and denominator under its numerator.
 */
import type { Box } from './fraction-glyphs.ts';
import { boxLevels, luminance } from './box-levels.ts';
import type { Pixels } from './prepare-image.ts';
import { engineLines } from './text-lines.ts';

type Symbol = { text: string; bbox: Box };
type ArmWord = { text: string; bbox: Box; symbols?: Symbol[] };
type ArmPage = {
  blocks: { paragraphs: { lines: { text: string; words?: ArmWord[] }[] }[] }[] | null;
};

const QUOTE = /^['‘’`]$/u;

/** The widest gap, in pixels, between a split-off arm and the rest of its capital. */
const TOUCHING = 3;
/** An arm is at most this share of its capital's height, and its top within it of the capital's. */
const ARM_HEIGHT = 0.4;
const TOP_ALIGNED = 0.15;
/** The most of the area under the arm that may be ink (a blurred stroke's fringe). */
const UNDER_INK = 0.05;

/**
 * Whether the area under `arm` down to `foot` is paper: at most `UNDER_INK` of its pixels
 * darker than halfway from the paper to the darkest ink of `around` (the word's box).
 */
export function blankUnder(image: Pixels, arm: Box, foot: number, around: Box): boolean {
  const grey = boxLevels(image, around, 4, 4);
  if (!grey || grey.paper - grey.darkest < 40) return false;
  const cut = (grey.paper + grey.darkest) / 2;
  let inked = 0;
  let all = 0;
  for (let y = Math.ceil(arm.y1) + 1; y < foot; y += 1)
    for (let x = Math.floor(arm.x0); x < Math.ceil(arm.x1); x += 1) {
      all += 1;
      if (luminance(image, x, y) < cut) inked += 1;
    }
  return all > 0 && inked <= UNDER_INK * all;
}

/** Split-off arms dropped from every amount's word on the page; the lines' text mended. */
export function mendSplitArms(page: ArmPage, image: Pixels): void {
  for (const line of engineLines(page))
    for (const word of line.words ?? []) {
      const symbols = word.symbols ?? [];
      if (!/^\d/u.test(word.text) || symbols.map((each) => each.text).join('') !== word.text)
        continue;
      const arm = symbols.findIndex((quote, at) => {
        const capital = symbols[at + 1];
        if (at === 0 || !QUOTE.test(quote.text) || !capital || !/^\p{Lu}$/u.test(capital.text))
          return false;
        const tall = capital.bbox.y1 - capital.bbox.y0;
        return (
          capital.bbox.x0 - quote.bbox.x1 <= TOUCHING &&
          quote.bbox.y1 - quote.bbox.y0 <= ARM_HEIGHT * tall &&
          Math.abs(quote.bbox.y0 - capital.bbox.y0) <= TOP_ALIGNED * tall &&
          blankUnder(image, quote.bbox, capital.bbox.y1, word.bbox)
        );
      });
      if (arm < 0 || !line.text.includes(word.text)) continue;
      const kept = symbols.filter((_, at) => at !== arm);
      const text = kept.map((each) => each.text).join('');
      line.text = line.text.replace(word.text, text);
      word.text = text;
      word.symbols = kept;
    }
}
