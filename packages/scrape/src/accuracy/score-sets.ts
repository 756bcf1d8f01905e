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
import { canonicalLine } from './canonical-line.ts';
import { sameIngredientList, sameMethod } from './whole-lists.ts';
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

/** A set's pages, those of them whose reference names a picture, and each field's sum. */
export type SetScore = { pages: number; imagePages: number; totals: Record<SetField, number> };
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
 * A line written name first, its amount after (`Schweinefilet 600 g`, `вода — 250 мл.`, `Sugar, 1/2
 * cup`), with the amount put first, as the page's list prints it (`600 g Schweinefilet`): an amount
 * (a number, a range, a fraction) and at most one word after it, at the line's end, after a space,
 * a comma or a dash. Any other line as it is.
 */
export function amountFirst(text: string): string {
  const match =
    /^(.*?\p{L}.*?)\s*(?:[,—–]\s*|\s-\s+|\s+)(\d[\d.,/\u2044½⅓⅔¼¾⅛⅜⅝⅞]*(?:\s*[-–]\s*\d[\d.,/]*)?(?:\s*[\p{L}]+\.?)?)$/u.exec(
      text.trim(),
    );
  return match ? `${match[2]} ${match[1]}` : text;
}

export { canonicalLine } from './canonical-line.ts';
export { sameIngredientList, sameMethod } from './whole-lists.ts';

type Keyed = { raw: string; key: string; front: string };
const keyed = (lines: readonly string[]): Keyed[] =>
  lines
    .map((line) => ({
      raw: squash(line),
      key: squash(canonicalLine(line)),
      front: squash(canonicalLine(amountFirst(line))),
    }))
    .filter(({ raw }) => raw);

/**
 * Ingredient lines (or steps) scored one by one: each expected line matched to at most one of ours
 * (same text without punctuation, spacing and case, or nearly all of it), divided by the longer of
 * the two lists, so missing lines and extra lines both cost. 1 when both lists are empty. The lines
 * left are then matched in one written form (`canonicalLine`): a second chance, so no line found
 * as written is lost to a shorter form's ratio; those still left, with a trailing amount put first
 (`amountFirst`: the data's `Schweinefilet 600 g` is the page's `600 g Schweinefilet`). An expected line still left that is one of
 * `titles` (our draft's group titles: the data keeps "For the sauce:" as a line where the page
 * shows it over its group, and our draft keeps it as the group's title) is found without costing a
 * line.
 */
export function ingredientLineScore(
  expected: readonly string[],
  actual: readonly string[],
  titles: readonly string[] = [],
): number {
  const wanted = keyed(expected);
  const ours = keyed(actual);
  if (wanted.length === 0 && ours.length === 0) return 1;
  const used = new Set<number>();
  const found = new Set<number>();
  for (const form of ['raw', 'key', 'front'] as const) {
    wanted.forEach((line, at) => {
      if (found.has(at)) return;
      const index = ours.findIndex(
        (candidate, to) => !used.has(to) && sameLineLoosely(line[form], candidate[form]),
      );
      if (index < 0) return;
      used.add(index);
      found.add(at);
    });
  }
  const titlesLeft = keyed(titles);
  wanted.forEach((line, at) => {
    if (found.has(at)) return;
    const title = titlesLeft.findIndex(({ key }) => key === line.key);
    if (title < 0) return;
    titlesLeft.splice(title, 1);
    found.add(at);
  });
  return found.size / Math.max(wanted.length, ours.length);
}

type Scored = { scores: Record<SetField, number>; draft: RecipeDraft | undefined };

function scorePage(fixture: Fixture, html: string): Scored {
  const url = sourceUrl(fixture.expected, fixture.site);
  const draft = extractRecipe(html, url);
  const scores = {} as Record<SetField, number>;
  for (const field of SCORED_FIELDS)
    scores[field] = matches(field, fixture.expected, draft) ? 1 : 0;
  // A list missed as written may still be the same list in one written form (never the reverse).
  if (!scores.ingredients) {
    const same = sameIngredientList(
      fixture.expected.ingredients ?? [],
      draft?.ingredients ?? [],
      draft?.ingredientGroups ?? [],
    );
    scores.ingredients = same ? 1 : 0;
  }
  if (!scores.instructions) {
    const same = sameMethod(expectedInstructions(fixture.expected), draft?.instructions ?? []);
    scores.instructions = same ? 1 : 0;
  }
  scores.ingredientLines = ingredientLineScore(
    fixture.expected.ingredients ?? [],
    draft?.ingredients ?? [],
    (draft?.ingredientGroups ?? []).flatMap(({ title }) => (title ? [title] : [])),
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
      sets.set(
        set,
        (score = { pages: 0, imagePages: 0, totals: totals as Record<SetField, number> }),
      );
    }
    score.pages += 1;
    if (fixture.expected.image) score.imagePages += 1;
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

/**
 * A set's figure for a field, as a share (0–1). `image` and `picture` are shares of the pages whose
 * reference names a picture (as `score-images.ts` counts them): a page whose data names none cannot
 * tell a right picture from a wrong one.
 */
export const setAccuracy = (score: SetScore, field: SetField) => {
  const pages = field === 'image' || field === 'picture' ? score.imagePages : score.pages;
  return pages ? score.totals[field] / pages : 0;
};

export type { ScoredField };
