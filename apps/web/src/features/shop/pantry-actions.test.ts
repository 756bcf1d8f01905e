import 'fake-indexeddb/auto';
import {
  buildShoppingList,
  checkedItemKeys,
  loadFoodTable,
  pantryItems,
  subtractPantry,
  weekLeftovers,
  type Recipe,
} from '@plateful/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHousehold } from '../../lib/household/engine.ts';
import { dispatchAll, getHouseholdView, whenQueued } from '../../lib/household/index.ts';
import { keptPantryId } from '../../lib/household/pantry.ts';
import { startHousehold } from '../../lib/household/start.ts';
import {
  addToPantry,
  haveIt,
  haveItText,
  takeFromPantry,
  tickKeepingRest,
  type NotifyChange,
} from './pantry-actions.ts';

// The household engine runs as in the app, on a device with no network (every request fails):
// each change is kept in IndexedDB and shows at once.
beforeAll(async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await startHousehold();
});
afterAll(async () => {
  // Undos and ticks are dispatched without waiting: let them be kept before the engine stops.
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

function recipe(lines: string[]): Recipe {
  return {
    id: 'r1',
    name: 'Wraps',
    servings: 4,
    ingredients: lines.map((rawText) => ({ rawText, amount: null, unit: null, name: null })),
  } as unknown as Recipe;
}

/** Collects what a change says, and its undo. */
function notices() {
  const said: { message: string; undo: () => void }[] = [];
  const notify: NotifyChange = (message, undo) => said.push({ message, undo });
  return { said, notify };
}

describe('the pantry’s changes', () => {
  it('adds a typed line, says so, and the undo takes it back out', async () => {
    const { said, notify } = notices();
    await addToPantry('500 g rice', false, notify);
    expect(pantry().map((item) => item.text)).toEqual(['500 g rice']);
    expect(said.map((notice) => notice.message)).toEqual(['500 g rice: in your pantry']);
    said[0]!.undo();
    await vi.waitFor(() => expect(pantry()).toEqual([]));
  });

  it('uses up an "always have" staple and puts it back as it was with Undo', async () => {
    await addToPantry('olive oil', true, () => undefined);
    const [oil] = pantry();
    const { said, notify } = notices();
    await takeFromPantry(oil!, 'used', notify);
    expect(pantry()).toEqual([]);
    expect(said[0]?.message).toBe('olive oil: used up');
    said[0]!.undo();
    await vi.waitFor(() => expect(pantry()).toEqual([oil]));
    expect(oil?.always).toBe(true);
  });

  it('"I have it" keeps the row’s amount, which then covers the row', async () => {
    const list = buildShoppingList([recipe(['150g Greek yogurt', '1 red onion'])], {});
    const yogurt = list.items.find((item) => item.name === 'greek yogurt')!;
    const onion = list.items.find((item) => item.name === 'red onions')!;
    expect(haveItText(yogurt)).toBe('150 g greek yogurt');
    // One of a thing shows no amount on the list; the pantry still gets it.
    expect(haveItText(onion)).toBe('1 red onion');
    await haveIt(yogurt);
    await haveIt(onion);
    const subtracted = subtractPantry(list, pantry(), await loadFoodTable());
    expect(subtracted.covered.map((item) => item.key).sort()).toEqual(
      [yogurt.key, onion.key].sort(),
    );
    expect(subtracted.have[yogurt.key]?.text).toBe('you have 150 g');
  });

  it('a tick on a pack bigger than the need keeps the rest; un-ticking takes it back out', async () => {
    const list = buildShoppingList([recipe(['4 small flour tortillas', '500g lamb mince'])], {});
    const leftovers = weekLeftovers(list, await loadFoodTable()).leftovers;
    const tortillas = list.items.find((item) => item.name.includes('tortilla'))!;
    const rest = leftovers.find((leftover) => leftover.key === tortillas.key);
    expect(rest?.text).toBe('4 flour tortillas');

    tickKeepingRest(tortillas, true, rest, pantry(), dispatchAll);
    await vi.waitFor(() =>
      expect(pantry()).toEqual([{ id: keptPantryId(tortillas.key), text: '4 flour tortillas' }]),
    );
    expect(checkedItemKeys(getHouseholdView())).toContain(tortillas.key);

    tickKeepingRest(tortillas, false, rest, pantry(), dispatchAll);
    await vi.waitFor(() => expect(pantry()).toEqual([]));
    expect(checkedItemKeys(getHouseholdView())).not.toContain(tortillas.key);

    // A row bought as needed (no rest) is only ticked.
    const mince = list.items.find((item) => item.name === 'lamb mince')!;
    tickKeepingRest(mince, true, undefined, pantry(), dispatchAll);
    await vi.waitFor(() => expect(checkedItemKeys(getHouseholdView())).toContain(mince.key));
    expect(pantry()).toEqual([]);
  });

  it('gives the kept rest of one row the same id on every phone, a valid pantry id', () => {
    const key = 'tortillas-baking-count';
    expect(keptPantryId(key)).toBe(keptPantryId(key));
    expect(keptPantryId(key)).not.toBe(keptPantryId('cucumbers-vegetables-count'));
    expect(keptPantryId(key)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
