/**
 * The household's selection, checks and settings mirrored into local storage (SPEC §3 keeps
 * `plateful:selectedRecipeIds` and `plateful:shoppingChecks`; browser tests read them). The
 * mirrors are written on every change, and read back once at start-up: they are what the screens
 * show in the few milliseconds before IndexedDB opens, and what a device had before the household
 * store existed (moved into it once, see ./migrate.ts).
 */
import {
  emptyHouseholdState,
  type HouseholdSettingName,
  type HouseholdState,
} from '@plateful/core';
import { queryClient } from '../query-client.ts';
import { QUERY_KEYS } from '../query-keys.ts';
import { STORAGE_KEYS, readKey, readRaw, writeKey } from '../storage.ts';
import { selectChecks, selectSelection, selectSettings } from './views.ts';

/** What the mirrors hold, as a state (versions in list order): shown until the store loads. */
export function stateFromMirrors(): HouseholdState {
  const state = emptyHouseholdState();
  readKey('selectedRecipeIds').forEach((id, index) => {
    state.selection[id] = { value: true, version: index + 1 };
  });
  for (const key of readKey('shoppingChecks')) state.checks[key] = { value: true, version: 1 };
  if (readRaw(STORAGE_KEYS.settings.key) !== null) {
    const settings = readKey('settings');
    for (const [name, value] of Object.entries(settings)) {
      state.settings[name as HouseholdSettingName] = { value, version: 1 };
    }
  }
  return state;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Keeps the mirrors equal to `view()`; a selection change also refreshes the shopping list. */
export function followMirrors(
  subscribe: (listener: () => void) => () => void,
  view: () => HouseholdState,
): () => void {
  let selection = selectSelection(view());
  let checks = selectChecks(view());
  let settings = selectSettings(view());
  const onChange = () => {
    const state = view();
    const nextSelection = selectSelection(state);
    if (nextSelection !== selection) {
      const changed = !same(nextSelection, readKey('selectedRecipeIds'));
      selection = nextSelection;
      if (changed) writeKey('selectedRecipeIds', [...nextSelection]);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingList });
    }
    const nextChecks = selectChecks(state);
    if (nextChecks !== checks) {
      checks = nextChecks;
      writeKey('shoppingChecks', [...nextChecks]);
    }
    const nextSettings = selectSettings(state);
    if (nextSettings !== settings) {
      settings = nextSettings;
      const { householdSize, basketService, pantryStaples } = nextSettings;
      writeKey('settings', { householdSize, basketService, pantryStaples });
    }
  };
  return subscribe(onChange);
}
