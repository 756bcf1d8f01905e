import { describe, expect, it } from 'vitest';
import { builtUpShape } from './built-up.ts';
import { builtUpAmount } from './read-photo.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

type Symbol = { text: string; bbox: ReturnType<typeof box> };
const word = (symbols: Symbol[]) => ({
  text: symbols.map((symbol) => symbol.text).join(''),
  bbox: box(
    symbols[0]!.bbox.x0,
    Math.min(...symbols.map((symbol) => symbol.bbox.y0)),
    symbols[symbols.length - 1]!.bbox.x1,
    Math.max(...symbols.map((symbol) => symbol.bbox.y1)),
  ),
  symbols,
});

/** A photo's row (kt-001's boxes): "1/; cup (1 stick)", the "½" set as a raised 1, "/", a low 2. */
const numerator = { text: '1', bbox: box(270, 1213, 278, 1223) };
const slash = { text: '/', bbox: box(281, 1213, 290, 1229) };
const lowered = { text: ';', bbox: box(294, 1220, 301, 1231) };
const cup = word([
  { text: 'c', bbox: box(318, 1215, 330, 1228) },
  { text: 'u', bbox: box(332, 1214, 345, 1228) },
  { text: 'p', bbox: box(347, 1214, 360, 1233) },
]);
const stick = word([
  { text: '(', bbox: box(378, 1209, 385, 1232) },
  { text: '1', bbox: box(391, 1210, 403, 1227) },
]);

describe('a built-up fraction told by the engine’s letter boxes (session 59, photos10)', () => {
  it('finds a small raised figure, a slash and a small lowered mark', () => {
    const amount = word([numerator, slash, lowered]);
    expect(builtUpShape(amount, [amount, cup, stick])).toEqual({
      whole: null,
      numerator: numerator.bbox,
      denominator: lowered.bbox,
    });
  });

  it('keeps the whole number before it, in the word or a word of its own', () => {
    const one = { text: '1', bbox: box(250, 1210, 262, 1227) };
    const amount = word([one, numerator, slash, lowered]);
    expect(builtUpShape(amount, [amount, cup, stick])?.whole).toEqual(one.bbox);
    const fraction = word([numerator, slash, lowered]);
    const whole = word([one]);
    const line = { text: '1 1/; cup (1 stick)', words: [whole, fraction, cup, stick] };
    expect(builtUpAmount(line, [whole, fraction])?.whole).toEqual(one.bbox);
  });

  it('leaves a fraction set on one baseline', () => {
    const level = word([
      { text: '1', bbox: box(270, 1210, 280, 1227) },
      { text: '/', bbox: box(281, 1208, 290, 1229) },
      { text: '2', bbox: box(292, 1210, 302, 1227) },
    ]);
    expect(builtUpShape(level, [level, cup, stick])).toBeNull();
  });

  it('leaves figures as tall as the row’s', () => {
    const tall = word([
      { text: '1', bbox: box(270, 1200, 280, 1217) },
      { text: '/', bbox: box(281, 1200, 290, 1232) },
      { text: '2', bbox: box(292, 1215, 302, 1232) },
    ]);
    expect(builtUpShape(tall, [tall, cup, stick])).toBeNull();
  });

  it('says nothing with no full-height letter in the row to measure by', () => {
    const amount = word([numerator, slash, lowered]);
    expect(builtUpShape(amount, [amount, cup])).toBeNull();
  });
});
