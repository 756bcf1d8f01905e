import { describe, expect, it } from 'vitest';
import { getHouseholdView } from './household/index.ts';
import { clearChecks, getChecks, setChecked } from './shopping-checks.ts';

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
