import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestEngineStart, scheduleEngineStart } from '../household/engine.ts';
import { fetchRecipes } from '../recipes.ts';
import { fetchShopRecipes } from './current-list.ts';

const wire = (id: string) => ({ id, name: `Recipe ${id}`, servings: 2, ingredients: ['1 onion'] });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('recipes with no network', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds the Shop tab from the recipes fetched before, across several fetches', async () => {
    fetchMock.mockResolvedValueOnce(json([wire('a')])).mockResolvedValueOnce(json([wire('b')]));
    await fetchShopRecipes(['a']);
    await fetchShopRecipes(['b']);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const recipes = await fetchShopRecipes(['a', 'b']);
    expect(recipes.map((recipe) => recipe.id)).toEqual(['a', 'b']);
  });

  it('is an error while online when a recipe was never fetched (the Shop tab offers Try Again)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchShopRecipes(['never'])).rejects.toThrow();
  });

  it('keeps the recipe list, and falls back to it offline for Plan and for the Shop tab', async () => {
    // The copy is kept once the household engine runs (here: one that only opens).
    scheduleEngineStart(() => Promise.resolve());
    await requestEngineStart();
    fetchMock.mockResolvedValueOnce(json({ ok: true, data: [wire('x'), wire('y')] }));
    expect((await fetchRecipes()).map((recipe) => recipe.id)).toEqual(['x', 'y']);
    // The copy is written in the background.
    await vi.waitFor(async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect((await fetchRecipes()).map((recipe) => recipe.id)).toEqual(['x', 'y']);
    });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const recipes = await fetchShopRecipes(['y']);
    expect(recipes.map((recipe) => recipe.id)).toEqual(['y']);
  });
});
