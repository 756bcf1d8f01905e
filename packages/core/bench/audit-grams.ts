/**
 * An audit of the food model's grams on real ingredient lines no set labels: the expected
 * "ingredients" of the saved pages' tests in recipe-scrapers' mirror (tests/test_data/<site>/…json)
 * and in recipya's (internal/scraper/scraper_*_test.go, each case's `Ingredients` strings),
 * deduplicated, each line weighed as `plateful ingredients --json` weighs it (`placeEachThing`),
 * and flagged where its grams look implausible:
 *
 * - `over-2kg`: a line over 2 kg;
 * - `pinch`: a pinch, dash, sprig, smidgen or drop over 5 g;
 * - `small-count`: a clove, leaf or sprig (by unit or by the name) over 15 g each;
 * - `light-like-water`: a volume of a light food (leaves, chopped herbs, flakes, grated cheese,
 *   crumbs, popcorn, flour…) at 0.9 g/ml or more;
 * - `liquid-light`: a volume of a liquid (water, milk, stock, juice, oil, vinegar, sauce, syrup,
 *   wine, cream) under 0.6 g/ml;
 * - `far-from-food`: a volume or count line over 4× or under ¼ of its food's median grams per line
 *   (foods with 5 or more such lines);
 * - `rich-unplaced`: a high-energy line (oil, butter, sugar, nuts, cheese, chocolate, cream) with
 *   no food or no grams;
 * - `size-with-unit`: "large/small" straight after the amount of a line with a piece or pack unit
 *   ("2 large celery stalks", "1 small head fennel") weighed the same as without the size.
 *
 * The lines are split into halves by the site (first byte of sha1 of the site's folder name): audit
 * the `audit` half's flagged lines, read the `held-back` half as totals only.
 *
 *   npx tsx packages/core/bench/audit-grams.ts [--half audit|held-back]
 *     [--list N] [--flag NAME] [--json] [--out rows.jsonl]
 *
 * `--list N` lists N flagged lines (of one `--flag`), `--out` writes every line of the half with
 * its food, grams and flags as JSON lines (keep it out of the repo), to read lines no flag caught.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadFoodTable } from '../src/food/food-table.ts';
import { placeEachThing } from '../src/food/place-ingredient.ts';
import { parseIngredient } from '../src/ingredients/parse-ingredient.ts';
import { unitDefinition } from '../src/ingredients/units.ts';

const { values } = parseArgs({
  options: {
    half: { type: 'string' },
    list: { type: 'string', default: '0' },
    flag: { type: 'string' },
    json: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const half = values.half;
if (half !== undefined && half !== 'audit' && half !== 'held-back') {
  console.error('audit-grams: --half is audit or held-back');
  process.exit(2);
}
if (half === 'held-back' && (Number(values.list) > 0 || values.out !== undefined)) {
  console.error('audit-grams: the held-back half is read as totals only');
  process.exit(2);
}
const RECIPE_SCRAPERS = '/work/.mirror/hhursev+recipe-scrapers/repo';
const RECIPYA = '/work/.mirror/reaper47+recipya/repo';

/** The half a site belongs to. */
function halfOfSite(site: string): 'audit' | 'held-back' {
  const first = createHash('sha1').update(site).digest()[0] ?? 0;
  return first % 2 === 0 ? 'audit' : 'held-back';
}

/** The blobs of a mirror's files under `folder` whose path matches `keep`, read in one batch. */
function readBlobs(gitDir: string, folder: string, keep: RegExp): { path: string; text: string }[] {
  const listing = execFileSync('git', ['-C', gitDir, 'ls-tree', '-r', 'HEAD', folder], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const files = listing
    .split('\n')
    .map((row) => /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(row))
    .filter((match) => match !== null && keep.test(match[2] ?? ''))
    .map((match) => ({ blob: match?.[1] ?? '', path: match?.[2] ?? '' }));
  const batch = execFileSync('git', ['-C', gitDir, 'cat-file', '--batch'], {
    input: files.map(({ blob }) => blob).join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  let at = 0;
  return files.map(({ path }) => {
    const headerEnd = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, headerEnd).toString().split(' ')[2]);
    const text = batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
    at = headerEnd + 1 + size + 1;
    return { path, text };
  });
}

/** recipe-scrapers' expected lines: each test's JSON `ingredients`, its site the folder's name. */
function recipeScrapersLines(): { line: string; site: string }[] {
  return readBlobs(RECIPE_SCRAPERS, 'tests/test_data', /\.json$/).flatMap(({ path, text }) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return [];
    }
    const ingredients = (data as { ingredients?: unknown }).ingredients;
    if (!Array.isArray(ingredients)) return [];
    const site = path.split('/')[2] ?? path;
    return ingredients
      .filter((item): item is string => typeof item === 'string')
      .map((line) => ({ line, site }));
  });
}

/** A Go string literal's text (its escapes as JSON's; one JSON does not read is kept as written). */
function goString(literal: string): string {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return literal;
  }
}

/** recipya's expected lines: the Go strings of each case's `Ingredients`, its site the case's name. */
function recipyaLines(): { line: string; site: string }[] {
  const cases =
    /name:\s*"([^"]+)"[\s\S]*?Ingredients:\s*&models\.Ingredients\{\s*Values:\s*\[\]string\{([\s\S]*?)\n\s*\},/g;
  return readBlobs(RECIPYA, 'internal/scraper', /scraper_\w+_test\.go$/).flatMap(({ text }) =>
    [...text.matchAll(cases)].flatMap((match) =>
      [...(match[2] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((string) => ({
        line: goString(string[1] ?? ''),
        site: (match[1] ?? '').replace(/^www\./, ''),
      })),
    ),
  );
}

/** Every expected ingredient line of both mirrors' tests, with its site, deduplicated. */
function collectLines(): { line: string; site: string }[] {
  const seen = new Set<string>();
  const lines: { line: string; site: string }[] = [];
  for (const { line: written, site } of [...recipeScrapersLines(), ...recipyaLines()]) {
    const line = written.replace(/\s+/g, ' ').trim();
    if (line === '' || seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    lines.push({ line, site });
  }
  return lines;
}

const PINCH = /\b(pinch|pinches|dash|dashes|smidgen|drops?|sprigs?)\b/i;
const SMALL_THINGS = /\b(cloves?|leaf|leaves|sprigs?)\b/i;
const LIGHT =
  /\b(leaves|chopped (?:fresh )?(?:parsley|cilantro|coriander|basil|mint|dill|chives)|flakes|grated|shredded|crumbs|panko|popcorn|flour|cocoa|spinach|kale|arugula|rocket|lettuce|cereal|oats)\b/i;
const LIQUID =
  /\b(water|milk|stock|broth|juice|oil|vinegar|sauce|syrup|wine|cream|buttermilk|honey)\b/i;
const RICH =
  /\b(oil|butter|sugar|nuts?|almonds?|walnuts?|pecans?|cashews?|peanuts?|cheese|cheddar|parmesan|chocolate|cream|mayonnaise|lard|ghee)\b/i;
/** A size straight after the amount ("2 large celery stalks", "1 small head fennel"). */
const SIZE_AFTER_AMOUNT = /^([\d\s./\u00bc-\u00be\u2150-\u215e-]+)(?:large|small|big|jumbo)\s+/i;

interface Row {
  line: string;
  site: string;
  food: string | null;
  grams: number | null;
  unit: string | null;
  quantity: number | null;
  flags: string[];
}

const table = await loadFoodTable();
const rows: Row[] = collectLines()
  .filter(({ site }) => half === undefined || halfOfSite(site) === half)
  .map(({ line, site }) => {
    const parsed = parseIngredient(line);
    const things = placeEachThing(table, parsed);
    const food = things.every((thing) => thing.food !== null)
      ? things.map((thing) => thing.food?.id).join(',')
      : null;
    const grams = things.every((thing) => thing.grams !== null)
      ? things.reduce((sum, thing) => sum + (thing.grams ?? 0), 0)
      : null;
    return { line, site, food, grams, unit: parsed.unit, quantity: parsed.quantity, flags: [] };
  });

const dimension = (unit: string | null): string | undefined =>
  unit === null ? 'count' : unitDefinition(unit)?.dimension;
const millilitres = (row: Row): number | null => {
  if (row.unit === null || row.quantity === null) return null;
  const definition = unitDefinition(row.unit);
  return definition?.dimension === 'volume' ? definition.factor * row.quantity : null;
};

// Each food's median grams per volume or count line.
const byFood = new Map<string, number[]>();
for (const row of rows) {
  if (row.food === null || row.grams === null || row.grams <= 0) continue;
  if (dimension(row.unit) === 'mass') continue;
  const list = byFood.get(row.food) ?? [];
  list.push(row.grams);
  byFood.set(row.food, list);
}
const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const foodMedian = new Map(
  [...byFood.entries()]
    .filter(([, list]) => list.length >= 5)
    .map(([id, list]) => [id, median(list)]),
);

const sizeless = (line: string): string => line.replace(SIZE_AFTER_AMOUNT, '$1');
for (const row of rows) {
  const { line, grams } = row;
  if (grams === null || row.food === null) {
    if (RICH.test(line) && /^\s*[\d½¼¾⅓⅔]/.test(line)) row.flags.push('rich-unplaced');
    continue;
  }
  if (grams > 2000) row.flags.push('over-2kg');
  if (PINCH.test(line) && grams > 5 * Math.max(1, row.quantity ?? 1)) row.flags.push('pinch');
  const count = row.quantity ?? 1;
  if (
    (row.unit === 'clove' || row.unit === 'leaf' || row.unit === 'sprig' || row.unit === null) &&
    SMALL_THINGS.test(line) &&
    grams / count > 15
  )
    row.flags.push('small-count');
  const ml = millilitres(row);
  if (ml !== null && ml > 0) {
    const density = grams / ml;
    if (LIGHT.test(line) && !LIQUID.test(line) && density >= 0.9)
      row.flags.push('light-like-water');
    if (LIQUID.test(line) && !LIGHT.test(line) && density < 0.6) row.flags.push('liquid-light');
  }
  const typical = foodMedian.get(row.food);
  if (typical !== undefined && dimension(row.unit) !== 'mass' && grams > 0) {
    if (grams > 4 * typical || grams < typical / 4) row.flags.push('far-from-food');
  }
  if (
    SIZE_AFTER_AMOUNT.test(line) &&
    row.unit !== null &&
    unitDefinition(row.unit)?.kind !== 'measure'
  ) {
    const without = placeEachThing(table, parseIngredient(sizeless(line)));
    const other = without.reduce((sum, thing) => sum + (thing.grams ?? 0), 0);
    if (Math.abs(other - grams) < 0.5) row.flags.push('size-with-unit');
  }
}

const flagged = rows.filter((row) => row.flags.length > 0);
const counts = new Map<string, number>();
for (const row of flagged)
  for (const flag of row.flags) counts.set(flag, (counts.get(flag) ?? 0) + 1);
const report = {
  half: half ?? 'all',
  lines: rows.length,
  flagged: flagged.length,
  rate: rows.length > 0 ? flagged.length / rows.length : 0,
  byFlag: Object.fromEntries([...counts.entries()].sort(([a], [b]) => a.localeCompare(b))),
};
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(
    `${report.lines} lines (${report.half}), flagged ${report.flagged} ` +
      `(${(report.rate * 100).toFixed(1)}%)`,
  );
  for (const [flag, count] of Object.entries(report.byFlag)) console.log(`  ${flag}: ${count}`);
}
if (values.out !== undefined) {
  writeFileSync(values.out, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
}
const listCount = Number(values.list);
if (listCount > 0) {
  const shown = flagged.filter(
    (row) => values.flag === undefined || row.flags.includes(values.flag),
  );
  for (const row of shown.slice(0, listCount)) {
    const typical = row.food === null ? undefined : foodMedian.get(row.food);
    console.log(
      `${row.flags.join(',')}\t${row.grams === null ? 'none' : Math.round(row.grams)}\t` +
        `${row.food ?? '-'}${typical === undefined ? '' : ` (median ${Math.round(typical)})`}\t${row.line}`,
    );
  }
}
