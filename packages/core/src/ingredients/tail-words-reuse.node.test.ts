// A line read from the parse kept for its head (parse-ingredient.ts, `parseRawByHead` and
// `maskedKey`) skips `wordsForTheParser` and the cleaning: these tests show it stands back
// where either would read the line's tail, or would read one count's head and not another's
// (`tailLeftByTheWords`, `untouchedHeads`), so the parse is `parseIngredient`'s own without any
// reuse, for each guard and for random tails of the words those steps read.
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_SET_PATH } from '../../bench/ingredient-accuracy.ts';
import { benchLines, devLines } from '../../bench/proof-lines.ts';
import {
  forgetMaskedParses,
  maskedParseOf,
  parseIngredient,
  parseIngredientAfresh,
} from './parse-ingredient.ts';

/** Whether `parseIngredient(line)` after `primer` (read twice) is `parseIngredientAfresh(line)`. */
function sameAfter(primer: string, line: string): boolean {
  parseIngredient(primer);
  parseIngredient(primer);
  return JSON.stringify(parseIngredient(line)) === JSON.stringify(parseIngredientAfresh(line));
}

describe('a head’s kept parse and the steps that read words', () => {
  // Each primer is a line the reuse takes, with the same key (the count's side of 1 and the
  // head's words) or the same masked digits as the line after it; each line is one the full path
  // reads otherwise. Without its guard each of these gave the primer's reading.
  it.each([
    ['an "l" before a digit in the tail (read as 1)', '2 onions, note 5', '2 onions, l5 more'],
    ['"0z" in the tail (an ounce)', '2 carrots, note 5', '2 carrots, 10z'],
    ['"0z" after the count (an ounce)', '11z, sliced', '10z, sliced'],
    ['a masked run before "z" that ends in 0', '2 leeks, 11z', '2 leeks, 10z'],
    ['a misspelt spoon in the tail', '2 shallots, note 5', '2 shallots, 2 tablspoons'],
    [
      '"pon" in the tail, its gate opened by the head',
      '2 tablespoons sugar, note',
      '2 tablespoons sugar, 2 teaspon',
    ],
    [
      '"oon" in the tail, opening the gate for the head',
      '2 teaspon sugar, fine',
      '2 teaspon sugar, spoon',
    ],
    ['a cup glued to a word in the tail', '2 limes, note 5', '2 limes, 2 cupsugar'],
    ['a Portuguese measure in the tail', '2 pears, note', '2 pears, 2 colheres de sopa'],
    ['"cc" after a count of 1-4 and not after 7', '7 cc water, chilled', '2 cc water, chilled'],
  ])('stands back for %s', (_why, primer, line) => {
    forgetMaskedParses();
    expect(sameAfter(primer, line), line).toBe(true);
    // The line is read afresh: no parse kept for its head or its masked digits gave it.
    forgetMaskedParses();
    parseIngredient(primer);
    expect(maskedParseOf(parseIngredient(line)), line).toBeUndefined();
  });

  it('still reuses a head for a plain tail', () => {
    forgetMaskedParses();
    parseIngredient('3 ripe pears, note 5');
    const line = '4 ripe pears, halved, note 6';
    const parsed = parseIngredient(line);
    expect(parsed).toEqual(parseIngredientAfresh(line));
    // Taken by the reuse (`maskedParseOf` gives a token only to a parse the kept path gave), so
    // the guards above do not stand back for every tail.
    expect(maskedParseOf(parsed)).toBeDefined();
  });

  it('gives the parse afresh for random counts and tails of the words those steps read', () => {
    const lines = [
      ...(existsSync(DEV_SET_PATH) ? devLines().filter((_, index) => index % 5 === 0) : []),
      ...benchLines(60, 5),
    ];
    const heads = lines
      .filter((line) => /^\d+[^,]*,/.test(line))
      .map((line) => line.slice(0, line.indexOf(',')).replace(/^\d+/, ''));
    const words = [
      ...['l', 'l5', 'l0', '10z', '0z', 'z', 'oz', 'cup', 'cups', 'cupsugar', 'cupful', 'spoon'],
      ...['teaspon', 'tablspoons', 'teaspoons', 'cc', 'nos', 'no', 'colher', 'unidad', 'xicara'],
      ...['u00', 'u2014', 'e', 'y', 'k', 'm', 'g', 'ml', 'lb', 'lbs', 'x', 'and', 'each', 'note'],
      ...['sliced', 'chopped', 'zest', 'juice', 'tin', 'can', 'about', 'the', 'following', 'skin'],
    ];
    const word = fc.oneof(
      fc.constantFrom(...words),
      fc.nat({ max: 2000 }).map(String),
      fc.stringMatching(/^[lozcupnstexkmgy0-9]{1,6}$/),
    );
    const tail = fc
      .array(fc.tuple(fc.boolean(), word), { minLength: 1, maxLength: 5 })
      .map((parts) => `,${parts.map(([comma, text]) => `${comma ? ',' : ''} ${text}`).join('')}`);
    fc.assert(
      fc.property(
        fc.nat({ max: heads.length - 1 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        tail,
        tail,
        (headIndex, primerCount, count, primerTail, lineTail) => {
          const head = heads[headIndex]!;
          const line = `${count}${head}${lineTail}`;
          const primer = `${primerCount}${head}${primerTail}`;
          expect(sameAfter(primer, line), `${line} ← ${primer}`).toBe(true);
        },
      ),
      { numRuns: 4000 },
    );
  }, 300_000);
});
