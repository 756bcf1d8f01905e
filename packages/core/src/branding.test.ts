import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, TAGLINE } from './branding.ts';

describe('branding', () => {
  it('keeps the tagline word for word and the storage prefix from the product name', () => {
    expect(TAGLINE).toBe('Weekly shop, sorted in minutes');
    expect(STORAGE_PREFIX).toBe('plateful:');
  });
});
