import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import { closingBracket } from './script-state.ts';

const URL_ = 'https://recipes.example/pie';
const page = (body: string) => `<!doctype html><html><body><h1>Pie</h1>${body}</body></html>`;
const schemaRecipe = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Pie',
  recipeIngredient: ['200 g flour', '2 eggs'],
  recipeInstructions: ['Mix.', 'Bake.'],
};

describe('recipes only in a script state', () => {
  it('reads a Recipe inside a framework state assigned in a script', () => {
    const state = { loaderData: { route: { meta: { title: 'Pie', jsonLd: schemaRecipe } } } };
    const html = page(
      `<script>window.__remixContext = ${JSON.stringify(state)};__remixContext.p = function () { return {}; };</script>`,
    );
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('reads a Recipe inside a JSON script (Next.js data) and one wrapped in code', () => {
    const next = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { schema: schemaRecipe } },
    })}</script>`;
    expect(extractRecipe(page(next), URL_)?.instructions).toEqual(['Mix.', 'Bake.']);
    const wrapped = `<script>(function () { if (x) { y(); } window.__INITIAL_STATE__ = ${JSON.stringify(
      { recipe: schemaRecipe },
    )}; })();</script>`;
    expect(extractRecipe(page(wrapped), URL_)?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('leaves a state without a Recipe type and JSON-LD on the page alone', () => {
    const other = `<script>window.state = ${JSON.stringify({
      recipe: { recipeIngredient: ['9 plums'] },
    })};</script>`;
    const html = page(`${other}<h2>Ingredients</h2><ul><li>1 egg</li><li>2 figs</li></ul>`);
    expect(extractRecipe(html, URL_)?.ingredients).toEqual(['1 egg', '2 figs']);
    const ld = `<script type="application/ld+json">${JSON.stringify({
      ...schemaRecipe,
      recipeIngredient: ['3 pears'],
    })}</script>`;
    const state = `<script>window.s = ${JSON.stringify({ jsonLd: schemaRecipe })}</script>`;
    expect(extractRecipe(page(ld + state), URL_)?.ingredients).toEqual(['3 pears']);
  });

  it('finds the bracket that closes an object, brackets in strings skipped', () => {
    const text = 'x = {"a": "}]{", "b": [1, {"c": "\\"}"}]} ;';
    expect(closingBracket(text, 4)).toBe(text.length - 3);
    expect(closingBracket('{"a": 1', 0)).toBe(-1);
  });
});
