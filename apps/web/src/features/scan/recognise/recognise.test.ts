import { describe, expect, it } from 'vitest';
import {
  cropFigure,
  denominatorFoot,
  fractionShape,
  fractionText,
  inkRuns,
  isCommonFraction,
  isStroke,
  paperLevel,
  settleByNumerator,
  settleNumerator,
  SUSPECT_AMOUNT,
  toInkEnd,
  underBox,
} from './fraction-glyphs.ts';
import {
  boxRunIn,
  cropReader,
  engineFraction,
  bulletRunIn,
  twoByFoot,
  glyphAfterWhole,
  glyphTallEnough,
  engineWhole,
  mendLoneFigures,
  wideFigureShape,
  noteGuess,
  readAsLetter,
  readFigures,
  readFraction,
  strokeNotFraction,
  suspectAmount,
  suspectBracketed,
  suspectInside,
  unglued,
  unreadHead,
  unwordedShape,
  withHeadAmount,
  type CropReader,
  type Line,
} from './read-photo.ts';
import {
  axisSharpness,
  boxBlur,
  lineBlur,
  lineUnsharpMask,
  edgeSharpness,
  SOFT_EDGES,
  unsharpMask,
  flattenLight,
  closeLight,
  lightEvenness,
  paperLight,
  halfPaper,
  slidingExtreme,
  UNEVEN_LIGHT,
  greyOf,
  prepareImage,
  sauvola,
  scaleGrey,
  shearGrey,
  shearGreyBands,
  bandSkews,
  stretchContrast,
  textSkew,
  LEVEL_ENOUGH,
  uprightGrey,
  strokeLean,
  unleanGrey,
  type Pixels,
} from './prepare-image.ts';
import { columnCuts, columnGap, evenWords, pageLines, type EnginePage } from './text-lines.ts';
import type Tesseract from 'tesseract.js';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const line = (text: string, x0: number, y0: number, wordWidth = 60, height = 20) => {
  const words = text.split(' ').map((word, index) => ({
    text: word,
    bbox: box(
      x0 + index * (wordWidth + 10),
      y0,
      x0 + index * (wordWidth + 10) + wordWidth,
      y0 + height,
    ),
  }));
  return { text, bbox: box(x0, y0, words[words.length - 1]!.bbox.x1, y0 + height), words };
};
const page = (...lines: ReturnType<typeof line>[]): EnginePage => ({
  text: lines.map((l) => l.text).join('\n'),
  blocks: [{ paragraphs: lines.map((l) => ({ lines: [l] })) }],
});

describe('lines of a photographed page', () => {
  it("joins a list's number read apart to the row it stands at the head of", () => {
    const lines = pageLines(
      page(
        line('Ingredients', 20, 0),
        line('1. 125g butter', 20, 40),
        line('2.', 20, 80, 20),
        line('100g sugar', 90, 78),
        line('6', 20, 120, 14),
        line('1/3 cup raisins', 90, 116),
        line('Method', 20, 170),
        line('Serves', 20, 200),
        line('4', 400, 200, 14),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Ingredients',
      '1. 125g butter',
      '2. 100g sugar',
      '6 1/3 cup raisins',
      'Method',
      'Serves',
      '4',
    ]);
  });

  it('reads two columns left first, with the title above them', () => {
    const lines = pageLines(
      page(
        line('Creamy Soup', 20, 0, 120, 50),
        line('Ingredients', 20, 80),
        line('Method', 420, 80),
        line('2 onions', 20, 110),
        line('1. Chop', 420, 110),
        line('1 leek', 20, 140),
        line('2. Fry', 420, 140),
        line('3. Blend', 420, 170),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Creamy Soup',
      'Ingredients',
      '2 onions',
      '1 leek',
      'Method',
      '1. Chop',
      '2. Fry',
      '3. Blend',
    ]);
  });

  it('reads a heading under a list that flowed over two columns after both columns', () => {
    // The list's rows in two columns; "Method" and a short step under them, short enough to sit
    // in the left column's width, are the page's next lines, not the left column's last.
    const lines = pageLines(
      page(
        line('Ingredients', 20, 40),
        line('2 onions', 20, 80),
        line('1 tsp salt', 420, 80),
        line('1 leek', 20, 110),
        line('2 carrots', 420, 110),
        line('3 potatoes', 20, 140),
        line('1 lemon', 420, 140),
        line('Method', 20, 190),
        line('1. Chop', 20, 220),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Ingredients',
      '2 onions',
      '1 leek',
      '3 potatoes',
      '1 tsp salt',
      '2 carrots',
      '1 lemon',
      'Method',
      '1. Chop',
    ]);
    // With the right column going on beside and below it, a heading stays in its column.
    const beside = pageLines(
      page(
        line('Ingredients', 20, 40),
        line('2 onions', 20, 80),
        line('1. Chop', 420, 80),
        line('Method', 20, 110),
        line('2. Fry', 420, 110),
        line('1 leek', 20, 140),
        line('3. Blend', 420, 170),
      ),
    ).map((l) => l.text);
    expect(beside.filter(Boolean)).toEqual([
      'Ingredients',
      '2 onions',
      'Method',
      '1 leek',
      '1. Chop',
      '2. Fry',
      '3. Blend',
    ]);
  });

  it('reads a page in bands: a list over two columns above "Method", its steps over two under it (session 79)', () => {
    // The right column's rows end above the heading, nothing of it stands beside the heading, and
    // under it both columns start again on one row: the list's right column is read before it.
    const bands = pageLines(
      page(
        line('Ingredients', 20, 40),
        line('2 onions', 20, 80),
        line('1 tsp salt', 420, 80),
        line('1 leek', 20, 110),
        line('2 carrots', 420, 110),
        line('3 potatoes', 20, 140),
        line('1 lemon', 420, 140),
        line('Method', 20, 190),
        line('1. Chop', 20, 230),
        line('2. Fry', 420, 232),
        line('3. Blend', 420, 262),
      ),
    ).map((l) => l.text);
    expect(bands.filter(Boolean)).toEqual([
      'Ingredients',
      '2 onions',
      '1 leek',
      '3 potatoes',
      '1 tsp salt',
      '2 carrots',
      '1 lemon',
      'Method',
      '1. Chop',
      '2. Fry',
      '3. Blend',
    ]);
    // The right column starting again under the heading on no row of the left's: no bands, the
    // heading stays in its column.
    const unaligned = pageLines(
      page(
        line('Ingredients', 20, 40),
        line('2 onions', 20, 80),
        line('1 tsp salt', 420, 80),
        line('1 leek', 20, 110),
        line('2 carrots', 420, 110),
        line('3 potatoes', 20, 140),
        line('1 lemon', 420, 140),
        line('Method', 20, 190),
        line('1. Chop', 20, 230),
        line('2. Fry', 420, 290),
        line('3. Blend', 420, 320),
      ),
    ).map((l) => l.text);
    expect(unaligned.filter(Boolean)).toEqual([
      'Ingredients',
      '2 onions',
      '1 leek',
      '3 potatoes',
      'Method',
      '1. Chop',
      '1 tsp salt',
      '2 carrots',
      '1 lemon',
      '2. Fry',
      '3. Blend',
    ]);
  });

  it('finds a column whose wrapped rows are indented under their bullets', () => {
    // Two rows start at the right column's edge, two wraps a little right of it: no edge has
    // three pieces on it, but the column is there.
    const lines = pageLines(
      page(
        line('Ingredients', 20, 0),
        line('O 1 oz cheddar', 420, 40),
        line('O 2 slices bread', 20, 44),
        line('cheese, sliced', 450, 70),
        line('O 1 egg', 20, 80),
        line('O 2 slices bacon', 420, 110),
        line('O 1 pinch salt', 20, 116),
        line('rashers', 450, 140),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Ingredients',
      'O 2 slices bread',
      'O 1 egg',
      'O 1 pinch salt',
      'O 1 oz cheddar',
      'cheese, sliced',
      'O 2 slices bacon',
      'rashers',
    ]);
  });

  it('splits a line at a gap as wide as a column break', () => {
    const joined = {
      text: 'Ingredients Method',
      bbox: box(20, 80, 500, 100),
      words: [
        { text: 'Ingredients', bbox: box(20, 80, 140, 100) },
        { text: 'Method', bbox: box(420, 80, 500, 100) },
      ],
    };
    const lines = pageLines(
      page(
        joined,
        line('2 onions', 20, 110),
        line('1. Chop', 420, 110),
        line('2. Fry', 420, 140),
        line('3. Blend', 420, 170),
      ),
    );
    expect(lines.filter((l) => l.text).map((l) => l.text)).toEqual([
      'Ingredients',
      '2 onions',
      'Method',
      '1. Chop',
      '2. Fry',
      '3. Blend',
    ]);
  });

  it('marks a row that may carry on a row that ran to the column edge, and no other', () => {
    // Words of 60 px: "2 x 400g tins butter" reaches x = 20 + 5 · 70 − 10 = 360, the edge.
    const lines = pageLines(
      page(
        line('Ingredients', 20, 0),
        line('2 x 400g tins butter', 20, 30),
        line('beans, drained', 20, 58),
        line('1 onion', 20, 90),
        line('salt and pepper', 20, 120),
        line('Method', 420, 0),
      ),
    ).filter((l) => l.text);
    const runsOn = Object.fromEntries(lines.map((l) => [l.text, l.runsOn === true]));
    expect(runsOn).toEqual({
      Ingredients: false,
      '2 x 400g tins butter': false,
      'beans, drained': true,
      '1 onion': false,
      // "1 onion" ends far from the edge: "salt" would have fitted after it.
      'salt and pepper': false,
      Method: false,
    });
  });

  it("measures the next row's first word as the engine boxed it, not by its count of letters", () => {
    // "1 cup cocoa" ends at x = 220, the column's edge is 360 ("2 x 400g tins butter"). The next
    // row starts with a wide word (140 px) before narrow ones: at the row's mean width a letter
    // (about 11 px) its six letters would have fitted, but the word as printed would not have.
    const words = (y0: number, ...spans: [string, number, number][]) => ({
      text: spans.map(([text]) => text).join(' '),
      bbox: box(spans[0]![1], y0, spans[spans.length - 1]![2], y0 + 20),
      words: spans.map(([text, x0, x1]) => ({ text, bbox: box(x0, y0, x1, y0 + 20) })),
    });
    const lines = pageLines(
      page(
        line('2 x 400g tins butter', 20, 0),
        line('1 cup cocoa', 20, 30),
        words(58, ['powder', 20, 160], ['(30g', 170, 200], ['or', 210, 225], ['so)', 235, 255]),
        line('1 onion', 20, 90),
      ),
    ).filter((l) => l.text);
    const runsOn = Object.fromEntries(lines.map((l) => [l.text, l.runsOn === true]));
    expect(runsOn['powder (30g or so)']).toBe(true);
    // "1 onion" would have fitted after "powder (30g or so)".
    expect(runsOn['1 onion']).toBe(false);
  });

  it("measures a side column's edge by its own rows, not a line across the page over it", () => {
    // A book page: an introduction across the page (x 20-720), then ingredients in a side column
    // (rows of 60-px words from x = 20, the longest reaching x = 220) beside the method (x = 300).
    const lines = pageLines(
      page(
        line('A dependable recipe for a weeknight and better the next day', 20, 0),
        line('3 Tbsp parmesan', 20, 40),
        line('cheese (30g)', 20, 68),
        line('6 cloves', 20, 100),
        line('1 head cauliflower', 20, 130),
        line('1 Slice the cauliflower into', 300, 40),
        line('florets about 1cm thick', 300, 68),
        line('2 Toss the florets', 300, 100),
        line('the oil and roast', 300, 130),
      ),
    ).filter((l) => l.text);
    expect(lines.map((l) => [l.text, l.runsOn === true, l.column ?? null])).toEqual([
      ['A dependable recipe for a weeknight and better the next day', false, null],
      ['3 Tbsp parmesan', false, 0],
      // "3 Tbsp parmesan" ran to the side column's edge: "cheese" would not have fitted. The
      // introduction is not the row before it: a row carries on only a row of its own column.
      ['cheese (30g)', true, 0],
      // Every word here is boxed 60 px wide, a "6" or a "1" too: as boxed, none would have
      // fitted after the row before (a printed figure would have; core decides by the words).
      ['6 cloves', true, 0],
      ['1 head cauliflower', true, 0],
      ['1 Slice the cauliflower into', false, 1],
      ['florets about 1cm thick', true, 1],
      ['2 Toss the florets', true, 1],
      ['the oil and roast', true, 1],
    ]);
  });

  it('measures a list set apart under a paragraph by its own rows, with no column beside it', () => {
    // A book page with no method beside the list: an introduction across the page (to x = 850),
    // a gap of four line heights, then a narrow list whose longest rows reach x = 290: its rows
    // wrap at its own edge, not the paragraph's.
    const lines = pageLines(
      page(
        line('This one has been made in our kitchen more times than we', 20, 0),
        line('can count', 20, 30),
        line('3 tablespoons extra virgin', 20, 110),
        line('olive oil', 20, 140),
        line('2 tsp honey', 20, 170, 40),
        line('4 cups shredded brussels', 20, 200),
        line('sprouts', 20, 230),
      ),
    ).filter((l) => l.text);
    const runsOn = Object.fromEntries(lines.map((l) => [l.text, l.runsOn === true]));
    expect(runsOn).toEqual({
      'This one has been made in our kitchen more times than we': false,
      'can count': true,
      '3 tablespoons extra virgin': false,
      'olive oil': true,
      // "olive oil" ends at x = 150: "2" would have fitted after it, and so would "4" after
      // "2 tsp honey" (x = 160).
      '2 tsp honey': false,
      '4 cups shredded brussels': false,
      sprouts: true,
    });
  });

  /** An engine line of words `{ text, x0, x1 }` along a baseline from (x0, y0) to (x1, y1). */
  const slanted = (
    words: { text: string; x0: number; x1: number }[],
    base: { x0: number; y0: number; x1: number; y1: number },
    height = 20,
  ) => {
    const at = (x: number) => base.y0 + ((x - base.x0) * (base.y1 - base.y0)) / (base.x1 - base.x0);
    const boxes = words.map((word) => ({
      text: word.text,
      bbox: box(
        word.x0,
        Math.min(at(word.x0), at(word.x1)) - height,
        word.x1,
        Math.max(at(word.x0), at(word.x1)),
      ),
    }));
    return {
      text: words.map((word) => word.text).join(' '),
      bbox: box(
        words[0]!.x0,
        Math.min(...boxes.map((word) => word.bbox.y0)),
        words[words.length - 1]!.x1,
        Math.max(...boxes.map((word) => word.bbox.y1)),
      ),
      baseline: base,
      words: boxes,
    };
  };

  it("places a long turned line by its left end's height, not its box's top", () => {
    // A side column's row and a row of the method beside it, read as one line that rises to the
    // right (its box's top is its right end's); the short row over it is read first.
    const rising = slanted(
      [
        { text: '2', x0: 20, x1: 32 },
        { text: 'tbsp', x0: 42, x1: 90 },
        { text: 'soy', x0: 100, x1: 136 },
        { text: 'Boil', x0: 420, x1: 470 },
        { text: 'the', x0: 480, x1: 516 },
        { text: 'tofu', x0: 526, x1: 570 },
        { text: 'gently', x0: 580, x1: 650 },
        { text: 'for', x0: 660, x1: 690 },
        { text: 'two', x0: 700, x1: 740 },
        { text: 'minutes', x0: 750, x1: 840 },
      ],
      { x0: 20, y0: 160, x1: 840, y1: 90 },
    );
    const short = slanted([{ text: '1 tbsp honey', x0: 20, x1: 160 }], {
      x0: 20,
      y0: 122,
      x1: 160,
      y1: 121,
    });
    const lines = pageLines(page(short, rising as ReturnType<typeof line>)).map((l) => l.text);
    expect(lines.filter(Boolean).slice(0, 2)).toEqual(['1 tbsp honey', '2 tbsp soy']);
  });

  it('reads a row the engine gave as two lines left first, as one line, a cut word closed up', () => {
    // The title's two halves: the right one a little higher (a turned photo), "an" · "d".
    const lines = pageLines(
      page(
        line('Brussels Sprouts an', 20, 106, 60, 40),
        line('d Apple Salad', 224, 100, 60, 40),
        line('1 apple', 20, 200),
        line('2 cups sprouts', 20, 240),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Brussels Sprouts and Apple Salad',
      '1 apple',
      '2 cups sprouts',
    ]);
  });

  it("keeps a list's mark read apart on its row as a line of its own", () => {
    const lines = pageLines(
      page(line('(@)]', 20, 100, 30), line('1 tsp cumin', 60, 100), line('2 eggs', 60, 140)),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual(['(@)]', '1 tsp cumin', '2 eggs']);
  });

  it('reads a row that crosses the gutter across the page, after both columns', () => {
    // A step under two columns of ingredients, cut by the engine where the gutter is.
    const lines = pageLines(
      page(
        line('125g butter', 20, 100),
        line('150g oats', 420, 100),
        line('100g sugar', 20, 140),
        line('1 cup raisins', 420, 140),
        line('1 egg', 20, 180),
        line('100g flour', 420, 180),
        line('1. Heat the', 20, 240),
        line('oven to 180C and line two trays', 230, 240),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      '125g butter',
      '100g sugar',
      '1 egg',
      '150g oats',
      '1 cup raisins',
      '100g flour',
      '1. Heat the oven to 180C and line two trays',
    ]);
  });

  it("keeps a side column's row that ends past the method's heading in its column", () => {
    // The method's heading stands out left of its rows; the side column's last row ends past
    // where the heading's allowance starts, short of the heading and of the method's rows, and
    // no further than the side column's other rows (one a few pixels under) reach.
    const lines = pageLines(
      page(
        line('Method', 380, 60),
        line('2 carrots', 20, 100, 165),
        line('Add the carrots and the onion', 420, 100),
        line('1 tsp oil', 20, 140, 105),
        line('Shake until mixed and serve now', 420, 140),
        line('Pour into a dish and enjoy it', 420, 180),
        line('1 tbsp sesame seeds', 20, 220, 80),
        line('Or stir it all in a bowl', 420, 260),
      ),
    );
    expect(lines.filter((l) => l.text).map((l) => [l.text, l.column])).toEqual([
      ['2 carrots', 0],
      ['1 tsp oil', 0],
      ['1 tbsp sesame seeds', 0],
      ['Method', 1],
      ['Add the carrots and the onion', 1],
      ['Shake until mixed and serve now', 1],
      ['Pour into a dish and enjoy it', 1],
      ['Or stir it all in a bowl', 1],
    ]);
  });

  it('joins an amount read in two pieces ("1" · "/4") to the row it stands at the head of', () => {
    const lines = pageLines(
      page(
        line('1', 20, 100, 12),
        line('/4', 40, 101, 20),
        line('cup dry white wine', 90, 100),
        line('2 eggs', 20, 140),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual(['1 /4 cup dry white wine', '2 eggs']);
    const glyph = pageLines(
      page(line('1', 20, 100, 12), line('½', 38, 100, 12), line('cups flour', 80, 100)),
    ).map((l) => l.text);
    expect(glyph.filter(Boolean)).toEqual(['1 ½ cups flour']);
  });

  it('keeps a justified line whole though its stretched gaps are wider than a column gap', () => {
    // Words 60 px wide, 20 px tall, set `gap` px apart (a column gap is over 32 px here).
    const spaced = (text: string, x0: number, y0: number, gaps: number[]) => {
      let x = x0;
      const words = text.split(' ').map((word, index) => {
        if (index > 0) x += gaps[index - 1]!;
        const at = box(x, y0, x + 60, y0 + 20);
        x += 60;
        return { text: word, bbox: at };
      });
      return { text, bbox: box(x0, y0, x, y0 + 20), words };
    };
    const lines = pageLines(
      page(
        spaced('1 Preheat oven to 400° and', 20, 0, [23, 41, 41, 40, 42]),
        spaced('cover baking sheet with', 20, 30, [64, 67, 65]),
        spaced('liberally with non-stick', 20, 60, [75, 78]),
        // A side column's row read on one line with the method beside it: its own spaces, then
        // the gutter, then the method's.
        spaced('2 tbsp butter 1 To a mug', 20, 90, [12, 12, 147, 23, 22, 25]),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      '1 Preheat oven to 400° and',
      'cover baking sheet with',
      'liberally with non-stick',
      '2 tbsp butter',
      '1 To a mug',
    ]);
  });

  it("tells a column's gap from a justified line's stretched spaces", () => {
    expect(columnGap([23, 41, 41, 40, 42], 4, 25)).toBe(false);
    expect(columnGap([75, 78], 0, 25)).toBe(false);
    expect(columnGap([12, 12, 147, 23, 22], 2, 25)).toBe(true);
    // Specks read far off the line: gaps of any width, each its own.
    expect(columnGap([766, 65], 1, 20)).toBe(true);
    expect(columnGap([9, 9, 9, 156, 154, 58], 3, 21)).toBe(true);
    // A gap no wider than a column's is never one.
    expect(columnGap([12, 30], 1, 25)).toBe(false);
  });

  it('keeps a justified row whole beside the gutter it was read across (session 46)', () => {
    // "1 cup all-purpose" · gutter · "and egg in two separate", a narrow justified column's row:
    // beside the gutter each stretched space looks like a gap of its own; among its row's own
    // spaces none stands out.
    expect(columnCuts([18, 14, 78, 58, 57, 57, 58], 32)).toEqual([2]);
    // Each side is cut by its own gaps: a side column's row, its gutter, then specks far off.
    expect(columnCuts([9, 9, 9, 156, 154, 58], 21)).toEqual([3, 4, 5]);
    expect(columnCuts([766, 65], 20)).toEqual([0, 1]);
    expect(columnCuts([23, 41, 41, 40, 42], 25)).toEqual([]);
    const lines = pageLines(
      page(
        line('2 tbsp butter', 20, 0),
        line('1 cup flour', 20, 30),
        {
          ...line('3 eggs and egg in two separate', 20, 60),
          words: line('3 eggs and egg in two separate', 20, 60).words.map((word, index) => ({
            ...word,
            bbox: {
              ...word.bbox,
              x0: word.bbox.x0 + (index >= 2 ? 200 + (index - 2) * 40 : 0),
              x1: word.bbox.x1 + (index >= 2 ? 200 + (index - 2) * 40 : 0),
            },
          })),
        },
        line('1 Whisk the flour', 300, 0),
        line('2 Put the flour', 300, 30),
        line('shallow bowls.', 300, 90),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      '2 tbsp butter',
      '1 cup flour',
      '3 eggs',
      '1 Whisk the flour',
      '2 Put the flour',
      'and egg in two separate',
      'shallow bowls.',
    ]);
  });

  it("reads a centred paragraph's last line above the columns with its paragraph", () => {
    const lines = pageLines({
      text: '',
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                line('Best Molten Lava Mug Cake', 100, 0, 120, 40),
                line('Recipe', 420, 50, 120, 40),
              ],
            },
          ],
        },
        {
          paragraphs: [
            {
              lines: [
                line('2 tbsp butter', 20, 120),
                line('1 oz chocolate', 20, 150),
                line('3 tbsp milk', 20, 180),
                line('2 tbsp sugar', 20, 210),
              ],
            },
          ],
        },
        {
          paragraphs: [
            {
              lines: [
                line('1 Melt the butter', 420, 120),
                line('and the chocolate', 420, 150),
                line('2 Add the milk', 420, 180),
              ],
            },
          ],
        },
      ],
    }).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Best Molten Lava Mug Cake',
      'Recipe',
      '2 tbsp butter',
      '1 oz chocolate',
      '3 tbsp milk',
      '2 tbsp sugar',
      '1 Melt the butter',
      'and the chocolate',
      '2 Add the milk',
    ]);
  });

  it("reads a centred paragraph's last line, made a paragraph of its own, with the page (photos28)", () => {
    const rows = (): string[] =>
      pageLines(
        page(
          line('Smoky Chickpea Stew', 100, 0, 120, 40),
          line('We have made this in our kitchen more times than we can', 20, 50, 50),
          line('count.', 480, 80),
          line('2 tbsp oil', 20, 120),
          line('1 onion', 20, 150),
          line('3 carrots', 20, 180),
          line('2 leeks', 20, 210),
          line('1 Heat the oil', 420, 120),
          line('and the onion', 420, 150),
          line('2 Add the carrots', 420, 180),
        ),
      )
        .map((l) => l.text)
        .filter(Boolean);
    expect(rows()).toEqual([
      'Smoky Chickpea Stew',
      'We have made this in our kitchen more times than we can',
      'count.',
      '2 tbsp oil',
      '1 onion',
      '3 carrots',
      '2 leeks',
      '1 Heat the oil',
      'and the onion',
      '2 Add the carrots',
    ]);
  });

  // session 57, photos4: a landscape card's list flowed over three columns (kt-005, kt-011).
  it('reads a list flowed over three columns column by column, and the method over two', () => {
    const lines = pageLines(
      page(
        line('Apple Crumble', 20, 0, 120, 40),
        line('Ingredients', 20, 50),
        line('2 onions', 20, 80, 40),
        line('1 tsp salt', 220, 80, 40),
        line('1 egg', 420, 80, 40),
        line('1 leek', 20, 110, 40),
        line('2 carrots', 220, 110, 40),
        line('2 limes', 420, 110, 40),
        line('3 potatoes', 20, 140, 40),
        line('1 lemon', 220, 140, 40),
        line('4 figs', 420, 140, 40),
        line('Method', 20, 190),
        // The method's rows run past the list's second column: rows across the page.
        line('1. Peel the', 20, 220, 90),
        line('3. Bake it', 360, 220, 40),
        line('onions and', 20, 250, 130),
        line('until it is', 360, 250, 40),
        line('2. Fry them', 20, 280, 90),
        line('golden.', 360, 280, 40),
      ),
    ).map((l) => l.text);
    expect(lines.filter(Boolean)).toEqual([
      'Apple Crumble',
      'Ingredients',
      '2 onions',
      '1 leek',
      '3 potatoes',
      '1 tsp salt',
      '2 carrots',
      '1 lemon',
      '1 egg',
      '2 limes',
      '4 figs',
      'Method',
      '1. Peel the',
      'onions and',
      '2. Fry them',
      '3. Bake it',
      'until it is',
      'golden.',
    ]);
  });

  it("cuts a line read across a narrow gutter the page's other rows show", () => {
    type Word = [text: string, x0: number, x1: number];
    const row = (y: number, ...words: Word[]) => ({
      text: words.map(([text]) => text).join(' '),
      bbox: box(words[0]![1], y, words[words.length - 1]![2], y + 20),
      words: words.map(([text, x0, x1]) => ({ text, bbox: box(x0, y, x1, y + 20) })),
    });
    const lines = pageLines(
      page(
        // Spaces of 8 px; the gutter at 290 is 24 px wide, short of a column's gap (32 px).
        row(0, ['Lemon', 20, 100], ['Herb', 108, 170], ['Roast', 178, 282], ['Chicken', 290, 380]),
        row(40, ['2', 20, 30], ['limes', 38, 90]),
        row(
          40,
          ['1', 160, 170],
          ['tsp', 178, 210],
          ['salt', 218, 266],
          ['1', 290, 300],
          ['egg', 308, 340],
        ),
        row(70, ['1', 20, 30], ['leek', 38, 90]),
        row(70, ['2', 160, 170], ['figs', 178, 220]),
        row(70, ['4', 290, 300], ['dates', 308, 360]),
        row(100, ['3', 20, 30], ['eggs', 38, 90]),
        row(100, ['1', 160, 170], ['lemon', 178, 240]),
        row(100, ['2', 290, 300], ['pears', 308, 360]),
        row(130, ['1', 20, 30], ['plum', 38, 90]),
        row(130, ['5', 160, 170], ['nuts', 178, 230]),
        row(130, ['6', 290, 300], ['kiwis', 308, 360]),
      ),
    ).map((l) => l.text);
    // The title, its spaces all alike, is not cut where the gutter lies under it.
    expect(lines.filter(Boolean)).toEqual([
      'Lemon Herb Roast Chicken',
      '2 limes',
      '1 leek',
      '3 eggs',
      '1 plum',
      '1 tsp salt',
      '2 figs',
      '1 lemon',
      '5 nuts',
      '1 egg',
      '4 dates',
      '2 pears',
      '6 kiwis',
    ]);
  });

  it('gives each line the height of its words (the title is the tallest)', () => {
    const lines = pageLines(page(line('Soup', 20, 0, 100, 48), line('2 onions', 20, 80)));
    expect(lines.filter((l) => l.text).map((l) => l.height)).toEqual([48, 20]);
  });
});

/** A printed fraction's slash, ten steps rising from (8, 30) to the right. */
function risingSlash(): ReturnType<typeof box>[] {
  return Array.from({ length: 10 }, (_, step) =>
    box(8 + step * 2, 30 - step * 3, 10 + step * 2, 33 - step * 3),
  );
}

/** A white image with black rectangles. */
function drawn(width: number, height: number, rects: ReturnType<typeof box>[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const rect of rects)
    for (let y = rect.y0; y < rect.y1; y += 1)
      for (let x = rect.x0; x < rect.x1; x += 1)
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

describe('amounts the second look guessed', () => {
  it('notes a guessed fraction on its line with the text the engine read, not one it read', () => {
    const read: Line = line('Y2 tsp salt', 20, 40);
    noteGuess(read, { text: '½', guessed: true }, '½', 'Y2');
    noteGuess(read, { text: '¼', guessed: false }, '¼', 'Ya');
    expect(read.guessed).toEqual([{ read: '½', seen: 'Y2' }]);
  });

  it("carries a line's guesses to the piece that holds them, and through a join", () => {
    const wide = { ...line('1½ cups milk', 20, 40), guessed: [{ read: '1½', seen: '1Y%' }] };
    const method = line('Heat the oven', 400, 40);
    const split = {
      ...wide,
      text: `${wide.text} ${method.text}`,
      bbox: box(20, 40, method.bbox.x1, 60),
      words: [...wide.words, ...method.words],
    };
    const lone = { ...line('½', 20, 80, 14), guessed: [{ read: '½', seen: 'Y2' }] };
    const lines = pageLines(
      page(line('Ingredients', 20, 0), split, lone, line('tsp salt', 60, 80)),
    ).filter((each) => each.text !== '');
    const guesses = new Map(lines.map((each) => [each.text, each.guessed]));
    expect([...guesses.keys()].sort()).toEqual(
      ['1½ cups milk', '½ tsp salt', 'Heat the oven', 'Ingredients'].sort(),
    );
    expect(guesses.get('1½ cups milk')).toEqual([{ read: '1½', seen: '1Y%' }]);
    expect(guesses.get('½ tsp salt')).toEqual([{ read: '½', seen: 'Y2' }]);
    expect(guesses.get('Heat the oven')).toBeUndefined();
    expect(guesses.get('Ingredients')).toBeUndefined();
  });
});

describe('a fraction by its shape', () => {
  /** Black ink where a row has "#", white paper elsewhere. */
  const ascii = (rows: readonly string[]): Pixels => ({
    width: rows[0]!.length,
    height: rows.length,
    data: new Uint8ClampedArray(
      rows.flatMap((row) =>
        [...row].flatMap((c) => (c === '#' ? [0, 0, 0, 255] : [255, 255, 255, 255])),
      ),
    ),
  });
  it('finds a small figure high at the left and one low at the right, with a slash between', () => {
    // "½": a numerator top-left, a slash rising across (its ends reach into both sides), a
    // denominator bottom-right; the three touch column-wise, as printed glyphs do.
    const slash = risingSlash();
    const image = drawn(40, 40, [
      box(4, 2, 9, 16),
      ...slash,
      box(21, 22, 31, 25),
      box(28, 22, 31, 33),
      box(21, 30, 31, 33),
    ]);
    const shape = fractionShape(image, box(3, 1, 33, 35));
    expect(shape).not.toBeNull();
    expect(shape!.numerator.x0).toBeLessThan(shape!.denominator.x0);
    expect(shape!.whole).toBeNull();
  });

  it('finds a stacked fraction: a figure over a bar over a figure, as monospaced faces draw it', () => {
    const image = drawn(30, 40, [
      box(12, 2, 15, 14), // "1"
      box(6, 17, 24, 19), // the bar
      box(8, 22, 11, 30), // "4"
      box(8, 28, 20, 30),
      box(16, 22, 19, 38),
    ]);
    const shape = fractionShape(image, box(2, 0, 28, 40));
    expect(shape).not.toBeNull();
    expect(shape!.numerator).toEqual(box(12, 2, 15, 14));
    expect(shape!.denominator).toEqual(box(8, 22, 20, 38));
  });

  it('finds a fraction whose slash reaches under the numerator and over the denominator', () => {
    // An italic "½": the slash rises from the bottom-left corner to the top-right one.
    const slash = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, at) =>
        box(4 + 2 * (from + at), 34 - 2 * (from + at), 7 + 2 * (from + at), 37 - 2 * (from + at)),
      );
    const two = [
      box(27, 24, 36, 26),
      box(34, 24, 36, 31),
      box(27, 30, 36, 32),
      box(27, 30, 29, 38),
    ];
    const image = drawn(40, 40, [box(6, 2, 9, 16), ...slash(0, 15), ...two, box(27, 36, 36, 38)]);
    const shape = fractionShape(image, box(2, 0, 38, 40));
    expect(shape).not.toBeNull();
    expect(shape!.numerator).toEqual(box(6, 2, 9, 16));
    expect(shape!.denominator).toEqual(box(27, 24, 36, 38));
    // "1/2" printed with full-height figures either side of a slash is no glyph.
    const written = drawn(40, 40, [box(2, 2, 6, 38), ...slash(3, 11), box(28, 2, 36, 38)]);
    expect(fractionShape(written, box(0, 0, 38, 40))).toBeNull();
  });

  it('finds a fraction whose denominator runs into the slash (session 54, photofrac)', () => {
    // An italic serif "½" as the photo gave it (vt-031, "½ tsp salt" read "1 tsp salt"): the
    // "2" touches the slash from its top down, so the two are one part; in its lower rows the
    // slash is the leftmost run, the "2" the runs right of it.
    const italic = [
      '........................................',
      '........................................',
      '........###...................####......',
      '....#.#####..................#####......',
      '....#######..................#####......',
      '...########.................######......',
      '....#######................######.......',
      '.....######................#####........',
      '......#####...............#####.........',
      '.......####..............######.........',
      '......####...............####...........',
      '......####..............####............',
      '......####.............#####............',
      '......####............#####.............',
      '......####...........#####..............',
      '......###............#####..............',
      '.....#####..........#########..####.....',
      '..#..#####.........#################....',
      '..#########........####.#############...',
      '..#########.......#####..####.#######...',
      '..#########......#####...##.....######..',
      '...####..........####............#####..',
      '................#####............####...',
      '...............#####.............####...',
      '..............#####.............####....',
      '.............#####..............####....',
      '............######.............###......',
      '...........######.............####......',
      '...........#####............####........',
      '..........######..........#####.........',
      '.........######.........#######.........',
      '........######.........#######....##....',
      '........#####..........########..###....',
      '.......#####...........#############....',
      '.......#####...........############.....',
      '.......###................###...##......',
      '........................................',
      '........................................',
    ];
    const shape = fractionShape(ascii(italic), box(2, 2, 38, 36));
    expect(shape).not.toBeNull();
    expect(shape!.numerator).toEqual(box(2, 2, 11, 22));
    expect(shape!.denominator.x0).toBeGreaterThanOrEqual(20);
    expect(shape!.denominator.y1).toBe(36);
    // The "In" of the heading "Ingredients" on the same photo: the "n"'s stems stand side by
    // side from its arch down, so its right stem is no figure run into a slash.
    const heading = [
      '..........................................................',
      '..........................................................',
      '.........#..######........................................',
      '.......############.......................................',
      '.......############.......................................',
      '........##########........................................',
      '.........#######..........................................',
      '..........#####...........................................',
      '..........#####...........................................',
      '..........####............................................',
      '..........####............................................',
      '.........#####..........##.........######.................',
      '.........#####.........#######...#########................',
      '.........#####..........###################...............',
      '.........#####..........####################..............',
      '.........#####...........##########..#######..............',
      '.........####............#######.......#####..............',
      '........#####.............######.......#####..............',
      '........#####.............#####........#####..............',
      '........#####............#####.........#####..............',
      '........#####............#####.........#####..............',
      '........#####............#####.........#####..............',
      '........#####............#####.........#####..............',
      '.......#####.............####..........#####..............',
      '.......#####............#####..........####...............',
      '.......#####............#####..........####...............',
      '.......#####............#####.........#####...............',
      '.......#####............#####.........#####...............',
      '.......#####............####..........#####...............',
      '......######...........#####..........#####...............',
      '....########...........#####..........#####...............',
      '...###########.........#####..........#####...............',
      '...###########.........#####.........#######..............',
      '...###########..........###...........#######.............',
      '...###########..........###...........#######.............',
      '.....#...................#................##..............',
      '..........................................................',
      '..........................................................',
    ];
    expect(fractionShape(ascii(heading), box(2, 2, 48, 36))).toBeNull();
  });

  it('finds a fraction whose numerator and denominator both run into the slash (session 62, photos15)', () => {
    // vt-028's blurred italic "½ orange juice" read "%": the "1"'s foot and the "2"'s top both
    // touch the slash, so the three are one part; the "1" is the leftmost run of the upper rows
    // down to where it joins the slash, the "2" the rightmost of the lower rows up to there.
    const half = [
      '.......................',
      '.......................',
      '......##........##.....',
      '....####.......###.....',
      '...#####.......###.....',
      '....####......###......',
      '.....###......###......',
      '.....###.....###.......',
      '....###.....###........',
      '....###....####........',
      '....###....#######.....',
      '...#####.###########...',
      '..############.######..',
      '..####.#####.....####..',
      '.......####......###...',
      '.......###......####...',
      '......###......####....',
      '......###.....####.....',
      '.....###.....#####.....',
      '....###.....######.....',
      '...###......#######....',
      '...###......#######....',
      '.......................',
      '.......................',
    ];
    const shape = fractionShape(ascii(half), box(2, 2, 21, 22));
    expect(shape).not.toBeNull();
    expect(shape!.numerator.x1).toBeLessThanOrEqual(9);
    expect(shape!.numerator.y1).toBeLessThanOrEqual(14);
    expect(shape!.denominator.x0).toBeGreaterThanOrEqual(11);
    expect(shape!.denominator.y0).toBeGreaterThanOrEqual(12);
  });

  it('finds no fraction in a capital whose strokes stand apart at its top and foot (session 62, photos15)', () => {
    // What `outerRunsIn` would take for a numerator and a denominator run into a slash: an "H"
    // (its crossbar left as the slash, wider than one) and a "K" (its leg a diagonal where a
    // figure stands upright); an "X" as well.
    const capitalH = [
      '......................',
      '......................',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...################...',
      '...################...',
      '...################...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '...####........####...',
      '......................',
      '......................',
    ];
    expect(fractionShape(ascii(capitalH), box(2, 2, 20, 22))).toBeNull();
    const capitalX = [
      '......................',
      '......................',
      '...####........####...',
      '....####......####....',
      '....####......####....',
      '.....####....####.....',
      '......####..####......',
      '......####..####......',
      '.......########.......',
      '.......########.......',
      '........######........',
      '.........####.........',
      '.........####.........',
      '........######........',
      '.......########.......',
      '.......########.......',
      '......####..####......',
      '......####..####......',
      '.....####....####.....',
      '....####......####....',
      '....####......####....',
      '...####........####...',
      '......................',
      '......................',
    ];
    expect(fractionShape(ascii(capitalX), box(2, 2, 20, 22))).toBeNull();
    const capitalK = [
      '......................',
      '......................',
      '...####........####...',
      '...####.......####....',
      '...####......####.....',
      '...####.....####......',
      '...####....####.......',
      '...####....####.......',
      '...####...####........',
      '...####..####.........',
      '...####.####..........',
      '...########...........',
      '...####.####..........',
      '...####..####.........',
      '...####...####........',
      '...####....####.......',
      '...####.....####......',
      '...####.....####......',
      '...####......####.....',
      '...####.......####....',
      '...####........####...',
      '...####.........####..',
      '......................',
      '......................',
    ];
    expect(fractionShape(ascii(capitalK), box(2, 2, 20, 22))).toBeNull();
  });

  it('finds a bold "⅓" whose figures join its slash by their blurred edges (session 67, photos30)', () => {
    // vt-033's bold serif "⅓ Cup" read "Ys" (its greys, two hex figures a pixel): at the crop's own threshold the "1", the slash and the "3" are one part (their
    // grey edges touch), which neither the sides nor the parts tell; by their darker cores they
    // stand apart, and each figure's box is its core grown back over the grey round it.
    const rows = [
      'f2f6fafafce8eceae7e6e8eaeceef2f3f4f6fcfcf8f4dee6eceeeceaeff4',
      'f2f0ebe7e7c6cfd2d9dfe6ebeeeceef1f6fafaf0e0d4c6d5e5eeeceaecf2',
      'f2e6d4c6c2a4acb6c7dae8f0f0edecf1f7fceed7b9a4aec4deeeeeeae9ed',
      'ecd8bca6a0948a9cb8d6ecf4f2eeecf3fafae6c49c80a0bbdceff0e8e8ec',
      'e7d0ac938e92788eb1d4eef6f4edeef6fcf8c08c72709bc6ecf6f2f0f0ed',
      'e4cca88e8b665870a6dff4eaecfcf6f9faea9c695d68a8cff3fcf8f8f7f4',
      'dfc1ab987e5c4c68a0dbf2eaebf7f8f8f2d4643c4c6fbadcf8fcf8f8f9f4',
      'd3b6a39679513c5f9cd8f2eeedf5fdf6dea936265793d2ecfefdf6f6f4ee',
      'cab3a89c784e345ea0daf6faf8f8ffebbc7924327bc2e9fcfffff8faf8f0',
      'd4c8c6b4824e3464a6dbf7fffffbfad2914f30569bd6ecfafffaf6fefdf7',
      'e8e8e8cc8a443265a4d0ebfafaf2dca662354a7aa8c6cedce2e0e4f2faf6',
      'f6f6ecc7822e285d97bbd4e6e8deb074372a5e8ea7aeaab8c0c5cee4ecec',
      'f6e8cea362181c538aaac2d8dbd092521d27869a9ea09e9d9da4b1c4ddf0',
      'eed3ae80463c2e56809ab4c8c0a855352e56a2aca8aa9f9a989ca8bad2e6',
      'e4cea8785150607690abc4caa67a36344c7dbaaa9b989088808292acc8dc',
      'e2cba780606a888e9ab1c6b97d401c3f79abba947a727063585e78a0c6e0',
      'd6bda084728694969eaaaa8c521e265fa6c8bc9276695242343e6399caea',
      'c8af9a8a85adaab0b1a480523224528cc8dacfb29683563c282e5794ccef',
      'cab7a8a4a8d8d8d6c89d5a2a2c468bb8e4e6e5d4b29176543330558ec7e8',
      'ded2ccccd2f2f9e6c386401f4074bedef4f2efe0b688966f4439568ac0de',
      'eeebeaeaeef7fedeac6e32225498def2fbf5d8bca4968070523c508ac5e4',
      'f0f4f4f3f4f6f4bc7441314f92ccf1f6f8f0c09e84787462422d4482c0e2',
      'f6f0f4fefeeeca8e4c2e3a6db3e9faf8f0ddac8e7a726e5a3a284486c4e6',
      'f5f0f2fbfae4a96a322d5c9edcfffef8e8cdad98928e74604236579ad6f2',
      'f2edf0f8f2d8a0683e5292d0f3fffaf2e0c8aca0a0a47b6b544f74b1e0f2',
      'f0eaf0f5eacc926d5e86c6f0f9f5f8eedac2a598989c80776c7095c7e4e9',
      'ece8f0f4e3c0857884b4e6faf8f0f8ecd6bba496969a908e8b96bbe3efe6',
      'e8e6eef1dcb8959cb6dcf6f7f2f2f4e9d6baa99fa0a49ea0a2b4dafafbea',
      'e7e6eef0d6b2b7c2def8fbf0eef6efe5d5bed1c8bebbc0cad6e5ebf0f1f6',
      'e6e4eeeed4e7e8eff4f8f5f6f4f6f0eee3dce6e0dcd8dee2ecf4f6f6f6f8',
    ];
    const image: Pixels = {
      width: rows[0]!.length / 2,
      height: rows.length,
      data: new Uint8ClampedArray(
        rows.flatMap((row) =>
          Array.from({ length: row.length / 2 }, (_, at) => {
            const level = parseInt(row.slice(2 * at, 2 * at + 2), 16);
            return [level, level, level, 255];
          }).flat(),
        ),
      ),
    };
    const shape = fractionShape(image, box(2, 2, 28, 28));
    expect(shape).not.toBeNull();
    // The "1" at the top left, the "3" at the bottom right, each at its whole width.
    expect(shape!.numerator.x1).toBeLessThanOrEqual(12);
    expect(shape!.numerator.y1).toBeLessThanOrEqual(20);
    expect(shape!.denominator.x0).toBeGreaterThanOrEqual(16);
    expect(shape!.denominator.x1 - shape!.denominator.x0).toBeGreaterThanOrEqual(8);
    expect(shape!.denominator.y0).toBeGreaterThanOrEqual(8);
  });

  it('finds a "¼" whose numerator stands apart from the slash (session 56, photos)', () => {
    // vt-023's "¼ cup olive oil" (a narrow face, defocus and motion blur) read "Va": the "1"
    // stands alone at the top left, an empty column or two before the slash, whose foot lies
    // low at the left of the last run of columns, so that run alone looks like a "4".
    const quarter = [
      '............................',
      '............................',
      '...###............#.........',
      '..####...........###........',
      '..####...........###........',
      '..#####.........####........',
      '..#####.........####........',
      '..#####........#####........',
      '..#####........#####........',
      '..#####........####.........',
      '...#####......#####.........',
      '...#####......#####.####....',
      '...#####......#####.####....',
      '...#####.....#####..####....',
      '...#####.....#####..#####...',
      '...#####....#####..######...',
      '...#####....####..#######...',
      '...#####...#####.########...',
      '....####...####..#########..',
      '.....#....#####..#########..',
      '..........#####..#########..',
      '..........####....########..',
      '..........####....########..',
      '..........###.....########..',
      '..........###......#######..',
      '..........###........####...',
      '..........##..........###...',
      '............................',
    ];
    const shape = fractionShape(ascii(quarter), box(2, 2, 26, 26));
    expect(shape).not.toBeNull();
    expect(shape!.whole).toBeNull();
    expect(shape!.numerator.x0).toBeLessThanOrEqual(3);
    expect(shape!.denominator.x1).toBeGreaterThanOrEqual(25);
    // The "1" and the "4" of "14", both full height: the "1" is no numerator, high up alone.
    const fourteen = [
      '......................',
      '......................',
      '...###.........###....',
      '..####........####....',
      '..####.......#####....',
      '...###......######....',
      '...###.....###.###....',
      '...###....###..###....',
      '...###...###...###....',
      '...###..###....###....',
      '...###.###.....###....',
      '...###.#############..',
      '...###.#############..',
      '...###.........###....',
      '...###.........###....',
      '...###.........###....',
      '...###.........###....',
      '..#####........###....',
      '......................',
      '......................',
    ];
    expect(fractionShape(ascii(fourteen), box(2, 2, 20, 18))).toBeNull();
    // What the engine made of it: "Va", a suspect amount, as "Ya" is.
    expect(SUSPECT_AMOUNT.test('Va')).toBe(true);
  });

  it("finds a mixed number's glyph the engine gave no word (session 54, photofrac)", () => {
    // vt-021's "2 ½ teaspoons (12.5 g)" read "2 teaspoons": the "2" boxed alone, the "½" in
    // the gap before "teaspoons" (whose "t" ends the crop), in no word of the engine's.
    const rows = [
      '...........................................................................',
      '....................................................##.....................',
      '.......#....#.......................###............###.....................',
      '.....##########....................####...........####.....................',
      '....######.######.................#####...........###......................',
      '...#######.######.................#####..........####.....................#',
      '..########.######................######..........####.....................#',
      '..#####....#######................#####.........####......................#',
      '..####......######.................####.........####......................#',
      '..####......######.................####........####.......................#',
      '..##.........#####.................####........####.......................#',
      '..#..........#####.................####........####......................##',
      '.............#####.................#####......####..##...#................#',
      '.............#####.................#####......####..##...##...............#',
      '.............####..................#####.....####...###.####...............',
      '............#####..................#####.....####..####.####...............',
      '............####..................######....####...###..####...............',
      '...........#####..................######....####...##...####...............',
      '..........#####...................#####.....###.........####...............',
      '..........#####............................####.........####...............',
      '.........#####.............................###..........####...............',
      '........#####.............................####..........###................',
      '........####..............................####........####.................',
      '.......#####......##.....................####.........####.................',
      '......######....####.....................####........#####.#...............',
      '......######...#####....................####.........########..............',
      '.....###############....................####........#########..............',
      '.....###############....................###.........########...............',
      '....###############....................###..........###.#.##...............',
      '....###############.....................##..........###...#................',
      '....##############.......................#.................................',
      '......####.................................................................',
      '...........................................................................',
      '...........................................................................',
    ];
    const image = ascii(rows);
    const two = { text: '2', bbox: box(2, 2, 20, 32) };
    const unit = { text: 'teaspoons', bbox: box(73, 2, 120, 32) };
    const read: Line = { text: '2 teaspoons (12.5 g)', words: [two, unit] };
    const shape = unwordedShape(image, read, [two]);
    expect(shape).not.toBeNull();
    expect(shape!.whole!.x1).toBeLessThanOrEqual(21);
    expect(shape!.numerator.x0).toBeGreaterThanOrEqual(30);
    expect(shape!.denominator.x1).toBeLessThanOrEqual(63);
    // The unit a space after the figure: no gap for a glyph, nothing looked at.
    const near = { text: 'teaspoons', bbox: box(28, 2, 120, 32) };
    expect(unwordedShape(image, { text: '2 teaspoons', words: [two, near] }, [two])).toBeNull();
    // A count of more than one figure is no mixed number's whole.
    const count = { text: '12', bbox: box(2, 2, 20, 32) };
    expect(
      unwordedShape(image, { text: '12 teaspoons', words: [count, unit] }, [count]),
    ).toBeNull();
  });

  it("finds a fraction whose numerator's foot runs into the slash (photos34)", () => {
    // A blurred "¼" as a photo gave it (lay-017): the "1"'s foot touches the slash, so the two
    // are one part; in its upper rows the slash is the rightmost run, the "1" the run left of it.
    const rows = [
      '..........................',
      '.................#........',
      '...####.........###.......',
      '...####........####.......',
      '....###........###........',
      '....###........###........',
      '....###.......###.........',
      '....###......####.........',
      '....###......###..........',
      '....###.....###...........',
      '...#####...####.....#.....',
      '...#####...###....####....',
      '...######.####...#####....',
      '.......######....#####....',
      '........#####...######....',
      '........####...#######....',
      '........###....########...',
      '.......###.....########...',
      '......####.....########...',
      '......####.........####...',
      '......###..........###....',
      '.......#..................',
      '..........................',
    ];
    const image = ascii(rows);
    const shape = fractionShape(image, box(2, 1, 24, 22));
    expect(shape).not.toBeNull();
    // The numerator is the "1" alone (columns 3-9, its foot's last pixels given to the slash).
    expect(shape!.numerator.x0).toBe(3);
    expect(shape!.numerator.x1).toBeLessThanOrEqual(10);
    expect(shape!.numerator.y1).toBeLessThanOrEqual(14);
    expect(shape!.denominator).toEqual(box(15, 10, 23, 21));
    // A "4", whose left stroke and upright stand apart above its bar, is still no fraction.
    const four = [
      '...........',
      '.......##..',
      '......###..',
      '.....#.##..',
      '....#..##..',
      '...#...##..',
      '..#....##..',
      '.#########.',
      '.......##..',
      '.......##..',
      '.......##..',
      '...........',
    ];
    expect(fractionShape(ascii(four), box(1, 1, 10, 11))).toBeNull();
  });

  it('finds a fraction in a narrow face, under half as wide as it is tall', () => {
    const steps = Array.from({ length: 6 }, (_, s) => box(6 + s, 20 - 2 * s, 8 + s, 22 - 2 * s));
    const image = drawn(24, 40, [box(1, 2, 6, 16), ...steps, box(12, 22, 18, 38)]);
    expect(fractionShape(image, box(0, 1, 20, 39))).not.toBeNull();
  });

  it('takes a "1" with a flag and a foot, whose halves read "1" and "1", for no fraction', () => {
    // A hand-lettered "1": a stem, a flag high at its left, a foot curving low to its right. It
    // has a fraction's sides, but it is one run of ink: no slash stands apart from figures.
    const one = drawn(30, 40, [box(10, 2, 14, 38), box(4, 2, 10, 6), box(14, 34, 22, 38)]);
    const stroke = fractionShape(one, box(3, 1, 23, 39));
    expect(stroke).not.toBeNull();
    expect(strokeNotFraction('1', '1', stroke!)).toBe(true);
    expect(strokeNotFraction('1', '3', stroke!)).toBe(false);
    // A "½" whose figures stand apart from its slash is a fraction whatever they read.
    const slash = risingSlash();
    const half = drawn(44, 40, [
      box(3, 2, 9, 15),
      ...slash,
      box(25, 21, 36, 24),
      box(33, 21, 36, 34),
      box(25, 31, 36, 34),
    ]);
    const glyph = fractionShape(half, box(2, 1, 38, 36));
    expect(glyph?.alone?.numerator).toBeTruthy();
    expect(strokeNotFraction('1', '1', glyph!)).toBe(false);
  });

  it("takes no speck after a step's number for a fraction: a glyph is half its amount's height", () => {
    // A step's "1." on a shaken photo: the whole number 27 px tall, then a full stop and a speck
    // 7 px tall that the shape test took for a fraction.
    const speck = {
      whole: box(125, 613, 138, 644),
      numerator: box(144, 635, 148, 639),
      denominator: box(148, 638, 151, 642),
    };
    expect(glyphTallEnough(speck, box(127, 615, 152, 642))).toBe(false);
    // "1½": the glyph as tall as the figure before it.
    const mixed = {
      whole: box(178, 789, 193, 817),
      numerator: box(196, 791, 203, 804),
      denominator: box(203, 802, 209, 815),
    };
    expect(glyphTallEnough(mixed, box(180, 791, 211, 815))).toBe(true);
  });

  it('leaves a plain figure alone ("4" has ink low at its left)', () => {
    const four = drawn(40, 40, [box(6, 2, 9, 24), box(6, 21, 30, 24), box(22, 2, 25, 34)]);
    expect(fractionShape(four, box(5, 1, 31, 35))).toBeNull();
  });

  it('knows a lone "1" by its shape: a narrow upright stroke, not a wide figure', () => {
    const one = drawn(20, 20, [box(8, 2, 11, 18), box(6, 16, 13, 18)]);
    const three = drawn(20, 20, [
      box(4, 2, 16, 4),
      box(13, 2, 16, 18),
      box(6, 9, 16, 11),
      box(4, 16, 16, 18),
    ]);
    expect(isStroke(one, box(0, 0, 20, 20))).toBe(true);
    expect(isStroke(three, box(0, 0, 20, 20))).toBe(false);
  });

  it('reads a whole number the engine saw nothing in as a "1" when its ink is one stroke', async () => {
    // A crop reader whose engine reads nothing: the blurred "1" of "1½" read digits-only.
    const blind = { used: true, read: () => Promise.resolve('') };
    const one = drawn(20, 20, [box(8, 2, 11, 18), box(6, 16, 13, 18)]);
    expect(await readFigures(blind, one, box(0, 0, 20, 20), false)).toBe('1');
    const three = drawn(20, 20, [
      box(4, 2, 16, 4),
      box(13, 2, 16, 18),
      box(6, 9, 16, 11),
      box(4, 16, 16, 18),
    ]);
    expect(await readFigures(blind, three, box(0, 0, 20, 20), false)).toBe('');
  });

  it('gives each figure alone when the slash stands apart from them', () => {
    // "½" whose figures share columns with the slash (one glyph) but do not touch it.
    const slash = risingSlash();
    const image = drawn(44, 40, [
      box(3, 2, 9, 15),
      ...slash,
      box(25, 21, 36, 24),
      box(33, 21, 36, 34),
      box(25, 31, 36, 34),
    ]);
    const shape = fractionShape(image, box(2, 1, 38, 36));
    expect(shape).not.toBeNull();
    const { numerator, denominator } = shape!.alone!;
    // Each drawn alone with a 2 px margin: the "1" is 6 × 13 px, the "2" 11 × 13.
    expect([numerator!.width, numerator!.height]).toEqual([10, 17]);
    expect([denominator!.width, denominator!.height]).toEqual([15, 17]);
    // The figure's ink is drawn; nothing else is (the slash is left out).
    expect(numerator!.data[(8 * numerator!.width + 4) * 4]).toBe(0);
    expect(denominator!.data[(2 * denominator!.width + 1) * 4]).toBe(255);
  });

  it('gives no figure alone where it touches the slash', () => {
    const slash = risingSlash();
    const image = drawn(40, 40, [box(4, 2, 9, 16), ...slash, box(19, 18, 31, 33)]);
    const shape = fractionShape(image, box(3, 1, 33, 35));
    expect(shape).not.toBeNull();
    expect(shape!.alone!.numerator).not.toBeNull();
    expect(shape!.alone!.denominator).toBeNull();
  });

  it('tells a "2" from a "4" by where its foot starts', () => {
    // A "2": a flat foot from the left edge. A "4": an upright at the right, a bar across.
    const two = drawn(20, 20, [
      box(4, 2, 14, 4),
      box(12, 2, 14, 10),
      box(4, 9, 14, 11),
      box(4, 10, 6, 18),
      box(4, 16, 15, 18),
    ]);
    const four = drawn(20, 20, [box(4, 2, 6, 12), box(4, 11, 16, 13), box(11, 2, 13, 18)]);
    expect(denominatorFoot(two, box(0, 0, 20, 20))).toBeLessThan(0.25);
    expect(denominatorFoot(four, box(0, 0, 20, 20))).toBeGreaterThan(0.4);
    expect(denominatorFoot(drawn(20, 20, []), box(0, 0, 20, 20))).toBeNull();
  });

  it('finds a "2"\'s foot above a speck under it (session 40, photos36)', () => {
    // A blurred "½"'s denominator as a photo gave it (fr-006): its flat foot, then one pixel of
    // the stroke's edge on the row under it, which read as a foot starting mid-figure ("4").
    const two = [
      '.............',
      '.......#####.',
      '......######.',
      '......######.',
      '......#####..',
      '.....######..',
      '....#####....',
      '...######....',
      '..#######....',
      '.##########..',
      '.##########..',
      '..########...',
      '.....#.......',
      '.............',
    ];
    expect(denominatorFoot(ascii(two), box(0, 0, 13, 14))).toBeLessThan(0.25);
    // A "4" stands on its upright, a third of its width or more: no speck, still a "4".
    const four = [
      '.............',
      '......#####..',
      '.....######..',
      '.....######..',
      '.....#####...',
      '.....######..',
      '...########..',
      '...#########.',
      '..##########.',
      '..#.########.',
      '......#####..',
      '.............',
    ];
    expect(denominatorFoot(ascii(four), box(0, 0, 13, 12))).toBeGreaterThanOrEqual(0.25);
  });

  it('looks at an amount read as "Ys" as it does at "Ya" and "Y%", and not at words', () => {
    for (const read of ['Ys', 'Ya', 'Y%', '1%', '2%;', '4'])
      expect(SUSPECT_AMOUNT.test(read)).toBe(true);
    for (const read of ['Yes', 'tsp', 'salt', 'Ysss1'])
      expect(SUSPECT_AMOUNT.test(read)).toBe(false);
  });

  it('knows the fractions recipes print as glyphs', () => {
    for (const [top, bottom] of [
      ['1', '2'],
      ['1', '4'],
      ['3', '4'],
      ['1', '3'],
      ['2', '3'],
      ['1', '8'],
    ])
      expect(isCommonFraction(top!, bottom!)).toBe(true);
    for (const [top, bottom] of [
      ['1', '7'],
      ['7', '2'],
      ['2', '9'],
      ['', '2'],
      ['1', ''],
    ])
      expect(isCommonFraction(top!, bottom!)).toBe(false);
  });

  it("reads a fraction run into its unit as two words, each with its letters' box", () => {
    const symbol = (text: string, x0: number, x1: number) => ({ text, bbox: box(x0, 0, x1, 20) });
    const line = {
      text: '0 Yatsp hot chilli powder',
      words: [
        { text: '0', bbox: box(0, 0, 20, 20), symbols: [symbol('0', 0, 20)] },
        {
          text: 'Yatsp',
          bbox: box(40, 0, 100, 20),
          symbols: [
            symbol('Y', 40, 50),
            symbol('a', 40, 60),
            symbol('t', 61, 70),
            symbol('s', 68, 86),
            symbol('p', 87, 100),
          ],
        },
        { text: 'hot', bbox: box(110, 0, 140, 20) },
      ],
    };
    const split = unglued(line);
    expect(split?.text).toBe('0 Ya tsp hot chilli powder');
    expect(split?.words.map((word) => [word.text, word.bbox.x0, word.bbox.x1])).toEqual([
      ['0', 0, 20],
      ['Ya', 40, 60],
      ['tsp', 61, 100],
      ['hot', 110, 140],
    ]);
    // After a round bullet read as a nought with a bracket ("0)").
    const bracketed = {
      ...line,
      words: [{ ...line.words[0]!, text: '0)' }, ...line.words.slice(1)],
    };
    expect(unglued(bracketed)?.words.map((word) => word.text)).toEqual(['0)', 'Ya', 'tsp', 'hot']);
    // After a figure that is no bullet ("10 Yatsp"), or a unit with no figure-like glyph
    // before it, or a word that is no unit, it is left.
    expect(
      unglued({ ...line, words: [{ ...line.words[0]!, text: '10' }, ...line.words.slice(1)] }),
    ).toBeNull();
    expect(unglued({ ...line, words: [{ ...line.words[1]!, text: 'atsp' }] })).toBeNull();
    expect(unglued({ text: 'Yam', words: [{ text: 'Yam', bbox: box(0, 0, 30, 20) }] })).toBeNull();
    // A narrow face's blurred "¼" read "Va" and run into its unit (vt-023's "Vatsp Paprika",
    // session 56, photos): split the same way; "Vanilla" is no unit after a glyph.
    const narrow = {
      text: 'Vatsp Paprika',
      words: [
        {
          text: 'Vatsp',
          bbox: box(0, 0, 60, 20),
          symbols: [
            symbol('V', 0, 10),
            symbol('a', 11, 20),
            symbol('t', 21, 30),
            symbol('s', 31, 45),
            symbol('p', 46, 60),
          ],
        },
        { text: 'Paprika', bbox: box(70, 0, 140, 20) },
      ],
    };
    expect(unglued(narrow)?.words.map((word) => word.text)).toEqual(['Va', 'tsp', 'Paprika']);
    expect(
      unglued({ text: 'Vanilla', words: [{ text: 'Vanilla', bbox: box(0, 0, 60, 20) }] }),
    ).toBeNull();
  });

  it('looks past a checkbox read as a bracket round a stroke to the amount after it', () => {
    const head = (text: string) => suspectAmount(line(text, 0, 0))?.map((word) => word.text);
    // "[1] 4 teaspoon paprika": the box of a "¼ teaspoon" row; the "4"'s shape decides.
    expect(head('[1] 4 teaspoon paprika')).toEqual(['4']);
    expect(head('[1 % cup milk')).toEqual(['%']);
    expect(head('(l) Ya tsp salt')).toEqual(['Ya']);
    expect(head('[12] 4 eggs')).toBeUndefined(); // no checkbox: two figures in brackets
  });

  it('looks at a glyph read as an ampersand or a hash at the head of a row (photos34)', () => {
    const head = (text: string) => suspectAmount(line(text, 0, 0))?.map((word) => word.text);
    // "OC & cup nutritional yeast": a box read "OC", then the "⅓" read "&"; its shape decides.
    expect(head('OC & cup nutritional yeast')).toEqual(['&']);
    expect(head('& cup milk')).toEqual(['&']);
    expect(head('0 & cup vegetable stock')).toEqual(['0', '&']);
    // …and a glyph read "#", alone after a bullet or run into a figure ("#3 cucumber" for ⅔).
    expect(head('« # cucumber, diced')).toEqual(['#']);
    expect(head('#3 cucumber, diced')).toEqual(['#3']);
    // Words are no amount: an ampersand inside a word or a row of words is not looked at.
    expect(head('Salt & pepper')).toBeUndefined();
    expect(SUSPECT_AMOUNT.test('B&B')).toBe(false);
  });

  it('looks at a "½" read as a lone capital "L" at the head of a row (session 66, photos27)', () => {
    const head = (text: string) => suspectAmount(line(text, 0, 0))?.map((word) => word.text);
    // "L tsp Paprika" for "½ tsp Paprika"; the glyph's shape decides.
    expect(head('L tsp Paprika')).toEqual(['L']);
    expect(head('• L cup milk')).toEqual(['L']);
    // A word that starts with an "L" is no amount.
    expect(head('Lemon juice')).toBeUndefined();
    expect(head('Lg egg')).toBeUndefined();
  });

  it('looks at a round box read as the letter "O" run into the glyph after it', () => {
    const head = (text: string) => suspectAmount(line(text, 0, 0))?.map((word) => word.text);
    expect(head('O% cup seasoned panko breadcrumbs')).toEqual(['O%']);
    expect(head('(oY tsp salt')).toEqual(['(oY']);
    expect(head('O cup milk')).toBeUndefined(); // a box alone, and a word after it
    expect(head('Oil for frying')).toBeUndefined();
    expect(head('OY cup')).toEqual(['OY']);
    expect(head('Oats 2 cups')).toBeUndefined();
  });

  it("looks past a list's number to the amount after it, glued to its unit or not", () => {
    const head = (text: string) => suspectAmount(line(text, 0, 0))?.map((word) => word.text);
    expect(head('3. 1% tsp ground cumin')).toEqual(['1%']);
    expect(head('7) % cup rice')).toEqual(['%']);
    expect(head('2. Ya tsp salt')).toEqual(['Ya']);
    expect(head('Y% cup sugar')).toEqual(['Y%']); // no number before it: as before
    expect(head('1. Mix the flour')).toEqual(['1.']); // no amount after it: the number's shape decides
    expect(head('1.5 cups milk')).toEqual(['1.5']); // a decimal is the amount itself
    const glued = {
      text: '4. Yatsp nutmeg',
      words: [
        { text: '4.', bbox: box(0, 0, 20, 20) },
        {
          text: 'Yatsp',
          bbox: box(30, 0, 90, 20),
          symbols: [
            { text: 'Y', bbox: box(30, 0, 40, 20) },
            { text: 'a', bbox: box(38, 0, 50, 20) },
            { text: 't', bbox: box(51, 0, 60, 20) },
            { text: 's', bbox: box(60, 0, 75, 20) },
            { text: 'p', bbox: box(76, 0, 90, 20) },
          ],
        },
        { text: 'nutmeg', bbox: box(100, 0, 160, 20) },
      ],
    };
    expect(unglued(glued)?.text).toBe('4. Ya tsp nutmeg');
  });

  it('looks at a fraction glyph inside a line between words, never after a figure', () => {
    const inside = (text: string) =>
      suspectInside(line(text, 0, 0)).map((word) => [word.text, word.bbox.x0]);
    expect(inside('3 apples chopped into % inch cubes')).toEqual([['%', 280]]);
    expect(inside('grated Ya tsp nutmeg and Ys tsp cloves')).toEqual([
      ['Ya', 70],
      ['Ys', 350],
    ]);
    expect(inside('50 % cocoa chocolate')).toEqual([]); // a per cent
    expect(inside('% tsp salt')).toEqual([]); // the head has its own look
    expect(inside('salt to taste %')).toEqual([]);
    expect(inside('chopped into % Inch cubes')).toEqual([]);
  });

  it('looks at a fraction glyph after a plus joining two amounts (session 59, photos10)', () => {
    const inside = (text: string) => suspectInside(line(text, 0, 0)).map((word) => word.text);
    expect(inside('2/3 + Ya cup chocolate chips')).toEqual(['Ya']);
    expect(inside('1 cup + % cup water')).toEqual(['%']);
    expect(inside('2 + % cup water')).toEqual(['%']);
    expect(inside('50 % cocoa chocolate')).toEqual([]); // still a per cent after a figure
  });

  it('looks at a fraction glyph after a bullet inside a row read across two columns (session 61, photos13)', () => {
    // vt-003's two-column list: "¼ cup Green onions, chopped" and "• ¼ tsp Pepper" read as one
    // row, the second item's "¼" as "Ya" after its bullet read "*".
    const inside = (text: string) => suspectInside(line(text, 0, 0)).map((word) => word.text);
    expect(inside('Y cup Green onions, chopped * Ya tsp Pepper')).toEqual(['Ya']);
    expect(inside('1 cup flour • % cup water')).toEqual(['%']);
    expect(inside('* Ya tsp salt')).toEqual([]); // the head has its own look
    expect(inside('2 cups stock * % Salt')).toEqual([]); // no unit or word in lower case after it
  });

  it("settles an unread numerator by the denominator and the numerator's shape", () => {
    // ¼: over 4 a blurred "1" is no narrow stroke and may read "2"; a "3" read twice is settled
    // by the numerator (settleByNumerator), a "3" read once with the "4" is read as it stands.
    expect(settleNumerator(['4'], false)).toEqual(['1', '4']);
    expect(settleNumerator(['4'], true)).toEqual(['1', '4']); // ¼: a stroke over 4
    expect(settleNumerator(['', '9', '3'], false)).toEqual(['2', '3']); // ⅔
    expect(settleNumerator(['2'], false)).toEqual(['1', '2']); // ½ has no other numerator
    expect(settleNumerator(['8'], true)).toEqual(['1', '8']);
    expect(settleNumerator(['8'], false)).toBeNull(); // ⅜ ⅝ ⅞ are not guessed
    expect(settleNumerator(['', '7'], true)).toBeNull();
  });

  it('writes the fractions a recipe uses as their glyphs, and refuses nonsense', () => {
    expect(fractionText('1', '2')).toBe('½');
    expect(fractionText('3', '4')).toBe('¾');
    expect(fractionText('1', '3')).toBe('⅓');
    expect(fractionText('5', '6')).toBe('5/6');
    expect(fractionText('4', '2')).toBeNull();
    expect(fractionText('', '2')).toBeNull();
  });

  it('reads a bold "2½" run into a unit in capitals ("2viTBSP", session 62, photos16)', () => {
    const symbol = (text: string, x0: number, x1: number) => ({ text, bbox: box(x0, 0, x1, 24) });
    const glued = {
      text: '2viTBSP Water',
      words: [
        {
          text: '2viTBSP',
          bbox: box(0, 0, 90, 24),
          symbols: [
            symbol('2', 0, 13),
            symbol('v', 17, 36),
            symbol('i', 31, 39),
            symbol('T', 44, 55),
            symbol('B', 56, 67),
            symbol('S', 68, 78),
            symbol('P', 79, 90),
          ],
        },
        { text: 'Water', bbox: box(100, 0, 160, 24) },
      ],
    };
    const split = unglued(glued);
    expect(split?.words.map((word) => [word.text, word.bbox.x0, word.bbox.x1])).toEqual([
      ['2vi', 0, 39],
      ['TBSP', 44, 90],
      ['Water', 100, 160],
    ]);
    // "vi" is an amount only after a whole number; a word in capitals is no unit.
    expect(SUSPECT_AMOUNT.test('2vi')).toBe(true);
    for (const read of ['vi', '2via', 'avi']) expect(SUSPECT_AMOUNT.test(read)).toBe(false);
    expect(
      unglued({ text: 'TBSPS', words: [{ text: 'TBSPS', bbox: box(0, 0, 50, 24) }] }),
    ).toBeNull();
    // The whole by its own box, the glyph looked for after it: blurred figures that run into
    // their slash are taken where a "½" sets them, the numerator clear of the slash.
    const shape = glyphAfterWhole(drawn(100, 24, []), split!.words.slice(0, 1));
    expect(shape?.whole).toEqual(box(0, 0, 13, 24));
    expect(shape?.numerator).toEqual(box(17, 0, 24, 14));
    expect(shape?.denominator).toEqual(box(29, 11, 39, 24));
    // Any other amount, or one without its letters' boxes, is left to the usual look.
    expect(
      glyphAfterWhole(drawn(100, 24, []), [{ text: '2%', bbox: box(0, 0, 39, 24) }]),
    ).toBeNull();
    expect(
      glyphAfterWhole(drawn(100, 24, []), [{ text: '2vi', bbox: box(0, 0, 39, 24) }]),
    ).toBeNull();
  });
});

describe("a fraction at a line's head the engine gave no word of its own", () => {
  const symbol = (text: string, x0: number, x1: number) => ({ text, bbox: box(x0, 0, x1, 20) });
  const spelt = (text: string, x0: number, x1: number) => {
    const step = (x1 - x0) / text.length;
    return {
      text,
      bbox: box(x0, 0, x1, 20),
      symbols: [...text].map((letter, at) =>
        symbol(letter, Math.round(x0 + at * step), Math.round(x0 + (at + 1) * step)),
      ),
    };
  };

  it('looks at a glyph after an opening bracket, past the bracket, with its whole number', () => {
    const words = (texts: [string, number, number][]) => {
      const spelled = texts.map(([text, x0, x1]) => spelt(text, x0, x1));
      return { text: texts.map(([text]) => text).join(' '), words: spelled };
    };
    // "¼ cup unsalted butter (% stick)" and "1 package (2% teaspoons)", as read.
    const stick = words([
      ['cup', 0, 40],
      ['butter', 50, 110],
      ['(%', 120, 150],
      ['stick)', 160, 220],
    ]);
    expect(
      suspectBracketed(stick).map(({ word, box, whole }) => [word.text, box.x0, whole]),
    ).toEqual([['(%', 135, '']]);
    const yeast = words([
      ['package', 0, 80],
      ['(2%', 90, 135],
      ['teaspoons)', 145, 260],
    ]);
    expect(suspectBracketed(yeast).map(({ box, whole }) => [box.x0, whole])).toEqual([[105, '2']]);
    // No glyph after the bracket, or a word with no letters' boxes to find the bracket's end.
    expect(
      suspectBracketed(
        words([
          ['cup', 0, 40],
          ['(200g)', 50, 110],
        ]),
      ),
    ).toEqual([]);
    expect(
      suspectBracketed({
        text: 'cup (%',
        words: [
          { text: 'cup', bbox: box(0, 0, 40, 20) },
          { text: '(%', bbox: box(50, 0, 80, 20) },
        ],
      }),
    ).toEqual([]);
  });

  it("looks after a box, bullet or list number, past a glyph's remains, to the first word", () => {
    const head = (text: string) => {
      const found = unreadHead(line(text, 0, 0));
      return found && [found.lead?.text ?? null, found.remains.map((w) => w.text), found.word.text];
    };
    expect(head('O tbsp baking powder')).toEqual(['O', [], 'tbsp']); // "½tbsp" read "tbsp"
    expect(head('[0 *% teaspoon vanilla')).toEqual(['[0', ['*%'], 'teaspoon']);
    expect(head('(OJ %- cup sugar')).toEqual(['(OJ', ['%-'], 'cup']);
    expect(head('% tsp vanilla extract')).toEqual([null, ['%'], 'tsp']); // "%" is no bullet
    expect(head('- Ya cup sea salt')).toEqual(['-', ['Ya'], 'cup']);
    expect(head('8. lime, juiced')).toEqual(['8.', [], 'lime,']);
    expect(head('¥2Tbs. maple syrup')).toEqual([null, [], '¥2Tbs.']);
    // A line that starts with its amount has its own look (suspectAmount), and a head with no
    // word of letters after it is no ingredient's.
    expect(head('2 cups milk')).toBeNull();
    expect(head('012 cup sugar')).toBeNull();
    expect(head('O % 2')).toBeNull();
  });

  it("finds the glyphs' columns and the rows their ink reaches", () => {
    const image = drawn(60, 30, [box(4, 2, 12, 20), box(20, 10, 30, 28), box(40, 12, 42, 14)]);
    expect(inkRuns(image, box(0, 0, 60, 30))).toEqual([
      box(4, 2, 12, 20),
      box(20, 10, 30, 28),
      box(40, 12, 42, 14),
    ]);
    expect(inkRuns(image, box(0, 0, 3, 3))).toEqual([]);
  });

  it('carries a box that stops inside a glyph on to the end of its ink, and no further', () => {
    // "1Y%tsp": the engine's "%" ends at 26, the glyph's ink at 30; the "t" starts at 36.
    const image = drawn(80, 30, [box(4, 2, 8, 28), box(12, 2, 30, 28), box(36, 2, 44, 28)]);
    expect(toInkEnd(image, box(4, 2, 26, 28))).toEqual(box(4, 2, 30, 28));
    // A box that ends at a gap stays, and ink that runs on past a height (a word) is no glyph.
    expect(toInkEnd(image, box(4, 2, 32, 28))).toBeNull();
    const long = drawn(120, 30, [box(12, 2, 100, 28)]);
    expect(toInkEnd(long, box(4, 2, 26, 28))).toBeNull();
  });

  it('takes a box read as noughts and run into the glyph for no whole number', () => {
    expect(boxRunIn([line('00%', 0, 0).words[0]!])).toBe(true);
    expect(boxRunIn([line('O%', 0, 0).words[0]!])).toBe(true);
    expect(boxRunIn([line('(0%', 0, 0).words[0]!])).toBe(true);
    expect(boxRunIn([line('1Y%', 0, 0).words[0]!])).toBe(false);
    expect(boxRunIn([line('000', 0, 0).words[0]!])).toBe(false);
    expect(boxRunIn(line('0 Ya', 0, 0).words)).toBe(false);
  });

  it('reads "Ya" as a quarter and "Y2" as a half where the figures cannot be read', () => {
    expect(engineFraction('Ya')).toBe('¼');
    expect(engineFraction('Y2')).toBe('½');
    expect(engineFraction('Y%')).toBeNull();
    expect(engineFraction('%')).toBeNull();
    expect(engineFraction('Yas')).toBeNull();
  });

  it('reads "Ya" as a half where the denominator stands on a "2"\'s foot (session 60, photos12)', () => {
    // kt-016's blurred "½ tsp salt", read "Ya" and no crop reading either figure: the foot of
    // its denominator starts at the figure's left edge (0), a "¼"'s at 0.43.
    expect(engineFraction('Ya', 0)).toBe('½');
    expect(engineFraction('Ya', 0.2)).toBe('½');
    expect(engineFraction('Ya', 0.43)).toBe('¼');
    expect(engineFraction('Ya', null)).toBe('¼');
    // The foot says nothing to other reads.
    expect(engineFraction('Y2', 0.5)).toBe('½');
    expect(engineFraction('Y%', 0)).toBeNull();
  });

  it('reads "Va" by its foot alone, a half or a quarter (session 61, photos13)', () => {
    // vt-023's narrow face in blur reads "½" and "¼" alike as "Va": "½ tsp Salt" stands on a
    // foot at 0.14, "¼ cup olive oil" at 0.71 and its other quarters at 0.57-0.63.
    expect(engineFraction('Va', 0.14)).toBe('½');
    expect(engineFraction('Va', 0.71)).toBe('¼');
    expect(engineFraction('Va', 0.57)).toBe('¼');
    // A foot between a "2"'s and a "4"'s, or none, says nothing.
    expect(engineFraction('Va', 0.4)).toBeNull();
    expect(engineFraction('Va', null)).toBeNull();
    expect(engineFraction('Va')).toBeNull();
  });

  it('takes a bullet run into a glyph read as a narrow letter apart (session 60, photos12)', () => {
    // fx-029's "• ½ lemon" read "«i lemon": the "«" is the bullet, the "i" the glyph's.
    const symbol = (text: string, x0: number, x1: number) => ({ text, bbox: box(x0, 0, x1, 20) });
    const lead = (text: string, symbols: ReturnType<typeof symbol>[]) => ({
      text,
      bbox: box(0, 0, 38, 20),
      symbols,
    });
    const bullet = symbol('«', 0, 8);
    expect(bulletRunIn(lead('«i', [bullet, symbol('i', 17, 38)]))).toBe(bullet);
    expect(bulletRunIn(lead('«Yl', [bullet, symbol('Y', 17, 30), symbol('l', 30, 38)]))).toBe(
      bullet,
    );
    // A bullet alone, a letter or figure first, letters no glyph is read as, no symbols: no.
    expect(bulletRunIn(lead('«', [bullet]))).toBeNull();
    expect(bulletRunIn(lead('Oi', [symbol('O', 0, 8), symbol('i', 17, 38)]))).toBeNull();
    expect(bulletRunIn(lead('«a', [bullet, symbol('a', 17, 38)]))).toBeNull();
    expect(bulletRunIn({ text: '«i', bbox: box(0, 0, 38, 20) })).toBeNull();
  });

  it('writes the amount in place of the remains, and takes the glyph out of the word', () => {
    const read = {
      text: 'O Ycup cold water\n',
      words: [
        { text: 'O', bbox: box(0, 0, 20, 20) },
        {
          text: 'Ycup',
          bbox: box(30, 0, 90, 20),
          symbols: [
            symbol('Y', 30, 48),
            symbol('c', 50, 62),
            symbol('u', 62, 76),
            symbol('p', 76, 90),
          ],
        },
        spelt('cold', 100, 140),
        spelt('water', 150, 200),
      ],
    };
    withHeadAmount(read, unreadHead(read)!, '½', box(30, 0, 49, 20));
    expect(read.text).toBe('O ½ cup cold water\n');
    expect(read.words.map((word) => [word.text, word.bbox.x0])).toEqual([
      ['O', 0],
      ['½', 30],
      ['cup', 50],
      ['cold', 100],
      ['water', 150],
    ]);
    // A letter whose box took the glyph in is the word's own: "½tbsp" read "tbsp".
    const tbsp = spelt('tbsp', 30, 90);
    tbsp.symbols[0] = symbol('t', 30, 60);
    const taken = { text: 'O tbsp baking', words: [read.words[0]!, tbsp] };
    withHeadAmount(taken, unreadHead(taken)!, '½', box(30, 0, 52, 20));
    expect(taken.text).toBe('O ½ tbsp');
    // The remains go.
    // A narrow letter over the glyph is the word's own, moved: "¾lime" read "lime".
    const lime = spelt('lime,', 30, 90);
    lime.symbols[0] = symbol('l', 30, 50);
    const limeLine = { text: '8. lime, juiced', words: [line('8.', 0, 0).words[0]!, lime] };
    withHeadAmount(limeLine, unreadHead(limeLine)!, '¾', box(30, 0, 50, 20));
    expect(limeLine.text).toBe('8. ¾ lime,');
    expect(limeLine.words[2]!.bbox.x0).toBe(50);
    const remains = line('[0 *% teaspoon vanilla', 0, 0);
    withHeadAmount(remains, unreadHead(remains)!, '1 ½', box(70, 0, 130, 20));
    expect(remains.text).toBe('[0 1 ½ teaspoon vanilla');
  });

  it('leaves a letter the engine read where the glyph\'s shape is (an "S" looks like one)', () => {
    const slowly = {
      text: '. Slowly stir',
      words: [line('.', 0, 0).words[0]!, spelt('Slowly', 20, 80)],
    };
    const head = unreadHead(slowly)!;
    expect(readAsLetter(head, box(20, 0, 30, 20))).toBe(true);
    // A "Y", a mark, or a letter whose box reaches past the glyph: the shape decides.
    const ycup = { text: 'Ycup', words: [spelt('Ycup', 20, 60)] };
    expect(readAsLetter(unreadHead(ycup)!, box(20, 0, 30, 20))).toBe(false);
    const wide = spelt('tbsp', 20, 60);
    wide.symbols[0] = symbol('t', 20, 45);
    const tbsp = { text: 'O tbsp', words: [line('O', 0, 0).words[0]!, wide] };
    expect(readAsLetter(unreadHead(tbsp)!, box(20, 0, 36, 20))).toBe(false);
    // A narrow letter over the glyph's columns is no letter it could be: "¾lime" read "lime".
    const lime = spelt('lime,', 20, 70);
    lime.symbols[0] = symbol('l', 20, 34);
    const limeHead = unreadHead({ text: '8. lime,', words: [line('8.', 0, 0).words[0]!, lime] })!;
    expect(readAsLetter(limeHead, box(20, 0, 34, 20))).toBe(false);
    // With no symbols to say, only remains read before the word let the shape decide.
    expect(readAsLetter(unreadHead(line('O tbsp salt', 0, 0))!, box(20, 0, 30, 20))).toBe(true);
    expect(readAsLetter(unreadHead(line('% tsp salt', 0, 0))!, box(0, 0, 30, 20))).toBe(false);
  });
});

/** A page of paper (230) with strokes of ink (40) two pixels wide, a hard shadow over its right. */
function shadowedPage(width: number, height: number, shade: number) {
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const shaded = x >= width / 2 ? shade : 1;
      const ink = x % 12 < 2 && y % 24 > 4 && y % 24 < 18;
      grey[y * width + x] = Math.round((ink ? 40 : 230) * shaded);
    }
  return grey;
}

const rgba = (grey: Uint8ClampedArray, width: number, height: number) => {
  const data = new Uint8ClampedArray(width * height * 4);
  grey.forEach((value, px) => data.set([value, value, value, 255], px * 4));
  return { width, height, data };
};

describe('evening out the light (issue 31)', () => {
  it('finds the brightest and darkest value around each pixel along rows and columns', () => {
    const row = new Uint8ClampedArray([5, 1, 9, 3, 3, 7, 2]);
    expect([...slidingExtreme(row, 7, 1, 1, true, true)]).toEqual([5, 9, 9, 9, 7, 7, 7]);
    expect([...slidingExtreme(row, 7, 1, 2, false, true)]).toEqual([1, 1, 1, 1, 2, 2, 2]);
    expect([...slidingExtreme(row, 1, 7, 1, true, false)]).toEqual([5, 9, 9, 9, 7, 7, 7]);
  });

  it('gives each window its extreme whatever the row length and window (blocks cut anywhere)', () => {
    // A photo row's grey levels (paper 200-230, ink strokes 30-60), repeated with a drift.
    const levels = [212, 208, 45, 38, 219, 224, 57, 33, 201, 215, 229, 41, 206];
    for (const length of [1, 5, 12, 13, 29]) {
      const row = new Uint8ClampedArray(length).map((_, i) => levels[(i * 5) % levels.length]! - i);
      for (const radius of [1, 2, 3, 6]) {
        const around = (i: number, pick: (...values: number[]) => number) =>
          pick(...row.slice(Math.max(0, i - radius), i + radius + 1));
        const brightest = [...row].map((_, i) => around(i, Math.max));
        const darkest = [...row].map((_, i) => around(i, Math.min));
        expect([...slidingExtreme(row, length, 1, radius, true, true)]).toEqual(brightest);
        expect([...slidingExtreme(row, length, 1, radius, false, true)]).toEqual(darkest);
        expect([...slidingExtreme(row, 1, length, radius, true, false)]).toEqual(brightest);
      }
    }
  });

  it("keeps the paper's light sharp at a shadow's edge and takes the ink out of it", () => {
    const width = 400;
    const height = 240;
    const grey = shadowedPage(width, height, 0.45);
    const paper = paperLight(grey, width, height);
    expect(paper[100 * width + 100]).toBeGreaterThan(220); // on an ink stroke, in the light
    expect(paper[100 * width + 204]).toBeLessThan(110); // just inside the shadow: no bright band
    const flat = closeLight(grey, width, height, paper);
    const at = (x: number, y: number) => flat[y * width + x]!;
    expect(at(6, 30)).toBeGreaterThan(240); // paper in the light
    expect(at(206, 30)).toBeGreaterThan(240); // paper just inside the shadow
    expect(at(0, 30)).toBeLessThan(60); // ink in the light
    expect(at(204, 30)).toBeLessThan(60); // ink just inside the shadow
  });

  it('weighs the light at half size, the full-size paper being its read-back', () => {
    const width = 400;
    const height = 240;
    const grey = shadowedPage(width, height, 0.45);
    const half = halfPaper(grey, width, height);
    expect([half.width, half.height]).toEqual([200, 120]);
    const full = paperLight(grey, width, height);
    // Away from the shadow's edge the light is flat: each pixel has its 2×2 block's value.
    for (const [x, y] of [
      [100, 100],
      [300, 30],
      [20, 200],
    ] as const)
      expect(full[y * width + x]).toBe(half.light[(y >> 1) * half.width + (x >> 1)]);
    expect(half.light[50 * 200 + 50]).toBeGreaterThan(220); // lit paper over an ink stroke
    expect(half.light[50 * 200 + 103]).toBeLessThan(110); // in the shadow
  });

  it('evens out only a photo whose text is lit unevenly', () => {
    const width = 400;
    const height = 240;
    const shadowed = shadowedPage(width, height, 0.45);
    const even = shadowedPage(width, height, 0.95);
    expect(lightEvenness(shadowed, halfPaper(shadowed, width, height), width, height)).toBeLessThan(
      UNEVEN_LIGHT,
    );
    expect(lightEvenness(even, halfPaper(even, width, height), width, height)).toBeGreaterThan(
      UNEVEN_LIGHT,
    );
    const steps = { stretch: false, threshold: false, scale: 1, evenLight: true };
    const evenImage = rgba(even, width, height);
    expect(prepareImage(evenImage, steps)).toBe(evenImage);
    const shadowedImage = rgba(shadowed, width, height);
    const prepared = prepareImage(shadowedImage, steps);
    expect(prepared).not.toBe(shadowedImage);
    expect(prepared.data[(30 * width + 306) * 4]).toBeGreaterThan(240);
  });
});

/** A page of paper (230) with rows of ink strokes (40) five pixels wide, as sharp as printed. */
function printedPage(width: number, height: number) {
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const ink = x % 16 < 5 && y % 32 >= 4 && y % 32 < 18;
      grey[y * width + x] = ink ? 40 : 230;
    }
  return grey;
}

/** The same page defocused: three box blurs of radius 2 (a Gaussian of about 2.4 px). */
const defocused = (grey: Uint8ClampedArray, width: number, height: number) =>
  boxBlur(boxBlur(boxBlur(grey, width, height, 2), width, height, 2), width, height, 2);

describe('sharpening a soft photo (issue 31)', () => {
  it('blurs by running sums: a flat page stays flat, a step spreads over the window', () => {
    const flat = new Uint8ClampedArray(30).fill(200);
    expect([...boxBlur(flat, 10, 3, 2)]).toEqual([...flat]);
    const step = new Uint8ClampedArray([0, 0, 0, 0, 0, 250, 250, 250, 250, 250]);
    expect([...boxBlur(step, 10, 1, 1)]).toEqual([0, 0, 0, 0, 83, 167, 250, 250, 250, 250]);
  });

  it("tells a defocused page's text from a sharp one's, whatever the light", () => {
    const width = 320;
    const height = 240;
    const sharp = printedPage(width, height);
    const soft = defocused(sharp, width, height);
    // Dim, flat light: the same sharp page with its ink and paper squeezed together.
    const dim = sharp.map((value) => 70 + value * 0.45);
    const sharpness = (grey: Uint8ClampedArray) =>
      edgeSharpness(grey, halfPaper(grey, width, height), width, height);
    expect(sharpness(sharp)).toBeGreaterThan(0.8);
    expect(sharpness(dim)).toBeGreaterThan(0.8);
    expect(sharpness(soft)).toBeLessThan(SOFT_EDGES);
  });

  it("steepens a soft edge and leaves the paper's level alone", () => {
    const width = 320;
    const height = 240;
    const soft = defocused(printedPage(width, height), width, height);
    const sharpened = unsharpMask(soft, width, height, 2, 0.5);
    const at = (grey: Uint8ClampedArray, x: number) => grey[12 * width + x]!;
    // Across a stroke's left edge (ink from x = 96): the climb is steeper, the ink darker.
    expect(at(sharpened, 95) - at(sharpened, 96)).toBeGreaterThan(at(soft, 95) - at(soft, 96));
    expect(at(sharpened, 98)).toBeLessThan(at(soft, 98));
    // Paper far from any ink (the middle of the gap between rows) keeps its level.
    expect(sharpened[27 * width + 98]).toBe(soft[27 * width + 98]);
  });

  it('sharpens only a photo whose text is soft', () => {
    const width = 320;
    const height = 240;
    const steps = { stretch: false, threshold: false, scale: 1, sharpen: 0.5 };
    const sharpImage = rgba(printedPage(width, height), width, height);
    expect(prepareImage(sharpImage, steps)).toBe(sharpImage);
    const soft = defocused(printedPage(width, height), width, height);
    const prepared = prepareImage(rgba(soft, width, height), steps);
    expect(prepared.data[(12 * width + 98) * 4]).toBeLessThan(soft[12 * width + 98]!);
  });
});

/** The page smeared along its rows, as a shake sideways does: three line blurs of radius 2. */
const shaken = (grey: Uint8ClampedArray, width: number, height: number) =>
  lineBlur(
    lineBlur(lineBlur(grey, width, height, 2, true), width, height, 2, true),
    width,
    height,
    2,
    true,
  );

describe('sharpening a shaken photo along its soft axis (issue 31)', () => {
  it('blurs along one axis only: a row spreads, a column does not', () => {
    const step = new Uint8ClampedArray([0, 0, 0, 250, 250, 250]);
    expect([...lineBlur(step, 6, 1, 1, true)]).toEqual([0, 0, 83, 167, 250, 250]);
    // The same values down one column of a 6-row, 1-wide image are left alone across rows.
    expect([...lineBlur(step, 6, 1, 1, false)]).toEqual([...step]);
    expect([...lineBlur(step, 1, 6, 1, false)]).toEqual([0, 0, 83, 167, 250, 250]);
  });

  it('finds the axis a shake smeared, and both axes soft on a defocused page', () => {
    const width = 320;
    const height = 240;
    const sharp = printedPage(width, height);
    const axes = (grey: Uint8ClampedArray) =>
      axisSharpness(grey, halfPaper(grey, width, height), width, height);
    const crisp = axes(sharp);
    expect(Math.min(crisp.across, crisp.down)).toBeGreaterThan(0.8);
    const sideways = axes(shaken(sharp, width, height));
    expect(sideways.across).toBeLessThan(SOFT_EDGES);
    expect(sideways.down).toBeGreaterThan(0.8);
    const soft = axes(defocused(sharp, width, height));
    expect(Math.max(soft.across, soft.down)).toBeLessThan(SOFT_EDGES);
  });

  it('steepens the edges across the smear and leaves the crisp edges alone', () => {
    const width = 320;
    const height = 240;
    const smeared = shaken(printedPage(width, height), width, height);
    const sharpened = lineUnsharpMask(smeared, width, height, 2, 0.5, true);
    const at = (grey: Uint8ClampedArray, x: number, y = 12) => grey[y * width + x]!;
    // Across a stroke's left edge (ink from x = 96) the climb is steeper and the ink darker.
    expect(at(sharpened, 95) - at(sharpened, 96)).toBeGreaterThan(
      at(smeared, 95) - at(smeared, 96),
    );
    expect(at(sharpened, 98)).toBeLessThan(at(smeared, 98));
    // Between rows (no ink above or below along a column's blur) nothing moves.
    expect(at(sharpened, 98, 27)).toBe(at(smeared, 98, 27));
  });

  it('sharpens a photo soft along one axis only when asked, and a crisp one never', () => {
    const width = 320;
    const height = 240;
    const smeared = shaken(printedPage(width, height), width, height);
    const image = rgba(smeared, width, height);
    const steps = { stretch: false, threshold: false, scale: 1, sharpen: 0.5 };
    expect(prepareImage(image, steps)).toBe(image);
    const prepared = prepareImage(image, { ...steps, shake: 'axis' });
    expect(prepared.data[(12 * width + 98) * 4]).toBeLessThan(smeared[12 * width + 98]!);
    const crisp = rgba(printedPage(width, height), width, height);
    expect(prepareImage(crisp, { ...steps, shake: 'axis' })).toBe(crisp);
  });
});

/**
 * A page of paper (230) with rows of ink strokes (40), each row falling `degrees` to the right
 * (y grows downwards), as on a card laid at a slant.
 */
function turnedPage(width: number, height: number, degrees: number) {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const along = Math.floor(y - x * slope + 1000);
      const ink = x % 16 < 5 && along % 32 >= 4 && along % 32 < 18;
      grey[y * width + x] = ink ? 40 : 230;
    }
  return grey;
}

/**
 * The rows where a run of ink starts (paper above it) in one column of a grey image; the first
 * two may be rows cut by the page's edge.
 */
function inkRowsOf(grey: Uint8ClampedArray, width: number, height: number, x: number) {
  const rows: number[] = [];
  for (let y = 1; y < height; y += 1)
    if (grey[y * width + x]! < 135 && grey[(y - 1) * width + x]! >= 135) rows.push(y);
  return rows;
}

/** How far apart two rows are within the page's pitch of 32 (a row's start against the next). */
const offRow = (a: number, b: number) => {
  const apart = (((a - b) % 32) + 32) % 32;
  return Math.min(apart, 32 - apart);
};

describe('levelling turned rows of text (issue 31)', () => {
  it('measures the turn of the rows, either way, and none on a level page', () => {
    const width = 480;
    const height = 360;
    const skew = (degrees: number) => {
      const grey = turnedPage(width, height, degrees);
      return (textSkew(grey, halfPaper(grey, width, height), width, height) * 180) / Math.PI;
    };
    expect(skew(4.5)).toBeCloseTo(4.5, 0);
    expect(Math.abs(skew(4.5) - 4.5)).toBeLessThan(0.25);
    expect(Math.abs(skew(-3.2) + 3.2)).toBeLessThan(0.25);
    expect(Math.abs(skew(0))).toBeLessThan(0.25);
  });

  it('moves each column by whole pixels so the rows are level, blending no pixel', () => {
    const width = 480;
    const height = 360;
    const grey = turnedPage(width, height, 4);
    const level = shearGrey(grey, width, height, (4 * Math.PI) / 180);
    expect(level.width).toBe(width);
    expect(level.height).toBe(height + Math.round(Math.tan((4 * Math.PI) / 180) * (width - 1)));
    // Before, a stroke 194 px along a row is about half a row's pitch (32) lower than the first;
    // after, the two are on the same rows.
    const first = inkRowsOf(grey, width, height, 2);
    const along = inkRowsOf(grey, width, height, 194);
    expect(offRow(along[2]!, first[2]!)).toBeGreaterThan(10);
    const levelFirst = inkRowsOf(level.grey, width, level.height, 2);
    const levelAlong = inkRowsOf(level.grey, width, level.height, 194);
    expect(offRow(levelAlong[2]!, levelFirst[2]!)).toBeLessThanOrEqual(1);
    // Every value is one of the photo's own (ink 40, paper 230): no edge is softened.
    expect(new Set(level.grey)).toEqual(new Set([40, 230]));
  });

  it('levels a page turned by LEVEL_ENOUGH or more, and hands a nearly level one back', () => {
    const width = 480;
    const height = 360;
    const steps = { stretch: false, threshold: false, scale: 1, deskew: true };
    expect(LEVEL_ENOUGH).toBeGreaterThan((2 * Math.PI) / 180);
    const nearlyLevel = rgba(turnedPage(width, height, 1.5), width, height);
    expect(prepareImage(nearlyLevel, steps)).toBe(nearlyLevel);
    const turned = rgba(turnedPage(width, height, -4.5), width, height);
    expect(prepareImage(turned, { ...steps, deskew: false })).toBe(turned);
    const prepared = prepareImage(turned, steps);
    expect(prepared.height).toBeGreaterThan(height);
    const grey = greyOf(prepared);
    const first = inkRowsOf(grey, width, prepared.height, 2);
    const along = inkRowsOf(grey, width, prepared.height, 194);
    expect(offRow(along[2]!, first[2]!)).toBeLessThanOrEqual(1);
  });
});

/**
 * A page turned `degrees` as a whole (strokes and rows alike, as a card laid at a slant): rows
 * of upright strokes (ink 40 on paper 230), 5 px wide every 16, 50 px tall every 64.
 */
function rotatedPage(width: number, height: number, degrees: number) {
  const angle = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const along = Math.floor(x * cos + y * sin + 1000);
      const down = Math.floor(-x * sin + y * cos + 1000);
      grey[y * width + x] = along % 16 < 5 && down % 64 >= 4 && down % 64 < 54 ? 40 : 230;
    }
  return grey;
}

/** Where ink starts (paper to its left) along one row of a grey image. */
function inkColumnsOf(grey: Uint8ClampedArray, width: number, y: number) {
  const columns: number[] = [];
  for (let x = 1; x < width; x += 1)
    if (grey[y * width + x]! < 135 && grey[y * width + x - 1]! >= 135) columns.push(x);
  return columns;
}

describe('standing the strokes of a turned page upright (issue 31)', () => {
  /** How far a stroke's left edge moves between two rows 40 px apart inside one band of text. */
  const lean = (grey: Uint8ClampedArray, width: number, height: number) => {
    const x = Math.round(width / 2);
    const inkAt = (y: number) => inkColumnsOf(grey, width, y).length;
    // The top of a band of text: a row with many strokes under one with none.
    let top = 80;
    while (top < height && !(inkAt(top) > 8 && inkAt(top - 1) === 0)) top += 1;
    const [upper, lower] = [top + 3, top + 43].map((y) => inkColumnsOf(grey, width, y));
    const start = upper!.find((at) => at > x)!;
    const near = lower!.reduce((best, at) =>
      Math.abs(at - start) < Math.abs(best - start) ? at : best,
    );
    return near - start;
  };

  it('levels the rows and stands the strokes up, either way, blending no pixel', () => {
    const width = 480;
    const height = 360;
    for (const degrees of [8, -8]) {
      const angle = (degrees * Math.PI) / 180;
      const grey = rotatedPage(width, height, degrees);
      const level = shearGrey(grey, width, height, angle);
      // Levelled, a stroke still leans: its edge moves about 40·sin·cos px over 40 rows.
      expect(Math.abs(lean(level.grey, level.width, level.height))).toBeGreaterThanOrEqual(4);
      const upright = uprightGrey(level.grey, level.width, level.height, angle);
      expect(upright.height).toBe(level.height);
      expect(upright.width).toBe(
        level.width + Math.abs(Math.round(Math.sin(angle) * Math.cos(angle) * (level.height - 1))),
      );
      expect(Math.abs(lean(upright.grey, upright.width, upright.height))).toBeLessThanOrEqual(1);
      expect(new Set(upright.grey)).toEqual(new Set([40, 230]));
    }
  });

  it('is a step of its own: without it a levelled page keeps its width', () => {
    const width = 480;
    const height = 360;
    const turned = rgba(rotatedPage(width, height, 6), width, height);
    const steps = { stretch: false, threshold: false, scale: 1, deskew: true };
    expect(prepareImage(turned, steps).width).toBe(width);
    const upright = prepareImage(turned, { ...steps, upright: true });
    expect(upright.width).toBeGreaterThan(width);
    const grey = greyOf(upright);
    expect(Math.abs(lean(grey, upright.width, upright.height))).toBeLessThanOrEqual(1);
  });
});

/**
 * A page whose rows are level and whose strokes lean by `lean` (x per row down the page), as
 * print photographed from the side: rows of upright strokes (ink 40 on paper 230), 4 px wide at
 * uneven steps of 11-19 px, 40 px tall every 56.
 */
function leaningPage(width: number, height: number, lean: number) {
  const starts: number[] = [];
  for (let x = 0, step = 0; x < width + 200; step += 1) {
    starts.push(x);
    x += 11 + ((step * 7) % 9);
  }
  const grey = new Uint8ClampedArray(width * height).fill(230);
  for (let y = 0; y < height; y += 1) {
    if (y % 56 < 8 || y % 56 >= 48) continue;
    const shift = lean * (y - height / 2);
    for (const start of starts)
      for (let x = Math.round(start - 100 + shift); x < start - 96 + shift; x += 1)
        if (x >= 0 && x < width) grey[y * width + x] = 40;
  }
  return grey;
}

describe("standing a photo's strokes upright by their own lean (issue 31, photos32)", () => {
  const leanOf = (grey: Uint8ClampedArray, width: number, height: number) =>
    strokeLean(grey, halfPaper(grey, width, height), width, height);

  it('measures how far the strokes lean, either way, from the ink, and none on upright print', () => {
    const width = 480;
    const height = 360;
    for (const lean of [0.1, -0.1, 0.2, -0.06])
      expect(Math.abs(leanOf(leaningPage(width, height, lean), width, height) - lean)).toBeLessThan(
        0.015,
      );
    expect(leanOf(leaningPage(width, height, 0), width, height)).toBe(0);
    // A page turned by 8°, its rows levelled: the strokes lean by sin·cos of the turn (0.14).
    const angle = (8 * Math.PI) / 180;
    const level = shearGrey(rotatedPage(width, height, 8), width, height, angle);
    expect(
      Math.abs(
        Math.abs(leanOf(level.grey, level.width, level.height)) - Math.sin(angle) * Math.cos(angle),
      ),
    ).toBeLessThan(0.02);
  });

  it('moves each row by whole pixels so the strokes stand upright, blending no pixel', () => {
    const width = 480;
    const height = 360;
    const grey = leaningPage(width, height, 0.12);
    const upright = unleanGrey(grey, width, height, 0.12);
    expect(upright.height).toBe(height);
    expect(upright.width).toBe(width + Math.round(0.12 * (height - 1)));
    expect(Math.abs(leanOf(upright.grey, upright.width, upright.height))).toBeLessThan(0.01);
    expect(new Set(upright.grey)).toEqual(new Set([40, 230]));
  });

  it('is a step of its own, taken only where the strokes lean backwards by its amount or more', () => {
    const width = 480;
    const height = 360;
    const steps = { stretch: false, threshold: false, scale: 1, deskew: true };
    // Rows level, strokes leaning 0.1 (a sheared photo): levelling alone leaves it as it is.
    const sheared = rgba(leaningPage(width, height, 0.1), width, height);
    expect(prepareImage(sheared, steps)).toBe(sheared);
    const stood = prepareImage(sheared, { ...steps, lean: 0.05 });
    expect(Math.abs(stood.width - width - 0.1 * (height - 1))).toBeLessThanOrEqual(3);
    expect(Math.abs(leanOf(greyOf(stood), stood.width, stood.height))).toBeLessThan(0.01);
    // Strokes leaning less than the step's amount are left as they are.
    const slight = rgba(leaningPage(width, height, 0.03), width, height);
    expect(prepareImage(slight, { ...steps, lean: 0.05 })).toBe(slight);
    // Strokes leaning forwards, as italics and hand lettering do, however far: left as they are.
    const forwards = rgba(leaningPage(width, height, -0.15), width, height);
    expect(prepareImage(forwards, { ...steps, lean: 0.05 })).toBe(forwards);
    // A turned page: levelled, then stood upright by the lean read from its strokes.
    const turned = rgba(rotatedPage(width, height, -8), width, height);
    const both = prepareImage(turned, { ...steps, lean: 0.05 });
    expect(both.width).toBeGreaterThan(width);
    expect(Math.abs(leanOf(greyOf(both), both.width, both.height))).toBeLessThan(0.02);
  });
});

describe('levelling a keystone photo (issue 31)', () => {
  /** Rows falling 5° in the upper half of the page and level in the lower half. */
  const keystone = (width: number, height: number) => {
    const grey = turnedPage(width, height, 5);
    grey.set(turnedPage(width, height, 0).subarray((height / 2) * width), (height / 2) * width);
    return grey;
  };

  it("measures the rows' turn in each half of the page, and only where they differ", () => {
    const width = 480;
    const height = 720;
    const grey = keystone(width, height);
    const bands = bandSkews(grey, halfPaper(grey, width, height), width, height);
    expect(bands).not.toBeNull();
    const [upper, lower] = bands!.map((angle) => (angle * 180) / Math.PI);
    expect(Math.abs(upper! - 5)).toBeLessThan(0.3);
    expect(Math.abs(lower!)).toBeLessThan(0.3);
    const turned = turnedPage(width, height, 4);
    expect(bandSkews(turned, halfPaper(turned, width, height), width, height)).toBeNull();
  });

  it('levels the rows of both halves by a slope that changes down the page', () => {
    const width = 480;
    const height = 720;
    const grey = keystone(width, height);
    const level = shearGreyBands(grey, width, height, (5 * Math.PI) / 180, 0);
    // Near the top (rows 2-4 from the page's top edge) and near the bottom (the last rows): a
    // stroke 194 px along a row starts on the same rows as the first stroke of its row.
    const first = inkRowsOf(level.grey, width, level.height, 2);
    const along = inkRowsOf(level.grey, width, level.height, 194);
    const near = (rows: number[], at: number) =>
      rows.reduce((best, row) => (Math.abs(row - at) < Math.abs(best - at) ? row : best));
    const top = first.find((row) => row > 60)!;
    expect(offRow(near(along, top), top)).toBeLessThanOrEqual(1);
    const bottom = first.findLast((row) => row < level.height - 60)!;
    expect(offRow(near(along, bottom), bottom)).toBeLessThanOrEqual(1);
    // One angle for the whole page leaves the bottom rows turned.
    const once = shearGrey(grey, width, height, (2.5 * Math.PI) / 180);
    const onceFirst = inkRowsOf(once.grey, width, once.height, 2);
    const onceAlong = inkRowsOf(once.grey, width, once.height, 194);
    const onceBottom = onceFirst.findLast((row) => row < once.height - 60)!;
    expect(offRow(near(onceAlong, onceBottom), onceBottom)).toBeGreaterThan(3);
    expect(new Set(level.grey)).toEqual(new Set([40, 230]));
  });
});

describe('preparing a photo', () => {
  it('evens out a shadow over half the page and keeps the ink dark on both sides', () => {
    const width = 400;
    const height = 200;
    const grey = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const shaded = x >= 200 ? 0.45 : 1;
        // A stroke of ink two pixels wide every 20 pixels, on paper of 230.
        const ink = x % 20 < 2 && y > 50 && y < 150;
        grey[y * width + x] = Math.round((ink ? 40 : 230) * shaded);
      }
    const flat = flattenLight(grey, width, height);
    const at = (x: number, y: number) => flat[y * width + x]!;
    expect(at(50, 30)).toBeGreaterThan(240); // paper in the light
    expect(at(350, 30)).toBeGreaterThan(240); // paper in the shadow
    expect(at(60, 100)).toBeLessThan(60); // ink in the light
    expect(at(340, 100)).toBeLessThan(60); // ink in the shadow
  });

  it('stretches the grey levels so the darkest ink is black and the paper white', () => {
    const grey = new Uint8ClampedArray(1000).map((_v, i) => (i < 300 ? 90 : 200));
    const out = stretchContrast(grey);
    expect(out[0]).toBe(0);
    expect(out[999]).toBe(255);
  });

  it("finds ink on shaded paper by Sauvola's local threshold", () => {
    // Paper shading from 250 (left) to 120 (right); ink 60 darker than the paper around it.
    const width = 120;
    const height = 40;
    const grey = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const paper = 250 - x;
        const ink = y >= 15 && y < 25 && x % 20 < 4;
        grey[y * width + x] = ink ? paper - 60 : paper;
      }
    const out = sauvola(grey, width, height, 10);
    expect(out[20 * width + 2]).toBe(0); // ink on light paper
    expect(out[20 * width + 102]).toBe(0); // ink on dark paper
    expect(out[20 * width + 110]).toBe(255); // dark paper is still paper
    expect(out[5 * width + 100]).toBe(255);
  });

  it('scales a grey image and keeps an image it is not asked to change', () => {
    const scaled = scaleGrey(new Uint8ClampedArray([0, 255, 0, 255]), 2, 2, 2);
    expect([scaled.width, scaled.height]).toEqual([4, 4]);
    const image = drawn(4, 4, [box(0, 0, 2, 2)]);
    expect(prepareImage(image, { stretch: false, threshold: false, scale: 1 })).toBe(image);
    expect(greyOf(image)[0]).toBe(0);
  });
});

describe("reading a fraction's figures from crops", () => {
  /** A stand-in engine that counts its calls and reads every crop as "2". */
  const countingWorker = () => {
    const calls = { recognize: 0, settings: [] as string[] };
    const worker = {
      setParameters: (params: Record<string, string>) => {
        calls.settings.push(params.tessedit_pageseg_mode!);
        return Promise.resolve();
      },
      recognize: () => {
        calls.recognize += 1;
        return Promise.resolve({ data: { text: '2\n' } });
      },
    } as unknown as Tesseract.Worker;
    return { worker, calls };
  };
  const white = (width: number, height: number): Pixels => ({
    width,
    height,
    data: new Uint8ClampedArray(width * height * 4).fill(255),
  });
  const withInk = (image: Pixels, area: ReturnType<typeof box>) => {
    for (let y = area.y0; y < area.y1; y += 1)
      for (let x = area.x0; x < area.x1; x += 1)
        image.data.fill(0, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
    return image;
  };

  it("frames a figure's crop in its own paper's grey, not white", () => {
    // A "1" on a grey photo's paper (level 170), as a dim photo shows it.
    const image = white(20, 24);
    for (let at = 0; at < image.data.length; at += 4) image.data.fill(170, at, at + 3);
    withInk(image, box(9, 4, 11, 20));
    expect(paperLevel(image, box(0, 0, 20, 24))).toBe(170);
    const crop = cropFigure(image, box(4, 2, 16, 22), 2);
    expect([crop.width, crop.height]).toEqual([12 * 2 + 24, 20 * 2 + 24]);
    const level = (x: number, y: number) => crop.data[(y * crop.width + x) * 4];
    // The border (12 px) and the paper inside it are one grey; the stroke is ink.
    expect(level(0, 0)).toBe(170);
    expect(level(crop.width - 1, crop.height - 1)).toBe(170);
    expect(level(12, 12)).toBe(170);
    expect(level(12 + 2 * 5 + 1, 12 + 2 * 2 + 1)).toBe(0);
    expect(crop.data[3]).toBe(255);
    // On white paper the border stays white.
    const onWhite = withInk(white(20, 24), box(9, 4, 11, 20));
    expect(cropFigure(onWhite, box(4, 2, 16, 22), 2).data[0]).toBe(255);
  });

  it('reads a denominator read "1" under a "1" again as ink on white, and marks what it makes', async () => {
    // A small "¼" whose plain crops read "1" over "1" (the "4" cut at the glyph's middle).
    const reader = (ink: string): CropReader => ({
      used: true,
      read: (_image, _box, _height, _segmentation, preparation) =>
        Promise.resolve(preparation === 'ink' ? ink : '1'),
    });
    const shape = { whole: null, numerator: box(2, 2, 10, 12), denominator: box(10, 10, 18, 20) };
    const image = white(24, 24);
    expect(await readFraction(reader('4'), image, shape)).toEqual({ text: '¼', guessed: true });
    // A "1" with a flag and a foot: nothing, or a "1" again, as ink: no fraction.
    expect(await readFraction(reader(''), image, shape)).toBeNull();
    expect(await readFraction(reader('1'), image, shape)).toBeNull();
    // Where the engine read the amount as a plain "1" ("1 handful"), its foot is not read as
    // ink at all (it may read "3"): no fraction. Read "%", the glyph's "3" still is read.
    expect(await readFraction(reader('3'), image, shape, '1')).toBeNull();
    expect(await readFraction(reader('3'), image, shape, '%')).toEqual({
      text: '⅓',
      guessed: true,
    });
  });

  it('reads a denominator the engine saw nothing in under a "1" again as ink on white', async () => {
    const numerator = box(2, 2, 10, 12);
    const denominator = box(10, 10, 18, 20);
    const shape = { whole: null, numerator, denominator };
    const asked: string[] = [];
    const reader = (top: string, ink: string): CropReader => ({
      used: true,
      read: (_image, area, _height, _segmentation, preparation) => {
        if (preparation === 'ink') asked.push('ink');
        return Promise.resolve(area === numerator ? top : preparation === 'ink' ? ink : '');
      },
    });
    // A blurred "¼" whose "4" reads nothing in any plain crop: as ink it reads "4" (marked).
    expect(await readFraction(reader('1', '4'), white(24, 24), shape)).toEqual({
      text: '¼',
      guessed: true,
    });
    // Nothing as ink either: no fraction is made up.
    expect(await readFraction(reader('1', ''), white(24, 24), shape)).toBeNull();
    // The engine read a plain "1" there ("1 cup sugar"): its foot, as ink, is no denominator.
    expect(await readFraction(reader('1', '3'), white(24, 24), shape, '1')).toBeNull();
    expect(await readFraction(reader('1', '4'), white(24, 24), shape, '%')).toEqual({
      text: '¼',
      guessed: true,
    });
    // Over no "1" the denominator is not read again.
    asked.length = 0;
    expect(await readFraction(reader('7', '4'), white(24, 24), shape)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('reads a "1" over a figure read only "1", "7" or nothing as "½" by a "2"\'s foot (session 60, photos12)', async () => {
    // fx-029's blurred "½ lemon": the crops read "1" over "1", "7" or nothing, no pair a
    // fraction. Its denominator stands on a flat foot from its left edge: a "2".
    const numerator = box(0, 0, 20, 20);
    const denominator = box(20, 20, 40, 40);
    // Its numerator stands apart from the slash (a "1" with a flag and a foot has no figure
    // apart and is no fraction: `strokeNotFraction`).
    const alone = drawn(20, 20, [box(8, 2, 10, 18)]);
    const shape = {
      whole: null,
      numerator,
      denominator,
      alone: { numerator: alone, denominator: null },
    };
    const reader = (bottom: string): CropReader => ({
      used: true,
      read: (image, area) => Promise.resolve(image === alone || area === numerator ? '1' : bottom),
    });
    const one = box(8, 2, 10, 18);
    const two = [
      box(24, 22, 34, 24),
      box(32, 22, 34, 30),
      box(24, 29, 34, 31),
      box(24, 30, 26, 38),
      box(24, 36, 35, 38),
    ];
    const four = [box(24, 22, 26, 32), box(24, 31, 36, 33), box(31, 22, 33, 38)];
    const half = { text: '½', guessed: true };
    // The engine read the glyph as a narrow letter run into its bullet ("«i"), or as its marks.
    expect(await readFraction(reader('1'), drawn(40, 40, [one, ...two]), shape, 'i')).toEqual(half);
    expect(await readFraction(reader('7'), drawn(40, 40, [one, ...two]), shape, 'i')).toEqual(half);
    expect(await readFraction(reader(''), drawn(40, 40, [one, ...two]), shape, 'Ya')).toEqual(half);
    // The engine read a plain "1" there (kt-004's "1 teaspoon"), a decimal (wide-029's "0.25"),
    // or a word's letters and no glyph (vt-032's "sit", seen as nothing): no "2" is made up.
    expect(await readFraction(reader('1'), drawn(40, 40, [one, ...two]), shape, '1')).toBeNull();
    expect(await readFraction(reader('1'), drawn(40, 40, [one, ...two]), shape, '0.25')).toBeNull();
    expect(await readFraction(reader('1'), drawn(40, 40, [one, ...two]), shape)).toBeNull();
    // A "4" stands on its upright: no fraction is made up.
    expect(await readFraction(reader('1'), drawn(40, 40, [one, ...four]), shape, 'i')).toBeNull();
    // Read as a figure a fraction has, the read stands.
    expect(await readFraction(reader('3'), drawn(40, 40, [one, ...two]), shape)).toEqual({
      text: '⅓',
      guessed: false,
    });
    expect(twoByFoot(['1', '', '7'], 0)).toBe(true);
    expect(twoByFoot(['1', '3'], 0)).toBe(false);
    expect(twoByFoot(['1'], 0.4)).toBe(false);
    expect(twoByFoot(['1'], null)).toBe(false);
    expect(twoByFoot([], 0)).toBe(false);
  });

  it("reads a denominator set under its numerator across the glyph's lower part (photos34)", async () => {
    // A "¼" whose "4" stands under the "1": the cut at the glyph's middle keeps the 4's upright,
    // read "1" plain and as ink; across the glyph's lower part it reads "4".
    const numerator = box(2, 2, 10, 12);
    const denominator = box(10, 10, 18, 20);
    const shape = { whole: null, numerator, denominator };
    const under = underBox(shape);
    expect(under).toEqual({ x0: 2 + 0.3 * 16, y0: 20 - 0.45 * 18, x1: 18, y1: 20 });
    const reader = (below: string): CropReader => ({
      used: true,
      read: (_image, area) =>
        Promise.resolve(area.x0 === under.x0 && area.y0 === under.y0 ? below : '1'),
    });
    const image = white(24, 24);
    expect(await readFraction(reader('4'), image, shape, '%')).toEqual({
      text: '¼',
      guessed: true,
    });
    // Where the engine read figures or nothing there ("1 cup", a letter's serifs), not looked at.
    expect(await readFraction(reader('4'), image, shape, '1')).toBeNull();
    expect(await readFraction(reader('4'), image, shape, '0 1')).toBeNull();
    expect(await readFraction(reader('4'), image, shape)).toBeNull();
    // Nothing that makes a fraction there: none made up.
    expect(await readFraction(reader('1'), image, shape, '%')).toBeNull();
  });

  it('settles a fraction by a numerator read alike twice, whatever its denominator was read as', async () => {
    expect(settleByNumerator(['3', '3'])).toEqual(['3', '4']); // ¾
    expect(settleByNumerator(['2', '', '2'])).toEqual(['2', '3']); // ⅔
    expect(settleByNumerator(['3', ''])).toBeNull(); // read once
    expect(settleByNumerator(['3', '2'])).toBeNull(); // read two ways
    expect(settleByNumerator(['1', '1'])).toBeNull(); // ½ ¼ ⅓ ⅛
    // A "¾" whose small "4" reads "1" and then "3": its "3" read twice says ¾, not ⅔ or ⅓.
    const numerator = box(2, 2, 10, 12);
    const denominator = box(10, 10, 18, 20);
    const reader: CropReader = {
      used: true,
      read: (_image, area, _height, segmentation) =>
        Promise.resolve(area === numerator ? '3' : segmentation === '10' ? '1' : '3'),
    };
    const shape = { whole: null, numerator, denominator };
    expect(await readFraction(reader, white(24, 24), shape)).toEqual({ text: '¾', guessed: true });
  });

  it('draws a crop as ink on white, split halfway between its darkest pixel and its paper', () => {
    // A grey "1" (level 110) on grey paper (170), its edges blurred to 140.
    const image = white(20, 24);
    for (let at = 0; at < image.data.length; at += 4) image.data.fill(170, at, at + 3);
    for (let y = 4; y < 20; y += 1) {
      image.data.fill(140, (y * 20 + 8) * 4, (y * 20 + 8) * 4 + 3);
      image.data.fill(110, (y * 20 + 9) * 4, (y * 20 + 11) * 4 + 3);
      image.data.fill(150, (y * 20 + 11) * 4, (y * 20 + 11) * 4 + 3);
    }
    const crop = cropFigure(image, box(4, 2, 16, 22), 2, 'ink');
    expect([crop.width, crop.height]).toEqual([12 * 2 + 24, 20 * 2 + 24]);
    const levels = new Set<number>();
    for (let at = 0; at < crop.data.length; at += 4) levels.add(crop.data[at]!);
    expect([...levels].sort((a, b) => a - b)).toEqual([0, 255]);
    const level = (x: number, y: number) => crop.data[(y * crop.width + x) * 4];
    expect(level(0, 0)).toBe(255); // the border is white
    expect(level(12 + 2 * 5 + 2, 12 + 2 * 8)).toBe(0); // the stroke's middle is ink
    expect(level(12 + 2 * 1, 12 + 2 * 8)).toBe(255); // the paper beside it is white
  });

  it('reads a crop once, however often it is asked for, and sends the settings only when they change', async () => {
    const { worker, calls } = countingWorker();
    const crops = cropReader(worker, (pixels) => pixels as unknown as Tesseract.ImageLike);
    expect(crops.used).toBe(false);
    const image = withInk(white(40, 40), box(5, 5, 12, 20));
    expect(await crops.read(image, box(0, 0, 20, 24), 48, '10')).toBe('2');
    // The same pixels again, from another path to the glyph (another image object, the same box).
    const copy = { ...image, data: new Uint8ClampedArray(image.data) };
    expect(await crops.read(copy, box(0, 0, 20, 24), 48, '10')).toBe('2');
    expect(calls.recognize).toBe(1);
    // Another crop in the same mode: the engine reads it, its settings are not sent again.
    await crops.read(image, box(0, 16, 20, 40), 48, '10');
    // The same crop as a word is another reading.
    await crops.read(image, box(0, 16, 20, 40), 48, '8');
    expect(calls.recognize).toBe(3);
    expect(calls.settings).toEqual(['10', '8']);
    expect(crops.used).toBe(true);
  });
});

describe("a row's figure the engine read as a letter on a line of its own (session 63, photos17)", () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  /** kt-001's boxes: "a" (the "1", 13 × 17) left of "cup yellow cornmeal" ("cup" 42 × 19). */
  const page = (lone: { text: string; bbox: ReturnType<typeof box> }, row: string) => ({
    text: '',
    blocks: [
      {
        paragraphs: [
          {
            lines: [
              {
                text: `${row}\n`,
                bbox: box(277, 793, 555, 821),
                words: row.split(' ').map((text, at) => ({
                  text,
                  bbox:
                    at === 0
                      ? box(277, 802, 319, 821)
                      : box(335 + at * 100, 796, 421 + at * 100, 820),
                })),
              },
              { text: `${lone.text}\n`, bbox: lone.bbox, words: [lone] },
            ],
          },
        ],
      },
    ],
  });
  const reader = (figure: string): CropReader => ({
    used: true,
    read: () => Promise.resolve(figure),
  });
  const image = { width: 600, height: 900, data: new Uint8ClampedArray(600 * 900 * 4).fill(255) };
  const loneOf = (read: ReturnType<typeof page>) => read.blocks[0]!.paragraphs[0]!.lines[1]!;

  it('reads the letter again as a figure where the row beside it opens with a unit', async () => {
    const read = page({ text: 'a', bbox: box(248, 800, 261, 817) }, 'cup yellow cornmeal');
    await mendLoneFigures(reader('1'), read, image);
    expect(loneOf(read).text).toBe('1\n');
    expect(loneOf(read).words[0]!.text).toBe('1');
  });

  it('leaves it where the crop reads no figure 1-9, or the row opens with no unit', async () => {
    const nought = page({ text: 'a', bbox: box(248, 800, 261, 817) }, 'cup yellow cornmeal');
    await mendLoneFigures(reader('0'), nought, image);
    expect(loneOf(nought).text).toBe('a\n');
    const food = page({ text: 'a', bbox: box(248, 800, 261, 817) }, 'yellow cornmeal');
    await mendLoneFigures(reader('1'), food, image);
    expect(loneOf(food).text).toBe('a\n');
  });

  it('leaves a bullet read as a letter: a dot, not as tall as the unit', async () => {
    const read = page({ text: 'e', bbox: box(250, 806, 257, 813) }, 'pinch of salt');
    await mendLoneFigures(reader('8'), read, image);
    expect(loneOf(read).text).toBe('e\n');
  });

  it('leaves a letter on another row, or far from the unit', async () => {
    const above = page({ text: 'a', bbox: box(248, 770, 261, 787) }, 'cup yellow cornmeal');
    await mendLoneFigures(reader('1'), above, image);
    expect(loneOf(above).text).toBe('a\n');
    const far = page({ text: 'a', bbox: box(100, 800, 113, 817) }, 'cup yellow cornmeal');
    await mendLoneFigures(reader('1'), far, image);
    expect(loneOf(far).text).toBe('a\n');
  });
});

describe("a whole number no crop reads, taken from the engine's own word (session 63, photos17)", () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  /** vt-019's "1 ½ c.", read "1" · "15": the whole's box from the shape test, 249-272. */
  const whole = box(249, 1150, 272, 1190);
  const words = (first: string, firstBox = box(249, 1152, 272, 1188)) => [
    { text: first, bbox: firstBox },
    { text: '15', bbox: box(287, 1149, 329, 1186) },
  ];

  it('takes the figure the engine read as a word of its own over the whole', () => {
    expect(engineWhole(words('1'), whole)).toBe('1');
    expect(engineWhole(words('12'), whole)).toBe('12');
  });

  it('takes nothing from a word that is no figure, a nought, another box or one word', () => {
    expect(engineWhole(words('l'), whole)).toBe('');
    expect(engineWhole(words('0'), whole)).toBe('');
    expect(engineWhole(words('1', box(200, 1152, 240, 1188)), whole)).toBe('');
    expect(engineWhole([{ text: '1', bbox: box(249, 1152, 272, 1188) }], whole)).toBe('');
  });
});

describe('a fraction glyph the engine read as one figure (session 63, photos17)', () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  /** vt-036's "½ tsp salt" in shadow, read "5" in a box 21 × 20. */
  const glyph = { text: '5', bbox: box(153, 450, 174, 470) };
  const row = (first: { text: string; bbox: ReturnType<typeof box> }, unit = 'tsp'): Line => ({
    text: `${first.text} ${unit} salt`,
    words: [
      first,
      { text: unit, bbox: box(183, 452, 217, 476) },
      { text: 'salt', bbox: box(226, 448, 268, 470) },
    ],
  });
  /** The page's other figures ("1 tsp", "8 oz", "2 tsp"): 12-13 px wide, 19-20 tall. */
  const page = [box(150, 400, 162, 420), box(150, 500, 163, 519), box(900, 400, 912, 420)];

  it('takes the parts of a "figure" as wide as tall, before a unit, where a "½" sets them', () => {
    expect(wideFigureShape(row(glyph), [glyph], [...page, glyph.bbox])).toEqual({
      whole: null,
      numerator: box(153, 450, 159, 462),
      denominator: box(165, 459, 174, 470),
    });
  });

  it("leaves a figure as wide as the page's, or with too few figures to measure by", () => {
    // A bold face's "2", as wide as tall, beside its other figures as wide.
    const bold = [box(150, 400, 170, 420), box(150, 500, 171, 519), box(900, 400, 920, 420)];
    expect(wideFigureShape(row(glyph), [glyph], bold)).toBeNull();
    expect(wideFigureShape(row(glyph), [glyph], page.slice(0, 2))).toBeNull();
  });

  it("leaves a figure of a figure's width, a bullet run into one, or one before no unit", () => {
    const narrow = { text: '5', bbox: box(153, 450, 165, 470) };
    expect(wideFigureShape(row(narrow), [narrow], page)).toBeNull();
    // "• 2 cups" read "2" in a box 31 × 14.
    const runIn = { text: '2', bbox: box(248, 447, 279, 461) };
    expect(wideFigureShape(row(runIn, 'cups'), [runIn], page)).toBeNull();
    // A step's number with its full stop, "2. Pour batter", read "2".
    expect(wideFigureShape(row(glyph, 'Pour'), [glyph], page)).toBeNull();
    const two = { text: '15', bbox: box(153, 450, 174, 470) };
    expect(wideFigureShape(row(two), [two], page)).toBeNull();
  });
});

describe("a section's heading is no row with an amount at its head (session 65, photos23)", () => {
  it('does not look for a fraction before a heading alone on its row', () => {
    // vt-026: "Instructions", its "I" and "ns" taken for "1 ⅔" by the shape test.
    expect(unreadHead(line('Instructions', 0, 0))).toBeNull();
    expect(unreadHead(line('INGREDIENTS:', 0, 0))).toBeNull();
    expect(unreadHead(line('Method', 0, 0))).toBeNull();
    // A row whose food follows its heading's word, or a group's heading, is still looked at.
    expect(unreadHead(line('Instructions booklet', 0, 0))?.word.text).toBe('Instructions');
    expect(unreadHead(line('Sauce', 0, 0))?.word.text).toBe('Sauce');
  });
});

describe('a word read far taller than its line (session 68, photos69)', () => {
  // kt-012: a narrow list, "1 tablespoon" / "sugar" and "1 teaspoon" / "lemon juice" each wrapped,
  // the engine's "teaspoon]" box 119 px tall beside its "1" of 33, reaching up to "sugar".
  const tallWord = (text: string, x0: number, y0: number, top: number, bottom: number) => {
    const read = line(text, x0, y0, 60, 33);
    const last = read.words[read.words.length - 1]!;
    last.bbox = box(last.bbox.x0, top, last.bbox.x1, bottom);
    read.bbox = box(read.bbox.x0, Math.min(top, read.bbox.y0), read.bbox.x1, bottom);
    return read;
  };

  it("reads the row at its other words' place and size, not the tall word's", () => {
    const lines = pageLines(
      page(
        line('1 tablespoon', 20, 0, 60, 33),
        line('sugar', 20, 50, 60, 33),
        tallWord('1 teaspoon]', 20, 100, 40, 140),
        line('lemon juice', 20, 150, 60, 33),
      ),
    );
    expect(lines.filter((l) => l.text).map((l) => l.text)).toEqual([
      '1 tablespoon',
      'sugar',
      '1 teaspoon]',
      'lemon juice',
    ]);
    expect(lines.find((l) => l.text === '1 teaspoon]')?.height).toBe(33);
  });

  it('leaves a line whose words differ no more than type does, or measured by specks only', () => {
    const read = line('Salt and pepper', 20, 0, 60, 20);
    read.words[2]!.bbox = box(read.words[2]!.bbox.x0, 0, read.words[2]!.bbox.x1, 36);
    expect(evenWords(read)).toBe(read);
    // A dash is no measure of the type: "- Salt" keeps its word's height.
    const dashed = line('- Salt', 20, 0, 60, 20);
    dashed.words[0]!.bbox = box(20, 9, 30, 12);
    expect(evenWords(dashed)).toBe(dashed);
    // Two words standing out: not told which is the mark.
    const two = tallWord('1 cup flour', 20, 100, 40, 140);
    two.words[1]!.bbox = box(two.words[1]!.bbox.x0, 40, two.words[1]!.bbox.x1, 140);
    expect(evenWords(two)).toBe(two);
  });
});
