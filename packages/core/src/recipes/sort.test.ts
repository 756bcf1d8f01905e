import { describe, expect, it } from 'vitest';
import { seededShuffle, sortNewestFirst } from './sort.ts';

describe('newest-first sort', () => {
  it('sorts by createdAt, newest first, undated last', () => {
    const recipes = [
      { id: 'a', createdAt: '2024-01-01T00:00:00Z' },
      { id: 'b', createdAt: null },
      { id: 'c', createdAt: '2025-03-01T00:00:00Z' },
      { id: 'd', createdAt: 'not a date' },
    ];
    expect(sortNewestFirst(recipes).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('seeded shuffle', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  it('gives the same order for the same seed and keeps every item', () => {
    expect(seededShuffle(items, 42)).toEqual(seededShuffle(items, 42));
    expect([...seededShuffle(items, 42)].sort((a, b) => a - b)).toEqual(items);
  });
  it('gives another order for another seed, without changing the input', () => {
    expect(seededShuffle(items, 1)).not.toEqual(seededShuffle(items, 2));
    expect(items[0]).toBe(0);
  });
});
