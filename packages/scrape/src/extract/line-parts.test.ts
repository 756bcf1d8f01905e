import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import {
  dropJoinedCopies,
  isAmountOnly,
  joinAmountLines,
  lineFromParts,
  lineParts,
} from './line-parts.ts';

const first = (html: string) => load(`<html><body>${html}</body></html>`)('body').children()[0]!;

describe('a line laid out in parts', () => {
  it('sets blocks apart and keeps inline text together', () => {
    const item = first(
      '<li><div><span>Selder</span><span></span></div><div><span>4 stengel</span></div></li>',
    );
    expect(lineParts(item)).toEqual(['Selder', '4 stengel']);
    expect(lineParts(first('<li><b>2</b> eggs, <em>beaten</em></li>'))).toEqual(['2 eggs, beaten']);
    expect(lineFromParts(first('<li>Mix <div>well</div><script>x()</script></li>'))).toBe(
      'Mix well',
    );
  });

  it('sets apart two inline elements side by side that hold a word each', () => {
    expect(lineFromParts(first('<li><span>1</span><span>cup</span><span>flour</span></li>'))).toBe(
      '1 cup flour',
    );
    expect(lineFromParts(first('<li><span>~15 g</span><span>a splash</span></li>'))).toBe(
      '~15 g a splash',
    );
    expect(lineFromParts(first('<li><span>有塩バター</span><span>10g</span></li>'))).toBe(
      '有塩バター 10g',
    );
    // Text between them, or punctuation where they meet, is the page's own spacing.
    expect(lineFromParts(first('<li><b>2</b>eggs, <em>beaten</em><span>.</span></li>'))).toBe(
      '2eggs, beaten.',
    );
    expect(lineFromParts(first('<li><span>1</span><span>/2</span> cup milk</li>'))).toBe(
      '1/2 cup milk',
    );
  });

  it('reads classed ingredient blocks of a name and an amount as one spaced line each', () => {
    const item = (name: string, amount: string) =>
      `<div class="recipe-ingredient-item"><div><span>${name}</span></div><div><span>${amount}</span></div></div>`;
    const html = `<html><body><h1>Kippenpastei</h1><div class="ingredients">
      ${item('Selder', '4 stengel')}${item('Wortels', '2')}${item('Zout', '')}</div>
      <h2>Bereiding</h2><ol><li>Kook de kip.</li><li>Bak het deeg.</li></ol></body></html>`;
    // Set name first in rows classed alike, the lines are written amount first (`amountFirst`).
    expect(extractRecipe(html, 'https://kook.example/pastei')?.ingredients).toEqual([
      '4 stengel Selder',
      '2 Wortels',
      'Zout',
    ]);
  });
});

describe('amounts set as lines of their own', () => {
  it('knows a line that is an amount and nothing else', () => {
    expect(
      ['200', '150 grams', '2 tbsp', '25 milliliter(s)', '1 unit(s)'].map(isAmountOnly),
    ).toEqual([true, true, true, true, true]);
    expect(['2 eggs', '1 onion', '1 Stk.', 'Salz', '2 cups rice'].map(isAmountOnly)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('joins each lone amount to the name after it when the list is laid out so', () => {
    expect(
      joinAmountLines([
        '200',
        'g Feta',
        '1 unit(s)',
        'Echalion Shallot',
        'Salz',
        '150 grams',
        'Green Beans',
      ]),
    ).toEqual(['200 g Feta', '1 unit(s) Echalion Shallot', 'Salz', '150 grams Green Beans']);
  });

  it('joins amounts the parser does not know in a list that sets its amounts apart', () => {
    expect(
      joinAmountLines([
        '2 unit(s)',
        'Onion',
        '150 grams',
        'Rice',
        '1 cs',
        "Huile d'olive",
        'selon le goût',
        'Poivre et sel',
      ]),
    ).toEqual([
      '2 unit(s) Onion',
      '150 grams Rice',
      "1 cs Huile d'olive",
      'selon le goût Poivre et sel',
    ]);
  });

  it('leaves short amounts apart in a list that does not set its amounts apart', () => {
    expect(joinAmountLines(['1 cs', 'olive oil', 'to taste', 'salt'])).toEqual([
      '1 cs',
      'olive oil',
      'to taste',
      'salt',
    ]);
  });

  it('leaves a list alone with one lone amount or none', () => {
    expect(joinAmountLines(['2 tbsp', 'olive oil', '1 onion'])).toEqual([
      '2 tbsp',
      'olive oil',
      '1 onion',
    ]);
    expect(joinAmountLines(['2 eggs', 'Salt', '1 onion', 'Pepper'])).toEqual([
      '2 eggs',
      'Salt',
      '1 onion',
      'Pepper',
    ]);
  });

  it('reads a page whose amounts and names are paragraphs of their own as one line each', () => {
    const item = (amount: string, name: string) =>
      `<div class="ingredient-row"><p>${amount}</p><p>${name}</p></div>`;
    const html = `<html><body><h1>Pork rice</h1><h2>Ingredients</h2><div>
      ${item('150 grams', 'Basmati Rice')}${item('2 unit(s)', 'Garlic Clove')}${item('240 grams', 'Pork Mince')}</div>
      <h2>Method</h2><ol><li>Cook the rice.</li><li>Fry the pork.</li></ol></body></html>`;
    expect(extractRecipe(html, 'https://cook.example/pork')?.ingredients).toEqual([
      '150 grams Basmati Rice',
      '2 unit(s) Garlic Clove',
      '240 grams Pork Mince',
    ]);
  });
});

describe('a block read whole before its items', () => {
  it('drops the line that is the next lines run together', () => {
    expect(
      dropJoinedCopies(['2 cups rice 1 onion Salt', '2 cups rice', '1 onion', 'Salt']),
    ).toEqual(['2 cups rice', '1 onion', 'Salt']);
    expect(dropJoinedCopies(['1 onion', '2 cups rice', 'Salt'])).toEqual([
      '1 onion',
      '2 cups rice',
      'Salt',
    ]);
  });
});

describe('a list of amounts that nothing names the ingredients', () => {
  it('takes the lists that follow it under short titles as its groups', () => {
    const html = `<html><body><h1>Porridge</h1><h3>Pour 1 grand bol :</h3>
      <p><strong>Base porridge</strong></p><ul><li>50 g de flocons d'avoine</li><li>25 cl de lait</li><li>1 c. à café de sucre</li></ul>
      <p><strong>Garniture</strong></p><ul><li>1/4 de grenade</li><li>1 orange sanguine</li></ul>
      <h3>Faites cuire le porridge</h3><p>1- Dans une casserole, versez les flocons et le lait.</p>
      <ul><li>2 bols</li><li>1 casserole</li></ul></body></html>`;
    expect(extractRecipe(html, 'https://cuisine.example/porridge')?.ingredients).toEqual([
      "50 g de flocons d'avoine",
      '25 cl de lait',
      '1 c. à café de sucre',
      '1/4 de grenade',
      '1 orange sanguine',
    ]);
  });
});
