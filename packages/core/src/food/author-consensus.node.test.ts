// How issue 28's grams evidence is read (bench/author-consensus.ts): authors' pairs grouped by
// class and measure, each site counted once, a figure movable only where many sites agree.
import { describe, expect, it } from 'vitest';
import {
  foodClassOf,
  isHit,
  measureKind,
  ratioOf,
  sideOfSite,
  SITES_FOR_CONSENSUS,
  summarise,
  type AuthorPair,
} from '../../bench/author-consensus.ts';

const pair = (site: string, grams: number | null, low: number, high = low): AuthorPair => ({
  site,
  line: `1 tsp ground cumin (${low} g)`,
  unit: 'tsp',
  food: 'cumin',
  grams,
  low,
  high,
});

describe('author consensus', () => {
  it('judges a pair within ±10% of the author, or of their range', () => {
    expect(isHit(pair('a', 2.1, 2))).toBe(true);
    expect(isHit(pair('a', 2.1, 3))).toBe(false);
    expect(isHit(pair('a', 2.1, 2.5, 3))).toBe(false);
    expect(isHit(pair('a', 2.6, 2, 3))).toBe(true);
    expect(isHit(pair('a', null, 2))).toBe(false);
    expect(ratioOf(pair('a', 2, 2, 4))).toBe(1.5);
    expect(ratioOf(pair('a', null, 2))).toBeNull();
  });

  it('counts spoons together, a line without a unit as a count', () => {
    expect(measureKind('tsp')).toBe('spoon');
    expect(measureKind('tbsp')).toBe('spoon');
    expect(measureKind('cup')).toBe('cup');
    expect(measureKind(null)).toBe('count');
  });

  it('counts one site with many lines once', () => {
    const pairs = [
      pair('one site', 2, 4),
      pair('one site', 2, 4),
      pair('one site', 2, 4),
      pair('other', 2, 2),
    ];
    const [group] = summarise(pairs, () => 'cumin by spoon');
    expect(group?.lines).toBe(4);
    expect(group?.hits).toBe(1);
    expect(group?.siteRatios).toEqual([1, 2]);
    expect(group?.consensus).toBe(1.5);
    expect(group?.movable).toBe(false);
  });

  it('lets a figure move only when enough sites agree beyond ±10%', () => {
    const agreeing = Array.from({ length: SITES_FOR_CONSENSUS }, (_, i) => pair(`site ${i}`, 2, 3));
    expect(summarise(agreeing, () => 'g')[0]).toMatchObject({
      agreeing: SITES_FOR_CONSENSUS,
      movable: true,
    });
    expect(summarise(agreeing.slice(1), () => 'g')[0]?.movable).toBe(false);
    // Ten sites inside the judge's band are no case for moving, however many.
    const inside = Array.from({ length: 12 }, (_, i) => pair(`site ${i}`, 2, 2.1));
    expect(summarise(inside, () => 'g')[0]).toMatchObject({ agreeing: 0, movable: false });
  });

  it('splits sites by a fixed rule, the same every time', () => {
    expect(sideOfSite('cookstr')).toBe(sideOfSite('cookstr'));
    const sides = new Set(
      ['cookstr', 'bbc', 'tastecooking', 'allrecipes', 'preppykitchen.com'].map(sideOfSite),
    );
    expect(sides).toEqual(new Set(['fit', 'check']));
  });

  it('puts seasonings by the pinch first, then classes by the food id', () => {
    expect(foodClassOf('black-pepper', true)).toBe('seasonings');
    expect(foodClassOf('peanut-butter', false)).toBe('nuts and seeds');
    expect(foodClassOf('cream-cheese', false)).toBe('cheese');
    expect(foodClassOf('plain-flour', false)).toBe('flour and meal');
    expect(foodClassOf('brown-sugar', false)).toBe('sugar and syrup');
    expect(foodClassOf('heavy-cream', false)).toBe('milk, cream, water, juice');
    expect(foodClassOf('beef-mince', false)).toBe('other');
    expect(foodClassOf(null, false)).toBe('unplaced');
  });
});
