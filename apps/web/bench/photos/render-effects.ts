/**
 * The wide set's photo effects (issue 31), each drawn from the card's effect seed: a steep
 * perspective (the phone tilted over the card), glare (a bright elliptical highlight that washes
 * the ink out), a hard shadow across part of the card (a hand or the phone), paper texture and
 * sensor noise, motion blur or defocus (a phone's shake or missed focus), and warm, dim, low-
 * contrast light (a kitchen lamp in the evening). The novel set adds a page curled up towards
 * one edge (an open book: its rows bend) and a small photo (a phone held far off, or a
 * thumbnail: text 0.5-0.7 of its size); its steep turn and shear are the shot's own. The kinds
 * set (session 56) adds a fold across the card (`crease`), a phone's high-ISO noise in poor light
 * (`noise`) and the focus on one part of the card, the rest softer with distance (`focus`).
 */
import sharp from 'sharp';
import { seededRandom } from '@plateful/core';
import { between, type Card } from './cards.ts';

type Effect = NonNullable<Card['shot']['effects']>[number];
type Raw = { data: Buffer; width: number; height: number };

const TABLE = [0x8a, 0x7a, 0x66];

const random = seededRandom;

/**
 * A keystone: one edge of the photo narrower than the other by `squeeze`, as when the phone is
 * tilted; read back with bilinear sampling, the table colour outside.
 */
function keystone(image: Raw, squeeze: number, side: 'top' | 'bottom' | 'left' | 'right'): Raw {
  const { width, height, data } = image;
  const out = Buffer.alloc(width * height * 3);
  const vertical = side === 'top' || side === 'bottom';
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // How far along the squeezed axis (0 at the narrow edge, 1 at the wide one).
      const t = vertical
        ? side === 'top'
          ? y / height
          : 1 - y / height
        : side === 'left'
          ? x / width
          : 1 - x / width;
      const scale = 1 - squeeze * (1 - t);
      const sx = vertical ? cx + (x - cx) / scale : x;
      const sy = vertical ? y : cy + (y - cy) / scale;
      const o = (y * width + x) * 3;
      if (sx < 0 || sy < 0 || sx >= width - 1 || sy >= height - 1) {
        out[o] = TABLE[0]!;
        out[o + 1] = TABLE[1]!;
        out[o + 2] = TABLE[2]!;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c += 1) {
        const a = data[(y0 * width + x0) * 3 + c]!;
        const b = data[(y0 * width + x0 + 1) * 3 + c]!;
        const d = data[((y0 + 1) * width + x0) * 3 + c]!;
        const e = data[((y0 + 1) * width + x0 + 1) * 3 + c]!;
        out[o + c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
      }
    }
  }
  return { data: out, width, height };
}

/**
 * A page curled up towards one edge, as an open book's near its spine: each column of pixels
 * moved up or down by `lift` times the square of how far it is towards that edge (and a little
 * more), so rows that were straight bend, most at the curled edge.
 */
function curl(image: Raw, lift: number, fromLeft: boolean): Raw {
  const { width, height, data } = image;
  const out = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x += 1) {
    const t = fromLeft ? 1 - x / width : x / width;
    const dy = lift * t ** 2.5;
    for (let y = 0; y < height; y += 1) {
      const sy = y - dy;
      const o = (y * width + x) * 3;
      if (sy < 0 || sy >= height - 1) {
        out[o] = TABLE[0]!;
        out[o + 1] = TABLE[1]!;
        out[o + 2] = TABLE[2]!;
        continue;
      }
      const y0 = Math.floor(sy);
      const fy = sy - y0;
      for (let c = 0; c < 3; c += 1)
        out[o + c] =
          data[(y0 * width + x) * 3 + c]! * (1 - fy) + data[((y0 + 1) * width + x) * 3 + c]! * fy;
    }
  }
  return { data: out, width, height };
}

/** Fine noise and paper fibres: each pixel moved by a seeded amount, blotches from a coarse grid. */
function texture(image: Raw, next: () => number): Raw {
  const { width, height, data } = image;
  const out = Buffer.from(data);
  const cell = 24;
  const gw = Math.ceil(width / cell) + 1;
  const gh = Math.ceil(height / cell) + 1;
  const grid = Float32Array.from({ length: gw * gh }, () => next() - 0.5);
  const blotch = between(next, 10, 26);
  const grain = between(next, 10, 28);
  for (let y = 0; y < height; y += 1) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x += 1) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const smooth =
        (grid[y0 * gw + x0]! * (1 - fx) + grid[y0 * gw + x0 + 1]! * fx) * (1 - fy) +
        (grid[(y0 + 1) * gw + x0]! * (1 - fx) + grid[(y0 + 1) * gw + x0 + 1]! * fx) * fy;
      const shift = smooth * blotch + (next() - 0.5) * grain;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.max(0, Math.min(255, data[o + c]! + shift));
    }
  }
  return { data: out, width, height };
}

/**
 * A fold across the card: a line at a slight slant through its middle third, the far side moved
 * by a pixel or three across the fold and shaded a little darker, a dark groove along the fold
 * with a light ridge beside it.
 */
function crease(image: Raw, next: () => number): Raw {
  const { width, height, data } = image;
  const out = Buffer.alloc(width * height * 3);
  const across = next() < 0.6; // a fold across the rows (horizontal) or down them
  const at = between(next, 0.35, 0.65) * (across ? height : width);
  const slant = between(next, -0.06, 0.06);
  const shift = between(next, 1, 3);
  const shade = between(next, 0.06, 0.16);
  const groove = between(next, 0.25, 0.45);
  const wide = between(next, 2, 5);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Signed distance to the fold, in pixels.
      const d = across ? y - (at + slant * x) : x - (at + slant * y);
      const far = d > 0;
      const sx = across ? x : far ? x - shift : x;
      const sy = across ? (far ? y - shift : y) : y;
      const o = (y * width + x) * 3;
      const xi = Math.min(width - 1, Math.max(0, Math.round(sx)));
      const yi = Math.min(height - 1, Math.max(0, Math.round(sy)));
      const i = (yi * width + xi) * 3;
      let gain = far ? 1 - shade : 1;
      gain *= 1 - groove * Math.exp(-((d / wide) ** 2));
      const ridge = 40 * Math.exp(-(((d + wide * 1.8) / wide) ** 2));
      for (let c = 0; c < 3; c += 1)
        out[o + c] = Math.max(0, Math.min(255, data[i + c]! * gain + ridge));
    }
  }
  return { data: out, width, height };
}

/**
 * A phone's high-ISO noise in poor light: the photo darkened and flattened, then grain in each
 * channel of its own (colour noise) and a coarser mottle over it.
 */
function noise(image: Raw, next: () => number): Raw {
  const { width, height, data } = image;
  const out = Buffer.alloc(width * height * 3);
  const gain = between(next, 0.7, 0.88);
  const lift = between(next, 10, 30);
  const grain = between(next, 22, 40);
  const colour = between(next, 8, 18);
  for (let p = 0; p < width * height; p += 1) {
    // Two uniforms summed: a noise nearer a bell than a box.
    const luma = (next() + next() - 1) * grain;
    for (let c = 0; c < 3; c += 1) {
      const o = p * 3 + c;
      const value = data[o]! * gain + lift + luma + (next() - 0.5) * colour;
      out[o] = Math.max(0, Math.min(255, value));
    }
  }
  return { data: out, width, height };
}

/**
 * The focus on one part of the card: the photo mixed with a defocused copy of itself, sharp at a
 * point and softer with distance along one direction (a phone close to a tilted card).
 */
async function focus(image: Raw, next: () => number): Promise<Raw> {
  const { width, height, data } = image;
  const sigma = between(next, 1.8, 3.2);
  const soft = await sharp(data, { raw: { width, height, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  const angle = between(next, 0, Math.PI * 2);
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  // The sharp band's place along that direction, and how fast focus falls off past it.
  const span = Math.abs(ux) * width + Math.abs(uy) * height;
  const sharpAt = between(next, 0.15, 0.5) * span;
  const falloff = between(next, 0.3, 0.5) * span;
  const start = Math.min(0, ux * width) + Math.min(0, uy * height);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const along = x * ux + y * uy - start;
      const t = Math.min(1, Math.max(0, Math.abs(along - sharpAt) / falloff));
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) out[o + c] = data[o + c]! * (1 - t) + soft[o + c]! * t;
    }
  }
  return { data: out, width, height };
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );

/** A bright ellipse that washes out the ink under its middle (screen blend). */
function glare(width: number, height: number, next: () => number): Buffer {
  const cx = Math.round(between(next, 0.25, 0.75) * width);
  const cy = Math.round(between(next, 0.25, 0.75) * height);
  const rx = Math.round(between(next, 0.15, 0.3) * width);
  const ry = Math.round(rx * between(next, 0.4, 0.8));
  const peak = between(next, 0.55, 0.85).toFixed(2);
  return svg(
    width,
    height,
    `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.5" stop-color="#fff" stop-opacity="${(Number(peak) * 0.6).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#g)" transform="rotate(${Math.round(between(next, -30, 30))} ${cx} ${cy})"/>`,
  );
}

/** A hard shadow over one side of the card, its edge a slanting line with a little softness. */
function shadow(width: number, height: number, next: () => number): Buffer {
  const depth = between(next, 0.2, 0.45);
  const slant = between(next, -0.15, 0.15);
  const darkness = between(next, 0.35, 0.6).toFixed(2);
  const soft = between(next, 2, 7).toFixed(1);
  const fromLeft = next() < 0.5;
  const a = fromLeft ? depth * width : (1 - depth) * width;
  const b = a + slant * width;
  const edge = fromLeft ? 0 : width;
  return svg(
    width,
    height,
    `<defs><filter id="f"><feGaussianBlur stdDeviation="${soft}"/></filter></defs>
<polygon points="${edge},0 ${a.toFixed(0)},0 ${b.toFixed(0)},${height} ${edge},${height}" fill="#000" fill-opacity="${darkness}" filter="url(#f)"/>`,
  );
}

/** A line kernel for motion blur, `length` px long at `angle`. */
function motionKernel(length: number, angle: number) {
  const size = length % 2 === 0 ? length + 1 : length;
  const kernel = new Array<number>(size * size).fill(0);
  const mid = (size - 1) / 2;
  for (let step = -mid; step <= mid; step += 0.25) {
    const x = Math.round(mid + step * Math.cos(angle));
    const y = Math.round(mid + step * Math.sin(angle));
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) };
}

/** The turned card with the chosen effects (before the corner shading and JPEG). */
export async function applyEffects(turned: Buffer, card: Card): Promise<sharp.Sharp> {
  const effects: Effect[] = card.shot.effects ?? [];
  const next = random(card.shot.effectSeed ?? 1);
  let raw = await sharp(turned).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let image: Raw = { data: raw.data, width: raw.info.width, height: raw.info.height };
  if (effects.includes('perspective')) {
    const side = (['top', 'bottom', 'left', 'right'] as const)[Math.floor(next() * 4)]!;
    image = keystone(image, between(next, 0.08, 0.18), side);
  }
  if (effects.includes('curl')) {
    const lift = between(next, 14, 34) * (next() < 0.5 ? -1 : 1);
    image = curl(image, lift, next() < 0.5);
  }
  const layers: sharp.OverlayOptions[] = [];
  if (effects.includes('shadow'))
    layers.push({ input: shadow(image.width, image.height, next), blend: 'over' });
  if (effects.includes('glare'))
    layers.push({ input: glare(image.width, image.height, next), blend: 'screen' });
  let photo = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
  if (layers.length > 0) {
    raw = await photo.composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    image = { data: raw.data, width: raw.info.width, height: raw.info.height };
  }
  if (effects.includes('texture')) image = texture(image, next);
  if (effects.includes('crease')) image = crease(image, next);
  if (effects.includes('focus')) image = await focus(image, next);
  if (effects.includes('noise')) image = noise(image, next);
  photo = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
  if (effects.includes('dim')) {
    // Warm lamp light, dim and flat: blue lowered most, the range squeezed.
    const gain = between(next, 0.45, 0.65);
    photo = photo.linear([gain, gain * 0.9, gain * 0.7], [70, 55, 30]);
  }
  if (effects.includes('cast')) {
    // A lamp at night: under-exposed, a strong orange cast (blue nearly gone), a dark vignette
    // and the grain of a phone's raised gain.
    const gain = between(next, 0.5, 0.7);
    const raw = await photo
      .linear([gain * 1.05, gain * 0.78, gain * 0.42], [38, 22, 6])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = raw.info;
    const data = raw.data;
    const reach = between(next, 0.55, 0.8);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const dx = (x / width - 0.5) * 2;
        const dy = (y / height - 0.5) * 2;
        const fall = Math.max(0.35, 1 - Math.max(0, Math.hypot(dx, dy) - reach) * 0.9);
        const grain = (next() - 0.5) * 18;
        for (let c = 0; c < 3; c += 1) {
          const at = (y * width + x) * 3 + c;
          data[at] = Math.max(0, Math.min(255, Math.round(data[at]! * fall + grain)));
        }
      }
    }
    photo = sharp(data, { raw: { width, height, channels: 3 } });
  }
  if (effects.includes('motion')) {
    photo = sharp(await photo.png().toBuffer()).convolve(
      motionKernel(Math.round(between(next, 4, 8)), between(next, 0, Math.PI)),
    );
  }
  if (effects.includes('defocus')) photo = photo.blur(between(next, 1.4, 2.2));
  if (effects.includes('lowres')) {
    const scale = between(next, 0.5, 0.7);
    photo = sharp(await photo.png().toBuffer()).resize(
      Math.round(image.width * scale),
      Math.round(image.height * scale),
    );
  }
  return sharp(await photo.png().toBuffer());
}
