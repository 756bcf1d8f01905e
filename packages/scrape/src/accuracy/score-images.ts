/**
 * How often the scraper picks the page's main picture: on the saved recipe pages in
 * `shared/testdata/recipe-pages`, the share of pages whose chosen image is the reference one (the
 * `image` of the expected JSON). URLs are compared as URLs: entities decoded, resolved against
 * the page, the scheme ignored (many pages name the same file over http and https).
 */
import { decodeHTML } from 'entities';
import { extractFixture, listFixtures, sourceUrl, type Fixture } from './score-fixtures.ts';

export type ImageMiss = { fixture: string; expected: string; actual: string | null };
export type ImageScore = { pages: number; correct: number; accuracy: number; misses: ImageMiss[] };

/** A URL in a comparable form: decoded, absolute, without its scheme. */
export function comparableUrl(value: string, base: string): string {
  const text = decodeHTML(value.trim());
  try {
    return new URL(text, base).href.replace(/^https?:/, '');
  } catch {
    return text;
  }
}

/** Scores the image choice on every saved page that names a reference image. */
export function scoreImages(fixtures: readonly Fixture[] = listFixtures()): ImageScore {
  const misses: ImageMiss[] = [];
  let pages = 0;
  for (const fixture of fixtures) {
    const expected = (fixture.expected as { image?: string }).image;
    if (!expected) continue;
    pages += 1;
    const base = sourceUrl(fixture.expected, fixture.site);
    const actual = extractFixture(fixture)?.imageUrl ?? null;
    if (actual && comparableUrl(actual, base) === comparableUrl(expected, base)) continue;
    misses.push({ fixture: `${fixture.site}/${fixture.stem}`, expected, actual });
  }
  return {
    pages,
    correct: pages - misses.length,
    accuracy: (pages - misses.length) / pages,
    misses,
  };
}
