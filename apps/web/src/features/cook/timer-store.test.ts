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

describe('the timers kept for the rest of the app', () => {
  beforeEach(() => localStorage.clear());

  it('keep the recipe and servings a timer leads back to, and tell this tab of each change', async () => {
    const store = await freshStore();
    const changes = vi.fn();
    window.addEventListener('plateful:cook-timers', changes);
    store.startTimer(
      {
        recipeId: 'r1',
        recipeName: 'Dal',
        servings: 6,
        label: 'Step 1 · 8 minutes',
        durationMs: 1,
      },
      0,
    );
    window.removeEventListener('plateful:cook-timers', changes);
    expect(changes).toHaveBeenCalledTimes(1);
    expect((await freshStore()).getTimers()[0]).toMatchObject({ recipeName: 'Dal', servings: 6 });
  });

  it('drop stored timers with runaway text or servings', async () => {
    const timer = { id: 'a', recipeId: 'r1', label: 'A', durationMs: 1, endsAt: 1, remainingMs: 1 };
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { ...timer, rung: false },
        { ...timer, id: 'b', rung: false, label: 'x'.repeat(301) },
        { ...timer, id: 'c', rung: false, servings: 2.5 },
        { ...timer, id: 'd', rung: false, recipeName: '' },
        { ...timer, id: 'e', rung: 'no' },
      ]),
    );
    expect((await freshStore()).getTimers().map((kept) => kept.id)).toEqual(['a']);
  });

  it('mark a ring once, reading what another tab recorded first', async () => {
    const tabA = await freshStore();
    const { id } = tabA.startTimer({ recipeId: 'r1', label: 'A', durationMs: 60_000 }, 0);
    const tabB = await freshStore();
    expect(tabB.markRung(id, 59_999)).toBe(false);
    expect(tabB.markRung(id, 60_000)).toBe(true);
    // Tab A has not had the storage event yet; it reads storage before marking.
    expect(tabA.getTimers()[0]?.rung).toBe(false);
    expect(tabA.markRung(id, 60_500)).toBe(false);
    expect(tabA.getTimers()[0]?.rung).toBe(true);
    // A reload finds it rung, so it does not ring again.
    expect((await freshStore()).dueTimers(90_000)).toEqual([]);
  });

  it('mark no ring for a paused, dismissed or unknown timer', async () => {
    const store = await freshStore();
    const { id } = store.startTimer({ recipeId: 'r1', label: 'A', durationMs: 60_000 }, 0);
    store.pauseTimer(id, 10_000);
    expect(store.markRung(id, 120_000)).toBe(false);
    store.dismissTimer(id);
    expect(store.markRung(id, 120_000)).toBe(false);
    expect(store.markRung('nope', 120_000)).toBe(false);
  });
});
