import { describe, expect, it } from 'vitest';
import { detectionSlope, paddlePage, type PaddleDetection } from './paddle-lines.ts';
import { pageLines } from './recognise/text-lines.ts';

/** A box PaddleOCR found: left, top, width, height, turned by `slope` about its top-left corner. */
const found = (
  text: string,
  left: number,
  top: number,
  width: number,
  height = 30,
  slope = 0,
): PaddleDetection => ({
  text,
  mean: 0.99,
  box: [
    [left, top],
    [left + width, top + width * slope],
    [left + width, top + width * slope + height],
    [left, top + height],
  ],
});

const lineTexts = (detections: PaddleDetection[]) =>
  paddlePage(detections).blocks!.flatMap((block) =>
    block.paragraphs.map((paragraph) => paragraph.lines.map((line) => line.text)),
  );

describe('PaddleOCR boxes as a page of lines', () => {
  it('puts boxes of one row in one line, left to right, even where the widened boxes overlap', () => {
    const page = paddlePage([
      found('IN', 875, 0, 145, 60),
      found('& MUSHROOMS', 160, 2, 735, 60),
      found('•', 160, 100, 20),
      found('4 chicken breasts', 200, 98, 330),
    ]);
    const lines = page.blocks!.flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
    expect(lines.map((line) => line.text)).toEqual(['& MUSHROOMS IN', '• 4 chicken breasts']);
    expect(lines[1]!.words!.map((word) => word.text)).toEqual(['•', '4 chicken breasts']);
  });

  it('keeps a line’s text height, not its turned box’s, and the page slope', () => {
    const slope = -0.06; // a photo turned about 3.4°: a long box is far taller than its text
    const detections = [found('2. Add the mushrooms and thyme and fry', 200, 500, 1000, 36, slope)];
    expect(detectionSlope(detections)).toBeCloseTo(slope, 5);
    const [line] = paddlePage(detections).blocks![0]!.paragraphs[0]!.lines;
    expect(line!.words![0]!.bbox.y1 - line!.words![0]!.bbox.y0).toBeCloseTo(36, 0);
    const base = line!.baseline!;
    expect((base.y1 - base.y0) / (base.x1 - base.x0)).toBeCloseTo(slope, 5);
  });

  it('finds rows on a turned photo, where one row’s boxes stand at different heights', () => {
    const slope = 0.07;
    const at = (text: string, left: number, row: number, width: number) =>
      found(text, left, 100 + row * 50 + left * slope, width, 30, slope);
    const texts = lineTexts([
      at('Ingredients', 40, 0, 200),
      at('Method', 600, 0, 150),
      at('2 onions', 40, 1, 160),
      at('1. Chop the onions.', 600, 1, 380),
      at('1 leek', 40, 2, 120),
      at('2. Fry them.', 600, 2, 240),
    ]);
    // The right column's row stands 42 px lower than the left's, and 50 px is the next row:
    // each column is one paragraph all the same.
    expect(texts).toEqual([
      ['Ingredients', '2 onions', '1 leek'],
      ['Method', '1. Chop the onions.', '2. Fry them.'],
    ]);
    // Two boxes of one row, close together, are one line though one stands lower.
    expect(lineTexts([at('WHITE', 40, 0, 300), at('WINE', 350, 0, 260)])).toEqual([['WHITE WINE']]);
    const lines = pageLines(
      paddlePage([
        at('Ingredients', 40, 0, 200),
        at('Method', 600, 0, 150),
        at('2 onions', 40, 1, 160),
        at('1. Chop the onions.', 600, 1, 380),
        at('1 leek', 40, 2, 120),
        at('2. Fry them.', 600, 2, 240),
      ]),
    ).map((line) => line.text);
    // …and the reading order then reads the left column first.
    expect(lines.filter(Boolean)).toEqual([
      'Ingredients',
      '2 onions',
      '1 leek',
      'Method',
      '1. Chop the onions.',
      '2. Fry them.',
    ]);
  });

  it('cuts a row where the gap is as wide as a column break', () => {
    const page = paddlePage([found('2 onions', 40, 100, 160), found('1. Chop', 600, 100, 140)]);
    const lines = page.blocks!.flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
    expect(lines.map((line) => line.text)).toEqual(['2 onions', '1. Chop']);
  });

  it('makes a paragraph of rows one under the other, close together and of one size', () => {
    expect(
      lineTexts([
        found('SPICED APPLE CRUMBLE', 40, 0, 600, 60),
        found('Ingredients', 40, 120, 200),
        found('6 Bramley apples', 40, 170, 300),
        found('50g sugar', 40, 220, 180),
        found('Method', 40, 340, 150),
        found('1. Heat the oven.', 40, 390, 320),
      ]),
    ).toEqual([
      ['SPICED APPLE CRUMBLE'],
      ['Ingredients', '6 Bramley apples', '50g sugar'],
      ['Method', '1. Heat the oven.'],
    ]);
  });

  it('drops boxes with no text and trims the rest', () => {
    expect(lineTexts([found('', 40, 0, 20), found(' 150ml dry white wine ', 60, 0, 300)])).toEqual([
      ['150ml dry white wine'],
    ]);
  });
});
