import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CODE_INVALID,
  ACCOUNT_CODE_INVALID_ON_SET,
  ACCOUNT_CODE_REQUIRED,
  formatAccountCode,
  generateAccountCode,
  normaliseAccountCode,
  parseAccountCode,
} from './account-code.ts';

const CODE_25 = 'ABCDE12345FGHIJ67890KLMNO';

describe('account code', () => {
  it('normalises by upper-casing and stripping everything but A-Z and 0-9', () => {
    expect(normaliseAccountCode('abcde-12345 fghij_67890.klmno')).toBe(CODE_25);
  });

  it('is valid at 25 or 26 characters', () => {
    expect(parseAccountCode(CODE_25)).toEqual({ ok: true, code: CODE_25 });
    expect(parseAccountCode(`${CODE_25}P`).ok).toBe(true);
  });

  it("says 'Account code is required' when empty", () => {
    expect(parseAccountCode(' - ')).toEqual({ ok: false, error: ACCOUNT_CODE_REQUIRED });
    expect(ACCOUNT_CODE_REQUIRED).toBe('Account code is required');
  });

  it('rejects other lengths with the SPEC messages', () => {
    expect(parseAccountCode(CODE_25.slice(0, 24))).toEqual({
      ok: false,
      error: ACCOUNT_CODE_INVALID,
    });
    expect(parseAccountCode(`${CODE_25}PQ`, { onSet: true })).toEqual({
      ok: false,
      error: ACCOUNT_CODE_INVALID_ON_SET,
    });
    expect(ACCOUNT_CODE_INVALID).toBe('Account code must be 25-26 characters (A-Z, 0-9)');
    expect(ACCOUNT_CODE_INVALID_ON_SET).toBe('Account code must be 25-26 characters (A–Z,0–9).');
  });

  it('generates 25 characters A-Z0-9 from the randomness passed in', () => {
    let n = 0;
    const code = generateAccountCode((max) => n++ % max);
    expect(code).toMatch(/^[A-Z0-9]{25}$/);
    expect(code.startsWith('ABCDE')).toBe(true);
  });

  it('never generates the look-alikes O, 0, I, 1 or L, and uses every other character', () => {
    const seen = new Set<string>();
    for (let start = 0; start < 40; start += 1) {
      let n = start;
      for (const char of generateAccountCode((max) => n++ % max)) seen.add(char);
    }
    expect([...seen].filter((char) => 'O0I1L'.includes(char))).toEqual([]);
    expect(seen.size).toBe(31);
  });

  it('displays in groups of 5 separated by dashes', () => {
    expect(formatAccountCode(CODE_25)).toBe('ABCDE-12345-FGHIJ-67890-KLMNO');
    expect(formatAccountCode(`${CODE_25}P`)).toBe('ABCDE-12345-FGHIJ-67890-KLMNO-P');
  });
});
