import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mirrorPagePath, ownersHalf } from './mirror-pages.ts';
import { FIXTURES_DIR } from './score-fixtures.ts';

describe('the recipe-scrapers pages read from a mirror', () => {
  it("puts every site in shared/ on the owners' DEV side, by the rule their index names", () => {
    const index = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'index.json'), 'utf8')) as {
      devSiteNames: string[];
      devSitesLeftOutForSize: string[];
    };
    for (const site of [...index.devSiteNames, ...index.devSitesLeftOutForSize])
      expect(ownersHalf(site)).toBe('dev');
    const sites = Array.from({ length: 200 }, (_, at) => `site${at}.example`);
    const held = sites.filter((site) => ownersHalf(site) === 'holdout').length;
    expect(held).toBeGreaterThan(70);
    expect(held).toBeLessThan(130);
  });

  it('reads a test page path into its site, stem and kind', () => {
    expect(mirrorPagePath('tests/test_data/bbcgoodfood.com/bbcgoodfood_2.testhtml')).toEqual({
      site: 'bbcgoodfood.com',
      stem: 'bbcgoodfood_2',
      kind: 'html',
    });
    expect(mirrorPagePath('tests/test_data/ah.nl/ah_1.json')?.kind).toBe('json');
    expect(mirrorPagePath('tests/test_data/ah.nl/nested/ah_1.json')).toBeUndefined();
    expect(mirrorPagePath('tests/library/test_utils.py')).toBeUndefined();
  });
});
