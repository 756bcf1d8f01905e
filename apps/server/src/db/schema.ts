/**
 * The drizzle schema: the typed view of the tables that the numbered SQL migrations in
 * `migrations/` create. The SQL files are the source of truth; this file mirrors them, and a test
 * checks that every table and column here exists in the migrated database.
 */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const accounts = pgTable('accounts', {
  code: text('code').primaryKey(),
  createdAt: createdAt(),
  /** Moves (by trigger) whenever the account's recipe list changes. */
  listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
});

export const devices = pgTable('devices', {
  code: text('code').primaryKey(),
  accountCode: text('account_code'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});

export const recipes = pgTable('recipes', {
  id: text('id').primaryKey(),
  ownerAccountCode: text('owner_account_code').notNull(),
  source: text('source', { enum: ['factory', 'user', 'shared'] }).notNull(),
  sourceId: text('source_id'),
  catalogVersion: integer('catalog_version'),
  name: text('name').notNull(),
  data: jsonb('data').notNull(),
  shareCode: text('share_code'),
  sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRecipeRecords = pgTable('user_recipe_records', {
  id: text('id').primaryKey(),
  accountCode: text('account_code').notNull(),
  baseId: text('base_id').notNull(),
  kind: text('kind', { enum: ['add', 'tombstone'] }).notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ratings = pgTable(
  'ratings',
  {
    recipeId: text('recipe_id').notNull(),
    deviceCode: text('device_code').notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.deviceCode] })],
);

export const recipeSaves = pgTable(
  'recipe_saves',
  {
    recipeId: text('recipe_id').notNull(),
    accountCode: text('account_code').notNull(),
    savedRecipeId: text('saved_recipe_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.accountCode] })],
);

export const ingredients = pgTable('ingredients', {
  id: text('id').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
});

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  storage: text('storage', { enum: ['local', 'cloudflare'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Per owner: the version of its latest change (the change cursor), migration 0005, and the
 * highest version of a register compacted away (migration 0006).
 */
export const householdHeads = pgTable('household_heads', {
  ownerKey: text('owner_key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  compactedThrough: bigint('compacted_through', { mode: 'number' }).notNull().default(0),
});

/** The household document's registers: one value per (owner, kind, key), newest version wins. */
export const householdEntries = pgTable(
  'household_entries',
  {
    ownerKey: text('owner_key').notNull(),
    kind: text('kind', {
      enum: ['selection', 'check', 'item', 'setting', 'meal', 'aisle', 'cleared'],
    }).notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKey, t.kind, t.key] }),
    index('household_entries_owner_version_idx').on(t.ownerKey, t.version),
  ],
);

/** The last operation number taken from each of an owner's clients (device queues). */
export const householdClients = pgTable(
  'household_clients',
  {
    ownerKey: text('owner_key').notNull(),
    clientId: text('client_id').notNull(),
    lastN: bigint('last_n', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.clientId] })],
);

export const schema = {
  appSettings,
  accounts,
  devices,
  recipes,
  userRecipeRecords,
  ratings,
  recipeSaves,
  ingredients,
  images,
  rateLimits,
  householdHeads,
  householdEntries,
  householdClients,
};
export type Schema = typeof schema;
