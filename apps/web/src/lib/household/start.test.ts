import 'fake-indexeddb/auto';
import { selectedRecipeIds } from '@plateful/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeHouseholdServer } from './fake-household-server.ts';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../toast.tsx', () => ({
  toast: { error: toastError, success: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() },
}));

const { dispatch, getHouseholdView } = await import('./index.ts');
const { forgetHousehold } = await import('./engine.ts');
const { startHousehold } = await import('./start.ts');

const server = new FakeHouseholdServer();

beforeAll(async () => {
  vi.stubGlobal('fetch', server.fetch);
  await startHousehold();
});
afterAll(async () => {
  await forgetHousehold();
  vi.unstubAllGlobals();
});

describe('the household engine, started as the app starts it', () => {
  it('sends a change, keeps what the server took, and explains what it refused in a toast', async () => {
    server.refuse.set('gone', 'That recipe was deleted, so it was left out');
    dispatch({ type: 'select', recipeId: 'kept', selected: true });
    dispatch({ type: 'select', recipeId: 'gone', selected: true });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(toastError).toHaveBeenCalledWith('Selecting a recipe was not saved', {
      description: 'That recipe was deleted, so it was left out',
    });
    expect(selectedRecipeIds(server.state)).toEqual(['kept']);
    await vi.waitFor(() => expect(selectedRecipeIds(getHouseholdView())).toEqual(['kept']));
  });

  it('drops a malformed change before it is queued, with a message', async () => {
    toastError.mockClear();
    dispatch({ type: 'putItem', itemId: 'i1', text: 'x' });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(toastError.mock.calls[0]?.[0]).toBe('Adding “x” could not be saved');
    await vi.waitFor(() => expect(getHouseholdView().items).toEqual({}));
    expect(server.state.items).toEqual({});
  });
});
