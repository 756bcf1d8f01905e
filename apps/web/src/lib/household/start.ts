/**
 * Starts the household engine once per page (loaded as its own chunk when ./engine.ts says it is
 * needed, so none of it weighs on the first paint): opens IndexedDB (or memory, where it
 * will not open), moves a device's older local list in once, then runs the sync loop, the live
 * channel, and the re-reads when another tab saves. It also follows the account code: a new owner
 * starts from an empty confirmed state and catches up, with the queued changes kept.
 */
import type { HouseholdPoke } from '@plateful/contracts';
import { subscribeKey } from '../storage.ts';
import { isMigrationDone, markMigrationDone } from '../storage-migrations.ts';
import { toast } from '../toast.tsx';
import { createMemoryDb, type HouseholdDb } from './household-db.ts';
import {
  HOUSEHOLD_MIGRATION_ID,
  connectEngine,
  householdOwner,
  householdStore,
  recipesChanged,
} from './engine.ts';
import { createIndexedDbHome, householdIdb } from './indexed-db.ts';
import { LiveChannel } from './live.ts';
import { migrationOps } from './migrate.ts';
import { HouseholdSync, describeOp, refusedMessage } from './sync.ts';
import { StoreWriter } from './store-writer.ts';
import { followOtherTabs } from './tabs.ts';

async function openHome(): Promise<HouseholdDb> {
  try {
    return createIndexedDbHome(await householdIdb());
  } catch (error) {
    console.warn('[plateful] IndexedDB would not open: changes are kept in memory only', error);
    return createMemoryDb();
  }
}

let started: Promise<void> | null = null;
let warnedInMemory = false;

/** Starts the engine (once); resolves when the device's household is loaded. */
export function startHousehold(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  const store = new StoreWriter(householdStore);
  // A malformed operation (a screen's bug) is caught before it is queued, not sent to be refused.
  householdStore.setEvents({
    // The wire schema (zod's full API) loads with the first change, not with the page.
    check: async (ops) => (await import('./op-check.ts')).opProblems(ops),
    onMalformed: (op, problem) => {
      console.error('[plateful] a household change was malformed', op, problem);
      toast.error(`${describeOp(op)} could not be saved`, { description: problem });
    },
    onKeptInMemory: () => {
      if (warnedInMemory) return;
      warnedInMemory = true;
      toast.warning('This browser isn’t keeping your changes', {
        description:
          'Plateful can’t use its storage here: your changes reach your household when you’re online, but closing the app before then loses them.',
      });
    },
  });
  const sync = new HouseholdSync(store, {
    onRefused: (refused) => {
      const { title, description } = refusedMessage(refused);
      toast.error(title, { description });
    },
  });
  const onPoke = (poke: HouseholdPoke) => {
    if (poke.cursor !== undefined && poke.cursor > store.cursor) void sync.pull(poke.cursor);
    if (poke.recipes) recipesChanged();
  };
  const live = new LiveChannel({
    onPoke,
    onOpen: () => void sync.pull(),
    onPoll: () => void sync.pull(),
  });
  const tabs = followOtherTabs(() => void store.reload());
  connectEngine({
    onQueued: () => void sync.push(),
    onSaved: () => tabs.post(),
    pull: () => sync.pull(),
    stop: () => {
      sync.stop();
      live.stop();
      tabs.close();
    },
  });

  const ownerChanged = () => {
    const owner = householdOwner();
    if (owner === store.owner) return;
    void store.setOwner(owner).then(() => {
      void sync.retryNow();
      if (store.loaded) live.restart();
    });
  };
  subscribeKey('accountCode', ownerChanged);
  subscribeKey('deviceId', ownerChanged);
  window.addEventListener('online', () => {
    void sync.retryNow();
    live.retryNow();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sync.retryNow();
  });

  const db = await openHome();
  await store.open(db, (state, queue) =>
    migrationOps(state, queue, isMigrationDone(HOUSEHOLD_MIGRATION_ID)),
  );
  markMigrationDone(HOUSEHOLD_MIGRATION_ID);
  ownerChanged();
  void sync.retryNow();
  live.start();
}
