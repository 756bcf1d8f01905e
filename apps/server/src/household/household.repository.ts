/**
 * SQL for the household document (decision 0009, migration 0005): the per-owner version counter
 * (`household_heads`), the register rows (`household_entries`) and each client's last operation
 * number (`household_clients`). Writes happen inside `transaction`, whose first step locks the
 * owner's head row, so pushes for one owner take turns across every process on the database.
 * Registers back at their default are compacted away after a horizon (`compact`, issue 32), and
 * the head row keeps the highest version so deleted (`compacted_through`, migration 0006).
 */
import {
  FACTORY_OWNER,
  PANTRY_PREFIX,
  PREFERENCE_PREFIX,
  SHOP_AISLE_ORDER_PREFIX,
  type EntryKind,
  type HouseholdEntry,
} from '@plateful/core';
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
  /** Tick registers, unticked ones too (issue 32: a tick and an untick still leave a row). */
  checkRegisters: number;
  /** Aisle correction registers (not pantry things, shop orders or preferences), removed too. */
  aisleCorrections: number;
  /** Registers at their default whose last change is older than the compaction horizon. */
  compactable: number;
};

/**
 * A register back at its default, where a missing row reads the same: unselected, unticked, and
 * an own item, meal slot or aisle-part register (correction, pantry thing, shop order) set to
 * null. Settings and clear watermarks are never defaults.
 */
const AT_DEFAULT = `((kind in ('selection', 'check') and value = 'false'::jsonb)
   or (kind in ('item', 'meal', 'aisle') and value = 'null'::jsonb))`;

/** Rows last written more than `$days` days before the transaction began. */
const olderThan = (days: string) => `updated_at < now() - make_interval(days => ${days})`;

/** A catch-up (`changesSince`): the cursor, the rows, and whether they are the whole document. */
export type ChangesReading = { cursor: number; entries: HouseholdEntry[]; reset: boolean };

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

/**
 * The HouseholdCounts columns over an owner's rows; `prefix` is the pantry prefix's parameter and
 * `days` the compaction horizon's.
 */
const countsOf = (prefix: string, days: string) =>
  `count(*) filter (where kind = 'selection' and value <> 'false'::jsonb)::int as selection,
   count(*) filter (where kind = 'check' and value = 'true'::jsonb)::int as "check",
   count(*) filter (where kind = 'item')::int as item,
   count(*) filter (where kind = 'aisle' and starts_with(key, ${prefix})
                      and value <> 'null'::jsonb)::int as pantry,
   count(*) filter (where kind = 'aisle' and starts_with(key, ${prefix}))::int as "pantryRegisters",
   count(*) filter (where kind = 'check')::int as "checkRegisters",
   count(*) filter (where kind = 'aisle' and not starts_with(key, ${prefix})
                      and not starts_with(key, '${SHOP_AISLE_ORDER_PREFIX}')
                      and not starts_with(key, '${PREFERENCE_PREFIX}'))::int as "aisleCorrections",
   count(*) filter (where ${AT_DEFAULT} and ${olderThan(days)})::int as compactable`;

/** Writes entries $2…$5 of owner $1, each replacing an older value of its register. */
const UPSERT_ENTRIES = `insert into household_entries (owner_key, kind, key, value, version)
  select $1, e.kind, e.key, e.value::jsonb, e.version
  from unnest($2::text[], $3::text[], $4::text[], $5::bigint[]) as e(kind, key, value, version)
  on conflict (owner_key, kind, key) do update
    set value = excluded.value, version = excluded.version, updated_at = now()
    where household_entries.version < excluded.version`;

const entryColumns = (entries: readonly HouseholdEntry[]) => [
  entries.map((entry) => entry.kind),
  entries.map((entry) => entry.key),
  entries.map((entry) => JSON.stringify(entry.value)),
  entries.map((entry) => entry.version),
];

/** What a push reads before deciding its operations (`readForApply`). */
export type ApplyReading = {
  visible: Set<string>;
  registers: HouseholdEntry[];
  counts: HouseholdCounts;
};

/** What `lockAndRead` may read for the push to come, as `readForApply` would. */
export type ApplyPrefetch = {
  recipeIds: readonly string[];
  accountCode: string | null;
  compactAfterDays: number;
};

/** The head row of owner $1 made at 0 if new, locked; its version. */
const LOCK_HEAD = `insert into household_heads (owner_key, version) values ($1, 0)
  on conflict (owner_key) do update set version = household_heads.version
  returning version`;

/**
 * The columns `readForApply` reads besides the registers, over an owner's rows, from parameter
 * `$n` on (the five of `visibleAndCountsParams`).
 */
const visibleAndCounts = (n: number) => `(select array_agg(id) from recipes
     where id = any($${n}::text[]) and (owner_account_code = $${n + 1} or owner_account_code = $${n + 2})
   ) as visible,
   ${countsOf(`$${n + 3}`, `$${n + 4}`)}`;

const visibleAndCountsParams = (
  recipeIds: readonly string[],
  accountCode: string | null,
  days: number,
) => [recipeIds, FACTORY_OWNER, accountCode ?? FACTORY_OWNER, PANTRY_PREFIX, days];

/**
 * The statements a push runs inside its transaction, after `lockHead`, each a prepared statement
 * (`queryPrepared`: their texts are this file's constants, a handful of them). `oneConnection`: the
 * embedded database, where nothing else can commit while a transaction runs (one connection,
 * transactions take turns), so a statement that locks may read in the same breath.
 */
function householdTransaction(q: RawQueryable, oneConnection: boolean) {
  /** Locks the owner's head row (made at 0 for a new owner) and returns its version. */
  async function lockHead(ownerKey: string): Promise<number> {
    const [row] = await q.queryPrepared<{ version: string | number }>(LOCK_HEAD, [ownerKey]);
    return Number(row!.version);
  }

  return {
    /**
     * `lockHead`, then the owner's rows of `kinds` (oldest first, as `entries` reads them) and,
     * with `prefetch`, what `readForApply` would read for those recipes, every row of `kinds`
     * standing for the registers (issue 27: a statement fewer per SPEC §7 call). On PGlite one
     * statement; on PostgreSQL the lock stays a statement of its own, as `readForApply` says.
     */
    async lockAndRead(
      ownerKey: string,
      kinds: readonly EntryKind[],
      prefetch?: ApplyPrefetch,
    ): Promise<{ head: number; entries: HouseholdEntry[]; reading?: ApplyReading }> {
      const params: unknown[] = [ownerKey, kinds];
      if (prefetch) {
        params.push(
          ...visibleAndCountsParams(
            prefetch.recipeIds,
            prefetch.accountCode,
            prefetch.compactAfterDays,
          ),
        );
      }
      const read = `(select json_agg(json_build_object(
                        'kind', e.kind, 'key', e.key, 'value', e.value, 'version', e.version)
                      order by e.version)
                    from household_entries e where e.owner_key = $1 and e.kind = any($2::text[])
                  ) as entries${prefetch ? `, ${visibleAndCounts(3)} from household_entries where owner_key = $1` : ''}`;
      type Row = HouseholdCounts & {
        head?: string | number;
        entries: EntryRow[] | null;
        visible?: string[] | null;
      };
      let head: number;
      let row: Row;
      if (oneConnection) {
        [row] = (await q.queryPrepared<Row>(
          `with head as (${LOCK_HEAD})
           select (select version from head) as head, ${read}`,
          params,
        )) as [Row];
        head = Number(row.head);
      } else {
        head = await lockHead(ownerKey);
        if (kinds.length === 0 && !prefetch) return { head, entries: [] };
        [row] = (await q.queryPrepared<Row>(`select ${read}`, params)) as [Row];
      }
      const entries = (row.entries ?? []).map(toEntry);
      if (!prefetch) return { head, entries };
      const { visible, entries: _rows, head: _head, ...counts } = row;
      return {
        head,
        entries,
        reading: { visible: new Set(visible ?? []), registers: entries, counts },
      };
    },

    lockHead,

    async setHead(ownerKey: string, version: number): Promise<void> {
      await q.queryPrepared('update household_heads set version = $2 where owner_key = $1', [
        ownerKey,
        version,
      ]);
    },

    async lastN(ownerKey: string, clientId: string): Promise<number> {
      const [row] = await q.queryPrepared<{ last_n: string | number }>(
        'select last_n from household_clients where owner_key = $1 and client_id = $2',
        [ownerKey, clientId],
      );
      return row ? Number(row.last_n) : 0;
    },

    async setLastN(ownerKey: string, clientId: string, lastN: number): Promise<void> {
      await q.queryPrepared(
        `insert into household_clients (owner_key, client_id, last_n) values ($1, $2, $3)
         on conflict (owner_key, client_id)
           do update set last_n = greatest(household_clients.last_n, excluded.last_n),
                         updated_at = now()`,
        [ownerKey, clientId, lastN],
      );
    },

    entries: (ownerKey: string, kinds: readonly EntryKind[]) => readEntries(q, ownerKey, kinds),

    /**
     * Deletes the owner's registers at their default whose last change is more than `days` days
     * old, and raises its `compacted_through` to the highest version deleted: a device whose
     * cursor is below it may hold an older value of one of them, so its catch-up starts again.
     */
    async compact(ownerKey: string, days: number): Promise<void> {
      await q.queryPrepared(
        `with gone as (
           delete from household_entries
           where owner_key = $1 and ${AT_DEFAULT} and ${olderThan('$2')}
           returning version)
         update household_heads
         set compacted_through = greatest(compacted_through, (select max(version) from gone))
         where owner_key = $1 and exists (select 1 from gone)`,
        [ownerKey, days],
      );
    },

    /** Deletes the rows of `kind` a clear at `version` shadows: nobody needs them any more. */
    async deleteShadowed(ownerKey: string, kind: EntryKind, version: number): Promise<void> {
      await q.queryPrepared(
        'delete from household_entries where owner_key = $1 and kind = $2 and version < $3',
        [ownerKey, kind, version],
      );
    },

    /** Writes the entries (at most one per register), each replacing an older value. */
    async upsert(ownerKey: string, entries: readonly HouseholdEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await q.queryPrepared(UPSERT_ENTRIES, [ownerKey, ...entryColumns(entries)]);
    },

    /**
     * What a push decides by, in one statement (issue 27: on PGlite each statement costs about
     * half a millisecond of the one thread, whatever it does): of `recipeIds`, those the caller
     * may select or plan (Chef's Pick and the account's own, as POST /api/recipes/by-ids shows
     * them; another account's recipe does not exist here), the rows of the registers `keys` that
     * exist, and the owner's counts. Run after `lockHead`, in a statement of its own, so that it
     * sees every push committed before the lock was taken.
     */
    async readForApply(
      ownerKey: string,
      keys: readonly { kind: EntryKind; key: string }[],
      recipeIds: readonly string[],
      accountCode: string | null,
      compactAfterDays: number,
    ): Promise<ApplyReading> {
      const [row] = await q.queryPrepared<
        HouseholdCounts & { visible: string[] | null; registers: EntryRow[] | null }
      >(
        `select
           (select json_agg(json_build_object(
                     'kind', e.kind, 'key', e.key, 'value', e.value, 'version', e.version))
             from unnest($2::text[], $3::text[]) as wanted(kind, key)
             join household_entries e
               on e.owner_key = $1 and e.kind = wanted.kind and e.key = wanted.key
           ) as registers,
           ${visibleAndCounts(4)}
         from household_entries where owner_key = $1`,
        [
          ownerKey,
          keys.map((k) => k.kind),
          keys.map((k) => k.key),
          ...visibleAndCountsParams(recipeIds, accountCode, compactAfterDays),
        ],
      );
      const { visible, registers, ...counts } = row!;
      return {
        visible: new Set(visible ?? []),
        registers: (registers ?? []).map(toEntry),
        counts,
      };
    },

    /**
     * `upsert` and `setHead` in one statement: the entries, and the head moved to `version` when
     * it is past the locked one (`head`).
     */
    async write(
      ownerKey: string,
      entries: readonly HouseholdEntry[],
      head: number,
      version: number,
    ): Promise<void> {
      if (entries.length === 0 && version <= head) return;
      await q.queryPrepared(
        `with upserted as (${UPSERT_ENTRIES})
         update household_heads set version = $6 where owner_key = $1 and $6::bigint > $7::bigint`,
        [ownerKey, ...entryColumns(entries), version, head],
      );
    },
  };
}

export type HouseholdTransaction = ReturnType<typeof householdTransaction>;

export function createHouseholdRepository(db: Database) {
  return {
    /**
     * Runs `work` in one database transaction; `work` must have no effect but its statements
     * (on PGlite the pushes waiting together share one transaction, and run again one by one if
     * one of them fails: `groupedTransaction`).
     */
    transaction<T>(work: (tx: HouseholdTransaction) => Promise<T>): Promise<T> {
      return db.groupedTransaction((q) => work(householdTransaction(q, db.kind === 'pglite')));
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

    /**
     * The owner's head and its rows written after `since` up to the head, oldest first; or, when
     * `since` (not 0) is below the owner's `compacted_through`, every row up to the head and
     * `reset`. One statement, so a compaction committed meanwhile is seen with its rows or not
     * at all.
     */
    async changesSince(ownerKey: string, since: number): Promise<ChangesReading> {
      const [row] = await db.query<{
        cursor: string | number;
        reset: boolean;
        entries: EntryRow[] | null;
      }>(
        `select h.version as cursor, r.reset,
           (select json_agg(json_build_object(
                     'kind', e.kind, 'key', e.key, 'value', e.value, 'version', e.version)
                   order by e.version)
             from household_entries e
             where e.owner_key = $1 and e.version <= h.version
               and e.version > case when r.reset then 0 else $2::bigint end
           ) as entries
         from household_heads h
         cross join lateral (
           select $2::bigint > 0 and $2::bigint < h.compacted_through as reset) r
         where h.owner_key = $1`,
        [ownerKey, since],
      );
      if (!row) return { cursor: 0, entries: [], reset: false };
      return {
        cursor: Number(row.cursor),
        entries: (row.entries ?? []).map(toEntry),
        reset: row.reset,
      };
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
