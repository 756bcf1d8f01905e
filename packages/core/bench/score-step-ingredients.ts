/**
 * Cook mode's "For this step" (decision 0015, session 67) over the saved recipe pages: for each
 * method step, the ingredient lines `ingredientsByStep` gives it, read from each page's expected
 * JSON (its `ingredients` and `instructions_list`, section titles given to the step after them as
 * cook mode does). Pages are split in two by a hash of the page's file name: the TUNING half
 * (last digest byte even) is the one to read and label; the HELD-OUT half is only counted.
 *
 *   npx tsx packages/core/bench/score-step-ingredients.ts --sample 60        steps to label
 *   npx tsx packages/core/bench/score-step-ingredients.ts --score LABELS     precision / recall
 *   npx tsx packages/core/bench/score-step-ingredients.ts --save FILE        every step's lines
 *   npx tsx packages/core/bench/score-step-ingredients.ts --compare FILE [--show N]
 *   npx tsx packages/core/bench/score-step-ingredients.ts --compare FILE --draw N
 *
 * LABELS (step-ingredients-labels.tsv beside this file: 60 tuning steps read by hand) is a TSV
 * of `page<TAB>step index<TAB>line indexes` (comma-separated, empty for none):
 * the lines a cook reads the step as using. `--compare` counts steps whose lines changed in each
 * half and shows up to N of the tuning half's; `--draw N` instead shows N of the held-out half's
 * changed steps drawn by a hash of page and index, to count as better, worse or undecidable only
 * (never to tune on). `step-ingredients-labels-kinds.tsv`: 30 more tuning steps of other kinds
 * (cakes with a frosting, drinks, a stir-fry, dishes in parts), scored on their own.
 * `step-ingredients-labels-parts.tsv`: 33 more (session 69): a line used in parts ("the remaining
 * yogurt"), "all the … ingredients", "the spices" for several lines, a food named again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { methodParts } from '../src/cooking/method-parts.ts';
import { ingredientsByStep, type LineGroup } from '../src/cooking/step-ingredients.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = process.env.RECIPE_PAGES ?? resolve(here, '../../../../shared/testdata/recipe-pages');

const { values } = parseArgs({
  options: {
    sample: { type: 'string' },
    score: { type: 'string' },
    save: { type: 'string' },
    compare: { type: 'string' },
    show: { type: 'string', default: '20' },
    draw: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});

interface PageSteps {
  readonly file: string;
  readonly tuning: boolean;
  readonly english: boolean;
  readonly lines: string[];
  readonly groups: LineGroup[];
  readonly steps: string[];
}

/** The page's titled parts as line indexes, each group's lines found in order in the list. */
function lineGroups(
  lines: readonly string[],
  groups: readonly { ingredients?: string[]; purpose?: string | null }[],
): LineGroup[] {
  let from = 0;
  return groups.flatMap((group) => {
    const indexes: number[] = [];
    for (const line of group.ingredients ?? []) {
      const at = lines.indexOf(line, from);
      if (at < 0) continue;
      indexes.push(at);
      from = at + 1;
    }
    return group.purpose ? [{ title: group.purpose, lines: indexes }] : [];
  });
}

function tuningHalf(file: string): boolean {
  const digest = createHash('sha1').update(file).digest();
  return digest[digest.length - 1]! % 2 === 0;
}

function loadPages(): PageSteps[] {
  const pages: PageSteps[] = [];
  for (const site of readdirSync(ROOT, { withFileTypes: true })) {
    if (!site.isDirectory()) continue;
    for (const name of readdirSync(join(ROOT, site.name))) {
      if (!name.endsWith('.json')) continue;
      const file = `${site.name}/${name}`;
      const data = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as {
        ingredients?: string[];
        instructions_list?: string[];
        instructions?: string;
        language?: string;
        ingredient_groups?: { ingredients?: string[]; purpose?: string | null }[];
      };
      const written =
        data.instructions_list ?? (data.instructions ?? '').split('\n').filter(Boolean);
      pages.push({
        file,
        tuning: tuningHalf(file),
        english: (data.language ?? '').toLowerCase().startsWith('en'),
        lines: data.ingredients ?? [],
        groups: lineGroups(data.ingredients ?? [], data.ingredient_groups ?? []),
        steps: methodParts(written.filter((step) => step.trim() !== '')).map((part) => part.text),
      });
    }
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

const pages = loadPages();
const byStep = new Map(
  pages.map((page) => [page.file, ingredientsByStep(page.steps, page.lines, page.groups)]),
);

if (values.sample !== undefined) {
  // Steps of English tuning pages in the order of a hash of page and index, at most two a page.
  const count = Number(values.sample);
  const candidates = pages
    .filter((page) => page.tuning && page.english && page.lines.length > 0)
    .flatMap((page) => page.steps.map((_, index) => ({ page, index })))
    .map((entry) => ({
      ...entry,
      key: createHash('sha1').update(`${entry.page.file}#${entry.index}`).digest('hex'),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const perPage = new Map<string, number>();
  const chosen = [];
  for (const entry of candidates) {
    const taken = perPage.get(entry.page.file) ?? 0;
    if (taken >= 2) continue;
    perPage.set(entry.page.file, taken + 1);
    chosen.push(entry);
    if (chosen.length >= count) break;
  }
  for (const { page, index } of chosen) {
    console.log(`=== ${page.file}\t${index}`);
    page.lines.forEach((line, at) => console.log(`  [${at}] ${line}`));
    console.log(`  STEP: ${page.steps[index]}`);
    console.log(`  GIVES: ${byStep.get(page.file)![index]!.join(',')}`);
  }
}

if (values.score !== undefined) {
  let truePositives = 0;
  let given = 0;
  let expected = 0;
  let steps = 0;
  let exact = 0;
  for (const row of readFileSync(values.score, 'utf8').split('\n')) {
    if (row.trim() === '' || row.startsWith('#')) continue;
    const [file, index, wanted = ''] = row.split('\t');
    const got = byStep.get(file!)?.[Number(index)];
    if (got === undefined) throw new Error(`no step ${index} of ${file}`);
    const want = new Set(wanted.split(',').filter(Boolean).map(Number));
    const hits = got.filter((line) => want.has(line)).length;
    truePositives += hits;
    given += got.length;
    expected += want.size;
    steps += 1;
    if (hits === want.size && got.length === want.size) exact += 1;
    else if (values.all) {
      const page = pages.find((candidate) => candidate.file === file)!;
      console.log(`--- ${file} #${index}: ${page.steps[Number(index)]}`);
      for (const line of got.filter((at) => !want.has(at))) {
        console.log(`  extra [${line}] ${page.lines[line]}`);
      }
      for (const line of [...want].filter((at) => !got.includes(at))) {
        console.log(`  missed [${line}] ${page.lines[line]}`);
      }
    }
  }
  const precision = given === 0 ? 1 : truePositives / given;
  const recall = expected === 0 ? 1 : truePositives / expected;
  console.log(
    `steps ${steps}, exact ${exact}; lines given ${given}, right ${truePositives}, wanted ${expected}; ` +
      `precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%`,
  );
}

if (values.save !== undefined) {
  writeFileSync(values.save, JSON.stringify(Object.fromEntries(byStep)));
  const total = pages.reduce((sum, page) => sum + page.steps.length, 0);
  console.log(`saved ${pages.length} pages, ${total} steps`);
}

if (values.compare !== undefined) {
  const before = JSON.parse(readFileSync(values.compare, 'utf8')) as Record<string, number[][]>;
  const changed = { tuning: 0, heldOut: 0 };
  const steps = { tuning: 0, heldOut: 0 };
  let shown = 0;
  const drawn: { key: string; text: string }[] = [];
  for (const page of pages) {
    const half = page.tuning ? 'tuning' : 'heldOut';
    const now = byStep.get(page.file)!;
    now.forEach((lines, index) => {
      steps[half] += 1;
      const was = before[page.file]?.[index] ?? [];
      if (was.join(',') === lines.join(',')) return;
      changed[half] += 1;
      // The step, then the lines it gained (+) and lost (-).
      const change = () =>
        [
          `--- ${page.file} #${index}: ${page.steps[index]}`,
          ...lines.filter((at) => !was.includes(at)).map((at) => `  + [${at}] ${page.lines[at]}`),
          ...was.filter((at) => !lines.includes(at)).map((at) => `  - [${at}] ${page.lines[at]}`),
        ].join('\n');
      if (values.draw !== undefined) {
        if (page.tuning) return;
        drawn.push({
          key: createHash('sha1').update(`${page.file}#${index}`).digest('hex'),
          text: change(),
        });
        return;
      }
      if (!page.tuning || shown >= Number(values.show)) return;
      shown += 1;
      console.log(change());
    });
  }
  drawn.sort((a, b) => a.key.localeCompare(b.key));
  for (const { text } of drawn.slice(0, Number(values.draw ?? 0))) console.log(text);
  console.log(
    `steps changed: tuning ${changed.tuning} of ${steps.tuning}, held-out ${changed.heldOut} of ${steps.heldOut}`,
  );
}
