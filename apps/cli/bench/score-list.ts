/**
 * Corpus check of the shopping list (issue 15): the saved recipe pages are read with
 * `plateful scrape --batch`, 40 weeks of 6 recipes are drawn with a fixed seed, each week's list
 * is built with `plateful list --json`, and the defects of `list-defects.ts` are counted per 100
 * list lines.
 *
 * Run: `npm run score:list -w @plateful/core` (or `npx tsx apps/cli/bench/score-list.ts`).
 *   --show N         print up to N examples of each defect
 *   --lines          with --show, the recipe lines behind each example
 *   --pairs          list plain names seen beside a longer name ending in them (not counted)
 *   --save FILE      write the figures as JSON (e.g. before a change)
 *   --compare FILE   print saved figures beside these (default: list-defects.baseline.json,
 *                    the figures before issue 15's changes)
 *   --weeks N, --per-week N, --seed N   the draw (defaults 40, 6, 15)
 *   --recipe-amounts  judge fractions on the recipe amounts, not the buy amounts
 *   --half H         only the pages of one half, by site (`tuning` or `held-out`, as score-food's
 *                    halves); all pages when unset
 *
 * Beside the defects it counts, not in the total, the lines that show a sum of amounts in
 * different units ("3 + 1 bunch") and of those the ones with no buy amount, and the lines whose
 * names the food model finds as one food ("Garlic" and "Garlic Cloves"): one food the list could
 * not bring to one line with one shop-ready amount.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { loadFoodTable, seededShuffle } from '@plateful/core';
import { runCli } from '../src/main.ts';
import {
  DEFECT_KINDS,
  findDefects,
  plainAndVarietyPairs,
  type Defect,
  type DefectKind,
  type ListItem,
} from './list-defects.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES_DIR = path.resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: {
    show: { type: 'string', default: '0' },
    save: { type: 'string' },
    compare: { type: 'string', default: path.join(here, 'list-defects.baseline.json') },
    weeks: { type: 'string', default: '40' },
    'per-week': { type: 'string', default: '6' },
    seed: { type: 'string', default: '15' },
    pairs: { type: 'boolean', default: false },
    lines: { type: 'boolean', default: false },
    'recipe-amounts': { type: 'boolean', default: false },
    half: { type: 'string' },
  },
});

interface Figures {
  readonly weeks: number;
  readonly recipes: number;
  readonly lines: number;
  readonly defects: Record<DefectKind, number>;
  readonly total: number;
  readonly per100: number;
}

/** Runs the CLI in this process with `input` on stdin; its stdout as text. */
async function plateful(args: readonly string[], input: string): Promise<string> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const code = await runCli(args, { stdin: Readable.from([input]), stdout, stderr });
  if (code !== 0) throw new Error(`plateful ${args.join(' ')} exited with ${code}`);
  return Buffer.concat(chunks).toString('utf8');
}

/** The half a site's pages are in, as `packages/core/bench/food-pages.ts` splits them. */
function halfOf(site: string): 'tuning' | 'held-out' {
  const first = createHash('sha1').update(site).digest()[0] ?? 0;
  return first % 2 === 0 ? 'tuning' : 'held-out';
}

/** Every saved page as a batch line `{url, html}`, in a stable order. */
function pageLines(): string[] {
  const lines: string[] = [];
  for (const site of readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((site) => values.half === undefined || halfOf(site) === values.half)
    .sort()) {
    for (const file of readdirSync(path.join(PAGES_DIR, site)).sort()) {
      if (!file.endsWith('.testhtml.gz')) continue;
      const html = gunzipSync(readFileSync(path.join(PAGES_DIR, site, file))).toString('utf8');
      lines.push(
        JSON.stringify({ url: `https://${site}/${file.replace(/\.testhtml\.gz$/, '')}`, html }),
      );
    }
  }
  return lines;
}

interface Draft {
  readonly name?: string;
  readonly ingredients?: readonly string[];
  readonly servings?: number | null;
  readonly error?: string;
}

async function main(): Promise<void> {
  const pages = pageLines();
  const answers = (await plateful(['scrape', '--batch'], `${pages.join('\n')}\n`))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Draft);
  const recipes = answers.flatMap((draft, index) =>
    draft.error === undefined && (draft.ingredients?.length ?? 0) > 0
      ? [
          {
            id: `page-${index + 1}`,
            name: draft.name ?? '',
            ingredients: draft.ingredients,
            servings: draft.servings,
          },
        ]
      : [],
  );
  const weeks = Number(values.weeks);
  const perWeek = Number(values['per-week']);
  const shuffled = seededShuffle(recipes, Number(values.seed));
  const counts = Object.fromEntries(DEFECT_KINDS.map((kind) => [kind, 0])) as Record<
    DefectKind,
    number
  >;
  const examples = new Map<DefectKind, Defect[]>(DEFECT_KINDS.map((kind) => [kind, []]));
  const pairs: string[] = [];
  let lines = 0;
  const table = await loadFoodTable();
  let sameFood = 0;
  const sameFoodExamples: string[] = [];
  let sums = 0;
  let sumsUnbought = 0;
  const sumExamples: string[] = [];
  for (let week = 0; week < weeks; week += 1) {
    const start = (week * perWeek) % shuffled.length;
    const chosen = [...shuffled, ...shuffled].slice(start, start + perWeek);
    const list = JSON.parse(await plateful(['list', '--json', '-'], JSON.stringify(chosen))) as {
      items: ListItem[];
    };
    lines += list.items.length;
    const byFood = new Map<string, ListItem>();
    for (const item of list.items) {
      const found = table.find(item.ingredient.toLowerCase());
      if (found === null || found.confidence !== 'high') continue;
      const before = byFood.get(found.food.name);
      if (before === undefined) byFood.set(found.food.name, item);
      else {
        sameFood += 1;
        sameFoodExamples.push(
          `${before.displayQuantity ?? ''} ${before.ingredient} | ${item.displayQuantity ?? ''} ${item.ingredient}`,
        );
      }
    }
    for (const item of list.items) {
      if (!(item.displayQuantity ?? '').includes(' + ')) continue;
      sums += 1;
      if (item.buy === null || item.buy === undefined) {
        sumsUnbought += 1;
        sumExamples.push(`${item.displayQuantity} ${item.ingredient}`);
      }
    }
    const items = values['recipe-amounts']
      ? list.items.map((item) => ({ ...item, buy: undefined }))
      : list.items;
    for (const defect of findDefects(items)) {
      counts[defect.kind] += 1;
      examples.get(defect.kind)?.push(defect);
    }
    pairs.push(...plainAndVarietyPairs(list.items));
  }
  const total = DEFECT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const figures: Figures = {
    weeks,
    recipes: recipes.length,
    lines,
    defects: counts,
    total,
    per100: lines === 0 ? 0 : (total * 100) / lines,
  };
  const show = Number(values.show);
  if (show > 0) {
    for (const kind of DEFECT_KINDS) {
      console.log(`\n## ${kind}`);
      for (const defect of examples.get(kind)?.slice(0, show) ?? [])
        console.log(
          `- ${defect.item}  (${defect.why})${values.lines ? `\n    ${defect.lines.map((line) => JSON.stringify(line)).join('\n    ')}` : ''}`,
        );
    }
  }
  if (show > 0) {
    console.log('\n## a sum with no buy amount (not counted)');
    for (const example of sumExamples.slice(0, show)) console.log(`- ${example}`);
    console.log('\n## two lines of one food of the food model (not counted)');
    for (const example of sameFoodExamples.slice(0, show)) console.log(`- ${example}`);
  }
  if (values.pairs) {
    console.log('\n## plain name beside a longer name (not counted)');
    const tally = new Map<string, number>();
    for (const pair of pairs) tally.set(pair, (tally.get(pair) ?? 0) + 1);
    for (const [pair, count] of [...tally].sort((a, b) => b[1] - a[1]))
      console.log(`${count}  ${pair}`);
  }
  const before =
    values.compare !== undefined && existsSync(values.compare)
      ? (JSON.parse(readFileSync(values.compare, 'utf8')) as Figures)
      : null;
  const per100 = (count: number, of: number) => (of === 0 ? 0 : (count * 100) / of).toFixed(2);
  console.log(
    `\n${figures.weeks} weeks of ${perWeek} recipes (seed ${values.seed}) from ${figures.recipes} readable pages: ${figures.lines} list lines`,
  );
  console.log(
    `${'defect'.padEnd(18)}${before ? 'before /100'.padStart(13) : ''}${'count'.padStart(8)}${'per 100'.padStart(9)}`,
  );
  for (const kind of [...DEFECT_KINDS, 'total' as const]) {
    const count = kind === 'total' ? total : counts[kind];
    const was =
      before === null
        ? ''
        : per100(kind === 'total' ? before.total : before.defects[kind], before.lines).padStart(13);
    console.log(
      `${kind.padEnd(18)}${was}${String(count).padStart(8)}${per100(count, lines).padStart(9)}`,
    );
  }
  console.log(
    `sums of amounts in other units: ${sums} (${per100(sums, lines)} per 100 lines), ${sumsUnbought} of them with no buy amount (${per100(sumsUnbought, lines)})`,
  );
  console.log(
    `lines of a food already on the list (by the food model): ${sameFood} (${per100(sameFood, lines)} per 100 lines)`,
  );
  if (values.save !== undefined)
    writeFileSync(values.save, `${JSON.stringify(figures, null, 2)}\n`);
}

await main();
