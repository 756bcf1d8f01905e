// Accuracy of the extractor on the DEV half of the saved recipe pages (see score-fixtures.ts for
// how a field is scored). The product bars are title 97%, ingredients 95%, instructions 95%,
// total time 95%, yields 95%; the floors below are what the extractor reaches today (title and
// total time meet their bars), so a regression fails while the gap to the other bars stays visible
// in the test names.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, scoreFixtures, sourceUrl, type Score } from './score-fixtures.ts';
import { scoreImages } from './score-images.ts';

const FLOORS = {
  title: { reached: 0.985, bar: 0.97 },
  ingredients: { reached: 0.921, bar: 0.95 },
  instructions: { reached: 0.905, bar: 0.95 },
  totalTime: { reached: 0.975, bar: 0.95 },
  yields: { reached: 0.943, bar: 0.95 },
} as const;

describe('the address a saved page is read from', () => {
  it("is the reference's canonical URL, with a scheme when written without one", () => {
    expect(sourceUrl({ canonical_url: 'https://pie.example/apple' }, 'pie.example')).toBe(
      'https://pie.example/apple',
    );
    expect(sourceUrl({ canonical_url: 'pie.example/apple' }, 'pie.example')).toBe(
      'https://pie.example/apple',
    );
  });

  it('is the site when the reference names no canonical URL, or one without a host', () => {
    expect(sourceUrl({}, 'pie.example')).toBe('https://pie.example');
    expect(sourceUrl({ canonical_url: 'https://' }, 'pie.example')).toBe('https://pie.example');
    expect(sourceUrl({ canonical_url: ' ' }, 'pie.example')).toBe('https://pie.example');
  });
});

describe.runIf(existsSync(FIXTURES_DIR))('accuracy on the DEV recipe pages', () => {
  let score: Score | undefined;
  const scored = () => (score ??= scoreFixtures());

  // Reading 498 pages takes 90 s of CPU: a busy machine needs the ceiling.
  it('scores all 498 DEV pages', { timeout: 300_000 }, () => {
    expect(scored().pages).toBe(498);
  });

  for (const [field, { reached, bar }] of Object.entries(FLOORS)) {
    const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
    const name =
      reached >= bar
        ? `${field}: at least ${percent(reached)} (the ${percent(bar)} bar is met)`
        : `${field}: at least ${percent(reached)} (below the ${percent(bar)} bar)`;
    it(name, { timeout: 120_000 }, () => {
      expect(scored().accuracy[field as keyof typeof FLOORS]).toBeGreaterThanOrEqual(reached);
    });
  }

  // In this file so that it reads the pages the field scores have read (each page is read once).
  it(
    'the picture chosen is the reference picture on at least 90% of the pages',
    { timeout: 400_000 },
    () => {
      const images = scoreImages();
      expect(images.pages).toBeGreaterThanOrEqual(490);
      // 458 of 498 (92.0%) with the markup picture (issue 31); 452 (90.8%) before it, 286 (57.4%)
      // when only the first structured-data image was taken.
      expect(images.accuracy).toBeGreaterThanOrEqual(0.9);
    },
  );
});
