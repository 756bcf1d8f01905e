import { describe, expect, it } from 'vitest';
import { evenFolds, foldLine } from './fold-line.ts';
import { prepareImage, recolour } from './prepare-image.ts';

const WIDTH = 600;
const HEIGHT = 300;

/**
 * A printed page (paper 220, rows of letters' strokes 3 px wide, 40) with, if asked, a fold: a
 * groove darker by a third along v = offset + slope · u, the far side shaded by a tenth, and a
 * lit ridge on the near side, as a bent sheet lit from one side shows it.
 */
function page(
  fold?: { across: boolean; offset: number; slope: number },
  rule?: { y: number },
): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const ink = x >= 40 && x < 560 && x % 10 < 3 && y % 30 >= 8 && y % 30 < 22;
      let value = ink ? 40 : 220;
      if (rule && Math.abs(y - rule.y) <= 1 && x >= 30 && x < 570) value = 60;
      if (fold) {
        const d = fold.across
          ? y - (fold.offset + fold.slope * x)
          : x - (fold.offset + fold.slope * y);
        value *= d > 0 ? 0.9 : 1;
        value *= 1 - 0.35 * Math.exp(-((d / 3) ** 2));
        value += 40 * Math.exp(-(((d + 5.4) / 3) ** 2));
      }
      grey[y * WIDTH + x] = value;
    }
  return grey;
}

const rgba = (grey: Uint8ClampedArray) => {
  const data = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((value, px) => data.set([value, value, value, 255], px * 4));
  return { width: WIDTH, height: HEIGHT, data };
};

describe('a fold across the rows, divided out (session 69, photos70)', () => {
  it('finds the groove a fold leaves across the page, at its slant', () => {
    const fold = foldLine(page({ across: true, offset: 150, slope: 0.03 }), WIDTH, HEIGHT, true);
    expect(fold).not.toBeNull();
    expect(fold!.slope).toBeCloseTo(0.03, 2);
    expect(Math.abs(fold!.offset - 150)).toBeLessThan(2);
    expect(foldLine(page(), WIDTH, HEIGHT, true)).toBeNull();
  });

  it('gives the paper on the groove its light back and keeps the letters it crosses dark', () => {
    const grey = page({ across: true, offset: 150, slope: 0.03 });
    // At x = 301 the groove's middle is at y = 159, through a row's stroke (rows at 158-171).
    const at = (image: Uint8ClampedArray, x: number, y: number) => image[y * WIDTH + x]!;
    expect(at(grey, 305, 159)).toBeLessThan(150); // paper on the groove, before
    const even = evenFolds(grey, WIDTH, HEIGHT);
    expect(even).not.toBeNull();
    expect(at(even!, 305, 159)).toBeGreaterThan(190); // paper on the groove, after
    expect(at(even!, 301, 159)).toBeLessThan(80); // the stroke under it stays ink
    expect(at(even!, 305, 60)).toBe(at(grey, 305, 60)); // away from the fold: untouched
  });

  it('leaves a printed rule (ink on flat paper, no lit ridge) and a fold down the rows alone', () => {
    expect(evenFolds(page(undefined, { y: 125 }), WIDTH, HEIGHT)).toBeNull();
    expect(evenFolds(page({ across: false, offset: 300, slope: 0.02 }), WIDTH, HEIGHT)).toBeNull();
  });

  it('is a step of the preparation that hands an unfolded photo back as it was', () => {
    const steps = { stretch: false, threshold: false, scale: 1, fold: true };
    const flat = rgba(page());
    expect(prepareImage(flat, steps)).toBe(flat);
    const folded = rgba(page({ across: true, offset: 150, slope: 0.03 }));
    const prepared = prepareImage(folded, steps);
    expect(prepared).not.toBe(folded);
    expect(prepared.data[(159 * WIDTH + 305) * 4]).toBeGreaterThan(190);
  });
});

describe('a photo the fold step changed, handed on in colour (session 69, photos72)', () => {
  // A warm photo: red above the grey, blue below it.
  const warm = (grey: Uint8ClampedArray) => {
    const data = new Uint8ClampedArray(grey.length * 4);
    grey.forEach((value, px) => data.set([value * 1.1, value, value * 0.8, 255], px * 4));
    return { width: WIDTH, height: HEIGHT, data };
  };
  const steps = { stretch: false, threshold: false, scale: 1, fold: true };

  it("keeps the photo's colour, each pixel's channels scaled as its grey was", () => {
    const folded = warm(page({ across: true, offset: 150, slope: 0.03 }));
    const prepared = prepareImage(folded, steps);
    expect(prepared).not.toBe(folded);
    const channels = (image: typeof folded, x: number, y: number) =>
      Array.from(image.data.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 4));
    // Away from the fold: the pixel as it was, colour and all.
    expect(channels(prepared, 305, 60)).toEqual(channels(folded, 305, 60));
    // Paper on the groove: lifted, still warm (red over blue as before).
    const [r0, , b0] = channels(folded, 305, 159);
    const [r, g, b, a] = channels(prepared, 305, 159);
    expect(g).toBeGreaterThan(190);
    expect(r).toBeGreaterThan(b! + 30);
    expect(r! / b!).toBeCloseTo(r0! / b0!, 1);
    expect(a).toBe(255);
  });

  it('scales by the grey ratio, and gives a black pixel its new grey', () => {
    const image = {
      width: 2,
      height: 1,
      data: new Uint8ClampedArray([100, 50, 20, 255, 0, 0, 0, 9]),
    };
    const out = recolour(image, new Uint8ClampedArray([60, 0]), new Uint8ClampedArray([120, 30]));
    expect(Array.from(out.data)).toEqual([200, 100, 40, 255, 30, 30, 30, 9]);
  });

  it('hands the photo on as grey once another step changes it as well', () => {
    const folded = warm(page({ across: true, offset: 150, slope: 0.03 }));
    const prepared = prepareImage(folded, { ...steps, stretch: true });
    const at = (305 * 1 + 60 * WIDTH) * 4;
    expect(prepared.data[at]).toBe(prepared.data[at + 2]);
  });
});
