/**
 * SQL for the household document (decision 0009, migration 0005): the per-owner version counter
 * (`household_heads`), the register rows (`household_entries`) and each client's last operation
 * number (`household_clients`). Writes happen inside `transaction`, whose first step locks the
 * owner's head row, so pushes for one owner take turns across every process on the database.
 */
import { FACTORY_OWNER, PANTRY_PREFIX, type EntryKind, type HouseholdEntry } from '@plateful/core';
import type { Database, RawQueryable } from '../db/database.ts';

type EntryRow = { kind: EntryKind; key: string; value: unknown; version: string | number };
type DatedEntryRow = EntryRow & { updated_at: Date | string };

/** What the limits on a household's parts are checked against. */
export type HouseholdCounts = {
  selection: number;
  check: number;
  item: number;
  /** Things in the pantry now, and pantry registers (removed things too). */
  pantry: number;
  pantryRegisters: number;
};

/** A register row with the time it was last written (for SPEC §7's `updatedAt`). */
export type StoredEntry = HouseholdEntry & { updatedAt: Date };

const toEntry = (row: EntryRow): HouseholdEntry =>
  ({
    kind: row.kind,
    key: row.key,
    value: row.value,
    version: Number(row.version),
  }) as HouseholdEntry;

const toStored = (row: DatedEntryRow): StoredEntry => ({
  ...toEntry(row),
  updatedAt: new Date(row.updated_at),
});

const ENTRY_COLUMNS = 'kind, key, value, version';

async function readEntries(
  q: RawQueryable,
  ownerKey: string,
  kinds: readonly EntryKind[],
): Promise<StoredEntry[]> {
  const rows = await q.query<DatedEntryRow>(
    `select ${ENTRY_COLUMNS}, updated_at from household_entries
     where owner_key = $1 and kind = any($2::text[]) order by version`,
    [ownerKey, kinds],
  );
  return rows.map(toStored);
}

/** The statements a push runs inside its transaction, after `lockHead`. */
function householdTransaction(q: RawQueryable) {
  return {
    /** Locks the owner's head row (made at 0 for a new owner) and returns its version. */
    async lockHead(ownerKey: string): Promise<number> {
      const [row] = await q.query<{ version: string | number }>(
        `insert into household_heads (owner_key, version) values ($1, 0)
         on conflict (owner_key) do update set version = household_heads.version
         returning version`,
        [ownerKey],
      );
      return Number(row!.version);
    },

    async setHead(ownerKey: string, version: number): Promise<void> {
      await q.query('update household_heads set version = $2 where owner_key = $1', [
        ownerKey,
        version,
      ]);
    },

    async lastN(ownerKey: string, clientId: string): Promise<number> {
      const [row] = await q.query<{ last_n: string | number }>(
        'select last_n from household_clients where owner_key = $1 and client_id = $2',
        [ownerKey, clientId],
      );
      return row ? Number(row.last_n) : 0;
    },

    async setLastN(ownerKey: string, clientId: string, lastN: number): Promise<void> {
      await q.query(
        `insert into household_clients (owner_key, client_id, last_n) values ($1, $2, $3)
         on conflict (owner_key, client_id)
           do update set last_n = greatest(household_clients.last_n, excluded.last_n),
                         updated_at = now()`,
        [ownerKey, clientId, lastN],
      );
    },

    entries: (ownerKey: string, kinds: readonly EntryKind[]) => readEntries(q, ownerKey, kinds),

    /** The rows of the given registers that exist. */
    async registers(
      ownerKey: string,
      keys: readonly { kind: EntryKind; key: string }[],
    ): Promise<HouseholdEntry[]> {
      if (keys.length === 0) return [];
      const rows = await q.query<EntryRow>(
        `select e.kind, e.key, e.value, e.version
         from unnest($2::text[], $3::text[]) as wanted(kind, key)
         join household_entries e
           on e.owner_key = $1 and e.kind = wanted.kind and e.key = wanted.key`,
        [ownerKey, keys.map((k) => k.kind), keys.map((k) => k.key)],
      );
      return rows.map(toEntry);
    },

    /**
     * How many recipes are selected, items ticked, own items kept (live and removed), and pantry
     * things kept (live, and every register of the pantry, removed ones too).
     */
    async counts(ownerKey: string): Promise<HouseholdCounts> {
      const [row] = await q.query<HouseholdCounts>(
        `select count(*) filter (where kind = 'selection' and value <> 'false'::jsonb)::int as selection,
                count(*) filter (where kind = 'check' and value = 'true'::jsonb)::int as "check",
                count(*) filter (where kind = 'item')::int as item,
                count(*) filter (where kind = 'aisle' and starts_with(key, $2)
                                   and value <> 'null'::jsonb)::int as pantry,
                count(*) filter (where kind = 'aisle' and starts_with(key, $2))::int as "pantryRegisters"
         from household_entries where owner_key = $1`,
        [ownerKey, PANTRY_PREFIX],
      );
      return row ?? { selection: 0, check: 0, item: 0, pantry: 0, pantryRegisters: 0 };
    },

    /**
     * Of `ids`, the recipes the caller may select or plan: Chef's Pick, and the account's own
     * (as POST /api/recipes/by-ids shows them). Another account's recipe does not exist here.
     */
    async visibleRecipeIds(
      ids: readonly string[],
      accountCode: string | null,
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await q.query<{ id: string }>(
        `select id from recipes
         where id = any($1::text[]) and (owner_account_code = $2 or owner_account_code = $3)`,
        [ids, FACTORY_OWNER, accountCode ?? FACTORY_OWNER],
      );
      return new Set(rows.map((row) => row.id));
    },

    /** Deletes the rows of `kind` a clear at `version` shadows: nobody needs them any more. */
    async deleteShadowed(ownerKey: string, kind: EntryKind, version: number): Promise<void> {
      await q.query(
        'delete from household_entries where owner_key = $1 and kind = $2 and version < $3',
        [ownerKey, kind, version],
      );
    },

    /** Writes the entries (at most one per register), each replacing an older value. */
    async upsert(ownerKey: string, entries: readonly HouseholdEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await q.query(
        `insert into household_entries (owner_key, kind, key, value, version)
         select $1, e.kind, e.key, e.value::jsonb, e.version
         from unnest($2::text[], $3::text[], $4::text[], $5::bigint[])
           as e(kind, key, value, version)
         on conflict (owner_key, kind, key) do update
           set value = excluded.value, version = excluded.version, updated_at = now()
           where household_entries.version < excluded.version`,
        [
          ownerKey,
          entries.map((entry) => entry.kind),
          entries.map((entry) => entry.key),
          entries.map((entry) => JSON.stringify(entry.value)),
          entries.map((entry) => entry.version),
        ],
      );
    },
  };
}

export type HouseholdTransaction = ReturnType<typeof householdTransaction>;

export function createHouseholdRepository(db: Database) {
  return {
    /** Runs `work` in one database transaction. */
    transaction<T>(work: (tx: HouseholdTransaction) => Promise<T>): Promise<T> {
      return db.transaction((q) => work(householdTransaction(q)));
    },

    /** The owner's version: its change cursor (0 for an owner that never changed anything). */
    async head(ownerKey: string): Promise<number> {
      const [row] = await db.query<{ version: string | number }>(
        'select version from household_heads where owner_key = $1',
        [ownerKey],
      );
      return row ? Number(row.version) : 0;
    },

    /** The versions of several owners at once (owners never seen are left out). */
    async heads(ownerKeys: readonly string[]): Promise<Map<string, number>> {
      if (ownerKeys.length === 0) return new Map();
      const rows = await db.query<{ owner_key: string; version: string | number }>(
        'select owner_key, version from household_heads where owner_key = any($1::text[])',
        [ownerKeys],
      );
      return new Map(rows.map((row) => [row.owner_key, Number(row.version)]));
    },

    /** The owner's rows written after `since`, up to and including `upTo`, oldest first. */
    async changes(ownerKey: string, since: number, upTo: number): Promise<HouseholdEntry[]> {
      const rows = await db.query<EntryRow>(
        `select ${ENTRY_COLUMNS} from household_entries
         where owner_key = $1 and version > $2 and version <= $3 order by version`,
        [ownerKey, since, upTo],
      );
      return rows.map(toEntry);
    },

    entries: (ownerKey: string, kinds: readonly EntryKind[]) => readEntries(db, ownerKey, kinds),

    /** The meal rows with keys from `fromKey` (inclusive) to `toKey` (exclusive), byte order. */
    async mealsBetween(
      ownerKey: string,
      fromKey: string,
      toKey: string,
    ): Promise<HouseholdEntry[]> {
      const rows = await db.query<EntryRow>(
        `select ${ENTRY_COLUMNS} from household_entries
         where owner_key = $1 and kind = 'meal'
           and key collate "C" >= $2 and key collate "C" < $3`,
        [ownerKey, fromKey, toKey],
      );
      return rows.map(toEntry);
    },
  };
}

export type HouseholdRepository = ReturnType<typeof createHouseholdRepository>;
