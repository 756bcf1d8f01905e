import { describe, expect, it } from 'vitest';
import { seededRandom } from '../recipes/sort.ts';
import { compareNames } from './compare-names.ts';

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const sign = (value: number): number => Math.sign(value);

/** 20,000 pairs of random names of up to `longest - 1` characters of `alphabet`, seeded. */
function expectRandomNamesOrderedAsCollator(seed: number, alphabet: string, longest: number) {
  const random = seededRandom(seed);
  const characters = [...alphabet];
  const name = () =>
    Array.from(
      { length: Math.floor(random() * longest) },
      () => characters[Math.floor(random() * characters.length)],
    ).join('');
  for (let run = 0; run < 20_000; run += 1) {
    const [a, b] = [name(), name()];
    expect([a, b, sign(compareNames(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  }
}

describe('compareNames', () => {
  it('orders every pair of printable ASCII characters as the en-GB collator does', () => {
    const characters = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    for (const a of characters)
      for (const b of characters) {
        for (const [x, y] of [
          [a, b],
          [`${a}x`, b],
          [`k${a}`, `k${b}`],
          [`k${a}a`, `k${b}`],
        ] as const)
          expect([x, y, sign(compareNames(x, y))]).toEqual([x, y, sign(collator.compare(x, y))]);
      }
  });

  it('orders every pair of Latin-1 and Latin Extended-A characters as the collator does', () => {
    const characters = [
      ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
      ...Array.from({ length: 0x17f - 0xa0 + 1 }, (_, index) => String.fromCharCode(0xa0 + index)),
    ];
    const disagreements: string[] = [];
    for (const a of characters)
      for (const b of characters) {
        for (const [x, y] of [
          [`k${a}`, `k${b}`],
          [`${a}a`, `${b}`],
          [`${a}2`, `${b}10`],
        ] as const)
          if (sign(compareNames(x, y)) !== sign(collator.compare(x, y)))
            disagreements.push(`${x} ${y}`);
      }
    expect(disagreements).toEqual([]);
  });

  it('reads a run of digits as its number, as the numeric collator does', () => {
    expectRandomNamesOrderedAsCollator(11, '0000123456789 kgxé/.-', 9);
  });

  it('orders random names, with digits, accents and other letters, as the collator does', () => {
    expectRandomNamesOrderedAsCollator(5, "aAbBzZ -',./()&é2 10ñ\u0301ß’", 7);
  });

  it('sorts real names alike, case aside', () => {
    const names = [
      'Spring Onions',
      'spring onion',
      'Salt & Pepper',
      'Self-Raising Flour',
      'Selfridges',
      "Baker's Yeast",
      'Bakers',
      'Crème Fraîche',
      'Cream',
      '00 Flour',
      'Tomatoes, Chopped',
      'Tomatoes',
      'Tomato Purée',
      'Tomato Puree Tube',
      '1kg/2lb',
      '2kg/2lb',
      '10kg',
      'Jalapeño',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });
});
