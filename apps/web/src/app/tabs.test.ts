import { describe, expect, it } from 'vitest';
import { tabForPath } from './tabs.ts';

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
