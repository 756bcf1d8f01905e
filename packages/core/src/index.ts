// Public entry of @plateful/core: the pure domain of Plateful.
export { PRODUCT_NAME, TAGLINE } from './branding.ts';
