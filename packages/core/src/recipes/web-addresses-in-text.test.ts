import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWebAddresses, mayHoldWebAddress } from './web-addresses-in-text.ts';

/** Each address found in `line` as [text, href]. */
const addresses = (line: string) =>
  findWebAddresses(line).map((address) => [address.text, address.href]);

describe('findWebAddresses', () => {
  it.each([
    // Where an address ends: its sentence's end and a bracket it did not open stay words.
    ['Pesto (see http://example.com/pesto).', 'http://example.com/pesto'],
    [
      'See https://en.wikipedia.org/wiki/Pesto_(sauce), then',
      'https://en.wikipedia.org/wiki/Pesto_(sauce)',
    ],
    [
      '(https://en.wikipedia.org/wiki/Pesto_(sauce))',
      'https://en.wikipedia.org/wiki/Pesto_(sauce)',
    ],
    ['[see https://example.com/pesto]!', 'https://example.com/pesto'],
    ['{https://example.com/a{b}}', 'https://example.com/a{b}'],
    [
      'Recipe: https://example.com/pesto?a=1&b=2#method!',
      'https://example.com/pesto?a=1&b=2#method',
    ],
    ['Pesto -- https://example.com/pesto ...', 'https://example.com/pesto'],
    ['Pesto… https://example.com/pesto…', 'https://example.com/pesto'],
    ['https://example.com/pesto;* and', 'https://example.com/pesto'],
    ['Buy at https://example.com:8080/pesto.', 'https://example.com:8080/pesto'],
    ['Buy at https://example.com: it is cheap', 'https://example.com'],
    ['Buy at https://example.com) today', 'https://example.com'],
    // Quotes and angle brackets are not part of an address.
    ['Pesto: "https://example.com/pesto"', 'https://example.com/pesto'],
    ["Jamie's https://example.com/pesto's best", 'https://example.com/pesto'],
    ['Pesto “https://example.com/pesto”.', 'https://example.com/pesto'],
    // Full-width punctuation ends it: Chinese and Japanese text has no space to.
    ['青酱（https://example.com/pesto）。', 'https://example.com/pesto'],
    ['参考：https://example.com/pesto，再加盐', 'https://example.com/pesto'],
    ['「https://example.com/pesto」', 'https://example.com/pesto'],
    ['Pesto.: <https://example.com/pesto>', 'https://example.com/pesto'],
    // A full stop and a capitalised word after a dotted lower-case host start a sentence.
    ['See https://example.co.uk.Serve warm', 'https://example.co.uk'],
    ['https://example.com/Pesto.Recipe', 'https://example.com/Pesto.Recipe'],
    ['HTTPS://EXAMPLE.COM/PESTO', 'HTTPS://EXAMPLE.COM/PESTO'],
  ])('%j holds %j', (line, address) => {
    expect(addresses(line)).toEqual([[address, address]]);
  });

  it('reads "www." without a scheme as https, with its sentence end off', () => {
    expect(addresses('Make the pesto (www.example.com/pesto).')).toEqual([
      ['www.example.com/pesto', 'https://www.example.com/pesto'],
    ]);
    expect(addresses('Visit www.example.com.')).toEqual([
      ['www.example.com', 'https://www.example.com'],
    ]);
    expect(addresses('Visit www.example.com.Then stir in the basil')).toEqual([
      ['www.example.com', 'https://www.example.com'],
    ]);
    expect(addresses('www.BBCgoodfood.com/recipes/pesto')).toEqual([
      ['www.BBCgoodfood.com/recipes/pesto', 'https://www.BBCgoodfood.com/recipes/pesto'],
    ]);
    expect(addresses('[www.example.org/basil]')).toEqual([
      ['www.example.org/basil', 'https://www.example.org/basil'],
    ]);
  });

  it('reads a bare domain with a path as an address that goes nowhere', () => {
    expect(addresses('Full recipe on my blog (example.co.uk/recipes/pesto).')).toEqual([
      ['example.co.uk/recipes/pesto', null],
    ]);
  });

  it('gives where each address starts and ends, in order', () => {
    const line = 'Pesto https://example.com/pesto / www.example.org/basil, to serve';
    expect(findWebAddresses(line)).toEqual([
      { start: 6, end: 31, text: 'https://example.com/pesto', href: 'https://example.com/pesto' },
      {
        start: 34,
        end: 55,
        text: 'www.example.org/basil',
        href: 'https://www.example.org/basil',
      },
    ]);
  });

  it.each([
    '2 tbsp pesto',
    '1.5 kg potatoes, peeled/halved',
    '2.5cm/1in piece of ginger',
    'e.g./i.e. notes',
    'http://localhost/pesto',
    'https://',
    'https://.com/pesto',
    'Visit www. for more',
    'awww.example.com',
    'http://http://example',
    'javascript:alert(1)',
  ])('%j holds no address', (line) => {
    expect(findWebAddresses(line)).toEqual([]);
  });

  it("reads an address only at a word's start, and only http, https and www as links", () => {
    // The domain and path after another scheme or a word are still an address (off the list).
    expect(addresses('xhttps://example.com/pesto')).toEqual([['example.com/pesto', null]]);
    expect(addresses('ftp://example.com/pesto')).toEqual([['example.com/pesto', null]]);
  });

  it('finds none where the cheap test says a line may hold none', () => {
    // Nutrition asks `mayHoldWebAddress` of every line and reads addresses only where it is true,
    // so a false must mean that `findWebAddresses` finds none. Lines of the characters an address
    // is read from, and of recipe lines' own, in any order.
    const piece = fc.constantFrom(
      'http',
      'https',
      '://',
      ':/',
      'www',
      'WWW',
      '.',
      '/',
      'com',
      'co.uk',
      'e',
      'x',
      ' ',
      '-',
      '(',
      ')',
      ',',
      '2',
      '25g/1oz',
      '1.2 litres',
      'tbsp',
      'Pesto',
      '"',
      '“',
      '）',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const line = pieces.join('');
        if (!mayHoldWebAddress(line)) expect(findWebAddresses(line)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
    expect(mayHoldWebAddress('2 tbsp pesto, note 3')).toBe(false);
    expect(mayHoldWebAddress('2 tbsp pesto (see https://example.com/pesto)')).toBe(true);
    expect(mayHoldWebAddress('pesto, example.co.uk/pesto')).toBe(true);
    // Neither "/" nor "." (the pattern is not run), one of them without an address, and each way.
    expect(mayHoldWebAddress('2 tbsp pesto, WWW note 3 http')).toBe(false);
    expect(mayHoldWebAddress('1.5 kg potatoes, peeled/halved')).toBe(false);
    expect(mayHoldWebAddress('pesto from WWW.EXAMPLE')).toBe(true);
    expect(mayHoldWebAddress('pesto HTTP://x')).toBe(true);
  });
});
