import { describe, expect, it } from 'vitest';
import { screenKeyForPath, tabForPath } from './tabs.ts';

describe('tabForPath', () => {
  it.each([
    ['/', 0],
    ['/plan', 0],
    ['/plan/anything', 0],
    ['/build', 1],
    ['/build/settings', 1],
    ['/shop', 2],
    ['/shop/', 2],
    ['/recipe/abc', null],
    ['/planet', null],
    ['/shopping-list', null],
  ] as const)('derives the current tab of %s as %s', (path, tab) => {
    expect(tabForPath(path)).toBe(tab);
  });
});

describe('screenKeyForPath', () => {
  it.each([
    ['/', 0],
    ['/plan', 0],
    ['/recipe/cp-shakshuka-with-feta', 0],
    ['/recipe/abc/', 0],
    ['/recipe/abc/cook', '/recipe/abc/cook'],
    ['/recipe/abc/edit', '/recipe/abc/edit'],
    ['/build/add', 1],
    ['/shop', 2],
    ['/r/ABC123', '/r/ABC123'],
  ] as const)(
    'keys the screen of %s as %s (a recipe sheet is over the Plan screen)',
    (path, key) => {
      expect(screenKeyForPath(path)).toBe(key);
    },
  );
});
