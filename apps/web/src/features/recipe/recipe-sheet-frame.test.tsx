import { parseRecipe } from '@plateful/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { RecipeSheetFrame } from './recipe-sheet-frame.tsx';

const DAL = parseRecipe({ id: 'dal', name: 'Red Lentil Dal', servings: 4, ingredients: [] });

function show(id: string) {
  const onClose = vi.fn();
  const onShown = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RecipeSheetFrame id={id} onClose={onClose} onShown={onShown} />
    </QueryClientProvider>,
  );
  return { onClose, onShown };
}

describe("the recipe sheet's frame, while the sheet's code loads", () => {
  // A phone: jsdom has no matchMedia.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it("is a busy dialog named by the recipe's title from the list, and says it is shown", () => {
    queryClient.setQueryData(QUERY_KEYS.recipes, [DAL]);
    const { onShown } = show('dal');
    const dialog = screen.getByRole('dialog', { name: 'Red Lentil Dal' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.getAttribute('data-layout')).toBe('bottom-sheet');
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  // Escape is the route's, across the frame and the sheet: app/recipe-route.test.tsx.
  it('closes with its Close button', () => {
    queryClient.setQueryData(QUERY_KEYS.recipes, [DAL]);
    const { onClose } = show('dal');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is still a dialog, titled as loading, before the list is here', () => {
    queryClient.setQueryDefaults(QUERY_KEYS.recipes, { queryFn: () => new Promise(() => {}) });
    show('dal');
    expect(screen.getByRole('dialog', { name: 'Loading recipe' })).toBeTruthy();
  });
});
