/**
 * A fold across a printed card: a long, straight, soft groove in the paper's light (the fold's
 * shadow, a few pixels wide, darker by a quarter to a half) from one side of the card to the other,
 * often with a lighter ridge beside it. Where it crosses a row the engine reads it as a stroke
 * through the letters (a strike-through, a "|" in a word) and loses or misreads the row (decision
 * 0017, session 69). Found from the paper alone and divided out, the letters under it keep their ink.
 *
 * Coordinates: `u` runs along the fold, `v` across it. A fold across the rows (`across`) has
 * u = x and v = y; a fold down them has u = y and v = x. The groove's middle is at
 * v = offset + slope · u.
 */
export type Fold = {
  across: boolean;
  slope: number;
  offset: number;
  /** Share of the strips along the photo whose paper dips on the line. */
  support: number;
  /** The median strip's paper on the line over the paper beside it. */
  depth: number;
};

/** The photo is cut into strips this wide along the fold; each strip's paper is its brightest pixel. */
const STRIP = 24;
/** How far either side of a dip the paper beside it is looked for (a groove is 3-9 px wide). */
const BESIDE = 14;
/** A strip's paper dips where it is under this share of the paper either side of it. */
const DIP = 0.85;
/** The steepest fold looked for, in pixels across per pixel along (about 7°). */
const STEEPEST = 0.12;
const SLOPE_STEP = 0.002;
/** A fold crosses the card: its groove is found in this share of the strips or more. */
const FOLD_SUPPORT = 0.5;
/** Half the band either side of the groove's middle that is evened out. */
const BAND = 20;

type StripPaper = { paper: Uint8ClampedArray; strips: number; along: number; span: number };

/** Each strip's brightest pixel on each line across the fold (the paper, between the letters). */
function stripPaper(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  across: boolean,
): StripPaper {
  const along = across ? width : height;
  const span = across ? height : width;
  const strips = Math.floor(along / STRIP);
  const paper = new Uint8ClampedArray(strips * span);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    if (across) {
      for (let s = 0; s < strips; s += 1) {
        let best = 0;
        for (let x = s * STRIP, end = x + STRIP; x < end; x += 1) {
          const value = grey[row + x]!;
          if (value > best) best = value;
        }
        paper[s * span + y] = best;
      }
    } else {
      const s = Math.floor(y / STRIP);
      if (s >= strips) break;
      const base = s * span;
      for (let x = 0; x < width; x += 1) {
        const value = grey[row + x]!;
        if (value > paper[base + x]!) paper[base + x] = value;
      }
    }
  }
  return { paper, strips, along, span };
}

/**
 * The fold's groove in one direction, or null: the straight line on which the most strips'
 * paper dips (a Hough vote over slopes and offsets), where that is half the strips or more.
 */
export function foldLine(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  across: boolean,
): Fold | null {
  return foldLines(grey, width, height, across, 1)[0] ?? null;
}

/** Up to `most` lines on which the strips' paper dips, the best first. */
export function foldLines(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
  across: boolean,
  most: number,
): Fold[] {
  const { paper, strips, span } = stripPaper(grey, width, height, across);
  if (strips < 8 || span < 4 * BESIDE) return [];
  // The paper's own level: a dip must stand on paper, not on the table around the card.
  const sorted = Uint8ClampedArray.from(paper).sort();
  const level = sorted[Math.floor(sorted.length * 0.9)]!;
  const dips: { strip: number; v: number; depth: number }[] = [];
  for (let s = 0; s < strips; s += 1) {
    const line = paper.subarray(s * span, (s + 1) * span);
    for (let v = BESIDE; v < span - BESIDE; v += 1) {
      const value = line[v]!;
      if (value > line[v - 1]! || value >= line[v + 1]!) continue;
      let before = 0;
      for (let k = v - BESIDE; k <= v - 2; k += 1) if (line[k]! > before) before = line[k]!;
      let after = 0;
      for (let k = v + 2; k <= v + BESIDE; k += 1) if (line[k]! > after) after = line[k]!;
      const beside = Math.min(before, after);
      if (beside < 0.6 * level || value >= DIP * beside) continue;
      dips.push({ strip: s, v, depth: value / beside });
    }
  }
  const found: Fold[] = [];
  let left = dips;
  while (found.length < most && left.length > 0) {
    const fold = bestLine(left, strips, span);
    if (!fold) break;
    found.push({ ...fold, across });
    left = left.filter(
      (dip) => Math.abs(dip.v - (fold.offset + fold.slope * (dip.strip + 0.5) * STRIP)) > 4,
    );
  }
  return found;
}

function bestLine(
  dips: { strip: number; v: number; depth: number }[],
  strips: number,
  span: number,
): Omit<Fold, 'across'> | null {
  const slopes = Math.round((2 * STEEPEST) / SLOPE_STEP) + 1;
  const lowest = -STEEPEST * strips * STRIP;
  const bins = Math.ceil(span - 2 * lowest) + 2;
  const votes = new Uint16Array(slopes * bins);
  const last = new Int32Array(slopes * bins).fill(-1);
  for (const dip of dips) {
    const middle = (dip.strip + 0.5) * STRIP;
    for (let k = 0; k < slopes; k += 1) {
      const slope = -STEEPEST + k * SLOPE_STEP;
      const bin = Math.round(dip.v - slope * middle - lowest);
      // A dip votes for its offset and the two beside it, once a strip.
      for (let b = bin - 1; b <= bin + 1; b += 1) {
        if (b < 0 || b >= bins) continue;
        const cell = k * bins + b;
        if (last[cell] === dip.strip) continue;
        last[cell] = dip.strip;
        votes[cell] = votes[cell]! + 1;
      }
    }
  }
  let best = 0;
  for (let cell = 1; cell < votes.length; cell += 1) if (votes[cell]! > votes[best]!) best = cell;
  if (votes[best]! < FOLD_SUPPORT * strips) return null;
  const slope0 = -STEEPEST + Math.floor(best / bins) * SLOPE_STEP;
  const offset0 = (best % bins) + lowest;
  // The dips on that line, one a strip (the deepest), fitted by least squares.
  const onLine = new Map<number, { u: number; v: number; depth: number }>();
  for (const dip of dips) {
    const u = (dip.strip + 0.5) * STRIP;
    if (Math.abs(dip.v - (offset0 + slope0 * u)) > 2) continue;
    const had = onLine.get(dip.strip);
    if (!had || dip.depth < had.depth) onLine.set(dip.strip, { u, v: dip.v, depth: dip.depth });
  }
  const points = [...onLine.values()];
  const n = points.length;
  const mu = points.reduce((sum, p) => sum + p.u, 0) / n;
  const mv = points.reduce((sum, p) => sum + p.v, 0) / n;
  let suv = 0;
  let suu = 0;
  for (const p of points) {
    suv += (p.u - mu) * (p.v - mv);
    suu += (p.u - mu) ** 2;
  }
  const slope = suu > 0 ? suv / suu : slope0;
  const depths = points.map((p) => p.depth).sort((a, b) => a - b);
  return {
    slope,
    offset: mv - slope * mu,
    support: n / strips,
    depth: depths[n >> 1]!,
  };
}

type Band = {
  strips: number;
  size: number;
  /** Each strip's paper at each distance across the groove over the paper at the band's edges. */
  gains: Float32Array;
  forEach: (visit: (px: number, s: number, d: number) => void) => void;
};

/** The light along a line's band, strip by strip (see evenFold). */
export function foldBand(grey: Uint8ClampedArray, width: number, height: number, fold: Fold): Band {
  const { across, slope, offset } = fold;
  const along = across ? width : height;
  const strips = Math.ceil(along / STRIP);
  const size = 2 * BAND + 1;
  // Each strip's brightest pixel at each distance across the groove.
  const light = new Float32Array(strips * size);
  const forEach = (visit: (px: number, s: number, d: number) => void): void => {
    for (let u = 0; u < along; u += 1) {
      const middle = offset + slope * u;
      const from = Math.max(0, Math.ceil(middle - BAND));
      const to = Math.min((across ? height : width) - 1, Math.floor(middle + BAND));
      const s = Math.floor(u / STRIP);
      for (let v = from; v <= to; v += 1) {
        const px = across ? v * width + u : u * width + v;
        visit(px, s, v - middle);
      }
    }
  };
  forEach((px, s, d) => {
    const at = s * size + Math.round(d) + BAND;
    if (grey[px]! > light[at]!) light[at] = grey[px]!;
  });
  const gains = new Float32Array(strips * size).fill(1);
  for (let s = 0; s < strips; s += 1) {
    const row = light.subarray(s * size, (s + 1) * size);
    const start = Math.max(row[0]!, row[1]!, row[2]!);
    const end = Math.max(row[size - 1]!, row[size - 2]!, row[size - 3]!);
    if (start === 0 || end === 0) continue;
    for (let i = 0; i < size; i += 1) {
      const baseline = start + ((end - start) * i) / (size - 1);
      gains[s * size + i] = row[i]! > 0 ? row[i]! / baseline : 1;
    }
  }
  return { strips, size, gains, forEach };
}

/** The band's light across the line, the median over its strips. */
export function foldProfile(band: Band): number[] {
  const { strips, size, gains } = band;
  const profile: number[] = [];
  for (let i = 0; i < size; i += 1) {
    const column: number[] = [];
    for (let s = 0; s < strips; s += 1) column.push(gains[s * size + i]!);
    column.sort((a, b) => a - b);
    profile.push(column[column.length >> 1]!);
  }
  return profile;
}

/**
 * A fold's groove (and its ridge) divided out of the grey, given the fold's `band` (foldBand, as
 * measured on that grey): along the fold, each strip's paper on each line across the band, over
 * the paper at the band's two edges, is the light the fold leaves there; the grey is divided by
 * it (a median over five strips, so a letter's stroke lying along the fold is not taken for the
 * groove). Pixels outside the band are left alone.
 */
export function evenFold(grey: Uint8ClampedArray, band: Band): Uint8ClampedArray {
  const { strips, size, gains, forEach } = band;
  const smooth = new Float32Array(strips * size);
  const near: number[] = [];
  for (let s = 0; s < strips; s += 1) {
    for (let i = 0; i < size; i += 1) {
      near.length = 0;
      for (let t = Math.max(0, s - 2); t <= Math.min(strips - 1, s + 2); t += 1)
        near.push(gains[t * size + i]!);
      near.sort((a, b) => a - b);
      smooth[s * size + i] = Math.min(1.6, Math.max(0.3, near[near.length >> 1]!));
    }
  }
  const out = Uint8ClampedArray.from(grey);
  forEach((px, s, d) => {
    const at = d + BAND;
    const i = Math.min(size - 2, Math.max(0, Math.floor(at)));
    const t = Math.min(1, Math.max(0, at - i));
    const gain = smooth[s * size + i]! * (1 - t) + smooth[s * size + i + 1]! * t;
    out[px] = grey[px]! / gain;
  });
  return out;
}

/** A fold's groove is darker than this share of the paper beside it. */
export const GROOVE = 0.85;
/**
 * A fold's ridge: the paper beside its groove lit this much more than the paper further off. A
 * printed rule or a box's border is ink on flat paper (the paper the same up to its edge); a fold
 * bends the paper, so one face shades into the groove while the other catches the light.
 */
export const RIDGE = 1.05;

/**
 * The photo's folds across the rows divided out, or null where there is none. A line of the
 * paper's light is a fold's groove only with a lit ridge beside it (see RIDGE). Folds down the
 * rows are left: the engine takes such a line for a column's rule, and on the kinds set's tuning
 * photos it read rows across the columns once the line was gone (decision 0017, session 69).
 */
export function evenFolds(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
): Uint8ClampedArray | null {
  let out: Uint8ClampedArray | null = null;
  for (const fold of foldLines(grey, width, height, true, 3)) {
    const band = foldBand(out ?? grey, width, height, fold);
    const profile = foldProfile(band);
    if (Math.min(...profile) > GROOVE || Math.max(...profile) < RIDGE) continue;
    out = evenFold(out ?? grey, band);
  }
  return out;
}
