/**
 * What `score:food` and `score-food-more.ts` share: reading a recipe-scrapers page's expected JSON
 * (English pages, the servings its figures are per, its published calories), the halves, and the
 * four figures (grams within ±10% on lines with the author's weight, calories per serving against
 * the page's figure, weight placed) with their misses.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FoodTable } from '../src/food/food-table.ts';
import { linesUnderTitles, recipeNutrition } from '../src/food/nutrition.ts';
import { placeIngredient } from '../src/food/place-ingredient.ts';
import { recipeMeasures } from '../src/ingredients/recipe-measures.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { onePortionOf, peopleOf } from '../src/recipes/recipe-yield.ts';
import { pairOf, writePairs, type AuthorPair } from './author-consensus.ts';
import { authorWeight, withinTenPercent } from './author-weight.ts';

export interface Page {
  readonly site: string;
  readonly file: string;
  readonly ingredients: readonly string[];
  /** The lines with their groups' headings ("Variations:"), as nutrition reads them. */
  readonly headed: readonly string[];
  readonly servings: number | null;
  readonly calories: number | null;
  /** The page's address (its canonical URL, else its host): where the recipe is from. */
  readonly source: string | null;
}

export function halfOf(site: string): 'tuning' | 'held-out' {
  const first = createHash('sha1').update(site).digest()[0] ?? 0;
  return first % 2 === 0 ? 'tuning' : 'held-out';
}

/**
 * Words of recipe lines that are English: the measures, joining words and staples nearly every
 * English list has ("1 cup flour", "salt and pepper to taste").
 */
const ENGLISH_LINE_WORDS = new Set(
  (
    'a an and or of with to for the into about plus taste cup cups tablespoon tablespoons ' +
    'teaspoon teaspoons tbsp tbs tsp pound pounds lb lbs ounce ounces oz pinch clove cloves can ' +
    'large medium small fresh chopped sliced minced diced cut peeled finely divided optional ' +
    'salt sugar flour water milk egg eggs oil pepper garlic onion onions'
  ).split(' '),
);

/**
 * Words of recipe lines in German, Dutch, the Scandinavian languages, French, Spanish, Italian
 * and Portuguese that are no English words: their joining words, measures and staples ("1 EL
 * Mehl", "2 ss sukker", "1 cuillère à soupe de sucre"). Words English takes from them in dishes'
 * names ("de" of "pico de gallo", "en", "la", "med") are left out.
 */
const OTHER_LANGUAGE_LINE_WORDS = new Set(
  // German
  (
    'und oder mit ohne zum zur vom von eine einer einem ein etwas nach belieben etwa el tl ' +
    'gestr gramm prise pck stück stücke scheibe scheiben zehe zehen bund dose becher wasser mehl ' +
    'zucker salz milch eier ei sahne zwiebel zwiebeln knoblauch pfeffer frisch frische gehackt ' +
    // Dutch
    'met zonder eetlepel eetlepels theelepel theelepels snufje suiker boter zout eieren ui uien ' +
    'knoflook ' +
    // Norwegian, Danish, Swedish
    'og eller ts ss dl msk tsk til av uten sukker mel melk hvitt brunt vann och ' +
    // French
    'et ou avec sans cuillère cuillères cuil pincée gousse gousses sel sucre farine lait beurre ' +
    'huile poivre oeuf oeufs ' +
    // Spanish, Italian, Portuguese
    'y con sin cucharada cucharadas cucharadita cucharaditas taza tazas pizca azúcar harina ' +
    'leche huevo huevos aceite cebolla pimienta agua cucchiaio cucchiai cucchiaino zucchero ' +
    'latte uova olio acqua cipolla colher colheres xícara xícaras farinha leite ovos azeite'
  ).split(' '),
);

/** Letters of German and the Scandinavian languages that English words do not have. */
const OTHER_LANGUAGE_LETTER = /[äöüßøåæ]/;

/**
 * An English page: its language does not say otherwise, its ingredient lines are written in
 * the Latin alphabet without accents (an Urdu page has no language tag; a Malaysian site's
 * Chinese lines are tagged `en-US`), and they have no more words of another language than of
 * English (a German or Norwegian page with no language tag and few umlauts: "500 ml Milch",
 * "40 g Zucker", "1 ts bakepulver").
 */
export function isEnglish(
  language: string | null | undefined,
  ingredients: readonly string[],
): boolean {
  if (language !== undefined && language !== null && !language.toLowerCase().startsWith('en')) {
    return false;
  }
  const letters = ingredients.join(' ').match(/\p{L}/gu) ?? [];
  const plain = letters.filter((letter) => /[a-z]/i.test(letter)).length;
  if (letters.length === 0 || plain / letters.length < 0.95) return false;
  let english = 0;
  let other = 0;
  for (const word of ingredients
    .join(' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? []) {
    if (ENGLISH_LINE_WORDS.has(word)) english += 1;
    else if (OTHER_LANGUAGE_LINE_WORDS.has(word) || OTHER_LANGUAGE_LETTER.test(word)) other += 1;
  }
  return other <= english;
}

/**
 * The servings a page's published figures are per: the number of its yield when that counts
 * servings or pieces ("8 servings", "36 cookies", "12 muffins", "1 loaf": recipe plugins give
 * calories per one of these), null when it is a measure ("4 cups", "6.5 gallons") or absent;
 * pieces divided by the page's serving size when that counts several of them ("10 pancakes",
 * a serving "2 pancakes": 5; a size of "4 servings" counts none). A yield of one slice or piece (`onePortionOf`) counts nothing: the
 * page's figure is per a slice of a batch it does not count. `appServings`, when given, is the
 * servings the app reads from the page's own yield (scrape's `servingsOfYield`, the fresh pages'
 * `foodPageData`): it stands over the worded yield's count, as the app divides by it ("2 tarts (8
 * servings each)" 16, its worded "2 tarts" 2; WPRM's ["4", "4 cups"] 4, its worded "4 cups" a
 * measure); only a serving that is a share of the batch ("⅙ of recipe") says more. A serving size
 * that names the people ("Serves 8", "8 People", "4 (2 skewers per person)") says what the figures
 * are per over all of these.
 */
const MEASURE_YIELD =
  /^(cups?|c|quarts?|qts?|pints?|gallons?|litres?|liters?|l|ml|oz|ounces?|pounds?|lbs?|g|grams?|kg|tablespoons?|tbsp|teaspoons?|tsp)\b/i;

/** A serving that is an amount of a measure: "1 /4 cup sauce", "½ cup", "1 cup", "2 tbsp". */
const MEASURE_SERVING = /^\s*(?:(\d+(?:\.\d+)?)|(\d+)\s*\/\s*(\d+)|([½⅓¼⅕⅙⅛]))\s*([a-z]+)\b/i;
/** The measures a serving and a yield may share, by their words. */
const MEASURE_UNITS: readonly (readonly [RegExp, string])[] = [
  [/^(?:cups?|c)$/i, 'cup'],
  [/^(?:tablespoons?|tbsps?)$/i, 'tbsp'],
  [/^(?:teaspoons?|tsps?)$/i, 'tsp'],
  [/^(?:quarts?|qts?)$/i, 'quart'],
  [/^pints?$/i, 'pint'],
  [/^(?:ml|millilitres?|milliliters?)$/i, 'ml'],
];

/** "1/8 pie", "1 /4 of recipe", "⅙ of recipe": the parts and what they are parts of. */
const SHARE_OF_BATCH = /^\s*(?:1\s*\/\s*(\d+)|([½⅓¼⅕⅙⅛]))\s+(?:of\s+)?((?:the\s+)?[a-z]+)\s*$/i;
const UNICODE_SHARES: Readonly<Record<string, number>> = {
  '½': 2,
  '⅓': 3,
  '¼': 4,
  '⅕': 5,
  '⅙': 6,
  '⅛': 8,
};

export function servingsOf(
  yields: string | null,
  servingSize: string | null,
  appServings: number | null = null,
): number | null {
  // A serving size naming two or more people ("Serves 8", "8 People", "4 (2 skewers per
  // person)"): the plugin's figures are per one of them, whatever the yield counts ("8 cups",
  // "42 servings" of a bare "42").
  const people = peopleOf(servingSize);
  if (people !== null && people > 1) return people;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(.*)$/.exec(yields ?? '');
  if (!match) return appServings !== null && appServings > 0 ? appServings : null;
  const count = Number(match[1]);
  const noun = (match[2] ?? '').trim();
  if (!(count > 0)) return null;
  // A serving a share of the batch: "⅙ of recipe" is a sixth whatever the yield says; "1/8 pie"
  // of a yield of "1 pie" an eighth of each pie (the yield's count times 8).
  const share = SHARE_OF_BATCH.exec(servingSize ?? '');
  if (share) {
    const parts =
      share[1] !== undefined ? Number(share[1]) : (UNICODE_SHARES[share[2] ?? ''] ?? NaN);
    const of = (share[3] ?? '').toLowerCase();
    const one = (word: string) => word.toLowerCase().replace(/(?<=(?:s|x|ch|sh))es$|s$/, '');
    if (parts > 1 && /^(?:the\s+)?(?:recipe|batch)$/.test(of)) return parts;
    // Not of a measure ("1/4 cup" of "4 cups"): whether the plugin's figures are per that is not
    // known.
    const first = noun.split(/\s+/)[0] ?? '';
    if (parts > 1 && !MEASURE_YIELD.test(first) && one(of) === one(first)) return count * parts;
  }
  // A serving that is an amount of the measure the yield is in: "1 /4 cup sauce" of "2 cups" is
  // 8, whatever count the app reads beside it (WPRM's ["2", "2 cups"]).
  const measured = MEASURE_SERVING.exec(servingSize ?? '');
  const unit = (word: string) => MEASURE_UNITS.find(([pattern]) => pattern.test(word))?.[1];
  if (measured && unit(measured[5] ?? '') !== undefined) {
    const amount =
      measured[1] !== undefined
        ? Number(measured[1])
        : measured[2] !== undefined
          ? Number(measured[2]) / Number(measured[3])
          : 1 / (UNICODE_SHARES[measured[4] ?? ''] ?? NaN);
    const servings = count / amount;
    if (unit(noun.split(/\s+/)[0] ?? '') === unit(measured[5] ?? '') && servings >= 1) {
      return Math.round(servings * 100) / 100;
    }
  }
  if (appServings !== null && appServings > 0) return appServings;
  if (MEASURE_YIELD.test(noun)) return null;
  // "1 slice" says what the figures are per, not how many slices the recipe makes: unknown.
  if (onePortionOf(yields) !== null) return null;
  // A serving of one slice or piece of a batch of one ("1 loaf", its figures per "1 slice"): the
  // slices are not counted, so what the figures are per is unknown.
  if (count === 1 && !/^servings?\b/i.test(noun) && onePortionOf(servingSize) !== null) {
    return null;
  }
  // "2 dozen" cookies: 24 of them.
  if (/^dozens?\b/i.test(noun)) return count * 12;
  // "10 pancakes" whose figures are per "2 pancakes": 5 servings of the page's figure. A size in
  // servings ("4 servings" of a yield of "4 servings") is the plugin repeating the yield, not a
  // serving of four: the figures are per serving, as the pages' own lines show.
  const size = /^\s*(\d+(?:\.\d+)?)\s+([a-z]+)/i.exec(servingSize ?? '');
  const piece = (word: string) => word.toLowerCase().replace(/e?s$/, '');
  const perSize = Number(size?.[1]);
  const sizePiece = piece(size?.[2] ?? '');
  if (
    size &&
    perSize > 1 &&
    sizePiece !== 'serving' &&
    sizePiece !== 'portion' &&
    sizePiece === piece(noun.split(/\s+/)[0] ?? '')
  ) {
    return count / perSize;
  }
  return count;
}

/** The expected JSON of a recipe-scrapers test page (the keys this bench reads). */
export interface PageData {
  readonly language?: string | null;
  readonly ingredients?: string[];
  readonly ingredient_groups?: readonly {
    readonly ingredients?: readonly string[];
    readonly purpose?: string | null;
  }[];
  readonly yields?: string | null;
  /** The servings the app reads from the page's yield, where the data gives them (`servingsOf`). */
  readonly servings?: number | null;
  readonly nutrients?: Record<string, string>;
  readonly canonical_url?: string | null;
  readonly host?: string | null;
}

/**
 * A page's lines with its groups' headings ("Variations:") before each group's lines, as the app
 * reads a recipe whose groups hold its list (`nutritionOfRecipe`); the lines as they are when the
 * groups are not the list in its order.
 */
export function headedLines(data: PageData): readonly string[] {
  const lines = data.ingredients ?? [];
  const groups = data.ingredient_groups ?? [];
  if (groups.length < 2 || lines.length === 0) return lines;
  const titled = groups.map((group) => ({
    title: (group.purpose ?? '').trim(),
    lines: group.ingredients ?? [],
  }));
  return linesUnderTitles(lines, titled) ?? lines;
}

/** A page of `site` from its expected JSON; null when it is not English. */
export function pageOf(site: string, file: string, data: PageData): Page | null {
  const servingSize = data.nutrients?.servingSize ?? null;
  const ingredients = data.ingredients ?? [];
  if (!isEnglish(data.language, ingredients)) return null;
  const calories = /^\s*(\d+(?:\.\d+)?)\s*(kcal|calories|calorie|cal)?\s*$/i.exec(
    data.nutrients?.calories ?? '',
  );
  return {
    site,
    file,
    ingredients,
    headed: headedLines(data),
    servings: servingsOf(data.yields ?? null, servingSize, data.servings ?? null),
    calories: calories ? Number(calories[1]) : null,
    source: data.canonical_url ?? data.host ?? site,
  };
}

const median = (list: readonly number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? NaN
    : sorted.length % 2 === 1
      ? (sorted[middle] ?? NaN)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

export interface PrintOptions {
  readonly json: boolean;
  readonly unplaced: number;
  readonly misses: number;
  /** Under each calorie miss listed, its lines (`missLines`). */
  readonly lines?: boolean;
  /**
   * A file to write every weighed line to (`AuthorPair`s as JSON lines, hit or miss), for
   * `author-classes.ts` to pool across sets; tuning half only.
   */
  readonly pairs?: string;
}

/** The options both scorers take (`parseArgs`'s form): the half, the listings, JSON. */
export const SCORE_OPTIONS = {
  half: { type: 'string' },
  unplaced: { type: 'string', default: '0' },
  misses: { type: 'string', default: '0' },
  lines: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  pairs: { type: 'string' },
} as const;

/**
 * Scores `pages` as the command line asked (`SCORE_OPTIONS`' values). `--lines` (each calorie
 * miss's lines, with `--misses`) reads a recipe line by line, so it is refused but on the tuning
 * half: the held-out half is read as totals.
 */
export function scorePagesAsAsked(
  table: FoodTable,
  pages: readonly Page[],
  values: {
    half?: string;
    unplaced: string;
    misses: string;
    lines?: boolean;
    json: boolean;
    pairs?: string;
  },
): void {
  if ((values.lines === true || values.pairs !== undefined) && values.half !== 'tuning') {
    console.error('--lines and --pairs list the lines of the tuning half only (--half tuning)');
    process.exit(2);
  }
  scorePages(table, pages, values.half ?? 'both', {
    json: values.json,
    unplaced: Number(values.unplaced),
    misses: Number(values.misses),
    lines: values.lines === true,
    pairs: values.pairs,
  });
}

/**
 * A page's lines as a calorie miss is read: each line's food (its id, or "-" for none), its grams
 * as placed with the page's measures (none for a line with no amount), and the kcal a serving it
 * adds to the recipe's figure: that figure less the figure with the line left blank, so the
 * recipe's own readings hold (a deep-frying oil's share, a brine, a choice's group: such a line
 * may add less than its grams say, or nothing; and a line's weight moves that oil's share, which
 * its figure holds). A group's heading is shown as one, adding nothing.
 */
export function missLines(table: FoodTable, page: Page): string[] {
  const whole = recipeNutrition(table, {
    ingredients: page.headed,
    servings: page.servings,
    source: page.source,
  });
  const measures = recipeMeasures(
    page.headed.map((line) => parseIngredient(line)),
    page.source,
  );
  return page.headed.map((line, index) => {
    // A group's heading (as nutrition reads one: blank, or ending in a colon) is no line to count.
    if (line.trim() === '' || line.trim().endsWith(':')) {
      return `${'0'.padStart(6)} kcal ${''.padStart(7)}  ${'heading'.padEnd(24)} ${line}`;
    }
    const without = recipeNutrition(table, {
      ingredients: page.headed.map((other, at) => (at === index ? '' : other)),
      servings: page.servings,
      source: page.source,
    });
    const kcal = whole.perServing.energyKcal - without.perServing.energyKcal;
    const placed = placeIngredient(table, parseIngredient(line), measures);
    const grams = placed.grams === null ? '' : `${Math.round(placed.grams)} g`;
    const food = placed.food?.id ?? '-';
    return `${String(kcal).padStart(6)} kcal ${grams.padStart(7)}  ${food.padEnd(24)} ${line}`;
  });
}

/** Scores `pages` and prints the figures (and, when asked, the unplaced names and the misses). */
export function scorePages(
  table: FoodTable,
  pages: readonly Page[],
  half: string,
  options: PrintOptions,
): void {
  // 1. Grams of lines whose author gave a weight beside another measure (bench/author-weight.ts).
  let bracketLines = 0;
  let gramsWithin = 0;
  let gramsFound = 0;
  const gramMisses: string[] = [];
  const pairs: AuthorPair[] = [];
  for (const page of pages) {
    // The line is weighed as its recipe weighs it: with the sizes the whole page gives its
    // measures (a US pint, an Australian tablespoon), read from the lines as written.
    const measures = page.ingredients.some((line) => authorWeight(line) !== null)
      ? recipeMeasures(
          page.ingredients.map((line) => parseIngredient(line)),
          page.source,
        )
      : null;
    for (const line of page.ingredients) {
      const weight = authorWeight(line);
      if (!weight) continue;
      const parsed = parseIngredient(weight.line);
      if (parsed.unit === 'g' || parsed.unit === 'kg') continue; // the weight is the main measure
      bracketLines += 1;
      const placed = placeIngredient(table, parsed, measures);
      const { grams } = placed;
      pairs.push(pairOf(page.site, line, parsed.unit, placed, weight));
      if (grams !== null) gramsFound += 1;
      if (grams !== null && withinTenPercent(grams, weight)) gramsWithin += 1;
      else
        gramMisses.push(
          `${line}  →  ${grams ?? 'none'} (want ${weight.low === weight.high ? weight.low : `${weight.low}-${weight.high}`}; judged as "${weight.line}")`,
        );
    }
  }

  if (options.pairs !== undefined) {
    writePairs(options.pairs, pairs);
  }

  // 2. Calories against the page's published figure; 3. weight placed.
  const gaps: number[] = [];
  const signedGaps: number[] = [];
  const calorieMisses: string[] = [];
  let placed = 0;
  let weighed = 0;
  let estimable = 0;
  const unplacedNames = new Map<string, number>();
  for (const page of pages) {
    const nutrition = recipeNutrition(table, {
      ingredients: page.headed,
      servings: page.servings,
      source: page.source,
    });
    placed += nutrition.coverage * 1;
    weighed += 1;
    for (const { line, reason } of nutrition.unplaced) {
      const name = `${reason}: ${parseIngredient(line).name.toLowerCase()}`;
      unplacedNames.set(name, (unplacedNames.get(name) ?? 0) + 1);
    }
    if (page.calories === null || page.servings === null || page.calories <= 0) continue;
    if (!nutrition.canEstimate) {
      const miss = `${page.site}/${page.file}: cannot estimate (coverage ${percent(nutrition.coverage)}; ${page.servings} servings)`;
      // With `lines`, its lines too: an unplaced line is as much a miss's cause as a wrong one.
      const listed = options.lines === true && calorieMisses.length < options.misses;
      calorieMisses.push(listed ? [miss, ...missLines(table, page)].join('\n      ') : miss);
      continue;
    }
    estimable += 1;
    const gap = Math.abs(nutrition.perServing.energyKcal - page.calories) / page.calories;
    gaps.push(gap);
    signedGaps.push((nutrition.perServing.energyKcal - page.calories) / page.calories);
    if (gap > 0.25) {
      const miss = `${page.site}/${page.file}: ${nutrition.perServing.energyKcal} kcal, page ${page.calories} (${percent(gap)}; coverage ${percent(nutrition.coverage)}; ${page.servings} servings)`;
      // With `lines`, the miss's lines beneath it (only for the misses that are listed).
      const listed = options.lines === true && calorieMisses.length < options.misses;
      calorieMisses.push(listed ? [miss, ...missLines(table, page)].join('\n      ') : miss);
    }
  }
  const withCalories = pages.filter(
    (p) => p.calories !== null && p.servings !== null && p.calories > 0,
  );

  const report = {
    half,
    pages: pages.length,
    bracketLines,
    gramsFound: gramsFound / bracketLines,
    gramsWithin10: gramsWithin / bracketLines,
    caloriePages: withCalories.length,
    estimable,
    calorieMedianGap: median(gaps),
    caloriesWithin25: gaps.filter((gap) => gap <= 0.25).length / withCalories.length,
    // The signed gap: over (+) or under (-) the page's figure, the median and the pages beyond 25%.
    calorieMedianSigned: median(signedGaps),
    caloriesOver25: signedGaps.filter((gap) => gap > 0.25).length,
    caloriesUnder25: signedGaps.filter((gap) => gap < -0.25).length,
    meanCoverage: placed / weighed,
  };
  if (options.json) console.log(JSON.stringify(report));
  else {
    console.log(`pages (English): ${report.pages}  half: ${report.half}`);
    console.log(
      `grams, lines with the author's weight beside a measure: ${bracketLines}; weighed ${percent(report.gramsFound)}; within ±10% ${percent(report.gramsWithin10)}`,
    );
    console.log(
      `calories, pages with a published figure: ${withCalories.length}; estimated ${estimable}; median gap ${percent(report.calorieMedianGap)}; within 25% ${percent(report.caloriesWithin25)} (of all ${withCalories.length})`,
    );
    console.log(
      `calories, signed: median ${percent(report.calorieMedianSigned)}; over by > 25% ${report.caloriesOver25}, under by > 25% ${report.caloriesUnder25}`,
    );
    console.log(`weight placed, mean over pages: ${percent(report.meanCoverage)}`);
  }
  const unplacedCount = options.unplaced;
  if (unplacedCount > 0) {
    console.log(`\nmost frequent unplaced names:`);
    for (const [name, count] of [...unplacedNames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, unplacedCount)) {
      console.log(`${String(count).padStart(4)}  ${name}`);
    }
  }
  const missCount = options.misses;
  if (missCount > 0) {
    console.log(`\ngram misses:`);
    for (const miss of gramMisses.slice(0, missCount)) console.log(`  ${miss}`);
    console.log(`\ncalorie misses:`);
    for (const miss of calorieMisses.slice(0, missCount)) console.log(`  ${miss}`);
  }
}

/** The saved recipe pages (both halves), beside the repository in `shared/`. */
export const SAVED_PAGES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/testdata/recipe-pages',
);

/** A line as the benches compare it with our test data's: trimmed, spaces evened, lower case. */
export const comparableLine = (line: string): string =>
  line.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each saved page's ingredient lines (both halves), as `comparableLine` gives them. */
export function savedPageLines(): string[][] {
  const pages: string[][] = [];
  for (const site of readdirSync(SAVED_PAGES, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    for (const name of readdirSync(resolve(SAVED_PAGES, site.name))) {
      if (!name.endsWith('.json')) continue;
      const page = JSON.parse(readFileSync(resolve(SAVED_PAGES, site.name, name), 'utf8')) as {
        ingredients?: unknown[];
      };
      pages.push((page.ingredients ?? []).map((line) => comparableLine(String(line))));
    }
  }
  return pages;
}

/**
 * Whether a recipe's lines are one of the saved pages' (either half) under another name: half or
 * more of its lines, as `comparableLine` gives them, are one saved page's. A set gathered from
 * elsewhere leaves such recipes out, or it would score our test data again.
 */
export function savedRecipeTest(): (lines: readonly string[]) => boolean {
  const saved = savedPageLines().map((lines) => new Set(lines));
  return (lines) => {
    const ours = lines.map(comparableLine);
    return saved.some((page) => ours.filter((line) => page.has(line)).length * 2 >= ours.length);
  };
}
