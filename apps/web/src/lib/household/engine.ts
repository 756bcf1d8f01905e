/**
 * The one household store of this page, and the hooks by which the engine (./start.ts, loaded
 * after start-up) joins it: the screens can dispatch and read from the first render on, before
 * IndexedDB is open or the sync loop runs.
 */
import { getAccountCode } from '../account-code.ts';
import { getDeviceCode } from '../device-code.ts';
import { followMirrors, stateFromMirrors } from './mirror.ts';
import { HouseholdStore } from './store.ts';

/** Whose household this device follows: its account code, else its device code. */
export function householdOwner(): string {
  return getAccountCode() ?? `device:${getDeviceCode()}`;
}

interface Engine {
  onQueued: () => void;
  onSaved: () => void;
  pull: (signal?: AbortSignal) => Promise<void>;
  stop: () => void;
}

/** Set by startHousehold: the sync loop and the other tabs. */
const engine: Engine = {
  onQueued: () => undefined,
  onSaved: () => undefined,
  pull: () => Promise.resolve(),
  stop: () => undefined,
};

export const householdStore = new HouseholdStore(stateFromMirrors(), householdOwner(), {
  onQueued: () => engine.onQueued(),
  onSaved: () => engine.onSaved(),
});
followMirrors(householdStore.subscribe, householdStore.getView);

/** Connects the store to the sync loop and the other tabs (./start.ts). */
export function connectEngine(hooks: Engine): void {
  Object.assign(engine, hooks);
}

/**
 * Forgets this device's household data (Settings: start afresh): the engine stops and the
 * IndexedDB database is deleted, queued changes with it. The page reloads after.
 */
export async function forgetHousehold(): Promise<void> {
  engine.stop();
  const { deleteHouseholdIdb } = await import('./indexed-db.ts');
  await deleteHouseholdIdb();
}

/** Catches up with the household's changes on the server (a no-op before start-up). */
export function pullHousehold(signal?: AbortSignal): Promise<void> {
  return engine.pull(signal);
}
