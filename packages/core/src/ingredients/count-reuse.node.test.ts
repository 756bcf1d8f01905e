// A line's amount is kept by its text after the count up to the first comma, and given to lines
// that differ only in the count (parse-ingredient.ts, `countBeforeQuietHead`): these tests show
// the reused answer is `readAmount`'s own, on lines where the reuse must stand back, over the
// labelled DEV set and the bench's lines with many counts and other tails, and for random counts
// before real heads and tails.
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_SET_PATH } from '../../bench/ingredient-accuracy.ts';
import { benchLines, devLines, PROOF_SAMPLE } from '../../bench/proof-lines.ts';
import { cleanIngredientLine, wordsForTheParser } from './clean-ingredient-line.ts';
import {
  amountFromKept,
  countBeforeQuietHead,
  countedAmount,
  parseIngredient,
  readAmount,
  tailLeavesAmountAlone,
} from './parse-ingredient.ts';
import { normaliseIngredientText } from './text.ts';

const COUNTS = [1, 2, 3, 4, 7, 9, 10, 12, 24, 99, 100, 250, 400, 1000, 9999];

/** A text with its count's digits, the rest after them, and where its first comma is. */
interface Counted {
  readonly rest: string;
  readonly digits: number;
}

/** The text `parseLine` gives `readAmount`, near enough: the line cleaned and normalised. */
const asParsed = (line: string): string =>
  normaliseIngredientText(wordsForTheParser(cleanIngredientLine(line)));

/** `readLineAmount`'s path: the reused answer for `text` from the answer kept for `primer`. */
function reused(text: string, primer: string): ReturnType<typeof readAmount> | null {
  const comma = text.indexOf(',');
  const primerComma = primer.indexOf(',');
  if (comma < 0 || primerComma < 0) return null;
  if (!tailLeavesAmountAlone(text, comma) || !tailLeavesAmountAlone(primer, primerComma))
    return null;
  const digits = countBeforeQuietHead(text, comma);
  const primerDigits = countBeforeQuietHead(primer, primerComma);
  if (digits === 0 || primerDigits === 0) return null;
  const value = Number(text.slice(0, digits));
  return amountFromKept(text, digits, value, countedAmount(primer, primerDigits));
}

/** The counted texts among `lines` (as written and as parsed), with the first comma's tail. */
function countedTexts(lines: readonly string[]): Counted[] {
  const texts: Counted[] = [];
  for (const line of lines) {
    for (const text of new Set([line, asParsed(line)])) {
      const comma = text.indexOf(',');
      const digits = comma < 0 ? 0 : countBeforeQuietHead(text, comma);
      if (digits > 0 && tailLeavesAmountAlone(text, comma))
        texts.push({ rest: text.slice(digits), digits });
    }
  }
  return texts;
}

/** How many (text, primer) pairs were checked and which differed. */
function compareAll(texts: readonly Counted[]): { checked: number; differ: string[] } {
  let checked = 0;
  const differ: string[] = [];
  for (let index = 0; index < texts.length; index += 1) {
    const { rest } = texts[index]!;
    const comma = rest.indexOf(',');
    const head = rest.slice(0, comma);
    // Another line's tail: the kept answer may come from any line of the same head.
    const other = texts[(index * 7919 + 13) % texts.length]!.rest;
    const tails = [rest.slice(comma), other.slice(other.indexOf(','))];
    for (const count of COUNTS) {
      const text = `${count}${rest}`;
      const fresh = readAmount(text);
      for (const primerCount of [1, 2, 7, 400, count]) {
        // Counts on either side of 1 have keys of their own.
        if ((count === 1) !== (primerCount === 1)) continue;
        for (const tail of tails) {
          const primer = `${primerCount}${head}${tail}`;
          const answer = reused(text, primer);
          if (answer === null) continue;
          checked += 1;
          if (JSON.stringify(answer) !== JSON.stringify(fresh)) differ.push(`${text} ← ${primer}`);
        }
      }
    }
  }
  return { checked, differ };
}

describe('countBeforeQuietHead', () => {
  const digits = (text: string) => countBeforeQuietHead(text, text.indexOf(','));
  it('reads the count before a head of plain words', () => {
    expect(digits('2 garlic cloves, crushed')).toBe(1);
    expect(digits('400g beef mince, note 3')).toBe(3);
    expect(digits('12 large free-range eggs, beaten')).toBe(2);
    expect(digits('1000 ml stock, hot')).toBe(4);
  });
  it('stands back for other numbers, signs and the words that join or make amounts', () => {
    for (const text of [
      '2 x 400g tins tomatoes, drained',
      '2-3 tbsp oil, divided',
      '1 1/2 cups flour, sifted',
      '1.5 kg potatoes, peeled',
      '½ tsp salt, fine',
      '25g/1oz butter, softened',
      '1 (400 g) tin chickpeas, drained',
      '2 cups plus two tablespoons sugar, sifted',
      '1 cup and a half milk, warm',
      '2 dozen eggs, beaten',
      '2 doz eggs, beaten',
      '1 cup to three cups stock, hot',
      '2 x tins tomatoes, chopped',
      '3 by four inch piece, cut',
      '2 half pints cream, whipped',
      '2 or so onions, chopped',
      '2 onions - large, chopped',
      '02 onions, chopped',
      '12345 g flour, sifted',
      'two onions, chopped',
      '2 , chopped',
      '2 onions; red, chopped',
    ]) {
      expect(digits(text), text).toBe(0);
    }
  });
});

describe('readLineAmount reusing an amount by the text after its count', () => {
  it('gives readAmount’s answer for every count, and stands back where the answer is not the count’s', () => {
    const cases = [
      '2 garlic cloves, crushed',
      '4 skinless chicken thighs, cut into chunks',
      '1 large onion, finely chopped',
      '2 large free-range eggs, note 5',
      '500g new potatoes, halved',
      '3 tbsp soy sauce, note 1',
      '24 square crackers, crushed',
      '1 square piece banana leaf, washed',
      '2cm piece fresh ginger, grated',
      '2 inch piece ginger, grated',
      '1 in piece ginger, grated',
      '2 each red onions, sliced',
      '4 ea eggs, beaten',
      '2 cans tomatoes, chopped',
      '1 cup of the reserved pasta water, warm',
      '1 recipe for cornbread, crumbled',
      '1 pound cake, cubed',
      '1 loaf tin, greased',
      '6 cloves, crushed',
    ];
    const { checked, differ } = compareAll(countedTexts(cases));
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    // A length read from the count is noted with it, and never given to another count.
    expect(reused('3cm piece fresh ginger, grated', '2cm piece fresh ginger, grated')).toEqual(
      readAmount('3cm piece fresh ginger, grated'),
    );
    expect(readAmount('2 square crackers, crushed').unit).not.toEqual(
      readAmount('1 square crackers, crushed').unit,
    );
  });

  it('would give a wrong answer past a stop word, where the count meets another number', () => {
    // "minus four tablespoons" is taken off 5 tablespoons, but kept as a note after 2 (a part
    // as large as the whole): only a number after the count makes the value matter.
    const primer = '2 tbsp minus four tbsp oil, note 1';
    const text = '5 tbsp minus four tbsp oil, note 1';
    expect(countBeforeQuietHead(primer, primer.indexOf(','))).toBe(0);
    expect(amountFromKept(text, 1, 5, countedAmount(primer, 1))).not.toEqual(readAmount(text));
    expect(readAmount(text).quantity).toBe(1);
  });

  it('gives the parse of a line the same after a line that differs only in the count', () => {
    const lines = ['7 garlic cloves, crushed', '5 square crackers, crushed', '9 cm ginger, grated'];
    const fresh = lines.map((line) => parseIngredient(line));
    for (const count of [1, 2, 3, 11]) {
      for (const line of lines) parseIngredient(line.replace(/^\d+/, String(count)));
    }
    expect(lines.map((line) => parseIngredient(line))).toEqual(fresh);
  });

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives readAmount’s answer on the DEV lines and the bench’s, each with many counts and tails',
    () => {
      const dev = devLines().filter((_, index) => index % PROOF_SAMPLE === 0);
      const bench = benchLines(200, 7);
      const { checked, differ } = compareAll(countedTexts([...dev, ...bench]));
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(10_000);
    },
    120_000,
  );

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives readAmount’s answer for random counts before the DEV lines’ heads and tails',
    () => {
      const texts = countedTexts(devLines());
      fc.assert(
        fc.property(
          fc.nat({ max: texts.length - 1 }),
          fc.nat({ max: texts.length - 1 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 9999 }),
          (index, otherIndex, count, primerCount) => {
            const rest = texts[index]!.rest;
            const other = texts[otherIndex]!.rest;
            const head = rest.slice(0, rest.indexOf(','));
            const text = `${count}${rest}`;
            const primer = `${primerCount}${head}${other.slice(other.indexOf(','))}`;
            const answer = reused(text, primer);
            // Counts on either side of 1 have keys of their own.
            if (answer === null || (count === 1) !== (primerCount === 1)) return;
            expect(answer).toEqual(readAmount(text));
          },
        ),
        { numRuns: 3000 },
      );
    },
    120_000,
  );
});
