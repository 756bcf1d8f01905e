/**
 * The household's list on this device (issue 14, decision 0009): every change to shared state is
 * an operation dispatched here. It shows at once, is kept in IndexedDB, and is sent to the server
 * when the network allows; the server's changes arrive by a live stream (or polling) and merge in.
 * Screens read the view (confirmed state with the queued operations on top) through the hooks.
 */
import type { HouseholdOp, HouseholdState, OwnItem } from '@plateful/core';
import { useSyncExternalStore } from 'react';
import { householdRead, householdStore } from './engine.ts';
import type { SyncStatus } from './store.ts';
import {
  selectChecks,
  selectAisles,
  selectMeals,
  selectOwnItems,
  selectSelection,
  selectSettings,
  type CheckedSettings,
} from './views.ts';

export type { SyncStatus } from './store.ts';
export { forgetHousehold, householdOwner, householdStore, pullHousehold } from './engine.ts';
export type { CheckedSettings } from './views.ts';

/**
 * Applies the operations on this device at once and queues them for the server, in order. The
 * screens show them at once; the promise resolves true once they are kept in IndexedDB (a reload
 * or a closed app keeps them), so a screen says "done" (a toast, a button's state, closing a
 * dialog) only after it. It resolves false when they could not be kept: the user has been told
 * why (a malformed operation is dropped with a message, see ./start.ts). It never rejects.
 */
export function dispatchAll(ops: readonly HouseholdOp[]): Promise<boolean> {
  return householdStore.dispatchAll(ops);
}

export function dispatch(op: HouseholdOp): Promise<boolean> {
  return dispatchAll([op]);
}

/** Resolves once every change dispatched so far is kept on the device. */
export function whenQueued(): Promise<void> {
  return householdStore.whenQueued();
}

/** The confirmed state with this device's queued changes on top. */
export function getHouseholdView(): HouseholdState {
  return householdStore.getView();
}

export function subscribeHousehold(listener: () => void): () => void {
  return householdStore.subscribe(listener);
}

function useView<T>(select: (state: HouseholdState) => T): T {
  const read = () => select(householdStore.getView());
  return useSyncExternalStore(householdStore.subscribe, read, read);
}

export function useHouseholdView(): HouseholdState {
  return useView((state) => state);
}

/** The own items ("loo roll"), oldest first. */
export function useOwnItems(): OwnItem[] {
  return useView(selectOwnItems);
}

/** The household settings (each checked; defaults where unset). */
export function useHouseholdSettings(): CheckedSettings {
  return useView(selectSettings);
}

/** The selected recipe ids, in the order they were selected. */
export function useSelectedRecipeIds(): readonly string[] {
  return useView(selectSelection);
}

/** The ticked item keys. */
export function useCheckedKeys(): readonly string[] {
  return useView(selectChecks);
}

/** The planned meals by `mealKey` (`YYYY-MM-DD:dinner` → recipe id). */
export function usePlannedMeals(): Record<string, string> {
  return useView(selectMeals);
}

/** The household's aisle corrections: item name → display category id. */
export function useAisleOverrides(): Record<string, string> {
  return useView(selectAisles);
}

/** Whether the view is this device's own household yet (see `householdRead`). */
export function useHouseholdRead(): boolean {
  return useSyncExternalStore(householdStore.subscribe, householdRead, householdRead);
}

/** Changes made on this device that the server does not have yet. */
export function usePendingCount(): number {
  return useSyncExternalStore(
    householdStore.subscribe,
    householdStore.pendingCount,
    householdStore.pendingCount,
  );
}

/** 'synced', 'pending' (waiting to be sent), or 'offline' (waiting for the network). */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    householdStore.subscribe,
    householdStore.status,
    householdStore.status,
  );
}

export { selectAisles, selectChecks, selectMeals, selectOwnItems, selectSelection, selectSettings };
