/**
 * UK supermarket search links (PRODUCT.md "Basket handoff"): the always-available alternative to
 * Whisk. One public search URL per item name, so the user can fill a basket at any shop.
 */
import type { BasketService } from '@plateful/contracts';

export type Retailer = Exclude<BasketService, 'whisk'>;

/** The supermarkets, in the order the picker shows them, with their public search pages. */
export const RETAILERS: readonly { id: Retailer; name: string; search: (q: string) => string }[] = [
  {
    id: 'tesco',
    name: 'Tesco',
    search: (q) => `https://www.tesco.com/groceries/en-GB/search?query=${encodeURIComponent(q)}`,
  },
  {
    id: 'sainsburys',
    name: 'Sainsbury’s',
    search: (q) => `https://www.sainsburys.co.uk/gol-ui/SearchResults/${encodeURIComponent(q)}`,
  },
  {
    id: 'ocado',
    name: 'Ocado',
    search: (q) => `https://www.ocado.com/search?entry=${encodeURIComponent(q)}`,
  },
  {
    id: 'asda',
    name: 'Asda',
    search: (q) => `https://groceries.asda.com/search/${encodeURIComponent(q)}`,
  },
  {
    id: 'morrisons',
    name: 'Morrisons',
    search: (q) => `https://groceries.morrisons.com/search?q=${encodeURIComponent(q)}`,
  },
  {
    id: 'waitrose',
    name: 'Waitrose',
    search: (q) => `https://www.waitrose.com/ecom/shop/search?searchTerm=${encodeURIComponent(q)}`,
  },
];

/** The retailer for a basket-service setting; Tesco when the setting is Whisk. */
export function retailerFor(service: BasketService): (typeof RETAILERS)[number] {
  return RETAILERS.find((retailer) => retailer.id === service) ?? RETAILERS[0]!;
}

/** The supermarket's search page for one item name. */
export function retailerSearchUrl(retailer: Retailer, name: string): string {
  return (RETAILERS.find((candidate) => candidate.id === retailer) ?? RETAILERS[0]!).search(
    name.trim(),
  );
}
