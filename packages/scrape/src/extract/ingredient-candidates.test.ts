import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { scoredIngredientList } from './ingredient-candidates.ts';

const read = (body: string) => scoredIngredientList(load(`<html><body>${body}</body></html>`));

describe('the ingredient list read from markup alone', () => {
  it('reads a table of amounts and names under a "Zutaten" label, a row a line', () => {
    const lines = read(`
      <label for="tab">Zutaten</label>
      <table><tbody>
        <tr><td>150 ml</td><td><a href="/p/1">Mandeldrink</a></td></tr>
        <tr><td>1 EL</td><td>Zitronensaft</td></tr>
        <tr><td>100 g</td><td><a href="/p/2">Weizenmehl Type 405</a></td></tr>
      </tbody></table>`);
    expect(lines).toEqual(['150 ml Mandeldrink', '1 EL Zitronensaft', '100 g Weizenmehl Type 405']);
  });

  it('reads every item of a list, those whose classes add a state (a note, no amount) too', () => {
    const lines = read(`<h2>Ingredients</h2><ul>
      <li class="item qty">1 zucchini, chopped</li><li class="item qty">12 tbsp rice</li>
      <li class="item qty">2 onions</li><li class="item qty">5 tbsp pine nuts</li>
      <li class="item note qty">1 bunch parsley <span title="chopped"></span></li>
      <li class="item note qty">1 bunch mint</li><li class="item no-qty">Salt</li>
      <li class="item note no-qty">Pepper</li></ul>`);
    expect(lines).toEqual([
      '1 zucchini, chopped',
      '12 tbsp rice',
      '2 onions',
      '5 tbsp pine nuts',
      '1 bunch parsley',
      '1 bunch mint',
      'Salt',
      'Pepper',
    ]);
  });

  it('reads lines laid out as repeated blocks, the amount and the food in blocks of their own', () => {
    const item = (amount: string, food: string) =>
      `<div class="x1"><div class="a">${amount}</div> <span>${food}</span></div>`;
    const lines = read(`<div>Ingrédients</div><div class="grid">
      ${item('350 g', "d'aubergine")}${item('350 g', 'de courgette')}${item('1', 'brin de thym')}
    </div>`);
    expect(lines).toEqual(["350 g d'aubergine", '350 g de courgette', '1 brin de thym']);
  });

  it('takes every group under the Ingredients heading, up to the method, and no menu or hidden copy', () => {
    const lines = read(`
      <ul class="menu"><li><a href="/a">2 minute noodles</a></li><li><a href="/b">5 easy cakes</a></li></ul>
      <h2>Ingredients</h2>
      <h3>For the dough</h3><ul><li>250 g flour</li><li>1 tsp salt</li></ul>
      <ul class="hidden"><li>8.8 oz flour</li><li>1 tsp salt</li></ul>
      <h3>For the filling</h3><ul><li>2 apples, sliced</li><li>50 g sugar</li></ul>
      <h2>Method</h2><ol><li>Mix 250 g flour and the salt.</li><li>Bake for 30 minutes.</li></ol>`);
    expect(lines).toEqual(['250 g flour', '1 tsp salt', '2 apples, sliced', '50 g sugar']);
  });

  it('reads amounts and names given as pairs (a definition list), without check boxes', () => {
    const lines = read(`<h3>Ingredienti</h3>
      <dl><dt>▢ 200 g</dt><dd>farina</dd><dt>2</dt><dd>uova</dd><dt>1 pizzico</dt><dd>sale</dd></dl>`);
    expect(lines).toEqual(['200 g farina', '2 uova', '1 pizzico sale']);
  });

  it('reads grid rows of name and weight columns, under a title cell and column labels, group by group', () => {
    const group = (title: string, rows: [string, string][]) => `<div class="row group">
        <div class="col-12">${title}</div>
        <div class="col-8"><span class="sr-only">Ingredient</span></div><div class="col-4">KG</div>
        ${rows.map(([name, kg]) => `<div class="col-8">${name}</div><div class="col-4">${kg}</div>`).join('')}
      </div><div class="row group"><div class="col-12"><strong>Total Weight</strong>: 1.0</div></div>`;
    const lines = read(`<div class="tabs"><a href="javascript:void(0)">Ingredients</a></div>
      <div class="panel">
        ${group('Group 1', [
          ['Wheat flour', '1.000'],
          ['Yeast', '0.020'],
        ])}
        ${group('For the glaze', [
          ['Icing sugar', '0.200'],
          ['Water', '0.040'],
          ['Lemon juice', '0.010'],
        ])}
      </div>
      <a href="javascript:void(0)">Method</a><p>1. Mix everything for 5 minutes.<br>2. Bake.</p>`);
    expect(lines).toEqual([
      'Wheat flour 1.000',
      'Yeast 0.020',
      'For the glaze:',
      'Icing sugar 0.200',
      'Water 0.040',
      'Lemon juice 0.010',
    ]);
  });

  it('keeps a first pair of cells that holds an amount, or that names no column, as a line', () => {
    const lines = read(`<h3>Ingredients</h3>
      <div><span class="n">Salt</span><span class="q">to taste</span><span class="n">Flour</span><span class="q">200 g</span></div>`);
    expect(lines).toEqual(['Salt to taste', 'Flour 200 g']);
  });

  it('finds nothing on a page whose only lists are menus and steps', () => {
    expect(
      read(`<ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li></ul>
        <h2>Method</h2><ol><li>Heat the oven and grease a tin well.</li><li>Bake the cake.</li></ol>`),
    ).toBeUndefined();
  });
});
