import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMirrorHistoryFixtures, mirrorPagePath, ownersHalf } from './mirror-pages.ts';
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

  it('reads the pages the project deleted or renamed, as they last stood, once each', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'mirror-history-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        encoding: 'utf8',
      });
    const save = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    };
    const page = (site: string, stem: string, html: string) => {
      save(`tests/test_data/${site}/${stem}.testhtml`, html);
      save(`tests/test_data/${site}/${stem}.json`, JSON.stringify({ title: html }));
    };
    try {
      git('init', '-q');
      // gone.example, old.example and b.example are DEV sites, kept.example a hold-out one.
      page('gone.example', 'gone', 'first');
      page('old.example', 'old', 'same bytes');
      page('b.example', 'b_1', 'saved');
      page('kept.example', 'kept', 'hold-out');
      git('add', '.');
      git('commit', '-qm', 'one');
      page('gone.example', 'gone', 'second');
      git('commit', '-qam', 'two');
      git('rm', '-rq', 'tests/test_data/gone.example', 'tests/test_data/kept.example');
      git(
        'rm',
        '-q',
        'tests/test_data/b.example/b_1.testhtml',
        'tests/test_data/b.example/b_1.json',
      );
      git(
        'mv',
        'tests/test_data/old.example/old.testhtml',
        'tests/test_data/old.example/old_1.testhtml',
      );
      git('mv', 'tests/test_data/old.example/old.json', 'tests/test_data/old.example/old_1.json');
      git('commit', '-qm', 'three');
      const pages = listMirrorHistoryFixtures(path.join(work, '.git'), new Set(['b.example/b_1']));
      expect(
        pages.map((fixture) => [`${fixture.site}/${fixture.stem}`, fixture.expected.title]),
      ).toEqual([['gone.example/gone', 'second']]);
      expect(pages[0]!.readHtml!()).toBe('second');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
