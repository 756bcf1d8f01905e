/**
 * The one-time move of a device's own list into the household (issue 14): before the household
 * store, the selection, the checks and the settings lived in local storage only. On the first start
 * with the store, when its state is still empty, they become its first queued operations, so they
 * reach the server and the other phones like any change. A done flag (SPEC §4's migrations) makes
 * it happen once.
 */
import {
  DEFAULT_HOUSEHOLD_SETTINGS,
  HOUSEHOLD_SETTING_NAMES,
  type HouseholdOp,
  type HouseholdSettingName,
  type HouseholdState,
} from '@plateful/core';
import type { NumberedOp } from '@plateful/contracts';
import { STORAGE_KEYS, readKey, readRaw } from '../storage.ts';

export { HOUSEHOLD_MIGRATION_ID } from './engine.ts';

function isEmpty(state: HouseholdState, queue: readonly NumberedOp[]): boolean {
  return (
    state.cursor === 0 &&
    queue.length === 0 &&
    Object.keys(state.selection).length === 0 &&
    Object.keys(state.checks).length === 0 &&
    Object.keys(state.settings).length === 0
  );
}

/**
 * The device's local selection, checks and settings as operations. (Like every operation, each is
 * checked against the wire schema before it is queued.)
 */
export function localListOps(): HouseholdOp[] {
  const ops: HouseholdOp[] = [];
  for (const recipeId of readKey('selectedRecipeIds')) {
    ops.push({ type: 'select', recipeId, selected: true });
  }
  for (const itemKey of readKey('shoppingChecks')) {
    ops.push({ type: 'check', itemKey, checked: true });
  }
  if (readRaw(STORAGE_KEYS.settings.key) !== null) {
    const settings: Partial<Record<HouseholdSettingName, unknown>> = readKey('settings');
    for (const name of HOUSEHOLD_SETTING_NAMES) {
      const value = settings[name];
      if (value === undefined) continue;
      if (JSON.stringify(value) === JSON.stringify(DEFAULT_HOUSEHOLD_SETTINGS[name])) continue;
      ops.push({ type: 'setSetting', name, value } as HouseholdOp);
    }
  }
  return ops;
}

/** The operations to queue first: the local list, when the household store starts empty. */
export function migrationOps(
  state: HouseholdState,
  queue: readonly NumberedOp[],
  done: boolean,
): HouseholdOp[] {
  return done || !isEmpty(state, queue) ? [] : localListOps();
}
