/**
 * Vulgar fractions (½ ¼ ¾ ⅓ ⅔ ⅛) on a photo. The English model has no such letters, so it reads
 * "½" as "Y%", "%", "Y" or "1" and "¼" as "4" (issue 20). The shape settles it: a fraction is a
 * small figure high up, a slash, and a small figure low down. Where the amount at the head of a
 * line has that shape, its two small figures are read again on their own (digits only) and the
 * amount is written with the fraction; anything else is left as read.
 */
import type { Pixels } from './prepare-image.ts';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * What a suspect amount looks like as read: figures, "%", "Y", ";", "Ya", "Ys", "&", "#" and the
 * like, short; "V" too, which a narrow face's "1/" becomes in blur ("Va" for "¼"); and "vi" after
 * a whole number ("2vi"), a bold "½" whose "1" and slash the engine read as a "v".
 */
export const SUSPECT_AMOUNT = /^(?:[\dYV%;:,.'’/\\¥»«as&#]{1,4}|\dvi)$/u;

/** Known fractions by numerator and denominator. */
const GLYPHS: Record<string, string> = {
  '1/2': '½',
  '1/4': '¼',
  '3/4': '¾',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/8': '⅛',
};

const luminance = (image: Pixels, x: number, y: number) => {
  const at = (y * image.width + x) * 4;
  return 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
};

/** Otsu's threshold of the crop's grey levels. */
function otsu(levels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const level of levels) histogram[level]! += 1;
  const total = levels.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below === 0 || below === total) continue;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** The crop as ink (1) and paper (0), by Otsu's threshold of its own grey levels. */
function inkOf(image: Pixels, box: Box) {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const width = Math.min(image.width, Math.ceil(box.x1)) - x0;
  const height = Math.min(image.height, Math.ceil(box.y1)) - y0;
  if (width <= 4 || height <= 4) return null;
  const levels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      levels[y * width + x] = Math.round(luminance(image, x0 + x, y0 + y));
  const threshold = otsu(levels);
  const ink = levels.map((level) => (level <= threshold ? 1 : 0));
  return { ink, width, height, x0, y0, levels, threshold };
}

/**
 * The crop's ink at a darker level: halfway between its darkest grey and its own threshold. A
 * bold glyph's figures and slash, run together by their blurred edges at the threshold, stand
 * apart by their cores there.
 */
function coreInk(levels: Uint8Array, threshold: number): Uint8Array {
  let darkest = 255;
  for (const level of levels) darkest = Math.min(darkest, level);
  const core = (darkest + threshold) / 2;
  return levels.map((level) => (level <= core ? 1 : 0));
}

/**
 * A fraction's figures told by the cores of its ink (`core`, darker ink inside `ink`) where its
 * ink is one part: `fractionParts` on the cores, each figure's box then grown to the ink its
 * cores reach first (a pixel going to the core it is reached from first), so a figure is read
 * at its whole width, not by its darkest strokes only. Null when the cores make no fraction.
 */
function figuresByCores(
  ink: Uint8Array,
  core: Uint8Array,
  width: number,
  height: number,
  left: number,
  right: number,
  top: number,
  bottom: number,
): [Box, Box] | null {
  const seeds = inkParts(core, width, height, left, right).filter(
    (part) => part.pixels.length >= 3,
  );
  const figures = fractionParts(seeds, width, left, right, top, bottom);
  if (!figures) return null;
  const owner = new Int32Array(width * height).fill(-1);
  let front: number[] = [];
  for (const [index, part] of seeds.entries())
    for (const at of part.pixels) {
      owner[at] = index;
      front.push(at);
    }
  while (front.length > 0) {
    const next: number[] = [];
    for (const at of front) {
      const px = at % width;
      const py = (at - px) / width;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < left || nx >= right || ny < 0 || ny >= height) continue;
          const near = ny * width + nx;
          if (!ink[near] || owner[near]! >= 0) continue;
          owner[near] = owner[at]!;
          next.push(near);
        }
    }
    front = next;
  }
  const grown: number[][] = seeds.map(() => []);
  for (let at = 0; at < owner.length; at += 1) if (owner[at]! >= 0) grown[owner[at]!]!.push(at);
  const inside = (part: Part, box: Box) =>
    part.x0 >= box.x0 && part.x1 <= box.x1 && part.y0 >= box.y0 && part.y1 <= box.y1;
  const grow = (box: Box): Box =>
    partsBox(
      seeds.flatMap((part, index) => (inside(part, box) ? [partOf(grown[index]!, width)] : [])),
    );
  return [grow(figures[0]), grow(figures[1])];
}

/**
 * The runs of inked columns in a box, left to right, each with the rows its ink reaches, in
 * the image's pixels: the glyphs of a line's head, where the engine's own word boxes may have
 * missed one (a fraction run into the next word, or given a box narrower than its ink). Empty
 * when the box is too small.
 */
export function inkRuns(image: Pixels, box: Box): Box[] {
  const crop = inkOf(image, box);
  if (!crop) return [];
  const { ink, width, height, x0, y0 } = crop;
  const runs: Box[] = [];
  let run: Box | null = null;
  for (let x = 0; x <= width; x += 1) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; x < width && y < height; y += 1)
      if (ink[y * width + x]) {
        if (top < 0) top = y;
        bottom = y;
      }
    if (top >= 0) {
      const open: Box = run ?? { x0: x0 + x, y0: y0 + top, x1: x0 + x + 1, y1: y0 + bottom + 1 };
      open.y0 = Math.min(open.y0, y0 + top);
      open.y1 = Math.max(open.y1, y0 + bottom + 1);
      open.x1 = x0 + x + 1;
      run = open;
    } else if (run) {
      runs.push(run);
      run = null;
    }
  }
  return runs;
}

/**
 * The box carried on to the end of the run of ink its right edge stops in (the engine's box of
 * an amount may end inside its fraction glyph), looking at most the box's height further; null
 * when the box already ends at a gap.
 */
export function toInkEnd(image: Pixels, box: Box): Box | null {
  const reach = box.y1 - box.y0;
  const runs = inkRuns(image, { ...box, x0: box.x0 - 2, x1: box.x1 + reach });
  const cut = runs.find((run) => run.x0 < box.x1 && run.x1 > box.x1);
  return cut && cut.x1 < box.x1 + reach ? { ...box, x1: cut.x1 } : null;
}

/**
 * Where a fraction's parts are in an amount's box: figures before it, numerator, denominator;
 * and, where the slash stands apart from them, each figure alone (its own ink, the slash and
 * the other figure left out), which reads better than a box the slash cuts across.
 */
export type FractionShape = {
  whole: Box | null;
  numerator: Box;
  denominator: Box;
  alone?: { numerator: Pixels | null; denominator: Pixels | null };
};

/**
 * The narrowest a fraction glyph is, for its height: a monospaced face draws "¼" in a figure's
 * width (under half its height, with the figures nearly over each other); "1" or "l" is narrower.
 */
const NARROWEST = 0.45;
/** The share of a fraction's width at each side that holds only one figure. */
const SIDE = 0.3;
/** A figure of a fraction keeps to this share of the glyph's height, at the top or the bottom… */
const FIGURE_HEIGHT = 0.6;
/** …with at least this share of the side's ink there (the slash's ends reach into the sides). */
const FIGURE_INK = 0.78;
/**
 * The widest gap between a numerator standing apart and the slash after it, for the glyph's
 * height: a blurred "¼" of a narrow face leaves one or two columns there, a space is wider.
 */
const PARTS_GAP = 0.2;

/**
 * The fraction's shape at the end of an amount's box, or null when the amount is plain figures.
 * A fraction glyph (½, ¼, ¾, ⅓…) has ink only high up at its left (the numerator) and only low
 * down at its right (the denominator), with a slash between; a figure like "4" or "1" has ink
 * low at its left or high at its right.
 */
export function fractionShape(image: Pixels, box: Box): FractionShape | null {
  const crop = inkOf(image, { x0: box.x0 - 2, y0: box.y0 - 2, x1: box.x1 + 2, y1: box.y1 + 2 });
  if (!crop) return null;
  const { ink, width, height } = crop;
  const columnInked = (x: number) => {
    for (let y = 0; y < height; y += 1) if (ink[y * width + x]) return true;
    return false;
  };
  // Glyphs: runs of columns with ink, split at empty columns.
  const glyphs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= width; x += 1) {
    const inked = x < width && columnInked(x);
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      glyphs.push([start, x]);
      start = -1;
    }
  }
  /** The share of the ink of columns from-to that lies in rows from top to bottom. */
  const inkShare = (from: number, to: number, top: number, bottom: number) => {
    let inside = 0;
    let all = 0;
    for (let x = from; x < to; x += 1)
      for (let y = 0; y < height; y += 1)
        if (ink[y * width + x]) {
          all += 1;
          if (y >= top && y <= bottom) inside += 1;
        }
    return all === 0 ? 0 : inside / all;
  };
  const rows = (from: number, to: number) => {
    let top = height;
    let bottom = -1;
    for (let x = from; x < to; x += 1)
      for (let y = 0; y < height; y += 1)
        if (ink[y * width + x]) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
    return { top, bottom };
  };
  const figure = (x0: number, y0: number, x1: number, y1: number): Box => ({
    x0: crop.x0 + x0,
    y0: crop.y0 + y0,
    x1: crop.x0 + x1,
    y1: crop.y0 + y1,
  });
  /** The shape of glyphs `from` to the last as one fraction, those before it its whole. */
  const shapeFrom = (from: number): FractionShape | null => {
    const first = glyphs[from];
    if (!first) return null;
    const left = first[0];
    const right = glyphs[glyphs.length - 1]![1];
    const { top, bottom } = rows(left, right);
    const tall = bottom - top + 1;
    if (tall < 6) return null;
    const side = Math.max(1, Math.round(SIDE * (right - left)));
    const figureRows = FIGURE_HEIGHT * tall;
    const before = glyphs.slice(0, from);
    const whole =
      before.length === 0 ? null : figure(before[0]![0], 0, before[before.length - 1]![1], height);
    if (
      right - left < NARROWEST * tall ||
      inkShare(left, left + side, top, top + figureRows) < FIGURE_INK ||
      inkShare(right - side, right, bottom - figureRows, bottom) < FIGURE_INK
    ) {
      // Not by its sides: perhaps by its parts (a stacked fraction, or a slash reaching across);
      // failing that, by its parts' cores (a bold glyph whose blurred edges join its figures to
      // its slash: vt-033's "⅓", one part at the crop's threshold).
      const parts =
        fractionParts(inkParts(ink, width, height, left, right), width, left, right, top, bottom) ??
        figuresByCores(
          ink,
          coreInk(crop.levels, crop.threshold),
          width,
          height,
          left,
          right,
          top,
          bottom,
        );
      if (!parts) return null;
      const [numerator, denominator] = parts;
      return {
        numerator: figure(numerator.x0, numerator.y0, numerator.x1, numerator.y1),
        denominator: figure(denominator.x0, denominator.y0, denominator.x1, denominator.y1),
        whole,
      };
    }
    const middle = left + Math.round(0.5 * (right - left));
    const cropRows = Math.round(0.55 * tall);
    return {
      numerator: figure(left, top, middle, top + cropRows),
      denominator: figure(middle, bottom + 1 - cropRows, right, bottom + 1),
      whole,
      alone: figuresAlone(image, crop, left, right, tall),
    };
  };
  if (glyphs.length === 0) return null;
  // The fraction is the last glyph (its slash joins its figures into one run of columns)…
  const own = shapeFrom(glyphs.length - 1);
  if (own || glyphs.length < 2) return own;
  // …or the last two, where the numerator stands apart from the slash (a blurred narrow "¼":
  // its "1" alone high at the left, the slash's foot low at the left of the last glyph, which
  // alone looks like a "4"). Only when the gap between them is a glyph's own, not a space.
  const [, numeratorEnd] = glyphs[glyphs.length - 2]!;
  const [slashStart, end] = glyphs[glyphs.length - 1]!;
  const { top, bottom } = rows(glyphs[glyphs.length - 2]![0], end);
  if (slashStart - numeratorEnd > PARTS_GAP * (bottom - top + 1)) return null;
  return shapeFrom(glyphs.length - 2);
}

/** The box of some parts (in the crop's pixels). */
const partsBox = (parts: readonly Part[]): Box => ({
  x0: Math.min(...parts.map((part) => part.x0)),
  y0: Math.min(...parts.map((part) => part.y0)),
  x1: Math.max(...parts.map((part) => part.x1)),
  y1: Math.max(...parts.map((part) => part.y1)),
});

/**
 * A fraction glyph told by its connected parts where its sides do not tell it: a figure over a
 * bar over a figure (a stacked "¼", as monospaced faces draw it), or a slash rising to the
 * right whose ends reach under the numerator and over the denominator (italic and condensed
 * faces), with a figure above it at its left and one below it at its right. Each figure is at
 * least a quarter of the glyph's height and keeps to its upper or lower part, so "1/2" printed
 * with full-height figures is not one. The numerator's and the denominator's boxes, or null.
 */
function fractionParts(
  all: readonly Part[],
  cropWidth: number,
  left: number,
  right: number,
  top: number,
  bottom: number,
): [Box, Box] | null {
  const parts = all.filter((part) => part.pixels.length >= 3);
  const tall = bottom - top + 1;
  const wide = right - left;
  const figures = (chosen: Part[]) =>
    chosen.length > 0 && partsBox(chosen).y1 - partsBox(chosen).y0 >= 0.25 * tall
      ? partsBox(chosen)
      : null;
  const middleOf = (part: Part) => ({ x: (part.x0 + part.x1) / 2, y: (part.y0 + part.y1) / 2 });
  const bar = parts.find(
    (part) =>
      part.x1 - part.x0 >= 0.6 * wide &&
      part.y1 - part.y0 <= 0.2 * tall &&
      middleOf(part).y > top + 0.3 * tall &&
      middleOf(part).y < top + 0.7 * tall,
  );
  if (bar && wide >= 0.3 * tall) {
    const above = figures(parts.filter((part) => part !== bar && part.y1 <= bar.y0 + 1));
    const below = figures(parts.filter((part) => part !== bar && part.y0 >= bar.y1 - 1));
    if (above && below) return [above, below];
  }
  if (wide < 0.55 * tall) return null;
  const slash = parts.reduce<Part | null>(
    (best, part) => (!best || part.y1 - part.y0 > best.y1 - best.y0 ? part : best),
    null,
  );
  if (!slash || slash.y1 - slash.y0 < 0.6 * tall) return null;
  const others = parts.filter((part) => part !== slash);
  const figuresBy = (line: Part, rest: readonly Part[]): [Box, Box] | null => {
    // Rising to the right: its top rows' ink lies right of its bottom rows' ink.
    const lineWidth = line.x1 - line.x0;
    const meanX = (from: number, to: number) => {
      const xs = line.pixels
        .map((at) => [at % cropWidth, Math.floor(at / cropWidth)] as const)
        .filter(([, y]) => y >= from && y < to)
        .map(([x]) => x);
      return xs.reduce((sum, x) => sum + x, 0) / Math.max(1, xs.length);
    };
    const quarter = (line.y1 - line.y0) / 4;
    if (meanX(line.y0, line.y0 + quarter) - meanX(line.y1 - quarter, line.y1) < 0.3 * lineWidth)
      return null;
    const centre = middleOf(line);
    const upper = figures(
      rest.filter(
        (part) =>
          middleOf(part).x < centre.x &&
          middleOf(part).y < centre.y &&
          part.y1 <= top + 0.65 * tall,
      ),
    );
    const lower = figures(
      rest.filter(
        (part) =>
          middleOf(part).x > centre.x &&
          middleOf(part).y > centre.y &&
          part.y0 >= top + 0.35 * tall,
      ),
    );
    return upper && lower ? [upper, lower] : null;
  };
  const split = numeratorRunIn(slash, cropWidth, tall);
  const byOwn = figuresBy(slash, others);
  if (byOwn) return byOwn;
  const byNumerator = split && figuresBy(split.slash, [...others, split.numerator]);
  if (byNumerator) return byNumerator;
  // The denominator run into the slash's foot instead (an italic "½" whose "2" touches the
  // slash: vt-031's "½ tsp salt"). Not after the numerator's split: what that leaves of an "n"
  // (its left stem's foot and its right stem) would pass for a slash and a figure.
  const under = denominatorRunIn(slash, cropWidth, tall);
  if (under) return figuresBy(under.slash, [...others, under.denominator]);
  // Both figures run into the slash (a blurred italic "½", vt-028): each taken as the outer run
  // of the rows that hold two or more (`outerRunsIn`).
  const both = outerRunsIn(slash, cropWidth);
  return both ? figuresBy(both.slash, [...others, both.numerator, both.denominator]) : null;
}

/** How far apart a figure's rows' middles may be, for the glyph's width (see `outerRunsIn`). */
const FIGURE_DRIFT = 0.3;
/** The widest a slash's row may be, for the glyph's width (see `outerRunsIn`). */
const SLASH_ROW = 0.75;

/**
 * A numerator and a denominator both run into the slash (one part): the leftmost run of ink
 * in rows from the part's top down, and the rightmost from its bottom up, each while its row
 * holds more than one run and the run stays within twice the narrowest it has been plus a
 * pixel (wider, it has joined the slash). Each figure must stop short of the part's middle
 * height (`FIGURE_HEIGHT`: a "u" whose stems stand apart nearly all the way down is none) and
 * stand upright, its runs' middles within `FIGURE_DRIFT` of the part's width of each other (an
 * "X" or a "K" has a diagonal arm there); what is left, the slash, is nowhere wider than
 * `SLASH_ROW` of the part (an "H" leaves its crossbar). Null otherwise.
 */
function outerRunsIn(
  part: Part,
  cropWidth: number,
): { slash: Part; numerator: Part; denominator: Part } | null {
  const rows = pixelRows(part, cropWidth);
  const runsOf = (y: number) => {
    const row = (rows.get(y) ?? []).sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const [at, pixel] of row.entries())
      if (at > 0 && pixel - row[at - 1]! === 1) runs[runs.length - 1]!.push(pixel);
      else runs.push([pixel]);
    return runs;
  };
  const reach = FIGURE_HEIGHT * (part.y1 - part.y0);
  const wide = part.x1 - part.x0;
  const take = (ys: number[], pick: (runs: number[][]) => number[]) => {
    const pixels: number[] = [];
    const middles: number[] = [];
    let narrowest = Infinity;
    for (const y of ys) {
      const runs = runsOf(y);
      if (runs.length < 2) break;
      const run = pick(runs);
      if (run.length > 2 * narrowest + 1) break;
      narrowest = Math.min(narrowest, run.length);
      pixels.push(...run);
      middles.push(((run[0]! % cropWidth) + (run[run.length - 1]! % cropWidth)) / 2);
    }
    const upright = Math.max(...middles) - Math.min(...middles) <= FIGURE_DRIFT * wide;
    return middles.length === 0 || middles.length >= reach - 1 || !upright ? null : pixels;
  };
  const down = Array.from({ length: part.y1 - part.y0 }, (_, at) => part.y0 + at);
  const numerator = take(down, (runs) => runs[0]!);
  const denominator = take([...down].reverse(), (runs) => runs[runs.length - 1]!);
  if (!numerator || !denominator) return null;
  const figures = new Set([...numerator, ...denominator]);
  const slash = part.pixels.filter((at) => !figures.has(at));
  if (slash.length === 0) return null;
  const across = new Map<number, [number, number]>();
  for (const at of slash) {
    const [y, x] = [Math.floor(at / cropWidth), at % cropWidth];
    const [from, to] = across.get(y) ?? [x, x];
    across.set(y, [Math.min(from, x), Math.max(to, x)]);
  }
  const widest = Math.max(...[...across.values()].map(([from, to]) => to - from + 1));
  return widest > SLASH_ROW * wide
    ? null
    : {
        slash: partOf(slash, cropWidth),
        numerator: partOf(numerator, cropWidth),
        denominator: partOf(denominator, cropWidth),
      };
}

/**
 * A numerator whose foot runs into the slash (a blurred "1" touching it: one part): in the
 * part's upper rows the slash is the rightmost run of ink and the numerator the runs left of
 * it. Both as parts, or null when the upper rows hold one run each (a slash alone, or a "4"
 * whose left stroke and upright stand apart only where its bar is not).
 */
function numeratorRunIn(
  part: Part,
  cropWidth: number,
  tall: number,
): { slash: Part; numerator: Part } | null {
  const rows = pixelRows(part, cropWidth);
  const numerator: number[] = [];
  let twoRuns = 0;
  for (let y = part.y0; y < part.y0 + FIGURE_HEIGHT * (part.y1 - part.y0); y += 1) {
    const row = (rows.get(y) ?? []).sort((a, b) => a - b);
    // The start of the row's last run: after the last gap between its pixels.
    let last = 0;
    for (let at = 1; at < row.length; at += 1) if (row[at]! - row[at - 1]! > 1) last = at;
    if (last === 0) continue;
    twoRuns += 1;
    numerator.push(...row.slice(0, last));
  }
  if (twoRuns < 0.25 * tall) return null;
  const left = new Set(numerator);
  return {
    slash: partOf(
      part.pixels.filter((at) => !left.has(at)),
      cropWidth,
    ),
    numerator: partOf(numerator, cropWidth),
  };
}

/**
 * A denominator run into the slash (a blurred "2" touching the slash's foot: one part), as
 * `numeratorRunIn` finds a numerator: in the part's lower rows the slash is the leftmost run of
 * ink and the denominator the runs right of it. Both as parts, or null when the lower rows hold
 * one run each.
 */
function denominatorRunIn(
  part: Part,
  cropWidth: number,
  tall: number,
): { slash: Part; denominator: Part } | null {
  const rows = pixelRows(part, cropWidth);
  /** A row's pixels, left to right, and where its second run starts (its length if none). */
  const row = (y: number) => {
    const pixels = (rows.get(y) ?? []).sort((a, b) => a - b);
    let second = pixels.length;
    for (let at = 1; at < pixels.length; at += 1)
      if (pixels[at]! - pixels[at - 1]! > 1) {
        second = at;
        break;
      }
    return { pixels, second };
  };
  const denominator: number[] = [];
  let twoRuns = 0;
  let highest = part.y1;
  for (let y = part.y1 - 1; y >= part.y1 - FIGURE_HEIGHT * (part.y1 - part.y0); y -= 1) {
    const { pixels, second } = row(y);
    if (second === pixels.length) continue;
    twoRuns += 1;
    highest = y;
    denominator.push(...pixels.slice(second));
  }
  // The figure's top is below the row over it, which holds the slash alone (an "n" or an "M"
  // has its strokes side by side from its top down).
  const over = row(highest - 1);
  if (twoRuns < 0.25 * tall || over.second < over.pixels.length) return null;
  const right = new Set(denominator);
  const slash = part.pixels.filter((at) => !right.has(at));
  return slash.length === 0
    ? null
    : { slash: partOf(slash, cropWidth), denominator: partOf(denominator, cropWidth) };
}

/** A part's pixels by row (y), each row's in the order the part holds them. */
function pixelRows(part: Part, cropWidth: number): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (const at of part.pixels) {
    const y = Math.floor(at / cropWidth);
    const row = rows.get(y);
    if (row) row.push(at);
    else rows.set(y, [at]);
  }
  return rows;
}

/** Pixels (indices in the crop) as a part, with their box. */
function partOf(pixels: number[], cropWidth: number): Part {
  return {
    pixels,
    x0: Math.min(...pixels.map((at) => at % cropWidth)),
    y0: Math.min(...pixels.map((at) => Math.floor(at / cropWidth))),
    x1: Math.max(...pixels.map((at) => at % cropWidth)) + 1,
    y1: Math.max(...pixels.map((at) => Math.floor(at / cropWidth))) + 1,
  };
}

/** A connected run of ink (8 neighbours): its pixels (indices in the crop) and its box. */
type Part = { pixels: number[]; x0: number; y0: number; x1: number; y1: number };

/** The connected parts of the crop's ink in columns from-to. */
function inkParts(ink: Uint8Array, width: number, height: number, from: number, to: number) {
  const seen = new Uint8Array(width * height);
  const parts: Part[] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = from; x < to; x += 1) {
      const start = y * width + x;
      if (!ink[start] || seen[start]) continue;
      const part: Part = { pixels: [], x0: x, y0: y, x1: x + 1, y1: y + 1 };
      const stack = [start];
      seen[start] = 1;
      while (stack.length > 0) {
        const at = stack.pop()!;
        const px = at % width;
        const py = (at - px) / width;
        part.pixels.push(at);
        part.x0 = Math.min(part.x0, px);
        part.x1 = Math.max(part.x1, px + 1);
        part.y0 = Math.min(part.y0, py);
        part.y1 = Math.max(part.y1, py + 1);
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = px + dx;
            const ny = py + dy;
            if (nx < from || nx >= to || ny < 0 || ny >= height) continue;
            const next = ny * width + nx;
            if (ink[next] && !seen[next]) {
              seen[next] = 1;
              stack.push(next);
            }
          }
      }
      parts.push(part);
    }
  return parts;
}

/**
 * The numerator and denominator of a fraction glyph on their own: the slash is the part that
 * reaches furthest from top to bottom (most of the glyph's height); the parts above it at its
 * left are the numerator, those below it at its right the denominator. Each figure is drawn
 * from the photo's own grey levels (its ink and the pixels around it) on white. Null for a
 * figure that touches the slash (it cannot be told from it) or is not there.
 */
function figuresAlone(
  image: Pixels,
  crop: NonNullable<ReturnType<typeof inkOf>>,
  left: number,
  right: number,
  tall: number,
): { numerator: Pixels | null; denominator: Pixels | null } {
  const { ink, width, height } = crop;
  const parts = inkParts(ink, width, height, left, right);
  const slash = parts.reduce<Part | null>(
    (best, part) => (!best || part.y1 - part.y0 > best.y1 - best.y0 ? part : best),
    null,
  );
  if (!slash || slash.y1 - slash.y0 < 0.6 * tall) return { numerator: null, denominator: null };
  const centre = (part: Part) => ({ x: (part.x0 + part.x1) / 2, y: (part.y0 + part.y1) / 2 });
  const middle = centre(slash);
  const figures = parts.filter((part) => part !== slash && part.pixels.length >= 3);
  const draw = (chosen: Part[]): Pixels | null => {
    if (chosen.length === 0) return null;
    const x0 = Math.min(...chosen.map((part) => part.x0)) - 2;
    const y0 = Math.min(...chosen.map((part) => part.y0)) - 2;
    const x1 = Math.max(...chosen.map((part) => part.x1)) + 2;
    const y1 = Math.max(...chosen.map((part) => part.y1)) + 2;
    const w = x1 - x0;
    const h = y1 - y0;
    // The figure's pixels and their neighbours (the grey edge the engine reads shapes from).
    const keep = new Uint8Array(w * h);
    for (const part of chosen)
      for (const at of part.pixels) {
        const px = (at % width) - x0;
        const py = Math.floor(at / width) - y0;
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = px + dx;
            const ny = py + dy;
            if (nx >= 0 && nx < w && ny >= 0 && ny < h) keep[ny * w + nx] = 1;
          }
      }
    const data = new Uint8ClampedArray(w * h * 4).fill(255);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) {
        if (!keep[y * w + x]) continue;
        const sx = Math.min(image.width - 1, Math.max(0, crop.x0 + x0 + x));
        const sy = Math.min(image.height - 1, Math.max(0, crop.y0 + y0 + y));
        const level = luminance(image, sx, sy);
        const at = (y * w + x) * 4;
        data[at] = data[at + 1] = data[at + 2] = level;
      }
    return { width: w, height: h, data };
  };
  return {
    numerator: draw(
      figures.filter((part) => centre(part).y < middle.y && centre(part).x < middle.x),
    ),
    denominator: draw(
      figures.filter((part) => centre(part).y > middle.y && centre(part).x > middle.x),
    ),
  };
}

/**
 * Whether a fraction's figure is a lone upright stroke (a "1"), which the engine reading one
 * figure often returns as nothing: its first run of inked columns is narrow for its height (a
 * "3" or "2" is about as wide as it is tall less a third; a "1", even with a foot, is narrower).
 */
export function isStroke(image: Pixels, box: Box): boolean {
  const crop = inkOf(image, box);
  if (!crop) return false;
  const { ink, width, height } = crop;
  const inked = (x: number) => {
    for (let y = 0; y < height; y += 1) if (ink[y * width + x]) return true;
    return false;
  };
  let start = 0;
  while (start < width && !inked(start)) start += 1;
  let end = start;
  while (end < width && inked(end)) end += 1;
  if (end <= start) return false;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = start; x < end; x += 1)
      if (ink[y * width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  const tall = bottom - top + 1;
  return tall >= 0.5 * height && end - start <= 0.55 * tall;
}

/** Where a denominator set under its numerator stands: the glyph's lower part, from this share of its width… */
const UNDER_FROM = 0.3;
/** …and this share of its height. */
const UNDER_ROWS = 0.45;

/**
 * The glyph's lower part across most of its width, where a denominator set under its numerator
 * stands (a "¼" whose "4" sits below the "1" with a bar between): the shape test's cut at the
 * glyph's middle keeps only the figure's right half, the upright of a "4" read "1" or nothing.
 */
export function underBox(shape: FractionShape): Box {
  const { numerator, denominator } = shape;
  const wide = denominator.x1 - numerator.x0;
  const tall = denominator.y1 - numerator.y0;
  return {
    x0: numerator.x0 + UNDER_FROM * wide,
    y0: denominator.y1 - UNDER_ROWS * tall,
    x1: denominator.x1,
    y1: denominator.y1,
  };
}

/** Whether numerator and denominator make a fraction recipes print as a glyph (½ ¼ ¾ ⅓ ⅔ ⅛). */
export const isCommonFraction = (numerator: string, denominator: string): boolean =>
  GLYPHS[`${numerator}/${denominator}`] !== undefined;

/**
 * A fraction whose numerator could not be read, settled by its denominator (the first of those
 * read that a recipe's fractions have): over 2 or 4 the numerator is a 1 (½, ¼: a blurred "1"
 * over a "4" is read "2" or not at all and is no narrow stroke, and a "3" read alike twice is
 * settled before this, by `settleByNumerator`); over 3 a lone upright stroke is a 1 and a wider
 * figure the 2 of ⅔ (a blurred "3" is read "2" or not at all); over 8 only a stroke (⅛). Null
 * when no denominator says.
 */
export function settleNumerator(
  denominators: readonly string[],
  stroke: boolean,
): [string, string] | null {
  const bottom = denominators.find((figure) => ['2', '3', '4', '8'].includes(figure));
  if (bottom === undefined || (bottom === '8' && !stroke)) return null;
  const top = bottom === '2' || bottom === '4' || stroke ? '1' : '2';
  return [top, bottom];
}

/**
 * A fraction whose figures make none together, settled by its numerator where every reading of
 * it names one figure and at least two do: a "3" is the numerator of ¾ only, a "2" of ⅔ only (of
 * the fractions recipes print as glyphs), whatever the denominator was read as (a small "4" read
 * "1" or "3"). A "1" says nothing (½ ¼ ⅓ ⅛). Null when the readings differ or are too few.
 */
export function settleByNumerator(numerators: readonly string[]): [string, string] | null {
  const read = numerators.filter((figure) => figure !== '');
  if (read.length < 2 || read.some((figure) => figure !== read[0])) return null;
  return read[0] === '3' ? ['3', '4'] : read[0] === '2' ? ['2', '3'] : null;
}

/** The fraction as written: "½", or "n/d" for one with no glyph. */
export function fractionText(numerator: string, denominator: string): string | null {
  if (!/^\d$/u.test(numerator) || !/^\d{1,2}$/u.test(denominator)) return null;
  if (Number(numerator) >= Number(denominator) || Number(denominator) < 2) return null;
  return GLYPHS[`${numerator}/${denominator}`] ?? `${numerator}/${denominator}`;
}

/** The share of a crop's pixels darker than its paper: the paper is the grey at this rank. */
const PAPER_RANK = 0.9;

/**
 * The grey of the paper in a box of the image: the level that 90% of its pixels are no lighter
 * than (a figure's ink and its blurred edge cover well under 90% of the box round it).
 */
export function paperLevel(image: Pixels, box: Box): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  const histogram = new Array<number>(256).fill(0);
  let count = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      histogram[Math.round(luminance(image, x, y))]! += 1;
      count += 1;
    }
  if (count === 0) return 255;
  let below = 0;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below > PAPER_RANK * (count - 1)) return level;
  }
  return 255;
}

/**
 * How a figure's crop is drawn for the engine: `plain`, its grey levels scaled up as they are
 * (nearest pixel); `ink`, scaled bilinearly and split into black ink on white paper at the level
 * halfway between the crop's darkest pixel and its paper (a small blurred "4" whose plain crop
 * the engine read "1").
 */
export type FigurePreparation = 'plain' | 'ink';

/**
 * A crop of the image, scaled up `scale` times, with a border of the crop's own paper grey (for
 * reading one figure). A white border round a grey photo's crop is read as a frame: the engine
 * read a crisp "4" as "1" and a blurred "2" as nothing; on the paper's grey it reads both. Drawn
 * as ink on white (`ink`), the border is white too.
 */
export function cropFigure(
  image: Pixels,
  box: Box,
  scale: number,
  preparation: FigurePreparation = 'plain',
): Pixels {
  const border = 12;
  const width = Math.max(1, Math.round((box.x1 - box.x0) * scale)) + border * 2;
  const height = Math.max(1, Math.round((box.y1 - box.y0) * scale)) + border * 2;
  const paper = paperLevel(image, box);
  if (preparation === 'ink') return inkFigure(image, box, scale, paper, width, height, border);
  const data = new Uint8ClampedArray(width * height * 4).fill(paper);
  for (let at = 3; at < data.length; at += 4) data[at] = 255;
  for (let y = border; y < height - border; y += 1)
    for (let x = border; x < width - border; x += 1) {
      const sx = Math.min(image.width - 1, Math.floor(box.x0 + (x - border) / scale));
      const sy = Math.min(image.height - 1, Math.floor(box.y0 + (y - border) / scale));
      const level = luminance(image, sx, sy);
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = level;
    }
  return { width, height, data };
}

/**
 * A figure's crop set `count` times side by side, each with its own border (a run of the one
 * figure). Read as a line, the engine reads a small figure it reads as nothing, or as another
 * figure, alone ("4" read "7" or nothing, read "444" three times over).
 */
export function tiledFigure(crop: Pixels, count: number): Pixels {
  const width = crop.width * count;
  const data = new Uint8ClampedArray(width * crop.height * 4);
  for (let y = 0; y < crop.height; y += 1)
    for (let copy = 0; copy < count; copy += 1)
      data.set(
        crop.data.subarray(y * crop.width * 4, (y + 1) * crop.width * 4),
        (y * width + copy * crop.width) * 4,
      );
  return { width, height: crop.height, data };
}

/** `cropFigure`'s `ink` preparation: bilinear, then black where darker than halfway to the paper. */
function inkFigure(
  image: Pixels,
  box: Box,
  scale: number,
  paper: number,
  width: number,
  height: number,
  border: number,
): Pixels {
  const at = (x: number, y: number) =>
    luminance(
      image,
      Math.max(0, Math.min(image.width - 1, x)),
      Math.max(0, Math.min(image.height - 1, y)),
    );
  // Between the centres of the four pixels round the point.
  const sample = (fx: number, fy: number) => {
    const x0 = Math.floor(fx - 0.5);
    const y0 = Math.floor(fy - 0.5);
    const tx = fx - 0.5 - x0;
    const ty = fy - 0.5 - y0;
    const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
    const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
  const inner = width - 2 * border;
  const levels = new Float32Array(inner * (height - 2 * border));
  let darkest = 255;
  for (let y = 0; y < height - 2 * border; y += 1)
    for (let x = 0; x < inner; x += 1) {
      const level = sample(box.x0 + (x + 0.5) / scale, box.y0 + (y + 0.5) / scale);
      levels[y * inner + x] = level;
      darkest = Math.min(darkest, level);
    }
  const split = (darkest + paper) / 2;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height - 2 * border; y += 1)
    for (let x = 0; x < inner; x += 1)
      if (levels[y * inner + x]! <= split) {
        const to = ((y + border) * width + x + border) * 4;
        data[to] = data[to + 1] = data[to + 2] = 0;
      }
  return { width, height, data };
}

/**
 * Where the foot of a fraction's denominator starts, as a share of the figure's width from its
 * left: a "2" stands on a flat stroke from its left edge (near 0), a "4" on the end of its
 * upright at the right (about 0.5 or more). The figure is the rightmost run of ink in each row
 * (the slash comes down at its left). Null when the box holds too little ink to say.
 */
export function denominatorFoot(image: Pixels, box: Box): number | null {
  const crop = inkOf(image, box);
  if (!crop) return null;
  const { ink, width, height } = crop;
  const rightmost = (y: number): [number, number] | null => {
    let x = width - 1;
    while (x >= 0 && !ink[y * width + x]) x -= 1;
    if (x < 0) return null;
    const end = x + 1;
    while (x >= 0 && ink[y * width + x]) x -= 1;
    return [x + 1, end];
  };
  const rows: [number, number][] = [];
  let bottom = -1;
  let top = -1;
  for (let y = 0; y < height; y += 1) {
    const run = rightmost(y);
    rows.push(run ?? [-1, -1]);
    if (run) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  if (bottom - top < 4) return null;
  // A speck under the figure (a row of ink a quarter as wide as the inked row over it or less,
  // a blurred stroke's edge) is not its foot: a "4"'s upright is as wide all the way down.
  const runWidth = (y: number) => rows[y]![1] - rows[y]![0];
  for (;;) {
    let over = bottom - 1;
    while (over > top && rows[over]![0] < 0) over -= 1;
    if (over - top < 4 || runWidth(bottom) > SPECK_SHARE * runWidth(over)) break;
    bottom = over;
  }
  const lower = rows
    .slice(top + Math.floor((bottom - top) / 2), bottom + 1)
    .filter((r) => r[0] >= 0);
  const left = Math.min(...lower.map((r) => r[0]));
  const right = Math.max(...lower.map((r) => r[1]));
  if (right - left < 3) return null;
  return (rows[bottom]![0] - left) / (right - left);
}

/** A row under a figure whose ink is at most this share of the inked row over it is a speck. */
const SPECK_SHARE = 0.25;
