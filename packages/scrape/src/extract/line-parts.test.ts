import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import { lineFromParts, lineParts } from './line-parts.ts';

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

  it('reads classed ingredient blocks of a name and an amount as one spaced line each', () => {
    const item = (name: string, amount: string) =>
      `<div class="recipe-ingredient-item"><div><span>${name}</span></div><div><span>${amount}</span></div></div>`;
    const html = `<html><body><h1>Kippenpastei</h1><div class="ingredients">
      ${item('Selder', '4 stengel')}${item('Wortels', '2')}${item('Zout', '')}</div>
      <h2>Bereiding</h2><ol><li>Kook de kip.</li><li>Bak het deeg.</li></ol></body></html>`;
    expect(extractRecipe(html, 'https://kook.example/pastei')?.ingredients).toEqual([
      'Selder 4 stengel',
      'Wortels 2',
      'Zout',
    ]);
  });
});
