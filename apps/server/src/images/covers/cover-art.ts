/**
 * Draws a recipe cover: the dish large on a plate, up to three main ingredients on small round
 * badges, over a brand-coloured background with a faint dotted pattern, as SVG; then sharp turns
 * it into the WebP variants images are served in. Everything important sits in the middle, so a
 * card that crops the cover to a wide strip or a square still shows the dish and its ingredients.
 */
import type { CoverSpec } from '@plateful/core';
import sharp from 'sharp';
import { coverIcon } from './cover-icons.ts';

/** The drawing's own coordinates (4:3); each variant is drawn at its size from the same SVG. */
const VIEW_WIDTH = 640;
const VIEW_HEIGHT = 480;

/**
 * The cover variants: the same names and boxes as photos (`card` 640, `full` up to 1600), and
 * `small` for a card two to a row on a phone (issue 17): about 5 KB where `card` is 12, and a
 * phone's first screen asks for four of them before anything else.
 */
export const COVER_VARIANTS = {
  small: { widthPx: 384, heightPx: 288, quality: 78 },
  card: { widthPx: 640, heightPx: 480, quality: 80 },
  full: { widthPx: 1280, heightPx: 960, quality: 82 },
} as const;
export type CoverVariantName = keyof typeof COVER_VARIANTS;

/** The brand palettes (apps/web/src/styles/app.css tokens): background, its light end, pattern. */
const PALETTES = [
  { from: '#eef8f2', to: '#cfeadb', pattern: '#2f9e63', plate: '#ffffff' }, // brand 50 → 100
  { from: '#fff4e3', to: '#fbd9a6', pattern: '#f2a33a', plate: '#ffffff' }, // accent 400
  { from: '#fbf8f3', to: '#efe5d3', pattern: '#1f7a4d', plate: '#ffffff' }, // paper
  { from: '#3aa96d', to: '#1f7a4d', pattern: '#ffffff', plate: '#fbf8f3' }, // brand 500 → 600
] as const;

type Point = { x: number; y: number };

/** Where the ingredient badges sit, by how many there are (centres in view coordinates). */
const BADGE_LAYOUTS: Record<number, Point[]> = {
  0: [],
  1: [{ x: 492, y: 312 }],
  2: [
    { x: 148, y: 312 },
    { x: 492, y: 312 },
  ],
  3: [
    { x: 148, y: 312 },
    { x: 492, y: 312 },
    { x: 484, y: 156 },
  ],
};

const DISH_CENTRE: Point = { x: 320, y: 236 };
const DISH_SIZE = 200;
const PLATE_RADIUS = 138;
const BADGE_RADIUS = 52;
const BADGE_ICON_SIZE = 70;

let idCounter = 0;

/** An icon placed in a square box; its ids are made unique so two icons' gradients never clash. */
function placeIcon(name: string, centre: Point, size: number): string {
  const icon = coverIcon(name);
  if (!icon) return '';
  const prefix = `i${(idCounter += 1)}-`;
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const x = centre.x - size / 2;
  const y = centre.y - size / 2;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${icon.left} ${icon.top} ${icon.width} ${icon.height}">${body}</svg>`;
}

function shadowedCircle(
  centre: Point,
  radius: number,
  fill: string,
  shadowOpacity: number,
): string {
  return (
    `<circle cx="${centre.x}" cy="${centre.y + radius * 0.07}" r="${radius}" fill="#1d2420" opacity="${shadowOpacity}"/>` +
    `<circle cx="${centre.x}" cy="${centre.y}" r="${radius}" fill="${fill}"/>`
  );
}

function svgOpen(widthPx: number, heightPx: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}">`;
}

/** The background alone: the palette's gradient, its dotted pattern and a soft glow. */
export function backgroundSvg(paletteIndex: number, widthPx: number, heightPx: number): string {
  const palette = PALETTES[paletteIndex % PALETTES.length]!;
  return [
    svgOpen(widthPx, heightPx),
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="6" cy="6" r="2.4" fill="${palette.pattern}"/><circle cx="19" cy="19" r="1.4" fill="${palette.pattern}"/></pattern>`,
    `<radialGradient id="glow" cx="0.5" cy="0.48" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#dots)" opacity="0.13"/>`,
    `<ellipse cx="${DISH_CENTRE.x}" cy="${DISH_CENTRE.y}" rx="300" ry="220" fill="url(#glow)"/>`,
    '</svg>',
  ].join('');
}

/** The foreground on a transparent canvas: the plate and dish, the badges and ingredients. */
export function foregroundSvg(spec: CoverSpec, widthPx: number, heightPx: number): string {
  const palette = PALETTES[spec.palette % PALETTES.length]!;
  const badges = BADGE_LAYOUTS[Math.min(spec.ingredients.length, 3)] ?? [];
  return [
    svgOpen(widthPx, heightPx),
    shadowedCircle(DISH_CENTRE, PLATE_RADIUS, palette.plate, 0.1),
    `<circle cx="${DISH_CENTRE.x}" cy="${DISH_CENTRE.y}" r="${PLATE_RADIUS - 14}" fill="none" stroke="${palette.pattern}" stroke-opacity="0.14" stroke-width="3"/>`,
    placeIcon(spec.dish, DISH_CENTRE, DISH_SIZE),
    ...spec.ingredients.slice(0, 3).flatMap((name, index) => {
      const centre = badges[index]!;
      return [
        shadowedCircle(centre, BADGE_RADIUS, palette.plate, 0.12),
        placeIcon(name, centre, BADGE_ICON_SIZE),
      ];
    }),
    '</svg>',
  ].join('');
}

/**
 * Backgrounds are few (one per palette and size) and the slowest part to draw (the pattern), so
 * each is drawn once per process and kept as raw pixels.
 */
const backgrounds = new Map<string, Promise<Buffer>>();

function background(paletteIndex: number, widthPx: number, heightPx: number): Promise<Buffer> {
  const key = `${paletteIndex}:${widthPx}x${heightPx}`;
  let drawn = backgrounds.get(key);
  if (!drawn) {
    drawn = sharp(Buffer.from(backgroundSvg(paletteIndex, widthPx, heightPx)))
      .png()
      .toBuffer();
    backgrounds.set(key, drawn);
  }
  return drawn;
}

/** One variant of the cover as WebP. */
export async function renderCover(spec: CoverSpec, variant: CoverVariantName): Promise<Buffer> {
  const { widthPx, heightPx, quality } = COVER_VARIANTS[variant];
  const base = await background(spec.palette % PALETTES.length, widthPx, heightPx);
  return (
    sharp(base)
      .composite([{ input: Buffer.from(foregroundSvg(spec, widthPx, heightPx)) }])
      // Effort 2 of 6: flat art compresses nearly as well, at about half the encoding time.
      .webp({ quality, effort: 2 })
      .toBuffer()
  );
}
