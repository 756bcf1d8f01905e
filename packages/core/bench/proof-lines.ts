/**
 * The lines the reuse proofs (`*-reuse.node.test.ts`) compare with a fresh reading: the DEV
 * set's labelled lines as written and the nutrition bench's synthetic recipes' lines, and how
 * many of the DEV lines a proof varies (every fifth; every one with
 * `PLATEFUL_FULL_REUSE_CHECK=1`).
 */
import { readFileSync } from 'node:fs';
import { DEV_SET_PATH, readLabelledLines } from './ingredient-accuracy.ts';
import { syntheticRecipes } from './synthetic-recipes.ts';

/** A proof varies the DEV lines at indices divisible by this. */
export const PROOF_SAMPLE = process.env.PLATEFUL_FULL_REUSE_CHECK ? 1 : 5;

/** The DEV set's lines as written (the caller checks that the set is there). */
export function devLines(): string[] {
  return readLabelledLines(readFileSync(DEV_SET_PATH, 'utf8')).map((labelled) => labelled.input);
}

/** The raw lines of `count` synthetic recipes drawn with `seed`, every line distinct. */
export function benchLines(count: number, seed: number): string[] {
  return syntheticRecipes(count, seed, true).flatMap((recipe) =>
    recipe.ingredients.map((ingredient) => ingredient.rawText ?? ''),
  );
}

/**
 * The lines whose reading by `reused`, once every line has been read by it, is not `afresh`'s
 * (compared as JSON): a reuse proof's check of the lines as written.
 */
export function unlikeAfresh<T>(
  lines: readonly string[],
  reused: (line: string) => T,
  afresh: (line: string) => T,
): string[] {
  for (const line of lines) reused(line);
  return lines.filter((line) => JSON.stringify(reused(line)) !== JSON.stringify(afresh(line)));
}
