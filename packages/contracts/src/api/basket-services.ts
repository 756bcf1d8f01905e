/**
 * Where the Shop button sends the list: Whisk or a UK supermarket (a household setting). Its own
 * module without zod, so the web app's first download can read it without the schemas.
 */
export const BASKET_SERVICES = [
  'whisk',
  'tesco',
  'sainsburys',
  'ocado',
  'asda',
  'morrisons',
  'waitrose',
] as const;
export type BasketService = (typeof BASKET_SERVICES)[number];
