import { describe, expect, it } from 'vitest';
import { countInk, countlessRows, namesColumn, withCount } from './lost-counts.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/** A row at `y` of words given as [text, x0, x1], 25 px tall. */
const row = (y: number, ...words: [string, number, number][]) => ({
  text: words.map(([text]) => text).join(' '),
  words: words.map(([text, x0, x1]) => ({ text, bbox: box(x0, y, x1, y + 25) })),
});

/** vt-011's index card: amounts right-aligned, names from x 266; "1", "2" not read. */
const card = () => [
  row(400, ['1', 144, 159], ['tbsp', 173, 239], ['olive', 266, 330], ['oil', 340, 370]),
  row(450, ['1', 144, 159], ['tbsp', 173, 239], ['ras', 266, 310], ['el', 320, 340]),
  row(500, ['carrot,', 266, 363], ['sliced', 379, 464]),
  row(550, ['red', 267, 313], ['onions,', 328, 436]),
  row(600, ['400g', 130, 230], ['tin', 267, 300], ['chopped', 310, 400]),
  row(650, ['into', 266, 320], ['florets', 330, 400]),
];

describe("a list's count lost where amounts stand in a column of their own (session 65, photos23)", () => {
  it("finds the names' column past the amounts and their units", () => {
    expect(namesColumn(card())).toEqual({ x: 266, left: 130, top: 400, foot: 625 });
  });

  it('finds no column on a list set as running text, or read on into a method beside it', () => {
    const running = [
      row(400, ['1', 100, 110], ['tbsp', 118, 160], ['olive', 168, 220]),
      row(450, ['2', 100, 110], ['eggs', 118, 160]),
      row(500, ['1', 100, 110], ['cup', 118, 150], ['milk', 158, 200]),
    ];
    expect(namesColumn(running)).toBeNull();
    // "2 eggs · Preheat the oven": the gap after a food that is no unit is the gutter's.
    const beside = [
      row(400, ['2', 100, 110], ['eggs', 118, 160], ['Preheat', 400, 480]),
      row(450, ['3', 100, 110], ['apples', 118, 180], ['Peel', 400, 450]),
      row(500, ['1', 100, 110], ['lemon', 118, 180], ['Bake', 400, 450]),
    ];
    expect(namesColumn(beside)).toBeNull();
  });

  it("takes the rows that open in the names' column with letters, within the list", () => {
    const rows = countlessRows(card());
    // "into florets" lies below the list's last row with an amount: outside it.
    expect(rows.map(({ first }) => first.text)).toEqual(['carrot,', 'red']);
    expect(rows[0]!.box).toEqual(box(130 - 12.5, 500 - 3.75, 266, 525 + 3.75));
  });

  it("reads ink close left of the row's first word as its count, and no other", () => {
    const first = { text: 'carrot,', bbox: box(266, 500, 363, 525) };
    // The "1" and the word's own ink; a speck is too short to count.
    const runs = [box(228, 501, 236, 524), box(200, 515, 203, 518), box(266, 505, 280, 525)];
    expect(countInk(runs, first, 25)).toEqual(box(228, 501, 236, 524));
    // No ink before the word (a wrapped row's rest), or ink far off (another column's word).
    expect(countInk([box(266, 505, 280, 525)], first, 25)).toBeNull();
    expect(countInk([box(150, 501, 180, 524)], first, 25)).toBeNull();
  });

  it('writes the count in before the first word', () => {
    const line = {
      ...row(500, ['carrot,', 266, 363], ['sliced', 379, 464]),
      bbox: box(266, 500, 464, 525),
    };
    withCount(line, line.words[0]!, '1', box(228, 501, 236, 524));
    expect(line.text).toBe('1 carrot, sliced');
    expect(line.words.map((word) => word.text)).toEqual(['1', 'carrot,', 'sliced']);
    expect(line.bbox.x0).toBe(228);
  });
});
