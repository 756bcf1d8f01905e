import { describe, expect, it } from 'vitest';
import { readWebAddress, webAddressText } from './web-address.ts';

describe('readWebAddress', () => {
  it('reads the parts of an http(s) address, lower-casing scheme and host only', () => {
    expect(readWebAddress('HTTPS://Www.Example.ORG:8080/Recipes/Pie?Id=2#method')).toEqual({
      scheme: 'https',
      host: 'www.example.org:8080',
      path: '/Recipes/Pie',
      query: 'Id=2',
    });
    expect(webAddressText(readWebAddress('http://example.org')!)).toBe('http://example.org/');
  });

  it('refuses what is not a web address', () => {
    for (const text of [
      'javascript:alert(1)',
      'https://',
      'ftp://example.org/x',
      'https://exa mple.org/',
      'https://-bad-.org/',
      '',
    ]) {
      expect(readWebAddress(text)).toBeNull();
    }
  });
});
