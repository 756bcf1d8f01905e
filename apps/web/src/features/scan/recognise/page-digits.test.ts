import { describe, expect, it } from 'vitest';
import { dropPageDigits, pageAddress, pageDigits, type DigitsLine } from './page-digits.ts';
import { pageLines, type EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A row of words 60 px wide, 70 px apart, from x0, each `tall` px tall. */
const row = (text: string, x0: number, y0: number, tall = 20) => {
  const words = text.split(' ').map((each, index) => ({
    text: each,
    bbox: box(x0 + index * 70, y0, x0 + index * 70 + 60, y0 + tall),
  }));
  return {
    text: `${text}\n`,
    bbox: box(x0, y0, words[words.length - 1]!.bbox.x1, y0 + tall),
    words,
  };
};
const page = (...lines: ReturnType<typeof row>[]): EnginePage => ({
  text: '',
  blocks: [{ paragraphs: lines.map((each) => ({ lines: [each] })) }],
});
const texts = (read: EnginePage) => pageLines(read).map((line) => line.text);

/**
 * A book page: the list in a side column at x 20, the method at x 300, 20 px text, the folio
 * (15 px) centred under them.
 */
const bookPage = (folio: ReturnType<typeof row>) =>
  page(
    row('200g plain flour', 20, 0),
    row('1 tsp salt', 20, 30),
    row('1 Sift the flour', 300, 0),
    row('2 Add the salt', 300, 30),
    row('and stir well', 300, 60),
    folio,
  );

const line = (overrides: Partial<DigitsLine>): DigitsLine => ({
  text: '142',
  pageFraction: 1.1,
  size: 0.75,
  alone: true,
  offColumn: true,
  ...overrides,
});

describe('the page-digits rule (session 51, photos51)', () => {
  it("drops a book page's folio under the method, so it joins no step or list", () => {
    const read = bookPage(row('142', 230, 120, 15));
    expect(dropPageDigits(read)).toBe(1);
    expect(texts(read)).not.toContain('142');
    expect(texts(read).join(' ')).toContain('and stir well');
  });

  it("keeps an amount cut from its row at the list's edge, and a row of its own", () => {
    // "2" under the list's rows at x 20: the rest of a row lost, not a folio.
    const cut = bookPage(row('2', 20, 90, 20));
    expect(dropPageDigits(cut)).toBe(0);
    // A figure with words beside it on its row ("2" before "eggs" read as two lines).
    const shared = bookPage(row('2', 230, 120, 15));
    shared.blocks![0]!.paragraphs.push({ lines: [row('eggs', 330, 120, 15)] });
    expect(dropPageDigits(shared)).toBe(0);
  });

  it("drops a web page's footer, its address and page count across the row from each other", () => {
    const read = page(
      row('1 Whisk the eggs', 20, 0),
      row('2 Fold in the flour until smooth', 20, 30),
      row('hitps:/Mw site.co uk/sponge-cake/', 20, 90, 15),
      row('12', 600, 90, 15),
    );
    expect(dropPageDigits(read)).toBe(2);
    expect(texts(read).filter((text) => text !== '')).toEqual([
      '1 Whisk the eggs',
      '2 Fold in the flour until smooth',
    ]);
  });

  it("reads a web address as the page's only in a margin, and not a row that names a site", () => {
    expect(pageAddress({ text: 'https://www.site.co.uk/slug/', pageFraction: 1.02 })).toBe(true);
    expect(pageAddress({ text: 'tps: /iwww.site .CO. ukithe-best/', pageFraction: -0.01 })).toBe(
      true,
    );
    expect(pageAddress({ text: 'https://www.site.co.uk/slug/', pageFraction: 0.5 })).toBe(false);
    expect(
      pageAddress({ text: 'Find more at www.site.co.uk, where the method is', pageFraction: 1 }),
    ).toBe(false);
    expect(pageAddress({ text: '2 tbsp olive oil', pageFraction: 1 })).toBe(false);
  });

  it('reads a short line of figures as the page number only in a margin, alone and small', () => {
    expect(pageDigits(line({}))).toBe(true);
    expect(pageDigits(line({ text: '1/2', pageFraction: -0.05 }))).toBe(true);
    expect(pageDigits(line({ text: '— 87 —' }))).toBe(true);
    expect(pageDigits(line({ text: 'Page 3 of 4' }))).toBe(true);
    // In the middle of the page: an amount or a list's number read apart.
    expect(pageDigits(line({ pageFraction: 0.5 }))).toBe(false);
    expect(pageDigits(line({ alone: false }))).toBe(false);
    expect(pageDigits(line({ offColumn: false }))).toBe(false);
    // Larger than the body: a heading's figure, not a folio.
    expect(pageDigits(line({ size: 1.6 }))).toBe(false);
    // Words, or a year: not a page number.
    expect(pageDigits(line({ text: '4 eggs' }))).toBe(false);
    expect(pageDigits(line({ text: '2026' }))).toBe(false);
  });
});
