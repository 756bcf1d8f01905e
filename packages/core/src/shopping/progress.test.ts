import { describe, expect, it } from 'vitest';
import { formatProgress, shoppingProgress } from './progress.ts';

describe('shopping progress', () => {
  it("gives '{checked} of {total} items ({percent}% complete)'", () => {
    const progress = shoppingProgress([{ checked: true }, { checked: false }, { checked: false }]);
    expect(progress).toEqual({ checked: 1, total: 3, percent: 33, allChecked: false });
    expect(formatProgress(progress)).toBe('1 of 3 items (33% complete)');
  });

  it('is 0% for an empty list and allChecked only when every item is checked', () => {
    expect(shoppingProgress([])).toEqual({ checked: 0, total: 0, percent: 0, allChecked: false });
    expect(shoppingProgress([{ checked: true }]).allChecked).toBe(true);
  });
});
