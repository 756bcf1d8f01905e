import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import type { Pixels } from './prepare-image.ts';
import { newRows, rereadStrayRows, strayRuns } from './stray-rows.ts';
import { engineLines, pageLines, textHeight, type EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A word `text` at x0 (60 px wide) from y0, `tall` px tall. */
const word = (text: string, x0: number, y0: number, tall = 20) => ({
  text,
  bbox: box(x0, y0, x0 + 60, y0 + tall),
});
type Word = ReturnType<typeof word>;
const lineOf = (...words: Word[]) => ({
  text: `${words.map((each) => each.text).join(' ')}\n`,
  bbox: box(
    Math.min(...words.map((each) => each.bbox.x0)),
    Math.min(...words.map((each) => each.bbox.y0)),
    Math.max(...words.map((each) => each.bbox.x1)),
    Math.max(...words.map((each) => each.bbox.y1)),
  ),
  words,
});
/** A row of words 60 px wide, 70 px apart, from x0, each `tall` px tall. */
const row = (text: string, x0: number, y0: number, tall = 20) =>
  lineOf(...text.split(' ').map((each, index) => word(each, x0 + index * 70, y0, tall)));
const page = (...lines: ReturnType<typeof lineOf>[]): EnginePage => ({
  text: '',
  blocks: [{ paragraphs: lines.map((each) => ({ lines: [each] })) }],
});

/**
 * A side column of rows at x 20 beside a method at x 500, 20 px text; on the row at y 60 the
 * engine's line strayed between rows on the left ("oe a Sigs", its words 40 px tall) and went on
 * with the method's row.
 */
const strayed = () =>
  page(
    row('500 ml double cream', 20, 0),
    row('1 tsp vanilla essence', 20, 30),
    lineOf(
      word('oe', 20, 60),
      word('a', 90, 60, 40),
      word('Sigs', 160, 60, 40),
      word('2', 500, 60),
      word('In', 570, 60),
      word('another', 640, 60),
      word('bowl,', 710, 60),
    ),
    row('8 cookies/biscuits', 20, 100),
  );

describe('rows the engine strayed across', () => {
  it("measures the page's text by its words' median height", () => {
    expect(textHeight(engineLines(strayed()), 'lower')).toBe(20);
  });

  it('takes the lower or the upper of the two middle heights, as asked, and leaves out marks', () => {
    const lines = [row('1 cup', 0, 0, 20), row('2 eggs', 0, 40, 30), row('* ·', 0, 80, 90)];
    expect(textHeight(lines, 'lower')).toBe(20);
    expect(textHeight(lines, 'upper')).toBe(30);
    expect(textHeight([row('· —', 0, 0)], 'upper')).toBe(0);
  });

  it('reads again the piece of a line whose words are twice the text height beside words of it', () => {
    const runs = strayRuns(strayed(), 20);
    expect(runs.map((run) => run.words.map((each) => each.text))).toEqual([['oe', 'a', 'Sigs']]);
    // The crop reaches 0.6 text heights round the piece's words.
    expect(runs[0]!.box).toEqual(box(8, 48, 232, 112));
  });

  it("leaves a title's tall line, a tall mark and a row of the text's height alone", () => {
    expect(
      strayRuns(
        page(
          row('Cheese and Onion Scones', 20, 0, 50),
          row('Home » Recipes', 20, 60),
          lineOf(word('Jump', 20, 90), word('|', 90, 85, 40), word('Print', 160, 90)),
          row('2 tbsp butter', 20, 140),
        ),
        20,
      ),
    ).toEqual([]);
  });

  it('leaves a long row of one column alone where a word or two of it stand tall (session 47, photos42)', () => {
    // A step's row across the page, no column gap: its last words swollen where the page curls
    // ("medium-high." 30 px on 17 px text); the page read the row right, a crop read loses words.
    const curled = page(
      row('1. Preheat an outdoor grill to', 20, 0),
      lineOf(
        word('2.', 20, 40),
        word('In', 90, 40),
        word('a', 160, 40),
        word('medium', 230, 40),
        word('bowl,', 300, 40),
        word('whisk', 370, 40, 45),
      ),
      row('3. Lightly oil the grill', 20, 80),
    );
    expect(strayRuns(curled, 20)).toEqual([]);
    // A short row of one piece the line strayed over whole ("1 a a SE", a rule under the row)
    // is read again.
    const ruled = page(
      row('1 tbsp olive oil', 20, 0),
      lineOf(
        word('1', 20, 40),
        word('a', 90, 40, 45),
        word('a', 160, 40, 45),
        word('SE', 230, 40, 45),
      ),
      row('2 cloves garlic', 20, 100),
    );
    expect(strayRuns(ruled, 20).map((run) => run.words.map((each) => each.text))).toEqual([
      ['1', 'a', 'a', 'SE'],
    ]);
  });

  it("keeps a row read again only where it is new text of the page's height", () => {
    const known = [box(20, 100, 80, 120), box(90, 100, 150, 120)];
    const rows = [
      row('75 g chocolate chips', 20, 62),
      // The next row, which the page's read holds already.
      row('8 cookies/biscuits', 20, 100),
      // A printed rule read as letters, as tall as two rows; a speck; a mark.
      row('SE CC', 20, 130, 45),
      row('Ne)', 20, 140, 8),
      row('oe', 20, 150),
    ];
    expect(newRows(rows, known, 20).map((each) => each.text.trim())).toEqual([
      '75 g chocolate chips',
    ]);
  });

  it('puts the rows read from the crop on the page in place of the strayed words', async () => {
    const settings: string[] = [];
    // The crop (from x 8, y 48, with the 12 px frame of paper round it) read as a block.
    const worker = {
      setParameters: (params: Record<string, string>) => {
        settings.push(params.tessedit_pageseg_mode!);
        return Promise.resolve();
      },
      recognize: () =>
        Promise.resolve({
          data: {
            text: '',
            blocks: [
              {
                paragraphs: [
                  {
                    lines: [row('75 g chocolate chips', 24, 26), row('8 cookies/biscuits', 24, 64)],
                  },
                ],
              },
            ],
          },
        }),
    } as unknown as Tesseract.Worker;
    const image: Pixels = {
      width: 800,
      height: 200,
      data: new Uint8ClampedArray(800 * 200 * 4).fill(255),
    };
    const read = strayed();
    await rereadStrayRows(worker, read, image, (pixels) => pixels, {
      tessedit_pageseg_mode: '3' as Tesseract.PSM,
    });
    // Read as a block, then the page's settings again.
    expect(settings).toEqual(['6', '3']);
    expect(
      pageLines(read)
        .map((each) => each.text)
        .filter(Boolean),
    ).toEqual([
      '500 ml double cream',
      '1 tsp vanilla essence',
      '75 g chocolate chips',
      '2 In another bowl,',
      '8 cookies/biscuits',
    ]);
  });

  it("keeps a row two runs' crops both read once: the second run knows the first run's rows (session 48, photos43)", async () => {
    // Two strayed pieces in neighbouring rows of a side column (y 60 and y 140), each beside
    // the method's row; both crops reach the row between them (y 100), which the page lost.
    const strayedTwice = page(
      row('500 ml double cream', 20, 0),
      lineOf(
        word('oe', 20, 60),
        word('a', 90, 60, 40),
        word('Sigs', 160, 60, 40),
        word('2', 500, 60),
        word('In', 570, 60),
        word('another', 640, 60),
      ),
      lineOf(
        word('ae', 20, 140),
        word('Be', 90, 140, 40),
        word('ie', 160, 140, 40),
        word('3', 500, 140),
        word('Stir', 570, 140),
        word('well.', 640, 140),
      ),
      row('1 tsp vanilla essence', 20, 180),
    );
    // Each crop starts 12 px (its frame of paper) before its box: the first's box at (8, 48),
    // the second's at (8, 128). The first reads the row between; the second reads it again
    // and its own row.
    const reads = [
      [row('75 g chocolate chips', 24, 64)],
      [row('75 g chocolate chips', 24, -16), row('2 eggs, beaten', 24, 24)],
    ];
    let call = 0;
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: () =>
        Promise.resolve({
          data: { text: '', blocks: [{ paragraphs: [{ lines: reads[call++] }] }] },
        }),
    } as unknown as Tesseract.Worker;
    const image: Pixels = {
      width: 800,
      height: 240,
      data: new Uint8ClampedArray(800 * 240 * 4).fill(255),
    };
    await rereadStrayRows(worker, strayedTwice, image, (pixels) => pixels, {
      tessedit_pageseg_mode: '3' as Tesseract.PSM,
    });
    expect(call).toBe(2);
    const texts = pageLines(strayedTwice)
      .map((each) => each.text)
      .filter(Boolean);
    expect(texts.filter((text) => text === '75 g chocolate chips')).toHaveLength(1);
    expect(texts).toContain('2 eggs, beaten');
  });
});
