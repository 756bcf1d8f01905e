import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import type { Pixels } from './prepare-image.ts';
import {
  bandFoot,
  extendsRead,
  onlyTitleGains,
  pieces,
  rereadTitle,
  shrunkCrop,
  takesPlace,
  titleDoubtful,
  titleInDoubt,
  unreadType,
} from './title-band.ts';
import { pageLines, type EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A word `text` at x0 (60 px wide) from y0, `tall` px tall, read with `confidence`. */
const word = (text: string, x0: number, y0: number, tall = 20, confidence = 95) => ({
  text,
  bbox: box(x0, y0, x0 + 60, y0 + tall),
  confidence,
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
const row = (text: string, x0: number, y0: number, tall = 20, confidence = 95) =>
  lineOf(
    ...text.split(' ').map((each, index) => word(each, x0 + index * 70, y0, tall, confidence)),
  );
const page = (...lines: ReturnType<typeof lineOf>[]): EnginePage => ({
  text: '',
  blocks: [{ paragraphs: lines.map((each) => ({ lines: [each] })) }],
});
/** White pixels, `width` × `height`. */
const paper = (width: number, height: number): Pixels => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(255),
});
/** Upright strokes 3 px wide every 8 px (type's ink, not a solid block) over `area`. */
function strokes(image: Pixels, area: ReturnType<typeof box>): void {
  for (let y = area.y0; y < area.y1; y += 1)
    for (let x = area.x0; x < area.x1; x += 1)
      if ((x - area.x0) % 8 < 3) {
        const at = (y * image.width + x) * 4;
        image.data[at] = image.data[at + 1] = image.data[at + 2] = 20;
      }
}

describe('session 73, photos83: a title in large type read again, scaled down', () => {
  it("finds the band's foot at the first heading, else the first amount, else a share down", () => {
    const lines = [
      row('Irish Cheddar', 20, 40, 40),
      row('Ingredients', 20, 200),
      row('2 cups flour', 20, 230),
    ];
    expect(bandFoot(lines, 1000)).toBe(200);
    expect(bandFoot([row('Irish Cheddar', 20, 40, 40), row('2 cups flour', 20, 230)], 1000)).toBe(
      230,
    );
    expect(bandFoot([row('Irish Cheddar', 20, 40, 40)], 1000)).toBe(350);
  });

  it('doubts a band whose large type reads with low confidence or not at all', () => {
    expect(titleInDoubt(row('Fondue Recipe', 20, 40, 40, 96).words, 20)).toBe(false);
    expect(titleInDoubt(row('Irich Reer', 20, 40, 40, 56).words, 20)).toBe(true);
    // Only the body's size read: the title is lost.
    expect(titleInDoubt(row('By the team', 20, 40, 20, 96).words, 20)).toBe(true);
  });

  it('finds a row of type no word covers, not a rule or a column line', () => {
    const image = paper(400, 200);
    strokes(image, box(20, 40, 300, 80));
    expect(unreadType(image, [], 20)).toBe(true);
    // The same ink under a word the page read.
    expect(unreadType(image, [box(10, 30, 310, 90)], 20)).toBe(false);
    const rule = paper(400, 200);
    strokes(rule, box(20, 40, 300, 43));
    const column = paper(400, 200);
    strokes(column, box(200, 10, 203, 190));
    expect(unreadType(rule, [], 20)).toBe(false);
    expect(unreadType(column, [], 20)).toBe(false);
  });

  it('shrinks a crop on a white border, its dark corner evened out', () => {
    const image = paper(200, 100);
    strokes(image, box(0, 0, 200, 100));
    const crop = shrunkCrop(image, box(0, 0, 200, 100), 0.5);
    expect([crop.width, crop.height]).toEqual([124, 74]);
    expect(crop.data[0]).toBe(255);
  });

  it("knows a read that holds the page's read in one run of more letters", () => {
    const seen = row('kin Cheesecake Roll', 20, 40, 50).words;
    expect(extendsRead(row('Pumpkin Cheesecake Roll', 20, 40, 50).words, seen)).toBe(true);
    expect(extendsRead(row('Pumpkin Cheesecake Rolls', 20, 40, 50).words, seen)).toBe(true);
    expect(extendsRead(row('kin Cheesecake Roll', 20, 40, 50).words, seen)).toBe(false);
    expect(extendsRead(row('Pumpkin Cheesecake Rell', 20, 40, 50).words, seen)).toBe(false);
  });

  it("cuts a row read again at a side column's gap", () => {
    const title = row('GRILLED SALMON WITH', 20, 40, 50).words;
    const side = row('POPULAR NOW', 700, 40, 20).words;
    expect(pieces([...title, ...side]).map((piece) => piece.length)).toEqual([3, 2]);
  });

  it("takes the page's place with large type read with more confidence or more letters", () => {
    const lines = [row('Best Baked Vegan M', 20, 40, 50, 94), row('By the team', 20, 120)];
    // More letters, as sure: "The Best Baked Vegan Mac" over "Best Baked Vegan M".
    const again = row('The Best Baked Vegan Mac', 10, 40, 50, 96).words;
    again[again.length - 1]!.bbox.x1 = 400;
    expect(takesPlace(again, lines, 20)?.map((each) => each.text)).toEqual([
      'Best',
      'Baked',
      'Vegan',
      'M',
    ]);
    // More letters that do not hold the page's read: not as sure as needed to change it.
    const soup = [row('Chicken Soup', 20, 300, 50, 94)];
    expect(takesPlace(row('Chicken Soap a', 20, 300, 50, 95).words, soup, 20)).toBeNull();
    expect(takesPlace(row('Chicken Soup Bowl', 20, 300, 50, 95).words, soup, 20)).toHaveLength(2);
    // Over the page's words of the body's size: a row of the list, left as the page read it.
    const body = [row('1 cup farmers cheese', 20, 300, 20, 70)];
    expect(takesPlace(row('1 cup farmers cheese', 20, 290, 50, 95).words, body, 20)).toBeNull();
    // Less sure than the page's read.
    expect(takesPlace(row('Best Baked Vegan', 20, 40, 50, 70).words, lines, 20)).toBeNull();
    // The body's size: not the band's large type.
    expect(takesPlace(row('By the team', 20, 120, 20, 99).words, lines, 20)).toBeNull();
    // A heading the band reached where the page read nothing is left to the page's rules; one
    // the page garbled is read again like any row.
    expect(takesPlace(row('Ingredients', 20, 500, 50, 95).words, lines, 20)).toBeNull();
    expect(takesPlace(row('For the Dough:', 20, 500, 50, 95).words, lines, 20)).toBeNull();
    const garbled = [row('gredients', 20, 500, 50, 70)];
    expect(takesPlace(row('Ingredients', 20, 500, 50, 95).words, garbled, 20)).toHaveLength(1);
    // Over nothing the page read: only when sure.
    expect(takesPlace(row('Irish Cheddar', 20, 500, 50, 95).words, lines, 20)).toEqual([]);
    expect(takesPlace(row('Irish Cheddar', 20, 500, 50, 60).words, lines, 20)).toBeNull();
  });

  it('reads the band again where a row of large type was not read, and adds the row', async () => {
    const settings: string[] = [];
    const image = paper(600, 400);
    // "Irish Cheddar" printed 40 px tall at y 50, lost; "Fondue Recipe" read under it.
    strokes(image, box(20, 50, 300, 85));
    const printed = () =>
      page(
        row('Fondue Recipe', 20, 100, 40, 96),
        row('Ingredients', 20, 200),
        row('2 cups flour', 20, 230),
        row('1 tsp salt', 20, 260),
        row('3 eggs beaten', 20, 290),
      );
    const read = printed();
    // The crop (x from 0, y from 40, scale 0.8, on its 12 px border) read again.
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
                    lines: [
                      row('Irish Cheddar', 28, 20, 32, 95),
                      row('Fondue Recipe', 28, 60, 32, 96),
                    ],
                  },
                ],
              },
            ],
          },
        }),
    } as unknown as Tesseract.Worker;
    await rereadTitle(worker, read, image, (pixels) => pixels, {
      tessedit_pageseg_mode: '3' as Tesseract.PSM,
    });
    // The page was read as a page (PSM 3): the band is read with its settings as they are.
    expect(settings).toEqual([]);
    // A page read otherwise: the band as a page, the page's settings back after.
    await rereadTitle(worker, printed(), image, (pixels) => pixels, {
      tessedit_pageseg_mode: '6' as Tesseract.PSM,
    });
    expect(settings).toEqual(['3', '6']);
    expect(
      pageLines(read)
        .map((each) => each.text)
        .filter(Boolean),
    ).toEqual([
      'Irish Cheddar',
      'Fondue Recipe',
      'Ingredients',
      '2 cups flour',
      '1 tsp salt',
      '3 eggs beaten',
    ]);
  });

  it("adds no row the title would not take, leaving the page's read as it was", async () => {
    const image = paper(600, 400);
    // The title read in doubt; under its byline a row of large type the band reads alone, which
    // would come after the title (an item or a group of the list's, as a garbled banner did).
    const read = page(
      row('Fondue Recipe', 20, 100, 40, 70),
      row('serves four friends', 20, 145),
      row('Ingredients', 20, 200),
      row('2 cups flour', 20, 230),
      row('1 tsp salt', 20, 260),
      row('3 eggs beaten', 20, 290),
    );
    const lines = pageLines(read).map((each) => each.text);
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: () =>
        Promise.resolve({
          data: {
            text: '',
            blocks: [
              {
                paragraphs: [
                  {
                    lines: [
                      row('Fondue Recipe', 28, 60, 32, 70),
                      row('Golden Crumbs', 28, 116, 24, 95),
                    ],
                  },
                ],
              },
            ],
          },
        }),
    } as unknown as Tesseract.Worker;
    await rereadTitle(worker, read, image, (pixels) => pixels, {});
    expect(pageLines(read).map((each) => each.text)).toEqual(lines);
  });

  it('lets the band better the title only, never the lines after it', () => {
    const sized = (text: string, height = 20) => ({ text, height, top: 0 });
    const rest = [sized('Ingredients'), sized('2 cups flour')];
    const before = { title: 'Fondue Recipe', rest };
    const gained = { title: 'Irish Cheddar Fondue Recipe', rest };
    expect(onlyTitleGains(before, [], gained, ['Irish Cheddar'])).toBe(true);
    // The same title, a row added that the title does not hold, a line after it changed.
    expect(onlyTitleGains(before, [], before, [])).toBe(false);
    expect(onlyTitleGains(before, [], gained, ['Cheese Sauce'])).toBe(false);
    expect(
      onlyTitleGains(
        before,
        [],
        { title: 'Irish Cheddar Fondue Recipe', rest: [...rest, sized('Melted Cheese')] },
        ['Irish Cheddar'],
      ),
    ).toBe(false);
    // A garbled row of the title's, read before as a line of its own, may go.
    const garbled = { title: 'Fondue Recipe', rest: [sized('lrish Chedar'), ...rest] };
    expect(onlyTitleGains(garbled, [], gained, ['Irish Cheddar'])).toBe(true);
    // A title the page read with confidence is extended, never read otherwise.
    expect(onlyTitleGains(before, [], gained, ['Irish Cheddar'], true)).toBe(true);
    const other = { title: 'Irish Cheddar Fondue Recip', rest };
    expect(onlyTitleGains(before, [], other, ['Irish Cheddar Fondue Recip'])).toBe(true);
    expect(onlyTitleGains(before, [], other, ['Irish Cheddar Fondue Recip'], true)).toBe(false);
  });

  it('leaves a band whose large type was read with confidence and holds no unread type', async () => {
    let asked = false;
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: () => {
        asked = true;
        return Promise.resolve({ data: { text: '', blocks: [] } });
      },
    } as unknown as Tesseract.Worker;
    const read = page(
      row('Fondue Recipe', 20, 100, 40, 96),
      row('Ingredients', 20, 200),
      row('2 cups flour', 20, 230),
      row('1 tsp salt', 20, 260),
    );
    await rereadTitle(worker, read, paper(600, 400), (pixels) => pixels, {});
    expect(asked).toBe(false);
  });
});

describe('session 79, photos79b: the title band read only where the title is in doubt', () => {
  const list = [
    row('Ingredients', 20, 200),
    row('2 cups flour', 20, 230),
    row('1 tsp salt', 20, 260),
  ];

  it('doubts a title of fewer than 13 letters, none, or one with a word read unsure', () => {
    const doubtful = (read: EnginePage) => titleDoubtful(read, 20);
    // "Fondue Recipe", 12 letters: the end of a longer title, maybe.
    expect(doubtful(page(row('Fondue Recipe', 20, 100, 40, 96), ...list))).toBe(true);
    expect(doubtful(page(row('Irish Cheddar Fondue Recipe', 20, 100, 40, 96), ...list))).toBe(
      false,
    );
    // Thirteen letters are enough.
    expect(doubtful(page(row('Lemon Drizzles', 20, 100, 40, 96), ...list))).toBe(false);
    expect(doubtful(page())).toBe(true);
    const unsure = row('Irish Cheddar Fondue Recipe', 20, 100, 40, 96);
    unsure.words[1]!.confidence = 10;
    expect(doubtful(page(unsure, ...list))).toBe(true);
    // A word read unsure in the body's type, or in large type but not the title's, leaves it.
    const flour = row('2 cups flour', 20, 230);
    flour.words[2]!.confidence = 10;
    const title = row('Irish Cheddar Fondue Recipe', 20, 100, 40, 96);
    expect(doubtful(page(title, list[0]!, flour, list[2]!))).toBe(false);
    expect(doubtful(page(title, row('sngrmgh.', 20, 150, 40, 0), ...list))).toBe(false);
  });

  it('leaves a band over a title read whole and sure, unless type beside it is unread', async () => {
    let asked = 0;
    const worker = {
      setParameters: () => Promise.resolve(),
      recognize: () => {
        asked += 1;
        return Promise.resolve({ data: { text: '', blocks: [] } });
      },
    } as unknown as Tesseract.Worker;
    // The title 40 px tall at y 60, a byline under it, the list from y 300.
    const read = (title: string) =>
      page(
        row(title, 20, 60, 40, 96),
        row('serves four friends', 20, 150),
        row('Ingredients', 20, 300),
        row('2 cups flour', 20, 330),
        row('1 tsp salt', 20, 360),
      );
    // Type no word covers between the byline and the list: not the title's.
    const below = paper(600, 500);
    strokes(below, box(20, 220, 300, 255));
    await rereadTitle(worker, read('Irish Cheddar Fondue Recipe'), below, (pixels) => pixels, {});
    expect(asked).toBe(0);
    // A short title is read again all the same.
    await rereadTitle(worker, read('Fondue Recipe'), below, (pixels) => pixels, {});
    expect(asked).toBe(1);
    // Type no word covers just over the title.
    const over = paper(600, 500);
    strokes(over, box(20, 15, 300, 50));
    await rereadTitle(worker, read('Irish Cheddar Fondue Recipe'), over, (pixels) => pixels, {});
    expect(asked).toBe(2);
  });
});
