import { parseRecipe } from '@plateful/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The sheet's code, held back until a test lets it arrive (a slow phone's connection). */
const sheetCode = vi.hoisted(() => {
  let release = () => {};
  let held = Promise.resolve();
  return {
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    arrived: () => held,
  };
});

vi.mock('../features/recipe/recipe-sheet-code.ts', () => ({
  loadRecipeSheet: () =>
    sheetCode.arrived().then(() => import('../features/recipe/recipe-detail-sheet.tsx')),
  preloadRecipeSheet: () => undefined,
}));

const DAL = parseRecipe({
  id: 'dal',
  name: 'Red Lentil Dal',
  servings: 4,
  ingredients: ['250g red lentils'],
  isFactory: true,
});

const escape = (init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });

/**
 * Presses Escape in the commit that first draws the route: the sheet (or its frame) is in the
 * document, and React's effects after the paint have not run. A person who presses Escape as the
 * sheet appears can press it then.
 */
function EscapeAsItShows() {
  useLayoutEffect(() => {
    (document.activeElement ?? document.body).dispatchEvent(escape());
  }, []);
  return null;
}

/** /recipe/dal over /plan; `closes` counts the navigations to /plan (each is one more Back). */
async function openDal({ pressAsItShows = false } = {}) {
  vi.resetModules();
  const { RecipeRoute } = await import('./recipe-route.tsx');
  const { queryClient } = await import('../lib/query-client.ts');
  const { QUERY_KEYS } = await import('../lib/query-keys.ts');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  queryClient.setQueryData(QUERY_KEYS.recipes, [DAL]);
  const router = createMemoryRouter(
    [
      { path: '/plan', element: <p>Plan</p> },
      {
        path: '/recipe/:id',
        element: (
          <>
            <RecipeRoute />
            {pressAsItShows && <EscapeAsItShows />}
          </>
        ),
      },
    ],
    { initialEntries: ['/plan', '/recipe/dal'], initialIndex: 1 },
  );
  const closes = new Set<string>();
  router.subscribe((state) => {
    if (state.location.pathname === '/plan') closes.add(state.location.key);
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return { router, closes, queryClient };
}

/** Lets the sheet's code arrive and waits for the sheet in the frame's place. */
async function sheetArrives() {
  await act(async () => {
    sheetCode.release();
    await import('../features/recipe/recipe-detail-sheet.tsx');
  });
  await waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Red Lentil Dal' });
    expect(dialog.getAttribute('aria-busy')).toBeNull();
  });
}

async function press(target: EventTarget, init: KeyboardEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(escape(init));
  });
}

describe("Escape on a recipe's sheet (its frame, then the sheet)", { timeout: 60_000 }, () => {
  let cleanUp: (() => void) | null = null;
  beforeEach(() => {
    sheetCode.hold();
    // A phone: jsdom has no matchMedia.
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    cleanUp?.();
    cleanUp = null;
    sheetCode.release();
    vi.unstubAllGlobals();
  });

  it('closes on an Escape pressed as the frame shows, before the effects after its paint', async () => {
    const { router, closes } = await openDal({ pressAsItShows: true });
    expect(router.state.location.pathname).toBe('/plan');
    expect(closes.size).toBe(1);
  });

  it('closes the frame on Escape, once however often it is pressed', async () => {
    const { router, closes } = await openDal();
    expect(screen.getByRole('dialog', { name: 'Red Lentil Dal' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await act(async () => {
      document.body.dispatchEvent(escape());
      document.body.dispatchEvent(escape());
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(router.state.location.pathname).toBe('/plan');
    expect(closes.size).toBe(1);
  });

  it('leaves an Escape that ends a composition (an input method) to the text', async () => {
    const { router, closes } = await openDal();
    await press(document.body, { isComposing: true });
    expect(router.state.location.pathname).toBe('/recipe/dal');
    expect(closes.size).toBe(0);
  });

  it('leaves an Escape to a native modal dialog open over it, or to a handler that took it', async () => {
    const { router, closes } = await openDal();
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    cleanUp = () => other.remove();
    await press(other);
    other.remove();
    const taken = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', taken, { capture: true });
    await press(document.body);
    document.removeEventListener('keydown', taken, { capture: true });
    expect(router.state.location.pathname).toBe('/recipe/dal');
    expect(closes.size).toBe(0);
  });

  it('closes the sheet that took the frame’s place once, on an Escape its own dismiss takes', async () => {
    const { router, closes } = await openDal();
    await sheetArrives();
    const target = document.activeElement ?? document.body;
    await act(async () => {
      target.dispatchEvent(escape());
      target.dispatchEvent(escape());
    });
    expect(router.state.location.pathname).toBe('/plan');
    expect(closes.size).toBe(1);
  });

  it("closes only the confirm on an Escape in the sheet's confirm, then the sheet on the next", async () => {
    const { router, closes } = await openDal();
    await sheetArrives();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    });
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide Recipe' });
    await press(document.activeElement ?? confirm);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/recipe/dal');
    expect(closes.size).toBe(0);
    await press(document.activeElement ?? document.body);
    expect(router.state.location.pathname).toBe('/plan');
    expect(closes.size).toBe(1);
  });
});
