// What the app's Latin Inter file keeps (scripts/subset-inter.ts; checked by
// src/styles/fonts/inter-latin.test.ts).

/** @fontsource-variable/inter's Latin subset, weight axis, upright (relative to apps/web). */
export const INTER_LATIN_SOURCE =
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The file the app's stylesheet names (relative to apps/web). */
export const INTER_LATIN_TARGET = 'src/styles/fonts/inter-latin-wght-400-900.woff2';

/** The Latin subset's unicode-range, as @fontsource declares it (and app.css repeats it). */
export const LATIN_RANGE: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Tailwind's font-medium (500) to font-black (900), and the regular text (400). */
export const KEPT_WEIGHTS = { min: 400, max: 900 };

/**
 * The features a browser turns on by itself (marks, kerning, ligatures, contextual forms and
 * locale forms) and `tnum` (Tailwind's tabular-nums, used for timers and amounts). The Latin file
 * has no stylistic sets; its fraction and proportional-figure features are not used by the app.
 */
export const KEPT_FEATURES: readonly string[] = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'calt',
  'rlig',
  'rclt',
  'tnum',
];

/** Every character of the Latin range, as text. */
export function latinCharacters(): string {
  let text = '';
  for (const [first, last] of LATIN_RANGE) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}
