/**
 * What the benches over a grocer's own category tree share (waitrose-mapped-set.ts,
 * stores-scraper-mapped-set.ts, category-mapped-set.ts): their command line, the names already in
 * a hand-labelled aisle set (left out, so no title is scored twice), and the report of a set's two
 * halves. Held-out halves print their totals only: their misses are never listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { classifyAisle } from '../src/shopping/categorise.ts';
import { readAisleSet, readGrocerSet, scoreAisles, type LabelledName } from './aisle-accuracy.ts';

export type Half = 'tuning' | 'held-out' | 'both';

/** `<paths…> [--list] [--half tuning|held-out|both]` (the half tuning unless given). */
export function mappedSetArgs(): { paths: string[]; list: boolean; half: Half } {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      list: { type: 'boolean', default: false },
      half: { type: 'string', default: 'tuning' },
    },
  });
  const half = values.half ?? '';
  if (half !== 'tuning' && half !== 'held-out' && half !== 'both') {
    throw new Error('--half is tuning, held-out or both');
  }
  return { paths: positionals, list: values.list === true, half };
}

/** Whether a run asked for the given half. */
export const wantsHalf = (half: Half, heldOut: boolean): boolean =>
  half === 'both' || (half === 'held-out') === heldOut;

/** The lower-cased names of every aisle set beside this file (`aisle-set*.tsv`). */
export function namesInAisleSets(): Set<string> {
  const here = import.meta.dirname;
  const known = new Set<string>();
  for (const file of readdirSync(here).filter((f) => /^aisle-set.*\.tsv$/.test(f))) {
    const text = readFileSync(resolve(here, file), 'utf8');
    for (const row of file === 'aisle-set.tsv' ? readAisleSet(text) : readGrocerSet(text)) {
      known.add(row.name.toLowerCase());
    }
  }
  return known;
}

export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** A product of a mapped set: its title, its half, and the aisle its category maps to (null: left out). */
export interface MappedProduct {
  title: string;
  heldOut: boolean;
  expected: DisplayCategory | null;
}

/**
 * Scores and prints each asked half of a mapped set: macro and overall, then for the tuning half
 * each aisle's share and, with `list`, every miss with the rule that decided it.
 */
export function reportMappedHalves(
  label: string,
  products: readonly MappedProduct[],
  { half, list }: { half: Half; list: boolean },
): void {
  const classify = (name: string) => classifyAisle(name).category;
  for (const heldOut of [false, true]) {
    if (!wantsHalf(half, heldOut)) continue;
    const labelled: LabelledName[] = products.flatMap(({ title, expected, ...product }) =>
      product.heldOut !== heldOut || expected === null
        ? []
        : [{ name: title, expected, heldOut, fresh: false }],
    );
    const score = scoreAisles(labelled, classify);
    console.log(
      `${label} ${heldOut ? 'held-out' : 'tuning'} half: macro ${percent(score.macro)}, overall ${percent(score.overall)} of ${score.names}`,
    );
    if (heldOut) continue;
    for (const [aisle, tally] of score.perAisle) {
      console.log(`  ${aisle}: ${percent(tally.right / tally.names)} of ${tally.names}`);
    }
    if (list) {
      for (const { name, expected } of labelled) {
        const got = classifyAisle(name);
        if (got.category !== expected) {
          console.log(`  ${name}: expected ${expected}, got ${got.category} (${got.source})`);
        }
      }
    }
  }
}
