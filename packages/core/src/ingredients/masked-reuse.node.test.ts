// A line's whole parse is kept by the line with its runs of digits masked and given to lines that
// differ only in those digits (parse-ingredient.ts, `maskedKey`): these tests show the kept
// parse, with the line's own count and the digits of its notes put back, is `parseIngredient`'s
// own without any reuse, on named lines, over the labelled DEV set and the bench's lines with their
// digits changed, and for random digits.
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_SET_PATH } from '../../bench/ingredient-accuracy.ts';
import { benchLines, devLines, PROOF_SAMPLE, unlikeAfresh } from '../../bench/proof-lines.ts';
import {
  forgetMaskedParses,
  maskedParseOf,
  parseIngredient,
  parseIngredientAfresh,
} from './parse-ingredient.ts';

/** Digits put in place of a line's runs: each side of 1, other lengths, leading zeros. */
const DIGITS = ['1', '2', '0', '7', '10', '24', '400', '9999', '12345', '05', '20', '00', '1000'];

/** `line` with its `run`th run of digits (from 0) written `digits`, and the others `others`. */
function withDigits(line: string, digits: (run: number) => string): string {
  let run = 0;
  return line.replace(/\d+/g, () => digits((run += 1) - 1));
}

/**
 * Whether `parseIngredient(line)` after `primer` is `parseIngredientAfresh(line)`; with `first`,
 * the primer is the first line of its key (a key whose first line stood back stands back for all).
 */
function sameAfter(primer: string, line: string, first = false): boolean {
  if (first) forgetMaskedParses();
  parseIngredient(primer);
  return JSON.stringify(parseIngredient(line)) === JSON.stringify(parseIngredientAfresh(line));
}

/** Each line with its count and its other runs of digits changed, after a primer so changed. */
function compareAll(
  lines: readonly string[],
  first = false,
): { checked: number; differ: string[] } {
  let checked = 0;
  const differ: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const written = lines[index]!;
    if (!/\d/.test(written)) continue;
    for (let pick = 0; pick < DIGITS.length; pick += 1) {
      const primer = withDigits(
        written,
        (run) => DIGITS[(pick + 3 * run + index) % DIGITS.length]!,
      );
      for (const count of ['1', '3', '400', '12345', '0', '05']) {
        const line = withDigits(written, (run) =>
          run === 0 ? count : DIGITS[(pick + 5 * run + 1) % DIGITS.length]!,
        );
        checked += 1;
        if (!sameAfter(primer, line, first)) differ.push(`${line} ← ${primer}`);
      }
    }
  }
  return { checked, differ };
}

const NAMED = [
  '2 garlic cloves, crushed, note 5',
  '4 skinless chicken thighs, cut into chunks, note 5',
  '1 large onion, finely chopped, note 12',
  '2 carrots, peeled and diced, note 7',
  '2 carrots, peeled and 2 diced, note 7',
  '2 carrots, 3 and diced',
  '2 carrots, diced or 3 sliced',
  '1 lemon, zested and juiced, note 3',
  '2 onions, or 3 shallots',
  '2 onions, and 1 tbsp oil',
  '2 onions, plus 3 more',
  '2 onions, cut into 2cm chunks',
  '2 onions, cut into 2 cm chunks',
  '2 onions, sliced 5mm thick',
  '2 onions, warmed to 40 degrees',
  '2 onions, at 20 c',
  '2 onions, note 5,5',
  '2 onions, note 5, 5',
  '2 onions, menu0026 style',
  '2 onions, u2014 sliced',
  '2 onions, u2 sliced',
  '2 onions, about 3 each',
  '2 onions, each 4',
  '2 onions, note 1 2 3',
  '2 onions, note5',
  '2 onions, 5note',
  '2 onions, note 5, to serve 6',
  '2 onions, to serve 6',
  '2 onions, sliced, note #',
  '2 onions, sliced, note # 5',
  '2 onions, sliced, note 5 #',
  '2 packages, 10 ounces, frozen raspberries',
  '2 pieces, 3 cm thick, bread',
  '2 slices, 1 inch thick, bread',
  '2 x 400g tins chopped tomatoes, note 2',
  '25g butter, softened, note 3',
  '500g beef mince, note 4',
  '1 tbsp olive oil, note 9',
  '1 can tomatoes, drained, note 2',
  '2 cans tomatoes, 400g each',
  '12345 onions, sliced, note 2',
  '0 onions, sliced, note 2',
  '01 onions, sliced, note 2',
  '2 large free-range eggs, note 5',
  '2 red peppers, deseeded and sliced, note 5',
  '2 tbsp tomato purée, note 8',
  '1 egg, beaten, to glaze, note 3',
  '3 cloves, note 4',
  '3 stalks celery, leaves from 2 heads',
  '2 tsp salt, or 1 tsp table salt',
  '2 onions, sliced 1 and 2',
  '2 onions, room temp 20',
  '2 onions, choice of 2',
  '2 onions, long 2',
  '2 onions, quality 3 long, sliced',
];

describe('parseIngredient reusing a parse by the line with its digits masked', () => {
  it('gives the parse afresh for named lines with other digits, where it reuses and stands back', () => {
    const met = compareAll(NAMED);
    expect(met.differ).toEqual([]);
    const first = compareAll(NAMED, true);
    expect(first.differ).toEqual([]);
    expect(met.checked + first.checked).toBeGreaterThan(6000);
  });

  it('stands back for a line whose digits the reading reads by their value, after one of the key', () => {
    const pairs = [
      ['2 onions, menu7 style', '2 onions, menu0026 style'],
      ['2 onions, u7 sliced', '2 onions, u2014 sliced'],
      ['2 garlic cloves, crushed, note 5', '2 garlic cloves, crushed, note #'],
      ['2 garlic cloves, crushed, note 5', '12345 garlic cloves, crushed, note 5'],
      ['2 garlic cloves, crushed, note 5', '0 garlic cloves, crushed, note 5'],
      ['2 garlic cloves, crushed, note 5', '02 garlic cloves, crushed, note 5'],
      ['2 pound cake, cubed, note 5', '1 pound cake, cubed, note 5'],
      ['24 square crackers, crushed, note 5', '1 square crackers, crushed, note 5'],
      ['1 square crackers, crushed, note 5', '24 square crackers, crushed, note 5'],
    ];
    for (const [primer, line] of pairs) expect(sameAfter(primer!, line!, true), line).toBe(true);
  });

  it('puts the line’s own count and digits back in their places', () => {
    parseIngredient('7 large garlic cloves, crushed, note 1, 22 more');
    expect(parseIngredient('3 large garlic cloves, crushed, note 4501, 9 more')).toEqual({
      original: '3 large garlic cloves, crushed, note 4501, 9 more',
      quantity: 3,
      quantityMax: null,
      unit: 'clove',
      name: 'garlic',
      notes: 'large; crushed, note 4501, 9 more',
    });
    const withRecipe = parseIngredient('9 large garlic cloves, crushed, note 3, 5 more', 'r1');
    expect(withRecipe.recipeId).toBe('r1');
    expect(withRecipe.notes).toBe('large; crushed, note 3, 5 more');
  });

  it('keeps a key whose first line comes after a line of more runs of digits', () => {
    // The runs' edges are scratch kept from line to line: a former line's extra runs are not the
    // new line's, so the key's first line is still kept and its lines reuse it.
    forgetMaskedParses();
    parseIngredient('2 onions, note 1 2 3 4 5 6');
    const first = parseIngredient('2 carrots, sliced, note 5');
    const later = parseIngredient('31 carrots, sliced, note 8');
    expect(maskedParseOf(first)).toBeDefined();
    expect(maskedParseOf(later)).toBe(maskedParseOf(first));
    expect(later).toEqual(parseIngredientAfresh('31 carrots, sliced, note 8'));
    expect(later.quantity).toBe(31);
    expect(parseIngredient('1000 carrots, sliced, note 8').quantity).toBe(1000);
  });

  it('gives a kept line’s parse the own properties of a literal, its mask not among them', () => {
    // A later line's parse carries its mask in a private field (`MaskedLineParse`), not as a
    // WeakMap's entry: what JSON, spreads and Object.keys see is a literal's, in its order.
    forgetMaskedParses();
    const first = parseIngredient('2 leeks, sliced, note 5');
    const later = parseIngredient('3 leeks, sliced, note 7');
    expect(maskedParseOf(later)).toBe(maskedParseOf(first));
    expect(Object.keys(later)).toEqual([
      'original',
      'quantity',
      'quantityMax',
      'unit',
      'name',
      'notes',
    ]);
    expect(Object.getOwnPropertySymbols(later)).toEqual([]);
    expect(JSON.stringify(later)).toBe(
      JSON.stringify(parseIngredientAfresh('3 leeks, sliced, note 7')),
    );
    expect('recipeId' in later).toBe(false);
    const withRecipe = parseIngredient('4 leeks, sliced, note 2', 'r7');
    expect(maskedParseOf(withRecipe)).toBe(maskedParseOf(first));
    expect(Object.keys(withRecipe)).toEqual([
      'original',
      'quantity',
      'quantityMax',
      'unit',
      'name',
      'notes',
      'recipeId',
    ]);
    // A copy is another parse: it carries no mask, as a WeakMap's key's copy had none.
    expect(maskedParseOf({ ...later })).toBeUndefined();
    expect({ ...later }).toEqual(later);
    // Not a parse of a kept key: no mask.
    expect(maskedParseOf(parseIngredientAfresh('3 leeks, sliced, note 7'))).toBeUndefined();
  });

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the parse afresh for every DEV line, and the DEV lines and the bench’s with other digits',
    () => {
      const all = devLines();
      // Each DEV line as written, after every other line has been parsed.
      expect(unlikeAfresh(all, parseIngredient, parseIngredientAfresh)).toEqual([]);
      const dev = all.filter((_, index) => index % PROOF_SAMPLE === 0);
      const bench = benchLines(200, 7);
      const { checked, differ } = compareAll([...dev, ...bench.filter((_, i) => i % 4 === 0)]);
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(20_000);
    },
    300_000,
  );

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the parse afresh for random digits in the DEV lines and the bench’s',
    () => {
      const lines = [...devLines(), ...benchLines(100, 3), ...NAMED].filter((line) =>
        /^\d/.test(line),
      );
      const digits = fc.oneof(
        fc.integer({ min: 0, max: 99_999 }).map(String),
        fc.constantFrom(...DIGITS),
      );
      fc.assert(
        fc.property(
          fc.nat({ max: lines.length - 1 }),
          fc.array(digits, { minLength: 8, maxLength: 8 }),
          fc.array(digits, { minLength: 8, maxLength: 8 }),
          (index, own, primed) => {
            const written = lines[index]!;
            const line = withDigits(written, (run) => own[run % 8]!);
            const primer = withDigits(written, (run) => primed[run % 8]!);
            expect(sameAfter(primer, line), `${line} ← ${primer}`).toBe(true);
          },
        ),
        { numRuns: 5000 },
      );
    },
    300_000,
  );

  it('gives a line the rewritten lines’ steps read as another line its own parse, after one of its key', () => {
    // The kept parse is asked before `parseRewrittenLine`: a line of a kept key is one those steps
    // leave alone, as they left its first line (a key's first line they rewrite keeps nothing).
    const rewritten = [
      '2 Cups Plain Flour, Sifted, note 5',
      '2 CUPS FLOUR, SIFTED, note 5',
      '2 cups Plain Flour Or Rice Flour, sifted 3 times',
      '2 tbsp Thai green curry paste, note 5',
      '2 Tbsp Olive Oil, note 3',
      '1 T butter, softened, note 2',
      '2 cups peeled, seeded, and diced tomato, optional',
      '2 cups diced tomato, 3 seeded, optional',
      '2 onions, sliced, OPTIONAL',
      '2 onions, sliced, note 4, optional',
      '2 onions, sliced, note #, Optional',
      '2 Onions, Sliced, Note #5',
      '2 ONIONS, 3 CM',
      '2 Red-Onions, Sliced 4mm',
    ];
    expect(compareAll(rewritten).differ).toEqual([]);
    expect(compareAll(rewritten, true).differ).toEqual([]);
  });

  it('gives random lines of capitals, small words and "optional" their parse afresh after one of their key', () => {
    const word = fc.constantFrom(
      'Cups',
      'cups',
      'CUPS',
      'Flour',
      'flour',
      'Plain',
      'OR',
      'or',
      'Optional',
      'optional',
      'tbsp',
      'T',
      'Sliced',
      'sliced',
      'note',
      'Note',
      'x',
      "Bob's",
      'Red-Onion',
      '#',
      '(optional)',
    );
    const piece = fc.oneof(word, fc.constantFrom(', ', ' ', ',', '5', '12', '#3', 'g', 'cm'));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.array(piece, { maxLength: 10 }),
        (count, pieces) => {
          const written = `${count} ${pieces.join(' ')}`.replace(/\s+$/, '');
          const primer = withDigits(written, (run) => (run === 0 ? String(count) : '7'));
          const line = withDigits(written, (run) => (run === 0 ? String((count % 9) + 2) : '41'));
          return sameAfter(primer, line, true) && sameAfter(line, primer, true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
