// A line's whole parse is kept by its head without the count (its plain words to the first comma)
// and given to lines that differ only in the count and a quiet tail (parse-ingredient.ts,
// `parseReusedByHead`): these tests show the reused parse is `parseIngredient`'s own without the
// reuse, on lines where the reuse must stand back, over the labelled DEV set and the bench's lines
// with many counts and other tails, and for random counts before real heads and tails.
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_SET_PATH } from '../../bench/ingredient-accuracy.ts';
import { benchLines, devLines, PROOF_SAMPLE, unlikeAfresh } from '../../bench/proof-lines.ts';
import { parseIngredient, parseIngredientAfresh } from './parse-ingredient.ts';

const COUNTS = [1, 2, 3, 4, 7, 10, 12, 24, 100, 400, 9999];

/** A line cut at its first comma, the leading digits off its head. */
interface Cut {
  readonly head: string;
  readonly tail: string;
}

/** The lines of `lines` with a comma, cut there, their leading count taken off. */
function cuts(lines: readonly string[]): Cut[] {
  const found: Cut[] = [];
  for (const line of lines) {
    const comma = line.indexOf(',');
    if (comma > 0)
      found.push({ head: line.slice(0, comma).replace(/^\d+/, ''), tail: line.slice(comma) });
  }
  return found;
}

/**
 * Whether `parseIngredient(line)` after `primer` is `parseIngredientAfresh(line)`. The primer is
 * parsed twice: a head's parse is kept from its second time (`memoiseByKey`), so where its key
 * has none kept yet, the primer's is.
 */
function sameAfter(primer: string, line: string): boolean {
  parseIngredient(primer);
  parseIngredient(primer);
  return JSON.stringify(parseIngredient(line)) === JSON.stringify(parseIngredientAfresh(line));
}

/** Each head with many counts, its own tail and another's, after a primer of another count. */
function compareAll(found: readonly Cut[]): { checked: number; differ: string[] } {
  let checked = 0;
  const differ: string[] = [];
  for (let index = 0; index < found.length; index += 1) {
    const { head, tail } = found[index]!;
    const other = found[(index * 7919 + 13) % found.length]!.tail;
    for (const count of COUNTS) {
      for (const primerCount of [1, 2, 7, 400]) {
        for (const [ownTail, primerTail] of [
          [tail, other],
          [other, tail],
        ] as const) {
          const line = `${count}${head}${ownTail}`;
          checked += 1;
          if (!sameAfter(`${primerCount}${head}${primerTail}`, line)) differ.push(line);
        }
      }
    }
  }
  return { checked, differ };
}

describe('parseIngredient reusing a parse by the head after the count', () => {
  it('gives the parse afresh for lines it reuses and lines where it stands back', () => {
    const lines = [
      '2 garlic cloves, crushed',
      '4 skinless chicken thighs, cut into chunks, note 5',
      '1 large onion, finely chopped',
      '2 large free-range eggs, note 5',
      '2 carrots, peeled and diced, note 7',
      '1 lemon, zested and juiced',
      '3 fresh or frozen peas, thawed',
      '2 cans tomatoes, chopped',
      '2 jars olives, sliced',
      '2 cans chopped tomatoes, drained',
      '1 jar sliced olives, drained, note 4',
      '6 cloves, crushed',
      '4 chicken thighs, skin on',
      '2 bone in chicken breasts, diced',
      '3 stalks celery, leaves from the top',
      '2 juice of lemons, strained',
      '5 stalks from the heart, diced',
      '2 each onions, sliced',
      '24 square crackers, crushed',
      '1 pound cake, cubed',
      '2 corn tortillas, warmed, or to taste',
      '3 Roma tomatoes, halved, to serve',
      '2 onions, or 3 shallots',
      '2 onions,',
      '2 onions, , note 3',
      '12 large eggs, beaten, plus extra to glaze',
      '2 tbsp olive oil, for frying',
      '1 tbsp sugar, to taste, note 9',
      '25g/1oz butter, softened',
      '2 x 400g tins chopped tomatoes, note 2',
      '2 x 150g salmon fillets, skinned',
      '½ tsp chilli flakes, note 3',
      '2–3 tbsp sweet chilli sauce, note 4',
      '1.2 litres vegetable stock, hot',
      '1 large or 2 small cloves garlic, minced',
      '2 tbsp tomato purée, note 8',
      '3cm piece fresh ginger, grated',
      '1 x 320g sheet ready-rolled puff pastry, chilled',
      '1 pkg x 3 tortillas, warmed',
      '2 packages, thawed',
      '2 packages, 10 ounces, frozen raspberries',
      '2 boxes, 10 ounces, frozen raspberries',
      '2 garlic cloves, crushed  finely',
      '2 garlic cloves, crushed ',
      '2 garlic  cloves, crushed',
      '2 garlic cloves, note 5,5',
      '2 onions, menu0026 style',
      '2 onions, u2014 sliced',
      '2 tbsp tablespoon oil, warm',
      '2 tspteaspoon salt, fine',
      '2 nos onion, sliced',
      '2 no onion, sliced',
    ];
    const { checked, differ } = compareAll(cuts(lines));
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
  });

  it('stands back for a line the cleaning changes, after a clean line with the same key', () => {
    // Each head met here first, its key kept from a line the cleaning leaves as it is.
    const pairs = [
      ['3 pink onions, sliced', '2 pink onions, note 5,5'],
      ['3 wild leeks, sliced', '2 wild leeks, sliced  thinly'],
      ['3 red shallots, sliced', '2 red shallots, sliced '],
      ['3 white leeks, sliced', '2 white leeks, menu0026 style'],
      ['3 baby leeks, sliced', '2 baby leeks, u2014 sliced'],
      ['3 boxes, thawed', '2 boxes, 10 ounces, frozen raspberries'],
      ['3 tspteaspoon, 5', '2 tspteaspoon, fine'],
      ['3 nos leek, sliced', '2 nos leek, diced'],
      ['3 large  limes, halved', '2 large  limes, juiced'],
    ];
    for (const [primer, line] of pairs) expect(sameAfter(primer!, line!), line).toBe(true);
  });

  it('keeps the count, the tail’s notes and the head’s notes in their places', () => {
    parseIngredient('7 large garlic cloves, crushed, note 1');
    expect(parseIngredient('3 large garlic cloves, sliced, to serve')).toEqual(
      parseIngredientAfresh('3 large garlic cloves, sliced, to serve'),
    );
    expect(parseIngredient('3 large garlic cloves, sliced, to serve')).toMatchObject({
      quantity: 3,
      name: 'garlic',
    });
    const withRecipe = parseIngredient('9 large garlic cloves, diced', 'r1');
    expect(withRecipe.recipeId).toBe('r1');
    expect(withRecipe.quantity).toBe(9);
  });

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the parse afresh for every DEV line, and the DEV lines and the bench’s with many counts and tails',
    () => {
      const all = devLines();
      // Each DEV line as written, after every other line has been parsed.
      expect(unlikeAfresh(all, parseIngredient, parseIngredientAfresh)).toEqual([]);
      const dev = all.filter((_, index) => index % PROOF_SAMPLE === 0);
      const bench = benchLines(200, 7);
      const { checked, differ } = compareAll(cuts([...dev, ...bench]));
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(50_000);
    },
    300_000,
  );

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the parse afresh for random counts before the DEV lines’ and the bench’s heads and tails',
    () => {
      const found = cuts([...devLines(), ...benchLines(100, 3)]);
      fc.assert(
        fc.property(
          fc.nat({ max: found.length - 1 }),
          fc.nat({ max: found.length - 1 }),
          fc.nat({ max: found.length - 1 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 9999 }),
          (headIndex, tailIndex, primerTailIndex, count, primerCount) => {
            const { head } = found[headIndex]!;
            const line = `${count}${head}${found[tailIndex]!.tail}`;
            const primer = `${primerCount}${head}${found[primerTailIndex]!.tail}`;
            expect(sameAfter(primer, line), `${line} ← ${primer}`).toBe(true);
          },
        ),
        { numRuns: 5000 },
      );
    },
    300_000,
  );
});
