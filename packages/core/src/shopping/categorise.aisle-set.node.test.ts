// Aisle accuracy on the labelled grocer names (bench/aisle-set.tsv): issue 15 asks for at least
// 90% macro accuracy over the 13 aisles on real grocer product names. Issue 31 adds real Tesco
// titles (bench/aisle-set-grocer.tsv), in a tuning half and a held-out half, and titles from two
// other sources never tuned on (bench/aisle-set-unseen.tsv, and ambient titles in
// bench/aisle-set-ambient.tsv), and Open Food Facts names and Ocado titles in two halves
// (bench/aisle-set-off.tsv, bench/aisle-set-ocado.tsv):
// floors below the measured figures keep them from sliding back.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAisleSet, readGrocerSet, scoreAisles } from '../../bench/aisle-accuracy.ts';
import { DISPLAY_CATEGORIES } from './categories.ts';
import { classifyAisle } from './categorise.ts';

const here = dirname(fileURLToPath(import.meta.url));
const names = readAisleSet(readFileSync(resolve(here, '../../bench/aisle-set.tsv'), 'utf8'));
const grocer = readGrocerSet(
  readFileSync(resolve(here, '../../bench/aisle-set-grocer.tsv'), 'utf8'),
);
const unseen = readGrocerSet(
  readFileSync(resolve(here, '../../bench/aisle-set-unseen.tsv'), 'utf8'),
);
const ambient = readGrocerSet(
  readFileSync(resolve(here, '../../bench/aisle-set-ambient.tsv'), 'utf8'),
);
const written = readGrocerSet(
  readFileSync(resolve(here, '../../bench/aisle-set-written.tsv'), 'utf8'),
);
const off = readGrocerSet(readFileSync(resolve(here, '../../bench/aisle-set-off.tsv'), 'utf8'));
const ocado = readGrocerSet(readFileSync(resolve(here, '../../bench/aisle-set-ocado.tsv'), 'utf8'));
const classify = (name: string) => classifyAisle(name).category;

/** A set's two halves scored apart: the one rules were tuned on and the one held out. */
function scoreHalves(set: ReturnType<typeof readGrocerSet>) {
  return {
    tuning: scoreAisles(
      set.filter((name) => !name.heldOut),
      classify,
    ),
    heldOut: scoreAisles(
      set.filter((name) => name.heldOut),
      classify,
    ),
  };
}

describe('aisle accuracy on grocer product names', () => {
  it('has at least 600 labelled names, in all 13 aisles', () => {
    expect(names.length).toBeGreaterThanOrEqual(600);
    const aisles = new Set(names.map((name) => name.expected));
    expect(aisles.size).toBe(DISPLAY_CATEGORIES.length);
  });

  it('puts them in the right aisle at least 90% of the time (macro average over aisles)', () => {
    expect(scoreAisles(names, classify).macro).toBeGreaterThanOrEqual(0.9);
  });

  it('does as well on the held-out third and the fresh names, never used for tuning', () => {
    expect(
      scoreAisles(
        names.filter((name) => name.heldOut && !name.fresh),
        classify,
      ).macro,
    ).toBeGreaterThanOrEqual(0.9);
    expect(
      scoreAisles(
        names.filter((name) => name.fresh),
        classify,
      ).macro,
    ).toBeGreaterThanOrEqual(0.9);
  });
});

describe('aisle accuracy on real Tesco titles (issue 31)', () => {
  it('has at least 600 titles, both halves in all 13 aisles', () => {
    expect(grocer.length).toBeGreaterThanOrEqual(600);
    for (const heldOut of [false, true]) {
      const aisles = new Set(grocer.filter((n) => n.heldOut === heldOut).map((n) => n.expected));
      expect(aisles.size).toBe(DISPLAY_CATEGORIES.length);
    }
  });

  it('keeps the tuning half at 95% or more and the held-out half at 89% or more (macro)', () => {
    const { tuning, heldOut } = scoreHalves(grocer);
    expect(tuning.macro).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.macro).toBeGreaterThanOrEqual(0.89);
  });
});

describe('aisle accuracy on titles from sources never tuned on (issue 31)', () => {
  it("puts at least 97% of the Tesco, Sainsbury's and Morrisons titles in the right aisle", () => {
    expect(unseen.length).toBeGreaterThanOrEqual(140);
    // Overall, not macro: the set has one Pasta & Grains title, so one name moves its macro 14%.
    expect(scoreAisles(unseen, classify).overall).toBeGreaterThanOrEqual(0.97);
  });

  it('puts at least 84% of the Tesco ambient titles (tins, jars, frozen fish) in the right aisle', () => {
    expect(ambient.length).toBeGreaterThanOrEqual(60);
    expect(ambient.every((n) => n.heldOut)).toBe(true);
    // Measured 85.1% overall and 86.0% macro over its 6 aisles (session 15, before any change).
    const score = scoreAisles(ambient, classify);
    expect(score.perAisle.size).toBe(6);
    expect(score.overall).toBeGreaterThanOrEqual(0.84);
  });
});

describe('aisle accuracy on titles written in the style of UK grocers (issue 31, session 18)', () => {
  it('puts at least 95% (tuning half) and 92% (held-out half) macro in the right aisle', () => {
    expect(written.length).toBeGreaterThanOrEqual(1300);
    // Measured 97.4% / 94.3% macro over the 13 aisles when the set was last extended.
    const { tuning, heldOut } = scoreHalves(written);
    expect(tuning.perAisle.size).toBe(DISPLAY_CATEGORIES.length);
    expect(heldOut.perAisle.size).toBe(DISPLAY_CATEGORIES.length);
    expect(tuning.macro).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.macro).toBeGreaterThanOrEqual(0.92);
  });
});

describe('aisle accuracy on Open Food Facts names with a UK barcode (issue 31, session 19)', () => {
  it('puts at least 89% (tuning half) and 83% (held-out half) in the right aisle, overall', () => {
    expect(off.length).toBeGreaterThanOrEqual(1300);
    // Overall, not macro: vegetables, oils and fruit have a handful of names each. Measured
    // 91.0% / 85.1% overall when the set was last extended and tuned on (1,345 names).
    const { tuning, heldOut } = scoreHalves(off);
    expect(tuning.overall).toBeGreaterThanOrEqual(0.89);
    expect(heldOut.overall).toBeGreaterThanOrEqual(0.83);
  });
});

describe('aisle accuracy on Ocado titles (issue 31, session 20)', () => {
  it('puts at least 93% (tuning half) and 89% (held-out half) in the right aisle, overall', () => {
    expect(ocado.length).toBeGreaterThanOrEqual(1100);
    // Overall, not macro: frozen, oils, spices, herbs, sauces and tins have 1-9 titles each.
    // Measured 95.2% / 91.4% overall (94.2% / 92.1% macro) after session 20's rules.
    const { tuning, heldOut } = scoreHalves(ocado);
    expect(tuning.overall).toBeGreaterThanOrEqual(0.93);
    expect(heldOut.overall).toBeGreaterThanOrEqual(0.89);
  });
});
