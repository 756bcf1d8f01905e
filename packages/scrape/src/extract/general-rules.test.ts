// The general rules that raised accuracy on the saved pages, each on a small hand-written page.
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  splitNumberedSteps,
  withoutLinkDisclosures,
  withoutStepNumbers,
} from './clean-text.ts';
import { paragraphRunOfAmounts } from './amount-lists.ts';
import { durationPrefix, isDurationOnly, parseDuration } from './durations.ts';
import { timesInText } from './markup-times.ts';
import { extractRecipe } from './extract-recipe.ts';
import { isYieldLine } from './markup-yield.ts';
import { dropRepeats } from './line-text.ts';
import { joinAmountLines } from './line-parts.ts';
import { isNumberedMethod, withoutListHeading } from './markup-ingredients.ts';
import {
  comesAfter,
  isIngredientRun,
  joinedBetweenNumbers,
  withoutExtras,
  withoutStepLabels,
} from './markup-steps.ts';
import { isNutrientLabel, withoutNutritionTable } from './nutrition-lines.ts';
import { titlesAsOnPage } from './page-ingredients.ts';
import { isPartHeading } from './part-headings.ts';
import { readsAsProse } from './prose-lines.ts';
import { holdsAmounts, holdsBlockAmounts, underHeading } from './under-heading.ts';
import { INGREDIENT_HEADING, INGREDIENT_HEADING_LAST, METHOD_HEADING } from './part-words.ts';
import { normaliseYield, servingsOfRecipe, servingsOfYield } from './yields.ts';

const URL_ = 'https://recipes.example/pie';
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const recipe = (fields: Record<string, unknown>) =>
  page(
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pie',
      recipeIngredient: ['1 egg'],
      ...fields,
    }),
  );

describe('instruction strings', () => {
  it('keeps each string of a list as one step, line breaks and all', () => {
    const draft = extractRecipe(
      recipe({ recipeInstructions: ['Pastry\n Rub in the butter.\n Chill.', 'Bake.'] }),
      URL_,
    );
    expect(draft?.instructions).toEqual(['Pastry Rub in the butter. Chill.', 'Bake.']);
  });

  it('splits a lone string into its lines', () => {
    const draft = extractRecipe(recipe({ recipeInstructions: 'Mix.\r\nBake.\rCool.' }), URL_);
    expect(draft?.instructions).toEqual(['Mix.', 'Bake.', 'Cool.']);
  });

  it('splits a lone string where its sentences are glued, its lost line breaks', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions:
          'Verwarm de oven voor op 200 graden.Verhit de olie in de wok.Bak hierin de spekreepjes knapperig.',
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Verwarm de oven voor op 200 graden.',
      'Verhit de olie in de wok.',
      'Bak hierin de spekreepjes knapperig.',
    ]);
  });

  it('keeps a lone string whole with one glued sentence, initials not counted', () => {
    const text = 'Heat the oven.Then stir in a flour, e.g.Spelt, or a U.S.A.Brand. Bake it.';
    expect(extractRecipe(recipe({ recipeInstructions: text }), URL_)?.instructions).toEqual([text]);
  });

  it('splits a numbered paragraph at its numbers and drops them', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions: [
          {
            '@type': 'HowToStep',
            text: '1. Heat the oven.2. Mix the flour, 1.5 cups of milk. 3. Bake.',
          },
        ],
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Heat the oven.',
      'Mix the flour, 1.5 cups of milk.',
      'Bake.',
    ]);
    expect(splitNumberedSteps('1.切丁 2.炒\n匀 3. 4.')).toEqual(['切丁', '炒\n匀']);
  });

  it('drops the numbers of steps numbered in order, and a heading line before them', () => {
    const steps = (texts: string[]) =>
      extractRecipe(
        recipe({ recipeInstructions: texts.map((text) => ({ '@type': 'HowToStep', text })) }),
        URL_,
      )?.instructions;
    expect(steps(['Zo maak je het:', '1. Kook de ravioli.', '2. Smelt de boter.'])).toEqual([
      'Kook de ravioli.',
      'Smelt de boter.',
    ]);
    expect(steps(['1) Boil.', '2) Drain.'])).toEqual(['Boil.', 'Drain.']);
    // Numbers out of order, or a first line that is not a heading, are left alone.
    expect(steps(['1. Boil.', '3. Drain.'])).toEqual(['1. Boil.', '3. Drain.']);
    expect(steps(['Boil the water.', '1. Add pasta.', '2. Drain.'])).toEqual([
      'Boil the water.',
      '1. Add pasta.',
      '2. Drain.',
    ]);
  });

  it('leaves text alone that is not numbered from 1 in order', () => {
    expect(splitNumberedSteps('Bake for 2. Then 3. rest')).toEqual(['Bake for 2. Then 3. rest']);
    expect(splitNumberedSteps('1. Only one step.')).toEqual(['1. Only one step.']);
  });

  it('keeps raw line breaks inside JSON strings as line breaks', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Recipe","name":"Pie","recipeIngredient":["1 egg"],' +
        '"recipeInstructions":"Mix.\rBake.\nCool."}</script>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Mix.', 'Bake.', 'Cool.']);
  });
});

describe('page markup', () => {
  it('reads a list given twice (print and screen copies) once', () => {
    expect(dropRepeats(['a', 'b', 'a', 'b'])).toEqual(['a', 'b']);
    expect(dropRepeats(['a', 'b', 'a'])).toEqual(['a', 'b', 'a']);
    const html = page(
      '',
      '<div class="ingredients"><ul><li>1 egg</li><li>2 apples</li></ul></div>' +
        '<div class="ingredients-mobile"><ul><li>1 egg</li><li>2 apples</li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 egg', '2 apples']);
  });

  it('skips hidden lists (other unit systems)', () => {
    const html = page(
      '',
      '<h3>Ingredients</h3><ul><li>85 g sugar</li><li>50 g pecans</li></ul>' +
        '<ul class="u-visuallyhidden"><li>3 oz sugar</li><li>1.8 oz pecans</li></ul>' +
        '<h3>Method</h3><ol><li>Mix.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['85 g sugar', '50 g pecans']);
  });

  it('takes a time label for no heading, and reads a Step-by-step heading', () => {
    const html = page(
      '',
      '<h3>Ingredients</h3><ul><li>1 egg</li></ul>' +
        '<ul><li><strong>Preparation Time:</strong> 30 mins</li></ul>' +
        '<div><h3>Step-by-step</h3><ol><li>Beat the egg.</li><li>Fry it.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Beat the egg.', 'Fry it.']);
  });
});

describe('yields', () => {
  it.each([
    [['8', '8-10 servings'], '8 servings'],
    [['12', '12 muffins'], '12 muffins'],
    [['12', '12 cheesecakes'], '12 cheesecakes'],
    [['12', '12 cheese cakes'], '12 cakes'],
    [['8', '8 slices'], '8 slices'],
    ['10-12 blondies', '12 blondies'],
    ['12 rolls', '12 rolls'],
    ['4 persons', '4 servings'],
    ['6 tortini', '6 servings'],
    // The kinds of item recipe-scrapers counts (its 2026 list): a count of them is theirs.
    ['12 barbecue skewers and sauce', '12 skewers'],
    [['1', '1 brownie'], '1 brownie'],
    ['12 naan flatbreads 1x', '12 naan'],
    ['70 pizzelles approximately 35 of each flavor', '70 pizzelles'],
    ['Makes 8 burritos', '8 burritos'],
    ['1 tart', '1 tart'],
    ['2 quarts', '2 servings'],
    // One slice of a loaf is a serving's size: no count of servings (was "1 serving", the loaf).
    ['1 slice', '1 slice'],
    [['1', '1 square'], '1 square'],
    [{ '@type': 'QuantitativeValue', value: '6', unitText: 'személyre' }, '6 servings'],
    // The yield as recipe-scrapers normalises it; the servings are read apart (`servingsOfYield`).
    [['16', '16 servings (2 pies)'], '16 pies'],
    ['Serves 2 (serving size: 1 1/2 cups)', '2 cups'],
    ['30 cookies (approximately)', '30 cookies'],
    ['1 loaf (8 slices)', '1 loaf'],
    // A worded entry whose number is its tin's size counts nothing: the bare count stands (was
    // "9 loaves" and "9 pies", the tins' inches).
    [['16', 'one 9” x 5” loaf or 12” tea loaf'], '16 servings'],
    [['12', 'one 9-inch pie'], '12 servings'],
    [['10', 'one 9x13 pan'], '10 servings'],
    [['2', '2 loaves'], '2 loaves'],
    // A count written as a word is that number (was "0 servings", "9 pies").
    ['Serves four', '4 servings'],
    ['Makes twelve muffins', '12 muffins'],
    ['serves six to eight', '8 servings'],
    ['one 9-inch pie', '1 pie'],
    ['Serves 4 (one-pot)', '4 servings'],
  ])('normalises %j as %j', (value, yields) => {
    expect(normaliseYield(value)).toBe(yields);
  });

  it.each([
    // A bracket after a count of servings says what the batch makes or how big a serving is:
    // the servings stand (the normalised yields, "16 pies" and "2 cups", count none).
    [['16', '16 servings (2 pies)'], 16],
    ['Serves 2 (serving size: 1 1/2 cups)', 2],
    ['4 people (as a side dish)', 4],
    [['8', '8-10 servings'], 8],
    // No servings named outside the bracket: as the normalised yield counts.
    ['30 cookies (approximately)', null],
    ['1 loaf (8 slices)', null],
    // A measure of the batch counts no servings, unless a bracket after it does.
    ['2 quarts', null],
    ['1 Quart', null],
    ['750 ml', null],
    ['Makes about 4 cups', null],
    ['1 quart (8 servings)', 8],
    // WPRM's pair: its number is the servings its calculator divided by.
    [['4', '4 cups'], 4],
    // Things that each hold servings: all their servings (was 2, a tart a serving).
    ['2 tarts (8 servings each).', 16],
    ['3 loaves (10 portions each)', 30],
    // A tin's size beside a bare count: that count (was none, "9 loaves").
    [['16', 'one 9” x 5” loaf or 12” tea loaf'], 16],
    // A count of servings written as a word (was none: the default servings).
    ['Serves four', 4],
    ['Four servings', 4],
    // A count of pieces that also names the people: the people (was none, the default servings).
    ['42 skewers (serves 4)', 4],
    ['Makes 42 skewers, serves 4', 4],
    ['Makes 24 meatballs; serves 6', 6],
    ['Makes 24 meatballs; serves four to six', 6],
    ['4 (2 skewers per person)', 4],
    ['24 meatballs (4 per person)', 6],
    [['42', '42 skewers (serves 4)'], 4],
    ['Makes about 4 cups, serves 6', 6],
    // Pieces alone still count no servings.
    [['42', '42 skewers'], null],
    ['24 cookies (1 serving = 2 cookies)', null],
  ])('reads %j as %j servings', (value, servings) => {
    expect(servingsOfYield(value)).toBe(servings);
  });

  it.each([
    // A serving size naming the people stands over a bare number or a yield of no servings.
    ['42', ' 4 (2 skewers per person).', 4],
    ['8 cups', '8 People', 8],
    [['42', '42 skewers'], 'Serves 4', 4],
    // A yield worded in servings stands; a size of one serving or an amount names no people.
    ['6 servings', 'Serves 8', 6],
    ['4', '1 serving', 4],
    ['4', '1/2 cup', 4],
    ['4', '4', 4],
    // A yield that is a measure, by a serving in a measure of the same kind (was none).
    ['8 cups', '1 cup', 8],
    ['1 Quart', '1/2 cup', 8],
    ['Makes about 1 kg', '250 g', 4],
    ['6-8 cups', '1 cup', 8],
    ['8 cups', '1 slice', null],
    ['8 cups', '100 g', null],
    ['4 servings', '1/2 cup', 4],
  ])('reads the yield %j with the serving size %j as %j servings', (value, size, servings) => {
    expect(servingsOfRecipe(value, size)).toBe(servings);
  });

  it('serves the people a schema.org serving size names where the yield is a bare number', () => {
    const draft = extractRecipe(
      recipe({
        recipeYield: '42',
        nutrition: { '@type': 'NutritionInformation', servingSize: '4 (2 skewers per person)' },
      }),
      URL_,
    );
    expect(draft?.servings).toBe(4);
    const cups = extractRecipe(
      recipe({ recipeYield: '8 cups', nutrition: { servingSize: ['8 People'] } }),
      URL_,
    );
    expect(cups?.servings).toBe(8);
  });

  it('serves the count of servings a bracket follows, and keeps the yield as normalised', () => {
    const draft = extractRecipe(recipe({ recipeYield: ['16', '16 servings (2 pies)'] }), URL_);
    expect(draft?.yields).toBe('16 pies');
    expect(draft?.servings).toBe(16);
    const sized = extractRecipe(
      recipe({ recipeYield: 'Serves 2 (serving size: 1 1/2 cups)' }),
      URL_,
    );
    expect(sized?.yields).toBe('2 cups');
    expect(sized?.servings).toBe(2);
  });

  it('reads the yield from the page when the structured data has none', () => {
    const html = page(
      '',
      '<h3>Ingredients</h3><ul><li>1 egg</li></ul><ul><li><strong>Serves:</strong> 20</li></ul>' +
        '<h3>Method</h3><ol><li>Mix.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('20 servings');
    const byClass = page(
      '',
      '<h3>Ingredients</h3><ul><li>1 egg</li></ul><li class="servings">Servings : 4</li>',
    );
    expect(extractRecipe(byClass, URL_)?.yields).toBe('4 servings');
  });

  it('reads a yield whose label and figure sit in two elements side by side, not the nutrition serving after it', () => {
    const html = page(
      '',
      '<h3>Ingredients</h3><ul><li>1 egg</li><li>2 cups milk</li></ul>' +
        '<div><span>Servings</span><span><span>16</span> <span>servings</span></span></div>' +
        '<div><span>Serving:</span> <span>2 tablespoons</span></div>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('16 servings');
  });

  it('reads a recipeYield itemprop outside any Recipe item', () => {
    const html = page(
      '',
      '<h3 itemprop="recipeYield">Pour 2 personnes :</h3>' +
        '<ul><li itemprop="ingredients">250 g pâtes</li><li itemprop="ingredients">2 œufs</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('2 servings');
  });

  it('reads a yield laid out as a label and a value in the next cell', () => {
    const withYieldCell = (cells: string) => recipe({}).replace('</body>', `${cells}</body>`);
    const table = '<table><tr><th>Servings</th><td>8</td></tr></table>';
    expect(extractRecipe(withYieldCell(table), URL_)?.yields).toBe('8 servings');
    const spans = '<div><span class="titre">Personnes</span><span> 6/8 </span></div>';
    expect(extractRecipe(withYieldCell(spans), URL_)?.yields).toBe('6 servings');
    const paragraphs = '<div><p>Rendimento</p><p><span>4</span> porções</p></div>';
    expect(extractRecipe(withYieldCell(paragraphs), URL_)?.yields).toBe('4 servings');
  });

  it('reads a yield given count first, or after a Chinese label', () => {
    const withYield = (markup: string) => recipe({}).replace('</body>', `${markup}</body>`);
    expect(extractRecipe(withYield('<h2>10 pieces — 20 minutes</h2>'), URL_)?.yields).toBe(
      '10 pieces',
    );
    expect(extractRecipe(withYield('<div><i></i> 4 porce </div>'), URL_)?.yields).toBe(
      '4 servings',
    );
    expect(extractRecipe(withYield('<p>分量：30 个</p>'), URL_)?.yields).toBe('30 servings');
    // A count in running text is not a yield.
    expect(
      extractRecipe(withYield('<p>4 people asked me for this recipe last week.</p>'), URL_)?.yields,
    ).toBeNull();
  });

  it('reads a yield that closes a short line, or follows its label after a dash', () => {
    const withYield = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.yields;
    expect(withYield('<span>Zutaten für 4 Personen</span>')).toBe('4 servings');
    expect(withYield('<li><span>Voor 4 personen</span></li>')).toBe('4 servings');
    expect(withYield('<span>Dosi per: 10 persone</span>')).toBe('10 servings');
    expect(withYield('<h5>Ingrediënten 4 personen</h5>')).toBe('4 servings');
    expect(withYield('<p>for 3 to 4 servings</p>')).toBe('4 servings');
    expect(withYield('<p>2-4 servings</p>')).toBe('4 servings');
    expect(withYield('<p>Prep <b>10 min</b> Cook <b>40 min</b> Serves 4</p>')).toBe('4 servings');
    expect(withYield('<p><strong>YIELD</strong> — 4 servings</p>')).toBe('4 servings');
    // A count inside running text, or a nutrient per serving, is no yield.
    expect(withYield('<p>We fed 4 people with it</p>')).toBeNull();
    expect(withYield('<p>Pro Portion: 505 kcal</p>')).toBeNull();
  });

  it('reads a yield in pieces after a "for" word, and persons in Hungarian', () => {
    const withYield = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.yields;
    expect(withYield('<span class="recipe_quantity">Zutaten für 10 Stücke</span>')).toBe(
      '10 servings',
    );
    expect(withYield('<h3>Hozzávalók <span><span>6</span> személyre</span></h3>')).toBe(
      '6 servings',
    );
    // Pieces closing a line without a "for" word are an ingredient's amount, not a yield.
    expect(withYield('<p>Eier 2 Stück</p>')).toBeNull();
  });

  it('reads a servings stepper built as a custom element', () => {
    const stepper =
      '<x-portions-buttons amount="4"><span>Für</span><button aria-label="less"></button>' +
      '<div data-amount>4</div><button aria-label="more"></button> <span>Portionen</span>' +
      '</x-portions-buttons>';
    const html = page(
      '',
      `<h3>Zutaten</h3>${stepper}<ul><li>200 g Mehl</li><li>2 Eier</li></ul>` +
        '<h3>Zubereitung</h3><ol><li>Mischen.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('4 servings');
  });

  it('reads the chosen count of a servings selector made of buttons', () => {
    const selector = (marks: readonly string[]) =>
      '<div><span>serving amount</span><div>' +
      ['2', '3', '4']
        .map((n, at) => `<button ${marks[at] ?? ''}><span>${n}</span></button>`)
        .join('') +
      '</div></div>';
    const withSelector = (marks: readonly string[], label = true) =>
      extractRecipe(
        page(
          '',
          '<h3>Ingredients</h3>' +
            (label ? selector(marks) : selector(marks).replace('serving amount', 'page')) +
            '<ul><li>1 egg</li><li>2 cups milk</li></ul><h3>Method</h3><ol><li>Mix.</li></ol>',
        ),
        URL_,
      )?.yields;
    expect(withSelector(['class="a active"'])).toBe('2 servings');
    expect(withSelector(['', 'aria-pressed="true"'])).toBe('3 servings');
    expect(withSelector(['', '', 'aria-selected="true"'])).toBe('4 servings');
    // Nothing chosen, or a row of counts not named a yield (pages of a list): no yield.
    expect(withSelector([])).toBeNull();
    expect(withSelector(['class="active"'], false)).toBeNull();
  });

  it('reads the checked radio of a servings selector', () => {
    const radios = ['2', '4', '6']
      .map(
        (n) =>
          `<input type="radio" name="p" id="p${n}" value="${n}"${n === '4' ? ' checked' : ''}>` +
          `<label for="p${n}">${n}</label>`,
      )
      .join('');
    const html = page(
      '',
      `<h3>Ingredients</h3><div class="portion-picker">${radios}</div>` +
        '<ul><li>1 egg</li><li>2 cups milk</li></ul><h3>Method</h3><ol><li>Mix.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('4 servings');
  });

  it('reads no yield from a nutrition block ("Serving: 1" is a portion\'s size)', () => {
    const html = page(
      '',
      '<h3>Ingredients</h3><ul><li>1 egg</li><li>2 cups milk</li></ul>' +
        '<div class="recipe-nutrition"><span class="nutrition-serving_size">Serving: 1</span></div>' +
        '<div class="recipe-servings-container"><span>Servings:</span> ' +
        '<span class="recipe-servings-with-unit"><span>12</span> <span>slices</span></span></div>',
    );
    expect(extractRecipe(html, URL_)?.yields).toBe('12 slices');
  });

  it("reads the count in a servings stepper's field", () => {
    const stepper = (label: string, buttons = true) =>
      extractRecipe(
        page(
          '',
          `<h2>Ingrédients</h2><div><span>${label}</span><div>` +
            (buttons ? '<button>-</button>' : '') +
            '<input value="12" maxlength="2">' +
            (buttons ? '<button>+</button>' : '') +
            '</div></div><ul><li>120 g de beurre</li><li>2 œufs</li></ul>' +
            '<h2>Préparation</h2><ol><li>Mélanger.</li></ol>',
        ),
        URL_,
      )?.yields;
    expect(stepper('Nombre de personnes')).toBe('12 servings');
    // A field not named a yield, or with no buttons beside it, is no servings stepper.
    expect(stepper('Quantité')).toBeNull();
    expect(stepper('Nombre de personnes', false)).toBeNull();
  });

  it('reads a bare servings count with the unit classed beside it', () => {
    const card = (unit: string) =>
      page(
        '',
        '<h3>Ingredients</h3><ul><li>1 egg</li><li>2 cups milk</li></ul>' +
          '<dl><dt>Servings</dt><dd><span class="wprm-recipe-servings">8</span> ' +
          `${unit}</dd></dl><h3>Method</h3><ol><li>Mix.</li></ol>`,
      );
    expect(
      extractRecipe(card('<span class="wprm-recipe-servings-unit">slices</span>'), URL_)?.yields,
    ).toBe('8 slices');
    // A neighbour not classed a unit, or holding a figure, is not what the count counts.
    expect(extractRecipe(card('<span class="note">slices</span>'), URL_)?.yields).toBe(
      '8 servings',
    );
    expect(extractRecipe(card('<span class="servings-unit">(2 pans)</span>'), URL_)?.yields).toBe(
      '8 servings',
    );
  });

  it('reads what a card counts without its label ("Servings 12 slices", "Makes: 8 rolls")', () => {
    const withServings = (markup: string) =>
      page(
        '',
        `<h3>Ingredients</h3><ul><li>1 egg</li></ul>${markup}<h3>Method</h3><ol><li>Mix.</li></ol>`,
      );
    const card =
      '<div class="wprm-recipe-servings-container"><span>Yields</span><span>' +
      '<span class="wprm-recipe-servings">12</span> <span>slices</span></span></div>';
    expect(extractRecipe(withServings(card), URL_)?.yields).toBe('12 slices');
    const makes = '<p class="recipe-yield">Makes: 8 rolls</p>';
    expect(extractRecipe(withServings(makes), URL_)?.yields).toBe('8 rolls');
    // "Makes" as the label counts no items of its own: a count of what it names or of servings.
    const drink = '<p class="recipe-yield">Makes: 1 drink</p>';
    expect(extractRecipe(withServings(drink), URL_)?.yields).toBe('1 serving');
  });

  it('keeps a decimal count', () => {
    expect(normaliseYield('6.5 gallons')).toBe('6.5 gallons');
  });

  it('keeps no yield when the structured data gives an empty one', () => {
    const html = recipe({ recipeYield: '' }).replace('</body>', '<p>Serves 4</p></body>');
    expect(extractRecipe(html, URL_)?.yields).toBeNull();
  });

  it('reads JSON-LD wrapped in a line-comment CDATA', () => {
    const html = page(
      '<script type="application/ld+json">\n// <![CDATA[\n{"@type":"Recipe","name":"Pie","recipeIngredient":["1 egg"]}\n// ]]>\n</script>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 egg']);
  });
});

describe('more markup', () => {
  it('reads the step text blocks, not the rows of times a preparation box repeats', () => {
    const html = page(
      '<title>Soup</title>',
      '<div class="recipe-preparation-block">' +
        '<div class="recipe-preparation-info">Preparation : 10 min</div>' +
        '<div class="recipe-preparation-info">Cooking : 0 min</div>' +
        '<div class="recipe-preparation-info">Accessories : </div></div>' +
        '<div class="recipe-ingredients"><p>600 g tomatoes</p><p>1 cucumber</p></div>' +
        '<div class="recipe-steps"><div class="recipe-step">' +
        '<div class="recipe-step-title"><span class="step-number">1</span>Wash the tomatoes.</div>' +
        '<ul class="recipe-step-ingredient"><li>600 g tomatoes</li></ul></div>' +
        '<div class="recipe-step">' +
        '<div class="recipe-step-title"><span class="step-number">2</span>Blend them.</div>' +
        '<ul class="recipe-step-ingredient"><li>1 cucumber</li></ul></div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Wash the tomatoes.', 'Blend them.']);
  });

  it('keeps repeated method items that are steps with a label', () => {
    const html = page(
      '<title>Bread</title>',
      '<ul><li>500 g flour</li><li>1 tsp salt</li></ul>' +
        '<div class="method"><div class="method-step">Dough: mix the flour and salt.</div>' +
        '<div class="method-step">Bake: 30 minutes at 200C.</div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Dough: mix the flour and salt.',
      'Bake: 30 minutes at 200C.',
    ]);
  });

  it('reads ingredient lines laid out as sibling elements that share a class', () => {
    const html = page(
      '<title>Salad</title>',
      '<div class="ingredients"><h3 class="ingredients__title">For the salad</h3>' +
        '<div class="ingredients__list">' +
        '<div class="ingredients__item"><span>2</span> <p>avocados</p></div>' +
        '<div class="ingredients__item"><span>4</span> <p>eggs</p></div></div>' +
        '<h3 class="ingredients__title">Dressing</h3><div class="ingredients__list">' +
        '<div class="ingredients__item"><span>1 tbsp</span> <p>oil</p></div></div></div>' +
        '<p class="tags"><span class="ingredient">Ingredients: avocado, egg</span></p>' +
        '<h3>Method</h3><ol><li>Slice.</li><li>Toss.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 avocados', '4 eggs', '1 tbsp oil']);
  });

  it('skips share buttons that follow the lines of a recipe', () => {
    const html = page(
      '<title>Cakes</title>',
      '<article class="post nc-is-auto-shared"><p>Ingredients:</p><ul><li>4 eggs</li><li>125 g sugar</li></ul>' +
        '<div class="sharedaddy"><ul><li class="share-facebook">Facebook</li>' +
        '<li class="share-twitter">Twitter</li></ul></div></article>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['4 eggs', '125 g sugar']);
  });

  it('reads the page when the structured steps hold no words, skipping time lines', () => {
    const html = page(
      '',
      '<div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Cupcakes">' +
        '<meta itemprop="recipeIngredient" content="125ml milk, 1 tsp vinegar, 60ml oil">' +
        '<meta itemprop="recipeInstructions" content="[{"></div>' +
        '<ul class="ingredients"><li>125ml milk</li><li>1 tsp vinegar</li><li>60ml oil</li></ul>' +
        '<div class="single-method"><ul><li>Prep Time: 5 mins</li><li>Total time: 30 mins</li></ul>' +
        '<ul class="method-steps"><li>Step 1 Heat the oven.</li><li>Step 2 Mix.</li></ul></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.instructions).toEqual(['Step 1 Heat the oven.', 'Step 2 Mix.']);
    // The one-line ingredient list is the page's list, joined: the page's lines are taken.
    expect(draft?.ingredients).toEqual(['125ml milk', '1 tsp vinegar', '60ml oil']);
  });

  it('takes a bare element holding only the heading word for a heading, after real headings', () => {
    const bare = page(
      '<title>Stew</title>',
      '<div><div>Benodigdheden</div><ul><li>300 gr gehakt</li><li>1 ui</li></ul></div>' +
        "<h4>Let's get started!</h4><ol><li>Snipper de ui.</li><li>Bak het gehakt.</li></ol>",
    );
    const draft = extractRecipe(bare, URL_);
    expect(draft?.ingredients).toEqual(['300 gr gehakt', '1 ui']);
    expect(draft?.instructions).toEqual(['Snipper de ui.', 'Bak het gehakt.']);
    // A menu item reading "Ingredients" comes first in the page, but a real heading wins.
    const menu = page(
      '<title>Pasta</title>',
      '<nav><div><span>Ingredients</span></div><ul><li>Home</li><li>Shop</li></ul></nav>' +
        '<h3>Ingredients:</h3><ul><li>250 g pasta</li><li>2 eggs</li></ul>',
    );
    expect(extractRecipe(menu, URL_)?.ingredients).toEqual(['250 g pasta', '2 eggs']);
  });

  it("takes the page's list when the structured one is only its start", () => {
    const list =
      '<ul class="recipe_ingredients"><li><h3>Für den Teig</h3></li><li>200 g Mehl</li>' +
      '<li>120 g Butter<style>.x{color:red}</style></li><li><h3>Für die Füllung</h3></li>' +
      '<li>750 g Kürbis</li><li>3 Eier</li><li>Butter, zum Fetten</li></ul>';
    const html = recipe({ recipeIngredient: ['200 g Mehl', '120 g Butter'] }).replace(
      '</body>',
      `${list}</body>`,
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200 g Mehl',
      '120 g Butter',
      '750 g Kürbis',
      '3 Eier',
      'Butter, zum Fetten',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'Für den Teig',
      'Für die Füllung',
    ]);
    // Buttons after the list are not more ingredients.
    const buttons = recipe({ recipeIngredient: ['200 g Mehl', '120 g Butter'] }).replace(
      '</body>',
      '<ul class="ingredients"><li>200 g Mehl</li><li>120 g Butter</li><li>Save to list</li></ul></body>',
    );
    expect(extractRecipe(buttons, URL_)?.ingredients).toEqual(['200 g Mehl', '120 g Butter']);
  });

  it('reads a structured line the page shows as a group title as that title', () => {
    const structured = [
      '500 g squid',
      'Pita bread, to serve',
      'Yoghurt Dressing',
      '1 tbsp ouzo',
      'Salt',
    ];
    const items = (lines: string[]) =>
      lines
        .map((line) => `<div class="ingredients__item"><label><span>${line}</span></label></div>`)
        .join('');
    const card = (title: string) =>
      `<h2>Ingredients</h2><div class="ingredients">${items(['500 g squid', 'Pita bread, to serve'])}` +
      `${title}${items(['1 tbsp ouzo', 'Salt'])}</div><h2>Method</h2><p>Grill the squid.</p>`;
    const withCard = (body: string) =>
      recipe({ recipeIngredient: structured }).replace('</body>', `${body}</body>`);
    const titled = extractRecipe(
      withCard(card('<div class="ingredients__title">Yoghurt Dressing</div>')),
      URL_,
    );
    expect(titled?.ingredients).toEqual([
      '500 g squid',
      'Pita bread, to serve',
      '1 tbsp ouzo',
      'Salt',
    ]);
    expect(titled?.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Yoghurt Dressing',
    ]);
    // The page lists the same words as a line of its own: a line it stays.
    const asLine = extractRecipe(withCard(card(items(['Yoghurt Dressing']))), URL_);
    expect(asLine?.ingredients).toEqual(structured);
    // The page's list differs elsewhere (no "Salt"): the structured lines stand as they are.
    const other = card('<div class="ingredients__title">Yoghurt Dressing</div>').replace(
      items(['1 tbsp ouzo', 'Salt']),
      items(['1 tbsp ouzo']),
    );
    expect(extractRecipe(withCard(other), URL_)?.ingredients).toEqual(structured);
    // Lines the page's reading took for titles that no title reads like: that reading is not
    // trusted (a comma, a figure, a lower-case start, nothing after it).
    const lines = ['2 tbsp oil', 'handful parsley, chopped', '200g spaghetti', 'Parmesan to serve'];
    const misread = [
      '2 tbsp oil',
      'handful parsley, chopped:',
      '200g spaghetti',
      'Parmesan to serve:',
    ];
    expect(titlesAsOnPage(lines, misread)).toBeUndefined();
    expect(
      titlesAsOnPage(['Sauce', '½ lemon', '1 egg'], ['Sauce:', '½ lemon:', '1 egg']),
    ).toBeUndefined();
    expect(
      titlesAsOnPage(['1 egg', 'Sauce', '2 tbsp oil'], ['1 egg', 'Sauce:', '2 tbsp oil']),
    ).toEqual(['1 egg', 'Sauce:', '2 tbsp oil']);
  });

  it('stops an ingredient list at a bold paragraph that heads the method', () => {
    const html = page(
      '<title>Boeuf</title>',
      '<div><p><strong>INGRÉDIENTS</strong></p><ul><li>1 rôti</li><li>2 oignons</li></ul>' +
        '<p><strong>PRÉPARATION</strong></p><ul><li>Préchauffer le four.</li><li>Cuire.</li></ul></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 rôti', '2 oignons']);
    expect(draft?.instructions).toEqual(['Préchauffer le four.', 'Cuire.']);
  });

  it('takes a paragraph for a heading only when it holds the heading word alone', () => {
    const html = page(
      '<title>Pasta</title>',
      '<ul><li>250 g pasta</li><li>2 eggs</li></ul>' +
        '<p>Step-by-step courses</p><ul><li>Meal plans</li><li>Email support</li></ul>' +
        '<div><hr><h2>Method</h2></div><ol><li>Boil the pasta.</li><li>Stir in the eggs.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Boil the pasta.',
      'Stir in the eggs.',
    ]);
    // A short paragraph that starts with the word and ends with a colon is a heading too.
    const pie = page(
      '<title>Pie</title>',
      '<p>Ingredients for the pie:</p><ul><li>1 egg</li><li>200 g flour</li></ul>',
    );
    expect(extractRecipe(pie, URL_)?.ingredients).toEqual(['1 egg', '200 g flour']);
  });

  it('reads steps laid out as plain blocks under a heading, without their labels', () => {
    const html = page(
      '<title>Tofu</title>',
      '<h2>Zutaten</h2><ul><li>200 g Reis</li><li>1 Tofu</li></ul>' +
        '<h2>Zubereitung</h2><div><div class="label">Schritt 01</div><div>Reis kochen.</div>' +
        '<div class="label">Schritt 02</div><div>Tofu anbraten.</div></div>' +
        '<h2>Mehr Rezepte</h2><ul><li>Curry</li><li>Sushi</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Reis kochen.', 'Tofu anbraten.']);
  });

  it('splits paragraphs under a heading at their line breaks', () => {
    const html = page(
      '<title>Pan</title>',
      '<p>Ingredientes:</p><p>350 g de agua<br>500 g de harina<br><br>1 sobre de levadura</p>' +
        '<p>Preparación:</p><p>1. Pon el agua en el vaso.<br>2. Calienta 2 min.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['350 g de agua', '500 g de harina', '1 sobre de levadura']);
    // The steps' own numbers go: the app numbers steps itself (`withoutStepNumbers`).
    expect(draft?.instructions).toEqual(['Pon el agua en el vaso.', 'Calienta 2 min.']);
  });

  it('matches recipe class names whatever their case', () => {
    const html = page(
      '<title>Tagine</title>',
      '<div class="Ingredients"><ul><li>4 feuilles de pâte filo</li><li>200 g de pruneaux</li></ul></div>' +
        '<div class="RecipeMethod"><ul><li>Faites tremper.</li><li>Enfournez.</li></ul></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['4 feuilles de pâte filo', '200 g de pruneaux']);
    expect(draft?.instructions).toEqual(['Faites tremper.', 'Enfournez.']);
  });

  it('reads a definition list of ingredients term by term', () => {
    const html = page(
      '<title>Okonomiyaki</title>',
      "<dl class='ingredients'><h3>pancake</h3><dt><b>nagaimo</b> <u>160 g, grated</u></dt>" +
        '<dt><b>green cabbage</b> <u>500 g, minced</u></dt></dl>' +
        '<ul class="instructions"><li>Grate the nagaimo.</li><li>Mince the cabbage.</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'nagaimo 160 g, grated',
      'green cabbage 500 g, minced',
    ]);
  });

  it('drops photo credits and a closing yield from steps read in markup', () => {
    const html = page(
      '<title>Meatballs</title>',
      '<h2>Ingredients</h2><ul><li>500 g mince</li><li>1 egg</li></ul>' +
        '<h2>Method</h2><p>Mix the mince and egg.</p>' +
        '<p><img src="a.jpg"><span class="cred">Photo credit: © Example.com</span></p>' +
        '<p>Roll into balls and fry. <b>Serves 4</b></p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Mix the mince and egg.',
      'Roll into balls and fry.',
    ]);
  });

  it('takes no heading from a label only screen readers get', () => {
    const html = page(
      '<title>Glaze</title>',
      '<div class="grid"><span class="sr-only">Ingredient</span><div>Glaze mix</div></div>' +
        '<div class="card"><p>Place all ingredients into a bowl.</p><p>Mix until smooth.</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients ?? []).toEqual([]);
  });

  it('takes the page lines when the structured data lists bare ingredient names', () => {
    const html = recipe({ recipeIngredient: ['Tequila', 'Triple sec', 'Lime juice'] }).replace(
      '</body>',
      '<ul><li><b>4 cl</b> Tequila</li><li><b>2 cl</b> Triple sec</li><li><b>2 cl</b> Lime juice</li></ul></body>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '4 cl Tequila',
      '2 cl Triple sec',
      '2 cl Lime juice',
    ]);
    // Page lines that do not match the names line for line leave the structured data alone.
    const other = recipe({ recipeIngredient: ['Tequila', 'Triple sec'] }).replace(
      '</body>',
      '<ul><li>4 cl Tequila</li><li>1 lime</li></ul></body>',
    );
    expect(extractRecipe(other, URL_)?.ingredients).toEqual(['Tequila', 'Triple sec']);
  });

  it('reads schema.org itemprops that sit outside any Recipe item', () => {
    const html = page(
      '<title>Carbonara</title>',
      '<ul><li itemprop="ingredients">250 g pasta</li><li itemprop="ingredients">2 eggs</li></ul>' +
        '<div itemprop="recipeInstructions"><p>Boil the pasta.</p><p>Stir in the eggs.</p></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['250 g pasta', '2 eggs']);
    expect(draft?.instructions).toEqual(['Boil the pasta.', 'Stir in the eggs.']);
  });

  it('takes a paragraph that is only a heading word for a heading', () => {
    const html = page(
      '',
      '<p>Benodigdheden:</p><ul><li>2 eieren</li><li>250 ml melk</li></ul>' +
        '<p>Ingredients are best fresh.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 eieren', '250 ml melk']);
  });

  it('climbs out of a heading wrapper and stops at the next wrapped heading', () => {
    const html = page(
      '',
      '<div class="mw-heading"><h2>Ingredients</h2><span>[edit]</span></div>' +
        '<ul><li>2 cups milk</li><li>1 egg</li></ul>' +
        '<div class="mw-heading"><h2>Procedure</h2><span>[edit]</span></div>' +
        '<ol><li>Preheat the oven.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 cups milk', '1 egg']);
  });

  it('reads the list under a bare heading after 2,000 headings over a table of one row', () => {
    // Each empty heading is tried and yields nothing (one row is no list); the real list follows.
    const empty = (tag: string) =>
      `<${tag}>Ingredients</${tag}><table><tr><td>salt</td></tr></table>`;
    const html = page(
      '',
      '<h1>Pancakes</h1>' +
        `${empty('label')}${empty('div')}`.repeat(1_000) +
        '<div>Ingredients</div><ul><li>2 eggs</li><li>1 cup milk</li></ul>' +
        '<h2>Method</h2><ol><li>Whisk the eggs into the milk.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['2 eggs', '1 cup milk']);
    expect(draft?.instructions).toEqual(['Whisk the eggs into the milk.']);
  });
});

describe('titles', () => {
  const titled = (head: string, h1: string) =>
    extractRecipe(
      page(
        head,
        `<h1>${h1}</h1><h3>Ingredients</h3><ul><li>1 egg</li><li>2 cups milk</li></ul>` +
          '<h3>Method</h3><ol><li>Mix.</li></ol>',
      ),
      URL_,
    )?.name;

  it("reads the page's title over a headline that adds a badge before it", () => {
    expect(
      titled(
        '<meta property="og:title" content="Italienischer Nudelsalat">',
        '<span>THERMOMIX ® REZEPT</span><br><span>1</span> Italienischer Nudelsalat',
      ),
    ).toBe('Italienischer Nudelsalat');
    // A one-word title inside a longer headline is not the dish's whole name.
    expect(titled('<title>Pancakes | Site</title>', 'Best Pancakes')).toBe('Best Pancakes');
  });

  it("reads the page's title over a headline that leaves out the dish's sides", () => {
    const head = '<title>Tofu Salad with Carrot Ginger Dressing - Site</title>';
    expect(titled(head, 'Tofu Salad')).toBe('Tofu Salad with Carrot Ginger Dressing');
    // A title that goes on with other words (a "Recipe" tail) leaves the headline.
    expect(titled('<title>Tofu Salad Recipe - Site</title>', 'Tofu Salad')).toBe('Tofu Salad');
  });
});

describe('text and times', () => {
  it('reads the total time from the page when the structured data gives no time', () => {
    const withTimes = (markup: string, fields: Record<string, unknown> = {}) =>
      extractRecipe(recipe(fields).replace('</body>', `${markup}</body>`), URL_)?.totalTime;
    const lines = '<ul><li>Preparation Time: 30 mins</li><li>Cooking Time: 13 mins</li></ul>';
    expect(withTimes(lines)).toBe(43);
    expect(withTimes('<div><span>Temps total</span><span>1 h 05</span></div>')).toBe(65);
    expect(withTimes('<table><tr><th>Time</th><td>60 minutes + cooling</td></tr></table>')).toBe(
      60,
    );
    expect(withTimes('<dl><dt>Tempo Cottura</dt><dd>30 min</dd></dl>')).toBe(30);
    expect(withTimes('<p>Ready In : 1:15 h</p>')).toBe(75);
    expect(withTimes('<div class="cook-time">Ready in around 20 mins</div>')).toBe(20);
    // Elements whose class names the time, in any language the durations are read in.
    const classed =
      '<div class="item preparation_time"><h2>30 λεπτά</h2></div>' +
      '<div class="item cooking_time"><h2>1 ώρα και 15 λεπτά</h2></div>';
    expect(withTimes(classed)).toBe(105);
    expect(withTimes('<li class="time"><strong class="cooktime">3 hrs on High</strong></li>')).toBe(
      180,
    );
    // Structured data that states a time, even an empty one, is not overridden.
    expect(withTimes(lines, { prepTime: '' })).toBeNull();
  });

  it('reads times labelled in German, Hungarian and Japanese', () => {
    const withTimes = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.totalTime;
    const german =
      '<ul><li><span>Zubereiten</span><span>20min</span></li>' +
      '<li><span>Auf dem Tisch in</span><span>35min</span></li></ul>';
    expect(withTimes(german)).toBe(35);
    const hungarian =
      '<ul><li>Előkészítési idő:<b> 1 óra 30 perc</b></li><li>Elkészítési idő: 15 perc</li></ul>';
    expect(withTimes(hungarian)).toBe(105);
    expect(withTimes('<div><p>調理時間</p></div><div><p>約 15 分</p></div>')).toBe(15);
    expect(parseDuration('1時間30分')).toBe(90);
  });

  it('reads several times on one line, and labels set after their figures', () => {
    const withTimes = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.totalTime;
    // A run of labelled times: each label its own time, a yield after them no matter.
    expect(
      withTimes('<p>Prep <strong>10 min</strong> Cook <strong>40 min</strong> Serves 4</p>'),
    ).toBe(50);
    expect(withTimes('<p>Prep: 15 mins | Cook: 1 hr 15 mins</p>')).toBe(90);
    // The figure first, its label after it.
    expect(withTimes('<li>5 mins to prepare and 25 mins to cook</li>')).toBe(30);
    expect(withTimes('<p>2 Min. Vorbereitungszeit | 19 Min. Kochzeit</p>')).toBe(21);
    // A lone figure before its label is not read (it cost a held-out page).
    expect(withTimes('<p><span>20 min.</span> bereiden</p>')).toBeNull();
    // A step that names a time is not one.
    expect(withTimes('<li>Simmer 25 mins to cook the rice through.</li>')).toBeNull();
    // A label with a few words before its colon.
    const qualified =
      '<div>Mise en place et préparation: env. 40 min</div><div>Cuisson au four: env. 50 min</div>';
    expect(withTimes(qualified)).toBe(90);
    expect(withTimes('<p>Time Period: 1865</p>')).toBeNull();
    expect(timesInText('Temps total 1 h 05')).toEqual({ total: 65 });
    expect(durationPrefix('20 Min.Kochzeit')).toBe('20 Min.');
    expect(durationPrefix('20 mg salt')).toBeNull();
  });

  it('reads times labelled by a class, a picture or an icon alone', () => {
    const withTimes = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.totalTime;
    // A lone figure before its label, in an element whose class (or its parent's) names a time.
    expect(withTimes('<div class="header-time_line"><span>20 min. bereiden</span></div>')).toBe(20);
    const classed =
      '<div class="recipe_time">2 Min.Vorbereitungszeit</div>' +
      '<div class="recipe_time">19 Min.Kochzeit</div>' +
      '<div class="recipe_time">21 Min.Gesamtzeit</div>';
    expect(withTimes(classed)).toBe(21);
    expect(withTimes('<div class="timeline"><span>20 min. bereiden</span></div>')).toBeNull();
    // A picture's words label the bare duration beside it; a rest time is no kind of ours.
    const pictures = ['Temps de préparation', 'Temps de cuisson', 'Temps de repos']
      .map(
        (alt, at) =>
          `<li><div><img alt="${alt} " src="t.png"></div><span>${['10mn', '20mn', '1h'][at]}</span></li>`,
      )
      .join('');
    expect(withTimes(`<ul>${pictures}</ul>`)).toBe(30);
    expect(withTimes('<p><img alt="Oven" src="o.png"> Bake 20 min</p>')).toBeNull();
    // An icon that names a time: one figure is the total, two beside each other are summed.
    expect(
      withTimes(
        '<div><i class="icon i-person"></i>4 porce</div><div><i class="icon i-clock"></i>45 minut</div>',
      ),
    ).toBe(45);
    const icons = ['20', '15']
      .map(
        (figure) =>
          `<div class="info"><div class="info-time-icon"><svg class="icon-time"></svg></div><p>${figure}<span>Min</span></p></div>`,
      )
      .join('');
    expect(withTimes(`<div>${icons}</div>`)).toBe(35);
    expect(withTimes('<div><i class="icon i-person"></i>45 minut</div>')).toBeNull();
    // A range beside its icon is its upper end; another recipe's teaser, in a link, is not read.
    const teaser =
      '<ul><li><a href="/r/2"><span class="recipe-teaser__preparation-time">30-60 minuten</span>' +
      '</a></li></ul>';
    const glyph = '<ul><li><svg class="glyph glyph--clock"></svg> 20-30 min.</li></ul>';
    expect(withTimes(teaser + glyph)).toBe(30);
    expect(withTimes(teaser)).toBeNull();
    // A labelled time comes before an icon's.
    expect(withTimes(`<div>${icons}</div><p>Total time: 40 min</p>`)).toBe(40);
    // A column's heading labels the cell under it, a template's empty units aside.
    const column = (value: string) =>
      '<table><thead><tr><th>Preparo</th><th>Rendimento</th></tr></thead>' +
      `<tbody><tr><td><span>${value}</span></td><td>12 porções</td></tr></tbody></table>`;
    expect(withTimes(column('h 30m s'))).toBe(30);
    expect(withTimes(column('1h m s'))).toBe(60);
    expect(withTimes(column('1 h 20 m'))).toBe(80);
    expect(withTimes(column('Fácil'))).toBeNull();
    expect(parseDuration('2u 45m')).toBe(165);
    expect(durationPrefix('45 minut')).toBe('45 minut');
  });

  it('reads a clock figure before its label beside a drawn clock whose title names it', () => {
    const withTimes = (markup: string) =>
      extractRecipe(recipe({}).replace('</body>', `${markup}</body>`), URL_)?.totalTime;
    const row = (title: string, text: string) =>
      `<tr><td><svg viewBox="0 0 9 9"><title>${title}</title><path d="M0 0"></path></svg> ${text}</td></tr>`;
    // The icon's title names the icon, not the time: each row is read without it.
    const clocks = row('time-clock', '0:15 To Prep') + row('time-clock', '0:30 To Cook');
    expect(withTimes(`<table>${clocks}${row('servings', '10 Servings')}</table>`)).toBe(45);
    // Without a clock for its icon, a lone figure before its label is still not read.
    expect(withTimes(`<table>${row('chef-hat', '0:15 To Prep')}</table>`)).toBeNull();
    // A title that is itself the label reads as before.
    expect(withTimes(`<table>${row('Prep time', '20 mins')}</table>`)).toBe(20);
  });

  it('repairs UTF-8 read as Latin-1 and keeps zero-width joiners', () => {
    expect(cleanText('1Â¼ cups')).toBe('1¼ cups');
    expect(cleanText('\u200d225 g flour\u200b')).toBe('\u200d225 g flour');
  });

  it.each([
    ['PTH30MS', 30],
    ['PT0D4H45M', 285],
    ['PT-471406H28M55S', null],
  ])('reads the loose ISO duration %j as %j minutes', (value, minutes) => {
    expect(parseDuration(value)).toBe(minutes);
  });
});

describe('step boundaries', () => {
  it('reads microdata instructions by their innermost blocks, headings included', () => {
    const html = page(
      '',
      '<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Noodles</h1>' +
        '<span itemprop="recipeIngredient">200 g noodles</span>' +
        '<div itemprop="recipeInstructions"><h2>Preparation</h2><ol><li><ol>' +
        '<li>Cook noodles according to\npackage directions.</li><li>Toss with\nsauce.</li>' +
        '</ol></li></ol></div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Preparation',
      'Cook noodles according to package directions.',
      'Toss with sauce.',
    ]);
  });

  it('does not read ingredients wrapped inside an instructions section as steps', () => {
    const html = page(
      '',
      '<section class="recipe-instruction"><div class="recipe-ingredients"><h2>Ingredients</h2>' +
        '<ul><li>1 kg gourd</li><li>100 g prawns</li></ul></div>' +
        '<div class="steps"><h2>Method</h2><ol><li>Clean the prawns.</li><li>Fry them.</li></ol></div>' +
        '</section>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 kg gourd', '100 g prawns']);
    expect(draft?.instructions).toEqual(['Clean the prawns.', 'Fry them.']);
  });

  it('treats "<slug> step 1" as a step label and drops soft hyphens', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'gazpacho_r step 1', text: 'Wash the vege\u00adtables.' },
          { '@type': 'HowToStep', name: 'instruction 1', text: 'Chop them.' },
        ],
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual(['Wash the vegetables.', 'instruction 1', 'Chop them.']);
  });

  it('keeps a step name that is a bare number, as the schema.org default does', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions: [
          { '@type': 'HowToStep', name: '1', text: 'Wash the vegetables.' },
          { '@type': 'HowToStep', name: 'Step 2', text: 'Chop them.' },
        ],
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual(['1', 'Wash the vegetables.', 'Chop them.']);
  });

  it('reads a lone section holding every step without its name', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions: {
          '@type': 'HowToSection',
          name: 'Preparation',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Wash the vegetables.' },
            { '@type': 'HowToStep', text: 'Chop them.' },
          ],
        },
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual(['Wash the vegetables.', 'Chop them.']);
  });

  it('compares a step name with its text as written', () => {
    const draft = extractRecipe(
      recipe({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Wash them.', text: 'Wash them.' },
          { '@type': 'HowToStep', name: 'Dice the onion...', text: 'Dice the onion finely.' },
          {
            '@type': 'HowToStep',
            name: 'Dice it. Measure 1 cup.',
            text: 'Dice it.  Measure 1 cup.',
          },
        ],
      }),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Wash them.',
      'Dice the onion finely.',
      'Dice it. Measure 1 cup.',
      'Dice it. Measure 1 cup.',
    ]);
  });

  it('ends the steps under a heading at a notes heading or a sign-up form', () => {
    const ingredients = '<h2>Ingredients</h2><ul><li>1 egg</li><li>1 cup milk</li></ul>';
    const tips = page(
      '',
      ingredients +
        '<p><strong>Preparation</strong></p><ol><li>Beat the egg.</li><li>Fry it.</li></ol>' +
        '<p><strong>Tips</strong></p><ul><li>Make it a day ahead.</li></ul>',
    );
    expect(extractRecipe(tips, URL_)?.instructions).toEqual(['Beat the egg.', 'Fry it.']);
    const signUp = page(
      '',
      ingredients +
        '<h2>Method</h2><p>Beat the egg.<br>Fry it.</p>' +
        '<div class="newsletter"><form><p>Get new recipes in your inbox!</p></form></div>',
    );
    expect(extractRecipe(signUp, URL_)?.instructions).toEqual(['Beat the egg.', 'Fry it.']);
  });

  it('drops calls to follow on a social network and links to other recipes from page steps', () => {
    const html = page(
      '',
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>1 cup milk</li></ul>' +
        '<h2>Method</h2><ol><li>Beat the egg with the <a href="/milk">whole milk</a>.</li>' +
        '<li>Fry it.</li><li>Pin it on <a href="https://pinterest.com/site">Pinterest</a>!</li>' +
        '<li>Also good: <a href="/omelette">cheese omelette with herbs</a>.</li></ol>' +
        '<p><strong>See also:</strong></p><ul><li><a href="/pancakes">Our best pancakes ever</a></li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Beat the egg with the whole milk.',
      'Fry it.',
    ]);
  });

  it('reads parts headed by accordion toggles (a link or button holding the heading word)', () => {
    const card = (toggle: string, body: string) =>
      `<div class="card"><div class="card-header">${toggle}</div><div class="collapse"><div class="card-body">${body}</div></div></div>`;
    const html = page(
      '',
      card('<button>Ingredients</button>', '<ul><li>1 egg</li><li>1 cup milk</li></ul>') +
        card('<a href="#m">Method</a>', '<p>Beat the egg.<br>Fry it.</p>'),
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 egg', '1 cup milk']);
    expect(draft?.instructions).toEqual(['Beat the egg.', 'Fry it.']);
  });

  it('splits a numbered paragraph found in the page markup too', () => {
    const html = page(
      '',
      '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Procedure</h2><p>1. Beat the egg. 2. Fry it.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Beat the egg.', 'Fry it.']);
  });
});

describe('ingredient groups and controls', () => {
  it('reads lesser headings under the ingredients heading as group titles', () => {
    const html = page(
      '<title>Chicken</title>',
      '<h2>Ingredients</h2><p>for 4 servings</p><ul><li>1 pound chicken</li><li>1 onion</li></ul>' +
        '<h3>For sauce:</h3><ul><li>3 tablespoons soy sauce</li></ul>' +
        '<h3>Batter</h3><ul><li>1 large egg</li></ul>' +
        '<h3>Equipment</h3><ul><li>A wok</li></ul>' +
        '<h2>Directions</h2><ol><li>Fry the chicken.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '1 pound chicken',
      '1 onion',
      '3 tablespoons soy sauce',
      '1 large egg',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'For sauce',
      'Batter',
    ]);
  });

  it('keeps a step block that holds a heading as one step', () => {
    const html = page(
      '<title>Soup</title>',
      '<div class="steps"><div class="method-step"><h3>Step 1</h3><p>Chop the leeks.</p></div>' +
        '<div class="method-step"><h3>Step 2</h3><p>Simmer.</p></div></div>',
    );
    // One step a block, its worded label ("Step 1") dropped as the data's step names are.
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Chop the leeks.', 'Simmer.']);
  });

  it('drops a shopping-list control from an ingredient line', () => {
    const html = page(
      '<title>Pot pie</title>',
      '<div class="ingredients"><ul>' +
        '<li>3 <a href="#" class="ingredient">chicken breasts</a>, diced ' +
        '<a href="#" class="to_shopping_list" title="Add to shopping list">shopping list</a></li>' +
        '<li>salt <button class="add-to-cart">Add to cart</button></li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['3 chicken breasts, diced', 'salt']);
  });

  it("takes the page's lines when the structured data lists only the groups' titles", () => {
    const groups =
      '<div class="Ingredients"><h2 class="Titles">Décor</h2>' +
      '<div class="Contents"><p>50g de chocolat</p><p>Cacao en poudre</p></div></div>' +
      '<div class="Ingredients"><h2 class="Titles">Biscuit</h2>' +
      '<div class="Contents"><p>2 oeufs</p><p>20g de farine</p></div></div>';
    const html = recipe({ recipeIngredient: ['Décor', 'Biscuit'] }).replace(
      '</body>',
      `${groups}</body>`,
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '50g de chocolat',
      'Cacao en poudre',
      '2 oeufs',
      '20g de farine',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Décor', 'Biscuit']);
    // Bare names that are not the page's titles stay as they are.
    const names = recipe({ recipeIngredient: ['Salt', 'Pepper'] }).replace(
      '</body>',
      `${groups}</body>`,
    );
    expect(extractRecipe(names, URL_)?.ingredients).toEqual(['Salt', 'Pepper']);
  });
});

describe('a page that names neither part', () => {
  const blog = (afterList: string) =>
    page(
      '<title>Orange carrots</title>',
      '<nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li>' +
        '<li><a href="/a">About</a></li></ul></nav>' +
        '<h1>Orange carrots</h1><p>Yet another carrot side dish.</p>' +
        '<h3>Recipe: Orange carrots</h3>' +
        '<ul><li>The thick end of 3 carrots</li><li>Orange juice</li><li>1/4 tsp salt</li>' +
        '<li>1 tbsp soy sauce</li></ul>' +
        afterList,
    );

  it('reads a list mostly of amounts as the ingredients, and the paragraphs after it as steps', () => {
    const draft = extractRecipe(
      blog(
        '<p>Cut the carrots into rounds.</p><p>Cover with juice and boil for 10 minutes.</p>' +
          '<h3>Variation</h3><p>Use stock instead of salt.</p>',
      ),
      URL_,
    );
    expect(draft?.name).toBe('Orange carrots');
    expect(draft?.ingredients).toEqual([
      'The thick end of 3 carrots',
      'Orange juice',
      '1/4 tsp salt',
      '1 tbsp soy sauce',
    ]);
    expect(draft?.instructions).toEqual([
      'Cut the carrots into rounds.',
      'Cover with juice and boil for 10 minutes.',
    ]);
  });

  it('takes no steps from paragraphs between two lists of amounts (they title groups)', () => {
    const draft = extractRecipe(
      blog('<p><strong>Topping</strong></p><ul><li>1 orange</li><li>2 tsp honey</li></ul>'),
      URL_,
    );
    // The list after the title is the recipe's second group (session 13).
    expect(draft?.ingredients).toHaveLength(6);
    expect(draft?.ingredientGroups?.[1]).toEqual({
      title: 'Topping',
      items: ['1 orange', '2 tsp honey'],
    });
    expect(draft?.instructions).toEqual([]);
  });

  it('reads the groups of a list of amounts that each sit in a wrapper under a title of their own', () => {
    const group = (title: string, items: string[]) =>
      `<div><h4>${title}</h4><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></div>`;
    const html = page(
      '<title>Pork skewers</title>',
      '<h1>Pork skewers</h1><div><h2>Software</h2>' +
        group('Pork Software:', ['1 1/2 pounds pork butt', '1/2 cup soy sauce', '2 tsp oil']) +
        group('Dipping Sauce:', ['1/2 cup cane vinegar', '1 clove garlic']) +
        '<div><h4>Related</h4><ul><li><a href="/a">Pork chops</a></li><li><a href="/b">Ribs</a></li></ul></div>' +
        '</div><p>Thread the pork onto skewers.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '1 1/2 pounds pork butt',
      '1/2 cup soy sauce',
      '2 tsp oil',
      '1/2 cup cane vinegar',
      '1 clove garlic',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'Pork Software',
      'Dipping Sauce',
    ]);
  });

  it('reads a paragraph broken by <br> into amounts as the lines, its yield line left out', () => {
    const html = page(
      '<title>Leek noodles</title>',
      '<article><h2>Leek noodles with tofu</h2><p>A quick supper for a cold night.</p>' +
        '<p>Prep <strong>10 min</strong><br>Serves <strong>2</strong></p>' +
        '<p>Serves 2<br><strong>200g tofu</strong>, drained<br><strong>2 tbsp cornflour<br>' +
        '1 large leek</strong>, sliced<br>Rapeseed oil</p>' +
        '<p>To serve<br>150g noodles<br>1 lime</p>' +
        '<p>Toss the tofu in the cornflour, then fry it until golden.</p>' +
        '<p>Fry the leek in the same pan and serve with the noodles.</p></article>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200g tofu, drained',
      '2 tbsp cornflour',
      '1 large leek, sliced',
      'Rapeseed oil',
      '150g noodles',
      '1 lime',
    ]);
    expect(draft?.ingredientGroups?.[1]).toEqual({
      title: 'To serve',
      items: ['150g noodles', '1 lime'],
    });
    expect(draft?.instructions).toEqual([
      'Toss the tofu in the cornflour, then fry it until golden.',
      'Fry the leek in the same pan and serve with the noodles.',
    ]);
  });

  it('does not take a list of links for ingredients', () => {
    const html = page(
      '<title>News</title>',
      '<ul><li>Home</li><li>Recipes</li><li>About us</li></ul><p>Opening hours.</p>',
    );
    expect(extractRecipe(html, URL_)).toBeUndefined();
  });
});

describe('pages crowded at the top level', () => {
  it('reads a fragment of many top-level elements as it reads the same page in <html>', () => {
    const body =
      '<h1>Eggs</h1>' +
      '<span>x</span>'.repeat(40) +
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 tbsp milk</li></ul>' +
      '<h2>Method</h2><p>Beat the eggs with the milk.</p><p>Scramble gently.</p>';
    const fragment = extractRecipe(body, URL_);
    expect(fragment?.ingredients).toEqual(['2 eggs', '1 tbsp milk']);
    expect(fragment?.instructions).toEqual(['Beat the eggs with the milk.', 'Scramble gently.']);
    expect(fragment).toEqual(extractRecipe(page('', body), URL_));
  });
});

describe('prose where ingredients were looked for', () => {
  const notes =
    '<h2>Ingredients</h2><ul>' +
    '<li>Cooked chicken – a roast chicken works great here. However, any cooked chicken will do.</li>' +
    '<li>Salsa verde – a bought one is quickest. Look at the label, some are very hot indeed.</li>' +
    '<li>Tortillas</li></ul>';
  const card =
    '<div class="card"><ul><li>2 cups shredded cooked chicken</li><li>1 cup salsa verde</li>' +
    '<li>8 tortillas</li></ul><ol><li>Warm the chicken in the salsa.</li>' +
    '<li>Roll it up in the tortillas.</li></ol></div>';

  it('passes over notes in sentences under the Ingredients heading for a list of amounts', () => {
    const draft = extractRecipe(page('<title>Enchiladas</title>', notes + card), URL_);
    expect(draft?.ingredients).toEqual([
      '2 cups shredded cooked chicken',
      '1 cup salsa verde',
      '8 tortillas',
    ]);
  });

  it('keeps a list of short lines with one long line of two sentences in it', () => {
    const lines = [
      '1 jar tomato sauce. Or use 1.5 jars of A Very Good Tomato Sauce if you have them open',
      '1 pound dried pasta',
      '2 cloves garlic, crushed',
      'Basil, if you have it',
      '1 red onion, sliced (not too thin)',
      'Kosher salt, freshly ground black pepper',
    ];
    expect(readsAsProse(lines)).toBe(false);
    expect(readsAsProse(lines.slice(0, 1))).toBe(true);
    const html = page(
      '<title>Pasta</title>',
      `<h2>Ingredients</h2><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(lines);
  });
});

describe('amounts in two unit systems', () => {
  const line = (name: string, first: string, second: string) =>
    `<li class="recipe-ingredient"><span class="ingredient-unit-system ingredient-unit-system-1">${first}</span> ` +
    `<span class="ingredient-unit-system ingredient-unit-system-2">(${second})</span> ` +
    `<span class="ingredient-name">${name}</span></li>`;

  it('reads a line in its first unit system only', () => {
    const html = page(
      '<title>Chicken</title>',
      `<h2>Ingredients</h2><ul>${line('chicken thighs', '2 lbs', '908 g')}${line('broccoli', '1 lb', '454 g')}</ul>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 lbs chicken thighs',
      '1 lb broccoli',
    ]);
  });

  it('keeps a metric amount the page writes in the line itself', () => {
    const html = page(
      '<title>Chicken</title>',
      '<h2>Ingredients</h2><ul><li class="recipe-ingredient">2 lbs (908 g) chicken thighs</li>' +
        '<li class="recipe-ingredient">1 lb (454 g) broccoli</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 lbs (908 g) chicken thighs',
      '1 lb (454 g) broccoli',
    ]);
  });
});

describe('definition lists of ingredients', () => {
  it('reads the descriptions named as ingredients, not the terms that title them', () => {
    const html = page(
      '<title>Bavarese</title>',
      '<dl class="list-ingredients"><dt class="title-ingredients">For the cream</dt>' +
        '<dd class="ingredient"><a href="/milk">Whole milk</a> <span>200 ml</span></dd>' +
        '<dd class="ingredient"><a href="/yolks">Egg yolks</a> <span>3</span></dd></dl>' +
        '<dl class="list-ingredients"><dt class="title-ingredients">To decorate</dt>' +
        '<dd class="ingredient"><a href="/sugar">Icing sugar</a> <span>30 g</span></dd></dl>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'Whole milk 200 ml',
      'Egg yolks 3',
      'Icing sugar 30 g',
    ]);
  });

  it('still reads the terms of a list whose descriptions are not named as ingredients', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<dl class="ingredients"><dt>200 g flour</dt><dd>sifted</dd><dt>2 eggs</dt><dd>beaten</dd></dl>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });
});

describe('group titles classed among the lines', () => {
  it('titles a group with an item whose class word says title, not a line', () => {
    const html = page(
      '<title>Soup</title>',
      '<h3>Ingredients</h3><ul class="recipe-ingredients">' +
        '<li class="ingredient-section">For the meatballs</li><li>1 egg</li><li>½ cup breadcrumbs</li>' +
        '<li class="ingredient-section">For the soup</li><li>1 onion</li></ul>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 egg', '½ cup breadcrumbs', '1 onion']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the meatballs',
      'For the soup',
    ]);
  });

  it('drops a classed title that names the whole list, and keeps classed lines with amounts', () => {
    const html = page(
      '<title>Tortini</title>',
      '<ul class="list-ingr"><li class="item tit-ing">Ingredienti per 6 tortini</li>' +
        '<li class="item">2 uova</li><li class="item">100 gr di zucchero</li></ul>' +
        '<ul class="ingredients"><li class="head-note">x</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 uova', '100 gr di zucchero']);
    const classed = page(
      '<title>Pie</title>',
      '<ul class="ingredients"><li class="title">2 eggs</li><li class="title">Salt</li></ul>',
    );
    expect(extractRecipe(classed, URL_)?.ingredients).toEqual(['2 eggs', 'Salt']);
  });
});

describe('nutrition labels beside the ingredients', () => {
  it('reads no line from a nutrition label inside the ingredients part', () => {
    const html = page(
      '<title>Salad</title>',
      '<div class="recipe-ingredients"><div class="ingredient">2 heads lettuce</div>' +
        '<div class="ingredient">3 cloves garlic</div></div>' +
        '<div class="recipe-ingredients"><div class="cooked-nutrition-label">' +
        '<div>Nutrition Facts</div><p>Servings 6</p></div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 heads lettuce', '3 cloves garlic']);
  });

  it('keeps the lines of a card or a post whose classes name nutrition otherwise', () => {
    const html = page(
      '<title>Salad</title>',
      '<article class="category-nutrition"><div class="card template--nutrition-disclaimer">' +
        '<ul class="ingredients"><li>2 heads lettuce</li><li>3 cloves garlic</li></ul></div></article>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 heads lettuce', '3 cloves garlic']);
  });
});

describe('notes in brackets among the lines', () => {
  it('leaves out a line wholly in brackets that starts with a word', () => {
    const html = page(
      '<title>Pork</title>',
      '<h2>Ingredients</h2><ul><li>25 ml soy sauce</li><li>(Contains Cereals containing gluten, Soya)</li>' +
        '<li>2 garlic cloves</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['25 ml soy sauce', '2 garlic cloves']);
  });

  it('leaves out a note with brackets inside it', () => {
    const html = page(
      '<title>Shakshuka</title>',
      '<h2>Ingredients</h2><ul><li>1 baguette</li>' +
        '<li>(Contains Rye, Wheat. May contain Milk (lactose), Egg)</li><li>4 eggs</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 baguette', '4 eggs']);
  });

  it('keeps bracketed amounts and lines that only start with brackets', () => {
    const html = page(
      '<title>Pork</title>',
      '<h2>Ingredients</h2><ul><li>(400 g) chopped tomatoes</li><li>(1 tin)</li>' +
        '<li>(optional) chilli flakes</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '(400 g) chopped tomatoes',
      '(1 tin)',
      '(optional) chilli flakes',
    ]);
  });
});

describe('an ingredients heading that states the yield', () => {
  const related =
    '<div class="related"><ul><li><a href="/a">2023-06-23 Raspberry roll</a></li>' +
    '<li><a href="/b">2023-05-21 Strawberry roll</a></li></ul></div>';

  it('reads the lines under "Ingredients for 6", groups in sections of their own', () => {
    const html = page(
      '<title>Roll</title>',
      `${related}<div class="box"><h3>Ingredients <span>for 6</span></h3>` +
        '<section><h4>Sponge:</h4><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul></section>' +
        '<section><h4>Cream:</h4><ul><li>1 dl cream</li></ul></section></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '6 eggs',
      '6 tbsp sugar',
      '1 dl cream',
    ]);
  });

  it('still takes a heading with a time in it for a label, and a section heading for a part', () => {
    const timed = page(
      '<title>Roll</title>',
      '<h3>Ingredients: 15 min prep</h3><ul><li>Preheat the oven</li></ul>' +
        '<h3>Ingredients</h3><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul>',
    );
    expect(extractRecipe(timed, URL_)?.ingredients).toEqual(['6 eggs', '6 tbsp sugar']);
    const parts = page(
      '<title>Roll</title>',
      '<div><h2>Ingredients</h2><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul>' +
        '<section><h2>Method</h2><ul><li>Whisk.</li></ul></section></div>',
    );
    expect(extractRecipe(parts, URL_)?.ingredients).toEqual(['6 eggs', '6 tbsp sugar']);
  });
});

describe('table rows classed by their place in a group', () => {
  const rows = (classes: string[]) =>
    classes
      .map(
        (name, index) =>
          `<tr class="${name}"><td class="quantity">${index + 1}0 g</td><td class="ingredient">item ${index}</td></tr>`,
      )
      .join('');

  it('reads every row of an ingredient table, the first and last of each group included', () => {
    const html = page(
      '<title>Cheesecake</title>',
      `<section class="recipe-ingredients"><h2>Ingredients</h2><table>${rows([
        'first-of-group',
        'last-of-group',
        '',
        '',
        '',
      ])}</table></section>` +
        '<div class="bb-nutrition-tags"><div class="bb-nutrition-tag"><div>kcal</div><div>135</div></div>' +
        '<div class="bb-nutrition-tag"><div>lip</div><div>9g</div></div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '10 g item 0',
      '20 g item 1',
      '30 g item 2',
      '40 g item 3',
      '50 g item 4',
    ]);
  });
});

describe('page-builder wrappers around the parts', () => {
  const row = (inner: string) =>
    `<div class="row"><div class="column"><div class="inner"><div class="text">${inner}</div></div></div></div>`;

  it('ends the ingredients at a wrapper whose first content deep down is a heading as high', () => {
    const html = page(
      '<title>Paccheri</title>',
      row('<h2>Ingredients for the pasta</h2>') +
        row('<ul><li>320 g paccheri</li><li>1 kg aubergines</li></ul>') +
        row('<h2>How we make the pasta</h2>') +
        row('<ol><li>Peel and dice the aubergines.</li><li>Cook them slowly.</li></ol>'),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['320 g paccheri', '1 kg aubergines']);
  });

  it('keeps the groups under lesser headings wrapped the same way', () => {
    const html = page(
      '<title>Paccheri</title>',
      row('<h2>Ingredients</h2>') +
        row('<ul><li>320 g paccheri</li></ul>') +
        row('<h3>For the sauce</h3>') +
        row('<ul><li>1 kg aubergines</li></ul>'),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['320 g paccheri', '1 kg aubergines']);
  });
});

describe('controls among the lines', () => {
  it('reads a line without the label of a button inside it', () => {
    const html = page(
      '<title>Chips</title>',
      '<h2>Ingredients</h2><ul>' +
        '<li><span>salt</span><button type="button"><span>Salty</span></button> to taste</li>' +
        '<li><span>vinegar</span><span role="button">Sour</span> 15 g</li>' +
        '<li>3 russet potatoes</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'salt to taste',
      'vinegar 15 g',
      '3 russet potatoes',
    ]);
  });

  it('leaves out a line that is only a control, not names linked to "#" or ticked as buttons', () => {
    const html = page(
      '<title>Swordfish</title>',
      '<h2>Ingredients</h2><ul><li>4 swordfish steaks</li><li>1 clove <a href="#">garlic</a></li>' +
        '<li><button>2 tbsp pine nuts</button></li><li>salt</li>' +
        '<li><a href="javascript:void(0)">Go to the shopping list</a></li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '4 swordfish steaks',
      '1 clove garlic',
      '2 tbsp pine nuts',
      'salt',
    ]);
  });
});

describe('a yield form and a shopping-list box among the lines', () => {
  it('leaves out a link to nowhere, radio choices and an "add all to list" line', () => {
    const box = (text: string) =>
      `<li><label><input type="checkbox"><span>${text}</span></label></li>`;
    const html = page(
      '<title>Muffins</title>',
      '<h2>Ingredients</h2><section><ul>' +
        '<li><input type="number" value="18"><a href="" ng-click="adjust()">Adjust</a></li>' +
        '<li><label><input type="radio" name="metric" checked></label><span>US</span></li>' +
        '<li><label><input type="radio" name="metric"></label><span>Metric</span></li></ul>' +
        `</section><ul>${box('2 cups flour')}${box('1 cup sugar')}${box('Salt')}` +
        `${box('Add all ingredients to list')}</ul><h2>Directions</h2><p>Mix and bake.</p>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 cups flour', '1 cup sugar', 'Salt']);
  });

  it('keeps a radio item that names an amount, and a line that adds to a dish', () => {
    const html = page(
      '<title>Tea</title>',
      '<h2>Ingredients</h2><ul>' +
        '<li><input type="radio" name="size"> 2 cups water</li>' +
        '<li>Add sugar to taste</li><li>1 tea bag</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 cups water',
      'Add sugar to taste',
      '1 tea bag',
    ]);
  });
});

describe('a step of the method with its own ingredients', () => {
  it('reads the recipe list, not the lists of what each step uses', () => {
    const html = page(
      '<title>Gazpacho</title><h1>Gazpacho</h1>',
      '<div class="recipe-ingredients"><div class="recipe-ingredients-content">' +
        '<p>600 g tomatoes</p><p>1 cucumber</p><p>2 tbsp olive oil</p></div></div>' +
        '<div class="recipe-steps"><div class="recipe-step">Peel the cucumber.' +
        '<ul class="recipe-step-ingredient"><li>1 cucumber</li></ul></div>' +
        '<div class="recipe-step">Blend with the oil.' +
        '<ul class="recipe-step-ingredient"><li>600 g tomatoes</li><li>2 tbsp olive oil</li></ul>' +
        '</div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '600 g tomatoes',
      '1 cucumber',
      '2 tbsp olive oil',
    ]);
  });
});

describe('a table of ingredients under a heading', () => {
  it('reads its rows as lines, not the related recipes listed after the method', () => {
    const row = (amount: string, name: string) =>
      `<tr><td class="unit">${amount}</td><td class="name"><a href="/food/1">${name}</a></td></tr>`;
    const html = page(
      '<title>Potato bake</title>',
      '<h1>Potato bake</h1><div class="desc"><p>A winter dish.</p></div>' +
        `<h2>Ingredients</h2><div class="ings"><table>${row('3', 'potatoes')}${row('40 g', 'butter')}` +
        `${row('a pinch', 'salt')}</table></div>` +
        '<h2>Method</h2><ol><li>Slice the potatoes.</li><li>Bake them.</li></ol>' +
        '<div class="more"><ul><li><a href="/r/2">Potato soup</a> 22 cooked</li>' +
        '<li><a href="/r/3">Potato salad</a> 40 cooked</li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 potatoes',
      '40 g butter',
      'a pinch salt',
    ]);
  });

  it('takes a row classed as a delimiter for the title of a group', () => {
    const html = page(
      '<title>Cheesecake</title>',
      '<h2>Ingredients</h2><table>' +
        '<tr class="delimiter"><td class="name">Base</td><td class="unit"></td></tr>' +
        '<tr><td class="unit">200 g</td><td class="name">biscuits</td></tr>' +
        '<tr><td class="unit">80 g</td><td class="name">butter</td></tr>' +
        '<tr class="delimiter"><td class="name">Filling</td><td class="unit"></td></tr>' +
        '<tr><td class="unit">500 g</td><td class="name">cream cheese</td></tr></table>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g biscuits', '80 g butter', '500 g cream cheese']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Base', 'Filling']);
  });
});

describe("the recipe card's name", () => {
  const body = (card: string, more = '') =>
    '<h1>Grilled Scallops with Lemon and Herbs (So Easy!)</h1><p>A summer dinner.</p>' +
    `<div class="recipe-card">${card}<h3>Ingredients</h3><ul><li>1 lb scallops</li>` +
    `<li>1 lemon</li></ul><h3>Instructions</h3><ol><li>Grill the scallops.</li></ol></div>${more}`;

  it("takes the card's name over the post's headline", () => {
    const html = page(
      '<title>Grilled Scallops | Blog</title>',
      body('<h2 class="wprm-recipe-name wprm-block-text-bold">Grilled Scallops</h2>'),
    );
    expect(extractRecipe(html, URL_)?.name).toBe('Grilled Scallops');
  });

  it('reads a print copy of the name once, and names given as recipeTitle', () => {
    const name = '<div class="recipeTitle">Grilled Scallops</div>';
    const html = page('<title>Scallops</title>', body(name, `<div class="print">${name}</div>`));
    expect(extractRecipe(html, URL_)?.name).toBe('Grilled Scallops');
  });

  it("keeps the headline beside other recipes' names, linked names and a More recipes title", () => {
    const headline = 'Grilled Scallops with Lemon and Herbs (So Easy!)';
    const related =
      '<div class="related"><h4 class="recipe-title">Crab cakes</h4>' +
      '<h4 class="recipe-title">Fish pie</h4></div>';
    const next = '<a href="/next"><h4 class="dr-recipe-title">Butter Chicken</h4></a>';
    const more = '<h2 class="recipe-more-recipes-title">More recipes</h2>';
    for (const extra of [related, next, more]) {
      expect(extractRecipe(page('<title>S</title>', body('', extra)), URL_)?.name).toBe(headline);
    }
  });
});

describe("the headline among a layout's h1s", () => {
  const recipe =
    '<h3>Ingredients</h3><ul><li>1 kg tomatoes</li><li>1 l stock</li></ul>' +
    '<h3>Method</h3><ol><li>Simmer the tomatoes in the stock.</li></ol>';

  it("takes the h1 the page's title names over a box's h1 before it", () => {
    const html = page(
      '<title>Soft and Chewy Cookies - Cake Blog</title>',
      '<div class="modal"><h1>Subscribe</h1></div><h1>Contact</h1>' +
        `<article><h1><a href="">Soft and Chewy Cookies</a></h1>${recipe}</article>` +
        '<h1>More Cookies Recipes</h1>',
    );
    expect(extractRecipe(html, URL_)?.name).toBe('Soft and Chewy Cookies');
  });

  it("takes the page's title when no h1 names the dish", () => {
    const html = page(
      '<meta property="og:title" content="Tomato Soup | Site">',
      `<aside><h1>SHOPPING LIST</h1></aside><h1>site.no</h1><main>${recipe}</main>` +
        '<h1>More Soup Recipes</h1>',
    );
    expect(extractRecipe(html, URL_)?.name).toBe('Tomato Soup');
  });

  it('keeps a first h1 that shares a word with the title, and a lone h1', () => {
    const title = '<title>Easy Tomato Soup Recipe (20 minutes) | Site</title>';
    const twice = page(title, `<h1>Tomato soup</h1>${recipe}<h1>Newsletter</h1>`);
    expect(extractRecipe(twice, URL_)?.name).toBe('Tomato soup');
    const lone = page('<title>Site</title>', `<h1>Gazpacho</h1>${recipe}`);
    expect(extractRecipe(lone, URL_)?.name).toBe('Gazpacho');
  });
});

describe('a recipe card hidden by its style until a script shows it', () => {
  const card = (style: string, shown = '') =>
    page(
      '<title>Rissoles</title>',
      `<h1>Rissoles</h1>${shown}<div ${style}><div class="rk_ingredients">` +
        '<h2>Ingredients</h2><ul><h4><p>Rissoles</p></h4><li><p>1 carrot</p></li>' +
        '<li><p>500g beef mince</p></li><h4><p>Sauce</p></h4><li><p>40g butter</p></li></ul>' +
        '</div><div class="steps"><h2>Directions</h2><ol><li>Grate the carrot.</li>' +
        '<li>Fry the rissoles.</li></ol></div></div>',
    );

  it('reads the lines from it when the page shows none', () => {
    const draft = extractRecipe(card('style="display: none;"'), URL_);
    expect(draft?.ingredients).toEqual(['1 carrot', '500g beef mince', '40g butter']);
    expect(draft?.instructions).toEqual(['Grate the carrot.', 'Fry the rissoles.']);
  });

  it('keeps to the lines the page shows, and leaves blocks hidden otherwise unread', () => {
    const shown = '<div class="ingredients"><ul><li>2 eggs</li><li>1 onion</li></ul></div>';
    expect(extractRecipe(card('style="display:none"', shown), URL_)?.ingredients).toEqual([
      '2 eggs',
      '1 onion',
    ]);
    expect(extractRecipe(card('hidden'), URL_)?.ingredients ?? []).toEqual([]);
    expect(extractRecipe(card('class="sr-only"'), URL_)?.ingredients ?? []).toEqual([]);
  });
});

describe('a numbered method under the ingredients heading', () => {
  it('tells numbered steps from ingredient lines', () => {
    const steps = [
      '1. Place all ingredients into a mixing bowl.',
      '2. Mix on low speed until lump free.',
      '3. Apply to donuts.',
    ];
    expect(isNumberedMethod(steps)).toBe(true);
    expect(isNumberedMethod(['Base:', ...steps, 'Serve warm.'])).toBe(true);
    expect(isNumberedMethod(['1. 200 g flour', '2. 2 eggs', '3. 1 tsp salt'])).toBe(false);
    expect(isNumberedMethod(['1. Salt', '2. Pepper', '3. Olive oil'])).toBe(false);
    expect(isNumberedMethod(['2 cups flour, sifted twice.', ...steps.slice(1)])).toBe(false);
  });

  it('gives no lines rather than the steps of a method', () => {
    const html = page(
      '<title>Donut glaze</title>',
      '<h1>Donut glaze</h1><div class="tabs"><div class="card"><div class="card-header">' +
        '<a href="javascript:void(0)">Ingredients</a></div><div class="collapse"><div class="row">' +
        '<div class="col-8">Boiling water</div><div class="col-4">0.160</div></div></div></div>' +
        '<div class="card"><div class="card-header"><a href="javascript:void(0)">Method</a></div>' +
        '<div class="collapse"><p>1. Place all ingredients into a mixing bowl.<br>2. Mix on low' +
        ' speed until lump free.<br>3. Apply to donuts.</p></div></div></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([]);
    expect(draft?.instructions).toHaveLength(3);
  });
});

describe('part headings in more languages', () => {
  it('knows ingredient and method headings beyond the languages first seen', () => {
    const ingredients = ['Υλικά', 'Malzemeler', 'Ингредиенты', 'Bahan-bahan', 'Sestavine:'];
    for (const word of ingredients) expect(INGREDIENT_HEADING.test(word)).toBe(true);
    expect(INGREDIENT_HEADING.test('Ingredienten voor 4 personen')).toBe(true);
    const methods = ['Hazırlanışı', 'Приготовление', 'Postopek', 'Instrucciones', 'Cara membuat'];
    for (const word of methods) expect(METHOD_HEADING.test(word)).toBe(true);
    // A word that only starts like one is not the heading word.
    expect(INGREDIENT_HEADING.test('Bahamas trip')).toBe(false);
    expect(INGREDIENT_HEADING.test('Zutatenlisten')).toBe(false);
  });

  it('reads a page headed in Turkish, its group title kept, its method apart', () => {
    const html = page(
      '<title>Kek</title>',
      '<ul class="menu"><li><a href="/a">2 kolay kek</a></li><li><a href="/b">3 börek</a></li></ul>' +
        '<h2>Malzemeler</h2><ul><li>Tuz</li><li>2 su bardağı un</li><li>3 yumurta</li></ul>' +
        '<h3>Sosu için</h3><ul><li>1 su bardağı süt</li></ul>' +
        '<h2>Hazırlanışı</h2><p>Unu eleyin, yumurtaları ekleyin.</p><p>Fırında pişirin.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['Tuz', '2 su bardağı un', '3 yumurta', '1 su bardağı süt']);
    expect(draft?.instructions).toEqual(['Unu eleyin, yumurtaları ekleyin.', 'Fırında pişirin.']);
  });
});

describe('headings inside a paragraph, group titles inside a table', () => {
  it('reads the lines after a bold heading that opens a paragraph broken by <br>', () => {
    const html = page(
      '<title>Pie</title>',
      '<p><strong>Ingredients</strong><br>200 g flour<br><b>100 g</b> butter<br>3 apples</p>' +
        '<p><strong>Method</strong><br>Rub the butter into the flour.<br>Bake.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter', '3 apples']);
    expect(draft?.instructions).toEqual(['Rub the butter into the flour.', 'Bake.']);
    // The block's lines end at a line that heads another part.
    const one = page(
      '<title>Pie</title>',
      '<div><b>Ingredients:</b><br>200 g flour<br>3 apples<br>Method:<br>Mix.<br>Bake.</div>',
    );
    expect(extractRecipe(one, URL_)?.ingredients).toEqual(['200 g flour', '3 apples']);
  });

  it('reads the lines after a heading written as the first line of a paragraph', () => {
    const html = page(
      '<title>Pie</title>',
      '<p>We love this pie.<br>Ingredients: below.</p>' +
        '<p>Ingredients:<br>200 g flour<br>3 apples</p><p>Method:<br>Mix it all.<br>Bake.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '3 apples']);
    expect(draft?.instructions).toEqual(['Mix it all.', 'Bake.']);
  });

  it("reads no line from a table's header row of column labels", () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><table><tr><th>Ingredient</th><th>Amount</th></tr>' +
        '<tr><td>flour</td><td>200 g</td></tr><tr><td>butter</td><td>100 g</td></tr></table>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '100 g butter']);
  });

  it('titles a group with a table row of one header cell or one cell across the columns', () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><table><tr><th colspan="2">For the crust</th></tr>' +
        '<tr><td>200 g</td><td>flour</td></tr><tr><td>100 g</td><td>butter</td></tr>' +
        '<tr><td colspan="2">Filling</td></tr><tr><td>3</td><td>apples</td></tr>' +
        '<tr><td colspan="2">2 eggs, beaten</td></tr></table>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      '3 apples',
      '2 eggs, beaten',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the crust',
      'Filling',
    ]);
  });
});

describe("a post's notes on its ingredients before the recipe's list", () => {
  it('takes the list with amounts under a later Ingredients heading over names with notes', () => {
    const html = page(
      '<title>Shortbread</title>',
      '<article><h2>Ingredients</h2><ul><li>Flour – any all-purpose flour works.</li>' +
        '<li>Butter – cold, straight from the fridge</li><li>Sugar</li></ul>' +
        '<p>Read on for the recipe.</p><div class="card"><h3>Ingredients</h3>' +
        '<ul><li>200 g flour</li><li>100 g butter</li><li>Pinch of salt</li></ul>' +
        '<h3>Method</h3><ol><li>Rub in.</li><li>Bake.</li></ol></div></article>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      'Pinch of salt',
    ]);
  });

  it('keeps the first list when no list under the heading gives amounts', () => {
    expect(holdsAmounts(['200 g flour', 'Salt', 'For the top:', '½ cup sugar'])).toBe(true);
    expect(holdsAmounts(['Flour – any will do', 'Butter', '2 eggs'])).toBe(false);
    const html = page(
      '<title>Salad</title>',
      '<section><h2>Ingredients</h2><ul><li>Lettuce</li><li>Olive oil</li></ul></section>' +
        '<section><h2>Ingredients</h2><ul><li>Tomatoes</li><li>Salt</li></ul></section>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['Lettuce', 'Olive oil']);
  });
});

describe('groups after a wrapped heading, and ingredients headings one per group', () => {
  it('keeps the groups under lesser headings after a heading in a wrapper of its own', () => {
    const html = page(
      '<title>Wings</title>',
      '<div><div class="title-wrap"><h3>Ingredients</h3></div><ul><li>1 kg chicken wings</li>' +
        '<li>1 tsp salt</li></ul><h4>For the sauce:</h4><ul><li>2 tbsp soy sauce</li></ul></div>' +
        '<div><div class="title-wrap"><h3>Instructions</h3></div><ol><li>Fry.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 kg chicken wings',
      '1 tsp salt',
      '2 tbsp soy sauce',
    ]);
  });

  it('reads on through headings as high that each name the ingredients of a group', () => {
    const html = page(
      '<title>Aushak</title>',
      '<h3>Ingredients for Filling</h3><ul><li>2 cups of onions</li><li>½ tsp. salt</li></ul>' +
        '<h3>Ingredients for Topping</h3><ul><li>1 cup lentils</li></ul>' +
        '<h3>Method for Filling</h3><p>Fry the onions.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['2 cups of onions', '½ tsp. salt', '1 cup lentils']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Ingredients for Topping',
    ]);
  });
});

describe('group titles written as lines', () => {
  it('titles a group with a short line that says what the lines below are for', () => {
    const html = page(
      '<title>Salad</title>',
      '<h2>Ingredients</h2><ul><li>2 heads romaine</li><li>For the Dressing</li>' +
        '<li>3 cloves garlic</li><li>Para a massa</li><li>1 xícara de farinha</li>' +
        '<li>Oil, for frying</li></ul>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '2 heads romaine',
      '3 cloves garlic',
      '1 xícara de farinha',
      'Oil, for frying',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'For the Dressing',
      'Para a massa',
    ]);
  });
});

describe('tab bars and blocks broken by <br>', () => {
  it('reads the steps of a plain block broken by <br> under a Method heading', () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>3 apples</li></ul>' +
        '<h2>Method</h2><div>Rub the butter into the flour.<br>Slice the apples.<br>Bake.</div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Rub the butter into the flour.',
      'Slice the apples.',
      'Bake.',
    ]);
  });

  it('reads each tab of a bar of part tabs from its own panel', () => {
    const html = page(
      '<title>Pie</title>',
      '<div class="tabs"><button>Ingredients</button><button>Method</button></div>' +
        '<div class="panels"><div><ul><li>200 g flour</li><li>3 apples</li></ul></div>' +
        '<div><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol></div></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '3 apples']);
    expect(draft?.instructions).toEqual(['Rub the butter into the flour.', 'Bake.']);
  });
});

describe("a shop's product cards among the lines", () => {
  const card = (line: string, blurb: string) =>
    `<a href="/product/1"><img src="/p.png"><div><div>${line}</div>` +
    `<div class="small">${blurb}</div></div></a>`;

  it('reads a line set as a product card without the blurb under it', () => {
    const html = page(
      '<title>Curry</title>',
      '<h2>Zutaten</h2><div>' +
        card('240 g Basmati rice', 'Long grain from the Himalaya') +
        '<div><div>1 onion</div></div>' +
        card('200 ml coconut milk', 'Extra creamy, on offer') +
        '</div><h2>Zubereitung</h2><p>Cook the rice.</p><p>Stir in the milk.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '240 g Basmati rice',
      '1 onion',
      '200 ml coconut milk',
    ]);
  });
});

describe('where to buy an ingredient, in its line', () => {
  it("leaves out a note that only points to a paid shop's link, not a paid link on a name", () => {
    const paid = (text: string) =>
      `<a href="https://shop.example/p/1" rel="nofollow sponsored">${text}</a>`;
    const html = page(
      '<title>Salmon</title>',
      '<h2>Ingredients</h2><ul>' +
        `<li><span>pink peppercorns</span> <span class="note">online e.g. ${paid('here 🛒')}</span></li>` +
        `<li><span>3 tbsp</span> <span>${paid('tamari')}</span> <span>or soy sauce</span></li>` +
        `<li>1 lemon, <span>${paid('here')} and there</span></li>` +
        '</ul><h2>Method</h2><ol><li>Season the salmon.</li><li>Bake it.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'pink peppercorns',
      '3 tbsp tamari or soy sauce',
      '1 lemon,',
    ]);
  });

  it('keeps the name a pointer shares its element with (review66)', () => {
    const paid = (text: string) =>
      `<a href="https://shop.example/p/1" rel="nofollow sponsored">${text}</a>`;
    const html = page(
      '<title>Salmon</title>',
      '<h2>Ingredients</h2><ul>' +
        `<li><span>1 tbsp</span> <span class="name">tamari (${paid('here')})</span></li>` +
        `<li><span>100 g</span> <span class="name">miso <span class="note">${paid('here')}</span></span></li>` +
        '</ul><h2>Method</h2><ol><li>Season the salmon.</li><li>Bake it.</li></ol>',
    );
    // The name's element was taken for the pointer's note: "1 tbsp" was all that was left.
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 tbsp tamari (here)', '100 g miso']);
  });
});

describe('method headings that open with a phrase, labels of times before them', () => {
  it('takes a heading that starts with a method phrase for the method, in several languages', () => {
    const headings = [
      'Come preparare: Pesce spada al miele',
      "So wird's gemacht",
      'Préparation de la pâte',
      'Cómo hacer la salsa',
      'Como fazer o bolo',
      'How to cook the rice',
      'Hoe maak je pannenkoeken',
    ];
    for (const heading of headings) expect(METHOD_HEADING.test(heading)).toBe(true);
    // A phrase that only starts like one is not the heading.
    expect(METHOD_HEADING.test('Comet cake')).toBe(false);
  });

  it('reads the steps under "Come preparare: <title>", not a time labelled by a <dt>, nor numbers', () => {
    const html = page(
      '<title>Pesce spada</title>',
      '<dl><dt>Preparazione</dt><dd>30 min</dd></dl>' +
        '<ul><li>4 fette di pesce spada</li><li>20 patatine novelle</li></ul>' +
        '<h2>Come preparare: Pesce spada al miele</h2>' +
        '<p>1</p><p>Marinate il pesce con il mirto.</p><p>2</p><p>Cuocete il pesce in padella.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Marinate il pesce con il mirto.',
      'Cuocete il pesce in padella.',
    ]);
  });

  it('knows a duration alone, the value of a time label', () => {
    expect(isDurationOnly('30 min')).toBe(true);
    expect(isDurationOnly('1 hour and 15 minutes')).toBe(true);
    expect(isDurationOnly('4 people')).toBe(false);
    expect(isDurationOnly('Bake for 20 minutes')).toBe(false);
  });
});

describe('lines in an inline block broken by <br>', () => {
  it('reads a span broken by <br> under the Ingredients heading, a line per break', () => {
    const html = page(
      '<title>Stamppot</title>',
      '<div><h5>Ingrediënten 4 personen</h5><span>750 gram <a href="/kool">spitskool</a><br>' +
        '1 prei<br><a href="/peper">peper</a>, zout</span></div>' +
        '<h2>Bereiding</h2><p>Snijd de kool.</p><p>Bak de prei.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '750 gram spitskool',
      '1 prei',
      'peper, zout',
    ]);
  });
});

describe('an Urdu page, its method in a wrapper around a block broken by <br>', () => {
  it('reads the Urdu headings, and the steps from the innermost block only', () => {
    const html = page(
      '<title>Gol gappay</title>',
      '<div class="box"><span><div><span>اجزاء:</span><br>میدہ ۔۔۔ 1کپ<br>تیل ۔۔۔ 1 کھانے کا چمچ' +
        '</div></span></div><div class="title">ترکیب:</div>' +
        '<div class="box"><span><div>میدے میں تیل ملا لیں۔<br>پھر فرائی کر لیں۔</div></span></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['میدہ ۔۔۔ 1کپ', 'تیل ۔۔۔ 1 کھانے کا چمچ']);
    expect(draft?.instructions).toEqual(['میدے میں تیل ملا لیں۔', 'پھر فرائی کر لیں۔']);
  });
});

describe("a heading's wrapper that holds controls", () => {
  it('reads the list after a title bar with a cook-mode switch and scale buttons', () => {
    const html = page(
      '<title>Pancake</title>',
      '<div><div class="title-wrap"><h2>Ingredients</h2><div>' +
        '<div><input type="checkbox" id="cm"><label for="cm">Cook Mode</label>' +
        '<span>Cooking Mode <strong>Disabled</strong></span></div>' +
        '<div><label>Scale</label><div><button>1/2x</button><button>1x</button>' +
        '<button>2x</button></div></div></div></div>' +
        '<div><ul><li>4 large eggs</li><li>2/3 cup milk</li></ul></div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['4 large eggs', '2/3 cup milk']);
  });
});

describe("a post's notes under an Ingredients heading before the recipe's own", () => {
  it('passes over notes in sentences, amounts in a few of them, for the next heading', () => {
    const html = page(
      '<title>Banana bread</title>',
      '<h2>Ingredients</h2><ul><li>Butter: Please use real butter for best results. If you ' +
        'prefer margarine, you must use stick margarine, as a spread will not work.</li>' +
        '<li>Oil: A neutral vegetable oil works best here. Melted coconut oil or melted ' +
        'butter both work, too.</li><li>Bananas: Use very ripe bananas with plenty of brown ' +
        'spots. They are sweeter and they mash more easily.</li>' +
        '<li>Flour: any of these<ul><li>1 cup wheat flour plus 1 cup white flour</li>' +
        '<li>2 cups white flour</li><li>1 ¾ cups wheat flour plus ¼ cup cornstarch</li></ul>' +
        '</li></ul>' +
        '<h3>Ingredients</h3><ul><li>2 large eggs</li><li>1 cup mashed bananas</li></ul>' +
        '<h3>Instructions</h3><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 large eggs',
      '1 cup mashed bananas',
    ]);
  });
});

describe('groups under headings as high as the Ingredients heading', () => {
  it('keeps a group whose heading, as high, ends with a colon, and stops at the method', () => {
    const html = page(
      '<title>Chicken</title>',
      '<div><h4>Ingredients</h4><div><ul><li>2 chicken breasts</li><li>2 sprigs thyme</li></ul>' +
        '</div><div><h4>For finishing:</h4><ul><li>2 tablespoons butter</li></ul></div>' +
        '<div><h4>Notes:</h4><ul><li>Keeps 2 days.</li></ul></div></div>' +
        '<div><h4>Instructions</h4><ol><li>Season the chicken.</li><li>Sear it.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 chicken breasts',
      '2 sprigs thyme',
      '2 tablespoons butter',
    ]);
  });
});

describe('line breaks in the source of a paragraph', () => {
  it('reads a paragraph written over several source lines as one line, breaking only at <br>', () => {
    const html = page(
      '<title>Salat</title>',
      '<section><h3>Zutaten</h3><div><p>\n<span>200 g</span>\n<span>Nudeln</span>\n</p>' +
        '<p>\n<span>2</span>\n<span>Paprikaschoten</span>\n</p></div></section>' +
        '<section><h3>Zubereitung</h3><p>Nudeln kochen.<br>Paprika\nschneiden.</p></section>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g Nudeln', '2 Paprikaschoten']);
    expect(draft?.instructions).toEqual(['Nudeln kochen.', 'Paprika schneiden.']);
  });
});

describe('part headings after an article', () => {
  it('reads "Les ingrédients", "Die Zutaten", "La préparation" as the headings they name', () => {
    for (const heading of ['Les ingrédients', 'Die Zutaten', 'Gli ingredienti', 'De ingrediënten'])
      expect(INGREDIENT_HEADING.test(heading)).toBe(true);
    for (const heading of ['La préparation', 'Die Zubereitung', 'The method'])
      expect(METHOD_HEADING.test(heading)).toBe(true);
    // Only an article: a word that starts like one is no heading.
    expect(INGREDIENT_HEADING.test('Lessons in ingredients')).toBe(false);
    const html = page(
      '<title>Crêpes</title>',
      '<h2>Les ingrédients</h2><ul><li>Lait : 25 cl</li><li>Beurre doux : 60 g</li></ul>' +
        '<h2>La préparation</h2><p>Mélangez le lait et le beurre.</p><p>Faites cuire.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['Lait : 25 cl', 'Beurre doux : 60 g']);
    expect(draft?.instructions).toEqual(['Mélangez le lait et le beurre.', 'Faites cuire.']);
  });
});

describe("the method's heading in a German compound or in French words", () => {
  it('reads "Zubereitungsart", "Zubereitungsschritte" and "Comment c\'est fait" as the method\'s heading', () => {
    for (const heading of ['Zubereitungsart', 'Zubereitungsschritte', 'Zubereitungsweise'])
      expect(METHOD_HEADING.test(heading)).toBe(true);
    for (const heading of ["Comment c'est fait:", 'Comment c’est fait', 'Étapes de la recette'])
      expect(METHOD_HEADING.test(heading)).toBe(true);
    // A time's label is not the method's heading, nor a word that only starts like one.
    expect(METHOD_HEADING.test('Zubereitungszeit')).toBe(false);
    expect(METHOD_HEADING.test('Zubereitungsarten im Überblick')).toBe(false);
    const german = page(
      '<title>Knödel</title>',
      '<h1>Knödel</h1><h2>Zutaten</h2><ul><li>100 g Weißbrotwürfel</li><li>1 Ei</li></ul>' +
        '<h2>Zubereitungsart</h2><p>Die Brotwürfel mit der Milch befeuchten.</p>' +
        '<p>Knödel formen und in Fett herausbacken.</p><h2>Tipp</h2><p>Gleich groß formen.</p>',
    );
    expect(extractRecipe(german, URL_)?.instructions).toEqual([
      'Die Brotwürfel mit der Milch befeuchten.',
      'Knödel formen und in Fett herausbacken.',
    ]);
    const french = page(
      '<title>Cheesecake</title>',
      '<h1>Cheesecake</h1><h2>Ingrédients</h2><ul><li>200 g de biscuits</li><li>3 œufs</li></ul>' +
        "<h2>Comment c'est fait:</h2><p>Écraser les biscuits, mélanger avec le beurre.</p>" +
        '<p>Cuire env. 50 min au four préchauffé à 180° C.</p>',
    );
    expect(extractRecipe(french, URL_)?.instructions).toEqual([
      'Écraser les biscuits, mélanger avec le beurre.',
      'Cuire env. 50 min au four préchauffé à 180° C.',
    ]);
  });
});

describe("a heading over the site's other posts", () => {
  it('ends the ingredients at "You may also like" and takes no group from its links', () => {
    const html = page(
      '<title>Pie</title>',
      '<article><h1>Pie</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>3 eggs</li></ul>' +
        '<h3>You may also like</h3><ul><li><a href="/apple-pie">Apple pie</a></li>' +
        '<li><a href="/cherry-pie">Cherry pie</a></li></ul>' +
        '<h2>Instructions</h2><ol><li>Mix the flour and the eggs.</li><li>Bake.</li></ol></article>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['2 cups flour', '3 eggs']);
    expect(draft?.ingredientGroups ?? []).not.toContainEqual(
      expect.objectContaining({ title: 'You may also like' }),
    );
    // The same in other words and languages; a group's own title is still one.
    const other = ['Related recipes', 'More pie recipes:', 'Das könnte dir auch gefallen'];
    for (const heading of [...other, 'Vous aimerez aussi', 'Ti potrebbe interessare'])
      expect(isPartHeading(load(`<h3>${heading}</h3>`)('h3')[0]!)).toBe(true);
    expect(isPartHeading(load('<h3>More for the topping</h3>')('h3')[0]!)).toBe(false);
  });

  it('ends the ingredients at a plain line "More recipes like this" over linked names', () => {
    const html = page(
      '<title>Pie</title>',
      '<article><h1>Pie</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>3 eggs</li></ul>' +
        '<p>More recipes like this</p><ul><li><a href="/apple-pie">Apple pie with cream</a></li>' +
        '<li><a href="/cherry-pie">Cherry pie</a></li></ul>' +
        '<h2>Instructions</h2><ol><li>Mix the flour and the eggs.</li><li>Bake.</li></ol></article>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 cups flour', '3 eggs']);
    const other = ['Recipes like this one', 'Try these next:', 'Popular recipes', 'Latest posts'];
    for (const heading of [...other, 'You might also be interested in', 'If you liked this, try'])
      expect(isPartHeading(load(`<h3>${heading}</h3>`)('h3')[0]!)).toBe(true);
    // A group's own title that opens with the same words is still one.
    expect(isPartHeading(load('<h3>Popular toppings</h3>')('h3')[0]!)).toBe(false);
  });
});

describe('a numbered method right after the ingredients', () => {
  it('reads a numbered list of sentences after the ingredient list as the method', () => {
    const html = page(
      '<title>Pie</title>',
      '<article><h1>Pie</h1><p>This pie is lovely.</p><ul><li>200 g flour</li><li>2 eggs</li>' +
        '<li>100 g butter</li></ul><ol><li>Mix the flour and eggs.</li>' +
        '<li>Bake for 20 minutes.</li></ol></article>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Mix the flour and eggs.',
      'Bake for 20 minutes.',
    ]);
  });

  it('reads no method from a numbered list of amounts or of names after the ingredients', () => {
    const html = (list: string) =>
      page(
        '<title>Pie</title>',
        '<article><h1>Pie</h1><p>This pie is lovely.</p><ul><li>200 g flour</li>' +
          `<li>2 eggs</li><li>100 g butter</li></ul><ol>${list}</ol></article>`,
      );
    for (const list of [
      '<li>1 tbsp sugar.</li><li>2 apples.</li>',
      '<li>Mix the flour</li><li>Bake</li>',
    ]) {
      expect(extractRecipe(html(list), URL_)?.instructions ?? []).toEqual([]);
    }
  });
});

describe('a numbered method under a heading with no method word', () => {
  const html = (heading: string, list: string) =>
    page(
      '<title>Pie</title>',
      '<article><h1>Pie</h1><p>This pie is lovely.</p><h2>Ingredients</h2><ul>' +
        '<li>200 g flour</li><li>2 eggs</li><li>100 g butter</li></ul>' +
        `<h2>${heading}</h2><ol>${list}</ol></article>`,
    );
  const steps = '<li>Mix the flour and eggs.</li><li>Bake for 20 minutes.</li>';

  it('reads a numbered list of sentences under the next heading as the method', () => {
    for (const heading of ["Here's how", 'To make it', 'How to make this pie', "Let's cook"]) {
      expect(extractRecipe(html(heading, steps), URL_)?.instructions).toEqual([
        'Mix the flour and eggs.',
        'Bake for 20 minutes.',
      ]);
    }
  });

  it('reads no method from a list of tips, questions or tools under such a heading', () => {
    for (const [heading, list] of [
      ['Tips for the best pie', steps],
      ['A few tips', '<li>Use cold butter.</li><li>Chill the dough.</li>'],
      ['FAQs', '<li>Can I freeze it? Yes, for a month.</li><li>Can I use oil? No.</li>'],
      ['Can I make it ahead?', steps],
      ["What you'll need", '<li>A pie dish</li><li>A rolling pin</li>'],
      ['Equipment', '<li>A pie dish.</li><li>A rolling pin.</li>'],
      ['Storage', '<li>Keep it cool.</li><li>Eat it in two days.</li>'],
    ]) {
      expect(extractRecipe(html(heading!, list!), URL_)?.instructions ?? []).toEqual([]);
    }
  });
});

describe('an empty list left by a template', () => {
  it('reads a method in titled sections after an empty list under its heading', () => {
    const html = page(
      '<title>Rissoles</title>',
      '<h1>Rissoles</h1><div><h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion</li>' +
        '<li>40 g butter</li></ul></div><div><h2>Directions</h2><ol></ol>' +
        '<h4>Make the rissoles</h4><ol><li>Grate the onion and mix it with the mince.</li>' +
        '<li>Shape into patties.</li></ol><h4>Make the sauce</h4><ol>' +
        '<li>Melt the butter in a pan.</li><li>Simmer for ten minutes.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Make the rissoles',
      'Grate the onion and mix it with the mince.',
      'Shape into patties.',
      'Make the sauce',
      'Melt the butter in a pan.',
      'Simmer for ten minutes.',
    ]);
  });
});

describe("a step's photo and the links under the method", () => {
  it("leaves a photo's caption out of the step it illustrates", () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>3 apples</li></ul>' +
        '<h2>Steps to Make It</h2><ol><li><p>Gather the ingredients.</p><figure>' +
        '<img src="/step-1.jpg" width="1500" height="1000" alt="">' +
        '<figcaption><span><p>Pie Site / A. Photographer</p></span></figcaption></figure></li>' +
        '<li><p>Bake.</p></li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Gather the ingredients.', 'Bake.']);
  });

  it('reads no step from a line that is one link and nothing else, such as a tag', () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>3 apples</li></ul>' +
        '<h2>Method</h2><div><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol>' +
        '<p>Recipe Tags:</p><ul><li><a href="/search?q=pie">pie</a></li>' +
        '<li><a href="/search?q=dessert">dessert</a></li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Rub the butter into the flour.',
      'Bake.',
    ]);
  });
});

describe('a time labelled in plain blocks, and "Pasos a seguir"', () => {
  it('reads the method under its heading before a plain block whose next block is a duration', () => {
    const html = page(
      '<title>Salsa</title>',
      '<div class="times"><div>Preparación</div><div><time>23 min</time></div></div>' +
        '<div class="box"><div>Ingredientes</div><ul><li>150 gr de zanahoria</li>' +
        '<li>130 gr de cebolla</li></ul></div>' +
        '<div class="box"><div>Elaboración</div><ol><li>Pon la zanahoria en el vaso.</li>' +
        '<li>Añade la cebolla.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Pon la zanahoria en el vaso.',
      'Añade la cebolla.',
    ]);
  });

  it('still reads under such a label when the page has no other heading of the part', () => {
    const html = page(
      '<title>Salsa</title>',
      '<h2>Ingredients</h2><ul><li>150 g carrots</li><li>130 g onion</li></ul>' +
        '<div>Preparation</div><div>20 min</div>' +
        '<p>Chop the carrots and the onion.</p><p>Fry them in the oil.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Chop the carrots and the onion.',
      'Fry them in the oil.',
    ]);
  });

  it('reads "Pasos a seguir", "Pasos" and "Passo a passo" as method headings', () => {
    for (const heading of ['Pasos a seguir', 'Pasos', 'Passo a passo'])
      expect(METHOD_HEADING.test(heading)).toBe(true);
    expect(METHOD_HEADING.test('Pasosmuy')).toBe(false);
  });
});

describe('tips among the steps', () => {
  it('reads no step from a tip under a label of its own, in several languages', () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>3 apples</li></ul>' +
        '<h2>Method</h2><ol><li>Rub the butter into the flour.</li>' +
        '<li>Tip: Keep the butter cold.</li><li>Dica: Deixe a massa descansar.</li>' +
        '<li>CONSEIL : Le four doit être chaud.</li><li>Note: the dough is soft. Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Rub the butter into the flour.',
      'Note: the dough is soft. Bake.',
    ]);
  });
});

describe("a card plugin's line classes copied onto a post's list above the card", () => {
  const LINES = ['1 pie crust', '3 bananas', '1 cup milk', '3 egg yolks', '2 tbsp butter'];

  it('reads the lines inside the card only', () => {
    const html = page(
      '<title>Banana pie</title>',
      '<h2>What you need</h2><div class="wprm-recipe-ingredient-group"><ul>' +
        '<li class="wprm-recipe-ingredient"><a href="/crust">Pie crust</a> – see the post!' +
        '<ul><li>Ingredients: flour, butter, salt</li></ul>' +
        '</li></ul></div><p>Read on.</p>' +
        '<div class="wprm-recipe"><ul class="wprm-recipe-ingredients">' +
        LINES.map((line) => `<li class="wprm-recipe-ingredient">${line}</li>`).join('') +
        '</ul></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(LINES);
  });

  it('reads them all when the page has no card', () => {
    const html = page(
      '<title>Banana pie</title>',
      '<h2>Ingredients</h2><ul><li class="wprm-recipe-ingredient">1 pie crust</li>' +
        '<li class="wprm-recipe-ingredient">3 bananas</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 pie crust', '3 bananas']);
  });
});

describe('a method whose steps each list what they use', () => {
  const step = (title: string, text: string, lines: readonly string[]) =>
    `<li><div><h3>${title}</h3><p>${text}</p><ul class="list-ingredients">` +
    lines.map((line) => `<li>${line}</li>`).join('') +
    '</ul></div></li>';
  const html = (first: string) =>
    page(
      '<title>Tofu bowl</title>',
      '<h2>Ingredients</h2><ul><li>2 packages tofu</li><li>2 cups broccoli</li>' +
        '<li>3 tbsp olive oil</li><li>1 tsp salt</li></ul><h2>Preparation</h2><ol>' +
        step('Sear the tofu', first, ['2 tbsp olive oil', '1/2 tsp salt', '2 packages tofu']) +
        step('Bake the broccoli', 'Toss the broccoli with oil. Bake for 22 minutes.', [
          '2 cups broccoli',
          '1 tbsp olive oil',
        ]) +
        step(
          'Serve',
          'Share the tofu and the broccoli between bowls, and season them. Eat them while hot.',
          ['1/2 tsp salt'],
        ) +
        '</ol>',
    );

  it("reads the recipe's list, not the steps' lists", () => {
    const prose =
      'Pat the tofu dry. Heat the pan for 2 minutes, then cook it until golden all over.';
    expect(extractRecipe(html(prose), URL_)?.ingredients).toEqual([
      '2 packages tofu',
      '2 cups broccoli',
      '3 tbsp olive oil',
      '1 tsp salt',
    ]);
  });

  it("reads the steps' lists when only one step is written in prose and another in no sentence", () => {
    expect(extractRecipe(html('Tofu'), URL_)?.ingredients).toContain('1/2 tsp salt');
  });
});

describe("a recipe card's method of one step", () => {
  it("takes a card plugin's single step over a post's longer list under a method heading", () => {
    const html = page(
      '<title>Smoothie</title>',
      '<h2>How to make it</h2><ol><li>First, add the berries to a blender.</li>' +
        '<li>Then blend until smooth.</li></ol>' +
        '<div class="wprm-recipe"><ul class="wprm-recipe-ingredients">' +
        '<li class="wprm-recipe-ingredient">1 cup berries</li>' +
        '<li class="wprm-recipe-ingredient">1 banana</li></ul>' +
        '<ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction">' +
        '<div class="wprm-recipe-instruction-text">Blend everything until smooth.</div></li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Blend everything until smooth.']);
  });
});

describe("a recipe card's groups of steps", () => {
  const group = (title: string, steps: readonly string[]) =>
    '<div class="wprm-recipe-instruction-group">' +
    (title
      ? `<h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name">${title}</h4>`
      : '') +
    '<ul class="wprm-recipe-instructions">' +
    steps
      .map(
        (step) =>
          `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${step}</div></li>`,
      )
      .join('') +
    '</ul></div>';
  const card = (...groups: string[]) =>
    page(
      '<title>Cake</title>',
      '<div class="wprm-recipe"><ul class="wprm-recipe-ingredients">' +
        '<li class="wprm-recipe-ingredient">2 cups flour</li>' +
        '<li class="wprm-recipe-ingredient">1 cup sugar</li></ul>' +
        `<div class="wprm-recipe-instructions-container">${groups.join('')}</div></div>`,
    );

  it("reads each group's title before its steps, as written", () => {
    const html = card(
      group('For the cake', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
      group('For the frosting:', ['Whip the cream.', 'Spread it on the cake.']),
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'For the cake',
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
      'For the frosting:',
      'Whip the cream.',
      'Spread it on the cake.',
    ]);
  });

  it('reads a card without group titles as its steps alone', () => {
    const html = card(group('', ['Beat the butter and sugar.', 'Bake for 30 minutes.']));
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
    ]);
  });

  it('keeps a title that a table of contents links to on the page itself', () => {
    const html = card(
      group('For the cake', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
      group('For the frosting', ['Whip the cream.', 'Spread it on the cake.']),
    ).replace(
      '<body>',
      '<body><nav><ol><li><a href="#for-the-cake">For the cake</a></li>' +
        '<li><a href="#for-the-frosting">For the frosting</a></li></ol></nav>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'For the cake',
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
      'For the frosting',
      'Whip the cream.',
      'Spread it on the cake.',
    ]);
  });

  it('reads the steps alone when the structured data gives the recipe without its method', () => {
    const data = jsonLd({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Cake' });
    const html = card(
      group('For the cake', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
      group('For the frosting', ['Whip the cream.', 'Spread it on the cake.']),
    ).replace('<title>', `${data}<title>`);
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
      'Whip the cream.',
      'Spread it on the cake.',
    ]);
  });

  it('leaves out the title of a group that holds no step (a note set as a title)', () => {
    const html = card(
      group('*Note: Check out the <a href="#video">recipe video</a> above!', []),
      group('Blueberry Cake', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Blueberry Cake',
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
    ]);
  });

  it("reads only the card's steps when a post sets a line in the card's step class", () => {
    const html = card(group('', ['Beat the butter and sugar.', 'Bake for 30 minutes.'])).replace(
      '<body>',
      '<body><ol><li>Beat.</li><li>Bake.</li></ol><div class="wprm-recipe-instruction-group">' +
        '<div class="wprm-recipe-instruction-text">All of these instructions can also be found ' +
        'in the recipe card below.</div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
    ]);
  });

  it('keeps a title that a link to another page repeats', () => {
    const html = card(
      group('Chocolate Cake', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
      group('Frosting', ['Whip the cream.', 'Spread it on the cake.']),
    ).replace('<body>', '<body><p>Try my <a href="/chocolate-cake">Chocolate Cake</a>.</p>');
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Chocolate Cake',
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
      'Frosting',
      'Whip the cream.',
      'Spread it on the cake.',
    ]);
  });

  it("leaves out a group title that is only the method's word", () => {
    const html = card(
      group('Instructions', ['Beat the butter and sugar.', 'Bake for 30 minutes.']),
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Beat the butter and sugar.',
      'Bake for 30 minutes.',
    ]);
  });
});

describe('a method in titled sections', () => {
  const sections =
    '<h3>Make the sauce:</h3><ol><li>Stir the soy sauce and sugar.</li>' +
    '<li>Set it aside.</li></ol><h3>Fry the chicken</h3><ol><li>Heat the oil.</li>' +
    '<li>Fry the chicken until golden.</li></ol>';

  it('reads the steps of every section straight under the method heading, each after its title', () => {
    const html = page(
      '<title>Chicken</title>',
      '<h2>Ingredients</h2><ul><li>1 lb chicken</li><li>2 tbsp soy sauce</li></ul>' +
        `<h2>Directions</h2>${sections}<h2>More recipes</h2><ul><li>Noodles</li><li>Rice</li></ul>`,
    );
    // The titles as written, as the JSON-LD reader gives a HowToSection's name (session 64).
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Make the sauce:',
      'Stir the soy sauce and sugar.',
      'Set it aside.',
      'Fry the chicken',
      'Heat the oil.',
      'Fry the chicken until golden.',
    ]);
  });

  it('reads the same method from the markup as from its JSON-LD sections', () => {
    const data = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Chicken',
      recipeIngredient: ['1 lb chicken', '2 tbsp soy sauce'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Make the sauce:',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Stir the soy sauce and sugar.' },
            { '@type': 'HowToStep', text: 'Set it aside.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Fry the chicken',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Heat the oil.' },
            { '@type': 'HowToStep', text: 'Fry the chicken until golden.' },
          ],
        },
      ],
    });
    const body =
      '<h2>Ingredients</h2><ul><li>1 lb chicken</li><li>2 tbsp soy sauce</li></ul>' +
      `<h2>Directions</h2>${sections}`;
    const served = extractRecipe(page(`<title>Chicken</title>${data}`, body), URL_);
    const markup = extractRecipe(page('<title>Chicken</title>', body), URL_);
    expect(markup?.instructions).toEqual(served?.instructions);
  });

  it('reads on past a section title set after the first steps, in paragraphs', () => {
    const html = page(
      '<title>Cake</title>',
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul>' +
        '<h2>Instructions</h2><p>Preheat the oven.</p><h3>Make the batter</h3>' +
        '<p>Whisk the eggs.</p><p>Fold in the flour.</p><h3>Bake</h3><p>Bake for 30 minutes.</p>' +
        '<h3>Storage</h3><p>Keeps for 3 days.</p><h2>Comments</h2><p>Lovely!</p>',
    );
    // Before, the first lesser heading ended the method after "Preheat the oven.".
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Preheat the oven.',
      'Make the batter',
      'Whisk the eggs.',
      'Fold in the flour.',
      'Bake',
      'Bake for 30 minutes.',
    ]);
  });

  it('ends a method in paragraphs at a lesser heading over tips, a question or a video', () => {
    for (const title of ['Tips for the best cake', 'Can I freeze it?', 'Watch the video']) {
      const html = page(
        '<title>Cake</title>',
        '<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul>' +
          '<h2>Instructions</h2><p>Whisk the eggs.</p><p>Fold in the flour.</p>' +
          `<h3>${title}</h3><p>Use eggs at room temperature.</p><p>It keeps well.</p>`,
      );
      expect(extractRecipe(html, URL_)?.instructions).toEqual([
        'Whisk the eggs.',
        'Fold in the flour.',
      ]);
    }
  });

  it('reads steps under labels of their own ("Step 1") as steps, not as titled sections', () => {
    const step = (text: string) => `<p class="instructions">${text}</p>`;
    const html = page(
      '<title>Dumplings</title>',
      '<h3>Ingredients</h3><ul><li>500 g beef</li><li>2 onions</li></ul>' +
        `<h3>Method for the filling</h3><h4>Step 1</h4>${step('Fry the beef with the onions.')}` +
        `<h4>Step 2</h4>${step('Let it cool.')}` +
        `<h3>Making the dumplings</h3><h4>Step 1</h4>${step('Fill the wrappers.')}` +
        `<h4>Step 2</h4>${step('Steam for 30 minutes.')}`,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Fry the beef with the onions.',
      'Let it cool.',
      'Fill the wrappers.',
      'Steam for 30 minutes.',
    ]);
  });

  it('reads steps under labels of their own in parts, with no class names, the parts whole', () => {
    const html = page(
      '<title>Dumplings</title>',
      '<h3>Ingredients</h3><ul><li>500 g beef</li><li>2 onions</li></ul>' +
        '<h3>Method for the filling</h3><h4>Step 1</h4><p>Fry the beef with the onions.</p>' +
        '<h4>Step 2</h4><p>Let it cool.</p>' +
        '<h3>Making the dumplings</h3><h4>Step 1</h4><p>Fill the wrappers.</p>' +
        '<h4>Step 2: Steam</h4><p>Steam for 30 minutes.</p>' +
        '<h3>Method for serving</h3><h4>Step 1</h4><p>Serve with yogurt.</p>' +
        '<h3>More dumplings</h3><p>Try our other recipes.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Fry the beef with the onions.',
      'Let it cool.',
      'Fill the wrappers.',
      'Steam',
      'Steam for 30 minutes.',
      'Serve with yogurt.',
    ]);
  });

  it('reads steps that each open with their number in an element of its own, not the lists beside them', () => {
    const step = (figure: number, text: string, lines: string[]) =>
      `<div><div><span>${figure}</span>${text}</div><div><div><ul>` +
      lines.map((line) => `<li>${line}</li>`).join('') +
      '</ul></div></div></div>';
    const html = page(
      '<title>Gazpacho</title>',
      '<div><div>Ingredients</div><ul><li>600 g tomatoes</li><li>1 cucumber</li></ul></div>' +
        '<div><div>Recipe steps</div><div>' +
        step(1, 'Wash the vegetables.', ['600 g tomatoes', '1 cucumber']) +
        step(2, 'Chop them roughly.', ['600 g tomatoes']) +
        step(3, 'Blend until smooth.', []) +
        '</div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Wash the vegetables.',
      'Chop them roughly.',
      'Blend until smooth.',
    ]);
  });

  it('reads no steps from ingredient groups under a method heading', () => {
    const html = page(
      '<title>Chicken</title>',
      '<h2>Ingredients</h2><ul><li>1 lb chicken</li><li>2 tbsp soy sauce</li></ul>' +
        '<h2>Method</h2><h3>For the sauce</h3><ul><li>2 tbsp soy sauce</li><li>1 tsp sugar</li></ul>' +
        '<h3>For the chicken</h3><ul><li>1 lb chicken</li><li>2 cups oil</li></ul>' +
        '<section><h2>Instructions</h2><ol><li>Fry the chicken in the oil.</li>' +
        '<li>Pour over the sauce.</li></ol></section>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Fry the chicken in the oil.',
      'Pour over the sauce.',
    ]);
  });
});

describe("a post's walkthrough before its recipe card", () => {
  const card =
    '<h2>Cheesy pasta</h2><h3>Ingredients</h3><ul><li>200 g pasta</li><li>100 g cheese</li></ul>' +
    '<h3>Instructions</h3><ol><li>Boil the pasta for 8 minutes.</li>' +
    '<li>Stir in the cheese.</li></ol>';

  it("reads the method that follows the recipe's ingredients, not the post's own above them", () => {
    const html = page(
      '<title>Cheesy pasta</title>',
      '<p>This pasta is the creamiest you will make.</p>' +
        '<h2>How to make it</h2><ol><li>First, boil the pasta. It takes a while.</li>' +
        '<li>Then you add the cheese, and voilà.</li></ol>' +
        card,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Boil the pasta for 8 minutes.',
      'Stir in the cheese.',
    ]);
  });

  it('still reads a method above the ingredients when nothing after them gives steps', () => {
    const html = page(
      '<title>Cheesy pasta</title>',
      '<h2>Method</h2><ol><li>Boil the pasta for 8 minutes.</li><li>Stir in the cheese.</li></ol>' +
        '<h2>Ingredients</h2><ul><li>200 g pasta</li><li>100 g cheese</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Boil the pasta for 8 minutes.',
      'Stir in the cheese.',
    ]);
  });

  it('tells which of two elements comes first in the page', () => {
    const $ = load('<div><p id="a">1</p><section><h2 id="b">2</h2></section></div><p id="c">3</p>');
    const [a, b, c] = ['#a', '#b', '#c'].map((id) => $(id)[0]!);
    expect(comesAfter(a!)(b!)).toBe(true);
    expect(comesAfter(b!)(a!)).toBe(false);
    expect(comesAfter(b!)(c!)).toBe(true);
    expect(comesAfter(b!)($('div')[0]!)).toBe(false);
  });
});

describe('an amount converted to another unit system, set in parts', () => {
  const part = (figure: string, unit: string) => `<span>${figure}</span> <span>${unit}</span>`;
  const line = (first: [string, string], second: [string, string], name: string) =>
    `<li><span>${part(...first)}</span> <span>(${part(...second)})</span> <span>${name}</span></li>`;

  it('reads a line in its first amount when the second is built the same way, in brackets', () => {
    const html = page(
      '<title>Stroganoff</title>',
      '<h2>Ingredients</h2><ul>' +
        line(['2½', 'lbs'], ['1135', 'g'], 'top round roast') +
        line(['2', 'cups'], ['600', 'g'], 'beef broth') +
        '<li><span><span>▢</span></span> <span><span>1</span> <span>medium</span></span> ' +
        '<span>(<span>200</span> <span>g</span>)</span> <span>onion</span></li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2½ lbs top round roast',
      '2 cups beef broth',
      '1 medium onion',
    ]);
  });

  it("keeps an amount in brackets that the author wrote as text, in the line or a note's span", () => {
    const html = page(
      '<title>Cake</title>',
      '<h2>Ingredients</h2><ul>' +
        '<li><span>1 C</span> <span>(100g)</span> <span>rolled oats</span></li>' +
        '<li><span>2</span> <span>cups</span> <span>sugar</span> <span>(400g)</span></li>' +
        `<li><span>${part('2', 'cups')}</span> (600 g) <span>beef broth</span></li></ul>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 C (100g) rolled oats',
      '2 cups sugar (400g)',
      '2 cups (600 g) beef broth',
    ]);
  });
});

describe("a post's own list of ingredients before its recipe card", () => {
  it("reads the list after a heading that repeats the page's headline", () => {
    const html = page(
      '<title>Blueberry galette</title>',
      '<h1>Blueberry Galette</h1><p>Summer in a crust.</p>' +
        "<h2>Ingredients you'll need</h2><ul><li>1 1/4 cup flour, any kind works</li>" +
        '<li>4 cups blueberries, fresh or frozen</li></ul>' +
        '<h2>How to make a blueberry galette</h2><p>Make the dough, then fill it.</p>' +
        '<h2>Blueberry galette</h2><h3>Ingredients</h3><ul><li>1 1/4 Cup All-Purpose Flour</li>' +
        '<li>8 TBSP Cold Butter</li><li>4 Cups Blueberries</li></ul>' +
        '<h3>Instructions</h3><ol><li>Rub the butter into the flour.</li><li>Fill and bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 1/4 Cup All-Purpose Flour',
      '8 TBSP Cold Butter',
      '4 Cups Blueberries',
    ]);
  });

  it('reads the first list when no heading repeats the headline', () => {
    const html = page(
      '<title>Blueberry galette</title>',
      '<h1>Blueberry Galette</h1>' +
        '<h2>Ingredients</h2><ul><li>1 1/4 cup flour</li><li>4 cups blueberries</li></ul>' +
        '<h2>Our favourite galette</h2><h3>Ingredients</h3><ul><li>1 1/4 Cup Flour</li>' +
        '<li>8 TBSP Cold Butter</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 1/4 cup flour',
      '4 cups blueberries',
    ]);
  });
});

describe('definition lists and figure boxes under an Ingredients heading', () => {
  const lists =
    '<dl><dt>For the cream</dt><dd><a href="/milk">Whole milk</a> <span>200 ml</span></dd>' +
    '<dd><a href="/yolks">Egg yolks</a> <span>3</span></dd></dl>' +
    '<dl><dt>To decorate</dt><dd><a href="/sugar">Icing sugar</a> <span>30 g</span></dd>' +
    '<dd><a href="/berries">Strawberries</a> <span>6</span></dd></dl>';

  it("reads a definition list's descriptions as lines and its terms as group titles", () => {
    const html = page('<title>Bavarese</title>', `<h2>Ingredients</h2>${lists}`);
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      'Whole milk 200 ml',
      'Egg yolks 3',
      'Icing sugar 30 g',
      'Strawberries 6',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the cream',
      'To decorate',
    ]);
  });

  it.each([
    ['a box of figures beside the heading', '<div class="title">Calories per serving</div>'],
    ['a calorie box whose label has no class', '<div>Calorie per porzione</div>'],
  ])("reads past %s to the lists after the heading's block", (_, label) => {
    const html = page(
      '<title>Bavarese</title>',
      `<div><h2>Ingredients</h2><div><div><span>312,8</span></div>${label}</div></div>` + lists,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'Whole milk 200 ml',
      'Egg yolks 3',
      'Icing sugar 30 g',
      'Strawberries 6',
    ]);
  });

  it('tells a nutrient label (a figure over it) from a line that names a food', () => {
    expect(isNutrientLabel('Calories per serving')).toBe(true);
    expect(isNutrientLabel('Calorie per porzione')).toBe(true);
    expect(isNutrientLabel('Salt')).toBe(false);
    expect(isNutrientLabel('Caloric syrup')).toBe(false);
    expect(isNutrientLabel('Energy 310 kcal')).toBe(false);
  });
});

describe('a list of amounts written a paragraph a line, that nothing names', () => {
  it("is read before the lists of each step's ingredients below it", () => {
    const step = (text: string, lines: string[]) =>
      `<div><div><span>${text}</span></div><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul></div>`;
    const html = page(
      '<title>Rhubarb tart</title>',
      '<h1>Rhubarb tart</h1><div><div>6 people</div><div><p></p><p>500 g of rhubarb</p>' +
        '<p>80 g of sugar</p><p>2 eggs</p><p>1 shortcrust pastry</p></div></div>' +
        `<div>${step('Cut the rhubarb.', ['500 g of rhubarb'])}` +
        `${step('Beat the sugar with the eggs.', ['80 g of sugar', '2 eggs', '1 pinch of salt'])}</div>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '500 g of rhubarb',
      '80 g of sugar',
      '2 eggs',
      '1 shortcrust pastry',
    ]);
  });

  it("reads the lines between a post's sentences in one run of paragraphs", () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><div><p>My grandmother made these every Sunday.</p>' +
        '<p>200 g flour</p><p>2 eggs</p><p>250 ml milk</p><p>Salt</p>' +
        '<p>1. Whisk the flour, eggs and milk.</p><p>2. Fry in a hot pan.</p>' +
        '<p>Serve with lemon and sugar.</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '250 ml milk',
      'Salt',
    ]);
  });

  it('takes no two paragraphs, nor a run of sentences, for a list', () => {
    expect(
      paragraphRunOfAmounts(
        load('<p>2 eggs</p><p>1 onion</p><div>We love this soup.</div><p>1 lemon</p>'),
      ),
    ).toBeUndefined();
    expect(
      paragraphRunOfAmounts(
        load('<p>Serves 4.</p><p>Heat the oven.</p><p>Mix it all.</p><p>2 hours later, eat.</p>'),
      ),
    ).toBeUndefined();
  });
});

describe('a menu of links that starts with numbers', () => {
  it('is no list of amounts', () => {
    const menu = ['5200 XL Premium', '5200 XL', '4200 XL', 'Mini Plus']
      .map((name) => `<li><a href="/shop/${name.length}">${name}</a></li>`)
      .join('');
    const html = page(
      '<title>Gazpacho</title>',
      `<nav-bar><ul>${menu}</ul></nav-bar><h1>Gazpacho</h1>` +
        '<ul><li>600 g tomatoes</li><li>1/4 <a href="/cucumber">cucumber</a></li>' +
        '<li>2 tbsp olive oil</li></ul><p>Blend everything until smooth.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '600 g tomatoes',
      '1/4 cucumber',
      '2 tbsp olive oil',
    ]);
  });
});

describe('a bare item among lines set in parts', () => {
  const item = (name: string, amount: string) =>
    `<li><a href="/food/${name.length}">${name}</a> <span>${amount}</span></li>`;

  it("titles the group of lines after it, as a class word would; a line's own item stays", () => {
    const html = page(
      '<title>Soup</title>',
      '<h2>Ingredients</h2><ul>' +
        item('Bacon', '2 slices') +
        item('Burdock', '80 g') +
        '<li>Seasoning mix</li>' +
        item('Stock cube', '1/3 tsp') +
        item('Water', '200 cc') +
        '<li>Black pepper to taste.</li></ul>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '2 slices Bacon',
      '80 g Burdock',
      '1/3 tsp Stock cube',
      '200 cc Water',
      'Black pepper to taste.',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Seasoning mix']);
  });

  it('is a line in a list whose lines are plain text', () => {
    const html = page(
      '<title>Soup</title>',
      '<h2>Ingredients</h2><ul><li>2 slices bacon</li><li>80 g burdock</li>' +
        '<li>Black pepper</li><li>200 cc water</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 slices bacon',
      '80 g burdock',
      'Black pepper',
      '200 cc water',
    ]);
  });
});

describe('a table row of a bare name and empty cells among rows that set their names apart', () => {
  const row = (name: string, amount: string) =>
    `<tr><td><a href="/food/${name.length}">${name}</a></td><td>${amount}</td></tr>`;
  const bare = (name: string) => `<tr><td>${name}</td><td> </td></tr>`;

  it('titles the group of rows after it; a row whose name is set apart stays a line', () => {
    const html = page(
      '<title>Cheesecake</title>',
      '<h2>Ingredients</h2><table><tbody>' +
        bare('Base') +
        row('Cream cheese', '250 g') +
        row('Eggs', '2') +
        row('Salt', '') +
        bare('Topping') +
        row('Jam', '40 g') +
        row('Milk', '30 g') +
        '</tbody></table>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '250 g Cream cheese',
      '2 Eggs',
      'Salt',
      '40 g Jam',
      '30 g Milk',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Base', 'Topping']);
  });

  it('is a line in a table whose names are plain text', () => {
    const plain = (name: string, amount: string) => `<tr><td>${name}</td><td>${amount}</td></tr>`;
    const html = page(
      '<title>Cheesecake</title>',
      '<h2>Ingredients</h2><table><tbody>' +
        plain('Cream cheese', '250 g') +
        plain('Eggs', '2') +
        bare('Salt') +
        plain('Milk', '30 g') +
        '</tbody></table>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '250 g Cream cheese',
      '2 Eggs',
      'Salt',
      '30 g Milk',
    ]);
  });
});

describe('lines set name first, each a list of one item beside a picture', () => {
  const line = (name: string, amount: string) =>
    `<div><ul><li><span><img src="/p/${name.length}.png" alt=""></span>` +
    `<p>${name} <span>${amount}</span></p></li></ul></div>`;

  it('writes them amount first, the wrappers of the one-item lists being the list', () => {
    const html = page(
      '<title>Salad</title>',
      '<h2>Ingredients</h2><div><div><p>Vegetables</p></div>' +
        line('Carrots', '2') +
        line('Broccoli', '2 cups') +
        line('Beets', '1 lb') +
        '</div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 Carrots',
      '2 cups Broccoli',
      '1 lb Beets',
    ]);
  });

  it('writes a titled group of one line amount first among groups alike that set names first', () => {
    const group = (title: string, lines: string) => `<div><div><p>${title}</p></div>${lines}</div>`;
    const html = page(
      '<title>Salad</title>',
      '<h2>Ingredients</h2><div>' +
        group('Vegetables', line('Carrots', '2') + line('Broccoli', '2 cups')) +
        group('Spices', line('Kosher Salt', '1 tsp')) +
        group('Nuts', line('Sunflower Seeds', '1 cup')) +
        '</div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 Carrots',
      '2 cups Broccoli',
      '1 tsp Kosher Salt',
      '1 cup Sunflower Seeds',
    ]);
  });

  it('keeps a group of one line as written when the groups alike set amounts first', () => {
    const first = (amount: string, name: string) =>
      `<div><ul><li><span><img src="/p/${name.length}.png" alt=""></span>` +
      `<p>${amount} <span>${name}</span></p></li></ul></div>`;
    const group = (title: string, lines: string) => `<div><div><p>${title}</p></div>${lines}</div>`;
    const html = page(
      '<title>Salad</title>',
      '<h2>Ingredients</h2><div>' +
        group('Vegetables', first('2', 'Carrots') + first('2 cups', 'Broccoli')) +
        group('Spices', line('Kosher Salt', '1 tsp')) +
        group('Nuts', line('Sunflower Seeds', '1 cup')) +
        '</div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 Carrots',
      '2 cups Broccoli',
      'Kosher Salt 1 tsp',
      'Sunflower Seeds 1 cup',
    ]);
  });

  it('keeps a lone such line as the page writes it', () => {
    const html = page(
      '<title>Salad</title>',
      '<h2>Ingredients</h2><div>' + line('Carrots', '2') + '<div><p>Wash well.</p></div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['Carrots 2']);
  });
});

describe("the method after the recipe's list, when a line is read without a part of its text", () => {
  it('finds the list by lines whose converted amounts were left out', () => {
    const line = (first: string, unit: string, second: string, name: string) =>
      `<li><span><span>${first}</span> <span>${unit}</span></span> ` +
      `<span>(<span>${second}</span> <span>g</span>)</span> <span>${name}</span></li>`;
    const html = page(
      '<title>Stroganoff</title>',
      '<h2>How to make it</h2><ol><li>First, brown the beef. It takes a while.</li>' +
        '<li>Then you add the broth, and wait.</li></ol>' +
        '<h2>Stroganoff</h2><h3>Ingredients</h3><ul>' +
        line('2½', 'lbs', '1135', 'beef') +
        line('2', 'cups', '600', 'beef broth') +
        '</ul><h3>Instructions</h3><ol><li>Brown the beef for 8 minutes.</li>' +
        '<li>Stir in the broth.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['2½ lbs beef', '2 cups beef broth']);
    expect(draft?.instructions).toEqual(['Brown the beef for 8 minutes.', 'Stir in the broth.']);
  });
});

describe('a method in titled groups, each a wrapper of a lesser heading and its list', () => {
  const group = (title: string, steps: readonly string[]) =>
    `<div><h4>${title}</h4><ul>${steps.map((step) => `<li><div><span>${step}</span></div></li>`).join('')}</ul></div>`;
  const card = (between: string) =>
    page(
      '<title>Enchiladas</title>',
      '<div><h3>Ingredients</h3><div><ul><li>2 lbs chicken</li><li>8 oz cream cheese</li></ul></div></div>' +
        `<div><h3>Instructions</h3>${between}` +
        group('Make the filling', ['Shred the chicken.', 'Blend in the cream cheese.']) +
        group('Bake', ['Roll the tortillas.', 'Bake for 20 minutes.']) +
        '</div>',
    );

  // Each group's title before its steps, as the card's class names and JSON-LD sections give them
  // (session 64's decision; left out until session 71).
  it('reads the steps of every group, each after its title', () => {
    expect(extractRecipe(card('<div style="height: 13px;"></div>'), URL_)?.instructions).toEqual([
      'Make the filling',
      'Shred the chicken.',
      'Blend in the cream cheese.',
      'Bake',
      'Roll the tortillas.',
      'Bake for 20 minutes.',
    ]);
  });

  it('reads titles set as items among the steps without a colon the page does not write', () => {
    const html = page(
      '<title>Enchiladas</title>',
      '<h2>Ingredients</h2><ul><li>2 lbs chicken</li><li>8 oz cream cheese</li></ul>' +
        '<h2>Instructions</h2><ol><li><h4>Make the filling</h4></li><li>Shred the chicken.</li>' +
        '<li>Blend in the cream cheese.</li><li><strong>Bake:</strong></li>' +
        '<li>Roll the tortillas.</li><li>Bake for 20 minutes.</li></ol>',
    );
    // As the JSON-LD reader gives a HowToSection's name; a colon the page writes stays.
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Make the filling',
      'Shred the chicken.',
      'Blend in the cream cheese.',
      'Bake:',
      'Roll the tortillas.',
      'Bake for 20 minutes.',
    ]);
  });

  it('ends the method at a list under a heading a reader does not see (the times)', () => {
    const html = page(
      '<title>Risotto</title>',
      '<h2>Zutaten</h2><ul><li>1 Zwiebel</li><li>150 g Risottoreis</li></ul>' +
        '<section><header><h2>Zubereitung</h2><section><h3 class="visuallyhidden">Rezeptinfos</h3>' +
        '<ul><li><span>Zubereiten</span><span>30min</span></li>' +
        '<li><span>Auf dem Tisch in</span><span>30min</span></li></ul></section></header>' +
        '<div><ol class="preparation-list"><li>Zwiebel andünsten.</li><li>Reis mitdünsten.</li>' +
        '</ol></div></section>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Zwiebel andünsten.',
      'Reis mitdünsten.',
    ]);
  });
});

describe("an ingredient's figure set in an element of its own before its paragraph", () => {
  it('opens the line with the figure', () => {
    const line = (figure: string, rest: string) =>
      (figure ? `<x-number value="${figure}"> ${figure} </x-number>` : '') + `<p>${rest}</p>`;
    const html = page(
      '<title>Kritharaki salad</title>',
      '<section><h3>Zutaten</h3><x-portions>' +
        line('200', '<span>g</span> <span>Kritharaki</span>') +
        line('2', '<span>Paprikaschoten</span>') +
        line('', '<span>Salz</span>') +
        line('0.5', '<span>Bund</span> <span>Petersilie</span>') +
        '</x-portions></section><h3>Zubereitung</h3><ol><li>Nudeln kochen.</li>' +
        '<li>Alles mischen.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g Kritharaki',
      '2 Paprikaschoten',
      'Salz',
      '0.5 Bund Petersilie',
    ]);
  });
});

describe("a card's tick box before each line", () => {
  it('is no part of the line', () => {
    const line = (text: string) =>
      `<li><span><input type="checkbox"><label><span>&#x25a2; </span></label></span>${text}</li>`;
    const html = page(
      '<title>Schnitzel</title>',
      '<h1>Schnitzel</h1><h2>How to make schnitzel</h2><ol><li>This could not be easier.</li>' +
        '<li>First you pound the chicken, then you fry it.</li></ol>' +
        `<h2>Schnitzel</h2><h3>Ingredients</h3><ul>${line('1 lb chicken breasts')}` +
        `${line('2 large egg yolks')}</ul>` +
        '<h3>Instructions</h3><ol><li>Pound the chicken.</li><li>Fry it.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 lb chicken breasts', '2 large egg yolks']);
    // The method after the list is found by the lines' text, read without the box too.
    expect(draft?.instructions).toEqual(['Pound the chicken.', 'Fry it.']);
  });
});

describe('steps that each start with their own number, glued to the first word', () => {
  it('lose the number when it is glued to the first word', () => {
    const html = page(
      '<title>Gnocchi</title>',
      '<h3>Zutaten</h3><ul><li>90 g Parmesan</li><li>1 Zwiebel</li></ul>' +
        '<h3>So wird es gemacht:</h3><ul><li><span>1</span>Den Parmesan reiben.</li>' +
        '<li><span>2</span>Die Zwiebel hacken.</li><li><span>3</span>Alles kochen.</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Den Parmesan reiben.',
      'Die Zwiebel hacken.',
      'Alles kochen.',
    ]);
  });

  it('keep a number the page sets apart with a dot or a space', () => {
    const html = page(
      '<title>Eggs</title>',
      '<h3>Ingredients</h3><ul><li>2 eggs</li><li>1 cup milk</li></ul>' +
        '<h3>Method</h3><ol><li><strong>1.</strong> Whisk the eggs.</li>' +
        '<li><strong>2</strong> Whisk in the milk.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      '1. Whisk the eggs.',
      '2 Whisk in the milk.',
    ]);
  });
});

describe('a method whose steps a page numbers with a figure alone on its line', () => {
  const step = (number: number, text: string) =>
    `<div class="step"><p><span class="num">${number}</span></p><p>${text}</p></div>`;

  it('reads the lines between one number and the next as one step', () => {
    const html = page(
      '<title>Fish</title>',
      '<h3>Ingredients</h3><ul><li>4 swordfish steaks</li><li>300 g potatoes</li></ul>' +
        '<h3>Method</h3>' +
        step(1, 'Marinate the fish.') +
        step(2, 'Mix the tomatoes.<br>Boil the potatoes.') +
        step(3, 'Serve the fish.<br>Pour the sauce over.'),
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Marinate the fish.',
      'Mix the tomatoes. Boil the potatoes.',
      'Serve the fish.',
      'Pour the sauce over.',
    ]);
  });

  it('keeps a group title between the numbers apart, and figures that do not count up', () => {
    expect(
      joinedBetweenNumbers(['1', 'Mix.', 'For the sauce:', '2', 'Heat.', 'Stir.', '3', 'Serve.']),
    ).toEqual(['1', 'Mix.', 'For the sauce:', '2', 'Heat. Stir.', '3', 'Serve.']);
    // A step's title with no stop is ended as a sentence before its text joins it.
    expect(joinedBetweenNumbers(['1', 'Make the sauce', 'Heat the oil.', '2', 'Serve.'])).toEqual([
      '1',
      'Make the sauce. Heat the oil.',
      '2',
      'Serve.',
    ]);
    expect(joinedBetweenNumbers(['2', 'Mix.', 'Stir.', '3', 'Serve.'])).toEqual([
      '2',
      'Mix.',
      'Stir.',
      '3',
      'Serve.',
    ]);
  });
});

describe('method headings in more languages', () => {
  it.each(['Instructies', 'Instruções', 'Istruzioni', 'So wird es gemacht:', '手順'])(
    'reads "%s" as a method heading',
    (heading) => {
      expect(METHOD_HEADING.test(heading)).toBe(true);
    },
  );
});

describe('the ingredients a card repeats under each step', () => {
  it('are left out of the step, with the list and its notes read as they are', () => {
    const step = (text: string, used: readonly string[]) =>
      `<li><div><span>${text}</span></div><div>${used.map((line) => `<span>${line}</span>`).join('')}</div></li>`;
    const html = page(
      '<title>Molasses pie</title>',
      '<h3>Ingredients</h3><ul><li>¾ cup (227g) unsulphured molasses</li>' +
        '<li>1 teaspoon pure vanilla extract</li><li>1 pound spaghetti (or egg noodles)</li></ul>' +
        '<h3>Instructions</h3><ol>' +
        step('Whisk in the molasses and vanilla.', [
          '¾ cup (227g) unsulphured molasses, ',
          '1 teaspoon pure vanilla extract',
        ]) +
        step('Cook the spaghetti. Drain.', ['1 pound spaghetti']) +
        step('Bake for 15 minutes. 2 more minutes if you like it dark', []) +
        '</ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Whisk in the molasses and vanilla.',
      'Cook the spaghetti. Drain.',
      'Bake for 15 minutes. 2 more minutes if you like it dark',
    ]);
  });
});

describe('a plain block of bare text among blocks that set their lines in elements', () => {
  it('titles a group', () => {
    const block = (text: string) => `<div><label><span>${text}</span></label></div>`;
    const html = page(
      '<title>Calamari salad</title>',
      '<div><h2>Ingredients</h2>' +
        block('1.2 kg baby calamari') +
        block('60 ml extra-virgin olive oil') +
        block('2 tbsp oregano leaves') +
        '<div>Yoghurt and Ouzo Dressing</div>' +
        block('1 tbsp ouzo') +
        block('70 gm Greek-style yoghurt') +
        '</div><div><h2>Method</h2><p>Grill the calamari.</p><p>Dress it.</p></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '1.2 kg baby calamari',
      '60 ml extra-virgin olive oil',
      '2 tbsp oregano leaves',
      '1 tbsp ouzo',
      '70 gm Greek-style yoghurt',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Yoghurt and Ouzo Dressing',
    ]);
  });
});

describe('a list item that sets a few bare words in one block of its own', () => {
  const parted = (amount: string, name: string) =>
    `<li><span>${amount}</span> <span>${name}</span></li>`;
  const pie = (items: string) =>
    page(
      '<title>Lemon pie</title>',
      `<h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2><ol><li>Mix it all.</li>` +
        '<li>Bake it.</li></ol>',
    );

  it('titles a group among items that set their parts apart', () => {
    const draft = extractRecipe(
      pie(
        '<li><div>Crust</div></li>' +
          parted('200 g', 'flour') +
          parted('100 g', 'butter') +
          '<li><div>Filling</div></li>' +
          parted('3', 'lemons') +
          parted('2', 'eggs'),
      ),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter', '3 lemons', '2 eggs']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Crust', 'Filling']);
  });

  it('is a line when the block holds elements, text stands beside it, or it ends the list', () => {
    const read = (item: string, last = false) =>
      extractRecipe(
        pie(
          parted('200 g', 'flour') +
            parted('100 g', 'butter') +
            (last ? '' : item) +
            parted('3', 'lemons') +
            parted('2', 'eggs') +
            (last ? item : ''),
        ),
        URL_,
      )?.ingredients;
    expect(read('<li><div><span>Sea salt</span></div></li>')).toContain('Sea salt');
    expect(read('<li><div>Olive oil</div> to fry</li>')).toContain('Olive oil to fry');
    expect(read('<li><div>Sea salt</div></li>', true)).toContain('Sea salt');
  });

  it('is a line among items that are all so written', () => {
    const html = pie(
      ['200 g flour', '100 g butter', 'Sea salt', '3 lemons']
        .map((line) => `<li><div>${line}</div></li>`)
        .join(''),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      'Sea salt',
      '3 lemons',
    ]);
  });
});

describe('a page that names none of its parts by class', () => {
  it('reads no nutrition table written as lines after the ingredients', () => {
    const html = page(
      '<title>Lentil soup</title>',
      '<h1>Lentil soup</h1><h2>Ingredients</h2><ul><li>200g red lentils</li><li>1 onion, diced</li>' +
        '<li>1 tsp salt</li></ul><p>Nutrition per portion</p><ul><li><span>kcal</span>310</li>' +
        '<li><span>fat</span>4g</li><li><span>carbs</span>48g</li><li><span>protein</span>19g</li>' +
        '<li><span>salt</span>1.1g low</li></ul><h2>Method</h2><ol><li>Simmer it all.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200g red lentils',
      '1 onion, diced',
      '1 tsp salt',
    ]);
  });

  it('keeps lines named as nutrients are when fewer than two name what no food is called', () => {
    expect(withoutNutritionTable(['Flour 500g', 'Sugar 100g', 'Salt 5g', 'Fat 20g'])).toEqual([
      'Flour 500g',
      'Sugar 100g',
      'Salt 5g',
      'Fat 20g',
    ]);
    expect(
      withoutNutritionTable(['1 egg', 'Energia 312 kcal', 'Proteine 5 g', 'Grassi 22 g']),
    ).toEqual(['1 egg']);
  });

  it("reads no nutrition box whose lines give a day's share and the unit in brackets", () => {
    expect(
      withoutNutritionTable([
        'Pepper',
        '468 Θερμίδες (kcal)',
        '39.1 35% Λιπαρά (γρ.)',
        '32 50% Υδατ/κες (γρ.)',
        '4 15% Πρωτεΐνες (γρ.)',
      ]),
    ).toEqual(['Pepper']);
    expect(
      withoutNutritionTable(['1 egg', 'Calories (kcal) 310', 'Protein (g) 12 24%', 'Carbs (g) 40']),
    ).toEqual(['1 egg']);
    // A share alone is no nutrient: "2 eggs 50%" stays a line.
    expect(withoutNutritionTable(['Flour 500g 50%', 'Sugar 100g 10%', 'Salt 5g 1%'])).toEqual([
      'Flour 500g 50%',
      'Sugar 100g 10%',
      'Salt 5g 1%',
    ]);
  });

  it('takes no heading from the site menu', () => {
    const html = page(
      '<title>Cheese scones</title>',
      '<nav><ul><li><a href="#" role="button">Ingredients</a><ul><li><a href="/a-z">A to Z</a></li>' +
        '<li><a href="/seasonal">In season</a></li></ul></li></ul></nav>' +
        '<h1>Cheese scones</h1><p>Warm from the oven.</p><ul><li>225g self-raising flour</li>' +
        '<li>55g butter</li><li>100g cheddar, grated</li><li>150ml milk</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '225g self-raising flour',
      '55g butter',
      '100g cheddar, grated',
      '150ml milk',
    ]);
  });

  it("drops a list's first item that heads the list", () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><ul><li>Ingredients for 8 pancakes</li><li>2 eggs</li>' +
        '<li>250 ml milk</li><li>125 g flour</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 eggs',
      '250 ml milk',
      '125 g flour',
    ]);
    expect(withoutListHeading(['Ingredients:', '2 eggs'])).toEqual(['2 eggs']);
    expect(withoutListHeading(['Ingredients for the crust:', '2 eggs'])).toEqual([
      'Ingredients for the crust:',
      '2 eggs',
    ]);
  });
});

describe('tabs made of radio buttons and their labels', () => {
  it('reads the method under a label that names it', () => {
    const html = page(
      '<title>Apple fritters</title>',
      '<h1>Apple fritters</h1><input name="tab" type="radio"><label for="ingredients">Ingredients</label>' +
        '<div><table><tr><td>2</td><td>apples</td></tr><tr><td>100 g</td><td>flour</td></tr></table></div>' +
        '<input name="tab" type="radio"><label for="method">Method</label>' +
        '<div><div><h4>Step 1</h4><div><p>Slice the apples into rings and dip them in the batter.</p></div></div>' +
        '<div><h4>Step 2</h4><div><p>Fry the rings until golden on both sides.</p></div></div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Slice the apples into rings and dip them in the batter.',
      'Fry the rings until golden on both sides.',
    ]);
  });
});

describe('a portion stepper beside the ingredients', () => {
  it('reads no line from the value between its buttons', () => {
    const line = (amount: string, name: string) =>
      `<div><div><span>${amount}</span></div> <span>${name}</span></div>`;
    const html = page(
      '<title>Ratatouille</title>',
      '<h1>Ratatouille</h1><div><div>Ingredients</div></div><div><button aria-label="Fewer">−</button>' +
        '<div><span>4</span><span>servings</span></div><button aria-label="More">+</button></div>' +
        `<div>${line('350 g', 'aubergine')}${line('350 g', 'courgette')}${line('2', 'onions')}</div>` +
        '<h2>Method</h2><ol><li>Fry the vegetables.</li><li>Stew them slowly.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '350 g aubergine',
      '350 g courgette',
      '2 onions',
    ]);
  });
});

describe('a method written as paragraphs after the ingredients, with no heading', () => {
  const post = (afterList: string) =>
    page(
      '<title>Baby back ribs</title>',
      '<h1>Baby back ribs</h1><div><p>Ingredients</p>' +
        '<ul><li>Baby back ribs</li><li>1 cup of apple cider vinegar</li></ul>' +
        '<p>Optional</p><ul><li>Your favorite BBQ sauce</li></ul>' +
        afterList +
        '</div>',
    );

  it("reads the paragraphs after the list's last line as the steps", () => {
    const html = post(
      '<p>Prepare your smoker at 275 degrees.</p>' +
        '<p>Remove the membrane off the back of the rack.</p>' +
        '<p>Smoke the ribs until they are a deep mahogany.</p>' +
        '<h3>More recipes</h3><p>Try our brisket next.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Prepare your smoker at 275 degrees.',
      'Remove the membrane off the back of the rack.',
      'Smoke the ribs until they are a deep mahogany.',
    ]);
  });

  it('takes no lone paragraph for a method', () => {
    const html = post('<p>Thanks for reading, and happy smoking.</p>');
    expect(extractRecipe(html, URL_)?.instructions).toEqual([]);
  });
});

describe('a term that opens its definition inside a step', () => {
  it('keeps the word a button shows mid-sentence, and drops a flavour tag after a line', () => {
    const html = page(
      '<title>Fries</title>',
      '<h2>Ingredients</h2><ul><li>1 kg potatoes</li><li>salt <button>Salty</button></li></ul>' +
        '<h2>Method</h2><ol><li>Set a pot of water on high heat to <button type="button">' +
        '<span>boil</span></button>.</li><li>Add the potatoes and <button>parboil</button> ' +
        'them for 8 minutes.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['1 kg potatoes', 'salt']);
    expect(draft?.instructions).toEqual([
      'Set a pot of water on high heat to boil.',
      'Add the potatoes and parboil them for 8 minutes.',
    ]);
  });
});

describe('a call to read more recipes after the method', () => {
  it('is no step', () => {
    const html = page(
      '<title>Pipoca de frango</title>',
      '<h2>Ingredientes</h2><ul><li>500 g de frango</li><li>1 ovo</li></ul>' +
        '<h2>Modo de preparo</h2><ol><li>Corte o frango em cubos.</li><li>Frite até dourar.</li>' +
        '<li>Se você gostou da receita de Pipoca de frango, sugerimos que entre na nossa ' +
        'categoria de Receitas de petiscos.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Corte o frango em cubos.',
      'Frite até dourar.',
    ]);
  });
});

describe('a servings box beside the ingredients heading', () => {
  it.each(['Serves 4', 'Servings: 6', 'Μερίδες 6', '4 portions', '分量 2'])(
    'reads %j as a yield and nothing else',
    (line) => expect(isYieldLine(line)).toBe(true),
  );
  it.each(['4 servings of rice', '2 cups milk', 'Serves 4 as a side', 'Portion of chips'])(
    'reads %j as more than a yield',
    (line) => expect(isYieldLine(line)).toBe(false),
  );

  it('takes the list after it, not the yield', () => {
    const html = page(
      '<title>Γεμιστά</title>',
      '<h1>Γεμιστά</h1><div><div><h2>Υλικά</h2></div>' +
        '<div><ul><li><span>Μερίδες</span> <span>6</span></li></ul></div></div>' +
        '<div><div><p>Για τα λαχανικά</p><ul><li>6 ντομάτες ώριμες</li><li>3 μελιτζάνες</li>' +
        '<li>3 πιπεριές πράσινες</li></ul></div></div>' +
        '<h2>Εκτέλεση</h2><ol><li>Κόβουμε τις ντομάτες.</li><li>Ψήνουμε για μία ώρα.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '6 ντομάτες ώριμες',
      '3 μελιτζάνες',
      '3 πιπεριές πράσινες',
    ]);
  });

  it.each(['Für 4 Personen:', 'For 6 people:', 'Pour 6 personnes :', 'für 4 Port.:', '4 pers.'])(
    'reads the line that says whom the list is for, %j, as a yield',
    (line) => expect(isYieldLine(line)).toBe(true),
  );
  it.each(['For 4 eggs:', 'Port wine', 'For the 2 crusts:', '2 persimmons'])(
    'reads %j as no yield',
    (line) => expect(isYieldLine(line)).toBe(false),
  );

  it("leaves out a list's first item that says whom it is for", () => {
    const html = page(
      '<title>Apfelkuchen</title>',
      '<h1>Apfelkuchen</h1><h2>Zutaten</h2><ul><li>Für 4 Personen:</li><li>200 g Mehl</li>' +
        '<li>100 g Butter</li><li>3 Äpfel</li></ul>' +
        '<h2>Zubereitung</h2><ol><li>Mehl und Butter verkneten.</li><li>Backen.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g Mehl',
      '100 g Butter',
      '3 Äpfel',
    ]);
  });
});

describe('an ingredients heading in other words', () => {
  it('reads the lines under "Gather Your Ingredients"', () => {
    const item = (line: string) =>
      `<div><input type="checkbox"><span></span><label><span><span>${line}</span></span></label></div>`;
    const html = page(
      '<title>Savory Orange Beurre Monté</title>',
      '<header><ul><li><a href="/learn">Learn</a></li><li><a href="/shows">Shows</a></li>' +
        '<li><a href="/magazines">Magazines</a></li><li><a href="/shop">Shop</a></li></ul></header>' +
        '<h1>Savory Orange Beurre Monté</h1><div><h2>Gather Your Ingredients</h2><span></span>' +
        `<div><div>${item('3 tablespoons water')}${item('8 tablespoons unsalted butter')}</div>` +
        `<div>${item('1 tablespoon oyster sauce')}${item('½ teaspoon orange zest')}</div></div></div>` +
        '<div><h2>Key Equipment</h2><p>Saucepan</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 tablespoons water',
      '8 tablespoons unsalted butter',
      '1 tablespoon oyster sauce',
      '½ teaspoon orange zest',
    ]);
  });

  it('takes "Turkey Ingredients" for a group title, not the heading of the whole list', () => {
    expect(INGREDIENT_HEADING_LAST.test('Gather Your Ingredients')).toBe(true);
    expect(INGREDIENT_HEADING_LAST.test('Recipe Ingredients:')).toBe(true);
    expect(INGREDIENT_HEADING_LAST.test('Turkey Ingredients')).toBe(false);
  });
});

describe('list items left open', () => {
  it('reads each item on its own, as a browser closes the one before', () => {
    const item = (line: string, note: string) =>
      `<li><label><input type="checkbox"><i></i> <span>${line} <b> ${note} </b>`;
    const html = page(
      '<title>Frango</title>',
      `<h2>Ingredientes</h2><ul><li>500 g de frango</li>${item('pimenta', 'a gosto')}` +
        `${item('sal', 'a gosto')}</ul><h2>Modo de preparo</h2><ol><li>Tempere o frango.</li></ol>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '500 g de frango',
      'pimenta a gosto',
      'sal a gosto',
    ]);
  });

  it('leaves a list inside an item alone', () => {
    const html = page(
      '<title>Pie</title>',
      '<h2>Ingredients</h2><ul><li>For the crust<ul><li>200 g flour</li><li>100 g butter</li>' +
        '</ul></li></ul><h2>Method</h2><ol><li>Rub in the butter.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '100 g butter']);
  });
});

describe('figures read with the lines', () => {
  it('takes no line without a letter for an ingredient', () => {
    const html = page(
      '<title>Gemista</title>',
      '<h2>Ingredients</h2><ul><li>6 tomatoes</li><li>12 tbsp rice</li>' +
        '<li><span>39.1</span></li><li><span>35%</span></li></ul>' +
        '<h2>Method</h2><ol><li>Fill the tomatoes.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['6 tomatoes', '12 tbsp rice']);
  });
});

describe("a portion scaler's figures before paragraphs of units and names", () => {
  const line = (figure: string, rest: string) => `<x-number>${figure}</x-number> <p>${rest}</p>`;
  it('takes a short paragraph in a block of its own, after no figure, for the title of the group below it', () => {
    const html = page(
      '<title>Steak and salsa</title>',
      '<h1>Steak and salsa</h1><section><h3>Zutaten</h3><x-portions>' +
        '<div><p>Tomaten-Salsa</p></div>' +
        line('500', '<span>g</span> <span>Strauchtomaten</span>') +
        line('1', '<span>Avocado</span>') +
        line(' ', '<span>Salz</span>') +
        '<p><span>Pfeffer</span></p>' +
        '<div><p>Rumpsteak und Pimientos</p></div>' +
        line('4', '<span>Rumpsteaks</span>') +
        line('5', '<span>El</span> <span>Olivenöl</span>') +
        '<div><p>Außerdem: breite, ofenfeste Pfanne</p></div>' +
        '</x-portions></section><h3>Zubereitung</h3><ol><li>Alles braten.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '500 g Strauchtomaten',
      '1 Avocado',
      'Salz',
      'Pfeffer',
      '4 Rumpsteaks',
      '5 El Olivenöl',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'Tomaten-Salsa',
      'Rumpsteak und Pimientos',
    ]);
  });

  it('keeps every paragraph a line where few follow a figure', () => {
    const html = page(
      '<title>Salsa</title>',
      '<h1>Salsa</h1><h3>Zutaten</h3><div><p>Tomaten</p><p>Zwiebel</p>' +
        line('1', '<span>Avocado</span>') +
        '<p>Salz</p></div><h3>Zubereitung</h3><ol><li>Alles mischen.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'Tomaten',
      'Zwiebel',
      '1 Avocado',
      'Salz',
    ]);
  });
});

describe('the equipment after the ingredients', () => {
  it('ends the list at a bold paragraph that heads the equipment', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<p><strong>Equipment</strong></p><ul><li>Whisk</li><li>Frying pan</li></ul>' +
        '<h2>Method</h2><ol><li>Whisk the flour and eggs.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('ends blocks of lines at a bare block among them that titles the equipment', () => {
    const html = page(
      '<title>Maki</title>',
      '<h1>Maki</h1><h2>Zutaten</h2><div>' +
        '<a href="/p/1"><div>400 g Sushi Reis</div></a><a href="/p/2"><div>3 EL Reisessig</div></a>' +
        '<div><span>Sesam</span></div>' +
        '<div class="font-bold">Hilfreich für die Zubereitung</div>' +
        '<a href="/p/3"><div>Sushi Rollmatte</div></a><a href="/p/4"><div>Holzschüssel</div></a>' +
        '</div><h2>Zubereitung</h2><p>Den Reis kochen und mit dem Essig würzen.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '400 g Sushi Reis',
      '3 EL Reisessig',
      'Sesam',
    ]);
  });

  it("ends the lines at an item of the list that titles the equipment, not at a group's title", () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><h2>Ingredients</h2><ul><li><strong>For the batter:</strong></li>' +
        '<li>200 g flour</li><li>2 eggs</li><li><strong>Kitchen tools:</strong></li>' +
        '<li>Whisk</li><li>Frying pan</li></ul>' +
        '<h2>Method</h2><ol><li>Whisk the flour and eggs.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });
});

describe("a paragraph that opens with the next part's heading in bold", () => {
  it('ends the ingredients read as paragraphs', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><p><strong>Ingredients:</strong></p>' +
        '<p>200 g flour</p><p>2 eggs</p><p>250 ml milk</p>' +
        '<p><strong>Method:</strong> Whisk the flour, eggs and milk, then fry in a hot pan.</p>' +
        '<p>Serve with lemon and sugar.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '250 ml milk',
    ]);
  });

  it('ends the ingredients read as plain blocks', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><h2>Ingredients</h2>' +
        '<div>200 g flour</div><div>2 eggs</div><div>250 ml milk</div>' +
        '<div><b>Notes:</b> Any milk will do, oat milk too.</div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '250 ml milk',
    ]);
  });
});

describe('group titles in bold among lines broken by <br>', () => {
  it('titles the lines after a bold line, in one paragraph or in paragraphs of their own', () => {
    const inOne = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><p><strong>Sponge</strong><br>200 g flour<br>' +
        '2 eggs<br><b>Icing</b><br>100 g icing sugar<br>1 lemon</p>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(inOne, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar', '1 lemon']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
    const apart = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><p><strong>Sponge</strong></p>' +
        '<p>200 g flour<br>2 eggs</p><p><strong>Icing</strong></p><p>100 g icing sugar<br>1 lemon</p>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(apart, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g icing sugar',
      '1 lemon',
    ]);
  });

  it('keeps bold lines when most lines are bold, and a bold word inside a line', () => {
    const html = page(
      '<title>Salad</title>',
      '<h1>Salad</h1><h2>Ingredients</h2><p><b>Salt</b><br><b>Pepper</b><br>' +
        '<b>2 tomatoes</b><br>1 cucumber</p><p><b>Olive oil</b>, to dress<br>1 lemon</p>' +
        '<h2>Method</h2><ol><li>Chop.</li><li>Dress.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      'Salt',
      'Pepper',
      '2 tomatoes',
      '1 cucumber',
      'Olive oil, to dress',
      '1 lemon',
    ]);
  });
});

describe('a group title among lines classed as a group', () => {
  it('titles the lines after an item whose class word says group', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><div class="recipe-ingredients"><h3>Ingredients</h3><ul>' +
        '<li class="ingredient-group-name">Sponge</li><li class="ingredient">200 g flour</li>' +
        '<li class="ingredient">2 eggs</li><li class="ingredient-group-name">Icing</li>' +
        '<li class="ingredient">100 g icing sugar</li></ul></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
  });

  it("keeps a line classed as an item of a group (a style framework's list-group-item)", () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><div class="ingredients"><h3>Ingredients</h3><ul class="list-group">' +
        '<li class="list-group-item active">200 g flour</li><li class="list-group-item">2 eggs</li>' +
        '<li class="list-group-item">icing sugar</li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      'icing sugar',
    ]);
  });

  it("keeps a line classed by its place in its group (a group's last row, without an amount)", () => {
    const row = (amount: string, name: string, place = '') =>
      `<tr${place ? ` class="${place}"` : ''}><td class="quantity">${amount}</td>` +
      `<td class="ingredient">${name}</td></tr>`;
    const html = page(
      '<title>Pasta with pesto</title>',
      '<h1>Pasta with pesto</h1><section><h2>Ingredients</h2><table>' +
        row('80 g', 'bacon', 'first-of-group last-of-group') +
        row('150 g', 'pasta', 'first-of-group') +
        row('', 'salt<span>, to taste</span>') +
        row('', 'pepper<span>, to taste</span>', 'last-of-group') +
        row('1 bunch', 'basil', 'first-of-group') +
        row('20 g', 'almonds') +
        row('', 'pepper<span>, to taste</span>', 'last-of-group') +
        '</table></section><section><h2>Method</h2><ol><li>Cook the pasta.</li>' +
        '<li>Blend the basil.</li></ol></section>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '80 g bacon',
      '150 g pasta',
      'salt, to taste',
      'pepper, to taste',
      '1 bunch basil',
      '20 g almonds',
      'pepper, to taste',
    ]);
    expect(draft?.ingredientGroups ?? []).toEqual([]);
  });
});

describe('a group heading as high as the Ingredients heading', () => {
  it('is read on through when it says what its lines are for', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<h2>For the icing</h2><ul><li>100 g icing sugar</li><li>1 lemon</li></ul>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol><h2>More cakes</h2>' +
        '<ul><li>Orange cake</li><li>Apple cake</li></ul>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar', '1 lemon']);
    expect(draft?.instructions).toEqual(['Mix.', 'Bake.']);
  });
});

describe('a labelled time listed among the ingredients', () => {
  it('is no line, and a line that starts with a time word stays', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h3>Ingredients</h3><ul><li>Serves 8</li><li>Prep: 20 mins</li>' +
        '<li>Cook time 1 hour</li><li>200 g flour</li><li>2 eggs</li><li>Cooking oil, 1 tbsp</li>' +
        '</ul><h3>Method</h3><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      'Cooking oil, 1 tbsp',
    ]);
  });
});

describe('a group written as a paragraph broken by <br> after a group written as a list', () => {
  it('reads its lines after the list, under its title', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<p><strong>Icing</strong></p><p>100 g icing sugar<br>1 lemon, juiced</p>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g icing sugar',
      '1 lemon, juiced',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Icing']);
  });

  it('takes no notes broken by <br> after the list', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<p>Use unwaxed lemons if you can.<br>The cake keeps for three days.</p>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });
});

describe('blocks beside the ingredients inside a part named for them', () => {
  it('reads no line from the equipment or a nutrition box classed so', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><div class="recipe-ingredients-wrap"><div class="recipe-equipment">' +
        '<h3>Equipment</h3><ul><li>20 cm cake tin</li><li>Stand mixer</li></ul></div>' +
        '<div class="ingredients"><h3>Ingredients</h3><ul><li>200 g flour</li><li>2 eggs</li>' +
        '</ul></div><ul class="ingredients-nutrition"><li>Calories 200</li><li>Fat 5 g</li></ul>' +
        '</div><h3>Method</h3><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('keeps the lines of a part inside a page wrapper that names nutrition', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<div class="nutrition-blog"><h1>Lemon cake</h1><div class="ingredients"><ul>' +
        '<li>200 g flour</li><li>2 eggs</li></ul></div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });
});

describe('a list item wholly in bold or italics among plain lines', () => {
  it('titles the lines after it', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li><strong>Sponge</strong></li>' +
        '<li>200 g flour</li><li>2 eggs</li><li><em>Icing</em></li><li>100 g icing sugar</li>' +
        '<li>1 lemon</li></ul><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar', '1 lemon']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
  });

  it('reads a span styled bold as bold, and a bold element styled plain as plain', () => {
    const html = (title: string) =>
      page(
        '<title>Lemon cake</title>',
        `<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>${title}</li><li>200 g flour</li>` +
          '<li>2 eggs</li></ul><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
      );
    const styled = extractRecipe(html('<span style="font-weight: 700">Sponge</span>'), URL_);
    expect(styled?.ingredients).toEqual(['200 g flour', '2 eggs']);
    expect(styled?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge']);
    const pasted = extractRecipe(html('<b style="font-weight:normal">Salt</b>'), URL_);
    expect(pasted?.ingredients).toEqual(['Salt', '200 g flour', '2 eggs']);
  });

  it('stays a line in a list that sets names in bold, when last, or when most are so set', () => {
    const lines = (items: string) =>
      extractRecipe(
        page(
          '<title>Salad</title>',
          `<h1>Salad</h1><h2>Ingredients</h2><ul>${items}</ul>` +
            '<h2>Method</h2><ol><li>Chop.</li><li>Dress.</li></ol>',
        ),
        URL_,
      )?.ingredients;
    expect(
      lines('<li>2 <b>tomatoes</b></li><li><b>Salt</b></li><li>1 <b>cucumber</b></li>'),
    ).toEqual(['2 tomatoes', 'Salt', '1 cucumber']);
    expect(lines('<li>2 tomatoes</li><li>1 cucumber</li><li><b>Salt</b></li>')).toEqual([
      '2 tomatoes',
      '1 cucumber',
      'Salt',
    ]);
    expect(lines('<li><b>Salt</b></li><li><b>Pepper</b></li><li>2 tomatoes</li>')).toEqual([
      'Salt',
      'Pepper',
      '2 tomatoes',
    ]);
  });
});

describe('a group title in italics among lines broken by <br>', () => {
  it("titles the lines after it at its block's start, and is a line's note after it", () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><p><em>Sponge</em><br>200 g flour<br>' +
        '<i>or spelt flour</i><br>2 eggs</p><p><u>Icing</u><br>100 g icing sugar<br>1 lemon</p>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200 g flour',
      'or spelt flour',
      '2 eggs',
      '100 g icing sugar',
      '1 lemon',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
  });
});

describe('lines broken by <br> that are all in italics', () => {
  it('reads the first as a line, not a title, when the lines after it are in italics too', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><p><i>Salt and pepper</i><br><i>2 eggs</i><br>' +
        '<i>200 g butter</i></p><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['Salt and pepper', '2 eggs', '200 g butter']);
    expect(draft?.ingredientGroups).toBeUndefined();
  });
});

describe('a list item that holds a list of its own', () => {
  it('titles that list with its own words, read apart from the lines', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li><strong>Sponge</strong><ul>' +
        '<li>200 g flour</li><li>2 eggs</li></ul></li><li>Icing<ul><li>100 g icing sugar</li>' +
        '</ul></li></ul><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
  });
});

describe('a title class written in camel case', () => {
  it('titles a group with an item whose class word, split where its case changes, says so', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><div class="ERSIngredients"><div>Ingredients</div><ul>' +
        '<li class="ERSSectionHead">Sponge</li><li class="ingredient">200 g flour</li>' +
        '<li class="ingredient">2 eggs</li><li class="ERSSectionHead">Icing</li>' +
        '<li class="ingredient">100 g icing sugar</li></ul></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '100 g icing sugar']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Sponge', 'Icing']);
  });
});

describe('amounts and names in plain blocks of their own', () => {
  it('keeps a figure alone as an amount when the figures alone do not count up from one', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><div><div><div>200 g</div><div>flour</div></div>' +
        '<div><div>2</div><div>eggs</div></div><div><div>150 g</div><div>butter</div></div></div>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '150 g butter',
    ]);
  });

  it('reads no count beside a label under the heading as the lines ("4" over "servings")', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><div><div><h2>Ingredients</h2><div><div>4</div><div>servings</div>' +
        '</div></div><ul><li>200 g flour</li><li>2 eggs</li><li>100 g butter</li></ul></div>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g butter',
    ]);
  });

  it('still drops figures that number the steps', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<h2>Method</h2><div><div><div>1</div><div>Mix the flour and eggs together well.</div>' +
        '</div><div><div>2</div><div>Bake it for forty minutes until golden.</div></div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Mix the flour and eggs together well.',
      'Bake it for forty minutes until golden.',
    ]);
  });
});

describe('lines set as rows of a name block and an amount block', () => {
  const row = (name: string, amount: string) =>
    `<div><div><div><img src="/i/${name.length}.png" alt="${name}"></div>` +
    `<div><div>${name}</div><div>${amount}</div></div></div></div>`;
  const body = (rows: string) =>
    '<h1>Udon bowl</h1><div><div><h2>Ingredients</h2></div><div><h2>Method</h2></div></div>' +
    `<div><div>${rows}</div><p>From your own kitchen</p><div>${row('Garlic', '1 clove')}` +
    `${row('Sunflower oil', '2 tbsp')}</div></div>`;

  it('reads a row a line, amount first, beside a paragraph that titles a group', () => {
    const html = page(
      '<title>Udon bowl</title>',
      body(row('Pak choi', '3 pcs') + row('Ground ginger', '') + row('Udon noodles', '300 g')),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs Pak choi',
      'Ground ginger',
      '300 g Udon noodles',
      '1 clove Garlic',
      '2 tbsp Sunflower oil',
    ]);
  });

  it('reads such rows after a bar of tabs when no paragraph or list follows them', () => {
    const html = page(
      '<title>Udon bowl</title>',
      '<h1>Udon bowl</h1><section><div><div><h2>Ingredients</h2></div><div><h2>Method</h2>' +
        `</div></div><div><div>${row('Pak choi', '3 pcs')}${row('Udon noodles', '300 g')}` +
        '</div></div></section><div><p>Get it all delivered!</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs Pak choi',
      '300 g Udon noodles',
    ]);
  });

  it('reads rows straight under the heading, a row a line', () => {
    const cells = (a: string, b: string) => `<div><div>${a}</div><div>${b}</div></div>`;
    const html = page(
      '<title>Udon bowl</title>',
      '<h1>Udon bowl</h1><h3>Ingredients</h3><div>' +
        cells('Pak choi', '3 pcs') +
        cells('Udon noodles', '300 g') +
        cells('Soy sauce', '2 tbsp') +
        '</div><h3>Method</h3><p>Boil the noodles for three minutes and drain them well.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs Pak choi',
      '300 g Udon noodles',
      '2 tbsp Soy sauce',
    ]);
  });

  it('reads rows of a figure block, a unit block and a name block, a row a line', () => {
    const cells = (...texts: string[]) =>
      `<div>${texts.map((text) => `<div>${text}</div>`).join('')}</div>`;
    const html = page(
      '<title>Udon bowl</title>',
      '<h1>Udon bowl</h1><h3>Ingredients</h3><div>' +
        cells('300', 'g', 'Udon noodles') +
        cells('3', '', 'Pak choi') +
        cells('', 'pinch', 'salt') +
        cells('Soy sauce', '2', 'tbsp') +
        cells('Cook time', '10', 'min') +
        '</div><h3>Method</h3><p>Boil the noodles for three minutes and drain them well.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '300 g Udon noodles',
      '3 Pak choi',
      'pinch salt',
      '2 tbsp Soy sauce',
    ]);
  });

  it('reads rows of an amount block, then a name block, after a bar of tabs', () => {
    const cells = (a: string, b: string) => `<div><div>${a}</div><div>${b}</div></div>`;
    const html = page(
      '<title>Udon bowl</title>',
      '<h1>Udon bowl</h1><section><div><div><h2>Ingredients</h2></div><div><h2>Method</h2>' +
        `</div></div><div><div>${cells('3 pcs', 'Pak choi')}${cells('300 g', 'Udon noodles')}` +
        '</div></div></section><div><p>Get it all delivered!</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs Pak choi',
      '300 g Udon noodles',
    ]);
  });

  it('does not read rows of a label and a time as lines', () => {
    const html = page(
      '<title>Udon bowl</title>',
      body(row('Prep time', '10 min') + row('Cook time', '20 min')),
    );
    expect(extractRecipe(html, URL_)?.ingredients ?? []).not.toContain('10 min Prep time');
  });

  it('reads rows of two <span> cells after a bar of tabs, a row a line', () => {
    const spans = (name: string, amount: string) =>
      `<div><div><img src="/i/${name.length}.png" alt="${name}"></div>` +
      `<div><span>${name}</span><span>${amount}</span></div></div>`;
    const html = page(
      '<title>Udon bowl</title>',
      body(
        spans('Pak choi', '3 pcs') + spans('Ground ginger', '') + spans('Udon noodles', '300 g'),
      ),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs Pak choi',
      'Ground ginger',
      '300 g Udon noodles',
      '1 clove Garlic',
      '2 tbsp Sunflower oil',
    ]);
  });

  it('does not read rows of a yield or a nutrient and its figure as lines', () => {
    const spans = (name: string, amount: string) =>
      `<div><span>${name}</span><span>${amount}</span></div>`;
    const html = page(
      '<title>Udon bowl</title>',
      '<h1>Udon bowl</h1><div><div><h2>Ingredients</h2></div><div><h2>Method</h2></div></div>' +
        `<div><div>${spans('Servings', '4')}${spans('Calories', '250 kcal')}</div>` +
        '<ul><li>3 pcs pak choi</li><li>300 g udon noodles</li></ul></div>' +
        '<div><p>Boil the noodles for three minutes.</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '3 pcs pak choi',
      '300 g udon noodles',
    ]);
  });
});

describe('lines that set their name first and their amount in an element of its own after it', () => {
  const body = (items: string) =>
    `<h1>Zucchini rolls</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2>` +
    '<ol><li>Roll.</li><li>Chill.</li></ol>';

  it('writes each amount first, as the parser reads a line', () => {
    const html = page(
      '<title>Zucchini rolls</title>',
      body(
        '<li><a href="/f/zucchini">zucchini</a> <b>2 pcs</b></li>' +
          '<li><a href="/f/cream">cream (whipping)</a> <b>200 g (1 tub)</b></li>' +
          '<li><a href="/f/oil">oil</a></li>',
      ),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 pcs zucchini',
      '200 g (1 tub) cream (whipping)',
      'oil',
    ]);
  });

  it('writes them so in table rows of a name cell and an amount cell', () => {
    const html = page(
      '<title>Zucchini rolls</title>',
      '<h1>Zucchini rolls</h1><h2>Ingredients</h2><table><tr><td>zucchini</td><td>2 pcs</td></tr>' +
        '<tr><td>cream</td><td>200 g</td></tr></table><h2>Method</h2><ol><li>Roll.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 pcs zucchini', '200 g cream']);
  });

  it('reads amounts in Chinese words as amounts to write first', () => {
    const html = page(
      '<title>焗饭</title>',
      '<h1>焗饭</h1><h2>用料</h2><table><tr><td><a href="/c/1">鸡胸肉</a></td><td>150克</td></tr>' +
        '<tr><td><a href="/c/2">胡萝卜</a></td><td>半根</td></tr><tr><td><a href="/c/3">番茄' +
        '</a></td><td>一个半</td></tr><tr><td><a href="/c/4">盐</a></td><td></td></tr><tr><td>' +
        '<a href="/c/5">番茄酱</a></td><td>适量</td></tr></table><h2>做法</h2><ol><li>切丁。</li>' +
        '</ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '150克 鸡胸肉',
      '半根 胡萝卜',
      '一个半 番茄',
      '盐',
      '适量 番茄酱',
    ]);
  });

  it('reads a heading set inside the list of steps as the title of the steps after it', () => {
    const html = page(
      '<title>Wings</title>',
      '<h1>Wings</h1><h3>Ingredients</h3><ul><li>1 kg wings</li><li>2 tbsp honey</li></ul>' +
        '<div><h3>Instructions</h3></div><ol><li>Pat the wings dry.</li><li>Fry the wings.</li>' +
        '<h4>For the sauce:</h4><li>Warm the honey.</li><li>Toss the wings in it.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Pat the wings dry.',
      'Fry the wings.',
      'For the sauce:',
      'Warm the honey.',
      'Toss the wings in it.',
    ]);
  });

  it('reads the steps under a Chinese heading that names the dish before its method', () => {
    const html = page(
      '<title>焗饭</title>',
      '<h1>焗饭</h1><h2>用料</h2><table><tr><td>鸡胸肉</td><td>150克</td></tr><tr><td>番茄</td>' +
        '<td>一个</td></tr></table><h2>番茄鸡肉焗饭【两人份】的做法 &nbsp;</h2><div><ol><li>' +
        '<p>番茄切丁，洋葱切丝备用</p><img src="/1.jpg" alt="步骤1"></li><li><p>鸡肉切块，腌制15分钟</p>' +
        '<img src="/2.jpg" alt="步骤2"></li></ol></div><h2>相关菜谱</h2><ul><li><a href="/r/1">' +
        '土豆焗饭</a></li><li><a href="/r/2">芝士焗饭</a></li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      '番茄切丁，洋葱切丝备用',
      '鸡肉切块，腌制15分钟',
    ]);
    expect(METHOD_HEADING.test('蓝莓慕斯巴斯克的做法')).toBe(true);
    expect(METHOD_HEADING.test('猪肉做法大全')).toBe(false);
    expect(METHOD_HEADING.test('焗饭的做法大全')).toBe(false);
  });

  it('keeps the order of steps that end in a time or a temperature set apart', () => {
    const html = page(
      '<title>Pie</title>',
      '<h1>Pie</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
        '<h2>Method</h2><ol><li>Heat the oven to <b>180 C</b></li><li>Mix and bake for ' +
        '<b>25 minutes</b></li><li>Rest it for <b>10 min</b></li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Heat the oven to 180 C',
      'Mix and bake for 25 minutes',
      'Rest it for 10 min',
    ]);
  });

  it('keeps the order of a page in a language that writes its lines name first', () => {
    const html =
      '<!doctype html><html lang="ja"><head><title>スープ</title></head><body><h1>スープ</h1>' +
      '<h2>材料</h2><ul><li><span>ベーコン</span><span>2枚</span></li><li><span>牛乳</span>' +
      '<span>200cc</span></li></ul><h2>作り方</h2><ol><li>煮る。</li></ol></body></html>';
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['ベーコン 2枚', '牛乳 200cc']);
  });

  it('keeps the order of a list that writes its amounts first elsewhere, or one line so', () => {
    const mixed = page(
      '<title>Zucchini rolls</title>',
      body('<li>2 zucchini</li><li>cream <b>200 g</b></li><li>salt <b>1 pinch</b></li>'),
    );
    expect(extractRecipe(mixed, URL_)?.ingredients).toEqual([
      '2 zucchini',
      'cream 200 g',
      'salt 1 pinch',
    ]);
    const one = page(
      '<title>Zucchini rolls</title>',
      body('<li>zucchini</li><li>cream <b>200 g</b></li><li>salt <b>to taste</b></li>'),
    );
    expect(extractRecipe(one, URL_)?.ingredients).toEqual([
      'zucchini',
      'cream 200 g',
      'salt to taste',
    ]);
  });
});

describe('a list of names, each with its amount after it, that nothing names', () => {
  const groups =
    '<div><h3>Těsto</h3><ul><li><a href="/s/tvaroh">tvaroh</a> (změklý) <b>500 g (2 kostky)</b>' +
    '</li><li><a href="/s/mouka">hladká mouka</a> <b>140 g</b></li><li><a href="/s/vejce">vejce' +
    '</a> <b>2 ks</b></li><li><a href="/s/cukr">vanilkový cukr</a> <b>1 sáček</b></li></ul></div>' +
    '<div><h3>Rozvar</h3><ul><li><a href="/s/boruvky">borůvky</a> <b>500 g</b></li><li>' +
    '<a href="/s/maslo">máslo</a> <b>1 lžíce</b></li><li><a href="/s/smetana">smetana</a> ' +
    '<b>250 ml</b></li></ul></div>' +
    '<h2>Postup přípravy</h2><ol><li>Vypracujte těsto a nechte ho odležet.</li></ol>';

  it('reads its lines amount first, group by group, under group titles alone', () => {
    const html = page(
      '<title>Knedlíčky</title>',
      `<h1>Knedlíčky</h1><p>Ovocné knedlíky jsou pýchou naší kuchyně.</p>${groups}`,
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Těsto', 'Rozvar']);
    expect(draft?.ingredients).toEqual([
      '500 g (2 kostky) tvaroh (změklý)',
      '140 g hladká mouka',
      '2 ks vejce',
      '1 sáček vanilkový cukr',
      '500 g borůvky',
      '1 lžíce máslo',
      '250 ml smetana',
    ]);
  });

  it('takes no menu of links with counts after them', () => {
    const menu = (counts: readonly string[]) =>
      '<ul>' +
      ['Dezerty', 'Polévky', 'Těstoviny', 'Saláty']
        .map(
          (name, index) =>
            `<li><a href="/c/${index}">${name}</a> <span>${counts[index]}</span></li>`,
        )
        .join('') +
      '</ul>';
    const bare = page(
      '<title>Knedlíčky</title>',
      `${menu(['120', '45', '80', '33'])}<h1>Knedlíčky</h1>${groups}`,
    );
    const worded = page(
      '<title>Knedlíčky</title>',
      `${menu(['120 receptů', '45 receptů', '80 receptů', '33 receptů'])}<h1>Knedlíčky</h1>${groups}`,
    );
    const nav = page(
      '<title>Knedlíčky</title>',
      `<nav>${menu(['120 g', '45 ks', '80 ml', '33 l'])}</nav><h1>Knedlíčky</h1>${groups}`,
    );
    for (const html of [bare, worded, nav]) {
      const draft = extractRecipe(html, URL_);
      expect(draft?.ingredients.slice(0, 2)).toEqual([
        '500 g (2 kostky) tvaroh (změklý)',
        '140 g hladká mouka',
      ]);
      expect(draft?.ingredientGroups?.[0]?.title).toBe('Těsto');
    }
  });
});

describe("a grid's rows, a name's column and an amount's, each in wrappers of their own", () => {
  const row = (name: string, amount: string, classes = false) => {
    const at = (value: string) => (classes ? ` class="${value}"` : '');
    return (
      `<div${at('grid-row ingredient-row')}><div${at('grid-container')}><div${at('col')}><div${at('col')}>` +
      `<div${at('col')}><span${at('name')}>${name}</span><span${at('note')}></span></div></div></div>` +
      `<div${at('col')}><span${at('amount')}>${amount}</span></div></div></div>`
    );
  };
  const rows = (classes: boolean) =>
    row('Selder', '4 stengel', classes) +
    row('Wortels', '2', classes) +
    row('Zout', '', classes) +
    row('Gehakt', '300 g', classes);
  const expected = ['4 stengel Selder', '2 Wortels', 'Zout', '300 g Gehakt'];

  it('reads them amount first under a heading, a stepper and a bar of tabs, classes or none', () => {
    const html = page(
      '<title>Vol-au-vent</title>',
      '<h1>Vol-au-vent</h1><div><h2>Ingrediënten</h2><div><div><div>4 personen</div></div>' +
        '<button>-</button><button>+</button></div><div><div role="tablist"><button role="tab">' +
        'Alle</button><button role="tab">Deelgerechten</button></div></div><div role="tabpanel">' +
        `<div><div>${rows(false)}</div></div></div></div><h2>Bereiding</h2><ol><li>Kook de kip.` +
        '</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(expected);
  });

  it('reads classed rows that wrap their columns amount first', () => {
    const html = page(
      '<title>Vol-au-vent</title>',
      `<h1>Vol-au-vent</h1><div class="ingredients-list">${rows(true)}</div><h2>Bereiding</h2>` +
        '<ol><li>Kook de kip.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(expected);
  });

  it('keeps the order of rows whose amounts come first in some of them', () => {
    const html = page(
      '<title>Vol-au-vent</title>',
      '<h1>Vol-au-vent</h1><div class="ingredients-list">' +
        row('2 eggs', '', true) +
        row('Wortels', '2', true) +
        row('Gehakt', '300 g', true) +
        '</div><h2>Bereiding</h2><ol><li>Kook de kip.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['2 eggs', 'Wortels 2', 'Gehakt 300 g']);
  });
});

describe('a menu of links after the ingredients, in the same column', () => {
  const menu =
    '<div><div><h3>Topics</h3><ul><li><a href="/chocolate">Chocolate recipes</a></li>' +
    '<li><a href="/pudding">Pudding recipes</a></li><li><a href="/kids">Recipes for kids</a></li>' +
    '</ul></div></div>';
  const method = '<h2>Method</h2><ol><li>Whisk the starch into the milk.</li><li>Boil.</li></ol>';

  it('ends the list there, its heading and all', () => {
    const html = page(
      '<title>Chocolate pudding</title>',
      '<h1>Chocolate pudding</h1><h2>Ingredients</h2><div><ul><li>500 ml milk</li>' +
        `<li>40 g cornflour</li><li>40 g sugar</li></ul></div>${menu}${method}`,
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual(['500 ml milk', '40 g cornflour', '40 g sugar']);
    expect(draft?.ingredientGroups?.map((group) => group.title) ?? [null]).toEqual([null]);
  });

  it('still reads linked names when no line before them has an amount', () => {
    const html = page(
      '<title>Salad</title>',
      '<h1>Salad</h1><h2>Ingredients</h2><ul><li><a href="/lettuce">Lettuce</a></li>' +
        '<li><a href="/radish">Radishes</a></li><li><a href="/dill">Dill</a></li></ul>' +
        '<h2>Method</h2><ol><li>Wash the lettuce and the radishes.</li><li>Toss with dill.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['Lettuce', 'Radishes', 'Dill']);
  });

  it('still reads a group of linked names beside the lists with amounts', () => {
    const html = page(
      '<title>Chilli</title>',
      '<h1>Chilli</h1><div><h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion</li>' +
        '<li>400 g kidney beans</li></ul><h3>To serve</h3><ul><li><a href="/rice">Rice</a></li>' +
        '<li><a href="/guacamole">Guacamole</a></li></ul></div>' +
        '<h2>Method</h2><ol><li>Brown the mince.</li><li>Simmer with the beans.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '500 g beef mince',
      '1 onion',
      '400 g kidney beans',
      'Rice',
      'Guacamole',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([null, 'To serve']);
  });
});

describe('a list typed into one item, broken by <br>', () => {
  const html = (items: string) =>
    page(
      '<title>Shortbread</title>',
      `<h1>Shortbread</h1><h2>Ingredients</h2><ul>${items}</ul>` +
        '<h2>Method</h2><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol>',
    );

  it('reads a line per break when each opens with an amount', () => {
    const draft = extractRecipe(html('<li>200 g flour<br>100 g butter<br>50 g sugar</li>'), URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter', '50 g sugar']);
  });

  it('keeps an item whose break sets off a note as one line', () => {
    const draft = extractRecipe(html('<li>200 g flour<br>sifted</li><li>100 g butter</li>'), URL_);
    expect(draft?.ingredients).toEqual(['200 g flour sifted', '100 g butter']);
  });
});

describe('groups in paragraphs broken by <br>, in a block whose class names the ingredients', () => {
  it('reads every group of the block, not only the one that reads best', () => {
    const html = page(
      '<title>Lemon tart</title>',
      '<h1>Lemon tart</h1><div class="tart-ingredients"><p><strong>Pastry</strong></p>' +
        '<p>200 g flour<br>100 g butter</p><p><strong>Filling</strong></p>' +
        '<p>3 lemons<br>2 eggs<br>150 g sugar</p></div>' +
        '<h2>Method</h2><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      '3 lemons',
      '2 eggs',
      '150 g sugar',
    ]);
  });
});

describe('a part of a line hidden from the reader', () => {
  const html = (items: string) =>
    page(
      '<title>Pancakes</title>',
      `<h1>Pancakes</h1><h2>Ingredients</h2><ul>${items}</ul>` +
        '<h2>Method</h2><ol><li>Whisk the flour into the milk.</li><li>Fry.</li></ol>',
    );

  it("leaves out a tooltip's text hidden by its style", () => {
    const draft = extractRecipe(
      html(
        '<li>1 cup flour<span style="display: none">Flour is milled wheat</span></li>' +
          '<li>1 cup milk</li>',
      ),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['1 cup flour', '1 cup milk']);
  });

  it('leaves out an amount in another unit system that the page hides', () => {
    const draft = extractRecipe(
      html(
        '<li><span>1 cup</span> <span hidden>120 g</span> flour</li>' +
          '<li><span>1 cup</span> <span hidden>240 ml</span> milk</li>',
      ),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['1 cup flour', '1 cup milk']);
  });
});

describe('a list of notes inside the block whose class names the ingredients', () => {
  const html = (notesClass: string) =>
    page(
      '<title>Shortcrust</title>',
      '<h1>Shortcrust</h1><div class="recipe-ingredients"><ul><li>200 g flour</li>' +
        `<li>100 g butter</li></ul><ul class="${notesClass}"><li>Cold butter</li></ul></div>` +
        '<h2>Method</h2><ol><li>Rub the butter into the flour.</li><li>Chill.</li></ol>',
    );

  it('is no part of the list', () => {
    expect(extractRecipe(html('recipe-notes'), URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
    ]);
  });

  it('is told by a word of the class, not by letters inside one', () => {
    expect(extractRecipe(html('annotated'), URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      'Cold butter',
    ]);
  });
});

describe('a post written a line per block, as a blog editor writes it', () => {
  it('reads the blocks after the block that holds the Ingredients heading alone', () => {
    const html = page(
      '<title>Scones</title>',
      '<h1>Scones</h1><div class="post-body"><div><b>Ingredients</b></div>' +
        '<div>200 g flour</div><div>100 g butter</div><div>2 eggs</div><div><br></div>' +
        '<div><b>Method</b></div><div>Rub the butter into the flour.</div><div>Bake.</div></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      '2 eggs',
    ]);
  });
});

describe('a group titled by a heading as high as the Ingredients heading', () => {
  const html = (title: string, items: string) =>
    page(
      '<title>Lemon tart</title>',
      '<h1>Lemon tart</h1><h3>Ingredients</h3><ul><li>200 g flour</li><li>100 g butter</li></ul>' +
        `<h3>${title}</h3><ul>${items}</ul>` +
        '<h3>Method</h3><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol>',
    );

  it('reads its lines when a list of amounts follows it', () => {
    const draft = extractRecipe(html('Lemon filling', '<li>3 lemons</li><li>2 eggs</li>'), URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter', '3 lemons', '2 eggs']);
  });

  it('ends the list when the list after it holds no amounts', () => {
    const draft = extractRecipe(
      html('Good with', '<li>Whipped cream</li><li>A cup of tea</li>'),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter']);
  });
});

describe('a dash typed before each line as its bullet', () => {
  it('is no part of the line', () => {
    const html = page(
      '<title>Scones</title>',
      '<h1>Scones</h1><h2>Ingredients</h2><p>- 200 g flour<br>– 100 g butter<br>- 2 eggs</p>' +
        '<h2>Method</h2><ol><li>Rub the butter into the flour.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '200 g flour',
      '100 g butter',
      '2 eggs',
    ]);
  });
});

describe('template layouts (session 45)', () => {
  const steps = '<ol><li>Rub the chicken with oil.</li><li>Roast for 1 hour 20 minutes.</li></ol>';

  it("takes no comment's list after the post as a group of a list under a need heading", () => {
    const html = page(
      '<title>Roast chicken</title>',
      '<article><h1>Roast chicken</h1><p><strong>You will need:</strong></p>' +
        '<ul><li>1.6kg whole chicken</li><li>1 lemon, halved</li><li>2 tbsp olive oil</li></ul>' +
        `<p><strong>Here's how:</strong></p>${steps}</article>` +
        '<section><h3>2 comments</h3><ol><li><p>I changed a few things:</p>' +
        '<ul><li>2 tbsp honey instead of sugar</li><li>1 tsp vanilla extract</li></ul></li></ol></section>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1.6kg whole chicken',
      '1 lemon, halved',
      '2 tbsp olive oil',
    ]);
  });

  it('reads the lines after a bold heading that starts a line of one block broken by <br>', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<div><span>Sunday mornings mean pancakes.<br><br><b><u>Ingredients</u></b><br>' +
        '1 cup flour<br>1 egg<br>1 cup milk<br><br><b><u>Method</u></b><br>Whisk it all.<br>Fry.</span></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
  });

  it('reads on into the next paragraphs that open with a bold group title and break into lines', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<p><strong>Ingredients</strong><br>225g butter<br>225g sugar<br>4 eggs</p><p>&nbsp;</p>' +
        '<p><strong>For the drizzle</strong><br>juice of 1½ lemons<br>85g sugar</p>' +
        '<p><strong>Method</strong><br>1. Beat the butter and sugar.<br>2. Bake for 45 minutes.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '225g butter',
      '225g sugar',
      '4 eggs',
      'juice of 1½ lemons',
      '85g sugar',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([null, 'For the drizzle']);
  });

  it('ends the ingredients at a heading of the products a post links to', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h2>Ingredients</h2><ul><li>1 cup flour</li><li>1 egg</li><li>1 cup milk</li></ul>' +
        '<h3>Products I used</h3><ul><li><a href="https://shop.example/a">Griddle pan</a></li>' +
        '<li><a href="https://shop.example/b">Balloon whisk</a></li></ul>' +
        '<h2>Instructions</h2><ol><li>Whisk it all.</li><li>Fry.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
  });

  it('titles a group with a paragraph in bold over its list under the Ingredients heading', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h2>Ingredients</h2><p><strong>For the cake</strong></p><ul><li>225g butter</li><li>4 eggs</li></ul>' +
        '<p><strong>Drizzle</strong></p><ul><li>juice of 1 lemon</li><li>85g sugar</li></ul>' +
        '<h2>Method</h2><ol><li>Beat the butter.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredientGroups).toEqual([
      { title: 'For the cake', items: ['225g butter', '4 eggs'] },
      { title: 'Drizzle', items: ['juice of 1 lemon', '85g sugar'] },
    ]);
  });

  it('reads a classed definition list whose terms are amounts alone with their descriptions', () => {
    const html = page(
      '<title>Erwtensoep</title>',
      '<h2>Ingrediënten</h2><dl class="ingredients"><dt>500 g</dt><dd>spliterwten</dd>' +
        '<dt>2 l</dt><dd>water</dd><dt>1</dt><dd>rookworst</dd></dl>' +
        '<h2>Bereiding</h2><p>Kook de erwten een uur in het water.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '500 g spliterwten',
      '2 l water',
      '1 rookworst',
    ]);
  });

  it('reads bare items last in a list of linked names as lines, not titles of nothing', () => {
    const html = page(
      '<title>Curry</title>',
      '<h3>Ingredients</h3><ul><li><strong>1 tbsp</strong> <a href="/i/oil">olive oil</a></li>' +
        '<li><strong>1</strong> <a href="/i/onion">onion, diced</a></li>' +
        '<li><strong>2 tsp</strong> <a href="/i/garam">garam masala</a></li>' +
        '<li>salt to taste</li><li>fresh cilantro, for serving</li></ul>' +
        '<h3>Instructions</h3><ol><li>Fry the onion.</li><li>Add the rest.</li></ol>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '1 tbsp olive oil',
      '1 onion, diced',
      '2 tsp garam masala',
      'salt to taste',
      'fresh cilantro, for serving',
    ]);
    expect(draft?.ingredientGroups).toBeUndefined();
  });

  it('titles a group with a paragraph in italics or ending with a colon over its list', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h2>Ingredients</h2><p><em>For the cake</em></p><ul><li>225g butter</li><li>4 eggs</li></ul>' +
        '<p>Drizzle:</p><ul><li>juice of 1 lemon</li><li>85g sugar</li></ul>' +
        '<h2>Method</h2><ol><li>Beat the butter.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredientGroups).toEqual([
      { title: 'For the cake', items: ['225g butter', '4 eggs'] },
      { title: 'Drizzle', items: ['juice of 1 lemon', '85g sugar'] },
    ]);
  });

  it("titles a group with a lesser heading set in the group's wrapper over its list", () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<h3>Ingredients</h3><div><div><h4>Cake</h4><ul><li>225g butter</li><li>4 eggs</li></ul></div></div>' +
        '<div><div><h4>Drizzle</h4><ul><li>juice of 1 lemon</li><li>85g sugar</li></ul></div></div>' +
        '<h3>Method</h3><ol><li>Beat the butter.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredientGroups).toEqual([
      { title: 'Cake', items: ['225g butter', '4 eggs'] },
      { title: 'Drizzle', items: ['juice of 1 lemon', '85g sugar'] },
    ]);
  });

  it('reads no share bar set as a list under the Ingredients heading', () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h2>Ingredients</h2><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a></li>' +
        '<li><a href="https://pinterest.com/pin/create/button/?url=x">Pinterest</a></li>' +
        '<li><a href="mailto:?subject=Pancakes">Email</a></li></ul>' +
        '<ul><li>1 cup flour</li><li>1 egg</li><li>1 cup milk</li></ul>' +
        '<h2>Instructions</h2><ol><li>Whisk it all.</li><li>Fry.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
  });

  it("reads a paragraph of amounts broken by <br> before a comment's list of amounts", () => {
    const html = page(
      '<title>Banana bars</title>',
      '<article><h1>Banana bars</h1><p>Here is what you need:</p>' +
        '<p>2 ripe bananas<br>1 cup rolled oats<br>½ cup peanut butter</p>' +
        '<p>Mash the bananas, stir in the rest and chill for 2 hours.</p></article>' +
        '<section><ol><li><p>I changed a few things:</p><ul><li>2 tbsp honey instead of sugar</li>' +
        '<li>1 tsp vanilla extract</li><li>a handful of walnuts</li></ul></li></ol></section>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 ripe bananas',
      '1 cup rolled oats',
      '½ cup peanut butter',
    ]);
  });

  it('reads the lines under a "You\'ll need" heading', () => {
    const html = page(
      '<title>Soup</title>',
      "<h1>Soup</h1><h2>You'll need</h2><table><tr><td>1 tbsp</td><td>butter</td></tr>" +
        '<tr><td>1 large</td><td>leek, sliced</td></tr><tr><td></td><td>salt and black pepper</td></tr></table>' +
        '<h2>Method</h2><ol><li>Soften the leek in the butter.</li><li>Season.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 tbsp butter',
      '1 large leek, sliced',
      'salt and black pepper',
    ]);
  });

  it('titles a group with a block set before the wrapper of its lines', () => {
    const html = page(
      '<title>Lemon cake</title>',
      '<div>Ingredients</div><div><div><div>Cake</div><div><div>225g butter</div><div>4 eggs</div></div></div>' +
        '<div><div>Drizzle</div><div><div>juice of 1 lemon</div><div>85g sugar</div></div></div></div>' +
        '<div>Method</div><div><ol><li>Beat the butter.</li><li>Bake.</li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredientGroups).toEqual([
      { title: 'Cake', items: ['225g butter', '4 eggs'] },
      { title: 'Drizzle', items: ['juice of 1 lemon', '85g sugar'] },
    ]);
  });

  it('titles the first of titled lists of amounts by the heading right before it', () => {
    const html = page(
      '<title>Muffins</title>',
      '<h1>Muffins</h1><p>Quick muffins.</p><h3>Dry ingredients</h3><ul><li>2 cups flour</li>' +
        '<li>1 tsp baking soda</li><li>½ tsp salt</li></ul><h3>Wet ingredients</h3><ul>' +
        '<li>1 cup buttermilk</li><li>2 eggs</li></ul><h3>Instructions</h3><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.ingredientGroups?.map((group) => group.title)).toEqual([
      'Dry ingredients',
      'Wet ingredients',
    ]);
  });

  it("reads a list of amounts after a paragraph that gives a card's times, not the times", () => {
    const html = page(
      '<title>Pancakes</title>',
      '<h1>Pancakes</h1><p>10 mins prep<br>20 mins cook<br>1 hour total</p>' +
        '<ul><li>1 cup flour</li><li>1 egg</li><li>1 cup milk</li></ul>' +
        '<p>Whisk everything together and fry spoonfuls in a hot pan until golden.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
  });

  it("finds the ingredient list the method follows by its first line, not its first group's title", () => {
    const html = page(
      '<title>Kale salad</title>',
      '<h1>Kale salad</h1><h2>Method</h2><ol><li>In the post: toss it all.</li><li>In the post: serve.</li></ol>' +
        '<h2>Ingredients</h2><p><strong>For the salad</strong></p><ul><li>2 cups kale</li><li>1 tbsp olive oil</li></ul>' +
        '<p><strong>For the dressing</strong></p><ul><li>2 tbsp yoghurt</li><li>1 tbsp olive oil</li></ul>' +
        '<h2>Instructions</h2><ol><li>Massage the kale with the oil.</li><li>Dress it.</li></ol>' +
        '<h2>Comments</h2><ul><li>1 tbsp olive oil</li><li>was plenty for me</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Massage the kale with the oil.',
      'Dress it.',
    ]);
  });
});

describe('groups read from the markup alone (session 46)', () => {
  it('reads each group of lists of amounts whose title sits in plain wrappers of its own', () => {
    const group = (title: string, lines: string[]) =>
      `<div><div><div><h2>${title}</h2></div></div><ul>${lines
        .map((line) => `<li><div><p>${line}</p></div></li>`)
        .join('')}</ul></div>`;
    const html = page(
      '<title>Panzanella</title>',
      '<h1>Panzanella</h1><p>A bread salad with a sharp dressing.</p><div><div>' +
        group('Dressing', ['1/4 cup vinegar', '1/4 cup olive oil', '1/2 tsp salt']) +
        group('Salad', ['2 celery stalks, sliced', '1 baguette, torn', '3 cups watercress']) +
        '</div><div><h2>Instructions</h2><ul><li><p>Whisk the dressing together.</p></li>' +
        '<li><p>Toast the bread and toss everything.</p></li></ul></div></div>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '1/4 cup vinegar',
      '1/4 cup olive oil',
      '1/2 tsp salt',
      '2 celery stalks, sliced',
      '1 baguette, torn',
      '3 cups watercress',
    ]);
    expect(draft?.ingredientGroups?.map((found) => found.title)).toEqual(['Dressing', 'Salad']);
  });

  it('takes a term that says in brackets what its group makes as the group title', () => {
    const html = page(
      '<title>Spice cookies</title>',
      '<h1>Spice cookies</h1><h2>Ingredients</h2><dl>' +
        '<dt>For the pastry (for about 30 cookies)</dt><dd>250 g flour</dd><dd>125 g butter</dd>' +
        '<dd>1 egg</dd><dt>For the icing</dt><dd>200 g white chocolate</dd><dd>100 ml cream</dd>' +
        '</dl><h2>Method</h2><p>Rub the butter into the flour, add the egg and chill.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '250 g flour',
      '125 g butter',
      '1 egg',
      '200 g white chocolate',
      '100 ml cream',
    ]);
    expect(draft?.ingredientGroups?.map((found) => found.title)).toEqual([
      'For the pastry (for about 30 cookies)',
      'For the icing',
    ]);
  });
});

describe('lines that are no ingredients, from the markup alone (session 46)', () => {
  it('does not take a post\'s "N years ago" links, broken by <br>, for a list of amounts', () => {
    const html = page(
      '<title>Crumb cake</title>',
      '<h1>Crumb cake</h1><p>The best crumb cake.</p><h5>Previously</h5><p><b>6 months ago:</b> ' +
        '<a href="/a">Eggplant Parmesan</a><br><b>1 year ago:</b> <a href="/b">Burritos</a><br>' +
        '<b>2 years ago:</b> <a href="/c">Banana Cream Pie</a><br><b>3 years ago:</b> ' +
        '<a href="/d">Hummingbird Cake</a></p><div><h3>New York Crumb Cake</h3><ul>' +
        '<li>10 tablespoons butter, melted</li><li>1/2 cup brown sugar</li>' +
        '<li>1 2/3 cups flour</li></ul><p>Heat the oven and mix the crumbs with your fingers.</p></div>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '10 tablespoons butter, melted',
      '1/2 cup brown sugar',
      '1 2/3 cups flour',
    ]);
  });

  it('takes a labelled yield with words around its count ("Makes: approx. 80 …") for no line', () => {
    expect(isYieldLine('Makes: approx. 80 little tomato halves')).toBe(true);
    expect(isYieldLine('Serves: about 4 as a side')).toBe(true);
    expect(isYieldLine('Makes 2 cups of flour')).toBe(false);
    expect(isYieldLine('200 g flour')).toBe(false);
  });

  it('reads a list given again in another unit system once, as first given', () => {
    const list = (lines: string[]) =>
      `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
    const html = page(
      '<title>Baklava</title>',
      '<h1>Baklava</h1><h2>Ingredients</h2><div><span>Metric</span><span>Cups</span></div>' +
        '<div><div>' +
        list([
          '175 grams honey',
          '200 grams walnuts (toasted)',
          '375 grams filo pastry',
          '1 teaspoon ground cinnamon',
        ]) +
        '</div><div>' +
        list([
          '½ cup honey',
          '2 cups walnuts (toasted)',
          '13 ounces filo pastry',
          '1 teaspoon ground cinnamon',
        ]) +
        '</div></div><h2>Method</h2><p>Layer the filo with the nuts and bake.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '175 grams honey',
      '200 grams walnuts (toasted)',
      '375 grams filo pastry',
      '1 teaspoon ground cinnamon',
    ]);
  });

  it('keeps two groups that name different things, though as long as each other', () => {
    const list = (lines: string[]) =>
      `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
    const html = page(
      '<title>Cake</title>',
      '<h1>Cake</h1><h2>Ingredients</h2><h3>Cake</h3>' +
        list(['200 g flour', '200 g sugar', '4 eggs']) +
        '<h3>Frosting</h3>' +
        list(['100 g butter', '200 g icing sugar', '1 lemon, zested']) +
        '<h2>Method</h2><p>Bake the cake and frost it.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toHaveLength(6);
  });

  it('leaves out the label of a check box that ticks every line ("Deselect All")', () => {
    const line = (text: string) =>
      `<p><label><input type="checkbox" checked value="${text}"><span>${text}</span></label></p>`;
    const html = page(
      '<title>Potatoes</title>',
      '<h1>Potatoes</h1><section><h3>Ingredients</h3><div>' +
        ['Deselect All', '2 pounds new potatoes', '1 onion, sliced', '2 tablespoons butter']
          .map(line)
          .join('') +
        '</div></section><section><h3>Directions</h3><ol><li>Roast the potatoes.</li></ol></section>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 pounds new potatoes',
      '1 onion, sliced',
      '2 tablespoons butter',
    ]);
  });

  it('reads a figure and a word set apart over a name ("2 clove" over "Garlic") as its amount', () => {
    const row = (amount: string, name: string) =>
      `<div><div></div><div><p>${amount}</p><p>${name}</p></div></div>`;
    const html = page(
      '<title>Prawn pasta</title>',
      '<h1>Prawn pasta</h1><div><h2>Ingredients</h2><div>' +
        row('2 clove', 'Garlic') +
        row('1 unit', 'Lemon') +
        row('10 ounce', 'Shrimp') +
        row('9 ounce', 'Tagliatelle') +
        row('2 tablespoon', 'Butter') +
        '<div><div></div><div><p>Salt</p></div></div>' +
        '</div></div><h2>Instructions</h2><p>Boil the pasta in salted water.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 clove Garlic',
      '1 unit Lemon',
      '10 ounce Shrimp',
      '9 ounce Tagliatelle',
      '2 tablespoon Butter',
      'Salt',
    ]);
  });

  it('keeps a figure and a word as a line where few amounts stand apart from their names', () => {
    expect(
      joinAmountLines([
        '150 grams',
        'Green beans',
        '200 ml',
        'Milk',
        '2 eggs',
        'Salt',
        '3 leeks',
        'Pepper',
        '1 lemon',
        'Oil',
      ]),
    ).toEqual([
      '150 grams Green beans',
      '200 ml Milk',
      '2 eggs',
      'Salt',
      '3 leeks',
      'Pepper',
      '1 lemon',
      'Oil',
    ]);
  });

  it('reads the lists after the first list of amounts that each open with their title as its groups', () => {
    const item = (text: string) =>
      `<li><label><div><input type="checkbox"></div><div>${text}</div></label></li>`;
    const list = (title: string, lines: string[]) =>
      `<ul><li>${title}</li>${lines.map(item).join('')}</ul>`;
    const html = page(
      '<title>Grill</title>',
      '<h1>Grill</h1><div>' +
        list('For the grill', ['4 sausages', '4 pork chops', '2 rashers of bacon', 'potatoes']) +
        list('For the marinade', ['salt', 'peppercorns', '2 garlic cloves', 'olive oil']) +
        list('For the pink pepper rub', ['pink pepper', 'garlic', 'salt']) +
        '</div><p>Light the grill and let it heat well before the meat goes on.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '4 sausages',
      '4 pork chops',
      '2 rashers of bacon',
      'potatoes',
      'salt',
      'peppercorns',
      '2 garlic cloves',
      'olive oil',
      'pink pepper',
      'garlic',
      'salt',
    ]);
  });

  it("leaves out the links of a <nav> inside the ingredients' block (its sections: Method, Video)", () => {
    const html = page(
      '<title>Chicken</title>',
      '<h1>Chicken</h1><div class="recipe-ingredients-wrap"><ul>' +
        ['2 chicken breasts', '4 tbsp olive oil', '1 onion, chopped', 'Salt']
          .map((line) => `<li>${line}</li>`)
          .join('') +
        '</ul><nav><ul><li><a href="#method">Method</a></li><li><a href="#rice">For the rice</a></li>' +
        '<li><a href="#video">Video</a></li></ul></nav></div>' +
        '<section id="method"><h3>Method</h3><p>Brown the chicken in the oil.</p></section>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '2 chicken breasts',
      '4 tbsp olive oil',
      '1 onion, chopped',
      'Salt',
    ]);
  });

  it('reads a titled group of two lines before the first list of amounts, under its title', () => {
    const list = (lines: string[]) =>
      `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
    const html = page(
      '<title>Pudding</title>',
      '<h1>Pudding</h1><div><h2>Caramel:</h2>' +
        list(['1 cup of water', '2 cups of sugar']) +
        '<h2>Pudding:</h2>' +
        list([
          '500 ml milk',
          '2 tins of condensed milk',
          '10 tbsp hot water',
          '2 sachets of gelatine',
        ]) +
        '</div><p>Melt the sugar in a pan until it turns golden, then add the water.</p>',
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual([
      '1 cup of water',
      '2 cups of sugar',
      '500 ml milk',
      '2 tins of condensed milk',
      '10 tbsp hot water',
      '2 sachets of gelatine',
    ]);
  });

  it('ends the ingredients at a heading of the wines the dish pairs with ("Perfect with:")', () => {
    const list = (lines: string[]) =>
      `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
    const wine = (name: string) =>
      `<li><img src="/w.jpg"><div>${name}</div><button>Add to basket</button></li>`;
    const html = page(
      '<title>Lamb</title>',
      '<h1>Lamb</h1><h2>Ingredients</h2>' +
        list(['2kg lamb leg joint', '12 garlic cloves, crushed', '7 tbsp olive oil']) +
        '<h3>For the mint sauce</h3>' +
        list(['20g fresh mint', '1 tbsp sugar', '3 tbsp white wine vinegar']) +
        '<h3>Perfect with:</h3><ul>' +
        wine('Shiraz 75cl') +
        wine('Malbec 75cl') +
        '</ul><h2>Method</h2><p>Roast the lamb for two hours.</p>',
    );
    const lines = extractRecipe(html, URL_)?.ingredients ?? [];
    expect(lines.filter((line) => /75cl/.test(line))).toEqual([]);
    expect(lines).toContain('3 tbsp white wine vinegar');
  });
});

describe('the Ingredients heading given again as high (session 48)', () => {
  const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  const lines = ['200 g flour', '150 g sugar', '3 eggs'];
  const html = (first: string[]) =>
    page(
      '<title>Lemon cake</title>',
      `<h1>Lemon cake</h1><h2>Ingredients</h2>${list(first)}<p>The cake keeps for a week.</p>` +
        `<h2>Ingredients</h2>${list(lines)}<h2>Method</h2><p>Mix it all and bake it.</p>`,
    );

  it('heads a copy of the list, read once', () => {
    expect(extractRecipe(html(lines), URL_)?.ingredients).toEqual(lines);
  });

  it("heads the recipe's list with amounts after a post's list of names", () => {
    expect(extractRecipe(html(['flour', 'sugar', 'eggs']), URL_)?.ingredients).toEqual(lines);
  });
});

describe("a shop's products beside the ingredients (session 48)", () => {
  const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  const html = (ingredients: string[], after = '') =>
    page(
      '<title>Lemon cake</title>',
      `<h1>Lemon cake</h1><h2>Ingredients</h2>${list(ingredients)}${after}` +
        '<h2>Method</h2><p>Mix it all and bake it.</p>',
    );

  it("leaves a product's card inside a line out of the line's text", () => {
    const card =
      '<div><img src="/p/sugar.jpg"><span>Caster sugar 1 kg</span><span>£1.10</span>' +
      '<button>Add</button></div>';
    const lines = extractRecipe(html(['200 g flour', `150 g sugar${card}`, '3 eggs']), URL_);
    expect(lines?.ingredients).toEqual(['200 g flour', '150 g sugar', '3 eggs']);
  });

  it("keeps a price written in the line's own text", () => {
    const lines = ['1 tbsp olive oil ($0.13)', '200 g pasta ($0.80)', '1 onion ($0.30)'];
    expect(extractRecipe(html(lines), URL_)?.ingredients).toEqual(lines);
  });

  it('ends the ingredients at a "Shop the ingredients" heading', () => {
    const shop =
      '<h3>Shop the ingredients</h3>' +
      list(['<a href="/p/1">Plain flour 1.5 kg</a> £1.20', '<a href="/p/2">6 eggs</a> £1.50']);
    const lines = extractRecipe(html(['200 g flour', '3 eggs'], shop), URL_)?.ingredients;
    expect(lines).toEqual(['200 g flour', '3 eggs']);
  });
});

describe('group titles written in capitals among the lines (session 48)', () => {
  const html = (items: string[]) =>
    page(
      '<title>Lemon cake</title>',
      `<h1>Lemon cake</h1><h2>Ingredients</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}` +
        '</ul><h2>Method</h2><p>Mix it all and bake it.</p>',
    );

  it('titles groups with the items in capitals of a list that opens with one', () => {
    const draft = extractRecipe(
      html(['CAKE', '200 g flour', '3 eggs', 'ICING', '100 g icing sugar', '1 lemon']),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['200 g flour', '3 eggs', '100 g icing sugar', '1 lemon']);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['CAKE', 'ICING']);
  });

  it('keeps a line in capitals in a list that opens with a line', () => {
    const lines = ['200 g pasta', 'EVOO', '1 lemon'];
    expect(extractRecipe(html(lines), URL_)?.ingredients).toEqual(lines);
  });
});

describe("a group title in the amount's column of a table (session 48)", () => {
  it('titles the rows under it; a line without an amount in the name column stays a line', () => {
    const row = (amount: string, name: string) => `<tr><td>${amount}</td><td>${name}</td></tr>`;
    const html = page(
      '<title>Lemon cake</title>',
      '<h1>Lemon cake</h1><h2>Ingredients</h2><table>' +
        row('Cake', '') +
        row('200 g', 'flour') +
        row('3', 'eggs') +
        row('', 'salt') +
        row('Icing', '') +
        row('100 g', 'icing sugar') +
        row('1', 'lemon') +
        '</table><h2>Method</h2><p>Mix it all and bake it.</p>',
    );
    const draft = extractRecipe(html, URL_);
    expect(draft?.ingredients).toEqual([
      '200 g flour',
      '3 eggs',
      'salt',
      '100 g icing sugar',
      '1 lemon',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Cake', 'Icing']);
  });
});

describe('amounts and names in two columns side by side (session 49)', () => {
  const html = (ingredients: string, method = '<p>Mix it all and bake it for 40 minutes.</p>') =>
    page(
      '<title>Lemon cake</title>',
      `<h1>Lemon cake</h1><h2>Ingredients</h2>${ingredients}<h2>Method</h2>${method}`,
    );
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

  it('reads a list of amounts beside a list of names as one line a row', () => {
    const columns =
      `<div><div>${list(['200 g', '3', '100 ml', ''])}</div>` +
      `<div>${list(['flour', 'eggs', 'milk', 'salt'])}</div></div>`;
    expect(extractRecipe(html(columns), URL_)?.ingredients).toEqual([
      '200 g flour',
      '3 eggs',
      '100 ml milk',
      'salt',
    ]);
  });

  it('reads a cell of names beside a cell of amounts, each broken by <br>, amount first', () => {
    const table =
      '<table><tr><td>flour<br>eggs<br>milk</td><td>200 g<br>3<br>100 ml</td></tr></table>';
    expect(extractRecipe(html(table), URL_)?.ingredients).toEqual([
      '200 g flour',
      '3 eggs',
      '100 ml milk',
    ]);
  });

  it("keeps a method's step numbers beside its steps, and a nutrition box's figures, as they are", () => {
    const numbers = (items: string[]) => items.map((item) => `<div>${item}</div>`).join('');
    const steps = ['Heat the oven', 'Mix the flour and the eggs', 'Bake until golden'];
    const method = `<div><div>${numbers(['1', '2', '3'])}</div><div>${numbers(steps)}</div></div>`;
    const nutrition = `<div><div>${numbers(['Calories', 'Fat', 'Protein'])}</div><div>${numbers(['200', '12 g', '4 g'])}</div></div>`;
    const draft = extractRecipe(html(list(['200 g flour', '3 eggs']) + nutrition, method), URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '3 eggs']);
    expect(draft?.instructions).toEqual(steps);
  });
});

describe('group titles as the plain first line of paragraphs broken by <br> (session 49)', () => {
  const html = (paragraphs: string) =>
    page(
      '<title>Lemon cake</title>',
      `<h1>Lemon cake</h1><h2>Ingredients</h2>${paragraphs}<h2>Method</h2><p>Mix it all and bake it.</p>`,
    );

  it('titles the lines below the first line of each paragraph, or after a blank line', () => {
    for (const paragraphs of [
      '<p>Cake<br>200 g flour<br>3 eggs</p><p>Icing<br>100 g icing sugar<br>1 lemon</p>',
      '<p>Cake<br>200 g flour<br>3 eggs<br><br>Icing<br>100 g icing sugar<br>1 lemon</p>',
    ]) {
      const draft = extractRecipe(html(paragraphs), URL_);
      expect(draft?.ingredients).toEqual(['200 g flour', '3 eggs', '100 g icing sugar', '1 lemon']);
      expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Cake', 'Icing']);
    }
  });

  it('keeps a first line as a line where a paragraph of several lines opens with an amount', () => {
    const paragraphs =
      '<p>Butter, for the tin<br>200 g flour<br>3 eggs</p><p>100 g icing sugar<br>1 lemon</p>';
    const draft = extractRecipe(html(paragraphs), URL_);
    expect(draft?.ingredients).toEqual([
      'Butter, for the tin',
      '200 g flour',
      '3 eggs',
      '100 g icing sugar',
      '1 lemon',
    ]);
  });
});

describe("a post's taxonomy classes on its wrapper (session 51)", () => {
  it('reads only the ingredients list where the post is filed under ingredients-<term> classes', () => {
    const body =
      '<article class="post-2129 type-recipe status-publish ingredients-tequila ingredients-limejuice">' +
      '<h1>Margarita</h1><h3>Ingredients</h3><ul class="ingredients"><li>4 cl tequila</li>' +
      '<li>2 cl lime juice</li></ul><h3>Method</h3><ol><li>Shake it all with ice.</li></ol>' +
      '<div class="meta"><ul><li>Recipe by: Us</li><li>Published: 3 April 2021</li></ul></div>' +
      '<ul class="related"><li>Frozen Margarita</li><li>Cantarito</li></ul></article>';
    const draft = extractRecipe(page('<title>Margarita</title>', body), URL_);
    expect(draft?.ingredients).toEqual(['4 cl tequila', '2 cl lime juice']);
  });
});

describe('classed blocks that each hold a group of lines (session 51)', () => {
  const html = (blocks: string) =>
    page(
      '<title>Shortcake</title>',
      `<h1>Shortcake</h1><div class="recipe-ingredients"><h2>You will need</h2>${blocks}</div>` +
        '<h2>Method</h2><p>Mix it all and bake it.</p>',
    );

  it('reads each paragraph of a block as a line, not the block as one line', () => {
    const blocks =
      '<span class="ingredient_heading">Shortcakes</span><span class="itr-ingredients">' +
      '<p>2 cups flour</p><p>1 tbsp baking powder</p><p>1 egg</p></span>' +
      '<span class="ingredient_heading">Filling</span><span class="itr-ingredients">' +
      '<p>2 pounds strawberries</p><p>1 cup sugar</p></span>';
    expect(extractRecipe(html(blocks), URL_)?.ingredients).toEqual([
      '2 cups flour',
      '1 tbsp baking powder',
      '1 egg',
      '2 pounds strawberries',
      '1 cup sugar',
    ]);
  });

  it("keeps a block whose paragraphs are one line's amount and name as one line", () => {
    const blocks =
      '<div class="ingredient-row"><p>200 g</p><p>flour</p></div>' +
      '<div class="ingredient-row"><p>3</p><p>eggs</p></div>';
    expect(extractRecipe(html(blocks), URL_)?.ingredients).toEqual(['200 g flour', '3 eggs']);
  });
});

describe('a group typed into one list item under its title (session 51)', () => {
  const html = (items: string) =>
    page(
      '<title>Rainbow pasta</title>',
      `<h1>Rainbow pasta</h1><h3>Ingredients</h3>${items}<h3>Directions</h3><ol><li>Cook it all.</li></ol>`,
    );

  it('reads the title and each line of an item broken by <br>', () => {
    const items =
      '<ol><li><b>For the tuile</b>:<br>4 tbsp grated parmesan<br>Cooking spray</li></ol>' +
      '<ol><li><b>For the sauce</b>:<br>6 tbsp butter<br>3 garlic cloves<br>Salt to taste</li></ol>' +
      '<ol><li>Parmesan, for garnish</li></ol>';
    const draft = extractRecipe(html(items), URL_);
    expect(draft?.ingredients).toEqual([
      '4 tbsp grated parmesan',
      'Cooking spray',
      '6 tbsp butter',
      '3 garlic cloves',
      'Salt to taste',
      'Parmesan, for garnish',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toContain('For the sauce');
  });

  it('keeps an item whose lines after a colon hold no amount as one line', () => {
    const items = '<ul><li>Garnish:<br>fresh basil<br>lemon zest</li><li>200 g pasta</li></ul>';
    expect(extractRecipe(html(items), URL_)?.ingredients).toEqual([
      'Garnish: fresh basil lemon zest',
      '200 g pasta',
    ]);
  });
});

describe('a definition list of amounts and names, some units unknown (session 51)', () => {
  it('reads each term with its description, not the terms whose unit is unknown alone', () => {
    const pair = (amount: string, name: string) =>
      `<div class="ingredient"><dt>${amount}</dt><dd>${name}</dd></div>`;
    const body =
      '<h1>Stoofvlees</h1><h3>Ingrediënten</h3><dl>' +
      pair('40 gr', 'ontbijtspek') +
      pair('250 gr', 'runderriblappen') +
      pair('1 teentje', 'knoflook') +
      pair('1 takje', 'tijm') +
      '</dl><h3>Bereiding</h3><p>Bak het spek uit en stoof het vlees.</p>';
    expect(extractRecipe(page('<title>Stoofvlees</title>', body), URL_)?.ingredients).toEqual([
      '40 gr ontbijtspek',
      '250 gr runderriblappen',
      '1 teentje knoflook',
      '1 takje tijm',
    ]);
  });
});

describe("a nutrition popup's list read after the lines (session 51)", () => {
  it('ends the lines at a line that heads the nutrition', () => {
    const body =
      '<h1>Apple cookies</h1><h2>Ingredients</h2><div class="ingredients"><ul>' +
      '<li>200 g flour</li><li>1 egg</li></ul><div role="dialog"><li>Nutrition Information</li>' +
      '<li>Per Serving (Serves 20)</li><li>Calories 128 Fat 4 g</li></div></div>' +
      '<h2>Method</h2><p>Mix it all and bake it.</p>';
    const draft = extractRecipe(page('<title>Apple cookies</title>', body), URL_);
    expect(draft?.ingredients).toEqual(['200 g flour', '1 egg']);
  });
});

describe('rows of a name and an amount whose unit is words (session 51)', () => {
  it('reads "3 c. de sopa" in a block of its own as the amount of its row', () => {
    const row = (name: string, amount: string) =>
      `<div><div>${name}</div><div>${amount}</div></div>`;
    const body =
      '<h1>Arroz de tamboril</h1><h2>Ingredientes</h2><div>' +
      row('tamboril', '1 kg') +
      row('polpa de tomate', '3 c. de sopa') +
      row('sal', '2 c. de chá') +
      '</div><h2>Preparação</h2><p>Coza o arroz com o tamboril.</p>';
    const draft = extractRecipe(page('<title>Arroz de tamboril</title>', body), URL_);
    expect(draft?.ingredients).toEqual([
      '1 kg tamboril',
      '3 c. de sopa polpa de tomate',
      '2 c. de chá sal',
    ]);
  });
});

describe("a yield's label and value under the Ingredients heading (session 51)", () => {
  it('reads the groups after a "Serves" / "12 servings" row, not the row', () => {
    const body =
      '<h1>Chocolate cake</h1><section><div><h2>Ingredients</h2>' +
      '<div><div>Serves</div><div>12 servings</div></div>' +
      '<div><h3><strong>FOR THE SPONGE</strong></h3><ul><li><strong>225 g</strong> flour</li>' +
      '<li><strong>3</strong> eggs</li></ul><h3><strong>FOR THE GANACHE</strong></h3><ul>' +
      '<li><strong>300 g</strong> dark chocolate</li><li><strong>350 g</strong> cream</li></ul>' +
      '</div></div></section><section><h2>Method</h2><p>Mix it all and bake it.</p></section>';
    const draft = extractRecipe(page('<title>Chocolate cake</title>', body), URL_);
    expect(draft?.ingredients).toEqual([
      '225 g flour',
      '3 eggs',
      '300 g dark chocolate',
      '350 g cream',
    ]);
  });
});

describe('rows of an amount and a name in groups, a clearing block after them (session 51)', () => {
  const html = (ingredients: string) =>
    page(
      '<title>Knedličky</title>',
      `<h1>Knedličky</h1><div><h2>ingrediencie</h2>${ingredients}</div>` +
        '<div><h2>postup</h2><p>Spracujeme tvaroh, múku a vajíčko.</p></div>',
    );
  const row = (amount: string, name: string, clear = '') =>
    `<div class="item"><div class="wrap"><div class="amount">${amount}</div>` +
    `<div class="title">${name}</div>${clear}</div></div>`;

  it('reads a row whose last block only clears the floats', () => {
    const clear = '<div class="tiny-clear"></div>';
    const rows = row('250 g', 'tvaroh', clear) + row('1 ks', 'vajce', clear);
    expect(extractRecipe(html(rows), URL_)?.ingredients).toEqual(['250 g tvaroh', '1 ks vajce']);
  });

  it('reads rows in groups under lesser headings right after the heading', () => {
    const clear = '<div class="tiny-clear"></div>';
    const rows =
      '<h3>Knedličky</h3>' +
      row('250 g', 'tvaroh', clear) +
      row('1 ks', 'vajce', clear) +
      '<h3>Omáčka</h3>' +
      row('200 ml', 'smotana', clear);
    expect(extractRecipe(html(rows), URL_)?.ingredients).toEqual([
      '250 g tvaroh',
      '1 ks vajce',
      '200 ml smotana',
    ]);
  });
});

describe('a heading left empty over the lines (session 52)', () => {
  it('reads the rows after an empty <h2> that opens their wrapper, not a later Ingredients label', () => {
    const row = (amount: string, name: string) =>
      `<div><div><span>${amount}</span></div><div><span>${name}</span></div></div>`;
    const $ = load(
      page(
        '<title>Breakfast bake</title>',
        '<h1>Breakfast bake</h1><div><div><h4>Ingredients</h4><div><h2> </h2>' +
          row('1', 'pound sausage') +
          row('8', 'eggs') +
          row('2 cups', 'milk') +
          '</div></div></div><div><div><h4>Steps</h4><ol><li>Brown the sausage.</li>' +
          '<li>Beat the eggs with the milk and pour over.</li></ol></div></div>' +
          '<ul><li><span>Ingredients</span> <span>3</span></li>' +
          '<li><span>Servings</span> <span>4</span></li></ul>',
      ),
    );
    expect(underHeading($, INGREDIENT_HEADING, 'li')).toEqual([
      '1 pound sausage',
      '8 eggs',
      '2 cups milk',
    ]);
  });
});

describe('groups in plain blocks after the heading and the yield (session 52)', () => {
  it('reads the blocks past the wrapper the heading shares with the yield, not the method', () => {
    const body =
      '<h1>Lemonade</h1><div><div><div>Ingredients</div><div>Yields: <span>4</span> ' +
      '<span>servings</span></div></div><hr><div><div><div>The syrup</div><div>' +
      '<div>1 c. sugar</div><div>1 c. water</div></div></div><div><div>The drink</div><div>' +
      '<div>6 lemons, squeezed</div><div>4 c. cold water</div></div></div></div></div>' +
      '<div><div><div>Directions</div><div>Prep Time: <span>0:10</span></div></div><hr>' +
      '<div><ol><li>Boil the sugar with the water until it dissolves, then let it cool.</li>' +
      '<li>Stir the syrup into the lemon juice and the cold water, and serve on ice.</li>' +
      '</ol></div></div>';
    const draft = extractRecipe(page('<title>Lemonade</title>', body), URL_);
    expect(draft?.ingredients).toEqual([
      '1 c. sugar',
      '1 c. water',
      '6 lemons, squeezed',
      '4 c. cold water',
    ]);
  });
});

describe("a box of links to the recipe's ingredients beside its list (session 52)", () => {
  it('reads the list, not the cards of a picture and a linked heading in a block named after ingredients', () => {
    const card = (name: string) =>
      `<li><div><img src="/img/${name}.jpg" alt=""></div><div><span>Featured</span>` +
      `<h2><a href="/ingredient/${name.toLowerCase()}">${name}</a></h2></div></li>`;
    const body =
      '<h1>Lime tart</h1><div class="recipe__ingredients"><h2>Ingredients</h2><ul>' +
      '<li>4 limes</li><li>200 g sugar</li><li>3 eggs</li></ul></div>' +
      `<div class="ingredient-spotlight"><h3>Spotlight</h3><ul>${card('Limes')}${card('Eggs')}</ul></div>`;
    const draft = extractRecipe(page('<title>Lime tart</title>', body), URL_);
    expect(draft?.ingredients).toEqual(['4 limes', '200 g sugar', '3 eggs']);
  });
});

describe('a bold paragraph over the first of lists of amounts titled so (session 52)', () => {
  it('titles the first group as it titles the groups after it', () => {
    const body =
      '<h1>Apple pie</h1><div><p><strong>Crust</strong></p><ul><li>250 g flour</li>' +
      '<li>125 g butter</li><li>1 egg</li></ul><p><strong>Filling</strong></p><ul>' +
      '<li>1 kg apples</li><li>100 g sugar</li><li>1 tsp cinnamon</li></ul>' +
      '<p>Rub the butter into the flour, add the egg and chill the dough for an hour.</p></div>';
    const draft = extractRecipe(page('<title>Apple pie</title>', body), URL_);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Crust', 'Filling']);
    expect(draft?.ingredients).toEqual([
      '250 g flour',
      '125 g butter',
      '1 egg',
      '1 kg apples',
      '100 g sugar',
      '1 tsp cinnamon',
    ]);
  });
});

describe('which plain blocks hold a part’s lines (session 52)', () => {
  it('takes two or more lines with amounts, times and yields aside', () => {
    expect(holdsBlockAmounts(['1 c. sugar', '1 c. water'])).toBe(true);
    expect(holdsBlockAmounts(['Prep Time: 10 minutes', '1 c. sugar'])).toBe(false);
    expect(holdsBlockAmounts(['Yields: 4 servings', 'Cook Time: 20 minutes'])).toBe(false);
  });

  it('refuses blocks where a figure stands alone, its name in a block of its own', () => {
    expect(holdsBlockAmounts(['350 g', 'plain flour', '2', 'eggs'])).toBe(false);
    expect(holdsBlockAmounts(['0.160', 'salt', '1 c. sugar', '1 c. water'])).toBe(false);
  });
});

describe('what sits among the lines but is none (session 53)', () => {
  const method =
    '<h2>Method</h2><ol><li>Whisk the eggs into the flour.</li><li>Bake for 20 minutes.</li></ol>';
  const markupPage = (body: string) => page('<title>Pie</title>', `<h1>Pie</h1>${body}${method}`);

  it('reads no advert’s label set among the lines as a line', () => {
    const body =
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>Advertisement</li><li>2 eggs</li>' +
      '<li>- Sponsored -</li><li>1 tsp salt</li></ul>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '1 tsp salt',
    ]);
  });

  it('ends the lines at cards of other recipes set beside the list (a picture and a title, linked)', () => {
    const body =
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
      '<ul><li><a href="/pancakes"><img src="p.jpg" alt=""><h3>Best pancakes</h3></a></li>' +
      '<li><a href="/waffles"><img src="w.jpg" alt=""><h3>Waffles</h3></a></li></ul>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('still reads a group of linked names beside the lists (no pictures)', () => {
    const body =
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>' +
      '<ul><li><a href="/salt">Salt</a></li><li><a href="/pepper">Pepper</a></li></ul>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      'Salt',
      'Pepper',
    ]);
  });
});

describe('lists the markup alone gives (session 56)', () => {
  const method =
    '<h2>Method</h2><ol><li>Whisk the eggs into the flour.</li><li>Bake for 20 minutes.</li></ol>';
  const markupPage = (body: string) => page('<title>Pie</title>', `<h1>Pie</h1>${body}${method}`);

  it('reads the list after the heading’s wrapper, not the yield’s notes set beside the heading', () => {
    const body =
      '<section><div><h2>Ingredients</h2><div><div><button><span>Decrease</span></button>' +
      '<div>20</div><button><span>Increase</span></button></div><button>Adjust</button></div>' +
      '<div>Original recipe yields 20 servings</div>' +
      '<div>The ingredient list now reflects the servings specified</div></div>' +
      '<fieldset><legend>Ingredient Checklist</legend><ul><li><label><input type="checkbox">' +
      '<span><span>1 pound shrimp</span></span></label></li><li><label><input type="checkbox">' +
      '<span><span>1 cup lime juice</span></span></label></li><li><label>' +
      '<input type="checkbox"><span><span>salt to taste</span></span></label></li></ul>' +
      '</fieldset></section>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '1 pound shrimp',
      '1 cup lime juice',
      'salt to taste',
    ]);
  });

  it('reads no step’s own list as the ingredients when steps say in short sentences what to do', () => {
    const steps =
      '<section><h4>Preparation</h4><ol>' +
      '<li><h3>Make rice</h3><p>Combine ingredients in pot and bring to a boil. Cover and ' +
      'simmer for 15 minutes. Remove from heat and steam.</p><ul class="list-ingredients">' +
      '<li>2 cups rice</li><li>2 cups water</li></ul></li>' +
      '<li><h3>Pineapple prep</h3><p>Dice pineapple.</p><ul class="list-ingredients">' +
      '<li>2 cups pineapple, diced</li></ul></li>' +
      '<li><h3>Taste</h3><p>Garnish with mint.</p><ul class="list-ingredients">' +
      '<li>1/2 cup mint, leaves picked</li></ul></li></ol></section>';
    const body =
      '<section><h4>Ingredients</h4><div><ul><li>2 cups rice</li><li>2 cups water</li>' +
      '<li>2 cups pineapple</li><li>1/2 cup mint</li></ul></div></section>' +
      steps;
    expect(
      extractRecipe(page('<title>Pie</title>', `<h1>Pie</h1>${body}`), URL_)?.ingredients,
    ).toEqual(['2 cups rice', '2 cups water', '2 cups pineapple', '1/2 cup mint']);
  });

  it('reads boxes of a name’s block and an amount’s as lines amount first, a title block titling its group', () => {
    const row = (name: string, figure: string, unit: string) =>
      `<div class="line_ingredient"><div><span>${name}</span></div>` +
      `<div><span>${figure} ${unit}</span></div></div><hr>`;
    const box = (inner: string) => `<div class="ingredients_container">${inner}</div>`;
    const body =
      '<h2>Ingrédients pour</h2><div>6 pers.</div>' +
      box(
        `<div class="line_group"><div><span>Pour la viande</span></div></div>${row('Boeuf', '1.5', 'kg')}`,
      ) +
      box(row('Carotte(s)', '2', 'pièce(s)')) +
      box(row('Farine de blé', '30', 'g')) +
      box(
        `<div class="line_group"><div><span>Pour la garniture</span></div></div>${row('Lardons', '150', 'g')}`,
      ) +
      box(row('Beurre doux', '50', 'g'));
    const draft = extractRecipe(markupPage(body), URL_);
    expect(draft?.ingredients).toEqual([
      '1.5 kg Boeuf',
      '2 pièce(s) Carotte(s)',
      '30 g Farine de blé',
      '150 g Lardons',
      '50 g Beurre doux',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'Pour la viande',
      'Pour la garniture',
    ]);
  });

  it('reads the paragraphs under the Ingredients heading of a block named for them, not its tools’ list', () => {
    const line = (figure: string, rest: string) => `<p><span>${figure}</span> ${rest}</p>`;
    const body =
      '<div class="print-ingredients_root"><div class="print-ingredients_title"><h2>Ingrediënten</h2>' +
      '<span>(Op basis van 4 personen)</span></div><div>' +
      line('3', 'tenen knoflook') +
      line('300', 'g winterpeen') +
      line('1', 'el tarwebloem') +
      '</div><h2>Dit heb je nodig</h2><ul class="print-ingredients-kitchen_list">' +
      '<li><p>hoge braadpan met deksel: Ø 22 cm</p></li><li><p>bakplaat: 39 x 24 x 2 cm</p></li>' +
      '<li><p>bakpapier</p></li></ul></div>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '3 tenen knoflook',
      '300 g winterpeen',
      '1 el tarwebloem',
    ]);
  });

  it('still reads a list found by class whose lines name first, under its own heading', () => {
    const body =
      '<div class="ingredients"><h2>Ingredients</h2><ul><li>Flour: 200 g</li>' +
      '<li>Eggs: 2</li><li>Salt</li></ul></div>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      'Flour: 200 g',
      'Eggs: 2',
      'Salt',
    ]);
  });

  it('still reads names set in plain blocks beside the heading when nothing after holds amounts', () => {
    const body =
      '<div><h2>Ingredients</h2><div>Salt</div><div>Pepper</div><div>Olive oil</div></div>' +
      '<p>A quick dressing for any salad.</p>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      'Salt',
      'Pepper',
      'Olive oil',
    ]);
  });

  it('drops a product’s subtitle set under its name in a box with its picture, one of several', () => {
    const box = (main: string, sub?: string, picture = true) =>
      `<div>${picture ? '<img src="/p.png" alt="">' : ''}<div><div><div>${main}</div>` +
      `${sub ? `<div>${sub}</div>` : ''}</div></div></div>`;
    const body =
      '<h2>Zutaten</h2><div>' +
      box('<span>200</span>g Basmati Reis') +
      box('<span>2</span> EL Cashewkerne', 'Ganze geröstete Cashewnüsse') +
      box('Natives Olivenöl Extra', 'Griechisches Olivenöl erster Güteklasse') +
      box('<span>2</span> EL Rosinen', undefined, false) +
      box('Salz', undefined, false) +
      '</div><h2>Zubereitung</h2><ol><li>Den Reis waschen und kochen.</li>' +
      '<li>Das Huhn braten und würzen.</li></ol>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '200g Basmati Reis',
      '2 EL Cashewkerne',
      'Natives Olivenöl Extra',
      '2 EL Rosinen',
      'Salz',
    ]);
  });

  it('still reads a pictured box’s second block when it holds a figure or is short', () => {
    const box = (main: string, sub: string) =>
      `<div><img src="/p.png" alt=""><div><div>${main}</div><div>${sub}</div></div></div>`;
    const body =
      '<h2>Ingredients</h2><div>' +
      box('2 cups flour', '1 cup sugar') +
      box('3 eggs', 'to taste') +
      box('1 tsp salt', 'a pinch of pepper, freshly ground 2') +
      '</div><h2>Method</h2><ol><li>Mix it all well.</li><li>Bake it for an hour.</li></ol>';
    expect(extractRecipe(markupPage(body), URL_)?.ingredients).toEqual([
      '2 cups flour',
      '1 cup sugar',
      '3 eggs',
      'to taste',
      '1 tsp salt',
      'a pinch of pepper, freshly ground 2',
    ]);
  });
});

describe('a paragraph heading that names the ingredients again for a group', () => {
  const groups = (second: string) =>
    page(
      '<title>Chicken curry</title>',
      `<h1>Chicken curry</h1><div><p><strong>Ingredients for the marinade</strong></p>
      <ul><li>1 large chicken breast</li><li>170 g yoghurt</li><li>2 cloves garlic</li></ul>
      <p><strong>${second}</strong></p>
      <ul><li>1 large onion</li><li>250 g chopped tomatoes</li><li>150 ml cream</li></ul></div>
      <h2>Method</h2><ol><li>Marinate the chicken overnight in the fridge.</li>
      <li>Fry the onion, then add the tomatoes and simmer.</li></ol>`,
    );

  it('reads the next group’s list after it as part of the same list', () => {
    const draft = extractRecipe(groups('Ingredients for the sauce'), URL_);
    expect(draft?.ingredients).toEqual([
      '1 large chicken breast',
      '170 g yoghurt',
      '2 cloves garlic',
      '1 large onion',
      '250 g chopped tomatoes',
      '150 ml cream',
    ]);
  });

  it('still ends the list at a bare Ingredients heading, a copy of the part', () => {
    const draft = extractRecipe(groups('Ingredients'), URL_);
    expect(draft?.ingredients).toEqual([
      '1 large chicken breast',
      '170 g yoghurt',
      '2 cloves garlic',
    ]);
  });
});

describe('a one-column table whose first row heads the ingredients', () => {
  const table = (cell: string) =>
    page(
      '<title>Rice cakes</title>',
      `<h1>Rice cakes</h1><div><table><tbody><tr>${cell}</tr>
      <tr><td><span>1/2 cup split lentils</span></td></tr>
      <tr><td><span>2 cups rice semolina</span></td></tr>
      <tr><td><span>1/2 teaspoon salt (or to taste)</span></td></tr></tbody></table></div>
      <div><span>Directions:</span><ol><li>Soak the lentils for four hours, then grind them.</li>
      <li>Mix in the semolina and salt and leave the batter overnight.</li></ol></div>`,
    );

  it('reads the rows after the heading cell, a row a line', () => {
    for (const cell of ['<td>Ingredients:</td>', '<td class="recipe-ingred">Ingredients:</td>']) {
      const draft = extractRecipe(table(cell), URL_);
      expect(draft?.ingredients).toEqual([
        '1/2 cup split lentils',
        '2 cups rice semolina',
        '1/2 teaspoon salt (or to taste)',
      ]);
    }
  });

  it('takes a cell beside others in its row for a label, no heading', () => {
    const $ = load(
      `<table><tr><td>Ingredients</td><td>flour, sugar, eggs</td></tr>
      <tr><td>Allergens</td><td>gluten, egg</td></tr><tr><td>Weight</td><td>400 g</td></tr></table>`,
    );
    expect(underHeading($, INGREDIENT_HEADING, 'li')).toEqual([]);
  });
});

describe('footnotes under the ingredient list', () => {
  const list = (lines: readonly string[]) =>
    page(
      '<title>Upside-down cake</title>',
      `<h1>Upside-down cake</h1><h2>Ingredients</h2><div>${lines
        .map((line) => `<p>${line}</p>`)
        .join('')}</div>
      <h2>How to make</h2><ol><li>Heat the oven and melt the butter in the pan.</li>
      <li>Lay the pineapple in the butter and pour the batter over it.</li></ol>`,
    );

  it('leaves out a note opening with an asterisk after the last line', () => {
    const draft = extractRecipe(
      list([
        '1/3 cup butter',
        '12 slices pineapple, well drained',
        '2 cups flour',
        '*Substitute 1 (16-ounce) can peach slices, well drained.',
      ]),
      URL_,
    );
    expect(draft?.ingredients).toEqual([
      '1/3 cup butter',
      '12 slices pineapple, well drained',
      '2 cups flour',
    ]);
  });

  it('keeps lines that all open with an asterisk, and asterisk bullets', () => {
    expect(
      extractRecipe(list(['*Butter, 1/3 cup', '*Pineapple, 12 slices', '*Flour, 2 cups']), URL_)
        ?.ingredients,
    ).toEqual(['*Butter, 1/3 cup', '*Pineapple, 12 slices', '*Flour, 2 cups']);
    expect(
      extractRecipe(list(['1/3 cup butter', '12 slices pineapple', '* 2 cups flour']), URL_)
        ?.ingredients,
    ).toHaveLength(3);
  });
});

describe('group titles among repeated item blocks', () => {
  const card = (inner: string) =>
    page(
      '<title>Spaghetti</title>',
      '<h1>Spaghetti</h1><div class="recipe-ingredients">' +
        inner +
        '</div><div class="recipe-method"><ol><li>Roast the tomatoes.</li><li>Fry the pasta.</li></ol></div>',
    );
  const item = (line: string) =>
    `<div class="recipe-ingredients__item"><label><span>${line}</span></label></div>`;
  const title = (text: string) => `<div class="recipe-ingredients__title">${text}</div>`;

  it("reads a block whose class names a title, between the items, as the next group's title", () => {
    const draft = extractRecipe(
      card(
        item('400 g dried spaghetti') +
          item('Vegetable oil, for frying') +
          title('Roast Tomato Sauce') +
          item('16 ripe Roma tomatoes') +
          item('1 tsp caster sugar'),
      ),
      URL_,
    );
    expect(draft?.ingredients).toEqual([
      '400 g dried spaghetti',
      'Vegetable oil, for frying',
      '16 ripe Roma tomatoes',
      '1 tsp caster sugar',
    ]);
    expect(draft?.ingredientGroups?.map(({ title: name }) => name)).toEqual([
      null,
      'Roast Tomato Sauce',
    ]);
  });

  it('titles the first group by a block of the same class once a title sits between items', () => {
    const draft = extractRecipe(
      card(
        title('Pasta') +
          item('400 g dried spaghetti') +
          item('Vegetable oil, for frying') +
          title('Sauce (for 4)') +
          item('16 ripe Roma tomatoes') +
          item('1 tsp caster sugar'),
      ),
      URL_,
    );
    expect(draft?.ingredientGroups?.map(({ title: name }) => name)).toEqual([
      'Pasta',
      'Sauce (for 4)',
    ]);
  });

  it('takes no title before the items alone, nor a titled block that holds an amount', () => {
    const alone = extractRecipe(
      card(
        title('Ingredients for the spaghetti') +
          item('400 g dried spaghetti') +
          item('Vegetable oil, for frying') +
          item('16 ripe Roma tomatoes'),
      ),
      URL_,
    );
    expect(alone?.ingredientGroups).toBeUndefined();
    const amount = extractRecipe(
      card(
        item('400 g dried spaghetti') +
          item('Vegetable oil, for frying') +
          title('Serves 4') +
          item('16 ripe Roma tomatoes'),
      ),
      URL_,
    );
    expect(amount?.ingredientGroups).toBeUndefined();
    expect(amount?.ingredients).toHaveLength(3);
  });

  it("keeps a line whose name's block is classed as a title", () => {
    const line = (amount: string, name: string) =>
      `<div class="recipe-ingredients__item"><span class="ingredient-amount">${amount}</span> ` +
      `<span class="ingredient-title">${name}</span></div>`;
    const draft = extractRecipe(
      card(line('200 g', 'flour') + line('2', 'eggs') + line('1 tsp', 'salt')),
      URL_,
    );
    expect(draft?.ingredients).toEqual(['200 g flour', '2 eggs', '1 tsp salt']);
    expect(draft?.ingredientGroups).toBeUndefined();
  });
});

describe("a method heading's summary line, its steps in the next box", () => {
  const INGREDIENTS =
    '<div><h2>Ingredientes</h2><ul><li>2 ovos</li><li>1 xícara de açúcar</li>' +
    '<li>2 xícaras de farinha</li></ul></div>';
  const STEPS =
    '<div><ol><li><h3>Passo 1</h3><p>Bata os ovos com o açúcar.</p></li>' +
    '<li><h3>Passo 2</h3><p>Junte a farinha aos poucos.</p></li>' +
    '<li><h3>Passo 3</h3><p>Asse por 40 minutos.</p></li></ol></div>';

  it("reads the list after the heading's box, without the steps' labels", () => {
    const html = page(
      '<title>Bolo</title>',
      INGREDIENTS +
        '<div><h2>Modo de preparo</h2><p>Modo de preparo em 3 passos.</p></div>' +
        STEPS,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Bata os ovos com o açúcar.',
      'Junte a farinha aos poucos.',
      'Asse por 40 minutos.',
    ]);
  });

  it("keeps a long paragraph in the heading's box, and no menu of links after it", () => {
    const method =
      'Beat the eggs with the sugar until pale, fold in the flour and bake the cake for 40 ' +
      'minutes until golden.';
    const html = page(
      '<title>Cake</title>',
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g sugar</li></ul>' +
        `<div><h2>Method</h2><p>${method}</p></div>` +
        '<div><ul><li><a href="/a">More cakes</a></li><li><a href="/b">Bread</a></li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([method]);
    const short = page(
      '<title>Cake</title>',
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g sugar</li></ul>' +
        '<div><h2>Method</h2><p>Bake it all.</p></div>' +
        '<div><ul><li><a href="/a">More cakes</a></li><li><a href="/b">Bread</a></li></ul></div>',
    );
    expect(extractRecipe(short, URL_)?.instructions).toEqual(['Bake it all.']);
  });
});

describe("steps' worded labels", () => {
  it('drops labels counting up from 1, and keeps labels out of order or on some steps only', () => {
    expect(withoutStepLabels(['Step 1: Mix the flour.', 'Step 2 Bake it.'])).toEqual([
      'Mix the flour.',
      'Bake it.',
    ]);
    expect(withoutStepLabels(['Passo 1 Bata os ovos.', 'Passo 2 Asse.'])).toEqual([
      'Bata os ovos.',
      'Asse.',
    ]);
    expect(withoutStepLabels(['Step 2: Mix.', 'Step 3: Bake.'])).toEqual([
      'Step 2: Mix.',
      'Step 3: Bake.',
    ]);
    expect(withoutStepLabels(['Step 1: Mix.', 'Bake it.'])).toEqual(['Step 1: Mix.', 'Bake it.']);
    expect(withoutStepLabels(['Steps 1 and 2 take an hour.', 'Stir.'])).toEqual([
      'Steps 1 and 2 take an hour.',
      'Stir.',
    ]);
  });

  it('drops the step’s number typed again after its label, and only its own number', () => {
    expect(withoutStepLabels(['Step 1 1. Mix the flour.', 'Step 2 2.Bake it.'])).toEqual([
      'Mix the flour.',
      'Bake it.',
    ]);
    // Another figure there is the step's own text: the label stays on both.
    expect(withoutStepLabels(['Step 1 2 eggs go in.', 'Step 2 Bake it.'])).toEqual([
      'Step 1 2 eggs go in.',
      'Step 2 Bake it.',
    ]);
  });

  it('reads a list whose items each open with a heading "Step N" as the method, labels dropped', () => {
    // No method heading and no class names: the labels counting from 1 say what the list is.
    const html = page(
      '<title>Bagels</title>',
      '<h1>Bagels</h1><ul><li>929 grams bread flour</li><li>511 grams water</li></ul>' +
        '<div><div><span>Total 25h 29 mins</span></div><div><span>Advanced</span></div></div>' +
        '<ul><li><h6>Step 1</h6><p><strong>1. Mix the flour and water.</strong></p></li>' +
        '<li><h6>Step 2</h6><p><strong>2. Knead for 10 minutes.</strong></p></li></ul>' +
        '<h2>Related recipes</h2><ul><li><a href="/bread">Bread</a></li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Mix the flour and water.',
      'Knead for 10 minutes.',
    ]);
    // Labels out of order head no method of their own.
    const unordered = html.replace('Step 1', 'Step 3');
    expect(extractRecipe(unordered, URL_)?.instructions ?? []).not.toContain(
      'Mix the flour and water.',
    );
  });

  it('reads the steps’ labels past a box of facts over the first step', () => {
    // A loose class takes the box of facts with the steps (`[class*="method"]`).
    const html = page(
      '<title>Bagels</title>',
      '<h1>Bagels</h1><ul><li>929 grams bread flour</li><li>511 grams water</li></ul>' +
        '<div class="method"><div class="method-overview"><p>Total 25h 29 mins</p>' +
        '<p>Advanced</p><p>Serves 9</p></div><ul class="method-steps">' +
        '<li><h6>Step 1</h6><p>1. Mix the flour and water.</p></li>' +
        '<li><h6>Step 2</h6><p>2. Knead for 10 minutes.</p></li></ul></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Mix the flour and water.',
      'Knead for 10 minutes.',
    ]);
  });
});

describe('a time with no label beside the title', () => {
  const body = (header: string, rest = '') =>
    page(
      '<title>Udon</title>',
      `<main><div class="head">${header}</div>` +
        '<h2>Zutaten</h2><ul><li>200 g Udon</li><li>1 Pak Choi</li></ul>' +
        `<h2>Zubereitung</h2><ol><li>Kochen.</li><li>Servieren.</li></ol>${rest}</main>`,
    );

  it('reads a lone duration in the title box as the total time', () => {
    const html = body('<div><span><small>25 min</small></span></div><h1>Udon-Bowl</h1>');
    expect(extractRecipe(html, URL_)?.totalTime).toBe(25);
  });

  it('reads no lone duration away from the title, and a labelled time first', () => {
    // The box the title shares with a related card's time is the whole page, not the title's.
    const far = body(
      '<h1>Udon-Bowl</h1>',
      `<p>${'Udon are thick wheat noodles. '.repeat(60)}</p>` +
        '<section><div><article><span>40 min</span></article></div></section>',
    );
    expect(extractRecipe(far, URL_)?.totalTime).toBeNull();
    const labelled = body(
      '<div><span>10 min</span></div><h1>Udon-Bowl</h1><p>Gesamtzeit: 30 min</p>',
    );
    expect(extractRecipe(labelled, URL_)?.totalTime).toBe(30);
  });
});

describe('what a method box holds beside its steps', () => {
  const ingredients =
    '<h2>Ingredients</h2><ul><li>4 sticks celery</li><li>2 carrots</li><li>1 lemon</li>' +
    '<li>Nutmeg</li><li>1 pinch salt</li></ul>';

  it('leaves out a line that only repeats the recipe’s ingredients a step uses', () => {
    const html = page(
      '<title>Stock</title><h1>Stock</h1>',
      ingredients +
        '<h2>Method</h2><ol><li>4 sticks celery, 2 carrots</li>' +
        '<li>Chop the celery and the carrots.</li><li>0,5 lemons, nutmeg</li>' +
        '<li>Add the lemon juice, nutmeg and salt.</li></ol>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Chop the celery and the carrots.',
      'Add the lemon juice, nutmeg and salt.',
    ]);
  });

  it('keeps a step that names its ingredients in words of its own', () => {
    expect(isIngredientRun('Add 2 carrots, 1 lemon', new Set(['carrots', 'lemon']))).toBe(false);
    expect(isIngredientRun('2 carrots, 1 lemon.', new Set(['carrots', 'lemon']))).toBe(false);
    expect(isIngredientRun('Carrots, lemon', new Set(['carrots', 'lemon']))).toBe(false);
    expect(isIngredientRun('2 carrots, 1 lemon', new Set(['carrots', 'lemon']))).toBe(true);
  });

  it('leaves out a tip labelled in capitals without a colon, and an icon’s name', () => {
    expect(
      withoutExtras([
        'Chop the celery and the carrots.',
        'lightbulb_outline',
        'TIP Crush the pepper in a mortar.',
        'Tip the vegetables into the pot.',
      ]),
    ).toEqual(['Chop the celery and the carrots.', 'Tip the vegetables into the pot.']);
  });

  it('leaves out the times listed without a colon before the first step only', () => {
    expect(
      withoutExtras([
        'Zubereiten 30min',
        'Auf dem Tisch in 30min',
        'Reis andünsten, nach und nach Bouillon dazugiessen.',
        'Ruhen lassen 5 min',
      ]),
    ).toEqual(['Reis andünsten, nach und nach Bouillon dazugiessen.', 'Ruhen lassen 5 min']);
    // So are the servings and the difficulty beside a time, and a time in hours and minutes.
    expect(
      withoutExtras(['Total 25h 29 mins', 'Advanced', 'Serves 9', 'Mix the flour.', 'Bake.']),
    ).toEqual(['Mix the flour.', 'Bake.']);
    // Not without a time among them: "Serves 4" and "Easy" alone may open a short method.
    expect(withoutExtras(['Serves 4', 'Easy', 'Mix the flour.'])).toHaveLength(3);
    // One such line is a short step; a step ends its sentence.
    expect(withoutExtras(['Bake 30 min', 'Let cool.'])).toEqual(['Bake 30 min', 'Let cool.']);
    expect(
      withoutExtras(['Boil the pasta for 8 minutes.', 'Drain it for 2 minutes.', 'Stir.']),
    ).toHaveLength(3);
  });

  it('leaves out the lines of a box that its heading names as tips or variations', () => {
    const html = page(
      '<title>Pepper sandwich</title><h1>Pepper sandwich</h1>',
      '<h2>Ingredients</h2><ul><li>1 bell pepper</li><li>2 slices ham</li></ul>' +
        '<h2>Steps to Make It</h2><ol><li>Halve the pepper.</li><li>Fill it with the ham.</li>' +
        '</ol><div class="box"><h3>Recipe Variations</h3><div><p>Fillings are endless:</p>' +
        '<ul><li>Use turkey instead of ham.</li><li>Add bacon.</li></ul></div></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Halve the pepper.',
      'Fill it with the ham.',
    ]);
  });

  it('leaves out a tip box that shares the steps’ class', () => {
    const html = page(
      '<title>Knödel</title><h1>Knödel</h1>',
      '<div class="preparation"><section><h2>Zutaten</h2><ul><li>200 g Brot</li>' +
        '<li>1 Ei</li></ul></section><section><ol><li>Brot befeuchten.</li>' +
        '<li>Knödel formen.</li></ol></section><section><h2>Tipp</h2><ul>' +
        '<li>Mit dem Eisportionierer werden alle Knödel gleich groß.</li></ul></section></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Brot befeuchten.', 'Knödel formen.']);
  });
});

describe('a method’s steps and the boxes they hold', () => {
  const ingredients =
    '<h2>Ingredients</h2><ul><li>1 chicken</li><li>2 carrots</li><li>1 egg</li></ul>';

  it('reads a step’s own text beside the tip box it holds, set in plain blocks', () => {
    const step = (number: number, text: string, tip = '') =>
      `<div><div><span>${number}</span></div><div><span>${text}</span>${tip}</div></div>`;
    const html = page(
      '<title>Stock</title><h1>Stock</h1>',
      ingredients +
        '<h2>Method</h2><div>' +
        step(1, 'Bring the water to a boil.') +
        step(
          2,
          'Add the herbs and the salt.',
          '<div class="tip"><div><span>lightbulb_outline</span></div><div><span>TIP</span>' +
            '<span> Crush the peppercorns first.</span></div></div>',
        ) +
        step(3, 'Add the chicken and simmer for an hour.') +
        '</div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Bring the water to a boil.',
      'Add the herbs and the salt.',
      'Add the chicken and simmer for an hour.',
    ]);
  });

  it('reads a method in parts, each under a box of its own, with each part’s title', () => {
    const part = (title: string, steps: string[]) =>
      `<div class="accordion"><h2>${title}</h2><p>In ${steps.length} steps.</p></div>` +
      `<div class="accordion-text"><ol>${steps
        .map((text, at) => `<li><h3>Passo ${at + 1}</h3><p>${text}</p></li>`)
        .join('')}</ol></div>`;
    const html = page(
      '<title>Bolo</title><h1>Bolo</h1>',
      '<h2>Ingredientes</h2><ul><li>1 xícara de açúcar</li><li>3 ovos</li></ul>' +
        part('Como preparar a calda', ['Derreta o açúcar.', 'Reserve.']) +
        part('Como preparar o bolo', ['Bata os ovos.', 'Asse por 40 minutos.']) +
        '<h2>Comentários</h2><p>Nenhum.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Como preparar a calda',
      'Derreta o açúcar.',
      'Reserve.',
      'Como preparar o bolo',
      'Bata os ovos.',
      'Asse por 40 minutos.',
    ]);
  });

  it('drops step labels that count from 1 again in each titled group', () => {
    expect(
      withoutStepLabels(['Syrup', 'Passo 1 Melt.', 'Passo 2 Set aside.', 'Cake', 'Passo 1 Beat.']),
    ).toEqual(['Syrup', 'Melt.', 'Set aside.', 'Cake', 'Beat.']);
    // A line without a label that no "1" follows is no title: the labels stay.
    expect(withoutStepLabels(['Passo 1 Melt.', 'Stir.', 'Passo 2 Bake.'])).toEqual([
      'Passo 1 Melt.',
      'Stir.',
      'Passo 2 Bake.',
    ]);
  });
});

describe('tabs a script switches, and labelled steps that hold a list (session 67)', () => {
  const ingredients = '<h2>Zutaten</h2><ul><li>200 g Reis</li><li>1 Zwiebel</li></ul>';
  const tabs = (open: string) =>
    `<div x-data="{ isMobile: false, tab: '${open}' }">` +
    `<button x-on:click="tab = 'pot'">Topf</button><button x-on:click="tab = 'cooker'">Kocher</button>` +
    `<div x-show="tab === 'pot'"><div><p>Im Topf:</p></div><ol><li>Reis in den Topf geben.</li>` +
    `<li>15 Minuten köcheln.</li></ol></div>` +
    `<div x-show="tab === 'cooker'"><div><p>Im Kocher:</p></div><ol><li>Reis in den Kocher geben.</li>` +
    `<li>Modus "Weiß" starten.</li></ol></div></div>`;

  it('reads only the tab panel that an Alpine component opens first', () => {
    const html = page(
      '<title>Reis</title><h1>Reis</h1>',
      `${ingredients}<h2>Zubereitung</h2>${tabs('cooker')}`,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Reis in den Kocher geben.',
      'Modus "Weiß" starten.',
    ]);
  });

  it('hides no panel a loose comparison of a number with its string opens (review67)', () => {
    const html = page(
      '<title>Reis</title><h1>Reis</h1>',
      `${ingredients}<h2>Zubereitung</h2><div x-data="{ tab: 1 }">` +
        `<div x-show="tab == '1'"><ol><li>Reis in den Topf geben.</li></ol></div>` +
        `<div x-show="tab === 2"><ol><li>Reis in den Kocher geben.</li></ol></div></div>`,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual(['Reis in den Topf geben.']);
  });

  it('hides no panel of a component whose start runs code that may switch it (review67)', () => {
    const panels =
      `<div x-show="tab === 'pot'"><ol><li>Reis in den Topf geben.</li></ol></div>` +
      `<div x-show="tab === 'cooker'"><ol><li>Reis in den Kocher geben.</li></ol></div></div>`;
    for (const component of [
      `<div x-data="{ tab: 'pot' }" x-init="tab = location.hash.slice(1) || tab">`,
      `<div x-data="{ tab: 'pot', init() { this.tab = 'cooker' } }">`,
    ]) {
      const html = page(
        '<title>Reis</title><h1>Reis</h1>',
        `${ingredients}<h2>Zubereitung</h2>${component}${panels}`,
      );
      expect(extractRecipe(html, URL_)?.instructions, component).toEqual([
        'Reis in den Topf geben.',
        'Reis in den Kocher geben.',
      ]);
    }
  });

  it('leaves a panel shown by anything but a state compared with a literal', () => {
    const html = page(
      '<title>Reis</title><h1>Reis</h1>',
      `${ingredients}<h2>Zubereitung</h2><div x-data="tabs()">` +
        `<div x-show="tab === 'pot'"><ol><li>Reis in den Topf geben.</li></ol></div>` +
        `<div x-show="isOpen('cooker')"><ol><li>Reis in den Kocher geben.</li></ol></div></div>`,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Reis in den Topf geben.',
      'Reis in den Kocher geben.',
    ]);
  });

  it('reads each labelled step, a step’s titled list and a step broken by <br>, and no closing divider', () => {
    const label = (number: number) => `<div class="label">Schritt 0${number}</div>`;
    const html = page(
      '<title>Reis</title><h1>Reis</h1>',
      `${ingredients}<h2>Zubereitung</h2><div>` +
        `${label(1)}<div><p><span>Sorte:</span> <a href="/basmati">Basmati</a></p>${tabs('pot')}</div>` +
        `${label(2)}<div>Zwiebel schneiden.<br>In Öl anbraten.</div>` +
        `${label(3)}<div>Mit dem Reis servieren.</div></div>` +
        '<div><hr><span>Fertig</span></div>' +
        '<h2>Gekocht mit</h2><ul><li>Reiskocher</li><li>Wok</li></ul>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Im Topf:',
      'Reis in den Topf geben.',
      '15 Minuten köcheln.',
      'Zwiebel schneiden.',
      'In Öl anbraten.',
      'Mit dem Reis servieren.',
    ]);
  });
});

describe('an item that holds nothing but its list (session 67)', () => {
  it('reads a method in an untitled group once, its steps and not the group joined', () => {
    const html = page(
      '<title>Ramen</title><h1>Ramen</h1>',
      '<h2>Ingredients</h2><ul><li>2 packs noodles</li><li>1 head escarole</li></ul>' +
        '<h2>Preparation</h2><ol class="groups"><li class="group"><ol class="steps">' +
        '<li>Cook the noodles.</li><li>Toss with the sauce.</li></ol></li></ol>' +
        '<h2>Reviews</h2><p>Lovely.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Cook the noodles.',
      'Toss with the sauce.',
    ]);
  });
});

describe('steps in blocks under step headings, and one item of paragraphs (session 68)', () => {
  const ingredients =
    '<h2>Ingredients</h2><ul><li>300 g ground beef</li><li>6 flatbreads</li></ul>';

  it('reads a block per step headed "Step N: title" as the title, then the step in one line', () => {
    const step = (number: number, title: string, body: string) =>
      `<div class="prose"><h4>Step ${number}: ${title}</h4><div>${body}</div></div>`;
    const html = page(
      '<title>Lahmacun</title><h1>Lahmacun</h1>',
      `${ingredients}<section><h3>Method</h3>` +
        step(1, 'Preheat the oven', '<p>Heat the oven.</p><p>Switch on the broiler.</p>') +
        step(
          2,
          'Spread',
          '<p>Mix the meat.</p><ul><li>Taste a spoonful.</li></ul><p>Spread it.</p>',
        ) +
        '</section><div><h2>Newsletter</h2><p>Sign up.</p></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Preheat the oven',
      'Heat the oven. Switch on the broiler.',
      'Spread',
      'Mix the meat. Taste a spoonful. Spread it.',
    ]);
  });

  it('reads untitled step headings as the steps alone, and no heading that counts wrong', () => {
    const step = (label: string, body: string) => `<div><h3>${label}</h3><div>${body}</div></div>`;
    const html = page(
      '<title>Lahmacun</title><h1>Lahmacun</h1>',
      `${ingredients}<div><h2>Instructions</h2>${step('Step 1', 'Heat the oven.')}` +
        `${step('Step 2', 'Bake the flatbreads.')}</div>`,
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Heat the oven.',
      'Bake the flatbreads.',
    ]);
    const $ = load(
      `<h2>Method</h2>${step('Step 2', '<p>Heat the oven.</p>')}${step('Step 3', '<p>Bake.</p>')}`,
    );
    expect(underHeading($, METHOD_HEADING, 'p')).not.toContain('Heat the oven.');
  });

  it('reads a method set as one list item of paragraphs a paragraph a step', () => {
    const html = page(
      '<title>Salat</title><h1>Salat</h1>',
      '<h2>Zutaten</h2><ul><li>250 g Nudeln</li><li>1 Mozzarella</li></ul>' +
        '<div><h2>Zubereitung</h2><ol class="steps-list"><li><span><p><strong>Salat</strong></p>' +
        '<p>1. Wasser aufkochen.</p><p>2. Nudeln zugeben.</p></span></li></ol></div>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      'Salat',
      'Wasser aufkochen.',
      'Nudeln zugeben.',
    ]);
  });
});

describe('a links plugin disclosure', () => {
  it('is dropped from a step and a line, from the data and from the markup', () => {
    const fromData = extractRecipe(
      page(
        jsonLd({
          '@type': 'Recipe',
          name: 'Pie',
          recipeIngredient: ['1 pie crust (paid link)', '2 cups pumpkin purée'],
          recipeInstructions: [
            { '@type': 'HowToStep', text: 'Line a 9-inch pie plate (affiliate link). Chill.' },
            { '@type': 'HowToStep', text: 'Whisk in a bowl (Amazon link) and bake.' },
          ],
        }),
      ),
      URL_,
    );
    expect(fromData?.ingredients).toEqual(['1 pie crust', '2 cups pumpkin purée']);
    expect(fromData?.instructions).toEqual([
      'Line a 9-inch pie plate. Chill.',
      'Whisk in a bowl and bake.',
    ]);
    const fromMarkup = extractRecipe(
      page(
        '<title>Pie</title>',
        '<h1>Pie</h1><h2>Ingredients</h2><ul><li>1 pie crust</li><li>2 cups pumpkin purée</li>' +
          '<li>1 tsp cinnamon</li></ul><h2>Instructions</h2><ol>' +
          '<li>Line a 9-inch <a href="https://amzn.to/x">pie plate</a> ' +
          '<span class="tasty-links-disclaimer"><em>(affiliate link)</em></span>. Chill it well.</li>' +
          '<li>Whisk the pumpkin purée with the cinnamon, pour it in and bake for an hour.</li></ol>',
      ),
      URL_,
    );
    expect(fromMarkup?.instructions[0]).toBe('Line a 9-inch pie plate. Chill it well.');
  });

  it('stays when the bracket says more than the link', () => {
    expect(withoutLinkDisclosures('1 cup flour (see the link below)')).toBe(
      '1 cup flour (see the link below)',
    );
    expect(withoutLinkDisclosures('1 tsp paid (Anzeige) salt')).toBe('1 tsp paid salt');
  });
});

describe('a method group titled by a heading over its list', () => {
  it("keeps the heading set in the group's wrapper right over its list of steps", () => {
    const draft = extractRecipe(
      page(
        '<title>Beef</title>',
        '<h1>Beef</h1><div><h3>Ingredients</h3><ul><li>2 tbsp soy sauce</li><li>1 lb steak</li>' +
          '</ul></div><div><h3>Instructions</h3>' +
          '<div><h4>For the Sauce:</h4><ul><li>Whisk the soy sauce with the water.</li></ul></div>' +
          '<div><h4>For the Beef</h4><ul><li>Toss the steak with the cornstarch.</li>' +
          '<li>Fry the steak in the oil until browned.</li></ul></div>' +
          '<div><h4>Notes</h4><ul><li>Keeps for two days in the fridge.</li></ul></div></div>',
      ),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'For the Sauce:',
      'Whisk the soy sauce with the water.',
      'For the Beef',
      'Toss the steak with the cornstarch.',
      'Fry the steak in the oil until browned.',
    ]);
  });

  it('leaves such titles out where structured data gives the recipe but no method', () => {
    const draft = extractRecipe(
      page(
        jsonLd({ '@type': 'Recipe', name: 'Beef', recipeIngredient: ['1 lb steak', '2 tbsp oil'] }),
        '<h1>Beef</h1><div><h3>Ingredients</h3><ul><li>1 lb steak</li><li>2 tbsp oil</li></ul>' +
          '</div><div><h3>Instructions</h3>' +
          '<div><h4>For the Sauce:</h4><ul><li>Whisk the soy sauce with the water.</li></ul></div>' +
          '<div><h4>For the Beef</h4><ul><li>Fry the steak in the oil.</li></ul></div></div>',
      ),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Whisk the soy sauce with the water.',
      'Fry the steak in the oil.',
    ]);
  });

  it('passes over a group that holds only a note over an empty list', () => {
    const draft = extractRecipe(
      page(
        '<title>Tempeh bowl</title>',
        '<h1>Tempeh bowl</h1><div><h3>Ingredients</h3><ul><li>200 g tempeh</li>' +
          '<li>2 tbsp tamari</li></ul></div><div><h3>Instructions</h3>' +
          '<div><h4>*Note: Check out the recipe video and the step-by-step photos above!</h4>' +
          '<ul></ul></div>' +
          '<div><h4>Marinated Tempeh</h4><ul><li>Cut the tempeh into cubes.</li>' +
          '<li>Marinate the tempeh in the tamari for an hour.</li></ul></div></div>',
      ),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Marinated Tempeh',
      'Cut the tempeh into cubes.',
      'Marinate the tempeh in the tamari for an hour.',
    ]);
  });

  it('keeps such a title that a link elsewhere on the page repeats', () => {
    const draft = extractRecipe(
      page(
        '<title>Layer Cake</title>',
        '<h1>Layer Cake</h1><p>See also <a href="/chocolate-cake">Chocolate Cake</a>.</p>' +
          '<div><h3>Ingredients</h3><ul><li>2 cups flour</li><li>1 cup cocoa</li></ul></div>' +
          '<div><h3>Instructions</h3>' +
          '<div><h4>Chocolate Cake</h4><ul><li>Whisk the flour with the cocoa.</li></ul></div>' +
          '<div><h4>Assembly</h4><ul><li>Stack the layers with the frosting between.</li>' +
          '</ul></div></div>',
      ),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Chocolate Cake',
      'Whisk the flour with the cocoa.',
      'Assembly',
      'Stack the layers with the frosting between.',
    ]);
  });
});

describe("a step's block of the recipe's lines", () => {
  it('leaves out the ingredients an item repeats after its step, an element each', () => {
    const draft = extractRecipe(
      page(
        '<title>Chicken</title>',
        '<h1>Chicken</h1><div><h3>Ingredients</h3><ul><li>4 chicken breasts sliced into strips</li>' +
          '<li>½ tsp salt</li><li>2 tbsp honey</li><li>1 tbsp sesame oil</li></ul></div>' +
          '<div><h3>Instructions</h3><ol>' +
          '<li><div>Salt the chicken (up to a day ahead)</div><div><span>4 chicken breasts, </span>' +
          '<span>1/2 tsp salt</span></div></li>' +
          '<li><div>Whisk the honey with the oil and pour it over the chicken.</div>' +
          '<div><span>2 tbsp honey, </span><span>1 tbsp sesame oil</span></div></li>' +
          '<li><div>Bake the chicken until golden.</div><div><span>Serve hot</span></div></li>' +
          '</ol></div>',
      ),
      URL_,
    );
    expect(draft?.instructions).toEqual([
      'Salt the chicken (up to a day ahead)',
      'Whisk the honey with the oil and pour it over the chicken.',
      'Bake the chicken until golden. Serve hot',
    ]);
  });
});

describe("a step item's counter and tip box", () => {
  const item = (inner: string) => `<li><div>${inner}</div></li>`;
  const html = page(
    '<title>Onsen eggs</title>',
    '<h1>Onsen eggs</h1><h2>材料</h2><ul><li>卵 2個</li><li>めんつゆ 大さじ1</li></ul>' +
      '<h2>作り方</h2><ol>' +
      item(
        '<p>1</p><div><p>鍋に水を入れ、沸騰直前で火を止める。</p>' +
          '<div><p>ポイント</p><p>卵は冷蔵庫から出したてのものを使ってください。</p></div></div>',
      ) +
      item('<p>2</p><div><p>卵をそっと入れ、ふたをして10分おく。</p></div>') +
      item('<p>3</p><div><p>冷水に取り出し、めんつゆをかける。</p></div>') +
      '</ol>',
  );

  it('leaves out the number shown in its own element and the titled box after the text', () => {
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      '鍋に水を入れ、沸騰直前で火を止める。',
      '卵をそっと入れ、ふたをして10分おく。',
      '冷水に取り出し、めんつゆをかける。',
    ]);
  });

  it('keeps a number the step writes in its own text', () => {
    const typed = page(
      '<title>Cake</title>',
      '<h1>Cake</h1><h2>Ingredients</h2><ul><li>4 eggs</li><li>125 g sugar</li></ul>' +
        '<h2>Method</h2><ol><li><p>1 Preheat the oven to 200°C.</p></li>' +
        '<li><p>2 Beat the eggs with the sugar.</p></li></ol>',
    );
    expect(extractRecipe(typed, URL_)?.instructions).toEqual([
      '1 Preheat the oven to 200°C.',
      '2 Beat the eggs with the sugar.',
    ]);
  });
});

describe('a list of amounts that nothing names, written name first or as two short groups', () => {
  const list = (lines: readonly string[]) =>
    `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  const post = (body: string) =>
    page(
      '<title>Torta</title>',
      `<article><h1>Torta</h1><p>My grandmother made this every Sunday.</p>${body}</article>`,
    );

  it('reads a list whose lines end with their amounts, and the paragraphs after it as the method', () => {
    const draft = extractRecipe(
      post(
        list(['Farina 00 200 g', 'Uova 2', 'Zucchero 100 g', 'Burro 80 g']) +
          '<p>Mescolate la farina con le uova e lo zucchero.</p>' +
          '<p>Cuocete in forno a 180 gradi per 40 minuti.</p>',
      ),
      URL_,
    );
    expect(draft?.ingredients).toEqual([
      'Farina 00 200 g',
      'Uova 2',
      'Zucchero 100 g',
      'Burro 80 g',
    ]);
    expect(draft?.instructions).toEqual([
      'Mescolate la farina con le uova e lo zucchero.',
      'Cuocete in forno a 180 gradi per 40 minuti.',
    ]);
    expect(
      extractRecipe(post(list(['Mąka – 200 g', 'Jajka – 2 szt.', 'Cukier – 100 g'])), URL_)
        ?.ingredients,
    ).toEqual(['Mąka – 200 g', 'Jajka – 2 szt.', 'Cukier – 100 g']);
  });

  it("reads no spec's, menu's or nutrition box's figures as a list written name first", () => {
    const read = (lines: readonly string[]) => extractRecipe(post(list(lines)), URL_)?.ingredients;
    expect(read(['Weight 2 kg', 'Capacity 1.5 l', 'Width 20 cm'])).toBeUndefined();
    expect(read(['Desserts 45', 'Soups 30', 'Salads 12'])).toBeUndefined();
    expect(read(['Calories 250 kcal', 'Fat 12 g', 'Protein 8 g', 'Carbohydrates 30 g'])).toBe(
      undefined,
    );
  });

  it('reads two titled groups of two lines each, with no Ingredients heading', () => {
    const read = (title: (text: string) => string) =>
      extractRecipe(
        post(
          title('Crust') +
            list(['200 g flour', '100 g butter']) +
            title('Filling') +
            list(['3 lemons', '2 eggs']) +
            '<p>Rub the butter into the flour.</p><p>Whisk the lemons and eggs.</p>',
        ),
        URL_,
      );
    for (const title of [
      (text: string) => `<p><b>${text}</b></p>`,
      (text: string) => `<h3>${text}</h3>`,
    ]) {
      const draft = read(title);
      expect(draft?.ingredients).toEqual(['200 g flour', '100 g butter', '3 lemons', '2 eggs']);
      expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual(['Crust', 'Filling']);
      expect(draft?.instructions).toEqual([
        'Rub the butter into the flour.',
        'Whisk the lemons and eggs.',
      ]);
    }
  });

  it('reads no two titled lists of two counts as groups when none of their lines is measured', () => {
    const html = post(
      '<h3>Popular</h3>' +
        list(['2 ways to cook rice', '5 soups for winter']) +
        '<h3>New</h3>' +
        list(['3 cakes', '10 salads to try']),
    );
    expect(extractRecipe(html, URL_)?.ingredients).toBeUndefined();
  });
});

describe('numbered paragraphs as the method, read from the markup (session 78, pages78b)', () => {
  const lamb = (method: string) =>
    page(
      '<title>Roast lamb</title><h1>Roast lamb</h1>',
      '<h2>Ingredients</h2><ul><li>1 leg of lamb</li><li>2 tbsp olive oil</li>' +
        `<li>3 cloves garlic</li></ul><h2>Method</h2>${method}`,
    );

  it('drops the numbers of paragraphs numbered in order, as the structured data does', () => {
    for (const mark of ['N. ', 'N) ', '<strong>N.</strong> ', 'Step N: ']) {
      const at = (n: number) => mark.replace('N', String(n));
      const html = lamb(
        `<p>${at(1)}Rub the lamb with the oil.</p><p>${at(2)}Roast for 90 minutes.</p>` +
          `<p>${at(3)}Rest, then carve.</p>`,
      );
      expect(extractRecipe(html, URL_)?.instructions).toEqual([
        'Rub the lamb with the oil.',
        'Roast for 90 minutes.',
        'Rest, then carve.',
      ]);
    }
  });

  it('keeps a step that opens with an amount, and numbers out of order', () => {
    const html = lamb(
      '<p>1. Rub the lamb with the oil.</p><p>2 eggs go in next, beaten.</p>' +
        '<p>1/2 the sauce goes over the lamb.</p>',
    );
    expect(extractRecipe(html, URL_)?.instructions).toEqual([
      '1. Rub the lamb with the oil.',
      '2 eggs go in next, beaten.',
      '1/2 the sauce goes over the lamb.',
    ]);
    expect(withoutStepNumbers(['1. Rub.', '3. Roast.'])).toEqual(['1. Rub.', '3. Roast.']);
    expect(withoutStepNumbers(['1.5 kg lamb goes in.', '2. Roast.'])).toEqual([
      '1.5 kg lamb goes in.',
      '2. Roast.',
    ]);
  });

  it('counts each titled group of steps from 1 again, its title kept', () => {
    expect(
      withoutStepNumbers(['For the cake:', '1. Mix.', '2. Bake.', 'For the icing', '1. Whip.']),
    ).toEqual(['For the cake:', 'Mix.', 'Bake.', 'For the icing', 'Whip.']);
    // A sentence among them is no title: all stay as written.
    expect(withoutStepNumbers(['1. Mix.', 'Then rest it.', '1. Whip.', '2. Spread.'])).toEqual([
      '1. Mix.',
      'Then rest it.',
      '1. Whip.',
      '2. Spread.',
    ]);
  });
});

describe('a table of names and amounts with no heading (session 78, pages78b)', () => {
  const post = (table: string, before = '') =>
    page(
      '<title>Pasta fresca</title>',
      `${before}<article><h1>Pasta fresca</h1><p>La pasta fresca di casa.</p>${table}` +
        '<p>Impastare la farina con le uova.</p><p>Stendere la pasta e tagliarla.</p></article>',
    );
  const rows = (cells: Array<[string, string]>) =>
    `<table><tbody>${cells.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('')}</tbody></table>`;
  const none = (table: string, before = '') =>
    expect(extractRecipe(post(table, before), URL_)?.ingredients ?? []).toEqual([]);
  const pasta: Array<[string, string]> = [
    ['Farina 00', '200 g'],
    ['Uova', '2'],
    ['Sale', '1 pizzico'],
    ['Olio', '1 cucchiaio'],
  ];

  it('reads its rows as the lines, name first or amount first, and the method after it', () => {
    const swapped = pasta.map(([name, amount]): [string, string] => [amount, name]);
    for (const table of [rows(pasta), rows(swapped), `<figure>${rows(pasta)}</figure>`]) {
      const draft = extractRecipe(post(table), URL_);
      expect(draft?.ingredients).toEqual([
        '200 g Farina 00',
        '2 Uova',
        '1 pizzico Sale',
        '1 cucchiaio Olio',
      ]);
      expect(draft?.instructions).toEqual([
        'Impastare la farina con le uova.',
        'Stendere la pasta e tagliarla.',
      ]);
    }
  });

  it('reads a row of one short cell as the title of the rows after it', () => {
    const table =
      '<table><tr><td colspan="2">Base</td></tr><tr><td>Farina 00</td><td>200 g</td></tr>' +
      '<tr><td>Uova</td><td>2</td></tr><tr><td colspan="2">Crema</td></tr>' +
      '<tr><td>Latte</td><td>500 ml</td></tr><tr><td>Zucchero</td><td>100 g</td></tr></table>';
    const draft = extractRecipe(post(table), URL_);
    expect(draft?.ingredients).toEqual([
      '200 g Farina 00',
      '2 Uova',
      '500 ml Latte',
      '100 g Zucchero',
    ]);
    expect(draft?.ingredientGroups?.map(({ title }) => title)).toEqual(['Base', 'Crema']);
    // A table's last row alone is no title: the table is not read.
    none(`<table>${table.slice(7, -8)}<tr><td colspan="2">Buon appetito</td></tr></table>`);
    // Nor is a row of two cells with no amount (review78b: a spec table's "Colour | Red").
    none(
      rows([
        ['Colore', 'Rosso'],
        ['Ciotola', '3 l'],
        ['Materiale', 'Acciaio'],
        ['Caraffa', '1.5 l'],
        ['Coperchio', '2'],
      ]),
    );
  });

  it('reads the method after a table under an Ingredients heading', () => {
    const draft = extractRecipe(post(`<h2>Ingredienti</h2>${rows(pasta)}`), URL_);
    expect(draft?.instructions).toEqual([
      'Impastare la farina con le uova.',
      'Stendere la pasta e tagliarla.',
    ]);
  });

  it('reads no nutrition table, product spec table or menu of counts', () => {
    none(
      rows([
        ['Energy', '250 kcal'],
        ['Protein', '8 g'],
        ['Fat', '12 g'],
        ['Sugar', '5 g'],
      ]),
    );
    none(
      rows([
        ['Carbohydrate', '30 g'],
        ['Fibre', '4 g'],
        ['Salt', '1 g'],
      ]),
    );
    none(
      rows([
        ['Width', '20 cm'],
        ['Power', '1200 W'],
        ['Weight', '2 kg'],
      ]),
    );
    none(
      rows([
        ['Weight', '2 kg'],
        ['Capacity', '1.5 l'],
        ['Programs', '12'],
      ]),
    );
    none(
      rows([
        ['Desserts', '45'],
        ['Soups', '30'],
        ['Salads', '12'],
      ]),
    );
    // The same rows in the page's navigation are a menu.
    none('', `<nav>${rows(pasta)}</nav>`);
  });
});

describe('where the method ends, and tables split or of packs (session 79, pages79)', () => {
  const lines = ['200 g flour', '2 eggs', '100 ml milk', '1 pinch salt'];
  const ingredients = `<h2>Ingredients</h2><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  const steps = '<p>Whisk the flour, eggs and milk.</p><p>Fry the batter in a hot pan.</p>';
  const method = ['Whisk the flour, eggs and milk.', 'Fry the batter in a hot pan.'];
  const post = (after: string, steps_ = steps) =>
    page(
      '<title>Pancakes</title>',
      `<article><h1>Pancakes</h1>${ingredients}<h2>Method</h2>${steps_}${after}</article>`,
    );
  const stepsOf = (after: string, steps_ = steps) =>
    extractRecipe(post(after, steps_), URL_)?.instructions;

  it('reads the paragraphs as the method, not a menu of links after them', () => {
    const menu = '<ul><li><a href="/a">Easy pancakes</a></li><li><a href="/b">Crepes</a></li></ul>';
    expect(stepsOf(menu)).toEqual(method);
    expect(stepsOf(`<div><p>You might also like</p>${menu}</div>`)).toEqual(method);
    // A list of steps after a lead-in paragraph is the method, stops or none.
    const lead = '<p>Preheat the oven.</p><p>Grease a tin.</p>';
    const list = '<ol><li>Mix the flour and sugar</li><li>Bake for 20 minutes</li></ol>';
    expect(stepsOf('', `${lead}${list}`)).toEqual([
      'Mix the flour and sugar',
      'Bake for 20 minutes',
    ]);
  });

  it('ends the method at the comments or related posts, by their name or their first line', () => {
    expect(stepsOf('<div id="comments"><p>Jane: Loved these, made them twice!</p></div>')).toEqual(
      method,
    );
    expect(stepsOf('<section class="related-posts"><p>Crepes with lemon.</p></section>')).toEqual(
      method,
    );
    expect(
      stepsOf('<div><p>3 comments</p><div><p>Loved these!</p><p>Great recipe.</p></div></div>'),
    ).toEqual(method);
    expect(stepsOf('<div><p>Leave a Reply</p><p>Your email will not be shown.</p></div>')).toEqual(
      method,
    );
    // A box of another name, and a step that counts, stay.
    expect(stepsOf('<div class="step-extra"><p>Serve with 3 spoons of jam.</p></div>')).toEqual([
      ...method,
      'Serve with 3 spoons of jam.',
    ]);
  });

  it('leaves out nutrition and tag lines after the steps, and a last title over no step', () => {
    expect(stepsOf('<p>Nutrition: Calories 250 kcal, Fat 8 g, Protein 6 g</p>')).toEqual(method);
    expect(
      stepsOf('<p>Tags: <a href="/t/a">pancakes</a>, <a href="/t/b">breakfast</a></p>'),
    ).toEqual(method);
    expect(stepsOf('<h3>Buy it</h3><table><tr><td>Bag</td><td>500 g</td></tr></table>')).toEqual(
      method,
    );
    expect(stepsOf('<h3>Serving ideas</h3><p>Serve with jam.</p>')).toEqual(method);
    // A step that names its nutrition in a sentence stays; so does a titled section with steps.
    expect(stepsOf('<p>Add the calories: a spoon of butter.</p>')).toEqual([
      ...method,
      'Add the calories: a spoon of butter.',
    ]);
    expect(stepsOf('<h3>Make the sauce</h3><p>Melt the butter.</p>')).toEqual([
      ...method,
      'Make the sauce',
      'Melt the butter.',
    ]);
  });

  const pasta = (table: string) =>
    page(
      '<title>Pasta</title>',
      `<article><h1>Pasta</h1><p>Fresh pasta.</p>${table}` +
        '<p>Knead the flour with the eggs.</p><p>Roll out and cut.</p></article>',
    );
  const table = (rows: string[][]) =>
    `<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;
  const read = (rows: string[][]) => extractRecipe(pasta(table(rows)), URL_)?.ingredients ?? [];

  it('reads a table whose amount is split over two cells, or with a note cell', () => {
    const amountFirst = [
      ['200', 'g', 'flour'],
      ['2', '', 'eggs'],
      ['1', 'tbsp', 'olive oil'],
    ];
    expect(read(amountFirst)).toEqual(['200 g flour', '2 eggs', '1 tbsp olive oil']);
    expect(extractRecipe(pasta(table(amountFirst)), URL_)?.instructions).toEqual([
      'Knead the flour with the eggs.',
      'Roll out and cut.',
    ]);
    const nameFirst = [
      ['Flour', '200', 'g'],
      ['Eggs', '2', ''],
      ['Olive oil', '1', 'tbsp'],
    ];
    expect(read(nameFirst)).toEqual(['200 g Flour', '2 Eggs', '1 tbsp Olive oil']);
    const noted = [
      ['200 g', 'flour', 'type 00'],
      ['2', 'eggs', 'large'],
      ['1 tbsp', 'olive oil', ''],
    ];
    expect(read(noted)).toEqual(['200 g flour type 00', '2 eggs large', '1 tbsp olive oil']);
  });

  it('reads no nutrition, spec or pack table split so, nor a list or table of pack sizes', () => {
    expect(
      read([
        ['Calories', '250', 'kcal'],
        ['Fat', '8', 'g'],
        ['Protein', '6', 'g'],
      ]),
    ).toEqual([]);
    expect(
      read([
        ['Weight', '2', 'kg'],
        ['Capacity', '1.5', 'l'],
        ['Bowl', '3', 'l'],
      ]),
    ).toEqual([]);
    expect(
      read([
        ['Bag', '500', 'g'],
        ['Box', '1', 'kg'],
        ['Sack', '16', 'kg'],
      ]),
    ).toEqual([]);
    expect(
      read([
        ['Bag', '500 g'],
        ['Box', '1 kg'],
        ['Sack', '16 kg'],
      ]),
    ).toEqual([]);
    const list = '<ul><li>Bag 500 g</li><li>Box 1 kg</li><li>Pack size 250 g</li></ul>';
    expect(extractRecipe(pasta(list), URL_)?.ingredients ?? []).toEqual([]);
    // A recipe's line names what is in the pack.
    expect(
      read([
        ['Tomatoes', '1 tin'],
        ['Pasta', '500 g'],
        ['Basil', '1 bunch'],
      ]),
    ).toEqual(['1 tin Tomatoes', '500 g Pasta', '1 bunch Basil']);
  });
});

describe('the method read from markup alone: its shapes and where it ends (session 80, pages80)', () => {
  const lines = ['200 g flour', '150 g sugar', '3 eggs', '1 lemon, zested'];
  const list = `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  const method = [
    'Heat the oven to 180C.',
    'Beat the sugar and eggs.',
    'Fold in the flour and zest.',
    'Bake for 40 minutes.',
  ];
  const items = method.map((step) => `<li>${step}</li>`).join('');
  const cake = (body: string) =>
    page(
      '<title>Lemon cake</title>',
      `<main><article><h1>Lemon cake</h1><p>A family favourite.</p>${body}</article></main>`,
    );
  const read = (body: string) => extractRecipe(cake(body), URL_);

  it('reads a list of sentences after the ingredients, with no heading between, as the method only', () => {
    for (const tag of ['ol', 'ul']) {
      const draft = read(`<h2>Ingredients</h2>${list}<${tag}>${items}</${tag}>`);
      expect(draft?.ingredients).toEqual(lines);
      expect(draft?.instructions).toEqual(method);
    }
    // With no Ingredients heading either (a list of amounts that nothing names).
    const bare = read(`${list}<ol>${items}</ol>`);
    expect(bare?.ingredients).toEqual(lines);
    expect(bare?.instructions).toEqual(method);
    // A second group of the ingredients after the first stays theirs.
    const groups = read(
      `<h2>Ingredients</h2>${list}<p><b>Icing</b></p><ul><li>100 g icing sugar</li><li>Juice of 1 lemon</li></ul><h2>Method</h2><ol>${items}</ol>`,
    );
    expect(groups?.ingredients).toEqual([...lines, '100 g icing sugar', 'Juice of 1 lemon']);
  });

  it('reads steps under "Step 1", "Step 2" headings that no Method heading names', () => {
    const headed = method.map((step, at) => `<h3>Step ${at + 1}</h3><p>${step}</p>`).join('');
    const draft = read(`<h2>Ingredients</h2>${list}${headed}`);
    // The labels title no group of the ingredients.
    expect(draft?.ingredients).toEqual(lines);
    expect(draft?.instructions).toEqual(method);
    // A step's heading over a list of amounts under the Ingredients heading titles the lines that
    // step uses: a group of the ingredients.
    const perStep = read(
      `<h2>Ingredients</h2><h3>Step 1</h3><ul><li>200 g flour</li><li>150 g sugar</li></ul><h3>Step 2</h3><ul><li>3 eggs</li><li>1 lemon, zested</li></ul><h2>Method</h2><ol>${items}</ol>`,
    );
    expect(perStep?.ingredients).toEqual([
      'Step 1:',
      ...lines.slice(0, 2),
      'Step 2:',
      ...lines.slice(2),
    ]);
    // Headings that count out of order are no such method.
    const unordered = method.map((step, at) => `<h3>Step ${4 - at}</h3><p>${step}</p>`).join('');
    expect(read(`<h2>Ingredients</h2>${list}${unordered}`)?.instructions).toEqual([]);
  });

  it("leaves out an advert's label and a call to show the dish made among the steps", () => {
    const plain = method.map((step) => `<p>${step}</p>`).join('');
    const unnumbered = (tail: string) =>
      read(`<h2>Ingredients</h2>${list}<h2>Method</h2>${plain}${tail}`)?.instructions;
    expect(unnumbered('<p>Serve warm with cream.</p>')).toEqual([
      ...method,
      'Serve warm with cream.',
    ]);
    expect(unnumbered('<p>Did you make this? Tag us!</p>')).toEqual(method);
    expect(unnumbered('<p>Tried this recipe? Let us know in the comments.</p>')).toEqual(method);
    const advert = read(
      `<h2>Ingredients</h2>${list}<h2>Method</h2><p>${method[0]}</p><p>${method[1]}</p><div><p>Advertisement</p></div><p>${method[2]}</p><p>${method[3]}</p>`,
    );
    expect(advert?.instructions).toEqual(method);
  });

  it("reads no oven's setting in a table of the ingredients as a line, and a split range amount first", () => {
    const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    const table = (rows: string[][]) => `<table>${rows.map(row).join('')}</table>`;
    const steps = '<p>Heat the oven and grease a tin.</p><p>Beat the butter and sugar.</p>';
    const rows = [
      ['Flour', '200', 'g'],
      ['Sugar', '150', 'g'],
      ['Butter', '100', 'g'],
    ];
    const expected = ['200 g Flour', '150 g Sugar', '100 g Butter'];
    // With no heading, before or after the rows, the figure's cell first or last.
    expect(read(`${table([...rows, ['Oven', '180', 'C']])}${steps}`)?.ingredients).toEqual(
      expected,
    );
    expect(read(`${table([['Oven', '350', 'F'], ...rows])}${steps}`)?.ingredients).toEqual(
      expected,
    );
    expect(
      read(
        `${table([['180', 'C', 'Oven'], ...rows.map(([name, figure, unit]) => [figure!, unit!, name!])])}${steps}`,
      )?.ingredients,
    ).toEqual(expected);
    expect(read(`${table([...rows, ['Oven', '180 °C']])}${steps}`)?.ingredients).toEqual(expected);
    // Under an Ingredients heading.
    expect(
      read(`<h2>Ingredients</h2>${table([...rows, ['Oven', '180', 'C']])}<h2>Method</h2>${steps}`)
        ?.ingredients,
    ).toEqual(expected);
    // A row with an amount besides its temperature is an ingredient said warm, not the oven.
    const warm = [
      ['Flour', '500 g'],
      ['Water', '300 ml', '40 °C'],
      ['Yeast', '7 g'],
    ];
    expect(read(`${table(warm)}${steps}`)?.ingredients).toEqual([
      '500 g Flour',
      'Water 300 ml 40 °C',
      '7 g Yeast',
    ]);
    expect(
      read(`<h2>Ingredients</h2>${table(warm)}<h2>Method</h2>${steps}`)?.ingredients,
    ).toContain('Water 300 ml 40 °C');
    // A cup is a "C" too: "Milk | 1 | C" is a line (written as the page writes it: `isFigureAmount`
    // reads "1 C" as a temperature).
    expect(read(`${table([...rows, ['Milk', '1', 'C']])}${steps}`)?.ingredients).toEqual([
      ...expected,
      'Milk 1 C',
    ]);
    // A range split from its unit reads amount first, with a heading or without.
    const ranged: string[][] = [['Honey', '2-3', 'tbsp'], ...rows];
    expect(read(`${table(ranged)}${steps}`)?.ingredients).toEqual(['2-3 tbsp Honey', ...expected]);
    expect(
      read(`<h2>Ingredients</h2>${table(ranged)}<h2>Method</h2>${steps}`)?.ingredients,
    ).toEqual(['2-3 tbsp Honey', ...expected]);
  });
});
