import { describe, expect, it } from 'vitest';
import { editDistance, mendRow, rowCrop, sameWord, weakRow, wordKind } from './line-reread.ts';
import type { Pixels } from './prepare-image.ts';

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
const words = (text: string, confidence = 90) =>
  text.split(' ').map((word) => ({ text: word, bbox: box, confidence }));

describe('a second read of weak rows', () => {
  it('tells known words from misread ones, and leaves amounts alone', () => {
    expect(wordKind('garlic,')).toBe('known');
    expect(wordKind('garfic')).toBe('unknown');
    expect(wordKind('sa|t')).toBe('unknown');
    expect(wordKind('250g')).toBe('other');
    expect(wordKind('1/2')).toBe('other');
    expect(wordKind('of')).toBe('other');
  });

  it('reads again a row with a word that is no known word', () => {
    expect(weakRow(words('1 tsp sea alt'))).toBe(true);
    expect(weakRow(words('1 tsp sea sa|t'))).toBe(true);
    expect(weakRow(words('1 tsp sea salt'))).toBe(false);
    expect(weakRow(words('[J 2 ripe mangos, (chopped)'))).toBe(true);
  });

  // Rows as the engine read them on a tuning photo, first and again at 1.5 times.
  const placed = (texts: string[], x = 0) =>
    texts.map((text, at) => ({
      text,
      bbox: { x0: x + at * 100, y0: 0, x1: x + at * 100 + 80, y1: 20 },
    }));

  it('replaces an unknown word only by known words read in its place', () => {
    const first = placed(['3,', 'Fold', 'In', 'the', 'onlon,', 'cucumber,']);
    const second = placed(['3.', 'Fold', 'In', 'the', 'onion,', 'cucumber,'], 5);
    expect(mendRow(first, second)?.map((word) => word.text)).toEqual([
      '3,',
      'Fold',
      'In',
      'the',
      'onion,',
      'cucumber,',
    ]);
  });

  it('keeps a bullet, a figure and a glyph fraction as first read', () => {
    // The checkbox "[J" read "in" again, and "Y%" (a "½") read "4": neither is a known word.
    expect(mendRow(placed(['[J', '2', 'ripe']), placed(['in', '2', 'ripe']))).toBeNull();
    expect(
      mendRow(placed(['Y%', 'teaspoon', 'salt']), placed(['4', 'teaspoon', 'salt'])),
    ).toBeNull();
  });

  it('leaves a word the first read broke in two, and a plural in brackets', () => {
    // lay-031: "seaso" "ning" is joined after the read; read again, "seaso" became "season.".
    const first = placed(['dried', 'Italian', 'seaso', 'ning']);
    expect(mendRow(first, placed(['dried', 'Italian', 'season.', 'ning']))).toBeNull();
    expect(mendRow(placed(['1', 'pinch(es)']), placed(['1', 'pinches)']))).toBeNull();
  });

  it('leaves an unknown word when the second read carries a word past its ends', () => {
    const first = [{ text: 'garfic', bbox: { x0: 0, y0: 0, x1: 60, y1: 20 } }];
    const wider = [{ text: 'garlic', bbox: { x0: 0, y0: 0, x1: 80, y1: 20 } }];
    expect(mendRow(first, wider)).toBeNull();
    const within = [{ text: 'garlic', bbox: { x0: 2, y0: 0, x1: 62, y1: 20 } }];
    expect(mendRow(first, within)?.[0]?.text).toBe('garlic');
  });

  it('takes only the same word read better, not another word read in its place', () => {
    expect(editDistance('thsp', 'tbsp')).toBe(1);
    expect(sameWord('julced,', 'Juiced,')).toBe(true);
    expect(sameWord('palls,', 'Sea,')).toBe(false);
    // wide-077 and the tuning photos: a misread kept by a second read that reads it better...
    expect(mendRow(placed(['2', 'thsp', 'olive']), placed(['2', 'tbsp', 'olive']))?.[1]?.text).toBe(
      'tbsp',
    );
    // ...but "palls" read "Sea" (a garbled second read), "mins" read "SAY", and a word read as
    // two ("combine.Cook") stay as first read.
    expect(mendRow(placed(['16', 'palls,']), placed(['16', 'Sea,']))).toBeNull();
    expect(mendRow(placed(['15', 'mins']), placed(['15', 'SAY']))).toBeNull();
    const two = [
      { text: 'combine', bbox: { x0: 0, y0: 0, x1: 40, y1: 20 } },
      { text: 'Cook', bbox: { x0: 45, y0: 0, x1: 80, y1: 20 } },
    ];
    expect(
      mendRow([{ text: 'combine.Cook', bbox: { x0: 0, y0: 0, x1: 80, y1: 20 } }], two),
    ).toBeNull();
  });

  it('counts a compound of known words as known', () => {
    expect(wordKind('all-purpose')).toBe('known');
    expect(wordKind('garfic-purpose')).toBe('unknown');
  });

  it('keeps the first letter in lower case where the first read had it so', () => {
    const row = mendRow(placed(['1', 'lemon,', 'julced']), placed(['1', 'lemon,', 'Juiced']));
    expect(row?.map((word) => word.text)).toEqual(['1', 'lemon,', 'juiced']);
  });

  it('crops a row with a margin, scales it, and maps boxes back to the photo', () => {
    const width = 40;
    const height = 20;
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    // A dark stroke at x 20-21, rows 8-11.
    for (let y = 8; y < 12; y += 1)
      for (let x = 20; x < 22; x += 1) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    const image: Pixels = { width, height, data };
    const { crop, back } = rowCrop(image, { x0: 10, y0: 8, x1: 30, y1: 12 }, 1.5);
    // Margin of 2 px: x 8-32, y 6-14, at 1.5 → 36 × 12.
    expect([crop.width, crop.height]).toEqual([36, 12]);
    // The stroke's middle (photo x 21, y 10) is dark in the crop at ((21-8)·1.5, (10-6)·1.5).
    expect(crop.data[(6 * 36 + 19) * 4]).toBeLessThan(64);
    expect(crop.data[(6 * 36 + 2) * 4]).toBe(255);
    expect(back({ x0: 18, y0: 3, x1: 21, y1: 9 })).toEqual({ x0: 20, y0: 8, x1: 22, y1: 12 });
  });
});
