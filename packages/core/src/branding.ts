/**
 * Plateful's brand in one place (PRODUCT.md "Name and brand"), so a deployment changes it here.
 */
export const PRODUCT_NAME = 'Plateful';
export const PRODUCT_SHORT_NAME = 'Plateful';
export const TAGLINE = 'Weekly shop, sorted in minutes';
/** Local-storage key prefix (SPEC §3: '{product}:'). */
export const STORAGE_PREFIX = 'plateful:';
export const BRAND_COLOURS = {
  primary: '#1f7a4d',
  primaryDark: '#145c39',
  accent: '#f2a33a',
  background: '#fbf8f3',
  ink: '#1d2420',
} as const;
