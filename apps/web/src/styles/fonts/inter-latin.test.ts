// @vitest-environment node
/**
 * The Latin Inter file the app ships (scripts/subset-inter.ts) against @fontsource's: the same
 * characters in its range, the weights the app uses, the features it needs, and the range app.css
 * declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  INTER_LATIN_SOURCE,
  INTER_LATIN_TARGET,
  KEPT_FEATURES,
  LATIN_RANGE,
} from '../../../scripts/inter-latin.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function face(relative: string) {
  const woff2 = fs.readFileSync(path.join(webRoot, relative));
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return new hb.Face(new hb.Blob(Uint8Array.from(sfnt)));
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe("the app's Latin Inter", () => {
  it('has every character of the Latin subset it replaces, and the smaller file', async () => {
    const ours = await face(INTER_LATIN_TARGET);
    const theirs = await face(INTER_LATIN_SOURCE);
    // Their file also carries a few combining marks outside its range, for other subsets' use.
    const inRange = (code: number) =>
      LATIN_RANGE.some(([first, last]) => code >= first && code <= last);
    const sorted = (codes: Uint32Array) => [...codes].filter(inRange).sort((a, b) => a - b);
    expect(sorted(ours.collectUnicodes())).toEqual(sorted(theirs.collectUnicodes()));
    expect(sorted(ours.collectUnicodes()).length).toBeGreaterThan(200);
    const size = (relative: string) => fs.statSync(path.join(webRoot, relative)).size;
    expect(size(INTER_LATIN_TARGET)).toBeLessThan(size(INTER_LATIN_SOURCE) * 0.7);
  });

  it('keeps the weights 400 to 900 and tabular figures', async () => {
    const ours = await face(INTER_LATIN_TARGET);
    const { wght } = ours.getAxisInfos();
    expect([wght?.min, wght?.max]).toEqual([400, 900]);
    const features = [...ours.getTableFeatureTags('GSUB'), ...ours.getTableFeatureTags('GPOS')];
    for (const feature of ['tnum', 'kern', 'calt']) expect(features).toContain(feature);
    expect(features.every((feature) => KEPT_FEATURES.includes(feature))).toBe(true);
  });

  it("is the face app.css declares, over @fontsource's Latin face, with the same range", () => {
    const css = fs.readFileSync(path.join(webRoot, 'src/styles/app.css'), 'utf8');
    const rule = /@font-face\s*{[^}]*inter-latin-wght-400-900\.woff2[^}]*}/.exec(css)?.[0] ?? '';
    expect(rule).toContain("font-family: 'Inter Variable'");
    expect(rule).toContain('font-weight: 100 900');
    const declared = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.replace(/\s+/g, '');
    const expected = LATIN_RANGE.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    ).join(',');
    expect(declared).toBe(expected);
    // Declared after @fontsource's faces, so it is the one a browser picks for these characters.
    expect(css.indexOf(rule)).toBeGreaterThan(css.indexOf("@import '@fontsource-variable/inter'"));
  });
});
