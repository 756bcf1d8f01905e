import { describe, expect, it } from 'vitest';
import { barAsCapital, headIsSmall, mendBarCapitals, mendLetterCase } from './letter-case.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/**
 * A word's symbols 10 px apart: small letters from y 10 to 30 (an ascender from 2), the head
 * letter's top at `headTop`; `drop` px lower each letter along a sloping line.
 */
function word(text: string, headTop: number, drop = 0) {
  const symbols = [...text].map((letter, at) => {
    const top = at === 0 ? headTop : /[bdfhklt]/u.test(letter) ? 2 : 10;
    return { text: letter, bbox: box(at * 10, top + at * drop, at * 10 + 8, 30 + at * drop) };
  });
  return { text, bbox: box(0, 2, text.length * 10, 30), symbols };
}

const page = (text: string, words: ReturnType<typeof word>[], slope = 0) => ({
  blocks: [
    {
      paragraphs: [{ lines: [{ text, words, baseline: box(0, 30, 100, 30 + slope * 100) }] }],
    },
  ],
});

describe('a small letter read as its capital (session 59, photos9)', () => {
  it('lowers a shape-alike capital whose top is the small letters’ top', () => {
    const read = page('1 pound Spaghetti (or egg noodles)', [word('Spaghetti', 10)]);
    mendLetterCase(read);
    const line = read.blocks[0]!.paragraphs[0]!.lines[0]!;
    expect(line.text).toBe('1 pound spaghetti (or egg noodles)');
    expect(line.words[0]!.text).toBe('spaghetti');
  });

  it('keeps a capital standing above the small letters', () => {
    const read = page('Sour cream, to serve', [word('Sour', 2)]);
    mendLetterCase(read);
    expect(read.blocks[0]!.paragraphs[0]!.lines[0]!.text).toBe('Sour cream, to serve');
  });

  it('measures the tops along a sloping line', () => {
    // A small head on a row falling 2 px a letter: the last letters' tops lie far below its top,
    // so only the line's slope tells it is level with them.
    expect(headIsSmall(word('Sauce', 10, 2), 0.2)).toBe(true);
    expect(headIsSmall(word('Sauce', 10, 2), 0)).toBe(false);
    expect(headIsSmall(word('Sauce', 4, 2), 0.2)).toBe(false);
  });

  it('trusts no box where an ascender stands no taller than the small letters', () => {
    const soft = word('Salad', 10);
    soft.symbols[2]!.bbox = box(20, 10, 28, 30);
    expect(headIsSmall(soft, 0)).toBe(false);
    expect(headIsSmall(word('Salad', 10), 0)).toBe(true);
  });

  it('trusts no box where the small letters’ boxes are of unlike heights', () => {
    const noisy = word('Pinch', 10);
    noisy.symbols[2]!.bbox = box(20, 2, 28, 38);
    expect(headIsSmall(noisy, 0)).toBe(false);
    expect(headIsSmall(word('Pinch', 10), 0)).toBe(true);
  });

  it('leaves letters whose capital is shaped otherwise, and symbols in no order', () => {
    expect(headIsSmall(word('Garlic', 10), 0)).toBe(false);
    const muddled = word('Sesame', 10);
    muddled.symbols[3]!.bbox = box(0, 10, 8, 30);
    expect(headIsSmall(muddled, 0)).toBe(false);
  });
});

describe('a capital "I" read as a bar at the end of a row in capitals (session 65, photos23)', () => {
  /** A row of capitals 60 px tall from y 263, each 45 px wide, words 22 px apart, then `last`. */
  const capitalsRow = (words: string[], last: { x0: number; y0: number; y1: number }) => {
    let x = 183;
    const read = words.map((text) => {
      const symbols = [...text].map((letter, at) => ({
        text: letter,
        bbox: box(x + at * 48, 263, x + at * 48 + 45, 324),
      }));
      const word = { text, bbox: box(x, 263, x + text.length * 48 - 3, 324), symbols };
      x = word.bbox.x1 + 22;
      return word;
    });
    const bar = { text: '|', bbox: box(last.x0, last.y0, last.x0 + 16, last.y1) };
    const end = read[read.length - 1]!.bbox.x1;
    return {
      line: {
        text: `${words.join(' ')} |\n\n`,
        words: [
          ...read,
          { ...bar, bbox: box(end + last.x0, last.y0, end + last.x0 + 16, last.y1) },
        ],
      },
    };
  };

  it('reads a bar as tall as the capitals and spaced as a word as an "I"', () => {
    // vt-031: "PUMPKIN PIE |" for "Pumpkin Pie I" set in capitals.
    const { line } = capitalsRow(['PUMPKIN', 'PIE'], { x0: 23, y0: 266, y1: 326 });
    expect(barAsCapital(line)).toBe(true);
    const read = { blocks: [{ paragraphs: [{ lines: [line] }] }] };
    mendBarCapitals(read);
    expect(line.text).toBe('PUMPKIN PIE I\n\n');
    expect(line.words.at(-1)!.text).toBe('I');
  });

  it('leaves a rule taller than the capitals, one far off, and a row not in capitals', () => {
    expect(barAsCapital(capitalsRow(['PUMPKIN', 'PIE'], { x0: 23, y0: 240, y1: 350 }).line)).toBe(
      false,
    );
    expect(barAsCapital(capitalsRow(['PUMPKIN', 'PIE'], { x0: 90, y0: 266, y1: 326 }).line)).toBe(
      false,
    );
    // A row in sentence case is no title's (a row in title case is; session 72).
    expect(barAsCapital(capitalsRow(['Pumpkin', 'pie'], { x0: 23, y0: 266, y1: 326 }).line)).toBe(
      false,
    );
    // One word before the bar gives no space of the row's own to measure it by.
    expect(barAsCapital(capitalsRow(['PIE'], { x0: 23, y0: 266, y1: 326 }).line)).toBe(false);
  });
});

describe('a capital "I" read as a bar at the end of a title in title case (session 72, photos81)', () => {
  /** "Pumpkin Pie |" as wd-024 read it: capitals 175-220, small letters from 185, the bar. */
  const titleRow = (bar: { x0: number; y0: number; y1: number }, words = ['Pumpkin', 'Pie']) => {
    let x = 132;
    const read = words.map((text) => {
      const symbols = [...text].map((letter, at) => ({
        text: letter,
        bbox: box(x + at * 28, /\p{Lu}/u.test(letter) ? 178 : 190, x + at * 28 + 25, 220),
      }));
      const word = { text, bbox: box(x, 178, x + text.length * 28 - 3, 220), symbols };
      x = word.bbox.x1 + 17;
      return word;
    });
    const end = read[read.length - 1]!.bbox.x1;
    return {
      text: `${words.join(' ')} |\n`,
      words: [...read, { text: '|', bbox: box(end + bar.x0, bar.y0, end + bar.x0 + 9, bar.y1) }],
    };
  };

  it('reads a bar from the capitals\' top to their foot, spaced as a word, as an "I"', () => {
    const line = titleRow({ x0: 16, y0: 175, y1: 216 });
    expect(barAsCapital(line)).toBe(true);
    mendBarCapitals({ blocks: [{ paragraphs: [{ lines: [line] }] }] });
    expect(line.text).toBe('Pumpkin Pie I\n');
    // A small word in lower case is title case too.
    expect(barAsCapital(titleRow({ x0: 16, y0: 175, y1: 216 }, ['Salt', 'and', 'Pepper']))).toBe(
      true,
    );
  });

  it('leaves a rule taller than the capitals and one far off (guards)', () => {
    expect(barAsCapital(titleRow({ x0: 16, y0: 140, y1: 260 }))).toBe(false);
    expect(barAsCapital(titleRow({ x0: 80, y0: 175, y1: 216 }))).toBe(false);
  });
});
