/**
 * The shopping list's checks ('already owned' item keys, SPEC §3): a view of the household's list
 * (lib/household). A tick applies at once, is kept on the device and sent when the network allows;
 * it is never undone because the network is down. The household mirrors the keys into local
 * storage (`plateful:shoppingChecks`).
 */
import {
  dispatch,
  getHouseholdView,
  selectChecks,
  useCheckedKeys,
  whenQueued,
} from './household/index.ts';

/** The checked item keys. */
export function getChecks(): readonly string[] {
  return selectChecks(getHouseholdView());
}

/** Marks one item owned or not. Resolves once the change is kept on the device; never rejects. */
export function setChecked(key: string, checked: boolean): Promise<void> {
  dispatch({ type: 'check', itemKey: key, checked });
  return whenQueued();
}

/** Clears every check (Regenerate), on every phone of the household. */
export function clearChecks(): Promise<void> {
  dispatch({ type: 'clearChecks' });
  return whenQueued();
}

/** The checked item keys, following changes from this tab, other tabs and other phones. */
export function useShoppingChecks(): readonly string[] {
  return useCheckedKeys();
}
