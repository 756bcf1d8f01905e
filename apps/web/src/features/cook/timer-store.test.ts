import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'plateful:cookTimers';

async function freshStore() {
  vi.resetModules();
  return import('./timer-store.ts');
}

describe('cook timers', () => {
  beforeEach(() => localStorage.clear());

  it('count from their end time, so a reload finds them with the right time left', async () => {
    const store = await freshStore();
    store.startTimer({ recipeId: 'r1', label: 'Bake · 25 minutes', durationMs: 1_500_000 }, 1000);
    const reloaded = await freshStore();
    const [timer] = reloaded.getTimers();
    expect(timer).toMatchObject({ label: 'Bake · 25 minutes', endsAt: 1_501_000, rung: false });
    expect(reloaded.remainingMs(timer!, 61_000)).toBe(1_440_000);
  });

  it('run side by side and ring once each when their time is up', async () => {
    const store = await freshStore();
    store.startTimer({ recipeId: 'r1', label: 'A', durationMs: 60_000 }, 0);
    store.startTimer({ recipeId: 'r1', label: 'B', durationMs: 120_000 }, 0);
    expect(store.takeDueTimers(59_999)).toEqual([]);
    expect(store.takeDueTimers(60_000).map((timer) => timer.label)).toEqual(['A']);
    expect(store.takeDueTimers(90_000)).toEqual([]);
    expect(store.takeDueTimers(200_000).map((timer) => timer.label)).toEqual(['B']);
  });

  it('pause keeps the time left, and resume starts from it', async () => {
    const store = await freshStore();
    const { id } = store.startTimer({ recipeId: 'r1', label: 'A', durationMs: 60_000 }, 0);
    store.pauseTimer(id, 20_000);
    expect(store.takeDueTimers(500_000)).toEqual([]);
    store.resumeTimer(id, 500_000);
    expect(store.remainingMs(store.getTimers()[0]!, 510_000)).toBe(30_000);
    store.dismissTimer(id);
    expect(store.getTimers()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores stored timers that are not timers', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 1 }, 'x', null]));
    expect((await freshStore()).getTimers()).toEqual([]);
    localStorage.setItem(KEY, '{not json');
    expect((await freshStore()).getTimers()).toEqual([]);
  });
});
