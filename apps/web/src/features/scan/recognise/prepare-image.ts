/**
 * A photo's pixels made ready for reading, in plain JavaScript so the scan screen (canvas pixels)
 * and the photo scorer (sharp pixels) prepare alike. RGBA in, RGBA out.
 *
 * Each step is measured on the photo bench (apps/web/bench/photos, decision 0017); a step ships
 * only when it helps the held-out cards and keeps a photo within 5 s.
 */
import { evenFolds } from './fold-line.ts';

export type Pixels = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

export type PrepareSteps = {
  /** Grey (luminance) with its darkest and lightest 1% stretched to black and white. */
  stretch: boolean;
  /** Sauvola's adaptive threshold on an integral image: ink black, paper white, shading gone. */
  threshold: boolean;
  /** Scale by this much (bilinear) before reading; 1 leaves the size alone. */
  scale: number;
  /**
   * Grey divided by the paper's own brightness around it (its local maximum, smoothed): a
   * shadow across the card, a lamp's dim corner or a warm cast evened out, the ink's grey edges
   * kept (issue 31).
   */
  flatten?: boolean;
  /**
   * Grey divided by the paper's brightness found by a grey closing (the brightest pixel around,
   * then the darkest of those): ink narrower than the window goes, a shadow's edge stays sharp,
   * so the line under a hard shadow is evened out without a dark band along its edge (issue 31).
   */
  close?: boolean;
  /**
   * `close`, but only on a photo whose text is lit unevenly (a hard shadow across it: see
   * lightEvenness); any other photo is left as it is.
   */
  evenLight?: boolean;
  /**
   * An unsharp mask (the grey plus `sharpen` times its difference from a blurred copy), but
   * only on a photo whose text's edges are soft (defocus, shake: see edgeSharpness); 0 or none
   * leaves every photo alone (issue 31).
   */
  sharpen?: number;
  /** The box blur's radius for `sharpen` (three passes; 2 is a Gaussian of about 2.4 px). */
  sharpenRadius?: number;
  /**
   * With `sharpen`: a photo whose text is soft along one axis only (a shake smears the edges
   * along its direction and leaves the others crisp: see axisSharpness) is sharpened along that
   * axis alone ('axis'), or all round ('all').
   */
  shake?: 'axis' | 'all';
  /** The box blur's radius for the shake's mask (three passes along the soft axis). */
  shakeRadius?: number;
  /**
   * A photo whose rows of text are turned by LEVEL_ENOUGH or more (a card laid at a slant, a
   * phone held askew; see textSkew) has its columns moved up or down until the rows are level
   * (see shearGrey): the engine misreads letters on rows turned that far.
   */
  deskew?: boolean;
  /**
   * With `deskew`: rows that fall by different angles in the photo's upper and lower halves (a
   * keystone, see bandSkews) are levelled by a slope that changes down the photo.
   */
  keystone?: boolean;
  /**
   * With `deskew`: once the rows are level, each row is moved left or right by whole pixels so
   * that strokes square to the rows stand upright again (see uprightGrey). Levelling moves only
   * columns, so on a photo turned by 6° a "1" still leans by 6°, backwards on one side, and the
   * engine reads it as a backslash or an "L".
   */
  upright?: boolean;
  /**
   * The strokes' own lean measured from the ink once the rows are level (see strokeLean), and
   * each row moved left or right by whole pixels so they stand upright (see unleanGrey), where
   * they lean backwards ("\\") by this much or more (x per row; 0 or none: never). A photo taken
   * from the side shears the print, and a turned one keeps its strokes turned after levelling;
   * how far they lean is read from the strokes, not guessed from the rows' turn (upright's guess
   * is wrong on a sheared photo). Strokes leaning forwards ("/", as italics and hand lettering
   * do) are left as they are: the engine reads those.
   */
  lean?: number;
  /**
   * A fold across the rows (a long straight groove in the paper's light with a lit ridge beside
   * it, see fold-line.ts) divided out before anything else, so the rows it crosses are not read
   * struck through (decision 0017, session 69).
   */
  fold?: boolean;
};

/** Text whose dim end is lit less than this share of its bright end is evened out. */
export const UNEVEN_LIGHT = 0.65;

/**
 * Strokes leaning backwards by this much or more (x per row, about 8°) are stood upright: on
 * the novel set's steeply turned photos they lean 0.15-0.25 and the engine reads "tsp" as "%osp"
 * and a "1" as a backslash; on the other sets' photos they lean at most 0.13 and are read well as
 * they are (stood upright from 0.05, eleven of 28 such tuning cards read worse; decision 0017).
 */
export const BACKWARD_LEAN = 0.14;

/** What ships (see decision 0017 for the measurements behind it). */
export const SHIPPED_STEPS: PrepareSteps = {
  stretch: false,
  threshold: false,
  scale: 1,
  evenLight: true,
  sharpen: 0.5,
  shake: 'axis',
  shakeRadius: 4,
  deskew: true,
  keystone: true,
  lean: BACKWARD_LEAN,
  fold: true,
};

/** Luminance, 0-255, one byte a pixel. */
export function greyOf(image: Pixels): Uint8ClampedArray {
  const { data } = image;
  const grey = new Uint8ClampedArray(image.width * image.height);
  for (let at = 0, px = 0; px < grey.length; px += 1, at += 4) {
    grey[px] = (data[at]! * 77 + data[at + 1]! * 150 + data[at + 2]! * 29) >> 8;
  }
  return grey;
}

/** The darkest and lightest 1% of the pixels taken to 0 and 255, the rest spread between. */
export function stretchContrast(grey: Uint8ClampedArray): Uint8ClampedArray {
  const counts = new Uint32Array(256);
  for (const value of grey) counts[value]! += 1;
  const cut = grey.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + counts[low]! <= cut; low += 1) seen += counts[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + counts[high]! <= cut; high -= 1) seen += counts[high]!;
  if (high - low < 16) return grey;
  const out = new Uint8ClampedArray(grey.length);
  const span = 255 / (high - low);
  for (let px = 0; px < grey.length; px += 1) out[px] = (grey[px]! - low) * span;
  return out;
}

/**
 * Sauvola's threshold, T = m · (1 + k · (s / R − 1)) over a window of `radius` around each
 * pixel, with the mean m and deviation s from integral images of the values and their squares
 * (so each pixel costs the same whatever the window).
 */
export function sauvola(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  k = 0.2,
): Uint8ClampedArray {
  const stride = width + 1;
  const sum = new Float64Array(stride * (height + 1));
  const squares = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < width; x += 1) {
      const value = grey[y * width + x]!;
      rowSum += value;
      rowSquares += value * value;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + rowSum;
      squares[(y + 1) * stride + x + 1] = squares[y * stride + x + 1]! + rowSquares;
    }
  }
  const out = new Uint8ClampedArray(grey.length);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const area = (y1 - y0) * (x1 - x0);
      const a = y0 * stride + x0;
      const b = y0 * stride + x1;
      const c = y1 * stride + x0;
      const d = y1 * stride + x1;
      const mean = (sum[d]! - sum[b]! - sum[c]! + sum[a]!) / area;
      const variance = (squares[d]! - squares[b]! - squares[c]! + squares[a]!) / area - mean * mean;
      const deviation = Math.sqrt(Math.max(0, variance));
      const limit = mean * (1 + k * (deviation / 128 - 1));
      out[y * width + x] = grey[y * width + x]! > limit ? 255 : 0;
    }
  }
  return out;
}

/** Bilinear scaling of a grey image. */
export function scaleGrey(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  scale: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const out = new Uint8ClampedArray(outWidth * outHeight);
  for (let y = 0; y < outHeight; y += 1) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x += 1) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = grey[y0 * width + x0]! * (1 - fx) + grey[y0 * width + x1]! * fx;
      const bottom = grey[y1 * width + x0]! * (1 - fx) + grey[y1 * width + x1]! * fx;
      out[y * outWidth + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { grey: out, width: outWidth, height: outHeight };
}

/**
 * The photo's grey scaled by `scale` (bilinear), as RGBA: small type handed to the engine again
 * at a size it reads (decision 0017, session 78; scaled in colour, the kinds set's grainiest
 * photo read 19 misses, in grey 12).
 */
export function scalePixels(image: Pixels, scale: number): Pixels {
  const scaled = scaleGrey(greyOf(image), image.width, image.height, scale);
  return rgbaOf(scaled.grey, scaled.width, scaled.height);
}

/**
 * The paper's brightness behind each pixel: the brightest pixel of each block (ink is thin, so a
 * block holds paper), spread to the blocks around it (a large title letter fills a block) and
 * smoothed, then read back at each pixel (bilinear); the grey is divided by it.
 */
export function flattenLight(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
): Uint8ClampedArray {
  const block = Math.max(8, Math.round(Math.max(width, height) / 80));
  const gw = Math.ceil(width / block);
  const gh = Math.ceil(height / block);
  const peak = new Float32Array(gw * gh);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / block) * gw;
    for (let x = 0; x < width; x += 1) {
      const cell = row + Math.floor(x / block);
      const value = grey[y * width + x]!;
      if (value > peak[cell]!) peak[cell] = value;
    }
  }
  const around = (source: Float32Array, combine: 'max' | 'mean') => {
    const out = new Float32Array(gw * gh);
    for (let gy = 0; gy < gh; gy += 1) {
      for (let gx = 0; gx < gw; gx += 1) {
        let best = 0;
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const ny = gy + dy;
            const nx = gx + dx;
            if (ny < 0 || nx < 0 || ny >= gh || nx >= gw) continue;
            const value = source[ny * gw + nx]!;
            best = Math.max(best, value);
            sum += value;
            count += 1;
          }
        }
        out[gy * gw + gx] = combine === 'max' ? best : sum / count;
      }
    }
    return out;
  };
  const paper = around(around(peak, 'max'), 'mean');
  const out = new Uint8ClampedArray(grey.length);
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(gw - 1, x0 + 1);
      const tx = fx - x0;
      const light =
        (paper[y0 * gw + x0]! * (1 - tx) + paper[y0 * gw + x1]! * tx) * (1 - ty) +
        (paper[y1 * gw + x0]! * (1 - tx) + paper[y1 * gw + x1]! * tx) * ty;
      out[y * width + x] = (grey[y * width + x]! * 255) / Math.max(24, light);
    }
  }
  return out;
}

/**
 * The brightest (or darkest) value in a window of `radius` either side along each row, or each
 * column, in a few comparisons a pixel whatever the window (van Herk / Gil-Werman: running
 * extremes forward and backward within blocks the window's size).
 */
export function slidingExtreme(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  brightest: boolean,
  alongRows: boolean,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(grey.length);
  const size = 2 * radius + 1;
  const length = alongRows ? width : height;
  const lines = alongRows ? height : width;
  const padded = length + 2 * radius;
  const edge = brightest ? 0 : 255;
  // Taken as the darkest of the negatives when asked for the brightest: one loop for both.
  const sign = brightest ? -1 : 1;
  const values = new Int16Array(padded);
  const forward = new Int16Array(padded);
  const backward = new Int16Array(padded);
  const step = alongRows ? 1 : width;
  for (let line = 0; line < lines; line += 1) {
    const start = alongRows ? line * width : line;
    values.fill(sign * edge);
    for (let i = 0; i < length; i += 1) values[radius + i] = sign * grey[start + i * step]!;
    // Block starts (and the last value) counted down, not found by a division a pixel.
    for (let i = 0, left = 0; i < padded; i += 1, left -= 1) {
      const value = values[i]!;
      if (left === 0) {
        forward[i] = value;
        left = size;
      } else {
        const before = forward[i - 1]!;
        forward[i] = value < before ? value : before;
      }
    }
    for (let i = padded - 1, left = padded % size; i >= 0; i -= 1, left -= 1) {
      const value = values[i]!;
      if (i === padded - 1 || left === 0) {
        backward[i] = value;
        if (left <= 0) left = size;
      } else {
        const after = backward[i + 1]!;
        backward[i] = value < after ? value : after;
      }
    }
    for (let i = 0; i < length; i += 1) {
      const a = backward[i]!;
      const b = forward[i + 2 * radius]!;
      out[start + i * step] = sign * (a < b ? a : b);
    }
  }
  return out;
}

/** The paper's light at half size (see `halfPaper`): each value is a 2×2 block of the photo's. */
export type HalfPaper = { light: Uint8ClampedArray; width: number; height: number };

/**
 * The paper's brightness behind the photo, at half size, by a grey closing over a square window:
 * the brightest pixel around (ink narrower than the window is gone), then the darkest of those (so
 * the paper does not spread over a shadow's edge). Worked out on each 2×2 block's brightest pixel
 * (the light changes slowly); the checks read it as it is, and only the light step reads it back
 * to full size (`paperLight`).
 */
export function halfPaper(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius = Math.max(3, Math.round(Math.max(width, height) / 200)),
): HalfPaper {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  let half: Uint8ClampedArray = new Uint8ClampedArray(w * h);
  for (let hy = 0; hy < h; hy += 1) {
    const top = 2 * hy * width;
    const below = 2 * hy + 1 < height ? top + width : top;
    for (let hx = 0; hx < w; hx += 1) {
      const left = 2 * hx;
      const right = left + 1 < width ? left + 1 : left;
      const upper = Math.max(grey[top + left]!, grey[top + right]!);
      const lower = Math.max(grey[below + left]!, grey[below + right]!);
      half[hy * w + hx] = upper > lower ? upper : lower;
    }
  }
  half = slidingExtreme(half, w, h, radius, true, true);
  half = slidingExtreme(half, w, h, radius, true, false);
  half = slidingExtreme(half, w, h, radius, false, true);
  half = slidingExtreme(half, w, h, radius, false, false);
  return { light: half, width: w, height: h };
}

/**
 * The paper's brightness behind each pixel (`halfPaper`, read back to full size bilinearly).
 */
export function paperLight(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius?: number,
  paper: HalfPaper = halfPaper(grey, width, height, radius),
): Uint8ClampedArray {
  const { light: half, width: w, height: h } = paper;
  const full = new Uint8ClampedArray(width * height);
  // Each column's two half-size neighbours and weight, worked out once.
  const lefts = new Int32Array(width);
  const rights = new Int32Array(width);
  const weights = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = Math.min(w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
    lefts[x] = Math.floor(fx);
    rights[x] = Math.min(w - 1, lefts[x]! + 1);
    weights[x] = fx - lefts[x]!;
  }
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const x0 = lefts[x]!;
      const x1 = rights[x]!;
      const tx = weights[x]!;
      full[y * width + x] =
        (half[y0 * w + x0]! * (1 - tx) + half[y0 * w + x1]! * tx) * (1 - ty) +
        (half[y1 * w + x0]! * (1 - tx) + half[y1 * w + x1]! * tx) * ty;
    }
  }
  return full;
}

/** The grey divided by the paper's brightness behind it (see paperLight). */
export function closeLight(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  paper = paperLight(grey, width, height),
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(grey.length);
  for (let px = 0; px < grey.length; px += 1)
    out[px] = (grey[px]! * 255) / Math.max(24, paper[px]!);
  return out;
}

/** Blocks of this many pixels a side are weighed for the light on the text. */
const LIGHT_BLOCK = 32;
/** A pixel darker than this share of the paper behind it is ink. */
const INK_SHARE = 0.55;
/** A block with at least this share of ink pixels holds text. */
const TEXT_BLOCK = 0.02;

/**
 * How unevenly the text is lit: over the blocks that hold text (ink: pixels much darker than
 * the paper behind them), the paper's brightness at the dim end (10th percentile) as a share of
 * the bright end (90th). 1 is even light; a hard shadow over part of the text is 0.4-0.7. The
 * table around a card holds no text, so it does not count. The paper is read at half size, each
 * pixel against its 2×2 block's light (the light changes slowly; no read-back to full size).
 */
export function lightEvenness(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): number {
  const levels: number[] = [];
  const { light: half, width: w } = paper;
  for (let by = 0; by + LIGHT_BLOCK <= height; by += LIGHT_BLOCK) {
    for (let bx = 0; bx + LIGHT_BLOCK <= width; bx += LIGHT_BLOCK) {
      let ink = 0;
      let light = 0;
      for (let y = by; y < by + LIGHT_BLOCK; y += 1) {
        const row = (y >> 1) * w;
        for (let x = bx; x < bx + LIGHT_BLOCK; x += 1) {
          const paperAt = half[row + (x >> 1)]!;
          light += paperAt;
          if (grey[y * width + x]! < INK_SHARE * paperAt) ink += 1;
        }
      }
      if (ink >= TEXT_BLOCK * LIGHT_BLOCK * LIGHT_BLOCK) levels.push(light / LIGHT_BLOCK ** 2);
    }
  }
  if (levels.length < 10) return 1;
  levels.sort((a, b) => a - b);
  const dim = levels[Math.floor(levels.length * 0.1)]!;
  const bright = levels[Math.floor(levels.length * 0.9)]!;
  return bright > 0 ? dim / bright : 1;
}

/** Text whose edges climb less than this share of their block's contrast in a pixel is soft. */
export const SOFT_EDGES = 0.4;

/**
 * How crisp the text's edges are, over the blocks that hold text (as lightEvenness finds them):
 * each block's steepest step between two neighbouring pixels as a share of its contrast (its
 * 98th percentile less its 2nd), the median over the blocks. A sharp photo's text is 0.45-0.8
 * (the bench's first 60 photos: none under 0.4); a defocused one's 0.25-0.4, since its edges take
 * several pixels to climb. Contrast-free, so dim light does not count as soft. The paper is read
 * at half size, as in lightEvenness.
 */
export function edgeSharpness(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): number {
  return axisSharpness(grey, paper, width, height).all;
}

/**
 * How crisp the text's edges are (`all`: edgeSharpness) and along each axis, with the steps
 * between neighbours in a row (`across`: the edges of upright strokes) and in a column (`down`:
 * the edges of level strokes) weighed apart, in one pass. A shake along the rows smears the
 * upright edges only, so `across` falls while `down` stays crisp; a defocus lowers both.
 */
export function axisSharpness(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): { all: number; across: number; down: number } {
  const all: number[] = [];
  const across: number[] = [];
  const down: number[] = [];
  const { light: half, width: w } = paper;
  const counts = new Uint32Array(256);
  const size = LIGHT_BLOCK * LIGHT_BLOCK;
  for (let by = 0; by + LIGHT_BLOCK < height; by += LIGHT_BLOCK) {
    for (let bx = 0; bx + LIGHT_BLOCK < width; bx += LIGHT_BLOCK) {
      counts.fill(0);
      let ink = 0;
      let stepAcross = 0;
      let stepDown = 0;
      for (let y = by; y < by + LIGHT_BLOCK; y += 1) {
        const row = (y >> 1) * w;
        for (let x = bx, px = y * width + bx; x < bx + LIGHT_BLOCK; x += 1, px += 1) {
          const value = grey[px]!;
          counts[value]! += 1;
          if (value < INK_SHARE * half[row + (x >> 1)]!) ink += 1;
          stepAcross = Math.max(stepAcross, Math.abs(grey[px + 1]! - value));
          stepDown = Math.max(stepDown, Math.abs(grey[px + width]! - value));
        }
      }
      if (ink < TEXT_BLOCK * size) continue;
      let low = 0;
      for (let seen = counts[0]!; seen < 0.02 * size; seen += counts[low]!) low += 1;
      let high = 255;
      for (let seen = counts[255]!; seen < 0.02 * size; seen += counts[high]!) high -= 1;
      const contrast = Math.max(1, high - low);
      all.push(Math.max(stepAcross, stepDown) / contrast);
      across.push(stepAcross / contrast);
      down.push(stepDown / contrast);
    }
  }
  if (all.length < 10) return { all: 1, across: 1, down: 1 };
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return { all: median(all), across: median(across), down: median(down) };
}

/**
 * A box blur of `radius` along one axis only (rows when `alongRows`, else columns), by running
 * sums, the end pixels repeated.
 */
export function lineBlur(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  alongRows: boolean,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(grey.length);
  const size = 2 * radius + 1;
  const length = alongRows ? width : height;
  const lines = alongRows ? height : width;
  const step = alongRows ? 1 : width;
  const padded = new Int32Array(length + 2 * radius + 1);
  for (let line = 0; line < lines; line += 1) {
    const start = alongRows ? line * width : line;
    for (let i = 0; i < padded.length; i += 1)
      padded[i] = grey[start + Math.min(length - 1, Math.max(0, i - radius)) * step]!;
    let sum = 0;
    for (let i = 0; i < size; i += 1) sum += padded[i]!;
    for (let i = 0; i < length; i += 1) {
      out[start + i * step] = sum / size;
      sum += padded[i + size]! - padded[i]!;
    }
  }
  return out;
}

/** The unsharp mask along one axis: the blur is three line blurs along it (see lineBlur). */
export function lineUnsharpMask(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  amount: number,
  alongRows: boolean,
): Uint8ClampedArray {
  return sharpenedBy(grey, amount, (image) => lineBlur(image, width, height, radius, alongRows));
}

/**
 * A box blur of `radius` along rows then columns, by running sums (the same cost whatever the
 * radius; the columns' sums kept for a whole row at once, so the image is read in order).
 */
export function boxBlur(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
): Uint8ClampedArray {
  const size = 2 * radius + 1;
  const across = lineBlur(grey, width, height, radius, true);
  const out = new Uint8ClampedArray(grey.length);
  const sums = new Int32Array(width);
  const rowAt = (y: number) => Math.min(height - 1, Math.max(0, y)) * width;
  for (let dy = -radius; dy <= radius; dy += 1) {
    const from = rowAt(dy);
    for (let x = 0; x < width; x += 1) sums[x]! += across[from + x]!;
  }
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const add = rowAt(y + radius + 1);
    const drop = rowAt(y - radius);
    for (let x = 0; x < width; x += 1) {
      out[row + x] = sums[x]! / size;
      sums[x]! += across[add + x]! - across[drop + x]!;
    }
  }
  return out;
}

/** The grey plus `amount` times its difference from a near-Gaussian blur (three box blurs). */
export function unsharpMask(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  amount: number,
): Uint8ClampedArray {
  return sharpenedBy(grey, amount, (image) => boxBlur(image, width, height, radius));
}

/** The grey plus `amount` times its difference from `blur` done three times over. */
function sharpenedBy(
  grey: Uint8ClampedArray,
  amount: number,
  blur: (image: Uint8ClampedArray) => Uint8ClampedArray,
): Uint8ClampedArray {
  let blurred = grey;
  for (let pass = 0; pass < 3; pass += 1) blurred = blur(blurred);
  const out = new Uint8ClampedArray(grey.length);
  for (let px = 0; px < grey.length; px += 1)
    out[px] = grey[px]! + amount * (grey[px]! - blurred[px]!);
  return out;
}

/** Rows of text turned less than this (radians, 3°) are left as they are. */
export const LEVEL_ENOUGH = (3 * Math.PI) / 180;
/** The turns looked for (radians either way, about 10°). */
const MOST_SKEW = (10 * Math.PI) / 180;

/**
 * The ink of every other row, every `xStep`-th pixel along it: the pixels much darker than the
 * paper behind them (INK_SHARE of its light), as their xs and ys.
 */
function inkPoints(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
  xStep: number,
): { xs: number[]; ys: number[] } {
  const { light: half, width: w } = paper;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 2) {
    const row = (y >> 1) * w;
    for (let x = 0; x < width; x += xStep) {
      if (grey[y * width + x]! < INK_SHARE * half[row + (x >> 1)]!) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs, ys };
}

/**
 * The angle (radians) the rows of text are turned by, clockwise on the screen (y grows
 * downwards, so a row that falls to the right has a positive angle): the angle at which the
 * text's ink, counted in thin rows along it, piles up most unevenly (rows of letters and the
 * gaps between them line up only when counted along the text). Ink is every other pixel of
 * each other row that is much darker than the paper behind it (as lightEvenness finds it);
 * angles a degree apart first, then a tenth of a degree around the best. 0 when there is too
 * little ink to say.
 */
export function textSkew(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): number {
  const { xs, ys } = inkPoints(grey, paper, width, height, 2);
  if (xs.length < 200) return 0;
  const band = 2;
  const diagonal = Math.hypot(width, height);
  const bins = new Int32Array(Math.ceil((2 * diagonal) / band) + 2);
  // The sum of the squared counts kept as the counts grow (a count c going to c + 1 adds 2c + 1),
  // not summed over every bin afterwards.
  const pileUp = (angle: number) => {
    bins.fill(0);
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    let sum = 0;
    for (let at = 0; at < xs.length; at += 1) {
      const along = ys[at]! * cos - xs[at]! * sin + diagonal;
      const bin = Math.floor(along / band);
      const count = bins[bin]!;
      sum += 2 * count + 1;
      bins[bin] = count + 1;
    }
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let most = -1;
    for (let at = from; at <= to + step / 2; at += step) {
      const score = pileUp(at);
      if (score > most) {
        most = score;
        angle = at;
      }
    }
    return angle;
  };
  const degree = Math.PI / 180;
  const rough = best(-MOST_SKEW, MOST_SKEW, degree);
  return best(rough - degree, rough + degree, degree / 10);
}

/**
 * The grey with each column moved up or down by whole pixels so that rows turned by `angle`
 * (as textSkew measures it) are level: no pixel is blended, so strokes stay as sharp as they
 * were; upright strokes keep their lean (a slant of a few degrees, like an italic). The canvas
 * grows by the rows' fall across the photo; the rows it brings in take the photo's edge grey.
 */
export function shearGrey(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  angle: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  return shearGreyBands(grey, width, height, angle, angle);
}

/** Bands whose turns differ by less than this (radians, 0.5°) are levelled by one angle. */
const ONE_ANGLE = (0.5 * Math.PI) / 180;

/**
 * The rows' turn in the upper and the lower half of the photo (textSkew on each), or null when
 * either half has too little ink to say or they differ by less than ONE_ANGLE: a keystone
 * photo (the phone tilted towards the top or the bottom of the card) has rows that fall by
 * different angles at its top and its bottom.
 */
export function bandSkews(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): [number, number] | null {
  const middle = (height >> 2) << 1;
  const band = (y0: number, y1: number) =>
    textSkew(
      grey.subarray(y0 * width, y1 * width),
      {
        light: paper.light.subarray((y0 >> 1) * paper.width, Math.ceil(y1 / 2) * paper.width),
        width: paper.width,
        height: Math.ceil(y1 / 2) - (y0 >> 1),
      },
      width,
      y1 - y0,
    );
  const upper = band(0, middle);
  const lower = band(middle, height);
  if (upper === 0 || lower === 0 || Math.abs(upper - lower) < ONE_ANGLE) return null;
  return [upper, lower];
}

/**
 * shearGrey with a slope that changes down the photo: `upper` at a quarter of its height and
 * `lower` at three quarters, in between (and beyond, held at the nearer one) by a straight
 * line. Each row of the output moves its columns by whole pixels, so strokes stay as sharp as
 * they were.
 */
export function shearGreyBands(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  upper: number,
  lower: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  const top = Math.tan(upper);
  const bottom = Math.tan(lower);
  const rise = Math.round(Math.max(0, top, bottom) * (width - 1));
  const fall = Math.round(Math.max(0, -top, -bottom) * (width - 1));
  const outHeight = height + rise + fall;
  const fill = edgeGrey(grey, width, height);
  const out = new Uint8ClampedArray(width * outHeight).fill(fill);
  for (let v = 0; v < outHeight; v += 1) {
    const share = Math.min(1, Math.max(0, (v - rise - height / 4) / (height / 2)));
    const slope = top + share * (bottom - top);
    const row = v * width;
    for (let x = 0; x < width; x += 1) {
      const y = v + Math.round(x * slope) - rise;
      if (y >= 0 && y < height) out[row + x] = grey[y * width + x]!;
    }
  }
  return { grey: out, width, height: outHeight };
}

/**
 * The grey, its rows levelled by shearGrey for rows turned by `angle`, with each row moved left
 * or right by whole pixels so that strokes square to the rows stand upright: a page turned by
 * `angle` has its upright strokes turned by it too, and moving columns up or down levels the
 * rows but leaves the strokes leaning (by sin·cos of the angle, in x per row). Together the two
 * moves turn the page back, with no pixel blended. The canvas grows by the lean over the
 * photo's height; what it brings in takes the photo's edge grey.
 */
export function uprightGrey(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  angle: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  return shiftRows(grey, width, height, Math.sin(angle) * Math.cos(angle));
}

/**
 * The grey with row y moved right by `perRow`·y whole pixels (left where it is negative); no
 * pixel is blended. The canvas grows by the shift over the photo's height; what it brings in
 * takes the photo's edge grey.
 */
function shiftRows(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  perRow: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  const most = Math.round(perRow * (height - 1));
  const from = Math.min(0, most);
  const outWidth = width + Math.abs(most);
  const out = new Uint8ClampedArray(outWidth * height).fill(edgeGrey(grey, width, height));
  for (let y = 0; y < height; y += 1) {
    const shift = Math.round(perRow * y) - from;
    out.set(grey.subarray(y * width, (y + 1) * width), y * outWidth + shift);
  }
  return { grey: out, width: outWidth, height };
}

/** The leans looked for (x per row, either way; about 20°). */
const MOST_LEAN = 0.36;
/** At most this many ink pixels are counted (evenly spread over the photo's ink). */
const LEAN_SAMPLE = 120_000;
/** Ink is counted in bands this many rows tall: about a row of body text, so strokes of one row add up. */
const LEAN_BAND = 32;

/**
 * How far the upright strokes of the text lean, in x per row down the photo (a "\\" leans by a
 * positive amount, a "/" by a negative one): the shear at which the ink, counted in columns one
 * pixel wide inside bands of LEAN_BAND rows, piles up most unevenly (a stroke falls into one
 * column only when counted along its own lean). Ink is every pixel of each other row that is
 * much darker than the paper behind it (as textSkew finds it); leans of 0.02 apart first, then
 * 0.004 around the best (at most LEAN_SAMPLE ink pixels, evenly spread). 0 when there is too little ink to say.
 */
export function strokeLean(
  grey: Uint8ClampedArray,
  paper: HalfPaper,
  width: number,
  height: number,
): number {
  const { xs, ys } = inkPoints(grey, paper, width, height, 1);
  if (xs.length < 400) return 0;
  const stride = Math.ceil(xs.length / LEAN_SAMPLE);
  const margin = Math.ceil(MOST_LEAN * LEAN_BAND) + 2;
  const span = width + 2 * margin;
  const bands = Math.ceil(height / LEAN_BAND);
  const counts = new Int32Array(span * bands);
  // The sampled ink once: each pixel's x, its band's first cell and its rows from the band's
  // middle (measured from there, so a band's columns stay near their own x).
  const samples = Math.ceil(xs.length / stride);
  const sampleX = new Float64Array(samples);
  const sampleCell = new Int32Array(samples);
  const sampleRise = new Float64Array(samples);
  for (let at = 0, i = 0; at < xs.length; at += stride, i += 1) {
    const y = ys[at]!;
    const band = Math.floor(y / LEAN_BAND);
    sampleX[i] = xs[at]!;
    sampleCell[i] = band * span + margin;
    sampleRise[i] = y - band * LEAN_BAND - LEAN_BAND / 2;
  }
  // The sum of the squared counts kept as they grow (a count c going to c + 1 adds 2c + 1).
  const pileUp = (lean: number) => {
    counts.fill(0);
    let sum = 0;
    for (let i = 0; i < samples; i += 1) {
      const cell = sampleCell[i]! + Math.round(sampleX[i]! - lean * sampleRise[i]!);
      const count = counts[cell]!;
      sum += 2 * count + 1;
      counts[cell] = count + 1;
    }
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let lean = 0;
    let most = -1;
    for (let at = from; at <= to + step / 2; at += step) {
      const score = pileUp(at);
      // Leans within half a pixel over half a band move no ink: the least of equals is kept.
      if (score > most || (score === most && Math.abs(at) < Math.abs(lean))) {
        most = score;
        lean = at;
      }
    }
    return Math.abs(lean) < 1e-9 ? 0 : lean;
  };
  const rough = best(-MOST_LEAN, MOST_LEAN, 0.02);
  return best(rough - 0.02, rough + 0.02, 0.004);
}

/**
 * The grey with each row moved left or right by whole pixels so that strokes leaning by `lean`
 * (x per row, as strokeLean measures it) stand upright; no pixel is blended. The canvas grows by
 * the lean over the photo's height; what it brings in takes the photo's edge grey.
 */
export function unleanGrey(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  lean: number,
): { grey: Uint8ClampedArray; width: number; height: number } {
  return shiftRows(grey, width, height, -lean);
}

/** The median grey of a photo's outermost pixels. */
function edgeGrey(grey: Uint8ClampedArray, width: number, height: number): number {
  const edge: number[] = [];
  for (let x = 0; x < width; x += 1) edge.push(grey[x]!, grey[(height - 1) * width + x]!);
  for (let y = 0; y < height; y += 1) edge.push(grey[y * width]!, grey[y * width + width - 1]!);
  edge.sort((a, b) => a - b);
  return edge[edge.length >> 1]!;
}

function rgbaOf(grey: Uint8ClampedArray, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let px = 0, at = 0; px < grey.length; px += 1, at += 4) {
    data[at] = grey[px]!;
    data[at + 1] = grey[px]!;
    data[at + 2] = grey[px]!;
    data[at + 3] = 255;
  }
  return { width, height, data };
}

/**
 * The photo in its colour with each pixel's channels scaled as its grey was (`before` to
 * `after`, the same size). A photo the fold step changed goes to the engine so (with the light
 * and sharpening steps' changes in its grey too): handed on as grey alone the engine reads it
 * worse (decision 0017, session 69: with no pixel changed, grey cost misses on three photos of
 * three).
 */
export function recolour(
  image: Pixels,
  before: Uint8ClampedArray,
  after: Uint8ClampedArray,
): Pixels {
  const { data: source, width, height } = image;
  const data = new Uint8ClampedArray(source.length);
  for (let px = 0, at = 0; px < before.length; px += 1, at += 4) {
    const was = before[px]!;
    const now = after[px]!;
    if (was === now) {
      data[at] = source[at]!;
      data[at + 1] = source[at + 1]!;
      data[at + 2] = source[at + 2]!;
    } else if (was === 0) {
      data[at] = now;
      data[at + 1] = now;
      data[at + 2] = now;
    } else {
      const ratio = now / was;
      data[at] = source[at]! * ratio;
      data[at + 1] = source[at + 1]! * ratio;
      data[at + 2] = source[at + 2]! * ratio;
    }
    data[at + 3] = source[at + 3]!;
  }
  return { width, height, data };
}

export function prepareImage(image: Pixels, steps: PrepareSteps = SHIPPED_STEPS): Pixels {
  const { stretch, threshold, flatten, close, evenLight, scale } = steps;
  const sharpen = steps.sharpen ?? 0;
  // Every step but the checks, which change the photo only when its text needs it.
  const always = stretch || threshold || flatten || close || scale !== 1;
  const lean = steps.lean ?? 0;
  const checks =
    evenLight || sharpen > 0 || steps.deskew === true || lean > 0 || steps.fold === true;
  if (!always && !checks) return image;
  let grey = greyOf(image);
  let { width, height } = image;
  let changed = false;
  // The grey before the fold step, when the fold step changed the photo.
  let unevened: Uint8ClampedArray | null = null;
  // Whether a step moved the pixels (levelled or unleaned the text).
  let moved = false;
  if (checks && !close) {
    const unfolded = steps.fold ? evenFolds(grey, width, height) : null;
    if (unfolded) {
      unevened = grey;
      grey = unfolded;
      changed = true;
    }
    let paper = halfPaper(grey, width, height);
    if (evenLight && lightEvenness(grey, paper, width, height) < UNEVEN_LIGHT) {
      grey = closeLight(grey, width, height, paperLight(grey, width, height, undefined, paper));
      if (sharpen > 0 || steps.deskew || lean > 0) paper = halfPaper(grey, width, height);
      changed = true;
    }
    const edges = sharpen > 0 ? axisSharpness(grey, paper, width, height) : undefined;
    if (edges !== undefined && edges.all < SOFT_EDGES) {
      grey = unsharpMask(grey, width, height, steps.sharpenRadius ?? 2, sharpen);
      changed = true;
    } else if (edges !== undefined && steps.shake !== undefined) {
      const { across, down } = edges;
      if (Math.min(across, down) < SOFT_EDGES) {
        const radius = steps.shakeRadius ?? steps.sharpenRadius ?? 2;
        grey =
          steps.shake === 'all'
            ? unsharpMask(grey, width, height, radius, sharpen)
            : lineUnsharpMask(grey, width, height, radius, sharpen, across < down);
        changed = true;
      }
    }
    if (steps.deskew) {
      const skew = textSkew(grey, paper, width, height);
      if (Math.abs(skew) >= LEVEL_ENOUGH) {
        const bands = steps.keystone ? bandSkews(grey, paper, width, height) : null;
        ({ grey, width, height } = bands
          ? shearGreyBands(grey, width, height, ...bands)
          : shearGrey(grey, width, height, skew));
        if (steps.upright)
          ({ grey, width, height } = uprightGrey(
            grey,
            width,
            height,
            bands ? (bands[0] + bands[1]) / 2 : skew,
          ));
        changed = true;
        moved = true;
      }
    }
    if (lean > 0) {
      const strokes = strokeLean(
        grey,
        changed ? halfPaper(grey, width, height) : paper,
        width,
        height,
      );
      // Backwards only: the engine reads print leaning forwards as italics (and hand lettering
      // leans so by nature); it never learnt print leaning backwards, which only a photo makes.
      if (strokes >= lean) {
        ({ grey, width, height } = unleanGrey(grey, width, height, strokes));
        changed = true;
        moved = true;
      }
    }
  }
  if (!always && !changed) return image;
  // A folded photo goes to the engine in its colour, its channels scaled as its grey was, unless a
  // step has moved its pixels (levelled or unleaned) or one always run has changed it.
  if (!always && unevened && !moved) return recolour(image, unevened, grey);
  if (flatten) grey = flattenLight(grey, width, height);
  if (close) grey = closeLight(grey, width, height);
  if (stretch) grey = stretchContrast(grey);
  if (scale !== 1) ({ grey, width, height } = scaleGrey(grey, width, height, scale));
  if (threshold) {
    // A window of about two body lines: ~1/40 of the long edge on a phone photo of a page.
    const radius = Math.max(8, Math.round(Math.max(width, height) / 60));
    grey = sauvola(grey, width, height, radius);
  }
  return rgbaOf(grey, width, height);
}
