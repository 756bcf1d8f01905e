import { describe, expect, it } from 'vitest';
import { canFind, classifyFindInput, findInputDisplay } from './find-box.ts';

describe('Find box classification', () => {
  it('sends a TikTok link to /build/add?social={url}', () => {
    const url = 'https://www.tiktok.com/@cook/video/123';
    expect(classifyFindInput(url)).toEqual({
      kind: 'tiktok',
      url,
      path: `/build/add?social=${encodeURIComponent(url)}`,
    });
    expect(classifyFindInput('vm.tiktok.com/ZM123').kind).toBe('tiktok');
  });

  it('sends another http/https link to /build/scan?url={url}', () => {
    const url = 'https://www.bbcgoodfood.com/recipes/chilli';
    expect(classifyFindInput(url)).toEqual({
      kind: 'link',
      url,
      path: `/build/scan?url=${encodeURIComponent(url)}`,
    });
  });

  it('treats www. and domain-like input as a link and adds https://', () => {
    expect(classifyFindInput('www.bbc.co.uk/food')).toMatchObject({
      kind: 'link',
      url: 'https://www.bbc.co.uk/food',
    });
    expect(classifyFindInput('bbcgoodfood.com/recipes/x')).toMatchObject({
      kind: 'link',
      url: 'https://bbcgoodfood.com/recipes/x',
    });
  });

  it('sends anything else to /share/{CODE} upper-cased', () => {
    expect(classifyFindInput(' ab12cd ')).toEqual({
      kind: 'code',
      code: 'AB12CD',
      path: '/share/AB12CD',
    });
  });

  it('upper-cases non-link input as typed, and leaves links alone', () => {
    expect(findInputDisplay('ab12cd')).toBe('AB12CD');
    expect(findInputDisplay('www.Example.com')).toBe('www.Example.com');
  });

  it('is disabled when blank', () => {
    expect(canFind('   ')).toBe(false);
    expect(canFind('x')).toBe(true);
    expect(classifyFindInput('  ')).toEqual({ kind: 'empty' });
  });
});
