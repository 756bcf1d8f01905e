import { describe, expect, it } from 'vitest';
import { basketHandoff, cleanBasketName, cleanBasketNames } from './basket.ts';

describe('basket handoff cleaning', () => {
  it('cleans names and cuts them to 140 characters', () => {
    expect(cleanBasketName('  Chopped\n  Tomatoes \u0007 ')).toBe('Chopped Tomatoes');
    expect(cleanBasketName('a'.repeat(200))).toHaveLength(140);
  });

  it('deduplicates names case-insensitively, keeping the first', () => {
    expect(cleanBasketNames(['Olive Oil', 'olive oil', 'OLIVE OIL ', 'Eggs'])).toEqual([
      'Olive Oil',
      'Eggs',
    ]);
  });

  it('caps the list at 120 names', () => {
    expect(cleanBasketNames(Array.from({ length: 200 }, (_, i) => `Item ${i}`))).toHaveLength(120);
  });

  it('hands over unchecked items only, and says why when there is nothing to hand over', () => {
    expect(
      basketHandoff([
        { ingredient: 'Eggs', checked: false },
        { ingredient: 'Milk', checked: true },
      ]),
    ).toEqual({ ok: true, products: ['Eggs'] });
    expect(basketHandoff([])).toEqual({ ok: false, reason: 'no-items' });
    expect(basketHandoff([{ ingredient: 'Milk', checked: true }])).toEqual({
      ok: false,
      reason: 'all-owned',
    });
  });
});
