/**
 * The extractor's figures on the page sets of `page-sets.ts`: the tuning half and the held-out
 * half of the sites, the pages of each half that have no structured data, and the pages of each
 * half with their structured data taken out. Besides the whole-list fields of `score-fixtures.ts`
 * it scores ingredient lines one by one (a loose match, as the figures do) and the
 * picture.
 */
import { extractRecipe } from '../extract/extract-recipe.ts';
import type { RecipeDraft } from '../extract/draft.ts';
import {
  hasStructuredRecipe,
  siteHalf,
  stripAllClasses,
  stripCardClasses,
  stripShareImages,
  stripStructuredData,
  type Half,
} from './page-sets.ts';
import { comparableUrl, samePicture } from './score-images.ts';
import {
  expectedInstructions,
  listFixtures,
  matches,
  readFixtureHtml,
  SCORED_FIELDS,
  sourceUrl,
  squash,
  type Fixture,
  type ScoredField,
} from './score-fixtures.ts';

/**
 * The figures of a set: fields scored whole, `ingredientLines` and `stepLines` as below (the
 * ingredients' and the steps' lines one by one), `image` the reference URL and `picture` the
 * reference picture at any size (`samePicture` in `score-images.ts`).
 */
export const SET_FIELDS = [
  ...SCORED_FIELDS,
  'ingredientLines',
  'stepLines',
  'image',
  'picture',
] as const;
export type SetField = (typeof SET_FIELDS)[number];

export type SetName = `${'' | 'more '}${BaseSetName}`;
type BaseSetName =
  | 'tune'
  | 'held-out'
  | 'tune, no structured data'
  | 'held-out, no structured data'
  | 'tune, structured data stripped'
  | 'held-out, structured data stripped'
  | 'tune, card class names stripped too'
  | 'held-out, card class names stripped too'
  | 'tune, share pictures stripped too'
  | 'held-out, share pictures stripped too'
  | 'tune, every class stripped'
  | 'held-out, every class stripped';

export type SetScore = { pages: number; totals: Record<SetField, number> };
export type PageResult = {
  fixture: string;
  set: SetName;
  scores: Record<SetField, number>;
  draft: RecipeDraft | undefined;
  expected: Fixture['expected'];
};

/** Whether two squashed lines are the same line, loosely: equal, or one nearly all of the other. */
function sameLineLoosely(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && short.length >= long.length * 0.75 && long.includes(short);
}

/**
 * Ingredient lines (or steps) scored one by one: each expected line matched to at most one of ours (same
 * text without punctuation, spacing and case, or nearly all of it), divided by the longer of the
 * two lists, so missing lines and extra lines both cost. 1 when both lists are empty.
 */
export function ingredientLineScore(
  expected: readonly string[],
  actual: readonly string[],
): number {
  const wanted = expected.map(squash).filter(Boolean);
  const ours = actual.map(squash).filter(Boolean);
  if (wanted.length === 0 && ours.length === 0) return 1;
  const used = new Set<number>();
  let found = 0;
  for (const line of wanted) {
    const index = ours.findIndex(
      (candidate, at) => !used.has(at) && sameLineLoosely(line, candidate),
    );
    if (index < 0) continue;
    used.add(index);
    found += 1;
  }
  return found / Math.max(wanted.length, ours.length);
}

type Scored = { scores: Record<SetField, number>; draft: RecipeDraft | undefined };

function scorePage(fixture: Fixture, html: string): Scored {
  const url = sourceUrl(fixture.expected, fixture.site);
  const draft = extractRecipe(html, url);
  const scores = {} as Record<SetField, number>;
  for (const field of SCORED_FIELDS)
    scores[field] = matches(field, fixture.expected, draft) ? 1 : 0;
  scores.ingredientLines = ingredientLineScore(
    fixture.expected.ingredients ?? [],
    draft?.ingredients ?? [],
  );
  scores.stepLines = ingredientLineScore(
    expectedInstructions(fixture.expected),
    draft?.instructions ?? [],
  );
  const image = fixture.expected.image;
  scores.image =
    image && draft?.imageUrl && comparableUrl(draft.imageUrl, url) === comparableUrl(image, url)
      ? 1
      : 0;
  scores.picture = image && draft?.imageUrl && samePicture(draft.imageUrl, image, url) ? 1 : 0;
  return { scores, draft };
}

export type SetsOptions = {
  /** Which halves to read (both by default). */
  halves?: readonly Half[];
  /** Also read every structured page again with its structured data taken out. */
  stripped?: boolean;
  /** Called with each page's result, for listing misses. */
  onPage?: (result: PageResult) => void;
  /** Names the sets `more tune`, … (the pages of `mirror-pages.ts`). */
  more?: boolean;
  /** Also read every structured page with its card's class names taken out (`stripCardClasses`). */
  cardless?: boolean;
  /** Also read every structured page with its share pictures taken out (`stripShareImages`). */
  shareless?: boolean;
  /** Also read every structured page with every class and id taken out (`stripAllClasses`). */
  classless?: boolean;
};

/** Scores every fixture into the sets it belongs to. */
export function scoreSets(
  options: SetsOptions = {},
  fixtures: readonly Fixture[] = listFixtures(),
): Map<SetName, SetScore> {
  const {
    halves = ['tune', 'held-out'],
    stripped = true,
    onPage,
    more = false,
    cardless = false,
    shareless = false,
    classless = false,
  } = options;
  const sets = new Map<SetName, SetScore>();
  const add = (base: BaseSetName, fixture: Fixture, { scores, draft }: Scored) => {
    const set: SetName = more ? `more ${base}` : base;
    let score = sets.get(set);
    if (!score) {
      const totals = Object.fromEntries(SET_FIELDS.map((field) => [field, 0]));
      sets.set(set, (score = { pages: 0, totals: totals as Record<SetField, number> }));
    }
    score.pages += 1;
    for (const field of SET_FIELDS) score.totals[field] += scores[field];
    onPage?.({
      fixture: `${fixture.site}/${fixture.stem}`,
      set,
      scores,
      draft,
      expected: fixture.expected,
    });
  };
  for (const fixture of fixtures) {
    const half = siteHalf(fixture.site);
    if (!halves.includes(half)) continue;
    const html = readFixtureHtml(fixture);
    const scored = scorePage(fixture, html);
    add(half, fixture, scored);
    const structured = hasStructuredRecipe(html);
    if (!structured) add(`${half}, no structured data`, fixture, scored);
    else if (stripped) {
      add(
        `${half}, structured data stripped`,
        fixture,
        scorePage(fixture, stripStructuredData(html)),
      );
    }
    if (structured && cardless) {
      add(
        `${half}, card class names stripped too`,
        fixture,
        scorePage(fixture, stripCardClasses(html)),
      );
    }
    if (structured && shareless) {
      add(
        `${half}, share pictures stripped too`,
        fixture,
        scorePage(fixture, stripShareImages(html)),
      );
    }
    if (structured && classless) {
      add(`${half}, every class stripped`, fixture, scorePage(fixture, stripAllClasses(html)));
    }
  }
  return sets;
}

/** A set's figure for a field, as a share (0–1). */
export const setAccuracy = (score: SetScore, field: SetField) =>
  score.pages ? score.totals[field] / score.pages : 0;

export type { ScoredField };
