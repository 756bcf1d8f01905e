import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freshMirrorPages,
  hostOfPath,
  mirrorHistoryHtmlPaths,
  recipeScrapersSiteNames,
} from './fresh-pages.ts';

/** A git repository of saved pages, each page's text its site and address ("site url"). */
function mirrorOf(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fresh-pages-'));
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'pages');
  return dir;
}

const read = (html: string) => {
  const [site, key] = html.trim().split(' ');
  return { value: key, site, key };
};

describe('the fresh set’s pages by site', () => {
  const dir = mirrorOf({
    'a/1.html': 'one.com https://one.com/1',
    'a/2.html': 'one.com https://one.com/2',
    'a/3.html': 'one.com https://one.com/1',
    'a/4.html': 'one.com https://one.com/3',
    'b/1.html': 'two.com https://two.com/1',
    'b/2.html': 'known.com https://known.com/1',
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gitDir = path.join(dir, '.git');
  const known = new Set(['known.com']);

  it('takes one page of a site unless asked for more', () => {
    expect(freshMirrorPages([gitDir], known, read).map((page) => page.value)).toEqual([
      'https://one.com/1',
      'https://two.com/1',
    ]);
  });

  it('takes up to perSite pages of a site, a page saved twice once', () => {
    expect(freshMirrorPages([gitDir], known, read, 2).map((page) => page.value)).toEqual([
      'https://one.com/1',
      'https://one.com/2',
      'https://two.com/1',
    ]);
    expect(freshMirrorPages([gitDir], known, read, 5).map((page) => page.value)).toEqual([
      'https://one.com/1',
      'https://one.com/2',
      'https://one.com/3',
      'https://two.com/1',
    ]);
  });
});

describe('the wide set’s pages', () => {
  const dir = mirrorOf({
    'tests/data/html/www.three.com/pie': 'none https://three.com/pie',
    'tests/data/html/www.known.com/cake': 'none https://known.com/cake',
    'tests/test_data/kept.com/a.json': '{}',
    'tests/test_data/dropped.com/a.json': '{}',
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gitDir = path.join(dir, '.git');
  const readNoHost = (html: string) => {
    const [site, key] = html.trim().split(' ');
    return { value: key, site: site === 'none' ? undefined : site, key };
  };

  it('takes a page with no address of its own on the host its folder names', () => {
    const pages = freshMirrorPages([gitDir], new Set(['known.com']), readNoHost, 5, hostOfPath);
    expect(pages.map(({ site, value }) => [site, value])).toEqual([
      ['three.com', 'https://three.com/pie'],
    ]);
    expect(freshMirrorPages([gitDir], new Set(), readNoHost, 5)).toEqual([]);
  });

  it('names only the recipe-scrapers sites asked for', () => {
    const names = recipeScrapersSiteNames(gitDir, (site) => site === 'kept.com');
    expect([...names].sort()).toEqual(['kept', 'kept.com']);
    expect([...recipeScrapersSiteNames(gitDir)].sort()).toEqual([
      'dropped',
      'dropped.com',
      'kept',
      'kept.com',
    ]);
  });
});

describe('the history set’s pages', () => {
  const dir = mirrorOf({
    'pages/gone.html': 'gone.com https://gone.com/1',
    'pages/moved.html': 'moved.com https://moved.com/1',
    'pages/kept.html': 'kept.com https://kept.com/1',
    'pages/notes.txt': 'not a page',
  });
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  git('mv', 'pages/moved.html', 'pages/renamed.html');
  git('rm', '-q', 'pages/gone.html', 'pages/notes.txt');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'drop');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gitDir = path.join(dir, '.git');

  it('lists a deleted page as it last stood, not a renamed one nor a page kept', () => {
    const pages = mirrorHistoryHtmlPaths(gitDir);
    expect(pages.map(({ file }) => file)).toEqual(['pages/gone.html']);
    const text = execFileSync('git', ['--git-dir', gitDir, 'show', pages[0]!.blob], {
      encoding: 'utf8',
    });
    expect(text).toBe('gone.com https://gone.com/1');
  });

  it('adds the pages of other branches when asked', () => {
    git('checkout', '-q', '-b', 'side');
    writeFileSync(path.join(dir, 'pages/side.html'), 'side.com https://side.com/1');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'side');
    git('checkout', '-q', '-');
    expect(mirrorHistoryHtmlPaths(gitDir).map(({ file }) => file)).toEqual(['pages/gone.html']);
    const all = mirrorHistoryHtmlPaths(gitDir, true).map(({ file }) => file);
    expect(all.sort()).toEqual(['pages/gone.html', 'pages/side.html']);
  });
});

describe('the fresh set’s pages with the mirrors’ history', () => {
  const dir = mirrorOf({
    'a/1.html': 'one.com https://one.com/1',
    'a/2.html': 'two.com https://two.com/1',
  });
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  git('rm', '-q', 'a/2.html');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'drop a page');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gitDir = path.join(dir, '.git');

  it('reads a page deleted before HEAD only when asked for the history', () => {
    const pages = (history: boolean) =>
      freshMirrorPages([gitDir], new Set(), read, 5, () => undefined, history).map(
        ({ site, value }) => [site, value],
      );
    expect(pages(false)).toEqual([['one.com', 'https://one.com/1']]);
    expect(pages(true)).toEqual([
      ['one.com', 'https://one.com/1'],
      ['two.com', 'https://two.com/1'],
    ]);
  });
});
