import { describe, expect, it } from 'vitest';
import { isKnownSite, pageHost, siteName } from './fresh-pages.ts';

describe('the fresh set of other projects’ pages', () => {
  it('reads a page’s site from its canonical link, without www', () => {
    expect(pageHost('https://www.dherbs.com/recipes/recipe/x/')).toBe('dherbs.com');
    expect(pageHost('//alltommat.expressen.se/recept/x')).toBe('alltommat.expressen.se');
    expect(pageHost('not a url')).toBeUndefined();
    expect(pageHost(undefined)).toBeUndefined();
  });

  it('names a site without its domain', () => {
    expect(siteName('bbc.co.uk')).toBe('bbc');
    expect(siteName('cooking.nytimes.com')).toBe('nytimes');
    expect(siteName('allrecipes.com.br')).toBe('allrecipes');
    expect(siteName('www.ah.nl')).toBe('ah');
  });

  it('leaves out a recipe-scrapers site by its host or by its name in another domain', () => {
    const known = new Set(['allrecipes.com', 'allrecipes', 'bbc.co.uk', 'bbc']);
    expect(isKnownSite('allrecipes.com.br', known)).toBe(true);
    expect(isKnownSite('www.bbc.co.uk', known)).toBe(true);
    expect(isKnownSite('dherbs.com', known)).toBe(false);
  });
});
