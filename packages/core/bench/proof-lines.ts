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
