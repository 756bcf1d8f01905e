/**
 * Scores the extractor on the hand-written template pages (`src/accuracy/template-pages.ts`):
 * each page as written and with every class and id taken out (`stripAllClasses`). A page reads
 * right when its ingredient lines score 1 (`ingredientLineScore`) and its group titles, if it has
 * any, are read (`readTemplatePage`); its lines alone are counted too, as the scorers count them.
 * Run: `npx tsx packages/scrape/bench/score-template-pages.ts [--show]`; `--show` prints what each
 * page that read wrong gave.
 */
import { stripAllClasses } from '../src/accuracy/page-sets.ts';
import { readTemplatePage, TEMPLATE_PAGES } from '../src/accuracy/template-pages.ts';

const show = process.argv.includes('--show');

let right = 0;
let linesRight = 0;
let total = 0;
for (const [label, strip] of [
  ['as written', (html: string) => html],
  ['every class stripped', stripAllClasses],
] as const) {
  let setRight = 0;
  let setLines = 0;
  for (const page of TEMPLATE_PAGES) {
    const result = readTemplatePage(page, strip(page.html));
    if (result.linesRight) setLines += 1;
    if (result.right) setRight += 1;
    else if (show) console.log(`✗ ${label} ${page.name}\n    ${result.got.join('\n    ')}`);
  }
  console.log(
    `${label}: ${setRight} / ${TEMPLATE_PAGES.length} (lines right, titles aside: ${setLines})`,
  );
  right += setRight;
  linesRight += setLines;
  total += TEMPLATE_PAGES.length;
}
const share = (count: number) => `${count} / ${total} = ${((100 * count) / total).toFixed(1)}%`;
console.log(`all: ${share(right)}; lines right, titles aside: ${share(linesRight)}`);
