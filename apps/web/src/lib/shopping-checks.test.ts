import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetHousehold } from './household/engine.ts';
import { getHouseholdView } from './household/index.ts';
import { startHousehold } from './household/start.ts';
import { clearChecks, getChecks, setChecked } from './shopping-checks.ts';

// A tick resolves once it is kept in IndexedDB (issue 27): the household engine runs, as in the
// app, on a device with no network (every request fails).
beforeAll(async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await startHousehold();
});
afterAll(async () => {
  await forgetHousehold();
  vi.unstubAllGlobals();
});

describe('shopping checks', () => {
  it('checks an item at once, mirrored into local storage', async () => {
    await setChecked('eggs-dairy_and_eggs-count', true);
    expect(getChecks()).toContain('eggs-dairy_and_eggs-count');
    expect(JSON.parse(localStorage.getItem('plateful:shoppingChecks')!)).toContain(
      'eggs-dairy_and_eggs-count',
    );
  });

  it('keeps a tick made with no network (nothing is put back)', async () => {
    await expect(setChecked('salt-pantry-count', true)).resolves.toBeUndefined();
    expect(getChecks()).toContain('salt-pantry-count');
  });

  it('unticks an item', async () => {
    await setChecked('salt-pantry-count', false);
    expect(getChecks()).not.toContain('salt-pantry-count');
  });

  it('clears every check (Regenerate)', async () => {
    await clearChecks();
    expect(getChecks()).toEqual([]);
    expect(getHouseholdView().cleared.check).toBeGreaterThan(0);
  });
});
