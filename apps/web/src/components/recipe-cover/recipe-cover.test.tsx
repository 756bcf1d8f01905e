import { describe, expect, it } from 'vitest';
import { initialOf } from './recipe-cover.tsx';

describe("the placeholder's letter", () => {
  it('is the first letter, upper-cased', () => {
    expect(initialOf('  shepherd’s pie')).toBe('S');
  });

  it('keeps a whole emoji, never half of one', () => {
    expect(initialOf('🍕 Pizza night')).toBe('🍕');
    expect(initialOf('👩🏽‍🍳 Chef’s special')).toBe('👩🏽‍🍳');
    expect(initialOf('🇬🇧 Full English')).toBe('🇬🇧');
  });

  it('is a question mark for a blank name', () => {
    expect(initialOf('   ')).toBe('?');
  });
});
