/**
 * Benchmark (not a test): how long the extractor takes on pages built to be slow to read (tens
 * of thousands of list items, paragraphs or bare blocks, thousands of headings over nothing,
 * with and without `<html>`). Reading should grow about linearly with the page; the worker's
 * deadline (10 s, decision 0008) bounds the rest, and a page nested or sized beyond any recipe
 * page's is refused before parsing. Run: `npm run bench:scrape` from the repository root.
 */
import { extractRecipe } from '../src/extract/extract-recipe.ts';

const SIZES = [5_000, 10_000, 20_000];

const emptySection = (tag: string) =>
  `<${tag}>Ingredients</${tag}><table><tr><td>salt</td></tr></table>`;

const PAGES: Record<string, (n: number) => string> = {
  'list under a heading': (n) =>
    `<h2>Ingredients</h2><ul>${'<li>1 egg</li>'.repeat(n)}</ul>` +
    `<h2>Method</h2><ol>${'<li>Mix.</li>'.repeat(n)}</ol>`,
  'classed blocks': (n) =>
    `<div class="ingredients">${'<div class="ingredient">1 egg</div>'.repeat(n)}</div>`,
  paragraphs: (n) =>
    `<h1>Eggs</h1><h2>Ingredients</h2>${'<p>1 egg</p>'.repeat(n)}` +
    `<h2>Method</h2>${'<p>Mix it.</p>'.repeat(n)}`,
  // Boxes that are each a row of a name's block and an amount's (`titledRow`, session 56).
  'row boxes': (n) =>
    `<h2>Ingredients</h2>${'<div class="ingredient-box"><div class="line"><div><span>flour</span></div><div><span>200 g</span></div></div></div>'.repeat(n)}`,
  // A block named for the ingredients: its heading's paragraphs, then a classed list of tools
  // whose items open with no amount (`headingLinesInPart`, session 56).
  'paragraphs beside a classed tools list': (n) =>
    `<div class="ingredients"><h2>Ingredients</h2>${'<p><span>3</span> eggs</p>'.repeat(n)}` +
    `<h2>You need</h2><ul class="ingredients-tools">${'<li>bowl</li>'.repeat(n)}</ul></div>`,
  // Boxes that each hold a picture, a name's block and a subtitle's (`withoutPictureBlurbs`,
  // session 56, pages2): a climb of a few levels per block and a count per list.
  'pictured boxes with subtitles': (n) =>
    `<h2>Ingredients</h2><div>${'<div><img src="/p.png" alt=""><div><div><div>2 tbsp olive oil</div><div>Greek olive oil, first pressing</div></div></div></div>'.repeat(n / 2)}</div>`,
  'bare blocks': (n) =>
    `<h1>Eggs</h1><div>Ingredients</div>${'<div>1 egg</div>'.repeat(n)}` +
    `<div>Method</div>${'<div>Mix.</div>'.repeat(n)}`,
  // Every Ingredients heading is tried for a list with amounts, a few past the first list.
  'ingredients headings, no amounts': (n) =>
    `<h1>Salad</h1>${'<section><h3>Ingredients</h3><ul><li>salt</li></ul></section>'.repeat(n)}`,
  // Headings that yield nothing (a table of one row is no list), a section per 5 of n (4,000 at
  // 20,000): each was read to the page's end, in the square of their number.
  'empty headings (labels, divs)': (n) =>
    `<h1>Salad</h1>${`${emptySection('label')}${emptySection('div')}`.repeat(n / 10)}`,
  // Headings that no heading after them ends (a yield in bold, not a part's heading): each reads
  // on to the page's end, a pair per 5 of n; a budget of elements read stops trying more.
  'headings read to the end': (n) =>
    `<h1>Salad</h1>${'<b>Ingredients for 4</b><span>salt</span>'.repeat(n / 5)}`,
  // Nothing names a part: each paragraph broken by <br> is read for a list of amounts.
  'br-broken paragraphs': (n) => `<h1>Eggs</h1>${'<p>Beat the eggs<br>Fry them</p>'.repeat(n)}`,
  // A portion scaler's figures before paragraphs of names, a group title per 10 elements: each
  // paragraph is asked whether a figure's element comes before it.
  'figures before paragraphs': (n) =>
    `<h1>Eggs</h1><h2>Ingredients</h2>${`<div><p>Eggs</p></div>${'<x-number>1</x-number><p>egg</p>'.repeat(4)}<x-number></x-number><p>salt</p>`.repeat(n / 10)}`,
  'unrelated spans': (n) =>
    `<h1>Eggs</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul>${'<span class="x">a</span>'.repeat(n)}`,
  // List items left open, each nested in the one before (an item per 5 of n, 4,000 deep at
  // 20,000): each is moved out to follow the one before, as a browser reads them.
  'items left open': (n) =>
    `<h1>Eggs</h1><h2>Ingredients</h2><ul>${'<li><span>1 egg'.repeat(n / 5)}</ul>`,
  // Refused before parsing (html-shape.ts): before that guard, 20,000 took 4 s.
  'blocks nested n deep': (n) => `<h1>Eggs</h1>${'<div>'.repeat(n)}1 egg${'</div>'.repeat(n)}`,
};

const wrapped = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

console.log(`page${' '.repeat(28)}${SIZES.map((n) => `${n}`.padStart(10)).join('')}   (ms)`);
for (const [name, build] of Object.entries(PAGES)) {
  for (const [form, shape] of [
    ['', (body: string) => body],
    [' in <html>', wrapped],
  ] as const) {
    const times = SIZES.map((n) => {
      const html = shape(build(n));
      const started = performance.now();
      extractRecipe(html, 'https://recipes.example/');
      return performance.now() - started;
    });
    const label = `${name}${form}`.padEnd(32);
    console.log(`${label}${times.map((ms) => ms.toFixed(0).padStart(10)).join('')}`);
  }
}
