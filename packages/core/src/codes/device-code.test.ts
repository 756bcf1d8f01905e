import { describe, expect, it } from 'vitest';
import { generateDeviceCode, normaliseDeviceCode, parseDeviceCode } from './device-code.ts';
import { parseShareCode } from './share-code.ts';

describe('device code', () => {
  it('normalises: upper-case, spaces and dashes removed, I and L to 1, O to 0, U to V', () => {
    expect(normaliseDeviceCode('ab-cd il ou')).toBe('ABCD110V');
  });

  it('is valid with 20-32 Crockford characters after normalising', () => {
    expect(parseDeviceCode('01234-56789-abcde-fghjk')).toBe('0123456789ABCDEFGHJK');
    expect(parseDeviceCode('0123456789ABCDEFGHJ')).toBeNull();
    expect(parseDeviceCode('0'.repeat(33))).toBeNull();
    expect(parseDeviceCode('olou'.repeat(5))).toBe('010V'.repeat(5));
  });

  it('accepts the legacy device_{digits}_{alphanumerics} form as it is', () => {
    expect(parseDeviceCode('device_1712345678901_k3j9x2')).toBe('device_1712345678901_k3j9x2');
    expect(parseDeviceCode('device_abc_k3j9x2')).toBeNull();
  });

  it('generates 26 Crockford characters from the randomness passed in', () => {
    let n = 0;
    const code = generateDeviceCode((max) => (n++ * 7) % max);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(parseDeviceCode(code)).toBe(code);
  });
});

describe('share code', () => {
  it('is 6-12 letters or digits, upper-cased', () => {
    expect(parseShareCode(' abc123 ')).toBe('ABC123');
    expect(parseShareCode('abc12')).toBeNull();
    expect(parseShareCode('abcdefghijklm')).toBeNull();
    expect(parseShareCode('abc-123')).toBeNull();
  });
});
