/**
 * The one household store of this page, and how the engine (./start.ts: IndexedDB, the sync loop,
 * the live channel) joins it. The screens dispatch and read from the first render on; the engine is
 * loaded as its own chunk, at once when this device has a household to follow (an account code, or
 * a list kept from before), else with its first change, a link to an account, or after the first
 * screen has settled. A new device with no account has nothing to sync until then, and its first
 * visit stays within the download budget (decision 0006).
 */
import { getAccountCode } from '../account-code.ts';
import { getDeviceCode, markDeviceCodeUsed } from '../device-code.ts';
import { queryClient } from '../query-client.ts';
import { QUERY_KEYS } from '../query-keys.ts';
import { STORAGE_KEYS, readKey, readRaw, subscribeKey } from '../storage.ts';
import { isMigrationDone } from '../storage-migrations.ts';
import { toast } from '../toast.tsx';
import { PageJournal, journalWaiting } from './journal.ts';
import { followMirrors, stateFromMirrors } from './mirror.ts';
import { HouseholdStore } from './store.ts';

/** The one-time move of a device's local list into the household (./migrate.ts). */
export const HOUSEHOLD_MIGRATION_ID = '2025-07-household-store';
/** A new device with no account starts the engine this long after start-up, if nothing did before. */
export const IDLE_START_MS = 10_000;

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

let starter: (() => Promise<void>) | null = null;
let started: Promise<void> | null = null;
/** This device has a household of its own to read from IndexedDB at start-up. */
let copyToRead = false;
/** The engine's first start has ended: the device's copy is read, or could not be. */
let firstStartEnded = false;
let markStarted: () => void = () => undefined;
const engineStarted = new Promise<void>((resolve) => (markStarted = resolve));

/** Loads and starts the engine, once (a no-op until app start-up has said how). */
export function requestEngineStart(): Promise<void> {
  if (!starter) return Promise.resolve();
  // The household syncs under this device's code from now on: it is not swapped any more.
  markDeviceCodeUsed();
  started ??= starter()
    .finally(() => {
      if (firstStartEnded) return;
      firstStartEnded = true;
      householdStore.notify();
    })
    .then(markStarted, (error: unknown) => {
      // The engine would not load (offline before the app was cached): what was dispatched is not
      // kept, and the next change tries again.
      console.error('[plateful] the household engine could not start', error);
      started = null;
      householdStore.notKept(householdStore.data.dispatched, error);
    });
  return started;
}

/** Resolves once the engine has started (IndexedDB is open), without starting it. */
export function whenEngineStarted(): Promise<void> {
  return engineStarted;
}

/**
 * Whether the household view is this device's own: its copy in IndexedDB has been read (or could
 * not be), or it has none (a new device, until its first change). Before that the view is the
 * local-storage mirrors, which hold the selection, the ticks and three settings but not the aisle
 * orders, the pantry, own items or planned servings: a list built from them would change under
 * the user's eyes a moment later (on a busy phone, seconds later).
 */
export function householdRead(): boolean {
  return !copyToRead || firstStartEnded;
}

/** Whether this device has a household to follow at once (else it waits for a reason). */
export function householdNeededAtOnce(): boolean {
  return (
    getAccountCode() !== null ||
    isMigrationDone(HOUSEHOLD_MIGRATION_ID) ||
    readKey('selectedRecipeIds').length > 0 ||
    readKey('shoppingChecks').length > 0 ||
    readRaw(STORAGE_KEYS.settings.key) !== null ||
    journalWaiting()
  );
}

/**
 * Called once at start-up with the loader of ./start.ts: starts the engine now when this device
 * needs it, else on its first change, an account code, or after IDLE_START_MS.
 */
export function scheduleEngineStart(load: () => Promise<void>): void {
  starter = load;
  if (householdNeededAtOnce()) {
    copyToRead = true;
    void requestEngineStart();
    return;
  }
  const timer = window.setTimeout(() => void requestEngineStart(), IDLE_START_MS);
  const stop = subscribeKey('accountCode', () => {
    stop();
    window.clearTimeout(timer);
    void requestEngineStart();
  });
}

/** Why a change could not be kept on this device, in the user's words. */
export function notKeptReason(error: unknown): string {
  const full = error instanceof DOMException && error.name === 'QuotaExceededError';
  return `${full ? 'This device’s storage is full.' : 'The browser’s storage refused it.'} It stays on screen and is tried again with your next change; closing the app before then loses it.`;
}

export const householdStore = new HouseholdStore(
  stateFromMirrors(),
  householdOwner(),
  {
    onQueued: () => engine.onQueued(),
    onSaved: () => engine.onSaved(),
    onDispatch: () => void requestEngineStart(),
    onNotKept: (error) => {
      toast.error('Your change isn’t saved on this device', {
        id: 'household-not-kept',
        description: notKeptReason(error),
      });
    },
  },
  new PageJournal(),
);
followMirrors(householdStore.subscribe, householdStore.getView);

/** Recipes changed on another device: the lists and the Shop tab's recipes load again. */
export function recipesChanged(): void {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingList });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipesByIds([]) });
}

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

/** Catches up with the household's changes on the server (starting the engine if need be). */
export async function pullHousehold(signal?: AbortSignal): Promise<void> {
  await requestEngineStart();
  return engine.pull(signal);
}
