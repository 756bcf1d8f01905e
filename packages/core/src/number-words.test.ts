import { describe, expect, it } from 'vitest';
import {
  NUMBER_WORDS,
  VULGAR_FRACTION_GLYPHS,
  VULGAR_FRACTIONS,
  vulgarFractionValue,
} from './number-words.ts';

describe('number words and vulgar fractions', () => {
  it('values each glyph as its numerator over its denominator', () => {
    expect(vulgarFractionValue('½')).toBe(0.5);
    expect(vulgarFractionValue('¾')).toBe(0.75);
    expect(vulgarFractionValue('⅓')).toBeCloseTo(1 / 3);
    expect(vulgarFractionValue('⅞')).toBe(0.875);
  });

  it('knows nothing else as a fraction, including inherited names', () => {
    expect(vulgarFractionValue('x')).toBeUndefined();
    expect(vulgarFractionValue('constructor')).toBeUndefined();
    expect(vulgarFractionValue('')).toBeUndefined();
  });

  it('lists every glyph once for a character class', () => {
    expect([...VULGAR_FRACTION_GLYPHS].sort()).toEqual(Object.keys(VULGAR_FRACTIONS).sort());
    for (const [numerator, denominator] of Object.values(VULGAR_FRACTIONS)) {
      expect(numerator).toBeLessThan(denominator);
    }
  });

  it('spells the small numbers recipes write out', () => {
    expect(NUMBER_WORDS.two).toBe(2);
    expect(NUMBER_WORDS.twelve).toBe(12);
  });
});
