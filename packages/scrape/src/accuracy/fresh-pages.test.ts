import { describe, expect, it } from 'vitest';
import { siteName } from '@plateful/core';
import { hostOfPath, isKnownSite, pageHost, pageKey, tuneSiteFilter } from './fresh-pages.ts';

describe('the fresh set of other projects’ pages', () => {
  it('reads a page’s site from its canonical link, without www', () => {
    expect(pageHost('https://www.dherbs.com/recipes/recipe/x/')).toBe('dherbs.com');
    expect(pageHost('//alltommat.expressen.se/recept/x')).toBe('alltommat.expressen.se');
    expect(pageHost('not a url')).toBeUndefined();
    expect(pageHost(undefined)).toBeUndefined();
  });

  it('reads a page’s host from the folder it is saved in when the page gives none', () => {
    expect(hostOfPath('tests/data/html/www.bhg.com/apple-pie')).toBe('bhg.com');
    expect(hostOfPath('testdata/cookieandkate.com/2015/muffins.html')).toBe('cookieandkate.com');
    expect(hostOfPath('internal/scraper/testdata/pie.html')).toBeUndefined();
    expect(hostOfPath('pie.example.html')).toBeUndefined();
  });

  it('keys a page saved before and after its site moved to https as one page', () => {
    // The wide food set (score-food-fresh.ts) reads a mirror's history: bhg's pages are there
    // as http://www. before "Transition to https" and as https://www. at HEAD.
    expect(pageKey('http://www.bhg.com/recipe/apple-sheet-cake/')).toBe(
      pageKey('https://www.bhg.com/recipe/apple-sheet-cake/'),
    );
    expect(pageKey('http://allrecipes.com/recipe/42273/apple-pumpkin-muffins/')).toBe(
      pageKey('https://www.allrecipes.com/recipe/42273/apple-pumpkin-muffins'),
    );
    expect(pageKey('https://saltpepperskillet.com/creamy-mashed-potatoes/')).not.toBe(
      pageKey('https://saltpepperskillet.com/recipes/creamy-mashed-potatoes/'),
    );
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

describe('more pages of our tuning sites', () => {
  const accept = tuneSiteFilter([
    { site: 'ah.nl', half: 'tune', urls: ['https://www.ah.nl/allerhande/recept/R-1/pie'] },
    { site: 'bbc.co.uk', half: 'held-out', urls: [] },
  ]);

  it('takes a page on a tuning site that is not one of our saved pages', () => {
    expect(accept('ah.nl', 'https://www.ah.nl/allerhande/recept/R-2/cake')).toBe(true);
  });

  it('leaves out our own saved page, a held-out site and a site of no set', () => {
    expect(accept('ah.nl', 'http://ah.nl/allerhande/recept/R-1/pie/')).toBe(false);
    expect(accept('bbc.co.uk', 'https://www.bbc.co.uk/food/recipes/x')).toBe(false);
    expect(accept('dherbs.com', 'https://www.dherbs.com/x')).toBe(false);
    expect(accept(undefined, undefined)).toBe(false);
  });
});
