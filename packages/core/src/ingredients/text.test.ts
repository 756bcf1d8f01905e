import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  foldedForAsciiPatterns,
  isSpace,
  normaliseIngredientText,
  oneOfWords,
  oneOfWordsIgnoringCase,
} from './text.ts';

describe('foldedForAsciiPatterns', () => {
  it('lower-cases ASCII text and nothing more', () => {
    expect(foldedForAsciiPatterns('2 Onions, TO SERVE.')).toBe('2 onions, to serve.');
  });

  it('keeps every UTF-16 unit in its place', () => {
    const text = 'Crème fraîche ſoaked \u212Aale\u00A0𝐀b 😀 to serve';
    const folded = foldedForAsciiPatterns(text);
    expect(folded).toHaveLength(text.length);
    expect(folded).toBe('crªme fraªche soaked kale\tªªb ## to serve');
  });

  // The patterns run on the folded text are lower-case ASCII, case-sensitive, with `[a-zª]` for a
  // letter: they must see each character as a case-insensitive Unicode pattern (/…/iu) would.
  it('folds every character as a case-insensitive Unicode pattern reads it', () => {
    const asciiLetter = /^[a-z]$/iu;
    const letter = /^[\p{L}]$/iu;
    const space = /^\s$/u;
    const mismatches: string[] = [];
    for (let point = 0; point <= 0x10ffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const character = String.fromCodePoint(point);
      const folded = foldedForAsciiPatterns(character);
      const ok =
        folded.length === character.length &&
        asciiLetter.test(character) === /^[a-z]$/.test(folded) &&
        (!/^[a-z]$/.test(folded) || new RegExp(`^${folded}$`, 'iu').test(character)) &&
        letter.test(character) === /^(?:[a-z]|ª+)$/.test(folded) &&
        space.test(character) === /^\s$/.test(folded) &&
        (point < 0x80 || /^(?:[a-z]|ª+|\t|#+)$/.test(folded));
      if (!ok) mismatches.push(point.toString(16));
    }
    expect(mismatches).toEqual([]);
  });
});

describe('normaliseIngredientText', () => {
  it('gives the same text for a line whose characters beyond Latin-1 are all replaced', () => {
    // Such a line is copied again, one byte a character; its text must not change.
    expect(normaliseIngredientText('2–3 tbsp cook’s “best” sauce')).toBe(
      '2-3 tbsp cook\'s "best" sauce',
    );
    expect(normaliseIngredientText('⅓ cup crème fraîche')).toBe('1/3 cup crème fraîche');
    expect(normaliseIngredientText('1 tbsp – honey 🍯')).toBe('1 tbsp - honey 🍯');
  });
});

describe('collapseSpaces', () => {
  it('makes every run of whitespace one space, a lone tab or no-break space too', () => {
    expect(collapseSpaces('1 cup\tflour\u00a0sifted  x\t\u2009y')).toBe('1 cup flour sifted x y');
  });

  it('returns single-spaced text as it is', () => {
    const text = '1 cup flour, sifted';
    expect(collapseSpaces(text)).toBe(text);
    expect(collapseSpaces(text, 'runs')).toBe(text);
  });

  it("with 'runs', makes only runs of two blanks or more one space", () => {
    expect(collapseSpaces('1 cup\tflour\u00a0sifted  x\t\u2009y\n\u3000z', 'runs')).toBe(
      '1 cup\tflour\u00a0sifted x y z',
    );
    expect(collapseSpaces('1 cup\tflour', 'runs')).toBe('1 cup\tflour');
  });

  it('reads every Unicode space separator as a blank', () => {
    const separators = ['\u00a0', '\u1680', '\u2000', '\u200a', '\u202f', '\u205f', '\u3000'];
    for (const blank of separators) {
      expect(collapseSpaces(`a${blank}b`)).toBe('a b');
      expect(collapseSpaces(`a${blank}${blank}b`, 'runs')).toBe('a b');
    }
  });
});

describe('isSpace', () => {
  it('is true of exactly the UTF-16 units the pattern \\s matches', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      expect(isSpace(code), `U+${code.toString(16)}`).toBe(/\s/.test(String.fromCharCode(code)));
    }
  });
});

describe('oneOfWords and oneOfWordsIgnoringCase answer as the patterns of the words would', () => {
  const words = ['cooked', 'and/or', 'well-seasoned', 'sautéed'];
  const exact = new RegExp(`^(?:${words.join('|')})$`);
  const ignoringCase = new RegExp(
    `^(?:${words.filter((word) => word !== 'sautéed').join('|')})$`,
    'i',
  );
  const texts = [
    'cooked',
    'Cooked',
    'COOKED',
    'cooked ',
    ' cooked',
    'cooked\n',
    'uncooked',
    'cook',
    '',
    'and/or',
    'AND/OR',
    'and or',
    'well-seasoned',
    'Well-Seasoned',
    'sautéed',
    'SAUTÉED',
    // The Kelvin sign: its lower case is "k", but no pattern without the `u` flag folds it.
    'coo\u212aed',
    'COO\u212aED',
    // The long s and the dotted capital I: neither is an ASCII letter to such a pattern.
    'ſeasoned',
    'İ',
  ];
  it('as `^(?:…)$`, exactly', () => {
    const test = oneOfWords(words);
    for (const text of texts) expect([text, test.test(text)]).toEqual([text, exact.test(text)]);
  });
  it('as `^(?:…)$/i` for words in lower-case ASCII', () => {
    const test = oneOfWordsIgnoringCase(words.filter((word) => word !== 'sautéed'));
    for (const text of texts)
      expect([text, test.test(text)]).toEqual([text, ignoringCase.test(text)]);
    expect(test.test('Cooked')).toBe(true);
    expect(test.test('coo\u212aed')).toBe(false);
  });
});
