import { describe, expect, it } from 'vitest';
import {
  contentKey,
  duplicateFinder,
  normaliseForComparison,
  normaliseSourceUrl,
} from './duplicates.ts';

const saved = [
  {
    id: 'a',
    name: 'Crème Brûlée',
    sourceUrl: 'https://www.example.com/recipes/creme-brulee/?utm_source=x',
    ingredients: ['500ml double cream', '5 egg yolks', '100g caster sugar'],
  },
  {
    id: 'b',
    name: 'Leek and potato soup',
    sourceUrl: null,
    ingredients: ['2 leeks', '3 potatoes', '1 litre stock'],
  },
];

describe('normalising', () => {
  it('compares text without case, accents, punctuation or spaces', () => {
    expect(normaliseForComparison('  Crème   Brûlée! ')).toBe('creme brulee');
  });

  it('compares addresses without scheme, www, fragment, tracking or trailing slash', () => {
    expect(normaliseSourceUrl('http://WWW.Example.com/a/?utm_medium=y&b=2#top')).toBe(
      'example.com/a?b=2',
    );
    expect(normaliseSourceUrl('not a link')).toBeNull();
    expect(normaliseSourceUrl('ftp://example.com/a')).toBeNull();
    expect(normaliseSourceUrl(null)).toBeNull();
  });

  it('has no content key without a title', () => {
    expect(contentKey({ name: ' ', sourceUrl: null, ingredients: ['x'] })).toBeNull();
  });
});

describe('duplicateFinder', () => {
  const find = duplicateFinder(saved);

  it('finds the same source page', () => {
    const match = find({
      name: 'Another name',
      sourceUrl: 'https://example.com/recipes/creme-brulee',
      ingredients: [],
    });
    expect(match).toEqual({ recipe: saved[0], reason: 'source' });
  });

  it('finds the same title and ingredients in any order and case', () => {
    const match = find({
      name: 'LEEK & POTATO SOUP',
      sourceUrl: '',
      ingredients: ['1 litre stock', '2 Leeks', '3 potatoes.'],
    });
    expect(match).toEqual({ recipe: saved[1], reason: 'content' });
  });

  it('does not call a recipe with other ingredients or another title a duplicate', () => {
    expect(
      find({ name: 'Leek and potato soup', sourceUrl: null, ingredients: ['2 leeks'] }),
    ).toBeNull();
    expect(
      find({
        name: 'Leek soup',
        sourceUrl: null,
        ingredients: ['2 leeks', '3 potatoes', '1 litre stock'],
      }),
    ).toBeNull();
    expect(
      find({ name: 'Crème brûlée', sourceUrl: 'https://other.example/cb', ingredients: [] }),
    ).toBeNull();
  });
});
