import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const { CookTimers } = await import('./timer-presence.tsx');
  const store = await import('./timer-store.ts');
  return { CookTimers, store };
}

describe('the app frame’s cook timers', () => {
  beforeEach(() => localStorage.clear());

  it('load nothing until a timer exists, then show it with a way back to cook mode', async () => {
    const { CookTimers, store } = await fresh();
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <CookTimers />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Timers' })).toBeNull();
    expect(screen.queryByTestId('timer-announcer')).toBeNull();

    act(() => {
      store.startTimer(
        {
          recipeId: 'dal',
          recipeName: 'Dal',
          servings: 6,
          label: 'Step 1 · 8 minutes',
          durationMs: 480_000,
        },
        Date.now(),
      );
    });
    const region = await screen.findByRole('region', { name: 'Timers' });
    expect(region.querySelector('a')?.getAttribute('href')).toBe('/recipe/dal/cook?servings=6');
    expect(region.textContent).toContain('Step 1 · 8 minutes');
    expect(region.textContent).toMatch(/[78]:\d\d/);

    act(() => store.dismissTimer(store.getTimers()[0]!.id));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Timers' })).toBeNull());
  });

  it('stand aside in cook mode, which has its own tray, but still ring there', async () => {
    const { CookTimers, store } = await fresh();
    store.startTimer({ recipeId: 'dal', label: 'Step 1 · 1 minute', durationMs: 60_000 }, 0);
    render(
      <MemoryRouter initialEntries={['/recipe/dal/cook']}>
        <CookTimers />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('timer-announcer').textContent).toBe(
        'Timer finished while you were away: Step 1 · 1 minute',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Timers' })).toBeNull();
    expect(store.getTimers()[0]?.rung).toBe(true);
  });

  it('fold more than two timers behind a button', async () => {
    const { CookTimers, store } = await fresh();
    for (const label of ['A', 'B', 'C']) {
      store.startTimer({ recipeId: 'dal', label, durationMs: 600_000 }, Date.now());
    }
    render(
      <MemoryRouter initialEntries={['/plan']}>
        <CookTimers />
      </MemoryRouter>,
    );
    const more = await screen.findByRole('button', { name: '1 more timer' });
    expect(screen.getAllByTestId('timer-pill')).toHaveLength(2);
    act(() => more.click());
    expect(screen.getAllByTestId('timer-pill')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show fewer timers' })).toHaveProperty(
      'ariaExpanded',
      'true',
    );
  });
});
