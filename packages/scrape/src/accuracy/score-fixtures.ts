/**
 * Scores the extractor on the saved recipe pages in `shared/testdata/recipe-pages` (DEV half):
 * per field, the share of pages where our value matches the expected one. Used by the accuracy
 * test and by `bench/score-pages.ts`. Comparison follows the data's README: NFKC, whitespace
 * collapsed; list fields additionally ignore punctuation, spacing and case, and must match as a
 * whole list (same lines, same order).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { RecipeDraft } from '../extract/draft.ts';
import { extractRecipe } from '../extract/extract-recipe.ts';

/** Where the saved pages are, relative to this file. */
export const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/testdata/recipe-pages',
);

export const SCORED_FIELDS = [
  'title',
  'ingredients',
  'instructions',
  'totalTime',
  'yields',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export type Fixture = {
  site: string;
  stem: string;
  htmlPath: string;
  expected: Expected;
  /** Reads the page when it is not a gzip file at `htmlPath` (`mirror-pages.ts`). */
  readHtml?: () => string;
};

export type Expected = {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  instructions?: string;
  total_time?: number | null;
  yields?: string | null;
  canonical_url?: string;
  image?: string;
};

export type FieldFailure = {
  fixture: string;
  field: ScoredField;
  expected: unknown;
  actual: unknown;
};

export type Score = {
  pages: number;
  correct: Record<ScoredField, number>;
  accuracy: Record<ScoredField, number>;
  failures: FieldFailure[];
};

/** Every page/expectation pair in the fixtures folder. */
export function listFixtures(dir = FIXTURES_DIR): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const site of readdirSync(dir, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, site.name))) {
      if (!file.endsWith('.testhtml.gz')) continue;
      const stem = file.replace(/\.testhtml\.gz$/, '');
      const jsonPath = path.join(dir, site.name, `${stem}.json`);
      const expected = JSON.parse(readFileSync(jsonPath, 'utf8')) as Expected;
      fixtures.push({ site: site.name, stem, htmlPath: path.join(dir, site.name, file), expected });
    }
  }
  return fixtures.sort((a, b) => `${a.site}/${a.stem}`.localeCompare(`${b.site}/${b.stem}`));
}

export const collapse = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();
/**
 * A line without punctuation, symbols, spacing, invisible format characters or case. A
 * multiplication sign between numbers is the letter it is typed as ("9×13" = "9x13": WordPress
 * prints an author's "9x13" as `&times;` where the structured data keeps the "x"), not a symbol to
 * drop. A soft hyphen or a zero-width space (`\p{Cf}`) is not shown, and the reader drops it from
 * what it reads, so a reference that keeps one ("Italian\u00adsausage") is the same line.
 */
export const squash = (text: string) =>
  collapse(text)
    .toLowerCase()
    .replace(/(?<=\d\s*)×(?=\s*\d)/gu, 'x')
    .replace(/[\p{P}\p{S}\p{Cf}\s]/gu, '');

function sameList(expected: readonly string[], actual: readonly string[]): boolean {
  const a = expected.map(squash).filter(Boolean);
  const b = actual.map(squash).filter(Boolean);
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

/** The expected steps: the list, else the text's lines. */
export function expectedInstructions(expected: Expected): string[] {
  if (expected.instructions_list) return expected.instructions_list;
  return (expected.instructions ?? '').split('\n');
}

/** A page address written with or without its scheme (`site.com/pie`), made whole. */
const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** Whether an address names a host (not `https://`, as a reference may hold). */
function hasHost(url: string): boolean {
  try {
    return new URL(withScheme(url)).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The address a saved page is read as coming from: its reference's canonical URL, else (none, or
 * one that names no host, as a reference's `canonical_url: "https://"`) the site's home page.
 */
export function sourceUrl(expected: Expected, site: string): string {
  const canonical = expected.canonical_url?.trim();
  return withScheme(canonical && hasHost(canonical) ? canonical : site);
}

/** Whether one field of a draft matches the expectation. */
export function matches(
  field: ScoredField,
  expected: Expected,
  draft: RecipeDraft | undefined,
): boolean {
  switch (field) {
    case 'title':
      return (
        collapse(expected.title ?? '').toLowerCase() === collapse(draft?.name ?? '').toLowerCase()
      );
    case 'ingredients':
      return sameList(expected.ingredients ?? [], draft?.ingredients ?? []);
    case 'instructions':
      return sameList(expectedInstructions(expected), draft?.instructions ?? []);
    case 'totalTime':
      return (expected.total_time ?? null) === (draft?.totalTime ?? null);
    case 'yields':
      return (
        collapse(expected.yields ?? '').toLowerCase() ===
        collapse(draft?.yields ?? '').toLowerCase()
      );
  }
}

function actualValue(field: ScoredField, draft: RecipeDraft | undefined): unknown {
  if (!draft) return undefined;
  const map = {
    title: draft.name,
    ingredients: draft.ingredients,
    instructions: draft.instructions,
    totalTime: draft.totalTime,
    yields: draft.yields,
  };
  return map[field];
}

function expectedValue(field: ScoredField, expected: Expected): unknown {
  const map = {
    title: expected.title,
    ingredients: expected.ingredients,
    instructions: expectedInstructions(expected),
    totalTime: expected.total_time ?? null,
    yields: expected.yields ?? null,
  };
  return map[field];
}

/** A fixture's page as text. */
export const readFixtureHtml = (fixture: Fixture): string =>
  fixture.readHtml?.() ?? gunzipSync(readFileSync(fixture.htmlPath)).toString('utf8');

/** Runs the extractor over every fixture and scores each field. */
const extracted = new Map<string, RecipeDraft | undefined>();

/**
 * The draft read from a saved page, against its own address; kept for the life of the process, so
 * the field scores and the picture score read each page once.
 */
export function extractFixture(fixture: Fixture): RecipeDraft | undefined {
  if (!extracted.has(fixture.htmlPath)) {
    const html = readFixtureHtml(fixture);
    extracted.set(fixture.htmlPath, extractRecipe(html, sourceUrl(fixture.expected, fixture.site)));
  }
  return extracted.get(fixture.htmlPath);
}

export function scoreFixtures(fixtures: readonly Fixture[] = listFixtures()): Score {
  const correct = Object.fromEntries(SCORED_FIELDS.map((field) => [field, 0])) as Record<
    ScoredField,
    number
  >;
  const failures: FieldFailure[] = [];
  for (const fixture of fixtures) {
    const draft = extractFixture(fixture);
    for (const field of SCORED_FIELDS) {
      if (matches(field, fixture.expected, draft)) correct[field] += 1;
      else
        failures.push({
          fixture: `${fixture.site}/${fixture.stem}`,
          field,
          expected: expectedValue(field, fixture.expected),
          actual: actualValue(field, draft),
        });
    }
  }
  const pages = fixtures.length;
  const accuracy = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, pages ? correct[field] / pages : 0]),
  ) as Record<ScoredField, number>;
  return { pages, correct, accuracy, failures };
}
