/**
 * Browser-storage migrations (SPEC §4 "Migrations"): keys from older builds move under the
 * `plateful:` prefix, and every list of selected recipe ids ever used is merged into one. Each
 * migration has a stable id and records a done flag, so it runs once per browser.
 */
import { prefixed, readRaw, writeRaw } from './storage.ts';

export type StorageMigration = { id: string; run(store: Storage): void };

const doneKey = (id: string) => `migration:${id}`;

/** Whether the migration `id` has run in this browser (also for migrations run elsewhere). */
export function isMigrationDone(id: string): boolean {
  return readRaw(doneKey(id)) !== null;
}

/** Records that the migration `id` has run (one that cannot run here, such as into IndexedDB). */
export function markMigrationDone(id: string): void {
  writeRaw(doneKey(id), new Date().toISOString());
}

/** Legacy key → prefixed key, for values kept as they were. */
const MOVES: [string, string][] = [
  ['cookFilter', 'cookFilter'],
  ['quickFilters', 'quickFilters'],
  ['deviceId', 'deviceId'],
  ['device_id', 'deviceId'],
  ['accountCode', 'accountCode'],
  ['account_code', 'accountCode'],
  ['myRecipes', 'myRecipes'],
  ['hiddenRecipes', 'hiddenRecipes'],
  ['communityCounters', 'communityCounters'],
  ['lastRoute', 'lastRoute'],
  ['currentTab', 'currentTab'],
];

/** Every key older builds kept selected recipe ids under, oldest first. */
const SELECTION_KEYS = [
  'selectedRecipes',
  'selectedRecipeIds',
  'selected-recipes',
  'plan:selectedRecipeIds',
  prefixed('selectedRecipes'),
  prefixed('selected'),
];

function readIds(store: Storage, key: string): string[] {
  const raw = store.getItem(key);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) {
      return value
        .map((item) =>
          typeof item === 'string' || typeof item === 'number'
            ? String(item)
            : (item as { id?: unknown })?.id,
        )
        .filter((id): id is string => typeof id === 'string' && id !== '');
    }
  } catch {
    // A comma-separated list from the oldest builds.
    return raw
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  }
  return [];
}

export const STORAGE_MIGRATIONS: StorageMigration[] = [
  {
    id: '2024-01-prefix-keys',
    run(store) {
      for (const [from, to] of MOVES) {
        const value = store.getItem(from);
        if (value === null) continue;
        if (store.getItem(prefixed(to)) === null) store.setItem(prefixed(to), value);
        store.removeItem(from);
      }
    },
  },
  {
    id: '2024-02-seen-ids-v2',
    run(store) {
      const old = [
        ...readIds(store, 'seenRecipeIds'),
        ...readIds(store, prefixed('seenRecipeIds')),
      ];
      if (old.length === 0) return;
      const current = readIds(store, prefixed('seenRecipeIds:v2'));
      store.setItem(
        prefixed('seenRecipeIds:v2'),
        JSON.stringify([...new Set([...current, ...old])]),
      );
      store.removeItem('seenRecipeIds');
      store.removeItem(prefixed('seenRecipeIds'));
    },
  },
  {
    id: '2024-03-merge-selected-ids',
    run(store) {
      const target = prefixed('selectedRecipeIds');
      const merged = new Set(readIds(store, target));
      for (const key of SELECTION_KEYS) {
        if (key === target) continue;
        for (const id of readIds(store, key)) merged.add(id);
        store.removeItem(key);
      }
      if (merged.size > 0) store.setItem(target, JSON.stringify([...merged]));
    },
  },
];

/** Runs every migration not yet done in this browser. Failures are logged, never thrown. */
export function runStorageMigrations(
  migrations: StorageMigration[] = STORAGE_MIGRATIONS,
): string[] {
  const ran: string[] = [];
  let store: Storage;
  try {
    store = window.localStorage;
  } catch (error) {
    console.warn('[plateful] storage unavailable, migrations skipped', error);
    return ran;
  }
  for (const migration of migrations) {
    if (isMigrationDone(migration.id)) continue;
    try {
      migration.run(store);
      markMigrationDone(migration.id);
      ran.push(migration.id);
    } catch (error) {
      console.warn(`[plateful] storage migration ${migration.id} failed`, error);
    }
  }
  return ran;
}
