import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import { findJsonLdRecipe, readJsonLd } from '../extract/json-ld.ts';
import { findMicrodataRecipe } from '../extract/microdata.ts';
import { canonicalOf } from './fresh-pages.ts';
import { diskTextCache, recipePageParts } from './page-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  dirs.push(dir);
  return dir;
};

describe('the mirrors’ page cache', () => {
  it('makes a text once, then reads it from disk, in this run and the next', () => {
    const dir = scratch();
    let made = 0;
    const make = () => `page ${++made}`;
    expect(diskTextCache(dir)('abc:file.html', make)).toBe('page 1');
    expect(diskTextCache(dir)('abc:file.html', make)).toBe('page 1');
    expect(diskTextCache(dir)('def:file.html', make)).toBe('page 2');
    expect(made).toBe(2);
  });

  it('makes each text again once with refresh, and saves it', () => {
    const dir = scratch();
    diskTextCache(dir)('abc:file.html', () => 'old');
    const refreshed = diskTextCache(dir, true);
    expect(refreshed('abc:file.html', () => 'new')).toBe('new');
    expect(refreshed('abc:file.html', () => 'newer')).toBe('new');
    expect(diskTextCache(dir)('abc:file.html', () => 'unused')).toBe('new');
  });
});

describe('a page’s recipe parts', () => {
  const page = `<!doctype html><html lang="en-GB"><head><title>Soup</title>
    <link rel="canonical" href="https://example.org/soup">
    <meta property="og:url" content="https://example.org/soup/">
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
      {"@type":"Recipe","name":"Soup","recipeIngredient":["1 onion","2 cups stock"],
       "nutrition":{"@id":"#n"}},{"@id":"#n","@type":"NutritionInformation","calories":"90 kcal"}]}
    </script><script>var big = "not read";</script></head>
    <body><nav>menu</nav><div itemscope itemtype="https://schema.org/Recipe">
      <span itemprop="name">Soup</span><li itemprop="recipeIngredient">1 onion</li>
      <li itemprop="recipeIngredient">2 cups stock &amp; water</li></div><footer>©</footer></body></html>`;

  it('reads as the page reads: language, canonical address, JSON-LD and microdata Recipes', () => {
    const whole = load(page);
    const parts = load(recipePageParts(page));
    expect(parts('html').attr('lang')).toBe('en-GB');
    expect(canonicalOf(parts)).toBe(canonicalOf(whole));
    expect(findJsonLdRecipe(readJsonLd(parts))).toEqual(findJsonLdRecipe(readJsonLd(whole)));
    expect(findMicrodataRecipe(parts)).toEqual(findMicrodataRecipe(whole));
    expect(recipePageParts(page)).not.toContain('not read');
  });

  it('keeps a page with neither a language nor a recipe as an empty page', () => {
    const parts = load(recipePageParts('<p>nothing</p>'));
    expect(parts('html').attr('lang')).toBeUndefined();
    expect(readJsonLd(parts)).toEqual([]);
    expect(findMicrodataRecipe(parts)).toBeUndefined();
  });
});
