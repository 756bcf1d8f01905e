import { findInputDisplay } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { applyFindEdit } from './find-text.ts';

/** Types `text` one character at a time, as the box sees it. */
function typeInto(text: string): { raw: string; shown: string } {
  let raw = '';
  for (const char of text) {
    const shown = findInputDisplay(raw);
    raw = applyFindEdit(raw, shown, shown + char);
  }
  return { raw, shown: findInputDisplay(raw) };
}

describe('the Find box text', () => {
  it('upper-cases a share code as typed', () => {
    expect(typeInto('abc123')).toEqual({ raw: 'abc123', shown: 'ABC123' });
  });

  it('keeps the case of a link typed one character at a time', () => {
    const url = 'bbcgoodfood.com/recipes/Easy-Curry';
    expect(typeInto(url)).toEqual({ raw: url, shown: url });
    const full = 'https://www.tiktok.com/@Chef/video/1';
    expect(typeInto(full).shown).toBe(full);
  });

  it('splices a paste or a deletion in the middle into the raw text', () => {
    expect(applyFindEdit('abcdef', 'ABCDEF', 'ABXYZCDEF')).toBe('abXYZcdef');
    expect(applyFindEdit('abcdef', 'ABCDEF', 'ABEF')).toBe('abef');
    expect(applyFindEdit('abc', 'ABC', '')).toBe('');
  });
});
