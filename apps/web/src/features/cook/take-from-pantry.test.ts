import 'fake-indexeddb/auto';
import {
  ingredientFromText,
  loadFoodTable,
  pantryAfterCookingRecipe,
  pantryItems,
  type PantryItem,
} from '@plateful/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHousehold } from '../../lib/household/engine.ts';
import {
  dispatchAll,
  getHouseholdView,
  householdStore,
  whenQueued,
} from '../../lib/household/index.ts';
import { startHousehold } from '../../lib/household/start.ts';
import { pantryEditsAfterCooking, takeOutOfPantry } from './take-from-pantry.ts';

// The household engine as in the app, on a phone with no signal (every request fails): the change
// is kept in the IndexedDB outbox and shows at once.
beforeAll(async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await startHousehold();
});
afterAll(async () => {
  await whenQueued();
  await forgetHousehold();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  await dispatchAll(
    pantryItems(getHouseholdView()).map((item) => ({
      type: 'removePantry' as const,
      pantryId: item.id,
    })),
  );
});

const pantry = () => pantryItems(getHouseholdView());
const byId = (items: readonly PantryItem[]) =>
  Object.fromEntries(items.map((item) => [item.id, item]));

/** Egg fried rice for 2: 250 g rice, 2 eggs, a spoon of oil, and salt. */
const friedRice = {
  id: 'egg-fried-rice',
  name: 'Egg fried rice',
  servings: 2,
  ingredients: ['250 g long grain rice', '2 eggs', '1 tbsp olive oil', 'salt'].map(
    ingredientFromText,
  ),
};

async function stock(items: PantryItem[]): Promise<void> {
  await dispatchAll(
    items.map((item) =>
      item.always
        ? { type: 'putPantry', pantryId: item.id, text: item.text, always: true }
        : { type: 'putPantry', pantryId: item.id, text: item.text },
    ),
  );
}

describe('taking what a cooked recipe used out of the pantry', () => {
  it('rewrites what is left, removes what is used up, leaves the rest, and Undo restores it', async () => {
    const start: PantryItem[] = [
      { id: 'rice', text: '500 g rice' },
      { id: 'eggs', text: '2 eggs' },
      { id: 'oil', text: 'olive oil', always: true },
      { id: 'flour', text: '1 kg flour' },
      { id: 'odd', text: 'some leftover stuff' },
    ];
    await stock(start);
    const uses = pantryAfterCookingRecipe(friedRice, 2, pantry(), await loadFoodTable());
    expect(uses.map((use) => [use.pantryId, use.taken, use.after])).toEqual([
      ['rice', '250 g of your 500 g rice', '250 g rice'],
      ['eggs', 'all 2 eggs', null],
    ]);

    const pending = householdStore.pendingCount();
    const undo = await takeOutOfPantry(uses);
    expect(undo).not.toBeNull();
    // Kept in the outbox for the server, as one more change to push (no signal here).
    expect(householdStore.pendingCount()).toBeGreaterThan(pending);
    expect(byId(pantry())).toEqual({
      rice: { id: 'rice', text: '250 g rice' },
      oil: { id: 'oil', text: 'olive oil', always: true },
      flour: { id: 'flour', text: '1 kg flour' },
      odd: { id: 'odd', text: 'some leftover stuff' },
    });

    expect(await undo!()).toBe(true);
    expect(byId(pantry())).toEqual(byId(start));
  });

  it('takes in proportion to the servings cooked', async () => {
    await stock([{ id: 'rice', text: '1 kg rice' }]);
    const uses = pantryAfterCookingRecipe(friedRice, 6, pantry(), await loadFoodTable());
    await takeOutOfPantry(uses);
    expect(pantry()).toEqual([{ id: 'rice', text: '0.25 kg rice' }]);
  });

  it('is one change: its edits and its undo are each one dispatch of plain pantry operations', () => {
    const uses = [
      {
        pantryId: 'rice',
        before: { id: 'rice', text: '500 g rice' },
        after: '250 g rice',
        taken: '250 g of your 500 g rice',
      },
      {
        pantryId: 'eggs',
        before: { id: 'eggs', text: '2 eggs' },
        after: null,
        taken: 'all 2 eggs',
      },
    ];
    expect(pantryEditsAfterCooking(uses)).toEqual({
      apply: [
        { type: 'putPantry', pantryId: 'rice', text: '250 g rice' },
        { type: 'removePantry', pantryId: 'eggs' },
      ],
      undo: [
        { type: 'putPantry', pantryId: 'rice', text: '500 g rice' },
        { type: 'putPantry', pantryId: 'eggs', text: '2 eggs' },
      ],
    });
  });

  it('puts the things of an entry of several, left apart, as entries of their own, and Undo takes them out', async () => {
    const start: PantryItem[] = [{ id: 'dressing', text: '2 tbsp each olive oil and lemon juice' }];
    await stock(start);
    const salad = {
      id: 'salad',
      name: 'Salad',
      servings: 2,
      ingredients: ['1 tbsp lemon juice', '1 cucumber'].map(ingredientFromText),
    };
    const uses = pantryAfterCookingRecipe(salad, 2, pantry(), await loadFoodTable());
    expect(uses.map((use) => [use.taken, use.after, use.added])).toEqual([
      [
        '1 tbsp lemon juice of your 2 tbsp each olive oil and lemon juice',
        '2 tbsp olive oil',
        [{ id: 'dressing-2', text: '1 tbsp lemon juice' }],
      ],
    ]);
    const undo = await takeOutOfPantry(uses);
    expect(byId(pantry())).toEqual({
      dressing: { id: 'dressing', text: '2 tbsp olive oil' },
      'dressing-2': { id: 'dressing-2', text: '1 tbsp lemon juice' },
    });
    expect(await undo!()).toBe(true);
    expect(byId(pantry())).toEqual(byId(start));
  });

  it('does nothing when the recipe used nothing in the pantry', async () => {
    const pending = householdStore.pendingCount();
    expect(await takeOutOfPantry([])).toBeNull();
    expect(householdStore.pendingCount()).toBe(pending);
  });
});
