/**
 * Browser storage under the `plateful:` prefix (SPEC §3 "Local storage"), read through one
 * validated module: every key has a zod schema, a bad or unreadable value reads as the default,
 * and storage failures (private mode, quota) are only logged (SPEC §8), never thrown.
 */
import { BASKET_SERVICES } from '@plateful/contracts';
import { STORAGE_PREFIX } from '@plateful/core';
import { z } from 'zod/mini';

/** Moved to @plateful/contracts (issue 14): kept here for the screens that still import it. */
export { BASKET_SERVICES, type BasketService } from '@plateful/contracts';

export const quickFiltersSchema = z.object({
  time: z.nullable(z.enum(['30m', '45m', '60m+'])),
  mealTypes: z.array(z.enum(['veggie', 'meat', 'fish', 'sweet'])),
});

const idList = z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(5000));

export const settingsSchema = z.object({
  /** Default servings for the shopping list; null keeps each recipe's own. */
  householdSize: z.nullable(z.int().check(z.gte(1), z.lte(20))),
  basketService: z.enum(BASKET_SERVICES),
  /** Items always treated as owned. */
  pantryStaples: z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(200)),
});

const hiddenRecipe = z.object({ id: z.string(), name: z.string(), hiddenAt: z.string() });

/** Every key the app keeps, with its schema and default. `session` keys live in sessionStorage. */
export const STORAGE_KEYS = {
  seenRecipeIds: { key: 'seenRecipeIds:v2', schema: idList, fallback: [] as string[] },
  /** The selected recipes: a mirror of the household's (lib/household), SPEC §3's key. */
  selectedRecipeIds: { key: 'selectedRecipeIds', schema: idList, fallback: [] as string[] },
  cookFilter: { key: 'cookFilter', schema: z.string().check(z.maxLength(40)), fallback: 'All' },
  quickFilters: {
    key: 'quickFilters',
    schema: quickFiltersSchema,
    fallback: { time: null, mealTypes: [] } as z.infer<typeof quickFiltersSchema>,
  },
  communityCounters: {
    key: 'communityCounters',
    schema: z.object({
      savedAt: z.number(),
      data: z.object({
        community: z.number(),
        recipes: z.number(),
        shared: z.number(),
        signups: z.nullable(z.number()),
      }),
    }),
    fallback: null as null | {
      savedAt: number;
      data: { community: number; recipes: number; shared: number; signups: number | null };
    },
  },
  deviceId: {
    key: 'deviceId',
    schema: z.string().check(z.maxLength(100)),
    fallback: null as string | null,
  },
  accountCode: {
    key: 'accountCode',
    schema: z.string().check(z.maxLength(40)),
    fallback: null as string | null,
  },
  myRecipes: { key: 'myRecipes', schema: idList, fallback: [] as string[] },
  hiddenRecipes: {
    key: 'hiddenRecipes',
    schema: z.array(hiddenRecipe).check(z.maxLength(1000)),
    fallback: [] as z.infer<typeof hiddenRecipe>[],
  },
  installPrompt: {
    key: 'installPrompt',
    schema: z.object({
      dismissed: z.boolean(),
      installed: z.boolean(),
      snoozedUntil: z.nullable(z.number()),
    }),
    fallback: { dismissed: false, installed: false, snoozedUntil: null as number | null },
  },
  adminMode: { key: 'adminMode', schema: z.boolean(), fallback: false, session: true },
  /** Shopping-list item keys marked 'already owned': a mirror of the household's (lib/household). */
  shoppingChecks: { key: 'shoppingChecks', schema: idList, fallback: [] as string[] },
  /**
   * The Shop tab's last fetched selected recipes (as the server sent them), so the list still
   * builds offline: POST /api/recipes/by-ids is not cached by the service worker.
   */
  shopRecipes: {
    key: 'shopRecipes',
    schema: z.object({ ids: idList, recipes: z.array(z.unknown()).check(z.maxLength(200)) }),
    fallback: null as null | { ids: string[]; recipes: unknown[] },
  },
  /**
   * Recipe drafts from a scan (link, photos, pasted text or TikTok) kept until saved; each is
   * checked by lib/scanned-drafts.ts and removed after 24 h (SPEC §9).
   */
  scannedDrafts: {
    key: 'scannedDrafts',
    schema: z
      .array(z.object({ id: z.string(), savedAt: z.number(), draft: z.unknown() }))
      .check(z.maxLength(200)),
    fallback: [] as { id: string; savedAt: number; draft: unknown }[],
  },
  /** This device's choice of recipe card on the Plan tab: two to a row, or large (issue 17). */
  cardSize: {
    key: 'cardSize',
    schema: z.enum(['compact', 'large']),
    fallback: 'compact' as 'compact' | 'large',
  },
  /** This device's choice: ticked items sink to the bottom of their aisle (issue 14). */
  moveTickedDown: { key: 'moveTickedDown', schema: z.boolean(), fallback: false },
  /** Own items this device added lately, newest first: suggested as the user types. */
  recentOwnItems: {
    key: 'recentOwnItems',
    schema: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
    fallback: [] as string[],
  },
  /**
   * Settings (PRODUCT.md): household size, basket service, pantry staples. They belong to the
   * household now (lib/household); this key is its mirror, read before IndexedDB opens and by the
   * one-time move of a device's own settings into the household.
   */
  settings: {
    key: 'settings',
    schema: settingsSchema,
    fallback: { householdSize: null, basketService: 'whisk', pantryStaples: [] } as z.infer<
      typeof settingsSchema
    >,
  },
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
type Entry<K extends StorageKeyName> = (typeof STORAGE_KEYS)[K];
export type StoredValue<K extends StorageKeyName> = Entry<K>['fallback'] extends infer F
  ? F | z.infer<Entry<K>['schema']>
  : never;

function area(session: boolean): Storage | null {
  try {
    return session ? window.sessionStorage : window.localStorage;
  } catch (error) {
    console.warn('[plateful] storage unavailable', error);
    return null;
  }
}

export const prefixed = (key: string) => `${STORAGE_PREFIX}${key}`;

/** Reads a raw prefixed item (for keys built at run time, such as rating_{id}). */
export function readRaw(key: string, session = false): string | null {
  try {
    return area(session)?.getItem(prefixed(key)) ?? null;
  } catch (error) {
    console.warn(`[plateful] could not read ${key}`, error);
    return null;
  }
}

export function writeRaw(key: string, value: string | null, session = false): void {
  try {
    const store = area(session);
    if (value === null) store?.removeItem(prefixed(key));
    else store?.setItem(prefixed(key), value);
  } catch (error) {
    console.warn(`[plateful] could not write ${key}`, error);
  }
}

function isSession(entry: object): boolean {
  return 'session' in entry && entry.session === true;
}

/** The stored value of `name`, validated; the default when missing or invalid. */
export function readKey<K extends StorageKeyName>(name: K): StoredValue<K> {
  const entry = STORAGE_KEYS[name];
  const raw = readRaw(entry.key, isSession(entry));
  if (raw === null) return entry.fallback as StoredValue<K>;
  try {
    const parsed = entry.schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as StoredValue<K>;
  } catch {
    // Not JSON: fall through to the default.
  }
  console.warn(`[plateful] ignoring an invalid stored value for ${entry.key}`);
  return entry.fallback as StoredValue<K>;
}

/** Stores `value` under `name` (null removes it) and tells listeners in this tab. */
export function writeKey<K extends StorageKeyName>(name: K, value: StoredValue<K> | null): void {
  const entry = STORAGE_KEYS[name];
  writeRaw(entry.key, value === null ? null : JSON.stringify(value), isSession(entry));
  window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: { key: entry.key } }));
}

/** Fired in this tab after writeKey; other tabs get the browser's own `storage` event. */
export const STORAGE_EVENT = 'plateful:storage';

/** Calls `listener` when `name` changes in this tab or another one. Returns the unsubscribe. */
export function subscribeKey(name: StorageKeyName, listener: () => void): () => void {
  const key = prefixed(STORAGE_KEYS[name].key);
  const onLocal = (event: Event) => {
    if (prefixed((event as CustomEvent<{ key: string }>).detail.key) === key) listener();
  };
  const onOther = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener(STORAGE_EVENT, onLocal);
  window.addEventListener('storage', onOther);
  return () => {
    window.removeEventListener(STORAGE_EVENT, onLocal);
    window.removeEventListener('storage', onOther);
  };
}

/** Removes every `plateful:` key of this browser (Settings: clear this device's data). */
export function clearAllKeys(): void {
  for (const session of [false, true]) {
    const store = area(session);
    if (!store) continue;
    try {
      for (const key of Object.keys(store))
        if (key.startsWith(STORAGE_PREFIX)) store.removeItem(key);
    } catch (error) {
      console.warn('[plateful] could not clear storage', error);
    }
  }
}
