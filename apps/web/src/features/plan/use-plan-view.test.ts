import { parseRecipe } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

function recipe(id: string, isFactory: boolean): Recipe {
  const parsed = parseRecipe({
    id,
    name: id,
    isFactory,
    servings: 4,
    ingredients: ['1 onion'],
    createdAt: '2026-01-01T00:00:00Z',
  });
  if (!parsed) throw new Error('not a recipe');
  return parsed;
}

const chefsPicks = [recipe('cp-a', true), recipe('cp-b', true)];
const imported = [...chefsPicks, recipe('mine-soup', false)];

/** A fresh module per test: the view's choices are remembered for the page's life. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-plan-view.ts')).usePlanView;
}

beforeEach(() => localStorage.clear());

describe("the Plan tab's source (SPEC §4)", () => {
  it('switches to My Recipes once the recipes fetched again hold an unseen own recipe, not on the copy kept from before', async () => {
    const usePlanView = await freshHook();
    // Plan opens on the list fetched before an import, while the new list is on its way.
    const { result, rerender } = renderHook(
      ({ recipes, fetching }) => usePlanView(recipes, fetching),
      { initialProps: { recipes: chefsPicks as readonly Recipe[], fetching: true } },
    );
    expect(result.current.source).toBe('factory');
    rerender({ recipes: imported, fetching: false });
    expect(result.current.source).toBe('mine');
    expect(result.current.counts).toEqual({ factory: 2, mine: 1 });
  });

  it('switches only once: the first load without an unseen own recipe keeps Chef’s Pick', async () => {
    const usePlanView = await freshHook();
    const { result, rerender } = renderHook(
      ({ recipes, fetching }) => usePlanView(recipes, fetching),
      { initialProps: { recipes: chefsPicks as readonly Recipe[], fetching: false } },
    );
    rerender({ recipes: imported, fetching: false });
    expect(result.current.source).toBe('factory');
  });

  it('never switches over a tab the user chose while the recipes were fetched', async () => {
    const usePlanView = await freshHook();
    const { result, rerender } = renderHook(
      ({ recipes, fetching }) => usePlanView(recipes, fetching),
      { initialProps: { recipes: chefsPicks as readonly Recipe[], fetching: true } },
    );
    act(() => result.current.setSource('factory'));
    rerender({ recipes: imported, fetching: false });
    expect(result.current.source).toBe('factory');
  });
});
