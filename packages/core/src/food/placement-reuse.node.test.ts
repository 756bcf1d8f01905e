// A line's placement is kept by its unit, name, and its notes and text with their digits masked,
// and given to lines that differ only in the count and the digits (place-ingredient.ts,
// `placementKey`): these tests show the kept placement is `placeEachThing`'s own without the
// reuse, on lines where it must stand back, over the labelled DEV set and the bench's lines with
// many counts, digits and tails, and for random counts and digits in real lines and tails.
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_SET_PATH } from '../../bench/ingredient-accuracy.ts';
import { benchLines, devLines, PROOF_SAMPLE } from '../../bench/proof-lines.ts';
import { maskedParseOf, parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { loadFoodTable, type FoodTable } from './food-table.ts';
import { placeEachThing, placeEachThingAfresh, type PlacedThings } from './place-ingredient.ts';

const COUNTS = [1, 2, 3, 7, 10, 12, 24, 100, 400, 2500, 9999];
const OTHER_DIGITS = [1, 5, 37, 400];

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

/** A placement as the tests compare it: every field, the food by identity and id. */
function shown(things: PlacedThings): unknown[] {
  return things.map((thing) => [
    thing.line,
    JSON.stringify(thing.parsed),
    thing.food?.id ?? null,
    thing.grams,
    thing.confidence,
    thing.unplaced,
  ]);
}

/** The line parsed as nutrition counts it (a range at its first number) and as parsed. */
function readings(line: string): ParsedIngredient[] {
  const parsed = parseIngredient(line);
  return parsed.quantityMax === null ? [parsed] : [parsed, { ...parsed, quantityMax: null }];
}

/** Whether `placeEachThing` gives each reading of `line` as `placeEachThingAfresh` does. */
function sameAsAfresh(line: string): boolean {
  for (const read of readings(line)) {
    const kept = placeEachThing(table, read);
    const afresh = placeEachThingAfresh(table, read);
    if (JSON.stringify(shown(kept)) !== JSON.stringify(shown(afresh))) return false;
    for (let at = 0; at < kept.length; at += 1) {
      if (kept[at]?.food !== afresh[at]?.food) return false;
    }
  }
  return true;
}

/** `line` with a count for its leading digits (if any) and `digits` for every other run. */
function withDigits(line: string, count: number, digits: number): string {
  let first = true;
  return line.replace(/\d+/g, (run, at: number) => {
    const leading = first && at === 0;
    first = false;
    return String(leading ? count : digits);
  });
}

/**
 * Each line with many counts and other digits, as written and with another line's tail after its
 * first comma, each placed after the one before (so a key is kept from another count's line).
 */
function compareAll(lines: readonly string[]): { checked: number; differ: string[] } {
  let checked = 0;
  const differ: string[] = [];
  const tails = lines.map((line) => (line.includes(',') ? line.slice(line.indexOf(',')) : ''));
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const comma = line.indexOf(',');
    const other = tails[(index * 7919 + 13) % lines.length]!;
    const shapes = [line, `${line}, note 3`];
    if (comma > 0) shapes.push(`${line.slice(0, comma)}${other}`);
    for (const shape of shapes) {
      for (const count of COUNTS) {
        for (const digits of OTHER_DIGITS) {
          const variant = withDigits(shape, count, digits);
          // And with a last number of its own, the others as they are.
          const noted = `${variant}, note ${(count * 31 + digits) % 1000}`;
          checked += 2;
          if (!sameAsAfresh(variant)) differ.push(variant);
          if (!sameAsAfresh(noted)) differ.push(noted);
        }
      }
    }
  }
  return { checked, differ };
}

describe('placeEachThing keeping a placement by the line with its digits masked', () => {
  it('gives the placement afresh for lines it keeps and lines where it stands back', () => {
    const lines = [
      '2 garlic cloves, crushed, note 5',
      '500g beef mince, note 5',
      '4 skinless chicken thighs, cut into chunks, note 5',
      '1 large onion, finely chopped',
      '2 large free-range eggs, note 5',
      '2 carrots, peeled and diced, note 7',
      '300g spaghetti, note 5, cooked',
      '2 tbsp olive oil, note 5',
      '100ml double cream, note 5',
      // The poured form compares the volume with 60 ml: not kept.
      '1 fl oz tomato puree, note 1',
      '3 fl oz tomato puree, note 2',
      '20 ml tomato puree',
      '200 ml tomato puree',
      '1 cup chicken bouillon, note 4',
      // Citrus parts, juice and zest, each, two amounts, pairs: not kept.
      '1 lemon, juiced, note 5',
      '2 oranges, zested and juiced',
      '1 lime, note 5',
      '3 tbsp each parsley and chives, note 1',
      '2 tsp salt and 1 tsp pepper, note 4',
      '2 free-range eggs and 1 egg yolk',
      '2 salt and pepper, note 3',
      // Too heavy at one count, not at another.
      '25 kg plain flour, note 1',
      '2 kg plain flour, note 2',
      '9999 large eggs',
      '4000 tbsp sugar',
      // Sizes, lengths, shares in the notes: their digits are read.
      '2 chicken breasts, 200g each',
      '2 chicken breasts, about 400 g',
      '1 piece ginger, 5 cm',
      '1 piece ginger, 5cm',
      '2 pounds beef mince, 85/15',
      '500 g beef mince, 5% fat',
      '2 tins chickpeas, 400g, drained',
      '200 g chickpeas, 400 g tin, drained',
      '2 cups chickpeas, note 5,5',
      '2 cups milk, 2%',
      '2 eggs, note 5, beaten',
      '2 eggs, note 5; beaten',
      '2 eggs, note 5-6',
      '2 eggs, note 5.5',
      '2 eggs, note ½',
      // Forms, tins, pouches, sifted, the form a cup is measured in.
      '400 g tinned chickpeas, note 1',
      '2 cans chickpeas, drained, note 1',
      '2 x 250g pouches wholegrain rice',
      '250 g pouch basmati rice, note 2',
      '2 cups sifted cake flour, note 1',
      '2 cups cake flour, sifted, note 1',
      '2 cups sliced almonds, note 1',
      '2 cups almonds, sliced, note 1',
      '2 cups cheddar, diced, note 1',
      '2 cups mashed banana, note 1',
      '2 cups rice, cooked, note 1',
      '200 g rice, cooked, note 1',
      '3 sprigs oregano, note 1',
      '2 tsp oregano, fresh or dried, note 1',
      '2 pounds mussels, scrubbed, note 1',
      '2 pounds mussels, shucked, note 1',
      '1 leg of lamb, boneless, note 1',
      '2 peppers, note 1',
      '2 dozen eggs, note 1',
      '2 pairs duck breasts, note 1',
      '20 grinds black pepper',
      '2 pieces of ginger, note 1',
      '2 knobs butter, note 1',
      '1 large pot natural yogurt, note 1',
      '2 medium-large carrots, note 1',
      '4 mini naan breads, note 1',
      '2 bay leaves, note 1',
      '2 cinnamon sticks, note 1',
      '4 slices kabocha squash, note 1',
      '2 bars dark chocolate, note 1',
      '8 vegan sausages, note 1',
      '3 pounds beef bones, note 1',
      '2 cups frobnitz, note 1',
      '2 frozen cooked, peeled and deveined prawns',
      '2 cups mixed meat, such as pork, note 1',
      '2 tbsp komezu, rice vinegar',
      '1 bottle squeeze butter, or 5 pats of butter',
      '2 cups Txakoli, or other dry white wine',
      '2 cups rice 7up, note 1',
      '2 cups 7up',
      '2 eggs\u0001, note 1',
      // Numbers without a count: a fraction with a unit, a unit without a number, a decimal.
      '½ tsp chilli flakes, note 3',
      'handful fresh basil leaves, note 1',
      'small bunch fresh coriander, chopped, note 2',
      '1.2 litres vegetable stock, note 4',
      '2 tbsp tomato purée, note 8',
      '0.5 tbsp tomato puree, note 8',
      'salt and freshly ground black pepper, note 3',
      'eggs, note 2',
      '2 ¼ cilantro leaves',
      // Sizes in the notes, kept as written: the author's weight by the count, a drained weight,
      // a heavier tin, a pint's own millilitres, a cup's weight.
      '25g/1oz butter, note 4',
      '2 x 150g salmon fillets, note 4',
      '3cm piece fresh ginger, grated',
      '400g/14oz tin chickpeas, drained and rinsed',
      '1 x 400g tin kidney beans, drained',
      '1kg/2lb 4oz floury potatoes, such as Maris Piper',
      '2 x 320g sheet ready-rolled puff pastry',
      '125ml/4fl oz milk',
      '400 g chickpeas, 240 g drained',
      '400 g tinned chickpeas, 240 g drained weight',
      '100 g chickpeas, 400g tin, drained',
      '1 pint milk, 570 ml',
      '2 pints milk, 1 litre',
      '1 cup flour, 125 g',
      '2 cans tomatoes, 400 g each',
      '2 cans coconut milk, 400 ml',
      '4 eggs, 200 g',
      '4 chicken thighs, 600 g',
      '4 chicken thighs, 150 g each',
    ];
    const { checked, differ } = compareAll(lines);
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(8000);
  });

  it('weighs each count from the kept factors, not the kept grams', () => {
    // 3 × 0.1 is not 0.3 in floating point: each line's grams are its own product, rounded once.
    placeEachThing(table, '1 garlic clove, note 1');
    for (const count of [3, 7, 13, 333]) {
      const line = `${count} garlic cloves, note ${count}`;
      expect(shown(placeEachThing(table, line))).toEqual(shown(placeEachThingAfresh(table, line)));
    }
  });

  it('stands back where the number is read: below 1 without a unit, a volume poured', () => {
    const pairs = [
      ['1.5 bay leaves, note 1', '0.5 bay leaves, note 2'],
      ['1.5 leaves basil, note 1', '0.5 leaves basil, note 2'],
      ['2.5 cups tomato puree, note 1', '0.1 cups tomato puree, note 2'],
      ['0.1 cups tomato puree, note 1', '2.5 cups tomato puree, note 2'],
      ['1 fl oz tomato puree', '9 fl oz tomato puree'],
      // A share's number after "/" is read by its length ("93/7" lean, "93/700" not).
      ['2 pounds beef mince, 93/7', '2 pounds beef mince, 93/700'],
      ['2 pounds beef mince, 93/700', '2 pounds beef mince, 93/7'],
      ['500 g beef mince, note 1, 5% fat', '500 g beef mince, note 2, 20% fat'],
      // A number after a masked one that a reader reads ("12 oz" after "note 3").
      ['2 cans tomatoes, note 3, 12 oz', '2 cans tomatoes, note 4, 28 oz'],
      ['2 eggs, note 3, ½ lb', '2 eggs, note 4, ½ lb'],
    ];
    for (const [primer, line] of pairs) {
      expect(sameAsAfresh(primer!), primer).toBe(true);
      expect(sameAsAfresh(line!), line).toBe(true);
    }
  });

  it('keeps a masked parse’s key only where its notes keep no number as written', () => {
    // Each pair is one masked parse (`maskedParseOf`); the first's notes keep "200" (a size, read
    // by value) or mask their runs, and the second is placed as afresh after it.
    const pairs = [
      ['2 potatoes, 200 g each', '2 potatoes, 500 g each'],
      ['2 chicken breasts, about 150 g each', '3 chicken breasts, about 300 g each'],
      ['1 cauliflower, about 800 g', '1 cauliflower, about 300 g'],
      ['2 leeks, cut into 2 cm slices, note 4', '5 leeks, cut into 5 cm slices, note 9'],
      ['2 garlic cloves, crushed, note 5', '7 garlic cloves, crushed, note 12'],
      ['3 carrots, peeled, note 1', '12 carrots, peeled, note 2'],
    ];
    for (const [primer, line] of pairs) {
      const first = parseIngredient(primer!);
      const second = parseIngredient(line!);
      expect(maskedParseOf(first), primer).toBeDefined();
      expect(maskedParseOf(second), line).toBe(maskedParseOf(first));
      expect(sameAsAfresh(primer!), primer).toBe(true);
      expect(sameAsAfresh(line!), line).toBe(true);
    }
  });

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the placement afresh for every DEV line, and the DEV lines and the bench’s with many counts, digits and tails',
    () => {
      const all = devLines();
      // Each DEV line as written, after every other line has been placed.
      for (const line of all) placeEachThing(table, line);
      expect(all.filter((line) => !sameAsAfresh(line))).toEqual([]);
      const dev = all.filter((_, index) => index % PROOF_SAMPLE === 0);
      const bench = benchLines(200, 7);
      const { checked, differ } = compareAll([...dev, ...bench.filter((_, at) => at % 4 === 0)]);
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(50_000);
    },
    600_000,
  );

  it.runIf(existsSync(DEV_SET_PATH))(
    'gives the placement afresh for random counts and digits in the DEV lines and the bench’s, with other tails',
    () => {
      const lines = [...devLines(), ...benchLines(100, 3)];
      const tails = lines
        .filter((line) => line.includes(','))
        .map((line) => line.slice(line.indexOf(',')));
      fc.assert(
        fc.property(
          fc.nat({ max: lines.length - 1 }),
          fc.nat({ max: tails.length - 1 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 9999 }),
          (lineIndex, tailIndex, count, digits, primerCount, primerDigits) => {
            const line = lines[lineIndex]!;
            const comma = line.indexOf(',');
            const shape = comma > 0 ? `${line.slice(0, comma)}${tails[tailIndex]!}` : line;
            // The primer first, so the line's key is kept from another count's line.
            sameAsAfresh(withDigits(shape, primerCount, primerDigits));
            const variant = withDigits(shape, count, digits);
            expect(sameAsAfresh(variant), variant).toBe(true);
          },
        ),
        { numRuns: 5000 },
      );
    },
    600_000,
  );
});
