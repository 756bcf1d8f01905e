import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh engine module per test: which start-up it saw is module state. */
async function freshEngine() {
  vi.resetModules();
  return import('./engine.ts');
}

describe('householdRead: whether the view is the household kept on this device', () => {
  beforeEach(() => localStorage.clear());

  it('is false from start-up until the engine has read the copy, for a device that has one', async () => {
    localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify(['a']));
    const { householdRead, householdStore, scheduleEngineStart } = await freshEngine();
    let finish: () => void = () => undefined;
    const told = vi.fn();
    householdStore.subscribe(told);
    scheduleEngineStart(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(householdRead()).toBe(false);
    finish();
    await vi.waitFor(() => expect(householdRead()).toBe(true));
    expect(told).toHaveBeenCalled();
  });

  it('is true once the engine could not start (the mirrors are all there is), not waiting for ever', async () => {
    localStorage.setItem('plateful:selectedRecipeIds', JSON.stringify(['a']));
    const { householdRead, scheduleEngineStart } = await freshEngine();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scheduleEngineStart(() => Promise.reject(new Error('offline before the app was cached')));
    await vi.waitFor(() => expect(householdRead()).toBe(true));
  });

  it('is true at once on a new device, which starts its engine only with its first change', async () => {
    const { householdRead, scheduleEngineStart } = await freshEngine();
    scheduleEngineStart(() => new Promise<void>(() => undefined));
    expect(householdRead()).toBe(true);
  });

  it('starts the engine at once, and waits for it, when a closed page left changes in its journal', async () => {
    localStorage.setItem(
      'plateful:householdJournal:closedpage',
      JSON.stringify({
        at: Date.now(),
        ops: [{ type: 'setMeal', date: '2026-11-30', meal: 'dinner', recipeId: 'a' }],
      }),
    );
    const { householdRead, scheduleEngineStart } = await freshEngine();
    const start = vi.fn(() => new Promise<void>(() => undefined));
    scheduleEngineStart(start);
    expect(start).toHaveBeenCalledOnce();
    expect(householdRead()).toBe(false);
  });
});
