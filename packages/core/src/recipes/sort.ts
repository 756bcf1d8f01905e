/** Recipe order on the Plan tab: newest first (SPEC §5) and the Shuffle button's seeded shuffle. */
import type { Recipe } from './recipe.ts';

function timeOf(createdAt: string | null | undefined): number {
  if (typeof createdAt !== 'string') return Number.NEGATIVE_INFINITY;
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** SPEC §5: sorted by createdAt, newest first; recipes without a date last, otherwise stable. */
export function sortNewestFirst<T extends Pick<Recipe, 'createdAt'>>(recipes: readonly T[]): T[] {
  return recipes
    .map((recipe, index) => ({ recipe, index, time: timeOf(recipe.createdAt) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map((entry) => entry.recipe);
}

/** A small deterministic generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SPEC §2 Shuffle: a Fisher–Yates shuffle driven by the seed; the input is not changed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const swap = result[index] as T;
    result[index] = result[other] as T;
    result[other] = swap;
  }
  return result;
}
