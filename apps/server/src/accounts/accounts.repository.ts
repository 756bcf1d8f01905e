/** SQL for accounts and devices: the identities the server has seen. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, devices } from '../db/schema.ts';

export function createAccountsRepository(db: Database) {
  const { orm } = db;
  return {
    async ensureAccount(code: string): Promise<void> {
      await orm.insert(accounts).values({ code }).onConflictDoNothing();
    },

    /** Records a device; its last-seen time moves at most once an hour, to keep writes rare. */
    async touchDevice(code: string): Promise<void> {
      await orm
        .insert(devices)
        .values({ code })
        .onConflictDoUpdate({
          target: devices.code,
          set: { lastSeenAt: sql`now()` },
          setWhere: sql`${devices.lastSeenAt} < now() - interval '1 hour'`,
        });
    },

    async linkDevice(deviceCode: string, accountCode: string): Promise<void> {
      await orm
        .insert(devices)
        .values({ code: deviceCode, accountCode })
        .onConflictDoUpdate({ target: devices.code, set: { accountCode, lastSeenAt: sql`now()` } });
    },

    /**
     * What the account stores, in bytes as the database keeps them: its recipes' and its
     * records' data (indexed by owner and by account).
     */
    async storedBytes(code: string): Promise<number> {
      const [row] = await db.query<{ bytes: string | number | null }>(
        `select
           (select coalesce(sum(pg_column_size(data)), 0) from recipes
             where owner_account_code = $1)
         + (select coalesce(sum(pg_column_size(data)), 0) from user_recipe_records
             where account_code = $1) as bytes`,
        [code],
      );
      return Number(row?.bytes ?? 0);
    },

    /** Whether anything is kept under the account: recipes, records, a household list, aisles. */
    async hasData(code: string): Promise<boolean> {
      const [row] = await db.query<{ has_data: boolean }>(
        `select
           exists (select 1 from recipes where owner_account_code = $1)
           or exists (select 1 from user_recipe_records where account_code = $1)
           or exists (select 1 from household_heads where owner_key = 'account:' || $1)
           or exists (select 1 from ingredients where owner_key = 'account:' || $1)
           as has_data`,
        [code],
      );
      return row?.has_data === true;
    },

    async counts(): Promise<{ accounts: number; devices: number; linkedAccounts: number }> {
      const [row] = await db.query<{ accounts: number; devices: number; linked_accounts: number }>(`
        select
          (select count(*)::int from accounts) as accounts,
          (select count(*)::int from devices) as devices,
          (select count(distinct account_code)::int from devices where account_code is not null) as linked_accounts
      `);
      return {
        accounts: row?.accounts ?? 0,
        devices: row?.devices ?? 0,
        linkedAccounts: row?.linked_accounts ?? 0,
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
